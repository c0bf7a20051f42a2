-- Autopilot (R56): the seats a computer answers for when their deadline passes (JSON), as
-- SQLite's 013.
ALTER TABLE tables ADD COLUMN autopilot TEXT;
