"""A heuristic VENN player.

The player judges a sheet by `_Evaluator.value`, an estimate of its final score:

- a section with a condition and all circles filled scores exactly as `score_seat` does;
- a section with a condition and empty circles is worth P x win - (1 - P) x loss, where
  win = points x (multiplier + expected bonuses) and loss = points x multiplier. P is the
  chance of filling every empty circle with a fitting number: per empty circle, the
  chance that one roll can make some fitting value (a subset sum of the five dice, found
  by sampling rolls) raised over the rounds still expected. A shared circle must fit both
  sections' conditions. EQUAL, STRAIGHT and RANGE conditions try every target window
  (one value, a run, a span) the numbers already written allow and keep the best;
- a section without a condition is worth what a condition written later could bring:
  the best still-possible conditions are matched to such sections (each condition once),
  limited by the conditions phases likely left, and discounted;
- PARK pairs, filled or likely to be filled, and SUM rows (solo: half the boxes; with
  others: compared with the other sheets) add their expected worth;
- with other players, the rounds left are guessed from how fast each opponent fills
  its sheet: fewer rounds mean fewer chances per circle, and when the circles our
  sections still need outnumber those we can fill in time, every section's chance
  shrinks in proportion; when an opponent may end the game this round, the estimate is
  blended with the score the sheet would get right now. A full sheet ends the game and
  scores exactly.

Numbers phase: every way of splitting the unused dice into values (sums of several dice
are one value; a sum of 3+ dice crosses a SUM box and earns extra values) is scored by
adding the gains of each value's best few targets (sections' circles or PARK); the best
few complete plans are then replayed on a copy of the sheet and scored exactly, extra
values and PARK moves are added greedily, and the best plan is kept for the position.
`choose` returns its moves one at a time and replans only if the draft strays from it.

Conditions phase: every (condition, section) pair is scored on the sheet as it stands,
then the best few and skipping are compared after planning this round's numbers with
the dice in view (a lighter plan search). Solo, the second condition crossed off is the one whose loss costs the
sheet's future value least.

Everything is deterministic: the rolls used to estimate chances come from a fixed seed.
"""

from __future__ import annotations

import heapq
import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.base import IllegalMove, Move, State
from games.rng import Rng, seed_from
from games.venn import engine as E
from games.venn.conditions import can_still_pass, passes, value_problem
from games.venn.data import Condition, load

# --------------------------------------------------------------------------- tuning

SAMPLE_ROLLS = 2048  # rolls sampled once to estimate how often a value set can be made
K_MAX = 2.0  # rounds of chances credited to each empty circle when time is plentiful
DIFF_P = 0.8  # chance of keeping the difference bonus while the numbers are distinct
FIRST_P = 0.5  # chance of a first bonus nobody claimed yet, with other players
POTENTIAL = 0.65  # discount on conditions not written yet
VALUES_PER_ROUND = 4.5  # section circles we could fill in one round if we had to
PACE = 3.0  # section circles filled per round, to count the conditions phases left
PARK_ONE = 0.9  # chance a half-filled PARK pair gets completed later
PARK_NONE = 0.75  # chance an empty PARK pair gets completed later
SUM_SOLO = (1.0, 0.75, 0.5, 0.3, 0.15)  # solo SUM row by boxes still missing
TOP_TARGETS = 4  # best target classes tried per value in the plan search
TOP_EXACT = 12  # plans replayed and scored exactly
PER_SPLIT = 3  # plans kept per way of splitting the dice
TOP_TARGETS_LIGHT = 3  # the same two limits when looking ahead in the conditions phase
TOP_EXACT_LIGHT = 6
TOP_CONDITIONS = 3  # condition choices checked by planning the round's numbers
END_BONUS = 4.0  # pull towards ending the game while ahead of every opponent
EPS = 1e-9


# --------------------------------------------------------------------------- tables


