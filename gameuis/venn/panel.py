"""VENN's private panel: what it says and offers in each phase, step by step.

The conditions turn offers the conditions, then the section (solo: the condition to block);
the numbers phase toggles dice into a sum and offers, for the selection or an extra value,
every circle it may go to, ringed on the sheet. Each control's custom_id comes from `gid`
(the UI's `action_id` for this table and seat), so the panel keeps no state of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord

from bot.emoji import emoji_for
from bot.gameui import Card, Control, SeatContext, button, own, select, view_of
from bot.i18n import DEFAULT, tr
from games.base import Move, State
from games.venn import engine as rules
from games.venn.data import load
from games.venn.sheet import draft_of
from games.venn.views import VennView
from gameuis.say import Say
from gameuis.venn.terms import cond, say_why, section_name
from rendering import venn as render

LIT = "lit"  # the last part of a step control on a panel whose picture rings circles

# the custom_id of one of the seat's panel controls, from its parts (GameUI.action_id)
ControlId = Callable[..., str]


def circle_name(cid: str, locale: str = DEFAULT) -> str:
    """A circle as the sheet labels it: "Kh #2" (the second circle of Kh, left to right),
    or "Cr #5 = Cy #1 (shared)" for a circle two sections share."""
    d = load()
    names = [
        tr(locale, "venn-circle", code=code, number=str(d.sections[code].circles.index(cid) + 1))
        for code in d.circle_sections[cid]
    ]
    return (
        names[0] if len(names) == 1 else tr(locale, "venn-circle-shared", names=" = ".join(names))
    )


def place_name(at: str, locale: str = DEFAULT) -> str:
    """Where a number went: a circle, or a PARK circle ("PARK 3")."""
    if at.startswith("P"):
        return tr(locale, "venn-park-circle", number=at[1:])
    return circle_name(at, locale)


def dice_line(view: VennView, used: list[bool] | None = None) -> str:
    parts = []
    for i, (name, value) in enumerate(zip(view["dice"], view["roll"], strict=True)):
        text = f"{name} **{value}**"
        parts.append(f"~~{text}~~" if used and used[i] else text)
    return " · ".join(parts)


def dice_of(mask: int) -> list[int]:
    return [i for i in range(5) if mask >> i & 1]


def value_move(kind: str, arg: int, target: str) -> Move:
    if kind == "extra":
        if target == "lose":
            return {"type": "lose_extra"}
        return {"type": "extra", "die": arg, "target": target}
    dice = dice_of(arg)
    if target == "lose":
        return {"type": "lose", "dice": dice}
    return {"type": "place", "dice": dice, "target": target}


def empty_circles(view: VennView, seat: int, code: str) -> list[str]:
    circles = view["seats"][seat]["circles"]
    return [c for c in load().sections[code].circles if circles[c] is None]


# the panel's menus and buttons as it names them (the panel, and "Suggest a move":
# gameuis.venn.words): message ids
CONDITION_MENU, BLOCK_MENU, SKIP = "venn-condition-menu", "venn-block-menu", "venn-skip"
SUM_MENU, EXTRA_MENU, PARK_MENU = "venn-sum-menu", "venn-extra-menu", "venn-park-menu"
UNDO, CONFIRM = "venn-undo", "venn-confirm"
LOSE_OPTION = "venn-lose-option"


def multipliers() -> dict[str, int]:
    return {c["name"]: c["multiplier"] for c in load().raw["conditions"]}


def condition_option(view: VennView, condition: str, locale: str) -> str:
    said = {"name": cond(condition, locale), "left": view["common"][condition]}  # (a plural)
    return tr(locale, "venn-condition-option", mult=str(multipliers()[condition]), **said)


def section_menu(condition: str, locale: str) -> str:
    mult = str(multipliers().get(condition, "?"))
    return tr(locale, "venn-section-menu", name=cond(condition, locale), mult=mult)


def section_option(code: str, locale: str) -> str:
    said = {"name": section_name(code, locale), "points": str(_points(code))}
    return tr(locale, "venn-section-option", code=code, **said)


def block_option(condition: str, locale: str) -> str:
    said = {"name": cond(condition, locale), "mult": str(multipliers()[condition])}
    return tr(locale, "venn-block-option", **said)


def die_label(view: VennView, die: int) -> str:
    return f"{view['dice'][die]}: {view['roll'][die]}"


def extra_option(view: VennView, die: int, locale: str) -> str:
    said = {"value": str(view["roll"][die]), "die": view["dice"][die]}
    return tr(locale, "venn-extra-option", **said)


def extra_dice(view: VennView) -> list[int]:
    """The dice the extra-value menu offers: the first of each value."""
    seen: set[int] = set()
    out = []
    for i, value in enumerate(view["roll"]):
        if value not in seen:
            seen.add(value)
            out.append(i)
    return out


def value_prompt(view: VennView, kind: str, arg: int, locale: str) -> str:
    """The target menus' prompt for the selected dice (a mask) or an extra value (a die)."""
    if kind == "extra":
        return tr(locale, "venn-place-extra-in", value=str(view["roll"][arg]))
    value = str(sum(view["roll"][i] for i in dice_of(arg)))
    return tr(locale, "venn-place-in", value=value)


