"""Lobbies in Discord: opening one (in the channel, or with its game in a new thread), the
lobby buttons (Join, Leave, Start, Cancel), a rematch and a series' next game.

Slash commands and buttons both come here, so a lobby changes the same way whichever was
used: :class:`~bot.tables.Lobbies` commits the change, then the courier shows it (the
lobby message is the answer to the command that opened it).
"""

from __future__ import annotations

import logging

import discord

from engine import series as S

from . import form
from .channel import Courier, Transport
from .components import Controls, lobby_id
from .defaults import GuildDefaults
from .errors import UserFacingError
from .i18n import language, words
from .replies import reply
from .dm import NO_SERVER
from .store import ASYNC, LIVE, RUNNING, GuildStore
from .tables import Lobbies, Play, Records, TableCache

log = logging.getLogger(__name__)

THREAD_ARCHIVE = {LIVE: 1440, ASYNC: 10080}  # minutes of quiet before Discord archives a thread


def player_name(user: discord.abc.User) -> str:
    """A member's name as shown on the board: no markdown, no mentions, not too long."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(user.display_name))[:40]


def can_manage(interaction: discord.Interaction, guild_id: int) -> bool:
    """Manage Server counts only in the table's own server (outside a server, only the host
    manages a table)."""
    perms = interaction.permissions
    return guild_id != NO_SERVER and interaction.guild_id == guild_id and bool(perms and perms.manage_guild)


class LobbyDesk:
    def __init__(self, transport: Transport, cache: TableCache, lobbies: Lobbies, play: Play, records: Records,
                 guilds: GuildStore, courier: Courier):
        self._transport = transport  # a game's own thread
        self._cache = cache        # live tables
        self._lobbies = lobbies    # lobby changes
        self._play = play          # a player leaving a running game
        self._records = records    # series
        self._guilds = guilds      # the server's defaults
        self._courier = courier    # shows each change

    # ------------------------------------------------------------------ opening

    async def open(self, interaction: discord.Interaction, *, mode: str | None, variant: str,
                   hours: int | None, thread: bool | None, series: bool = False,
                   reformation: bool | None = None, inquisitor: bool | None = None, autopilot: bool = False) -> None:
        """``/coup new``: a lobby here, its game here or in a new thread. What the command
        leaves out comes from the server's settings, and so does what its games allow: autopilot
        (R56; ``autopilot`` puts every player on it from the deal) and seat hand-off (R57).
        Outside a server (a group DM) the bot's own defaults apply, to a live game."""
        if interaction.guild_id is None:   # a DM or a group DM: live games only (bot/dm.py)
            if mode == ASYNC or hours is not None or thread:
                raise UserFacingError("no.dm_live_only")
            bot = GuildDefaults()
            await self._courier.open(interaction, (await self._lobbies.open(
                NO_SERVER, interaction.channel_id, interaction.user.id, player_name(interaction.user), LIVE,
                variant, locale=language(interaction.locale), series=series, reformation=bool(reformation),
                inquisitor=bool(inquisitor), timings=bot.timings(LIVE),
                autopilot=("on" if autopilot else "allowed") if bot.autopilot else None, handoff=bot.handoff)).id)
            return
        defaults = GuildDefaults.load(await self._guilds.settings(interaction.guild_id))
        parent = getattr(interaction.channel, "parent_id", None)
        defaults.check_channel(parent or interaction.channel_id)
        if autopilot and not defaults.autopilot:
            raise UserFacingError("no.autopilot_server_off")
        mode = mode or defaults.mode
        thread = defaults.thread if thread is None else thread
        if parent is not None and thread:
            thread = False  # already in a thread: the game is played right here
        w = words(interaction.locale)
        perms = interaction.app_permissions
        need = ["view_channel", "embed_links", "send_messages_in_threads" if parent is not None else "send_messages"]
        if thread:
            need += ["create_public_threads", "send_messages_in_threads"]
        missing = [w(f"perm.{name}") for name in need if not getattr(perms, name)]
        if missing:
            raise UserFacingError("no.permissions", perms=", ".join(missing))
        locale = defaults.language or language(interaction.guild_locale)
        user = interaction.user
        options = dict(hours=hours, locale=locale, series=series, timings=defaults.timings(mode),
                       reformation=defaults.reformation if reformation is None else reformation,
                       inquisitor=defaults.inquisitor if inquisitor is None else inquisitor,
                       autopilot=("on" if autopilot else "allowed") if defaults.autopilot else None,
                       handoff=defaults.handoff)
        if not thread:
            table = await self._lobbies.open(interaction.guild_id, interaction.channel_id, user.id, player_name(user),
                                             mode, variant, **options)
        else:  # the thread is made first (one request), then the lobby message links to it
            name = words(locale)("thread.name", name=player_name(user))[:100]
            try:
                thread_id = await self._transport.open_thread(interaction.channel_id, name, THREAD_ARCHIVE[mode])
            except discord.Forbidden:
                raise UserFacingError("no.permissions", perms=w("perm.create_public_threads")) from None
            try:
                table = await self._lobbies.open(interaction.guild_id, thread_id, user.id, player_name(user), mode,
                                                 variant, thread=True, lobby_channel_id=interaction.channel_id,
                                                 **options)
            except UserFacingError:
                await self._transport.drop_thread(thread_id)
                raise
        await self._courier.open(interaction, table.id)

    async def ask_form(self, interaction: discord.Interaction) -> None:
        """``/coup new`` without options: the form of every option, preset to the server's settings."""
        defaults = (GuildDefaults.load(await self._guilds.settings(interaction.guild_id))
                    if interaction.guild_id is not None else GuildDefaults())
        parent = getattr(interaction.channel, "parent_id", None)
        defaults.check_channel(parent or interaction.channel_id)
        # what would refuse the form's lobby whatever its answers is said before it is filled in
        if await self._records.running_series_in(interaction.channel_id) is not None:
            raise UserFacingError("no.series_busy")
        if not defaults.thread and await self._cache.in_channel(interaction.channel_id) is not None:
            raise UserFacingError("no.busy")
        await interaction.response.send_modal(form.Form(form.new_game_form(words(interaction.locale), defaults)))

    async def form_submitted(self, interaction: discord.Interaction) -> None:
        """The form answered: a lobby opens as ``/coup new`` with those options would open it."""
        chosen = form.read(interaction.data or {})
        await self.open(interaction, mode=chosen.mode, variant=chosen.variant, hours=chosen.hours,
                        thread=chosen.thread, series=chosen.series, reformation=chosen.reformation,
                        inquisitor=chosen.inquisitor)

    # ------------------------------------------------------------------ the buttons

    async def click(self, interaction: discord.Interaction, action: str, table_id: int) -> None:
        user = interaction.user
        table = await self._cache.get(table_id)
        if table is None:
            raise UserFacingError("no.gone")
        in_game = action in ("rematch", "next", "forfeit", "abandon", "handoff")
        home = table.channel_id if in_game else table.lobby_channel_id
        if (interaction.guild_id or NO_SERVER) != table.guild_id or interaction.channel_id != home:
            raise UserFacingError("no.other_channel")
        if action == "join":
            await self._lobbies.join(table_id, user.id, player_name(user))
        elif action == "leave":
            if table.status == RUNNING:
                raise UserFacingError("no.started")
            await self._lobbies.leave(table_id, user.id)
        elif action == "cancel":
            await self._lobbies.cancel(table_id, user.id, can_manage(interaction, table.guild_id))
        elif action == "start":
            await self._lobbies.start(table_id, user.id)
        elif action == "next":  # R60: the series' next game, in this channel
            change = await self._lobbies.next_game(table_id, user.id, can_manage(interaction, table.guild_id))
            await interaction.response.edit_message(view=None)
            await self._courier.answer(interaction, change.table.id)
            return
        elif action == "rematch":
            rematch = await self._lobbies.rematch(table_id, user.id)
            await self._courier.open(interaction, rematch.id)
            return
        elif action == "forfeit":   # confirmed from /coup leave: this game only (R52, R62)
            await self._play.forfeit(table_id, user.id)
            await interaction.response.edit_message(content=words(interaction.locale)("ok.forfeited"), view=None)
            await self._courier.show(table_id, interaction)
            return
        elif action == "handoff":   # confirmed from /coup leave: a computer plays on in the seat (R57)
            await self._play.hand_off(table_id, user.id)
            await interaction.response.edit_message(content=words(interaction.locale)("ok.handed_off"), view=None)
            await self._courier.show(table_id, interaction)
            return
        elif action == "abandon":   # confirmed from /coup leave: the whole series (R62)
            await self._abandon_series(interaction, table)
            return
        else:
            raise UserFacingError("no.not_a_button")
        await self._courier.answer(interaction, table_id)

    # ------------------------------------------------------------------ commands

    async def join(self, interaction: discord.Interaction) -> None:
        table = await self._table_here(interaction)
        table = await self._lobbies.join(table.id, interaction.user.id, player_name(interaction.user))
        await reply(interaction, words(interaction.locale)("ok.joined", n=len(table.players)))
        await self._courier.show(table.id, interaction)

    async def add_computer(self, interaction: discord.Interaction, level: str) -> None:
        table = await self._table_here(interaction)
        await self._lobbies.add_computer(table.id, interaction.user.id, level)
        w = words(interaction.locale)
        await reply(interaction, w("ok.added_computer", level=level))   # the catalogue agrees its words with it
        await self._courier.show(table.id, interaction)

    async def remove_computer(self, interaction: discord.Interaction) -> None:
        table = await self._table_here(interaction)
        await self._lobbies.remove_computer(table.id, interaction.user.id)
        await reply(interaction, words(interaction.locale)("ok.removed_computer"))
        await self._courier.show(table.id, interaction)

    async def start(self, interaction: discord.Interaction) -> None:
        table = await self._table_here(interaction)
        await self._lobbies.start(table.id, interaction.user.id)
        await reply(interaction, words(interaction.locale)("ok.started"))
        await self._courier.show(table.id, interaction)

    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's lobby at once. A running game is left only once confirmed, in
        an answer only the player sees: forfeit this game (R52; in a series, this game only,
        R62), hand the seat to a computer where the game allows it (R57; in a series, for this
        game only), or, in a series, leave the whole series (it is abandoned)."""
        w = words(interaction.locale)
        table = await self._cache.in_channel(interaction.channel_id)
        if table is None:   # between the games of a series
            series = await self._records.running_series_in(interaction.channel_id)
            last = await self._cache.latest_in_channel(interaction.channel_id)
            if series is None or last is None or last.series_id != series.id:
                raise UserFacingError("no.table")
            if all(s.id != interaction.user.id for s in series.players):
                raise UserFacingError("no.not_playing")
            view = Controls().button(lobby_id("abandon", last.id), w("button.abandon_series"),
                                     style=discord.ButtonStyle.danger)
            await reply(interaction, w("leave.confirm_series"), view=view)
        elif table.status == RUNNING:
            seat = table.seat_of(interaction.user.id)
            if seat is None:
                raise UserFacingError("no.not_playing")
            if not self._cache.game(table).alive[seat]:
                raise UserFacingError("no.out")
            view = Controls().button(lobby_id("forfeit", table.id), w("button.forfeit"),
                                     style=discord.ButtonStyle.danger)
            text = w("leave.confirm_game")
            if (table.options or {}).get("handoff"):
                view.button(lobby_id("handoff", table.id), w("button.handoff"), style=discord.ButtonStyle.primary)
                text += "\n" + w("leave.or_handoff")
            series = await self._records.series(table.series_id) if table.series_id is not None else None
            if series is not None and series.status == S.RUNNING:   # an abandoned series cannot be left (R62)
                view.button(lobby_id("abandon", table.id), w("button.abandon_series"), style=discord.ButtonStyle.danger)
                text += "\n" + w("leave.or_series")
            await reply(interaction, text, view=view)
        else:
            await self._lobbies.leave(table.id, interaction.user.id)
            await reply(interaction, w("ok.left_lobby"))
            await self._courier.show(table.id, interaction)

    async def cancel(self, interaction: discord.Interaction) -> None:
        table = await self._cache.in_channel(interaction.channel_id)
        if table is None:  # between the games of a series
            await self.cancel_series(interaction)
            return
        was_lobby = table.status != RUNNING
        change = await self._lobbies.cancel(table.id, interaction.user.id, can_manage(interaction, table.guild_id))
        w = words(change.table.locale)
        what = w("ok.what.lobby" if was_lobby else "ok.what.game")
        await interaction.response.send_message(w("ok.cancelled", name=player_name(interaction.user), what=what))
        await self._courier.show(table.id, interaction)

    async def _abandon_series(self, interaction: discord.Interaction, table) -> None:
        series = await self._records.series(table.series_id) if table.series_id is not None else None
        if series is None or series.status != S.RUNNING:
            raise UserFacingError("no.series_over")
        change = await self._lobbies.abandon_series(series, interaction.user.id)
        await interaction.response.edit_message(content=words(interaction.locale)("ok.left_series"), view=None)
        try:   # the channel is told in the series' language
            await interaction.followup.send(words(series.locale)("series.left", name=player_name(interaction.user)))
        except discord.HTTPException as e:
            log.info("series %s: could not say in the channel that it was abandoned (%s)", series.id, e)
        if change is not None:
            await self._courier.show(change.table.id, interaction)

    async def cancel_series(self, interaction: discord.Interaction) -> None:
        series = await self._records.running_series_in(interaction.channel_id)
        if series is None:
            raise UserFacingError("no.table")
        series = await self._records.cancel_series(series, interaction.user.id,
                                                   can_manage(interaction, series.guild_id))
        w = words(series.locale)
        await interaction.response.send_message(w("series.cancelled_by", name=player_name(interaction.user)))

    async def _table_here(self, interaction: discord.Interaction):
        table = await self._cache.in_channel(interaction.channel_id)
        if table is None:
            raise UserFacingError("no.table")
        return table
