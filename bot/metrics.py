"""Health and load, for whoever runs the bot: ``/healthz`` and ``/metrics`` (Prometheus'
text format, through ``prometheus_client``) on ``METRICS_PORT``, off unless it is set.

What is counted, and where it is counted from:

* interactions by kind (command, click …) and outcome (answered, refused, failed), and the
  seconds from receiving each to having answered it: :class:`~bot.replies.Seen`, which
  every interaction passes once;
* the tables this process holds in memory by mode and status (live games, async games,
  lobbies) and the timers pending: read when scraped;
* REST requests by route and status, and 429s by route and scope: aiohttp's request trace
  on discord.py's session (a route is the path with its ids and tokens taken out, so
  a server's channels do not each make a series);
* each store call's seconds and the database errors by call and reason: the store's parts
  seen through :class:`Observed`;
* each shard's gateway latency: read when scraped.

``/healthz`` answers 200 when the database answers a read within 2 s and every shard of
this process is connected, 503 otherwise, with a JSON body that says which.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import json
import logging
import re
import time
from typing import Callable

import aiohttp
from aiohttp import web
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from .store import Conflict, Unavailable

log = logging.getLogger(__name__)

#: Seconds from receiving an interaction to having answered it (Discord allows 3).
ANSWER_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0)
DB_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
#: Ids and tokens in a REST path: ``/channels/123/messages/456`` → ``/channels/{id}/messages/{id}``.
_IDS = re.compile(r"/\d{5,}")
_TOKENS = re.compile(r"/(interactions|webhooks)/\{id\}/[^/]+")


def route_of(method: str, path: str) -> str:
    """A REST request's route: its method and path without ids, tokens or the API prefix."""
    path = _IDS.sub("/{id}", path.split("?", 1)[0])
    path = _TOKENS.sub(r"/\1/{id}/{token}", path)
    path = re.sub(r"^.*?/api(/v\d+)?", "", path)
    return f"{method} {path}"


class Metrics:
    """Every family the bot exports, in a registry of its own (tests run several bots)."""

    def __init__(self) -> None:
        self.registry = r = CollectorRegistry()
        self.interactions = Counter("coup_interactions", "Interactions taken, by kind and outcome",
                                    ["kind", "outcome"], registry=r)
        self.answer_seconds = Histogram("coup_answer_seconds", "Seconds from receiving an interaction to "
                                        "having answered it", ["kind"], buckets=ANSWER_BUCKETS, registry=r)
        self.rest_requests = Counter("coup_rest_requests", "REST requests to Discord, by route and status",
                                     ["route", "status"], registry=r)
        self.rest_429 = Counter("coup_rest_429", "REST requests answered 429, by route and scope",
                                ["route", "scope"], registry=r)
        self.db_seconds = Histogram("coup_db_seconds", "Seconds of each store call (a move's write "
                                    "included), by call", ["call"], buckets=DB_BUCKETS, registry=r)
        self.db_errors = Counter("coup_db_errors", "Store calls that failed, by call and reason",
                                 ["call", "reason"], registry=r)
        self.timers = Gauge("coup_timers_pending", "Deadlines, computer moves and reminders waiting",
                            registry=r)
        self._tables: Callable[[], list] = list
        self._shards: Callable[[], dict[int, float | None]] = dict
        r.register(_Scraped(self))

    def read_from(self, *, tables: Callable[[], list], shards: Callable[[], dict[int, float | None]],
                  timers: Callable[[], int]) -> None:
        """Where the values read at each scrape come from (the bot's parts, once made)."""
        self._tables, self._shards = tables, shards
        self.timers.set_function(timers)

    def answered(self, kind: str, outcome: str, seconds: float) -> None:
        self.interactions.labels(kind, outcome).inc()
        self.answer_seconds.labels(kind).observe(seconds)

    def trace(self) -> aiohttp.TraceConfig:
        """A trace for discord.py's HTTP session: every request's route and status."""
        config = aiohttp.TraceConfig()

        async def ended(session, context, params: aiohttp.TraceRequestEndParams) -> None:
            route = route_of(params.method, params.url.path)
            status = params.response.status
            self.rest_requests.labels(route, str(status)).inc()
            if status == 429:
                scope = params.response.headers.get("X-RateLimit-Scope") or (
                    "global" if params.response.headers.get("X-RateLimit-Global") else "user")
                self.rest_429.labels(route, scope).inc()

        config.on_request_end.append(ended)
        return config

    def latest(self) -> bytes:
        return generate_latest(self.registry)


