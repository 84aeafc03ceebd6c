"""VENNi, Vidi, Vici through the Discord double: a whole game of one person against the AI
(dots by region and spot, one typed dot, circles by letter and one typed circle), and two
people meeting the refusals: a third dot no circle can split, a circle crossing three
circles, a stranger's click and an out-of-turn click; nothing changes when refused."""

from __future__ import annotations

import time

from games.vvv import GAME, choices, offers
from games.vvv import engine as E
from tests.double.models import InteractionType
from tests.e2e.harness import (
    act,
    answered,
    any_panel_by_key,
    assert_one_live_panel,
    assert_only_the_final_is_live,
    final_message,
    live_panels,
    open_ephemeral_panel,
    open_table,
    panel_by_key,
    private_note,
    thread_messages,
)
from tests.games.vvv.test_engine import REFUSED_THIRD


async def type_into(double, user, panel, label: str, values: dict[str, str]):
    opened = await double.click(user, double.message(panel), label=label)
    await opened.responded()
    assert opened.modal is not None
    return await answered(double, await double.submit_modal(user, opened, values=values))


async def pick(double, user, panel, part: str, value: str | None = None):
    msg = double.message(panel)
    sel = next(s for s in msg.selects if f":{part}" in s["custom_id"])
    chosen = value if value is not None else sel["options"][0]["value"]
    inter = await act(double, user, msg, kind="select", custom_id=sel["custom_id"], values=[chosen])
    assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
    return inter


async def test_a_whole_game_against_the_ai(world):
    double, channel, host = world
    alice, dave = double.add_user("alice"), double.add_user("dave")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=1, game="vvv")
    typed_dot = typed_circle = by_letter = by_spot = others = stranger = False
    from_the_button = 0  # turns played in a panel opened by the table message's button
    for turn in range(300):
        await bot.tables.idle()
        assert_one_live_panel(double, [alice])
        row = await bot.tables.load_table(1)
        if row.status == "finished":
            break
        state = row.state
        assert GAME.waiting_for(state) == [0], "the AI seat acts on its own"
        key = GAME.flow(state).panel_key(0)
        panel = await double.wait_for(lambda k=key: any_panel_by_key(double, alice, k))
        if turn % 4 == 3 and typed_dot and typed_circle:  # now and then from the button
            status = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
            dm = panel
            panel = await open_ephemeral_panel(double, alice, status)
            await double.wait_for(lambda: len(live_panels(double, alice)) == 1)
            assert [m.id for m in live_panels(double, alice)] == [panel.id] != [dm.id]
            from_the_button += 1
        if not stranger:
            status = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
            refused = await double.click(dave, status, label="Open my panel")
            assert "not seated" in await private_note(double, refused)
            stranger = True
        if E.stage_of(state) == "circle":
            msg = double.message(panel)
            more = next((b for b in msg.buttons if b.get("label") == "Show others"), None)
            # more circles than one page holds (near-duplicates collapsed): "Show others"
            assert (more is not None) == (len(offers.offered(state)) > offers.PER_PAGE)
            if not others and more is not None:
                await act(double, alice, msg, kind="button", custom_id=more["custom_id"])
                assert (await bot.storage.get_table(1)).version == row.version  # not a move
                others = True
            if not typed_circle:
                cx, cy, r = choices.circles(state)[0]
                # typed a little off the lattice: snapped to the nearest lattice circle
                values = {"cx": str(cx + 3), "cy": str(cy - 4), "r": str(r + 2)}
                shown = await type_into(double, alice, panel, "Type a circle", values)
                assert not shown.ephemeral_messages, [m.content for m in shown.ephemeral_messages]
                # previewed first, snapped, and nothing written until Confirm
                preview = double.message(panel)
                assert f"centre ({cx}, {cy}), radius {r}" in preview.text
                assert (await bot.storage.get_table(1)).version == row.version
                confirm = next(b for b in preview.buttons if b.get("label") == "Confirm")
                await act(double, alice, preview, kind="button", custom_id=confirm["custom_id"])
                after = (await bot.tables.load_table(1)).state
                assert after["circles"][-1] == [cx, cy, r]
                typed_circle = True
            else:
                await pick(double, alice, panel, "circle")
                # a picked circle is shown large with Confirm and Back; nothing is drawn yet
                preview = double.message(panel)
                assert "You picked circle A" in preview.text
                assert (await bot.storage.get_table(1)).version == row.version
                labels = [b.get("label") for b in preview.buttons]
                assert labels[:2] == ["Confirm", "Back"], labels  # then "?"
                if not by_letter:  # Back returns to the circles on offer, still no move
                    await act(
                        double,
                        alice,
                        preview,
                        kind="button",
                        custom_id=preview.buttons[1]["custom_id"],
                    )
                    assert any(":circle" in s["custom_id"] for s in double.message(panel).selects)
                    await pick(double, alice, panel, "circle")
                    preview = double.message(panel)
                    assert (await bot.storage.get_table(1)).version == row.version
                await act(
                    double, alice, preview, kind="button", custom_id=preview.buttons[0]["custom_id"]
                )
                assert (
                    len((await bot.tables.load_table(1)).state["circles"])
                    == len(state["circles"]) + 1
                )
                by_letter = True
            continue
        moves = GAME.legal_moves(state, 0)
        if moves[0]["type"] == "pass":
            msg = double.message(panel)
            await act(double, alice, msg, kind="button", custom_id=msg.buttons[0]["custom_id"])
            continue
        if not typed_dot:
            x, y = moves[0]["at"]
            done = await type_into(
                double, alice, panel, "Type coordinates", {"x": str(x), "y": str(y)}
            )
            assert not done.ephemeral_messages, [m.content for m in done.ephemeral_messages]
            assert (await bot.tables.load_table(1)).state["dots"][len(state["dots"])] == [x, y]
            typed_dot = True
            continue
        await pick(double, alice, panel, "region")
        zoom = double.message(panel)
        assert any(a.filename == "zoom.png" for a in zoom.attachments)
        await pick(double, alice, panel, "spot")
        by_spot = True
    else:
        raise AssertionError("the game did not end")
    assert typed_dot and typed_circle and by_letter and by_spot and stranger and from_the_button
    final = await double.wait_for(lambda: final_message(double, channel, "VENNi, Vidi, Vici"))
    await bot.tables.idle()
    assert_only_the_final_is_live(double, channel, [alice, dave], "VENNi, Vidi, Vici")
    row = await bot.tables.load_table(1)
    scores = GAME.scores(row.state)
    assert f"alice: {scores[0]['total']}" in final.text
    assert any(a.filename == "final.png" for a in final.attachments)
    record = GAME.record(row.state)
    assert record["scores"] == [scores[0]["total"], scores[1]["total"]]


