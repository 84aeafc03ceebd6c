"""Forget Venice as a pure rules engine: I cut, you choose, for three.

Each round the Distributor turns up seven cards and splits them into three non-empty
piles; the seat after the Distributor chooses a pile, then the next seat, and the
Distributor keeps the last. The Distributor moves on each round. Two halves of six rounds
use the whole deck each; every card is public.

State (plain JSON): `deck` (card ids still face down this half), `cards` (this round's
seven), `piles` (None until the split; then three lists of card ids in the order the
Distributor gave them), `taken` (per pile: the seat that took it, or None), `seats[k].collection`
(this half), `rounds` (this half's record), `halves` (finished halves).
Cards are ids into data/venice.json's list.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from games.base import (
    Event,
    Flow,
    IllegalMove,
    Move,
    State,
    copy_state,
    count_move,
    is_int,
    moves_made,
)
from games.rng import Rng
from games.venice.data import load
from games.venice.scoring import HalfScore, ranks_of, score_collection

NAME = "venice"
MOVE_TYPES = ("split", "choose")


# --------------------------------------------------------------------------- setup


def _deal_half(state: State, rng: Rng, distributor: int) -> None:
    deck = list(range(len(load().cards)))
    rng.shuffle(deck)
    state["deck"] = deck
    state["seats"] = [{"collection": []} for _ in range(load().players)]
    state["rounds"] = []
    state["distributor"] = distributor
    _deal_round(state)


def _deal_round(state: State) -> None:
    n = load().cards_per_round
    state["cards"], state["deck"] = state["deck"][:n], state["deck"][n:]
    state["piles"] = None
    state["taken"] = [None] * load().piles


def new_game(players: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A fresh game: the deck shuffled from `seed`, player 1 (seat 0) distributes first."""
    d = load()
    if isinstance(players, bool) or players != d.players:
        raise ValueError(f"Forget Venice is played by exactly {d.players} players.")
    rng = Rng(seed)
    state: State = {
        "game": NAME,
        "seed": seed,
        "players": players,
        "options": dict(options or {}),
        "half": 1,
        "over": False,
        "halves": [],
        "moves": [0] * players,
    }
    _deal_half(state, rng, 0)
    state["rng"] = rng.state
    return state


# --------------------------------------------------------------------------- queries


def round_in_half(state: State) -> int:
    return len(state["rounds"]) + 1


def stage(state: State) -> str:
    return "split" if state["piles"] is None else "choose"


def chooser(state: State) -> int | None:
    """The seat to choose now (None before the split or once the game is over)."""
    if state["over"] or state["piles"] is None:
        return None
    picks = sum(1 for t in state["taken"] if t is not None)
    return int((state["distributor"] + 1 + picks) % load().players)


def to_act(state: State) -> int | None:
    if state["over"]:
        return None
    if state["piles"] is None:
        return int(state["distributor"])
    return chooser(state)


def criteria(state: State, seat: int, half: int | None = None) -> dict[str, str]:
    return load().criteria_of(half or state["half"], seat)


def half_score(state: State, seat: int, extra: Sequence[int] = ()) -> HalfScore:
    """Seat's score for this half so far (with `extra` cards added, for a what-if)."""
    return score_collection([*state["seats"][seat]["collection"], *extra], criteria(state, seat))


def gain(state: State, seat: int, pile: Sequence[int]) -> int:
    """How much `pile` would add to the seat's half score."""
    return half_score(state, seat, pile)["total"] - half_score(state, seat)["total"]


def splits_of(cards: Sequence[int]) -> list[list[list[int]]]:
    """Every way to cut `cards` into three non-empty unordered piles (301 for seven
    cards), each pile in the cards' order, piles ordered by their first card."""
    out = []
    n = len(cards)
    for labels in product(range(3), repeat=n - 1):
        full = (0, *labels)
        # one labelling per unordered split: each pile first appears after the one before
        if any(label > max(full[:i], default=-1) + 1 for i, label in enumerate(full)):
            continue
        if max(full) != 2:
            continue
        piles: list[list[int]] = [[], [], []]
        for card, label in zip(cards, full, strict=True):
            piles[label].append(card)
        out.append(piles)
    return out


