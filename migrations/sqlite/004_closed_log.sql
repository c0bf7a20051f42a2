-- The last finished turn's lines, so its message can be completed even after a crash.
ALTER TABLE tables ADD COLUMN closed_log TEXT;
