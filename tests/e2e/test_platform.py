"""The table manager through the double: restarts, refusals, faults, clocks, host tools."""

from __future__ import annotations

import time

import pytest

from tests.e2e.harness import (
    answered,
    assert_only_the_final_is_live,
    latest_dm_panel,
    live_messages,
    open_ephemeral_panel,
    open_table,
    play_round,
    private_note,
    thread_messages,
    wait_round,
)


async def play_rounds(double, channel, users, rounds):
    for round_no in rounds:
        await wait_round(double, channel, round_no)
        for user in users:
            panel = await double.wait_for(lambda u=user, r=round_no: latest_dm_panel(double, u, r))
            await play_round(double, user, panel)


async def wait_final(double, channel):
    return await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if m.title == "Abstract · final scores"),
            None,
        ),
    )


async def table_row(host, table_id=1):
    return await host.bot.storage.get_table(table_id)


async def test_restart_mid_game_then_finish(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    await host.start()
    await open_table(double, alice, channel, [bob], ai=1, clock="5")
    await play_rounds(double, channel, [alice, bob], range(1, 4))
    # round 4 is under way: alice has started her round, bob has not
    await wait_round(double, channel, 4)
    alice_panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 4))
    sel = double.message(alice_panel).selects[0]
    await (
        await double.select(alice, alice_panel, sel["custom_id"], [sel["options"][0]["value"]])
    ).responded()
    await host.bot.tables.idle()
    before = await table_row(host)
    deadline = before.deadline
    playing = host.bot.tables.tables[1].state  # the game as the manager had it
    await host.restart()
    after = await table_row(host)
    assert after.version == before.version and after.state == before.state
    resumed = host.bot.tables.tables[1]
    assert resumed.state == playing  # the moves stored after the last snapshot were replayed
    flow = host.bot.tables.games["abstract"].game.flow(resumed.state)
    assert resumed.deadline == pytest.approx(deadline) and resumed.phase == flow.turn_key
    assert flow.round == 4
    assert ("clock", 1) in host.bot.tables.scheduler  # the turn clock runs again
    # the panels sent before the restart still work
    await play_round(double, alice, double.message(alice_panel))
    bob_panel = latest_dm_panel(double, bob, 4)
    await play_round(double, bob, bob_panel)
    await play_rounds(double, channel, [alice, bob], range(5, 13))
    final = await wait_final(double, channel)
    assert "alice" in final.text and "AI 1" in final.text
    await host.bot.tables.idle()
    assert_only_the_final_is_live(double, channel, [alice, bob], "Abstract")
    assert (await table_row(host)).status == "finished"
    # no round was announced twice by the restarted bot: one status message, and each
    # ended round told once in its thread
    titles = [m.title for m in double.channel_messages(channel) if "round" in m.title]
    assert len(titles) == 1
    standings = [
        m
        for m in thread_messages(double, channel)
        if any(a.filename == "standings.png" for a in m.attachments)
    ]
    assert len(standings) == 11


