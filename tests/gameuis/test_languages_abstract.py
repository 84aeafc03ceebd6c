"""The converted games' texts in the players' languages: in the pseudo-locale every text of
a panel (its embed, buttons, menus and their options), of the status, the final scores, a
refusal and "Suggest a move" comes from the message files (a text written in the code
would show unaccented), a German panel is German, its suggestion naming its controls, and
the pictures draw their words from the files, fitting in each language."""

from __future__ import annotations

import dataclasses
import random
import re

from bot.gameui import Nav, Refusal, seat_context, table_context
from bot.i18n import PSEUDO, catalog, tr
from bot.policy import CROWD
from bot.routes import GameAction
from games.abstract import GAME as ABSTRACT
from gameuis.abstract import UI as AbstractUI
from gameuis.abstract.words import move_fields as abstract_fields
from gameuis.say import Say
from rendering.abstract import painting, render_final, render_painting, render_standings
from rendering.abstract.goals import goal_texts
from rendering.abstract.samples import sample_view
from rendering.kit import font, text_width
from tests.gameuis.spoken import card_texts, outside_files
from tests.gameuis.test_abstract_ui import advance, components, table_for

# what no file writes: numbers, the game's name, the players' names, Discord's markup
NOT_WORDS = re.compile(r"<[^>]*>|\d+|Abstract|\bp\d+\b|attachment://\S+")


def abstract_texts(locale: str) -> list[str]:
    """Every text of Abstract's panels through a game (each step, a square's menu, a
    confirmed round, the end), its statuses (a table's and a crowd's), its finals and its
    refusals, and the moves "Suggest a move" tells, in `locale`."""
    ui = AbstractUI()
    texts: list[str] = []
    for steps in (0, 1, 2, 3, 5, 8, 13, 21, 34):
        state = advance(7 + steps, 2, steps)
        table = table_for(state, 2)
        ctx = seat_context(table, 0, locale)
        view = ABSTRACT.seat_view(state, 0)
        card = ui.panel(ctx, view, None)
        texts += card_texts(card)
        for comp in components(card):
            if comp["type"] != 3:
                continue
            action = GameAction.parse(comp["custom_id"].split(":", 4)[4])
            nav = ui.interpret(state, 0, action, [comp["options"][0]["value"]])
            if isinstance(nav, Nav):
                texts += card_texts(ui.panel(ctx, view, nav.step))
        crowd = dataclasses.replace(ctx, policy=CROWD)
        texts += card_texts(ui.panel(crowd, view, None))
        public = ABSTRACT.view(state, None)
        texts += card_texts(ui.status(table_context(table, locale), public, ["p0", "p1"]))
        texts += card_texts(ui.status(crowd, public, ["p0", "p1"]))
        if 0 in ABSTRACT.waiting_for(state):
            move = ABSTRACT.legal_moves(state, 0)[0]
            fields = abstract_fields(state, 0, move, ["p0", "p1"], locale)
            texts += [str(fields["line"]), str(fields["why"])]
            texts += [p.control for p in fields["presses"]] + [
                o for p in fields["presses"] for o in p.options
            ]
    end = advance(3, 2, 400)
    assert ABSTRACT.is_over(end)
    table = table_for(end, 2)
    scores = ABSTRACT.scores(end)
    ctx = seat_context(table, 0, locale)
    texts += card_texts(ui.panel(ctx, ABSTRACT.seat_view(end, 0), None))
    public = ABSTRACT.view(end, None)
    texts += card_texts(ui.final(table_context(table, locale), public, ["p0", "p1"], scores))
    crowd = dataclasses.replace(table_context(table, locale), policy=CROWD)
    texts += card_texts(ui.final(crowd, public, ["p0", "p1"], scores))
    for values, verb in ((["9.9"], "pair"), (["x"], "bonus"), ([], "nope")):
        refused = ui.interpret(end, 0, GameAction.parse(verb), values)
        assert isinstance(refused, Refusal)
        texts.append(refused.said(locale))
    return texts


def test_abstract_in_the_pseudo_locale_has_no_text_outside_the_files():
    texts = abstract_texts(PSEUDO)
    assert len(texts) > 100
    assert outside_files(texts, NOT_WORDS) == []


