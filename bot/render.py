"""Every text the bot shows about a game, from the catalogue of one language. No discord.py.

Public text is built only from public events and :meth:`engine.Game.public_view`;
private text (a hand, drawn cards) only from that player's own view. ``w`` is always the
:class:`~bot.i18n.Words` of the reader's language.
"""

from __future__ import annotations

from babel.numbers import format_decimal

from engine import DUKE, NOT_DUKE, Event
from engine import actions as A
from engine import events as E
from engine import game as G
from engine import moves as M
from engine import series as S
from engine.actions import blocked_by

from .cardart import HIDDEN, symbol
from .events import AUTOPILOT, DEPARTED, HANDED_OFF, MODERATOR, MORE_TIME, TABLE_CANCELLED
from .i18n import Words
from .store import CANCELLED

FACTION_EMOJI = {"loyalist": "🟦", "reformist": "🟥"}
OPTIONS = ("reformation", "inquisitor")
LOG_LIMIT = 1500


def card(w: Words, name) -> str:
    """The one way a character is shown in a message (an Embezzle's claim: "no Duke", R79;
    several cards at once: a proof of a whole hand, R81)."""
    if isinstance(name, (tuple, list)):
        return w.list([card(w, c) for c in name])
    if name == NOT_DUKE:
        return w("card.no_duke", duke=card(w, "Duke"))
    return f"{symbol(name)} **{w.card(name)}**".strip()


def faction(w: Words, name: str) -> str:
    """A faction as every message shows it (R71)."""
    return f"{FACTION_EMOJI[name]} {w(f'faction.{name}')}"


def options(w: Words, played: dict | None) -> str:
    """The expansions a game plays (R70), as words: '' for none."""
    return " · ".join(w(f"option.{name}") for name in OPTIONS if (played or {}).get(name))


def coins(w: Words, n: int) -> str:
    return w("coins", n=n)


def timestamp(unix: float | None, style: str = "R") -> str:
    return f"<t:{int(unix)}:{style}>" if unix else ""


def seat_name(w: Words, seat) -> str:
    """A seat as the table shows it: a member's name, or a computer with its level (and the
    person whose seat it took over, R57)."""
    if seat.computer:
        level = w(f"level.{seat.computer}")
        if seat.stand_in_id is not None:
            person = seat.stand_in_for or w("former.player")   # forgotten at their request
            return w("computer.stand_in", name=seat.name, level=level, person=person)
        return w("computer.name", name=seat.name, level=level)
    return seat.name if seat.id >= 0 else w("former.player")   # forgotten at their request


def names_of(w: Words, players) -> list[str]:
    return [seat_name(w, s) for s in players]


def as_event(row) -> Event:
    """A stored public event (``[kind, player, target, card, amount, action]``) as an Event."""
    if isinstance(row, Event):
        return row
    kind, player, target, card_, amount, action = row
    return Event(kind, player, target, tuple(card_) if isinstance(card_, list) else card_, amount, action)


