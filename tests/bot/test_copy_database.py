"""``python -m bot copy-database``: a SQLite file with games in every state, copied into
PostgreSQL; the game in progress goes on there through the bot's services under the same
table id (every posted button keeps working), its events continue, and a second copy is
refused unless --replace."""

import asyncio
import sys
from pathlib import Path

from bot.store import Shown
from engine import Move
from engine.rng import SplitMix
from tests.bot.services import services
from tests.bot.stores import fetch

ROOT = Path(__file__).resolve().parents[2]
GUILD, CHANNEL = 5, 50
TABLES = ("meta", "guild_settings", "departed_guilds", "member_prefs", "seasons", "series", "tables", "shown", "events", "reminders",
          "results", "series_results", "standings")


async def copy_database(*args: str) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "copy-database", *args, cwd=str(ROOT),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 120)
    return proc.returncode, out.decode(), err.decode()


async def running(svc, channel: int, players: int = 3, mode: str = "live", **options):
    table = await svc.lobbies.open(GUILD, channel, 1, "p1", mode, **options)
    for user in range(2, players + 1):
        await svc.lobbies.join(table.id, user, f"p{user}")
    return (await svc.lobbies.start(table.id, 1)).table


async def everything(store, columns: dict[str, list[str]]) -> dict:
    """Every row of every table (but the start-up probe's), column by column, in one order."""
    return {t: sorted(await fetch(store, f"SELECT {', '.join(names)} FROM {t}"),
                      key=lambda row: [(v is None, v) for v in row])
            for t, names in columns.items() if t != "meta"}


async def sqlite_columns(store) -> dict[str, list[str]]:
    """The columns of each table (SQLite's ``new_events`` is only ever the last move's, in flight)."""
    return {t: sorted(r[1] for r in await fetch(store, f"PRAGMA table_info({t})") if r[1] != "new_events")
            for t in TABLES}


async def test_a_game_in_progress_goes_on_in_postgresql_after_the_copy(db_path, postgres_url):
    async with services(db_path, rng_factory=lambda: SplitMix(3)) as svc:
        # a finished game (results, standings, a season), a series under way, an async game
        # with its reminders, a lobby, members' and a server's choices, what channels show
        done = await running(svc, CHANNEL + 1, 2)
        await svc.forfeit(done.id, 2)
        series = await running(svc, CHANNEL + 2, 2, series=True)
        await svc.forfeit(series.id, 1)
        await running(svc, CHANNEL + 3, 3, "async")
        await svc.lobbies.open(GUILD, CHANNEL + 4, 1, "p1")
        await svc.store.guilds.set_notify(2, "dm")
        await svc.store.guilds.save_settings(GUILD, {"mode": "async"}, by=1)
        table = await running(svc, CHANNEL, 3)
        for _ in range(2):
            fresh = await svc.get(table.id)
            await svc.move(table.id, fresh.players[svc.game(fresh).turn].id, lambda g, s: [Move(s, "income")])
        await svc.store.shown.save(Shown(table.id, version=4, message_id=123456789012345678, message_turn=2))
        before = await svc.store.tables.get(table.id)
        events = await svc.store.tables.events(table.id)
        columns = await sqlite_columns(svc.store)
        rows = await everything(svc.store, columns)
        newest = max(table_id for table_id, in await fetch(svc.store, "SELECT id FROM tables"))
        assert rows["reminders"] and rows["results"] and rows["series"] and rows["standings"]

    code, out, err = await copy_database("--from", str(db_path), "--to", postgres_url)
    assert code == 0, err
    lines = out.strip().splitlines()
    assert len(lines) <= 5 and "Every table holds as many rows as the file" in out
    assert f"tables {len(rows['tables'])}" in lines[1] and f"events {len(rows['events'])}" in lines[1]

    async with services(postgres_url, rng_factory=lambda: SplitMix(3)) as pg:
        assert await everything(pg.store, columns) == rows   # every row, ids and all
        assert await pg.store.tables.get(table.id) == before
        assert await pg.store.guilds.notify(2) == "dm"
        # the next move is accepted under the same table id, and its events follow the copied ones
        mover = before.players[pg.game(before).turn].id
        moved = await pg.move(table.id, mover, lambda g, s: [Move(s, "income")], before.prompt_no)
        assert moved.table.version == before.version + 1
        after = await pg.store.tables.events(table.id)
        assert after[:len(events)] == events and {e["version"] for e in after[len(events):]} == {moved.table.version}
        # new rows get ids after the copied ones
        lobby = await pg.lobbies.open(GUILD, CHANNEL + 9, 1, "p1")
        assert lobby.id == newest + 1

    code, out, err = await copy_database("--from", str(db_path), "--to", postgres_url)
    assert code == 3 and "already holds data" in err and "nothing was copied" in err and "--replace" in err
    code, out, err = await copy_database("--from", str(db_path), "--to", postgres_url, "--replace")
    assert code == 0, err
    async with services(postgres_url) as pg:
        assert await everything(pg.store, columns) == rows   # the file's rows again, the moves made since gone


async def test_a_missing_file_or_a_url_that_is_not_postgresql_is_refused(tmp_path, postgres_url):
    code, _, err = await copy_database("--from", str(tmp_path / "nothing.sqlite3"), "--to", postgres_url)
    assert code == 3 and "There is no SQLite file at" in err
    assert not (tmp_path / "nothing.sqlite3").exists()
    code, _, err = await copy_database("--from", str(tmp_path / "x.sqlite3"), "--to", str(tmp_path / "y.sqlite3"))
    assert code == 2 and "--to must be a postgresql:// URL" in err
