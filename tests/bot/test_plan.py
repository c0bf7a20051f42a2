"""What a channel should show next (bot/channel/plan.py): a pure function of the table, its
game and what the channel shows now, tested without Discord or a database."""

import random

from bot.channel.plan import DELETE, EDIT, NUDGE, POST, SUMMARY, Display, look, plan, turns_needed
from bot.store import Seat, Shown, Table
from bot.events import MODERATOR, TABLE_CANCELLED
from bot.tables.change import log_public
from engine import Event, Game, Move
from tests.bot.reading import as_json, buttons, said
from tests.fakediscord.text import body_texts

LOBBY_MSG, TURN_MSG, PREV_MSG, NUDGE_MSG = 111, 222, 333, 444


def table_with(game: Game | None, *, status="running", mode="live", version=1, prompt_no=1, events=()) -> Table:
    players = [Seat(1, "ann"), Seat(2, "bob"), Seat(3, "cy")]
    t = Table(guild_id=9, channel_id=90, host_id=1, mode=mode, status=status, players=players, id=7,
              lobby_channel_id=90, state=game.to_dict() if game else None, version=version, prompt_no=prompt_no,
              deadline=2_000_000_000.0)
    log_public(t, list(events))
    return t


def new_game() -> Game:
    return Game.new(["ann", "bob", "cy"], random.Random(4), starter=0)


def shown(**fields) -> Display:
    row = Shown(7, **fields)
    return Display(row, drawn=row.version)


def kinds(ops):
    return [(op.kind, op.message_id, op.turn) for op in ops]


def test_a_game_that_just_started_posts_its_first_turn_then_closes_the_lobby_message():
    game = new_game()
    table = table_with(game, events=game.opening)
    d = shown(lobby_message_id=LOBBY_MSG, lobby_status="lobby", lobby_version=0)
    ops = plan(table, game, d)
    assert kinds(ops) == [(POST, None, 1), (EDIT, LOBBY_MSG, None)]
    turn, lobby = ops
    assert turn.current and turn.nonce == "t7:1" and "<@1>" in said(turn.payload)   # it mentions ann
    assert lobby.lobby and "started" in said(lobby.payload)


def test_a_change_within_the_turn_edits_the_turn_message_only():
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "tax"))
    table = table_with(game, version=2, prompt_no=2, events=events)
    d = shown(version=1, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    ops = plan(table, game, d)
    assert kinds(ops) == [(EDIT, TURN_MSG, None)]
    assert ops[0].current and "Challenge" in str(ops[0].payload["view"].to_components())
    d.drawn = 2
    assert plan(table, game, d) == []   # shown already: nothing to send


def test_a_new_turn_closes_the_last_turn_message_and_posts_its_own():
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "income"))
    table = table_with(game, version=2, prompt_no=2, events=events)
    d = shown(version=1, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    ops = plan(table, game, d)
    assert kinds(ops) == [(EDIT, TURN_MSG, None), (POST, None, 2)]
    closed, new = ops
    assert not buttons(closed.payload) and "takes 1 coin" in said(closed.payload)
    assert new.current and "<@2>" in said(new.payload)


def test_turns_nobody_saw_are_posted_closed_from_their_stored_events():
    game = new_game()
    events = list(game.opening)
    by_turn = {}
    for _ in range(3):
        turn = game.turn_no
        moved = game.apply(Move(game.turn, "income"))
        events += moved
        by_turn.setdefault(turn, []).extend(e for e in moved if e.to is None and e.kind != "turn")
    table = table_with(game, version=4, prompt_no=4, events=events)
    d = shown(version=1, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    assert turns_needed(table, game, d) == [1, 2, 3]
    past = {t: [e for e in events if e.to is None] for t in (1, 2, 3)}
    ops = plan(table, game, d, past)
    assert kinds(ops) == [(EDIT, TURN_MSG, None), (POST, None, 2), (POST, None, 3), (POST, None, 4)]
    assert [op.current for op in ops] == [False, False, False, True]
    assert not any(buttons(op.payload) for op in ops[:3])


def test_a_first_turn_never_posted_is_not_lost_when_the_game_moves_on():
    """The rate limits held back turn 1's message until turn 3 began: turns 1 and 2 are posted closed."""
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "income")) + game.apply(Move(1, "income"))
    table = table_with(game, version=3, prompt_no=3, events=events)
    d = shown(lobby_message_id=LOBBY_MSG, lobby_status="running")
    assert turns_needed(table, game, d) == [1, 2]
    assert kinds(plan(table, game, d, {1: [], 2: []})) == [(POST, None, 1), (POST, None, 2), (POST, None, 3)]


