"""A finished table's replay, stepped: the stored moves played again from the seed, one
step per turn or phase, each drawn from the game's `view` as its reader (see bot.replay,
which answers the clicks). Pure: no Discord, no storage; tests and the bench use it alone.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.gameui import GameUI
from bot.i18n import DEFAULT, tr
from bot.policy import game_options
from bot.storage import FINISHED, TableRecord
from games.base import Flow, Game, IllegalMove, State, View, effective_moves
from rendering.kit.frames import Animation, fit_animation, step_frame, step_png

UPLOAD_LIMIT = 8 * 1024 * 1024  # Discord takes 10 MB per upload; keep clear of it
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