async def test_strangers_stale_buttons_and_redelivery_change_nothing(world):
    double, channel, host = world
    alice, dave = double.add_user("alice"), double.add_user("dave")
    await host.start()
    lobby = await open_table(double, alice, channel, [], ai=1, clock="0")
    status = await wait_round(double, channel, 1)
    version = (await table_row(host)).version

    # a stranger: the table's panel button refuses them
    refused = await double.click(dave, status, label="Open my panel")
    await refused.responded()
    assert refused.response.ephemeral and "not seated" in refused.ephemeral_messages[0].content

    # alice has two panels of round 1: her DM and an ephemeral one (opening the ephemeral
    # one closes the DM panel; here Discord refuses that edit, so both stay live)
    dm_panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    refusal = double.inject_server_error(
        count=1, status=400, method="PATCH", path_contains=f"/messages/{dm_panel.id}"
    )
    eph = await open_ephemeral_panel(double, alice, status)
    await double.wait_for(lambda: refusal.remaining == 0)
    eph_ids = double.message(eph).custom_ids
    bonus = next(s for s in double.message(eph).selects if s["custom_id"].endswith(":bonus"))
    first = await double.select(alice, eph, bonus["custom_id"], [bonus["options"][0]["value"]])
    await first.responded()
    await double.wait_for(lambda: double.message(eph).custom_ids != eph_ids)
    moves = [move for seat, move in await host.bot.storage.moves(1) if seat == 0]
    assert moves[-1] == {"type": "bonus", "die": int(bonus["options"][0]["value"])}
    # redelivering the same interaction (same id and token) is ignored: no second answer
    # (looked at once the bot has answered the next interaction, sent after it)
    await double.redeliver(first)

    # the DM panel is now out of date: its click is explained and changes nothing
    now = double.message(eph).custom_ids  # the game as it stands
    mid_version = (await table_row(host)).version
    dm_select = double.message(dm_panel).selects[0]
    stale = await double.select(
        alice, dm_panel, dm_select["custom_id"], [dm_select["options"][0]["value"]]
    )
    assert "out of date" in await private_note(double, stale)
    assert len(first.messages) <= 1 and not double.violations
    assert (await table_row(host)).version == mid_version
    assert mid_version >= version  # AI moves and alice's own move were stored
    # ...and the DM panel is redrawn as the game stands: its controls work again, and it is
    # the seat's one live panel (the ephemeral one is closed)
    await double.wait_for(lambda: dm_select["custom_id"] not in double.message(dm_panel).custom_ids)
    assert double.message(dm_panel).custom_ids == now
    await double.wait_for(lambda: not double.message(eph).custom_ids)

    # lobby buttons after the start are refused politely
    assert not double.message(lobby).buttons
    # finishing the round from a fresh ephemeral panel; the round-1 DM panel is then closed
    await play_round(double, alice, await open_ephemeral_panel(double, alice, status))
    await wait_round(double, channel, 2)
    await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
    assert not double.message(dm_panel).custom_ids
    again = await double._component(
        alice,
        double.message(dm_panel),
        {"custom_id": dm_select["custom_id"], "component_type": 3, "values": ["0"]},
        None,
    )
    assert "not on this message" in await private_note(double, again)


async def test_rate_limit_and_gateway_drop_then_the_game_finishes(world):
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await open_table(double, alice, channel, [], ai=2, clock="0")
    await play_rounds(double, channel, [alice], range(1, 4))
    # Discord answers 429 to the next message posts; discord.py waits and retries
    double.inject_rate_limit(count=2, retry_after=0.2, path_contains="/messages")
    await play_rounds(double, channel, [alice], range(4, 6))
    assert double.rate_limit_hits >= 1
    # the gateway drops; discord.py resumes and interactions flow again
    await double.drop_gateway("abort")
    await double.wait_connected()
    await play_rounds(double, channel, [alice], range(6, 13))
    final = await wait_final(double, channel)
    assert "alice" in final.text
    assert double.resume_count + double.identify_count >= 2


