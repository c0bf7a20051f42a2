"""bot/picture.py: the game-over chart is a PNG with one column per turn boundary, and
every name and word on it is drawn as typed; bot/typeset.py: a name in any script is shaped
and laid out as a shaping engine does it."""

import io
import unicodedata
from typing import NamedTuple

import bidi
from hypothesis import given, settings
from hypothesis import strategies as st

import pytest
from PIL import Image, ImageChops, ImageColor, ImageDraw, ImageFont

from bot.i18n import SPOKEN, language_name, words
from bot.picture import (
    BACKGROUND, CHARACTER_COLOURS, MUTED, OUT, TEXT, TRACK, chart_layout, drawable, game_chart, player_colour,
)
from bot import typeset
from bot.typeset import FONT_FILES, FONTS
from tests.bot.shaped_names import NAMES as SHAPED, PX
from tests.bot.shaped_names import ink as shaped_ink, pillow as pillow_ink, reference as shaped_reference

LATIN = FONTS / "DejaVuSansCondensed.ttf"  # Latin, Greek, Cyrillic …
CJK = FONTS / "DroidSansFallback.ttf"  # Chinese, Japanese, Korean
FRENCH = {"coins": "Pièces", "cards": "Cartes", "turn": "Tour", "winner": "gagnant", "player": "Joueur {n}",
          "Duke": "Duc", "Assassin": "Assassin", "Captain": "Capitaine", "Ambassador": "Ambassadeur",
          "Contessa": "Comtesse"}


class Snap(NamedTuple):
    turn: int
    coins: tuple[int, ...]
    hidden: tuple[int, ...]
    revealed: tuple[tuple[str, ...], ...]


def quiet_game(players: int, turns: int) -> list[Snap]:
    """Nobody loses a card; coins climb and fall in a saw-tooth."""
    return [Snap(t, tuple((t + s) % 12 for s in range(players)), (2,) * players, ((),) * players)
            for t in range(turns + 1)]


def decided_game(players: int, turns: int) -> list[Snap]:
    """Seat 0 wins; every other seat loses a Duke, then a Contessa, at turns spread over the game."""
    timeline = []
    for t in range(turns + 1):
        hidden, revealed = [], []
        for s in range(players):
            first = (turns * s) // players
            second = turns if s == players - 1 else (turns * (s + 1)) // players
            lost = 0 if s == 0 else (t >= max(first, 1)) + (t >= second)
            hidden.append(2 - lost)
            revealed.append(("Duke", "Contessa")[:lost])
        coins = tuple((t * (s + 1)) % 13 for s in range(players))
        timeline.append(Snap(t, coins, tuple(hidden), tuple(revealed)))
    return timeline


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def near(pixel, colour: str, tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, ImageColor.getrgb(colour)))


def test_the_chart_is_a_png_of_the_layouts_size():
    timeline = decided_game(4, 30)
    image = picture(game_chart(["Ann", "Bob", "Cy", "Di"], timeline, winner=0))
    layout = chart_layout(4, len(timeline))
    assert image.format == "PNG"
    assert image.size == (layout.width, layout.height) == (800, layout.height)
    assert 300 <= layout.height <= 300 + 50 * 4


def test_the_chart_grows_with_the_number_of_players():
    heights = [picture(game_chart([f"P{s}" for s in range(n)], quiet_game(n, 10), winner=0)).size[1]
               for n in range(2, 11)]
    assert heights == sorted(set(heights))


@pytest.mark.parametrize("turns", [1, 7, 60, 200])
def test_there_is_one_column_per_snapshot_inside_the_plot(turns):
    layout = chart_layout(3, turns + 1)
    assert len(layout.turn_x) == turns + 1
    assert all(a < b for a, b in zip(layout.turn_x, layout.turn_x[1:]))
    assert layout.plot_left < layout.turn_x[0] and layout.turn_x[-1] < layout.plot_right


