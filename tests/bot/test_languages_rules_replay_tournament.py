"""/rules, /replay and tournaments speak the reader's language: every game's rules book
has each English topic and page in every shipped language (and the loader refuses one
that does not); in the pseudo-locale (bot.i18n.pseudo) every line of a rules page and its
pager, of a replay's steps and controls, of a tournament's sign-up, standings and
refusals is accented, so a text left in code would show unaccented; and German readers
get German."""

from __future__ import annotations

import json
import re
import shutil
import time
from fractions import Fraction
from pathlib import Path

import discord
import pytest

from bot.gameui import Card
from bot.i18n import DEFAULT, PSEUDO, SHIPPED, Text, tr
from bot.replay import refusal, step_controls
from bot.replay_steps import build_replay
from bot.rules_text import GAMES, RULES_DIR, RulesError, load_rules, load_rules_from
from bot.storage import CANCELLED, LOBBY, SeatRecord
from bot.storage.tournament_records import ROUND_ROBIN, SWISS, Entrant, TournamentRecord
from bot.tournament import cards
from bot.tournament.rounds import start_refusal
from bot.tournament.standings import Line
from cogs.rules import RulesLookupError, build_page, game_choices, resolve_request
from cogs.tournament import create_refusal
from games import registry
from tests.bot.test_replay import simulated, table_of
from tests.gameuis.spoken import card_texts, outside_files

# no text of ours: mentions and timestamps, `code`, numbers, the games' names, the seats'
# names, the commands' option keys (game and topic keys in a footer) and Buchholz's name
OURS_NOT = re.compile(
    r"<[^>]*>|`[^`]*`|\d+|VENNi, Vidi, Vici|VENN|Venn Classic|Abstract|Forget Venice"
    r"|AI \d|ann|bob|cy|Buchholz|\bpx\b"
)
FENCED = re.compile(r"```.*?```", re.S)  # a table in a fenced block, kept as it is


def rules_card(locale: str, game: str, topic: str, page: int) -> Card:
    embed, view = build_page(load_rules(locale)[game], topic, page, locale)
    # the pseudo-locale keeps a fenced block whole (it is markup): its table is checked
    # in the translated books instead
    embed.description = FENCED.sub("", embed.description or "")
    shown = discord.ui.View()  # the pager's dynamic items, as the buttons and menu they wrap
    for child in view.children:
        shown.add_item(getattr(child, "item", child))
    return Card(embeds=[embed], view=shown)


# --- /rules ----------------------------------------------------------------------------


@pytest.mark.parametrize("locale", [code for code in SHIPPED if code != DEFAULT])
def test_every_language_has_every_topic_and_page_in_its_own_words(locale):
    english, ours = load_rules(DEFAULT), load_rules(locale)
    assert tuple(ours) == GAMES
    for game in GAMES:
        assert ours[game].title == english[game].title  # a game's name is its name
        assert ours[game].summary != english[game].summary
        for mine, theirs in zip(ours[game].topics, english[game].topics, strict=True):
            assert mine.key == theirs.key and len(mine.pages) == len(theirs.pages)
            assert mine.title != theirs.title or mine.title in ("Abstract",)
            for page, original in zip(mine.pages, theirs.pages, strict=True):
                assert page.strip() and page != original


def test_a_translation_missing_a_page_or_a_topic_stops_the_bot(tmp_path: Path):
    copy = tmp_path / "rules"
    shutil.copytree(RULES_DIR, copy)
    path = copy / "de" / "venice.json"
    book = json.loads(path.read_text(encoding="utf-8"))
    book["topics"][1]["pages"].pop()
    path.write_text(json.dumps(book), encoding="utf-8")
    with pytest.raises(RulesError, match="2 pages where English has 'setup' with 3"):
        load_rules_from(copy, "de")
    (copy / "fr" / "vvv.json").unlink()
    with pytest.raises(RulesError, match="rules/fr/vvv.json is missing"):
        load_rules_from(copy, "fr")
    assert load_rules_from(copy, "es-ES")["vvv"].topic("overview") is not None


def test_every_rules_page_and_its_pager_come_from_the_files():
    texts: list[str] = []
    for game, book in load_rules(PSEUDO).items():
        for topic in book.topics:
            for page in range(1, len(topic.pages) + 1):
                texts += card_texts(rules_card(PSEUDO, game, topic.key, page))
    for choice in game_choices("", load_rules(PSEUDO), PSEUDO):
        texts.append(choice.name)
    for typed in (("monopoly", None), ("venn", "weather")):
        with pytest.raises(RulesLookupError) as refused:
            resolve_request(*typed, load_rules(PSEUDO), PSEUDO)
        texts.append(str(refused.value))
    texts.append(tr(PSEUDO, "rules-gone"))
    assert len(texts) > 300
    assert outside_files(texts, OURS_NOT) == []


def test_a_german_reader_gets_german_rules():
    card = rules_card("de", "venice", "setup", 2)
    embed = card.embeds[0]
    assert embed.title == "Forget Venice — Aufbau"
    assert "Zahlenkarten" in (embed.description or "")
    assert (embed.footer.text or "").startswith("Seite 2/3 · /")
    prev, after, menu = card.view.children if card.view else ()
    assert isinstance(prev, discord.ui.Button) and prev.label == "◀ Zurück"
    assert isinstance(after, discord.ui.Button) and after.label == "Weiter ▶"
    assert isinstance(menu, discord.ui.Select) and menu.options[1].description == "3 Seiten"
    assert game_choices("venice", load_rules("de"), "de")[0].name == "Forget Venice · 3 Spieler"


# --- /replay ---------------------------------------------------------------------------


