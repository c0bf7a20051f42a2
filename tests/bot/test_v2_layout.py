"""The table in Components V2 (issue 37): a turn message is one container within Discord's
40 components whatever the game, and a turn message posted in the classic layout before the
upgrade keeps working after it, turned into the new layout by the answer to its next click."""

from __future__ import annotations

import pytest

from bot import layout, messages
from bot.i18n import words
from bot.store import Seat, Table
from engine import Game, Move
from engine import game as G
from engine.rng import SplitMix
from tests.bot.harness import bot_in_process
from tests.bot.players import start_game
from tests.fakediscord.payloads import MESSAGE_FLAG_COMPONENTS_V2

V2 = MESSAGE_FLAG_COMPONENTS_V2


@pytest.mark.parametrize("players,options", [(6, {}), (10, {"reformation": True, "inquisitor": True})])
def test_the_largest_turn_message_fits_in_discords_40_components(players, options):
    """Ten players with both expansions: every action's button, My cards and More time."""
    game = Game.new(players, SplitMix(1), **{"reformation": False, "inquisitor": False, **options})
    if game.step == G.FACTION:   # R71: the starter's faction first, then the choice of actions
        game.apply(Move(game.turn, "faction", card="loyalist"))
    assert game.step == G.ACTION
    seats = [Seat(i + 1, f"player{i}") for i in range(players)]
    table = Table(guild_id=1, channel_id=2, host_id=1, players=seats, options=options, state=game.to_dict(),
                  id=7, prompt_no=3, deadline=2e9, turn_events=[])
    payload = messages.turn_message(table, game, mentions="<@1>")
    components = payload["view"].to_components()
    assert layout.count(components) <= layout.MAX_COMPONENTS
    assert payload["content"] is None and payload["embed"] is None   # reset: a legacy message becomes V2
    print(layout.dump(components))


async def test_a_turn_message_posted_before_the_upgrade_still_works_after_it(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    alice, bob, carol = guild.members
    async with bot_in_process(fd, db_path, seed=11) as bot:
        t = await start_game(fd, guild.channel, alice, [bob, carol])
        turn = t.turn_message()
        table = await bot.store.tables.latest_in_channel(guild.channel.id)
        player = {u.id: u for u in (alice, bob, carol)}[table.players[Game.from_dict(table.state).turn].id]
    # What the bot of the classic layout had posted for this turn: its words as content, the
    # board as an embed, the same buttons in rows (the same custom_ids), no V2 flag.
    w = words("en")
    said = turn.body.split("\n")
    buttons = [b for b in turn.buttons]
    rows = [{"type": 1, "components": buttons[i:i + 5]} for i in range(0, len(buttons), 5)]
    turn.payload.update(content="\n".join(said[:1] + said[-1:]), flags=0, components=rows,
                        embeds=[{"type": "rich", "description": "\n".join(said[1:-1])}])
    assert not fd.message(turn).flags & V2 and fd.message(turn).content
    async with bot_in_process(fd, db_path, seed=11):
        answer = await (await fd.click(player, turn, label="Income")).response()
        assert not answer.ephemeral
        upgraded = fd.message(turn)
        assert upgraded.flags & V2 and upgraded.content == "" and upgraded.embeds == []
        assert "**Turn 1**" in upgraded.body and w("log.gain", name=player.name.capitalize(),
                                                              coins=w("coins", n=1)) in upgraded.body
        assert upgraded.labels == []   # the turn is over: its message keeps its log, without buttons
        await t.waiting_for("choose your action")   # the next turn goes on in the new layout
        assert fd.message(t.turn_message()).flags & V2
    fd.assert_clean()
