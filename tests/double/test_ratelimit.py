"""Discord's rate limits in the double (``ratelimit.py``): raw HTTP against the limits, and
an unmodified discord.py client that must stay under them by reading the headers."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from tests.double import Channel, DiscordDouble
from tests.double.botrunner import running_bot

pytestmark = pytest.mark.discord_double(check_responses=True, rate_limits=True)


class FrozenClock:
    """The model's clock, moved by hand: "within a second" without racing the machine."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock(discord_double: DiscordDouble) -> FrozenClock:
    frozen = FrozenClock()
    discord_double.rate.clock = frozen
    return frozen


@pytest.fixture
async def http(discord_double: DiscordDouble) -> AsyncIterator[Raw]:
    async with aiohttp.ClientSession() as session:
        yield Raw(discord_double, session)


class Raw:
    """Plain HTTP calls, with the bot's token unless ``bot=False``."""

    def __init__(self, double: DiscordDouble, session: aiohttp.ClientSession) -> None:
        self.double, self.session = double, session

    async def __call__(
        self, method: str, path: str, payload: Any = None, *, bot: bool = True
    ) -> tuple[int, Any, Any]:
        headers = {"Authorization": f"Bot {self.double.bot_token}"} if bot else {}
        async with self.session.request(
            method, self.double.api_base + path, json=payload, headers=headers
        ) as response:
            body = await response.json() if response.content_length else None
            return response.status, body, response.headers


async def test_the_51st_call_in_a_second_is_refused_globally(
    discord_double: DiscordDouble, clock: FrozenClock, http: Raw
) -> None:
    double = discord_double
    for _ in range(50):
        status, _body, headers = await http("GET", "/users/@me")
        assert status == 200 and "X-RateLimit-Bucket" in headers
    status, body, headers = await http("GET", "/users/@me")
    assert status == 429
    assert body["global"] is True and body["message"] == "You are being rate limited."
    assert 0.99 <= body["retry_after"] <= 1.0
    assert headers["X-RateLimit-Scope"] == "global"
    assert headers["X-RateLimit-Global"] == "true"
    assert headers["Retry-After"] == "1"
    assert headers["Via"]
    # any other route of the bot is refused too; the refused calls were not counted
    channel = double.add_channel(double.add_guild("G"), "games")
    status, body, _ = await http("GET", f"/channels/{channel.id}")
    assert status == 429 and body["global"] is True
    assert double.global_requests == 50
    assert double.rate.rejections == {"global": 2}
    assert double.rate_limit_hits == 2
    # once the window has passed the bot may call again
    clock.t += body["retry_after"]
    status, _, _ = await http("GET", "/users/@me")
    assert status == 200
    assert double.rate.counted_since(clock.t) == 1
    assert double.rate.peak() == 50
    records = double.requests_to("GET", "/users/@me")
    assert [double.rate.counted(r) for r in records] == [True] * 50 + [False, True]


async def test_interaction_routes_are_never_globally_limited(
    discord_double: DiscordDouble, clock: FrozenClock, http: Raw
) -> None:
    double = discord_double
    guild = double.add_guild("G")
    channel = double.add_channel(guild, "games")
    alice = double.add_user("alice")
    app = double.application_id
    status, _, _ = await http(
        "PUT", f"/applications/{app}/commands", [{"name": "go", "description": "go", "type": 1}]
    )
    assert status == 200
    inters = [await double.slash(alice, channel, "go") for _ in range(20)]
    while double.rate.counted_since(0) < 50:  # the bot's own budget is spent...
        assert (await http("GET", "/users/@me"))[0] == 200
    assert (await http("GET", "/users/@me"))[0] == 429
    before = len(double.requests)
    statuses = []
    for inter in inters:  # ...yet 20 callbacks and 180 followups pass within the second
        callback = f"/interactions/{inter.id}/{inter.token}/callback"
        statuses.append((await http("POST", callback, {"type": 5}, bot=False))[0])
        for n in range(9):
            reply = {"content": f"page {n}"}
            statuses.append((await http("POST", f"/webhooks/{app}/{inter.token}", reply))[0])
    assert len(statuses) == 200 and set(statuses) <= {200, 204}
    assert not any(double.rate.counted(r) for r in double.requests[before:])
    assert double.rate.rejections == {"global": 1}
    assert all(len(i.followups) == 9 for i in inters)
    assert double.violations == []


