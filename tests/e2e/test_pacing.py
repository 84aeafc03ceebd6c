"""The bot keeps its own REST calls within Discord's global limit (bot.pacing), through the
Discord double with its rate limits on."""

from __future__ import annotations

import asyncio

from bot import pacing
from bot.pacing import GlobalPace
from tests.e2e.harness import poll


def global_refusals(double) -> int:
    return double.rate.rejections["global"]


async def test_after_one_global_refusal_the_bot_paces_itself(world):
    double, channel, host = world
    bot = await host.start()
    assert not bot.pace.engaged  # nothing held back while Discord has not refused anything
    double.enforce_rate_limits()
    # posts to 40 channels, 3 each: within every channel's own limit (5 in 5 s)
    channels = [double.add_channel(channel.guild_id, f"room-{n}") for n in range(40)]
    rooms = [bot.get_partial_messageable(c.id) for c in channels]

    def burst(name: str):
        return asyncio.gather(*(rooms[i % 40].send(f"{name} {i}") for i in range(120)))

    # a burst past the limit: Discord refuses some for the global limit, the bot notices
    first = await burst("first")
    assert len(first) == 120
    assert global_refusals(double) > 0
    assert bot.pace.engaged

    # the next burst waits its turn in the bot instead of being refused and sent again
    before = global_refusals(double)
    await asyncio.sleep(5)  # the channels' own windows are over
    second = await burst("second")
    assert len(second) == 120
    assert global_refusals(double) == before
    assert bot.pace.waited >= 120 - pacing.RATE
    texts = [m.content for c in channels for m in double.channel_messages(c)]
    assert all(f"second {i}" in texts for i in range(120))


async def test_a_private_panel_goes_before_public_edits_waiting():
    pace = GlobalPace(rate=1, window=0.05)
    pace.engage()
    await pace.turn()  # the window is full now
    order: list[str] = []

    async def call(name: str, urgent: bool) -> None:
        if urgent:
            with pacing.first():
                await pace.turn()
        else:
            await pace.turn()
        order.append(name)
        pace.done()

    tasks = [asyncio.create_task(call(f"status {i}", False)) for i in range(3)]
    await asyncio.sleep(0)  # the three are queued first
    tasks.append(asyncio.create_task(call("panel", True)))
    pace.done()  # the first call is answered: the others go one by one
    await asyncio.gather(*tasks)
    assert order[0] == "panel", order
    assert order[1:] == ["status 0", "status 1", "status 2"]


async def test_a_bot_that_was_never_refused_is_not_held_back():
    pace = GlobalPace(rate=2, window=60.0)
    for _ in range(10):  # ten calls in a window of two: none waits
        await pace.turn()
        pace.done()
    assert pace.waited == 0


async def test_calls_still_waiting_when_the_minute_is_over_keep_the_pace():
    """The minute after the last refusal runs out while calls wait: they go at the pace,
    not all at once (a queue released at once was refused by Discord as one burst)."""
    pace = GlobalPace(rate=2, window=60.0)
    pace.engage()
    await pace.turn()
    pace.done()
    await pace.turn()  # the window is full with this call's answer, for a minute
    waiting = [asyncio.create_task(pace.turn()) for _ in range(5)]
    await poll(lambda: pace.waited == 5, what="the five queued")  # the runner waits for a place
    pace.engaged_until = 0.0  # the minute since the last refusal is over
    pace.done()  # the call in flight is answered: the runner looks again
    # it gets many turns of the loop (counted in turns, not time): nothing is let through
    for _ in range(50):
        await asyncio.sleep(0)
    assert not any(t.done() for t in waiting)
    assert pace.engaged  # while calls wait
    for t in waiting:
        t.cancel()
    await asyncio.gather(*waiting, return_exceptions=True)


async def test_a_queue_under_the_global_limit_slows_the_optional_traffic(world):
    """Calls queued for their turn slow the status edits and pings of every table, as
    refusals do (bot.budget): a status edit queued there would hold up its table's next
    phase."""
    double, channel, host = world
    bot = await host.start()
    assert bot.slowdown().level == 0
    bot.pace.engage()
    for _ in range(pacing.RATE):  # the second is spent
        await bot.pace.turn()
    waiting = [asyncio.create_task(bot.pace.turn()) for _ in range(10 * pacing.RATE)]
    await poll(lambda: bot.pace.backlog >= 10.0, what="the calls queued")
    # ten seconds of calls wait (and maybe a call of the bot's own, queued meanwhile)
    assert 10.0 <= bot.pace.backlog < 11.0
    assert bot.slowdown().level == 2 and bot.slowdown().status_wait >= 10
    for t in waiting:
        t.cancel()
    await asyncio.gather(*waiting, return_exceptions=True)
    assert bot.pace.backlog < 1.0  # the calls given up no longer wait
    for _ in range(pacing.RATE):
        bot.pace.done()
    await poll(lambda: bot.pace.backlog == 0, what="the bot's own calls to go out")
    assert bot.slowdown().level == 0
