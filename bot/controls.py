"""The controls of the bot's messages: buttons and menus in plain (stopped) views.

Every component's custom_id is `t:<table id>:<action>` (`custom_id`); the bot routes every
click itself (bot.routes), so a view is only a description of controls (`stopped`).
"""

from __future__ import annotations

from typing import Any, TypeVar

import discord

DiscordViewT = TypeVar("DiscordViewT", bound=discord.ui.view.BaseView)

# a control of a panel or table message: a button or a menu, in a plain (stopped) View
Control = discord.ui.Item[discord.ui.View]


def custom_id(table_id: int, *parts: object) -> str:
    cid = ":".join(["t", str(table_id), *map(str, parts)])
    if len(cid) > 100:
        raise ValueError(f"custom_id too long: {cid}")
    return cid


def button(
    cid: str,
    label: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
    emoji: str | discord.PartialEmoji | None = None,
    row: int | None = None,
) -> discord.ui.Button[discord.ui.View]:
    return discord.ui.Button(
        custom_id=cid, label=label[:80], style=style, disabled=disabled, emoji=emoji, row=row
    )


def select(
    cid: str,
    placeholder: str,
    options: list[tuple[str, str]],
    *,
    row: int | None = None,
    descriptions: dict[str, str] | None = None,
    min_values: int = 1,
    max_values: int = 1,
    emojis: dict[str, str | discord.PartialEmoji | None] | None = None,
) -> discord.ui.Select[discord.ui.View]:
    """options: (value, label) pairs, at most 25; several may be chosen with max_values;
    `emojis` puts an emoji before an option (by value; see bot.emoji)."""
    descriptions = descriptions or {}
    emojis = emojis or {}
    opts = [
        discord.SelectOption(
            label=label[:100],
            value=value,
            description=(descriptions.get(value) or None),
            emoji=emojis.get(value),
        )
        for value, label in options[:25]
    ]
    return discord.ui.Select(
        custom_id=cid,
        placeholder=placeholder[:150],
        options=opts,
        min_values=min(min_values, len(opts)),
        max_values=min(max(max_values, 1), len(opts)),
        row=row,
    )


def view_of(*items: Control | None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        if item is not None:
            view.add_item(item)
    return stopped(view)


def stopped(view: DiscordViewT) -> DiscordViewT:
    """The view (or form) as a plain description of controls: discord.py keeps one it sends
    that is not stopped, with its items and a future, for as long as its message lives (an
    ephemeral panel's for 15 minutes, with a timer; a form never submitted, for good), and
    routes its clicks a second way; the bot's `on_interaction` routes every table click and
    form itself.

    Its items' links back to the view and to the row or container holding them are cut as
    well: only a live view needs them (for callbacks), and they made every panel a cycle
    that reference counting could not free. At a 1,000-player table those cycles (a panel's
    view, rows, menus and their options, some hundred objects each, for every click) were
    most of what the full collections walked and freed, each stopping the whole process for
    hundreds of milliseconds (bot/heap.py)."""
    view.stop()
    for item in list(view.walk_children()):
        unlink(item)
    return view


def unlink(item: discord.ui.Item[Any]) -> None:
    """Cut an item's links to the view and the item holding it (see `stopped`)."""
    item._view = None
    if hasattr(item, "_parent"):
        item._parent = None


def add_control(view: discord.ui.View, item: Control) -> bool:
    """Add `item` to a view already stopped, as plain as the rest (see `stopped`); False
    when every row is full, so a panel is never broken by its extras."""
    try:
        view.add_item(item)
    except ValueError:
        return False
    unlink(item)
    return True
