"""A converted game's panel in its reader's language, through the Discord double: at one
Abstract table, the player who chose German gets a German panel by DM, the other an
English one, and the table's status stays in the server's language."""

from __future__ import annotations

from tests.e2e.harness import answered


def dm_panel(double, user, title: str):
    """The user's latest DM panel whose title holds `title`."""
    for message in reversed(double.dm_messages(user)):
        if title in message.title:
            return message
    return None


async def test_an_abstract_panel_is_in_its_reader_s_chosen_language(world):
    double, channel, host = world
    hans, mia = double.add_user("hans"), double.add_user("mia")
    bot = await host.start()
    await bot.storage.preferences.set_language(hans.id, "de")
    opened = await answered(double, await double.slash(mia, channel, "play", {"game": "abstract"}))
    lobby = opened.original
    await answered(double, await double.click(hans, lobby, label="Join"))
    await answered(double, await double.click(mia, lobby, label="Start"))
    german = await double.wait_for(lambda: dm_panel(double, hans, "Runde 1/"))
    english = await double.wait_for(lambda: dm_panel(double, mia, "round 1/"))
    assert "Runde bestätigen" in german.labels and "Mein Gemälde zeigen" in german.labels
    assert "Würfel: " in german.text and "Confirm round" not in german.labels
    assert "Confirm round" in english.labels and "Dice: " in english.text
