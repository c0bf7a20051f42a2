"""A whole three-game series through Discord, with ``python -m bot`` as its own process,
killed (SIGKILL) between game 2 and game 3: the series goes on from the old Next game button,
the starter rotates (R60), and the end shows each game's winner and turns and who takes
the series (R61); /coup leaderboard, stats and history then read the results (R63)."""

import re
import signal

from bot.store.sqlite import SqliteStore
from engine.series import Series
from tests.bot.harness import start_bot_process, stop
from tests.bot.players import Table, autoplay
from tests.bot.stores import closed_after


async def kill(proc):
    proc.send_signal(signal.SIGKILL)
    await proc.wait()


def summaries(fd, channel):
    return [m for m in fd.messages(channel) if m.body.startswith("🏆")]


async def test_a_series_survives_a_kill_between_games(fd, db_path, tmp_path):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    ch = guild.channel
    log = tmp_path / "bot.log"
    proc = await start_bot_process(fd, db_path, log, COUP_SEED="5")
    try:
        await fd.wait_until_ready(timeout=15)
        lobby = (await (await fd.invoke_slash(alice, ch, "coup new", series=True)).response()).message
        assert "three-game series" in lobby.body
        await (await fd.click(bob, lobby, label="Join")).response()
        await (await fd.click(alice, lobby, label="Start")).response()
        t = Table(fd, ch)
        await t.waiting_for("choose your action")

        starters = []
        for game in (1, 2):
            first = t.turn_message()
            starters.append(re.search(r"\*\*Turn 1\*\* · (\w+)", first.body).group(1))
            await autoplay(fd, ch, [alice, bob], until=lambda g=game: len(summaries(fd, ch)) >= g, timeout=90)
            over = summaries(fd, ch)[-1]
            assert f"**Series** · {game} of 3 games played" in over.body
            assert over.labels == ["Next game", "Replay"]
            if game == 1:
                refused = await (await fd.click(bob, over, label="Next game")).response()
                assert refused.ephemeral and "Only the host" in refused.body
                await (await fd.click(alice, over, label="Next game")).response()
                await t.waiting_for("**Turn 1**")
        next_button = summaries(fd, ch)[-1]

        # SIGKILL between game 2 and game 3; nothing is lost.
        await kill(proc)
        async with closed_after(await SqliteStore.open(db_path)) as store:
            (series,) = [await store.records.get_series(1)]
            played = Series.from_dict(series.state)
            assert series.status == "running" and played.games_played == 2
        proc = await start_bot_process(fd, db_path, log, COUP_SEED="5")
        await fd.wait_until_ready(timeout=15)

        await (await fd.click(alice, next_button, label="Next game")).response()
        first = await t.waiting_for("**Turn 1**")
        starters.append(re.search(r"\*\*Turn 1\*\* · (\w+)", first.body).group(1))
        # R60: the starting seat moves one place clockwise each game (two seats: it alternates).
        assert starters[0] != starters[1] and starters[2] == starters[0]
        await autoplay(fd, ch, [alice, bob], until=lambda: len(summaries(fd, ch)) >= 3, timeout=90)
        end = summaries(fd, ch)[-1]
        for k in (1, 2, 3):
            assert re.search(rf"Game {k}: \*\*(Alice|Bob)\*\* won in \d+ turns\.", end.body)
        assert re.search(r"(takes the series|share the series)", end.body)
        assert end.labels == ["Replay"]
        assert [a["filename"].endswith(".png") for a in end.payload["attachments"]] == [True]

        async with closed_after(await SqliteStore.open(db_path)) as store:
            series = await store.records.get_series(1)
            played = Series.from_dict(series.state)
            games = await store.records.series_games(1)
        assert played.games_played == 3 and series.status in ("won", "shared")
        assert [g[1] for g in games] == [0, 1, 2] and all(g[6] == "finished" for g in games)

        # The standings read it back.
        board = await (await fd.invoke_slash(carol, ch, "coup leaderboard")).response()
        assert board.ephemeral and "Leaderboard · Season 1" in board.body
        assert f"<@{alice.id}>" in board.body and f"<@{bob.id}>" in board.body
        stats = await (await fd.invoke_slash(alice, ch, "coup stats")).response()
        assert "Games: 3" in stats.body and "Series: 1" in stats.body
        never = await (await fd.invoke_slash(alice, ch, "coup stats", member=carol)).response()
        assert never.body == "Carol has not finished a game on this server yet."
        history = await (await fd.invoke_slash(bob, ch, "coup history")).response()
        assert history.body.count("https://discord.com/channels/") == 3
        fd.assert_clean()
    finally:
        await stop(proc)
