-- R54: a rematch is a new lobby of the same players; the previous game's winner starts it.
ALTER TABLE tables ADD COLUMN rematch_of INTEGER REFERENCES tables (id);
ALTER TABLE tables ADD COLUMN winner_id INTEGER;
