"""Hostile interactions, as a client without Discord's own checks could send them, at a table
of every game: strangers, forged and out-of-date custom ids, values no menu offered,
malformed forms, out-of-range command options, redelivered and concurrent presses. Each
one is answered privately within Discord's 3 s, and none changes the stored game."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.gameui import seat_context
from bot.routes import GameAction
from games import registry
from tests.chaos.counts import TALLY, scale
from tests.chaos.player import panel_controls
from tests.chaos.test_faults import AI_SEATS
from tests.double.models import PATIENCE, InteractionType
from tests.e2e.harness import open_table

HUGE = "9" * 30


def forged_ids(valid: str) -> list[str]:
    table, key = valid.split(":")[1], valid.split(":")[3]
    return [
        "",
        "x",
        "t",
        "t:",
        f"t:{HUGE}:panel",
        f"t:{HUGE}:join",
        "t:-1:panel",
        f"t:{table}:nope",
        f"t:{table}:g:{key}:tog:-1",
        f"t:{table}:g:{key}:to:dice:-1:0",
        f"t:{table}:g:{key}:unknownaction",
        f"t:{table}:g:{key}",
        valid + "\n",
        valid + ":extra:parts",
        f"t:{table}:g:{key}:" + "a" * 90,
        f"t:{table}:g:zzzzzz:confirm",
    ]


def forged_values(options: list[str]) -> list[list[str]]:
    first = options[0]
    return [
        ["999"],
        ["0" * 150],
        [" " + first],
        ["0" + first],
        [first, first],
        [],
        ["x"],
        [str(n) for n in range(26)],
        [first + "\n"],
    ]


async def raw(double, kind, user, channel, data, message=None):
    return await double._start(kind, user, channel, data, message=message)


def modal_data(custom_id: str, value) -> dict:
    return {
        "custom_id": custom_id,
        "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": "moves", "value": value}]}
        ],
    }


def slash_data(double, channel, name: str, sub: str, options: list[dict]) -> dict:
    command = double.find_command(name, channel.guild_id)
    return {
        "id": str(command["id"]),
        "name": name,
        "type": 1,
        "options": [{"type": 1, "name": sub, "options": options}],
    }


@pytest.mark.discord_double(reject_late_interactions=True)
@pytest.mark.parametrize("name", registry.NAMES)
async def test_hostile_interactions_are_answered_privately_and_change_nothing(world, name):
    double, channel, host = world
    alice, dave = double.add_user("alice"), double.add_user("dave")
    bot = await host.start()
    game = registry.get(name)
    await open_table(double, alice, channel, [], ai=AI_SEATS[name], clock="0", game=name)
    for _ in range(400):  # until it is alice's turn and her panel is out
        await bot.tables.idle()
        row = await bot.tables.load_table(1)
        if 0 in game.waiting_for(row.state):
            key = game.flow(row.state).panel_key(0)
            panel = next(
                (
                    m
                    for m in reversed(double.dm_messages(alice))
                    if any(f":g:{key}:" in c["custom_id"] for c in panel_controls(m))
                ),
                None,
            )
            if panel is not None:
                break
        await double.next_change(1.0)  # her panel is on its way
    else:
        raise AssertionError("alice never got a panel")
    status = next(m for m in reversed(double.channel_messages(channel)) if m.buttons)
    rng = random.Random(f"hostile-{name}")
    controls = panel_controls(panel)
    valid = controls[0]["custom_id"]
    selects = [c for c in controls if c["type"] == 3]
    count = scale(40, 400)
    sent, unanswered, changes, duplicates = [], 0, 0, 0
    before = (await bot.storage.get_table(1)).version

    async def one(kind: str):
        if kind == "stranger":
            button = rng.choice([b for b in status.buttons if b.get("custom_id")])
            return await raw(
                double,
                InteractionType.MESSAGE_COMPONENT,
                dave,
                channel,
                {"custom_id": button["custom_id"], "component_type": 2},
                status,
            )
        if kind == "forged id":
            return await raw(
                double,
                InteractionType.MESSAGE_COMPONENT,
                alice,
                double.state.channels[panel.channel_id],
                {"custom_id": rng.choice(forged_ids(valid)), "component_type": 2},
                panel,
            )
        if kind == "forged values" and selects:
            menu = rng.choice(selects)
            values = rng.choice(forged_values([o["value"] for o in menu["options"]]))
            return await raw(
                double,
                InteractionType.MESSAGE_COMPONENT,
                alice,
                double.state.channels[panel.channel_id],
                {"custom_id": menu["custom_id"], "component_type": 3, "values": values},
                panel,
            )
        if kind == "forged form":
            value = rng.choice([None, 7, ["1>P"], "x" * 4001, {"a": 1}])
            return await raw(
                double,
                InteractionType.MODAL_SUBMIT,
                alice,
                double.state.channels[panel.channel_id],
                modal_data(f"t:1:g:{key}:type", value),
                panel,
            )
        option = rng.choice(
            [
                ("table", "clock", [{"type": 4, "name": "minutes", "value": -5}]),
                ("table", "clock", [{"type": 4, "name": "hours", "value": 10**9}]),
                ("table", "clock", [{"type": 3, "name": "minutes", "value": "ten"}]),
            ]
        )
        return await raw(
            double,
            InteractionType.APPLICATION_COMMAND,
            alice,
            channel,
            slash_data(double, channel, *option),
        )

    kinds = ["stranger", "forged id", "forged values", "forged form", "bad option"]
    for n in range(count):
        inter = await one(rng.choice(kinds))
        sent.append(inter)
        if n % 10 == 9:  # the same interaction again: ignored, never answered twice
            await double.redeliver(inter)
            duplicates += 1
    # concurrent presses of the same forged control by the seat's owner
    burst = await asyncio.gather(
        *(
            raw(
                double,
                InteractionType.MESSAGE_COMPONENT,
                alice,
                double.state.channels[panel.channel_id],
                {"custom_id": valid + "\n", "component_type": 2},
                panel,
            )
            for _ in range(5)
        )
    )
    sent.extend(burst)
    for inter in sent:
        try:
            await inter.responded(timeout=5)
        except TimeoutError:
            unanswered += 1
    await bot.tables.book.wait_handled(timeout=PATIENCE)  # every press handled to its end
    await bot.tables.idle()
    public = [m for inter in sent for m in inter.messages if not m.ephemeral]
    after = (await bot.storage.get_table(1)).version
    changes = after - before
    TALLY["hostile interactions"] += len(sent)
    TALLY["hostile unanswered"] += unanswered
    TALLY["hostile state changes"] += changes
    TALLY["hostile public answers"] += len(public)
    TALLY["hostile answers later than 3 s"] += len(double.late_interactions)
    TALLY["hostile duplicates ignored"] += duplicates
    TALLY["hostile tracebacks"] += len(double.bot_errors)
    # the owner pressing one real option several times at once: at most one press counts
    ui = bot.tables.games[name]
    state = (await bot.tables.load_table(1)).state
    real_move = None  # a control of the panel that makes a move (not a step, not a form)
    for control in controls:
        rest = GameAction.parse(control["custom_id"].split(":", 4)[4])
        values = [control["options"][0]["value"]] if control["type"] == 3 else []
        if ui.modal(seat_context(bot.tables.tables[1], 0), rest) is None:
            result = ui.interpret(state, 0, rest, values)
            if isinstance(result, dict | list):
                real_move = (control, values)
                break
    if real_move is not None:
        control, values = real_move

        def press():
            if control["type"] == 3:
                return double.select(alice, panel, control["custom_id"], values)
            return double.click(alice, panel, control["custom_id"])

        presses = await asyncio.gather(*(press() for _ in range(4)))
        for inter in presses:
            await inter.responded(timeout=5)
        await bot.tables.idle()
        applied = [i for i in presses if await bot.storage.has_interaction(i.id)]
        TALLY["concurrent presses"] += len(presses)
        TALLY["concurrent presses applied"] += len(applied)
        assert len(applied) == 1  # one counted, the others refused as out of date
    assert unanswered == 0 and not double.late_interactions
    assert changes == 0, (before, after)
    assert not public, [m.content[:80] for m in public]
    assert all(len(i.callbacks) == 1 for i in sent), "a redelivered interaction was answered twice"
