"""Request bodies refused as Discord refuses them: 400, code 50035 "Invalid Form Body".

Two layers, one error format (Discord's nested ``errors`` object, each field's
``_errors`` a list of ``{code, message}``):

* :func:`check_body` - every JSON body (and every multipart ``payload_json``)
  against Discord's OpenAPI description of the route (:mod:`.apispec`); the
  REST layer calls it for every request;
* the documented rules the description leaves out, which the handlers apply
  where they know the context (a message being edited keeps its flags):
  :func:`check_message` (components, embeds, allowed mentions, content
  length), :func:`check_commands` / :func:`check_command` (names, descriptions,
  localizations, options, choices, size).

A bot that works against a lenient fake and then fails on Discord is the worst
kind of bug, so a refusal here is loud: it lands in ``fd.errors`` and discord.py
raises ``HTTPException`` with the field's path in its text.
"""

from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional, Tuple

import functools

from .payloads import MESSAGE_FLAG_COMPONENTS_V2

Path = Tuple[Any, ...]
#: (code, message, errors) of a refusal, as ApiError takes them
Refusal = Tuple[int, str, Dict[str, Any]]

INVALID_FORM_BODY = 'Invalid Form Body'
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
INTERACTIVE_TYPES = SELECT_TYPES | {2}

# Documented limits the description leaves out or states differently.
# https://discord.com/developers/docs/resources/message#create-message-jsonform-params ("up to 2000 characters";
# the description allows 4000 in a channel message, the limit of Nitro users)
CONTENT_LIMIT = 2000
# https://discord.com/developers/docs/resources/message#embed-object-embed-limits
EMBED_TOTAL_LIMIT = 6000
# https://discord.com/developers/docs/components/reference (a classic message: up to 5 action rows;
# with IS_COMPONENTS_V2: up to 40 components in all, nested ones included)
ACTION_ROW_LIMIT = 5
V2_COMPONENT_LIMIT = 40
# https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming
@functools.cache
def command_name():
    """Discord's command-name pattern (``regex``: the re module has no Unicode property classes;
    imported only when bodies are checked, so the demo's simulator needs neither it nor apispec)."""
    import regex
    return regex.compile(r"^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$")
# https://discord.com/developers/docs/interactions/application-commands#registering-a-command
CHAT_INPUT_COMMAND_LIMIT = 100
CONTEXT_MENU_COMMAND_LIMIT = 15
# https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure
CHOICE_STRING_VALUE_LIMIT = 100
# The size of a slash command: "Slash commands can have a maximum of 4000 characters for combined name,
# description, and value properties for each command, its options (including subcommands and groups), and
# choices. When localization fields are present, only the longest localization for each field (including
# the default value) is counted towards the size limit."  (discord-api-docs, docs/interactions/
# Application_Commands.md, "Registering a Command", until February 2024; the page now says 8000.  The fake
# keeps the older, stricter 4000 so that a command that grows stays within both.)
COMMAND_SIZE_LIMIT = 4000


class FormErrors:
    """Collects field errors and renders Discord's nested ``errors`` object."""

    def __init__(self, prefix: Path = ()) -> None:
        self.prefix = prefix
        self.items: List[Tuple[Path, str, str]] = []

    def add(self, path: Path, code: str, message: str) -> None:
        self.items.append((self.prefix + path, code, message))

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

    def refusal(self) -> Optional[Refusal]:
        return (50035, INVALID_FORM_BODY, self.to_dict()) if self.items else None

    def __bool__(self) -> bool:
        return bool(self.items)


# ------------------------------------------------------------------ the description

def check_body(route_template: str, method: str, body: Any) -> Optional[Refusal]:
    """``body`` against Discord's OpenAPI description of ``METHOD route`` (None: accepted, or no schema)."""
    from . import apispec
    schema = apispec.route_schema(route_template, method)
    if schema is None or schema.is_valid(body):
        return None
    errors = FormErrors()
    for path, code, message in schema.problems(body):
        errors.add(path, code, message)
    return errors.refusal()


