"""The board picture: the paper with a coordinate grid, circles, dots, locked regions and
region numbers (placed by rendering.vvv.labels); and the same drawing zoomed on one region
with lettered spots. Everything comes from the engine's view (`games.vvv.views`); region
shapes are the view's boundary arcs. The circle picker's pictures: rendering.vvv.picker."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from games.vvv.views import RegionView, VvvView
from rendering.kit import RGB, encode_png, fit_text, font, theme
from rendering.vvv import theme as T
from rendering.vvv.labels import Placed, place, widest

LETTERS = "ABCDEFGHI"


@dataclass(frozen=True)
class Frame:
    """Paper units (x0, y0 .. x1, y1) shown at `scale` pixels per unit, from pixel (left, top)."""

    x0: float
    y0: float
    x1: float
    y1: float
    scale: float
    left: int
    top: int

    def px(self, x: float, y: float) -> tuple[float, float]:
        return (self.left + (x - self.x0) * self.scale, self.top + (y - self.y0) * self.scale)


def _outline(frame: Frame, arcs: list[list[float]]) -> list[tuple[float, float]]:
    pts: list[tuple[float, float]] = []
    for cx, cy, r, start, sweep, forward in arcs:
        n = max(2, int(sweep * r * frame.scale / 3))
        for k in range(n + 1):
            t = k / n
            a = start + sweep * (t if forward else 1 - t)
            pts.append(frame.px(cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


@lru_cache(maxsize=8)
def _hatch(size: tuple[int, int], owner: int | None) -> Image.Image:
    """A fill with the owner's pattern, so colour is never the only cue: blue diagonal
    stripes one way, orange the other way, neutral dotted."""
    w, h = size
    img = Image.new("RGB", size, T.NEUTRAL_FILL if owner is None else T.SEAT_FILLS[owner])
    d = ImageDraw.Draw(img)
    if owner is None:
        for y in range(0, h, 12):
            for x in range(0, w, 12):
                d.ellipse([x + 4, y + 4, x + 7, y + 7], fill=T.NEUTRAL)
        return img
    ink = T.SEATS[owner]
    for k in range(-h, w + h, 14):
        if owner == 0:
            d.line([(k, 0), (k + h, h)], fill=ink, width=3)
        else:
            d.line([(k + h, 0), (k, h)], fill=ink, width=3)
    return img


def _fill_region(
    img: Image.Image, frame: Frame, region: RegionView, paper: tuple[float, float]
) -> None:
    """Fill a locked region with its owner's pattern, working in the region's own box."""
    outline = _outline(frame, region["arcs"])
    if region["outer"]:
        box = (0, 0, img.width, img.height)
    else:
        xs = [p[0] for p in outline]
        ys = [p[1] for p in outline]
        box = (
            max(0, int(min(xs)) - 1),
            max(0, int(min(ys)) - 1),
            min(img.width, int(max(xs)) + 2),
            min(img.height, int(max(ys)) + 2),
        )
    if box[2] <= box[0] or box[3] <= box[1]:
        return
    mask = Image.new("L", (box[2] - box[0], box[3] - box[1]), 0)
    d = ImageDraw.Draw(mask)
    shifted = [(x - box[0], y - box[1]) for x, y in outline]
    if region["outer"]:
        a, b = frame.px(0, 0), frame.px(*paper)
        d.rectangle([a, b], fill=255)
        if len(shifted) >= 3:
            d.polygon(shifted, fill=0)
    elif len(shifted) >= 3:
        d.polygon(shifted, fill=255)
    img.paste(_hatch(img.size, region["owner"]).crop(box), box[:2], mask)


def _dot(d: ImageDraw.ImageDraw, xy: tuple[float, float], seat: int, size: int = T.DOT) -> None:
    """Blue dots are discs, orange dots are diamonds."""
    x, y = xy
    if seat == 0:
        d.ellipse(
            [x - size, y - size, x + size, y + size], fill=T.SEATS[0], outline=theme.WHITE, width=2
        )
    else:
        s = size + 2
        d.polygon(
            [(x, y - s), (x + s, y), (x, y + s), (x - s, y)], fill=T.SEATS[1], outline=theme.WHITE
        )


def label_radius(text: str, size: int) -> float:
    return max(size * 0.75, font(size, True).getlength(text) / 2 + 5)


def _label(
    d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB, ink: RGB
) -> None:
    r = label_radius(text, size)
    x, y = xy
    d.ellipse([x - r, y - r, x + r, y + r], fill=fill, outline=ink, width=2)
    d.text((x, y), text, font=font(size, True), fill=ink, anchor="mm")


def _tie(d: ImageDraw.ImageDraw, label: Placed, ink: RGB) -> None:
    """A label set beside what it names: a line from it to a small mark on the point."""
    if label.tied:
        ax, ay = label.anchor
        d.line([label.anchor, label.at], fill=ink, width=2)
        d.ellipse([ax - 4, ay - 4, ax + 4, ay + 4], fill=theme.WHITE, outline=ink, width=2)


NUMBER_SIZE = 19
SMALL_OWNED = 1600  # square pixels
DOT_REACH = T.DOT + 3  # a dot's half-size in pixels, diamonds included


def dot_points(frame: Frame, view: VvvView) -> list[tuple[float, float]]:
    return [frame.px(*dot["at"]) for dot in view["dots"]]


def number_labels(size: tuple[int, int], frame: Frame, view: VvvView) -> list[Placed]:
    """Where each open region's number goes: where the region is widest, clear of every
    dot and of the numbers placed before (the smallest regions choose first)."""
    dots = dot_points(frame, view)
    placed: list[Placed] = []
    for region in sorted(view["regions"], key=lambda r: r["area"]):
        if not region["number"]:
            continue
        text = str(region["number"])
        r = label_radius(text, NUMBER_SIZE)
        found = widest(_outline(frame, region["arcs"]), size, region["outer"])
        roomy = [at for at, room in found if room >= r * 0.8]
        anchor = found[0][0] if found else frame.px(*region["point"])
        place(text, r, roomy, anchor, size, dots, DOT_REACH, placed)
    return placed


def _draw(
    img: Image.Image, frame: Frame, view: VvvView, numbers: bool = True
) -> ImageDraw.ImageDraw:
    paper = (float(view["paper"][0]), float(view["paper"][1]))
    d = ImageDraw.Draw(img)
    x0, y0 = frame.px(max(0.0, frame.x0), max(0.0, frame.y0))
    x1, y1 = frame.px(min(paper[0], frame.x1), min(paper[1], frame.y1))
    d.rectangle([x0, y0, x1, y1], fill=T.PAPER)
    step = 50 if frame.scale < 1.5 else 10
    # edge labels at least 60 pixels apart, on strong grid lines
    every = next(v for v in (20, 100, 200, 500) if v % step == 0 and v * frame.scale >= 60)
    for v in range(0, int(paper[0]) + 1, step):
        if frame.x0 <= v <= frame.x1:
            strong = v % every == 0
            d.line(
                [frame.px(v, max(0, frame.y0)), frame.px(v, min(paper[1], frame.y1))],
                fill=T.GRID_STRONG if strong else T.GRID,
            )
    for v in range(0, int(paper[1]) + 1, step):
        if frame.y0 <= v <= frame.y1:
            strong = v % every == 0
            d.line(
                [frame.px(max(0, frame.x0), v), frame.px(min(paper[0], frame.x1), v)],
                fill=T.GRID_STRONG if strong else T.GRID,
            )
    for region in view["regions"]:
        if region["locked"]:
            _fill_region(img, frame, region, paper)
    d = ImageDraw.Draw(img)
    for region in view["regions"]:
        # an owned region too small for its hatching to show: its edge in the owner's colour
        if region["owner"] is not None and region["area"] * frame.scale**2 < SMALL_OWNED:
            pts = _outline(frame, region["arcs"])
            if len(pts) >= 3:
                d.line([*pts, pts[0]], fill=T.SEATS[region["owner"]], width=4, joint="curve")
    for c in view["circles"]:
        cx, cy, r = c["at"]
        a, b = frame.px(cx - r, cy - r), frame.px(cx + r, cy + r)
        d.ellipse(
            [a, b], outline=T.NEUTRAL if c["seat"] is None else T.SEATS[c["seat"]], width=T.LINE
        )
    # labels on the grid lines at the edges
    fnt = font(18)
    for v in range(0, int(paper[0]) + 1, every):
        if frame.x0 <= v <= frame.x1:
            d.text(
                (frame.px(v, 0)[0], frame.top - 6), str(v), font=fnt, fill=theme.MUTED, anchor="ms"
            )
    for v in range(0, int(paper[1]) + 1, every):
        if frame.y0 <= v <= frame.y1:
            d.text(
                (frame.left - 6, frame.px(0, v)[1]), str(v), font=fnt, fill=theme.MUTED, anchor="rm"
            )
    for dot in view["dots"]:
        _dot(d, frame.px(*dot["at"]), dot["seat"])
    if view["pending"] is not None:
        x, y = frame.px(*view["pending"])
        d.ellipse([x - 15, y - 15, x + 15, y + 15], outline=theme.ACCENT, width=3)
    if numbers:
        for label in number_labels(img.size, frame, view):
            _tie(d, label, theme.INK)
            _label(d, label.at, label.text, NUMBER_SIZE, theme.WHITE, theme.INK)
    return d


@dataclass(frozen=True)
class Words:
    """The words a picture draws, in the reader's language (the game's UI says them from
    its message files); a part left None is drawn in English."""

    note: str | None = None  # the line under the title: whose turn, or how the game ended
    seats: tuple[str, ...] | None = None  # each seat's score line in the header
    title: str | None = None  # a zoom's or the circle picker's title
    captions: tuple[str, ...] | None = None  # what each circle on offer locks


ENGLISH = Words()


def _header(
    d: ImageDraw.ImageDraw,
    view: VvvView,
    names: Sequence[str],
    width: int,
    note: str,
    words: Words = ENGLISH,
) -> None:
    parts = []
    for s in view["seats"]:
        star = " ★" if s["first"] else ""
        parts.append(
            (
                s["seat"],
                words.seats[s["seat"]]
                if words.seats
                else f"{names[s['seat']]}{star}: {s['points']} pt · {s['circles']} "
                f"circle{'' if s['circles'] == 1 else 's'}",
            )
        )
    x = theme.PAD
    for seat, text in parts:
        _dot(d, (x + 8, 20), seat)
        fnt = font(22, True)
        text = fit_text(text, fnt, width // 2 - 50)
        d.text((x + 24, 20), text, font=fnt, fill=theme.INK, anchor="lm")
        x += width // 2
    d.text(
        (theme.PAD, 50),
        fit_text(note, font(20), width - 2 * theme.PAD),
        font=font(20),
        fill=theme.MUTED,
        anchor="lm",
    )


def status_line(view: VvvView, names: Sequence[str]) -> str:
    if view["over"]:
        w = view["winner"]
        return "Game over: a tie." if w is None else f"Game over: {names[w]} wins."
    seat = view["seat_to_act"]
    assert seat is not None
    what = "draw the circle" if view["stage"] == "circle" else "place a dot"
    last = " (final turn)" if view["final_turn"] else ""
    return f"Turn {view['turn'] + 1}: {names[seat]} to {what}{last}."


def _board_image(
    view: VvvView, names: Sequence[str], note: str | None = None, words: Words = ENGLISH
) -> tuple[Image.Image, Frame]:
    paper = view["paper"]
    scale = (T.WIDTH - T.LABEL_LEFT - T.RIGHT) / paper[0]
    height = T.HEADER + T.LABEL_TOP + int(paper[1] * scale) + T.BOTTOM
    img = Image.new("RGB", (T.WIDTH, height), theme.BG)
    frame = Frame(0, 0, paper[0], paper[1], scale, T.LABEL_LEFT, T.HEADER + T.LABEL_TOP)
    d = _draw(img, frame, view, numbers=not view["over"])  # numbers serve the next dot only
    _header(d, view, names, T.WIDTH, note or words.note or status_line(view, names), words)
    return img, frame


def render_board(view: VvvView, names: Sequence[str], words: Words = ENGLISH) -> bytes:
    """The whole board with the score and whose turn it is."""
    return encode_png(_board_image(view, names, words=words)[0])


def zoom_frame(box: Sequence[float]) -> tuple[Frame, int]:
    """The frame showing `box` (paper units x0, y0, x1, y1, padded and widened to a
    landscape frame), and the picture's height."""
    x0, y0, x1, y1 = box
    pad = 30.0
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    side = max(x1 - x0, (y1 - y0) * 1.4, 140.0)  # keep a landscape frame, not too close
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    x0, x1 = cx - side / 2, cx + side / 2
    y0, y1 = cy - side / 2.8, cy + side / 2.8
    scale = (T.WIDTH - T.LABEL_LEFT - T.RIGHT) / (x1 - x0)
    height = T.HEADER + T.LABEL_TOP + int((y1 - y0) * scale) + T.BOTTOM
    return Frame(x0, y0, x1, y1, scale, T.LABEL_LEFT, T.HEADER + T.LABEL_TOP), height


