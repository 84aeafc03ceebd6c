"""Posts happen once, however often the bot tries them: a restart that forgot a post was
made (the process died between posting and noting it) repeats it as the same message."""

from __future__ import annotations

import asyncio
import sqlite3

from bot.emoji import BOOK
from tests.double.models import PATIENCE
from tests.e2e.harness import (
    choose_first,
    latest_dm_panel,
    open_table,
    play_round,
    status_messages,
    wait_round,
)


def forget_what_was_shown(db_path, table_id: int = 1) -> None:
    """What the database holds when the process dies right after posting the round's status
    and sending the panels, before it could note either."""
    with sqlite3.connect(db_path) as db:
        db.execute(
            "UPDATE tables SET announced = NULL, message_id = NULL, phase = NULL WHERE id = ?",
            (table_id,),
        )
        db.execute(
            "UPDATE seats SET panel_message_id = NULL, panel_turn = NULL WHERE table_id = ?",
            (table_id,),
        )


def round_panels(double, user, round_no: int) -> list:
    return [m for m in double.dm_messages(user) if f"round {round_no}/" in m.title]


async def test_a_restart_that_forgot_its_posts_makes_no_second_copy(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    await host.start()
    await open_table(double, alice, channel, [bob], clock="5")
    await wait_round(double, channel, 1)
    await host.bot.tables.idle()
    assert latest_dm_panel(double, alice, 1) is not None
    posts = [r for r in double.requests if r.method == "POST" and "/messages" in r.path]
    assert posts and all(r.json.get("enforce_nonce") and r.json.get("nonce") for r in posts)
    await host.stop()
    forget_what_was_shown(host.db_path)

    bot = await host.start()
    await bot.tables.idle()
    # the same status message and the same panel, noted again; not a second copy
    assert len(status_messages(double, channel)) == 1
    assert len(round_panels(double, alice, 1)) == 1
    assert len(round_panels(double, bob, 1)) == 1
    table = bot.tables.tables[1]
    assert table.shown.message_id == status_messages(double, channel)[0].id
    assert table.seats[0].panel_message_id == round_panels(double, alice, 1)[0].id
    assert table.phase is not None and table.deadline is not None
    # and the game goes on from there with those panels
    for user in (alice, bob):
        await play_round(double, user, latest_dm_panel(double, user, 1))
    await wait_round(double, channel, 2)


async def test_a_move_nobody_else_sees_costs_no_status_edit(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    await host.start()
    # the application emoji are uploaded in the background after the start: a status
    # posted before they are there shows the dice as plain characters, and the next look at
    # it (whatever the move) finds it changed. The table opens once they are there.
    await asyncio.wait_for(BOOK.ready.wait(), PATIENCE)
    await open_table(double, alice, channel, [bob], clock="0")
    status = await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    await host.bot.tables.idle()

    def status_edits() -> int:
        return sum(
            1 for r in double.requests if r.method == "PATCH" and r.path.endswith(f"/{status.id}")
        )

    before = status_edits()
    bonus = next(s for s in double.message(panel).selects if s["custom_id"].endswith(":bonus"))
    await choose_first(double, alice, panel, bonus)
    # the move settles the table (scheduled before its panel is shown), which looks at the
    # status after a pause: idle once that look is over, and any edit it made is recorded
    await host.bot.tables.idle()
    assert status_edits() == before  # a private move: the status reads the same
    await play_round(double, alice, double.message(panel))
    await double.wait_for(lambda: status_edits() > before)  # alice is done: that shows
    assert "**Done (1)**: alice" in double.message(status).text
