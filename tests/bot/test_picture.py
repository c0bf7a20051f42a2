"""bot/picture.py: the game-over chart is a PNG with one column per turn boundary, and
every name and word on it is drawn as typed."""

import io
from typing import NamedTuple

import pytest
from PIL import Image, ImageChops, ImageColor, ImageDraw, ImageFont

from bot.i18n import SPOKEN, language_name, words
from bot.picture import (
    BACKGROUND, CHARACTER_COLOURS, FONTS, MUTED, OUT, TEXT, TRACK, chart_layout, drawable, game_chart,
    player_colour,
)

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
    assert drawable("🔥🔥") == drawable("สมชาย") == drawable("") == ""
    assert drawable("\u3164\u115f\u2800") == ""  # blank fillers that make a name look empty
    assert drawable("a\nb\tc") == "a b c"


def ink(image: Image.Image) -> Image.Image:
    """How far each pixel is from the background (0: untouched), cut to where there is ink."""
    distance = ImageChops.difference(image.convert("RGB"), Image.new("RGB", image.size, BACKGROUND)).convert("L")
    return distance.crop(distance.point(lambda v: 255 if v > 60 else 0).getbbox())


def drawn_as(region: Image.Image, text: str, font_file, size: int, fill: str = TEXT) -> bool:
    """Whether ``region`` of a chart shows ``text`` exactly as ``font_file`` draws it at
    ``size``. The chart draws at twice the size and halves the image, from a position that
    may fall between pixels: every quarter-pixel offset is tried."""
    font = ImageFont.truetype(str(font_file), 2 * size)
    seen = ink(region)
    for dx in range(8):
        for dy in range(8):
            canvas = Image.new("RGB", (4 * size * (len(text) + 2), 8 * size), BACKGROUND)
            ImageDraw.Draw(canvas).text((2 * size + dx / 4, 2 * size + dy / 4), text, font=font, fill=fill)
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
    assert drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)), name, font_file, 13)
    # … and not as the same word without its accents, or as missing-glyph boxes.
    assert not drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)),
                        name.encode("ascii", "replace").decode(), LATIN, 13)


def test_the_titles_are_drawn_in_the_tables_language_with_their_accents():
    timeline = decided_game(3, 12)
    image = picture(game_chart(["Ann", "Bob", "Cy"], timeline, winner=0, labels=FRENCH))
    layout = chart_layout(3, len(timeline))
    title = image.crop((10, layout.coins_top - 4, 110, layout.coins_top + 24))
    assert drawn_as(title, "Pièces", LATIN, 15)
    assert not drawn_as(title, "Pieces", LATIN, 15)


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
    width = ImageFont.truetype(str(LATIN), 22).getlength("Comtesse") / 2
    last = french.crop((int(layout.plot_right - width - 3), layout.cards_title,
                        layout.plot_right + 3, layout.cards_title + 16))
    assert drawn_as(last, "Comtesse", LATIN, 11, fill=MUTED)
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
    language's own names."""
    w = words(lang)
    labels = chart_labels(w)
    assert {key: text for key, text in labels.items() if drawable(text) != text} == {}
    names = [language_name(lang).split()[0], w.card("Contessa"), w("faction.reformist")]
    assert [drawable(name) for name in names] == names
    timeline = decided_game(3, 20)  # Dukes and Contessas are revealed

    def chart(labels):
        return picture(game_chart(names, timeline, winner=None, labels=labels)).convert("RGB")

    image = chart(labels)
    layout = chart_layout(3, len(timeline))
    for seat, name in enumerate(names):
        top = layout.row_tops[seat]
        assert drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)), name, LATIN, 13), (lang, name)
    title = image.crop((10, layout.coins_top - 4, 110, layout.coins_top + 24))
    assert drawn_as(title, labels["coins"], LATIN, 15), labels["coins"]
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
        assert drawn_as(image.crop((26, top + 2, layout.plot_left - 8, top + 32)), name, LATIN, 13), name
