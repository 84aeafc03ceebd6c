"""The players' languages: every text a player reads comes from the message files in
`locales/` (bot.i18n.loader), in the reader's locale.

- `tr(locale, msg_id, **args)`: one message, formatted; a locale the bot does not ship
  falls back to English, and so does a message id a locale lacks (the catalog's checks
  keep that from happening to the shipped ones).
- `shipped(code)`: Discord's locale code (interaction.locale, guild.preferred_locale) as
  one of the shipped languages, or None (then the next choice decides: bot.languages).
- `Text`: a message to say later, in a locale not known yet (an id and its arguments).

Plurals and numbers use each language's rules (Fluent's NUMBER and its plural
categories, from Babel's data); dates are given as datetime values and drawn by Fluent's
DATETIME, also with Babel."""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from babel import Locale
from babel.dates import format_skeleton
from babel.numbers import format_decimal

from bot.i18n.loader import DEFAULT, SHIPPED, Catalog, CatalogError, load
from bot.i18n.pseudo import PSEUDO, accent

log = logging.getLogger(__name__)

__all__ = [
    "DEFAULT",
    "PSEUDO",
    "SHIPPED",
    "CatalogError",
    "Text",
    "catalog",
    "decimal",
    "month_name",
    "ordinal",
    "shipped",
    "tr",
]

# Discord's locale codes that are spoken as one of the shipped languages
_SAME_LANGUAGE = {"en-GB": "en-US", "es-419": "es-ES", "pt-PT": "pt-BR"}


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    """The message files, read and checked once (CatalogError when broken)."""
    return load()


def shipped(code: str | None) -> str | None:
    """Discord's locale `code` as a language the bot speaks, or None."""
    if not code:
        return None
    code = str(code)
    if code in SHIPPED or code == PSEUDO:
        return code
    if code in _SAME_LANGUAGE:
        return _SAME_LANGUAGE[code]
    language = code.split("-")[0]
    for known in SHIPPED:
        if known.split("-")[0] == language:
            return known
    return None


def tr(locale: str | None, msg_id: str, **args: Any) -> str:
    """The message `msg_id` in `locale` (English when it is not shipped), with `args`.
    A message's attribute is `msg_id.attribute`. An unknown id is a KeyError."""
    bundles = catalog().bundles
    bundle = bundles.get(shipped(locale) or DEFAULT, bundles[DEFAULT])
    name, _, attribute = msg_id.partition(".")
    if not bundle.has_message(name):
        bundle = bundles[DEFAULT]
    message = bundle.get_message(name)  # KeyError for an id no file has
    pattern = message.attributes[attribute] if attribute else message.value
    if pattern is None:
        raise KeyError(f"{msg_id} has no value")
    text, errors = bundle.format_pattern(pattern, args)
    if errors:
        log.warning("message %s in %s: %s", msg_id, locale, errors)
    return str(text)


def _babel(locale: str | None) -> Locale:
    code = shipped(locale) or DEFAULT
    return Locale.parse(DEFAULT if code == PSEUDO else code, sep="-")


def decimal(locale: str | None, value: float) -> str:
    """A number with one decimal as the language writes it ("25.3", "25,3"): given to a
    message as text, since Fluent's NUMBER() takes no text (the catalog's checks pass
    every variable as text)."""
    return str(format_decimal(value, format="#,##0.0", locale=_babel(locale)))


def ordinal(locale: str | None, value: int) -> str:
    """The language's ordinal category of `value` ("one", "two", "few", "other": English
    1st, 2nd, 3rd, 4th), from Babel's data, for a message to select its ending on."""
    return str(_babel(locale).ordinal_form(value))


def month_name(locale: str | None, year: int, month: int) -> str:
    """A month of a year as the language names it ("January 2026", "Januar 2026", "enero
    de 2026"), from Babel's data; the pseudo-locale accents the English."""
    named = str(format_skeleton("yMMMM", datetime.date(year, month, 1), locale=_babel(locale)))
    return accent(named) if shipped(locale) == PSEUDO else named


@dataclass(frozen=True)
class Text:
    """A message id and its arguments, said in whichever locale the reader turns out to have."""

    msg_id: str
    args: dict[str, Any] = field(default_factory=dict)

    def in_locale(self, locale: str | None) -> str:
        return tr(locale, self.msg_id, **self.args)


def check() -> None:
    """Read the message files now (the bot's start): a broken file stops it with a
    CatalogError, before any player is answered."""
    catalog()
