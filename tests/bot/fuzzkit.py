"""Hostile input for the bot, generated from what is on the table right now.

A :class:`World` is a few live games and a lobby across two servers; a :class:`Fuzzer`
sends raw interactions a modified client (or a replay) could send — forged custom_ids and
select values, clicks by the wrong people from the wrong places, out-of-range and
wrong-typed slash options, direct messages, redeliveries — and measures, for each:
answered at all, answered with a sentence, no change to what is stored, and no hidden
card in any text anyone was shown. Between batches one entitled move keeps a game moving
(sometimes double-clicked within the same millisecond, or delivered twice), so the hostile
input meets every kind of decision.

Used by tests/bot/test_hostile.py (a few hundred inputs) and bench/fuzz.py (thousands).
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from typing import Awaitable, Callable

from tests.bot.players import forfeit, new_lobby
from tests.bot import chaoskit as K
from tests.fakediscord.interactions import CHANNEL_GUILD
from tests.fakediscord.model import FakeDiscordTimeout
from tests.fakediscord.payloads import walk_components

SENTENCE_TYPES = (4, 7)  # a message (ephemeral sentence), or an edit (a log page turned)


@dataclass
class Input:
    cat: str
    desc: str
    send: Callable[[], Awaitable[object]]   # returns a FakeInteraction
    table: int | None = None


@dataclass
class Figures:
    sent: int = 0
    hostile: int = 0
    entitled: int = 0
    redelivered: int = 0
    double_clicks: int = 0
    unanswered: list = field(default_factory=list)
    not_a_sentence: list = field(default_factory=list)
    state_changes: list = field(default_factory=list)
    leaks: list = field(default_factory=list)
    double_applied: list = field(default_factory=list)
    errors_40060: int = 0
    by_category: dict = field(default_factory=dict)
    answers: dict = field(default_factory=dict)     # sentence -> count
    went_wrong: list = field(default_factory=list)
    public_changes: list = field(default_factory=list)

    def count(self, cat: str, what: str) -> None:
        self.by_category.setdefault(cat, {}).setdefault(what, 0)
        self.by_category[cat][what] += 1


@dataclass
class Game:
    name: str
    channel: object
    guild: object
    players: list
    table_id: int | None = None


class World:
    """Two servers: Home has a running game that keeps moving (g1), a game with a player
    knocked out (g2), an open lobby (l1), a finished game (f1) and a free channel; Away has a
    game of its own (g3) and a member with Manage Server there."""

    def __init__(self, fd, peek: K.Peek):
        self.fd, self.peek = fd, peek

    async def build(self) -> "World":
        fd = self.fd
        self.home = fd.add_guild("Home", members=14)
        self.away = fd.add_guild("Away", members=["uma", "vic", "wes", "xena"])   # nobody of Home
        m = self.home.members
        a = self.away.members
        self.outsiders = m[11:14]                       # in Home, in no game
        self.away_manager = a[3]
        fd.grant_manage_guild(self.away, self.away_manager)
        fd.add_member(self.away, m[11])                 # a Home outsider who is also in Away
        fd.add_member(self.home, self.away_manager)    # Manage Server in Away, not in Home
        ch = [self.home.channel] + [fd.add_channel(self.home, f"room-{i}") for i in range(1, 5)]
        self.g1 = Game("g1", ch[0], self.home, m[0:3])
        self.g2 = Game("g2", ch[1], self.home, m[3:6])
        self.l1 = Game("l1", ch[2], self.home, m[6:8])
        self.f1 = Game("f1", ch[3], self.home, m[8:10])
        self.free = ch[4]
        self.g3 = Game("g3", self.away.channel, self.away, a[0:3])
        for g in (self.g1, self.g2, self.g3):
            await self.start_game(g)
        # g2: one player forfeits and is out; the game goes on between the other two
        await forfeit(fd, self.g2.players[2], self.g2.channel)
        # l1: an open lobby of two
        lobby = (await (await new_lobby(fd, self.l1.players[0], self.l1.channel)).response()).message
        await (await fd.click(self.l1.players[1], lobby, label="Join")).response()
        self.l1.table_id = self.peek.in_channel(self.l1.channel.id).id
        self.l1.lobby = lobby.id
        # f1: a finished game (its last player standing wins)
        await self.start_game(self.f1)
        await forfeit(fd, self.f1.players[1], self.f1.channel)
        await fd.wait_for_message(self.f1.channel, K.is_game_over, timeout=10)
        self.games = [self.g1, self.g2, self.l1, self.f1, self.g3]
        return self

    async def start_game(self, g: Game) -> None:
        fd = self.fd
        host, *others = g.players
        lobby = (await (await fd.invoke_slash(host, g.channel, "coup new", mode="live")).response()).message
        for u in others:
            await (await fd.click(u, lobby, label="Join")).response()
        await (await fd.click(host, fd.message(lobby.id), label="Start")).response()
        g.lobby = lobby.id
        await fd.wait_for_message(g.channel, lambda msg: K.turn_of(msg) is not None and K.live_buttons(msg), timeout=10)
        g.table_id = self.peek.in_channel(g.channel.id).id

    def row(self, g: Game):
        return self.peek.table(g.table_id)

    def current(self, g: Game):
        """The message with the game's live buttons (None if there is none)."""
        for msg in reversed(self.fd.messages(g.channel)):
            if K.live_buttons(msg):
                return msg
        return None

    def every_id(self, g: Game) -> list[str]:
        """Every custom_id the bot ever drew in this game's channel (old prompts included)."""
        seen = getattr(self, "_ids", None)
        if seen is None:
            seen = self._ids = {"upto": 0, "by_channel": {}}
        records = self.fd.records
        for rec in records[seen["upto"]:]:
            ids = seen["by_channel"].setdefault(rec.channel_id, {})
            for c in walk_components((rec.payload or {}).get("components")):
                cid = c.get("custom_id")
                if cid:
                    ids.setdefault(cid, None)
        seen["upto"] = len(records)
        return list(seen["by_channel"].get(g.channel.id, {}))

    def hands(self) -> tuple[dict, dict, set]:
        """Hidden cards by user id, an exchanging player's drawn cards, the cards face up."""
        hands, drawn, known = {}, {}, set()
        for row in self.peek.tables():   # oldest first: a player's current game wins
            if not row.state or row.status not in ("running", "finished"):
                continue
            hands.update(row.hands())
            for cards in row.state["revealed"]:
                known.update(cards)
            if row.step == "exchange" and row.state.get("drawn"):
                drawn[row.players[row.state["turn"]]["id"]] = list(row.state["drawn"])
        return hands, drawn, known


