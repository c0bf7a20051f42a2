"""Discord keeps an application's commands: the bot sends them (every language's texts
included) when they changed since they were last sent, not at every start."""

from bot.store import open_store
from bot.store.gateway import COMMANDS
from tests.bot.harness import bot_in_process


async def test_the_commands_are_sent_at_the_first_start_and_again_only_once_they_change(fd, db_path):
    guild = fd.add_guild("Coup Club", members=1)
    (alice,) = guild.members
    async with bot_in_process(fd, db_path):
        assert fd.server.command_syncs == 1
        sent = fd.server.global_commands
    async with bot_in_process(fd, db_path):   # a restart: Discord has them as they are
        assert fd.server.command_syncs == 1 and fd.server.global_commands == sent
        answer = await (await fd.invoke_slash(alice, guild.channel, "coup rules")).response()
        assert answer.ephemeral and "Duke" in answer.message.body
    store = await open_store(db_path)
    try:   # what Discord was last sent is not what this version has (its texts changed)
        assert await store.db.execute("UPDATE meta SET value='an older version' WHERE key LIKE ?",
                                      (COMMANDS + "%",)) == 1
    finally:
        await store.close()
    async with bot_in_process(fd, db_path):
        assert fd.server.command_syncs == 2
    fd.assert_clean()