@pytest.mark.parametrize("turns", [40, 200])
def test_every_turn_is_drawn_in_its_own_column(turns):
    # Seat 0's hidden cards alternate 2, 1, 2, 1, …: a dropped or doubled turn breaks the
    # pattern in the strip's upper half, full for 2 cards and empty for 1.
    timeline = [Snap(t, (2, 2), (1 if t % 2 else 2, 2), ((), ())) for t in range(turns + 1)]
    image = picture(game_chart(["Ann", "Bob"], timeline, winner=1)).convert("RGB")
    layout = chart_layout(2, len(timeline))
    top, bottom = layout.strip(0)
    y = top + 3
    seen = [image.getpixel((int(x), y)) for x in layout.turn_x]
    expected = [TRACK if t % 2 else player_colour(0) for t in range(turns + 1)]
    assert [near(p, c) for p, c in zip(seen, expected)] == [True] * (turns + 1)


def test_one_card_fills_half_the_strip():
    timeline = [Snap(t, (2, 2), (1, 2), (("Duke",), ())) for t in range(3)]
    image = picture(game_chart(["Ann", "Bob"], timeline, winner=1)).convert("RGB")
    layout = chart_layout(2, 3)
    top, bottom = layout.strip(0)
    x = int(layout.turn_x[1])
    assert near(image.getpixel((x, top + 2)), TRACK)
    assert near(image.getpixel((x, bottom - 2)), player_colour(0))


def test_a_revealed_card_is_tagged_at_its_turn_and_the_elimination_crossed():
    timeline = decided_game(3, 30)
    image = picture(game_chart(["Ann", "Bob", "Cy"], timeline, winner=0)).convert("RGB")
    layout = chart_layout(3, len(timeline))
    seat = 1
    reveal = next(i for i, s in enumerate(timeline) if s.revealed[seat])
    out = next(i for i, s in enumerate(timeline) if s.hidden[seat] == 0)

    def pixels(x0, y0, x1, y1):
        return [image.getpixel((x, y)) for x in range(int(x0), int(x1)) for y in range(int(y0), int(y1))]

    lane_top, lane_bottom = layout.lane(seat)
    tag = pixels(layout.turn_x[reveal] - 8, lane_top, layout.turn_x[reveal] + 8, lane_bottom)
    assert sum(near(p, CHARACTER_COLOURS["Duke"]) for p in tag) > len(tag) // 2
    top, bottom = layout.strip(seat)
    cross = pixels(layout.turn_x[out] - 5, top, layout.turn_x[out] + 6, bottom)
    assert any(near(p, OUT, 30) for p in cross)
    # The winner was never out: no cross in their strip.
    top, bottom = layout.strip(0)
    assert not any(near(p, OUT, 30) for p in pixels(layout.plot_left, top, layout.plot_right, bottom))


def test_ten_players_and_two_hundred_turns():
    timeline = decided_game(10, 200)
    image = picture(game_chart([f"Player {s}" for s in range(10)], timeline, winner=0))
    assert image.size == (800, chart_layout(10, 201).height)


@pytest.mark.parametrize("names", [
    ["😀🎲", "Ünïcødé Łukasz", "漢字テスト", "مرحبا"],
    ["x" * 300, "a very long name " * 20, "", "   "],
    ["new\nline", "tab\there", "\u200d\u202e\x00", "\ud800lone surrogate"],
])
def test_any_names_are_drawn_without_crashing(names):
    image = picture(game_chart(names, decided_game(4, 12), winner=2))
    assert image.format == "PNG"


def test_names_keep_every_character_a_font_has():
    for name in ("José", "Łukasz Straße", "Дмитрий", "Ζωή", "李小龍", "さくら", "김민준", "Pièces"):
        assert drawable(name) == name
    assert drawable("José 🔥") == "José"
    assert drawable("e\u0301") == "é"  # composed
    assert drawable("\u202eevil\u200d") == "evil"  # controls are never drawn
    assert drawable("🔥🔥") == drawable("") == ""
    assert drawable("สมชาย") == "สมชาย" and drawable("नेहा") == "नेहा" and drawable("سمير") == "سمير"
    assert drawable("\u3164\u115f\u2800") == ""  # blank fillers that make a name look empty
    assert drawable("a\nb\tc") == "a b c"


