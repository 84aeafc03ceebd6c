"""The board picture: the paper with a coordinate grid, circles, dots, locked regions and
region numbers; the same drawing zoomed on one region with lettered spots; and the board
with up to nine lettered candidate circles. Everything comes from the engine's view
(`games.vvv.views`); region shapes are the view's boundary arcs."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from games.vvv.views import RegionView, VvvView
from rendering.kit import RGB, encode_png, fit_text, font, theme
from rendering.vvv import theme as T

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


def _label(
    d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB, ink: RGB
) -> None:
    fnt = font(size, True)
    w = fnt.getlength(text)
    r = max(size * 0.75, w / 2 + 5)
    x, y = xy
    d.ellipse([x - r, y - r, x + r, y + r], fill=fill, outline=ink, width=2)
    d.text((x, y), text, font=fnt, fill=ink, anchor="mm")


def _clear_of(
    xy: tuple[float, float], dots: list[tuple[float, float]], labels: list[tuple[float, float]]
) -> tuple[float, float]:
    """A label spot near `xy` that covers no dot (a label never hides a dot) and, where it
    can, no label already placed."""
    x, y = xy
    tries = [(0, 0), (0, -26), (0, 26), (-26, 0), (26, 0), (-22, -22), (22, 22), (22, -22)]
    free = [
        (x + dx, y + dy)
        for dx, dy in tries
        if all(math.dist((x + dx, y + dy), p) > 20 for p in dots)
    ]
    for spot in free:
        if all(math.dist(spot, q) > 30 for q in labels):
            return spot
    return free[0] if free else (x, y - 26)


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
        dots = [frame.px(*dot["at"]) for dot in view["dots"]]
        placed: list[tuple[float, float]] = []
        # small regions first: they have the least room to move their label
        for region in sorted(view["regions"], key=lambda r: r["area"]):
            if region["number"]:
                spot = _clear_of(frame.px(*region["point"]), dots, placed)
                placed.append(spot)
                _label(d, spot, str(region["number"]), 19, theme.WHITE, theme.INK)
    return d


def _header(
    d: ImageDraw.ImageDraw, view: VvvView, names: Sequence[str], width: int, note: str
) -> None:
    parts = []
    for s in view["seats"]:
        star = " ★" if s["first"] else ""
        parts.append(
            (s["seat"], f"{names[s['seat']]}{star}: {s['points']} pt · {s['circles']} circles")
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
    view: VvvView, names: Sequence[str], note: str | None = None
) -> tuple[Image.Image, Frame]:
    paper = view["paper"]
    scale = (T.WIDTH - T.LABEL_LEFT - T.RIGHT) / paper[0]
    height = T.HEADER + T.LABEL_TOP + int(paper[1] * scale) + T.BOTTOM
    img = Image.new("RGB", (T.WIDTH, height), theme.BG)
    frame = Frame(0, 0, paper[0], paper[1], scale, T.LABEL_LEFT, T.HEADER + T.LABEL_TOP)
    d = _draw(img, frame, view, numbers=not view["over"])  # numbers serve the next dot only
    _header(d, view, names, T.WIDTH, note or status_line(view, names))
    return img, frame


def render_board(view: VvvView, names: Sequence[str]) -> bytes:
    """The whole board with the score and whose turn it is."""
    return encode_png(_board_image(view, names)[0])


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
    view: VvvView, names: Sequence[str], box: Sequence[float], title: str
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
    d.text((theme.PAD, 50), status_line(view, names), font=font(20), fill=theme.MUTED, anchor="lm")
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
    view: VvvView, names: Sequence[str], number: int, spots: Sequence[Sequence[int]]
) -> bytes:
    """Region `number` enlarged and outlined, with the offered spots lettered A, B, C..."""
    region = next(r for r in view["regions"] if r["number"] == number)
    title = f"Region {number}: pick a lettered spot ({len(spots)} offered)"
    img, d, frame = _zoomed(view, names, region["box"], title)
    _edge(img, frame, region, view["paper"])
    d = ImageDraw.Draw(img)
    for letter, (x, y) in zip(LETTERS, spots, strict=False):
        _label(d, frame.px(x, y), letter, 22, T.HIGHLIGHT, theme.INK)
    return encode_png(img)


def candidates_box(view: VvvView, circles: Sequence[Sequence[int]]) -> list[float]:
    """What the candidates picture shows: the circles and the region they split."""
    boxes: list[list[float]] = [
        [cx - r, cy - r, cx + r, cy + r] for cx, cy, r in circles[: len(LETTERS)]
    ]
    boxes += [r["box"] for r in view["regions"] if r["number"] == view["pending_region"]]
    if not boxes:
        return [0.0, 0.0, float(view["paper"][0]), float(view["paper"][1])]
    return [
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    ]


def render_candidates(
    view: VvvView, names: Sequence[str], circles: Sequence[Sequence[int]]
) -> bytes:
    """Up to nine candidate circles, each dashed in its own colour and lettered, on the
    board enlarged round them and the region they split (outlined)."""
    shown = circles[: len(LETTERS)]
    region = next(
        (r for r in view["regions"] if r["number"] and r["number"] == view["pending_region"]),
        None,
    )
    box = candidates_box(view, shown)
    img, d, frame = _zoomed(view, names, box, "Pick a circle by its letter")
    if region is not None:
        _edge(img, frame, region, view["paper"])
    d = ImageDraw.Draw(img)
    for k, (cx, cy, r) in enumerate(shown):
        ink = T.CANDIDATES[k]
        a, b = frame.px(cx - r, cy - r), frame.px(cx + r, cy + r)
        for start in range(0, 360, 12):  # dashed: 8 degrees drawn, 4 left out
            d.arc([a, b], start + k, start + k + 8, fill=ink, width=T.LINE + 1)
    placed: list[tuple[float, float]] = []
    for k, (cx, cy, r) in enumerate(shown):
        # each letter on its own circle, at the first angle clear of letters already placed
        for turn in range(24):
            angle = -math.pi / 2 + k * 0.7 + turn * math.tau / 24
            spot = frame.px(cx + r * math.cos(angle), cy + r * math.sin(angle))
            inside = frame.top + 14 < spot[1] < img.height - 14 and frame.left + 14 < spot[0]
            if inside and all(math.dist(spot, p) > 40 for p in placed):
                break
        placed.append(spot)
        _label(d, spot, LETTERS[k], 22, T.CANDIDATES[k], theme.WHITE)
    return encode_png(img)
