"""How the VENN AI plans the numbers phase: every way of splitting the round's dice into
values, the best targets for each value, and the best few plans replayed exactly on a
copy of the sheet (see games.venn.ai for the whole method)."""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from games.base import Move
from games.venn.ai_chances import (
    EPS,
    PER_SPLIT,
    TOP_EXACT,
    TOP_EXACT_LIGHT,
    TOP_TARGETS,
    TOP_TARGETS_LIGHT,
    _acc,
    _tables,
)
from games.venn.ai_estimate import _Evaluator
from games.venn.ai_position import _Sheet

# --------------------------------------------------------------------------- planning


def _partitions(items: list[int]) -> Iterator[list[list[int]]]:
    """Every way to split `items` into non-empty groups."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for sub in _partitions(rest):
        yield [[first], *sub]
        for k in range(len(sub)):
            yield [*sub[:k], [first, *sub[k]], *sub[k + 1 :]]


# A target class: ("own", section), ("ov", circle) or ("park", pair).
_Class = tuple[str, int]


@dataclass
class _Plan:
    value: float
    moves: list[Move]


class _Planner:
    """Finds a good way to spend the rest of the round's dice from a draft position."""

    def __init__(
        self,
        ev: _Evaluator,
        sheet: _Sheet,
        dice: Sequence[int],
        avail: frozenset[str],
        light: bool = False,
    ) -> None:
        self.ev = ev
        self.t = _tables()
        self.base = sheet
        self.dice = list(dice)
        self.avail = avail
        self.top_targets = TOP_TARGETS_LIGHT if light else TOP_TARGETS
        self.top_exact = TOP_EXACT_LIGHT if light else TOP_EXACT
        self.base_value = ev.value(sheet, avail)
        self.base_parts = ev.parts(sheet)
        t = self.t
        circ = sheet.circ
        self.classes: dict[_Class, list[str]] = {}
        for s in range(len(t.codes)):
            free = [t.cids[i] for i in t.own[s] if circ[i] is None]
            if free:
                self.classes[("own", s)] = free[::-1]  # fill from the right
        for i, cid in enumerate(t.cids):
            if circ[i] is None and len(t.owners[i]) == 2:
                self.classes[("ov", i)] = [cid]
        for k in range(len(t.pairs)):
            free = [
                t.park_ids[j]
                for j in (2 * k, 2 * k + 1)
                if sheet.park[j][0] is None and not sheet.park[j][1]
            ]
            if free:
                self.classes[("park", k)] = free
        # allowed values per section at the base, to skip targets a value would break
        self.allow: list[int | None] = []
        for s, name in enumerate(sheet.conds):
            if name is None:
                self.allow.append(None)
                continue
            nums = tuple(sorted(circ[i] for i in t.circles[s] if circ[i] is not None))
            empty = sum(1 for i in t.circles[s] if circ[i] is None)
            # a section beyond saving takes anything: its loss is already counted
            self.allow.append((_acc(name, nums, empty) or None) if empty else None)
        self.gain_memo: dict[tuple[int, _Class], float] = {}
        self.rank_memo: dict[int, list[tuple[float, _Class]]] = {}

    def _first_circle(self, cls: _Class) -> str:
        return self.classes[cls][0]

    def _fits(self, v: int, cls: _Class) -> bool:
        kind, x = cls
        if kind == "park":
            return True
        if kind == "own":
            secs: tuple[int, ...] = (x,)
        else:
            secs = self.t.owners[x]
        for s in secs:
            a = self.allow[s]
            if a is not None and not a >> v & 1:
                return False
        return True

    def gain(self, v: int, cls: _Class) -> float:
        key = (v, cls)
        got = self.gain_memo.get(key)
        if got is None:
            target = self._first_circle(cls)
            i = self.t.index.get(target)
            if i is None:
                sheet = self.base.copy()
                _put(sheet, target, v)
                got = self.ev.value(sheet, self.avail) - self.base_value
            else:
                parts = self.base_parts
                got = self.ev.value_with(self.base, parts, i, v, self.avail) - self.base_value
            self.gain_memo[key] = got
        return got

    def ranked(self, v: int) -> list[tuple[float, _Class]]:
        """Target classes for value v, best gain first (breaking targets only if no
        other target exists)."""
        got = self.rank_memo.get(v)
        if got is not None:
            return got
        fitting = [c for c in self.classes if self._fits(v, c)]
        if not fitting:
            fitting = list(self.classes)
        got = sorted(((self.gain(v, c), c) for c in fitting), key=lambda x: (-x[0], x[1]))
        self.rank_memo[v] = got
        return got

    def _sum_gain(self, sums: list[int]) -> float:
        return self.ev._sum_future(sums) - self.ev._sum_future(self.base.sums)

    def plan(self) -> _Plan:
        t = self.t
        base = self.base
        free = [i for i, u in enumerate(base.used) if not u]
        if not self.classes:
            moves: list[Move] = []
            if free:
                moves.append({"type": "lose", "dice": free})
            moves.append({"type": "confirm"})
            return _Plan(self.ev.value(base, self.avail), moves)
        # extra values: the best targets for single die values, for a rough estimate
        die_values = sorted(set(self.dice))
        extra_gains = sorted(
            (g for v in die_values for g, _ in self.ranked(v)[:2] if g > 0), reverse=True
        )
        heap: list[tuple[float, int, list[Any], list[int], int]] = []
        counter = 0
        seen: set[tuple[Any, ...]] = set()
        for groups in _partitions(free):
            values = sorted(
                ((sum(self.dice[i] for i in g), g) for g in groups),
                key=lambda x: (-len(x[1]), x[0]),
            )
            sig = tuple((v, len(g)) for v, g in values)
            if sig in seen:
                continue
            seen.add(sig)
            sums = list(base.sums)
            extras = base.extras
            for _, g in values:
                key = str(len(g))
                if key in t.boxes:
                    r = t.rows.index(key)
                    if sums[r] < len(t.boxes[key]):
                        extras += t.boxes[key][sums[r]]
                        sums[r] += 1
            bonus = self._sum_gain(sums) + sum(extra_gains[:extras])
            floor = heap[0][0] - bonus if len(heap) >= self.top_exact else -math.inf
            for approx, assign in self._assign(values, floor):
                counter += 1
                item = (approx + bonus, -counter, values, assign, extras)
                if len(heap) < self.top_exact:
                    heapq.heappush(heap, item)
                elif item > heap[0]:
                    heapq.heapreplace(heap, item)
        best: _Plan | None = None
        for _, _, values, assign, extras in sorted(heap, reverse=True):
            plan = self._replay(values, assign, extras)
            if best is None or plan.value > best.value + EPS:
                best = plan
        assert best is not None
        return best

    def _assign(
        self, values: list[tuple[int, list[int]]], floor: float
    ) -> list[tuple[float, list[Any]]]:
        """The best few assignments of the values to target classes by summed gains,
        skipping branches that cannot reach `floor`."""
        cap = {c: len(ids) for c, ids in self.classes.items()}
        ranked = [self.ranked(v) for v, _ in values]
        n = len(values)
        # the most each remaining value could add, for pruning
        rest_best = [0.0] * (n + 1)
        for k in range(n - 1, -1, -1):
            top = ranked[k][0][0] if ranked[k] else 0.0
            rest_best[k] = rest_best[k + 1] + max(top, 0.0)
        out: list[tuple[float, int, list[Any]]] = []  # min-heap of the best few
        chosen: list[_Class | None] = [None] * n
        count = [0]

        def bound() -> float:
            return max(floor, out[0][0]) if len(out) >= PER_SPLIT else floor

        def dfs(k: int, total: float) -> None:
            if total + rest_best[k] < bound() - EPS:
                return
            if k == n:
                count[0] += 1
                item = (total, -count[0], list(chosen))
                if len(out) < PER_SPLIT:
                    heapq.heappush(out, item)
                else:
                    heapq.heappushpop(out, item)
                return
            tried = 0
            for g, c in ranked[k]:
                if cap[c] <= 0:
                    continue
                cap[c] -= 1
                chosen[k] = c
                dfs(k + 1, total + g)
                cap[c] += 1
                tried += 1
                if tried >= self.top_targets:
                    break
            if tried == 0:
                # the ranked targets are full: any free target, else the value is lost
                rest = [c for c in self.classes if cap[c] > 0]
                if rest:
                    v = values[k][0]
                    c = max(rest, key=lambda c: (self.gain(v, c), c))
                    cap[c] -= 1
                    chosen[k] = c
                    dfs(k + 1, total + self.gain(v, c))
                    cap[c] += 1
                else:
                    chosen[k] = None
                    dfs(k + 1, total)

        dfs(0, 0.0)
        return [(total, assign) for total, _, assign in sorted(out, reverse=True)]

    def _replay(self, values: list[Any], assign: list[Any], extras: int) -> _Plan:
        """Play an assignment on a copy of the sheet; add extras and PARK moves greedily."""
        t = self.t
        sheet = self.base.copy()
        moves: list[Move] = []
        lost: list[int] = []
        taken: dict[_Class, int] = {}
        for (v, g), cls in zip(values, assign, strict=True):
            for i in g:
                sheet.used[i] = True
            key = str(len(g))
            if key in t.boxes:
                r = t.rows.index(key)
                if sheet.sums[r] < len(t.boxes[key]):
                    sheet.extras += t.boxes[key][sheet.sums[r]]
                    sheet.sums[r] += 1
            if cls is None:
                lost.extend(g)
                continue
            n = taken.get(cls, 0)
            taken[cls] = n + 1
            target = self.classes[cls][n]
            _put(sheet, target, v)
            moves.append({"type": "place", "dice": sorted(g), "target": target})
        if lost:
            moves.append({"type": "lose", "dice": sorted(lost)})
        ev = self.ev
        value = ev.value(sheet, self.avail)
        # extra values, one at a time, while one helps
        while sheet.extras > 0:
            step = self._best_extra(sheet, value)
            if step is None:
                break
            value, die, target = step
            _put(sheet, target, self.dice[die])
            sheet.extras -= 1
            moves.append({"type": "extra", "die": die, "target": target})
        return _Plan(value, moves)

    def _best_extra(self, sheet: _Sheet, value: float) -> tuple[float, int, str] | None:
        """The extra value (die, target) that raises the sheet's value most, if any."""
        cands: list[tuple[float, int, str]] = []
        for v in sorted(set(self.dice)):
            die = self.dice.index(v)
            for g, cls in self.ranked(v)[:3]:
                if g <= 0:
                    break
                for target in self.classes[cls]:
                    if _is_empty(sheet, target):
                        cands.append((g, die, target))
                        break
        cands.sort(key=lambda x: (-x[0], x[1], x[2]))
        best: tuple[float, int, str] | None = None
        for _, die, target in cands[:6]:
            trial = sheet.copy()
            _put(trial, target, self.dice[die])
            val = self.ev.value(trial, self.avail)
            if val > value + 1e-6 and (best is None or val > best[0] + EPS):
                best = (val, die, target)
        return best

    def unparks(self, sheet: _Sheet, value: float) -> tuple[float, list[Move]]:
        """PARK numbers moved into sections while that raises the sheet's value."""
        t = self.t
        moves: list[Move] = []
        while True:
            best = None
            for j, (v, used) in enumerate(sheet.park):
                if v is None or used:
                    continue
                for s, name in enumerate(sheet.conds):
                    if name is None:
                        continue
                    target = next((i for i in t.circles[s] if sheet.circ[i] is None), None)
                    if target is None:
                        continue
                    if not all(
                        sheet.conds[o] is None or _fits_now(sheet, o, v) for o in t.owners[target]
                    ):
                        continue
                    trial = sheet.copy()
                    trial.circ[target] = v
                    trial.park[j][1] = True
                    val = self.ev.value(trial, self.avail)
                    if val > value + 0.5 and (best is None or val > best[0] + EPS):
                        best = (val, j, s, trial)
            if best is None:
                return value, moves
            value, j, s, sheet = best
            moves.append({"type": "unpark", "park": t.park_ids[j], "section": t.codes[s]})


def _fits_now(sheet: _Sheet, s: int, v: int) -> bool:
    t = _tables()
    name = sheet.conds[s]
    nums = tuple(sorted(sheet.circ[i] for i in t.circles[s] if sheet.circ[i] is not None))
    empty = sum(1 for i in t.circles[s] if sheet.circ[i] is None)
    return bool(_acc(name, nums, empty) >> v & 1)


def _is_empty(sheet: _Sheet, target: str) -> bool:
    t = _tables()
    if target in t.index:
        return sheet.circ[t.index[target]] is None
    slot = sheet.park[t.park_ids.index(target)]
    return slot[0] is None and not slot[1]


def _put(sheet: _Sheet, target: str, value: int) -> None:
    t = _tables()
    i = t.index.get(target)
    if i is not None:
        sheet.circ[i] = value
    else:
        sheet.park[t.park_ids.index(target)][0] = value
