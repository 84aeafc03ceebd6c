"""Discord rules that the OpenAPI description cannot (or does not) express.

Each checker returns a list of human readable problems; an empty list means
the payload is acceptable.  Limits follow Discord's developer documentation
for bot messages, components, modals, autocomplete results and application
commands.
"""

from __future__ import annotations

import re
from typing import Any

from . import layouts
from .models import MessageFlag, iter_components

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5
MAX_V2_COMPONENTS = 40
MAX_CUSTOM_ID = 100

# Flags a bot may set when creating or editing a message.
CHANNEL_MESSAGE_FLAGS = (
    MessageFlag.SUPPRESS_EMBEDS
    | MessageFlag.SUPPRESS_NOTIFICATIONS
    | MessageFlag.IS_COMPONENTS_V2
    | MessageFlag.IS_VOICE_MESSAGE
)
INTERACTION_MESSAGE_FLAGS = CHANNEL_MESSAGE_FLAGS | MessageFlag.EPHEMERAL

_COMMAND_NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")

SELECT_TYPES = {3, 5, 6, 7, 8}


def _length(value: Any) -> int:
    return len(value) if isinstance(value, str) else 0


def check_message(
    payload: dict[str, Any],
    *,
    interaction: bool,
    is_edit: bool = False,
    has_files: bool = False,
    existing_flags: int = 0,
) -> list[str]:
    """Limits for message bodies (create, edit, interaction responses, followups)."""
    problems: list[str] = []
    content = payload.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        problems.append(f"content: must be {MAX_CONTENT} or fewer in length (got {len(content)})")

    embeds = payload.get("embeds") or []
    if isinstance(embeds, list):
        problems.extend(check_embeds(embeds))

    flags = payload.get("flags")
    allowed = INTERACTION_MESSAGE_FLAGS if interaction else CHANNEL_MESSAGE_FLAGS
    if isinstance(flags, int) and flags & ~allowed:
        problems.append(f"flags: {flags} contains bits a bot cannot set here ({flags & ~allowed})")

    effective_flags = flags if isinstance(flags, int) else existing_flags
    v2 = bool(effective_flags & MessageFlag.IS_COMPONENTS_V2)
    removes_v2 = isinstance(flags, int) and not flags & MessageFlag.IS_COMPONENTS_V2
    if is_edit and existing_flags & MessageFlag.IS_COMPONENTS_V2 and removes_v2:
        problems.append("flags: IS_COMPONENTS_V2 cannot be removed from a message")
    if v2:
        if content:
            problems.append("content: cannot be used on a message with IS_COMPONENTS_V2")
        if embeds:
            problems.append("embeds: cannot be used on a message with IS_COMPONENTS_V2")

    components = payload.get("components")
    if isinstance(components, list):
        problems.extend(check_message_components(components, v2=v2))
        if v2:
            problems.extend(layouts.check_text_total(components))
    return problems


def check_embeds(embeds: list[Any]) -> list[str]:
    problems: list[str] = []
    if len(embeds) > MAX_EMBEDS:
        problems.append(f"embeds: at most {MAX_EMBEDS} embeds")
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        where = f"embeds.{i}"
        for key, limit in (("title", 256), ("description", 4096)):
            n = _length(embed.get(key))
            total += n
            if n > limit:
                problems.append(f"{where}.{key}: must be {limit} or fewer in length")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append(f"{where}.fields: at most 25 fields")
        for j, fld in enumerate(fields):
            if not isinstance(fld, dict):
                continue
            name, value = fld.get("name"), fld.get("value")
            if not isinstance(name, str) or not name.strip():
                problems.append(f"{where}.fields.{j}.name: this field is required")
            if not isinstance(value, str) or not value.strip():
                problems.append(f"{where}.fields.{j}.value: this field is required")
            if _length(name) > 256:
                problems.append(f"{where}.fields.{j}.name: must be 256 or fewer in length")
            if _length(value) > 1024:
                problems.append(f"{where}.fields.{j}.value: must be 1024 or fewer in length")
            total += _length(name) + _length(value)
        footer = embed.get("footer")
        if isinstance(footer, dict):
            n = _length(footer.get("text"))
            total += n
            if n > 2048:
                problems.append(f"{where}.footer.text: must be 2048 or fewer in length")
        author = embed.get("author")
        if isinstance(author, dict):
            n = _length(author.get("name"))
            total += n
            if n > 256:
                problems.append(f"{where}.author.name: must be 256 or fewer in length")
    if total > MAX_EMBED_TOTAL:
        problems.append(
            f"embeds: combined text is {total} characters, the limit is {MAX_EMBED_TOTAL}"
        )
    return problems


