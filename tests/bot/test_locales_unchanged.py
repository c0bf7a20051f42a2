"""Moving the catalogues from Python dictionaries to Fluent changed nothing players see,
except the plural bugs it fixed.

tests/bot/fixtures/messages_before_fluent.json holds every message of both languages as
the dictionary catalogues rendered it (``w(key, ...)``, or ``w.plural(key, n, ...)`` for the
five messages that had a ``.one``/``.other`` pair), with the sample parameters of
tests/bot/message_samples.py at the counts 0, 1, 2, 5 and 21; it was written by the script
``tests/bot/make_message_fixture.py`` in the commit before the move. Each message must
render the same today, or be listed in :data:`PLURAL_FIXES` with its new text: every entry
there is a count the old text got wrong ("1 wins", French "0 cartes").

A later, deliberate change of a text updates its entry in the fixture (and its plural fix,
if it has one): French punctuation held by no-break spaces, the reference card's characters
given as a variable, the rule ids said in words (issue 33), every command description cut to
45 characters to make room in Discord's size limit for more of the command.
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
PLURAL_FIXES: dict[tuple[str, str], dict[int, str]] = {
    ("en", "board.computer_row"): {1: "• <level>: 1 win in 1 game (<rate>)"},
    ("en", "board.court"): {1: "Court deck: 1 card"},
    ("en", "board.row"): {1: "1. <name> · **1** win in 1 game (<rate>)<series>"},
    ("en", "games.lobby"): {1: "• Lobby · 1 player · <mode> · <link>"},
    ("en", "games.running"): {1: "• Turn 1 · 1 player left · <mode> · waiting on <who> <until> · <link>"},
    ("en", "history.lost"): {1: "<when> · finished #1 of 1 (1 turn)<series> · <link>"},
    ("en", "history.series.abandoned"): {1: "<when> · series abandoned (1 win so far) · <channel>"},
    ("en", "history.series.lost"): {1: "<when> · lost the series (1 win) · <channel>"},
    ("en", "history.series.shared"): {1: "<when> · shared the series with 1 win · <channel>"},
    ("en", "history.series.won"): {1: "<when> · took the series with 1 win · <channel>"},
    ("en", "history.won"): {1: "<when> · 🏆 won (1 player, 1 turn)<series> · <link>"},
    ("en", "log.exchange"): {1: "<name> draws 1 card from the Court deck."},
    ("en", "log.exchanged"): {1: "<name> returns 1 card; the Court deck is shuffled."},
    ("en", "log.start"): {1: "The game begins with 1 player. **<name>** starts."},
    ("en", "no.full"): {1: "This lobby is full (1 player)."},
    ("en", "no.option_text"): {1: "`<option>` must be text of at most 1 character."},
    ("en", "over.winner"): {1: "🏆 **<name> wins** after 1 turn."},
    ("en", "series.game"): {1: "Game 1: **<name>** won in 1 turn."},
    ("en", "why.coins"): {1: "You need 1 coin to <action>; you have 1."},
    ("en", "why.must_coup"): {1: "You have 1 coin: you must Coup."},
    ("fr", "board.court"): {0: "Pioche\u00a0: 0 carte", 1: "Pioche\u00a0: 1 carte"},
    ("fr", "games.running"): {
        0: "• Tour 0 · encore 0 joueur en jeu · <mode> · en attente\u00a0: <who> <until> · <link>",
        1: "• Tour 1 · encore 1 joueur en jeu · <mode> · en attente\u00a0: <who> <until> · <link>"},
    ("fr", "history.lost"): {0: "<when> · 0e sur 0 (0 tour)<series> · <link>",
                             1: "<when> · 1e sur 1 (1 tour)<series> · <link>"},
    ("fr", "history.won"): {0: "<when> · 🏆 victoire (0 joueur, 0 tour)<series> · <link>",
                            1: "<when> · 🏆 victoire (1 joueur, 1 tour)<series> · <link>"},
    ("fr", "log.exchange"): {0: "<name> tire 0 carte de la pioche.", 1: "<name> tire 1 carte de la pioche."},
    ("fr", "log.exchanged"): {0: "<name> remet 0 carte\u202f; la pioche est mélangée.",
                              1: "<name> remet 1 carte\u202f; la pioche est mélangée."},
    ("fr", "log.start"): {0: "La partie démarre avec 0 joueur. **<name>** joue en premier.",
                          1: "La partie démarre avec 1 joueur. **<name>** joue en premier."},
    ("fr", "no.full"): {0: "Cette salle d'attente est pleine (0 joueur).",
                        1: "Cette salle d'attente est pleine (1 joueur)."},
    ("fr", "no.option_text"): {0: "`<option>` doit être un texte de 0 caractère au plus.",
                               1: "`<option>` doit être un texte de 1 caractère au plus."},
    ("fr", "over.winner"): {0: "🏆 **<name> gagne** en 0 tour.", 1: "🏆 **<name> gagne** en 1 tour."},
    ("fr", "series.game"): {0: "Partie 0\u00a0: **<name>** a gagné en 0 tour.",
                            1: "Partie 1\u00a0: **<name>** a gagné en 1 tour."},
    ("fr", "why.coins"): {0: "L'action <action> coûte 0 pièce\u202f; tu en as 0.",
                          1: "L'action <action> coûte 1 pièce\u202f; tu en as 1."},
    ("fr", "why.must_coup"): {0: "Tu as 0 pièce\u00a0: tu dois faire un Coup d'État.",
                              1: "Tu as 1 pièce\u00a0: tu dois faire un Coup d'État."},
}


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
