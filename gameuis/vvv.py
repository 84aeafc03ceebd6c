"""VENNi, Vidi, Vici on Discord: a turn is played in the seat's private panel.

Placing a dot: pick a region by its number on the board, then one of the lettered spots
on a zoomed picture of it, or type exact coordinates in a form. Drawing the circle after
a third dot: pick one of up to six lettered circles, each on a small picture of its own and
said in words (the dot it sets apart, the regions it would lock: games.vvv.offers; "Show
others" pages on), or type centre and radius in a form, snapped to the lattice; either is
shown large with Confirm and Back before it is drawn. Every offer is a legal move;
anything typed is judged by the engine, which names the rule a refused move breaks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import discord

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
    select,
    view_of,
)
from bot.i18n import DEFAULT, Text, tr
from bot.routes import GameAction
from games.base import Move, State
from games.memo import PerThreadLru
from games.vvv import GAME, choices, engine, offers
from games.vvv.lattice import snap
from games.vvv.views import VvvView
from gameuis.vvv_words import (
    LETTERS,
    Nested,
    board_words,
    caption,
    circle_option,
    circle_text,
    locks_text,
    move_fields,
    offer_words,
    region_menus,
    rule_text,
    score_lines,
    seat_shape,
    spot_option,
    status_line,
)
from rendering import vvv as render

# panel pictures by board, moment and names: Back and Show others redraw a panel, and
# the drawing runs on the platform's worker threads (hence one table per thread)
_PICTURES: PerThreadLru[tuple[Any, ...], bytes] = PerThreadLru(64)


def _picture(
    state: State, names: list[str], what: tuple[Any, ...], make: Callable[[], bytes]
) -> Callable[[], bytes]:
    """A drawer of a panel picture, drawn once per board, moment and names."""
    key = (
        engine.board_key(state),
        len(state["turns"]),
        state["pending"] is not None,
        state["final"],
        tuple(names),
        what,
    )

    def draw() -> bytes:
        found = _PICTURES.get(key)
        return found if found is not None else _PICTURES.put(key, make())

    return draw


def _number(text: str) -> float | None:
    try:
        return float(text.strip().replace(",", "."))
    except ValueError:
        return None


def _whole(text: str) -> int:
    """A whole number written by this cog into a custom id (digits only, no sign)."""
    if not text.isdigit() or len(text) > 4:
        raise ValueError(text)
    return int(text)


def _only(args: tuple[str, ...]) -> str:
    """The one argument after a verb; with none or several, no number reads from it."""
    return args[0] if len(args) == 1 else ""


def _letter(text: str) -> int:
    """The index of an offered letter (one letter, A to I)."""
    if len(text) != 1 or text not in LETTERS:
        raise ValueError(text)
    return LETTERS.index(text)


class VvvUI(GameUI[VvvView]):
    game = GAME
    companions = Companions(hints="vvv", rules="vvv", sentences=move_fields, traffic="vvv")
    colour = 0x2C6FD1
    status_image_live = True
    pictures_speak = True  # the turn's line and the scores are drawn in the reader's words

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | Nav | Refusal:
        result = self._read(state, action, values)
        if isinstance(result, dict):  # a move: the engine's rules, in the clicker's words
            found = engine.problem(state, seat, result)
            if found:
                return Refusal(rule_text(found))
        return result

    def _read(self, state: State, action: GameAction, values: list[str]) -> Move | Nav | Refusal:
        head, args = action.verb, action.args
        try:
            if head == "region":
                number = _whole(values[0])
                if not choices.spots(state, number, 1):
                    return Refusal(Text("vvv-refused-region"))
                return Nav({"region": number})
            if head == "spot":
                spots = choices.spots(state, _whole(_only(args)))
                return {"type": "dot", "at": spots[_letter(values[0])]}
            if head == "circle":  # a picked circle is shown before it is drawn
                page = _whole(_only(args))
                circle = offers.page(state, page)[_letter(values[0])]
                return Nav({"preview": circle, "letter": values[0], "page": page})
            if head == "confirm":
                cx, cy, r = (_whole(part) for part in args)
                return {"type": "circle", "circle": [cx, cy, r]}
            if head == "more":
                return Nav({"page": _whole(_only(args)) + 1})
            if head == "back":
                return Nav({"page": _whole(args[0])} if args else {})
            if head == "pass":
                return {"type": "pass"}
        except (ValueError, IndexError, KeyError):
            return Refusal(Text("vvv-refused-choice"))
        return Refusal(Text("vvv-refused-control"))

    # -- forms ------------------------------------------------------------------------------

    def opens_form(self, action: GameAction) -> bool:
        return action.text in ("typedot", "typecircle")

    def modal(self, ctx: SeatContext, action: GameAction) -> discord.ui.Modal | None:
        if not self.opens_form(action):
            return None
        key = self.game.flow(ctx.state).panel_key(ctx.seat)
        dot = action.text == "typedot"
        modal = discord.ui.Modal(
            title=tr(ctx.locale, "vvv-form-dot" if dot else "vvv-form-circle")[:45],
            custom_id=custom_id(ctx.table_id, "m", key, "dot" if dot else "circle"),
        )
        for field_id in ("x", "y") if dot else ("cx", "cy", "r"):
            label = tr(ctx.locale, f"vvv-form-{field_id}")[:45]
            modal.add_item(discord.ui.TextInput(label=label, custom_id=field_id, max_length=8))
        return modal

    def interpret_text(
        self, state: State, seat: int, action: GameAction, fields: dict[str, str]
    ) -> list[Move] | Nav | Refusal:
        if action.text == "dot":
            x, y = _number(fields.get("x", "")), _number(fields.get("y", ""))
            if x is None or y is None or x != int(x) or y != int(y):
                return Refusal(Text("vvv-refused-dot"))
            dot: Move = {"type": "dot", "at": [int(x), int(y)]}
            found = engine.problem(state, seat, dot)
            return Refusal(rule_text(found)) if found else [dot]
        if action.text == "circle":
            cx, cy, r = (_number(fields.get(k, "")) for k in ("cx", "cy", "r"))
            if cx is None or cy is None or r is None:
                return Refusal(Text("vvv-refused-circle"))
            circle = list(snap(cx, cy, r))
            typed = [fields[k].strip() for k in ("cx", "cy", "r")]
            found = engine.problem(state, seat, {"type": "circle", "circle": circle})
            if found:  # what was typed, where it snapped, and the rule it breaks
                said: dict[str, object] = dict(zip(("x", "y", "r"), typed, strict=True))
                said |= {"sx": str(circle[0]), "sy": str(circle[1]), "sr": str(circle[2])}
                return Refusal(Nested("vvv-refused-snapped", {**said, "reason": rule_text(found)}))
            # shown on the board first: the player confirms the snapped circle
            return Nav({"preview": circle, "typed": typed})
        return Refusal(Text("vvv-refused-form"))

    # -- the private panel ------------------------------------------------------------------

    def panel_image(
        self, view: VvvView, seat: int, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        if view["stage"] == "circle" and view["seat_to_act"] == seat:
            return None  # the panel draws its lettered circles itself
        return render.render_board(view, names, board_words(view, names, locale))

    def panel(self, ctx: SeatContext, view: VvvView, step: dict[str, Any] | None) -> Card:
        seat, names, locale = ctx.seat, list(ctx.names), ctx.locale
        embed = self._panel_embed(view, names, seat, locale)
        state = ctx.state
        board = board_words(view, names, locale)
        drawings: list[tuple[str, Callable[[], bytes]]] = []
        shape = seat_shape(seat, locale)
        if view["over"] or view["seat_to_act"] != seat:
            embed.description = (
                tr(locale, "vvv-over")
                if view["over"]
                else tr(locale, "vvv-waiting", name=names[1 - seat], shape=shape)
            )
            embed.set_image(url="attachment://panel.png")
            if step is not None:
                drawings.append(
                    (
                        "panel.png",
                        _picture(
                            state,
                            names,
                            ("board", locale),
                            lambda: render.render_board(view, names, board),
                        ),
                    )
                )
            return Card(embeds=[embed], drawings=drawings)

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, state, seat, *parts)

        if view["stage"] == "circle":
            return self._circle_panel(ctx, view, names, step or {})
        number = (step or {}).get("region")
        if number is not None:
            spots = choices.spots(state, int(number))
            said = {"region": str(number), "count": str(len(spots))}
            zoom = render.Words(note=board.note, title=tr(locale, "vvv-pic-zoom", **said))
            drawings.append(
                (
                    "zoom.png",
                    _picture(
                        state,
                        names,
                        ("zoom", number, locale),
                        lambda: render.render_zoom(view, names, int(number), spots, zoom),
                    ),
                )
            )
            embed.set_image(url="attachment://zoom.png")
            region = next(r for r in view["regions"] if r["number"] == int(number))
            third = sum(region["dots"]) == 2
            pick = "vvv-pick-spot-third" if third else "vvv-pick-spot"
            embed.description = tr(locale, pick, region=str(number))
            options = [(LETTERS[k], spot_option(k, spot)) for k, spot in enumerate(spots)]
            spot_menu = tr(locale, "vvv-spot-menu")
            items: list[Control | None] = [
                select(gid("spot", number), spot_menu, options, row=0) if options else None,
                button(gid("back"), tr(locale, "vvv-back"), row=1),
                button(gid("typedot"), tr(locale, "vvv-type-dot"), row=1),
            ]
            return Card(embeds=[embed], drawings=drawings, view=view_of(*items))
        embed.set_image(url="attachment://panel.png")
        if step is not None:
            drawings.append(
                (
                    "panel.png",
                    _picture(
                        state,
                        names,
                        ("board", locale),
                        lambda: render.render_board(view, names, board),
                    ),
                )
            )
        legal = GAME.legal_moves(state, seat)
        if legal and legal[0]["type"] == "pass":
            embed.description = tr(locale, "vvv-must-pass")
            passing = button(gid("pass"), tr(locale, "vvv-pass"), row=0)
            return Card(embeds=[embed], drawings=drawings, view=view_of(passing))
        embed.description = tr(locale, "vvv-place-dot", shape=shape)
        menus: list[Control] = [
            select(gid("region", row), label, options, row=row, descriptions=desc)
            for row, (label, options, desc) in enumerate(region_menus(state, view, names, locale))
        ]
        items = [*menus, button(gid("typedot"), tr(locale, "vvv-type-dot"), row=len(menus))]
        return Card(embeds=[embed], drawings=drawings, view=view_of(*items))

    def _circle_panel(
        self, ctx: SeatContext, v: VvvView, names: list[str], step: dict[str, Any]
    ) -> Card:
        """After a third dot: the circles on offer, each on its own small picture and in
        words; a circle picked or typed is shown large with Confirm and Back."""
        state, seat, locale = ctx.state, ctx.seat, ctx.locale
        embed = self._panel_embed(v, names, seat, locale)

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, state, seat, *parts)

        page = int(step.get("page", 0))
        if step.get("preview"):
            circle = [int(x) for x in step["preview"]]
            offer = offers.outcome(state, seat, circle)
            separates, locks = offer_words(offer, names, seat, locale)
            letter = step.get("letter")
            shown_as = circle_text(circle, locale)
            title = (
                tr(locale, "vvv-circle-title", letter=str(letter), circle=shown_as)
                if letter
                else tr(locale, "vvv-typed-title", circle=shown_as)
            )
            said = {"separates": separates, "locks": locks}
            if letter:
                said["letter"] = str(letter)
            else:
                said["typed"] = circle_text(step.get("typed") or circle, locale)
                said["circle"] = shown_as
            words = render.Words(
                note=status_line(v, names, locale), captions=(caption(offer, names, locale),)
            )
            drawing = _picture(
                state,
                names,
                ("preview", *circle, title, locale),
                lambda: render.render_preview(v, names, offer, title, words),
            )
            embed.set_image(url="attachment://circles.png")
            embed.description = tr(locale, "vvv-picked" if letter else "vvv-typed", **said)
            confirm = tr(locale, "vvv-confirm")
            items: list[Control | None] = [
                button(gid("confirm", *circle), confirm, row=0, style=discord.ButtonStyle.primary),
                button(gid("back", page) if letter else gid("back"), tr(locale, "vvv-back"), row=0),
            ]
            return Card(embeds=[embed], drawings=[("circles.png", drawing)], view=view_of(*items))
        circles = offers.page(state, page)
        shown = [offers.outcome(state, seat, c) for c in circles]
        letters = LETTERS[: len(shown)]
        words = render.Words(
            note=status_line(v, names, locale),
            title=tr(locale, "vvv-pic-picker", count=str(len(shown))),
            captions=tuple(caption(offer, names, locale) for offer in shown),
        )
        drawing = _picture(
            state,
            names,
            ("circles", page, locale),
            lambda: render.render_picker(v, names, shown, letters, words),
        )
        embed.set_image(url="attachment://circles.png")
        many = len(offers.offered(state)) > offers.PER_PAGE
        embed.description = tr(locale, "vvv-circle-intro")
        options, desc = [], {}
        for letter, offer in zip(letters, shown, strict=True):
            separates, locks = offer_words(offer, names, seat, locale)
            options.append((letter, circle_option(letter, separates)))
            desc[letter] = locks
        menu = tr(locale, "vvv-circle-menu")
        items = [
            select(gid("circle", page), menu, options, row=0, descriptions=desc),
            button(gid("more", page), tr(locale, "vvv-show-others"), row=1) if many else None,
            button(gid("typecircle"), tr(locale, "vvv-type-circle"), row=1),
        ]
        return Card(embeds=[embed], drawings=[("circles.png", drawing)], view=view_of(*items))

    # -- the channel ------------------------------------------------------------------------

    def status_image(self, view: VvvView, names: list[str], locale: str = DEFAULT) -> bytes | None:
        return render.render_board(view, names, board_words(view, names, locale))

    def status(self, ctx: TableContext, view: VvvView, names: list[str]) -> Card:
        locale = ctx.locale
        title = tr(locale, "vvv-status-title", round=str(view["turn"] // 2 + 1))
        embed = discord.Embed(title=title, colour=self.colour)
        lines = [status_line(view, names, locale)]
        locks = locks_text(view, names, locale)
        if locks:
            lines.append(locks)
        lines.append(
            " · ".join(
                tr(
                    locale,
                    "vvv-points",
                    name=names[s["seat"]] + (" ★" if s["first"] else ""),
                    points=str(s["points"]),
                )
                for s in view["seats"]
            )
        )
        lines.append(tr(locale, "vvv-colours", blue=names[0], orange=names[1]))
        embed.description = "\n".join(lines)
        embed.set_image(url="attachment://status.png")
        if ctx.deadline:
            ends = tr(locale, "vvv-clock-ends", when=f"<t:{int(ctx.deadline)}:R>")
            embed.add_field(name=tr(locale, "vvv-clock"), value=ends)
        embed.set_footer(text=tr(locale, "vvv-footer", table=str(ctx.table_id)))
        return Card(
            embeds=[embed], view=self.panel_button(ctx.table_id, tr(locale, "vvv-open-panel"))
        )

    def phase_image(self, view: VvvView, names: list[str], locale: str = DEFAULT) -> bytes | None:
        return None  # the live status picture already shows each turn

    def sheet_lines(self, ctx: SeatContext, score: dict[str, Any]) -> list[str]:
        advanced = self.game.view(ctx.state, ctx.seat)["variant"] == "advanced"
        return score_lines(score, advanced, ctx.locale).splitlines()

    def final(
        self, ctx: TableContext, view: VvvView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        locale = ctx.locale
        embed = discord.Embed(title=tr(locale, "vvv-final-title"), colour=self.colour)
        lines = [status_line(view, names, locale), ""]
        for s in sorted(scores, key=lambda s: (s["rank"], s["seat"])):
            said = {"rank": str(s["rank"]), "name": names[s["seat"]], "total": str(s["total"])}
            lines.append(tr(locale, "vvv-final-line", circles=s["circles"], **said))
        embed.description = "\n".join(lines)
        for s in scores:
            value = score_lines(s, view["variant"] == "advanced", locale)
            embed.add_field(name=names[s["seat"]], value=value[:1024], inline=False)
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def _panel_embed(
        self, view: VvvView, names: Sequence[str], seat: int, locale: str
    ) -> discord.Embed:
        turn = str(view["turn"] + 1)
        title = tr(locale, "vvv-panel-title", turn=turn, name=names[seat])
        return discord.Embed(title=title, colour=self.colour)

    def final_images(
        self, view: VvvView, names: list[str], locale: str = DEFAULT
    ) -> list[tuple[str, bytes]]:
        return [("final.png", render.render_board(view, names, board_words(view, names, locale)))]


# the platform registers `gameuis.<name>.UI()` for every registered game
UI = VvvUI
