"""VENN on Discord: conditions in seat order, then everyone places numbers in a private panel.

Conditions turn: pick a condition, then the section (solo: then the condition to block), or
skip. Numbers: toggle dice into a sum, pick the section and circle (or the PARK), use extra
values, move PARK numbers, undo, confirm; or type the moves in a form (see /rules notation).
Every choice in progress lives in the custom_ids of the panel's controls.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.emoji import emoji_for
from bot.gameui import Card, GameUI, Nav, Refusal, button, custom_id, select, view_of
from bot.routes import GameAction
from bot.storage import TableRecord
from games.base import Move, State, View
from games.venn import GAME
from games.venn import engine as rules
from games.venn.ai import choose
from games.venn.data import load
from games.venn.notation import NotationError, parse
from rendering import venn as render
from rendering.venn.standings import REPLAY_NOTE

LIT = "lit"  # the last part of a step control on a panel whose picture rings circles


def circle_name(cid: str) -> str:
    """A circle as the sheet labels it: "Kh #2" (the second circle of Kh, left to right),
    or "Cr #5 = Cy #1 (shared)" for a circle two sections share."""
    d = load()
    names = [
        f"{code} #{d.sections[code].circles.index(cid) + 1}" for code in d.circle_sections[cid]
    ]
    return names[0] if len(names) == 1 else f"{' = '.join(names)} (shared)"


def written_text(placed: list[dict[str, Any]]) -> str:
    """What one sheet got in a round: "14 in Kh #2, 6 in PARK 3" (or "nothing")."""
    parts = [
        f"{p['value']} in "
        + (f"PARK {p['at'][1:]}" if p["at"].startswith("P") else circle_name(p["at"]))
        for p in placed
    ]
    return ", ".join(parts) or "nothing (every value lost)"


def dice_line(view: View, used: list[bool] | None = None) -> str:
    parts = []
    for i, (name, value) in enumerate(zip(view["dice"], view["roll"], strict=True)):
        text = f"{name} **{value}**"
        parts.append(f"~~{text}~~" if used and used[i] else text)
    return " · ".join(parts)


class VennUI(GameUI):
    game = GAME
    colour = 0x12877F
    phase_image_name = "common-sheet.png"

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | list[Move] | Nav | Refusal:
        parts = [action.verb, *action.args]
        lit = parts[-1] == LIT  # clicked on a panel whose picture rings the circles on offer
        if lit:
            parts = parts[:-1]
        verb, args = parts[0], parts[1:]
        choice = values[0] if values else None
        result = self._interpret(state, seat, verb, args, values, choice)
        if lit and isinstance(result, Nav):
            result = Nav({**result.step, LIT: True})
        return result

    def _interpret(
        self,
        state: State,
        seat: int,
        verb: str,
        args: list[str],
        values: list[str],
        choice: str | None,
    ) -> Move | list[Move] | Nav | Refusal:
        try:
            if verb == "skip":
                return {"type": "skip"}
            if verb == "cond":
                return Nav({"cond": choice})
            if verb == "csec":
                move: dict[str, Any] = {
                    "type": "condition",
                    "condition": args[0],
                    "section": choice,
                }
                if state["players"] == 1 and rules.block_options(state, args[0]):
                    return Nav({"cond": args[0], "section": choice})
                return move
            if verb == "block":
                return {
                    "type": "condition",
                    "condition": args[0],
                    "section": args[1],
                    "block": choice,
                }
            if verb == "tog":
                return Nav({"mask": int(args[0])})
            if verb == "sum":  # several dice in one pick, to write their sum
                dice = sorted({int(v) for v in values})
                if len(dice) < 2 or len(dice) != len(values) or not all(0 <= i < 5 for i in dice):
                    raise ValueError(values)
                return Nav({"mask": sum(1 << i for i in dice)})
            if verb == "to":  # a target for the selected dice (place) or an extra value
                kind, arg = args[0], int(args[1])
                return self._target_choice(kind, arg, choice or "")
            if verb == "extra":
                return Nav({"extra": int(choice or "")})
            if verb == "park":
                return Nav({"park": choice})
            if verb == "unpark":
                return {"type": "unpark", "park": args[0], "section": choice}
            if verb in ("undo", "confirm"):
                return {"type": verb}
            if verb == "suggest":
                return self._suggestion(state, seat)
            if verb == "back":
                return Nav({})
        except (ValueError, IndexError, TypeError):
            return Refusal("That choice is not valid; pick one of the listed options.")
        return Refusal("That control is not part of VENN.")

    @staticmethod
    def _suggestion(state: State, seat: int) -> list[Move] | Refusal:
        """The AI's placements for the rest of this round, filled in as one batch for the
        player to look over: Undo takes them back one by one, Confirm keeps them."""
        moves: list[Move] = []
        for _ in range(20):  # a round holds at most five dice and their extras
            move = choose(state, seat)
            if move["type"] in ("confirm", "undo"):
                break
            state, _ = rules.apply(state, seat, move)
            moves.append(move)
        if not moves:
            return Refusal("Everything is placed: look your sheet over, then Confirm.")
        return moves

    @staticmethod
    def _dice_of(mask: int) -> list[int]:
        return [i for i in range(5) if mask >> i & 1]

    def _value_move(self, kind: str, arg: int, target: str) -> Move:
        if kind == "extra":
            if target == "lose":
                return {"type": "lose_extra"}
            return {"type": "extra", "die": arg, "target": target}
        dice = self._dice_of(arg)
        if target == "lose":
            return {"type": "lose", "dice": dice}
        return {"type": "place", "dice": dice, "target": target}

    def _target_choice(self, kind: str, arg: int, choice: str) -> Move:
        """A circle, a PARK circle or "lose": the move itself (the engine judges it)."""
        if choice == "lose" or choice.startswith("P") or choice in load().circle_sections:
            return self._value_move(kind, arg, choice)
        raise ValueError(choice)

    @staticmethod
    def _empty(view: View, seat: int, code: str) -> list[str]:
        circles = view["seats"][seat]["circles"]
        return [c for c in load().sections[code].circles if circles[c] is None]

    def _warn(self, state: State, seat: int, move: Move) -> str:
        return "; ".join(rules.warnings(state, seat, move))[:100]

    # -- forms ------------------------------------------------------------------------------

    def opens_form(self, action: GameAction) -> bool:
        return action.verb == "type"

    def modal(self, table: TableRecord, seat: int, action: GameAction) -> discord.ui.Modal | None:
        if not self.opens_form(action):
            return None
        key = self.game.flow(table.state).panel_key(seat)
        modal = discord.ui.Modal(
            title="Type your moves", custom_id=custom_id(table.id, "m", key, "moves")
        )
        modal.add_item(
            discord.ui.TextInput(
                label="Moves (see /rules venn notation)",
                custom_id="moves",
                style=discord.TextStyle.paragraph,
                placeholder="6+3>Kh2, 12>P1, 20>Cb, P3>Te",
                max_length=400,
            )
        )
        return modal

    def interpret_text(
        self, state: State, seat: int, action: GameAction, fields: dict[str, str]
    ) -> list[Move] | Refusal:
        try:
            return parse(fields.get("moves", ""), state, seat)
        except NotationError as exc:
            return Refusal(f"{exc} Nothing from this batch was written.")

    # -- the private panel ------------------------------------------------------------------

    def panel_image(self, view: View, seat: int, name: str) -> bytes | None:
        return render.render_sheet(view, seat, name)

    def panel(
        self,
        table: TableRecord,
        seat: int,
        view: View,
        step: dict[str, Any] | None,
    ) -> Card:
        name = table.seats[seat].name
        embed = discord.Embed(title=f"VENN · round {view['round']} · {name}", colour=self.colour)
        embed.set_image(url="attachment://panel.png")
        step = dict(step or {})
        was_lit = bool(step.pop(LIT, False))
        tid = table.id
        if view["over"]:
            embed.description = "The game is over."
            return Card(embeds=[embed])
        if view["phase"] == "conditions":
            return self._conditions_panel(tid, table, seat, view, step, embed)
        mine = view["seats"][seat]
        if mine["done"]:
            embed.description = "Numbers confirmed. Your next panel comes with the next turn."
            return Card(embeds=[embed])
        card = self._numbers_panel(tid, table, seat, view, step, embed)
        if was_lit and not card.drawings:
            # the message still shows the rings of the panel the click came from: back to
            # the plain sheet (a panel without a target menu rings nothing)
            name = table.seats[seat].name
            card.drawings = [("panel.png", lambda: render.render_sheet(view, seat, name))]
        return card

    def _conditions_panel(
        self, tid: int, table: TableRecord, seat: int, view: View, step: dict, embed: discord.Embed
    ) -> Card:
        me = view["me"]
        names = [s.name for s in table.seats]
        lines = [f"Roll: {dice_line(view)}"]
        if view["turn"] != seat:
            lines.append(f"Conditions: it is **{names[view['turn']]}**'s turn.")
            embed.description = "\n".join(lines)
            return Card(embeds=[embed])

        def gid(*parts: object) -> str:
            return self.action_id(tid, table.state, seat, *parts)

        data = load()
        mult = {c["name"]: c["multiplier"] for c in data.raw["conditions"]}
        lines.append("**Your turn to take a condition** (or skip).")
        embed.description = "\n".join(lines)
        items: list[discord.ui.Item | None] = []
        if step.get("cond") and step.get("section"):
            cond, section = step["cond"], step["section"]
            options = [
                (b, f"Block {b} (×{mult[b]})") for b in rules.block_options(table.state, cond)
            ]
            embed.description += (
                f"\n{cond} → {section}. Solo: choose a condition to cross off as well."
            )
            items.append(select(gid("block", cond, section), "Cross off as well…", options, row=0))
        elif step.get("cond"):
            cond = step["cond"]
            options = [
                (code, f"{code} · {self._section_name(code)} ({self._points(code)} points)")
                for code in me["open_sections"]
            ]
            items.append(
                select(
                    gid("csec", cond),
                    f"Write {cond} (×{mult.get(cond, '?')}) into…",
                    options,
                    row=0,
                )
            )
        else:
            options = [
                (c, f"{c} (×{mult[c]}) · {view['common'][c]} left")
                for c in me["available_conditions"]
            ]
            if options and me["open_sections"]:
                items.append(select(gid("cond"), "Choose a condition…", options, row=0))
        items.append(button(gid("skip"), "Skip", style=discord.ButtonStyle.secondary, row=4))
        if step:
            items.append(button(gid("back"), "Back", row=4))
        return Card(embeds=[embed], view=view_of(*items))

    @staticmethod
    def _section_name(code: str) -> str:
        return next(s["name"] for s in load().raw["sections"] if s["code"] == code)

    @staticmethod
    def _points(code: str) -> int:
        return next(s["points"] for s in load().raw["sections"] if s["code"] == code)

    def _numbers_panel(
        self, tid: int, table: TableRecord, seat: int, view: View, step: dict, embed: discord.Embed
    ) -> Card:
        me = view["me"]
        mine = view["seats"][seat]
        roll = view["roll"]

        def gid(*parts: object) -> str:
            return self.action_id(tid, table.state, seat, *parts)

        mask = int(step.get("mask", 0))
        chosen = self._dice_of(mask)
        total = sum(roll[i] for i in chosen)
        lines = [f"Dice: {dice_line(view, me['dice_used'])}"]
        if me["extras"]:
            lines.append(f"Extra values left this round: **{me['extras']}** (each equals one die)")
        if chosen:
            lines.append(
                "Selected: "
                + " + ".join(f"{view['dice'][i]} {roll[i]}" for i in chosen)
                + f" = **{total}**"
            )
        conditions = {c: n for c, n in mine["conditions"].items() if n}
        if conditions:
            lines.append("Conditions: " + ", ".join(f"{c} {n}" for c, n in conditions.items()))
        embed.description = "\n".join(lines)
        items: list[discord.ui.Item | None] = []

        if "park" in step:  # choose the section a parked number moves to
            park = step["park"]
            value = mine["park"][int(park[1:]) - 1]["value"]
            options, desc = [], {}
            for section in load().raw["sections"]:
                code = section["code"]
                empty = self._empty(view, seat, code)
                if empty:
                    options.append(
                        (
                            code,
                            f"{code} · left-most empty is circle {load().sections[code].circles.index(empty[0]) + 1}",
                        )
                    )
                    desc[code] = (
                        self._warn(
                            table.state, seat, {"type": "unpark", "park": park, "section": code}
                        )
                        or "fits"
                    )
            items.append(
                select(
                    gid("unpark", park),
                    f"Move {value} from {park} into…",
                    options,
                    row=0,
                    descriptions=desc,
                )
            )
            items.append(button(gid("back"), "Back", row=4))
            return Card(embeds=[embed], view=view_of(*items))

        # main view: dice toggles, targets for the selection, extras, PARK moves, buttons
        targets: tuple[list[tuple[str, str]], dict[str, str]] | None = None
        if chosen:
            targets = self._targets(table.state, seat, view, "dice", mask)
            menus = self._target_menus(gid, "dice", mask, f"Place {total} in", *targets)
        elif "extra" in step:
            die = int(step["extra"])
            targets = self._targets(table.state, seat, view, "extra", die)
            menus = self._target_menus(
                gid, "extra", die, f"Place the extra {roll[die]} in", *targets
            )

        def nav(*parts: object) -> str:
            # a step from a panel whose picture rings circles says so, so that the next
            # panel puts the plain sheet back when it offers none
            return gid(*parts, LIT) if targets else gid(*parts)

        for i, (name, value) in enumerate(zip(view["dice"], roll, strict=True)):
            selected = bool(mask >> i & 1)
            items.append(
                button(
                    nav("tog", mask ^ (1 << i)),
                    f"{name}: {value}",
                    style=discord.ButtonStyle.primary
                    if selected
                    else discord.ButtonStyle.secondary,
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
                    "Add dice together…",
                    [(str(i), f"{view['dice'][i]}: {roll[i]}") for i in unused],
                    row=1,
                    min_values=2,
                    max_values=len(unused),
                )
            )
        if me["extras"] and not chosen and "extra" not in step:
            seen, extras = set(), []
            for i, value in enumerate(roll):
                if value not in seen:
                    seen.add(value)
                    extras.append((str(i), f"Extra value {value} ({view['dice'][i]})"))
            items.append(select(nav("extra"), "Use an extra value…", extras, row=2))
        # only PARK numbers that can move somewhere (no section circle left: none can)
        movable = {m["park"] for m in rules.legal_moves(table.state, seat) if m["type"] == "unpark"}
        parked = [
            (f"P{k + 1}", f"P{k + 1}: {c['value']}")
            for k, c in enumerate(mine["park"])
            if f"P{k + 1}" in movable
        ]
        if parked and not chosen:
            items.append(select(nav("park"), "Move a PARK number…", parked, row=3))
        items.append(button(gid("undo"), "Undo", disabled=not me["can_undo"], row=4))
        items.append(
            button(
                gid("confirm"),
                "Confirm numbers",
                style=discord.ButtonStyle.success,
                disabled=not me["can_confirm"],
                row=4,
            )
        )
        items.append(button(gid("type"), "Type moves", row=4))
        if step:
            items.append(button(nav("back"), "Clear", row=4))
        elif not me["can_confirm"]:
            items.append(button(gid("suggest"), "Place all as suggested", row=4))
        card = Card(embeds=[embed], view=view_of(*items))
        if targets:
            # the sheet rings every circle the menus offer, labelled as they name it
            offered, why = targets
            ring = [value for value, _ in offered if value != "lose"]
            breaks = [c for c in ring if why.get(c, "fits") != "fits" and not c.startswith("P")]
            name = table.seats[seat].name
            card.drawings = [
                (
                    "panel.png",
                    lambda: render.render_sheet(view, seat, name, highlight=ring, breaks=breaks),
                )
            ]
        return card

    def _targets(
        self, state: State, seat: int, view: View, kind: str, arg: int
    ) -> tuple[list[tuple[str, str]], dict[str, str]]:
        """Every place the value may go, as (value, label) options, and what each option's
        description says: each empty circle by name, saying whether it fits the conditions
        of its section(s) ("fits") or which it breaks, circles that fit first; then every
        free PARK circle by the name the sheet shows ("PARK P3")."""
        d = load()
        fits, breaks, desc = [], [], {}
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
                warn = (
                    self._warn(state, seat, self._value_move(kind, arg, cid)) if conditioned else ""
                )
                desc[cid] = warn or "fits"
                (breaks if warn else fits).append((cid, circle_name(cid)))
        mine = view["seats"][seat]
        free = [k for k, c in enumerate(mine["park"]) if c["value"] is None and not c["used"]]
        options = fits + breaks
        for k in free:  # which PARK circle matters: neighbours score as pairs
            options.append((f"P{k + 1}", f"PARK P{k + 1}"))
            desc[f"P{k + 1}"] = "kept for later: moved into a section in a later round"
        if not options:
            options.append(("lose", "Nowhere to place it: the value is lost"))
        return options, desc

    def _target_menus(
        self,
        gid: Any,
        kind: str,
        arg: int,
        prompt: str,
        options: list[tuple[str, str]],
        desc: dict[str, str],
    ) -> list[Any]:
        """The targets as one click: a menu holds 25, so a full sheet takes two (rows 1
        and 2)."""
        chunks = [options[k : k + 25] for k in range(0, len(options), 25)]
        return [
            select(
                gid("to", kind, arg, n),
                f"{prompt}…" if len(chunks) == 1 else f"{prompt} (menu {n + 1} of {len(chunks)})…",
                chunk,
                row=1 + n,
                descriptions=desc,
            )
            for n, chunk in enumerate(chunks[:3])
        ]

    # -- the channel ------------------------------------------------------------------------

    look_label = "Sheets"

    def look(self, view: View, names: list[str], seat: int) -> bytes | None:
        # the public view: each sheet as of the last closed phase, no private draft
        return render.render_sheet(view, seat, names[seat])

    def status(self, table: TableRecord, view: View, names: list[str]) -> Card:
        embed = discord.Embed(colour=self.colour)
        lines = [f"Roll: {dice_line(view)}", f"Start player: {names[view['start_player']]}"]
        if view["phase"] == "conditions":
            embed.title = f"VENN · round {view['round']} · conditions"
            if view["turn"] is not None:
                lines.append(f"Choosing a condition: **{names[view['turn']]}**")
            taken = [
                f"{names[s['seat']]}: {c} in {code}"
                for s in view["seats"]
                for code, c in s["conditions"].items()
                if c
            ]
            if taken:
                lines.append("Conditions on the sheets: " + "; ".join(taken)[:900])

        else:
            embed.title = f"VENN · round {view['round']} · numbers"
            waiting = [names[s["seat"]] for s in view["seats"] if not s["done"]]
            done = [names[s["seat"]] for s in view["seats"] if s["done"]]
            lines.append(f"Still placing: {', '.join(waiting) or 'nobody'}")
            lines.append(f"Done: {', '.join(done) or 'nobody'}")
        if table.deadline:
            lines.append(f"Turn clock: ends <t:{int(table.deadline)}:R>")
        embed.description = "\n".join(lines)
        embed.set_footer(text=f"Table {table.id} · your panel comes by DM, or press Open my panel")
        if view["phase"] == "conditions":
            embed.set_image(url="attachment://status.png")
        return Card(
            embeds=[embed],
            view=self.panel_button(table.id),
        )

    def status_image(self, view: View, names: list[str]) -> bytes | None:
        return render.render_roll(view) if view["phase"] == "conditions" else None

    def phase_text(self, view: View, names: list[str]) -> str | None:
        # a numbers phase just closed: what each sheet got, now that it is public
        if view["phase"] != "conditions" or not view["last_round"]:
            return None
        lines = [f"**Round {view['round'] - 1} written**"]
        lines += [
            f"{names[k]}: {written_text(placed)}"[:300]
            for k, placed in enumerate(view["last_round"])
        ]
        return "\n".join(lines)[:2000]

    def phase_image(self, view: View, names: list[str]) -> bytes | None:
        # the conditions phase just ended: show the common sheet as it now stands
        return render.render_common(view, names) if view["phase"] == "numbers" else None

    def final(
        self, table: TableRecord, view: View, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title="VENN · final scores", colour=self.colour)
        embed.description = "\n".join(
            f"**{scores[s]['rank']}. {names[s]}: {scores[s]['total']}** "
            f"(sections {sum(scores[s]['sections'].values())}, SUM {scores[s]['sum']}, "
            f"PARK {scores[s]['park']})"
            for s in order
        )
        for s in order:
            embed.add_field(name=names[s], value="\n".join(scores[s]["lines"])[:1024], inline=False)
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def replay_final_image(self, view: View, names: list[str]) -> bytes | None:
        # a replay attaches no sheets, so its final picture does not say it does
        return render.render_final(view, names, note=REPLAY_NOTE)

    def final_images(self, view: View, names: list[str]) -> list[tuple[str, bytes]]:
        files = [("final.png", render.render_final(view, names))]
        for seat, name in enumerate(names):
            files.append((f"sheet-{seat + 1}.png", render.render_sheet(view, seat, name)))
        return files


UI = VennUI
