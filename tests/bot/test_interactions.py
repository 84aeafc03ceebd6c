"""bot.interactions: a click's message is read from the gateway's payload, and built as a
discord.py `Message` only when something asks for it."""

from __future__ import annotations

import copy
from typing import Any

import discord

from bot.clicks import not_offered
from bot.interactions import Click, components_of, message_id_of, read_messages_lazily

USER = {"id": "7", "username": "ann", "discriminator": "0", "avatar": None, "global_name": "Ann"}


def click_payload(values: list[str]) -> dict[str, Any]:
    menu = {
        "type": 3,
        "custom_id": "t:1:pick",
        "options": [{"label": name, "value": name} for name in ("red", "blue")],
        "min_values": 1,
        "max_values": 1,
    }
    message = {
        "id": "900",
        "channel_id": "55",
        "author": {**USER, "id": "1", "username": "bot", "bot": True},
        "content": "your panel",
        "timestamp": "2026-11-27T07:00:00+00:00",
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
        "components": [
            {"type": 1, "components": [menu]},
            {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "t:1:ok"}]},
        ],
    }
    return {
        "id": "31",
        "application_id": "1",
        "type": 3,
        "token": "tok",
        "version": 1,
        "channel_id": "55",
        "channel": {"id": "55", "type": 1, "recipients": [USER]},
        "user": USER,
        "attachment_size_limit": 8_000_000,
        "data": {"custom_id": "t:1:pick", "component_type": 3, "values": values},
        "message": message,
    }


class Recording(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.none())
        self.seen: list[discord.Interaction] = []

    def dispatch(self, event: str, /, *args: Any, **kwargs: Any) -> None:
        if event == "interaction":
            self.seen.append(args[0])


async def test_the_gateway_delivers_clicks_whose_message_waits_until_read():
    client = Recording()
    state = client._connection
    read_messages_lazily(state)
    state.parsers["INTERACTION_CREATE"](click_payload(["red"]))
    (click,) = client.seen
    assert isinstance(click, Click)
    assert click.message_payload is not None  # nothing built yet
    assert message_id_of(click) == 900
    assert not_offered(click, ["red"]) is None
    assert not_offered(click, ["green"]) == "Pick from the options the menu lists."
    assert not_offered(click, ["red", "blue"]) == "Pick from the options the menu lists."
    assert click.message_payload is not None  # judged from the payload alone

    message = click.message  # built when asked for, once
    assert message is not None and message.id == 900
    assert click.message_payload is None and click.message is message
    assert [c.get("custom_id") for c in components_of(click) or []] == [
        None,
        "t:1:pick",
        None,
        "t:1:ok",
    ]
    assert not_offered(click, ["red"]) is None  # the same answers from the built message
    assert not_offered(click, ["green"]) == "Pick from the options the menu lists."


async def test_a_click_without_its_message_or_with_a_control_it_lacks_is_refused():
    client = Recording()
    payload = click_payload([])
    del payload["message"]
    bare = Click(data=payload, state=client._connection)
    assert bare.message is None and message_id_of(bare) is None
    assert not_offered(bare, []) == "That control is not on any message of this table."

    forged = click_payload([])
    forged["data"]["custom_id"] = "t:1:elsewhere"
    click = Click(data=forged, state=client._connection)
    assert not_offered(click, []) == "That control is not on this message; use your newest panel."
    forged["data"]["custom_id"] = "t:1:ok"
    click = Click(data=forged, state=client._connection)
    assert not_offered(click, []) is None
    assert not_offered(click, ["red"]) == "That button takes no choice."
    click.message = None  # what a crowd keeps of an answer: nothing of the message
    assert click.message is None and components_of(click) is None


async def test_a_copy_keeps_the_message_unbuilt_and_the_same_answers():
    client = Recording()
    payload = click_payload(["red"])
    click = Click(data=payload, state=client._connection)
    assert "message" in payload  # the payload is left as it came
    twin = copy.copy(click)
    assert twin.message_payload is not None and click.message_payload is not None
    assert (twin.id, twin.token, twin.user.id) == (click.id, click.token, click.user.id)
    twin.message = None  # what a crowd keeps: the copy drops it, the click keeps it
    assert twin.message is None and message_id_of(click) == 900
    assert not_offered(click, ["red"]) is None
