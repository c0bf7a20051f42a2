-- When the bot may next IDENTIFY to Discord's gateway, per max_concurrency bucket (issue 27),
-- as SQLite's 012.
CREATE TABLE identify_slots (
    bucket   INTEGER PRIMARY KEY,
    next_at  DOUBLE PRECISION NOT NULL
);
