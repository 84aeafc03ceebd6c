"""The message files: `locales/<locale>/*.ftl` (Project Fluent), one folder a language and
one file an area of the bot, read once and checked as they are read.

English (en-US) is the reference: every other locale must have exactly its message ids
(and attributes), each with the same variables, and no file may hold a syntax error. A
broken catalog is a CatalogError at load, so a missing or mistyped translation fails the
tests and the bot's start, not a player's click. The pseudo-locale (bot.i18n.pseudo) is
made from the English files."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from bot.i18n.pseudo import PSEUDO, pseudo_resource

DEFAULT = "en-US"
# Discord's codes of the shipped languages, the reference first
SHIPPED = ("en-US", "de", "fr", "es-ES", "pt-BR")
LOCALES_DIR = Path(__file__).resolve().parents[2] / "locales"


class CatalogError(Exception):
    """The message files are broken: the message says which file and id."""


class _Variables(Visitor):
    """The variables ($name) and other messages a pattern uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: FTL.VariableReference) -> None:  # noqa: N802
        self.names.add("$" + node.id.name)


def variables(entry: FTL.Message) -> dict[str, frozenset[str]]:
    """Per part of a message (its value: "", each attribute: ".name"), its variables."""
    parts: dict[str, frozenset[str]] = {}
    if entry.value is not None:
        found = _Variables()
        found.visit(entry.value)
        parts[""] = frozenset(found.names)
    for attribute in entry.attributes:
        found = _Variables()
        found.visit(attribute.value)
        parts["." + attribute.id.name] = frozenset(found.names)
    return parts


@dataclass
class Catalog:
    """Every locale's bundle, and each English message's parts and variables."""

    bundles: dict[str, FluentBundle] = field(default_factory=dict)
    shapes: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)  # message id: its area's file

    def ids(self) -> Iterator[str]:
        return iter(self.shapes)


def _parse(path: Path) -> FTL.Resource:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    for entry in resource.body:
        if isinstance(entry, FTL.Junk):
            problem = entry.annotations[0].message if entry.annotations else "syntax error"
            raise CatalogError(f"{path}: {problem}: {(entry.content or '').strip()[:80]!r}")
    return resource


def _messages(resource: FTL.Resource) -> Iterator[FTL.Message]:
    for entry in resource.body:
        if isinstance(entry, FTL.Message):
            yield entry


def _bundle(locale: str) -> FluentBundle:
    # no Unicode isolation marks around placeables: Discord shows them as they are
    return FluentBundle([locale, DEFAULT], use_isolating=False)


def load(folder: Path = LOCALES_DIR) -> Catalog:
    """Read and check every locale's files (CatalogError: what is wrong, where)."""
    catalog = Catalog()
    reference = folder / DEFAULT
    areas = sorted(p.name for p in reference.glob("*.ftl"))
    if not areas:
        raise CatalogError(f"no message files in {reference}")
    english = _bundle(DEFAULT)
    pseudo = _bundle(PSEUDO)
    for area in areas:
        for message in _messages(_parse(reference / area)):
            name = message.id.name
            if name in catalog.shapes:
                raise CatalogError(f"{reference / area}: {name} is also in {catalog.files[name]}")
            catalog.shapes[name] = variables(message)
            catalog.files[name] = area
        english.add_resource(_parse(reference / area))
        pseudo.add_resource(pseudo_resource(_parse(reference / area)))
    catalog.bundles[DEFAULT] = english
    catalog.bundles[PSEUDO] = pseudo
    for locale in SHIPPED[1:]:
        catalog.bundles[locale] = _load_locale(folder / locale, areas, catalog)
    return catalog


def _load_locale(where: Path, areas: list[str], catalog: Catalog) -> FluentBundle:
    bundle = _bundle(where.name)
    extra = sorted(p.name for p in where.glob("*.ftl") if p.name not in areas)
    if extra:
        raise CatalogError(f"{where}: {', '.join(extra)} has no English file")
    seen: set[str] = set()
    for area in areas:
        path = where / area
        if not path.exists():
            raise CatalogError(f"{path} is missing")
        resource = _parse(path)
        for message in _messages(resource):
            name = message.id.name
            if catalog.files.get(name) != area:
                raise CatalogError(f"{path}: {name} is not an English message of {area}")
            if name in seen:
                raise CatalogError(f"{path}: {name} is there twice")
            seen.add(name)
            if variables(message) != catalog.shapes[name]:
                raise CatalogError(
                    f"{path}: {name} has the parts and variables {variables(message)}, "
                    f"English has {catalog.shapes[name]}"
                )
        bundle.add_resource(resource)
    missing = sorted(set(catalog.shapes) - seen)
    if missing:
        raise CatalogError(f"{where}: missing {', '.join(missing[:10])}")
    return bundle
