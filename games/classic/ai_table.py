"""The Venn Classic AI's model of a bidding position, real or imagined: who may still
raise, each seat's chance of winning its challenge, and what every bid is worth (see
games.classic.ai for the whole method)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import comb
from typing import Any

from games.classic import engine as E
from games.classic.ai_reading import HAND, Reading, _lose, worth

MAX_STEP = 8  # raises looked at above the lowest legal amount
RECOVER_RATE = 0.5  # assumed chance that another seat recovers when it may


# --------------------------------------------------------------------------- small maths


def _esym(probs: Sequence[float], top: int) -> list[float]:
    """Elementary symmetric sums e_0..e_top of `probs` (e_k: sum over k-subsets of the
    product). e_k / C(n, k) is the chance that k cards drawn at random all succeed."""
    e = [1.0] + [0.0] * top
    for i, q in enumerate(probs):
        for k in range(min(top, i + 1), 0, -1):
            e[k] += e[k - 1] * q
    return e


def _random_all(e: list[float], n: int, k: int) -> float:
    if k <= 0:
        return 1.0
    if k > n or k >= len(e):
        return 0.0
    return e[k] / comb(n, k)


def _product(values: Iterable[float]) -> float:
    out = 1.0
    for q in values:
        out *= q
    return out


# --------------------------------------------------------------------------- the table model


class Table:
    """A bidding position, real or imagined: for each other seat its face-down cards as
    (odds of the colour, pushed), its pushed count and the product of its pushed cards'
    odds; for the player its own placed cards as (shows the colour, pushed)."""

    def __init__(
        self,
        r: Reading,
        mine: list[tuple[bool, bool]],
        others: dict[int, list[tuple[float, bool]]],
        pushed: dict[int, int],
        own_odds: dict[int, float],
        highest: tuple[int, int] | None,
        passed: set[int],
    ) -> None:
        self.r = r
        self.mine = mine
        self.others = others
        self.pushed = pushed
        self.own_odds = own_odds
        self.highest = highest
        self.passed = passed
        me = r.me
        clockwise = [(me + step) % r.n for step in range(1, r.n)]
        self.order = [k for k in clockwise if k in others]
        self._chances: dict[tuple[int, tuple[tuple[bool, bool], ...]], list[float]] = {}
        self._profiles: dict[int, tuple[int, int, float, float]] = {}
        self._sums_cache: dict[tuple[tuple[bool, bool], ...], tuple[Any, ...]] = {}
        self.placed_total = len(mine) + sum(len(c) for c in others.values())
        self.push_product = {
            k: _product(q for q, pushed in cards if pushed) for k, cards in others.items()
        }
        floor = max(HAND, highest[1] + 1 if highest else 0)
        self.top = min(self.placed_total, floor + MAX_STEP + 2)
        self._settle_values()

    def _settle_values(self) -> None:
        """Worth for the player of a challenge by each seat ending in success / failure."""
        r = self.r
        counts = r.counts
        me = r.me
        self.win: dict[int, float] = {}
        self.fail: dict[int, float] = {}
        for c in [me, *self.order]:
            everyone_else = [k for k in counts if k != c]
            after = worth(_lose(counts, everyone_else), me)
            room = r.recover_room(c)
            if c == me:
                if room:
                    back = dict(counts)
                    back[me] += room
                    after = max(after, worth(back, me))
                self.win[c] = after
            else:
                if room:
                    back = dict(counts)
                    back[c] += room
                    after = RECOVER_RATE * worth(back, me) + (1 - RECOVER_RATE) * after
                self.win[c] = after
            self.fail[c] = worth(_lose(counts, [c]), me)

    def value(self, c: int, p: float) -> float:
        return p * self.win[c] + (1 - p) * self.fail[c]

    # success chances ----------------------------------------------------------------

    def my_chance(self, push: int, amount: int, odds_sorted: list[float]) -> float:
        """Chance that the player turns `amount` cards after `push` pushed (all sure)."""
        need = amount - push
        if need <= 0:
            return 1.0
        if need > len(odds_sorted):
            return 0.0
        p = 1.0
        for q in odds_sorted[:need]:
            p *= q
        return p

    def _sums(self, my_cards: tuple[tuple[bool, bool], ...]) -> tuple[Any, ...]:
        """Symmetric sums over every face-down card on the table (all, pushed, unpushed)
        with the player's cards pushed as given; cached per push choice."""
        known = self._sums_cache.get(my_cards)
        if known is not None:
            return known
        push_q: list[float] = []
        free_q: list[float] = []
        for has, pushed in my_cards:
            (push_q if pushed else free_q).append(1.0 if has else 0.0)
        for cards in self.others.values():
            for q, pushed in cards:
                (push_q if pushed else free_q).append(q)
        top = self.top
        mine_push = 1.0
        for has, pushed in my_cards:
            if pushed and not has:
                mine_push = 0.0
        out = (
            _esym(push_q + free_q, top),
            _esym(push_q, top),
            _esym(free_q, top),
            len(push_q),
            len(free_q),
            mine_push,
        )
        self._sums_cache[my_cards] = out
        return out

    def their_chances(self, j: int, my_cards: tuple[tuple[bool, bool], ...]) -> list[float]:
        """For seat j as challenger: chance of turning `need` cards of other seats, for
        need = 0..top (its own pushed cards not included). The table-wide sums are
        divided by j's own cards. Cached per seat and per pushes of the player."""
        key = (j, my_cards)
        known = self._chances.get(key)
        if known is not None:
            return known
        e_all, e_push, e_free, n_push, n_free, mine_push = self._sums(my_cards)
        e_all, e_push, e_free = list(e_all), list(e_push), list(e_free)
        top = self.top
        for q, pushed in self.others[j]:
            for e in (e_all, e_push if pushed else e_free):
                for k in range(1, top + 1):
                    e[k] -= q * e[k - 1]
            if pushed:
                n_push -= 1
            else:
                n_free -= 1
        full_push = mine_push
        for k, prod in self.push_product.items():
            if k != j:
                full_push *= prod
        a = self.r.smart[j]
        n_all = n_push + n_free
        out = []
        for need in range(top + 1):
            rand = _random_all(e_all, n_all, need)
            if need <= n_push:
                pick = _random_all(e_push, n_push, need)
            else:
                pick = full_push * _random_all(e_free, n_free, need - n_push)
            out.append(min(1.0, max(0.0, a * pick + (1 - a) * rand)))
        self._chances[key] = out
        return out

    def cap(self, j: int, extra: int = 0) -> int:
        """The highest bid seat j could make pushing `extra` more cards."""
        return self.pushed[j] + extra + self.placed_total - len(self.others[j])

    def _profile(self, j: int) -> tuple[int, int, float, float]:
        """Seat j as a raiser: its unpushed cards, how many it would push, and the chance
        its pushed cards all show the colour after pushing that many / all of them."""
        known = self._profiles.get(j)
        if known is not None:
            return known
        free = sorted((q for q, pushed in self.others[j] if not pushed), reverse=True)
        extra = round(self.r.push_rate[j] * len(free))
        h = self.r.honesty[j]
        lift = [h + (1 - h) * q / max(1e-9, 1 - self.r.avoid[j]) for q in free]
        own = self.own_odds[j]
        out = (len(free), extra, own * _product(lift[:extra]), own * _product(lift))
        self._profiles[j] = out
        return out

    def challenge_by(
        self, j: int, amount: int, own: float, pushed: int, chances: list[float]
    ) -> float:
        """Chance that seat j succeeds bidding `amount` with `pushed` cards pushed whose
        odds multiply to `own`."""
        need = amount - pushed
        if need <= 0:
            return own
        if need >= len(chances):
            return 0.0
        return own * chances[need]

    def follow_ups(
        self, seats: list[int], over: int, my_cards: tuple[tuple[bool, bool], ...]
    ) -> tuple[float, float]:
        """(chance that none of `seats` raises over `over`, worth of the cases where one
        does, weighted by their chance): the first raiser is assumed to challenge at the
        lowest raise, pushing as often as it usually does (more if the cap needs it)."""
        none = 1.0
        total = 0.0
        outside = self.placed_total
        for j in seats:
            free, extra, own_extra, own_all = self._profile(j)
            pushed = self.pushed[j]
            cap_all = pushed + free + outside - len(self.others[j])
            amount = max(over + 1, pushed + extra)
            if amount > cap_all:
                continue
            if amount > cap_all - free + extra:
                extra, own = free, own_all
            else:
                own = own_extra
            rate = self.r.raise_rate[j]
            p = self.challenge_by(j, amount, own, pushed + extra, self.their_chances(j, my_cards))
            total += none * rate * self.value(j, p)
            none *= 1 - rate
        return none, total

    # decisions ----------------------------------------------------------------------

    def pass_value(self) -> float:
        assert self.highest is not None
        h, amount = self.highest
        start = self.order.index(h) if h in self.order else len(self.order)
        # seats after the player and before the top bidder, still allowed to raise
        waiting = [k for k in self.order[:start] if k not in self.passed]
        mine = tuple(self.mine)
        none, total = self.follow_ups(waiting, amount, mine)
        chances = self.their_chances(h, mine)
        p = self.challenge_by(h, amount, self.own_odds[h], self.pushed[h], chances)
        return none * self.value(h, p) + total

    def raise_options(
        self, pushes: list[list[int]], my_pushed_now: int, my_bluffed: bool
    ) -> list[tuple[float, int, list[int]]]:
        """(worth, amount, push slots) for each raise tried; `pushes` lists candidate
        sets of slot indexes into the player's placed cards."""
        odds = sorted((q for cards in self.others.values() for q, _ in cards), reverse=True)
        others_placed = sum(len(c) for c in self.others.values())
        low_bar = self.highest[1] + 1 if self.highest else 0
        out = []
        for push in pushes:
            cards = tuple((has, pushed or i in push) for i, (has, pushed) in enumerate(self.mine))
            bluff = my_bluffed or any(not self.mine[i][0] for i in push)
            n_push = my_pushed_now + len(push)
            low = max(n_push, low_bar)
            high = min(n_push + others_placed, low + MAX_STEP)
            for amount in range(low, high + 1):
                p = 0.0 if bluff else self.my_chance(n_push, amount, odds)
                none, total = self.follow_ups(self.order, amount, cards)
                out.append((none * self.value(self.r.me, p) + total, amount, list(push)))
        return out


