"""Replays without Discord: the stepping of every registered game, the frames and the
animated file (bot.replay, rendering.kit.frames)."""

from __future__ import annotations

import importlib
import io
import json
from functools import cache

import pytest
from PIL import Image, ImageChops

from bot.replay import refusal
from bot.replay_steps import (
    Replay,
    ReplayError,
    build_replay,
    caption,
    replay_steps,
    step_pictures,
)
from bot.storage import FINISHED, SeatRecord, TableRecord
from games import registry
from games.base import TAKE_BACK, play_out
from games.classic.views import review_view
from gameuis.say import Say
from rendering import classic as cr
from rendering.classic.pieces import (
    MARK_NO,
    MARK_YES,
    _card_tile,
    _hidden_tile,
    _panel_fill,
    _tile_margin,
)
from rendering.classic.table import CARD_STEP, RAISE, _panel_style, _panel_xy
from rendering.kit.frames import encode_animation, every_kth, fit_animation, step_frame
from rendering.venn import render_final as render_venn_final
from rendering.venn.standings import NOTE, REPLAY_NOTE

EN = Say()  # the pictures drawn in English

SEED = 21


@cache  # each game is played once for all the tests (nothing here changes what it returns)
def simulated(name: str):
    """A whole AI game of `name`: its UI, seat count, options, moves and final state."""
    game = registry.get(name)
    ui = importlib.import_module(f"gameuis.{name}").UI()
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
    # and the replay of a stored table agrees with the stored final state: a stranger's
    # is drawn from the public view; a seat's from its own view where the game draws a
    # seat's replay, else from the public view too (one replay for everyone)
    table = table_of(name, players, options, final)
    replay = build_replay(ui, table, log)
    assert [s.view for s in replay.steps] == [game.view(s.state, None) for s in steps]
    as_seat = build_replay(ui, table, log, reader=0)
    shown = 0 if ui.replay_reads_seat else None
    assert [s.view for s in as_seat.steps] == [game.view(s.state, shown) for s in steps]


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


@pytest.mark.parametrize("name", ["abstract", "venice"])
def test_a_replay_shows_neither_a_move_taken_back_nor_its_take_back(name):
    ui, players, options, log, final = simulated(name)
    table = table_of(name, players, options, final)
    plain = build_replay(ui, table, log)
    seat, move = log[0]
    taken_back = [(seat, move), (seat, dict(TAKE_BACK)), *log]  # as the move log keeps them
    replay = build_replay(ui, table, taken_back)
    assert [s.view for s in replay.steps] == [s.view for s in plain.steps]
    assert [s.moves for s in replay.steps] == [s.moves for s in plain.steps]


def test_a_classic_replay_shows_a_seat_its_own_face_down_cards_and_nobody_else_any():
    ui, players, options, log, final = simulated("classic")
    game = ui.game
    table = table_of("classic", players, options, final)
    hidden_shown = turned_shown = 0
    for reader in (None, *range(players)):
        replay = build_replay(ui, table, log, reader)
        for k, step in enumerate(replay.steps):
            state, view = step.state, step.view
            deck = state["deck"]
            # the reader's own view of that moment, nothing more (the game's `view` decides)
            assert view == game.view(state, reader)
            review = review_view(view)
            assert [c is not None for c in review["revealed"]] == [
                s == reader for s in range(players)
            ]
            if reader is None:
                assert '"id"' not in json.dumps(view) and view["me"] is None
                if 0 < k < len(replay) - 1:  # the table as the channel showed it
                    assert step_pictures(ui, step, replay.names, False) == [
                        cr.render_table(view, replay.names, EN)
                    ]
                continue
            cards = review["revealed"][reader]
            assert cards is not None
            entry = state["seats"][reader]
            seat = view["seats"][reader]
            turned_in_play = {(t["seat"], t["slot"]) for t in state["turned"]}
            assert len(cards["placed"]) == len(seat["placed"]) == len(entry["layout"])
            for slot, card in zip(seat["placed"], cards["placed"], strict=True):
                assert card["type"] == deck[entry["layout"][slot["slot"]]]
                # turned in the replay exactly when turned over in play, as in play
                assert card["turned"] == ((reader, slot["slot"]) in turned_in_play)
                assert (slot["turned"] is not None) == card["turned"]
                hidden_shown += not card["turned"]
                turned_shown += card["turned"]
            assert sorted(c["type"] for c in cards["hand"]) == sorted(
                deck[c] for c in entry["hand"]
            )
            # a card in hand is flagged turned only if it came back from a turned slot
            seen = {c for i, c in enumerate(entry["layout"]) if (reader, i) in turned_in_play}
            assert sum(c["turned"] for c in cards["hand"]) == len(seen & set(entry["hand"]))
            if 0 < k < len(replay) - 1:
                assert step_pictures(ui, step, replay.names, False) == [
                    cr.render_review(review, replay.names, EN)
                ]
    assert hidden_shown and turned_shown


