"""How a turn's log reads (bot/render.py), from the engine's own events, without Discord."""

import random

from bot import render
from bot.i18n import words
from bot.store import Seat, Table
from bot.tables.change import log_public
from engine import Game, Move


def lines(events, names=("Ann", "Bob", "Cy"), lang="en"):
    return render.log_lines(words(lang), events, list(names))


def test_two_windows_that_time_out_in_one_turn_are_told_apart():
    """Issue 24, item 12: a steal's challenge window and then its block window time out; the
    log used to say "Time is up: nobody else answered, so it goes through." twice in a row."""
    game = Game.new(["Ann", "Bob", "Cy"], random.Random(2), starter=0)
    events = game.apply(Move(0, "steal", target=1))
    events += game.apply(Move(None, "timeout"))   # nobody challenged the Captain
    events += game.apply(Move(None, "timeout"))   # the target did not block
    timeouts = [line for line in lines(events) if line.startswith("⏰")]
    assert timeouts == ["⏰ Time is up: nobody challenged Ann's ⚓ **Captain**.",
                        "⏰ Time is up: nobody blocked the Steal, so it goes through."]
    french = [line for line in lines(events, lang="fr") if line.startswith("⏰")]
    assert len(set(french)) == 2


def test_the_draft_message_keeps_its_log_once_both_have_picked():
    """Issue 24, item 12: once both players had picked, the draft's message was left as "…"."""
    game = Game.new(["Ann", "Bob"], random.Random(3), variant="draft")
    table = Table(guild_id=1, channel_id=2, host_id=1, players=[Seat(1, "Ann"), Seat(2, "Bob")], id=4)
    log_public(table, game.opening)
    for seat in (0, 1):
        log_public(table, game.apply(game.legal_moves(seat)[0]))
    assert game.turn_no == 1 and table.closed_events is not None
    closed = render.log_lines(words("en"), table.closed_events, ["Ann", "Bob"])
    assert closed and "Ann has chosen a card." in closed and "Bob has chosen a card." in closed
    assert not any("Turn" in line for line in render.log_lines(words("en"), table.closed_events, ["Ann", "Bob"]))
