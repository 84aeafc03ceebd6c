"""The players' languages through the Discord double: the commands are registered in the
five languages; a German Discord app gets German private answers in a lobby and from /away,
/settings language switches them to French, /settings-server language makes the lobby
Spanish, and in the pseudo-locale every text of the lobby, /settings, /table, /away,
/leaderboard, /stats and Follow (and the news they make on a table) is from the message
files."""

from __future__ import annotations

import re

import pytest

from bot.i18n import tr
from bot.i18n.pseudo import ACCENTED
from bot.storage.base import RatingRow
from tests.double import Permission
from tests.e2e.harness import answered, private_note, thread_messages

TRANSLATED = ("de", "fr", "es-ES", "pt-BR")
NOT_YET: set[str] = set()  # every command is in the message files


@pytest.fixture
def people(world):
    """hans's Discord app is German, mia's English; mia manages the server."""
    double, channel, _ = world
    hans, mia = double.add_user("hans", locale="de"), double.add_user("mia")
    guild = double.guild(channel.guild_id)
    double.add_role(guild, "managers", permissions=Permission.MANAGE_GUILD, members=[mia])
    return hans, mia


def check_localized(item: dict, key: str, where: str) -> None:
    """`item` (a command or an option) has its name and description in every shipped
    language, the English ones from the message files too."""
    assert item["name"] == tr("en-US", key), where
    assert item["description"] == tr("en-US", f"{key}.desc"), where
    for locale in TRANSLATED:
        assert item["name_localizations"][locale] == tr(locale, key), (where, locale)
        assert item["description_localizations"][locale] == tr(locale, f"{key}.desc")


async def test_commands_are_registered_in_the_five_languages(world):
    double, channel, host = world
    await host.start()
    commands = [c for c in double.commands() if c["name"] not in NOT_YET]
    assert {"play", "settings", "settings-server", "rules"} <= {c["name"] for c in commands}
    for command in commands:
        check_localized(command, f"cmd-{command['name']}", command["name"])
        for sub in command.get("options", []):
            if sub["type"] == 1:  # a subcommand, and its options
                path = f"{command['name']}-{sub['name']}"
                check_localized(sub, f"cmd-{path}", path)
                options = [(path, o) for o in sub.get("options", [])]
            else:
                options = [(command["name"], sub)]
            for owner, option in options:
                check_localized(option, f"opt-{owner}-{option['name']}", owner)
    play = double.find_command("play")
    assert play["name_localizations"]["de"] == "spielen"
    pings = double.find_command("settings")["options"]
    when = next(o for o in pings if o["name"] == "pings")["options"][0]
    assert when["choices"][2]["name_localizations"]["fr"] == "jamais"


async def test_a_german_app_gets_german_answers_until_they_choose_french(world, people):
    double, channel, host = world
    hans, mia = people
    await host.start()
    lobby = (
        await answered(double, await double.slash(mia, channel, "play", {"game": "abstract"}))
    ).original
    assert "new table" in lobby.text  # the server's language: English
    refused = await private_note(double, await double.click(hans, lobby, label="Start"))
    assert refused == "Das darf nur der Gastgeber."
    await answered(double, await double.click(hans, lobby, label="Join"))
    again = await private_note(double, await double.click(hans, lobby, label="Join"))
    assert again == "Du sitzt schon an diesem Tisch."
    # the same click from an app set to Spanish (a Latin American one) is answered in Spanish
    latin = await double.click(hans, lobby, label="Join", locale="es-419")
    assert await private_note(double, latin) == "Ya estás sentado en esta mesa."
    # his own choice wins over his app's
    chosen = await double.slash(hans, channel, "settings language", {"language": "fr"})
    assert await private_note(double, chosen) == "Désormais, je te réponds en français."
    refused = await private_note(double, await double.click(hans, lobby, label="Start"))
    assert refused == "Seul l'hôte peut faire ça."
    shown = await private_note(double, await double.slash(hans, channel, "settings show"))
    assert "**Ta langue :** Français" in shown and "**Messages publics en :** English" in shown
    # and back to his app's language
    back = await double.slash(hans, channel, "settings language", {"language": "discord"})
    assert "Discord-App (Deutsch)" in await private_note(double, back)
    # /away answers him in German too (he sits at no table with an async clock)
    away = await private_note(double, await double.slash(hans, channel, "away", {"days": 2}))
    assert away.startswith("Du bist abwesend bis <t:") and "Noch 12 Abwesenheitstage" in away


