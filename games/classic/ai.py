"""A fair heuristic player for Venn Classic.

The player decides from `view(state, seat)` alone: its own cards plus the public table
(placed and pushed slots, bids, turned cards, card counts and the public history). The
state itself is read only for its seed, which seeds the rare bluffs.

How it thinks:

* Card odds. Every face-down card of another seat gets a chance of showing the colour.
  The start is the deck (16 of each type) minus the player's own cards; types an
  opponent showed in earlier rounds count as still in its hands (less so after it lost
  cards), and the cards turned this round are taken out. Then each opponent's habits,
  learned from the history, tilt the odds: how often its pushed cards really showed the
  colour (`honesty`) and how often its unpushed cards did (`avoid`).
* Values. A position is worth s(me) / sum of s(everyone), where s grows with the
  number of "lives" (two cards each) a seat has left; a seat out of cards is worth 0.
  So losing two cards when low costs more, and knocking out the last opponent is a win.
* Bidding. For every raise (the amount and how many of its placed cards with the colour
  it pushes) the player estimates: the chance that nobody raises over it, times the
  worth of its own challenge; plus, for each opponent, the chance that it is the next
  to raise times the worth of that opponent's challenge. Passing is scored the same way
  with the current top bidder as challenger. Own pushed cards with the colour are sure
  turns; an opponent challenger is modelled as turning its pushed cards and then either
  other pushed cards first or cards at random, as its past challenges suggest.
* Bluffs. Now and then (seeded by the game's seed, the round, the seat and the bid) it
  also weighs pushing one card without the colour: bait for a rival who trusts pushes
  and raises over it, at the price of failing on it if nobody does. It is played only
  when it is nearly as good as the best honest raise, so it rarely shows up against
  players who do not read pushes. Level 0 never bluffs.
* Calling reuses the bidding estimate on an imagined table: the caller tries every
  colour and count and opens with its cards with the colour pushed (or none).
* Placing: as many cards with the colour as it may (each one pushed is a sure turn for
  its own challenge), filled up with cards without it, which are traps for a rival
  challenger. (Holding cards with the colour back as traps instead scored about the
  same against random players and clearly worse against this player itself.)
* Turning: own pushed cards first, then the likeliest cards (ties go to cards whose
  owner could not recover from a failure).
* Recovery compares the two worths directly, keeping the once-per-game chance unless it
  is worth using now. Discards and recoveries keep a balanced hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from math import comb
from typing import Any

from games.base import IllegalMove, Move, State, View
from games.classic import engine as E
from games.classic.data import load
from games.rng import Rng, seed_from

_D = load()
HAND = _D.hand_size
LOSS = _D.cards_lost
TYPES: tuple[str, ...] = _D.type_codes
COPIES = {code: _D.types[code].copies for code in TYPES}
CONTAINS: dict[str, frozenset[str]] = dict(_D.contains)
COLOURS: tuple[str, ...] = _D.colours

MAX_STEP = 8  # raises looked at above the lowest legal amount
RECOVER_RATE = 0.5  # assumed chance that another seat recovers when it may
BLUFF_CHANCE = 0.15  # how often a bluff push is even considered
BLUFF_SLACK = 0.02  # worth a considered bluff may give up against the best honest raise
KEEP_OPTION = 0.35  # share of a later recovery's worth kept by declining now
GRID = tuple((i + 0.5) / 10 for i in range(10))


# --------------------------------------------------------------------------- small maths


def _posterior_mean(
    prior: tuple[float, float], likelihoods: Iterable[tuple[float, float]]
) -> float:
    """Mean of a parameter x on a grid, with a Beta-like prior (a, b), given observations
    whose chance is c0 + c1 * x (each pair is (c0, c1))."""
    a, b = prior
    weights = [x ** (a - 1) * (1 - x) ** (b - 1) for x in GRID]
    for c0, c1 in likelihoods:
        weights = [w * max(1e-9, c0 + c1 * x) for w, x in zip(weights, GRID, strict=True)]
        top = max(weights)
        weights = [w / top for w in weights]
    total = sum(weights)
    return float(sum(w * x for w, x in zip(weights, GRID, strict=True)) / total)


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


def _class_rate(colour: str) -> float:
    """Share of the deck showing the colour: 2/3 for red, yellow, blue; 1/3 for the rest."""
    return len(CONTAINS[colour]) / len(TYPES)


def _strength(cards: int) -> float:
    if cards <= 0:
        return 0.0
    lives = (cards + 1) // 2 + 0.05 * cards
    return lives * lives


def worth(counts: dict[int, int], seat: int) -> float:
    """The seat's share of the table: s(own cards) / sum of s(cards) over all seats."""
    total = sum(_strength(c) for c in counts.values())
    return _strength(counts.get(seat, 0)) / total if total else 0.0