def test_abstract_is_german_in_german_and_its_suggestions_name_its_controls():
    german = abstract_texts("de")
    assert any("Runde bestätigen" in text for text in german)
    assert any(text.startswith("Würfel: ") for text in german)
    assert not any("Confirm round" in text or "Paint a number" in text for text in german)
    state = advance(11, 2, 0)
    table = table_for(state, 2)
    card = AbstractUI().panel(seat_context(table, 0, "de"), ABSTRACT.seat_view(state, 0), None)
    shown = card_texts(card)
    for move in ABSTRACT.legal_moves(state, 0)[:40]:
        presses = abstract_fields(state, 0, move, ["p0", "p1"], "de")["presses"]
        first = presses[0]  # the first control is on the round's first panel
        assert first.control in shown, first
        assert all(option in shown for option in first.options), first


class Recording:
    """Words that note each id a picture asks for (and say it in German)."""

    def __init__(self) -> None:
        self.asked: set[str] = set()

    def __call__(self, msg_id: str, /, **args: str) -> str:
        self.asked.add(msg_id)
        return Say("de")(msg_id, **args)

    def __hash__(self) -> int:
        return id(self)


def test_abstract_s_pictures_draw_their_words_from_the_files_and_they_fit():
    words = Recording()
    mid = sample_view(players=3, round_no=5, seed=4, moves=2)
    end = sample_view(players=3, round_no=13, seed=5, seat=None)
    names = ["Hans", "Mia", ""]
    german = render_painting(mid, 0, "Hans", words)
    render_final(end, names, words)
    render_standings(end, names[:2], words)
    assert {"abstract-pic-your-dice", "abstract-pic-total", "abstract-pic-goal-A"} <= words.asked
    assert {
        "abstract-pic-final-scores",
        "abstract-pic-winner",
        "abstract-pic-player",
    } <= words.asked
    assert all(msg_id in catalog().shapes for msg_id in words.asked)
    assert german != render_painting(mid, 0, "Hans", Say("en-US"))
    # the longest languages' words fit where they are drawn (a phone shows 380 px of 840)
    card = painting._goal_card_width()
    for locale in ("en-US", "de", "fr", "es-ES", "pt-BR"):
        say = Say(locale)
        for letter, options in (("A", range(1, 7)), ("B", (1, 2, 3)), ("C", (1, 2, 3))):
            title = say(f"abstract-pic-goal-{letter}")
            assert text_width(title, font(22, True)) <= card - 64, (locale, title)
            for option in options:
                first, second = goal_texts(letter, option, say)
                assert text_width(first, font(20, True)) <= card - 20, (locale, first)
                assert text_width(second, font(21)) <= card - 20, (locale, second)
        for msg_id in ("abstract-pic-stars", "abstract-pic-x-marks"):
            assert text_width(say(msg_id), font(21, True)) <= 107, (locale, msg_id)
        assert text_width(say("abstract-pic-your-dice"), font(21, True)) <= 150, locale


def test_abstract_s_engine_refusals_are_said_in_the_reader_s_language():
    """A click made twice (the second on a panel drawn before the first counted) meets the
    engine's rules: every reason the engine gives there is said from the files."""
    ui, reasons = AbstractUI(), set()
    for seed in range(4):
        state, rng = ABSTRACT.new_game(2, {}, seed), random.Random(seed)
        for _ in range(120):
            if ABSTRACT.is_over(state):
                break
            seat = ABSTRACT.waiting_for(state)[0]
            moves = ABSTRACT.legal_moves(state, seat)
            after, _ = ABSTRACT.apply(state, seat, rng.choice(moves))
            reasons |= {r for m in moves if (r := ABSTRACT.validate(after, seat, m))}
            state = after
    assert len(reasons) >= 5, reasons
    other = tr(PSEUDO, "abstract-rule-other")
    for reason in reasons:
        said = ui.say_reason(reason, PSEUDO)
        assert said != other, reason
        assert outside_files([said], NOT_WORDS) == [], reason
    assert ui.say_reason("That die is already used this round.", "de").startswith("Dieser")
