"""A click at a table another worker looks after is handed to that worker (bot.handover).

Two bot processes on one PostgreSQL, each running one of two shards; the table's server is
on shard 1, so worker 1 looks after it, while its player's DMs reach worker 0. Worker 0
passes her clicks on and worker 1 answers them: a form opened from a DM panel (which must be
the click's first answer, so worker 0 cannot acknowledge it first) and the typed moves sent
from it. When worker 1 stalls, worker 0 waits a moment, then makes the move itself through
the database; worker 1, back, does not make it again."""

from __future__ import annotations

import json
import os
import signal

import discord

from bot.clicks import Answer
from bot.delivery import retrying
from games.venn import GAME
from tests.chaos.botprocess import BotProcess
from tests.e2e.harness import (
    answered,
    choose_first,
    latest_dm_panel,
    open_table,
    panel_by_key,
    play_round,
    play_venn_conditions,
    private_note,
    venn_status,
    wait_round,
)
from tests.e2e.test_venice_game import forged_click
from tests.e2e.test_workers import guild_on_shard, running, two_workers
from tests.pg import query


async def looked_after_by(postgres_url: str) -> int:
    owner = (await query(postgres_url, "SELECT owner FROM tables WHERE id = 1"))[0]["owner"]
    return int(owner.split(":")[2][1:])  # "host:pid:s<shards>:random"


async def table_state(postgres_url: str) -> dict:
    row = (await query(postgres_url, "SELECT state FROM tables WHERE id = 1"))[0]
    return json.loads(row["state"]) if isinstance(row["state"], str) else row["state"]


# The round's first status carries worker 1's first VENN picture, and a process's first VENN
# picture builds the game's palette from AI-played specimens (rendering.venn.palette):
# seconds of CPU, in a drawing process that gives way to every other process (bot.drawing
# NICENESS). On two cores shared with other tests' bots that can take a minute or more: a
# guard against a hang, not a measurement.
FIRST_VENN_PICTURE_WITHIN = 180.0


def took(worker: BotProcess, interaction) -> bool:
    return any(f"took interaction {interaction.id} " in line for line in worker.logs)


def left_to(worker: BotProcess, interaction) -> bool:
    """Nobody took the click `worker` passed on in time: it made it itself."""
    return any(f"nobody took interaction {interaction.id} " in line for line in worker.logs)


async def test_a_form_from_a_dm_panel_is_opened_and_taken_by_the_tables_worker(
    discord_double, tmp_path, postgres_url
):
    double = discord_double
    alice = double.add_user("alice")
    channel = double.add_channel(guild_on_shard(double, 1, 2), "venn")
    workers = two_workers(double, tmp_path, postgres_url)
    async with running(workers):
        await open_table(double, alice, channel, [], game="venn")
        assert await looked_after_by(postgres_url) == 1
        await double.wait_for(
            lambda: venn_status(double, channel, 1, "conditions"),
            timeout=FIRST_VENN_PICTURE_WITHIN,
        )
        key = GAME.flow(await table_state(postgres_url)).panel_key(0)
        panel = await double.wait_for(lambda: panel_by_key(double, alice, key))
        await play_venn_conditions(double, alice, panel)
        await double.wait_for(lambda: venn_status(double, channel, 1, "numbers"))
        state = await table_state(postgres_url)
        key = GAME.flow(state).panel_key(0)
        panel = await double.wait_for(lambda: panel_by_key(double, alice, key))

        # the form is the click's first answer, from the worker looking after the table
        opened = await double.click(alice, panel, label="Type moves")
        await opened.responded()
        assert opened.modal is not None, opened.describe()
        assert took(workers[1], opened)
        roll = GAME.view(state, 0)["roll"]
        typed = ", ".join(f"{value}>P" for value in roll)
        sent = await answered(
            double, await double.submit_modal(alice, opened, values={"moves": typed})
        )
        assert not sent.ephemeral_messages, [m.content for m in sent.ephemeral_messages]
        await double.wait_for(lambda: took(workers[1], sent))
        moves = await query(postgres_url, "SELECT move FROM moves WHERE table_id = 1")
        placed = [
            move
            for move in (
                json.loads(m["move"]) if isinstance(m["move"], str) else m["move"] for m in moves
            )
            if move["type"] == "place"
        ]
        assert len(placed) == len(roll), placed  # one move per die, written once

        # a control not on the message is refused by the worker that got it
        forged = await forged_click(double, alice, panel, f"t:1:g:{key}:nothing")
        assert "not on this message" in await private_note(double, forged)
        assert not took(workers[1], forged)
        for worker in workers:
            assert not worker.tracebacks(), worker.tracebacks()[:2]


