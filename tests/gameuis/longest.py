"""The longest words any player gets, in the pseudo-locale's place: for each message, the
longest of its shipped languages' texts (accented, every letter) and the pseudo-locale's own
(accented and a third longer than English). French, Spanish, Portuguese or German say some
labels longer than the pseudo-locale does; with these words a picture is measured against
the longest of them all, and a text left in the code still shows unaccented."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from fluent.runtime import FluentBundle
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Transformer

from bot.i18n import PSEUDO, SHIPPED, catalog
from bot.i18n.loader import LOCALES_DIR, _bundle, _messages, _parse
from bot.i18n.pseudo import accent, pseudo_resource


class _Accented(Transformer):
    def visit_TextElement(self, node: FTL.TextElement) -> FTL.TextElement:  # noqa: N802
        node.value = accent(node.value)
        return node


def _length(bundle: FluentBundle, name: str) -> int:
    """How long a message is said (its value and attributes, its variables left as they are)."""
    message = bundle.get_message(name)
    patterns = [message.value, *message.attributes.values()]
    return sum(len(str(bundle.format_pattern(p, {})[0])) for p in patterns if p is not None)


def longest_bundle(padded: bool = True) -> FluentBundle:
    """The pseudo-locale's bundle with, for each message, its longest text, accented (of the
    shipped languages' and, when `padded`, the pseudo-locale's own)."""
    bundles = catalog().bundles
    best: dict[str, tuple[int, FTL.Message]] = {}
    for locale in (PSEUDO, *SHIPPED) if padded else SHIPPED:
        folder = LOCALES_DIR / ("en-US" if locale == PSEUDO else locale)
        for path in sorted(folder.glob("*.ftl")):
            resource = _parse(path)
            resource = (
                pseudo_resource(resource) if locale == PSEUDO else _Accented().visit(resource)
            )
            for message in _messages(resource):
                length = _length(bundles[locale], message.id.name)
                if length > best.get(message.id.name, (-1, message))[0]:
                    best[message.id.name] = (length, message)
    bundle = _bundle(PSEUDO)
    bundle.add_resource(FTL.Resource(body=[message for _, message in best.values()]))
    return bundle


@contextlib.contextmanager
def longest_words(padded: bool = True) -> Iterator[None]:
    """The pseudo-locale says the longest words while the block runs (see longest_bundle)."""
    bundles = catalog().bundles
    kept = bundles[PSEUDO]
    bundles[PSEUDO] = longest_bundle(padded)
    try:
        yield
    finally:
        bundles[PSEUDO] = kept
