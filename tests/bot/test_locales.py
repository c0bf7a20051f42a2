"""The catalogues (bot/locales/*.ftl): every language says everything English says, with
the same variables; every count is chosen by the language's CLDR plural rules; every message
renders, the same way the bot's compiled form and fluent.runtime format it; and the slash
commands it names are valid for Discord.

Every test here runs over every catalogue shipped (``i18n.SPOKEN``): a new ``.ftl`` file is
checked without a line of this file changing.

Also: which Discord locales get which language, the translator that gives Discord the
commands' names and descriptions in every language, the size of the whole ``/coup`` command
as Discord counts it, the length of every button label, and that the files ship in the
package.
"""

from __future__ import annotations

import fnmatch
import re
import tomllib
import unicodedata
from collections import defaultdict
from pathlib import Path

import babel
import bidi
import discord
import pytest
import regex
from discord import app_commands
from fluent.syntax import ast as FTL

from bot import i18n
from bot.commands import CoupCog
from bot.i18n import CATALOGUES, Catalogue, language, language_name, words
from bot.translator import CatalogueTranslator
from engine.cards import ALL_CHARACTERS
from tests.bot.catalogues import forms, selectors, texts, variables, variants
from tests.bot.message_samples import COUNTS, NUMBERS, sample_params
from tests.fakediscord.validate import COMMAND_SIZE_LIMIT, check_command, command_name, command_size

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
EN, FR = texts("en"), texts("fr")
OTHERS = [lang for lang in i18n.SPOKEN if lang != "en"]
CATALOGUE_TEXTS = pytest.mark.parametrize("lang, messages", [(lang, texts(lang)) for lang in i18n.SPOKEN])
EVERY_LANGUAGE = pytest.mark.parametrize("lang", i18n.SPOKEN)


# ---------------------------------------------------------------- the same keys, the same variables

@pytest.mark.parametrize("lang", OTHERS)
def test_every_english_message_is_translated(lang):
    """Every message, and in a language Discord shows the command in, every name and
    description of the command; a server-only language has none of those (Discord shows its
    readers the English command)."""
    missing = set(CATALOGUES["en"].messages) - set(CATALOGUES[lang].messages)
    commands = {key for key in CATALOGUES["en"].messages if key.startswith("cmd.")}
    assert sorted(missing) == ([] if i18n.names_commands(lang) else sorted(commands))


def test_a_server_only_language_names_commands_in_english():
    """Arabic: no Discord client speaks it, so its texts name the /coup command in English,
    the command as its readers see it, and it carries no localizations of its own."""
    assert [lang for lang in i18n.SPOKEN if not i18n.names_commands(lang)] == ["ar"]
    w = words("ar")
    assert "cmd.rules.name" not in w and w("cmd.rules.name") == "rules"
    assert "`/coup season list`" in w("season.unknown", n=9)


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


#: Words spelled as in English in some language the bot speaks (casefolded): a text equal to
#: the English one passes only when each of its words is one of these (or it has no word:
#: "{name} ({level})").
SHARED_WORDS = {"action", "assassin", "autopilot", "blocks", "bluff", "bot", "captain", "contessa", "coup", "draft",
                "host", "inquisitor", "mode", "no", "normal", "page", "privacy", "reformation", "replay", "replays",
                "series", "standard", "stats", "status", "thread"}


def _words_of(text: str) -> set[str]:
    """The words of a text, casefolded, its {variables} left out."""
    return set(re.findall(r"[^\W\d_]+", re.sub(r"\{\w+\}", "", text).casefold()))


@CATALOGUE_TEXTS
def test_translations_are_not_left_in_english(lang, messages):
    """A text equal to the English one must be made of words both languages share."""
    if lang == "en":
        return
    same = {k for k in EN if messages.get(k) == EN[k]}
    assert {k: EN[k] for k in same if not _words_of(EN[k]) <= SHARED_WORDS} == {}


def test_a_shared_word_must_be_the_whole_text():
    """The check above lets "Series:" through, not "Series abandoned"."""
    assert _words_of("Series:") <= SHARED_WORDS and _words_of("{name} ({level})") == set()
    assert not _words_of("{when} · series abandoned") <= SHARED_WORDS


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