async def test_a_click_nobody_takes_is_made_once_by_the_worker_that_got_it(
    discord_double, tmp_path, postgres_url
):
    double = discord_double
    alice, bob = double.add_user("alice"), double.add_user("bob")
    channel = double.add_channel(guild_on_shard(double, 1, 2), "abstract")
    workers = two_workers(double, tmp_path, postgres_url)
    async with running(workers):
        await open_table(double, alice, channel, [bob])
        assert await looked_after_by(postgres_url) == 1
        await wait_round(double, channel, 1)
        panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))

        # worker 1 stalls (stopped, not dead: its lease still holds) while alice plays her
        # round: each click waits for it a moment, then worker 0 handles it
        os.kill(workers[1].proc.pid, signal.SIGSTOP)
        try:
            await play_round(double, alice, panel)
        finally:
            os.kill(workers[1].proc.pid, signal.SIGCONT)
        clicks = [i for i in double.interactions if i.user.id == alice.id and i.guild_id is None]
        moves = await query(postgres_url, "SELECT interaction_id FROM moves WHERE table_id = 1")
        made = [m["interaction_id"] for m in moves]
        assert made and set(made) <= {i.id for i in clicks}

        # back (it answers a command on its own shard again), worker 1 takes bob's clicks
        # (his DMs reach worker 0 too), each as soon as it hears of it in time; one it heard
        # of too late (a busy machine wakes a stopped process slowly) worker 0 makes, as
        # it made alice's. Either way each click is made once, by one worker; the round ends
        status = await answered(double, await double.slash(bob, channel, "table status"))
        assert status.original is not None and status.original.ephemeral
        panel = await double.wait_for(lambda: latest_dm_panel(double, bob, 1))
        await play_round(double, bob, panel)
        await wait_round(double, channel, 2)
        theirs = [i for i in double.interactions if i.user.id == bob.id and i.guild_id is None]
        assert theirs
        for click in theirs:
            assert took(workers[1], click) != left_to(workers[0], click), click.describe()
            assert len(click.callbacks) == 1
        # it heard of alice's old clicks before bob's (one connection, in order), and left
        # them: they were handled
        assert not any(took(workers[1], click) for click in clicks)
        assert all(len(click.callbacks) == 1 for click in clicks)
        moves = await query(postgres_url, "SELECT interaction_id FROM moves WHERE table_id = 1")
        hers = {i.id for i in clicks}
        assert [m["interaction_id"] for m in moves if m["interaction_id"] in hers] == made
        for worker in workers:
            assert not worker.tracebacks(), worker.tracebacks()[:2]


async def test_a_first_answer_given_already_becomes_an_edit(world):
    """Both workers may handle one handed-over click (its sender gave up waiting just as
    the table's worker took it): the one whose first answer Discord refuses edits the
    message instead, and nothing fails."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    # as a worker on PostgreSQL does for a click at a table another worker looks after
    bot.tables.handover.raw_interactions.install(bot._connection, lambda raw: True)
    await open_table(double, alice, channel, [bob])
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    click = await choose_first(double, alice, panel)
    _, raw = bot.tables.handover.raw_interactions.pop(click.id)
    # the other worker's copy of the click, answered already by this one
    again = discord.Interaction(data=raw, state=bot._connection)
    answer = Answer(retrying, again, within=60)
    await answer.panel({"content": "drawn by the other worker"})
    await answer.close()
    assert again.response.is_done()
    assert double.message(panel).content == "drawn by the other worker"
    [refused] = double.clear_violations("protocol")
    assert "already been acknowledged" in refused.message
    assert len(click.callbacks) == 1


async def test_only_a_click_at_another_workers_table_is_kept_to_hand_over(world):
    """A worker keeps a click's payload only while it may have to pass the click on: at a
    table it looks after, it never does, so nothing of that click is kept."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    bot.tables.handover.raw_interactions.install(bot._connection, bot.tables.handover.may_hand_over)
    await open_table(double, alice, channel, [bob])
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    click = await choose_first(double, alice, panel)
    assert 1 in bot.tables.tables
    assert bot.tables.handover.raw_interactions.pop(click.id) is None
    # the same click at a table this worker does not look after would be kept
    elsewhere = {**click.payload, "data": {**click.payload["data"], "custom_id": "t:99:g:x"}}
    assert bot.tables.handover.may_hand_over(elsewhere)
    assert not bot.tables.handover.may_hand_over({**elsewhere, "data": {"custom_id": "rules:1"}})
