"""Async play across a server, with a clock the test moves by hand (no real sleeping):
reminders at half time and shortly before the deadline, in the channel or by DM; "more time"
(R55); the server's settings; and /coup games."""

import asyncio

from tests.bot.clock import FakeClock
from tests.bot.harness import bot_in_process
from tests.bot.players import Table, new_lobby, start_game
from tests.bot.waiting import until

HOUR = 3600


async def settle(fd, seconds=0.3):
    """Let the bot finish what the last step started (its answers and channel updates)."""
    await asyncio.sleep(seconds)


def is_reminder(m) -> bool:
    """A reminder in the channel: the first of a decision, or its last (issue 24, item 13)."""
    return "⏰ Reminder" in m.body or "⏰ Last reminder" in m.body


def reminders(fd, channel):
    return [m for m in fd.messages(channel) if is_reminder(m)]


async def test_reminders_at_half_time_and_before_the_deadline_one_at_a_time(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2) as bot:
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="async", hours=2)
        table = await bot.cache.in_channel(guild.channel.id)
        actor = users[bot.cache.game(table).turn]
        # A turn waits 3 × 2 h = 6 h: reminders at 3 h and at 6 h − min(1 h, 36 min) = 5 h 24 min.
        assert table.deadline == clock.now() + 6 * HOUR
        assert await bot.store.reminders.count(table.id) == 2
        await clock.advance(3 * HOUR - 60)
        await settle(fd)
        assert reminders(fd, guild.channel) == []
        await clock.advance(61)
        first = await fd.wait_for_message(guild.channel, lambda m: "⏰ Reminder" in m.body)
        assert first.body.startswith(f"<@{actor.id}>") and "choose your action" in first.body
        assert [u["id"] for u in first.payload["mentions"]] == [str(actor.id)]  # it notifies them
        await clock.advance(2 * HOUR + 24 * 60)
        second = await fd.wait_for_message(guild.channel, lambda m: is_reminder(m) and m.id != first.id)
        assert second.body.startswith(f"<@{actor.id}>\n⏰ Last reminder")   # it says it is the last
        assert "⏰ Reminder" in first.body
        await settle(fd)
        assert fd.message(first).deleted  # the next reminder replaces it: never two at once
        assert [m.id for m in reminders(fd, guild.channel)] == [second.id]
        # The decision is taken: the reminder goes, and the next decision has its own.
        await t.act(actor, "Tax")
        await t.waiting_for("Challenge or allow")
        await settle(fd)
        assert fd.message(second).deleted and reminders(fd, guild.channel) == []
        table = await bot.cache.get(table.id)
        others = {u.id for u in users if u is not actor}
        rows = await bot.store.db.all("SELECT user_id, due FROM reminders WHERE table_id=? AND sent_at IS NULL",
                                      (table.id,))
        assert {r[0] for r in rows} == others  # one per member who may still answer
        assert sorted({r[1] for r in rows}) == [clock.now() + HOUR, clock.now() + 2 * HOUR - 12 * 60]
        # The decision taken, its reminders are kept no longer, sent ones included (PRIVACY.md).
        sent = await bot.store.db.all("SELECT COUNT(*) FROM reminders WHERE sent_at IS NOT NULL OR prompt_no <> ?",
                                      (table.prompt_no,))
        assert sent[0][0] == 0


async def test_a_reminder_by_direct_message_when_a_member_asks_for_it(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=2)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2) as bot:
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="async", hours=1)
        table = await bot.cache.in_channel(guild.channel.id)
        actor = users[bot.cache.game(table).turn]
        done = await (await fd.invoke_slash(actor, guild.channel, "coup notify", how="dm")).response()
        assert done.ephemeral and "direct message" in done.body
        await clock.advance(1.5 * HOUR)
        dm = await fd.next_dm(actor)
        assert dm.body.startswith("⏰ Reminder from **Coup Club**") and "choose your action" in dm.body
        await settle(fd)
        assert reminders(fd, guild.channel) == []  # not in the channel as well
        off = await (await fd.invoke_slash(actor, guild.channel, "coup notify", how="off")).response()
        assert "no reminders" in off.body
        await clock.advance(1.2 * HOUR)  # the second moment: nothing is sent
        await settle(fd)
        assert reminders(fd, guild.channel) == [] and len(fd.messages(fd.dm_channel(actor))) == 1
        assert t.turn_message().labels


async def test_two_reminders_by_direct_message_for_one_decision_say_which_is_the_last(fd, db_path):
    """Issue 24, item 13: a decision's two direct-message reminders came with identical words
    (and could come twice at one moment); now one each, the second saying it is the last."""
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=2)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2) as bot:
        await start_game(fd, guild.channel, users[0], users[1:], mode="async", hours=1)
        table = await bot.cache.in_channel(guild.channel.id)
        actor = users[bot.cache.game(table).turn]
        await (await fd.invoke_slash(actor, guild.channel, "coup notify", how="dm")).response()
        await clock.advance(1.5 * HOUR)
        first = await fd.next_dm(actor)
        await clock.advance(1.2 * HOUR)
        second = await fd.next_dm(actor)
        await settle(fd)
        dms = fd.messages(fd.dm_channel(actor))
        assert [m.id for m in dms] == [first.id, second.id]   # one per moment, no more
        assert first.body.startswith("⏰ Reminder from **Coup Club**")
        assert second.body.startswith("⏰ Last reminder from **Coup Club**")


