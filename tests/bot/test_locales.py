"""The catalogues (bot/locales/*.ftl): every language says everything English says, with
the same variables; every count is chosen by the language's CLDR plural rules; every message
renders, the same way the bot's compiled form and fluent.runtime format it; and the slash
commands it names are valid for Discord.

Also: which Discord locales get which language, the translator that gives Discord the
commands' French names and descriptions, and that the files ship in the package.
"""

from __future__ import annotations

import fnmatch
import re
import tomllib
import unicodedata
from collections import defaultdict
from pathlib import Path

import babel
import discord
import pytest
from discord import app_commands
from fluent.syntax import ast as FTL

from bot import i18n
from bot.commands import CoupCog
from bot.i18n import CATALOGUES, Catalogue, language, words
from bot.translator import CatalogueTranslator
from tests.bot.catalogues import forms, selectors, texts, variables, variants
from tests.bot.message_samples import COUNTS, NUMBERS, sample_params

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
EN, FR = texts("en"), texts("fr")
OTHERS = [lang for lang in i18n.SPOKEN if lang != "en"]
CATALOGUE_TEXTS = pytest.mark.parametrize("lang, messages", [(lang, texts(lang)) for lang in i18n.SPOKEN])
EVERY_LANGUAGE = pytest.mark.parametrize("lang", i18n.SPOKEN)


# ---------------------------------------------------------------- the same keys, the same variables

@pytest.mark.parametrize("lang", OTHERS)
def test_every_english_message_is_translated(lang):
    assert sorted(set(CATALOGUES["en"].messages) - set(CATALOGUES[lang].messages)) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_no_message_without_an_english_one(lang):
    assert sorted(set(CATALOGUES[lang].messages) - set(CATALOGUES["en"].messages)) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_the_same_variables_as_english(lang):
    english = CATALOGUES["en"].messages
    wrong = {key: (sorted(variables(english[key])), sorted(variables(message)))
             for key, message in CATALOGUES[lang].messages.items()
             if key in english and variables(message) != variables(english[key])}
    assert wrong == {}


def test_variables_are_compared_with_their_selectors():
    """The check above sees a variable that only chooses a variant, not only printed ones."""
    source = "a = { $n ->\n    [one] one card\n   *[other] some cards\n}\n"
    message = Catalogue("en", source).messages["a"]
    assert variables(message) == {"n"} and selectors(message) == {"n"}


@CATALOGUE_TEXTS
def test_translations_are_not_left_in_english(lang, messages):
    """A text equal to the English one must be a word both languages share."""
    if lang == "en":
        return
    same = {k for k in EN if messages.get(k) == EN[k]}
    shared = {"Assassin", "coup", "mode", "page", "stats", "action", "standard", "normal", "draft",
              "{name} ({level})", " — {when}", " ({when})", "{text}", "{action}…", "**{name}** · {scope}",
              "English", "Français"}  # a language's own name is the same in every language
    assert {k: EN[k] for k in same if EN[k] not in shared} == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_markdown_emoji_and_timestamps_kept(lang):
    """Bold markers come in pairs, and every emoji of the English text is in the translation."""
    english = variants("en")
    for key, forms in variants(lang).items():
        for _, text in forms:
            assert text.count("**") % 2 == 0, key
            assert text.count("`") % 2 == 0, key
        ours = "".join(text for _, text in forms)
        theirs = "".join(text for _, text in english[key])
        emoji = {ch for ch in theirs if unicodedata.category(ch) == "So"}
        assert emoji <= set(ours), (key, emoji - set(ours))
        assert sorted(set(re.findall(r"<t:[^>]*>", theirs))) == sorted(set(re.findall(r"<t:[^>]*>", ours))), key


# ---------------------------------------------------------------- plurals

def plural_samples(lang: str) -> dict[str, int]:
    """A whole number in each CLDR plural category of the language (Babel's rules)."""
    rule = babel.Locale.parse(lang).plural_form
    samples = {}
    for n in [*range(0, 200), 1000, 10**6, 2 * 10**6, 10**7]:
        samples.setdefault(rule(n), n)
    return samples


@EVERY_LANGUAGE
def test_samples_reach_every_plural_category(lang):
    categories = babel.Locale.parse(lang).plural_form.tags | {"other"}
    assert set(plural_samples(lang)) == categories
    assert categories == {"en": {"one", "other"}, "fr": {"one", "many", "other"}}.get(lang, categories)


@EVERY_LANGUAGE
def test_every_message_renders_in_every_plural_category(lang):
    """Every count-like variable set to a number of each category (the others to text):
    the bot's compiled message and fluent.runtime's formatting give the same text, with
    no error and no variable left unfilled."""
    catalogue, w = CATALOGUES[lang], words(lang)
    numbers = sorted({*plural_samples(lang).values(), *COUNTS, 1234})  # 1234: no digit grouping
    for key, message in catalogue.messages.items():
        for n in numbers:
            params = sample_params(variables(message), n)
            text = w(key, **params)
            assert text == catalogue.reference(key, params), (key, n)
            assert "{$" not in text and "{???}" not in text, (key, n)