def ink(image: Image.Image) -> Image.Image:
    """How far each pixel is from the background (0: untouched), cut to where there is ink."""
    distance = ImageChops.difference(image.convert("RGB"), Image.new("RGB", image.size, BACKGROUND)).convert("L")
    return distance.crop(distance.point(lambda v: 255 if v > 60 else 0).getbbox())


def drawn_as(region: Image.Image, text: str, size: int, fill: str = TEXT) -> bool:
    """Whether ``region`` of a chart shows ``text`` exactly as :mod:`bot.typeset` sets it at
    ``size`` (that it sets each script right is tested below against renderers of its own:
    Pillow's letter-by-letter layout for the scripts that need no shaping, Pillow with raqm
    for those that do). The
    chart draws at twice the size and halves the image, from a position that may fall between
    pixels: every quarter-pixel offset is tried."""
    line = typeset.line(text, 2 * size)
    seen = ink(region)
    for dx in range(8):
        for dy in range(8):
            canvas = Image.new("RGB", (4 * size * (len(text) + 2), 8 * size), BACKGROUND)
            typeset.draw(canvas, (2 * size + dx / 4, 4 * size + dy / 4), line, 2 * size, fill)
            expected = ink(canvas.reduce(2))
            if expected.size == seen.size and \
                    max(ImageChops.difference(expected, seen).get_flattened_data()) <= 8:
                return True
    return False


@pytest.mark.parametrize("seat, name, font_file", [
    (0, "Zoé", LATIN), (1, "Łukasz", LATIN), (2, "Дмитрий", LATIN), (3, "李", CJK),
])
def test_names_are_drawn_as_typed(seat, name, font_file):
    names = ["Zoé", "Łukasz", "Дмитрий", "李"]
    timeline = decided_game(4, 12)
    image = picture(game_chart(names, timeline, winner=None, labels=FRENCH))
    layout = chart_layout(4, len(timeline))
    top = layout.row_tops[seat]  # the name in the margin of the seat's row of cards
    assert drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)), name, 13)
    assert {glyph.face for glyph in typeset.line(name, 26).glyphs} == {FONT_FILES.index(font_file.name)}
    # … and not as the same word without its accents, or as missing-glyph boxes.
    assert not drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)),
                        name.encode("ascii", "replace").decode(), 13)


def test_the_titles_are_drawn_in_the_tables_language_with_their_accents():
    timeline = decided_game(3, 12)
    image = picture(game_chart(["Ann", "Bob", "Cy"], timeline, winner=0, labels=FRENCH))
    layout = chart_layout(3, len(timeline))
    title = image.crop((10, layout.coins_top - 4, 110, layout.coins_top + 24))
    assert drawn_as(title, "Pièces", 15)
    assert not drawn_as(title, "Pieces", 15)


def test_a_name_with_nothing_to_draw_is_the_seats_number_in_the_tables_language():
    timeline = decided_game(2, 6)
    assert game_chart(["🔥🎲", "Bob"], timeline, winner=1, labels=FRENCH) == \
        game_chart(["Joueur 1", "Bob"], timeline, winner=1, labels=FRENCH)


def test_card_tags_are_the_shortest_start_no_other_character_shares():
    from bot.picture import card_tags

    english = {c: c for c in CHARACTER_COLOURS}
    assert card_tags(english) == {"Duke": "D", "Assassin": "As", "Captain": "Ca", "Ambassador": "Am",
                                  "Contessa": "Co", "Inquisitor": "I"}
    russian = {"Duke": "Герцог", "Assassin": "Убийца", "Captain": "Капитан", "Ambassador": "Посол",
               "Contessa": "Графиня"}
    assert card_tags(russian) == {"Duke": "Ге", "Assassin": "У", "Captain": "К", "Ambassador": "П",
                                  "Contessa": "Гр"}
    polish = {"Duke": "Książę", "Assassin": "Zabójca", "Captain": "Kapitan", "Ambassador": "Ambasador",
              "Contessa": "Hrabina"}
    assert card_tags(polish) == {"Duke": "Ks", "Assassin": "Z", "Captain": "Ka", "Ambassador": "A",
                                 "Contessa": "H"}


