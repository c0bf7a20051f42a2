"""Ratings, awards and predictions as the store keeps them (issue 36), on SQLite and on a
real PostgreSQL: the rating model against openskill's own worked example, a finished game's
awards and scored predictions (R58) counted per member, the ladders by rating and by reads,
and ratings counted again from the stored results."""

import pytest
from openskill.models import PlackettLuce

from bot.ratings import MIN_GAMES, Ratings, rebuild
from bot.store import Seat, Table
from tests.bot.stores import fetch
from tests.bot.test_standings import GUILD, finish_scripted

A, B, C, DAVE, ERIN = 11, 12, 13, 50, 51


def test_ratings_follow_openskills_worked_example():
    """openskill's README: four new players, the second first, the fourth second, the third
    third and the first last (ranks 4, 1, 3, 2), with no dynamics factor (tau 0)."""
    ratings = Ratings(PlackettLuce(tau=0))
    rated = ratings.rate([(1, 4, None, None), (2, 1, None, None), (3, 3, None, None), (4, 2, None, None)])
    expected = [(20.96265504062538, 8.083731307186588), (27.795084971874736, 8.263160757613477),
                (24.68943500312503, 8.083731307186588), (26.552824984374855, 8.179213704945203)]
    assert [r[0] for r in rated] == [1, 2, 3, 4]
    for (_, mu, sigma, ladder), (mu_, sigma_) in zip(rated, expected):
        assert (mu, sigma) == pytest.approx((mu_, sigma_), abs=1e-12)
        assert ladder == pytest.approx(mu_ - 3 * sigma_)


def test_two_seats_of_one_computer_level_keep_the_mean_of_both():
    model = PlackettLuce()
    ratings = Ratings(model)
    (key, mu, sigma, _), = [r for r in ratings.rate([(-1002, 1, None, None), (7, 2, None, None),
                                                     (-1002, 3, None, None)]) if r[0] == -1002]
    first, _, third = model.rate([[model.rating()], [model.rating()], [model.rating()]], ranks=[1, 2, 3])
    assert mu == pytest.approx((first[0].mu + third[0].mu) / 2)
    assert sigma == pytest.approx((first[0].sigma + third[0].sigma) / 2)


async def test_r58_a_finished_game_scores_its_predictions_and_rates_its_players(store):
    players = [Seat(A, "A"), Seat(B, "B"), Seat(C, "C")]
    # The predictions are made while the game runs (the scripted game: B's block in turn 1
    # was a bluff, A's Captain in turn 1 was true, A's tax in turn 6 a bluff).
    table = await store.tables.create(Table(guild_id=GUILD, channel_id=90, host_id=A, players=players,
                                            status="running"))
    social = store.social
    await social.predict(table, 1, "block", DAVE, "Dave", "honest")
    await social.predict(table, 1, "block", DAVE, "Dave", "bluff")       # changed: the second counts
    await social.predict(table, 1, "action", DAVE, "Dave", "honest")
    await social.predict(table, 6, "action", ERIN, "Erin", "honest")
    assert [p.correct for p in await social.predictions(table.id)] == [None, None, None]
    await finish_scripted(store, players, channel=90, table=table)

    made = {(p.user_id, p.turn_no, p.claim): (p.guess, p.correct) for p in await social.predictions(table.id)}
    assert made == {(DAVE, 1, "block"): ("bluff", True), (DAVE, 1, "action"): ("honest", True),
                    (ERIN, 6, "action"): ("honest", False)}
    season = await store.records.current_season(GUILD)
    reads, total = await social.ranking(GUILD, season, "reads")
    assert total == 2 and [(r.user_id, r.reads, r.predictions) for r in reads] == [(DAVE, 2, 2), (ERIN, 0, 1)]
    # Awards (engine/awards.py on the scripted game): B the boldest bluffer, A and B the best
    # reads, C the costliest mistake.
    stats = {u: await social.member(GUILD, u, None, season) for u in (A, B, C, DAVE)}
    assert stats[A].awards == {"reader": 1} and stats[B].awards == {"bluffer": 1, "reader": 1}
    assert stats[C].awards == {"blunder": 1} and stats[DAVE].awards == {}
    assert (stats[DAVE].predictions, stats[DAVE].reads, stats[DAVE].rating) == (2, 2, None)
    # The ratings: openskill's Plackett-Luce over the finishing order A, B, C.
    model = PlackettLuce()
    expected = model.rate([[model.rating()], [model.rating()], [model.rating()]], ranks=[1, 2, 3])
    for user, (after,) in zip((A, B, C), expected):
        mu, sigma, games = stats[user].rating
        assert (mu, sigma, games) == (pytest.approx(after.mu), pytest.approx(after.sigma), 1)
    # Not yet ranked: one game of MIN_GAMES.
    assert (await social.ranking(GUILD, season, "rating", min_games=MIN_GAMES))[1] == 0
    # The standings' recount keeps the predictions scored.
    await store.standings.rebuild()
    reads_again, _ = await social.ranking(GUILD, season, "reads")
    assert reads_again == reads


