"""bot/picture.py: the game-over chart is a PNG with one column per turn boundary."""

import io
from typing import NamedTuple

import pytest
from PIL import Image, ImageColor

from bot.picture import (
    CHARACTER_COLOURS, OUT, TRACK, chart_layout, drawable, game_chart, player_colour,
)


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


def test_names_keep_what_the_font_can_draw():
    assert drawable("José 😀") == "Jose"
    assert drawable("Łukasz Straße") == "Lukasz Strasse"
    assert drawable("🔥🔥") == drawable("漢字") == drawable("") == ""
    assert drawable("a\nb\tc") == "a b c"


def test_the_labels_are_drawn():
    timeline = decided_game(3, 20)
    args = (["Ann", "Bob", "Cy"], timeline)
    default = game_chart(*args, winner=0)
    assert game_chart(*args, winner=0, labels={"coins": "Coins", "cards": "Cards"}) == default
    french = {"coins": "Pièces", "cards": "Cartes", "turn": "Tour", "winner": "gagnant"}
    assert game_chart(*args, winner=0, labels=french) != default
    for key in french:  # each word on its own changes the picture
        assert game_chart(*args, winner=0, labels={key: "XXXXXXX"}) != default


def test_a_game_without_a_winner_and_a_single_snapshot():
    assert picture(game_chart(["Ann", "Bob"], quiet_game(2, 0), winner=None)).format == "PNG"


def test_a_timeline_that_does_not_match_the_names_is_refused():
    with pytest.raises(ValueError):
        game_chart(["Ann", "Bob", "Cy"], quiet_game(2, 5), winner=0)
    with pytest.raises(ValueError):
        game_chart(["Ann", "Bob"], [], winner=0)
