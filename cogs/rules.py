"""/rules: read any game's rules inside Discord, one embed page at a time.

The pager is stateless. Every component carries what it needs in its custom_id:

- ``rules:page:<game>:<topic>:<page>`` a Prev/Next button; <page> is the 1-based page it
  opens (out-of-range targets on disabled end buttons are clamped if ever clicked).
- ``rules:topic:<game>`` the topic select; the chosen option's value is the topic key.

Both are `discord.ui.DynamicItem`s registered with the bot, so clicks keep working after a
restart and no view is kept in memory. The embed and view builders are plain functions.

A page is in its reader's language (bot.rules_text has each language's book; the texts
around it are in locales/<locale>/rules.ftl): a private answer in the asker's or the
clicker's (bot.languages.private_locale), a page posted for the whole channel in the
server's (interaction_public_locale).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.gameui import stopped
from bot.i18n import DEFAULT, tr
from bot.languages import interaction_public_locale, private_locale
from bot.learn import HELP_LABEL, HELP_TEMPLATE
from bot.rules_text import (
    DEFAULT_TOPIC,
    RulesBook,
    Topic,
    check_rules,
    load_rules,
    match_game,
    match_topic,
    resolve_game,
    resolve_topic,
)

if TYPE_CHECKING:
    from bot.storage import ServerSettings

PAGE_TEMPLATE = r"rules:page:(?P<game>[a-z0-9_]+):(?P<topic>[a-z0-9_]+):(?P<page>[0-9]{1,4})"
TOPIC_TEMPLATE = r"rules:topic:(?P<game>[a-z0-9_]+)"
EMBED_COLOUR = discord.Colour.blurple()
MAX_CHOICES = 25  # Discord's limit for autocomplete answers


# --- custom ids ------------------------------------------------------------------------


def page_custom_id(game: str, topic: str, page: int) -> str:
    return f"rules:page:{game}:{topic}:{page}"


def topic_custom_id(game: str) -> str:
    return f"rules:topic:{game}"


def parse_page_custom_id(custom_id: str) -> tuple[str, str, int] | None:
    """(game, topic, page) from a pager button's custom_id, or None if it is not one."""
    match = re.fullmatch(PAGE_TEMPLATE, custom_id)
    if match is None:
        return None
    return match["game"], match["topic"], int(match["page"])


def parse_topic_custom_id(custom_id: str) -> str | None:
    """The game of a topic select's custom_id, or None if it is not one."""
    match = re.fullmatch(TOPIC_TEMPLATE, custom_id)
    return match["game"] if match else None


# --- building a page -------------------------------------------------------------------


def _locate(book: RulesBook, topic_key: str, page: int) -> tuple[Topic, int]:
    """The topic and `page` (1-based) moved into its range; KeyError for an unknown topic."""
    topic = book.topic(topic_key)
    if topic is None:
        raise KeyError(f"{book.game} has no topic {topic_key!r}")
    return topic, min(max(page, 1), len(topic.pages))


def build_embed(book: RulesBook, topic_key: str, page: int, locale: str = DEFAULT) -> discord.Embed:
    """The embed showing page `page` (1-based, clamped) of one topic."""
    topic, page = _locate(book, topic_key, page)
    embed = discord.Embed(
        title=f"{book.title} — {topic.title}",
        description=topic.pages[page - 1],
        colour=EMBED_COLOUR,
    )
    footer = tr(
        locale, "rules-footer", page=page, pages=len(topic.pages), game=book.game, topic=topic.key
    )
    embed.set_footer(text=footer)
    return embed


def build_view(
    book: RulesBook, topic_key: str, page: int, locale: str = DEFAULT
) -> discord.ui.View:
    """Prev/Next buttons (disabled at the ends) and the topic select, all dynamic items.

    The buttons fill the first action row; the select, five units wide, takes the second.

    Prev targets page-1 and Next page+1, so the two custom_ids always differ, even when
    both are disabled on a one-page topic.
    """
    topic, page = _locate(book, topic_key, page)
    game, count = book.game, len(topic.pages)
    view = discord.ui.View(timeout=None)
    prev, after = tr(locale, "rules-prev"), tr(locale, "rules-next")
    view.add_item(RulesPageButton(game, topic.key, page - 1, label=prev, disabled=page <= 1))
    view.add_item(RulesPageButton(game, topic.key, page + 1, label=after, disabled=page >= count))
    view.add_item(RulesTopicSelect(book, current=topic.key, locale=locale))
    # routed by the dynamic items registered at setup: discord.py need not keep the view
    return stopped(view)


