"""The application's own emoji: dice, paints, suits and card types (rendering.emoji).

At start the bot lists the application's emoji and uploads those of its set that are
missing, by name (so a second start uploads nothing; one worker uploads, see `ensure`).
Buttons, menu options and texts ask `emoji_for(key)`: the application emoji when it is
there, else the plain text or unicode shown before there were any, so the bot plays the
same without them (an upload Discord refuses costs one line in the log).
"""

from __future__ import annotations

import asyncio
import logging

import discord

from bot import tasks
from rendering.emoji import EMOJI, REDRAWN

log = logging.getLogger(__name__)

PREFIX = "vt_"  # our emoji among any others the application has


def emoji_name(key: str) -> str:
    """The application emoji's name for `key`: versioned when its drawing changed.

    The upload is idempotent by name, so an emoji found under the old name would keep its
    old picture forever; a redrawn emoji (rendering.emoji.REDRAWN) is therefore uploaded
    under a new name ("vt_classic_ry_v2"), and the old one is left alone, never deleted:
    a worker still running the previous version during a rolling restart keeps using it
    (Discord refuses a button whose emoji no longer exists), and it costs one of the
    application's 2,000 emoji."""
    redrawn = REDRAWN.get(key, 0)
    return PREFIX + key + (f"_v{redrawn + 1}" if redrawn else "")


class EmojiBook:
    """The application emoji found or uploaded, by key; filled once at start."""

    def __init__(self) -> None:
        self.found: dict[str, discord.Emoji] = {}
        self.ready = asyncio.Event()  # set once the start-up check is over, either way
        self._task: asyncio.Task[None] | None = None

    def start(self, client: discord.Client, *, upload: bool = True) -> None:
        """`ensure` in the background: the first lobby need not wait for the uploads."""
        self.stop()
        self.ready = asyncio.Event()  # of this start (and of its event loop)
        self._task = tasks.start(self.ensure(client, upload=upload), "application emoji")

    def stop(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    async def ensure(self, client: discord.Client, *, upload: bool = True) -> None:
        """List the application's emoji and upload the missing ones of our set (by name);
        on any refusal, keep what exists and go on without the rest."""
        have: dict[str, discord.Emoji] = {}
        try:
            have = {e.name: e for e in await client.fetch_application_emojis()}
            for key, draw in EMOJI.items():
                name = emoji_name(key)
                if name in have or not upload:
                    continue
                image = await asyncio.to_thread(draw)
                have[name] = await client.create_application_emoji(name=name, image=image)
        except discord.HTTPException as exc:
            log.warning(
                "application emoji: Discord refused (%s %s); plain text is used instead",
                exc.status,
                exc.text or "",
            )
        finally:
            self.found = {k: have[emoji_name(k)] for k in EMOJI if emoji_name(k) in have}
            self.ready.set()

    def get(self, key: str) -> discord.PartialEmoji | None:
        emoji = self.found.get(key)
        if emoji is None:
            return None
        return discord.PartialEmoji(name=emoji.name, id=emoji.id, animated=emoji.animated)


BOOK = EmojiBook()


def emoji_for(key: str, fallback: str | None = None) -> discord.PartialEmoji | str | None:
    """For a button or a menu option: the application emoji `key`, else `fallback`."""
    return BOOK.get(key) or fallback


def emoji_text(key: str, fallback: str) -> str:
    """For a line of text: the application emoji `key` (as Discord writes it in text),
    else `fallback`."""
    emoji = BOOK.get(key)
    return str(emoji) if emoji is not None else fallback
