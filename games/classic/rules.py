"""Which moves are legal: every refusal names the broken rule by its key (said in a
player's words by games.classic.refusals, or a game UI), and every legal move of a seat."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.base import Move, State, is_int, quiet_move
from games.classic.data import load
from games.classic.refusals import Problem, english
from games.classic.table import (
    MOVE_TYPES,
    NAME,
    PHASE_MOVES,
    _recover_limit,
    _turned_slots,
    _valid_seat,
    bid_range,
    cards_to_place,
    discard_of,
    hand_of,
    held_of,
    must_discard,
    pushable,
    recover_allowance,
    turnable,
    waiting_for,
)

# --------------------------------------------------------------------------- validation


def _seat_problem(state: State, seat: Any) -> Problem | None:
    if not isinstance(state, dict) or state.get("game") != NAME:
        return "not-classic", {}
    if state["over"]:
        return "game-over", {}
    if not _valid_seat(state, seat):
        return "no-seat", {}
    if state["seats"][seat]["out"]:
        return "out", {}
    return None


def _why_no_recovery(state: State, seat: int) -> Problem:
    """Why `seat` may not recover now."""
    if state["result"] is None:
        return "recover-no-challenge", {}
    if state["own_goal"] and seat == state["challenger"]:
        return "recover-own-goal", {}
    if state["winner_of_challenge"] != seat:
        return "recover-not-winner", {}
    entry = state["seats"][seat]
    if entry["recovered"]:
        return "recover-used", {}
    if not entry["discard"]:
        return "recover-empty", {}
    if _recover_limit(state, seat) == 0:
        return "recover-full", {}
    return "recover-declined", {}


def _wrong_phase(state: State, seat: int, kind: Any) -> Problem:
    phase = state["phase"]
    if kind == "recover":
        return _why_no_recovery(state, seat)
    if kind == "pass" and phase == "place":
        return "phase-place-first", {}
    if phase == "call":
        return "phase-call", {"seat": state["start_player"]}
    if phase == "place":
        return "phase-place", {}
    if phase == "bid":
        return "phase-bid", {}
    if phase == "challenge":
        return "phase-challenge", {"seat": state["challenger"]}
    if phase == "recover":
        return "phase-recover", {"seat": state["winner_of_challenge"]}
    return "phase-discard", {}


def _not_your_turn(state: State, seat: int) -> Problem:
    phase = state["phase"]
    entry = state["seats"][seat]
    if phase == "call":
        return "wait-call", {"seat": state["start_player"]}
    if phase == "place":
        return "wait-placed", {}
    if phase == "bid":
        highest = state["highest"]
        if highest is not None and highest["seat"] == seat:
            return "wait-highest", {}
        if entry["passed"]:
            return "wait-passed", {}
        return "wait-bid", {"seat": state["turn"]}
    if phase == "challenge":
        return "wait-challenge", {"seat": state["challenger"]}
    if phase == "recover":
        return "wait-recover", {}
    if seat not in state["losers"]:
        return "wait-no-loss", {}
    return "wait-discarded", {}


def _card_list(value: Any) -> list[int] | None:
    if not isinstance(value, list) or not all(is_int(c) for c in value):
        return None
    return value


def _call_problem(move: Move) -> Problem | None:
    d = load()
    colour = move.get("colour")
    if colour not in d.colours:
        return "call-colour", {}
    count = move.get("count")
    if not is_int(count) or not d.count_min <= count <= d.count_max:
        return "call-count", {"low": d.count_min, "high": d.count_max}
    return None


def _place_problem(state: State, seat: int, move: Move) -> Problem | None:
    cards = _card_list(move.get("cards"))
    if cards is None:
        return "place-list", {}
    need = cards_to_place(state, seat)
    if len(cards) != need:
        hand = len(state["seats"][seat]["hand"])
        if hand < state["count"]:
            return "place-all", {"count": hand}
        return "place-exactly", {"called": state["count"], "count": need}
    if len(set(cards)) != len(cards):
        return "place-twice", {}
    held = set(state["seats"][seat]["hand"])
    if any(c not in held for c in cards):
        return "place-not-held", {}
    return None


def _push_problem(state: State, seat: int, push: Any) -> Problem | None:
    if not isinstance(push, list) or not all(is_int(i) for i in push):
        return "push-list", {}
    entry = state["seats"][seat]
    slots = len(entry["placed"])
    for i in push:
        if not 0 <= i < slots:
            if slots == 0:
                return "push-none", {}
            return "push-slot", {"slot": i, "last": slots - 1}
        if i in entry["pushed"]:
            return "push-again", {"slot": i}
    if len(set(push)) != len(push):
        return "push-twice", {}
    return None


def _bid_problem(state: State, seat: int, move: Move) -> Problem | None:
    amount = move.get("amount")
    if not is_int(amount) or amount < 0:
        return "bid-number", {}
    push = move.get("push", [])
    problem = _push_problem(state, seat, push)
    if problem:
        return problem
    pushed = len(state["seats"][seat]["pushed"]) + len(push)
    if amount < pushed:
        return "bid-below-pushed", {"count": pushed}
    highest = state["highest"]
    if highest is not None and amount <= highest["amount"]:
        return "bid-not-higher", {"count": highest["amount"]}
    _, top = bid_range(state, seat, push)
    if amount > top:
        return "bid-too-high", {"count": top}
    return None


def _pass_problem(state: State, move: Move) -> Problem | None:
    if move.get("push"):
        return "pass-push", {}
    if state["highest"] is None:
        return "pass-open", {}
    return None


def _turn_problem(state: State, seat: int, move: Move) -> Problem | None:
    target, slot = move.get("seat"), move.get("slot")
    if not is_int(target) or not is_int(slot):
        return "turn-name", {}
    if not _valid_seat(state, target) or not 0 <= slot < len(state["seats"][target]["placed"]):
        return "turn-no-card", {"seat": target, "slot": slot}
    if (target, slot) in _turned_slots(state):
        return "turn-again", {"seat": target, "slot": slot}
    own = state["seats"][seat]["pushed"]
    if target == seat and slot not in own:
        return "turn-unpushed", {}
    if target != seat:
        left = [i for i in own if (seat, i) not in _turned_slots(state)]
        if left:
            return "turn-own-first", {"count": len(left)}
    return None


def _recover_problem(state: State, seat: int, move: Move) -> Problem | None:
    allowed = recover_allowance(state, seat)
    if allowed == 0:
        return _why_no_recovery(state, seat)
    cards = _card_list(move.get("cards"))
    if cards is None:
        return "recover-list", {}
    if len(cards) != allowed:
        limited = allowed < load().cards_recovered
        return "recover-exactly-limit" if limited else "recover-exactly", {"count": allowed}
    if len(set(cards)) != len(cards):
        return "recover-twice", {}
    pile = set(state["seats"][seat]["discard"])
    if any(c not in pile for c in cards):
        return "recover-not-held", {}
    return None


def _discard_problem(state: State, seat: int, move: Move) -> Problem | None:
    need = must_discard(state, seat)
    cards = _card_list(move.get("cards"))
    if cards is None:
        return "discard-list", {}
    if len(cards) != need:
        if need < load().cards_lost:
            return "discard-all", {"count": need}
        return "discard-exactly", {"count": need}
    if len(set(cards)) != len(cards):
        return "discard-twice", {}
    held = set(held_of(state, seat))
    if any(c not in held for c in cards):
        return "discard-not-held", {}
    return None


def problem(state: State, seat: int, move: Move) -> Problem | None:
    """None when `move` is legal for `seat`, else the broken rule's key and numbers
    (games.classic.refusals)."""
    found = _seat_problem(state, seat)
    if found:
        return found
    if not isinstance(move, dict):
        return "not-a-move", {}
    kind = move.get("type")
    if kind not in MOVE_TYPES:
        return "unknown-move", {}
    if kind not in PHASE_MOVES[state["phase"]]:
        return _wrong_phase(state, seat, kind)
    if seat not in waiting_for(state):
        return _not_your_turn(state, seat)
    if kind == "call":
        return _call_problem(move)
    if kind == "place":
        return _place_problem(state, seat, move)
    if kind == "bid":
        return _bid_problem(state, seat, move)
    if kind == "pass":
        return _pass_problem(state, move)
    if kind == "turn":
        return _turn_problem(state, seat, move)
    if kind == "recover":
        return _recover_problem(state, seat, move)
    if kind == "decline":
        return None
    return _discard_problem(state, seat, move)


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a sentence naming the broken rule."""
    found = problem(state, seat, move)
    return english(found) if found else None


