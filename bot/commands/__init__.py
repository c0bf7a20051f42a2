"""The /coup command group: one cog, its commands grouped by concern in the mixins beside
this file, and the one place command errors are answered."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from ..channel import Courier
from ..dm import private_channel
from ..i18n import words
from ..ladders import Ladders
from ..lobby import LobbyDesk
from ..onlookers import Onlookers
from ..replies import Seen, reply
from ..store import GuildStore, PrivacyStore, RecordStore, SocialStore, StandingsStore, TableStore, Unavailable
from ..tables import TableCache
from ..errors import UserFacingError
from .game import GameCommands
from .privacy import PrivacyCommands
from .server import ServerCommands
from .standings import StandingsCommands
from .options import OptionError, text

log = logging.getLogger(__name__)

#: Commands that also work in a direct message with the bot (everything else is played in a server).
ANYWHERE = {"rules", "privacy"}
#: … and in a group DM or a DM between friends reached by a user's install: a live game (bot/dm.py).
PRIVATE = ANYWHERE | {"new", "join", "leave", "start", "cancel", "hand", "status", "log", "addbot", "removebot"}


@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
class CoupCog(GameCommands, StandingsCommands, ServerCommands, PrivacyCommands, commands.GroupCog,
              group_name=text("cmd.coup.name"), group_description=text("cmd.coup.desc")):
    def __init__(self, *, cache: TableCache, lobby: LobbyDesk, tables: TableStore, courier: Courier,
                 records: RecordStore, standings: StandingsStore, guilds: GuildStore, social: SocialStore,
                 onlookers: Onlookers, ladders: Ladders, privacy: PrivacyStore):
        self.cache = cache            # live tables
        self.lobby = lobby            # lobbies and leaving
        self.tables = tables          # stored games and their logs
        self.courier = courier        # what each channel shows, for links
        self.records = records        # seasons
        self.standings = standings    # the leaderboard, stats, history
        self.guilds = guilds          # server settings, members' choices
        self.social = social          # ratings, awards, predictions
        self.onlookers = onlookers    # replays
        self.ladders = ladders        # the leaderboard's ladders
        self.privacy = privacy        # what is kept about a member, forgetting it
        super().__init__()


class CoupTree(app_commands.CommandTree):
    """Answers each command interaction once (Discord may deliver one twice), keeps server
    commands out of direct messages, and answers every error in one place."""

    def __init__(self, client: discord.Client, *, seen: Seen | None = None):
        super().__init__(client)
        self.seen = seen or Seen()

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        kind = "autocomplete" if interaction.type is discord.InteractionType.autocomplete else "command"
        if not self.seen.first(interaction.id, kind):
            return False
        if interaction.guild_id is None:
            options = (interaction.data or {}).get("options") or [{}]
            if options[0].get("name") not in (PRIVATE if private_channel(interaction) else ANYWHERE):
                self.seen.outcome("refused")
                await reply(interaction, words(interaction.locale)("no.dm"))
                return False
        unknown = self._unknown_option(interaction)
        if unknown is not None:  # Discord's client sends only declared options: refuse, name it
            self.seen.outcome("refused")
            await reply(interaction, words(interaction.locale)("no.unknown_option", option=unknown[:32]))
            return False
        return True

    def _unknown_option(self, interaction: discord.Interaction) -> str | None:
        """The first option of a command interaction that its command does not declare."""
        if interaction.type is not discord.InteractionType.application_command:
            return None
        try:
            command = interaction.command
        except Exception:
            return None  # an unknown command: answered by on_error
        if not isinstance(command, app_commands.Command):
            return None
        options = (interaction.data or {}).get("options") or []
        while options and options[0].get("type") in (1, 2):  # down to the subcommand's own options
            options = options[0].get("options") or []
        known = {p.display_name for p in command.parameters} | {p.name for p in command.parameters}
        return next((str(o.get("name")) for o in options if o.get("name") not in known), None)

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        w = words(interaction.locale)
        original = getattr(error, "original", error)
        failed = isinstance(original, Unavailable) or not isinstance(original, (UserFacingError, OptionError)) and \
            isinstance(error, app_commands.CommandInvokeError)
        self.seen.outcome("failed" if failed else "refused")
        if isinstance(original, UserFacingError):
            await reply(interaction, original.text(w))
        elif isinstance(original, OptionError):
            await reply(interaction, original.text(w))
        elif isinstance(original, Unavailable):
            log.error("command failed: database unavailable: %s", original)
            await reply(interaction, w("no.database", why=w(f"db.{original.reason}")))
        elif isinstance(error, app_commands.CommandNotFound):
            await reply(interaction, w("no.unknown_command"))
        elif isinstance(error, app_commands.CommandSignatureMismatch):
            options = (interaction.data or {}).get("options") or []
            group = not options or options[-1].get("type") == 2  # a group named without its subcommand
            await reply(interaction, w("no.subcommand" if group else "no.outdated_command"))
        elif isinstance(error, app_commands.TransformerError):  # e.g. a member option with no such member
            option = getattr(error.transformer, "option", None)
            name = w(f"cmd.{option}.name") if option else "?"
            await reply(interaction, w("no.option_value", option=name))
        else:
            log.exception("command failed", exc_info=original)
            await reply(interaction, w("no.unchanged_retry"))
