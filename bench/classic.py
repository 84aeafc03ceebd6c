"""Venn Classic: the AI player against random legal players, with choose() times.

`bench_ai` plays one AI seat against players - 1 random seats at 2, 3 and 5 players
(the AI's seat rotates from game to game) and reports its win rate next to the 1/N a
seat would win by chance, plus the median / 95th percentile time of one choose() call.
Nothing here asserts on time.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from bench.timing import summary_ms
from games.base import State
from games.classic import GAME
from games.classic.ai import choose
from games.classic.engine import simple_move
from games.rng import Rng, seed_from
from gameuis.say import Say

EN = Say()  # the pictures drawn in English


def bench_render(samples: int = 200) -> dict[str, Any]:
    """Time `render_table` (5 seats, mid-challenge) and `render_hand` (bidding, one card
    selected) on real seeded views: median and p95 ms and PNG bytes of each; the top-level
    figures are the slower one's."""
    from rendering import classic as render

    names = ["Ada", "Bob", "Cyd", "Dee", "Eve"]
    table = render.public_view(render.sample_view(players=5, seed=11, phase="challenge"))
    hand_view = render.sample_view(players=5, seed=11, phase="bid")
    hand = hand_view["me"]["hand"]
    selected = [hand[0]["id"]] if hand else []
    results: dict[str, dict[str, Any]] = {}
    for label, draw in (
        ("table", lambda: render.render_table(table, names, EN)),
        ("hand", lambda: render.render_hand(hand_view, 0, "Ada", selected, say=EN)),
    ):
        draw()  # warm the caches once
        times, png = [], b""
        for _ in range(max(1, samples)):
            t0 = time.perf_counter()
            png = draw()
            times.append(time.perf_counter() - t0)
        results[label] = {**summary_ms(times), "png_bytes": len(png)}
    slow = max(results, key=lambda k: results[k]["median_ms"])
    return {**results[slow], "which": slow, **results}


def timing(times: Sequence[float]) -> dict[str, float]:
    """Median and 95th percentile of choose() times, in ms."""
    return summary_ms(times) if times else {"median_ms": 0.0, "p95_ms": 0.0}


def play_game(
    state: State, policies: Sequence[str], rng: Rng, times: list[float] | None = None
) -> State:
    """Play to the end: "ai" seats through choose() (timed into `times`), "random" seats
    through the engine's random_move, "simple" seats through simple_move."""
    while not state["over"]:
        seat = GAME.waiting_for(state)[0]
        policy = policies[seat]
        if policy == "ai":
            start = time.perf_counter()
            move = choose(state, seat)
            if times is not None:
                times.append(time.perf_counter() - start)
        elif policy == "simple":
            move = simple_move(state, seat)
        else:
            move = GAME.random_move(state, seat, rng)
        state, _ = GAME.apply(state, seat, move)
    return state


def compare_ai_random(
    games: int = 500, players: int = 2, seed: int = 0, times: list[float] | None = None
) -> dict[str, Any]:
    """Win rate of one AI seat against players - 1 random legal players; the AI's seat
    rotates from game to game. choose() times (seconds) go into `times` when given."""
    wins = 0
    for g in range(games):
        game_seed = seed_from("classic-compare", seed, players, g)
        ai_seat = g % players
        policies = ["random"] * players
        policies[ai_seat] = "ai"
        start = GAME.new_game(players, {}, game_seed)
        end = play_game(start, policies, Rng(seed_from("classic-random", game_seed)), times)
        wins += end["winner"] == ai_seat
    return {
        "players": players,
        "games": games,
        "ai_wins": wins,
        "win_rate": wins / games if games else 0.0,
        "baseline": 1 / players,
    }


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


def run(quick: bool) -> dict[str, Any]:
    """Venn Classic's figures for `python -m bench`."""
    return {
        "classic_render_table": bench_render(50 if quick else 200),
        "classic_ai_vs_random": bench_ai(games=40 if quick else 500),
    }


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m bench.classic")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(bench_ai(args.games, args.seed), indent=2))