# ------------------------------------------------------------------------------ forging

WEIRD_NUMBERS = ["18446744073709551616", "9223372036854775808", "9223372036854775807", "99999999999999999999999",
                 "-1", "0", "", "abc", "1e3", "0x10", "٣", "１", " 1", "1 ", "+1", "00000000000000000001"]
WEIRD_ARGS = ["income", "coup", "nope", "", "ÿ", "🃏", "income\u200b", "ｉｎｃｏｍｅ", "a" * 40, "0", "99", "-1",
              "yes", "no", "1.5", "%s", "{}", "../", "x" * 200]
KINDS = ["act", "challenge", "allow", "block", "decide", "cards", "more", "target", "reveal", "prove", "lose",
         "keep", "draft", "lobby", "log", "nope", "ACT", "act_", "rematch", "predict", "guess", "replay", "board"]


def forge_id(rng: random.Random, table_ids: list[int], prompt: int) -> str:
    """A custom_id that looks like the bot's, with something wrong (or unexpected) in it."""
    t = str(rng.choice(table_ids + [10**6, 0]))
    p = str(max(0, prompt + rng.choice([-3, -1, 0, 1, 50])))
    kind = rng.choice(KINDS)
    shape = rng.randrange(12)
    if shape == 0:
        return f"coup:{kind}:{rng.choice(WEIRD_NUMBERS)}:{p}"
    if shape == 1:
        return f"coup:{kind}:{t}:{rng.choice(WEIRD_NUMBERS)}"
    if shape == 2:
        return f"coup:{kind}:{t}:{p}:{rng.choice(WEIRD_ARGS)}"
    if shape == 3:
        return f"coup:{kind}:{t}:{p}:" + ":".join(rng.choice(["", "x", "1", "::"]) for _ in range(rng.randint(1, 4)))
    if shape == 4:
        base = f"coup:{kind}:{t}:{p}:"
        return base + "a" * (100 - len(base))        # exactly 100 characters
    if shape == 5:
        return rng.choice(["coup", "coup:", "coup::", "coup:::", "coupsel", "coupsel:", "coup:lobby", "coup:lobby:join",
                           "coup:lobby::1", "coup:lobby:join:", "coup:lobby:explode:" + t, "coup:lobby:join:" + t + ":x",
                           "coup:lobby:JOIN:" + t, "coupx:act:1:1:income", "coup:act:1", "coup:act:1:"])
    if shape == 6:
        return f"coup:lobby:{rng.choice(['join', 'leave', 'start', 'cancel', 'rematch', 'next'])}:{rng.choice(WEIRD_NUMBERS)}"
    if shape == 7:
        return f"coupsel:{kind}:{t}:{p}" + rng.choice(["", ":income", ":steal", ":x"])
    if shape == 8:
        return f"coup:{kind}:{t}:{p}:" + "".join(chr(rng.choice([0x300, 0x202e, 0x1F0A1, 0xFEFF, 0x4E00, 0x10FFFF - 2]))
                                                 for _ in range(rng.randint(1, 6)))
    if shape == 9:
        return f"coup:{kind}:{t}:{p}:" + "x" * rng.randint(80, 300)   # longer than Discord allows
    if shape == 10:
        return f"coup:{kind}:-{t}:{p}"
    return f"coup:{kind}:{t}:{p}:{rng.choice(WEIRD_ARGS)}:{rng.choice(WEIRD_ARGS)}"


