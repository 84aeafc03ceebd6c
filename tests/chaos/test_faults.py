"""Discord having a bad day: a fifth of the bot's posts, edits, interaction answers and
webhook calls fail (429, 500, 502, 503) and the gateway drops now and then. Every game is
played to its end by a person pressing their panels, and: every press is answered within
Discord's 3 s, every post the bot meant to make is in the channel exactly once, and the
final scores appear once."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games import registry
from tests.chaos.counts import TALLY, scale
from tests.chaos.player import PanelPlayer, finals
from tests.e2e.harness import open_table

# AI seats beside the one person, per game (each game's own seat rules)
AI_SEATS = {"abstract": 1, "venn": 1, "classic": 1, "venice": 2, "vvv": 1}
FAULT_RATE = 0.2


def ui_of(bot, name: str):
    return bot.tables.games[name]


@pytest.mark.discord_double(reject_late_interactions=True)  # 3 s means 3 s, as on Discord
@pytest.mark.parametrize("name", registry.NAMES)
async def test_every_game_finishes_while_discord_fails_a_fifth_of_the_time(world, name):
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    ui = ui_of(bot, name)
    await open_table(double, alice, channel, [], ai=AI_SEATS[name], clock="0", game=name)
    games_to_play = scale(1, 3)
    rng = random.Random(f"faults-{name}")
    player = PanelPlayer(double, alice, channel, rng, ui.panel_label)
    faults = double.inject_random_faults(FAULT_RATE, seed=rng.randrange(1 << 30))
    drops = 0
    finished = 0
    for game_no in range(games_to_play):
        table_id = game_no + 1
        for step in range(3000):
            row = await bot.tables.load_table(table_id)
            if row.status == "finished":
                break
            if 0 not in ui.game.waiting_for(row.state):
                await double.next_change(1.0)  # the AI seats are thinking
                continue
            if await player.step(ui.game.flow(row.state).panel_key(0)) is None:
                await double.next_change(1.0)  # her panel is on its way
            if step % 60 == 59:  # the gateway drops; discord.py resumes the session
                await double.drop_gateway("abort", wait_resume=True, timeout=30)
                drops += 1
        else:
            TALLY["fault run: stuck tables"] += 1
            raise AssertionError(f"{name} table {table_id} did not finish")
        await bot.tables.idle()
        finished += 1
        assert len(finals(double, channel)) == finished
        if game_no + 1 < games_to_play:
            double.stop_random_faults()
            await open_table(double, alice, channel, [], ai=AI_SEATS[name], clock="0", game=name)
            double.rest.random_faults = faults
    double.stop_random_faults()
    await bot.tables.idle()

    # every post the bot tried (each carries its nonce) is in the channel or DM, once
    tried = {r.json["nonce"] for r in double.requests if r.method == "POST" and _nonce(r)}
    shown = Counter(m.nonce for m in double.state.messages.values() if m.nonce is not None)
    missing = tried - set(shown)
    twice = [n for n, k in shown.items() if k > 1]
    posted = finals(double, channel)
    TALLY["fault run: games finished"] += finished
    TALLY["fault run: stuck tables"] += 0
    TALLY["fault run: presses"] += player.tally.clicks
    TALLY["fault run: presses unanswered"] += player.tally.unanswered
    TALLY["fault run: answers later than 3 s"] += len(double.late_interactions)
    TALLY["fault run: faults injected"] += sum(faults.served.values())
    TALLY["fault run: gateway drops"] += drops
    TALLY["fault run: posts missing"] += len(missing)
    TALLY["fault run: posts twice"] += len(twice)
    TALLY["fault run: duplicate finals"] += len(posted) - finished
    assert sum(faults.served.values()) > 0
    assert player.tally.unanswered == 0, [
        (
            i.describe(),
            i.delivered_to_sessions,
            [(c.type, c.at - i.created_at) for c in i.rejected_callbacks],
            [(r.status, r.at - i.created_at) for r in double.requests if str(i.id) in r.path],
        )
        for i in player.tally.lost
    ]
    assert not double.late_interactions
    assert not missing and not twice
    assert len(posted) == finished == games_to_play


def _nonce(record) -> bool:
    return isinstance(record.json, dict) and record.json.get("nonce") is not None
