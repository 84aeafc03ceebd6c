"""Venn Classic's texts come from its message files (locales/*/classic.ftl): in the
pseudo-locale (bot.i18n.pseudo) every line of its panels at each step of each phase, its
statuses, final message, refusals (the engine's rules too), the moves "Suggest a move"
tells with the AI's reasons, and every word its pictures draw are accented, but for the
players' names, numbers, the game's name and markup. A text left in code would show
unaccented here. Its pictures' words fit where they are drawn in every language."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.gameui import PRESSES, WHY, GameUI, Refusal, seat_context, table_context
from bot.i18n import PSEUDO, Text, catalog, tr
from bot.routes import GameAction
from games.base import State
from games.classic import GAME
from games.classic.engine import bid_range
from games.classic.refusals import KEYS
from games.classic.views import review_view
from gameuis.classic import UI as ClassicUI
from gameuis.classic_words import move_fields, rule_text
from gameuis.say import Say
from rendering import classic as render
from rendering.classic.table import LEGEND_ROOM, legend_size, legend_width
from tests.contract.test_panels import table_for
from tests.gameuis.classic_fit import misfits
from tests.gameuis.spoken import card_texts, outside_files

OURS_NOT = re.compile(r"<[^>]*>|\d+|Venn Classic|Player|[✓✗🔍✅❌·…*+()\-:;,.!?]")
PHASES = ("call", "place", "bid", "challenge", "recover", "discard")
SHIPPED = ("en-US", "de", "fr", "es-ES", "pt-BR")


def _states() -> dict[str, State]:
    """A state in each phase of a seeded AI game (round 2 on where it gets there), and
    its end."""
    found: dict[str, State] = {}
    for seed in range(1, 30):
        state = GAME.new_game(4, {}, seed)
        while not GAME.is_over(state):
            phase = state["phase"]
            if phase not in found or (found[phase]["round"] < 2 <= state["round"]):
                found[phase] = state
            seat = GAME.waiting_for(state)[0]
            state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
        found["over"] = state
        if all(p in found for p in PHASES):
            return found
    raise AssertionError("no seeded game went through every phase")


STATES = _states()


def _steps(state: State, seat: int) -> list[dict[str, Any] | None]:
    """A panel's steps: as first drawn, a colour picked, cards pushed."""
    steps: list[dict[str, Any] | None] = [None]
    if state["phase"] == "call":
        steps.append({"colour": "orange"})
    if state["phase"] == "bid":
        pushable = GAME.view(state, seat)["me"]["pushable"]
        steps += [{"push": pushable[:1]}] if pushable else []
    return steps


def panel_texts(ui: GameUI, state: State, locale: str) -> list[str]:
    """Every seat's panel at each step, and the status, in `locale`."""
    table = table_for("classic", state)
    names = [seat.name for seat in table.seats]
    texts: list[str] = []
    for seat in range(len(names)):
        for step in _steps(state, seat):
            card = ui.panel(seat_context(table, seat, locale), GAME.panel_view(state, seat), step)
            texts += card_texts(card)
    status = ui.status(table_context(table, locale), GAME.view(state, None), names)
    return texts + card_texts(status)


def suggested_texts(state: State, locale: str) -> list[str]:
    """What "Suggest a move" tells of the AI's move for each seat to act: its controls,
    options and reason."""
    names = [f"Player {k + 1}" for k in range(len(state["seats"]))]
    texts = []
    for seat in GAME.waiting_for(state):
        fields = move_fields(state, seat, GAME.ai_move(state, seat), names, locale)
        texts.append(str(fields[WHY]))
        for press in fields[PRESSES]:  # type: ignore[attr-defined]
            texts += [press.control, *press.options]
    return texts


class Recording:
    """Words that note what a picture draws, said in one language."""

    def __init__(self, locale: str) -> None:
        self.say = Say(locale)
        self.asked: dict[str, str] = {}

    def __call__(self, msg_id: str, /, **args: object) -> str:
        self.asked[msg_id] = text = self.say(msg_id, **args)
        return text

    def __hash__(self) -> int:
        return id(self)


def picture_words(locale: str) -> Recording:
    words = Recording(locale)
    names = [f"Player {k + 1}" for k in range(4)]
    for phase, state in STATES.items():
        for seat in range(4):
            view = GAME.view(state, seat)
            render.render_hand(view, seat, names[seat], names=names, say=words)
        public = GAME.view(state, None)
        render.render_table(public, names, words)
        render.render_turn(public, names, words)
        if phase == "over":
            render.render_final(public, names, words)
            render.render_review(review_view(GAME.view(state, 0)), names, words)
    return words


