"""Whole VENN games through the Discord double: two players, and a solo game."""

from __future__ import annotations

import json

from games.venn import GAME
from tests.e2e.harness import (
    act,
    answered,
    assert_only_the_final_is_live,
    final_message,
    open_table,
    panel_by_key,
    play_venn_conditions,
    play_venn_numbers,
    png_size,
    private_note,
    thread_messages,
    venn_status,
)


async def play_venn(double, channel, host, users, first_round=1, max_rounds=40):
    """Play rounds until the final scores appear; returns (final message, rounds played)."""
    bot = host.bot
    for round_no in range(first_round, max_rounds + 1):
        await double.wait_for(
            lambda r=round_no: (
                venn_status(double, channel, r, "conditions")
                or final_message(double, channel, "VENN")
            ),
        )
        if final_message(double, channel, "VENN"):
            await bot.tables.idle()
            assert_only_the_final_is_live(double, channel, users, "VENN")
            return final_message(double, channel, "VENN"), round_no - 1
        # conditions, in seat order from the start player
        for _ in users:
            state = (await bot.tables.load_table(1)).state
            view = GAME.view(state, None)
            if view["phase"] != "conditions":
                break
            user = users[view["turn"]]
            key = GAME.flow(state).panel_key(view["turn"])
            panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
            await play_venn_conditions(double, user, panel)
        await double.wait_for(lambda r=round_no: venn_status(double, channel, r, "numbers"))
        for seat, user in enumerate(users):
            state = (await bot.tables.load_table(1)).state
            key = GAME.flow(state).panel_key(seat)  # before this seat's first number
            panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
            # the first seat takes the suggestion every other round
            await play_venn_numbers(double, user, panel, suggest=seat == 0 and round_no % 2 == 1)
    raise AssertionError("the game did not end")


async def test_two_player_venn_game_to_the_end(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="venn")
    # the common sheet is posted after the first conditions phase
    final, rounds = await play_venn(double, channel, host, [alice, bob])
    # the ended phases are told in the thread under the table's status (bot.status)
    told = thread_messages(double, channel)
    commons = [m for m in told if any(a.filename == "common-sheet.png" for a in m.attachments)]
    assert len(commons) == rounds
    # once each numbers phase closes, the thread says what every sheet got
    written = [m for m in told if m.content.startswith("**Round ")]
    assert len(written) == rounds - 1  # the last round's sheets are in the final instead
    assert all("alice: " in m.content and "bob: " in m.content for m in written)
    row = await bot.tables.load_table(1)
    assert row.status == "finished"
    scores = GAME.scores(row.state)
    for seat, name in enumerate(["alice", "bob"]):
        assert f"{name}: {scores[seat]['total']}" in final.text
    assert sorted(a.filename for a in final.attachments) == [
        "final.png",
        "sheet-1.png",
        "sheet-2.png",
    ]
    for attachment in final.attachments:
        assert min(png_size(attachment.data)) >= 300
    # the end trigger: some sheet has every section circle filled
    record = GAME.record(row.state)
    section_circles = {c for ids in record["layout"].values() for c in ids}
    assert any(
        all(seat["circles"][c] is not None for c in section_circles) for seat in record["seats"]
    )
    export = await answered(double, await double.click(alice, final, label="Export game record"))
    data = json.loads(export.original.attachments[0].data)
    assert data["game"] == "venn" and data["rounds"] == rounds
    assert [s["score"]["total"] for s in data["seats"]] == [s["total"] for s in scores]


