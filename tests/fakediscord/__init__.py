"""A fake Discord (REST + gateway on 127.0.0.1) for driving a real discord.py bot.

* :class:`FakeDiscord` (driver.py) - what tests and demos use: build guilds and
  members, invoke slash commands, click buttons, wait for messages, inspect what
  each user could see.
* :class:`FakeDiscordServer` (server.py) - the world state and the aiohttp app;
  rest.py and gateway.py speak the two halves of the protocol, payloads.py
  builds the JSON objects, validate.py refuses every request body Discord
  would refuse (400 50035): apispec.py checks it against Discord's OpenAPI
  description (vendored in discord-api-spec/), validate.py adds the documented
  limits the description leaves out; ratelimit.py Discord's rate limits
  (enforced by default, with counters),
  world.py users/guilds/channels/threads, interactions.py the interaction
  lifecycle.
* example_bot.py - a tiny discord.py bot showing how a bot is pointed at it
  (``Route.BASE`` + ``DiscordWebSocket.DEFAULT_GATEWAY``); clients.py runs any
  discord.py client against the fake inside a test (and a probe bot).
* bench.py - ``python -m tests.fakediscord.bench``: the fake's CPU per interaction.

Options worth knowing (``FakeDiscord(**options)``): ``validation=True|False`` (env
``FAKEDISCORD_VALIDATION=off``), ``shard_count`` and ``max_concurrency`` (sharding: see
gateway.py; ``add_guild(shard=(i, n))`` places a guild on a shard,
``wait_until_ready(shard=i, sessions=n)`` waits for shards), ``rate_limits='enforce'|'count'|'off'``
(env ``FAKEDISCORD_RATE_LIMITS``), ``rate_limit_buckets``, ``global_rate_limit``,
``record=False`` (lean mode for load benchmarks), ``interaction_retention``,
``interaction_deadline``, ``nonce_window``.
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
from .ratelimit import RateLimiter
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
    'RateLimiter',
    'Record',
    'StoredMessage',
]
