"""A faithful, strict Discord (REST + gateway) double for end-to-end tests."""

from .double import DiscordDouble, InteractionRejected
from .models import (
    Attachment,
    CallbackRecord,
    CallbackType,
    Channel,
    ChannelType,
    Guild,
    Interaction,
    InteractionType,
    Member,
    Message,
    MessageFlag,
    MessageVersion,
    Permission,
    RequestRecord,
    Role,
    User,
    Violation,
)
from .rest import RateLimitRule
from .spec import OpenApiSpec, default_spec_path
from .state import Intent

__all__ = [
    "Attachment",
    "CallbackRecord",
    "CallbackType",
    "Channel",
    "ChannelType",
    "DiscordDouble",
    "Guild",
    "Intent",
    "Interaction",
    "InteractionRejected",
    "InteractionType",
    "Member",
    "Message",
    "MessageFlag",
    "MessageVersion",
    "OpenApiSpec",
    "Permission",
    "RateLimitRule",
    "RequestRecord",
    "Role",
    "User",
    "Violation",
    "default_spec_path",
]