#: The CLDR categories a whole number falls in, by Babel's rules, for the languages the bot
#: speaks (a change of Babel's data shows here first). Polish and Russian keep "other" for
#: fractions: a count never reaches it, though Fluent's default variant must be *[other] all
#: the same.
CATEGORIES = {
    "en": {"one", "other"}, "de": {"one", "other"},
    "fr": {"one", "many", "other"}, "es": {"one", "many", "other"}, "it": {"one", "many", "other"},
    "pt_BR": {"one", "many", "other"},
    "pl": {"one", "few", "many"}, "ru": {"one", "few", "many"},
    "hi": {"one", "other"}, "ja": {"other"}, "ko": {"other"},
    "ar": {"zero", "one", "two", "few", "many", "other"},
}


@EVERY_LANGUAGE
def test_samples_reach_every_plural_category(lang):
    categories = babel.Locale.parse(lang).plural_form.tags | {"other"}
    reached = set(plural_samples(lang))
    assert reached <= categories and categories - reached <= {"other"}
    assert reached == CATEGORIES.get(lang, reached)


@EVERY_LANGUAGE
def test_a_counted_word_changes_between_one_and_the_other_categories(lang):
    """Where the language has a singular, "1 coin" and "2 coins" differ (and "5 монет" from
    "1 монета"): the catalogue chooses."""
    samples = plural_samples(lang)
    if "one" not in samples:
        return
    w = words(lang)
    for key in ("coins", "board.court", "log.exchange", "over.winner"):
        params = {name: "x" for name in variables(CATALOGUES[lang].messages[key])}
        counted = [name for name in params if name in NUMBERS]

        def said(n: int) -> str:
            return w(key, **{**params, **{name: n for name in counted}}).replace(str(n), "#")

        for category, n in samples.items():
            if category != "one":
                assert said(samples["one"]) != said(n), (key, category)


@pytest.mark.parametrize("lang, texts_", [
    ("es", ["0 monedas", "1 moneda", "2 monedas", "1000000 monedas"]),  # Spanish one: 1 only
    ("pt_BR", ["0 moeda", "1 moeda", "2 moedas", "1000000 moedas"]),    # Brazilian one: 0 and 1
    ("it", ["0 monete", "1 moneta", "2 monete", "1000000 monete"]),     # Italian one: 1 only
    ("hi", ["0 सिक्का", "1 सिक्का", "2 सिक्के", "1000000 सिक्के"]),     # Hindi one: 0 and 1
    ("ja", ["コイン0枚", "コイン1枚", "コイン2枚", "コイン1000000枚"]),      # Japanese: a counter, no plural
    ("ar", ["\u20680\u2069 عملة", "عملة واحدة", "عملتين", "\u20681000000\u2069 عملة"]),  # isolated figures
])
def test_counts_in_each_languages_own_categories(lang, texts_):
    assert [words(lang)("coins", n=n) for n in (0, 1, 2, 10**6)] == texts_


def test_arabic_counts_the_dual_the_few_and_the_many():
    """Arabic's six categories: the dual, 3–10 in the plural, 11–99 and 100 in the singular."""
    said = [words("ar")("coins", n=n).replace("\u2068", "").replace("\u2069", "") for n in (2, 3, 10, 11, 99, 100, 102)]
    assert said == ["عملتين", "3 عملات", "10 عملات", "11 عملة", "99 عملة", "100 عملة", "102 عملة"]


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


#: Words that may follow a number without being its counted noun (a language not listed has
#: none: every word after a number must then be chosen by it).
NOT_COUNTED = {"en": {"of", "to", "for", "more"}, "fr": {"sur", "de", "d", "par", "à"},
               "es": {"de", "a", "por", "más"}, "pt_BR": {"de", "a", "por", "mais", "destas"},
               "it": {"di", "su", "a", "per", "in", "altri", "altre"},
               "de": {"von", "bis", "pro", "mehr", "weitere", "für", "sein"}, "pl": {"z", "na", "do", "w", "więcej"},
               "ru": {"из", "на", "до", "в", "ещё", "за"},
               "hi": {"में", "से", "तक", "अन्य", "नहीं"}, "ar": {"من", "إلى", "غيرها", "للرد", "للدور"}}


