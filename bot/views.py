"""Buttons and selects. Every game component is a DynamicItem whose custom_id holds only
public facts — ``coup:<kind>:<table id>:<prompt no>[:<arg>]`` — so the buttons already in a
channel keep working after a restart, and a click on an old prompt is recognised.

Components hold no game state: each callback hands the parsed id to :func:`dispatch`,
the one place that turns a click into a move (bot/play.py).
"""

from __future__ import annotations

import discord

from engine import BLOCKED_BY, LABELS
from engine import game as G

from . import render

PUBLIC_ACTIONS = (("income", 0), ("foreign_aid", 0), ("tax", 0), ("exchange", 0),
                  ("steal", 1), ("assassinate", 1), ("coup", 1))


def _cid(kind: str, table_id: int, prompt_no: int, arg: str | None = None) -> str:
    return f"coup:{kind}:{table_id}:{prompt_no}" + (f":{arg}" if arg is not None else "")


async def _dispatch(interaction: discord.Interaction, kind: str, table_id: int, prompt_no: int,
                    arg: str | None, values: list[str] | None = None) -> None:
    from .play import dispatch  # the cog module imports this one
    await dispatch(interaction, kind, table_id, prompt_no, arg, values)


class GameButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"coup:(?P<kind>[a-z_]+):(?P<table>\d+):(?P<prompt>\d+)(?::(?P<arg>[A-Za-z0-9_]+))?"):
    def __init__(self, kind: str, table_id: int, prompt_no: int, arg: str | None = None, *,
                 label: str = "", style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 disabled: bool = False, row: int | None = None, emoji: str | None = None):
        super().__init__(discord.ui.Button(label=label, style=style, disabled=disabled, emoji=emoji,
                                           custom_id=_cid(kind, table_id, prompt_no, arg)), row=row)
        self.kind, self.table_id, self.prompt_no, self.arg = kind, table_id, prompt_no, arg

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["kind"], int(match["table"]), int(match["prompt"]), match["arg"],
                   label=item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self.kind, self.table_id, self.prompt_no, self.arg)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=r"coupsel:(?P<kind>[a-z_]+):(?P<table>\d+):(?P<prompt>\d+)(?::(?P<arg>[A-Za-z0-9_]+))?"):
    def __init__(self, kind: str, table_id: int, prompt_no: int, arg: str | None = None, *,
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None,
                 min_values: int = 1, max_values: int = 1):
        cid = "coupsel" + _cid(kind, table_id, prompt_no, arg)[4:]
        super().__init__(discord.ui.Select(custom_id=cid, options=options or [discord.SelectOption(label="-")],
                                           placeholder=placeholder, min_values=min_values,
                                           max_values=max_values))
        self.kind, self.table_id, self.prompt_no, self.arg = kind, table_id, prompt_no, arg

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["kind"], int(match["table"]), int(match["prompt"]), match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self.kind, self.table_id, self.prompt_no, self.arg,
                        list(self.item.values))


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"coup:lobby:(?P<action>join|leave|start|cancel|rematch):(?P<table>\d+)"):
    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger,
              "rematch": discord.ButtonStyle.primary}

    def __init__(self, action: str, table_id: int):
        super().__init__(discord.ui.Button(label=action.capitalize(), style=self.STYLES[action],
                                           custom_id=f"coup:lobby:{action}:{table_id}"))
        self.action, self.table_id = action, table_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["action"], int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, "lobby", self.table_id, 0, self.action)


DYNAMIC_ITEMS = (GameButton, GameSelect, LobbyButton)


def rematch_view(table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LobbyButton("rematch", table_id))
    return view


