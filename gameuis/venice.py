"""Forget Venice on Discord: the Distributor cuts the round's seven cards in a private panel,
then the two choosers each take a pile with one click.

The cut is built in the panel before it counts: pick the cards of pile A, then of pile B
(what is left is pile C), look at the preview, Confirm. Suggest a cut fills in the cut the
AI would make and says why (the panel's only Suggest: a practice table adds none). The cut
in progress travels in the controls' custom ids, so nothing is stored until Confirm, and
every choice offered is legal: a chooser's buttons are the piles still on the table, each
with what it would add to their score.
"""

from __future__ import annotations

from collections.abc import Sequence
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
    select,
    view_of,
)
from bot.i18n import DEFAULT, Text, tr
from bot.routes import GameAction
from games.base import Move, State
from games.venice import GAME, ai
from games.venice.views import VeniceView
from gameuis.venice_words import (
    PILES,
    card_text,
    cards_in,
    cut_reason,
    half_lines,
    move_fields,
    pile_text,
    round_words,
    take_label,
)
from gameuis.venice_words import SUIT_MARK as SUIT_MARK  # re-exported: the tests use it
from rendering import venice as render


def _mask(ids: list[int], cards: list[int]) -> int:
    """A cut's pile as a bit mask over the round's cards (short enough for a custom id)."""
    return sum(1 << k for k, c in enumerate(cards) if c in ids)


def _unmask(mask: int, cards: list[int]) -> list[int]:
    return [c for k, c in enumerate(cards) if mask >> k & 1]


def _number(text: str, top: int) -> int | None:
    return int(text) if text.isdigit() and len(text) <= 4 and int(text) < top else None


