"""Looking at pictures at a table in play: any player's public picture (a game's
`look_label` button on its status), and a seat's own picture as it stands now (the panels'
`mine_label` button). Neither is a move: both answer privately and change nothing."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord

from bot.gameui import GameUI, custom_id, select, state_of, view_of
from bot.i18n import Text, tr
from bot.languages import answer_locale
from bot.routes import Route, Routes, TableVerb
from bot.storage import SeatRecord, TableRecord

NOT_PART = Text("platform-not-part")


class Looks:
    """The "look" and "mine" verbs of a table in play."""

    def __init__(
        self,
        games: Mapping[str, GameUI],
        off_loop: Callable[..., Awaitable[Any]],
        tell: Callable[[discord.Interaction, str | Text], Awaitable[None]],
        retrying: Callable[[Callable[[], Awaitable[Any]]], Awaitable[Any]],
        seat_for: Callable[[TableRecord, int], tuple[SeatRecord | None, Text | None]],
    ) -> None:
        self.games = games
        self.off_loop = off_loop
        self.tell = tell
        self.retrying = retrying
        self.seat_for = seat_for

    def register(self, routes: Routes) -> None:
        routes.register("look", TableVerb(self.look, started=True))
        routes.register("mine", TableVerb(self.show_mine, started=True))

    async def look(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        """Anyone may look at a player's public picture: first a menu of the players (a
        private message), then the picture of the one picked, in that same message."""
        ui = self.games[table.game]
        names = [s.name for s in table.seats]
        if not ui.look_label:
            await self.tell(interaction, NOT_PART)
            return
        locale = await answer_locale(interaction)
        menu = view_of(
            select(
                custom_id(table.id, "look"),
                tr(locale, "look-whose"),
                [(str(k), name) for k, name in enumerate(names)][:25],
            )
        )
        values = route.values
        if not values:
            await interaction.response.send_message(
                tr(locale, "look-pick", label=tr(locale, ui.look_label)), view=menu, ephemeral=True
            )
            return
        text = values[0]
        if len(values) != 1 or not text.isdigit() or int(text) >= len(names):
            await self.tell(interaction, Text("look-pick-listed"))
            return
        seat = int(text)
        await interaction.response.defer()  # (bot.answers tries it again)
        public = ui.game.view(state_of(table), None)  # only what everyone may see
        image = await self.off_loop(ui.look, public, names, seat)
        if image is None:
            await self.tell(interaction, Text("look-nothing"))
            return
        await interaction.edit_original_response(
            content=tr(locale, "look-shown", label=tr(locale, ui.look_label), name=names[seat]),
            attachments=[discord.File(io.BytesIO(image), filename="look.png")],
            view=menu,
        )

    async def show_mine(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        """A seat's own picture as it stands now (this turn's moves included), privately:
        the panel's picture may show an earlier moment (see `panel_picture_view`)."""
        ui = self.games[table.game]
        seat, refusal = self.seat_for(table, interaction.user.id)
        if seat is None or not ui.mine_label:
            await self.tell(interaction, refusal or NOT_PART)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = await answer_locale(interaction)  # (only its reader sees it)
        view = ui.game.view(state_of(table), seat.seat)
        names = [s.name for s in table.seats]
        said = ui.picture_args(locale)
        image = await self.off_loop(ui.panel_image, view, seat.seat, names, *said)
        if not image:
            await interaction.edit_original_response(content=tr(locale, "look-mine-nothing"))
            return
        await self.retrying(
            lambda: interaction.edit_original_response(
                content=tr(locale, "look-mine", name=seat.name),
                attachments=[discord.File(io.BytesIO(image), filename="mine.png")],
            )
        )