def test_the_card_tags_have_a_key_naming_the_characters_shown():
    timeline = decided_game(3, 20)  # Dukes and Contessas are revealed, nothing else
    layout = chart_layout(3, len(timeline))
    key_line = (layout.plot_left, layout.cards_title, layout.plot_right, layout.cards_title + 16)

    def chart(labels):
        return picture(game_chart(["Ann", "Bob", "Cy"], timeline, winner=0, labels=labels)).convert("RGB")

    french = chart(FRENCH)
    key = french.crop(key_line)
    colours = {c: sum(near(p, colour) for p in key.get_flattened_data()) for c, colour in CHARACTER_COLOURS.items()}
    assert colours["Duke"] > 50 and colours["Contessa"] > 50
    assert colours["Captain"] == colours["Ambassador"] == 0  # (the Assassin's grey is also the text's)
    # The key names them in the table's language, Contessa's last, at the right edge.
    width = typeset.line("Comtesse", 22).width / 2
    last = french.crop((int(layout.plot_right - width - 3), layout.cards_title,
                        layout.plot_right + 3, layout.cards_title + 16))
    assert drawn_as(last, "Comtesse", 11, fill=MUTED)
    assert chart({**FRENCH, "Duke": "Herzog"}).crop(key_line) != key
    assert chart({**FRENCH, "Captain": "Capitán"}).crop(key_line) == key  # no Captain was shown


# ---------------------------------------------------------------- every language the bot speaks

def chart_labels(w) -> dict[str, str]:
    """The picture's words in one language, as bot/channel/summary.py gives them."""
    from engine.cards import ALL_CHARACTERS

    return {"coins": w("chart.coins"), "cards": w("chart.cards"), "turn": w("chart.turn"),
            "winner": w("chart.winner"), "player": w("chart.player", n="{n}"),
            "loyalist": w("faction.loyalist"), "reformist": w("faction.reformist"),
            **{c: w.card(c) for c in ALL_CHARACTERS}}


@pytest.mark.parametrize("lang", SPOKEN)
def test_every_language_is_drawn_in_its_own_letters(lang):
    """Each catalogue's words for the picture, and player names written in the language's
    own script (its name for itself, its Contessa, its Reformist), keep every letter (a
    font has each one, so none is dropped or drawn as a box) and are drawn as typed: the
    names in their rows and the coins title, glyph by glyph; the card key shows the
    language's own names. (An Arabic label's isolation marks around its number are
    formatting, not drawn: the picture sets each label as one line of its own.)"""
    w = words(lang)
    labels = chart_labels(w)
    isolates = dict.fromkeys(map(ord, "\u2068\u2069"))
    assert {key: text for key, text in labels.items() if drawable(text) != text.translate(isolates)} == {}
    names = [language_name(lang).split()[0], w.card("Contessa"), w("faction.reformist")]
    assert [drawable(name) for name in names] == names
    timeline = decided_game(3, 20)  # Dukes and Contessas are revealed

    def chart(labels):
        return picture(game_chart(names, timeline, winner=None, labels=labels)).convert("RGB")

    image = chart(labels)
    layout = chart_layout(3, len(timeline))
    for seat, name in enumerate(names):
        top = layout.row_tops[seat]
        assert drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)), name, 13), (lang, name)
    title = image.crop((10, layout.coins_top - 4, 110, layout.coins_top + 24))
    assert drawn_as(title, labels["coins"], 15), labels["coins"]
    key_line = (layout.plot_left, layout.cards_title, layout.plot_right, layout.cards_title + 16)
    assert image.crop(key_line) != chart({**labels, "Contessa": "Xxxxxx"}).crop(key_line)