def menu_label(prompt: str, n: int, count: int, locale: str) -> str:
    """The placeholder of target menu `n` of `count` (a menu holds 25 options)."""
    if count == 1:
        return tr(locale, "venn-target-menu", prompt=prompt)
    said = {"prompt": prompt, "n": str(n + 1), "count": str(count)}
    return tr(locale, "venn-target-menu-part", **said)


def unpark_menu(park: str, value: object, locale: str) -> str:
    return tr(locale, "venn-unpark-menu", value=str(value), park=park)


def unpark_option(code: str, empty: str, locale: str) -> str:
    number = str(load().sections[code].circles.index(empty) + 1)
    return tr(locale, "venn-unpark-option", code=code, number=number)


def warning(state: State, seat: int, move: Move, locale: str) -> str:
    """What a move breaks, in the player's words ("" when it fits)."""
    return "; ".join(say_why(w, locale) for w in rules.warnings(state, seat, move))[:100]


def conditions_panel(
    gid: ControlId,
    ctx: SeatContext,
    view: VennView,
    step: dict[str, Any],
    embed: discord.Embed,
) -> Card:
    seat, names, locale = ctx.seat, ctx.names, ctx.locale
    me = own(view["me"])
    lines = [tr(locale, "venn-roll", dice=dice_line(view))]
    turn = view["turn"]
    if turn != seat:
        whose = names[turn] if turn is not None else tr(locale, "venn-nobody")
        lines.append(tr(locale, "venn-conditions-turn", name=whose))
        embed.description = "\n".join(lines)
        return Card(embeds=[embed])

    lines.append(tr(locale, "venn-your-condition-turn"))
    embed.description = "\n".join(lines)
    items: list[Control | None] = []
    if step.get("cond") and step.get("section"):
        name, section = step["cond"], step["section"]
        options = [(b, block_option(b, locale)) for b in rules.block_options(ctx.state, name)]
        said = {"name": cond(name, locale), "section": section}
        embed.description += "\n" + tr(locale, "venn-solo-block", **said)
        menu = tr(locale, BLOCK_MENU)
        items.append(select(gid("block", name, section), menu, options, row=0))
    elif step.get("cond"):
        name = step["cond"]
        options = [(code, section_option(code, locale)) for code in me["open_sections"]]
        items.append(select(gid("csec", name), section_menu(name, locale), options, row=0))
    else:
        options = [(c, condition_option(view, c, locale)) for c in me["available_conditions"]]
        if options and me["open_sections"]:
            items.append(select(gid("cond"), tr(locale, CONDITION_MENU), options, row=0))
    skip = tr(locale, SKIP)
    items.append(button(gid("skip"), skip, style=discord.ButtonStyle.secondary, row=4))
    if step:
        items.append(button(gid("back"), tr(locale, "venn-back"), row=4))
    return Card(embeds=[embed], view=view_of(*items))


def _points(code: str) -> int:
    points: int = next(s["points"] for s in load().raw["sections"] if s["code"] == code)
    return points


