"""Abstract at its largest table (1,000 seats): a whole simulated game is scored as
../shared/RULINGS.md says, checked against a scorer written here from the rulings alone
(it shares no code or data with games/abstract), and a move touches one seat only.

The 1,000-seat game takes 5-8 s on the shared 2-core test machine (71 s before
apply, flow, views and the AI stopped doing work for every seat on every move)."""

from __future__ import annotations

import copy
import json
from collections import deque
from typing import Any

import pytest

from bot.simulate import simulate_game
from games.abstract import GAME, ai
from games.abstract import engine as E
from games.abstract.scoring import ranks
from games.rng import Rng

# --------------------------------------------------------------------------- the rulings

ROWS, COLS = 4, 6
# goal A by option (face 1-6): the shape's cells and its points
SHAPES = {
    1: ({(0, 0), (0, 1)}, 2),  # domino
    2: ({(0, 0), (0, 1), (0, 2)}, 4),  # straight 3
    3: ({(0, 0), (1, 0), (1, 1)}, 4),  # L of 3
    4: ({(0, 0), (0, 1), (1, 0), (1, 1)}, 6),  # 2x2 square
    5: ({(0, 0), (0, 1), (0, 2), (1, 1)}, 6),  # T of 4
    6: ({(0, 0), (0, 1), (0, 2), (0, 3)}, 6),  # straight 4
}
PAIRS = {1: (6, 3), 2: (2, 5), 3: (1, 4)}  # goal B: red and green, blue and orange, ...
PER_PAIR = 2


