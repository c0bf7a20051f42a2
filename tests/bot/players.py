"""People at the table: what a player does in Discord, through the fake Discord's driver."""

from __future__ import annotations

import asyncio
import re

from bot import cardart
from engine import CHARACTERS, DUKE, Game
from engine.rng import SplitMix

CARD_RE = "|".join(CHARACTERS)
#: The public buttons that open a private decision.
DECISIONS = ("Choose my card", "Show or lose a card", "Choose cards to keep", "Pick my card")


def art(fd, card: str) -> str:
    """A card's picture as the bot writes it in this fake Discord: the application emoji it
    uploaded at start-up (the card's symbol if it has not)."""
    name = cardart.PREFIX + cardart.PICTURES[card]
    found = next((e for e in fd.server.app_emojis.values() if e["name"] == name), None)
    return f"<:{name}:{found['id']}>" if found else cardart.SYMBOLS[card]


def duke_opening_seed():
    """A 3-player deal (its seed, the starter's seat, the hands) where the starter holds a
    Duke and the next player does not hold two Dukes."""
    for seed in range(1000):
        g = Game.new(3, SplitMix(seed))
        p0 = g.turn
        p1 = (p0 + 1) % 3
        if DUKE in g.hands[p0] and g.hands[p1] != (DUKE, DUKE):
            return seed, p0, g.hands
    raise AssertionError("no seed")


class Table:
    """The players' side of a table whose messages are in English."""

    #: How a turn message's title starts (a game turn, or the draft).
    TITLES = ("**Turn", "**Draft**")

    def __init__(self, fd, channel):
        self.fd = fd
        self.channel = channel

    def turn_message(self):
        """The newest turn message (the one with buttons)."""
        for m in reversed(self.fd.messages(self.channel)):
            if any(title in (m.body or "") for title in self.TITLES):
                return m
        raise AssertionError("no turn message yet")

    async def wait(self, predicate, timeout=8.0):
        """Wait until the newest turn message satisfies ``predicate(message)``."""
        async def ok():
            try:
                return predicate(self.turn_message())
            except AssertionError:
                return False
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while loop.time() < end:
            if await ok():
                return self.turn_message()
            await asyncio.sleep(0.02)
        msgs = [m.body for m in self.fd.messages(self.channel)[-3:]]
        raise AssertionError(f"timed out; last messages: {msgs}")

    async def waiting_for(self, text, timeout=8.0):
        return await self.wait(lambda m: text in m.body, timeout)

    async def click(self, user, label, message=None):
        message = message or self.turn_message()
        return await (await self.fd.click(user, message, label=label)).response()

    async def hand(self, user) -> list[str]:
        """Press My cards and read the ephemeral answer."""
        answer = await self.click(user, "My cards")
        assert answer.ephemeral
        line = next(l for l in answer.body.splitlines() if l.startswith("Your cards") or "no hidden" in l)
        return re.findall(CARD_RE, line) if line.startswith("Your cards") else []

    async def act(self, user, label, target_seat: int | None = None):
        answer = await self.click(user, label)
        if target_seat is None:
            return answer
        assert answer.ephemeral, answer.body
        ix = await self.fd.select(user, answer.message, values=[str(target_seat)])
        return await ix.response()

    async def decide(self, user, button_label: str | None = None, *, select_first: int | None = None):
        """Open a private decision from the public button, then answer it in the ephemeral."""
        msg = self.turn_message()
        label = next(l for l in msg.labels if l in DECISIONS)
        opened = await self.click(user, label)
        assert opened.ephemeral, opened.body
        shown = opened.body  # before the answer edits the ephemeral
        if select_first is not None:
            select = opened.message.selects[0]
            values = [o["value"] for o in select["options"]][:select_first]
            ix = await self.fd.select(user, opened.message, values=values)
        else:
            ix = await self.fd.click(user, opened.message, label=button_label)
        return shown, await ix.response()


