"""Twenty games at once through the fake Discord, rate limits on, `python -m bot` in its own
process: nothing dropped, nothing reordered, every click answered in time, no 429 on the
global limit, and at most two new channel messages per turn.

The players are bench/loadplay.py's (3–6 people a game, plausible moves, private choices in
the ephemeral), clicking 20–100 ms after they see a decision.
"""

from __future__ import annotations

import asyncio
import random
import time


from bench.loadplay import CoupPlayers, Monitor, Stats, is_turn_message
from bot import cardart, render
from bot.i18n import words
from bot.store.sqlite import SqliteStore
from bot.tables.change import compact
from tests.bot import chaoskit as K
from tests.bot.harness import bot_in_process, bot_process
from tests.bot.players import art, start_game
from tests.fakediscord import FakeDiscord
from tests.fakediscord.payloads import walk_components

GAMES = 20
MEMBERS = 6
THINK = (0.02, 0.1)
MAX_TURNS = 40          # a bound in case a game drags on; most end well before
PUBLIC_CREATES = ("create", "followup", "callback")


def body_lines(content: str) -> list[str]:
    """A turn message's log lines: without the mentions above it and the waiting line below."""
    lines = content.split("\n")
    while lines and lines[0].startswith("<@"):
        lines = lines[1:]
    text = "\n".join(lines)
    if "\n\n" in text:   # a running turn: the log, a blank line, what the game waits for
        text = text.rsplit("\n\n", 1)[0]
    return [ln for ln in text.split("\n") if ln]


def log_of(message) -> str:
    """A turn message's first text (a stored message or a record of one): the mentions and the
    turn's log (the board and what the game waits for come after, in their own texts)."""
    texts = [c["content"] for c in walk_components(message.payload.get("components") or []) if c.get("type") == 10]
    return texts[0] if texts else message.body


def matches(shown: list[str], expected: list[str]) -> bool:
    """The shown log is the expected one (or its tail, when a long turn was cut with '…')."""
    if "…" in shown:
        tail = shown[shown.index("…") + 1:]
        return shown[:1] == expected[:1] and expected[len(expected) - len(tail):] == tail
    return shown == expected


def turns_of(events) -> list[list]:
    """A game's public events split by turn, as the bot keeps them (the opening joins turn 1)."""
    turns: list[list] = []
    current: list = []
    for e in events:
        if e.to is not None:
            continue
        if e.kind == "turn" and any(r.kind == "turn" for r in current):
            turns.append(current)
            current = []
        current.append(e)
    if current:
        turns.append(current)
    return turns


async def test_twenty_games_at_once_nothing_dropped_or_late(tmp_path):
    started = time.monotonic()
    stats = Stats()
    async with FakeDiscord(rate_limits="enforce") as fd:
        guilds = [fd.add_guild(f"Load {i}", members=[f"g{i}p{j}" for j in range(MEMBERS)]) for i in range(GAMES)]
        monitor = Monitor(fd.server, stats)
        db_path = tmp_path / "coup.sqlite3"
        async with bot_process(fd, db_path, tmp_path / "bot.log"):
            players = [CoupPlayers(fd, monitor, g.channel, g.members, rng=random.Random(i), think=THINK,
                                   games=1, max_turns=MAX_TURNS, stuck_after=10.0, shown_timeout=3.0)
                       for i, g in enumerate(guilds)]
            stats.start(asyncio.get_running_loop().time())
            # a bound for a hang, not a speed target (bench/bot_load.py measures speed): the
            # games alone took 30-50 s beside two tournaments, and a stuck game says so itself
            await asyncio.wait_for(asyncio.gather(*(p.run() for p in players)), 150)
            await fd.settle_interactions()   # each answered, or past Discord's 3 s
            unanswered = fd.unanswered()
            late = list(fd.late_interactions)
        played_s = time.monotonic() - started

        assert stats.unanswered == 0 and not unanswered, f"interactions never answered: {unanswered[:5]}"
        assert not late, f"interactions answered after 3 s: {late[:5]}"
        assert fd.ratelimits.rejected.get("global", 0) == 0, fd.ratelimits.summary()
        assert stats.stuck == 0, f"{stats.stuck} games stopped moving"
        # each click was made on the latest state the channel showed, and its result showed up
        assert stats.refused == 0, f"clicks refused: {stats.refusals}"
        assert stats.not_shown == 0, f"{stats.not_shown} clicks whose result the channel did not show within 3 s"

        store = await SqliteStore.open(db_path)
        cardart.use({card: art(fd, card) for card in cardart.PICTURES})   # the bot's card pictures
        try:
            checked_turns = 0
            for g in guilds:
                channel = g.channel
                table = await store.tables.in_channel(channel.id)
                if table is None:
                    row = await store.db.one("SELECT id FROM tables WHERE channel_id=? AND status='finished'",
                                             (channel.id,))
                    table = await store.tables.get(row[0])
                w = words(table.locale)
                names = render.names_of(w, table.players)
                expected = [render.log_lines(w, [compact(e) for e in turn], names)
                            for turn in turns_of(await store.tables.game_events(table.id))]

                records = [r for r in fd.records if r.channel_id == channel.id and not r.ephemeral]
                created = [r for r in records if r.kind in PUBLIC_CREATES and r.response_type in (None, 4)]
                turn_ids = [r.message_id for r in created if is_turn_message(r.body)]

                # every turn shown once, in order, with every move of it (nothing dropped)
                shown = [body_lines(log_of(fd.server.messages[m])) for m in turn_ids]
                assert len(shown) == len(expected), (
                    f"#{channel.name} of {g.name}: {len(expected)} turns stored, {len(shown)} turn messages")
                for n, (s, e) in enumerate(zip(shown, expected), 1):
                    assert matches(s, e), f"{g.name} turn {n}: the channel shows\n{s}\nbut the game logged\n{e}"
                checked_turns += len(expected)

                # each turn message only ever grew (nothing reordered, no older state after a newer)
                for mid in turn_ids:
                    versions = [body_lines(log_of(r)) for r in records if r.message_id == mid and r.kind != "delete"]
                    for before, after in zip(versions, versions[1:]):
                        if "…" in before or "…" in after:
                            continue
                        assert after[:len(before)] == before, (
                            f"{g.name}: message {mid} went from\n{before}\nto\n{after}")

                # at most two new channel messages per turn (the turn message and one more)
                per_turn: dict[int, int] = {}
                turn = 0
                for r in created:
                    if is_turn_message(r.body):
                        turn += 1
                    if turn:
                        per_turn[turn] = per_turn.get(turn, 0) + 1
                worst = max(per_turn.values(), default=0)
                assert worst <= 2, f"{g.name}: new messages per turn {per_turn}"
        finally:
            await store.close()
            cardart.forget()

    print(f"\n{GAMES} games, {checked_turns} turns, {stats.clicks} clicks in {played_s:.1f} s; "
          f"{stats.games_finished} games played to their end; {fd.ratelimits.summary()}")
    assert checked_turns > GAMES * 5


