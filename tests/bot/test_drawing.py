"""A game's pictures drawn in processes of their own (bot.drawing)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.drawing import Drawing, picture_key, picture_method
from games.abstract import GAME
from gameuis.abstract import UI as AbstractUI
from tests.double.models import PATIENCE


class WhereUI(AbstractUI):
    """A game UI whose picture says which process drew it."""

    def panel_image(self, view, seat, names):
        return f"{os.getpid()}:{names[seat]}".encode()

    def not_a_picture(self):
        return os.getpid()


@pytest.fixture
def threads():
    pool = ThreadPoolExecutor(2)
    yield pool
    pool.shutdown()


def drawer_pid(picture: bytes) -> int:
    return int(picture.split(b":")[0])


async def test_a_games_picture_is_drawn_in_another_process_and_the_same(threads) -> None:
    drawing = Drawing(2, threads)
    try:
        ui = AbstractUI()
        state = GAME.new_game(3, None, 7)
        view = ui.panel_picture_view(state, 0)
        here = ui.panel_image(view, 0, ["alice"])
        assert await drawing.run(ui.panel_image, view, 0, ["alice"]) == here  # a real PNG
        there = await drawing.run(WhereUI().panel_image, view, 0, ["alice"])
        assert drawer_pid(there) != os.getpid() and there.endswith(b":alice")
        # anything else handed off the loop stays in this process
        assert await drawing.run(os.getpid) == os.getpid()
        assert picture_method(os.getpid) is None
        assert picture_method(WhereUI().panel_image) == (__name__, "WhereUI", "panel_image")
    finally:
        drawing.shutdown()


async def test_no_processes_draw_on_the_threads(threads) -> None:
    drawing = Drawing(0, threads)
    picture = await drawing.run(WhereUI().panel_image, {}, 0, ["bob"])
    assert drawer_pid(picture) == os.getpid()


async def test_a_killed_drawing_process_costs_no_picture(threads) -> None:
    drawing = Drawing(1, threads)
    try:
        first = drawer_pid(await drawing.run(WhereUI().panel_image, {}, 0, ["a"]))
        os.kill(first, signal.SIGKILL)
        await asyncio.sleep(0.2)
        # drawn on a thread this once (the pool was broken), then by a new process
        again = await drawing.run(WhereUI().panel_image, {}, 0, ["b"])
        assert again.endswith(b":b")
        later = drawer_pid(await drawing.run(WhereUI().panel_image, {}, 0, ["c"]))
        assert later not in (first, os.getpid())
    finally:
        drawing.shutdown()


def test_drawing_processes_end_with_the_bot_process() -> None:
    """A bot killed with SIGKILL leaves no drawing process behind."""
    script = (
        "import asyncio, os\n"
        "from concurrent.futures import ThreadPoolExecutor\n"
        "from bot.drawing import Drawing\n"
        "from tests.bot.test_drawing import WhereUI\n"
        "async def main():\n"
        "    d = Drawing(2, ThreadPoolExecutor(1))\n"
        "    print((await d.run(WhereUI().panel_image, {}, 0, ['x'])).decode(), flush=True)\n"
        "    await asyncio.sleep(60)\n"
        "asyncio.run(main())\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        child = drawer_pid(proc.stdout.readline().encode())
        os.kill(child, 0)  # alive while the bot is
        proc.kill()
        proc.wait()
        deadline = time.monotonic() + PATIENCE  # it looks every second, at a low priority
        while time.monotonic() < deadline:
            try:
                os.kill(child, 0)
            except ProcessLookupError:
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"drawing process {child} outlived its bot")
    finally:
        proc.kill()


def test_equal_views_have_equal_keys() -> None:
    view = {"round": 2, "seats": [{"seat": 0, "done": False}]}
    same = {"round": 2, "seats": [{"seat": 0, "done": False}]}
    assert picture_key("abstract", view, 0, "ann") == picture_key("abstract", same, 0, "ann")
    assert picture_key("abstract", view, 0, "ann") != picture_key("abstract", view, 1, "ann")
    assert picture_key("abstract", view, 0, "ann") != picture_key("venn", view, 0, "ann")
