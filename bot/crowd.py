"""Crowd delivery: a table of a whole server played through one public message per round.

Every REST call a bot makes with its token counts against Discord's global limit of 50
requests per second; interaction answers (the callback and the interaction webhook) do not.
A DM panel per player costs two or three globally-limited calls per round (the post, the
edit that closes it, sometimes opening the DM channel), so a table of N players by DM costs
about 2-3N of them per round: a 100-player round could not turn over in under ~6 s, and every
other table of the bot would wait behind it. Above `CROWD_ABOVE` seats a table plays "as a
crowd" instead:

* no DMs: the round is its status message (the roll, the clock, a count of confirmed
  players, a "Play this round" button); a player's panel is the ephemeral answer to their
  own click, and each further step edits that answer (interaction calls only);
* the count is edited at most every `COUNT_EVERY` seconds, and only when it changed;
* a click is acknowledged at once (the table commits one move at a time, and a crowd tends
  to confirm in the same second);
* the panel carries no picture (a painting drawn per player per round is seconds of CPU at
  a thousand players); "Show my painting" draws it on demand;
* when the clock runs out, the closed status message says so (no extra post), and each
  player the AI stood in for sees it in their own panel (through its interaction, kept in
  memory for the 15 minutes Discord lets a token edit its answer);
* the lobby shows the seat count and the latest to join; the final message shows the top
  ten and a "My rank and sheet" button that answers privately.

So a round costs a constant number of globally-limited calls, whatever the crowd's size: the
picture of the round that ended, the new status message, the closing edit of the old one,
and a count edit or two.
"""

from __future__ import annotations

import asyncio
import copy
import io
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.clicks import ANSWER_WITHIN
from bot.gameui import Card, GameUI, button, custom_id, seat_context, state_of
from bot.i18n import DEFAULT, Text, tr
from bot.languages import answer_locale
from bot.locks import KeyedLocks

# which tables play as a crowd, and how often their count is edited, are the policy's;
# named here too, where the tests and the crash suite look for them
from bot.policy import COUNT_EVERY as COUNT_EVERY
from bot.policy import CROWD_ABOVE as CROWD_ABOVE
from bot.routes import OwnVerb, Route, Routes
from bot.scheduler import Scheduler
from bot.storage import FINISHED, LOBBY, RUNNING, TableRecord

if TYPE_CHECKING:
    from bot.storage import SeatRecord

log = logging.getLogger(__name__)

# with more clicks than this in hand at once, every click is acknowledged at once instead
# of waiting for its new panel to be the answer (one REST call fewer, but a busy bot's
# panels come late: the person would wait with no sign that the click arrived)
BUSY = 4
# interaction tokens may edit their answer for 15 minutes; a little margin
TOKEN_LIFE = 14 * 60
RECENT_JOINS = 5  # names shown under "Latest to join" in a crowd's lobby
# the crowd's buttons in English (`play_label`, `sheet_label`: in a language)
PLAY_LABEL = tr(DEFAULT, "crowd-play")
SHEET_LABEL = tr(DEFAULT, "crowd-sheet")
FINALS_KEPT = 4  # finished crowd tables whose scores are kept for "My rank and sheet"


def play_label(locale: str = DEFAULT) -> str:
    return tr(locale, "crowd-play")


def sheet_label(locale: str = DEFAULT) -> str:
    return tr(locale, "crowd-sheet")


def answer_within(at_once: bool, in_hand: int) -> float:
    """How long a panel click may wait for its new panel to be the first answer: a
    crowd's clicks are acknowledged at once (`at_once`, the table's policy), since hundreds
    may queue for the table; so is every click while the bot has more than BUSY
    interactions in hand (this one included), since then panels come late and the person
    should see at once that the click arrived."""
    if at_once or in_hand > BUSY:
        return 0.0
    return ANSWER_WITHIN


