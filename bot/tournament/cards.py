"""What a tournament shows (bot.tournament.runner posts it): the sign-up message with its
controls, the standings it turns into once the first round is seated, and the final
standings with each table's replay one click away. Texts and controls only, in the
server's language (locales/<locale>/tournament.ftl): everyone in the channel reads them."""

from __future__ import annotations

import discord

from bot.controls import button, custom_id, view_of
from bot.gameui import Card
from bot.i18n import DEFAULT, tr
from bot.storage.tournament_records import ROUND_ROBIN, SIGNUP, TournamentRecord
from bot.tournament.standings import Line, shown

JOIN, LEAVE, START = "tjoin", "tleave", "tstart"  # the sign-up message's verbs
REPLAY = "replay"  # bot.replay's verb, on each table of the final standings
BUTTONS_PER_MESSAGE = 25
LINES_SHOWN = 40  # an embed's description holds 4,096 characters


def format_name(tournament: TournamentRecord, locale: str = DEFAULT) -> str:
    return tr(
        locale, "tournament-round-robin" if tournament.format == ROUND_ROBIN else "tournament-swiss"
    )


def rules_line(tournament: TournamentRecord, title: str, locale: str = DEFAULT) -> str:
    ai = tr(locale, "tournament-ai" if tournament.ai_fills else "tournament-no-ai")
    minutes = tournament.clock_minutes
    clock = (
        tr(locale, "tournament-clock", minutes=str(minutes))
        if minutes
        else tr(locale, "tournament-no-clock")
    )
    return tr(
        locale,
        "tournament-rules",
        game=title,
        format=format_name(tournament, locale),
        rounds=tournament.rounds,
        seats=tournament.seats,
        clock=clock,
        ai=ai,
    )


def start_line(tournament: TournamentRecord, now: float, locale: str = DEFAULT) -> str:
    """When a tournament signing up starts (a Discord timestamp each reader sees in their
    own time), or that its start time passed with too few players."""
    if tournament.starts_at is None or tournament.status != SIGNUP:
        return ""
    if tournament.starts_at > now:
        when = f"<t:{int(tournament.starts_at)}:R>"
        return tr(locale, "tournament-starts", when=when) + "\n"
    return tr(locale, "tournament-start-passed") + "\n"


def heading(tournament: TournamentRecord, title: str, locale: str, msg_id: str = "title") -> str:
    return tr(locale, f"tournament-{msg_id}", tournament=str(tournament.id), game=title)


def signup_card(
    tournament: TournamentRecord, title: str, now: float, locale: str = DEFAULT
) -> Card:
    """The sign-up message (in the server's language): who is in, when it starts, Join /
    Leave for anyone, Start for the host."""
    players = [p for p in tournament.players if not p.withdrawn]
    names = "\n".join(f"{k}. {p.name}" for k, p in enumerate(players, start=1))
    most = tournament.size_limit
    who = (
        tr(locale, "tournament-players-most", most=str(most))
        if most
        else tr(locale, "tournament-players")
    )
    hosted = tr(locale, "tournament-hosted", host=f"<@{tournament.host_id}>")
    embed = discord.Embed(
        title=heading(tournament, title, locale),
        description=(
            f"{rules_line(tournament, title, locale)}\n{start_line(tournament, now, locale)}"
            f"{hosted}\n\n{who}\n{names or tr(locale, 'tournament-nobody')}"
        ),
    )
    timed = tournament.starts_at is not None
    embed.set_footer(text=tr(locale, "tournament-footer-timed" if timed else "tournament-footer"))
    tid = tournament.id
    view = view_of(
        button(
            custom_id(tid, JOIN), tr(locale, "tournament-join"), style=discord.ButtonStyle.primary
        ),
        button(custom_id(tid, LEAVE), tr(locale, "tournament-leave")),
        button(
            custom_id(tid, START), tr(locale, "tournament-start"), style=discord.ButtonStyle.success
        ),
    )
    return Card(embeds=[embed], view=view)


def standing_lines(lines: list[Line[int]], names: dict[int, str], locale: str = DEFAULT) -> str:
    rows = []
    for place, line in enumerate(lines[:LINES_SHOWN], start=1):
        marks = []
        if line.byes:
            marks.append(tr(locale, "tournament-byes", count=line.byes))
        if line.withdrawn:
            marks.append(tr(locale, "tournament-withdrawn"))
        said = {
            "place": place,
            "name": names.get(line.player, str(line.player)),
            "points": shown(line.points),
            "buchholz": shown(line.buchholz),
            "score": str(line.game_scores),
        }
        if marks:
            rows.append(tr(locale, "tournament-line-marked", marks=", ".join(marks), **said))
        else:
            rows.append(tr(locale, "tournament-line", **said))
    if len(lines) > LINES_SHOWN:
        rows.append(tr(locale, "tournament-more", count=len(lines) - LINES_SHOWN))
    return "\n".join(rows)


def standings_card(
    tournament: TournamentRecord,
    title: str,
    lines: list[Line[int]],
    names: dict[int, str],
    *,
    final: bool,
    tables: list[int] | None = None,
    locale: str = DEFAULT,
) -> Card:
    """The standings (in the server's language): after round n (edited in place), or
    final (posted once, with a Replay button for each table of the tournament)."""
    if final:
        head = heading(tournament, title, locale, "title-final")
    else:
        head = tr(
            locale,
            "tournament-title-round",
            tournament=str(tournament.id),
            game=title,
            round=tournament.current_round,
            rounds=tournament.rounds,
        )
    embed = discord.Embed(
        title=head,
        description=(
            f"{rules_line(tournament, title, locale)}\n\n{standing_lines(lines, names, locale)}"
        ),
    )
    embed.set_footer(text=tr(locale, "tournament-points"))
    card = Card(embeds=[embed])
    if final and tables:
        shown_tables = tables[:BUTTONS_PER_MESSAGE]
        card.view = view_of(
            *(
                button(
                    custom_id(t, REPLAY), tr(locale, "tournament-replay", table=str(t)), emoji="🎞"
                )
                for t in shown_tables
            )
        )
    return card


def cancelled_card(
    tournament: TournamentRecord, title: str, playing: int, locale: str = DEFAULT
) -> Card:
    """A tournament called off by its host; `playing`: its tables still playing."""
    text = (
        tr(locale, "tournament-cancelled-playing", playing=playing)
        if playing
        else tr(locale, "tournament-cancelled")
    )
    embed = discord.Embed(
        title=heading(tournament, title, locale, "title-cancelled"), description=text
    )
    return Card(embeds=[embed])
