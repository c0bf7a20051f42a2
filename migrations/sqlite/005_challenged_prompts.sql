-- R41: a challenge that arrives after another one was resolved is told who challenged first,
-- even once the game has moved on: the prompt numbers of windows closed by a challenge.
ALTER TABLE tables ADD COLUMN challenges TEXT;
