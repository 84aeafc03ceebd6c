"""The /rules cog's plain builders and its dynamic items, exercised without Discord."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord.ext import commands

from bot.i18n import tr
from bot.rules_text import GAMES, PAGE_LIMIT, load_rules
from cogs import rules as cog
from cogs.rules import (
    PAGE_TEMPLATE,
    TOPIC_TEMPLATE,
    RulesHelpButton,
    RulesLookupError,
    RulesPageButton,
    RulesTopicSelect,
    build_embed,
    build_page,
    build_view,
    game_choices,
    page_custom_id,
    parse_page_custom_id,
    parse_topic_custom_id,
    resolve_request,
    topic_choices,
    topic_custom_id,
)

PREV_LABEL, NEXT_LABEL = tr("en-US", "rules-prev"), tr("en-US", "rules-next")

BOOKS = load_rules()


def buttons(view: discord.ui.View) -> tuple[discord.ui.Button, discord.ui.Button]:
    prev, nxt = (child.item for child in view.children if isinstance(child, RulesPageButton))
    return prev, nxt


def select(view: discord.ui.View) -> discord.ui.Select:
    (found,) = (c.item for c in view.children if isinstance(c, RulesTopicSelect))
    return found


# --- custom ids ------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_custom_ids_round_trip(game: str) -> None:
    for topic in BOOKS[game].topics:
        for page in range(0, len(topic.pages) + 2):
            cid = page_custom_id(game, topic.key, page)
            assert len(cid) <= 100
            assert re.fullmatch(PAGE_TEMPLATE, cid)
            assert parse_page_custom_id(cid) == (game, topic.key, page)
            assert parse_topic_custom_id(cid) is None
    cid = topic_custom_id(game)
    assert re.fullmatch(TOPIC_TEMPLATE, cid)
    assert parse_topic_custom_id(cid) == game
    assert parse_page_custom_id(cid) is None


@pytest.mark.parametrize(
    "bad",
    ["", "rules:page:venn:setup", "rules:page:venn:setup:x", "rules:page:Venn:setup:1",
     "rules:page:venn:setup:1:extra", "table:page:venn:setup:1", "rules:topic:", "rules:topic:a:b"],
)  # fmt: skip
def test_foreign_custom_ids_are_not_parsed(bad: str) -> None:
    assert parse_page_custom_id(bad) is None
    assert parse_topic_custom_id(bad) is None


# --- embeds ----------------------------------------------------------------------------


def test_embed_title_description_footer() -> None:
    book = BOOKS["venn"]
    embed = build_embed(book, "setup", 2)
    assert embed.title == "VENN — Setup"
    assert embed.description == book.topic("setup").pages[1]
    assert embed.footer.text == "Page 2/3 · /rules game:venn topic:setup"


@pytest.mark.parametrize(("asked", "shown"), [(-5, 1), (0, 1), (1, 1), (3, 3), (4, 3), (99, 3)])
def test_embed_page_is_clamped(asked: int, shown: int) -> None:
    embed = build_embed(BOOKS["venn"], "setup", asked)
    assert embed.footer.text.startswith(f"Page {shown}/3 ")
    assert embed.description == BOOKS["venn"].topic("setup").pages[shown - 1]


def test_embed_unknown_topic_raises() -> None:
    with pytest.raises(KeyError):
        build_embed(BOOKS["vvv"], "bot", 1)


@pytest.mark.parametrize("game", GAMES)
def test_every_page_builds(game: str) -> None:
    book = BOOKS[game]
    for topic in book.topics:
        for number, page in enumerate(topic.pages, start=1):
            embed, view = build_page(book, topic.key, number)
            assert embed.title == f"{book.title} — {topic.title}"
            assert embed.description == page and len(page) <= PAGE_LIMIT
            assert embed.footer.text == (
                f"Page {number}/{len(topic.pages)} · /rules game:{game} topic:{topic.key}"
            )
            ids = [child.custom_id for child in view.children]
            assert len(ids) == len(set(ids)) == 3


# --- views -----------------------------------------------------------------------------


def test_view_first_middle_last() -> None:
    book = BOOKS["venn"]  # setup has three pages
    prev, nxt = buttons(build_view(book, "setup", 1))
    assert (prev.label, nxt.label) == (PREV_LABEL, NEXT_LABEL)
    assert prev.disabled and not nxt.disabled
    assert nxt.custom_id == "rules:page:venn:setup:2"

    prev, nxt = buttons(build_view(book, "setup", 2))
    assert not prev.disabled and not nxt.disabled
    assert (prev.custom_id, nxt.custom_id) == ("rules:page:venn:setup:1", "rules:page:venn:setup:3")

    prev, nxt = buttons(build_view(book, "setup", 3))
    assert not prev.disabled and nxt.disabled
    assert prev.custom_id == "rules:page:venn:setup:2"


def test_view_single_page_disables_both_with_distinct_ids() -> None:
    prev, nxt = buttons(build_view(BOOKS["venn"], "overview", 1))
    assert prev.disabled and nxt.disabled
    assert prev.custom_id != nxt.custom_id


def test_view_is_persistent_and_laid_out() -> None:
    view = build_view(BOOKS["abstract"], "scoring", 1)
    assert view.timeout is None
    assert view.is_persistent()
    rows = view.to_components()
    assert [[c["type"] for c in row["components"]] for row in rows] == [[2, 2], [3]]


def test_topic_select_lists_topics_and_marks_current() -> None:
    book = BOOKS["abstract"]
    menu = select(build_view(book, "scoring", 2))
    assert menu.custom_id == "rules:topic:abstract"
    assert [o.value for o in menu.options] == list(book.topic_keys)
    assert [o.label for o in menu.options] == [t.title for t in book.topics]
    assert [o.value for o in menu.options if o.default] == ["scoring"]
    assert menu.options[-1].value == "bot"
    assert menu.options[3].description == "2 pages"


def test_build_page_falls_back_to_overview() -> None:
    embed, view = build_page(BOOKS["classic"], "notation", 3)
    assert embed.title == "Venn Classic — Overview"
    assert embed.footer.text.startswith("Page 1/1 ")
    assert [o.value for o in select(view).options if o.default] == ["overview"]


# --- typed input and autocomplete ------------------------------------------------------


def test_resolve_request() -> None:
    assert resolve_request("venn classic", None, BOOKS) == ("classic", "overview")
    assert resolve_request("vvv", "turn", BOOKS) == ("vvv", "round")
    assert resolve_request("abstract", "bot", BOOKS) == ("abstract", "bot")


def test_resolve_request_unknown_game_lists_games() -> None:
    with pytest.raises(RulesLookupError) as err:
        resolve_request("chess", None, BOOKS)
    message = str(err.value)
    assert "`chess`" in message
    for game in GAMES:
        assert f"`{game}`" in message


def test_resolve_request_unknown_topic_lists_topics() -> None:
    with pytest.raises(RulesLookupError) as err:
        resolve_request("venn", "cheating", BOOKS)
    message = str(err.value)
    assert "`cheating`" in message
    for key in BOOKS["venn"].topic_keys:
        assert f"`{key}`" in message
    assert len(message) < 300


def test_game_choices() -> None:
    choices = game_choices("", BOOKS)
    assert [c.value for c in choices] == list(GAMES)
    assert choices[0].name == "VENN · 1-6 players"
    assert [c.value for c in game_choices("forget", BOOKS)] == ["venice"]
    assert game_choices("zzz", BOOKS) == []
    assert all(len(c.name) <= 100 for c in choices)


def test_topic_choices() -> None:
    assert [c.value for c in topic_choices("abstract", "", BOOKS)] == list(
        BOOKS["abstract"].topic_keys
    )
    assert [c.value for c in topic_choices("vvv", "turn", BOOKS)] == ["round"]
    assert [c.name for c in topic_choices("vvv", "turn", BOOKS)] == ["A turn"]
    # no game chosen yet: every topic key once
    keys = [c.value for c in topic_choices(None, "", BOOKS)]
    assert len(keys) == len(set(keys)) <= 25
    assert {"overview", "notation", "bot"} <= set(keys)


# --- dynamic items and callbacks -------------------------------------------------------


class FakeResponse:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    async def edit_message(self, **kwargs: Any) -> None:
        self.calls.append(("edit_message", kwargs))

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self.calls.append(("send_message", {"content": content, **kwargs}))


def fake_interaction(*, clicker: int = 1, asker: int = 1, ephemeral: bool = True) -> Any:
    message = SimpleNamespace(
        flags=discord.MessageFlags(ephemeral=ephemeral),
        interaction_metadata=SimpleNamespace(user=SimpleNamespace(id=asker)),
    )
    return SimpleNamespace(
        message=message, user=SimpleNamespace(id=clicker), response=FakeResponse()
    )


async def test_page_button_from_custom_id_round_trip() -> None:
    template = RulesPageButton("vvv", "scoring", 1, label=PREV_LABEL, disabled=True)
    match = template.template.fullmatch(template.custom_id)
    rebuilt = await RulesPageButton.from_custom_id(None, template.item, match)  # type: ignore[arg-type]
    assert (rebuilt.game, rebuilt.topic, rebuilt.page) == ("vvv", "scoring", 1)
    assert rebuilt.custom_id == template.custom_id
    assert rebuilt.item.label == PREV_LABEL and rebuilt.item.disabled


async def test_page_button_click_edits_in_place() -> None:
    interaction = fake_interaction()
    await RulesPageButton("venn", "setup", 3).callback(interaction)
    ((kind, kwargs),) = interaction.response.calls
    assert kind == "edit_message"
    assert kwargs["embed"].footer.text.startswith("Page 3/3 ")
    _, nxt = buttons(kwargs["view"])
    assert nxt.disabled


async def test_public_message_owner_edits_others_get_a_private_copy() -> None:
    mine = fake_interaction(clicker=7, asker=7, ephemeral=False)
    await RulesPageButton("venn", "setup", 2).callback(mine)
    assert mine.response.calls[0][0] == "edit_message"

    theirs = fake_interaction(clicker=8, asker=7, ephemeral=False)
    await RulesPageButton("venn", "setup", 2).callback(theirs)
    ((kind, kwargs),) = theirs.response.calls
    assert kind == "send_message" and kwargs["ephemeral"] is True
    assert kwargs["embed"].footer.text.startswith("Page 2/3 ")


async def test_stale_button_for_a_removed_game_answers_privately() -> None:
    interaction = fake_interaction()
    await RulesPageButton("chess", "overview", 1).callback(interaction)
    ((kind, kwargs),) = interaction.response.calls
    assert kind == "send_message" and kwargs["ephemeral"] is True
    assert "/rules" in kwargs["content"]


async def test_topic_select_from_custom_id_and_choice() -> None:
    template = RulesTopicSelect(BOOKS["abstract"], current="overview")
    match = template.template.fullmatch(template.custom_id)
    rebuilt = await RulesTopicSelect.from_custom_id(None, template.item, match)  # type: ignore[arg-type]
    assert rebuilt.game == "abstract" and rebuilt.custom_id == "rules:topic:abstract"
    rebuilt.item._refresh_state(None, {"values": ["bot"]})  # what discord.py does on a click
    interaction = fake_interaction()
    await rebuilt.callback(interaction)
    ((kind, kwargs),) = interaction.response.calls
    assert kind == "edit_message"
    assert kwargs["embed"].title == "Abstract — Playing with the bot"
    assert kwargs["embed"].footer.text.startswith("Page 1/")


async def test_topic_select_for_unknown_game_is_refused() -> None:
    match = re.fullmatch(TOPIC_TEMPLATE, "rules:topic:chess")
    with pytest.raises(LookupError):
        await RulesTopicSelect.from_custom_id(None, None, match)  # type: ignore[arg-type]


# --- setup -----------------------------------------------------------------------------


async def test_setup_adds_cog_command_and_dynamic_items(monkeypatch: pytest.MonkeyPatch) -> None:
    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
    assert not bot.intents.message_content
    registered: list[type] = []
    monkeypatch.setattr(bot, "add_dynamic_items", lambda *items: registered.extend(items))
    await cog.setup(bot)
    assert registered == [RulesPageButton, RulesTopicSelect, RulesHelpButton]
    command = bot.tree.get_command("rules")
    assert command is not None
    params = {p.name: p for p in command.parameters}
    assert list(params) == ["game", "topic", "public"]
    assert params["game"].required and params["game"].autocomplete
    assert not params["topic"].required and params["topic"].autocomplete
    assert not params["public"].required and params["public"].default is None  # the server's
    await bot.close()
