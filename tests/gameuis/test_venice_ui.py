"""Forget Venice's suggestions say why: "Suggest a cut" fills in the AI's cut with the
reason (which pile each chooser would likely take, what that leaves the Distributor), and
a pile the AI takes although another would add more to its score is explained by what
it keeps from the others (games.venice.ai weighs a point kept from the best other player
at 0.7 of its own)."""

from __future__ import annotations

from bot.gameui import Nav, seat_context
from bot.routes import GameAction
from bot.storage import SeatRecord, TableRecord
from games.base import State
from games.venice import GAME, engine
from gameuis.venice import UI as VeniceUI
from gameuis.venice_words import choice_reason

UI = VeniceUI()
NAMES = ["Alice", "AI 1", "AI 2"]


def table_for(state: State) -> TableRecord:
    return TableRecord(
        id=4343,
        game="venice",
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={},
        seed=state["seed"],
        state=state,
        seats=[SeatRecord(seat=s, user_id=10 + s, name=name) for s, name in enumerate(NAMES)],
    )


def test_suggest_a_cut_fills_in_the_cut_and_says_why() -> None:
    state = GAME.new_game(3, {}, 5)
    seat = GAME.waiting_for(state)[0]
    nav = UI.interpret(state, seat, GameAction("suggest"), [])
    assert isinstance(nav, Nav)
    card = UI.panel(seat_context(table_for(state), seat), GAME.view(state, seat), nav.step)
    text = card.embeds[0].description or ""
    assert "**The AI's cut.**" in text and "leaving you pile" in text, text
    others = [NAMES[(seat + 1) % 3], NAMES[(seat + 2) % 3]]
    assert all(f"{name} " in text for name in others), text
    # asked again it would change nothing: greyed out while the panel shows the AI's cut
    assert suggest_button(card)["disabled"]
    # a cut put together by hand is not called the AI's, and may be replaced by it
    clear = UI.interpret(state, seat, GameAction("clear"), [])
    assert isinstance(clear, Nav)
    plain = UI.panel(seat_context(table_for(state), seat), GAME.view(state, seat), clear.step)
    assert "The AI's cut" not in (plain.embeds[0].description or "")
    assert not suggest_button(plain).get("disabled")


def suggest_button(card) -> dict:
    components = [c for row in card.view.to_components() for c in row["components"]]
    return next(c for c in components if c.get("label") == "Suggest a cut")


def test_a_pile_worth_less_to_the_ai_is_explained_by_what_it_keeps_from_the_others() -> None:
    explained = 0
    for seed in range(1, 4):
        state = GAME.new_game(3, {}, seed)
        while not GAME.is_over(state) and explained < 3:
            seat = GAME.waiting_for(state)[0]
            move = GAME.ai_move(state, seat)
            if move["type"] == "choose":
                free = [k for k, t in enumerate(state["taken"]) if t is None]
                gains = {k: engine.gain(state, seat, state["piles"][k]) for k in free}
                why = choice_reason(state, seat, move["pile"], NAMES)
                if gains[move["pile"]] < max(gains.values()):
                    better = "ABC"[max(free, key=lambda k: (gains[k], -k))]
                    assert why.startswith(f"Pile {better} would add"), why
                    assert "kept from" in why, why
                    explained += 1
                else:
                    assert f"adds {gains[move['pile']]:+d} this half" in why, why
            state, _ = GAME.apply(state, seat, move)
    assert explained
