"""Issue 36 through Discord, with ``python -m bot`` as its own process: predictions (R58) by a
spectator and by a player who is out, none by a player still in, none seen by anyone before
the end and all scored at the end; a replay refused while the game runs, then every hand at
every turn as the engine's own record of the stored log tells it (and, for the people, as
their My cards said when the game began), opened from the game-over message, /coup log,
/coup history and /coup replay, refused for a cancelled game and another server's, and
posted for the channel where the server makes replays public; the season's ladders by
reads and by rating."""

import re

from bot.store.sqlite import SqliteStore
from engine import record as R
from tests.bot.harness import bot_process
from tests.bot.players import CARD_RE, autoplay, awaited, forfeit, start_game
from tests.bot.waiting import until


def summary(fd, channel):
    return next((m for m in fd.messages(channel) if m.body.startswith("🏆")), None)


def hands_of(page: str, names: list[str]) -> dict[str, tuple[str, ...] | None]:
    """Each player's hidden cards on a replay page (None for a player who is out)."""
    found = {}
    for name in names:
        line = next(ln for ln in page.splitlines() if ln.startswith((f"• **{name}**", f"• ~~{name}~~")))
        found[name] = None if line.startswith("• ~~") else tuple(re.findall(CARD_RE, line.split(" · face up")[0]))
    return found