def describe(w: Words, e: Event, names: list[str]) -> str | None:
    """One public event as a line of the game's log (None for events not worth a line)."""
    k = e.kind
    if k == TABLE_CANCELLED:   # its player: the seat of whoever cancelled; a moderator who is not seated is not named
        if e.player is not None and 0 <= e.player < len(names):
            return w("log.table_cancelled", name=names[e.player])
        if e.action == MODERATOR or e.player is not None:   # older logs kept a member's id
            return w("log.table_cancelled_moderator")
        return None   # the channel was deleted: nobody to tell
    p = names[e.player] if e.player is not None else None
    t = names[e.target] if e.target is not None else None
    if k == E.START:
        return w("log.start", n=e.amount, name=p)
    if k == E.DRAFTED:
        return w("log.drafted", name=p)
    if k == E.TURN:
        return w("log.turn", n=e.amount, name=p)
    if k == E.DECLARE:
        a = e.action
        if a == A.INCOME:
            return None  # the gain line says it
        if a in (A.FOREIGN_AID, A.COUP):
            return w(f"log.declare.{a}", name=p, target=t)
        if a == A.CONVERT:  # R77: 1 coin for oneself, 2 for another, onto the Reserve
            if e.target == e.player:
                return w("log.declare.convert_self", name=p, coins=coins(w, e.amount))
            return w("log.declare.convert", name=p, target=t, coins=coins(w, e.amount))
        return w(f"log.declare.{a}", name=p, target=t, card=card(w, e.card))
    if k == E.FACTION_CHOICE:
        return w("log.faction_choice", name=p)
    if k == E.FACTION:
        return w("log.faction", name=p, faction=faction(w, e.card))
    if k == E.EMBEZZLED:
        return w("log.embezzled", name=p, coins=coins(w, e.amount))
    if k == E.SHOW:   # R94: the card itself is seen by the two players only
        return w("log.show", name=p, target=t)
    if k == E.GIVE_BACK:
        return w("log.give_back", name=p, target=t)
    if k == E.FORCE_EXCHANGE:
        return w("log.force_exchange", name=p, target=t)
    if k == E.GAIN:
        return w("log.gain", name=p, coins=coins(w, e.amount))
    if k == E.STEAL:
        return w("log.steal", name=p, target=t, coins=coins(w, e.amount))
    if k == E.REFUND:
        return w("log.refund", name=p, coins=coins(w, e.amount))
    if k == E.CHALLENGE:
        return w("log.challenge", name=p, target=t, card=card(w, e.card))
    if k == E.PROVE:
        if isinstance(e.card, tuple):   # R81: an Embezzle proved by the whole hand, shown to all
            return w("log.prove_hand", name=p, cards=card(w, e.card))
        return w("log.prove", name=p, card=card(w, e.card))
    if k == E.CONCEDE:
        if e.card == NOT_DUKE:   # R80: an Embezzle's claim is to hold no Duke
            return w("log.concede_no_duke", name=p, duke=card(w, DUKE))
        return w("log.concede", name=p, card=card(w, e.card))
    if k == E.BLOCK:
        return w("log.block", name=p, card=card(w, e.card))
    if k == E.BLOCKED:
        return w("log.blocked", name=p, action=w.action(e.action))
    if k == E.REVEAL:
        return w("log.reveal", name=p, card=card(w, e.card))
    if k == E.ELIMINATE:
        return w("log.eliminate", name=p)
    if k == E.EXCHANGE:
        return w("log.exchange", name=p, n=e.amount)
    if k == E.EXCHANGED:
        return w("log.exchanged", name=p, n=e.amount)
    if k == E.NO_EFFECT:
        return w("log.no_effect", action=w.action(e.action), target=t)
    if k == E.CANCELLED:
        return w("log.cancelled", name=p, action=w.action(e.action) if e.action else w("log.turn_word"))
    if k == E.TIMEOUT:
        if p is not None:
            return w("log.timeout.player", name=p)
        if e.card is not None and t is not None:   # a claim's window (issue 24: said apart from the blocks')
            return w("log.timeout.challenge", name=t, card=card(w, e.card))
        if e.action is not None:
            return w("log.timeout.block", action=w.action(e.action))
        return w("log.timeout.window")   # stored by an older version
    if k == E.FORFEIT:
        return w("log.forfeit", name=p)
    if k == MORE_TIME:
        return w("log.more_time", name=p, until=timestamp(e.amount))
    if k == DEPARTED:
        return w("log.departed", name=p)
    if k == AUTOPILOT:   # R56: each decision the autopilot takes is marked
        return w("log.autopilot_allow" if e.action == M.ALLOW else "log.autopilot", name=p)
    if k == HANDED_OFF:   # R57: the seat's name is now the computer's
        return w("log.handed_off", name=p)
    return None  # 'win' is told once, by the game-over message


def log_lines(w: Words, rows, names: list[str]) -> list[str]:
    """Public events as the log's lines. A forfeit and the cards it turns face up (R52) make
    one line."""
    lines = []
    events = [as_event(row) for row in rows or ()]
    i = 0
    while i < len(events):
        e = events[i]
        i += 1
        if e.kind == E.TURN:
            lines.append(w("turn.title", n=e.amount, name=names[e.player]))
            continue
        if e.kind == E.FORFEIT:
            cards = []
            while i < len(events) and events[i].kind == E.REVEAL and events[i].player == e.player:
                cards.append(events[i].card)
                i += 1
            if cards:
                lines.append(w("log.forfeit_cards", name=names[e.player], cards=card(w, cards)))
                continue
        text = describe(w, e, names)
        if text:
            lines.append(text)
    return lines


def fit_lines(lines: list[str], limit: int = LOG_LIMIT) -> str:
    """A turn's lines, the oldest dropped (after the title) if they do not fit in a message."""
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    head, rest = lines[:1], lines[1:]
    while rest and len("\n".join(head + ["…"] + rest)) > limit:
        rest = rest[1:]
    return "\n".join(head + ["…"] + rest)[-limit:]


