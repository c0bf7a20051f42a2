"""Moving the catalogues from Python dictionaries to Fluent changed nothing players see,
except the plural bugs it fixed.

tests/bot/fixtures/messages_before_fluent.json holds every message of both languages as
the dictionary catalogues rendered it (``w(key, ...)``, or ``w.plural(key, n, ...)`` for the
five messages that had a ``.one``/``.other`` pair), with the sample parameters of
tests/bot/message_samples.py at the counts 0, 1, 2, 5 and 21; it was written by the script
``tests/bot/make_message_fixture.py`` in the commit before the move. Each message must
render the same today, or be listed in :data:`PLURAL_FIXES` with its new text: every entry
there is a count the old text got wrong ("1 wins", French "0 cartes").

A later, deliberate change of a text updates its entry in the fixture.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.i18n import words
from tests.bot.message_samples import COUNTS, sample_params

FIXTURE = Path(__file__).parent / "fixtures" / "messages_before_fluent.json"
BEFORE = json.loads(FIXTURE.read_text(encoding="utf-8"))

#: (language, key) -> {count: the text now}: reviewed, each one a plural the old catalogue
#: got wrong. In French, 0 and 1 take the singular (CLDR "one"), so both are fixed there.
PLURAL_FIXES: dict[tuple[str, str], dict[int, str]] = {}


def _before(entry: dict, count: int) -> str:
    return entry["text"] if "text" in entry else entry["texts"][str(count)]


@pytest.mark.parametrize("lang", sorted(BEFORE))
def test_every_message_reads_as_before_but_its_plural_fixes(lang):
    w = words(lang)
    assert len(BEFORE[lang]) > 400
    changed = {}
    for key, entry in BEFORE[lang].items():
        for count in COUNTS:
            now = w(key, **sample_params(entry["params"], count))
            expected = PLURAL_FIXES.get((lang, key), {}).get(count, _before(entry, count))
            if now != expected:
                changed[(key, count)] = (expected, now)
    assert changed == {}


def test_every_plural_fix_changes_a_text():
    """An exception that no longer differs from the old text is stale: remove it."""
    for (lang, key), fixes in PLURAL_FIXES.items():
        for count, text in fixes.items():
            assert text != _before(BEFORE[lang][key], count), (lang, key, count)


def test_the_fixture_has_every_message_of_the_old_catalogues():
    """Both languages, the same keys; the five old ``.one``/``.other`` pairs under one key."""
    assert set(BEFORE) == {"en", "fr"}
    assert set(BEFORE["en"]) == set(BEFORE["fr"])
    assert {"coins", "select.keep", "private.exchange", "series.won", "series.shared"} <= set(BEFORE["en"])
    assert not any(key.endswith((".one", ".other")) and key != "why.other" for key in BEFORE["en"])
