"""The 22 section conditions of VENN as pure tests on lists of numbers.

A condition is named by its common-sheet name ("PRIME", "LOW STRAIGHT", ...) or given as
a `games.venn.data.Condition`. `passes` judges a finished section; `condition_problem`
explains why a partly filled section can no longer pass, whatever goes into its empty
circles (any value from 1 to the largest sum of all dice is assumed possible).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from games.venn.data import Condition, load
from games.venn.reasons import Why


def as_condition(condition: str | Condition) -> Condition:
    """The data entry of a condition given by name (or the entry itself)."""
    if isinstance(condition, Condition):
        return condition
    try:
        return load().conditions[condition]
    except KeyError:
        raise ValueError(f"Unknown condition {condition!r}.") from None


@cache
def _primes() -> frozenset[int]:
    top = load().max_value
    sieve = [True] * (top + 1)
    sieve[0] = sieve[1] = False
    for k in range(2, int(top**0.5) + 1):
        if sieve[k]:
            for m in range(k * k, top + 1, k):
                sieve[m] = False
    return frozenset(k for k, ok in enumerate(sieve) if ok)


def is_prime(value: int) -> bool:
    if value <= load().max_value:
        return value in _primes()
    return value > 1 and all(value % k for k in range(2, int(value**0.5) + 1))


def _upper(cond: Condition) -> int:
    return load().max_value if cond.high is None else cond.high


def value_problem(condition: str | Condition, value: int) -> str | None:
    """Why one number on its own can never satisfy the condition (None if it can)."""
    c = as_condition(condition)
    t = c.test
    if t == "divisible":
        return None if value % c.number == 0 else Why("not-divisible", value=value, n=c.n)
    if t == "at_most":
        return None if value <= c.number else Why("above", value=value, n=c.n)
    if t == "at_least":
        return None if value >= c.number else Why("below", value=value, n=c.n)
    if t == "prime":
        return None if is_prime(value) else Why("not-prime", value=value)
    if t == "even":
        return None if value % 2 == 0 else Why("odd", value=value)
    if t == "odd":
        return None if value % 2 == 1 else Why("even", value=value)
    if t in ("equal", "straight"):
        if value < c.lowest:
            return Why("below", value=value, n=c.low)
        if c.high is not None and value > c.high:
            return Why("above", value=value, n=c.high)
        return None
    return None  # range: a single number always fits


def passes(condition: str | Condition, numbers: Sequence[int]) -> bool:
    """True when every number of a section satisfies the condition (judged together)."""
    c = as_condition(condition)
    if any(value_problem(c, v) is not None for v in numbers):
        return False
    if not numbers:
        return True
    if c.test == "equal":
        return len(set(numbers)) == 1
    if c.test == "straight":
        return len(set(numbers)) == len(numbers) and max(numbers) - min(numbers) == len(numbers) - 1
    if c.test == "range":
        return max(numbers) - min(numbers) <= c.number
    return True


def condition_problem(
    condition: str | Condition, numbers: Sequence[int], empty_count: int = 0
) -> str | None:
    """Why a section holding `numbers` with `empty_count` circles still empty can no
    longer satisfy the condition, in a few words; None while it still can."""
    c = as_condition(condition)
    for v in numbers:
        problem = value_problem(c, v)
        if problem:
            return problem
    if c.test == "equal":
        distinct = sorted(set(numbers))
        if len(distinct) > 1:
            return Why("differ", a=distinct[0], b=distinct[1])
        return None
    if c.test == "straight":
        seen: set[int] = set()
        for v in numbers:
            if v in seen:
                return Why("twice", value=v)
            seen.add(v)
        total = len(numbers) + empty_count
        if total - 1 > _upper(c) - c.lowest:
            return Why("no-run", total=total)
        if numbers:
            lo, hi = min(numbers), max(numbers)
            if hi - lo > total - 1:
                return Why("too-far", lo=lo, hi=hi, total=total)
        # with every number inside the bounds and the run long enough for the bounds,
        # a run covering lo..hi inside the bounds always exists
        return None
    if c.test == "range" and numbers:
        lo, hi = min(numbers), max(numbers)
        if hi - lo > c.number:
            return Why("apart", lo=lo, hi=hi, gap=hi - lo)
    return None


def can_still_pass(
    condition: str | Condition, numbers_so_far: Sequence[int], empty_count: int
) -> bool:
    """True while some filling of the empty circles would make the section pass."""
    return condition_problem(condition, numbers_so_far, empty_count) is None


def break_message(
    condition: str | Condition,
    code: str,
    value: int,
    numbers_after: Sequence[int],
    empty_after: int,
) -> str | None:
    """The warning for writing `value` into section `code` (None if it still can pass)."""
    c = as_condition(condition)
    problem = condition_problem(c, numbers_after, empty_after)
    if problem is None:
        return None
    if c.test in ("equal", "straight", "range"):
        return Why(f"no-longer-{c.test}", code=code, name=c.name, problem=problem)
    return Why("breaks", value=value, name=c.name, code=code)


__all__ = [
    "as_condition",
    "break_message",
    "can_still_pass",
    "condition_problem",
    "is_prime",
    "passes",
    "value_problem",
]