def board(w: Words, view: dict, computers: set[int] = frozenset(), auto: set[int] = frozenset()) -> str:
    """The table: coins, influence left, revealed cards, the Court deck; with Reformation each
    player's faction and the Treasury Reserve (public, R87); who lets others' claims pass
    without being waited on (``auto``: their seats)."""
    lines = []
    factions = view.get("factions")
    for s, name in enumerate(view["players"]):
        if factions:
            name = f"{FACTION_EMOJI[factions[s]]} {name}"
        marker = "▶ " if s == view["turn"] and view["step"] != G.OVER else ""
        bot = " 🤖" if s in computers else ""
        shown = ", ".join(w.card(c) for c in view["revealed"][s])
        if not view["alive"][s]:
            lines.append(f"~~{name}~~{bot} · {w('board.out')} · {shown}")
            continue
        hidden = symbol(HIDDEN) * view["hidden_counts"][s]
        revealed = "".join(f" ✕{symbol(c)}{w.card(c)}" for c in view["revealed"][s])
        lines.append(f"{marker}**{name}**{bot} · {coins(w, view['coins'][s])} · {hidden}{revealed}")
    lines.append(w("board.court", n=view["court_size"]))
    if view.get("reserve") is not None:
        lines.append(w("board.reserve", coins=coins(w, view["reserve"])))
    passing = [view["players"][s] for s in sorted(auto) if view["alive"][s]]
    if passing:
        lines.append(w("board.auto", names=w.list(passing)))
    if factions:
        lines.append(w("board.factions", loyalist=faction(w, "loyalist"), reformist=faction(w, "reformist"))
                     + (w("board.reunified") if len({factions[s] for s in range(len(factions))
                                                     if view["alive"][s]}) == 1 else ""))
    return "\n".join(lines)


def awaiting(w: Words, view: dict, deadline: float | None) -> str:
    """What the game waits for, publicly, with the countdown."""
    names = view["players"]
    who = w.list([names[s] for s in view["awaited"]])
    until = w("await.until", when=timestamp(deadline)) if deadline else ""
    step = view["step"]
    if step == G.ACTION:
        if view["coins"][view["turn"]] >= 10:   # R32: say why only Coup can be pressed
            return w("await.must_coup", name=names[view["turn"]], until=until)
        return w("await.action", name=names[view["turn"]], until=until)
    if step == G.CHALLENGE:
        return w("await.challenge", name=names[view["claimant"]], card=card(w, view["claim"]),
                 until=until, who=who)
    if step == G.BLOCK:
        chars = w("await.or").join(card(w, c) for c in blocked_by(view.get("inquisitor"))[view["action"]])
        return w("await.block", cards=chars, until=until, who=who)
    if step == G.PROVE:
        if view["claim"] == NOT_DUKE:   # R80: shown the other way round
            return w("await.prove_hand", name=names[view["claimant"]], until=until)
        return w("await.prove", name=names[view["claimant"]], card=card(w, view["claim"]), until=until)
    if step == G.FACTION:
        return w("await.faction", name=names[view["turn"]], until=until)
    if step == G.SHOW:
        return w("await.show", name=names[view["target"]], actor=names[view["turn"]], until=until)
    if step == G.EXAMINE:
        return w("await.examine", name=names[view["turn"]], target=names[view["target"]], until=until)
    if step == G.LOSE:
        return w("await.lose", name=names[view["loser"]], until=until)
    if step == G.EXCHANGE:
        return w("await.exchange", name=names[view["turn"]], until=until)
    if step == G.DRAFT:
        return w("await.draft", until=until, who=who)
    return w("await.over")


def fit(mentions: str, content: str, limit: int = 2000) -> str:
    """Mentions first, then the content, cut from the top of the log so the last line
    (what the game waits for, with its countdown) always shows."""
    text = f"{mentions}\n{content}".strip() if mentions else content
    if len(text) <= limit:
        return text
    head = f"{mentions}\n…" if mentions else "…"
    return head + text[len(text) - (limit - len(head)):]


def why_not(w: Words, action: str, coins_held: int) -> str:
    """Why an action cannot be taken now."""
    if coins_held >= 10:
        return w("why.must_coup", n=coins_held)
    need = A.COSTS.get(action)
    if need and coins_held < need:
        return w("why.coins", need=need, action=w.action(action), n=coins_held)
    if action == A.STEAL:
        return w("why.steal")
    return w("why.other")


