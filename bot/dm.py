"""Play outside a server: in a group DM, or a DM between friends, that the app reaches through
a user's install (Discord's interaction context PRIVATE_CHANNEL). The DM of the bot itself
stays what it was: the reference card, and a sentence saying that games are played in servers.

There the bot is no member of the channel: it may only answer interactions (no message of
its own, no reading the channel), each interaction's token lasts 15 minutes and posts at
most 5 follow-ups (docs: interactions, "Create Followup Message"). So a game there is
played live, and everything it shows rides on the interactions themselves: each change
in the answer to the click that made it, a new turn's message as a follow-up of that
click, a computer's move through the token of the click before it. A decision whose time
is up is settled at the next click on the game (no timer fires where nobody could see it),
and that click shows what the clock did instead of playing. No async games, no threads,
no reminders; `/coup rules` says so.

A table played there has no server: its ``guild_id`` is :data:`NO_SERVER`.
"""

from __future__ import annotations

NO_SERVER = 0   # the guild id of a table played in a DM or a group DM


def private_channel(interaction) -> bool:
    """A group DM or a DM between users, reached by a user's install of the app."""
    return interaction.guild_id is None and bool(interaction.context.private_channel)


def interaction_only(table) -> bool:
    """Whether the bot may reach this table's channel only through interactions."""
    return table.guild_id == NO_SERVER
