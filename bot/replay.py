"""A finished game's replay, a page a turn, every hand face up (issue 36).

Only for a game that is over (R53 holds until then): each page shows every player's hidden
cards and coins as the turn began, then the whole turn, private events included — the cards
an exchange drew and kept, a replacement after a proved claim, a card shown to an
Inquisitor — and marks each claim that was a bluff. Built from the engine's replay of the
stored log (engine/record.py), never from a running game.
"""

from __future__ import annotations

import discord

from engine import Event
from engine import events as E
from engine.record import ReplayTurn

from . import render
from .components import Controls, game_id
from .i18n import Words

LIMIT = 1900


def pages(turns: list[ReplayTurn]) -> int:
    return max(1, len(turns))


def replay_message(w: Words, table, turns: list[ReplayTurn], page: int) -> dict:
    """Page ``page`` (1 = the deal and the first turn) of a finished game's replay, with the
    buttons to the pages before and after."""
    n = pages(turns)
    page = max(1, min(page, n))
    turn = turns[page - 1]
    names = render.names_of(w, table.players)
    head = [w("replay.title", id=table.id, page=page, pages=n), w("replay.hands")]
    for seat, name in enumerate(names):
        if not turn.alive[seat]:
            head.append(w("replay.hand_out", name=name, revealed=render.card(w, turn.revealed[seat]) or "—"))
            continue
        cards = render.card(w, turn.hands[seat]) or w("replay.no_cards")
        shown = w("replay.revealed", cards=render.card(w, turn.revealed[seat])) if turn.revealed[seat] else ""
        head.append(w("replay.hand", name=name, coins=render.coins(w, turn.coins[seat]), cards=cards,
                      revealed=shown))
    lines = []
    for i, e in enumerate(turn.events):
        line = event_line(w, e, names)
        if line:
            lines.append(line + (w("replay.bluff") if i in turn.bluffs else ""))
    header = "\n".join(head)
    body = render.fit_lines(lines, max(200, LIMIT - len(header) - 2))
    view = Controls()
    view.button(game_id("replay", table.id, max(1, page - 1), "back"), "◀", disabled=page <= 1)
    view.button(game_id("replay", table.id, min(n, page + 1), "on"), "▶", disabled=page >= n)
    return {"content": render.fit("", f"{header}\n\n{body}".strip()), "view": view}


def event_line(w: Words, e: Event, names: list[str]) -> str | None:
    """One event of a replay: a public one as the game's log says it, a private one told
    now that the game is over."""
    if e.kind == E.TURN:
        return w("turn.title", n=e.amount, name=names[e.player])
    if e.to is None:
        return render.describe(w, e, names)
    name = names[e.player] if e.player is not None else "?"
    if e.kind == E.DRAWN:
        return w("replay.drawn", name=name, cards=render.card(w, tuple(e.card)))
    if e.kind == E.KEPT:
        return w("replay.kept", name=name, cards=render.card(w, tuple(e.card)))
    if e.kind == E.REPLACE:
        return w("replay.replace", name=name, card=render.card(w, e.card))
    if e.kind == E.REDRAW:
        return w("replay.redraw", name=name, card=render.card(w, e.card))
    if e.kind == E.SHOWN and e.to == e.player:   # told once, from the Inquisitor's side (R94)
        return w("replay.shown", name=name, target=names[e.target], card=render.card(w, e.card))
    if e.kind == E.DRAFT_OPTIONS:
        return w("replay.draft_options", name=name, cards=render.card(w, tuple(e.card)))
    if e.kind == E.DRAFTED:
        return w("replay.drafted", name=name, card=render.card(w, e.card))
    return None   # the deal: the hands above show it


def replay_button(w: Words, table_id: int) -> dict:
    """The button that opens a finished game's replay (on its game-over message and its
    /coup log), ephemeral for whoever presses it."""
    return {"custom_id": game_id("replay", table_id, 1, "open"), "label": w("button.replay"), "emoji": "🎞️",
            "style": discord.ButtonStyle.secondary}


def replay_picker(w: Words, games) -> Controls | None:
    """/coup history's menu of the games it lists (table id, ended at, won, finish, players,
    …): choosing one opens its replay."""
    options = []
    for table_id, ended, won, finish, players, *_ in games[:25]:
        label = w("history.pick", id=table_id, finish=finish, players=players)
        options.append(discord.SelectOption(label=label[:100], value=str(table_id), emoji="🏆" if won else "🎞️"))
    if not options:
        return None
    return Controls().select(game_id("replay", 1, 1, "pick", select=True), options, w("select.replay"))