def replay_texts(name: str, locale: str) -> list[str]:
    """Every step's heading and caption of a whole AI game, and its controls."""
    ui, players, options, log, final = simulated(name)
    table = table_of(name, players, options, final)
    table.seats = [
        SeatRecord(seat=k, user_id=None, name=n)
        for k, n in enumerate(["ann", "bob", "cy"][:players])
    ]
    replay = build_replay(ui, table, log, None, locale)
    texts = []
    for k in range(len(replay)):
        texts += [replay.heading(k), replay.caption(k)]
    texts += card_texts(Card(view=step_controls(7, 1, len(replay), locale)))
    return texts


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_step_of_a_replay_and_its_buttons_come_from_the_files(name):
    texts = replay_texts(name, PSEUDO)
    assert outside_files(texts, OURS_NOT) == []


def test_the_refusals_of_a_replay_come_from_the_files():
    ui, players, options, log, final = simulated("vvv")
    table = table_of("vvv", players, options, final)
    said: list[Text | None] = [refusal(None, 8, 1), refusal(table, 7, 99)]
    for status in ("running", LOBBY, CANCELLED):
        table.status = status
        said.append(refusal(table, 7, 1))
    texts = [text.in_locale(PSEUDO) for text in said if text is not None]
    texts += [tr(PSEUDO, msg, table="7") for msg in ("replay-broken", "replay-too-big")]
    assert len(texts) == 7 and outside_files(texts, OURS_NOT) == []


def test_a_german_reader_gets_a_german_replay():
    texts = replay_texts("venice", "de")
    assert texts[0] == "Schritt 1 von " + texts[0].rsplit(" ", 1)[1]
    assert texts[1] == "Die Partie, wie sie aufgebaut wurde"
    assert any(t.startswith("Runde 1 · Hälfte 1: ") and "teilen" in t for t in texts)
    assert {"Anfang", "Zurück", "Weiter", "Ende", "Animation"} <= set(texts)


# --- tournaments -----------------------------------------------------------------------


def tournament(**changes) -> TournamentRecord:
    record = TournamentRecord(
        guild_id=1,
        channel_id=2,
        game="venice",
        format=SWISS,
        rounds=3,
        seats=3,
        clock_minutes=10,
        ai_fills=False,
        host_id=5,
        size_limit=8,
        id=4,
        starts_at=time.time() + 600,
        current_round=2,
        players=[
            Entrant(user_id=k, name=n, position=k)
            for k, n in enumerate(["ann", "bob", "cy"], start=1)
        ],
    )
    for key, value in changes.items():
        setattr(record, key, value)
    return record


def tournament_texts(locale: str) -> list[str]:
    names = {1: "ann", 2: "bob", 3: "cy"}
    lines = [
        Line(player=1, points=Fraction(2), buchholz=Fraction(3, 2), game_scores=40),
        Line(player=2, points=Fraction(1, 2), byes=2, game_scores=21),
        Line(player=3, byes=1, withdrawn=True, game_scores=-3),
    ]
    now = time.time()
    texts: list[str] = []
    for record in (
        tournament(),
        tournament(starts_at=now - 60, size_limit=None, ai_fills=True, clock_minutes=0),
        tournament(players=[], format=ROUND_ROBIN, starts_at=None),
    ):
        texts += card_texts(cards.signup_card(record, "Forget Venice", now, locale))
    for final in (False, True):
        card = cards.standings_card(
            tournament(), "Forget Venice", lines, names, final=final, tables=[11], locale=locale
        )
        texts += card_texts(card)
    for playing in (0, 1, 3):
        texts += card_texts(cards.cancelled_card(tournament(), "Forget Venice", playing, locale))
    refusals = [
        create_refusal(None, "chess", ["vvv"], SWISS, 3, 2, 0, None),
        create_refusal((3, 3), "venice", [], "knockout", 3, 3, 0, None),
        create_refusal((3, 3), "venice", [], SWISS, 3, 4, 0, None),
        create_refusal((2, 2), "vvv", [], ROUND_ROBIN, 3, 3, 0, None),
        create_refusal((2, 2), "vvv", [], SWISS, 99, 2, 0, None),
        create_refusal((2, 2), "vvv", [], SWISS, 3, 2, -1, None),
        create_refusal((2, 2), "vvv", [], SWISS, 3, 2, 0, 1),
        create_refusal((2, 2), "vvv", [], SWISS, 3, 2, 0, None, 0),
        start_refusal(tournament(players=[])),
        start_refusal(tournament(seats=5)),
    ]
    assert all(r is not None for r in refusals)
    texts += [r.in_locale(locale) for r in refusals if r is not None]
    return texts


def test_every_text_of_a_tournament_comes_from_the_files():
    texts = tournament_texts(PSEUDO)
    plain = [line for line in tournament_texts(DEFAULT) if re.search(r"[A-Za-z]", line)]
    assert len(texts) > 40 and len(plain) > 40
    assert outside_files(texts, OURS_NOT) == []


def test_a_german_server_gets_german_tournament_messages():
    signup = cards.signup_card(tournament(), "Forget Venice", time.time(), "de")
    assert signup.embeds[0].title == "Turnier 4: Forget Venice"
    texts = card_texts(signup)
    assert {"Beitreten", "Verlassen", "Start"} <= set(texts)
    assert (
        "Forget Venice, Schweizer System, 3 Runden, 3 Plätze je Tisch, 10 Min. Zugzeit" in texts[1]
    )
    lines = [Line(player=1, points=Fraction(3, 2), byes=1, game_scores=7)]
    standings = cards.standings_card(
        tournament(), "Forget Venice", lines, {1: "ann"}, final=True, tables=[11], locale="de"
    )
    assert "1. **ann** 1½ Pkt. · Buchholz 0 · Wertung 7 (Freilos)" in card_texts(standings)
    assert "Tisch 11 wiederholen" in card_texts(standings)
