"""Discord's message limits, enforced like the real API (400 Invalid Form Body).

Real Discord rejects messages that are too long, have too many embeds or
buttons, duplicate custom_ids, and so on.  A bot that works against a lenient
fake and then fails in production is the worst kind of bug, so the fake checks
the common limits and answers with the same error shape discord.py parses.
"""

from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Tuple

from .payloads import MESSAGE_FLAG_COMPONENTS_V2, walk_components

Path = Tuple[Any, ...]


class FormErrors:
    """Collects field errors and renders Discord's nested ``errors`` object."""

    def __init__(self) -> None:
        self.items: List[Tuple[Path, str, str]] = []

    def add(self, path: Path, code: str, message: str) -> None:
        self.items.append((path, code, message))

    def max_length(self, path: Path, value: Any, limit: int) -> None:
        if isinstance(value, str) and len(value) > limit:
            self.add(path, 'BASE_TYPE_MAX_LENGTH', f'Must be {limit} or fewer in length.')

    def to_dict(self) -> Dict[str, Any]:
        root: Dict[str, Any] = {}
        for path, code, message in self.items:
            node = root
            for part in path:
                node = node.setdefault(str(part), {})
            node.setdefault('_errors', []).append({'code': code, 'message': message})
        return root

    def __bool__(self) -> bool:
        return bool(self.items)


