"""Discord's OpenAPI description of its API, compiled into one validator per route.

The description is vendored in ``discord-api-spec/`` (MIT, from the repository
discord/discord-api-spec; ``SOURCE.md`` there names the commit).  Each request
body the fake receives is checked against the schema the description gives
for its path and method, by ``jsonschema_rs`` (a JSON Schema 2020-12 validator
written in Rust: a few microseconds per message).  The description is read
and rewritten once per process; a route's validator is compiled the first
time the route gets a body and kept.

The rewrite keeps what the description says and changes only how it is said,
so that a refusal names the field that caused it, as Discord's own 50035 does:

* a union whose branches are objects told apart by their ``type`` (the
  components of a message, the options of a command, the kinds of interaction
  callback) becomes "``type`` is one of these; an object of type T is checked
  against T's schema", so a bad button reports ``components.0.components.1.style``
  rather than "matches none of the seven kinds of component";
* a union of constants (button styles, component types, allowed-mention
  types) becomes an ``enum``;
* ``null`` or X becomes "if not null then X";
* any other union becomes an ``anyOf``: the description's README says its ``oneOf``
  means "one of these formats", and a string of digits may now fit two of them.

And it models the two coercions Discord makes (the description's README says
so for the first; discord.py relies on the second for attachment ids and a
DM's ``recipient_id``): a field typed integer also takes a string holding an
integer, and a snowflake (a string of digits) also takes a non-negative integer.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any, Dict, FrozenSet, Iterator, List, Optional, Tuple

import jsonschema_rs

SPEC_DIR = Path(__file__).with_name('discord-api-spec')
BASE_URI = 'urn:discord-api-spec'
INT_STRING = r'^-?[0-9]+$'

Path_ = Tuple[Any, ...]
#: one refusal: the field's path, Discord's error code, its message
Problem = Tuple[Path_, str, str]


# ---------------------------------------------------------------- the description

@functools.lru_cache(maxsize=None)
def document() -> Dict[str, Any]:
    """The OpenAPI description, its schemas rewritten as this module's docstring says."""
    raw = json.loads((SPEC_DIR / 'openapi.json').read_text())
    schemas = raw['components']['schemas']
    rewritten = {name: _rewrite(schema, schemas) for name, schema in schemas.items()}
    paths = {path: _rewrite(ops, schemas) for path, ops in raw['paths'].items()}
    return {'paths': paths, 'components': {'schemas': rewritten}}


@functools.lru_cache(maxsize=None)
def locales() -> FrozenSet[str]:
    """The locales Discord accepts as keys of a localization dictionary (``AvailableLocalesEnum``)."""
    return frozenset(document()['components']['schemas']['AvailableLocalesEnum']['enum'])


def _ref_name(node: Any) -> Optional[str]:
    ref = node.get('$ref') if isinstance(node, dict) else None
    prefix = '#/components/schemas/'
    return ref[len(prefix):] if isinstance(ref, str) and ref.startswith(prefix) else None


def _discriminator_values(schema: Dict[str, Any]) -> Optional[List[Any]]:
    """The values of ``type`` that select this object schema in a union, if it has them."""
    if 'type' not in (schema.get('required') or []):
        return None
    prop = (schema.get('properties') or {}).get('type') or {}
    if 'const' in prop:
        return [prop['const']]
    values = prop.get('enum')
    return list(values) if isinstance(values, list) and values else None


def _union(node: Dict[str, Any], key: str, schemas: Dict[str, Any]) -> Dict[str, Any]:
    branches = node[key]
    rest = {k: v for k, v in node.items() if k not in (key, 'x-discord-union')}
    if all(isinstance(b, dict) and 'const' in b and set(b) <= {'const', 'title', 'description'} for b in branches):
        return {**rest, 'enum': [b['const'] for b in branches]}
    nullable = any(b == {'type': 'null'} for b in branches)
    others = [b for b in branches if b != {'type': 'null'}]
    chosen: Dict[str, Any]
    names = [_ref_name(b) for b in others]
    values = [_discriminator_values(schemas[n]) if n in schemas else None for n in names]
    flat = [v for vs in values if vs for v in vs]
    if len(others) > 1 and all(values) and len(flat) == len(set(map(repr, flat))):
        chosen = {
            'type': 'object',
            'required': ['type'],
            'properties': {'type': {'enum': flat}},
            'allOf': [
                {'if': {'type': 'object', 'properties': {'type': {'enum': vs}}, 'required': ['type']},
                 'then': {'$ref': f'#/components/schemas/{n}'}}
                for n, vs in zip(names, values)
            ],
        }
    elif len(others) == 1:
        chosen = others[0]
    else:  # "one of these formats" (the description's README); anyOf, as the coercions may make two fit
        chosen = {'anyOf': others}
    if nullable:
        chosen = {'if': {'type': 'null'}, 'else': chosen}
    if not rest:
        return chosen
    return {**rest, 'allOf': [*rest.get('allOf', []), chosen]}


