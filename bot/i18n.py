"""Every word the bot shows comes from one catalogue per language (``bot/locales``).

``words("fr")`` gives the French :class:`Words`; ``w("turn.title", n=3, name="Bob")``
formats one message. Discord's locale codes (``en-US``, ``fr`` …) map to the nearest
language the bot speaks, English when none is close.

Public messages of a table use the table's language (the server's, when the lobby was
opened); answers only one person sees use that person's own Discord language.
"""

from __future__ import annotations

import string

from .locales import en, fr

CATALOGUES = {"en": en.MESSAGES, "fr": fr.MESSAGES}
LANGUAGES = tuple(CATALOGUES)


def language(locale: object | None) -> str:
    """The bot's language for a Discord locale (a ``discord.Locale`` or its code)."""
    code = str(getattr(locale, "value", locale) or "").lower()
    base = code.split("-", 1)[0]
    return base if base in CATALOGUES else "en"


class Words:
    """The messages of one language."""

    __slots__ = ("lang", "messages")

    def __init__(self, lang: str):
        self.lang = lang
        self.messages = CATALOGUES[lang]

    def __call__(self, key: str, /, **params) -> str:
        text = self.messages.get(key)
        if text is None:
            text = CATALOGUES["en"][key]  # a missing translation is a test failure, not a crash
        return text.format(**params) if params else text

    def plural(self, key: str, n: int, /, **params) -> str:
        """``key.one`` or ``key.other`` by the language's rule (French counts 0 as one)."""
        one = n == 1 if self.lang == "en" else n in (0, 1)
        return self(f"{key}.{'one' if one else 'other'}", n=n, **params)

    def card(self, name: str) -> str:
        """A character's name in this language (no formatting)."""
        return self(f"card.{name}")

    def action(self, name: str) -> str:
        return self(f"action.{name}")

    def list(self, items: list[str]) -> str:
        """'a, b and c' in this language."""
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return self("list.join", head=", ".join(items[:-1]), last=items[-1])


_CACHE = {lang: Words(lang) for lang in CATALOGUES}


def words(locale: object | None = None) -> Words:
    return _CACHE[language(locale)]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
