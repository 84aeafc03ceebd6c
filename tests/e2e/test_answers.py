"""The first answer to an interaction arrives within Discord's 3 s, even when Discord fails
that answer a few times in a row (bot/answers.py)."""

from __future__ import annotations

import pytest

from tests.double.rest import ANSWER_LOST, CUT
from tests.e2e.harness import answered, latest_dm_panel, open_table, wait_round


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


def _callbacks(double, inter) -> list:
    """The bot's tries at the interaction's first answer."""
    return [r for r in double.requests if r.path.endswith("/callback") and str(inter.id) in r.path]


async def _lobby(double, channel, user):
    inter = await answered(double, await double.slash(user, channel, "play", {"game": "abstract"}))
    return inter.original


def _asked(double, channel, host, guest, lobby):
    """One interaction of each kind at a lobby, with what its answer must show."""
    table = lobby.custom_ids[0].split(":")[1]
    clock = next(s for s in lobby.selects if s["custom_id"].endswith(":clock"))
    return {
        "command": (
            lambda: double.slash(host, channel, "table status"),
            lambda i: "**Abstract**, table" in i.ephemeral_messages[0].content,
        ),
        "button": (
            lambda: double.click(guest, lobby, label="Join"),
            lambda i: f"<@{guest.id}>" in double.message(lobby).text,
        ),
        "menu": (
            lambda: double.select(host, lobby, clock["custom_id"], [clock["options"][-1]["value"]]),
            lambda i: clock["options"][-1]["label"] in double.message(lobby).text,
        ),
        "form": (
            lambda: double.submit_modal(
                guest, channel, f"t:{table}:m:x:dot", {"x": "1"}, require_shown=False
            ),
            lambda i: "not running" in i.ephemeral_messages[0].content,
        ),
    }


@pytest.mark.discord_double(reject_late_interactions=True)
@pytest.mark.parametrize("kind", ["command", "button", "menu", "form"])
@pytest.mark.parametrize("cut", [CUT, ANSWER_LOST], ids=["cut before", "answer lost"])
async def test_a_first_answer_whose_connection_is_cut_is_sent_again(world, kind, cut):
    """The connection of an interaction's first answer is cut, before Discord read it or
    after Discord took it: the answer is sent again (or found taken), and the person sees
    what they asked for, not an apology; Discord is asked at most twice."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    lobby = await _lobby(double, channel, alice)
    make, shows = _asked(double, channel, alice, bob, lobby)[kind]
    rule = double.inject_server_error(count=1, status=cut, path_contains="/callback")
    inter = await answered(double, await make(), timeout=10)
    await double.wait_for(lambda: len(_callbacks(double, inter)) >= 2, timeout=10)  # asked again
    await double.wait_for(lambda: shows(inter), timeout=10)
    await bot.tables.book.wait_handled(timeout=30)
    assert rule.served == 1 and len(_callbacks(double, inter)) == 2
    assert not any("went wrong" in m.content for m in inter.ephemeral_messages)
    assert not double.late_interactions


@pytest.mark.discord_double(reject_late_interactions=True)
async def test_a_first_answer_is_not_tried_after_discords_window(world):
    """Discord fails every first answer: the bot tries until its 3 s are spent, and never
    after (a later answer is refused and counts for nothing)."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    lobby = await _lobby(double, channel, alice)
    double.inject_server_error(count=10_000, status=503, path_contains="/callback")
    inter = await double.click(bob, lobby, label="Join")
    await double.wait_for(lambda: _callbacks(double, inter))  # the bot is handling it
    await bot.tables.book.wait_handled(timeout=30)
    assert len(_callbacks(double, inter)) > 3  # tried again and again
    assert all(r.at - inter.created_at < 3.0 for r in _callbacks(double, inter))
    assert not double.late_interactions and not inter.acknowledged
    assert [r.getMessage() for r in double.bot_errors] == ["component join on table 1 failed"]
    double.bot_errors.clear()  # (what the bot logs when a click could not be answered)
