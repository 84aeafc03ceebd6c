"""Practice tables (/learn) and the help every panel carries.

A practice table is an ordinary table with `options["practice"]`: one person against as
many AI seats as the game needs, no turn clock, started at once. It is not rated nor
counted on the server's board (bot.turns `finish`), and its panels say more: a line on
what the controls do at this step, the rule behind a refusal, and **Suggest a move** (the
AI's move for the seat, in words; answered by cogs/learn.py). At the end the player gets a
short summary of their score.

Every panel with controls, practice or not, gets a **?** button: it answers privately with
the /rules page that explains the current step (cogs/rules.py serves it). Which page that
is, and the hints, are data: data/hints.json, checked by data/schema/hints.json, keyed by
the step of the game's flow (its stage, else its phase); it names each hint's and move
sentence's message (locales/*/hints.ftl), said in the panel's language. A game's hints and rules book are
the ones its UI declares (`GameUI.companions`), not looked up by the game's name.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.controls import add_control
from bot.delivery import send, tell
from bot.gameui import SUGGEST_VERB, Card, GameUI, seat_context
from bot.i18n import DEFAULT, catalog, tr
from bot.languages import answer_locale
from bot.nonce import post_nonce
from bot.policy import PRACTICE, policy_of
from bot.routes import parse_route
from bot.rules_text import load_rules
from bot.storage import SeatRecord
from games.base import Game, State
from games.schema import schema_problem

if TYPE_CHECKING:
    from bot.server_settings import ServerChoices
    from bot.storage import TableRecord

HINTS_FILE = Path(__file__).resolve().parents[1] / "data" / "hints.json"
HELP_LABEL = "?"
SUGGEST_LABEL = tr(DEFAULT, "learn-suggest")  # (its English words: a panel says its own)
HINT_TITLE = tr(DEFAULT, "learn-hint-title")
# the "?" button: the rules page to show travels in its custom id, so the answer needs no table
HELP_TEMPLATE = r"rules:help:(?P<game>[a-z0-9_]+):(?P<topic>[a-z0-9_]+):(?P<page>[0-9]{1,2})"
# "Suggest a move": the table and the panel key it was drawn for (Flow.panel_key)
SUGGEST_TEMPLATE = r"learn:suggest:(?P<table>[0-9]{1,19}):(?P<key>[0-9a-z]{1,7})"


@dataclass(frozen=True)
class Step:
    """What the hints say about one step of a game: the rules page and a hint line (its
    message id)."""

    topic: str
    page: int
    hint: str


@dataclass(frozen=True)
class Hints:
    steps: dict[str, Step]
    moves: dict[str, str]  # move type -> a sentence's message, { $field } places (cogs/learn.py)


FALLBACK = Step(topic="round", page=1, hint="")


@cache
def load_hints() -> dict[str, Hints]:
    """Every game's hints, checked against the schema and against the rules pages they
    point at in the book of the same name (ValueError names the problem: the bot stops at
    start, not at a click; tests/contract/test_companions.py checks each game's declared
    hints against its declared book), and each message it names against the message files
    (every locale has each English one: bot.i18n.loader)."""
    raw = json.loads(HINTS_FILE.read_text(encoding="utf-8"))
    problem = schema_problem(raw, HINTS_FILE)
    if problem:
        raise ValueError(f"{HINTS_FILE.name} {problem}")
    known = set(catalog().ids())
    books = load_rules()
    hints: dict[str, Hints] = {}
    for game, entry in raw.items():
        steps = {
            key: Step(topic=s["topic"], page=int(s.get("page", 1)), hint=s["hint"])
            for key, s in entry["steps"].items()
        }
        for key, step in steps.items():
            book = books.get(game)
            if book is None:
                continue
            topic = book.topic(step.topic)
            if topic is None or step.page > len(topic.pages):
                raise ValueError(
                    f"{HINTS_FILE.name}: {game} step {key} points at {step.topic} page "
                    f"{step.page}, which /rules does not have"
                )
        moves = dict(entry["moves"])
        unknown = sorted(({s.hint for s in steps.values()} | set(moves.values())) - known)
        if unknown:
            raise ValueError(f"{HINTS_FILE.name}: {game} names no message {', '.join(unknown)}")
        hints[game] = Hints(steps=steps, moves=moves)
    return hints


def step_key(game: Game, state: State) -> str:
    """The step the hints are keyed by: the flow's stage, else its phase."""
    flow = game.flow(state)
    return flow.stage or flow.phase