def numbers_panel(
    gid: ControlId,
    ctx: SeatContext,
    view: VennView,
    step: dict[str, Any],
    embed: discord.Embed,
) -> Card:
    seat, locale = ctx.seat, ctx.locale
    me = own(view["me"])
    mine = view["seats"][seat]
    roll = view["roll"]

    mask = int(step.get("mask", 0))
    chosen = dice_of(mask)
    total = sum(roll[i] for i in chosen)
    lines = [tr(locale, "venn-dice", dice=dice_line(view, me["dice_used"]))]
    if me["extras"]:
        lines.append(tr(locale, "venn-extras-left", count=str(me["extras"])))
    if chosen:
        dice = " + ".join(f"{view['dice'][i]} {roll[i]}" for i in chosen)
        lines.append(tr(locale, "venn-selected", dice=dice, total=str(total)))
    conditions = {c: n for c, n in mine["conditions"].items() if n}
    if conditions:
        written = ", ".join(f"{c} {cond(n, locale)}" for c, n in conditions.items())
        lines.append(tr(locale, "venn-sheet-conditions", conditions=written))
    embed.description = "\n".join(lines)
    items: list[Control | None] = []

    if "park" in step:  # choose the section a parked number moves to
        park = step["park"]
        value = mine["park"][int(park[1:]) - 1]["value"]
        options, desc = [], {}
        for section in load().raw["sections"]:
            code = section["code"]
            empty = empty_circles(view, seat, code)
            if empty:
                options.append((code, unpark_option(code, empty[0], locale)))
                move = {"type": "unpark", "park": park, "section": code}
                desc[code] = warning(ctx.state, seat, move, locale) or tr(locale, "venn-fits")
        items.append(
            select(
                gid("unpark", park),
                unpark_menu(park, value, locale),
                options,
                row=0,
                descriptions=desc,
            )
        )
        items.append(button(gid("back"), tr(locale, "venn-back"), row=4))
        return Card(embeds=[embed], view=view_of(*items))

    # main view: dice toggles, targets for the selection, extras, PARK moves, buttons
    targets: tuple[list[tuple[str, str]], dict[str, str]] | None = None
    if chosen:
        targets = targets_of(ctx.state, seat, view, "dice", mask, locale)
        prompt = value_prompt(view, "dice", mask, locale)
        menus = target_menus(gid, "dice", mask, prompt, *targets, locale=locale)
    elif "extra" in step:
        die = int(step["extra"])
        targets = targets_of(ctx.state, seat, view, "extra", die, locale)
        prompt = value_prompt(view, "extra", die, locale)
        menus = target_menus(gid, "extra", die, prompt, *targets, locale=locale)

    def nav(*parts: object) -> str:
        # a step from a panel whose picture rings circles says so, so that the next
        # panel puts the plain sheet back when it offers none
        return gid(*parts, LIT) if targets else gid(*parts)

    for i, name in enumerate(view["dice"]):
        selected = bool(mask >> i & 1)
        items.append(
            button(
                nav("tog", mask ^ (1 << i)),
                die_label(view, i),
                style=discord.ButtonStyle.primary if selected else discord.ButtonStyle.secondary,
                disabled=me["dice_used"][i],
                emoji=emoji_for(f"venn_{name.lower()}"),  # the die's shape (bot.emoji)
                row=0,
            )
        )
    if targets:
        items += menus
    unused = [i for i in range(len(roll)) if not me["dice_used"][i]]
    if not chosen and "extra" not in step and len(unused) >= 2:
        items.append(
            select(
                nav("sum"),
                tr(locale, SUM_MENU),
                [(str(i), f"{view['dice'][i]}: {roll[i]}") for i in unused],
                row=1,
                min_values=2,
                max_values=len(unused),
            )
        )
    if me["extras"] and not chosen and "extra" not in step:
        extras = [(str(i), extra_option(view, i, locale)) for i in extra_dice(view)]
        items.append(select(nav("extra"), tr(locale, EXTRA_MENU), extras, row=2))
    # only PARK numbers that can move somewhere (no section circle left: none can)
    movable = {m["park"] for m in rules.legal_moves(ctx.state, seat) if m["type"] == "unpark"}
    # the values as the rules see them (this turn's draft included), as `movable` is
    parked = [
        (f"P{k + 1}", f"P{k + 1}: {c['value']}")
        for k, c in enumerate(draft_of(ctx.state, seat).park)
        if f"P{k + 1}" in movable and c["value"] is not None
    ]
    if parked and not chosen:
        items.append(select(nav("park"), tr(locale, PARK_MENU), parked, row=3))
    items.append(button(gid("undo"), tr(locale, UNDO), disabled=not me["can_undo"], row=4))
    items.append(
        button(
            gid("confirm"),
            tr(locale, CONFIRM),
            style=discord.ButtonStyle.success,
            disabled=not me["can_confirm"],
            row=4,
        )
    )
    items.append(button(gid("type"), tr(locale, "venn-type-moves"), row=4))
    if step:
        items.append(button(nav("back"), tr(locale, "venn-clear"), row=4))
    elif not me["can_confirm"]:
        items.append(button(gid("suggest"), tr(locale, "venn-suggest"), row=4))
    card = Card(embeds=[embed], view=view_of(*items))
    if targets:
        # the sheet rings every circle the menus offer, labelled as they name it
        offered, why = targets
        ring = [value for value, _ in offered if value != "lose"]
        fits = tr(locale, "venn-fits")
        breaks = [c for c in ring if why.get(c, fits) != fits and not c.startswith("P")]
        name, say = ctx.name, Say(locale)
        card.drawings = [
            (
                "panel.png",
                lambda: render.render_sheet(view, seat, name, ring, breaks=breaks, say=say),
            )
        ]
    return card


