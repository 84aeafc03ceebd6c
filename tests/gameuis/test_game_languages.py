"""The converted games' texts in the players' languages: in the pseudo-locale every text of
a panel (its embed, buttons, menus and their options), of the status, the final scores, a
refusal and "Suggest a move" comes from the message files (a text written in the code
would show unaccented), and a German panel is German, its suggestion naming its controls."""

from __future__ import annotations

import dataclasses
import re

import discord

from bot.gameui import Card, Nav, Refusal, seat_context, table_context
from bot.i18n import PSEUDO
from bot.i18n.pseudo import ACCENTED
from bot.policy import CROWD
from bot.routes import GameAction
from games.abstract import GAME as ABSTRACT
from gameuis.abstract import UI as AbstractUI
from gameuis.abstract.words import move_fields as abstract_fields
from tests.gameuis.test_abstract_ui import advance, components, table_for

# what no file writes: numbers, the game's name, the players' names, Discord's markup
NOT_WORDS = re.compile(r"<[^>]*>|\d+|Abstract|\bp\d+\b|attachment://\S+")


def embed_texts(embed: discord.Embed) -> list[str]:
    texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    for field in embed.fields:
        texts += [field.name or "", field.value or ""]
    return texts


def card_texts(card: Card) -> list[str]:
    texts = [card.content or ""]
    for embed in card.embeds:
        texts += embed_texts(embed)
    if card.view is not None:
        for comp in components(card):
            texts += [comp.get("label") or "", comp.get("placeholder") or ""]
            for option in comp.get("options", []):
                texts += [option["label"], option.get("description") or ""]
    return [line for text in texts for line in text.splitlines() if line.strip()]


def outside_the_files(texts: list[str]) -> list[str]:
    """The lines with a letter of their own that the pseudo-locale did not accent."""
    return [
        line
        for line in texts
        if not any(c in line for c in ACCENTED.values())
        and re.search(r"[A-Za-z]", NOT_WORDS.sub("", line))
    ]


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
    assert outside_the_files(texts) == []


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
