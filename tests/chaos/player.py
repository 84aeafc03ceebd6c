"""A player for the crash-and-abuse suite who knows no game: they look at their newest panel
(a DM, or an ephemeral one opened from the table message) and press what it offers, at
random but leaning towards what ends a turn. Every game's panel offers only controls that
work (tests/contract/test_panels.py), so random presses finish any game."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.i18n.pseudo import ACCENTED, PAD
from tests.double import DiscordDouble, Message, User

# buttons that move a turn towards its end, pressed first half of the time
PROGRESS = ("Confirm", "Place all as suggested", "Suggest", "Take pile", "Pass")
# buttons that only look back or around; pressed when nothing else is offered
ASIDE = ("Undo", "Clear", "Show others", "Back", "Sheets", "Show my hand", "Export")
# what a player who wants the turn over presses when nothing moves it on: back to where the
# panel offers its way ahead (VENN's "Place all as suggested" shows once nothing is chosen)
START_OVER = ("Clear", "Back")


@dataclass
class Tally:
    clicks: int = 0
    answered: int = 0
    unanswered: int = 0  # no accepted answer within the double's 3 s window
    notes: list[str] = field(default_factory=list)  # private refusals the player was shown
    lost: list = field(default_factory=list)  # the unanswered interactions, to explain them


def finals(double: DiscordDouble, channel) -> list[Message]:
    """The final-scores messages in the channel: the ones offering the game record."""
    return [
        m
        for m in double.channel_messages(channel)
        if any((c.get("custom_id") or "").endswith(":export") for c in m.iter_components())
    ]


_PLAIN = {accented: letter for letter, accented in ACCENTED.items()}
# labels said in another language, read back as English (a game played in each language:
# tests/e2e/test_pseudo_games.py), so the player finds its way there too
ENGLISH_OF: dict[str, str] = {}


def _label(component: dict) -> str:
    """A control's label, in plain English when it is the pseudo-locale's (bot.i18n.pseudo)
    or another language's (`ENGLISH_OF`), so the player finds its way in any."""
    label = (component.get("label") or "").replace(PAD, "")
    label = ENGLISH_OF.get(label, label)
    return "".join(_PLAIN.get(c, c) for c in label)


def panel_controls(message: Message) -> list[dict]:
    """The game controls a panel offers right now (enabled, of the game's own template)."""
    return [
        c
        for c in message.iter_components()
        if ":g:" in (c.get("custom_id") or "")
        and not c.get("disabled")
        and not _label(c).startswith("Type")  # forms are tried elsewhere
        and (c.get("type") != 3 or c.get("options"))
    ]


