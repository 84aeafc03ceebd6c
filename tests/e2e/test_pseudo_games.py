"""Issue 29's proof that the games speak only from the message files: on a server whose
language, and whose players' languages, are the pseudo-locale (bot.i18n.PSEUDO, every letter
accented; here saying the longest words of any language, see below), a whole game of each game is played to its end by
people pressing their panels (as the chaos suite's player does, in a hurry, now and then
filling a form): two people, or one and an AI seat where a game is long, and an AI seat
more where a game wants three. Then:

- every text the bot sent to Discord (messages and their edits, embeds, buttons, menus and
  their options, forms, private answers, DMs, the thread's news, the threads' names) is
  accented: a plain-letter word is a text written in the code;
- every word the pictures drew is accented too (tests/rendering/drawn.py sees them all);
- and no worded label of any picture runs past its picture's edge or into another label,
  in the longest words any player gets: the pseudo-locale says, for each message, the
  longest of its own text (a third longer than English) and each shipped language's, all
  accented (tests/gameuis/longest.py).
"""

from __future__ import annotations

import contextlib
import os
import random
import re
from typing import Any

import pytest

from bot.i18n import DEFAULT, PSEUDO, SHIPPED, catalog, tr
from bot.i18n.pseudo import ACCENTED, PAD
from games import registry
from games.venn.data import load as load_venn
from tests.chaos import player
from tests.chaos.player import ASIDE, PanelPlayer, _label, panel_controls
from tests.e2e.harness import answered
from tests.gameuis.longest import longest_words
from tests.gameuis.spoken import outside_files
from tests.rendering.drawn import Drawn, crowded, drawn_texts

PEOPLE = ("alice", "bob")
# Forget Venice wants three players; VENNi, Vidi, Vici's game is long (one person and
# the AI keep the test short)
AI_SEATS = {"venice": 1, "vvv": 1, "venn": 1, "classic": 1}
PEOPLE_AT = {"vvv": 1, "venn": 1, "classic": 1}
# what no message file writes: mentions, timestamps and custom emoji, numbers, links,
# the players' names (a name stays as its player wrote it)
# single letters and Roman numerals (a circle's, a goal's, a mark's: "A: (100, 330)", "X",
# a criterion's "II")
MARKUP = (
    r"<[^>]*>|\d+|https?://\S+|attachment://\S+|(?<![A-Za-z])([A-Za-z]|[IVX]+)(?![A-Za-z])|"
    + "|".join(rf"\b{p}\b" for p in PEOPLE)
)
# the keys of a sent message's JSON whose strings a player reads
SHOWN = ("content", "title", "description", "label", "placeholder", "text")


def notation() -> dict[str, tuple[str, ...]]:
    """A game's own notation, printed as it is in every language: VENN's section codes
    and circles ("Kh2"), PARK's ("P3"), SUM and PARK (its typed moves are written in them)."""
    venn = load_venn()
    return {"venn": (*venn.section_codes, "P", "SUM", "PARK")}


def not_words(title: str, name: str = "") -> re.Pattern[str]:
    """Names, numbers and markup, the game's own name (its words and their capitals:
    a picture may draw "VENN" or "CLASSIC" as the game's mark) and its notation."""
    names = [re.escape(title), *(re.escape(w) for w in re.findall(r"[A-Za-z]{2,}", title))]
    names += [rf"\b{re.escape(code)}\d*\b" for code in notation().get(name, ())]
    return re.compile(MARKUP + "|" + "|".join(names), re.IGNORECASE)


def said(value: Any, key: str = "") -> list[str]:
    """The strings a player reads in a sent JSON body: texts, titles, labels, placeholders,
    embed fields' names and values, an author's name (not ids, urls or file names)."""
    if isinstance(value, dict):
        found: list[str] = []
        for k, v in value.items():
            if (
                isinstance(v, str)
                and (k in SHOWN or (k in ("name", "value") and key == "fields"))
                or isinstance(v, str)
                and k == "name"
                and key == "author"
            ):
                found.append(v)
            else:
                found += said(v, k)
        return found
    if isinstance(value, list):
        return [s for item in value for s in said(item, key)]
    return []


