"""The end of a game in words (bot/honours.py): the scripted game of tests/engine/test_record.py,
whose awards are counted by hand there, as the game-over message says them, and R58's
predictions as its small table."""

from bot.honours import award_lines, chart_notes, prediction_lines, stats_lines
from bot.i18n import words
from bot.store import PredictionRow, SocialStats
from engine.awards import awards
from engine.record import read
from tests.engine.test_record import scripted_game


def test_the_awards_of_a_scripted_game_in_words():
    _, log = scripted_game()
    found = awards(read(log, 3), [[2.0, 3.0, 4.0], [12.0, 20.0, 30.0], []])
    w = words("en")
    assert award_lines(w, found, ["Ann", "Bea", "Cy"]) == [
        "**Awards**",
        "🎭 Boldest bluffer: **Bea** (2 bluffs in a row, never caught)",
        "🔍 Best reads: **Ann** and **Bea** (2 bluffs caught or blocks that held)",
        "💸 Costliest mistake: **Cy**, turn 5: a bluff caught (1 card lost) — and out of the game",
        "⚡ Fastest to decide: **Ann** (3.0 s a decision)",
        "🐢 Slowest to decide: **Bea** (20 s a decision)",
    ]
    assert chart_notes(w, found, 3) == ["best reads, fastest", "boldest bluffer, best reads, slowest",
                                        "costliest mistake"]


def test_r58_predictions_are_told_only_scored_best_first():
    w = words("en")
    made = [PredictionRow(1, "Dee", 1, "action", "bluff", True), PredictionRow(2, "Eve", 1, "action", "honest", False),
            PredictionRow(1, "Dee", 2, "block", "honest", False), PredictionRow(2, "Eve", 3, "action", "bluff", True),
            PredictionRow(2, "Eve", 4, "action", "bluff", True), PredictionRow(3, "Flo", 9, "block", "bluff", None)]
    assert prediction_lines(w, made) == ["🔮 **Predictions** (right of made): Eve 2/3 · Dee 1/2"]
    assert prediction_lines(w, made[-1:]) == []


def test_a_members_awards_reads_and_rating_in_stats():
    w = words("en")
    social = SocialStats({"reader": 2, "bluffer": 1}, predictions=7, reads=5, rating=(27.5, 2.25, 12))
    assert stats_lines(w, social) == ["Awards: boldest bluffer ×1 · best reads ×2", "Predictions right: 5/7",
                                      "Skill rating this season: **20.8** (27.5 ± 2.2) after 12 games"]
    assert stats_lines(w, SocialStats({}, 0, 0, None)) == []
