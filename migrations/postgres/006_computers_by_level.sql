-- A computer's results count for its level, not its seat (issue 33), as SQLite's 015.
UPDATE results SET user_id = CASE computer WHEN 'easy' THEN -1001 WHEN 'normal' THEN -1002
    WHEN 'hard' THEN -1003 WHEN 'random' THEN -1004 ELSE -1000 END
WHERE computer IS NOT NULL;
DELETE FROM series_results s WHERE s.computer IS NOT NULL AND EXISTS (
    SELECT 1 FROM series_results o WHERE o.series_id = s.series_id
    AND o.computer = s.computer AND o.user_id > s.user_id);
UPDATE series_results SET user_id = CASE computer WHEN 'easy' THEN -1001 WHEN 'normal' THEN -1002
    WHEN 'hard' THEN -1003 WHEN 'random' THEN -1004 ELSE -1000 END
WHERE computer IS NOT NULL;
DELETE FROM standings WHERE computer IS NOT NULL OR user_id < 0;
INSERT INTO standings (guild_id, season_id, user_id, computer, name, games, wins, finish_sum)
SELECT guild_id, season_id, user_id, MAX(computer), MAX(name), COUNT(*), SUM(won), SUM(finish)
FROM results WHERE computer IS NOT NULL GROUP BY guild_id, season_id, user_id;
INSERT INTO standings (guild_id, season_id, user_id, computer, name, series_played, series_won, series_shared)
SELECT guild_id, season_id, user_id, MAX(computer), '', COUNT(*), COUNT(*) FILTER (WHERE outcome = 'won'),
       COUNT(*) FILTER (WHERE outcome = 'shared')
FROM series_results WHERE computer IS NOT NULL GROUP BY guild_id, season_id, user_id
ON CONFLICT (guild_id, season_id, user_id) DO UPDATE SET series_played = EXCLUDED.series_played,
    series_won = EXCLUDED.series_won, series_shared = EXCLUDED.series_shared;
