-- What a channel shows is the courier's bookkeeping, not the game's: it moves out of the
-- table's row, so recording a message id never writes (or waits for) a game (issue 26).
CREATE TABLE shown (
    table_id          INTEGER PRIMARY KEY REFERENCES tables (id),
    version           INTEGER NOT NULL DEFAULT -1,  -- the table version the channel showed in full
    lobby_message_id  INTEGER,
    lobby_status      TEXT,                         -- the status the lobby message was drawn from
    lobby_version     INTEGER NOT NULL DEFAULT -1,  -- the version the lobby message was drawn from
    message_id        INTEGER,                      -- the current turn's message
    message_turn      INTEGER,                      -- the turn that message shows
    prev_message_id   INTEGER,                      -- the previous turn's message, closed after the turn
    nudge_id          INTEGER,                      -- a ping or reminder, deleted once answered
    summary_id        INTEGER                       -- the game-over message
);

INSERT INTO shown (table_id, version, lobby_message_id, lobby_status, lobby_version, message_id, message_turn,
                   prev_message_id, nudge_id, summary_id)
SELECT id, shown_version, lobby_message_id, status, version, message_id, message_turn, prev_message_id,
       nudge_id, summary_id
FROM tables;

ALTER TABLE tables DROP COLUMN shown_version;
ALTER TABLE tables DROP COLUMN lobby_message_id;
ALTER TABLE tables DROP COLUMN message_id;
ALTER TABLE tables DROP COLUMN message_turn;
ALTER TABLE tables DROP COLUMN prev_message_id;
ALTER TABLE tables DROP COLUMN nudge_id;
ALTER TABLE tables DROP COLUMN summary_id;
-- Lines of the old text log, unused since the turn's events are kept (migration 006).
ALTER TABLE tables DROP COLUMN turn_log;
ALTER TABLE tables DROP COLUMN closed_log;

-- Every change of a table is the stored version plus one: a write from a process that read
-- an older row (two processes that both believe they own a guild) is refused, never applied.
CREATE TRIGGER tables_one_change_at_a_time BEFORE UPDATE OF version ON tables
WHEN NEW.version != OLD.version + 1
BEGIN
    SELECT RAISE(ABORT, 'stale table version');
END;
