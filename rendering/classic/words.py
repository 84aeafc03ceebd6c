"""The words drawn in Venn Classic's pictures. Pictures know no message files (they import
only the games), so their caller gives them its words: a `Words` says a message id
(`classic-pic-…`, locales/*/classic.ftl) with its arguments in one language. It is hashable
and equal by its language, since the layers drawn with words are cached by it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class Words(Protocol):
    def __call__(self, msg_id: str, /, **args: object) -> str: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True)
class Ids:
    """Words that say their own ids: for the palette's specimen, whose colours matter and
    whose words no one reads."""

    def __call__(self, msg_id: str, /, **args: object) -> str:
        return msg_id