async def test_r55_more_time_once_per_player_moves_the_deadline_by_the_window(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2) as bot:
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="live")
        table = await bot.cache.in_channel(guild.channel.id)
        actor = users[bot.cache.game(table).turn]
        other = next(u for u in users if u is not actor)
        before = table.deadline
        assert before == clock.now() + 90
        refused = await (await fd.click(other, t.turn_message(), label="More time")).response()
        assert refused.ephemeral and refused.body == "Only a player the game is waiting on can ask for more time."
        answer = await (await fd.click(actor, t.turn_message(), label="More time")).response()
        assert not answer.ephemeral and answer.type == 7  # the turn message itself shows it
        table = await bot.cache.get(table.id)
        assert table.deadline == before + 90  # R55: moved back by the full length again
        assert f"<t:{int(before + 90)}:R>" in t.turn_message().body
        assert f"⏳ {actor.name.capitalize()} asked for more time" in t.turn_message().body
        assert "More time" not in t.turn_message().labels  # nobody awaited may ask any more
        again = await (await fd.click(actor, t.turn_message(), label="My cards")).response()
        assert again.ephemeral
        # The old deadline passes: nothing happens; the new one times the turn out.
        await clock.advance(91)
        await settle(fd)
        assert (await bot.cache.get(table.id)).prompt_no == table.prompt_no
        await clock.advance(90)
        await t.waiting_for("**Turn 2**")
        assert f"⏰ {actor.name.capitalize()} ran out of time." in fd.messages(guild.channel)[-2].body
        # The others play their turns; at the actor's next decision, no more time for them (R55).
        for turn in (2, 3):
            now_actor = users[bot.cache.game(await bot.cache.get(table.id)).turn]
            assert "More time" in t.turn_message().labels  # the others have not used theirs
            await t.act(now_actor, "Income")
            await t.waiting_for(f"**Turn {turn + 1}**")
        assert users[bot.cache.game(await bot.cache.get(table.id)).turn] is actor
        assert "More time" not in t.turn_message().labels


async def test_more_time_is_not_offered_to_computers(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=1)
    (alice,) = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=1, computer_delay=1000) as bot:
        lobby = (await (await new_lobby(fd, alice, guild.channel)).response()).message
        await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="easy")).response()
        await (await fd.click(alice, lobby, label="Start")).response()
        t = Table(fd, guild.channel)
        await t.waiting_for("choose your action")
        table = await bot.cache.in_channel(guild.channel.id)
        if not table.players[bot.cache.game(table).turn].computer:  # alice starts: her turn, then the computer's
            assert "More time" in t.turn_message().labels
            await t.act(alice, "Income")
            await t.waiting_for("**Turn 2**")
        table = await bot.cache.get(table.id)
        assert table.players[bot.cache.game(table).turn].computer
        assert "More time" not in t.turn_message().labels  # R55: not for computer players
        refused = await (await fd.click(alice, t.turn_message(), label="My cards")).response()
        assert refused.ephemeral


