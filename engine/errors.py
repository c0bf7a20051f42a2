"""The one error the engine raises for a move it refuses."""


class IllegalMove(ValueError):
    """A move the rules do not allow now. ``str(error)`` is a sentence for the player."""
