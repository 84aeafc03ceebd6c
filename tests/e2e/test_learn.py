"""/learn: a practice table against the AI, played to the end through the Discord double;
the hints in its panels, the rule named with a refusal, the AI's suggested move, the
summary at the end, and a game that changes neither /stats nor /leaderboard. The "?" of
every panel answers with the rules page of the step, for every game."""

from __future__ import annotations

import random

import pytest

from bot.i18n import tr
from bot.learn import HELP_LABEL, HINT_TITLE, SUGGEST_LABEL, load_hints, step_of
from bot.rules_text import load_rules
from cogs.learn import describe
from games import registry
from gameuis import ui_class
from tests.chaos.player import PanelPlayer, finals, panel_controls
from tests.double import DiscordDouble, Message, User
from tests.e2e.harness import answered, open_table, private_note

TABLE = 1  # the first table of a fresh database


async def learn(double: DiscordDouble, user: User, channel, game: str) -> Message:
    inter = await answered(double, await double.slash(user, channel, "learn", {"game": game}))
    started = inter.original
    assert started is not None and "practice game started" in started.text, started
    return started


def live_panel(double: DiscordDouble, user: User, key: str) -> Message | None:
    """The newest DM panel of this moment of the game whose game controls are live."""
    for m in reversed(double.dm_messages(user)):
        controls = panel_controls(m)
        if controls and all(f":g:{key}:" in c["custom_id"] for c in controls):
            return m
    return None


async def my_panel(double: DiscordDouble, bot, user: User):
    """(state, panel) once seat 0 must act (the AI seats play at once: no clock), or
    (None, None) once the game is over."""
    game = None

    def ready():
        table = bot.tables.tables.get(TABLE)
        if table is None:
            return "over"
        nonlocal game
        game = bot.tables.games[table.game].game
        if table.state is None or 0 not in game.waiting_for(table.state):
            return None
        panel = live_panel(double, user, game.flow(table.state).panel_key(0))
        return (table.state, panel) if panel is not None else None

    found = await double.wait_for(ready, timeout=60)
    return (None, None) if found == "over" else found


def button_of(message: Message, label: str) -> dict | None:
    return next((b for b in message.buttons if b.get("label") == label), None)


async def play_practice(double: DiscordDouble, bot, user: User, channel, name: str) -> dict:
    """The person plays a practice game to its end as the chaos suite's player does (any
    control the panel offers works), pressing "Suggest a move" once per step of the game;
    returns what the panels showed."""
    game = registry.get(name)
    player = PanelPlayer(double, user, channel, random.Random(7), "Open my panel")
    seen: dict = {"hints": set(), "suggestions": {}, "panels": 0}
    for _ in range(600):
        state, panel = await my_panel(double, bot, user)
        if state is None:
            return seen
        step = step_of(ui_class(name)(), state)
        seen["panels"] += 1
        assert HINT_TITLE in panel.text and tr("en-US", step.hint) in panel.text, panel.text
        seen["hints"].add(step.hint)
        assert button_of(panel, HELP_LABEL) is not None, panel.buttons
        suggest = button_of(panel, SUGGEST_LABEL)
        kind = game.flow(state).stage or game.flow(state).phase
        if suggest is not None and kind not in seen["suggestions"]:
            inter = await answered(double, await double.click(user, panel, suggest["custom_id"]))
            note = await double.wait_for(
                lambda inter=inter: (
                    inter.original if inter.original and inter.original.text else None
                )
            )
            assert note.ephemeral and "The AI's move for you" in note.text, note.text
            assert "Why: " in note.text, note.text  # every suggestion says why
            seen["suggestions"][kind] = note.text
        await player.step(game.flow(state).panel_key(0))
    raise AssertionError("the practice game did not end")


