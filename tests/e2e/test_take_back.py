"""Take back through the Discord double: a move taken back in Abstract, VENN and Forget
Venice restores the table as it was (stored, and in the panel), the move log keeps both and
the replay's moves neither; a take-back after something was revealed is refused, with the
table unchanged."""

from __future__ import annotations

from typing import Any

from games.abstract import GAME as ABSTRACT
from games.base import effective_moves
from games.venice import GAME as VENICE
from games.venn import GAME as VENN
from tests.e2e.harness import (
    _DIE_LABEL,
    act,
    choose_first,
    latest_dm_panel,
    open_table,
    panel_by_key,
    play_round,
    play_venn_conditions,
    private_note,
    venn_status,
)
from tests.e2e.test_venice_game import cut_in_the_panel, take_first_pile

LABEL = "Take back"


def take_back_of(double, panel) -> dict[str, Any] | None:
    return next((b for b in double.message(panel).buttons if b.get("label") == LABEL), None)


async def stored(bot) -> tuple[dict[str, Any], int]:
    await bot.tables.idle()
    row = await bot.tables.load_table(1)
    return row.state, row.version


async def take_back(double, bot, user, panel) -> None:
    button = take_back_of(double, panel)
    assert button is not None, double.message(panel).text
    inter = await act(double, user, panel, kind="button", custom_id=button["custom_id"])
    assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
    await bot.tables.idle()


async def forged_take_back(double, bot, user, panel, game, seat: int) -> str:
    """A Take back the panel does not show, as a hostile client could send it."""
    state, _ = await stored(bot)
    cid = f"t:1:tb:{game.flow(state).panel_key(seat)}"
    msg = double.message(panel)
    inter = await double._component(user, msg, {"custom_id": cid, "component_type": 2}, None)
    return await private_note(double, inter)


async def log_keeps_both(bot, taken: int) -> None:
    moves = await bot.storage.moves(1)
    assert sum(1 for _, m in moves if m.get("type") == "take_back") == taken
    assert len(effective_moves(moves)) == len(moves) - 2 * taken  # the replay reads neither


async def move_until_offered(double, bot, user, panel) -> dict[str, Any]:
    """Pick first options until a click was a move (the panel then offers Take back);
    returns the stored state before that move."""
    for _ in range(6):
        before, _ = await stored(bot)
        await choose_first(double, user, panel)
        after, _ = await stored(bot)
        if after != before:
            await double.wait_for(lambda: take_back_of(double, panel))
            return before
    raise AssertionError("no pick was a move")


async def test_abstract_take_back_then_refused_after_the_roll(world):
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], game="abstract")
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    assert take_back_of(double, panel) is None  # nothing to take back yet
    before = await move_until_offered(double, bot, alice, panel)
    await take_back(double, bot, alice, panel)
    state, version = await stored(bot)
    assert state == before  # exactly as before the move, in storage too
    await log_keeps_both(bot, 1)
    # the round played out: its last confirm rolls the next round's dice
    await play_round(double, alice, panel)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
    assert take_back_of(double, panel) is None
    _, version = await stored(bot)
    note = await forged_take_back(double, bot, alice, panel, ABSTRACT, 0)
    assert "cannot be taken back" in note
    assert (await stored(bot))[1] == version  # nothing written


async def test_venn_take_back_a_number_then_refused_after_the_phase_closed(world):
    double, channel, host = world
    solo = double.add_user("solo")
    bot = await host.start()
    await open_table(double, solo, channel, [], game="venn")
    await double.wait_for(lambda: venn_status(double, channel, 1, "conditions"))
    key = VENN.flow((await stored(bot))[0]).panel_key(0)
    panel = await double.wait_for(lambda: panel_by_key(double, solo, key))
    await play_venn_conditions(double, solo, panel)
    await double.wait_for(lambda: venn_status(double, channel, 1, "numbers"))
    # the conditions phase closed (the common sheet is out): its last move stands
    state, version = await stored(bot)
    key = VENN.flow(state).panel_key(0)
    panel = await double.wait_for(lambda: panel_by_key(double, solo, key))
    assert take_back_of(double, panel) is None
    note = await forged_take_back(double, bot, solo, panel, VENN, 0)
    assert "cannot be taken back" in note
    assert (await stored(bot))[1] == version
    # a number placed: a die, then its first target
    msg = double.message(panel)
    die = next(
        b for b in msg.buttons if _DIE_LABEL.match(b.get("label") or "") and not b.get("disabled")
    )
    await act(double, solo, msg, kind="button", custom_id=die["custom_id"])
    before, _ = await stored(bot)
    target = next(
        s
        for s in double.message(panel).selects
        if any(k in s["custom_id"] for k in (":to:", ":circle:"))
    )
    await choose_first(double, solo, panel, target)
    after, _ = await stored(bot)
    assert after != before
    await take_back(double, bot, solo, panel)
    state, _ = await stored(bot)
    assert state == before
    await log_keeps_both(bot, 1)


