"""What a player reads on a game's card, and which of it the message files did not write:
in the pseudo-locale (bot.i18n.pseudo) every letter of a file's text is accented, so a
line with a plain letter of its own (once names, numbers and markup are left out) was
written in the code."""

from __future__ import annotations

import re

import discord

from bot.gameui import Card
from bot.i18n.pseudo import ACCENTED


def card_texts(card: Card) -> list[str]:
    """Every line a player reads on a card: its text, embeds, buttons and menus (their
    placeholders, options and the options' descriptions)."""
    texts = [card.content or ""]
    for embed in card.embeds:
        texts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        texts += [str(f.name) for f in embed.fields] + [str(f.value) for f in embed.fields]
    if card.view is not None:
        for item in card.view.children:
            if isinstance(item, discord.ui.Button):
                texts.append(item.label or "")
            elif isinstance(item, discord.ui.Select):
                texts.append(item.placeholder or "")
                texts += [o.label for o in item.options]
                texts += [o.description or "" for o in item.options]
    return [line for text in texts for line in text.splitlines() if line.strip()]


def outside_files(texts: list[str], not_words: re.Pattern[str]) -> list[str]:
    """The lines with a plain letter of their own once `not_words` (names, numbers, the
    game's name, markup) are left out: none of the pseudo-locale's accents."""
    return [
        line
        for line in texts
        if not any(c in line for c in ACCENTED.values())
        and re.search(r"[A-Za-z]", not_words.sub("", line))
    ]