@dataclass(frozen=True)
class _Tables:
    cids: tuple[str, ...]  # section circles in data order
    index: dict[str, int]
    codes: tuple[str, ...]
    points: tuple[int, ...]
    circles: tuple[tuple[int, ...], ...]  # per section, circle indices left to right
    owners: tuple[tuple[int, ...], ...]  # per circle, its section(s)
    partner: dict[tuple[int, int], int]  # (section, overlap circle) -> the other section
    own: tuple[tuple[int, ...], ...]  # per section, its own (not shared) circles
    overlaps: tuple[tuple[int, ...], ...]  # per section, its shared circles
    links: tuple[tuple[tuple[int, int], ...], ...]  # per section, (circle, other section|-1)
    maxv: int
    full_mask: int  # bits 1..maxv
    cond_names: tuple[str, ...]
    conds: dict[str, Condition]
    rows: tuple[str, ...]  # SUM row keys "3", "4", "5"
    boxes: dict[str, tuple[int, ...]]
    worth: dict[str, int]
    pairs: tuple[int, ...]
    park_ids: tuple[str, ...]
    first_bonus: int
    diff_bonus: int
    start_empty: int  # empty section circles on a new sheet


@cache
def _tables() -> _Tables:
    d = load()
    cids = d.circle_ids
    index = {c: i for i, c in enumerate(cids)}
    codes = d.section_codes
    circles = tuple(tuple(index[c] for c in d.sections[code].circles) for code in codes)
    sec_index = {code: s for s, code in enumerate(codes)}
    owners = tuple(tuple(sec_index[o] for o in d.circle_sections[c]) for c in cids)
    partner: dict[tuple[int, int], int] = {}
    for ci, own in enumerate(owners):
        if len(own) == 2:
            partner[(own[0], ci)] = own[1]
            partner[(own[1], ci)] = own[0]
    return _Tables(
        cids=cids,
        index=index,
        codes=codes,
        points=tuple(d.sections[code].points for code in codes),
        circles=circles,
        owners=owners,
        partner=partner,
        own=tuple(tuple(c for c in cs if len(owners[c]) == 1) for cs in circles),
        overlaps=tuple(tuple(c for c in cs if len(owners[c]) == 2) for cs in circles),
        links=tuple(
            tuple((c, partner.get((s, c), -1)) for c in cs) for s, cs in enumerate(circles)
        ),
        maxv=d.max_value,
        full_mask=((1 << (d.max_value + 1)) - 1) & ~1,
        cond_names=d.condition_names,
        conds=dict(d.conditions),
        rows=tuple(sorted(d.sum_rows)),
        boxes={k: r.boxes for k, r in d.sum_rows.items()},
        worth={k: r.worth for k, r in d.sum_rows.items()},
        pairs=d.pair_points,
        park_ids=d.park_ids,
        first_bonus=d.first_bonus,
        diff_bonus=d.different_bonus,
        start_empty=len(cids) - len(d.bold),
    )


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@cache
def _roll_sets() -> tuple[int, ...]:
    """Per value v, a bitset over the sampled rolls: bit r set when roll r has a subset
    of dice summing to v."""
    t = _tables()
    sides = load().dice_sides
    rng = Rng(seed_from("venn-ai-sample"))
    by_value = [0] * (t.maxv + 1)
    for r in range(SAMPLE_ROLLS):
        roll = [rng.randint(1, s) for s in sides]
        sums = {0}
        for v in roll:
            sums |= {x + v for x in sums}
        sums.discard(0)
        bit = 1 << r
        for v in sums:
            by_value[v] |= bit
    return tuple(by_value)


_HIT: dict[int, float] = {}


def _hit(mask: int) -> float:
    """Chance that one roll can make some value in `mask` (a subset sum of the dice)."""
    got = _HIT.get(mask)
    if got is None:
        sets = _roll_sets()
        rolls = 0
        for v in _bits(mask):
            rolls |= sets[v]
        got = rolls.bit_count() / SAMPLE_ROLLS
        _HIT[mask] = got
    return got


@cache
def _static_mask(name: str) -> int:
    """Values that pass the condition on their own."""
    t = _tables()
    c = t.conds[name]
    out = 0
    for v in range(1, t.maxv + 1):
        if value_problem(c, v) is None:
            out |= 1 << v
    return out


