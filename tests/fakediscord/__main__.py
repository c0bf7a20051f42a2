"""Run the fake Discord standalone: ``python -m tests.fakediscord [--port N] [--members N]``.

Prints the DISCORD_API_BASE to give a bot, then serves until Ctrl-C.  Handy for
poking at a bot by hand; tests and demos embed :class:`FakeDiscord` instead.
"""

from __future__ import annotations

import argparse
import asyncio
import logging

from .driver import FakeDiscord


async def _serve(port: int, members: int, rate_limits: str) -> None:
    async with FakeDiscord(port=port, rate_limits=rate_limits) as fd:
        guild = fd.add_guild('Fake Server', members=members)
        print(f'DISCORD_API_BASE={fd.api_base}', flush=True)
        print(f'guild {guild.name} ({guild.id}), channel #{guild.channel.name} ({guild.channel.id})', flush=True)
        print('members: ' + ', '.join(f'{u.name}={u.id}' for u in guild.members), flush=True)
        await asyncio.Event().wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--port', type=int, default=0)
    parser.add_argument('--members', type=int, default=4)
    parser.add_argument('--rate-limits', choices=['enforce', 'count', 'off'], default='enforce')
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format='%(asctime)s %(name)s %(levelname)s %(message)s')
    try:
        asyncio.run(_serve(args.port, args.members, args.rate_limits))
    except KeyboardInterrupt:
        pass


if __name__ == '__main__':
    main()
