"""VENN's heuristic player against random legal play, with choose() times.

`bench_ai` plays every game twice from the same seed (all seats by the AI, then all
seats random) at 1, 2 and 4 players. Nothing here asserts on time.
"""

from __future__ import annotations

from typing import Any

from games.venn.ai import compare_ai_random

PLAYER_COUNTS = (1, 2, 4)


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
            "choose_median_ms": round(r["median_ms"], 3),
            "choose_p95_ms": round(r["p95_ms"], 2),
        }
    return out


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m bench.venn")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    print(json.dumps(bench_ai(args.games), indent=2))