def build_page(
    book: RulesBook, topic_key: str, page: int, locale: str = DEFAULT
) -> tuple[discord.Embed, discord.ui.View]:
    """Embed and view for one page (`book` in `locale`, the words around it too); an
    unknown topic falls back to the overview."""
    if book.topic(topic_key) is None:
        topic_key, page = DEFAULT_TOPIC, 1
    return build_embed(book, topic_key, page, locale), build_view(book, topic_key, page, locale)


def page_in(
    locale: str, game: str, topic_key: str, page: int
) -> tuple[discord.Embed, discord.ui.View] | None:
    """One page of a game's book in `locale`, or None when the game has no book."""
    book = load_rules(locale).get(game)
    return None if book is None else build_page(book, topic_key, page, locale)


def topic_options(
    book: RulesBook, current: str | None = None, locale: str = DEFAULT
) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=t.title,
            value=t.key,
            description=tr(locale, "rules-pages", count=len(t.pages)),
            default=t.key == current,
        )
        for t in book.topics
    ]


# --- typed input -----------------------------------------------------------------------


class RulesLookupError(LookupError):
    """Typed game or topic text that matches nothing; the message lists the valid choices."""


def resolve_request(
    game_text: str, topic_text: str | None, books: dict[str, RulesBook], locale: str = DEFAULT
) -> tuple[str, str]:
    """(game key, topic key) for what was typed, or RulesLookupError with a short help text
    in `locale`."""
    game = resolve_game(game_text, books)
    if game is None:
        valid = ", ".join(f"`{key}` ({book.title})" for key, book in books.items())
        raise RulesLookupError(tr(locale, "rules-no-game", name=game_text[:40], choices=valid))
    topic = resolve_topic(game, topic_text, books)
    if topic is None:
        book = books[game]
        valid = ", ".join(f"`{t.key}` ({t.title})" for t in book.topics)
        raise RulesLookupError(
            tr(
                locale,
                "rules-no-topic",
                game=book.title,
                name=(topic_text or "")[:40],
                topics=valid,
            )
        )
    return game, topic