def test_the_end_of_a_game_is_told_once():
    game = Game.new(["ann", "bob", "cy"], random.Random(4), starter=0)
    events = list(game.opening) + game.apply(Move(1, "forfeit")) + game.apply(Move(2, "forfeit"))
    assert game.over
    table = table_with(game, status="finished", version=3, prompt_no=2, events=events)
    d = shown(version=2, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    ops = plan(table, game, d)
    assert kinds(ops) == [(EDIT, TURN_MSG, None), (SUMMARY, None, None), (EDIT, LOBBY_MSG, None)]
    assert not buttons(ops[0].payload) and "Court deck" in said(ops[0].payload)   # the final board stays
    assert "the game is over" in said(ops[2].payload)   # no longer "started"
    d.row.summary_id, d.drawn = 999, 3
    d.row.lobby_status, d.row.lobby_version = "finished", 3
    assert plan(table, game, d) == []


def test_an_async_decision_within_a_turn_pings_its_people_and_the_ping_goes_with_it():
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "tax"))
    table = table_with(game, mode="async", version=2, prompt_no=2, events=events)
    d = shown(version=1, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    d.nudged = d.nudge_for = 1
    ops = plan(table, game, d)
    assert kinds(ops) == [(EDIT, TURN_MSG, None), (NUDGE, None, 2)]
    assert "<@2>" in said(ops[1].payload) and "<@3>" in said(ops[1].payload)
    # the next decision: the ping goes, and a new one is posted for it
    events += game.apply(Move(1, "allow")) + game.apply(Move(2, "allow"))
    table = table_with(game, mode="async", version=4, prompt_no=3, events=events)
    d.row.nudge_id, d.nudged, d.nudge_for, d.drawn = NUDGE_MSG, 2, 2, 2
    assert (DELETE, NUDGE_MSG, None) in kinds(plan(table, game, d))


def test_a_live_game_pings_nobody_a_turn_message_does():
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "tax"))
    table = table_with(game, version=2, prompt_no=2, events=events)
    d = shown(version=1, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    assert NUDGE not in [op.kind for op in plan(table, game, d)]


def test_a_cancelled_game_keeps_its_log_says_who_cancelled_it_and_loses_its_countdown_and_buttons():
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "tax"))   # a claim's window was open
    table = table_with(game, status="cancelled", version=3, prompt_no=2,
                       events=events + [Event(TABLE_CANCELLED, 1)])   # bob, by his seat
    d = shown(version=2, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1,
              nudge_id=NUDGE_MSG)
    ops = plan(table, game, d)
    assert kinds(ops) == [(EDIT, TURN_MSG, None), (DELETE, NUDGE_MSG, None), (EDIT, LOBBY_MSG, None)]
    turn, _, lobby = ops
    log = body_texts(as_json(turn.payload))[0]   # the turn's log, then the board
    assert "ann claims" in log and log.endswith("🛑 The game was cancelled by bob.")
    text = said(turn.payload)
    assert "<t:" not in text and "waiting on" not in text.lower() and "Challenge" not in text
    assert not buttons(turn.payload) and "Court deck" in said(turn.payload)   # the board as it was left
    assert "the game was cancelled" in said(lobby.payload) and not buttons(lobby.payload)


def test_a_lobby_message_is_posted_once_and_follows_its_lobby_until_it_closes():
    table = table_with(None, status="lobby", version=0)
    ops = plan(table, None, shown())
    assert kinds(ops) == [(POST, None, None)] and ops[0].lobby and ops[0].nonce == "l7"
    table.version = 2   # someone joined
    ops = plan(table, None, shown(lobby_message_id=LOBBY_MSG, lobby_status="lobby", lobby_version=1))
    assert kinds(ops) == [(EDIT, LOBBY_MSG, None)] and "Join" in str(ops[0].payload["view"].to_components())
    assert plan(table, None, shown(lobby_message_id=LOBBY_MSG, lobby_status="lobby", lobby_version=2)) == []
    table.status = "cancelled"
    ops = plan(table, None, shown(lobby_message_id=LOBBY_MSG, lobby_status="lobby", lobby_version=2))
    assert kinds(ops) == [(EDIT, LOBBY_MSG, None)] and not buttons(ops[0].payload)
    # drawn as closed once: later changes of the game never touch it again
    assert plan(table, None, shown(lobby_message_id=LOBBY_MSG, lobby_status="cancelled", lobby_version=3)) == []


def test_what_a_stored_row_says_was_shown():
    game = new_game()
    table = table_with(game, version=5, prompt_no=3, events=game.opening)
    behind = Display.read(Shown(7, version=4, message_id=TURN_MSG, prev_message_id=PREV_MSG), table)
    assert behind.drawn == 4 and not behind.closed and behind.nudged is None
    whole = Display.read(Shown(7, version=5, message_id=TURN_MSG, prev_message_id=PREV_MSG), table)
    assert whole.closed == {PREV_MSG} and whole.nudged == whole.nudge_for == 3


def test_a_change_that_shows_nothing_new_sends_no_edit_and_one_that_does_is_sent():
    """Issue 33, item 11: a change of the table that changes nothing public (a member who left,
    noted for their next decision) edited the turn message with the same content."""
    game = new_game()
    events = list(game.opening) + game.apply(Move(0, "tax"))
    table = table_with(game, version=2, prompt_no=2, events=events)
    d = shown(version=1, lobby_message_id=LOBBY_MSG, lobby_status="running", message_id=TURN_MSG, message_turn=1)
    (edit,) = plan(table, game, d)
    d.drawn, d.look = 2, look(edit.payload)   # the courier sent it
    table.version = 3
    assert plan(table, game, d) == []
    table.auto_allow, table.version = [2], 4   # cy lets others' claims pass: the board names them
    (edit,) = plan(table, game, d)
    assert "⏩ Not waited on for others' claims: cy" in said(edit.payload)


def test_who_cancelled_is_said_by_seat_and_a_moderator_is_not_named():
    """Review of issue 33, item 3: the cancel line named the member by their id, which then
    stayed in the game's log after /coup privacy forget. It names a seated player by their
    seat, any other member as a moderator (older logs that kept an id too)."""
    from bot.i18n import words
    from bot.render import describe
    w, names = words("en"), ["ann", "bob"]
    assert describe(w, Event(TABLE_CANCELLED, 1), names) == "🛑 The game was cancelled by bob."
    assert describe(w, Event(TABLE_CANCELLED, None, action=MODERATOR), names) == \
        "🛑 The game was cancelled by a moderator."
    assert describe(w, Event(TABLE_CANCELLED, 1578439690409869317), names) == \
        "🛑 The game was cancelled by a moderator."
    assert describe(w, Event(TABLE_CANCELLED, None), names) is None   # the channel is gone
