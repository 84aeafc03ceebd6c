"""Discord's invalid-request limit (bot.budget): the sliding count, the slowdown policy, the
warning, and forbidden calls not repeated; the pings it slows (bot.pings). The e2e test with
closed DMs is tests/e2e/test_budget.py."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import discord
import pytest

from bot.budget import (
    LIMIT,
    SLOWDOWNS,
    WARN_AT,
    InvalidRequests,
    Refusals,
    is_invalid,
    refuse_repeats,
    slowdown_at,
    slowdown_for_wait,
    slower,
)
from bot.pings import Pings
from bot.quiet import Hours
from bot.storage import SeatRecord, TableRecord


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_401_403_and_429s_count_but_not_shared_429s_nor_other_answers():
    budget = InvalidRequests(clock=Clock())
    budget.seen(401, {})
    budget.seen(403, {})
    budget.seen(429, {"X-RateLimit-Scope": "user"})
    budget.seen(429, {"X-RateLimit-Scope": "global", "X-RateLimit-Global": "true"})
    budget.seen(429, {})  # no scope said: Discord counts it
    budget.seen(429, {"X-RateLimit-Scope": "shared"})
    for status in (200, 204, 400, 404, 500, 503):
        budget.seen(status, {})
    assert budget.count == 5
    assert budget.by_status == {401: 1, 403: 1, 429: 3}
    assert not is_invalid(429, {"X-RateLimit-Scope": "shared"}) and is_invalid(403, {})


def test_the_count_slides_over_ten_minutes():
    clock = Clock()
    budget = InvalidRequests(clock=clock)
    budget.add(403, 3)
    clock.now += 300
    budget.add(429, 2)
    assert budget.count == 5
    clock.now += 299
    assert budget.count == 5
    clock.now += 2  # the first three are more than 600 s old
    assert budget.count == 2
    clock.now += 300
    assert budget.count == 0


def test_optional_traffic_slows_at_each_quarter_of_the_limit():
    assert slowdown_at(0) == SLOWDOWNS[0]
    assert slowdown_at(LIMIT // 4 - 1).level == 0
    assert slowdown_at(LIMIT // 4).level == 1
    assert slowdown_at(LIMIT // 2).level == 2
    assert slowdown_at(3 * LIMIT // 4).level == 3
    assert slowdown_at(5 * LIMIT).level == 3
    waits = [s.status_wait for s in SLOWDOWNS]
    assert waits == sorted(waits) and waits[0] == 0.3  # the usual bunching at level 0
    assert SLOWDOWNS[0].phase_pings and SLOWDOWNS[0].turn_pings
    assert not SLOWDOWNS[1].phase_pings and SLOWDOWNS[2].turn_pings
    assert not SLOWDOWNS[3].turn_pings
    clock = Clock()
    budget = InvalidRequests(clock=clock)
    budget.add(403, LIMIT // 2)
    assert budget.slowdown().level == 2
    clock.now += 601
    assert budget.slowdown().level == 0


def test_a_warning_is_logged_well_before_the_limit_and_not_for_every_request(caplog):
    clock = Clock()
    budget = InvalidRequests(clock=clock)
    with caplog.at_level(logging.WARNING, logger="bot.budget"):
        budget.add(403, WARN_AT - 1)
        assert not caplog.records
        budget.add(403)
        budget.add(403, 10)
        warned = [r for r in caplog.records if "invalid requests" in r.getMessage()]
        assert len(warned) == 1 and "10000" in warned[0].getMessage()
        caplog.clear()
        budget.add(429, LIMIT // 4)  # a level of slowdown: said once
        budget.add(429)
        assert len(caplog.records) == 1 and "slowed" in caplog.records[0].getMessage()
        caplog.clear()
        clock.now += 601  # the count fell: the next time it rises it is said again
        budget.add(403, WARN_AT)
        assert len(caplog.records) == 1


class FakeHttp:
    """discord.py's HTTP client as far as `refuse_repeats` sees it."""

    def __init__(self, code: int) -> None:
        self.code = code
        self.asked: list[str] = []

    async def request(self, route, **kwargs):
        self.asked.append(route.url)
        if "forbidden" in route.url:
            response = SimpleNamespace(status=403, reason="Forbidden")
            raise discord.Forbidden(response, {"code": self.code, "message": "Missing Access"})
        return {"ok": True}


