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

The stepping is pure (`replay_steps`, `step_pictures`, `caption`); `Replays` answers the
clicks and the command, keeping the last few replays so stepping redraws nothing twice.

A replay is private, so it is in its reader's language (bot.languages.private_locale): its
texts and buttons (locales/<locale>/replay.ftl), and the words its pictures draw (a game
whose pictures speak is given the language, `GameUI.picture_args`). The replays kept are
keyed by the language too.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from collections import OrderedDict, defaultdict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.clicks import not_offered
from bot.crowd import CROWD_ABOVE
from bot.gameui import GameUI, button, custom_id, view_of
from bot.i18n import DEFAULT, Text, tr
from bot.languages import private_locale
from bot.policy import game_options, policy_of
from bot.routes import Route, Routes, TableVerb
from bot.storage import CANCELLED, FINISHED, LOBBY, Storage, TableRecord
from games.base import Flow, Game, IllegalMove, State, View, effective_moves
from rendering.kit.frames import Animation, fit_animation, step_frame, step_png

log = logging.getLogger(__name__)

UPLOAD_LIMIT = 8 * 1024 * 1024  # Discord takes 10 MB per upload; keep clear of it
KEPT = 8  # replays kept in memory (their steps and drawn frames)
NAMED_MOVERS = 6  # a step with more movers than this counts them instead of naming them


class ReplayError(Exception):
    """The stored moves do not replay to the stored game; the message says so."""


@dataclass(frozen=True)
class Step:
    """The game at the end of one turn or phase (step 0: as it was set up)."""

    state: State
    view: View  # the only thing a step is drawn from (see `replay_steps`)
    round: int  # the round and public phase the step's moves were made in
    phase: str
    new_phase: bool  # the public phase changed with this step (a phase picture is due)
    over: bool
    moves: tuple[tuple[int, str], ...] = ()  # (seat, kind of move) made during the step


def _as_stored(state: State) -> State:
    """The state as storage gives it back (JSON), so a replayed state compares exactly."""
    loaded: State = json.loads(json.dumps(state))
    return loaded


def replay_steps(
    game: Game,
    players: int,
    options: dict[str, Any],
    seed: int,
    moves: Sequence[tuple[int, dict[str, Any]]],
    view_of: Callable[[State], View] | None = None,
) -> list[Step]:
    """Play the stored moves again from the start, one step per turn (see the module);
    the last step is always the final state. Each step's view is `view_of(state)`, the
    public view by default. ReplayError when a move is refused."""
    state = game.new_game(players, dict(options), seed)

    def step(s: State, played_in: Flow, new_phase: bool, made: list[tuple[int, str]]) -> Step:
        return Step(
            state=s,
            view=view_of(s) if view_of is not None else game.view(s, None),
            round=played_in.round,
            phase=played_in.phase,
            new_phase=new_phase,
            over=game.flow(s).over,
            moves=tuple(made),
        )

    flow = game.flow(state)
    steps = [step(state, flow, True, [])]
    played_in = flow
    turn, announce = flow.turn_key, flow.announce_key
    made: list[tuple[int, str]] = []
    for number, (seat, move) in enumerate(moves, start=1):
        try:
            state, _ = game.apply(state, seat, move)
        except IllegalMove as exc:
            raise ReplayError(f"stored move {number} is refused by the rules: {exc}") from None
        made.append((seat, str(move.get("type", "move"))))
        flow = game.flow(state)
        if flow.turn_key != turn or flow.over:
            steps.append(step(state, played_in, flow.announce_key != announce, made))
            turn, announce, made, played_in = flow.turn_key, flow.announce_key, [], flow
    if made:  # moves after the last change of turn (a game that never ended cleanly)
        steps.append(step(state, played_in, False, made))
    return steps


def step_pictures(
    ui: GameUI, step: Step, names: list[str], first: bool, locale: str = DEFAULT
) -> list[bytes]:
    """The step's pictures, drawn from its view (their words in `locale`): the final
    picture once the game is over; else the picture of the phase that just ended (when the
    step starts a new one) and the replay picture (the status picture unless the game draws
    its own); a game whose status has no picture shows its phase picture at every step."""
    view = step.view
    said = ui.picture_args(locale)
    if step.over:
        final = ui.replay_final_image(view, names, *said)
        if final:
            return [final]
    pictures: list[bytes] = []
    if step.new_phase and not first:
        phase = ui.phase_image(view, names, *said)
        if phase:
            pictures.append(phase)
    status = ui.replay_image(view, names, *said)
    if status:
        pictures.append(status)
    if not pictures:
        phase = ui.phase_image(view, names, *said)
        if phase:
            pictures.append(phase)
    return pictures


def _kinds(kinds: list[str], locale: str) -> str:
    """'place ×3, confirm': the kinds of moves in order, repeats counted."""
    out: list[str] = []
    count = 0
    for n, kind in enumerate(kinds):
        count += 1
        if n + 1 == len(kinds) or kinds[n + 1] != kind:
            said = tr(locale, "replay-kind", kind=kind)
            out.append(
                said if count == 1 else tr(locale, "replay-repeated", kind=said, count=count)
            )
            count = 0
    return ", ".join(out)


