"""What players read, drawn from real engine games without Discord, in every language (issue 33):
an Embezzle's "no Duke" claim said as such, the Examine's private messages, the reference card
of the game's own characters, the Convert picker, the lobby's limits, numbers in the reader's
format, a forfeit said once, a refused block's cards joined by "or", no rule id on the board.
The catalogue-wide checks (rule ids, French spacing, the reviewed lines) are in
test_locales.py."""

import random
import re

import pytest

from bot import messages, render
from bot.components import target_controls
from bot.clicks import done_text
from bot.errors import refusal
from bot.i18n import SPOKEN, words
from bot.store import Seat, Table
from bot.store.rows import MemberStats
from bot.tables.change import Change
from engine import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR, NOT_DUKE, REFORMIST, Game,
                    IllegalMove, Move)
from engine import game as G
from engine import record as R
from tests.bot.reading import said
from tests.engine.table import play, table

EVERY_LANGUAGE = pytest.mark.parametrize("lang", SPOKEN)
NAMES = ["Ann", "Bob", "Cy"]


def seated(game: Game, **options) -> Table:
    return Table(guild_id=1, channel_id=2, host_id=1, players=[Seat(i + 1, name) for i, name in enumerate(game.names)],
                 id=3, status="running", prompt_no=1, deadline=2e9, options=options or None)


def bold_spans(text: str) -> list[str]:
    """The texts Discord shows in bold: between the 1st and 2nd ``**``, the 3rd and 4th …"""
    return text.split("**")[1::2]


# ---------------------------------------------------------------- item 1: "no Duke"

def embezzle_caught_holding_a_duke() -> tuple[Game, list]:
    """A dealt Reformation game (deal events included, so the record knows the hands) where
    the starter holds a Duke, Embezzles, is challenged and concedes."""
    for seed in range(200):
        game = Game.new(NAMES, random.Random(seed), starter=0, reformation=True)
        events = list(game.opening) + play(game, "0 faction loyalist")
        if DUKE in game.hands[0]:
            events += play(game, "0 embezzle", "1 challenge", Move(0, "concede", card=game.hands[0][0]))
            return game, events
    raise AssertionError("no seed deals the starter a Duke")


@EVERY_LANGUAGE
def test_r79_r80_a_conceded_embezzle_and_its_bluff_are_said_as_a_claim_to_hold_no_duke(lang):
    """Issue 33, item 1: "Ann does not show a “no Duke”: the claim fails" and "claimed “no Duke”
    without holding one" said the opposite of what happened."""
    w = words(lang)
    game, events = embezzle_caught_holding_a_duke()
    public = [e for e in events if e.to is None]
    lines = render.log_lines(w, public, NAMES)
    duke = render.card(w, DUKE)
    concede = w("log.concede_no_duke", name="Ann", duke=duke)
    assert concede in lines
    assert w("log.concede", name="Ann", card=render.card(w, NOT_DUKE)) not in lines
    (bluff,) = R.read(events, 3).bluffs()
    said = render.bluff(w, bluff, NAMES)
    assert said == w("over.bluff.embezzle", turn=1, name="Ann", duke=duke, caught=w("over.bluff.caught"))
    assert render.card(w, NOT_DUKE) not in said
    if lang == "en":
        assert concede == "Ann does not show their hand: the claim to hold no 👑 **Duke** fails."
        assert said == "Turn 1: Ann claimed to hold no 👑 **Duke** while holding one — caught."


# ---------------------------------------------------------------- item 10: a Duke holder's Embezzle

@EVERY_LANGUAGE
def test_r80_a_challenged_embezzler_is_offered_only_what_the_rules_allow(lang):
    """Issue 33, item 10: a Duke holder was told to show their hand, with only "Lose" buttons.
    Holding a Duke they must concede, and are told so; without one they get the button."""
    w = words(lang)
    for hand, may_show in (((DUKE, CAPTAIN), False), ((CAPTAIN, CONTESSA), True)):
        game = table([list(hand), [ASSASSIN, CONTESSA], [AMBASSADOR, ASSASSIN]], reformation=True, factions="LRL")
        play(game, "0 embezzle", "1 challenge")
        assert game.step == G.PROVE
        private = messages.hand_message(w, seated(game), game, 0)
        ids = [c["custom_id"] for row in private["view"].to_components() for c in row["components"]]
        assert any(":prove:" in i for i in ids) is may_show
        until = w("private.until", when=render.timestamp(2e9))
        prompt = w("private.prove_hand" if may_show else "private.prove_duke", until=until)
        assert private["content"].endswith(prompt)
        if lang == "en" and not may_show:
            assert "Show your whole hand" not in private["content"] and "you hold one" in prompt


# ---------------------------------------------------------------- item 5: Examine

