-- Seats that let every claim and block window pass without them for the rest of the game
-- (issue 24, item 17), as SQLite's 011.
ALTER TABLE tables ADD COLUMN auto_allow TEXT;
