"""Forget Venice's panel in words: cards, piles and the panel's buttons as the panel names
them, and the AI's moves told for "Suggest a move" and "Suggest a cut" (the move's fields
for its sentence in data/hints.json, the controls that make it, the AI's reason).

The reasons follow the AI's own model (games.venice.ai): a point for itself is worth more
than a point kept from the best of the others (RIVALRY), and each other player takes the
pile that adds most to their own score. So when the AI takes a pile worth less to it, the
reason says what that keeps from whom.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.emoji import emoji_text
from bot.gameui import PRESSES, WHY, Press
from games.base import Move, State
from games.venice import GAME, engine
from games.venice.data import CRITERIA, load
from games.venice.views import CardView, VeniceView
from rendering.venice.theme import SUIT_INITIAL

PILES = "ABC"
# the suits' two letters, as the pictures write them
SUIT_MARK = SUIT_INITIAL
SUGGEST_CUT, CONFIRM_CUT = "Suggest a cut", "Confirm the cut"


def card_text(card: CardView, *, emoji: bool = False) -> str:
    """A card in words: rank, name and suits (e.g. "7 Castle (Su Kn)"); with `emoji`, each
    suit as the application's suit emoji where there is one (for texts, not labels)."""
    rank = {1: "A", 10: "Pawn", 11: "Court", 12: "Crown"}.get(card["rank"], str(card["rank"]))
    marks = [
        emoji_text(f"venice_{s.lower()}", SUIT_MARK[s]) if emoji else SUIT_MARK[s]
        for s in card["suits"]
    ]
    suits = " ".join(marks)
    name = card["name"].removeprefix("Ace of ") if card["rank"] == 1 else card["name"]
    return f"{rank} {name} ({suits})"


def pile_text(pile: list[CardView]) -> str:
    return ", ".join(card_text(c, emoji=True) for c in pile) or "nothing"


def take_label(pile: int, gain: int | None) -> str:
    """A chooser's button for a pile, with what it would add to their score this half."""
    return f"Take pile {PILES[pile]} ({gain:+d})" if gain is not None else f"Take {PILES[pile]}"


def gain_words(state: State, seat: int, cards: Sequence[int]) -> str:
    """What a pile adds to the seat's half score, criterion by criterion, named by its
    suits: "III, a run in Moons or Wyrms +1; II, Suns against Leaves -1"."""
    before = engine.half_score(state, seat)
    after = engine.half_score(state, seat, cards)
    pairs = load().pairs
    changes = dict(
        zip(
            CRITERIA,
            (after["I"] - before["I"], after["II"] - before["II"], after["III"] - before["III"]),
            strict=True,
        )
    )
    parts = []
    for criterion, change in changes.items():
        if not change:
            continue
        first, second = pairs[before["pairs"][criterion]]
        what = {
            "I": f"fewer of {first} and {second}",
            "II": f"{first} against {second}",
            "III": f"a run in {first} or {second}",
        }[criterion]
        parts.append(f"{criterion}, {what} {change:+d}")
    return "; ".join(parts) or "no criterion changes"


def _gain(state: State, seat: int, pile: int) -> int:
    return engine.gain(state, seat, state["piles"][pile])


def _greedy(state: State, seat: int, free: Sequence[int]) -> int:
    """The pile a player taking for their own score picks (as the AI expects; ties: the
    first pile)."""
    return max(free, key=lambda k: (_gain(state, seat, k), -k))


