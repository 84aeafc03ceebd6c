"""Frames of a replay: a step's public pictures under a caption band, and the animated file
of a whole game (GIF or APNG) kept under an upload limit.

The pictures come from each game's own status and phase drawings (PNG bytes); this module
only lays them out, scales them and encodes the animation, so it knows nothing of any game.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering.kit import theme
from rendering.kit.compose import encode_png
from rendering.kit.text import fit_text, font

BAND_SHARE = 1 / 36  # the band's text size, as a share of the frame's width
STEP_MS = 1200  # how long an animation shows each step
LAST_MS = 4000  # the final position stays longer before the loop starts again
FORMATS = ("gif", "apng")
# the widths an animation tries, widest first, before it starts dropping steps
ANIMATION_WIDTHS = (720, 560, 440, 360)


def _open(picture: bytes) -> Image.Image:
    with Image.open(io.BytesIO(picture)) as img:
        return img.convert("RGB")


def step_frame(
    pictures: Sequence[bytes],
    heading: str,
    caption: str,
    width: int | None = None,
    height: int | None = None,
) -> Image.Image:
    """One step as one picture: a dark band (the step's number in bold, then what happened)
    above the step's pictures, stacked and scaled to `width` (default: the widest one's).
    With `height` the frame is padded (or the pictures shrunk) to exactly that height, so
    every frame of an animation has the same size."""
    images = [_open(p) for p in pictures]
    natural = max((img.width for img in images), default=640)
    width = width or natural
    # readable at phone width: about 1/36 of the frame, never under 14 px
    size = max(14, round(width * BAND_SHARE))
    pad = max(6, size // 2)
    bold, regular = font(size, True), font(size)
    after = pad + round(bold.getlength(heading)) + size  # where the caption starts
    one_line = regular.getlength(caption) <= width - after - pad
    lines = 1 if one_line or not caption else 2
    band = lines * (size + pad) + pad
    scaled = [
        img.resize((width, max(1, round(img.height * width / img.width))), Image.Resampling.LANCZOS)
        if img.width != width
        else img
        for img in images
    ]
    body = sum(img.height for img in scaled)
    if height is not None and band + body > height and body:
        # too tall for the animation's frame: shrink the pictures together, centred
        factor = (height - band) / body
        scaled = [
            img.resize(
                (max(1, round(img.width * factor)), max(1, round(img.height * factor))),
                Image.Resampling.LANCZOS,
            )
            for img in scaled
        ]
        body = sum(img.height for img in scaled)
    canvas = Image.new("RGB", (width, height or band + body), theme.BG)
    draw = ImageDraw.Draw(canvas)
    draw.rectangle((0, 0, width, band - 1), fill=theme.FRAME)
    middle = pad + size // 2
    draw.text((pad, middle), heading, font=bold, fill=theme.WHITE, anchor="lm")
    if caption:
        x, y = (after, middle) if one_line else (pad, middle + size + pad)
        text = fit_text(caption, regular, width - x - pad)
        draw.text((x, y), text, font=regular, fill=theme.PALE, anchor="lm")
    y = band
    for img in scaled:
        canvas.paste(img, ((width - img.width) // 2, y))
        y += img.height
    return canvas


def step_png(pictures: Sequence[bytes], heading: str, caption: str) -> bytes:
    """A step frame as PNG bytes, for the replay message (at most 1000 px wide)."""
    natural = max((_open(p).width for p in pictures), default=640)
    return encode_png(step_frame(pictures, heading, caption, min(natural, 1000)))


@dataclass(frozen=True)
class Animation:
    data: bytes
    fmt: str  # "gif" or "apng"
    width: int
    height: int
    shown: tuple[int, ...]  # the steps (0-based) it shows, in order

    @property
    def filename(self) -> str:
        return "replay.gif" if self.fmt == "gif" else "replay.png"


def _shared_palette(frames: Sequence[Image.Image]) -> Image.Image:
    """One 256-colour palette for every frame (APNG has a single palette; a GIF with one
    palette does not flicker): a median cut of a strip of the frames, shrunk."""
    thumbs = [f.resize((max(1, f.width // 4), max(1, f.height // 4))) for f in frames]
    strip = Image.new("RGB", (max(t.width for t in thumbs), sum(t.height for t in thumbs)))
    y = 0
    for t in thumbs:
        strip.paste(t, (0, y))
        y += t.height
    return strip.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def encode_animation(frames: Sequence[Image.Image], fmt: str) -> bytes:
    """The frames (same size) as a looping GIF or APNG on one shared palette."""
    if fmt not in FORMATS:
        raise ValueError(f"an animation is one of {', '.join(FORMATS)}, not {fmt!r}")
    if not frames:
        raise ValueError("an animation needs at least one frame")
    palette = _shared_palette(frames)
    mapped = [f.quantize(palette=palette, dither=Image.Dither.NONE) for f in frames]
    durations = [STEP_MS] * (len(mapped) - 1) + [LAST_MS]
    buf = io.BytesIO()
    mapped[0].save(
        buf,
        "GIF" if fmt == "gif" else "PNG",
        save_all=True,
        append_images=mapped[1:],
        duration=durations,
        loop=0,
        optimize=False,
    )
    return buf.getvalue()


def every_kth(count: int, k: int) -> tuple[int, ...]:
    """Steps 0, k, 2k, ... and always the last one (the final position)."""
    shown = list(range(0, count, k))
    if shown[-1] != count - 1:
        shown.append(count - 1)
    return tuple(shown)


def fit_animation(
    count: int,
    frame_at: Callable[[int, int, int], Image.Image],
    natural_height: Callable[[int], int],
    fmt: str,
    limit: int,
) -> Animation:
    """An animation of `count` steps under `limit` bytes: narrower frames first (down to
    `ANIMATION_WIDTHS[-1]`), then every 2nd, 3rd... step (the last one always shown).
    `frame_at(step, width, height)` draws a step's frame; `natural_height(width)` is the
    tallest frame at that width, which every frame is padded to."""
    k = 1
    while True:
        shown = every_kth(count, k)
        for width in ANIMATION_WIDTHS:
            height = natural_height(width)
            data = encode_animation([frame_at(s, width, height) for s in shown], fmt)
            if len(data) <= limit:
                return Animation(data, fmt, width, height, shown)
        if len(shown) <= 2:
            raise ValueError("even two frames of this game do not fit the upload limit")
        # the bytes grow about with the frames: skip enough steps to fit at the last width
        k = max(k + 1, int(k * len(data) / limit) + 1)
