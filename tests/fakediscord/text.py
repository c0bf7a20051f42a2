"""Extract the human-visible text of a message, modal or choice list.

Used by privacy tests ("could bob ever have seen alice's cards?") and by
helpers that search messages: it gathers message content, embed texts
(author, title, description, fields, footer), and the labels of components
(buttons, select placeholders/options, text displays, labels in modals).
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, List

from .payloads import walk_components


def embed_texts(embed: Dict[str, Any]) -> List[str]:
    out: List[str] = []
    author = embed.get('author') or {}
    out.append(author.get('name') or '')
    out.append(embed.get('title') or '')
    out.append(embed.get('description') or '')
    for field in embed.get('fields') or []:
        out.append(field.get('name') or '')
        out.append(field.get('value') or '')
    footer = embed.get('footer') or {}
    out.append(footer.get('text') or '')
    return [t for t in out if t]


def component_texts(components: Iterable[Dict[str, Any]]) -> List[str]:
    out: List[str] = []
    for comp in walk_components(components):
        for key in ('label', 'content', 'placeholder', 'description', 'title'):
            value = comp.get(key)
            if isinstance(value, str) and value:
                out.append(value)
        for option in comp.get('options') or []:
            if option.get('label'):
                out.append(option['label'])
            if option.get('description'):
                out.append(option['description'])
    return out


def body_texts(payload: Dict[str, Any]) -> List[str]:
    """What a message says, in reading order, without its controls: the content, the embeds'
    texts and the text displays of a Components V2 layout (in sections and containers too).
    The same reading for a legacy message and a V2 one, so a test can read either."""
    out: List[str] = []
    if payload.get('content'):
        out.append(payload['content'])
    for embed in payload.get('embeds') or []:
        out.extend(embed_texts(embed))
    for comp in walk_components(payload.get('components') or []):
        if comp.get('type') == 10 and comp.get('content'):
            out.append(comp['content'])
    return out


def mention_text(body: Dict[str, Any]) -> str:
    """The text Discord reads mentions from: the content, and a V2 message's text displays."""
    parts = [body.get('content') or '']
    parts += [c['content'] for c in walk_components(body.get('components') or [])
              if c.get('type') == 10 and isinstance(c.get('content'), str)]
    return '\n'.join(p for p in parts if p)


def message_texts(payload: Dict[str, Any]) -> List[str]:
    """All visible text pieces of a message payload, in reading order."""
    out: List[str] = []
    if payload.get('content'):
        out.append(payload['content'])
    for embed in payload.get('embeds') or []:
        out.extend(embed_texts(embed))
    out.extend(component_texts(payload.get('components') or []))
    for att in payload.get('attachments') or []:
        if att.get('filename'):
            out.append(att['filename'])
    return out


def modal_texts(modal: Dict[str, Any]) -> List[str]:
    out = [modal.get('title') or '']
    out.extend(component_texts(modal.get('components') or []))
    return [t for t in out if t]


def choice_texts(choices: Iterable[Dict[str, Any]]) -> List[str]:
    return [str(c.get('name', '')) for c in choices if c.get('name')]
