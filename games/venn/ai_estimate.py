"""How the VENN AI values a sheet: `_Evaluator.value` estimates the final score from
the chances of filling each section's circles with fitting numbers (see games.venn.ai for
the whole method)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from games.base import State
from games.memo import PerThread
from games.venn import engine as E
from games.venn.ai_chances import (
    DIFF_P,
    END_BONUS,
    EPS,
    FIRST_P,
    K_MAX,
    PACE,
    PARK_NONE,
    PARK_ONE,
    POTENTIAL,
    SUM_SOLO,
    VALUES_PER_ROUND,
    _acc,
    _bits,
    _hit,
    _span,
    _static_mask,
    _tables,
)
from games.venn.conditions import passes

# --------------------------------------------------------------------------- context


@dataclass(frozen=True)
class _Context:
    """What the evaluation of one seat's sheet depends on, apart from the sheet."""

    solo: bool
    k: float  # rounds of chances per empty circle
    first: tuple[float, ...]  # per section, the expected first bonus when completed
    start_full: tuple[bool, ...]  # per section, full before this round
    committed: tuple[int, ...]  # per section full before this round, its bonus total
    claimed: tuple[bool, ...]  # per section, first bonus gone before this round
    others_sum: tuple[tuple[int, ...], ...]  # the other sheets' SUM boxes per row
    p_end: float  # chance an opponent ends the game this round
    slot_cap: float  # conditions phases left for us at most (game length, availability)
    park_keep: float  # scales the chance PARK pairs get completed later
    capacity: float  # section circles we can still fill before the game may end
    leader: float  # the best opponent's score as their sheets stand (solo: infinite)
    avail: frozenset[str]  # conditions we could still write later


# allowed values and term per section, empty circles, PARK and SUM worth
_Parts = tuple[list[int], list[Any], int, float]

# estimates shared by every evaluator with the same rounds of chances
_CHANCE: PerThread[float, dict[int, float]] = PerThread(limit=64)
_SUCCESS: PerThread[float, dict[Any, tuple[float, float]]] = PerThread(limit=64)


class _Evaluator:
    """Scores sheets of one seat under a fixed context (caches per context)."""

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


# --------------------------------------------------------------------------- sheets


@dataclass
class _Sheet:
    circ: list[Any]  # int | None per section circle (data order)
    park: list[Any]  # [value | None, used] per PARK circle
    sums: list[Any]  # boxes crossed per SUM row ("3", "4", "5")
    conds: tuple[Any, ...]  # condition name | None per section
    extras: int = 0
    used: list[Any] = field(default_factory=list)

    def copy(self) -> _Sheet:
        return _Sheet(
            list(self.circ),
            [list(p) for p in self.park],
            list(self.sums),
            self.conds,
            self.extras,
            list(self.used),
        )


def _sheet_of(state: State, seat: int, conds: tuple[Any, ...] | None = None) -> _Sheet:
    """The seat's sheet with its draft replayed (conditions may be replaced)."""
    t = _tables()
    dr = E.draft_of(state, seat)
    entry = state["seats"][seat]
    if conds is None:
        conds = tuple(entry["conditions"][code] for code in t.codes)
    return _Sheet(
        circ=[dr.circles[c] for c in t.cids],
        park=[[p["value"], bool(p["used"])] for p in dr.park],
        sums=[dr.sum[k] for k in t.rows],
        conds=conds,
        extras=dr.extras,
        used=list(dr.used),
    )


def _context(state: State, seat: int, avail: frozenset[str], conditions_phase: bool) -> _Context:
    """The seat's evaluation context; `avail` are the conditions it may still write."""
    t = _tables()
    entry = state["seats"][seat]
    players = state["players"]
    solo = players == 1
    claimed = tuple(bool(state["first_claimed"][code]) for code in t.codes)
    start_full = tuple(
        all(entry["circles"][t.cids[i]] is not None for i in t.circles[s])
        for s in range(len(t.codes))
    )
    committed = tuple(
        (t.first_bonus if entry["bonuses"][code]["first"] else 0)
        + (t.diff_bonus if entry["bonuses"][code]["different"] else 0)
        for code in t.codes
    )
    first = tuple(
        0.0 if claimed[s] else (1.0 if solo else FIRST_P) * t.first_bonus
        for s in range(len(t.codes))
    )
    rounds_done = state["round"] - 1
    others = [e for k, e in enumerate(state["seats"]) if k != seat]
    p_end = 0.0
    rounds_left = 99.0
    for o in others:
        empty = sum(1 for v in o["circles"].values() if v is None)
        filled = t.start_empty - empty
        pace = max(1.5, filled / rounds_done) if rounds_done else 4.0
        ratio = empty / pace
        rounds_left = min(rounds_left, ratio)
        if ratio <= 1.0:
            pe = 0.85
        elif ratio <= 1.5:
            pe = 0.4
        elif ratio <= 2.2:
            pe = 0.1
        else:
            pe = 0.0
        p_end = max(p_end, pe)
    k = K_MAX if solo else max(1.0, min(K_MAX, rounds_left))
    k = round(k * 2) / 2
    # conditions phases we may still use: the common sheet runs out (solo crosses off
    # two a round), and the game may end
    per_round = 2 if solo else players
    slot_cap = len(avail) / per_round
    if not solo:
        slot_cap = min(slot_cap, max(0.0, rounds_left - (0 if conditions_phase else 0.5)))
    return _Context(
        solo=solo,
        k=k,
        first=first,
        start_full=start_full,
        committed=committed,
        claimed=claimed,
        others_sum=tuple(tuple(o["sum"][r] for r in t.rows) for o in others),
        p_end=p_end,
        slot_cap=slot_cap,
        park_keep=1.0 if solo else min(1.0, 0.4 + 0.2 * rounds_left),
        capacity=math.inf if solo else max(0.0, rounds_left - 1) * VALUES_PER_ROUND,
        leader=max(
            (
                float(E.score_seat(o, [e for e in state["seats"] if e is not o])["total"])
                for o in others
            ),
            default=math.inf,
        ),
        avail=avail,
    )


def _future_avail(state: State, seat: int, without: Sequence[str] = ()) -> frozenset[str]:
    entry = state["seats"][seat]
    taken = set(entry["taken"]) | set(without)
    common = state["common"]
    return frozenset(n for n in _tables().cond_names if common[n] > 0 and n not in taken)