def unchosen_counts(catalogue: Catalogue, lang: str) -> list[tuple[str, str]]:
    """Numbers followed by a word the message does not choose by that number."""
    found = []
    for key, message in catalogue.messages.items():
        chosen = selectors(message)
        for _, text in forms(message):
            for m in regex.finditer(r"\{(\w+)\}\**\s+(\p{L}[\p{L}\p{M}]*)", text):  # a word, its marks too
                if m.group(1) in NUMBERS and m.group(1) not in chosen and m.group(2) not in NOT_COUNTED.get(lang, ()):
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


ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def test_an_arabic_sentence_keeps_a_latin_name_and_a_number_in_their_places():
    """A right-to-left catalogue isolates each placeable (FSI … PDI) as fluent.runtime does, so
    in "يأخذ Sam 5 عملات من Bob" the 5 stays with its coins: laid out by the Unicode bidi
    algorithm (python-bidi's, as a Discord client lays a line out), the figure sits beside
    « عملات », not glued to the Latin name before it, as it is without the isolation."""
    w = words("ar")
    text = w("log.steal", name="Sam", coins=w("coins", n=5), target="Bob")
    assert text == "يأخذ \u2068Sam\u2069 \u2068\u20685\u2069 عملات\u2069 من \u2068Bob\u2069."
    assert text == CATALOGUES["ar"].reference("log.steal", {"name": "Sam", "coins": w("coins", n=5), "target": "Bob"})
    coins = bidi.get_display("عملات")
    shown = bidi.get_display(text).translate(ISOLATES)
    assert shown.index(coins) < shown.index("5") < shown.index("Sam")
    bare = bidi.get_display(text.translate(ISOLATES))
    assert shown != bare and bare.index(coins) < bare.index("Sam") < bare.index("5")
    assert "\u2068" not in words("fr")("log.steal", name="Sam", coins="5", target="Bob")


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


# ---------------------------------------------------------------- what players are told

#: A rule's id as rules.md numbers it (R32, R74): players have no numbered rulebook.
RULE_ID = re.compile(r"\bR\d{1,3}\b")


@CATALOGUE_TEXTS
def test_no_message_names_a_rule_id(lang, messages):
    """Issue 33, item 8: "(R32)", "(R74)" … in player-facing text; the rule is said in words."""
    assert {key: text for key, text in messages.items() if RULE_ID.search(text)} == {}


def test_the_rule_id_check_finds_one():
    assert RULE_ID.search("they must Coup (R32)") and not RULE_ID.search("R&D, FR2, 2R")


def test_french_punctuation_is_held_by_no_break_spaces():
    """Issue 33, item 14: Discord may wrap a line before a colon or an exclamation mark that
    follows an ordinary space. French puts a no-break space (U+00A0) before « : » and inside
    « », a narrow one (U+202F) before ; ! ?."""
    loose = {key: text for key, text in FR.items() if re.search(r" [:;!?»]|« ", text)}
    assert loose == {}
    assert "\u00a0:" in FR["hand.cards"] and "\u202f!" in FR["log.challenge"] and "\u202f;" in FR["log.exchanged[one]"]
    assert "\u00a0:" not in EN["hand.cards"]


def _card(lang: str, name: str) -> str:
    from bot.render import card
    return card(words(lang), name)


