"""Many async games side by side in one channel, each in its own thread, with
``python -m bot`` as its own process: lobbies stay in the channel and link to their
threads, one person sits in two games at once, a reminder is posted and then deleted, and a
reminder that comes due while the bot is down is sent once when it is back. A deleted
thread abandons its game, as a deleted channel does.

Time runs fast here: COUP_TIME_SCALE makes an async hour last 4.3 s of real time.
"""

import signal

from bot.store.sqlite import SqliteStore
from tests.bot.harness import start_bot_process, stop
from tests.bot.players import Table, new_lobby
from tests.bot.stores import closed_after
from tests.fakediscord import Permissions
from tests.bot.waiting import until

SCALE = 0.0012  # hours=4: a 12 h turn lasts 52 s; its reminders come at 26 s and 47 s


def reminders(fd, channel):
    return [m for m in fd.messages(channel) if "⏰ Reminder" in m.body]


async def open_in_thread(fd, channel, host, guest):
    answer = await (await fd.invoke_slash(host, channel, "coup new", mode="async", hours=4, thread=True)).response()
    lobby = await fd.wait_for_message(channel, lambda m: m.body.startswith("**Coup lobby**")
                                      and m.id not in open_in_thread.seen)
    open_in_thread.seen.add(lobby.id)
    thread_id = int(lobby.body.split("<#", 1)[1].split(">", 1)[0])
    await (await fd.click(guest, lobby, label="Join")).response()
    await (await fd.click(host, lobby, label="Start")).response()
    thread = fd.server.channels[thread_id]
    await Table(fd, thread).waiting_for("choose your action")
    return answer, lobby, thread


async def test_two_async_games_in_two_threads_with_reminders_and_a_restart(fd, db_path, tmp_path):
    open_in_thread.seen = set()
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    coup = guild.channel
    log = tmp_path / "bot.log"
    env = {"COUP_TIME_SCALE": str(SCALE), "COUP_SEED": "3"}
    proc = await start_bot_process(fd, db_path, log, **env)
    try:
        await fd.wait_until_ready(timeout=15)
        _, lobby1, thread1 = await open_in_thread(fd, coup, alice, bob)
        _, lobby2, thread2 = await open_in_thread(fd, coup, alice, carol)  # alice sits in both games
        assert {t.id for t in fd.threads(coup)} == {thread1.id, thread2.id}
        assert thread1.parent_id == coup.id and thread2.parent_id == coup.id
        for lobby, thread in ((lobby1, thread1), (lobby2, thread2)):
            # The lobby message says the game started once the game's first turn is drawn.
            shown = await fd.wait_for_message(coup, lambda m: m.id == lobby.id and m.body.startswith("**Coup** · async"))
            assert f"<#{thread.id}>" in shown.body
            assert shown.labels == []
        # The games are played in their threads; the channel keeps only the lobbies.
        assert not any("**Turn" in m.body for m in fd.messages(coup))
        listed = await (await fd.invoke_slash(alice, coup, "coup games")).response()
        assert f"/{thread1.id}/" in listed.body and f"/{thread2.id}/" in listed.body

        # Kill the bot before the first reminders are due, and move them into the past while it is
        # down (rather than waiting for them): they are sent once it is back, and only they are due.
        import time
        proc.send_signal(signal.SIGKILL)
        await proc.wait()
        async with closed_after(await SqliteStore.open(db_path)) as store:
            table1, table2 = await store.tables.in_channel(thread1.id), await store.tables.in_channel(thread2.id)
            for t in (table1, table2):
                rows = await store.db.all("SELECT id, due FROM reminders WHERE table_id=? AND sent_at IS NULL ORDER BY due",
                                          (t.id,))
                assert len(rows) == 2 and rows[0][1] > time.time()
                await store.db.execute("UPDATE reminders SET due=? WHERE id=?", (time.time() - 1, rows[0][0]))
        assert reminders(fd, thread1) == reminders(fd, thread2) == []
        proc = await start_bot_process(fd, db_path, log, **env)
        await fd.wait_until_ready(timeout=15)
        for thread in (thread1, thread2):
            await fd.wait_for_message(thread, lambda m: "⏰ Reminder" in m.body, timeout=10)
        async with closed_after(await SqliteStore.open(db_path)) as store:
            for t in (table1, table2):
                sent = await store.db.all("SELECT COUNT(*) FROM reminders WHERE table_id=? AND sent_at IS NOT NULL",
                                          (t.id,))
                assert sent[0][0] == 1
        assert len(reminders(fd, thread1)) == len(reminders(fd, thread2)) == 1  # once, not twice

        # The reminder in thread 1 mentions whoever is awaited, and goes once they act.
        (reminder,) = reminders(fd, thread1)
        awaited_id = int(reminder.body.split("<@", 1)[1].split(">", 1)[0])
        actor = next(u for u in (alice, bob) if u.id == awaited_id)
        t1 = Table(fd, thread1)
        await t1.act(actor, "Income")
        await t1.waiting_for("**Turn 2**")
        await fd.wait_for(lambda r: r.kind == "delete" and r.message_id == reminder.id, timeout=5)
        assert reminders(fd, thread1) == []

        # Deleting thread 1 abandons its game; thread 2 plays on.
        fd.delete_channel(thread1)
        async with closed_after(await SqliteStore.open(db_path)) as store:
            async def abandoned() -> bool:
                return (await store.tables.get(table1.id)).status == "cancelled"

            await until(abandoned, "the deleted thread's game to be abandoned")
            assert (await store.tables.get(table2.id)).status == "running"
    finally:
        await stop(proc)


async def test_a_thread_game_needs_the_permission_to_make_threads(fd, db_path, tmp_path):
    guild = fd.add_guild("Coup Club", members=2,
                         everyone_permissions=Permissions.EVERYONE_DEFAULT & ~Permissions.CREATE_PUBLIC_THREADS,
                         bot_permissions=Permissions.BOT_DEFAULT & ~Permissions.CREATE_PUBLIC_THREADS)
    alice, bob = guild.members
    proc = await start_bot_process(fd, db_path, tmp_path / "bot.log")
    try:
        await fd.wait_until_ready(timeout=15)
        refused = await (await fd.invoke_slash(alice, guild.channel, "coup new", thread=True)).response()
        assert refused.ephemeral
        assert refused.body == "I cannot host a game here: I need Create Public Threads in this channel."
        assert fd.threads(guild.channel) == []
        plain = await (await new_lobby(fd, alice, guild.channel)).response()
        assert not plain.ephemeral and plain.message.labels[0] == "Join"
    finally:
        await stop(proc)