_ACC: dict[tuple[str, tuple[int, ...], int], int] = {}


def _acc(name: str, nums: tuple[int, ...], empty: int) -> int:
    """Values that may go into a section holding `nums` (sorted) with `empty` circles
    still empty, so that the section can still pass afterwards (0: it cannot)."""
    key = (name, nums, empty)
    got = _ACC.get(key)
    if got is not None:
        return got
    t = _tables()
    c = t.conds[name]
    out = 0
    if empty > 0 and can_still_pass(c, nums, empty):
        static = _static_mask(name)
        if c.test in ("equal", "straight", "range"):
            for v in _bits(static):
                if can_still_pass(c, (*nums, v), empty - 1):
                    out |= 1 << v
        else:
            out = static
    if len(_ACC) > 200_000:
        _ACC.clear()
    _ACC[key] = out
    return out


def _span(lo: int, hi: int) -> int:
    """Mask of the values lo..hi."""
    if hi < lo:
        return 0
    return ((1 << (hi - lo + 1)) - 1) << lo


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
_CHANCE: dict[float, dict[int, float]] = {}
_SUCCESS: dict[float, dict[Any, tuple[float, float]]] = {}


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


_EVALUATORS: dict[_Context, _Evaluator] = {}


def _evaluator(ctx: _Context) -> _Evaluator:
    got = _EVALUATORS.get(ctx)
    if got is None:
        if len(_EVALUATORS) >= 64:
            _EVALUATORS.clear()
        got = _EVALUATORS[ctx] = _Evaluator(ctx)
    return got


def _plan_round(
    state: State,
    seat: int,
    sheet: _Sheet,
    ctx: _Context,
    avail: frozenset[str] | None = None,
    light: bool = False,
) -> _Plan:
    """The best way found to finish the round from `sheet` (ends with confirm);
    `avail` replaces the context's conditions left to write, `light` searches less."""
    ev = _evaluator(ctx)
    planner = _Planner(
        ev, sheet, E.current_roll(state), ctx.avail if avail is None else avail, light
    )
    plan = planner.plan()
    # replay the plan to find the sheet it leaves, then try PARK moves on top
    after = sheet.copy()
    for move in plan.moves:
        if move["type"] == "place":
            _put(after, move["target"], sum(planner.dice[i] for i in move["dice"]))
        elif move["type"] == "extra":
            _put(after, move["target"], planner.dice[move["die"]])
    value, extra_moves = planner.unparks(after, plan.value)
    return _Plan(value, [*plan.moves, *extra_moves, {"type": "confirm"}])


# --------------------------------------------------------------------------- conditions


def _condition_choice(state: State, seat: int) -> Move:
    t = _tables()
    entry = state["seats"][seat]
    solo = state["players"] == 1
    names = E.available_conditions(state, seat)
    opens = [t.codes.index(code) for code in E.open_sections(entry)]
    base_avail = _future_avail(state, seat)
    base_conds = tuple(entry["conditions"][code] for code in t.codes)
    sheet = _sheet_of(state, seat, base_conds)
    ctx = _context(state, seat, base_avail, True)
    ev = _evaluator(ctx)
    # a static look at every choice: the sheet's value with the condition written
    parts = ev.parts(sheet)
    _, terms, empty_total, extra = parts
    cands: list[tuple[float, str, int, str | None]] = []
    for name in names:
        block: str | None = None
        avail = base_avail - {name}
        if solo:
            options = E.block_options(state, name)
            if options:
                # cross off the option whose loss costs the future least
                scored = [
                    (ev._combine(sheet, terms, empty_total, avail - {b}, extra), b) for b in options
                ]
                scored.sort(key=lambda x: (-x[0], x[1]))
                block = scored[0][1]
                avail = avail - {block}
        for s in opens:
            value = ev.value_with_condition(sheet, parts, s, name, avail)
            cands.append((value, name, s, block))
    cands.sort(key=lambda x: (-x[0], x[1], x[2]))
    # look closer at the best few and at skipping: plan this round's numbers for each
    best_move: Move = {"type": "skip"}
    best_value = _plan_round(state, seat, sheet, ctx, light=True).value
    for _, name, s, block in cands[:TOP_CONDITIONS]:
        avail = base_avail - {name} - ({block} if block else set())
        trial = sheet.copy()
        trial.conds = tuple(name if k == s else c for k, c in enumerate(base_conds))
        value = _plan_round(state, seat, trial, ctx, avail=frozenset(avail), light=True).value
        if value > best_value + EPS:
            best_value = value
            best_move = {"type": "condition", "condition": name, "section": t.codes[s]}
            if block is not None:
                best_move["block"] = block
    return best_move


