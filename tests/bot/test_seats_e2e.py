"""Computers at the table through Discord (issue 35): the computers a window waits on think
side by side, autopilot at a deadline (R56), and a leaver's seat handed to a computer (R57),
both refused clearly where the server has not enabled them.

The clock tests run the bot in this process with a clock the test moves (tests/bot/clock.py):
what they measure is the bot's own clock, never a sleep. The hand-off runs ``python -m bot``
as its own process."""

from __future__ import annotations

import copy
import json
import sqlite3

from bot.computers import LONGEST
from bot.store.rows import COMPUTER_IDS
from engine import DUKE, Game
from engine.rng import SplitMix
from tests.bot.clock import FakeClock
from tests.bot.harness import bot_in_process, bot_process
from tests.bot.players import Table, autoplay, new_lobby, start_game
from tests.bot.test_bad_input import press_raw
from tests.bot.waiting import until

DELAY = 10.0   # COUP_COMPUTER_DELAY: seconds on the fake clock


def first_seed(players: int, ok) -> int:
    """The first seed whose deal (as the bot deals with ``COUP_SEED``) satisfies ``ok(game)``."""
    return next(s for s in range(1000) if ok(Game.new(players, SplitMix(s))))


def game_of(bot, table_id: int):
    table = next(t for t in bot.cache.live() if t.id == table_id)
    return table, bot.cache.game(table)


def with_button(message, custom_id: str) -> dict:
    """The message as a modified client could show it: its first button carrying ``custom_id``."""
    payload = copy.deepcopy(message.payload)
    payload["components"][0]["components"][0]["custom_id"] = custom_id
    return payload


async def test_a_window_waiting_on_three_computers_closes_within_one_think_delay(fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=1)
    (alice,) = guild.members
    seed = first_seed(4, lambda g: g.turn == 0 and DUKE in g.hands[0])
    async with bot_in_process(fd, db_path, clock=clock, seed=seed, computer_delay=DELAY) as bot:
        bot.scheduler.record_firing = True
        lobby = (await (await new_lobby(fd, alice, guild.channel)).response()).message
        for _ in range(3):
            await (await fd.invoke_slash(alice, guild.channel, "coup addbot", level="normal")).response()
        await (await fd.click(alice, lobby, label="Start")).response()
        t = Table(fd, guild.channel)
        await t.waiting_for("choose your action")
        await t.act(alice, "Tax")
        opened = clock.now()
        table = await bot.cache.in_channel(guild.channel.id)
        window = table.prompt_no
        assert bot.cache.game(table).step == "challenge" and bot.cache.game(table).awaited == [1, 2, 3]
        assert table.deadline - opened == 30   # the window's own deadline is far off
        await until(lambda: not bot.courier.behind(table.id), what="the channel to show the window")
        # One think delay at most (1.4 × COUP_COMPUTER_DELAY, as one computer's think was before):
        # three computers thinking one after another could not be done before 3 × 0.6 × the delay.
        await clock.advance(LONGEST * DELAY)
        await until(lambda: game_of(bot, table.id)[0].prompt_no != window, what="the window to close")
        assert clock.now() - opened == LONGEST * DELAY
        answers = [e for e in await bot.store.tables.events(table.id) if e["version"] > table.version]
        said = {(e["kind"], e.get("player")) for e in answers if e["kind"] in ("allow", "challenge")}
        assert said == {("allow", 1), ("allow", 2), ("allow", 3)} or any(k == "challenge" for k, _ in said)
        thought = [due - opened for kind, tid, due, _ in bot.scheduler.fired if kind == "computer" and tid == table.id]
        assert thought and all(0 <= d <= LONGEST * DELAY for d in thought)