async def test_refused_moves_change_nothing(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="vvv")
    people = {0: alice, 1: bob}
    row = await bot.tables.load_table(1)
    # the opening of a recorded game, typed in; who starts follows the table's seed, and
    # the same moves hold whoever makes them
    start = E.new_game(2, {}, 1)
    state = row.state
    assert state["circles"] == start["circles"] and state["dots"] == start["dots"]
    out_of_turn = crossing = False
    for move in REFUSED_THIRD:
        row = await bot.tables.load_table(1)
        seat = GAME.waiting_for(row.state)[0]
        user = people[seat]
        key = GAME.flow(row.state).panel_key(seat)
        panel = await double.wait_for(lambda u=user, k=key: panel_by_key(double, u, k))
        if not out_of_turn:
            other = people[1 - seat]
            # a click forged on the table message, as from a stale panel of the idle seat
            msg = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
            their_key = GAME.flow(row.state).panel_key(1 - seat)
            late = await double._component(
                other,
                msg,
                {"custom_id": f"t:{row.id}:g:{their_key}:pass", "component_type": 2},
                None,
            )
            # refused before anything is read: no message of theirs offers that control
            assert "not on this message" in await private_note(double, late)
            assert (await bot.storage.get_table(1)).version == row.version
            # nor could they click one: the seat not to act holds no live control at all
            assert not [m for m in double.dm_messages(other) if m.buttons or m.selects]
            out_of_turn = True
        if move["type"] == "dot":
            x, y = move["at"]
            done = await type_into(
                double, user, panel, "Type coordinates", {"x": str(x), "y": str(y)}
            )
        else:
            if not crossing and len(row.state["circles"]) == 3:
                # a circle crossing three circles is refused with the rule, nothing changes
                bad = await type_into(
                    double, user, panel, "Type a circle", {"cx": "500", "cy": "300", "r": "200"}
                )
                assert "exactly 2" in await private_note(double, bad)
                assert (await bot.storage.get_table(1)).version == row.version
                crossing = True
            cx, cy, r = move["circle"]
            await type_into(
                double, user, panel, "Type a circle", {"cx": str(cx), "cy": str(cy), "r": str(r)}
            )
            preview = double.message(panel)
            confirm = next(b for b in preview.buttons if b.get("label") == "Confirm")
            done = await act(double, user, preview, kind="button", custom_id=confirm["custom_id"])
        assert not done.ephemeral_messages, [m.content for m in done.ephemeral_messages]
    row = await bot.tables.load_table(1)
    seat = GAME.waiting_for(row.state)[0]
    key = GAME.flow(row.state).panel_key(seat)
    panel = await double.wait_for(lambda: panel_by_key(double, people[seat], key))
    refused = await type_into(
        double, people[seat], panel, "Type coordinates", {"x": "400", "y": "345"}
    )
    note = await private_note(double, refused)  # the rule, in words (the engine's is "1|2")
    assert "third dot" in note and "one from two (rule 1)" in note
    assert (await bot.storage.get_table(1)).version == row.version
    assert out_of_turn and crossing