# ------------------------------------------------------------------ messages

def _embeds(errors: FormErrors, embeds: List[Dict[str, Any]]) -> None:
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        p = ('embeds', i)
        total += len(embed.get('title') or '') + len(embed.get('description') or '')
        total += len((embed.get('author') or {}).get('name') or '')
        total += len((embed.get('footer') or {}).get('text') or '')
        for j, field in enumerate(embed.get('fields') or []):
            for key in ('name', 'value'):
                value = field.get(key)
                if value is None or value == '':
                    errors.add(p + ('fields', j, key), 'BASE_TYPE_REQUIRED', 'This field is required')
                total += len(value or '')
    if total > EMBED_TOTAL_LIMIT:
        errors.add(('embeds',), 'MAX_EMBED_SIZE_EXCEEDED', f'Embed size exceeds maximum size of {EMBED_TOTAL_LIMIT}')


def _allowed_mentions(errors: FormErrors, allowed: Any) -> None:
    """``parse`` is mutually exclusive with a ``users`` (``roles``) list: "users" with users is refused."""
    if not isinstance(allowed, dict):
        return
    parse = allowed.get('parse') or []
    for kind in ('users', 'roles'):
        if kind in parse and allowed.get(kind):
            errors.add(('allowed_mentions', 'parse'), 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
                       f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.')


def _walk(components: List[Any], path: Path) -> Iterator[Tuple[Path, Dict[str, Any]]]:
    """Every component with its path (rows, containers and sections nest; labels hold one)."""
    for i, comp in enumerate(components):
        if not isinstance(comp, dict):
            continue
        here = path + (i,)
        yield here, comp
        yield from _walk(comp.get('components') or [], here + ('components',))
        for key in ('accessory', 'component'):  # a section's accessory, a label's component
            child = comp.get(key)
            if isinstance(child, dict):
                yield here + (key,), child
                yield from _walk(child.get('components') or [], here + (key, 'components'))


def _button(errors: FormErrors, p: Path, comp: Dict[str, Any]) -> None:
    """Link buttons have a url and no custom_id, premium ones a sku_id only, the others a custom_id and no url."""
    style = comp.get('style')
    if style in (1, 2, 3, 4) and comp.get('custom_id') and not comp.get('url') and not comp.get('sku_id'):
        if not comp.get('label') and not comp.get('emoji'):
            errors.add(p, 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A button must have a label or an emoji')
        return
    has = {key for key in ('custom_id', 'url', 'sku_id') if comp.get(key)}
    if style == 5:
        if 'url' not in has:
            errors.add(p + ('url',), 'BASE_TYPE_REQUIRED', 'This field is required')
        if has & {'custom_id', 'sku_id'}:
            errors.add(p, 'BUTTON_COMPONENT_INVALID_FIELDS', 'A link button cannot have a custom_id or sku_id')
    elif style == 6:
        if 'sku_id' not in has:
            errors.add(p + ('sku_id',), 'BASE_TYPE_REQUIRED', 'This field is required')
        if has & {'custom_id', 'url'} or comp.get('label') or comp.get('emoji'):
            errors.add(p, 'BUTTON_COMPONENT_INVALID_FIELDS', 'A premium button cannot have a custom_id, url, label or emoji')
    else:
        if 'custom_id' not in has:
            errors.add(p + ('custom_id',), 'BASE_TYPE_REQUIRED', 'This field is required')
        if has & {'url', 'sku_id'}:
            errors.add(p, 'BUTTON_COMPONENT_INVALID_FIELDS', 'A button with a custom_id cannot have a url or sku_id')
    if style != 6 and not comp.get('label') and not comp.get('emoji'):
        errors.add(p, 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A button must have a label or an emoji')


def _select(errors: FormErrors, p: Path, comp: Dict[str, Any]) -> None:
    min_values = comp.get('min_values')
    max_values = comp.get('max_values')
    low = 1 if min_values is None else min_values
    high = 1 if max_values is None else max_values
    if isinstance(low, int) and isinstance(high, int) and low > high:
        errors.add(p + ('min_values',), 'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE', 'min_values must be less than or equal to max_values')
    if comp.get('type') != 3:
        return
    options = comp.get('options') or []
    if isinstance(high, int) and high > len(options):
        errors.add(p + ('max_values',), 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE',
                   f'max_values must be less than or equal to the number of options ({len(options)})')
    seen = set()
    for k, option in enumerate(options):
        value = option.get('value') if isinstance(option, dict) else None
        if value in seen:
            errors.add(p + ('options', k, 'value'), 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Option values must be unique')
        seen.add(value)
    defaults = sum(1 for o in options if isinstance(o, dict) and o.get('default'))
    if isinstance(high, int) and defaults > high:
        errors.add(p + ('options',), 'SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES', 'More default options than max_values')


def _components(errors: FormErrors, components: List[Any], v2: bool) -> None:
    custom_ids: Dict[str, Path] = {}
    ids: Dict[int, Path] = {}
    every = list(_walk(components, ('components',)))
    if v2 and len(every) > V2_COMPONENT_LIMIT:
        errors.add(('components',), 'BASE_TYPE_MAX_LENGTH', f'Must be {V2_COMPONENT_LIMIT} or fewer in total.')
    if not v2:
        if len(components) > ACTION_ROW_LIMIT:
            errors.add(('components',), 'BASE_TYPE_MAX_LENGTH', f'Must be {ACTION_ROW_LIMIT} or fewer in length.')
        for i, row in enumerate(components):
            if isinstance(row, dict) and row.get('type') != 1:
                errors.add(('components', i, 'type'), 'UNION_TYPE_CHOICES',
                           'Top-level components must be action rows (type 1) without IS_COMPONENTS_V2')
    for p, comp in every:
        ctype = comp.get('type')
        number = comp.get('id')
        if number and isinstance(number, int):  # (0 and None: "give it one")
            if number in ids:
                errors.add(p + ('id',), 'COMPONENT_ID_DUPLICATED', 'Component id must be unique within the message')
            ids[number] = p
        if ctype == 1:
            children = comp.get('components') or []
            if len(children) > 1 and any(isinstance(c, dict) and c.get('type') in SELECT_TYPES for c in children):
                errors.add(p + ('components',), 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'A select menu must be alone in its action row')
            continue
        if ctype not in INTERACTIVE_TYPES:
            continue
        cid = comp.get('custom_id')
        if isinstance(cid, str):
            if cid in custom_ids:
                errors.add(p + ('custom_id',), 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated')
            custom_ids[cid] = p
        if ctype == 2:
            _button(errors, p, comp)
        else:
            _select(errors, p, comp)


def check_message(
    body: Dict[str, Any],
    *,
    existing_flags: int = 0,
    prefix: Path = (),
    existing: Optional[Dict[str, Any]] = None,
    emojis: Optional[Any] = None,
) -> Optional[Refusal]:
    """The documented message rules the description leaves out (it has already been checked against it).

    ``existing``: the message being edited (its IS_COMPONENTS_V2 flag stays set; a legacy
    message turned into a V2 one must have its content and embeds reset in the same edit:
    "When the IS_COMPONENTS_V2 flag is set, any of the used content, embeds, sticker_ids, or
    poll fields must have their values reset to empty", docs: resources/message, Edit Message);
    ``existing_flags``: the same flags without the message; ``prefix``: where the message sits
    in the body (``('data',)`` in a callback); ``emojis``: the ids of the custom emojis the
    app may use (its application emojis), when they are checked.
    """
    if existing is not None:
        existing_flags |= int(existing.get('flags') or 0)
    errors = FormErrors(prefix)
    content = body.get('content')
    errors.max_length(('content',), content, CONTENT_LIMIT)
    embeds = body.get('embeds') or []
    _embeds(errors, embeds)
    _allowed_mentions(errors, body.get('allowed_mentions'))
    flags = int(body.get('flags') or 0) | existing_flags
    v2 = bool(flags & MESSAGE_FLAG_COMPONENTS_V2)
    _components(errors, body.get('components') or [], v2)
    if v2 and existing is not None:   # what the message keeps counts too
        content = body['content'] if 'content' in body else existing.get('content')
        embeds = body['embeds'] if 'embeds' in body else existing.get('embeds')
    if v2 and (content or embeds):
        errors.add(
            ('content' if content else 'embeds',),
            'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
            'The \'content\' and \'embeds\' fields cannot be used when using MessageFlags.IS_COMPONENTS_V2',
        )
    if emojis is not None:
        _emojis(errors, body.get('components') or [], emojis)
    return errors.refusal()


def _emojis(errors: FormErrors, components: List[Any], known: Any) -> None:
    """A custom emoji on a button or a select's option must be one the app may use."""
    for p, comp in _walk(components, ('components',)):
        places = [(p + ('emoji',), comp.get('emoji'))]
        places += [(p + ('options', k, 'emoji'), o.get('emoji')) for k, o in enumerate(comp.get('options') or [])
                   if isinstance(o, dict)]
        for where, emoji in places:
            if isinstance(emoji, dict) and emoji.get('id') is not None:
                try:
                    ok = int(emoji['id']) in known
                except (TypeError, ValueError):
                    ok = False
                if not ok:
                    errors.add(where, 'COMPONENT_INVALID_EMOJI', 'Invalid emoji')


def check_new_message_not_empty(body: Dict[str, Any], *, has_files: bool) -> Optional[Refusal]:
    """A new message needs content, an embed, a component, a file, a sticker or a poll (50006)."""
    if body.get('content') or body.get('embeds') or body.get('components') or has_files:
        return None
    if body.get('sticker_ids') or body.get('poll'):
        return None
    return 50006, 'Cannot send an empty message', {}


# ------------------------------------------------------------------ commands

def _longest(item: Dict[str, Any], key: str) -> int:
    """A field's length as Discord counts it for the size limit: its longest localization or its default."""
    value = item.get(key)
    texts = [str(value)] if value is not None else []
    texts += [str(v) for v in (item.get(f'{key}_localizations') or {}).values() if v is not None]
    return max((len(t) for t in texts), default=0)


def command_size(command: Dict[str, Any]) -> int:
    """The characters counted towards COMMAND_SIZE_LIMIT: names, descriptions and choice values, all levels."""
    size = _longest(command, 'name') + _longest(command, 'description')
    for option in command.get('options') or []:
        if isinstance(option, dict):
            size += command_size(option)
    for choice in command.get('choices') or []:
        if isinstance(choice, dict):
            size += _longest(choice, 'name') + _longest(choice, 'value')
    return size


def _localizations(errors: FormErrors, path: Path, item: Dict[str, Any], chat_input: bool) -> None:
    """Localization keys are Discord's locales; localized names follow the rules of names."""
    from . import apispec
    allowed = apispec.locales()
    for key in ('name_localizations', 'description_localizations'):
        table = item.get(key)
        if not isinstance(table, dict):
            continue
        for locale, text in table.items():
            if locale not in allowed:
                errors.add(path + (key, locale), 'LOCALE_INVALID', f'Invalid locale {locale!r}; must be one of Discord\'s locales.')
            elif key == 'name_localizations' and chat_input and isinstance(text, str):
                _name(errors, path + (key, locale), text)


def _name(errors: FormErrors, path: Path, name: Any) -> None:
    """A CHAT_INPUT command or option name: the documented regex, and lowercase where a lowercase exists."""
    if not isinstance(name, str):
        return
    if not command_name().match(name) or any(ch.lower() != ch for ch in name):
        errors.add(path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid')


def _description(errors: FormErrors, path: Path, description: Any) -> None:
    if not isinstance(description, str) or not 1 <= len(description) <= 100:
        errors.add(path, 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.')


def _options(errors: FormErrors, path: Path, options: List[Any]) -> None:
    defaults = {opt.get('name') for opt in options if isinstance(opt, dict)}
    names: Dict[str, int] = {}
    localized: Dict[Tuple[str, str], int] = {}
    seen_optional = False
    kinds = {opt.get('type') in (1, 2) for opt in options if isinstance(opt, dict)}
    if len(kinds) > 1:
        errors.add(path, 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Subcommands and groups cannot be mixed with other options')
    for i, opt in enumerate(options):
        if not isinstance(opt, dict):
            continue
        p = path + (i,)
        name = opt.get('name')
        _name(errors, p + ('name',), name)
        if name in names:
            errors.add(p + ('name',), 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', 'Option names must be unique')
        names[name] = i
        for locale, text in (opt.get('name_localizations') or {}).items():
            if text != name and (text in defaults or (locale, text) in localized):
                errors.add(p + ('name_localizations', locale), 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
                           'Localized option names must be unique')
            localized[(locale, text)] = i
        _description(errors, p + ('description',), opt.get('description'))
        _localizations(errors, p, opt, chat_input=True)
        if opt.get('type') in (1, 2):
            _options(errors, p + ('options',), opt.get('options') or [])
        elif opt.get('required'):
            if seen_optional:
                errors.add(p + ('required',), 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
                           'Required options must be placed before non-required options')
        else:
            seen_optional = True
        choices = opt.get('choices') or []
        if choices and opt.get('autocomplete'):
            errors.add(p + ('autocomplete',), 'APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE',
                       'Autocomplete cannot be enabled on an option with choices')
        for k, choice in enumerate(choices):
            if isinstance(choice, dict):
                errors.max_length(p + ('choices', k, 'value'), choice.get('value'), CHOICE_STRING_VALUE_LIMIT)
                _localizations(errors, p + ('choices', k), choice, chat_input=False)


def _command(errors: FormErrors, path: Path, cmd: Dict[str, Any]) -> None:
    chat_input = cmd.get('type') in (None, 1)
    if chat_input:
        _name(errors, path + ('name',), cmd.get('name'))
        _description(errors, path + ('description',), cmd.get('description'))
        _options(errors, path + ('options',), cmd.get('options') or [])
        size = command_size(cmd)
        if size > COMMAND_SIZE_LIMIT:
            errors.add(path, 'APPLICATION_COMMAND_TOO_LARGE', f'Command exceeds maximum size ({COMMAND_SIZE_LIMIT}): {size}')
    elif cmd.get('description'):
        errors.add(path + ('description',), 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION',
                   'User and message commands cannot have a description')
    _localizations(errors, path, cmd, chat_input)


def check_command(cmd: Dict[str, Any]) -> Optional[Refusal]:
    """One command (created or edited) against the documented rules the description leaves out."""
    errors = FormErrors()
    _command(errors, (), cmd)
    return errors.refusal()


def check_commands(commands: List[Dict[str, Any]]) -> Optional[Refusal]:
    """A bulk overwrite: every command, names unique per type, at most 100 slash and 15 of each menu kind."""
    errors = FormErrors()
    seen = set()
    counts: Dict[int, int] = {}
    for i, cmd in enumerate(commands):
        ctype = cmd.get('type') or 1
        counts[ctype] = counts.get(ctype, 0) + 1
        name = cmd.get('name')
        if (name, ctype) in seen:
            errors.add((i, 'name'), 'APPLICATION_COMMANDS_DUPLICATE_NAME', f'Application command names must be unique: {name}')
        seen.add((name, ctype))
        _command(errors, (i,), cmd)
    for ctype, limit in ((1, CHAT_INPUT_COMMAND_LIMIT), (2, CONTEXT_MENU_COMMAND_LIMIT), (3, CONTEXT_MENU_COMMAND_LIMIT)):
        if counts.get(ctype, 0) > limit:
            errors.add((), 'APPLICATION_COMMANDS_TOO_MANY', f'Maximum number of application commands of type {ctype} reached ({limit})')
    return errors.refusal()
