"""A quiet channel: a table keeps one status message, edited in place as the game moves on,
tells what each round ended with (and its news: a clock that ran out, a seat handed to the
AI) in a thread under it, and deletes a turn's channel mention once its player has acted.

Issue 28's "done when": a three-person Forget Venice game and a two-person VENNi, Vidi,
Vici game, played through the panels (DM panels, and panels opened with the table
message's button, one player's DMs closed), with a live clock (so every turn is mentioned
in the channel) that runs out once, leave at most 6 of the table's messages in the channel,
notes included; no seat holds two live panels at any moment the bot is idle; every click is
answered; after the game no panel of any seat (ephemeral ones too) offers a live control.
Where the bot may not open threads, the status shows the round that just ended and the
news since, and the channel stays as quiet."""

from __future__ import annotations

import asyncio
import time

from games.venice import GAME as VENICE
from games.vvv import GAME as VVV
from games.vvv import engine as E
from tests.double.models import Permission
from tests.e2e.harness import (
    act,
    answered,
    any_panel_by_key,
    assert_one_live_panel,
    assert_only_the_final_is_live,
    final_message,
    open_ephemeral_panel,
    open_table,
    thread_messages,
)
from tests.e2e.test_venice_game import cut_in_the_panel, take_first_pile
from tests.e2e.test_vvv_game import pick

MOST_SHOWN = 6  # the table's messages left in the channel after a game
TIMED_OUT_AT = 3  # the turn whose clock is made to run out
AI_FOR_A_TURN_AT = 5  # the turn whose player is handed to the AI by the host, then rejoins


def pings_shown(double, channel) -> list:
    return [m for m in double.channel_messages(channel) if "your turn in" in m.content]


async def play_out(double, channel, bot, game, people, step, by_button=(), host=None) -> dict:
    """Play the table's game to its end through the people's panels; returns what was
    done. A person in `by_button` (their DMs closed, say) plays every turn in a panel
    opened with the status's button; the others take their DM panel, or every other turn
    the button's panel (which closes their DM panel). At turn `TIMED_OUT_AT` the clock is
    made to run out; at `AI_FOR_A_TURN_AT` the host hands the seat to the AI and its player
    takes it back. At each turn: one live panel per person, and at most the waiting turn's
    mention (or the clock's reminder) left in the channel."""
    users = list(people.values())
    done = {"turns": 0, "by_button": 0, "by_dm": 0, "timed_out": 0, "handed": 0}
    for turn in range(400):
        await bot.tables.idle()
        assert_one_live_panel(double, users)
        row = await bot.tables.load_table(1)
        if row.status == "finished":
            done["turns"] = turn
            return done
        assert len(pings_shown(double, channel)) <= 1
        seat = game.waiting_for(row.state)[0]
        user = people[seat]
        if turn == TIMED_OUT_AT:
            await bot.tables.set_deadline(1, time.time() + 0.2)
            await double.wait_for(
                lambda: any("Time ran out" in m.text for m in told(double, channel))
            )
            done["timed_out"] += 1
            continue
        if turn == AI_FOR_A_TURN_AT and host is not None:
            handed = await answered(
                double, await double.slash(host, channel, "table ai", {"player": user})
            )
            assert handed.original.ephemeral and "AI now plays" in handed.original.content
            await double.wait_for(
                lambda: any("AI now plays" in m.text for m in told(double, channel))
            )
            await bot.tables.idle()  # the AI played the turn
            back = await answered(double, await double.slash(user, channel, "table rejoin"))
            assert back.original.ephemeral and "Welcome back" in back.original.content
            done["handed"] += 1
            continue
        key = game.flow(row.state).panel_key(seat)
        if user in by_button or turn % 2:
            status = status_messages_of(double, channel, TITLES[row.game])[0]
            panel = await open_ephemeral_panel(double, user, status)
            assert any(f":g:{key}:" in c for c in panel.custom_ids), panel.text
            done["by_button"] += 1
        else:  # the DM panel (a turn begun in an answer goes on there: VVV's circle)
            panel = await double.wait_for(lambda u=user, k=key: any_panel_by_key(double, u, k))
            done["by_button" if panel.ephemeral else "by_dm"] += 1
        await step(double, user, panel, row.state, seat)
    raise AssertionError("the game did not end")


def told(double, channel) -> list:
    """What the table told outside the channel: its thread's messages, else the status."""
    return thread_messages(double, channel) or status_messages_of(double, channel, *TITLES.values())


async def venice_step(double, user, panel, state, seat) -> None:
    if state["piles"] is None:
        await cut_in_the_panel(double, user, panel)
    else:
        await take_first_pile(double, user, panel)


async def vvv_step(double, user, panel, state, seat) -> None:
    if E.stage_of(state) == "circle":
        await pick(double, user, panel, "circle")
        preview = double.message(panel)  # a picked circle is confirmed before it is drawn
        confirm = next(b for b in preview.buttons if b.get("label") == "Confirm")
        await act(double, user, preview, kind="button", custom_id=confirm["custom_id"])
    elif VVV.legal_moves(state, seat)[0]["type"] == "pass":
        msg = double.message(panel)
        await act(double, user, msg, kind="button", custom_id=msg.buttons[0]["custom_id"])
    else:
        await pick(double, user, panel, "region")
        await pick(double, user, panel, "spot")