class VeniceUI(GameUI[VeniceView]):
    game = GAME
    companions = Companions(hints="venice", rules="venice", sentences=move_fields, traffic="venice")
    colour = 0x7B4B94
    phase_image_name = "collections.png"
    status_image_live = True  # the piles and choices appear on the table picture as they happen
    pictures_speak = True  # the round's picture draws its words in the reader's language

    # -- clicks -----------------------------------------------------------------------------

    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | Nav | Refusal:
        cards: list[int] = list(state["cards"])
        full = (1 << len(cards)) - 1
        verb, args = action.verb, action.args
        numbers = [_number(a, full + 1) for a in args]
        if any(n is None for n in numbers):
            return Refusal(Text("venice-refused-outdated"))
        masks = [n for n in numbers if n is not None]
        picked = [_number(v, len(cards)) for v in values]
        if any(p is None for p in picked) or len(set(picked)) != len(picked):
            return Refusal(Text("venice-refused-pick"))
        chosen = sum(1 << p for p in picked if p is not None)
        if verb == "pa" and len(masks) == 1:  # pile A picked; B keeps what A did not take
            return Nav({"a": chosen, "b": masks[0] & ~chosen & full})
        if verb == "pb" and len(masks) == 1:
            return Nav({"a": masks[0], "b": chosen & ~masks[0] & full})
        if verb == "clear" and not masks:
            return Nav({"a": 0, "b": 0})
        if verb == "suggest" and not masks:
            move = ai.choose(state, seat)
            if move["type"] != "split":
                return Refusal(Text("venice-refused-no-cut"))
            a, b = (_mask(p, cards) for p in move["piles"][:2])
            return Nav({"a": a, "b": b, "suggested": True})  # the panel says why
        if verb == "split" and len(masks) == 2:
            a, b = masks
            return {
                "type": "split",
                "piles": [_unmask(a, cards), _unmask(b, cards), _unmask(full & ~a & ~b, cards)],
            }
        if verb == "take" and len(masks) == 1 and masks[0] < len(PILES):
            return {"type": "choose", "pile": masks[0]}
        return Refusal(Text("venice-refused-unknown"))

    # -- panels -----------------------------------------------------------------------------

    def panel_image(
        self, view: VeniceView, seat: int, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        if view["over"]:  # the scores and collections (a practice summary, "My rank and sheet")
            words = round_words(view, names, locale)
            return render.render_summary(cards_in(view, locale), names, words)
        return self.status_image(view, names, locale)

    def panel(self, ctx: SeatContext, view: VeniceView, step: dict[str, Any] | None) -> Card:
        seat, names, locale = ctx.seat, ctx.names, ctx.locale
        said = {"half": str(view["half"]), "round": str(view["round"])}
        embed = discord.Embed(
            title=tr(locale, "venice-panel-title", name=names[seat], **said), colour=self.colour
        )
        embed.set_image(url="attachment://panel.png")
        mine = view["seats"][seat]
        pairs = ", ".join(f"{c} {p}" for c, p in mine["criteria"].items())
        score = str(mine["score"]["total"])
        lines = [tr(locale, "venice-pairs", pairs=pairs, score=score)]
        if view["over"] or view["to_act"] != seat:
            who = self._who(view, names, locale)
            over = view["over"]
            lines.append(
                tr(locale, "venice-over") if over else tr(locale, "venice-waiting", name=who)
            )
            embed.description = "\n".join(lines)
            return Card(embeds=[embed], view=None)
        if view["stage"] == "split":
            return self._split_panel(ctx, view, embed, lines, step or {})
        gains = (view["me"] or {"gains": []})["gains"]
        lines.append(tr(locale, "venice-take-intro"))
        items: list[Control | None] = []
        for k, pile in enumerate(view["piles"] or []):
            if view["taken"][k] is not None:
                continue
            gain = gains[k] if k < len(gains) else None
            lines.append(f"**{PILES[k]}** ({gain:+d}): {pile_text(pile, locale)}")
            items.append(
                button(
                    self.action_id(ctx.table_id, ctx.state, seat, "take", k),
                    take_label(k, gain, locale),
                    style=discord.ButtonStyle.primary,
                )
            )
        embed.description = "\n".join(lines)[:4096]
        return Card(embeds=[embed], view=view_of(*items))

    @staticmethod
    def _who(view: VeniceView, names: Sequence[str], locale: str) -> str:
        """The player to act, or "nobody" in words."""
        to_act = view["to_act"]
        return names[to_act] if to_act is not None else tr(locale, "venice-nobody")

    def _split_panel(
        self,
        ctx: SeatContext,
        view: VeniceView,
        embed: discord.Embed,
        lines: list[str],
        step: dict[str, Any],
    ) -> Card:
        cards, locale = view["cards"], ctx.locale
        full = (1 << len(cards)) - 1
        a, b = int(step.get("a", 0)) & full, int(step.get("b", 0)) & full & ~int(step.get("a", 0))
        c = full & ~a & ~b
        piles = [[cards[k] for k in range(len(cards)) if m >> k & 1] for m in (a, b, c)]
        lines.append(tr(locale, "venice-cut-intro"))
        for k, pile in enumerate(piles):
            lines.append(f"**{PILES[k]}** ({len(pile)}): {pile_text(pile, locale)}")
        ready = all(piles)
        if not ready:
            lines.append(tr(locale, "venice-cut-not-ready"))
        if step.get("suggested") and ready:  # "Suggest a cut" filled these in: the AI's reason
            ids = [[card["id"] for card in pile] for pile in piles]
            why = cut_reason(ctx.state, ctx.seat, ids, ctx.names, locale)
            lines.append(tr(locale, "venice-ai-cut", why=why))
        embed.description = "\n".join(lines)[:4096]

        def gid(*parts: object) -> str:
            return self.action_id(ctx.table_id, ctx.state, ctx.seat, *parts)

        options = [(str(k), card_text(card, locale=locale)) for k, card in enumerate(cards)]
        in_a = [k for k in range(len(cards)) if a >> k & 1]
        rest = [(value, label) for value, label in options if int(value) not in in_a]
        items: list[Control | None] = [
            select(
                gid("pa", b),
                tr(locale, "venice-picked-a", count=len(in_a))
                if a
                else tr(locale, "venice-pick-a"),
                options,
                row=0,
                max_values=len(cards) - 2,
            )
        ]
        if len(rest) >= 2:
            items.append(
                select(
                    gid("pb", a),
                    tr(locale, "venice-pick-b"),
                    rest,
                    row=1,
                    max_values=len(rest) - 1,
                )
            )
        items += [
            button(
                gid("split", a, b),
                tr(locale, "venice-confirm-cut"),
                style=discord.ButtonStyle.success,
                disabled=not ready,
                row=2,
            ),
            # greyed out while the panel shows the AI's cut: pressed again it would change
            # nothing, and a press that changes nothing reads as a press that was lost
            button(
                gid("suggest"),
                tr(locale, "venice-suggest-cut"),
                row=2,
                disabled=bool(step.get("suggested")),
            ),
            button(gid("clear"), tr(locale, "venice-clear"), row=2),
        ]
        return Card(embeds=[embed], view=view_of(*items))

    # -- the channel ------------------------------------------------------------------------

    def status_image(
        self, view: VeniceView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        return render.render_round(cards_in(view, locale), names, round_words(view, names, locale))

    def status(self, ctx: TableContext, view: VeniceView, names: list[str]) -> Card:
        locale = ctx.locale
        said = {"half": str(view["half"]), "round": str(view["round"])}
        embed = discord.Embed(title=tr(locale, "venice-status-title", **said), colour=self.colour)
        who = self._who(view, names, locale)
        lines = [tr(locale, "venice-distributor", name=names[view["distributor"]])]
        if view["stage"] == "split":
            lines.append(tr(locale, "venice-cutting", name=who))
            lines += [f"• {card_text(c, emoji=True, locale=locale)}" for c in view["cards"]]
        elif view["stage"] == "choose":
            lines.append(tr(locale, "venice-choosing", name=who))
            for k, pile in enumerate(view["piles"] or []):
                taker = view["taken"][k]
                cards = pile_text(pile, locale)
                if taker is not None:
                    cards = tr(locale, "venice-taken-by", pile=cards, name=names[taker])
                lines.append(f"**{PILES[k]}**: {cards}")
        scores = " · ".join(
            f"{names[s['seat']]} "
            + (
                tr(locale, "venice-earlier", score=str(total), earlier=str(s["total"]))
                if s["halves"]
                else str(total)
            )
            for s in view["seats"]
            for total in [s["score"]["total"]]
        )
        lines += ["", tr(locale, "venice-half-so-far", scores=scores)]
        embed.description = "\n".join(lines)[:4096]
        embed.set_image(url="attachment://status.png")
        if ctx.deadline:
            ends = tr(locale, "venice-clock-ends", when=f"<t:{int(ctx.deadline)}:R>")
            embed.add_field(name=tr(locale, "venice-clock"), value=ends)
        embed.set_footer(text=tr(locale, "venice-footer", table=str(ctx.table_id)))
        return Card(
            embeds=[embed],
            view=self.panel_button(ctx.table_id, tr(locale, "venice-open-panel")),
        )

    def phase_image(
        self, view: VeniceView, names: list[str], locale: str = DEFAULT
    ) -> bytes | None:
        words, view = round_words(view, names, locale), cards_in(view, locale)
        if view["finished"] and view["round"] == 1 and not view["over"]:
            # a half was just scored: its collections and breakdowns, before the reshuffle
            half = render.half_view(view, len(view["finished"]) - 1)
            return render.render_sheets(half, names, words)
        return render.render_sheets(view, names, words)

    def sheet_lines(self, ctx: SeatContext, score: dict[str, Any]) -> list[str]:
        return half_lines(score, ctx.locale).splitlines()

    def final(
        self, ctx: TableContext, view: VeniceView, names: list[str], scores: list[dict[str, Any]]
    ) -> Card:
        order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
        embed = discord.Embed(title=tr(ctx.locale, "venice-final-title"), colour=self.colour)
        lines = []
        for seat in order:
            s = scores[seat]
            halves = " + ".join(str(h["total"]) for h in s["halves"])
            lines.append(f"**{s['rank']}. {names[seat]}: {s['total']}** ({halves})")
        lines.append("")
        lines.append(tr(ctx.locale, "venice-ties"))
        embed.description = "\n".join(lines)
        for seat in order:
            embed.add_field(name=names[seat], value=half_lines(scores[seat], ctx.locale)[:1024])
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])

    def final_images(
        self, view: VeniceView, names: list[str], locale: str = DEFAULT
    ) -> list[tuple[str, bytes]]:
        words, view = round_words(view, names, locale), cards_in(view, locale)
        files = [("final.png", render.render_final(view, names, words))]
        if view["finished"]:  # a table ended by its host in the first half has no half scored
            half = render.half_view(view, len(view["finished"]) - 1)
            files.append(("collections.png", render.render_sheets(half, names, words)))
        return files


# the platform registers `gameuis.<name>.UI()` for every registered game
UI = VeniceUI