def _zoomed(
    view: VvvView, names: Sequence[str], box: Sequence[float], title: str, note: str
) -> tuple[Image.Image, ImageDraw.ImageDraw, Frame]:
    """The board enlarged on `box`, without region numbers, under a title and the status
    line."""
    frame, height = zoom_frame(box)
    x0, y0, x1, y1, scale = frame.x0, frame.y0, frame.x1, frame.y1, frame.scale
    img = Image.new("RGB", (T.WIDTH, height), theme.BG)
    d = _draw(img, frame, view, numbers=False)
    # the margins hold labels only: wipe what the paper drew past them, then label anew
    bottom = T.HEADER + T.LABEL_TOP + int((y1 - y0) * scale)
    d.rectangle([0, 0, T.WIDTH, frame.top - 1], fill=theme.BG)
    d.rectangle([0, bottom, T.WIDTH, height], fill=theme.BG)
    d.rectangle([0, frame.top, frame.left - 1, height], fill=theme.BG)
    d.rectangle([T.WIDTH - T.RIGHT, frame.top, T.WIDTH, height], fill=theme.BG)
    every = next(v for v in (20, 100, 200, 500) if v * scale >= 60)
    for v in range(0, view["paper"][0] + 1, every):
        if x0 <= v <= x1:
            d.text(
                (frame.px(v, 0)[0], frame.top - 6),
                str(v),
                font=font(18),
                fill=theme.MUTED,
                anchor="ms",
            )
    for v in range(0, view["paper"][1] + 1, every):
        if y0 <= v <= y1:
            d.text(
                (frame.left - 6, frame.px(0, v)[1]),
                str(v),
                font=font(18),
                fill=theme.MUTED,
                anchor="rm",
            )
    d.text(
        (theme.PAD, 22),
        fit_text(title, font(22, True), T.WIDTH - 2 * theme.PAD),
        font=font(22, True),
        fill=theme.INK,
        anchor="lm",
    )
    note = fit_text(note, font(20), T.WIDTH - 2 * theme.PAD)
    d.text((theme.PAD, 50), note, font=font(20), fill=theme.MUTED, anchor="lm")
    return img, d, frame


