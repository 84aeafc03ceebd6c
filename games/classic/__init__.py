"""Venn Classic: bluffing with hidden hands of two-circle cards, 2 to 8 players."""

from games.base import Game, SeatLimits
from games.classic import engine, rules, views

GAME = Game(
    name="classic",
    title="Venn Classic",
    seats=SeatLimits(2, 8),
    new_game=engine.new_game,
    validate=rules.validate,
    apply=engine.apply,
    view=views.view,
    flow=engine.flow,
    scores=views.scores,
    ai_move=engine.ai_move,
    record=views.record,
    record_for=views.record_for,
    legal_moves=rules.legal_moves,
    sample_move=engine.sample_move,
    can_take_back=rules.can_take_back,
)

__all__ = ["GAME"]
