#!/usr/bin/env python3
"""Crash safety, measured: SIGKILL ``python -m bot`` at chosen moments while several live
games run, restart it on the same database each time, and check what survived.

    python bench/chaos.py [--kills 24] [--games 3] [--seed 1] [--time-scale 0.1] [--out chaos.json]

The bot runs as its own process against tests/fakediscord. ``--games`` live games of three
players each run side by side (some seats are computer players), played through their
buttons by scripted people who answer quickly, sometimes challenge or block, and
sometimes let a deadline pass. Each kill lands at one of these moments, in turn:

* ``mid_click``      a few milliseconds after a click was sent;
* ``commit_post``    the move is committed, the post of the next turn's message is held (never made);
* ``commit_answer``  the move is committed, the answer to the click is held (never made);
* ``post_id``        the turn message was posted, its answer held: the bot never learns its id;
* ``exchange``       while an Ambassador's exchange is open, or just as its choice is sent;
* ``deadline``       just as a deadline comes due (nobody answers it);
* ``winning``        on the move that ends a game (before or after its game-over post);
* ``startup``        during start-up, a fraction of a second after the process starts;
* ``random``         anywhere.

After each kill (the process is dead): ``PRAGMA integrity_check``; every move a player was
told had happened is still in the events table; no move is in it twice. After each
restart: the time until every channel shows its table as stored (the newest turn message
shows the stored turn and prompt and has its buttons; one message per turn; no other
message with live buttons; a finished game has its game-over message once and no live
buttons), and whether buttons drawn before the kill still answer. At the end every game
is played to its finish and checked the same way. The figures are printed as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.bot import chaoskit as K  # noqa: E402
from tests.bot.harness import start_bot_process, stop  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402
from tests.fakediscord.model import FakeDiscordTimeout  # noqa: E402

MOMENTS = ("mid_click", "commit_post", "commit_answer", "post_id", "exchange", "deadline", "winning",
           "startup", "random")
#: what a click is, by the event it must leave in the events table
EXPECT = {"act": "declare", "target": "declare", "challenge": "challenge", "allow": "allow", "block": "block",
          "reveal": "reveal", "prove": "prove", "lose": "concede", "keep": "exchanged"}
COMPOSITIONS = ((3, 0), (2, 1), (1, 2))   # (people, computers) per game, in turn


@dataclass
class Ack:
    table: int
    seat: int
    kind: str
    prompt: int
    event_id: int
    event: tuple


@dataclass
class ChaosGame:
    k: int
    channel: object
    humans: list
    computers: int
    table_id: int | None = None
    done: bool = False
    still: bool = False           # nobody here answers (a deadline is about to fire)

    def user(self, user_id):
        return next((u for u in self.humans if u.id == user_id), None)


@dataclass
class Figures:
    kills: int = 0
    kills_by_moment: dict = field(default_factory=dict)
    moments_that_fell_back: int = 0
    restarts: int = 0
    moves_acknowledged: int = 0
    lost: int = 0
    lost_details: list = field(default_factory=list)
    doubled: int = 0
    doubled_details: list = field(default_factory=list)
    games_started: int = 0
    games_finished: int = 0
    catch_up_times: list = field(default_factory=list)
    catch_up_failures: list = field(default_factory=list)
    duplicate_ids: set = field(default_factory=set)
    orphan_ids: set = field(default_factory=set)
    integrity: list = field(default_factory=list)
    old_buttons_tried: int = 0
    old_buttons_answered: int = 0
    old_buttons_failed: list = field(default_factory=list)


class Chaos:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.work = Path(args.workdir)
        self.work.mkdir(parents=True, exist_ok=True)
        self.db_path = self.work / "chaos.sqlite3"
        self.log_path = self.work / "bot.log"
        for p in (self.db_path, Path(f"{self.db_path}-wal"), Path(f"{self.db_path}-shm"), self.log_path):
            p.unlink(missing_ok=True)
        self.peek = K.Peek(self.db_path)
        self.f = Figures()
        self.games: list[ChaosGame] = []
        self.acks: list[Ack] = []
        self.acked_prompts: dict[tuple, int] = {}
        self.up = asyncio.Event()
        self.paused = False
        self.finishing = False
        self.prefer_exchange = False
        self.on_click: asyncio.Future | None = None
        self.on_keep: asyncio.Future | None = None
        self.down_windows: list[tuple[float, float]] = []   # time.monotonic() spans the bot was (being) killed (the fake's clock)
        self.proc = None
        self.members = 0
        self.drivers: list[asyncio.Task] = []
        self.kill_log: list[dict] = []
        self.known: set = set()   # (table, problem) pairs already reported

    # ------------------------------------------------------------------ the bot

    def env(self) -> dict:
        return {"COUP_TIME_SCALE": str(self.args.time_scale), "COUP_COMPUTER_DELAY": str(self.args.computer_delay)}

    async def start(self) -> float:
        t = time.monotonic()
        self.proc = await start_bot_process(self.fd, self.db_path, self.log_path, **self.env())
        await self.fd.wait_until_ready(timeout=30)
        self.f.restarts += 1
        self.up.set()
        return time.monotonic() - t

    async def kill(self, moment: str) -> None:
        self.up.clear()
        self.down_windows.append((time.monotonic() - 4.0, float("inf")))
        await K.kill(self.proc)
        self.f.kills += 1
        self.f.kills_by_moment[moment] = self.f.kills_by_moment.get(moment, 0) + 1
        try:
            await self.fd.wait_disconnected(timeout=10)
        except FakeDiscordTimeout:
            pass
        self.after_kill(moment)

    def came_back(self) -> None:
        start, _ = self.down_windows[-1]
        self.down_windows[-1] = (start, time.monotonic() + 1.0)

    # ------------------------------------------------------------------ checks

    def after_kill(self, moment: str) -> None:
        """The process is dead: the file is sound, nothing acknowledged is missing, nothing doubled."""
        integrity = self.peek.integrity()
        self.f.integrity.append(integrity)
        found = self.peek.events_by_id(a.event_id for a in self.acks)
        for a in self.acks:
            e = found.get(a.event_id)
            if e is None or (e["kind"], e.get("player")) != a.event[:2]:
                self.f.lost += 1
                self.f.lost_details.append({"after": moment, "table": a.table, "kind": a.kind, "event_id": a.event_id})
        self.acks = [a for a in self.acks if a.event_id in found]   # count each loss once
        self.check_doubled()

    def check_doubled(self) -> None:
        for g in self.games:
            if g.table_id is None:
                continue
            for problem in K.doubled_events(self.peek.events(g.table_id)):
                key = (g.table_id, problem)
                if key not in {(d["table"], d["problem"]) for d in self.f.doubled_details}:
                    self.f.doubled += 1
                    self.f.doubled_details.append({"table": g.table_id, "problem": problem})

    def reports(self) -> dict:
        out = {}
        for g in self.games:
            if g.table_id is None:
                continue
            row = self.peek.table(g.table_id)
            if row is None or row.status not in ("running", "finished"):
                continue
            out[g.k] = (row, K.check_channel(self.fd.messages(g.channel), row, self.fd.bot_user.id))
        return out

    async def catch_up(self, label: str, timeout: float = 10.0) -> float | None:
        """Seconds until every channel shows its table as stored (None: not within ``timeout``)."""
        t0 = time.monotonic()
        self.paused = True
        try:
            while True:
                reports = self.reports()
                # a problem already reported (it stayed since an earlier kill) is not timed again
                if all(r.ok or all((row.id, p) in self.known for p in r.problems) for row, r in reports.values()):
                    took = time.monotonic() - t0
                    self.f.catch_up_times.append(round(took, 3))
                    return took
                if time.monotonic() - t0 > timeout:
                    bad = {k: {"table": row.id, "status": row.status, "turn": row.turn_no, "prompt": row.prompt_no,
                               "message_id": row.message_id, "message_turn": row.message_turn,
                               "problems": r.problems,
                               "channel": [_line(m) for m in self.fd.messages(self.games[k].channel)][-8:]}
                           for k, (row, r) in reports.items() if not r.ok}
                    bad = {k: v for k, v in bad.items() if not all((v["table"], p) in self.known for p in v["problems"])}
                    for v in bad.values():
                        self.known.update((v["table"], p) for p in v["problems"])
                    self.f.catch_up_failures.append({"after": label, "games": bad})
                    for _, r in reports.values():
                        self.f.duplicate_ids.update(r.duplicates)
                        self.f.orphan_ids.update(r.orphans)
                    return None
                await asyncio.sleep(0.05)
        finally:
            self.paused = False

    def turn_snapshots(self) -> list:
        """The turn message of each running game as it is now (its buttons must still answer later)."""
        out = []
        for g in self.games:
            if g.done or g.table_id is None:
                continue
            msg = self.current_message(g, self.peek.table(g.table_id))
            if msg is not None:
                out.append((g, msg.id, msg.snapshot()))
        return out

    async def old_buttons(self, snapshots) -> None:
        """Buttons drawn before the kill, pressed now, as Discord sends them (with the message
        as it is now): My cards by a player, a prompt's button by someone watching."""
        for g, message_id, payload in snapshots:
            ids = [b.get("custom_id") for b in K.buttons_of(payload)]
            cards = next((c for c in ids if c and c.startswith("coup:cards:")), None)
            prompt = next((c for c in ids if c and K.parse_id(c) and K.parse_id(c)[0] in ("challenge", "allow", "act",
                                                                                        "decide", "block")), None)
            now = self.fd.message(message_id).snapshot()
            tries = []
            if cards:
                tries.append((self.rng.choice(g.humans), cards))
            if prompt:
                tries.append((self.watcher, prompt))
            for user, cid in tries:
                self.f.old_buttons_tried += 1
                try:
                    ix = await self.fd.raw_component(user, g.channel, cid, message=now)
                    answer = await ix.response(timeout=3.0)
                except (FakeDiscordTimeout, RuntimeError, LookupError, ValueError) as e:
                    self.f.old_buttons_failed.append({"id": cid, "why": type(e).__name__})
                    continue
                if "Something went wrong" in answer.body:
                    self.f.old_buttons_failed.append({"id": cid, "why": answer.body[:80]})
                else:
                    self.f.old_buttons_answered += 1

    # ------------------------------------------------------------------ games

    def new_member(self):
        self.members += 1
        return self.fd.add_member(self.guild, f"p{self.members:03d}")

    async def new_game(self) -> ChaosGame:
        people, computers = COMPOSITIONS[len(self.games) % len(COMPOSITIONS)]
        k = len(self.games)
        channel = self.fd.add_channel(self.guild, f"game-{k}")
        g = ChaosGame(k, channel, [self.new_member() for _ in range(people)], computers)
        host = g.humans[0]
        lobby = (await (await self.fd.invoke_slash(host, channel, "coup new", mode="live")).response()).message
        for u in g.humans[1:]:
            await (await self.fd.click(u, lobby, label="Join")).response()
        for _ in range(computers):
            await (await self.fd.invoke_slash(host, channel, "coup addbot", level="normal")).response()
        await (await self.fd.click(host, self.fd.message(lobby.id), label="Start")).response()
        row = self.peek.in_channel(channel.id)
        g.table_id = row.id
        self.games.append(g)
        self.f.games_started += 1
        self.drivers.append(asyncio.create_task(self.drive(g), name=f"driver-{k}"))
        return g

    async def ensure_games(self) -> None:
        for g in self.games:
            if not g.done and g.table_id is not None:
                row = self.peek.table(g.table_id)
                if row is not None and row.status != "running":
                    g.done = True
        while sum(1 for g in self.games if not g.done) < self.args.games:
            await self.up.wait()
            await self.new_game()

    def current_message(self, g: ChaosGame, row):
        """The channel's message for the stored turn and prompt, if it shows them."""
        if row is None or row.status != "running":
            return None
        for m in reversed(self.fd.messages(g.channel)):
            if K.turn_of(m) == row.turn_no:
                ids = [K.parse_id(c) for c in K.live_buttons(m)]
                if any(p and p[0] in K.PROMPT_KINDS and p[2] == row.prompt_no for p in ids):
                    return m
                return None
        return None

    # ------------------------------------------------------------------ people

    async def drive(self, g: ChaosGame) -> None:
        idle: set = set()
        while not g.done:
            await self.up.wait()
            if self.paused or g.still:
                await asyncio.sleep(0.05)
                continue
            try:
                row = self.peek.table(g.table_id)
            except Exception:
                await asyncio.sleep(0.05)
                continue
            if row is None or row.status != "running":
                g.done = row is not None and row.status in ("finished", "cancelled")
                await asyncio.sleep(0.05)
                continue
            msg = self.current_message(g, row)
            people = [s for s in row.state["awaited"] if g.user(row.players[s]["id"]) is not None]
            if msg is None or not people:
                await asyncio.sleep(0.03)
                continue
            seat = self.rng.choice(people)
            key = (row.prompt_no, seat)
            if key in idle:
                await asyncio.sleep(0.05)
                continue
            if not self.finishing and self.rng.random() < self.args.idle:
                idle.add(key)   # this one lets the deadline pass
                continue
            try:
                await self.move(g, row, msg, seat)
            except (LookupError, ValueError, PermissionError, RuntimeError, FakeDiscordTimeout):
                pass   # the game moved on, or the bot is down: look again
            await asyncio.sleep(self.rng.uniform(0.05, 0.35))

    def clicked(self, kind: str) -> None:
        for name in ("on_click",) + (("on_keep",) if kind == "keep" else ()):
            fut = getattr(self, name)
            if fut is not None and not fut.done():
                fut.set_result(kind)

    async def send(self, g, row, seat, kind, prompt, make, arg=None):
        """A click that is a move: sent, answered, and if acknowledged found in the events table."""
        before = self.peek.max_event_id(row.id)
        ix = await make()
        self.clicked(kind)
        answer = await ix.response(timeout=4.0)
        acked = answer.type in (6, 7) or (answer.type == 4 and "The game is saved" in answer.body)
        if not acked:
            return answer
        self.f.moves_acknowledged += 1
        want = EXPECT[kind]
        match = next((e for e in self.peek.events(row.id, after=before)
                      if e["kind"] == want and e.get("player") == seat
                      and (want != "declare" or arg is None or e.get("action") == arg)), None)
        if match is None:
            self.f.lost += 1
            self.f.lost_details.append({"table": row.id, "kind": kind, "prompt": prompt, "seat": seat,
                                        "answer": answer.body[:80], "when": "at the answer"})
            return answer
        pkey = (row.id, prompt, seat)
        self.acked_prompts[pkey] = self.acked_prompts.get(pkey, 0) + 1
        if self.acked_prompts[pkey] > 1:
            self.f.doubled += 1
            self.f.doubled_details.append({"table": row.id, "problem": f"prompt {prompt} answered twice by seat {seat}"})
        if any(a.event_id == match["id"] for a in self.acks[-200:]):
            self.f.doubled += 1
            self.f.doubled_details.append({"table": row.id, "problem": f"two answers for event {match['id']}"})
        self.acks.append(Ack(row.id, seat, kind, prompt, match["id"], (match["kind"], match.get("player"))))
        return answer

    async def move(self, g: ChaosGame, row, msg, seat: int) -> None:
        fd, rng = self.fd, self.rng
        st, T, P = row.state, row.id, row.prompt_no
        user = g.user(row.players[seat]["id"])
        live = set(K.live_buttons(msg))

        def bid(kind, arg=None):
            cid = f"coup:{kind}:{T}:{P}" + (f":{arg}" if arg is not None else "")
            return cid if cid in live else None

        step = st["step"]
        if step == "action":
            coins = st["coins"][seat]
            if coins >= 7 and (coins >= 10 or self.finishing or rng.random() < 0.9):
                action = "coup"
            else:
                weights = {"income": 2, "foreign_aid": 1, "tax": 3, "exchange": 6 if self.prefer_exchange else 1.5,
                           "steal": 1, "assassinate": 3 if self.finishing else 1}
                options = [a for a in weights if bid("act", a)]
                action = rng.choices(options, [weights[a] for a in options])[0] if options else "income"
            cid = bid("act", action) or bid("act", "income")
            if cid is None:
                return
            action = cid.rsplit(":", 1)[1]
            if action in ("steal", "assassinate", "coup"):
                before = self.peek.max_event_id(T)
                ix = await fd.click(user, msg, custom_id=cid)
                self.clicked("act")
                opened = await ix.response(timeout=4.0)
                if opened.type in (6, 7):   # one possible target: it acted at once
                    await self._acked_after(row, seat, "act", P, before, action, opened)
                    return
                if not (opened.ephemeral and opened.message is not None and opened.message.selects):
                    return
                select = opened.message.selects[0]
                options = [o["value"] for o in select["options"]]
                target = rng.choice(options)
                await self.send(g, row, seat, "target", P,
                                lambda: fd.select(user, opened.message, values=[target]), arg=action)
            else:
                await self.send(g, row, seat, "act", P, lambda: fd.click(user, msg, custom_id=cid), arg=action)
        elif step in ("challenge", "block"):
            choice = "allow"
            if step == "challenge" and not self.finishing and rng.random() < 0.12 and bid("challenge"):
                choice = "challenge"
            if step == "block" and not self.finishing and rng.random() < 0.25 and bid("block", "0"):
                choice = "block"
            cid = bid(choice, "0" if choice == "block" else None)
            if cid is None:
                return
            await self.send(g, row, seat, choice, P, lambda: fd.click(user, msg, custom_id=cid))
        elif step in ("prove", "lose", "exchange"):
            cid = bid("decide")
            if cid is None:
                return
            opened = await (await fd.click(user, msg, custom_id=cid)).response(timeout=4.0)
            if not opened.ephemeral or opened.message is None:
                return
            private = opened.message
            ids = [b.get("custom_id") for b in private.buttons]
            if step == "exchange" and private.selects:
                select = private.selects[0]
                values = [o["value"] for o in select["options"]]
                keep = rng.sample(values, select.get("min_values", 1))
                await self.send(g, row, seat, "keep", P,
                                lambda: fd.select(user, private, values=keep, custom_id=select["custom_id"]))
            elif ids:
                prove = next((c for c in ids if c.endswith(":yes")), None)
                if prove and rng.random() < 0.9:
                    cid, kind = prove, "prove"
                else:
                    cid = rng.choice([c for c in ids if not c.endswith(":yes")] or ids)
                    kind = K.parse_id(cid)[0]
                await self.send(g, row, seat, kind, P, lambda: fd.click(user, private, custom_id=cid))

    async def _acked_after(self, row, seat, kind, prompt, before, action, answer):
        self.f.moves_acknowledged += 1
        match = next((e for e in self.peek.events(row.id, after=before)
                      if e["kind"] == "declare" and e.get("player") == seat and e.get("action") == action), None)
        if match is None:
            self.f.lost += 1
            self.f.lost_details.append({"table": row.id, "kind": kind, "prompt": prompt, "seat": seat,
                                        "answer": answer.body[:80], "when": "at the answer"})
        else:
            self.acks.append(Ack(row.id, seat, kind, prompt, match["id"], (match["kind"], match.get("player"))))

    # ------------------------------------------------------------------ the moments

    def plan(self) -> list[str]:
        moments = [m for m in MOMENTS]
        plan = []
        while len(plan) < self.args.kills + 2:
            batch = moments[:]
            self.rng.shuffle(batch)
            plan += batch
        return plan

    async def arm(self, moment: str) -> tuple[str, object]:
        """Wait for the moment; return (what happened, a hold to release after the kill)."""
        loop = asyncio.get_running_loop()
        timeout = 45.0
        channels = [g.channel.id for g in self.games]
        if moment == "random":
            await asyncio.sleep(self.rng.uniform(0.2, 3.0))
            return moment, None
        if moment == "mid_click":
            self.on_click = loop.create_future()
            try:
                await asyncio.wait_for(self.on_click, timeout)
            except asyncio.TimeoutError:
                return "random", None
            finally:
                self.on_click = None
            await asyncio.sleep(self.rng.uniform(0.0, 0.015))
            return moment, None
        if moment in ("commit_post", "post_id", "commit_answer"):
            if moment == "commit_answer":
                def match(method, path, body):
                    return (K.answers_interaction()(method, path, body) and isinstance(body, dict)
                            and body.get("type") in (6, 7))
                hold = self.gate.hold(match)
            else:
                hold = self.gate.hold(K.posts_turn(channels), after=moment == "post_id")
            if await hold.wait(timeout):
                return moment, hold
            self.gate.cancel(hold)
            return "random", None
        if moment == "exchange":
            self.prefer_exchange = True
            self.on_keep = loop.create_future() if self.rng.random() < 0.5 else None
            try:
                end = loop.time() + timeout
                while loop.time() < end:
                    if self.on_keep is not None and self.on_keep.done():
                        await asyncio.sleep(self.rng.uniform(0.0, 0.01))
                        return moment, None
                    if self.on_keep is None and any(
                            r.status == "running" and r.step == "exchange" for r in self.peek.tables()):
                        await asyncio.sleep(self.rng.uniform(0.0, 0.4))
                        return moment, None
                    await asyncio.sleep(0.01)
                return "random", None
            finally:
                self.prefer_exchange = False
                self.on_keep = None
        if moment == "deadline":
            end = loop.time() + timeout
            while loop.time() < end:
                for g in self.games:
                    row = self.peek.table(g.table_id) if g.table_id else None
                    if g.done or row is None or row.status != "running" or row.deadline is None:
                        continue
                    if not any(g.user(row.players[s]["id"]) for s in row.state["awaited"]):
                        continue
                    g.still = True   # nobody here answers: the deadline will fire
                    while loop.time() < end:
                        row = self.peek.table(g.table_id)
                        if row.status != "running" or row.deadline is None:
                            break
                        left = row.deadline - time.time()
                        if left <= 0:
                            await asyncio.sleep(self.rng.uniform(0.0, 0.06))
                            return moment, g
                        await asyncio.sleep(min(left, 0.02))
                    g.still = False
                await asyncio.sleep(0.05)
            return "random", None
        if moment == "winning":
            self.finishing = True
            hold = self.gate.hold(K.posts_game_over(), after=self.rng.random() < 0.5)
            finished = {r.id for r in self.peek.tables() if r.status == "finished"}
            end = loop.time() + 90
            try:
                while loop.time() < end:
                    if hold.arrived.is_set():
                        return moment, hold
                    if any(r.status == "finished" and r.id not in finished for r in self.peek.tables()):
                        self.gate.cancel(hold)
                        return moment, None
                    await asyncio.sleep(0.005)
                self.gate.cancel(hold)
                return "random", None
            finally:
                self.finishing = False
        raise ValueError(moment)

    # ------------------------------------------------------------------ the run

    async def run(self) -> dict:
        t_start = time.monotonic()
        async with FakeDiscord() as fd:
            self.fd = fd
            self.gate = K.Gate(fd)
            self.guild = fd.add_guild("Chaos")
            self.watcher = self.new_member()
            await self.start()
            for _ in range(self.args.games):
                await self.new_game()
            plan = self.plan()
            i = 0
            while self.f.kills < self.args.kills:
                moment = plan[i]
                i += 1
                await self.ensure_games()
                await asyncio.sleep(self.rng.uniform(0.3, 1.5))   # let the games move
                snapshots = self.turn_snapshots()
                if moment == "startup":
                    await self.kill("random")
                    self.proc = await start_bot_process(fd, self.db_path, self.log_path, **self.env())
                    await asyncio.sleep(self.rng.uniform(0.05, 0.9))
                    await self.kill("startup")
                    await self.restart_and_check("startup", snapshots)
                    continue
                happened, held = await self.arm(moment)
                if happened != moment:
                    self.f.moments_that_fell_back += 1
                await self.kill(happened)
                self.kill_log.append({"kill": self.f.kills, "moment": happened,
                                      "held": list(held.request[:2]) if isinstance(held, K.Hold) and held.request else None,
                                      "tables": {r.id: [r.status, r.turn_no, r.prompt_no, r.message_turn]
                                                 for r in self.peek.tables() if r.status == "running"}})
                if isinstance(held, K.Hold):
                    held.release(drop=not held.after)
                elif isinstance(held, ChaosGame):
                    held.still = False
                await self.restart_and_check(happened, snapshots)
            # the end: every game to its finish
            self.finishing = True
            loop = asyncio.get_running_loop()
            end = loop.time() + self.args.finish_timeout
            while loop.time() < end:
                rows = [self.peek.table(g.table_id) for g in self.games]
                if all(r is not None and r.status == "finished" for r in rows):
                    break
                await asyncio.sleep(0.2)
            for g in self.games:
                row = self.peek.table(g.table_id)
                g.done = True
                if row is not None and row.status == "finished":
                    self.f.games_finished += 1
            await self.catch_up("the end", timeout=15.0)
            final_bad = {}
            for _, (row, report) in self.reports().items():
                self.f.duplicate_ids.update(report.duplicates)
                self.f.orphan_ids.update(report.orphans)
                if not report.ok:
                    final_bad[row.id] = report.problems
            for t in self.drivers:
                t.cancel()
            await asyncio.gather(*self.drivers, return_exceptions=True)
            self.check_doubled()
            self.f.integrity.append(self.peek.integrity())
            await stop(self.proc)
            self.peek.close()
            unanswered = [ix for ix in fd.unanswered()
                          if not any(a <= ix.created_at <= b for a, b in self.down_windows)]
            errors_40060 = sum(1 for e in fd.errors if (e.get("body") or {}).get("code") == 40060)
            traces = K.tracebacks(self.log_path)
        f = self.f
        times = f.catch_up_times
        return {
            "kills": f.kills,
            "kills_by_moment": f.kills_by_moment,
            "moments_that_fell_back_to_random": f.moments_that_fell_back,
            "restarts": f.restarts,
            "games": self.args.games,
            "games_started": f.games_started,
            "games_finished": f.games_finished,
            "moves_acknowledged": f.moves_acknowledged,
            "lost": f.lost,
            "doubled": f.doubled,
            "max_catch_up_s": max(times) if times else None,
            "median_catch_up_s": sorted(times)[len(times) // 2] if times else None,
            "catch_up_failures": len(f.catch_up_failures),
            "final_channels_ok": not final_bad,
            "duplicates": len(f.duplicate_ids),
            "orphans": len(f.orphan_ids),
            "integrity": "ok" if all(x == "ok" for x in f.integrity) else sorted(set(f.integrity)),
            "integrity_checks": len(f.integrity),
            "old_buttons_tried": f.old_buttons_tried,
            "old_buttons_answered": f.old_buttons_answered,
            "unanswered_while_up": len(unanswered),
            "errors_40060": errors_40060,
            "tracebacks": len(traces),
            "seconds": round(time.monotonic() - t_start, 1),
            "details": {
                "lost": f.lost_details[:20],
                "doubled": f.doubled_details[:20],
                "catch_up_failures": f.catch_up_failures[:20],
                "final_problems": final_bad,
                "old_buttons_failed": f.old_buttons_failed[:20],
                "unanswered": [ix.description for ix in unanswered[:20]],
                "tracebacks": traces[:20],
                "kills": self.kill_log,
            },
        }

    async def restart_and_check(self, moment: str, snapshots) -> None:
        await self.start()
        self.came_back()
        await self.catch_up(f"kill {self.f.kills} ({moment})")
        await self.old_buttons(snapshots)


def _line(m) -> str:
    first = (m.body or "").splitlines()
    turn = K.turn_of(m)
    return (f"{m.id} turn={turn} nonce={m.payload.get('nonce')} via={'followup' if m.payload.get('webhook_id') else 'post'}"
            f" live={len(K.live_buttons(m))} {first[0][:50] if first else ''!r}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--kills", type=int, default=24, help="SIGKILLs to make (at least 20 for the report)")
    p.add_argument("--games", type=int, default=3, help="live games running side by side")
    p.add_argument("--seed", type=int, default=1, help="seed of the moments and of the people's choices")
    p.add_argument("--time-scale", type=float, default=0.1, help="COUP_TIME_SCALE: 0.1 makes a 30 s window 3 s")
    p.add_argument("--computer-delay", type=float, default=0.3)
    p.add_argument("--idle", type=float, default=0.05, help="chance a person lets a decision time out")
    p.add_argument("--finish-timeout", type=float, default=300.0)
    p.add_argument("--workdir", default="/tmp/coup-chaos")
    p.add_argument("--out", help="also write the JSON here")
    args = p.parse_args(argv)
    figures = asyncio.run(Chaos(args).run())
    text = json.dumps(figures, indent=2, default=str)
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    bad = (figures["lost"] or figures["doubled"] or figures["games_finished"] < figures["games_started"]
           or figures["duplicates"] or figures["orphans"] or figures["integrity"] != "ok"
           or figures["catch_up_failures"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