# --------------------------------------------------------------------------- validation


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a short sentence naming the rule."""
    if state["over"]:
        return "The game is over."
    if not is_int(seat) or not 0 <= seat < load().players:
        return "There is no such seat at this table."
    if not isinstance(move, dict) or move.get("type") not in MOVE_TYPES:
        return "A move is a split of the cards or the choice of a pile."
    acting = to_act(state)
    if seat != acting:
        return f"It is not your turn: player {acting + 1 if acting is not None else '?'} acts now."
    if move["type"] == "split":
        if state["piles"] is not None:
            return "The cards are already split: choose a pile."
        return _split_problem(state, move.get("piles"))
    if state["piles"] is None:
        return "The Distributor has not split the cards yet."
    pile = move.get("pile")
    if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < len(state["piles"]):
        return "Choose pile A, B or C."
    if state["taken"][pile] is not None:
        return f"Pile {'ABC'[pile]} is taken already; choose one still on the table."
    return None


def _split_problem(state: State, piles: Any) -> str | None:
    if not isinstance(piles, list) or len(piles) != 3:
        return "Split the cards into exactly three piles."
    if any(not isinstance(p, list) or not all(is_int(c) for c in p) for p in piles):
        return "Each pile is a list of cards on the table."
    if any(not p for p in piles):
        return "Every pile needs at least one card."
    given = [c for p in piles for c in p]
    if len(set(given)) != len(given):
        return "A card can go into one pile only."
    stray = set(given) - set(state["cards"])
    if stray:
        return "Only the seven cards on the table can go into the piles."
    if len(given) != len(state["cards"]):
        return "Every one of the seven cards must go into a pile."
    return None


# --------------------------------------------------------------------------- moves


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    reason = validate(state, seat, move)
    if reason:
        raise IllegalMove(reason)
    new = copy_state(state)
    count_move(new, seat)
    events: list[Event] = []
    if move["type"] == "split":
        new["piles"] = [[int(c) for c in p] for p in move["piles"]]
        events.append({"type": "split", "seat": seat, "piles": new["piles"]})
        return new, events
    pile = int(move["pile"])
    new["taken"][pile] = seat
    new["seats"][seat]["collection"].extend(new["piles"][pile])
    events.append({"type": "chose", "seat": seat, "pile": pile})
    if sum(1 for t in new["taken"] if t is None) == 1:
        last = new["taken"].index(None)
        distributor = new["distributor"]
        new["taken"][last] = distributor
        new["seats"][distributor]["collection"].extend(new["piles"][last])
        events.append({"type": "kept", "seat": distributor, "pile": last})
        events.extend(_end_round(new))
    return new, events


def _end_round(new: State) -> list[Event]:
    d = load()
    choices = [
        {"seat": new["taken"][k], "pile": k}
        for k in sorted(
            (k for k in range(3) if new["taken"][k] != new["distributor"]),
            key=lambda k: (new["taken"][k] - new["distributor"]) % d.players,
        )
    ]
    new["rounds"].append(
        {
            "distributor": new["distributor"],
            "cards": list(new["cards"]),
            "piles": [list(p) for p in new["piles"]],
            "choices": choices,
            "distributor_pile": new["taken"].index(new["distributor"]),
        }
    )
    events: list[Event] = [{"type": "round_over", "half": new["half"], "round": len(new["rounds"])}]
    if new["deck"]:
        new["distributor"] = (new["distributor"] + 1) % d.players
        _deal_round(new)
        return events
    scores = [half_score(new, s) for s in range(d.players)]
    new["halves"].append(
        {
            "rounds": new["rounds"],
            "collections": [list(e["collection"]) for e in new["seats"]],
            "scores": scores,
        }
    )
    events.append(
        {"type": "half_scored", "half": new["half"], "totals": [s["total"] for s in scores]}
    )
    if new["half"] >= d.halves:
        new["over"] = True
        new["cards"], new["piles"], new["taken"] = [], None, [None] * d.piles
        events.append({"type": "game_over"})
        return events
    # the highest first-half score distributes first; ties go to the first in seat order
    totals = [s["total"] for s in scores]
    first = totals.index(max(totals))
    new["half"] += 1
    rng = Rng(new["rng"])
    _deal_half(new, rng, first)
    new["rng"] = rng.state
    return events


# --------------------------------------------------------------------------- flow


def flow(state: State) -> Flow:
    d = load()
    done = len(state["halves"]) * d.rounds_per_half
    acting = to_act(state)
    picks = sum(1 for t in state["taken"] if t is not None)
    return Flow(
        round=done + (0 if state["over"] else round_in_half(state)),
        phase=f"half {min(state['half'], d.halves)}",
        stage="" if state["over"] else stage(state),
        turn=picks + (0 if state["piles"] is None else 1),
        active=() if acting is None else (acting,),
        moves=moves_made(state),
        over=bool(state["over"]),
    )


def waiting_for(state: State) -> list[int]:
    acting = to_act(state)
    return [] if acting is None else [acting]


def legal_moves(state: State, seat: int) -> list[Move]:
    if seat != to_act(state):
        return []
    if state["piles"] is None:
        return [{"type": "split", "piles": p} for p in splits_of(state["cards"])]
    return [{"type": "choose", "pile": k} for k, t in enumerate(state["taken"]) if t is None]


# --------------------------------------------------------------------------- scores


def _final_keys(state: State) -> list[tuple[int, ...]]:
    halves = state["halves"]
    keys: list[tuple[int, ...]] = []
    for seat in range(load().players):
        totals = [h["scores"][seat]["total"] for h in halves]
        last = halves[-1]["scores"][seat] if halves else None
        keys.append(
            (
                sum(totals),
                last["total"] if last and len(halves) > 1 else 0,
                last["III"] if last and len(halves) > 1 else 0,
            )
        )
    return keys


def scores(state: State) -> list[dict[str, Any]]:
    """Per seat: each finished half's breakdown, this half so far, the total and place."""
    keys = _final_keys(state)
    places = ranks_of(keys)
    out = []
    for seat in range(load().players):
        halves = [h["scores"][seat] for h in state["halves"]]
        current = None if state["over"] else half_score(state, seat)
        total = sum(h["total"] for h in halves)
        lines = [
            f"Half {k + 1}: I {h['I']} + II {h['II']} + III {h['III']} = {h['total']}"
            for k, h in enumerate(halves)
        ]
        out.append(
            {
                "seat": seat,
                "halves": halves,
                "current": current,
                "total": total,
                "rank": places[seat],
                "lines": lines,
            }
        )
    return out


