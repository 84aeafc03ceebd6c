"""Discord having a bad day: a fifth of the bot's posts, edits, interaction answers and
webhook calls fail (429, 500, 502, 503; a first answer may also lose its connection, before
Discord read it or after Discord took it) and the gateway drops now and then. Every game is
played to its end by a person pressing their panels, and: every press is answered within
Discord's 3 s, every post the bot meant to make is in the channel exactly once, and the
final scores appear once. And every kind of interaction (slash commands, buttons, menus,
forms), a thousand of them and more at once, is answered: at most one in a thousand not."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections import Counter

import pytest

from games import registry
from tests.chaos.counts import TALLY, scale
from tests.chaos.player import PanelPlayer, finals
from tests.double.rest import ANSWER_LOST, CUT
from tests.e2e.harness import answered, open_table

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
    faults = double.inject_random_faults(
        FAULT_RATE, seed=rng.randrange(1 << 30), cut_paths=("/callback",)
    )
    drops = 0
    finished = 0
    for game_no in range(games_to_play):
        table_id = game_no + 1
        for step in range(3000):
            row = await bot.tables.load_table(table_id)
            if row.status == "finished":
                break
            if 0 not in ui.game.waiting_for(row.state):
                await double.settle(0.05)  # the AI seats are thinking
                continue
            if await player.step(ui.game.flow(row.state).panel_key(0)) is None:
                await double.settle(0.05)
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


# --------------------------------------------------------------------------------------
# every kind of interaction, counted per thousand

PLAYERS = ("abstract", "vvv")  # a game each, played at once (VENNi, Vidi, Vici's open forms)
LOBBIES = 4  # lobbies at once, where a host and a guest keep changing their minds
KIND = {2: "commands", 3: "buttons and menus", 5: "forms"}


@pytest.mark.discord_double(reject_late_interactions=True)  # 3 s means 3 s, as on Discord
async def test_every_kind_of_interaction_is_answered_while_its_answers_fail(world):
    """Slash commands, buttons, menus and forms while a fifth of every first answer fails
    (429, 500, 502, 503, the connection cut before Discord reads it or after Discord took
    it) as well as a fifth of the posts, edits and followups: at most one interaction in a
    thousand goes unanswered within Discord's 3 s. People play games at once (presses,
    picks, forms, /table status), and lobbies take joins, leaves and clocks (cheaper
    interactions, so that a thousand come within the test's time)."""
    double, channel, host = world
    guild = double.guild(channel.guild_id)
    bot = await host.start()
    target = scale(1000, 5000)
    faults = double.inject_random_faults(FAULT_RATE, seed=20261127, cut_paths=("/callback",))

    def asked() -> list:
        return [i for i in double.interactions if i.type in KIND]

    def enough() -> bool:
        return len(asked()) >= target

    async def play(n: int, name: str) -> None:
        user, rng, ui = double.add_user(f"player{n}"), random.Random(f"play-{n}"), ui_of(bot, name)
        for game_no in range(100):
            here = double.add_channel(guild, f"game-{n}-{game_no}")
            if enough():
                return
            if not await _opened(double, user, here, name):
                continue  # a step went unanswered (counted below): a new table elsewhere
            table = bot.tables.book.table_in(here.id)
            assert table is not None
            player = PanelPlayer(double, user, here, rng, ui.panel_label)
            await _played(bot, double, player, table.id, ui, rng, enough)

    async def lobby(n: int) -> None:
        hosting, guest = double.add_user(f"host{n}"), double.add_user(f"guest{n}")
        rng = random.Random(f"lobby-{n}")
        while not enough():
            here = double.add_channel(guild, f"lobby-{n}-{rng.randrange(1 << 30)}")
            play = await double.slash(hosting, here, "play", {"game": "abstract"})
            if not await _heard(double, play) or play.original is None:
                continue
            menu = next(s for s in play.original.selects if s["custom_id"].endswith(":clock"))
            clocks = [o["value"] for o in menu["options"]]
            while not enough():
                await _heard(double, await double.click(guest, play.original, label="Join"))
                await _heard(double, await double.click(guest, play.original, label="Leave"))
                picked = [rng.choice(clocks)]
                await _heard(
                    double, await double.select(hosting, play.original, menu["custom_id"], picked)
                )
                await _heard(double, await double.slash(guest, here, "table status"))

    await asyncio.gather(
        *(play(n, name) for n, name in enumerate(PLAYERS)), *(lobby(n) for n in range(LOBBIES))
    )
    double.stop_random_faults()
    await bot.tables.idle()

    # unanswered: no first answer in time, or a deferral ("thinking...") nothing followed
    followed = _followed_up(double)
    unanswered = [i for i in asked() if not i.acknowledged]
    stalled = [i for i in asked() if i.deferred and i.token not in followed]
    apologies = [i for i in asked() if any("went wrong" in m.content for m in i.ephemeral_messages)]
    lost = unanswered + stalled
    for kind, label in KIND.items():
        TALLY[f"fault run, every kind: {label}"] += sum(1 for i in asked() if i.type == kind)
    TALLY["fault run, every kind: interactions"] += len(asked())
    TALLY["fault run, every kind: first answers failed"] += sum(
        1 for r in double.requests if r.path.endswith("/callback") and r.status not in (200, 204)
    )
    TALLY["fault run, every kind: unanswered (no first answer)"] += len(unanswered)
    TALLY["fault run, every kind: unanswered (deferred, never followed)"] += len(stalled)
    TALLY["fault run, every kind: answered 'something went wrong'"] += len(apologies)
    TALLY["fault run, every kind: unanswered per 1,000"] = round(
        1000
        * (
            TALLY["fault run, every kind: unanswered (no first answer)"]
            + TALLY["fault run, every kind: unanswered (deferred, never followed)"]
        )
        / TALLY["fault run, every kind: interactions"],
        2,
    )
    assert len(asked()) >= target
    assert {i.type for i in asked()} == set(KIND)  # every kind was asked
    assert faults.served.get(CUT) and faults.served.get(ANSWER_LOST)
    assert len(lost) * 1000 <= len(asked()), [
        (
            i.describe(),
            [(c.type, c.error, round(c.at - i.created_at, 2)) for c in i.rejected_callbacks],
            [
                (r.status, round(r.at - i.created_at, 2))
                for r in double.requests
                if str(i.id) in r.path
            ],
        )
        for i in lost
    ]
    assert not apologies, [i.describe() for i in apologies]


async def _heard(double, inter) -> bool:
    """The interaction was answered in time, and a deferred answer followed up."""
    try:
        await inter.responded(timeout=5)
        await answered(double, inter, timeout=30)  # (a followup is tried for about 20 s)
    except TimeoutError:
        return False
    return True


def _followed_up(double) -> set[str]:
    """The tokens of the interactions whose answer was followed up (an edit or a message)."""
    return {
        r.path.split("/")[3]
        for r in double.requests
        if r.path.startswith("/webhooks/") and r.method in ("PATCH", "POST") and r.status < 300
    }


async def _opened(double, user, channel, game: str) -> bool:
    """/play, the game's AI seats, no clock, Start: False when a step went unanswered."""
    play = await double.slash(user, channel, "play", {"game": game})
    if not await _heard(double, play) or play.original is None:
        return False
    lobby = play.original
    for _ in range(AI_SEATS[game]):
        if not await _heard(double, await double.click(user, lobby, label="Add AI")):
            return False
    clock = next(s for s in double.message(lobby).selects if s["custom_id"].endswith(":clock"))
    if not await _heard(double, await double.select(user, lobby, clock["custom_id"], ["0"])):
        return False
    return await _heard(double, await double.click(user, lobby, label="Start"))


async def _played(bot, double, player: PanelPlayer, table_id: int, ui, rng, enough) -> None:
    """The game played by its one person until it ends or `enough()`: panel presses, now
    and then a form (where the panel offers one) or /table status."""
    for _ in range(3000):
        row = await bot.tables.load_table(table_id)
        if row.status == "finished" or enough():
            return
        if row.state is None or 0 not in ui.game.waiting_for(row.state):
            await _next_call(double)  # the AI seats are thinking
            continue
        key = ui.game.flow(row.state).panel_key(0)
        roll = rng.random()
        if roll < 0.05:
            await _heard(double, await double.slash(player.user, player.channel, "table status"))
            continue
        if roll < 0.5 and await player.fill_form(key) is not None:
            continue
        if await player.step(key) is None:
            await _next_call(double)
    raise AssertionError(f"table {table_id} did not finish")


async def _next_call(double, timeout: float = 5.0) -> None:
    """Wait for the bot's next call to Discord (whatever it is): something moved on."""
    seen = len(double.requests)
    with contextlib.suppress(TimeoutError):
        await double.wait_for(lambda: len(double.requests) > seen, timeout)
