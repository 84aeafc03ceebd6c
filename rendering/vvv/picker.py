"""The circle picker, made for a phone: each circle on offer on a small picture of its own
(the board once that circle is drawn, enlarged on the region it splits), with the dot it
sets apart ringed and the regions it would lock outlined; and one circle, picked or typed,
shown large before it is confirmed. What each circle would do comes from the engine
(`games.vvv.offers`): these pictures only draw it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.vvv.views import CircleOffer, VvvView
from rendering.kit import encode_png, fit_text, font, theme
from rendering.vvv import theme as T
from rendering.vvv.board import ENGLISH, Frame, Words, _dot, _draw, _outline, status_line

COLUMNS = 2
GAP = 12
CELL_W = (T.WIDTH - (COLUMNS + 1) * GAP) // COLUMNS
CELL_H = CELL_W * 3 // 4
CAPTION = 44
CIRCLE = T.CANDIDATES[0]  # the circle on offer, the same on every picture
RING = theme.INK


def _box(view: VvvView, offer: CircleOffer) -> list[float]:
    """What a picture shows: the region split, the circle and the regions it locks."""
    cx, cy, r = offer["circle"]
    boxes: list[list[float]] = [[cx - r, cy - r, cx + r, cy + r]]
    boxes += [g["box"] for g in view["regions"] if g["number"] == view["pending_region"]]
    after = offer["after"]["regions"]
    boxes += [after[lk["index"]]["box"] for lk in offer["locks"] if not after[lk["index"]]["outer"]]
    pad = 25.0
    return [
        min(b[0] for b in boxes) - pad,
        min(b[1] for b in boxes) - pad,
        max(b[2] for b in boxes) + pad,
        max(b[3] for b in boxes) + pad,
    ]


def _frame(box: Sequence[float], width: int, height: int) -> Frame:
    """The frame fitting `box` into width x height pixels, centred."""
    x0, y0, x1, y1 = box
    scale = min(width / (x1 - x0), height / (y1 - y0))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return Frame(
        cx - width / 2 / scale, cy - height / 2 / scale, cx + width / 2 / scale,
        cy + height / 2 / scale, scale, 0, 0,
    )  # fmt: skip


def _scene(view: VvvView, offer: CircleOffer, width: int, height: int) -> Image.Image:
    """The board after the circle, enlarged: the circle thick, the regions it locks
    outlined in their owner's colour (grey: nobody's), the dot it sets apart ringed."""
    img = Image.new("RGB", (width, height), theme.BG)
    frame = _frame(_box(view, offer), width, height)
    after = offer["after"]
    d = _draw(img, frame, after, numbers=False)
    for lk in offer["locks"]:
        region = after["regions"][lk["index"]]
        pts = _outline(frame, region["arcs"])
        ink = T.NEUTRAL if lk["owner"] is None else T.SEATS[lk["owner"]]
        if len(pts) >= 3:
            d.line([*pts, pts[0]], fill=ink, width=5, joint="curve")
    cx, cy, r = offer["circle"]
    a, b = frame.px(cx - r, cy - r), frame.px(cx + r, cy + r)
    d.ellipse([a, b], outline=CIRCLE, width=6)
    x, y = frame.px(*offer["alone"])
    d.ellipse([x - 17, y - 17, x + 17, y + 17], outline=RING, width=4)
    for dot in after["dots"]:  # dots over the lines, so none is hidden
        _dot(d, frame.px(*dot["at"]), dot["seat"])
    return img


def _caption(offer: CircleOffer, names: Sequence[str]) -> str:
    locks = offer["locks"]
    if not locks:
        return "locks nothing"
    count: dict[str, int] = {}
    for lk in locks:
        who = "nobody" if lk["owner"] is None else names[lk["owner"]]
        count[who] = count.get(who, 0) + 1
    return f"locks {len(locks)} · " + ", ".join(f"{who}: {n}" for who, n in count.items())


def _badge(d: ImageDraw.ImageDraw, x: int, y: int, letter: str) -> None:
    d.rounded_rectangle([x, y, x + 50, y + 50], 10, fill=theme.WHITE, outline=theme.INK, width=3)
    d.text((x + 25, y + 26), letter, font=font(34, True), fill=theme.INK, anchor="mm")


def render_picker(
    view: VvvView,
    names: Sequence[str],
    offers: Sequence[CircleOffer],
    letters: str,
    words: Words = ENGLISH,
) -> bytes:
    """The circles on offer, one small picture each, lettered, in two columns."""
    rows = max(1, -(-len(offers) // COLUMNS))
    top = T.HEADER
    height = top + rows * (CELL_H + CAPTION + GAP) + GAP
    img = Image.new("RGB", (T.WIDTH, height), theme.BG)
    d = ImageDraw.Draw(img)
    title = words.title or f"Pick a circle: {len(offers)} shown, each on its own picture"
    d.text((theme.PAD, 22), fit_text(title, font(24, True), T.WIDTH - 2 * theme.PAD),
           font=font(24, True), fill=theme.INK, anchor="lm")  # fmt: skip
    note = fit_text(words.note or status_line(view, names), font(20), T.WIDTH - 2 * theme.PAD)
    d.text((theme.PAD, 50), note, font=font(20), fill=theme.MUTED, anchor="lm")
    for k, offer in enumerate(offers):
        row, col = divmod(k, COLUMNS)
        x = GAP + col * (CELL_W + GAP)
        y = top + row * (CELL_H + CAPTION + GAP)
        img.paste(_scene(view, offer, CELL_W, CELL_H), (x, y))
        d.rectangle([x, y, x + CELL_W, y + CELL_H], outline=theme.INK, width=2)
        _badge(d, x + 8, y + 8, letters[k])
        said = words.captions[k] if words.captions else _caption(offer, names)
        caption = fit_text(said, font(26, True), CELL_W - 8)
        d.text((x + 4, y + CELL_H + CAPTION / 2 + 2), caption, font=font(26, True),
               fill=theme.INK, anchor="lm")  # fmt: skip
    return encode_png(img)


def render_preview(
    view: VvvView, names: Sequence[str], offer: CircleOffer, title: str, words: Words = ENGLISH
) -> bytes:
    """One circle, picked or typed, large, before it is confirmed."""
    width = T.WIDTH
    scene_h = width * 2 // 3
    img = Image.new("RGB", (width, T.HEADER + scene_h + CAPTION + GAP), theme.BG)
    d = ImageDraw.Draw(img)
    d.text((theme.PAD, 22), fit_text(title, font(24, True), width - 2 * theme.PAD),
           font=font(24, True), fill=theme.INK, anchor="lm")  # fmt: skip
    note = fit_text(words.note or status_line(view, names), font(20), width - 2 * theme.PAD)
    d.text((theme.PAD, 50), note, font=font(20), fill=theme.MUTED, anchor="lm")
    img.paste(_scene(view, offer, width - 2 * GAP, scene_h), (GAP, T.HEADER))
    said = words.captions[0] if words.captions else _caption(offer, names)
    caption = fit_text(said, font(28, True), width - 2 * GAP)
    d.text((GAP + 4, T.HEADER + scene_h + CAPTION / 2 + 2), caption, font=font(28, True),
           fill=theme.INK, anchor="lm")  # fmt: skip
    return encode_png(img)