async def test_turn_clock_reminds_then_the_ai_plays(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], clock="2")
    status = await wait_round(double, channel, 1)
    assert "Turn clock" in status.text
    await bot.tables.idle()  # the turn (and its deadline) is stored once its panels are out
    row = await table_row(host)
    assert row.deadline is not None and row.deadline > time.time() + 60
    # bob plays; alice does nothing. Bring the deadline close: first the reminder...
    await play_round(double, bob, await double.wait_for(lambda: latest_dm_panel(double, bob, 1)))
    await bot.tables.set_deadline(1, time.time() + 30.3)
    reminder = await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if m.content.startswith("⏰")), None
        )
    )
    assert f"<@{alice.id}>" in reminder.content and f"<@{bob.id}>" not in reminder.content
    # ...then the expiry: the AI plays alice's round and round 2 starts
    await bot.tables.set_deadline(1, time.time() + 0.2)
    # told in the thread under the table's status, not in the channel
    expired = await double.wait_for(
        lambda: next(
            (m for m in thread_messages(double, channel) if m.content.startswith("⌛")), None
        )
    )
    assert "alice" in expired.content
    await wait_round(double, channel, 2)
    moves = await bot.storage.moves(1)
    assert any(seat == 0 and move["type"] == "confirm" for seat, move in moves)
    # her round-1 panel, which the AI played for her, is closed: one live panel per seat
    await host.bot.tables.idle()
    live = live_messages(double, channel, [alice])
    assert [m.id for m in live if m.channel_id != channel.id] == [
        latest_dm_panel(double, alice, 2).id
    ], [m.text[:60] for m in live]
    # alice's seat stays hers: she plays round 2 herself
    await play_round(
        double, alice, await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
    )
    assert not bot.tables.tables[1].seats[0].is_ai


async def test_host_tools_lobby_rules_and_refusals(world):
    double, channel, host = world
    alice, bob, dave = double.add_user("alice"), double.add_user("bob"), double.add_user("dave")
    await host.start()
    inter = await answered(double, await double.slash(alice, channel, "play", {"game": "abstract"}))
    lobby = inter.original
    # a second table in the same channel is refused
    second = await double.slash(bob, channel, "play", {"game": "abstract"})
    assert "already has" in await private_note(double, second)
    # an unknown game is refused with the list of games
    unknown = await double.slash(bob, channel, "play", {"game": "chess"})
    assert "abstract" in (await private_note(double, unknown)).lower()
    # only the host starts; joining twice and leaving as a non-member are refused
    for user, label, words in (
        (bob, "Start", "Only the host"),
        (alice, "Join", "already seated"),
        (dave, "Leave", "not seated"),
    ):
        click = await double.click(user, lobby, label=label)
        assert words in await private_note(double, click)
    await answered(double, await double.click(bob, lobby, label="Join"))
    assert f"<@{bob.id}>" in double.message(lobby).text
    await answered(double, await double.click(bob, lobby, label="Leave"))
    assert f"<@{bob.id}>" not in double.message(lobby).text
    await answered(double, await double.click(bob, lobby, label="Join"))
    await answered(double, await double.click(alice, lobby, label="Start"))
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, bob, 1))

    # /table status for anyone; /table ai and /table end for the host only
    status = await double.slash(dave, channel, "table status")
    await status.responded()
    assert "alice" in status.ephemeral_messages[0].content
    denied = await double.slash(bob, channel, "table ai", {"player": alice})
    await denied.responded()
    assert "Only the host" in denied.ephemeral_messages[0].content
    handed = await double.slash(alice, channel, "table ai", {"player": bob})
    await handed.responded()
    assert "AI now plays bob" in handed.original.content
    # the AI plays bob's round; bob's own panel now refuses him politely
    refused = (
        await double.click(bob, panel, label="Undo")
        if any(
            b.get("label") == "Undo" and not b.get("disabled")
            for b in double.message(panel).buttons
        )
        else await double.select(
            bob,
            panel,
            double.message(panel).selects[0]["custom_id"],
            [double.message(panel).selects[0]["options"][0]["value"]],
        )
    )
    assert "AI is playing your seat" in await private_note(double, refused)
    back = await double.slash(bob, channel, "table rejoin")
    await back.responded()
    assert "yours again" in back.ephemeral_messages[0].content

    ended = await double.slash(alice, channel, "table end")
    await ended.responded()
    note = await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if "as they stood" in m.text), None
        )
    )
    assert note.attachments  # scores as they stood, with the paintings
    assert (await table_row(host)).status == "cancelled"
    # a button of the finished table explains itself
    old_status = next(
        m for m in double.channel_messages(channel) if m.title.startswith("Abstract · round")
    )
    # its status lost its controls; a click sent anyway (a client showing an old copy)
    # is answered with what happened
    assert not old_status.buttons and "ended by alice" in old_status.text
    late = await double._component(
        alice, old_status, {"custom_id": "t:1:panel", "component_type": 2}, None
    )
    await late.responded()
    assert "ended" in late.ephemeral_messages[0].content
    # the channel is free again
    again = await answered(double, await double.slash(bob, channel, "play", {"game": "abstract"}))
    assert not again.original.ephemeral and "new table" in again.original.text