def _lose(counts: dict[int, int], seats: Iterable[int]) -> dict[int, int]:
    out = dict(counts)
    for k in seats:
        out[k] = max(0, out[k] - LOSS)
    return out


# --------------------------------------------------------------------------- what the view tells


class Reading:
    """Everything the player draws from its view: card odds per seat and the habits of
    each opponent learned from earlier rounds."""

    def __init__(self, v: View, me: int) -> None:
        self.v = v
        self.me = me
        self.n = v["players"]
        self.seats_in = [s["seat"] for s in v["seats"] if not s["out"]]
        self.counts = {k: v["seats"][k]["cards"] for k in self.seats_in}
        mine = v["me"]
        own = [c["type"] for c in mine["hand"]] + [c["type"] for c in mine["placed"]]
        own += [c["type"] for c in mine["discard"]]
        self.mine = {t: own.count(t) for t in TYPES}
        self._learn_history()
        self._composition()

    # habits -------------------------------------------------------------------------

    def _learn_history(self) -> None:
        v, me = self.v, self.me
        seats = range(self.n)
        honest: dict[int, list[tuple[float, float]]] = {k: [] for k in seats}
        avoid: dict[int, list[tuple[float, float]]] = {k: [] for k in seats}
        smart: dict[int, list[tuple[float, float]]] = {k: [] for k in seats}
        raises = {k: [0, 0] for k in seats}
        pushes = {k: [0, 0] for k in seats}
        known: dict[int, dict[str, float]] = {k: dict.fromkeys(TYPES, 0.0) for k in seats}
        for h in v["history"]:
            rate = _class_rate(h["colour"])
            pushed = {int(k): set(s) for k, s in h["pushed"].items()}
            slots = {int(k): n for k, n in h["slots"].items()}
            shown: dict[int, dict[str, int]] = {}
            for t in h["turned"]:
                k = t["seat"]
                if k != me:
                    if t["slot"] in pushed.get(k, ()):
                        # shows the colour with chance h + (1 - h) * rate
                        honest[k].append(
                            (rate, 1 - rate) if t["has_colour"] else (1 - rate, rate - 1)
                        )
                    else:
                        # shows the colour with chance (1 - a) * rate
                        avoid[k].append((rate, -rate) if t["has_colour"] else (1 - rate, rate))
                per = shown.setdefault(k, {})
                per[t["type"]] = per.get(t["type"], 0) + 1
            for k, per in shown.items():
                for t, c in per.items():
                    known[k][t] = max(known[k][t], float(c))
            for key, lost in h["lost"].items():
                k = int(key)
                held = h["hand_sizes"].get(key, 0) + lost
                if held > 0:
                    keep = (held - lost) / held
                    known[k] = {t: w * keep for t, w in known[k].items()}
            self._count_bids(h["bids"], slots, raises, pushes)
            self._count_turns(h, pushed, slots, smart)
        self._count_bids(
            v["actions"],
            {s["seat"]: len(s["placed"]) for s in v["seats"]},
            raises,
            pushes,
        )
        self.honesty = {k: _posterior_mean((1.6, 2.0), honest[k]) for k in seats}
        self.avoid = {k: _posterior_mean((1.0, 3.0), avoid[k]) for k in seats}
        self.smart = {k: _posterior_mean((1.2, 2.0), smart[k]) for k in seats}
        self.raise_rate = {k: (raises[k][0] + 1) / (sum(raises[k]) + 2) for k in seats}
        self.push_rate = {k: (pushes[k][0] + 1) / (pushes[k][1] + 3) for k in seats}
        self.known = known

    @staticmethod
    def _count_bids(
        actions: Sequence[dict[str, Any]],
        slots: dict[int, int],
        raises: dict[int, list[int]],
        pushes: dict[int, list[int]],
    ) -> None:
        first = True
        done: dict[int, int] = {}
        for a in actions:
            k = a["seat"]
            if a.get("pass"):
                raises[k][1] += 1
                continue
            if not first:
                raises[k][0] += 1
            first = False
            push = a.get("push", [])
            free = slots.get(k, 0) - done.get(k, 0)
            pushes[k][0] += len(push)
            pushes[k][1] += max(free, len(push))
            done[k] = done.get(k, 0) + len(push)

    @staticmethod
    def _count_turns(
        h: dict[str, Any],
        pushed: dict[int, set[int]],
        slots: dict[int, int],
        smart: dict[int, list[tuple[float, float]]],
    ) -> None:
        """Did the challenger prefer other seats' pushed cards when it had the choice?"""
        c = h["challenger"]
        if c is None:
            return
        done: set[tuple[int, int]] = set()
        for t in h["turned"]:
            k, i = t["seat"], t["slot"]
            if k != c:
                free = [
                    (s, j)
                    for s, n in slots.items()
                    if s != c
                    for j in range(n)
                    if (s, j) not in done
                ]
                n_push = sum(1 for s, j in free if j in pushed.get(s, ()))
                if 0 < n_push < len(free):
                    frac = n_push / len(free)
                    if i in pushed.get(k, ()):
                        smart[c].append((frac, 1 - frac))
                    else:
                        smart[c].append((1 - frac, frac - 1))
            done.add((k, i))

    # card odds -------------------------------------------------------------------------

    def _composition(self) -> None:
        """Per other seat, the type odds of one of its face-down placed cards."""
        v, me = self.v, self.me
        revealed: dict[int, dict[str, int]] = {}
        for t in v["turned"]:
            per = revealed.setdefault(t["seat"], {})
            per[t["type"]] = per.get(t["type"], 0) + 1
        known: dict[int, dict[str, float]] = {}
        for k in self.seats_in:
            if k == me:
                continue
            base = {t: max(self.known[k][t], revealed.get(k, {}).get(t, 0)) for t in TYPES}
            total = sum(base.values())
            if total > self.counts[k] > 0:
                base = {t: w * self.counts[k] / total for t, w in base.items()}
            known[k] = base
        pool = {
            t: max(0.5, COPIES[t] - self.mine[t] - sum(kn[t] for kn in known.values()))
            for t in TYPES
        }
        size = sum(pool.values())
        self.dist: dict[int, dict[str, float]] = {}
        for k, kn in known.items():
            unknown = max(0.0, self.counts[k] - sum(kn.values()))
            rest = {
                t: max(0.0, kn[t] + unknown * pool[t] / size - revealed.get(k, {}).get(t, 0))
                for t in TYPES
            }
            total = sum(rest.values())
            if total <= 1e-9:
                rest, total = dict(pool), size
            self.dist[k] = {t: w / total for t, w in rest.items()}

    def base(self, k: int, colour: str) -> float:
        return sum(p for t, p in self.dist[k].items() if t in CONTAINS[colour])

    def card_odds(self, k: int, colour: str, pushed: bool) -> float:
        b = self.base(k, colour)
        if pushed:
            h = self.honesty[k]
            return h + (1 - h) * b
        return (1 - self.avoid[k]) * b

    def recover_room(self, k: int) -> int:
        s = self.v["seats"][k]
        if s["recovered"] or s["discard_count"] == 0:
            return 0
        return max(0, min(_D.cards_recovered, int(s["discard_count"]), HAND - int(s["cards"])))


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


