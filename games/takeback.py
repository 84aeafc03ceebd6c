"""Taking a move back, decided by the engine: the seat's last move is cancelled when the
game says it revealed nothing (`Game.may_take_back`) and nobody else has acted since, or, in
a simultaneous round, while the round is open (the other seats' moves since are then played
again on the state before it, each still legal)."""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Game, Move, State


@dataclass(frozen=True)
class Made:
    """One move as it was made: its seat, the move and the states around it."""

    seat: int
    move: Move
    before: State
    after: State


NOTHING = "You have no move of yours to take back."
MOVED_ON = "Another player has acted since your move, so it stands."
REVEALED = (
    "That move cannot be taken back: it showed the table something new (a die, a card, a "
    "pile, a closed round or a locked region)."
)


def last_of(made: list[Made], seat: int) -> int | None:
    """The index of the seat's last move among `made` (None: it has none there)."""
    return next((k for k in range(len(made) - 1, -1, -1) if made[k].seat == seat), None)


def refusal(game: Game, made: list[Made], seat: int) -> str | None:
    """Why the seat may not take its last move back (None: it may). `made` are the table's
    latest moves, in order, the last of them leading to the state as it is now."""
    k = last_of(made, seat)
    if k is None:
        return NOTHING
    mine, later = made[k], made[k + 1 :]
    if later and not _alongside(game, mine, later):
        return MOVED_ON  # another seat played on after it, or the round closed
    if not game.may_take_back(mine.before, mine.move, mine.after, seat):
        return REVEALED
    return None


def _alongside(game: Game, mine: Made, later: list[Made]) -> bool:
    """Whether the moves made after `mine` were made alongside it, in a simultaneous round
    still open: each by a seat that was to act already before it, in the same turn."""
    was = game.flow(mine.before)
    turn = game.flow(mine.after).turn_key
    return (
        all(m.seat in was.active and game.flow(m.after).turn_key == turn for m in later)
        and game.flow(later[-1].after).turn_key == turn
    )


def take_back(game: Game, made: list[Made], seat: int) -> tuple[State, list[Made]] | str:
    """The state with the seat's last move taken back, and the moves made since it played
    again (or why it cannot be)."""
    reason = refusal(game, made, seat)
    if reason:
        return reason
    k = last_of(made, seat)
    assert k is not None
    state = made[k].before
    again: list[Made] = []
    for other in made[k + 1 :]:
        if game.validate(state, other.seat, other.move) is not None:
            return MOVED_ON
        after, _ = game.apply(state, other.seat, other.move)
        again.append(Made(other.seat, other.move, state, after))
        state = after
    return state, made[:k] + again
