"""VENN's heuristic player against random legal play, with choose() times.

`bench_ai` plays every game twice from the same seed (all seats by the AI, then all
seats random) at 1, 2 and 4 players. Nothing here asserts on time.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from bench.timing import summary_ms
from games.base import State, play_out
from games.rng import Rng, seed_from
from games.venn import GAME
from games.venn.ai import choose

PLAYER_COUNTS = (1, 2, 4)


def bench_render(samples: int = 200) -> dict[str, Any]:
    """Time `render_sheet` on a real mid-game view with dice: median and p95 ms, PNG bytes."""
    from rendering import venn as render

    view = render.sample_view(players=4, seed=11, filled=0.6)
    highlight = ["Kh1"]
    render.render_sheet(view, 0, "Benchmark player", highlight)  # warm the caches once
    times = []
    png = b""
    for _ in range(max(1, samples)):
        t0 = time.perf_counter()
        png = render.render_sheet(view, 0, "Benchmark player", highlight)
        times.append(time.perf_counter() - t0)
    return {**summary_ms(times), "png_bytes": len(png)}


def play_ai_game(state: State, times: list[float]) -> State:
    """Play a game to its end with the AI in every seat, timing each choose()."""
    while not GAME.is_over(state):
        seat = GAME.waiting_for(state)[0]
        start = time.perf_counter()
        move = choose(state, seat)
        times.append(time.perf_counter() - start)
        state, _ = GAME.apply(state, seat, move)
    return state


def compare_ai_random(games: int = 200, players: int = 1, seed: int = 0) -> dict[str, Any]:
    """Mean final score per seat of the AI vs the random legal player. Each game is played
    twice from the same seed (same setup and rolls): every seat by the AI, then every seat
    at random. Also the median and p95 of one choose() call."""
    ai_scores: list[int] = []
    random_scores: list[int] = []
    times: list[float] = []
    for g in range(games):
        game_seed = seed_from("venn-compare", seed, g)
        start = GAME.new_game(players, {}, game_seed)
        end = play_ai_game(start, times)
        ai_scores.extend(sc["total"] for sc in GAME.scores(end))
        end = play_out(GAME, start, ["random"] * players, Rng(seed_from("random", game_seed)))
        random_scores.extend(sc["total"] for sc in GAME.scores(end))
    return {
        "ai_mean": statistics.fmean(ai_scores),
        "random_mean": statistics.fmean(random_scores),
        "games": games,
        "players": players,
        **summary_ms(times),
    }


def bench_ai(games: int = 200, seed: int = 0) -> dict[str, Any]:
    """Per player count: mean score of the AI and of random play, their difference, and
    the median / 95th percentile time of one choose() call in ms."""
    out: dict[str, Any] = {}
    for players in PLAYER_COUNTS:
        r = compare_ai_random(games=games, players=players, seed=seed)
        out[f"{players}p"] = {
            "games": r["games"],
            "players": players,
            "ai_mean": round(r["ai_mean"], 2),
            "random_mean": round(r["random_mean"], 2),
            "difference": round(r["ai_mean"] - r["random_mean"], 2),
            "choose_median_ms": r["median_ms"],
            "choose_p95_ms": r["p95_ms"],
        }
    return out


def _same_move(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Moves equal but for the order their dice are named in."""
    key = lambda m: {**m, "dice": sorted(m["dice"])} if "dice" in m else m  # noqa: E731
    return bool(key(a) == key(b))


def numbers_phase_clicks(games: int = 4, players: int = 2, seed: int = 0) -> dict[str, Any]:
    """Clicks a whole numbers phase takes by panel when a player makes the AI's placements
    (every draft move and Confirm), measured by searching the real panel (bench.clicks)."""
    from bench.clicks import clicks_for
    from gameuis.venn import UI

    ui = UI()
    phases: list[int] = []
    unreachable = 0
    for g in range(games):
        state = GAME.new_game(players, {}, seed_from("venn-clicks", seed, g))
        counts: dict[tuple[int, int], int] = {}
        while not GAME.is_over(state):
            seat = GAME.waiting_for(state)[0]
            move = choose(state, seat)
            view = GAME.view(state, None)
            if view["phase"] == "numbers":
                n = clicks_for(ui, state, seat, move, _same_move)
                if n is None:
                    unreachable += 1
                else:
                    key = (view["round"], seat)
                    counts[key] = counts.get(key, 0) + n
            state, _ = GAME.apply(state, seat, move)
        phases += counts.values()
    return {
        "phases": len(phases),
        "median_clicks": statistics.median(phases),
        "max_clicks": max(phases),
        "moves_the_panel_could_not_make": unreachable,
    }


def run(quick: bool) -> dict[str, Any]:
    """VENN's figures for `python -m bench`."""
    return {
        "venn_render_sheet": bench_render(50 if quick else 200),
        "venn_ai_vs_random": bench_ai(games=10 if quick else 200),
        "venn_numbers_clicks": numbers_phase_clicks(games=1 if quick else 4),
    }


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m bench.venn")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    print(json.dumps(bench_ai(args.games), indent=2))
