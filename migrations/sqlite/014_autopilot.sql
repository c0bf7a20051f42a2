-- Autopilot (R56): the seats a computer answers for when their deadline passes, for the rest of
-- the game (JSON, like auto_allow). What the server allowed when the lobby opened is in options.
ALTER TABLE tables ADD COLUMN autopilot TEXT;
