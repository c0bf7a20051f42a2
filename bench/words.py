#!/usr/bin/env python3
"""How long the bot takes to format one message, ``w(key, **params)``: every render of a
turn message formats dozens of them.

    python bench/words.py [--runs 15] [--number 20000]

Prints JSON: the median microseconds per call, over ``--runs`` runs of ``--number`` calls,
of a message with one name (``log.drafted``), a counted message (``coins``), and, as the
yardstick, ``str.format`` of the English text of ``log.drafted``; with each one's ratio to
the yardstick.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.i18n import words  # noqa: E402


def per_call(stmt, runs: int, number: int) -> float:
    return statistics.median(timeit.repeat(stmt, repeat=runs, number=number)) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--number", type=int, default=20000)
    args = parser.parse_args()
    out = {}
    template = "{name} has chosen a card."
    out["str.format"] = per_call(lambda: template.format(name="x"), args.runs, args.number)
    for lang in ("en", "fr"):
        w = words(lang)
        out[f"{lang} log.drafted"] = per_call(lambda: w("log.drafted", name="x"), args.runs, args.number)
        out[f"{lang} coins n=5"] = per_call(lambda: w("coins", n=5), args.runs, args.number)
    base = out["str.format"]
    print(json.dumps({"us_per_call": {k: round(v, 3) for k, v in out.items()},
                      "ratio_to_str_format": {k: round(v / base, 2) for k, v in out.items()}}, indent=1))


if __name__ == "__main__":
    main()
