"""The one place a click becomes a move.

:meth:`Clicks.on_interaction` receives every component interaction whose custom_id starts
with ``coup`` — live buttons, buttons of old prompts, ids no message carries — checks that
it belongs to a table of the channel it came from, turns it into engine moves through
:class:`~bot.tables.TableService` (which commits them before anything is answered), and
hands the answer to the :class:`~bot.publisher.Publisher`, which shows the change in the
answer itself. Every refusal is an ephemeral sentence in the clicker's language; nothing
changes.
"""

from __future__ import annotations

import logging

import discord

from engine import ACTIONS, BLOCKED_BY, Move
from engine import game as G
from engine.actions import TARGETED

from . import messages, render
from .components import Click, parse, single_target, target_controls
from .i18n import words
from .replies import Seen, reply
from .store import Unavailable
from .tables import UserFacingError

log = logging.getLogger(__name__)

#: Clicks made in an ephemeral message: their answer edits that message, privately.
PRIVATE = ("reveal", "prove", "lose", "keep", "draft", "target")


class Clicks:
    def __init__(self, service, publisher, lobby, seen: Seen | None = None):
        self.service = service
        self.publisher = publisher
        self.lobby = lobby
        self.seen = seen or Seen()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        data = interaction.data or {}
        custom_id = data.get("custom_id")
        if not isinstance(custom_id, str) or not custom_id.startswith("coup"):
            return
        if not self.seen.first(interaction.id):
            log.debug("interaction %s delivered again; it was answered once", interaction.id)
            return
        w = words(interaction.locale)
        committed = False
        try:
            click = parse(custom_id)
            is_select = data.get("component_type") in (3, 5, 6, 7, 8)
            if click is None or click.select != is_select:
                raise UserFacingError("no.not_a_button")
            if interaction.guild_id is None:
                raise UserFacingError("no.dm")
            values = data.get("values") if is_select else None
            if values is not None and (not isinstance(values, list)
                                       or not all(isinstance(v, str) for v in values)):
                raise UserFacingError("no.not_option")
            committed = await self._handle(interaction, click, values)
        except UserFacingError as e:
            await reply(interaction, e.text(w))
        except Unavailable as e:
            log.error("component %s: database unavailable: %s", custom_id[:100], e)
            await reply(interaction, w("no.database", why=w(f"db.{e.reason}")))
        except Exception:
            log.exception("component %s failed", custom_id[:100])
            await reply(interaction, w("no.saved_retry" if committed else "no.unchanged_retry"))

    async def _handle(self, interaction: discord.Interaction, click: Click, values) -> bool:
        """Handle a click; True once a move was committed."""
        if click.kind == "lobby":
            await self.lobby.click(interaction, click.arg, click.table_id)
            return False
        svc = self.service
        table = await svc.get(click.table_id)
        if table is None:
            raise UserFacingError("no.not_a_button")
        if table.guild_id != interaction.guild_id or table.channel_id != interaction.channel_id:
            raise UserFacingError("no.other_channel")
        if click.kind == "log":  # a page of the public history: anyone here may read it (R53)
            w = words(interaction.locale)
            events = await svc.store.tables.game_events(table.id, public=True)
            page = messages.log_message(w, table, events, click.prompt_no)
            if interaction.message is not None and interaction.message.flags.ephemeral:
                await interaction.response.edit_message(**page)  # turn the page
            else:  # a page id sent on a public message changes nothing there
                await interaction.response.send_message(ephemeral=True, **page)
            return False
        if table.status != "running":
            raise UserFacingError("no.over" if table.status == "finished" else "no.not_running")
        user = interaction.user
        seat = table.seat_of(user.id)
        if seat is None:
            raise UserFacingError("no.not_player")
        game = svc.game(table)
        w = words(interaction.locale)
        kind = click.kind
        if kind == "cards":
            await interaction.response.send_message(ephemeral=True, **messages.hand_message(w, table, game, seat))
            return False
        if kind in ("decide", "act", "more"):
            if click.prompt_no != table.prompt_no:
                raise UserFacingError("no.out_of_date")
        if kind == "decide":
            if seat not in game.awaited:
                waiting = w.list([table.players[s].name for s in game.awaited])
                raise UserFacingError("no.not_yours", who=waiting)
            await interaction.response.send_message(ephemeral=True, **messages.hand_message(w, table, game, seat))
            return False
        if kind == "more":  # R55
            await svc.more_time(table.id, user.id, click.prompt_no)
            await self.publisher.answer(interaction, table.id)
            return True
        if kind == "act" and click.arg in TARGETED:
            if game.step != G.ACTION or game.turn != seat:
                raise UserFacingError("no.not_your_turn", name=table.players[game.turn].name)
            groups = dict(game.legal_actions(seat))
            if click.arg not in groups:
                raise UserFacingError("why", text=render.why_not(w, click.arg, game.coins[seat]))
            target = single_target(game, click.arg, groups)
            if target is None:
                names = render.names_of(w, table.players)
                targets = [(m.target, names[m.target]) for m in groups[click.arg]]
                text = w("private.target", action=w.action(click.arg),
                         until=w("private.until", when=render.timestamp(table.deadline)))
                await interaction.response.send_message(
                    text, ephemeral=True, view=target_controls(w, table.id, table.prompt_no, click.arg, targets))
                return False
            values, kind = [str(target)], "target"
        outcome = await svc.play(table.id, user.id, click.prompt_no, moves(kind, click.arg, values), kind=kind)
        private = None
        if kind in PRIVATE and interaction.message is not None and interaction.message.flags.ephemeral:
            private = {"content": done_text(w, table, outcome, kind), "view": None}
        await self.publisher.answer(interaction, table.id, private=private)
        return True


