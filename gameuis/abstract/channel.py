"""Abstract's public messages: the round's status and the final scores, in the server's
language (the context's locale)."""

from __future__ import annotations

from typing import Any

import discord

from bot.crowd import SHEET_LABEL
from bot.gameui import Card, TableContext
from bot.i18n import tr
from games.abstract.views import AbstractView
from gameuis.abstract.scores import score_lines
from gameuis.abstract.texts import dice_text, goals_text

RANKED = 40  # players listed by name in the final embed (4,096 characters hold 40 lines)
CROWD_RANKED = 10  # a crowd's final lists its top ten; each player asks for their own place
LISTED = 30  # names listed in a status field before "and n more"


def _round(ctx: TableContext, view: AbstractView, colour: int) -> discord.Embed:
    """The status's title, the roll and the goals."""
    loc = ctx.locale
    rounds = {"round": str(view["round"]), "rounds": str(view["rounds"])}
    embed = discord.Embed(title=tr(loc, "abstract-status-title", **rounds), colour=colour)
    embed.description = "\n".join(
        [tr(loc, "abstract-roll", dice=dice_text(view["roll"])), "", goals_text(view["goals"], loc)]
    )
    return embed


def _clock(ctx: TableContext, embed: discord.Embed, name: str) -> None:
    if ctx.deadline:
        ends = tr(ctx.locale, "abstract-clock-ends", when=str(int(ctx.deadline)))
        embed.add_field(name=tr(ctx.locale, name), value=ends)


def status_embed(
    ctx: TableContext, view: AbstractView, names: list[str], colour: int
) -> discord.Embed:
    """Who still plays the round and who is done, by name."""
    loc = ctx.locale
    waiting = [s["seat"] for s in view["seats"] if not s["done"]]
    done = [s["seat"] for s in view["seats"] if s["done"]]

    def listing(seats: list[int]) -> str:
        if not seats:
            return tr(loc, "abstract-nobody")
        shown = ", ".join(names[s] for s in seats[:LISTED])
        if len(seats) <= LISTED:
            return shown
        return tr(loc, "abstract-and-more", names=shown, more=str(len(seats) - LISTED))

    embed = _round(ctx, view, colour)
    still = tr(loc, "abstract-still-playing", count=str(len(waiting)))
    embed.add_field(name=still, value=listing(waiting)[:1024], inline=False)
    finished = tr(loc, "abstract-done", count=str(len(done)))
    embed.add_field(name=finished, value=listing(done)[:1024], inline=False)
    _clock(ctx, embed, "abstract-turn-clock")
    embed.set_footer(text=tr(loc, "abstract-status-footer", table=str(ctx.table_id)))
    return embed


def crowd_status_embed(ctx: TableContext, view: AbstractView, colour: int) -> discord.Embed:
    """A crowd's round: the roll, the goals, the clock and how many confirmed (names
    would not fit, and the count is edited at most every few seconds)."""
    loc = ctx.locale
    done = sum(1 for s in view["seats"] if s["done"])
    embed = _round(ctx, view, colour)
    count = tr(loc, "abstract-confirmed-count", done=str(done), players=str(len(view["seats"])))
    embed.add_field(name=tr(loc, "abstract-confirmed-field"), value=count)
    _clock(ctx, embed, "abstract-round-clock")
    play = tr(loc, "abstract-play-round")
    footer = tr(loc, "abstract-crowd-footer", table=str(ctx.table_id), button=play)
    embed.set_footer(text=footer)
    return embed


def _line(loc: str, rank_of: dict[str, Any], name: str) -> str:
    s = rank_of
    return tr(
        loc,
        "abstract-final-line",
        rank=str(s["rank"]),
        name=name,
        total=str(s["total"]),
        a=str(s["A"]),
        b=str(s["B"]),
        c=str(s["C"]),
        stars=str(s["stars"]),
        x=str(s["x"]),
    )


def final_card(
    ctx: TableContext,
    view: AbstractView,
    names: list[str],
    scores: list[dict[str, Any]],
    colour: int,
    breakdowns: int,
) -> Card:
    """The final scores: the ranking, the first players' score lines (a crowd's: its top
    ten; everyone finds their own place with a button)."""
    loc = ctx.locale
    order = sorted(range(len(scores)), key=lambda s: (scores[s]["rank"], s))
    embed = discord.Embed(title=tr(loc, "abstract-final-title"), colour=colour)
    players = str(len(order))
    if ctx.policy.counts_not_names:
        lines = [_line(loc, scores[s], names[s]) for s in order[:CROWD_RANKED]]
        embed.description = "\n".join(lines)[:4096]
        shown = str(min(CROWD_RANKED, len(order)))
        embed.set_footer(
            text=tr(
                loc, "abstract-crowd-final-footer", shown=shown, players=players, button=SHEET_LABEL
            )
        )
        embed.set_image(url="attachment://final.png")
        return Card(embeds=[embed])
    lines = [_line(loc, scores[s], names[s]) for s in order[:RANKED]]
    if len(order) > RANKED:
        lines.append(tr(loc, "abstract-final-more", more=str(len(order) - RANKED)))
    embed.description = "\n".join(lines)[:4096]
    for seat in order[:breakdowns]:
        painting = view["seats"][seat]["painting"]
        lines = score_lines(loc, painting, view["goals"], scores[seat])
        embed.add_field(name=names[seat], value="\n".join(lines)[:1024], inline=False)
    if len(order) > breakdowns:
        embed.set_footer(
            text=tr(loc, "abstract-final-footer", shown=str(breakdowns), players=players)
        )
    embed.set_image(url="attachment://final.png")
    return Card(embeds=[embed])
