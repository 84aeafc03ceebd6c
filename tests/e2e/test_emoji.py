"""Application emoji: drawn by the bot, uploaded once (by name), used in the controls and
texts; when Discord refuses the upload the bot logs one line and plays without them. Each
game that uses them is checked both ways: the uploaded emoji where it was uploaded, the
plain text where it was refused."""

from __future__ import annotations

import logging
import re

import pytest

from bot.emoji import BOOK, PREFIX, emoji_name
from bot.gameui import seat_context, table_context
from games.classic import GAME as CLASSIC
from games.venice import GAME as VENICE
from games.venn import GAME as VENN
from gameuis.classic import UI as ClassicUI
from gameuis.classic import describe
from gameuis.venice import SUIT_MARK
from rendering.emoji import EMOJI, REDRAWN
from tests.contract.test_panels import components, table_for
from tests.e2e.harness import (
    latest_dm_panel,
    open_table,
    panel_by_key,
    play_venn_conditions,
    png_size,
    venn_status,
    wait_round,
)
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
    assert sorted(e["name"] for e in stored) == sorted(emoji_name(k) for k in EMOJI)
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


async def test_a_redrawn_emoji_is_uploaded_under_a_new_name_beside_the_old_one(world):
    """An application that still has the first drawing of a redrawn emoji (uploaded by an
    older version of the bot) gets the new drawing under its versioned name; the old
    emoji is left in place (an older worker may still use it) and the bot uses the new."""
    double, channel, host = world
    assert REDRAWN, "nothing was redrawn: this test has nothing to check"
    key = next(iter(REDRAWN))
    old_id = double.state.ids.next()
    old = {"id": old_id, "name": PREFIX + key, "image": b"old", "animated": False}
    double.app_emojis.emoji[old_id] = old
    await host.start()
    await BOOK.ready.wait()
    new = double.app_emojis.by_name(emoji_name(key))
    assert emoji_name(key) != PREFIX + key and new is not None and new["image"] != b"old"
    assert double.app_emojis.emoji[old_id] is old  # kept, not replaced nor deleted
    assert BOOK.get(key) is not None and BOOK.get(key).id == new["id"]
    assert len(uploads(double)) == len(EMOJI)  # the old name counted for nothing


def markup(double, key: str) -> str:
    """How Discord writes the uploaded emoji `key` in a text."""
    emoji = double.app_emojis.by_name(emoji_name(key))
    return f"<:{emoji['name']}:{emoji['id']}>"


def classic_position(seed: int) -> dict:
    """A Venn Classic game played by the AI until a challenge has turned a card over."""
    state = CLASSIC.new_game(3, {}, seed)
    while not CLASSIC.view(state, None)["turned"]:
        seat = CLASSIC.waiting_for(state)[0]
        state, _ = CLASSIC.apply(state, seat, CLASSIC.ai_move(state, seat))
    return state


@pytest.mark.parametrize("refused", [False, True], ids=["uploaded", "refused"])
async def test_dice_buttons_suit_texts_and_card_types_carry_the_emoji_or_plain_text(world, refused):
    double, venn_channel, host = world
    if refused:
        double.app_emojis.refuse_uploads = 403
    venice_channel = double.add_channel(venn_channel.guild_id, "venice")
    alice = double.add_user("alice")
    bot = await host.start()
    await BOOK.ready.wait()
    assert bool(BOOK.found) is not refused

    # VENN: each die's button shows its shape (the emoji), its label names die and value
    await open_table(double, alice, venn_channel, [], game="venn")
    await double.wait_for(lambda: venn_status(double, venn_channel, 1, "conditions"))
    key = VENN.flow((await bot.tables.load_table(1)).state).panel_key(0)
    await play_venn_conditions(
        double, alice, await double.wait_for(lambda: panel_by_key(double, alice, key))
    )
    await double.wait_for(lambda: venn_status(double, venn_channel, 1, "numbers"))
    state = (await bot.tables.load_table(1)).state
    panel = await double.wait_for(
        lambda: panel_by_key(double, alice, VENN.flow(state).panel_key(0))
    )
    dice = VENN.view(state, 0)["dice"]
    buttons = {
        b["label"].split(":")[0]: b
        for b in double.message(panel).buttons
        if ":" in b.get("label", "")
    }
    assert sorted(buttons) == sorted(dice)
    for name, b in buttons.items():
        if refused:
            assert "emoji" not in b
        else:
            uploaded = double.app_emojis.by_name(emoji_name(f"venn_{name.lower()}"))
            assert b["emoji"]["name"] == uploaded["name"] and str(b["emoji"]["id"]) == str(
                uploaded["id"]
            )

    # Forget Venice: the cut's cards in the status, each suit as its emoji or its letters
    await open_table(double, alice, venice_channel, [], ai=2, game="venice")
    status = await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(venice_channel) if "is cutting" in m.text), None
        )
    )
    cards = VENICE.view((await bot.tables.load_table(2)).state, None)["cards"]
    lines = [line for line in status.text.splitlines() if line.startswith("• ")]
    assert len(lines) == len(cards)
    for line, card in zip(lines, cards, strict=True):
        if refused:
            assert "<:" not in line and f"({' '.join(SUIT_MARK[s] for s in card['suits'])})" in line
        else:
            assert all(markup(double, f"venice_{s.lower()}") in line for s in card["suits"])
            assert len(re.findall(r"<:\w+:\d+>", line)) == len(card["suits"])

    # Venn Classic, drawn with the lookup as this start left it: a turned card in the
    # status carries its type's emoji; the holder's own options too; nothing else does
    state = classic_position(seed=3)
    table, ui = table_for("classic", state), ClassicUI()
    view = CLASSIC.view(state, None)
    text = (
        ui.status(table_context(table), view, [s.name for s in table.seats]).embeds[0].description
    )
    turned = [line for line in text.splitlines() if line.startswith("🔍")]
    assert len(turned) == len(view["turned"])
    for line, turn in zip(turned, view["turned"], strict=True):
        assert describe(turn["type"]) in line
        mark = markup(double, f"classic_{turn['type'].lower()}") if not refused else None
        assert (mark in line) if mark else "<:" not in line
    assert not any("<:" in line for line in text.splitlines() if not line.startswith("🔍"))
    # a challenge's menu names no card, so it has no emoji (whoever's turn it is)
    for seat in range(3):
        card = ui.panel(seat_context(table, seat), CLASSIC.view(state, seat), None)
        assert all("emoji" not in o for c in components(card) for o in c.get("options", []))
    fresh = CLASSIC.new_game(3, {}, 3)
    fresh, _ = CLASSIC.apply(
        fresh, CLASSIC.waiting_for(fresh)[0], CLASSIC.ai_move(fresh, CLASSIC.waiting_for(fresh)[0])
    )
    seat = CLASSIC.waiting_for(fresh)[0]
    me = CLASSIC.view(fresh, seat)
    assert me["phase"] == "place"
    card = ui.panel(seat_context(table_for("classic", fresh), seat), me, None)
    options = [o for c in components(card) for o in c.get("options", [])]
    assert len(options) == len(me["me"]["hand"])
    for option, held in zip(options, me["me"]["hand"], strict=True):
        assert describe(held["type"]) in option["label"]
        if refused:
            assert "emoji" not in option
        else:
            uploaded = double.app_emojis.by_name(emoji_name(f"classic_{held['type'].lower()}"))
            assert option["emoji"]["name"] == uploaded["name"]
            assert str(option["emoji"]["id"]) == str(uploaded["id"])
    assert double.response_schema_errors == []
