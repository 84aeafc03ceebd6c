"""Venn Classic: the AI player against random legal players, with choose() times.

`bench_ai` plays one AI seat against players - 1 random seats at 2, 3 and 5 players
(the AI's seat rotates from game to game) and reports its win rate next to the 1/N a
seat would win by chance, plus the median / 95th percentile time of one choose() call.
Nothing here asserts on time.
"""

from __future__ import annotations

from typing import Any

from games.classic.ai import compare_ai_random, timing

PLAYER_COUNTS = (2, 3, 5)


def bench_ai(games: int = 500, seed: int = 0) -> dict[str, Any]:
    """Per player count: games, AI wins, win rate, baseline (1/N) and choose() times in
    ms; then the times over every call of every count."""
    out: dict[str, Any] = {}
    every: list[float] = []
    for players in PLAYER_COUNTS:
        times: list[float] = []
        r = compare_ai_random(games=games, players=players, seed=seed, times=times)
        every.extend(times)
        t = timing(times)
        out[f"{players}p"] = {
            "players": players,
            "games": r["games"],
            "ai_wins": r["ai_wins"],
            "win_rate": round(r["win_rate"], 3),
            "baseline": round(r["baseline"], 3),
            "choose_median_ms": round(t["median_ms"], 3),
            "choose_p95_ms": round(t["p95_ms"], 2),
        }
    t = timing(every)
    out["choose_calls"] = len(every)
    out["choose_median_ms"] = round(t["median_ms"], 3)
    out["choose_p95_ms"] = round(t["p95_ms"], 2)
    return out


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m bench.classic")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(bench_ai(args.games, args.seed), indent=2))
