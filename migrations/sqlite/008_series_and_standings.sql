-- Three-game series and standings per server (R60-R63, issue 13). Nothing here is a
-- running counter: a game's figures are read from its event log once it ends, stored as
-- one row per player, and every standing is counted from those rows.
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    number      INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    started_at  REAL    NOT NULL,
    started_by  INTEGER,
    UNIQUE (guild_id, number)
);

CREATE TABLE series (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    season_id   INTEGER REFERENCES seasons (id),
    players     TEXT    NOT NULL,         -- JSON seats, the same for every game
    state       TEXT    NOT NULL,         -- engine.Series.to_dict()
    status      TEXT    NOT NULL CHECK (status IN ('running', 'won', 'shared', 'abandoned', 'cancelled')),
    mode        TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    timings     TEXT,
    locale      TEXT    NOT NULL DEFAULT 'en',
    thread      INTEGER NOT NULL DEFAULT 0,
    created_at  REAL    NOT NULL,
    ended_at    REAL
);
-- One series at a time in a channel.
CREATE UNIQUE INDEX series_one_per_channel ON series (channel_id) WHERE status = 'running';

ALTER TABLE tables ADD COLUMN series_id INTEGER REFERENCES series (id);
ALTER TABLE tables ADD COLUMN series_game INTEGER;       -- 0, 1, 2
ALTER TABLE tables ADD COLUMN season_id INTEGER REFERENCES seasons (id);
ALTER TABLE tables ADD COLUMN wants_series INTEGER NOT NULL DEFAULT 0;  -- a lobby that will start a series

-- One row per player of every finished game (computers too, kept apart by `computer`).
CREATE TABLE results (
    table_id        INTEGER NOT NULL REFERENCES tables (id),
    seat            INTEGER NOT NULL,
    guild_id        INTEGER NOT NULL,
    season_id       INTEGER NOT NULL REFERENCES seasons (id),
    series_id       INTEGER REFERENCES series (id),
    user_id         INTEGER NOT NULL,
    computer        TEXT,
    name            TEXT    NOT NULL,
    players         INTEGER NOT NULL,
    won             INTEGER NOT NULL,
    finish          INTEGER NOT NULL,
    forfeited       INTEGER NOT NULL,
    claims          INTEGER NOT NULL,
    bluffs          INTEGER NOT NULL,
    bluffs_caught   INTEGER NOT NULL,
    challenges      INTEGER NOT NULL,
    challenges_won  INTEGER NOT NULL,
    blocks          INTEGER NOT NULL,
    turns           INTEGER NOT NULL,      -- the game's turns
    ended_at        REAL    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX results_by_member ON results (guild_id, user_id, ended_at);
-- /coup stats reads only this index (a member with 15,000 games: a few ms).
CREATE INDEX results_member_figures ON results (guild_id, user_id, season_id, won, finish, claims, bluffs,
                                                bluffs_caught, challenges, challenges_won, blocks);

-- One row per player of every series that ended (won, shared, lost or abandoned).
CREATE TABLE series_results (
    series_id   INTEGER NOT NULL REFERENCES series (id),
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER NOT NULL,
    season_id   INTEGER NOT NULL REFERENCES seasons (id),
    computer    TEXT,
    wins        INTEGER NOT NULL,
    outcome     TEXT    NOT NULL CHECK (outcome IN ('won', 'shared', 'lost', 'abandoned')),
    ended_at    REAL    NOT NULL,
    PRIMARY KEY (series_id, user_id)
);
CREATE INDEX series_results_by_member ON series_results (guild_id, season_id, user_id);

-- The leaderboard's sums per member and season, kept by the database itself in the same
-- transaction as each result row (so they cannot disagree with the rows they sum; a full
-- recount from `results` is bot/store/standings.py: rebuild). Summing 400,000 rows on
-- every /coup leaderboard would take ~80 ms for a server with 100,000 games.
CREATE TABLE standings (
    guild_id        INTEGER NOT NULL,
    season_id       INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    computer        TEXT,
    name            TEXT    NOT NULL,
    games           INTEGER NOT NULL DEFAULT 0,
    wins            INTEGER NOT NULL DEFAULT 0,
    finish_sum      INTEGER NOT NULL DEFAULT 0,
    series_played   INTEGER NOT NULL DEFAULT 0,
    series_won      INTEGER NOT NULL DEFAULT 0,
    series_shared   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, season_id, user_id)
);
CREATE INDEX standings_board ON standings (guild_id, season_id, wins DESC, games, user_id) WHERE computer IS NULL;

CREATE TRIGGER results_standings AFTER INSERT ON results
BEGIN
    INSERT INTO standings (guild_id, season_id, user_id, computer, name, games, wins, finish_sum)
    VALUES (NEW.guild_id, NEW.season_id, NEW.user_id, NEW.computer, NEW.name, 1, NEW.won, NEW.finish)
    ON CONFLICT (guild_id, season_id, user_id) DO UPDATE
    SET games = games + 1, wins = wins + NEW.won, finish_sum = finish_sum + NEW.finish, name = NEW.name;
END;

CREATE TRIGGER series_results_standings AFTER INSERT ON series_results
BEGIN
    INSERT INTO standings (guild_id, season_id, user_id, computer, name, series_played, series_won, series_shared)
    VALUES (NEW.guild_id, NEW.season_id, NEW.user_id, NEW.computer, '',
            1, NEW.outcome = 'won', NEW.outcome = 'shared')
    ON CONFLICT (guild_id, season_id, user_id) DO UPDATE
    SET series_played = series_played + 1, series_won = series_won + (NEW.outcome = 'won'),
        series_shared = series_shared + (NEW.outcome = 'shared');
END;
