"""/coup commands about this channel's lobby and game."""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands

from .. import messages, render
from ..dm import interaction_only
from ..i18n import words
from ..replies import reply
from ..errors import UserFacingError
from ..store import ASYNC, LIVE, LOBBY, RUNNING
from .options import OneOf, WholeNumber, YesNo, command, describe


def typed_options(interaction: discord.Interaction) -> list[dict]:
    """The options the person typed with a subcommand (not the ones left to their defaults)."""
    options = (interaction.data or {}).get("options") or []
    while options and options[0].get("type") in (1, 2):
        options = options[0].get("options") or []
    return options


class GameCommands:
    """Mixed into the /coup cog: ``self.cache``, ``self.lobby`` and ``self.tables``."""

    @command("new")
    @describe("new", "mode", "variant", "hours", "thread", "series", "reformation", "inquisitor", "autopilot")
    async def new(self, interaction: discord.Interaction,
                  mode: Optional[app_commands.Transform[str, OneOf("new.mode", (LIVE, ASYNC))]] = None,
                  variant: app_commands.Transform[str, OneOf("new.variant", ("standard", "draft"))] = "standard",
                  hours: Optional[app_commands.Transform[int, WholeNumber("new.hours", 1, 72)]] = None,
                  thread: Optional[app_commands.Transform[bool, YesNo("new.thread")]] = None,
                  series: Optional[app_commands.Transform[bool, YesNo("new.series")]] = None,
                  reformation: Optional[app_commands.Transform[bool, YesNo("new.reformation")]] = None,
                  inquisitor: Optional[app_commands.Transform[bool, YesNo("new.inquisitor")]] = None,
                  autopilot: Optional[app_commands.Transform[bool, YesNo("new.autopilot")]] = None) -> None:
        if not typed_options(interaction):   # the one-screen form, preset to what this would open
            await self.lobby.ask_form(interaction)
            return
        await self.lobby.open(interaction, mode=mode, variant=variant, hours=hours, thread=thread,
                              series=bool(series), reformation=reformation, inquisitor=inquisitor,
                              autopilot=bool(autopilot))

    @command("join")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.lobby.join(interaction)

    @command("leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.lobby.leave(interaction)

    @command("start")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.lobby.start(interaction)

    @command("cancel")
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.lobby.cancel(interaction)

    @command("hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        table = await self._table_here(interaction)
        if table.status != RUNNING:
            raise UserFacingError("no.not_started_yet")
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise UserFacingError("no.not_playing")
        w = words(interaction.locale)
        await interaction.response.send_message(
            ephemeral=True, **messages.hand_message(w, table, self.cache.game(table), seat))
        await self._catch_up(interaction, table)

    @command("status")
    async def status(self, interaction: discord.Interaction) -> None:
        """The board of this channel's game; once it is over, its final board and result, until
        a new lobby opens here."""
        w = words(interaction.locale)
        table = await self.cache.in_channel(interaction.channel_id)
        if table is None:
            table = await self.cache.latest_in_channel(interaction.channel_id)
            if table is None:
                raise UserFacingError("no.table")
        if table.status == LOBBY:   # the lobby's own text, without its buttons
            await interaction.response.send_message(ephemeral=True, **messages.lobby_text(table, w))
            return
        game = self.cache.game(table)
        if table.status == RUNNING:
            view = game.public_view()
            view["players"] = render.names_of(w, table.players)
            text = render.awaiting(w, view, table.deadline)
        else:
            text = w("status.last_game") + "\n" + (
                w("over.winner", name=render.names_of(w, table.players)[game.winner], turns=game.turn_no)
                if game.over else w("status.cancelled"))
        await interaction.response.send_message(ephemeral=True, **messages.board_message(w, table, game, text))
        await self._catch_up(interaction, table)

    async def _catch_up(self, interaction: discord.Interaction, table) -> None:
        """Outside a server a command is a way in too: what the channel has yet to show, it
        shows now, through this command's token (bot/dm.py)."""
        if interaction_only(table):
            await self.courier.show(table.id, interaction)

    @command("log")
    @describe("log", "page")
    async def log(self, interaction: discord.Interaction,
                  page: Optional[app_commands.Transform[int, WholeNumber("log.page", 1, 10_000)]] = None) -> None:
        """The public history of this channel's game (or its last one), turn by turn."""
        table = await self.cache.latest_in_channel(interaction.channel_id)
        if table is None:
            raise UserFacingError("no.log")
        w = words(interaction.locale)
        events = await self.tables.game_events(table.id, public=True)
        await interaction.response.send_message(ephemeral=True, **messages.log_message(w, table, events, page))

    @command("rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """The reference card, with the expansions this channel's game plays (R70)."""
        table = await self.cache.in_channel(interaction.channel_id) if interaction.channel_id else None
        w = words(interaction.locale)
        texts = render.rules(w, table.options if table else None)
        if interaction.guild_id is None:   # what differs outside a server (bot/dm.py)
            texts.append(w("rules.dm"))
        await reply(interaction, texts[0])
        for text in texts[1:]:
            await reply(interaction, text)

    @command("addbot")
    @describe("addbot", "level")
    async def addbot(self, interaction: discord.Interaction,
                     level: app_commands.Transform[str, OneOf("addbot.level", ("easy", "normal", "hard"))] = "normal") -> None:
        await self.lobby.add_computer(interaction, level)

    @command("removebot")
    async def removebot(self, interaction: discord.Interaction) -> None:
        await self.lobby.remove_computer(interaction)

    async def _table_here(self, interaction: discord.Interaction):
        table = await self.cache.in_channel(interaction.channel_id)
        if table is None:
            raise UserFacingError("no.table")
        return table
