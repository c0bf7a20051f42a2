"""The languages the bot speaks: one catalogue of messages per language."""
