"""The rules pages of every game in every language, loaded once and validated.

data/rules/<game>.json holds one `RulesBook` in English: a game's title, player count, a
one-line summary, a few aliases for lookup, and its topics in reading order, each topic a
list of markdown pages sized for a Discord embed. data/rules/<locale>/<game>.json is the
same book in another shipped language: its summary, each topic's title and pages, and
aliases of its own (added to the English ones). A translation has exactly the English
topics, in order, each with as many pages (the "?" of a panel and the pager name a page by
its number), which the loader checks: a missing or extra page stops the bot at start. The
game's title is its name in every language. The pseudo-locale's book is made from the
English one (bot.i18n.pseudo). `match_game` and `match_topic` rank loose, typed text for
slash-command autocomplete; `resolve_game` and `resolve_topic` pick the best match.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.i18n import DEFAULT, PSEUDO, SHIPPED, shipped
from bot.i18n.pseudo import pseudo_text
from games.registry import CATALOGUE

RULES_DIR = Path(__file__).resolve().parents[1] / "data" / "rules"

# Reading order of the games everywhere the bot lists them: the registry's.
GAMES: tuple[str, ...] = CATALOGUE
# Every game opens with these topics, in this order; a game may add its own after them.
REQUIRED_TOPICS: tuple[str, ...] = ("overview", "setup", "round", "scoring", "special")
EXTRA_TOPICS: dict[str, tuple[str, ...]] = {
    "venn": ("notation", "bot"),
    "abstract": ("bot",),
    "classic": ("bot",),
    "venice": ("bot",),
}
DEFAULT_TOPIC = "overview"
# Words players type for a topic besides its key and title (lookup vocabulary, not rules).
TOPIC_ALIASES: dict[str, tuple[str, ...]] = {
    "overview": ("summary", "intro", "goal"),
    "setup": ("components", "sheet", "deck", "start"),
    "round": ("turn", "gameplay", "play"),
    "scoring": ("score", "points", "winning", "end"),
    "special": ("edge cases", "faq", "exceptions"),
    "notation": ("moves", "typing", "shortcut"),
    "bot": ("panel", "buttons", "interface"),
}

# An embed description holds 4096 characters; pages stay far shorter to read well on a phone.
EMBED_DESCRIPTION_LIMIT = 4096
EMBED_TITLE_LIMIT = 256
PAGE_LIMIT = 1800
TRANSLATED_PAGE_LIMIT = 2600  # a translated page may run longer than its English one
TITLE_LIMIT = 100  # select-option labels and autocomplete choice names
MAX_TOPICS = 25  # options in one select menu
KEY_PATTERN = re.compile(r"[a-z0-9_]+")  # keys travel inside custom_ids split on ':'


class RulesError(ValueError):
    """A rules file is missing or malformed; the message names the file and the problem."""


@dataclass(frozen=True)
class Topic:
    key: str
    title: str
    pages: tuple[str, ...]


@dataclass(frozen=True)
class RulesBook:
    game: str
    title: str
    players: str
    summary: str
    aliases: tuple[str, ...]
    topics: tuple[Topic, ...]

    @property
    def topic_keys(self) -> tuple[str, ...]:
        return tuple(t.key for t in self.topics)

    def topic(self, key: str) -> Topic | None:
        return next((t for t in self.topics if t.key == key), None)


def _text(raw: dict[str, object], field: str, where: str) -> str:
    value = raw.get(field)
    if not isinstance(value, str) or not value.strip():
        raise RulesError(f"{where}: '{field}' must be a non-empty string")
    return value


def _topic(raw: object, where: str, limit: int = PAGE_LIMIT) -> Topic:
    if not isinstance(raw, dict):
        raise RulesError(f"{where}: each topic must be an object")
    key = _text(raw, "key", where)
    where = f"{where} topic '{key}'"
    if not KEY_PATTERN.fullmatch(key):
        raise RulesError(f"{where}: keys use only a-z, 0-9 and _")
    title = _text(raw, "title", where)
    if len(title) > TITLE_LIMIT:
        raise RulesError(f"{where}: title longer than {TITLE_LIMIT} characters")
    pages = raw.get("pages")
    if not isinstance(pages, list) or not pages:
        raise RulesError(f"{where}: needs at least one page")
    for number, page in enumerate(pages, start=1):
        if not isinstance(page, str) or not page.strip():
            raise RulesError(f"{where}: page {number} is empty")
        if len(page) > limit:
            raise RulesError(f"{where}: page {number} has {len(page)} characters (max {limit})")
    return Topic(key=key, title=title, pages=tuple(pages))


def parse_book(raw: object, game: str) -> RulesBook:
    """Build and check one game's book from the decoded JSON of its file."""
    where = f"rules/{game}.json"
    if not isinstance(raw, dict):
        raise RulesError(f"{where}: must hold a JSON object")
    if raw.get("game") != game:
        raise RulesError(f"{where}: 'game' must be {game!r}")
    aliases = raw.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a for a in aliases):
        raise RulesError(f"{where}: 'aliases' must be a list of names")
    topics_raw = raw.get("topics")
    if not isinstance(topics_raw, list) or not topics_raw:
        raise RulesError(f"{where}: needs a list of topics")
    topics = tuple(_topic(t, where) for t in topics_raw)
    keys = [t.key for t in topics]
    if len(set(keys)) != len(keys):
        raise RulesError(f"{where}: topic keys must be unique, got {keys}")
    expected = [*REQUIRED_TOPICS, *EXTRA_TOPICS.get(game, ())]
    if keys[: len(expected)] != expected:
        raise RulesError(f"{where}: topics must start with {expected}, got {keys}")
    if len(topics) > MAX_TOPICS:
        raise RulesError(f"{where}: at most {MAX_TOPICS} topics fit in a select menu")
    title = _text(raw, "title", where)
    for topic in topics:
        heading = f"{title} — {topic.title}"
        if len(heading) > EMBED_TITLE_LIMIT:
            raise RulesError(f"{where}: embed title {heading!r} is too long")
    return RulesBook(
        game=game,
        title=title,
        players=_text(raw, "players", where),
        summary=_text(raw, "summary", where),
        aliases=tuple(aliases),
        topics=topics,
    )


