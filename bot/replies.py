"""Answering one person: ephemeral sentences, said once, whatever was answered before."""

from __future__ import annotations

import collections
import logging

import discord

log = logging.getLogger(__name__)


async def reply(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """Answer ephemerally, whether or not the interaction was answered already."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)
    except discord.HTTPException as e:  # too late to answer: nothing else to do
        log.info("could not answer interaction %s: %s", interaction.id, e)


class Seen:
    """Interaction ids already taken: Discord may deliver the same interaction twice, and it
    must be answered once (a second answer fails with 40060 'already acknowledged')."""

    def __init__(self, size: int = 20_000):
        self._ids: collections.OrderedDict[int, None] = collections.OrderedDict()
        self._size = size

    def first(self, interaction_id: int) -> bool:
        if interaction_id in self._ids:
            return False
        self._ids[interaction_id] = None
        if len(self._ids) > self._size:
            self._ids.popitem(last=False)
        return True