async def test_ratings_counted_again_from_the_results_equal_those_kept_game_by_game(store):
    players = [Seat(A, "A"), Seat(B, "B"), Seat(C, "C")]
    orders = [[A, B, C], [B, C, A], [C, A, B], [A, C, B], [A, B, C], [B, A, C]]
    for k, order in enumerate(orders):
        seats = [next(s for s in players if s.id == u) for u in order]   # the scripted game's seat 0 wins
        await finish_scripted(store, seats, channel=100 + k, ended=5000.0 + k)
    season = await store.records.current_season(GUILD)
    kept = "SELECT user_id, mu, sigma, rating FROM standings WHERE guild_id=? AND season_id=? ORDER BY user_id"
    before = await fetch(store, kept, (GUILD, season))
    # The same games, rated afresh in the order they ended, by openskill directly.
    model = PlackettLuce()
    now = {u: model.rating() for u in (A, B, C)}
    for order in orders:
        finishes = {order[0]: 1, order[1]: 2, order[2]: 3}   # the scripted game: seat 0, 1, 2 finish 1, 2, 3
        users = sorted(now)
        after = model.rate([[now[u]] for u in users], ranks=[finishes[u] for u in users])
        now = {u: r[0] for u, r in zip(users, after)}
    assert [(u, pytest.approx(mu), pytest.approx(sigma)) for u, mu, sigma, _ in before] == \
        [(u, now[u].mu, now[u].sigma) for u in sorted(now)]

    ranked, total = await store.social.ranking(GUILD, season, "rating", min_games=MIN_GAMES)
    assert total == 3 and [r.user_id for r in ranked] == sorted(now, key=lambda u: -now[u].ordinal())
    assert ranked[0].rating == pytest.approx(now[ranked[0].user_id].ordinal())

    ratings = Ratings()
    assert await store.social.rating_model() is None            # never rebuilt: a start-up rebuilds
    assert await rebuild(store, ratings) == len(orders)
    assert await store.social.rating_model() == ratings.model
    assert await rebuild(store, ratings) is None                # the same model: nothing to do
    after = await fetch(store, kept, (GUILD, season))
    assert [(u, pytest.approx(m), pytest.approx(s), pytest.approx(r)) for u, m, s, r in before] == after


def test_the_rebuild_command_counts_every_rating_again(db_path, capsys):
    """``python -m bot rebuild-ratings`` on a SQLite file: the ratings a game wrote are
    wiped and counted again from its results, to the same figures."""
    import asyncio
    from bot.ratings import main
    from bot.store import open_store

    async def play() -> list:
        store = await open_store(db_path)
        try:
            await finish_scripted(store, [Seat(A, "A"), Seat(B, "B"), Seat(C, "C")])
            await store.db.write("UPDATE standings SET mu=NULL, sigma=NULL, rating=NULL")   # lost
            return await fetch(store, "SELECT user_id, mu, sigma FROM standings ORDER BY user_id")
        finally:
            await store.close()

    assert [mu for _, mu, _ in asyncio.run(play())] == [None, None, None]
    assert main(["--database", str(db_path)]) == 0
    assert "games rated: 1," in capsys.readouterr().out

    async def read() -> list:
        store = await open_store(db_path)
        try:
            return await fetch(store, "SELECT user_id, mu FROM standings ORDER BY user_id")
        finally:
            await store.close()
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(3)], ranks=[1, 2, 3])
    assert [(u, pytest.approx(r[0].mu)) for u, r in zip((A, B, C), expected)] == asyncio.run(read())


async def test_the_leaderboards_buttons_sort_and_page_it(store):
    """/coup leaderboard's answer: three sort buttons (the current one off) and, past ten
    people, arrows that page the same ladder."""
    from bot.i18n import words
    from bot.ladders import Ladders
    from tests.bot.test_standings import add_game
    season = await store.records.current_season(GUILD)
    for t in range(1, 25):
        await add_game(store, GUILD, season, [(100 + t, None), (200, None)], 0, t)
    ladders = Ladders(store.records, store.standings, store.social)
    page = await ladders.message(words("en"), GUILD, await store.records.season(GUILD, None), "wins", 2)
    buttons = [(c["label"], c["custom_id"], c["disabled"]) for row in page["view"].to_components()
               for c in row["components"]]
    assert buttons == [("By wins", "coup:board:1:1:wins", True), ("By rating", "coup:board:1:1:rating", False),
                       ("By reads", "coup:board:1:1:reads", False), ("◀", "coup:board:1:1:wins_page", False),
                       ("▶", "coup:board:1:3:wins_page", False)]
    assert page["content"].splitlines()[1].startswith("11. ")
    await rebuild(store, Ratings())   # the rows were written without their ratings
    rated = await ladders.message(words("en"), GUILD, await store.records.season(GUILD, None), "rating", 1)
    # only 200 has the 5 games a rank needs; the others are counted, not ranked
    assert rated["content"].splitlines()[1].startswith("1. <@200> · **") and "2. " not in rated["content"]
