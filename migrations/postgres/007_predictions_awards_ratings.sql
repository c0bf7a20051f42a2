-- Issue 36, as SQLite's 016. Predictions (R58): a spectator's or an eliminated player's guess on a claim,
-- secret until the game ends, scored then. The claim is named by its turn and kind (a turn
-- holds at most one action claim and one block claim).
CREATE TABLE predictions (
    table_id    BIGINT NOT NULL REFERENCES tables (id),
    turn_no     INTEGER NOT NULL,
    claim       TEXT    NOT NULL CHECK (claim IN ('action', 'block')),
    user_id     BIGINT  NOT NULL,
    guild_id    BIGINT  NOT NULL,
    name        TEXT    NOT NULL,
    guess       TEXT    NOT NULL CHECK (guess IN ('bluff', 'honest')),
    made_at     DOUBLE PRECISION    NOT NULL,
    correct     INTEGER,                  -- NULL until the game ends
    PRIMARY KEY (table_id, turn_no, claim, user_id)
);

-- The awards of every finished game (engine/awards.py), one row per player who earned one.
CREATE TABLE awards (
    table_id    BIGINT NOT NULL REFERENCES tables (id),
    award       TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    guild_id    BIGINT  NOT NULL,
    season_id   BIGINT  NOT NULL REFERENCES seasons (id),
    PRIMARY KEY (table_id, award, user_id)
);
CREATE INDEX awards_by_member ON awards (guild_id, user_id, season_id, award);

-- Per member (or computer level) and season: a skill rating over every game's finishing order
-- (bot/ratings.py; NULL until their first rated game; `rating` is the conservative figure the
-- ladder sorts by), and their predictions scored so far. Ratings are counted again from the
-- result rows whenever the rating model changes (meta 'rating_model').
ALTER TABLE standings ADD COLUMN mu DOUBLE PRECISION;
ALTER TABLE standings ADD COLUMN sigma DOUBLE PRECISION;
ALTER TABLE standings ADD COLUMN rating DOUBLE PRECISION;
ALTER TABLE standings ADD COLUMN predictions INTEGER NOT NULL DEFAULT 0;
ALTER TABLE standings ADD COLUMN reads INTEGER NOT NULL DEFAULT 0;
CREATE INDEX standings_rating ON standings (guild_id, season_id, rating DESC, user_id) WHERE computer IS NULL;
CREATE INDEX standings_reads ON standings (guild_id, season_id, reads DESC, predictions, user_id)
    WHERE predictions > 0;
