"""VENNi, Vidi, Vici's refusals by name: each broken rule is a key with its numbers, so a
game UI can say it in its reader's language (gameuis.vvv_words.rule_text); `english` words
it as the engine always has (`validate`, the records and the IllegalMove messages)."""

from __future__ import annotations

from collections.abc import Callable

# a refusal: the rule's key and its whole numbers
Problem = tuple[str, dict[str, int]]

_ENGLISH: dict[str, Callable[[dict[str, int]], str]] = {
    # whose turn, and the move's shape
    "no-seat": lambda a: "There is no such seat at this table.",
    "game-over": lambda a: "The game is over.",
    "not-your-turn": lambda a: "It is not your turn.",
    "not-a-move": lambda a: "Moves here are a dot, a circle or a pass.",
    "fields-dot": lambda a: "A dot move has the fields at, type only.",
    "fields-circle": lambda a: "A circle move has the fields circle, type only.",
    "fields-pass": lambda a: "A pass move has the fields type only.",
    "circle-now": lambda a: "Your dot was its region's third: now draw the circle that splits it.",
    "dot-first": lambda a: "Place a dot first; a circle follows only a region's third dot.",
    "pass-not-stuck": lambda a: "You may pass only when no dot can go anywhere.",
    "dot-form": lambda a: "A dot is a point [x, y] of whole numbers.",
    "circle-form": lambda a: "A circle is [cx, cy, r] in whole numbers.",
    # a dot (games.vvv.board.Board.dot_problem, rule 1's third dot)
    "off-paper": lambda a: "That point is off the paper.",
    "near-edge": lambda a: f"A dot must be at least {a['gap']} units from the paper's edge.",
    "near-circle": lambda a: f"A dot must be at least {a['gap']} units from every circle.",
    "near-dot": lambda a: f"A dot must be at least {a['gap']} units from every other dot.",
    "locked": lambda a: "That region is locked: no more dots go there.",
    "third-dot": lambda a: (
        "That would be the region's third dot, and no circle could split the three 1|2 (rule 1)."
    ),
    # a circle (games.vvv.board.Board.circle_problem, rule 1's split)
    "off-lattice": lambda a: (
        f"That circle is not on the lattice: centres every {a['step']} units, radii "
        f"{a['low']} to {a['high']} by {a['by']}, wholly on the paper."
    ),
    "too-close": lambda a: (
        f"That circle touches or nearly touches another circle; keep {a['gap']} units clear."
    ),
    "crossings": lambda a: (
        f"A new circle must cross exactly {a['need']} circles; that one crosses {a['count']}."
    ),
    "circle-near-dot": lambda a: f"That circle passes within {a['gap']} units of a dot.",
    "nested": lambda a: "That circle encloses no new area: it lies inside another circle.",
    "near-crossing": lambda a: (
        f"That circle crosses within {a['gap']} units of a crossing point already drawn."
    ),
    "through-locked": lambda a: "That circle passes through a locked region.",
    "covered": lambda a: "That circle encloses no new area: all of it is already inside circles.",
    "no-split": lambda a: (
        "That circle does not split the region's three dots one from two (rule 1)."
    ),
}

KEYS = tuple(_ENGLISH)


def english(problem: Problem) -> str:
    """A refusal in the engine's own English sentence."""
    key, args = problem
    return _ENGLISH[key](args)