# --------------------------------------------------------------------------- record


def record(state: State) -> dict[str, Any]:
    """The game record, in the shape README documents (card names as in the ruling)."""
    d = load()

    def names(cards: Sequence[int]) -> list[str]:
        return [d.cards[c].title for c in cards]

    halves = []
    for half in state["halves"]:
        halves.append(
            {
                "rounds": [
                    {
                        "distributor": r["distributor"],
                        "cards": names(r["cards"]),
                        "piles": [names(p) for p in r["piles"]],
                        "choices": [dict(c) for c in r["choices"]],
                        "distributor_pile": r["distributor_pile"],
                    }
                    for r in half["rounds"]
                ],
                "collections": {str(s): names(c) for s, c in enumerate(half["collections"])},
                "scores": {
                    str(s): {k: sc[k] for k in ("I", "II", "III", "total")}
                    for s, sc in enumerate(half["scores"])
                },
            }
        )
    final = scores(state)
    return {
        "game": NAME,
        "seed": state["seed"],
        "players": state["players"],
        "halves": halves,
        "totals": {str(sc["seat"]): sc["total"] for sc in final},
        "ranks": {str(sc["seat"]): sc["rank"] for sc in final},
        "winners": [sc["seat"] for sc in final if sc["rank"] == 1],
    }


def can_take_back(before: State, move: Move, after: State, seat: int) -> bool:
    """The Distributor's cut may be taken back until a chooser takes a pile (the round's
    cards were on the table already: a cut turns nothing); a pile taken is a choice the
    next seat plays on, and the last one deals the next round."""
    return move.get("type") == "split" and not after["over"]
