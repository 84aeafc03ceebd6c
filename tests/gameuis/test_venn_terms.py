"""Every sentence VENN's engine can say (games.venn.reasons), said in every language
without failing: a refusal that cannot be said is an error answer instead of the rule."""

from __future__ import annotations

from string import Formatter
from typing import Any

import pytest

from bot.i18n import PSEUDO, SHIPPED
from games.venn import GAME
from games.venn.data import load
from games.venn.reasons import ENGLISH, Why
from games.venn.rules import _die_label
from gameuis.venn.terms import refusal_text, say_why
from tests.gameuis.test_languages_venn import numbers_state

LOCALES = [*SHIPPED, PSEUDO]


def _value(message: str, field: str) -> Any:
    """A value of the kind the engine gives this argument."""
    d = load()
    if message == "die-label" and field == "name":
        return d.dice_names[0]
    if field == "name":
        return d.condition_names[0]
    if field == "options":
        return tuple(d.condition_names[:2])
    if field == "die":
        return _die_label(1)
    if field in ("problem", "reason"):
        return Why("odd", value=7)
    if field == "empty":
        return Why("still-empty", shown="Kh1, Te2")
    if field in ("code", "codes", "target", "park", "shown", "text", "part", "dice"):
        return "Kh"
    return 3


def _why(key: str) -> Why:
    fields = {f for _, f, _, _ in Formatter().parse(ENGLISH[key]) if f}
    return Why(key, **{f: _value(key, f) for f in fields})


@pytest.mark.parametrize("locale", LOCALES)
def test_every_engine_sentence_is_said_in_every_language(locale):
    for key in ENGLISH:
        said = say_why(_why(key), locale)
        assert said and "{" not in said and "venn-why" not in said, (key, said)


def test_a_die_used_twice_is_refused_by_its_name_in_every_language():
    """The die's name ("D6") is the die's, not a condition's (it once failed to be said,
    and the player met an error answer)."""
    state = numbers_state()
    draft_used = [m for m in GAME.legal_moves(state, 0) if m["type"] == "place"]
    target = draft_used[0]["target"]
    why = GAME.validate(state, 0, {"type": "place", "dice": [0], "target": target})
    assert isinstance(why, Why) and why.key == "die-used"
    name = load().dice_names[0]
    for locale in LOCALES:
        said = refusal_text(why).in_locale(locale)
        assert name in said and "0" in said, (locale, said)
