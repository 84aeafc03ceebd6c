"""`python -m bot` runs the bot; `python -m bot simulate <game> ...` plays a game with AI seats."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from typing import TYPE_CHECKING

from dotenv import load_dotenv

from bot.settings import SettingsError, load_settings

if TYPE_CHECKING:  # bot.app (discord.py and the whole runtime) is imported only to run the bot
    from bot.app import ShardPlan

# what the bot is made of, loaded by name as discord.py extensions: its commands, and the
# registered games' UIs (gameuis.register). Named here, at the entry point, so that the bot
# package itself imports no cog and no game UI.
EXTENSIONS = (
    "cogs.tables",
    "cogs.rules",
    "cogs.replay",
    "cogs.learn",
    "cogs.settings",
    "cogs.tournament",
    "gameuis.register",
)


def extensions() -> tuple[str, ...]:
    return EXTENSIONS


def simulate(argv: list[str]) -> int:
    from bot.simulate import simulate_game
    from games.registry import NAMES

    parser = argparse.ArgumentParser(
        prog="python -m bot simulate",
        description="Play a whole game with AI seats; print its record as JSON.",
    )
    parser.add_argument("game", choices=sorted(NAMES))
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    players = args.players
    if players is None:  # 3 by default, or the nearest count the game seats (VVV: 2)
        from games.registry import get

        seats = get(args.game).seats
        players = min(max(3, seats.min), seats.max)
    try:
        record = simulate_game(args.game, players, args.seed)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    json.dump(record, sys.stdout, indent=2)
    print()
    return 0


# discord.py logs whole request bodies and gateway payloads at DEBUG, and aiosqlite every
# statement with its parameters (the game state): those carry private panels and hidden
# cards, so these loggers never go below INFO whatever LOG_LEVEL says
QUIET_LOGGERS = ("discord.http", "discord.gateway", "discord.state", "discord.webhook", "aiosqlite")


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    floor = max(logging.getLevelName(level), logging.INFO)
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(floor)
    # the bot has no voice: discord.py's start-up warnings about voice libraries are noise
    logging.getLogger("discord.client").addFilter(
        lambda record: "voice will NOT be supported" not in record.getMessage()
    )


USAGE = """\
usage: python -m bot                                   run the bot (settings from the environment or .env)
       python -m bot --shards 0,2 --shard-count 4      run one worker of several (needs DATABASE_URL)
       python -m bot simulate <game> --players N --seed S
       python -m bot migrate-db --from sqlite:///path --to postgresql://..."""


def worker_plan(argv: list[str]) -> tuple[ShardPlan | None, str | None]:
    """The shard plan from the command line: (plan or None, None), or (None, why not)."""
    from bot.app import parse_shards

    parser = argparse.ArgumentParser(prog="python -m bot", add_help=False)
    parser.add_argument("--shards")
    parser.add_argument("--shard-count", type=int)
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        return None, f"unknown arguments {' '.join(unknown)!r}; python -m bot --help lists them."
    try:
        return parse_shards(args.shards, args.shard_count), None
    except ValueError as exc:
        return None, str(exc)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "simulate":
        return simulate(argv[1:])
    if argv and argv[0] == "migrate-db":
        from bot.migrate_db import main as migrate

        return migrate(argv[1:])
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    plan, problem = worker_plan(argv)
    if problem:
        print(f"Cannot start: {problem}", file=sys.stderr)
        return 2
    load_dotenv()
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    from bot import heap
    from bot.app import StartRefused, run
    from bot.cluster import SqliteInUse
    from bot.storage import StorageUnavailable

    heap.tune()
    try:
        asyncio.run(run(settings, plan, extensions()))
    except KeyboardInterrupt:
        pass
    except (StartRefused, SqliteInUse, StorageUnavailable) as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a bad token or an unreachable API: one line, no traceback
        import discord

        if isinstance(exc, discord.LoginFailure):
            print(
                "Cannot start: Discord refused DISCORD_TOKEN; reset it in the Developer Portal.",
                file=sys.stderr,
            )
            return 2
        import aiohttp

        if isinstance(exc, aiohttp.ClientConnectionError | discord.GatewayNotFound | OSError):
            print(
                f"Cannot start: Discord's API at {settings.api_base} cannot be reached "
                f"({type(exc).__name__}: {exc}). Check the network, or DISCORD_API_BASE.",
                file=sys.stderr,
            )
            return 2
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
