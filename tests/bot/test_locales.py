"""The catalogues (bot/locales): French says everything English says, with the same
fields, and the slash commands it names are valid for Discord.

Also: which Discord locales the bot answers in French, and the translator that gives
Discord the commands' French names and descriptions.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from pathlib import Path

import discord
import pytest
from discord import app_commands

from bot import i18n
from bot.commands import CoupCog
from bot.i18n import language, placeholders, words
from bot.locales import en, fr
from bot.translator import CatalogueTranslator

EN, FR = en.MESSAGES, fr.MESSAGES
BOT = Path(__file__).resolve().parents[2] / "bot"
CATALOGUES = pytest.mark.parametrize("lang, messages", [("en", EN), ("fr", FR)])


# ---------------------------------------------------------------- the same keys, the same fields

def test_every_english_key_is_translated():
    assert sorted(set(EN) - set(FR)) == []


def test_no_french_key_without_an_english_one():
    assert sorted(set(FR) - set(EN)) == []


def test_the_same_placeholders():
    wrong = {k: (sorted(placeholders(EN[k])), sorted(placeholders(FR[k])))
             for k in EN if k in FR and placeholders(EN[k]) != placeholders(FR[k])}
    assert wrong == {}


@CATALOGUES
def test_every_text_formats(lang, messages):
    """No stray brace: each text formats with its own placeholders."""
    for key, text in messages.items():
        assert isinstance(text, str) and text, key
        text.format(**{name: "x" for name in placeholders(text)})


def test_translations_are_not_left_in_english():
    """A French text equal to the English one must be a word both languages share."""
    same = {k for k in EN if FR.get(k) == EN[k]}
    shared = {"Assassin", "coup", "mode", "page", "stats", "action", "standard", "normal", "draft",
              "{name} ({level})", " — {when}", " ({when})", "{text}", "{action}…", "**{name}** · {scope}",
              "English", "Français"}  # a language's own name is the same in every language
    assert {k: EN[k] for k in same if EN[k] not in shared} == {}


def test_markdown_emoji_and_timestamps_kept():
    """Bold markers come in pairs, and every emoji of the English text is in the French one."""
    for key, text in FR.items():
        assert text.count("**") % 2 == 0, key
        assert text.count("`") % 2 == 0, key
        emoji = {ch for ch in EN[key] if unicodedata.category(ch) == "So"}
        assert emoji <= set(text), (key, emoji - set(text))
        assert re.findall(r"<t:[^>]*>", EN[key]) == re.findall(r"<t:[^>]*>", text), key


# ---------------------------------------------------------------- plurals

#: Keys ending in ``.other`` that are not plural forms: ``why.other`` is the "any other
#: reason" refusal, not the many-form of a ``why`` count.
NOT_PLURALS = {"why.other"}


def _plural_stems(messages) -> set[str]:
    return {k[:-len(".one")] for k in messages if k.endswith(".one")}


@CATALOGUES
def test_plural_pairs_complete(lang, messages):
    for stem in _plural_stems(messages):
        assert f"{stem}.other" in messages, stem
    lonely = {k for k in messages if k.endswith(".other") and k[:-len(".other")] not in _plural_stems(messages)}
    assert lonely == NOT_PLURALS


def test_the_same_plurals_in_both_languages():
    assert _plural_stems(EN) == _plural_stems(FR)


def test_every_plural_the_bot_uses_has_both_forms():
    used = set()
    for path in BOT.rglob("*.py"):
        used |= set(re.findall(r"\.plural\(\s*\"([a-z_.]+)\"", path.read_text(encoding="utf-8")))
    assert used, "no w.plural(...) found in the bot"
    for stem in used:
        for messages in (EN, FR):
            assert f"{stem}.one" in messages and f"{stem}.other" in messages, stem


def test_french_counts_zero_and_one_as_singular():
    fr_words, en_words = words("fr"), words("en")
    assert [fr_words.plural("coins", n) for n in (0, 1, 2)] == ["0 pièce", "1 pièce", "2 pièces"]
    assert [en_words.plural("coins", n) for n in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]
    assert fr_words.plural("select.keep", 1) == "Garde exactement 1 carte"
    assert fr_words.plural("select.keep", 2) == "Garde exactement 2 cartes"


def test_french_words():
    w = words("fr")
    assert [w.card(c) for c in ("Duke", "Assassin", "Captain", "Ambassador", "Contessa")] == \
        ["Duc", "Assassin", "Capitaine", "Ambassadeur", "Comtesse"]
    assert w.list(["Alice", "Bob", "Carol"]) == "Alice, Bob et Carol"
    assert w("turn.title", n=3, name="Bob") == "**Tour 3** · Bob"


# ---------------------------------------------------------------- slash commands

def _valid_name(name: str) -> bool:
    """Discord's ^[-_\\p{L}\\p{N}]{1,32}$, lowercase."""
    return (1 <= len(name) <= 32 and name == name.lower()
            and all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name))


