"""A bot that can be watched: with a port in its settings it answers GET /health (200, or
503 saying the database is away) and GET /metrics, whose figures move by what happened
through the Discord double: each interaction counted by kind and its first answer timed,
each stored move counted, each REST call counted by route and status exactly as the
double answered it, and a refused call counted as a 429 and an invalid request."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections import Counter

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.metrics import route_of
from bot.storage import StorageUnavailable
from tests.double.models import PATIENCE
from tests.e2e.harness import bot_settings, choose_first, latest_dm_panel, open_table, wait_round


def figures(text: str) -> Counter:
    """Every sample of the exposition, by name and labels."""
    out: Counter = Counter()
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            out[(sample.name, tuple(sorted(sample.labels.items())))] += sample.value
    return out


def moved(before: Counter, after: Counter, name: str, **labels: str) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after[key] - before[key]


def rest_calls(figures_: Counter) -> Counter:
    """The REST figures as (method, route, status) -> count."""
    out: Counter = Counter()
    for (name, labels), value in figures_.items():
        if name == "venn_rest_requests_total":
            got = dict(labels)
            out[(got["method"], got["route"], got["status"])] += value
    return out


async def get(session: aiohttp.ClientSession, url: str) -> tuple[int, str]:
    async with session.get(url) as response:
        return response.status, await response.text()


async def test_health_and_figures_move_with_what_the_bot_did(world, monkeypatch):
    double, channel, host = world
    alice = double.add_user("alice")
    settings = dataclasses.replace(bot_settings(double, host.db_path), metrics_port=0)
    monkeypatch.setattr(host, "settings", lambda: settings)
    bot = await host.start()
    assert bot.watch is not None and bot.watch.port
    base = f"http://127.0.0.1:{bot.watch.port}"
    async with aiohttp.ClientSession() as session:
        status, body = await get(session, f"{base}/health")
        assert status == 200, body
        assert '"database": "ok"' in body and '"discord": "connected"' in body

        await bot.tables.idle()
        since = len(double.requests)
        status, text = await get(session, f"{base}/metrics")
        assert status == 200
        before = figures(text)

        # a slash command, three lobby clicks, one click of the round's panel; one of the
        # bot's posts refused once with a 429 (its own limit: not a shared one)
        refused = double.inject_rate_limit(count=1, method="POST", path_contains="/messages")
        await open_table(double, alice, channel, [], ai=1, clock="0")
        await wait_round(double, channel, 1)
        panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
        await choose_first(double, alice, panel)
        await bot.tables.idle()
        assert refused.remaining == 0
        stored = len(await bot.storage.moves(1))
        assert stored >= 1

        # the double's record of every call it answered since, by route and status
        def answered_calls() -> Counter:
            return Counter(
                (r.method, route_of(r.path), str(r.status)) for r in double.requests[since:]
            )

        async def after_all() -> Counter:
            return figures((await get(session, f"{base}/metrics"))[1])

        # (a call's answer is counted as the bot reads it: look until the figures agree)
        deadline = time.monotonic() + PATIENCE  # the double's patience, as every wait
        while True:
            after = await after_all()
            if rest_calls(after) - rest_calls(before) == answered_calls():
                break
            assert time.monotonic() < deadline, "the REST figures never agreed"
            await asyncio.sleep(0)  # let the bot's answers be read before looking again
        assert rest_calls(after) - rest_calls(before) == answered_calls()
        callbacks = answered_calls()[("POST", "/interactions/{id}/{id}/callback", "204")]
        callbacks += answered_calls()[("POST", "/interactions/{id}/{id}/callback", "200")]
        assert callbacks == 5

    kinds = {"application_command": 1, "component": 4}
    for kind, count in kinds.items():
        assert moved(before, after, "venn_interactions_total", kind=kind) == count
    assert moved(before, after, "venn_interaction_first_answer_seconds_count") == 5
    assert moved(before, after, "venn_moves_total", game="abstract") == stored
    assert moved(before, after, "venn_rate_limited_total", scope="user") == 1
    assert moved(before, after, "venn_invalid_requests_total", status="429") == 1
    assert moved(before, after, "venn_running_tables") == 1
    drawn = sum(after[key] - before[key] for key in after if key[0] == "venn_drawing_seconds_count")
    assert drawn >= 1
    assert not double.bot_errors


async def test_health_says_when_the_database_is_away(world, monkeypatch):
    double, channel, host = world
    settings = dataclasses.replace(bot_settings(double, host.db_path), metrics_port=0)
    monkeypatch.setattr(host, "settings", lambda: settings)
    bot = await host.start()
    assert bot.watch is not None

    async def away() -> None:
        raise StorageUnavailable("the database did not answer")

    monkeypatch.setattr(bot.storage, "ping", away)
    async with aiohttp.ClientSession() as session:
        status, body = await get(session, f"http://127.0.0.1:{bot.watch.port}/health")
    assert status == 503
    assert '"database": "unavailable"' in body and '"status": "unwell"' in body
    # a stopped bot lets its port go
    port = bot.watch.port
    await host.stop()
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.ClientConnectionError):
            await get(session, f"http://127.0.0.1:{port}/health")