async def test_settings_need_manage_server_and_take_lengths_in_bounds(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    async with bot_in_process(fd, db_path) as bot:
        ch = guild.channel
        refused = await (await fd.invoke_slash(bob, ch, "coup settings set", mode="async")).response()
        assert refused.body == "Only a member with Manage Server can do that."
        fd.grant_manage_guild(guild, alice)
        for value in ("5s", "73h", "soon", "0"):
            bad = await (await fd.invoke_slash(alice, ch, "coup settings set", async_window=value)).response()
            assert bad.ephemeral and f'`async_window`: "{value}" is not a length from 10s to 72h' in bad.body
        assert await bot.store.guilds.settings(guild.id) == {}
        ok = await (await fd.invoke_slash(alice, ch, "coup settings set", mode="async", async_window="2h30m",
                                          async_turn="72h", missed_turns=5)).response()
        assert ok.body.startswith("Saved.") and "Async: 2h30m to answer a claim, 72h for a turn" in ok.body
        shown = await (await fd.invoke_slash(bob, ch, "coup settings show")).response()
        assert "Mode: async" in shown.body and "before a forfeit: 5" in shown.body
        # A new game takes the defaults it did not choose.
        await start_game(fd, ch, bob, [alice])
        table = await bot.cache.in_channel(ch.id)
        assert table.mode == "async" and table.timings["window"] == 9000 and table.timings["turn"] == 72 * 3600
        assert bot.cache.game(table).max_missed_turns == 5
        # Only listed channels may host games once a list is set.
        other = fd.add_channel(guild, "elsewhere")
        await (await fd.invoke_slash(alice, ch, "coup settings channels", action="add", channel=ch)).response()
        there = await (await new_lobby(fd, bob, other)).response()
        assert there.ephemeral and f"<#{ch.id}>" in there.body
        # Another server's settings are its own.
        other_guild = fd.add_guild("Other", members=["zoe"])
        assert await bot.store.guilds.settings(other_guild.id) == {}


async def test_games_lists_every_game_and_lobby_and_mine_those_waiting_on_me(fd, db_path):
    guild = fd.add_guild("Coup Club", members=4)
    alice, bob, carol, dave = guild.members
    second = fd.add_channel(guild, "coup-2")
    third = fd.add_channel(guild, "coup-3")
    async with bot_in_process(fd, db_path, seed=3) as bot:
        await start_game(fd, guild.channel, alice, [bob], mode="async", hours=1)
        await start_game(fd, second, carol, [alice], mode="live")  # alice sits in two games at once
        lobby = (await (await new_lobby(fd, dave, third)).response()).message
        async def noted() -> bool:   # the bot notes its lobby message just after answering
            return (await bot.courier.shown(await bot.cache.in_channel(third.id))).lobby_message_id == lobby.id

        await until(noted, "the bot to note its lobby message")
        listed = await (await fd.invoke_slash(dave, guild.channel, "coup games")).response()
        assert listed.ephemeral and "**Games on this server** (3)" in listed.body
        assert listed.body.count("https://discord.com/channels/") == 3 and "Lobby" in listed.body
        assert listed.body.count("<t:") == 2
        waiting = []
        for table in bot.cache.live():
            if table.status == "running":
                game = bot.cache.game(table)
                waiting += [table.players[s].id for s in game.awaited]
        for user in (alice, bob, carol, dave):
            mine = await (await fd.invoke_slash(user, guild.channel, "coup games", mine=True)).response()
            n = waiting.count(user.id)
            if n:
                assert f"**Games waiting on you** ({n})" in mine.body
            else:
                assert mine.body == "No game is waiting on you."


async def test_a_closed_dm_falls_back_to_the_channel_and_is_logged_once(fd, db_path, caplog):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=2)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2) as bot:
        await start_game(fd, guild.channel, users[0], users[1:], mode="async", hours=1)
        table = await bot.cache.in_channel(guild.channel.id)
        actor = users[bot.cache.game(table).turn]
        await (await fd.invoke_slash(actor, guild.channel, "coup notify", how="dm")).response()
        fd.close_dms(actor)
        with caplog.at_level("INFO", logger="bot.reminders"):
            await clock.advance(1.5 * HOUR)
            first = await fd.wait_for_message(guild.channel, lambda m: "⏰ Reminder" in m.body)
            assert first.body.startswith(f"<@{actor.id}>")
            await clock.advance(1.2 * HOUR)
            await fd.wait_for_message(guild.channel, lambda m: is_reminder(m) and m.id != first.id)
        closed = [r for r in caplog.records if "direct message failed" in r.getMessage()]
        assert len(closed) == 1 and "50007" in closed[0].getMessage()  # logged once, not an error
        assert all(r.levelname != "ERROR" for r in caplog.records)
        assert (await bot.cache.get(table.id)).status == "running"


async def test_a_member_who_leaves_the_server_forfeits_at_their_next_decision(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2, member_events=True) as bot:
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="live")
        table = await bot.cache.in_channel(guild.channel.id)
        game = bot.cache.game(table)
        actor = users[game.turn]
        leaver = users[(game.turn + 1) % 3]
        fd.remove_member(guild, leaver)  # not their decision yet: nothing happens now
        await settle(fd)
        assert bot.cache.game(await bot.cache.get(table.id)).alive == [True, True, True]
        assert leaver.id in (await bot.cache.get(table.id)).departed
        await t.act(actor, "Income")  # their turn comes: they forfeit, and the channel says why
        await t.waiting_for("**Turn 3**")
        name = leaver.name.capitalize()
        assert f"🚪 {name} has left the server and forfeits." in fd.messages(guild.channel)[-2].body
        assert not bot.cache.game(await bot.cache.get(table.id)).alive[users.index(leaver)]


async def test_without_the_members_intent_a_leaver_forfeits_when_their_decision_times_out(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    async with bot_in_process(fd, db_path, clock=clock, seed=2) as bot:
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="live")
        table = await bot.cache.in_channel(guild.channel.id)
        actor = users[bot.cache.game(table).turn]
        fd.remove_member(guild, actor)  # the bot is not told (no members intent)
        await settle(fd)
        assert not (await bot.cache.get(table.id)).departed
        await clock.advance(91)  # their turn times out: the bot asks Discord, and they forfeit
        await t.waiting_for("**Turn 2**")
        assert f"🚪 {actor.name.capitalize()} has left the server and forfeits." in \
            fd.messages(guild.channel)[-2].body
