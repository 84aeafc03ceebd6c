"""Abstract on Discord: a round is played in each player's private panel.

Panel steps: pick a paint (location die + number die), then the square; take the bonus with a
die; spend tokens; undo; confirm. Every choice offered is one of the engine's legal moves;
the panel key in each custom_id (from the game's flow) changes with each of the seat's own
moves, so a click on an outdated panel is refused with an explanation.
"""

from __future__ import annotations

from typing import Any

import discord

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
    custom_id,
    own,
    select,
    view_of,
)
from bot.i18n import DEFAULT, Text, tr
from bot.routes import GameAction
from games.abstract import GAME
from games.abstract.views import AbstractSeatView, AbstractView
from games.base import Move, State
from gameuis.abstract.channel import CROWD_RANKED as CROWD_RANKED  # re-exported
from gameuis.abstract.channel import RANKED as RANKED
from gameuis.abstract.channel import crowd_status_embed, final_card, status_embed
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
from gameuis.abstract.reasons import said_reason
from gameuis.abstract.scores import score_lines
from gameuis.abstract.texts import POSITIONS as POSITIONS  # re-exported, as the next ones
from gameuis.abstract.texts import dice_text, goals_text, painting_grid
from gameuis.abstract.texts import round_lines as round_lines  # cogs.learn tells a round with it
from gameuis.abstract.texts import square_label as square_label
from gameuis.abstract.texts import where as where
from gameuis.abstract.words import move_fields
from gameuis.say import Say
from rendering import abstract as render

BREAKDOWNS = (
    8  # line-by-line score fields in the final embed (it holds 25 fields, 6,000 characters)
)


