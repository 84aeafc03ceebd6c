"""The games' UIs, registered with the table manager when this extension loads: a game's UI
only says how its controls look; the manager does the rest. (The UI modules are imported, not
loaded as extensions: an extension's module is executed anew at each load, and the drawing
processes and the cogs import them by name.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games import registry
from gameuis import ui_class

if TYPE_CHECKING:  # (only as a type)
    from bot.app import GameBot


async def setup(bot: GameBot) -> None:
    for name in registry.NAMES:
        bot.tables.register(ui_class(name)())
