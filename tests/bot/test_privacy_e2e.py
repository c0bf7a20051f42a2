"""Data rights through Discord and the operator's tool: ``/coup privacy show`` tells a member
what is stored about them, ``/coup privacy forget`` forgets them (the leaderboard then shows
"a former player" where they were), and ``python -m bot forget-user ID`` does the same for
the operator."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from tests.bot.harness import bot_in_process
from tests.bot.players import forfeit, start_game

ROOT = Path(__file__).resolve().parents[2]


async def test_a_member_sees_and_forgets_what_is_stored_and_the_operator_forgets_another(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    async with bot_in_process(fd, db_path):
        await start_game(fd, guild.channel, alice, [bob, carol], mode="live")
        await forfeit(fd, bob, guild.channel)
        await forfeit(fd, carol, guild.channel)   # Alice wins
        await fd.wait_for_message(guild.channel, lambda m: (m.body or "").startswith("🏆"), timeout=10)

        shown = await (await fd.invoke_slash(bob, guild.channel, "coup privacy show")).response()
        assert shown.ephemeral
        assert "Your name in its games: Bob" in shown.body, shown.body
        assert "Games and lobbies you sat at: 1 · results counted: 1" in shown.body
        assert "Your reminder choice: none" in shown.body

        board = await (await fd.invoke_slash(alice, guild.channel, "coup leaderboard")).response()
        assert f"<@{bob.id}>" in board.body and "a former player" not in board.body

        await (await fd.invoke_slash(bob, guild.channel, "coup notify", how="dm")).response()   # its answer: saved
        shown = await (await fd.invoke_slash(bob, guild.channel, "coup privacy show")).response()
        assert "Your reminder choice: by direct message" in shown.body, shown.body

        asked = await (await fd.invoke_slash(bob, guild.channel, "coup privacy forget")).response()
        assert asked.ephemeral and asked.body.startswith("**Forget you?**") and asked.message.labels == ["Forget me"]
        kept = await (await fd.invoke_slash(bob, guild.channel, "coup privacy show")).response()
        assert "Your name in its games: Bob" in kept.body   # asked, not done
        done = await (await fd.click(bob, asked.message, label="Forget me")).response()
        assert done.body.startswith("Done: the bot no longer knows you."), done.body
        assert not done.message.labels   # the question answered, its button gone
        again = await (await fd.invoke_slash(bob, guild.channel, "coup privacy show")).response()
        assert "Your name in its games: none" in again.body
        assert "Games and lobbies you sat at: 0 · results counted: 0" in again.body

        board = await (await fd.invoke_slash(alice, guild.channel, "coup leaderboard")).response()
        assert f"<@{bob.id}>" not in board.body and "a former player" in board.body, board.body
        assert f"<@{carol.id}>" in board.body and f"<@{alice.id}>" in board.body

        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "forget-user", str(carol.id), "--database", str(db_path), cwd=str(ROOT),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), 60)
        assert proc.returncode == 0, err.decode()
        assert out.decode().startswith(f"Forgot member {carol.id}: their games and lobbies (1), results (1) and "
                                       "standings rows (1) are now"), out.decode()
        board = await (await fd.invoke_slash(alice, guild.channel, "coup leaderboard")).response()
        assert f"<@{carol.id}>" not in board.body and board.body.count("a former player") == 2
