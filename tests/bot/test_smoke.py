"""From /coup new to the first turn: the lobby's buttons and the first turn's buttons."""

from tests.bot.harness import bot_in_process


async def test_lobby_to_first_turn(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    async with bot_in_process(fd, db_path):
        answer = await (await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")).response()
        lobby = answer.message
        assert not answer.ephemeral and lobby.labels == ["Join", "Leave", "Start", "Cancel"]
        assert "1. Alice (host)" in lobby.body
        for user in (bob, carol):
            await (await fd.click(user, lobby, label="Join")).response()
        assert "2. Bob" in fd.message(lobby).body and "3. Carol" in fd.message(lobby).body
        await (await fd.click(alice, lobby, label="Start")).response()
        turn = await fd.next_message(guild.channel, predicate=lambda m: "**Turn 1**" in m.body)
        # The lobby message follows once the first turn is posted: wait for it.
        shown = await fd.wait_for_message(guild.channel, lambda m: m.id == lobby.id and "started" in m.body)
        assert shown.labels == []
        enabled = [b["label"] for b in turn.buttons if not b.get("disabled")]
        disabled = [b["label"] for b in turn.buttons if b.get("disabled")]
        # 2 coins: no Coup, no Assassination (R31); everyone else has coins to steal.
        assert enabled == ["Income", "Foreign aid", "Tax", "Exchange", "Steal…", "My cards", "More time"]
        assert disabled == ["Assassinate…", "Coup…"]
        assert "choose your action — <t:" in turn.body
        fd.assert_clean()
