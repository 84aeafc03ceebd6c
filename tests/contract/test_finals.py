"""Every registered game's final message: its pictures and its text show each seat's total
score (see `headline`), the number the engine's scores give: a picture never counts on
its own."""

from __future__ import annotations

import asyncio
import importlib
import re

import pytest
from PIL import ImageDraw

from bot.gameui import table_context
from games import registry
from games.rng import Rng
from rendering.kit import text as kit_text
from tests.contract.test_panels import table_for


def finished(name: str, players: int, seed: int):
    game = registry.get(name)
    state, rng = game.new_game(players, {}, seed), Rng(seed)
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        state, _ = game.apply(
            state,
            seat,
            game.ai_move(state, seat) if seed % 2 else game.random_move(state, seat, rng),
        )
    return game, state


def drawn_strings(monkeypatch) -> list[str]:
    """Every string drawn from now on (the text cache emptied, so none is skipped)."""
    seen: list[str] = []
    real = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        seen.append(str(text))
        return real(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    kit_text.text_sprite.cache_clear()
    return seen


def headline(score: dict) -> int:
    """The number a final shows for a seat: its total; in a game of outlasting (Venn
    Classic) the winner's cards left and the round everyone else went out."""
    if "out_round" in score:
        return int(score["cards"] if score["out_round"] is None else score["out_round"])
    return int(score["total"])


def numbers(text: str) -> set[int]:
    text = text.replace("\u2212", "-")  # pictures print a true minus sign
    return {int(n.replace(",", "")) for n in re.findall(r"-?\d[\d,]*", text)}


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_final_pictures_and_text_show_the_engines_totals(name: str, monkeypatch) -> None:
    ui = importlib.import_module(f"gameuis.{name}").UI()
    game = registry.get(name)
    players = min(game.seats.max, max(game.seats.min, 3))
    game, state = finished(name, players, seed=2)
    table = table_for(name, state)
    table.status = "finished"
    names = [seat.name for seat in table.seats]
    scores = game.scores(state)
    public = game.view(state, None)

    async def card():  # discord.ui views need a running loop
        return ui.final(table_context(table), public, names, scores)

    final = asyncio.run(card())
    text = " ".join(
        [final.content or ""]
        + [
            " ".join([e.title or "", e.description or ""] + [f.value for f in e.fields])
            for e in final.embeds
        ]
    )
    seen = drawn_strings(monkeypatch)
    ui.final_images(public, names)
    in_pictures = set().union(*(numbers(s) for s in seen))
    for seat in range(players):
        total = headline(scores[seat])
        assert total in numbers(text), (seat, total, text[:400])
        assert total in in_pictures, (seat, total, sorted(in_pictures)[:60])
