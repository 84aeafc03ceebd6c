"""Forget Venice's figures: the AI against two random legal players and against two greedy
players (cutting and taking for their own immediate score), seats rotated; one AI decision's
median and p95 time; the round picture's render + encode time. Nothing here asserts on time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bench.timing import summary_ms, timed
from games.base import Move, State, play_out
from games.rng import Rng, seed_from
from games.venice import GAME
from games.venice.ai import greedy_move

Player = Callable[[State, int], Move]


def versus(opponent: str, games: int, seed: int = 0) -> dict[str, Any]:
    """Outright wins of one AI seat (rotating through the three seats) against two players
    of the other kind, and the AI's decision times."""
    times: list[float] = []

    ai = timed(GAME.ai_move, times)

    wins = 0
    for g in range(games):
        game_seed = seed_from("venice-bench", seed, g)
        rng = Rng(seed_from("venice-random", game_seed))
        other: Player = (
            greedy_move if opponent == "greedy" else (lambda s, k, r=rng: GAME.random_move(s, k, r))
        )
        seat = g % 3
        players = [ai if k == seat else other for k in range(3)]
        final = play_out(GAME, GAME.new_game(3, {}, game_seed), players)
        places = [sc["rank"] for sc in GAME.scores(final)]
        wins += places[seat] == 1 and places.count(1) == 1
    return {
        "games": games,
        "opponents": f"2 {opponent}",
        "ai_outright_wins": wins,
        "win_rate": round(wins / games, 3),
        "chance": 0.333,
        "decision_ms": summary_ms(times),
    }


def bench_render(samples: int = 200) -> dict[str, Any]:
    """The round picture (seven cards) and the cut piles: median and p95 ms, PNG bytes."""
    from rendering import venice as render
    from rendering.venice.samples import states

    played = states(seed=3)
    names = ["Alice", "Bob", "AI 1"]
    out: dict[str, Any] = {}
    for label, index in (("cards", 0), ("piles", 1)):
        view = GAME.view(played[index], None)
        render.render_round(view, names)
        times, png = [], b""
        for _ in range(max(1, samples)):
            t0 = time.perf_counter()
            png = render.render_round(view, names)
            times.append(time.perf_counter() - t0)
        out[label] = {**summary_ms(times), "png_bytes": len(png)}
    return out


def run(quick: bool) -> dict[str, Any]:
    """Forget Venice's figures for `python -m bench`."""
    games = 30 if quick else 300
    return {
        "venice_render_round": bench_render(50 if quick else 200),
        "venice_ai": {
            "vs_random": versus("random", games),
            "vs_greedy": versus("greedy", games),
        },
    }


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m bench.venice")
    parser.add_argument("--quick", action="store_true")
    print(json.dumps(run(parser.parse_args().quick), indent=2))