def choice_reason(state: State, seat: int, pick: int, names: Sequence[str]) -> str:
    """Why the AI takes pile `pick`: what it adds, and when another pile would add more,
    what taking it keeps from the others."""
    free = [k for k, t in enumerate(state["taken"]) if t is None]
    mine = {k: _gain(state, seat, k) for k in free}
    richest = max(free, key=lambda k: (mine[k], -k))
    if mine[pick] >= mine[richest]:
        most = ", the most of the piles left" if len(free) > 1 else ""
        return (
            f"Pile {PILES[pick]} adds {mine[pick]:+d} this half "
            f"({gain_words(state, seat, state['piles'][pick])}){most}."
        )
    dist = int(state["distributor"])
    if len(free) == 2:  # the Distributor keeps the pile left over
        left_if = {k: next(o for o in free if o != k) for k in free}
        return (
            f"Pile {PILES[richest]} would add {mine[richest]:+d} for you, but it would leave "
            f"{names[dist]} pile {PILES[left_if[richest]]}, worth "
            f"{_gain(state, dist, left_if[richest]):+d} to them; taking pile {PILES[pick]} "
            f"({mine[pick]:+d}) leaves them pile {PILES[left_if[pick]]} "
            f"({_gain(state, dist, left_if[pick]):+d}). A point kept from them is worth most "
            "of a point of your own."
        )
    following = (seat + 1) % len(names)

    def others_best(k: int) -> tuple[int, int]:
        """(seat, gain) of the other player who gains most once the AI took pile k."""
        rest = [o for o in free if o != k]
        theirs = _greedy(state, following, rest)
        last = next(o for o in rest if o != theirs)
        outcome = {following: _gain(state, following, theirs), dist: _gain(state, dist, last)}
        top = max(outcome, key=lambda s: (outcome[s], -s))
        return top, outcome[top]

    lost_to, lost = others_best(richest)
    kept_to, kept = others_best(pick)
    return (
        f"Pile {PILES[richest]} would add {mine[richest]:+d} for you, but then "
        f"{names[lost_to]} would gain {lost:+d}; with pile {PILES[pick]} ({mine[pick]:+d}) "
        f"the most anyone else gains is {kept:+d} ({names[kept_to]}). A point kept from the "
        "others is worth most of a point of your own."
    )


def cut_reason(
    state: State, seat: int, piles: Sequence[Sequence[int]], names: Sequence[str]
) -> str:
    """Why the AI cuts so: how it expects the choosers to take (each the pile that adds
    most to their own score) and what that leaves it."""
    n = len(names)
    one, two = (seat + 1) % n, (seat + 2) % n
    gains = [[engine.gain(state, s, list(p)) for p in piles] for s in range(n)]
    first = max(range(3), key=lambda k: (gains[one][k], -k))
    rest = [k for k in range(3) if k != first]
    second = max(rest, key=lambda k: (gains[two][k], -k))
    last = next(k for k in rest if k != second)
    return (
        f"{names[one]} would likely take pile {PILES[first]} ({gains[one][first]:+d} for "
        f"them) and {names[two]} pile {PILES[second]} ({gains[two][second]:+d}), leaving "
        f"you pile {PILES[last]} ({gains[seat][last]:+d}); of every cut, this one does "
        "best for you against the best of the others."
    )


def move_fields(state: State, seat: int, move: Move, names: Sequence[str]) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json): the piles of a cut, or the pile
    taken and what it adds; the controls that make it, and the AI's reason."""
    view: VeniceView = GAME.view(state, seat)
    by_id = dict(zip(state["cards"], view["cards"], strict=True))
    piles = [pile_text([by_id[c] for c in pile]) for pile in move.get("piles", [])]
    fields: dict[str, object] = dict(zip("abc", piles, strict=False))
    if move["type"] == "split":
        fields[PRESSES] = (Press(SUGGEST_CUT), Press(CONFIRM_CUT))
        fields[WHY] = cut_reason(state, seat, move["piles"], names)
    if "pile" in move:
        gains = view["me"]["gains"] if view["me"] else []
        gain = gains[move["pile"]] or 0
        fields["pile"], fields["gain"] = PILES[move["pile"]], gain
        fields[PRESSES] = (Press(take_label(move["pile"], gain)),)
        fields[WHY] = choice_reason(state, seat, move["pile"], names)
    return fields