def private_prompt(w: Words, view: dict, deadline: float | None) -> str:
    """What a private decision asks of its player (ephemeral)."""
    until = w("private.until", when=timestamp(deadline)) if deadline else ""
    step = view["step"]
    if step == G.LOSE:
        return w("private.lose", until=until)
    if step == G.PROVE:
        if view["claim"] == NOT_DUKE:   # R80: a Duke in the hand cannot be shown away
            return w("private.prove_duke" if DUKE in view["hand"] else "private.prove_hand", until=until)
        return w("private.prove", card=card(w, view["claim"]), until=until)
    if step == G.FACTION:
        return w("private.faction", until=until)
    if step == G.SHOW:
        return w("private.show", actor=view["players"][view["turn"]], until=until)
    if step == G.EXAMINE:
        return w("private.examine", target=view["players"][view["target"]], until=until)
    if step == G.EXCHANGE:
        return w("private.exchange", n=len(view["hand"]), until=until)
    if step == G.DRAFT:
        return w("private.draft", until=until)
    return ""


def hand(w: Words, view: dict) -> str:
    """A player's own cards, for their eyes only."""
    seat = view["seat"]
    parts = []
    if view["hand"]:
        parts.append(w("hand.cards", cards=", ".join(card(w, c) for c in view["hand"])))
    elif view["step"] == G.DRAFT:
        parts.append(w("hand.not_picked"))
    else:
        parts.append(w("hand.none"))
    if view["revealed"][seat]:
        parts.append(w("hand.revealed", cards=", ".join(w.card(c) for c in view["revealed"][seat])))
    parts.append(w("hand.coins", n=view["coins"][seat]))
    if view.get("drawn"):
        parts.append(w("hand.drawn", cards=", ".join(card(w, c) for c in view["drawn"])))
    if view.get("factions"):
        parts.append(w("hand.faction", faction=faction(w, view["factions"][seat])))
    if view.get("shown") is not None:   # R99: the examined card, for the two players concerned
        if seat == view["turn"]:
            parts.append(w("hand.examined", target=view["players"][view["target"]], card=card(w, view["shown"])))
        else:
            parts.append(w("hand.showed", actor=view["players"][view["turn"]], card=card(w, view["shown"])))
    redrawn = view.get("redrawn")
    if redrawn is not None:   # R95: the card drawn in place of the one shown, for its owner only
        parts.append(w("hand.redrawn", turn=redrawn["turn"], shown=card(w, redrawn["shown"]),
                       drawn=card(w, redrawn["drawn"])))
    return "\n".join(parts)


def turn_header(w: Words, view: dict) -> str:
    """A line above the first turn's log: only the draft, which has no turn yet, needs one."""
    return w("turn.draft") if view["step"] == G.DRAFT else ""


def rules(w: Words, played: dict | None = None) -> list[str]:
    """The reference card of the game played here (R70): its own characters (the Inquisitor
    in place of the Ambassador, R90), then Reformation's rules when it is played, naming
    Examine only where the Inquisitor is. One text per message, each within Discord's
    2,000 characters."""
    played = played or {}
    inquisitor = "yes" if played.get("inquisitor") else "no"
    texts = [w("rules", characters=w("rules.inquisitor" if played.get("inquisitor") else "rules.ambassador"))]
    if played.get("reformation"):
        texts.append(w("rules.reformation", inquisitor=inquisitor))
    return texts


def series_lines(w: Words, played, names: list[str], status: str) -> list[str]:
    """Where a series stands after a game: wins so far and who starts next (R60), or its
    end — each game's winner and turns, and who takes the series (R61) — or that it was
    abandoned (R62)."""
    wins = ", ".join(f"{names[i]} {played.wins[i]}" for i in range(len(names)))
    lines = []
    if status == S.RUNNING and played.next_game is not None:
        lines.append(w("series.standing", done=played.games_played, wins=wins,
                       starter=names[played.starter(played.next_game)]))
        lines.append(w("series.next_help"))
        return lines
    if status == S.ABANDONED:
        lines.append(w("series.abandoned", name=names[played.left] if played.left is not None else "?", wins=wins))
        return lines
    if status == CANCELLED:
        lines.append(w("series.cancelled"))
        return lines
    for k, result in enumerate(played.results):
        if result.winner is None:   # R57: won by a computer that took over a seat
            lines.append(w("series.game_stand_in", k=k + 1, turns=result.turns))
        else:
            lines.append(w("series.game", k=k + 1, name=names[result.winner], turns=result.turns))
    outcome = played.outcome
    if outcome.status == S.WON:
        (seat,) = outcome.winners
        lines.append(w("series.won", n=played.wins[seat], name=names[seat]))
    else:
        lines.append(w("series.shared", n=played.wins[outcome.winners[0]],
                       names=w.list([names[s] for s in outcome.winners])))
    return lines


