-- Seats that let every claim and block window pass without them for the rest of the game
-- (issue 24, item 17: a seven-player turn no longer waits on six people who never challenge).
ALTER TABLE tables ADD COLUMN auto_allow TEXT;
