"""A whole 3-player live game in the fake Discord, played through buttons like people do.

It has a challenge lost and one won, a block, an exchange and an assassination, and every
player reads their hand through **My cards**. Afterwards: nobody saw another player's
hidden cards, no custom_id carries a card, and the database holds every event.
"""

import re

from engine import CHARACTERS, DUKE

from bot.store.sqlite import SqliteStore
from tests.bot.harness import bot_process
from tests.bot.players import art, duke_opening_seed, start_game
from tests.fakediscord.payloads import walk_components
from tests.bot.stores import closed_after


async def test_full_live_game_through_buttons(fd, db_path, tmp_path):
    seed, p0, dealt = duke_opening_seed()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    async with bot_process(fd, db_path, tmp_path / "bot.log", COUP_SEED=str(seed)):
        t = await start_game(fd, guild.channel, users[0], users[1:], mode="live")
        A, B, C = (users[(p0 + i) % 3] for i in range(3))  # in turn order
        seat = {u.id: i for i, u in enumerate(users)}

        hands = {u.id: await t.hand(u) for u in users}
        assert [sorted(hands[u.id]) for u in users] == [sorted(h) for h in dealt]

        # Turn 1: A claims Duke (true); B challenges and loses the challenge.
        await t.act(A, "Tax")
        await t.waiting_for("Challenge or allow")
        await t.click(B, "Challenge")
        await t.waiting_for("must show a")
        opened, done = await t.decide(A, "Show Duke")
        assert "challenged" in opened
        assert f"You showed your {art(fd, 'Duke')} **Duke**; your replacement card is" in done.body
        assert "Now: **" in done.body and "must choose a card to lose" in done.body
        await t.waiting_for("must choose a card to lose")
        b_cards = await t.hand(B)
        give_up = DUKE if DUKE in b_cards else b_cards[0]
        await t.decide(B, f"Lose {give_up}")
        await t.waiting_for("**Turn 2**")
        log = fd.messages(guild.channel)[-2].body
        assert "shows a" in log and "challenges" in log and f"{give_up}** is revealed" in log

        # Turn 2: B asks for foreign aid; C blocks with Duke; everyone allows the block.
        await t.act(B, "Foreign aid")
        await t.waiting_for("Block with")
        await t.click(C, "Block (Duke)")
        await t.waiting_for("Challenge or allow")
        await t.click(A, "Allow")
        await t.click(B, "Allow")
        await t.waiting_for("**Turn 3**")
        assert "is blocked" in fd.messages(guild.channel)[-2].body

        # Turn 3: C exchanges, nobody challenges, C keeps the first two cards offered.
        await t.act(C, "Exchange")
        await t.waiting_for("Challenge or allow")
        await t.click(A, "Allow")
        await t.click(B, "Allow")
        await t.waiting_for("choosing which cards to keep")
        opened, done = await t.decide(C, select_first=2)
        assert "Drawn from the Court deck" in opened
        assert done.body.startswith("You keep ") and "Now: **" in done.body
        await t.waiting_for("**Turn 4**")
        assert len(await t.hand(C)) == 2

        # Turn 4: A (5 coins) assassinates C; nobody challenges, C does not block.
        await t.act(A, "Assassinate…", target_seat=seat[C.id])
        await t.waiting_for("Challenge or allow")
        await t.click(B, "Allow")
        await t.click(C, "Allow")
        await t.waiting_for("Block with")
        await t.click(C, "Allow")
        await t.waiting_for("must choose a card to lose")
        c_cards = await t.hand(C)
        await t.decide(C, f"Lose {c_cards[0]}")
        await t.waiting_for("**Turn 5**")

        # Turn 5: B bluffs Duke; C challenges and wins; B is out.
        b_left = await t.hand(B)
        assert DUKE not in b_left and len(b_left) == 1
        await t.act(B, "Tax")
        await t.waiting_for("Challenge or allow")
        await t.click(C, "Challenge")
        await t.waiting_for("must show a")
        opened, done = await t.decide(B, f"Lose {b_left[0]}")  # one click: concede and lose that card
        assert done.body.startswith("You did not show it and lost your")
        await t.waiting_for("**Turn 6**")
        assert "is out of the game" in fd.messages(guild.channel)[-2].body

        # Two left. C takes income, A taxes, C takes income, A assassinates C and wins.
        await t.act(C, "Income")
        await t.waiting_for("**Turn 7**")
        await t.act(A, "Tax")
        await t.waiting_for("Challenge or allow")
        await t.click(C, "Allow")
        await t.waiting_for("**Turn 8**")
        await t.act(C, "Income")
        await t.waiting_for("**Turn 9**")
        # With one possible target, the button names it and acts at once.
        await t.act(A, f"Assassinate {C.name.capitalize()}")
        await t.waiting_for("Challenge or allow")
        await t.click(C, "Allow")
        await t.waiting_for("Block with")
        await t.click(C, "Allow")
        over = await fd.wait_for_message(guild.channel, lambda m: m.body.startswith("🏆"))
        assert f"{A.name.capitalize()} wins" in over.body
        # B's Tax in turn 5 was a bluff, challenged: now that the game is over it can be told.
        assert f"Turn 5: {B.name.capitalize()} claimed {art(fd, 'Duke')} **Duke** without holding one — caught." in over.body
        assert [a["filename"] for a in over.payload["attachments"]] == ["coup-game-1.png"]
        # The winner is announced once.
        assert sum("wins" in m.body for m in fd.messages(guild.channel)) == 1
        assert not any(m.labels and m.labels != ["Rematch", "Replay"] for m in fd.messages(guild.channel))

        # Nothing hidden leaked: custom_ids carry no card; no one saw another's hand.
        for record in fd.records:
            for comp in walk_components((record.payload or {}).get("components")):
                assert not re.search("|".join(CHARACTERS), comp.get("custom_id", "")), comp
        public = "\n".join(m.text for m in fd.messages(guild.channel))
        assert "Your cards" not in public and "Drawn from" not in public
        # Every public line that names a character is one of the public kinds of line:
        # a claim, a challenge, a proof, a concession, a block, a revealed card, the board.
        allowed = re.compile(r"claims|challenges|shows a|does not show|blocks with|is revealed|cards face up"
                             r"|Block \(|Block with|✕|· out ·|must show a|Challenge or allow"
                             r"|claimed .* without holding one|blocked with .* without holding one")
        for record in fd.records:
            if record.ephemeral:
                continue
            for text in record.texts:
                for line in text.splitlines():
                    if re.search(r"\b(" + "|".join(CHARACTERS) + r")\b", line):
                        assert allowed.search(line), line
        async with closed_after(await SqliteStore.open(db_path)) as store:
            events = await store.tables.events(1)
        kinds = [e["kind"] for e in events]
        for k in ("challenge", "prove", "concede", "block", "blocked", "exchanged", "win"):
            assert k in kinds
        fd.assert_clean()