def leaderboard(w: Words, season: tuple, rows, total: int, page: int, computers) -> str:
    """One page of a season's leaderboard: people ranked by wins (then fewer games), and
    computer players apart."""
    _, number, name = season
    pages = max(1, -(-total // 10))
    lines = [w("board.title", season=season_name(w, number, name), page=page, pages=pages)]
    if not rows:
        lines.append(w("board.empty"))
    for r in rows:
        series = w("board.series", won=r.series_won, shared=r.series_shared) if r.series_won or r.series_shared else ""
        name = f"<@{r.user_id}>" if r.user_id >= 0 else w("former.player")
        lines.append(w("board.row", rank=r.rank, name=name, wins=r.wins, games=r.games,
                       rate=f"{r.win_rate:.0%}", series=series))
    if computers:
        lines.append(w("board.computers"))
        for r in computers:
            lines.append(w("board.computer_row", level=w(f"level.{r.computer}"), wins=r.wins, games=r.games,
                           rate=f"{r.win_rate:.0%}"))
    return "\n".join(lines)


def member_stats(w: Words, who: str, stats, season: str | None) -> str:
    s = stats
    lines = [w("stats.title", name=who, scope=season or w("stats.all_time")),
             w("stats.games", games=s.games, wins=s.wins, rate=f"{s.wins / s.games:.0%}",
               finish=average(w, s.finish_avg)),
             w("stats.series", played=s.series_played, won=s.series_won, shared=s.series_shared,
               abandoned=s.series_abandoned),
             w("stats.challenges", made=s.challenges, won=s.challenges_won),
             w("stats.bluffs", claims=s.claims, bluffs=s.bluffs, caught=s.bluffs_caught),
             w("stats.blocks", n=s.blocks)]
    return "\n".join(lines)


def average(w: Words, value: float) -> str:
    """An average as the reader's language writes a number: "2.5", "2,5"; "2", not "2.00"."""
    return format_decimal(round(value, 2), format="0.##", locale=w.lang)


def bluff(w: Words, b, names: list[str]) -> str:
    """One claim of the game-over list that was a bluff (an Embezzle's: holding a Duke, R79)."""
    caught = w("over.bluff.caught") if b.caught else ""
    if b.card == NOT_DUKE:
        return w("over.bluff.embezzle", turn=b.turn_no, name=names[b.seat], duke=card(w, DUKE), caught=caught)
    return w(f"over.bluff.{b.kind}", turn=b.turn_no, name=names[b.seat], card=card(w, b.card), caught=caught)


def history(w: Words, who: str, guild_id: int, games, series) -> str:
    lines = [w("history.title", name=who)]
    for table_id, ended, won, finish, players, turns, channel_id, message_id, series_id, game_no in games:
        link = (f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}" if message_id
                else f"<#{channel_id}>")
        where = w("history.in_series", k=(game_no or 0) + 1) if series_id else ""
        key = "history.won" if won else "history.lost"
        lines.append(w(key, when=timestamp(ended, "d"), finish=finish, players=players, turns=turns,
                       link=link, series=where))
    if series:
        lines.append(w("history.series_title"))
        for series_id, wins, outcome, ended, channel_id in series:
            lines.append(w(f"history.series.{outcome}", when=timestamp(ended, "d"), wins=wins,
                           channel=f"<#{channel_id}>"))
    return "\n".join(lines)


def jump(guild_id: int, channel_id: int | None, message_id: int | None) -> str:
    """A link to a message (or to its channel)."""
    if message_id:
        return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"
    return f"<#{channel_id}>"


def log_pages(w: Words, events, names: list[str], limit: int = 1800) -> list[str]:
    """A game's public history, turn by turn, cut into pages that keep turns whole where
    they can (R53: public events only)."""
    turns: list[list[Event]] = [[]]
    for e in events:
        if e.to is not None:
            continue
        if e.kind == E.TURN:
            turns.append([])
        turns[-1].append(e)
    turns = [log_lines(w, t, names) for t in turns]
    pages, page = [], ""
    for turn in (t for t in turns if t):
        text = "\n".join(turn)
        if len(text) > limit:
            text = fit_lines(turn, limit)
        if page and len(page) + 2 + len(text) > limit:
            pages.append(page)
            page = ""
        page = f"{page}\n\n{text}" if page else text
    if page:
        pages.append(page)
    return pages or [""]


def season_name(w: Words, number: int, name: str | None) -> str:
    return name or w("season.default", n=number)
