"""Text set for the game-over picture, in any script: each character in a font that draws
it, right-to-left runs in their reading order, every run shaped, every glyph drawn.

Pure: text in, glyphs and pixels out (no discord.py, nothing else from the bot).

* Fonts (``bot/fonts``, with their licences): a letter is drawn in the first of the script
  fonts that has it (Noto Sans Arabic UI, Noto Sans Devanagari UI, Noto Sans Thai UI), else
  in DejaVu Sans Condensed (Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew …), else in
  Droid Sans Fallback (Chinese, Japanese kana, Korean). A mark stays in its letter's font;
  anything else (digits, spaces, punctuation, symbols) in the font of the letters beside it
  when that font has it, else in the first font of :data:`FONT_FILES` that has it. A
  character no font has is not drawn (:func:`face_of` is None).
* Order: the Unicode bidirectional algorithm (python-bidi's) gives each character its level
  and the runs their order on the line; a text is one line, its direction its first strong
  letter's.
* Shapes: HarfBuzz shapes each run of one font and one direction (Arabic joining, Devanagari
  conjuncts and reordered vowel signs, Thai marks, kerning, mirrored brackets) and places
  its glyphs; FreeType draws each glyph it chose.

Pillow's own shaper (raqm) would do the same, but it loads the system's FriBiDi at run time,
which a machine with only Python and pip does not have.
"""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import freetype
import uharfbuzz as hb
from bidi import algorithm as uba
from PIL import Image

FONTS = Path(__file__).with_name("fonts")
#: Every font, by its index (a "face"); the first is the base, whose metrics place a line.
FONT_FILES = ("DejaVuSansCondensed.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansDevanagariUI-Regular.ttf",
              "NotoSansThaiUI-Regular.ttf", "DroidSansFallback.ttf")
#: The order a letter tries the fonts in: a script's own font before DejaVu's version of it.
LETTER_ORDER = (1, 2, 3, 0, 4)
#: The order anything else tries them in, when the letters beside it do not decide.
OTHER_ORDER = (0, 1, 2, 3, 4)
#: 26.6 fixed point: FreeType's and HarfBuzz's unit, 1/64 of a pixel.
UNIT = 64
#: A FreeType face loads one glyph at a time, and pictures are drawn in worker threads.
_FREETYPE = threading.Lock()


@dataclass(frozen=True)
class Glyph:
    face: int
    id: int        # the glyph's index in its font (HarfBuzz's choice, FreeType draws it)
    x: float       # from the line's start to the glyph's origin, in pixels
    y: float       # how far above the baseline
    char: int      # the first character of its cluster, an index into the text drawn


@dataclass(frozen=True)
class Line:
    glyphs: tuple[Glyph, ...]
    width: float   # the line's advance, in pixels


@lru_cache(maxsize=8192)
def line(text: str, px: int) -> Line:
    """``text`` set in one line at ``px`` pixels to the em: its glyphs from left to right.
    Characters no font has are left out."""
    faces = _faces(text)
    kept = [i for i, face in enumerate(faces) if face is not None]
    if not kept:
        return Line((), 0.0)
    text = "".join(text[i] for i in kept)
    faces = [faces[i] for i in kept]
    glyphs: list[Glyph] = []
    pen = 0
    for face, rtl, start, part in _runs(text, faces):
        infos, positions = _shape(face, px, part, rtl)
        for info, position in zip(infos, positions):
            glyphs.append(Glyph(face, info.codepoint, (pen + position.x_offset) / UNIT, position.y_offset / UNIT,
                                start + info.cluster))
            pen += position.x_advance
    return Line(tuple(glyphs), pen / UNIT)


def draw(image: Image.Image, origin: tuple[float, float], text: Line, px: int, fill) -> None:
    """Draw a line on ``image``: ``origin`` is where its start meets the baseline."""
    x0, baseline = origin
    for glyph in text.glyphs:
        mask, left, top = _bitmap(glyph.face, glyph.id, px)
        if mask is not None:
            image.paste(fill, (round(x0 + glyph.x) + left, round(baseline - glyph.y) - top), mask)


@lru_cache(maxsize=None)
def metrics(px: int) -> tuple[float, float]:
    """The base font's ascent and descent at ``px``, in pixels (as Pillow's getmetrics)."""
    with _FREETYPE:
        face = _ft_face(0, px)
        return face.size.ascender / UNIT, -face.size.descender / UNIT


@lru_cache(maxsize=8192)
def face_of(ch: str) -> int | None:
    """The first font that draws ``ch``, or None: controls, surrogates, private-use and
    unassigned code points are never drawn."""
    if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
        return None
    return next((face for face in OTHER_ORDER if has(face, ch)), None)


@lru_cache(maxsize=16384)
def has(face: int, ch: str) -> bool:
    """Whether the font maps ``ch`` to a glyph with some ink: a blank glyph (the fillers that
    make a name look empty) is not drawing it. A space needs no ink."""
    if len(ch) != 1 or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
        return False
    font = _hb_font(face, 0)
    glyph = font.get_nominal_glyph(ord(ch))
    if not glyph:
        return False
    if unicodedata.category(ch) == "Zs":
        return True
    extents = font.get_glyph_extents(glyph)
    return extents is not None and extents.width != 0 and extents.height != 0


