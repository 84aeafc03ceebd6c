"""A whole Venn Classic game through the Discord double, checking that no secret leaks."""

from __future__ import annotations

import json
import logging
import re

from bot.__main__ import QUIET_LOGGERS
from games.classic import GAME
from games.classic.data import load
from gameuis.classic import ClassicUI, describe
from tests.e2e.harness import (
    act,
    answered,
    choose_first,
    live_messages,
    open_ephemeral_panel,
    open_table,
    panel_by_key,
    private_note,
    shown_texts,
    thread_messages,
)

UI = ClassicUI()


class Capture(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


def latest_status(double, channel):
    return next(
        (
            m
            for m in reversed(double.channel_messages(channel))
            if m.title.startswith("Venn Classic · round")
        ),
        None,
    )


async def play_step(double, user, panel) -> None:
    """One decision through the panel: the first options, raising only while it is cheap."""
    for _ in range(4):
        msg = double.message(panel)
        selects = {s["custom_id"].split(":")[4]: s for s in msg.selects}
        buttons = {b.get("label"): b for b in msg.buttons}
        if "raise" in selects or "Pass" in buttons:
            raise_select = selects.get("raise")
            cheap = raise_select and int(raise_select["options"][0]["value"]) <= 1
            if cheap or "Pass" not in buttons:
                await choose_first(double, user, msg, raise_select)
            else:
                await act(double, user, msg, kind="button", custom_id=buttons["Pass"]["custom_id"])
            return
        for verb in ("colour", "count", "place", "turn", "recover", "discard"):
            if verb in selects:
                sel = selects[verb]
                n = sel.get("min_values", 1)
                await act(
                    double,
                    user,
                    msg,
                    kind="select",
                    custom_id=sel["custom_id"],
                    values=[o["value"] for o in sel["options"][:n]],
                )
                break
        else:
            raise AssertionError(f"nothing to do on {msg.text}")
        if verb != "colour":
            return


def leaks(text: str) -> list[str]:
    """Card descriptions or type codes outside the public lines about turned cards."""
    found = []
    words = [describe(t) for t in load().types] + list(load().types)
    for line in text.splitlines():
        if line.startswith("🔍"):
            continue
        found += [w for w in words if re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", line)]
    return found


async def test_three_player_game_with_closed_dms_keeps_every_secret(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    carol = double.add_user("carol", dms_open=False)
    users = [alice, bob, carol]
    capture = Capture()
    capture.setFormatter(logging.Formatter("%(name)s %(message)s"))
    root = logging.getLogger()
    old_level = root.level
    root.setLevel(logging.DEBUG)  # as with LOG_LEVEL=DEBUG
    quiet = {name: logging.getLogger(name).level for name in QUIET_LOGGERS}
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(logging.INFO)
    root.addHandler(capture)
    try:
        bot = await host.start()
        await open_table(double, alice, channel, [bob, carol], game="classic")
        for _ in range(600):
            await bot.tables.idle()
            row = await bot.tables.load_table(1)
            if row.status == "finished":
                break
            view = GAME.view(row.state, None)
            seat = (
                view["turn"]
                if view["phase"] in ("call", "bid", "challenge", "recover")
                else view["waiting"][0]
            )
            user = users[seat]
            key = GAME.flow(row.state).panel_key(seat)
            if user is carol:
                status = await double.wait_for(lambda: latest_status(double, channel))
                panel = await open_ephemeral_panel(double, carol, status, label="Show my hand")
            else:
                panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
            await play_step(double, user, panel)
        else:
            raise AssertionError("the game did not end")
    finally:
        root.removeHandler(capture)
        root.setLevel(old_level)
        for name, level in quiet.items():
            logging.getLogger(name).setLevel(level)

    row = await bot.tables.load_table(1)
    record = GAME.record(row.state)
    final = next(
        m for m in double.channel_messages(channel) if m.title == "Venn Classic · the winner"
    )
    await bot.tables.idle()
    live = live_messages(double, channel, [alice, bob, carol])
    assert live == [double.message(final)], [(m.text[:80], m.custom_ids) for m in live]
    first = next(line for line in final.text.split("\n") if line.startswith("**1. "))
    assert ["alice", "bob", "carol"][record["winner"]] in first
    turned = sum(len(r["turned"]) for r in record["rounds"])
    assert turned >= 1 and len(record["rounds"]) >= 2

    # nothing public names a face-down card: texts, embeds, labels, options, file names, edits
    # (the channel's messages and those of the thread under the table's status)
    public = [*double.channel_messages(channel), *thread_messages(double, channel)]
    for message in public:
        for text in shown_texts(message):
            assert not leaks(text), (text, leaks(text))
    # every turned card line matches a card really turned, with its real type
    turned_lines = {line for m in public for line in m.text.splitlines() if line.startswith("🔍")}
    real = {(t["seat"], t["slot"], t["type"]) for r in record["rounds"] for t in r["turned"]}
    assert len(turned_lines) <= len(real) + 1
    # hands reached alice and bob by DM only, carol only through ephemeral replies
    assert double.dm_messages(carol) == [] and double.dm_messages(alice) and double.dm_messages(bob)
    notices = [m for m in double.channel_messages(channel) if "DMs are closed" in m.content]
    assert (
        len(notices) == 1 and "Show my hand" in notices[0].content and not leaks(notices[0].content)
    )
    # no log line names a card
    assert capture.lines, "the capture saw no log lines"
    for line in capture.lines:
        assert not leaks(line), line
    # a stranger and an out-of-turn click are refused; the record is offered at the end
    dave = double.add_user("dave")
    refused = await double.click(dave, final, label="Export game record")
    data = json.loads((await answered(double, refused)).original.attachments[0].data)
    assert data["game"] == "classic" and data["winner"] == record["winner"]
    assert "not seated" not in (refused.original.content or "")
    # a stranger's record holds only cards turned face up; alice's adds her own, no more
    assert data["as_seen_by"] is None
    assert data["rounds"] == GAME.record_for(row.state, None)["rounds"]
    mine = await answered(double, await double.click(alice, final, label="Export game record"))
    hers = json.loads(mine.original.attachments[0].data)
    assert hers["rounds"] == GAME.record_for(row.state, 0)["rounds"] != record["rounds"]


async def test_strangers_and_old_panels_are_refused_and_change_nothing(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="classic")
    state = lambda: bot.tables.tables[1].state  # noqa: E731
    panel = await double.wait_for(
        lambda: panel_by_key(double, alice, GAME.flow(state()).panel_key(0))
    )
    await play_step(double, alice, panel)  # colour and count
    placing = await double.wait_for(
        lambda: panel_by_key(double, alice, GAME.flow(state()).panel_key(0))
    )
    # alice also opens her hand in the channel: a second panel with the same controls (it
    # closes her DM panel, but here Discord refuses that edit and the DM panel stays)
    await double.wait_for(lambda: latest_status(double, channel))
    refusal = double.inject_server_error(
        count=1, status=400, method="PATCH", path_contains=f"/messages/{placing.id}"
    )
    second = await open_ephemeral_panel(
        double, alice, latest_status(double, channel), label="Show my hand"
    )
    await double.wait_for(lambda: refusal.remaining == 0)
    stale_select = double.message(placing).selects[0]
    await play_step(double, alice, second)  # alice places from the channel's panel
    version = (await bot.storage.get_table(1)).version
    chosen = [o["value"] for o in stale_select["options"][: stale_select["min_values"]]]
    old = await double.select(alice, placing, stale_select["custom_id"], chosen)
    note = await private_note(double, old)
    assert "not your turn" in note or "out of date" in note
    # a stranger's click on the table message is refused
    dave = double.add_user("dave")
    status = latest_status(double, channel)
    assert "not seated" in await private_note(
        double, await double.click(dave, status, label="Show my hand")
    )
    assert (await bot.storage.get_table(1)).version == version
