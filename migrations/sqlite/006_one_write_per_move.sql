-- One statement per move (issue 15): the move's events ride on the table's row and a trigger
-- copies them into `events` inside that same statement, so a move is one atomic write.
-- The turn's public events replace its rendered lines, so every word can be shown in the
-- reader's language; the game may be played in a thread, away from its lobby message.
ALTER TABLE tables ADD COLUMN new_events TEXT;            -- the last move's events: [[kind, audience, payload], ...]
ALTER TABLE tables ADD COLUMN turn_events TEXT;           -- public events of the current turn (JSON)
ALTER TABLE tables ADD COLUMN closed_events TEXT;         -- public events of the previous turn (JSON)
ALTER TABLE tables ADD COLUMN prev_message_id INTEGER;    -- the previous turn's message, closed after the turn
ALTER TABLE tables ADD COLUMN shown_version INTEGER NOT NULL DEFAULT 0;  -- the version the channel last showed
ALTER TABLE tables ADD COLUMN nudge_id INTEGER;           -- a ping or reminder message, deleted once answered
ALTER TABLE tables ADD COLUMN summary_id INTEGER;         -- the game-over message
ALTER TABLE tables ADD COLUMN lobby_channel_id INTEGER;   -- where the lobby message is (the game may be in a thread)
ALTER TABLE tables ADD COLUMN lobby_message_id INTEGER;
ALTER TABLE tables ADD COLUMN thread INTEGER NOT NULL DEFAULT 0;  -- channel_id is a thread the bot made
ALTER TABLE tables ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';  -- the language of the table's public messages
ALTER TABLE tables ADD COLUMN ended_at REAL;

UPDATE tables SET lobby_channel_id = channel_id;
UPDATE tables SET lobby_message_id = message_id, message_id = NULL WHERE status = 'lobby';
UPDATE tables SET shown_version = version;
UPDATE tables SET ended_at = updated_at WHERE status IN ('finished', 'cancelled');

CREATE TRIGGER tables_move_events AFTER UPDATE OF version ON tables
WHEN NEW.new_events IS NOT NULL AND NEW.version > OLD.version
BEGIN
    INSERT INTO events (table_id, version, kind, audience, payload, at)
    SELECT NEW.id, NEW.version, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
           json_extract(value, '$[2]'), NEW.updated_at
    FROM json_each(NEW.new_events);
END;

-- Running games whose channel may be behind, most urgent first (redrawn after a restart).
CREATE INDEX tables_running ON tables (status, deadline) WHERE status = 'running';

-- Small facts about the database itself (the start-up write probe, the last command sync).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT
);
