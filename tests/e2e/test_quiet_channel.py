"""A quiet channel: a table keeps one status message, edited in place as the game moves on,
tells what each round ended with in a thread under it, and deletes a turn's channel
mention once its player has acted. A three-person Forget Venice game and a two-person
VENNi, Vidi, Vici game, played through the panels with a live clock (so every turn is
mentioned in the channel), leave at most 6 of the table's messages in the channel; no seat
holds two live panels; every click is answered. Where the bot may not open threads, the
rounds are not told and the channel stays as quiet."""

from __future__ import annotations

from games.venice import GAME as VENICE
from games.vvv import GAME as VVV
from games.vvv import engine as E
from tests.double.models import Permission
from tests.e2e.harness import (
    act,
    assert_one_live_panel,
    assert_only_the_final_is_live,
    final_message,
    open_table,
    panel_by_key,
    thread_messages,
)
from tests.e2e.test_venice_game import cut_in_the_panel, take_first_pile
from tests.e2e.test_vvv_game import pick

MOST_SHOWN = 6  # the table's messages left in the channel after a game


def pings_shown(double, channel) -> list:
    return [m for m in double.channel_messages(channel) if "your turn in" in m.content]


async def play_out(double, channel, bot, game, people, step) -> int:
    """Play the table's game to its end through the people's DM panels; returns the turns
    played. At each turn: one live panel per person, and at most the waiting turn's
    mention left in the channel."""
    users = list(people.values())
    for turn in range(400):
        await bot.tables.idle()
        assert_one_live_panel(double, users)
        row = await bot.tables.load_table(1)
        if row.status == "finished":
            return turn
        assert len(pings_shown(double, channel)) <= 1
        seat = game.waiting_for(row.state)[0]
        user = people[seat]
        key = game.flow(row.state).panel_key(seat)
        panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
        await step(double, user, panel, row.state, seat)
    raise AssertionError("the game did not end")


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
    assert len(shown) <= MOST_SHOWN, [m.text[:60] for m in shown]
    assert len(status_messages_of(double, channel, title)) == 1  # one status, the whole game
    posted = double.channel_messages(channel, include_deleted=True)
    pings = [m for m in posted if "your turn in" in m.content]
    assert pings and all(m.deleted for m in pings)  # each mention went once it was done
    assert not double.unanswered_interactions
    assert_only_the_final_is_live(double, channel, users, title)


def status_messages_of(double, channel, title: str) -> list:
    final = f"{title} · final scores"
    return [
        m
        for m in double.channel_messages(channel)
        if m.title.startswith(f"{title} · ") and m.title != final
    ]


async def test_a_three_person_forget_venice_game_leaves_a_quiet_channel(world):
    double, channel, host = world
    alice, bob, carol = double.add_user("alice"), double.add_user("bob"), double.add_user("carol")
    bot = await host.start()
    await open_table(double, alice, channel, [bob, carol], game="venice", clock="5")
    people = {0: alice, 1: bob, 2: carol}
    turns = await play_out(double, channel, bot, VENICE, people, venice_step)
    await double.wait_for(lambda: final_message(double, channel, "Forget Venice"))
    await bot.tables.idle()
    assert turns >= 12
    assert_quiet(double, channel, "Forget Venice", list(people.values()))
    # the rounds are in the thread under the status message, not in the channel
    told = thread_messages(double, channel)
    assert told and all(m.channel_id == told[0].channel_id for m in told)
    status = status_messages_of(double, channel, "Forget Venice")[0]
    assert told[0].channel_id == status.id  # a thread opened from the status message
    assert not double.violations


async def test_a_two_person_vvv_game_leaves_a_quiet_channel(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="vvv", clock="5")
    people = {0: alice, 1: bob}
    await play_out(double, channel, bot, VVV, people, vvv_step)
    await double.wait_for(lambda: final_message(double, channel, "VENNi, Vidi, Vici"))
    await bot.tables.idle()
    assert_quiet(double, channel, "VENNi, Vidi, Vici", list(people.values()))
    assert not double.violations


async def test_without_threads_the_rounds_are_not_told_and_the_channel_stays_quiet(world):
    """The bot may not open threads here: the ended rounds are left out (the status shows
    where the game stands, the final how it ended); nothing is refused twice."""
    double, channel, host = world
    double.set_channel_overwrite(channel, double.bot_user, deny=Permission.CREATE_PUBLIC_THREADS)
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], ai=1, game="venice", clock="5")
    await play_out(double, channel, bot, VENICE, {0: alice, 1: bob}, venice_step)
    await double.wait_for(lambda: final_message(double, channel, "Forget Venice"))
    await bot.tables.idle()
    assert_quiet(double, channel, "Forget Venice", [alice, bob])
    assert thread_messages(double, channel) == []
    asked = [r for r in double.requests if r.method == "POST" and r.path.endswith("/threads")]
    assert len(asked) == 1  # refused once, not asked again
