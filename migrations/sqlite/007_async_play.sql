-- Async play across a server (issue 14): "more time" (R55), players who left the server
-- (R52), reminders as rows, and per-server settings and per-member notification choices.
ALTER TABLE tables ADD COLUMN more_time TEXT;   -- seats that asked for more time this game (JSON, R55)
ALTER TABLE tables ADD COLUMN departed TEXT;    -- user ids who left the server; they forfeit at their next decision

-- One row per reminder of one awaited member about one decision. Sent once: the message
-- carries a nonce, and the row is marked sent once Discord has it.
CREATE TABLE reminders (
    id          INTEGER PRIMARY KEY,
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    prompt_no   INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    due         REAL    NOT NULL,
    sent_at     REAL,
    via         TEXT                      -- 'channel', 'dm', or 'off' once sent
);
CREATE INDEX reminders_due ON reminders (due) WHERE sent_at IS NULL;
CREATE INDEX reminders_by_table ON reminders (table_id, prompt_no);

-- A server's defaults for new games, as JSON (see bot/settings.py: GuildSettings).
CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    settings    TEXT    NOT NULL,
    updated_at  REAL    NOT NULL,
    updated_by  INTEGER
);

-- How a member wants to be reminded: in the channel, by direct message, or not at all.
CREATE TABLE member_prefs (
    user_id     INTEGER PRIMARY KEY,
    notify      TEXT    NOT NULL CHECK (notify IN ('channel', 'dm', 'off')),
    updated_at  REAL    NOT NULL
);
