-- Which process serves which shards (issue 34): a process holds a lease on its shards in the
-- database and renews it; a second process refuses to serve a shard whose lease is live elsewhere.
CREATE TABLE shard_leases (
    shard_count INTEGER NOT NULL,
    shard_id    INTEGER NOT NULL,
    holder      TEXT    NOT NULL,   -- host, process id and a random part
    expires_at  REAL    NOT NULL,
    PRIMARY KEY (shard_count, shard_id)
);
