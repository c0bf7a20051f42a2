#!/usr/bin/env python3
"""Computer players against each other: win rates with 95% confidence intervals.

    python bench/ai_tournament.py [--games 2000] [--seed 1] [--jobs 2] [--only NAME ...] [--json]
    python bench/ai_tournament.py --expansions [--games 2000] [--jobs 2]
    python bench/ai_tournament.py --exploiters [--games 2000] [--jobs 2]
    python bench/ai_tournament.py --series [--forgetful] [--only NAME ...]

Each match-up plays ``--games`` seeded games (default 2,000) in our engine:

=================  ===========================================================
hard-normal        2 players: hard vs normal
hard-easy          2 players: hard vs easy
normal-random      2 players: normal vs random
normal-easy        2 players: normal vs easy
easy-random        2 players: easy vs random
hard-coupml        2 players: hard vs coupml's rule-based AI
normal-coupml      2 players: normal vs coupml
easy-coupml        2 players: easy vs coupml
hard2-coupml2      4 players: two hard seats vs two coupml seats
hard-normal2       3 players: one hard seat vs two normal seats (a fair share: 33%)
normal2-coupml2    4 players: two normal seats vs two coupml seats
normal-easy-random 3 players
normal2-random2    4 players: two normal seats vs two random seats
normal2-easy2      4 players: two normal seats vs two easy seats
coupml-typerandom  the bridge's check: coupml's AI vs a random player, here and in
                   coupml's own engine (2 players; coupml-typerandom3: 4 players,
                   one coupml seat and three random ones)
=================  ===========================================================

Expansion games (R70-R99): ``normal-random``, ``normal-easy``, ``normal2-random2`` and
``normal2-easy2`` again with ``+reformation``, ``+inquisitor`` or ``+both`` after the name
(``normal-easy+both``: Reformation and the Inquisitor). ``--expansions`` plays those twelve
and their four base games. ``hard-normal+both`` (and ``+reformation``, ``+inquisitor``)
measures hard's search in expansion games; being slow, it is played only when named.

``--exploiters`` plays every level (easy, normal, hard) against each scripted exploiter of
bench/exploiters.py (taxer, stealer, assassin, blocker, challenger, passive): ``normal-taxer``
in 2 players, ``taxer-normal3`` with the exploiter against three seats of the level.

``coupml`` is coupml's ``RuleAI`` (pip install -e '.[bench]'), a port of the computer
player of the web game Treason, seated in our engine by bench/coupml_bridge.py: it sees
only what its seat may see, and every answer it gives that our engine would refuse is
counted (``illegal``; it must be 0).

Seats and the starter rotate through every arrangement (2 players: 2 x 2; 4 players:
24 orders x 4 starters), so a seat's or a starter's advantage cancels out. Every game's
deal and every player's choices have their own seeded generators: the same ``--seed``
gives the same games. With two seats of one level, a game won by either counts.

``--series`` plays each match-up's games as three-game series (R60): the same seats for
three games, the starter one seat on each game, each computer starting the next game with
what it kept of the others (``Memory.carried``: how each challenges and blocks). Printed
besides: each level's rate in the second and third games of its series. ``--forgetful``
plays the same series with computers that keep nothing (the comparison).

Printed beside the rates (Wilson score intervals at 95%): the time each level takes
per decision (median, 99th percentile, worst; for ``hard`` this is the figure that
must stay under 200 ms in a Discord turn), then the same in CPU time of the deciding
thread (what a machine busy with other work does not inflate), and *re-claims*: how often a seat claims
a character it was caught bluffing (it conceded that claim and its hand has not
changed since, by a proof's replacement or an exchange) while still not holding it,
and how many of those were challenged. Under each level: how often it challenges (of the
challenge windows it answered), how often its challenges caught a bluff, and what share of
the bluffs it was asked about it challenged (a bluff: the claimant did not hold the claimed
character; the referee reads the real hands).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine import Game  # noqa: E402
from engine.ai import ComputerPlayer  # noqa: E402
from engine.cards import DUKE, NOT_DUKE  # noqa: E402
from exploiters import EXPLOITERS, Exploiter  # noqa: E402

MATCHUPS = {
    "hard-normal": ("hard", "normal"),
    "hard-easy": ("hard", "easy"),
    "normal-random": ("normal", "random"),
    "normal-easy": ("normal", "easy"),
    "easy-random": ("easy", "random"),
    "hard-coupml": ("hard", "coupml"),
    "normal-coupml": ("normal", "coupml"),
    "easy-coupml": ("easy", "coupml"),
    "hard2-coupml2": ("hard", "hard", "coupml", "coupml"),
    "hard-normal2": ("hard", "normal", "normal"),
    "normal2-coupml2": ("normal", "normal", "coupml", "coupml"),
    "normal-easy-random": ("normal", "easy", "random"),
    "normal2-random2": ("normal", "normal", "random", "random"),
    "normal2-easy2": ("normal", "normal", "easy", "easy"),
    "coupml-typerandom": ("coupml", "typerandom"),
    "coupml-typerandom3": ("coupml", "typerandom", "typerandom", "typerandom"),
}

#: Every level against every scripted exploiter (bench/exploiters.py): ``normal-taxer``
#: (2 players) and ``taxer-normal3`` (4 players: the exploiter against three of the level).
EXPLOIT_LEVELS = ("easy", "normal", "hard")
for _level in EXPLOIT_LEVELS:
    for _x in EXPLOITERS:
        MATCHUPS[f"{_level}-{_x}"] = (_level, _x)
        MATCHUPS[f"{_x}-{_level}3"] = (_x, _level, _level, _level)
EXPLOIT_RUN = [name for level in EXPLOIT_LEVELS for x in EXPLOITERS
               for name in (f"{level}-{x}", f"{x}-{level}3")]

#: The expansions' lobby options (R70), by the suffix of a match-up's name.
EXPANSIONS = {
    "reformation": {"reformation": True},
    "inquisitor": {"inquisitor": True},
    "both": {"reformation": True, "inquisitor": True},
}
EXPANSION_BASES = ("normal-random", "normal-easy", "normal2-random2", "normal2-easy2")
for _base in EXPANSION_BASES:
    for _suffix in EXPANSIONS:
        MATCHUPS[f"{_base}+{_suffix}"] = MATCHUPS[_base]
for _suffix in EXPANSIONS:
    MATCHUPS[f"hard-normal+{_suffix}"] = MATCHUPS["hard-normal"]
EXPANSION_RUN = [name for base in EXPANSION_BASES
                 for name in (base, *(f"{base}+{x}" for x in EXPANSIONS))]


def options_of(name: str) -> dict:
    """The lobby options of a match-up, from its name (``normal-easy+both``)."""
    _, _, suffix = name.partition("+")
    return EXPANSIONS[suffix] if suffix else {}


MAX_DECISIONS = 20_000  # a safety net: computer games end long before this
GAMES = 3               # a series' games (R60)
CHUNK = 20              # games per task handed to a worker


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def make_player(level: str, seat: int, seed: str, memory=None):
    if level == "coupml":
        from coupml_bridge import CoupmlPlayer
        return CoupmlPlayer(seat, seed)
    if level in EXPLOITERS:
        return Exploiter(level, seat, seed)
    if level == "typerandom":
        from coupml_bridge import TypeRandomPlayer
        return TypeRandomPlayer(seat, seed)
    return ComputerPlayer(seat, level, random.Random(seed), memory=memory)


class ReclaimCounter:
    """Counts claims of a character the claimant was just caught bluffing (see the module
    docstring). It reads the real hands: it is the referee, not a player."""

    def __init__(self, n: int):
        self.caught = [set() for _ in range(n)]  # characters conceded since the hand last changed
        self.pending = None                       # (seat, card) of a re-claim awaiting its answer
        self.claims = [0] * n
        self.challenged = [0] * n

    def before(self, game: Game, move) -> None:
        kind = move.kind
        card = None
        if kind in ("tax", "assassinate", "steal", "exchange", "examine"):
            card = game.claims[kind]  # the Inquisitor's, in an Inquisitor game (R91)
        elif kind == "block":
            card = move.card
        p = move.player
        if card is not None and card in self.caught[p] and card not in game.hands[p]:
            self.claims[p] += 1
            self.pending = p

    def after(self, events) -> None:
        for e in events:
            if e.kind == "concede":
                self.caught[e.player].add(e.card)
            elif e.kind in ("replace", "kept") or (e.kind == "exchanged"):
                self.caught[e.player].clear()
            elif e.kind == "challenge" and self.pending is not None and e.target == self.pending:
                self.challenged[self.pending] += 1
            if e.kind in ("turn", "blocked", "challenge"):
                self.pending = None


#: What ChallengeCounter counts per seat, in this order.
CHALLENGE_FIELDS = ("windows", "challenges", "caught", "bluffs", "bluffs_caught")


class ChallengeCounter:
    """Per seat: the challenge windows it answered, the challenges it made, how many of
    those caught a bluff, the bluffs it was asked about, and how many of those it
    challenged. A bluff is a claim (an action's or a block's) whose claimant does not hold
    the character at that moment. It reads the real hands: it is the referee."""

    def __init__(self, n: int):
        self.counts = [dict.fromkeys(CHALLENGE_FIELDS, 0) for _ in range(n)]

    def before(self, game: Game, move) -> None:
        if game.step != "challenge" or move.kind not in ("challenge", "allow"):
            return
        hand = game.hands[game.claimant]
        claim = game.claim
        bluff = (DUKE in hand) if claim == NOT_DUKE else (claim not in hand)
        c = self.counts[move.player]
        c["windows"] += 1
        c["bluffs"] += bluff
        if move.kind == "challenge":
            c["challenges"] += 1
            c["caught"] += bluff
            c["bluffs_caught"] += bluff


def play_game(levels: list[str], seed: str, starter: int, options: dict | None = None,
              moves: list | None = None, kept: list | None = None) -> dict:
    """One game with ``levels[seat]`` at each seat, with the lobby ``options`` (R70);
    each decision appended to ``moves`` as (seat, move), when given. ``kept``: what each
    seat's computer kept of the series' earlier games (``Memory.carried``, or None); the
    result's ``kept`` is the same for the next game."""
    game = Game.new(len(levels), random.Random(seed), starter=starter, **(options or {}))
    players = [make_player(level, s, f"{seed}/{s}", kept[s] if kept else None)
               for s, level in enumerate(levels)]
    for p in players:
        p.observe(game.opening)
    reclaims = ReclaimCounter(game.n)
    challenges = ChallengeCounter(game.n)
    times: list[list[float]] = [[] for _ in levels]
    decisions = 0
    clock = time.perf_counter
    cpu = time.thread_time  # this process's own work: what a loaded machine does not inflate
    cpu_times: list[list[float]] = [[] for _ in levels]
    while not game.over:
        seat = game.awaited[0]
        view = game.view(seat)
        t0, c0 = clock(), cpu()
        move = players[seat].choose(view)
        times[seat].append(clock() - t0)
        cpu_times[seat].append(cpu() - c0)
        if moves is not None:
            moves.append((seat, move))
        reclaims.before(game, move)
        challenges.before(game, move)
        events = game.apply(move)
        reclaims.after(events)
        for p in players:
            p.observe(events)
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"game {seed} did not end after {MAX_DECISIONS} decisions")
    return {
        "winner": game.winner, "turns": game.turn_no, "decisions": decisions, "times": times,
        "cpu_times": cpu_times,
        "illegal": [getattr(p, "illegal", 0) for p in players],
        "reclaims": reclaims.claims, "reclaims_challenged": reclaims.challenged,
        "challenges": challenges.counts,
        "kept": [p.memory.carried() if isinstance(p, ComputerPlayer) else None for p in players],
    }


