"""Abstract on Discord: a round is played in each player's private panel.

Panel steps: pick a paint (location die + number die), then the square; take the bonus with a
die; spend tokens; undo; confirm. Every choice offered is one of the engine's legal moves;
the panel key in each custom_id (from the game's flow) changes with each of the seat's own
moves, so a click on an outdated panel is refused with an explanation.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.crowd import PLAY_LABEL, SHEET_LABEL
from bot.emoji import emoji_for
from bot.gameui import (
    Card,
    Companions,
    Control,
    GameUI,
    Nav,
    Refusal,
    SeatContext,
    TableContext,
    button,
    own,
    select,
    view_of,
)
from bot.routes import GameAction
from games.abstract import GAME
from games.abstract.views import AbstractSeatView, AbstractView
from games.base import Move, State
from gameuis.abstract.menus import (
    ADJUST_MENU,
    ANYWHERE_MENU,
    BONUS_MENU,
    CONFIRM,
    PAINT_KINDS,
    PAINT_MENU,
    UNDO,
    adjust_option,
    adjustments,
    anywhere_option,
    bonus_dice,
    bonus_option,
    dice_pairs,
    paint_move,
    paint_options,
    square_menu,
    squares_for,
    x_menu,
    x_option,
)
from gameuis.abstract.texts import POSITIONS as POSITIONS  # re-exported, as the next ones
from gameuis.abstract.texts import dice_text, goals_text, painting_grid
from gameuis.abstract.texts import round_lines as round_lines  # cogs.learn tells a round with it
from gameuis.abstract.texts import square_label as square_label
from gameuis.abstract.texts import where as where
from gameuis.abstract.words import move_fields
from rendering import abstract as render

RANKED = 40  # players listed by name in the final embed (4,096 characters hold 40 lines)
CROWD_RANKED = 10  # a crowd's final lists its top ten; each player asks for their own place
BREAKDOWNS = (
    8  # line-by-line score fields in the final embed (it holds 25 fields, 6,000 characters)
)


class AbstractUI(GameUI[AbstractView, AbstractSeatView]):
    game = GAME
    companions = Companions(
        hints="abstract", rules="abstract", sentences=move_fields, traffic="abstract"
    )
    colour = 0x8E5BC8
    mine_label = "Show my painting"

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | Nav | Refusal:
        verb, args = action.verb, action.args
        try:
            if not args and verb in PAINT_KINDS:
                loc, num, *square = (int(v) for v in values[0].split("."))
                kind = PAINT_KINDS[verb]
                squares = squares_for(GAME.legal_moves(state, seat), kind, loc, num)
                if len(square) > 1 or (square and square[0] not in squares):
                    squares = []  # a square the paint cannot go to, or a malformed value
                if not squares:
                    return Refusal(
                        "You cannot paint with those two dice now: pick one of the listed options."
                    )
                if square or len(squares) == 1:
                    return paint_move(kind, loc, num, square[0] if square else squares[0])
                return Nav({"kind": kind, "loc": loc, "num": num})
            if verb == "sq" and args:
                kind, at, number = args
                return paint_move(kind, int(at), int(number), int(values[0]))
            if action.text == "bonus":
                return {"type": "bonus", "die": int(values[0])}
            if action.text == "adj":
                die, delta = values[0].split(":")
                return {"type": "adjust", "die": int(die), "delta": int(delta)}
            if action.text in ("undo", "confirm"):
                return {"type": action.text}
            if action.text == "back":
                return Nav({})
        except (ValueError, IndexError, KeyError):
            return Refusal("That choice is not valid; pick one of the listed options.")
        return Refusal("That control is not part of Abstract.")

    # -- the private panel ------------------------------------------------------------------

    def panel_picture_view(self, state: State, seat: int) -> AbstractView:
        """The seat's painting as the round began (its roll unused): the same picture all
        round, so it is sent once; the panel's text shows this round's moves."""
        if state["over"]:
            return super().panel_picture_view(state, seat)
        seats = list(state["seats"])
        seats[seat] = {**seats[seat], "draft": [], "done": False}
        view: AbstractView = GAME.view({**state, "seats": seats}, seat)
        # the painting shows this seat alone: the others confirming does not change it
        view["seats"] = [v if v["seat"] == seat else {**v, "done": False} for v in view["seats"]]
        return view

    def panel_image(self, view: AbstractView, seat: int, names: list[str]) -> bytes | None:
        """The painting picture (a message already showing the picture of the same view
        keeps it: bot.moves)."""
        return render.render_painting(view, seat, names[seat])

    def panel(self, ctx: SeatContext, view: AbstractSeatView, step: dict[str, Any] | None) -> Card:
        me = own(view["me"])
        mine = view["mine"]  # the panel's view is the seat's own (games.abstract seat_view)
        name = ctx.name
        embed = discord.Embed(
            title=f"Abstract · round {view['round']}/{view['rounds']} · {name}", colour=self.colour
        )
        if ctx.policy.panel_picture:  # a crowd's panel has none (see bot.policy)
            embed.set_image(url="attachment://panel.png")
        if view["over"]:
            embed.description = "The game is over."
            return Card(embeds=[embed], view=None)
        moves = round_lines(view)
        if mine["done"]:
            last = view["round"] >= view["rounds"]
            embed.description = "\n".join(
                [
                    "Round confirmed"
                    + (
                        ": " + "; ".join(m.split(". ", 1)[1] for m in moves) + "." if moves else "."
                    ),
                    painting_grid(view),
                    "The final scores are posted in the channel when everyone is done."
                    if last
                    else f"When everyone is done, press **{PLAY_LABEL}** on the next round's "
                    "message."
                    if not ctx.policy.dm_panels
                    else "The next round's panel arrives when everyone is done.",
                ]
            )
            embed.set_footer(text="The picture shows your painting as the round began.")
            return Card(embeds=[embed], view=None)
        tokens = mine["tokens"]
        embed.description = "\n".join(
            [
                f"Dice: {dice_text(me['dice'], me['used'])}",
                f"Paints {me['paints']}/2 · bonus {'taken' if me['bonus_taken'] else 'not taken yet'}",
                f"Tokens: ±1 × {tokens['adjust']} · place-anywhere × {tokens['anywhere']} · "
                f"★ {mine['stars']}",
                "",
                "**This round so far**",
                *(moves or ["nothing yet"]),
                painting_grid(view),
                goals_text(view["goals"]),
            ]
        )
        embed.set_footer(
            text="The grid shows your painting as it stands (* painted this round, #n: die "
            "square n); Show my painting draws it."
            if not ctx.policy.panel_picture
            else "The picture shows your painting as the round began; the grid above is "
            "as it stands (* painted this round, #n: die square n)."
        )
        if step and step.get("kind"):
            return Card(embeds=[embed], view=self._square_controls(ctx, view, step))
        return Card(embeds=[embed], view=self._controls(ctx, view))

    def _controls(self, ctx: SeatContext, view: AbstractSeatView) -> discord.ui.View:
        state, seat = ctx.state, ctx.seat
        legal = GAME.legal_moves(state, seat)
        me = own(view["me"])
        dice, used = me["dice"], me["used"]
        tokens = view["mine"]["tokens"]
        free = [i for i in range(len(dice)) if not used[i]]
        items: list[Control | None] = []

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, state, seat, *parts)

        if me["paints"] < 2:
            pairs, desc = paint_options(legal, dice)
            if pairs:
                # each paint shows its colour, with its number on it (bot.emoji)
                paints = {
                    v: emoji_for(f"abstract_paint_{dice[int(v.split('.')[1])]}") for v, _ in pairs
                }
                items.append(
                    select(
                        gid("pair"),
                        PAINT_MENU,
                        pairs,
                        row=0,
                        descriptions=desc,
                        emojis=paints,
                    )
                )
            elif me["x_allowed"]:
                xs = [
                    (f"{a}.{b}", x_option(a, b))
                    for a, b in dice_pairs(legal, dice, "x", ordered=False)
                ]
                if xs:
                    items.append(select(gid("x"), x_menu(tokens), xs, row=0))
            anywhere = [
                (f"{i}.{j}", anywhere_option(dice, i, j))
                for i, j in dice_pairs(legal, dice, "anywhere")
            ]
            if tokens["anywhere"] > 0 and anywhere:  # a menu with nothing in it is refused
                items.append(select(gid("any"), ANYWHERE_MENU, anywhere, row=1))
        if not me["bonus_taken"]:
            bonus = [(str(i), bonus_option(dice, i)) for i in bonus_dice(dice, free)]
            if bonus:
                items.append(select(gid("bonus"), BONUS_MENU, bonus, row=2))
        if tokens["adjust"] > 0:
            adjust = [
                (f"{m['die']}:{m['delta']}", adjust_option(dice, m["die"], m["delta"]))
                for m in adjustments(legal)
            ]
            if adjust:
                items.append(select(gid("adj"), ADJUST_MENU, adjust, row=3))
        items.append(button(gid("undo"), UNDO, disabled=not me["can_undo"], row=4))
        items.append(
            button(
                gid("confirm"),
                CONFIRM,
                style=discord.ButtonStyle.success,
                disabled=not me["can_confirm"],
                row=4,
            )
        )
        items.append(self.mine_button(ctx.table_id, row=4))
        return view_of(*items)

    def _square_controls(
        self, ctx: SeatContext, view: AbstractSeatView, step: dict[str, Any]
    ) -> discord.ui.View:
        me = own(view["me"])
        state, seat = ctx.state, ctx.seat
        kind, loc, num = step["kind"], step["loc"], step["num"]
        options, desc = [], {}
        for sq in squares_for(GAME.legal_moves(state, seat), kind, loc, num):
            label, where = square_label(sq)
            options.append((str(sq), label))
            desc[str(sq)] = where
        return view_of(
            select(
                self.action_id(ctx.table_id, state, seat, "sq", kind, loc, num),
                square_menu(kind, me["dice"][num]),
                options,
                row=0,
                descriptions=desc,
            ),
            button(self.action_id(ctx.table_id, state, seat, "back"), "Back", row=1),
        )

    # -- the channel ------------------------------------------------------------------------

    def status(self, ctx: TableContext, view: AbstractView, names: list[str]) -> Card:
        if ctx.policy.counts_not_names:
            return self._crowd_status(ctx, view)
        waiting = [s["seat"] for s in view["seats"] if not s["done"]]
        done = [s["seat"] for s in view["seats"] if s["done"]]

        def listing(seats: list[int]) -> str:
            shown = ", ".join(names[s] for s in seats[:30])
            return shown + (f" and {len(seats) - 30} more" if len(seats) > 30 else "") or "nobody"

        embed = discord.Embed(
            title=f"Abstract · round {view['round']}/{view['rounds']}", colour=self.colour
        )
        embed.description = "\n".join(
            [
                f"Roll: {dice_text(view['roll'])}",
                "",
                goals_text(view["goals"]),
            ]
        )
        embed.add_field(
            name=f"Still playing ({len(waiting)})", value=listing(waiting)[:1024], inline=False
        )
        embed.add_field(name=f"Done ({len(done)})", value=listing(done)[:1024], inline=False)
        if ctx.deadline:
            embed.add_field(name="Turn clock", value=f"ends <t:{int(ctx.deadline)}:R>")
        embed.set_footer(
            text=f"Table {ctx.table_id} · play your round in your panel (DM or the button)"
        )
        return Card(
            embeds=[embed],
            view=self.panel_button(ctx.table_id),
        )

    def _crowd_status(self, ctx: TableContext, view: AbstractView) -> Card:
        """A crowd's round: the roll, the goals, the clock and how many confirmed (names
        would not fit, and the count is edited at most every few seconds)."""
        done = sum(1 for s in view["seats"] if s["done"])
        embed = discord.Embed(
            title=f"Abstract · round {view['round']}/{view['rounds']}", colour=self.colour
        )
        embed.description = "\n".join(
            [f"Roll: {dice_text(view['roll'])}", "", goals_text(view["goals"])]
        )
        embed.add_field(name="Confirmed", value=f"{done} of {len(view['seats'])} players")
        if ctx.deadline:
            embed.add_field(name="Round clock", value=f"ends <t:{int(ctx.deadline)}:R>")
        embed.set_footer(
            text=f"Table {ctx.table_id} · press {PLAY_LABEL} to play your round privately"
        )
        return Card(embeds=[embed], view=self.panel_button(ctx.table_id, PLAY_LABEL))

    def phase_image(self, view: AbstractView, names: list[str]) -> bytes | None:
        return render.render_standings(view, names)

    def final(
        self, ctx: TableContext, view: AbstractView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title="Abstract · final scores", colour=self.colour)
        if ctx.policy.counts_not_names:
            return self._crowd_final(embed, order, names, scores)
        lines = []
        for seat in order[:RANKED]:
            s = scores[seat]
            lines.append(
                f"**{s['rank']}. {names[seat]}: {s['total']}** "
                f"(A {s['A']}, B {s['B']}, C {s['C']}, ★ {s['stars']}, X {s['x']})"
            )
        if len(order) > RANKED:
            lines.append(f"…and {len(order) - RANKED} more players (see the exported record).")
        embed.description = "\n".join(lines)[:4096]
        for seat in order[:BREAKDOWNS]:
            embed.add_field(
                name=names[seat], value="\n".join(scores[seat]["lines"])[:1024], inline=False
            )
        if len(order) > BREAKDOWNS:
            embed.set_footer(
                text=f"Score breakdowns above for the first {BREAKDOWNS} of {len(order)} "
                "players; everyone's totals are in the list. Export the game record for "
                "every line."
            )
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def _crowd_final(
        self, embed: discord.Embed, order: list[int], names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        """A crowd's final: the top ten; everyone finds their own place with a button."""
        lines = [
            f"**{scores[s]['rank']}. {names[s]}: {scores[s]['total']}** (A {scores[s]['A']}, "
            f"B {scores[s]['B']}, C {scores[s]['C']}, ★ {scores[s]['stars']}, X {scores[s]['x']})"
            for s in order[:CROWD_RANKED]
        ]
        embed.description = "\n".join(lines)[:4096]
        embed.set_footer(
            text=f"The top {min(CROWD_RANKED, len(order))} of {len(order)} players. Press "
            f"{SHEET_LABEL} for your place, your score line by line and your painting."
        )
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def final_images(self, view: AbstractView, names: list[str]) -> list[tuple[str, bytes]]:
        files = [("final.png", render.render_final(view, names))]
        if len(names) <= 9:
            for seat, name in enumerate(names):
                painting = render.render_painting(view, seat, name)
                files.append((f"painting-{seat + 1}.png", painting))
        return files


# the platform registers `gameuis.<name>.UI()` for every registered game
UI = AbstractUI
