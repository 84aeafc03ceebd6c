"""A panel picture is uploaded again only when it changed."""

from __future__ import annotations

from collections import OrderedDict

from bot.delivery import Delivery
from bot.gameui import Card


class Memory(Delivery):
    def __init__(self) -> None:
        self._panel_pictures: OrderedDict[int, bytes] = OrderedDict()


def test_the_same_picture_on_the_same_message_is_not_sent_again() -> None:
    memory = Memory()
    first = Card(files=[("panel.png", b"painting one")])
    assert not memory._picture_unchanged(7, first)  # a new message: nothing shown yet
    assert memory._picture_unchanged(7, Card(files=[("panel.png", b"painting one")]))
    assert not memory._picture_unchanged(7, Card(files=[("panel.png", b"painting two")]))
    assert not memory._picture_unchanged(8, Card(files=[("panel.png", b"painting two")]))
    assert not memory._picture_unchanged(None, first)  # an answer with no message yet
    assert not memory._picture_unchanged(7, Card())  # no picture: nothing to compare
