"""Bad input through Discord: clicks by the wrong people, at the wrong time, twice, at once,
on old prompts, with forged select values; refused slash commands; and the clock.

Every refusal must be an ephemeral sentence to the one who tried, and must change nothing:
not the stored table (version, prompt, deadline, game state), not the bot's in-memory game,
not the events, not a single public message (no edit, no new message).

Forging. The fake Discord's client (``fd.click`` / ``fd.select``) refuses what a real client
cannot do: a disabled button, a value that is not an option. A modified client (or a raw
POST /interactions) can still send any ``values`` for a select that is on the message —
Discord's docs tell apps to validate component data themselves — so the tests send those
interactions raw with ``fd.server.dispatch_interaction``. A custom_id that is not on the
message cannot reach the bot's code at all: discord.py drops a component interaction whose
custom_id is not among the interaction message's components. To press the button of an
old prompt, the tests therefore send the message as it looked then (a payload snapshot),
as a client showing a stale message would.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import dataclasses

from tests.bot.harness import bot_in_process
from tests.bot.players import Table, art, forfeit, new_lobby
from tests.fakediscord.model import StoredMessage
from tests.bot.waiting import until

SEED = 5  # any deal works: the tests find who plays when from the game itself

NOT_A_PLAYER = "This game is between other players."
OUT_OF_DATE = "This prompt is out of date: the game has moved on."
NOT_AN_OPTION = "That choice is not one of the options."
KEEP_TWO = "Keep exactly as many cards as you hold (2)."


# ------------------------------------------------------------------ helpers


async def answer(ix):
    """The bot's answer to an interaction; refusals must be ephemeral."""
    return await ix.response()


def press_raw(fd, user, message, custom_id: str, values: list | None = None):
    """Send a component interaction as a modified client would: any values, or a stale message.

    ``message`` is a StoredMessage or a payload snapshot of one (the message as it looked then).
    """
    if isinstance(message, dict):
        message = StoredMessage(payload=copy.deepcopy(message))
    data = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
    if values is not None:
        data["values"] = list(values)
    u = fd.server.user(user)
    return fd.server.dispatch_interaction(
        itype=3, user=u, channel=fd.server.channels[message.channel_id], data=data,
        message=message, description=f"forged {custom_id} {values} by {u.name}")


def select_id(message) -> str:
    (select,) = message.selects
    return select["custom_id"]


def button_id(message, label: str) -> str:
    (button,) = [b for b in message.buttons if b.get("label") == label]
    return button["custom_id"]


class Room:
    """One channel with a bot, and what a test needs to check that nothing changed."""

    def __init__(self, fd, bot, guild):
        self.fd, self.bot, self.guild = fd, bot, guild
        self.channel = guild.channel
        self.t = Table(fd, guild.channel)
        self.table_id: int | None = None

    async def table(self):
        return await self.bot.store.tables.get(self.table_id)

    async def game(self):
        return self.bot.cache.game(await self.table())

    async def name(self, user) -> str:
        table = await self.table()
        return table.players[table.seat_of(user.id)].name

    async def seat(self, user) -> int:
        return (await self.table()).seat_of(user.id)

    async def snapshot(self) -> dict:
        """Everything a refused input must leave as it was."""
        snap = {"public": [(m.id, m.body, copy.deepcopy(m.embeds), copy.deepcopy(m.components))
                           for m in self.fd.messages(self.channel)]}
        if self.table_id is not None:
            table = await self.table()
            snap["table"] = dataclasses.asdict(table)
            snap["events"] = await self.bot.store.tables.events(self.table_id)
            if table.state is not None:
                # the game the service holds in memory for this version, not a fresh rebuild
                snap["memory"] = self.bot.cache.game(table).to_dict()
                assert snap["memory"] == table.state, "memory ran ahead of the database"
        return snap

    async def refused(self, user, send, expected: str):
        """``send()`` makes an interaction for ``user``; it must be refused with ``expected``, and change nothing."""
        before = await self.snapshot()
        mark = self.fd.mark()
        ix = send()
        if asyncio.iscoroutine(ix):
            ix = await ix
        reply = await answer(ix)
        assert reply.ephemeral, f"refusal was public: {reply.body!r}"
        assert reply.body == expected
        await asyncio.sleep(0.1)  # anything the bot might still do because of it
        after = await self.snapshot()
        assert after == before
        mine = [r for r in self.fd.records[mark:] if r.ephemeral and r.visible_to == user.id]
        others = [r for r in self.fd.records[mark:] if r not in mine]
        assert others == [], f"the refused input also did: {others}"
        # (how many times it is said is checked by test_a_refusal_is_said_once)
        assert {r.body for r in mine} == {expected}
        return reply