async def test_a_thread_gets_its_own_table_and_out_of_turn_clicks_are_refused(world):
    double, channel, host = world
    thread = double.add_thread(channel, "abstract night")
    alice, bob = double.add_user("alice"), double.add_user("bob")
    await host.start()
    await open_table(double, alice, thread, [bob], clock="0")
    # the parent channel is free for a table of its own
    other = await answered(double, await double.slash(bob, channel, "play", {"game": "abstract"}))
    assert "new table" in other.original.text
    status = await wait_round(double, thread, 1)
    # alice confirms her round in an ephemeral panel; her DM panel is then out of turn
    # (opening the ephemeral one closes it; here Discord refuses that edit, so it stays live)
    dm_panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    refusal = double.inject_server_error(
        count=1, status=400, method="PATCH", path_contains=f"/messages/{dm_panel.id}"
    )
    await play_round(double, alice, await open_ephemeral_panel(double, alice, status))
    assert refusal.served == 1
    version = (await table_row(host)).version
    sel = double.message(dm_panel).selects[0]
    late = await double.select(alice, dm_panel, sel["custom_id"], [sel["options"][0]["value"]])
    assert "not your turn" in await private_note(double, late)
    assert (await table_row(host)).version == version
    await play_round(double, bob, await double.wait_for(lambda: latest_dm_panel(double, bob, 1)))
    # no thread opens in a thread: the round that ended is shown on the table's one status
    status = await wait_round(double, thread, 2)
    assert "Latest" in status.text
    assert any(a.filename == "standings.png" for a in double.message(status).attachments)
    assert not thread_messages(double, thread)
    assert len([m for m in double.channel_messages(thread) if "Abstract · round" in m.title]) == 1


async def test_rules_lookup_through_discord(world):
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    games = await double.autocomplete(alice, channel, "rules", {"game": "clas"}, focused="game")
    assert [c["value"] for c in games.choices][:1] == ["classic"]
    topics = await double.autocomplete(
        alice, channel, "rules", {"game": "abstract", "topic": "sco"}, focused="topic"
    )
    assert "scoring" in [c["value"] for c in topics.choices]
    inter = await double.slash(alice, channel, "rules", {"game": "abstract", "topic": "scoring"})
    await inter.responded()
    page = inter.original
    assert page.ephemeral and "Abstract" in page.embeds[0]["title"]
    # pages turn in place, and the topic select switches topics
    book = await double.slash(alice, channel, "rules", {"game": "venn", "topic": "overview"})
    await book.responded()
    rules = book.original
    first_text = rules.embeds[0]["description"]
    topic_select = next(s for s in rules.selects if s["custom_id"].startswith("rules:topic"))
    await (await double.select(alice, rules, topic_select["custom_id"], ["scoring"])).responded()
    scoring = double.message(rules)
    assert (
        "Scoring" in scoring.embeds[0]["title"] and scoring.embeds[0]["description"] != first_text
    )
    footer = scoring.embeds[0]["footer"]["text"]
    if "Page 1/1" not in footer:
        await (await double.click(alice, rules, label="Next ▶")).responded()
        assert "Page 2/" in double.message(rules).embeds[0]["footer"]["text"]
    bad = await double.slash(alice, channel, "rules", {"game": "monopoly"})
    await bad.responded()
    assert bad.response.ephemeral and "abstract" in bad.ephemeral_messages[0].content.lower()
    stats = await double.slash(alice, channel, "stats")
    await stats.responded()
    assert "no finished games" in stats.ephemeral_messages[0].content


