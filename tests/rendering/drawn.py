"""Every text the pictures draw, and where: while `drawn_texts()` is open, each text drawn
with Pillow (every renderer's own `draw.text` and the kit's outlined text and sprites) and
each text sprite the kit pastes (`rendering.kit.text.TEXT_OBSERVERS`) is noted with the box
its ink covers and the size of the picture it is on; a box beyond its picture is a label
that does not fit. (Pictures drawn before, and kept in a cache, are not drawn again.)"""

from __future__ import annotations

import contextlib
import itertools
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering.kit.text import TEXT_OBSERVERS


@dataclass(frozen=True)
class Drawn:
    text: str
    box: tuple[int, int, int, int]  # left, top, right, bottom, in the picture's pixels
    size: tuple[int, int]  # the picture's width and height
    where: str  # the renderer's line that drew it
    picture: int  # which picture (numbered as they are first drawn on)

    @property
    def words(self) -> bool:
        """Whether it holds a word (not only numbers and signs)."""
        return any(c.isalpha() for c in self.text)

    def overflows(self, slack: int = 0) -> bool:
        """Whether the text runs past an edge of its picture (by more than `slack` px)."""
        left, top, right, bottom = self.box
        width, height = self.size
        return left < -slack or top < -slack or right > width + slack or bottom > height + slack

    def overlaps(self, other: Drawn, slack: int = 2) -> bool:
        """Whether the two texts' ink share more than `slack` px each way on one picture."""
        if self.picture != other.picture:
            return False
        left, top = max(self.box[0], other.box[0]), max(self.box[1], other.box[1])
        right, bottom = min(self.box[2], other.box[2]), min(self.box[3], other.box[3])
        return right - left > slack and bottom - top > slack


def crowded(drawn: list[Drawn]) -> list[tuple[str, str, str]]:
    """The pairs of different worded labels drawn over each other on one picture: a label
    that ran into its neighbour (with where the second was drawn)."""
    pictures: dict[int, list[Drawn]] = {}
    for d in drawn:
        if d.words and "\n" not in d.text:
            pictures.setdefault(d.picture, []).append(d)
    return sorted(
        {
            (a.text, b.text, b.where)
            for labels in pictures.values()
            for i, a in enumerate(labels)
            for b in labels[i + 1 :]
            if a.text != b.text and a.overlaps(b)
        }
    )


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


_SERIAL = "_drawn_serial"  # a picture's number, kept on the picture itself


_lock = threading.Lock()  # one recording at a time: Pillow is patched for the process


@contextlib.contextmanager
def drawn_texts() -> Iterator[list[Drawn]]:
    """The texts drawn (on any thread of this process) while the block runs."""
    seen: list[Drawn] = []
    original = ImageDraw.ImageDraw.text
    numbers = itertools.count()

    def number(picture: Image.Image) -> int:
        if not hasattr(picture, _SERIAL):
            setattr(picture, _SERIAL, next(numbers))
        serial: int = getattr(picture, _SERIAL)
        return serial

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
            picture = number(self._image)  # type: ignore[attr-defined]
            seen.append(Drawn(text, edges, self.im.size, where, picture))  # type: ignore[arg-type]
        original(self, xy, text, *args, **kwargs)

    def pasted(text: str, box: tuple[int, int, int, int], canvas: Image.Image) -> None:
        where = _drawer()
        if where is not None:
            seen.append(Drawn(text, box, canvas.size, where, number(canvas)))

    with _lock:
        ImageDraw.ImageDraw.text = text  # type: ignore[method-assign,assignment]
        TEXT_OBSERVERS.append(pasted)
        try:
            yield seen
        finally:
            TEXT_OBSERVERS.remove(pasted)
            ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]
