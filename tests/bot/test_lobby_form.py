"""``/coup new`` typed alone opens a one-screen form of every option, preset to what the command
would choose by itself (issue 37)."""

from __future__ import annotations

from bot import form
from tests.bot.harness import bot_in_process
from tests.bot.players import new_lobby


def inputs(modal: dict) -> dict[str, dict]:
    return {c["component"]["custom_id"]: c["component"] for c in modal["components"]}


def presets(component: dict) -> list[str]:
    return [o["value"] for o in component["options"] if o.get("default")]


async def test_the_form_is_preset_to_the_servers_settings_and_opens_the_lobby_it_says(fd, db_path):
    guild = fd.add_guild("Form", members=2)
    alice, bob = guild.members
    fd.grant_manage_guild(guild, alice)
    async with bot_in_process(fd, db_path) as bot:
        await (await fd.invoke_slash(alice, guild, "coup settings set", mode="async", reformation=True)).response()
        asked = await fd.invoke_slash(alice, guild, "coup new")
        modal = (await asked.response()).modal
        assert modal["title"] == "A new game of Coup" and len(modal["components"]) <= 5   # Discord: 1 to 5
        got = inputs(modal)
        assert [presets(got[k]) for k in ("mode", "hours", "variant", "expansions", "more")] == [
            ["async"], [form.DEFAULT], ["standard"], ["reformation"], []]
        assert got["hours"]["options"][0]["label"] == "The server's setting (8h)"
        # submitted unchanged: the lobby the command alone opened before the form
        lobby = (await (await fd.submit_modal(alice, asked)).response()).message
        assert lobby.body.startswith("**Coup lobby** · async · standard · Reformation")
        table = await bot.store.tables.in_channel(guild.channel.id)
        assert (table.mode, table.options, table.timings["window"]) == ("async", {"reformation": True}, 8 * 3600)
        await (await fd.invoke_slash(alice, guild, "coup cancel")).response()

        # every option changed: async 4 hours, draft, the Inquisitor alone, a series
        opened = await new_lobby(fd, alice, guild, form={"hours": ["4"], "variant": "draft",
                                                          "expansions": ["inquisitor"], "more": ["series"]})
        lobby = (await opened.response()).message
        assert "draft" in lobby.body and "Inquisitor" in lobby.body and "Reformation" not in lobby.body
        table = await bot.store.tables.in_channel(guild.channel.id)
        assert (table.variant, table.options, table.wants_series, table.timings["window"]) == (
            "draft", {"inquisitor": True}, True, 4 * 3600)

        # a channel with a lobby refuses before the form is filled in, in the command's words
        busy = await (await fd.invoke_slash(bob, guild, "coup new")).response()
        assert busy.ephemeral and busy.body.startswith("This channel already has a Coup lobby or game.")


async def test_a_forged_or_contradictory_form_changes_nothing(fd, db_path):
    guild = fd.add_guild("Form", members=1)
    (alice,) = guild.members
    async with bot_in_process(fd, db_path) as bot:
        asked = await fd.invoke_slash(alice, guild, "coup new")
        await asked.response()
        said = await (await fd.submit_modal(alice, asked, mode="live", hours=["4"])).response()
        assert said.ephemeral and said.body == "`hours` is for async games; live games answer in seconds."
        forged = dict(asked.response_data)
        data = {"custom_id": form.CUSTOM_ID, "components": [
            {"type": 18, "component": {"type": 21, "custom_id": "mode", "value": "blitz"}}]}
        fi = fd.server.dispatch_interaction(itype=5, user=alice, channel=guild.channel, data=data,
                                            description="a forged form")
        refused = await fi.response()
        assert refused.ephemeral and "“How you play” has no such choice" in refused.body
        assert forged["custom_id"] == form.CUSTOM_ID
        assert await bot.store.tables.in_channel(guild.channel.id) is None and fd.messages(guild) == []


async def test_a_form_opened_before_a_restart_is_answered_after_it(fd, db_path):
    guild = fd.add_guild("Form", members=1)
    (alice,) = guild.members
    async with bot_in_process(fd, db_path):
        asked = await fd.invoke_slash(alice, guild, "coup new")
        await asked.response()
    async with bot_in_process(fd, db_path):
        lobby = (await (await fd.submit_modal(alice, asked, variant="draft")).response()).message
        assert lobby.body.startswith("**Coup lobby** · live · draft")