async def test_a_failure_after_the_commit_tells_the_truth_and_settles(world):
    """Drawing the panel fails after the move was stored: the player hears that the move
    counted (never "nothing was changed"), and the table still moves on."""
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0")
    status = await wait_round(double, channel, 1)
    eph = await open_ephemeral_panel(double, alice, status)
    version = (await table_row(host)).version
    ui = host.bot.tables.games["abstract"]

    def broken(*_args):
        raise RuntimeError("the panel could not be drawn")

    ui.panel = broken  # the next panel fails, after the move is committed
    bonus = next(s for s in double.message(eph).selects if s["custom_id"].endswith(":bonus"))
    click = await double.select(alice, eph, bonus["custom_id"], [bonus["options"][0]["value"]])
    note = await private_note(double, click)
    assert "counted" in note and "nothing was changed" not in note
    assert (0, {"type": "bonus", "die": int(bonus["options"][0]["value"])}) in (
        await host.bot.storage.moves(1)
    )
    assert (await table_row(host)).version > version
    # the failure was logged as an error (expected here, so it is taken off the list)
    expected = [r for r in double.bot_errors if "could not be drawn" in str(r.exc_info)]
    assert expected
    double.bot_errors[:] = [r for r in double.bot_errors if r not in expected]
    del ui.panel  # drawing works again: the game goes on from a fresh panel
    fresh = await open_ephemeral_panel(double, alice, status)
    await play_round(double, alice, double.message(fresh))
    await wait_round(double, channel, 2)


async def test_clock_off_stops_the_running_clock_and_refusals_stay_private(world):
    double, channel, host = world
    alice, dave = double.add_user("alice"), double.add_user("dave")
    await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="2")
    await wait_round(double, channel, 1)
    manager = host.bot.tables
    await manager.idle()
    assert manager.tables[1].deadline is not None and ("clock", 1) in manager.scheduler
    off = await double.slash(alice, channel, "table clock", {"minutes": 0})
    await off.responded()
    assert "No turn clock" in off.original.content
    # the turn under way loses its deadline too: nothing will expire and play for alice
    assert manager.tables[1].deadline is None and ("clock", 1) not in manager.scheduler
    assert (await table_row(host)).deadline is None
    # a refusal reaches the host alone
    refused = await double.slash(alice, channel, "table ai", {"player": dave})
    await refused.responded()
    assert refused.response.ephemeral and "no seat" in refused.ephemeral_messages[0].content
    assert not any("no seat" in m.content for m in double.channel_messages(channel))


async def test_a_game_that_ends_during_a_crash_still_ends(world):
    """The last move is stored, then the process dies before the ending (final message,
    stats): after the restart the ending happens, and the stats count the game once."""
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0")
    await wait_round(double, channel, 1)
    manager = host.bot.tables

    async def crash_before_the_ending(table):  # the process dies right after the commit
        return None

    manager.turns.finish = crash_before_the_ending
    handed = await double.slash(alice, channel, "table ai", {"player": alice})
    await handed.responded()  # now the AI plays both seats to the end
    for _ in range(400):
        await manager.idle()
        if (await table_row(host)).status == "finished":
            break
    assert (await table_row(host)).status == "finished"
    assert await host.bot.storage.user_stats(alice.id) == {}
    assert await wait_final_absent(double, channel, host)

    await host.restart()
    final = await wait_final(double, channel)
    assert "alice" in final.text
    stats = await host.bot.storage.user_stats(alice.id)
    assert stats["abstract"]["played"] == 1
    await host.restart()  # nothing left to wrap up: no second final, no double count
    await host.bot.tables.idle()
    finals = [m for m in double.channel_messages(channel) if m.title == "Abstract · final scores"]
    assert len(finals) == 1
    assert (await host.bot.storage.user_stats(alice.id))["abstract"]["played"] == 1


