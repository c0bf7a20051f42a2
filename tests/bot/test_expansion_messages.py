"""Every message of games with the expansions (R70–R99), drawn at every step of random games
in every language, without Discord: nothing fails to render, every decision has its
controls, and no public text or other player's view names a card it may not (R53, R87, R99)."""

import random
import re

import pytest

from bot import messages, render
from tests.fakediscord.payloads import walk_components
from tests.fakediscord.text import message_texts
from bot.i18n import SPOKEN, words
from bot.store import Seat, Table
from bot.tables.change import log_public
from engine import Game, Move
from engine import game as G

OPTIONS = [{"reformation": True}, {"inquisitor": True}, {"reformation": True, "inquisitor": True}]


def _json(payload: dict) -> dict:
    view = payload.get("view")
    embed = payload.get("embed")
    return {"content": payload.get("content"), "embeds": [embed.to_dict()] if embed is not None else [],
            "components": view.to_components() if view is not None and hasattr(view, "to_components") else []}


def texts_of(payload: dict) -> str:
    """Everything a message payload shows: content, embed, V2 text displays and components' labels."""
    return "\n".join(message_texts(_json(payload)))


def public_ids(payload: dict) -> list[str]:
    return [c["custom_id"] for c in walk_components(_json(payload)["components"]) if c.get("custom_id")]


def scrambled(game: Game, keep: int | None, rng: random.Random) -> Game:
    """The same game as everyone but ``keep`` may know it: the hidden cards of the others and
    the Court deck shuffled among themselves (counts kept), and a card being examined swapped
    too unless ``keep`` is one of the two who see it (R99)."""
    d = game.to_dict()
    seats = [s for s in range(game.n) if s != keep]
    pool = [c for s in seats for c in d["hands"][s]] + list(d["court"])
    sees_shown = keep is not None and game.step == G.EXAMINE and keep in (game.turn, game.target)
    if d.get("shown") is not None and not sees_shown and game.target != keep:
        pool.append(d["shown"])
    rng.shuffle(pool)
    for s in seats:
        k = len(d["hands"][s])
        d["hands"][s], pool = pool[:k], pool[k:]
    if d.get("shown") is not None and not sees_shown and game.target != keep:
        d["shown"], pool = pool[0], pool[1:]
    d["court"] = pool
    return Game.from_dict(d)


@pytest.mark.parametrize("options", OPTIONS, ids=["reformation", "inquisitor", "both"])
@pytest.mark.parametrize("lang", SPOKEN)
def test_r70_r87_r99_every_step_of_expansion_games_renders_from_what_its_reader_may_know(options, lang):
    """Public messages read the same whatever the hidden cards are; a player's private
    message reads the same whatever the others' hidden cards (and a card examined by
    others) are. Every decision waiting on a player has its controls."""
    w = words(lang)
    rng = random.Random(7)
    examined = 0
    for seed in range(10):
        n = rng.choice([2, 3, 4, 5, 6, 8])
        names = [f"P{i}" for i in range(n)]
        game = Game.new(names, random.Random(seed), **options)
        table = Table(guild_id=1, channel_id=2, host_id=1, players=[Seat(i + 1, names[i]) for i in range(n)],
                      id=3, options=options, status="running", lobby_channel_id=2, deadline=2e9, prompt_no=1)
        log = list(game.opening)
        log_public(table, game.opening)
        for _ in range(300):
            if game.over:
                break
            examined += game.step == G.EXAMINE
            public = texts_of(messages.turn_message(table, game))
            assert public == texts_of(messages.turn_message(table, scrambled(game, None, rng))), game.step
            for seat in range(n):
                private = messages.hand_message(w, table, game, seat)
                assert texts_of(private) == texts_of(messages.hand_message(w, table, scrambled(game, seat, rng), seat))
                if seat in game.awaited and game.step in (G.LOSE, G.PROVE, G.EXCHANGE, G.DRAFT, G.SHOW, G.EXAMINE):
                    assert public_ids(private), (game.step, texts_of(private))
            for custom_id in public_ids(messages.turn_message(table, game)):   # R53: no card in an id
                assert not re.search("|".join(game.characters), custom_id), custom_id
            seat = game.awaited[0]
            moves = game.legal_moves(seat)
            move = Move(None, "timeout") if not moves or rng.random() < 0.03 else rng.choice(moves)
            events = game.apply(move)
            log += events
            table.prompt_no += 1
            log_public(table, events)
        assert all(len(p) <= 2000 for p in render.log_pages(w, [e for e in log if e.to is None], names))
    if options.get("inquisitor"):
        assert examined, "no Examine was played: the test did not test it"