#: Lines of the translation review of 2026-12-04 (``shared/reviews``) that were wrong in
#: meaning (M), game term (T) or grammar (G), and the unnatural (U) lines changed after the
#: first pass: key, values, the text now.
REVIEWED = [
    ("de", "button.auto_on", {}, "Nicht mehr auf mich warten"),                                  # M
    ("fr", "log.timeout.challenge", {"name": "Anna", "card": _card("fr", "Contessa")},          # G
     "⏰ Temps écoulé\u00a0: personne n'a contesté l'annonce faite par Anna (🌹 **Comtesse**)."),
    ("fr", "done.show", {"actor": "Anna", "card": _card("fr", "Contessa")}, "Tu as montré ta carte 🌹 **Comtesse** à Anna."),
    ("fr", "no.card_not_held", {"card": "Comtesse"}, "Tu n'as pas de carte Comtesse cachée pour cela."),
    ("it", "card.Assassin", {}, "Assassina"),                                                    # T
    ("it", "action.income", {}, "Rendita"),
    ("it", "action.foreign_aid", {}, "Aiuti stranieri"),
    ("it", "over.bluff.action", {"turn": 3, "name": "Bob", "card": _card("it", "Duke"), "caught": ""},
     "Turno 3: Bob ha dichiarato di essere 👑 **Duca** senza avere quella carta."),
    ("it", "over.bluff.block", {"turn": 3, "name": "Bob", "card": _card("it", "Contessa"), "caught": ""},
     "Turno 3: Bob ha bloccato dichiarando di essere 🌹 **Contessa** senza avere quella carta."),
    ("it", "cmd.stats.member.desc", {}, "di chi (predefinito: le tue)"),
    ("it", "cmd.history.member.desc", {}, "di chi (predefinito: il tuo)"),
    ("es", "cmd.stats.member.desc", {}, "de quién (por defecto: las tuyas)"),
    ("es", "cmd.history.member.desc", {}, "de quién (por defecto: el tuyo)"),
    ("es", "rules.ambassador", {}, "• ⚓ **Capitán — Extorsión** toma 2 monedas de un jugador · el objetivo puede "
     "bloquearla con ⚓ Capitán o 📜 Embajador\n• 📜 **Embajador — Intercambio** roba 2 cartas, quédate con tantas "
     "como tenías y devuelve el resto"),
    ("pt_BR", "done.force_exchange", {}, "Você forçou a troca."),
    ("pt_BR", "cmd.stats.member.desc", {}, "de quem (padrão: as suas)"),
    ("pt_BR", "cmd.history.member.desc", {}, "de quem (padrão: o seu)"),
    ("ru", "await.examine", {"name": "Ann", "target": "Bob", "until": ""},
     "**Ann** решает: вернуть карту игроку Bob или потребовать обмена"),
    ("es", "predict.ask", {"name": "Ana", "card": _card("es", "Duke"), "until": ""},               # U
     "¿**Ana** hace bluff al decir ser 👑 **Duque**? Nadie ve tu pronóstico hasta que termine la partida."),
    ("es", "award.bluffer", {"names": "Ana", "n": 2}, "🎭 Bluff más audaz: Ana (2 bluffs seguidos, nunca descubiertos)"),
    ("it", "cmd.settings.set.thread.desc", {}, "di default, ogni partita in un thread suo"),
    ("it", "cmd.settings.set.inquisitor.desc", {}, "di default, l'Inquisitore nelle nuove partite"),
]


@pytest.mark.parametrize("lang, key, params, text", REVIEWED, ids=[f"{r[0]}:{r[1]}" for r in REVIEWED])
def test_the_reviewed_translations_read_as_corrected(lang, key, params, text):
    assert words(lang)(key, **params) == text


def test_the_spanish_catalogue_keeps_words_both_sides_of_the_atlantic_use():
    """es.ftl serves es-ES and es-419: the review's U lines chose « bluff » over Spain's « farol »
    and « presiona » over « pulsa »; a message added later must not bring them back."""
    spain_only = re.compile(r"\b(farol|faroles|farolea|pulsa|pulse|pulsar)\b", re.IGNORECASE)
    assert {key: text for key, text in texts("es").items() if spain_only.search(text)} == {}


def test_the_reviewed_inquisitor_lines_name_who_exchanges():
    """The review's G lines of the Inquisitor's reference card: « заставь » had no object in
    Russian, « obrigada » no person in Portuguese, « quédate » no « con » in Spanish."""
    assert "заставь игрока обменять" in words("ru")("rules.inquisitor")
    assert "se houve troca forçada" in words("pt_BR")("rules.inquisitor")
    assert "quédate con tantas" in words("es")("rules.inquisitor")


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
    card = w("rules", characters=w("rules.ambassador"))
    assert card.splitlines()[0] == "**Coup — reference card**"
    assert "\n**Claims** may be bluffs." in card


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
    """Discord's pattern for a command or option name (the fake Discord's,
    tests/fakediscord/validate.py), lowercase wherever a letter has a case."""
    return bool(command_name().match(name)) and name == name.lower()


def test_the_name_check_is_discords():
    assert all(_valid_name(n) for n in ("coup", "règles", "añadir_bot", "turnos_perdidos", "статистика",
                                          "l'aide", "x" * 32))
    assert not any(_valid_name(n) for n in ("Coup", "two words", "x" * 33, "", "coup!", "ajouter/ordi"))


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


#: Every language's longest text of a field counts towards the whole command's size (4,000),
#: so each description has this budget in every language: the 62 descriptions take at most
#: 2,790 characters, which leaves room for the names and choices of any number of languages
#: and for a few more options. A player reads it in the slash-command picker: say what the
#: command or option is for, not everything it does.
DESCRIPTION_BUDGET = 45


