#!/usr/bin/env python3
"""How long the bot takes to format one message, ``w(key, **params)``: every render of a
turn message formats dozens of them; and what the catalogues cost to load.

    python bench/words.py [--runs 15] [--number 20000] [--imports 9]

Prints JSON: the median microseconds per call, over ``--runs`` runs of ``--number`` calls,
of a message with one name (``log.drafted``), a counted message (``coins``), in every
language shipped, and, as the yardstick, ``str.format`` of the English text of
``log.drafted``; with each one's ratio to the yardstick. Then the median milliseconds, over
``--imports`` fresh interpreters, to import ``bot.i18n`` (Babel and Fluent included; no
catalogue is read at import) and to read each catalogue the first time its language is
asked for.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.i18n import SPOKEN, words  # noqa: E402

#: Run in a fresh interpreter: milliseconds to import bot.i18n, then to read each catalogue.
LOAD = """
import json, time
t = time.perf_counter()
from bot import i18n
out = {"import bot.i18n": (time.perf_counter() - t) * 1e3}
for lang in i18n.SPOKEN:
    t = time.perf_counter()
    i18n.CATALOGUES[lang]
    out["read " + lang] = (time.perf_counter() - t) * 1e3
print(json.dumps(out))
"""


def per_call(stmt, runs: int, number: int) -> float:
    return statistics.median(timeit.repeat(stmt, repeat=runs, number=number)) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--number", type=int, default=20000)
    parser.add_argument("--imports", type=int, default=9)
    args = parser.parse_args()
    out = {}
    template = "{name} has chosen a card."
    out["str.format"] = per_call(lambda: template.format(name="x"), args.runs, args.number)
    for lang in SPOKEN:
        w = words(lang)
        out[f"{lang} log.drafted"] = per_call(lambda: w("log.drafted", name="x"), args.runs, args.number)
        out[f"{lang} coins n=5"] = per_call(lambda: w("coins", n=5), args.runs, args.number)
    base = out["str.format"]
    root = Path(__file__).resolve().parents[1]
    loads = [json.loads(subprocess.run([sys.executable, "-c", LOAD], cwd=root, check=True, capture_output=True,
                                       text=True).stdout) for _ in range(args.imports)]
    print(json.dumps({"us_per_call": {k: round(v, 3) for k, v in out.items()},
                      "ratio_to_str_format": {k: round(v / base, 2) for k, v in out.items()},
                      "ms_median": {k: round(statistics.median(run[k] for run in loads), 1) for k in loads[0]}},
                     indent=1))


if __name__ == "__main__":
    main()
