-- The turn number the current message shows, so a restart can tell a turn that was never
-- posted; and the table's own deadlines (R50: async lobbies choose their hours).
ALTER TABLE tables ADD COLUMN message_turn INTEGER;
ALTER TABLE tables ADD COLUMN timings TEXT;