def lobby_view(table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start", "cancel"):
        view.add_item(LobbyButton(action, table_id))
    return view


def turn_view(table_id: int, prompt_no: int, view: dict, legal: tuple = ()) -> discord.ui.View | None:
    """The public buttons of the pending decision. ``legal`` is the turn's legal actions,
    which are public (they follow from coins and who is left)."""
    step = view["step"]
    v = discord.ui.View(timeout=None)
    if step == G.OVER:
        return None
    if step == G.ACTION:
        allowed = {action for action, _ in legal}
        for action, row in PUBLIC_ACTIONS:
            ok = action in allowed
            label = LABELS[action] + ("…" if row else "")
            v.add_item(GameButton("act", table_id, prompt_no, action, label=label, row=row,
                                  disabled=not ok,
                                  style=discord.ButtonStyle.primary if ok else discord.ButtonStyle.secondary))
    elif step == G.CHALLENGE:
        v.add_item(GameButton("challenge", table_id, prompt_no, label="Challenge", emoji="⚔️",
                              style=discord.ButtonStyle.danger))
        v.add_item(GameButton("allow", table_id, prompt_no, label="Allow",
                              style=discord.ButtonStyle.success))
    elif step == G.BLOCK:
        for i, ch in enumerate(BLOCKED_BY[view["action"]]):
            v.add_item(GameButton("block", table_id, prompt_no, str(i), label=f"Block ({ch})",
                                  emoji="🛡️", style=discord.ButtonStyle.danger))
        v.add_item(GameButton("allow", table_id, prompt_no, label="Allow",
                              style=discord.ButtonStyle.success))
    else:
        label = {G.PROVE: "Show or concede", G.LOSE: "Choose my card",
                 G.EXCHANGE: "Choose cards to keep", G.DRAFT: "Pick my card"}[step]
        v.add_item(GameButton("decide", table_id, prompt_no, label=label,
                              style=discord.ButtonStyle.primary))
    v.add_item(GameButton("cards", table_id, 0, label="My cards", emoji="🃏", row=4))
    return v


def target_view(table_id: int, prompt_no: int, action: str, targets: list[tuple[int, str]]) -> discord.ui.View:
    v = discord.ui.View(timeout=None)
    options = [discord.SelectOption(label=name, value=str(seat)) for seat, name in targets]
    v.add_item(GameSelect("target", table_id, prompt_no, action, options=options,
                          placeholder=f"{LABELS[action]}: choose a player"))
    return v


def private_view(table_id: int, prompt_no: int, view: dict) -> discord.ui.View | None:
    """The controls of a private decision, for the one player it waits on (ephemeral only).

    Card choices go by position in the player's own hand, never by name, so no custom_id
    carries a card.
    """
    step = view["step"]
    v = discord.ui.View(timeout=None)
    if step == G.LOSE:
        for i, c in enumerate(view["hand"]):
            v.add_item(GameButton("reveal", table_id, prompt_no, str(i), label=f"Reveal {c}",
                                  emoji=render.CARD_EMOJI.get(c), style=discord.ButtonStyle.danger))
    elif step == G.PROVE:
        holds = view["claim"] in view["hand"]
        v.add_item(GameButton("prove", table_id, prompt_no, "yes", label=f"Show {view['claim']}",
                              disabled=not holds, style=discord.ButtonStyle.success))
        v.add_item(GameButton("prove", table_id, prompt_no, "no", label="Don't show (lose a card)",
                              style=discord.ButtonStyle.danger))
    elif step == G.EXCHANGE:
        pool = view["hand"] + view["drawn"]
        keep = len(view["hand"])
        options = [discord.SelectOption(label=c, value=str(i), emoji=render.CARD_EMOJI.get(c),
                                        description="in your hand" if i < keep else "drawn")
                   for i, c in enumerate(pool)]
        v.add_item(GameSelect("keep", table_id, prompt_no, options=options,
                              placeholder=f"Keep exactly {keep} card{'s' if keep > 1 else ''}",
                              min_values=keep, max_values=keep))
    elif step == G.DRAFT:
        options = [discord.SelectOption(label=c, value=c, emoji=render.CARD_EMOJI.get(c))
                   for c in view["draft_options"]]
        v.add_item(GameSelect("draft", table_id, prompt_no, options=options,
                              placeholder="Pick the card you keep"))
    else:
        return None
    return v
