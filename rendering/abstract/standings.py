"""The standings after each round and the final scores: everyone's paintings as cards in
rank order under the goals in play; players beyond the cards go into a compact table."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.abstract.views import AbstractView, SeatView
from rendering.abstract.cards import card_size, draw_card, tier
from rendering.abstract.goals import goal_picture, goal_texts
from rendering.abstract.painting import Goals3, goals_in_play
from rendering.abstract.palette import palette
from rendering.abstract.theme import (
    GOAL_STRIP_H,
    MARGIN,
    ON_FRAME,
    STANDINGS_CARDS_MAX,
    STANDINGS_HEADER_H,
    STANDINGS_WIDTH,
    STRIPE,
    TABLE_ROW_H,
    WINNER_INK,
)
from rendering.abstract.words import Words
from rendering.kit import encode_png, fit_text, font, paste, rounded_box, text_width
from rendering.kit.text import signed
from rendering.kit.theme import BG, CARD, CARD_EDGE, FRAME, GAP, GOLD, INK, MUTED, PNG_LEVEL, SHADOW


def ranked(view: AbstractView) -> list[SeatView]:
    """The seats in place order (the engine's ranks), ties in seat order."""
    return sorted(view["seats"], key=lambda s: (s["rank"], s["seat"]))


def _name_of(names: Sequence[str], entry: SeatView, say: Words) -> str:
    seat = entry["seat"]
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return say("abstract-pic-player", number=str(seat + 1))


@lru_cache(maxsize=40)
def _standings_base(goals: Goals3, final: bool, say: Words) -> Image.Image:
    """Header strip and goals row of the standings picture (the part every player shares)."""
    img = Image.new("RGB", (STANDINGS_WIDTH, STANDINGS_HEADER_H + GOAL_STRIP_H), BG)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, STANDINGS_WIDTH, 8), fill=GOLD if final else FRAME)
    y0 = STANDINGS_HEADER_H
    inner = STANDINGS_WIDTH - 2 * MARGIN
    cw = (inner - 2 * GAP) // 3
    for k, (letter, option) in enumerate(zip("ABC", goals, strict=True)):
        x0 = MARGIN + k * (cw + GAP)
        box = (x0, y0, x0 + cw, y0 + GOAL_STRIP_H - 18)
        rounded_box(draw, box, 14, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
        pic = goal_picture(letter, option, 16)
        if pic.width > 110:
            pic = pic.resize((110, round(pic.height * 110 / pic.width)), Image.Resampling.LANCZOS)
        pic_x = x0 + 16
        paste(img, pic, (pic_x, (box[1] + box[3]) // 2 - pic.height // 2))
        tx = pic_x + max(pic.width, 56) + 16
        line1, line2 = goal_texts(letter, option, say)
        f1 = font(17, True)
        if f1.getlength(line1) > box[2] - tx - 10:
            f1 = font(15, True)
        title = f"{letter} · {say(f'abstract-pic-goal-{letter}')}"
        draw.text((tx, box[1] + 22), title, font=font(15, True), fill=MUTED, anchor="lm")
        line1 = fit_text(line1, f1, box[2] - tx - 10)
        draw.text((tx, box[1] + 47), line1, font=f1, fill=INK, anchor="lm")
        draw.text((tx, box[1] + 71), line2, font=font(16), fill=MUTED, anchor="lm")
    return img


# a crowd (more players than this) gets the top few as cards, the next ones in a table of
# large rows, and a note of how many more: a picture listing hundreds of players would be
# megabytes, and unreadable at the ~400 px Discord shows it at
CROWD_PLAYERS = 40
CROWD_CARDS = 6
CROWD_LISTED = 14
CROWD_ROW_H = 40


def _table_layout(rest: int, crowd: bool = False) -> tuple[int, int]:
    """(columns, rows) of the compact table for players beyond the cards."""
    if crowd:
        cols = 1 if rest <= 7 else 2
    else:
        cols = 1 if rest <= 8 else 2 if rest <= 24 else 3 if rest <= 60 else 4
    return cols, -(-rest // cols)


def _draw_header(
    draw: ImageDraw.ImageDraw,
    view: AbstractView,
    order: list[SeatView],
    names: Sequence[str],
    final: bool,
    say: Words,
) -> None:
    """Title, the winners (final) or the player count, and the round badge."""
    rounds = view["rounds"]
    title = say("abstract-pic-final-scores" if final else "abstract-pic-standings")
    draw.text((MARGIN, 46), title, font=font(36, True), fill=INK, anchor="lm")
    if final:
        winners = [_name_of(names, e, say) for e in order if e["rank"] == 1]
        if winners:
            top_total = str(order[0]["score"]["total"])
            won = "abstract-pic-winner" if len(winners) == 1 else "abstract-pic-tied-winners"
            line = say(won, names=", ".join(winners), total=top_total)
        else:
            line = say("abstract-pic-no-players")
        f = font(20, True)
        draw.text((MARGIN + 1, 84), fit_text(line, f, 700), font=f, fill=WINNER_INK, anchor="lm")
    else:
        n = len(order)
        sub = say("abstract-pic-sorted", players=str(n))
        draw.text((MARGIN + 1, 84), sub, font=font(20), fill=MUTED, anchor="lm")
    bx1 = STANDINGS_WIDTH - MARGIN
    bx0 = bx1 - 150
    rounded_box(draw, (bx0, 16, bx1, 92), 14, fill=GOLD if final else FRAME)
    draw.text(
        ((bx0 + bx1) / 2, 33),
        fit_text(say("abstract-pic-round-badge"), font(15, True), 140),
        font=font(15, True),
        fill=(255, 255, 255) if final else ON_FRAME,
        anchor="mm",
    )
    rnd = rounds if final else view["round"]
    draw.text(
        ((bx0 + bx1) / 2, 66),
        f"{rnd}/{rounds}",
        font=font(34, True),
        fill=(255, 255, 255),
        anchor="mm",
    )


def _table_height(rest: int, unlisted: int, crowd: bool) -> int:
    if not rest:
        return 0
    row_h = CROWD_ROW_H if crowd else TABLE_ROW_H
    return 44 + _table_layout(rest, crowd)[1] * row_h + (56 if unlisted else 16)


def _draw_table(
    draw: ImageDraw.ImageDraw,
    y0: int,
    height: int,
    rest: list[SeatView],
    names: Sequence[str],
    say: Words,
    unlisted: int = 0,
    crowd: bool = False,
) -> None:
    """Place, name and total of each player beyond the cards, in columns; a crowd's in
    larger rows, with how many more players there are below them."""
    t_cols, t_rows = _table_layout(len(rest), crowd)
    row_h = CROWD_ROW_H if crowd else TABLE_ROW_H
    box = (MARGIN, y0, STANDINGS_WIDTH - MARGIN, y0 + height)
    rounded_box(draw, box, 14, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
    heading = (
        say("abstract-pic-next-places")
        if unlisted
        else say("abstract-pic-everyone-else", count=str(len(rest)))
    )
    draw.text((MARGIN + 18, y0 + 24), heading, font=font(19, True), fill=INK, anchor="lm")
    col_w = (STANDINGS_WIDTH - 2 * MARGIN - 24) // t_cols
    size = 26 if crowd else 17
    fr, fb = font(size), font(size, True)
    place_w = 58 if crowd else 40
    for k, entry in enumerate(rest):
        c, r = divmod(k, t_rows)
        x = MARGIN + 12 + c * col_w
        y = y0 + 44 + r * row_h + row_h // 2
        if r % 2 == 0:
            stripe = (x, y - row_h // 2, x + col_w - 8, y + row_h // 2 - 1)
            draw.rectangle(stripe, fill=STRIPE)
        draw.text((x + place_w, y), f"{entry['rank']}.", font=fr, fill=MUTED, anchor="rm")
        total = signed(entry["score"]["total"])
        tw = text_width(total, fb)
        draw.text((x + col_w - 16, y), total, font=fb, fill=INK, anchor="rm")
        room = col_w - 16 - tw - 12 - place_w - 8
        name = fit_text(_name_of(names, entry, say), fr, room)
        draw.text((x + place_w + 8, y), name, font=fr, fill=INK, anchor="lm")
    if unlisted:
        note = say("abstract-pic-more-players", count=str(unlisted))
        y = y0 + 44 + t_rows * row_h + 26
        draw.text((MARGIN + 18, y), note, font=font(26, True), fill=MUTED, anchor="lm")


def compose_standings(
    view: AbstractView, names: Sequence[str], final: bool, say: Words
) -> Image.Image:
    """The standings as an RGB picture; `final` titles them final and crowns the winners."""
    order = ranked(view)
    crowd = len(order) > CROWD_PLAYERS
    carded = order[: CROWD_CARDS if crowd else STANDINGS_CARDS_MAX]
    rest = order[len(carded) : len(carded) + CROWD_LISTED] if crowd else order[len(carded) :]
    unlisted = len(order) - len(carded) - len(rest)
    card_tier = tier(len(carded))
    cw, ch = card_size(card_tier)
    card_rows = -(-len(carded) // card_tier.cols) if carded else 0
    cards_h = card_rows * ch + max(0, card_rows - 1) * GAP
    table_h = _table_height(len(rest), unlisted, crowd)
    top = STANDINGS_HEADER_H + GOAL_STRIP_H
    height = top + (cards_h if carded else 60) + (GAP + table_h if rest else 0) + MARGIN
    img = Image.new("RGB", (STANDINGS_WIDTH, height), BG)
    img.paste(_standings_base(goals_in_play(view), final, say), (0, 0))
    draw = ImageDraw.Draw(img)
    _draw_header(draw, view, order, names, final, say)

    if not carded:
        draw.text(
            (STANDINGS_WIDTH // 2, top + 24),
            say("abstract-pic-no-players-yet"),
            font=font(22, True),
            fill=MUTED,
            anchor="mm",
        )
    inner = STANDINGS_WIDTH - 2 * MARGIN
    for k, entry in enumerate(carded):
        row, col = divmod(k, card_tier.cols)
        in_row = min(card_tier.cols, len(carded) - row * card_tier.cols)
        # centre an incomplete last row
        row_w = in_row * cw + (in_row - 1) * GAP
        x0 = MARGIN + (inner - row_w) // 2 + col * (cw + GAP)
        y0 = top + row * (ch + GAP)
        winner = final and entry["rank"] == 1
        name = _name_of(names, entry, say)
        draw_card(img, (x0, y0, x0 + cw, y0 + ch), entry, name, card_tier, winner)

    if rest:
        _draw_table(draw, top + cards_h + GAP, table_h, rest, names, say, unlisted, crowd)
    return img


def render_standings(view: AbstractView, names: list[str], say: Words) -> bytes:
    """PNG of everyone's paintings as small cards in rank order, with the goals in play.

    Up to 24 players get a card; any further players are listed in a compact table. Above
    `CROWD_PLAYERS`, the top six get a card, the next fourteen a row, and a note counts the
    rest. Once the game is over these are the final scores.
    """
    return encode_png(compose_standings(view, names, view["over"], say), palette(), PNG_LEVEL)


def render_final(view: AbstractView, names: list[str], say: Words) -> bytes:
    """PNG of the final standings: "Final scores" title and the winners picked out in gold."""
    return encode_png(compose_standings(view, names, True, say), palette(), PNG_LEVEL)