def game_choices(
    current: str, books: dict[str, RulesBook], locale: str = DEFAULT
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers for the game option, best match first."""
    return [
        app_commands.Choice(
            name=tr(locale, "rules-choice", game=books[key].title, players=books[key].players),
            value=key,
        )
        for key in match_game(current, books)[:MAX_CHOICES]
    ]


def topic_choices(
    game_text: str | None, current: str, books: dict[str, RulesBook]
) -> list[app_commands.Choice[str]]:
    """Topics of the game typed so far; with no recognisable game, every topic key once."""
    game = resolve_game(game_text or "", books)
    chosen = [books[game]] if game is not None else list(books.values())
    titles: dict[str, str] = {}
    for book in chosen:
        names = {t.key: t.title for t in book.topics}
        for key in match_topic(book.game, current, books):
            titles.setdefault(key, names[key])
    return [app_commands.Choice(name=title, value=key) for key, title in titles.items()][
        :MAX_CHOICES
    ]


# --- components ------------------------------------------------------------------------


def _edits_in_place(interaction: discord.Interaction) -> bool:
    """True unless someone other than the asker clicks a public rules message.

    Other readers get their own private copy instead, so nobody flips the page under
    the asker's eyes.
    """
    message = interaction.message
    if message is None or message.flags.ephemeral:
        return True
    meta = message.interaction_metadata
    return meta is None or meta.user.id == interaction.user.id


async def reader_locale(bot: commands.Bot | None, interaction: discord.Interaction) -> str:
    """The language of a private rules page: its reader's (English for a bot without
    storage, as in the unit tests)."""
    store = getattr(bot, "storage", None)
    if store is None:
        return DEFAULT
    return await private_locale(store, interaction)


async def page_locale(bot: commands.Bot | None, interaction: discord.Interaction) -> str:
    """The language of the page a click turns to: a page posted for the channel stays in
    the server's language; a private one is in its reader's."""
    message = interaction.message
    store = getattr(bot, "storage", None)
    shared = message is not None and not message.flags.ephemeral
    if store is not None and shared and _edits_in_place(interaction):
        return await interaction_public_locale(store, interaction)
    return await reader_locale(bot, interaction)


async def show_page(interaction: discord.Interaction, game: str, topic: str, page: int) -> None:
    """Answer a pager click: edit the rules message to show the requested page."""
    bot = getattr(interaction, "client", None)
    locale = await page_locale(bot, interaction)
    found = page_in(locale, game, topic, page)
    if found is None:
        await interaction.response.send_message(tr(locale, "rules-gone"), ephemeral=True)
        return
    embed, view = found
    if _edits_in_place(interaction):
        await interaction.response.edit_message(embed=embed, view=view)
    else:
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


class RulesPageButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=PAGE_TEMPLATE
):
    """A Prev or Next button; its custom_id names the page it opens."""

    def __init__(
        self, game: str, topic: str, page: int, *, label: str = "▶", disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=page_custom_id(game, topic, page),
                disabled=disabled,
            )
        )
        self.game, self.topic, self.page = game, topic, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesPageButton:
        return cls(
            match["game"],
            match["topic"],
            int(match["page"]),
            label=getattr(item, "label", None) or "▶",
            disabled=bool(getattr(item, "disabled", False)),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await show_page(interaction, self.game, self.topic, self.page)


class RulesHelpButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=HELP_TEMPLATE
):
    """The "?" of a table's panel (bot.learn): the rules page of the panel's step, answered
    privately so the panel stays as it is (its pager then turns the private copy)."""

    def __init__(self, game: str, topic: str, page: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=HELP_LABEL,
                style=discord.ButtonStyle.secondary,
                custom_id=f"rules:help:{game}:{topic}:{page}",
            )
        )
        self.game, self.topic, self.page = game, topic, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesHelpButton:
        return cls(match["game"], match["topic"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        locale = await reader_locale(getattr(interaction, "client", None), interaction)
        found = page_in(locale, self.game, self.topic, self.page)
        if found is None:
            await interaction.response.send_message(tr(locale, "rules-gone"), ephemeral=True)
            return
        embed, view = found
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


class RulesTopicSelect(
    discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=TOPIC_TEMPLATE
):
    """The topic select of one game; choosing a topic opens its first page."""

    def __init__(
        self, book: RulesBook, *, current: str | None = None, locale: str = DEFAULT
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=topic_custom_id(book.game),
                placeholder=tr(locale, "rules-topic-placeholder"),
                options=topic_options(book, current, locale),
            )
        )
        self.game = book.game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesTopicSelect:
        book = load_rules().get(match["game"])
        if book is None:
            raise LookupError(f"no rules for game {match['game']!r}")
        return cls(book)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        await show_page(interaction, self.game, values[0] if values else DEFAULT_TOPIC, 1)


# --- the cog ---------------------------------------------------------------------------


async def rules_public(bot: commands.Bot, guild_id: int | None) -> bool:
    """Whether the server answers /rules for the whole channel (a bot without tables, or a
    DM: no)."""
    tables = getattr(bot, "tables", None)
    if tables is None or guild_id is None:
        return False
    settings: ServerSettings = await tables.server.server_settings(guild_id)
    return settings.rules_public


class RulesCog(commands.Cog):
    """The /rules command."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # the command's name, description and options in each language: commands.ftl (the
    # command translator, bot.i18n.translator)
    @app_commands.command(name="rules", description="Read how to play one of the games")
    @app_commands.describe(
        game="Which game",
        topic="Which part of the rules (default: overview)",
        public="Post it for the whole channel (default: the server's choice, else only you)",
    )
    async def rules(
        self,
        interaction: discord.Interaction,
        game: str,
        topic: str | None = None,
        public: bool | None = None,
    ) -> None:
        mine = await reader_locale(self.bot, interaction)
        books = load_rules(mine)
        try:
            game_key, topic_key = resolve_request(game, topic, books, mine)
        except RulesLookupError as exc:
            await interaction.response.send_message(str(exc), ephemeral=True)
            return
        if public is None:  # not asked: as the server's managers chose (bot.server_settings)
            public = await rules_public(self.bot, interaction.guild_id)
        locale = mine
        store = getattr(self.bot, "storage", None)
        if public and store is not None:  # for the whole channel: the server's language
            locale = await interaction_public_locale(store, interaction)
        embed, view = build_page(load_rules(locale)[game_key], topic_key, 1, locale)
        await interaction.response.send_message(embed=embed, view=view, ephemeral=not public)

    @rules.autocomplete("game")
    async def game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        locale = await reader_locale(self.bot, interaction)
        return game_choices(current, load_rules(locale), locale)

    @rules.autocomplete("topic")
    async def topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        books = load_rules(await reader_locale(self.bot, interaction))
        return topic_choices(getattr(interaction.namespace, "game", None), current, books)


async def setup(bot: commands.Bot) -> None:
    check_rules()  # a broken rules file should stop the bot at start, not at first use
    await bot.add_cog(RulesCog(bot))
    bot.add_dynamic_items(RulesPageButton, RulesTopicSelect, RulesHelpButton)


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(RulesPageButton, RulesTopicSelect, RulesHelpButton)