@contextlib.asynccontextmanager
async def three_player_game(fd, db_path, seed=SEED, **settings):
    """A live game of alice, bob and carol (seats 0–2); dave watches. A, B, C in turn order."""
    guild = fd.add_guild("Coup Club", members=4)
    alice, bob, carol, dave = guild.members
    async with bot_in_process(fd, db_path, seed=seed, **settings) as bot:
        room = Room(fd, bot, guild)
        lobby = (await answer(await fd.invoke_slash(alice, guild.channel, "coup new", mode="live"))).message
        for u in (bob, carol):
            await answer(await fd.click(u, lobby, label="Join"))
        await answer(await fd.click(alice, lobby, label="Start"))
        await room.t.waiting_for("choose your action")
        room.table_id = (await bot.store.tables.in_channel(guild.channel.id)).id
        game = await room.game()
        users = [alice, bob, carol]
        room.A, room.B, room.C = (users[(game.turn + i) % 3] for i in range(3))
        room.outsider = dave
        yield room
        fd.assert_clean()


# ------------------------------------------------------------------ 1. not a player


async def test_outsider_presses_game_buttons(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t, dave = r.t, r.outsider
        for label in ("Income", "Tax", "Steal…", "Exchange", "My cards"):
            await r.refused(dave, lambda: fd.click(dave, t.turn_message(), label=label), NOT_A_PLAYER)
        # Slash commands of a player say the same, in their words.
        await r.refused(dave, lambda: fd.invoke_slash(dave, r.channel, "coup hand"),
                        "You are not playing in this game.")
        await r.refused(dave, lambda: fd.invoke_slash(dave, r.channel, "coup leave"),
                        "You are not playing in this game.")

        await t.act(r.A, "Tax")
        await t.waiting_for("Challenge or allow")
        for label in ("Challenge", "Allow", "My cards"):
            await r.refused(dave, lambda: fd.click(dave, t.turn_message(), label=label), NOT_A_PLAYER)

        await t.click(r.B, "Challenge")
        await t.waiting_for("must show a")
        await r.refused(dave, lambda: fd.click(dave, t.turn_message(), label="Show or lose a card"),
                        NOT_A_PLAYER)
        events = await r.bot.store.tables.events(r.table_id)
        assert [e["kind"] for e in events].count("challenge") == 1


# ------------------------------------------------------------------ 2. not your turn


async def test_player_presses_action_when_it_is_not_their_turn(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t = r.t
        a_name = await r.name(r.A)
        for user in (r.B, r.C):
            for label in ("Income", "Foreign aid", "Tax", "Exchange", "Steal…"):
                await r.refused(user, lambda: fd.click(user, t.turn_message(), label=label),
                                f"It is not your turn; it is {a_name}'s.")
        # The player whose turn it is can still act.
        await t.act(r.A, "Income")
        msg = await t.waiting_for("**Turn 2**")
        assert f"**{await r.name(r.B)}**, choose your action" in msg.body
        # ... and the previous player is now the one who is refused.
        b_name = await r.name(r.B)
        await r.refused(r.A, lambda: fd.click(r.A, t.turn_message(), label="Income"),
                        f"It is not your turn; it is {b_name}'s.")

        # A private decision that waits on someone else.
        await t.act(r.B, "Tax")
        await t.waiting_for("Challenge or allow")
        await t.click(r.C, "Challenge")
        await t.waiting_for("must show a")
        for user in (r.A, r.C):
            await r.refused(user, lambda: fd.click(user, t.turn_message(), label="Show or lose a card"),
                            f"This decision is not yours: the game is waiting on {b_name}.")


# ------------------------------------------------------------------ 3. answering twice


async def test_second_allow_by_the_same_player_is_refused(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t = r.t
        await t.act(r.A, "Tax")
        await t.waiting_for("Challenge or allow")
        c_name = await r.name(r.C)
        # A double click: B's two Allows arrive together; one counts, the other is refused.
        msg = t.turn_message()
        first, second = await asyncio.gather(fd.click(r.B, msg, label="Allow"),
                                             fd.click(r.B, msg, label="Allow"))
        replies = [await answer(first), await answer(second)]
        assert sorted(x.ephemeral for x in replies) == [False, True], [x.body for x in replies]
        assert next(x for x in replies if x.ephemeral).body == "You have already answered."
        await t.waiting_for(f"waiting on {c_name}")
        # Later presses by B are refused too, Challenge included: B has answered.
        await r.refused(r.B, lambda: fd.click(r.B, t.turn_message(), label="Allow"),
                        "You have already answered.")
        await r.refused(r.B, lambda: fd.click(r.B, t.turn_message(), label="Challenge"),
                        "You have already answered.")
        # The claimant cannot answer their own claim.
        await r.refused(r.A, lambda: fd.click(r.A, t.turn_message(), label="Challenge"),
                        "This is your own claim: the other players answer it.")
        reply = await answer(await fd.click(r.A, t.turn_message(), label="Allow"))
        assert reply.ephemeral and "your own claim" in reply.body

        # C, the last to answer, double-clicks Allow: the first closes the window, so the
        # second belongs to a prompt that is over.
        msg = t.turn_message()
        first, second = await asyncio.gather(fd.click(r.C, msg, label="Allow"),
                                             fd.click(r.C, msg, label="Allow"))
        replies = [await answer(first), await answer(second)]
        assert sorted(x.ephemeral for x in replies) == [False, True], [x.body for x in replies]
        assert next(x for x in replies if x.ephemeral).body == OUT_OF_DATE
        await t.waiting_for("**Turn 2**")
        kinds = [e["kind"] for e in await r.bot.store.tables.events(r.table_id)]
        assert kinds.count("allow") == 2 and kinds.count("gain") == 1
        assert (await r.game()).coins[await r.seat(r.A)] == 5


# ------------------------------------------------------------------ 4. old prompts


async def test_outdated_prompts_are_refused(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t = r.t
        turn1 = t.turn_message()
        turn1_payload = turn1.snapshot()  # as a client still showing turn 1 would send it
        income_1 = button_id(turn1, "Income")

        # A opens the target list of Steal, but takes Income on the turn message instead.
        opened = await t.click(r.A, "Steal…")
        assert opened.ephemeral and "choose a player" in opened.body
        target_list = opened.message
        await t.act(r.A, "Income")
        await t.waiting_for("**Turn 2**")
        assert not fd.message(turn1).buttons  # the bot closed turn 1's message

        # The old ephemeral list is still on A's screen: picking from it now is too late.
        b_seat = str(await r.seat(r.B))
        await r.refused(r.A, lambda: fd.select(r.A, target_list, values=[b_seat]), OUT_OF_DATE)
        # Turn 1's Income button, pressed by the player whose turn it is now, and by A.
        for user in (r.B, r.A):
            await r.refused(user, lambda: press_raw(fd, user, turn1_payload, income_1), OUT_OF_DATE)

        # An old challenge window: B's Allow after the claim already stood.
        await t.act(r.B, "Tax")
        window = await t.waiting_for("Challenge or allow")
        window_payload = window.snapshot()
        allow_id, challenge_id = button_id(window, "Allow"), button_id(window, "Challenge")
        await t.click(r.C, "Allow")
        await t.click(r.A, "Allow")
        await t.waiting_for("**Turn 3**")
        for cid in (allow_id, challenge_id):
            await r.refused(r.A, lambda: press_raw(fd, r.A, window_payload, cid), OUT_OF_DATE)
        kinds = [e["kind"] for e in await r.bot.store.tables.events(r.table_id)]
        assert "challenge" not in kinds


# ------------------------------------------------------------------ 5. forged select values


async def test_forged_target_values_are_refused(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t = r.t
        a_seat, b_seat, c_seat = [await r.seat(u) for u in (r.A, r.B, r.C)]
        opened = await t.click(r.A, "Steal…")
        menu = opened.message
        options = [o["value"] for o in menu.selects[0]["options"]]
        assert sorted(options) == sorted([str(b_seat), str(c_seat)])
        cid = select_id(menu)
        cases = [([str(a_seat)], "You cannot target yourself."),
                 (["3"], NOT_AN_OPTION), (["99"], NOT_AN_OPTION), (["abc"], NOT_AN_OPTION),
                 (["-1"], NOT_AN_OPTION), ([" 1"], NOT_AN_OPTION),
                 ([], "Choose exactly one option."),
                 ([str(b_seat), str(c_seat)], "Choose exactly one option.")]
        for values, expected in cases:
            await r.refused(r.A, lambda: press_raw(fd, r.A, menu, cid, values), expected)
        # Another player cannot use A's list either (had they got hold of its values).
        await r.refused(r.B, lambda: press_raw(fd, r.B, menu, cid, [str(c_seat)]),
                        f"It is not your turn; it is {await r.name(r.A)}'s.")

        # C forfeits: an eliminated player is no target (A's list, still on screen, says C),
        # and with one player left to steal from, the button names them and acts at once.
        c_name = await r.name(r.C)
        assert (await forfeit(fd, r.C, r.channel)).body == "You forfeited the game."
        await t.waiting_for(f"{c_name} forfeits")
        await r.refused(r.A, lambda: press_raw(fd, r.A, menu, cid, [str(c_seat)]),
                        "The target must be a player still in the game.")
        assert f"Steal {await r.name(r.B)}" in t.turn_message().labels
        await t.act(r.A, "Tax")
        await t.waiting_for("Challenge or allow")
        await r.refused(r.C, lambda: fd.click(r.C, t.turn_message(), label="Allow"),
                        "You are out of this game.")
        # The game goes on between A and B.
        await t.click(r.B, "Allow")
        await t.waiting_for("**Turn 2**")
        assert (await r.game()).coins[a_seat] == 5


async def test_forged_exchange_keep_values_are_refused(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t = r.t
        a_seat = await r.seat(r.A)
        await t.act(r.A, "Exchange")
        await t.waiting_for("Challenge or allow")
        await t.click(r.B, "Allow")
        await t.click(r.C, "Allow")
        await t.waiting_for("choosing which cards to keep")
        opened = await t.click(r.A, "Choose cards to keep")
        assert opened.ephemeral and "Drawn from the Court deck" in opened.body
        menu = opened.message
        cid = select_id(menu)
        assert [o["value"] for o in menu.selects[0]["options"]] == ["0", "1", "2", "3"]
        cases = [(["0", "0"], "Choose each card at most once."),
                 (["3", "3"], "Choose each card at most once."),
                 (["0", "4"], NOT_AN_OPTION), (["0", "abc"], NOT_AN_OPTION),
                 (["0"], KEEP_TWO), (["0", "1", "2"], KEEP_TWO), ([], KEEP_TWO)]
        for values, expected in cases:
            await r.refused(r.A, lambda: press_raw(fd, r.A, menu, cid, values), expected)
        # Nobody else may answer A's exchange.
        await r.refused(r.B, lambda: press_raw(fd, r.B, menu, cid, ["0", "1"]), "This exchange is over.")

        # A real answer still works afterwards: keep the two drawn cards.
        pool = (await r.game()).hands[a_seat] + (await r.game()).drawn
        done = await answer(await fd.select(r.A, menu, values=["2", "3"]))
        assert done.body.startswith("You keep ")
        await t.waiting_for("**Turn 2**")
        assert sorted((await r.game()).hands[a_seat]) == sorted(pool[2:])


async def test_forged_draft_pick_is_refused(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    async with bot_in_process(fd, db_path, seed=SEED) as bot:
        r = Room(fd, bot, guild)
        lobby = (await answer(await fd.invoke_slash(alice, guild.channel, "coup new",
                                                    mode="live", variant="draft"))).message
        await answer(await fd.click(bob, lobby, label="Join"))
        await answer(await fd.click(alice, lobby, label="Start"))
        await r.t.waiting_for("picks a card")
        r.table_id = (await bot.store.tables.in_channel(guild.channel.id)).id
        opened = await r.t.click(alice, "Pick my card")
        menu = opened.message
        assert sorted(menu.labels) == sorted(f"Keep {c}" for c in ("Duke", "Assassin", "Captain", "Ambassador", "Contessa"))
        pick = button_id(menu, "Keep Contessa")
        stem = pick.rsplit(":", 1)[0]
        for forged in ("5", "99", "0001"):
            await r.refused(alice, lambda: press_raw(fd, alice, menu, f"{stem}:{forged}"), NOT_AN_OPTION)
        done = await answer(await fd.click(alice, menu, label="Keep Contessa"))
        assert done.body.startswith(f"You keep {art(fd, 'Contessa')} **Contessa**.")
        assert (await r.game()).hands[0] == ("Contessa",)
        fd.assert_clean()


# ------------------------------------------------------------------ 6. slash commands


async def test_refused_slash_commands(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    async with bot_in_process(fd, db_path, seed=SEED) as bot:
        r = Room(fd, bot, guild)
        ch = guild.channel

        def slash(user, command, **options):
            return lambda: fd.invoke_slash(user, ch, command, **options)

        await r.refused(alice, slash(alice, "coup hand"),
                        "There is no Coup lobby or game in this channel. Start one with `/coup new`.")
        await r.refused(alice, slash(alice, "coup start"),
                        "There is no Coup lobby or game in this channel. Start one with `/coup new`.")
        lobby = (await answer(await fd.invoke_slash(alice, ch, "coup new", mode="live"))).message
        r.table_id = (await bot.store.tables.in_channel(ch.id)).id
        async def noted() -> bool:
            return (await bot.courier.shown(await r.table())).lobby_message_id == lobby.id

        await until(noted, "the bot to note its lobby message")

        busy = ("This channel already has a Coup lobby or game. Finish or `/coup cancel` it first, "
                "or use another channel.")
        await r.refused(bob, slash(bob, "coup new"), busy)
        await r.refused(alice, slash(alice, "coup start"),
                        "Coup needs at least 2 players: wait for someone to join "
                        "(or add a computer with `/coup addbot`).")
        await r.refused(alice, lambda: fd.click(alice, lobby, label="Start"),
                        "Coup needs at least 2 players: wait for someone to join "
                        "(or add a computer with `/coup addbot`).")
        await r.refused(alice, slash(alice, "coup hand"), "The game has not started yet.")
        await r.refused(alice, slash(alice, "coup join"), "You are already in this lobby.")

        assert (await answer(await fd.invoke_slash(bob, ch, "coup join"))).body == "You joined: seat 2."
        await fd.wait_for_message(ch, lambda m: m.id == lobby.id and "2. Bob" in m.body)
        await r.refused(bob, slash(bob, "coup start"), "Only the host can start the game.")
        await r.refused(bob, lambda: fd.click(bob, lobby, label="Start"), "Only the host can start the game.")
        await r.refused(bob, slash(bob, "coup addbot"), "Only the host can add computer players.")
        await r.refused(bob, slash(bob, "coup cancel"), "Only the host or a member with Manage Server can cancel.")
        await r.refused(bob, lambda: fd.click(bob, lobby, label="Cancel"),
                        "Only the host or a member with Manage Server can cancel.")

        assert (await answer(await fd.invoke_slash(alice, ch, "coup start"))).body == "The game begins."
        await r.t.waiting_for("choose your action")
        # the lobby message says so too (an edit sent after the first turn's: wait for it, or a
        # refusal's snapshot below could catch it half-way)
        await fd.wait_for_message(ch, lambda m: m.id == lobby.id and "the game started" in m.body)
        await r.refused(carol, slash(carol, "coup join"),
                        "The game has already started; you can join the next one.")
        await r.refused(bob, slash(bob, "coup join"),
                        "The game has already started; you can join the next one.")
        await r.refused(carol, slash(carol, "coup new"), busy)
        await r.refused(carol, slash(carol, "coup hand"), "You are not playing in this game.")
        await r.refused(carol, slash(carol, "coup cancel"),
                        "Only the host or a member with Manage Server can cancel.")
        await r.refused(bob, slash(bob, "coup cancel"),
                        "Only the host or a member with Manage Server can cancel.")

        # With Manage Server, carol (not even playing) can cancel.
        turn = r.t.turn_message()
        turn_payload = turn.snapshot()
        ids = {label: button_id(turn, label) for label in ("Income", "My cards")}
        fd.grant_manage_guild(guild, carol)
        done = await answer(await fd.invoke_slash(carol, ch, "coup cancel"))
        assert not done.ephemeral and done.body == "Carol cancelled the game."
        assert (await r.table()).status == "cancelled"
        # the turn message says who cancelled, and nothing is awaited or counted down any more
        cancelled = await fd.wait_for_message(ch, lambda m: m.id == turn.id and not m.buttons)
        # carol is not seated: she is said as a moderator, and no member's id goes into the log
        log = next(c["content"] for c in cancelled.all_components() if c.get("type") == 10)   # then the board
        assert log.endswith("🛑 The game was cancelled by a moderator."), cancelled.body
        assert not any(str(carol.id) in str(e) for e in await bot.store.tables.events(r.table_id))
        assert "<t:" not in cancelled.body and "choose your action" not in cancelled.body
        await fd.wait_for_message(ch, lambda m: m.id == lobby.id and "the game was cancelled" in m.body)
        # The cancelled game's buttons, as a client might still show them, do nothing.
        for label in ("Income", "My cards"):
            await r.refused(alice, lambda: press_raw(fd, alice, turn_payload, ids[label]),
                            "This game is no longer running.")
        # The channel is free again.
        assert (await answer(await new_lobby(fd, bob, ch))).message.labels[:1] == ["Join"]
        fd.assert_clean()


# ------------------------------------------------------------------ 7. simultaneous challenges


async def test_two_challenges_at_once_resolve_one(fd, db_path):
    async with three_player_game(fd, db_path) as r:
        t = r.t
        await t.act(r.A, "Tax")
        msg = await t.waiting_for("Challenge or allow")
        ix_b, ix_c = await asyncio.gather(fd.click(r.B, msg, label="Challenge"),
                                          fd.click(r.C, msg, label="Challenge"))
        replies = {r.B.id: await answer(ix_b), r.C.id: await answer(ix_c)}
        await t.waiting_for("must show a")
        challenges = [e for e in await r.bot.store.tables.events(r.table_id) if e["kind"] == "challenge"]
        assert len(challenges) == 1
        seat = (await r.game()).challenger
        assert challenges[0]["player"] == seat
        first = r.B if seat == await r.seat(r.B) else r.C
        late = r.C if first is r.B else r.B
        assert replies[first.id].type == 7 and not replies[first.id].ephemeral  # the turn message, updated
        assert replies[late.id].ephemeral
        assert replies[late.id].body == f"{await r.name(first)} has already challenged this claim."
        # The one public line names the one challenger.
        assert t.turn_message().body.count("challenges") == 1


async def test_a_late_challenge_after_the_game_moved_on_is_told_who_challenged(fd, db_path):
    """R41: still "already challenged", not "out of date", once the claim has been settled."""
    async with three_player_game(fd, db_path) as r:
        t = r.t
        await t.act(r.A, "Tax")
        window = await t.waiting_for("Challenge or allow")
        old, challenge_id = window.snapshot(), button_id(window, "Challenge")
        await t.click(r.B, "Challenge")
        await t.waiting_for("must show a")
        await t.decide(r.A, f"Lose {(await t.hand(r.A))[0]}")
        await t.waiting_for("**Turn 2**")
        await r.refused(r.C, lambda: press_raw(fd, r.C, old, challenge_id),
                        f"{await r.name(r.B)} has already challenged this claim.")


# ------------------------------------------------------------------ 8. the clock


async def test_deadlines_in_a_live_game(fd, db_path):
    # time_scale 0.02: a 30 s response window lasts 0.6 s, a 90 s turn 1.8 s.
    async with three_player_game(fd, db_path, time_scale=0.02) as r:
        t = r.t
        a, b = await r.seat(r.A), await r.seat(r.B)
        turn1 = t.turn_message()
        await t.act(r.A, "Tax")
        await t.waiting_for("Challenge or allow")
        # Nobody answers: the window closes, the claim stands, and the channel is told.
        await t.waiting_for("**Turn 2**", timeout=5)
        closed = fd.message(turn1).body
        line = next(ln for ln in closed.splitlines() if ln.startswith("⏰ Time is up"))
        assert line.startswith("⏰ Time is up: nobody challenged") and "Duke" in line, line   # issue 24, item 12
        game = await r.game()
        assert game.coins[a] == 5
        kinds = [e["kind"] for e in await r.bot.store.tables.events(r.table_id)]
        assert kinds[kinds.index("declare"):][:3] == ["declare", "timeout", "gain"]

        # B lets the turn run out: Income is taken for them.
        turn2 = t.turn_message()
        b_name = await r.name(r.B)
        await t.waiting_for("**Turn 3**", timeout=6)
        closed = fd.message(turn2).body
        assert f"⏰ {b_name} ran out of time." in closed
        game = await r.game()
        assert game.coins[b] == 3 and game.missed[b] == 1
        events = await r.bot.store.tables.events(r.table_id)
        timeouts = [e for e in events if e["kind"] == "timeout" and e.get("player") == b]
        assert len(timeouts) == 1
        after = events[events.index(timeouts[0]) + 1]
        assert after["kind"] == "declare" and after["action"] == "income" and after["player"] == b


# ------------------------------------------------------------------ found while writing these


async def test_a_refusal_is_said_once(fd, db_path):
    """One refused input, one ephemeral answer: a slash command's refusal must not come twice."""
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    async with bot_in_process(fd, db_path, seed=SEED):
        ch = guild.channel
        for user, command, expected in [
            (alice, "coup hand", "There is no Coup lobby or game in this channel. Start one with `/coup new`."),
            (alice, "coup start", "There is no Coup lobby or game in this channel. Start one with `/coup new`."),
        ]:
            mark = fd.mark()
            reply = await answer(await fd.invoke_slash(user, ch, command))
            assert reply.ephemeral and reply.body == expected
            await asyncio.sleep(0.1)
            said = [(r.kind, r.body) for r in fd.records[mark:] if r.visible_to == user.id]
            assert said == [("callback", expected)], f"/{command} answered {len(said)} times: {said}"
        # A refused click is answered once (for comparison).
        lobby = (await answer(await new_lobby(fd, alice, ch))).message
        mark = fd.mark()
        reply = await answer(await fd.click(bob, lobby, label="Start"))
        assert reply.body == "Only the host can start the game."
        await asyncio.sleep(0.1)
        assert [r.kind for r in fd.records[mark:] if r.visible_to == bob.id] == ["callback"]


async def test_a_bystander_pressing_block_is_told_who_may_block(fd, db_path):
    """Only a steal's target may block it. Anyone else who presses Block (or Allow) has not
    'already answered': they were never asked, and the refusal should say who is."""
    async with three_player_game(fd, db_path) as r:
        t = r.t
        b_name = await r.name(r.B)
        await t.act(r.A, "Steal…", target_seat=await r.seat(r.B))
        await t.waiting_for("Challenge or allow")
        await t.click(r.B, "Allow")
        await t.click(r.C, "Allow")
        await t.waiting_for("Block with")
        for label in ("Block (Captain)", "Block (Ambassador)", "Allow"):
            before = await r.snapshot()
            reply = await answer(await fd.click(r.C, t.turn_message(), label=label))
            assert reply.ephemeral
            assert await r.snapshot() == before
            assert reply.body != "You have already answered.", \
                f"C never answered this block window, yet pressing {label!r} says so"
            assert b_name in reply.body, reply.body
