"""Tools for killing, fuzzing and faulting the bot: what the channel shows, what the database
holds, requests held at a precise moment, and the bot's own log.

Used by tests/bot/test_kills.py, test_faults.py, test_hostile.py and by bench/chaos.py and
bench/fuzz.py. Nothing here changes the bot or the fake Discord: the fake's REST handlers
are wrapped from the outside (:class:`Gate`), the database is read with a plain sqlite3
connection (:class:`Peek`).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from bot.store.sqlite import SqliteStore
from engine.cards import ALL_CHARACTERS as CHARACTERS
from tests.bot.stores import closed_after
from tests.fakediscord.text import body_texts
from tests.fakediscord.model import ApiError
from tests.fakediscord.payloads import walk_components

ROOT = Path(__file__).resolve().parents[2]

#: custom_id of a game component: prefix, kind, table id, prompt (or turn), optional argument
GAME_ID = re.compile(r"^(coup|coupsel):([a-z_]+):(\d+):(\d+)(?::(.*))?$")
LOBBY_ID = re.compile(r"^coup:lobby:([a-z]+):(\d+)$")
#: kinds of button that act on a running game (a "live" button of a turn message)
LIVE_KINDS = frozenset(("act", "challenge", "allow", "block", "decide", "cards", "more"))
#: kinds whose id carries the prompt they were drawn for
PROMPT_KINDS = frozenset(("act", "challenge", "allow", "block", "decide", "more"))
LOBBY_LIVE = frozenset(("join", "leave", "start", "cancel"))
TURN_RE = re.compile(r"\*\*Turn (\d+)\*\*")
TRACEBACK = "Traceback (most recent call last)"
CARD_RE = re.compile(r"\b(" + "|".join(CHARACTERS) + r")\b")


# ---------------------------------------------------------------------------- the database


@dataclass
class Row:
    """A stored table, decoded enough for checks."""

    id: int
    status: str
    guild_id: int
    channel_id: int
    players: list
    state: dict | None
    version: int
    prompt_no: int
    deadline: float | None
    message_id: int | None
    message_turn: int | None
    summary_id: int | None
    lobby_message_id: int | None

    @property
    def turn_no(self) -> int | None:
        return self.state["turn_no"] if self.state else None

    @property
    def step(self) -> str | None:
        return self.state["step"] if self.state else None

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, p in enumerate(self.players) if p["id"] == user_id), None)

    def hands(self) -> dict[int, list[str]]:
        """Hidden cards by user id."""
        if not self.state:
            return {}
        return {p["id"]: list(self.state["hands"][i]) for i, p in enumerate(self.players)}


class Peek:
    """Reads the bot's SQLite file from outside (WAL lets it read while the bot writes)."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._con: sqlite3.Connection | None = None

    def con(self) -> sqlite3.Connection:
        if self._con is None:
            self._con = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            self._con.row_factory = sqlite3.Row
        return self._con

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

    def _row(self, r) -> Row:
        return Row(id=r["id"], status=r["status"], guild_id=r["guild_id"], channel_id=r["channel_id"],
                   players=json.loads(r["players"]), state=json.loads(r["state"]) if r["state"] else None,
                   version=r["version"], prompt_no=r["prompt_no"], deadline=r["deadline"],
                   message_id=r["message_id"], message_turn=r["message_turn"], summary_id=r["summary_id"],
                   lobby_message_id=r["lobby_message_id"])

    def tables(self) -> list[Row]:
        try:
            return [self._row(r) for r in self.con().execute(_ROWS + " ORDER BY t.id")]
        except sqlite3.OperationalError as e:
            if "no such table" in str(e):
                return []
            raise

    def table(self, table_id: int) -> Row | None:
        r = self.con().execute(_ROWS + " WHERE t.id=?", (table_id,)).fetchone()
        return self._row(r) if r else None

    def in_channel(self, channel_id: int) -> Row | None:
        r = self.con().execute(_ROWS + " WHERE t.channel_id=? ORDER BY t.id DESC LIMIT 1",
                               (channel_id,)).fetchone()
        return self._row(r) if r else None

    def max_event_id(self, table_id: int | None = None) -> int:
        if table_id is None:
            r = self.con().execute("SELECT COALESCE(MAX(id), 0) FROM events").fetchone()
        else:
            r = self.con().execute("SELECT COALESCE(MAX(id), 0) FROM events WHERE table_id=?", (table_id,)).fetchone()
        return r[0]

    def events(self, table_id: int, after: int = 0) -> list[dict]:
        rows = self.con().execute(
            "SELECT id, version, kind, audience, payload FROM events WHERE table_id=? AND id>? ORDER BY id",
            (table_id, after)).fetchall()
        return [{"id": r["id"], "version": r["version"], "kind": r["kind"], "audience": r["audience"],
                 **json.loads(r["payload"])} for r in rows]

    def events_by_id(self, ids) -> dict[int, dict]:
        ids = list(ids)
        out = {}
        for i in range(0, len(ids), 500):
            chunk = ids[i:i + 500]
            marks = ",".join("?" * len(chunk))
            for r in self.con().execute(f"SELECT id, table_id, version, kind, payload FROM events WHERE id IN ({marks})",
                                        chunk):
                out[r["id"]] = {"table_id": r["table_id"], "version": r["version"], "kind": r["kind"],
                                **json.loads(r["payload"])}
        return out

    def integrity(self) -> str:
        rows = self.con().execute("PRAGMA integrity_check").fetchall()
        return "; ".join(r[0] for r in rows)

    def fingerprint(self) -> tuple:
        """Everything a refused input must leave as it was: every table's row (but the columns the
        bot keeps for itself: what the channel shows, message ids) and the number of events."""
        con = self.con()
        rows = con.execute("SELECT id, status, players, state, version, prompt_no, deadline, host_id,"
                           " turn_events, more_time, departed, winner_id FROM tables ORDER BY id").fetchall()
        events = con.execute("SELECT COUNT(*), COALESCE(MAX(id), 0) FROM events").fetchone()
        others = []
        for name in ("series", "results", "reminders", "guild_settings", "member_prefs", "seasons", "standings"):
            try:
                others.append(tuple(tuple(r) for r in con.execute(f"SELECT * FROM {name}")))
            except sqlite3.OperationalError:
                others.append(None)
        return tuple(tuple(r) for r in rows), tuple(events), tuple(others)