def check_message_components(components: list[Any], *, v2: bool) -> list[str]:
    problems: list[str] = []
    if not v2:
        if len(components) > MAX_ACTION_ROWS:
            problems.append(
                f"components: at most {MAX_ACTION_ROWS} action rows (got {len(components)})"
            )
        for i, row in enumerate(components):
            if isinstance(row, dict) and row.get("type") != 1:
                problems.append(
                    f"components.{i}: top level components must be action rows unless the "
                    "message has the IS_COMPONENTS_V2 flag"
                )
    else:
        count = sum(1 for _ in iter_components([c for c in components if isinstance(c, dict)]))
        if count > MAX_V2_COMPONENTS:
            problems.append(
                f"components: at most {MAX_V2_COMPONENTS} components in total (got {count})"
            )

    seen_custom_ids: set[str] = set()
    seen_ids: set[int] = set()
    for component in iter_components([c for c in components if isinstance(c, dict)]):
        cid = component.get("custom_id")
        if isinstance(cid, str):
            if cid in seen_custom_ids:
                problems.append(f"custom_id {cid!r} is used more than once in the message")
            seen_custom_ids.add(cid)
            if not cid or len(cid) > MAX_CUSTOM_ID:
                problems.append(f"custom_id {cid[:20]!r}...: must be 1-{MAX_CUSTOM_ID} characters")
        num = component.get("id")
        if isinstance(num, int):
            if num in seen_ids:
                problems.append(f"component id {num} is used more than once in the message")
            seen_ids.add(num)
        kind = component.get("type")
        if kind == 1:
            problems.extend(_check_action_row(component, modal=False))
        elif kind == 2:
            problems.extend(_check_button(component))
        elif kind in SELECT_TYPES:
            problems.extend(_check_select(component))
        elif kind == 4:
            problems.append("text inputs can only be used in modals")
    return problems


def _check_action_row(row: dict[str, Any], *, modal: bool) -> list[str]:
    children = [c for c in row.get("components") or [] if isinstance(c, dict)]
    kinds = [c.get("type") for c in children]
    if not children:
        return ["action row: must contain at least one component"]
    if modal:
        if len(children) != 1 or kinds[0] not in (4, *SELECT_TYPES):
            return ["modal action row: must contain exactly one text input or select"]
        return []
    if any(k in SELECT_TYPES for k in kinds):
        if len(children) != 1:
            return ["action row: a select menu must be alone in its row"]
        return []
    if len(children) > 5:
        return [f"action row: at most 5 buttons (got {len(children)})"]
    if any(k not in (2,) for k in kinds):
        return [f"action row: unsupported component types {kinds}"]
    return []


