"""Property tests: random legal play always ends with one winner, never loses or copies a
card, replays exactly from its seed and moves, and never shows a face-down card to anyone
but its owner (views and events)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import play_out
from games.classic import GAME
from games.classic import engine as E
from games.classic.data import load
from games.rng import Rng

seeds = st.integers(min_value=0, max_value=2**64 - 1)
TYPES = frozenset(load().type_codes)

# The exact shape of the public part of a view: any new key must be checked for secrets
# before it is added here.
TOP_KEYS = {
    "game",
    "round",
    "phase",
    "over",
    "players",
    "start_player",
    "colour",
    "count",
    "seats",
    "bids",
    "actions",
    "highest",
    "turn",
    "challenger",
    "turned",
    "result",
    "winner_of_challenge",
    "own_goal",
    "losers",
    "returned",
    "waiting",
    "winner",
    "history",
    "me",
}
SEAT_KEYS = {
    "seat",
    "out",
    "out_round",
    "hand_count",
    "cards",
    "placed",
    "done",
    "bids",
    "passed",
    "discard_count",
    "recovered",
}
SLOT_KEYS = {"slot", "pushed", "turned"}
TURNED_KEYS = {"seat", "slot", "type", "has_colour"}
HISTORY_KEYS = {
    "round",
    "start_player",
    "colour",
    "count",
    "slots",
    "pushed",
    "bids",
    "highest",
    "challenger",
    "turned",
    "result",
    "winner_of_challenge",
    "own_goal",
    "losers",
    "lost",
    "recovered",
    "hand_sizes",
    "out",
}
ME_CARD_KEYS = {"id", "type"}
ME_PLACED_KEYS = {"slot", "id", "type", "pushed"}


def walk(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """Every (path, leaf or key) in a JSON value; dict keys are reported as leaves too."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield (*path, "<key>"), key
            yield from walk(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from walk(item, (*path, i))
    else:
        yield path, value


def type_allowed(path: tuple) -> bool:
    """Where a card type may appear in the public part: turned cards only."""
    if len(path) == 3 and path[0] == "turned" and path[2] == "type":
        return True
    if len(path) == 5 and path[0] == "seats" and path[2] == "placed" and path[4] == "turned":
        return True
    return len(path) == 5 and path[0] == "history" and path[2] == "turned" and path[4] == "type"


def turned_cards(state: dict) -> dict[tuple[int, int], str]:
    """The cards turned face up this round, by (seat, slot), with their true types."""
    out = {}
    for t in state["turned"]:
        card = state["seats"][t["seat"]]["layout"][t["slot"]]
        out[(t["seat"], t["slot"])] = state["deck"][card]
    return out


def check_public(state: dict, public: dict, checked: list[dict]) -> None:
    """The public part of a view holds no card id at all, and a card type only where a
    turned card is shown, matching the card that really lies in that slot.

    `checked` holds the past rounds already checked at earlier steps: a past round never
    changes, so only the new ones are walked (which keeps the test linear in moves)."""
    assert set(public) == TOP_KEYS - {"me"}
    truth = turned_cards(state)
    for entry in public["seats"]:
        assert set(entry) == SEAT_KEYS
        for slot in entry["placed"]:
            assert set(slot) == SLOT_KEYS
            if slot["turned"] is not None:
                assert truth[(entry["seat"], slot["slot"])] == slot["turned"]
        layout = state["seats"][entry["seat"]]["layout"]
        assert len(entry["placed"]) == len(layout)
    for t in public["turned"]:
        assert set(t) == TURNED_KEYS
        assert truth[(t["seat"], t["slot"])] == t["type"]
    history = public["history"]
    assert len(history) == len(state["history"])
    assert history[: len(checked)] == checked, "a past round changed"
    for r in range(len(checked), len(history)):
        past, h = history[r], state["history"][r]
        assert set(past) == HISTORY_KEYS
        for t in past["turned"]:
            assert set(t) == TURNED_KEYS
            assert state["deck"][h["placed"][str(t["seat"])][t["slot"]]] == t["type"]
        for path, leaf in walk(past, ("history", r)):
            assert leaf != "id", f"an id key in the public view at {path}"
            if isinstance(leaf, str) and leaf in TYPES:
                assert type_allowed(path), f"a card type in the public view at {path}"
        checked.append(past)
    rest = {k: v for k, v in public.items() if k != "history"}
    for path, leaf in walk(rest):
        assert leaf != "id", f"an id key in the public view at {path}"
        if isinstance(leaf, str) and leaf in TYPES:
            assert type_allowed(path), f"a card type in the public view at {path}"


def check_me(state: dict, me: dict, seat: int) -> None:
    """A seat's private part shows its own cards, all of them, and nobody else's."""
    entry = state["seats"][seat]
    assert all(set(c) == ME_CARD_KEYS for c in me["hand"] + me["discard"])
    assert all(set(c) == ME_PLACED_KEYS for c in me["placed"])
    assert [c["id"] for c in me["hand"]] == entry["hand"]
    assert [c["id"] for c in me["placed"]] == entry["placed"]
    assert [c["id"] for c in me["discard"]] == entry["discard"]
    for c in me["hand"] + me["placed"] + me["discard"]:
        assert c["type"] == state["deck"][c["id"]]


def check_views(state: dict, checked: list[dict]) -> None:
    """The spectator's view and every seat's view: one public part, checked for
    secrets, and each seat's own cards under "me"."""
    spectator = E.view(state, None)
    assert spectator["me"] is None
    public = {k: v for k, v in spectator.items() if k != "me"}
    check_public(state, public, checked)
    for seat in range(state["players"]):
        mine = E.view(state, seat)
        assert {k: v for k, v in mine.items() if k != "me"} == public
        check_me(state, mine["me"], seat)


def check_events(state: dict, events: list[dict]) -> None:
    """Events are public: no id anywhere, a card type only on a turned card, and then
    the type of the card really lying in that slot."""
    for event in events:
        for path, leaf in walk(event):
            assert leaf != "id"
            if isinstance(leaf, str) and leaf in TYPES:
                assert event["type"] == "turned" and path == ("card_type",)
        if event["type"] == "turned":
            assert turned_cards(state)[(event["seat"], event["slot"])] == event["card_type"]


def check_cards(state: dict) -> None:
    """Every card is in exactly one zone, and each seat still owns its six."""
    ids = list(state["undealt"])
    for entry in state["seats"]:
        ids += entry["hand"] + entry["placed"] + entry["discard"]
        assert len(entry["hand"]) + len(entry["placed"]) + len(entry["discard"]) == 6
        empty = not entry["hand"] and not entry["placed"]
        # a loser left empty-handed goes out when the round ends, not at its discard
        assert entry["out"] == empty or (state["phase"] == "discard" and empty)
    assert sorted(ids) == list(range(48))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=2, max_value=8), seed=seeds, play_seed=seeds)