def _coerce(node: Dict[str, Any]) -> Dict[str, Any]:
    types = node.get('type')
    if types is None:
        return node
    types = [types] if isinstance(types, str) else list(types)
    if 'integer' in types and 'string' not in types and 'enum' not in node and 'const' not in node:
        return {**node, 'type': types + ['string'], 'pattern': INT_STRING}
    if node.get('format') == 'snowflake' and 'integer' not in types:
        return {**node, 'type': types + ['integer'], 'minimum': 0}
    return node


def _rewrite(node: Any, schemas: Dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_rewrite(item, schemas) for item in node]
    if not isinstance(node, dict):
        return node
    out = {k: (_rewrite(v, schemas) if k not in ('enum', 'const', 'example', 'examples') else v) for k, v in node.items()}
    for key in ('oneOf', 'anyOf'):
        if key in out:
            out = _union(out, key, schemas)
    return _coerce(out)


# ------------------------------------------------------------------ per route

def spec_path(template: str) -> Optional[str]:
    """The description's path for one of the fake's route patterns (its regex groups are parameters)."""
    wanted = re.sub(r'\(\?P<\w+>(?:[^()]|\([^()]*\))*\)', '{}', template).split('/')
    best: Optional[str] = None
    for path in document()['paths']:
        parts = path.split('/')
        if len(parts) != len(wanted):
            continue
        ok = True
        for mine, theirs in zip(wanted, parts):
            if mine == '{}':
                ok = theirs.startswith('{')
            else:
                ok = mine == theirs
            if not ok:
                break
        if ok:
            best = path
            break
    return best


class RouteSchema:
    """The compiled request-body schema of one path and method of the description."""

    def __init__(self, path: str, method: str, schema: Dict[str, Any]) -> None:
        self.path = path
        self.method = method
        #: the schema with the description's components beside it (what ``$ref`` points into)
        self.document = {**schema, 'components': document()['components']}
        self._validator = jsonschema_rs.validator_for(self.document, validate_formats=True, base_uri=BASE_URI)

    def is_valid(self, body: Any) -> bool:
        return self._validator.is_valid(body)

    def problems(self, body: Any) -> List[Problem]:
        """Every refusal for ``body`` (none: the description accepts it)."""
        if self._validator.is_valid(body):
            return []
        return [p for error in self._validator.iter_errors(body) for p in self._describe(error)]

    def _schema_at(self, schema_path: List[Any]) -> Dict[str, Any]:
        node: Any = self.document
        for part in schema_path:
            node = node[part]
        return node if isinstance(node, dict) else {}

    def _describe(self, error: Any) -> Iterator[Problem]:
        path = tuple(error.instance_path)
        kind = error.kind
        name = kind.name
        detail = kind.as_dict()
        if name in ('anyOf', 'oneOfNotValid'):
            branch = _best_branch(kind.context)
            if branch:
                for sub in branch:
                    yield from self._describe(sub)
                return
        yield _problem(path, name, detail, error.instance, self._schema_at(list(error.schema_path)[:-1]), error.message)


def _best_branch(context: List[List[Any]]) -> Optional[List[Any]]:
    """The branch of a failed union the body most likely meant: its errors lie deepest, it has the
    right type, it has the fewest errors (as ``jsonschema.exceptions.best_match`` judges)."""
    if not context:
        return None

    def distance(errors: List[Any]) -> Tuple[int, bool, int]:
        depth = max((len(e.instance_path) for e in errors), default=0)
        return -depth, all(_is_type_mismatch(e) for e in errors), len(errors)

    return min(context, key=distance)


