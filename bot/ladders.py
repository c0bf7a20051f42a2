"""The season's ladders (/coup leaderboard): people by wins, by skill rating (those with
enough games, bot/ratings.py) or by right predictions (R58), chosen with the buttons under
the answer (buttons rather than a command option: the whole /coup command must stay within
Discord's 4,000 characters in every language)."""

from __future__ import annotations

import discord

from . import honours, render
from .components import Click, Controls, game_id
from .errors import UserFacingError
from .i18n import Words, words
from .ratings import MIN_GAMES
from .store import RecordStore, SocialStore, StandingsStore

SORTS = ("wins", "rating", "reads")
PAGED = "_page"   # an arrow's id: the ladder it pages ("rating_page"), apart from the sort buttons' ids
EMOJI = {"wins": "🏆", "rating": "📈", "reads": "🔮"}


class Ladders:
    def __init__(self, records: RecordStore, standings: StandingsStore, social: SocialStore):
        self._records = records
        self._standings = standings
        self._social = social

    async def message(self, w: Words, guild_id: int, season: tuple, by: str, page: int) -> dict:
        """One page of a season's ladder ``by`` 'wins', 'rating' or 'reads', with the buttons
        that sort it the other ways."""
        if by == "wins":
            rows, total = await self._standings.leaderboard(guild_id, season[0], page)
            computers = await self._standings.computers(guild_id, season[0]) if page == 1 else []
            text = render.leaderboard(w, season, rows, total, page, computers)
        else:
            rows, total = await self._social.ranking(guild_id, season[0], by, page, MIN_GAMES)
            computers = await self._social.computers(guild_id, season[0]) if page == 1 else []
            text = honours.ladder(w, season, by, rows, total, page, computers, MIN_GAMES)
        view = Controls()
        for sort in SORTS:   # the season's number rides where a table's id would
            view.button(game_id("board", season[1], 1, sort), w(f"button.board_{sort}"), emoji=EMOJI[sort],
                        disabled=sort == by, style=discord.ButtonStyle.secondary)
        pages = max(1, -(-total // 10))
        if pages > 1:
            view.button(game_id("board", season[1], max(1, page - 1), f"{by}{PAGED}"), "◀", disabled=page <= 1, row=1)
            view.button(game_id("board", season[1], min(pages, page + 1), f"{by}{PAGED}"), "▶", disabled=page >= pages,
                        row=1)
        return {"content": render.fit("", text), "view": view}

    async def click(self, interaction: discord.Interaction, click: Click) -> None:
        """A sort button (the same season's ladder sorted that way, from its first page) or an
        arrow (the next or previous page), in the same message."""
        by = click.arg.removesuffix(PAGED) if click.arg else None
        if by not in SORTS:
            raise UserFacingError("no.not_a_button")
        season = await self._records.season(interaction.guild_id, click.table_id)
        if season is None:
            raise UserFacingError("no.not_a_button")
        page = await self.message(words(interaction.locale), interaction.guild_id, season, by, max(1, click.number))
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await interaction.response.edit_message(**page)
        else:
            await interaction.response.send_message(ephemeral=True, **page)
