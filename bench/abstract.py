"""Abstract's figures: the painting's render timing from a seeded mid-game position, and
the AI against random legal play.

Nothing here asserts on time; `python -m bench` prints the numbers.
"""

from __future__ import annotations

import time
from typing import Any

from bench.timing import summary_ms
from games.abstract import GAME
from games.base import play_out
from games.rng import Rng, seed_from
from gameuis.say import Say
from rendering import abstract as render
from rendering.abstract.samples import sample_view


def bench_render(samples: int = 200) -> dict[str, Any]:
    """Time `render_painting` on a mid-game view: median and p95 in ms, and PNG size."""
    view = sample_view(players=4, round_no=7, seed=11)
    render.render_painting(view, 0, "Benchmark player", Say())  # warm the caches once
    times = []
    png = b""
    for _ in range(max(1, samples)):
        t0 = time.perf_counter()
        png = render.render_painting(view, 0, "Benchmark player", Say())
        times.append((time.perf_counter() - t0) * 1000)
    return {
        **summary_ms([t / 1000 for t in times]),
        "png_bytes": len(png),
    }


def compare_ai_random(games: int = 200, players: int = 1, seed: int = 0) -> dict[str, Any]:
    """Mean final score of the heuristic player vs the random legal player.

    Each game is played twice from the same seed (same goals and rolls): once with every
    seat played by the AI, once with every seat random."""
    ai_total = 0
    random_total = 0
    for g in range(games):
        game_seed = seed_from("abstract-compare", seed, g)
        start = GAME.new_game(players, {}, game_seed)
        end = play_out(GAME, start, ["ai"] * players)
        ai_total += sum(sc["total"] for sc in GAME.scores(end))
        end = play_out(GAME, start, ["random"] * players, Rng(seed_from("random", game_seed)))
        random_total += sum(sc["total"] for sc in GAME.scores(end))
    n = games * players
    return {"ai_mean": ai_total / n, "random_mean": random_total / n, "games": games}


def run(quick: bool) -> dict[str, Any]:
    """Abstract's figures for `python -m bench`."""
    ai = compare_ai_random(games=20 if quick else 200, players=1)
    ai["ratio"] = round(ai["ai_mean"] / max(ai["random_mean"], 1e-9), 2)
    return {"render_painting": bench_render(50 if quick else 200), "ai_vs_random": ai}


if __name__ == "__main__":
    import json

    print(json.dumps(bench_render(), indent=2))
