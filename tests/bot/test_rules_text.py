"""The rules pages: they load, fit Discord, carry the numbers of RULINGS.md, are written
in the project's own words, and typed names find the right game and topic."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from bot.rules_text import (
    EMBED_DESCRIPTION_LIMIT,
    EXTRA_TOPICS,
    GAMES,
    PAGE_LIMIT,
    REQUIRED_TOPICS,
    RULES_DIR,
    RulesError,
    load_rules,
    load_rules_from,
    match_game,
    match_topic,
    parse_book,
    resolve_game,
    resolve_topic,
)

SEEDS_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
SHINGLE = 12


def text(game: str, topic: str | None = None) -> str:
    """All pages of one topic, or of the whole game, joined."""
    book = load_rules()[game]
    topics = [book.topic(topic)] if topic else list(book.topics)
    return "\n".join(page for t in topics for page in t.pages)  # type: ignore[union-attr]


def squash(s: str) -> str:
    """Collapse runs of spaces so table rows compare without caring about alignment."""
    return re.sub(r"[ \t]+", " ", s)


# --- loading and shape -----------------------------------------------------------------


def test_every_game_loads_in_order() -> None:
    books = load_rules()
    assert tuple(books) == GAMES == ("venn", "classic", "vvv", "abstract", "venice")
    assert {b.title for b in books.values()} == {
        "VENN",
        "Venn Classic",
        "VENNi, Vidi, Vici",
        "Abstract",
        "Forget Venice",
    }


@pytest.mark.parametrize("game", GAMES)
def test_topics_in_order_with_pages(game: str) -> None:
    book = load_rules()[game]
    assert book.topic_keys == (*REQUIRED_TOPICS, *EXTRA_TOPICS.get(game, ()))
    for topic in book.topics:
        assert topic.pages, topic.key
        for page in topic.pages:
            assert page.strip()
            assert len(page) <= PAGE_LIMIT <= EMBED_DESCRIPTION_LIMIT


def test_venn_and_abstract_have_their_extra_topics() -> None:
    assert load_rules()["venn"].topic("notation") is not None
    assert load_rules()["abstract"].topic("bot") is not None


@pytest.mark.parametrize("game", GAMES)
def test_file_header(game: str) -> None:
    raw = json.loads((RULES_DIR / f"{game}.json").read_text(encoding="utf-8"))
    assert raw["game"] == game
    for field in ("title", "players", "summary"):
        assert isinstance(raw[field], str) and raw[field]
    assert "\n" not in raw["summary"]


@pytest.mark.parametrize("game", GAMES)
def test_code_blocks_are_closed(game: str) -> None:
    for topic in load_rules()[game].topics:
        for page in topic.pages:
            assert page.count("```") % 2 == 0, (game, topic.key)


# --- validation ------------------------------------------------------------------------


def raw_book(game: str = "classic") -> dict:
    return json.loads((RULES_DIR / f"{game}.json").read_text(encoding="utf-8"))


def test_parse_book_accepts_a_file() -> None:
    assert parse_book(raw_book(), "classic").title == "Venn Classic"


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda b: b.update(game="venn"), "'game' must be"),
        (lambda b: b["topics"][0].update(pages=[]), "at least one page"),
        (lambda b: b["topics"][0].update(pages=["x" * (PAGE_LIMIT + 1)]), "characters"),
        (lambda b: b["topics"][0].update(pages=["  "]), "empty"),
        (lambda b: b["topics"].append(copy.deepcopy(b["topics"][0])), "unique"),
        (lambda b: b["topics"].pop(1), "must start with"),
        (lambda b: b["topics"].reverse(), "must start with"),
        (lambda b: b["topics"][0].update(key="Over:view"), "a-z"),
        (lambda b: b.update(summary=""), "'summary'"),
        (lambda b: b.update(aliases="fv"), "aliases"),
    ],
)
def test_parse_book_rejects_broken_files(breakage, message: str) -> None:
    book = raw_book()
    breakage(book)
    with pytest.raises(RulesError, match=message):
        parse_book(book, "classic")


def test_extra_topic_is_required_for_its_game() -> None:
    book = raw_book("abstract")
    book["topics"] = [t for t in book["topics"] if t["key"] != "bot"]
    with pytest.raises(RulesError, match="bot"):
        parse_book(book, "abstract")


def test_missing_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="venn.json is missing"):
        load_rules_from(tmp_path)


# --- numbers from RULINGS.md -----------------------------------------------------------

VENN_SECTIONS = {  # code: (points, own circles, shared circles, total)
    "Cr": (4, 3, 2, 5),
    "Cy": (3, 1, 3, 4),
    "Lg": (4, 3, 2, 5),
    "Gr": (2, 1, 3, 4),
    "Kh": (5, 2, 4, 6),
    "Te": (5, 3, 3, 6),
    "Mu": (3, 2, 2, 4),
    "Cb": (5, 3, 3, 6),
    "Mb": (4, 3, 2, 5),
}

VENN_CONDITIONS = [  # as written on the page, multiplier
    ("/3", 2),
    ("/4", 2),
    ("/5", 3),
    ("/6", 3),
    ("VALUES ≤3", 3),
    ("≤5", 2),
    ("≤7", 1),
    ("≤11", 1),
    ("VALUES ≥6", 2),
    ("≥12", 3),
    ("≥16", 5),
    ("LOW EQUAL", 2),
    ("MID EQUAL", 3),
    ("HIGH EQUAL", 5),
    ("PRIME", 1),
    ("EVEN", 1),
    ("ODD", 1),
    ("LOW STRAIGHT", 2),
    ("HIGH STRAIGHT", 4),
    ("RANGE 2", 3),
    ("RANGE 3", 2),
    ("RANGE 4", 1),
]


def test_venn_sheet() -> None:
    setup = squash(text("venn", "setup"))
    for code, (points, own, shared, total) in VENN_SECTIONS.items():
        assert f"\n{code} {points} {own} {shared} {total}\n" in setup, code
    assert sum(t for _, _, _, t in VENN_SECTIONS.values()) == 21 + 2 * 12  # own + shared twice
    assert "**12** shared circles" in setup and "**33** circles" in setup
    assert "Gr/Cr circle: **D6 + D12**" in setup
    assert "Lg/Te circle: **D8 + D10**" in setup
    assert "Cb/Mb circle: **D20**" in setup
    for players, copies in (("1-2", 1), ("3-4", 2), ("5-6", 3)):
        assert f"\n{players} {copies}\n" in setup
    assert "D6, D8, D10, D12 and D20" in text("venn", "overview")


def test_venn_conditions() -> None:
    setup = text("venn", "setup")
    assert "The 22 conditions" in setup
    assert len(VENN_CONDITIONS) == 22
    for name, multiplier in VENN_CONDITIONS:
        assert re.search(rf"(?<![\w≤≥/]){re.escape(name)} ×{multiplier}\b", setup), name
    assert "all equal, 1-6" in setup and "all equal, 7-12" in setup and "all equal, 13+" in setup
    assert "straight, all 1-8" in setup and "straight, all 9+" in setup
    assert "**N or less**" in setup


def test_venn_scoring() -> None:
    scoring = squash(text("venn", "scoring"))
    assert "\n3 1 1 1 2 3 6\n" in scoring
    assert "\n4 1 1 2 2 3 3 7\n" in scoring
    assert "\n5 1 2 3 4 8\n" in scoring
    assert "worth **4, 7, 9, 4**" in scoring
    assert "(3 of 5, 3 of 6, 2 of 4)" in scoring
    assert "points × (multiplier + first bonus + difference bonus)" in scoring
    assert "minus points × multiplier" in scoring
    assert "5 × (2 + 1 + 1) = **20**" in scoring
    assert "Most conditions written" in scoring and "fewest empty circles" in scoring


def test_venn_notation() -> None:
    notation = text("venn", "notation")
    assert "`value>target`" in notation
    for example in ("`6+3>Kh2, 12>P1, 20>Cb, 7>Te`", "`P3>Te`", "`*7`", "`X`"):
        assert example in notation
    assert "`Cr Cy Lg Gr Kh Te Mu Cb Mb`" in notation
    assert "PARK circle 1-8" in notation


def test_classic_numbers() -> None:
    rules = squash(text("classic"))
    assert "**The deck: 48 cards, 16 of each type.**" in rules
    for row in ("16 red + yellow orange", "16 yellow + blue green", "16 blue + red purple"):
        assert f"\n{row}\n" in rules
    assert "**red, yellow, blue**: each on **32** cards" in rules
    assert "**orange, green, purple**: each on **16** cards" in rules
    assert "**six cards** to each player" in rules
    assert "a count from **1 to 6**" in rules
    assert "**0** is allowed" in rules
    assert "every other player loses **two** cards" in rules
    assert "the challenger loses **two** cards" in rules
    assert "**once per game**" in rules
    assert "**2-8 players**" in rules


def test_vvv_numbers() -> None:
    rules = text("vvv")
    assert "**1000 × 700**" in rules
    assert "radius **220**" in rules
    assert "**(400, 350)** and **(600, 350)**" in rules
    assert "at least **10 units**" in rules
    assert "**5 or more points**" in rules
    assert "claimed **5** locked regions" in rules
    assert "**1 point**" in rules
    assert "**2 players**" in rules


def test_abstract_numbers() -> None:
    scoring = squash(text("abstract", "scoring"))
    shapes = [
        (1, "domino", 2),
        (2, "straight 3", 4),
        (3, "L of 3", 4),
        (4, "2x2 square", 6),
        (5, "T of 4", 6),
        (6, "straight 4", 6),
    ]
    for face, shape, points in shapes:
        assert f"\n{face} {shape} {points}\n" in scoring, shape
    assert [p for _, _, p in shapes] == [2, 4, 4, 6, 6, 6]
    assert "2 points per pair" in scoring
    for row in ("1-2 red + green 6 & 3", "3-4 blue + orange 2 & 5", "5-6 purple + yellow 1 & 4"):
        assert f"\n{row}\n" in scoring
    for row in (
        "1-2 each row of 6, six different numbers 10",
        "3-4 each column of 4, four different numbers 6",
        "5-6 each die square, four different numbers 6",
    ):
        assert f"\n{row}\n" in scoring
    assert "A + B + C + stars − X marks" in scoring

    rules = squash(text("abstract"))
    assert "**12 rounds**" in rules and "**24 squares**" in rules and "**five dice**" in rules
    assert "\n1 2 3\n4 5 6\n" in rules
    for colour in ("1 purple", "2 blue", "3 green", "4 yellow", "5 orange", "6 red"):
        assert colour in rules
    for row in ("1-2 +/-1 token", "3-4 place-anywhere token", "5-6 star (1 point at the end)"):
        assert f"\n{row}\n" in rules
    assert "**1-1,000 players**" in rules and "**Play this round**" in rules


VENICE_CARDS = {
    "Author": ("Moons", "Knots"),
    "Desert": ("Suns", "Wyrms"),
    "Origin": ("Waves", "Leaves"),
    "Journey": ("Moons", "Waves"),
    "Painter": ("Suns", "Knots"),
    "Savage": ("Leaves", "Wyrms"),
    "Mountain": ("Moons", "Suns"),
    "Sailor": ("Waves", "Leaves"),
    "Battle": ("Wyrms", "Knots"),
    "Forest": ("Moons", "Leaves"),
    "Discovery": ("Suns", "Waves"),
    "Soldier": ("Wyrms", "Knots"),
    "Lunatic": ("Moons", "Waves"),
    "Penitent": ("Suns", "Wyrms"),
    "Market": ("Leaves", "Knots"),
    "Chance Meeting": ("Moons", "Leaves"),
    "Castle": ("Suns", "Knots"),
    "Cave": ("Waves", "Wyrms"),
    "Diplomat": ("Moons", "Suns"),
    "Mill": ("Waves", "Leaves"),
    "Betrayal": ("Wyrms", "Knots"),
    "Pact": ("Moons", "Suns"),
    "Merchant": ("Leaves", "Knots"),
    "Darkness": ("Waves", "Wyrms"),
    "Harvest": ("Moons", "Suns", "Leaves"),
    "Watchman": ("Moons", "Wyrms", "Knots"),
    "Light Keeper": ("Suns", "Waves", "Knots"),
    "Consul": ("Moons", "Waves", "Knots"),
    "Rite": ("Moons", "Leaves", "Wyrms"),
    "Window": ("Suns", "Leaves", "Knots"),
    "Huntress": ("Moons",),
    "Bard": ("Suns",),
    "Sea": ("Waves",),
    "End": ("Leaves",),
    "Calamity": ("Wyrms",),
    "Windfall": ("Knots",),
}


def test_venice_deck() -> None:
    setup = text("venice", "setup")
    assert "**42 cards**" in setup
    assert "6 Aces + 24 numbered + 3 Pawns + 3 Courts + 6 Crowns = **42**" in setup
    assert len(VENICE_CARDS) + 6 == 42  # plus one Ace per suit
    for name, suits in VENICE_CARDS.items():
        assert f"{name} ({', '.join(suits)})" in setup, name
    assert "Ace 1, 2-9, Pawn 10, Court 11, Crown 12" in setup
    assert "without the Excuse, the Island and the Borderland" in setup


def test_venice_criteria() -> None:
    setup = squash(text("venice", "setup"))
    for pair in ("**A**: Moons / Wyrms", "**B**: Suns / Leaves", "**C**: Waves / Knots"):
        assert pair in setup
    table = [
        "1 1 B C A",
        "1 2 C A B",
        "1 3 A B C",
        "2 1 C A B",
        "2 2 A B C",
        "2 3 B C A",
    ]
    for row in table:
        assert f"\n{row}\n" in setup, row
    rules = text("venice")
    assert "top **7 cards**" in rules and "**3 piles**" in rules
    assert "**two halves of six rounds**" in rules
    assert "second-half criterion III" in rules


# --- written in our own words ----------------------------------------------------------


def words(s: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", s.lower())


def shingles(ws: list[str], n: int = SHINGLE) -> set[tuple[str, ...]]:
    return {tuple(ws[i : i + n]) for i in range(len(ws) - n + 1)}


def test_no_run_of_twelve_words_from_a_seed() -> None:
    seeds = sorted(SEEDS_DIR.glob("*.txt")) if SEEDS_DIR.is_dir() else []
    if not seeds:
        pytest.skip(f"seed texts not found at {SEEDS_DIR}; nothing to compare against")
    seen: set[tuple[str, ...]] = set()
    for seed in seeds:
        seen |= shingles(words(seed.read_text(encoding="utf-8", errors="ignore")))
    copied = [
        f"{path.name}: {' '.join(gram)}"
        for path in sorted(RULES_DIR.glob("*.json"))
        for gram in sorted(shingles(words(path.read_text(encoding="utf-8"))) & seen)
    ]
    assert not copied, "passages repeat a seed word for word:\n" + "\n".join(copied)


def test_shingle_check_catches_a_copy() -> None:
    seed = "the quick brown fox jumps over the lazy dog and then runs far away home"
    assert shingles(words("Look: " + seed.upper())) & shingles(words(seed))
    assert not shingles(words("the quick brown fox")) & shingles(words(seed))


# --- matching typed names --------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "game"),
    [
        ("venn", "venn"),
        ("VENN", "venn"),
        ("roll & write", "venn"),
        ("venn classic", "classic"),
        ("Classic", "classic"),
        ("vennclassic", "classic"),
        ("vvv", "vvv"),
        ("venni vidi vici", "vvv"),
        ("VENNi, Vidi, Vici", "vvv"),
        ("vidi", "vvv"),
        ("abstract", "abstract"),
        ("abs", "abstract"),
        ("forget venice", "venice"),
        ("venice", "venice"),
        ("Forget", "venice"),
        ("fv", "venice"),
    ],
)
def test_resolve_game(typed: str, game: str) -> None:
    assert resolve_game(typed) == game
    assert match_game(typed)[0] == game


def test_match_game_lists_and_ranks() -> None:
    assert match_game("") == list(GAMES)
    assert match_game("venn") == ["venn", "classic", "vvv"]
    assert match_game("nothing like it") == []
    assert resolve_game("nothing like it") is None
    assert resolve_game("   ") is None


@pytest.mark.parametrize(
    ("game", "typed", "topic"),
    [
        ("venn", "overview", "overview"),
        ("venn", "Setup", "setup"),
        ("venn", "a round", "round"),
        ("vvv", "a turn", "round"),
        ("vvv", "turn", "round"),
        ("classic", "score", "scoring"),
        ("classic", "winning", "scoring"),
        ("abstract", "spec", "special"),
        ("venn", "notation", "notation"),
        ("venn", "typed", "notation"),
        ("abstract", "bot", "bot"),
        ("abstract", "playing with the bot", "bot"),
    ],
)
def test_resolve_topic(game: str, typed: str, topic: str) -> None:
    assert resolve_topic(game, typed) == topic


def test_match_topic_edges() -> None:
    assert match_topic("venn", "") == list(load_rules()["venn"].topic_keys)
    assert match_topic("vvv", "bot") == []  # VENNi, Vidi, Vici has no bot topic yet
    assert match_topic("abstract", "notation") == []
    assert match_topic("no such game", "setup") == []
    assert resolve_topic("venn", None) == "overview"
    assert resolve_topic("venn", "") == "overview"
    assert resolve_topic("venn", "zzz") is None