#: A table's row with what its channel shows (the courier keeps that apart, in ``shown``).
_ROWS = ("SELECT t.*, s.message_id, s.message_turn, s.summary_id, s.lobby_message_id"
         " FROM tables t LEFT JOIN shown s ON s.table_id = t.id")


def doubled_events(events: list[dict]) -> list[str]:
    """Signs of a move applied twice in one table's event log: a version whose rows are not
    together, versions out of order, or two consecutive moves that cannot repeat (the same
    declaration, challenge, block, proof or concession twice in a row)."""
    problems = []
    groups: list[tuple[int, list]] = []
    for e in events:
        if groups and groups[-1][0] == e["version"]:
            groups[-1][1].append(e)
        else:
            groups.append((e["version"], [e]))
    seen = set()
    last = None
    for version, rows in groups:
        if version in seen:
            problems.append(f"version {version} appears twice")
        seen.add(version)
        if last is not None and version <= last:
            problems.append(f"version {version} after {last}")
        last = version
    keyed = [[(r["kind"], r["audience"], r.get("player"), r.get("target"), json.dumps(r.get("card")), r.get("amount"),
               r.get("action")) for r in rows] for _, rows in groups]
    once = {"declare", "challenge", "block", "prove", "concede", "exchanged", "win", "start"}
    for i in range(1, len(keyed)):
        if keyed[i] == keyed[i - 1] and keyed[i][0][0] in once:
            problems.append(f"versions {groups[i - 1][0]} and {groups[i][0]} repeat {keyed[i][0][0]}")
    wins = sum(1 for e in events if e["kind"] == "win")
    if wins > 1:
        problems.append(f"{wins} wins")
    return problems


# ---------------------------------------------------------------------------- the channel


def parse_id(custom_id: str):
    m = GAME_ID.match(custom_id or "")
    if m is None:
        return None
    prefix, kind, table, prompt, arg = m.groups()
    return kind, int(table), int(prompt), arg


