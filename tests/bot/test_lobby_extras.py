"""Computer players in a lobby, a rematch after a game (R54), the demo."""

import multiprocessing
import re

from bot.demo import play as demo_play
from tests.bot.harness import bot_in_process
from tests.bot.players import Table, new_lobby, start_game, forfeit


async def test_computers_join_by_host_only_and_play_a_game_to_the_end():
    transcript, _ = await demo_play(seed=3)
    assert "Bot 1 (normal) 🤖" in transcript and "Bot 2 (easy) 🤖" in transcript
    assert re.search(r"🏆 .+ wins after \d+ turns", transcript)


async def test_addbot_refused_to_non_host_and_removebot(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    async with bot_in_process(fd, db_path):
        lobby = (await (await new_lobby(fd, alice, guild.channel)).response()).message
        refused = await (await fd.invoke_slash(bob, guild.channel, "coup addbot")).response()
        assert refused.ephemeral and refused.body == "Only the host can add computer players."
        added = await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="easy")).response()
        assert added.ephemeral and "easy" in added.body
        await fd.wait_for(lambda r: r.kind == "edit" and "🤖" in r.body)
        assert "Bot 1 (easy) 🤖" in fd.message(lobby).body
        await (await fd.invoke_slash(alice, guild.channel, "coup removebot")).response()
        await fd.wait_for(lambda r: r.kind == "edit" and r.message_id == lobby.id
                          and "🤖" not in r.body)
        none_left = await (await fd.invoke_slash(alice, guild.channel, "coup removebot")).response()
        assert none_left.body == "There is no computer player in this lobby."