async def test_r56_a_deadline_passing_for_a_player_on_autopilot_is_decided_by_the_computer_marked_and_counted_as_missed(
        fd, db_path):
    clock = FakeClock()
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    ch = guild.channel
    seed = first_seed(2, lambda g: g.turn == 0)
    async with bot_in_process(fd, db_path, clock=clock, seed=seed) as bot:
        fd.grant_manage_guild(guild, alice)
        saved = await (await fd.invoke_slash(alice, ch, "coup settings set", autopilot=True,
                                             missed_turns=2)).response()
        assert "Autopilot allowed: yes" in saved.body
        t = await start_game(fd, ch, alice, [bob])
        table = await bot.cache.in_channel(ch.id)
        assert bot.cache.game(table).turn == 0 and not table.autopilot
        # Alice turns autopilot on for herself, from her cards.
        mine = await t.click(alice, "My cards")
        on = await (await fd.click(alice, mine.message, label="Autopilot when my time runs out")).response()
        assert on.ephemeral and "🤖 Autopilot is on" in on.body and "Turn my autopilot off" in on.message.labels
        table, _ = game_of(bot, table.id)
        assert table.autopilot == [0]

        # Her turn's deadline passes: the normal computer decides for her, from her own view.
        await clock.advance(table.deadline - clock.now() + 1)
        line = "⏰ Alice ran out of time: a computer decides for them (autopilot)."
        await fd.wait_for_message(ch, lambda m: line in m.body)
        events = await bot.store.tables.events(table.id)
        at = next(i for i, e in enumerate(events) if e["kind"] == "autopilot")
        assert events[at]["player"] == 0 and events[at + 1]["kind"] == "declare" and events[at + 1]["player"] == 0
        assert not any(e["kind"] == "timeout" for e in events[:at + 2])   # not R51's default
        assert game_of(bot, table.id)[1].missed[0] == 1   # still a missed turn (R52)

        # Bob plays on; each time Alice's deadline passes, the computer decides for her, until
        # her second missed turn reaches the limit of 2: that one forfeits instead.
        def live():
            current = next((x for x in bot.cache.live() if x.id == table.id), None)
            return current, bot.cache.game(current) if current is not None else None

        def over():
            return live()[0] is None

        def alice_awaited():
            game = live()[1]
            return game is not None and 0 in game.awaited

        for _ in range(12):
            await autoplay(fd, ch, [bob], until=lambda: alice_awaited() or over(), timeout=30)
            if over():
                break
            current = live()[0]
            await clock.advance(current.deadline - clock.now() + 1)
            await until(lambda: over() or live()[0].prompt_no != current.prompt_no)
        assert over()
        summary = await fd.wait_for_message(ch, lambda m: m.body.startswith("🏆"))
        assert "**Bob wins**" in summary.body
        events = await bot.store.tables.events(table.id)
        kinds = [(e["kind"], e.get("player")) for e in events]
        last = len(kinds) - 1 - kinds[::-1].index(("timeout", 0))
        assert kinds[last + 1] == ("forfeit", 0) and kinds[last - 1] != ("autopilot", 0)
        marked = [e for e in events if e["kind"] == "autopilot"]
        lines = [ln for m in fd.messages(ch) for ln in (m.body or "").splitlines() if "(autopilot)" in ln]
        assert marked and len(lines) == len(marked)


