"""/coup privacy: a member's data rights — what the bot stores about them, and forgetting it
(``bot/store/privacy.py`` says what forgetting changes; ``PRIVACY.md`` says it to members)."""

from __future__ import annotations

import discord
from discord import app_commands

from ..components import FORGET_ID, Controls
from ..errors import UserFacingError
from ..i18n import words
from ..replies import reply
from ..store import PrivacyStore
from .options import text


class PrivacyCommands:
    """Mixed into the /coup cog: ``self.privacy`` (bot.store.PrivacyStore)."""

    privacy_group = app_commands.Group(name=text("cmd.privacy.name"), description=text("cmd.privacy.desc"))

    @privacy_group.command(name=text("cmd.privacy.show.name"), description=text("cmd.privacy.show.desc"))
    async def privacy_show(self, interaction: discord.Interaction) -> None:
        w = words(interaction.locale)
        about = await self.privacy.about(interaction.user.id)
        await reply(interaction, w("privacy.report", names=", ".join(about.names) or w("privacy.none"),
                                   games=about.games, results=about.results, series=about.series,
                                   standings=about.standings,
                                   notify=w(f"privacy.notify.{about.notify}") if about.notify else w("privacy.none"),
                                   reminders=about.reminders, settings=about.settings_changed,
                                   seasons=about.seasons_started))

    @privacy_group.command(name=text("cmd.privacy.forget.name"), description=text("cmd.privacy.forget.desc"))
    async def privacy_forget(self, interaction: discord.Interaction) -> None:
        """Forgetting cannot be undone: it is asked first, ephemerally, and done by the
        question's button (:func:`forget_confirmed`)."""
        w = words(interaction.locale)
        await reply(interaction, w("privacy.confirm"),
                    view=Controls().button(FORGET_ID, w("button.forget_me"), style=discord.ButtonStyle.danger))


async def forget_confirmed(privacy: PrivacyStore, interaction: discord.Interaction) -> None:
    """The member pressed the question's button: they are forgotten, and the question says so."""
    if isinstance(await privacy.forget(interaction.user.id), list):
        raise UserFacingError("no.privacy_seated")
    await interaction.response.edit_message(content=words(interaction.locale)("privacy.forgotten"), view=None)