def live_buttons(message) -> list[str]:
    """custom_ids of the enabled buttons that act on a running game or an open lobby."""
    out = []
    for b in message.buttons + message.selects:
        if b.get("disabled"):
            continue
        cid = b.get("custom_id") or ""
        parsed = parse_id(cid)
        if parsed is not None and parsed[0] in LIVE_KINDS:
            out.append(cid)
        m = LOBBY_ID.match(cid)
        if m is not None and m.group(1) in LOBBY_LIVE:
            out.append(cid)
    return out


def buttons_of(payload: dict) -> list[dict]:
    """The buttons of a message payload (a snapshot), in order."""
    return [c for c in walk_components(payload.get("components")) if c.get("type") == 2]


def turn_of(message) -> int | None:
    m = TURN_RE.search(message.body or "")
    return int(m.group(1)) if m else None


def describe(messages) -> list[str]:
    """One line per message, for assertion messages: id, turn, how it was made, live buttons."""
    out = []
    for m in messages:
        first = (m.body or "").strip().splitlines()
        out.append(f"{m.id} turn={turn_of(m)} {'followup' if m.payload.get('webhook_id') else 'post'}"
                   f" nonce={m.payload.get('nonce')} live={live_buttons(m)} {first[0][:40] if first else ''!r}"
                   f" ... {first[-1][:50] if first else ''!r}")
    return out


def is_game_over(message) -> bool:
    return (message.body or "").startswith("🏆")


@dataclass
class ChannelReport:
    ok: bool
    problems: list[str] = field(default_factory=list)
    duplicates: list[int] = field(default_factory=list)   # message ids of turn messages shown twice
    orphans: list[int] = field(default_factory=list)      # messages with live buttons that are not the current turn's
    game_overs: int = 0


def check_channel(messages, row: Row, bot_id: int | None = None) -> ChannelReport:
    """Does the channel show the stored table? One message per turn; the current turn's shows
    the stored turn and prompt; no other message has live buttons; a finished game has its
    game-over message once and no live buttons."""
    msgs = [m for m in messages if bot_id is None or m.author_id == bot_id]
    problems: list[str] = []
    by_turn: dict[int, list] = {}
    for m in msgs:
        n = turn_of(m)
        if n is not None:
            by_turn.setdefault(n, []).append(m)
    duplicates = [m.id for ms in by_turn.values() for m in ms[1:]]
    if duplicates:
        problems.append(f"turns shown twice: {sorted(n for n, ms in by_turn.items() if len(ms) > 1)}")
    game_overs = sum(1 for m in msgs if is_game_over(m))
    current = None
    if row.status == "running" and row.state is not None:
        shown = by_turn.get(row.turn_no) or []
        if not shown:
            problems.append(f"no message for turn {row.turn_no}")
        else:
            current = shown[-1]
            ids = [parse_id(c) for c in live_buttons(current)]
            prompts = {p[2] for p in ids if p and p[0] in PROMPT_KINDS}
            cards = [p for p in ids if p and p[0] == "cards"]
            if not ids:
                problems.append(f"turn {row.turn_no}'s message has no buttons")
            elif prompts != {row.prompt_no}:
                problems.append(f"turn {row.turn_no}'s buttons are for prompt {sorted(prompts)}, "
                                f"the game is at {row.prompt_no}")
            elif not cards or cards[0][2] != row.turn_no:
                problems.append("the My cards button is not the current turn's")
        if game_overs:
            problems.append("a game-over message for a running game")
    elif row.status == "finished":
        if game_overs != 1:
            problems.append(f"{game_overs} game-over messages")
    orphans = [m.id for m in msgs if m is not current and live_buttons(m)
               and not (row.status == "lobby" and m.id == row.lobby_message_id)]
    if orphans:
        problems.append(f"{len(orphans)} message(s) with live buttons besides the current turn's")
    return ChannelReport(not problems, problems, duplicates, orphans, game_overs)


# ---------------------------------------------------------------------------- holding a request


