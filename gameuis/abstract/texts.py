"""Abstract's words: the goals, the dice, the squares and the seat's round as the panel and
the channel write them (the picture labels die squares, so the words lead with them too).
"""

from __future__ import annotations

from bot.emoji import emoji_text
from bot.gameui import own
from games.abstract.data import load
from games.abstract.views import AbstractSeatView, Goals

DICE_FACES = "⚀⚁⚂⚃⚄⚅"
POSITIONS = ("top left", "top right", "bottom left", "bottom right")


def goals_text(goals: Goals) -> str:
    data = load()
    a = data.goal("A", goals["A"])
    b = data.goal("B", goals["B"])
    c = data.goal("C", goals["C"])
    return (
        f"**A** shapes: a group shaped exactly like a **{a['shape']}** scores {a['points']} "
        f"(once per number)\n"
        f"**B** pairs: **{b['label']}** ({b['pair'][0]} & {b['pair'][1]}), "
        f"{data.points_per_pair} per pair\n"
        f"**C** all different: {c['label']}, {c['points']} each"
    )


def dice_text(dice: list[int], used: list[bool] | None = None) -> str:
    parts = []
    for i, value in enumerate(dice):
        face = emoji_text(f"abstract_die_{value}", DICE_FACES[value - 1])
        label = f"#{i + 1}: {face} {value}"
        parts.append(f"~~{label}~~" if used and used[i] else f"**{label}**")
    return " · ".join(parts)


def where(square: int) -> str:
    """A square as the picture labels it: "die square 4, top left"."""
    data = load()
    owner = data.square_owner[square]
    return f"die square {owner}, {POSITIONS[data.die_squares[owner].index(square)]}"


def round_lines(view: AbstractSeatView) -> list[str]:
    """The seat's moves this round in words, in order (undo drops the last one): what the
    panel's picture, drawn as the round began, does not show yet."""
    data = load()
    me = own(view["me"])
    painting = view["mine"]["painting"]
    dice = list(view["roll"])
    lines = []
    for move in me["actions"]:
        kind = move["type"]
        if kind == "paint":
            value = painting[move["square"]]
            colour = data.colours[value]["name"] if isinstance(value, int) else "?"
            token = " with a place-anywhere token" if move.get("anywhere") else ""
            lines.append(f"Painted {value} ({colour}) in {where(move['square'])}{token}")
        elif kind == "x":
            lines.append(f"Marked an X in {where(move['square'])}")
        elif kind == "bonus":
            face = dice[move["die"]]
            gain = data.bonus_labels[data.bonus_by_face[face]]
            lines.append(f"Bonus with die #{move['die'] + 1} ({face}): a {gain}")
        elif kind == "adjust":
            i = move["die"]
            lines.append(f"±1 token: die #{i + 1} {dice[i]} → {dice[i] + move['delta']}")
            dice[i] += move["delta"]
    return [f"{n}. {line}" for n, line in enumerate(lines, start=1)]


def painting_grid(view: AbstractSeatView) -> str:
    """The seat's painting now, as text: the die squares laid out as in the picture, each
    square's number (X, or · when empty), `*` after the ones painted this round."""
    data = load()
    me = own(view["me"])
    cells = view["mine"]["painting"]
    new = {m["square"] for m in me["actions"] if m["type"] in ("paint", "x")}
    size = data.die_square_size
    lines = []
    for numbers in data.die_square_grid:
        lines.append("  ".join(f"#{n}".ljust(2 * size) for n in numbers).rstrip())
        for dr in range(size):
            blocks = []
            for n in numbers:
                first = data.die_squares[n][dr * size : (dr + 1) * size]
                blocks.append(
                    "".join(
                        ("·" if cells[sq] is None else str(cells[sq])) + ("*" if sq in new else " ")
                        for sq in first
                    )
                )
            lines.append("  ".join(blocks).rstrip())
    return "```\n" + "\n".join(lines) + "\n```"


def square_label(square: int) -> tuple[str, str]:
    data = load()
    row, col = divmod(square, data.cols)
    owner = data.square_owner[square]
    position = POSITIONS[data.die_squares[owner].index(square)]
    # the picture labels die squares, so the choice leads with them
    return f"Die square {owner}, {position}", f"row {row + 1}, column {col + 1} of the painting"
