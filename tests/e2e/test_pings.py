"""Turn pings through the Discord double, on Forget Venice with two people and an AI seat
(a game of single turns, so each turn has one seat to act): with an async clock the DM panel
is the ping and names the game, the channel and the table message; with a live clock one
channel message mentions the seat to act; `off` keeps quiet; never twice for a turn, not
after a retried settle, not after a restart."""

from __future__ import annotations

from bot import seat_panels
from bot.storage import StorageUnavailable
from games.venice import GAME
from tests.double import MessageFlag
from tests.e2e.harness import answered, open_table, panel_by_key
from tests.e2e.test_venice_game import cut_in_the_panel, take_first_pile

SILENT = MessageFlag.SUPPRESS_NOTIFICATIONS


async def set_pings(double, user, channel, when: str) -> str:
    inter = await answered(
        double, await double.slash(user, channel, "settings pings", {"when": when})
    )
    note = inter.ephemeral_messages[0]
    assert note.ephemeral
    return note.content


async def play_turns(double, bot, people, count: int) -> list[tuple[int, str]]:
    """Play `count` turns of the people (the AI plays its own); returns (user id, turn) of
    every turn a person had to act in, the turn waiting at the end included."""
    turns: list[tuple[int, str]] = []
    for number in range(count + 1):
        await bot.tables.idle()
        state = (await bot.tables.load_table(1)).state
        seat = GAME.waiting_for(state)[0]
        assert seat in people, "the AI seat acts on its own"
        user, flow = people[seat], GAME.flow(state)
        turns.append((user.id, flow.turn_key))
        key = flow.panel_key(seat)
        panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
        if number == count:
            break  # the turn waiting now: its panel (and ping) is out, it is not played
        if state["piles"] is None:
            await cut_in_the_panel(double, user, panel)
        else:
            await take_first_pile(double, user, panel)
    await bot.tables.idle()
    return turns


def as_sent(message) -> str:
    """A message's text as first sent (a panel's clicks edit it afterwards)."""
    return message.history[0].content if message.history else message.content


def channel_pings(double, channel, kind: str = "your turn in", *, shown: bool = False):
    """The channel mentions posted (with `shown`: those still in the channel; a mention is
    deleted once its players have acted, bot.pings)."""
    found = double.channel_messages(channel, include_deleted=not shown)
    return [m for m in found if kind in m.content]


def sent_json(double, message) -> dict:
    """The body the bot posted a channel message with."""
    return next(
        r.json
        for r in double.requests
        if r.method == "POST"
        and r.path.endswith(f"/channels/{message.channel_id}/messages")
        and isinstance(r.json, dict)
        and r.json.get("content") == message.content
    )


