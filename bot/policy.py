"""How a table is delivered: one policy per kind of table, chosen in one place.

A table is played out in one of three ways, and what differs between them is data here
rather than questions asked all over the runtime:

* a table of friends (up to `CROWD_ABOVE` seats): each seat's panel comes by DM, with its
  picture; the status names who is still playing; pings, ratings, rematch and replay;
* a crowd (more seats, see bot.crowd): no DMs, a player's panel is the answer to their own
  click on the round's message, with no picture; counts in place of names; moves written
  in groups; counted but not rated; no rematch, no replay;
* a practice table (/learn, see bot.learn): a table of friends that is coached (hints,
  "Suggest a move", the rule after a refusal, a summary at the end), never pings, and is
  neither counted nor rated;
* a tournament's table (bot.tournament): a table of friends without a rematch (a game
  played again would be outside the tournament; its next round is seated by itself).

`policy_of(table)` is asked per click, so it reads three cheap facts (the number of seats,
the practice flag and the tournament's) and never scans the seats. It is not cached on the
table: a lobby's seat count changes, and a crowd is decided by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from bot.i18n import DEFAULT, tr

if TYPE_CHECKING:
    from bot.storage import TableRecord

# DMs for N players cost ~2-3N globally-limited requests per round, which must stay well
# under Discord's 50 per second for the whole bot (other tables share it): at 12 players a
# round's DMs are ~30 requests, a second of the bot's budget spread over the round; above
# that, the crowd's constant handful of calls wins (bot.crowd). Small tables keep their DMs
# (a DM panel arrives by itself, which a table of friends prefers to a button to press).
CROWD_ABOVE = 12
# the public count of confirmed players is edited at most this often (seconds): the
# per-channel bucket allows 5 edits per 5 s, and the global budget is shared
COUNT_EVERY = 5.0


def is_crowd(table: TableRecord) -> bool:
    """Whether the table plays as a crowd (bot.crowd's module doc): asked by `policy_of`."""
    return len(table.seats) > CROWD_ABOVE


PRACTICE = "practice"  # the flag in a table's options that makes it a practice table
TOURNAMENT = "tournament"  # a tournament's table: its options name the tournament (its id)


class _Waiting(Protocol):
    user_id: int | None


@dataclass(frozen=True)
class DeliveryPolicy:
    """What differs between kinds of table, as data (see the module doc)."""

    name: str
    # each seat's panel is sent by DM; else it is only ever the private answer to the
    # player's own click on the round's message (a crowd: those answers are kept to tell
    # the player in them when the clock ran out)
    dm_panels: bool
    # every panel click is acknowledged at once, not answered with its new panel (a crowd
    # tends to confirm in the same second, and the table commits one move at a time)
    answer_at_once: bool
    # the panel carries a picture (a crowd's has none: drawn on demand)
    panel_picture: bool
    # seconds between edits of the status's count (None: the status is redrawn after each
    # burst of moves)
    count_every: float | None
    # moves are written in groups (bot.commits)
    writes_in_groups: bool
    # the table is settled when a turn ends, not after every move (bot.moves `_settle_after`):
    # in a simultaneous round nobody's move changes what the table shows but its count
    settles_per_turn: bool
    # a count and the latest arrivals in place of every name: the lobby (redrawn in bursts),
    # the start message, the round's status, the final top ten with "My rank and sheet"
    counts_not_names: bool
    # the results are recorded for the server's board; and rated when the seat was played
    counted: bool
    rated: bool
    rematch: bool  # the final message offers a rematch
    replay: bool  # the finished game can be stepped through (bot.replay)
    pings: bool  # turns are announced by mentions and DM ping lines (bot.pings)
    # one status message for the whole game, edited in place as phases begin, and each
    # phase's picture told in a thread under it (bot.status); else a status message per
    # phase, the ended phase's picture posted in the channel (a crowd: its round's message
    # is what its thousand answers hang from, bot.crowd)
    one_status: bool
    # a practice table: hints, "Suggest a move", the rule after a refusal, summaries
    coached: bool

    def reminder_text(
        self, waiting: Sequence[_Waiting], deadline: int, locale: str = DEFAULT
    ) -> str:
        """The channel reminder that a turn's clock is about to run out (in the table's
        language)."""
        when = f"<t:{deadline}:R>"
        if self.counts_not_names:
            # a thousand mentions is no message: one line that names nobody
            return tr(locale, "platform-remind-round", when=when, count=len(waiting))
        who = " ".join(f"<@{s.user_id}>" for s in waiting)
        return tr(locale, "platform-remind-turn", who=who, when=when)


FRIENDS = DeliveryPolicy(
    name="friends",
    dm_panels=True,
    answer_at_once=False,
    panel_picture=True,
    count_every=None,
    writes_in_groups=False,
    settles_per_turn=False,
    counts_not_names=False,
    counted=True,
    rated=True,
    rematch=True,
    replay=True,
    pings=True,
    one_status=True,
    coached=False,
)
CROWD = DeliveryPolicy(
    name="crowd",
    dm_panels=False,
    answer_at_once=True,
    panel_picture=False,
    count_every=COUNT_EVERY,
    writes_in_groups=True,
    settles_per_turn=True,
    counts_not_names=True,
    counted=True,
    rated=False,  # a thousand-way ranking says little about each player
    rematch=False,  # its players go back to the channel's /play
    replay=False,  # too large to step through
    pings=False,
    one_status=False,
    coached=False,
)
PRACTICE_TABLE = DeliveryPolicy(
    name="practice",
    dm_panels=True,
    answer_at_once=False,
    panel_picture=True,
    count_every=None,
    writes_in_groups=False,
    settles_per_turn=False,
    counts_not_names=False,
    counted=False,
    rated=False,
    rematch=False,  # /learn again, or /play
    replay=True,
    pings=False,  # the player is at the table: no pings, DM panels arrive silently
    one_status=True,
    coached=True,
)


TOURNAMENT_TABLE = replace(FRIENDS, name="tournament", rematch=False)


def is_practice(table: TableRecord) -> bool:
    return bool(table.options.get(PRACTICE))


def is_tournament(table: TableRecord) -> bool:
    return TOURNAMENT in table.options


def game_options(table: TableRecord) -> dict[str, object]:
    """The table's options as its game was started with them: without the bot's own flags
    (practice, tournament), which the game never saw. A replay or a takeback that plays the
    moves again starts from these, so it reaches the stored state (a game may keep its
    options in its state)."""
    return {k: v for k, v in table.options.items() if k not in (PRACTICE, TOURNAMENT)}


def policy_of(table: TableRecord) -> DeliveryPolicy:
    """The one place a table's kind is decided (cheap: asked per click). A crowd's size
    decides first; a practice table is never that large (bot.learn `practice_seats`)."""
    if is_crowd(table):
        return CROWD
    if is_practice(table):
        return PRACTICE_TABLE
    if is_tournament(table):
        return TOURNAMENT_TABLE
    return FRIENDS
