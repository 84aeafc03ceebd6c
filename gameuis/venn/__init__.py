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
from bot.i18n import DEFAULT, Text, tr
from bot.routes import GameAction
from games.base import Move, State
from games.venn import GAME
from games.venn import engine as rules
from games.venn.ai import choose
from games.venn.data import load
from games.venn.notation import NotationError, parse
from games.venn.reasons import Why
from games.venn.views import VennView
from gameuis.say import Say
from gameuis.venn.panel import (
    LIT,
    conditions_panel,
    dice_line,
    numbers_panel,
    place_name,
    value_move,
)
from gameuis.venn.panel import circle_name as circle_name  # re-exported: cogs.learn uses it
from gameuis.venn.scores import final_line, score_lines
from gameuis.venn.terms import cond, refusal_text, say_why
from gameuis.venn.words import move_fields, placed_why
from rendering import venn as render
from rendering.venn.standings import REPLAY_NOTE


def written_text(placed: list[dict[str, Any]], locale: str = DEFAULT) -> str:
    """What one sheet got in a round: "14 in Kh #2, 6 in PARK 3" (or "nothing")."""
    parts = [
        tr(locale, "venn-written", value=str(p["value"]), place=place_name(p["at"], locale))
        for p in placed
    ]
    return ", ".join(parts) or tr(locale, "venn-written-nothing")


