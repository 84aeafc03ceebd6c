"""An application's own emoji (``/applications/{application_id}/emojis``).

Discord keeps up to 2,000 emoji per application, each a name of 2-32 letters, digits or
underscores, unique within the application, and an image given as a data URI of at most
256 KiB. ``refuse_uploads`` makes every upload fail with that status (a bot whose upload
is refused must go on without its emoji).
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import TYPE_CHECKING, Any

from .state import ApiError, invalid_form_body

if TYPE_CHECKING:
    from .rest import Ctx, RestApi

MAX_EMOJI = 2000
MAX_IMAGE = 256 * 1024
_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")
_DATA_URI = re.compile(r"^data:image/(png|jpeg|gif|webp|avif);base64,(.+)$", re.S)


class ApplicationEmojis:
    def __init__(self, rest: RestApi) -> None:
        self.rest = rest
        self.state = rest.state
        self.emoji: dict[int, dict[str, Any]] = {}  # id -> stored emoji (with its image)
        #: every upload answered with this HTTP status (403, 400...) while set
        self.refuse_uploads: int | None = None
        self.uploads = 0  # uploads accepted

    def register(self) -> None:
        base = "/applications/{application_id}/emojis"
        self.rest.add("GET", base, self.list)
        self.rest.add("POST", base, self.create)
        self.rest.add("GET", base + "/{emoji_id}", self.get)
        self.rest.add("PATCH", base + "/{emoji_id}", self.edit)
        self.rest.add("DELETE", base + "/{emoji_id}", self.delete)

    def _app(self, ctx: Ctx) -> None:
        if ctx.snowflake("application_id") != self.state.application_id:
            raise ApiError(403, 50001, "Missing Access", violation="protocol")

    def _one(self, ctx: Ctx) -> dict[str, Any]:
        self._app(ctx)
        found = self.emoji.get(ctx.snowflake("emoji_id"))
        if found is None:
            raise ApiError(404, 10014, "Unknown Emoji", violation="not_found")
        return found

    def payload(self, emoji: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": str(emoji["id"]),
            "name": emoji["name"],
            "roles": [],
            "require_colons": True,
            "managed": False,
            "animated": emoji["animated"],
            "available": True,
            "user": self.state.user_payload(self.state.bot_user),
        }

    def by_name(self, name: str) -> dict[str, Any] | None:
        return next((e for e in self.emoji.values() if e["name"] == name), None)

    async def list(self, ctx: Ctx) -> Any:
        self._app(ctx)
        return {"items": [self.payload(e) for e in self.emoji.values()]}

    async def get(self, ctx: Ctx) -> Any:
        return self.payload(self._one(ctx))

    async def create(self, ctx: Ctx) -> Any:
        self._app(ctx)
        if self.refuse_uploads is not None:
            raise ApiError(self.refuse_uploads, 50013, "Missing Permissions")
        body = ctx.obj()
        name, image = str(body.get("name", "")), str(body.get("image", ""))
        problems = []
        if not _NAME.match(name):
            problems.append("name: 2-32 letters, digits or underscores")
        elif self.by_name(name) is not None:
            problems.append(f"name: the application already has an emoji called {name}")
        found = _DATA_URI.match(image)
        data = b""
        if found is None:
            problems.append("image: must be a data URI of a PNG, JPEG, GIF, WebP or AVIF image")
        else:
            try:
                data = base64.b64decode(found.group(2), validate=True)
            except binascii.Error:
                problems.append("image: not valid base64")
            if len(data) > MAX_IMAGE:
                problems.append(f"image: at most {MAX_IMAGE} bytes (got {len(data)})")
        if len(self.emoji) >= MAX_EMOJI:
            problems.append(f"the application has the most emoji it may ({MAX_EMOJI})")
        if problems:
            raise invalid_form_body(problems)
        emoji = {
            "id": self.state.ids.next(),
            "name": name,
            "image": data,
            "animated": found is not None and found.group(1) == "gif",
        }
        self.emoji[emoji["id"]] = emoji
        self.uploads += 1
        return _reply(201, self.payload(emoji))

    async def edit(self, ctx: Ctx) -> Any:
        emoji = self._one(ctx)
        name = str(ctx.obj().get("name", emoji["name"]))
        if not _NAME.match(name):
            raise invalid_form_body(["name: 2-32 letters, digits or underscores"])
        emoji["name"] = name
        return self.payload(emoji)

    async def delete(self, ctx: Ctx) -> Any:
        emoji = self._one(ctx)
        del self.emoji[emoji["id"]]
        return _reply(204)


def _reply(status: int, body: Any = None) -> Any:
    from .rest import Reply  # rest registers these routes: imported when first answering

    return Reply(status, body)