def phase_name(phase: str, locale: str) -> str:
    """The public phase as the reader's language names it ("half 2" is a half of Forget
    Venice)."""
    half = re.fullmatch(r"half (\d+)", phase)
    if half:
        return tr(locale, "replay-half", half=int(half[1]))
    return tr(locale, "replay-phase", phase=phase)


def caption(step: Step, names: list[str], first: bool, locale: str = DEFAULT) -> str:
    """One line: where the game is and who did what to get there (the kinds of moves only,
    never their content, which may have been private)."""
    if first:
        return tr(locale, "replay-setup")
    where = tr(
        locale,
        "replay-where-over" if step.over else "replay-where",
        round=step.round,
        phase=phase_name(step.phase, locale),
    )
    movers: dict[int, list[str]] = {}
    for seat, kind in step.moves:
        movers.setdefault(seat, []).append(kind)
    if len(movers) > NAMED_MOVERS:
        return tr(locale, "replay-movers", where=where, count=len(movers))
    who = "; ".join(
        tr(locale, "replay-mover", name=names[seat], kinds=_kinds(kinds, locale))
        for seat, kinds in movers.items()
    )
    return tr(locale, "replay-moved", where=where, who=who) if who else where


def heading(number: int, total: int, locale: str = DEFAULT) -> str:
    return tr(locale, "replay-step", number=number + 1, total=total)


@dataclass
class Replay:
    """One finished table's replay: its steps, and the frames drawn so far."""

    table_id: int
    guild_id: int | None
    ui: GameUI
    names: list[str]
    steps: list[Step]
    reader: int | None = None  # the seat whose view the steps are (None: the public view)
    locale: str = DEFAULT  # the language its texts and pictures are in
    _pictures: dict[int, list[bytes]] = field(default_factory=dict)
    _pngs: dict[int, bytes] = field(default_factory=dict)
    _animations: dict[str, Animation] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.steps)

    def pictures(self, k: int) -> list[bytes]:
        if k not in self._pictures:
            self._pictures[k] = step_pictures(
                self.ui, self.steps[k], self.names, k == 0, self.locale
            )
        return self._pictures[k]

    def caption(self, k: int) -> str:
        return caption(self.steps[k], self.names, k == 0, self.locale)

    def heading(self, k: int) -> str:
        return heading(k, len(self), self.locale)

    def png(self, k: int) -> bytes:
        """Step k's frame as the replay message shows it (drawn on a worker thread)."""
        if k not in self._pngs:
            self._pngs[k] = step_png(self.pictures(k), self.heading(k), self.caption(k))
        return self._pngs[k]

    def animation(self, fmt: str, limit: int = UPLOAD_LIMIT) -> Animation:
        """Every step as one animated file under `limit` bytes (see `fit_animation`)."""
        if fmt not in self._animations:
            total = len(self)
            for k in range(total):
                self.pictures(k)

            def natural_height(width: int) -> int:
                return max(step_frame(self.pictures(k), "", "", width).height for k in range(total))

            def frame_at(k: int, width: int, height: int) -> Any:
                return step_frame(self.pictures(k), self.heading(k), self.caption(k), width, height)

            self._animations[fmt] = fit_animation(total, frame_at, natural_height, fmt, limit)
        return self._animations[fmt]

    def note(self, k: int) -> str | None:
        """The game's own note for a phase that ended at this step (e.g. what VENN's sheets
        got), as the channel showed it."""
        step = self.steps[k]
        if k == 0 or not step.new_phase or step.over:
            return None
        return self.ui.phase_text(step.view, self.names)


def build_replay(
    ui: GameUI,
    table: TableRecord,
    moves: list[tuple[int, dict[str, Any]]],
    reader: int | None = None,
    locale: str = DEFAULT,
) -> Replay:
    """The replay of a finished table as `reader` (a seat, or None: anyone) saw it, from
    its stored seed, options and moves (the public view for everyone unless the game UI
    draws a seat's replay); ReplayError unless the table is finished and the moves lead
    exactly to the stored final state. A move taken back and its take-back are not
    shown (`effective_moves`)."""
    moves = effective_moves(moves)
    if table.status != FINISHED:
        raise ReplayError(f"table {table.id} is not finished")
    game = ui.game
    if not ui.replay_reads_seat:
        reader = None

    def seen(state: State) -> View:
        view: View = game.view(state, reader)
        return view

    steps = replay_steps(game, len(table.seats), game_options(table), table.seed, moves, seen)
    if table.state is None or _as_stored(steps[-1].state) != _as_stored(table.state):
        raise ReplayError("the stored moves do not lead to the stored final position")
    names = [s.name for s in table.seats]
    return Replay(table.id, table.guild_id, ui, names, steps, reader, locale)


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
