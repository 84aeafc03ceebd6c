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
from functools import partial
from typing import Any, cast

from bot.emoji import emoji_text
from bot.gameui import PRESSES, WHY, Press
from bot.i18n import DEFAULT, tr
from games.base import Move, State
from games.venice import GAME, engine
from games.venice.data import CRITERIA, load
from games.venice.views import CardView, VeniceView
from rendering import venice as render
from rendering.venice.theme import SUIT_INITIAL

PILES = "ABC"
# the suits' two letters, as the pictures write them
SUIT_MARK = SUIT_INITIAL
# the ranks named in words (the others by their number)
RANK_WORDS = {1: "venice-rank-ace", 10: "venice-rank-pawn", 11: "venice-rank-court"}
RANK_WORDS[12] = "venice-rank-crown"


def suit_name(suit: str, locale: str = DEFAULT) -> str:
    return tr(locale, f"venice-suit-{suit.lower()}")


def suit_mark(suit: str, locale: str = DEFAULT) -> str:
    """A suit's two letters, as the panel and the pictures mark it."""
    return tr(locale, f"venice-mark-{suit.lower()}")


def card_name(card: CardView, locale: str = DEFAULT) -> str:
    """A card's name (an Ace's is its suit's)."""
    if card["rank"] == 1:
        return suit_name(card["suits"][0], locale)
    return tr(locale, "venice-card-" + card["name"].lower().replace(" ", "-"))


def rank_word(rank: int, locale: str = DEFAULT) -> str:
    return tr(locale, RANK_WORDS[rank]) if rank in RANK_WORDS else str(rank)


def cards_in(view: VeniceView, locale: str) -> VeniceView:
    """The view with its cards named in `locale`, for the pictures (which draw each card's
    name and rank word); English is the view's own."""
    if locale == DEFAULT:
        return view

    def walk(part: Any) -> Any:
        if isinstance(part, dict):
            if {"name", "rank", "suits"} <= part.keys():  # a card
                rank = "venice-rank-ace-name" if part["rank"] == 1 else RANK_WORDS.get(part["rank"])
                named = {"name": card_name(cast(CardView, part), locale)}
                return {
                    **part,
                    **named,
                    "rank_name": tr(locale, rank) if rank else str(part["rank"]),
                }
            return {key: walk(value) for key, value in part.items()}
        if isinstance(part, list):
            return [walk(value) for value in part]
        return part

    return cast(VeniceView, walk(view))


def card_text(card: CardView, *, emoji: bool = False, locale: str = DEFAULT) -> str:
    """A card in words: rank, name and suits (e.g. "7 Castle (Su Kn)"); with `emoji`, each
    suit as the application's suit emoji where there is one (for texts, not labels)."""
    marks = [
        emoji_text(f"venice_{s.lower()}", suit_mark(s, locale)) if emoji else suit_mark(s, locale)
        for s in card["suits"]
    ]
    suits = " ".join(marks)
    return f"{rank_word(card['rank'], locale)} {card_name(card, locale)} ({suits})"


def pile_text(pile: list[CardView], locale: str = DEFAULT) -> str:
    return ", ".join(card_text(c, emoji=True, locale=locale) for c in pile) or tr(
        locale, "venice-nothing"
    )


def round_words(view: VeniceView, names: Sequence[str], locale: str) -> render.Words:
    """The words of the round's picture: its title, whose turn, each pile's label and who
    took it, and the suits' marks."""
    said = {"half": str(view["half"]), "round": str(view["round"])}
    title = tr(locale, "venice-pic-title", rounds=str(view["rounds_per_half"]), **said)
    who = view["to_act"]
    name = names[who] if who is not None else "?"
    if view["over"]:
        headline = tr(locale, "venice-pic-over")
    else:
        doing = "venice-pic-cutting" if view["stage"] == "split" else "venice-pic-choosing"
        headline = tr(locale, doing, name=name)
    piles = view["piles"] or []
    labels = tuple(
        tr(locale, "venice-pic-pile", pile=PILES[k], count=len(pile))
        for k, pile in enumerate(piles)
    )
    takers = tuple(
        "" if taker is None else tr(locale, "venice-pic-taken-by", name=names[taker])
        for taker in view["taken"][: len(piles)]
    )
    marks = {suit: suit_mark(suit, locale) for suit in SUIT_MARK}
    say = partial(picture_words, locale)
    return render.Words(title, headline, labels or None, takers or None, marks, say)


def picture_words(locale: str, key: str, **args: object) -> str:
    """The sheets' and final scores' pictures' words (rendering.venice's keys)."""
    return tr(locale, f"venice-pic-{key}", **args)


def half_lines(score: dict[str, Any], locale: str = DEFAULT) -> str:
    """A seat's final score, half by half: "Half 1: I 2 + II 3 + III 4 = 9"."""
    return "\n".join(
        tr(
            locale,
            "venice-half-line",
            half=str(k + 1),
            one=str(h["I"]),
            two=str(h["II"]),
            three=str(h["III"]),
            total=str(h["total"]),
        )
        for k, h in enumerate(score["halves"])
    )


