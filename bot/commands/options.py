"""Slash-command options, checked by the bot itself.

Discord's client only offers the declared choices and ranges, but an interaction can
carry any value (a modified client, a raw request): each option is checked here, and a
wrong one is answered with a sentence naming the option.
"""

from __future__ import annotations

import discord
from discord import app_commands

from ..i18n import ENGLISH, SPOKEN, command_texts, language_name


def text(key: str) -> app_commands.locale_str:
    """A command's name, description or choice, in English, with its catalogue key for
    translation (bot/translator.py)."""
    return app_commands.locale_str(command_texts(ENGLISH)[key], key=key)


class OptionError(app_commands.AppCommandError):
    """An option with a value the command does not take."""

    def __init__(self, key: str, option: str, **params):
        super().__init__(key)
        self.key = key
        self.option = option      # the option's catalogue path, e.g. 'new.variant'
        self.params = params

    def text(self, w) -> str:
        return w(self.key, option=w(f"cmd.{self.option}.name"), **self.params)


class OneOf(app_commands.Transformer):
    """One of a few words; Discord shows them as choices (translated)."""

    def __init__(self, option: str, values: tuple[str, ...]):
        self.option = option
        self.values = values

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    @property
    def choices(self):
        return [app_commands.Choice(name=text(f"cmd.{self.option}.{v}"), value=v) for v in self.values]

    async def transform(self, interaction: discord.Interaction, value) -> str:
        if not isinstance(value, str) or value not in self.values:
            raise OptionError("no.option", self.option, choices=", ".join(f"`{v}`" for v in self.values))
        return value


class Language(OneOf):
    """``server`` (the server's own Discord language) or a catalogue the bot ships. Each
    language is listed by its own name ("Español", "Deutsch") for every reader: whoever
    looks for their language finds it as they write it, and no catalogue names another, so
    a new catalogue adds its choice by itself."""

    def __init__(self, option: str):
        super().__init__(option, ("server",) + SPOKEN)

    @property
    def choices(self):
        return [app_commands.Choice(name=text(f"cmd.{self.option}.server"), value="server"),
                *(app_commands.Choice(name=language_name(lang), value=lang) for lang in SPOKEN)]


class WholeNumber(app_commands.Transformer):
    """A whole number within bounds (a 1.5 or a "3" is refused, not rounded)."""

    def __init__(self, option: str, low: int, high: int):
        self.option, self.low, self.high = option, low, high

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    @property
    def min_value(self) -> int:
        return self.low

    @property
    def max_value(self) -> int:
        return self.high

    async def transform(self, interaction: discord.Interaction, value) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise OptionError("no.option_range", self.option, low=self.low, high=self.high)
        return value


class YesNo(app_commands.Transformer):
    """true or false."""

    def __init__(self, option: str):
        self.option = option

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.boolean

    async def transform(self, interaction: discord.Interaction, value) -> bool:
        if not isinstance(value, bool):
            raise OptionError("no.option", self.option, choices="`true`, `false`")
        return value


class Text(app_commands.Transformer):
    """Free text, at most ``length`` characters, without mentions or markdown."""

    def __init__(self, option: str, length: int):
        self.option, self.length = option, length

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    @property
    def max_value(self) -> int:
        return self.length

    async def transform(self, interaction: discord.Interaction, value) -> str:
        if not isinstance(value, str) or not value.strip() or len(value) > self.length:
            raise OptionError("no.option_text", self.option, n=self.length)
        return discord.utils.escape_mentions(discord.utils.escape_markdown(value.strip()))


def describe(command: str, *params: str):
    """Name and describe a command's parameters from the catalogue (translatable)."""
    def decorate(func):
        func = app_commands.describe(**{p: text(f"cmd.{command}.{p}.desc") for p in params})(func)
        return app_commands.rename(**{p: text(f"cmd.{command}.{p}.name") for p in params})(func)
    return decorate


def command(key: str):
    return app_commands.command(name=text(f"cmd.{key}.name"), description=text(f"cmd.{key}.desc"))
