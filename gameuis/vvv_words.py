"""VENNi, Vidi, Vici's panel in words: the names of its menus, buttons and options, shared by
the panel (gameuis.vvv) and "Suggest a move", which tells the AI's move as the panel makes
it (a region by its number and a lettered spot, a lettered circle, or typed numbers where
the AI's choice is not among the letters) with the AI's reason (games.vvv.ai)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.gameui import PRESSES, VARIANT, WHY, Press
from bot.i18n import DEFAULT, Text, tr
from games.base import Move, State
from games.vvv import GAME, ai, choices, engine, offers
from games.vvv.refusals import Problem
from games.vvv.views import CircleOffer, VvvView
from rendering import vvv as render

LETTERS = choices.LETTERS
MAX_REGION_MENUS = 4  # a message holds five rows: four region menus and the buttons

# a region menu: its placeholder, its options (value, label) and their descriptions
Menu = tuple[str, list[tuple[str, str]], dict[str, str]]


def rule_text(found: Problem) -> Text:
    """An engine's refusal (games.vvv.engine.problem), to be said in its reader's language."""
    key, numbers = found
    said: dict[str, object] = {
        k: v if k in ("need", "count") else str(v) for k, v in numbers.items()
    }
    return Text(f"vvv-rule-{key}", said)


@dataclass(frozen=True)
class Nested(Text):
    """A message whose arguments may be messages themselves, all said in one language (a
    typed circle's refusal ends with the rule it breaks)."""

    def in_locale(self, locale: str | None) -> str:
        args = {k: v.in_locale(locale) if isinstance(v, Text) else v for k, v in self.args.items()}
        return tr(locale, self.msg_id, **args)


def region_menus(
    state: State, view: VvvView, names: Sequence[str], locale: str = DEFAULT
) -> list[Menu]:
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
            options.append((value, tr(locale, "vvv-region", region=value)))
            blue, orange = r["dots"]
            dots = "vvv-region-dots-third" if blue + orange == 2 else "vvv-region-dots"
            said = {"blue-name": names[0], "orange-name": names[1]}
            desc[value] = tr(locale, dots, blue=str(blue), orange=str(orange), **said)[:100]
        first, last = str(chunk[0]["number"]), str(chunk[-1]["number"])
        label = (
            tr(locale, "vvv-region-menu")
            if len(chunks) == 1
            else tr(locale, "vvv-region-menu-range", first=first, last=last)
        )
        menus.append((label, options, desc))
    return menus


def spot_option(index: int, spot: Sequence[int]) -> str:
    return f"{LETTERS[index]}: ({spot[0]}, {spot[1]})"


def circle_option(letter: str, separates: str) -> str:
    return f"{letter}: {separates}"[:100]


def circle_text(c: Sequence[int], locale: str = DEFAULT) -> str:
    """A circle by its numbers: "centre (500, 350), radius 120"."""
    return tr(locale, "vvv-circle", x=str(c[0]), y=str(c[1]), r=str(c[2]))


def offer_words(
    offer: CircleOffer, names: Sequence[str], seat: int, locale: str = DEFAULT
) -> tuple[str, str]:
    """A circle on offer in words, as (what it separates, what it locks), each under 100
    characters (a select option's label and description)."""
    if offer["alone_is_new"]:
        who = tr(locale, "vvv-new-dot")
    else:
        where = tr(locale, "vvv-dir-" + offers.direction(offer["alone"], offer["others"]))
        alone = offer["alone_seat"]
        if alone == seat:
            who = tr(locale, "vvv-own-dot", where=where)
        else:
            who = tr(locale, "vvv-their-dot", name=names[alone], where=where)
    side = "vvv-sets-apart-inside" if offer["inside"] else "vvv-sets-apart-outside"
    separates = tr(locale, side, who=who)[:100]
    if not offer["locks"]:
        return separates, tr(locale, "vvv-locks-nothing")
    # by owner: you first, then the other player, nobody last
    groups: dict[int, list[str]] = {}
    for lk in sorted(offer["locks"], key=lambda lk: (lk["region"] == 0, lk["region"])):
        owner = lk["owner"]
        kind = 2 if owner is None else 0 if owner == seat else 1
        region = str(lk["region"])
        where = region if lk["whole"] else tr(locale, "vvv-part-of", region=region)
        groups.setdefault(kind, []).append(where if lk["region"] else tr(locale, "vvv-new-piece"))
    other = names[1 - seat]
    whose = {0: tr(locale, "vvv-for-you"), 1: other, 2: tr(locale, "vvv-for-nobody")}
    head = tr(locale, "vvv-locks", count=len(offer["locks"]))
    text = f"{head} · " + " · ".join(f"{whose[k]}: {', '.join(groups[k])}" for k in sorted(groups))
    if len(text) > 100:
        text = f"{head} · " + " · ".join(f"{whose[k]}: {len(groups[k])}" for k in sorted(groups))
    return separates, text[:100]


def score_lines(score: dict[str, Any], advanced: bool, locale: str = DEFAULT) -> str:
    """A seat's final score in lines: its regions (and pairs), circles and total."""
    lines = [tr(locale, "vvv-score-regions", count=str(score["regions"]))]
    if advanced:
        lines.append(tr(locale, "vvv-score-pairs", count=str(score["pairs"])))
    lines.append(tr(locale, "vvv-score-circles", count=str(score["circles"])))
    total = {"total": str(score["total"]), "rank": str(score["rank"])}
    lines.append(tr(locale, "vvv-score-total", **total))
    return "\n".join(lines)


def _dot(
    state: State, seat: int, at: list[int], names: Sequence[str], locale: str
) -> dict[str, object]:
    """A dot: its region and letter when the region's spots offer it, else typed."""
    x, y = at
    number = choices.region_at(state, x, y)
    spots = choices.spots(state, number) if number is not None else []
    why = _dot_reason(state, seat, number, at, names, locale)
    if number is None or at not in spots:
        typed = (("x", str(x)), ("y", str(y)))
        return {
            "x": x,
            "y": y,
            VARIANT: "typed",
            PRESSES: (Press(tr(locale, "vvv-type-dot"), typed=typed),),
            WHY: why,
        }
    menus = region_menus(state, GAME.view(state, seat), names, locale)
    option = tr(locale, "vvv-region", region=str(number))
    menu = next(label for label, options, _ in menus if (str(number), option) in options)
    k = spots.index(at)
    return {
        "region": number,
        "spot": LETTERS[k],
        PRESSES: (
            Press(menu, (option,)),
            Press(tr(locale, "vvv-spot-menu"), (spot_option(k, at),)),
        ),
        WHY: why,
    }


def _dot_reason(
    state: State,
    seat: int,
    number: int | None,
    at: list[int],
    names: Sequence[str],
    locale: str,
) -> str:
    """Why the AI puts its dot there (games.vvv.ai.choose's way of valuing a dot)."""
    said = {"name": names[1 - seat], "region": str(number) if number is not None else "?"}
    b = engine.board_of(state)
    face = b.face_at(*at)
    here = b.dots_in.get(face.index, []) if face is not None else []
    if len(here) == 2:
        after, _ = engine.apply(state, seat, {"type": "dot", "at": list(at)})
        net, _ = ai.best_circle(after, seat, ai.LOOKAHEAD_TRIES)
        if not net:
            return tr(locale, "vvv-why-third-even", **said)
        return tr(locale, "vvv-why-third", gain=f"{net:+g}", **said)
    if not here:
        return tr(locale, "vvv-why-empty", **said)
    if state["dot_seats"][here[0]] != seat:
        return tr(locale, "vvv-why-even", **said)
    return tr(locale, "vvv-why-least", **said)


def _circle(
    state: State, seat: int, circle: list[int], names: Sequence[str], locale: str
) -> dict[str, object]:
    """A circle: its letter (and how often to press Show others first) when the picker
    offers it, else typed; Confirm after either."""
    offer = offers.outcome(state, seat, circle)
    separates, locks = offer_words(offer, names, seat, locale)
    said = {"separates": separates, "locks": locks, "name": names[1 - seat]}
    why = tr(locale, "vvv-why-circle", **said)
    confirm, others = tr(locale, "vvv-confirm"), tr(locale, "vvv-show-others")
    offered = offers.offered(state)
    if circle not in offered:
        cx, cy, r = circle
        typed = (("cx", str(cx)), ("cy", str(cy)), ("r", str(r)))
        return {
            "cx": cx,
            "cy": cy,
            "r": r,
            VARIANT: "typed",
            PRESSES: (Press(tr(locale, "vvv-type-circle"), typed=typed), Press(confirm)),
            WHY: why,
        }
    page, k = divmod(offered.index(circle), offers.PER_PAGE)
    return {
        "letter": LETTERS[k],
        "pick": tr(locale, "hint-vvv-pick", times=page, others=tr(locale, "vvv-show-others")),
        PRESSES: (
            *(Press(others) for _ in range(page)),
            Press(tr(locale, "vvv-circle-menu"), (circle_option(LETTERS[k], separates),)),
            Press(confirm),
        ),
        WHY: why,
    }


def move_fields(
    state: State, seat: int, move: Move, names: Sequence[str], locale: str = DEFAULT
) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json), the controls that make it and
    the AI's reason, in `locale` (the panel's words)."""
    if move["type"] == "dot":
        return _dot(state, seat, [int(v) for v in move["at"]], names, locale)
    if move["type"] == "circle":
        return _circle(state, seat, [int(v) for v in move["circle"]], names, locale)
    passing = (Press(tr(locale, "vvv-pass")),)
    return {PRESSES: passing, WHY: tr(locale, "vvv-why-pass")}


def locks_text(view: VvvView, names: list[str], locale: str) -> str:
    """The regions the last turn locked, and their owners."""
    last = view["turn"] - 1
    fresh = [lk for lk in view["locks"] if lk["turn"] == last]
    if not fresh:
        return ""
    nobody = tr(locale, "vvv-for-nobody")
    owners = [names[lk["owner"]] if lk["owner"] is not None else nobody for lk in fresh]
    counts = {o: owners.count(o) for o in owners}
    parts = [tr(locale, "vvv-locked-for", count=str(n), name=o) for o, n in counts.items()]
    return tr(locale, "vvv-last-locked", count=len(fresh), owners=", ".join(parts))


def status_line(view: VvvView, names: Sequence[str], locale: str) -> str:
    """Whose turn it is and to do what, or how the game ended."""
    if view["over"]:
        w = view["winner"]
        return (
            tr(locale, "vvv-over-tie") if w is None else tr(locale, "vvv-over-won", name=names[w])
        )
    seat = view["seat_to_act"]
    assert seat is not None
    what = "vvv-to-circle" if view["stage"] == "circle" else "vvv-to-dot"
    what += "-final" if view["final_turn"] else ""
    return tr(locale, what, turn=str(view["turn"] + 1), name=names[seat])


def seat_shape(seat: int, locale: str) -> str:
    """The shape a seat's pieces are drawn in, named (a cue beside the colour)."""
    return tr(locale, "vvv-shape-blue" if seat == 0 else "vvv-shape-orange")


def board_words(view: VvvView, names: Sequence[str], locale: str) -> render.Words:
    """The words of a board picture: each seat's score line and the turn's line."""
    seats = tuple(
        tr(
            locale,
            "vvv-pic-seat",
            name=names[s["seat"]] + (" ★" if s["first"] else ""),
            points=str(s["points"]),
            circles=s["circles"],
        )
        for s in view["seats"]
    )
    return render.Words(note=status_line(view, names, locale), seats=seats)


def caption(offer: CircleOffer, names: Sequence[str], locale: str) -> str:
    """What a circle on offer locks, short enough for its small picture."""
    locks = offer["locks"]
    if not locks:
        return tr(locale, "vvv-locks-nothing")
    nobody = tr(locale, "vvv-for-nobody")
    count: dict[str, int] = {}
    for lk in locks:
        who = nobody if lk["owner"] is None else names[lk["owner"]]
        count[who] = count.get(who, 0) + 1
    owners = ", ".join(f"{who}: {n}" for who, n in count.items())
    return tr(locale, "vvv-pic-locks", count=str(len(locks)), owners=owners)
