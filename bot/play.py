"""The one place a click becomes a move, and the one place the channel is brought up to date.

:func:`dispatch` receives every game component interaction (parsed from its custom_id),
turns it into an engine move through :class:`~bot.tables.TableService` — which commits
it before anything is answered — then answers the clicker and refreshes the channel.
Every refusal is an ephemeral sentence; nothing changes.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from engine import ACTIONS, BLOCKED_BY, Move
from engine import game as G
from engine.actions import TARGETED

from . import render
from .tables import Outcome, UserFacingError
from .views import lobby_view, private_view, rematch_view, target_view, turn_view

if TYPE_CHECKING:
    from .client import CoupBot
    from .store import Table

log = logging.getLogger(__name__)

PLAYER_PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def player_name(user: discord.abc.User) -> str:
    """A member's name as shown on the board: no markdown, no mentions, not too long."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(user.display_name))[:40]


async def reply(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """Answer ephemerally, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


async def dispatch(interaction: discord.Interaction, kind: str, table_id: int, prompt_no: int,
                   arg: str | None, values: list[str] | None) -> None:
    bot: CoupBot = interaction.client  # type: ignore[assignment]
    try:
        await _handle(bot, interaction, kind, table_id, prompt_no, arg, values)
    except UserFacingError as e:
        await reply(interaction, str(e))
    except Exception:
        log.exception("component %s on table %s failed", kind, table_id)
        await reply(interaction, "Something went wrong on our side. The game is saved; "
                                 "try again, or use `/coup status`.")


def _move(kind: str, arg: str | None, values: list[str] | None):
    """The move a click stands for, built under the table's lock from the game as it is."""

    def build(game, seat: int) -> Move:
        if kind == "challenge":
            return Move(seat, "challenge")
        if kind == "allow":
            return Move(seat, "allow")
        if kind == "block":
            chars = BLOCKED_BY.get(game.action, ()) if game.step == G.BLOCK else ()
            if not chars:
                raise UserFacingError("There is nothing to block right now.")
            return Move(seat, "block", card=chars[_int(arg, len(chars))])
        if kind == "act":
            if arg not in ACTIONS:
                raise UserFacingError("This button is not part of the game.")
            return Move(seat, arg)
        if kind == "target":
            if arg not in TARGETED:
                raise UserFacingError("This button is not part of the game.")
            target = _int(_one(values), game.n)
            return Move(seat, arg, target=target)
        if kind == "reveal":
            hand = game.hands[seat] if game.step == G.LOSE and game.loser == seat else ()
            return Move(seat, "reveal", card=hand[_int(arg, len(hand))])
        if kind == "prove":
            return Move(seat, "prove" if arg == "yes" else "concede")
        if kind == "keep":
            if game.step != G.EXCHANGE or game.turn != seat:
                raise UserFacingError("This exchange is over.")
            pool = game.hands[seat] + game.drawn
            picks = [_int(v, len(pool)) for v in values or []]
            if len(set(picks)) != len(picks):
                raise UserFacingError("Choose each card at most once.")
            return Move(seat, "keep", card=tuple(pool[i] for i in picks))
        if kind == "draft":
            return Move(seat, "draft", card=_one(values))
        raise UserFacingError("This button is not part of the game.")

    return build


def _one(values: list[str] | None) -> str | None:
    if not values or len(values) != 1:
        raise UserFacingError("Choose exactly one option.")
    return values[0]


def _int(text: str | None, limit: int) -> int:
    if text is None or not text.isascii() or not text.isdecimal() or int(text) >= limit:
        raise UserFacingError("That choice is not one of the options.")
    return int(text)


async def _handle(bot: "CoupBot", interaction: discord.Interaction, kind: str, table_id: int,
                  prompt_no: int, arg: str | None, values: list[str] | None) -> None:
    svc = bot.service
    user = interaction.user
    if kind == "lobby":
        await bot.lobby_click(interaction, arg, table_id)
        return
    table = await svc.store.get(table_id)
    if table is None or table.status != "running":
        raise UserFacingError("This game is over." if table and table.status == "finished"
                              else "This game is no longer running.")
    seat = table.seat_of(user.id)
    if seat is None:
        raise UserFacingError("This game is between other players.")
    game = svc.game(table)
    if kind == "cards":
        await show_hand(interaction, table, seat)
        return
    if kind == "decide":
        if prompt_no != table.prompt_no:
            raise UserFacingError("This prompt is out of date: the game has moved on.")
        if seat not in game.awaited:
            waiting = ", ".join(table.players[s].name for s in game.awaited)
            raise UserFacingError(f"This decision is not yours: the game is waiting on {waiting}.")
        await show_hand(interaction, table, seat)
        return
    if kind == "act" and arg in TARGETED:
        if prompt_no != table.prompt_no:
            raise UserFacingError("This prompt is out of date: the game has moved on.")
        if game.step != G.ACTION or game.turn != seat:
            raise UserFacingError(f"It is not your turn; it is {table.players[game.turn].name}'s.")
        groups = dict(game.legal_actions(seat))
        if arg not in groups:
            raise UserFacingError(render.why_not(arg, game.coins[seat]))
        targets = [(m.target, table.players[m.target].name) for m in groups[arg]]
        await interaction.response.send_message(
            f"{render.LABELS[arg]}: choose a player.", ephemeral=True,
            view=target_view(table_id, prompt_no, arg, targets))
        return
    outcome = await svc.play(table_id, user.id, prompt_no, _move(kind, arg, values), kind=kind)
    if kind in ("reveal", "prove", "keep", "draft", "target"):
        done = {"reveal": "Card revealed.", "prove": "Answered.", "keep": "Exchange done.",
                "draft": "Card chosen.", "target": "Done."}[kind]
        await interaction.response.edit_message(content=done, view=None)
    else:
        await interaction.response.defer()
    await bot.publish(outcome)


async def show_hand(interaction: discord.Interaction, table: "Table", seat: int) -> None:
    """The player's own cards, and the controls of a decision waiting on them (ephemeral)."""
    bot: CoupBot = interaction.client  # type: ignore[assignment]
    game = bot.service.game(table)
    view = game.view(seat)
    text = render.hand(view)
    controls = None
    if seat in game.awaited and game.step in (G.LOSE, G.PROVE, G.EXCHANGE, G.DRAFT):
        controls = private_view(table.id, table.prompt_no, view)
        text += "\n\n" + render.private_prompt(view, table.deadline)
    await reply(interaction, text, view=controls) if controls else await reply(interaction, text)


# ------------------------------------------------------------------ the channel


def turn_message(table: "Table", game) -> dict:
    """The content, embed and buttons of the current turn message (public facts only)."""
    view = game.public_view()
    computers = {i for i, s in enumerate(table.players) if s.computer}
    body = render.log_text(table.turn_log, limit=1500)
    content = f"{render.turn_header(view)}\n{body}\n\n{render.awaiting(view, table.deadline)}".strip()
    embed = discord.Embed(description=render.board(view, computers), colour=0x8B0000)
    embed.set_footer(text=f"{table.mode} game · {table.variant}")
    return {"content": render.fit("", content), "embed": embed,
            "view": turn_view(table.id, table.prompt_no, view, game.legal_actions())}


def lobby_message(table: "Table") -> dict:
    seats = "\n".join(f"{i + 1}. {s.name}{' 🤖' if s.computer else ''}{' (host)' if s.id == table.host_id else ''}"
                      for i, s in enumerate(table.players))
    if table.status == "lobby":
        again = " · rematch: the last winner starts" if table.rematch_of else ""
        text = (f"**Coup lobby** · {table.mode} · {table.variant}{again}\n"
                f"Players in seat order:\n{seats}\n\n"
                "Press **Join** to take a seat. The host presses **Start** (2–10 players"
                f"{', exactly 2 for draft' if table.variant == 'draft' else ''}).")
        return {"content": text, "view": lobby_view(table.id)}
    state = {"running": "started", "cancelled": "was cancelled", "finished": "is over"}[table.status]
    return {"content": f"**Coup** · {table.mode} · {table.variant} — the game {state}.\n{seats}", "view": None}


class Publisher:
    """Makes the channel show each table as stored: one message per turn, edited as it unfolds.

    It works from the stored state, not from the move, so updates that run late or out of
    order, or after a restart, still leave the right message with the right buttons.
    """

    def __init__(self, bot: "CoupBot"):
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self._pings: dict[int, int] = {}   # table id -> the ping message to delete

    async def channel(self, table: "Table"):
        channel = self.bot.get_channel(table.channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(table.channel_id)
        return channel

    async def publish(self, outcome: Outcome | None = None, *, table_id: int | None = None) -> None:
        table_id = outcome.table.id if outcome is not None else table_id
        lock = self._locks.setdefault(table_id, asyncio.Lock())
        try:
            async with lock:
                await self._show(table_id, outcome)
        except (discord.NotFound, discord.Forbidden) as e:
            if e.code in (10003, 50001):  # the channel is gone, or the bot may no longer see it
                log.warning("table %s: channel unreachable (%s); the game is abandoned", table_id, e.code)
                await self.bot.service.abandon(table_id)
            else:
                log.exception("could not update the channel of table %s", table_id)
        except Exception:
            log.exception("could not update the channel of table %s", table_id)
        finally:
            await self.bot.after_change(table_id)
            if outcome is not None and outcome.table.status != "running":
                self._locks.pop(table_id, None)
                self.bot.service.forget(table_id)

    async def _show(self, table_id: int, outcome: Outcome | None) -> None:
        svc = self.bot.service
        table = await svc.store.get(table_id)
        if table is None or table.status not in ("running", "finished"):
            return
        game = svc.game(table)
        message = turn_message(table, game)  # everything is drawn before the first await
        humans = [table.players[s] for s in game.awaited if not table.players[s].computer]
        mentions = " ".join(f"<@{h.id}>" for h in humans)
        channel = await self.channel(table)
        await self._drop_ping(table.id, channel)
        fresh = table.message_id is None or table.message_turn != game.turn_no
        if not fresh:
            try:
                await channel.get_partial_message(table.message_id).edit(**message)
            except discord.NotFound:  # someone deleted the turn message: post it again
                fresh = True
            else:
                # An edit notifies nobody: ping whoever a new decision waits on (in async
                # games also every player who may challenge).
                pinged = (G.BLOCK, G.LOSE, G.PROVE, G.DRAFT) + ((G.CHALLENGE,) if table.mode == "async" else ())
                if outcome is not None and outcome.new_prompt and humans and game.step in pinged:
                    ping = await channel.send(
                        f"{mentions} — {render.awaiting(game.public_view(), table.deadline)}",
                        allowed_mentions=PLAYER_PINGS)
                    self._pings[table.id] = ping.id
        if fresh:
            if table.message_id and table.message_turn is not None and table.message_turn != game.turn_no:
                closed = table.closed_log
                old = channel.get_partial_message(table.message_id)
                try:  # the finished turn keeps its full log and loses its buttons
                    if closed is not None:
                        await old.edit(content=render.log_text(closed) or "…", embed=None, view=None)
                    else:
                        await old.edit(view=None)
                except discord.NotFound:
                    pass
            content = render.fit(mentions, message["content"])
            sent = await channel.send(content=content, embed=message["embed"], view=message["view"],
                                      allowed_mentions=PLAYER_PINGS)
            await svc.set_message(table.id, sent.id, game.turn_no)
        if outcome is not None and outcome.game_over:
            bluffs = [e["player"] for e in await svc.store.events(table.id) if e["kind"] == "concede"]
            await channel.send(render.game_over(game.public_view(), bluffs), view=rematch_view(table.id))

    async def _drop_ping(self, table_id: int, channel) -> None:
        ping = self._pings.pop(table_id, None)
        if ping:
            try:
                await channel.get_partial_message(ping).delete()
            except discord.HTTPException:
                pass
