"""VENNi, Vidi, Vici's figures: the AI against a random legal player and a greedy one (seats
rotated), one AI decision's median and p95, the geometry timings the issue names (locks
after a circle on boards of 10, 20 and 30 circles, the splitting circles of a three-dot
region) and a whole AI-against-AI game. Nothing here asserts on time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bench.timing import summary_ms, timed
from games.base import Move, State, play_out
from games.rng import Rng, seed_from
from games.vvv import GAME, choices, engine
from games.vvv.ai import greedy
from games.vvv.board import Board, board
from games.vvv.dots import open_spots
from games.vvv.exact import Circle
from games.vvv.lattice import lattice

DOTS = ((280, 350), (720, 350))

Player = Callable[[State, int], Move]


def versus(opponent: str, games: int, seed: int = 0) -> dict[str, Any]:
    """Games won, lost and tied by the AI seat (seat 0, then 1, alternately)."""
    times: list[float] = []

    ai = timed(GAME.ai_move, times)

    won = lost = 0
    for g in range(games):
        game_seed = seed_from("vvv-bench", seed, g)
        rng = Rng(seed_from("vvv-random", game_seed))
        other: Player = (
            greedy if opponent == "greedy" else (lambda s, k, r=rng: GAME.random_move(s, k, r))
        )
        seat = g % 2
        players = [ai if k == seat else other for k in range(2)]
        final = play_out(GAME, GAME.new_game(2, {}, game_seed), players)
        won += final["winner"] == seat
        lost += final["winner"] == 1 - seat
    return {
        "games": games,
        "opponent": opponent,
        "won": won,
        "lost": lost,
        "tied": games - won - lost,
        "win_rate": round(won / games, 3),
        "decision_ms": summary_ms(times),
    }


def grown(seed: int, sizes: tuple[int, ...]) -> dict[int, tuple[Circle, ...]]:
    """Boards of each size in `sizes` (circles before the timed one), grown by adding random
    legal circles one at a time from the setup."""
    rng = Rng(seed_from("vvv-boards", seed))
    circles = [tuple(c) for c in engine.new_game(2, {}, 0)["circles"]]
    out: dict[int, tuple[Circle, ...]] = {}
    lat = lattice()
    while len(circles) < max(sizes):
        legal = board(tuple(circles), DOTS, ()).legal
        if not len(legal):
            break
        circles.append(lat.circle(int(legal.index[rng.randint(0, len(legal) - 1)])))
        if len(circles) in sizes:
            out[len(circles)] = tuple(circles)
    return out


def geometry(samples: int) -> dict[str, Any]:
    """Locks after a circle (the board before it already filtered, as in play) and the
    splitting circles of a region given three dots, on boards of 10, 20 and 30 circles."""
    sizes = (10, 20, 30)
    locks: dict[int, list[float]] = {n: [] for n in sizes}
    splits: dict[int, list[float]] = {n: [] for n in sizes}
    for seed in range(samples):
        for n, circles in grown(seed, sizes).items():
            before = board(circles[:-1], DOTS, ())
            before.legal  # noqa: B018 - the filter of the board before, as a game has it
            t0 = time.perf_counter()
            Board(circles, DOTS, ()).new_locks()
            locks[n].append(time.perf_counter() - t0)
            # three dots in the largest open region, then its splitting circles
            b = Board(circles, DOTS, ())
            face = max((f for f in b.arr.faces if not b.dots_in.get(f.index)), key=lambda f: f.area)
            spots = open_spots(b, face)
            picks = [spots[k * (len(spots) - 1) // 4] for k in (1, 2, 3)]
            dots = (*DOTS, *((int(p[0]), int(p[1])) for p in picks))
            board(circles, dots[:-1], ()).legal  # noqa: B018 - the board before the third dot
            t0 = time.perf_counter()
            Board(circles, dots, ()).splitting(face.index)  # its legal circles included
            splits[n].append(time.perf_counter() - t0)
    return {
        f"circles_{n}": {
            "boards": len(locks[n]),
            "locks_after_circle": summary_ms(locks[n]) if locks[n] else None,
            "splitting_circles_of_region": summary_ms(splits[n]) if splits[n] else None,
        }
        for n in sizes
    }


def thirty_circle_state(seed: int = 0) -> State:
    """A state whose board holds 30 circles (grown as in `geometry`), with its locks."""
    circles = grown(seed, (30,))[30]
    state = engine.new_game(2, {}, seed)
    state["circles"] = [list(c) for c in circles]
    state["circle_seats"] += [k % 2 for k in range(len(circles) - 2)]
    b = board(circles, DOTS, ())
    for face in b.new_locks():
        state["locks"].append(
            {"turn": 0, "point": b.lock_point(face), "owner": b.owner(face, state["dot_seats"])}
        )
    return state


def render(samples: int) -> dict[str, Any]:
    """The board picture and a region's zoom with nine lettered spots, render and encode,
    on a board of 30 circles."""
    from rendering import vvv as pictures

    state = thirty_circle_state()
    view = GAME.view(state, 0)
    names = ["Alice", "Bob"]
    region = max((r for r in view["regions"] if r["number"]), key=lambda r: r["area"])
    spots = choices.spots(state, region["number"])
    out: dict[str, Any] = {"circles": len(state["circles"]), "regions": len(view["regions"])}
    for name, draw in (
        ("board", lambda: pictures.render_board(view, names)),
        ("zoom", lambda: pictures.render_zoom(view, names, region["number"], spots)),
    ):
        draw()  # fonts and patterns cached once
        times, png = [], b""
        for _ in range(samples):
            t0 = time.perf_counter()
            png = draw()
            times.append(time.perf_counter() - t0)
        out[name] = {**summary_ms(times), "png_bytes": len(png)}
    return out


def whole_game(games: int) -> dict[str, Any]:
    times = []
    for g in range(games):
        t0 = time.perf_counter()
        play_out(GAME, GAME.new_game(2, {}, 500 + g), ["ai", "ai"])
        times.append(time.perf_counter() - t0)
    return {"games": games, **summary_ms(times)}


def run(quick: bool) -> dict[str, Any]:
    """VENNi, Vidi, Vici's figures for `python -m bench`."""
    games = 10 if quick else 100
    return {
        "vvv_geometry": geometry(2 if quick else 6),
        "vvv_render": render(5 if quick else 50),
        "vvv_ai_game": whole_game(1 if quick else 5),
        "vvv_ai": {
            "vs_random": versus("random", games),
            "vs_greedy": versus("greedy", 10 if quick else 40),
        },
    }


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m bench.vvv")
    parser.add_argument("--quick", action="store_true")
    print(json.dumps(run(parser.parse_args().quick), indent=2))