def _edge(img: Image.Image, frame: Frame, region: RegionView, paper: Sequence[int]) -> None:
    """The region in play: tinted, and its boundary in a thick accent line."""
    pts = _outline(frame, region["arcs"])
    if len(pts) < 3:
        return
    tint = Image.new("L", img.size, 0)
    ImageDraw.Draw(tint).polygon(pts, fill=60)
    if region["outer"]:  # the outer region is the paper less the inside of its boundary
        sheet = Image.new("L", img.size, 0)
        a, b = frame.px(0, 0), frame.px(paper[0], paper[1])
        ImageDraw.Draw(sheet).rectangle([a, b], fill=60)
        tint = ImageChops.subtract(sheet, tint)
    img.paste(T.HIGHLIGHT, (0, 0, img.width, img.height), tint)
    ImageDraw.Draw(img).line([*pts, pts[0]], fill=T.HIGHLIGHT, width=5, joint="curve")


def render_zoom(
    view: VvvView,
    names: Sequence[str],
    number: int,
    spots: Sequence[Sequence[int]],
    words: Words = ENGLISH,
) -> bytes:
    """Region `number` enlarged and outlined, with the offered spots lettered A, B, C..."""
    region = next(r for r in view["regions"] if r["number"] == number)
    title = words.title or f"Region {number}: pick a lettered spot ({len(spots)} offered)"
    note = words.note or status_line(view, names)
    img, d, frame = _zoomed(view, names, region["box"], title, note)
    _edge(img, frame, region, view["paper"])
    d = ImageDraw.Draw(img)
    for label in spot_labels(img.size, frame, view, spots):
        _tie(d, label, theme.INK)
        _label(d, label.at, label.text, SPOT_SIZE, T.HIGHLIGHT, theme.INK)
    return encode_png(img)


SPOT_SIZE = 22


def spot_labels(
    size: tuple[int, int], frame: Frame, view: VvvView, spots: Sequence[Sequence[int]]
) -> list[Placed]:
    """Each offered spot's letter: on the spot when it covers no dot, else beside it."""
    dots = dot_points(frame, view)
    placed: list[Placed] = []
    for letter, (x, y) in zip(LETTERS, spots, strict=False):
        at = frame.px(x, y)
        place(letter, label_radius(letter, SPOT_SIZE), [at], at, size, dots, DOT_REACH, placed)
    return placed