@pytest.mark.parametrize("name", ["venice", "classic"])
async def test_a_practice_game_to_the_end(world, name):
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await learn(double, alice, channel, name)
    table = await bot.storage.get_table(TABLE)
    game = registry.get(name)
    # one person, AI seats for the rest of the game's minimum (and at least one), no clock
    assert table.options.get("practice") is True and table.clock_minutes == 0
    assert [s.user_id for s in table.seats][0] == alice.id
    assert all(s.is_ai for s in table.seats[1:])
    assert len(table.seats) == max(game.seats.min, 2)

    seen = await play_practice(double, bot, alice, channel, name)
    assert seen["panels"] > 0 and seen["suggestions"], seen
    hints = load_hints()[name].steps
    assert seen["hints"] <= {s.hint for s in hints.values()}

    final = (await double.wait_for(lambda: finals(double, channel)))[0]
    assert button_of(final, "Rematch") is None  # a practice table: /learn again, or /play
    # the summary: the person's place, total and the score's lines, and where to go next
    ended = await bot.tables.load_table(TABLE)
    score = game.scores(ended.state)[0]
    summary = await double.wait_for(
        lambda: next(
            (
                m
                for m in double.channel_messages(channel)
                if m.embeds and "your practice game" in (m.embeds[0].get("title") or "")
            ),
            None,
        )
    )
    assert f"<@{alice.id}>" in (summary.content or "")
    assert f"**{score['total']}** points" in summary.text
    assert all(str(line) in summary.text for line in score["lines"][:3])
    assert f"/play game:{name}" in summary.text
    assert any(a.filename == "sheet.png" for a in summary.attachments)

    # neither counted nor rated
    assert await bot.storage.user_stats(alice.id) == {}
    stats = await answered(double, await double.slash(alice, channel, "stats", {}))
    assert "no finished games" in (await private_note(double, stats))
    board = await answered(
        double, await double.slash(alice, channel, "leaderboard", {"game": name})
    )
    assert "Nobody has finished" in (await private_note(double, board))


async def test_a_refusal_on_a_practice_table_names_its_rule(world):
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await learn(double, alice, channel, "vvv")
    state, panel = await my_panel(double, bot, alice)
    version = (await bot.storage.get_table(TABLE)).version
    opened = await double.click(alice, panel, label="Type coordinates")
    await opened.responded()
    bad = await answered(
        double, await double.submit_modal(alice, opened, values={"x": "2000", "y": "2000"})
    )
    note = await private_note(double, bad)
    step = step_of(ui_class("vvv")(), state)
    assert f"/rules game:vvv topic:{step.topic}" in note, note
    assert (await bot.storage.get_table(TABLE)).version == version  # nothing written


@pytest.mark.parametrize("name", registry.NAMES)
async def test_the_question_mark_opens_the_rules_of_the_step(world, name):
    """On every table, not only practice ones: a /play table with AI seats here."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    game = registry.get(name)
    await open_table(double, alice, channel, [], ai=max(game.seats.min, 2) - 1, game=name)
    state, panel = await my_panel(double, bot, alice)
    assert HINT_TITLE not in panel.text and button_of(panel, SUGGEST_LABEL) is None
    ui = ui_class(name)()
    step = step_of(ui, state)
    book = load_rules()[ui.companions.rules]
    topic = book.topic(step.topic)
    inter = await answered(double, await double.click(alice, panel, label=HELP_LABEL))
    answer = await double.wait_for(lambda: inter.original)
    assert answer.ephemeral
    assert answer.embeds[0]["title"] == f"{book.title} — {topic.title}"
    assert answer.embeds[0]["description"] == topic.pages[step.page - 1]


async def test_learn_refuses_a_channel_that_has_a_table(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await learn(double, alice, channel, "venice")
    again = await answered(double, await double.slash(bob, channel, "learn", {"game": "vvv"}))
    note = await private_note(double, again)
    assert "already has a Forget Venice table" in note and "another channel" in note, note
    unknown = await answered(double, await double.slash(bob, channel, "learn", {"game": "chess"}))
    assert "Choose one of" in await private_note(double, unknown)
    assert len(await bot.storage.active_tables()) == 1  # nothing else was opened


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_step_has_a_hint_and_every_move_a_sentence(name):
    """Along whole games played by the AI: each step a seat acts in has its hint and rules
    page in data/hints.json, and each move the AI makes is told with its type's sentence
    (every {field} filled in), so "Suggest a move" never falls back to a bare move type."""
    game = registry.get(name)
    ui = ui_class(name)()
    hints = load_hints()[ui.companions.hints]
    players = max(game.seats.min, 2)
    names = [f"Player {k + 1}" for k in range(players)]
    seen: set[str] = set()
    for seed in (3,):
        state = game.new_game(players, {}, seed)
        for _ in range(3000):
            if game.is_over(state):
                break
            seat = game.waiting_for(state)[0]
            assert step_of(ui, state) in hints.steps.values(), game.flow(state)
            move = game.ai_move(state, seat)
            if move["type"] not in seen:
                seen.add(move["type"])
                text = describe(game, state, seat, move, names)
                assert move["type"] in hints.moves and "{" not in text, (move, text)
                assert text != f"{move['type'].replace('_', ' ')}.", (move, text)
            state, _ = game.apply(state, seat, move)
        assert game.is_over(state)
    assert seen
