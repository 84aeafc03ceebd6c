"""Forget Venice through the Discord double: a whole game of two people and an AI seat,
cuts made in the panel, refused cuts, a stranger and an out-of-turn click."""

from __future__ import annotations

from games.venice import GAME
from tests.e2e.harness import (
    act,
    any_panel_by_key,
    assert_one_live_panel,
    assert_only_the_final_is_live,
    final_message,
    live_panels,
    open_ephemeral_panel,
    open_table,
    private_note,
)


async def forged_click(double, user, panel, custom_id: str):
    """What a hostile client could send: a button id the panel never showed."""
    msg = double.message(panel)
    return await double._component(user, msg, {"custom_id": custom_id, "component_type": 2}, None)


async def cut_in_the_panel(double, user, panel) -> None:
    """Clear; pile A: the first card; pile B: the next two; C keeps the rest; Confirm."""
    msg = double.message(panel)
    clear = next(b for b in msg.buttons if b.get("label") == "Clear")
    await double.click(user, msg, clear["custom_id"])
    await double.wait_for(lambda: "**C** (7)" in double.message(panel).text)
    msg = double.message(panel)
    pile_a = next(s for s in msg.selects if ":pa:" in s["custom_id"])
    await act(double, user, msg, kind="select", custom_id=pile_a["custom_id"], values=["0"])
    msg = double.message(panel)
    assert "**A** (1)" in msg.text and "**C** (6)" in msg.text  # the preview before Confirm
    pile_b = next(s for s in msg.selects if ":pb:" in s["custom_id"])
    values = [o["value"] for o in pile_b["options"][:2]]
    await act(double, user, msg, kind="select", custom_id=pile_b["custom_id"], values=values)
    msg = double.message(panel)
    assert "**B** (2)" in msg.text and "**C** (4)" in msg.text
    confirm = next(b for b in msg.buttons if b.get("label") == "Confirm the cut")
    assert not confirm.get("disabled")
    inter = await act(double, user, msg, kind="button", custom_id=confirm["custom_id"])
    assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]


async def take_first_pile(double, user, panel) -> None:
    msg = double.message(panel)
    take = next(b for b in msg.buttons if (b.get("label") or "").startswith("Take pile"))
    inter = await act(double, user, msg, kind="button", custom_id=take["custom_id"])
    assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]


async def test_a_whole_game_of_two_people_and_an_ai(world):
    double, channel, host = world
    alice, bob, dave = double.add_user("alice"), double.add_user("bob"), double.add_user("dave")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], ai=1, game="venice")
    people = {0: alice, 1: bob}  # seat 2 is the AI
    refusals_tried = suggestion_tried = idle_tried = stranger_tried = False
    answered = 0  # turns played in a panel opened by the table message's button
    for turn in range(200):
        await bot.tables.idle()
        assert_one_live_panel(double, list(people.values()))
        row = await bot.tables.load_table(1)
        if row.status == "finished":
            break
        state = row.state
        seat = GAME.waiting_for(state)[0]
        assert seat in people, "the AI seat acts on its own"
        user = people[seat]
        key = GAME.flow(state).panel_key(seat)
        panel = await double.wait_for(lambda u=user, k=key: any_panel_by_key(double, u, k))
        if turn % 3 == 2:  # now and then from the table message's button: one live panel
            status = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
            dm = panel
            panel = await open_ephemeral_panel(double, user, status)
            await double.wait_for(lambda u=user: len(live_panels(double, u)) == 1)
            assert [m.id for m in live_panels(double, user)] == [panel.id] != [dm.id]
            answered += 1
        if not stranger_tried:
            status = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
            refused = await double.click(dave, status, label="Open my panel")
            assert "not seated" in await private_note(double, refused)
            stranger_tried = True
        if state["piles"] is None:
            if not refusals_tried:
                version = row.version
                prefix = next(c for c in double.message(panel).custom_ids if ":g:" in c)
                base = prefix.split(":g:")[0] + f":g:{key}:split"
                # ids the panel never showed are refused before the game reads them (the
                # engine's own refusals of such cuts are in tests/games/venice)
                empty = await forged_click(double, user, panel, f"{base}:127:0")
                assert "not on this message" in await private_note(double, empty)
                twice = await forged_click(double, user, panel, f"{base}:3:3")
                assert "not on this message" in await private_note(double, twice)
                assert (await bot.storage.get_table(1)).version == version  # nothing changed
                refusals_tried = True
            if not suggestion_tried:
                msg = double.message(panel)
                suggest = next(b for b in msg.buttons if b.get("label") == "Suggest a cut")
                await act(double, user, msg, kind="button", custom_id=suggest["custom_id"])
                confirm = next(
                    b for b in double.message(panel).buttons if b["label"] == "Confirm the cut"
                )
                assert not confirm.get("disabled")  # the AI's cut is complete, ready to confirm
                assert (await bot.storage.get_table(1)).version == row.version  # not a move
                suggestion_tried = True
            await cut_in_the_panel(double, user, panel)
        else:
            other = people.get(1 - seat)
            if not idle_tried and other is not None:
                # the person not to act clicks "take" anyway (say, from a stale panel)
                theirs = double.dm_messages(other)[-1]
                their_key = GAME.flow(state).panel_key(1 - seat)
                prefix = f"t:{row.id}:g:{their_key}:take:0"
                late = await forged_click(double, other, theirs, prefix)
                # their last DM is a closed panel: it offers nothing to click
                assert "not on this message" in await private_note(double, late)
                assert (await bot.storage.get_table(1)).version == row.version
                idle_tried = True
            await take_first_pile(double, user, panel)
    else:
        raise AssertionError("the game did not end")
    assert refusals_tried and suggestion_tried and stranger_tried and idle_tried and answered
    final = await double.wait_for(lambda: final_message(double, channel, "Forget Venice"))
    await bot.tables.idle()
    assert_only_the_final_is_live(double, channel, [alice, bob, dave], "Forget Venice")
    row = await bot.tables.load_table(1)
    scores = GAME.scores(row.state)
    for seat, name in enumerate(["alice", "bob", "AI 1"]):
        assert f"{name}: {scores[seat]['total']}" in final.text
    assert any(a.filename == "final.png" for a in final.attachments)
    record = GAME.record(row.state)
    assert len(record["halves"]) == 2 and all(len(h["rounds"]) == 6 for h in record["halves"])
    # every choice recorded was made by the seat after the Distributor, then the next
    for half in record["halves"]:
        for r in half["rounds"]:
            assert [c["seat"] for c in r["choices"]] == [
                (r["distributor"] + 1) % 3,
                (r["distributor"] + 2) % 3,
            ]
