"""Abstract: a paint-by-number dice game for any number of players."""

from games.abstract import engine, scoring
from games.abstract.data import load
from games.base import Game, SeatLimits

GAME = Game(
    name=engine.NAME,
    title="Abstract",
    seats=SeatLimits(load().min_players, load().max_players),
    new_game=engine.new_game,
    validate=engine.validate,
    apply=engine.apply,
    view=engine.view,
    seat_view=engine.seat_view,
    flow=engine.flow,
    scores=scoring.scores,
    ai_move=engine.ai_move,
    record=engine.record,
    legal_moves=engine.legal_moves,
    can_take_back=engine.can_take_back,
)

__all__ = ["GAME"]