@EVERY_LANGUAGE
def test_counts_choose_among_the_languages_categories(lang):
    """A variant of a count is a category of the language (no [few] in English, no [once])."""
    categories = babel.Locale.parse(lang).plural_form.tags | {"other"}
    wrong = {}
    for key, message in CATALOGUES[lang].messages.items():
        for node in _selects(message.value):
            if isinstance(node.selector, FTL.VariableReference) and node.selector.id.name in NUMBERS:
                names = {v.key.name for v in node.variants if isinstance(v.key, FTL.Identifier)}
                if not names <= categories:
                    wrong[key] = sorted(names - categories)
    assert wrong == {}


def _selects(pattern):
    for element in pattern.elements:
        if isinstance(element, FTL.Placeable) and isinstance(element.expression, FTL.SelectExpression):
            yield element.expression
            for variant in element.expression.variants:
                yield from _selects(variant.value)


#: Words that may follow a number without being its counted noun.
NOT_COUNTED = {"en": {"of", "to", "for", "more"}, "fr": {"sur", "de", "d", "par", "à"}}


def unchosen_counts(catalogue: Catalogue, lang: str) -> list[tuple[str, str]]:
    """Numbers followed by a word the message does not choose by that number."""
    found = []
    for key, message in catalogue.messages.items():
        chosen = selectors(message)
        for _, text in forms(message):
            for m in re.finditer(r"\{(\w+)\}\**\s+([^\W\d]+)", text):
                if m.group(1) in NUMBERS and m.group(1) not in chosen and m.group(2) not in NOT_COUNTED[lang]:
                    found.append((key, m.group()))
    return found


@EVERY_LANGUAGE
def test_a_counted_word_follows_its_number(lang):
    """Where a number is followed by a word, the message chooses that word by the number's
    plural category ("1 win", "2 wins"): no text says "{n} games" whatever n is."""
    assert unchosen_counts(CATALOGUES[lang], lang) == []


def test_the_counted_word_check_catches_an_unchosen_plural():
    catalogue = Catalogue("en", "board-row = **{ $wins }** wins in { $games } games, page { $page } of { $pages }\n")
    assert unchosen_counts(catalogue, "en") == [("board.row", "{wins}** wins"), ("board.row", "{games} games")]


def test_french_counts_zero_and_one_as_singular():
    fr_words, en_words = words("fr"), words("en")
    assert [fr_words("coins", n=n) for n in (0, 1, 2)] == ["0 pièce", "1 pièce", "2 pièces"]
    assert [en_words("coins", n=n) for n in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]
    assert fr_words("select.keep", n=1) == "Garde exactement 1 carte"
    assert fr_words("select.keep", n=2) == "Garde exactement 2 cartes"
    assert fr_words("coins", n=1_000_000) == "1000000 pièces"  # CLDR "many", said as "other"


def test_two_counts_in_one_sentence():
    w = words("en")
    row = {(wins, games): w("board.row", rank=1, name="Ann", wins=wins, games=games, rate="x", series="")
           for wins, games in ((0, 1), (1, 1), (1, 2), (2, 2))}
    assert row == {(0, 1): "1. Ann · **0** wins in 1 game (x)", (1, 1): "1. Ann · **1** win in 1 game (x)",
                   (1, 2): "1. Ann · **1** win in 2 games (x)", (2, 2): "1. Ann · **2** wins in 2 games (x)"}
    assert w("history.won", when="t", players=2, turns=1, series="", link="l") == "t · 🏆 won (2 players, 1 turn) · l"