@EVERY_LANGUAGE
def test_r94_r95_r99_the_examine_messages_show_the_card_once_in_bold_of_its_own(lang):
    """Issue 33, item 5: "**Erin showed you 🗡️ **Assassin**.**" left the card name the only
    plain word, and the card was said twice; the examined player was never told which card a
    forced exchange gave them."""
    w = words(lang)
    game = table([[INQUISITOR, DUKE], [ASSASSIN, CONTESSA], [CAPTAIN, CONTESSA]], inquisitor=True, court=[CAPTAIN],
                 names=NAMES)
    play(game, "0 examine 1", "1 allow", "2 allow", "1 show Assassin")
    seats = seated(game, inquisitor=True)
    actor = messages.hand_message(w, seats, game, 0)["content"]
    name = w.card(ASSASSIN)
    assert actor.count(name) == 1, actor
    assert name in bold_spans(actor) and not any(name in span and span != name for span in bold_spans(actor))
    play(game, "0 force_exchange")
    told = messages.hand_message(w, seats, game, 1)["content"]
    assert w("hand.redrawn", turn=1, shown=render.card(w, ASSASSIN), drawn=render.card(w, CAPTAIN)) in told
    line = w("hand.redrawn", turn=1, shown=render.card(w, ASSASSIN), drawn=render.card(w, CAPTAIN))
    for other in (0, 2):   # R99: the card drawn is the examined player's alone
        assert "redrawn" not in game.view(other) and line not in messages.hand_message(w, seats, game, other)["content"]
    if lang == "en":
        assert "Forced exchange on turn 1: you gave up 🗡️ **Assassin** and drew ⚓ **Captain**." in told


# ---------------------------------------------------------------- item 6: the reference card

@EVERY_LANGUAGE
def test_r90_the_reference_card_shows_the_games_own_characters(lang):
    """Issue 33, item 6: an Inquisitor game's card listed the Ambassador, then said in a second
    message that there is none. Reformation names Examine only where the Inquisitor is."""
    w = words(lang)
    ambassador, inquisitor = f"📜 **{w.card(AMBASSADOR)}", f"🔍 **{w.card(INQUISITOR)}"
    base = render.rules(w)
    assert len(base) == 1 and ambassador in base[0] and "🔍" not in base[0]
    inq = render.rules(w, {"inquisitor": True})
    assert len(inq) == 1 and inquisitor in inq[0] and "📜" not in inq[0] and w.card(AMBASSADOR) not in inq[0]
    both = render.rules(w, {"inquisitor": True, "reformation": True})
    plain = render.rules(w, {"reformation": True})
    assert len(both) == len(plain) == 2 and both[1] != plain[1] and plain[0] == base[0]
    assert all(len(text) <= 2000 for text in both + plain)
    if lang == "en":
        assert "Examine" in both[1] and "Examine" not in plain[1]


# ---------------------------------------------------------------- item 7: a series lobby

@EVERY_LANGUAGE
def test_r60_a_series_lobby_says_its_own_limit(lang):
    """Issue 33, item 7: a series lobby said "(2–10 players)" though a seventh join is refused."""
    w = words(lang)
    lobby = Table(guild_id=1, channel_id=2, host_id=1, players=[Seat(1, "Ann")], id=3, locale=lang,
                  wants_series=True)
    text = said(messages.lobby_message(lobby))
    assert w("lobby.help_series") in text and w("lobby.help") not in text and "10" not in text
    if lang == "en":
        assert "(2–6 players for a series)" in text


# ---------------------------------------------------------------- item 9: Convert and the lobby

def convert_game() -> Game:
    return table([[DUKE, CAPTAIN], [ASSASSIN, CONTESSA], [AMBASSADOR, ASSASSIN]], coins=[3, 2, 2], reformation=True,
                 factions="LRL", names=NAMES)


@EVERY_LANGUAGE
def test_r77_r78_the_convert_picker_shows_each_players_faction_and_cost(lang):
    """Issue 33, item 9: the picker listed bare names; converting yourself was confirmed as
    "Convert against Ann."."""
    w = words(lang)
    game = convert_game()
    targets = sorted({m.target for m in game.legal_moves(0) if m.kind == "convert"})
    assert targets == [0, 1, 2]
    picker = target_controls(w, 3, 1, "convert", [(s, NAMES[s]) for s in targets], actor=0,
                             factions=game.factions)
    (select,) = [c for row in picker.to_components() for c in row["components"]]
    options = {int(o["value"]): o for o in select["options"]}
    loyalist, reformist = render.faction(w, "loyalist"), render.faction(w, "reformist")
    assert options[0]["label"] == w("select.convert_self", name="Ann")
    assert options[0]["description"] == w("select.convert", faction=loyalist, other=reformist, coins=render.coins(w, 1))
    assert options[1]["description"] == w("select.convert", faction=reformist, other=loyalist, coins=render.coins(w, 2))
    assert options[1]["emoji"]["name"] == "🟥" and options[2]["label"] == "Cy"
    events = play(game, "0 convert 0")
    said = done_text(w, Change(seated(game), game, events, seat=0), "target").split("\n")[0]
    assert said == w("done.convert_self", coins=render.coins(w, 1), faction=render.faction(w, REFORMIST))
    if lang == "en":
        assert said == "You pay 1 coin onto the Treasury Reserve: you are now 🟥 Reformist."
        assert options[1]["description"] == "🟥 Reformist → 🟦 Loyalist · 2 coins"


