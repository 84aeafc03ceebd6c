"""Application emoji: drawn by the bot, uploaded once (by name), used in the controls and
texts; when Discord refuses the upload the bot logs one line and plays without them."""

from __future__ import annotations

import logging

import pytest

from bot.emoji import BOOK, PREFIX
from rendering.emoji import EMOJI
from tests.e2e.harness import latest_dm_panel, open_table, png_size, wait_round
from tests.e2e.test_platform import play_rounds, wait_final

pytestmark = pytest.mark.discord_double(check_responses=True)


def uploads(double) -> list:
    return [
        r
        for r in double.requests
        if r.method == "POST" and r.path.endswith("/emojis") and r.status < 300
    ]


async def test_uploaded_once_then_used_in_panels_and_texts(world):
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await BOOK.ready.wait()
    stored = double.app_emojis.emoji.values()
    assert sorted(e["name"] for e in stored) == sorted(PREFIX + k for k in EMOJI)
    assert all(png_size(e["image"]) == (128, 128) for e in stored)
    assert len(uploads(double)) == len(EMOJI)

    await host.restart()  # the second start finds them all and uploads nothing
    await BOOK.ready.wait()
    assert len(uploads(double)) == len(EMOJI) and len(BOOK.found) == len(EMOJI)
    ids = {e["name"]: e["id"] for e in double.app_emojis.emoji.values()}

    await open_table(double, alice, channel, [], clock="0")
    status = await wait_round(double, channel, 1)
    # the roll in the status text: each die as its emoji (Discord writes <:name:id>)
    assert f"<:{PREFIX}abstract_die_" in status.text
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    options = double.message(panel).select_options()
    assert options
    for option in options:  # each paint with its colour's emoji, numbered like the paint
        painted = option["label"].split()[1]
        name = f"{PREFIX}abstract_paint_{painted}"
        emoji = option["emoji"]
        assert emoji["name"] == name and str(emoji["id"]) == str(ids[name])
    assert double.response_schema_errors == []


async def test_a_refused_upload_leaves_a_bot_that_plays_a_whole_game(world, caplog):
    double, channel, host = world
    double.app_emojis.refuse_uploads = 403
    alice = double.add_user("alice")
    with caplog.at_level(logging.WARNING, logger="bot.emoji"):
        await host.start()
        await BOOK.ready.wait()
    told = [r for r in caplog.records if r.name == "bot.emoji"]
    assert len(told) == 1 and "403" in told[0].getMessage()
    assert BOOK.found == {} and double.app_emojis.emoji == {}

    await open_table(double, alice, channel, [], clock="0")
    status = await wait_round(double, channel, 1)
    assert "<:" not in status.text and "#1: " in status.text  # the plain dice faces
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    assert all("emoji" not in o for o in double.message(panel).select_options())
    await play_rounds(double, channel, [alice], range(1, 13))
    final = await wait_final(double, channel)
    assert "**1. alice: " in final.text
