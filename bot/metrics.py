"""The bot's figures for Prometheus (the standard `prometheus-client`), served at /metrics
by bot.watch when the settings name a port.

The figures are recorded where the work is seen, each with one call: interactions as they
arrive (bot.app) and their first answer as its callback returns (bot.answers), moves as
they are stored (bot.commits), every REST call Discord answered with its route and status,
its 429s and the invalid requests Discord counts against a bot (401, 403 and 429 other than
a shared limit's), from discord.py's HTTP trace (bot.pacing), and the time each picture took
to draw (bot.drawing, measured where it was drawn, a drawing process's included).

Several processes on one host (workers, or anything else of the bot) share their figures
through `PROMETHEUS_MULTIPROC_DIR`, prometheus-client's multiprocess mode: set it to an
empty folder before the processes start, and each /metrics answers for them all. Without
it each process answers for itself.
"""

from __future__ import annotations

import os
import re
import time
from collections import OrderedDict
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST as CONTENT_TYPE
from prometheus_client import (
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

from bot.budget import is_invalid

__all__ = ["CONTENT_TYPE"]

PREFIX = "venn_"
MULTIPROC_DIR = "PROMETHEUS_MULTIPROC_DIR"

INTERACTIONS = Counter(
    PREFIX + "interactions", "Interactions received, by kind", ["kind"]
)  # exported as venn_interactions_total
FIRST_ANSWER = Histogram(
    PREFIX + "interaction_first_answer_seconds",
    "From an interaction's arrival to its first answer's acceptance by Discord (3 s at most)",
    buckets=(0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0),
)
MOVES = Counter(PREFIX + "moves", "Moves stored, by game", ["game"])
RUNNING_TABLES = Gauge(
    PREFIX + "running_tables",
    "Running tables this process looks after",
    multiprocess_mode="livesum",
)
REST = Counter(
    PREFIX + "rest_requests",
    "REST calls Discord answered, by method, route and status",
    ["method", "route", "status"],
)
RATE_LIMITED = Counter(
    PREFIX + "rate_limited",
    "429 answers, by scope (global, shared, user)",
    ["scope"],
)
INVALID = Counter(
    PREFIX + "invalid_requests",
    "Answers Discord counts toward its invalid-request limit (401, 403, non-shared 429)",
    ["status"],
)
DRAWING = Histogram(
    PREFIX + "drawing_seconds",
    "Time to draw one picture, by picture method",
    ["picture"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)

# --------------------------------------------------------------------------- interactions

KEPT_ARRIVALS = 4096  # interactions waiting for their first answer whose arrival is kept
_arrived: OrderedDict[int, float] = OrderedDict()


def interaction_arrived(interaction_id: int, kind: str) -> None:
    """Count an interaction and keep when it arrived, for its first answer's latency."""
    INTERACTIONS.labels(kind=kind).inc()
    _arrived[interaction_id] = time.monotonic()
    while len(_arrived) > KEPT_ARRIVALS:
        _arrived.popitem(last=False)


def first_answered(interaction_id: Any) -> None:
    """The first answer of an interaction was accepted: its latency since arrival."""
    try:
        arrived = _arrived.pop(int(interaction_id))
    except (KeyError, TypeError, ValueError):
        return  # not seen arriving (answered twice, or kept no longer)
    FIRST_ANSWER.observe(time.monotonic() - arrived)


# --------------------------------------------------------------------------- REST calls

_WORD = re.compile(r"[a-z@][a-z0-9@_-]{0,31}")
_CREDENTIALS = ("interactions", "webhooks")  # the segment after their id is a token


def route_of(path: str) -> str:
    """A REST path as its route: ids and tokens as `{id}`, so the routes stay few
    (/api/v10/channels/123/messages/456 -> /channels/{id}/messages/{id})."""
    parts = [p for p in path.split("/") if p]
    if len(parts) >= 2 and parts[0] == "api" and parts[1].startswith("v"):
        parts = parts[2:]
    out: list[str] = []
    for k, part in enumerate(parts):
        after_id = k >= 2 and parts[k - 2] in _CREDENTIALS
        out.append(part if _WORD.fullmatch(part) and not after_id else "{id}")
    return "/" + "/".join(out)


def rest_answered(method: str, path: str, status: int, headers: Any) -> None:
    """One REST call's answer: counted by route and status; a 429 by its scope; an answer
    Discord counts as invalid by its status."""
    REST.labels(method=method, route=route_of(path), status=str(status)).inc()
    if status == 429:
        scope = headers.get("X-RateLimit-Scope") or (
            "global" if headers.get("X-RateLimit-Global") == "true" else "user"
        )
        RATE_LIMITED.labels(scope=scope).inc()
    if is_invalid(status, headers):
        INVALID.labels(status=str(status)).inc()


# --------------------------------------------------------------------------- the rest


def moves_stored(game: str, count: int) -> None:
    MOVES.labels(game=game).inc(count)


def drawn(picture: str, seconds: float) -> None:
    DRAWING.labels(picture=picture).observe(seconds)


def exposition(running_tables: int) -> bytes:
    """The figures in Prometheus's text format: this process's, or with
    `PROMETHEUS_MULTIPROC_DIR` set, every process's of that folder."""
    RUNNING_TABLES.set(running_tables)
    if os.environ.get(MULTIPROC_DIR):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]  # prometheus-client leaves it unannotated
        return generate_latest(registry)
    return generate_latest(REGISTRY)


def process_ended(pid: int) -> None:
    """A process of the multiprocess folder ended: its live figures no longer count."""
    if os.environ.get(MULTIPROC_DIR):
        multiprocess.mark_process_dead(pid)  # type: ignore[no-untyped-call]  # as above