def route(url: str, method: str = "PATCH"):
    return SimpleNamespace(method=method, url=url, path=url)


def test_optional_traffic_slows_as_calls_queue_under_the_global_limit():
    assert slowdown_for_wait(0.0) == SLOWDOWNS[0]
    assert slowdown_for_wait(1.0).level == 0  # a second's queue is the pace doing its job
    assert slowdown_for_wait(1.5).level == 1
    assert slowdown_for_wait(6.0).level == 2
    assert slowdown_for_wait(300.0).level == 3
    assert slower(SLOWDOWNS[2], SLOWDOWNS[0], SLOWDOWNS[1]) == SLOWDOWNS[2]


async def test_a_call_refused_as_forbidden_is_not_asked_again():
    http = FakeHttp(50001)
    refusals = Refusals()
    refuse_repeats(http, refusals)
    with pytest.raises(discord.Forbidden):
        await http.request(route("/channels/1/messages/forbidden"))
    with pytest.raises(discord.Forbidden) as again:
        await http.request(route("/channels/1/messages/forbidden"))
    assert again.value.code == 50001 and again.value.status == 403  # as Discord said it
    assert http.asked == ["/channels/1/messages/forbidden"]  # asked once
    assert refusals.spared == 1
    # another call, or another method on the same URL, is asked
    assert await http.request(route("/channels/1/messages/2")) == {"ok": True}
    with pytest.raises(discord.Forbidden):
        await http.request(route("/channels/1/messages/forbidden", "DELETE"))
    assert len(http.asked) == 3


async def test_a_closed_dm_is_remembered_per_player_not_per_call():
    http = FakeHttp(50007)
    refusals = Refusals()
    refuse_repeats(http, refusals)
    for _ in range(2):
        with pytest.raises(discord.Forbidden):
            await http.request(route("/channels/9/messages/forbidden", "POST"))
    assert len(http.asked) == 2 and len(refusals) == 0  # bot.closed_dms keeps this one


async def test_pings_thin_out_as_the_count_rises():
    class Prefs:
        async def pings(self, ids):
            return {i: "all" for i in ids}

        async def hours(self, ids):  # nobody in their quiet hours (bot.quiet)
            return {i: Hours() for i in ids}

    posted: list[str] = []

    class Channel:
        async def send(self, text, **kwargs):
            posted.append(text)

    async def retrying(call):
        return await call()

    level = [0]
    game = SimpleNamespace(
        flow=lambda state: SimpleNamespace(announce_key="2.b", turn_key="2.b.c.1"),
        waiting_for=lambda state: [0],
    )
    games = {"venice": SimpleNamespace(title="Forget Venice", game=game)}
    pinger = Pings(games, Prefs(), lambda cid: Channel(), retrying, lambda: SLOWDOWNS[level[0]])
    t = TableRecord(
        id=3,
        game="venice",
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={},
        seed=0,
        clock_minutes=5,  # live: the channel mention is the ping, the DM silent
        seats=[SeatRecord(seat=0, user_id=10, name="a"), SeatRecord(seat=1, user_id=11, name="b")],
        state={},
        phase="1.a.b.0",  # the turn before: this one opens a new phase
    )
    await pinger.ping_turn(t)  # a's turn, and b (who chose `all`) hears of the new phase
    assert len(posted) == 1 and "<@10>: your turn" in posted[0] and "<@11>" in posted[0]
    level[0] = 1
    await pinger.ping_turn(t)  # the phase mentions go first
    assert "<@10>: your turn" in posted[1] and "<@11>" not in posted[1]
    level[0] = 3
    await pinger.ping_turn(t)  # then the turn mentions
    assert len(posted) == 2
    level[0] = 0
    assert await pinger.dm_ping(t, 10) == (None, True)
    level[0] = 3
    line, silent = await pinger.dm_ping(t, 10)
    assert line and "Your turn" in line and not silent  # the DM panel is the ping now