class _Scraped:
    """The values read when scraped: tables in memory, shard latencies."""

    def __init__(self, metrics: Metrics):
        self._m = metrics

    def collect(self):
        tables = GaugeMetricFamily("coup_tables", "Tables this process holds in memory (live and async games, "
                                   "lobbies), by mode and status", labels=["mode", "status"])
        counts: dict[tuple[str, str], int] = {}
        for table in self._m._tables():
            key = (table.mode, table.status)
            counts[key] = counts.get(key, 0) + 1
        for mode in ("live", "async"):
            for status in ("lobby", "running"):
                tables.add_metric([mode, status], counts.get((mode, status), 0))
        yield tables
        latency = GaugeMetricFamily("coup_shard_latency_seconds", "Each shard's gateway heartbeat latency",
                                    labels=["shard"])
        for shard, seconds in sorted(self._m._shards().items()):
            if seconds is not None:
                latency.add_metric([str(shard)], seconds)
        yield latency


class Observed:
    """A part of the store seen by the metrics: each call timed, each failure counted (a
    conflict is a refused write, not a fault: counted apart, as reason "conflict")."""

    def __init__(self, part, name: str, metrics: Metrics):
        self._part, self._name, self._metrics = part, name, metrics

    def __getattr__(self, attr: str):
        value = getattr(self._part, attr)
        if not inspect.iscoroutinefunction(value):
            return value
        call = f"{self._name}.{attr}"
        seconds = self._metrics.db_seconds.labels(call)
        errors = self._metrics.db_errors

        @functools.wraps(value)
        async def observed(*args, **kwargs):
            began = time.perf_counter()
            try:
                return await value(*args, **kwargs)
            except Unavailable as e:
                errors.labels(call, e.reason).inc()
                raise
            except Conflict:
                errors.labels(call, "conflict").inc()
                raise
            finally:
                seconds.observe(time.perf_counter() - began)

        setattr(self, attr, observed)   # made once per method
        return observed


class HealthServer:
    """``/healthz`` and ``/metrics`` over HTTP, in the bot's own event loop."""

    def __init__(self, metrics: Metrics, *, check_database: Callable, shards: Callable[[], dict[int, bool]],
                 host: str, port: int):
        self._metrics = metrics
        self._check_database = check_database   # an async read; raises if the database does not answer
        self._shards = shards                   # shard id -> connected
        self._host, self._port = host, port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._health)
        app.router.add_get("/metrics", self._scrape)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self._host, self._port).start()
        log.info("health and metrics on http://%s:%d/healthz and /metrics", self._host, self._port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _scrape(self, request: web.Request) -> web.Response:
        return web.Response(body=self._metrics.latest(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _health(self, request: web.Request) -> web.Response:
        try:
            await asyncio.wait_for(self._check_database(), 2.0)
            database = "ok"
        except Exception as e:   # whatever the database says, said in the answer
            database = " ".join(str(e).split()) or type(e).__name__
        shards = self._shards()
        ok = database == "ok" and bool(shards) and all(shards.values())
        body = {"ok": ok, "database": database,
                "shards": {str(k): "connected" if v else "disconnected" for k, v in sorted(shards.items())}}
        return web.json_response(body, status=200 if ok else 503, dumps=json.dumps)


class ObservedStore:
    """The store with each of its parts seen through :class:`Observed`."""

    PARTS = ("gateway", "tables", "shown", "records", "standings", "social", "guilds", "reminders", "privacy")

    def __init__(self, store, metrics: Metrics):
        self._store = store
        for name in self.PARTS:
            setattr(self, name, Observed(getattr(store, name), name, metrics))

    def __getattr__(self, attr: str):
        return getattr(self._store, attr)
