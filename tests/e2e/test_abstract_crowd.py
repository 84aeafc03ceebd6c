"""A whole server at one Abstract table: 120 players through the Discord double, played the
crowd's way (bot.crowd): no DMs, one public message per round, private panels opened with
"Play this round", a constant handful of globally rate-limited requests per round."""

from __future__ import annotations

import asyncio
import re
import time

from bot.crowd import PLAY_LABEL, SHEET_LABEL
from bot.gameui import seat_context
from tests.e2e.harness import png_size, poll

PLAYERS = 120  # the bench (bench/crowd.py) plays 1,000; this proves the shape, round after round
PLAYED_ROUNDS = 2  # played by everyone through their panels; the clock ends the others
GLOBAL_PER_ROUND = 5


def round_status(double, channel, number: int):
    for m in reversed(double.channel_messages(channel)):
        title = m.title
        if title.startswith(f"Abstract · round {number}/") and m.buttons:
            return m
    return None


def final_of(double, channel):
    return next(
        (m for m in double.channel_messages(channel) if m.title == "Abstract · final scores"),
        None,
    )


def webhook_tokens(double) -> set[str]:
    """The interaction tokens the bot edited or followed up through (their webhook)."""
    return {
        r.path.split("/")[3]
        for r in double.requests
        if r.path.startswith("/webhooks/") and r.status < 300
    }


async def clock_running(bot, table) -> None:
    """The round's clock is armed (the status is posted just before it): a deadline set
    earlier would be replaced by the round's own."""
    game = bot.tables.games["abstract"].game
    await poll(
        lambda: table.phase == game.flow(table.state).turn_key and table.deadline is not None,
        what="the round's clock",
    )


async def open_panel(double, user, status):
    inter = await double.click(user, status, label=PLAY_LABEL)
    await inter.responded(30)
    panel = await poll(
        lambda: inter.original if inter.original and inter.original.embeds else None,
        what=f"{user.name}'s panel",
    )
    assert panel.ephemeral
    return panel


async def pick(double, user, panel) -> bool:
    """One pick on the panel (the first option of its first menu); False when only
    "Confirm round" is left."""
    msg = double.message(panel)
    if not msg.selects:
        return False
    sel = msg.selects[0]
    before = msg.custom_ids
    inter = await double.select(user, msg, sel["custom_id"], [sel["options"][0]["value"]])
    await poll(
        lambda: double.message(panel).custom_ids != before or inter.ephemeral_messages,
        what=f"{user.name}'s pick",
    )
    assert not inter.ephemeral_messages, inter.ephemeral_messages[0].content
    return True


async def play_to_confirm(double, user, status) -> tuple:
    """Open the panel and make every pick of the round; the confirm is left to press."""
    panel = await open_panel(double, user, status)
    while await pick(double, user, panel):
        pass
    confirm = next(b for b in double.message(panel).buttons if b.get("label") == "Confirm round")
    assert not confirm.get("disabled"), double.message(panel).text
    return panel, confirm["custom_id"]