async def test_a_click_the_moment_a_turn_is_posted_is_shown(tmp_path):
    """Players who click as soon as a new turn message appears (no think time): every
    click's result reaches the channel, and no click is refused as out of date."""
    stats = Stats()
    async with FakeDiscord(rate_limits="enforce") as fd:
        guilds = [fd.add_guild(f"Fast {i}", members=[f"f{i}p{j}" for j in range(MEMBERS)]) for i in range(10)]
        monitor = Monitor(fd.server, stats)
        async with bot_process(fd, tmp_path / "coup.sqlite3", tmp_path / "bot.log"):
            players = [CoupPlayers(fd, monitor, g.channel, g.members, rng=random.Random(i), think=0.0,
                                   games=1, max_turns=12, shown_timeout=3.0) for i, g in enumerate(guilds)]
            stats.start(asyncio.get_running_loop().time())
            tasks = [asyncio.create_task(p.run()) for p in players]
            await asyncio.wait(tasks, timeout=15)
            monitor.stopped = True
            for t in tasks:
                t.cancel()
            await asyncio.wait(tasks, timeout=5)
    assert stats.clicks > 100
    assert stats.not_shown == 0 and stats.refused == 0, (
        f"{stats.not_shown} clicks never shown within 3 s; refusals: {stats.refusals}")


async def test_429s_are_waited_out_and_nothing_is_lost_or_reordered(fd, db_path):
    """Discord answers 429 with Retry-After far more than it would: a global limit of 2
    requests a second and tight per-channel buckets, while six games run on the clock
    alone (nobody clicks: every update after the start must go out by REST). discord.py
    waits each 429 out; the bot must not lose or reorder an update, nor pile up tasks while
    it waits: every turn ends up shown once, in order, and each game's end once."""
    limiter = fd.ratelimits
    limiter.global_limit = 2
    for bucket in ("channel_messages_post", "channel_messages_patch", "interaction_webhook"):
        limiter.specs[bucket] = (2, 2.0, "user")
    guilds = [fd.add_guild(f"Slow {i}", members=3) for i in range(6)]
    peek = K.Peek(db_path)
    try:
        async with bot_in_process(fd, db_path, seed=3, time_scale=0.02):   # a 30 s turn lasts 0.6 s
            for g in guilds:
                await start_game(fd, g.channel, g.members[0], g.members[1:], mode="live")
            loop = asyncio.get_running_loop()
            end, most_tasks = loop.time() + 90, 0
            while True:
                most_tasks = max(most_tasks, len(asyncio.all_tasks()))
                rows = [peek.in_channel(g.channel.id) for g in guilds]
                reports = [K.check_channel(fd.messages(g.channel), row, fd.bot_user.id)
                           for g, row in zip(guilds, rows)]
                if all(row.status == "finished" for row in rows) and all(r.ok for r in reports):
                    break
                assert loop.time() < end, [r.problems for r in reports]
                await asyncio.sleep(0.1)
        assert sum(limiter.rejected.values()) > 0, "no 429 was answered: the test did not test"
        for g in guilds:
            turns = [K.turn_of(m) for m in fd.messages(g.channel) if K.turn_of(m) is not None]
            assert turns == sorted(turns) and turns == list(range(1, len(turns) + 1)), turns
            assert len([m for m in fd.messages(g.channel) if K.is_game_over(m)]) == 1
        assert most_tasks < 60, f"{most_tasks} tasks at once while waiting out 429s"
        print(f"\n429s answered: {dict(limiter.rejected)}; most tasks at once: {most_tasks}; "
              f"turns shown: {[len([m for m in fd.messages(g.channel) if K.turn_of(m)]) for g in guilds]}")
    finally:
        peek.close()
