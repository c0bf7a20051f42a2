"""Draws the card art in this folder (``python -m bot.art.draw``): one small picture per
character and one for a hidden card, made for this project with Pillow's shapes alone (no
font, no outside art), under the licence in ``LICENSE`` beside them. The bot uploads them as
its application emojis at start-up (bot/cardart.py)."""

from __future__ import annotations

import math
from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
SIZE = 128
SCALE = 4   # drawn four times larger, then reduced: smooth edges

#: each card's colour (background, picture), as the printed game colours its characters
COLOURS = {
    "duke": ((118, 47, 143), (245, 208, 96)),
    "assassin": ((40, 40, 46), (214, 214, 224)),
    "captain": ((34, 96, 170), (240, 240, 240)),
    "ambassador": ((54, 138, 72), (246, 234, 196)),
    "contessa": ((178, 36, 48), (250, 226, 226)),
    "inquisitor": ((30, 120, 128), (244, 236, 210)),
    "hidden": ((90, 62, 40), (212, 170, 96)),
}


def _card(colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    size = SIZE * SCALE
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    inset = 10 * SCALE
    draw.rounded_rectangle((inset + 8 * SCALE, inset, size - inset - 8 * SCALE, size - inset), radius=14 * SCALE,
                           fill=colour, outline=(255, 255, 255), width=4 * SCALE)
    return image, draw


def _p(x: float, y: float) -> tuple[float, float]:
    return x * SCALE, y * SCALE


def duke(draw, ink):
    points = [(36, 84), (32, 44), (48, 62), (64, 36), (80, 62), (96, 44), (92, 84)]
    draw.polygon([_p(*p) for p in points], fill=ink)
    draw.rectangle((*_p(36, 86), *_p(92, 94)), fill=ink)
    for x, y in ((32, 44), (64, 36), (96, 44)):
        draw.ellipse((*_p(x - 5, y - 5), *_p(x + 5, y + 5)), fill=ink)


def assassin(draw, ink):
    blade = [(64, 24), (72, 40), (70, 80), (58, 80), (56, 40)]
    draw.polygon([_p(*p) for p in blade], fill=ink)
    draw.rectangle((*_p(44, 80), *_p(84, 86)), fill=ink)
    draw.rectangle((*_p(60, 86), *_p(68, 102)), fill=ink)
    draw.ellipse((*_p(58, 100), *_p(70, 110)), fill=ink)


def captain(draw, ink):
    w = 6 * SCALE
    draw.ellipse((*_p(56, 24), *_p(72, 40)), outline=ink, width=w)
    draw.line((*_p(64, 40), *_p(64, 100)), fill=ink, width=w)
    draw.line((*_p(48, 52), *_p(80, 52)), fill=ink, width=w)
    draw.arc((*_p(36, 60), *_p(92, 104)), start=20, end=160, fill=ink, width=w)
    for x in (38, 90):
        draw.polygon([_p(x - 6, 78), _p(x + 6, 78), _p(x, 68)], fill=ink)


def ambassador(draw, ink):
    draw.rectangle((*_p(44, 34), *_p(84, 94)), fill=ink)
    for y in (34, 94):
        draw.ellipse((*_p(38, y - 7), *_p(90, y + 7)), fill=ink)
    line = tuple(c // 2 for c in ink[:3])
    for y in (50, 60, 70, 80):
        draw.line((*_p(50, y), *_p(78, y)), fill=line, width=2 * SCALE)


def contessa(draw, ink):
    draw.line((*_p(64, 70), *_p(64, 106)), fill=(60, 140, 60), width=5 * SCALE)
    draw.ellipse((*_p(64, 84), *_p(82, 94)), fill=(60, 140, 60))
    for k in range(6):
        angle = k * math.pi / 3
        x, y = 64 + 13 * math.cos(angle), 52 + 13 * math.sin(angle)
        draw.ellipse((*_p(x - 12, y - 12), *_p(x + 12, y + 12)), fill=ink, outline=(178, 36, 48), width=SCALE)
    draw.ellipse((*_p(56, 44), *_p(72, 60)), fill=(230, 120, 130))


def inquisitor(draw, ink):
    w = 8 * SCALE
    draw.ellipse((*_p(36, 28), *_p(84, 76)), outline=ink, width=w)
    draw.line((*_p(78, 70), *_p(98, 100)), fill=ink, width=12 * SCALE)


def hidden(draw, ink):
    for x in range(30, 100, 14):
        for y in range(24, 108, 14):
            draw.polygon([_p(x, y - 5), _p(x + 5, y), _p(x, y + 5), _p(x - 5, y)], fill=ink)


PICTURES = {"duke": duke, "assassin": assassin, "captain": captain, "ambassador": ambassador,
            "contessa": contessa, "inquisitor": inquisitor, "hidden": hidden}


def draw_all(folder: Path = HERE) -> list[Path]:
    paths = []
    for name, picture in PICTURES.items():
        background, ink = COLOURS[name]
        image, draw = _card(background)
        picture(draw, ink)
        path = folder / f"{name}.png"
        image.resize((SIZE, SIZE), Image.LANCZOS).save(path, optimize=True)
        paths.append(path)
    return paths


if __name__ == "__main__":
    for p in draw_all():
        print(p, p.stat().st_size, "bytes")