async def test_r58_predictions_and_a_replay_with_every_hand(fd, db_path, tmp_path):
    guild = fd.add_guild("Coup Club", members=4)
    alice, bob, carol, dave = guild.members
    ch = guild.channel
    async with bot_process(fd, db_path, tmp_path / "bot.log", COUP_SEED="11"):
        t = await start_game(fd, ch, alice, [bob, carol])
        # R53: no replay before the end: /coup log offers none, and a replay's id is refused
        log = await (await fd.invoke_slash(dave, ch, "coup log")).response()
        assert log.ephemeral and "Replay" not in log.message.labels
        table_id = int(re.search(r"coup:cards:(\d+):", str(t.turn_message().payload)).group(1))
        refused = await (await fd.raw_component(dave, ch, f"coup:replay:{table_id}:1:open",
                                                message=t.turn_message())).response()
        assert refused.ephemeral and "still being played" in refused.body
        dealt = {u.name: tuple(await t.hand(u)) for u in (alice, bob)}

        await forfeit(fd, carol, ch)   # Carol is out (R52)
        msg = await t.waiting_for("choose your action")
        (actor,) = awaited(msg.body, [alice, bob])
        other = bob if actor is alice else alice
        await t.act(actor, "Tax")
        window = await t.wait(lambda m: "Predict" in m.labels)
        public_before = window.body

        # A spectator and a player who is out predict, privately; a second guess replaces a first.
        for user, first, final in ((dave, "Honest", "Bluff"), (carol, "Honest", "Honest")):
            for label in (first, final):
                asked = await t.click(user, "Predict")
                assert asked.ephemeral and "a bluff?" in asked.body and asked.message.labels == ["Bluff", "Honest"]
                kept = await (await fd.click(user, asked.message, label=label)).response()
                assert kept.ephemeral and "Nobody sees it until the game ends" in kept.body
        # Those still in the game cannot, the claimant included.
        for user in (actor, other):
            no = await t.click(user, "Predict")
            assert no.ephemeral and "Players still in the game cannot predict" in no.body
        # Nothing of it shows anywhere: the turn message is as it was, nobody else saw a guess.
        assert t.turn_message().body == public_before
        for user in (alice, bob, carol, dave):
            guesses = [x for x in fd.texts_seen_by(user) if "Your guess" in x]
            assert len(guesses) == {dave: 2, carol: 2}.get(user, 0)
            assert not any("Predictions" in x or "🔮" in x and "Dave" in x for x in fd.texts_seen_by(user))

        stale = await t.click(dave, "Predict")
        await t.click(other, "Allow")
        # The window has closed: a guess on it now is refused, and so is a forged answer.
        late = await (await fd.click(dave, stale.message, label="Bluff")).response()
        assert late.ephemeral and "can no longer be challenged" in late.body
        turns = iter(range(1000))
        await autoplay(fd, ch, [alice, bob], until=lambda: summary(fd, ch) is not None, timeout=90,
                       turn_label=lambda labels: "Exchange" if next(turns) % 3 == 0 else "Income")
        over = summary(fd, ch)
        assert over.labels[-1] == "Replay"

        store = await SqliteStore.open(db_path)
        try:
            table = await store.tables.latest_in_channel(ch.id)
            log = await store.tables.game_events(table.id)
        finally:
            await store.close()
        record = R.read(log, 3)
        bluffed = record.claim(record.claims()[0].turn_no, "action").bluff   # the Tax the guesses were on
        dave_right, carol_right = int(bluffed), int(not bluffed)
        assert f"Dave {dave_right}/1" in over.body and f"Carol {carol_right}/1" in over.body
        assert "🔮 **Predictions**" in over.body

        # The replay: every page, every hand, as the engine's record of the stored log says.
        expected = R.replay(log, 3)
        names = [s.name for s in table.players]
        page = await (await fd.click(dave, over, label="Replay")).response()
        assert page.ephemeral and f"page 1 of {len(expected)}" in page.body
        assert {n: hands_of(page.body, names)[n] for n in ("Alice", "Bob")} == \
            {"Alice": dealt[alice.name], "Bob": dealt[bob.name]}   # as My cards showed them
        bluffs = 0
        for k, turn in enumerate(expected, 1):
            assert f"page {k} of {len(expected)}" in page.body
            assert hands_of(page.body, names) == {
                name: turn.hands[s] if turn.alive[s] else None for s, name in enumerate(names)}, page.body
            bluffs += page.body.count("🎭 **a bluff**")
            if k < len(expected):
                page = await (await fd.click(dave, page.message, label="▶")).response()
        assert bluffs == len(record.bluffs())
        assert any("🔒" in x and "draws" in x for x in fd.texts_seen_by(dave))   # an exchange's draw, told now

        # Its /coup log offers the replay; /coup history lists the game in its menu.
        log = await (await fd.invoke_slash(carol, ch, "coup log")).response()
        again = await (await fd.click(carol, log.message, label="Replay")).response()
        assert again.ephemeral and f"game #{table.id}** · page 1 of" in again.body
        history = await (await fd.invoke_slash(bob, ch, "coup history")).response()
        assert history.message.selects[0]["options"][0]["label"].startswith(f"Game #{table.id} · finished #")
        picked = await (await fd.select(bob, history.message, values=[str(table.id)])).response()
        assert picked.ephemeral and f"game #{table.id}** · page 1 of" in picked.body
        forged = await (await fd.raw_component(bob, ch, "coupsel:replay:1:1:pick", component_type=3,
                                               values=[str(table.id + 50)], message=history.message)).response()
        assert forged.ephemeral and "no game with that number" in forged.body
        # The season's ladders: by wins, then by its buttons by reads (R58) and by rating.
        board = await (await fd.invoke_slash(dave, ch, "coup leaderboard")).response()
        assert board.ephemeral and board.message.labels == ["By wins", "By rating", "By reads"]
        await (await fd.click(dave, board.message, label="By reads")).response()
        ladder = fd.message(board.message).body
        assert "Best reads" in ladder and f"<@{dave.id}> · right: **{dave_right}**/1" in ladder, ladder
        await (await fd.click(dave, board.message, label="By rating")).response()
        assert "Nobody has played 5 games this season yet." in fd.message(board.message).body
        fd.assert_clean()


def table_of(t) -> int:
    return int(re.search(r"coup:cards:(\d+):", str(t.turn_message().payload)).group(1))


