-- A computer's results count for its level, not its seat (issue 33): "Bot 2" was the same id
-- in every game, so an easy computer's win was credited to whichever level that id first
-- played. The ids are bot/store/rows.py's COMPUTER_IDS. Two computers of one level in one
-- series keep one series row (the other is dropped before the re-keying would collide).
UPDATE results SET user_id = CASE computer WHEN 'easy' THEN -1001 WHEN 'normal' THEN -1002
    WHEN 'hard' THEN -1003 WHEN 'random' THEN -1004 ELSE -1000 END
WHERE computer IS NOT NULL;
DELETE FROM series_results WHERE computer IS NOT NULL AND EXISTS (
    SELECT 1 FROM series_results o WHERE o.series_id = series_results.series_id
    AND o.computer = series_results.computer AND o.user_id > series_results.user_id);
UPDATE series_results SET user_id = CASE computer WHEN 'easy' THEN -1001 WHEN 'normal' THEN -1002
    WHEN 'hard' THEN -1003 WHEN 'random' THEN -1004 ELSE -1000 END
WHERE computer IS NOT NULL;
-- The computers' standings, counted again from their rows.
DELETE FROM standings WHERE computer IS NOT NULL OR user_id < 0;
INSERT INTO standings (guild_id, season_id, user_id, computer, name, games, wins, finish_sum)
SELECT guild_id, season_id, user_id, MAX(computer), MAX(name), COUNT(*), SUM(won), SUM(finish)
FROM results WHERE computer IS NOT NULL GROUP BY guild_id, season_id, user_id;
INSERT INTO standings (guild_id, season_id, user_id, computer, name, series_played, series_won, series_shared)
SELECT guild_id, season_id, user_id, MAX(computer), '', COUNT(*), SUM(outcome = 'won'), SUM(outcome = 'shared')
FROM series_results WHERE computer IS NOT NULL GROUP BY guild_id, season_id, user_id
ON CONFLICT (guild_id, season_id, user_id) DO UPDATE SET series_played = excluded.series_played,
    series_won = excluded.series_won, series_shared = excluded.series_shared;
