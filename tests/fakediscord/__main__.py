"""Run the fake Discord standalone: ``python -m tests.fakediscord [--port N] [--members N] [--guilds N]
[--shard-count N] [--max-concurrency N] [--validation on|off]``.

Prints the DISCORD_API_BASE to give a bot, then serves until Ctrl-C.  Handy for
poking at a bot by hand; tests and demos embed :class:`FakeDiscord` instead.
"""

from __future__ import annotations

import argparse
import asyncio
import logging

from .driver import FakeDiscord


async def _serve(args: argparse.Namespace) -> None:
    async with FakeDiscord(port=args.port, rate_limits=args.rate_limits, validation=args.validation == 'on',
                           shard_count=args.shard_count, max_concurrency=args.max_concurrency) as fd:
        print(f'DISCORD_API_BASE={fd.api_base}', flush=True)
        count = args.shard_count or 1
        for i in range(args.guilds):
            name = 'Fake Server' if args.guilds == 1 else f'Fake Server {i + 1}'
            guild = fd.add_guild(name, members=args.members, shard=(i % count, count))
            print(f'guild {guild.name} ({guild.id}, shard {i % count} of {count}), channel #{guild.channel.name} '
                  f'({guild.channel.id})', flush=True)
            print('members: ' + ', '.join(f'{u.name}={u.id}' for u in guild.members), flush=True)
        await asyncio.Event().wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--port', type=int, default=0)
    parser.add_argument('--members', type=int, default=4)
    parser.add_argument('--guilds', type=int, default=1, help='guilds, spread over the shards in turn')
    parser.add_argument('--rate-limits', choices=['enforce', 'count', 'off'], default='enforce')
    parser.add_argument('--validation', choices=['on', 'off'], default='on')
    parser.add_argument('--shard-count', type=int, default=None, help='what GET /gateway/bot recommends (enforced)')
    parser.add_argument('--max-concurrency', type=int, default=None, help='IDENTIFYs per 5 s (enforced)')
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format='%(asctime)s %(name)s %(levelname)s %(message)s')
    try:
        asyncio.run(_serve(args))
    except KeyboardInterrupt:
        pass


if __name__ == '__main__':
    main()
