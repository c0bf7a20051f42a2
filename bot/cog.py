"""The /coup commands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from . import render
from .play import lobby_message, player_name, reply, show_hand, turn_message
from .tables import UserFacingError

if TYPE_CHECKING:
    from .client import CoupBot


class CoupCog(commands.GroupCog, group_name="coup", group_description="Play Coup in this channel"):
    def __init__(self, bot: "CoupBot"):
        self.bot = bot
        super().__init__()

    @property
    def service(self):
        return self.bot.service

    async def _refresh_lobby(self, table) -> None:
        if table.message_id:
            channel = await self.bot.publisher.channel(table)
            try:
                await channel.get_partial_message(table.message_id).edit(**lobby_message(table))
            except discord.HTTPException:
                pass

    @app_commands.command(name="new", description="Open a Coup lobby in this channel")
    @app_commands.describe(mode="live: 30-second answers; async: hours to answer",
                           variant="standard, or draft (two players pick their card)",
                           hours="async only: hours to answer a claim (default 8; a turn gets 3×)")
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction,
                  mode: Literal["live", "async"] = "live",
                  variant: Literal["standard", "draft"] = "standard",
                  hours: app_commands.Range[int, 1, 72] | None = None) -> None:
        perms = interaction.app_permissions
        missing = [name for name, ok in (("View Channel", perms.view_channel),
                                         ("Send Messages", perms.send_messages),
                                         ("Embed Links", perms.embed_links)) if not ok]
        if missing:
            raise UserFacingError("I cannot host a game here: I need " + ", ".join(missing)
                                  + " in this channel.")
        table = await self.service.new_lobby(interaction.guild_id, interaction.channel_id,
                                             interaction.user.id, player_name(interaction.user),
                                             mode, variant, hours)
        await interaction.response.send_message(**lobby_message(table))
        message = await interaction.original_response()
        await self.service.set_message(table.id, message.id)

    @app_commands.command(name="join", description="Take a seat in this channel's lobby")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        table = await self.service.join(interaction.channel_id, interaction.user.id,
                                        player_name(interaction.user))
        await reply(interaction, f"You joined: seat {len(table.players)}.")
        await self._refresh_lobby(table)

    @app_commands.command(name="leave", description="Leave the lobby, or forfeit the running game")
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction) -> None:
        outcome = await self.service.leave(interaction.channel_id, interaction.user.id)
        if outcome.events:
            await reply(interaction, "You forfeited the game.")
            await self.bot.publish(outcome)
        else:
            await reply(interaction, "You left the lobby.")
            await self._refresh_lobby(outcome.table)

    @app_commands.command(name="start", description="Start the game (host only)")
    @app_commands.guild_only()
    async def start(self, interaction: discord.Interaction) -> None:
        outcome = await self.service.start(interaction.channel_id, interaction.user.id)
        await reply(interaction, "The game begins.")
        await self._refresh_lobby(outcome.table)
        await self.bot.publish(outcome)

    @app_commands.command(name="cancel", description="Cancel this channel's lobby or game (host or Manage Server)")
    @app_commands.guild_only()
    async def cancel(self, interaction: discord.Interaction) -> None:
        can_manage = bool(interaction.permissions.manage_guild)
        was_lobby = (await self.service.require_table(interaction.channel_id)).status == "lobby"
        table = await self.service.cancel(interaction.channel_id, interaction.user.id, can_manage)
        what = "lobby" if was_lobby else "game"
        await interaction.response.send_message(f"{player_name(interaction.user)} cancelled the {what}.")
        if table.message_id:
            channel = await self.bot.publisher.channel(table)
            # The lobby message says it was cancelled; a turn message keeps its log, loses its buttons.
            change = lobby_message(table) if table.message_turn is None else {"view": None}
            try:
                await channel.get_partial_message(table.message_id).edit(**change)
            except discord.HTTPException:
                pass

    @app_commands.command(name="hand", description="See your cards and coins (only you see this)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        seat = table.seat_of(interaction.user.id)
        if table.status != "running":
            raise UserFacingError("The game has not started yet.")
        if seat is None:
            raise UserFacingError("You are not playing in this game.")
        await show_hand(interaction, table, seat)

    @app_commands.command(name="status", description="Show the board of this channel's game")
    @app_commands.guild_only()
    async def status(self, interaction: discord.Interaction) -> None:
        table = await self.service.require_table(interaction.channel_id)
        if table.status == "lobby":
            message = lobby_message(table)
            await reply(interaction, message["content"])
            return
        message = turn_message(table, self.service.game(table))
        await reply(interaction, message["content"], embed=message["embed"])

    @app_commands.command(name="rules", description="The Coup reference card (only you see this)")
    async def rules(self, interaction: discord.Interaction) -> None:
        await reply(interaction, render.RULES)

    @app_commands.command(name="addbot", description="Add a computer player to the lobby (host only)")
    @app_commands.describe(level="easy plays honestly; normal bluffs and counts cards")
    @app_commands.guild_only()
    async def addbot(self, interaction: discord.Interaction,
                     level: Literal["easy", "normal"] = "normal") -> None:
        table = await self.service.add_computer(interaction.channel_id, interaction.user.id, level)
        await reply(interaction, f"Added a {level} computer player.")
        await self._refresh_lobby(table)

    @app_commands.command(name="removebot", description="Remove the last computer player (host only)")
    @app_commands.guild_only()
    async def removebot(self, interaction: discord.Interaction) -> None:
        table = await self.service.remove_computer(interaction.channel_id, interaction.user.id)
        await reply(interaction, "Removed a computer player.")
        await self._refresh_lobby(table)