def test_no_plural_logic_left_in_python():
    """Counts are chosen in the catalogues only: no ``w.plural``, no ``n == 1`` in the bot."""
    found = []
    for path in BOT.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\.plural\(|\bn\s*==\s*1\b|in \(0, 1\)|[\"']one[\"'] if", line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []
    assert not hasattr(words("en"), "plural")


# ---------------------------------------------------------------- formatting

def test_french_words():
    w = words("fr")
    assert [w.card(c) for c in ("Duke", "Assassin", "Captain", "Ambassador", "Contessa")] == \
        ["Duc", "Assassin", "Capitaine", "Ambassadeur", "Comtesse"]
    assert w.list(["Alice", "Bob", "Carol"]) == "Alice, Bob et Carol"
    assert w("turn.title", n=3, name="Bob") == "**Tour 3** · Bob"


def test_spaces_braces_and_lines_survive():
    """Leading and trailing spaces kept with { " " }, braces in values left alone, the
    reference card's lines (one starts with **) as written."""
    w = words("en")
    assert w("await.or") == " or "
    assert w("await.until", when="{x}") == " — {x}"
    assert w("rules").splitlines()[0] == "**Coup — reference card**"
    assert "\n**Claims** may be bluffs." in w("rules")


def test_a_missing_variable_or_message_is_an_error():
    w = words("fr")
    with pytest.raises(KeyError):
        w("log.drafted")
    with pytest.raises(KeyError):
        w("coins")
    with pytest.raises(KeyError):
        w("no.such.message")


def test_more_of_fluent_is_formatted_by_fluent_runtime():
    """Terms, message references and functions are not compiled: fluent.runtime formats them,
    still with the language's plural rules and without digit grouping."""
    source = ("-game = Coup\n"
              "card = card\n"
              "hello = { -game }: { $n ->\n    [0] no { card }\n    [one] one { card }\n   *[other] { NUMBER($n) } { card }s\n}\n"
              "plain = { $name } plays { -game }.\n")
    catalogue = Catalogue("fr", source)
    hello = catalogue.formats["hello"]
    assert [hello({"n": n}) for n in (0, 1, 2, 12345)] == \
        ["Coup: no card", "Coup: one card", "Coup: 2 cards", "Coup: 12345 cards"]
    assert catalogue.formats["plain"]({"name": "Ann"}) == "Ann plays Coup."
    with pytest.raises(Exception):
        catalogue.formats["plain"]({})


def test_compiled_selection_follows_fluent():
    """Exact numbers before categories, in the written order; text selectors match by name."""
    source = ("a = { $n ->\n    [one] one\n    [1] exactly one\n    [0] zero\n   *[other] many\n}\n"
              "b = { $who ->\n    [host] the host\n   *[other] { $who }\n}\n")
    catalogue = Catalogue("fr", source)
    for n in (0, 1, 2):
        assert catalogue.formats["a"]({"n": n}) == catalogue.reference("a", {"n": n})
    assert [catalogue.formats["a"]({"n": n}) for n in (0, 1, 2)] == ["one", "one", "many"]
    assert [catalogue.formats["b"]({"who": who}) for who in ("host", "Ann")] == ["the host", "Ann"]
    assert catalogue.reference("b", {"who": "host"}) == "the host"


def test_a_broken_catalogue_is_refused():
    with pytest.raises(ValueError, match="xx.ftl"):
        Catalogue("xx", "fine = yes\nbroken = { $n \n")


def test_the_catalogues_ship_in_the_package():
    """pyproject.toml's package-data takes every file of bot/locales that is not Python,
    so ``pip install .`` (not only an editable install) has the catalogues."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["bot"]
    files = [p.relative_to(BOT).as_posix() for p in (BOT / "locales").iterdir() if p.suffix == ".ftl"]
    assert sorted(files) == sorted(f"locales/{lang}.ftl" for lang in i18n.SPOKEN)
    assert all(any(fnmatch.fnmatch(f, pattern) for pattern in patterns) for f in files)


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


@CATALOGUE_TEXTS
def test_command_names_valid_for_discord(lang, messages):
    bad = {path: name for path, name in _command_paths(messages).items() if not _valid_name(name)}
    assert bad == {}


@CATALOGUE_TEXTS
def test_command_names_unique_among_siblings(lang, messages):
    siblings = defaultdict(list)
    for path, name in _command_paths(messages).items():
        siblings[_parent(path)].append(name)
    clashes = {parent: names for parent, names in siblings.items() if len(names) != len(set(names))}
    assert clashes == {}


@CATALOGUE_TEXTS
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


@CATALOGUE_TEXTS
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


@pytest.mark.parametrize("locale", ["en-US", "en-GB", "en", "de", "es-ES", "pt-BR", "", None,
                                    discord.Locale.american_english, discord.Locale.british_english,
                                    discord.Locale.german, discord.Locale.japanese])
def test_other_locales_get_english(locale):
    assert language(locale) == "en"
    assert words(locale)("card.Duke") == "Duke"


def test_languages_known():
    assert i18n.SPOKEN[0] == "en" and "fr" in i18n.SPOKEN
    assert i18n.LANGUAGES["fr"] == "fr"
    assert set(i18n.CATALOGUES) == set(i18n.SPOKEN) == set(i18n.LANGUAGES.values()) | {"en"}


def test_languages_are_discords_locale_codes():
    """Each key of LANGUAGES is a code Discord sends, each value a catalogue."""
    discord_codes = {locale.value for locale in discord.Locale}
    assert set(i18n.LANGUAGES) <= discord_codes
    assert set(i18n.LANGUAGES.values()) <= set(i18n.SPOKEN)


def test_a_server_setting_names_its_catalogue():
    """The language stored by /coup settings is a catalogue's name, and maps to itself."""
    assert [language(lang) for lang in i18n.SPOKEN] == list(i18n.SPOKEN)


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


async def test_translator_gives_nothing_for_locales_in_english():
    """Every Discord locale not mapped to another catalogue (en-US, en-GB, de, es-ES …) gets
    nothing, so Discord shows the English default."""
    translator = CatalogueTranslator()
    string = app_commands.locale_str(EN["cmd.new.name"], key="cmd.new.name")
    english = [locale for locale in discord.Locale if i18n.LANGUAGES.get(locale.value, "en") == "en"]
    assert discord.Locale.spain_spanish in english and len(english) > 25
    for locale in english:
        assert await translator.translate(string, locale, _context(L.command_name)) is None, locale


async def test_translator_ignores_strings_without_a_key():
    translator = CatalogueTranslator()
    string = app_commands.locale_str("new")
    assert await translator.translate(string, discord.Locale.french, _context(L.command_name)) is None
