"""Coup in a group DM, through a user's install of the app (issue 37): the bot is no member of
the channel, so everything it shows rides on interactions — answers, and follow-ups of at most
5 an interaction for 15 minutes — and a decision whose time is up is settled at the next click."""

from __future__ import annotations

import asyncio
import re

from tests.bot.clock import FakeClock
from tests.bot.harness import bot_in_process
from tests.bot.players import Table, autoplay


def no_rest_in(fd, channel) -> None:
    """The bot never reached the channel itself: no request to it, no refusal."""
    assert not [path for _, path in fd.server.request_log if f"/channels/{channel.id}" in path]
    assert not fd.errors, fd.errors
    for m in fd.messages(channel):
        assert m.interaction_id is not None, m   # every message: an answer or a follow-up


async def open_game(fd, group, host, others):
    lobby = (await (await fd.invoke_slash(host, group, "coup new", mode="live")).response()).message
    for user in others:
        await (await fd.click(user, lobby, label="Join")).response()
    await (await fd.click(host, lobby, label="Start")).response()
    t = Table(fd, group)
    await t.waiting_for("choose your action")
    return t


async def test_a_whole_game_in_a_group_dm(fd, db_path):
    alice, bob, carol = fd.user("alice"), fd.user("bob"), fd.user("carol")
    fd.install_app(alice)   # only alice added the app: bob and carol play through her install
    group = fd.add_group_dm(alice, bob, carol)
    async with bot_in_process(fd, db_path, seed=9) as bot:
        asked = await fd.invoke_slash(alice, group, "coup rules")
        first, differs = await asked.response(), await asked.followup(0)
        assert first.ephemeral and first.body.startswith("**Coup — reference card**")
        assert differs.ephemeral and differs.body.startswith("**In a group DM or a DM between friends**")
        refused = await (await fd.invoke_slash(alice, group, "coup new", mode="async")).response()
        assert refused.ephemeral and refused.body.startswith("Outside a server only live games")

        t = await open_game(fd, group, alice, [bob, carol])
        assert "time that runs out is settled at the next click" in t.turn_message().body

        def over():
            return any(m.body.startswith("🏆") for m in fd.messages(group))

        await autoplay(fd, group, [alice, bob, carol], until=over, timeout=90,
                       turn_label=lambda labels: "Tax" if "Tax" in labels else "Income")
        table = await bot.store.tables.latest_in_channel(group.id)
        assert table.status == "finished" and table.guild_id == 0
        turns = table.state["turn_no"]
        bodies = [m.body for m in fd.messages(group)]
        assert [int(n) for b in bodies for n in re.findall(r"\*\*Turn (\d+)\*\*", b)] == list(range(1, turns + 1))
        no_rest_in(fd, group)


async def test_time_that_runs_out_in_a_group_dm_is_settled_at_the_next_click(fd, db_path):
    alice, bob = fd.user("alice"), fd.user("bob")
    fd.install_app(bob)
    group = fd.add_group_dm(alice, bob)
    clock = FakeClock()
    async with bot_in_process(fd, db_path, seed=2, clock=clock) as bot:
        t = await open_game(fd, group, bob, [alice])
        table = await bot.store.tables.in_channel(group.id)
        mover = {alice.id: alice, bob.id: bob}[table.players[bot.cache.game(table).turn].id]
        other = bob if mover is alice else alice
        before = t.turn_message().snapshot()
        await clock.advance(table.timings["turn"] + 5)   # the turn's time is up: no timer acts
        assert (await bot.store.tables.in_channel(group.id)).version == table.version
        assert t.turn_message().snapshot() == before
        # the other player's next click (any button) settles it, shows it, and says so
        answer = await t.click(other, "My cards")
        assert not answer.ephemeral
        assert f"⏰ {mover.name.capitalize()} ran out of time." in "\n".join(m.body for m in fd.messages(group))
        note = await fd.next_ephemeral(other, lambda m: "Time was up before your click" in m.body)
        assert note.ephemeral
        assert (await bot.store.tables.in_channel(group.id)).version > table.version
        no_rest_in(fd, group)


async def test_computers_play_on_in_a_group_dm_within_five_follow_ups_an_interaction(fd, db_path):
    """One person and five computers: the computers' turns ride on her last click's token, which
    posts 5 follow-ups at most; beyond that the turn message is shown in place, and what even
    that cannot show waits for her next command."""
    alice = fd.install_app(fd.user("alice"))
    group = fd.add_group_dm(alice)
    async with bot_in_process(fd, db_path, seed=21, computer_delay=0.01) as bot:
        lobby = (await (await fd.invoke_slash(alice, group, "coup new", mode="live")).response()).message
        for _ in range(5):
            await (await fd.invoke_slash(alice, group, "coup addbot", level="easy")).response()
        await (await fd.click(alice, lobby, label="Start")).response()

        async def finished():
            table = await bot.store.tables.latest_in_channel(group.id)
            return table.status == "finished"

        def over():
            return any(m.body.startswith("🏆") for m in fd.messages(group))

        playing = asyncio.ensure_future(autoplay(fd, group, [alice], until=over, timeout=120))
        try:
            end = asyncio.get_running_loop().time() + 120
            while not await finished():
                assert asyncio.get_running_loop().time() < end, "the computers did not finish the game"
                await asyncio.sleep(0.2)
            await asyncio.sleep(0.5)
            if not over():   # the end waits for an interaction: her next command shows it
                await (await fd.invoke_slash(alice, group, "coup status")).response()
        finally:
            playing.cancel()
        await fd.wait_for_message(group, lambda m: m.body.startswith("🏆"), timeout=10)
        assert all(len(i.followup_ids) <= 5 for i in fd.server.interactions.values())
        no_rest_in(fd, group)
