"""VENNi, Vidi, Vici: two players, dots and circles on a sheet of paper."""

from games.base import Game, SeatLimits
from games.vvv import engine, report
from games.vvv.data import load

GAME = Game(
    name=engine.NAME,
    title="VENNi, Vidi, Vici",
    seats=SeatLimits(load().raw["players"]["min"], load().raw["players"]["max"]),
    new_game=engine.new_game,
    validate=engine.validate,
    apply=engine.apply,
    view=report.view,
    flow=engine.flow,
    scores=report.scores,
    ai_move=engine.ai_move,
    record=report.record,
    legal_moves=engine.legal_moves,
    sample_move=engine.sample_move,
    can_take_back=engine.can_take_back,
)

__all__ = ["GAME"]
