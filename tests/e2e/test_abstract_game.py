"""Whole Abstract games through the Discord double, played the way people would."""

from __future__ import annotations

import asyncio
import json
from collections import Counter

from games.abstract import GAME as ENGINE
from tests.e2e.harness import (
    answered,
    assert_only_the_final_is_live,
    choose_first,
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    play_round,
    png_size,
    thread_messages,
    traffic,
    wait_round,
)


async def final_message(double, channel):
    return await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if m.title == "Abstract · final scores"),
            None,
        ),
    )


async def show_my_painting(double, user, panel) -> None:
    """Mid-round, the panel's picture is the painting as the round began, its text lists
    the round's moves; "Show my painting" shows the painting as it stands, privately."""
    await choose_first(double, user, panel)
    msg = double.message(panel)
    if msg.selects and ":sq:" in msg.selects[0]["custom_id"]:  # a square to pick first
        await choose_first(double, user, msg)
    msg = double.message(panel)
    assert "1. Painted " in msg.text and "*" in msg.text  # the move, and the grid marks it
    shown = [a.filename for a in msg.attachments]
    assert shown == ["panel.png"]  # the round's picture, kept
    inter = await answered(double, await double.click(user, msg, label="Show my painting"))
    mine = inter.original
    assert mine.ephemeral and [a.filename for a in mine.attachments] == ["mine.png"]
    assert mine.attachments[0].data != msg.attachments[0].data


async def test_three_player_game_to_the_end(world):
    double, channel, host = world
    alice = double.add_user("alice")
    bob = double.add_user("bob")
    carol = double.add_user("carol", dms_open=False)
    bot = await host.start()
    ui = bot.tables.games["abstract"]
    drawn: Counter[str] = Counter()
    draw = ui.panel_image

    def counted(view, seat, names, *said):  # (said: the language its words are drawn in)
        drawn[names[seat]] += 1
        return draw(view, seat, names, *said)

    ui.panel_image = counted

    lobby = await open_table(double, alice, channel, [bob, carol])
    assert "game started" in lobby.title
    assert not lobby.buttons  # the lobby's controls are gone once the game runs

    since = len(double.requests)  # the game's traffic, from the first round on
    carols = None
    for round_no in range(1, 13):
        status = await wait_round(double, channel, round_no)
        # the public status names who is still playing, and shows the roll
        assert "Roll:" in status.text and "Still playing (3)" in status.text
        for user in (alice, bob):
            panel = await double.wait_for(lambda u=user, r=round_no: latest_dm_panel(double, u, r))
            if round_no == 2 and user is alice:
                await show_my_painting(double, alice, panel)
            await play_round(double, user, panel)
        # carol's private panel goes on into the next round when her confirm ended one
        if carols is None or f"round {round_no}/" not in double.message(carols).text:
            carols = await open_ephemeral_panel(double, carol, status)
        await play_round(double, carol, carols)
        if round_no < 12:
            # the standings picture of the round is posted before the next round starts
            await wait_round(double, channel, round_no + 1)

    final = await final_message(double, channel)
    await bot.tables.idle()
    # discord.py keeps nothing of the table's messages (bot.gameui.stopped): no view waits
    # for their clicks (the bot routes them itself), nor for an ephemeral panel's timeout
    assert bot.persistent_views == []
    assert not [t for t in asyncio.all_tasks() if "timeout_task" in repr(t.get_coro())]
    assert_only_the_final_is_live(double, channel, [alice, bob, carol], "Abstract")
    sent = traffic(double, since)
    moves = len(await bot.storage.moves(1))
    # a panel picture per round (the painting as the round begins), not one per click: the
    # round's moves are shown in the panel's text, the picture kept on the message
    for name in ("alice", "bob", "carol"):
        assert sent["pictures_by_player"][name] <= 2 * 12, sent["pictures_by_player"]
    # nor drawn once per click: a message showing the picture of the same view keeps it
    # (about four clicks a round each: 48 drawings a player when every click drew one)
    for name in ("alice", "bob", "carol"):
        assert drawn[name] <= 12 + 2, drawn
    # a click is answered with its new panel (one call) unless a new picture comes; a
    # confirmed round's panel keeps its Take back until the round closes, then it is
    # closed by one edit (a seat a round)
    assert sent["requests"] <= 2 * moves + 3 * 12, (sent["requests"], moves)
    assert sent["on_demand_pictures"] == 1  # alice's "Show my painting", counted apart
    print(
        f"\nAbstract, 3 players x 12 rounds: {sent['panel_pictures'] / 36:.2f} panel pictures"
        f" and {sent['panel_bytes'] / 36 / 1000:.0f} KB per player per round,"
        f" {sent['requests'] / moves:.2f} REST calls per move ({moves} moves),"
        f" per player {sent['pictures_by_player']}"
    )
    table = (await bot.storage.active_tables()) or None
    assert table is None  # nothing left running
    record_row = await bot.tables.load_table(1)
    assert record_row.status == "finished"
    scores = ENGINE.scores(record_row.state)
    for seat, name in enumerate(["alice", "bob", "carol"]):
        assert f"{name}: {scores[seat]['total']}" in final.text
    # every painting and the standings are attached as real PNGs
    names = sorted(a.filename for a in final.attachments)
    assert names == ["final.png", "painting-1.png", "painting-2.png", "painting-3.png"]
    for attachment in final.attachments:
        width, height = png_size(attachment.data)
        assert width >= 600 and height >= 400
    # standings after rounds 1-11 were posted as images, in the thread under the status
    standings = [
        m
        for m in thread_messages(double, channel)
        if any(a.filename == "standings.png" for a in m.attachments)
    ]
    assert len(standings) == 11
    # carol's closed DMs were noticed once, in the channel, without any secret
    notices = [m for m in double.channel_messages(channel) if "DMs are closed" in m.content]
    assert len(notices) == 1 and f"<@{carol.id}>" in notices[0].content
    assert double.dm_messages(carol) == []
    # each player's stats were stored
    for seat, user in enumerate((alice, bob, carol)):
        stats = await bot.storage.user_stats(user.id)
        assert stats["abstract"]["played"] == 1
        assert stats["abstract"]["total_score"] == scores[seat]["total"]

    # the game record is offered on the final message
    export = await double.click(bob, final, label="Export game record")
    await export.responded()
    message = export.original
    assert message.ephemeral
    record = json.loads(message.attachments[0].data)
    assert record["game"] == "abstract" and record["names"] == ["alice", "bob", "carol"]
    assert [s["score"]["total"] for s in record["seats"]] == [s["total"] for s in scores]
    for seat in record["seats"]:
        assert len(seat["painting"]) == 4 and all(len(row) == 6 for row in seat["painting"])
        assert all(v == "X" or 1 <= v <= 6 for row in seat["painting"] for v in row)
