"""Interaction tokens the courier may still use: a click answered by updating its message
may edit that message for 15 minutes, and any recent interaction may post follow-ups in
its channel — requests outside the bot's global rate limit."""

from __future__ import annotations

import time
from typing import Callable, NamedTuple

import discord

TOKEN_LIFE = 14 * 60  # interaction tokens live 15 minutes
POSTERS = 6           # recent tokens kept per channel for follow-ups
FOLLOWUPS_OUTSIDE_SERVER = 5


class Editor(NamedTuple):
    interaction: discord.Interaction
    expires: float
    followup: bool     # the message was posted as a follow-up (edited through followup.edit_message)


class Tokens:
    """Recent interactions by the message they may edit and the channel they may post in,
    and each token's own budget (Discord allows about 5 requests per 2 s per interaction
    webhook; discord.py would sleep rather than fail, so a busy token is not used)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self._clock = clock
        self._editors: dict[int, Editor] = {}                               # message id -> token
        self._channels: dict[int, list[tuple[discord.Interaction, float]]] = {}   # channel id -> recent tokens
        self._use: dict[int, list[float]] = {}                             # interaction id -> recent requests
        self._followups: dict[int, int] = {}   # interaction id (outside a server) -> follow-ups posted

    def may_edit(self, message_id: int, interaction: discord.Interaction, *, followup: bool = False) -> None:
        """``interaction``'s token may edit this message (its own, or a follow-up it posted)."""
        expires = self._clock() + TOKEN_LIFE
        self._editors[message_id] = Editor(interaction, expires, followup)
        self.may_post(interaction)
        if len(self._editors) > 20_000:
            now = self._clock()
            self._editors = {k: v for k, v in self._editors.items() if v.expires > now}

    def may_post(self, interaction: discord.Interaction) -> None:
        """``interaction``'s token may post follow-ups in its channel (the channel's few most
        recent tokens are kept: each has its own budget)."""
        if interaction.channel_id is None:
            return
        now = self._clock()
        kept = [(i, t) for i, t in self._channels.get(interaction.channel_id, ()) if t > now and i.id != interaction.id]
        self._channels[interaction.channel_id] = [(interaction, now + TOKEN_LIFE)] + kept[:POSTERS - 1]
        if len(self._channels) > 20_000:
            self._channels = {k: v for k, v in self._channels.items() if v and v[0][1] > now}

    def editor(self, message_id: int | None) -> Editor | None:
        """A live token that may edit this message now."""
        entry = self._editors.get(message_id) if message_id else None
        if entry is None:
            return None
        if entry.expires < self._clock():
            del self._editors[message_id]
            return None
        return entry if self.free(entry.interaction) else None

    def drop(self, message_id: int) -> None:
        self._editors.pop(message_id, None)

    def poster(self, channel_id: int, *message_ids: int | None) -> discord.Interaction | None:
        """A live token that may post in this channel now (one that edits these messages first)."""
        for message_id in message_ids:
            editor = self.editor(message_id)
            if editor is not None:
                return editor.interaction
        now = self._clock()
        return next((i for i, t in self._channels.get(channel_id, ())
                     if t > now and self.free(i) and self.may_follow_up(i)), None)

    def alive(self, channel_id: int, *message_ids: int | None) -> bool:
        """Whether some token may still edit these messages or post here, once its budget has
        room again (busy now, perhaps, but not expired)."""
        now = self._clock()
        if any(self._editors.get(m) and self._editors[m].expires > now for m in message_ids if m):
            return True
        return any(t > now and self.may_follow_up(i) for i, t in self._channels.get(channel_id, ()))

    def free(self, interaction: discord.Interaction) -> bool:
        now = self._clock()
        recent = [t for t in self._use.get(interaction.id, ()) if now - t < 2.0]
        self._use[interaction.id] = recent
        if len(self._use) > 20_000:
            self._use = {k: v for k, v in self._use.items() if v and now - v[-1] < 2.0}
        return len(recent) < 4

    def may_follow_up(self, interaction: discord.Interaction) -> bool:
        """Outside a server (a user's install of the app) an interaction posts 5 follow-ups at
        most (docs: interactions, "Create Followup Message"); in a server, no such limit."""
        return interaction.guild_id is not None or self._followups.get(interaction.id, 0) < FOLLOWUPS_OUTSIDE_SERVER

    def followed_up(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            self._followups[interaction.id] = self._followups.get(interaction.id, 0) + 1
            if len(self._followups) > 20_000:
                self._followups = dict(list(self._followups.items())[-10_000:])

    def spend(self, interaction: discord.Interaction) -> None:
        self._use.setdefault(interaction.id, []).append(self._clock())
