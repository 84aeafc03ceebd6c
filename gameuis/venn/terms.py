"""VENN's own terms in a player's language: the conditions' and sections' names, and the
engine's sentences (games.venn.reasons.Why: a refusal, a warning, why a section fails)
said from locales/*/venn.ftl (`venn-why-<key>`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.i18n import Text, tr
from games.venn.reasons import Why
from gameuis.say import Say
from rendering.venn.words import condition_name

# the arguments of the engine's sentences that hold condition names, and the sentences
# whose `name` is something else: a die's ("d6", kept as printed, like the dice faces)
_CONDITION_ARGS = ("name", "options")
_NOT_CONDITIONS = frozenset({"die-label"})


def cond(name: str | None, locale: str) -> str:
    """A condition's name as the player's language prints it."""
    return condition_name(name, Say(locale)) if name else ""


def section_name(code: str, locale: str) -> str:
    """A section's colour: "Khaki", "Karminrot"."""
    return tr(locale, f"venn-section-{code.lower()}")


def _arg(key: str, value: Any, locale: str, conditions: bool) -> str:
    if isinstance(value, Why):
        return say_why(value, locale)
    named = conditions and key in _CONDITION_ARGS
    if isinstance(value, tuple):
        return ", ".join(cond(v, locale) if named else str(v) for v in value)
    if named and isinstance(value, str):
        return cond(value, locale)
    return str(value)


def say_why(why: str, locale: str) -> str:
    """An engine sentence in `locale` (a plain string, not the engine's, as it is)."""
    if not isinstance(why, Why):
        return why
    conditions = why.key not in _NOT_CONDITIONS
    args = {k: _arg(k, v, locale, conditions) for k, v in why.args.items()}
    return tr(locale, f"venn-why-{why.key}", **args)


@dataclass(frozen=True)
class WhyText(Text):
    """An engine sentence to say in the reader's language (a Refusal's reason)."""

    why: str = ""

    def in_locale(self, locale: str | None) -> str:
        return say_why(self.why, locale or "en-US")


def refusal_text(why: str) -> WhyText:
    """A Refusal's reason for an engine sentence."""
    key = why.key if isinstance(why, Why) else "plain"
    return WhyText(f"venn-why-{key}", {}, why)
