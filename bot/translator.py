"""Slash commands in the reader's language: Discord asks for each name and description in
every language it knows; the answer comes from the same catalogues as everything else."""

from __future__ import annotations

import discord
from discord import app_commands

from .i18n import CATALOGUES, language


class CatalogueTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        key = string.extras.get("key")
        lang = language(locale)
        if key is None or lang == "en" or language(locale) != str(locale.value).split("-")[0]:
            return None
        return CATALOGUES[lang].get(key)
