"""The tournaments part of the storage (bot.storage.tournaments), on every backend."""

from __future__ import annotations

import pytest

from bot.storage.tournament_records import (
    ALREADY_IN,
    CLOSED,
    DONE,
    FULL,
    JOINED,
    PLAYING,
    SIGNUP,
    SWISS,
    Entrant,
    PlayedRound,
    TournamentRecord,
)
from tests.contract.test_storage import make_storage, new_table  # noqa: F401 (a fixture)

BIG = 2**62  # snowflakes beyond 32 bits


def tournament(**changes) -> TournamentRecord:
    fields = {
        "guild_id": BIG + 1,
        "channel_id": BIG + 2,
        "game": "venice",
        "format": SWISS,
        "rounds": 3,
        "seats": 3,
        "clock_minutes": 5,
        "ai_fills": True,
        "host_id": BIG + 3,
        "size_limit": 3,
    }
    return TournamentRecord(**(fields | changes))


async def test_a_tournament_is_kept_with_its_players_and_rounds(make_storage):  # noqa: F811
    storage = make_storage()
    await storage.open()
    try:
        made = await storage.tournaments.create(tournament(starts_at=1.75e9))
        other = await storage.tournaments.create(tournament(size_limit=None, ai_fills=False))
        assert made.id and other.id != made.id and made.created_at > 0
        assert await storage.tournaments.get(made.id + 100) is None
        # joined in order, up to the size limit, once each
        assert await storage.tournaments.join(made.id, BIG + 10, "Ada") == JOINED
        assert await storage.tournaments.join(made.id, 11, "Bo") == JOINED
        assert await storage.tournaments.join(made.id, 11, "Bo") == ALREADY_IN
        assert await storage.tournaments.join(made.id, 12, "Cy") == JOINED
        assert await storage.tournaments.join(made.id, 13, "Di") == FULL
        assert await storage.tournaments.leave(made.id, 11)
        assert not await storage.tournaments.leave(made.id, 11)
        assert await storage.tournaments.join(made.id, 13, "Di") == JOINED
        assert await storage.tournaments.join(other.id, 11, "Bo") == JOINED
        await storage.tournaments.update(made.id, message_id=BIG + 5, rounds=4)
        # sign-up closes once: a second start (another worker's) finds it running
        assert await storage.tournaments.close_signup(made.id)
        assert not await storage.tournaments.close_signup(made.id)
        assert not await storage.tournaments.close_signup(made.id + 100)
        assert (await storage.tournaments.get(made.id)).status == PLAYING
        tables = [(await new_table(storage, channel_id=c)).id for c in (20, 21, 22)]
        assert await storage.tournaments.add_table(made.id, 1, 0, tables[0])
        assert await storage.tournaments.add_table(made.id, 1, 1, tables[1])
        # a place of the round seated already (by another worker) is not taken again
        assert not await storage.tournaments.add_table(made.id, 1, 1, tables[2])
        mid = await storage.tournaments.get(made.id)
        # a round being seated: its tables so far, not yet the current round
        assert mid.current_round == 0 and mid.played == {1: PlayedRound(1, tables[:2], [])}
        await storage.tournaments.start_round(made.id, 1, [BIG + 10], 1.5e9)
        assert await storage.tournaments.join(made.id, 14, "Ed") == CLOSED
        assert await storage.tournaments.withdraw(made.id, 13)
        assert not await storage.tournaments.withdraw(made.id, 13)  # withdrawn already
        assert not await storage.tournaments.withdraw(made.id, 11)  # not playing
        await storage.tournaments.add_table(made.id, 2, 0, tables[2])
        await storage.tournaments.start_round(made.id, 2, [], 2.5e9)
    finally:
        await storage.close()

    storage = make_storage()  # what was stored survives closing
    await storage.open()
    try:
        got = await storage.tournaments.get(made.id)
        assert got is not None
        assert got.players == [
            Entrant(BIG + 10, "Ada", 1),
            Entrant(12, "Cy", 3),
            Entrant(13, "Di", 4, withdrawn=True),
        ]
        assert got.played == {
            1: PlayedRound(1, tables[:2], [BIG + 10]),
            2: PlayedRound(2, [tables[2]], []),
        }
        assert (got.status, got.current_round, got.message_id) == (PLAYING, 2, BIG + 5)
        assert got.round_deadline == 2.5e9 and got.starts_at == 1.75e9
        assert (got.guild_id, got.channel_id, got.host_id) == (BIG + 1, BIG + 2, BIG + 3)
        assert (got.game, got.format, got.rounds, got.seats) == ("venice", SWISS, 4, 3)
        assert (got.clock_minutes, got.ai_fills, got.size_limit) == (5, True, 3)
        assert [t.id for t in await storage.tournaments.active()] == [made.id, other.id]
        await storage.tournaments.update(made.id, status=DONE)
        assert [t.id for t in await storage.tournaments.active()] == [other.id]
        still = await storage.tournaments.get(other.id)
        assert still is not None and still.status == SIGNUP and still.size_limit is None
        assert still.starts_at is None
        assert not still.ai_fills and still.entrant(11) == Entrant(11, "Bo", 1)
        with pytest.raises(ValueError):
            await storage.tournaments.update(made.id, status="paused")
    finally:
        await storage.close()
