### English: every message the bot shows (bot/i18n.py reads this file).
###
### A message's id is the bot's key with dashes for dots: the bot asks for turn.title,
### this file answers turn-title. { $name } is a value the bot fills in; counts are whole
### numbers. A counted word follows English's CLDR plural categories, one and other:
###
###     coins =
###         { $n ->
###             [one] { $n } coin
###            *[other] { $n } coins
###         }
###
### A message that starts or ends with a space keeps it as { " " }.

## The game's nouns

card-Duke = Duke
card-Assassin = Assassin
card-Captain = Captain
card-Ambassador = Ambassador
card-Contessa = Contessa
card-Inquisitor = Inquisitor
action-income = Income
action-foreign_aid = Foreign aid
action-coup = Coup
action-tax = Tax
action-assassinate = Assassinate
action-steal = Steal
action-exchange = Exchange
action-convert = Convert
action-embezzle = Embezzle
action-examine = Examine
coins =
    { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }
list-join = { $head } and { $last }
level-easy = easy
level-normal = normal
level-hard = hard
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, for { $person })
mode-live = live
mode-async = async
variant-standard = standard
variant-draft = draft
card-no_duke = “no { $duke }”
option-reformation = Reformation
option-inquisitor = Inquisitor

## The game's log

turn-title = **Turn { $n }** · { $name }
turn-draft = **Draft** · two players, seven cards
log-start =
    { $n ->
        [one] The game begins with { $n } player. **{ $name }** starts.
       *[other] The game begins with { $n } players. **{ $name }** starts.
    }
log-drafted = { $name } has chosen a card.
log-turn = Turn { $n }: { $name }.
log-turn_word = turn
log-title = **Game log** · page { $page } of { $pages }
log-declare-foreign_aid = { $name } asks for Foreign aid (+2).
log-declare-coup = { $name } pays 7 coins to **Coup** { $target }.
log-declare-tax = { $name } claims { $card } — Tax (+3).
log-declare-assassinate = { $name } claims { $card } and pays 3 coins to assassinate { $target }.
log-declare-steal = { $name } claims { $card } to steal from { $target }.
log-declare-exchange = { $name } claims { $card } to exchange cards with the Court deck.
log-declare-examine = { $name } claims { $card } to examine { $target }.
log-declare-embezzle = { $name } claims to hold no 👑 **Duke** and Embezzles the Treasury Reserve.
log-declare-convert = { $name } pays { $coins } onto the Treasury Reserve to Convert { $target }.
log-declare-convert_self = { $name } pays { $coins } onto the Treasury Reserve to Convert to the other faction.
log-faction_choice = The cards are dealt. **{ $name }** chooses a faction for the table; the others follow, alternating.
log-faction = { $name } is { $faction }.
log-embezzled = { $name } takes { $coins } from the Treasury Reserve.
log-show = { $target } shows { $name } one card, in secret.
log-give_back = { $name } gives { $target }'s card back.
log-force_exchange = { $name } forces { $target } to exchange the card shown: { $target } draws a new card from the Court deck.
log-prove_hand = { $name } shows their whole hand: { $cards } — no Duke, the claim holds. The cards go back into the Court deck and { $name } draws as many.
log-gain = { $name } takes { $coins }.
log-steal = { $name } takes { $coins } from { $target }.
log-refund = { $name } gets the { $coins } back.
log-challenge = ⚔️ { $name } challenges { $target }'s { $card }!
log-prove = { $name } shows a { $card }: the claim holds. The card goes back into the Court deck and { $name } draws a replacement.
log-concede = { $name } does not show a { $card }: the claim fails.
log-concede_no_duke = { $name } does not show their hand: the claim to hold no { $duke } fails.
log-block = 🛡️ { $name } blocks with { $card }.
log-blocked = { $name }'s { $action } is blocked.
log-reveal = { $name } loses an influence: { $card } is revealed.
log-eliminate = 💀 { $name } is out of the game.
log-exchange =
    { $n ->
        [one] { $name } draws { $n } card from the Court deck.
       *[other] { $name } draws { $n } cards from the Court deck.
    }
log-exchanged =
    { $n ->
        [one] { $name } returns { $n } card; the Court deck is shuffled.
       *[other] { $name } returns { $n } cards; the Court deck is shuffled.
    }
log-no_effect = The { $action } has no effect: { $target } is already out.
log-cancelled = { $name }'s { $action } is cancelled.
log-timeout-window = ⏰ Time is up: nobody else answered, so it goes through.
log-timeout-challenge = ⏰ Time is up: nobody challenged { $name }'s { $card }.
log-timeout-block = ⏰ Time is up: nobody blocked the { $action }, so it goes through.
log-timeout-player = ⏰ { $name } ran out of time.
log-forfeit = 🏳️ { $name } forfeits.
log-forfeit_cards = 🏳️ { $name } forfeits and turns their cards face up: { $cards }.
log-more_time = ⏳ { $name } asked for more time: the deadline is now { $until }.
log-departed = 🚪 { $name } has left the server and forfeits.
log-table_cancelled = 🛑 The game was cancelled by { $name }.
log-table_cancelled_moderator = 🛑 The game was cancelled by a moderator.

