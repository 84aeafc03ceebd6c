"""Components V2 messages as Discord stores and returns them.

Discord answers a V2 message with its components filled in: a container's accent colour
and spoiler, a separator's spacing and divider, a media item's resolved address (an
``attachment://name`` becomes the attachment's own URL, with its id, size and type).
A V2 message's text displays are its text: mentions in them count, and all of them
together hold at most 4,000 characters.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .models import Attachment, iter_components

TEXT_TOTAL = 4000
ATTACHMENT = "attachment://"
TEXT_DISPLAY = 10


def texts(components: list[dict[str, Any]]) -> list[str]:
    """The text of every text display, in order."""
    return [
        str(c["content"])
        for c in iter_components(components)
        if c.get("type") == TEXT_DISPLAY and c.get("content")
    ]


def check_text_total(components: list[Any]) -> list[str]:
    """Discord's limit on all the text displays of one message taken together."""
    total = sum(len(t) for t in texts([c for c in components if isinstance(c, dict)]))
    if total > TEXT_TOTAL:
        return [
            f"components: the text displays hold {total} characters in all, "
            f"the limit is {TEXT_TOTAL}"
        ]
    return []


def _media(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every unfurled media object: gallery items, thumbnails and files."""
    for component in iter_components(components):
        for item in component.get("items") or []:
            if isinstance(item, dict) and isinstance(item.get("media"), dict):
                yield item["media"]
        for key in ("media", "file"):
            if isinstance(component.get(key), dict):
                yield component[key]


def attachment_refs(components: list[dict[str, Any]]) -> list[str]:
    """The ``attachment://`` names the components show (before they are resolved)."""
    refs = []
    for media in _media(components):
        url = media.get("url")
        if isinstance(url, str) and url.startswith(ATTACHMENT):
            refs.append(url[len(ATTACHMENT) :])
    return refs


def resolve(components: list[dict[str, Any]], attachments: list[Attachment]) -> list[str]:
    """Fill the stored components in the way Discord answers with them; returns the
    ``attachment://`` names that match no attachment of the message."""
    by_name = {a.filename: a for a in attachments}
    missing = []
    for component in iter_components(components):
        kind = component.get("type")
        if kind == 17:
            component.setdefault("accent_color", None)
            component.setdefault("spoiler", False)
        elif kind == 14:
            component.setdefault("spacing", 1)
            component.setdefault("divider", True)
        elif kind == 12:
            for item in component.get("items") or []:
                item.setdefault("description", None)
                item.setdefault("spoiler", False)
    for media in _media(components):
        url = media.get("url")
        if not isinstance(url, str) or not url.startswith(ATTACHMENT):
            continue
        found = by_name.get(url[len(ATTACHMENT) :])
        if found is None:
            missing.append(url)
            continue
        media.update(
            id=str(found.id),
            url=found.url,
            proxy_url=found.url,
            attachment_id=str(found.id),
            content_type=found.content_type,
            width=None,
            height=None,
        )
    return missing
