"""The platform's own texts come from the message files: in the pseudo-locale (bot.i18n.pseudo)
every line the platform writes around a game (refusals, the panels' shared extras and the
practice hints, "Suggest a move", turn pings, clock notes, a closed panel's note, a player's
place) has the pseudo-locale's accents, so a text left in code shows as plain English; and
a German reader reads them in German."""

from __future__ import annotations

import re

import pytest

from bot.clicks import unoffered
from bot.crowd import Crowd, play_label, sheet_label
from bot.gameui import seat_context
from bot.i18n import PSEUDO, Text, tr
from bot.learn import dress_panel, load_hints, rule_pointer, step_of, summary_card
from bot.moves import STALE, UNREACHABLE, _not_in_play, seat_for
from bot.panel_answers import OPENED_ELSEWHERE, OVER_BELOW, OVER_DMS, OVER_NEWEST, over_note
from bot.pings import TurnPlan, dm_ping_line, ping_text
from bot.policy import CROWD, FRIENDS
from bot.storage import SeatRecord
from cogs.learn import how, suggestion
from games import registry
from gameuis import ui_class
from tests.contract.test_games import random_game
from tests.contract.test_panels import table_for
from tests.gameuis.spoken import card_texts, outside_files

# what the files do not write: mentions and links, numbers, names, the games' names
NOT_WORDS = re.compile(
    r"<[^>]*>|https?://\S+|\d+|Player|alice|bob|AI|Forget Venice|VENNi, Vidi, Vici|Abstract"
    r"|VENN|Venn Classic|vvv|venice|abstract|round|[A-Z]\b|PARK"
)
CONVERTED = ("abstract", "venice", "vvv")  # the games whose own words are in the files too


class _Book:
    """What over_note reads of the book: the games."""

    def __init__(self) -> None:
        self.games = {name: ui_class(name)() for name in registry.NAMES}


def _said(text: str | Text, locale: str = PSEUDO) -> str:
    return text if isinstance(text, str) else text.in_locale(locale)


def _lines(texts: list[str]) -> list[str]:
    return [line for text in texts for line in text.splitlines() if line.strip()]


def test_refusals_and_closed_panels_speak_only_from_the_message_files() -> None:
    state = random_game(registry.get("vvv"), 2, 1)[0][0]
    table = table_for("vvv", state)
    texts = [_said(t) for t in (UNREACHABLE, STALE, OPENED_ELSEWHERE, OVER_BELOW, OVER_DMS)]
    texts += [_said(seat_for(table, 999)[1] or ""), _said(OVER_NEWEST)]
    table.status = "finished"
    texts.append(_said(_not_in_play(table) or ""))
    book = _Book()
    note = over_note(book, table, OVER_DMS, PSEUDO)  # type: ignore[arg-type]
    texts += [note.title or "", note.description or ""]
    texts += [tr(PSEUDO, "platform-done-title", game="VENNi, Vidi, Vici")]
    left = outside_files(_lines(texts), NOT_WORDS)
    assert not left, left


def test_pings_and_clock_notes_speak_only_from_the_message_files() -> None:
    state = random_game(registry.get("venice"), 3, 1)[0][0]
    table = table_for("venice", state)
    plan = TurnPlan(acting=[10], phase=[11])
    texts = [ping_text("Forget Venice", table, plan, PSEUDO)]
    texts.append(dm_ping_line("Forget Venice", table, PSEUDO))
    waiting = table.seats[:2]
    texts.append(FRIENDS.reminder_text(waiting, 1_900_000_000, PSEUDO))
    texts.append(CROWD.reminder_text(waiting, 1_900_000_000, PSEUDO))
    ui = ui_class("venice")()
    note = ui.clock_default_move_note(PSEUDO)
    texts.append(tr(PSEUDO, "platform-clock-ran-out", names="alice", note=note))
    texts.append(tr(PSEUDO, "platform-clock-handed", who="alice", limit=3, seats=2))
    crowd = Crowd(ui_games(), None, None, None, None, None, None, None)  # type: ignore[arg-type]
    crowd.note_time_out(table, waiting, PSEUDO)
    texts.append(crowd.take_closing_note(table.id) or "")
    texts += [play_label(PSEUDO), sheet_label(PSEUDO)]
    left = outside_files(_lines(texts), NOT_WORDS)
    assert not left, left


def ui_games() -> dict:
    return {name: ui_class(name)() for name in registry.NAMES}