def take_label(pile: int, gain: int | None, locale: str = DEFAULT) -> str:
    """A chooser's button for a pile, with what it would add to their score this half."""
    if gain is None:
        return tr(locale, "venice-take-plain", pile=PILES[pile])
    return tr(locale, "venice-take", pile=PILES[pile], gain=f"{gain:+d}")


def gain_words(state: State, seat: int, cards: Sequence[int], locale: str = DEFAULT) -> str:
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
        first, second = (suit_name(s, locale) for s in pairs[before["pairs"][criterion]])
        kind = {"I": "fewer", "II": "against", "III": "run"}[criterion]
        what = tr(locale, f"venice-gain-{kind}", first=first, second=second)
        said = {"criterion": criterion, "what": what, "change": f"{change:+d}"}
        parts.append(tr(locale, "venice-gain-part", **said))
    return "; ".join(parts) or tr(locale, "venice-gain-none")


def _gain(state: State, seat: int, pile: int) -> int:
    return engine.gain(state, seat, state["piles"][pile])


def _greedy(state: State, seat: int, free: Sequence[int]) -> int:
    """The pile a player taking for their own score picks (as the AI expects; ties: the
    first pile)."""
    return max(free, key=lambda k: (_gain(state, seat, k), -k))


def choice_reason(
    state: State, seat: int, pick: int, names: Sequence[str], locale: str = DEFAULT
) -> str:
    """Why the AI takes pile `pick`: what it adds, and when another pile would add more,
    what taking it keeps from the others."""
    free = [k for k, t in enumerate(state["taken"]) if t is None]
    mine = {k: _gain(state, seat, k) for k in free}
    richest = max(free, key=lambda k: (mine[k], -k))
    if mine[pick] >= mine[richest]:
        best = "venice-why-best-of-many" if len(free) > 1 else "venice-why-best"
        how = gain_words(state, seat, state["piles"][pick], locale)
        return tr(locale, best, pile=PILES[pick], gain=f"{mine[pick]:+d}", how=how)
    dist = int(state["distributor"])
    if len(free) == 2:  # the Distributor keeps the pile left over
        left_if = {k: next(o for o in free if o != k) for k in free}
        return tr(
            locale,
            "venice-why-keep-from-distributor",
            best=PILES[richest],
            **{"best-gain": f"{mine[richest]:+d}"},
            name=names[dist],
            left=PILES[left_if[richest]],
            **{"left-gain": f"{_gain(state, dist, left_if[richest]):+d}"},
            pile=PILES[pick],
            gain=f"{mine[pick]:+d}",
            other=PILES[left_if[pick]],
            **{"other-gain": f"{_gain(state, dist, left_if[pick]):+d}"},
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
    return tr(
        locale,
        "venice-why-keep-from-others",
        best=PILES[richest],
        **{"best-gain": f"{mine[richest]:+d}", "lost-to": names[lost_to]},
        lost=f"{lost:+d}",
        pile=PILES[pick],
        gain=f"{mine[pick]:+d}",
        kept=f"{kept:+d}",
        **{"kept-to": names[kept_to]},
    )


def cut_reason(
    state: State,
    seat: int,
    piles: Sequence[Sequence[int]],
    names: Sequence[str],
    locale: str = DEFAULT,
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
    said = {"first-gain": f"{gains[one][first]:+d}", "second-gain": f"{gains[two][second]:+d}"}
    said["last-gain"] = f"{gains[seat][last]:+d}"
    return tr(
        locale,
        "venice-why-cut",
        one=names[one],
        two=names[two],
        first=PILES[first],
        second=PILES[second],
        last=PILES[last],
        **said,
    )


def move_fields(
    state: State, seat: int, move: Move, names: Sequence[str], locale: str = DEFAULT
) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json): the piles of a cut, or the pile
    taken and what it adds; the controls that make it, and the AI's reason, in `locale`
    (the panel's words: "Suggest a move" names its controls as the panel does)."""
    view: VeniceView = GAME.view(state, seat)
    by_id = dict(zip(state["cards"], view["cards"], strict=True))
    piles = [pile_text([by_id[c] for c in pile], locale) for pile in move.get("piles", [])]
    fields: dict[str, object] = dict(zip("abc", piles, strict=False))
    if move["type"] == "split":
        presses = (tr(locale, "venice-suggest-cut"), tr(locale, "venice-confirm-cut"))
        fields[PRESSES] = tuple(Press(p) for p in presses)
        fields[WHY] = cut_reason(state, seat, move["piles"], names, locale)
    if "pile" in move:
        gains = view["me"]["gains"] if view["me"] else []
        gain = gains[move["pile"]] or 0
        fields["pile"], fields["gain"] = PILES[move["pile"]], f"{gain:+d}"
        fields[PRESSES] = (Press(take_label(move["pile"], gain, locale)),)
        fields[WHY] = choice_reason(state, seat, move["pile"], names, locale)
    return fields
