"""Messages drawn with Discord's Components V2: a container of text displays, separators,
sections (words with a button beside them) and rows of buttons, at most 40 components in
all, and neither content nor embeds (docs: components/reference).

Like :class:`~bot.components.Controls`, a :class:`Layout` keeps Discord's JSON rather than
``discord.ui`` items: a turn message is drawn for nearly every click, and nobody dispatches
its items — every ``coup:`` click goes to the router in bot/clicks.py. discord.py sees a
``LayoutView`` and sends the IS_COMPONENTS_V2 flag with it.
"""

from __future__ import annotations

import discord

#: Discord's limits for one V2 message (docs: components/reference).
MAX_COMPONENTS = 40
MAX_TEXT = 4000

TEXT, SECTION, SEPARATOR, CONTAINER, ROW = 10, 9, 14, 17, 1


class Layout(discord.ui.LayoutView):
    """A V2 message's components, as JSON, answered by the router rather than by this view."""

    def __init__(self, components: list[dict]):
        super().__init__(timeout=None)
        self._json = components
        if count(components) > MAX_COMPONENTS:
            raise ValueError(f"{count(components)} components: Discord takes {MAX_COMPONENTS} at most")

    def is_dispatchable(self) -> bool:
        return False   # the router answers every click

    def has_components_v2(self) -> bool:
        return True

    def to_components(self) -> list[dict]:
        return self._json


def count(components: list[dict]) -> int:
    """Components as Discord counts them: nested ones (a section's accessory too) included."""
    n = 0
    for c in components:
        n += 1 + count(c.get("components") or [])
        if c.get("accessory"):
            n += 1
    return n


def text(content: str) -> dict:
    return {"type": TEXT, "content": content[:MAX_TEXT] or "…"}


def separator(*, divider: bool = True, large: bool = False) -> dict:
    return {"type": SEPARATOR, "divider": divider, "spacing": 2 if large else 1}


def section(content: str, button: dict) -> dict:
    """Words with a button beside them."""
    return {"type": SECTION, "components": [text(content)], "accessory": button}


def row(buttons: list[dict]) -> dict:
    return {"type": ROW, "components": buttons}


def container(components: list[dict], colour: int | None = None) -> dict:
    box = {"type": CONTAINER, "components": components}
    if colour is not None:
        box["accent_color"] = colour
    return box


def message(components: list[dict], *, mentions: discord.AllowedMentions | None = None) -> dict:
    """Keyword arguments for discord.py's send and edit calls: a V2 message. Content and embeds
    are reset to nothing, which is what an edit must say to turn a legacy message into a V2
    one (docs: resources/message, Edit Message)."""
    payload = {"content": None, "embed": None, "view": Layout(components)}
    if mentions is not None:
        payload["allowed_mentions"] = mentions
    return payload


def dump(components: list[dict], depth: int = 0) -> str:
    """The component tree as indented text: what a message looks like, for a reader or a note."""
    names = {1: "row", 2: "button", 3: "select", 9: "section", 10: "text", 11: "thumbnail", 14: "separator",
             17: "container"}
    lines = []
    pad = "  " * depth
    for c in components:
        kind = names.get(c.get("type"), str(c.get("type")))
        if kind == "text":
            body = c["content"].replace("\n", "\n" + pad + "     ")
            lines.append(f"{pad}text │ {body}")
            continue
        if kind == "button":
            state = " (disabled)" if c.get("disabled") else ""
            emoji = (c.get("emoji") or {}).get("name")
            lines.append(f"{pad}[{(emoji + ' ') if emoji else ''}{c.get('label', '')}]{state}  {c.get('custom_id', '')}")
            continue
        if kind == "separator":
            lines.append(f"{pad}{'─' * 20}")
            continue
        extra = f" accent #{c['accent_color']:06x}" if c.get("accent_color") is not None else ""
        lines.append(f"{pad}{kind}{extra}")
        lines.append(dump(c.get("components") or [], depth + 1))
        if c.get("accessory"):
            lines.append(dump([c["accessory"]], depth + 1))
    return "\n".join(line for line in lines if line)
