"""The cards' pictures, as the bot's application emojis.

The pictures ship in bot/art/ (drawn for this project, CC0: bot/art/LICENSE). At start-up the
bot reads its application's emojis and uploads each picture it lacks, once per application
(every server and every DM sees an application's emojis, unlike a server's own), then every
card is drawn with its picture and its name beside it: the picture for the eye, the name for
screen readers and for whoever reads the notification. Until the pictures are known (or if
Discord refuses them) a card keeps its Unicode symbol: nothing waits on the art.
"""

from __future__ import annotations

import asyncio
import logging
from importlib import resources

import discord

log = logging.getLogger(__name__)

HIDDEN = "hidden"   # a card face down
#: Each character's picture (the file in bot/art/) and the symbol used without it.
PICTURES = {"Duke": "duke", "Assassin": "assassin", "Captain": "captain", "Ambassador": "ambassador",
            "Contessa": "contessa", "Inquisitor": "inquisitor", HIDDEN: "hidden"}
SYMBOLS = {"Duke": "👑", "Assassin": "🗡️", "Captain": "⚓", "Ambassador": "📜", "Contessa": "🌹",
           "Inquisitor": "🔍", HIDDEN: "🂠"}
PREFIX = "coup_"   # the emojis' names: coup_duke, coup_hidden …

_shown: dict[str, str] = dict(SYMBOLS)


def symbol(card: str) -> str:
    """How a card (or ``HIDDEN``) is drawn now: its picture as ``<:coup_duke:id>``, or its symbol."""
    return _shown.get(card, "")


def use(emojis: dict[str, str]) -> None:
    """Draw these cards with these emojis from now on (``{card: "<:name:id>"}``)."""
    _shown.update(emojis)


def forget() -> None:
    """Back to the symbols (a bot that stops: its emojis belong to its application)."""
    _shown.clear()
    _shown.update(SYMBOLS)


def picture(name: str) -> bytes:
    return resources.files("bot.art").joinpath(f"{name}.png").read_bytes()


async def upload(client: discord.Client, *, create: bool = True, attempts: int = 15) -> dict[str, str]:
    """Make sure every picture is one of the application's emojis and draw the cards with them.

    Several processes share one application: only one creates (``create``, the process with
    shard 0), the others read what it made, asking again every 2 s while some are missing
    (cards keep their symbols meanwhile). Two bots started at once on one application may
    still race: a name already taken is read back, not an error."""
    for attempt in range(attempts):
        try:
            have = {e.name: e for e in await client.fetch_application_emojis()}
            for card, name in PICTURES.items():
                if PREFIX + name in have or not create:
                    continue
                try:
                    emoji = await client.create_application_emoji(name=PREFIX + name, image=picture(name))
                except discord.HTTPException:
                    have = {e.name: e for e in await client.fetch_application_emojis()}
                    if PREFIX + name not in have:
                        raise
                else:
                    have[emoji.name] = emoji
        except (discord.HTTPException, discord.MissingApplicationID, RuntimeError) as e:   # (a closed client)
            log.warning("the cards' pictures could not be made the bot's emojis (%s); cards keep their symbols", e)
            return {}
        if all(PREFIX + name in have for name in PICTURES.values()):
            emojis = {card: f"<:{PREFIX + name}:{have[PREFIX + name].id}>" for card, name in PICTURES.items()}
            use(emojis)
            log.info("the cards' pictures are the bot's emojis (%d)", len(emojis))
            return emojis
        await asyncio.sleep(2.0)   # another process is making them
    log.warning("the cards' pictures are not all among the bot's emojis yet; cards keep their symbols")
    return {}