log-autopilot = ⏰ { $name } ran out of time: a computer decides for them (autopilot).
log-autopilot_allow = ⏰ { $name } ran out of time and lets it pass (autopilot).
log-handed_off = 🤖 { $name } takes over the seat, with its cards and coins.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }or{ " " }
await-action = **{ $name }**, choose your action{ $until }
await-challenge = Challenge or allow { $name }'s { $card }{ $until } · waiting on { $who }
await-block = Block with { $cards }, or allow{ $until } · waiting on { $who }
await-prove = **{ $name }** must show a { $card } or lose a card{ $until }
await-prove_hand = **{ $name }** must show their whole hand (no Duke) or lose a card{ $until }
await-faction = **{ $name }** chooses a faction for the table{ $until }
await-show = **{ $name }** chooses a card to show { $actor }, in secret{ $until }
await-examine = **{ $name }** decides: give { $target }'s card back, or force an exchange{ $until }
await-must_coup = **{ $name }** has 10 coins or more: they must Coup{ $until }
await-lose = **{ $name }** must choose a card to lose{ $until }
await-exchange = **{ $name }** is choosing which cards to keep{ $until }
await-draft = Each player picks a card from their own set{ $until } · waiting on { $who }
await-over = The game is over.

## The board

board-out = out
board-court =
    { $n ->
        [one] Court deck: { $n } card
       *[other] Court deck: { $n } cards
    }
board-footer = { $mode } game · { $variant }
board-footer_options = { $footer } · { $options }
board-reserve = Treasury Reserve: { $coins }
board-auto = ⏩ Not waited on for others' claims: { $names }
board-factions = Factions: { $loyalist } · { $reformist }
board-reunified = { " " }— everyone left shares a faction: any target is allowed

## Buttons

button-challenge = Challenge
button-allow = Allow
button-block = Block ({ $card })
button-cards = My cards
button-more_time = More time
button-lose = Choose my card
button-prove = Show or lose a card
button-exchange = Choose cards to keep
button-draft = Pick my card
button-show_card = Choose the card to show
button-examine = See the card and decide
button-show_hand = Show my whole hand (no Duke)
button-give_back = Give it back
button-force_exchange = Force an exchange
button-action_more = { $action }…
button-action_target = { $action } { $target }
button-show = Show { $card }
button-lose_card = Lose { $card }
button-pick = Keep { $card }
button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel
button-forfeit = Forfeit this game
button-abandon_series = Leave the whole series
button-auto_on = Don't wait for me
button-auto_off = Wait for me again
button-autopilot_on = Autopilot when my time runs out
button-autopilot_off = Turn my autopilot off
button-handoff = Hand my seat to a computer
button-rematch = Rematch
select-target = { $action }: choose a player
select-keep =
    { $n ->
        [one] Keep exactly { $n } card
       *[other] Keep exactly { $n } cards
    }
select-in_hand = in your hand
select-drawn = drawn
select-convert_self = { $name } (you)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Your cards: { $cards }
hand-not_picked = You have not picked your card yet.
hand-none = You have no hidden cards left.
hand-revealed = Revealed: { $cards }
hand-coins = Coins: { $n }
hand-drawn = Drawn from the Court deck: { $cards }
hand-auto_on = ⏩ For the rest of this game, claims and actions that neither come from you nor aim at you pass without waiting on you.
hand-autopilot_on = 🤖 Autopilot is on: when your time runs out, a computer decides for you (your missed turns still count).
hand-faction = Your faction: { $faction }
hand-examined = { $target } showed you: { $card }
hand-showed = You showed { $actor }: { $card }
hand-redrawn = Forced exchange on turn { $turn }: you gave up { $shown } and drew { $drawn }.
private-until = { " " }({ $when })
private-lose = **You lose an influence: choose the card to turn face up**{ $until }.
private-prove = Your { $card } is challenged! Show it (it is replaced by a new card) or lose a card of your choice{ $until }.
private-prove_hand = You claimed to hold no Duke and are challenged! Show your whole hand to everyone (no Duke: the challenger loses a card and you draw new cards), or lose a card of your choice{ $until }.
private-prove_duke = You claimed to hold no Duke and are challenged, but you hold one: you cannot show your hand, so lose a card of your choice{ $until }.
private-faction = **Choose your faction**; the next player clockwise takes the other one, and so on{ $until }.
private-show = **Choose the card to show { $actor }**; only the two of you see it{ $until }.
private-examine = **Give the card back**, or force { $target } to exchange it for a card from the Court deck{ $until }.
private-exchange = **Keep { $n } of these cards**; the rest go back to the Court deck{ $until }.
private-draft = **Pick the card you keep from your set**; the other four leave the game unseen{ $until }.
private-target = **{ $action }**: choose a player{ $until }.
done-reveal = You turned your { $card } face up.
done-prove = You showed your { $card }; your replacement card is { $new }.
done-concede = You did not show it and lost your { $card }.
done-keep = You keep { $cards }.
done-prove_hand = You showed your hand ({ $cards }); your new cards are { $new }.
done-show = You showed { $actor } your { $card }.
done-give_back = You gave the card back.
done-force_exchange = You forced the exchange.
done-draft = You keep { $card }.
done-target = { $action } against { $target }.
done-convert = You pay { $coins } onto the Treasury Reserve: { $target } is now { $faction }.
done-convert_self = You pay { $coins } onto the Treasury Reserve: you are now { $faction }.
done-now = Now: { $what }
done-over = The game is over.

