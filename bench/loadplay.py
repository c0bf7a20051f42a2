"""People playing many games at once through ``tests/fakediscord``, for load runs.

* :class:`Monitor` wraps the fake server's message operations (create, edit, delete) of
  one :class:`~tests.fakediscord.FakeDiscord` instance (the fake itself is not changed):
  each watched channel learns at once that it changed, the newest turn message of each
  channel is known without scanning it, and the moment a click's result shows up in the
  channel is timed ("visibility"). It also counts public creates, edits and deletes and
  the turns shown ("**Turn N**").
* :class:`CoupPlayers` plays one channel's games for 3–6 people: ``/coup new``, Join,
  Start, then plausible moves (mostly Income / Foreign aid / Tax, sometimes Steal,
  Assassinate or Exchange, Coup when it can; Allow mostly, sometimes Challenge or Block;
  private decisions through the ephemeral), each click after a think time. A finished
  game is followed by a new one in the same channel. It reads both the current bot's
  labels and the older bot's ("Show or concede", "Reveal X", "Don't show (lose a card)").
* :class:`Presser` clicks the minimal bot's one button at the same pace.

Used by ``bench/bot_load.py`` and ``tests/bot/test_load.py``.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import dataclass, field

from tests.bot.players import awaited

TURN_RE = re.compile(r"\*\*Turn (\d+)\*\*")
#: Action buttons, and how often a player picks each when it is enabled.
ACTION_WEIGHTS = {"Income": 3.0, "Foreign aid": 2.0, "Tax": 3.0, "Exchange": 1.0, "Steal": 1.5,
                  "Assassinate": 1.0, "Coup": 2.0}
NOT_DECISIONS = ("My cards", "More time")


def is_turn_message(content: str) -> bool:
    return "**Turn" in content or "**Draft**" in content


def enabled_labels(msg) -> list[str]:
    return [b.get("label") or "" for b in msg.buttons if not b.get("disabled")]


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    k = min(len(s) - 1, max(0, int(round(q / 100 * (len(s) - 1)))))
    return s[k]


def dist_ms(values: list[float]) -> dict:
    """p50/p90/p99/max in milliseconds of durations in seconds."""
    out = {"n": len(values)}
    for name, q in (("p50", 50), ("p90", 90), ("p99", 99), ("max", 100)):
        v = percentile(values, q)
        out[name] = None if v is None else round(v * 1000, 2)
    return out


@dataclass
class Watch:
    """What the driver knows of one game channel."""

    channel_id: int
    any_message: bool = False      # every public change counts as the display (the minimal bot)
    event: asyncio.Event = field(default_factory=asyncio.Event)
    turn_msg: object = None        # the newest turn message (a live StoredMessage)
    over: bool = False             # a game-over message (🏆) was posted since the game started
    game_no: int = 0
    changes: int = 0
    pending: tuple | None = None   # (click time, message id, content) until the channel shows a change
    started: bool = False          # the current game showed its first turn


@dataclass
class Stats:
    """What the players measured (only clicks made while ``counting``)."""

    counting: bool = False
    since: float = 0.0
    latency: list = field(default_factory=list)      # s, dispatch → first callback
    visible: list = field(default_factory=list)      # s, click → channel shows the result
    visible_private: list = field(default_factory=list)  # the same, for clicks in an ephemeral
    clicks: int = 0
    unanswered: int = 0
    refused: int = 0               # answered with a bare ephemeral (out of date, not yours …)
    refusals: dict = field(default_factory=dict)   # their texts (first line, numbers dropped) → count
    misclicks: int = 0             # the button was gone or disabled by the time the player clicked
    not_shown: int = 0             # clicks whose result the channel had not shown after the wait
    games_started: int = 0
    games_finished: int = 0
    stuck: int = 0                 # a game that showed nothing to do for a long time

    def refuse(self, text: str) -> None:
        if not self.counting:
            return
        self.refused += 1
        key = re.sub(r"\d+", "N", (text or "").split("\n")[0])[:80]
        self.refusals[key] = self.refusals.get(key, 0) + 1

    def start(self, now: float) -> None:
        self.counting, self.since = True, now
        self.latency, self.visible, self.visible_private = [], [], []
        self.clicks = self.unanswered = self.refused = self.misclicks = self.not_shown = 0
        self.refusals = {}
        self.games_started = self.games_finished = self.stuck = 0


class Monitor:
    """Wraps ``server.create_message`` / ``edit_message`` / ``delete_message`` of one fake."""

    def __init__(self, server, stats: Stats):
        self.server = server
        self.stats = stats
        self.watches: dict[int, Watch] = {}
        self.stopped = False   # players return at their next step once set
        self.counts = {"creates": 0, "turn_creates": 0, "other_creates": 0, "edits": 0, "deletes": 0, "turns": 0}
        self._turns_seen: set = set()
        self._loop = asyncio.get_running_loop()
        create, edit, delete = server.create_message, server.edit_message, server.delete_message

        def create_message(channel, body, **kw):
            msg = create(channel, body, **kw)
            w = self.watches.get(channel.id)
            if w is not None and not msg.ephemeral:
                self._changed(w, msg, True)
            return msg

        def edit_message(msg, body, **kw):
            out = edit(msg, body, **kw)
            w = self.watches.get(msg.channel_id)
            if w is not None and not msg.ephemeral:
                self._changed(w, msg, False)
            return out

        def delete_message(msg, **kw):
            out = delete(msg, **kw)
            w = self.watches.get(msg.channel_id)
            if w is not None and not msg.ephemeral and self.stats.counting:
                self.counts["deletes"] += 1
            return out

        server.create_message, server.edit_message, server.delete_message = create_message, edit_message, delete_message

    def watch(self, channel_id: int, *, any_message: bool = False) -> Watch:
        w = self.watches.get(channel_id)
        if w is None:
            w = self.watches[channel_id] = Watch(channel_id, any_message)
        return w

    def reset_counts(self) -> None:
        for k in self.counts:
            self.counts[k] = 0

    def _changed(self, w: Watch, msg, created: bool) -> None:
        now = time.monotonic()
        content = msg.body
        turnish = is_turn_message(content)
        counting = self.stats.counting
        if created:
            if counting:
                self.counts["creates"] += 1
                self.counts["turn_creates" if turnish else "other_creates"] += 1
            if turnish:
                w.turn_msg = msg
                w.started = True
            if "🏆" in content and w.started:
                w.over = True
        elif counting:
            self.counts["edits"] += 1
        if turnish:
            for n in TURN_RE.findall(content):
                key = (w.channel_id, w.game_no, n)
                if key not in self._turns_seen:
                    self._turns_seen.add(key)
                    if counting:
                        self.counts["turns"] += 1
        if w.any_message and created:
            w.turn_msg = msg
        pending = w.pending
        if pending is not None and (turnish or w.any_message) and (msg.id, content) != pending[1:3]:
            if counting and pending[0] >= self.stats.since:
                self.stats.visible.append(now - pending[0])
                if len(pending) > 3 and pending[3]:
                    self.stats.visible_private.append(now - pending[0])
            w.pending = None
        w.changes += 1
        w.event.set()


async def wait_until(w: Watch, check, timeout: float) -> bool:
    """Wait until ``check()`` holds, re-checking whenever the channel changes.

    (Not ``asyncio.wait_for``: on Python 3.11 it can swallow a cancellation that comes as
    the awaited event is set, and a player would then never stop.)"""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        w.event.clear()
        if check():
            return True
        left = end - loop.time()
        if left <= 0:
            return False
        wake = loop.call_later(left, w.event.set)
        try:
            await w.event.wait()
        finally:
            wake.cancel()


class Clicker:
    """Clicks through the fake and times the answer."""

    def __init__(self, fd, stats: Stats, rng: random.Random, think: float | tuple[float, float], *, answer_timeout: float = 10.0):
        self.fd = fd
        self.stats = stats
        self.rng = rng
        self.think_mean = think
        self.answer_timeout = answer_timeout

    async def think(self) -> None:
        """Wait before a click: exponential around a mean, or uniform in a (low, high) range."""
        t = self.think_mean
        if isinstance(t, tuple):
            await asyncio.sleep(self.rng.uniform(*t))
        else:
            await asyncio.sleep(self.rng.expovariate(1.0 / t) if t > 0 else 0)

    async def press(self, user, msg, label: str | None = None, *, values=None, late: bool = False):
        """A click (or a select with ``values``); the bot's first answer, or None."""
        fd = self.fd
        try:
            if values is not None:
                ix = await fd.select(user, msg, values=values, late=late)
            else:
                ix = await fd.click(user, msg, label=label, late=late)
        except (LookupError, ValueError, PermissionError):
            self.stats.misclicks += 1
            return None
        return await self.answer(ix)

    async def answer(self, ix):
        try:
            resp = await ix.response(timeout=self.answer_timeout)
        except asyncio.TimeoutError:
            if self.stats.counting and ix.created_at >= self.stats.since:
                self.stats.unanswered += 1
            return None
        if self.stats.counting and ix.created_at >= self.stats.since:
            self.stats.clicks += 1
            self.stats.latency.append(ix.first_callback_at - ix.created_at)
        return resp


