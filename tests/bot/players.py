"""People at the table: what a player does in Discord, through the fake Discord's driver."""

from __future__ import annotations

import re

from engine import CHARACTERS

CARD_RE = "|".join(CHARACTERS)
#: The public buttons that open a private decision.
DECISIONS = ("Choose my card", "Show or lose a card", "Choose cards to keep", "Pick my card")


class Table:
    def __init__(self, fd, channel):
        self.fd = fd
        self.channel = channel

    def turn_message(self):
        """The newest turn message (the one with buttons)."""
        for m in reversed(self.fd.messages(self.channel)):
            if "**Turn" in (m.content or "") or "**Draft**" in (m.content or ""):
                return m
        raise AssertionError("no turn message yet")

    async def wait(self, predicate, timeout=8.0):
        """Wait until the newest turn message satisfies ``predicate(message)``."""
        async def ok():
            try:
                return predicate(self.turn_message())
            except AssertionError:
                return False
        import asyncio
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while loop.time() < end:
            if await ok():
                return self.turn_message()
            await asyncio.sleep(0.02)
        msgs = [m.content for m in self.fd.messages(self.channel)[-3:]]
        raise AssertionError(f"timed out; last messages: {msgs}")

    async def waiting_for(self, text, timeout=8.0):
        return await self.wait(lambda m: text in m.content, timeout)

    async def click(self, user, label, message=None):
        message = message or self.turn_message()
        ix = await self.fd.click(user, message, label=label)
        return await ix.response()

    async def hand(self, user) -> list[str]:
        """Press My cards and read the ephemeral answer."""
        answer = await self.click(user, "My cards")
        assert answer.ephemeral
        line = next(l for l in answer.content.splitlines() if l.startswith("Your cards") or "no hidden" in l)
        return re.findall(CARD_RE, line) if line.startswith("Your cards") else []

    async def act(self, user, label, target_seat: int | None = None):
        answer = await self.click(user, label)
        if target_seat is None:
            return answer
        assert answer.ephemeral, answer.content
        ix = await self.fd.select(user, answer.message, values=[str(target_seat)])
        return await ix.response()

    async def decide(self, user, button_label: str | None = None, *, select_first: int | None = None):
        """Open a private decision from the public button, then answer it in the ephemeral."""
        msg = self.turn_message()
        label = next(l for l in msg.labels if l in DECISIONS)
        opened = await self.click(user, label)
        assert opened.ephemeral, opened.content
        shown = opened.content  # before the answer edits the ephemeral
        if select_first is not None:
            select = opened.message.selects[0]
            values = [o["value"] for o in select["options"]][:select_first]
            ix = await self.fd.select(user, opened.message, values=values)
        else:
            ix = await self.fd.click(user, opened.message, label=button_label)
        return shown, await ix.response()


async def start_game(fd, channel, host, others, **options) -> Table:
    """``/coup new`` by ``host``, the others press Join, the host presses Start; the channel
    is returned once the first turn asks for an action."""
    lobby = (await (await fd.invoke_slash(host, channel, "coup new", **options)).response()).message
    for user in others:
        await (await fd.click(user, lobby, label="Join")).response()
    await (await fd.click(host, lobby, label="Start")).response()
    table = Table(fd, channel)
    await table.waiting_for("choose your action")
    return table
