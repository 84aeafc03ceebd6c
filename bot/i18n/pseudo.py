"""The pseudo-locale, made from the English messages when they are loaded: every letter
accented and every text a third longer, so a text left outside the message files shows
at once, and a layout that cannot take a longer language breaks in a test, not in German.

Placeables (variables, other messages) are kept as they are, and so is Discord's markup
in the text around them: mentions and timestamps (<@…>, <#…>, <t:…>), `code`, **bold**
and the like have no letters to change, or are skipped."""

from __future__ import annotations

import math
import re

from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Transformer

PSEUDO = "en-XA"
ACCENTED = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "àƀçđéƒĝĥíĵķĺɱñöþʠŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
        strict=True,
    )
)
PAD = "~"
# kept whole: `code`, and <…> mentions and timestamps (and a timestamp's style after its
# placeable, `:f>`)
_KEEP = re.compile(r"`[^`]*`|<[^<>\s]*>?|^:[A-Za-z]>")
_WORD = re.compile(r"[A-Za-z]+")


def _spans(text: str) -> list[tuple[str, bool]]:
    """`text` cut into pieces, each with whether it is kept as it is."""
    pieces: list[tuple[str, bool]] = []
    at = 0
    for kept in _KEEP.finditer(text):
        pieces += [(text[at : kept.start()], False), (kept.group(), True)]
        at = kept.end()
    return [*pieces, (text[at:], False)]


def accent(text: str) -> str:
    """`text` with its letters accented, Discord's markup left alone."""
    return "".join(
        p if kept else "".join(ACCENTED.get(c, c) for c in p) for p, kept in _spans(text)
    )


def pseudo_text(text: str) -> str:
    """One piece of a message's text: accented, and a third longer by padding after its
    first word (so the padding never splits a mention, a command or a link)."""
    if not any(c.isalpha() for c in text):
        return text
    out: list[str] = []
    padded = False
    for piece, kept in _spans(text):
        word = None if kept or padded else _WORD.search(piece)
        if word is None:
            out.append(piece if kept else accent(piece))
            continue
        pad = PAD * math.ceil(len(text) / 3)
        out.append(accent(piece[: word.end()]) + pad + accent(piece[word.end() :]))
        padded = True
    return "".join(out)


class _Pseudo(Transformer):
    def visit_TextElement(self, node: FTL.TextElement) -> FTL.TextElement:  # noqa: N802
        node.value = pseudo_text(node.value)
        return node


def pseudo_resource(resource: FTL.Resource) -> FTL.Resource:
    """The pseudo-locale's copy of an English resource (the resource itself is changed)."""
    result: FTL.Resource = _Pseudo().visit(resource)
    return result