async def test_the_clock_runs_over_a_whole_turn_and_the_ai_finishes_it(world):
    """A third dot's circle is the same turn: the clock does not restart after the dot, and
    when it runs out the AI draws the circle for the absent player; the seat stays theirs."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], clock="2", game="vvv")
    people = {0: alice, 1: bob}
    for move in REFUSED_THIRD[:5]:  # four dots, then a region's third
        row = await bot.tables.load_table(1)
        seat = GAME.waiting_for(row.state)[0]
        key = GAME.flow(row.state).panel_key(seat)
        panel = await double.wait_for(lambda u=people[seat], k=key: panel_by_key(double, u, k))
        deadline = bot.tables.tables[1].deadline
        x, y = move["at"]
        done = await type_into(
            double, people[seat], panel, "Type coordinates", {"x": str(x), "y": str(y)}
        )
        assert not done.ephemeral_messages, [m.content for m in done.ephemeral_messages]
    await bot.tables.idle()
    table = bot.tables.tables[1]
    assert E.stage_of(table.state) == "circle" and table.state["pending"] == [545, 370]
    assert table.deadline == deadline, "the circle keeps the clock of the dot's turn"
    absent = GAME.waiting_for(table.state)[0]
    await bot.tables.set_deadline(1, time.time() + 0.2)
    # told in the thread under the table's status, not in the channel
    expired = await double.wait_for(
        lambda: next(
            (m for m in thread_messages(double, channel) if m.content.startswith("⌛")), None
        )
    )
    assert people[absent].name in expired.content
    await bot.tables.idle()
    state = bot.tables.tables[1].state
    assert state["turns"][-1]["seat"] == absent and "circle" in state["turns"][-1]
    assert state["turns"][-1]["dot"] == [545, 370]
    assert GAME.waiting_for(state) == [1 - absent]
    assert not bot.tables.tables[1].seats[absent].is_ai


async def test_forged_form_answers_are_refused(world):
    """A form whose fields are not text (None, a number, a list) or longer than Discord
    allows: a private refusal, nothing written, no traceback."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], game="vvv")
    row = await bot.tables.load_table(1)
    seat = GAME.waiting_for(row.state)[0]
    user = (alice, bob)[seat]
    panel = await double.wait_for(
        lambda: panel_by_key(double, user, GAME.flow(row.state).panel_key(seat))
    )
    opened = await double.click(user, double.message(panel), label="Type coordinates")
    await opened.responded()
    form = opened.modal["custom_id"]
    msg = double.message(panel)
    channel_of = double.state.channels[msg.channel_id]
    for bad in (None, 500, ["500"], "5" * 4001):
        # sent raw, as a client other than Discord's could: the double's form checks are
        # Discord's client's, and this one skips them
        fields = [
            {"type": 4, "custom_id": "x", "value": bad},
            {"type": 4, "custom_id": "y", "value": "300"},
        ]
        sent = await double._start(
            InteractionType.MODAL_SUBMIT,
            user,
            channel_of,
            {"custom_id": form, "components": [{"type": 1, "components": fields}]},
            message=msg,
        )
        assert "malformed" in await private_note(double, sent), bad
    assert (await bot.storage.get_table(1)).version == row.version