@CATALOGUE_TEXTS
def test_command_descriptions_and_choices_fit(lang, messages):
    paths = set(_command_paths(messages))
    for key, text in messages.items():
        if not key.startswith("cmd.") or key.endswith(".name"):
            continue
        if key.endswith(".desc"):
            assert 1 <= len(text) <= DESCRIPTION_BUDGET, (key, len(text), text)
        else:  # a choice's display name: cmd.<command>.<option>.<value>
            assert key[len("cmd."):].rpartition(".")[0] in paths, key
            assert 1 <= len(text) <= 100, (key, len(text))
    for path in paths:
        assert f"cmd.{path}.desc" in messages, path


def _command_tree():
    """The real /coup group, as the bot declares it."""
    return CoupCog(cache=None, lobby=None, tables=None, courier=None, records=None, standings=None, guilds=None,
                  social=None, onlookers=None, ladders=None, privacy=None).__cog_app_commands_group__


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


#: Discord's locale codes that get a catalogue of their own (not English).
TRANSLATED = {code: lang for code, lang in i18n.LANGUAGES.items() if lang in i18n.SPOKEN and lang != "en"}


def _is_language_choice(path) -> bool:
    """A choice of /coup settings set language naming a catalogue (not "server")."""
    return path[-2] == "language" and path[-1] != "=server"


async def test_the_real_commands_carry_every_languages_names_and_descriptions():
    """Every command, option and choice is named (and described) in each Discord locale that
    has a catalogue, by that catalogue; a language in the language menu is named by its own
    name, the same for every reader."""
    payload = await _translated_payload()
    seen = 0
    for path, item in _walk(payload):
        if path[-1].startswith("="):
            if _is_language_choice(path):
                assert item["name"] == language_name(path[-1][1:]) and not item.get("name_localizations"), path
                continue
            assert set(item.get("name_localizations") or {}) == set(TRANSLATED), path
            assert all(1 <= len(name) <= 100 for name in item["name_localizations"].values()), path
            continue
        seen += 1
        names, descriptions = item.get("name_localizations") or {}, item.get("description_localizations") or {}
        assert set(names) == set(descriptions) == set(TRANSLATED), path
        for code in TRANSLATED:
            assert _valid_name(names[code]), (path, code, names[code])
            assert 1 <= len(descriptions[code]) <= 100, (path, code, descriptions[code])
            siblings = [o["name_localizations"][code] for o in item.get("options") or ()]
            assert len(siblings) == len(set(siblings)), (path, code, siblings)
    assert seen > 40
    new = next(o for o in payload["options"] if o["name"] == EN["cmd.new.name"])
    mode = next(o for o in new["options"] if o["name"] == "mode")
    for code, lang in TRANSLATED.items():
        w = words(lang)
        assert payload["name_localizations"][code] == w("cmd.coup.name")
        assert new["name_localizations"][code] == w("cmd.new.name")
        assert new["description_localizations"][code] == w("cmd.new.desc")
        assert {c["value"]: c["name_localizations"][code] for c in mode["choices"]} == \
            {"live": w("cmd.new.mode.live"), "async": w("cmd.new.mode.async")}
    assert new["name_localizations"]["fr"] == "nouvelle"
    assert new["name_localizations"]["es-ES"] == new["name_localizations"]["es-419"] == "nueva"


def _localized_only(payload, codes: set[str]):
    """The payload as if only ``codes`` had catalogues."""
    out = dict(payload)
    for key in ("name_localizations", "description_localizations"):
        if payload.get(key):
            out[key] = {code: text for code, text in payload[key].items() if code in codes}
    for key in ("options", "choices"):
        if payload.get(key):
            out[key] = [_localized_only(item, codes) for item in payload[key]]
    return out


