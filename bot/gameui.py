"""What a game UI supplies to the table manager, and the shared component pieces.

The manager owns lobbies, seats, locks, persistence, clocks, AI seats and DMs; a game only
says how its views look on Discord and how a click becomes an engine move.

Every component's custom_id is `t:<table id>:<action>`, and every click on one is routed by
the bot's `on_interaction` alone, through one route table (bot.routes): views hold no state, are sent stopped (`stopped`) so that
discord.py neither keeps them nor routes their clicks, and clicks keep working after a
restart. Game actions are `t:<table id>:g:<panel key>:<game part>`; the panel key
(`Flow.panel_key`, from the game's `flow()`) changes whenever that seat's panel would
change, so a click on an outdated panel is recognised and explained instead of applied to a
different situation.
"""

from __future__ import annotations

import abc
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, overload

import discord

from bot.controls import Control, button, custom_id, select, stopped, unlink, view_of
from bot.i18n import DEFAULT, Text, ordinal, tr
from bot.layout import layout
from bot.limits import fit_message
from bot.policy import DeliveryPolicy, policy_of
from bot.routes import GameAction
from games.base import Game, Move, State

if sys.version_info >= (3, 13):
    from typing import TypeVar
else:  # a type variable's default (PEP 696); typing_extensions comes with aiohttp
    from typing_extensions import TypeVar

if TYPE_CHECKING:
    from bot.storage import SeatRecord, TableRecord

__all__ = [  # the controls are bot.controls', named here too for the game UIs
    "Control",
    "button",
    "custom_id",
    "select",
    "stopped",
    "unlink",
    "view_of",
]

# a game's typed view (games/<game>/views.py); the runtime, which holds every game's UI,
# names one as plain `GameUI` (any view)
ViewT = TypeVar("ViewT", default=Any)
# the view a seat's own panel is built from (`Game.panel_view`): the game's view unless the
# game has a smaller seat view (Abstract's `AbstractSeatView`)
PanelViewT = TypeVar("PanelViewT", default=ViewT)


def state_of(table: TableRecord) -> State:
    """The game state of a table in play: a panel, a form or a status is only ever made for
    a table that has one (a lobby has none yet)."""
    if table.state is None:
        raise ValueError(f"table {table.id} has no game state")
    return table.state


class _Names(Sequence[str]):
    """The seats' names, read from the seats when asked: a panel at a table of 1,000 names
    its own seat, and building the whole list for each click would cost a pass over them."""

    __slots__ = ("_seats",)

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        self._seats = seats

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        if isinstance(index, slice):
            return [seat.name for seat in self._seats[index]]
        return self._seats[index].name

    def __len__(self) -> int:
        return len(self._seats)


@dataclass(frozen=True)
class TableContext:
    """What a game UI's public hooks (`status`, `final`) know of the table besides the
    view: never the stored record."""

    table_id: int
    names: Sequence[str]  # the seats' names, by seat
    deadline: float | None  # when the turn clock runs out (None: no clock)
    policy: DeliveryPolicy  # the kind of table (bot.policy): a crowd's messages differ
    options: Mapping[str, Any]  # the game's options chosen at start
    # the language its texts are written in (bot.i18n): a panel's is its reader's, a
    # public message's the server's; English where the platform does not tell it yet
    locale: str = field(default=DEFAULT, kw_only=True)


@dataclass(frozen=True)
class SeatContext(TableContext):
    """What a seat's hooks (`panel`, `modal`, `sheet`) know: the table's context, the seat
    and the game's state (for the legal moves a panel offers and its panel key)."""

    seat: int
    state: State

    @property
    def name(self) -> str:
        return self.names[self.seat]


PartT = TypeVar("PartT")


def own(part: PartT | None) -> PartT:
    """A seat's own part of its view (`me`): a panel or a seat's picture is only drawn from
    the seat's own view, which always has it."""
    if part is None:
        raise ValueError("a seat's own view has its own part ('me')")
    return part


def table_context(table: TableRecord, locale: str = DEFAULT) -> TableContext:
    return TableContext(
        table_id=table.id,
        names=_Names(table.seats),
        deadline=table.deadline,
        policy=policy_of(table),
        options=table.options,
        locale=locale,
    )


def seat_context(table: TableRecord, seat: int, locale: str = DEFAULT) -> SeatContext:
    """The context of `seat`'s hooks: only for a table in play (or over), which has a state."""
    return SeatContext(
        table_id=table.id,
        names=_Names(table.seats),
        deadline=table.deadline,
        policy=policy_of(table),
        options=table.options,
        seat=seat,
        state=state_of(table),
        locale=locale,
    )


