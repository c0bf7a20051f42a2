"""The catalogues as text, for the tests that read them: each message's Fluent source with
``{name}`` for its variables, one text for each variant a player may see.

``variants("en")["board.row"]`` lists the four forms of that line (one or other win, one or
other game); ``texts("en")`` flattens them into keys like ``board.row[one,other]``, and a
message without a selection keeps its own key (``texts("fr")["card.Duke"] == "Duc"``).

``assert_none_from(seen, "en", {"fr"}, who)`` checks that no text a player saw carries text
of another catalogue (here English) that the reader's languages do not share.
"""

from __future__ import annotations

import functools
import re

from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from bot.i18n import CATALOGUES


def variants(lang: str) -> dict[str, list[tuple[tuple[str, ...], str]]]:
    """Each message's forms: (the variant keys chosen, the text)."""
    return {key: forms(message) for key, message in CATALOGUES[lang].messages.items()}


def forms(message: FTL.Message) -> list[tuple[tuple[str, ...], str]]:
    return _forms(message.value.elements)


def texts(lang: str) -> dict[str, str]:
    out = {}
    for key, forms in variants(lang).items():
        for path, text in forms:
            out[f"{key}[{','.join(path)}]" if path else key] = text
    return out


def _forms(elements) -> list[tuple[tuple[str, ...], str]]:
    forms: list[tuple[tuple[str, ...], str]] = [((), "")]
    for element in elements:
        if isinstance(element, FTL.TextElement):
            forms = [(path, text + element.value) for path, text in forms]
            continue
        expression = element.expression
        if isinstance(expression, FTL.StringLiteral):
            forms = [(path, text + expression.parse()["value"]) for path, text in forms]
        elif isinstance(expression, FTL.VariableReference):
            forms = [(path, text + "{" + expression.id.name + "}") for path, text in forms]
        elif isinstance(expression, FTL.SelectExpression):
            forms = [(path + (_key(variant),) + sub_path, text + sub_text)
                     for path, text in forms
                     for variant in expression.variants
                     for sub_path, sub_text in _forms(variant.value.elements)]
        else:
            raise TypeError(f"{type(expression).__name__} is not read as text here")
    return forms


def _key(variant: FTL.Variant) -> str:
    return variant.key.value if isinstance(variant.key, FTL.NumberLiteral) else variant.key.name


class _Variables(Visitor):
    def __init__(self):
        super().__init__()
        self.names: set[str] = set()
        self.selectors: set[str] = set()

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node):
        if isinstance(node.selector, FTL.VariableReference):
            self.selectors.add(node.selector.id.name)
        self.generic_visit(node)


def variables(message: FTL.Message) -> set[str]:
    """Every variable a message uses, in its text or to choose a variant."""
    visitor = _Variables()
    visitor.visit(message.value)
    return visitor.names


def selectors(message: FTL.Message) -> set[str]:
    """The variables a message chooses a variant by."""
    visitor = _Variables()
    visitor.visit(message.value)
    return visitor.selectors


# ---------------------------------------------------------------- text from another catalogue

_SPLIT = re.compile(r"\{[^{}]*\}|\*\*|~~|`|\n|[•·—→…()\[\]:;!?¡¿,.\"«»“”]|<t:[^>]*>")


@functools.lru_cache(maxsize=None)
def fragments(foreign: str, own: frozenset[str]) -> dict[str, str]:
    """Pieces of ``foreign``'s texts worth looking for (piece -> its key): each text split on
    its placeholders, Markdown and punctuation; a piece is kept if it has two words or more,
    or ten letters or more, and no text of the ``own`` languages has it."""
    theirs = "\n".join(text for lang in own for text in texts(lang).values()).casefold()
    out = {}
    for key, text in texts(foreign).items():
        for piece in _SPLIT.split(text):
            piece = piece.strip(" '\"-–")
            letters = sum(ch.isalpha() for ch in piece)
            if (len(piece.split()) >= 2 or letters >= 10) and piece.casefold() not in theirs:
                out.setdefault(piece, key)
    return out


@functools.lru_cache(maxsize=None)
def templates(foreign: str, own: frozenset[str]) -> dict[str, re.Pattern]:
    """Each of ``foreign``'s texts as a pattern of a whole text piece (a button label, a select
    option, a message), so short words like « Allow » are caught too; a text with no letters
    outside its variables, or one that a text of the ``own`` languages also fits, is left out."""
    theirs = [text for lang in own for text in texts(lang).values()]
    out = {}
    for key, text in texts(foreign).items():
        if not any(ch.isalpha() for ch in re.sub(r"\{[^{}]*\}", "", text)):
            continue
        parts = re.split(r"(\{[^{}]*\})", text)
        pattern = re.compile("".join(r"[\s\S]+?" if re.fullmatch(r"\{[^{}]*\}", p) else re.escape(p) for p in parts))
        if not any(pattern.fullmatch(other) for other in theirs):
            out[key] = pattern
    return out


def assert_none_from(seen: list[str], foreign: str, own: set[str], who: str) -> None:
    """No text of ``seen`` carries a piece of the ``foreign`` catalogue that the ``own``
    languages do not share."""
    assert seen, who
    pieces = fragments(foreign, frozenset(own))
    assert len(pieces) > 200  # the check has teeth
    anywhere = re.compile(r"(?<![\w])(?:" + "|".join(map(re.escape, sorted(pieces, key=len, reverse=True)))
                          + r")(?![\w])", re.IGNORECASE)
    by_case = {piece.casefold(): piece for piece in pieces}
    found = {}
    for text in set(seen):
        for match in anywhere.finditer(text):
            piece = by_case[match.group().casefold()]
            found.setdefault(piece, (pieces[piece], text[:200]))
    assert found == {}, f"{who} saw {foreign}: {found}"
    whole = {}
    patterns = templates(foreign, frozenset(own))
    for text in set(seen):
        for key, pattern in patterns.items():
            if pattern.fullmatch(text.strip()):
                whole.setdefault(key, text[:200])
    assert whole == {}, f"{who} saw {foreign} texts: {whole}"
