"""The VENN AI's numbers: its tuning, and tables of roll chances (which values one roll
of the five dice can make, which a condition accepts) computed once from a fixed seed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from games.memo import PerThread
from games.rng import Rng, seed_from
from games.venn.conditions import can_still_pass, value_problem
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


_HIT: PerThread[int, float] = PerThread(limit=1 << 20)


def _hit(mask: int) -> float:
    """Chance that one roll can make some value in `mask` (a subset sum of the dice)."""
    got = _HIT.get(mask)
    if got is None:
        sets = _roll_sets()
        rolls = 0
        for v in _bits(mask):
            rolls |= sets[v]
        got = rolls.bit_count() / SAMPLE_ROLLS
        _HIT.put(mask, got)
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


_ACC: PerThread[tuple[str, tuple[int, ...], int], int] = PerThread(limit=200_000)


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
    return _ACC.put(key, out)


def _span(lo: int, hi: int) -> int:
    """Mask of the values lo..hi."""
    if hi < lo:
        return 0
    return ((1 << (hi - lo + 1)) - 1) << lo
