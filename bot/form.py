"""The one-screen form of ``/coup new``: typed without an option, the command opens a modal
with every option of a new game on one screen — mode, length, variant, expansions, series
and thread — each preset to what the command would choose by itself (the server's
settings), so submitting it unchanged opens the same lobby as ``/coup new`` did before.

Discord's modals hold at most five components (docs: interactions, "Modal"): each option is
a label around one input (a radio group, a string select, a checkbox group); series and
thread share one checkbox group. Nothing is kept while the form is open: the submission
carries every answer, so a form sent before a restart is still answered after it. A
submission is checked as a command's options are: a forged value is refused by name.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from .defaults import GuildDefaults, show_duration
from .errors import UserFacingError
from .i18n import Words
from .store import ASYNC, LIVE

CUSTOM_ID = "coup:form:new"
LABEL, RADIO, SELECT, CHECKBOXES = 18, 21, 3, 22
HOURS = (1, 2, 4, 8, 12, 24, 48, 72)   # an async decision's length, as /coup new's hours offers it
DEFAULT = "default"


@dataclass(frozen=True)
class Chosen:
    """What a submitted form asks for, as ``/coup new``'s options."""

    mode: str
    variant: str
    hours: int | None
    thread: bool
    series: bool
    reformation: bool
    inquisitor: bool


class Form(discord.ui.Modal):
    """The modal as Discord's JSON; finished before it is sent, so discord.py keeps nothing:
    the submission is answered by bot/clicks.py from its custom_id."""

    def __init__(self, data: dict):
        super().__init__(title=data["title"], custom_id=data["custom_id"], timeout=None)
        self._json = data["components"]
        self.stop()

    def to_components(self) -> list[dict]:
        return self._json


def _label(text: str, component: dict, description: str | None = None) -> dict:
    out = {"type": LABEL, "label": text[:45], "component": component}
    if description:
        out["description"] = description[:100]
    return out


def _option(label: str, value: str, default: bool) -> dict:
    return {"label": label[:100], "value": value, "default": default}


def new_game_form(w: Words, defaults: GuildDefaults) -> dict:
    """The modal's JSON, preset to the server's defaults."""
    lengths = [_option(w("form.length_default", length=show_duration(defaults.async_window)), DEFAULT, True)]
    lengths += [_option(w("form.hours", n=h), str(h), False) for h in HOURS]
    return {"custom_id": CUSTOM_ID, "title": w("form.title"), "components": [
        _label(w("form.mode"), {"type": RADIO, "custom_id": "mode", "required": True, "options": [
            _option(w("form.live"), LIVE, defaults.mode == LIVE),
            _option(w("form.async"), ASYNC, defaults.mode == ASYNC)]}),
        _label(w("form.length"), {"type": SELECT, "custom_id": "hours", "required": True, "min_values": 1,
                                  "max_values": 1, "options": lengths}, w("form.length_help")),
        _label(w("form.variant"), {"type": RADIO, "custom_id": "variant", "required": True, "options": [
            _option(w("cmd.new.variant.standard"), "standard", True),
            _option(w("form.draft"), "draft", False)]}),
        _label(w("form.expansions"), {"type": CHECKBOXES, "custom_id": "expansions", "required": False,
                                      "min_values": 0, "max_values": 2, "options": [
            _option(w("form.reformation"), "reformation", defaults.reformation),
            _option(w("form.inquisitor"), "inquisitor", defaults.inquisitor)]}),
        _label(w("form.more"), {"type": CHECKBOXES, "custom_id": "more", "required": False,
                                "min_values": 0, "max_values": 2, "options": [
            _option(w("form.series"), "series", False),
            _option(w("form.thread"), "thread", defaults.thread)]}),
    ]}


def answers(data: dict) -> dict[str, object]:
    """A submission's answers by input: a radio's value, a select's or a checkbox group's values."""
    found: dict[str, object] = {}
    for top in data.get("components") or []:
        inner = top.get("component") if isinstance(top, dict) else None
        for c in [inner] if isinstance(inner, dict) else (top.get("components") or [] if isinstance(top, dict) else []):
            if not isinstance(c, dict) or not isinstance(c.get("custom_id"), str):
                continue
            found[c["custom_id"]] = c.get("values") if "values" in c else c.get("value")
    return found


def read(data: dict) -> Chosen:
    """What a submitted form asks for; a value no form offers is refused, naming its option."""
    got = answers(data)

    def one(key: str, allowed: tuple[str, ...], option: str) -> str:
        value = got.get(key)
        if isinstance(value, list) and len(value) == 1:
            value = value[0]
        if value not in allowed:
            raise UserFacingError("no.form_value", option=lambda w: w(option))
        return value

    def some(key: str, allowed: tuple[str, ...], option: str) -> set[str]:
        values = got.get(key) or []
        if not isinstance(values, list) or not all(v in allowed for v in values) or len(set(values)) != len(values):
            raise UserFacingError("no.form_value", option=lambda w: w(option))
        return set(values)

    mode = one("mode", (LIVE, ASYNC), "form.mode")
    length = one("hours", (DEFAULT,) + tuple(str(h) for h in HOURS), "form.length")
    variant = one("variant", ("standard", "draft"), "form.variant")
    expansions = some("expansions", ("reformation", "inquisitor"), "form.expansions")
    more = some("more", ("series", "thread"), "form.more")
    return Chosen(mode=mode, variant=variant, hours=None if length == DEFAULT else int(length),
                  thread="thread" in more, series="series" in more,
                  reformation="reformation" in expansions, inquisitor="inquisitor" in expansions)
