"""SHARD_COUNT, SHARD_IDS and REST_RATE: what a process of a sharded bot runs (issue 27)."""

import pytest

from bot.settings import Settings, SettingsError

BASE = {"DISCORD_TOKEN": "t"}


def test_without_shard_settings_one_process_runs_discords_recommended_shards():
    s = Settings.from_env(BASE)
    assert s.shard_count is None and s.shard_ids is None and s.rest_rate == 40


@pytest.mark.parametrize("ids,expected", [("0-3", (0, 1, 2, 3)), ("4,5", (4, 5)), ("7", (7,)),
                                          ("0-1, 6", (0, 1, 6))])
def test_a_process_runs_a_block_of_shards(ids, expected):
    s = Settings.from_env({**BASE, "SHARD_COUNT": "8", "SHARD_IDS": ids, "REST_RATE": "11.25"})
    assert s.shard_count == 8 and s.shard_ids == expected and s.rest_rate == 11.25


@pytest.mark.parametrize("env,says", [
    ({"SHARD_IDS": "0-1"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be"),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "3-5"}, "from 0 to 3"),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, "each shard once"),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "a-b"}, "ranges like"),
    ({"REST_RATE": "80"}, "at most 50"),
    ({"REST_RATE": "fast"}, "REST_RATE must be a number"),
])
def test_wrong_shard_settings_are_said_in_one_sentence(env, says):
    with pytest.raises(SettingsError, match=says):
        Settings.from_env({**BASE, **env})