async def test_the_server_language_makes_the_lobby_spanish(world, people):
    double, channel, host = world
    hans, mia = people
    bot = await host.start()
    # a server may open the managers' commands to everyone: the bot still refuses, in German
    double.find_command("settings-server", channel.guild_id)["default_member_permissions"] = None
    refused = await double.slash(hans, channel, "settings-server language", {"language": "es-ES"})
    assert "Berechtigung „Server verwalten“" in await private_note(double, refused)
    said = await double.slash(mia, channel, "settings-server language", {"language": "es-ES"})
    assert "ahora en español" in await private_note(double, said)
    assert (await bot.storage.server_settings(channel.guild_id)).language == "es-ES"
    lobby = (
        await answered(double, await double.slash(mia, channel, "play", {"game": "abstract"}))
    ).original
    assert "Abstract: mesa nueva" in lobby.text and "(anfitrión)" in lobby.text
    assert {"Sentarse", "Levantarse", "Empezar", "Cancelar"} <= set(lobby.labels)
    # hans's private answers stay German
    refused = await private_note(double, await double.click(hans, lobby, label="Empezar"))
    assert refused == "Das darf nur der Gastgeber."
    await answered(double, await double.click(mia, lobby, label="Añadir IA"))
    assert "🤖 IA 1" in double.message(lobby).text
    # a server whose managers chose nothing speaks its own preferred locale
    await answered(double, await double.click(mia, lobby, label="Cancelar"))
    await private_note(
        double,
        await double.slash(mia, channel, "settings-server language", {"language": "discord"}),
    )
    double.guild(channel.guild_id).locale = "pt-BR"
    lobby = (
        await answered(double, await double.slash(mia, channel, "play", {"game": "abstract"}))
    ).original
    assert "Abstract: mesa nova" in lobby.text and "Sentar" in lobby.labels


def visible_texts(message) -> list[str]:
    """Every text a player sees on a message: its lines, buttons and menus."""
    texts = [line for line in message.text.splitlines() if line.strip()]
    for component in message.iter_components():
        texts += [component[k] for k in ("label", "placeholder") if component.get(k)]
        texts += [o["label"] for o in component.get("options", [])]
    return texts


def pseudo(text: str) -> bool:
    return any(c in text for c in ACCENTED.values())


async def test_the_pseudo_locale_leaves_no_text_outside_the_files(world, people):
    double, channel, host = world
    hans, mia = people
    bot = await host.start()
    # the pseudo-locale is no Discord locale: it is stored as if chosen
    for user in (hans, mia):
        await bot.storage.preferences.set_language(user.id, "en-XA")
    settings = await bot.storage.server_settings(channel.guild_id)
    settings.language = "en-XA"
    await bot.storage.save_server_settings(settings)
    opened = await answered(double, await double.slash(mia, channel, "play", {"game": "abstract"}))
    lobby = opened.original
    button = {label: label for label in lobby.labels}
    join = next(label for label in button if label.startswith("Ĵöíñ"))
    await answered(double, await double.click(hans, lobby, label=join))
    notes = [
        await private_note(double, await double.click(hans, lobby, label=join)),
        await private_note(double, await double.click(hans, lobby, label=lobby.labels[3])),
    ]
    for command, options in (
        ("settings show", {}),
        ("settings pings", {"when": "off"}),
        ("settings quiet", {"from": "22:00", "to": "7:30"}),
        ("settings-server clock", {"hours": 12}),
        ("settings-server lobby-expiry", {"minutes": 45}),
        ("settings-server channel", {}),
        ("settings-server rules", {"public": True}),
    ):
        notes.append(await private_note(double, await double.slash(mia, channel, command, options)))
    texts = visible_texts(double.message(lobby)) + [
        line for note in notes for line in note.splitlines()
    ]
    # the lobby as the game starts
    start = next(label for label in lobby.labels if label.startswith("Šţàŕţ"))
    await answered(double, await double.click(mia, lobby, label=start))
    await double.wait_for(lambda: not double.message(lobby).labels)
    started = visible_texts(double.message(lobby))
    assert any("Abstract" in text and pseudo(text) for text in started), started
    texts += started
    texts += await table_away_and_board_texts(double, channel, bot, hans, mia)
    # each line of each text is the pseudo-locale's, but for what players wrote or Discord
    # draws: mentions, numbers, the game's name, the players' names
    for text in texts:
        own = re.sub(r"<[^>]*>|\d+|Abstract|abstract|Europe/\w+|UTC|hans|mia", "", text)
        assert pseudo(text) or not re.search(r"[A-Za-z]", own), text
    assert len(texts) > 40


