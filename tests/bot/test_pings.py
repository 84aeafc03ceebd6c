"""Who is pinged how (bot.pings) and the server settings' checks (bot.server_settings),
without Discord: the end-to-end tests are tests/e2e/test_pings.py and
test_server_settings.py."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot import lobby
from bot.crowd import CROWD_ABOVE
from bot.learn import PRACTICE
from bot.pings import Pings, is_live, message_link, plan_turn, starts_phase
from bot.quiet import Hours
from bot.server_settings import describe, lobby_minutes_setting, play_refusal
from bot.storage import SeatRecord, ServerSettings, TableRecord


def table(clock: int, seats: list[SeatRecord], game: str = "venice") -> TableRecord:
    return TableRecord(
        id=3,
        game=game,
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={},
        seed=0,
        clock_minutes=clock,
        seats=seats,
    )


def seats() -> list[SeatRecord]:
    return [
        SeatRecord(seat=0, user_id=10, name="alice"),
        SeatRecord(seat=1, user_id=11, name="bob"),
        SeatRecord(seat=2, user_id=None, name="AI 1", is_ai=True),
    ]


@pytest.mark.parametrize(
    ("clock", "live"), [(0, False), (2, True), (10, True), (59, True), (60, False), (720, False)]
)
def test_live_means_a_clock_under_an_hour(clock, live):
    assert is_live(clock) is live


def test_a_live_clock_mentions_the_seats_to_act_unless_off():
    t = table(5, seats())
    assert plan_turn(t, [0], {}, False).acting == [10]
    assert plan_turn(t, [0, 1], {11: "off"}, False).acting == [10]
    assert plan_turn(t, [2], {}, True).acting == []  # the AI is never pinged


def test_an_async_clock_mentions_only_closed_dms():
    everyone = seats()
    t = table(0, everyone)
    assert plan_turn(t, [0, 1], {}, False).acting == []  # their DM panels are the ping
    everyone[1].dm_closed = True
    assert plan_turn(t, [0, 1], {}, False).acting == [11]
    assert plan_turn(t, [0, 1], {11: "off"}, False).acting == []


def test_all_adds_a_new_phase_for_those_who_need_not_act():
    t = table(0, seats())
    plan = plan_turn(t, [0], {10: "all", 11: "all"}, True)
    assert plan.phase == [11] and plan.acting == []  # alice acts: her DM tells her
    assert plan_turn(t, [0], {11: "all"}, False).phase == []  # the same phase: nothing
    assert plan_turn(t, [0], {11: "my_turn"}, True).phase == []


def test_a_crowd_gets_no_per_player_pings():
    crowd = [SeatRecord(seat=n, user_id=100 + n, name=f"p{n}") for n in range(CROWD_ABOVE + 1)]
    t = table(5, crowd, game="abstract")
    plan = plan_turn(t, list(range(len(crowd))), {100: "all"}, True)
    assert plan.acting == [] and plan.phase == []


def test_a_practice_table_gets_no_channel_pings():
    t = table(5, seats()[:1] + seats()[2:])
    assert plan_turn(t, [0], {}, False).acting == [10]  # a live table of one person
    t.options = {PRACTICE: True}
    plan = plan_turn(t, [0], {10: "all"}, True)
    assert plan.acting == [] and plan.phase == []


async def test_a_practice_tables_dm_panels_come_silently():
    class Prefs:
        async def pings(self, ids):
            return {i: "my_turn" for i in ids}

        async def hours(self, ids):
            return {i: Hours() for i in ids}

    async def retrying(call):
        return await call()

    games = {"venice": SimpleNamespace(title="Forget Venice")}
    pinger = Pings(games, Prefs(), lambda channel_id: None, retrying)
    t = table(0, seats()[:1] + seats()[2:])
    line, silent = await pinger.dm_ping(t, 10)
    assert line and "Your turn" in line and not silent  # async: the DM panel is the ping
    t.options = {PRACTICE: True}
    assert await pinger.dm_ping(t, 10) == (None, True)


def test_a_new_phase_is_a_new_announce_key():
    assert starts_phase(None, "1.half 1")
    assert not starts_phase("1.half 1.choose.2", "1.half 1")
    assert starts_phase("1.half 1.choose.2", "2.half 1")
    assert message_link(1, 2, 3) == "https://discord.com/channels/1/2/3"
    assert message_link(1, 2, None) == "https://discord.com/channels/1/2"


@pytest.mark.parametrize("value", [4, 1441, 0, -5, True, "30", 30.0, None])
def test_lobby_expiry_outside_five_minutes_to_a_day_is_refused(value):
    refused = lobby_minutes_setting(value)
    assert (
        isinstance(refused, str) and "5 to 1,440" in refused
    )  # (numbers as the language writes them)


def test_lobby_expiry_in_range_is_kept():
    assert lobby_minutes_setting(5) == 5 and lobby_minutes_setting(1440) == 1440


def test_play_channel_allows_itself_and_its_threads_only():
    settings = ServerSettings(guild_id=1, play_channel_id=50)
    assert play_refusal(settings, SimpleNamespace(id=50)) is None
    assert play_refusal(settings, SimpleNamespace(id=51, parent_id=50)) is None
    assert "<#50>" in (play_refusal(settings, SimpleNamespace(id=52, parent_id=None)) or "")
    assert play_refusal(ServerSettings(guild_id=1), SimpleNamespace(id=52)) is None


def test_show_names_the_defaults_and_the_choices():
    text = describe(ServerSettings(guild_id=1), "my_turn")
    assert lobby.clock_label(lobby.DEFAULT_CLOCK_MINUTES) in text and "the bot's default" in text
    assert "30 minutes" in text and "any channel" in text and "my turn" in text
    chosen = describe(ServerSettings(guild_id=1, lobby_minutes=90, play_channel_id=7))
    assert "90 minutes" in chosen and "<#7>" in chosen and "pings" not in chosen
