"""Venn Classic on Discord: hidden hands in private panels, bids and the challenge in public.

Only the owner's panel (DM or ephemeral) ever names a face-down card; the channel is built
from the engine's public view alone, which holds no face-down card. Card ids appear only in
the owner's own controls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
from bot.i18n import DEFAULT, Text, tr
from bot.routes import GameAction
from games.base import Move, State
from games.classic import GAME
from games.classic import engine as rules
from games.classic.data import load
from games.classic.engine import PHASE_GROUP
from games.classic.rules import problem
from games.classic.views import CardView, ClassicView, Turned, review_view
from gameuis.classic_words import (
    bid_option,
    card_option,
    cards,
    colour_menu,
    colour_word,
    count_menu,
    count_option,
    decline_label,
    describe,
    discard_menu,
    move_fields,
    pass_label,
    place_menu,
    push_menu,
    raise_menu,
    recover_menu,
    rule_text,
    turn_menu,
    turn_option,
)
from gameuis.say import Say
from rendering import classic as render


# A card type's application emoji (bot.emoji) goes only beside words that already name the
# card for whoever reads them: the holder's own options, and cards turned face up.
def type_emoji(card_type: str) -> discord.PartialEmoji | str | None:
    """For a menu option naming a card: its type's emoji, else none (the words stay)."""
    return emoji_for(f"classic_{card_type.lower()}")


def type_text(card_type: str, locale: str = DEFAULT) -> str:
    """A card in a line of text: its type's emoji (when uploaded) before its words."""
    mark = emoji_text(f"classic_{card_type.lower()}", "")
    words = describe(card_type, locale)
    return f"{mark} {words}" if mark else words


def turned_line(turn: Turned, names: Sequence[str], locale: str = DEFAULT) -> str:
    mark = "✓" if turn["has_colour"] else "✗"
    said = {"name": names[turn["seat"]], "slot": str(turn["slot"] + 1)}
    return tr(locale, "classic-turned", card=type_text(turn["type"], locale), mark=mark, **said)