async def test_coup_replay_opens_a_finished_game_of_this_server_and_no_other(fd, db_path, tmp_path):
    """/coup replay: nothing here yet; a running game and a cancelled one are refused, with or
    without their number; another server's game is unknown here; a finished one opens for
    the one who asks, by number or as the channel's last, and the member's autocomplete
    offers it."""
    home = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = home.members
    away = fd.add_guild("Away", members=["zoe", "yann"])
    zoe, yann = away.members
    ch = home.channel

    async def replay(user, where, **options):
        answer = await (await fd.invoke_slash(user, where, "coup replay", **options)).response()
        assert answer.ephemeral, answer.body
        return answer.body

    async with bot_process(fd, db_path, tmp_path / "bot.log"):
        assert "No game has been played to its end in this channel yet" in await replay(carol, ch)
        t = await start_game(fd, ch, alice, [bob])
        running = table_of(t)
        for options in ({}, {"game": running}):
            assert "still being played" in await replay(carol, ch, **options)
        cancelled = await (await fd.invoke_slash(alice, ch, "coup cancel")).response()
        assert "cancelled" in cancelled.body
        for options in ({}, {"game": running}):
            assert "cancelled before it ended: it has no replay" in await replay(carol, ch, **options)

        other = await start_game(fd, away.channel, zoe, [yann])
        theirs = table_of(other)
        await forfeit(fd, yann, away.channel)
        await until(lambda: summary(fd, away.channel), what="the game-over message")
        for number in (theirs, theirs + 1):   # another server's game, and a game that is nobody's
            assert "This server has no game with that number" in await replay(carol, ch, game=number)

        for options in ({}, {"game": theirs}):   # in its own server, for whoever asks
            page = await replay(yann, away.channel, **options)
            assert f"**Replay · game #{theirs}** · page 1 of 1" in page and "**Zoe**" in page
        offered = [{"name": f"Game #{theirs} · finished #1 of 2", "value": theirs}]
        assert await fd.autocomplete(zoe, away.channel, "coup replay", "game") == offered
        assert await fd.autocomplete(zoe, away.channel, "coup replay", "game", game=f"#{theirs}") == offered
        assert await fd.autocomplete(zoe, away.channel, "coup replay", "game", game=str(theirs + 1)) == []
        assert await fd.autocomplete(carol, ch, "coup replay", "game") == []
        fd.assert_clean()


async def test_a_public_replay_is_posted_for_the_channel_and_paged_by_its_opener(fd, db_path, tmp_path):
    """The server's public_replays setting (Manage Server, off by default): a replay opened
    by /coup replay or a Replay button is posted in the channel for everyone; only its
    opener turns its pages, anyone else is told how to open their own."""
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    ch = guild.channel
    async with bot_process(fd, db_path, tmp_path / "bot.log"):
        t = await start_game(fd, ch, alice, [bob])
        table_id = table_of(t)
        for turn in (1, 2):   # two turns of Income, then Bob forfeits: a replay of three pages
            msg = await t.waiting_for(f"**Turn {turn}")
            (actor,) = awaited(msg.body, [alice, bob])
            await t.act(actor, "Income")
        await t.waiting_for("**Turn 3")
        await forfeit(fd, bob, ch)
        over = await until(lambda: summary(fd, ch), what="the game-over message")

        private = await (await fd.invoke_slash(carol, ch, "coup replay")).response()
        assert private.ephemeral and "page 1 of 3" in private.body   # off by default
        refused = await (await fd.invoke_slash(carol, ch, "coup settings set", public_replays=True)).response()
        assert refused.ephemeral and "Manage Server" in refused.body
        fd.grant_manage_guild(guild, alice)
        saved = await (await fd.invoke_slash(alice, ch, "coup settings set", public_replays=True)).response()
        assert "Saved." in saved.body and "Replays posted for the whole channel: yes" in saved.body

        posted = await (await fd.invoke_slash(carol, ch, "coup replay")).response()
        assert not posted.ephemeral and f"**Replay · game #{table_id}** · page 1 of 3" in posted.body
        assert fd.messages(ch)[-1].id == posted.message.id   # in the channel, for everyone
        assert posted.body in fd.texts_seen_by(bob)

        not_his = await (await fd.click(bob, posted.message, label="▶")).response()
        assert not_his.ephemeral and not_his.body == (
            f"Only the one who opened this replay turns its pages: `/coup replay game:{table_id}` opens your own.")
        assert "page 1 of 3" in fd.message(posted.message).body
        turned = await (await fd.click(carol, posted.message, label="▶")).response()
        assert not turned.ephemeral and "page 2 of 3" in fd.message(posted.message).body

        from_button = await (await fd.click(bob, over, label="Replay")).response()
        assert not from_button.ephemeral and fd.messages(ch)[-1].id == from_button.message.id
        mine = await (await fd.click(bob, from_button.message, label="▶")).response()
        assert "page 2 of 3" in fd.message(from_button.message).body and not mine.ephemeral

        # What the whole channel reads is in the server's language, whoever opened it.
        await (await fd.invoke_slash(alice, ch, "coup settings set", language="de")).response()
        german = await (await fd.invoke_slash(carol, ch, "coup replay", game=table_id)).response()
        assert not german.ephemeral and f"**Wiederholung · Partie #{table_id}** · Seite 1/3" in german.body
        fd.assert_clean()
