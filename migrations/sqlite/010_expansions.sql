-- The expansions a game is played with (R70, issue 28): {"reformation": true, "inquisitor":
-- false} or NULL for neither. A rematch and every game of a series keep them.
ALTER TABLE tables ADD COLUMN options TEXT;
ALTER TABLE series ADD COLUMN options TEXT;
