"""data/abstract.json is checked by its schema at load: a broken file fails loudly, naming
where it is broken."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from games.abstract import GAME
from games.abstract.data import DATA_FILE, check, load


def raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    return data


def test_the_data_file_loads_and_sets_the_seat_limits() -> None:
    d = load()
    assert (d.rounds, d.dice, d.faces, d.rows, d.cols) == (12, 5, 6, 4, 6)
    assert (GAME.seats.min, GAME.seats.max) == (d.min_players, d.max_players) == (1, 1000)
    assert sorted(d.die_squares) == [1, 2, 3, 4, 5, 6]
    assert d.die_squares[2] == (2, 3, 8, 9)
    assert d.square_owner[9] == 2 and d.points_per_pair == 2
    assert check(raw()) == d


def broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(raw())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.pop("rounds"), "the top level"),
        (lambda d: d["colours"].pop("4"), "colours"),
        (lambda d: d["colours"]["4"].update(rgb="yellow"), "colours/4/rgb"),
        (lambda d: d["bonus_by_face"].update({"7": "star"}), "bonus_by_face"),
        (lambda d: d["bonus_by_face"].update({"5": "gold"}), "bonus_by_face/5"),
        (lambda d: d["goals"]["B"]["options"].pop("3"), "goals/B/options"),
        (
            lambda d: d["goals"]["C"]["options"]["1"].update(lines="diagonals"),
            "goals/C/options/1/lines",
        ),
        (lambda d: d["players"].update(max="many"), "players/max"),
        (lambda d: d.update(extra=1), "the top level"),
    ],
)
def test_schema_names_where_the_file_is_wrong(change: Any, where: str) -> None:
    with pytest.raises(ValueError, match=f"at {where}:"):
        check(broken(change))


def test_the_schema_caps_the_seats_at_a_thousand() -> None:
    """The engine is measured up to 1,000 seats: a file asking for more is refused at load."""
    assert check(broken(lambda d: d["players"].update(max=1000))).max_players == 1000
    for too_many in (1001, 10**6):
        with pytest.raises(ValueError, match="at players/max:"):
            check(broken(lambda d, n=too_many: d["players"].update(max=n)))
    with pytest.raises(ValueError, match="at players/min:"):
        check(broken(lambda d: d["players"].update(min=1001, max=1000)))


def test_relations_the_schema_cannot_state_are_checked() -> None:
    with pytest.raises(ValueError, match="cover the painting exactly once"):
        check(broken(lambda d: d["painting"]["die_square_grid"][1].__setitem__(2, 5)))
    with pytest.raises(ValueError, match="two squares per round"):
        check(broken(lambda d: d.update(rounds=11)))
    with pytest.raises(ValueError, match="players.min"):
        check(broken(lambda d: d["players"].update(min=5, max=4)))
