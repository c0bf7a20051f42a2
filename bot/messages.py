"""What each message of a table looks like, as keyword arguments for discord.py's send and
edit calls. Public messages only from public facts.

A table's own messages in its channel — the turn message with its board, the lobby — are
drawn with Components V2 (bot/layout.py): one container each, the turn's log, the board,
then what the game waits for with its buttons beside the words. Private answers, the log's
pages and the game-over message keep the classic layout (text and buttons; the game-over
message carries its picture as an attachment).
"""

from __future__ import annotations

import discord

from engine import game as G

from . import layout as L
from . import render
from .components import Controls, game_id, lobby_controls, lobby_id, private_controls, turn_controls
from .dm import interaction_only
from .i18n import Words, words
from .replay import replay_button
from .store import CANCELLED, FINISHED, LOBBY, RUNNING

COLOUR = 0x8B0000


def names(w: Words, table) -> list[str]:
    return render.names_of(w, table.players)


def more_time_open(table, game) -> bool:
    """R55: someone awaited could still ask for more time."""
    used = set(getattr(table, "more_time", None) or ())
    return any(not table.players[s].computer and s not in used for s in game.awaited)


def board_text(w: Words, table, game) -> str:
    """The board: each player's coins, influence and revealed cards, the Court deck, and
    in small print how the game is played."""
    view = game.public_view()
    view["players"] = names(w, table)
    computers = {i for i, s in enumerate(table.players) if s.computer}
    auto = set(getattr(table, "auto_allow", None) or ())
    footer = w("board.footer", mode=w(f"mode.{table.mode}"), variant=w(f"variant.{table.variant}"))
    played = render.options(w, table.options)
    footer = w("board.footer_options", footer=footer, options=played) if played else footer
    if interaction_only(table):   # outside a server nothing happens between clicks
        footer = w("board.footer_options", footer=footer, options=w("board.dm_clock"))
    return f"{render.board(w, view, computers, auto)}\n-# {footer}"


def board_message(w: Words, table, game, said: str) -> dict:
    """``/coup status``: what the game waits for (or how it ended) and the board."""
    return L.message([L.container([L.text(said), L.separator(), L.text(board_text(w, table, game))], COLOUR)])


PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def mentions(table, game) -> str:
    """The people the game waits for, as mentions (a new message notifies them)."""
    return " ".join(f"<@{table.players[s].id}>" for s in game.awaited if not table.players[s].computer)


def nudge_message(table, game) -> dict:
    """A short message that notifies whoever a decision waits on (an edit notifies nobody)."""
    w = words(table.locale)
    view = game.public_view()
    view["players"] = names(w, table)
    return {"content": render.fit(mentions(table, game), render.awaiting(w, view, table.deadline)),
            "allowed_mentions": PINGS}


def turn_message(table, game, *, mentions: str = "") -> dict:
    """The current turn's message, one container: the turn's log so far (after the mentions
    of whoever a new turn waits on), the board, then what the game waits for with the
    decision's buttons beside the words, and the player's own buttons (My cards, More time)."""
    w = words(table.locale)
    who = names(w, table)
    view = game.public_view()
    view["players"] = who
    lines = [render.turn_header(w, view)] if game.step == G.DRAFT else []
    lines += render.log_lines(w, table.turn_events, who)
    log = render.fit(mentions, render.fit_lines([ln for ln in lines if ln]) or "…")
    controls = turn_controls(w, table, game, who, more_time=more_time_open(table, game))
    parts = [L.text(log), L.separator(), L.text(board_text(w, table, game)), L.separator()]
    parts += _decision(render.awaiting(w, view, table.deadline), controls)
    return L.message([L.container(parts, COLOUR)], mentions=PINGS)


