"""The bot's own REST calls on a table's channel (the paths outside interaction tokens)."""

from __future__ import annotations

import logging

import discord

log = logging.getLogger(__name__)


def sendable(payload: dict) -> dict:
    """Keyword arguments for a new message (None means 'nothing' when sending)."""
    return {k: v for k, v in payload.items() if v is not None}


def editable(payload: dict) -> dict:
    """Keyword arguments for an edit: no embed is an empty list, files are attachments."""
    out = dict(payload)
    if "embed" in out and out["embed"] is None:
        out["embeds"] = []
        del out["embed"]
    if "files" in out:
        out["attachments"] = out.pop("files")
    return out


class Rest:
    def __init__(self, client: discord.Client):
        self._client = client
        self.calls = 0

    def _channel(self, channel_id: int, guild_id: int):
        return self._client.get_partial_messageable(channel_id, guild_id=guild_id)

    async def post(self, channel_id: int, guild_id: int, payload: dict, *, nonce: str | None) -> discord.Message:
        self.calls += 1
        return await self._channel(channel_id, guild_id).send(nonce=nonce, **sendable(payload))

    async def edit(self, channel_id: int, guild_id: int, message_id: int, payload: dict, *,
                   thread: bool = False) -> None:
        message = self._channel(channel_id, guild_id).get_partial_message(message_id)
        self.calls += 1
        try:
            await message.edit(**editable(payload))
        except discord.HTTPException as e:
            if getattr(e, "code", None) != 50083 or not thread:
                raise
            # an archived thread of the bot's: open it again, then edit
            await self._client.http.edit_channel(channel_id, archived=False)
            self.calls += 1
            await message.edit(**editable(payload))

    async def delete(self, channel_id: int, guild_id: int, message_id: int) -> None:
        self.calls += 1
        try:
            await self._channel(channel_id, guild_id).get_partial_message(message_id).delete()
        except discord.NotFound:
            pass

    async def recent(self, channel_id: int, guild_id: int, limit: int = 50) -> list[discord.Message]:
        """The bot's own recent messages in a channel (newest first)."""
        self.calls += 1
        try:
            me = self._client.user.id
            return [m async for m in self._channel(channel_id, guild_id).history(limit=limit) if m.author.id == me]
        except discord.HTTPException as e:
            if gone(e):
                raise
            log.info("channel %s: could not read its recent messages (%s)", channel_id, e)
            return []


def gone(error: discord.HTTPException) -> bool:
    """The channel was deleted, or the bot can no longer see it."""
    return isinstance(error, (discord.NotFound, discord.Forbidden)) and error.code in (10003, 50001)
