"""Settings from the environment (and ``.env``), checked once at start-up."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from .store import is_postgres

DEFAULT_API_BASE = "https://discord.com/api/v10"


class SettingsError(Exception):
    """A setting is missing or wrong; the message says how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path = Path("data/coup.sqlite3")   # the SQLite file, unless database_url is set
    database_url: str | None = None  # a postgresql:// URL (several processes, one database)
    database_pool_size: int = 10     # connections to PostgreSQL per process
    shard_count: int | None = None   # Discord's shards in all (None: Discord's recommended count)
    shard_ids: tuple[int, ...] | None = None   # the shards this process runs (None: all of them)
    rest_rate: float = 40.0          # this process's own REST requests per second (Discord: 50 per bot)
    shard_lease: float = 30.0        # seconds a process's hold on its shards lasts unrenewed
    dev_guild_id: int | None = None
    api_base: str = DEFAULT_API_BASE
    log_level: int = logging.INFO
    time_scale: float = 1.0          # multiplies every deadline (tests and demos shorten them)
    computer_delay: float = 1.5      # seconds a computer "thinks" in a live game
    seed: int | None = None          # deal every game from this seed (tests and demos only)
    member_events: bool = False      # ask for the Server Members intent: leavers forfeit at once
    metrics_port: int | None = None  # /healthz and /metrics on this port (None: off)
    metrics_host: str = "127.0.0.1"  # the address they listen on (0.0.0.0 in a container)
    log_format: str = "text"         # "json": one JSON object a line, for a log collector
    guild_data_days: float = 30.0    # a server that removed the bot has its data purged after this
    idle_seconds: float = 600.0      # a table untouched this long leaves memory (read again when asked for)

    @property
    def database(self) -> str | Path:
        """Where the data is, as ``bot.store.open_store`` takes it."""
        return self.database_url or self.database_path

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> "Settings":
        env = dict(os.environ if env is None else env)
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: create a bot at https://discord.com/developers/applications "
                "(Bot → Reset Token), then put DISCORD_TOKEN=... in .env (see .env.example).")
        guild = env.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise SettingsError(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}.")
        level_name = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        level = logging.getLevelName(level_name)
        if not isinstance(level, int):
            raise SettingsError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level_name!r}.")
        try:
            scale = float(env.get("COUP_TIME_SCALE", "1") or 1)
            delay = float(env.get("COUP_COMPUTER_DELAY", "1.5") or 1.5)
        except ValueError as e:
            raise SettingsError(f"COUP_TIME_SCALE and COUP_COMPUTER_DELAY must be numbers ({e}).") from None
        if scale <= 0:
            raise SettingsError("COUP_TIME_SCALE must be greater than 0.")
        members = env.get("COUP_MEMBER_EVENTS", "").strip().lower()
        if members not in ("", "0", "1", "true", "false", "yes", "no", "on", "off"):
            raise SettingsError(f"COUP_MEMBER_EVENTS must be 1 or 0, not {members!r}.")
        seed = seed_from(env)
        port_text = env.get("METRICS_PORT", "").strip()
        if port_text and (not port_text.isdigit() or not 0 < int(port_text) < 65536):
            raise SettingsError(f"METRICS_PORT must be a port number (1 to 65535), not {port_text!r}.")
        log_format = env.get("LOG_FORMAT", "").strip().lower() or "text"
        if log_format not in ("text", "json"):
            raise SettingsError(f"LOG_FORMAT must be text or json, not {log_format!r}.")
        grace_text = env.get("GUILD_DATA_GRACE_DAYS", "").strip() or "30"
        try:
            grace = float(grace_text)
        except ValueError:
            grace = -1.0
        if grace < 0:
            raise SettingsError(f"GUILD_DATA_GRACE_DAYS must be a number of days (0 or more), not {grace_text!r}.")
        idle_text = env.get("COUP_IDLE_SECONDS", "").strip() or "600"
        try:
            idle = float(idle_text)
        except ValueError:
            idle = 0.0
        if idle <= 0:
            raise SettingsError(f"COUP_IDLE_SECONDS must be a number of seconds (more than 0), not {idle_text!r}.")
        path, url, pool = _database(env)
        count, ids = _shards(env)
        try:
            rate = float(env.get("REST_RATE", "").strip() or 40)
        except ValueError:
            raise SettingsError(f"REST_RATE must be a number of requests per second, not {env.get('REST_RATE')!r}.") from None
        if not 0 < rate <= 50:
            raise SettingsError(f"REST_RATE must be more than 0 and at most 50 (Discord's limit per bot), not {rate:g}.")
        lease_text = env.get("SHARD_LEASE_SECONDS", "").strip() or "30"
        try:
            lease = float(lease_text)
        except ValueError:
            lease = 0.0
        if lease < 3:
            raise SettingsError(f"SHARD_LEASE_SECONDS must be a number of seconds, 3 or more, not {lease_text!r}.")
        return cls(
            shard_lease=lease,
            shard_count=count,
            shard_ids=ids,
            rest_rate=rate,
            seed=seed,
            token=token,
            database_path=path,
            database_url=url,
            database_pool_size=pool,
            dev_guild_id=int(guild) if guild else None,
            api_base=(env.get("DISCORD_API_BASE", "").strip() or DEFAULT_API_BASE).rstrip("/"),
            log_level=level,
            time_scale=scale,
            computer_delay=max(0.0, delay),
            member_events=members in ("1", "true", "yes", "on"),
            metrics_port=int(port_text) if port_text else None,
            metrics_host=env.get("METRICS_HOST", "").strip() or "127.0.0.1",
            log_format=log_format,
            guild_data_days=grace,
            idle_seconds=idle,
        )


