"""Names in scripts that need shaping, and how a shaping engine draws each: the references
that tests/bot/test_picture.py holds bot/typeset.py's drawing against.

Each reference (``shaped_names/<slug>.png``, the ink of the name in white on black, as an
8-bit image) was drawn by Pillow with its raqm layout (FriBiDi and HarfBuzz) in the font
bot/typeset.py picks for the script, at :data:`PX` pixels to the em. raqm needs the system's
FriBiDi, so the references are made once, here, and kept:

    python -m tests.bot.shaped_names      # rewrites shaped_names/*.png (needs raqm)
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, features

from bot.typeset import FONT_FILES, FONTS

PX = 26
HERE = Path(__file__).with_name("shaped_names")

#: slug, name, the font that draws it, and whether drawing it letter by letter would be wrong.
NAMES = [
    ("thai-pin", "ปิ่น", "NotoSansThaiUI-Regular.ttf", True),          # a tone mark stacked on a vowel sign
    ("thai-nam", "น้ำ", "NotoSansThaiUI-Regular.ttf", True),
    ("deva-kiran", "किरण", "NotoSansDevanagariUI-Regular.ttf", True),   # the i sign drawn before its consonant
    ("deva-kshatriya", "क्षत्रिय", "NotoSansDevanagariUI-Regular.ttf", True),  # conjuncts
    ("arab-samir", "سمير", "NotoSansArabicUI-Regular.ttf", True),       # joined letters, right to left
    ("arab-layla", "ليلى", "NotoSansArabicUI-Regular.ttf", True),
    ("jpan-sakura", "さくら", "DroidSansFallback.ttf", False),
    ("jpan-sato", "佐藤", "DroidSansFallback.ttf", False),
    ("kore-minjun", "민준", "DroidSansFallback.ttf", False),
]


def ink(image: Image.Image) -> Image.Image:
    """An 8-bit image cut to its ink."""
    return image.crop(image.point(lambda v: 255 if v > 60 else 0).getbbox())


def pillow(name: str, font_file: str, layout: ImageFont.Layout) -> Image.Image:
    """The name's ink as Pillow draws it with one font and the given layout engine."""
    font = ImageFont.truetype(str(FONTS / font_file), PX, layout_engine=layout)
    canvas = Image.new("L", (PX * (len(name) + 4), PX * 3), 0)
    ImageDraw.Draw(canvas).text((PX, 2 * PX), name, font=font, fill=255, anchor="ls")
    return ink(canvas)


def reference(slug: str) -> Image.Image:
    with Image.open(HERE / f"{slug}.png") as image:
        return image.convert("L")


def main() -> None:
    if not features.check("raqm"):
        raise SystemExit("Pillow's raqm layout is not available here (it needs the system's FriBiDi)")
    HERE.mkdir(exist_ok=True)
    for slug, name, font_file, _ in NAMES:
        assert font_file in FONT_FILES
        pillow(name, font_file, ImageFont.Layout.RAQM).save(HERE / f"{slug}.png", optimize=True)
        print(slug, name)


if __name__ == "__main__":
    main()