@EVERY_LANGUAGE
def test_adding_a_computer_is_said_with_the_catalogues_own_agreement(lang):
    """Issue 33, item 9: "Added a easy computer player"."""
    w = words(lang)
    said = [w("ok.added_computer", level=level) for level in ("easy", "normal", "hard")]
    assert len(set(said)) == 3 and not any("<" in s for s in said)
    if lang != "en":   # the level is the catalogue's own word, not the bot's code for it
        assert not any(code in text for code in ("easy", "hard") for text in said), said
    if lang == "en":
        assert said == ["Added an easy computer player.", "Added a normal computer player.",
                        "Added a hard computer player."]


# ---------------------------------------------------------------- item 10: numbers, forfeits

@pytest.mark.parametrize("lang, average, shown", [
    ("en", 2.0, "2"), ("en", 2.5, "2.5"), ("fr", 2.5, "2,5"), ("de", 7 / 3, "2,33"), ("ru", 3.25, "3,25"),
    ("pt_BR", 1.0, "1"),
])
def test_the_average_finish_is_written_as_the_readers_language_writes_numbers(lang, average, shown):
    """Issue 33, item 10: "2.00" in every language."""
    stats = MemberStats(games=3, wins=1, finish_avg=average, series_played=0, series_won=0, series_shared=0,
                        series_abandoned=0, claims=0, bluffs=0, bluffs_caught=0, challenges=0, challenges_won=0,
                        blocks=0)
    w = words(lang)
    line = render.member_stats(w, "Ann", stats, None).split("\n")[1]
    assert line == w("stats.games", games=3, wins=1, rate="33%", finish=shown)


@EVERY_LANGUAGE
def test_r52_a_forfeit_with_two_identical_cards_is_one_line(lang):
    """Issue 33, item 10: a forfeit with two Dukes printed the same reveal line twice."""
    w = words(lang)
    game = table([[DUKE, CAPTAIN], [DUKE, DUKE], [ASSASSIN, CONTESSA]], names=NAMES)
    events = play(game, "1 forfeit")
    lines = render.log_lines(w, [e for e in events if e.to is None], NAMES)
    said = w("log.forfeit_cards", name="Bob", cards=render.card(w, (DUKE, DUKE)))
    assert lines == [said, w("log.eliminate", name="Bob")]
    assert render.log_pages(w, events, NAMES)[0].split("\n")[0] == said
    if lang == "en":
        assert said == "🏳️ Bob forfeits and turns their cards face up: 👑 **Duke** and 👑 **Duke**."


# ---------------------------------------------------------------- item 8: no rule ids

def test_r93_r98_a_refused_block_names_the_cards_that_could_block_with_or():
    """Issue 33, item 14 (review X1): "can only be blocked with Captain and Ambassador", where
    either card blocks."""
    game = table([[DUKE, CAPTAIN], [ASSASSIN, CONTESSA], [AMBASSADOR, ASSASSIN]], names=NAMES)
    play(game, "0 steal 1", "1 allow", "2 allow")
    with pytest.raises(IllegalMove) as refused:
        game.apply(Move(1, "block", card=DUKE))
    said = {lang: refusal(refused.value, NAMES).text(words(lang)) for lang in SPOKEN}
    assert said["en"] == "Steal can only be blocked with Captain or Ambassador."
    for lang, text in said.items():
        w = words(lang)
        assert w("await.or").join([w.card(CAPTAIN), w.card(AMBASSADOR)]) in text, lang
        assert w.list([w.card(CAPTAIN), w.card(AMBASSADOR)]) not in text, lang


def test_the_final_board_of_a_reunified_table_names_no_rule():
    """Issue 33, item 8: "(R74)" on the board."""
    game = table([[DUKE, CAPTAIN], [ASSASSIN, CONTESSA]], reformation=True, factions="LL", names=NAMES[:2])
    for lang in SPOKEN:
        board = messages.board_text(words(lang), seated(game, reformation=True), game)
        assert words(lang)("board.reunified") in board and not re.search(r"\bR\d+\b", board), lang
