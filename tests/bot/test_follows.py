"""The Follow control and the count on a status card (bot.follows), in the table's
server's language."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.follows import Follows
from bot.gameui import Card, button, view_of
from bot.languages import TableLocales
from bot.storage import ServerSettings


class _Server:
    """A server whose managers chose `language` (None: Discord's, here none)."""

    def __init__(self, language: str | None) -> None:
        self.chosen = language

    async def language(self, user_id: int) -> str | None:
        return None

    async def server_settings(self, guild_id: int) -> ServerSettings:
        return ServerSettings(guild_id=guild_id, language=self.chosen)

    def get_guild(self, guild_id: int) -> None:
        return None


def follows(counts: dict[int, int], language: str | None = None) -> Follows:
    server = _Server(language)
    part = Follows(
        storage=None,  # type: ignore[arg-type]
        client=None,  # type: ignore[arg-type]
        scheduler=None,  # type: ignore[arg-type]
        slowdown=None,  # type: ignore[arg-type]
        locales=TableLocales(server, server),
    )
    part.counts.update(counts)
    return part


def labels(card: Card) -> list[str]:
    assert card.view is not None
    return [item.label for item in card.view.children]  # type: ignore[attr-defined]


def test_a_status_gets_follow_after_its_controls_and_the_count_in_its_footer():
    embed = discord.Embed(title="Venn Classic · round 1").set_footer(text="Table 7")
    card = Card(embeds=[embed], view=view_of(button("t:7:panel", "Open my panel")))
    follows({7: 3}).shown(SimpleNamespace(id=7), card)
    assert labels(card) == ["Open my panel", "Follow"]
    assert card.view.children[1].custom_id == "t:7:follow"  # type: ignore[union-attr, attr-defined]
    assert card.embeds[0].footer.text == "Table 7 · 3 following"


def test_nobody_following_shows_no_count_and_a_card_without_embed_gets_it_as_text():
    quiet = Card(content="Round 1", embeds=[discord.Embed(title="t")])
    follows({}).shown(SimpleNamespace(id=7), quiet)
    assert quiet.embeds[0].footer.text is None and labels(quiet) == ["Follow"]
    plain = Card(content="Round 1")
    follows({7: 1}).shown(SimpleNamespace(id=7), plain)
    assert plain.content == "Round 1\n1 following"


def test_a_status_full_of_controls_keeps_them_all_without_follow():
    full = view_of(*(button(f"t:7:g:k:{n}", str(n)) for n in range(25)))
    card = Card(view=full)
    follows({7: 2}).shown(SimpleNamespace(id=7), card)
    assert labels(card) == [str(n) for n in range(25)]
    assert card.content == "2 following"


async def test_a_german_server_s_status_says_follow_and_the_count_in_german():
    part = follows({7: 3}, language="de")
    await part.locales.read(SimpleNamespace(id=7, guild_id=1))  # type: ignore[arg-type]
    card = Card(embeds=[discord.Embed(title="t").set_footer(text="Tisch 7")])
    part.shown(SimpleNamespace(id=7), card)
    assert labels(card) == ["Folgen"] and card.embeds[0].footer.text == "Tisch 7 · 3 folgen"
    # a table it has not read yet (before its first phase) shows English
    other = Card(content="")
    part.shown(SimpleNamespace(id=8), other)
    assert labels(other) == ["Follow"]