@pytest.mark.parametrize("lang, names", [
    ("ru", ["Дмитрий", "Ёжик", "Щукин"]),
    ("pl", ["Łukasz", "Żaneta", "Śląsk"]),
])
def test_player_names_in_the_rarer_letters_of_a_language_are_drawn(lang, names):
    """Players' names come from Discord, not the catalogue: names in Russian's and Polish's
    rarer letters (Ё, Щ, Ł, Ż, Ś) keep every letter and are drawn as typed, beside the
    language's own labels."""
    labels = chart_labels(words(lang))
    assert [drawable(name) for name in names] == names
    timeline = decided_game(3, 20)
    image = picture(game_chart(names, timeline, winner=None, labels=labels)).convert("RGB")
    layout = chart_layout(3, len(timeline))
    for seat, name in enumerate(names):
        top = layout.row_tops[seat]
        assert drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)), name, 13), name


# ---------------------------------------------------------------- scripts that need shaping

def similarity(a: Image.Image, b: Image.Image) -> float:
    """How alike two inks are: 1 less the share of their strong pixels that differ, at the
    best of the nine shifts by up to a pixel each way (renderers may round a glyph's position
    a pixel apart)."""
    w, h = max(a.width, b.width) + 2, max(a.height, b.height) + 2
    first = Image.new("L", (w, h))
    first.paste(a, (1, 1))

    def strong(image: Image.Image) -> int:
        return sum(image.point(lambda v: 1 if v > 127 else 0).get_flattened_data())

    best = 0.0
    for dx in range(3):
        for dy in range(3):
            second = Image.new("L", (w, h))
            second.paste(b, (dx, dy))
            best = max(best, 1 - strong(ImageChops.difference(first, second)) / (strong(first) + strong(second)))
    return best


def typeset_ink(name: str) -> Image.Image:
    canvas = Image.new("L", (PX * (len(name) + 4), PX * 3), 0)
    typeset.draw(canvas, (PX, 2 * PX), typeset.line(name, PX), PX, 255)
    return shaped_ink(canvas)


@pytest.mark.parametrize("slug, name, font_file, shaped", SHAPED, ids=[slug for slug, *_ in SHAPED])
def test_a_name_is_drawn_as_a_shaping_engine_draws_it(slug, name, font_file, shaped):
    """Thai, Devanagari, Arabic, Japanese and Korean names, as bot/typeset.py draws them,
    match Pillow's raqm drawing of them (FriBiDi and HarfBuzz, tests/bot/shaped_names.py) but
    for a pixel's shift; where the script needs shaping, they do not match the same font
    drawn letter by letter (Pillow's basic layout, as the picture drew them before), and in
    no script do they match the base font's missing-glyph boxes."""
    ours = typeset_ink(name)
    assert {FONT_FILES[glyph.face] for glyph in typeset.line(name, PX).glyphs} == {font_file}
    assert similarity(ours, shaped_reference(slug)) >= 0.95
    if shaped:
        assert similarity(ours, pillow_ink(name, font_file, ImageFont.Layout.BASIC)) < 0.8
    assert similarity(ours, pillow_ink(name, FONT_FILES[0], ImageFont.Layout.BASIC)) < 0.5


#: Names mixing scripts and directions, with digits and punctuation.
MIXED = ["Sam سمير 7", "Bob: نهى 3", "नेहा & ชัย", "さくら 민준 Zoé", "किरण سمير", "سمير 2024"]


@pytest.mark.parametrize("name", [name for _, name, _, _ in SHAPED] + MIXED)
def test_no_glyph_is_missing_or_a_dotted_circle(name):
    """Every character has a font and every cluster a letter to sit on: no glyph is a font's
    missing-glyph box (glyph 0) or the dotted circle a shaper puts under a stray mark."""
    assert drawable(name) == name
    line = typeset.line(name, PX)
    assert line.glyphs and line.width > 0
    assert [glyph for glyph in line.glyphs if glyph.id in (0, typeset.dotted_circle(glyph.face))] == []