# --------------------------------------------------------------------------- legal moves


def _bid_moves(state: State, seat: int) -> list[Move]:
    moves: list[Move] = []
    free = pushable(state, seat)
    for size in range(len(free) + 1):
        for push in combinations(free, size):
            low, high = bid_range(state, seat, push)
            for amount in range(low, high + 1):
                moves.append({"type": "bid", "amount": amount, "push": list(push)})
    return moves


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat` now (none when it is not this seat's move). Placing
    lists each choice of cards once, in hand order; any order of the same cards is
    legal too and only changes their slots."""
    if _seat_problem(state, seat) or seat not in waiting_for(state):
        return []
    d = load()
    phase = state["phase"]
    if phase == "call":
        return [
            {"type": "call", "colour": colour, "count": count}
            for colour in d.colours
            for count in range(d.count_min, d.count_max + 1)
        ]
    if phase == "place":
        hand = hand_of(state, seat)
        return [
            {"type": "place", "cards": list(c)}
            for c in combinations(hand, cards_to_place(state, seat))
        ]
    if phase == "bid":
        moves = _bid_moves(state, seat)
        if state["highest"] is not None:
            moves.append({"type": "pass"})
        return moves
    if phase == "challenge":
        return [{"type": "turn", **t} for t in turnable(state, seat)]
    if phase == "recover":
        n = recover_allowance(state, seat)
        moves = [
            {"type": "recover", "cards": list(c)} for c in combinations(discard_of(state, seat), n)
        ]
        return [*moves, {"type": "decline"}]
    held = held_of(state, seat)
    return [
        {"type": "discard", "cards": list(c)} for c in combinations(held, must_discard(state, seat))
    ]


def can_take_back(before: State, move: Move, after: State, seat: int) -> bool:
    """A call, a placing, a bid or a pass may be taken back while it turned no card, dealt
    none and did not close its phase (a challenge turns cards; a round's end deals)."""
    from games.classic.engine import flow  # (the engine reads these rules)

    return quiet_move(flow, before, after, ("rng", "turned", "undealt", "deck"))