def _command_paths(messages) -> dict[str, str]:
    """Command, group and option paths (``new``, ``new.mode``, ``season.new.name``) -> name."""
    return {k[len("cmd."):-len(".name")]: v for k, v in messages.items()
            if k.startswith("cmd.") and k.endswith(".name")}


def _parent(path: str) -> str:
    """The parent of a command path: the /coup group for its commands, the root for /coup."""
    if path == "coup":
        return ""
    head, _, _ = path.rpartition(".")
    return head or "coup"


@CATALOGUES
def test_command_names_valid_for_discord(lang, messages):
    bad = {path: name for path, name in _command_paths(messages).items() if not _valid_name(name)}
    assert bad == {}


@CATALOGUES
def test_command_names_unique_among_siblings(lang, messages):
    siblings = defaultdict(list)
    for path, name in _command_paths(messages).items():
        siblings[_parent(path)].append(name)
    clashes = {parent: names for parent, names in siblings.items() if len(names) != len(set(names))}
    assert clashes == {}


@CATALOGUES
def test_command_descriptions_and_choices_fit(lang, messages):
    paths = set(_command_paths(messages))
    for key, text in messages.items():
        if not key.startswith("cmd.") or key.endswith(".name"):
            continue
        if key.endswith(".desc"):
            assert 1 <= len(text) <= 100, (key, len(text))
        else:  # a choice's display name: cmd.<command>.<option>.<value>
            assert key[len("cmd."):].rpartition(".")[0] in paths, key
            assert 1 <= len(text) <= 100, (key, len(text))
    for path in paths:
        assert f"cmd.{path}.desc" in messages, path


def _command_tree():
    """The real /coup group, as the bot declares it."""
    return CoupCog(cache=None, lobby=None, tables=None, courier=None, records=None, standings=None, guilds=None).__cog_app_commands_group__


async def _translated_payload():
    client = discord.Client(intents=discord.Intents.none())
    try:
        tree = app_commands.CommandTree(client)
        return await _command_tree().get_translated_payload(tree, CatalogueTranslator())
    finally:
        await client.close()


def _walk(payload, path=()):
    """Every command, group, option and choice of a payload, with its path of English names."""
    yield path + (payload["name"],), payload
    for choice in payload.get("choices") or ():
        yield path + (payload["name"], "=" + str(choice["value"])), choice
    for option in payload.get("options") or ():
        yield from _walk(option, path + (payload["name"],))


