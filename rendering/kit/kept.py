"""Palettes kept on disk between processes.

A game's palette is built from specimen pictures of seeded play (a few seconds of drawing
for VENN and Venn Classic), and every bot process and drawing process used to build it
again on its first picture: a restarted bot drew its first VENN panel seconds late. The
palette depends only on the code and files that draw it, so it is kept in a file named by
a digest of all of them (the drawing code, its fonts, the engines that play the specimen
games, the games' data and the message files) and of Pillow's version: a changed line in
any of them names another file, and the palette is built afresh.

The folder is `PALETTE_CACHE` if set, else `$XDG_CACHE_HOME/venn-table` (`~/.cache/...`).
A folder that cannot be written only means the palette is built each time.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

import PIL
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent.parent
# what a palette is drawn from: the code and the files it reads
SOURCES = ("rendering", "games", "data", "locales")
PALETTE_BYTES = 256 * 3


def cache_dir() -> Path:
    chosen = os.environ.get("PALETTE_CACHE")
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "venn-table"


@cache
def source_digest() -> str:
    """A digest of every file a palette is drawn from, and of Pillow's version."""
    digest = hashlib.blake2b(digest_size=16)
    digest.update(PIL.__version__.encode())
    for top in SOURCES:
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0")
                digest.update(path.read_bytes())
    return digest.hexdigest()


def _from_bytes(data: bytes) -> Image.Image:
    pal = Image.new("P", (1, 1))
    pal.putpalette(list(data))
    return pal


def kept_palette(name: str, build: Callable[[], Image.Image]) -> Image.Image:
    """The palette `build` makes (a "P" image, `build_palette`'s), read from the folder when
    this very code built it before, else built and written there for the next process."""
    path = cache_dir() / f"{name}-{source_digest()}.palette"
    try:
        data = path.read_bytes()
    except OSError:
        data = b""
    if len(data) == PALETTE_BYTES:
        return _from_bytes(data)
    pal = build()
    data = bytes((pal.getpalette() or [])[:PALETTE_BYTES])
    if len(data) == PALETTE_BYTES:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # written whole under another name, then renamed: a reader never meets half
            with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as out:
                out.write(data)
            os.replace(out.name, path)
        except OSError:
            pass
    return pal
