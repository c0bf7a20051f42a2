#!/usr/bin/env python3
"""python tests/bot/make_message_fixture.py tests/bot/fixtures/messages_before_fluent.json

Render every message of the dictionary catalogues (bot/locales/en.py, fr.py) with the
sample parameters of tests/bot/message_samples.py, and store the texts as JSON: the
players' view of the catalogues before they moved to Fluent."""

import json
import sys
from pathlib import Path

sys.path.insert(0, ".")
from bot.i18n import CATALOGUES, placeholders, words  # noqa: E402
from tests.bot.message_samples import COUNTS, sample_params  # noqa: E402

PLURALS = {"coins", "select.keep", "private.exchange", "series.won", "series.shared"}



def entry(names, texts):
    """One text when the count changes nothing, else the text for each count."""
    if len(set(texts.values())) == 1:
        return {"params": names, "text": texts[COUNTS[0]]}
    return {"params": names, "texts": {str(c): t for c, t in texts.items()}}


out = {}
for lang, messages in CATALOGUES.items():
    w = words(lang)
    rendered = {}
    for key, text in messages.items():
        stem, _, form = key.rpartition(".")
        if stem in PLURALS and form in ("one", "other"):
            if stem in rendered:
                continue
            names = sorted(placeholders(messages[f"{stem}.one"]) | placeholders(messages[f"{stem}.other"]))
            rest = [p for p in names if p != "n"]
            rendered[stem] = entry(names, {c: w.plural(stem, c, **sample_params(rest, c)) for c in COUNTS})
            continue
        names = sorted(placeholders(text))
        rendered[key] = entry(names, {c: w(key, **sample_params(names, c)) for c in COUNTS})
    out[lang] = rendered
Path(sys.argv[1]).write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
print({lang: len(v) for lang, v in out.items()})
