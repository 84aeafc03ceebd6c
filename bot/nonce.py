"""The nonce of a post the bot makes for a table (Discord's `enforce_nonce`)."""

from __future__ import annotations

import hashlib

__all__ = ["post_nonce"]


def post_nonce(table_id: int, *what: object) -> str:
    """The nonce of one post the bot makes for a table, the same every time it is tried:
    Discord keeps one message per nonce (`enforce_nonce`), so a post repeated after a retry
    or a restart is the same message, never a second one. A nonce holds at most 25
    characters."""
    key = ":".join(str(p) for p in (table_id, *what)).encode()
    return hashlib.blake2b(key, digest_size=12).hexdigest()
