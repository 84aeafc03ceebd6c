"""Every picture names seats as the channel does: the names the manager gives
(`TableManager.names`: display names, "AI n"), never "Player n" or a seat's colour in
place of a name. The texts a picture draws are read as it draws them."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import ImageDraw

from bot.gameui import GameUI
from games.base import State
from games.rng import Rng

NAMES = ["Zoë Quill", "AI 2", "Rafa", "AI 4", "Kim", "AI 6", "Lee", "AI 8"]
# what a picture once said instead of a seat's name
NOT_A_NAME = re.compile(r"\bPlayer \d|\b(Blue|Orange)\b(?!\s*(discs|diamonds))")


@contextmanager
def drawn_texts() -> Iterator[list[str]]:
    """The texts drawn while inside, as Pillow is asked to draw them."""
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        texts.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]  # read back, then restored
    try:
        yield texts
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]  # restored


def moments(name: str, seed: int = 5) -> list[State]:
    """A few states of a random game: early, middle, late."""
    ui: GameUI = importlib.import_module(f"gameuis.{name}").UI()
    game = ui.game
    players = game.seats.min if name != "venice" else 3
    state = game.new_game(players, {}, seed)
    rng, seen = Rng(seed), [state]
    step = 0
    while not game.is_over(state) and step < 400:
        seat = game.waiting_for(state)[0]
        state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
        step += 1
        if step % 7 == 0:
            seen.append(state)
    return [seen[1], seen[len(seen) // 2], seen[-1], state]


@pytest.mark.parametrize("name", ["venice", "vvv", "classic"])
def test_panel_pictures_name_every_seat_as_the_channel_does(name: str) -> None:
    ui: GameUI = importlib.import_module(f"gameuis.{name}").UI()
    named_other = False
    states = moments(name)
    # a first picture may build the game's palette from sample pictures of its own
    ui.panel_image(ui.game.panel_view(states[0], 0), 0, NAMES[: len(states[0]["seats"])])
    for state in states:
        names = NAMES[: len(state["seats"])]
        for seat in range(len(names)):
            view = ui.game.panel_view(state, seat)
            with drawn_texts() as texts:
                ui.panel_image(view, seat, names)
            wrong = [t for t in texts if NOT_A_NAME.search(t)]
            assert not wrong, (name, seat, wrong)
            others = [n for k, n in enumerate(names) if k != seat]
            named_other |= any(n in t for t in texts for n in others)
    assert named_other, "some picture names another seat (the one to act, a pile's taker)"


@pytest.mark.parametrize("name", ["venice", "vvv"])
def test_channel_pictures_name_seats_as_the_channel_does(name: str) -> None:
    ui: GameUI = importlib.import_module(f"gameuis.{name}").UI()
    for state in moments(name):
        names = NAMES[: len(state["seats"])]
        view = ui.game.view(state, None)
        ui.status_image(view, names)  # (a first picture may build a palette: see above)
        with drawn_texts() as texts:
            ui.status_image(view, names)
            ui.phase_image(view, names)
            if ui.game.is_over(state):
                ui.final_images(view, names)
        assert not [t for t in texts if NOT_A_NAME.search(t)], name
