"""Venn Classic on Discord: hidden hands in private panels, bids and the challenge in public.

Only the owner's panel (DM or ephemeral) ever names a face-down card; the channel is built
from the engine's public view alone, which holds no face-down card. Card ids appear only in
the owner's own controls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.emoji import emoji_for, emoji_text
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
from bot.routes import GameAction
from games.base import Move, State
from games.classic import GAME
from games.classic import engine as rules
from games.classic.data import load
from games.classic.engine import PHASE_GROUP
from games.classic.views import CardView, ClassicView, Turned, review_view
from gameuis.classic_words import (
    COLOUR_MENU,
    DECLINE,
    PASS,
    PUSH_MENU,
    TURN_MENU,
    card_option,
    cards,
    count_menu,
    describe,
    discard_menu,
    move_fields,
    place_menu,
    raise_menu,
    recover_menu,
    turn_option,
)
from rendering import classic as render


# A card type's application emoji (bot.emoji) goes only beside words that already name the
# card for whoever reads them: the holder's own options, and cards turned face up.
def type_emoji(card_type: str) -> discord.PartialEmoji | str | None:
    """For a menu option naming a card: its type's emoji, else none (the words stay)."""
    return emoji_for(f"classic_{card_type.lower()}")


def type_text(card_type: str) -> str:
    """A card in a line of text: its type's emoji (when uploaded) before its words."""
    mark = emoji_text(f"classic_{card_type.lower()}", "")
    return f"{mark} {describe(card_type)}" if mark else describe(card_type)


def turned_line(turn: Turned, names: Sequence[str]) -> str:
    mark = "✓" if turn["has_colour"] else "✗"
    return f"🔍 {names[turn['seat']]}'s card {turn['slot'] + 1}: {type_text(turn['type'])} {mark}"


