"""Every text the pictures draw, and where: while `drawn_texts()` is open, each text drawn
with Pillow (every renderer's own `draw.text` and the kit's outlined text and sprites) and
each text sprite the kit pastes (`rendering.kit.text.TEXT_OBSERVERS`) is noted with the box
its ink covers and the size of the picture it is on; a box beyond its picture is a label
that does not fit. (Pictures drawn before, and kept in a cache, are not drawn again.)"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from rendering.kit.text import TEXT_OBSERVERS


@dataclass(frozen=True)
class Drawn:
    text: str
    box: tuple[int, int, int, int]  # left, top, right, bottom, in the picture's pixels
    size: tuple[int, int]  # the picture's width and height
    where: str  # the renderer's line that drew it

    @property
    def words(self) -> bool:
        """Whether it holds a word (not only numbers and signs)."""
        return any(c.isalpha() for c in self.text)

    def overflows(self, slack: int = 0) -> bool:
        """Whether the text runs past an edge of its picture (by more than `slack` px)."""
        left, top, right, bottom = self.box
        width, height = self.size
        return left < -slack or top < -slack or right > width + slack or bottom > height + slack


# drawings no player reads as words: the palettes' specimens (drawn once, with message ids
# for words, to sample their colours) and the custom emoji (one set for every language)
UNREAD = ("palette.py", "emoji.py")
_OWN = ("drawn.py", "ImageDraw.py", "kit/text.py", "kit/compose.py")


def _drawer() -> str | None:
    """The renderer's line drawing now (None: a drawing no player reads)."""
    frame = sys._getframe(2)
    where = None
    while frame is not None:
        name = frame.f_code.co_filename
        if name.endswith(UNREAD):
            return None
        if where is None and not name.endswith(_OWN):
            where = f"{name.rsplit('/', 2)[-2]}/{name.rsplit('/', 1)[-1]}:{frame.f_lineno}"
        frame = frame.f_back
    return where or "?"


_lock = threading.Lock()  # one recording at a time: Pillow is patched for the process


@contextlib.contextmanager
def drawn_texts() -> Iterator[list[Drawn]]:
    """The texts drawn (on any thread of this process) while the block runs."""
    seen: list[Drawn] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        where = _drawer() if isinstance(text, str) and text.strip() else None
        if where is not None:
            measure = {
                k: kwargs[k]
                for k in ("font", "anchor", "spacing", "align", "direction", "stroke_width")
                if k in kwargs
            }
            positional = ("fill", "font", "anchor", "spacing", "align")
            for name, value in zip(positional, args, strict=False):
                if name != "fill":
                    measure[name] = value
            box = self.textbbox(xy, text, **measure)
            edges = tuple(round(v) for v in box)
            seen.append(Drawn(text, edges, self.im.size, where))  # type: ignore[arg-type]
        original(self, xy, text, *args, **kwargs)

    def pasted(text: str, box: tuple[int, int, int, int], size: tuple[int, int]) -> None:
        where = _drawer()
        if where is not None:
            seen.append(Drawn(text, box, size, where))

    with _lock:
        ImageDraw.ImageDraw.text = text  # type: ignore[method-assign,assignment]
        TEXT_OBSERVERS.append(pasted)
        try:
            yield seen
        finally:
            TEXT_OBSERVERS.remove(pasted)
            ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]
