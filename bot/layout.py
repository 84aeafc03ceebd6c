"""The public table messages (lobby, status, final) as Discord's Components V2 layouts.

A game cog still describes a message as a `Card` with an embed (title, text, fields,
footer, picture) and a view of controls; this module is the one place that lays such a
card out as a V2 message: one container in the game's colour holding the title and the
text as text displays, the picture as a media gallery, separators between the parts, and
the controls as action rows inside the container. Cards stay embeds for the private panels
and for the cogs' own tests; only the platform asks for the layout (`Card.v2`).

A V2 message may hold no content and no embeds, at most 40 components, and 4,000
characters of text over all its text displays (Discord's limits); `layout` keeps within
them, cutting the score lines first and the main text last.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import discord

from bot.limits import clip

TEXT_TOTAL = 4000  # characters over every text display of one message
GALLERY = 10  # items in one media gallery
ATTACHMENT = "attachment://"


class CardParts(Protocol):
    """What of a card (bot.gameui.Card) a layout is made of: this module reads cards but does
    not import bot.gameui, which lays its cards out through it (no import cycle)."""

    @property
    def content(self) -> str | None: ...
    @property
    def embeds(self) -> list[discord.Embed]: ...
    @property
    def files(self) -> list[tuple[str, bytes]]: ...
    @property
    def view(self) -> discord.ui.View | None: ...


def _field_text(embed: discord.Embed) -> str:
    """The embed's fields as text: a one-line field is a line ("**Done (2)**: alice, bob"),
    and one-line inline fields share it ("**Seats**: 3 of 2-6 · **Turn clock**: ...");
    a field of several lines is its bold name over them."""
    lines: list[str] = []
    inline: list[str] = []
    for f in embed.fields:
        name, value = (f.name or "").strip(), (f.value or "").strip()
        if "\n" not in value and f.inline:
            inline.append(f"**{name}**: {value}")
            continue
        if inline:
            lines.append(" · ".join(inline))
            inline = []
        lines.append(f"**{name}**: {value}" if "\n" not in value else f"**{name}**\n{value}")
    if inline:
        lines.append(" · ".join(inline))
    return "\n".join(lines)


def _fit(texts: dict[str, str], order: tuple[str, ...], budget: int) -> dict[str, str]:
    """`texts` within `budget` characters in all: the parts named first in `order` are cut
    (or dropped) first."""
    fitted = dict(texts)
    for key in order:
        over = sum(len(t) for t in fitted.values()) - budget
        if over <= 0:
            break
        keep = len(fitted[key]) - over
        fitted[key] = (clip(fitted[key], keep) or "") if keep >= 20 else ""
    return {k: v for k, v in fitted.items() if v}


def _pictures(card: CardParts, embed: discord.Embed | None) -> tuple[str | None, list[str]]:
    """The card's main picture (the embed's image, an attachment's name) and its other
    attached pictures, which an embed message showed below the embed and a V2 message
    shows only when a component names them."""
    main = None
    if embed is not None and embed.image.url and embed.image.url.startswith(ATTACHMENT):
        main = embed.image.url[len(ATTACHMENT) :]
    rest = [name for name, _ in card.files if name != main]
    return main, rest[:GALLERY]


# what a V2 container holds: items of a LayoutView
LayoutItem = discord.ui.Item[discord.ui.LayoutView]


def _rows(view: discord.ui.View | None) -> list[discord.ui.ActionRow[discord.ui.LayoutView]]:
    """The view's controls in the rows the view puts them in."""
    if view is None:
        return []
    by_id = {getattr(item, "custom_id", None): item for item in view.children}
    rows: list[discord.ui.ActionRow[discord.ui.LayoutView]] = []
    for row in view.to_components():
        items = [by_id[c.get("custom_id")] for c in row.get("components", [])]
        if items:
            rows.append(discord.ui.ActionRow(*items))  # type: ignore[arg-type]  # a View's controls move into a LayoutView's row; discord.py types an item by its view's kind
    return rows


def layout(card: CardParts) -> discord.ui.LayoutView:
    """The card as one V2 container (see the module's note), not yet stopped: bot.gameui's
    `Card.layout` sends it stopped, as every view."""
    embed = card.embeds[0] if card.embeds else None
    texts = {
        "content": (card.content or "").strip(),
        "title": f"## {embed.title}" if embed is not None and embed.title else "",
        "text": (embed.description or "").strip() if embed is not None else "",
        "fields": _field_text(embed) if embed is not None else "",
        "footer": f"-# {embed.footer.text}" if embed is not None and embed.footer.text else "",
    }
    texts = _fit(
        {k: v for k, v in texts.items() if v},
        ("fields", "footer", "text", "content", "title"),
        TEXT_TOTAL,
    )
    main, rest = _pictures(card, embed)
    parts: list[list[LayoutItem]] = []
    head = [texts[k] for k in ("content", "title", "text") if k in texts]
    if head:
        parts.append([discord.ui.TextDisplay("\n".join(head))])
    if "fields" in texts:
        parts.append([discord.ui.TextDisplay(texts["fields"])])
    if main is not None:
        parts.append([discord.ui.MediaGallery(discord.MediaGalleryItem(ATTACHMENT + main))])
    if rest:
        gallery: discord.ui.MediaGallery[discord.ui.LayoutView] = discord.ui.MediaGallery(
            *(discord.MediaGalleryItem(ATTACHMENT + n) for n in rest)
        )
        parts.append([gallery])
    if "footer" in texts:
        parts.append([discord.ui.TextDisplay(texts["footer"])])
    rows = _rows(card.view)
    if rows:
        parts.append(list(rows))
    children: list[LayoutItem] = []
    for part in parts:
        if children:
            children.append(discord.ui.Separator(spacing=discord.SeparatorSpacing.small))
        children.extend(part)
    colour = embed.colour if embed is not None else None
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*children, accent_colour=colour))
    return view


def shown_in(message: discord.Message) -> tuple[str | None, str | None]:
    """What a posted table message shows, read back after a restart: its title and the
    name of its main picture (None when it has none). Reads V2 layouts and the embeds of
    messages posted before them."""
    if message.embeds:
        embed = message.embeds[0]
        url = embed.image.url or ""
        picture = url.rsplit("/", 1)[-1].split("?", 1)[0] if url else None
        return embed.title, picture
    title = picture = None
    for item in components_in(message.components):
        if title is None and isinstance(item, discord.TextDisplay):
            first = item.content.split("\n")
            heading = next((line for line in first if line.startswith("## ")), None)
            if heading is not None:
                title = heading[3:]
        if picture is None and isinstance(item, discord.MediaGalleryComponent) and item.items:
            media = item.items[0].media
            picture = _attachment_name(message, media.url, media.attachment_id)
    return title, picture


def components_in(components: Sequence[discord.Component]) -> list[discord.Component]:
    """Every component of a message, each container, row and section followed by what it
    holds (a section's accessory too): a V2 layout nests its texts and controls in them."""
    out: list[discord.Component] = []
    for component in components:
        out.append(component)
        out.extend(components_in(list(getattr(component, "children", None) or [])))
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            out.append(accessory)
    return out


def _attachment_name(message: discord.Message, url: str, attachment_id: int | None) -> str | None:
    """The attachment a media item shows: Discord answers with the file's own address."""
    if url.startswith(ATTACHMENT):
        return url[len(ATTACHMENT) :]
    for attachment in message.attachments:
        if attachment.id == attachment_id or attachment.url.split("?", 1)[0] == url.split("?")[0]:
            return attachment.filename
    return None