## The lobby

lobby-title = **Coup lobby** · { $mode } · { $variant }
lobby-rematch = { " " }· rematch: the last winner starts
lobby-seats = Players in seat order:
lobby-host = { " " }(host)
lobby-autopilot = 🤖 Autopilot for everyone: when a player's time runs out, a computer decides for them.
lobby-help = Press **Join** to take a seat. The host presses **Start** (2–10 players).
lobby-help_series = Press **Join** to take a seat. The host presses **Start** (2–6 players for a series).
lobby-help_draft = Press **Join** to take a seat. The host presses **Start** (exactly 2 players for draft).
lobby-started = **Coup** · { $mode } · { $variant } — the game started.
lobby-cancelled = **Coup** · { $mode } · { $variant } — the game was cancelled.
lobby-finished = **Coup** · { $mode } · { $variant } — the game is over.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — the lobby was cancelled.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } wins** after { $turns } turn.
       *[other] 🏆 **{ $name } wins** after { $turns } turns.
    }
over-bluffs = Bluffs, now that they can be told:
over-bluff-action = Turn { $turn }: { $name } claimed { $card } without holding one{ $caught }.
over-bluff-block = Turn { $turn }: { $name } blocked with { $card } without holding one{ $caught }.
over-bluff-embezzle = Turn { $turn }: { $name } claimed to hold no { $duke } while holding one{ $caught }.
over-bluff-caught = { " " }— caught
over-no_bluffs = Nobody bluffed.
status-last_game = No game is being played here now. The last one:
status-cancelled = It was cancelled before it ended.
over-rematch = The host can start a rematch with the same players; the winner starts.
series-standing = **Series** · { $done } of 3 games played · wins: { $wins } · { $starter } starts the next game.
series-next_help = The host presses **Next game** when everyone is ready.
series-game_stand_in =
    { $turns ->
        [one] Game { $k }: a computer that took over a seat won in { $turns } turn (no win for anyone in the series).
       *[other] Game { $k }: a computer that took over a seat won in { $turns } turns (no win for anyone in the series).
    }
series-game =
    { $turns ->
        [one] Game { $k }: **{ $name }** won in { $turns } turn.
       *[other] Game { $k }: **{ $name }** won in { $turns } turns.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } takes the series** with { $n } win!
       *[other] 🏆 **{ $name } takes the series** with { $n } wins!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } share the series** with { $n } win each.
       *[other] 🤝 **{ $names } share the series** with { $n } wins each.
    }
series-abandoned = The series is abandoned: { $name } left it. Wins so far: { $wins }. Nobody takes it.
series-cancelled = The series was cancelled.
series-lobby = { " " }· three-game series
series-left = { $name } left the series: it is abandoned with the wins so far, and nobody takes it.
leave-confirm_game = Leave the game? You forfeit it: your cards are turned face up and you are out. Press the button to confirm; otherwise nothing happens.
leave-or_series = In a series, forfeiting loses this game only; leaving the whole series abandons it for everyone, and nobody takes it.
leave-or_handoff = Or hand your seat to a computer: it plays the rest of this game with your cards and coins, and the result is its own, not yours.
leave-confirm_series = Leave the series? It is abandoned with the wins so far, and nobody takes it. Press the button to confirm; otherwise nothing happens.
ok-left_series = You left the series.
series-cancelled_by = { $name } cancelled the series.
button-next_game = Next game
chart-coins = Coins
chart-cards = Cards
chart-turn = Turn
chart-winner = winner
chart-player = Player { $n }

## Standings

board-title = **Leaderboard · { $season }** (page { $page } of { $pages })
board-empty = Nobody has finished a game this season yet.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] win
       *[other] wins
    } in { $games } { $games ->
        [one] game
       *[other] games
    } ({ $rate }){ $series }