def _decision(waiting: str, controls: Controls | None) -> list[dict]:
    """What the game waits for, and its buttons: a single-row decision (a claim's window, a
    block, a private decision's opener) has its first button beside the words and the rest
    below; a choice of actions is a row of buttons per kind, under the words."""
    rows = controls.rows() if controls is not None else []
    own = rows.pop() if rows and any(b.get("custom_id", "").startswith("coup:cards:") for b in rows[-1]) else []
    if len(rows) == 1 and rows[0][0]["type"] == 2:
        first, *rest = rows[0]
        out = [L.section(waiting, first)] + ([L.row(rest)] if rest else [])
    else:
        out = [L.text(waiting)] + [L.row(r) for r in rows]
    return out + ([L.row(own)] if own else [])


def _log_only(lines: list[str], board: str | None = None) -> dict:
    parts = [L.text(render.fit_lines(lines, 2000) or "…")]
    if board is not None:
        parts += [L.separator(), L.text(board)]
    return L.message([L.container(parts)])


def closed_turn_message(table) -> dict:
    """A finished turn's message: its whole log, no board, no buttons."""
    w = words(table.locale)
    return _log_only(render.log_lines(w, table.closed_events, names(w, table)))


def past_turn_message(table, events) -> dict:
    """A past turn's message, drawn from its stored public events (after a crash or a backlog)."""
    w = words(table.locale)
    return _log_only(render.log_lines(w, events, names(w, table)))


def cancelled_turn_message(table, game) -> dict:
    """The turn message of a cancelled game: its log, who cancelled it, the board as it was;
    nothing awaited, no countdown, no buttons."""
    w = words(table.locale)
    return _log_only(render.log_lines(w, table.turn_events, names(w, table)), board_text(w, table, game))


def final_turn_message(table, game) -> dict:
    """The last turn's message once the game is over: its log and the final board."""
    w = words(table.locale)
    return _log_only(render.log_lines(w, table.turn_events, names(w, table)), board_text(w, table, game))


def lobby_text(table, w: Words) -> dict:
    """The lobby's words without its buttons (``/coup status`` before the game starts)."""
    box = lobby_message(table, w)["view"].to_components()[0]
    return L.message([L.container([c for c in box["components"] if c["type"] != L.ROW], COLOUR)])


def lobby_message(table, w: Words | None = None) -> dict:
    w = w or words(table.locale)
    seats = "\n".join(f"{i + 1}. {render.seat_name(w, s)}{' 🤖' if s.computer else ''}"
                      f"{w('lobby.host') if s.id == table.host_id else ''}"
                      for i, s in enumerate(table.players))
    mode, variant = w(f"mode.{table.mode}"), w(f"variant.{table.variant}")
    played = render.options(w, table.options)
    if played:   # the expansions played (R70) are said wherever the variant is
        variant = w("board.footer_options", footer=variant, options=played)
    if table.status == LOBBY:
        title = (w("lobby.title", mode=mode, variant=variant) + (w("lobby.rematch") if table.rematch_of else "")
                 + (w("series.lobby") if table.wants_series else ""))
        where = f"\n→ <#{table.channel_id}>" if table.thread else ""
        help_ = w("lobby.help_draft" if table.variant == "draft"
                  else "lobby.help_series" if table.wants_series else "lobby.help")   # R2, R10, R60
        if (table.options or {}).get("autopilot") == "on":   # R56: every player, from the deal
            help_ = f"{w('lobby.autopilot')}\n{help_}"
        (buttons,) = lobby_controls(w, table.id).rows()
        return L.message([L.container([L.text(f"{title}{where}"), L.text(f"{w('lobby.seats')}\n{seats}"),
                                       L.separator(), L.text(help_), L.row(buttons)], COLOUR)])
    key = {RUNNING: "lobby.started", FINISHED: "lobby.finished",
           CANCELLED: "lobby.cancelled" if table.state else "lobby.cancelled_lobby"}[table.status]
    where = f"\n→ <#{table.channel_id}>" if table.thread and table.status == RUNNING else ""
    return L.message([L.container([L.text(f"{w(key, mode=mode, variant=variant)}{where}"), L.text(seats)])])