async def test_channel_message_bucket(
    discord_double: DiscordDouble, clock: FrozenClock, http: Raw
) -> None:
    double = discord_double
    guild = double.add_guild("G")
    games, other = double.add_channel(guild, "games"), double.add_channel(guild, "other")
    post = f"/channels/{games.id}/messages"
    buckets = set()
    for n in range(5):
        status, _, headers = await http("POST", post, {"content": f"m{n}"})
        assert status == 200
        assert headers["X-RateLimit-Limit"] == "5"
        assert headers["X-RateLimit-Remaining"] == str(4 - n)
        assert float(headers["X-RateLimit-Reset-After"]) == 5.0
        buckets.add(headers["X-RateLimit-Bucket"])
    status, body, headers = await http("POST", post, {"content": "m5"})
    assert status == 429
    assert body == {
        "message": "You are being rate limited.",
        "retry_after": 5.0,
        "global": False,
        "code": 0,
    }
    assert headers["X-RateLimit-Scope"] == "user"
    assert headers["X-RateLimit-Remaining"] == "0"
    assert headers["X-RateLimit-Limit"] == "5"
    assert headers["Retry-After"] == "5"
    assert {headers["X-RateLimit-Bucket"]} == buckets
    assert "X-RateLimit-Global" not in headers
    # another channel has its own bucket; edits have theirs
    assert (await http("POST", f"/channels/{other.id}/messages", {"content": "x"}))[0] == 200
    first = double.channel_messages(games)[0]
    patch = f"/channels/{games.id}/messages/{first.id}"
    assert (await http("PATCH", patch, {"content": "edited"}))[0] == 200
    clock.t += 5.0
    assert (await http("POST", post, {"content": "m5"}))[0] == 200
    assert [m.content for m in double.channel_messages(games)][-1] == "m5"
    assert double.rate.rejections == {"user": 1}
    assert double.rate.excess == {"user": 1}


async def test_switched_off_counts_but_does_not_refuse(
    discord_double: DiscordDouble, clock: FrozenClock, http: Raw
) -> None:
    double = discord_double
    double.enforce_rate_limits(False)
    channel = double.add_channel(double.add_guild("G"), "games")
    for n in range(60):
        status, _, headers = await http(
            "POST", f"/channels/{channel.id}/messages", {"content": f"{n}"}
        )
        assert status == 200
    assert headers["X-RateLimit-Limit"] == "10000"
    assert double.rate.rejections == {}
    assert double.global_requests == 60
    assert double.rate.excess == {"global": 10, "user": 55}


# --------------------------------------------------------------------------------------
# the real client
# --------------------------------------------------------------------------------------


async def test_discord_py_paces_itself_under_the_limits(discord_double: DiscordDouble) -> None:
    double = discord_double
    guild = double.add_guild("Busy")
    channels: list[Channel] = [double.add_channel(guild, f"table-{n}") for n in range(20)]
    bot = discord.Client(intents=discord.Intents.default())
    async with running_bot(bot, double) as client:
        start = asyncio.get_running_loop().time()
        since = double.state.now()
        sends = []
        for round_ in range(6):  # 6 per channel: the 6th waits for the 5/5 s bucket
            for ch in channels:
                target = client.get_channel(ch.id)
                assert isinstance(target, discord.TextChannel)
                sends.append(target.send(f"{ch.name} #{round_}"))
        sent = await asyncio.gather(*sends)  # no exception reaches the caller
        elapsed = asyncio.get_running_loop().time() - start
    assert len(sent) == 120
    for ch in channels:
        contents = sorted(m.content for m in double.channel_messages(ch))
        assert contents == sorted(f"{ch.name} #{r}" for r in range(6))
    assert double.rate.counted_since(since) >= 120
    assert double.rate.peak() <= 50
    assert double.rate.rejections["user"] == 0  # per-route pacing from the headers alone
    assert elapsed >= 4.0  # the sixth message of a channel waited for its bucket
    assert double.violations == []