def sent_texts(double) -> list[str]:
    """Every line of every text the bot sent to a channel, a DM, a thread or an interaction
    (answers, followups, edits, forms) or named a thread with."""
    texts: list[str] = []
    for request in double.requests:
        if request.method not in ("POST", "PATCH", "PUT") or not request.json:
            continue
        parts = request.path.strip("/").split("/")
        if parts[0] not in ("channels", "webhooks", "interactions"):
            continue
        texts += said(request.json)
        if parts[-1] == "threads" and isinstance(request.json, dict):
            texts.append(request.json.get("name") or "")
    return [line for text in texts for line in text.splitlines() if line.strip()]


def drawn_outside_files(drawn: list[Drawn], words: re.Pattern[str]) -> list[str]:
    """The drawn texts with a plain-letter word, and where they were drawn."""
    outside = set(outside_files(sorted({d.text for d in drawn}), words))
    return sorted({f"{d.text} ({d.where})" for d in drawn if d.text in outside})


class Player(PanelPlayer):
    """The chaos suite's player in a hurry: most of the time they press what ends the turn
    when it is offered, else any control of the turn (never only looking around)."""

    AHEAD = ("Confirm", "Place all as suggested", "Take pile", "Pass")

    def choose(self, panel, decided: bool = False) -> tuple[dict, list[str]]:
        controls = panel_controls(panel)
        ahead = [c for c in controls if c.get("type") == 2 and _label(c).startswith(self.AHEAD)]
        if ahead and self.rng.random() < 0.8:
            return self.rng.choice(ahead), []
        main = [c for c in controls if not _label(c).startswith(ASIDE)] or controls
        pick = self.rng.choice(main)
        if pick.get("type") != 3:
            return pick, []
        low = max(pick.get("min_values", 1), 1)
        return pick, self.rng.sample([o["value"] for o in pick["options"]], low)


async def set_language(bot, channel, users, locale: str = PSEUDO) -> None:
    """The server's language and each player's own (the pseudo-locale has no Discord
    locale, so it is stored as if chosen, as /settings language would)."""
    for user in users:
        await bot.storage.preferences.set_language(user.id, locale)
    settings = await bot.storage.server_settings(channel.guild_id)
    settings.language = locale
    await bot.storage.save_server_settings(settings)


def control(message, verb: str) -> str:
    return next(c for c in message.custom_ids if c.endswith(f":{verb}"))


async def open_pseudo_table(double, channel, host, guests, ai: int, game: str) -> None:
    """/play, the guests sit down, AI seats, no clock, Start: by the controls' ids (their
    labels are the pseudo-locale's)."""
    lobby = (
        await answered(double, await double.slash(host, channel, "play", {"game": game}))
    ).original
    for user in guests:
        await answered(
            double, await double.click(user, lobby, control(double.message(lobby), "join"))
        )
    for _ in range(ai):
        await answered(
            double, await double.click(host, lobby, control(double.message(lobby), "ai"))
        )
    clock = control(double.message(lobby), "clock")
    await answered(double, await double.select(host, lobby, clock, ["0"]))
    await answered(double, await double.click(host, lobby, control(double.message(lobby), "start")))


async def next_call(double, timeout: float = 5.0) -> None:
    """Wait for the bot's next call to Discord: something moved on."""
    seen = len(double.requests)
    with contextlib.suppress(TimeoutError):
        await double.wait_for(lambda: len(double.requests) > seen, timeout)


async def play_to_the_end(bot, double, ui, players: dict[int, PanelPlayer], rng) -> int:
    """The people press their panels (and now and then fill a form) until the game ends;
    returns the presses."""
    for _ in range(3000):
        row = await bot.tables.load_table(1)
        if row.status == "finished":
            await bot.tables.idle()
            return sum(p.tally.clicks for p in players.values())
        waiting = [s for s in ui.game.waiting_for(row.state) if s in players] if row.state else []
        if not waiting:
            await next_call(double)  # the AI seat thinks, or a panel is on its way
            continue
        seat = rng.choice(waiting)
        key = ui.game.flow(row.state).panel_key(seat)
        if rng.random() < 0.05 and await players[seat].fill_form(key) is not None:
            continue
        if await players[seat].step(key) is None:
            await next_call(double)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", registry.NAMES)