WEIRD_VALUES = [["99"], ["-1"], ["abc"], [""], ["0"] * 30, ["0", "0"], [], ["1.5"], ["٣"], ["0" * 50],
                ["0", "1", "2", "3", "4"], [" 1"], ["1", "abc"]]


class Fuzzer:
    def __init__(self, fd, world: World, peek: K.Peek, *, seed: int, tracebacks: Callable[[], list],
                 batch: int = 10, settle: float = 0.05, malformed: float = 0.0):
        self.fd, self.world, self.peek = fd, world, peek
        self.rng = random.Random(seed)
        self.f = Figures()
        self.tracebacks = tracebacks
        self.batch = batch
        self.settle = settle
        self.mark = fd.mark()
        #: weight of custom_ids that are not strings (Discord never sends them; discord.py's own
        #: gateway parser fails on some, which ends the process)
        self.malformed = malformed

    # ------------------------------------------------------------------ sending

    def _raw(self, user, channel, custom_id, *, ctype=2, values=None, message=None, guild=CHANNEL_GUILD):
        """A component interaction as a modified client sends it: Discord always attaches the
        message the component was used on (here: the message given, or one of the channel's)."""
        if message is None:
            message = self._some_message(channel)
        return lambda: self.fd.raw_component(user, channel, custom_id, component_type=ctype, values=values,
                                             message=message, guild=guild)

    def _some_message(self, channel):
        shown = [m for m in self.fd.messages(channel)] or [m for m in self.fd.messages(self.world.g1.channel)]
        return self.rng.choice(shown[-4:]).snapshot()

    def _slash(self, user, channel, command, options):
        return lambda: self.fd.invoke_slash_raw(user, channel, command, options)

    def generate(self) -> Input:
        """One hostile input, built from the tables as they are now."""
        rng, w, fd = self.rng, self.world, self.fd
        running = [g for g in (w.g1, w.g2, w.g3)]
        g = rng.choice(running)
        row = w.row(g)
        msg = w.current(g)
        payload = msg.snapshot() if msg is not None else None
        live = K.live_buttons(msg) if msg is not None else []
        ids = w.every_id(g)
        table_ids = [x.table_id for x in w.games]
        prompt = row.prompt_no if row else 0
        outsider = rng.choice(w.outsiders)
        others = [u for x in (w.g1, w.g2, w.g3, w.l1) if x is not g for u in x.players
                  if u.id in g.guild.memberships and u not in g.players]
        cat = rng.choices(
            ["forged_id", "other_channel", "other_guild", "non_player", "other_game_player", "eliminated",
             "old_prompt", "select_as_button", "button_as_select", "forged_values", "lobby_elsewhere",
             "lobby_refused", "finished", "dm_click", "slash_options", "slash_dm", "slash_refused",
             "redeliver", "not_a_string", "log_page"],
            [14, 6, 6, 8, 6, 5, 8, 4, 4, 6, 5, 4, 3, 3, 10, 3, 5, 4, self.malformed, 2])[0]
        ch = g.channel
        if cat == "forged_id":
            cid = forge_id(rng, table_ids, prompt)
            user = rng.choice(g.players + [outsider])
            if self._could_be_real(cid, user):
                user = outsider   # the players' own ids (in any spelling) are theirs to press
            return Input(cat, cid, self._raw(user, ch, cid, ctype=rng.choice([2, 2, 2, 3]),
                                            values=rng.choice([None, ["0"]]), message=payload))
        if cat == "other_channel":
            cid = rng.choice(live or ids)
            where = rng.choice([x.channel for x in w.games if x.channel is not ch and x.guild is g.guild] + [w.free])
            user = rng.choice(g.players)
            return Input(cat, f"{cid} in #{where.name}", self._raw(user, where, cid), g.table_id)
        if cat == "other_guild":
            cid = rng.choice(live or ids)
            other = w.away if g.guild is w.home else w.home
            user = rng.choice([u.user for u in other.memberships.values() if not u.user.bot])
            if rng.random() < 0.5:   # the payload claims the other guild, the channel is the game's own
                return Input(cat, f"{cid} from {other.name} claiming #{ch.name}",
                             self._raw(user, ch, cid, message=payload, guild=other), g.table_id)
            return Input(cat, f"{cid} in {other.name}", self._raw(user, other.channel, cid), g.table_id)
        if cat == "non_player":
            cid = rng.choice(live or ids)
            return Input(cat, f"{cid} by {outsider.name}", self._raw(outsider, ch, cid, message=payload), g.table_id)
        if cat == "other_game_player" and others:
            cid = rng.choice(live or ids)
            user = rng.choice(others)
            return Input(cat, f"{cid} by {user.name}", self._raw(user, ch, cid, message=payload), g.table_id)
        if cat == "eliminated":
            row2 = w.row(w.g2)
            out = [w.g2.players[i] for i, p in enumerate(row2.players) if row2.state and not row2.state["alive"][i]]
            msg2 = w.current(w.g2)
            live2 = [c for c in (K.live_buttons(msg2) if msg2 else []) if not c.startswith("coup:cards:")]
            if out and live2:
                cid = rng.choice(live2)
                return Input(cat, f"{cid} by {out[0].name} (out)",
                             self._raw(out[0], w.g2.channel, cid, message=msg2.snapshot()), w.g2.table_id)
        if cat == "old_prompt":
            old = [c for c in ids if K.parse_id(c) and K.parse_id(c)[0] in K.PROMPT_KINDS
                   and K.parse_id(c)[2] != prompt and K.parse_id(c)[1] == g.table_id]
            if old:
                cid = rng.choice(old)
                user = rng.choice(g.players)
                # as Discord sends it: with the message as it is now (the button is no longer on it)
                return Input(cat, f"{cid} by {user.name}", self._raw(user, ch, cid, message=payload), g.table_id)
        if cat == "select_as_button":
            cid = f"coupsel:{rng.choice(['keep', 'target'])}:{g.table_id}:{prompt}" + rng.choice(["", ":steal", ":coup"])
            return Input(cat, cid, self._raw(rng.choice(g.players), ch, cid, message=payload), g.table_id)
        if cat == "button_as_select":
            cid = rng.choice(live or ids or [f"coup:act:{g.table_id}:{prompt}:income"])
            return Input(cat, cid, self._raw(rng.choice(g.players), ch, cid, ctype=rng.choice([3, 5, 8]),
                                             values=rng.choice(WEIRD_VALUES[:4]), message=payload), g.table_id)
        if cat == "forged_values":
            kind = rng.choice(["keep", "target"])
            arg = rng.choice(["", ":steal", ":assassinate", ":coup", ":income"]) if kind == "target" else ""
            cid = f"coupsel:{kind}:{g.table_id}:{prompt}{arg}"
            seat_users = [u for u in g.players]
            user = rng.choice(seat_users + [outsider])
            values = rng.choice(WEIRD_VALUES + [[1], [None], [["0"]], [{"a": 1}], "0", None])
            if self._entitled_values(row, user, kind, arg, values):
                values = ["99"]
            return Input(cat, f"{cid} values={values!r}", self._raw(user, ch, cid, ctype=3, values=values, message=payload),
                         g.table_id)
        if cat in ("lobby_elsewhere", "lobby_refused"):
            l1 = w.l1
            action = rng.choice(["join", "leave", "start", "cancel", "rematch", "next"])
            cid = f"coup:lobby:{action}:{l1.table_id}"
            if cat == "lobby_elsewhere":
                where = rng.choice([
                    ("another channel", rng.choice(l1.players + [outsider]), w.free, CHANNEL_GUILD),
                    ("another guild", w.away_manager, w.away.channel, CHANNEL_GUILD),
                    ("another guild's manager claiming the lobby's channel", w.away_manager, l1.channel, w.away),
                    ("a DM", l1.players[0], fd.dm_channel(l1.players[0], create=True), None),
                ])
                label, user, channel, guild = where
                return Input(cat, f"{cid} from {label}", self._raw(user, channel, cid, guild=guild), l1.table_id)
            # in the lobby's own channel, by someone not entitled to do it
            refused = {"leave": outsider, "start": l1.players[1], "cancel": rng.choice([l1.players[1], outsider,
                                                                                      w.away_manager]),
                       "rematch": l1.players[0], "next": l1.players[0], "join": l1.players[1]}
            return Input(cat, f"{cid} by {refused[action].name}", self._raw(refused[action], l1.channel, cid),
                         l1.table_id)
        if cat == "finished":
            f1 = w.f1
            ids_f = w.every_id(f1)
            cid = rng.choice(ids_f + [f"coup:lobby:rematch:{f1.table_id}", f"coup:lobby:next:{f1.table_id}"])
            user = rng.choice([f1.players[1], outsider])   # not the host: a rematch is the host's
            if cid.startswith("coup:log:"):
                user = outsider
            return Input(cat, f"{cid} by {user.name}", self._raw(user, f1.channel, cid), f1.table_id)
        if cat == "dm_click":
            cid = rng.choice(live or ids or ["coup:act:1:1:income"])
            user = rng.choice(g.players)
            return Input(cat, cid, self._raw(user, fd.dm_channel(user, create=True), cid, guild=None), g.table_id)
        if cat == "slash_options":
            return self._slash_options(rng, w, outsider)
        if cat == "slash_dm":
            user = rng.choice(g.players + [outsider])
            command = rng.choice(["coup new", "coup join", "coup start", "coup hand", "coup cancel", "coup addbot",
                                  "coup leave", "coup status", "coup games"])
            return Input(cat, f"/{command} in a DM", self._slash(user, fd.dm_channel(user, create=True), command, {}))
        if cat == "slash_refused":
            choice = rng.choice([
                (outsider, ch, "coup hand"), (outsider, ch, "coup leave"), (outsider, ch, "coup cancel"),
                (outsider, ch, "coup start"), (g.players[1], ch, "coup start"), (g.players[1], ch, "coup join"),
                (w.l1.players[1], w.l1.channel, "coup start"), (w.l1.players[1], w.l1.channel, "coup addbot"),
                (w.l1.players[1], w.l1.channel, "coup removebot"), (w.l1.players[1], w.l1.channel, "coup cancel"),
                (outsider, w.l1.channel, "coup leave"), (outsider, w.free, "coup hand"), (outsider, w.free, "coup start"),
                (g.players[0], ch, "coup new"), (outsider, ch, "coup status"), (g.players[0], ch, "coup hand"),
                (outsider, ch, "coup rules"), (outsider, w.free, "coup settings set"),
                (w.away_manager, w.l1.channel, "coup cancel"),
            ])
            user, where, command = choice
            options = {"mode": "async"} if command == "coup settings set" else {}
            return Input(cat, f"/{command} by {user.name} in #{where.name}", self._slash(user, where, command, options))
        if cat == "redeliver":
            inner = self.generate()
            if inner.cat.startswith("redeliver"):
                return inner

            async def twice():
                ix = await inner.send()
                await asyncio.sleep(rng.choice([0, 0, 0.001, 0.05]))
                self.f.redelivered += 1
                return self.fd.redeliver(ix)
            return Input(f"redeliver:{inner.cat}", inner.desc, twice, inner.table)
        if cat == "not_a_string":
            cid = rng.choice([123, None, ["coup:act:1:1:income"], {"a": 1}, 1.5, True])
            return Input(cat, repr(cid), self._raw(rng.choice(g.players), ch, cid, message=payload), g.table_id)
        if cat == "log_page":
            cid = f"coup:log:{g.table_id}:{rng.choice(['0', '1', '7', '99', '9223372036854775807', '18446744073709551616'])}"
            return Input(cat, cid, self._raw(outsider, ch, cid, message=payload), g.table_id)
        return self.generate()

    def _could_be_real(self, cid, user) -> bool:
        """Whether a forged id could stand for something ``user`` may really do: a lobby
        button of a known table, or a game id at a table's current prompt where ``user``
        plays (digits of any script read as digits, as a regex's \\d does)."""
        if not isinstance(cid, str):
            return False
        ascii_ = "".join(str(int(c)) if c.isdecimal() else c for c in cid)
        lobby = K.LOBBY_ID.match(ascii_)
        if lobby is not None:
            return True
        parsed = K.parse_id(ascii_)
        if parsed is None:
            return False
        for g in self.world.games:
            if g.table_id == parsed[1]:
                row = self.world.row(g)
                return row is not None and parsed[2] == row.prompt_no and row.seat_of(user.id) is not None
        return False

    def _entitled_values(self, row, user, kind, arg, values) -> bool:
        """Whether forged values would happen to be a real choice of the one entitled to make it."""
        if row is None or not row.state or row.seat_of(user.id) is None:
            return False
        if isinstance(values, str):
            values = list(values)   # as the fake sends it
        if not isinstance(values, list) or not all(isinstance(v, str) and v.isdigit() and len(v) < 4 for v in values):
            return False
        st, seat = row.state, row.seat_of(user.id)
        if kind == "keep":
            return st["step"] == "exchange" and st["turn"] == seat and len(values) == len(st["hands"][seat]) \
                and len(set(values)) == len(values)
        return st["step"] == "action" and st["turn"] == seat and len(values) == 1

    def _slash_options(self, rng, w, outsider) -> Input:
        l1 = w.l1
        host = l1.players[0]
        cases = [
            (host, l1.channel, "coup addbot", {"level": "god"}),
            (host, l1.channel, "coup addbot", {"level": ""}),
            (host, l1.channel, "coup addbot", {"level": 5}),
            (host, l1.channel, "coup addbot", {"level": None}),
            (host, l1.channel, "coup addbot", {"level": ["easy"]}),
            (host, l1.channel, "coup addbot", {"level": "EASY"}),
            (host, l1.channel, "coup addbot", {"level": "easy ", "extra": 1}),
            (host, l1.channel, "coup addbot", {"level": "normal\u200b"}),
            (outsider, w.free, "coup new", {"hours": 1.5}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": 1.5}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": "abc"}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": 0}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": -5}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": 73}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": 10**30}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": True}),
            (outsider, w.free, "coup new", {"mode": "async", "hours": "3"}),
            (outsider, w.free, "coup new", {"mode": "turbo"}),
            (outsider, w.free, "coup new", {"mode": 1}),
            (outsider, w.free, "coup new", {"mode": ""}),
            (outsider, w.free, "coup new", {"variant": "chaos"}),
            (outsider, w.free, "coup new", {"thread": "yes"}),
            (outsider, w.free, "coup new", {"series": 2}),
            (outsider, w.free, "coup new", {"foo": 1}),
            (outsider, w.free, "coup new", {"mode": None}),
            (outsider, w.free, "coup", {}),
            (outsider, w.free, "coup dance", {}),
            (outsider, w.free, "coup new extra", {}),
            (outsider, w.free, "coup settings", {}),
            (outsider, w.free, "coup settings explode", {}),
            (outsider, w.free, "coup notify", {"how": "carrier pigeon"}),
            (outsider, w.free, "coup notify", {"how": 7}),
            (outsider, w.free, "coupx", {}),
            (outsider, w.free, "coup leaderboard", {"page": -1}),
            (outsider, w.free, "coup leaderboard", {"page": 10**30}),
            (outsider, w.free, "coup leaderboard", {"page": "two"}),
            (outsider, w.free, "coup leaderboard", {"season": "x"}),
        ]
        user, where, command, options = rng.choice(cases)
        return Input("slash_options", f"/{command} {options}", self._slash(user, where, command, options))

    # ------------------------------------------------------------------ checking

    async def _answer(self, inp: Input, ix) -> None:
        try:
            answer = await ix.response(timeout=3.5)
        except FakeDiscordTimeout:
            self.f.unanswered.append(f"[{inp.cat}] {inp.desc}")
            self.f.count(inp.cat, "unanswered")
            return
        text = answer.body
        if answer.type not in SENTENCE_TYPES or not text.strip():
            self.f.not_a_sentence.append(f"[{inp.cat}] {inp.desc} -> type {answer.type} {text[:60]!r}")
            self.f.count(inp.cat, "not_a_sentence")
        else:
            self.f.count(inp.cat, "answered")
            key = text.splitlines()[0][:90]
            self.f.answers[key] = self.f.answers.get(key, 0) + 1
        if "Something went wrong" in text:
            self.f.count(inp.cat, "went_wrong")
            self.f.went_wrong.append(f"[{inp.cat}] {inp.desc}")

    def public(self) -> dict:
        """Every public message of every channel of the world as it is now."""
        out = {}
        for g in self.world.games:
            for m in self.fd.messages(g.channel):
                out[m.id] = (m.body, repr(m.embeds), repr(m.components))
        for m in self.fd.messages(self.world.free):
            out[m.id] = (m.body, repr(m.embeds), repr(m.components))
        return out

    async def quiet(self, timeout: float = 3.0) -> None:
        """Wait until the bot has stopped changing the channels (after an entitled move)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        last, since = len(self.fd.records), loop.time()
        while loop.time() < end:
            await asyncio.sleep(0.03)
            if len(self.fd.records) != last:
                last, since = len(self.fd.records), loop.time()
            elif loop.time() - since > 0.25:
                return

    async def hostile_batch(self, n: int) -> None:
        before = self.peek.fingerprint()
        shown = self.public()
        inputs, sent = [], []
        for _ in range(n):
            inp = self.generate()
            try:
                ix = await inp.send()
            except (LookupError, ValueError, PermissionError) as e:   # the fake refused to build it
                self.f.count(inp.cat, f"not_sent:{type(e).__name__}")
                continue
            inputs.append(inp)
            sent.append(ix)
            self.f.sent += 1
            self.f.hostile += 1
            self.f.count(inp.cat, "sent")
        await asyncio.gather(*(self._answer(i, ix) for i, ix in zip(inputs, sent)))
        await asyncio.sleep(self.settle)
        after = self.peek.fingerprint()
        if after != before:
            self.f.state_changes.append({"batch": [f"[{i.cat}] {i.desc}" for i in inputs],
                                         "what": _diff(before, after)})
            for i in inputs:
                self.f.count(i.cat, "state_changed" if len(inputs) == 1 else "in_a_batch_that_changed_state")
        now = self.public()
        changed = [mid for mid in shown if mid in now and now[mid] != shown[mid]]
        new = [mid for mid in now if mid not in shown]
        if changed or new:
            self.f.public_changes.append({"batch": [f"[{i.cat}] {i.desc}" for i in inputs],
                                          "edited": [now[m][0][:80] for m in changed],
                                          "new": [now[m][0][:80] for m in new]})
            for i in inputs:
                self.f.count(i.cat, "public_changed" if len(inputs) == 1 else "in_a_batch_that_changed_public")

    def check_leaks(self) -> None:
        hands, drawn, known = self.world.hands()
        finished = {row.id for row in self.world.peek.tables() if row.status == "finished"}
        for rec in self.fd.records[self.mark:]:
            if rec.kind == "delete":
                continue
            if rec.visible_to is not None:
                bad = K.leaks(rec.texts, rec.visible_to, hands, drawn, known=known, finished=finished)
            else:
                bad = K.leaks(rec.texts, None, hands, drawn, public=True, finished=finished)
            for line in bad:
                self.f.leaks.append({"to": rec.visible_to, "line": line[:120]})
        self.mark = len(self.fd.records)

    # ------------------------------------------------------------------ entitled moves

    async def step(self) -> None:
        """One entitled move in g1 (a new g1 when it is over), sometimes double-clicked within
        the same millisecond, or delivered twice."""
        w, fd, rng = self.world, self.fd, self.rng
        g = w.g1
        row = w.row(g)
        if row.status != "running":
            await w.start_game(g)
            return
        st = row.state
        people = [s for s in st["awaited"]]
        if not people:
            return
        seat = rng.choice(people)
        user = next(u for u in g.players if u.id == row.players[seat]["id"])
        T, P = row.id, row.prompt_no
        # The buttons are drawn from the stored state and pressed on the game's own message:
        # hostile input may have changed what the channel shows, and the game must go on.
        msg = fd.message(row.message_id) if row.message_id else (w.current(g) or fd.messages(g.channel)[-1])

        def press(cid):
            return lambda: fd.raw_component(user, g.channel, cid, message=fd.message(msg.id).snapshot())

        step = st["step"]
        if step == "action":
            coins = st["coins"][seat]
            targets = [i for i in range(len(row.players)) if i != seat and st["alive"][i]]
            options = ["income", "tax", "exchange", "foreign_aid"]
            if coins >= 3:
                options.append("assassinate")
            if any(st["coins"][i] for i in targets):
                options.append("steal")
            if coins >= 7:
                options = ["coup"]
            if coins >= 10:
                options = ["coup"]
            action = rng.choices(options, [3 if a in ("tax", "exchange", "coup") else 1 for a in options])[0]
            cid = f"coup:act:{T}:{P}:{action}"
            if action in ("steal", "assassinate", "coup"):
                opened = await (await press(cid)()).response()
                self.f.sent += 1
                self.f.entitled += 1
                self.check_leaks()
                if not (opened.ephemeral and opened.message is not None and opened.message.selects):
                    return
                sel = opened.message.selects[0]
                value = rng.choice([o["value"] for o in sel["options"]])
                await self._move(row, seat, lambda: fd.select(user, opened.message, values=[value]))
                return
            await self._move(row, seat, press(cid))
        elif step in ("challenge", "block"):
            kind = "allow"
            if step == "challenge" and rng.random() < 0.35:
                kind = "challenge"
            elif step == "block" and rng.random() < 0.3:
                kind = "block"
            cid = f"coup:{kind}:{T}:{P}" + (":0" if kind == "block" else "")
            await self._move(row, seat, press(cid))
        else:
            opened = await (await press(f"coup:decide:{T}:{P}")()).response()
            self.f.sent += 1
            self.f.entitled += 1
            self.check_leaks()
            private = opened.message
            if private is None or not opened.ephemeral:
                return
            if private.selects:
                sel = private.selects[0]
                values = rng.sample([o["value"] for o in sel["options"]], sel.get("min_values", 1))
                await self._move(row, seat, lambda: fd.select(user, private, values=values))
            elif private.buttons:
                cid = rng.choice([b["custom_id"] for b in private.buttons])
                await self._move(row, seat, lambda: fd.click(user, private, custom_id=cid))

    async def _move(self, row, seat, make) -> None:
        """An entitled move: alone, double-clicked (two dispatches in the same millisecond),
        or delivered twice. It must be applied exactly once and every click answered."""
        how = self.rng.choices(["once", "double", "redeliver"], [6, 2, 2])[0]
        version = row.version
        if how == "double":
            first, second = await asyncio.gather(make(), make())
            clicks = [first, second]
            self.f.double_clicks += 1
        else:
            clicks = [await make()]
            if how == "redeliver":
                self.fd.redeliver(clicks[0])
                self.f.redelivered += 1
        self.f.sent += len(clicks)
        self.f.entitled += len(clicks)
        answers = []
        for ix in clicks:
            try:
                answers.append(await ix.response(timeout=3.5))
            except FakeDiscordTimeout:
                self.f.unanswered.append(f"[entitled:{how}] {ix.description}")
                self.f.count(f"entitled:{how}", "unanswered")
        await asyncio.sleep(self.settle)
        after = self.world.row(self.world.g1)
        applied = after.version - version if after.id == row.id else 1
        if applied > 1:
            self.f.double_applied.append(f"{how}: {[ix.description for ix in clicks]} moved the game {applied} times")
        self.f.count(f"entitled:{how}", "sent")

    # ------------------------------------------------------------------ the run

    async def run(self, n: int) -> dict:
        while self.f.hostile < n:
            await self.hostile_batch(min(self.batch, n - self.f.hostile))
            self.check_leaks()
            if self.rng.random() < 0.035 * self.batch:   # one entitled move per ~30 hostile inputs
                await self.step()
                await self.quiet()
                self.check_leaks()
        await self.fd.settle_interactions()   # each answered, or past Discord's 3 s: unanswered() is final
        await self.quiet()
        return self.figures()

    def figures(self) -> dict:
        f = self.f
        f.errors_40060 = sum(1 for e in self.fd.errors if (e.get("body") or {}).get("code") == 40060)
        late = [ix for ix in self.fd.unanswered()]
        traces = self.tracebacks()
        return {
            "interactions_sent": f.sent,
            "hostile": f.hostile,
            "entitled": f.entitled,
            "redelivered": f.redelivered,
            "double_clicks": f.double_clicks,
            "unhandled_exceptions": len(traces),
            "unanswered": len(f.unanswered),
            "unanswered_by_fake": len(late),
            "not_a_sentence": len(f.not_a_sentence),
            "state_changes": len(f.state_changes),
            "double_applied": len(f.double_applied),
            "hidden_card_leaks": len(f.leaks),
            "went_wrong": len(f.went_wrong),
            "public_messages_changed": len(f.public_changes),
            "changes_by_input": {cat: {k: v for k, v in counts.items() if "changed" in k}
                                 for cat, counts in f.by_category.items()
                                 if any("changed" in k for k in counts)},
            "errors_40060": f.errors_40060,
            "by_category": f.by_category,
            "details": {
                "unanswered": f.unanswered[:30],
                "not_a_sentence": f.not_a_sentence[:30],
                "state_changes": f.state_changes[:10],
                "double_applied": f.double_applied[:10],
                "leaks": f.leaks[:10],
                "went_wrong": f.went_wrong[:30],
                "public_changes": f.public_changes[:10],
                "tracebacks": traces[:20],
                "answers": dict(sorted(f.answers.items(), key=lambda kv: -kv[1])[:40]),
            },
        }


def _diff(before, after) -> list[str]:
    out = []
    rows_b = {r[0]: r for r in before[0]}
    rows_a = {r[0]: r for r in after[0]}
    names = ("id", "status", "players", "state", "version", "prompt_no", "deadline", "host_id", "turn_events",
             "more_time", "departed", "winner_id")
    for tid in sorted(set(rows_b) | set(rows_a)):
        b, a = rows_b.get(tid), rows_a.get(tid)
        if b != a:
            if b is None or a is None:
                out.append(f"table {tid} {'created' if b is None else 'removed'}")
            else:
                out.append(f"table {tid}: " + ", ".join(n for n, x, y in zip(names, b, a) if x != y))
    if before[1] != after[1]:
        out.append(f"events {before[1]} -> {after[1]}")
    if before[2] != after[2]:
        out.append("other tables changed")
    return out
