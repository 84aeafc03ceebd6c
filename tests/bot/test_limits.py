"""Every message the bot sends is cut to Discord's limits in one place (bot/limits.py);
the Discord double's own limit checks are the judge."""

from __future__ import annotations

import discord

from bot.gameui import Card
from tests.double.limits import check_embeds, check_message


def huge_card() -> Card:
    embed = discord.Embed(title="T" * 400, description="d" * 9000)
    embed.set_footer(text="f" * 3000)
    for k in range(30):
        embed.add_field(name=f"n{k}" * 200, value="v" * 2000)
    second = discord.Embed(title="second", description="e" * 5000)
    return Card(content="c" * 5000, embeds=[embed, second])


def test_an_oversized_message_is_cut_to_fit() -> None:
    for kwargs in (huge_card().send_kwargs(), huge_card().edit_kwargs()):
        embeds = [e.to_dict() for e in kwargs["embeds"]]
        assert not check_embeds(embeds), check_embeds(embeds)
        assert not check_message(
            {"content": kwargs["content"], "embeds": embeds}, interaction=False
        )
        assert kwargs["content"].endswith("…") and len(kwargs["content"]) == 2000
        assert embeds[0]["description"].endswith("…")


def test_a_message_within_the_limits_is_left_alone() -> None:
    embed = discord.Embed(title="Round 3", description="Still playing: alice")
    embed.add_field(name="alice", value="12 points")
    kwargs = Card(content="hello", embeds=[embed]).send_kwargs()
    assert kwargs["content"] == "hello"
    assert kwargs["embeds"][0].to_dict()["description"] == "Still playing: alice"
    assert kwargs["embeds"][0].fields[0].value == "12 points"
