"""What a game costs on the wire: one small game of each registered game, one person and AI
seats, the real bot in this process against the Discord double (as the end-to-end tests
run it), the person playing through its panels with the e2e tests' own helpers.

Per game: the panel pictures (pictures uploaded to the person's DMs and interaction
answers; table pictures in the channel are not counted) and their bytes per round, the
pictures asked for on demand ("Show my painting"), and the bot's REST calls per move (every
call of the game, status edits and AI turns included, divided by the committed moves of
every seat, and by the person's moves alone), and the table's messages in the channel: how
many it posted there in all (turn mentions included) and how many are still there when the
game is over (a mention is deleted once its turn is played, and the rounds are told in a
thread under the status: `thread_posts`). The person plays with a live clock, so each of
their turns is mentioned in the channel. Counted from the double's recorded requests and
messages, not timed.

`python -m bench.traffic [game ...]` prints these alone; `python -m bench` includes them.
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games import registry
from gameuis import ui_class

PERSON = 0  # the host's seat; every other seat is the AI's


async def _abstract_step(double, user, panel, state) -> None:
    from tests.e2e.harness import play_round

    await play_round(double, user, panel)


async def _venn_step(double, user, panel, state) -> None:
    from tests.e2e.harness import play_venn_conditions, play_venn_numbers

    if state["phase"] == "conditions":
        await play_venn_conditions(double, user, panel)
    else:
        await play_venn_numbers(double, user, panel)


async def _classic_step(double, user, panel, state) -> None:
    from tests.e2e.test_classic_game import play_step

    await play_step(double, user, panel)


async def _venice_step(double, user, panel, state) -> None:
    from tests.e2e.test_venice_game import cut_in_the_panel, take_first_pile

    if state["piles"] is None:
        await cut_in_the_panel(double, user, panel)
    else:
        await take_first_pile(double, user, panel)


async def _vvv_step(double, user, panel, state) -> None:
    from games.vvv import GAME
    from games.vvv import engine as E
    from tests.e2e.harness import act
    from tests.e2e.test_vvv_game import pick

    if E.stage_of(state) == "circle":
        await pick(double, user, panel, "circle")
        preview = double.message(panel)  # a picked circle is confirmed before it is drawn
        confirm = next(b for b in preview.buttons if b.get("label") == "Confirm")
        await act(double, user, preview, kind="button", custom_id=confirm["custom_id"])
    elif GAME.legal_moves(state, PERSON)[0]["type"] == "pass":
        msg = double.message(panel)
        await act(double, user, msg, kind="button", custom_id=msg.buttons[0]["custom_id"])
    else:
        await pick(double, user, panel, "region")
        await pick(double, user, panel, "spot")


# one turn of the person: (double, person, their panel message, the table's state)
Step = Callable[[Any, Any, Any, dict[str, Any]], Awaitable[None]]


@dataclass(frozen=True)
class TrafficBench:
    """A game's traffic bench: its AI seats beside the person, and how the person plays a
    turn through the panel. A game names its entry with its UI (`GameUI.companions`)."""

    ai_seats: int
    step: Step


BENCHES: dict[str, TrafficBench] = {
    "abstract": TrafficBench(ai_seats=2, step=_abstract_step),
    "venn": TrafficBench(ai_seats=1, step=_venn_step),
    "classic": TrafficBench(ai_seats=2, step=_classic_step),
    "venice": TrafficBench(ai_seats=2, step=_venice_step),
    "vvv": TrafficBench(ai_seats=1, step=_vvv_step),
}


def bench_of(game: str) -> TrafficBench:
    """The traffic bench the game's UI declares."""
    return BENCHES[ui_class(game).companions.traffic]


async def measure(game: str) -> dict[str, Any]:
    """One game of `game`: a person (seat 0) and the AI, through the double."""
    from tests.double import DiscordDouble
    from tests.e2e.harness import BotHost, open_table, panel_by_key, thread_messages, traffic

    engine = registry.get(game)
    bench = bench_of(game)
    double = DiscordDouble(check_spec=False)
    await double.start()
    try:
        channel = double.add_channel(double.add_guild("Bench"), game)
        person = double.add_user("person")
        with tempfile.TemporaryDirectory() as folder:
            host = BotHost(double, Path(folder) / "bench.sqlite3")
            bot = await host.start()
            try:
                await open_table(
                    double, person, channel, [], ai=bench.ai_seats, game=game, clock="5"
                )
                since = len(double.requests)
                start = time.perf_counter()
                rounds: set[int] = set()
                for _ in range(2_000):
                    await bot.tables.idle()
                    row = await bot.tables.load_table(1)
                    if row.status == "finished":
                        break
                    flow = engine.flow(row.state)
                    rounds.add(flow.round)
                    assert PERSON in engine.waiting_for(row.state), "the AI seats act alone"
                    key = flow.panel_key(PERSON)
                    panel = await double.wait_for(
                        lambda k=key: panel_by_key(double, person, k), timeout=30
                    )
                    await bench.step(double, person, panel, row.state)
                else:
                    raise AssertionError(f"the {game} game did not end")
                await bot.tables.idle()
                wall = time.perf_counter() - start
                sent = traffic(double, since)
                posted = double.channel_messages(channel, include_deleted=True)
                shown = double.channel_messages(channel)
                thread_posts = len(thread_messages(double, channel))
                made = await bot.storage.moves(1)
                moves = sum(seat == PERSON for seat, _ in made)
            finally:
                await host.stop()
    finally:
        await double.stop()
    n = len(rounds)
    return {
        "seats": f"1 person + {bench.ai_seats} AI",
        "rounds": n,
        "moves": len(made),
        "person_moves": moves,
        "panel_pictures_per_round": round(sent["panel_pictures"] / n, 2),
        "panel_kb_per_round": round(sent["panel_bytes"] / n / 1000, 1),
        "on_demand_pictures": sent["on_demand_pictures"],
        "rest_calls": sent["requests"],
        "rest_calls_per_move": round(sent["requests"] / max(1, len(made)), 2),
        "rest_calls_per_person_move": round(sent["requests"] / max(1, moves), 2),
        "channel_posted": len(posted),
        "channel_shown_at_end": len(shown),
        "thread_posts": thread_posts,
        "wall_seconds": round(wall, 1),
    }


async def run_traffic(games: list[str] | None = None) -> dict[str, Any]:
    return {game: await measure(game) for game in games or list(registry.NAMES)}


def main(argv: list[str]) -> int:
    json.dump(asyncio.run(run_traffic(argv or None)), sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
