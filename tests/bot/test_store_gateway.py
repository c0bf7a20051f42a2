"""What every process shares about the gateway, on both backends (the queries are written once):
the logins' turns, and the leases of shards (issue 34) — a live lease of another process
refuses every shard whose guilds overlap it, whatever the shard counts; a lapsed one, or one
whose holder is gone, is taken over; renewing tells a process whether it still holds them;
what Discord was last sent of the commands, per place."""

from __future__ import annotations

import asyncio


def alive(_holder: str) -> bool:
    return False


async def test_logins_take_turns_spaced_by_the_database_clock(store):
    first = await store.gateway.reserve_identify(0, 5.5)
    second = await store.gateway.reserve_identify(0, 5.5)
    other_bucket = await store.gateway.reserve_identify(1, 5.5)
    assert first == 0.0 and other_bucket == 0.0
    assert 5.0 < second <= 5.5


async def test_a_lease_refuses_overlapping_shards_of_any_count_and_lets_others_through(store):
    lease = store.gateway.lease_shards
    assert await lease(4, (0, 1), "a", 30, gone=alive) is None
    assert await lease(4, (1, 2), "b", 30, gone=alive) == "a"      # shard 1 again
    assert await lease(2, (0,), "b", 30, gone=alive) == "a"        # 0 of 2 holds 0 of 4's guilds
    assert await lease(1, (0,), "b", 30, gone=alive) == "a"        # every guild
    assert await lease(8, (5,), "b", 30, gone=alive) == "a"        # 5 of 8: guilds of 1 of 4
    assert await lease(4, (2, 3), "b", 30, gone=alive) is None     # the other half: fine
    assert await lease(4, (0, 1), "a", 30, gone=alive) is None     # a holder takes its own again
    assert await store.gateway.renew_shards("a", 30) == 2
    await store.gateway.release_shards("a")
    assert await store.gateway.renew_shards("a", 30) == 0
    assert await lease(4, (0, 1), "c", 30, gone=alive) is None     # released: free


async def test_a_lapsed_lease_or_a_gone_holder_is_taken_over(store):
    lease = store.gateway.lease_shards
    assert await lease(2, (0,), "a", 0.2, gone=alive) is None
    assert await lease(2, (0,), "b", 30, gone=alive) == "a"
    await asyncio.sleep(0.3)
    assert await lease(2, (0,), "b", 30, gone=alive) is None       # a's lease ran out
    assert await store.gateway.renew_shards("a", 30) == 0          # a learns it lost them
    assert await lease(2, (0,), "c", 30, gone=lambda holder: holder == "b") is None   # b died


async def test_what_discord_was_last_sent_is_kept_per_place_and_replaced(store):
    gateway = store.gateway
    assert await gateway.commands_sent("1 global https://discord.com/api/v10") is None
    await gateway.note_commands_sent("1 global https://discord.com/api/v10", "aaa")
    await gateway.note_commands_sent("1 42 https://discord.com/api/v10", "bbb")
    await gateway.note_commands_sent("1 global https://discord.com/api/v10", "ccc")
    assert await gateway.commands_sent("1 global https://discord.com/api/v10") == "ccc"
    assert await gateway.commands_sent("1 42 https://discord.com/api/v10") == "bbb"