@pytest.mark.parametrize("name", registry.NAMES)
def test_practice_panels_hints_and_summaries_speak_only_from_the_message_files(name) -> None:
    """Each step's hint, the "?" and "Suggest a move" extras, the rule after a refusal, and
    the end's summary with the player's place (a game whose own words are not converted
    yet is checked for the platform's lines alone)."""
    game, ui = registry.get(name), ui_class(name)()
    played = random_game(game, max(game.seats.min, 2), 1)
    hints = load_hints()[ui.companions.hints]
    texts = [tr(PSEUDO, step.hint) for step in hints.steps.values()]
    state = played[0][0]
    table = table_for(name, state)
    seat = game.waiting_for(state)[0]
    card = ui.panel(seat_context(table, seat, PSEUDO), game.panel_view(state, seat), None)
    own = set(card_texts(card))
    dress_panel(card, ui, table, seat, PSEUDO)
    extras = [t for t in card_texts(card) if t not in own and t != "?"]
    assert extras, "a practice panel gets its hint and Suggest a move"
    texts += extras
    texts.append(rule_pointer(ui, state, PSEUDO).split("(")[0])  # (the /rules page's title)
    last = played[-1][0]
    scores = game.scores(last)
    summary = summary_card(ui, table, 0, scores, PSEUDO)
    embed = summary.embeds[0]
    lines = (embed.description or "").splitlines()
    texts += [embed.title or "", lines[0], lines[-1]]  # the place, and what next
    if name in CONVERTED:
        texts += [line for line in lines if line.strip()]
        for state, _, _ in played[:-1:7]:
            seat = game.waiting_for(state)[0]
            said = suggestion(game, state, seat, game.ai_move(state, seat), ["a", "b"], PSEUDO)
            texts += [said.text, said.why, how(said, PSEUDO)]
    left = outside_files(_lines(texts), NOT_WORDS)
    assert not left, left
    assert step_of(ui, state) in hints.steps.values()


def test_a_click_the_message_did_not_offer_is_refused_in_the_reader_s_words() -> None:
    class Click:
        data = {"custom_id": "t:1:g:abc:x"}
        message = None

    problem = unoffered(Click(), [])  # type: ignore[arg-type]
    assert problem is not None
    assert (
        problem.in_locale("de") == "Dieses Bedienelement steht auf keiner Nachricht dieses Tischs."
    )
    left = outside_files([problem.in_locale(PSEUDO)], NOT_WORDS)
    assert not left, left


def test_a_german_reader_reads_the_platform_in_german() -> None:
    state = random_game(registry.get("abstract"), 2, 1)[0][0]
    table = table_for("abstract", state)
    ui = ui_class("abstract")()
    seat = game_seat = registry.get("abstract").waiting_for(state)[0]
    card = ui.panel(
        seat_context(table, seat, "de"), registry.get("abstract").panel_view(state, game_seat), None
    )
    dress_panel(card, ui, table, seat, "de")
    shown = card_texts(card)
    assert "Zug vorschlagen" in shown
    assert any(line.startswith("💡 Übungstipp") for line in shown), shown
    assert "Alle malen gleichzeitig" in "\n".join(shown)
    plan = TurnPlan(acting=[10])
    assert "du bist dran in **Abstract** (Tisch 987654321)" in ping_text(
        "Abstract", table, plan, "de"
    )
    assert _said(STALE, "de").startswith("Dieses Panel war veraltet")
    waiting = [SeatRecord(seat=0, user_id=10, name="alice")]
    reminder = FRIENDS.reminder_text(waiting, 1_900_000_000, "de")
    assert (
        reminder
        == "⏰ <@10>: dein Zug endet <t:1900000000:R>. Läuft die Zeit ab, spielt die KI ihn für dich."
    )
    scores = [{"rank": 1, "total": 40, "lines": []}, {"rank": 1, "total": 40, "lines": []}]
    ui = ui_class("classic")()  # (a game whose sheet lines are its engine's)
    sheet = ui.sheet(seat_context(table, 0, "de"), scores)
    assert sheet.embeds[0].description.startswith("Du bist **1. (geteilt)** von 2 geworden")
    english = ui.sheet(seat_context(table, 0, "en-US"), [{"rank": 2, "total": 9}, {"rank": 1}])
    assert english.embeds[0].description.startswith("You placed **2nd** of 2 with **9** points.")
    assert tr("fr", "platform-place.one", rank="1") == "1er"
