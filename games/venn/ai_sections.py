"""How the VENN AI values one section of a sheet: the chance of completing it with
fitting numbers, and what writing a condition on an open section could bring (see
games.venn.ai for the whole method)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.memo import PerThread
from games.venn.ai_chances import (
    DIFF_P,
    EPS,
    POTENTIAL,
    _acc,
    _bits,
    _hit,
    _span,
    _static_mask,
    _tables,
)
from games.venn.ai_position import _Context
from games.venn.conditions import passes

# estimates shared by every evaluator with the same rounds of chances
_CHANCE: PerThread[float, dict[int, float]] = PerThread(limit=64)
_SUCCESS: PerThread[float, dict[Any, tuple[float, float]]] = PerThread(limit=64)


class _Sections:
    """Scores the sections of one seat's sheets under a fixed context (caches per
    context); `_Evaluator` builds the whole sheet's estimate on it."""

    def __init__(self, ctx: _Context) -> None:
        self.ctx = ctx
        self.t = _tables()
        self.sec_memo: dict[Any, tuple[float, float, float, int]] = {}
        self.opt_memo: dict[Any, tuple[tuple[float, str], ...]] = {}
        self.succ_memo = _SUCCESS.setdefault(ctx.k, {})
        self.names = tuple(n for n in _tables().cond_names if n in ctx.avail)
        self.p_memo = _CHANCE.setdefault(ctx.k, {})
        k = ctx.k

        def chance(mask: int) -> float:
            got = self.p_memo.get(mask)
            if got is None:
                h = _hit(mask) if mask else 0.0
                got = 1.0 - (1.0 - h) ** k
                self.p_memo[mask] = got
            return got

        self.chance = chance

    # ---- sections

    def _bonus_full(self, s: int, nums: Sequence[int]) -> int:
        """Bonus total a full section carries (recorded, or earned by this round)."""
        ctx = self.ctx
        if ctx.start_full[s]:
            return ctx.committed[s]
        bonus = 0 if ctx.claimed[s] else self.t.first_bonus
        if len(set(nums)) == len(nums):
            bonus += self.t.diff_bonus
        return bonus

    def section_future(
        self, s: int, name: str, vals: tuple[Any, ...], nbr: tuple[Any, ...]
    ) -> tuple[float, float, float, int]:
        """Section s with condition `name`, circles `vals` (None: empty) and per circle
        the other section's allowed values (shared circles), as (chance to complete it
        passing, worth if it does, loss if not, empty circles)."""
        key = (s, name, vals, nbr)
        got = self.sec_memo.get(key)
        if got is not None:
            return got
        t = self.t
        c = t.conds[name]
        pts = t.points[s]
        loss = float(pts * c.multiplier)
        nums = tuple(sorted(v for v in vals if v is not None))
        empty = len(vals) - len(nums)
        if empty == 0:
            win = float(pts * (c.multiplier + self._bonus_full(s, nums)))
            got = (1.0 if passes(c, nums) else 0.0, win, loss, 0)
        else:
            acc = _acc(name, nums, empty)
            if not acc:
                got = (0.0, 0.0, loss, 0)
            else:
                masks = tuple(sorted(nbr[i] for i, v in enumerate(vals) if v is None))
                best, diff = self.success(name, nums, masks, acc)
                win = pts * (c.multiplier + self.ctx.first[s] + diff * t.diff_bonus)
                got = (best, win, loss, empty)
        if len(self.sec_memo) > 100_000:
            self.sec_memo.clear()
        self.sec_memo[key] = got
        return got

    def success(
        self, name: str, nums: tuple[int, ...], masks: tuple[int, ...], acc: int
    ) -> tuple[float, float]:
        """(chance to complete the section passing, chance of the difference bonus) for
        sorted numbers `nums` and the other sections' allowed values per empty circle."""
        key = (name, nums, masks)
        got = self.succ_memo.get(key)
        if got is not None:
            return got
        t = self.t
        c = t.conds[name]
        chance = self.chance
        test = c.test
        best = 0.0
        if test == "equal":
            for v in _bits(acc):
                bit = 1 << v
                p = 1.0
                for m in masks:
                    p *= chance(bit & m)
                    if p <= best:
                        break
                best = max(best, p)
        elif test == "range":
            lo = nums[0] if nums else 1
            hi = nums[-1] if nums else t.maxv
            n = c.number
            for a in range(max(1, hi - n), min(lo, t.maxv - n) + 1):
                w = _span(a, a + n) & acc
                p = 1.0
                for m in masks:
                    p *= chance(w & m)
                    if p <= best:
                        break
                best = max(best, p)
        elif test == "straight":
            size = len(nums) + len(masks)
            top = t.maxv if c.high is None else min(c.high, t.maxv)
            have = 0
            for v in nums:
                have |= 1 << v
            for a in range(c.lowest, top - size + 2):
                w = _span(a, a + size - 1)
                if have & ~w:
                    continue
                miss = w & ~have
                p = 1.0
                for m in masks:
                    if not miss & m:
                        p = 0.0
                        break
                if p:
                    for v in _bits(miss):
                        p *= chance(1 << v)
                best = max(best, p)
        else:
            p = 1.0
            for m in masks:
                p *= chance(acc & m)
            best = p
        if test == "equal":
            diff = 0.0
        elif test == "straight":
            diff = 1.0
        else:
            have = 0
            for v in nums:
                have |= 1 << v
            distinct = len(set(nums)) == len(nums)
            diff = DIFF_P if distinct and (acc & ~have).bit_count() >= len(masks) else 0.0
        got = (best, diff)
        if len(self.succ_memo) > 100_000:
            self.succ_memo.clear()
        self.succ_memo[key] = got
        return got

    def options(
        self, s: int, vals: tuple[Any, ...], nbr: tuple[Any, ...]
    ) -> tuple[tuple[float, str], ...]:
        """For a section without a condition: (worth, condition) for every condition
        that would be worth writing on it, best first."""
        key = (s, vals, nbr)
        got = self.opt_memo.get(key)
        if got is not None:
            return got
        t = self.t
        pts = t.points[s]
        nums = tuple(sorted(v for v in vals if v is not None))
        empty = len(vals) - len(nums)
        have = 0
        for v in nums:
            have |= 1 << v
        masks = tuple(sorted(nbr[i] for i, v in enumerate(vals) if v is None))
        first = self.ctx.first[s]
        out = []
        for name in self.names:
            if have & ~_static_mask(name):
                continue  # a number there already fails it
            c = t.conds[name]
            if empty == 0:
                if not passes(c, nums):
                    continue
                ev = float(pts * (c.multiplier + self._bonus_full(s, nums)))
            else:
                acc = _acc(name, nums, empty)
                if not acc:
                    continue
                best, diff = self.success(name, nums, masks, acc)
                win = pts * (c.multiplier + first + diff * t.diff_bonus)
                ev = best * win - (1.0 - best) * pts * c.multiplier
            if ev > 0:
                out.append((ev, name))
        out.sort(key=lambda x: (-x[0], x[1]))
        got = tuple(out)
        if len(self.opt_memo) > 50_000:
            self.opt_memo.clear()
        self.opt_memo[key] = got
        return got

    def potential(
        self, opts: list[tuple[int, tuple[Any, ...]]], avail: frozenset[str], slots: float
    ) -> float:
        """Worth of conditions still to write: the best (condition, open section) pairs,
        each condition and section once, for as many conditions phases as remain."""
        entries = []
        for s, options in opts:
            taken = 0
            for ev, name in options:
                if name in avail:
                    entries.append((-ev, s, name))
                    taken += 1
                    if taken == 3:
                        break
        if not entries or slots <= 0:
            return 0.0
        entries.sort()
        used_s: set[int] = set()
        used_c: set[str] = set()
        total = 0.0
        left = slots
        for neg, s, name in entries:
            if s in used_s or name in used_c:
                continue
            used_s.add(s)
            used_c.add(name)
            take = min(1.0, left)
            total -= neg * take
            left -= take
            if left <= EPS:
                break
        return POTENTIAL * total
