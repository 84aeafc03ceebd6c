"""PostgreSQL going away in the middle of a game: a click is answered with a clear private
"try again", nothing is half-written, and the game goes on once the server is back."""

from __future__ import annotations

from bot.__main__ import extensions
from bot.app import GameBot
from tests.double.botrunner import running_bot
from tests.e2e.harness import (
    bot_settings,
    choose_first,
    latest_dm_panel,
    open_table,
    play_round,
    wait_round,
)
from tests.pg import query


async def alices_moves(url: str) -> int:
    return (await query(url, "SELECT count(*) FROM moves WHERE seat = 0"))[0][0]  # alice's


async def test_a_click_while_the_database_is_away_is_told_to_try_again(
    discord_double, tmp_path, postgres_server, postgres_url
):
    double = discord_double
    guild = double.add_guild("Outage")
    channel = double.add_channel(guild, "abstract")
    alice = double.add_user("alice")
    settings = bot_settings(double, tmp_path / "unused.sqlite3", postgres_url)
    async with running_bot(GameBot(settings, extensions=extensions()), double):
        await open_table(double, alice, channel, [], ai=1, clock="0")
        await wait_round(double, channel, 1)
        panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
        # alice plays her round up to its last click, "Confirm round"
        while double.message(panel).selects:
            await choose_first(double, alice, panel)
        before = await alices_moves(postgres_url)
        shown = double.message(panel).custom_ids

        postgres_server.stop()
        try:
            confirm = next(
                b for b in double.message(panel).buttons if b.get("label") == "Confirm round"
            )
            inter = await double.click(alice, panel, confirm["custom_id"])
            await inter.responded()
            note = await double.wait_for(
                lambda: inter.ephemeral_messages[0] if inter.ephemeral_messages else None,
            )
            assert "database did not answer" in note.content and "Try again" in note.content
            assert double.message(panel).custom_ids == shown  # the panel did not move on
        finally:
            postgres_server.restart_same_port()

        assert await alices_moves(postgres_url) == before  # nothing half-written
        # the same panel works again, the round ends and the game goes on
        await play_round(double, alice, panel)
        await wait_round(double, channel, 2)
        assert await alices_moves(postgres_url) > before
