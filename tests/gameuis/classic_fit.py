"""Where Venn Classic's pictures draw their words, and how much room each has: the words
of a language that do not fit, at the type size they are drawn in (a phone shows the
1000 px table at 380 px, so nothing may run past its box; a word that did would be cut)."""

from __future__ import annotations

from gameuis.say import Say
from rendering.classic import final, hand, seat, table, turn
from rendering.classic.layout import _BANNER_CELLS, MARGIN, PANEL_W, ROUND_BOX, WIDTH
from rendering.classic.pieces import _chip
from rendering.classic.theme import CARD_SIZES, GOLD, INK, WHITE
from rendering.kit import font, text_width

NAME = "Cornelius"  # a player's name of ordinary length
PHASES = ("call", "place", "bid", "challenge", "recover", "discard", "over")
COLOURS = ("red", "yellow", "blue", "orange", "green", "purple")


def _wide(say: Say, msg_id: str, **args: object) -> str:
    return say(msg_id, **args)


def misfits(locale: str) -> list[tuple[str, str, int, int]]:
    """(message id, its text, its width, the room it has) for each word that does not fit."""
    say = Say(locale)
    out: list[tuple[str, str, int, int]] = []

    def check(msg_id: str, size: int, bold: bool, room: int, **args: object) -> None:
        text = say(msg_id, **args)
        width = text_width(text, font(size, bold))
        if width > room:
            out.append((msg_id, text, width, room))

    colours = [say(f"classic-colour-{c}") for c in COLOURS]
    longest_colour = max(colours, key=lambda c: text_width(c.upper(), font(34, True)))
    # a hand: its panels' titles, header, call box, status bar, placed summary, pile notes
    check("classic-pic-your-hand", 22, True, hand.HAND_TITLE_ROOM)
    check("classic-pic-discard-pile", 22, True, hand.PILE_ROOM)
    for msg_id in ("classic-pic-recovery-still", "classic-pic-available"):
        check(msg_id, 17, msg_id.endswith("available"), hand.PILE_ROOM)
    check("classic-pic-recovery-used", 17, False, hand.PILE_ROOM - 31)
    for phase in PHASES:
        header = " · ".join(
            (
                say("classic-pic-round-of", round=12),
                say(f"classic-pic-phase-{phase}"),
                say("classic-pic-you-start"),
            )
        )
        if text_width(header, font(20)) > hand.HEADER_ROOM:
            out.append((f"header {phase}", header, text_width(header, font(20)), hand.HEADER_ROOM))
    box = hand.CALL_ROOM
    check("classic-pic-no-call-short", 22, True, box)
    check("classic-pic-yet", 17, False, box)
    check("classic-pic-each", 17, False, box, count=6)
    check("classic-pic-count-to-come", 17, False, box)
    if text_width(longest_colour.upper(), font(20, True)) > box:
        out.append(("colour", longest_colour, 0, box))
    bar = hand.HAND_W - 2 * MARGIN - 36
    said = {"name": NAME, "amount": 12, "found": 3, "count": 2, "colour": longest_colour}
    said["cards"] = say("classic-pic-cards", count=2)
    for msg_id in (
        "classic-pic-you-won",
        "classic-pic-over-won",
        "classic-pic-you-out",
        "classic-pic-your-call",
        "classic-pic-wait-call",
        "classic-pic-placed-wait",
        "classic-pic-place-n",
        "classic-pic-may-take-back",
        "classic-pic-wait-recover",
        "classic-pic-you-lose",
        "classic-pic-wait-losers",
    ):
        check(msg_id, 20, True, bar, **said)
    # while bidding and in the challenge the bar also notes the player's bid at its right
    note = max(
        text_width(say("classic-pic-you-bid-passed", amount=12), font(17)),
        text_width(say("classic-pic-your-bid", amount=12), font(17)),
    )
    for msg_id in (
        "classic-pic-open-bid",
        "classic-pic-raise-or-pass",
        "classic-pic-hold-highest",
        "classic-pic-wait-raise",
        "classic-pic-your-challenge",
        "classic-pic-turning",
    ):
        check(msg_id, 20, True, bar - note - 16, **said)
    summary = " · ".join(
        (
            say("classic-pic-back-in-hand"),
            say("classic-pic-n-pushed", count=3),
            say("classic-pic-n-turned", count=3),
        )
    )
    check("classic-pic-placed", 22, True, hand.PLACED_TITLE_ROOM)
    if text_width(summary, font(18)) > hand.SUMMARY_ROOM:
        out.append(("summary", summary, text_width(summary, font(18)), hand.SUMMARY_ROOM))
    pushed = say("classic-pic-pushed")
    for size, room in ((11, hand.PUSHED_ROOM), (10, seat.PUSHED_ROOM)):
        width = _chip(pushed, size, GOLD, INK, WHITE).width
        if width > room:
            out.append(("classic-pic-pushed", pushed, width, room))
    # the table: subtitle, banner, legend
    for phase in PHASES:
        parts = [say(f"classic-pic-phase-{phase}")]
        parts += [say("classic-pic-start-player", name=NAME)] if phase != "over" else []
        parts += [say("classic-pic-still-in", left=5, total=5)] if phase != "over" else []
        subtitle = " · ".join(parts)
        room = ROUND_BOX[0] - MARGIN - 16
        if text_width(subtitle, font(20)) > room:
            out.append((f"subtitle {phase}", subtitle, text_width(subtitle, font(20)), room))
    check("classic-pic-game-over", 32, True, table.CALL_ROOM)
    check("classic-pic-no-call", 28, True, table.CALL_ROOM)
    check("classic-pic-each", 20, False, table.CALL_ROOM, count=6)
    if text_width(longest_colour.upper(), font(34, True)) > table.CALL_ROOM:
        out.append(("colour", longest_colour, 0, table.CALL_ROOM))
    check("classic-pic-highest-bid", 14, True, table.BANNER_ROOM)
    check("classic-pic-none-yet", 24, True, table.BANNER_ROOM)
    cell = _BANNER_CELLS[2][1] - _BANNER_CELLS[2][0] - 38
    for label in ("winner", "result", "challenger", "placing", "turn"):
        check(f"classic-pic-label-{label}", 14, True, cell)
    for msg_id in (
        "classic-pic-result-success",
        "classic-pic-result-failure",
        "classic-pic-everyone-places",
    ):
        check(msg_id, 22, True, cell)
    for msg_id in (
        "classic-pic-last-with-cards",
        "classic-pic-verb-call",
        "classic-pic-verb-bid",
        "classic-pic-verb-recover",
        "classic-pic-verb-play",
        "classic-pic-to-place",
        "classic-pic-found",
        "classic-pic-others-discard",
        "classic-pic-may-recover",
        "classic-pic-discards",
        "classic-pic-found-by",
    ):
        check(msg_id, 17, False, cell, name=NAME, count=4, found=3, amount=12)
    if table.legend_size(say) < 15:  # the legend's line: a smaller type only for the pseudo
        out.append(("legend", "", table.legend_width(say), table.LEGEND_ROOM))
    check("classic-pic-review-legend", 16, True, WIDTH - 2 * MARGIN - 34)
    # a seat: its counts' line, its notes, its hand row in a replay
    counts = (
        31
        + text_width("6", font(19, True))
        + 6
        + text_width(say("classic-pic-seat-in-hand"), font(17))
        + 22
        + 31
        + text_width("6", font(19, True))
        + 6
        + text_width(say("classic-pic-discarded"), font(17))
        + 22
        + 31
        + text_width(say("classic-pic-seat-recovered"), font(17))
    )
    if counts > PANEL_W - 36:
        out.append(("seat counts", "", counts, PANEL_W - 36))
    check("classic-pic-out-of-game", 22, True, PANEL_W - 40)
    for msg_id in (
        "classic-pic-no-cards-placed",
        "classic-pic-placed-done",
        "classic-pic-placing",
        "classic-pic-waiting-call",
    ):
        check(msg_id, 18, False, PANEL_W - 44)
    check("classic-pic-last-holding", 18, True, PANEL_W - 44)
    for msg_id in ("classic-pic-hand-hidden", "classic-pic-hand-none", "classic-pic-hand-then"):
        check(msg_id, 15, True, PANEL_W - 44, count=6)
    # a seat's name line: its tags and pill beside a name of ordinary length
    tags = ["classic-pic-seat-start", "classic-pic-seat-challenger"]
    line = 56 + 16 + text_width(NAME, font(22, True)) + 6 + 10
    line += sum(_chip(say(t), 12, GOLD, INK, WHITE).width + 6 for t in tags)
    line += _chip(say("classic-pic-seat-bid", amount=12), 16, GOLD, INK, WHITE).width
    if line > PANEL_W:
        out.append(("seat name line", "", line, PANEL_W))
    # the end
    check("classic-pic-final-title", 34, True, final.FINAL_W - 2 * MARGIN)
    check("classic-pic-left", 16, False, final.LEFT_ROOM)
    check("classic-pic-last-holding", 18, False, final.FINAL_W - (MARGIN + 136) - 170)
    heading = text_width(say("classic-pic-going-out"), font(21, True))
    heading += text_width(say("classic-pic-last-out-highest"), font(16)) + 40 + 16
    if heading > final.FINAL_W - 2 * MARGIN:
        out.append(("final heading", "", heading, final.FINAL_W - 2 * MARGIN))
    note_room = final.FINAL_W - MARGIN - 30 - (MARGIN + 76 + 240)
    for msg_id, args in (
        ("classic-pic-first-out", {}),
        ("classic-pic-last-out", {}),
        ("classic-pic-nth-out", {"place": 3}),
    ):
        note = say("classic-pic-out-round", note=say(msg_id, **args), round=12)
        if text_width(note, font(18)) > note_room:
            out.append((msg_id, note, text_width(note, font(18)), note_room))
    # the turned card
    room = turn.TURN_W - MARGIN - 76 - (MARGIN + 14 + CARD_SIZES["large"][0] + 34)
    check("classic-pic-no-turn-yet", 26, True, room)
    check("classic-pic-own-card", 28, True, room)
    for msg_id in ("classic-pic-shows", "classic-pic-no-colour"):
        text = say(msg_id, colour=longest_colour).upper()
        if text_width(text, font(26, True)) > room:
            out.append((msg_id, text, text_width(text, font(26, True)), room))
    return out