def step_of(ui: GameUI, state: State) -> Step:
    """The hints' step of this moment, from the hints the game's UI declares."""
    hints = load_hints().get(ui.companions.hints)
    if hints is None:
        return FALLBACK
    return hints.steps.get(step_key(ui.game, state), FALLBACK)


def practice_seats(game: Game) -> int:
    """Seats at a practice table: the game's printed minimum, and at least one opponent."""
    return min(max(game.seats.min, 2), game.seats.max)


def help_custom_id(game: str, step: Step) -> str:
    return f"rules:help:{game}:{step.topic}:{step.page}"


def suggest_custom_id(table_id: int, key: str) -> str:
    return f"learn:suggest:{table_id}:{key}"


def rule_pointer(ui: GameUI, state: State, locale: str = DEFAULT) -> str:
    """Where the rules of the current step are explained, in words (the book the game's UI
    declares, as /rules names it)."""
    step = step_of(ui, state)
    book = load_rules()[ui.companions.rules]
    topic = book.topic(step.topic)
    title = topic.title if topic is not None else step.topic
    return tr(
        locale,
        "learn-rule-pointer",
        game=ui.companions.rules,
        topic=step.topic,
        title=title,
        page=step.page,
        button=HELP_LABEL,
    )


def with_rule(table: TableRecord, ui: GameUI, reason: str, locale: str = DEFAULT) -> str:
    """A refusal as a practice table tells it: the reason, then where its rule is."""
    if not policy_of(table).coached or table.state is None:
        return reason
    return f"{reason} {rule_pointer(ui, table.state, locale)}"


def _has_controls(view: discord.ui.View | None) -> bool:
    return view is not None and any(
        getattr(item, "custom_id", None) and not getattr(item, "disabled", False)
        for item in view.children
    )


def _suggests(view: discord.ui.View) -> bool:
    """Whether the panel holds the game's own suggestion control (`SUGGEST_VERB`)."""
    for item in view.children:
        route = parse_route(getattr(item, "custom_id", None) or "")
        action = route.game if route is not None else None
        if action is not None and action.verb == SUGGEST_VERB:
            return True
    return False


def _fits(view: discord.ui.View, item: discord.ui.Item[discord.ui.View]) -> bool:
    """Add `item` to the first row with room (after what the row holds); False when every
    row is full, so a panel is never broken by its extras."""
    return add_control(view, item)


def dress_panel(
    card: Card, ui: GameUI, table: TableRecord, seat: int, locale: str = DEFAULT
) -> None:
    """The extras every panel with controls gets: "?" (the rules page of this step); on a
    practice table also the hint line and "Suggest a move", unless the panel has the game's
    own suggestion (Forget Venice's "Suggest a cut", VENN's "Place all as suggested"): one
    Suggest per step. "?" comes first: a panel with room for one more button gets "?"
    alone."""
    if not _has_controls(card.view) or table.state is None:
        return
    assert card.view is not None
    game = ui.game
    step = step_of(ui, table.state)
    help_button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
        label=HELP_LABEL, custom_id=help_custom_id(ui.companions.rules, step)
    )
    _fits(card.view, help_button)
    if not policy_of(table).coached:
        return
    if step.hint:
        hint, title = tr(locale, step.hint), tr(locale, "learn-hint-title")
        if card.embeds:
            card.embeds[0].add_field(name=title, value=hint[:1024], inline=False)
        else:
            card.content = f"{card.content or ''}\n{title}: {hint}".strip()
    if _suggests(card.view):
        return
    key = game.flow(table.state).panel_key(seat)
    suggest: discord.ui.Button[discord.ui.View] = discord.ui.Button(
        label=tr(locale, "learn-suggest"), custom_id=suggest_custom_id(table.id, key)
    )
    _fits(card.view, suggest)


