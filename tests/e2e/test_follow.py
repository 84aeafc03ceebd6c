"""Following a table from outside it (issue 29, item 4), through the Discord double: a
follower of a Venn Classic game is told of each round (when they chose it) and of the end,
sees nothing the channel does not show (no face-down card), and stops with one click; a
seated player cannot follow."""

from __future__ import annotations

from bot.budget import LIMIT
from games.classic import GAME
from tests.e2e.harness import answered, open_table, panel_by_key, private_note, shown_texts
from tests.e2e.test_classic_game import latest_status, leaks, play_step


async def follow(double, user, status, choice: str):
    """Press Follow on the status, then `choice` on the private offer; the offer after it."""
    pressed = await answered(double, await double.click(user, status, label="Follow"))
    offer = await double.wait_for(
        lambda: pressed.ephemeral_messages[0] if pressed.ephemeral_messages else None
    )
    assert {b.get("label") for b in offer.buttons} == {"The end only", "Each round too", "Unfollow"}
    await answered(double, await double.click(user, offer, label=choice))
    return double.message(offer)


async def play_classic(double, host, users, between) -> None:
    """Play table 1's Venn Classic game to its end (`between()` before each step)."""
    for _ in range(600):
        await host.bot.tables.idle()
        row = await host.bot.tables.load_table(1)
        if row.status in ("finished", "cancelled"):
            await host.bot.tables.idle()
            return
        if await between():
            continue  # (it changed the table: read it again)
        row = await host.bot.tables.load_table(1)
        view = GAME.view(row.state, None)
        seat = (
            view["turn"]
            if view["phase"] in ("call", "bid", "challenge", "recover")
            else view["waiting"][0]
        )
        key = GAME.flow(row.state).panel_key(seat)
        panel = await double.wait_for(lambda u=users[seat], k=key: panel_by_key(double, u, k))
        await play_step(double, users[seat], panel)
    raise AssertionError("the game did not end")


def ended(double, user):
    return [m for m in double.dm_messages(user) if "is over. The final scores" in m.text]


def status_now(double, channel):
    return double.message(latest_status(double, channel))


async def test_followers_are_told_of_rounds_and_the_end_and_nothing_secret(world):
    double, channel, host = world
    alice, bob, carol = (double.add_user(n) for n in ("alice", "bob", "carol"))
    dave, erin, gary = (double.add_user(n) for n in ("dave", "erin", "gary"))
    users = [alice, bob, carol]
    bot = await host.start()
    await open_table(double, alice, channel, [bob, carol], game="classic")
    status = await double.wait_for(lambda: latest_status(double, channel))

    # a seated player is told they need not follow; nothing is stored for them
    seated = await double.click(bob, status, label="Follow")
    assert "You play at this table" in await private_note(double, seated)
    assert await bot.storage.followers.followers(1) == []

    rounds = await follow(double, dave, status, "Each round too")
    assert "after each round" in rounds.content
    assert "when it ends" in (await follow(double, erin, status, "The end only")).content
    await follow(double, gary, status, "Each round too")
    # the status says how many follow it, at its own pace
    await double.wait_for(lambda: "3 following" in status_now(double, channel).text)

    gary_kept: list[int] = []

    async def unfollow_after_a_round() -> None:
        if not gary_kept and double.dm_messages(gary):
            # gary's first round: one click in the DM stops everything after it
            note = await private_note(
                double, await double.click(gary, double.dm_messages(gary)[0], label="Unfollow")
            )
            assert "no longer follow" in note
            await bot.tables.idle()
            gary_kept.append(len(double.dm_messages(gary)))

    await play_classic(double, host, users, unfollow_after_a_round)

    record = GAME.record((await bot.tables.load_table(1)).state)
    assert len(record["rounds"]) >= 2 and sum(len(r["turned"]) for r in record["rounds"])
    final = next(
        m for m in double.channel_messages(channel) if m.title == "Venn Classic · the winner"
    )
    winner_line = next(line for line in final.text.split("\n") if line.startswith("**1. "))

    def ends(user):
        return ended(double, user)

    # erin: the end only, once, the same public final the channel shows
    assert len(double.dm_messages(erin)) == 1 and len(ends(erin)) == 1
    assert winner_line in ends(erin)[0].text
    # dave: a summary of every round that ended before the last, then the end
    summaries = [m for m in double.dm_messages(dave) if "round" in m.text and "is over." in m.text]
    assert len(summaries) >= len(record["rounds"]) - 1 >= 1
    assert "round 1 is over" in summaries[0].text
    assert len(ends(dave)) == 1 and winner_line in ends(dave)[0].text
    # gary unfollowed after his first round: nothing since, not even the end
    assert gary_kept == [1] and len(double.dm_messages(gary)) == 1 and not ends(gary)
    # every DM a follower got can stop the following in one click
    for user in (dave, erin, gary):
        assert all(
            "Unfollow" in {b.get("label") for b in m.buttons} for m in double.dm_messages(user)
        )
    # nothing any follower was sent or shown names a face-down card
    sent = [
        m for u in (dave, erin, gary) for m in double.dm_messages(u) + double.ephemeral_messages(u)
    ]
    assert sent
    for message in sent:
        for text in shown_texts(message):
            assert not leaks(text), (text, leaks(text))
    # the players were told as players, never as followers
    for user in users:
        assert not any("is over. The final scores" in m.text for m in double.dm_messages(user))
    # the followers are kept; the channel's old statuses showed the count
    assert [f.user_id for f in await bot.storage.followers.followers(1)] == sorted(
        [dave.id, erin.id]
    )


