"""A clean stop: ``python -m bot`` told to stop (SIGTERM, as every deploy does; SIGINT, as
Ctrl-C does) while games are being played answers every interaction it received, commits
it, stops its timers and its hard computers' search process, closes the database, logs
one line and exits 0 within 10 s, leaving no process of its own behind."""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import time
from pathlib import Path

import pytest

from bench.loadplay import CoupPlayers, Monitor, Stats
from tests.bot import chaoskit as K
from tests.bot.harness import bot_in_process, start_bot_process, stop
from tests.bot.players import forfeit, start_game
from tests.fakediscord import FakeDiscord
from tests.bot.waiting import until

GAMES = 6


def descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (children, theirs, …), from /proc."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").exists() and ") Z " not in Path(f"/proc/{pid}/stat").read_text()


def this_game(messages: list) -> list:
    """The messages of the channel's latest game (its players play one game after another)."""
    overs = [n for n, m in enumerate(messages) if K.is_game_over(m)]
    if overs and overs[-1] == len(messages) - 1:   # the latest game is over
        overs = overs[:-1]
    return messages[overs[-1] + 1:] if overs else messages


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_stop_under_load_answers_every_click_and_leaves_no_process(tmp_path, signum):
    """Six games clicked as fast as their players can, and two hard computers playing each
    other (their searches in the bot's search process): the signal comes mid-load. Every
    interaction the bot received is answered, the bot exits 0 within 10 s with one line
    saying so, every process it started is gone (the search worker and multiprocessing's
    resource tracker included, with no "leaked semaphore" warning), and every move it
    answered is in the database."""
    stats = Stats()
    db_path, log = tmp_path / "coup.sqlite3", tmp_path / "bot.log"
    async with FakeDiscord(rate_limits="enforce") as fd:
        guilds = [fd.add_guild(f"Stop {i}", members=[f"s{i}p{j}" for j in range(4)]) for i in range(GAMES)]
        arena = fd.add_guild("Computers", members=1)
        monitor = Monitor(fd.server, stats)
        proc = await start_bot_process(fd, db_path, log, COUP_COMPUTER_DELAY="0.05")
        try:
            await fd.wait_until_ready(timeout=20)
            (human,) = arena.members
            await start_game(fd, arena.channel, human, [], wait=False)   # a lobby, to seat computers in
        except BaseException:
            await stop(proc)
            raise
        try:
            for _ in range(2):
                added = await (await fd.invoke_slash(human, arena.channel, "coup addbot", level="hard")).response()
                assert "hard computer" in added.body, added.body
            lobby = next(m for m in fd.messages(arena.channel) if "Start" in m.labels)
            await (await fd.click(human, lobby, label="Start")).response()
            await fd.wait_for_message(arena.channel, lambda m: "**Turn 1**" in (m.body or ""), timeout=10)
            await forfeit(fd, human, arena.channel)   # the computers play on by themselves

            players = [CoupPlayers(fd, monitor, g.channel, g.members, rng=random.Random(i), think=(0.0, 0.02),
                                   players=(3, 4), games=None, stuck_after=30.0, shown_timeout=5.0)
                       for i, g in enumerate(guilds)]
            stats.start(asyncio.get_running_loop().time())
            playing = [asyncio.create_task(p.run()) for p in players]
            await until(lambda: stats.clicks >= 60, "the players' first 60 clicks", timeout=30)
            # the hard computers have searched: their process and multiprocessing's resource tracker run
            await until(lambda: len(descendants(proc.pid)) >= 2, "the search process to start", timeout=20)
            children = descendants(proc.pid)
            signalled = time.monotonic()
            proc.send_signal(signum)
            code = await asyncio.wait_for(proc.wait(), 15)
            took = time.monotonic() - signalled
            monitor.stopped = True
            await asyncio.gather(*playing, return_exceptions=True)   # clicks with no bot connected fail
        finally:
            await stop(proc)

        text = log.read_text()
        assert code == 0, text[-3000:]
        assert took < 10, f"the bot took {took:.1f} s to stop"
        said = re.search(r"stopped on (\w+) in [\d.]+ s: (\d+) interactions answered in all, (\d+) unanswered", text)
        assert said and said[1] == signal.Signals(signum).name, text[-2000:]
        taken, unanswered = int(said[2]), int(said[3])
        assert unanswered == 0
        # What the bot took, Discord saw answered; the only clicks without an answer are those
        # still on their way when the gateway closed (Discord tells the clicker that the
        # interaction failed, as while no process serves it): at most one per player.
        answered = [i for i in fd.server.interactions.values() if i.first_callback_at is not None]
        lost = [i for i in fd.server.interactions.values() if i.first_callback_at is None]
        print(f"\n{taken} interactions taken and answered, {len(lost)} lost on the way as the gateway closed; "
              f"stopped in {took:.2f} s")
        assert len(answered) == taken
        assert len(lost) <= sum(len(p.players) for p in players)
        assert not fd.late_interactions, f"answered after Discord's 3 s: {fd.late_interactions[:3]}"
        left = {pid for pid in children if alive(pid)}
        assert not left, f"processes of the bot still running after it exited: {left}"
        assert "leaked semaphore" not in text and "resource_tracker" not in text, text[-2000:]
        assert K.tracebacks(log) == []

        # every answer was committed and shown: each channel shows its table as stored
        peek = K.Peek(db_path)
        try:
            for g in guilds:
                report = K.check_channel(this_game(fd.messages(g.channel)), peek.in_channel(g.channel.id),
                                         fd.bot_user.id)
                assert report.ok, (g.name, report.problems)
        finally:
            peek.close()


async def test_a_stop_cancels_an_interaction_that_outlasts_its_wait_before_closing_the_database(fd, db_path):
    """An interaction whose answer hangs (here a database write that never returns) does
    not keep the bot from stopping within the deploy's 10 s, nor is the database closed
    under it: it is cancelled first, and the stop says it went unanswered."""
    guild = fd.add_guild("Hang", members=1)
    (member,) = guild.members
    order: list[str] = []
    async with bot_in_process(fd, db_path) as bot:
        store, close = bot.store, bot.store.close

        async def hangs(user_id: int, how: str) -> None:
            try:
                await asyncio.Event().wait()
            except asyncio.CancelledError:
                order.append("interaction cancelled")
                raise

        async def closed() -> None:
            order.append("database closed")
            await close()

        store.guilds.set_notify, store.close = hangs, closed
        await fd.invoke_slash(member, guild.channel, "coup notify", how="dm")
        await until(lambda: bot.seen.answering == 1, "the bot to take the interaction", timeout=10)
        asked = time.monotonic()
        bot.stop(signal.SIGTERM)
        await asyncio.wait_for(bot.shut.wait(), 15)
        took = time.monotonic() - asked
    assert order == ["interaction cancelled", "database closed"]
    assert took < 9, f"the stop took {took:.1f} s"
