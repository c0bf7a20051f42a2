"""Buttons and selects, and the ids they carry.

Every component's custom_id holds only public facts —
``coup:<kind>:<table id>:<number>[:<arg>]`` (the number is the prompt a decision answers,
the turn of My cards or a page of the log) (selects start with ``coupsel:``), lobby
buttons ``coup:lobby:<action>:<table id>`` — so the buttons already in a channel keep
working after a restart and a click on an old prompt is recognised. No card is ever in an
id: card choices go by position in the player's own hand.

The components are plain :class:`discord.ui.Button` / :class:`discord.ui.Select` on a view
that discord.py never dispatches (:class:`Controls`): every ``coup:`` click goes to the
one router in bot/clicks.py, including clicks discord.py's own ``DynamicItem`` dispatch
would drop unanswered — a button already removed from its message (a double click, an
old prompt) or an id no message carries (a forged one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import discord

from engine import NOT_DUKE
from engine import actions as A
from engine import game as G
from engine.actions import CONVERT, CONVERT_OTHER_COST, CONVERT_SELF_COST, TARGETED
from engine.factions import opposite

from . import render
from .cardart import symbol
from .i18n import Words

#: Where each action's button goes: what needs no target on the first row, what aims at a
#: player on the second (only the game's own actions are shown, R70).
ACTION_ROWS = {A.INCOME: 0, A.FOREIGN_AID: 0, A.TAX: 0, A.EXCHANGE: 0, A.EMBEZZLE: 0,
               A.STEAL: 1, A.ASSASSINATE: 1, A.COUP: 1, A.EXAMINE: 1, A.CONVERT: 1}
ACTION_BUTTONS = tuple(ACTION_ROWS)   # the buttons' order
MAX_ID = (1 << 63) - 1   # SQLite's largest integer; a bigger id is not a table
_ID = re.compile(r"(coup|coupsel):([a-z_]{1,20}):([0-9]{1,19}):([0-9]{1,19})(?::([A-Za-z0-9_]{1,32}))?")
_LOBBY_ID = re.compile(r"coup:lobby:([a-z]{1,10}):([0-9]{1,19})")
LOBBY_ACTIONS = ("join", "leave", "start", "cancel", "rematch", "next", "forfeit", "abandon", "handoff")
#: The button of ``/coup privacy forget``'s ephemeral question: whoever presses it is forgotten
#: (only they see it; the click's user is who is forgotten, whatever the message).
FORGET_ID = "coup:privacy:forget"
FORGET = "forget"


@dataclass(frozen=True)
class Click:
    """A component interaction as the bot understands it."""

    kind: str            # 'lobby' or a game kind ('act', 'challenge', ...)
    table_id: int
    number: int          # the prompt a decision's button answers; the turn of My cards; a log page
    arg: str | None      # the lobby action, the action, the card's position …
    select: bool = False


def parse(custom_id: str) -> Click | None:
    """The click a custom_id stands for, or None if it is not one the bot makes."""
    if custom_id == FORGET_ID:
        return Click(FORGET, 0, 0, None)
    m = _LOBBY_ID.fullmatch(custom_id or "")
    if m is not None:
        action, table = m.groups()
        if action not in LOBBY_ACTIONS or not 0 < int(table) <= MAX_ID:
            return None
        return Click("lobby", int(table), 0, action)
    m = _ID.fullmatch(custom_id or "")
    if m is None:
        return None
    prefix, kind, table, prompt, arg = m.groups()
    if kind == "lobby" or not 0 < int(table) <= MAX_ID or int(prompt) > MAX_ID:
        return None
    return Click(kind, int(table), int(prompt), arg, prefix == "coupsel")


def game_id(kind: str, table_id: int, number: int, arg: str | None = None, *, select: bool = False) -> str:
    """A game component's id: ``number`` is the prompt it answers (a turn for My cards, a
    page for the log)."""
    prefix = "coupsel" if select else "coup"
    return f"{prefix}:{kind}:{table_id}:{number}" + (f":{arg}" if arg is not None else "")


def emoji_dict(emoji: str) -> dict:
    """A component's emoji: a Unicode symbol, or a card's picture written ``<:coup_duke:id>``."""
    if emoji.startswith("<"):
        found = discord.PartialEmoji.from_str(emoji)
        return {"name": found.name, "id": str(found.id)}
    return {"name": emoji}


def lobby_id(action: str, table_id: int) -> str:
    return f"coup:lobby:{action}:{table_id}"


class Controls(discord.ui.View):
    """Components to show, answered by bot/clicks.py rather than by this view.

    They are kept as Discord's JSON, placed in rows as discord.py would place them: a turn
    message is rendered for nearly every click, and nine ``discord.ui.Button`` cost half
    of its rendering (bench/bot_load.py's profile), for objects nobody dispatches.
    """

    def __init__(self):
        super().__init__(timeout=None)
        self._rows: list[list[dict]] = [[] for _ in range(5)]

    def is_dispatchable(self) -> bool:
        return False  # discord.py must not store or dispatch it: the router answers every click

    def to_components(self) -> list[dict]:
        return [{"type": 1, "components": row} for row in self._rows if row]

    def rows(self) -> list[list[dict]]:
        """The rows that hold something, in order (a V2 layout places them itself)."""
        return [list(row) for row in self._rows if row]

    def _place(self, component: dict, row: int | None, width: int) -> None:
        def room(r: list[dict]) -> bool:
            return sum(5 if c["type"] != 2 else 1 for c in r) + width <= 5
        if row is None:
            row = next((i for i, r in enumerate(self._rows) if room(r)), None)
            if row is None:
                raise ValueError("no room left for another component")
        elif not room(self._rows[row]):
            raise ValueError(f"row {row} is full")
        self._rows[row].append(component)

    def button(self, custom_id: str, label: str, *, style=discord.ButtonStyle.secondary,
               disabled: bool = False, row: int | None = None, emoji: str | None = None) -> "Controls":
        button = {"type": 2, "style": style.value, "label": label[:80], "custom_id": custom_id, "disabled": disabled}
        if emoji:
            button["emoji"] = emoji_dict(emoji)
        self._place(button, row, 1)
        return self

    def select(self, custom_id: str, options: list[discord.SelectOption], placeholder: str,
               *, min_values: int = 1, max_values: int = 1) -> "Controls":
        self._place({"type": 3, "custom_id": custom_id, "options": [o.to_dict() for o in options],
                     "placeholder": placeholder[:150], "min_values": min_values, "max_values": max_values,
                     "disabled": False},
                    None, 5)
        return self


def lobby_controls(w: Words, table_id: int) -> Controls:
    v = Controls()
    styles = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger}
    for action, style in styles.items():
        v.button(lobby_id(action, table_id), w(f"button.{action}"), style=style)
    return v


def single_target(game, action: str, groups: dict) -> int | None:
    """The one player a targeted action can aim at, if there is only one."""
    moves = groups.get(action) or ()
    return moves[0].target if len(moves) == 1 else None


def turn_controls(w: Words, table, game, names: list[str], *, more_time: bool) -> Controls | None:
    """The public buttons of the pending decision. The turn's legal actions are public
    (they follow from coins and who is left)."""
    step = game.step
    if step == G.OVER:
        return None
    t, p = table.id, table.prompt_no
    v = Controls()
    if step == G.ACTION:
        groups = dict(game.legal_actions())
        for action in (a for a in ACTION_BUTTONS if a in game.actions):
            row = ACTION_ROWS[action]
            ok = action in groups
            label = w.action(action)
            if action in TARGETED:
                target = single_target(game, action, groups)
                label = (w("button.action_target", action=label, target=names[target]) if target is not None
                         else w("button.action_more", action=label))
            v.button(game_id("act", t, p, action), label, row=row, disabled=not ok,
                     style=discord.ButtonStyle.primary if ok else discord.ButtonStyle.secondary)
    elif step == G.CHALLENGE:
        v.button(game_id("challenge", t, p), w("button.challenge"), emoji="⚔️", style=discord.ButtonStyle.danger)
        v.button(game_id("allow", t, p), w("button.allow"), style=discord.ButtonStyle.success)
    elif step == G.BLOCK:
        for i, ch in enumerate(game.blocked_by[game.action]):
            v.button(game_id("block", t, p, str(i)), w("button.block", card=w.card(ch)), emoji="🛡️",
                     style=discord.ButtonStyle.danger)
        v.button(game_id("allow", t, p), w("button.allow"), style=discord.ButtonStyle.success)
    elif step == G.FACTION:   # R71: the starter's choice is public, made on the turn message
        for faction in ("loyalist", "reformist"):
            v.button(game_id("faction", t, p, faction), w(f"faction.{faction}"), emoji=render.FACTION_EMOJI[faction],
                     style=discord.ButtonStyle.primary)
    else:
        label = {G.PROVE: "button.prove", G.LOSE: "button.lose", G.EXCHANGE: "button.exchange",
                 G.DRAFT: "button.draft", G.SHOW: "button.show_card", G.EXAMINE: "button.examine"}[step]
        v.button(game_id("decide", t, p), w(label), style=discord.ButtonStyle.primary)
    v.button(game_id("cards", t, game.turn_no), w("button.cards"), emoji="🃏", row=4)
    if more_time:
        v.button(game_id("more", t, p), w("button.more_time"), emoji="⏳", row=4)
    if step == G.CHALLENGE:   # R58: those watching, and those out, may guess whether the claim is a bluff
        v.button(game_id("predict", t, p), w("button.predict"), emoji="🔮", row=4)
    return v


def target_controls(w: Words, table_id: int, prompt_no: int, action: str,
                    targets: list[tuple[int, str]], *, actor: int | None = None,
                    factions: list[str] | None = None) -> Controls:
    """A picker of the players an action may aim at. A Convert's shows each player's faction,
    the one it becomes and what it costs (R77: 1 coin for yourself, 2 for another)."""
    options = []
    for seat, name in targets:
        option = discord.SelectOption(label=name[:100], value=str(seat))
        if action == CONVERT and factions is not None:
            now = factions[seat]
            cost = CONVERT_SELF_COST if seat == actor else CONVERT_OTHER_COST
            if seat == actor:
                option.label = w("select.convert_self", name=name)[:100]
            option.emoji = render.FACTION_EMOJI[now]
            option.description = w("select.convert", faction=render.faction(w, now),
                                   other=render.faction(w, opposite(now)), coins=render.coins(w, cost))[:100]
        options.append(option)
    return Controls().select(game_id("target", table_id, prompt_no, action, select=True), options,
                             w("select.target", action=w.action(action)))


def private_controls(w: Words, table_id: int, prompt_no: int, view: dict) -> Controls | None:
    """The controls of a private decision, for the one player it waits on (ephemeral only).

    One click answers: a challenged player shows the card or loses the card of their
    choice in one press; two cards of a kind give one button.
    """
    step = view["step"]
    hand = view["hand"]
    v = Controls()
    distinct = list(dict.fromkeys(hand))
    if step == G.LOSE:
        for c in distinct:
            v.button(game_id("reveal", table_id, prompt_no, str(hand.index(c))), w("button.lose_card", card=w.card(c)),
                     emoji=symbol(c), style=discord.ButtonStyle.danger)
    elif step == G.PROVE:
        claim = view["claim"]
        if claim == NOT_DUKE:   # R80: an Embezzle is proved by a whole hand without a Duke
            if "Duke" not in hand:
                v.button(game_id("prove", table_id, prompt_no, "yes"), w("button.show_hand"), emoji="🖐️",
                         style=discord.ButtonStyle.success)
        elif claim in hand:
            v.button(game_id("prove", table_id, prompt_no, "yes"), w("button.show", card=w.card(claim)),
                     emoji=symbol(claim), style=discord.ButtonStyle.success)
        for c in distinct:
            v.button(game_id("lose", table_id, prompt_no, str(hand.index(c))), w("button.lose_card", card=w.card(c)),
                     emoji=symbol(c), style=discord.ButtonStyle.danger)
    elif step == G.EXCHANGE:
        pool = hand + view["drawn"]
        keep = len(hand)
        options = [discord.SelectOption(label=w.card(c), value=str(i), emoji=symbol(c),
                                        description=w("select.in_hand") if i < keep else w("select.drawn"))
                   for i, c in enumerate(pool)]
        v.select(game_id("keep", table_id, prompt_no, select=True), options, w("select.keep", n=keep),
                 min_values=keep, max_values=keep)
    elif step == G.DRAFT:
        for i, c in enumerate(view["draft_options"]):
            v.button(game_id("draft", table_id, prompt_no, str(i)), w("button.pick", card=w.card(c)),
                     emoji=symbol(c), style=discord.ButtonStyle.primary)
    elif step == G.SHOW:   # R94: the target chooses which card the Inquisitor sees
        for c in distinct:
            v.button(game_id("show", table_id, prompt_no, str(hand.index(c))), w("button.show", card=w.card(c)),
                     emoji=symbol(c), style=discord.ButtonStyle.primary)
    elif step == G.EXAMINE:   # R95: give it back, or force an exchange
        v.button(game_id("verdict", table_id, prompt_no, "give_back"), w("button.give_back"),
                 style=discord.ButtonStyle.success)
        v.button(game_id("verdict", table_id, prompt_no, "force_exchange"), w("button.force_exchange"),
                 style=discord.ButtonStyle.danger)
    else:
        return None
    return v


def guess_controls(w: Words, table_id: int, prompt_no: int) -> Controls:
    """R58: the two answers of a prediction (ephemeral, for a spectator or a player who is out)."""
    v = Controls()
    v.button(game_id("guess", table_id, prompt_no, "bluff"), w("button.guess_bluff"), emoji="🎭",
             style=discord.ButtonStyle.danger)
    v.button(game_id("guess", table_id, prompt_no, "honest"), w("button.guess_honest"), emoji="🤝",
             style=discord.ButtonStyle.success)
    return v