@dataclass
class Hold:
    """One request of the bot, held by the fake before (or after) it is handled."""

    match: Callable[[str, str, Any], bool]   # (method, path, body) -> hold it?
    after: bool = False                      # hold after the fake handled it (the bot never hears back)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    released: asyncio.Event = field(default_factory=asyncio.Event)
    drop: bool = False                       # on release: answer an error instead of handling it
    status: int = 500                        # the error's status (Discord's client retries a 5xx, not a 4xx)
    request: tuple | None = None             # (method, path, body) of the request held
    result: Any = None

    def release(self, *, drop: bool = False, status: int = 500) -> None:
        self.drop, self.status = drop, status
        self.released.set()

    async def wait(self, timeout: float) -> bool:
        try:
            await asyncio.wait_for(self.arrived.wait(), timeout)
            return True
        except asyncio.TimeoutError:
            return False


class Gate:
    """Wraps every REST handler of a fake Discord so a test can hold one request at a precise
    moment: e.g. the post of a new turn message (between the commit and the post), or its
    answer (between the post and the bot storing the message id)."""

    def __init__(self, fd):
        self.fd = fd
        self.holds: list[Hold] = []
        for route in fd.server.rest.routes:
            route.handler = self._wrap(route.handler)

    def hold(self, match: Callable[[str, str, Any], bool], *, after: bool = False) -> Hold:
        h = Hold(match, after)
        self.holds.append(h)
        return h

    def cancel(self, h: Hold) -> None:
        if h in self.holds:
            self.holds.remove(h)
        h.release()

    def _take(self, method: str, path: str, body, after: bool) -> Hold | None:
        for h in self.holds:
            if h.after == after:
                try:
                    hit = h.match(method, path, body)
                except Exception:
                    hit = False
                if hit:
                    self.holds.remove(h)
                    h.request = (method, path, body)
                    return h
        return None

    def _wrap(self, handler):
        async def wrapped(req):
            method, path, body = req.request.method, req.request.path, req.body
            h = self._take(method, path, body, after=False) if self.holds else None
            if h is not None:
                h.arrived.set()
                await h.released.wait()
                if h.drop:
                    raise ApiError(h.status, 0, "held by a test and dropped")
            result = await handler(req)
            h = self._take(method, path, body, after=True) if self.holds else None
            if h is not None:
                h.result = result
                h.arrived.set()
                await h.released.wait()
            return result
        return wrapped


def content_of(body) -> str:
    """What a request's message says: its content, or its V2 text displays."""
    return "\n".join(body_texts(body)) if isinstance(body, dict) else ""


CHANNEL_POST = re.compile(r"/channels/\d+/messages$")
FOLLOWUP = re.compile(r"/webhooks/\d+/[^/]+$")


def new_message(method: str, path: str) -> bool:
    """A request that makes a new message: a channel post or an interaction follow-up."""
    return method == "POST" and bool(CHANNEL_POST.search(path) or FOLLOWUP.search(path))


def posts_turn(channel_ids=None) -> Callable[[str, str, Any], bool]:
    """Matches the post of a turn message (a channel post or a follow-up)."""
    def match(method, path, body):
        if not new_message(method, path) or not TURN_RE.search(content_of(body)):
            return False
        if channel_ids is None or "/webhooks/" in path:
            return True
        return any(f"/channels/{c}/" in path for c in channel_ids)
    return match


def posts_game_over() -> Callable[[str, str, Any], bool]:
    def match(method, path, body):
        return new_message(method, path) and content_of(body).startswith("🏆")
    return match


def answers_interaction(interaction_id: int | None = None) -> Callable[[str, str, Any], bool]:
    def match(method, path, body):
        if method != "POST" or not path.endswith("/callback"):
            return False
        return interaction_id is None or f"/interactions/{interaction_id}/" in path
    return match


def any_request(channel_ids=None) -> Callable[[str, str, Any], bool]:
    """Any write the bot makes to the channel (post, edit, delete, follow-up, callback)."""
    def match(method, path, body):
        if method == "GET":
            return False
        if channel_ids is None:
            return True
        return any(f"/channels/{c}/" in path for c in channel_ids) or "/webhooks/" in path or "/interactions/" in path
    return match


# ---------------------------------------------------------------------------- the bot's process


async def nothing_behind(db_path, timeout: float = 10.0) -> None:
    """Wait until the store says no channel is behind (bot/store/behind.py): every change of
    every table is shown, and what shows it is saved. A bot then has nothing left to draw:
    what it would still post, it has posted."""
    async with closed_after(await SqliteStore.open(db_path)) as store:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while behind := await store.shown.behind():
            assert loop.time() < end, f"still behind after {timeout} s: {behind}"
            await asyncio.sleep(0.05)


