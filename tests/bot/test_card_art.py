"""The cards' pictures: shipped with their licence, uploaded once per application as its
emojis, and drawn with the card's name beside them (issue 37)."""

from __future__ import annotations

import io
from importlib import resources

from PIL import Image

from bot import cardart
from engine.cards import ALL_CHARACTERS
from tests.bot.harness import bot_in_process
from tests.bot.players import art, start_game


def test_every_card_has_a_picture_small_enough_to_be_an_emoji_and_a_licence():
    folder = resources.files("bot.art")
    assert "CC0" in folder.joinpath("LICENSE").read_text()
    assert set(cardart.PICTURES) == set(ALL_CHARACTERS) | {cardart.HIDDEN}
    for name in cardart.PICTURES.values():
        data = cardart.picture(name)
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG" and image.size == (128, 128) and len(data) <= 256 * 1024


async def test_the_pictures_are_uploaded_once_and_cards_show_them_with_their_names(fd, db_path):
    guild = fd.add_guild("Art", members=3)
    alice, bob, carol = guild.members
    async with bot_in_process(fd, db_path, seed=3):
        names = sorted(e["name"] for e in fd.server.app_emojis.values())
        assert names == sorted(cardart.PREFIX + n for n in cardart.PICTURES.values())
        t = await start_game(fd, guild.channel, alice, [bob, carol])
        board = t.turn_message().body
        assert art(fd, cardart.HIDDEN) * 2 in board   # two cards face down each
        mine = await t.click(alice, "My cards")
        shown = [c for c in ALL_CHARACTERS if f"{art(fd, c)} **{c}**" in mine.body]
        assert shown, mine.body   # each card: its picture, its name beside it
    ids = set(fd.server.app_emojis)
    async with bot_in_process(fd, db_path, seed=3):   # a restart uploads nothing again
        assert set(fd.server.app_emojis) == ids
    assert cardart.symbol("Duke") == "👑"   # a stopped bot draws no one's emojis
