"""Lobbies in Discord: opening one (in the channel, or with its game in a new thread), the
lobby buttons (Join, Leave, Start, Cancel), a rematch, and keeping the lobby message true.

Slash commands and buttons both come here, so a lobby changes the same way whichever
was used.
"""

from __future__ import annotations

import logging

import discord

from . import messages
from .defaults import GuildDefaults
from .i18n import language, words
from .replies import reply
from .tables import UserFacingError

log = logging.getLogger(__name__)

THREAD_ARCHIVE = {"live": 1440, "async": 10080}  # minutes of quiet before Discord archives a thread


def player_name(user: discord.abc.User) -> str:
    """A member's name as shown on the board: no markdown, no mentions, not too long."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(user.display_name))[:40]


def can_manage(interaction: discord.Interaction, table) -> bool:
    """Manage Server counts only in the table's own server."""
    perms = interaction.permissions
    return interaction.guild_id == table.guild_id and bool(perms and perms.manage_guild)


class LobbyDesk:
    def __init__(self, client: discord.Client, service, publisher):
        self.client = client
        self.service = service
        self.publisher = publisher

    async def defaults(self, guild_id: int) -> GuildDefaults:
        return GuildDefaults.load(await self.service.store.guilds.settings(guild_id))

    # ------------------------------------------------------------------ opening

    async def open(self, interaction: discord.Interaction, *, mode: str | None, variant: str,
                   hours: int | None, thread: bool | None, series: bool = False):
        """``/coup new``: a lobby here, its game here or in a new thread. What the command
        leaves out comes from the server's settings."""
        defaults = await self.defaults(interaction.guild_id)
        defaults.check_channel(getattr(interaction.channel, "parent_id", None) or interaction.channel_id)
        mode = mode or defaults.mode
        thread = defaults.thread if thread is None else thread
        extra = {"series": series, "timings": defaults.timings(mode)}
        if getattr(interaction.channel, "parent_id", None) is not None and thread:
            thread = False  # already in a thread: the game is played right here
        w = words(interaction.locale)
        perms = interaction.app_permissions
        in_thread = getattr(interaction.channel, "parent_id", None) is not None
        need = ["view_channel", "embed_links", "send_messages_in_threads" if in_thread else "send_messages"]
        if thread:
            need += ["create_public_threads", "send_messages_in_threads"]
        missing = [w(f"perm.{name}") for name in need if not getattr(perms, name)]
        if missing:
            raise UserFacingError("no.permissions", perms=", ".join(missing))
        locale = defaults.language or language(interaction.guild_locale)
        user = interaction.user
        if not thread:
            table = await self.service.new_lobby(interaction.guild_id, interaction.channel_id, user.id,
                                                 player_name(user), mode, variant, hours=hours,
                                                 locale=locale, **extra)
            async with self.service.lock(table.id):  # nothing changes the lobby before its message is known
                await interaction.response.send_message(**messages.lobby_message(table))
                message = await interaction.original_response()
                self.publisher.remember_original(interaction, message.id)
                return await self.service.set_lobby_message(table.id, message.id, held=True)
        # The thread is made first (one request), then the lobby message links to it.
        name = words(locale)("thread.name", name=player_name(user))[:100]
        try:
            data = await self.client.http.start_thread_without_message(
                interaction.channel_id, name=name, auto_archive_duration=THREAD_ARCHIVE[mode],
                type=discord.ChannelType.public_thread.value)
        except discord.Forbidden:
            raise UserFacingError("no.permissions", perms=w("perm.create_public_threads")) from None
        thread_id = int(data["id"])
        try:
            table = await self.service.new_lobby(interaction.guild_id, thread_id, user.id, player_name(user),
                                                 mode, variant, hours=hours, locale=locale, thread=True,
                                                 lobby_channel_id=interaction.channel_id, **extra)
        except UserFacingError:
            await self._drop_thread(thread_id)
            raise
        async with self.service.lock(table.id):
            await interaction.response.send_message(**messages.lobby_message(table))
            message = await interaction.original_response()
            self.publisher.remember_original(interaction, message.id)
            return await self.service.set_lobby_message(table.id, message.id, held=True)

    async def _drop_thread(self, thread_id: int) -> None:
        try:
            await self.client.http.delete_channel(thread_id)
        except discord.HTTPException:
            pass

    # ------------------------------------------------------------------ the buttons

    async def click(self, interaction: discord.Interaction, action: str, table_id: int) -> None:
        svc, user = self.service, interaction.user
        table = await svc.get(table_id)
        if table is None:
            raise UserFacingError("no.gone")
        home = table.channel_id if action in ("rematch", "next") else table.lobby_channel_id
        if interaction.guild_id != table.guild_id or interaction.channel_id != home:
            raise UserFacingError("no.other_channel")
        if action == "join":
            table = await svc.join(table_id, user.id, player_name(user))
        elif action == "leave":
            if table.status == "running":
                raise UserFacingError("no.started")
            table = (await svc.leave(table_id, user.id)).table
        elif action == "cancel":
            table = await svc.cancel(table_id, user.id, can_manage(interaction, table))
        elif action == "start":
            outcome = await svc.start(table_id, user.id)
            await interaction.response.edit_message(**messages.lobby_message(outcome.table))
            self.publisher.remember(interaction)
            await self.publisher.answer(interaction, table_id)
            return
        elif action == "next":  # R60: the series' next game, in this channel
            outcome = await svc.next_game(table_id, user.id, can_manage(interaction, table))
            await interaction.response.edit_message(view=None)
            self.publisher.remember(interaction)
            await self.publisher.answer(interaction, outcome.table.id)
            return
        elif action == "rematch":
            table = await svc.rematch(table_id, user.id)
            async with svc.lock(table.id):
                await interaction.response.send_message(**messages.lobby_message(table))
                message = await interaction.original_response()
                self.publisher.remember_original(interaction, message.id)
                await svc.set_lobby_message(table.id, message.id, held=True)
            return
        else:
            raise UserFacingError("no.not_a_button")
        await interaction.response.edit_message(**messages.lobby_message(table))
        self.publisher.remember(interaction)

    # ------------------------------------------------------------------ commands

    async def refresh(self, table) -> None:
        """Make the lobby message show the lobby as it is (after a slash command changed it)."""
        if table.lobby_message_id:
            await self.publisher.edit(table, table.lobby_channel_id, table.lobby_message_id,
                                      messages.lobby_message(table))

    async def leave(self, interaction: discord.Interaction, table) -> None:
        w = words(interaction.locale)
        outcome = await self.service.leave(table.id, interaction.user.id)
        if outcome.game is not None:  # the game had started: leaving forfeits it (R52)
            await reply(interaction, w("ok.forfeited"))
            await self.publisher.answer(interaction, table.id)
        else:
            await reply(interaction, w("ok.left_lobby"))
            await self.refresh(outcome.table)

    async def cancel(self, interaction: discord.Interaction, table) -> None:
        was_lobby = table.status == "lobby"
        table = await self.service.cancel(table.id, interaction.user.id, can_manage(interaction, table))
        w = words(table.locale)
        what = w("ok.what.lobby" if was_lobby else "ok.what.game")
        await interaction.response.send_message(w("ok.cancelled", name=player_name(interaction.user), what=what))
        if was_lobby:
            await self.refresh(table)
        elif table.message_id:  # the turn message keeps its log and loses its buttons
            await self.publisher.edit(table, table.channel_id, table.message_id, {"view": None})

    async def leave_series(self, interaction: discord.Interaction) -> None:
        series = await self.service.store.records.running_series_in(interaction.channel_id)
        if series is None:
            raise UserFacingError("no.table")
        series = await self.service.leave_series(series, interaction.user.id)
        w = words(series.locale)
        await interaction.response.send_message(w("series.left", name=player_name(interaction.user)))

    async def cancel_series(self, interaction: discord.Interaction) -> None:
        series = await self.service.store.records.running_series_in(interaction.channel_id)
        if series is None:
            raise UserFacingError("no.table")
        series = await self.service.cancel_series(series, interaction.user.id,
                                                  interaction.guild_id == series.guild_id
                                                  and bool(interaction.permissions.manage_guild))
        w = words(series.locale)
        await interaction.response.send_message(w("series.cancelled_by", name=player_name(interaction.user)))