async def venice(world, bob_pings: str, clock: str, count: int):
    """alice and bob (who chose `bob_pings`) play `count` turns of Forget Venice with an AI."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    said = await set_pings(double, bob, channel, bob_pings)
    await open_table(double, alice, channel, [bob], ai=1, game="venice", clock=clock)
    return bot, alice, bob, said, await play_turns(double, bot, {0: alice, 1: bob}, count)


async def test_async_clock_the_dm_panel_is_the_ping_and_off_keeps_quiet(world, monkeypatch):
    # each turn by a new DM: here the others move at once, and a panel that takes the next
    # turn over within seconds of the player's own click carries no ping (bot.seat_panels
    # `_panel_in_place`, tested in test_one_live_panel)
    monkeypatch.setattr(seat_panels, "IN_PLACE_FOR", 0.0)
    double, channel, _ = world
    bot, alice, bob, said, turns = await venice(world, "off", "0", 6)
    assert "never" in said
    table = bot.tables.tables[1]
    guild_id = channel.guild_id
    for user in (alice, bob):
        mine = [t for uid, t in turns if uid == user.id]
        panels = double.dm_messages(user)
        # one DM panel per turn of theirs, none for the others' turns (AI's included)
        assert len(panels) == len(set(mine)) and mine
        for panel in panels:
            if user is alice:
                first = as_sent(panel).splitlines()[0]
                assert first.startswith("🔔 Your turn in **Forget Venice** (table 1)")
                assert f"<#{channel.id}>" in first
                link = first.rsplit(" ", 1)[1]
                assert link.startswith(f"https://discord.com/channels/{guild_id}/{channel.id}/")
                shown = double.message(int(link.rsplit("/", 1)[1]))  # the table message
                assert shown.channel_id == channel.id and shown.author.id == double.bot_user.id
                assert not panel.flags & SILENT
            else:  # off: the panel still comes, without a ping line, silently
                assert "Your turn in" not in as_sent(panel)
                assert panel.flags & SILENT
    if turns[-1][0] == alice.id:  # the waiting turn's ping links the table message shown now
        last = as_sent(double.dm_messages(alice)[-1]).splitlines()[0]
        assert last.endswith(f"/{table.shown.message_id}")
    assert not channel_pings(double, channel)  # DMs are open: no channel mention


async def test_live_clock_one_channel_mention_per_turn_and_all_adds_new_phases(world):
    double, channel, _ = world
    _, alice, bob, said, turns = await venice(world, "all", "5", 7)
    assert "new phase" in said
    pings = channel_pings(double, channel)
    for user in (alice, bob):
        mine = [t for uid, t in turns if uid == user.id]
        theirs = [m for m in pings if f"<@{user.id}>" in m.content.splitlines()[0]]
        assert len(theirs) == len(mine) and mine  # once per turn of theirs, never for others'
        for dm in double.dm_messages(user):  # the mention is the ping: the panel is silent
            assert dm.flags & SILENT and "Your turn in" not in as_sent(dm)
    for message in pings:
        body = sent_json(double, message)
        mentions = body["allowed_mentions"]
        assert mentions["parse"] == [] and {int(u) for u in mentions["users"]} == set(
            message.mentions
        )
        turn_line = message.content.splitlines()[0]
        assert turn_line.count("<@") == 1  # one seat acts in each turn of this game
        assert f"https://discord.com/channels/{channel.guild_id}/{channel.id}/" in message.content
    # all: bob also hears of each new phase in which he need not act, once a phase
    phases = [
        line
        for m in channel_pings(double, channel, "moved on to a new phase")
        for line in m.content.splitlines()
        if "moved on to a new phase" in line
    ]
    assert phases and all(line.startswith(f"🔔 <@{bob.id}>:") for line in phases)
    links = {line.rsplit(" ", 1)[1] for line in phases}  # the table's one status message
    assert len(links) == 1
    # each mention went away once its turn was played: only the waiting turn's is left
    shown = channel_pings(double, channel, shown=True)
    assert len(shown) == 1 and shown[0].id == pings[-1].id
    assert all(m.deleted for m in pings[:-1])


async def test_a_retried_turn_and_a_restart_do_not_ping_again(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    manager = bot.tables
    real_start_clock = manager.clocks.start_clock
    failed: list[str] = []

    async def start_clock_failing_once(table, turn, deadline):
        # the database goes away after the ping, before the turn is noted as started: the
        # table is settled again a second later, as after a crash
        if not failed:
            failed.append(turn)
            raise StorageUnavailable("the database went away")
        await real_start_clock(table, turn, deadline)

    manager.clocks.start_clock = start_clock_failing_once
    await open_table(double, alice, channel, [bob], ai=1, game="venice", clock="5")
    await double.wait_for(lambda: failed and manager.tables[1].phase == failed[0])
    await manager.idle()
    people = {0: alice, 1: bob}
    turns = await play_turns(double, bot, people, 2)
    assert len(channel_pings(double, channel)) == len(turns)  # the first turn pinged once

    bot = await host.restart()
    await bot.tables.idle()  # the restart's settling is over
    assert len(channel_pings(double, channel)) == len(turns)  # nothing repeated
    more = await play_turns(double, bot, people, 1)  # the waiting turn, then the next one
    assert more[0] == turns[-1]
    assert len(channel_pings(double, channel)) == len(turns) + 1
