"""Hostile input, as a modified client or a replayed request sends it (issues 18 and 19):
forged slash options and custom_ids, a button id past SQLite's integers, a ``coup:`` id
arriving as a select, commands in a DM, unknown and missing subcommands, the same
interaction delivered twice, a removed button pressed as Discord sends it (with the
message as it is now, without that button), lobby buttons from another channel, another
server or a DM, and Manage Server of another server. Each must be answered with one
sentence, to that person only, and change nothing — not the database, not a public
message — and leave no traceback. A compact seeded fuzz (tests/bot/fuzzkit.py) closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import pytest

from tests.bot import chaoskit as K
from tests.bot.fuzzkit import Fuzzer, World
from tests.bot.harness import bot_in_process
from tests.bot.players import start_game

NOT_A_BUTTON = "This button is not part of any game the bot knows."
ELSEWHERE = "This button belongs to a game in another channel."
IN_A_DM = "Coup is played in a server channel, not in direct messages."
OUT_OF_DATE = "This prompt is out of date: the game has moved on."
UNKNOWN_COMMAND = ("I do not know that command. `/coup rules` has the game; the `/coup` menu lists the rest.",
                   "Discord is still updating this bot's commands; try again in a minute.",
                   "That is a group of commands: choose one of them (the `/coup` menu lists them).")
LEVEL = "`level` must be one of: `easy`, `normal`, `hard`."
HOURS = "`hours` must be a whole number from 1 to 72."


class Problems(logging.Handler):
    """Every log record of the bot that carries a traceback or says ERROR."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        if record.exc_info or record.levelno >= logging.ERROR:
            if not record.name.startswith("fakediscord"):
                self.records.append(record)

    def lines(self) -> list[str]:
        return [f"{r.name}: {r.getMessage()[:120]} {r.exc_info[1]!r}" if r.exc_info else f"{r.name}: {r.getMessage()[:160]}"
                for r in self.records]


@pytest.fixture
def problems():
    handler = Problems()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)


class Room:
    """A bot in process, two servers, and what must stay as it is."""

    def __init__(self, fd, bot, peek, problems):
        self.fd, self.bot, self.peek, self.problems = fd, bot, peek, problems

    def public(self, channels) -> dict:
        return {m.id: (m.body, repr(m.embeds), repr(m.components)) for ch in channels for m in self.fd.messages(ch)}

    async def refused(self, user, send, expected: str | tuple | None, *, channels=()) -> str:
        """``send()`` makes one interaction; it is answered once, ephemerally, with ``expected``
        (or any sentence if None), and nothing stored or public changes."""
        channels = list(channels) or [g.channel for g in self.fd.server.guilds.values()]
        before, shown, mark = self.peek.fingerprint(), self.public(channels), self.fd.mark()
        ix = await send()
        answer = await ix.response(timeout=3)
        await asyncio.sleep(0.15)
        assert answer.ephemeral, f"a public answer: {answer.body!r}"
        assert answer.body.strip(), "answered without a sentence"
        if isinstance(expected, tuple):
            assert answer.body in expected
        elif expected is not None:
            assert answer.body == expected
        assert "Something went wrong" not in answer.body
        said = [r for r in self.fd.records[mark:] if r.interaction_id == ix.id]
        assert len(said) == 1, f"answered {len(said)} times: {said}"
        assert self.peek.fingerprint() == before, "the database changed"
        assert self.public(channels) == shown, "a public message changed"
        assert self.problems.lines() == []
        return answer.body


@contextlib.asynccontextmanager
async def room(fd, db_path, problems):
    async with bot_in_process(fd, db_path, time_scale=1000) as bot:
        peek = K.Peek(db_path)
        try:
            yield Room(fd, bot, peek, problems)
        finally:
            peek.close()


def ids_on(message) -> dict[str, str]:
    return {b.get("label"): b["custom_id"] for b in message.buttons}


# ------------------------------------------------------------------ slash commands


SLASH_CASES = [
    ("coup addbot", {"level": "god"}, LEVEL),
    ("coup addbot", {"level": ""}, LEVEL),
    ("coup addbot", {"level": 5}, LEVEL),
    ("coup addbot", {"level": ["easy"]}, LEVEL),
    ("coup new", {"mode": "async", "hours": 1.5}, HOURS),
    ("coup new", {"mode": "async", "hours": "abc"}, HOURS),
    ("coup new", {"mode": "async", "hours": 0}, HOURS),
    ("coup new", {"mode": "async", "hours": 73}, HOURS),
    ("coup new", {"mode": "async", "hours": 10**30}, HOURS),
    ("coup new", {"mode": "async", "hours": True}, HOURS),
    ("coup new", {"mode": "turbo"}, "`mode` must be one of: `live`, `async`."),
    ("coup new", {"variant": 3}, "`variant` must be one of: `standard`, `draft`."),
    ("coup", {}, UNKNOWN_COMMAND),
    ("coup dance", {}, UNKNOWN_COMMAND),
]


