"""Forget Venice's and VENNi, Vidi, Vici's texts come from the message files: in the
pseudo-locale (bot.i18n.pseudo) every line of their panels (at each step), statuses,
final messages and refusals, and every label, placeholder and menu option, is accented,
but for the players' names, numbers, the game's name and the letters naming piles and
criteria. A text left in code would show unaccented here."""

from __future__ import annotations

import re
from typing import Any

from bot.gameui import GameUI, Refusal, seat_context, table_context
from bot.i18n import PSEUDO, SHIPPED, Text, catalog
from bot.routes import GameAction
from games.base import State
from games.venice import GAME as VENICE
from games.vvv import GAME as VVV
from games.vvv import choices, offers
from games.vvv.refusals import KEYS
from gameuis.venice import UI as VeniceUI
from gameuis.venice_words import cards_in, round_words
from gameuis.vvv import UI as VvvUI
from gameuis.vvv_words import board_words, caption, rule_text
from tests.contract.test_panels import table_for
from tests.games.vvv.test_engine import REFUSED_THIRD, play
from tests.gameuis.spoken import card_texts, outside_files
from tests.gameuis.test_vvv_ui import circle_states

# what is no text of ours: mentions and emoji, numbers, the game's name, the seats' names,
# pile letters and criteria numerals
OURS_NOT = re.compile(
    r"<[^>]*>|\d+|Forget Venice|VENNi, Vidi, Vici|Player|\b[A-I]\b|\b[xy]\b|\bI{1,3}\b"
)


def panels(ui: GameUI, game: str, state: State, steps: list[Any]) -> list[str]:
    """Each seat's panel at each step, and the status, in the pseudo-locale."""
    table = table_for(game, state)
    names = [seat.name for seat in table.seats]
    texts: list[str] = []
    for seat in range(len(names)):
        for step in steps:
            ctx = seat_context(table, seat, PSEUDO)
            texts += card_texts(ui.panel(ctx, ui.game.panel_view(state, seat), step))
    public = ui.game.view(state, None)
    return texts + card_texts(ui.status(table_context(table, PSEUDO), public, names))


def refusal_texts(ui: GameUI, state: State, seat: int, clicks: list[GameAction]) -> list[str]:
    out = []
    for action in clicks:
        refused = ui.interpret(state, seat, action, ["99"])
        assert isinstance(refused, Refusal), action
        out.append(refused.said(PSEUDO))
    return out


def final_texts(ui: GameUI, name: str, state: State) -> list[str]:
    """The game played out by the AI from `state`: its final message."""
    game = ui.game
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        state, _ = game.apply(state, seat, game.ai_move(state, seat))
    table = table_for(name, state)
    names = [s.name for s in table.seats]
    scores = game.scores(state)
    final = ui.final(table_context(table, PSEUDO), game.view(state, None), names, scores)
    return card_texts(final)


def test_forget_venice_speaks_only_from_its_message_files() -> None:
    ui = VeniceUI()
    state = VENICE.new_game(3, {}, 7)
    cutter = VENICE.waiting_for(state)[0]
    suggested = ui.interpret(state, cutter, GameAction("suggest"), [])
    steps = [None, {"a": 1, "b": 2}, getattr(suggested, "step", None)]
    texts = panels(ui, "venice", state, steps)
    texts += refusal_texts(ui, state, cutter, [GameAction("pa", ("0",)), GameAction("nope")])
    state, _ = VENICE.apply(state, cutter, VENICE.ai_move(state, cutter))
    texts += panels(ui, "venice", state, [None])  # a chooser's buttons
    # the words its round's picture draws: title, whose turn, the piles, the cards' names
    public = VENICE.view(state, None)
    drawn = round_words(public, ["Player 1", "Player 2", "Player 3"], PSEUDO)
    texts += [drawn.title or "", drawn.headline or "", *(drawn.piles or ())]
    texts += [card["name"] for card in cards_in(public, PSEUDO)["cards"]]
    texts += [card["rank_name"] for card in cards_in(public, PSEUDO)["cards"] if card["rank"] > 9]
    texts += final_texts(ui, "venice", state)
    assert outside_files(texts, OURS_NOT) == []
    assert len(texts) > 40 and any("Take" not in t and "Ţàķé" in t for t in texts), texts


def modal_texts(ui: GameUI, state: State, seat: int) -> list[str]:
    table = table_for("vvv", state)
    texts = []
    for form in ("typedot", "typecircle"):
        modal = ui.modal(seat_context(table, seat, PSEUDO), GameAction(form))
        assert modal is not None
        texts += [modal.title] + [i.to_component_dict()["label"] for i in modal.children]
    return texts


