"""The platform's own texts through the Discord double: at a practice table in the
pseudo-locale, every line the platform writes (the /learn answer, the panel's hint and its
"Suggest a move", the suggestion, a refusal with its rule, a stranger's refusal, the closed
panel's note) comes from the message files; and a German app reads them in German."""

from __future__ import annotations

import re

from bot.i18n import tr
from bot.i18n.pseudo import ACCENTED
from tests.e2e.harness import answered, private_note
from tests.e2e.test_learn import my_panel

# what players wrote or Discord draws: mentions, numbers, the game's and players' names
NOT_WORDS = re.compile(r"<[^>]*>|\d+|VENNi, Vidi, Vici|vvv|alice|bob|AI|[A-Z]\b")


def pseudo(text: str) -> bool:
    return any(c in text for c in ACCENTED.values())


def lines_of(*texts: str) -> list[str]:
    return [line for text in texts for line in text.splitlines() if line.strip()]


def panel_texts(message) -> list[str]:
    texts = [message.text, *(b.get("label") or "" for b in message.buttons)]
    for embed in message.embeds:
        texts += [f.get("name", "") + "\n" + f.get("value", "") for f in embed.get("fields", [])]
    return lines_of(*texts)


async def test_a_pseudo_locale_practice_table_leaves_no_platform_text_in_code(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    for user in (alice, bob):
        await bot.storage.preferences.set_language(user.id, "en-XA")
    settings = await bot.storage.server_settings(channel.guild_id)
    settings.language = "en-XA"
    await bot.storage.save_server_settings(settings)
    learned = await answered(double, await double.slash(alice, channel, "learn", {"game": "vvv"}))
    started = await double.wait_for(
        lambda: learned.ephemeral_messages[0] if learned.ephemeral_messages else None
    )
    texts = lines_of(started.content)
    state, panel = await my_panel(double, bot, alice)
    shown = panel_texts(panel)
    suggest = tr("en-XA", "learn-suggest")
    assert suggest in shown and any(tr("en-XA", "learn-hint-title") in t for t in shown)
    # the panel's own lines are the game's (checked by its own tests): the platform's are
    # its extras, the hint and the suggestion
    texts += [t for t in shown if tr("en-XA", "learn-hint-title") in t or t == suggest]
    asked = await answered(double, await double.click(alice, panel, label=suggest))
    note = await double.wait_for(lambda: asked.original if asked.original else None)
    texts += lines_of(note.text)
    # a typed dot off the board: the game's refusal, then the rule's page
    typed = await double.click(alice, panel, label=tr("en-XA", "vvv-type-dot"))
    await typed.responded()
    bad = await answered(
        double, await double.submit_modal(alice, typed, values={"x": "2000", "y": "2000"})
    )
    refused = await private_note(double, bad)
    assert "/" + tr("en-XA", "cmd-rules") in refused, refused
    texts += lines_of(refused)
    # a stranger's click on the table's panel button
    status = await double.wait_for(
        lambda: next((m for m in reversed(double.channel_messages(channel)) if m.buttons), None)
    )
    opened = tr("en-XA", "vvv-open-panel")
    stranger = await private_note(double, await double.click(bob, status, label=opened))
    assert stranger == tr("en-XA", "platform-not-seated")
    texts.append(stranger)
    for line in texts:
        assert pseudo(line) or not re.search(r"[A-Za-z]", NOT_WORDS.sub("", line)), line
    assert len(texts) > 6


async def test_a_german_app_reads_the_platform_in_german(world):
    double, channel, host = world
    hans, mia = double.add_user("hans", locale="de"), double.add_user("mia")
    bot = await host.start()
    await answered(double, await double.slash(mia, channel, "learn", {"game": "vvv"}))
    state, panel = await my_panel(double, bot, mia)
    assert "Suggest a move" in panel.labels  # mia's app is English
    status = await double.wait_for(
        lambda: next((m for m in reversed(double.channel_messages(channel)) if m.buttons), None)
    )
    refused = await private_note(double, await double.click(hans, status, label="Open my panel"))
    assert refused == (
        "Du sitzt nicht an diesem Tisch; nur seine Spieler können diese Knöpfe nutzen."
    )
    await bot.storage.preferences.set_language(mia.id, "de")
    asked = await answered(double, await double.click(mia, panel, label="Suggest a move"))
    note = await double.wait_for(lambda: asked.original if asked.original else None)
    assert note.text.startswith("🤖 Der Zug der KI für dich: **"), note.text
    assert "Warum: " in note.text and "Oder wähle deinen eigenen Zug." in note.text
