"""`python -m bench --replay`: the replay of a whole VENN game, measured.

A VENN game of four AI seats (fixed seed) is replayed from its moves as the bot replays a
finished table (bot.replay): the steps, the pictures of every step, then the animated file
in each format, encoded as the Animation button does (one shared palette, under 8 MB).
Nothing here asserts on time.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from bot.replay_steps import UPLOAD_LIMIT, Replay, replay_steps
from games.base import play_out
from games.venn import GAME
from gameuis.venn import UI as VennUI

PLAYERS = 4
SEED = 2026


def run(quick: bool = False) -> dict[str, Any]:
    ui = VennUI()
    options = ui.options_for(PLAYERS)
    log: list = []
    play_out(GAME, GAME.new_game(PLAYERS, options, SEED), ["ai"] * PLAYERS, log=log)
    names = [f"player {k + 1}" for k in range(PLAYERS)]

    start = time.perf_counter()
    steps = replay_steps(GAME, PLAYERS, options, SEED, log)
    replayed = time.perf_counter() - start

    drawn = Replay(1, 1, ui, names, steps)
    start = time.perf_counter()
    for k in range(len(steps)):
        drawn.pictures(k)
    pictures = time.perf_counter() - start
    start = time.perf_counter()
    step_bytes = [len(drawn.png(k)) for k in range(len(steps))]
    step_frames = time.perf_counter() - start

    result: dict[str, Any] = {
        "players": PLAYERS,
        "seed": SEED,
        "moves": len(log),
        "steps": len(steps),
        "replay_steps_ms": round(replayed * 1000, 1),
        "draw_step_pictures_s": round(pictures, 2),
        "step_frames_png_s": round(step_frames, 2),
        "step_frame_bytes_mean": round(statistics.mean(step_bytes)),
        "upload_limit_bytes": UPLOAD_LIMIT,
    }
    for fmt in ("gif", "apng"):
        times, animation = [], None
        for _ in range(1 if quick else 3):
            # a fresh replay each time, its step pictures already drawn: frames and encoding
            fresh = Replay(1, 1, ui, names, steps, _pictures=dict(drawn._pictures))
            start = time.perf_counter()
            animation = fresh.animation(fmt)
            times.append(time.perf_counter() - start)
        assert animation is not None
        result[fmt] = {
            "encode_s_median": round(statistics.median(times), 2),
            "encode_s_runs": [round(t, 2) for t in times],
            "bytes": len(animation.data),
            "frames": len(animation.shown),
            "size_px": f"{animation.width}x{animation.height}",
        }
    return {"replay_venn": result}
