"""VENN on Discord: conditions in seat order, then everyone places numbers in a private panel.

Conditions turn: pick a condition, then the section (solo: then the condition to block), or
skip. Numbers: toggle dice into a sum, pick the section and circle (or the PARK), use extra
values, move PARK numbers, undo, confirm; or type the moves in a form (see /rules notation).
Every choice in progress lives in the custom_ids of the panel's controls.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.gameui import (
    SUGGESTED,
    Card,
    Companions,
    GameUI,
    Nav,
    Refusal,
    SeatContext,
    TableContext,
    custom_id,
)
from bot.routes import GameAction
from games.base import Move, State
from games.venn import GAME
from games.venn import engine as rules
from games.venn.ai import choose
from games.venn.data import load
from games.venn.notation import NotationError, parse
from games.venn.views import VennView
from gameuis.venn.panel import LIT, conditions_panel, dice_line, numbers_panel, value_move
from gameuis.venn.panel import circle_name as circle_name  # re-exported: cogs.learn uses it
from gameuis.venn.words import PLACED_WHY, move_fields
from rendering import venn as render
from rendering.venn.standings import REPLAY_NOTE


def written_text(placed: list[dict[str, Any]]) -> str:
    """What one sheet got in a round: "14 in Kh #2, 6 in PARK 3" (or "nothing")."""
    parts = [
        f"{p['value']} in "
        + (f"PARK {p['at'][1:]}" if p["at"].startswith("P") else circle_name(p["at"]))
        for p in placed
    ]
    return ", ".join(parts) or "nothing (every value lost)"


class VennUI(GameUI[VennView]):
    game = GAME
    companions = Companions(hints="venn", rules="venn", sentences=move_fields, traffic="venn")
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

    def _target_choice(self, kind: str, arg: int, choice: str) -> Move:
        """A circle, a PARK circle or "lose": the move itself (the engine judges it)."""
        if choice == "lose" or choice.startswith("P") or choice in load().circle_sections:
            return value_move(kind, arg, choice)
        raise ValueError(choice)

    # -- forms ------------------------------------------------------------------------------

    def opens_form(self, action: GameAction) -> bool:
        return action.verb == "type"

    def modal(self, ctx: SeatContext, action: GameAction) -> discord.ui.Modal | None:
        if not self.opens_form(action):
            return None
        key = self.game.flow(ctx.state).panel_key(ctx.seat)
        modal = discord.ui.Modal(
            title="Type your moves", custom_id=custom_id(ctx.table_id, "m", key, "moves")
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

    def panel_image(self, view: VennView, seat: int, names: list[str]) -> bytes | None:
        return render.render_sheet(view, seat, names[seat])

    def panel(self, ctx: SeatContext, view: VennView, step: dict[str, Any] | None) -> Card:
        seat, name = ctx.seat, ctx.name
        embed = discord.Embed(title=f"VENN · round {view['round']} · {name}", colour=self.colour)
        embed.set_image(url="attachment://panel.png")
        step = dict(step or {})
        was_lit = bool(step.pop(LIT, False))
        suggested = bool(step.pop(SUGGESTED, False))  # "Place all as suggested" just now

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, ctx.state, seat, *parts)

        if view["over"]:
            embed.description = "The game is over."
            return Card(embeds=[embed])
        if view["phase"] == "conditions":
            return conditions_panel(gid, ctx, view, step, embed)
        mine = view["seats"][seat]
        if mine["done"]:
            embed.description = "Numbers confirmed. Your next panel comes with the next turn."
            return Card(embeds=[embed])
        card = numbers_panel(gid, ctx, view, step, embed)
        if suggested:
            embed.description = f"{embed.description}\n{PLACED_WHY}"
        if was_lit and not card.drawings:
            # the message still shows the rings of the panel the click came from: back to
            # the plain sheet (a panel without a target menu rings nothing)
            card.drawings = [("panel.png", lambda: render.render_sheet(view, seat, name))]
        return card

    # -- the channel ------------------------------------------------------------------------

    look_label = "Sheets"

    def look(self, view: VennView, names: list[str], seat: int) -> bytes | None:
        # the public view: each sheet as of the last closed phase, no private draft
        return render.render_sheet(view, seat, names[seat])

    def status(self, ctx: TableContext, view: VennView, names: list[str]) -> Card:
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
        if ctx.deadline:
            lines.append(f"Turn clock: ends <t:{int(ctx.deadline)}:R>")
        embed.description = "\n".join(lines)
        embed.set_footer(
            text=f"Table {ctx.table_id} · your panel comes by DM, or press Open my panel"
        )
        if view["phase"] == "conditions":
            embed.set_image(url="attachment://status.png")
        return Card(
            embeds=[embed],
            view=self.panel_button(ctx.table_id),
        )

    def status_image(self, view: VennView, names: list[str]) -> bytes | None:
        return render.render_roll(view) if view["phase"] == "conditions" else None

    def phase_text(self, view: VennView, names: list[str]) -> str | None:
        # a numbers phase just closed: what each sheet got, now that it is public
        if view["phase"] != "conditions" or not view["last_round"]:
            return None
        lines = [f"**Round {view['round'] - 1} written**"]
        lines += [
            f"{names[k]}: {written_text(placed)}"[:300]
            for k, placed in enumerate(view["last_round"])
        ]
        return "\n".join(lines)[:2000]

    def phase_image(self, view: VennView, names: list[str]) -> bytes | None:
        # the conditions phase just ended: show the common sheet as it now stands
        return render.render_common(view, names) if view["phase"] == "numbers" else None

    def final(
        self, ctx: TableContext, view: VennView, names: list[str], scores: list[dict[str, Any]]
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

    def replay_final_image(self, view: VennView, names: list[str]) -> bytes | None:
        # a replay attaches no sheets, so its final picture does not say it does
        return render.render_final(view, names, note=REPLAY_NOTE)

    def final_images(self, view: VennView, names: list[str]) -> list[tuple[str, bytes]]:
        files = [("final.png", render.render_final(view, names))]
        for seat, name in enumerate(names):
            files.append((f"sheet-{seat + 1}.png", render.render_sheet(view, seat, name)))
        return files


UI = VennUI