async def test_a_hundred_and_twenty_players_as_a_crowd(world):
    double, channel, host_ = world
    users = [double.add_user(f"painter{i}") for i in range(PLAYERS)]
    bot = await host_.start()
    host, joiners = users[0], users[1:]

    # the lobby: everyone joins at once; the card shows the count and the latest to join
    play = await double.slash(host, channel, "play", {"game": "abstract"})
    await play.responded()
    lobby = await poll(lambda: play.original if play.original and play.original.buttons else None)
    joins = await asyncio.gather(*(double.click(u, lobby, label="Join") for u in joiners))
    await asyncio.gather(*(j.responded(30) for j in joins))
    await poll(
        lambda: f"**{PLAYERS} players seated**" in double.message(lobby).text,
        what="the lobby to show every seat",
    )
    card = double.message(lobby).text
    assert len(card) < 1500 and "Latest to join" in card
    assert f"<@{users[5].id}>" not in card  # not a line per seat
    assert not any(j.ephemeral_messages for j in joins)
    table = bot.tables.table_in(channel.id)
    assert len(table.seats) == PLAYERS
    clock = next(s for s in double.message(lobby).selects if s["custom_id"].endswith(":clock"))
    await (await double.select(host, lobby, clock["custom_id"], ["2"])).responded()
    await poll(lambda: "2 minutes" in double.message(lobby).text, what="the clock")
    await (await double.click(host, lobby, label="Start")).responded()

    double.enforce_rate_limits()  # the rounds meet Discord's real ceiling
    rate = double.rate
    per_round: list[int] = []
    status = await poll(lambda: round_status(double, channel, 1), what="round 1")
    seen = time.monotonic()
    assert "Confirmed" in status.text and f"0 of {PLAYERS}" in status.text
    assert PLAY_LABEL in [b.get("label") for b in status.buttons]
    latencies: list[float] = []
    for round_no in range(1, PLAYED_ROUNDS + 1):
        played = await asyncio.gather(*(play_to_confirm(double, u, status) for u in users))
        # everyone confirms in the same moment
        confirms = await asyncio.gather(
            *(double.click(u, panel, cid) for u, (panel, cid) in zip(users, played, strict=True))
        )
        await asyncio.gather(*(c.responded(30) for c in confirms))
        latencies += [c.latency for c in confirms]
        assert all(c.deferred for c in confirms)  # acknowledged at once, the panel follows
        status = await poll(
            lambda n=round_no: round_status(double, channel, n + 1),
            timeout=120,
            what=f"round {round_no + 1}",
        )
        per_round.append(rate.counted_since(seen))
        seen = time.monotonic()
        # every confirm was answered with a panel: the round confirmed, or (the last one)
        # the next round's panel; none with an error
        await poll(
            lambda cs=confirms: {c.token for c in cs} <= webhook_tokens(double),
            what="every confirm's panel",
        )
        assert not any(c.ephemeral_messages for c in confirms)
        assert f"0 of {PLAYERS}" in status.text

    # a round the clock ends: a few open their panel (one of them twice) and do not confirm
    few = users[:5]
    stale = await open_panel(double, few[0], status)
    panels = [await open_panel(double, u, status) for u in few]
    await pick(double, few[1], panels[1])
    await clock_running(bot, table)
    await bot.tables.set_deadline(table.id, time.time() + 0.1)
    for panel in panels:  # each is told in its own panel that the AI finished its round
        await poll(
            lambda p=panel: "time ran out" in double.message(p).text.lower(), what="the note"
        )
        assert not double.message(panel).custom_ids
    status = await poll(lambda: round_status(double, channel, PLAYED_ROUNDS + 2), what="next")
    per_round.append(rate.counted_since(seen))
    seen = time.monotonic()
    closed = next(
        m
        for m in double.channel_messages(channel)
        if m.title.startswith(f"Abstract · round {PLAYED_ROUNDS + 1}/")
    )
    assert f"Time ran out for {PLAYERS} players" in closed.text and not closed.buttons
    # a click on a panel of that round: a plain answer, nothing written
    late = await double.select(
        few[0],
        stale,
        double.message(stale).selects[0]["custom_id"],
        [double.message(stale).selects[0]["options"][0]["value"]],
    )
    note = await poll(lambda: late.ephemeral_messages, what="the late click's answer")
    assert "round is over" in note[0].content and PLAY_LABEL in note[0].content

    # the other rounds: the clock runs out on each, the AI plays every seat
    for round_no in range(PLAYED_ROUNDS + 2, 13):
        await clock_running(bot, table)
        await bot.tables.set_deadline(table.id, time.time() + 0.05)
        if round_no < 12:
            status = await poll(
                lambda n=round_no: round_status(double, channel, n + 1), timeout=120, what="round"
            )
        else:
            await poll(lambda: final_of(double, channel), timeout=120, what="the final")
        per_round.append(rate.counted_since(seen))
        seen = time.monotonic()

    await bot.tables.idle()
    final = final_of(double, channel)
    print(
        f"\ncrowd of {PLAYERS}: global requests per round {per_round}; confirm first answers "
        f"p50 {sorted(latencies)[len(latencies) // 2] * 1000:.0f} ms, "
        f"max {max(latencies) * 1000:.0f} ms"
    )
    # the final round's window also holds the final message and the last closing edit
    assert max(per_round[:-1]) <= GLOBAL_PER_ROUND, per_round
    assert per_round[-1] <= GLOBAL_PER_ROUND + 1, per_round
    assert all(double.dm_messages(u) == [] for u in users)  # no DM panels, ever
    assert double.rate.rejections.total() == 0

    # the final: the top ten, the standings picture small, each player's place privately
    scores = bot.tables.games["abstract"].game.scores(table.state)
    lines = [line for line in final.text.split("\n") if re.match(r"\*\*\d+\. ", line)]
    assert len(lines) == 10 and lines[0].startswith("**1. ")
    assert SHEET_LABEL in [b.get("label") for b in final.buttons]
    picture = next(a for a in final.attachments if a.filename == "final.png")
    assert png_size(picture.data)[1] < 1500 and len(picture.data) < 200_000
    who = users[PLAYERS * 5 // 8]  # one well down the standings
    sheet = await double.click(who, final, label=SHEET_LABEL)
    answer = await poll(
        lambda: sheet.original if sheet.original and sheet.original.embeds else None,
        what="the sheet",
    )
    assert answer.ephemeral
    mine = scores[table.seat_of(who.id).seat]  # seats follow the order people joined in
    assert f"**{mine['total']}** points" in answer.text and "You placed" in answer.text
    # its score's lines as the final message words them (the game's UI: GameUI.sheet_lines)
    ui = bot.tables.games["abstract"]
    said = ui.sheet_lines(seat_context(table, table.seat_of(who.id).seat), mine)
    assert said and all(line in answer.text for line in said)
    assert [a.filename for a in answer.attachments] == ["sheet.png"]
    stranger = double.add_user("passerby")
    other = await double.click(stranger, final, label=SHEET_LABEL)
    told = await poll(lambda: other.ephemeral_messages, what="the stranger's answer")
    assert "did not play" in told[0].content

    # everyone's game counted in the stats
    for user in users:
        stats = await bot.storage.user_stats(user.id)
        assert stats["abstract"]["played"] == 1
        assert stats["abstract"]["total_score"] == scores[table.seat_of(user.id).seat]["total"]