async def test_solo_venn_game_with_typed_moves_and_refusals(world):
    double, channel, host = world
    solo, dave = double.add_user("solo"), double.add_user("dave")
    bot = await host.start()
    await open_table(double, solo, channel, [], game="venn")
    await double.wait_for(lambda: venn_status(double, channel, 1, "conditions"))
    key = GAME.flow((await bot.tables.load_table(1)).state).panel_key(0)
    panel = await double.wait_for(lambda: panel_by_key(double, solo, key))
    # a stranger cannot act on the table
    status = venn_status(double, channel, 1, "conditions")
    refused = await double.click(dave, status, label="Open my panel")
    assert "not seated" in await private_note(double, refused)
    # solo: taking a condition also blocks a second one on the common sheet
    await play_venn_conditions(double, solo, panel)
    state = (await bot.tables.load_table(1)).state
    view = GAME.view(state, None)
    assert sum(1 for left in view["common"].values() if left == 0) in (1, 2)
    # numbers by the typed form: a bad batch changes nothing, a good one is applied at once
    await double.wait_for(lambda: venn_status(double, channel, 1, "numbers"))
    key = GAME.flow((await bot.tables.load_table(1)).state).panel_key(0)
    panel = await double.wait_for(lambda: panel_by_key(double, solo, key))
    before = (await bot.storage.get_table(1)).version
    dismissed = await double.click(solo, panel, label="Type moves")  # opened, never sent
    await dismissed.responded()
    assert dismissed.modal is not None
    # the forms are routed by the bot's on_interaction alone: discord.py keeps none, not even
    # one open or dismissed unsent (one kept for each table and turn would add up over
    # months; bot.gameui.stopped)
    assert not bot._connection._view_store._modals
    opened = await double.click(solo, panel, label="Type moves")
    await opened.responded()
    assert opened.modal is not None
    bad = await double.submit_modal(solo, opened, values={"moves": "99>Kh"})
    assert "Nothing from this batch was written" in await private_note(double, bad)
    assert (await bot.storage.get_table(1)).version == before
    roll = view["roll"]
    text = ", ".join(f"{value}>P" for value in roll)
    opened = await double.click(solo, double.message(panel), label="Type moves")
    await opened.responded()
    good = await answered(double, await double.submit_modal(solo, opened, values={"moves": text}))
    assert not good.ephemeral_messages
    sheet = GAME.view((await bot.tables.load_table(1)).state, 0)["seats"][0]
    assert sorted(c["value"] for c in sheet["park"] if c["value"] is not None) == sorted(roll)
    await play_venn_numbers(double, solo, double.message(panel))
    final, rounds = await play_venn(double, channel, host, [solo], first_round=2)
    assert rounds >= 2 and "solo" in final.text


async def test_anyone_sees_a_players_sheet_as_it_stood_never_a_draft(world):
    """ "Sheets" on the status message: a menu of the players, then the picked sheet drawn
    from the public view; a number placed but not confirmed is not in it."""
    from rendering import venn as render

    double, channel, host = world
    alice, bob, dave = double.add_user("alice"), double.add_user("bob"), double.add_user("dave")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="venn")
    await double.wait_for(lambda: venn_status(double, channel, 1, "conditions"))
    for _ in range(2):
        state = (await bot.tables.load_table(1)).state
        seat = GAME.view(state, None)["turn"]
        user = (alice, bob)[seat]
        key = GAME.flow(state).panel_key(seat)
        panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
        await play_venn_conditions(double, user, panel)
    status = await double.wait_for(lambda: venn_status(double, channel, 1, "numbers"))
    # alice places one number, not confirmed: a draft only she may see
    state = (await bot.tables.load_table(1)).state
    panel = await double.wait_for(
        lambda: panel_by_key(double, alice, GAME.flow(state).panel_key(0))
    )
    msg = double.message(panel)
    target = next(s for s in msg.selects if ":sum" in s["custom_id"])
    await act(double, alice, msg, kind="select", custom_id=target["custom_id"], values=["0", "1"])
    msg = double.message(panel)
    target = next(s for s in msg.selects if ":to:" in s["custom_id"])
    value = target["options"][0]["value"]
    await act(double, alice, msg, kind="select", custom_id=target["custom_id"], values=[value])
    await bot.tables.idle()
    state = (await bot.tables.load_table(1)).state
    assert (
        GAME.view(state, 0)["seats"][0]["circles"] != GAME.view(state, None)["seats"][0]["circles"]
    )
    # dave, not even seated, looks at alice's sheet
    looked = await double.click(dave, double.message(status), label="Sheets")
    menu = (await answered(double, looked)).ephemeral_messages[0]
    pick = await double.select(dave, menu, menu.selects[0]["custom_id"], ["0"])
    await pick.responded()
    shown = await double.wait_for(
        lambda: next(
            (a for a in double.message(menu).attachments if a.filename == "look.png"), None
        )
    )
    public = render.render_sheet(GAME.view(state, None), 0, "alice")
    private = render.render_sheet(GAME.view(state, 0), 0, "alice")
    assert shown.data == public and shown.data != private
    assert double.message(menu).ephemeral
