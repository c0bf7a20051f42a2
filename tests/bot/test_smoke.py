from tests.bot.harness import bot_in_process


async def test_lobby_to_first_turn(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    async with bot_in_process(fd, db_path) as bot:
        ix = await fd.invoke_slash(alice, guild.channel, "coup new", mode="live")
        answer = await ix.response()
        print(answer.content, answer.message.labels)
        lobby = answer.message
        r = await (await fd.click(bob, lobby, label="Join")).response()
        print("join", r.type, lobby.content)
        r = await (await fd.click(carol, lobby, label="Join")).response()
        r = await (await fd.click(alice, lobby, label="Start")).response()
        turn = await fd.next_message(guild.channel, predicate=lambda m: "Turn 1" in (m.content or ""))
        print(turn.content, turn.labels)
        fd.assert_clean()