async def test_the_whole_command_fits_discords_size_limit():
    """Discord counts a command's names, descriptions and choices at every level, each field
    by its longest localization, and refuses one over 4,000 characters (the fake Discord
    counts the same way when the bot syncs). Printed: the size with every language, and with
    English and each language alone (``pytest -s`` shows it)."""
    payload = await _translated_payload()
    size = command_size(payload)
    alone = {lang: command_size(_localized_only(payload, {c for c, l in TRANSLATED.items() if l == lang}))
             for lang in i18n.SPOKEN}
    print(f"\n/coup as Discord counts it: {size} of {COMMAND_SIZE_LIMIT} characters with {', '.join(i18n.SPOKEN)}; "
          f"alone: {', '.join(f'{lang} {n}' for lang, n in alone.items())}")
    assert check_command(payload) is None
    assert size <= COMMAND_SIZE_LIMIT
    assert alone["en"] < min(n for lang, n in alone.items() if lang != "en" and i18n.names_commands(lang)) <= size
    assert alone["ar"] == alone["en"]  # no Arabic localizations: Discord has no Arabic client
    assert size > 3000  # the count reads the real command


def test_the_commands_texts_read_alone_are_each_catalogues_own():
    """What the command is synced with is read from the ``cmd-`` entries alone
    (``i18n.command_texts``): every one of them, each as the whole catalogue says it."""
    for lang in i18n.SPOKEN:
        alone, w = i18n.command_texts(lang), words(lang)
        own = {key for key in CATALOGUES[lang].messages if key.startswith("cmd.")}
        assert set(alone) == own, (lang, set(alone) ^ own)
        assert {key: w(key) for key in own} == alone, lang
    assert len(i18n.command_texts("fr")) > 100 and i18n.command_texts("ar") == {}


