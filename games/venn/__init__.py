"""VENN: a roll & write with five polyhedral dice and overlapping sections."""

from games.base import Game, SeatLimits
from games.venn import engine, rules, scoring, views

GAME = Game(
    name="venn",
    title="VENN",
    seats=SeatLimits(1, 6),
    new_game=engine.new_game,
    validate=rules.validate,
    apply=engine.apply,
    view=views.view,
    flow=engine.flow,
    scores=scoring.scores,
    ai_move=engine.ai_move,
    record=views.record,
    legal_moves=rules.legal_moves,
    can_take_back=engine.can_take_back,
)

__all__ = ["GAME"]
