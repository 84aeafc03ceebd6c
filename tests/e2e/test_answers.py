"""The first answer to an interaction arrives within Discord's 3 s, even when Discord fails
that answer a few times in a row (bot/answers.py)."""

from __future__ import annotations

import pytest

from tests.e2e.harness import latest_dm_panel, open_table, wait_round


@pytest.mark.discord_double(reject_late_interactions=True)
@pytest.mark.parametrize("status", [500, 502, 503])
async def test_an_answer_failed_three_times_still_comes_in_time(world, status):
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0")
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    select, before = panel.selects[0], list(panel.custom_ids)
    rule = double.inject_server_error(count=3, status=status, path_contains="/callback")
    inter = await double.select(alice, panel, select["custom_id"], [select["options"][0]["value"]])
    await inter.responded(timeout=5)
    assert rule.served == 3
    assert inter.acknowledged and not inter.rejected_callbacks
    assert not double.late_interactions
    # and the press did what it says: the panel moved on
    await double.wait_for(lambda: double.message(panel).custom_ids != before)
