"""Set up a game with chosen hands, coins and Court deck, for rule tests."""

import random
from collections import Counter

from engine import LOYALIST, REFORMIST, Game, Move
from engine.ai import Memory
from engine.events import Event
from engine.cards import full_deck


def table(hands, *, coins=None, court=None, revealed=None, starter=0, seed=0, names=None,
          reformation=False, inquisitor=False, factions=None, reserve=None):
    """A game whose seats hold ``hands`` (lists of hidden cards), ``starter`` to act.

    The Court deck gets the rest of the deck (``court``, if given, goes on top: the
    last card is drawn first). Cards stay conserved, so property checks still hold.
    With ``reformation`` the starter has chosen Loyalist, and ``factions`` (a string of
    'L' and 'R', one per seat) then sets every seat's faction; ``reserve`` the Reserve.
    """
    n = len(hands)
    game = Game.new(names or ["alice", "bob", "carol", "dave", "erin", "frank",
                              "gina", "hal", "ivy", "jo"][:n], random.Random(seed), starter=starter,
                    reformation=reformation, inquisitor=inquisitor)
    if reformation:
        game.apply(Move(starter, "faction", card=LOYALIST))
        if factions is not None:
            game.factions = [LOYALIST if f == "L" else REFORMIST for f in factions]
        if reserve is not None:
            game.reserve = reserve
    rest = Counter(full_deck(n, inquisitor))
    for hand in hands:
        rest.subtract(hand)
    top = list(court or [])
    rest.subtract(top)
    for cards in (revealed or {}).values():
        rest.subtract(cards)
    assert all(v >= 0 for v in rest.values()), "more copies than the deck has"
    game.hands = [tuple(h) for h in hands]
    game.court = sorted(rest.elements()) + top
    if coins is not None:
        game.coins = list(coins)
    for seat, cards in (revealed or {}).items():
        game.revealed[seat] = tuple(cards)
        if not hands[seat]:
            game.alive[seat] = False
            game.n_alive -= 1
    return game


def opening(game, seat):
    """The events ``seat`` saw when a game set up with ``table`` started, with the coins
    it was set up with (as gains from the usual start), so a computer's memory counts the
    coins the table holds."""
    events = [Event("start", game.turn, amount=game.n),
              Event("deal", seat, card=game.hands[seat], to=seat)]
    usual = Memory.replay(seat, events).coins
    return events + [Event("gain", p, amount=c - u)
                     for p, (c, u) in enumerate(zip(game.coins, usual)) if c != u]


def play(game, *moves):
    """Apply moves given as strings ("0 steal 1"), returning all their events."""
    events = []
    for m in moves:
        events += game.apply(Move.parse(m) if isinstance(m, str) else m)
    return events


def kinds(events):
    return [e.kind for e in events]


def cards_in_play(game):
    drawn = len(game.drawn) if game.drawn else 0
    return (sum(len(h) for h in game.hands) + sum(len(r) for r in game.revealed)
            + len(game.court) + drawn)


def shuffle_secrets(game, seat, rng):
    """The same game as ``seat`` sees it: other seats' hidden cards and the Court deck
    redealt — except a card the seat was shown in an Examine (R94), which stays with the
    examined player; for everyone but the two concerned, which card was shown is secret too."""
    other = game.copy()
    kept = other.shown if other.shown is not None and seat == other.turn else None
    pool = list(other.court)
    for s in range(other.n):
        if s != seat:
            pool += other.hands[s]
    if other.drawn is not None and seat != other.turn:
        pool += other.drawn
    if kept is not None:
        pool.remove(kept)
    rng.shuffle(pool)
    for s in range(other.n):
        if s != seat:
            k = len(other.hands[s])
            if kept is not None and s == other.target:
                other.hands[s], pool = (kept,) + tuple(pool[:k - 1]), pool[k - 1:]
            else:
                other.hands[s], pool = tuple(pool[:k]), pool[k:]
    if other.drawn is not None and seat != other.turn:
        k = len(other.drawn)
        other.drawn, pool = tuple(pool[:k]), pool[k:]
    other.court = pool
    if other.shown is not None and seat not in (other.turn, other.target):
        other.shown = rng.choice(other.hands[other.target])
    return other


def positions_of(count, seed, new_table):
    """(game, view, memory) at every decision of seeded games between computer players, up to
    ``count``: ``new_table(r, g)`` gives the g-th game and its players (``ComputerPlayer``s),
    drawing its choices from ``r``, the one generator of the run."""
    r = random.Random(seed)
    found = g = 0
    while found < count:
        g += 1
        game, bots = new_table(r, g)
        for bot in bots:
            bot.observe(game.opening)
        while not game.over and found < count:
            seat = game.awaited[0]
            view = game.view(seat)
            yield game, view, bots[seat].memory
            found += 1
            events = game.apply(bots[seat].choose(view))
            for bot in bots:
                bot.observe(events)
