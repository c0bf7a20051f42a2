-- Which process serves which shards (issue 34), as SQLite's 017.
CREATE TABLE shard_leases (
    shard_count INTEGER NOT NULL,
    shard_id    INTEGER NOT NULL,
    holder      TEXT    NOT NULL,
    expires_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (shard_count, shard_id)
);
