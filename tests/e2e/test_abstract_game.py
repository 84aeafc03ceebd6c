"""Whole Abstract games through the Discord double, played the way people would."""

from __future__ import annotations

import json

from games.abstract import GAME as ENGINE
from tests.e2e.harness import (
    assert_only_the_final_is_live,
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    play_round,
    png_size,
    traffic,
    wait_round,
)


async def final_message(double, channel):
    return await double.wait_for(
        lambda: next(
            (
                m
                for m in double.channel_messages(channel)
                if m.embeds and m.embeds[0].get("title") == "Abstract · final scores"
            ),
            None,
        ),
        timeout=30,
    )


async def test_three_player_game_to_the_end(world):
    double, channel, host = world
    alice = double.add_user("alice")
    bob = double.add_user("bob")
    carol = double.add_user("carol", dms_open=False)
    bot = await host.start()

    lobby = await open_table(double, alice, channel, [bob, carol])
    assert "game started" in lobby.embeds[0]["title"]
    assert not lobby.buttons  # the lobby's controls are gone once the game runs

    for round_no in range(1, 13):
        status = await wait_round(double, channel, round_no)
        # the public status names who is still playing, and shows the roll
        assert "Roll:" in status.text and "Still playing (3)" in status.text
        for user in (alice, bob):
            panel = await double.wait_for(lambda u=user, r=round_no: latest_dm_panel(double, u, r))
            await play_round(double, user, panel)
        panel = await open_ephemeral_panel(double, carol, status)
        await play_round(double, carol, panel)
        if round_no < 12:
            # the standings picture of the round is posted before the next round starts
            await wait_round(double, channel, round_no + 1)

    final = await final_message(double, channel)
    await bot.tables.idle()
    assert_only_the_final_is_live(double, channel, [alice, bob, carol], "Abstract")
    sent = traffic(double)
    moves = len(await bot.storage.moves(1))
    # every panel edit after a move shows a changed picture here (paints, tokens, used
    # dice): one per move, plus each round's new panel
    assert sent["panel_pictures"] <= moves + 3 * 12 + 1
    print(
        f"\nAbstract, 3 players x 12 rounds: {sent['panel_pictures'] / 36:.2f} panel pictures"
        f" and {sent['panel_bytes'] / 36 / 1000:.0f} KB per player per round,"
        f" {sent['requests'] / moves:.2f} REST calls per move ({moves} moves)"
    )
    table = (await bot.storage.active_tables()) or None
    assert table is None  # nothing left running
    record_row = await bot.storage.get_table(1)
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
    # standings after rounds 1-11 were posted as images
    standings = [
        m
        for m in double.channel_messages(channel)
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