def _shards(env: dict[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT (Discord's shards in all) and SHARD_IDS (this process's: "0-3", "4,5" or "2")."""
    count_text = env.get("SHARD_COUNT", "").strip()
    ids_text = env.get("SHARD_IDS", "").strip()
    if not count_text:
        if ids_text:
            raise SettingsError("SHARD_IDS needs SHARD_COUNT: set how many shards the bot has in all, the same in "
                                "every process (e.g. SHARD_COUNT=4 with SHARD_IDS=0-1 here and 2-3 elsewhere).")
        return None, None
    if not count_text.isdigit() or int(count_text) < 1:
        raise SettingsError(f"SHARD_COUNT must be a whole number of shards (1 or more), not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return count, None
    ids: list[int] = []
    for part in ids_text.replace(" ", "").split(","):
        first, _, last = part.partition("-")
        if not first.isdigit() or (last and not last.isdigit()):
            raise SettingsError(f"SHARD_IDS must be shard numbers or ranges like 0-3 or 0,2,5, not {ids_text!r}.")
        ids += range(int(first), int(last or first) + 1)
    if not ids or max(ids) >= count or len(set(ids)) != len(ids):
        raise SettingsError(f"SHARD_IDS {ids_text!r} must name each shard once, from 0 to {count - 1} "
                            f"(SHARD_COUNT={count}).")
    return count, tuple(sorted(ids))


def database_from(env: Mapping[str, str]) -> str | Path:
    """Where the bot's data is, as the bot reads it from DATABASE_URL or DATABASE_PATH (for
    the operator's tools; :class:`SettingsError` if both are set)."""
    path, url, _ = _database(dict(env))
    return url or path


def _database(env: dict[str, str]) -> tuple[Path, str | None, int]:
    """DATABASE_URL (a SQLite path or a postgresql:// URL) or DATABASE_PATH (a SQLite path,
    the older name), never both; and the pool size for PostgreSQL."""
    url = env.get("DATABASE_URL", "").strip()
    path = env.get("DATABASE_PATH", "").strip()
    if url and path:
        raise SettingsError("DATABASE_URL and DATABASE_PATH are both set: keep DATABASE_URL (a SQLite path or a "
                            "postgresql:// URL) and remove DATABASE_PATH.")
    pool_text = env.get("DATABASE_POOL_SIZE", "").strip() or "10"
    if not pool_text.isdigit() or int(pool_text) < 1:
        raise SettingsError(f"DATABASE_POOL_SIZE must be a whole number of connections (1 or more), not {pool_text!r}.")
    if is_postgres(url):
        return Path("data/coup.sqlite3"), url, int(pool_text)
    if "://" in url:
        raise SettingsError(f"DATABASE_URL must be a postgresql:// URL or the path of a SQLite file, not a "
                            f"{url.split('://', 1)[0]}:// URL.")
    return Path(url or path or "data/coup.sqlite3"), None, int(pool_text)


def seed_from(env: Mapping[str, str]) -> int | None:
    """``COUP_SEED``: every game dealt from this seed (tests and demos), or None."""
    seed = env.get("COUP_SEED", "").strip()
    if seed and not seed.lstrip("-").isdigit():
        raise SettingsError(f"COUP_SEED must be a whole number, not {seed!r}.")
    return int(seed) if seed else None