def _check_button(button: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    style = button.get("style")
    label = button.get("label")
    if _length(label) > 80:
        problems.append(f"button {label!r}: label must be 80 or fewer characters")
    if style == 5:
        if not button.get("url"):
            problems.append("link button: url is required")
        if button.get("custom_id"):
            problems.append("link button: cannot have a custom_id")
    elif style == 6:
        if not button.get("sku_id"):
            problems.append("premium button: sku_id is required")
    else:
        if not button.get("custom_id"):
            problems.append(f"button {label!r}: custom_id is required for style {style}")
        if button.get("url"):
            problems.append(f"button {label!r}: only link buttons can have a url")
    if style != 6 and not label and not button.get("emoji"):
        problems.append("button: needs a label or an emoji")
    return problems


def _check_select(select: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    name = select.get("custom_id")
    if _length(select.get("placeholder")) > 150:
        problems.append(f"select {name!r}: placeholder must be 150 or fewer characters")
    min_values = select.get("min_values", 1)
    max_values = select.get("max_values", 1)
    if isinstance(min_values, int) and not 0 <= min_values <= 25:
        problems.append(f"select {name!r}: min_values must be between 0 and 25")
    if isinstance(max_values, int) and not 1 <= max_values <= 25:
        problems.append(f"select {name!r}: max_values must be between 1 and 25")
    if isinstance(min_values, int) and isinstance(max_values, int) and min_values > max_values:
        problems.append(f"select {name!r}: min_values is greater than max_values")
    if select.get("type") == 3:
        options = [o for o in select.get("options") or [] if isinstance(o, dict)]
        if not 1 <= len(options) <= 25:
            problems.append(f"select {name!r}: needs 1-25 options (got {len(options)})")
        if isinstance(max_values, int) and options and max_values > len(options):
            problems.append(
                f"select {name!r}: max_values ({max_values}) exceeds the number of options ({len(options)})"
            )
        values: set[str] = set()
        defaults = 0
        for option in options:
            label, value = option.get("label"), option.get("value")
            if not label or _length(label) > 100:
                problems.append(f"select {name!r}: option label {label!r} must be 1-100 characters")
            if not value or _length(value) > 100:
                problems.append(f"select {name!r}: option value {value!r} must be 1-100 characters")
            if _length(option.get("description")) > 100:
                problems.append(
                    f"select {name!r}: option description must be 100 or fewer characters"
                )
            if value in values:
                problems.append(f"select {name!r}: option value {value!r} is duplicated")
            values.add(str(value))
            defaults += bool(option.get("default"))
        if isinstance(max_values, int) and defaults > max_values:
            problems.append(f"select {name!r}: more default options than max_values")
    return problems


def check_modal(data: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    title = data.get("title")
    if not isinstance(title, str) or not 1 <= len(title) <= 45:
        problems.append("modal title: must be 1-45 characters")
    cid = data.get("custom_id")
    if not isinstance(cid, str) or not 1 <= len(cid) <= MAX_CUSTOM_ID:
        problems.append(f"modal custom_id: must be 1-{MAX_CUSTOM_ID} characters")
    components = [c for c in data.get("components") or [] if isinstance(c, dict)]
    if not 1 <= len(components) <= 5:
        problems.append(f"modal: needs 1-5 top level components (got {len(components)})")
    seen: set[str] = set()
    for top in components:
        kind = top.get("type")
        if kind == 1:
            problems.extend(_check_action_row(top, modal=True))
        elif kind == 18:
            label = top.get("label")
            if not isinstance(label, str) or not 1 <= len(label) <= 45:
                problems.append(f"modal label {label!r}: must be 1-45 characters")
            if _length(top.get("description")) > 100:
                problems.append(
                    f"modal label {label!r}: description must be 100 or fewer characters"
                )
            child = top.get("component")
            if isinstance(child, dict) and child.get("type") == 4 and child.get("label"):
                problems.append("text input inside a label component must not have its own label")
        elif kind != 10:
            problems.append(f"modal: unsupported top level component type {kind}")
    for component in iter_components(components):
        cid = component.get("custom_id")
        if isinstance(cid, str):
            if cid in seen:
                problems.append(f"modal: custom_id {cid!r} is used more than once")
            seen.add(cid)
        if component.get("type") == 4:
            problems.extend(_check_text_input(component))
        elif component.get("type") in SELECT_TYPES:
            problems.extend(_check_select(component))
    return problems


def _check_text_input(component: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    cid = component.get("custom_id")
    if component.get("style") not in (1, 2):
        problems.append(f"text input {cid!r}: style must be 1 (short) or 2 (paragraph)")
    if _length(component.get("label")) > 45:
        problems.append(f"text input {cid!r}: label must be 45 or fewer characters")
    lo, hi = component.get("min_length"), component.get("max_length")
    if isinstance(lo, int) and not 0 <= lo <= 4000:
        problems.append(f"text input {cid!r}: min_length must be 0-4000")
    if isinstance(hi, int) and not 1 <= hi <= 4000:
        problems.append(f"text input {cid!r}: max_length must be 1-4000")
    if isinstance(lo, int) and isinstance(hi, int) and lo > hi:
        problems.append(f"text input {cid!r}: min_length is greater than max_length")
    value = component.get("value")
    if isinstance(value, str) and (len(value) > 4000 or (isinstance(hi, int) and len(value) > hi)):
        problems.append(f"text input {cid!r}: prefilled value is too long")
    if _length(component.get("placeholder")) > 100:
        problems.append(f"text input {cid!r}: placeholder must be 100 or fewer characters")
    return problems


def check_autocomplete(data: dict[str, Any], option_type: int | None) -> list[str]:
    problems: list[str] = []
    choices = data.get("choices")
    if not isinstance(choices, list):
        return ["autocomplete: choices must be a list"]
    if len(choices) > 25:
        problems.append(f"autocomplete: at most 25 choices (got {len(choices)})")
    for i, choice in enumerate(choices):
        if not isinstance(choice, dict):
            continue
        name, value = choice.get("name"), choice.get("value")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            problems.append(f"choices.{i}.name: must be 1-100 characters")
        problems.extend(_check_choice_value(f"choices.{i}.value", value, option_type))
    return problems


def _check_choice_value(where: str, value: Any, option_type: int | None) -> list[str]:
    if option_type == 3:
        if not isinstance(value, str) or len(value) > 100:
            return [f"{where}: must be a string of at most 100 characters for a string option"]
    elif option_type == 4:
        if not isinstance(value, int) or isinstance(value, bool):
            return [f"{where}: must be an integer for an integer option"]
    elif option_type == 10 and (not isinstance(value, (int, float)) or isinstance(value, bool)):
        return [f"{where}: must be a number for a number option"]
    return []


def check_commands(commands: list[Any]) -> list[str]:
    """Rules for application command definitions (bulk overwrite or single create)."""
    problems: list[str] = []
    seen: set[tuple[int, str]] = set()
    for i, command in enumerate(commands):
        if not isinstance(command, dict):
            continue
        kind = command.get("type", 1) or 1
        name = command.get("name")
        key = (kind, str(name))
        if key in seen:
            problems.append(f"{i}: duplicate command name {name!r} for type {kind}")
        seen.add(key)
        if kind == 1:
            problems.extend(_check_chat_input_name(f"{i}.name", name))
            desc = command.get("description")
            if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
                problems.append(f"{i}.description: must be 1-100 characters for slash commands")
            problems.extend(_check_localizations(str(i), command))
            problems.extend(_check_options(f"{i}.options", command.get("options") or [], depth=0))
        elif not isinstance(name, str) or not 1 <= len(name) <= 32:
            problems.append(f"{i}.name: must be 1-32 characters")
    return problems


# Discord's locales (the keys a localization may have)
DISCORD_LOCALES = frozenset(
    [
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    ]
)


def _check_localizations(where: str, item: dict[str, Any]) -> list[str]:
    """A command's or option's name_localizations (each a valid name, by Discord's rules
    for names) and description_localizations (1-100 characters), keyed by Discord's locales."""
    problems: list[str] = []
    for field in ("name_localizations", "description_localizations"):
        found = item.get(field)
        if found is None:
            continue
        if not isinstance(found, dict):
            problems.append(f"{where}.{field}: must be an object")
            continue
        for locale, text in found.items():
            if locale not in DISCORD_LOCALES:
                problems.append(f"{where}.{field}: {locale!r} is not a Discord locale")
            elif field == "name_localizations":
                problems.extend(_check_chat_input_name(f"{where}.{field}.{locale}", text))
            elif not isinstance(text, str) or not 1 <= len(text) <= 100:
                problems.append(f"{where}.{field}.{locale}: must be 1-100 characters")
    return problems


def _check_chat_input_name(where: str, name: Any) -> list[str]:
    if not isinstance(name, str) or not _COMMAND_NAME.match(name):
        return [f"{where}: {name!r} is not a valid command/option name"]
    if name != name.lower():
        return [f"{where}: {name!r} must be lowercase"]
    return []


def _check_options(where: str, options: list[Any], *, depth: int) -> list[str]:
    problems: list[str] = []
    if len(options) > 25:
        problems.append(f"{where}: at most 25 options")
    names: set[str] = set()
    seen_optional = False
    kinds = {o.get("type") for o in options if isinstance(o, dict)}
    if kinds & {1, 2} and kinds - {1, 2}:
        problems.append(f"{where}: subcommands cannot be mixed with other options")
    for j, option in enumerate(options):
        if not isinstance(option, dict):
            continue
        here = f"{where}.{j}"
        name = option.get("name")
        problems.extend(_check_chat_input_name(f"{here}.name", name))
        problems.extend(_check_localizations(here, option))
        if name in names:
            problems.append(f"{here}.name: duplicate option name {name!r}")
        names.add(str(name))
        desc = option.get("description")
        if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
            problems.append(f"{here}.description: must be 1-100 characters")
        kind = option.get("type")
        if kind in (1, 2):
            if kind == 2 and depth > 0:
                problems.append(f"{here}: subcommand groups can only be at the top level")
            if kind == 1 and depth > 1:
                problems.append(f"{here}: subcommands nested too deeply")
            problems.extend(
                _check_options(f"{here}.options", option.get("options") or [], depth=depth + 1)
            )
            continue
        if option.get("required"):
            if seen_optional:
                problems.append(f"{here}: required options must be listed before optional ones")
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if choices and option.get("autocomplete"):
            problems.append(f"{here}: autocomplete cannot be combined with choices")
        if len(choices) > 25:
            problems.append(f"{here}.choices: at most 25 choices")
        for k, choice in enumerate(choices):
            if not isinstance(choice, dict):
                continue
            cname = choice.get("name")
            if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
                problems.append(f"{here}.choices.{k}.name: must be 1-100 characters")
            for locale, text in (choice.get("name_localizations") or {}).items():
                if locale not in DISCORD_LOCALES:
                    problems.append(
                        f"{here}.choices.{k}.name_localizations: {locale!r} is no locale"
                    )
                if not isinstance(text, str) or not 1 <= len(text) <= 100:
                    problems.append(
                        f"{here}.choices.{k}.name_localizations.{locale}: 1-100 characters"
                    )
            problems.extend(
                _check_choice_value(f"{here}.choices.{k}.value", choice.get("value"), kind)
            )
    return problems
