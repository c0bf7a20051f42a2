"""Controls keep their components as Discord's JSON: the same rows, buttons and selects
discord.ui would send, placed the way discord.ui places them."""

import discord
import pytest

from bot.components import Controls


def _ui_rows(items):
    """What discord.ui itself sends for these items."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view.to_components()


def _normal(rows):
    """Drop the keys discord.ui adds with their default values."""
    defaults = {"required": True, "default": False, "id": None}
    out = []
    for row in rows:
        comps = []
        for c in row["components"]:
            c = {k: v for k, v in c.items() if defaults.get(k, object()) != v}
            if "emoji" in c:
                c["emoji"] = {k: v for k, v in c["emoji"].items() if v is not None}
            if "options" in c:
                c["options"] = [{k: (v if k != "emoji" else {"name": v["name"]}) for k, v in o.items()
                                 if defaults.get(k, object()) != v} for o in c["options"]]
            comps.append(c)
        out.append({"type": row["type"], "components": comps})
    return out


async def test_buttons_are_placed_and_written_as_discord_ui_would():
    ours = Controls()
    ui = []
    spec = [("coup:act:1:2:income", "Income", None, 0, None), ("coup:act:1:2:steal", "Steal…", None, 1, None),
            ("coup:challenge:1:2", "Challenge", "⚔️", None, discord.ButtonStyle.danger),
            ("coup:cards:1:3", "My cards", "🃏", 4, None)]
    for cid, label, emoji, row, style in spec:
        style = style or discord.ButtonStyle.secondary
        ours.button(cid, label, emoji=emoji, row=row, style=style, disabled=cid.endswith("steal"))
        ui.append(discord.ui.Button(custom_id=cid, label=label, emoji=emoji, row=row, style=style,
                                    disabled=cid.endswith("steal")))
    assert _normal(ours.to_components()) == _normal(_ui_rows(ui))
    assert [len(r["components"]) for r in ours.to_components()] == [2, 1, 1]  # row 0 took the unplaced one


async def test_a_select_takes_a_whole_row():
    options = [discord.SelectOption(label="Duke", value="0", emoji="👑", description="in your hand")]
    ours = Controls().button("coup:x:1:1", "A").select("coupsel:keep:1:1", options, "Keep 1", min_values=1,
                                                        max_values=1)
    ui = [discord.ui.Button(custom_id="coup:x:1:1", label="A"),
          discord.ui.Select(custom_id="coupsel:keep:1:1", options=options, placeholder="Keep 1")]
    assert _normal(ours.to_components()) == _normal(_ui_rows(ui))
    assert len(ours.to_components()) == 2


async def test_a_full_row_refuses_another_component():
    view = Controls()
    for i in range(5):
        view.button(f"coup:x:1:{i}", str(i), row=4)
    with pytest.raises(ValueError):
        view.button("coup:x:1:9", "9", row=4)
    for i in range(20):
        view.button(f"coup:y:1:{i}", str(i))   # rows 0-3 fill up
    with pytest.raises(ValueError):
        view.button("coup:z:1:1", "z")
