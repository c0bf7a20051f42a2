"""Health and load for whoever runs the bot: with ``METRICS_PORT`` set, ``python -m bot``
answers ``/healthz`` and ``/metrics`` (Prometheus' text format) while it plays, and with
``LOG_FORMAT=json`` it logs one JSON object a line."""

from __future__ import annotations

import asyncio
import json
import socket

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from tests.bot.harness import bot_process
from tests.bot.players import start_game
from tests.fakediscord import FakeDiscord


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def samples(text: str) -> dict[tuple, float]:
    """Every sample of a scrape: (name, sorted labels) -> value."""
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def value(found: dict, name: str, **labels) -> float | None:
    return found.get((name, tuple(sorted(labels.items()))))


async def wait_for(check, timeout: float, what: str):
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        result = await check()
        if result:
            return result
        assert loop.time() < end, f"waited {timeout} s for {what}"
        await asyncio.sleep(0.1)


async def test_healthz_and_metrics_are_scraped_during_a_game_and_logs_are_json(db_path, tmp_path):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = tmp_path / "bot.log"
    # heartbeats every half second, so each shard has a measured latency soon
    async with FakeDiscord(heartbeat_interval_ms=500) as fd, aiohttp.ClientSession() as http:
        guild = fd.add_guild("Coup Club", members=4)
        alice, bob, carol, dave = guild.members
        async with bot_process(fd, db_path, log, METRICS_PORT=str(port), LOG_FORMAT="json",
                               COUP_TIME_SCALE="100"):
            async with http.get(f"{base}/healthz") as r:
                assert r.status == 200, await r.text()
                assert await r.json() == {"ok": True, "database": "ok", "shards": {"0": "connected"}}

            t = await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
            refused = await t.click(dave, "Income")   # not a player of this game
            assert refused.ephemeral and "between other players" in refused.body

            async def scraped():
                async with http.get(f"{base}/metrics") as r:
                    assert r.status == 200 and r.headers["Content-Type"].startswith("text/plain")
                    found = samples(await r.text())
                done = sum(v for k, v in found.items() if k[0] == "coup_interactions_total")
                return found if done == 5 and value(found, "coup_shard_latency_seconds", shard="0") is not None \
                    else None

            found = await wait_for(scraped, 10, "five interactions done and a shard latency in /metrics")
            # /coup new, two Joins, Start: answered; Dave's click: refused
            assert value(found, "coup_interactions_total", kind="command", outcome="answered") == 1
            assert value(found, "coup_interactions_total", kind="click", outcome="answered") == 3
            assert value(found, "coup_interactions_total", kind="click", outcome="refused") == 1
            assert value(found, "coup_answer_seconds_count", kind="click") == 4
            assert value(found, "coup_answer_seconds_bucket", kind="click", le="3.0") == 4
            assert value(found, "coup_tables", mode="live", status="running") == 1
            assert value(found, "coup_tables", mode="live", status="lobby") == 0
            assert value(found, "coup_timers_pending") >= 1   # the turn's deadline
            assert value(found, "coup_rest_requests_total", route="POST /interactions/{id}/{token}/callback",
                         status="200") == 5
            assert value(found, "coup_db_seconds_count", call="tables.save") >= 3   # the joins and the deal
            assert value(found, "coup_db_errors_total", call="tables.save", reason="conflict") is None
            assert 0 <= value(found, "coup_shard_latency_seconds", shard="0") < 1

        lines = [line for line in log.read_text().splitlines() if line.strip()]
        records = [json.loads(line) for line in lines]   # every line is one JSON object
        assert all({"time", "level", "logger", "message"} <= set(r) for r in records)
        assert any(r["logger"] == "bot.metrics" and f":{port}/healthz" in r["message"] for r in records)
        assert any(r["message"].startswith("stopped on SIGTERM") for r in records)