def _read(path: Path, where: str) -> object:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RulesError(f"{where} is missing") from exc
    except json.JSONDecodeError as exc:
        raise RulesError(f"{where} is not valid JSON: {exc}") from exc


def translate_book(english: RulesBook, raw: object, locale: str) -> RulesBook:
    """The English book in `locale`, from the decoded JSON of its translation; RulesError
    unless it has exactly the English topics and pages."""
    where = f"rules/{locale}/{english.game}.json"
    if not isinstance(raw, dict) or raw.get("game") != english.game:
        raise RulesError(f"{where}: must hold an object whose 'game' is {english.game!r}")
    aliases = raw.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a for a in aliases):
        raise RulesError(f"{where}: 'aliases' must be a list of names")
    topics_raw = raw.get("topics")
    if not isinstance(topics_raw, list) or len(topics_raw) != len(english.topics):
        raise RulesError(f"{where}: needs the {len(english.topics)} topics of the English book")
    topics = []
    for ours, theirs in zip(english.topics, topics_raw, strict=True):
        topic = _topic(theirs, where, TRANSLATED_PAGE_LIMIT)
        if topic.key != ours.key or len(topic.pages) != len(ours.pages):
            raise RulesError(
                f"{where}: topic {topic.key!r} with {len(topic.pages)} pages where English "
                f"has {ours.key!r} with {len(ours.pages)}"
            )
        topics.append(topic)
    return RulesBook(
        game=english.game,
        title=english.title,
        players=english.players,
        summary=_text(raw, "summary", where),
        aliases=(*english.aliases, *aliases),
        topics=tuple(topics),
    )


def pseudo_book(english: RulesBook) -> RulesBook:
    """The pseudo-locale's book: every text of the English one accented and longer."""
    return RulesBook(
        game=english.game,
        title=english.title,
        players=english.players,
        summary=pseudo_text(english.summary),
        aliases=english.aliases,
        topics=tuple(
            Topic(t.key, pseudo_text(t.title), tuple(pseudo_text(p) for p in t.pages))
            for t in english.topics
        ),
    )