def test_random_play_ends_conserves_cards_replays_and_keeps_secrets(
    players: int, seed: int, play_seed: int
) -> None:
    state = E.new_game(players, {}, seed)
    rng = Rng(play_seed)
    log: list[tuple[int, dict]] = []
    checked: list[dict] = []
    check_cards(state)
    check_views(state, checked)
    while not E.is_over(state):
        waiting = E.waiting_for(state)
        assert waiting, "a running game always waits for someone"
        seat = waiting[rng.randint(0, len(waiting) - 1)]  # simultaneous phases in any order
        move = GAME.random_move(state, seat, rng)
        assert E.validate(state, seat, move) is None
        state, events = E.apply(state, seat, move)
        log.append((seat, move))
        check_cards(state)
        check_views(state, checked)
        check_events(state, events)
        assert len(log) < 5000, "the game does not end"

    left = E.in_seats(state)
    assert len(left) == 1 and state["winner"] == left[0]
    sc = E.scores(state)
    assert [s["rank"] for s in sc].count(1) == 1 and sc[state["winner"]]["rank"] == 1
    assert sc[state["winner"]]["out_round"] is None
    assert all(s["out_round"] is not None for s in sc if s["seat"] != state["winner"])
    rec = E.record(state)
    assert len(rec["rounds"]) == state["round"] and rec["winner"] == state["winner"]
    json.dumps(rec)

    # the seed and the moves alone give the same game, through JSON at every step
    again = E.new_game(players, {}, seed)
    for seat, move in log:
        again, _ = E.apply(json.loads(json.dumps(again)), seat, json.loads(json.dumps(move)))
    assert again == state


@settings(max_examples=10, deadline=None)
@given(players=st.integers(min_value=2, max_value=8), seed=seeds)
def test_play_out_is_deterministic(players: int, seed: int) -> None:
    start = E.new_game(players, {}, seed)
    log: list[tuple[int, dict]] = []
    end = play_out(GAME, start, ["random"] * players, log=log)
    assert end == play_out(GAME, start, ["random"] * players)
    assert E.is_over(end) and log


def test_the_record_by_who_asks_hides_what_was_never_turned() -> None:
    from games.base import play_out
    from games.classic import GAME as G

    for seed in range(5):
        end = play_out(G, G.new_game(4, {}, seed), ["ai"] * 4)
        whole = G.record(end)
        for asker in (None, 0, 2):
            seen = G.record_as(end, asker)
            assert seen["as_seen_by"] == asker
            for full, part in zip(whole["rounds"], seen["rounds"], strict=True):
                turned = {(str(t["seat"]), t["slot"]) for t in full["turned"]}
                for k, cards in full["placed"].items():
                    for slot, card in enumerate(cards):
                        own = asker is not None and k == str(asker)
                        expect = card if own or (k, slot) in turned else None
                        assert part["placed"][k][slot] == expect
                for what in ("losses", "recovered"):
                    for k, cards in full[what].items():
                        own = asker is not None and k == str(asker)
                        assert part[what][k] == (cards if own else [None] * len(cards))
                # the public parts are the same for everyone
                assert part["bids"] == full["bids"] and part["turned"] == full["turned"]
