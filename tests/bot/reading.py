"""Reading a planned message (the keyword arguments the bot gives discord.py) as Discord would
show it, whichever its layout: its content and embed, or its Components V2 texts."""

from __future__ import annotations

from tests.fakediscord.payloads import walk_components
from tests.fakediscord.text import body_texts


def as_json(payload: dict) -> dict:
    view, embed = payload.get("view"), payload.get("embed")
    return {"content": payload.get("content"), "embeds": [embed.to_dict()] if embed is not None else [],
            "components": view.to_components() if view is not None and hasattr(view, "to_components") else []}


def said(payload: dict) -> str:
    """What a planned message says (its content or its V2 text displays)."""
    return "\n".join(body_texts(as_json(payload)))


def buttons(payload: dict) -> list[str]:
    return [c["custom_id"] for c in walk_components(as_json(payload)["components"]) if c.get("type") == 2]
