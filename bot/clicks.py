"""A click's first answer, and its check against the message it came from (bot.moves).

Discord wants a first answer within 3 s. `Answer` gives it: the new panel itself when it
is ready in time, else a deferral. `not_offered` says whether a click is one its message
offered, since clients other than Discord's can send anything.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar

import discord

from bot import tasks
from bot.handover import answered_elsewhere
from bot.i18n import DEFAULT, Text
from bot.interactions import SELECT_TYPES, components_of

log = logging.getLogger(__name__)

__all__ = ["ANSWER_WITHIN", "Answer", "not_offered", "unoffered"]

T = TypeVar("T")


class Retrying(Protocol):
    """What an `Answer` needs to call Discord: a call tried again after a 5xx or 429
    (bot.delivery `retrying`)."""

    def __call__(self, call: Callable[[], Awaitable[T]], /) -> Awaitable[T]: ...


# a click not answered by then is deferred meanwhile (Discord allows 3 s for the first answer)
ANSWER_WITHIN = 1.5


class Answer:
    """The first answer to a panel click. When the new panel is ready in time and brings no
    new picture, it is the answer itself (an UPDATE_MESSAGE: one REST call instead of a
    deferral and an edit); otherwise the click is deferred and the panel edited after. A
    click still unanswered after `ANSWER_WITHIN` seconds (a busy table, a slow drawing) is
    deferred meanwhile, so Discord's 3 s never pass. One lock orders the two ways."""

    def __init__(
        self, retrying: Retrying, interaction: discord.Interaction, within: float = ANSWER_WITHIN
    ) -> None:
        self._retrying = retrying
        self._interaction = interaction
        self._lock = asyncio.Lock()
        self._late: asyncio.Task[None] | None = None
        self._timer = asyncio.get_running_loop().call_later(within, self._start_late)

    def _start_late(self) -> None:
        self._late = tasks.start(self._defer_late(), f"late deferral of {self._interaction.id}")

    async def _defer_late(self) -> None:
        try:
            await self.defer()
        except discord.HTTPException:
            log.warning("could not defer interaction %s", self._interaction.id, exc_info=True)

    async def defer(self) -> None:
        """Acknowledge the click (once): whatever follows edits the panel or adds a note."""
        self._timer.cancel()
        async with self._lock:
            if not self._interaction.response.is_done():
                with answered_elsewhere(self._interaction):
                    await self._interaction.response.defer()

    async def panel(self, kwargs: dict[str, Any]) -> None:
        """Show the panel `kwargs` (edit arguments without new files): in the answer itself
        when the click is not answered yet, else by editing the message it came from."""
        self._timer.cancel()
        async with self._lock:
            if not self._interaction.response.is_done():
                with answered_elsewhere(self._interaction):
                    await self._interaction.response.edit_message(**kwargs)
                    return
        await self._retrying(lambda: self._interaction.edit_original_response(**kwargs))

    async def close(self) -> None:
        """No answer is owed any more: stop the timer, let a deferral under way finish."""
        self._timer.cancel()
        if self._late is not None:
            await self._late


def not_offered(interaction: discord.Interaction, values: list[str]) -> str | None:
    """`unoffered`, said in English (for a part whose answers are not in the reader's
    language yet)."""
    problem = unoffered(interaction, values)
    return problem.in_locale(DEFAULT) if problem is not None else None


def unoffered(interaction: discord.Interaction, values: list[str]) -> Text | None:
    """Why the click is not one the message offered (None when it is): the control must be
    on the message, and a select's values must be distinct options it lists, as many as
    it allows. Clients other than Discord's can send anything; nothing else is read. The
    message's components are read as Discord sent them (bot.interactions)."""
    components = components_of(interaction)
    cid = interaction.data.get("custom_id") if interaction.data else None
    if components is None:  # a click always comes from a message; without one, trust nothing
        return Text("platform-control-not-here")
    for item in components:
        if item.get("custom_id") != cid:
            continue
        if item.get("type") not in SELECT_TYPES:  # a button: it carries no values
            return None if not values else Text("platform-button-no-choice")
        allowed = {option.get("value") for option in item.get("options") or []}
        low, high = item.get("min_values", 1), item.get("max_values", 1)
        if (
            len(set(values)) != len(values)
            or not set(values) <= allowed
            or not low <= len(values) <= high
        ):
            return Text("platform-pick-listed")
        return None
    return Text("platform-control-not-on-message")
