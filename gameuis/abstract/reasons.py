"""The engine's refusals (games.abstract.engine words them in English, as the records keep
them) said in a player's language: each sentence is matched to its message
(`abstract-rule-…` in abstract.ftl) with its numbers kept. The platform says a refused
move's reason through `AbstractUI.say_reason`: a click that raced another one of the same
seat, or a typed move, meets the engine's rules there. A sentence not listed (a malformed
move, which no panel sends) is said as a rule broken, never in English."""

from __future__ import annotations

import re

from bot.i18n import tr

_RULES = {
    "die-used": r"That die is already used this round\.",
    "square-painted": r"Square (?P<square>\d+) is already painted\.",
    "over": r"The game is over\.",
    "no-seat": r"You do not have a seat at this table\.",
    "confirmed": r"You already confirmed this round: wait for the other players\.",
    "painted-twice": r"You have already painted twice this round\.",
    "two-dice": r"The location die and the number die must be two different dice\.",
    "x-token": r"An X never needs a place-anywhere token\.",
    "x-too-soon": r"You can still paint this round: an X is only allowed when .*",
    "no-anywhere": r"You have no place-anywhere token to spend\.",
    "die-square-full": r"Die square (?P<where>\d+) is full: .*",
    "not-in-square": r"Square (?P<square>\d+) is not in die square (?P<where>\d+)\.",
    "bonus-taken": r"You have already taken your bonus this round\.",
    "no-adjust": r"You have no \+/-1 token to spend\.",
    "die-range": r"A die showing (?P<shown>\d+) cannot become (?P<result>-?\d+): .*",
    "nothing-to-undo": r"There is nothing to undo this round\.",
    "confirm-too-soon": r"Before confirming, paint twice .*",
}
_MATCHERS = [(key, re.compile(pattern)) for key, pattern in _RULES.items()]


def said_reason(reason: str, locale: str) -> str:
    """The engine's `reason` in `locale`."""
    for key, pattern in _MATCHERS:
        found = pattern.fullmatch(reason)
        if found:
            return tr(locale, f"abstract-rule-{key}", **found.groupdict())
    return tr(locale, "abstract-rule-other")