async def table_away_and_board_texts(double, channel, bot, hans, mia) -> list[str]:
    """The running table's /table answers, /away's and the news they make on the table,
    /leaderboard's board (public) and refusals, /stats, Follow and /table end (every line of
    each)."""
    notes = []
    for user, command, options in (
        (hans, "table status", {}),
        (hans, "table clock", {"hours": 12}),  # not the host
        (mia, "table clock", {"hours": 12}),  # now an async table: /away is told there
        (mia, "table clock", {"minutes": 5, "hours": 1}),
        (mia, "table rejoin", {}),
        (hans, "away", {"days": 1}),
        (hans, "away", {"days": 30}),
        (hans, "leaderboard", {"game": "abstract"}),
        (hans, "leaderboard", {"game": "abstract", "season": "soon"}),
        (hans, "leaderboard", {"game": "chess"}),
        (hans, "stats", {}),
    ):
        notes.append(
            await private_note(double, await double.slash(user, channel, command, options))
        )
    assert any("⏳" in line for line in notes[0].splitlines())  # the status's seats

    def told() -> list[str]:  # the table's news: in its thread (or the channel)
        return [
            m.text for m in [*thread_messages(double, channel), *double.channel_messages(channel)]
        ]

    news = await double.wait_for(lambda: [t for t in told() if "💤" in t] or None)
    clock = [t for t in told() if "12" in t and "mia" in t and pseudo(t)]
    assert clock
    # a board with one rated and one unrated player, and hans's /stats
    table = await bot.tables.table_here(channel.id)
    rows = [RatingRow(hans.id, 27.5, 6.1, True, 1, True), RatingRow(mia.id, None, None, False, 2)]
    results = [(hans.id, 30, True), (mia.id, 20, False)]
    # (counted as if it had finished: a whole game would cost this test a minute)
    async with bot.storage.transaction():
        await bot.storage.db.execute("UPDATE tables SET results_done = 0 WHERE id = ?", (table.id,))
    assert await bot.storage.record_results(
        table.id, "abstract", results, guild_id=channel.guild_id, ratings=rows
    )
    board = await answered(
        double, await double.slash(mia, channel, "leaderboard", {"game": "abstract"})
    )
    assert not board.response.ephemeral and f"<@{hans.id}>" in board.original.text
    stats = await double.slash(hans, channel, "stats", {})
    await stats.responded()
    # Follow on the status, pressed by someone who does not play: the offer, its buttons
    # and the answer to a choice
    ana = double.add_user("ana")
    await bot.storage.preferences.set_language(ana.id, "en-XA")
    status = await double.wait_for(lambda: follow_status(double, channel))
    label = next(b["label"] for b in status.buttons if b["custom_id"].endswith(":follow"))
    pressed = await answered(double, await double.click(ana, status, label=label))
    offer = await double.wait_for(
        lambda: pressed.ephemeral_messages[0] if pressed.ephemeral_messages else None
    )
    offered, choices = offer.text, [b["label"] for b in offer.buttons]
    await answered(double, await double.click(ana, offer, label=choices[1]))
    followed = double.message(offer).text
    assert followed != offered
    notes += [label, offered, *choices, followed]
    # and the table ended: the host's answer, and the line over the scores as they stood
    notes.append(await private_note(double, await double.slash(mia, channel, "table end", {})))
    # (the status's close, and the channel's line over the scores, which names the game)
    ended = await double.wait_for(lambda: ended_lines(told()))
    shown = [*notes, *news, *clock, board.original.text, stats.ephemeral_messages[0].text, *ended]
    return [line for text in shown for line in text.splitlines() if line.strip()]


def ended_lines(texts: list[str]) -> list[str] | None:
    """The lines saying mia ended the table, once the channel's (naming the game) is out."""
    lines = [line for text in texts for line in text.splitlines() if "ƀý mia" in line]
    return lines if any("Abstract" in line for line in lines) else None


def follow_status(double, channel):
    """The table's status message, which offers Follow."""
    for message in reversed(double.channel_messages(channel)):
        if any(b.get("custom_id", "").endswith(":follow") for b in message.buttons):
            return message
    return None