def moves(kind: str, arg: str | None, values: list[str] | None):
    """The moves a click stands for, built under the table's lock from the game as it is
    (a generator: a concession's lost card is chosen once the concession is applied)."""

    def build(game, seat: int):
        if kind == "challenge":
            yield Move(seat, "challenge")
        elif kind == "allow":
            yield Move(seat, "allow")
        elif kind == "block":
            chars = BLOCKED_BY.get(game.action, ()) if game.step == G.BLOCK else ()
            if not chars:
                raise UserFacingError("no.nothing_to_block")
            yield Move(seat, "block", card=chars[_int(arg, len(chars))])
        elif kind == "act":
            if arg not in ACTIONS:
                raise UserFacingError("no.not_a_button")
            yield Move(seat, arg)
        elif kind == "target":
            if arg not in TARGETED:
                raise UserFacingError("no.not_a_button")
            yield Move(seat, arg, target=_int(_one(values), game.n))
        elif kind == "reveal":
            hand = game.hands[seat] if game.step == G.LOSE and game.loser == seat else ()
            yield Move(seat, "reveal", card=hand[_int(arg, len(hand))])
        elif kind == "prove":
            if arg != "yes":
                raise UserFacingError("no.not_a_button")
            yield Move(seat, "prove")
        elif kind == "lose":  # R41: concede, and lose the card chosen in the same click
            hand = game.hands[seat] if game.step == G.PROVE and game.claimant == seat else ()
            card = hand[_int(arg, len(hand))]
            yield Move(seat, "concede")
            if game.step == G.LOSE and game.loser == seat and card in game.hands[seat]:
                yield Move(seat, "reveal", card=card)
        elif kind == "keep":
            if game.step != G.EXCHANGE or game.turn != seat:
                raise UserFacingError("no.exchange_over")
            pool = game.hands[seat] + game.drawn
            picks = [_int(v, len(pool)) for v in values or []]
            if len(set(picks)) != len(picks):
                raise UserFacingError("no.once_each")
            if len(picks) != len(game.hands[seat]):
                raise UserFacingError("no.keep_exactly", n=len(game.hands[seat]))
            yield Move(seat, "keep", card=tuple(pool[i] for i in picks))
        elif kind == "draft":
            options = game.draft_sets[seat] if game.step == G.DRAFT and game.draft_sets else None
            if not options:
                raise UserFacingError("no.nothing_waits")
            yield Move(seat, "draft", card=options[_int(arg, len(options))])
        else:
            raise UserFacingError("no.not_a_button")

    return build


def _one(values: list[str] | None) -> str:
    if not values or len(values) != 1:
        raise UserFacingError("no.one_option")
    return values[0]


def _int(text: str | None, limit: int) -> int:
    if text is None or not text.isascii() or not text.isdecimal() or len(text) > 3 or int(text) >= limit:
        raise UserFacingError("no.not_option")
    return int(text)


def done_text(w, table, outcome, kind: str) -> str:
    """What a private answer did, and what the game waits for now (ephemeral)."""
    seat = outcome.seat
    mine = [e for e in outcome.events if e.player == seat]
    said = ""
    if kind == "reveal" or (kind == "lose"):
        card = next((e.card for e in mine if e.kind == "reveal"), None)
        said = w("done.concede" if kind == "lose" else "done.reveal", card=render.card(w, card)) if card else ""
    elif kind == "prove":
        shown = next((e.card for e in mine if e.kind == "prove"), None)
        new = next((e.card for e in outcome.events if e.kind == "replace" and e.to == seat), None)
        said = w("done.prove", card=render.card(w, shown), new=render.card(w, new)) if shown and new else ""
    elif kind == "keep":
        kept = next((e.card for e in outcome.events if e.kind == "kept" and e.to == seat), ())
        said = w("done.keep", cards=w.list([render.card(w, c) for c in kept]))
    elif kind == "draft":
        picked = next((e.card for e in outcome.events if e.kind == "drafted" and e.to == seat), None)
        said = w("done.draft", card=render.card(w, picked)) if picked else ""
    elif kind == "target":
        declared = next((e for e in mine if e.kind == "declare"), None)
        if declared is not None:
            names = render.names_of(w, table.players)
            said = w("done.target", action=w.action(declared.action), target=names[declared.target])
    game = outcome.game
    if game.over:
        now = w("done.over")
    else:
        view = game.public_view()
        view["players"] = render.names_of(w, outcome.table.players)
        now = w("done.now", what=render.awaiting(w, view, outcome.table.deadline))
    return f"{said}\n{now}".strip()
