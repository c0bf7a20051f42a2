"""A picture of a finished game: each player's coins and cards, turn by turn, as PNG bytes.

Pure: data in, bytes out; no discord.py, nothing else from the bot. The timeline is any
sequence of objects with ``turn``, ``coins``, ``hidden`` and ``revealed`` attributes (one
per turn boundary, like ``engine.record.TurnSnapshot``).

Layout, top to bottom, all sharing one turn axis:

* a legend (colour, name, a star for the winner, and each player's awards where they fit)
  above the coins chart;
* the coins chart: one line per player, ending where the player was eliminated;
* one row per player for their cards: a strip filled in the player's colour as far as
  they held hidden cards (full for 2, half for 1, empty for 0), a tag above it where a
  card was revealed (the character's colour and initials), a cross where they were out;
* the turn numbers.

Text is drawn as typed, in any script (:mod:`bot.typeset`): each character in a font that
has it (``bot/fonts``, with their licences: DejaVu Sans Condensed, Noto Sans Arabic UI,
Devanagari UI and Thai UI, Droid Sans Fallback for Chinese, Japanese and Korean), shaped,
right-to-left runs in their order. A character no font has (most emoji …) is left out, and a
name left empty is replaced by the seat's number (see :func:`drawable`).

A revealed card is tagged with the shortest start of its name in the table's language that
no other character's name shares ("D", "As", "Ca" …); a key above the card rows names each
tag shown.
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections import Counter
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.cards import ALL_CHARACTERS as CHARACTERS

from . import typeset

#: The words of the picture, by key; a character's name under the character's own key.
#: ``player`` names a seat whose name has nothing drawable.
DEFAULT_LABELS = {"coins": "Coins", "cards": "Cards", "turn": "Turn", "winner": "winner",
                  "player": "Player {n}", "loyalist": "Loyalist", "reformist": "Reformist",
                  **{c: c for c in CHARACTERS}}

WIDTH = 800
SCALE = 2  # drawn at twice the size, then halved: smooth lines without antialiasing support

BACKGROUND = "#313338"  # Discord's dark theme
TRACK = "#232428"  # an empty card slot
GRID = "#3f4147"
TEXT = "#dbdee1"
MUTED = "#949ba4"
GOLD = "#f0b232"
OUT = "#f23f43"

# Okabe-Ito without black, then three light tones drawn dashed: beyond seven, colour alone
# would not tell players apart for colour-blind readers, so the line style does.
PLAYER_COLOURS = (
    "#e69f00", "#56b4e9", "#f0e442", "#009e73", "#cc79a7", "#d55e00", "#0072b2",
    "#dddddd", "#ffaabb", "#99ddff",
)
DASHED_FROM = 7

CHARACTER_COLOURS = {
    "Duke": "#8e44ad", "Assassin": "#55585f", "Captain": "#2d6fc0",
    "Ambassador": "#23894a", "Contessa": "#c23b3b", "Inquisitor": "#b8860b",
}
#: Reformation's factions (R71), as the board's 🟦 and 🟥.
FACTION_COLOURS = {"loyalist": "#3b82f6", "reformist": "#ef4444"}
UNKNOWN_CHARACTER = "#6d6f78"


@dataclass(frozen=True)
class Layout:
    """Where everything goes, in pixels of the final image."""

    width: int
    height: int
    plot_left: int
    plot_right: int
    legend_top: int
    legend_rows: int
    legend_cols: int
    coins_top: int
    coins_bottom: int
    cards_title: int
    row_tops: tuple[int, ...]
    axis_y: int
    turn_x: tuple[float, ...]  # the centre of each snapshot's column, turn 0 first
    cell: float  # the width of one column

    def lane(self, seat: int) -> tuple[int, int]:
        """Top and bottom of the band where a seat's revealed cards are tagged."""
        top = self.row_tops[seat]
        return top + 2, top + 16

    def strip(self, seat: int) -> tuple[int, int]:
        """Top and bottom of a seat's hidden-cards strip."""
        top = self.row_tops[seat]
        return top + 18, top + 32


