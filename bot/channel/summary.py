"""The game-over message: the winner once, a series' standing or result, the claims that
were bluffs (they can be told now), the game's awards and its predictions scored (R58), a
button to its replay, and a picture of everyone's coins and cards."""

from __future__ import annotations

import asyncio
import io

import discord

from engine import Game
from engine import record as R
from engine.cards import ALL_CHARACTERS
from engine.series import Series

from .. import honours, messages, render
from ..i18n import words
from ..store import Table, TableStore
from ..tables import Records


class Summary:
    def __init__(self, tables: TableStore, records: Records, *, pictures_at_once: int = 2):
        self._tables = tables
        self._records = records
        self._pictures = asyncio.Semaphore(pictures_at_once)

    async def message(self, table: Table, game: Game) -> dict:
        from ..picture import game_chart  # Pillow is imported only when a game ends

        w = words(table.locale)
        names = render.names_of(w, table.players)
        n = len(table.players)
        record = R.read(await self._tables.game_events(table.id), n)   # one reading of the whole log
        lines = [w("over.winner", name=names[game.winner], turns=game.turn_no)]
        next_game = False
        if table.series_id is not None:
            series = await self._records.series(table.series_id)
            played = Series.from_dict(series.state)
            # the series' own players: a seat handed to a computer this game is still theirs (R57)
            lines += render.series_lines(w, played, render.names_of(w, series.players), series.status)
            next_game = series.status == "running" and played.next_game is not None
        bluffs = record.bluffs()
        if bluffs:
            lines.append(w("over.bluffs"))
            for b in bluffs[:15]:
                lines.append("• " + render.bluff(w, b, names))
        else:
            lines.append(w("over.no_bluffs"))
        awards, predictions = await self._records.extras(table, record)
        lines += honours.award_lines(w, awards, names)
        lines += honours.prediction_lines(w, predictions)
        view = messages.summary_controls(w, table, next_game=next_game)
        if table.series_id is None:
            lines.append(w("over.rematch"))
        labels = {"coins": w("chart.coins"), "cards": w("chart.cards"), "turn": w("chart.turn"),
                  "winner": w("chart.winner"), "player": w("chart.player", n="{n}"),
                  "loyalist": w("faction.loyalist"), "reformist": w("faction.reformist"),
                  **{c: w.card(c) for c in ALL_CHARACTERS}}
        timeline = record.timeline()
        notes = honours.chart_notes(w, awards, n)
        async with self._pictures:
            png = await asyncio.get_running_loop().run_in_executor(
                None, lambda: game_chart(names, timeline, winner=game.winner, labels=labels, notes=notes))
        file = discord.File(io.BytesIO(png), filename=picture_name(table.id))
        return {"content": render.fit("", "\n".join(lines)), "view": view, "files": [file]}


def picture_name(table_id: int) -> str:
    """The game-over picture's file name: how a restart finds a summary it posted but did not record."""
    return f"coup-game-{table_id}.png"
