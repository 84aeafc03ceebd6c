"""Replay through Discord: a finished Venn Classic table is stepped through from its final
message (Next to the end, Previous back), the last step is the stored final position, the
animated file decodes with one frame per step; a replay shows each reader only what that
reader saw during the game (a stranger the public table, a seat its own cards too, drawn as
face down then), and /replay refuses what it cannot replay, privately; a running table has
none."""

from __future__ import annotations

import io
import re

from PIL import Image

from bot.replay_steps import caption, heading, step_pictures
from gameuis.say import Say
from rendering.classic import render_table
from rendering.kit.frames import step_png
from tests.e2e.harness import answered, open_table, private_note

EN = Say()  # the pictures drawn in English

STEP = re.compile(r"step (\d+) of (\d+)")


def step_of(message) -> tuple[int, int]:
    found = STEP.search(message.content)
    assert found, message.content
    return int(found[1]), int(found[2])


def button(message, label: str) -> dict:
    return next(b for b in message.buttons if b.get("label") == label)


async def press(double, user, message, label: str):
    """Press a step button of the replay message; wait until the message shows the step."""
    before = double.message(message).content
    inter = await double.click(user, message, label=label)
    await inter.responded()
    await double.wait_for(lambda: double.message(message).content != before)
    assert not inter.ephemeral_messages or inter.ephemeral_messages[0].id == message.id
    return double.message(message)


async def finished_classic_table(double, channel, alice, others=(), ai: int = 1):
    """A Venn Classic table of alice, `others` and `ai` AI seats, every person's seat handed
    to the AI: it plays to the end by itself. Returns the final message (the one offering
    Replay)."""
    await open_table(double, alice, channel, list(others), ai=ai, clock="0", game="classic")
    for player in (*others, alice):
        handed = await double.slash(alice, channel, "table ai", {"player": player})
        await handed.responded()

    def final():
        return next(
            (
                m
                for m in double.channel_messages(channel)
                if any(b.get("label") == "Replay" for b in m.buttons)
            ),
            None,
        )

    return await double.wait_for(final, timeout=120)