class CoupPlayers(Clicker):
    """The people of one channel, playing one Coup game after another."""

    def __init__(self, fd, monitor: Monitor, channel, members, *, rng: random.Random, think,
                 players: tuple[int, int] = (3, 6), challenge: float = 0.08, block: float = 0.2,
                 max_turns: int | None = None, games: int | None = None, stuck_after: float = 15.0,
                 shown_timeout: float = 10.0):
        super().__init__(fd, monitor.stats, rng, think)
        self.monitor = monitor
        self.channel = channel
        self.members = list(members)
        self.w = monitor.watch(channel.id)
        self.n_players = players
        self.p_challenge = challenge
        self.p_block = block
        self.max_turns = max_turns
        self.games = games
        self.stuck_after = stuck_after
        self.shown_timeout = shown_timeout   # how long a click's result may take to show
        self.players: list = []
        self.table_ids: list[int] = []   # not known to the driver; kept for callers that look them up

    async def run(self) -> None:
        played = 0
        while (self.games is None or played < self.games) and not self.monitor.stopped:
            started = await self.new_game()
            if started is None and self.players:   # the channel's game is still on: play it on
                await self.play()
                continue
            if not started:
                await asyncio.sleep(1.0)
                continue
            await self.play()
            played += 1

    # ------------------------------------------------------------------ the lobby

    async def new_game(self) -> bool | None:
        """``/coup new``, Join, Start: True once started, None if the channel's game is still
        running (it looked stuck, but the bot says it is not over), False otherwise."""
        w, rng = self.w, self.rng
        n = rng.randint(*self.n_players)
        players = rng.sample(self.members, n)
        host, others = players[0], players[1:]
        try:
            ix = await self.fd.invoke_slash(host, self.channel, "coup new", mode="live")   # (alone: the form)
        except (LookupError, PermissionError, ValueError):
            return False
        resp = await self.answer(ix)
        if resp is None or resp.message is None or "Join" not in resp.message.labels:
            self.stats.refuse(resp.body if resp is not None else "(no answer to /coup new)")
            return None if resp is not None and "already" in resp.body else False
        self.players = players
        w.game_no += 1
        w.turn_msg, w.over, w.started = None, False, False
        lobby = resp.message
        for user in others:
            await self.think()
            await self.press(user, lobby, "Join")
        await self.think()
        await self.press(host, lobby, "Start")
        self.stats.games_started += 1
        if not await wait_until(w, lambda: w.turn_msg is not None, 20.0):
            self.stats.stuck += 1
        return True

    # ------------------------------------------------------------------ the game

    def _read(self):
        """(user, label, kind) of the next click, or None when nobody here can act."""
        msg = self.w.turn_msg
        if msg is None or msg.deleted:
            return None
        labels = enabled_labels(msg)
        if not labels:
            return None
        content = msg.body
        people = awaited(content, self.players)
        if not people:
            return None
        user = self.rng.choice(people)
        last = content.strip().splitlines()[-1]
        rng = self.rng
        if "choose your action" in last:
            actions = [(lbl, w) for lbl in labels for name, w in ACTION_WEIGHTS.items() if lbl.startswith(name)]
            if not actions:
                return None
            coups = [lbl for lbl, _ in actions if lbl.startswith("Coup")]
            if coups and (len(actions) == 1 or rng.random() < 0.6):
                label = coups[0]
            else:
                label = rng.choices([a for a, _ in actions], [w for _, w in actions])[0]
            return user, label, "act"
        if "Allow" in labels:
            blocks = [lbl for lbl in labels if lbl.startswith("Block")]
            if blocks and rng.random() < self.p_block:
                return user, rng.choice(blocks), "block"
            if "Challenge" in labels and rng.random() < self.p_challenge:
                return user, "Challenge", "challenge"
            return user, "Allow", "allow"
        decisions = [lbl for lbl in labels if lbl not in NOT_DECISIONS]
        if decisions:
            return user, decisions[0], "decide"
        return None

    def _turn(self) -> int:
        msg = self.w.turn_msg
        found = TURN_RE.findall(msg.body) if msg is not None else []
        return int(found[-1]) if found else 0

    async def play(self) -> None:
        w, loop = self.w, asyncio.get_running_loop()
        idle_since = loop.time()
        while not w.over:
            if self.monitor.stopped or (self.max_turns is not None and self._turn() > self.max_turns):
                return
            choice = self._read()
            if choice is None:
                seen = w.changes
                await wait_until(w, lambda: w.changes != seen or w.over, 2.0)
                if w.changes == seen and loop.time() - idle_since > self.stuck_after:
                    self.stats.stuck += 1
                    return  # nothing happens any more: try a new game here
                continue
            user, label, kind = choice
            msg = w.turn_msg
            seen = w.changes
            await self.think()
            if w.changes != seen or w.turn_msg is not msg:
                continue  # the game moved on meanwhile (a deadline): look again
            snap = (msg.id, msg.body)
            w.pending = (time.monotonic(), *snap) if kind != "decide" else None
            resp = await self.press(user, msg, label)
            if resp is None:   # the button was gone, or no answer: look again once something changes
                w.pending = None
                await wait_until(w, lambda: w.changes != seen, 1.0)
                continue
            if resp.ephemeral and resp.message is not None:
                private = resp.message
                if not (private.buttons or private.selects):
                    w.pending = None
                    self.stats.refuse(private.body)
                    # refused (out of date, not yours …): look again once the channel changes
                    await wait_until(w, lambda: w.changes != seen, self.shown_timeout)
                    continue
                w.pending = None
                await self.think()
                w.pending = (time.monotonic(), *snap, True)
                if await self._private(user, private) is None:
                    w.pending = None
                    await wait_until(w, lambda: w.changes != seen, 1.0)
                    continue
            shown = await wait_until(w, lambda: w.over or w.turn_msg is None or
                                     (w.turn_msg.id, w.turn_msg.body) != snap, self.shown_timeout)
            if not shown:
                w.pending = None
                if self.stats.counting:
                    self.stats.not_shown += 1
            idle_since = loop.time()
        if self.stats.counting:
            self.stats.games_finished += 1

    async def _private(self, user, private):
        """Answer a private decision (or a target choice) in the ephemeral message."""
        rng = self.rng
        if private.selects:
            sel = private.selects[0]
            options = [o["value"] for o in sel.get("options") or []]
            k = max(1, sel.get("min_values", 1))
            return await self.press(user, private, values=rng.sample(options, min(k, len(options))))
        labels = enabled_labels(private)
        if not labels:
            return None
        shows = [lbl for lbl in labels if lbl.startswith("Show ")]
        label = shows[0] if shows and rng.random() < 0.9 else rng.choice(labels)
        return await self.press(user, private, label)


class Presser(Clicker):
    """People clicking the minimal bot's one button in one channel, one click at a time."""

    def __init__(self, fd, monitor: Monitor, channel, members, message, *, rng: random.Random, think: float):
        super().__init__(fd, monitor.stats, rng, think)
        self.monitor = monitor
        self.members = list(members)
        self.message = message
        self.w = monitor.watch(channel.id, any_message=True)
        self.w.turn_msg = message

    async def run(self) -> None:
        w = self.w
        while not self.monitor.stopped:
            await self.think()
            msg = self.message
            snap = (msg.id, msg.body)
            w.pending = (time.monotonic(), *snap)
            resp = await self.press(self.rng.choice(self.members), msg, "Press")
            if resp is None:
                w.pending = None
                await asyncio.sleep(0.05)
                continue
            if w.pending is not None:
                shown = await wait_until(w, lambda: (msg.id, msg.body) != snap, 10.0)
                if not shown:
                    w.pending = None
                    if self.stats.counting:
                        self.stats.not_shown += 1
