"""A seat's panel, drawn: the game's controls at a step, its picture and the extras every
panel gets. Drawing knows nothing of where the panel goes (a DM, a click's answer: see
bot.seat_panels), only what it shows, and which picture each panel message shows already,
so an unchanged picture is neither drawn nor uploaded again."""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from bot.drawing import picture_key
from bot.gameui import Card, GameUI, seat_context, state_of
from bot.i18n import DEFAULT
from bot.learn import dress_panel
from bot.policy import policy_of
from bot.storage import TableRecord

# panel messages whose picture is remembered (the oldest are forgotten first)
PICTURES_KEPT = 20_000


class Panels:
    """Each seat's panel, drawn off the event loop."""

    def __init__(
        self, games: Mapping[str, GameUI], off_loop: Callable[..., Awaitable[Any]]
    ) -> None:
        self.games = games
        self.off_loop = off_loop
        # a digest of the picture each panel message shows (message id -> digests), so an
        # unchanged picture is not uploaded again
        self.pictures: OrderedDict[int, frozenset[bytes]] = OrderedDict()
        # what else a seat's panel may get, by the parts that answer it (bot.takeback)
        self.dressers: list[Callable[[Card, TableRecord, int, str], None]] = []
        # each seat's reader's language as their last click told it (their Discord app's, or
        # the one they chose), remembered only here: a DM panel after a restart is in their
        # chosen language, else the table's (see `locale`)
        self.readers: OrderedDict[tuple[int, int], str] = OrderedDict()
        # the language a seat's panel is written in, given what its clicks told (bot.tables:
        # the player's chosen one, else what the clicks told, else the table's); English
        # when no one says
        self.locale_of: Callable[[TableRecord, int, str | None], Awaitable[str]] | None = None

    def reader_is(self, table_id: int, seat: int, locale: str) -> None:
        """A click of `seat`'s told its reader's language."""
        self.readers[table_id, seat] = locale
        self.readers.move_to_end((table_id, seat))
        while len(self.readers) > PICTURES_KEPT:
            self.readers.popitem(last=False)

    async def locale(self, table: TableRecord, seat: int) -> str:
        """The language `seat`'s panels, forms and panel pictures are written in."""
        heard = self.readers.get((table.id, seat))
        if self.locale_of is None:
            return heard or DEFAULT
        return await self.locale_of(table, seat, heard)

    def dress(self, card: Card, table: TableRecord, seat: int, locale: str = DEFAULT) -> None:
        """The extras of the parts that answer panels, in the panel's language."""
        for dresser in self.dressers:
            dresser(card, table, seat, locale)

    async def card(
        self,
        table: TableRecord,
        seat: int,
        step: dict[str, Any] | None,
        *,
        shown: int | None = None,
        before_drawing: Callable[[], Awaitable[None]] | None = None,
    ) -> Card:
        """The seat's panel with its picture. When message `shown` already shows that very
        picture, it is not drawn (the card carries no file, `picture` says which it is);
        else `before_drawing` is awaited first (a click is acknowledged rather than left
        waiting for the drawing)."""
        ui = self.games[table.game]
        state = state_of(table)
        view = ui.game.panel_view(state, seat)
        if not policy_of(table).panel_picture:
            # a crowd's panel: drawing one per player per round is seconds of CPU at a
            # thousand players ("Show my painting" draws it on demand)
            return await self.step(table, seat, view, step)
        pictured = ui.panel_picture_view(state, seat)  # may be an earlier moment
        names = [s.name for s in table.seats]  # as the channel says them (Book.names)
        said = ui.picture_args(await self.locale(table, seat))  # its words' language, if any
        key = picture_key(table.game, pictured, seat, names, *said)
        card = await self.step(table, seat, view, step)
        if shown is not None and key in self.pictures.get(shown, ()):
            card.files, card.picture = [], key  # kept: a picture is noted only once drawn
            return card
        if before_drawing is not None:
            await before_drawing()
        image = await self.off_loop(ui.panel_image, pictured, seat, names, *said)
        if image:
            card.files, card.picture = [("panel.png", image)], key
        return card

    async def step(
        self, table: TableRecord, seat: int, view: Any, step: dict[str, Any] | None
    ) -> Card:
        """The game's panel at `step`, with the pictures it asks for drawn off the loop,
        and the extras every panel gets ("?"; a practice table's hint: bot.learn)."""
        ui = self.games[table.game]
        locale = await self.locale(table, seat)
        card = ui.panel(seat_context(table, seat, locale), view, step)
        dress_panel(card, ui, table, seat, locale)
        self.dress(card, table, seat, locale)
        for name, draw in card.drawings:
            card.files.append((name, await self.off_loop(draw)))
        card.drawings = []
        return card

    def picture_gone(self, message_id: int | None) -> None:
        """The message no longer shows a picture (its panel was closed)."""
        self.pictures.pop(message_id or 0, None)

    def stale(self, table: TableRecord, seat: int, key: str) -> bool:
        """The panel a click came from was drawn for another moment of the game."""
        return key != self.games[table.game].game.flow(state_of(table)).panel_key(seat)

    def forget_picture(self, message_id: int | None) -> None:
        """The panel message was closed (its picture removed): a redraw uploads it again."""
        self.pictures.pop(message_id or 0, None)

    def picture_unchanged(self, message_id: int | None, card: Card) -> bool:
        """Whether the panel message already shows the card's picture (then it is not sent
        again: fewer bytes for the player, and for the bot); remembers the new one. A
        picture is known by what it was drawn from (`Card.picture`: then it is not even
        drawn again, see `card`) and by its bytes, since two moments of a game may look
        the same."""
        if message_id is None:
            return False
        marks = {card.picture} if card.picture is not None else set()
        if card.files:
            marks.add(hashlib.blake2b(card.files[0][1], digest_size=16).digest())
        if not marks:
            return False
        same = not marks.isdisjoint(self.pictures.get(message_id, ()))
        if card.files:  # what the message shows from now on
            self.pictures[message_id] = frozenset(marks)
            self.pictures.move_to_end(message_id)
        while len(self.pictures) > PICTURES_KEPT:
            self.pictures.popitem(last=False)
        return same
