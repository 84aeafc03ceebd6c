"""What the Venn Classic AI reads from its view: card odds per seat, each opponent's
habits learned from the public history, and the worth of a position (see
games.classic.ai for the whole method)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.base import View
from games.classic.data import load

_D = load()
HAND = _D.hand_size
LOSS = _D.cards_lost
TYPES: tuple[str, ...] = _D.type_codes
COPIES = {code: _D.types[code].copies for code in TYPES}
CONTAINS: dict[str, frozenset[str]] = dict(_D.contains)
COLOURS: tuple[str, ...] = _D.colours

GRID = tuple((i + 0.5) / 10 for i in range(10))


# --------------------------------------------------------------------------- small maths


def _posterior_mean(
    prior: tuple[float, float], likelihoods: Iterable[tuple[float, float]]
) -> float:
    """Mean of a parameter x on a grid, with a Beta-like prior (a, b), given observations
    whose chance is c0 + c1 * x (each pair is (c0, c1))."""
    a, b = prior
    weights = [x ** (a - 1) * (1 - x) ** (b - 1) for x in GRID]
    for c0, c1 in likelihoods:
        weights = [w * max(1e-9, c0 + c1 * x) for w, x in zip(weights, GRID, strict=True)]
        top = max(weights)
        weights = [w / top for w in weights]
    total = sum(weights)
    return float(sum(w * x for w, x in zip(weights, GRID, strict=True)) / total)


def _class_rate(colour: str) -> float:
    """Share of the deck showing the colour: 2/3 for red, yellow, blue; 1/3 for the rest."""
    return len(CONTAINS[colour]) / len(TYPES)


def _strength(cards: int) -> float:
    if cards <= 0:
        return 0.0
    lives = (cards + 1) // 2 + 0.05 * cards
    return lives * lives


def worth(counts: dict[int, int], seat: int) -> float:
    """The seat's share of the table: s(own cards) / sum of s(cards) over all seats."""
    total = sum(_strength(c) for c in counts.values())
    return _strength(counts.get(seat, 0)) / total if total else 0.0


def _lose(counts: dict[int, int], seats: Iterable[int]) -> dict[int, int]:
    out = dict(counts)
    for k in seats:
        out[k] = max(0, out[k] - LOSS)
    return out


# --------------------------------------------------------------------------- what the view tells


