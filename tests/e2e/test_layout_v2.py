"""One tidy table message: the lobby, the status and the final of a table are Components V2
layouts (one container in the game's colour: text displays, the picture as a media
gallery, separators, the controls as action rows inside it), accepted by the double's
checks against Discord's OpenAPI description; a malformed layout is refused."""

from __future__ import annotations

import discord
import pytest
from discord.http import Route

from gameuis.abstract import AbstractUI
from gameuis.venice import VeniceUI
from tests.double import MessageFlag
from tests.e2e.harness import answered, latest_dm_panel, play_round, wait_round
from tests.e2e.test_platform import play_rounds, wait_final

# the double also checks its own answers (the stored layouts it returns) against the spec
pytestmark = pytest.mark.discord_double(check_responses=True)

CONTAINER, ROW, TEXT, GALLERY, SEPARATOR = 17, 1, 10, 12, 14


def container(message) -> dict:
    """The message's one container, after checking the message is a V2 layout."""
    assert message.flags & MessageFlag.IS_COMPONENTS_V2, message
    assert not message.content and not message.embeds
    [box] = message.components
    assert box["type"] == CONTAINER
    return box


def kinds(box: dict) -> list[int]:
    return [c["type"] for c in box["components"]]


def labels_in_rows(box: dict) -> list[str]:
    """The labels of the controls in the container's own action rows."""
    return [
        c.get("label") or c.get("placeholder")
        for row in box["components"]
        if row["type"] == ROW
        for c in row["components"]
    ]


def gallery_files(message, box: dict) -> list[str]:
    """The attachments the container's galleries show, by name (each resolved by the
    double to that attachment's own address, as Discord answers)."""
    by_url = {a.url: a.filename for a in message.attachments}
    return [
        by_url[item["media"]["url"]]
        for part in box["components"]
        if part["type"] == GALLERY
        for item in part["items"]
    ]


def require_spec(double) -> None:
    if double.spec_skip_reason:
        pytest.skip(double.spec_skip_reason)


async def test_lobby_status_and_final_are_layouts(world):
    double, channel, host = world
    require_spec(double)
    alice = double.add_user("alice")
    await host.start()
    inter = await answered(double, await double.slash(alice, channel, "play", {"game": "abstract"}))
    lobby = double.message(inter.original)
    box = container(lobby)
    assert box["accent_color"] == AbstractUI.colour
    assert lobby.title == "Abstract: new table" and f"<@{alice.id}>" in lobby.text
    assert "**Seats**: 1 of 1-" in lobby.text and "**Turn clock**:" in lobby.text
    assert kinds(box)[-2:] == [ROW, ROW] and SEPARATOR in kinds(box)
    assert labels_in_rows(box)[:5] == ["Join", "Leave", "Add AI", "Start", "Cancel"]
    clock = next(s for s in lobby.selects if s["custom_id"].endswith(":clock"))
    await answered(double, await double.select(alice, lobby, clock["custom_id"], ["0"]))
    assert container(double.message(lobby))  # an edited layout stays a layout
    await answered(double, await double.click(alice, lobby, label="Start"))
    started = container(double.message(lobby))
    assert "game started" in double.message(lobby).title and ROW not in kinds(started)

    status = await wait_round(double, channel, 1)
    box = container(status)
    assert box["accent_color"] == AbstractUI.colour
    assert "Roll: " in status.text and "Still playing (1)" in status.text
    assert labels_in_rows(box) == ["Open my panel", "Follow"] and kinds(box)[-1] == ROW
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    assert panel.embeds and not panel.flags & MessageFlag.IS_COMPONENTS_V2  # panels stay
    await play_round(double, alice, panel)
    await wait_round(double, channel, 2)
    # one status message for the whole game: edited in place, it shows round 2, still live
    shown = double.message(status)
    assert container(shown) and shown.title.startswith("Abstract · round 2/")
    assert labels_in_rows(container(shown)) == ["Open my panel", "Follow"]

    await play_rounds(double, channel, [alice], range(2, 13))
    final = await wait_final(double, channel)
    await host.bot.tables.idle()
    closed = double.message(status)  # closed with the game: no control, still a layout
    assert container(closed) and not closed.buttons
    assert closed.title.startswith("Abstract · round 12/") and "is over" in closed.text
    box = container(final)
    assert box["accent_color"] == AbstractUI.colour
    assert "**1. alice: " in final.text
    # the standings first, then each painting: every attached picture is shown
    assert gallery_files(final, box) == ["final.png", "painting-1.png"]
    assert kinds(box).count(GALLERY) == 2
    assert "Rematch" in labels_in_rows(box) and "Export game record" in labels_in_rows(box)
    assert double.response_schema_errors == []


async def test_a_status_read_back_after_a_restart_keeps_its_title_and_picture(world):
    """The closing edit of a status posted before a restart reads the layout back."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    inter = await answered(double, await double.slash(alice, channel, "play", {"game": "venice"}))
    lobby = inter.original
    for _ in range(2):
        await answered(double, await double.click(alice, lobby, label="Add AI"))
    await answered(double, await double.click(alice, lobby, label="Start"))
    table = bot.tables.tables[1]

    def announced():  # (until then the message noted is the lobby's)
        shown = table.shown
        return shown.announced is not None and shown.message_id not in (None, lobby.id)

    await double.wait_for(announced)
    await bot.tables.idle()
    status = double.message(table.shown.message_id)
    box = container(status)
    assert box["accent_color"] == VeniceUI.colour
    assert gallery_files(status, box) == ["status.png"]
    title = status.title
    assert title.startswith("Forget Venice · half 1")

    bot = await host.restart()
    await answered(double, await double.slash(alice, channel, "table end"))
    ended = await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if "as they stood" in m.text), None
        ),
    )
    await bot.tables.idle()
    assert container(ended) and "table 1 was ended by alice" in ended.text
    assert "ended by alice" in double.message(status).text
    closed = double.message(status)
    box = container(closed)
    assert closed.title == title and not closed.buttons
    assert gallery_files(closed, box) == ["status.png"]  # the picture stayed
    assert double.response_schema_errors == []


async def test_a_malformed_layout_is_refused(world):
    """The checks are live: a layout the spec does not allow, and one past Discord's own
    limits, are refused with 400 and nothing is posted."""
    double, channel, host = world
    require_spec(double)
    bot = await host.start()
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=channel.id)
    v2 = int(MessageFlag.IS_COMPONENTS_V2)
    before = len(double.channel_messages(channel))

    # an empty container: the spec wants at least one component in it
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.request(route, json={"flags": v2, "components": [{"type": 17}]})
    assert refused.value.status == 400 and refused.value.code == 50035
    schema = double.clear_violations("schema")
    assert schema and "components" in str(schema[0])

    # well formed, but past the 4,000 characters all text displays may hold together
    texts = [{"type": TEXT, "content": "x" * 3000} for _ in range(2)]
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.request(
            route, json={"flags": v2, "components": [{"type": 17, "components": texts}]}
        )
    assert refused.value.status == 400
    assert double.clear_violations("limits")

    # and a layout with content beside it
    body = {"flags": v2, "content": "hi", "components": [{"type": TEXT, "content": "hello"}]}
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.request(route, json=body)
    assert refused.value.status == 400
    assert double.clear_violations("limits")
    assert len(double.channel_messages(channel)) == before