def summary_card(
    ui: GameUI,
    table: TableRecord,
    seat: int,
    scores: list[dict[str, Any]],
    locale: str = DEFAULT,
) -> Card:
    """The end of a practice game for its player: their place, score and the score's
    lines (the game's own breakdown, as the final message shows it), and what next."""
    card = ui.sheet(seat_context(table, seat, locale), scores)
    embed = card.embeds[0]
    embed.title = tr(locale, "learn-summary-title", game=ui.title)
    embed.description = (embed.description or "") + (
        "\n\n" + tr(locale, "learn-summary-next", game=ui.name)
    )
    return card


class Opening(Protocol):
    """What a practice game's opening uses of the lobby part (bot.lobby)."""

    async def open_lobby_with(
        self,
        interaction: discord.Interaction,
        game: str,
        create: Callable[[discord.Interaction, str, int], Awaitable[None]] | None = None,
    ) -> None: ...

    async def new_table(
        self,
        interaction: discord.Interaction,
        game: str,
        channel_id: int,
        options: dict[str, Any],
        clock_minutes: int | None = None,
    ) -> TableRecord | None: ...

    async def start_practice(
        self, interaction: discord.Interaction, table: TableRecord
    ) -> None: ...


class Manager(Protocol):
    """What a practice game's opening uses of the table manager (bot.tables)."""

    @property
    def games(self) -> Mapping[str, GameUI]: ...

    @property
    def server(self) -> ServerChoices: ...

    @property
    def lobbies(self) -> Opening: ...


async def send_summaries(
    ui: GameUI,
    channel: discord.abc.Messageable,
    off_loop: Callable[..., Awaitable[Any]],
    table: TableRecord,
    scores: list[dict[str, Any]],
    locale: str = DEFAULT,
) -> None:
    """After a practice game's final message: each person's summary, with their picture
    (once, even if the end is handled again: the post's nonce), in the table's language
    `locale` (a message in its channel)."""
    for seat in table.seats:
        if seat.user_id is None:
            continue
        card = summary_card(ui, table, seat.seat, scores, locale)
        card.content = f"<@{seat.user_id}>"
        assert table.state is not None  # the game has just ended: its last state is there
        view = ui.game.view(table.state, seat.seat)
        names = [s.name for s in table.seats]
        image = await off_loop(ui.panel_image, view, seat.seat, names, *ui.picture_args(locale))
        if image:
            card.files = [("sheet.png", image)]
        else:
            card.embeds[0].set_image(url=None)
        await send(channel, card, nonce=post_nonce(table.id, "practice", seat.seat))


async def open_practice(manager: Manager, interaction: discord.Interaction, game: str) -> None:
    """/learn: a practice table in this channel, started at once; the game and the channel
    are checked as for /play (one table per channel)."""
    # the server may keep games in one channel
    refusal = await manager.server.play_refusal(interaction)
    if refusal:
        locale = await answer_locale(interaction)  # (the refusal's: the asker's)
        play, learn = (f"/{tr(locale, command)}" for command in ("cmd-play", "cmd-learn"))
        await tell(interaction, refusal.replace(play, learn))
        return

    async def create(interaction: discord.Interaction, game: str, channel_id: int) -> None:
        table = await manager.lobbies.new_table(
            interaction, game, channel_id, {PRACTICE: True}, clock_minutes=0
        )
        if table is None:
            return
        ui: GameUI = manager.games[game]
        for number in range(1, practice_seats(ui.game)):
            table.seats.append(
                SeatRecord(seat=number, user_id=None, name=f"AI {number}", is_ai=True)
            )
        await manager.lobbies.start_practice(interaction, table)
        locale = await answer_locale(interaction)
        said = tr(
            locale,
            "learn-started",
            panel=ui.open_label(locale),
            suggest=tr(locale, "learn-suggest"),
            help=HELP_LABEL,
        )
        await interaction.followup.send(said, ephemeral=True)

    await manager.lobbies.open_lobby_with(interaction, game, create)
