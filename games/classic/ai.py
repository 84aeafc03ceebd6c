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

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from games.base import IllegalMove, Move, State
from games.classic import engine as E
from games.classic.ai_reading import _D, COLOURS, CONTAINS, HAND, LOSS, TYPES, Reading, _lose, worth
from games.classic.ai_table import Table, _imagined_table, _reading_table
from games.rng import Rng, seed_from

BLUFF_CHANCE = 0.15  # how often a bluff push is even considered
BLUFF_SLACK = 0.02  # worth a considered bluff may give up against the best honest raise
KEEP_OPTION = 0.35  # share of a later recovery's worth kept by declining now


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
