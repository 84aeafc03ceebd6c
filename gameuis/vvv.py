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

from collections.abc import Callable
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
from bot.routes import GameAction
from games.base import Move, State
from games.memo import PerThreadLru
from games.vvv import GAME, choices, engine, offers
from games.vvv.lattice import snap
from games.vvv.views import VvvView
from gameuis.vvv_words import (
    CIRCLE_MENU,
    CONFIRM,
    LETTERS,
    PASS,
    SHOW_OTHERS,
    SPOT_MENU,
    TYPE_CIRCLE,
    TYPE_DOT,
    circle_option,
    move_fields,
    region_menus,
    spot_option,
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


def _circle_text(c: list[int]) -> str:
    return f"centre ({c[0]}, {c[1]}), radius {c[2]}"


def locks_text(view: VvvView, names: list[str]) -> str:
    """The regions the last turn locked, and their owners."""
    last = view["turn"] - 1
    fresh = [lk for lk in view["locks"] if lk["turn"] == last]
    if not fresh:
        return ""
    owners = [names[lk["owner"]] if lk["owner"] is not None else "nobody" for lk in fresh]
    counts = {o: owners.count(o) for o in owners}
    parts = [f"{n} for {o}" for o, n in counts.items()]
    return f"Last circle locked {len(fresh)} region{'s' if len(fresh) > 1 else ''}: {', '.join(parts)}."


class VvvUI(GameUI[VvvView]):
    game = GAME
    companions = Companions(hints="vvv", rules="vvv", sentences=move_fields, traffic="vvv")
    colour = 0x2C6FD1
    status_image_live = True

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | Nav | Refusal:
        head, args = action.verb, action.args
        try:
            if head == "region":
                number = _whole(values[0])
                if not choices.spots(state, number, 1):
                    return Refusal("No dot can go in that region: pick another number.")
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
            return Refusal("That choice is not valid; pick one of the listed options.")
        return Refusal("That control is not part of VENNi, Vidi, Vici.")

    # -- forms ------------------------------------------------------------------------------

    def opens_form(self, action: GameAction) -> bool:
        return action.text in ("typedot", "typecircle")

    def modal(self, ctx: SeatContext, action: GameAction) -> discord.ui.Modal | None:
        if not self.opens_form(action):
            return None
        key = self.game.flow(ctx.state).panel_key(ctx.seat)
        if action.text == "typedot":
            modal = discord.ui.Modal(
                title="Place a dot", custom_id=custom_id(ctx.table_id, "m", key, "dot")
            )
            fields: tuple[tuple[str, str], ...] = (
                ("x", "x (0 to 1000, left to right)"),
                ("y", "y (0 to 700, top to bottom)"),
            )
        else:
            modal = discord.ui.Modal(
                title="Draw a circle", custom_id=custom_id(ctx.table_id, "m", key, "circle")
            )
            fields = (("cx", "Centre x"), ("cy", "Centre y"), ("r", "Radius (20 to 340)"))
        for field_id, label in fields:
            modal.add_item(discord.ui.TextInput(label=label, custom_id=field_id, max_length=8))
        return modal

    def interpret_text(
        self, state: State, seat: int, action: GameAction, fields: dict[str, str]
    ) -> list[Move] | Nav | Refusal:
        if action.text == "dot":
            x, y = _number(fields.get("x", "")), _number(fields.get("y", ""))
            if x is None or y is None or x != int(x) or y != int(y):
                return Refusal("A dot needs whole-number coordinates x and y.")
            return [{"type": "dot", "at": [int(x), int(y)]}]
        if action.text == "circle":
            cx, cy, r = (_number(fields.get(k, "")) for k in ("cx", "cy", "r"))
            if cx is None or cy is None or r is None:
                return Refusal("A circle needs a centre x, y and a radius, as numbers.")
            circle = list(snap(cx, cy, r))
            typed = f"centre ({fields['cx'].strip()}, {fields['cy'].strip()}), radius {fields['r'].strip()}"
            reason = GAME.validate(state, seat, {"type": "circle", "circle": circle})
            if reason:
                return Refusal(
                    f"You typed {typed}; on the lattice that is {_circle_text(circle)}. {reason}"
                )
            # shown on the board first: the player confirms the snapped circle
            return Nav({"preview": circle, "typed": typed})
        return Refusal("That form is not part of VENNi, Vidi, Vici.")

    # -- the private panel ------------------------------------------------------------------

    def panel_image(self, view: VvvView, seat: int, names: list[str]) -> bytes | None:
        if view["stage"] == "circle" and view["seat_to_act"] == seat:
            return None  # the panel draws its lettered circles itself
        return render.render_board(view, names)

    def panel(self, ctx: SeatContext, view: VvvView, step: dict[str, Any] | None) -> Card:
        seat, names = ctx.seat, list(ctx.names)
        embed = discord.Embed(
            title=f"VENNi, Vidi, Vici · turn {view['turn'] + 1} · {names[seat]}", colour=self.colour
        )
        state = ctx.state
        drawings: list[tuple[str, Callable[[], bytes]]] = []
        shape = "blue discs" if seat == 0 else "orange diamonds"
        if view["over"] or view["seat_to_act"] != seat:
            embed.description = (
                "The game is over."
                if view["over"]
                else f"Waiting for {names[1 - seat]}. Your dots are {shape}."
            )
            embed.set_image(url="attachment://panel.png")
            if step is not None:
                drawings.append(
                    (
                        "panel.png",
                        _picture(
                            state, names, ("board",), lambda: render.render_board(view, names)
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
            drawings.append(
                (
                    "zoom.png",
                    _picture(
                        state,
                        names,
                        ("zoom", number),
                        lambda: render.render_zoom(view, names, int(number), spots),
                    ),
                )
            )
            embed.set_image(url="attachment://zoom.png")
            region = next(r for r in view["regions"] if r["number"] == int(number))
            third = sum(region["dots"]) == 2
            embed.description = f"Region {number}: pick a lettered spot for your dot." + (
                " It will be the region's third dot, so you then draw a circle." if third else ""
            )
            options = [(LETTERS[k], spot_option(k, spot)) for k, spot in enumerate(spots)]
            items: list[Control | None] = [
                select(gid("spot", number), SPOT_MENU, options, row=0) if options else None,
                button(gid("back"), "Back", row=1),
                button(gid("typedot"), TYPE_DOT, row=1),
            ]
            return Card(embeds=[embed], drawings=drawings, view=view_of(*items))
        embed.set_image(url="attachment://panel.png")
        if step is not None:
            drawings.append(
                (
                    "panel.png",
                    _picture(state, names, ("board",), lambda: render.render_board(view, names)),
                )
            )
        legal = GAME.legal_moves(state, seat)
        if legal and legal[0]["type"] == "pass":
            embed.description = "No dot can go anywhere: you pass."
            return Card(
                embeds=[embed], drawings=drawings, view=view_of(button(gid("pass"), PASS, row=0))
            )
        embed.description = f"Place a dot: pick a region by its number on the board, or type exact coordinates. Your dots are {shape}."
        menus: list[Control] = [
            select(gid("region", row), label, options, row=row, descriptions=desc)
            for row, (label, options, desc) in enumerate(region_menus(state, view, names))
        ]
        items = [*menus, button(gid("typedot"), TYPE_DOT, row=len(menus))]
        return Card(embeds=[embed], drawings=drawings, view=view_of(*items))

    def _circle_panel(
        self, ctx: SeatContext, v: VvvView, names: list[str], step: dict[str, Any]
    ) -> Card:
        """After a third dot: the circles on offer, each on its own small picture and in
        words; a circle picked or typed is shown large with Confirm and Back."""
        state, seat = ctx.state, ctx.seat
        embed = discord.Embed(
            title=f"VENNi, Vidi, Vici · turn {v['turn'] + 1} · {names[seat]}", colour=self.colour
        )

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, state, seat, *parts)

        page = int(step.get("page", 0))
        if step.get("preview"):
            circle = [int(x) for x in step["preview"]]
            offer = offers.outcome(state, seat, circle)
            separates, locks = offers.words(offer, names, seat)
            letter = step.get("letter")
            title = f"Circle {letter}" if letter else "Your typed circle"
            title += f": {_circle_text(circle)}"
            said = (
                f"You picked circle {letter}."
                if letter
                else f"You typed {step.get('typed', '')}; on the lattice that is "
                f"**{_circle_text(circle)}**."
            )
            drawing = _picture(
                state,
                names,
                ("preview", *circle, title),
                lambda: render.render_preview(v, names, offer, title),
            )
            embed.set_image(url="attachment://circles.png")
            embed.description = (
                f"{said} It {separates} and {locks}. Confirm to draw it, or go back."
            )
            items: list[Control | None] = [
                button(gid("confirm", *circle), CONFIRM, row=0, style=discord.ButtonStyle.primary),
                button(gid("back", page) if letter else gid("back"), "Back", row=0),
            ]
            return Card(embeds=[embed], drawings=[("circles.png", drawing)], view=view_of(*items))
        circles = offers.page(state, page)
        shown = [offers.outcome(state, seat, c) for c in circles]
        letters = LETTERS[: len(shown)]
        drawing = _picture(
            state,
            names,
            ("circles", page),
            lambda: render.render_picker(v, names, shown, letters),
        )
        embed.set_image(url="attachment://circles.png")
        many = len(offers.offered(state)) > offers.PER_PAGE
        embed.description = (
            "Your dot was its region's third: draw a circle that splits the three dots one "
            "from two. Each picture shows the board once that circle is drawn: the dot it "
            "sets apart ringed, the regions it would lock outlined. Pick one to see it "
            "large, or type one (it snaps to the lattice)."
        )
        options, desc = [], {}
        for letter, offer in zip(letters, shown, strict=True):
            separates, locks = offers.words(offer, names, seat)
            options.append((letter, circle_option(letter, separates)))
            desc[letter] = locks
        items = [
            select(gid("circle", page), CIRCLE_MENU, options, row=0, descriptions=desc),
            button(gid("more", page), SHOW_OTHERS, row=1) if many else None,
            button(gid("typecircle"), TYPE_CIRCLE, row=1),
        ]
        return Card(embeds=[embed], drawings=[("circles.png", drawing)], view=view_of(*items))

    # -- the channel ------------------------------------------------------------------------

    def status_image(self, view: VvvView, names: list[str]) -> bytes | None:
        return render.render_board(view, names)

    def status(self, ctx: TableContext, view: VvvView, names: list[str]) -> Card:
        embed = discord.Embed(
            title=f"VENNi, Vidi, Vici · round {view['turn'] // 2 + 1}", colour=self.colour
        )
        lines = [render.status_line(view, names)]
        locks = locks_text(view, names)
        if locks:
            lines.append(locks)
        lines.append(
            " · ".join(
                f"{names[s['seat']]}{' ★' if s['first'] else ''}: {s['points']} pt"
                for s in view["seats"]
            )
        )
        lines.append(f"{names[0]} plays blue discs, {names[1]} orange diamonds.")
        embed.description = "\n".join(lines)
        embed.set_image(url="attachment://status.png")
        if ctx.deadline:
            embed.add_field(name="Turn clock", value=f"ends <t:{int(ctx.deadline)}:R>")
        embed.set_footer(
            text=f"Table {ctx.table_id} · play your turn in your panel (DM or the button)"
        )
        return Card(embeds=[embed], view=self.panel_button(ctx.table_id))

    def phase_image(self, view: VvvView, names: list[str]) -> bytes | None:
        return None  # the live status picture already shows each turn

    def final(
        self, ctx: TableContext, view: VvvView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        embed = discord.Embed(title="VENNi, Vidi, Vici · final scores", colour=self.colour)
        lines = [render.status_line(view, names), ""]
        for s in sorted(scores, key=lambda s: (s["rank"], s["seat"])):
            lines.append(
                f"**{s['rank']}. {names[s['seat']]}: {s['total']}** ({s['circles']} circles drawn)"
            )
        embed.description = "\n".join(lines)
        for s in scores:
            embed.add_field(name=names[s["seat"]], value="\n".join(s["lines"])[:1024], inline=False)
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def final_images(self, view: VvvView, names: list[str]) -> list[tuple[str, bytes]]:
        return [("final.png", render.render_board(view, names))]


# the platform registers `gameuis.<name>.UI()` for every registered game
UI = VvvUI
