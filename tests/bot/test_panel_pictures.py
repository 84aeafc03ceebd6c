"""A panel picture is uploaded again only when it changed."""

from __future__ import annotations

from typing import Any

from bot.gameui import Card
from bot.panels import Panels


async def never_drawn(*args: Any) -> Any:
    raise AssertionError("nothing is drawn here")


def test_the_same_picture_on_the_same_message_is_not_sent_again() -> None:
    memory = Panels({}, never_drawn)
    first = Card(files=[("panel.png", b"painting one")])
    assert not memory.picture_unchanged(7, first)  # a new message: nothing shown yet
    assert memory.picture_unchanged(7, Card(files=[("panel.png", b"painting one")]))
    assert not memory.picture_unchanged(7, Card(files=[("panel.png", b"painting two")]))
    assert not memory.picture_unchanged(8, Card(files=[("panel.png", b"painting two")]))
    assert not memory.picture_unchanged(None, first)  # an answer with no message yet
    assert not memory.picture_unchanged(7, Card())  # no picture: nothing to compare


def test_a_picture_is_known_by_what_it_was_drawn_from_and_by_its_bytes() -> None:
    memory = Panels({}, never_drawn)
    drawn = Card(files=[("panel.png", b"painting one")], picture=b"view one")
    assert not memory.picture_unchanged(7, drawn)
    # the same view: not drawn at all (no file), and the message keeps its picture
    assert memory.picture_unchanged(7, Card(picture=b"view one"))
    assert 7 in memory.pictures and b"view one" in memory.pictures[7]
    # another view that looks the same: drawn, not sent, and its view is learned
    same_look = Card(files=[("panel.png", b"painting one")], picture=b"view two")
    assert memory.picture_unchanged(7, same_look)
    assert memory.picture_unchanged(7, Card(picture=b"view two"))
    # a new picture replaces what the message is known to show
    assert not memory.picture_unchanged(7, Card(files=[("panel.png", b"two")], picture=b"v3"))
    assert not memory.picture_unchanged(7, Card(picture=b"view one"))