async def new_lobby(fd, user, where, form: dict | None = None, **options):
    """``/coup new`` by ``user``: typed with options, its answer; typed alone, it opens the
    one-screen form, which is submitted as it comes (its presets) or with ``form``'s answers.
    The interaction that opened the lobby (or was refused)."""
    asked = await fd.invoke_slash(user, where, "coup new", **options)
    if (await asked.response()).type != 9:
        return asked
    return await fd.submit_modal(user, asked, **(form or {}))


async def start_game(fd, channel, host, others, *, wait: bool = True, **options) -> Table:
    """``/coup new`` by ``host``, the others press Join, the host presses Start; the channel
    is returned once the first turn asks for an action (``wait=False``: at once)."""
    lobby = (await (await new_lobby(fd, host, channel, **options)).response()).message
    for user in others:
        await (await fd.click(user, lobby, label="Join")).response()
    await (await fd.click(host, lobby, label="Start")).response()
    table = Table(fd, channel)
    if wait:
        await table.waiting_for("choose your action")
    return table


async def forfeit(fd, user, channel):
    """``/coup leave`` in a running game, confirmed with the button of its answer (issue 24,
    item 11): the confirmation's answer."""
    asked = await (await fd.invoke_slash(user, channel, "coup leave")).response()
    assert asked.ephemeral and "Forfeit this game" in asked.message.labels, asked.body
    return await (await fd.click(user, asked.message, label="Forfeit this game")).response()


def _name_of(users, name: str):
    return next((u for u in users if u.name.capitalize() == name or u.name == name), None)


def awaited(content: str, users) -> list:
    """The people a turn message says the game waits on (from its last line)."""
    last = content.strip().splitlines()[-1] if content.strip() else ""
    m = re.search(r"\*\*([^*]+)\*\*(?:, choose your action| must | is choosing| chooses| decides| has 10 coins)", last)
    if m:
        found = _name_of(users, m.group(1))
        return [found] if found else []
    m = re.search(r"waiting on (.+)$", last)
    if m:
        names = re.split(r", | and ", m.group(1))
        return [u for u in (_name_of(users, n.strip()) for n in names) if u]
    return []


async def autoplay(fd, channel, users, *, until, timeout=60.0, turn_label=lambda labels: "Income"):
    """Play for ``users`` until ``until()`` holds: Income on their turn (a Coup when they
    can), Allow every claim and action, the first card or cards offered in private.
    Refusals (another player was quicker, or the game moved on) are simply looked past."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    t = Table(fd, channel)
    while not until():
        assert loop.time() < end, f"autoplay ran out of time; last: {t.turn_message().body[-300:]}"
        try:
            msg = t.turn_message()
        except AssertionError:
            await asyncio.sleep(0.02)
            continue
        people = awaited(msg.body, users) if msg.labels else []
        if not people:
            await asyncio.sleep(0.02)
            continue
        user = people[0]
        labels = [b["label"] for b in msg.buttons if not b.get("disabled")]
        try:
            if "choose your action" in msg.body.splitlines()[-1]:
                coup = next((lbl for lbl in labels if lbl.startswith("Coup")), None)
                label = coup or turn_label(labels)
                answer = await (await fd.click(user, msg, label=label)).response()
                if answer.ephemeral and answer.message.selects:
                    option = answer.message.selects[0]["options"][0]["value"]
                    await (await fd.select(user, answer.message, values=[option])).response()
            elif "Allow" in labels:
                await (await fd.click(user, msg, label="Allow")).response()
            else:
                label = next(lbl for lbl in msg.labels if lbl in DECISIONS)
                opened = await (await fd.click(user, msg, label=label)).response()
                if opened.ephemeral and opened.message.selects:
                    sel = opened.message.selects[0]
                    values = [o["value"] for o in sel["options"]][: sel.get("min_values", 1)]
                    await (await fd.select(user, opened.message, values=values)).response()
                elif opened.ephemeral and opened.message.buttons:
                    await (await fd.click(user, opened.message, label=opened.message.labels[-1])).response()
        except (LookupError, ValueError, PermissionError):
            pass
        await asyncio.sleep(0.01)
