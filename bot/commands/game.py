"""/coup commands about this channel's lobby and game."""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands

from .. import messages, render
from ..i18n import words
from ..lobby import player_name
from ..replies import reply
from ..tables import UserFacingError
from .options import OneOf, WholeNumber, YesNo, command, describe


class GameCommands:
    """Mixed into the /coup cog: ``self.service``, ``self.lobby`` and ``self.publisher``."""

    @command("new")
    @describe("new", "mode", "variant", "hours", "thread", "series")
    async def new(self, interaction: discord.Interaction,
                  mode: Optional[app_commands.Transform[str, OneOf("new.mode", ("live", "async"))]] = None,
                  variant: app_commands.Transform[str, OneOf("new.variant", ("standard", "draft"))] = "standard",
                  hours: Optional[app_commands.Transform[int, WholeNumber("new.hours", 1, 72)]] = None,
                  thread: Optional[app_commands.Transform[bool, YesNo("new.thread")]] = None,
                  series: Optional[app_commands.Transform[bool, YesNo("new.series")]] = None) -> None:
        await self.lobby.open(interaction, mode=mode, variant=variant, hours=hours, thread=thread,
                              series=bool(series))

    @command("join")
    async def join(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        table = await self.service.join(table.id, interaction.user.id, player_name(interaction.user))
        await reply(interaction, words(interaction.locale)("ok.joined", n=len(table.players)))
        await self.lobby.refresh(table)

    @command("leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        table = await self.service.in_channel(interaction.channel_id)
        if table is None:  # between the games of a series: leaving abandons it (R62)
            await self.lobby.leave_series(interaction)
            return
        await self.lobby.leave(interaction, table)

    @command("start")
    async def start(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        outcome = await self.service.start(table.id, interaction.user.id)
        await reply(interaction, words(interaction.locale)("ok.started"))
        await self.lobby.refresh(outcome.table)
        await self.publisher.answer(interaction, table.id)

    @command("cancel")
    async def cancel(self, interaction: discord.Interaction) -> None:
        table = await self.service.in_channel(interaction.channel_id)
        if table is None:  # between the games of a series
            await self.lobby.cancel_series(interaction)
            return
        await self.lobby.cancel(interaction, table)

    @command("hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        if table.status != "running":
            raise UserFacingError("no.not_started_yet")
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise UserFacingError("no.not_playing")
        w = words(interaction.locale)
        await interaction.response.send_message(
            ephemeral=True, **messages.hand_message(w, table, self.service.game(table), seat))

    @command("status")
    async def status(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        if table.status == "lobby":
            await reply(interaction, messages.lobby_message(table, words(interaction.locale))["content"])
            return
        game = self.service.game(table)
        w = words(interaction.locale)
        view = game.public_view()
        view["players"] = render.names_of(w, table.players)
        await reply(interaction, render.awaiting(w, view, table.deadline),
                    embed=messages.board_embed(w, table, game))

    @command("log")
    @describe("log", "page")
    async def log(self, interaction: discord.Interaction,
                  page: Optional[app_commands.Transform[int, WholeNumber("log.page", 1, 10_000)]] = None) -> None:
        """The public history of this channel's game (or its last one), turn by turn."""
        table = await self.service.in_channel(interaction.channel_id)
        if table is None or table.state is None:
            table = await self.service.store.tables.latest_in_channel(interaction.channel_id)
        if table is None:
            raise UserFacingError("no.log")
        w = words(interaction.locale)
        events = await self.service.store.tables.game_events(table.id, public=True)
        await interaction.response.send_message(ephemeral=True, **messages.log_message(w, table, events, page))

    @command("rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        await reply(interaction, render.rules(words(interaction.locale)))

    @command("addbot")
    @describe("addbot", "level")
    async def addbot(self, interaction: discord.Interaction,
                     level: app_commands.Transform[str, OneOf("addbot.level", ("easy", "normal"))] = "normal") -> None:
        table = await self.service.require_table(interaction.channel_id)
        table = await self.service.add_computer(table.id, interaction.user.id, level)
        w = words(interaction.locale)
        await reply(interaction, w("ok.added_computer", level=w(f"level.{level}")))
        await self.lobby.refresh(table)

    @command("removebot")
    async def removebot(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        table = await self.service.remove_computer(table.id, interaction.user.id)
        await reply(interaction, words(interaction.locale)("ok.removed_computer"))
        await self.lobby.refresh(table)
