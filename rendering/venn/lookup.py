"""VENN's numbers as the pictures need them (sections, circles, owners, colours, tints),
read once from data/venn.json."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, cast

from PIL import Image

from rendering import kit as common
from rendering.kit import RGB, rgb
from rendering.venn.theme import CARD, DATA_PATH, TINT_ALPHA

# --------------------------------------------------------------------------- data


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    with DATA_PATH.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
        return data


@lru_cache(maxsize=1)
def _sections() -> tuple[dict[str, Any], ...]:
    return tuple(_data()["sections"])


@lru_cache(maxsize=1)
def _section_by_code() -> dict[str, dict[str, Any]]:
    return {s["code"]: s for s in _sections()}


@lru_cache(maxsize=1)
def _circle_ids() -> tuple[str, ...]:
    return tuple(_data()["circle_positions"])


@lru_cache(maxsize=1)
def _owners() -> dict[str, tuple[str, ...]]:
    """Each circle id and the section codes it belongs to (two for an overlap circle)."""
    out: dict[str, list[str]] = {}
    for s in _sections():
        for cid in s["circles"]:
            out.setdefault(cid, []).append(s["code"])
    return {cid: tuple(codes) for cid, codes in out.items()}


@lru_cache(maxsize=1)
def _condition_info() -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in _data()["conditions"]}


def _dice_names() -> list[str]:
    return [d["name"] for d in _data()["dice"]]


def _colour(code: str) -> RGB:
    return rgb(_section_by_code()[code]["colour"])


def _dark(code: str) -> RGB:
    """A deeper shade of a section's colour, for rings and small text."""
    return common.mix(_colour(code), (0, 0, 0), 0.3)


def _blend(under: RGB, over: RGB, alpha: int) -> RGB:
    """`over` laid on `under` with opacity alpha/255, with the same rounding as Pillow's
    masked paste (so the result matches the pixels of the drawn lattice exactly)."""
    img = Image.new("RGB", (1, 1), under)
    img.paste(over, (0, 0, 1, 1), Image.new("L", (1, 1), alpha))
    # an RGB image's pixel is an RGB triple; Pillow's stub gives any mode's pixel type
    r, g, b = cast("tuple[int, int, int]", img.getpixel((0, 0)))
    return (r, g, b)


@lru_cache(maxsize=4)
def _tints(ground: RGB = CARD) -> dict[tuple[str, ...], RGB]:
    """Flat fill of every region of the lattice on `ground`: one code for a section's
    own part, two (in drawing order) for the lens where two sections overlap."""
    out: dict[tuple[str, ...], RGB] = {}
    for s in _sections():
        out[(s["code"],)] = _blend(ground, _colour(s["code"]), TINT_ALPHA)
    order = [s["code"] for s in _sections()]
    for codes in _owners().values():
        if len(codes) == 2:
            a, b = sorted(codes, key=order.index)
            out[(a, b)] = _blend(out[(a,)], _colour(b), TINT_ALPHA)
    return out


def section_tint(code: str) -> RGB:
    """The flat colour of section `code`'s own part (outside overlaps) on the player sheet."""
    return _tints(CARD)[(code,)]
