"""The people following a table (bot.follows): the record and the interface of the part
each backend holds (bot.storage.followers). Nothing here imports the rest of the storage,
so the base interface names this part without a cycle."""

from __future__ import annotations

import abc
from dataclasses import dataclass


@dataclass(frozen=True)
class Follower:
    """Someone following a table from outside it (bot.follows): told of the end, and of
    each round's public summary when `rounds`."""

    user_id: int
    rounds: bool = False


class Followers(abc.ABC):
    """The people following each table (a part each backend holds)."""

    @abc.abstractmethod
    async def follow(self, table_id: int, user_id: int, rounds: bool) -> None:
        """Follow a table, or change what a follower is told (one row per person)."""

    @abc.abstractmethod
    async def unfollow(self, table_id: int, user_id: int) -> bool:
        """Stop following: True if they were following."""

    @abc.abstractmethod
    async def followers(self, table_id: int) -> list[Follower]:
        """A table's followers (by user id)."""
