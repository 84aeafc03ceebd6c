"""What a game brings besides its engine and UI, checked for every registered game: its UI
declares its hints, its rules page, its move sentences and its traffic bench
(`GameUI.companions`), and each declared thing works. A new game that lacks one fails here,
not at a player's click (a missing hints entry was a KeyError in "Suggest a move")."""

from __future__ import annotations

import inspect

import pytest

from bench.traffic import BENCHES
from bot.gameui import Companions, GameUI
from bot.learn import load_hints, step_key
from bot.rules_text import load_rules
from cogs.learn import describe
from cogs.rules import build_page
from games import registry
from gameuis import ui_class
from tests.contract.test_games import random_game

GAMES = registry.NAMES


def companions_of(name: str) -> Companions:
    ui = ui_class(name)
    assert issubclass(ui, GameUI), f"gameuis.{name}.UI is not a GameUI"
    declared = getattr(ui, "companions", None)
    assert isinstance(declared, Companions), (
        f"{ui.__name__} declares no companions (hints, rules, sentences, traffic)"
    )
    return declared


@pytest.mark.parametrize("name", GAMES)
def test_the_hints_are_declared_and_cover_every_step_played(name: str) -> None:
    declared = companions_of(name)
    hints = load_hints()  # checked against its schema and the rules pages it points at
    assert declared.hints in hints, f"data/hints.json has no entry {declared.hints!r}"
    game = registry.get(name)
    played = random_game(game, game.seats.min, 1)[:-1]  # the last: over, no panel to act in
    steps = {step_key(game, state) for state, _, _ in played}
    missing = steps - set(hints[declared.hints].steps)
    assert not missing, f"{name}: no hint for the steps {sorted(missing)}"
    # each step points at a page of the book the UI declares (the runtime reads that one)
    book = load_rules()[declared.rules]
    for key, step in hints[declared.hints].steps.items():
        topic = book.topic(step.topic)
        assert topic is not None and step.page <= len(topic.pages), (name, key, step)


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_page_is_declared_and_every_page_renders(name: str) -> None:
    declared = companions_of(name)
    books = load_rules()
    assert declared.rules in books, f"data/rules has no book {declared.rules!r}"
    book = books[declared.rules]
    assert book.topics
    for topic in book.topics:
        for page in range(1, len(topic.pages) + 1):
            embed, view = build_page(book, topic.key, page)
            assert embed.title and embed.description and view.children


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_of_move_played_has_its_sentence(name: str) -> None:
    declared = companions_of(name)
    assert callable(declared.sentences)
    game = registry.get(name)
    players = max(game.seats.min, 2) if game.seats.max > 1 else 1
    names = [f"Player {k + 1}" for k in range(players)]
    sentences = load_hints()[declared.hints].moves
    seen: set[str] = set()
    for seed in (1, 2):
        for state, seat, move in random_game(game, players, seed)[:-1]:
            if move["type"] in seen:
                continue
            seen.add(move["type"])
            assert move["type"] in sentences, f"{name}: no sentence for a {move['type']!r} move"
            text = describe(game, state, seat, move, names)
            # the fallback names the type alone: a sentence whose fields are missing
            assert text != f"{move['type'].replace('_', ' ')}.", f"{name}: {move} not told"
            assert "{" not in text and text.strip()
    assert seen


@pytest.mark.parametrize("name", GAMES)
def test_the_traffic_bench_is_declared_and_playable(name: str) -> None:
    declared = companions_of(name)
    assert declared.traffic in BENCHES, f"bench.traffic.BENCHES has no {declared.traffic!r}"
    bench = BENCHES[declared.traffic]
    assert inspect.iscoroutinefunction(bench.step)
    game = registry.get(name)
    assert game.seats.min <= 1 + bench.ai_seats <= game.seats.max