board-series = { " " }· series won { $won }, shared { $shared }
board-computers = Computer players (not ranked):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] win
       *[other] wins
    } in { $games } { $games ->
        [one] game
       *[other] games
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = all seasons on this server
stats-games = Games: { $games } · wins: { $wins } ({ $rate }) · average finish: { $finish }
stats-series = Series: { $played } · won { $won } · shared { $shared } · abandoned { $abandoned }
stats-challenges = Challenges made: { $made } · won: { $won }
stats-bluffs = Claims: { $claims } · bluffs: { $bluffs } · caught: { $caught }
stats-blocks = Blocks: { $n }
stats-never = { $name } has not finished a game on this server yet.
history-title = **{ $name }** · recent games on this server
history-won =
    { $when } · 🏆 won ({ $players } { $players ->
        [one] player
       *[other] players
    }, { $turns } { $turns ->
        [one] turn
       *[other] turns
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · finished #{ $finish } of { $players } ({ $turns } turn){ $series } · { $link }
       *[other] { $when } · finished #{ $finish } of { $players } ({ $turns } turns){ $series } · { $link }
    }
history-in_series = { " " }· series game { $k }
history-series_title = Series:
history-series-won =
    { $wins ->
        [one] { $when } · took the series with { $wins } win · { $channel }
       *[other] { $when } · took the series with { $wins } wins · { $channel }
    }
history-series-shared =
    { $wins ->
        [one] { $when } · shared the series with { $wins } win · { $channel }
       *[other] { $when } · shared the series with { $wins } wins · { $channel }
    }
history-series-lost =
    { $wins ->
        [one] { $when } · lost the series ({ $wins } win) · { $channel }
       *[other] { $when } · lost the series ({ $wins } wins) · { $channel }
    }
history-series-abandoned =
    { $wins ->
        [one] { $when } · series abandoned ({ $wins } win so far) · { $channel }
       *[other] { $when } · series abandoned ({ $wins } wins so far) · { $channel }
    }
season-unknown = This server has no season { $n }. `/coup season list` shows them.
season-started = { $by } started **{ $name }** (season { $n }). Earlier seasons stay readable with `/coup leaderboard season:`.
season-list = **Seasons** (newest first):
season-row = { $n }. { $name } · since { $when }
season-none = No season yet: the first game played here opens Season 1.

## Reminders

remind-channel = ⏰ Reminder: { $what }
remind-dm =
    ⏰ Reminder from **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Last reminder, the time is nearly up: { $what }
remind-dm_last =
    ⏰ Last reminder from **{ $server }**, the time is nearly up: { $what }
    { $link }

## A server's games and settings

games-title = **Games on this server** ({ $n })
games-title_mine = **Games waiting on you** ({ $n })
games-lobby =
    { $n ->
        [one] • Lobby · { $n } player · { $mode } · { $link }
       *[other] • Lobby · { $n } players · { $mode } · { $link }
    }
games-running =
    { $n ->
        [one] • Turn { $turn } · { $n } player left · { $mode } · waiting on { $who } { $until } · { $link }
       *[other] • Turn { $turn } · { $n } players left · { $mode } · waiting on { $who } { $until } · { $link }
    }
games-more = …and { $n } more.
games-none = No game or lobby is open on this server. Start one with `/coup new`.
games-none_mine = No game is waiting on you.
notify-channel = Reminders of your async decisions will mention you in the game's channel.
notify-dm = Reminders of your async decisions will come by direct message (or in the channel if your direct messages are closed).
notify-off = You will get no reminders of your async decisions.
settings-title = **Coup settings of this server** (defaults for new games)
settings-mode = Mode: { $mode } · own thread per game: { $thread }
settings-live = Live: { $window } to answer a claim, { $turn } for a turn
settings-async = Async: { $window } to answer a claim, { $turn } for a turn
settings-missed = Missed turns in a row before a forfeit: { $n }
settings-expansions = Expansions: { $expansions }
settings-computers = Autopilot allowed: { $autopilot } · a leaver may hand their seat to a computer: { $handoff }
settings-replays = Replays posted for the whole channel: { $public }
settings-none = none
settings-channels = Channels that may host games: { $channels }
settings-any_channel = any
settings-language = Language of public messages: { $language }
settings-server_language = the server's own
settings-yes = yes
settings-no = no
settings-saved = Saved.
no-duration = `{ $option }`: "{ $value }" is not a length from 10s to 72h (write it like 30s, 5m, 8h or 1h30m).
no-settings_nothing = Nothing to change: give at least one option.
no-settings_channel = Name a text channel of this server.

## Answers to commands

ok-joined = You joined: seat { $n }.
ok-left_lobby = You left the lobby.
ok-forfeited = You forfeited the game.
ok-handed_off = A computer plays on in your seat.
ok-started = The game begins.
ok-cancelled = { $name } cancelled the { $what }.
ok-what-lobby = lobby
ok-what-game = game
ok-added_computer = { $level ->
        [easy] Added an easy computer player.
        [hard] Added a hard computer player.
       *[normal] Added a normal computer player.
    }
ok-removed_computer = Removed a computer player.

## Refusals

no-table = There is no Coup lobby or game in this channel. Start one with `/coup new`.
no-dm = Coup is played in a server channel, not in direct messages.
no-busy = This channel already has a Coup lobby or game. Finish or `/coup cancel` it first, or use another channel.
no-busy_rematch = This channel already has a new lobby or game.
no-not_player = This game is between other players.
no-not_in_lobby = You are not in this lobby.
no-already_in = You are already in this lobby.
no-full =
    { $n ->
        [one] This lobby is full ({ $n } player).
       *[other] This lobby is full ({ $n } players).
    }
no-series_full =
    { $n ->
        [one] A series is for 2 to 6 players: this lobby is full ({ $n } player).
       *[other] A series is for 2 to 6 players: this lobby is full ({ $n } players).
    }
no-started = The game has already started; you can join the next one.
no-closed = This lobby is closed.
no-gone = This lobby no longer exists.
no-over = This game is over.
no-not_running = This game is no longer running.
no-out_of_date = This prompt is out of date: the game has moved on.
no-moved_on = The game moved on meanwhile; nothing was changed. Look again and try once more.
no-maybe_saved = That may not have been saved: the connection to the database was lost. The game shows what was stored as soon as the database answers again.
no-already_challenged = { $name } has already challenged this claim.
no-out = You are out of this game.
no-not_yours = This decision is not yours: the game is waiting on { $who }.
no-not_your_turn = It is not your turn; it is { $name }'s.
no-not_option = That choice is not one of the options.
no-one_option = Choose exactly one option.
no-once_each = Choose each card at most once.
no-nothing_to_block = There is nothing to block right now.
no-exchange_over = This exchange is over.
no-not_a_button = This button is not part of any game the bot knows.
no-other_channel = This button belongs to a game in another channel.
no-host-start = Only the host can start the game.
no-host-rematch = Only the host can start a rematch.
no-host-addbot = Only the host can add computer players.
no-host-removebot = Only the host can remove computer players.
no-host_or_manager = Only the host or a member with Manage Server can cancel.
no-rematch_finished = A rematch can follow only a finished game.
no-not_started_yet = The game has not started yet.
no-not_playing = You are not playing in this game.
no-min_players = Coup needs at least 2 players: wait for someone to join (or add a computer with `/coup addbot`).
no-draft_two = The draft variant is for exactly 2 players.
no-no_computer = There is no computer player in this lobby.
no-move = That move is not allowed now.
no-option_value = `{ $option }`: that value is not one I can use.
no-subcommand = That is a group of commands: choose one of them (the `/coup` menu lists them).
no-unknown_option = This command has no option `{ $option }`. If Discord offers it, its list of commands is out of date: try again in a minute.
db-readonly = the database file is read-only
db-full = the disk is full
db-io = the disk could not read or write the database file
db-locked = the database is locked by another program
db-damaged = the database file is damaged
db-failed = the database failed
perm-view_channel = View Channels
perm-embed_links = Embed Links
perm-send_messages = Send Messages
perm-create_public_threads = Create Public Threads
perm-send_messages_in_threads = Send Messages in Threads
season-default = Season { $n }
no-log = No game has been played in this channel yet.
no-manage_server = Only a member with Manage Server can do that.
no-autopilot_server_off = Autopilot is off on this server: a member with Manage Server can allow it in the server's settings.
no-autopilot_off = Autopilot is not allowed in this game: a member with Manage Server can allow it in the server's settings, for games opened after that.
no-handoff_off = Handing a seat to a computer is not allowed in this game: a member with Manage Server can allow it in the server's settings, for games opened after that.
no-channel_not_allowed = Coup games are hosted in { $channels } on this server (`/coup settings`).
no-series_busy = This channel is in the middle of a series: finish it (or `/coup cancel` it) first, or use another channel.
no-series_size = A series is for 2 to 6 players; this lobby has { $n }. Start a single game instead.
no-series_over = This series is over.
no-series_next_started = The next game of this series has already started.
no-host-next = Only the host (or a member with Manage Server) can start the next game of the series.
no-more_time_not_awaited = Only a player the game is waiting on can ask for more time.
no-more_time_used = You have already had more time once in this game.
no-target_self = You cannot target yourself.
no-target_out = The target must be a player still in the game.
no-target_poor = { $name } has no coins to steal.
no-keep_exactly = Keep exactly as many cards as you hold ({ $n }).
no-answered = You have already answered.
no-own_claim = This is your own claim: the other players answer it.
no-only_target = Only { $name } can block this.
no-failed_block = Your block failed; you cannot block this action again.
no-block_same_faction = { $name } is of your faction ({ $faction }): while the table is split you cannot block their Foreign aid.
no-target_same_faction = { $name } is of your faction ({ $faction }): while the table is split you cannot aim at them.
no-block_card = { $action } can only be blocked with { $cards }.
no-action_not_in_game = { $action } is not played in this game.
no-character_not_in_game = There is no { $card } in this game.
no-card_not_held = You have no hidden { $card } for that.
no-duke_held = You hold a Duke: you cannot prove that you have none.
no-wrong_step = That does not answer what the game is waiting for now.
no-takes_no_target = { $action } takes no target.
faction-loyalist = Loyalist
faction-reformist = Reformist
no-nothing_waits = Nothing is waiting on you right now.
no-option = `{ $option }` must be one of: { $choices }.
no-option_range = `{ $option }` must be a whole number from { $low } to { $high }.
no-option_text =
    { $n ->
        [one] `{ $option }` must be text of at most { $n } character.
       *[other] `{ $option }` must be text of at most { $n } characters.
    }
no-hours_live = `hours` is for async games; live games answer in seconds.
no-permissions = I cannot host a game here: I need { $perms } in this channel.
no-unknown_command = I do not know that command. `/coup rules` has the game; the `/coup` menu lists the rest.
no-outdated_command = Discord is still updating this bot's commands; try again in a minute.
no-saved_retry = Something went wrong on our side. The game is saved; try again, or use `/coup status`.
no-unchanged_retry = Something went wrong on our side; nothing was changed. Try again in a moment.
no-database = The game could not be saved ({ $why }); nothing was changed. Try again in a moment.
why = { $text }
why-must_coup =
    { $n ->
        [one] You have { $n } coin: you must Coup.
       *[other] You have { $n } coins: you must Coup.
    }
why-coins =
    { $need ->
        [one] You need { $need } coin to { $action }; you have { $n }.
       *[other] You need { $need } coins to { $action }; you have { $n }.
    }
why-steal = Nobody has coins to steal.
why-other = You cannot do that now.

## Slash commands (names: a-z only)

# Descriptions: 45 characters at most, in every language: Discord counts each field of the
# whole /coup command by its longest translation (tests/bot/test_locales.py).

cmd-coup-name = coup
cmd-coup-desc = Play Coup in this channel
cmd-new-name = new
cmd-new-desc = Open a Coup lobby in this channel
cmd-new-mode-name = mode
cmd-new-mode-desc = live (30 s to answer) or async (hours)
cmd-new-mode-live = live
cmd-new-mode-async = async
cmd-new-variant-name = variant
cmd-new-variant-desc = standard, or draft (2 players pick cards)
cmd-new-variant-standard = standard
cmd-new-variant-draft = draft
cmd-new-hours-name = hours
cmd-new-hours-desc = async: hours to answer a claim (default 8)
cmd-new-thread-name = thread
cmd-new-thread-desc = play in its own thread (many per channel)
cmd-new-series-name = series
cmd-new-series-desc = a three-game series, same players (2–6)
cmd-new-reformation-name = reformation
cmd-new-reformation-desc = Reformation: factions, Convert, Embezzle
cmd-new-inquisitor-name = inquisitor
cmd-new-inquisitor-desc = the Inquisitor replaces the Ambassador
cmd-new-autopilot-name = autopilot
cmd-new-autopilot-desc = autopilot for everyone
cmd-join-name = join
cmd-join-desc = Take a seat in this channel's lobby
cmd-leave-name = leave
cmd-leave-desc = Leave the lobby, or forfeit the running game
cmd-start-name = start
cmd-start-desc = Start the game (host only)
cmd-cancel-name = cancel
cmd-cancel-desc = Cancel lobby or game (host or Manage Server)
cmd-hand-name = hand
cmd-hand-desc = See your cards and coins (only you see this)
cmd-status-name = status
cmd-status-desc = Show the board of this channel's game
cmd-log-name = log
cmd-log-desc = The game's public history (only you see it)
cmd-log-page-name = page
cmd-log-page-desc = which page (default: the latest)
cmd-rules-name = rules
cmd-rules-desc = The Coup reference card (only you see this)
cmd-addbot-name = addbot
cmd-addbot-desc = Add a computer player (host only)
cmd-addbot-level-name = level
cmd-addbot-level-desc = easy never bluffs; hard also thinks ahead
cmd-addbot-level-easy = easy
cmd-addbot-level-normal = normal
cmd-addbot-level-hard = hard
cmd-removebot-name = removebot
cmd-removebot-desc = Remove the last computer player (host only)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = This server's leaderboard, any season
cmd-leaderboard-season-name = season
cmd-leaderboard-season-desc = season number (default: the current one)
cmd-leaderboard-page-name = page
cmd-leaderboard-page-desc = which page (10 players a page)
cmd-stats-name = stats
cmd-stats-desc = A member's wins, bluffs, awards and rating
cmd-stats-member-name = member
cmd-stats-member-desc = whose stats (default: yours)
cmd-stats-season-name = season
cmd-stats-season-desc = one season only (default: all seasons)
cmd-history-name = history
cmd-history-desc = A member's recent games and series, to replay
cmd-history-member-name = member
cmd-history-member-desc = whose history (default: yours)
cmd-replay-name = replay
cmd-replay-desc = Replay a finished game, every hand face up
cmd-replay-game-name = game
cmd-replay-game-desc = game number (default: this channel's last)
cmd-season-name = season
cmd-season-desc = Seasons of this server's leaderboard
cmd-season-new-name = new
cmd-season-new-desc = Start a new season (Manage Server)
cmd-season-new-name-name = name
cmd-season-new-name-desc = the season's name (default: Season N)
cmd-season-list-name = list
cmd-season-list-desc = Every season of this server
cmd-games-name = games
cmd-games-desc = Games and lobbies here: who is awaited, links
cmd-games-mine-name = mine
cmd-games-mine-desc = only the games waiting on you
cmd-notify-name = notify
cmd-notify-desc = How you are reminded of your async decisions
cmd-notify-how-name = how
cmd-notify-how-desc = in the game's channel, by DM, or not at all
cmd-notify-how-channel = channel
cmd-notify-how-dm = dm
cmd-notify-how-off = off
cmd-settings-name = settings
cmd-settings-desc = Server defaults for new games (Manage Server)
cmd-settings-show-name = show
cmd-settings-show-desc = Show this server's Coup settings
cmd-settings-set-name = set
cmd-settings-set-desc = Change defaults for new games (Manage Server)
cmd-settings-set-mode-name = mode
cmd-settings-set-mode-desc = live or async by default
cmd-settings-set-mode-live = live
cmd-settings-set-mode-async = async
cmd-settings-set-thread-name = thread
cmd-settings-set-thread-desc = play each game in its own thread by default
cmd-settings-set-missed_turns-name = missed_turns
cmd-settings-set-missed_turns-desc = missed turns in a row before forfeit (1–10)
cmd-settings-set-live_window-name = live_window
cmd-settings-set-live_window-desc = live: time to answer, e.g. 30s (10s–72h)
cmd-settings-set-live_turn-name = live_turn
cmd-settings-set-live_turn-desc = live: time for a turn, e.g. 90s (10s–72h)
cmd-settings-set-async_window-name = async_window
cmd-settings-set-async_window-desc = async: time to answer, e.g. 8h (10s–72h)
cmd-settings-set-async_turn-name = async_turn
cmd-settings-set-async_turn-desc = async: time for a turn, e.g. 24h (10s–72h)
cmd-settings-set-language-name = language
cmd-settings-set-language-desc = language of game messages (default: server's)
cmd-settings-set-reformation-name = reformation
cmd-settings-set-reformation-desc = new games play Reformation by default
cmd-settings-set-inquisitor-name = inquisitor
cmd-settings-set-inquisitor-desc = new games play Inquisitor by default
cmd-settings-set-autopilot-name = autopilot
cmd-settings-set-autopilot-desc = allow autopilot
cmd-settings-set-handoff-name = handoff
cmd-settings-set-handoff-desc = allow seat hand-off
cmd-settings-set-public_replays-name = public_replays
cmd-settings-set-public_replays-desc = replays posted in the channel for everyone
cmd-settings-set-language-server = server
cmd-settings-channels-name = channels
cmd-settings-channels-desc = Which channels may host games (Manage Server)
cmd-settings-channels-action-name = action
cmd-settings-channels-action-desc = add or remove a channel, or clear the list
cmd-settings-channels-action-add = add
cmd-settings-channels-action-remove = remove
cmd-settings-channels-action-clear = clear
cmd-settings-channels-channel-name = channel
cmd-settings-channels-channel-desc = the channel
thread-name = Coup · { $name }'s table

## The reference card

rules = **Coup — reference card**
    On your turn take exactly one action. With 10+ coins you must Coup.
    • **Income** +1 · nobody can stop it
    • **Foreign aid** +2 · any player may block with 👑 Duke
    • **Coup** pay 7 · target loses an influence · cannot be blocked or challenged
    • 👑 **Duke — Tax** +3 · cannot be blocked
    • 🗡️ **Assassin — Assassinate** pay 3 · target loses an influence · the target may block with 🌹 Contessa
    { $characters }
    { "**" }Claims** may be bluffs. Anyone may **challenge** a claim: if it was true the challenger loses an influence and the card is replaced; if not, the claimant loses one and the action fails (an Assassin's coins come back).
    Challenges come first, then blocks; every block can be challenged too.
    Lose both cards and you are out. The last player with a card wins.
rules-reformation = **Reformation** (played here)
    Every player is 🟦 Loyalist or 🟥 Reformist, shown on the board: the starter chooses, the others alternate clockwise.
    While the survivors are split, you may not { $inquisitor ->
        [yes] Coup, Assassinate, Steal from or Examine
       *[no] Coup, Assassinate or Steal from
    } a player of your own faction, nor block their Foreign aid. Once every survivor shares a faction, anyone may target anyone (and a Convert can split them again).
    • **Convert** pay 1 to switch your own faction, or 2 to switch another player's · the coins go onto the **Treasury Reserve** · no claim: cannot be challenged or blocked
    • **Embezzle** claim to hold **no** 👑 Duke and take every coin on the Treasury Reserve · anyone may challenge: a player holding a Duke must concede; one without may show their whole hand (then the challenger loses an influence and the shown cards are replaced)
    There is no team victory: the last player with a card still wins alone.
# The characters' lines of the reference card, one set per game: with the Ambassador, or
# with the Inquisitor in its place.
rules-ambassador =
    • ⚓ **Captain — Steal** take 2 from a player · the target may block with ⚓ Captain or 📜 Ambassador
    • 📜 **Ambassador — Exchange** draw 2, keep as many as you hold, return the rest
rules-inquisitor =
    • ⚓ **Captain — Steal** take 2 from a player · the target may block with ⚓ Captain or 🔍 Inquisitor
    • 🔍 **Inquisitor — Exchange** draw 1, keep as many as you hold, return one
    • 🔍 **Inquisitor — Examine** another player shows you one card of their choice, in secret; give it back, or force them to exchange it for a card from the Court deck · the channel only says who examined whom and whether an exchange was forced


## Data rights (/coup privacy)

cmd-privacy-name = privacy
cmd-privacy-desc = What the bot stores about you, and erasing it
cmd-privacy-show-name = show
cmd-privacy-show-desc = What the bot stores about you
cmd-privacy-forget-name = forget
cmd-privacy-forget-desc = Be forgotten; your games show a former player
former-player = a former player
privacy-none = none
privacy-report = **What this bot stores about you**
    Your name in its games: { $names }
    Games and lobbies you sat at: { $games } · results counted: { $results } · series played to the end: { $series } · standings rows: { $standings }
    Your reminder choice: { $notify } · reminders of your pending decisions: { $reminders }
    Servers whose settings you changed last: { $settings } · seasons you started: { $seasons }
    `/coup privacy forget` deletes your choices and reminders and takes your id and name out of every game: your results stay counted for the others, as a former player's.
privacy-forgotten = Done: the bot no longer knows you. Your past games and results show “a former player” where your name was.
privacy-confirm = **Forget you?** The bot deletes your choices and reminders and takes your id and name out of every game, for good: your results stay counted for the others, as a former player's. This cannot be undone.
button-forget_me = Forget me
privacy-notify-channel = in the game's channel
privacy-notify-dm = by direct message
privacy-notify-off = no reminders
no-privacy_seated = You are seated at a lobby or a running game, or a computer plays your seat in one: leave it first (`/coup leave`) or let that game end, then ask again. A series that is not over counts too: leave it with **Leave the whole series**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Predict
button-guess_bluff = Bluff
button-guess_honest = Honest
button-replay = Replay
button-board_wins = By wins
button-board_rating = By rating
button-board_reads = By reads
predict-ask = Is **{ $name }**’s claim of { $card } a bluff? Nobody sees your guess until the game ends{ $until }.
predict-kept_bluff = Your guess: **a bluff**. Nobody sees it until the game ends; you may change it while the claim can be challenged.
predict-kept_honest = Your guess: **honest**. Nobody sees it until the game ends; you may change it while the claim can be challenged.
no-predict_closed = That claim can no longer be challenged: guesses on it are closed.
no-predict_seated = Players still in the game cannot predict: predictions are for those watching and those who are out.
no-replay_running = That game is still being played: its replay opens when it ends.
no-replay_cancelled = That game was cancelled before it ended: it has no replay.
no-replay_unknown = This server has no game with that number (`/coup history` lists your games).
no-replay_none_here = No game has been played to its end in this channel yet (`/coup history` lists your games and their numbers).
no-replay_not_yours = Only the one who opened this replay turns its pages: `/coup replay game:{ $id }` opens your own.
replay-title = **Replay · game #{ $id }** · page { $page } of { $pages }
replay-hands = Every hand as the turn began:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· face up: { $cards }
replay-hand_out = • ~~{ $name }~~ · out · { $revealed }
replay-no_cards = no hidden card
replay-drawn = 🔒 { $name } draws { $cards }.
replay-kept = 🔒 { $name } keeps { $cards }.
replay-replace = 🔒 { $name } draws { $card } in its place.
replay-redraw = 🔒 { $name } draws { $card } in place of the card shown.
replay-shown = 🔒 { $target } shows { $card } to { $name }.
replay-draft_options = 🔒 { $name } chooses from { $cards }.
replay-drafted = 🔒 { $name } keeps { $card }.
replay-bluff = { " " }— 🎭 **a bluff**
over-awards = **Awards**
award-bluffer =
    🎭 Boldest bluffer: { $names } ({ $n ->
        [one] { $n } bluff, never caught
       *[other] { $n } bluffs in a row, never caught
    })
award-reader =
    🔍 Best reads: { $names } ({ $n ->
        [one] { $n } bluff caught or block that held
       *[other] { $n } bluffs caught or blocks that held
    })
award-blunder-challenge =
    💸 Costliest mistake: { $name }, turn { $turn }: challenged a true claim ({ $n ->
        [one] { $n } card lost
       *[other] { $n } cards lost
    })
award-blunder-bluff =
    💸 Costliest mistake: { $name }, turn { $turn }: a bluff caught ({ $n ->
        [one] { $n } card lost
       *[other] { $n } cards lost
    })
award-blunder_out = { " " }— and out of the game
award-fastest = ⚡ Fastest to decide: { $names } ({ $seconds } s a decision)
award-slowest = 🐢 Slowest to decide: { $names } ({ $seconds } s a decision)
over-predictions = 🔮 **Predictions** (right of made): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = boldest bluffer
chart-award-reader = best reads
chart-award-blunder = costliest mistake
chart-award-fastest = fastest
chart-award-slowest = slowest
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Skill ratings · { $season }** (page { $page } of { $pages })
board-title_reads = **Best reads · { $season }** (page { $page } of { $pages })
board-empty_rating =
    { $n ->
        [one] Nobody has played { $n } game this season yet.
       *[other] Nobody has played { $n } games this season yet.
    }
board-empty_reads = Nobody has made a prediction this season yet.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] game
       *[other] games
    }
board-row_reads = { $rank }. { $name } · right: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] A rating is the skill the games show less three times its uncertainty (±); players are ranked after { $n } game in the season.
       *[other] A rating is the skill the games show less three times its uncertainty (±); players are ranked after { $n } games in the season.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] game
       *[other] games
    }
