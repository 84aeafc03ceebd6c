"""The words drawn in VENN's pictures. Pictures know no message files' loader (rendering
imports only the games), so their caller gives them its words: a `Words` says a message id
of locales/*/venn.ftl (`venn-pic-…`, the conditions' names `venn-cond-…`) in one language
(a number that picks a plural form is given as a number, the rest as text);
it is hashable and equal by its language, since the layers drawn with words are cached by
it. A caller that gives none (a benchmark, a test) gets `ENGLISH`: the same file's English."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from fluent.runtime import FluentBundle, FluentResource

_FILE = Path(__file__).resolve().parents[2] / "locales" / "en-US" / "venn.ftl"


class Words(Protocol):
    def __call__(self, msg_id: str, /, **args: Any) -> str: ...

    def __hash__(self) -> int: ...


@cache
def _bundle() -> FluentBundle:
    bundle = FluentBundle(["en-US"], use_isolating=False)
    bundle.add_resource(FluentResource(_FILE.read_text(encoding="utf-8")))
    return bundle


@dataclass(frozen=True)
class English:
    """The pictures' words in English, read from locales/en-US/venn.ftl."""

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        bundle = _bundle()
        pattern = bundle.get_message(msg_id).value
        assert pattern is not None, msg_id
        text, _ = bundle.format_pattern(pattern, args)
        return str(text)


ENGLISH = English()


def condition_name(name: str, say: Words) -> str:
    """A condition's name as the common sheet prints it, in the words' language: "PRIME",
    "RANGE 2"; a sign stays as it is."""
    if not any(c.isalpha() for c in name):
        return name
    if name.startswith("RANGE "):
        return say("venn-cond-range", n=name.split()[-1])
    return say("venn-cond-" + name.lower().replace(" ", "-"))
