"""Bounded memory: a game nobody touches leaves the bot's memory, and its next click or
timer reads it again from the store and plays on as if it had never left."""

from __future__ import annotations

from tests.bot import chaoskit as K
from tests.bot.harness import bot_in_process
from tests.bot.players import start_game
from tests.bot.waiting import until


async def left_memory(bot, table_id: int, timeout: float = 5.0) -> None:
    await until(lambda: all(t.id != table_id for t in bot.cache.live()), "the idle table to leave memory", timeout)


async def test_an_idle_game_leaves_memory_and_its_next_click_and_timer_play_on(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    # decisions of 30 s become 3 s; a table untouched for 0.4 s leaves memory
    async with bot_in_process(fd, db_path, idle_seconds=0.4, time_scale=0.1) as bot:
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="live")
        peek = K.Peek(db_path)
        try:
            row = peek.in_channel(guild.channel.id)
            first = next(u for u in users if u.id == row.players[row.state["turn"]]["id"])
            await left_memory(bot, row.id)
            await t.act(first, "Income")             # a click on a game read back from the store
            await t.waiting_for("**Turn 2**")
            assert any(x.id == row.id for x in bot.cache.live())
            await left_memory(bot, row.id)
            # nobody acts: the deadline fires on a table that is not in memory (R50)
            await t.waiting_for("**Turn 3**", timeout=15)
            assert peek.in_channel(guild.channel.id).turn_no == 3
        finally:
            peek.close()