async def test_r56_autopilot_for_everyone_from_the_lobby(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    ch = guild.channel
    async with bot_in_process(fd, db_path, seed=1) as bot:
        fd.grant_manage_guild(guild, alice)
        await (await fd.invoke_slash(alice, ch, "coup settings set", autopilot=True)).response()
        lobby = (await (await fd.invoke_slash(alice, ch, "coup new", autopilot=True)).response()).message
        assert "🤖 Autopilot for everyone" in lobby.body
        await (await fd.click(bob, lobby, label="Join")).response()
        await (await fd.invoke_slash(alice, ch, "coup addbot", level="easy")).response()
        await (await fd.click(alice, lobby, label="Start")).response()
        await Table(fd, ch).waiting_for("**Turn 1**")
        table = await bot.cache.in_channel(ch.id)
        assert table.autopilot == [0, 1]   # every person, never the computer
        mine = await Table(fd, ch).click(bob, "My cards")
        assert "🤖 Autopilot is on" in mine.body and "Turn my autopilot off" in mine.message.labels


async def test_r56_r57_a_server_that_has_not_enabled_them_refuses_clearly(fd, db_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    ch = guild.channel
    async with bot_in_process(fd, db_path, seed=3) as bot:
        refused = await (await fd.invoke_slash(alice, ch, "coup new", autopilot=True)).response()
        assert refused.ephemeral and refused.body == (
            "Autopilot is off on this server: a member with Manage Server can allow it in the server's settings.")
        t = await start_game(fd, ch, alice, [bob])
        table = await bot.cache.in_channel(ch.id)
        mine = await t.click(alice, "My cards")
        assert not any("utopilot" in label for label in mine.message.labels)
        forged = await press_raw(fd, alice, with_button(mine.message, f"coup:pilot:{table.id}:1:on"),
                                 f"coup:pilot:{table.id}:1:on").response()
        assert forged.ephemeral and forged.body.startswith("Autopilot is not allowed in this game")
        asked = await (await fd.invoke_slash(alice, ch, "coup leave")).response()
        assert asked.message.labels == ["Forfeit this game"] and "hand your seat" not in asked.body
        forged = await press_raw(fd, alice, with_button(asked.message, f"coup:lobby:handoff:{table.id}"),
                                 f"coup:lobby:handoff:{table.id}").response()
        assert forged.ephemeral and forged.body.startswith(
            "Handing a seat to a computer is not allowed in this game")
        after = await bot.store.tables.get(table.id)
        assert after.version == table.version and after.players == table.players and not after.autopilot


def stored(db_path, table_id: int):
    """The table's row as the bot stored it, read beside the running bot (WAL readers)."""
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        players, state = db.execute("SELECT players, state FROM tables WHERE id=?", (table_id,)).fetchone()
        events = db.execute("SELECT kind, payload FROM events WHERE table_id=? ORDER BY id", (table_id,)).fetchall()
        results = db.execute("SELECT seat, user_id, computer, won FROM results WHERE table_id=? ORDER BY seat",
                             (table_id,)).fetchall()
    finally:
        db.close()
    return json.loads(players), json.loads(state), [(k, json.loads(p)) for k, p in events], results


async def test_r57_a_leaver_hands_off_the_computer_plays_on_with_the_same_cards_and_coins_and_the_standings_credit_it(
        fd, db_path, tmp_path):
    guild = fd.add_guild("Coup Club", members=2)
    alice, bob = guild.members
    ch = guild.channel
    async with bot_process(fd, db_path, tmp_path / "bot.log", COUP_SEED="4"):
        fd.grant_manage_guild(guild, alice)
        saved = await (await fd.invoke_slash(alice, ch, "coup settings set", handoff=True)).response()
        assert "a leaver may hand their seat to a computer: yes" in saved.body
        t = await start_game(fd, ch, alice, [bob])
        players, before, _, _ = stored(db_path, 1)
        seat = [p["name"] for p in players].index("Alice")

        asked = await (await fd.invoke_slash(alice, ch, "coup leave")).response()
        assert asked.ephemeral and asked.message.labels == ["Forfeit this game", "Hand my seat to a computer"]
        assert "Or hand your seat to a computer" in asked.body
        done = await (await fd.click(alice, asked.message, label="Hand my seat to a computer")).response()
        assert done.body == "A computer plays on in your seat."
        took = "🤖 Bot 1 (normal, for Alice) takes over the seat, with its cards and coins."
        await fd.wait_for_message(ch, lambda m: took in m.body)
        players, after, events, _ = stored(db_path, 1)
        assert players[seat] == {"id": -1, "name": "Bot 1", "computer": "normal", "stand_in_id": alice.id,
                                 "stand_in_for": "Alice"}
        assert after["hands"][seat] == before["hands"][seat] and after["coins"][seat] == before["coins"][seat]
        handed = next(i for i, (kind, _) in enumerate(events) if kind == "handed_off")
        refused = await (await fd.click(alice, t.turn_message(), label="My cards")).response()
        assert refused.ephemeral and refused.body == "This game is between other players."

        # The computer plays on from the seat (Bob takes Income whenever it is his turn).
        def computer_moved():
            return any(kind == "declare" and p.get("player") == seat for kind, p in stored(db_path, 1)[2][handed:])
        await autoplay(fd, ch, [bob], until=computer_moved, timeout=30)
        asked = await (await fd.invoke_slash(bob, ch, "coup leave")).response()
        await (await fd.click(bob, asked.message, label="Forfeit this game")).response()
        over = await fd.wait_for_message(ch, lambda m: m.body.startswith("🏆"))
        assert "**Bot 1 (normal, for Alice) wins**" in over.body

        # The result is the computer's, not Alice's.
        *_, results = stored(db_path, 1)
        # (computers' results are kept by level, issue 33 item 4: the seat's own id is not used)
        assert sorted(results) == sorted([(seat, COMPUTER_IDS["normal"], "normal", 1), (1 - seat, bob.id, None, 0)])
        board = await (await fd.invoke_slash(bob, ch, "coup leaderboard")).response()
        assert "• normal: 1 win in 1 game" in board.body and f"<@{alice.id}>" not in board.body
        stats = await (await fd.invoke_slash(bob, ch, "coup stats", member=alice)).response()
        assert stats.body == "Alice has not finished a game on this server yet."