async def test_a_finished_game_steps_to_its_final_position_and_animates(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    final = await finished_classic_table(double, channel, alice)
    stored = await bot.storage.get_table(1)
    assert stored is not None and stored.status == "finished"

    # anyone in the server may watch: bob never sat at the table
    opened = await answered(double, await double.click(bob, final, label="Replay"))
    replay_message = await double.wait_for(
        lambda: opened.original if opened.original and opened.original.attachments else None,
    )
    assert replay_message.ephemeral
    assert step_of(replay_message) == (1, step_of(replay_message)[1])
    total = step_of(replay_message)[1]
    assert total > 3
    assert button(replay_message, "Previous").get("disabled")

    seen = [1]
    message = replay_message
    while not button(message, "Next").get("disabled"):
        message = await press(double, bob, message, "Next")
        seen.append(step_of(message)[0])
    assert seen == list(range(1, total + 1))

    # bob held no seat: every step is drawn from the public view (the last one from the
    # stored final state's); its picture is the final message's own
    game = bot.tables.games["classic"].game
    replay = bot.tables.replays.kept(1)
    assert replay is not None and len(replay) == total
    assert replay.steps[-1].view == game.view(stored.state, None)
    ui = bot.tables.games["classic"]
    names = [s.name for s in stored.seats]
    final_picture = ui.final_images(game.view(stored.state, None), names)[0][1]
    expected = step_png(
        [final_picture],
        heading(total - 1, total),
        caption(replay.steps[-1], names, False),
    )
    assert message.attachment("replay-step.png").data == expected
    assert "game over" in message.content

    back = await press(double, bob, message, "Previous")
    assert step_of(back) == (total - 1, total)
    first = await press(double, bob, back, "First")
    assert step_of(first) == (1, total)

    # the table as the channel showed it at each step: no face-down card
    for k, step in enumerate(replay.steps):
        assert step.view == game.view(step.state, None) and step.view["me"] is None
        if 0 < k < total - 1:
            assert step_pictures(ui, step, names, False) == [render_table(step.view, names, EN)]
    middle = await press(double, bob, first, "Next")
    assert middle.attachment("replay-step.png").data == step_png(
        [render_table(replay.steps[1].view, names, EN)],
        heading(1, total),
        caption(replay.steps[1], names, False),
    )

    # the whole game as one animated file, privately, one frame per step
    animated = await answered(
        double, await double.click(bob, middle, label="Animation"), timeout=120
    )
    file_message = await double.wait_for(
        lambda: animated.original if animated.original and animated.original.attachments else None,
        timeout=120,
    )
    assert file_message.ephemeral and file_message.id != replay_message.id
    data = file_message.attachment("replay.gif").data
    assert len(data) < 8 * 1024 * 1024
    with Image.open(io.BytesIO(data)) as img:
        assert img.format == "GIF" and img.n_frames == total
    assert f"all {total} steps" in file_message.content

    # /replay in the server gives the same replay; APNG on request
    command = await answered(double, await double.slash(bob, channel, "replay", {"table": 1}))
    assert step_of(command.original) == (1, total) and command.original.ephemeral
    apng = await answered(
        double,
        await double.slash(bob, channel, "replay", {"table": 1, "animation": "apng"}),
        timeout=120,
    )
    with Image.open(io.BytesIO(apng.original.attachment("replay.png").data)) as img:
        assert img.format == "PNG" and img.n_frames == total
    assert not double.bot_errors


async def test_replay_refuses_unknown_unfinished_and_other_servers_tables(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0", game="classic")

    unknown = await double.slash(bob, channel, "replay", {"table": 999})
    assert "There is no table 999" in await private_note(double, unknown)
    running = await double.slash(bob, channel, "replay", {"table": 1})
    assert "still being played" in await private_note(double, running)
    # nothing of a running table was replayed: its face-down cards stay unseen
    assert bot.tables.replays.kept(1) is None

    other_guild = double.add_guild("Elsewhere")
    elsewhere = double.add_channel(other_guild, "games")
    foreign = await double.slash(bob, elsewhere, "replay", {"table": 1})
    assert "not played in this server" in await private_note(double, foreign)

    lobby_channel = double.add_channel(channel.guild_id, "lobby")
    opened = await answered(
        double, await double.slash(alice, lobby_channel, "play", {"game": "vvv"})
    )
    assert opened.original is not None
    never = await double.slash(bob, channel, "replay", {"table": 2})
    assert "never started" in await private_note(double, never)
    assert not double.bot_errors


def card_facts(view) -> set[tuple]:
    """Every card a Classic view names: a card by id and type (only ever the viewer's own,
    under "me"), and each card turned over in play, by round, seat and slot."""
    facts: set[tuple] = set()
    me = view["me"]
    if me is not None:
        for zone in ("hand", "placed", "layout", "discard"):
            facts |= {("card", c["id"], c["type"]) for c in me[zone]}
    facts |= {("turned", view["round"], t["seat"], t["slot"], t["type"]) for t in view["turned"]}
    for past in view["history"]:
        facts |= {
            ("turned", past["round"], t["seat"], t["slot"], t["type"]) for t in past["turned"]
        }
    return facts


async def test_each_reader_replays_only_what_they_saw_during_the_game(world):
    double, channel, host = world
    alice, bob, carol = (double.add_user(n) for n in ("alice", "bob", "carol"))
    bot = await host.start()
    final = await finished_classic_table(double, channel, alice, others=[bob], ai=1)
    stored = await bot.storage.get_table(1)
    ui = bot.tables.games["classic"]
    game = ui.game
    names = [s.name for s in stored.seats]
    moves = await bot.storage.moves(1)
    # every state the game passed through, as the engine played it
    states = [game.new_game(len(stored.seats), dict(stored.options), stored.seed)]
    for seat, move in moves:
        states.append(game.apply(states[-1], seat, move)[0])
    seats = {stored.reader_seat(u.id): u for u in (alice, bob)}
    assert sorted(seats) == [s.seat for s in stored.seats if s.user_id is not None]

    hidden_own = 0
    for user, reader in ((carol, None), *((u, k) for k, u in seats.items())):
        # what this reader's views showed during the game
        lived = [game.view(s, reader) for s in states]
        saw = set().union(*(card_facts(v) for v in lived))
        opened = await answered(double, await double.click(user, final, label="Replay"))
        message = await double.wait_for(
            lambda o=opened: o.original if o.original and o.original.attachments else None
        )
        total = step_of(message)[1]
        replay = bot.tables.replays.kept(1, reader)
        assert replay is not None and len(replay) == total and replay.reader == reader
        for k in range(total):
            if k:
                message = await press(double, user, message, "Next")
            assert step_of(message) == (k + 1, total)
            step = replay.steps[k]
            # the reader's own view of a moment of the game, naming no card it never saw
            assert step.view in lived
            assert card_facts(step.view) <= saw
            assert (step.view["me"] is None) == (reader is None)
            # and the picture Discord got is drawn from that view alone
            expected = step_png(
                step_pictures(ui, step, names, k == 0),
                heading(k, total),
                caption(step, names, k == 0),
            )
            assert message.attachment("replay-step.png").data == expected
            if reader is not None:
                mine = step.view["me"]
                turned = {t["slot"] for t in step.view["turned"] if t["seat"] == reader}
                hidden_own += sum(1 for i in range(len(mine["layout"])) if i not in turned)
        # nobody else's face-down card: a seat's replay differs from the stranger's only
        # by its own cards
        if reader is not None:
            public = bot.tables.replays.kept(1, None)
            assert public is not None
            for mine, theirs in zip(replay.steps, public.steps, strict=True):
                assert {k: v for k, v in mine.view.items() if k != "me"} == {
                    k: v for k, v in theirs.view.items() if k != "me"
                }
    assert hidden_own  # a seat's replay did show it its own face-down cards
    assert not double.bot_errors
