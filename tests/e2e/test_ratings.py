"""Ratings through Discord: a game between two people who played their own seats moves their
ratings on the server's /leaderboard; a game where the AI played one of them for most of it
is counted but moves no rating."""

from __future__ import annotations

import datetime

from tests.e2e.harness import answered, open_table, play_round, wait_round
from tests.e2e.test_platform import play_rounds, wait_final


def table_panel(double, user, table_id: int, number: int):
    """The user's DM panel of one table's round (an older table's panels look alike)."""
    for m in reversed(double.dm_messages(user)):
        titled = f"round {number}/" in m.title
        ours = any(
            (c.get("custom_id") or "").startswith(f"t:{table_id}:") for c in m.iter_components()
        )
        if titled and ours:
            return m
    return None


async def board(double, channel, user) -> dict:
    inter = await answered(
        double, await double.slash(user, channel, "leaderboard", {"game": "abstract"})
    )
    return (
        inter.original.embeds[0]
        if inter.original.embeds
        else {"description": inter.original.content}
    )


async def test_a_rated_game_moves_ratings_and_an_ai_played_seat_does_not(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    guild_id = channel.guild_id
    empty = await double.slash(alice, channel, "leaderboard", {"game": "abstract"})
    await empty.responded()
    assert "Nobody has finished" in empty.ephemeral_messages[0].content

    await open_table(double, alice, channel, [bob], clock="0")
    await play_rounds(double, channel, [alice, bob], range(1, 13))
    await wait_final(double, channel)
    await bot.tables.idle()
    first = {u: (await bot.storage.user_ratings(guild_id, u.id))["abstract"] for u in (alice, bob)}
    assert all(r["rated"] == 1 and r["played"] == 1 for r in first.values())
    # the game moved them (both play the same moves here: a tie, which makes each rating
    # more certain without moving its estimate)
    assert all(r["sigma"] < 25 / 3 for r in first.values())
    shown = await board(double, channel, alice)
    assert f"<@{alice.id}>" in shown["description"] and "skill" in shown["description"]

    # a second game: bob's seat is handed to the AI from the first round on
    second_channel = double.add_channel(channel.guild_id, "abstract-2")
    await open_table(double, alice, second_channel, [bob], clock="0")
    await wait_round(double, second_channel, 1)
    handed = await double.slash(alice, second_channel, "table ai", {"player": bob})
    await handed.responded()
    for number in range(1, 13):
        await wait_round(double, second_channel, number)
        panel = await double.wait_for(lambda n=number: table_panel(double, alice, 2, n))
        await play_round(double, alice, panel)
    await wait_final(double, second_channel)
    await bot.tables.idle()
    second = {u: (await bot.storage.user_ratings(guild_id, u.id))["abstract"] for u in (alice, bob)}
    for user in (alice, bob):
        assert second[user]["played"] == 2  # counted
        assert (second[user]["mu"], second[user]["sigma"], second[user]["rated"]) == (
            first[user]["mu"],
            first[user]["sigma"],
            1,
        )  # not rated: bob's seat was the AI's, and alice alone is no match
    stats = await answered(double, await double.slash(bob, channel, "stats"))
    assert "skill here" in stats.original.embeds[0]["fields"][0]["value"]

    # the month's board, from its own games alone: both counted twice, rated once
    month = datetime.datetime.now(datetime.UTC).strftime("%Y-%m")
    season = await answered(
        double,
        await double.slash(alice, channel, "leaderboard", {"game": "abstract", "season": month}),
    )
    embed = season.original.embeds[0]
    assert embed["title"].startswith("Abstract: ") and embed["title"] != "Abstract: leaderboard"
    for user in (alice, bob):
        assert f"<@{user.id}>: skill" in embed["description"]
    assert embed["description"].count("won of 2") == 2
    # a month without games, and a season that is not a month: short private answers
    old = await double.slash(
        alice, channel, "leaderboard", {"game": "abstract", "season": "2001-01"}
    )
    await old.responded()
    assert (
        "Nobody has finished a game of Abstract in January 2001"
        in old.ephemeral_messages[0].content
    )
    bad = await double.slash(alice, channel, "leaderboard", {"game": "abstract", "season": "soon"})
    await bad.responded()
    assert bad.response.ephemeral and "YYYY-MM" in bad.ephemeral_messages[0].content