def chart_layout(players: int, snapshots: int) -> Layout:
    """The layout for ``players`` seats and ``snapshots`` turn boundaries (turns + 1)."""
    if players < 1 or snapshots < 1:
        raise ValueError("a chart needs at least one player and one snapshot")
    legend_rows = math.ceil(players / 5)
    legend_cols = math.ceil(players / legend_rows)
    plot_left, plot_right = 140, WIDTH - 16
    legend_top = 10
    coins_top = legend_top + 18 * legend_rows + 10
    coins_bottom = coins_top + 200
    cards_title = coins_bottom + 14
    first_row = cards_title + 18
    row_tops = tuple(first_row + 40 * p for p in range(players))
    axis_y = first_row + 40 * players + 2
    cell = (plot_right - plot_left) / snapshots
    turn_x = tuple(plot_left + (i + 0.5) * cell for i in range(snapshots))
    return Layout(
        width=WIDTH, height=axis_y + 26, plot_left=plot_left, plot_right=plot_right,
        legend_top=legend_top, legend_rows=legend_rows, legend_cols=legend_cols,
        coins_top=coins_top, coins_bottom=coins_bottom, cards_title=cards_title,
        row_tops=row_tops, axis_y=axis_y, turn_x=turn_x, cell=cell,
    )


def game_chart(names: list[str], timeline, *, winner: int | None,
               labels: dict[str, str] | None = None, notes: list[str] | None = None) -> bytes:
    """A PNG of the game: coins over the turns, then each player's cards over the turns;
    ``notes``, a few words per seat (its awards), follow its name in the legend if they fit."""
    timeline = list(timeline)
    n = len(names)
    if not timeline:
        raise ValueError("the timeline is empty")
    for snap in timeline:
        if not len(snap.coins) == len(snap.hidden) == len(snap.revealed) == n:
            raise ValueError(f"snapshot of turn {snap.turn} does not have {n} seats")
    words = {key: drawable(text) or DEFAULT_LABELS[key]
             for key, text in {**DEFAULT_LABELS, **(labels or {})}.items() if key in DEFAULT_LABELS}
    layout = chart_layout(n, len(timeline))
    shown = [drawable(name) or words["player"].format(n=seat + 1) for seat, name in enumerate(names)]
    out = [_elimination(timeline, seat) for seat in range(n)]
    tags = card_tags({c: words[c] for c in CHARACTERS})

    c = _Canvas(layout.width, layout.height)
    _legend(c, layout, shown, winner, [drawable(t) for t in notes] if notes else None)
    _coins(c, layout, timeline, out, winner, words["coins"])
    _cards(c, layout, timeline, shown, out, winner, words["cards"], words["winner"], tags)
    _card_key(c, layout, timeline, tags, words)
    _turn_axis(c, layout, timeline, words["turn"])
    return c.png()


def drawable(text: str) -> str:
    """``text`` as it will be drawn: composed (NFC), every run of spaces, tabs and line
    breaks one space, controls and characters no font has (emoji …) left out."""
    kept = []
    for ch in unicodedata.normalize("NFC", str(text)):
        if ch.isspace():
            kept.append(" ")
        elif typeset.face_of(ch) is not None:
            kept.append(ch)
    return " ".join("".join(kept).split())


