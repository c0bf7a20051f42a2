"""The one place a click becomes a move.

:meth:`Clicks.on_interaction` receives every component interaction whose custom_id starts
with ``coup`` — live buttons, buttons of old prompts, ids no message carries. A click that
only looks (My cards, a private decision's button, a page of the log, a target picker) is
answered from the table as it is. A click that moves takes the table's lock, is checked
against the table it reads there, becomes engine moves, and is committed by
:class:`~bot.tables.Play` before anything is answered; the courier then shows the change
in the answer itself. Every refusal is an ephemeral sentence in the clicker's language;
nothing changes. A refusal is never read from memory alone: before it is told, the stored
row is read, and a table another process moved is decided again from what is stored; one
that another process changed after the click was made (it may hold this very click) is
"the game moved on meanwhile" (R41's "already challenged" excepted: it names who).

Discord waits 3 s for an answer: a click still waiting for its table or the database
after 2 s is acknowledged first (its result follows), and one that could not even be
acknowledged is not played.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Awaitable, Callable

import discord

from engine import FACTIONS, Move
from engine import events as E
from engine import game as G
from engine import moves as M
from engine.actions import TARGETED

from . import form, messages, render
from .channel import Courier
from .components import FORGET, Click, parse, single_target, target_controls
from .deadlines import Deadlines
from .dm import NO_SERVER, private_channel
from .errors import UserFacingError
from .i18n import words
from .ladders import Ladders
from .lobby import LobbyDesk
from .onlookers import Onlookers
from .replies import Seen, reply
from .store import FINISHED, RUNNING, TableStore, Unavailable
from .tables import Play, TableCache, Verdict

log = logging.getLogger(__name__)

#: Clicks made in an ephemeral message: their answer edits that message, privately.
PRIVATE = ("reveal", "prove", "lose", "keep", "draft", "target", "show", "verdict")
#: A choice that changes the table but answers privately with the player's own cards.
TOGGLES = ("auto", "pilot")
#: Clicks that only look: answered from the table as it is, without its lock.
LOOKS = ("log", "cards", "decide")
#: Clicks of those not deciding (bot/onlookers.py): predictions (R58) and replays.
ONLOOKERS = ("predict", "guess", "replay")
#: How long after it arrived a click may wait for its table and the database before it is
#: acknowledged.
PATIENCE = 2.0
#: A click whose move ended later than this after it arrived is acknowledged before its answer
#: is drawn: drawing (planning, reading the turns shown, one request) took up to 1.4 s on a
#: loaded machine, and Discord refuses an answer that comes after 3 s.
DRAW_BY = 1.0


#: Refusals that stand whatever happened since the click: they name what happened, or come
#: from the stored row itself.
NAMED = frozenset({"no.already_challenged", "no.moved_on", "no.maybe_saved"})


class Clicks:
    def __init__(self, cache: TableCache, play: Play, lobby: LobbyDesk, courier: Courier, tables: TableStore,
                 seen: Seen, onlookers: Onlookers, ladders: Ladders, deadlines: Deadlines,
                 forget: Callable[[discord.Interaction], Awaitable[None]]):
        self._cache = cache        # live tables
        self._play = play          # moves
        self._lobby = lobby        # lobby buttons
        self._courier = courier    # shows each change
        self._tables = tables      # a game's public log
        self._seen = seen
        self._onlookers = onlookers   # predictions and replays
        self._ladders = ladders       # the leaderboard's sort buttons
        self._deadlines = deadlines   # a time that ran out outside a server
        self._forget = forget         # /coup privacy forget's button: forgets whoever presses it

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.modal_submit:
            await self._form(interaction)
            return
        if interaction.type is not discord.InteractionType.component:
            return
        data = interaction.data or {}
        custom_id = data.get("custom_id")
        if not isinstance(custom_id, str) or not custom_id.startswith("coup"):
            return
        if not self._seen.first(interaction.id):
            log.debug("interaction %s delivered again; it was answered once", interaction.id)
            return
        w = words(interaction.locale)
        committed = False
        arrived = asyncio.get_running_loop().time()
        try:
            click = parse(custom_id)
            is_select = data.get("component_type") in (3, 5, 6, 7, 8)
            if click is None or click.select != is_select:
                raise UserFacingError("no.not_a_button")
            if click.kind == FORGET:   # /coup privacy may be used anywhere, DMs included
                await self._forget(interaction)
                return
            if interaction.guild_id is None and not private_channel(interaction):
                raise UserFacingError("no.dm")
            values = data.get("values") if is_select else None
            if values is not None and (not isinstance(values, list)
                                       or not all(isinstance(v, str) for v in values)):
                raise UserFacingError("no.not_option")
            committed = await self._checked(interaction, click, values, arrived)
        except UserFacingError as e:
            self._seen.outcome("refused")
            await reply(interaction, e.text(w))
        except Unavailable as e:
            self._seen.outcome("failed")
            log.error("component %s: database unavailable: %s", custom_id[:100], e)
            await reply(interaction, w("no.database", why=w(f"db.{e.reason}")))
        except Exception:
            self._seen.outcome("failed")
            log.exception("component %s failed", custom_id[:100])
            await reply(interaction, w("no.saved_retry" if committed else "no.unchanged_retry"))

    async def _checked(self, interaction: discord.Interaction, click: Click, values, arrived: float) -> bool:
        """Handle a click; a refusal is checked against the stored row before it is told."""
        retried = False
        while True:
            try:
                return await self._handle(interaction, click, values, arrived)
            except UserFacingError as e:
                if e.key in NAMED:
                    raise
                try:
                    verdict = await self._cache.recheck(click.table_id, interaction.created_at.timestamp())
                except Unavailable:
                    raise e from None   # the database cannot say: what memory says is all there is
                if verdict is Verdict.STALE:   # another process moved it: what its channel shows too
                    self._courier.forget(click.table_id)
                if verdict is Verdict.STALE and not retried and not interaction.response.is_done():
                    retried = True   # memory was behind: decide again from the stored row
                    continue
                if verdict is Verdict.STANDS:
                    raise
                raise UserFacingError("no.moved_on") from None

    async def _form(self, interaction: discord.Interaction) -> None:
        """A submitted ``/coup new`` form: the lobby it asks for (bot/form.py)."""
        if (interaction.data or {}).get("custom_id") != form.CUSTOM_ID or not self._seen.first(interaction.id):
            return
        w = words(interaction.locale)
        try:
            if interaction.guild_id is None and not private_channel(interaction):
                raise UserFacingError("no.dm")
            await self._lobby.form_submitted(interaction)
        except UserFacingError as e:
            await reply(interaction, e.text(w))
        except Unavailable as e:
            log.error("the new-game form: database unavailable: %s", e)
            await reply(interaction, w("no.database", why=w(f"db.{e.reason}")))
        except Exception:
            log.exception("the new-game form failed")
            await reply(interaction, w("no.unchanged_retry"))

    async def _handle(self, interaction: discord.Interaction, click: Click, values, arrived: float) -> bool:
        """Handle a click that arrived at ``arrived`` (the loop's clock); True once a move was
        committed."""
        if click.kind == "lobby":
            await self._lobby.click(interaction, click.arg, click.table_id)
            return False
        if click.kind == "board":
            await self._ladders.click(interaction, click)
            return False
        if click.kind == "replay":
            await self._onlookers.replay_page(interaction, click, values)
            return False
        if click.kind in ONLOOKERS:
            await getattr(self._onlookers, click.kind)(interaction, click)
            return False
        if click.kind != "log" and await self._deadlines.overdue(click.table_id):
            # outside a server the clock is settled at the next click: it shows that, not its move
            await self._courier.answer(interaction, click.table_id)
            await reply(interaction, words(interaction.locale)("no.time_ran_out"))
            return True
        if click.kind in LOOKS or click.kind == "act" and click.arg in TARGETED:
            table = await self._cache.get(click.table_id)
            seat = self._check(interaction, table, looking=click.kind == "log")
            picked = await self._look(interaction, click, table, seat)
            if picked is None:
                return False
            values, kind = picked, "target"
        else:
            kind = click.kind
        change = await self._in_time(interaction, self._move(interaction, click, kind, values), arrived)
        private = None
        w = words(interaction.locale)
        ephemeral = interaction.message is not None and interaction.message.flags.ephemeral
        if kind in PRIVATE and ephemeral:
            private = {"content": done_text(w, change, kind), "view": None}
        elif kind in TOGGLES:   # the player's own cards again, with the choice as it is now
            mine = messages.hand_message(w, change.table, change.game, change.seat)
            private = {"content": mine["content"], "view": mine["view"] or None} if ephemeral else None
            if not ephemeral:   # a new private message (a follow-up if the click was acknowledged first)
                await reply(interaction, mine["content"], view=mine["view"])
        await self._courier.answer(interaction, change.table.id, private=private)
        return True

    def _check(self, interaction: discord.Interaction, table, *, looking: bool = False) -> int | None:
        """The clicker's seat at a table of this channel (anyone here may read its log)."""
        if table is None:
            raise UserFacingError("no.not_a_button")
        if table.guild_id != (interaction.guild_id or NO_SERVER) or table.channel_id != interaction.channel_id:
            raise UserFacingError("no.other_channel")
        if looking:
            return None
        if table.status != RUNNING:
            raise UserFacingError("no.over" if table.status == FINISHED else "no.not_running")
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise UserFacingError("no.not_player")
        return seat

    async def _look(self, interaction: discord.Interaction, click: Click, table, seat) -> list[str] | None:
        """Answer a click that only looks; for an action with one possible target, that
        target, to be played as a move."""
        w = words(interaction.locale)
        kind = click.kind
        if kind == "log":  # a page of the public history: anyone here may read it (R53)
            events = await self._tables.game_events(table.id, public=True)
            page = messages.log_message(w, table, events, click.number)
            if interaction.message is not None and interaction.message.flags.ephemeral:
                await interaction.response.edit_message(**page)  # turn the page
            else:  # a page id sent on a public message changes nothing there
                await interaction.response.send_message(ephemeral=True, **page)
            return None
        game = self._cache.game(table)
        if kind == "cards":
            await interaction.response.send_message(ephemeral=True, **messages.hand_message(w, table, game, seat))
            return None
        if click.number != table.prompt_no:
            raise UserFacingError("no.out_of_date")
        if kind == "decide":
            if seat not in game.awaited:
                names = render.names_of(w, table.players)
                raise UserFacingError("no.not_yours", who=w.list([names[s] for s in game.awaited]))
            await interaction.response.send_message(ephemeral=True, **messages.hand_message(w, table, game, seat))
            return None
        # a targeted action: its one possible target, or a picker of targets
        if game.step != G.ACTION or game.turn != seat:
            raise UserFacingError("no.not_your_turn", name=render.seat_name(w, table.players[game.turn]))
        groups = dict(game.legal_actions(seat))
        if click.arg not in groups:
            raise UserFacingError("why", text=render.why_not(w, click.arg, game.coins[seat]))
        target = single_target(game, click.arg, groups)
        if target is not None:
            return [str(target)]
        names = render.names_of(w, table.players)
        targets = [(m.target, names[m.target]) for m in groups[click.arg]]
        text = w("private.target", action=w.action(click.arg),
                 until=w("private.until", when=render.timestamp(table.deadline)))
        await interaction.response.send_message(
            text, ephemeral=True, view=target_controls(w, table.id, table.prompt_no, click.arg, targets,
                                                       actor=seat, factions=game.factions))
        return None

    def _move(self, interaction: discord.Interaction, click: Click, kind: str, values):
        """The click's moves, checked and committed under the table's lock (a coroutine
        factory: ``go()`` says whether the clicker can still be told the result)."""
        async def move(go):
            async with self._cache.hold(click.table_id) as held:
                seat = self._check(interaction, held.table)
                if not go():
                    raise UserFacingError("no.unchanged_retry")
                if kind == "more":  # R55
                    return await self._play.more_time(held, interaction.user.id, click.number)
                if kind == "auto":   # let windows pass for the rest of the game
                    if click.arg not in ("on", "off"):
                        raise UserFacingError("no.not_a_button")
                    return await self._play.auto_allow(held, interaction.user.id, click.arg == "on")
                if kind == "pilot":   # autopilot at one's own deadlines (R56)
                    if click.arg not in ("on", "off"):
                        raise UserFacingError("no.not_a_button")
                    return await self._play.set_autopilot(held, interaction.user.id, click.arg == "on")
                moves = build_moves(kind, click.arg, values, held.game, seat)
                return await self._play.play(held, seat, moves, prompt_no=click.number)
        return move

    async def _in_time(self, interaction: discord.Interaction, move, arrived: float):
        """Run ``move`` so that the clicker is answered within Discord's 3 s: a click whose move
        has not ended :data:`PATIENCE` after it arrived, or ended later than :data:`DRAW_BY`, is
        acknowledged first (its answer follows); a click whose acknowledgement failed is not
        played if its move has not begun."""
        told = [True]
        task = asyncio.ensure_future(move(lambda: told[0]))
        loop = asyncio.get_running_loop()
        try:   # not wait_for: Python 3.11's loses a stop's cancel that comes as the move ends
            async with asyncio.timeout_at(arrived + PATIENCE):
                change = await asyncio.shield(task)
            if loop.time() - arrived <= DRAW_BY:
                return change
        except TimeoutError:
            pass
        try:
            await interaction.response.defer()
        except discord.HTTPException as e:
            log.info("interaction %s: could not be acknowledged in time (%s)", interaction.id, e)
            told[0] = False
        return await task


def build_moves(kind: str, arg: str | None, values: list[str] | None, game, seat: int) -> list[Move]:
    """The moves a click stands for, from the game as it is (checked again when applied)."""
    if kind == "challenge":
        return [Move(seat, M.CHALLENGE)]
    if kind == "allow":
        return [Move(seat, M.ALLOW)]
    if kind == "block":
        chars = game.blocked_by.get(game.action, ()) if game.step == G.BLOCK else ()
        if not chars:
            raise UserFacingError("no.nothing_to_block")
        return [Move(seat, M.BLOCK, card=chars[_int(arg, len(chars))])]
    if kind == "act":
        if arg not in game.actions:
            raise UserFacingError("no.not_a_button")
        return [Move(seat, arg)]
    if kind == "faction":   # R71
        if arg not in FACTIONS:
            raise UserFacingError("no.not_a_button")
        return [Move(seat, M.FACTION, card=arg)]
    if kind == "show":   # R94: which hidden card the Inquisitor sees
        hand = game.hands[seat] if game.step == G.SHOW and game.target == seat else ()
        return [Move(seat, M.SHOW, card=hand[_int(arg, len(hand))])]
    if kind == "verdict":   # R95
        if arg not in (M.GIVE_BACK, M.FORCE_EXCHANGE):
            raise UserFacingError("no.not_a_button")
        return [Move(seat, arg)]
    if kind == "target":
        if arg not in TARGETED:
            raise UserFacingError("no.not_a_button")
        return [Move(seat, arg, target=_int(_one(values), game.n))]
    if kind == "reveal":
        hand = game.hands[seat] if game.step == G.LOSE and game.loser == seat else ()
        return [Move(seat, M.REVEAL, card=hand[_int(arg, len(hand))])]
    if kind == "prove":
        if arg != "yes":
            raise UserFacingError("no.not_a_button")
        return [Move(seat, M.PROVE)]
    if kind == "lose":  # R41: concede, and lose the card chosen in the same click (R20)
        hand = game.hands[seat] if game.step == G.PROVE and game.claimant == seat else ()
        return [Move(seat, M.CONCEDE, card=hand[_int(arg, len(hand))])]
    if kind == "keep":
        if game.step != G.EXCHANGE or game.turn != seat:
            raise UserFacingError("no.exchange_over")
        pool = game.hands[seat] + game.drawn
        picks = [_int(v, len(pool)) for v in values or []]
        if len(set(picks)) != len(picks):
            raise UserFacingError("no.once_each")
        if len(picks) != len(game.hands[seat]):
            raise UserFacingError("no.keep_exactly", n=len(game.hands[seat]))
        return [Move(seat, M.KEEP, card=tuple(pool[i] for i in picks))]
    if kind == "draft":
        options = game.draft_sets[seat] if game.step == G.DRAFT and game.draft_sets else None
        if not options:
            raise UserFacingError("no.nothing_waits")
        return [Move(seat, M.DRAFT, card=options[_int(arg, len(options))])]
    raise UserFacingError("no.not_a_button")


def _one(values: list[str] | None) -> str:
    if not values or len(values) != 1:
        raise UserFacingError("no.one_option")
    return values[0]


def _int(text: str | None, limit: int) -> int:
    if text is None or not text.isascii() or not text.isdecimal() or len(text) > 3 or int(text) >= limit:
        raise UserFacingError("no.not_option")
    return int(text)


def done_text(w, change, kind: str) -> str:
    """What a private answer did, and what the game waits for now (ephemeral)."""
    seat = change.seat
    mine = [e for e in change.events if e.player == seat]
    said = ""
    if kind in ("reveal", "lose"):
        card = next((e.card for e in mine if e.kind == E.REVEAL), None)
        said = w("done.concede" if kind == "lose" else "done.reveal", card=render.card(w, card)) if card else ""
    elif kind == "prove":
        shown = next((e.card for e in mine if e.kind == E.PROVE), None)
        new = [e.card for e in change.events if e.kind == E.REPLACE and e.to == seat]
        if isinstance(shown, tuple):   # R81: the whole hand, for an Embezzle
            said = w("done.prove_hand", cards=render.card(w, shown), new=render.card(w, tuple(new)))
        elif shown and new:
            said = w("done.prove", card=render.card(w, shown), new=render.card(w, new[0]))
    elif kind == "show":
        shown = next((e.card for e in change.events if e.kind == E.SHOWN and e.to == seat), None)
        names = render.names_of(w, change.table.players)
        said = w("done.show", card=render.card(w, shown), actor=names[change.game.turn]) if shown else ""
    elif kind == "verdict":
        said = w("done.give_back" if any(e.kind == E.GIVE_BACK for e in mine) else "done.force_exchange")
    elif kind == "keep":
        kept = next((e.card for e in change.events if e.kind == E.KEPT and e.to == seat), ())
        said = w("done.keep", cards=w.list([render.card(w, c) for c in kept]))
    elif kind == "draft":
        picked = next((e.card for e in change.events if e.kind == E.DRAFTED and e.to == seat), None)
        said = w("done.draft", card=render.card(w, picked)) if picked else ""
    elif kind == "target":
        declared = next((e for e in mine if e.kind == E.DECLARE), None)
        if declared is not None:
            names = render.names_of(w, change.table.players)
            if declared.action == "convert":   # R77: paid onto the Reserve, the faction flipped at once
                now = next(e.card for e in change.events if e.kind == "faction" and e.player == declared.target)
                coins, faction = render.coins(w, declared.amount), render.faction(w, now)
                said = (w("done.convert_self", coins=coins, faction=faction) if declared.target == seat
                        else w("done.convert", coins=coins, faction=faction, target=names[declared.target]))
            else:
                said = w("done.target", action=w.action(declared.action), target=names[declared.target])
    game = change.game
    if game.over:
        now = w("done.over")
    else:
        view = game.public_view()
        view["players"] = render.names_of(w, change.table.players)
        now = w("done.now", what=render.awaiting(w, view, change.table.deadline))
    return f"{said}\n{now}".strip()
