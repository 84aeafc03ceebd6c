"""A crowd's table at size: the lobby card, the round's status and the standings picture
stay small whatever the number of players (see bot.crowd)."""

from __future__ import annotations

import io

from PIL import Image

from bot.crowd import CROWD_ABOVE, PLAY_LABEL
from bot.gameui import table_context
from bot.lobby import lobby_card
from bot.policy import is_crowd
from bot.storage import SeatRecord, TableRecord
from games.abstract import GAME
from gameuis.abstract import AbstractUI
from gameuis.say import Say
from rendering.abstract.standings import render_final, render_standings

GAMES = {"abstract": AbstractUI()}


def table_of(players: int, ai: int = 0) -> TableRecord:
    seats = [SeatRecord(seat=s, user_id=1000 + s, name=f"painter {s}") for s in range(players)]
    seats += [
        SeatRecord(seat=players + k, user_id=None, name=f"AI {k + 1}", is_ai=True)
        for k in range(ai)
    ]
    return TableRecord(
        id=7,
        game="abstract",
        guild_id=1,
        channel_id=2,
        host_id=1000,
        status="lobby",
        options={},
        seed=1,
        clock_minutes=5,
        seats=seats,
    )


def test_the_threshold() -> None:
    assert not is_crowd(table_of(CROWD_ABOVE))
    assert is_crowd(table_of(CROWD_ABOVE + 1))


def test_a_small_lobby_lists_every_seat() -> None:
    card = lobby_card(GAMES, table_of(5, ai=1))
    text = card.embeds[0].description
    assert text.count("\n") == 5 and "1. <@1000> (host)" in text and "6. 🤖 AI 1" in text


def test_a_thousand_seat_lobby_shows_the_count_and_the_latest() -> None:
    card = lobby_card(GAMES, table_of(995, ai=5))
    embed = card.embeds[0]
    text = embed.description
    assert "**1,000 players seated** (5 played by the AI)" in text
    assert "hosted by <@1000>" in text
    assert "Latest to join:" in text and "1000. 🤖 AI 5" in text and "996. 🤖 AI 1" in text
    assert "<@1001>" not in text  # no line per seat
    assert len(text) < 400
    assert embed.fields[0].value == "1,000 of 1-1,000"


def _mid_game(players: int, rounds: int) -> dict:
    state = GAME.new_game(players, {}, 5)
    for _ in range(rounds):
        for seat in GAME.waiting_for(state):
            while seat in GAME.waiting_for(state):
                state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
    return state


def test_a_crowds_status_is_a_count_and_a_button() -> None:
    table = table_of(300)
    state = _mid_game(300, 1)
    table.state, table.status, table.deadline = state, "running", 1_900_000_000.0
    card = AbstractUI().status(
        table_context(table), GAME.view(state, None), [s.name for s in table.seats]
    )
    embed = card.embeds[0]
    fields = {f.name: f.value for f in embed.fields}
    done = sum(1 for s in GAME.view(state, None)["seats"] if s["done"])
    assert fields["Confirmed"] == f"{done} of 300 players"
    assert fields["Round clock"] == "ends <t:1900000000:R>"
    assert "painter" not in str(embed.to_dict())  # no names
    assert card.view.children[0].label == PLAY_LABEL


def test_the_standings_of_a_thousand_players_stay_small() -> None:
    state = _mid_game(1000, 2)
    names = [f"painter number {s}" for s in range(1000)]
    view = GAME.view(state, None)
    for draw in (render_standings, render_final):
        png = draw(view, names, Say())
        with Image.open(io.BytesIO(png)) as image:
            width, height = image.size
        assert width == 1000 and height < 1400  # the top players and a note, not 1,000 rows
        assert len(png) < 150_000


async def test_the_stats_of_a_thousand_players_are_recorded(tmp_path) -> None:
    from bot.storage import SqliteStorage

    storage = SqliteStorage(tmp_path / "stats.sqlite3")
    await storage.open()
    try:
        results = [(1000 + s, s % 37, s == 0) for s in range(1000)]
        # (record_results is add_results once per finished table; e2e covers that part)
        await storage.add_results("abstract", results)
        for user, score, won in (results[0], results[500], results[999]):
            stats = (await storage.user_stats(user))["abstract"]
            assert stats["played"] == 1 and stats["total_score"] == score
            assert stats["won"] == int(won)
    finally:
        await storage.close()