def targets_of(
    state: State, seat: int, view: VennView, kind: str, arg: int, locale: str
) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Every place the value may go, as (value, label) options, and what each option's
    description says: each empty circle by name, saying whether it fits the conditions
    of its section(s) ("fits") or which it breaks, circles that fit first; then every
    free PARK circle by the name the sheet shows ("PARK P3")."""
    d = load()
    fits: list[tuple[str, str]] = []
    breaks: list[tuple[str, str]] = []
    desc: dict[str, str] = {}
    seen: set[str] = set()
    circles = view["seats"][seat]["circles"]
    mine_conditions = view["seats"][seat]["conditions"]
    for code in d.section_codes:
        for cid in d.sections[code].circles:
            if cid in seen or circles[cid] is not None:
                continue
            seen.add(cid)
            # only a section's condition can be broken: skip the check where none is set
            conditioned = any(mine_conditions.get(c) for c in d.circle_sections[cid])
            move = value_move(kind, arg, cid)
            warn = warning(state, seat, move, locale) if conditioned else ""
            desc[cid] = warn or tr(locale, "venn-fits")
            (breaks if warn else fits).append((cid, circle_name(cid, locale)))
    mine = view["seats"][seat]
    free = [k for k, c in enumerate(mine["park"]) if c["value"] is None and not c["used"]]
    options = fits + breaks
    for k in free:  # which PARK circle matters: neighbours score as pairs
        options.append((f"P{k + 1}", tr(locale, "venn-park-option", number=str(k + 1))))
        desc[f"P{k + 1}"] = tr(locale, "venn-park-kept")
    if not options:
        options.append(("lose", tr(locale, LOSE_OPTION)))
    return options, desc


def target_menus(
    gid: ControlId,
    kind: str,
    arg: int,
    prompt: str,
    options: list[tuple[str, str]],
    desc: dict[str, str],
    *,
    locale: str,
) -> list[Control]:
    """The targets as one click: a menu holds 25, so a full sheet takes two (rows 1
    and 2)."""
    chunks = [options[k : k + 25] for k in range(0, len(options), 25)]
    return [
        select(
            gid("to", kind, arg, n),
            menu_label(prompt, n, len(chunks), locale),
            chunk,
            row=1 + n,
            descriptions=desc,
        )
        for n, chunk in enumerate(chunks[:3])
    ]
