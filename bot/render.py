"""Every word the bot shows about a game, in one place. Plain text, no discord.py.

Public text is built only from public events and :meth:`engine.Game.public_view`;
private text (a hand, drawn cards) only from that player's own view.
"""

from __future__ import annotations

from engine import BLOCKED_BY, LABELS
from engine import game as G

CARD_EMOJI = {"Duke": "👑", "Assassin": "🗡️", "Captain": "⚓", "Ambassador": "📜", "Contessa": "🌹"}


def card(name: str) -> str:
    """The one way a character is shown."""
    return f"{CARD_EMOJI.get(name, '')} **{name}**".strip()


def timestamp(unix: float | None, style: str = "R") -> str:
    return f"<t:{int(unix)}:{style}>" if unix else ""


def coins(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def describe(e, names: list[str]) -> str | None:
    """One public event as a line of the game's log (None for events not worth a line)."""
    p = names[e.player] if e.player is not None else None
    t = names[e.target] if e.target is not None else None
    k = e.kind
    if k == "start":
        return f"The game begins with {e.amount} players. **{p}** starts."
    if k == "drafted":
        return f"{p} has chosen a card."
    if k == "declare":
        a = e.action
        if a == "income":
            return None  # the gain line says it
        if a == "foreign_aid":
            return f"{p} asks for Foreign aid (+2)."
        if a == "coup":
            return f"{p} pays 7 coins to **Coup** {t}."
        if a == "tax":
            return f"{p} claims {card('Duke')} — Tax (+3)."
        if a == "assassinate":
            return f"{p} claims {card('Assassin')} and pays 3 coins to assassinate {t}."
        if a == "steal":
            return f"{p} claims {card('Captain')} to steal from {t}."
        if a == "exchange":
            return f"{p} claims {card('Ambassador')} to exchange cards with the Court deck."
    if k == "gain":
        return f"{p} takes {coins(e.amount)}."
    if k == "steal":
        return f"{p} takes {coins(e.amount)} from {t}."
    if k == "refund":
        return f"{p} gets the {coins(e.amount)} back."
    if k == "challenge":
        return f"⚔️ {p} challenges {t}'s {card(e.card)}!"
    if k == "prove":
        return (f"{p} shows a {card(e.card)}: the claim holds. The card goes back into the Court "
                f"deck and {p} draws a replacement.")
    if k == "concede":
        return f"{p} does not show a {card(e.card)}: the claim fails."
    if k == "block":
        return f"🛡️ {p} blocks with {card(e.card)}."
    if k == "blocked":
        return f"{p}'s {LABELS[e.action]} is blocked."
    if k == "reveal":
        return f"{p} loses an influence: {card(e.card)} is revealed."
    if k == "eliminate":
        return f"💀 {p} is out of the game."
    if k == "exchange":
        return f"{p} draws {e.amount} cards from the Court deck."
    if k == "exchanged":
        return f"{p} returns {e.amount} cards; the Court deck is shuffled."
    if k == "no_effect":
        return f"The {LABELS[e.action]} has no effect: {t} is already out."
    if k == "cancelled":
        return f"{p}'s {LABELS[e.action] if e.action else 'turn'} is cancelled."
    if k == "timeout":
        return "⏰ Time is up: nobody else answered, so it goes through." if p is None \
            else f"⏰ {p} ran out of time."
    if k == "forfeit":
        return f"🏳️ {p} forfeits."
    if k == "win":
        return f"🏆 **{p} wins the game!**"
    return None


def board(view: dict, computers: set[int] = frozenset()) -> str:
    """The table: coins, influence left, revealed cards, the Court deck."""
    lines = []
    for s, name in enumerate(view["players"]):
        marker = "▶ " if s == view["turn"] and view["step"] != G.OVER else ""
        bot = " 🤖" if s in computers else ""
        if not view["alive"][s]:
            lines.append(f"~~{name}~~{bot} · out · " + ", ".join(view["revealed"][s]))
            continue
        hidden = "🂠" * view["hidden_counts"][s]
        shown = "".join(f" ✕{c}" for c in view["revealed"][s])
        lines.append(f"{marker}**{name}**{bot} · {coins(view['coins'][s])} · {hidden}{shown}")
    lines.append(f"Court deck: {view['court_size']} cards")
    return "\n".join(lines)


def awaiting(view: dict, deadline: float | None) -> str:
    """What the game waits for, publicly, with the countdown."""
    names = view["players"]
    who = ", ".join(names[s] for s in view["awaited"])
    until = f" — {timestamp(deadline)}" if deadline else ""
    step = view["step"]
    if step == G.ACTION:
        return f"**{names[view['turn']]}**, choose your action{until}"
    if step == G.CHALLENGE:
        return (f"Challenge or allow {names[view['claimant']]}'s {card(view['claim'])}{until}"
                f" · waiting on {who}")
    if step == G.BLOCK:
        chars = " or ".join(card(c) for c in BLOCKED_BY[view["action"]])
        return f"Block with {chars}, or allow{until} · waiting on {who}"
    if step == G.PROVE:
        return (f"**{names[view['claimant']]}** must show a {card(view['claim'])} or concede{until}")
    if step == G.LOSE:
        return f"**{names[view['loser']]}** must choose a card to reveal{until}"
    if step == G.EXCHANGE:
        return f"**{names[view['turn']]}** is choosing which cards to keep{until}"
    if step == G.DRAFT:
        return f"Each player picks a card from their own set{until} · waiting on {who}"
    return "The game is over."


def fit(mentions: str, content: str, limit: int = 2000) -> str:
    """Mentions first, then the content, cut from the top of the log so the last line
    (what the game waits for, with its countdown) always shows."""
    text = f"{mentions}\n{content}".strip() if mentions else content
    if len(text) <= limit:
        return text
    head = f"{mentions}\n…" if mentions else "…"
    return head + text[len(text) - (limit - len(head)):]


def why_not(action: str, coins_held: int) -> str:
    """Why an action button cannot be used now."""
    if coins_held >= 10:
        return f"You have {coins_held} coins: you must Coup."
    need = {"coup": 7, "assassinate": 3}.get(action)
    if need and coins_held < need:
        return f"You need {need} coins to {LABELS[action]}; you have {coins_held}."
    if action == "steal":
        return "Nobody has coins to steal."
    return "You cannot do that now."


def log_text(lines: list[str], limit: int = 1700) -> str:
    """A turn's lines, the oldest dropped first if they do not fit in a message."""
    text = "\n".join(lines)
    while len(text) > limit and lines:
        lines = lines[1:]
        text = "…\n" + "\n".join(lines)
    return text


def private_prompt(view: dict, deadline: float | None) -> str:
    """What a private decision asks of its player (ephemeral)."""
    until = f" ({timestamp(deadline)})" if deadline else ""
    step = view["step"]
    if step == G.LOSE:
        return f"**You lose an influence: choose the card to reveal**{until}."
    if step == G.PROVE:
        return (f"**Your {view['claim']} is challenged.** Show it (it is replaced by a new card) "
                f"or concede and lose a card{until}.")
    if step == G.EXCHANGE:
        keep = len(view["hand"])
        return f"**Keep {keep} of these cards**; the rest go back to the Court deck{until}."
    if step == G.DRAFT:
        return f"**Pick the card you keep from your set**; the other four leave the game unseen{until}."
    return ""


def game_over(view: dict, caught: list[int] = ()) -> str:
    """The end of a game: the winner, how long it took, who was caught bluffing."""
    names = view["players"]
    winner = names[view["winner"]]
    lines = [f"🏆 **{winner} wins** after {view['turn_no']} turns."]
    if caught:
        counts = {s: caught.count(s) for s in dict.fromkeys(caught)}
        lines.append("Caught bluffing: " + ", ".join(
            names[s] + (f" ×{k}" if k > 1 else "") for s, k in counts.items()) + ".")
    else:
        lines.append("Nobody was caught bluffing.")
    lines.append("The host can start a rematch with the same players; the winner starts.")
    return "\n".join(lines)


def turn_title(turn_no: int, name: str) -> str:
    """The first line of a turn's message."""
    return f"**Turn {turn_no}** · {name}"


def turn_header(view: dict) -> str:
    """A line above the turn's log: only the draft, which has no turn yet, needs one."""
    return "**Draft** · two players, seven cards" if view["step"] == G.DRAFT else ""


def hand(view: dict) -> str:
    """A player's own cards, for their eyes only."""
    seat = view["seat"]
    parts = []
    if view["hand"]:
        parts.append("Your cards: " + ", ".join(card(c) for c in view["hand"]))
    elif view["step"] == G.DRAFT:
        parts.append("You have not picked your card yet.")
    else:
        parts.append("You have no hidden cards left.")
    if view["revealed"][seat]:
        parts.append("Revealed: " + ", ".join(view["revealed"][seat]))
    parts.append(f"Coins: {view['coins'][seat]}")
    if view.get("drawn"):
        parts.append("Drawn from the Court deck: " + ", ".join(card(c) for c in view["drawn"]))
    return "\n".join(parts)


RULES = """**Coup — reference card**
On your turn take exactly one action. With 10+ coins you must Coup.
• **Income** +1 · nobody can stop it
• **Foreign aid** +2 · any player may block with 👑 Duke
• **Coup** pay 7 · target loses an influence · cannot be blocked or challenged
• 👑 **Duke — Tax** +3 · cannot be blocked
• 🗡️ **Assassin — Assassinate** pay 3 · target loses an influence · the target may block with 🌹 Contessa
• ⚓ **Captain — Steal** take 2 from a player · the target may block with ⚓ Captain or 📜 Ambassador
• 📜 **Ambassador — Exchange** draw 2, keep as many as you hold, return the rest
**Claims** may be bluffs. Anyone may **challenge** a claim: if it was true the challenger loses an influence and the card is replaced; if not, the claimant loses one and the action fails (an Assassin's coins come back).
Challenges come first, then blocks; every block can be challenged too.
Lose both cards and you are out. The last player with a card wins."""
