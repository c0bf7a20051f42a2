"""Answering an interaction, and using its token afterwards, without parsing what Discord
sends back into discord.py's models.

discord.py's ``interaction.response.edit_message`` and its siblings build a whole
``Message`` from Discord's reply (components, embeds, mentions, the author) that nobody
here reads: under load that was about a tenth of a click's CPU. These do the same requests
through discord.py's own webhook adapter, keep the reply as JSON (a posted message is
known by its id), and mark the interaction answered as discord.py does, so
``interaction.response.is_done()`` stays true to what was sent.

They rely on three attributes discord.py keeps to itself (the interaction's HTTP session
and state, and its response's type), stable through discord.py 2.x; this module is the
only place that touches them.
"""

from __future__ import annotations

import discord
from discord.enums import InteractionResponseType
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

from .transport import editable, sendable


def _request(interaction: discord.Interaction) -> dict:
    http = interaction._state.http
    return {"session": interaction._session, "proxy": http.proxy, "proxy_auth": http.proxy_auth}


async def _callback(interaction: discord.Interaction, kind: InteractionResponseType, payload: dict) -> dict:
    params = interaction_message_response_params(
        type=kind.value, previous_allowed_mentions=interaction._state.allowed_mentions, **payload)
    data = await async_context.get().create_interaction_response(
        interaction.id, interaction.token, params=params, **_request(interaction))
    interaction.response._response_type = kind
    return data or {}


async def update(interaction: discord.Interaction, payload: dict) -> None:
    """Answer a click by editing the message clicked (or the ephemeral message it is in)."""
    await _callback(interaction, InteractionResponseType.message_update, editable(payload))


async def post(interaction: discord.Interaction, payload: dict) -> int:
    """Answer by posting a public message; its id."""
    data = await _callback(interaction, InteractionResponseType.channel_message, sendable(payload))
    return int(data["resource"]["message"]["id"])


async def edit_original(interaction: discord.Interaction, payload: dict) -> None:
    """Edit the message an interaction's answer made or edited (its token lives 15 minutes)."""
    with handle_message_parameters(**editable(payload),
                                   previous_allowed_mentions=interaction._state.allowed_mentions) as params:
        await async_context.get().edit_original_interaction_response(
            interaction.application_id, interaction.token, payload=params.payload, multipart=params.multipart,
            files=params.files, **_request(interaction))


async def follow_up(interaction: discord.Interaction, payload: dict) -> int:
    """Post a public message with an interaction's token, in its channel; its id."""
    with handle_message_parameters(**sendable(payload),
                                   previous_allowed_mentions=interaction._state.allowed_mentions) as params:
        data = await async_context.get().execute_webhook(
            interaction.application_id, interaction.token, payload=params.payload, multipart=params.multipart,
            files=params.files, wait=True, **_request(interaction))
    return int(data["id"])


async def edit_follow_up(interaction: discord.Interaction, message_id: int, payload: dict) -> None:
    """Edit a message an interaction's token posted."""
    with handle_message_parameters(**editable(payload),
                                   previous_allowed_mentions=interaction._state.allowed_mentions) as params:
        await async_context.get().edit_webhook_message(
            interaction.application_id, interaction.token, message_id, payload=params.payload,
            multipart=params.multipart, files=params.files, **_request(interaction))
