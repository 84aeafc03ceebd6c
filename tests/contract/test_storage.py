"""The storage interface, checked for every backend (as Red-DiscordBot runs one suite per
driver): a backend is a factory that opens a Storage over a place that survives closing."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

from bot.quiet import Hours
from bot.storage import (
    FINISHED,
    LOBBY,
    MIGRATIONS,
    RUNNING,
    ChannelBusy,
    DuplicateInteraction,
    Follower,
    SeatRecord,
    ServerSettings,
    SqliteStorage,
    Storage,
    StorageUnavailable,
    VersionConflict,
    Write,
)
from bot.storage.base import RatingRow, SeasonEntry
from bot.storage.postgres import MIGRATIONS as POSTGRES_MIGRATIONS
from bot.storage.postgres import PostgresStorage
from tests.double.models import PATIENCE


def sqlite_backend(request: pytest.FixtureRequest, tmp: Path) -> Callable[[], Storage]:
    return lambda: SqliteStorage(tmp / "db" / "contract.sqlite3")


def postgres_backend(request: pytest.FixtureRequest, tmp: Path) -> Callable[[], Storage]:
    url = request.getfixturevalue("postgres_url")  # a database of this test's own
    return lambda: PostgresStorage(url)


BACKENDS = {"sqlite": sqlite_backend, "postgres": postgres_backend}


@pytest.fixture(params=sorted(BACKENDS))
def make_storage(request, tmp_path) -> Callable[[], Storage]:
    return BACKENDS[request.param](request, tmp_path)


@pytest.fixture
async def storage(make_storage):
    s = make_storage()
    await s.open()
    yield s
    await s.close()


async def new_table(storage: Storage, channel_id: int = 10, game: str = "abstract"):
    host = SeatRecord(seat=0, user_id=1, name="host")
    return await storage.create_table(
        game=game,
        guild_id=5,
        channel_id=channel_id,
        host=host,
        options={},
        seed=42,
        clock_minutes=5,
    )


async def started(storage: Storage):
    table = await new_table(storage)
    table.seats.append(SeatRecord(seat=1, user_id=2, name="guest"))
    await storage.start_table(table, {"n": 0})
    return table


async def test_one_active_table_per_channel(storage):
    table = await new_table(storage)
    assert table.status == LOBBY and table.seats[0].name == "host"
    with pytest.raises(ChannelBusy):
        await new_table(storage)
    other = await new_table(storage, channel_id=11)
    assert other.id != table.id
    assert (await storage.active_table_in(11)).id == other.id
    await storage.update_table(table.id, status="cancelled")
    assert (await new_table(storage)).channel_id == 10


async def test_moves_are_logged_with_versions_and_dedupe(storage):
    table = await started(storage)
    v = await storage.record_move(table.id, 0, {"type": "a"}, 111, 1, {"n": 1})
    assert v == 2
    with pytest.raises(DuplicateInteraction):
        await storage.record_move(table.id, 1, {"type": "b"}, 111, 2, {"n": 2})
    with pytest.raises(VersionConflict):
        await storage.record_move(table.id, 1, {"type": "b"}, 112, 1, {"n": 2})
    # neither failure changed anything
    fresh = await storage.get_table(table.id)
    assert fresh.version == 2 and fresh.state == {"n": 1} and fresh.status == RUNNING
    assert await storage.moves(table.id) == [(0, {"type": "a"})]
    assert await storage.has_interaction(111) and not await storage.has_interaction(112)
    await storage.record_move(table.id, 1, {"type": "b"}, None, 2, {"n": 2}, status=FINISHED)
    assert [t.id for t in await storage.active_tables()] == []
    assert [s.name for s in (await storage.get_table(table.id)).seats] == ["host", "guest"]


async def test_a_batch_is_stored_whole_with_the_events_of_each_move(storage):
    table = await started(storage)
    events = [[{"type": "painted", "square": 3}], [], [{"type": "round_started", "round": 2}]]
    moves = [{"type": "paint"}, {"type": "bonus"}, {"type": "confirm"}]
    assert await storage.record_moves(table.id, 1, moves, 7, 1, {"n": 3}, events=events) == 2
    assert await storage.moves(table.id) == [(1, m) for m in moves]
    assert await storage.move_events(table.id) == events
    # a batch that conflicts writes none of its moves
    with pytest.raises(VersionConflict):
        await storage.record_moves(table.id, 0, moves, 8, 1, {"n": 9})
    assert len(await storage.moves(table.id)) == 3 and not await storage.has_interaction(8)
    # moves stored without events read back with none
    await storage.record_move(table.id, 0, {"type": "x"}, None, 2, {"n": 4})
    assert (await storage.move_events(table.id))[-1] == []


async def test_a_group_of_writes_is_one_version_in_order_or_nothing(storage):
    """A group commit (bot.commits): several seats' writes in one transaction, one version
    for them all, each interaction id on its write's first move, the moves in order; one
    interaction already stored, or another version, writes none of them."""
    table = await started(storage)
    writes = [
        Write(1, [{"type": "paint"}, {"type": "confirm"}], 21, [[{"e": 1}], []]),
        Write(0, [{"type": "confirm"}], 22, [[{"e": 2}]]),
        Write(1, [{"type": "ai"}], None, [[]], by_ai=True),
    ]
    assert await storage.record_writes(table.id, writes, 1, {"n": 3}) == 2
    assert await storage.moves(table.id) == [
        (1, {"type": "paint"}),
        (1, {"type": "confirm"}),
        (0, {"type": "confirm"}),
        (1, {"type": "ai"}),
    ]
    assert await storage.move_events(table.id) == [[{"e": 1}], [], [{"e": 2}], []]
    assert await storage.has_interaction(21) and await storage.has_interaction(22)
    assert await storage.seat_moves(table.id) == {0: (1, 0), 1: (2, 1)}
    assert (await storage.get_table(table.id)).state == {"n": 3}
    again = [Write(0, [{"type": "x"}], 23, [[]]), Write(1, [{"type": "y"}], 21, [[]])]
    with pytest.raises(DuplicateInteraction):
        await storage.record_writes(table.id, again, 2, {"n": 4})
    with pytest.raises(VersionConflict):
        await storage.record_writes(table.id, again[:1], 1, {"n": 4})
    assert len(await storage.moves(table.id)) == 4 and not await storage.has_interaction(23)
    assert (await storage.get_table(table.id)).version == 2


async def test_moves_without_a_snapshot_are_replayed_on_loading(make_storage):
    storage = make_storage()
    await storage.open()
    table = await started(storage)
    await storage.record_move(table.id, 0, {"add": 1}, None, 1, {"n": 1})  # snapshot
    for version in range(2, 5):  # three moves without the state
        await storage.record_move(
            table.id, 1, {"add": 10}, None, version, {"n": -1}, snapshot=False
        )
    raw = await storage.get_table(table.id)  # the snapshot and what follows it, as data
    assert raw.version == 5 and raw.state == {"n": 1}
    assert raw.pending == [(1, {"add": 10})] * 3
    await storage.close()

    def replay(t):  # what the table manager does with the game's engine
        for _, move in t.pending:
            t.state = {"n": t.state["n"] + move["add"]}
        return t

    again = make_storage()
    await again.open()  # also survives closing and opening
    assert replay(await again.get_table(table.id)).state == {"n": 31}
    assert [replay(t).state for t in await again.active_tables()] == [{"n": 31}]
    await again.record_move(table.id, 0, {"add": 1}, None, 5, {"n": 32})  # a snapshot again
    fresh = await again.get_table(table.id)
    assert fresh.state == {"n": 32} and fresh.pending == []
    await again.close()


async def test_ratings_go_with_the_results_once_and_make_a_board(storage):
    table = await started(storage)
    await storage.record_move(table.id, 0, {"a": 1}, 1, 1, {"n": 1})
    await storage.record_moves(table.id, 1, [{"b": 1}, {"b": 2}], None, 2, {"n": 2}, by_ai=True)
    assert await storage.seat_moves(table.id) == {0: (1, 0), 1: (0, 2)}
    await storage.record_move(table.id, 0, {"a": 2}, 2, 3, {"n": 3}, status=FINISHED)
    rows = [RatingRow(1, 28.0, 8.0, True, 1, True), RatingRow(2, None, None, False, 2, False)]
    before = time.time()
    assert await storage.record_results(
        table.id, "abstract", [(1, 9, True), (2, 3, False)], guild_id=5, ratings=rows
    )
    again = [RatingRow(1, 99.0, 1.0, True, 2, True), RatingRow(2, 50.0, 1.0, False, 1, True)]
    assert not await storage.record_results(  # a rerun after a crash counts nothing twice
        table.id, "abstract", [(1, 9, True), (2, 3, False)], guild_id=5, ratings=again
    )
    board = await storage.leaderboard(5, "abstract")
    assert [(r["user_id"], r["mu"], r["played"], r["won"], r["rated"]) for r in board] == [
        (1, 28.0, 1, 1, 1),
        (2, None, 1, 0, 0),  # counted, not rated: below everyone rated
    ]
    assert await storage.leaderboard(6, "abstract") == []  # another server
    assert (await storage.user_ratings(5, 1))["abstract"]["sigma"] == 8.0
    # a later game: an unrated row keeps the rating it had
    other = await new_table(storage, channel_id=12)
    other.seats.append(SeatRecord(seat=1, user_id=2, name="guest"))
    await storage.start_table(other, {"n": 0})
    await storage.record_move(other.id, 0, {"a": 1}, 3, 1, {"n": 1}, status=FINISHED)
    await storage.record_results(
        other.id, "abstract", [(1, 1, False)], guild_id=5, ratings=[RatingRow(1, None, None, False)]
    )
    mine = (await storage.user_ratings(5, 1))["abstract"]
    assert (mine["mu"], mine["played"], mine["won"], mine["rated"]) == (28.0, 2, 1, 1)
    # each person's place in each game is kept for the seasons, once, in the order played
    season = await storage.season(5, "abstract", before - 1, time.time() + 1)
    assert season == [
        SeasonEntry(table.id, 1, 1, True, True),
        SeasonEntry(table.id, 2, 2, False, False),
        SeasonEntry(other.id, 1, 1, False, False),
    ]
    assert await storage.season(5, "abstract", before - 100, before - 1) == []  # before them
    assert await storage.season(5, "venn", before - 1, time.time() + 1) == []
    assert await storage.season(6, "abstract", before - 1, time.time() + 1) == []


async def test_pings_default_to_my_turn_and_are_stored_per_player(storage):
    assert await storage.pings([1, 2]) == {1: "my_turn", 2: "my_turn"}
    assert await storage.pings([]) == {}
    await storage.set_pings(1, "off")
    await storage.set_pings(2, "all")
    await storage.set_pings(2, "my_turn")  # changed again: one row per player
    assert await storage.pings([1, 2, 3]) == {1: "off", 2: "my_turn", 3: "my_turn"}
    with pytest.raises(ValueError):
        await storage.set_pings(1, "loud")
    assert (await storage.pings([1]))[1] == "off"  # the refused value changed nothing


async def test_closed_dms_are_remembered_per_player_beside_their_pings(storage):
    assert not await storage.dms_closed(1)  # never seen
    await storage.set_pings(2, "off")
    await storage.set_dms_closed(1, True)  # a row of its own, pings left at the default
    await storage.set_dms_closed(2, True)
    assert await storage.dms_closed(1) and await storage.dms_closed(2)
    assert await storage.pings([1, 2]) == {1: "my_turn", 2: "off"}  # the choice kept
    await storage.set_dms_closed(1, False)
    assert not await storage.dms_closed(1) and await storage.dms_closed(2)
    big = 2**62 + 3  # a snowflake needs 64 bits
    await storage.set_dms_closed(big, True)
    assert await storage.dms_closed(big)


async def test_hours_default_then_stored_per_player_beside_their_pings(make_storage):
    storage = make_storage()
    await storage.open()
    big = 2**62 + 5  # a snowflake needs 64 bits
    assert await storage.hours([1, big]) == {1: Hours(), big: Hours()}
    assert await storage.hours([]) == {}
    await storage.set_pings(1, "off")
    chosen = Hours(
        zone="Europe/Berlin",
        quiet_from=22 * 60,
        quiet_to=7 * 60 + 30,
        away_until=1_800_000_000.5,
        away_used=3,
        away_year=2026,
    )
    await storage.set_hours(1, chosen)
    await storage.set_hours(big, Hours(zone="Asia/Tokyo"))
    assert await storage.hours([1, big, 3]) == {
        1: chosen,
        big: Hours(zone="Asia/Tokyo"),
        3: Hours(),
    }
    assert await storage.pings([1]) == {1: "off"}  # the pings kept beside them
    await storage.set_hours(1, Hours(zone="UTC", away_used=3, away_year=2026))  # all cleared
    await storage.close()
    again = make_storage()  # kept across a restart
    await again.open()
    try:
        assert (await again.hours([1]))[1] == Hours(away_used=3, away_year=2026)
        assert (await again.hours([big]))[big].zone == "Asia/Tokyo"
    finally:
        await again.close()


async def test_followers_are_stored_per_table_changed_in_place_and_kept(make_storage):
    storage = make_storage()
    await storage.open()
    table = await started(storage)
    other = await new_table(storage, channel_id=11)
    assert await storage.followers.followers(table.id) == []
    big = 2**62 + 9  # a snowflake needs 64 bits
    await storage.followers.follow(table.id, big, False)
    await storage.followers.follow(table.id, 7, True)
    await storage.followers.follow(other.id, 7, False)
    await storage.followers.follow(table.id, big, True)  # a new choice: still one row
    assert await storage.followers.followers(table.id) == [
        Follower(user_id=7, rounds=True),
        Follower(user_id=big, rounds=True),
    ]
    assert await storage.followers.unfollow(table.id, 7)
    assert not await storage.followers.unfollow(table.id, 7)  # not following any more
    await storage.close()
    again = make_storage()  # kept across a restart
    await again.open()
    try:
        assert await again.followers.followers(table.id) == [Follower(user_id=big, rounds=True)]
        assert await again.followers.followers(other.id) == [Follower(user_id=7, rounds=False)]
    finally:
        await again.close()


async def test_server_settings_default_then_stored_per_server(storage):
    fresh = await storage.server_settings(5)
    assert fresh == ServerSettings(guild_id=5)
    assert fresh.clock_minutes is None and fresh.lobby_minutes is None
    assert not fresh.rules_public and fresh.play_channel_id is None and fresh.away_days is None
    chosen = ServerSettings(
        guild_id=5,
        clock_minutes=720,
        lobby_minutes=15,
        rules_public=True,
        play_channel_id=2**62 + 7,  # snowflakes need 64 bits
        away_days=30,
        language="pt-BR",
    )
    await storage.save_server_settings(chosen)
    assert await storage.server_settings(5) == chosen
    assert await storage.server_settings(6) == ServerSettings(guild_id=6)  # another server
    chosen.play_channel_id = None
    chosen.rules_public = False
    chosen.away_days = None  # back to the bot's default
    chosen.language = None  # back to the server's Discord language
    await storage.save_server_settings(chosen)
    assert await storage.server_settings(5) == chosen


async def test_a_players_language_is_none_until_chosen_and_kept_beside_their_pings(storage):
    assert await storage.language(7) is None  # their Discord app's
    await storage.set_pings(7, "off")
    assert await storage.language(7) is None
    await storage.preferences.set_language(7, "de")
    assert await storage.language(7) == "de" and await storage.pings([7]) == {7: "off"}
    assert await storage.language(8) is None  # another player
    await storage.preferences.set_language(7, None)
    assert await storage.language(7) is None and await storage.pings([7]) == {7: "off"}


async def test_settings_survive_closing_and_opening_again(make_storage):
    first = make_storage()
    await first.open()
    await first.set_pings(9, "all")
    await first.set_dms_closed(8, True)
    await first.save_server_settings(ServerSettings(guild_id=4, lobby_minutes=90))
    await first.close()
    second = make_storage()
    await second.open()
    try:
        assert await second.pings([9]) == {9: "all"}
        assert await second.dms_closed(8)
        assert (await second.server_settings(4)).lobby_minutes == 90
    finally:
        await second.close()


async def test_everything_survives_closing_and_opening_again(make_storage):
    first = make_storage()
    await first.open()
    table = await started(first)
    await first.record_move(table.id, 1, {"type": "a"}, 5, 1, {"n": 1})
    seat = table.seats[1]
    seat.dm_channel_id, seat.dm_closed, seat.is_ai = 777, True, True
    await first.update_seat(table.id, seat)
    await first.update_table(
        table.id, message_id=99, phase="1.x..0", announced="1.x", deadline=123.5, reminded=True
    )
    await first.close()
    again = make_storage()
    await again.open()
    try:
        (back,) = await again.active_tables()
        assert back.id == table.id and back.version == 2 and back.state == {"n": 1}
        assert (back.shown.message_id, back.phase, back.shown.announced) == (99, "1.x..0", "1.x")
        assert back.deadline == pytest.approx(123.5) and back.reminded
        guest = back.seats[1]
        assert (guest.dm_channel_id, guest.dm_closed, guest.is_ai) == (777, True, True)
        assert await again.has_interaction(5)
    finally:
        await again.close()


async def test_lobby_changes_are_saved(storage):
    table = await new_table(storage)
    table.seats.append(SeatRecord(seat=1, user_id=None, name="AI 1", is_ai=True))
    table.clock_minutes = 720
    await storage.save_lobby(table)
    back = await storage.get_table(table.id)
    assert [s.name for s in back.seats] == ["host", "AI 1"] and back.seats[1].is_ai
    assert back.clock_minutes == 720 and back.status == LOBBY


async def test_stats_accumulate(storage):
    await storage.add_results("abstract", [(1, 30, True), (2, 20, False)])
    await storage.add_results("abstract", [(1, 10, False)])
    stats = await storage.user_stats(1)
    assert stats["abstract"] == {"played": 2, "won": 1, "total_score": 40, "best_score": 30}
    assert (await storage.user_stats(2))["abstract"]["best_score"] == 20
    assert await storage.user_stats(3) == {}


async def test_a_finished_game_is_wrapped_up_once(storage):
    table = await started(storage)
    assert await storage.unwrapped_tables() == []
    await storage.record_move(table.id, 0, {"type": "last"}, 9, 1, {"n": 1}, status=FINISHED)
    (waiting,) = await storage.unwrapped_tables()  # the ending is owed
    assert waiting.id == table.id
    results = [(1, 30, True), (2, 20, False)]
    assert await storage.record_results(table.id, "abstract", results)
    assert not await storage.record_results(table.id, "abstract", results)  # a rerun
    assert (await storage.user_stats(1))["abstract"]["played"] == 1
    await storage.mark_final_posted(table.id)
    assert await storage.unwrapped_tables() == []


async def test_table_version_is_read_alone(storage):
    table = await started(storage)
    assert await storage.table_version(table.id) == 1
    await storage.record_move(table.id, 0, {"type": "a"}, None, 1, {"n": 1})
    assert await storage.table_version(table.id) == 2
    assert await storage.table_version(table.id + 1000) is None
    await storage.ping()


async def test_listening_on_a_single_process_backend_is_quiet(make_storage):
    storage = make_storage()
    await storage.open()
    try:
        heard: list[tuple[int, int]] = []
        await storage.listen(lambda table_id, version: heard.append((table_id, version)))
        table = await started(storage)
        await storage.record_move(table.id, 0, {"type": "a"}, None, 1, {"n": 1})
        await asyncio.sleep(0.2)
        assert heard == []  # its own changes are never reported
    finally:
        await storage.close()


# -- what only a shared (PostgreSQL) database needs ------------------------------------------


@pytest.fixture
async def two_processes(postgres_url):
    """Two storages over one database, as two bot processes would have."""
    first, second = PostgresStorage(postgres_url), PostgresStorage(postgres_url)
    await asyncio.gather(first.open(), second.open())  # both migrate at once: one waits
    yield first, second
    await asyncio.gather(first.close(), second.close())


async def eventually(check: Callable[[], bool], seconds: float = PATIENCE) -> None:
    """Wait until `check()` holds; `seconds` is a guard against a hang, not a measurement."""
    try:
        async with asyncio.timeout(seconds):
            while not check():
                await asyncio.sleep(0.02)  # how often to look
    except TimeoutError:
        raise AssertionError(f"not within {seconds:.0f} s") from None


async def test_other_processes_hear_of_table_changes(two_processes):
    first, second = two_processes
    assert first.shared and not SqliteStorage.shared
    assert await first.schema_version() == len(POSTGRES_MIGRATIONS) == len(MIGRATIONS)
    by_first: list[tuple[int, int]] = []
    by_second: list[tuple[int, int]] = []
    await first.listen(lambda t, v: by_first.append((t, v)))
    await second.listen(lambda t, v: by_second.append((t, v)))
    table = await started(first)
    await first.record_move(table.id, 0, {"type": "a"}, None, 1, {"n": 1})
    await eventually(lambda: (table.id, 2) in by_second)
    assert (table.id, 1) in by_second  # started
    seat = table.seats[1]
    seat.dm_closed = True
    await second.update_seat(table.id, seat)
    await eventually(lambda: by_first == [(table.id, 2)])
    # a failed write sends nothing
    with pytest.raises(VersionConflict):
        await second.record_move(table.id, 0, {"type": "b"}, None, 1, {"n": 9})
    await first.update_table(table.id, reminded=True)
    await eventually(lambda: by_second[-1] == (table.id, 2))
    # a later change by the other process: the first hears changes in the order they were
    # committed, so once it hears this one, any of its own would have come before
    await second.record_move(table.id, 0, {"type": "c"}, None, 2, {"n": 2})
    await eventually(lambda: (table.id, 3) in by_first)
    # its own writes and the failure never came back
    assert by_first == [(table.id, 2), (table.id, 3)]


async def test_the_row_lock_loses_no_update(two_processes):
    """Many seats of two processes confirm on one table at once: each write commits or
    conflicts, versions go up one by one and every committed move is in the state."""
    table = await started(two_processes[0])
    committed: list[int] = []
    conflicts = 0

    async def seat_confirms(storage: Storage, seat: int) -> None:
        nonlocal conflicts
        for attempt in range(40):
            row = await storage.get_table(table.id)
            state = {"n": row.state["n"] + 1, "by": seat}
            try:
                version = await storage.record_move(
                    table.id, seat, {"type": "confirm", "try": attempt}, None, row.version, state
                )
            except VersionConflict:
                conflicts += 1
                continue
            committed.append(version)
            return

    seats = [seat_confirms(two_processes[i % 2], i) for i in range(12)]
    await asyncio.gather(*seats)
    assert sorted(committed) == list(range(2, 2 + len(committed)))
    assert len(committed) == 12 and conflicts > 0  # they really did race
    final = await two_processes[1].get_table(table.id)
    assert final.version == 13 and final.state["n"] == 12  # no increment was lost
    assert len(await two_processes[0].moves(table.id)) == 12


async def test_migrations_are_in_step(tmp_path, postgres_url):
    sqlite, postgres = SqliteStorage(tmp_path / "s.sqlite3"), PostgresStorage(postgres_url)
    await sqlite.open()
    await postgres.open()
    try:
        assert await sqlite.schema_version() == await postgres.schema_version()
        lite: dict[str, set[str]] = {}
        async with sqlite.db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ) as cur:
            for (name,) in await cur.fetchall():
                async with sqlite.db.execute(f"PRAGMA table_info({name})") as info:
                    lite[name] = {row[1] for row in await info.fetchall()}
        pg: dict[str, set[str]] = {}
        async with postgres.pool.acquire() as conn:
            for row in await conn.fetch(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = 'public' AND table_name <> 'schema_version'"
            ):
                pg.setdefault(row["table_name"], set()).add(row["column_name"])
        assert pg == lite
    finally:
        await sqlite.close()
        await postgres.close()


async def test_a_lost_connection_is_unavailable_and_writes_nothing(postgres_url):
    storage, blocker = PostgresStorage(postgres_url), None
    await storage.open()
    try:
        table = await started(storage)
        # another transaction holds interaction 999 uncommitted, so the write below (one
        # statement) stops at inserting its move, after it has updated the table row: cut
        # its connection there
        blocker = await asyncpg.connect(postgres_url)
        await blocker.execute("BEGIN")
        await blocker.execute(
            "INSERT INTO moves (table_id, seat, move, interaction_id, version, created_at)"
            " VALUES ($1, 0, '{}', 999, 0, 0)",
            table.id,
        )
        write = asyncio.ensure_future(
            storage.record_move(table.id, 1, {"type": "x"}, 999, 1, {"n": 1})
        )
        pid = None
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(PATIENCE):
                while not pid:
                    # not through the blocker: inside a transaction pg_stat_activity stays
                    # as first read
                    pid = await storage.pool.fetchval(
                        "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                        " AND query LIKE '%INSERT INTO moves%'"
                    )
                    if not pid:
                        await asyncio.sleep(0.02)  # how often to look
        assert pid, "the write never reached its move"
        await blocker.fetchval("SELECT pg_terminate_backend($1)", pid)
        with pytest.raises(StorageUnavailable, match="PostgreSQL"):
            await write
        await blocker.execute("ROLLBACK")
        back = await storage.get_table(table.id)  # the pool makes a new connection
        assert back.version == 1 and back.state == {"n": 0}
        assert await storage.moves(table.id) == []
    finally:
        if blocker is not None:
            await blocker.close()
        await storage.close()


async def test_a_stopped_server_is_unavailable_until_it_is_back(postgres_server, postgres_url):
    storage = PostgresStorage(postgres_url)
    await storage.open()
    heard: list[tuple[int, int]] = []
    gaps: list[bool] = []
    await storage.listen(lambda t, v: heard.append((t, v)), on_gap=lambda: gaps.append(True))
    try:
        table = await started(storage)
        postgres_server.stop()
        try:
            with pytest.raises(StorageUnavailable, match="cannot be reached|unavailable"):
                await storage.record_move(table.id, 0, {"type": "a"}, None, 1, {"n": 1})
            with pytest.raises(StorageUnavailable):
                await storage.get_table(table.id)
            with pytest.raises(StorageUnavailable):
                await storage.ping()
        finally:
            postgres_server.restart_same_port()
        await storage.ping()
        assert await storage.record_move(table.id, 0, {"type": "a"}, None, 1, {"n": 1}) == 2
        await eventually(lambda: gaps == [True])  # listening again, having missed a while
        other = PostgresStorage(postgres_url)
        await other.open()
        try:
            await other.update_table(table.id, reminded=True)
        finally:
            await other.close()
        await eventually(lambda: heard == [(table.id, 2)])
    finally:
        await storage.close()


@pytest.mark.parametrize(
    ("database", "expected"),
    [("nosuchdb", "database missing"), (None, "cannot be reached")],
)
async def test_an_unusable_database_is_one_line(postgres_server, database, expected):
    url = postgres_server.url(database) if database else "postgresql://u:secret@127.0.0.1:9/x"
    storage = PostgresStorage(url)
    with pytest.raises(StorageUnavailable, match=expected) as caught:
        await storage.open()
    message = str(caught.value)
    assert "\n" not in message and "secret" not in message