class Crowd:
    """The crowd-only work of the table manager, held by it: the lobby redrawn in bursts,
    the round's count edited at a pace, each player's newest panel answer (to tell them in
    it that the clock ran out) and the final message's "My rank and sheet". Which tables
    play as a crowd is the manager's question to the table's policy (bot.policy): every
    method here is asked only for those."""

    def __init__(
        self,
        games: Mapping[str, GameUI],
        scheduler: Scheduler,
        locks: KeyedLocks[int],
        lobby_card: Callable[[TableRecord], Card],
        load_table: Callable[[int], Awaitable[TableRecord | None]],
        off_loop: Callable[..., Awaitable[Any]],
        tell: Callable[[discord.Interaction, str | Text], Awaitable[None]],
        retrying: Callable[[Callable[[], Awaitable[Any]]], Awaitable[Any]],
    ) -> None:
        self.games = games
        self.scheduler = scheduler
        # a table's moves and lobby changes, in turn (the manager's locks)
        self.locks = locks
        self.lobby_card = lobby_card
        self.load_table = load_table
        self.off_loop = off_loop
        self.tell = tell
        self.retrying = retrying
        # when each crowd table's count was last scheduled for an edit
        self._count_edited: dict[int, float] = {}
        # (table, seat) -> (when, announce key, interaction): each player's newest panel
        # answer, to tell them in it when the clock ran out (tokens live 15 minutes, so
        # nothing here needs to survive a restart)
        self._answers: dict[tuple[int, int], tuple[float, str, discord.Interaction]] = {}
        # what the closing edit of a crowd's status says (e.g. the clock ran out)
        self._closing_notes: dict[int, str] = {}
        # crowd lobbies being redrawn: the newest join waiting to be shown (None: an edit
        # is under way and nothing new came)
        self._lobby_edits: dict[int, discord.Interaction | None] = {}
        # finished crowd tables and their scores, for "My rank and sheet"
        self._finals: OrderedDict[int, tuple[TableRecord, list[dict[str, Any]]]] = OrderedDict()

    # -- the lobby ---------------------------------------------------------------------------

    async def redraw_lobby(self, table: TableRecord, interaction: discord.Interaction) -> None:
        """Show a crowd's lobby as it is now, through a join's own interaction (the lobby
        is the message it came from; an interaction edit is outside the global limit).
        While one edit is under way, the joins after it become one more edit, through the
        newest of them: a burst of hundreds of joins is a handful of edits, each showing
        every seat taken so far. The other joins were acknowledged already."""
        if table.id in self._lobby_edits:
            self._lobby_edits[table.id] = interaction
            return
        self._lobby_edits[table.id] = None
        try:
            newest: discord.Interaction | None = interaction
            while newest is not None:
                # under the table's lock, so Start's own redraw is never overtaken by this
                async with self.locks[table.id]:
                    if table.status != LOBBY:
                        break  # started or cancelled meanwhile: its own answer redrew it
                    kwargs = self.lobby_card(table).edit_kwargs(keep_files=True)
                    try:
                        await newest.edit_original_response(**kwargs)
                    except discord.HTTPException:
                        log.warning("could not redraw the lobby of %s", table.id, exc_info=True)
                newest = self._lobby_edits.get(table.id)
                self._lobby_edits[table.id] = None
        finally:
            self._lobby_edits.pop(table.id, None)

    # -- panels ------------------------------------------------------------------------------

    def remember_answer(
        self, table: TableRecord, seat: int, interaction: discord.Interaction
    ) -> None:
        """A player's panel is this interaction's answer now (its token can edit it)."""
        announce = self.games[table.game].game.flow(state_of(table)).announce_key
        # kept without the message it came from: editing the answer needs only its token,
        # and a thousand players' panels (each a message of menus) kept in memory would be
        # walked by every full collection of the cycle collector
        kept = copy.copy(interaction)
        kept.message = None
        self._answers[(table.id, seat)] = (time.monotonic(), announce, kept)

    async def round_over(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> bool:
        """A click on a panel of a round that is over is told so plainly (True: answered);
        any other click of a seated player makes its answer the player's panel."""
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.status != RUNNING:
            return False
        flow = self.games[table.game].game.flow(state_of(table))
        stale = route.game is not None and route.key != flow.panel_key(seat.seat)
        kept = self._answers.get((table.id, seat.seat))
        if stale and kept is not None and kept[1] != flow.announce_key:
            # the newest round's message has the button for the round now running
            locale = await answer_locale(interaction)
            await self.tell(interaction, tr(locale, "crowd-round-over", play=play_label(locale)))
            return True
        self.remember_answer(table, seat.seat, interaction)
        return False

    # -- the round's public message ---------------------------------------------------------

    def pace_count(
        self, table: TableRecord, every: float, edit: Callable[[TableRecord], None]
    ) -> None:
        """A crowd's status (its count) is edited at most every `every` seconds, whoever
        confirms (`edit` schedules the edit; one that would show the same count is not
        sent)."""
        key = ("count", table.id)
        if key in self.scheduler:
            return

        async def later() -> None:
            wait = self._count_edited.get(table.id, 0.0) + every - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            self.scheduler.release(key)
            self._count_edited[table.id] = time.monotonic()
            edit(table)

        self.scheduler.schedule_once(key, later())

    def take_closing_note(self, table_id: int) -> str | None:
        """What the closing edit of the table's status should say, once (None: nothing)."""
        return self._closing_notes.pop(table_id, None)

    def note_time_out(
        self, table: TableRecord, waiting: list[SeatRecord], locale: str = DEFAULT
    ) -> None:
        """The clock ran out on a crowd's round for `waiting`: the closing status says so
        (in the table's language)."""
        note = self.games[table.game].clock_default_move_note(locale)
        self._closing_notes[table.id] = tr(
            locale, "crowd-time-out-status", count=len(waiting), note=note
        )

    def tell_timed_out(
        self, table: TableRecord, seats: list[int], announce: str, locale: str = DEFAULT
    ) -> None:
        """In the background, edit the panel of each seat the AI stood in for in the round
        `announce` (interaction calls: outside the global limit), when its token is still
        young enough."""
        self.scheduler.spawn(self._tell_timed_out(table, seats, announce, locale))

    async def _tell_timed_out(
        self, table: TableRecord, seats: list[int], announce: str, locale: str
    ) -> None:
        ui = self.games[table.game]
        note, play = ui.clock_default_move_note(locale), play_label(locale)
        embed = discord.Embed(
            title=tr(locale, "crowd-time-out-title", game=ui.title),
            description=tr(locale, "crowd-time-out-panel", note=note, play=play),
            colour=ui.colour,
        )
        gate = asyncio.Semaphore(8)

        async def one(seat: int) -> None:
            kept = self._answers.get((table.id, seat))
            if kept is None or kept[1] != announce or time.monotonic() - kept[0] > TOKEN_LIFE:
                return
            async with gate:
                try:
                    await kept[2].edit_original_response(embed=embed, attachments=[], view=None)
                except discord.HTTPException:
                    log.info("could not tell seat %s of table %s", seat, table.id)

        await asyncio.gather(*(one(s) for s in seats))

    def forget(self, table_id: int) -> None:
        self._count_edited.pop(table_id, None)
        self._closing_notes.pop(table_id, None)
        self.scheduler.cancel(("count", table_id))
        for key in [k for k in self._answers if k[0] == table_id]:
            del self._answers[key]

    # -- the end ----------------------------------------------------------------------------

    def final_controls(self, table_id: int, locale: str = DEFAULT) -> list[discord.ui.Item[Any]]:
        """The final message's extra controls: a crowd's players find their place there."""
        return [
            button(
                custom_id(table_id, "sheet"),
                sheet_label(locale),
                style=discord.ButtonStyle.primary,
                emoji="🏅",
            )
        ]

    def register(self, routes: Routes) -> None:
        # only the bare verb: any other id with it is not one of the final message's controls
        routes.register("sheet", OwnVerb(self._sheet_click), bare=True)

    async def _sheet_click(self, interaction: discord.Interaction, route: Route) -> None:
        """The final message's "My rank and sheet": read from the finished table's kept
        scores, not through the move path (a thousand players ask at once)."""
        table_id = route.table_id
        try:
            await self._send_sheet(interaction, table_id)
        except Exception:
            log.exception("rank and sheet on table %s failed", table_id)
            await self.tell(interaction, Text("platform-went-wrong-later"))

    async def _final_of(self, table_id: int) -> tuple[TableRecord, list[dict[str, Any]]] | None:
        """A finished table and its scores, kept for a few tables: a thousand players ask
        at once, and reading and scoring the table each time would be the slow part."""
        if table_id in self._finals:
            self._finals.move_to_end(table_id)
            return self._finals[table_id]
        table = await self.load_table(table_id) if 0 < table_id < 2**63 else None
        if table is None or table.status != FINISHED or table.game not in self.games:
            return None
        scores = await self.off_loop(self.games[table.game].game.scores, table.state)
        self._finals[table_id] = (table, scores)
        while len(self._finals) > FINALS_KEPT:
            self._finals.popitem(last=False)
        return table, scores

    async def _send_sheet(self, interaction: discord.Interaction, table_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await self._final_of(table_id)
        if found is None:
            await self.tell(interaction, Text("crowd-no-scores"))
            return
        table, scores = found
        seat = next((s for s in table.seats if s.user_id == interaction.user.id), None)
        if seat is None:
            await self.tell(interaction, Text("crowd-no-sheet"))
            return
        ui = self.games[table.game]
        locale = await answer_locale(interaction)  # (only its reader sees it)
        card = ui.sheet(seat_context(table, seat.seat, locale), scores)
        view = ui.game.view(state_of(table), seat.seat)
        names = [s.name for s in table.seats]
        said = ui.picture_args(locale)
        image = await self.off_loop(ui.panel_image, view, seat.seat, names, *said)
        kwargs = card.edit_kwargs()
        if image:
            kwargs["attachments"] = [discord.File(io.BytesIO(image), filename="sheet.png")]
        await self.retrying(lambda: interaction.edit_original_response(**kwargs))