def _is_type_mismatch(error: Any) -> bool:
    """The value is not of the schema's type (a string that is not an integer counts, for an integer)."""
    name = error.kind.name
    return name == 'type' or (name == 'pattern' and error.kind.as_dict().get('pattern') == INT_STRING)


def _length_message(parent: Dict[str, Any], low_key: str, high_key: str) -> Tuple[str, str]:
    low, high = parent.get(low_key), parent.get(high_key)
    if low is not None and high is not None:
        return 'BASE_TYPE_BAD_LENGTH', f'Must be between {low} and {high} in length.'
    if high is not None:
        return 'BASE_TYPE_MAX_LENGTH', f'Must be {high} or fewer in length.'
    return 'BASE_TYPE_MIN_LENGTH', f'Must be {low} or more in length.'


_TYPE_ERRORS = {
    'integer': ('NUMBER_TYPE_COERCE', 'Value "{}" is not int.'),
    'number': ('NUMBER_TYPE_COERCE', 'Value "{}" is not a valid number.'),
    'string': ('STRING_TYPE_CONVERT', 'Could not interpret "{}" as string.'),
    'boolean': ('BOOLEAN_TYPE_CONVERT', 'Must be either true or false.'),
    'array': ('LIST_TYPE_CONVERT', 'Must be an array.'),
    'object': ('DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType'),
}


def _problem(path: Path_, name: str, detail: Dict[str, Any], instance: Any, parent: Dict[str, Any], fallback: str) -> Problem:
    """One validation error in Discord's words (the codes of its 50035 ``errors`` object)."""
    if name == 'required':
        return path + (detail['property'],), 'BASE_TYPE_REQUIRED', 'This field is required'
    if name in ('maxLength', 'minLength'):
        return (path, *_length_message(parent, 'minLength', 'maxLength'))
    if name in ('maxItems', 'minItems'):
        return (path, *_length_message(parent, 'minItems', 'maxItems'))
    if name == 'maxProperties':
        return path, 'BASE_TYPE_MAX_LENGTH', f"Must be {detail.get('limit')} or fewer in length."
    if name in ('enum', 'constant'):
        options = detail.get('options', [detail.get('expected_value')])
        return path, 'BASE_TYPE_CHOICES', f"Value must be one of {{{', '.join(map(json.dumps, options))}}}."
    if name in ('maximum', 'exclusiveMaximum'):
        return path, 'NUMBER_TYPE_MAX', f"int value should be less than or equal to {detail.get('limit')}."
    if name in ('minimum', 'exclusiveMinimum'):
        return path, 'NUMBER_TYPE_MIN', f"int value should be greater than or equal to {detail.get('limit')}."
    if name == 'type':
        types = [t for t in detail.get('types') or [detail.get('type')] if t != 'null' and t is not None]
        wanted = next((t for t in ('integer', 'number', 'object', 'array', 'boolean', 'string') if t in types), 'string')
        code, message = _TYPE_ERRORS[wanted]
        return path, code, message.format(instance)
    if name == 'pattern':
        if parent.get('format') == 'snowflake':
            return path, 'NUMBER_TYPE_COERCE', f'Value "{instance}" is not snowflake.'
        if detail.get('pattern') == INT_STRING:
            return path, 'NUMBER_TYPE_COERCE', f'Value "{instance}" is not int.'
        return path, 'STRING_TYPE_REGEX', 'String value did not match validation regex.'
    if name == 'format':
        if detail.get('format') == 'uri':
            return path, 'URL_TYPE_INVALID_URL', 'Not a well formed URL.'
        if detail.get('format') == 'date-time':
            return path, 'DATE_TIME_TYPE_PARSE', f'Could not parse {instance}. Should be ISO8601.'
    if name == 'uniqueItems':
        return path, 'SET_TYPE_ALREADY_CONTAINS_VALUE', 'The set already contains this value.'
    return path, 'BASE_TYPE_INVALID', fallback


@functools.lru_cache(maxsize=None)
def route_schema(template: str, method: str) -> Optional[RouteSchema]:
    """The compiled JSON request-body schema for one of the fake's routes, or None if it takes none."""
    path = spec_path(template)
    if path is None:
        return None
    operation = document()['paths'][path].get(method.lower()) or {}
    content = (operation.get('requestBody') or {}).get('content') or {}
    media = content.get('application/json')
    if media is None:
        return None
    return RouteSchema(path, method, media['schema'])