# --------------------------------------------------------------------------- phases


def _rng(state: State, seat: int, *parts: object) -> Rng:
    return Rng(seed_from("classic-ai", state.get("seed", 0), state.get("round", 0), seat, *parts))


def _push_sets(mine: list[tuple[bool, bool]], allow_bluff: bool) -> list[list[int]]:
    """Candidate pushes: 0..all of the unpushed cards with the colour, and (a bluff) all
    of them plus one card without it."""
    good = [i for i, (has, pushed) in enumerate(mine) if has and not pushed]
    bad = [i for i, (has, pushed) in enumerate(mine) if not has and not pushed]
    sets = [good[:n] for n in range(len(good) + 1)]
    if allow_bluff and bad:
        sets.append([*good, bad[0]])
    return sets


def _bid(state: State, r: Reading, level: int) -> Move:
    v = r.v
    me_view = v["me"]
    colour = v["colour"]
    table = _reading_table(r, colour)
    my_pushed = sum(1 for c in me_view["placed"] if c["pushed"])
    bluffed = any(c["pushed"] and not E.has_colour(c["type"], colour) for c in me_view["placed"])
    allow_bluff = (
        level >= 1
        and _rng(state, r.me, "bluff", len(v["actions"])).randint(0, 999) < BLUFF_CHANCE * 1000
    )
    options: list[tuple[float, int, list[int]]] = []
    if me_view["can_raise"] or v["highest"] is None:
        options = table.raise_options(_push_sets(table.mine, allow_bluff), my_pushed, bluffed)
        options = [o for o in options if _legal_bid(r, o[1], o[2])]
    if allow_bluff and options:
        # a bluff push (a card without the colour, bait for a challenger who trusts
        # pushes) is played when it is nearly as good as the best honest raise
        honest = [o for o in options if not _is_bluff(table.mine, o[2])]
        bluffs = [o for o in options if _is_bluff(table.mine, o[2])]
        top = max((o[0] for o in honest), default=0.0)
        kept = [(max(o[0], top), *o[1:]) for o in bluffs if o[0] >= top - BLUFF_SLACK]
        options = kept + honest
    # on equal worth: more cards pushed, then the higher bid (both only make a rival's
    # raise harder)
    best = max(options, key=lambda o: (round(o[0], 9), len(o[2]), o[1]), default=None)
    if v["highest"] is not None:
        stay = table.pass_value()
        if best is None or best[0] <= stay + 1e-9:
            return {"type": "pass"}
    elif best is None:  # cannot happen: an opening of 0 without pushes is always legal
        return {"type": "bid", "amount": me_view["bid_min"], "push": []}
    _, amount, push = best
    return {"type": "bid", "amount": amount, "push": sorted(push)}


