"""A fake Discord (REST + gateway on 127.0.0.1) for driving a real discord.py bot.

* :class:`FakeDiscord` (driver.py) - what tests and demos use: build guilds and
  members, invoke slash commands, click buttons, wait for messages, inspect what
  each user could see.
* :class:`FakeDiscordServer` (server.py) - the world state and the aiohttp app;
  rest.py and gateway.py speak the two halves of the protocol, payloads.py
  builds the JSON objects, validate.py enforces Discord's message limits.
* example_bot.py - a tiny discord.py bot showing how a bot is pointed at it
  (``Route.BASE`` + ``DiscordWebSocket.DEFAULT_GATEWAY``).
"""

from .driver import FakeDiscord
from .model import (
    ApiError,
    FakeChannel,
    FakeDiscordTimeout,
    FakeGuild,
    FakeInteraction,
    FakeRole,
    FakeUser,
    InteractionResponse,
    Record,
    StoredMessage,
)
from .payloads import P as Permissions
from .server import FakeDiscordServer

__all__ = [
    'ApiError',
    'FakeChannel',
    'FakeDiscord',
    'FakeDiscordServer',
    'FakeDiscordTimeout',
    'FakeGuild',
    'FakeInteraction',
    'FakeRole',
    'FakeUser',
    'InteractionResponse',
    'Permissions',
    'Record',
    'StoredMessage',
]
