"""``python -m bot forget-user ID``: the operator forgets a member at their request (what
``/coup privacy forget`` does for the member themself), on the database the bot uses.
It may run while the bot runs: the change is one transaction, and a member seated at a
lobby or running game, or playing a series not over, is refused (they leave it first, or
it ends)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

from ..settings import SettingsError, database_from
from . import StoreError, open_store


async def forget(where: str, user_id: int):
    store = await open_store(where)
    try:
        before = await store.privacy.about(user_id)
        return before, await store.privacy.forget(user_id)
    finally:
        await store.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot forget-user",
        description="Forget a member: their choices and reminders deleted, their id and name taken out of every "
                    "game (their results stay counted for the others, as a former player's).")
    parser.add_argument("user_id", metavar="ID", help="the member's Discord user id")
    parser.add_argument("--database", metavar="WHERE",
                        help="a SQLite file or a postgresql:// URL (default: DATABASE_URL, as the bot reads it)")
    args = parser.parse_args(argv)
    if not args.user_id.isdigit():
        parser.error(f"ID must be a Discord user id (digits), not {args.user_id!r}")
    try:
        about, done = asyncio.run(forget(args.database or database_from(os.environ), int(args.user_id)))
    except (StoreError, SettingsError) as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 3
    if isinstance(done, list):
        print(f"coup-bot: member {args.user_id} is seated at a lobby or running game, or plays a series not over "
              f"(table {', '.join(map(str, done))}); nothing was changed: ask again once they have left it or it "
              "has ended.", file=sys.stderr)
        return 1
    print(f"Forgot member {args.user_id}: their games and lobbies ({about.games}), results ({about.results}) and "
          f"standings rows ({about.standings}) are now a former player's; their choices and reminders are deleted "
          f"(rows changed: {done}).")
    return 0