class VennUI(GameUI[VennView]):
    game = GAME
    companions = Companions(hints="venn", rules="venn", sentences=move_fields, traffic="venn")
    colour = 0x12877F
    phase_image_name = "common-sheet.png"
    pictures_speak = True  # the sheets, the roll, the common sheet and the final scores

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
        if isinstance(result, dict):  # a move the engine refuses: its rule, in the words
            why = GAME.validate(state, seat, result)  # of the player who clicked
            if why:
                return Refusal(refusal_text(why))
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
            return Refusal(Text("venn-refused-choice"))
        return Refusal(Text("venn-refused-control"))

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
            return Refusal(Text("venn-refused-all-placed"))
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
            title=tr(ctx.locale, "venn-form-title")[:45],
            custom_id=custom_id(ctx.table_id, "m", key, "moves"),
        )
        modal.add_item(
            discord.ui.TextInput(
                label=tr(ctx.locale, "venn-form-moves")[:45],
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
            return Refusal(refusal_text(Why("typed-batch", reason=exc.args[0])))

    # -- the private panel ------------------------------------------------------------------

    def panel_image(
        self, view: VennView, seat: int, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return render.render_sheet(view, seat, names[seat], say=Say(locale))

    def panel(self, ctx: SeatContext, view: VennView, step: dict[str, Any] | None) -> Card:
        seat, name, locale = ctx.seat, ctx.name, ctx.locale
        title = tr(locale, "venn-panel-title", round=str(view["round"]), name=name)
        embed = discord.Embed(title=title, colour=self.colour)
        embed.set_image(url="attachment://panel.png")
        step = dict(step or {})
        was_lit = bool(step.pop(LIT, False))
        suggested = bool(step.pop(SUGGESTED, False))  # "Place all as suggested" just now

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, ctx.state, seat, *parts)

        if view["over"]:
            embed.description = tr(locale, "venn-over")
            return Card(embeds=[embed])
        if view["phase"] == "conditions":
            return conditions_panel(gid, ctx, view, step, embed)
        mine = view["seats"][seat]
        if mine["done"]:
            embed.description = tr(locale, "venn-confirmed")
            return Card(embeds=[embed])
        card = numbers_panel(gid, ctx, view, step, embed)
        if suggested:
            embed.description = f"{embed.description}\n{placed_why(locale)}"
        if was_lit and not card.drawings:
            # the message still shows the rings of the panel the click came from: back to
            # the plain sheet (a panel without a target menu rings nothing)
            say = Say(locale)
            card.drawings = [("panel.png", lambda: render.render_sheet(view, seat, name, say=say))]
        return card

    # -- the channel ------------------------------------------------------------------------

    look_label = "venn-look"

    def say_reason(self, reason: str, locale: str) -> str:
        return say_why(reason, locale)  # the engine's `Why`: its message in `locale`

    def look(self, view: VennView, names: list[str], seat: int) -> bytes | None:
        # the public view: each sheet as of the last closed phase, no private draft
        return render.render_sheet(view, seat, names[seat])

    def status(self, ctx: TableContext, view: VennView, names: list[str]) -> Card:
        locale = ctx.locale
        embed = discord.Embed(colour=self.colour)
        lines = [
            tr(locale, "venn-roll", dice=dice_line(view)),
            tr(locale, "venn-start-player", name=names[view["start_player"]]),
        ]
        said = {"round": str(view["round"])}
        if view["phase"] == "conditions":
            embed.title = tr(locale, "venn-status-conditions", **said)
            if view["turn"] is not None:
                lines.append(tr(locale, "venn-choosing", name=names[view["turn"]]))
            taken = [
                tr(locale, "venn-taken", name=names[s["seat"]], cond=cond(c, locale), code=code)
                for s in view["seats"]
                for code, c in s["conditions"].items()
                if c
            ]
            if taken:
                lines.append(tr(locale, "venn-on-sheets", conditions="; ".join(taken)[:900]))
        else:
            embed.title = tr(locale, "venn-status-numbers", **said)
            nobody = tr(locale, "venn-nobody")
            waiting = [names[s["seat"]] for s in view["seats"] if not s["done"]]
            done = [names[s["seat"]] for s in view["seats"] if s["done"]]
            lines.append(tr(locale, "venn-still-placing", names=", ".join(waiting) or nobody))
            lines.append(tr(locale, "venn-done", names=", ".join(done) or nobody))
        if ctx.deadline:
            lines.append(tr(locale, "venn-clock", when=f"<t:{int(ctx.deadline)}:R>"))
        embed.description = "\n".join(lines)
        embed.set_footer(text=tr(locale, "venn-footer", table=str(ctx.table_id)))
        if view["phase"] == "conditions":
            embed.set_image(url="attachment://status.png")
        buttons = self.panel_button(ctx.table_id, tr(locale, "venn-open-panel"), locale=locale)
        return Card(embeds=[embed], view=buttons)

    def status_image(self, view: VennView, names: list[str], locale: str = DEFAULT) -> bytes | None:
        if view["phase"] != "conditions":
            return None
        return render.render_roll(view, Say(locale))

    def phase_text(self, view: VennView, names: list[str], locale: str = DEFAULT) -> str | None:
        # a numbers phase just closed: what each sheet got, now that it is public
        if view["phase"] != "conditions" or not view["last_round"]:
            return None
        lines = [tr(locale, "venn-round-written", round=str(view["round"] - 1))]
        lines += [
            f"{names[k]}: {written_text(placed, locale)}"[:300]
            for k, placed in enumerate(view["last_round"])
        ]
        return "\n".join(lines)[:2000]

    def phase_image(self, view: VennView, names: list[str], locale: str = DEFAULT) -> bytes | None:
        # the conditions phase just ended: show the common sheet as it now stands
        if view["phase"] != "numbers":
            return None
        return render.render_common(view, names, Say(locale))

    def final(
        self, ctx: TableContext, view: VennView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        locale = ctx.locale
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title=tr(locale, "venn-final-title"), colour=self.colour)
        embed.description = "\n".join(final_line(scores[s], names[s], locale) for s in order)
        for s in order:
            value = "\n".join(score_lines(view, s, scores, locale))[:1024]
            embed.add_field(name=names[s], value=value, inline=False)
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def replay_final_image(
        self, view: VennView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        # a replay attaches no sheets, so its final picture does not say it does
        return render.render_final(view, names, Say(locale), note=REPLAY_NOTE)

    def final_images(
        self, view: VennView, names: list[str], locale: str = DEFAULT
    ) -> list[tuple[str, bytes]]:
        say = Say(locale)
        files = [("final.png", render.render_final(view, names, say))]
        for seat, name in enumerate(names):
            files.append((f"sheet-{seat + 1}.png", render.render_sheet(view, seat, name, say=say)))
        return files


UI = VennUI