def dotted_circle(face: int) -> int | None:
    """The glyph HarfBuzz puts where a mark has no letter to sit on (U+25CC), if the font has one."""
    return _hb_font(face, 0).get_nominal_glyph(0x25CC)


# ---------------------------------------------------------------- fonts for characters

def _faces(text: str) -> list[int | None]:
    """Each character's font, as the module's docstring says."""
    faces: list[int | None] = [None] * len(text)
    for i, ch in enumerate(text):
        kind = unicodedata.category(ch)[0]
        if kind == "L":
            faces[i] = _first(LETTER_ORDER, ch)
        elif kind == "M" and i and faces[i - 1] is not None and has(faces[i - 1], ch):
            faces[i] = faces[i - 1]
        elif kind == "M":
            faces[i] = _first(LETTER_ORDER, ch)
    for i, ch in enumerate(text):
        if faces[i] is None:
            near = [faces[j] for j in (i - 1, i + 1) if 0 <= j < len(text) and faces[j] is not None]
            faces[i] = next((face for face in near if has(face, ch)), None)
            if faces[i] is None:
                faces[i] = _first(OTHER_ORDER, ch)
    return faces


def _first(order: tuple[int, ...], ch: str) -> int | None:
    return next((face for face in order if has(face, ch)), None)


# ---------------------------------------------------------------- order and shape

def _runs(text: str, faces: list[int]) -> list[tuple[int, bool, int, str]]:
    """The line's runs from left to right: (font, right to left, where the run starts in the
    text, its characters in reading order). A run is one font and one bidi level."""
    runs: list[tuple[int, int, list[int]]] = []
    for index, level in _visual_order(text):
        if runs:
            face, run_level, indices = runs[-1]
            step = -1 if level % 2 else 1
            if face == faces[index] and run_level == level and indices[-1] + step == index:
                indices.append(index)
                continue
        runs.append((faces[index], level, [index]))
    return [(face, bool(level % 2), min(indices), text[min(indices):max(indices) + 1]) for face, level, indices in runs]


def _visual_order(text: str) -> list[tuple[int, int]]:
    """Each character's index and bidi level, in the order they are shown from left to right
    (python-bidi's implementation of the algorithm's rules P2–P3, X1–X10, W1–W7, N1–N2, I1–I2
    and L1–L2; mirroring, L4, is left to HarfBuzz)."""
    storage = uba.get_empty_storage()
    storage["base_level"] = uba.get_base_level(text)
    storage["base_dir"] = ("L", "R")[storage["base_level"]]
    uba.get_embedding_levels(text, storage)
    for index, char in enumerate(storage["chars"]):
        char["index"] = index
    uba.explicit_embed_and_overrides(storage)
    uba.resolve_weak_types(storage)
    uba.resolve_neutral_types(storage, False)
    uba.resolve_implicit_levels(storage, False)
    uba.reorder_resolved_levels(storage, False)
    return [(char["index"], char["level"]) for char in storage["chars"]]


def _shape(face: int, px: int, text: str, rtl: bool):
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    buffer.direction = "rtl" if rtl else "ltr"
    hb.shape(_hb_font(face, px), buffer)
    return buffer.glyph_infos, buffer.glyph_positions


# ---------------------------------------------------------------- the fonts themselves

@lru_cache(maxsize=None)
def _hb_face(face: int) -> hb.Face:
    return hb.Face(hb.Blob.from_file_path(str(FONTS / FONT_FILES[face])))


@lru_cache(maxsize=None)
def _hb_font(face: int, px: int) -> hb.Font:
    """The font at ``px`` pixels to the em (0: in font units, for questions of coverage);
    never changed once made, so threads may shape with it at once."""
    font = hb.Font(_hb_face(face))
    if px:
        font.scale = (px * UNIT, px * UNIT)
    return font


@lru_cache(maxsize=None)
def _ft_face(face: int, px: int) -> freetype.Face:
    ft = freetype.Face(str(FONTS / FONT_FILES[face]))
    ft.set_pixel_sizes(0, px)
    return ft


@lru_cache(maxsize=16384)
def _bitmap(face: int, glyph: int, px: int) -> tuple[Image.Image | None, int, int]:
    """A glyph's coverage as an 8-bit mask, with its offset from the pen on the baseline
    (left, top); None for a glyph with no ink (a space)."""
    with _FREETYPE:
        ft = _ft_face(face, px)
        ft.load_glyph(glyph, freetype.FT_LOAD_DEFAULT | freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_TARGET_LIGHT)
        ft.glyph.render(freetype.FT_RENDER_MODE_NORMAL)
        bitmap = ft.glyph.bitmap
        if bitmap.width == 0 or bitmap.rows == 0:
            return None, 0, 0
        mask = Image.frombytes("L", (bitmap.width, bitmap.rows), bytes(bitmap.buffer), "raw", "L", bitmap.pitch)
        return mask, ft.glyph.bitmap_left, ft.glyph.bitmap_top