@dataclass
class Card:
    """A message to send or an edit to make: text, embeds, image files and components."""

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    files: list[tuple[str, bytes]] = field(default_factory=list)
    view: discord.ui.View | None = None
    # pictures still to draw (name, drawer): the platform draws them on a worker thread
    # and adds them to `files`, so a cog never renders on the event loop
    drawings: list[tuple[str, Callable[[], bytes]]] = field(default_factory=list)
    # sent as a Components V2 layout (bot.layout): the public table messages are; a V2
    # message stays V2, so its every edit must be a layout too
    v2: bool = False
    # what the panel picture was drawn from (bot.drawing.picture_key): a message showing
    # that picture needs it neither drawn nor sent again
    picture: bytes | None = None

    def layout(self) -> discord.ui.LayoutView:
        return stopped(layout(self))

    def discord_files(self) -> list[discord.File]:
        import io

        return [discord.File(io.BytesIO(data), filename=name) for name, data in self.files]

    def send_kwargs(self) -> dict[str, Any]:
        if self.v2:  # no content, no embeds: everything is in the layout
            kwargs: dict[str, Any] = {"view": self.layout()}
            if self.files:
                kwargs["files"] = self.discord_files()
            return kwargs
        content, embeds = fit_message(self.content, self.embeds)  # Discord's limits, always
        kwargs = {"content": content, "embeds": embeds}
        if self.files:
            kwargs["files"] = self.discord_files()
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def edit_kwargs(self, *, keep_files: bool = False) -> dict[str, Any]:
        kwargs: dict[str, Any]
        if self.v2:
            # content and embeds cleared: a message posted before the layouts becomes one
            kwargs = {"content": None, "embeds": [], "view": self.layout()}
        else:
            content, embeds = fit_message(self.content, self.embeds)
            kwargs = {"content": content, "embeds": embeds, "view": self.view}
        if self.files or not keep_files:
            kwargs["attachments"] = self.discord_files()
        return kwargs


# a move's fields for its sentence (data/hints.json, the game's "moves": "{field}" places):
# (state before the move, seat, move, the seats' names) -> the fields, in the words the
# game's panel already uses. Besides the sentence's own places, three fields are read by
# "Suggest a move" (cogs.learn): PRESSES, the controls that make the move (a tuple of
# `Press`); WHY, the reason for it in a sentence; VARIANT, a suffix naming another
# sentence of the move ("typed": the sentence "<type>_typed")
MoveFields = Callable[[State, int, Move, Sequence[str]], Mapping[str, object]]
PRESSES, WHY, VARIANT = "presses", "why", "variant"
# the verb of a game's own suggestion control (Forget Venice's "Suggest a cut", VENN's
# "Place all as suggested"): a practice panel holding one gets no "Suggest a move" too
SUGGEST_VERB = "suggest"
# the step a panel is redrawn at after its suggestion control made the moves itself (VENN's
# "Place all as suggested"): the panel says why the AI would make them
SUGGESTED = "suggested"


@dataclass(frozen=True)
class Press:
    """One step of making a move on a seat's panel, named as the panel names it: a button
    by its label, or a menu by its placeholder with the options to pick (their labels); a
    control that opens a form comes with what to type into it (field id, text)."""

    control: str
    options: tuple[str, ...] = ()
    typed: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Companions:
    """What a game brings besides its UI, declared with it (`GameUI.companions`); the
    contract test tests/contract/test_companions.py checks each registered game's."""

    hints: str  # its entry in data/hints.json: each step's hint and rules page, move sentences
    rules: str  # its rules book, data/rules/<rules>.json (/rules, the panels' "?")
    sentences: MoveFields  # its moves in words ("Suggest a move", cogs.learn)
    traffic: str  # its entry in bench.traffic.BENCHES (what a game costs on the wire)


@dataclass
class Nav:
    """A panel change that is not a move (e.g. 'now pick the square'): nothing is stored."""

    step: dict[str, Any]


@dataclass
class Refusal:
    """A click that makes no sense in this situation; the text says why (a `Text` is said
    in the reader's language: `said`)."""

    reason: str | Text

    def said(self, locale: str = DEFAULT) -> str:
        reason = self.reason
        return reason if isinstance(reason, str) else reason.in_locale(locale)


