"""The soak run (bench.soak) measures what it reports: a short run's memory comes from the
bot's process after each restart, its stuck tables from the bot's database and its
interactions from the double's own record."""

from __future__ import annotations

import sqlite3
import time
from types import SimpleNamespace

import pytest

from bench.soak import StoreWatch, classify, growth, run_soak


class FakePeek:
    def __init__(self) -> None:
        self.rows: dict[int, dict] = {}

    def tables(self) -> list[dict]:
        return [dict(r) for r in self.rows.values()]


async def test_a_table_that_does_not_move_is_stuck_and_one_that_moves_is_not(monkeypatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr("bench.soak.time.monotonic", lambda: clock[0])
    peek = FakePeek()
    row = {"channel_id": 1, "game": "venn", "status": "running", "final_posted": 1}
    peek.rows = {
        1: row | {"id": 1, "version": 3},
        2: row | {"id": 2, "version": 3},
        3: row | {"id": 3, "status": "finished", "version": 9},
        4: row | {"id": 4, "status": "finished", "version": 9, "final_posted": 0},
    }
    watch = StoreWatch(peek)
    await watch.sample()
    clock[0] += 50
    peek.rows[2]["version"] = 4
    await watch.sample()
    clock[0] += 50
    stuck = watch.stuck(after=60)
    assert [(r["id"], r["unchanged_seconds"]) for r in stuck] == [(1, 100), (4, 100)]
    assert watch.counts() == {"running": 2, "finished": 2}


def test_memory_growth_is_taken_over_the_window() -> None:
    samples = [
        {"minute": 1.0, "rss_mb": 50.0},
        {"minute": 10.0, "rss_mb": 100.0},
        {"minute": 20.0, "rss_mb": 90.0},
        {"minute": 25.0, "rss_mb": 105.0},
    ]
    assert growth(samples, since_minute=10.0) == 0.05
    assert growth(samples, since_minute=24.0) is None  # one sample says nothing


def test_interactions_are_told_apart_by_what_became_of_them() -> None:
    def inter(created: float, answered: float | None):
        return SimpleNamespace(
            created_at=created,
            acknowledged=answered is not None,
            latency=None if answered is None else answered - created,
            describe=lambda: f"press at {created}",
        )

    kills = [(100.0, 104.0)]
    got = classify(
        [
            inter(10.0, 10.2),
            inter(20.0, 24.0),  # late
            inter(95.0, None),  # a live bot had it for its 3 s and more
            inter(98.0, None),  # the bot died with it in its hands
            inter(102.0, None),  # nobody there
            inter(103.0, 104.5),  # answered by the new process
            inter(150.0, None),  # a live bot never answered
        ],
        kills,
    )
    assert got == {
        "sent": 7,
        "answered": 3,
        "late_answers": 1,
        "sent_while_the_bot_was_down": 1,
        "lost_to_a_kill": 1,
        "unanswered": 2,
        "first_unanswered": ["press at 95.0", "press at 150.0"],
    }


@pytest.mark.discord_double(rate_limits=True)
async def test_a_short_soak_reports_real_measurements(discord_double, tmp_path) -> None:
    double = discord_double
    before = time.monotonic()
    report = await run_soak(
        minutes=1.0,
        tables=6,
        kill_every=0.33,
        think=(0.5, 2.0),
        settle=5.0,
        sample_every=10.0,
        stuck_after=45.0,
        double=double,
        folder=tmp_path,
    )
    # two kills, each followed by a memory sample of the process started after it
    assert report["restarts"] == 2
    after = report["rss_after_start_and_restarts_mb"]
    assert [s["after"] for s in after] == ["start", "restart 1", "restart 2"]
    assert all(s["rss_mb"] > 20 and s["with_helpers_mb"] >= s["rss_mb"] for s in after)
    assert len({s["rss_mb"] for s in after}) > 1  # read from each process, not a constant
    assert report["rss_periodic_mb"]
    # the interactions are the double's, every one of them accounted for
    inters = report["interactions"]
    assert inters["sent"] == len(double.interactions) > 20
    assert inters["answered"] == sum(i.acknowledged for i in double.interactions)
    assert inters["late_answers"] == sum(
        i.acknowledged and i.latency > 3 for i in double.interactions
    )
    kinds = ("answered", "sent_while_the_bot_was_down", "lost_to_a_kill", "unanswered")
    assert sum(inters[k] for k in kinds) == inters["sent"]
    # the bot started after the last kill answers
    last_up = before + report["restarts_at_seconds"][-1] + report["restart_down_seconds"][-1]
    assert any(i.acknowledged and i.created_at > last_up for i in double.interactions)
    # the tables are the bot's database's
    db = sqlite3.connect(tmp_path / "soak.sqlite3")
    counted = dict(db.execute("SELECT status, count(*) FROM tables GROUP BY status").fetchall())
    db.close()
    assert report["store"]["tables_by_status"] == counted
    assert sum(counted.values()) >= 6 and report["store"]["samples"] > 10
    # a stuck table is one of the database's, not finished (how many there are on a busy
    # machine is the soak run's figure, not this test's)
    db = sqlite3.connect(tmp_path / "soak.sqlite3")
    for row in report.get("stuck", []):
        (status,) = db.execute("SELECT status FROM tables WHERE id = ?", (row["id"],)).fetchone()
        assert status in ("lobby", "running", "finished")
    db.close()
    assert report["stuck_tables"] == len(report.get("stuck", []))
    assert report["player_problems"] == 0, report.get("first_player_problems")
    assert report["bot_log_errors_and_tracebacks"] == 0, report.get("first_bot_log_errors")
    # a press the killed bot never answered is what Discord shows as failed, not a bot fault
    double.clear_violations()
