"""What a tournament shows (bot.tournament.runner posts it): the sign-up message with its
controls, the standings it turns into once the first round is seated, and the final
standings with each table's replay one click away. Texts and controls only."""

from __future__ import annotations

import discord

from bot.controls import button, custom_id, view_of
from bot.gameui import Card
from bot.storage.tournament_records import ROUND_ROBIN, SIGNUP, TournamentRecord
from bot.tournament.standings import Line, shown

JOIN, LEAVE, START = "tjoin", "tleave", "tstart"  # the sign-up message's verbs
REPLAY = "replay"  # bot.replay's verb, on each table of the final standings
BUTTONS_PER_MESSAGE = 25
LINES_SHOWN = 40  # an embed's description holds 4,096 characters


def format_name(tournament: TournamentRecord) -> str:
    return "round-robin" if tournament.format == ROUND_ROBIN else "Swiss"


def rules_line(tournament: TournamentRecord, title: str) -> str:
    ai = "AI seats fill short tables" if tournament.ai_fills else "no AI seats"
    clock = f"{tournament.clock_minutes} min turn clock" if tournament.clock_minutes else "no clock"
    return (
        f"{title}, {format_name(tournament)}, {tournament.rounds} rounds, "
        f"{tournament.seats} seats a table, {clock}, {ai}."
    )


def start_line(tournament: TournamentRecord, now: float) -> str:
    """When a tournament signing up starts (a Discord timestamp each reader sees in their
    own time), or that its start time passed with too few players."""
    if tournament.starts_at is None or tournament.status != SIGNUP:
        return ""
    if tournament.starts_at > now:
        return (
            f"Starts by itself <t:{int(tournament.starts_at)}:R> if enough players have "
            "joined by then.\n"
        )
    return (
        "Too few players had joined by its start time: it stays open until the host "
        "presses Start.\n"
    )


def signup_card(tournament: TournamentRecord, title: str, now: float) -> Card:
    """The sign-up message: who is in, when it starts, Join / Leave for anyone, Start for
    the host."""
    players = [p for p in tournament.players if not p.withdrawn]
    names = "\n".join(f"{k}. {p.name}" for k, p in enumerate(players, start=1)) or "Nobody yet."
    limit = f" (at most {tournament.size_limit})" if tournament.size_limit else ""
    embed = discord.Embed(
        title=f"Tournament {tournament.id}: {title}",
        description=(
            f"{rules_line(tournament, title)}\n{start_line(tournament, now)}"
            f"Hosted by <@{tournament.host_id}>.\n\n**Players{limit}:**\n{names}"
        ),
    )
    if tournament.starts_at is not None:
        embed.set_footer(text="Join to play; the host may press Start before the start time.")
    else:
        embed.set_footer(text="Join to play; the host presses Start when everyone is in.")
    tid = tournament.id
    view = view_of(
        button(custom_id(tid, JOIN), "Join", style=discord.ButtonStyle.primary),
        button(custom_id(tid, LEAVE), "Leave"),
        button(custom_id(tid, START), "Start", style=discord.ButtonStyle.success),
    )
    return Card(embeds=[embed], view=view)


def standing_lines(lines: list[Line[int]], names: dict[int, str]) -> str:
    rows = []
    for place, line in enumerate(lines[:LINES_SHOWN], start=1):
        marks = []
        if line.byes:
            marks.append("bye" if line.byes == 1 else f"{line.byes} byes")
        if line.withdrawn:
            marks.append("withdrawn")
        note = f" ({', '.join(marks)})" if marks else ""
        rows.append(
            f"{place}. **{names.get(line.player, str(line.player))}** {shown(line.points)} pts"
            f" · Buchholz {shown(line.buchholz)} · score {line.game_scores}{note}"
        )
    if len(lines) > LINES_SHOWN:
        rows.append(f"... and {len(lines) - LINES_SHOWN} more.")
    return "\n".join(rows)


def standings_card(
    tournament: TournamentRecord,
    title: str,
    lines: list[Line[int]],
    names: dict[int, str],
    *,
    final: bool,
    tables: list[int] | None = None,
) -> Card:
    """The standings: after round n (edited in place), or final (posted once, with a Replay
    button for each table of the tournament)."""
    if final:
        head = f"Tournament {tournament.id}: {title}, final standings"
    else:
        head = (
            f"Tournament {tournament.id}: {title}, round {tournament.current_round} of "
            f"{tournament.rounds}"
        )
    embed = discord.Embed(
        title=head,
        description=f"{rules_line(tournament, title)}\n\n{standing_lines(lines, names)}",
    )
    embed.set_footer(
        text="Points: a win 1, a draw ½ (placings shared out at bigger tables), a bye 1;"
        " ties broken by Buchholz, then the sum of game scores."
    )
    card = Card(embeds=[embed])
    if final and tables:
        shown_tables = tables[:BUTTONS_PER_MESSAGE]
        card.view = view_of(
            *(button(custom_id(t, REPLAY), f"Replay table {t}", emoji="🎞") for t in shown_tables)
        )
    return card


def cancelled_card(tournament: TournamentRecord, title: str, playing: int) -> Card:
    """A tournament called off by its host; `playing`: its tables still playing."""
    going = ""
    if playing:
        tables = "table still playing goes" if playing == 1 else "tables still playing go"
        going = (
            f" Its {playing} {tables} on as ordinary games in their threads; their results"
            " count as any game's, not for the tournament."
        )
    embed = discord.Embed(
        title=f"Tournament {tournament.id}: {title}, cancelled",
        description=f"The host called this tournament off.{going}",
    )
    return Card(embeds=[embed])
