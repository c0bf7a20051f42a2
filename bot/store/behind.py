"""Which channels may be behind what is stored: the rule every backend applies to the rows
its start-up query reads (``ShownStore.behind``)."""

from __future__ import annotations

from .rows import LOBBY, RUNNING

#: The columns that query reads, in order: the table's, then its ``shown`` row's (NULL if none).
COLUMNS = ("t.id, t.status, t.deadline, t.version, s.version, s.message_turn, s.lobby_message_id,"
           " s.lobby_status, s.lobby_version")


#: The lobbies and running games whose channel may be behind, as the query's condition: what
#: :func:`behind` says of them, so that a start-up with many stored games reads only those.
ACTIVE_BEHIND = (f"(t.status = '{RUNNING}' AND (s.version IS NULL OR s.version < t.version OR s.message_turn IS NULL"
                 f" OR s.lobby_status = '{LOBBY}'))"
                 f" OR (t.status = '{LOBBY}' AND (s.lobby_message_id IS NULL OR s.lobby_status IS NULL"
                 " OR s.lobby_status <> t.status OR s.lobby_version < t.version))")


def behind(rows) -> list[tuple[int, float]]:
    """(table id, urgency) of the tables whose channel may be behind, the most urgent first
    (a running game's deadline; 0 for what is owed at once): a running game whose channel
    did not show its last change (its lobby message's "started" included), a lobby whose
    message is missing or old, and a game that ended whose end was not shown in full (the
    query reads only those)."""
    out = []
    for tid, status, deadline, version, shown, turn, lobby_id, lobby_status, lobby_version in rows:
        if status == RUNNING:
            stale = shown is None or shown < version or turn is None or lobby_status == LOBBY
        elif status == LOBBY:
            stale = lobby_id is None or lobby_status != status or lobby_version < version
        else:
            stale = True
        if stale:
            out.append((tid, deadline if status == RUNNING and deadline else 0.0))
    out.sort(key=lambda r: r[1])
    return out
