"""Issue 24, item 6: a seed reproduces a game, computer players included (`--seed` /
COUP_SEED): before, computers drew from an unseeded generator and `python -m bot demo
--seed 3` gave games of 28, 28 and 22 turns."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def demo(seed: int, where: Path, *, setting: bool = False) -> str:
    """The demo's output for ``--seed`` (``setting``: for COUP_SEED, the bot's own setting)."""
    flag = [] if setting else ["--seed", str(seed)]
    env = {"COUP_SEED": str(seed)} if setting else {}
    done = subprocess.run([sys.executable, "-m", "bot", "demo", *flag], cwd=where,
                          capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", **env})
    assert done.returncode == 0, done.stderr[-2000:]
    out = re.sub(r"<t:\d+:[A-Za-z]>", "<t>", done.stdout)   # deadlines are wall-clock times
    return out.replace(str(where), "HERE")                  # where it saved the picture


def test_item6_the_same_seed_plays_the_same_game_twice(tmp_path):
    """… and issue 33, item 12: COUP_SEED=3 and --seed 3 are the same seed (the demo used to
    ignore the setting and play seed 7)."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first, second = demo(3, tmp_path / "a"), demo(3, tmp_path / "b", setting=True)
    assert "Turn 1" in first and "🏆" in first
    assert first == second
    other = demo(4, tmp_path / "a")
    assert other != first   # the seed is what makes it the same
