"""/rules, /replay and /tournament through the Discord double, for a German Discord app: the
rules pages and their pager answer in German (and turn in German), and so do the refusals
of /replay and /tournament, while an English app in the same server still reads English;
a page posted for the whole channel is in the server's language."""

from __future__ import annotations

from tests.e2e.harness import BotHost, private_note


async def test_a_german_app_reads_rules_and_refusals_in_german(world):
    double, channel, host = world
    hans, mia = double.add_user("hans", locale="de"), double.add_user("mia")
    await host.start()
    asked = await double.slash(hans, channel, "rules", {"game": "venice", "topic": "setup"})
    await asked.responded()
    page = asked.original
    assert page.ephemeral and page.embeds[0]["title"] == "Forget Venice — Aufbau"
    assert page.embeds[0]["footer"]["text"].startswith("Seite 1/3 · /")
    await (await double.click(hans, page, label="Weiter ▶")).responded()
    turned = double.message(page).embeds[0]
    assert (
        turned["footer"]["text"].startswith("Seite 2/3") and "Zahlenkarten" in turned["description"]
    )
    english = await double.slash(mia, channel, "rules", {"game": "venice", "topic": "setup"})
    await english.responded()
    assert english.original.embeds[0]["title"] == "Forget Venice — Setup"
    unknown = await private_note(
        double, await double.slash(hans, channel, "rules", {"game": "chess"})
    )
    assert unknown.startswith("Ein Spiel namens `chess` kenne ich nicht.")
    replay = await private_note(double, await double.slash(hans, channel, "replay", {"table": 99}))
    assert replay == (
        "Einen Tisch 99 gibt es nicht. Die Tischnummer steht auf den Nachrichten jedes Tischs."
    )
    create = {"game": "venice", "format": "swiss", "rounds": 2, "seats": 3}
    refused = await private_note(
        double, await double.slash(hans, channel, "tournament create", create)
    )
    assert refused.startswith("Ein Turnier erstellen dürfen nur Mitglieder")
    withdraw = await private_note(
        double, await double.slash(hans, channel, "tournament withdraw", {})
    )
    assert withdraw == "Du spielst in keinem laufenden Turnier dieses Servers."


async def test_rules_posted_for_the_channel_are_in_the_servers_language(discord_double, tmp_path):
    double = discord_double
    guild = double.add_guild("Peintres", locale="fr")
    channel = double.add_channel(guild, "jeux")
    mia = double.add_user("mia")
    host = BotHost(double, tmp_path / "bot.sqlite3")
    try:
        await host.start()
        asked = await double.slash(mia, channel, "rules", {"game": "vvv", "public": True})
        await asked.responded()
        page = asked.original
        assert not page.ephemeral and page.embeds[0]["title"] == "VENNi, Vidi, Vici — Aperçu"
        mine = await double.slash(mia, channel, "rules", {"game": "vvv"})
        await mine.responded()
        assert mine.original.embeds[0]["title"] == "VENNi, Vidi, Vici — Overview"
    finally:
        await host.stop()
