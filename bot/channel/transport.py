"""The bot's own requests to Discord, paced here: the posts, edits and deletions of its
messages, the reads a restart makes, the questions a deadline asks (has this member left?),
direct messages and a game's thread. Interaction answers and their tokens are not here
(they do not count against the bot's rate, bot/channel/answers.py sends them).

As discord.py keeps its rate-limit buckets inside its ``http.py``, the pacing is inside the
transport (:class:`~bot.channel.pacer.Pacer`: the bot's global rate and each channel's few
requests per five seconds), so no caller can send a request unpaced or pace it twice. A
request either waits for its room (``wait=True``: timers, commands) or, for the courier,
which has other channels to serve meanwhile, raises :class:`NoRoom` at once.

Nothing is parsed into discord.py's models: a message posted is known by its id, one read
after a restart is the JSON Discord sent. An edit's answer (the whole message) is dropped.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Callable

import discord
from discord.http import HTTPClient, handle_message_parameters

from .pacer import Pacer

log = logging.getLogger(__name__)

#: Discord's codes: unknown channel, missing access (the channel is gone for the bot);
#: a thread that is archived (the bot opens its own game's thread again to edit in it).
GONE = (10003, 50001)
ARCHIVED = 50083
#: Direct-message channels remembered (user id -> channel id), so a reminder is one request.
DM_CHANNELS = 20_000


class NoRoom(Exception):
    """A request that does not fit Discord's limits now; it fits in ``wait`` seconds."""

    def __init__(self, wait: float):
        super().__init__(f"no room for {wait:.2f} s")
        self.wait = wait


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


def gone(error: discord.HTTPException) -> bool:
    """The channel was deleted, or the bot can no longer see it."""
    return isinstance(error, (discord.NotFound, discord.Forbidden)) and error.code in GONE


class Transport:
    def __init__(self, http: HTTPClient, pacer: Pacer, *, me: Callable[[], int],
                 mentions: discord.AllowedMentions | None):
        self._http = http
        self._pacer = pacer
        self._me = me                  # the bot's own user id (known once logged in)
        self._mentions = mentions      # the bot's default allowed mentions, merged into each message's
        self._dms: dict[int, int] = {}
        self.calls = 0

    def room(self, channel_id: int, kind: str) -> float:
        """Seconds until a request of ``kind`` fits in ``channel_id`` (0: now); nothing is taken."""
        return self._pacer.wait_time(channel_id, kind)

    async def _room(self, channel_id: int | None, kind: str, wait: bool) -> None:
        """Take room for one request of ``kind`` in ``channel_id`` (None: one that belongs to
        no channel's bucket, counted against the global rate only)."""
        if channel_id is None:
            await self._pacer.turn()
            self.calls += 1
            return
        while (delay := self._pacer.wait_time(channel_id, kind)) > 0:
            if not wait:
                raise NoRoom(delay)
            await asyncio.sleep(delay)
        self._pacer.take(channel_id, kind)
        self.calls += 1

    # ------------------------------------------------------------------ a channel's messages

    async def post(self, channel_id: int, payload: dict, *, nonce: str | None = None, wait: bool = False) -> int:
        """Post a message; its id. With a ``nonce`` Discord makes one message of a post sent
        twice (a restart that posts again what it posted just before a crash)."""
        await self._room(channel_id, "post", wait)
        with handle_message_parameters(**sendable(payload), nonce=nonce,
                                       previous_allowed_mentions=self._mentions) as params:
            data = await self._http.send_message(channel_id, params=params)
        return int(data["id"])

    async def edit(self, channel_id: int, message_id: int, payload: dict, *, thread: bool = False,
                   wait: bool = False) -> None:
        """Edit a message (in an archived thread of the bot's own game: the thread is opened first)."""
        await self._room(channel_id, "edit", wait)
        try:
            await self._edit(channel_id, message_id, payload)
        except discord.HTTPException as e:
            if e.code != ARCHIVED or not thread:
                raise
            await self._room(None, "channel", True)
            await self._http.edit_channel(channel_id, archived=False)
            await self._edit(channel_id, message_id, payload)

    async def _edit(self, channel_id: int, message_id: int, payload: dict) -> None:
        with handle_message_parameters(**editable(payload), previous_allowed_mentions=self._mentions) as params:
            await self._http.edit_message(channel_id, message_id, params=params)

    async def delete(self, channel_id: int, message_id: int, *, wait: bool = False) -> None:
        """Delete a message (one already gone is fine)."""
        await self._room(channel_id, "delete", wait)
        try:
            await self._http.delete_message(channel_id, message_id)
        except discord.NotFound:
            pass

    async def recent(self, channel_id: int, limit: int = 50, *, wait: bool = False) -> list[dict]:
        """The bot's own recent messages in a channel, newest first, as Discord sent them."""
        await self._room(channel_id, "read", wait)
        try:
            data = await self._http.logs_from(channel_id, limit)
        except discord.HTTPException as e:
            if gone(e):
                raise
            log.info("channel %s: could not read its recent messages (%s)", channel_id, e)
            return []
        me = str(self._me())
        return [m for m in data if m.get("author", {}).get("id") == me]

    # ------------------------------------------------------------------ questions and the rest

    async def exists(self, channel_id: int) -> bool:
        """Whether the bot can still see a channel or thread (False: deleted, or no access)."""
        await self._room(channel_id, "read", True)
        try:
            await self._http.get_channel(channel_id)
        except discord.HTTPException as e:
            return not gone(e)
        return True

    async def member_left(self, guild_id: int, user_id: int) -> bool:
        """Whether a member has left the server (a failed question says no)."""
        await self._room(None, "member", True)
        try:
            await self._http.get_member(guild_id, user_id)
        except discord.NotFound:
            return True
        except discord.HTTPException:
            return False
        return False

    async def direct(self, user_id: int, text: str, *, nonce: str | None = None) -> None:
        """A direct message (raises :class:`discord.HTTPException` if the member's DMs are closed)."""
        channel_id = self._dms.get(user_id)
        if channel_id is None:
            await self._room(None, "dm", True)
            channel_id = int((await self._http.start_private_message(user_id))["id"])
            if len(self._dms) >= DM_CHANNELS:
                self._dms.clear()
            self._dms[user_id] = channel_id
        await self._room(None, "dm", True)
        with handle_message_parameters(content=text, nonce=nonce, previous_allowed_mentions=self._mentions) as params:
            await self._http.send_message(channel_id, params=params)

    async def open_thread(self, channel_id: int, name: str, archive_minutes: int) -> int:
        """A public thread of its own for a game; its id."""
        await self._room(channel_id, "thread", True)
        data = await self._http.start_thread_without_message(
            channel_id, name=name, auto_archive_duration=archive_minutes,
            type=discord.ChannelType.public_thread.value)
        return int(data["id"])

    async def drop_thread(self, thread_id: int) -> None:
        await self._room(None, "channel", True)
        try:
            await self._http.delete_channel(thread_id)
        except discord.HTTPException:
            pass
