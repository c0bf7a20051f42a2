-- Servers that removed the bot (issue 39): their data is purged once GUILD_DATA_GRACE_DAYS
-- have passed since, unless the bot is added back first.
CREATE TABLE departed_guilds (
    guild_id  INTEGER PRIMARY KEY,
    left_at   REAL    NOT NULL
);