async def test_followers_survive_a_restart_and_are_spared_when_closed_or_slowed(world):
    double, channel, host = world
    alice, bob, carol = (double.add_user(n) for n in ("alice", "bob", "carol"))
    ivan = double.add_user("ivan")
    hana = double.add_user("hana", dms_open=False)
    await host.start()
    await open_table(double, alice, channel, [bob, carol], game="classic")
    status = await double.wait_for(lambda: latest_status(double, channel))
    await follow(double, ivan, status, "Each round too")
    await follow(double, hana, status, "Each round too")
    seen: list[int] = []

    async def restart_and_slow_down_after_a_round() -> bool:
        if not seen and double.dm_messages(ivan):
            # a restart: the followers are read back from storage
            new = await host.restart()
            # then refusals mount: round summaries are optional traffic, the end is not
            new.budget.add(403, LIMIT // 4)
            assert new.budget.slowdown().level > 0
            seen.append(len(double.dm_messages(ivan)))
        elif seen and host.bot.tables.follows.skipped >= 1:
            # a round's summary was spared: the host ends the table, whose end still goes
            # out (the rest of the game at the slowed pace would only take longer)
            await answered(double, await double.slash(alice, channel, "table end"))
            return True
        return False

    await play_classic(double, host, [alice, bob, carol], restart_and_slow_down_after_a_round)
    assert seen == [1]
    told = await double.wait_for(
        lambda: [m for m in double.dm_messages(ivan) if "was ended by alice" in m.text] or None
    )
    assert len(double.dm_messages(ivan)) == 2 and len(told) == 1  # one summary, then the end
    assert host.bot.tables.follows.skipped >= 1
    # hana's DMs are closed: one refused try, remembered; nothing more was tried after it
    refused = [
        r
        for r in double.requests
        if r.status == 403 and r.method == "POST" and "/messages" in r.path
    ]
    assert len(refused) == 1 and double.dm_messages(hana) == []
    assert await host.bot.storage.dms_closed(hana.id)


async def test_a_table_ended_by_its_host_tells_its_followers_and_takes_no_more(world):
    double, channel, host = world
    alice, bob, dave = (double.add_user(n) for n in ("alice", "bob", "dave"))
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="classic")
    status = await double.wait_for(lambda: latest_status(double, channel))
    offer = await follow(double, dave, status, "The end only")
    await double.wait_for(lambda: "1 following" in status_now(double, channel).text)
    await answered(double, await double.slash(alice, channel, "table end"))
    await bot.tables.idle()
    told = await double.wait_for(lambda: double.dm_messages(dave))
    assert len(told) == 1 and "table 1 was ended by alice" in told[0].text
    for text in shown_texts(told[0]):
        assert not leaks(text), (text, leaks(text))
    # the offer's buttons at an ended table: a short refusal, nothing stored
    late = await double.click(dave, offer, label="Each round too")
    assert "This table has ended" in await private_note(double, late)
    assert [(f.user_id, f.rounds) for f in await bot.storage.followers.followers(1)] == [
        (dave.id, False)
    ]
    # Unfollow in the DM still stops it, once
    gone = await double.click(dave, told[0], label="Unfollow")
    assert "no longer follow" in await private_note(double, gone)
    assert await bot.storage.followers.followers(1) == []