async def test_a_whole_game_in_the_pseudo_locale_says_and_draws_only_the_files(world, name):
    double, channel, host = world
    people = [double.add_user(p) for p in PEOPLE[: PEOPLE_AT.get(name, 2)]]
    bot = await host.start()
    await set_language(bot, channel, people)
    ui = bot.tables.games[name]
    rng = random.Random(f"pseudo-{name}")
    with longest_words(), drawn_texts() as drawn:
        await open_pseudo_table(double, channel, people[0], people[1:], AI_SEATS.get(name, 0), name)
        row = await bot.tables.load_table(1)
        seat_of = {s.user_id: i for i, s in enumerate(row.seats)}
        players = {seat_of[u.id]: Player(double, u, channel, rng, ui.panel_label) for u in people}
        assert await play_to_the_end(bot, double, ui, players, rng) > 5
    words = not_words(ui.title, name)
    texts = sent_texts(double)
    assert len(texts) > 50 and any(ui.title in t for t in texts)
    assert drawn, "the game drew no text"
    # its pictures speak: in the pseudo-locale, accented
    assert any(c in d.text for d in drawn for c in ACCENTED.values())
    # every label with a word fits on its picture, in the longest words
    overflowing = {(d.where, d.text, d.box, d.size) for d in drawn if d.overflows() and d.words}
    assert sorted(overflowing) == []
    # and none runs into another (a suit's mark, two letters in every file, is three in the
    # pseudo-locale's padding: not a label)
    labels = [d for d in drawn if len(re.sub(r"\W", "", d.text.replace(PAD, ""))) > 2]
    assert crowded(labels) == []
    assert drawn_outside_files(drawn, words) == []
    assert sorted(set(outside_files(texts, words))) == []


def static_texts(locale: str) -> dict[str, str]:
    """Each message (or attribute) without variables: its text in `locale`, to its English."""
    english_of = {}
    for msg_id, parts in catalog().shapes.items():
        if parts.get("") == frozenset():
            english_of[tr(locale, msg_id)] = tr(DEFAULT, msg_id)
    return english_of


def language_games() -> list[tuple[str, str]]:
    """Two games in two other languages in every run (the test command's ten minutes leave
    no more room); every game in each language, English too, with LANGUAGES_LONG=1."""
    others = [code for code in SHIPPED if code != DEFAULT]
    if os.environ.get("LANGUAGES_LONG"):
        return [(name, code) for name in registry.NAMES for code in (*others, DEFAULT)]
    return [("venn", "de"), ("venice", "pt-BR")]


@pytest.mark.parametrize(("name", "locale"), language_games())
async def test_a_whole_game_in_each_language_says_no_english(world, name, locale):
    """The server's and the players' language set, a whole game played: no text the bot
    sends holds an English text of the files that this language says otherwise, and many
    of the language's own are there."""
    double, channel, host = world
    people = [double.add_user(p) for p in PEOPLE[: PEOPLE_AT.get(name, 2)]]
    bot = await host.start()
    await set_language(bot, channel, people, locale)
    ui = bot.tables.games[name]
    rng = random.Random(f"{locale}-{name}")
    english_of = static_texts(locale)
    player.ENGLISH_OF.update(english_of)
    try:
        await open_pseudo_table(double, channel, people[0], people[1:], AI_SEATS.get(name, 0), name)
        row = await bot.tables.load_table(1)
        seat_of = {s.user_id: i for i, s in enumerate(row.seats)}
        players = {seat_of[u.id]: Player(double, u, channel, rng, ui.panel_label) for u in people}
        assert await play_to_the_end(bot, double, ui, players, rng) > 5
    finally:
        player.ENGLISH_OF.clear()
    texts = sent_texts(double)
    # English texts of two words or more that this language says otherwise
    english = {e for said, e in english_of.items() if said != e and len(e.split()) > 1}
    assert sorted({e for t in texts for e in english if e in t}) == []
    own = {
        said
        for said, e in english_of.items()
        if (said != e or locale == DEFAULT) and len(said.split()) > 1
    }
    assert len({s for t in texts for s in own if s in t}) >= 10