def player_colour(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def _dashed(seat: int) -> bool:
    return seat % len(PLAYER_COLOURS) >= DASHED_FROM


def _elimination(timeline, seat: int) -> int | None:
    """The index of the first snapshot where the seat holds no hidden card."""
    return next((i for i, snap in enumerate(timeline) if snap.hidden[seat] == 0), None)


def _nice_step(top: float, most: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, … that cuts 0..top into at most ``most`` steps."""
    scale = 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):
            if top / step <= most:
                return step
        scale *= 10


def card_tags(names: dict[str, str]) -> dict[str, str]:
    """Each character's tag: the shortest start of its name (in the table's language) that
    no other character's name starts with, at most three letters."""
    tags = {}
    for character, name in names.items():
        others = [o.casefold() for c, o in names.items() if c != character]
        k = next((k for k in range(1, len(name) + 1)
                  if not any(o.startswith(name[:k].casefold()) for o in others)), len(name))
        tags[character] = name[:min(k, 3)]
    return tags


def _legend(c: _Canvas, layout: Layout, shown: list[str], winner: int | None, notes: list[str] | None) -> None:
    col_w = (layout.plot_right - layout.plot_left) / layout.legend_cols
    for seat, name in enumerate(shown):
        row, col = divmod(seat, layout.legend_cols)
        x = layout.plot_left + col * col_w
        y = layout.legend_top + 18 * row + 9
        _swatch(c, seat, x, y)
        star = 16 if seat == winner else 0
        text = c.fit(name, 13, col_w - 30 - star)
        c.text((x + 22, y), text, 13, TEXT, "lm")
        end = x + 22 + c.width(text, 13)
        if star:
            _star(c, end + 9, y, 6)
        note = notes[seat] if notes else ""
        room = x + col_w - 8 - (end + star + 6)
        if note and c.width(note, 11) <= room:   # only whole: a cut award says nothing
            c.text((end + star + 6, y), note, 11, MUTED, "lm")


def _swatch(c: _Canvas, seat: int, x: float, y: float) -> None:
    if _dashed(seat):
        c.line([(x, y), (x + 6, y)], player_colour(seat), 3)
        c.line([(x + 10, y), (x + 16, y)], player_colour(seat), 3)
    else:
        c.line([(x, y), (x + 16, y)], player_colour(seat), 3)


def _coins(c: _Canvas, layout: Layout, timeline, out, winner, title: str) -> None:
    top, bottom = layout.coins_top, layout.coins_bottom
    peak = max(10, *(max(snap.coins) for snap in timeline))
    step = _nice_step(peak, 7)
    ymax = step * math.ceil(peak / step)
    ypos = lambda v: bottom - (bottom - top) * v / ymax  # noqa: E731
    c.text((12, top), title, 15, TEXT, "lt")
    for v in range(0, ymax + 1, step):
        c.line([(layout.plot_left, ypos(v)), (layout.plot_right, ypos(v))], GRID, 1)
        c.text((layout.plot_left - 8, ypos(v)), str(v), 12, MUTED, "rm")
    n = len(out)
    # Seats are drawn a pixel apart so equal coins show as a bundle rather than one line.
    order = [s for s in range(n) if s != winner] + ([winner] if winner is not None else [])
    for seat in order:
        last = out[seat] if out[seat] is not None else len(timeline) - 1
        shift = seat - (n - 1) / 2
        points = [(layout.turn_x[i], ypos(timeline[i].coins[seat]) + shift)
                  for i in range(last + 1)]
        width = 3 if seat == winner else 2
        if len(points) == 1:
            c.dot(points[0], 2.5, player_colour(seat))
        elif _dashed(seat):
            c.dashes(points, player_colour(seat), width)
        else:
            c.line(points, player_colour(seat), width, joint="curve")
        if seat == winner:
            _star(c, *points[-1], 7)
        elif out[seat] is not None:
            _cross(c, *points[-1], 4, player_colour(seat), 2)


def _cards(c: _Canvas, layout: Layout, timeline, shown, out, winner, title, winner_word, tags) -> None:
    c.text((12, layout.cards_title + 8), title, 15, TEXT, "lm")
    full = max(max(snap.hidden) for snap in timeline) or 1
    gap = 1 if layout.cell >= 6 else 0  # separate columns only while they are wide
    for seat, name in enumerate(shown):
        colour = player_colour(seat)
        lane_top, lane_bottom = layout.lane(seat)
        top, bottom = layout.strip(seat)
        # The name, in the left margin.
        name_w = layout.plot_left - 12 - 20 - 10
        if seat == winner:
            c.rect((12, lane_top + 3, 22, lane_top + 13), colour)
            c.text((28, (lane_top + lane_bottom) / 2), c.fit(name, 13, name_w), 13, TEXT, "lm")
            _star(c, 17, (top + bottom) / 2, 5)
            c.text((28, (top + bottom) / 2), c.fit(winner_word, 12, name_w), 12, GOLD, "lm")
        else:
            mid = (lane_top + bottom) / 2
            c.rect((12, mid - 5, 22, mid + 5), colour)
            c.text((28, mid), c.fit(name, 13, name_w), 13, TEXT, "lm")
        # The strip: one run per stretch of turns with the same number of hidden cards.
        c.rect((layout.plot_left, top, layout.plot_right, bottom), TRACK)
        held = [snap.hidden[seat] for snap in timeline]
        i = 0
        while i < len(held):
            j = i
            while gap == 0 and j + 1 < len(held) and held[j + 1] == held[i]:
                j += 1
            if held[i] > 0:
                x0 = layout.plot_left + i * layout.cell + gap
                x1 = layout.plot_left + (j + 1) * layout.cell - gap
                fill_top = bottom - (bottom - top) * min(held[i], full) / full
                c.rect((x0, fill_top, x1, bottom), colour)
            i = j + 1
        # Tags for revealed cards, nudged right when they would overlap.
        free_x = -math.inf
        before: tuple = ()
        for i, snap in enumerate(timeline):
            now = tuple(snap.revealed[seat])
            if now == before:
                continue
            new = list((Counter(now) - Counter(before)).elements())
            before = now
            if not new:
                continue
            tag_w = 18
            x = max(layout.turn_x[i] - tag_w * len(new) / 2, free_x + 1, layout.plot_left)
            x = min(x, layout.plot_right - tag_w * len(new))
            for character in new:
                _tag(c, x, lane_top, x + tag_w - 1, lane_bottom, character, tags)
                x += tag_w
            free_x = x - 1
        # With Reformation: the seat's faction at each turn, a thin band under the strip,
        # so a Convert shows where the colour changes (R77).
        for i, snap in enumerate(timeline):
            factions = getattr(snap, "factions", None)
            if factions:
                x0 = layout.plot_left + i * layout.cell
                c.rect((x0, bottom + 1, x0 + layout.cell, bottom + 4), FACTION_COLOURS[factions[seat]])
        if out[seat] is not None:
            _cross(c, layout.turn_x[out[seat]], (top + bottom) / 2, 5, OUT, 2)


def _tag(c: _Canvas, x0, y0, x1, y1, character: str, tags: dict[str, str]) -> None:
    c.rect((x0, y0, x1, y1), CHARACTER_COLOURS.get(character, UNKNOWN_CHARACTER), radius=3)
    text = tags.get(character) or "?"
    size = 10 if c.width(text, 10) <= x1 - x0 - 2 else 8
    c.text(((x0 + x1) / 2, (y0 + y1) / 2), text, size, "#ffffff", "mm")


def _card_key(c: _Canvas, layout: Layout, timeline, tags, words) -> None:
    """On the line of the cards' title, right-aligned: each tag shown below, then the
    character's name ("D Duke  As Assassin …"), in the order of the rules."""
    shown = {card for seat_cards in timeline[-1].revealed for card in seat_cards}
    entries = [(ch, words[ch]) for ch in CHARACTERS if ch in shown]
    if any(getattr(snap, "factions", None) for snap in timeline):
        entries += [(faction, words[faction]) for faction in FACTION_COLOURS]
    if not entries:
        return
    size, tag_w, gap = 11, 18, 12
    room = (layout.plot_right - layout.plot_left) / len(entries) - tag_w - 4 - gap
    names = [c.fit(name, size, room) for _, name in entries]
    x = layout.plot_right - sum(tag_w + 4 + c.width(name, size) + gap for name in names) + gap
    y = layout.cards_title + 1
    for (character, _), name in zip(entries, names):
        if character in FACTION_COLOURS:
            c.rect((x, y + 10, x + tag_w - 1, y + 13), FACTION_COLOURS[character])
        else:
            _tag(c, x, y, x + tag_w - 1, y + 14, character, tags)
        c.text((x + tag_w + 4, y + 7), name, size, MUTED, "lm")
        x += tag_w + 4 + c.width(name, size) + gap


def _turn_axis(c: _Canvas, layout: Layout, timeline, title: str) -> None:
    """Turn numbers under the strips, thinned to at least 36 px apart, and a faint
    line through both charts at each."""
    count = len(timeline)
    every = _nice_step(36 / layout.cell, 1)
    ticks = list(range(0, count, every))
    if (count - 1 - ticks[-1]) * layout.cell >= 30:
        ticks.append(count - 1)  # the last turn, when there is room for it
    y = layout.axis_y + 10
    for i in ticks:
        x = layout.turn_x[i]
        c.line([(x, layout.coins_top), (x, layout.coins_bottom)], GRID, 1)
        c.line([(x, layout.axis_y - 2), (x, layout.axis_y + 2)], MUTED, 1)
        c.text((x, y), str(timeline[i].turn), 12, MUTED, "mm")
    c.text((layout.turn_x[0] - layout.cell / 2 - 8, y), c.fit(title, 12, layout.plot_left - 20),
           12, MUTED, "rm")


def _star(c: _Canvas, x: float, y: float, r: float) -> None:
    points = [(x + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 5),
               y - (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 5)) for k in range(10)]
    c.polygon(points, GOLD)


