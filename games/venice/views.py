"""What Forget Venice shows: everything is public, so every seat sees the same view except
`me`, the seat's own hints (what each pile would add to its score), which anyone could
work out from the sheet. `view()` is still the one source of what a channel shows."""

from __future__ import annotations

from typing import TypedDict

from games.base import State
from games.venice import engine
from games.venice.data import load
from games.venice.scoring import HalfScore


class CardView(TypedDict):
    id: int
    name: str
    rank: int
    rank_name: str  # "Ace", "2" ... "9", "Pawn", "Court", "Crown"
    suits: list[str]


class SeatView(TypedDict):
    seat: int
    collection: list[CardView]  # this half's cards, in the order taken
    criteria: dict[str, str]  # criterion -> pair letter, for this half
    score: HalfScore  # this half so far
    halves: list[int]  # totals of finished halves
    total: int  # finished halves added up
    rank: int  # place on the finished halves (1 shared by ties)


class FinishedHalf(TypedDict):
    collections: list[list[CardView]]  # per seat, the half's cards
    scores: list[HalfScore]  # per seat, the half's breakdown


class Me(TypedDict):
    seat: int
    gains: list[int | None]  # per pile: what taking it would add (None: taken / no piles)


class VeniceView(TypedDict):
    game: str
    over: bool
    half: int
    halves: int
    round: int  # round of this half, 1-6
    rounds_per_half: int
    distributor: int
    stage: str  # "split", "choose" or "over"
    to_act: int | None
    cards: list[CardView]  # the seven cards of this round
    piles: list[list[CardView]] | None
    taken: list[int | None]  # per pile: the seat that took it
    pairs: dict[str, list[str]]  # pair letter -> its two suits
    seats: list[SeatView]
    finished: list[FinishedHalf]  # the halves scored so far
    me: Me | None


def card_view(card_id: int) -> CardView:
    d = load()
    card = d.cards[card_id]
    return {
        "id": card.id,
        "name": card.name,
        "rank": card.rank,
        "rank_name": d.rank_names[card.rank],
        "suits": list(card.suits),
    }


def view(state: State, seat: int | None) -> VeniceView:
    d = load()
    finals = engine.scores(state)
    seats: list[SeatView] = []
    for k in range(d.players):
        collection = state["seats"][k]["collection"]
        half = state["half"]
        seats.append(
            {
                "seat": k,
                "collection": [card_view(c) for c in collection],
                "criteria": engine.criteria(state, k, half),
                "score": engine.half_score(state, k),
                "halves": [h["scores"][k]["total"] for h in state["halves"]],
                "total": finals[k]["total"],
                "rank": finals[k]["rank"],
            }
        )
    piles = state["piles"]
    me: Me | None = None
    if seat is not None and 0 <= seat < d.players:
        gains: list[int | None] = [None] * d.piles
        if piles is not None and not state["over"]:
            gains = [
                None if state["taken"][k] is not None else engine.gain(state, seat, pile)
                for k, pile in enumerate(piles)
            ]
        me = {"seat": seat, "gains": gains}
    return {
        "game": engine.NAME,
        "over": bool(state["over"]),
        "half": state["half"],
        "halves": d.halves,
        "round": len(state["rounds"]) + (0 if state["over"] else 1),
        "rounds_per_half": d.rounds_per_half,
        "distributor": state["distributor"],
        "stage": "over" if state["over"] else engine.stage(state),
        "to_act": engine.to_act(state),
        "cards": [card_view(c) for c in state["cards"]],
        "piles": None if piles is None else [[card_view(c) for c in p] for p in piles],
        "taken": list(state["taken"]),
        "pairs": {k: list(v) for k, v in d.pairs.items()},
        "seats": seats,
        "finished": [
            {
                "collections": [[card_view(c) for c in col] for col in half["collections"]],
                "scores": list(half["scores"]),
            }
            for half in state["halves"]
        ],
        "me": me,
    }