async def wait_final_absent(double, channel, host) -> bool:
    await host.bot.tables.idle()  # all the work the bot had in hand is over
    return not any(m.title == "Abstract · final scores" for m in double.channel_messages(channel))


async def test_a_table_id_too_big_for_any_table_is_answered(world):
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    lobby = await open_table(double, alice, channel, [], ai=1, clock="0")
    for action in ("panel", "join"):
        forged = await double._component(
            alice, lobby, {"custom_id": f"t:{'9' * 30}:{action}", "component_type": 2}, None
        )
        assert "no longer exists" in await private_note(double, forged)


async def test_controls_outside_the_template_are_answered(world):
    """Custom ids no control of this bot carries (an older version's, or forged) get a
    private answer, never "This interaction failed"; nothing changes."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=1)
    status = await wait_round(double, channel, 1)
    await bot.tables.idle()  # the AI seat has played its round
    version = (await table_row(host)).version
    for cid in ("x", "t", "t:", "t:1:panel\n", "rules:page:abstract", "T:1:panel"):
        forged = await double._component(
            alice, status, {"custom_id": cid, "component_type": 2}, None
        )
        assert "not one this bot knows" in await private_note(double, forged), cid
    assert (await table_row(host)).version == version
    assert bot.tables.tables[1].status == "running"


async def test_values_no_menu_offered_are_refused(world):
    """A select answered with values it never listed, duplicated, or too many: refused
    privately, nothing changes (a hostile client is not Discord's)."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=1)
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    await bot.tables.idle()
    version = (await table_row(host)).version
    menu = panel.selects[0]
    offered = menu["options"][0]["value"]
    for values in (["0" * 150], [offered, offered], [offered + " "], ["-1"], []):
        forged = await double._component(
            alice,
            double.message(panel),
            {"custom_id": menu["custom_id"], "component_type": 3, "values": values},
            None,
        )
        assert "options the menu lists" in await private_note(double, forged), values
    assert (await table_row(host)).version == version


async def test_503_answers_are_tried_again_and_nothing_is_lost(world):
    """Discord answers 503 to channel posts, DM posts and interaction callbacks for a
    while: discord.py gives up on 503 at once, the bot tries again, the game goes on."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=1)
    await play_rounds(double, channel, [alice], range(1, 2))
    await bot.tables.idle()
    # the next status edit, the next post of a round's picture (in the thread under the
    # status: its id is the status message's) and the next click's first answer fail once
    status = await wait_round(double, channel, 2)
    rules = [
        double.inject_server_error(
            count=1, method="PATCH", path_contains=f"/channels/{channel.id}/messages/{status.id}"
        ),
        double.inject_server_error(
            count=1, method="POST", path_contains=f"/channels/{status.id}/messages"
        ),
        double.inject_server_error(count=1, method="POST", path_contains="/callback"),
    ]
    await play_rounds(double, channel, [alice], range(2, 4))
    assert all(rule.served == 1 for rule in rules)
    assert not double.unanswered_interactions
    await wait_round(double, channel, 4)
    await bot.tables.idle()
    # every post landed: one standings picture per finished round (in the thread under the
    # status), and every round's confirm of alice's is stored
    standings = [
        m
        for m in thread_messages(double, channel)
        if any(a.filename == "standings.png" for a in m.attachments)
    ]
    assert len(standings) == 3
    moves = await bot.storage.moves(1)
    assert sum(1 for seat, move in moves if seat == 0 and move["type"] == "confirm") == 3
    assert (await table_row(host)).state["round"] >= 4


async def test_an_over_long_option_gets_a_short_answer(world):
    """/play with a 2,000-character game name: a short private refusal that does not echo
    the whole name (an echo would pass Discord's limit and leave no answer at all)."""
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    asked = await double.slash(alice, channel, "play", {"game": "z" * 2000})
    note = await private_note(double, asked)
    assert "z" * 41 not in note and len(note) < 400 and "abstract" in note.lower()