async def test_the_real_commands_carry_french_names_and_descriptions():
    payload = await _translated_payload()
    seen = 0
    for path, item in _walk(payload):
        if path[-1].startswith("="):
            assert set(item.get("name_localizations") or {}) == {"fr"}, path
            assert 1 <= len(item["name_localizations"]["fr"]) <= 100, path
            continue
        seen += 1
        names, descriptions = item.get("name_localizations") or {}, item.get("description_localizations") or {}
        assert set(names) == {"fr"} and set(descriptions) == {"fr"}, path
        assert _valid_name(names["fr"]), (path, names["fr"])
        assert 1 <= len(descriptions["fr"]) <= 100, (path, descriptions["fr"])
        siblings = [o["name_localizations"]["fr"] for o in item.get("options") or ()]
        assert len(siblings) == len(set(siblings)), (path, siblings)
    assert seen > 40
    assert payload["name_localizations"] == {"fr": FR["cmd.coup.name"]}
    new = next(o for o in payload["options"] if o["name"] == EN["cmd.new.name"])
    assert new["name_localizations"] == {"fr": "nouvelle"}
    assert new["description_localizations"] == {"fr": FR["cmd.new.desc"]}
    mode = next(o for o in new["options"] if o["name"] == "mode")
    assert {c["value"]: c["name_localizations"]["fr"] for c in mode["choices"]} == \
        {"live": "en direct", "async": "en différé"}


def _slash_references(text: str) -> list[list[str]]:
    return [m.split() for m in re.findall(r"`/coup((?: [^`\s]+)*)`", text)]


@CATALOGUES
def test_commands_named_in_texts_are_the_commands_of_that_language(lang, messages):
    """`/coup saison liste` in French, `/coup season list` in English: what the reader's
    Discord shows them."""
    by_parent = defaultdict(dict)
    for path, name in _command_paths(messages).items():
        by_parent[_parent(path)][name] = path
    found = 0
    for key, text in messages.items():
        for words_ in _slash_references(text):
            parent = "coup"
            for word in words_:
                path = by_parent[parent].get(word.rstrip(":"))
                assert path is not None, (key, word, sorted(by_parent[parent]))
                parent = path
                found += 1
    assert found >= 8


# ---------------------------------------------------------------- which language a reader gets

@pytest.mark.parametrize("locale", ["fr", "fr-FR", "fr-CA", "FR", discord.Locale.french])
def test_french_locales_get_french(locale):
    assert language(locale) == "fr"
    assert words(locale).lang == "fr"
    assert words(locale)("card.Duke") == "Duc"


@pytest.mark.parametrize("locale", ["en-US", "en-GB", "de", "es-ES", "pt-BR", "", None,
                                    discord.Locale.american_english, discord.Locale.british_english,
                                    discord.Locale.german, discord.Locale.japanese])
def test_other_locales_get_english(locale):
    assert language(locale) == "en"
    assert words(locale)("card.Duke") == "Duke"


def test_languages_known():
    assert set(i18n.LANGUAGES) == {"en", "fr"}
    assert i18n.CATALOGUES["fr"] is FR


# ---------------------------------------------------------------- the translator

def _context(location, data=None):
    return app_commands.TranslationContext(location=location, data=data)


L = app_commands.TranslationContextLocation


@pytest.mark.parametrize("key, location", [
    ("cmd.coup.name", L.group_name), ("cmd.coup.desc", L.group_description),
    ("cmd.new.name", L.command_name), ("cmd.new.desc", L.command_description),
    ("cmd.new.variant.name", L.parameter_name), ("cmd.new.variant.desc", L.parameter_description),
    ("cmd.new.mode.async", L.choice_name), ("cmd.settings.set.missed_turns.name", L.parameter_name),
    ("cmd.season.list.name", L.command_name), ("cmd.rules.desc", L.command_description),
])
async def test_translator_gives_french_for_french(key, location):
    translator = CatalogueTranslator()
    string = app_commands.locale_str(EN[key], key=key)
    assert await translator.translate(string, discord.Locale.french, _context(location)) == FR[key]


@pytest.mark.parametrize("locale", [discord.Locale.american_english, discord.Locale.british_english,
                                    discord.Locale.german, discord.Locale.spain_spanish])
async def test_translator_gives_nothing_for_other_languages(locale):
    translator = CatalogueTranslator()
    string = app_commands.locale_str(EN["cmd.new.name"], key="cmd.new.name")
    assert await translator.translate(string, locale, _context(L.command_name)) is None


async def test_translator_ignores_strings_without_a_key():
    translator = CatalogueTranslator()
    string = app_commands.locale_str("new")
    assert await translator.translate(string, discord.Locale.french, _context(L.command_name)) is None
