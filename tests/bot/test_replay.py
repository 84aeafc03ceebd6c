"""Replays without Discord: the stepping of every registered game, the frames and the
animated file (bot.replay, rendering.kit.frames)."""

from __future__ import annotations

import importlib
import io
import json
from functools import cache

import pytest
from PIL import Image

from bot.replay import (
    Replay,
    ReplayError,
    build_replay,
    caption,
    refusal,
    replay_steps,
    step_pictures,
)
from bot.storage import FINISHED, SeatRecord, TableRecord
from games import registry
from games.base import play_out
from rendering.kit.frames import encode_animation, every_kth, fit_animation, step_frame

SEED = 21


@cache  # each game is played once for all the tests (nothing here changes what it returns)
def simulated(name: str):
    """A whole AI game of `name`: its UI, seat count, options, moves and final state."""
    game = registry.get(name)
    ui = importlib.import_module(f"cogs.{name}").UI()
    players = max(game.seats.min, min(3, game.seats.max))
    options = ui.options_for(players)
    log: list = []
    final = play_out(game, game.new_game(players, options, SEED), ["ai"] * players, log=log)
    return ui, players, options, log, final


def table_of(name: str, players: int, options: dict, final: dict) -> TableRecord:
    return TableRecord(
        id=7,
        game=name,
        guild_id=1,
        channel_id=2,
        host_id=3,
        status=FINISHED,
        options=options,
        seed=SEED,
        state=json.loads(json.dumps(final)),  # as storage gives it back
        seats=[SeatRecord(seat=k, user_id=None, name=f"AI {k + 1}") for k in range(players)],
    )


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_steps_replay_the_whole_game_turn_by_turn(name):
    ui, players, options, log, final = simulated(name)
    game = ui.game
    steps = replay_steps(game, players, options, SEED, log)
    assert steps[0].state == game.new_game(players, options, SEED)
    assert steps[-1].state == final and steps[-1].over
    assert not any(s.over for s in steps[:-1])
    # every move is in exactly one step, and a step ends where the turn changes
    assert sum(len(s.moves) for s in steps) == len(log)
    keys = [game.flow(s.state).turn_key for s in steps[:-1]]
    assert all(a != b for a, b in zip(keys, keys[1:], strict=False))
    assert len(steps) > 2
    # each step is drawn from the public view of its own state
    for s in steps:
        assert s.view == game.view(s.state, None)
    # and the replay of a stored table agrees with the stored final state
    replay = build_replay(ui, table_of(name, players, options, final), log)
    assert replay.steps[-1].view == game.view(final, None)


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_step_has_a_picture_and_a_caption(name):
    ui, players, options, log, final = simulated(name)
    replay = build_replay(ui, table_of(name, players, options, final), log)
    last = len(replay) - 1
    for k in (0, 1, last // 2, last):
        pictures = step_pictures(ui, replay.steps[k], replay.names, k == 0)
        assert pictures, f"step {k} of {name} draws nothing"
        with Image.open(io.BytesIO(replay.png(k))) as img:
            assert img.width >= 360
    assert replay.caption(0) == "The game as it was set up"
    assert "game over" in replay.caption(last)
    mover = replay.names[replay.steps[1].moves[0][0]]
    assert mover in replay.caption(1)


def test_a_log_that_does_not_lead_to_the_stored_state_is_refused():
    ui, players, options, log, final = simulated("vvv")
    table = table_of("vvv", players, options, final)
    with pytest.raises(ReplayError, match="do not lead"):
        build_replay(ui, table, log[:-1])
    seat, move = log[0]
    with pytest.raises(ReplayError, match="stored move 1"):
        build_replay(ui, table, [(1 - seat, move), *log[1:]])


def test_venn_classic_steps_never_show_a_face_down_card():
    ui, players, options, log, final = simulated("classic")
    replay = build_replay(ui, table_of("classic", players, options, final), log)
    shown_turned = 0
    for step in replay.steps:
        view = step.view
        assert view["me"] is None  # no seat's own cards
        turned_in_play = {(t["seat"], t["slot"]) for t in step.state["turned"]}
        for seat in view["seats"]:
            for slot in seat["placed"]:
                if slot["turned"] is not None:
                    assert (seat["seat"], slot["slot"]) in turned_in_play
                    shown_turned += 1
        assert '"id"' not in json.dumps(view)  # no card is named by its id anywhere
    assert shown_turned  # the challenge's turned cards are shown


def test_captions_name_the_kinds_of_moves_not_their_content():
    ui, players, options, log, final = simulated("classic")
    steps = replay_steps(ui.game, players, options, SEED, log)
    placing = next(s for s in steps if any(kind == "place" for _, kind in s.moves))
    text = caption(placing, ["ann", "bob", "cy"], False)
    assert "place" in text and "[" not in text and "cards" not in text


def test_an_animation_decodes_with_one_frame_per_step_in_both_formats():
    ui, players, options, log, final = simulated("vvv")
    replay = build_replay(ui, table_of("vvv", players, options, final), log)
    for fmt in ("gif", "apng"):
        animation = replay.animation(fmt)
        with Image.open(io.BytesIO(animation.data)) as img:
            assert img.format == ("GIF" if fmt == "gif" else "PNG")
            assert getattr(img, "n_frames", 1) == len(replay) == len(animation.shown)
            assert img.size == (animation.width, animation.height)


def test_a_small_limit_drops_steps_but_keeps_the_last():
    pictures = [
        Image.new("RGB", (400, 300), (k * 9 % 256, k * 37 % 256, k * 71 % 256)) for k in range(30)
    ]
    encoded = [_png(p) for p in pictures]

    def frame_at(k: int, width: int, height: int) -> Image.Image:
        return step_frame([encoded[k]], f"Step {k + 1}", "noise", width, height)

    def natural_height(width: int) -> int:
        return step_frame([encoded[0]], "", "", width).height

    whole = encode_animation([frame_at(k, 360, natural_height(360)) for k in range(30)], "gif")
    limit = len(whole) // 3
    animation = fit_animation(30, frame_at, natural_height, "gif", limit)
    assert len(animation.data) <= limit
    assert animation.shown[-1] == 29 and animation.shown[0] == 0
    assert len(animation.shown) < 30
    with Image.open(io.BytesIO(animation.data)) as img:
        assert img.n_frames == len(animation.shown)
    assert every_kth(10, 3) == (0, 3, 6, 9) and every_kth(11, 3) == (0, 3, 6, 9, 10)


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue()


def test_a_replay_keeps_its_frames():
    ui, players, options, log, final = simulated("venice")
    replay = Replay(1, 1, ui, ["a", "b", "c"], replay_steps(ui.game, 3, options, SEED, log))
    assert replay.png(2) is replay.png(2)


def test_refusals_say_why_there_is_no_replay():
    ui, players, options, log, final = simulated("vvv")
    table = table_of("vvv", players, options, final)
    assert refusal(table, 7, 1) is None
    assert "There is no table 8" in (refusal(None, 8, 1) or "")
    assert "not played in this server" in (refusal(table, 7, 99) or "")
    for status, words in (
        ("running", "still being played"),
        ("lobby", "never started"),
        ("cancelled", "ended before its finish"),
    ):
        table.status = status
        assert words in (refusal(table, 7, 1) or "")
    table.status = FINISHED
    table.seats = [SeatRecord(seat=k, user_id=k + 1, name=f"p{k}") for k in range(13)]
    assert "crowd of 13" in (refusal(table, 7, 1) or "")
