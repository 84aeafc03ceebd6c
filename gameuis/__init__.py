"""The games' UIs: each registered game's Discord face (`gameuis.<name>.UI`, a `GameUI` over
the game's typed view), one module or subpackage per game, and the extension that registers
them with the table manager (`gameuis.register`). They are not discord.py cogs; the runtime
(`bot`) never imports them: it is handed them, registered, and names the extension at its
entry point."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.gameui import GameUI


def ui_class(name: str) -> type[GameUI]:
    """The UI of the registered game `name` (games.registry): `gameuis.<name>.UI`."""
    ui: type[GameUI] = importlib.import_module(f"gameuis.{name}").UI
    return ui
