"""``python -m bot`` runs the bot; ``python -m bot demo`` plays a game in a local simulator;
``python -m bot copy-database --from FILE --to URL`` copies a SQLite file into PostgreSQL;
``python -m bot backup --to FILE`` copies the running bot's SQLite file, consistently;
``python -m bot restore --from FILE`` makes such a copy the stopped bot's file again;
``python -m bot forget-user ID`` forgets a member at their request;
``python -m bot rebuild-ratings`` counts every skill rating again from the stored results.

What stops it is told in one line on stderr, and the exit code says which kind of thing:
2 a setting or the token (shards another process serves among them), 3 the database, 4
Discord (or DISCORD_API_BASE) cannot be reached.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import signal
import sys

import aiohttp
import discord
from dotenv import load_dotenv

from .endpoint import point_at
from .logformat import JsonLines
from .settings import DEFAULT_API_BASE, Settings, SettingsError
from .shards import ShardsTaken
from .store import StoreError

log = logging.getLogger("bot")

CANNOT_REACH = 4


async def run(settings: Settings) -> None:
    from .client import CoupBot

    if settings.api_base != DEFAULT_API_BASE:
        await point_at(settings.api_base)
    bot = CoupBot(settings)
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):   # every deploy stops the bot with one of these
        loop.add_signal_handler(signum, bot.stop, signum)
    try:
        async with bot:
            await _until_closed(bot, bot.start(settings.token))
    except Exception:
        if bot.fatal is None and bot.stopped_by is None:
            raise
        # The bot was closed while it was still connecting (a failed check, a signal): the
        # connection's error ("Connector is closed") is a consequence, not the cause.
    # discord.py's ``async with`` does not wait for the bot's own close once the client is
    # marked closed: this does, whoever started it, so the database is closed (and its
    # thread gone) before the loop ends.
    await bot.close()
    if bot.fatal is not None:   # the database's check failed once the bot was up
        raise bot.fatal


async def _until_closed(bot, starting) -> None:
    """``bot.start()`` returns once the gateway is closed, except when the close comes while
    a shard is still connecting: discord.py then retries the connection for ever. So it
    is awaited until the bot's own close is done, and no longer."""
    start = asyncio.ensure_future(starting)
    shut = asyncio.ensure_future(bot.shut.wait())
    try:
        await asyncio.wait({start, shut}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        shut.cancel()
    if not start.done():
        start.cancel()
        await asyncio.gather(start, return_exceptions=True)
        return
    start.result()


def _run(coro) -> None:
    """Run on uvloop where it is installed (Linux and macOS): the same asyncio, with
    its event loop and sockets in C."""
    try:
        import uvloop
    except ImportError:
        asyncio.run(coro)
    else:
        uvloop.run(coro)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    load_dotenv()
    if argv[:1] == ["demo"]:
        from .demo import main as demo
        return demo(argv[1:])
    if argv[:1] == ["copy-database"]:
        from .store.copy import main as copy_database
        return copy_database(argv[1:])
    if argv[:1] == ["forget-user"]:
        from .store.forget import main as forget_user
        return forget_user(argv[1:])
    if argv[:1] == ["backup"]:
        from .store.sqlite.backup import main as backup
        return backup(argv[1:])
    if argv[:1] == ["restore"]:
        from .store.sqlite.backup import restore_main
        return restore_main(argv[1:])
    if argv[:1] == ["rebuild-ratings"]:
        from .ratings import main as rebuild_ratings
        return rebuild_ratings(argv[1:])
    try:
        settings = Settings.from_env()
    except SettingsError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=settings.log_level,
                                formatter=JsonLines() if settings.log_format == "json" else discord.utils.MISSING)
    # Python's default (700 allocations) runs a collection every few clicks, and often one
    # over all of discord.py's caches: those pauses were the slowest answers at 200 games
    # (bench/bot_load.py: p99 115 -> 62 ms). Now: young objects every 50,000 allocations,
    # older ones every 20 of those, everything every 10 of those (when Python's own rule
    # finds enough new long-lived objects).
    gc.set_threshold(50_000, 20, 10)
    try:
        _run(run(settings))
    except KeyboardInterrupt:
        pass
    except StoreError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 3
    except ShardsTaken as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print("coup-bot: COUP_MEMBER_EVENTS=1 needs the Server Members Intent: enable it under Bot in the "
              "developer portal, or set COUP_MEMBER_EVENTS=0.", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print("coup-bot: Discord refused the token in DISCORD_TOKEN; reset it in the developer "
              "portal and update .env.", file=sys.stderr)
        return 2
    except aiohttp.ClientConnectionError as e:  # DNS, refused, TLS, dropped: before any game moved
        print(f"coup-bot: cannot reach Discord at {settings.api_base} ({_reason(e)}); check the "
              "network, or DISCORD_API_BASE in .env.", file=sys.stderr)
        return CANNOT_REACH
    except aiohttp.ClientResponseError as e:  # only the simulator's /gateway is asked with aiohttp
        print(f"coup-bot: {e.request_info.real_url} answered {e.status} {e.message}: DISCORD_API_BASE "
              "must be a Discord-compatible API (such as https://discord.com/api/v10).", file=sys.stderr)
        return CANNOT_REACH
    return 0


def _reason(error: aiohttp.ClientConnectionError) -> str:
    """The operating system's or TLS's own words, without aiohttp's wrapping."""
    cause = getattr(error, "certificate_error", None) or getattr(error, "os_error", None) or error
    return " ".join(str(getattr(cause, "strerror", None) or cause).split()) or type(error).__name__


if __name__ == "__main__":
    sys.exit(main())