def _check_embeds(errors: FormErrors, embeds: List[Dict[str, Any]]) -> None:
    if len(embeds) > 10:
        errors.add(('embeds',), 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.')
    total = 0
    for i, embed in enumerate(embeds):
        p = ('embeds', i)
        for key, limit in (('title', 256), ('description', 4096)):
            errors.max_length(p + (key,), embed.get(key), limit)
            total += len(embed.get(key) or '')
        author = embed.get('author') or {}
        errors.max_length(p + ('author', 'name'), author.get('name'), 256)
        total += len(author.get('name') or '')
        footer = embed.get('footer') or {}
        errors.max_length(p + ('footer', 'text'), footer.get('text'), 2048)
        total += len(footer.get('text') or '')
        fields = embed.get('fields') or []
        if len(fields) > 25:
            errors.add(p + ('fields',), 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.')
        for j, field in enumerate(fields):
            for key, limit in (('name', 256), ('value', 1024)):
                value = field.get(key)
                if value is None or value == '':
                    errors.add(p + ('fields', j, key), 'BASE_TYPE_REQUIRED', 'This field is required')
                errors.max_length(p + ('fields', j, key), value, limit)
                total += len(value or '')
    if total > 6000:
        errors.add(('embeds',), 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000')


def _check_interactive(errors: FormErrors, p: Path, comp: Dict[str, Any], seen_ids: Dict[str, Path]) -> None:
    ctype = comp.get('type')
    custom_id = comp.get('custom_id')
    if custom_id is not None:
        errors.max_length(p + ('custom_id',), custom_id, 100)
        if custom_id in seen_ids:
            errors.add(p + ('custom_id',), 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated')
        seen_ids[custom_id] = p
    if ctype == 2:
        style = comp.get('style', 1)
        if style == 5:
            if not comp.get('url'):
                errors.add(p + ('url',), 'BASE_TYPE_REQUIRED', 'This field is required')
        elif style != 6 and not custom_id:
            errors.add(p + ('custom_id',), 'BASE_TYPE_REQUIRED', 'This field is required')
        errors.max_length(p + ('label',), comp.get('label'), 80)
        if style != 6 and not comp.get('label') and not comp.get('emoji'):
            errors.add(p, 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A button must have a label or an emoji')
    elif ctype in (3, 5, 6, 7, 8):
        if not custom_id:
            errors.add(p + ('custom_id',), 'BASE_TYPE_REQUIRED', 'This field is required')
        errors.max_length(p + ('placeholder',), comp.get('placeholder'), 150)
        min_values = comp.get('min_values', 1)
        max_values = comp.get('max_values', 1)
        if not (0 <= min_values <= 25):
            errors.add(p + ('min_values',), 'NUMBER_TYPE_MAX', 'min_values must be between 0 and 25')
        if not (1 <= max_values <= 25) or max_values < min_values:
            errors.add(p + ('max_values',), 'NUMBER_TYPE_MAX', 'max_values must be between 1 and 25 and >= min_values')
        if ctype == 3:
            options = comp.get('options') or []
            if not 1 <= len(options) <= 25:
                errors.add(p + ('options',), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 25 in length.')
            if max_values > len(options):
                errors.add(p + ('max_values',), 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE', 'max_values exceeds the number of options')
            values = set()
            for k, option in enumerate(options):
                errors.max_length(p + ('options', k, 'label'), option.get('label'), 100)
                errors.max_length(p + ('options', k, 'value'), option.get('value'), 100)
                errors.max_length(p + ('options', k, 'description'), option.get('description'), 100)
                if not option.get('label'):
                    errors.add(p + ('options', k, 'label'), 'BASE_TYPE_REQUIRED', 'This field is required')
                if option.get('value') in values:
                    errors.add(p + ('options', k, 'value'), 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Option values must be unique')
                values.add(option.get('value'))


def _check_components(errors: FormErrors, components: List[Dict[str, Any]], v2: bool) -> None:
    seen_ids: Dict[str, Path] = {}
    if v2:
        if len(list(walk_components(components))) > 40:
            errors.add(('components',), 'BASE_TYPE_MAX_LENGTH', 'Must be 40 or fewer in length.')
        for i, comp in enumerate(components):
            for j, inner in enumerate(walk_components([comp])):
                if inner.get('type') in (2, 3, 5, 6, 7, 8):
                    _check_interactive(errors, ('components', i, j), inner, seen_ids)
                if inner.get('type') == 10:
                    errors.max_length(('components', i, j, 'content'), inner.get('content'), 4000)
        return

    if len(components) > 5:
        errors.add(('components',), 'BASE_TYPE_MAX_LENGTH', 'Must be 5 or fewer in length.')
    for i, row in enumerate(components):
        p = ('components', i)
        if row.get('type') != 1:
            errors.add(p + ('type',), 'UNION_TYPE_CHOICES', 'Top-level components must be action rows (type 1) without IS_COMPONENTS_V2')
            continue
        children = row.get('components') or []
        if not children:
            errors.add(p + ('components',), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.')
        selects = [c for c in children if c.get('type') in (3, 5, 6, 7, 8)]
        if selects and len(children) > 1:
            errors.add(p + ('components',), 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'A select menu must be alone in its action row')
        if len(children) > 5:
            errors.add(p + ('components',), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.')
        for j, comp in enumerate(children):
            _check_interactive(errors, p + ('components', j), comp, seen_ids)


def check_message(
    body: Dict[str, Any],
    *,
    creating: bool,
    existing_flags: int = 0,
    has_files: bool = False,
) -> Optional[Tuple[int, str, Dict[str, Any]]]:
    """Validate a message create/edit body; return (code, message, errors) or None."""
    errors = FormErrors()
    content = body.get('content')
    if content is not None and not isinstance(content, str):
        errors.add(('content',), 'STRING_TYPE_CONVERT', 'Could not interpret value as string.')
    errors.max_length(('content',), content, 2000)
    embeds = body.get('embeds') or []
    _check_embeds(errors, embeds)
    flags = int(body.get('flags') or 0) | existing_flags
    v2 = bool(flags & MESSAGE_FLAG_COMPONENTS_V2)
    components = body.get('components') or []
    _check_components(errors, components, v2)
    if v2 and (content or embeds):
        errors.add(
            ('content' if content else 'embeds',),
            'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
            'The \'content\' and \'embeds\' fields cannot be used when using MessageFlags.IS_COMPONENTS_V2',
        )
    if errors:
        return 50035, 'Invalid Form Body', errors.to_dict()

    if creating:
        has_body = bool(content) or bool(embeds) or bool(components) or has_files
        has_body = has_body or bool(body.get('sticker_ids')) or bool(body.get('poll'))
        if not has_body:
            return 50006, 'Cannot send an empty message', {}
    return None


def check_modal(data: Dict[str, Any]) -> Optional[Tuple[int, str, Dict[str, Any]]]:
    errors = FormErrors()
    if not data.get('custom_id'):
        errors.add(('data', 'custom_id'), 'BASE_TYPE_REQUIRED', 'This field is required')
    if not data.get('title'):
        errors.add(('data', 'title'), 'BASE_TYPE_REQUIRED', 'This field is required')
    errors.max_length(('data', 'title'), data.get('title'), 45)
    comps = data.get('components') or []
    if not 1 <= len(comps) <= 5:
        errors.add(('data', 'components'), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.')
    if errors:
        return 50035, 'Invalid Form Body', errors.to_dict()
    return None


_NAME_RE = re.compile(r'^[-_\w]{1,32}$')


def _check_options(errors: FormErrors, path: Path, options: List[Dict[str, Any]]) -> None:
    if len(options) > 25:
        errors.add(path, 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.')
    names = set()
    seen_optional = False
    for i, opt in enumerate(options):
        p = path + (i,)
        name = opt.get('name') or ''
        if not _NAME_RE.match(name) or name != name.lower():
            errors.add(p + ('name',), 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid')
        if name in names:
            errors.add(p + ('name',), 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', 'Option names must be unique')
        names.add(name)
        description = opt.get('description') or ''
        if not 1 <= len(description) <= 100:
            errors.add(p + ('description',), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.')
        if opt.get('type') in (1, 2):
            _check_options(errors, p + ('options',), opt.get('options') or [])
        elif opt.get('required'):
            if seen_optional:
                errors.add(p + ('required',), 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options')
        else:
            seen_optional = True
        if len(opt.get('choices') or []) > 25:
            errors.add(p + ('choices',), 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.')


def check_commands(commands: List[Dict[str, Any]]) -> Optional[Tuple[int, str, Dict[str, Any]]]:
    """Validate a bulk-overwrite of application commands like Discord does."""
    errors = FormErrors()
    seen = set()
    for i, cmd in enumerate(commands):
        ctype = cmd.get('type', 1)
        name = cmd.get('name') or ''
        if (name, ctype) in seen:
            errors.add((i, 'name'), 'APPLICATION_COMMANDS_DUPLICATE_NAME', f'Application command names must be unique: {name}')
        seen.add((name, ctype))
        if ctype == 1:
            if not _NAME_RE.match(name) or name != name.lower():
                errors.add((i, 'name'), 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid')
            if not 1 <= len(cmd.get('description') or '') <= 100:
                errors.add((i, 'description'), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.')
            _check_options(errors, (i, 'options'), cmd.get('options') or [])
        elif not 1 <= len(name) <= 32:
            errors.add((i, 'name'), 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 32 in length.')
    if len([c for c in commands if c.get('type', 1) == 1]) > 100:
        errors.add((), 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.')
    if errors:
        return 50035, 'Invalid Form Body', errors.to_dict()
    return None
