"""What those who are not deciding may do (issue 36): predict, while a claim's challenge
window is open, whether it is a bluff (R58), and replay a finished game with every hand
face up. Neither changes a game: a prediction is kept apart from it, and is seen by nobody
but its maker until the game ends; a replay is refused until the game is over (R53).

A replay is for whoever opens it (the Replay buttons, /coup history's menu, /coup replay),
ephemerally; a server whose setting makes replays public has it posted in the channel, in
the server's language, and its pages are still turned only by the one who opened it.
"""

from __future__ import annotations

import discord

from engine import game as G
from engine import record as R

from . import render
from .components import Click, guess_controls
from .errors import UserFacingError
from .i18n import words
from .lobby import player_name
from .replay import replay_message
from .defaults import GuildDefaults
from .store import CANCELLED, FINISHED, RUNNING, GuildStore, SocialStore, TableStore
from .tables import TableCache

GUESSES = ("bluff", "honest")


class Onlookers:
    def __init__(self, cache: TableCache, tables: TableStore, social: SocialStore, guilds: GuildStore):
        self._cache = cache      # live tables
        self._tables = tables    # a game's whole log, for its replay
        self._social = social    # predictions
        self._guilds = guilds    # whether a server's replays are public, and its language

    # ------------------------------------------------------------------ predictions (R58)

    async def predict(self, interaction: discord.Interaction, click: Click) -> None:
        """The public Predict button: the claim and the two answers, for this member only."""
        table = await self._cache.get(click.table_id)
        game = self._open_claim(interaction, table, click.number)
        w = words(interaction.locale)
        names = render.names_of(w, table.players)
        text = w("predict.ask", name=names[game.claimant], card=render.card(w, game.claim),
                 until=w("private.until", when=render.timestamp(table.deadline)) if table.deadline else "")
        await interaction.response.send_message(text, ephemeral=True,
                                                view=guess_controls(w, table.id, table.prompt_no))

    async def guess(self, interaction: discord.Interaction, click: Click) -> None:
        """A prediction's answer: kept while the window it was made in is still open."""
        if click.arg not in GUESSES:
            raise UserFacingError("no.not_a_button")
        w = words(interaction.locale)
        async with self._cache.hold(click.table_id) as held:   # the window cannot close meanwhile
            game = self._open_claim(interaction, held.table, click.number)
            kind = "action" if game.blocker is None else "block"
            await self._social.predict(held.table, game.turn_no, kind, interaction.user.id,
                                       player_name(interaction.user), click.arg)
        text = w(f"predict.kept_{click.arg}")
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await interaction.response.edit_message(content=text, view=None)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    def _open_claim(self, interaction: discord.Interaction, table, prompt_no: int):
        """The game, if its claim's window is the one clicked and the clicker may predict on it."""
        if table is None:
            raise UserFacingError("no.not_a_button")
        if table.guild_id != interaction.guild_id or table.channel_id != interaction.channel_id:
            raise UserFacingError("no.other_channel")
        if table.status != RUNNING:
            raise UserFacingError("no.over" if table.status == FINISHED else "no.not_running")
        game = self._cache.game(table)
        if prompt_no != table.prompt_no or game.step != G.CHALLENGE:
            raise UserFacingError("no.predict_closed")
        seat = table.seat_of(interaction.user.id)
        if seat is not None and game.alive[seat]:
            raise UserFacingError("no.predict_seated")
        return game

    # ------------------------------------------------------------------ replays

    async def replay_page(self, interaction: discord.Interaction, click: Click, values=None) -> None:
        """A page of a replay: the Replay buttons and /coup history's menu open one for the
        clicker; the arrows turn the page of the message they are on."""
        table_id = click.table_id
        if click.select:   # /coup history's menu: the game chosen
            if click.arg != "pick" or not values or len(values) != 1 or not values[0].isascii() \
                    or not values[0].isdecimal() or len(values[0]) > 19:
                raise UserFacingError("no.not_option")
            table_id = int(values[0])
        if click.arg in ("open", "pick") or interaction.message is None:
            await self.open_replay(interaction, await self._cache.get(table_id), click.number)
            return
        public = not interaction.message.flags.ephemeral
        if public:   # posted for the channel: its pages are the opener's to turn
            opened = interaction.message.interaction_metadata
            if opened is None or opened.user.id != interaction.user.id:
                raise UserFacingError("no.replay_not_yours", id=table_id)
        table = await self._cache.get(table_id)
        self._check(interaction, table)
        w = self._server_words(interaction, await self._settings(interaction)) if public else words(interaction.locale)
        await interaction.response.edit_message(**await self._page(w, table, click.number))

    async def open_replay(self, interaction: discord.Interaction, table, page: int = 1) -> None:
        """Answer with page ``page`` of a finished game's replay: for the one who asks, or
        posted in the channel where the server's setting makes replays public."""
        self._check(interaction, table)
        settings = await self._settings(interaction)
        public = settings.public_replays
        w = self._server_words(interaction, settings) if public else words(interaction.locale)
        await interaction.response.send_message(ephemeral=not public, **await self._page(w, table, page))

    async def _settings(self, interaction: discord.Interaction) -> GuildDefaults:
        return GuildDefaults.load(await self._guilds.settings(interaction.guild_id))

    @staticmethod
    def _server_words(interaction: discord.Interaction, settings: GuildDefaults):
        """The server's language, for what the whole channel reads."""
        return words(settings.language or interaction.guild_locale)

    async def _page(self, w, table, page: int) -> dict:
        turns = R.replay(await self._tables.game_events(table.id), len(table.players))
        return replay_message(w, table, turns, page)

    @staticmethod
    def _check(interaction: discord.Interaction, table) -> None:
        """A replay is of a game of this server that was played to its end."""
        if table is None or table.guild_id != interaction.guild_id:
            raise UserFacingError("no.replay_unknown")
        if table.status != FINISHED:
            raise UserFacingError("no.replay_cancelled" if table.status == CANCELLED else "no.replay_running")
