"""Measure the fake Discord's own CPU cost per interaction.

    python -m tests.fakediscord.bench [--clicks 3000] [--concurrency 64] [--response ephemeral|update|turn|defer]
                                      [--record] [--validation on|off|both] [--repeat 3] [--pin]

Starts the fake in this process, a trivial discord.py bot in a subprocess
(``--bot`` mode of this module) that answers every component interaction, then
clicks a button ``--clicks`` times (``--concurrency`` in flight) and reports
this process's CPU time (user+sys, ``time.process_time``) per interaction and
the throughput.  The bot's CPU is not included: it runs in its own process,
like the bot of a load benchmark would.

``--record`` keeps the full record log (the default for tests); without it the
fake runs lean (``record=False``), as a load benchmark would.  ``--validation``:
the fake checks every request body against Discord's API description (on, as in
the tests) or not (off, as in bench/bot_load.py); ``both`` alternates the two run
by run and prints the difference.  ``--response turn`` answers each click by
updating the message to one the size of the Coup bot's turn message (an embed and
four buttons), the body whose checks cost the most.  ``--pin`` puts
the fake on CPU 0 and the bot on CPU 1 (less noise on a 2-core machine);
``--repeat`` runs it several times and prints every run and the median.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Dict, Optional

ROOT = Path(__file__).resolve().parents[2]


# ------------------------------------------------------------------ the bot (subprocess)

TURN_TEXT = ('**Turn 20** · {0}\n{0} asks for Foreign aid (+2).\n🛡️ carol blocks with 👑 **Duke**.\n'
             '⚔️ dave challenges carol\'s 👑 **Duke**!\n\nChallenge or allow — <t:1796307620:R> · waiting on alice and erin')


def turn_embed() -> Any:
    import discord

    board = '**dave** · 6 coins · 🂠🂠\n**alice** · 5 coins · 🂠 ✕Duke\n▶ **erin** · 5 coins · 🂠\nCourt deck: 3 cards'
    return discord.Embed(description=board, colour=0x8B0000).set_footer(text='live game · standard')


def turn_view() -> Any:
    import discord

    view = discord.ui.View(timeout=None)  # 'Press' stays: the driver clicks it again
    for row, (label, custom_id) in enumerate((('Press', 'press'), ('Allow', 'coup:allow:1:52'), ('My cards', 'coup:cards:1:20'),
                                              ('More time', 'coup:more:1:52'))):
        view.add_item(discord.ui.Button(label=label, custom_id=custom_id, row=row // 2))
    return view


async def _run_bot(api_base: str, response: str) -> None:
    import discord

    if os.environ.get('FAKEDISCORD_BENCH_BOT_CPU'):
        os.sched_setaffinity(0, {int(os.environ['FAKEDISCORD_BENCH_BOT_CPU'])})

    from . import example_bot

    await example_bot.point_discord_py_at(api_base)

    class Bot(discord.Client):
        async def on_interaction(self, interaction: discord.Interaction) -> None:
            if interaction.type is not discord.InteractionType.component:
                return
            if response == 'update':
                await interaction.response.edit_message(content=f'clicked by {interaction.user.name}')
            elif response == 'turn':
                await interaction.response.edit_message(content=TURN_TEXT.format(interaction.user.name), embed=turn_embed(),
                                                        view=turn_view(), allowed_mentions=discord.AllowedMentions(users=True))
            elif response == 'defer':
                await interaction.response.defer()
            else:
                await interaction.response.send_message('ok', ephemeral=True)

    intents = discord.Intents.default()
    async with Bot(intents=intents) as bot:
        await bot.start('bench-token')


# ------------------------------------------------------------------ the driver

async def measure(clicks: int, concurrency: int, response: str, record: bool, warmup: int = 300,
                  rate_limits: str = 'enforce', bot_cpu: Optional[int] = None, validation: bool = True) -> Dict[str, Any]:
    from .driver import FakeDiscord

    async with FakeDiscord(record=record, rate_limits=rate_limits, validation=validation) as fd:
        guild = fd.add_guild('Bench', members=20)
        members = guild.members
        seed = fd.server.create_message(guild.channel, {
            'content': 'press',
            'components': [{'type': 1, 'components': [{'type': 2, 'style': 1, 'label': 'Press', 'custom_id': 'press'}]}],
        })
        env = {**os.environ, 'DISCORD_API_BASE': fd.api_base, 'PYTHONUNBUFFERED': '1'}
        if bot_cpu is not None:
            env['FAKEDISCORD_BENCH_BOT_CPU'] = str(bot_cpu)
        proc = await asyncio.create_subprocess_exec(
            sys.executable, '-m', 'tests.fakediscord.bench', '--bot', '--response', response,
            cwd=str(ROOT), env=env, stdin=asyncio.subprocess.DEVNULL,
        )
        try:
            await fd.wait_until_ready(timeout=30, commands=False)
            sem = asyncio.Semaphore(concurrency)
            failures = 0

            async def one(i: int) -> None:
                nonlocal failures
                async with sem:
                    ix = await fd.click(members[i % len(members)], seed, 'Press')
                    try:
                        await ix.response(timeout=30)
                    except asyncio.TimeoutError:
                        failures += 1

            await asyncio.gather(*(one(i) for i in range(warmup)))
            cpu0, wall0 = time.process_time(), time.perf_counter()
            await asyncio.gather(*(one(i) for i in range(clicks)))
            cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
            return {
                'clicks': clicks, 'response': response, 'record': record, 'rate_limits': rate_limits,
                'validation': 'on' if validation else 'off',
                'cpu_ms_per_interaction': 1000 * cpu / clicks, 'interactions_per_s': clicks / wall,
                'failures': failures, 'late': len(fd.server.late_interactions), 'errors': len(fd.server.errors),
            }
        finally:
            proc.terminate()
            await proc.wait()


def main(argv: Optional[list] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--bot', action='store_true', help=argparse.SUPPRESS)
    parser.add_argument('--clicks', type=int, default=3000)
    parser.add_argument('--concurrency', type=int, default=64)
    parser.add_argument('--response', choices=['ephemeral', 'update', 'turn', 'defer'], default='ephemeral')
    parser.add_argument('--record', action='store_true', help='keep the full record log (slower)')
    parser.add_argument('--rate-limits', default='enforce', choices=['enforce', 'count', 'off'])
    parser.add_argument('--validation', default='on', choices=['on', 'off', 'both'])
    parser.add_argument('--repeat', type=int, default=1)
    parser.add_argument('--pin', action='store_true', help='fake on CPU 0, bot on CPU 1')
    args = parser.parse_args(argv)
    if args.bot:
        asyncio.run(_run_bot(os.environ['DISCORD_API_BASE'], args.response))
        return
    bot_cpu = None
    if args.pin:
        os.sched_setaffinity(0, {0})
        bot_cpu = 1
    modes = [True, False] if args.validation == 'both' else [args.validation == 'on']
    runs: Dict[bool, list] = {mode: [] for mode in modes}
    for i in range(args.repeat):
        for mode in modes if i % 2 == 0 else modes[::-1]:  # ABBA: neither mode always runs first
            result = asyncio.run(measure(args.clicks, args.concurrency, args.response, args.record,
                                         rate_limits=args.rate_limits, bot_cpu=bot_cpu, validation=mode))
            runs[mode].append(result['cpu_ms_per_interaction'])
            print(' '.join(f'{k}={v:.3f}' if isinstance(v, float) else f'{k}={v}' for k, v in result.items()), flush=True)
    for mode, values in runs.items():
        if args.repeat > 1:
            print(f'validation: {"on" if mode else "off"}: median cpu_ms_per_interaction={statistics.median(values):.3f} '
                  f'(runs: {", ".join(f"{r:.3f}" for r in values)})')
    if len(modes) == 2:
        on, off = statistics.median(runs[True]), statistics.median(runs[False])
        print(f'validation costs {1000 * (on - off):.1f} us of the fake\'s CPU per interaction ({on / off:.3f}x)')


if __name__ == '__main__':
    main()