def test_venn_classic_replay_pictures_draw_face_down_cards_hatched_and_turned_ones_as_in_play():
    ui, players, options, log, final = simulated("classic")
    table = table_of("classic", players, options, final)
    step, reader = next(
        (s, reader)
        for reader in range(players)
        for s in build_replay(ui, table, log, reader).steps
        if s.state["turned"]
        and not s.over
        and any(
            not c["turned"]
            for seat in review_view(s.view)["revealed"]
            if seat
            for c in seat["placed"]
        )
    )
    view, names = review_view(step.view), table_of("classic", 3, {}, final).seats
    names = [s.name for s in names]
    assert step_pictures(ui, step, names, False) == [cr.render_review(view, names, EN)]
    with Image.open(io.BytesIO(cr.render_review(view, names, EN))) as img:
        picture = img.convert("RGB")
    n = len(view["seats"])
    w, h = cr.CARD_SIZES["small"]
    margin = _tile_margin(w)
    checked = {True: 0, False: 0}
    for seat, cards in zip(view["seats"], view["revealed"], strict=True):
        if cards is None:  # another seat: nothing of its own shown
            assert seat["seat"] != reader
            continue
        x0, y0 = _panel_xy(seat["seat"], n, True)
        bg = _panel_fill(_panel_style(view, seat, seat["seat"]))
        for i, (slot, card) in enumerate(zip(seat["placed"], cards["placed"], strict=True)):
            top = y0 + 92 + (0 if slot["pushed"] else RAISE) - margin
            left = x0 + 22 + i * CARD_STEP - margin
            if card["turned"]:
                mark = MARK_YES if slot["turned"] and _has(view, seat["seat"], slot) else MARK_NO
                tile = _card_tile(card["type"], "small", bg, None, mark)
            else:
                tile = _hidden_tile(card["type"], "small", bg)
            # the next slot's tile covers this one's right margin
            seen = min(tile.width, CARD_STEP)
            crop = picture.crop((left, top, left + seen, top + tile.height))
            assert (
                ImageChops.difference(crop, tile.crop((0, 0, seen, tile.height))).getbbox() is None
            )
            checked[card["turned"]] += 1
    assert checked[True] and checked[False]

    # the two looks differ without colour: in grey, the hidden card's edge is striped
    # dark (hatching, dashes) where a card in play has a plain light border
    def dark_at_edge(tile: Image.Image) -> int:
        band = tile.convert("L").crop((margin, margin + 10, margin + 6, margin + h - 10))
        return sum(1 for v in band.getdata() if v < 110)

    plain, hidden = _card_tile("RY", "small", cr.FACE), _hidden_tile("RY", "small", cr.FACE)
    assert dark_at_edge(plain) == 0 and dark_at_edge(hidden) > 20


def _has(view, seat: int, slot) -> bool:
    return any(
        t["has_colour"] for t in view["turned"] if t["seat"] == seat and t["slot"] == slot["slot"]
    )


def test_a_running_table_has_no_replay():
    ui, players, options, log, final = simulated("classic")
    # the replay view shows face-down cards: nothing but a finished table may be replayed
    for status in ("running", "lobby", "cancelled"):
        table = table_of("classic", players, options, final)
        table.status = status
        with pytest.raises(ReplayError, match="not finished"):
            build_replay(ui, table, log)


def test_venn_last_step_does_not_claim_the_sheets_are_attached():
    ui, players, options, log, final = simulated("venn")
    replay = build_replay(ui, table_of("venn", players, options, final), log)
    last = replay.steps[-1]
    shown = step_pictures(ui, last, replay.names, False)
    live = ui.final_images(ui.game.view(final, None), replay.names)[0][1]
    assert shown == [render_venn_final(last.view, replay.names, note=REPLAY_NOTE)]
    assert shown[0] != live  # the live final message keeps its own note
    assert REPLAY_NOTE != NOTE and "attached" not in REPLAY_NOTE


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

    def said(table: TableRecord | None, table_id: int, guild_id: int) -> str:
        text = refusal(table, table_id, guild_id)
        return text.in_locale("en-US") if text else ""

    assert "There is no table 8" in said(None, 8, 1)
    assert "not played in this server" in said(table, 7, 99)
    for status, words in (
        ("running", "still being played"),
        ("lobby", "never started"),
        ("cancelled", "ended before its finish"),
    ):
        table.status = status
        assert words in said(table, 7, 1)
    table.status = FINISHED
    table.seats = [SeatRecord(seat=k, user_id=k + 1, name=f"p{k}") for k in range(13)]
    assert "crowd of 13" in said(table, 7, 1)