class PanelPlayer:
    def __init__(
        self,
        double: DiscordDouble,
        user: User,
        channel,
        rng: random.Random,
        panel_label: str,
        patience: float = 5.0,
        decide_after: int | None = None,
    ) -> None:
        self.patience = patience  # seconds to wait for an answer, or for its result
        # after this many presses at one moment of the game, the player stops wandering and
        # goes for the turn's end, as a person who wants to get on would (None: never)
        self.decide_after = decide_after
        self._at: tuple[str, int] = ("", 0)  # the moment pressed at, and presses there
        self.double, self.user, self.channel, self.rng = double, user, channel, rng
        self.panel_label = panel_label
        self.ephemeral: Message | None = None
        self.tally = Tally()

    def live_panel(self, key: str) -> Message | None:
        """The newest panel drawn for this moment of the game (`Flow.panel_key`)."""
        mark = f":g:{key}:"
        candidates = list(reversed(self.double.dm_messages(self.user)))
        if self.ephemeral is not None:
            candidates.append(self.double.message(self.ephemeral))
        for m in candidates:
            controls = panel_controls(m)
            if controls and all(mark in c["custom_id"] for c in controls):
                return m
        return None

    def _status(self) -> Message | None:
        for m in reversed(self.double.channel_messages(self.channel)):
            if any(_label(b) == self.panel_label and not b.get("disabled") for b in m.buttons):
                return m
        return None

    async def open_panel(self) -> bool:
        """Press the table message's panel button (a DM may not have come)."""
        status = self._status()
        if status is None:
            return False
        pressed = next(b for b in status.buttons if _label(b) == self.panel_label)
        inter = await self.double.click(self.user, status, pressed["custom_id"])
        self.tally.clicks += 1
        if not await self._answered(inter):
            return False
        # the first answer is a "thinking" placeholder; the panel replaces it
        panel = await self._wait(
            lambda: inter.original if inter.original and panel_controls(inter.original) else None
        )
        if panel is not None and panel.ephemeral:
            self.ephemeral = panel
            return True
        return False

    def choose(self, panel: Message, decided: bool = False) -> tuple[dict, list[str]]:
        controls = panel_controls(panel)
        buttons = [c for c in controls if c.get("type") == 2]
        ahead = [b for b in buttons if _label(b).startswith(PROGRESS)]
        if ahead and (decided or self.rng.random() < 0.5):
            return self.rng.choice(ahead), []
        back = [b for b in buttons if _label(b).startswith(START_OVER)]
        if decided and back:
            return self.rng.choice(back), []
        main = [c for c in controls if not _label(c).startswith(ASIDE)] or controls
        pick = self.rng.choice(main)
        if pick.get("type") != 3:
            return pick, []
        values = [o["value"] for o in pick["options"]]
        low, high = pick.get("min_values", 1), pick.get("max_values", 1)
        count = self.rng.randint(max(low, 1), max(low, min(high, len(values), low + 2)))
        return pick, self.rng.sample(values, count)

    async def step(self, key: str, on_answer=None):
        """One press on the panel of this moment (without one, open it from the table
        message first); returns the interaction once the bot has shown its result, or None
        if there was nothing to press. `on_answer(interaction)` runs as soon as the bot's
        first answer arrives; if it returns True, the result is not waited for."""
        panel = self.live_panel(key)
        if panel is None:
            await self.open_panel()
            panel = self.live_panel(key)
        if panel is None:
            return None
        presses = self._at[1] + 1 if self._at[0] == key else 1
        self._at = (key, presses)
        decided = self.decide_after is not None and presses > self.decide_after
        control, values = self.choose(panel, decided)
        before = self.double.message(panel).custom_ids
        if control.get("type") == 3:
            inter = await self.double.select(self.user, panel, control["custom_id"], values)
        else:
            inter = await self.double.click(self.user, panel, control["custom_id"])
        self.tally.clicks += 1
        if not await self._answered(inter):
            return inter
        if on_answer is not None and await on_answer(inter):
            return inter
        await self._result(panel, before, inter)
        self.tally.notes.extend(m.content for m in inter.ephemeral_messages)
        return inter

    async def fill_form(self, key: str):
        """Open a form from the panel of this moment (a "Type ..." button), fill it with
        numbers at random and send it; returns the form's interaction once the bot has shown
        its result (or the opener's, when it was not answered with a form), None if the
        panel offers no form."""
        panel = self.live_panel(key)
        typed = [
            c
            for c in (panel.iter_components() if panel is not None else [])
            if ":g:" in (c.get("custom_id") or "")
            and _label(c).startswith("Type")
            and not c.get("disabled")
        ]
        if panel is None or not typed:
            return None
        before = self.double.message(panel).custom_ids
        opener = await self.double.click(self.user, panel, self.rng.choice(typed)["custom_id"])
        self.tally.clicks += 1
        if not await self._answered(opener) or opener.modal is None:
            return opener
        fields = [
            c["custom_id"]
            for row in opener.modal.get("components") or []
            for c in row.get("components") or []
            if c.get("type") == 4
        ]
        values = {f: str(self.rng.randint(0, 1000)) for f in fields}
        form = await self.double.submit_modal(self.user, opener, values=values)
        self.tally.clicks += 1
        if not await self._answered(form):
            return form
        await self._result(panel, before, form)
        return form

    async def _result(self, panel: Message, before: list[str], inter) -> None:
        """Wait until the panel shows a result (its controls changed) or a note came."""
        await self._wait(
            lambda: (
                self.double.message(panel).custom_ids != before
                or inter.ephemeral_messages
                or inter.followups
                or None
            )
        )

    async def _answered(self, inter) -> bool:
        try:
            await inter.responded(timeout=self.patience)
        except TimeoutError:
            self.tally.unanswered += 1
            self.tally.lost.append(inter)
            return False
        self.tally.answered += 1
        return True

    async def _wait(self, found):
        try:
            return await self.double.wait_for(found, timeout=self.patience)
        except TimeoutError:
            return None