async def test_forged_slash_options_are_answered_with_a_sentence_and_change_nothing(fd, db_path, problems):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    other = fd.add_channel(guild, "free")
    async with room(fd, db_path, problems) as r:
        await (await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")).response()
        for command, options, expected in SLASH_CASES:
            where = guild.channel if command == "coup addbot" else other
            await r.refused(alice, lambda: fd.invoke_slash_raw(alice, where, command, options), expected)
        # in a direct message: a sentence about DMs, not "this channel already has a lobby"
        dm = fd.dm_channel(bob, create=True)
        for command in ("coup new", "coup join", "coup start", "coup hand", "coup cancel"):
            await r.refused(bob, lambda: fd.invoke_slash_raw(bob, dm, command, {}), IN_A_DM,
                            channels=[guild.channel, other])


async def test_an_unknown_option_is_refused_not_ignored(fd, db_path, problems):
    """``/coup new foo:1`` is not a command Discord's client can send; the bot ignores the
    option it does not know and opens a lobby (found by bench/fuzz.py). Like a wrong value,
    an unknown option should be refused with a sentence naming it, and open nothing."""
    guild = fd.add_guild("Coup Club", members=2)
    alice = guild.members[0]
    async with room(fd, db_path, problems) as r:
        await r.refused(alice, lambda: fd.invoke_slash_raw(alice, guild.channel, "coup new", {"foo": 1}), None)


# ------------------------------------------------------------------ custom_ids


async def test_forged_custom_ids_are_answered_with_a_sentence_and_change_nothing(fd, db_path, problems):
    guild = fd.add_guild("Coup Club", members=4)
    away = fd.add_guild("Away", members=["uma", "vic"])
    alice, bob, carol, dave = guild.members
    uma = away.members[0]
    second = fd.add_channel(guild, "second")
    async with room(fd, db_path, problems) as r:
        t = await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
        await (await fd.invoke_slash(dave, second, "coup new", mode="live")).response()   # another table
        row = r.peek.in_channel(guild.channel.id)
        other = r.peek.in_channel(second.id)
        T, P = row.id, row.prompt_no
        mover = next(u for u in (alice, bob, carol) if u.id == row.players[row.state["turn"]]["id"])
        msg = t.turn_message()
        now = msg.snapshot()

        def press(user, cid, *, ctype=2, values=None, channel=None, guild_=None, message=None):
            kw = {} if guild_ is None else {"guild": guild_}
            return lambda: fd.raw_component(user, channel or guild.channel, cid, component_type=ctype, values=values,
                                            message=now if message is None else message, **kw)

        cases = [
            (f"coup:allow:{T}:18446744073709551616", NOT_A_BUTTON),
            (f"coup:act:9223372036854775808:{P}:income", NOT_A_BUTTON),     # past SQLite's integers
            (f"coup:act:18446744073709551616:{P}:income", NOT_A_BUTTON),
            (f"coup:act:-{T}:{P}:income", NOT_A_BUTTON),
            (f"coup:act:abc:{P}:income", NOT_A_BUTTON),
            (f"coup:act:{T}:{P}:income:extra", NOT_A_BUTTON),
            (f"coup:act:{T}:{P}::income", NOT_A_BUTTON),
            (f"coup:act:{T}:{P}:incomé", NOT_A_BUTTON),
            (f"coup:act:{T}:{P}:🃏", NOT_A_BUTTON),
            ("coup:act:" + f"{T}:{P}:".ljust(91, "9"), NOT_A_BUTTON),            # 100 characters
            (f"coup:nope:{T}:{P}:2", NOT_A_BUTTON),
            (f"coup:lobby:explode:{T}", NOT_A_BUTTON),
            ("coup:", NOT_A_BUTTON),
            (f"coupsel:keep:{T}:{P}", NOT_A_BUTTON),                          # a select's id as a button
            (f"coup:act:{other.id}:{other.prompt_no}:income", ELSEWHERE),     # another table's id here
        ]
        for cid, expected in cases:
            assert len(cid) <= 100
            await r.refused(mover, press(mover, cid), expected)
        # a coup: button id arriving as a select, with values
        await r.refused(mover, press(mover, ids_on(msg)["Income"], ctype=3, values=["0"]), NOT_A_BUTTON)
        await r.refused(mover, press(mover, ids_on(msg)["My cards"], ctype=3, values=["1", "2"]), NOT_A_BUTTON)
        # this game's button, from another channel, from another server, claiming another server
        await r.refused(mover, press(mover, ids_on(msg)["Income"], channel=second), ELSEWHERE)
        await r.refused(uma, press(uma, ids_on(msg)["Income"], channel=away.channel), ELSEWHERE)
        fd.add_member(away, mover)
        await r.refused(mover, press(mover, ids_on(msg)["Income"], guild_=away), ELSEWHERE)
        # from a direct message
        dm = fd.dm_channel(mover, create=True)
        await r.refused(mover, press(mover, ids_on(msg)["Income"], channel=dm, guild_=None), IN_A_DM)
        # the game is untouched and still plays
        assert r.peek.in_channel(guild.channel.id).version == row.version
        await t.act(mover, "Income")
        await t.waiting_for("**Turn 2**")


async def test_a_forged_log_page_id_does_not_rewrite_a_public_message(fd, db_path, problems):
    """``coup:log:<table>:<page>`` turns a page of the ephemeral game log. Sent on the
    public turn message (found by bench/fuzz.py), it replaces that message's text and
    buttons with a log page: anyone in the channel can wipe the game's buttons
    (bot/clicks.py ``_handle``, ``kind == "log"`` edits whatever message the click came on)."""
    guild = fd.add_guild("Coup Club", members=4)
    alice, bob, carol, dave = guild.members
    async with room(fd, db_path, problems) as r:
        t = await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
        T = r.peek.in_channel(guild.channel.id).id
        msg = t.turn_message()
        await r.refused(dave, lambda: fd.raw_component(dave, guild.channel, f"coup:log:{T}:1:on", message=msg.snapshot()),
                        None, channels=[guild.channel])


async def test_the_same_interaction_delivered_twice_is_answered_once(fd, db_path, problems):
    guild = fd.add_guild("Coup Club", members=4)
    alice, bob, carol, dave = guild.members
    async with room(fd, db_path, problems) as r:
        t = await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
        row = r.peek.in_channel(guild.channel.id)
        mover = next(u for u in (alice, bob, carol) if u.id == row.players[row.state["turn"]]["id"])
        before = len(r.peek.events(row.id))
        ix = await fd.click(mover, t.turn_message(), label="Income")
        fd.redeliver(ix)
        answer = await ix.response(timeout=3)
        assert not answer.ephemeral
        await t.waiting_for("**Turn 2**")
        await asyncio.sleep(0.3)
        declared = [e for e in r.peek.events(row.id)[before:] if e["kind"] == "declare"]
        assert len(declared) == 1, "the move was applied twice"
        assert ix.callback_attempts == 1, f"answered {ix.callback_attempts} times"
        # a refusal delivered twice, too, and a slash command
        ix = await fd.click(dave, t.turn_message(), label="My cards")
        fd.redeliver(ix)
        await ix.response(timeout=3)
        ix2 = await fd.invoke_slash(dave, guild.channel, "coup status")
        fd.redeliver(ix2)
        await ix2.response(timeout=3)
        await asyncio.sleep(0.3)
        assert ix.callback_attempts == 1 and ix2.callback_attempts == 1
        assert [e for e in fd.errors if (e.get("body") or {}).get("code") == 40060] == []
        assert problems.lines() == []


async def test_a_removed_button_is_out_of_date_as_discord_sends_it(fd, db_path, problems):
    """Discord sends a click with the message as it is now. After the turn moved on, the
    turn's old message has no buttons; a click that was in flight (a double click, a slow
    client) arrives with that message, without the button pressed."""
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    async with room(fd, db_path, problems) as r:
        t = await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
        row = r.peek.in_channel(guild.channel.id)
        by_id = {u.id: u for u in guild.members}
        A, B, C = (by_id[row.players[(row.state["turn"] + i) % 3]["id"]] for i in range(3))
        turn1 = t.turn_message()
        income = ids_on(turn1)["Income"]
        await t.act(A, "Income")
        await t.waiting_for("**Turn 2**")
        assert not fd.message(turn1.id).buttons
        for user in (A, B):   # the double click, and a player whose turn it is now
            await r.refused(user, lambda: fd.raw_component(user, guild.channel, income,
                                                           message=fd.message(turn1.id).snapshot()), OUT_OF_DATE)
        # a challenge window that closed: the Allow of the one who closed it, pressed twice
        await t.act(B, "Tax")
        window = await t.waiting_for("Challenge or allow")
        allow = ids_on(window)["Allow"]
        await t.click(C, "Allow")
        first = await fd.click(A, fd.message(window.id), label="Allow")
        await first.response(timeout=3)
        await t.waiting_for("**Turn 3**")
        await r.refused(A, lambda: fd.raw_component(A, guild.channel, allow,
                                                    message=fd.message(window.id).snapshot()), OUT_OF_DATE)
        assert [e["kind"] for e in r.peek.events(row.id)].count("allow") == 2


# ------------------------------------------------------------------ lobbies and other servers


async def test_lobby_buttons_answer_only_in_their_own_channel(fd, db_path, problems):
    guild = fd.add_guild("Coup Club", members=4)
    away = fd.add_guild("Away", members=["uma", "vic"])
    alice, bob, carol, dave = guild.members
    uma = away.members[0]
    fd.grant_manage_guild(away, uma)
    fd.add_member(away, alice)
    second = fd.add_channel(guild, "second")
    async with room(fd, db_path, problems) as r:
        lobby = (await (await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")).response()).message
        T = r.peek.in_channel(guild.channel.id).id
        payload = fd.message(lobby.id).snapshot()

        def press(user, action, channel, **kw):
            return lambda: fd.raw_component(user, channel, f"coup:lobby:{action}:{T}", message=payload, **kw)

        for action in ("join", "leave", "start", "cancel"):
            await r.refused(bob, press(bob, action, second), ELSEWHERE)              # another channel
            await r.refused(uma, press(uma, action, away.channel), ELSEWHERE)        # another server
            await r.refused(bob, press(bob, action, fd.dm_channel(bob, create=True), guild=None), IN_A_DM)
        await r.refused(alice, press(alice, "start", second), ELSEWHERE)             # the host, elsewhere
        await r.refused(alice, press(alice, "cancel", away.channel), ELSEWHERE)
        # Manage Server in another server, with the click claiming this lobby's channel
        await r.refused(uma, press(uma, "cancel", guild.channel, guild=away), ELSEWHERE)
        assert r.peek.in_channel(guild.channel.id).status == "lobby"


async def test_manage_server_of_another_server_cannot_cancel_a_running_game(fd, db_path, problems):
    guild = fd.add_guild("Coup Club", members=3)
    away = fd.add_guild("Away", members=["uma"])
    alice, bob, carol = guild.members
    uma = away.members[0]
    fd.grant_manage_guild(away, uma)
    fd.add_member(guild, uma)   # a member here too, without Manage Server here
    async with room(fd, db_path, problems) as r:
        await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
        T = r.peek.in_channel(guild.channel.id).id
        cid = f"coup:lobby:cancel:{T}"
        await r.refused(uma, lambda: fd.raw_component(uma, away.channel, cid), ELSEWHERE)
        await r.refused(uma, lambda: fd.raw_component(uma, guild.channel, cid, guild=away), ELSEWHERE)
        await r.refused(uma, lambda: fd.raw_component(uma, guild.channel, cid), None)
        await r.refused(uma, lambda: fd.invoke_slash(uma, guild.channel, "coup cancel"),
                        "Only the host or a member with Manage Server can cancel.")
        assert r.peek.table(T).status == "running"


# ------------------------------------------------------------------ a compact fuzz


async def test_compact_fuzz(fd, db_path, problems):
    """Three hundred seeded hostile inputs (tests/bot/fuzzkit.py) among entitled moves that
    keep a game going: every one answered, no traceback, no hidden card shown to anyone
    else, no move applied twice, nothing answered twice."""
    async with room(fd, db_path, problems) as r:
        world = await World(fd, r.peek).build()
        fuzzer = Fuzzer(fd, world, r.peek, seed=16, tracebacks=problems.lines, batch=10)
        figures = await fuzzer.run(300)
    details = figures["details"]
    assert figures["hostile"] >= 300
    assert figures["unanswered"] == 0 and figures["unanswered_by_fake"] == 0, details["unanswered"]
    assert figures["unhandled_exceptions"] == 0, details["tracebacks"]
    assert figures["hidden_card_leaks"] == 0, details["leaks"]
    assert figures["double_applied"] == 0, details["double_applied"]
    assert figures["errors_40060"] == 0
    assert figures["not_a_sentence"] == 0, details["not_a_sentence"]
