"""/coup commands for a whole server: its games, its settings, and how members are reminded."""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands

from .. import render
from ..defaults import HIGH, LENGTHS, LOW, GuildDefaults, parse_duration, show_duration
from ..i18n import language_name, words
from ..replies import reply
from ..errors import UserFacingError
from .options import Language, OneOf, Text, WholeNumber, YesNo, command, describe, text


class ServerCommands:
    """Mixed into the /coup cog: ``self.cache``, ``self.tables``, ``self.courier`` and ``self.guilds``."""

    settings = app_commands.Group(name=text("cmd.settings.name"), description=text("cmd.settings.desc"))

    # ------------------------------------------------------------------ /coup games

    @command("games")
    @describe("games", "mine")
    async def games(self, interaction: discord.Interaction,
                    mine: Optional[app_commands.Transform[bool, YesNo("games.mine")]] = None) -> None:
        """Every running game and open lobby of this server: whose decision, its deadline, a link."""
        w = words(interaction.locale)
        lines = []
        for table_id in await self.tables.active_in_guild(interaction.guild_id):
            table = await self.cache.get(table_id)
            if table is None:
                continue
            shown = await self.courier.shown(table)
            if table.status == "lobby":
                if mine:
                    continue
                link = render.jump(table.guild_id, table.lobby_channel_id, shown.lobby_message_id)
                lines.append(w("games.lobby", n=len(table.players), mode=w(f"mode.{table.mode}"), link=link))
                continue
            game = self.cache.game(table)
            waiting = [table.players[s] for s in game.awaited]
            if mine and interaction.user.id not in {s.id for s in waiting}:
                continue
            who = w.list([render.seat_name(w, s) for s in waiting]) or "—"
            link = render.jump(table.guild_id, table.channel_id, shown.message_id)
            lines.append(w("games.running", turn=game.turn_no, n=sum(game.alive), mode=w(f"mode.{table.mode}"),
                           who=who, until=render.timestamp(table.deadline), link=link))
        if not lines:
            await reply(interaction, w("games.none_mine" if mine else "games.none"))
            return
        title = w("games.title_mine" if mine else "games.title", n=len(lines))
        shown = lines[:20]
        more = [w("games.more", n=len(lines) - 20)] if len(lines) > 20 else []
        await reply(interaction, render.fit("", "\n".join([title, *shown, *more])))

    # ------------------------------------------------------------------ /coup notify

    @command("notify")
    @describe("notify", "how")
    async def notify(self, interaction: discord.Interaction,
                     how: app_commands.Transform[str, OneOf("notify.how", ("channel", "dm", "off"))]) -> None:
        await self.guilds.set_notify(interaction.user.id, how)
        await reply(interaction, words(interaction.locale)(f"notify.{how}"))

    # ------------------------------------------------------------------ /coup settings

    async def _manager(self, interaction: discord.Interaction) -> GuildDefaults:
        if not (interaction.permissions and interaction.permissions.manage_guild):
            raise UserFacingError("no.manage_server")
        return GuildDefaults.load(await self.guilds.settings(interaction.guild_id))

    @settings.command(name=text("cmd.settings.show.name"), description=text("cmd.settings.show.desc"))
    async def settings_show(self, interaction: discord.Interaction) -> None:
        d = GuildDefaults.load(await self.guilds.settings(interaction.guild_id))
        await reply(interaction, render_settings(words(interaction.locale), d))

    @settings.command(name=text("cmd.settings.set.name"), description=text("cmd.settings.set.desc"))
    @describe("settings.set", "mode", "thread", "missed_turns", *LENGTHS, "language", "reformation", "inquisitor",
              "autopilot", "handoff", "public_replays")
    async def settings_set(
            self, interaction: discord.Interaction,
            mode: Optional[app_commands.Transform[str, OneOf("settings.set.mode", ("live", "async"))]] = None,
            thread: Optional[app_commands.Transform[bool, YesNo("settings.set.thread")]] = None,
            missed_turns: Optional[app_commands.Transform[int, WholeNumber("settings.set.missed_turns", 1, 10)]] = None,
            live_window: Optional[app_commands.Transform[str, Text("settings.set.live_window", 20)]] = None,
            live_turn: Optional[app_commands.Transform[str, Text("settings.set.live_turn", 20)]] = None,
            async_window: Optional[app_commands.Transform[str, Text("settings.set.async_window", 20)]] = None,
            async_turn: Optional[app_commands.Transform[str, Text("settings.set.async_turn", 20)]] = None,
            language: Optional[app_commands.Transform[str, Language("settings.set.language")]] = None,
            reformation: Optional[app_commands.Transform[bool, YesNo("settings.set.reformation")]] = None,
            inquisitor: Optional[app_commands.Transform[bool, YesNo("settings.set.inquisitor")]] = None,
            autopilot: Optional[app_commands.Transform[bool, YesNo("settings.set.autopilot")]] = None,
            handoff: Optional[app_commands.Transform[bool, YesNo("settings.set.handoff")]] = None,
            public_replays: Optional[app_commands.Transform[bool, YesNo("settings.set.public_replays")]] = None,
    ) -> None:
        current = await self._manager(interaction)
        changes: dict = {}
        for name, value in (("live_window", live_window), ("live_turn", live_turn),
                            ("async_window", async_window), ("async_turn", async_turn)):
            if value is None:
                continue
            seconds = parse_duration(value)
            if seconds is None or not LOW <= seconds <= HIGH:
                raise UserFacingError("no.duration", option=words(interaction.locale)(f"cmd.settings.set.{name}.name"),
                                      value=value[:20])
            changes[name] = seconds
        if mode is not None:
            changes["mode"] = mode
        if thread is not None:
            changes["thread"] = thread
        if missed_turns is not None:
            changes["missed_turns"] = missed_turns
        for name, value in (("reformation", reformation), ("inquisitor", inquisitor), ("autopilot", autopilot),
                            ("handoff", handoff), ("public_replays", public_replays)):
            if value is not None:
                changes[name] = value
        if language is not None:
            changes["language"] = None if language == "server" else language
        if not changes:
            raise UserFacingError("no.settings_nothing")
        updated = GuildDefaults.load({**current.changed(), **changes, "channels": list(current.channels)})
        await self.guilds.save_settings(interaction.guild_id, updated.changed(), interaction.user.id)
        w = words(interaction.locale)
        await reply(interaction, w("settings.saved") + "\n" + render_settings(w, updated))

    @settings.command(name=text("cmd.settings.channels.name"), description=text("cmd.settings.channels.desc"))
    @describe("settings.channels", "action", "channel")
    async def settings_channels(
            self, interaction: discord.Interaction,
            action: app_commands.Transform[str, OneOf("settings.channels.action", ("add", "remove", "clear"))],
            channel: Optional[discord.TextChannel] = None) -> None:
        current = await self._manager(interaction)
        channels = list(current.channels)
        if action != "clear" and channel is None:
            raise UserFacingError("no.settings_channel")
        if channel is not None and getattr(channel, "guild", None) is not None and channel.guild.id != interaction.guild_id:
            raise UserFacingError("no.settings_channel")
        if action == "add" and channel.id not in channels:
            channels.append(channel.id)
        elif action == "remove" and channel.id in channels:
            channels.remove(channel.id)
        elif action == "clear":
            channels = []
        updated = GuildDefaults.load({**current.changed(), "channels": channels})
        await self.guilds.save_settings(interaction.guild_id, updated.changed(), interaction.user.id)
        w = words(interaction.locale)
        await reply(interaction, w("settings.saved") + "\n" + render_settings(w, updated))


def render_settings(w, d: GuildDefaults) -> str:
    channels = ", ".join(f"<#{c}>" for c in d.channels) if d.channels else w("settings.any_channel")
    return "\n".join([
        w("settings.title"),
        w("settings.mode", mode=w(f"mode.{d.mode}"), thread=w("settings.yes" if d.thread else "settings.no")),
        w("settings.live", window=show_duration(d.live_window), turn=show_duration(d.live_turn)),
        w("settings.async", window=show_duration(d.async_window), turn=show_duration(d.async_turn)),
        w("settings.missed", n=d.missed_turns),
        w("settings.expansions", expansions=render.options(w, {"reformation": d.reformation,
                                                               "inquisitor": d.inquisitor}) or w("settings.none")),
        w("settings.computers", autopilot=w("settings.yes" if d.autopilot else "settings.no"),
          handoff=w("settings.yes" if d.handoff else "settings.no")),
        w("settings.replays", public=w("settings.yes" if d.public_replays else "settings.no")),
        w("settings.channels", channels=channels),
        w("settings.language", language=language_name(d.language) if d.language else w("settings.server_language")),
    ])

