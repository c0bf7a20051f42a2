"""The catalogues as text, for the tests that read them: each message's Fluent source with
``{name}`` for its variables, one text for each variant a player may see.

``variants("en")["board.row"]`` lists the four forms of that line (one or other win, one or
other game); ``texts("en")`` flattens them into keys like ``board.row[one,other]``, and a
message without a selection keeps its own key (``texts("fr")["card.Duke"] == "Duc"``).
"""

from __future__ import annotations

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