def _is_bluff(mine: list[tuple[bool, bool]], push: list[int]) -> bool:
    return any(not mine[i][0] for i in push)


def _legal_bid(r: Reading, amount: int, push: list[int]) -> bool:
    v = r.v
    pushed = sum(1 for c in v["me"]["placed"] if c["pushed"]) + len(push)
    low = pushed if v["highest"] is None else max(pushed, v["highest"]["amount"] + 1)
    others = sum(len(v["seats"][k]["placed"]) for k in r.seats_in if k != r.me)
    return low <= amount <= pushed + others


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


def _call(r: Reading) -> Move:
    """Every colour and count is tried on the imagined table, the player placing its
    cards with the colour (then cards without it) and opening with none or all of them
    pushed; the best opening names the call."""
    hand = [c["type"] for c in r.v["me"]["hand"]]
    best: tuple[float, str, int] | None = None
    for colour in COLOURS:
        good = sum(1 for t in hand if t in CONTAINS[colour])
        for count in range(_D.count_min, _D.count_max + 1):
            placed = min(count, len(hand))
            k = min(good, placed)
            mine = [(True, False)] * k + [(False, False)] * (placed - k)
            table = _imagined_table(r, colour, count, mine)
            sets = _push_sets(mine, False)
            # opening with none or all of the cards with the colour pushed
            options = table.raise_options([sets[0], sets[-1]], 0, False)
            score = max(o[0] for o in options)
            if best is None or score > best[0] + 1e-12:
                best = (score, colour, count)
    assert best is not None
    return {"type": "call", "colour": best[1], "count": best[2]}