def test_vvv_speaks_only_from_its_message_files() -> None:
    ui = VvvUI()
    [state] = circle_states(1)
    seat = VVV.waiting_for(state)[0]
    circle = offers.page(state, 0)[0]
    steps = [None, {"page": 0}, {"preview": circle, "letter": "A", "page": 0}]
    steps.append({"preview": circle, "typed": ["500.4", "350", "120"]})
    texts = panels(ui, "vvv", state, steps)
    texts += modal_texts(ui, state, seat)
    # the words its pictures draw: the turn's line, the scores, a circle's caption
    names = ["Player 1", "Player 2"]
    drawn = board_words(VVV.view(state, None), names, PSEUDO)
    texts += [drawn.note or "", *(drawn.seats or ())]
    texts.append(caption(offers.outcome(state, seat, circle), names, PSEUDO))
    clicks = [GameAction("region"), GameAction("nope")]
    texts += refusal_texts(ui, state, seat, clicks)
    typed = ui.interpret_text(state, seat, GameAction("circle"), {"cx": "x", "cy": "", "r": ""})
    assert isinstance(typed, Refusal)
    texts.append(typed.said(PSEUDO))
    state, _ = VVV.apply(state, seat, VVV.ai_move(state, seat))  # a dot's turn next
    seat = VVV.waiting_for(state)[0]
    region = choices.open_regions(state)[0]
    texts += panels(ui, "vvv", state, [None, {"region": region}])
    texts += final_texts(ui, "vvv", state)
    assert outside_files(texts, OURS_NOT) == []
    assert len(texts) > 40


def _dot_state() -> State:
    """A game (seed 4) whose first player's third dot of a region waits for its circle."""
    state = VVV.new_game(2, {}, 4)
    for at in ([250, 300], [700, 420], [250, 420]):
        state, _ = VVV.apply(state, VVV.waiting_for(state)[0], {"type": "dot", "at": at})
    return state


def _typed(fields: dict[str, int]) -> dict[str, str]:
    return {k: str(v) for k, v in fields.items()}


def engine_refusals() -> list[tuple[str, Refusal]]:
    """The engine's refusals as the panel meets them, each with the rule it names: clicks
    and typed dots and circles the engine refuses, on boards where each rule bites."""
    ui = VvvUI()
    out: list[tuple[str, Refusal]] = []

    def refused(key: str, result: object) -> None:
        assert isinstance(result, Refusal), (key, result)
        out.append((key, result))

    start = VVV.new_game(2, {}, 1)
    first = VVV.waiting_for(start)[0]
    dot = GameAction("dot")
    for key, (x, y) in {
        "off-paper": (1200, 100),
        "near-edge": (5, 300),
        "near-circle": (400, 135),
        "near-dot": (285, 355),
    }.items():
        refused(key, ui.interpret_text(start, first, dot, _typed({"x": x, "y": y})))
    refused("not-your-turn", ui.interpret_text(start, 1 - first, dot, _typed({"x": 100, "y": 100})))
    refused("pass-not-stuck", ui.interpret(start, first, GameAction("pass"), []))
    confirm = GameAction("confirm", ("500", "200", "100"))
    refused("dot-first", ui.interpret(start, first, confirm, []))
    third = play(REFUSED_THIRD)
    seat = VVV.waiting_for(third)[0]
    refused("third-dot", ui.interpret_text(third, seat, dot, _typed({"x": 400, "y": 345})))
    refused("locked", ui.interpret_text(third, seat, dot, _typed({"x": 410, "y": 415})))
    pending = _dot_state()
    seat = VVV.waiting_for(pending)[0]
    refused("circle-now", ui.interpret_text(pending, seat, dot, _typed({"x": 100, "y": 100})))
    for key, (cx, cy, r) in {
        "off-lattice": (5, 350, 100),
        "crossings": (100, 100, 50),
        "covered": (500, 350, 150),
        "no-split": (500, 200, 100),
        "circle-near-dot": (500, 350, 220),
        "too-close": (400, 350, 220),
    }.items():
        typed = _typed({"cx": cx, "cy": cy, "r": r})
        refused(key, ui.interpret_text(pending, seat, GameAction("circle"), typed))
    return out


def test_vvv_engine_refusals_reach_the_clicker_in_their_language() -> None:
    refusals = engine_refusals()
    for key, refusal in refusals:  # the rule the engine names, not a sentence in code
        reason = refusal.reason
        assert isinstance(reason, Text), (key, reason)
        rule = reason.args.get("reason", reason)
        assert isinstance(rule, Text) and rule.msg_id == f"vvv-rule-{key}", (key, rule)
    texts = [refusal.said(PSEUDO) for _, refusal in refusals]
    assert outside_files(texts, OURS_NOT) == []
    # every rule the engine can name has its words, in every language
    numbers = {"gap": 10, "step": 10, "low": 20, "high": 340, "by": 5, "need": 2, "count": 0}
    every = [rule_text((key, numbers)).in_locale(PSEUDO) for key in KEYS]
    assert outside_files(every, OURS_NOT) == []
    for locale in SHIPPED:
        assert all(catalog().bundles[locale].has_message(f"vvv-rule-{key}") for key in KEYS)


def test_vvv_engine_refusals_in_german() -> None:
    said = dict(engine_refusals())
    assert said["off-paper"].said("de") == "Diese Stelle liegt nicht auf dem Blatt."
    assert said["crossings"].said("de") == (
        "Du hast Mitte (100, 100), Radius 50 getippt; auf dem Gitter ist das Mitte (100, 100), "
        "Radius 50. Ein neuer Kreis muss genau 2 Kreise schneiden; dieser schneidet 0."
    )
    assert said["near-edge"].said("de") == (
        "Ein Punkt muss mindestens 10 Einheiten vom Blattrand entfernt sein."
    )
