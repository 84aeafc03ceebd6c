"""Interactions whose message is read only when asked for.

discord.py builds every interaction's `message` (the message the clicked control sits on,
with each of its components and every option of its menus) as the gateway delivers it,
before any task of the bot runs. A panel of this bot is a message of menus, so when a
thousand people confirm at once, reading those messages is about an eighth of the bot's
work, and all of it stands before the clicks' acknowledgements (a profile of
`bench --crowd`). Most clicks need only the message's id and its controls, which the raw
payload gives as they are; so a `Click` keeps the payload and builds the `Message` the
first time `message` is read.

A `Click`'s answer (`response`) also points back at it only weakly. discord.py's answer
holds its interaction and the interaction caches its answer: a cycle, so every click (with
its member, user and payload) outlived its handling until a full collection of the cycle
collector found it, and at a 1,000-player table those collections stopped the whole process
for hundreds of milliseconds (bot/heap.py). Without the cycle, a click is freed as soon as
nothing holds it.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, cast

import discord

if TYPE_CHECKING:
    from discord.state import ConnectionState

__all__ = ["Click", "components_of", "message_id_of", "read_messages_lazily"]

# the component types of Discord's select menus (string, user, role, mentionable, channel)
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})


class Click(discord.Interaction[Any]):
    """A `discord.Interaction` whose `message` is built from its payload when first read."""

    __slots__ = ("_message_payload", "_message_built", "_building", "_peeking", "__weakref__")

    def _from_data(self, data: Any) -> None:
        self._building = True  # discord.py reads `message` below to give it the guild
        self._peeking = False
        self._message_built: discord.Message | None = None
        # taken out while discord.py reads the rest, so it builds no Message of it
        self._message_payload: dict[str, Any] | None = data.pop("message", None)
        try:
            super()._from_data(data)
        finally:
            self._building = False
            if self._message_payload is not None:
                data["message"] = self._message_payload  # the payload is left as it came

    def __copy__(self) -> Click:
        """A copy that shares the unbuilt message (copying slot by slot would read
        `message`, and build it)."""
        twin = object.__new__(type(self))
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name in ("message", "__weakref__", "_cs_response"):
                    continue
                with contextlib.suppress(AttributeError):  # a slot never set (a cached one)
                    object.__setattr__(twin, name, object.__getattribute__(self, name))
        with contextlib.suppress(AttributeError):  # the twin's own answer, as far as it went
            answered = object.__getattribute__(self, "_cs_response")._response_type
            twin.response._response_type = answered
        return twin

    @property  # a cached slot in discord.py, made here with a weak link back (see above)
    def response(self) -> discord.InteractionResponse[Any]:
        try:
            answer: discord.InteractionResponse[Any] = object.__getattribute__(self, "_cs_response")
        except AttributeError:
            answer = discord.InteractionResponse(cast(Any, weakref.proxy(self)))
            object.__setattr__(self, "_cs_response", answer)
        return answer

    @property  # a slot in discord.py, built lazily here
    def message(self) -> discord.Message | None:
        if self._building:
            return None  # the guild is given when the message is built (below)
        if self._peeking and self._message_payload is not None:
            # discord.py's view store looks for the views of the message by its id alone
            return cast(discord.Message, discord.Object(int(self._message_payload["id"])))
        if self._message_built is None and self._message_payload is not None:
            message = discord.Message(
                state=self._state,
                channel=self.channel,  # type: ignore[arg-type]  # discord.py does the same: an interaction's channel is a messageable one here
                data=self._message_payload,  # type: ignore[arg-type]  # the gateway's payload, as discord.py passes it
            )
            if message.guild is None and self.guild is not None:
                message.guild = self.guild
            self._message_built, self._message_payload = message, None
        return self._message_built

    @message.setter
    def message(self, value: discord.Message | None) -> None:
        if self._building:
            return  # discord.py's own reading of the payload, which is kept instead
        self._message_built, self._message_payload = value, None

    @property
    def message_payload(self) -> dict[str, Any] | None:
        """The message as the gateway sent it, while it is not built."""
        return self._message_payload


def message_id_of(interaction: discord.Interaction) -> int | None:
    """The id of the message a control was clicked on, without building the message."""
    payload = getattr(interaction, "message_payload", None)
    if payload is not None:
        return int(payload["id"])
    message = interaction.message
    return None if message is None else message.id


def components_of(interaction: discord.Interaction) -> list[dict[str, Any]] | None:
    """The message's every component as Discord sends it (each container, row and section
    followed by what it holds, a section's accessory too), or None without a message."""
    payload = getattr(interaction, "message_payload", None)
    if payload is not None:
        tops = list(payload.get("components") or [])
    elif interaction.message is not None:
        tops = [component.to_dict() for component in interaction.message.components]
    else:
        return None
    return list(_walk(tops))


def _walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from _walk(list(component.get("components") or []))
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            yield accessory


def read_messages_lazily(state: ConnectionState[Any]) -> None:
    """Make the gateway connection `state` deliver interactions as `Click`s."""

    def parse_interaction_create(data: Any) -> None:
        # discord.py's own parser (state.py parse_interaction_create), building a Click
        interaction = Click(data=data, state=state)
        if data["type"] in (2, 4) and state._command_tree:
            state._command_tree._from_interaction(interaction)
        elif data["type"] == 3:
            inner = data["data"]
            interaction._peeking = True  # the store reads only the message's id
            try:
                state._view_store.dispatch_view(
                    inner["component_type"], inner["custom_id"], interaction
                )
            finally:
                interaction._peeking = False
        elif data["type"] == 5:
            inner = data["data"]
            state._view_store.dispatch_modal(
                inner["custom_id"], interaction, inner["components"], inner.get("resolved", {})
            )
        state.dispatch("interaction", interaction)

    state.parsers["INTERACTION_CREATE"] = parse_interaction_create