async def test_venice_take_back_a_cut_then_refused_after_a_pile_was_taken(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], ai=1, game="venice")
    state, _ = await stored(bot)
    assert VENICE.waiting_for(state) == [0]  # alice deals the first half
    before = state
    status = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
    cutting = "**alice** is cutting"
    assert cutting in double.message(status).text
    panel = await double.wait_for(
        lambda: panel_by_key(double, alice, VENICE.flow(state).panel_key(0))
    )
    await cut_in_the_panel(double, alice, panel)
    after, _ = await stored(bot)
    assert after["piles"] is not None
    await double.wait_for(lambda: cutting not in double.message(status).text)  # the piles
    # her panel is closed for the choosers' turn, with Take back while nobody chose
    await take_back(double, bot, alice, panel)
    state, _ = await stored(bot)
    assert state == before
    await log_keeps_both(bot, 1)
    # the status message is edited in place back to the turn before the cut
    await double.wait_for(lambda: cutting in double.message(status).text)
    assert next(m for m in reversed(double.channel_messages(channel)) if m.buttons).id == status.id
    # the cut's turn again: a fresh panel, cut again; bob takes a pile
    panel = await double.wait_for(
        lambda: panel_by_key(double, alice, VENICE.flow(state).panel_key(0))
    )
    await cut_in_the_panel(double, alice, panel)
    state, _ = await stored(bot)
    chooser = VENICE.waiting_for(state)[0]
    assert chooser == 1, "bob chooses first"
    bobs = await double.wait_for(lambda: panel_by_key(double, bob, VENICE.flow(state).panel_key(1)))
    await take_first_pile(double, bob, bobs)
    _, version = await stored(bot)
    # her closed panel loses its Take back once bob played on
    await double.wait_for(lambda: take_back_of(double, panel) is None)
    note = await forged_take_back(double, bot, alice, panel, VENICE, 0)
    assert "acted since" in note
    assert (await stored(bot))[1] == version
    await log_keeps_both(bot, 1)


async def test_abstract_take_back_while_another_seat_plays_the_same_round(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="abstract")
    alices = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    bobs = await double.wait_for(lambda: latest_dm_panel(double, bob, 1))
    before = await move_until_offered(double, bot, alice, alices)
    await move_until_offered(double, bot, bob, bobs)
    played, _ = await stored(bot)
    # bob played on in the same simultaneous round: alice's move may still be taken back
    assert take_back_of(double, alices) is not None
    await take_back(double, bot, alice, alices)
    state, _ = await stored(bot)
    assert ABSTRACT.panel_view(state, 0) == ABSTRACT.panel_view(before, 0)
    assert ABSTRACT.panel_view(state, 1) == ABSTRACT.panel_view(played, 1)  # bob's stands
    await log_keeps_both(bot, 1)


async def test_a_take_back_on_a_panel_drawn_before_a_restart_still_works(world):
    """The latest moves are read again from the move log after a restart: the Take back
    already on the panel takes the move back, and a take-back made then is kept as one."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], game="abstract")
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    first = await move_until_offered(double, bot, alice, panel)
    await take_back(double, bot, alice, panel)  # one taken back before the restart
    before = await move_until_offered(double, bot, alice, panel)
    assert before == first
    bot = await host.restart()
    await take_back(double, bot, alice, panel)
    state, _ = await stored(bot)
    assert state == before  # as before the move, in storage too
    await log_keeps_both(bot, 2)
    # nothing left to take back: the panel says so if pressed through a forged control
    note = await forged_take_back(double, bot, alice, panel, ABSTRACT, 0)
    assert "no move of yours" in note
