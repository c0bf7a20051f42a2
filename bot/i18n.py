"""Every word the bot shows comes from one Fluent catalogue per language, ``bot/locales/<lang>.ftl``.

``words("fr")`` gives the French :class:`Words`; ``w("turn.title", n=3, name="Bob")`` formats
one message. A key is the message's Fluent id with dots for its dashes (``turn.title`` is
``turn-title`` in the files). A counted word is chosen inside the message by the language's
CLDR plural rules (Babel's, as fluent.runtime applies them): ``w("coins", n=1)`` is "1 coin",
``w("coins", n=0)`` "0 coins" in English and "0 pièce" in French.

The catalogues shipped are the languages the bot speaks (:data:`SPOKEN`); a file is named as
Babel names its language (``es``, ``pt_BR``), and Babel says what the language calls itself
(:func:`language_name`: "Español", "Português (Brasil)"), so no catalogue names another.
Discord's locale codes map to catalogues through :data:`LANGUAGES`; a code whose catalogue is
not shipped, or not listed, gets the catalogue of its base language when that is listed
(``fr-CA``: French), else English. A message missing from a catalogue is said in English (the
locale tests forbid it).

A catalogue no Discord locale reaches (Arabic: Discord offers no Arabic client) is a server's
language for public messages only (``/coup settings``). Discord shows its readers the ``/coup``
command in English, its default, so such a catalogue has no ``cmd-`` messages: its texts name
the commands as English does, and ``w("cmd.rules.name")`` is English's (:func:`names_commands`).

In a right-to-left language (Babel's character order: Arabic) every placeable is isolated as
fluent.runtime isolates it (U+2068 … U+2069), so a Latin name or a number inside an Arabic
sentence keeps its place; the compiled messages do the same.

Public messages of a table use the table's language (the server's, when the lobby was
opened); answers only one person sees use that person's own Discord language.

Numbers are passed as ``int`` and shown as Python shows them (no digit grouping, as before
the catalogues were Fluent); a figure with its own format (a rate, an average) is passed
as text. A catalogue is read the first time its language is asked for (parsing one takes
tens of milliseconds, so importing this module does not parse them all). Each message is
then compiled: text, variables and selections on a variable become ``str.format_map``
templates and a choice among them, which keeps ``w(...)`` as fast as a plain ``str.format``
(``bench/words.py``). A message that uses more of Fluent (terms, references to other
messages, functions) is formatted by fluent.runtime itself, which is also the reference the
compiled messages are tested against.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Callable, Iterator, Mapping

import babel
import babel.plural
from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

#: Discord's locale codes (as Discord writes them) -> the catalogue, bot/locales/<name>.ftl.
#: A code whose catalogue is not shipped gets English.
LANGUAGES = {
    "en-US": "en", "en-GB": "en",
    "fr": "fr",
    "es-ES": "es", "es-419": "es",
    "pt-BR": "pt_BR",
    "it": "it",
    "de": "de",
    "pl": "pl",
    "ru": "ru",
    "hi": "hi",
    "ja": "ja",
    "ko": "ko",
}
ENGLISH = "en"


def names_commands(lang: str) -> bool:
    """Whether Discord can show the ``/coup`` command in this catalogue's words: English (its
    default) and every catalogue a Discord locale reaches, not a server-only language."""
    return lang == ENGLISH or lang in LANGUAGES.values()


_FILES = resources.files("bot.locales")
#: The catalogues shipped, English first: the languages a server may choose for its public
#: messages.
SPOKEN = (ENGLISH,) + tuple(sorted(entry.name.removesuffix(".ftl") for entry in _FILES.iterdir()
                                   if entry.name.endswith(".ftl") and entry.name != f"{ENGLISH}.ftl"))

Format = Callable[[dict], str]


class Catalogue:
    """One language's messages, from the text of its ``.ftl`` file: the Fluent source of each
    message (``messages``, by key), fluent.runtime's bundle, and each message compiled."""

    def __init__(self, lang: str, source: str):
        self.lang = lang
        self.resource = FluentParser().parse(source)
        for entry in self.resource.body:
            if isinstance(entry, FTL.Junk):
                raise ValueError(f"{lang}.ftl: {entry.annotations[0].message}: {entry.content[:120]!r}")
        locale = babel.Locale.parse(lang)
        #: Placeables are isolated (U+2068 … U+2069) in a right-to-left language.
        self.isolating = locale.character_order == "right-to-left"
        self.bundle = FluentBundle([lang], use_isolating=self.isolating)
        self.bundle.add_resource(self.resource)
        self.messages = {entry.id.name.replace("-", "."): entry for entry in self.resource.body
                         if isinstance(entry, FTL.Message) and entry.value is not None}
        plural = lru_cache(maxsize=4096)(babel.plural.to_python(locale.plural_form))
        self.formats: dict[str, Format] = {key: _compile(message, self.bundle, plural, self.isolating)
                                           for key, message in self.messages.items()}

    @classmethod
    def load(cls, lang: str) -> Catalogue:
        """The catalogue shipped with the bot, bot/locales/<lang>.ftl."""
        return cls(lang, (_FILES / f"{lang}.ftl").read_text(encoding="utf-8"))

    def reference(self, key: str, params: dict) -> str:
        """fluent.runtime's own formatting of a message (numbers ungrouped, as the bot shows them)."""
        return _fluent_format(self.bundle, self.messages[key].id.name)(params)


