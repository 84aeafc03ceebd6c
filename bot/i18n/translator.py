"""The slash commands in the players' languages: discord.py asks this translator for each
command's and option's name and description and each fixed choice's name, once per
Discord locale, when the command tree is synced (CommandTree.set_translator, bot.app).

The texts are in locales/<locale>/commands.ftl, found by the command's place rather than by
its English text: `cmd-<group>-<command>` (its description: `.desc`), `opt-<command>-<option>`
and `choice-<value>`. A text no file has stays English (Discord shows the default)."""

from __future__ import annotations

from discord import Locale, app_commands

from bot.i18n import DEFAULT, catalog, tr

# Discord's locales that are given one of the shipped languages' texts
DISCORD_LOCALES = {
    Locale.german: "de",
    Locale.french: "fr",
    Locale.spain_spanish: "es-ES",
    Locale.latin_american_spanish: "es-ES",
    Locale.brazil_portuguese: "pt-BR",
}
_WHERE = app_commands.TranslationContextLocation


def _slug(qualified_name: str) -> str:
    return qualified_name.replace(" ", "-")


def message_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The message (and attribute) holding this text, or None for a text not translated."""
    data = context.data
    where = context.location
    if isinstance(data, app_commands.Command | app_commands.Group):
        key = f"cmd-{_slug(data.qualified_name)}"
        return key if where in (_WHERE.command_name, _WHERE.group_name) else f"{key}.desc"
    if isinstance(data, app_commands.Parameter):
        key = f"opt-{_slug(data.command.qualified_name)}-{data.display_name}"
        return key if where is _WHERE.parameter_name else f"{key}.desc"
    if isinstance(data, app_commands.Choice) and where is _WHERE.choice_name:
        return f"choice-{data.value}"
    return None


def has(msg_id: str) -> bool:
    name, _, attribute = msg_id.partition(".")
    bundle = catalog().bundles[DEFAULT]
    if not bundle.has_message(name):
        return False
    return not attribute or attribute in bundle.get_message(name).attributes


class Translator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        ours = DISCORD_LOCALES.get(locale)
        msg_id = message_id(context)
        if ours is None or msg_id is None or not has(msg_id):
            return None
        return tr(ours, msg_id)
