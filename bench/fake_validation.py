"""What the fake Discord's request checks cost: per request body, and once per process.

    python -m bench.fake_validation [--repeat 5] [--number 2000] [--python-jsonschema]

The fake (tests/fakediscord) checks every request body against Discord's OpenAPI
description (apispec.py, jsonschema_rs) and then the documented limits the
description leaves out (validate.py).  This times both on bodies shaped like the
bot's own (a turn message updated by a click, an ephemeral hand, a follow-up, a new
channel message, an edit) and a command sync of about the bot's size, and prints the
median of ``--repeat`` runs of ``--number`` checks each, in microseconds per body,
plus the one-time costs: reading and rewriting the description, compiling a route.
``--python-jsonschema`` also times the pure-Python ``jsonschema`` package on the turn
update with the same schema (``pip install jsonschema``): the reason for jsonschema_rs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakediscord import apispec, validate  # noqa: E402

CALLBACK = r'/interactions/(?P<interaction_id>\d+)/(?P<token>[^/]+)/callback'
WEBHOOK = r'/webhooks/(?P<app_id>\d+)/(?P<token>[^/]+)'
WEBHOOK_EDIT = WEBHOOK + r'/messages/(?P<message>@original|\d+)'
MESSAGES = r'/channels/(?P<channel_id>\d+)/messages'
MESSAGE = MESSAGES + r'/(?P<message_id>\d+)'
COMMANDS = r'/applications/(?P<app_id>\d+)/commands'


def _button(label: str, custom_id: str, style: int = 2, emoji: str = '') -> Dict[str, Any]:
    out: Dict[str, Any] = {'type': 2, 'style': style, 'label': label, 'custom_id': custom_id, 'disabled': False}
    if emoji:
        out['emoji'] = {'name': emoji}
    return out


TURN = {
    'tts': False,
    'content': ('**Turn 20** · erin\nerin asks for Foreign aid (+2).\n🛡️ carol blocks with 👑 **Duke**.\n'
                '⚔️ dave challenges carol\'s 👑 **Duke**!\ncarol does not show a 👑 **Duke**: the claim fails.\n\n'
                'Challenge or allow bob\'s 👑 **Duke** — <t:1796307620:R> · waiting on alice, dave and erin'),
    'embeds': [{'type': 'rich', 'color': 9109504, 'footer': {'text': 'live game · standard'},
                'description': '**dave** · 6 coins · 🂠🂠\n**alice** · 5 coins · 🂠 ✕Duke\n~~carol~~ · out · Contessa, '
                               'Ambassador\n▶ **erin** · 5 coins · 🂠 ✕Assassin\n**bob** · 4 coins · 🂠 ✕Contessa\nCourt deck: 3 cards'}],
    'components': [
        {'type': 1, 'components': [_button('Challenge', 'coup:challenge:1:52', 4, '⚔️'), _button('Allow', 'coup:allow:1:52', 3)]},
        {'type': 1, 'components': [_button('My cards', 'coup:cards:1:20', 2, '🃏'), _button('More time', 'coup:more:1:52', 2, '⏳')]},
    ],
    'allowed_mentions': {'parse': ['users']},
}
HAND = {
    'content': 'Your cards: 👑 **Duke**, 🗡️ **Assassin** · 5 coins', 'flags': 64,
    'components': [{'type': 1, 'components': [{
        'type': 3, 'custom_id': 'coup:target:1:21', 'placeholder': 'Steal from…', 'min_values': 1, 'max_values': 1,
        'options': [{'label': name, 'value': name} for name in ('alice', 'bob', 'carol', 'dave')]}]}],
    'allowed_mentions': {'parse': []},
}
FOLLOWUP = {'content': '⏰ **alice**, your turn in **#coup** — <t:1796307620:R>', 'flags': 64, 'allowed_mentions': {'users': ['123456789012345678']}}


def _command_sync() -> List[Dict[str, Any]]:
    """A /coup group of about the bot's size (3,700 of the 4,000 counted characters; the bot's counts 3,380)."""
    def localized(text: str) -> Dict[str, str]:
        return {'fr': f'{text} (fr)'}

    subs = []
    for i in range(15):
        options = [{'type': 3, 'name': f'opt{k}', 'description': f'Option {k} of command {i}', 'required': k == 0,
                    'name_localizations': {'fr': f'opt{k}-fr'}, 'description_localizations': localized(f'Option {k}'),
                    'choices': [{'name': f'Choice {c}', 'value': f'c{c}', 'name_localizations': localized(f'Choice {c}')}
                                for c in range(3)]}
                   for k in range(3)]
        subs.append({'type': 1, 'name': f'sub{i}', 'description': f'Subcommand number {i}', 'options': options,
                     'name_localizations': {'fr': f'sous{i}'}, 'description_localizations': localized(f'Subcommand {i}')})
    return [{'name': 'coup', 'description': 'Play Coup', 'type': 1, 'options': subs, 'contexts': [0],
             'default_member_permissions': None, 'nsfw': False,
             'name_localizations': {'fr': 'coup'}, 'description_localizations': {'fr': 'Jouer à Coup'}}]


SYNC = _command_sync()

#: name, route, method, body, the rules the handler applies
CASES: List[Tuple[str, str, str, Any, Callable[[Any], Any]]] = [
    ('turn update (callback 7)', CALLBACK, 'POST', {'type': 7, 'data': TURN},
     lambda b: validate.check_message(b['data'], prefix=('data',))),
    ('ephemeral hand (callback 4)', CALLBACK, 'POST', {'type': 4, 'data': HAND},
     lambda b: validate.check_message(b['data'], prefix=('data',))),
    ('follow-up (webhook POST)', WEBHOOK, 'POST', FOLLOWUP, validate.check_message),
    ('new turn message (POST)', MESSAGES, 'POST', TURN, validate.check_message),
    ('turn edit (webhook PATCH)', WEBHOOK_EDIT, 'PATCH', TURN, validate.check_message),
    ('turn edit (message PATCH)', MESSAGE, 'PATCH', TURN, validate.check_message),
    ('command sync (PUT)', COMMANDS, 'PUT', SYNC, validate.check_commands),
]


def _per_call_us(fn: Callable[[], Any], number: int, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - t) / number * 1e6)
    return statistics.median(runs)


def main(argv: List[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--repeat', type=int, default=5)
    p.add_argument('--number', type=int, default=2000)
    p.add_argument('--python-jsonschema', action='store_true', help='also time the pure-Python jsonschema package')
    args = p.parse_args(argv)

    t = time.perf_counter()
    apispec.document()
    loaded = time.perf_counter() - t
    compiles = []
    for _, route, method, _, _ in CASES:
        t = time.perf_counter()
        apispec.route_schema(route, method)
        compiles.append(time.perf_counter() - t)
    print(f'once per process: description read and rewritten {loaded * 1000:.0f} ms; '
          f'a route compiled on its first body {statistics.median(compiles) * 1000:.0f} ms (median of {len(compiles)})')
    total_schema = total_rules = 0.0
    for name, route, method, body, rules in CASES:
        assert validate.check_body(route, method, body) is None and rules(body) is None, name
        number = max(1, args.number // 20) if method == 'PUT' else args.number
        schema_us = _per_call_us(lambda: validate.check_body(route, method, body), number, args.repeat)
        rules_us = _per_call_us(lambda: rules(body), number, args.repeat)
        size = len(json.dumps(body).encode())
        print(f'{name:28s} {size / 1024:5.1f} KB  description {schema_us:7.1f} us + rules {rules_us:6.1f} us '
              f'= {schema_us + rules_us:7.1f} us per request (median of {args.repeat} x {number})')
        if method != 'PUT':
            total_schema += schema_us
            total_rules += rules_us
    hot = len(CASES) - 1
    print(f'mean over the {hot} message bodies: {(total_schema + total_rules) / hot:.1f} us per request')
    if args.python_jsonschema:
        import jsonschema

        name, route, method, body, _ = CASES[0]
        schema = apispec.route_schema(route, method)
        assert schema is not None
        validator = jsonschema.Draft202012Validator(schema.document, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        assert validator.is_valid(body)
        slow_us = _per_call_us(lambda: validator.is_valid(body), max(1, args.number // 100), args.repeat)
        fast_us = _per_call_us(lambda: schema.is_valid(body), args.number, args.repeat)
        print(f'{name}, description only: jsonschema {slow_us:.0f} us, jsonschema_rs {fast_us:.1f} us ({slow_us / fast_us:.0f}x)')


if __name__ == '__main__':
    main()
