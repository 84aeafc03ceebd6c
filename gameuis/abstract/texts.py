"""Abstract's words: the goals, the dice, the squares and the seat's round as the panel and
the channel write them (the picture labels die squares, so the words lead with them too).
"""

from __future__ import annotations

from bot.emoji import emoji_text
from bot.gameui import own
from bot.i18n import DEFAULT, tr
from games.abstract.data import load
from games.abstract.views import AbstractSeatView, Goals

DICE_FACES = "⚀⚁⚂⚃⚄⚅"
POSITIONS = ("top left", "top right", "bottom left", "bottom right")  # English's


def colour(locale: str, face: int) -> str:
    """A face's colour as the language names it."""
    return tr(locale, f"abstract-colour-{face}")


def position(locale: str, square: int) -> str:
    """Where `square` lies in its die square ("top left"), in the language."""
    data = load()
    owner = data.square_owner[square]
    return tr(locale, f"abstract-position-{data.die_squares[owner].index(square)}")


def gain(locale: str, face: int) -> str:
    """What the bonus of a die showing `face` gives ("a star")."""
    return tr(locale, f"abstract-gain-{load().bonus_by_face[face]}")


def goals_text(goals: Goals, locale: str = DEFAULT) -> str:
    data = load()
    a = data.goal("A", goals["A"])
    first, second = data.goal("B", goals["B"])["pair"]
    c = data.goal("C", goals["C"])
    pair = tr(locale, "abstract-pair", first=colour(locale, first), second=colour(locale, second))
    return "\n".join(
        [
            tr(
                locale,
                "abstract-goal-a",
                shape=tr(locale, f"abstract-shape-{goals['A']}"),
                points=str(a["points"]),
            ),
            tr(
                locale,
                "abstract-goal-b",
                pair=pair,
                first=str(first),
                second=str(second),
                points=str(data.points_per_pair),
            ),
            tr(
                locale,
                "abstract-goal-c",
                lines=tr(locale, f"abstract-lines-{c['lines']}"),
                points=str(c["points"]),
            ),
        ]
    )


def dice_text(dice: list[int], used: list[bool] | None = None) -> str:
    parts = []
    for i, value in enumerate(dice):
        face = emoji_text(f"abstract_die_{value}", DICE_FACES[value - 1])
        label = f"#{i + 1}: {face} {value}"
        parts.append(f"~~{label}~~" if used and used[i] else f"**{label}**")
    return " · ".join(parts)


def where(square: int, locale: str = DEFAULT) -> str:
    """A square as the picture labels it: "die square 4, top left"."""
    owner = load().square_owner[square]
    return tr(locale, "abstract-where", square=str(owner), position=position(locale, square))


def round_lines(view: AbstractSeatView, locale: str = DEFAULT) -> list[str]:
    """The seat's moves this round in words, in order (undo drops the last one): what the
    panel's picture, drawn as the round began, does not show yet."""
    me = own(view["me"])
    painting = view["mine"]["painting"]
    dice = list(view["roll"])
    lines = []
    for move in me["actions"]:
        kind = move["type"]
        if kind == "paint":
            value = painting[move["square"]]
            line = "abstract-line-paint-anywhere" if move.get("anywhere") else "abstract-line-paint"
            lines.append(
                tr(
                    locale,
                    line,
                    number=str(value),
                    colour=colour(locale, value) if isinstance(value, int) else "?",
                    where=where(move["square"], locale),
                )
            )
        elif kind == "x":
            lines.append(tr(locale, "abstract-line-x", where=where(move["square"], locale)))
        elif kind == "bonus":
            face = dice[move["die"]]
            die = str(move["die"] + 1)
            said = gain(locale, face)
            lines.append(tr(locale, "abstract-line-bonus", die=die, face=str(face), gain=said))
        elif kind == "adjust":
            i = move["die"]
            before, after = str(dice[i]), str(dice[i] + move["delta"])
            lines.append(
                tr(locale, "abstract-line-adjust", die=str(i + 1), before=before, after=after)
            )
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


def square_label(square: int, locale: str = DEFAULT) -> tuple[str, str]:
    data = load()
    row, col = divmod(square, data.cols)
    owner = str(data.square_owner[square])
    # the picture labels die squares, so the choice leads with them
    return (
        tr(locale, "abstract-square", square=owner, position=position(locale, square)),
        tr(locale, "abstract-square-place", row=str(row + 1), column=str(col + 1)),
    )
