"""Reformation and the Inquisitor through the real client (issue 28): whole games with each
option and with both, `python -m bot` as its own process against the fake Discord, played
through buttons as people do; no hidden or examined card in a public message or in another
player's ephemeral (R53, R87, R99); a restart in the middle of an Examine loses nothing."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from tests.bot import chaoskit as K
from tests.bot.harness import bot_process, start_bot_process, stop
from tests.bot.players import Table, awaited, start_game

#: Buttons that open a private decision on a turn message, in English.
DECISIONS = ("Choose my card", "Show or lose a card", "Choose cards to keep", "Pick my card",
             "Choose the card to show", "See the card and decide")
#: What a seat prefers to do on its turn (the first one its buttons allow), in a rotation.
PLANS = (("Embezzle", "Examine", "Convert", "Tax"), ("Examine", "Steal", "Exchange", "Income"),
         ("Convert", "Foreign aid", "Embezzle", "Income"), ("Tax", "Exchange", "Examine", "Assassinate"))


async def play_through(fd, channel, users, rng: random.Random, *, until, timeout=150.0, stop_at=None):
    """Play for ``users`` through the channel's buttons until ``until()`` holds (or the game
    waits on ``stop_at(message)``): each turn one of the seat's preferred actions, a challenge
    now and then, every private decision answered from its ephemeral."""
    t = Table(fd, channel)
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    turns = 0
    while not until():
        assert loop.time() < end, f"no end in sight; last: {t.turn_message().body[-300:]}"
        try:
            msg = t.turn_message()
        except AssertionError:   # before the first turn: the starter's faction choice (R71) has no turn title
            msg = next((m for m in reversed(fd.messages(channel)) if "Loyalist" in m.labels), None)
            if msg is None:
                await asyncio.sleep(0.02)
                continue
        if stop_at is not None and stop_at(msg):
            return msg
        people = awaited(msg.body, users) if msg.labels else []
        if not people:
            await asyncio.sleep(0.02)
            continue
        user = rng.choice(people)
        labels = [b["label"] for b in msg.buttons if not b.get("disabled")]
        try:
            if "Loyalist" in labels:
                await (await fd.click(user, msg, label=rng.choice(["Loyalist", "Reformist"]))).response()
            elif "choose your action" in msg.body.splitlines()[-1] or "must Coup" in msg.body:
                turns += 1
                plan = PLANS[turns % len(PLANS)]
                label = next((lbl for lbl in labels if lbl.startswith("Coup")), None) or next(
                    (lbl for want in plan for lbl in labels if lbl.startswith(want)), "Income")
                answer = await (await fd.click(user, msg, label=label)).response()
                if answer.ephemeral and answer.message.selects:
                    options = answer.message.selects[0]["options"]
                    await (await fd.select(user, answer.message, values=[rng.choice(options)["value"]])).response()
            elif "Challenge" in labels and rng.random() < 0.3:
                await (await fd.click(user, msg, label="Challenge")).response()
            elif "Allow" in labels:
                await (await fd.click(user, msg, label="Allow")).response()
            else:
                label = next(lbl for lbl in msg.labels if lbl in DECISIONS)
                opened = await (await fd.click(user, msg, label=label)).response()
                if opened.ephemeral and opened.message.selects:
                    sel = opened.message.selects[0]
                    values = [o["value"] for o in sel["options"]][: sel.get("min_values", 1)]
                    await (await fd.select(user, opened.message, values=values)).response()
                elif opened.ephemeral and opened.message.buttons:
                    await (await fd.click(user, opened.message, label=rng.choice(opened.message.labels))).response()
        except (LookupError, ValueError, PermissionError):
            pass
        await asyncio.sleep(0.01)


def examine_viewers(peek, table_id: int) -> tuple[set[int], set[int]]:
    """Who examined (saw a card) and who was examined (showed one), by user id."""
    row = peek.table(table_id)
    ids = [p["id"] for p in row.players]
    events = peek.events(table_id)
    actors = {ids[e["player"]] for e in events if e["kind"] == "show"}
    targets = {ids[e["target"]] for e in events if e["kind"] == "show"}
    return actors, targets


def check_privacy(fd, peek, table_id: int, channel) -> None:
    """No public text names a hidden card; only an examiner reads what was shown to them,
    only the examined reads what they showed (R53, R87, R99)."""
    public = [t for r in fd.records if not r.ephemeral and r.channel_id == channel.id for t in r.texts]
    assert not K.leaks(public, None, {}, public=True), K.leaks(public, None, {}, public=True)[:5]
    actors, targets = examine_viewers(peek, table_id)
    for r in fd.records:
        if not r.ephemeral:
            continue
        text = "\n".join(r.texts)
        if re.search(r"showed you\b", text):
            assert r.visible_to in actors, text
        if re.search(r"You showed (?!your )", text):   # a proof (of a card, or a hand) is public anyway
            assert r.visible_to in targets, text


@pytest.mark.parametrize("options", [{"reformation": True}, {"inquisitor": True},
                                     {"reformation": True, "inquisitor": True}],
                         ids=["reformation", "inquisitor", "both"])
async def test_r70_a_whole_expansion_game_through_the_real_client(fd, db_path, tmp_path, options):
    guild = fd.add_guild("Coup Club", members=4)
    users = guild.members
    peek = K.Peek(db_path)
    rng = random.Random(5)
    try:
        async with bot_process(fd, db_path, tmp_path / "bot.log", COUP_SEED="11"):
            t = await start_game(fd, guild.channel, users[0], users[1:], mode="live", **options, wait=False)
            row = peek.in_channel(guild.channel.id)
            assert row is not None
            lobby = next(m for m in fd.messages(guild.channel) if "Coup" in m.body)
            if options.get("reformation"):
                assert "Reformation" in lobby.body
            if options.get("inquisitor"):
                assert "Inquisitor" in lobby.body
            await play_through(fd, guild.channel, users, rng,
                               until=lambda: peek.table(row.id).status == "finished")
            await fd.wait_for_message(guild.channel, K.is_game_over, timeout=10)
            kinds = [e["kind"] for e in peek.events(row.id)]
            if options.get("reformation"):
                assert "faction" in kinds and ("embezzled" in kinds or "declare" in kinds)
            if options.get("inquisitor"):
                assert "show" in kinds, "no Examine was played"
            check_privacy(fd, peek, row.id, guild.channel)
            timed_out = [m.body for m in fd.messages(guild.channel) if "⏰" in (m.body or "")]
            assert not timed_out, f"played through buttons, yet a decision waited out its time: {timed_out[:2]}"
            assert not K.tracebacks(tmp_path / "bot.log")
    finally:
        peek.close()


async def test_r99_a_restart_in_the_middle_of_an_examine_loses_nothing(fd, db_path, tmp_path):
    """The Inquisitor has seen the card and must decide; the bot is killed and started again:
    the decision is still theirs, the same card is shown to them, and the game goes on."""
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    peek = K.Peek(db_path)
    rng = random.Random(2)
    log = tmp_path / "bot.log"
    proc = await start_bot_process(fd, db_path, log, COUP_SEED="3", COUP_TIME_SCALE="100")
    try:
        await fd.wait_until_ready(timeout=20)
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="live", inquisitor=True, wait=False)
        row = peek.in_channel(guild.channel.id)
        deciding = await play_through(
            fd, guild.channel, users, rng, until=lambda: peek.table(row.id).status == "finished",
            stop_at=lambda m: "See the card and decide" in m.labels)
        assert deciding is not None, "the game ended without an Examine"
        before = peek.events(row.id)
        shown = [e for e in before if e["kind"] == "shown"]
        actor_id = peek.table(row.id).players[shown[-1]["player"]]["id"]
        actor = next(u for u in users if u.id == actor_id)
        await K.kill(proc)
        await fd.wait_disconnected(timeout=10)
        proc = await start_bot_process(fd, db_path, log, COUP_SEED="3", COUP_TIME_SCALE="100")
        await fd.wait_until_ready(timeout=20)
        assert peek.events(row.id) == before
        msg = t.turn_message()
        opened = await (await fd.click(actor, msg, label="See the card and decide")).response()
        assert opened.ephemeral and "showed you" in opened.body
        assert "Give it back" in opened.message.labels
        await (await fd.click(actor, opened.message, label="Give it back")).response()
        await fd.wait_for_message(guild.channel, lambda m: "gives" in m.body and "back" in m.body, timeout=10)
        kinds = [e["kind"] for e in peek.events(row.id)]
        assert kinds[:len(before)] == [e["kind"] for e in before] and "give_back" in kinds
        check_privacy(fd, peek, row.id, guild.channel)
    finally:
        peek.close()
        await stop(proc)