def hand_message(w: Words, table, game, seat: int, deadline_text: bool = True) -> dict:
    """A player's own cards, and the controls of a decision waiting on them (ephemeral)."""
    view = game.view(seat)
    text = render.hand(w, view)
    controls = None
    if seat in game.awaited and game.step in (G.LOSE, G.PROVE, G.EXCHANGE, G.DRAFT, G.SHOW, G.EXAMINE):
        controls = private_controls(w, table.id, table.prompt_no, view)
        text += "\n\n" + render.private_prompt(w, view, table.deadline)
    if controls is None and getattr(table, "status", RUNNING) == RUNNING and not game.over and game.alive[seat]:
        # issue 24, item 17: let others' claims and actions pass without waiting on you (offered
        # with the cards alone: a decision's own buttons stay the only ones beside it)
        on = seat in (getattr(table, "auto_allow", None) or ())
        controls = Controls()
        controls.button(game_id("auto", table.id, game.turn_no, "off" if on else "on"),
                        w("button.auto_off" if on else "button.auto_on"), emoji="⏩", row=4,
                        style=discord.ButtonStyle.secondary)
        if on:
            text += "\n" + w("hand.auto_on")
        if (getattr(table, "options", None) or {}).get("autopilot"):   # R56, where the game allows it
            piloted = seat in (getattr(table, "autopilot", None) or ())
            controls.button(game_id("pilot", table.id, game.turn_no, "off" if piloted else "on"),
                            w("button.autopilot_off" if piloted else "button.autopilot_on"), emoji="🤖", row=4,
                            style=discord.ButtonStyle.secondary)
    if seat in (getattr(table, "autopilot", None) or ()) and not game.over and game.alive[seat]:
        text += "\n" + w("hand.autopilot_on")
    return {"content": text, "view": controls or discord.utils.MISSING}


def summary_controls(w: Words, table, *, next_game: bool = False) -> Controls:
    """The game-over message's buttons: a rematch (R54), or the series' next game (R60);
    and the game's replay, every hand face up."""
    v = Controls()
    if table.series_id is None:
        v.button(lobby_id("rematch", table.id), w("button.rematch"), style=discord.ButtonStyle.primary)
    elif next_game:
        v.button(lobby_id("next", table.id), w("button.next_game"), style=discord.ButtonStyle.primary)
    return v.button(**replay_button(w, table.id))


def reminder_message(table, game, user_ids: list[int], *, last: bool = False) -> dict:
    """An async reminder in the channel: whoever is still awaited, mentioned (R50); the
    second and last one of a decision says so."""
    w = words(table.locale)
    view = game.public_view()
    view["players"] = names(w, table)
    mentions = " ".join(f"<@{u}>" for u in user_ids)
    key = "remind.channel_last" if last else "remind.channel"
    return {"content": render.fit(mentions, w(key, what=render.awaiting(w, view, table.deadline))),
            "allowed_mentions": PINGS}


def log_message(w: Words, table, events, page: int | None) -> dict:
    """A page of a game's public history, with buttons to the pages before and after
    (ephemeral: anyone in the channel may read it, R53), and once the game is over, to its
    replay."""
    pages = render.log_pages(w, events, names(w, table))
    n = len(pages)
    page = n if page is None else max(1, min(page, n))
    title = w("log.title", page=page, pages=n)
    view = Controls()
    view.button(game_id("log", table.id, max(1, page - 1), "back"), "◀", disabled=page <= 1)
    view.button(game_id("log", table.id, min(n, page + 1), "on"), "▶", disabled=page >= n)
    if table.status == FINISHED:   # the game is over: its replay, every hand face up
        view.button(**replay_button(w, table.id))
    return {"content": render.fit("", f"{title}\n{pages[page - 1]}"), "view": view}
