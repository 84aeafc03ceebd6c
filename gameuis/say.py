"""The words a game's pictures draw, in one language: pictures import no message files
(rendering knows only the games), so a game UI hands them a `Say`, which says a message id
of locales/*/<game>.ftl in its locale; hashable and equal by locale, since the pictures
cache the layers they draw with words."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import DEFAULT, tr


@dataclass(frozen=True)
class Say:
    locale: str = DEFAULT

    def __call__(self, msg_id: str, /, **args: object) -> str:
        return tr(self.locale, msg_id, **args)