class AbstractUI(GameUI[AbstractView, AbstractSeatView]):
    game = GAME
    companions = Companions(
        hints="abstract", rules="abstract", sentences=move_fields, traffic="abstract"
    )
    colour = 0x8E5BC8
    pictures_speak = True  # the painting's, the standings' and the final's words
    mine_label = "abstract-show-mine"

    def say_reason(self, reason: str, locale: str) -> str:
        return said_reason(reason, locale)

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
                    return Refusal(Text("abstract-refuse-dice"))
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
            return Refusal(Text("abstract-refuse-choice"))
        return Refusal(Text("abstract-refuse-control"))

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

    def panel_image(
        self, view: AbstractView, seat: int, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        """The painting picture (a message already showing the picture of the same view
        keeps it: bot.moves)."""
        return render.render_painting(view, seat, names[seat], Say(locale))

    def panel(self, ctx: SeatContext, view: AbstractSeatView, step: dict[str, Any] | None) -> Card:
        me = own(view["me"])
        mine = view["mine"]  # the panel's view is the seat's own (games.abstract seat_view)
        loc = ctx.locale
        title = tr(
            loc,
            "abstract-panel-title",
            round=str(view["round"]),
            rounds=str(view["rounds"]),
            name=ctx.name,
        )
        embed = discord.Embed(title=title, colour=self.colour)
        if ctx.policy.panel_picture:  # a crowd's panel has none (see bot.policy)
            embed.set_image(url="attachment://panel.png")
        if view["over"]:
            embed.description = tr(loc, "abstract-over")
            return Card(embeds=[embed], view=None)
        moves = round_lines(view, loc)
        if mine["done"]:
            said = "; ".join(m.split(". ", 1)[1] for m in moves)
            if view["round"] >= view["rounds"]:
                after = tr(loc, "abstract-last-round")
            elif ctx.policy.dm_panels:
                after = tr(loc, "abstract-next-dm")
            else:
                play = tr(loc, "abstract-play-round")
                after = tr(loc, "abstract-next-button", button=play)
            embed.description = "\n".join(
                [
                    tr(loc, "abstract-confirmed-moves", moves=said)
                    if moves
                    else tr(loc, "abstract-confirmed"),
                    painting_grid(view),
                    after,
                ]
            )
            embed.set_footer(text=tr(loc, "abstract-footer-confirmed"))
            return Card(embeds=[embed], view=None)
        tokens = mine["tokens"]
        paints = (
            "abstract-paints-bonus-taken" if me["bonus_taken"] else "abstract-paints-bonus-open"
        )
        embed.description = "\n".join(
            [
                tr(loc, "abstract-dice", dice=dice_text(me["dice"], me["used"])),
                tr(loc, paints, paints=str(me["paints"])),
                tr(
                    loc,
                    "abstract-tokens",
                    adjust=str(tokens["adjust"]),
                    anywhere=str(tokens["anywhere"]),
                    stars=str(mine["stars"]),
                ),
                "",
                tr(loc, "abstract-so-far"),
                *(moves or [tr(loc, "abstract-nothing-yet")]),
                painting_grid(view),
                goals_text(view["goals"], loc),
            ]
        )
        embed.set_footer(
            text=tr(loc, "abstract-footer-grid", button=tr(loc, "abstract-show-mine"))
            if not ctx.policy.panel_picture
            else tr(loc, "abstract-footer-picture")
        )
        if step and step.get("kind"):
            return Card(embeds=[embed], view=self._square_controls(ctx, view, step))
        return Card(embeds=[embed], view=self._controls(ctx, view))

    def _controls(self, ctx: SeatContext, view: AbstractSeatView) -> discord.ui.View:
        state, seat, loc = ctx.state, ctx.seat, ctx.locale
        legal = GAME.legal_moves(state, seat)
        me = own(view["me"])
        dice, used = me["dice"], me["used"]
        tokens = view["mine"]["tokens"]
        free = [i for i in range(len(dice)) if not used[i]]
        items: list[Control | None] = []

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, state, seat, *parts)

        if me["paints"] < 2:
            pairs, desc = paint_options(legal, dice, loc)
            if pairs:
                # each paint shows its colour, with its number on it (bot.emoji)
                paints = {
                    v: emoji_for(f"abstract_paint_{dice[int(v.split('.')[1])]}") for v, _ in pairs
                }
                items.append(
                    select(
                        gid("pair"),
                        tr(loc, PAINT_MENU),
                        pairs,
                        row=0,
                        descriptions=desc,
                        emojis=paints,
                    )
                )
            elif me["x_allowed"]:
                xs = [
                    (f"{a}.{b}", x_option(a, b, loc))
                    for a, b in dice_pairs(legal, dice, "x", ordered=False)
                ]
                if xs:
                    items.append(select(gid("x"), x_menu(tokens, loc), xs, row=0))
            anywhere = [
                (f"{i}.{j}", anywhere_option(dice, i, j, loc))
                for i, j in dice_pairs(legal, dice, "anywhere")
            ]
            if tokens["anywhere"] > 0 and anywhere:  # a menu with nothing in it is refused
                items.append(select(gid("any"), tr(loc, ANYWHERE_MENU), anywhere, row=1))
        if not me["bonus_taken"]:
            bonus = [(str(i), bonus_option(dice, i, loc)) for i in bonus_dice(dice, free)]
            if bonus:
                items.append(select(gid("bonus"), tr(loc, BONUS_MENU), bonus, row=2))
        if tokens["adjust"] > 0:
            adjust = [
                (f"{m['die']}:{m['delta']}", adjust_option(dice, m["die"], m["delta"], loc))
                for m in adjustments(legal)
            ]
            if adjust:
                items.append(select(gid("adj"), tr(loc, ADJUST_MENU), adjust, row=3))
        items.append(button(gid("undo"), tr(loc, UNDO), disabled=not me["can_undo"], row=4))
        items.append(
            button(
                gid("confirm"),
                tr(loc, CONFIRM),
                style=discord.ButtonStyle.success,
                disabled=not me["can_confirm"],
                row=4,
            )
        )
        mine = tr(loc, "abstract-show-mine")
        items.append(button(custom_id(ctx.table_id, "mine"), mine, row=4))
        return view_of(*items)

    def _square_controls(
        self, ctx: SeatContext, view: AbstractSeatView, step: dict[str, Any]
    ) -> discord.ui.View:
        me = own(view["me"])
        state, seat = ctx.state, ctx.seat
        kind, loc, num = step["kind"], step["loc"], step["num"]
        options, desc = [], {}
        for sq in squares_for(GAME.legal_moves(state, seat), kind, loc, num):
            label, where = square_label(sq, ctx.locale)
            options.append((str(sq), label))
            desc[str(sq)] = where
        return view_of(
            select(
                self.action_id(ctx.table_id, state, seat, "sq", kind, loc, num),
                square_menu(kind, me["dice"][num], ctx.locale),
                options,
                row=0,
                descriptions=desc,
            ),
            button(
                self.action_id(ctx.table_id, state, seat, "back"),
                tr(ctx.locale, "abstract-back"),
                row=1,
            ),
        )

    # -- the channel ------------------------------------------------------------------------

    def status(self, ctx: TableContext, view: AbstractView, names: list[str]) -> Card:
        if ctx.policy.counts_not_names:
            embed = crowd_status_embed(ctx, view, self.colour)
            play = tr(ctx.locale, "abstract-play-round")
            return Card(embeds=[embed], view=self.panel_button(ctx.table_id, play))
        embed = status_embed(ctx, view, names, self.colour)
        opens = tr(ctx.locale, "abstract-open-panel")
        return Card(embeds=[embed], view=self.panel_button(ctx.table_id, opens))

    def status_image(
        self, view: AbstractView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return None  # a round's status is text: the standings come when it closes

    def phase_image(
        self, view: AbstractView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return render.render_standings(view, names, Say(locale))

    def sheet_lines(self, ctx: SeatContext, score: dict[str, Any]) -> list[str]:
        view = self.game.view(ctx.state, ctx.seat)
        painting = view["seats"][ctx.seat]["painting"]
        return score_lines(ctx.locale, painting, view["goals"], score)

    def final(
        self, ctx: TableContext, view: AbstractView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        return final_card(ctx, view, names, scores, self.colour, BREAKDOWNS)

    def final_images(
        self, view: AbstractView, names: list[str], locale: str = DEFAULT
    ) -> list[tuple[str, bytes]]:
        say = Say(locale)
        files = [("final.png", render.render_final(view, names, say))]
        if len(names) <= 9:
            for seat, name in enumerate(names):
                painting = render.render_painting(view, seat, name, say)
                files.append((f"painting-{seat + 1}.png", painting))
        return files


# the platform registers `gameuis.<name>.UI()` for every registered game
UI = AbstractUI