def canonical(cells: set[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The smallest of a shape's eight turns and mirrors, moved to touch (0, 0)."""
    forms = []
    for flip in (False, True):
        pts = [(r, -c) if flip else (r, c) for r, c in cells]
        for _ in range(4):
            pts = [(-c, r) for r, c in pts]
            low_r = min(r for r, _ in pts)
            low_c = min(c for _, c in pts)
            forms.append(tuple(sorted((r - low_r, c - low_c) for r, c in pts)))
    return min(forms)


def maximal_groups(grid: list[list[Any]], number: int) -> list[set[tuple[int, int]]]:
    seen: set[tuple[int, int]] = set()
    out = []
    for r in range(ROWS):
        for c in range(COLS):
            if grid[r][c] != number or (r, c) in seen:
                continue
            group = {(r, c)}
            queue = deque([(r, c)])
            while queue:
                y, x = queue.popleft()
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    inside = 0 <= ny < ROWS and 0 <= nx < COLS
                    if inside and (ny, nx) not in group and grid[ny][nx] == number:
                        group.add((ny, nx))
                        queue.append((ny, nx))
            seen |= group
            out.append(group)
    return out


def all_different(values: list[Any]) -> bool:
    return all(isinstance(v, int) for v in values) and len(set(values)) == len(values)


def rulings_score(grid: list[list[Any]], goals: dict[str, int], stars: int) -> dict[str, int]:
    """A + B + C + stars - X marks, as the rulings state them."""
    shape, points = SHAPES[goals["A"]]
    wanted = canonical(shape)
    a = sum(
        points
        for number in range(1, 7)
        if any(canonical(g) == wanted for g in maximal_groups(grid, number))
    )
    flat = [v for row in grid for v in row]
    first, second = PAIRS[goals["B"]]
    b = PER_PAIR * min(flat.count(first), flat.count(second))
    if goals["C"] == 1:
        c = 10 * sum(all_different(row) for row in grid)
    elif goals["C"] == 2:
        c = 6 * sum(all_different([grid[r][col] for r in range(ROWS)]) for col in range(COLS))
    else:
        blocks = [
            [grid[r][col] for r in (r0, r0 + 1) for col in (c0, c0 + 1)]
            for r0 in (0, 2)
            for c0 in (0, 2, 4)
        ]
        c = 6 * sum(all_different(block) for block in blocks)
    x = -flat.count("X")
    return {"A": a, "B": b, "C": c, "stars": stars, "x": x, "total": a + b + c + stars + x}


# --------------------------------------------------------------------------- the big game


def test_a_thousand_seat_simulated_game_is_scored_as_the_rulings_say() -> None:
    record = simulate_game("abstract", 1000, 1)
    json.dumps(record)
    assert record["players"] == 1000 and len(record["seats"]) == 1000
    assert record["rounds"] == 12 and len(record["rolls"]) == 12
    assert all(len(roll) == 5 and all(1 <= v <= 6 for v in roll) for roll in record["rolls"])
    totals = []
    for k, seat in enumerate(record["seats"]):
        grid = seat["painting"]
        assert seat["seat"] == k and seat["goals"] == record["goals"]
        assert len(grid) == ROWS and all(len(row) == COLS for row in grid)
        assert all(v == "X" or (isinstance(v, int) and 1 <= v <= 6) for row in grid for v in row)
        assert 0 <= seat["stars"] <= 12  # at most one bonus a round
        assert seat["score"] == rulings_score(grid, record["goals"], seat["stars"]), k
        totals.append(seat["score"]["total"])
    # highest wins, ties share the better place
    for seat in record["seats"]:
        higher = sum(1 for t in totals if t > seat["score"]["total"])
        assert seat["rank"] == 1 + higher
    assert record["winners"] == [k for k, t in enumerate(totals) if t == max(totals)]
    # the AI seats do not all play alike, and they paint for the goals
    assert len({json.dumps(seat["painting"]) for seat in record["seats"]}) > 100
    assert sum(totals) / len(totals) > 10


def test_simulate_refuses_more_than_a_thousand_seats() -> None:
    with pytest.raises(ValueError, match="1-1000 players"):
        simulate_game("abstract", 1001, 1)


# --------------------------------------------------------------------------- one seat a move


def test_a_move_copies_one_seat_and_leaves_every_earlier_state_alone() -> None:
    n = 1000
    start = E.new_game(n, {}, 3)
    before = copy.deepcopy(start)
    states = [start]
    seat = 417
    while not states[-1]["seats"][seat]["done"]:
        state = states[-1]
        new, _ = E.apply(state, seat, E.ai_move(state, seat))
        assert new["seats"] is not state["seats"] and new["seats"][seat] is not state["seats"][seat]
        assert all(new["seats"][k] is state["seats"][k] for k in range(n) if k != seat)
        states.append(new)
    assert start == before  # nothing the later moves did reached the first state
    for earlier, later in zip(states, states[1:], strict=False):
        assert earlier["moves"][seat] + 1 == later["moves"][seat]
        assert sum(later["moves"]) == sum(earlier["moves"]) + 1
    end = states[-1]
    assert E.waiting_for(end) == [k for k in range(n) if k != seat]
    assert GAME.flow(end).active == tuple(k for k in range(n) if k != seat)
    assert json.loads(json.dumps(end)) == end


def test_the_waiting_list_follows_the_confirms_and_rounds() -> None:
    """Seats confirm in a shuffled order; the stored list always names the seats not done,
    and a state saved without the list plays on the same."""
    rng = Rng(5)
    state = E.new_game(7, {}, 9)
    while not GAME.is_over(state):
        waiting = E.waiting_for(state)
        assert waiting == [k for k, s in enumerate(state["seats"]) if not s["done"]]
        seat = rng.choice(waiting)
        legacy = {key: value for key, value in state.items() if key not in ("waiting", "moves")}
        move = E.ai_move(state, seat)
        new, events = E.apply(state, seat, move)
        old, old_events = E.apply(legacy, seat, move)
        assert E.waiting_for(legacy) == waiting
        assert old_events == events and E.waiting_for(old) == E.waiting_for(new)
        derived = ("waiting", "moves")
        assert {k: v for k, v in old.items() if k not in derived} == {
            k: v for k, v in new.items() if k not in derived
        }
        state = new
    assert E.waiting_for(state) == [] and GAME.flow(state).active == ()


def test_a_big_table_view_lists_every_seat_with_committed_places() -> None:
    n = 300
    state = E.new_game(n, {}, 4)
    while state["round"] < 3:
        seat = GAME.flow(state).active[0]
        state, _ = E.apply(state, seat, E.ai_move(state, seat))
    seat = GAME.flow(state).active[0]
    for _ in range(3):  # a draft under way: its own painting, but not its place
        state, _ = E.apply(state, seat, E.ai_move(state, seat))
    final = GAME.scores(state)
    view = E.view(state, seat)
    assert [s["seat"] for s in view["seats"]] == list(range(n))
    assert [s["rank"] for s in view["seats"]] == [sc["rank"] for sc in final]
    assert view["seats"][seat]["painting"] != state["seats"][seat]["painting"]
    for k in (seat + 1, n // 2, n - 1):
        assert view["seats"][k]["score"]["total"] == final[k]["total"]
        assert view["seats"][k]["painting"] == state["seats"][k]["painting"]
    view["seats"][n - 1]["painting"][0] = "changed"  # a view is the caller's own copy
    assert state["seats"][n - 1]["painting"][0] != "changed"
    assert E.view(state, None)["me"] is None


def test_places_share_ties_at_any_size() -> None:
    assert ranks([3, 7, 7, 1, 3]) == [3, 1, 1, 5, 3]
    rng = Rng(1)
    totals = [rng.randint(-5, 40) for _ in range(1000)]
    assert ranks(totals) == [1 + sum(o > t for o in totals) for t in totals]


def test_seats_in_the_same_position_share_one_search() -> None:
    ai._candidates.cache_clear()
    ai._cached_plan.cache_clear()
    state = E.new_game(50, {}, 6)
    for seat in range(50):
        E.ai_move(state, seat)
    # round 1: every painting is empty, so one search serves all fifty seats
    assert ai._candidates.cache_info().currsize == 1
    assert ai._cached_plan.cache_info().currsize == 50
