-- A table is a lobby that becomes a game in one channel.
CREATE TABLE tables (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    mode        TEXT    NOT NULL CHECK (mode IN ('live', 'async')),
    variant     TEXT    NOT NULL CHECK (variant IN ('standard', 'draft')),
    players     TEXT    NOT NULL,            -- JSON list of {"id", "name", "computer"} in seat order
    message_id  INTEGER,                     -- the lobby message, then the current turn message
    state       TEXT,                        -- the engine's JSON (engine.Game.to_dict), secrets included
    version     INTEGER NOT NULL DEFAULT 0,  -- moves applied so far
    prompt_no   INTEGER NOT NULL DEFAULT 0,  -- changes whenever a new decision opens; in every button
    deadline    REAL,                        -- unix time the pending decision times out, NULL if none
    turn_log    TEXT    NOT NULL DEFAULT '[]', -- public lines of the current turn, as shown
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- One lobby or running game per channel.
CREATE UNIQUE INDEX tables_one_active_per_channel
    ON tables (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX tables_deadline ON tables (deadline) WHERE deadline IS NOT NULL;

-- Every event of every game, in order; audience NULL is public, else the one seat that saw it.
CREATE TABLE events (
    id        INTEGER PRIMARY KEY,
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    version   INTEGER NOT NULL,
    kind      TEXT    NOT NULL,
    audience  INTEGER,
    payload   TEXT    NOT NULL,
    at        REAL    NOT NULL
);
CREATE INDEX events_by_table ON events (table_id, id);
