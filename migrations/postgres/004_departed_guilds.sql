-- Servers that removed the bot (issue 39), as SQLite's 013.
CREATE TABLE departed_guilds (
    guild_id  BIGINT           PRIMARY KEY,
    left_at   DOUBLE PRECISION NOT NULL
);
