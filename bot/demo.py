"""``python -m bot demo``: the real bot plays one game in a local Discord simulator, no token needed.

Alice opens a lobby, adds two computer players and plays against them through the same
buttons a person presses; then the channel is printed as a reader would see it, and the
game-over picture the bot posted is saved in the current directory.

The simulator is the tests' own (``tests/fakediscord``), installed with the bot as ``bot.sim``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import re
import sys
import tempfile
from pathlib import Path

from . import cardart

#: The public buttons that open one of Alice's private decisions.
DECISIONS = ("Choose my card", "Show or lose a card", "Choose cards to keep", "Pick my card")
#: Where the game-over picture is saved, in the directory the demo runs in.
PICTURE = "coup-demo-game.png"


async def play(seed: int) -> tuple[str, bytes]:
    """The channel as text, and the game-over picture (PNG) the bot posted in it."""
    from .sim import FakeDiscord
    from .endpoint import point_at
    from .client import CoupBot
    from .settings import Settings

    async with FakeDiscord(validation=False) as fd:   # the demo shows a game; the tests check bodies
        guild = fd.add_guild("Demo Server", members=["alice"], channel_name="coup")
        (alice,) = guild.members
        channel = guild.channel
        with tempfile.TemporaryDirectory() as tmp:
            await point_at(fd.api_base)
            bot = CoupBot(Settings(token="demo", database_path=Path(tmp) / "demo.sqlite3",
                                   api_base=fd.api_base, computer_delay=0.05, seed=seed))
            task = asyncio.create_task(bot.start("demo"))
            try:
                await fd.wait_until_ready(timeout=15)
                lobby = (await (await fd.invoke_slash(alice, channel, "coup new", mode="live")).response()).message
                for level in ("normal", "easy"):
                    await (await fd.invoke_slash(alice, channel, "coup addbot", level=level)).response()
                await (await fd.click(alice, lobby, label="Start")).response()
                await _alice_plays(fd, alice, channel)
                # the lobby message says the game is over last (after the game's own messages)
                await fd.wait_for_message(channel, lambda m: m.id == lobby.id and "over" in m.body, timeout=30)
            finally:
                await bot.close()
                await asyncio.wait_for(task, 10)
        messages = fd.messages(channel)
        return _transcript(messages), _picture(messages)


async def _alice_plays(fd, alice, channel) -> None:
    """Alice plays simply: Tax when she can, Coup at 7, allows everything, gives up her first card."""
    loop = asyncio.get_running_loop()
    end = loop.time() + 120
    last = None
    while loop.time() < end:
        messages = fd.messages(channel)
        if any(m.body.startswith("🏆") for m in messages):
            return
        turn = next((m for m in reversed(messages) if "**Turn" in m.body or "**Draft" in m.body), None)
        state = (turn.id, turn.body) if turn else None
        if turn is None or state == last or not turn.labels:
            await asyncio.sleep(0.05)
            continue
        content = turn.body
        waiting = content.splitlines()[-1]   # the last words: what the game waits for
        mine = "Alice" in waiting or content.startswith("<@")
        try:
            if "**Alice**, choose your action" in content:
                label = next((lbl for lbl in _enabled(turn) if lbl.startswith("Coup")), "Tax")
                answer = await (await fd.click(alice, turn, label=label)).response()
                if answer.ephemeral and answer.message.selects:  # more than one player to choose from
                    select = answer.message.selects[0]
                    await (await fd.select(alice, answer.message, values=[select["options"][0]["value"]])).response()
            elif "waiting on" in waiting and "Alice" in waiting.split("waiting on")[-1]:
                await (await fd.click(alice, turn, label="Allow")).response()
            elif any(lbl in turn.labels for lbl in DECISIONS) and "**Alice**" in waiting:
                label = next(lbl for lbl in turn.labels if lbl in DECISIONS)
                opened = await (await fd.click(alice, turn, label=label)).response()
                if opened.message.selects:
                    sel = opened.message.selects[0]
                    values = [o["value"] for o in sel["options"]][: sel.get("min_values", 1)]
                    await (await fd.select(alice, opened.message, values=values)).response()
                else:
                    button = next(b for b in opened.message.buttons if not b.get("disabled"))
                    await (await fd.click(alice, opened.message, label=button["label"])).response()
            else:
                await asyncio.sleep(0.05)
                continue
        except Exception:  # the computers moved first; look again
            pass
        last = state if not mine else None
        await asyncio.sleep(0.1)
    raise TimeoutError("the demo game did not finish in two minutes")


def _enabled(message) -> list[str]:
    return [b["label"] for b in message.buttons if not b.get("disabled")]


#: the cards' pictures, as the transcript prints them
SYMBOLS = {name: cardart.SYMBOLS[card] for card, name in cardart.PICTURES.items()}


def _transcript(messages) -> str:
    out = []
    for m in messages:
        text = re.sub(r"<@\d+>\s*", "", m.body).strip()
        text = re.sub(r"<:coup_(\w+):\d+>", lambda found: SYMBOLS.get(found.group(1), ""), text)
        text = re.sub(r"^-# ", "", text, flags=re.M)
        text = re.sub(r"<t:(\d+):R>", "(deadline)", text).replace("**", "").replace("~~", "")
        if text:
            out.append(text)
    return ("\n" + "─" * 60 + "\n").join(out)


def _picture(messages) -> bytes:
    """The PNG attached to the game-over message."""
    for m in reversed(messages):
        for attachment in m.payload.get("attachments") or []:
            if attachment["filename"].endswith(".png") and int(attachment["id"]) in m.files:
                return m.files[int(attachment["id"])]
    raise LookupError("the game-over message has no picture")


def main(argv: list[str]) -> int:
    from .settings import SettingsError, seed_from

    try:
        seed = seed_from(os.environ)   # the bot's own setting, as in .env
    except SettingsError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 2
    parser = argparse.ArgumentParser(prog="python -m bot demo", description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7 if seed is None else seed,
                        help="the deal (default: COUP_SEED, else 7)")
    parser.add_argument("--verbose", action="store_true", help="show the bot's log")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.CRITICAL)
    transcript, png = asyncio.run(play(args.seed))
    print(transcript)
    path = Path.cwd() / PICTURE
    try:
        path.write_bytes(png)
    except OSError as e:
        print(f"\nThe game-over picture could not be saved as {path}: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"\nThe game-over picture the bot posted: {path}")
    return 0