class ClassicUI(GameUI[ClassicView]):
    game = GAME
    companions = Companions(
        hints="classic", rules="classic", sentences=move_fields, traffic="classic"
    )
    colour = 0xE0772F
    panel_label = "Show my hand"
    status_image_live = True

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | Nav | Refusal:
        verb, args = action.verb, action.args
        try:
            if verb == "colour":
                return Nav({"colour": values[0]})
            if verb == "count":
                return {"type": "call", "colour": args[0], "count": int(values[0])}
            if verb == "place":
                return {"type": "place", "cards": [int(v) for v in values]}
            if verb == "push":
                return Nav({"push": sorted(int(v) for v in values)})
            if verb == "raise":
                push = [int(p) for p in args[0].split(".") if p] if args else []
                return {"type": "bid", "amount": int(values[0]), "push": push}
            if verb == "pass":
                return {"type": "pass"}
            if verb == "turn":
                owner, slot = (int(x) for x in values[0].split("."))
                return {"type": "turn", "seat": owner, "slot": slot}
            if verb == "recover":
                return {"type": "recover", "cards": [int(v) for v in values]}
            if verb == "decline":
                return {"type": "decline"}
            if verb == "discard":
                return {"type": "discard", "cards": [int(v) for v in values]}
            if verb == "back":
                return Nav({})
        except (ValueError, IndexError):
            return Refusal("That choice is not valid; pick one of the listed options.")
        return Refusal("That control is not part of Venn Classic.")

    # -- the private panel ------------------------------------------------------------------

    def panel_image(self, view: ClassicView, seat: int, names: list[str]) -> bytes | None:
        return render.render_hand(view, seat, names[seat], names=names)

    def panel(self, ctx: SeatContext, view: ClassicView, step: dict[str, Any] | None) -> Card:
        seat, names = ctx.seat, ctx.names
        me = own(view["me"])
        step = step or {}
        embed = discord.Embed(
            title=f"Venn Classic · round {view['round']} · your hand", colour=self.colour
        )
        embed.set_image(url="attachment://panel.png")
        lines = [
            f"Hand: {cards(len(me['hand']))}; placed: {len(me['placed'])}; "
            f"discard pile: {len(me['discard'])}"
        ]
        if view["colour"]:
            lines.append(f"Called: **{view['colour']}**, {cards(view['count'] or 0)}")
        if view["highest"]:
            lines.append(
                f"Highest bid: {names[view['highest']['seat']]} {view['highest']['amount']}"
            )
        key = self.game.flow(ctx.state).panel_key(seat)

        def gid(*parts: object) -> str:
            return custom_id(ctx.table_id, "g", key, *parts)

        items: list[Control | None] = []
        phase = view["phase"]
        waiting = seat in view["waiting"]
        if phase == "over" or view["seats"][seat]["out"]:
            lines.append(
                "You are out of this game." if view["seats"][seat]["out"] else "The game is over."
            )
        elif not waiting:
            turn = view["turn"]
            lines.append(
                f"Waiting for {names[turn]}." if turn is not None else "Waiting for the others."
            )
        elif phase == "call":
            lines.append("**You are the start player:** call a colour, then a count.")
            if step.get("colour"):
                counts = [(str(n), cards(n)) for n in range(1, 7)]
                items.append(
                    select(
                        gid("count", step["colour"]),
                        count_menu(step["colour"]),
                        counts,
                        row=0,
                    )
                )
                items.append(button(gid("back"), "Back", row=1))
            else:
                colours = [(c, c) for c in load().colours]
                items.append(select(gid("colour"), COLOUR_MENU, colours, row=0))
        elif phase == "place":
            n = me["can_place"]
            lines.append(f"**Place {cards(n)}** face down.")
            items.append(
                select(
                    gid("place"),
                    place_menu(n),
                    self._cards(me["hand"]),
                    row=0,
                    min_values=n,
                    max_values=n,
                    emojis=self._emojis(me["hand"]),
                )
            )
        elif phase == "bid":
            push = step.get("push", [])
            low, high = rules.bid_range(ctx.state, seat, push)
            lines.append("**Your bid:** raise (optionally pushing cards forward first) or pass.")
            if push:
                lines.append("Pushing: " + ", ".join(f"card {p + 1}" for p in push))
            pushable = [p for p in me["pushable"]]
            if pushable and not push:
                slot_cards = {c["slot"]: c for c in me["placed"]}
                options = [(str(p), card_option(p, slot_cards[p]["type"])) for p in pushable]
                items.append(
                    select(
                        gid("push"),
                        PUSH_MENU,
                        options,
                        row=0,
                        min_values=1,
                        max_values=len(options),
                        emojis={str(p): type_emoji(slot_cards[p]["type"]) for p in pushable},
                    )
                )
            if low <= high:
                amounts = [(str(a), f"Bid {a}") for a in range(low, high + 1)][:25]
                items.append(
                    select(
                        gid("raise", ".".join(map(str, push))),
                        raise_menu(low, high),
                        amounts,
                        row=1,
                    )
                )
            if me["can_pass"]:
                items.append(button(gid("pass"), PASS, row=2))
            if push:
                items.append(button(gid("back"), "Clear pushes", row=2))
        elif phase == "challenge":
            highest = view["highest"] or {}  # a challenge always follows the highest bid
            lines.append(f"**Turn cards over** until {highest['amount']} show {view['colour']}.")
            options = [
                (f"{t['seat']}.{t['slot']}", turn_option(view, seat, names, t["seat"], t["slot"]))
                for t in me["turnable"]
            ]
            items.append(select(gid("turn"), TURN_MENU, options, row=0))
        elif phase == "recover":
            n = me["recover_count"]
            lines.append(
                f"**You won the challenge.** Take {cards(n)} back from your discard pile "
                "(once per game) so nobody loses cards, or decline."
            )
            items.append(
                select(
                    gid("recover"),
                    recover_menu(n),
                    self._cards(me["discard"]),
                    row=0,
                    min_values=n,
                    max_values=n,
                    emojis=self._emojis(me["discard"]),
                )
            )
            items.append(button(gid("decline"), DECLINE, row=1))
        elif phase == "discard":
            n = me["must_discard"]
            lines.append(f"**You lose {cards(n)}:** choose which go to your discard pile.")
            mine = me["hand"] + [{"id": c["id"], "type": c["type"]} for c in me["placed"]]
            items.append(
                select(
                    gid("discard"),
                    discard_menu(n),
                    self._cards(mine),
                    row=0,
                    min_values=n,
                    max_values=n,
                    emojis=self._emojis(mine),
                )
            )
        embed.description = "\n".join(lines)
        return Card(embeds=[embed], view=view_of(*items) if items else None)

    @staticmethod
    def _cards(held: Sequence[CardView]) -> list[tuple[str, str]]:
        return [(str(c["id"]), card_option(i, c["type"])) for i, c in enumerate(held)]

    @staticmethod
    def _emojis(held: Sequence[CardView]) -> dict[str, discord.PartialEmoji | str | None]:
        """Each of the holder's own cards' options with its type's emoji (by value)."""
        return {str(c["id"]): type_emoji(c["type"]) for c in held}

    # -- the channel ------------------------------------------------------------------------

    def status(self, ctx: TableContext, view: ClassicView, names: list[str]) -> Card:
        group = PHASE_GROUP[view["phase"]]
        embed = discord.Embed(colour=self.colour)
        embed.title = (
            f"Venn Classic · round {view['round']} · "
            + {
                "open": "placing",
                "bid": "bidding",
                "challenge": "challenge",
                "resolve": "resolution",
                "over": "over",
            }[group]
        )
        lines = [f"Start player: {names[view['start_player']]}"]
        if view["colour"]:
            lines.append(f"Called: **{view['colour']}**, {cards(view['count'] or 0)} each")
        if view["phase"] == "call":
            caller = names[view["turn"]] if view["turn"] is not None else "The start player"
            lines.append(f"{caller} is calling a colour and a count.")
        elif view["phase"] in ("place", "discard"):
            verb = "placing" if view["phase"] == "place" else "choosing discards"
            lines.append(
                f"Still {verb}: " + (", ".join(names[s] for s in view["waiting"]) or "nobody")
            )
        for action in view["actions"][-12:]:
            if action.get("pass"):
                lines.append(f"· {names[action['seat']]} passes")
            else:
                pushed = len(action.get("push") or [])
                extra = f", pushing {pushed}" if pushed else ""
                lines.append(f"· {names[action['seat']]} bids {action['amount']}{extra}")
        if view["phase"] == "bid" and view["turn"] is not None:
            lines.append(f"To act: **{names[view['turn']]}**")
        if view["challenger"] is not None and view["highest"]:
            lines.append(
                f"**{names[view['challenger']]}** must turn over {view['highest']['amount']} "
                f"{view['colour']} {'card' if view['highest']['amount'] == 1 else 'cards'}."
            )
        lines.extend(turned_line(t, names) for t in view["turned"])
        if view["result"]:
            lines.append(self._result_line(view, names))
        if view["phase"] == "recover" and view["winner_of_challenge"] is not None:
            lines.append(f"{names[view['winner_of_challenge']]} may take cards back instead.")
        if ctx.deadline:
            lines.append(f"Turn clock: ends <t:{int(ctx.deadline)}:R>")
        embed.description = "\n".join(lines)[:4096]
        embed.set_image(url="attachment://status.png")
        embed.set_footer(
            text=f"Table {ctx.table_id} · your hand comes by DM, or press {self.panel_label}"
        )
        return Card(
            embeds=[embed],
            view=self.panel_button(ctx.table_id),
        )

    @staticmethod
    def _result_line(view: ClassicView, names: list[str]) -> str:
        challenger = names[view["challenger"]] if view["challenger"] is not None else "?"
        if view["result"] == "success":
            return f"✅ {challenger} succeeded: everyone else loses two cards unless {challenger} recovers."
        if view["own_goal"]:
            return f"❌ {challenger} failed on their own card and loses two cards."
        return f"❌ {challenger} failed and loses two cards."

    def status_image(self, view: ClassicView, names: list[str]) -> bytes | None:
        return render.render_table(view, names)

    def phase_image(self, view: ClassicView, names: list[str]) -> bytes | None:
        return None  # the live status picture already shows every step

    # a seat's replay shows its own cards that were face down, marked as face down then
    # (its view held them); anyone else's shows the public table, as the channel did
    replay_reads_seat = True

    def replay_image(self, view: ClassicView, names: list[str]) -> bytes | None:
        if view["me"] is None:
            return render.render_table(view, names)
        return render.render_review(review_view(view), names)

    def final(
        self, ctx: TableContext, view: ClassicView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title="Venn Classic · the winner", colour=self.colour)
        lines = []
        for s in order:
            out = scores[s].get("out_round")
            state = f"out in round {out}" if out else f"{cards(scores[s]['cards'])} left"
            lines.append(f"**{scores[s]['rank']}. {names[s]}** · {state}")
        embed.description = "\n".join(lines)
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def final_images(self, view: ClassicView, names: list[str]) -> list[tuple[str, bytes]]:
        return [("final.png", render.render_final(view, names))]


UI = ClassicUI