async def test_rematch_same_players_winner_starts(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    async with bot_in_process(fd, db_path, seed=11) as bot:
        await start_game(fd, guild.channel, alice, [bob])
        left = await forfeit(fd, alice, guild.channel)
        assert left.body == "You forfeited the game."
        over = await fd.wait_for_message(guild.channel, lambda m: m.body.startswith("🏆"))
        assert "Bob wins" in over.body and over.labels == ["Rematch", "Replay"]
        refused = await (await fd.click(bob, over, label="Rematch")).response()
        assert refused.ephemeral and refused.body == "Only the host can start a rematch."
        rematch_lobby = (await (await fd.click(alice, over, label="Rematch")).response()).message
        assert "rematch" in rematch_lobby.body and "1. Alice" in rematch_lobby.body and "2. Bob" in rematch_lobby.body
        await (await fd.click(alice, rematch_lobby, label="Start")).response()
        turn = await fd.wait_for_message(guild.channel, lambda m: "**Bob** starts" in m.body)
        assert "**Turn 1** · Bob" in turn.body  # the winner starts (R6)
        assert turn.id > over.id
        table = await bot.store.tables.in_channel(guild.channel.id)
        assert table.rematch_of is not None and bot.cache.game(table).coins == [2, 1]  # R4


async def test_cancelling_a_lobby_says_so_on_the_lobby_message(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    async with bot_in_process(fd, db_path):
        lobby = (await (await new_lobby(fd, alice, guild.channel)).response()).message
        done = await (await fd.invoke_slash(alice, guild.channel, "coup cancel")).response()
        assert not done.ephemeral and done.body == "Alice cancelled the lobby."
        await fd.wait_for(lambda r: r.kind == "edit" and r.message_id == lobby.id)
        assert "was cancelled" in fd.message(lobby).body and fd.message(lobby).labels == []
        # The channel is free for a new lobby.
        again = await (await new_lobby(fd, bob, guild.channel)).response()
        assert again.message.labels == ["Join", "Leave", "Start", "Cancel"]


async def test_async_lobby_chooses_its_hours_and_pings_who_may_answer(fd, db_path):
    import time
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    async with bot_in_process(fd, db_path, seed=2) as bot:
        refused = await (await fd.invoke_slash(users[0], guild.channel, "coup new", mode="live", hours=2)).response()
        assert refused.body == "`hours` is for async games; live games answer in seconds."
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="async", hours=2)
        table = await bot.store.tables.in_channel(guild.channel.id)
        assert abs(table.deadline - (time.time() + 6 * 3600)) < 60  # a turn waits 3 × 2 h
        actor = users[bot.cache.game(table).turn]
        await t.act(actor, "Tax")
        await t.waiting_for("Challenge or allow")
        table = await bot.store.tables.get(table.id)
        assert abs(table.deadline - (time.time() + 2 * 3600)) < 60
        # The edit notified nobody, so the two who may challenge are pinged (async).
        ping = await fd.wait_for_message(guild.channel, lambda m: "Challenge or allow" in m.body
                                         and m.body.startswith("<@"))
        others = [u for u in users if u is not actor]
        assert all(f"<@{u.id}>" in ping.body for u in others)
        assert f"<@{actor.id}>" not in ping.body


async def test_computers_play_an_expansion_game_to_the_end_the_hard_one_in_its_own_process(fd, db_path):
    """Issue 28: computers seated in a game with Reformation and the Inquisitor (factions,
    Convert, Embezzle, the one-card Exchange, Examine) play it to the end once the only human
    has left; none of their decisions fails and waits out a deadline. Issue 29: ``/coup addbot
    hard``; its decisions play games out (up to 200 ms each), so they run in a process of their
    own, never on the event loop's interpreter lock."""
    guild = fd.add_guild("Coup Club", members=1)
    (alice,) = guild.members
    async with bot_in_process(fd, db_path, seed=7):
        before = set(multiprocessing.active_children())
        lobby = (await (await fd.invoke_slash(alice, guild.channel, "coup new", reformation=True,
                                              inquisitor=True)).response()).message
        await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="easy")).response()
        added = await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="hard")).response()
        assert added.ephemeral and added.body == "Added a hard computer player."
        await fd.wait_for(lambda r: r.kind == "edit" and "Bot 2 (hard) 🤖" in r.body)
        assert "Bot 1 (easy) 🤖" in fd.message(lobby).body
        await (await fd.click(alice, lobby, label="Start")).response()
        await Table(fd, guild.channel).waiting_for("Turn", timeout=10)
        await forfeit(fd, alice, guild.channel)
        over = await fd.wait_for_message(guild.channel, lambda m: m.body.startswith("🏆"), timeout=90)
        assert re.search(r"Bot [12] \((easy|hard)\) wins\*\* after \d+ turns", over.body), over.body
        assert not any("ran out of time" in (m.body or "") for m in fd.messages(guild.channel)), \
            "a computer's decision failed and its deadline played for it"
        assert set(multiprocessing.active_children()) - before, "the hard computer's searches ran in this process"


async def test_r62_a_series_already_abandoned_is_not_offered_to_be_left_again(fd, db_path):
    """Issue 33, item 7: once a player has left a series, the others' /coup leave still offered
    "Leave the whole series", which then answered "This series is over"; the series lobby said
    "(2–10 players)"."""
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    ch = guild.channel
    async with bot_in_process(fd, db_path, seed=5):
        lobby = (await (await fd.invoke_slash(alice, ch, "coup new", series=True)).response()).message
        assert "(2–6 players for a series)" in lobby.body and "2–10" not in lobby.body
        for user in (bob, carol):
            await (await fd.click(user, lobby, label="Join")).response()
        await (await fd.click(alice, lobby, label="Start")).response()
        await Table(fd, ch).waiting_for("choose your action")
        asked = await (await fd.invoke_slash(alice, ch, "coup leave")).response()
        assert asked.message.labels == ["Forfeit this game", "Leave the whole series"]
        left = await (await fd.click(alice, asked.message, label="Leave the whole series")).response()
        assert left.body == "You left the series."
        await fd.wait_for_message(ch, lambda m: "left the series" in (m.body or ""))
        asked = await (await fd.invoke_slash(bob, ch, "coup leave")).response()
        assert asked.ephemeral and asked.message.labels == ["Forfeit this game"], asked.body
        assert "series" not in asked.body
