"""Forget Venice: three players cut seven Decktet cards into piles, two halves of six rounds."""

from games.base import Game, SeatLimits
from games.venice import ai, engine, views

GAME = Game(
    name="venice",
    title="Forget Venice",
    seats=SeatLimits(3, 3),
    new_game=engine.new_game,
    validate=engine.validate,
    apply=engine.apply,
    view=views.view,
    flow=engine.flow,
    scores=engine.scores,
    ai_move=ai.choose,
    record=engine.record,
    legal_moves=engine.legal_moves,
    can_take_back=engine.can_take_back,
)

__all__ = ["GAME"]
