"""Every refusal the engine can give reaches a player as a sentence in their language, with
the facts the engine named (bot/errors.py chooses the words; it never re-derives the reason)."""

import pytest

from bot.errors import refusal
from bot.i18n import SPOKEN, words
from engine import IllegalMove
from tests.engine.test_errors import CASES

NAMES = ["Ann", "Bob", "Cy", "Di"]


@pytest.mark.parametrize("cls,position,facts,sentence", CASES, ids=[c[0].__name__ for c in CASES])
@pytest.mark.parametrize("lang", SPOKEN)
def test_each_refusal_is_worded_from_its_facts(cls, position, facts, sentence, lang):
    game, move = position()
    with pytest.raises(cls) as refused:
        game.apply(move)
    error = refusal(refused.value, NAMES[:game.n])
    w = words(lang)
    text = error.text(w)
    assert error.key != "no.move", f"{cls.__name__} has no words of its own"
    assert text and "{" not in text and "$" not in text
    for seat_fact in ("turn", "target", "challenger", "actor"):
        if seat_fact in refused.value.facts and error.key.startswith("no.") and "name" in error.params:
            assert NAMES[refused.value.facts[seat_fact]] in text
    if lang == "en" and error.key in ("no.card_not_held", "no.character_not_in_game"):
        assert refused.value.facts["card"] in text


def test_every_reason_the_engine_names_has_words():
    from engine import errors
    from bot.errors import _WORDS
    reasons = {c.reason for c in vars(errors).values()
               if isinstance(c, type) and issubclass(c, IllegalMove) and c.reason not in ("illegal", "target")}
    assert reasons <= set(_WORDS), reasons - set(_WORDS)