# --------------------------------------------------------------------------- choose

_PLANS: dict[str, tuple[Move, ...]] = {}
_PLAN_LIMIT = 4096


def clear_cache() -> None:
    """Forget cached plans and estimates (tests use this to prove determinism)."""
    _PLANS.clear()
    _HIT.clear()
    _ACC.clear()
    _CHANCE.clear()
    _SUCCESS.clear()
    _EVALUATORS.clear()


def _position_key(state: State, seat: int, with_draft: bool) -> str:
    entry = state["seats"][seat]
    others = [
        (sum(1 for v in e["circles"].values() if v is None), e["sum"])
        for k, e in enumerate(state["seats"])
        if k != seat
    ]
    mine = {
        "circles": entry["circles"],
        "conditions": entry["conditions"],
        "taken": entry["taken"],
        "bonuses": entry["bonuses"],
        "park": entry["park"],
        "sum": entry["sum"],
        "draft": entry["draft"] if with_draft else [],
    }
    return json.dumps(
        [
            seat,
            state["players"],
            state["round"],
            state["rolls"][-1],
            state["common"],
            state["first_claimed"],
            others,
            mine,
        ],
        sort_keys=True,
        separators=(",", ":"),
    )


def _numbers_plan(state: State, seat: int, with_draft: bool) -> tuple[Move, ...]:
    key = _position_key(state, seat, with_draft)
    got = _PLANS.get(key)
    if got is not None:
        return got
    if with_draft:
        sheet = _sheet_of(state, seat)
    else:
        start = dict(state)
        seats = list(state["seats"])
        seats[seat] = {**seats[seat], "draft": []}
        start["seats"] = seats
        sheet = _sheet_of(start, seat)
    ctx = _context(state, seat, _future_avail(state, seat), False)
    plan = tuple(_plan_round(state, seat, sheet, ctx).moves)
    if len(_PLANS) >= _PLAN_LIMIT:
        _PLANS.clear()
    _PLANS[key] = plan
    return plan


def choose(state: State, seat: int, level: int = 1) -> Move:
    """The heuristic player's next move for `seat` (one strength; `level` is accepted
    for the engine contract)."""
    problem = E._seat_problem(state, seat)
    if problem:
        raise IllegalMove(problem)
    if state["phase"] == "conditions":
        if not E.available_conditions(state, seat):
            return {"type": "skip"}
        return _condition_choice(state, seat)
    dr = E.draft_of(state, seat)
    plan = _numbers_plan(state, seat, with_draft=False)
    done = len(dr.actions)
    if not (done < len(plan) and list(plan[:done]) == dr.actions):
        plan = _numbers_plan(state, seat, with_draft=True)
        done = 0
    move = dict(plan[done])
    if E.validate(state, seat, move) is None:
        return move
    # not expected: fall back on the engine's plain legal default
    return E.simple_move(state, seat)


def evaluate(state: State, seat: int) -> dict[str, float]:
    """The AI's view of a seat's sheet (draft included): "now", the score it would get if
    the game ended now (as `score_seat` counts it), and "estimate", the expected final
    score the player steers by."""
    ev = _evaluator(_context(state, seat, _future_avail(state, seat), False))
    sheet = _sheet_of(state, seat)
    return {"now": ev.now(sheet), "estimate": ev.value(sheet)}


__all__ = [
    "choose",
    "clear_cache",
    "evaluate",
]
