-- When the bot may next IDENTIFY to Discord's gateway, per max_concurrency bucket (issue 27):
-- every process reserves its login here, so processes started together never exceed it.
CREATE TABLE identify_slots (
    bucket   INTEGER PRIMARY KEY,
    next_at  REAL    NOT NULL
);
