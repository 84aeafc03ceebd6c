"""Discord's limits on what a message may hold, applied in one place before anything is
sent: a text past its limit is cut (with an ellipsis) rather than refused by Discord,
which would leave the player with no answer at all.

The numbers are Discord's (docs: "Embed Limits", "Create Message"): content 2,000
characters; embed title 256, description 4,096, 25 fields of name 256 and value 1,024,
footer 2,048, author 256, and 6,000 characters over all embeds of a message; 10 embeds.
"""

from __future__ import annotations

import discord

CONTENT = 2000
TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
EMBEDS = 10
EMBED_TOTAL = 6000


def clip(text: str | None, limit: int) -> str | None:
    """`text` cut to `limit` characters, the cut marked with an ellipsis."""
    if text is None or len(text) <= limit:
        return text
    return text[: limit - 1] + "…"


def _size(embed: discord.Embed) -> int:
    return (
        len(embed.title or "")
        + len(embed.description or "")
        + len(embed.footer.text or "")
        + len(embed.author.name or "")
        + sum(len(f.name or "") + len(f.value or "") for f in embed.fields)
    )


def fit_embed(embed: discord.Embed, budget: int = EMBED_TOTAL) -> discord.Embed:
    """The embed within every per-part limit and within `budget` characters in all:
    fields past the budget are dropped (the last kept says so), then the description
    is shortened."""
    embed.title = clip(embed.title, TITLE)
    embed.description = clip(embed.description, DESCRIPTION)
    if embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER), icon_url=embed.footer.icon_url)
    fields = [(f.name, f.value, f.inline) for f in embed.fields][:FIELDS]
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(
            name=clip(name, FIELD_NAME) or "\u200b",
            value=clip(value, FIELD_VALUE) or "\u200b",
            inline=inline,
        )
    while embed.fields and _size(embed) > budget:
        embed.remove_field(len(embed.fields) - 1)
    over = _size(embed) - budget
    if over > 0 and embed.description:
        embed.description = clip(embed.description, max(1, len(embed.description) - over))
    return embed


def fit_message(
    content: str | None, embeds: list[discord.Embed]
) -> tuple[str | None, list[discord.Embed]]:
    """A message's text and embeds within Discord's limits (6,000 characters shared by
    all its embeds)."""
    kept = embeds[:EMBEDS]
    budget = EMBED_TOTAL
    fitted = []
    for embed in kept:
        embed = fit_embed(embed, max(1, budget))
        if _size(embed) > budget:
            break  # no room left even for its title: later embeds are dropped
        fitted.append(embed)
        budget -= _size(embed)
    return clip(content, CONTENT), fitted