@pytest.mark.parametrize("name", MIXED)
def test_mixed_scripts_are_laid_out_in_the_bidi_order(name):
    """From left to right, the letters of a mixed name come in the order the Unicode bidi
    algorithm gives them, as python-bidi's other implementation (the unicode-bidi crate) lays
    the line out: a right-to-left word reads from its right, a number after Arabic letters
    stays with them. (Each cluster counts once, by its first letter, marks aside.)"""
    starts = list(dict.fromkeys(glyph.char for glyph in typeset.line(name, PX).glyphs))
    ours = "".join(name[i] for i in starts)
    assert ours == "".join(ch for ch in bidi.get_display(name) if unicodedata.category(ch)[0] != "M")


def test_the_chart_draws_names_in_every_script():
    """A table of names in Thai, Devanagari, Arabic, Japanese, Korean and mixed scripts: each
    is drawn in its row as typeset, and not as its letters one by one."""
    names = ["ปิ่น", "किरण", "سمير", "さくら", "민준", "Sam سمير 7"]
    timeline = decided_game(len(names), 20)
    image = picture(game_chart(names, timeline, winner=None, labels=chart_labels(words("hi"))))
    layout = chart_layout(len(names), len(timeline))
    for seat, name in enumerate(names):
        top = layout.row_tops[seat]
        region = image.crop((26, top + 2, layout.plot_left - 8, top + 32))
        assert drawn_as(region, name, 13), name
        assert not drawn_as(region, " ".join(name), 13), name


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=24)
       | st.text(alphabet="Sam سمير نهى 7(),.- किरण ปิ่น さくら 민준 ٣٤", max_size=24))
def test_any_text_is_set_in_one_line_of_glyphs_it_has(text):
    """Whatever a name holds, once made drawable it is set in glyphs of its own characters
    (each glyph points at one, the first character starts a cluster, none is a missing-glyph
    box), and the line has a width."""
    shown = drawable(text)
    line = typeset.line(shown, PX)
    assert bool(line.glyphs) == bool(shown)
    assert all(glyph.id != 0 and 0 <= glyph.char < len(shown) for glyph in line.glyphs)
    assert not line.glyphs or min(glyph.char for glyph in line.glyphs) == 0  # clusters from the first character
    assert line.width >= 0


UNSHAPED = [("Zoé", "DejaVuSansCondensed.ttf"), ("Łukasz Straße", "DejaVuSansCondensed.ttf"),
            ("Дмитрий", "DejaVuSansCondensed.ttf"), ("Ζωή", "DejaVuSansCondensed.ttf"),
            ("Pièces", "DejaVuSansCondensed.ttf"), ("李小龍", "DroidSansFallback.ttf")]


@pytest.mark.parametrize("name, font_file", UNSHAPED)
def test_a_name_that_needs_no_shaping_is_drawn_as_pillow_draws_it_letter_by_letter(name, font_file):
    """Latin, Greek, Cyrillic and Chinese names, as bot/typeset.py draws them, match Pillow's
    own basic layout of the same font (a renderer of its own, not typeset), and not the same
    name with its accents or letters taken away. Large (104 px), where the two renderers'
    rounding of each letter's place adds up to less than a letter's detail."""
    px = 4 * PX

    def pillow_at(text: str) -> Image.Image:
        font = ImageFont.truetype(str(FONTS / font_file), px, layout_engine=ImageFont.Layout.BASIC)
        canvas = Image.new("L", (px * (len(text) + 4), px * 3), 0)
        ImageDraw.Draw(canvas).text((px, 2 * px), text, font=font, fill=255, anchor="ls")
        return shaped_ink(canvas)

    canvas = Image.new("L", (px * (len(name) + 4), px * 3), 0)
    typeset.draw(canvas, (px, 2 * px), typeset.line(name, px), px, 255)
    ours = shaped_ink(canvas)
    assert {FONT_FILES[glyph.face] for glyph in typeset.line(name, px).glyphs} == {font_file}
    assert similarity(ours, pillow_at(name)) >= 0.9
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode() or "?"
    assert similarity(ours, pillow_at(plain)) < 0.8