def seatings(k: int) -> list[tuple[tuple[int, ...], int]]:
    return [(perm, starter) for perm in permutations(range(k)) for starter in range(k)]


def run_chunk(task: tuple) -> dict:
    """Games ``start``..``stop`` of one match-up, counted per level (with ``series``, game
    ``i`` is game ``i % 3`` of series ``i // 3``; chunks start at a series' first game)."""
    name, levels, seed, start, stop, series = task
    k = len(levels)
    arrangements = seatings(k)
    kinds = sorted(set(levels))
    options = options_of(name)
    out = {"name": name, "wins": dict.fromkeys(kinds, 0), "turns": 0, "decisions": 0,
           "times": {lv: [] for lv in kinds}, "cpu_times": {lv: [] for lv in kinds}, "illegal": dict.fromkeys(kinds, 0),
           "reclaims": dict.fromkeys(kinds, 0), "reclaims_challenged": dict.fromkeys(kinds, 0),
           "challenges": {lv: dict.fromkeys(CHALLENGE_FIELDS, 0) for lv in kinds},
           "games": stop - start, "later_wins": dict.fromkeys(kinds, 0), "later_games": 0}
    kept = None
    for i in range(start, stop):
        if series:
            perm, first = arrangements[(i // GAMES) % len(arrangements)]
            starter, later = (first + i % GAMES) % k, i % GAMES > 0
        else:
            (perm, starter), later = arrangements[i % len(arrangements)], False
        seat_levels = [levels[j] for j in perm]
        r = play_game(seat_levels, f"{seed}:{name}:{i}", starter, options,
                      kept=kept if later and series == "keep" else None)
        kept = r["kept"]
        out["wins"][seat_levels[r["winner"]]] += 1
        if later:
            out["later_wins"][seat_levels[r["winner"]]] += 1
            out["later_games"] += 1
        out["turns"] += r["turns"]
        out["decisions"] += r["decisions"]
        for s, lv in enumerate(seat_levels):
            out["times"][lv] += r["times"][s]
            out["cpu_times"][lv] += r["cpu_times"][s]
            out["illegal"][lv] += r["illegal"][s]
            out["reclaims"][lv] += r["reclaims"][s]
            out["reclaims_challenged"][lv] += r["reclaims_challenged"][s]
            for key, v in r["challenges"][s].items():
                out["challenges"][lv][key] += v
    return out


def coupml_check_chunk(task: tuple) -> dict:
    """coupml's AI against the random player in coupml's own engine (bridge check)."""
    from coupml_bridge import play_in_coupml
    players, seed, start, stop = task
    wins = 0
    for i in range(start, stop):
        kinds = ["coupml"] + ["typerandom"] * (players - 1)
        rot = i % players
        kinds = kinds[rot:] + kinds[:rot]
        wins += kinds[play_in_coupml(kinds, f"{seed}:coupml-own-{players}:{i}")] == "coupml"
    return {"name": f"coupml-own-{players}", "wins": wins, "games": stop - start}


def challenge_rates(c: dict) -> dict:
    """How often a level challenges, how often its challenges catch a bluff, and what
    share of the bluffs it faced it challenged, each with its 95% interval."""
    out = dict(c)
    for name, k, n in (("rate", c["challenges"], c["windows"]),
                       ("precision", c["caught"], c["challenges"]),
                       ("recall", c["bluffs_caught"], c["bluffs"])):
        out[name] = k / n if n else float("nan")
        out[name + "_ci95"] = list(wilson(k, n))
    return out


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def tournament(names: list[str], games: int, seed: int, jobs: int, series: str | None = None) -> dict:
    """``series``: None (every game on its own), "keep" or "forget" (three-game series whose
    computers keep, or do not keep, what they learned)."""
    tasks, checks = [], []
    chunk = CHUNK - CHUNK % GAMES if series else CHUNK
    for name in names:
        for start in range(0, games, chunk):
            tasks.append((name, MATCHUPS[name], seed, start, min(games, start + chunk), series))
        if name.startswith("coupml-typerandom"):
            for players in ((2,) if name == "coupml-typerandom" else (4,)):
                for start in range(0, games, CHUNK):
                    checks.append((players, seed, start, min(games, start + CHUNK)))
    # The most expensive match-ups first, so the workers finish together.
    tasks.sort(key=lambda t: -sum(lv == "hard" for lv in t[1]) * len(t[1]))
    t0 = time.perf_counter()
    if jobs > 1:
        from multiprocessing import Pool
        with Pool(jobs) as pool:
            parts = pool.map(run_chunk, tasks, chunksize=1)
            check_parts = pool.map(coupml_check_chunk, checks, chunksize=1)
    else:
        parts = [run_chunk(t) for t in tasks]
        check_parts = [coupml_check_chunk(t) for t in checks]
    elapsed = time.perf_counter() - t0

    merged: dict[str, dict] = {}
    for part in parts:
        m = merged.get(part["name"])
        if m is None:
            merged[part["name"]] = part
            continue
        for key in ("turns", "decisions", "games", "later_games"):
            m[key] += part[key]
        for key in ("wins", "illegal", "reclaims", "reclaims_challenged", "later_wins"):
            for lv, v in part[key].items():
                m[key][lv] += v
        for lv, ts in part["times"].items():
            m["times"][lv] += ts
        for lv, ts in part["cpu_times"].items():
            m["cpu_times"][lv] += ts
        for lv, c in part["challenges"].items():
            for key, v in c.items():
                m["challenges"][lv][key] += v
    results = []
    for name in names:
        m = merged[name]
        levels = MATCHUPS[name]
        n = m["games"]
        rates, timing = {}, {}
        for lv in sorted(set(levels), key=levels.index):
            w = m["wins"][lv]
            lo, hi = wilson(w, n)
            rates[lv] = {"wins": w, "rate": w / n, "ci95": [lo, hi], "seats": levels.count(lv),
                         "illegal": m["illegal"][lv], "reclaims": m["reclaims"][lv],
                         "reclaims_challenged": m["reclaims_challenged"][lv],
                         "challenges": challenge_rates(m["challenges"][lv])}
            if m["later_games"]:
                w2 = m["later_wins"][lv]
                rates[lv]["later"] = {"wins": w2, "games": m["later_games"], "rate": w2 / m["later_games"],
                                      "ci95": list(wilson(w2, m["later_games"]))}
            ts = sorted(m["times"][lv])
            cs = sorted(m["cpu_times"][lv])
            timing[lv] = {"decisions": len(ts), "p50_ms": 1e3 * percentile(ts, 0.5),
                          "p99_ms": 1e3 * percentile(ts, 0.99), "max_ms": 1e3 * (ts[-1] if ts else 0),
                          "cpu_p50_ms": 1e3 * percentile(cs, 0.5), "cpu_p99_ms": 1e3 * percentile(cs, 0.99)}
        results.append({"name": name, "players": len(levels), "levels": list(levels), "games": n,
                        "results": rates, "timing": timing, "mean_turns": m["turns"] / n})
    checks_out = {}
    for part in check_parts:
        c = checks_out.setdefault(part["name"], {"wins": 0, "games": 0})
        c["wins"] += part["wins"]
        c["games"] += part["games"]
    for c in checks_out.values():
        c["rate"] = c["wins"] / c["games"]
        c["ci95"] = list(wilson(c["wins"], c["games"]))
    return {"seed": seed, "games": games, "matchups": results, "coupml_own_engine": checks_out,
            "seconds": elapsed}


def pct(c: dict, name: str) -> str:
    lo, hi = c[name + "_ci95"]
    return f"{100 * c[name]:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per match-up (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--only", nargs="+", choices=sorted(MATCHUPS), metavar="NAME",
                        help="play only these match-ups (default: all)")
    parser.add_argument("--expansions", action="store_true",
                        help="play the expansion match-ups and their base games")
    parser.add_argument("--exploiters", action="store_true",
                        help="play every level against every scripted exploiter (bench/exploiters.py)")
    parser.add_argument("--series", action="store_true",
                        help="play three-game series: the same seats, computers keeping what they learned")
    parser.add_argument("--forgetful", action="store_true",
                        help="with --series: computers keep nothing from game to game (the comparison)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    names = args.only or (EXPANSION_RUN if args.expansions else EXPLOIT_RUN if args.exploiters else
                          [name for name in MATCHUPS if "+" not in name and name not in EXPLOIT_RUN])

    series = ("forget" if args.forgetful else "keep") if args.series else None
    report = tournament(names, args.games, args.seed, args.jobs, series)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{args.games} games per match-up, seed {args.seed}, seats and starter rotated"
          + (f", in three-game series ({'computers keep nothing' if args.forgetful else 'computers keep habits'})"
             if args.series else ""))
    for m in report["matchups"]:
        print(f"\n{m['name']}: {m['players']} players, {' / '.join(m['levels'])}  "
              f"({m['mean_turns']:.1f} turns a game)")
        for lv, r in m["results"].items():
            lo, hi = r["ci95"]
            t = m["timing"][lv]
            seats = f" ({r['seats']} seats)" if r["seats"] > 1 else ""
            extra = f"  illegal {r['illegal']}" if lv == "coupml" else ""
            print(f"  {lv + seats:<18} {r['wins']:>6} wins  {100 * r['rate']:5.1f}%  "
                  f"[{100 * lo:5.1f}, {100 * hi:5.1f}]   decision p50 {t['p50_ms']:7.3f} ms  "
                  f"p99 {t['p99_ms']:7.3f} ms  max {t['max_ms']:7.1f} ms   "
                  f"re-claims {r['reclaims']} ({r['reclaims_challenged']} challenged){extra}")
            print(f"  {'':<18} decision CPU time p50 {t['cpu_p50_ms']:7.3f} ms  p99 {t['cpu_p99_ms']:7.3f} ms")
            later = r.get("later")
            if later:
                lo2, hi2 = later["ci95"]
                print(f"  {'':<18} games 2-3 of a series {later['wins']}/{later['games']} "
                      f"{100 * later['rate']:5.1f}% [{100 * lo2:5.1f}, {100 * hi2:5.1f}]")
            c = r["challenges"]
            if c["windows"]:
                print(f"  {'':<18} challenges {c['challenges']}/{c['windows']} windows "
                      f"{pct(c, 'rate')}, caught a bluff {c['caught']}/{c['challenges']} "
                      f"{pct(c, 'precision')}, bluffs challenged {c['bluffs_caught']}/{c['bluffs']} "
                      f"{pct(c, 'recall')}")
    for name, c in report["coupml_own_engine"].items():
        lo, hi = c["ci95"]
        print(f"\n{name} (coupml's engine, its AI vs the random player, seats rotated): "
              f"{c['wins']} / {c['games']} = {100 * c['rate']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]")
    print(f"\ntotal {report['seconds']:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
