"""/coup commands about results: the leaderboard, a member's stats and history, a finished
game's replay, seasons."""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands

from .. import honours, render
from ..replay import replay_picker
from ..i18n import words
from ..lobby import player_name
from ..replies import reply
from ..errors import UserFacingError
from .options import Text, WholeNumber, command, describe, text

#: The largest game number /coup replay takes (Discord's integers end at 2**53).
LAST_GAME = 2 ** 53 - 1


class StandingsCommands:
    """Mixed into the /coup cog: ``self.records``, ``self.standings``, ``self.social``, ``self.ladders``,
    ``self.guilds``, and for replays ``self.cache``, ``self.tables`` and ``self.onlookers``."""

    season = app_commands.Group(name=text("cmd.season.name"), description=text("cmd.season.desc"))

    async def _season(self, guild_id: int, number: int | None):
        season = await self.records.season(guild_id, number)
        if season is None and number is not None:
            raise UserFacingError("season.unknown", n=number)
        return season

    @command("leaderboard")
    @describe("leaderboard", "season", "page")
    async def leaderboard(self, interaction: discord.Interaction,
                          season: Optional[app_commands.Transform[int, WholeNumber("leaderboard.season", 1, 10_000)]] = None,
                          page: app_commands.Transform[int, WholeNumber("leaderboard.page", 1, 10_000)] = 1) -> None:
        """The season's people by wins; its buttons sort them by skill rating or by right
        predictions (R58) instead (bot/ladders.py)."""
        w = words(interaction.locale)
        found = await self._season(interaction.guild_id, season)
        if found is None:
            await reply(interaction, w("board.empty"))
            return
        answer = await self.ladders.message(w, interaction.guild_id, found, "wins", page)
        await reply(interaction, answer["content"], view=answer["view"])

    @command("stats")
    @describe("stats", "member", "season")
    async def stats(self, interaction: discord.Interaction, member: Optional[discord.User] = None,
                    season: Optional[app_commands.Transform[int, WholeNumber("stats.season", 1, 10_000)]] = None) -> None:
        w = words(interaction.locale)
        member = member or interaction.user
        found = await self._season(interaction.guild_id, season) if season is not None else None
        stats = await self.standings.member(interaction.guild_id, member.id,
                                                          found[0] if found else None)
        who = player_name(member)
        if stats is None:
            await reply(interaction, w("stats.never", name=who))
            return
        current = await self.records.current_season(interaction.guild_id)
        social = await self.social.member(interaction.guild_id, member.id, found[0] if found else None,
                                          found[0] if found else current)
        text = render.member_stats(w, who, stats, render.season_name(w, found[1], found[2]) if found else None)
        await reply(interaction, "\n".join([text, *honours.stats_lines(w, social)]))

    @command("history")
    @describe("history", "member")
    async def history(self, interaction: discord.Interaction, member: Optional[discord.User] = None) -> None:
        w = words(interaction.locale)
        member = member or interaction.user
        standings = self.standings
        games = await standings.history(interaction.guild_id, member.id)
        if not games:
            await reply(interaction, w("stats.never", name=player_name(member)))
            return
        series = await standings.series_history(interaction.guild_id, member.id)
        text = render.history(w, player_name(member), interaction.guild_id, games, series)
        picker = replay_picker(w, games)
        await reply(interaction, render.fit("", f"{text}\n{w('history.replay')}"), view=picker or discord.utils.MISSING)

    @command("replay")
    @describe("replay", "game")
    async def replay(self, interaction: discord.Interaction,
                     game: Optional[app_commands.Transform[int, WholeNumber("replay.game", 1, LAST_GAME)]] = None) -> None:
        """A finished game turn by turn with every hand face up: game number ``game`` of this
        server (the number /coup history's menu shows), or this channel's last finished game."""
        if game is not None:
            table = await self.cache.get(game)
        else:   # none finished here: the game here, if any, says why there is no replay
            table = await self.tables.latest_in_channel(interaction.channel_id, finished=True) \
                or await self.cache.latest_in_channel(interaction.channel_id)
            if table is None:
                raise UserFacingError("no.replay_none_here")
        await self.onlookers.open_replay(interaction, table)

    @replay.autocomplete("game")
    async def replay_games(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        """The member's last finished games here, as /coup history's menu names them."""
        w = words(interaction.locale)
        typed = current.strip().lstrip("#")
        games = await self.standings.history(interaction.guild_id, interaction.user.id, limit=25)
        return [app_commands.Choice(name=w("history.pick", id=table_id, finish=finish, players=players)[:100],
                                    value=table_id)
                for table_id, _, _, finish, players, *_ in games if typed in str(table_id)]

    @season.command(name=text("cmd.season.new.name"), description=text("cmd.season.new.desc"))
    @describe("season.new", "name")
    async def season_new(self, interaction: discord.Interaction,
                         name: Optional[app_commands.Transform[str, Text("season.new.name", 60)]] = None) -> None:
        if not (interaction.permissions and interaction.permissions.manage_guild):
            raise UserFacingError("no.manage_server")
        number, name = await self.records.new_season(interaction.guild_id, name, interaction.user.id)
        settings = await self.guilds.settings(interaction.guild_id)
        w = words(settings.get("language") or interaction.guild_locale)  # a public message: the server's language
        await interaction.response.send_message(w("season.started", by=player_name(interaction.user),
                                                  name=render.season_name(w, number, name), n=number))

    @season.command(name=text("cmd.season.list.name"), description=text("cmd.season.list.desc"))
    async def season_list(self, interaction: discord.Interaction) -> None:
        w = words(interaction.locale)
        seasons = await self.records.seasons(interaction.guild_id)
        if not seasons:
            await reply(interaction, w("season.none"))
            return
        lines = [w("season.list")] + [w("season.row", n=n, name=render.season_name(w, n, name),
                                        when=render.timestamp(at, "d"))
                                      for _, n, name, at in seasons]
        await reply(interaction, "\n".join(lines))