class Reading:
    """Everything the player draws from its view: card odds per seat and the habits of
    each opponent learned from earlier rounds."""

    def __init__(self, v: View, me: int) -> None:
        self.v = v
        self.me = me
        self.n = v["players"]
        self.seats_in = [s["seat"] for s in v["seats"] if not s["out"]]
        self.counts = {k: v["seats"][k]["cards"] for k in self.seats_in}
        mine = v["me"]
        own = [c["type"] for c in mine["hand"]] + [c["type"] for c in mine["placed"]]
        own += [c["type"] for c in mine["discard"]]
        self.mine = {t: own.count(t) for t in TYPES}
        self._learn_history()
        self._composition()

    # habits -------------------------------------------------------------------------

    def _learn_history(self) -> None:
        v, me = self.v, self.me
        seats = range(self.n)
        honest: dict[int, list[tuple[float, float]]] = {k: [] for k in seats}
        avoid: dict[int, list[tuple[float, float]]] = {k: [] for k in seats}
        smart: dict[int, list[tuple[float, float]]] = {k: [] for k in seats}
        raises = {k: [0, 0] for k in seats}
        pushes = {k: [0, 0] for k in seats}
        known: dict[int, dict[str, float]] = {k: dict.fromkeys(TYPES, 0.0) for k in seats}
        for h in v["history"]:
            rate = _class_rate(h["colour"])
            pushed = {int(k): set(s) for k, s in h["pushed"].items()}
            slots = {int(k): n for k, n in h["slots"].items()}
            shown: dict[int, dict[str, int]] = {}
            for t in h["turned"]:
                k = t["seat"]
                if k != me:
                    if t["slot"] in pushed.get(k, ()):
                        # shows the colour with chance h + (1 - h) * rate
                        honest[k].append(
                            (rate, 1 - rate) if t["has_colour"] else (1 - rate, rate - 1)
                        )
                    else:
                        # shows the colour with chance (1 - a) * rate
                        avoid[k].append((rate, -rate) if t["has_colour"] else (1 - rate, rate))
                per = shown.setdefault(k, {})
                per[t["type"]] = per.get(t["type"], 0) + 1
            for k, per in shown.items():
                for t, c in per.items():
                    known[k][t] = max(known[k][t], float(c))
            for key, lost in h["lost"].items():
                k = int(key)
                held = h["hand_sizes"].get(key, 0) + lost
                if held > 0:
                    keep = (held - lost) / held
                    known[k] = {t: w * keep for t, w in known[k].items()}
            self._count_bids(h["bids"], slots, raises, pushes)
            self._count_turns(h, pushed, slots, smart)
        self._count_bids(
            v["actions"],
            {s["seat"]: len(s["placed"]) for s in v["seats"]},
            raises,
            pushes,
        )
        self.honesty = {k: _posterior_mean((1.6, 2.0), honest[k]) for k in seats}
        self.avoid = {k: _posterior_mean((1.0, 3.0), avoid[k]) for k in seats}
        self.smart = {k: _posterior_mean((1.2, 2.0), smart[k]) for k in seats}
        self.raise_rate = {k: (raises[k][0] + 1) / (sum(raises[k]) + 2) for k in seats}
        self.push_rate = {k: (pushes[k][0] + 1) / (pushes[k][1] + 3) for k in seats}
        self.known = known

    @staticmethod
    def _count_bids(
        actions: Sequence[dict[str, Any]],
        slots: dict[int, int],
        raises: dict[int, list[int]],
        pushes: dict[int, list[int]],
    ) -> None:
        first = True
        done: dict[int, int] = {}
        for a in actions:
            k = a["seat"]
            if a.get("pass"):
                raises[k][1] += 1
                continue
            if not first:
                raises[k][0] += 1
            first = False
            push = a.get("push", [])
            free = slots.get(k, 0) - done.get(k, 0)
            pushes[k][0] += len(push)
            pushes[k][1] += max(free, len(push))
            done[k] = done.get(k, 0) + len(push)

    @staticmethod
    def _count_turns(
        h: dict[str, Any],
        pushed: dict[int, set[int]],
        slots: dict[int, int],
        smart: dict[int, list[tuple[float, float]]],
    ) -> None:
        """Did the challenger prefer other seats' pushed cards when it had the choice?"""
        c = h["challenger"]
        if c is None:
            return
        done: set[tuple[int, int]] = set()
        for t in h["turned"]:
            k, i = t["seat"], t["slot"]
            if k != c:
                free = [
                    (s, j)
                    for s, n in slots.items()
                    if s != c
                    for j in range(n)
                    if (s, j) not in done
                ]
                n_push = sum(1 for s, j in free if j in pushed.get(s, ()))
                if 0 < n_push < len(free):
                    frac = n_push / len(free)
                    if i in pushed.get(k, ()):
                        smart[c].append((frac, 1 - frac))
                    else:
                        smart[c].append((1 - frac, frac - 1))
            done.add((k, i))

    # card odds -------------------------------------------------------------------------

    def _composition(self) -> None:
        """Per other seat, the type odds of one of its face-down placed cards."""
        v, me = self.v, self.me
        revealed: dict[int, dict[str, int]] = {}
        for t in v["turned"]:
            per = revealed.setdefault(t["seat"], {})
            per[t["type"]] = per.get(t["type"], 0) + 1
        known: dict[int, dict[str, float]] = {}
        for k in self.seats_in:
            if k == me:
                continue
            base = {t: max(self.known[k][t], revealed.get(k, {}).get(t, 0)) for t in TYPES}
            total = sum(base.values())
            if total > self.counts[k] > 0:
                base = {t: w * self.counts[k] / total for t, w in base.items()}
            known[k] = base
        pool = {
            t: max(0.5, COPIES[t] - self.mine[t] - sum(kn[t] for kn in known.values()))
            for t in TYPES
        }
        size = sum(pool.values())
        self.dist: dict[int, dict[str, float]] = {}
        for k, kn in known.items():
            unknown = max(0.0, self.counts[k] - sum(kn.values()))
            rest = {
                t: max(0.0, kn[t] + unknown * pool[t] / size - revealed.get(k, {}).get(t, 0))
                for t in TYPES
            }
            total = sum(rest.values())
            if total <= 1e-9:
                rest, total = dict(pool), size
            self.dist[k] = {t: w / total for t, w in rest.items()}

    def base(self, k: int, colour: str) -> float:
        return sum(p for t, p in self.dist[k].items() if t in CONTAINS[colour])

    def card_odds(self, k: int, colour: str, pushed: bool) -> float:
        b = self.base(k, colour)
        if pushed:
            h = self.honesty[k]
            return h + (1 - h) * b
        return (1 - self.avoid[k]) * b

    def recover_room(self, k: int) -> int:
        s = self.v["seats"][k]
        if s["recovered"] or s["discard_count"] == 0:
            return 0
        return max(0, min(_D.cards_recovered, int(s["discard_count"]), HAND - int(s["cards"])))