async def kill(proc) -> None:
    """SIGKILL: no clean-up of any kind."""
    if proc.returncode is None:
        try:
            proc.send_signal(signal.SIGKILL)
        except ProcessLookupError:
            pass
    await proc.wait()


def tracebacks(log_path: Path | str) -> list[str]:
    """Each traceback in the bot's log, with the log line before it."""
    try:
        text = Path(log_path).read_text(errors="replace")
    except FileNotFoundError:
        return []
    text = re.sub(r"\x1b\[[0-9;]*m", "", text)
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        if TRACEBACK in line:
            tail = next((ln for ln in lines[i + 1:i + 60] if ln and not ln.startswith((" ", "\t"))), "")
            out.append(f"{lines[i - 1] if i else ''} | {tail}".strip())
    return out


def log_text(log_path: Path | str) -> str:
    try:
        return re.sub(r"\x1b\[[0-9;]*m", "", Path(log_path).read_text(errors="replace"))
    except FileNotFoundError:
        return ""


# ---------------------------------------------------------------------------- hidden cards


PUBLIC_CARD_LINE = re.compile(
    r"claims|challenges|shows a|does not show|blocks with|is revealed|Block \(|Block with|✕|· out ·|must show a"
    r"|Challenge or allow|claimed .* without holding one|blocked with .* without holding one|Revealed:"
    r"|challenged!|^You showed your|whole hand|hold no|turns their cards face up"
    r"|(standard|draft) · (Reformation · )?Inquisitor")   # the Inquisitor option's name (R70)


def _reference_lines() -> frozenset[str]:
    """The rules' reference card names every card: it tells nobody's hand."""
    try:
        from bot.i18n import words
        from bot import render
        texts = [text for reformation in (False, True) for inquisitor in (False, True)   # each game's own card
                 for text in render.rules(words("en"), {"reformation": reformation, "inquisitor": inquisitor})]
        return frozenset(line for text in texts for line in text.splitlines() if line.strip())
    except Exception:
        return frozenset()


REFERENCE = _reference_lines()


REPLAY = re.compile(r"^\*\*Replay · game #(\d+)\*\*")


def leaks(texts: list[str], viewer_id: int | None, hands: dict[int, list[str]], drawn: dict[int, list[str]] | None = None,
          public: bool = False, known: set[str] | frozenset = frozenset(),
          finished: set[int] | frozenset = frozenset()) -> list[str]:
    """Lines that show hidden cards to someone who may not see them.

    ``hands``: every player's hidden cards by user id (at the time); ``drawn``: an exchanging
    player's drawn cards; ``known``: cards face up on the table. In a public text no line names
    a card unless it is one of the public kinds of line (a claim, a challenge, a revealed card,
    a block button …) and no line shows anyone's hand. In a text shown to one person, a line
    that names cards (and is not a public kind of line) names only cards that person holds,
    drew, or that are face up. A replay of a game in ``finished`` shows every hand by design
    (issue 36: once the game is over); a replay of any other game is a leak.
    """
    out = []
    mine = set(hands.get(viewer_id, [])) | set((drawn or {}).get(viewer_id, [])) if viewer_id is not None else set()
    for text in texts:
        replay = REPLAY.match(text or "")
        if replay and int(replay.group(1)) in finished:
            continue
        for line in (text or "").splitlines():
            private_line = "Your cards" in line or "Drawn from the Court deck" in line
            if public and line not in REFERENCE:
                if private_line or (CARD_RE.search(line) and not PUBLIC_CARD_LINE.search(line)):
                    out.append(line)
                continue
            if line in REFERENCE:
                continue
            named = set(CARD_RE.findall(line))
            if not named or (PUBLIC_CARD_LINE.search(line) and not private_line):
                continue
            if viewer_id not in hands or not named <= mine | set(known):
                out.append(line)
    return out


def env_for(fd, db_path, **env) -> dict:
    return {**os.environ, "DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": fd.api_base,
            "DATABASE_PATH": str(db_path), "PYTHONUNBUFFERED": "1", "LOG_LEVEL": "INFO",
            "COUP_COMPUTER_DELAY": "0.05", **{k: str(v) for k, v in env.items()}}
