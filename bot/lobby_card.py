"""A lobby's message (bot.lobby): its seats, its clock and its buttons, in the server's
language (bot.languages: a public message), every word from locales/*/lobby.ftl."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.crowd import RECENT_JOINS
from bot.gameui import Card, GameUI, button, custom_id, select, view_of
from bot.i18n import DEFAULT, tr
from bot.policy import policy_of
from bot.rematch import waiting
from bot.storage import SeatRecord, TableRecord

# (value, minutes) of the host's choices; live clocks in minutes, async clocks in hours
CLOCK_CHOICES: list[tuple[str, int]] = [
    ("0", 0),
    ("2", 2),
    ("5", 5),
    ("10", 10),
    ("720", 720),
    ("1440", 1440),
    ("2880", 2880),
]


def clock_label(minutes: int, locale: str = DEFAULT) -> str:
    """A turn clock as players read it: none, live (minutes) or async (hours)."""
    if minutes == 0:
        return tr(locale, "clock-none")
    if minutes >= 60:
        hours = minutes / 60
        return tr(locale, "clock-async", hours=int(hours) if hours.is_integer() else hours)
    return tr(locale, "clock-live", minutes=minutes)


def lobby_card(games: Mapping[str, GameUI], table: TableRecord, locale: str = DEFAULT) -> Card:
    """A lobby's message: its seats, its clock and its buttons."""
    ui = games[table.game]
    limits = ui.game.seats

    asked = set(waiting(table))
    host_mark = tr(locale, "lobby-host-mark")
    asked_mark = tr(locale, "lobby-asked-mark")

    def line(s: SeatRecord) -> str:
        who = f"🤖 {s.name}" if s.is_ai else f"<@{s.user_id}>"
        host = f" {host_mark}" if s.user_id == table.host_id and not s.is_ai else ""
        ask = f" {asked_mark}" if s.user_id in asked else ""
        return f"{s.seat + 1}. {who}{host}{ask}"

    if policy_of(table).counts_not_names:
        # a crowd's lobby: the count and the latest to join (a thousand lines fit no
        # message, and each join would redraw them all)
        ais = sum(1 for s in table.seats if s.is_ai)
        latest = [line(s) for s in table.seats[-RECENT_JOINS:]]
        seated = tr(
            locale, "lobby-crowd-seated", count=len(table.seats), ais=ais, host=str(table.host_id)
        )
        text = "\n".join([seated, "", tr(locale, "lobby-crowd-latest"), *latest])
    else:
        text = "\n".join(line(s) for s in table.seats)
    embed = discord.Embed(
        title=tr(locale, "lobby-title", game=ui.title),
        description=text or tr(locale, "lobby-nobody"),
        colour=ui.colour,
    )
    seats = tr(locale, "lobby-seats-value", count=len(table.seats), min=limits.min, max=limits.max)
    embed.add_field(name=tr(locale, "lobby-seats"), value=seats)
    embed.add_field(name=tr(locale, "lobby-clock"), value=clock_label(table.clock_minutes, locale))
    embed.set_footer(text=tr(locale, "lobby-footer", table=str(table.id), game=ui.name))
    full = len(table.seats) >= limits.max and not asked
    tid = table.id
    view = view_of(
        button(
            custom_id(tid, "join"),
            tr(locale, "lobby-join"),
            style=discord.ButtonStyle.primary,
            disabled=full,
            row=0,
        ),
        button(custom_id(tid, "leave"), tr(locale, "lobby-leave"), row=0),
        button(custom_id(tid, "ai"), tr(locale, "lobby-add-ai"), disabled=full, row=0),
        button(
            custom_id(tid, "start"),
            tr(locale, "lobby-start"),
            style=discord.ButtonStyle.success,
            disabled=len(table.seats) < limits.min,
            row=0,
        ),
        button(
            custom_id(tid, "cancel"),
            tr(locale, "lobby-cancel"),
            style=discord.ButtonStyle.danger,
            row=0,
        ),
        select(
            custom_id(tid, "clock"),
            tr(locale, "lobby-pick-clock"),
            [(v, clock_label(minutes, locale)) for v, minutes in CLOCK_CHOICES],
            row=1,
        ),
    )
    return Card(embeds=[embed], view=view, v2=True)
