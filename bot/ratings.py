"""Skill ratings, per server and season, from every game's finishing order.

The model is openskill's Plackett–Luce (Weng and Lin's Bayesian approximation): each member
(and each computer level) has a skill ``mu`` and an uncertainty ``sigma``; a game of n
players is a ranking of n, the winner first, then the last player eliminated, … the first
out (engine/record.py's ``finish``). The ladder sorts by the conservative ``mu - 3 sigma``,
so a few lucky games do not put a newcomer on top, and it ranks only those with
:data:`MIN_GAMES` games in the season. Two seats of one computer level in one game are
rated as two players from the level's rating, and the level keeps the mean of the two.

Nothing here is stored for good: the ratings are counted again from the stored results
whenever :attr:`Ratings.model` changes: at start-up, while the bot serves (counted from a
reading taken without a lock, then written in one short transaction; bench/standings.py
times it), or by ``python -m bot rebuild-ratings``.
"""

from __future__ import annotations

import importlib.metadata

from openskill.models import PlackettLuce

#: Games a member needs in a season before the rating ladder ranks them.
MIN_GAMES = 5


class Ratings:
    """Rates one game at a time: :meth:`rate` is the store's ``RateGame``."""

    def __init__(self, model: PlackettLuce | None = None):
        self._model = model or PlackettLuce()
        m = self._model
        #: Names the model and its parameters: stored ratings made by another are counted again.
        self.model = (f"openskill {importlib.metadata.version('openskill')} PlackettLuce "
                      f"mu={m.mu:g} sigma={m.sigma:g} beta={m.beta:g} tau={m.tau:g} kappa={m.kappa:g}")

    def rate(self, players: list[tuple[int, int, float | None, float | None]]) -> list[tuple[int, float, float, float]]:
        """Each player's (id, finish, mu, sigma) — mu and sigma None for a first rated game —
        to their (id, mu, sigma, the ladder's figure) after the game."""
        m = self._model
        teams = [[m.rating() if mu is None else m.rating(mu=mu, sigma=sigma)] for _, _, mu, sigma in players]
        after = m.rate(teams, ranks=[finish for _, finish, _, _ in players])
        by_id: dict[int, list] = {}
        for (key, *_), (rating,) in zip(players, after):
            by_id.setdefault(key, []).append(rating)
        out = []
        for key, ratings in by_id.items():
            mu = sum(r.mu for r in ratings) / len(ratings)
            sigma = sum(r.sigma for r in ratings) / len(ratings)
            out.append((key, mu, sigma, mu - 3 * sigma))
        return out


async def rebuild(store, ratings: Ratings, *, force: bool = False) -> int | None:
    """Count every rating again from the stored results if the stored ones came from another
    model (or ``force``); the number of games rated, or None if nothing needed doing."""
    if not force and await store.social.rating_model() == ratings.model:
        return None   # the usual case, read without a lock
    return await store.social.rebuild_ratings(ratings.rate, ratings.model, unless_current=not force)


def main(argv: list[str]) -> int:
    """``python -m bot rebuild-ratings [--database WHERE]``."""
    import argparse
    import asyncio
    import os
    import sys
    import time

    from .settings import SettingsError, database_from
    from .store import StoreError, open_store

    parser = argparse.ArgumentParser(
        prog="python -m bot rebuild-ratings",
        description="Count every skill rating again from the stored results of every game, each server and "
                    "season apart, in the order the games ended (the bot also does it at start-up when the "
                    "rating model has changed).")
    parser.add_argument("--database", metavar="WHERE", default=None,
                        help="a SQLite file or a postgresql:// URL (default: DATABASE_URL or DATABASE_PATH)")
    args = parser.parse_args(argv)
    try:
        where = database_from({"DATABASE_URL": args.database} if args.database else os.environ)
    except SettingsError as e:
        parser.error(str(e))

    async def go() -> tuple[int, float]:
        store = await open_store(where, pool_size=1)
        try:
            await store.sound()
            t0 = time.perf_counter()
            games = await rebuild(store, Ratings(), force=True)
            return games, time.perf_counter() - t0
        finally:
            await store.close()

    try:
        games, took = asyncio.run(go())
    except StoreError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 3
    print(f"Every rating counted again from the stored results (games rated: {games:,}, {took:.1f} s) "
          f"with {Ratings().model}.")
    return 0