def _cross(c: _Canvas, x: float, y: float, r: float, colour: str, width: float) -> None:
    c.line([(x - r, y - r), (x + r, y + r)], colour, width)
    c.line([(x - r, y + r), (x + r, y - r)], colour, width)


class _Canvas:
    """An image drawn at SCALE times the final size, in final-size coordinates."""

    def __init__(self, width: int, height: int):
        self.image = Image.new("RGB", (width * SCALE, height * SCALE), BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)

    def rect(self, box, fill, radius: float = 0) -> None:
        x0, y0, x1, y1 = (v * SCALE for v in box)
        if radius:
            self.draw.rounded_rectangle((x0, y0, x1, y1), radius * SCALE, fill=fill)
        else:
            self.draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=fill)

    def line(self, points, fill, width: float, joint: str | None = None) -> None:
        self.draw.line([(x * SCALE, y * SCALE) for x, y in points], fill=fill,
                       width=round(width * SCALE), joint=joint)

    def dashes(self, points, fill, width: float, on: float = 7, off: float = 4) -> None:
        """A dashed polyline, the pattern running on across its corners."""
        drawing, left, run = True, on, [points[0]]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            length, done = math.hypot(x1 - x0, y1 - y0), 0.0
            while length - done > left:
                done += left
                p = (x0 + (x1 - x0) * done / length, y0 + (y1 - y0) * done / length)
                if drawing:
                    self.line(run + [p], fill, width, joint="curve")
                drawing, left, run = not drawing, (on if not drawing else off), [p]
            left -= length - done
            run.append((x1, y1))
        if drawing and len(run) > 1:
            self.line(run, fill, width, joint="curve")

    def dot(self, centre, r: float, fill) -> None:
        x, y = centre
        self.draw.ellipse(((x - r) * SCALE, (y - r) * SCALE, (x + r) * SCALE, (y + r) * SCALE), fill=fill)

    def polygon(self, points, fill) -> None:
        self.draw.polygon([(x * SCALE, y * SCALE) for x, y in points], fill=fill)

    def text(self, xy, text: str, size: int, fill, anchor: str) -> None:
        """``text`` set in one line (:func:`bot.typeset.line`), placed by a two-letter anchor
        as Pillow's (``l``/``m``/``r`` then ``t``/``m``), on the base font's baseline."""
        line = typeset.line(text, size * SCALE)
        if not line.glyphs:
            return
        x = xy[0] * SCALE - {"l": 0, "m": line.width / 2, "r": line.width}[anchor[0]]
        ascent, descent = typeset.metrics(size * SCALE)
        y = xy[1] * SCALE + {"t": ascent, "m": (ascent - descent) / 2}[anchor[1]]
        typeset.draw(self.image, (x, y), line, size * SCALE, fill)

    def width(self, text: str, size: int) -> float:
        return typeset.line(text, size * SCALE).width / SCALE

    def fit(self, text: str, size: int, room: float) -> str:
        """``text``, cut short with an ellipsis if it is wider than ``room``."""
        if self.width(text, size) <= room:
            return text
        lo, hi = 0, len(text)  # the longest prefix that fits with the ellipsis
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.width(text[:mid].rstrip() + "…", size) <= room:
                lo = mid
            else:
                hi = mid - 1
        return text[:lo].rstrip() + "…" if lo else ""

    def png(self) -> bytes:
        buf = io.BytesIO()
        self.image.reduce(SCALE).save(buf, "PNG", compress_level=6)
        return buf.getvalue()
