"""What a restart still got wrong (issue 24, items 1–4), each with ``python -m bot`` as its
own process, killed at the moment the defect needs and started again on the same database."""

from __future__ import annotations


from tests.bot import chaoskit as K
from tests.bot.test_bad_input import press_raw
from tests.bot.test_kills import Scene, scene, turn_order  # noqa: F401  (the fixture)
from tests.bot.players import start_game
from tests.bot.waiting import until


async def test_item1_a_computer_whose_turn_it_is_moves_at_once_after_a_restart(fd, scene):
    """Before: the start-up query looked for ``"computer": "`` in the players column, which
    orjson writes without the space, so no computer was found and the game waited out the
    turn (here a turn lasts 9,000 s) before charging the computer a missed turn."""
    guild, peek = scene.guild, scene.peek
    await scene.up(COUP_COMPUTER_DELAY="60")   # the computer thinks too long to move before the kill
    alice = guild.members[0]
    lobby = (await (await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")).response()).message
    await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="normal")).response()
    for _ in range(40):   # seeds vary: start until the computer is the one to move first
        await (await fd.click(alice, lobby, label="Start")).response()
        row = await until(lambda: peek.in_channel(guild.channel.id), "the game", timeout=5)
        if row.status == "running" and row.players[row.state["turn"]]["computer"]:
            break
        await (await fd.invoke_slash(alice, guild.channel, "coup cancel")).response()
        lobby = (await (await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")).response()).message
        await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="normal")).response()
    row = peek.in_channel(guild.channel.id)
    assert row.players[row.state["turn"]]["computer"] and row.state["turn_no"] == 1
    await scene.down()
    assert peek.in_channel(guild.channel.id).version == row.version   # it had not moved
    await scene.up()   # its usual quick thinking
    moved = await until(lambda: peek.in_channel(guild.channel.id).version > row.version, "the computer's move", timeout=10)
    assert moved
    kinds = [e["kind"] for e in peek.events(row.id)]
    assert "timeout" not in kinds, "the computer was charged a missed turn"


async def test_item2_a_lobby_killed_before_its_message_is_posted_at_start_up(fd, scene):
    """The lobby is stored, the bot dies before Discord has its answer: the restarted bot posts
    the lobby message (with working buttons) instead of leaving a lobby nobody can see."""
    guild, peek, gate = scene.guild, scene.peek, scene.gate
    alice, bob = guild.members[:2]
    await scene.up()
    held = gate.hold(K.answers_interaction())
    await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")
    assert await held.wait(10)
    await scene.down()
    held.release(drop=True)
    row = peek.in_channel(guild.channel.id)
    assert row.status == "lobby" and row.lobby_message_id is None and not fd.messages(guild.channel)
    await scene.up()
    lobby = await fd.wait_for_message(guild.channel, lambda m: "Join" in m.labels, timeout=10)
    assert "Alice" in lobby.body
    await (await fd.click(bob, lobby, label="Join")).response()
    await fd.wait_for_message(guild.channel, lambda m: m.id == lobby.id and "Bob" in m.body)
    assert peek.in_channel(guild.channel.id).lobby_message_id == lobby.id


async def test_item2_a_join_killed_before_its_answer_is_shown_after_a_restart(fd, scene):
    guild, peek, gate = scene.guild, scene.peek, scene.gate
    alice, bob = guild.members[:2]
    await scene.up()
    lobby = (await (await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")).response()).message
    await until(lambda: peek.in_channel(guild.channel.id).lobby_message_id == lobby.id, "the lobby's id", timeout=5)
    held = gate.hold(K.answers_interaction())
    await fd.click(bob, lobby, label="Join")
    assert await held.wait(10)
    await scene.down()
    held.release(drop=True)
    assert len(peek.in_channel(guild.channel.id).players) == 2 and "Bob" not in fd.message(lobby).body
    await scene.up()
    shown = await fd.wait_for_message(guild.channel, lambda m: m.id == lobby.id and "Bob" in m.body, timeout=10)
    assert "Join" in shown.labels


async def test_item3_a_click_during_the_redraw_after_a_restart_shows_its_own_buttons(fd, scene):
    """A channel is behind when the bot restarts; while the restart's redraw is reading the
    channel, a player answers the current prompt. The turn message must end with the buttons
    of the prompt the table is at, never the new prompt's text with an old step's buttons."""
    guild, peek, gate = scene.guild, scene.peek, scene.gate
    await scene.up()
    t, (A, B, C) = await scene.new_game()
    held = gate.hold(K.answers_interaction())
    await fd.click(A, t.turn_message(), label="Tax")   # committed, never shown: the channel is behind
    assert await held.wait(10)
    await scene.down()
    held.release(drop=True)
    row = peek.in_channel(guild.channel.id)
    assert row.state["step"] == "challenge"
    reading = gate.hold(lambda method, path, body: method == "GET" and path.endswith(f"/channels/{guild.channel.id}/messages"))
    await scene.up()
    assert await reading.wait(10)   # the redraw has begun and waits on the channel's history
    stale = fd.message(t.turn_message())
    ix = press_raw(fd, B, stale, f"coup:challenge:{row.id}:{row.prompt_no}")
    reading.release()
    answer = await ix.response(timeout=5)
    assert not answer.ephemeral, answer.body   # played, not refused
    await until(lambda: peek.in_channel(guild.channel.id).state["step"] == "prove", "the challenge", timeout=5)
    report = await scene.caught_up()
    row = peek.in_channel(guild.channel.id)
    current = fd.message(t.turn_message())
    ids = [b["custom_id"] for b in K.buttons_of(current.payload) if not b["custom_id"].startswith("coup:cards:")]
    assert ids and all(int(i.split(":")[3]) == row.prompt_no for i in ids), (ids, row.prompt_no)
    assert "must show" in current.body.splitlines()[-1], current.body
    assert report.ok


async def test_item4_a_channel_deleted_while_the_bot_is_down_is_abandoned_at_start_up(fd, scene):
    """Before: noticed only at the game's next deadline (hours in async), which first applied
    a timeout to a game nobody could see."""
    guild, peek = scene.guild, scene.peek
    await scene.up()
    alice, bob = guild.members[:2]
    gone = fd.add_channel(guild, "gone")
    await start_game(fd, gone, alice, [bob], mode="async", hours=1)
    kept = await start_game(fd, guild.channel, alice, [bob], mode="async", hours=1)
    gone_row = peek.in_channel(gone.id)
    # what the channels show is saved: nothing is behind at the restart (else the redraw
    # would find the channel gone, and the start-up check would not be what is tested)
    await K.nothing_behind(scene.db_path)
    await scene.down()
    fd.delete_channel(gone)
    await scene.up()
    await until(lambda: peek.table(gone_row.id).status == "cancelled", "the abandoned game", timeout=10)
    kinds = [e["kind"] for e in peek.events(gone_row.id)]
    assert "timeout" not in kinds and kinds[-1] == "table_cancelled"
    assert peek.in_channel(guild.channel.id).status == "running"   # the other game goes on
    await kept.act(alice if peek.in_channel(guild.channel.id).players[
        peek.in_channel(guild.channel.id).state["turn"]]["id"] == alice.id else bob, "Income")
    await kept.waiting_for("**Turn 2**")
