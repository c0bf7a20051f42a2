"""Slash commands in the reader's language: Discord asks for each name and description in
every language it knows; the answer comes from the same catalogues as everything else."""

from __future__ import annotations

import discord
from discord import app_commands

from .i18n import ENGLISH, LANGUAGES, SPOKEN, command_texts


class CatalogueTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        """The catalogue's text for a Discord locale listed in ``LANGUAGES`` whose catalogue
        ships; None (Discord shows the English default) for English, other locales and
        texts without a key (a language's own name in the language menu)."""
        key = string.extras.get("key")
        lang = LANGUAGES.get(str(locale.value))
        if key is None or lang is None or lang == ENGLISH or lang not in SPOKEN:
            return None
        return command_texts(lang).get(key)