def assert_quiet(double, channel, title: str, users) -> None:
    shown = double.channel_messages(channel)
    # lobby, status, final, and a closed-DMs notice: every note of the game counted
    assert len(shown) <= MOST_SHOWN, [m.text[:60] for m in shown]
    assert len(status_messages_of(double, channel, title)) == 1  # one status, the whole game
    assert not [m for m in shown if m.content.startswith(("⌛", "⏰")) or "AI now" in m.text]
    posted = double.channel_messages(channel, include_deleted=True)
    pings = [m for m in posted if "your turn in" in m.content or m.content.startswith("⏰")]
    assert pings and all(m.deleted for m in pings)  # each mention went once it was done
    assert not double.unanswered_interactions
    assert_only_the_final_is_live(double, channel, users, title)


TITLES = {"venice": "Forget Venice", "vvv": "VENNi, Vidi, Vici"}


def status_messages_of(double, channel, *titles: str) -> list:
    return [
        m
        for m in double.channel_messages(channel)
        for title in titles
        if m.title.startswith(f"{title} · ") and m.title != f"{title} · final scores"
    ]


def assert_told_in_the_thread(double, channel, title: str) -> None:
    """The rounds and the news are in one thread, opened from the status message."""
    in_thread = thread_messages(double, channel)
    assert in_thread and all(m.channel_id == in_thread[0].channel_id for m in in_thread)
    status = status_messages_of(double, channel, title)[0]
    assert in_thread[0].channel_id == status.id  # a thread opened from the status message
    texts = [m.content for m in in_thread]
    assert any(t.startswith("⌛ Time ran out") for t in texts)
    assert any("AI now plays" in t for t in texts)


async def test_a_three_person_forget_venice_game_leaves_a_quiet_channel(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    carol = double.add_user("carol", dms_open=False)  # plays by the table message's button
    bot = await host.start()
    await open_table(double, alice, channel, [bob, carol], game="venice", clock="5")
    people = {0: alice, 1: bob, 2: carol}
    done = await play_out(double, channel, bot, VENICE, people, venice_step, [carol], alice)
    await double.wait_for(lambda: final_message(double, channel, "Forget Venice"))
    await bot.tables.idle()
    assert done["turns"] >= 12 and done["by_button"] >= 4 and done["by_dm"] >= 4
    assert done["timed_out"] == done["handed"] == 1
    assert double.dm_messages(carol) == []
    assert_quiet(double, channel, "Forget Venice", list(people.values()))
    notes = [m for m in double.channel_messages(channel) if "DMs are closed" in m.content]
    assert len(notes) == 1 and f"<@{carol.id}>" in notes[0].content  # counted in the 6
    assert_told_in_the_thread(double, channel, "Forget Venice")
    assert not double.violations


async def test_a_two_person_vvv_game_leaves_a_quiet_channel(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="vvv", clock="5")
    people = {0: alice, 1: bob}
    done = await play_out(double, channel, bot, VVV, people, vvv_step, host=alice)
    await double.wait_for(lambda: final_message(double, channel, "VENNi, Vidi, Vici"))
    await bot.tables.idle()
    assert done["by_button"] >= 4 and done["by_dm"] >= 4
    assert done["timed_out"] == done["handed"] == 1
    assert_quiet(double, channel, "VENNi, Vidi, Vici", list(people.values()))
    assert_told_in_the_thread(double, channel, "VENNi, Vidi, Vici")
    assert not double.violations


async def test_without_threads_the_status_shows_the_latest_and_the_channel_stays_quiet(world):
    """The bot may not open threads here: the status shows the round that just ended and
    the news since (the status shows where the game stands, the final how it ended);
    nothing is refused twice."""
    double, channel, host = world
    double.set_channel_overwrite(channel, double.bot_user, deny=Permission.CREATE_PUBLIC_THREADS)
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], ai=1, game="venice", clock="5")
    seen = []

    async def step(double, user, panel, state, seat) -> None:
        status = status_messages_of(double, channel, "Forget Venice")[0]
        seen.append(status.text)
        if "Latest" in status.text:
            assert any(a.filename == "collections.png" for a in status.attachments)
        await venice_step(double, user, panel, state, seat)

    await play_out(double, channel, bot, VENICE, {0: alice, 1: bob}, step, host=alice)
    await double.wait_for(lambda: final_message(double, channel, "Forget Venice"))
    await bot.tables.idle()
    assert_quiet(double, channel, "Forget Venice", [alice, bob])
    assert thread_messages(double, channel) == []
    assert any("Time ran out" in t for t in seen) and any("AI now plays" in t for t in seen)
    assert any("Latest" in t for t in seen)
    asked = [r for r in double.requests if r.method == "POST" and r.path.endswith("/threads")]
    assert len(asked) == 1  # refused once, not asked again


async def test_news_told_at_once_opens_one_thread(world):
    """Two pieces of news told at the same moment, before the table's thread is open,
    open it once and both go there (a second opening is refused by Discord: a 400)."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=2, game="venice", clock="5")
    await bot.tables.idle()
    table = await bot.tables.table_by_id(1)
    assert table is not None and table.shown.announced is not None
    await asyncio.gather(
        bot.tables.status.tell(table, "first news", nonce="news-1"),
        bot.tables.status.tell(table, "second news", nonce="news-2"),
    )
    asked = [r for r in double.requests if r.method == "POST" and r.path.endswith("/threads")]
    assert len(asked) == 1
    texts = [m.content for m in thread_messages(double, channel)]
    assert "first news" in texts and "second news" in texts
    assert not double.violations