def load_rules_from(directory: Path, locale: str = DEFAULT) -> dict[str, RulesBook]:
    """Read and validate every game's book from `directory` (English), in `GAMES` order,
    in `locale` (its translations in `directory`/<locale>)."""
    books: dict[str, RulesBook] = {}
    for game in GAMES:
        english = parse_book(_read(directory / f"{game}.json", f"rules/{game}.json"), game)
        if locale == PSEUDO:
            english = pseudo_book(english)
        elif locale != DEFAULT:
            where = f"rules/{locale}/{game}.json"
            english = translate_book(
                english, _read(directory / locale / f"{game}.json", where), locale
            )
        books[game] = english
    return books


@cache
def _loaded(locale: str) -> dict[str, RulesBook]:
    return load_rules_from(RULES_DIR, locale)


def load_rules(locale: str | None = None) -> dict[str, RulesBook]:
    """All books in `locale` (English when it is not shipped), read from data/rules once
    per process."""
    return _loaded(shipped(locale) or DEFAULT)


def check_rules() -> None:
    """Read every language's books now (the bot's start): a broken or incomplete
    translation stops it with a RulesError."""
    for locale in (*SHIPPED, PSEUDO):
        load_rules(locale)


# --- matching typed text -------------------------------------------------------------


def _norm(text: str) -> str:
    """Lower case, '&' read as 'and', any other punctuation as a space."""
    text = text.lower().replace("&", " and ")
    return " ".join(re.findall(r"[a-z0-9]+", text))


def _rank(query: str, names: tuple[str, ...]) -> int | None:
    """0 exact, 1 prefix, 2 a word starts with it, 3 substring; None for no match.

    Names are compared both with their spaces and squeezed together, so "vennclassic"
    and "venn classic" both find "Venn Classic".
    """
    squeezed = query.replace(" ", "")
    best: int | None = None
    for name in names:
        norm = _norm(name)
        forms = (norm, norm.replace(" ", ""))
        if query in forms or squeezed in forms:
            rank = 0
        elif any(f.startswith(query) or f.startswith(squeezed) for f in forms):
            rank = 1
        elif any(word.startswith(query) for word in norm.split()):
            rank = 2
        elif any(query in f or squeezed in f for f in forms):
            rank = 3
        else:
            continue
        best = rank if best is None else min(best, rank)
    return best


def _ranked(
    query: str, candidates: list[tuple[str, tuple[str, ...], tuple[str, ...]]]
) -> list[str]:
    """Keys whose names or aliases match `query`, best first; ties keep the candidates' order.

    A match on a key or title beats an equally good match on an alias.
    """
    q = _norm(query)
    if not q:
        return [key for key, _, _ in candidates]
    scored = []
    for i, (key, names, aliases) in enumerate(candidates):
        ranks = [2 * r for r in [_rank(q, names)] if r is not None]
        ranks += [2 * r + 1 for r in [_rank(q, aliases)] if r is not None]
        if ranks:
            scored.append((min(ranks), i, key))
    return [key for _, _, key in sorted(scored)]


def match_game(text: str, books: dict[str, RulesBook] | None = None) -> list[str]:
    """Game keys matching `text` (key, title or alias; case-insensitive), best first.

    Empty text lists every game in `GAMES` order.
    """
    books = load_rules() if books is None else books
    return _ranked(text, [(key, (key, book.title), book.aliases) for key, book in books.items()])


def match_topic(game: str, text: str, books: dict[str, RulesBook] | None = None) -> list[str]:
    """Topic keys of `game` matching `text` (key, title or alias), best first; [] if no game."""
    books = load_rules() if books is None else books
    book = books.get(game)
    if book is None:
        return []
    return _ranked(
        text, [(t.key, (t.key, t.title), TOPIC_ALIASES.get(t.key, ())) for t in book.topics]
    )


def resolve_game(text: str, books: dict[str, RulesBook] | None = None) -> str | None:
    """The best game for typed text, or None when nothing matches (or nothing was typed)."""
    if not _norm(text):
        return None
    found = match_game(text, books)
    return found[0] if found else None


def resolve_topic(
    game: str, text: str | None, books: dict[str, RulesBook] | None = None
) -> str | None:
    """The best topic of `game` for typed text; no text means the overview."""
    if text is None or not _norm(text):
        return DEFAULT_TOPIC
    found = match_topic(game, text, books)
    return found[0] if found else None