def _reading_table(r: Reading, colour: str) -> Table:
    """The bidding position as the view shows it."""
    v = r.v
    me = r.me
    others: dict[int, list[tuple[float, bool]]] = {}
    pushed: dict[int, int] = {}
    own_odds: dict[int, float] = {}
    for k in r.seats_in:
        if k == me:
            continue
        s = v["seats"][k]
        cards = []
        odds = 1.0
        for slot in s["placed"]:
            if slot["turned"] is not None:
                continue
            q = r.card_odds(k, colour, slot["pushed"])
            cards.append((q, slot["pushed"]))
            if slot["pushed"]:
                odds *= q
        others[k] = cards
        pushed[k] = sum(1 for slot in s["placed"] if slot["pushed"])
        own_odds[k] = odds
    placed = v["me"]["placed"]
    mine = [(E.has_colour(c["type"], colour), c["pushed"]) for c in placed]
    highest = (v["highest"]["seat"], v["highest"]["amount"]) if v["highest"] else None
    passed = {s["seat"] for s in v["seats"] if s["passed"]}
    return Table(r, mine, others, pushed, own_odds, highest, passed)


def _imagined_table(r: Reading, colour: str, count: int, mine: list[tuple[bool, bool]]) -> Table:
    """The table right after placing, before any bid: every other seat placed
    min(count, its cards) cards, the player the cards in `mine`."""
    others = {
        k: [(r.card_odds(k, colour, False), False)] * min(count, r.counts[k])
        for k in r.seats_in
        if k != r.me
    }
    pushed = dict.fromkeys(others, 0)
    own_odds = dict.fromkeys(others, 1.0)
    return Table(r, mine, others, pushed, own_odds, None, set())