stats-awards = Awards: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Predictions right: { $right }/{ $made }
stats-rating =
    Skill rating this season: { $rating } after { $games } { $games ->
        [one] game
       *[other] games
    }
history-replay = Pick one below to replay it with every hand face up.
select-replay = Replay a game, every hand face up
history-pick = Game #{ $id } · finished #{ $finish } of { $players }

## The one-screen form of /coup new (issue 37)
form-title = A new game of Coup
form-mode = How you play
form-live = Live: answers within seconds
form-async = Async: hours to answer, across the server
form-length = Time to answer (async games)
form-length_help = A turn gets three times as long; live games answer in seconds.
form-length_default = The server's setting ({ $length })
form-hours =
    { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
form-variant = Variant
form-draft = draft: two players pick their card
form-expansions = Expansions
form-reformation = Reformation: factions, Convert, Embezzle
form-inquisitor = Inquisitor: it replaces the Ambassador
form-more = Also
form-series = A three-game series (2–6 players)
form-thread = Play in a new thread of its own
no-form_value = The form's “{ $option }” has no such choice: open it again with `/coup new`.

## Play outside a server (issue 37)
no-dm_live_only = Outside a server only live games are played, here in this conversation: no async games, no threads.
no-time_ran_out = ⏰ Time was up before your click: here is where the game stands now.
board-dm_clock = time that runs out is settled at the next click
rules-dm = **In a group DM or a DM between friends**
    The bot speaks here only when someone clicks or types a command, so:
    • only live games are played (no async games, no threads, no reminders);
    • every decision shows in the answer to the click that made it;
    • a decision whose time ran out is settled at the next click on the game: press any of its buttons.
