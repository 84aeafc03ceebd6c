"""How the VENN AI values a sheet: `_Evaluator.value` estimates the final score from
the chances of filling each section's circles with fitting numbers (games.venn.ai_sections),
PARK and SUM, and the pace of the game (see games.venn.ai for the whole method)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from games.venn.ai_chances import (
    END_BONUS,
    PACE,
    PARK_NONE,
    PARK_ONE,
    SUM_SOLO,
    _acc,
)
from games.venn.ai_position import _Sheet
from games.venn.ai_sections import _Sections
from games.venn.conditions import passes

# allowed values and term per section, empty circles, PARK and SUM worth
_Parts = tuple[list[int], list[Any], int, float]


class _Evaluator(_Sections):
    """Scores sheets of one seat under a fixed context (caches per context)."""

    # ---- whole sheet

    def now(self, sheet: _Sheet) -> float:
        """The score the sheet would get if the game ended now."""
        t = self.t
        total = 0.0
        circ = sheet.circ
        for s, name in enumerate(sheet.conds):
            if name is None:
                continue
            c = t.conds[name]
            vals = [circ[i] for i in t.circles[s]]
            if None not in vals and passes(c, vals):
                total += t.points[s] * (c.multiplier + self._bonus_full(s, vals))
            else:
                total -= t.points[s] * c.multiplier
        total += self._park_now(sheet.park) + self._sum_now(sheet.sums)
        return total

    def _park_now(self, park: list[list[Any]]) -> float:
        total = 0.0
        for k, pts in enumerate(self.t.pairs):
            a, b = park[2 * k], park[2 * k + 1]
            if not (a[1] or b[1]) and a[0] is not None and b[0] is not None:
                total += pts
        return total

    def _sum_now(self, sums: Sequence[int]) -> float:
        t = self.t
        total = 0.0
        for r, key in enumerate(t.rows):
            mine = sums[r]
            if mine < 1:
                continue
            if self.ctx.solo:
                if mine >= math.ceil(len(t.boxes[key]) / 2):
                    total += t.worth[key]
            elif all(mine >= o[r] for o in self.ctx.others_sum):
                total += t.worth[key]
        return total

    def _park_future(self, park: list[list[Any]]) -> float:
        total = 0.0
        keep = self.ctx.park_keep
        for k, pts in enumerate(self.t.pairs):
            a, b = park[2 * k], park[2 * k + 1]
            if a[1] or b[1]:
                continue
            filled = (a[0] is not None) + (b[0] is not None)
            if filled == 2:
                total += pts
            elif filled == 1:
                total += pts * PARK_ONE * keep
            else:
                total += pts * PARK_NONE * keep
        return total

    def _sum_future(self, sums: Sequence[int]) -> float:
        t = self.t
        total = 0.0
        for r, key in enumerate(t.rows):
            mine = sums[r]
            size = len(t.boxes[key])
            if self.ctx.solo:
                need = math.ceil(size / 2) - mine
                total += t.worth[key] * SUM_SOLO[max(0, min(need, len(SUM_SOLO) - 1))]
                continue
            if mine >= size:
                total += t.worth[key]
                continue
            top = max(o[r] for o in self.ctx.others_sum)
            lead = mine - top
            if lead >= 2:
                p = 0.9
            elif lead == 1:
                p = 0.8
            elif lead == 0:
                p = 0.55 if mine else 0.4
            elif lead == -1:
                p = 0.3
            else:
                p = 0.1
            total += t.worth[key] * p
        return total

    def _allow(self, circ: list[Any], s: int, name: str) -> int:
        """Values section s (condition `name`) still accepts; every value once the
        section is full or beyond saving, as it then constrains nothing."""
        nums = []
        empty = 0
        for i in self.t.circles[s]:
            v = circ[i]
            if v is None:
                empty += 1
            else:
                nums.append(v)
        if not empty:
            return self.t.full_mask
        nums.sort()
        return _acc(name, tuple(nums), empty) or self.t.full_mask

    def _term(self, circ: list[Any], conds: tuple[Any, ...], allow: list[int], s: int) -> Any:
        """Section s's worth (with a condition) or its options (without one)."""
        full = self.t.full_mask
        links = self.t.links[s]
        vals = tuple([circ[i] for i, _ in links])
        nbr = tuple([allow[o] if o >= 0 and circ[i] is None else full for i, o in links])
        name = conds[s]
        if name is not None:
            return self.section_future(s, name, vals, nbr)
        return self.options(s, vals, nbr)

    def parts(self, sheet: _Sheet) -> _Parts:
        """Pieces of `value` a single new number or condition leaves mostly alone:
        allowed values and term per section, empty circles, PARK and SUM worth."""
        circ = sheet.circ
        conds = sheet.conds
        full = self.t.full_mask
        allow = [
            full if name is None else self._allow(circ, s, name) for s, name in enumerate(conds)
        ]
        terms = [self._term(circ, conds, allow, s) for s in range(len(conds))]
        empty_total = sum(1 for v in circ if v is None)
        extra = self._park_future(sheet.park) + self._sum_future(sheet.sums)
        return allow, terms, empty_total, extra

    def _combine(
        self,
        sheet: _Sheet,
        terms: Sequence[Any],
        empty_total: int,
        avail: frozenset[str],
        extra: float | None = None,
    ) -> float:
        """`value` from the section terms (`extra`: PARK and SUM worth if known)."""
        if empty_total == 0:
            return self.final(sheet)
        total = 0.0
        opts = []
        # circles still wanted by sections that can pass, against the circles we can
        # expect to fill before an opponent ends the game
        demand = 0
        for s, name in enumerate(sheet.conds):
            if name is None:
                opts.append((s, terms[s]))
            elif terms[s][0] > 0:
                demand += terms[s][3]
        room = self.ctx.capacity
        squeeze = 1.0 if demand <= room else room / demand
        for s, name in enumerate(sheet.conds):
            if name is not None:
                p, win, loss, empty = terms[s]
                if empty:
                    p *= squeeze
                total += p * (win + loss) - loss
        slots = min(self.ctx.slot_cap, empty_total / PACE)
        total += self.potential(opts, avail, slots)
        if extra is None:
            extra = self._park_future(sheet.park) + self._sum_future(sheet.sums)
        total += extra
        p_end = self.ctx.p_end
        if p_end > 0:
            total = p_end * self.now(sheet) + (1 - p_end) * total
        return total

    def final(self, sheet: _Sheet) -> float:
        """Worth of a full sheet, which ends the game: its score, plus a small pull
        towards ending it while we lead."""
        score = self.now(sheet)
        return score + END_BONUS if score > self.ctx.leader else score

    def value(self, sheet: _Sheet, avail: frozenset[str] | None = None) -> float:
        """Estimated final score of the sheet (see the module docstring)."""
        if avail is None:
            avail = self.ctx.avail
        if None not in sheet.circ:
            return self.final(sheet)
        _, terms, empty_total, extra = self.parts(sheet)
        return self._combine(sheet, terms, empty_total, avail, extra)

    def value_with(
        self,
        sheet: _Sheet,
        parts: _Parts,
        i: int,
        v: int,
        avail: frozenset[str],
    ) -> float:
        """`value` of `sheet` (whose parts are given) with v written into circle i,
        recomputing only the sections the new number touches."""
        t = self.t
        allow, terms, empty_total, extra = parts
        circ = list(sheet.circ)
        circ[i] = v
        after = _Sheet(circ, sheet.park, sheet.sums, sheet.conds)
        if empty_total == 1:
            return self.final(after)
        conds = sheet.conds
        allow2 = list(allow)
        touched = set(t.owners[i])
        for s in t.owners[i]:
            name = conds[s]
            if name is not None:
                a = self._allow(circ, s, name)
                if a != allow[s]:
                    allow2[s] = a
                    for j in t.overlaps[s]:
                        if circ[j] is None:
                            touched.add(t.partner[(s, j)])
        terms2 = list(terms)
        for s in touched:
            terms2[s] = self._term(circ, conds, allow2, s)
        return self._combine(after, terms2, empty_total - 1, avail, extra)

    def value_with_condition(
        self,
        sheet: _Sheet,
        parts: _Parts,
        s: int,
        name: str,
        avail: frozenset[str],
    ) -> float:
        """`value` of `sheet` (whose parts are given) with condition `name` written on
        its open section s, recomputing only the sections that touches."""
        t = self.t
        allow, terms, empty_total, extra = parts
        circ = sheet.circ
        conds = tuple(name if k == s else c for k, c in enumerate(sheet.conds))
        after = _Sheet(circ, sheet.park, sheet.sums, conds)
        if empty_total == 0:
            return self.final(after)
        allow2 = list(allow)
        allow2[s] = self._allow(circ, s, name)
        touched = {s}
        if allow2[s] != allow[s]:
            for j in t.overlaps[s]:
                if circ[j] is None:
                    touched.add(t.partner[(s, j)])
        terms2 = list(terms)
        for x in touched:
            terms2[x] = self._term(circ, conds, allow2, x)
        return self._combine(after, terms2, empty_total, avail, extra)
