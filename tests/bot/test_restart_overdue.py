"""After a restart, an async game whose reminders and deadline came due while the bot was down
(issue 34, defect 4): the timeout is applied and its new turn drawn, even when the deadline
changes the table while a reminder is being posted in the channel.

Seen from outside as 1 channel in 6 in 4 runs of 6: the timeout stored, the reminder posted,
and the new turn never drawn (the old one kept its buttons until the game's next change). The
moment is made certain here rather than waited for by repeating runs: the fake Discord holds
the reminder's post, and the deadline's question to Discord (has the member left the server?)
until that post is under way; the post goes on once the timeout is stored."""

from __future__ import annotations

import asyncio
import time

from tests.bot import chaoskit as K
from tests.bot.players import start_game
from tests.bot.test_kills import scene  # noqa: F401  (the fixture)
from tests.bot.waiting import until

#: An async game whose turn lasts 10.8 s (3 h × 0.001): reminders at 5.4 s and 9.7 s.
SCALE = {"COUP_TIME_SCALE": "0.001"}


def posts_reminder(method, path, body) -> bool:
    return K.new_message(method, path) and "⏰" in K.content_of(body)


def asks_for_a_member(method, path, body) -> bool:
    return method == "GET" and "/members/" in path


async def test_an_overdue_timeout_is_drawn_while_an_overdue_reminder_is_being_posted(fd, scene):
    guild, peek, gate = scene.guild, scene.peek, scene.gate
    await scene.up(**SCALE)
    await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="async", hours=1)
    await scene.caught_up()
    row = peek.in_channel(guild.channel.id)
    await scene.down()
    await asyncio.sleep(max(0.0, row.deadline - time.time()) + 0.5)   # all came due meanwhile
    reminder = gate.hold(posts_reminder)
    question = gate.hold(asks_for_a_member)
    await scene.up(**SCALE)
    assert await reminder.wait(15), "the overdue reminder was not posted"
    assert await question.wait(15), "the overdue deadline did not fire"
    question.release()   # the timeout is applied while the reminder's post is under way
    await until(lambda: peek.in_channel(guild.channel.id).version > row.version, "the timeout stored", timeout=10)
    reminder.release()
    moved = peek.in_channel(guild.channel.id)
    assert moved.turn_no == 2 and "timeout" in [e["kind"] for e in peek.events(row.id)]
    report = await scene.caught_up(timeout=10)   # turn 2 drawn, turn 1 closed
    assert report.ok
    assert not K.tracebacks(scene.log)
