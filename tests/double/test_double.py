"""Self-tests: a real discord.py ``commands.Bot`` talking to the Discord double."""

from __future__ import annotations

import asyncio
import io
import math
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.http import Route

from tests.double import (
    Channel,
    DiscordDouble,
    Guild,
    InteractionRejected,
    MessageFlag,
    User,
)
from tests.double.botrunner import running_bot
from tests.double.spec import default_spec_path

# every test here also checks the double's own responses against the OpenAPI file
pytestmark = pytest.mark.discord_double(check_responses=True)

PNG_BYTES = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f"
    b"\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00"
    b"\x00IEND\xaeB`\x82"
)

# --------------------------------------------------------------------------------------
# A small bot exercising the API surface a game bot uses
# --------------------------------------------------------------------------------------


class RenameModal(discord.ui.Modal, title="Rename the table"):
    new_name = discord.ui.TextInput(label="New name", custom_id="rename:name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"renamed to {self.new_name.value}")


class TableView(discord.ui.View):
    """Persistent view (fixed custom_ids, no timeout)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Join", custom_id="table:join", style=discord.ButtonStyle.primary)
    async def join(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        await interaction.response.send_message(f"{interaction.user.name} joined", ephemeral=True)

    @discord.ui.button(label="Roll", custom_id="table:roll")
    async def roll(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        await interaction.response.edit_message(content="rolled a 4", view=self)

    @discord.ui.button(label="Rename", custom_id="table:rename")
    async def rename(self, interaction: discord.Interaction, _button: discord.ui.Button) -> None:
        await interaction.response.send_modal(RenameModal())

    @discord.ui.select(
        custom_id="table:colour",
        max_values=2,
        options=[
            discord.SelectOption(label="Red", value="red"),
            discord.SelectOption(label="Green", value="green"),
            discord.SelectOption(label="Blue", value="blue"),
        ],
    )
    async def colour(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=f"colours: {','.join(select.values)}")


class Counter(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """Stateless button: the count lives in the custom_id, so it survives restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"counter:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class Scoreboard(discord.ui.LayoutView):
    """Components v2 layout: container, text, section with a button accessory."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        done = discord.ui.Button(label="Done", custom_id="score:done")
        done.callback = self.done  # type: ignore[method-assign]
        self.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay("# Scores\nalice 3 - bob 2"),
                discord.ui.Separator(),
                discord.ui.Section(discord.ui.TextDisplay("Round 4"), accessory=done),
                accent_colour=discord.Colour.blue(),
            )
        )

    async def done(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("round closed", ephemeral=True)


def make_bot(*, message_content: bool = False) -> commands.Bot:
    intents = discord.Intents.default()
    intents.message_content = message_content
    bot = commands.Bot(command_prefix="!", intents=intents, help_command=None)
    bot.events: list[str] = []  # type: ignore[attr-defined]

    async def setup_hook() -> None:
        bot.add_view(TableView())
        bot.add_dynamic_items(Counter)

    bot.setup_hook = setup_hook  # type: ignore[method-assign]

    @bot.event
    async def on_resumed() -> None:
        bot.events.append("resumed")  # type: ignore[attr-defined]

    @bot.command(name="ping")
    async def ping(ctx: commands.Context) -> None:
        await ctx.reply("pong")

    @bot.tree.command(name="play", description="Open a table")
    @app_commands.describe(game="Which game")
    async def play(interaction: discord.Interaction, game: str, seats: int = 4) -> None:
        embed = discord.Embed(title=f"{game} table", description=f"{seats} seats")
        await interaction.response.send_message(embed=embed, view=TableView())

    @play.autocomplete("game")
    async def play_game(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        games = ["abstract", "venn", "venn-classic"]
        return [app_commands.Choice(name=g, value=g) for g in games if g.startswith(current)]

    @bot.tree.command(name="rules", description="Deferred answer")
    async def rules(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("the rules are simple")
        await interaction.followup.send("and a second page")

    @bot.tree.command(name="secret", description="Ephemeral answer")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("only you can see this", ephemeral=True)
        await interaction.followup.send("you too", ephemeral=True)

    @bot.tree.command(name="board", description="Send a picture")
    async def board(interaction: discord.Interaction) -> None:
        file = discord.File(io.BytesIO(PNG_BYTES), filename="board.png")
        embed = discord.Embed(title="Board").set_image(url="attachment://board.png")
        await interaction.response.send_message(embed=embed, file=file)

    @bot.tree.command(name="dm", description="DM someone")
    async def dm(interaction: discord.Interaction, target: discord.User) -> None:
        try:
            await target.send("psst, your turn")
        except discord.Forbidden:
            await interaction.response.send_message("cannot DM them", ephemeral=True)
        else:
            await interaction.response.send_message("sent", ephemeral=True)

    @bot.tree.command(name="edits", description="Edit things")
    async def edits(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("v1")
        await interaction.edit_original_response(content="v2")
        assert interaction.channel is not None
        plain = await interaction.channel.send("plain v1")  # type: ignore[union-attr]
        await plain.edit(content="plain v2")

    @bot.tree.command(name="count", description="Stateless counter")
    async def count(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(0))
        await interaction.response.send_message("count 0", view=view)

    @bot.tree.command(name="twice", description="Answers twice (a bug)")
    async def twice(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("once")
        try:
            await interaction.response.send_message("twice")
        except discord.InteractionResponded:
            # discord.py guards this locally; go around it to reach the API
            await interaction.followup.send("fallback")
            await bot.http.request(
                Route(
                    "POST",
                    "/interactions/{interaction_id}/{interaction_token}/callback",
                    interaction_id=interaction.id,
                    interaction_token=interaction.token,
                ),
                json={"type": 4, "data": {"content": "twice"}},
            )

    @bot.tree.command(name="slow", description="Answers late")
    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.4)
        await interaction.response.send_message("finally")

    @bot.tree.command(name="thread", description="Create a thread")
    async def thread(interaction: discord.Interaction) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        created = await channel.create_thread(
            name="table-1", type=discord.ChannelType.public_thread
        )
        await created.send("welcome to the table")
        await interaction.response.send_message(f"thread {created.id}")

    @bot.tree.command(name="scores", description="Components v2")
    async def scores(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(view=Scoreboard())

    @bot.tree.command(name="tour", description="Walk through many REST calls")
    async def tour(interaction: discord.Interaction, who: discord.Member) -> None:
        await interaction.response.send_message(
            f"hello {who.mention}", allowed_mentions=discord.AllowedMentions(users=[who])
        )
        original = await interaction.original_response()
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        reply = await channel.send("a reply", reference=original)
        await reply.add_reaction("\N{GAME DIE}")
        await reply.pin()
        fetched = await channel.fetch_message(reply.id)
        history = [m.content async for m in channel.history(limit=10)]
        async with channel.typing():
            pass
        thread = await reply.create_thread(name="side game")
        await thread.add_user(who)
        await thread.send("in the thread")
        await reply.edit(attachments=[discord.File(io.BytesIO(b"log"), "log.txt")])
        await reply.unpin()
        await reply.remove_reaction("\N{GAME DIE}", interaction.client.user)  # type: ignore[arg-type]
        picker = discord.ui.View(timeout=None)
        picker.add_item(discord.ui.UserSelect(custom_id="tour:who"))
        followup = await interaction.followup.send("pick someone", view=picker, wait=True)
        await followup.edit(content=f"{fetched.content} / {history[0]}")
        await (await interaction.client.fetch_user(who.id)).create_dm()
        await interaction.guild.fetch_member(who.id)  # type: ignore[union-attr]
        await interaction.client.fetch_channel(channel.id)
        await interaction.delete_original_response()

    table = app_commands.Group(name="table", description="Table management")

    @table.command(name="end", description="End a table")
    async def table_end(interaction: discord.Interaction, reason: str | None = None) -> None:
        await interaction.response.send_message(f"ended: {reason or 'no reason'}")

    bot.tree.add_command(table)
    return bot


# --------------------------------------------------------------------------------------
# fixtures
# --------------------------------------------------------------------------------------


@dataclass
class World:
    double: DiscordDouble
    guild: Guild
    channel: Channel
    alice: User
    bob: User
    carol: User


@pytest.fixture
def world(discord_double: DiscordDouble) -> World:
    guild = discord_double.add_guild("Test Guild")
    channel = discord_double.add_channel(guild, "games")
    alice = discord_double.add_user("alice")
    bob = discord_double.add_user("bob")
    carol = discord_double.add_user("carol", dms_open=False)
    return World(discord_double, guild, channel, alice, bob, carol)


@pytest.fixture
async def bot(world: World) -> AsyncIterator[commands.Bot]:
    client = make_bot()
    async with running_bot(client, world.double) as running:
        await running.tree.sync()
        yield running


# --------------------------------------------------------------------------------------
# tests
# --------------------------------------------------------------------------------------


requires_spec = pytest.mark.skipif(
    not default_spec_path().is_file(),
    reason=f"Discord OpenAPI spec not found at {default_spec_path()}",
)


@requires_spec
def test_spec_is_loaded_and_routes_resolve() -> None:
    double = DiscordDouble()
    assert double.spec is not None and double.spec_skip_reason is None
    operation, params, _ = double.spec.find("PATCH", "/webhooks/1/tok/messages/@original")
    assert operation is not None and operation.operation_id == "update_original_webhook_message"
    assert params == {"webhook_id": "1", "webhook_token": "tok"}
    operation, _, _ = double.spec.find("GET", "/users/@me")
    assert operation is not None and operation.operation_id == "get_my_user"


async def test_ready_guilds_and_command_sync(world: World, bot: commands.Bot) -> None:
    double = world.double
    guild = bot.get_guild(world.guild.id)
    assert guild is not None and guild.name == "Test Guild"
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel) and channel.name == "games"
    assert guild.me is not None and guild.me.id == double.bot_user.id
    assert bot.application_id == double.application_id
    names = sorted(c["name"] for c in double.commands())
    assert names == sorted(
        [
            "board",
            "count",
            "dm",
            "edits",
            "play",
            "rules",
            "scores",
            "secret",
            "slow",
            "table",
            "thread",
            "tour",
            "twice",
        ]
    )
    assert all(int(c["id"]) > 0 for c in double.commands())
    # discord.py asks for zlib-stream transport compression; the double speaks it
    [connection] = double.hub.connection_log
    assert connection["compress"] == "zlib-stream" and connection["v"] == "10"
    assert double.identify_count == 1
    assert double.response_schema_errors == []


async def test_slash_options_autocomplete_and_subcommands(world: World, bot: commands.Bot) -> None:
    double = world.double
    ac = await double.autocomplete(
        world.alice, world.channel, "play", {"game": "ve"}, focused="game"
    )
    assert [c["value"] for c in ac.choices or []] == ["venn", "venn-classic"]

    inter = await double.slash(world.alice, world.channel, "play", {"game": "abstract", "seats": 3})
    response = await inter.responded()
    assert response.type == 4
    assert inter.latency is not None and inter.latency < 3
    table = inter.original
    assert table is not None and not table.ephemeral
    assert table.embeds[0]["title"] == "abstract table"
    assert table.custom_ids == ["table:join", "table:roll", "table:rename", "table:colour"]
    assert [o["value"] for o in table.select_options("table:colour")] == ["red", "green", "blue"]
    assert double.channel_messages(world.channel) == [table]

    ended = await double.slash(world.bob, world.channel, "table end", {"reason": "done"})
    await ended.responded()
    assert ended.original is not None and ended.original.content == "ended: done"

    with pytest.raises(InteractionRejected):
        await double.slash(world.alice, world.channel, "play", {"nope": 1})
    with pytest.raises(InteractionRejected):
        await double.slash(world.alice, world.channel, "play", {})
    with pytest.raises(InteractionRejected):
        await double.slash(world.alice, world.channel, "table", {})
    assert double.response_schema_errors == []


async def test_buttons_selects_modals(world: World, bot: commands.Bot) -> None:
    double = world.double
    inter = await double.slash(world.alice, world.channel, "play", {"game": "venn"})
    await inter.responded()
    table = inter.original
    assert table is not None

    join = await double.click(world.bob, table, "table:join")
    await join.responded()
    [secret] = join.ephemeral_messages
    assert secret.content == "bob joined" and secret.visible_to == world.bob.id
    assert secret not in double.channel_messages(world.channel)
    assert secret in double.all_messages_for(world.bob)
    assert secret not in double.all_messages_for(world.alice)
    assert join.payload["member"]["user"]["id"] == str(world.bob.id)
    assert join.payload["message"]["id"] == str(table.id)

    roll = await double.click(world.alice, table, label="Roll")
    await roll.responded()
    assert roll.response is not None and roll.response.type == 7
    assert table.content == "rolled a 4"
    assert len(table.edits) == 1 and table.edits[0].content == ""

    pick = await double.select(world.alice, table, "table:colour", ["red", "blue"])
    await pick.responded()
    assert pick.response is not None and pick.response.type == 6
    await double.wait_for(lambda: table.content == "colours: red,blue")
    with pytest.raises(InteractionRejected):
        await double.select(world.alice, table, "table:colour", ["purple"])

    opener = await double.click(world.alice, table, "table:rename")
    await opener.responded()
    assert opener.modal is not None and opener.modal["custom_id"]
    submitted = await double.submit_modal(world.alice, opener, values={"rename:name": "Lobby"})
    await submitted.responded()
    assert submitted.original is not None and submitted.original.content == "renamed to Lobby"
    with pytest.raises(InteractionRejected):
        await double.submit_modal(world.alice, opener, values={"rename:name": "x" * 30})
    assert double.response_schema_errors == []


async def test_components_v2_layout(world: World, bot: commands.Bot) -> None:
    double = world.double
    inter = await double.slash(world.alice, world.channel, "scores", {})
    await inter.responded()
    board = inter.original
    assert board is not None and board.flags & MessageFlag.IS_COMPONENTS_V2
    assert "alice 3 - bob 2" in board.text
    assert board.custom_ids == ["score:done"]
    done = await double.click(world.bob, board, label="Done")
    await done.responded()
    assert [m.content for m in done.ephemeral_messages] == ["round closed"]
    assert double.response_schema_errors == []


async def test_bot_restart_keeps_messages_and_old_buttons_work(world: World) -> None:
    double = world.double
    async with running_bot(make_bot(), double) as first:
        await first.tree.sync()
        inter = await double.slash(world.alice, world.channel, "count", {})
        await inter.responded()
        message = inter.original
        assert message is not None
        await (await double.click(world.alice, message, "counter:0")).responded()
        assert message.content == "count 1"

    # a brand new client (fresh IDENTIFY) against the same double
    async with running_bot(make_bot(), double):
        clicked = await double.click(world.bob, message, "counter:1")
        await clicked.responded()
        assert message.content == "count 2"
        assert message.custom_ids == ["counter:2"]
    assert double.identify_count == 2
    assert len(message.edits) == 2


async def test_files_embeds_and_attachment_download(world: World, bot: commands.Bot) -> None:
    double = world.double
    inter = await double.slash(world.alice, world.channel, "board", {})
    await inter.responded()
    message = inter.original
    assert message is not None
    attachment = message.attachment("board.png")
    assert attachment.data == PNG_BYTES and attachment.size == len(PNG_BYTES)
    assert message.embeds[0]["image"]["url"] == "attachment://board.png"
    assert message.embeds[0]["image"]["proxy_url"] == attachment.url
    async with aiohttp.ClientSession() as session, session.get(attachment.url) as response:
        assert response.status == 200
        assert await response.read() == PNG_BYTES
    upload = double.requests_to(
        "POST", "/interactions/{interaction_id}/{interaction_token}/callback"
    )[-1]
    assert [f.filename for f in upload.files] == ["board.png"]


async def test_dms_open_and_closed(world: World, bot: commands.Bot) -> None:
    double = world.double
    ok = await double.slash(world.alice, world.channel, "dm", {"target": world.bob})
    await ok.responded()
    assert [m.content for m in double.dm_messages(world.bob)] == ["psst, your turn"]
    assert ok.ephemeral_messages[0].content == "sent"

    refused = await double.slash(world.alice, world.channel, "dm", {"target": world.carol})
    await refused.responded()
    assert refused.ephemeral_messages[0].content == "cannot DM them"
    assert double.dm_messages(world.carol) == []
    assert [uid for uid, _ in double.blocked_dms] == [world.carol.id]
    assert double.violations == []


async def test_deferred_followups_ephemeral_and_edits(world: World, bot: commands.Bot) -> None:
    double = world.double
    rules = await double.slash(world.alice, world.channel, "rules", {})
    await rules.responded()
    assert rules.response is not None and rules.response.type == 5
    await rules.wait_followups(2)
    original = rules.original
    assert original is not None and not original.loading
    assert original.content == "the rules are simple"
    assert [m.content for m in rules.followups] == ["the rules are simple", "and a second page"]

    secret = await double.slash(world.alice, world.channel, "secret", {})
    await secret.responded()
    await secret.wait_followups(1)
    assert [m.content for m in secret.ephemeral_messages] == ["only you can see this", "you too"]
    assert all(m.flags & MessageFlag.EPHEMERAL for m in secret.ephemeral_messages)

    edits = await double.slash(world.alice, world.channel, "edits", {})
    await edits.responded()
    plain = await double.wait_for_message(world.channel, lambda m: m.content == "plain v2")
    assert [v.content for v in plain.edits] == ["plain v1"]
    assert edits.original is not None and edits.original.content == "v2"
    assert [v.content for v in edits.original.edits] == ["v1"]
    visible = [m.content for m in double.channel_messages(world.channel)]
    assert visible == ["the rules are simple", "and a second page", "v2", "plain v2"]
    assert double.response_schema_errors == []


@requires_spec
async def test_rest_tour_and_dm_interactions(world: World, bot: commands.Bot) -> None:
    double = world.double
    tour = await double.slash(world.alice, world.channel, "tour", {"who": world.bob})
    await tour.responded()
    assert tour.payload["data"]["resolved"]["users"][str(world.bob.id)]["username"] == "bob"
    followup = (await tour.wait_followups(1))[0]
    await double.wait_for_edit(followup)
    await double.wait_for(lambda: tour.deleted_original)
    assert followup.content == "a reply / a reply"
    reply = next(m for m in double.channel_messages(world.channel) if m.message_reference)
    assert [a.filename for a in reply.attachments] == ["log.txt"]
    assert reply.reactions == {"\N{GAME DIE}": []} and not reply.pinned
    [thread] = [c for c in double.state.channels.values() if c.is_thread]
    assert thread.id == reply.id and world.bob.id in thread.thread_member_ids

    picked = await double.select(world.alice, followup, "tour:who", [world.carol])
    assert picked.payload["data"]["values"] == [str(world.carol.id)]
    assert str(world.carol.id) in picked.payload["data"]["resolved"]["members"]

    # slash commands and buttons inside the user's DM with the bot
    dm_table = await double.slash(world.alice, None, "play", {"game": "venn"})
    await dm_table.responded()
    assert "user" in dm_table.payload and "member" not in dm_table.payload
    assert double.dm_messages(world.alice) == [dm_table.original]
    join = await double.click(world.alice, dm_table.original, "table:join")
    await join.responded()
    with pytest.raises(InteractionRejected):
        await double.click(world.bob, dm_table.original, "table:join")


async def test_openapi_check_rejects_bad_body(world: World, bot: commands.Bot) -> None:
    double = world.double
    if double.spec is None:
        pytest.skip(double.spec_skip_reason or "no OpenAPI spec")
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=world.channel.id)
    with pytest.raises(discord.HTTPException) as info:
        await bot.http.request(route, json={"embeds": [{"title": 5}]})
    assert info.value.status == 400 and info.value.code == 50035
    [violation] = double.clear_violations()
    assert violation.kind == "schema"
    assert any("embeds.0.title" in d for d in violation.details)
    assert double.channel_messages(world.channel) == []

    # Discord rules outside the schema: six action rows
    rows = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": f"b{i}"}]}
        for i in range(6)
    ]
    with pytest.raises(discord.HTTPException):
        await bot.http.request(route, json={"content": "x", "components": rows})
    assert [v.kind for v in double.clear_violations()] == ["limits"]

    with pytest.raises(discord.NotFound):
        await bot.http.request(Route("GET", "/definitely/not/a/route"))
    assert [v.kind for v in double.clear_violations()] == ["unknown_route"]


async def test_rate_limit_injection_is_retried(world: World, bot: commands.Bot) -> None:
    double = world.double
    double.inject_rate_limit(count=2, retry_after=0.1, method="POST", path_contains="/messages")
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("despite the limits")
    assert double.rate_limit_hits == 2
    assert [m.id for m in double.channel_messages(world.channel)] == [sent.id]
    statuses = [r.status for r in double.requests_to("POST", "/channels/{channel_id}/messages")]
    assert statuses == [429, 429, 200]


@pytest.mark.parametrize("mode", ["abort", "close", "reconnect"])
async def test_gateway_drop_resumes_and_replays(world: World, bot: commands.Bot, mode: str) -> None:
    double = world.double
    await double.drop_gateway(mode)
    if mode != "reconnect":  # opcode 7 lets the client close the socket itself
        assert not double.connected
    # produced while the bot is (probably) still away: must be delivered after RESUME
    pending = await double.slash(world.alice, world.channel, "play", {"game": "venn"})
    await pending.responded()
    await double.wait_for(lambda: double.resume_count == 1)
    assert double.identify_count == 1
    await double.wait_for(lambda: "resumed" in bot.events)  # type: ignore[attr-defined]
    later = await double.slash(world.bob, world.channel, "table end", {})
    await later.responded()
    assert [c["endpoint"] for c in double.hub.connection_log] == ["gateway", "resume"]
    assert double.violations == []


async def test_next_change_wakes_at_the_bot_s_answer(world: World, bot: commands.Bot) -> None:
    double = world.double
    waiting = asyncio.create_task(double.next_change())
    await asyncio.sleep(0)  # it is waiting before anything happens
    assert not waiting.done()
    inter = await double.slash(world.alice, world.channel, "table end", {"reason": "a"})
    assert await waiting  # the interaction itself is a change
    while not inter.acknowledged:
        assert await double.next_change()  # each look waits for the next change
    assert inter.response is not None


async def test_events_during_an_outage_are_replayed(world: World, bot: commands.Bot) -> None:
    double = world.double
    async with double.gateway_outage():
        first = await double.slash(world.alice, world.channel, "table end", {"reason": "a"})
        second = await double.slash(world.bob, world.channel, "table end", {"reason": "b"})
        await asyncio.sleep(0.05)
        assert not double.connected and not first.acknowledged
    await first.responded()
    await second.responded()
    assert double.resume_count >= 1 and double.identify_count == 1
    assert [m.content for m in double.channel_messages(world.channel)] == ["ended: a", "ended: b"]


async def test_invalid_session_makes_the_bot_identify_again(
    world: World, bot: commands.Bot
) -> None:
    double = world.double

    async def no_identify_delay(shard_id: int | None, *, initial: bool = False) -> None:
        return None  # discord.py waits 5 s before re-identifying; skip that here

    bot.before_identify_hook = no_identify_delay  # type: ignore[method-assign]
    await double.drop_gateway("invalidate", wait_resume=True)
    await double.wait_for(lambda: double.identify_count == 2)
    await double.wait_for(lambda: bot.is_ready())
    inter = await double.slash(world.alice, world.channel, "table end", {})
    await inter.responded()


async def test_protocol_mistakes_are_violations(world: World, bot: commands.Bot) -> None:
    double = world.double
    inter = await double.slash(world.alice, world.channel, "twice", {})
    await inter.responded()
    await double.wait_for(lambda: inter.rejected_callbacks)
    [violation] = double.clear_violations()
    assert violation.kind == "protocol"
    assert "already been acknowledged" in violation.message

    # The same interaction delivered twice: an unguarded bot answers twice.
    first = await double.slash(world.alice, world.channel, "table end", {})
    await first.responded()
    again = await double.slash(world.alice, world.channel, "table end", {}, interaction_id=first.id)
    assert again is first and first.deliveries == 2
    await double.wait_for(lambda: first.rejected_callbacks)
    assert [v.kind for v in double.clear_violations()] == ["protocol"]

    # the bot must not answer a component before the interaction exists, nor followup early
    stray = Route(
        "POST",
        "/webhooks/{webhook_id}/{webhook_token}",
        webhook_id=bot.application_id,
        webhook_token="nope",
    )
    with pytest.raises(discord.NotFound):
        await bot.http.request(stray, json={"content": "hi"})
    assert [v.kind for v in double.clear_violations()] == ["protocol"]

    # both commands raised HTTPException inside the bot; discord.py logged them
    assert len(double.bot_errors) == 2
    assert all("40060" in str(r.exc_info[1]) for r in double.bot_errors if r.exc_info)
    double.bot_errors.clear()


@pytest.mark.discord_double(heartbeat_interval=0.05)
async def test_heartbeats_are_acknowledged(world: World, bot: commands.Bot) -> None:
    double = world.double
    [session] = double.hub.connected_sessions()
    connection = session.connection
    assert connection is not None
    # heartbeat ACKs arrive, so the measured latency is finite (its size is the machine's)
    await double.wait_for(lambda: connection.heartbeats >= 4 and math.isfinite(bot.latency))


@pytest.mark.discord_double(interaction_deadline=0.2)
async def test_late_answers_are_recorded_not_violations(world: World, bot: commands.Bot) -> None:
    double = world.double
    inter = await double.slash(world.alice, world.channel, "slow", {})
    await inter.responded()
    assert inter.late and double.late_interactions == [inter]
    assert inter.latency is not None and inter.latency >= 0.2
    assert double.violations == []


async def test_threads_and_user_messages(world: World) -> None:
    double = world.double
    async with running_bot(make_bot(message_content=True), double) as client:
        await client.tree.sync()
        inter = await double.slash(world.alice, world.channel, "thread", {})
        await inter.responded()
        [thread] = [c for c in double.state.channels.values() if c.is_thread]
        assert thread.parent_id == world.channel.id and thread.name == "table-1"
        assert [m.content for m in double.channel_messages(thread)] == ["welcome to the table"]

        question = await double.send_message(world.bob, world.channel, "!ping")
        reply = await double.wait_for_message(world.channel, lambda m: m.content == "pong")
        assert reply.message_reference is not None
        assert reply.message_reference["message_id"] == str(question.id)


async def test_wrong_token_is_rejected(world: World) -> None:
    double = world.double
    client = make_bot()
    original = Route.BASE
    Route.BASE = double.api_base
    try:
        with pytest.raises(discord.LoginFailure):
            await client.login("not-the-token")
    finally:
        Route.BASE = original
        await client.close()
    assert [v.kind for v in double.clear_violations()] == ["auth"]


def test_missing_spec_is_reported() -> None:
    double = DiscordDouble(spec_path="/nonexistent/openapi.json")
    assert double.spec is None
    assert double.spec_skip_reason and "not found" in double.spec_skip_reason
