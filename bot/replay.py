"""Replays of finished tables: the game stepped through turn by turn, and as one animation.

A replay is rebuilt from what storage keeps of every table: the seed, the options and every
move in order with its seat. The engine plays those moves again from `new_game`; a step ends
whenever the game's turn changes (`Flow.turn_key`, which includes the public phase), so each
step is one turn or one phase. A step is drawn, with the game's replay, phase and final
pictures, from the game's own `view` as its reader: the public view, or the reader's seat's
view when the game UI draws a seat's replay (`GameUI.replay_reads_seat`). So a replay, like
the exported record, shows a reader only what that reader saw during the game: Venn
Classic shows a seat its own cards that were face down, marked as such, and never another
seat's; someone who held no seat sees the public table. The rule lives in `view` alone.

The stepping is pure (bot.replay_steps: `replay_steps`, `step_pictures`, `caption`); `Replays`
answers the clicks and the command, keeping the last few replays so stepping redraws nothing
twice.

A replay is private, so it is in its reader's language (bot.languages.private_locale): its
texts and buttons (locales/<locale>/replay.ftl), and the words its pictures draw (a game
whose pictures speak is given the language, `GameUI.picture_args`). The replays kept are
keyed by the language too.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict, defaultdict
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord

from bot.clicks import not_offered
from bot.crowd import CROWD_ABOVE
from bot.gameui import GameUI, button, custom_id, view_of
from bot.i18n import DEFAULT, Text, tr
from bot.languages import private_locale
from bot.policy import policy_of
from bot.replay_steps import Replay, ReplayError, build_replay
from bot.routes import Route, Routes, TableVerb
from bot.storage import CANCELLED, FINISHED, LOBBY, Storage, TableRecord

log = logging.getLogger(__name__)

KEPT = 8  # replays kept in memory (their steps and drawn frames)


def refusal(table: TableRecord | None, table_id: int, guild_id: int | None) -> Text | None:
    """Why this table has no replay for someone in `guild_id` (None: it has one)."""
    if table is None:
        return Text("replay-no-table", {"table": str(table_id)})
    if table.guild_id != guild_id:
        return Text("replay-elsewhere", {"table": str(table_id)})
    if table.status == LOBBY:
        return Text("replay-never-started", {"table": str(table_id)})
    if table.status == CANCELLED:
        return Text("replay-cancelled", {"table": str(table_id)})
    if table.status != FINISHED:
        return Text("replay-playing", {"table": str(table_id)})
    if not policy_of(table).replay:
        return Text(
            "replay-crowd",
            {"table": str(table_id), "players": len(table.seats), "most": CROWD_ABOVE},
        )
    return None


def step_controls(table_id: int, k: int, total: int, locale: str = DEFAULT) -> discord.ui.View:
    """First, Previous, Next, Last (each carries the step it leads to; a distinct tail keeps
    the custom ids of one message apart) and Animation."""
    at_start, at_end = k <= 0, k >= total - 1

    def label(name: str) -> str:
        return tr(locale, f"replay-{name}")

    return view_of(
        button(custom_id(table_id, "replay", 0, "f"), label("first"), emoji="⏮", disabled=at_start),
        button(
            custom_id(table_id, "replay", max(k - 1, 0), "p"),
            label("previous"),
            emoji="◀",
            disabled=at_start,
        ),
        button(
            custom_id(table_id, "replay", min(k + 1, total - 1), "n"),
            label("next"),
            emoji="▶",
            style=discord.ButtonStyle.primary,
            disabled=at_end,
        ),
        button(
            custom_id(table_id, "replay", total - 1, "l"), label("last"), emoji="⏭", disabled=at_end
        ),
        button(custom_id(table_id, "replay", "gif"), label("animation"), emoji="🎞"),
    )


class Replays:
    """The replay part of the platform: the final message's Replay button and its steps
    (the verb `replay`), and /replay. Held by the table manager, which hands it what it
    reads and how it answers."""

    def __init__(
        self,
        games: Mapping[str, GameUI],
        storage: Storage,
        off_loop: Callable[..., Awaitable[Any]],
        tell: Callable[[discord.Interaction, str], Awaitable[None]],
    ) -> None:
        self.games = games
        self.storage = storage
        self.off_loop = off_loop
        self.tell = tell
        # keyed by table, reader (bot.replay: each seat's replay is its own) and language
        self._kept: OrderedDict[tuple[int, int | None, str], Replay] = OrderedDict()
        self._building: defaultdict[tuple[int, int | None, str], asyncio.Lock] = defaultdict(
            asyncio.Lock
        )

    def register(self, routes: Routes) -> None:
        routes.register("replay", TableVerb(self.on_click))

    def kept(
        self, table_id: int, reader: int | None = None, locale: str = DEFAULT
    ) -> Replay | None:
        """The replay built for this table as `reader` saw it, in `locale`, if it is still
        kept (tests look at its steps)."""
        return self._kept.get((table_id, reader, locale))

    async def locale(self, interaction: discord.Interaction) -> str:
        """The language of a replay: its reader's (a replay is always private)."""
        return await private_locale(self.storage, interaction)

    async def refuse(self, interaction: discord.Interaction, text: Text | str) -> None:
        said = text if isinstance(text, str) else text.in_locale(await self.locale(interaction))
        await self.tell(interaction, said)

    def reader(self, table: TableRecord, user_id: int) -> int | None:
        """Whose view `user_id` replays the table by: their seat where the game draws a
        seat's replay, else the public view (one replay for everyone)."""
        if not self.games[table.game].replay_reads_seat:
            return None
        return table.reader_seat(user_id)

    async def replay_of(self, table: TableRecord, user_id: int, locale: str = DEFAULT) -> Replay:
        """The table's replay as `user_id` may see it, in `locale`, built once (off the
        event loop) and kept for a while."""
        key = (table.id, self.reader(table, user_id), locale)
        async with self._building[key]:
            kept = self._kept.get(key)
            if kept is None:
                ui = self.games[table.game]
                moves = await self.storage.moves(table.id)
                kept = await self.off_loop(build_replay, ui, table, moves, key[1], locale)
                self._kept[key] = kept
            self._kept.move_to_end(key)
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        return kept

    async def _message(self, replay: Replay, k: int) -> dict[str, Any]:
        """The replay message at step k: its text, frame and controls (edit arguments)."""
        png = await self.off_loop(replay.png, k)
        step = replay.heading(k)
        lines = [
            tr(
                replay.locale,
                "replay-title",
                game=replay.ui.title,
                table=str(replay.table_id),
                step=step[:1].lower() + step[1:],
            ),
            replay.caption(k),
        ]
        note = replay.note(k)
        if note:
            lines.append(note)
        return {
            "content": "\n".join(lines)[:2000],
            "attachments": [discord.File(io.BytesIO(png), filename="replay-step.png")],
            "view": step_controls(replay.table_id, k, len(replay), replay.locale),
        }

    async def on_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        """`replay` (the final message's button: a new private replay at step 1),
        `replay:<step>:<tail>` (step to it, in that replay message) or `replay:gif`."""
        problem: Text | str | None = refusal(table, table.id, interaction.guild_id)
        if not problem:
            problem = not_offered(interaction, list(route.values))
        if problem:
            await self.refuse(interaction, problem)
            return
        args = route.args
        if args == ("gif",):
            await self.send_animation(interaction, table, "gif")
            return
        if not args:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self._show(interaction, table, 0)
            return
        if len(args) != 2 or not args[0].isdigit():
            await self.refuse(interaction, Text("replay-not-a-step"))
            return
        await interaction.response.defer()
        await self._show(interaction, table, int(args[0]))

    async def _show(self, interaction: discord.Interaction, table: TableRecord, k: int) -> None:
        locale = await self.locale(interaction)
        try:
            replay = await self.replay_of(table, interaction.user.id, locale)
        except ReplayError as exc:
            log.warning("table %s cannot be replayed: %s", table.id, exc)
            await interaction.edit_original_response(
                content=tr(locale, "replay-broken", table=str(table.id)), view=None
            )
            return
        k = min(max(k, 0), len(replay) - 1)
        await interaction.edit_original_response(**await self._message(replay, k))

    async def send_animation(
        self, interaction: discord.Interaction, table: TableRecord, fmt: str
    ) -> None:
        """The whole game as one animated file, privately (encoded on a worker thread)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = await self.locale(interaction)
        try:
            replay = await self.replay_of(table, interaction.user.id, locale)
            animation = await self.off_loop(replay.animation, fmt)
        except (ReplayError, ValueError) as exc:
            log.warning("table %s: no animation: %s", table.id, exc)
            why = "replay-no-animation" if isinstance(exc, ReplayError) else "replay-too-big"
            await interaction.edit_original_response(content=tr(locale, why, table=str(table.id)))
            return
        total = len(replay)
        shown = len(animation.shown)
        size = {"width": str(animation.width), "height": str(animation.height)}
        text = (
            tr(
                locale,
                "replay-animation-all",
                game=replay.ui.title,
                table=str(table.id),
                total=total,
                **size,
            )
            if shown == total
            else tr(
                locale,
                "replay-animation-some",
                game=replay.ui.title,
                table=str(table.id),
                shown=shown,
                total=total,
                every=animation.shown[1] - animation.shown[0],
                **size,
            )
        )
        await interaction.edit_original_response(
            content=text,
            attachments=[discord.File(io.BytesIO(animation.data), filename=animation.filename)],
        )

    async def command(
        self, interaction: discord.Interaction, table_id: int, animation: str | None
    ) -> None:
        """/replay table:<id> [animation:gif|apng]: a private replay, or its animation."""
        # (a finished table's last move stored its whole state: nothing is left to replay)
        table = await self.storage.get_table(table_id) if 0 < table_id < 2**63 else None
        problem = refusal(table, table_id, interaction.guild_id)
        if problem or table is None:
            await self.refuse(interaction, problem or "")
            return
        if animation is not None:
            await self.send_animation(interaction, table, animation)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._show(interaction, table, 0)