class ClassicUI(GameUI[ClassicView]):
    game = GAME
    companions = Companions(
        hints="classic", rules="classic", sentences=move_fields, traffic="classic"
    )
    colour = 0xE0772F
    panel_label = tr(DEFAULT, "classic-open-panel")  # (the status's button is in its language)

    def open_label(self, locale: str = DEFAULT) -> str:
        return tr(locale, "classic-open-panel")

    status_image_live = True
    pictures_speak = True  # the pictures' words are drawn in the reader's language

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | Nav | Refusal:
        result = self._read(action, values)
        if isinstance(result, dict):  # a move: the engine's rules, in the clicker's words
            found = problem(state, seat, result)
            if found:
                return Refusal(rule_text(found))
        return result

    def _read(self, action: GameAction, values: list[str]) -> Move | Nav | Refusal:
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
            return Refusal(Text("classic-refused-choice"))
        return Refusal(Text("classic-refused-control"))

    # -- the private panel ------------------------------------------------------------------

    def panel_image(
        self, view: ClassicView, seat: int, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return render.render_hand(view, seat, names[seat], names=names, say=Say(locale))

    def panel(self, ctx: SeatContext, view: ClassicView, step: dict[str, Any] | None) -> Card:
        seat, names, locale = ctx.seat, ctx.names, ctx.locale
        me = own(view["me"])
        step = step or {}

        def say(msg_id: str, **args: object) -> str:
            return tr(locale, msg_id, **args)

        embed = discord.Embed(
            title=say("classic-panel-title", round=str(view["round"])), colour=self.colour
        )
        embed.set_image(url="attachment://panel.png")
        counts = {
            "hand": cards(len(me["hand"]), locale),
            "placed": str(len(me["placed"])),
            "discard": str(len(me["discard"])),
        }
        lines = [say("classic-counts", **counts)]
        if view["colour"]:
            called = cards(view["count"] or 0, locale)
            lines.append(
                say("classic-called", colour=colour_word(view["colour"], locale), cards=called)
            )
        if view["highest"]:
            highest = view["highest"]
            lines.append(
                say("classic-highest", name=names[highest["seat"]], amount=str(highest["amount"]))
            )
        key = self.game.flow(ctx.state).panel_key(seat)

        def gid(*parts: object) -> str:
            return custom_id(ctx.table_id, "g", key, *parts)

        items: list[Control | None] = []
        phase = view["phase"]
        waiting = seat in view["waiting"]
        if phase == "over" or view["seats"][seat]["out"]:
            lines.append(say("classic-you-out" if view["seats"][seat]["out"] else "classic-over"))
        elif not waiting:
            turn = view["turn"]
            lines.append(
                say("classic-waiting-for", name=names[turn])
                if turn is not None
                else say("classic-waiting-others")
            )
        elif phase == "call":
            lines.append(say("classic-you-call"))
            if step.get("colour"):
                counts_menu = [(str(n), count_option(n, locale)) for n in range(1, 7)]
                items.append(
                    select(
                        gid("count", step["colour"]),
                        count_menu(step["colour"], locale),
                        counts_menu,
                        row=0,
                    )
                )
                items.append(button(gid("back"), say("classic-back"), row=1))
            else:
                colours = [(c, colour_word(c, locale)) for c in load().colours]
                items.append(select(gid("colour"), colour_menu(locale), colours, row=0))
        elif phase == "place":
            n = me["can_place"]
            lines.append(say("classic-you-place", cards=cards(n, locale)))
            items.append(
                select(
                    gid("place"),
                    place_menu(n, locale),
                    self._cards(me["hand"], locale),
                    row=0,
                    min_values=n,
                    max_values=n,
                    emojis=self._emojis(me["hand"]),
                )
            )
        elif phase == "bid":
            items += self._bid_controls(ctx, view, step, lines, gid)
        elif phase == "challenge":
            highest = view["highest"] or {}  # a challenge always follows the highest bid
            colour = colour_word(view["colour"] or "", locale)
            lines.append(say("classic-you-turn", amount=str(highest["amount"]), colour=colour))
            options = [
                (
                    f"{t['seat']}.{t['slot']}",
                    turn_option(view, seat, names, t["seat"], t["slot"], locale),
                )
                for t in me["turnable"]
            ]
            items.append(select(gid("turn"), turn_menu(locale), options, row=0))
        elif phase == "recover":
            n = me["recover_count"]
            lines.append(say("classic-you-recover", cards=cards(n, locale)))
            items.append(
                select(
                    gid("recover"),
                    recover_menu(n, locale),
                    self._cards(me["discard"], locale),
                    row=0,
                    min_values=n,
                    max_values=n,
                    emojis=self._emojis(me["discard"]),
                )
            )
            items.append(button(gid("decline"), decline_label(locale), row=1))
        elif phase == "discard":
            n = me["must_discard"]
            lines.append(say("classic-you-discard", cards=cards(n, locale)))
            mine = me["hand"] + [{"id": c["id"], "type": c["type"]} for c in me["placed"]]
            items.append(
                select(
                    gid("discard"),
                    discard_menu(n, locale),
                    self._cards(mine, locale),
                    row=0,
                    min_values=n,
                    max_values=n,
                    emojis=self._emojis(mine),
                )
            )
        embed.description = "\n".join(lines)
        return Card(embeds=[embed], view=view_of(*items) if items else None)

    @staticmethod
    def _bid_controls(
        ctx: SeatContext,
        view: ClassicView,
        step: dict[str, Any],
        lines: list[str],
        gid: Callable[..., str],
    ) -> list[Control | None]:
        """A bidder's lines and controls: push cards forward, raise, pass, clear pushes."""
        seat, locale = ctx.seat, ctx.locale
        me = own(view["me"])
        push = step.get("push", [])
        low, high = rules.bid_range(ctx.state, seat, push)
        lines.append(tr(locale, "classic-you-bid"))
        if push:
            slots = ", ".join(tr(locale, "classic-slot", slot=str(p + 1)) for p in push)
            lines.append(tr(locale, "classic-pushing", cards=slots))
        items: list[Control | None] = []
        pushable = list(me["pushable"])
        if pushable and not push:
            slot_cards = {c["slot"]: c for c in me["placed"]}
            options = [(str(p), card_option(p, slot_cards[p]["type"], locale)) for p in pushable]
            items.append(
                select(
                    gid("push"),
                    push_menu(locale),
                    options,
                    row=0,
                    min_values=1,
                    max_values=len(options),
                    emojis={str(p): type_emoji(slot_cards[p]["type"]) for p in pushable},
                )
            )
        if low <= high:
            amounts = [(str(a), bid_option(a, locale)) for a in range(low, high + 1)][:25]
            items.append(
                select(
                    gid("raise", ".".join(map(str, push))),
                    raise_menu(low, high, locale),
                    amounts,
                    row=1,
                )
            )
        if me["can_pass"]:
            items.append(button(gid("pass"), pass_label(locale), row=2))
        if push:
            items.append(button(gid("back"), tr(locale, "classic-clear-pushes"), row=2))
        return items

    @staticmethod
    def _cards(held: Sequence[CardView], locale: str) -> list[tuple[str, str]]:
        return [(str(c["id"]), card_option(i, c["type"], locale)) for i, c in enumerate(held)]

    @staticmethod
    def _emojis(held: Sequence[CardView]) -> dict[str, discord.PartialEmoji | str | None]:
        """Each of the holder's own cards' options with its type's emoji (by value)."""
        return {str(c["id"]): type_emoji(c["type"]) for c in held}

    # -- the channel ------------------------------------------------------------------------

    def status(self, ctx: TableContext, view: ClassicView, names: list[str]) -> Card:
        locale = ctx.locale

        def say(msg_id: str, **args: object) -> str:
            return tr(locale, msg_id, **args)

        group = PHASE_GROUP[view["phase"]]
        embed = discord.Embed(colour=self.colour)
        part = say(f"classic-part-{group}")
        embed.title = say("classic-status-title", round=str(view["round"]), part=part)
        lines = [say("classic-start-player", name=names[view["start_player"]])]
        colour = colour_word(view["colour"], locale) if view["colour"] else ""
        if view["colour"]:
            each = cards(view["count"] or 0, locale)
            lines.append(say("classic-called-each", colour=colour, cards=each))
        if view["phase"] == "call":
            if view["turn"] is not None:
                lines.append(say("classic-calling", name=names[view["turn"]]))
            else:
                lines.append(say("classic-calling-start"))
        elif view["phase"] in ("place", "discard"):
            still = (
                "classic-still-placing" if view["phase"] == "place" else "classic-still-discarding"
            )
            who = ", ".join(names[s] for s in view["waiting"]) or say("classic-nobody")
            lines.append(say(still, names=who))
        for action in view["actions"][-12:]:
            name = names[action["seat"]]
            if action.get("pass"):
                lines.append(say("classic-log-pass", name=name))
            else:
                pushed = len(action.get("push") or [])
                bid = {"name": name, "amount": str(action["amount"])}
                if pushed:
                    lines.append(say("classic-log-bid-push", pushed=str(pushed), **bid))
                else:
                    lines.append(say("classic-log-bid", **bid))
        if view["phase"] == "bid" and view["turn"] is not None:
            lines.append(say("classic-to-act", name=names[view["turn"]]))
        if view["challenger"] is not None and view["highest"]:
            amount = view["highest"]["amount"]
            challenger = names[view["challenger"]]
            lines.append(say("classic-must-turn", name=challenger, count=amount, colour=colour))
        lines.extend(turned_line(t, names, locale) for t in view["turned"])
        if view["result"]:
            lines.append(self._result_line(view, names, locale))
        if view["phase"] == "recover" and view["winner_of_challenge"] is not None:
            lines.append(say("classic-may-recover", name=names[view["winner_of_challenge"]]))
        if ctx.deadline:
            lines.append(say("classic-clock", when=f"<t:{int(ctx.deadline)}:R>"))
        embed.description = "\n".join(lines)[:4096]
        embed.set_image(url="attachment://status.png")
        button_label = say("classic-open-panel")
        embed.set_footer(text=say("classic-footer", table=str(ctx.table_id), button=button_label))
        return Card(
            embeds=[embed],
            view=self.panel_button(ctx.table_id, button_label),
        )

    @staticmethod
    def _result_line(view: ClassicView, names: list[str], locale: str) -> str:
        challenger = names[view["challenger"]] if view["challenger"] is not None else "?"
        if view["result"] == "success":
            return tr(locale, "classic-result-success", name=challenger)
        if view["own_goal"]:
            return tr(locale, "classic-result-own-goal", name=challenger)
        return tr(locale, "classic-result-failure", name=challenger)

    def status_image(
        self, view: ClassicView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return render.render_table(view, names, Say(locale))

    def phase_image(
        self, view: ClassicView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return None  # the live status picture already shows every step

    # a seat's replay shows its own cards that were face down, marked as face down then
    # (its view held them); anyone else's shows the public table, as the channel did
    replay_reads_seat = True

    def replay_image(
        self, view: ClassicView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        if view["me"] is None:
            return render.render_table(view, names, Say(locale))
        return render.render_review(review_view(view), names, Say(locale))

    def final(
        self, ctx: TableContext, view: ClassicView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        locale = ctx.locale
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title=tr(locale, "classic-final-title"), colour=self.colour)
        lines = []
        for s in order:
            out = scores[s].get("out_round")
            how = (
                tr(locale, "classic-final-out", round=str(out))
                if out
                else tr(locale, "classic-final-left", count=scores[s]["cards"])
            )
            said = {"rank": str(scores[s]["rank"]), "name": names[s], "how": how}
            lines.append(tr(locale, "classic-final-line", **said))
        embed.description = "\n".join(lines)
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def final_images(
        self, view: ClassicView, names: list[str], locale: str = DEFAULT
    ) -> list[tuple[str, bytes]]:
        return [("final.png", render.render_final(view, names, Say(locale)))]


UI = ClassicUI