def _place(r: Reading) -> Move:
    v = r.v
    colour = v["colour"]
    need = v["me"]["can_place"]
    hand = sorted(v["me"]["hand"], key=lambda c: c["id"])
    good = [c["id"] for c in hand if E.has_colour(c["type"], colour)]
    bad = [c["id"] for c in hand if not E.has_colour(c["type"], colour)]
    # every card with the colour it can (each one pushed is a sure turn for its own
    # challenge), filled up with cards without it (traps for a rival challenger)
    k = min(len(good), need)
    return {"type": "place", "cards": good[:k] + bad[: need - k]}


def _turn(r: Reading) -> Move:
    v = r.v
    me = r.me
    options: list[dict[str, Any]] = v["me"]["turnable"]
    own = [t for t in options if t["seat"] == me]
    if own:
        return {"type": "turn", **min(own, key=lambda t: t["slot"])}
    colour = v["colour"]

    def key(t: dict[str, Any]) -> tuple[float, int, int, int]:
        k = t["seat"]
        slot = v["seats"][k]["placed"][t["slot"]]
        q = r.card_odds(k, colour, slot["pushed"])
        return (-round(q, 9), r.recover_room(k), k, t["slot"])

    best = min(options, key=key)
    return {"type": "turn", "seat": best["seat"], "slot": best["slot"]}


def _hand_value(types: Sequence[str]) -> float:
    """A balanced hand keeps both cards with and without any colour called later."""
    n = len(types)
    if n == 0:
        return 0.0
    mean = n / len(TYPES)
    return -sum((types.count(t) - mean) ** 2 for t in TYPES)


def _recover(r: Reading) -> Move:
    v = r.v
    me = r.me
    take = v["me"]["recover_count"]
    pile = sorted(v["me"]["discard"], key=lambda c: c["id"])
    held = [c["type"] for c in v["me"]["hand"]]
    best = max(
        combinations(pile, take),
        key=lambda cs: _hand_value(held + [c["type"] for c in cs]),
    )
    counts = dict(r.counts)
    back = dict(counts)
    back[me] += take
    losers = v["losers"]
    keep = worth(_lose(counts, losers), me)
    use = worth(back, me)
    if counts[me] > LOSS and len(r.seats_in) > 1:
        # declining keeps the chance for later, when it may matter more
        later = dict(counts)
        later[me] = max(0, later[me] - LOSS)
        again = dict(later)
        again[me] = min(HAND, again[me] + LOSS)
        keep += KEEP_OPTION * max(0.0, worth(again, me) - worth(later, me))
    if use > keep:
        return {"type": "recover", "cards": [c["id"] for c in best]}
    return {"type": "decline"}


def _discard(r: Reading) -> Move:
    v = r.v
    n = v["me"]["must_discard"]
    held = sorted(v["me"]["hand"] + [dict(c) for c in v["me"]["placed"]], key=lambda c: c["id"])
    ids = [c["id"] for c in held]
    types = {c["id"]: c["type"] for c in held}
    best = max(
        combinations(ids, n),
        key=lambda lost: _hand_value([types[c] for c in ids if c not in lost]),
    )
    return {"type": "discard", "cards": list(best)}


def choose(state: State, seat: int, level: int = 1) -> Move:
    """The player's move for `seat`, read from `view(state, seat)` only (plus the game's
    seed for the rare bluff). `level` 0 never bluffs."""
    v = E.view(state, seat)
    if v["over"] or v["me"] is None or seat not in v["waiting"]:
        raise IllegalMove("This seat has no move to make.")
    r = Reading(v, seat)
    phase = v["phase"]
    if phase == "call":
        return _call(r)
    if phase == "place":
        return _place(r)
    if phase == "bid":
        return _bid(state, r, level)
    if phase == "challenge":
        return _turn(r)
    if phase == "recover":
        return _recover(r)
    return _discard(r)


__all__ = [
    "Reading",
    "Table",
    "choose",
    "worth",
]
