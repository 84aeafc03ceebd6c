"""Rules examples and edge cases for the Venn Classic engine (RULINGS.md section 2 and
the bot's own rules pages)."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from games.base import IllegalMove, play_out
from games.classic import GAME
from games.classic import engine as E
from games.classic.data import load
from games.rng import Rng
from tests.games.classic.helpers import (
    DECLINE,
    PASS,
    all_ids,
    bid,
    call,
    cards,
    discard,
    game,
    place_first,
    play,
    recover,
    rig,
    shrink,
    to_bidding,
    turn,
)


def refused(state: dict, seat: int, move: dict, match: str) -> None:
    """The move is refused with a message containing `match`, and the state is untouched."""
    before = copy.deepcopy(state)
    reason = E.validate(state, seat, move)
    assert reason is not None and match in reason, reason
    with pytest.raises(IllegalMove, match=match):
        E.apply(state, seat, move)
    assert state == before


def lacking(type_code: str) -> str:
    """A colour a card of this type does not show."""
    return next(c for c in load().colours if not E.has_colour(type_code, c))


# --------------------------------------------------------------------------- setup


def test_the_game_is_declared_with_its_seats() -> None:
    assert (GAME.name, GAME.title) == ("classic", "Venn Classic")
    assert (GAME.seats.min, GAME.seats.max) == (2, 8)
    assert GAME.sample_move is E.sample_move  # Classic's own random player (random bids)


def test_data_matches_the_ruling() -> None:
    d = load()
    assert d.deck_size == 48 and d.hand_size == 6
    assert {code: d.types[code].copies for code in d.type_codes} == {"RY": 16, "YB": 16, "BR": 16}
    assert d.types["RY"].inner == "orange" and set(d.types["RY"].outer) == {"red", "yellow"}
    assert d.types["YB"].inner == "green" and set(d.types["YB"].outer) == {"yellow", "blue"}
    assert d.types["BR"].inner == "purple" and set(d.types["BR"].outer) == {"blue", "red"}
    on_cards = {
        c: sum(d.types[t].copies for t in d.type_codes if E.has_colour(t, c)) for c in d.colours
    }
    assert on_cards == {
        "red": 32,
        "yellow": 32,
        "blue": 32,
        "orange": 16,
        "green": 16,
        "purple": 16,
    }
    assert E.CONTAINS["green"] == frozenset({"YB"})
    assert not E.has_colour("RY", "blue") and not E.has_colour("RY", "nope")


def test_data_loader_refuses_a_wrong_file() -> None:
    from games.classic import data as D

    raw = json.loads(D.DATA_FILE.read_text(encoding="utf-8"))
    bad = copy.deepcopy(raw)
    bad["colours"][3]["types"] = ["RY", "YB"]  # orange on green cards
    with pytest.raises(ValueError, match="orange"):
        D._build(bad)
    bad = copy.deepcopy(raw)
    bad["deck"][0]["copies"] = 15
    with pytest.raises(ValueError, match="16"):
        D._build(bad)


def test_new_game_deals_six_each_and_replays_from_its_seed() -> None:
    state = game(5, seed=3)
    assert Counter(state["deck"]) == {"RY": 16, "YB": 16, "BR": 16}
    assert [len(s["hand"]) for s in state["seats"]] == [6] * 5
    assert len(state["undealt"]) == 48 - 30
    assert all_ids(state) == list(range(48))
    assert state == game(5, seed=3)
    assert state["deck"] != game(5, seed=4)["deck"]
    assert state["phase"] == "call" and E.waiting_for(state) == [0]
    assert E.new_game(3, {"start_player": 2}, 1)["start_player"] == 2
    for players in (1, 9, True):
        with pytest.raises(ValueError):
            E.new_game(players, {}, 1)
    with pytest.raises(ValueError):
        E.new_game(3, {"start_player": 3}, 1)


# --------------------------------------------------------------------------- call and place


def test_only_the_start_player_calls_a_colour_and_a_count() -> None:
    state = game(3, start=1)
    refused(state, 0, call("red", 2), "Seat 1 calls")
    refused(state, 1, call("pink", 2), "six colours")
    refused(state, 1, call("red", 0), "from 1 to 6")
    refused(state, 1, call("red", 7), "from 1 to 6")
    refused(state, 1, bid(1), "Seat 1 starts this round")
    state, events = E.apply(state, 1, call("purple", 6))
    assert (state["colour"], state["count"], state["phase"]) == ("purple", 6, "place")
    assert events[0] == {"type": "called", "seat": 1, "colour": "purple", "count": 6}
    assert E.waiting_for(state) == [0, 1, 2]


def test_placing_is_simultaneous_and_private() -> None:
    state = play(game(3), (0, call("red", 2)))
    hand = E.hand_of(state, 2)
    refused(state, 2, cards(hand[:1]), "place exactly 2 cards")
    refused(state, 2, cards([hand[0], hand[0]]), "only once")
    refused(state, 2, cards(E.hand_of(state, 1)[:2]), "your own hand")
    refused(state, 2, bid(1), "placing phase")
    state, events = E.apply(state, 2, cards([hand[3], hand[1]]))
    assert events == [{"type": "placed", "seat": 2, "n": 2}]
    assert E.waiting_for(state) == [0, 1]
    refused(state, 2, cards(hand[:2]), "already placed")
    assert E.placed_of(state, 2) == [hand[3], hand[1]]  # slots follow the order given
    public = E.view(state, 0)["seats"][2]
    assert public["placed"] == [
        {"slot": 0, "pushed": False, "turned": None},
        {"slot": 1, "pushed": False, "turned": None},
    ]
    assert public["hand_count"] == 4 and public["cards"] == 6
    assert [c["id"] for c in E.view(state, 2)["me"]["placed"]] == [hand[3], hand[1]]
    state = place_first(state)
    assert state["phase"] == "bid" and E.waiting_for(state) == [0]


def test_a_short_hand_places_all_its_cards() -> None:
    state = game(3)
    shrink(state, 1, 2)
    state = play(state, (0, call("blue", 4)))
    assert E.cards_to_place(state, 1) == 2 and E.cards_to_place(state, 0) == 4
    refused(state, 1, cards(E.hand_of(state, 1)[:1]), "You hold only 2 cards: place all")
    refused(state, 0, cards(E.hand_of(state, 0)[:3]), "The count is 4")
    state = play(state, (1, cards(E.hand_of(state, 1))))
    assert E.hand_of(state, 1) == [] and len(E.placed_of(state, 1)) == 2
    assert E.view(state, None)["seats"][1]["hand_count"] == 0


# --------------------------------------------------------------------------- bidding


def test_zero_opening_bid_that_nobody_raises_succeeds_at_once() -> None:
    state = to_bidding(game(3), "green", 2)
    refused(state, 0, PASS, "must open the bidding")
    state = play(state, (0, bid(0)), (1, PASS))
    state, events = E.apply(state, 2, PASS)
    assert state["result"] == "success" and state["turned"] == []
    assert state["challenger"] == 0 and state["winner_of_challenge"] == 0
    assert state["losers"] == [1, 2]
    assert {"type": "challenge", "seat": 0, "amount": 0} in events
    # the opener has nothing in its discard pile, so no recovery: straight to the discards
    assert state["phase"] == "discard" and E.waiting_for(state) == [1, 2]
    assert [E.must_discard(state, k) for k in range(3)] == [0, 2, 2]
    state = play(
        state, (2, discard(E.hand_of(state, 2)[:2])), (1, discard(E.hand_of(state, 1)[-2:]))
    )
    assert [len(E.held_of(state, k)) for k in range(3)] == [6, 4, 4]
    assert state["round"] == 2 and state["start_player"] == 1 and state["phase"] == "call"


def test_bid_limits() -> None:
    state = to_bidding(game(3), "red", 2)  # everyone placed 2 cards
    refused(state, 0, bid(1, [0, 1]), "at least 2")
    refused(state, 0, bid(6, [0]), "at most 5")  # 1 pushed + 4 placed by the others
    refused(state, 0, bid(1, [2]), "no placed card in slot 2")
    refused(state, 0, bid(1, [0, 0]), "only once")
    refused(state, 0, bid(-1), "0 or more")
    assert E.bid_range(state, 0, [0]) == (1, 5)
    state = play(state, (0, bid(5, [0])))
    refused(state, 1, bid(5), "higher than the current bid of 5")
    refused(state, 1, bid(6), "at most 4")
    assert E.view(state, 1)["me"]["bid_min"] == 6
    assert E.view(state, 1)["me"]["bid_max"] == 4
    assert E.view(state, 1)["me"]["bid_max_with_push"] == 6
    state = play(state, (1, bid(6, [0, 1])))
    assert state["highest"] == {"seat": 1, "amount": 6}
    # nobody can go above every placed card on the table
    assert not E.can_raise(state, 2)
    assert E.legal_moves(state, 2) == [PASS]


def test_pushing_goes_with_a_bid_and_stays_for_the_round() -> None:
    state = to_bidding(game(3), "yellow", 3)
    state = play(state, (0, bid(1, [2])))
    refused(state, 1, {"type": "pass", "push": [0]}, "only together with a bid")
    state = play(state, (1, bid(2)), (2, PASS))
    refused(state, 0, bid(3, [2]), "already pushed")
    state = play(state, (0, bid(3, [0])))
    assert E.pushed_of(state, 0) == [2, 0]
    assert [p["pushed"] for p in E.view(state, None)["seats"][0]["placed"]] == [True, False, True]
    assert E.view(state, None)["bids"] == [
        {"seat": 0, "amount": 1, "pushed": [2]},
        {"seat": 1, "amount": 2, "pushed": []},
        {"seat": 0, "amount": 3, "pushed": [0]},
    ]


def test_passing_is_not_final_but_reentry_waits_for_another_raise() -> None:
    state = to_bidding(game(3), "red", 2)
    state = play(state, (0, bid(1)), (1, PASS))
    assert E.waiting_for(state) == [2]
    refused(state, 1, bid(2), "may bid again only after another player raises")
    refused(state, 0, bid(2), "cannot raise your own bid")
    state = play(state, (2, bid(2)))
    assert E.waiting_for(state) == [0]  # clockwise from the left of the highest bidder
    state = play(state, (0, PASS))
    assert E.waiting_for(state) == [1]
    state = play(state, (1, bid(3)))  # seat 1 passed before, but seat 2 raised since
    assert state["highest"] == {"seat": 1, "amount": 3}
    assert E.waiting_for(state) == [2]


def test_bidding_ends_once_every_other_seat_passed_since_the_last_raise() -> None:
    state = to_bidding(game(4), "blue", 1)
    state = play(state, (0, bid(1)), (1, PASS), (2, bid(2)), (3, PASS), (0, PASS))
    assert state["phase"] == "bid" and E.waiting_for(state) == [1]
    state, events = E.apply(state, 1, PASS)
    assert state["phase"] == "challenge" and state["challenger"] == 2
    assert E.waiting_for(state) == [2]
    assert {"type": "challenge", "seat": 2, "amount": 2} in events
    assert [a.get("amount", "pass") for a in E.view(state, None)["actions"]] == [
        1,
        "pass",
        2,
        "pass",
        "pass",
        "pass",
    ]

    two = to_bidding(game(2), "blue", 1)
    two = play(two, (0, bid(1)), (1, PASS))
    assert two["phase"] == "challenge" and two["challenger"] == 0


# --------------------------------------------------------------------------- challenge


def _challenge_table() -> dict:
    """Seat 0 challenges for green at 3 with slot 0 pushed: seat 0 holds YB YB, seat 1
    YB BR, seat 2 YB YB (green is only on YB)."""
    state = game(3)
    rig(state, {0: ["YB", "YB"], 1: ["YB", "BR"], 2: ["YB", "YB"]})
    state = to_bidding(state, "green", 2)
    state = play(state, (0, bid(3, [0])), (1, PASS), (2, PASS))
    assert state["phase"] == "challenge"
    return state


def test_challenge_turns_own_pushed_cards_first_and_never_own_unpushed() -> None:
    state = _challenge_table()
    assert E.turnable(state, 0) == [{"seat": 0, "slot": 0}]
    refused(state, 0, turn(1, 0), "Turn all your own pushed cards first")
    refused(state, 0, turn(0, 1), "never turn your own placed cards that you did not push")
    refused(state, 1, turn(0, 0), "Only the challenger")
    refused(state, 0, turn(1, 5), "no placed card in slot 5")
    state, events = E.apply(state, 0, turn(0, 0))
    assert events == [
        {"type": "turned", "seat": 0, "slot": 0, "card_type": "YB", "has_colour": True}
    ]
    refused(state, 0, turn(0, 0), "already turned over")
    refused(state, 0, turn(0, 1), "never turn your own placed cards")
    assert E.turnable(state, 0) == [{"seat": k, "slot": i} for k in (1, 2) for i in (0, 1)]
    # other seats' cards that were never pushed are fair game
    state = play(state, (0, turn(1, 0)))
    assert state["phase"] == "challenge" and len(state["turned"]) == 2
    public = E.view(state, None)
    assert public["seats"][1]["placed"][0] == {"slot": 0, "pushed": False, "turned": "YB"}


def test_the_first_card_without_the_colour_ends_the_challenge() -> None:
    state = play(_challenge_table(), (0, turn(0, 0)))
    state, events = E.apply(state, 0, turn(1, 1))  # BR: no green
    assert state["result"] == "failure" and state["winner_of_challenge"] == 1
    assert state["losers"] == [0] and not state["own_goal"]
    assert events[-1] == {"type": "phase", "phase": "discard", "round": 1}
    refused(state, 0, turn(2, 0), "discard phase")
    # every placed card is back in hand; the table layout stays visible for the round
    assert all(E.placed_of(state, k) == [] for k in range(3))
    assert [len(E.hand_of(state, k)) for k in range(3)] == [6, 6, 6]
    assert E.view(state, None)["seats"][1]["placed"][1]["turned"] == "BR"
    assert E.must_discard(state, 0) == 2


def test_reaching_the_bid_is_a_success() -> None:
    state = play(_challenge_table(), (0, turn(0, 0)), (0, turn(2, 1)), (0, turn(1, 0)))
    assert state["result"] == "success" and state["losers"] == [1, 2]
    assert [t["slot"] for t in state["turned"]] == [0, 1, 0]


def test_a_challenger_failing_on_their_own_card_cannot_recover() -> None:
    state = game(3)
    rig(state, {0: ["RY", "YB"], 1: ["BR", "RY"]})
    shrink(state, 0, 4)  # seat 0 has two cards in its discard pile and never recovered
    shrink(state, 1, 4)
    state = to_bidding(state, "green", 2)
    state = play(state, (0, bid(1, [0])), (1, PASS), (2, PASS), (0, turn(0, 0)))
    assert state["result"] == "failure" and state["own_goal"]
    assert state["winner_of_challenge"] is None and state["losers"] == [0]
    assert state["phase"] == "discard" and E.waiting_for(state) == [0]
    refused(state, 0, recover(E.discard_of(state, 0)), "cannot recover")
    assert E.view(state, 0)["me"]["may_recover"] is False

    # the same failure on seat 1's card lets seat 1 (with a discard pile) recover
    other = game(3)
    rig(other, {0: ["YB", "YB"], 1: ["BR", "RY"]})
    shrink(other, 1, 4)
    other = to_bidding(other, "green", 2)
    other = play(other, (0, bid(1)), (1, PASS), (2, PASS), (0, turn(1, 0)))
    assert other["result"] == "failure" and other["winner_of_challenge"] == 1
    assert other["phase"] == "recover" and E.waiting_for(other) == [1]


# --------------------------------------------------------------------------- recovery


def _zero_success(state: dict) -> dict:
    """Every seat places one card, the start player opens at 0 and everyone passes."""
    state = to_bidding(state, "red", 1)
    start = state["start_player"]
    state = play(state, (start, bid(0)))
    while state["phase"] == "bid":
        state = play(state, (E.waiting_for(state)[0], PASS))
    return state


def test_no_recovery_from_an_empty_discard_pile() -> None:
    state = _zero_success(game(3))
    assert state["phase"] == "discard"  # the winner's pile is empty: nothing offered
    refused(state, 0, recover([]), "discard pile is empty")
    refused(state, 0, DECLINE, "discard phase")
    assert E.view(state, 0)["me"]["may_recover"] is False


def test_recovering_takes_two_back_and_nobody_loses_cards() -> None:
    state = game(3)
    shrink(state, 0, 3)
    pile = E.discard_of(state, 0)
    state = _zero_success(state)
    assert state["phase"] == "recover" and E.waiting_for(state) == [0]
    me = E.view(state, 0)["me"]
    assert me["may_recover"] and me["recover_count"] == 2
    refused(state, 0, recover(pile[:1]), "exactly 2 cards")
    refused(state, 0, recover([pile[0], pile[0]]), "only once")
    refused(state, 0, recover(E.hand_of(state, 0)[:2]), "your own discard pile")
    refused(state, 1, recover([]), "Only the winner")
    state, events = E.apply(state, 0, recover(pile[1:]))
    assert {"type": "recovered", "seat": 0, "n": 2} in events
    assert [len(E.held_of(state, k)) for k in range(3)] == [5, 6, 6]
    assert E.discard_of(state, 0) == pile[:1]
    assert state["seats"][0]["recovered"] and state["round"] == 2
    assert E.view(state, None)["history"][0]["recovered"] == {"0": 2}

    # round 2: seat 1 challenges and fails on seat 0's card; seat 0 won the challenge but
    # already used its recovery, so the round goes straight to the discards
    state = play(state, (1, call(lacking(state["deck"][E.hand_of(state, 0)[0]]), 1)))
    state = place_first(state)
    state = play(state, (1, bid(1)), (2, PASS), (0, PASS), (1, turn(0, 0)))
    assert state["result"] == "failure" and state["winner_of_challenge"] == 0
    assert state["phase"] == "discard"
    refused(state, 0, recover(pile[:1]), "once per game")


def test_declining_recovery_sends_the_losers_to_their_discards() -> None:
    state = game(3)
    shrink(state, 0, 5)
    state = _zero_success(state)
    state = play(state, (0, DECLINE))
    assert state["phase"] == "discard" and E.waiting_for(state) == [1, 2]
    refused(state, 0, recover(E.discard_of(state, 0)), "already decided not to recover")


def test_recovery_never_takes_a_hand_above_six() -> None:
    state = game(2)
    shrink(state, 0, 5)
    spare = state["undealt"].pop()
    state["seats"][0]["discard"].append(spare)  # two in the pile, five held
    state = _zero_success(state)
    assert E.recover_allowance(state, 0) == 1
    refused(state, 0, recover(E.discard_of(state, 0)), "exactly 1 card")
    state = play(state, (0, recover(E.discard_of(state, 0)[:1])))
    assert len(E.held_of(state, 0)) == 6


# --------------------------------------------------------------------------- losing cards


def test_losers_choose_their_discards() -> None:
    state = _zero_success(game(3))
    hand1 = E.hand_of(state, 1)
    refused(state, 1, discard(hand1[:1]), "exactly 2 cards")
    refused(state, 1, discard([hand1[0], hand1[0]]), "only once")
    refused(state, 1, discard(E.hand_of(state, 2)[:2]), "your own hand")
    refused(state, 0, discard(E.hand_of(state, 0)[:2]), "do not lose any cards")
    state, events = E.apply(state, 1, discard([hand1[4], hand1[2]]))
    assert events == [{"type": "discarded", "seat": 1, "n": 2}]
    assert E.discard_of(state, 1) == [hand1[4], hand1[2]]
    refused(state, 1, discard(E.hand_of(state, 1)[:2]), "already chose")
    assert E.waiting_for(state) == [2]


def test_one_success_can_put_several_players_out_at_once() -> None:
    state = game(3)
    shrink(state, 1, 1)
    shrink(state, 2, 1)
    state = _zero_success(state)
    assert [E.must_discard(state, k) for k in (1, 2)] == [1, 1]
    refused(state, 1, discard(E.hand_of(state, 1) * 2), "You hold only 1 card")
    state = play(state, (2, discard(E.hand_of(state, 2))))
    state, events = E.apply(state, 1, discard(E.hand_of(state, 1)))
    assert {"type": "out", "seats": [1, 2], "round": 1} in events
    assert events[-1] == {"type": "game_over", "winner": 0}
    assert E.is_over(state) and state["winner"] == 0 and E.waiting_for(state) == []
    refused(state, 0, call("red", 1), "The game is over")
    sc = E.scores(state)
    assert [(s["rank"], s["out_round"], s["cards"]) for s in sc] == [
        (1, None, 6),
        (2, 1, 0),
        (2, 1, 0),
    ]
    assert [s["total"] for s in sc] == [2, 0, 0]
    rec = E.record(state)
    assert rec["winner"] == 0 and len(rec["rounds"]) == 1
    assert rec["rounds"][0]["hand_sizes"] == {"0": 6, "1": 0, "2": 0}
    assert set(rec["rounds"][0]["losses"]) == {"1", "2"}


def _settle(state: dict) -> dict:
    """Decline any recovery, then every loser discards the first cards it holds."""
    if state["phase"] == "recover":
        state = play(state, (E.waiting_for(state)[0], DECLINE))
    for seat in E.waiting_for(state):
        state = play(state, (seat, discard(E.held_of(state, seat)[: E.must_discard(state, seat)])))
    return state


def test_start_player_moves_on_skipping_seats_that_are_out() -> None:
    state = game(4)
    shrink(state, 1, 1)
    state = _settle(_zero_success(state))
    assert state["seats"][1]["out"] and state["seats"][1]["out_round"] == 1
    assert state["round"] == 2 and state["start_player"] == 2  # seat 1 is skipped
    state = to_bidding(state, "red", 1)
    state = play(state, (2, bid(0)), (3, PASS))
    assert E.waiting_for(state) == [0]  # seat 1 takes no part in the bidding either
    refused(state, 1, PASS, "out of the game")
    state = play(state, (0, PASS))
    assert state["result"] == "success" and state["losers"] == [0, 3]
    state = _settle(state)
    assert state["round"] == 3 and state["start_player"] == 3
    state = _settle(_zero_success(state))
    assert state["round"] == 4 and state["start_player"] == 0  # round the table again
    assert E.scores(state)[1]["rank"] == 4


# --------------------------------------------------------------------------- contract


def test_unknown_and_malformed_moves_are_refused() -> None:
    state = game(3)
    refused(state, 0, {"type": "shout"}, "Unknown move")
    refused(state, 5, call("red", 1), "do not have a seat")
    refused(state, 0, "call", "must be an object")  # type: ignore[arg-type]
    state = play(state, (0, call("red", 1)))
    refused(state, 0, {"type": "place", "cards": "12"}, "list of card ids")
    state = place_first(state)
    refused(state, 0, {"type": "bid", "amount": 1, "push": "0"}, "list of your placed slots")
    refused(state, 0, {"type": "bid", "amount": True}, "whole number")


def test_json_round_trip_and_apply_never_mutates() -> None:
    state = game(4, seed=9)
    rng = Rng(5)
    steps = 0
    while not E.is_over(state):
        seat = E.waiting_for(state)[0]
        move = GAME.random_move(state, seat, rng)
        before = copy.deepcopy(state)
        new, events = E.apply(state, seat, json.loads(json.dumps(move)))
        assert state == before, "apply changed its input"
        assert json.loads(json.dumps(new)) == new
        assert json.loads(json.dumps(events)) == events
        again, _ = E.apply(json.loads(json.dumps(state)), seat, move)
        assert again == new
        state = new
        steps += 1
    assert steps > 10


def test_every_listed_legal_move_is_valid_and_others_are_not() -> None:
    state = game(3, seed=2)
    rng = Rng(8)
    while not E.is_over(state):
        for seat in range(3):
            moves = E.legal_moves(state, seat)
            if seat not in E.waiting_for(state):
                assert moves == []
                continue
            assert moves
            sample = moves if len(moves) <= 60 else [rng.choice(moves) for _ in range(60)]
            for move in sample:
                assert E.validate(state, seat, move) is None, move
        seat = E.waiting_for(state)[0]
        state, _ = E.apply(state, seat, GAME.random_move(state, seat, rng))


def test_views_keep_face_down_cards_to_their_owner() -> None:
    state = to_bidding(game(3), "orange", 3)
    spectator = E.view(state, None)
    assert spectator["me"] is None
    assert '"id"' not in json.dumps(spectator)
    me = E.view(state, 1)["me"]
    assert [c["id"] for c in me["hand"]] == E.hand_of(state, 1)
    assert [c["id"] for c in me["placed"]] == E.placed_of(state, 1)
    assert all(c["type"] == state["deck"][c["id"]] for c in me["hand"] + me["placed"])
    assert {k: v for k, v in E.view(state, 1).items() if k != "me"} == {
        k: v for k, v in spectator.items() if k != "me"
    }


def test_simple_and_ai_moves_are_legal_and_finish_a_game() -> None:
    state = game(5, seed=13)
    end = play_out(GAME, state, [E.simple_move] * 5)
    assert E.is_over(end) and end["winner"] is not None
    state = game(3, seed=14)
    while not E.is_over(state):
        seat = E.waiting_for(state)[0]
        move = E.ai_move(state, seat)
        assert E.validate(state, seat, move) is None
        state, _ = E.apply(state, seat, move)
    with pytest.raises(ValueError):
        play_out(GAME, game(3), [E.simple_move] * 2)
