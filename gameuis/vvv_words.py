"""VENNi, Vidi, Vici's panel in words: the names of its menus, buttons and options, shared by
the panel (gameuis.vvv) and "Suggest a move", which tells the AI's move as the panel makes
it (a region by its number and a lettered spot, a lettered circle, or typed numbers where
the AI's choice is not among the letters) with the AI's reason (games.vvv.ai)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, VARIANT, WHY, Press
from games.base import Move, State
from games.vvv import GAME, ai, choices, engine, offers
from games.vvv.views import VvvView

LETTERS = choices.LETTERS
SPOT_MENU, CIRCLE_MENU = "Pick a spot…", "Pick a circle…"
TYPE_DOT, TYPE_CIRCLE = "Type coordinates", "Type a circle"
SHOW_OTHERS, CONFIRM, PASS = "Show others", "Confirm", "Pass"
MAX_REGION_MENUS = 4  # a message holds five rows: four region menus and the buttons

# a region menu: its placeholder, its options (value, label) and their descriptions
Menu = tuple[str, list[tuple[str, str]], dict[str, str]]


def region_menus(state: State, view: VvvView, names: Sequence[str]) -> list[Menu]:
    """The menus of the open regions, by number: a select holds 25 options, so a crowded
    board gets one menu per 25 regions."""
    open_numbers = set(choices.open_regions(state))
    regions = [r for r in view["regions"] if r["number"] in open_numbers]
    chunks = [regions[k : k + 25] for k in range(0, len(regions), 25)][:MAX_REGION_MENUS]
    menus: list[Menu] = []
    for chunk in chunks:
        options, desc = [], {}
        for r in chunk:
            value = str(r["number"])
            options.append((value, f"Region {r['number']}"))
            blue, orange = r["dots"]
            extra = " · a dot here is the third: a circle follows" if blue + orange == 2 else ""
            desc[value] = f"dots: {names[0]} {blue}, {names[1]} {orange}{extra}"[:100]
        label = (
            "Pick a region…"
            if len(chunks) == 1
            else f"Pick a region ({chunk[0]['number']} to {chunk[-1]['number']})…"
        )
        menus.append((label, options, desc))
    return menus


def spot_option(index: int, spot: Sequence[int]) -> str:
    return f"{LETTERS[index]}: ({spot[0]}, {spot[1]})"


def circle_option(letter: str, separates: str) -> str:
    return f"{letter}: {separates}"


def _times(n: int) -> str:
    return "once" if n == 1 else "twice" if n == 2 else f"{n} times"


def _dot(state: State, seat: int, at: list[int], names: Sequence[str]) -> dict[str, object]:
    """A dot: its region and letter when the region's spots offer it, else typed."""
    x, y = at
    number = choices.region_at(state, x, y)
    spots = choices.spots(state, number) if number is not None else []
    why = _dot_reason(state, seat, number, at, names)
    if number is None or at not in spots:
        return {
            "x": x,
            "y": y,
            VARIANT: "typed",
            PRESSES: (Press(TYPE_DOT, typed=(("x", str(x)), ("y", str(y)))),),
            WHY: why,
        }
    menus = region_menus(state, GAME.view(state, seat), names)
    menu = next(
        label for label, options, _ in menus if (str(number), f"Region {number}") in options
    )
    k = spots.index(at)
    return {
        "region": number,
        "spot": LETTERS[k],
        PRESSES: (
            Press(menu, (f"Region {number}",)),
            Press(SPOT_MENU, (spot_option(k, at),)),
        ),
        WHY: why,
    }


def _dot_reason(
    state: State, seat: int, number: int | None, at: list[int], names: Sequence[str]
) -> str:
    """Why the AI puts its dot there (games.vvv.ai.choose's way of valuing a dot)."""
    other = names[1 - seat]
    b = engine.board_of(state)
    face = b.face_at(*at)
    here = b.dots_in.get(face.index, []) if face is not None else []
    region = f"Region {number}" if number is not None else "That region"
    if len(here) == 2:
        after, _ = engine.apply(state, seat, {"type": "dot", "at": list(at)})
        net, _ = ai.best_circle(after, seat, ai.LOOKAHEAD_TRIES)
        gain = f"{net:+g}" if net else "no"
        return (
            f"{region} holds two dots: a third is yours, and so is the circle that follows; "
            f"the best the AI finds locks {gain} more region{'s' if abs(net) != 1 else ''} "
            f"for you than for {other}."
        )
    if not here:
        return (
            f"{region} is empty: a dot alone in a small region is likely yours when it "
            f"locks, and it hands {other} no third dot."
        )
    if state["dot_seats"][here[0]] != seat:
        return f"{region} holds {other}'s dot: yours evens it."
    return f"Every open region offers {other} something; {region.lower()} costs you least."


def _circle(state: State, seat: int, circle: list[int], names: Sequence[str]) -> dict[str, object]:
    """A circle: its letter (and how often to press Show others first) when the picker
    offers it, else typed; Confirm after either."""
    offer = offers.outcome(state, seat, circle)
    separates, locks = offers.words(offer, list(names), seat)
    why = (
        f"It {separates} and {locks}: of the circles the AI tried, the one that locks the "
        f"most regions for you against {names[1 - seat]}."
    )
    offered = offers.offered(state)
    if circle not in offered:
        cx, cy, r = circle
        typed = (("cx", str(cx)), ("cy", str(cy)), ("r", str(r)))
        return {
            "cx": cx,
            "cy": cy,
            "r": r,
            VARIANT: "typed",
            PRESSES: (Press(TYPE_CIRCLE, typed=typed), Press(CONFIRM)),
            WHY: why,
        }
    page, k = divmod(offered.index(circle), offers.PER_PAGE)
    return {
        "letter": LETTERS[k],
        "pick": f"Press {SHOW_OTHERS} {_times(page)}, then pick" if page else "Pick",
        PRESSES: (
            *(Press(SHOW_OTHERS) for _ in range(page)),
            Press(CIRCLE_MENU, (circle_option(LETTERS[k], separates),)),
            Press(CONFIRM),
        ),
        WHY: why,
    }


def move_fields(state: State, seat: int, move: Move, names: Sequence[str]) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json), the controls that make it and
    the AI's reason."""
    if move["type"] == "dot":
        return _dot(state, seat, [int(v) for v in move["at"]], names)
    if move["type"] == "circle":
        return _circle(state, seat, [int(v) for v in move["circle"]], names)
    return {PRESSES: (Press(PASS),), WHY: "No dot can go anywhere on the board."}
