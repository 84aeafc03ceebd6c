"""A table's one status message shows the phase the game is in, even when a live edit of the
phase before was held up on its way (here by a 429 that discord.py waits out): that edit
must not land after the new phase is shown and bring the old phase back."""

from __future__ import annotations

from tests.e2e.harness import (
    latest_dm_panel,
    open_table,
    play_round,
    status_messages,
    wait_round,
)


async def test_a_held_up_status_edit_never_brings_back_the_phase_before(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    await host.start()
    await open_table(double, alice, channel, [bob], ai=0, clock="0")
    status = await wait_round(double, channel, 1)
    assert status.custom_ids  # live: its panel button
    panels = {}
    for user in (alice, bob):
        panels[user.id] = await double.wait_for(lambda u=user: latest_dm_panel(double, u, 1))

    # the status edit that shows alice's confirmation is refused once, for long enough that
    # bob confirms meanwhile and round 2 begins
    rule = double.inject_rate_limit(
        count=1, retry_after=1.5, method="PATCH", path_contains=f"/messages/{status.id}"
    )
    await play_round(double, alice, panels[alice.id])
    await double.wait_for(lambda: rule.remaining == 0)  # the edit was refused
    await play_round(double, bob, panels[bob.id])
    await wait_round(double, channel, 2)

    # the refused edit is retried after its 1.5 s; showing round 2 is an edit of the same
    # message: once both have landed, what the status shows is settled
    def edits_since_the_refusal() -> int:
        refused = next(
            k
            for k, r in enumerate(double.requests)
            if r.rate_limited and r.path.endswith(f"/messages/{status.id}")
        )
        return sum(
            1
            for r in double.requests[refused + 1 :]
            if r.method == "PATCH" and r.path.endswith(f"/messages/{status.id}") and r.status < 300
        )

    await double.wait_for(lambda: edits_since_the_refusal() >= 2)
    await host.bot.tables.idle()
    shown = double.message(status)
    assert shown.title.startswith("Abstract · round 2/"), shown.title  # never round 1 again
    assert shown.custom_ids  # live: its panel button
    assert len(status_messages(double, channel)) == 1  # one status for the whole game
    assert not double.bot_errors