class GameUI(abc.ABC, Generic[ViewT, PanelViewT]):
    """The Discord face of one game, over its typed view (`ViewT`) and the view its panels
    are built from (`PanelViewT`: the same unless the game has a seat view). The hooks get
    the view and a context (`TableContext`, `SeatContext`), never the stored table."""

    game: Game  # the registered game (games.registry); its flow() drives the manager
    companions: ClassVar[Companions]  # its hints, rules, move sentences and traffic bench
    colour: int = 0x5865F2

    @property
    def name(self) -> str:
        return self.game.name

    @property
    def title(self) -> str:
        return self.game.title

    def action_id(self, table_id: int, state: State, seat: int, *parts: object) -> str:
        """The custom_id of a game control in `seat`'s panel: it carries the panel key, so
        the manager can tell a click on an outdated panel."""
        return custom_id(table_id, "g", self.game.flow(state).panel_key(seat), *parts)

    def panel_button(
        self, table_id: int, label: str | None = None, *, locale: str = DEFAULT
    ) -> discord.ui.View:
        """The table message's controls: open a private panel (always works, DMs or not),
        and, for a game with `look_label`, look at any player's public picture. `label`
        renames the panel button (a crowd's "Play this round", see bot.crowd)."""
        items = [
            button(
                custom_id(table_id, "panel"),
                label or self.panel_label,
                style=discord.ButtonStyle.primary,
            )
        ]
        if self.look_label:
            items.append(button(custom_id(table_id, "look"), tr(locale, self.look_label)))
        return view_of(*items)

    # a button on the status message that shows anyone a player's public picture (e.g.
    # VENN's sheets as they stood when the last phase closed): its name's message id; None:
    # no such button
    look_label: str | None = None

    # a button a game may put on its panels (`mine_button`) that shows the seat, privately,
    # its own picture as it stands now: its name's message id ("platform-show-mine" when
    # the game names it no otherwise); None: no such button
    mine_label: str | None = None

    def mine_button(
        self, table_id: int, *, row: int | None = None, locale: str = DEFAULT
    ) -> discord.ui.Button[discord.ui.View]:
        label = tr(locale, self.mine_label or "platform-show-mine")
        return button(custom_id(table_id, "mine"), label, row=row)

    # whether the pictures draw words (then `panel_image`, `status_image`, `phase_image`,
    # `final_images` and the phase's note, `phase_text`, take the language as one more
    # argument: `picture_args`); a game whose pictures draw none is called as it always was
    pictures_speak: bool = False

    def picture_args(self, locale: str) -> tuple[str, ...]:
        """What a picture method gets after its own arguments: the language it draws in."""
        return (locale,) if self.pictures_speak else ()

    def panel_picture_view(self, state: State, seat: int) -> ViewT:
        """The view the seat's panel picture is drawn from: its view now by default. A game
        whose panel lists the turn's own moves in text may draw a fixed moment instead (the
        round's start), so the picture is sent once and kept while the text changes. A
        message already showing the picture of an equal view does not get it drawn again,
        so a view that leaves out what its picture does not show is drawn less often."""
        view: ViewT = self.game.view(state, seat)
        return view

    def look(self, view: ViewT, names: list[str], seat: int) -> bytes | None:
        """The public picture of `seat` drawn from the public view (see `look_label`)."""
        return None

    def options_for(self, players: int) -> dict[str, Any]:
        """Game options chosen at start (none by default)."""
        return {}

    def status_image(self, view: ViewT, names: list[str]) -> bytes | None:
        """A picture attached to each new status message (e.g. the roll)."""
        return None

    # a replay step is drawn from the game's `view` as its reader (bot.replay): the
    # public view, or, where this is True, the reader's own seat's view (a seat's replay
    # then shows what its panels showed it); False keeps one replay for everyone
    replay_reads_seat = False

    def _replay_image(self, view: ViewT, names: list[str], *said: str) -> bytes | None:
        """A replay step's picture, from its view: the status picture by default (`said`:
        the language, for a game whose pictures speak, `picture_args`)."""
        return self.status_image(view, names, *said)

    def _replay_final_image(self, view: ViewT, names: list[str], *said: str) -> bytes | None:
        """The replay's last step: the final message's first picture by default; a game
        whose final picture speaks of the message's other attachments (the replay has
        none) draws it without saying so. `said`: as for `replay_image`."""
        finals = self.final_images(view, names, *said)
        return finals[0][1] if finals else None

    # a game draws its own replay pictures by defining these (its view and the names, then
    # the language when its pictures speak: a game that does not speak takes no more)
    replay_image: Callable[..., bytes | None] = _replay_image
    replay_final_image: Callable[..., bytes | None] = _replay_final_image

    def phase_text(self, view: ViewT, names: list[str], locale: str = DEFAULT) -> str | None:
        """A short public note posted when a phase ends, with its picture (if any); a game
        whose pictures speak gets the table's language (`picture_args`)."""
        return None

    phase_image_name = "standings.png"
    # the name of the channel button that opens a private panel: the platform's words
    # (`open_label`) unless a game names it otherwise
    panel_label = tr(DEFAULT, "platform-open-panel")

    def say_reason(self, reason: str, locale: str) -> str:
        """The engine's reason for refusing a move (`Game.validate`), said in `locale`: as
        the engine words it unless the game says its rules in the players' languages."""
        return reason

    def open_label(self, locale: str = DEFAULT) -> str:
        """The panel button's name in `locale`, as a note that points at it says it."""
        if self.panel_label != GameUI.panel_label:
            return self.panel_label  # a game's own name (its words are its own)
        return tr(locale, "platform-open-panel")

    # redraw the status picture on every status edit (e.g. a table whose bids change)
    status_image_live = False

    def opens_form(self, action: GameAction) -> bool:
        """Whether the control `action` opens a form (see `modal`): known before the table
        is read, since such a click must not be acknowledged first."""
        return False

    def modal(self, ctx: SeatContext, action: GameAction) -> discord.ui.Modal | None:
        """A control that opens a form instead of acting (a form must be the first answer);
        only for actions `opens_form` names."""
        return None

    def interpret_text(
        self, state: State, seat: int, action: GameAction, fields: dict[str, str]
    ) -> list[Move] | Nav | Refusal:
        """Moves typed into a form, in order; applied all together or not at all. A Nav
        shows the panel at that step instead (a typed move previewed before Confirm)."""
        return Refusal(Text("platform-no-typed-moves"))

    @abc.abstractmethod
    def interpret(
        self, state: State, seat: int, action: GameAction, values: list[str]
    ) -> Move | list[Move] | Nav | Refusal:
        """Turn a game component click (the part after the panel key, parsed once by the
        route: bot.routes) into a move, a batch of moves made together (e.g. a suggestion
        filled in), or a nav."""

    # Images are drawn on a worker thread; everything else runs on the event loop.

    @abc.abstractmethod
    def panel_image(self, view: ViewT, seat: int, names: list[str]) -> bytes | None:
        """The seat's own picture; `names` are every seat's names as the channel says them
        (the manager's `names(table)`), so a picture names the other seats as they do."""

    @abc.abstractmethod
    def panel(self, ctx: SeatContext, view: PanelViewT, step: dict[str, Any] | None) -> Card:
        """The private panel for a seat (DM or ephemeral)."""

    @abc.abstractmethod
    def status(self, ctx: TableContext, view: ViewT, names: list[str]) -> Card:
        """The public message of the current phase (edited as seats act)."""

    @abc.abstractmethod
    def phase_image(self, view: ViewT, names: list[str]) -> bytes | None:
        """The public picture posted when a phase ends (e.g. standings after a round)."""

    @abc.abstractmethod
    def final(
        self, ctx: TableContext, view: ViewT, names: list[str], scores: list[dict[str, Any]]
    ) -> Card: ...

    @abc.abstractmethod
    def final_images(self, view: ViewT, names: list[str]) -> list[tuple[str, bytes]]: ...

    def clock_default_move_note(self, locale: str = DEFAULT) -> str:
        """What the AI did for the players whose clock ran out, after "Time ran out for
        …:" (in the table's language)."""
        return tr(locale, "platform-clock-ai-played")

    def sheet_lines(self, ctx: SeatContext, score: dict[str, Any]) -> list[str]:
        """The lines of the seat's score on its sheet, in `ctx.locale`: the game's own
        (its engine's words) unless its UI words them."""
        return [str(line) for line in score.get("lines", [])]

    def sheet(self, ctx: SeatContext, scores: list[dict[str, Any]]) -> Card:
        """A player's own result, privately, once the game is over ("My rank and sheet" on
        a crowd's final message): the place, the total and the score's lines; the
        platform attaches the seat's picture (`panel_image`) as sheet.png."""
        score = scores[ctx.seat]
        rank = int(score.get("rank", 0))
        tied = sum(1 for s in scores if s.get("rank") == rank) > 1
        form = ordinal(ctx.locale, rank)  # the ending: 1st, 2nd, 3rd, 4th; 1er, 2e
        form = form if form in ("one", "two", "few") else "other"
        place = tr(ctx.locale, f"platform-place.{form}", rank=str(rank))
        if tied:
            place = tr(ctx.locale, "platform-place-shared", place=place)
        said = tr(
            ctx.locale,
            "platform-sheet",
            place=place,
            count=len(scores),
            points=str(score.get("total", 0)),
        )
        embed = discord.Embed(
            title=f"{self.title} · {ctx.name}",
            description=said + "\n\n" + "\n".join(self.sheet_lines(ctx, score)),
            colour=self.colour,
        )
        embed.set_image(url="attachment://sheet.png")
        return Card(embeds=[embed])