def test_syncing_the_command_parses_no_whole_catalogue():
    """Start-up syncs the command in every language, and parsing a whole catalogue takes
    about 150 ms (ten of them were most of a start-up, issue 39): a process that imports the
    bot and translates the whole command, as a sync does, has read no catalogue in full."""
    import subprocess
    import sys
    script = ("import asyncio, discord\n"
              "from discord import app_commands\n"
              "from bot.commands import CoupCog\n"
              "from bot.i18n import CATALOGUES\n"
              "from bot.translator import CatalogueTranslator\n"
              "async def sync():\n"
              "    client = discord.Client(intents=discord.Intents.none())\n"
              "    group = CoupCog(**dict.fromkeys(('cache', 'lobby', 'tables', 'courier', 'records', 'standings',"
              " 'guilds', 'social', 'onlookers', 'ladders', 'privacy'))).__cog_app_commands_group__\n"
              "    try:\n"
              "        return await group.get_translated_payload(app_commands.CommandTree(client), CatalogueTranslator())\n"
              "    finally:\n"
              "        await client.close()\n"
              "payload = asyncio.run(sync())\n"
              "assert len(payload['name_localizations']) >= 10, payload\n"
              "print(sorted(CATALOGUES._read))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"


# ---------------------------------------------------------------- buttons and menus

#: A player's name as long as a table shows one (Discord's display names are at most 32
#: characters; a computer is "name (level)").
LONGEST_NAME = "W" * 40


def _longest(w, key: str) -> tuple[int, str]:
    """The longest text of a message with realistic values: every card, every action, the
    longest name, counts from 0 to 10."""
    cards = [w.card(c) for c in ALL_CHARACTERS]
    actions = [w(k) for k in CATALOGUES["en"].messages if k.startswith("action.")]
    values = {"card": cards, "action": actions, "target": [LONGEST_NAME], "n": list(range(11))}
    names = sorted(variables(CATALOGUES[w.lang].messages[key]))
    assert set(names) <= set(values), (key, names)
    longest = (0, "")
    for combination in _product([values[name] for name in names]):
        text = w(key, **dict(zip(names, combination)))
        longest = max(longest, (len(text), text))
    return longest


def _product(lists):
    if not lists:
        yield ()
        return
    for head in lists[0]:
        for rest in _product(lists[1:]):
            yield (head,) + rest


@EVERY_LANGUAGE
def test_every_label_fits(lang):
    """Discord's limits: a button's label 80 characters (button.*, the actions, the factions
    and cards on buttons), a select's placeholder 150, an option's label and description 100.
    The bot cuts a longer one; none may need it."""
    w = words(lang)
    limits = {"button.": 80, "action.": 80, "faction.": 80, "card.": 100, "select.target": 150,
              "select.keep": 150, "select.in_hand": 100, "select.drawn": 100}
    checked = 0
    for key in CATALOGUES[lang].messages:
        limit = next((n for prefix, n in limits.items() if key.startswith(prefix)), None)
        if limit is None or key == "card.no_duke":
            continue
        length, text = _longest(w, key)
        assert length <= limit, (key, length, text)
        checked += 1
    assert checked > 40


# ---------------------------------------------------------------- commands named in texts

def _slash_references(text: str) -> list[list[str]]:
    return [m.split() for m in re.findall(r"`/coup((?: [^`\s]+)*)`", text)]


@CATALOGUE_TEXTS
def test_commands_named_in_texts_are_the_commands_of_that_language(lang, messages):
    """`/coup saison liste` in French, `/coup season list` in English: what the reader's
    Discord shows them (an option as ``name:`` or ``name:value``)."""
    by_parent = defaultdict(dict)
    named = messages if i18n.names_commands(lang) else EN  # a server-only language: English's
    for path, name in _command_paths(named).items():
        by_parent[_parent(path)][name] = path
    found = 0
    for key, text in messages.items():
        for words_ in _slash_references(text):
            parent = "coup"
            for word in words_:
                path = by_parent[parent].get(word.partition(":")[0])
                assert path is not None, (key, word, sorted(by_parent[parent]))
                parent = path
                found += 1
    assert found >= 8


# ---------------------------------------------------------------- which language a reader gets

@pytest.mark.parametrize("locale, lang", [
    ("fr", "fr"), ("fr-FR", "fr"), ("fr-CA", "fr"), ("FR", "fr"), (discord.Locale.french, "fr"),
    ("es-ES", "es"), ("es-419", "es"), ("es", "es"), ("es-MX", "es"),
    (discord.Locale.spain_spanish, "es"), (discord.Locale.latin_american_spanish, "es"),
    ("pt-BR", "pt_BR"), ("pt_BR", "pt_BR"), ("PT-br", "pt_BR"), (discord.Locale.brazil_portuguese, "pt_BR"),
    ("it", "it"), ("it-IT", "it"), (discord.Locale.italian, "it"),
])
def test_each_language_reaches_its_readers(locale, lang):
    assert language(locale) == lang
    assert words(locale).lang == lang
    assert words(locale)("card.Duke") == CATALOGUES[lang].formats["card.Duke"]({})


@pytest.mark.parametrize("locale", list(discord.Locale), ids=lambda locale: locale.value)
def test_every_discord_locale_gets_its_catalogue_or_english(locale):
    listed = i18n.LANGUAGES.get(locale.value)
    assert language(locale) == (listed if listed in i18n.SPOKEN else "en")


@pytest.mark.parametrize("locale", ["en-US", "en-GB", "en", "th", "zh-CN", "", None,
                                    discord.Locale.american_english, discord.Locale.thai,
                                    discord.Locale.vietnamese])
def test_other_locales_get_english(locale):
    assert language(locale) == "en"
    assert words(locale)("card.Duke") == "Duke"


def test_the_catalogues_shipped_are_the_languages_spoken():
    files = sorted(p.stem for p in (BOT / "locales").glob("*.ftl"))
    assert sorted(i18n.SPOKEN) == files and i18n.SPOKEN[0] == "en"
    assert {"en", "fr", "es", "pt_BR", "it"} <= set(i18n.SPOKEN)
    assert list(i18n.CATALOGUES) == list(i18n.SPOKEN) and len(i18n.CATALOGUES) == len(i18n.SPOKEN)
    with pytest.raises(KeyError):
        i18n.CATALOGUES["xx"]


def test_languages_are_discords_locale_codes():
    """Each key of LANGUAGES is a code Discord sends, each value a language Babel knows, and
    every catalogue shipped is reached by some Discord locale, unless Discord has no locale
    of that language (Arabic): that one is a server's language only."""
    discord_codes = {locale.value for locale in discord.Locale}
    assert set(i18n.LANGUAGES) <= discord_codes
    for lang in set(i18n.LANGUAGES.values()):
        assert babel.Locale.parse(lang).plural_form is not None
    for lang in set(i18n.SPOKEN) - set(i18n.LANGUAGES.values()) - {"en"}:
        assert not any(code.split("-")[0] == lang.split("_")[0] for code in discord_codes), lang
    assert {"hi", "ja", "ko"} <= set(i18n.LANGUAGES.values()) and "ar" not in i18n.LANGUAGES.values()


def test_a_server_in_arabic_gets_arabic():
    """Arabic is reached by its catalogue's name (a server's setting) and by the code, should
    Discord ever send it."""
    assert language("ar") == "ar" and language("ar-EG") == "ar" and words("ar").lang == "ar"


def test_a_catalogue_not_shipped_is_not_offered():
    """A language listed in LANGUAGES whose file is missing is simply not spoken: its readers
    get English (as if only English and French shipped here)."""
    table = i18n._lookup(("en", "fr"), i18n.LANGUAGES)
    assert table["fr"] == "fr" and table["en-us"] == "en"
    assert "es-es" not in table and "es" not in table and "pt-br" not in table


def test_a_server_setting_names_its_catalogue():
    """The language stored by /coup settings is a catalogue's name, and maps to itself."""
    assert [language(lang) for lang in i18n.SPOKEN] == list(i18n.SPOKEN)


def test_each_language_is_named_by_its_own_name():
    """The language menu lists each language as its speakers write it (CLDR's name, Babel's)."""
    names = {lang: language_name(lang) for lang in i18n.SPOKEN}
    assert {k: names[k] for k in ("en", "fr", "es", "pt_BR", "it")} == \
        {"en": "English", "fr": "Français", "es": "Español", "pt_BR": "Português (Brasil)", "it": "Italiano"}
    assert len(set(names.values())) == len(names)
    assert language_name("de") == "Deutsch" and language_name("ru") == "Русский" and language_name("pl") == "Polski"


async def test_the_language_menu_lists_every_catalogue():
    payload = await _translated_payload()
    settings = next(o for o in payload["options"] if o["name"] == EN["cmd.settings.name"])
    set_ = next(o for o in settings["options"] if o["name"] == EN["cmd.settings.set.name"])
    option = next(o for o in set_["options"] if o["name"] == EN["cmd.settings.set.language.name"])
    assert [c["value"] for c in option["choices"]] == ["server", *i18n.SPOKEN]
    assert [c["name"] for c in option["choices"][1:]] == [language_name(lang) for lang in i18n.SPOKEN]


# ---------------------------------------------------------------- the translator

def _context(location, data=None):
    return app_commands.TranslationContext(location=location, data=data)


L = app_commands.TranslationContextLocation
TRANSLATED_KEYS = [
    ("cmd.coup.name", L.group_name), ("cmd.coup.desc", L.group_description),
    ("cmd.new.name", L.command_name), ("cmd.new.desc", L.command_description),
    ("cmd.new.variant.name", L.parameter_name), ("cmd.new.variant.desc", L.parameter_description),
    ("cmd.new.mode.async", L.choice_name), ("cmd.settings.set.missed_turns.name", L.parameter_name),
    ("cmd.season.list.name", L.command_name), ("cmd.rules.desc", L.command_description),
]


@pytest.mark.parametrize("code", sorted(TRANSLATED))
async def test_translator_gives_each_locale_its_catalogue(code):
    translator = CatalogueTranslator()
    w = words(TRANSLATED[code])
    for key, location in TRANSLATED_KEYS:
        string = app_commands.locale_str(EN[key], key=key)
        assert await translator.translate(string, discord.Locale(code), _context(location)) == w(key)
    string = app_commands.locale_str(EN["cmd.rules.name"], key="cmd.rules.name")
    assert await translator.translate(string, discord.Locale.french, _context(L.command_name)) == "règles"


async def test_translator_gives_nothing_for_locales_in_english():
    """Every Discord locale without a catalogue of its own (en-US, en-GB, ja …) gets
    nothing, so Discord shows the English default."""
    translator = CatalogueTranslator()
    string = app_commands.locale_str(EN["cmd.new.name"], key="cmd.new.name")
    english = [locale for locale in discord.Locale if locale.value not in TRANSLATED]
    assert discord.Locale.thai in english and discord.Locale.spain_spanish not in english
    for locale in english:
        assert await translator.translate(string, locale, _context(L.command_name)) is None, locale


async def test_translator_gives_nothing_for_a_listed_language_not_shipped(monkeypatch):
    from bot import translator as module

    monkeypatch.setitem(module.LANGUAGES, "th", "th")
    string = app_commands.locale_str(EN["cmd.new.name"], key="cmd.new.name")
    assert await CatalogueTranslator().translate(string, discord.Locale.thai, _context(L.command_name)) is None


async def test_translator_ignores_strings_without_a_key():
    translator = CatalogueTranslator()
    string = app_commands.locale_str("new")
    assert await translator.translate(string, discord.Locale.french, _context(L.command_name)) is None