# ---------------------------------------------------------------- compiling a message

class _Unsupported(Exception):
    """A part of Fluent the compiled form does not cover: fluent.runtime formats it."""


def _compile(message: FTL.Message, bundle: FluentBundle, plural: Callable[[int], str], isolating: bool) -> Format:
    try:
        return _pattern(message.value.elements, plural, isolating)
    except _Unsupported:
        return _fluent_format(bundle, message.id.name)


def _fluent_format(bundle: FluentBundle, message_id: str) -> Format:
    pattern = bundle.get_message(message_id).value

    def format_(params: dict) -> str:
        args = {k: fluent_number(v, useGrouping=False) if isinstance(v, int) else v for k, v in params.items()}
        text, errors = bundle.format_pattern(pattern, args)
        if errors:
            raise errors[0]
        return text
    return format_


def _escape(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


#: What fluent.runtime puts around a placeable when it isolates: FIRST STRONG ISOLATE and
#: POP DIRECTIONAL ISOLATE.
FSI, PDI = "\u2068", "\u2069"


def _pattern(elements, plural, isolating: bool) -> Format:
    """A pattern compiled. Isolating, a variable or a selection is wrapped in FSI … PDI,
    except where it is the whole pattern (fluent.runtime's rule); literals never are."""
    isolate = isolating and not (len(elements) == 1 and isinstance(elements[0], FTL.Placeable))
    parts: list[str | Format] = []
    for element in elements:
        if isinstance(element, FTL.TextElement):
            parts.append(_escape(element.value))
            continue
        expression = element.expression
        if isinstance(expression, FTL.StringLiteral):
            parts.append(_escape(expression.parse()["value"]))
        elif isinstance(expression, FTL.VariableReference):
            parts.append((FSI + "{" + expression.id.name + "}" + PDI) if isolate else "{" + expression.id.name + "}")
        elif isinstance(expression, FTL.SelectExpression) and isinstance(expression.selector, FTL.VariableReference):
            select = _select(expression, plural, isolating)
            parts.extend([FSI, select, PDI] if isolate else [select])
        else:
            raise _Unsupported(type(expression).__name__)
    pieces: list[Format] = []
    text = ""
    for part in parts:
        if isinstance(part, str):
            text += part
            continue
        if text:
            pieces.append(text.format_map)
            text = ""
        pieces.append(part)
    if text or not pieces:
        pieces.append(text.format_map)
    if len(pieces) == 1:
        return pieces[0]
    return lambda params: "".join([piece(params) for piece in pieces])


def _select(expression: FTL.SelectExpression, plural, isolating: bool) -> Format:
    """Fluent's choice of a variant: the first whose key equals the value, a number key
    matching a number and a category name matching its plural category; else the default."""
    name = expression.selector.id.name
    variants = []
    default = None
    for variant in expression.variants:
        key = variant.key
        value = (float(key.value) if "." in key.value else int(key.value)) if isinstance(key, FTL.NumberLiteral) else key.name
        variants.append((value, isinstance(key, FTL.NumberLiteral), _pattern(variant.value.elements, plural, isolating)))
        if variant.default:
            default = variants[-1][2]

    def select(params: dict) -> str:
        value = params[name]
        counted = isinstance(value, (int, float))
        for key, numeric, format_ in variants:
            if numeric == counted:
                if value == key:
                    return format_(params)
            elif plural(value if counted else key) == (key if counted else value):
                return format_(params)
        return default(params)
    return select


# ---------------------------------------------------------------- the catalogues

class _Catalogues(Mapping[str, Catalogue]):
    """Each spoken language's catalogue, read from its file the first time it is asked for."""

    def __init__(self):
        self._read: dict[str, Catalogue] = {}

    def __getitem__(self, lang: str) -> Catalogue:
        catalogue = self._read.get(lang)
        if catalogue is None:
            if lang not in SPOKEN:
                raise KeyError(lang)
            catalogue = self._read.setdefault(lang, Catalogue.load(lang))
        return catalogue

    def __iter__(self) -> Iterator[str]:
        return iter(SPOKEN)

    def __len__(self) -> int:
        return len(SPOKEN)


CATALOGUES = _Catalogues()


def _code(text: str) -> str:
    """A locale code as looked up: ``pt_BR``, ``pt-BR`` and ``PT-br`` are ``pt-br``."""
    return text.lower().replace("_", "-")


def _lookup(spoken: tuple[str, ...], languages: dict[str, str]) -> dict[str, str]:
    """Locale codes as :func:`_code` writes them -> the catalogue: each catalogue's own name,
    each Discord code whose catalogue is spoken, and that code's base language ("es" for
    "es-ES"). A code whose catalogue is not spoken is left out: it falls back to English."""
    table = {_code(lang): lang for lang in spoken}
    for code, lang in languages.items():
        if lang in spoken:
            table.setdefault(_code(code), lang)
            table.setdefault(_code(code).split("-", 1)[0], lang)
    return table


_LOOKUP = _lookup(SPOKEN, LANGUAGES)


def language(locale: object | None) -> str:
    """The bot's language for a Discord locale (a ``discord.Locale`` or its code) or a
    catalogue's name."""
    code = _code(str(getattr(locale, "value", locale) or ""))
    return _LOOKUP.get(code) or _LOOKUP.get(code.split("-", 1)[0], ENGLISH)


@lru_cache(maxsize=None)
def language_name(lang: str) -> str:
    """What a language calls itself, as a menu lists it: CLDR's name (Babel's), its first
    letter capitalised as CLDR's menus do ("Español", "Português (Brasil)", "Русский")."""
    name = babel.Locale.parse(lang).get_display_name()
    return name[:1].upper() + name[1:]


class Words:
    """The messages of one language."""

    __slots__ = ("lang", "_formats", "_own")

    def __init__(self, lang: str):
        self.lang = lang
        own = CATALOGUES[lang].formats
        self._formats = {**CATALOGUES[ENGLISH].formats, **own}
        self._own = frozenset(own)

    def __call__(self, key: str, /, **params) -> str:
        return self._formats[key](params)

    def __contains__(self, key: str) -> bool:
        """Whether this language's own catalogue has the message (not only English)."""
        return key in self._own

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


@lru_cache(maxsize=None)
def command_texts(lang: str) -> Mapping[str, str]:
    """The ``cmd-`` messages of a catalogue alone, by key: what Discord shows of the ``/coup``
    command (names, descriptions, choices), asked for in every language each time the
    command is synced at start-up. Read without parsing the rest of the file: a tenth of the
    time (15 ms a language, not 150). They take no variables."""
    source = (_FILES / f"{lang}.ftl").read_text(encoding="utf-8")
    catalogue = Catalogue(lang, _entries(source, "cmd-"))
    return {key: format_({}) for key, format_ in catalogue.formats.items()}


def _entries(source: str, prefix: str) -> str:
    """The entries of a Fluent file whose id begins with ``prefix``: an entry begins at the
    start of a line and goes on over the indented and blank lines after it (Fluent's rule)."""
    kept, keeping = [], False
    for line in source.splitlines(keepends=True):
        if line[:1] not in (" ", "\t", "\n", "\r", ""):
            keeping = line.startswith(prefix)
        if keeping:
            kept.append(line)
    return "".join(kept)


_WORDS: dict[str, Words] = {}


def words(locale: object | None = None) -> Words:
    lang = language(locale)
    found = _WORDS.get(lang)
    if found is None:
        found = _WORDS.setdefault(lang, Words(lang))
    return found