def test_classic_speaks_only_from_its_message_files() -> None:
    ui = ClassicUI()
    texts: list[str] = []
    for phase, state in STATES.items():
        texts += panel_texts(ui, state, PSEUDO)
        if phase != "over":
            texts += suggested_texts(state, PSEUDO)
    # the refusals: a click the panel does not make, a choice that is no option, and the
    # engine's rules (one met through a click, and every rule by its key)
    bid = STATES["bid"]
    seat = GAME.waiting_for(bid)[0]
    clicks = [(GameAction("nope"), ["1"]), (GameAction("raise"), ["x"])]
    clicks.append((GameAction("raise"), ["99"]))  # above every bid the table allows
    for action, values in clicks:
        refused = ui.interpret(bid, seat, action, values)
        assert isinstance(refused, Refusal), action
        texts.append(refused.said(PSEUDO))
    numbers = {"seat": 1, "slot": 0, "last": 2, "count": 2, "called": 3, "low": 1, "high": 6}
    texts += [rule_text((key, numbers)).in_locale(PSEUDO) for key in KEYS]
    # the final message, and the words every picture draws
    over = STATES["over"]
    table = table_for("classic", over)
    names = [s.name for s in table.seats]
    final = ui.final(table_context(table, PSEUDO), GAME.view(over, None), names, GAME.scores(over))
    texts += card_texts(final)
    drawn = picture_words(PSEUDO)
    texts += list(drawn.asked.values())
    assert all(msg_id in catalog().shapes for msg_id in drawn.asked)
    assert outside_files(texts, OURS_NOT) == []
    assert len(texts) > 200 and len(drawn.asked) > 80, (len(texts), len(drawn.asked))


def test_an_engine_refusal_is_said_in_the_clicker_s_language() -> None:
    ui = ClassicUI()
    bid = STATES["bid"]
    seat = GAME.waiting_for(bid)[0]
    refused = ui.interpret(bid, seat, GameAction("raise"), ["99"])
    assert isinstance(refused, Refusal) and isinstance(refused.reason, Text)
    top = str(bid_range(bid, seat, [])[1])
    german = refused.said("de")
    assert german == tr("de", "classic-rule-bid-too-high", count=top), german
    assert f"höchstens {top}" in german
    # the engine says the same rule in its own English (records, IllegalMove) as before
    assert GAME.validate(bid, seat, {"type": "bid", "amount": 99, "push": []}) == (
        f"Your bid may be at most {top}: your pushed cards plus every other player's placed cards."
    )


def test_a_german_panel_names_its_controls_as_its_suggestion_does() -> None:
    ui = ClassicUI()
    for phase in ("call", "place", "bid", "challenge", "discard"):
        state = STATES[phase]
        seat = GAME.waiting_for(state)[0]
        table = table_for("classic", state)
        names = [s.name for s in table.seats]
        fields = move_fields(state, seat, GAME.ai_move(state, seat), names, "de")
        press = fields[PRESSES][0]  # type: ignore[index]
        step = {"colour": "orange"} if phase == "call" and "(" in press.control else None
        card = ui.panel(seat_context(table, seat, "de"), GAME.panel_view(state, seat), step)
        controls = card_texts(card)
        assert press.control in controls, (phase, press.control, controls)
        assert all(option in controls for option in press.options), (phase, press)
        assert any(word in " ".join(controls) for word in ("Karte", "Farbe", "Gebot"))
    status = ui.status(table_context(table, "de"), GAME.view(state, None), names)
    assert "Runde" in (status.embeds[0].title or "")


@pytest.mark.parametrize("locale", SHIPPED)
def test_classic_s_picture_words_fit_where_they_are_drawn(locale: str) -> None:
    assert misfits(locale) == []


def test_classic_s_pictures_draw_in_the_reader_s_language() -> None:
    state = STATES["challenge"]
    names = [f"Player {k + 1}" for k in range(4)]
    public = GAME.view(state, None)
    german = render.render_table(public, names, Say("de"))
    assert german != render.render_table(public, names, Say("en-US"))
    drawn = picture_words("de")
    assert drawn.asked["classic-pic-your-hand"] == "Deine Hand"
    # the longest language's legend keeps its full type size on the table's one line
    longest = max(SHIPPED, key=lambda locale: legend_width(Say(locale)))
    assert legend_width(Say(longest)) <= LEGEND_ROOM, longest
    assert legend_size(Say(PSEUDO)) < 16  # longer still: drawn smaller, not cut
