### Korean: every message the bot shows (see en.ftl for the English originals).
###
### Register: the formal polite style (합니다체) throughout, as Korean game clients write
### their system messages; buttons are short nouns. The characters are 공작, 암살자, 사령관,
### 대사, 백작부인 and 심문관; the actions 소득, 해외 원조, 쿠데타, 세금, 암살, 강탈, 교환, 개종,
### 횡령 and 심문; a claim is 주장, to challenge is 도전, to block is 막기, the deck is 궁정 덱,
### the Treasury Reserve 국고.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a particle depends on the last sound of the word before it, which a name, a card or an
###   action does not tell, so a name takes 님 before a particle (« { $name }님이 »), and a
###   card or an action is followed by a noun that fixes it (« { $card } 카드를 »,
###   « { $action } 시도가 ») or stands after a colon;
### * Korean counts with a number and a counter (« 코인 { $n }개 », « 카드 { $n }장 »), the
###   same for any number: every message has the one CLDR category, other.
### * the slash commands named in a sentence are given by their Korean names (cmd-*).

## The game's nouns

card-Duke = 공작
card-Assassin = 암살자
card-Captain = 사령관
card-Ambassador = 대사
card-Contessa = 백작부인
card-Inquisitor = 심문관
action-income = 소득
action-foreign_aid = 해외 원조
action-coup = 쿠데타
action-tax = 세금
action-assassinate = 암살
action-steal = 강탈
action-exchange = 교환
action-convert = 개종
action-embezzle = 횡령
action-examine = 심문
coins = 코인 { $n }개
list-join = { $head }, { $last }
level-easy = 쉬움
level-normal = 보통
level-hard = 어려움
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, { $person }님 대신)
mode-live = 실시간
mode-async = 비동기
variant-standard = 기본
variant-draft = 드래프트
card-no_duke = “{ $duke } 없음”
option-reformation = 종교개혁
option-inquisitor = 심문관

## The game's log

turn-title = **{ $n }턴** · { $name }
turn-draft = **드래프트** · 2명, 카드 7장
log-start = { $n }명이 게임을 시작합니다. **{ $name }**님부터 시작합니다.
log-drafted = { $name }님이 카드를 골랐습니다.
log-turn = { $n }턴: { $name }.
log-turn_word = 턴
log-title = **게임 기록** · { $page }/{ $pages }쪽
log-declare-foreign_aid = { $name }님이 해외 원조(+2)를 요청합니다.
log-declare-coup = { $name }님이 코인 7개를 내고 { $target }님에게 **쿠데타**를 일으킵니다.
log-declare-tax = { $name }님이 { $card } 카드를 주장합니다 — 세금(+3).
log-declare-assassinate = { $name }님이 { $card } 카드를 주장하고 코인 3개를 내어 { $target }님을 암살하려 합니다.
log-declare-steal = { $name }님이 { $card } 카드를 주장하고 { $target }님에게서 강탈하려 합니다.
log-declare-exchange = { $name }님이 { $card } 카드를 주장하고 궁정 덱과 카드를 교환하려 합니다.
log-declare-examine = { $name }님이 { $card } 카드를 주장하고 { $target }님을 심문하려 합니다.
log-declare-embezzle = { $name }님이 👑 **공작**이 없다고 주장하며 국고를 횡령합니다.
log-declare-convert = { $name }님이 국고에 { $coins }를 내고 { $target }님을 개종시킵니다.
log-declare-convert_self = { $name }님이 국고에 { $coins }를 내고 다른 세력으로 개종합니다.
log-faction_choice = 카드를 나눠 주었습니다. **{ $name }**님이 테이블의 세력을 고르고, 나머지는 번갈아 따릅니다.
log-faction = { $name }님: { $faction }.
log-embezzled = { $name }님이 국고에서 { $coins }를 가져갑니다.
log-show = { $target }님이 { $name }님에게 카드 1장을 몰래 보여 줍니다.
log-give_back = { $name }님이 { $target }님의 카드를 돌려줍니다.
log-force_exchange = { $name }님이 { $target }님이 보여 준 카드를 교환하게 합니다. { $target }님은 궁정 덱에서 새 카드를 뽑습니다.
log-prove_hand = { $name }님이 손패 전체를 공개합니다: { $cards } — 공작이 없으니 주장이 인정됩니다. 카드는 궁정 덱으로 돌아가고 { $name }님은 같은 수만큼 뽑습니다.
log-gain = { $name }님이 { $coins }를 받습니다.
log-steal = { $name }님이 { $target }님에게서 { $coins }를 가져갑니다.
log-refund = { $name }님이 { $coins }를 돌려받습니다.
log-challenge = ⚔️ { $name }님이 { $target }님의 { $card } 카드에 도전합니다!
log-prove = { $name }님이 { $card } 카드를 공개합니다: 주장이 인정됩니다. 카드는 궁정 덱으로 돌아가고 { $name }님은 새 카드를 1장 뽑습니다.
log-concede = { $name }님이 { $card } 카드를 보여 주지 않습니다: 주장이 실패합니다.
log-concede_no_duke = { $name }님이 손패를 보여 주지 않습니다: { $duke } 카드가 없다는 주장이 실패합니다.
log-block = 🛡️ { $name }님이 { $card } 카드로 막습니다.
log-blocked = { $name }님의 { $action } 시도가 막혔습니다.
log-reveal = { $name }님이 영향력을 하나 잃습니다: { $card } 카드가 공개됩니다.
log-eliminate = 💀 { $name }님이 게임에서 탈락했습니다.
log-exchange = { $name }님이 궁정 덱에서 카드 { $n }장을 뽑습니다.
log-exchanged = { $name }님이 카드 { $n }장을 돌려놓습니다. 궁정 덱을 섞습니다.
log-no_effect = { $action } 시도는 효과가 없습니다: { $target }님은 이미 탈락했습니다.
log-cancelled = { $name }님의 { $action } 시도가 취소되었습니다.
log-timeout-window = ⏰ 시간 종료: 아무도 응답하지 않아 그대로 진행됩니다.
log-timeout-challenge = ⏰ 시간 종료: 아무도 { $name }님의 { $card } 카드에 도전하지 않았습니다.
log-timeout-block = ⏰ 시간 종료: 아무도 { $action } 시도를 막지 않아 그대로 진행됩니다.
log-timeout-player = ⏰ { $name }님의 시간이 다 되었습니다.
log-forfeit = 🏳️ { $name }님이 기권합니다.
log-forfeit_cards = 🏳️ { $name }님이 기권하고 카드를 공개합니다: { $cards }.
log-more_time = ⏳ { $name }님이 시간 연장을 요청했습니다: 새 마감은 { $until }입니다.
log-departed = 🚪 { $name }님이 서버를 떠나 기권 처리됩니다.
log-autopilot = ⏰ { $name }님의 시간이 다 되어 컴퓨터가 대신 결정합니다(자동 조종).
log-autopilot_allow = ⏰ { $name }님의 시간이 다 되어 그냥 넘어갑니다(자동 조종).
log-handed_off = 🤖 { $name }님이 카드와 코인을 그대로 이어받아 자리를 맡습니다.
log-table_cancelled = 🛑 { $name }님이 게임을 취소했습니다.
log-table_cancelled_moderator = 🛑 관리자가 게임을 취소했습니다.

## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }또는{ " " }
await-action = **{ $name }**님, 행동을 고르세요{ $until }
await-challenge = { $name }님의 { $card } 카드에 도전하거나 허용하세요{ $until } · 대기 중: { $who }
await-block = { $cards } 카드로 막거나 허용하세요{ $until } · 대기 중: { $who }
await-prove = **{ $name }**님은 { $card } 카드를 보여 주거나 카드 1장을 잃어야 합니다{ $until }
await-prove_hand = **{ $name }**님은 손패 전체를 보여 주거나(공작 없음) 카드 1장을 잃어야 합니다{ $until }
await-faction = **{ $name }**님이 테이블의 세력을 고르는 중입니다{ $until }
await-show = **{ $name }**님이 { $actor }님에게 몰래 보여 줄 카드를 고르는 중입니다{ $until }
await-examine = **{ $name }**님이 결정하는 중입니다: { $target }님의 카드를 돌려줄지, 교환하게 할지{ $until }
await-must_coup = **{ $name }**님은 코인이 10개 이상이므로 쿠데타를 해야 합니다{ $until }
await-lose = **{ $name }**님은 잃을 카드를 골라야 합니다{ $until }
await-exchange = **{ $name }**님이 남길 카드를 고르는 중입니다{ $until }
await-draft = 각 플레이어가 자기 묶음에서 카드를 1장 고릅니다{ $until } · 대기 중: { $who }
await-over = 게임이 끝났습니다.

## The board

board-out = 탈락
board-court = 궁정 덱: 카드 { $n }장
board-footer = { $mode } 게임 · { $variant }
board-footer_options = { $footer } · { $options }
board-reserve = 국고: { $coins }
board-auto = ⏩ 다른 사람의 주장에 기다리지 않는 플레이어: { $names }
board-factions = 세력: { $loyalist } · { $reformist }
board-reunified = { " " }— 남은 모두가 같은 세력: 누구든 대상으로 삼을 수 있습니다

## Buttons

button-challenge = 도전
button-allow = 허용
button-block = 막기 ({ $card })
button-cards = 내 카드
button-more_time = 시간 연장
button-lose = 잃을 카드 고르기
button-prove = 보여 주거나 잃기
button-exchange = 남길 카드 고르기
button-draft = 내 카드 고르기
button-show_card = 보여 줄 카드 고르기
button-examine = 카드 보고 결정하기
button-show_hand = 손패 전체 보여 주기 (공작 없음)
button-give_back = 돌려주기
button-force_exchange = 교환하게 하기
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = { $card } 보여 주기
button-lose_card = { $card } 잃기
button-pick = { $card } 남기기
button-join = 참가
button-leave = 나가기
button-start = 시작
button-cancel = 취소
button-forfeit = 이 게임 기권
button-abandon_series = 시리즈 전체에서 나가기
button-auto_on = 나를 기다리지 않기
button-auto_off = 다시 나를 기다리기
button-autopilot_on = 시간이 다 되면 자동 조종
button-autopilot_off = 자동 조종 끄기
button-handoff = 내 자리를 컴퓨터에게 넘기기
button-rematch = 재대결
select-target = { $action }: 플레이어 선택
select-keep = 정확히 카드 { $n }장을 남기세요
select-in_hand = 손패
select-drawn = 뽑은 카드
select-convert_self = { $name } (나)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = 내 카드: { $cards }
hand-not_picked = 아직 카드를 고르지 않았습니다.
hand-none = 남은 비공개 카드가 없습니다.
hand-revealed = 공개됨: { $cards }
hand-coins = 코인: { $n }
hand-drawn = 궁정 덱에서 뽑은 카드: { $cards }
hand-auto_on = ⏩ 이 게임이 끝날 때까지, 내가 하지 않았고 나를 겨냥하지도 않은 주장과 행동은 나를 기다리지 않고 진행됩니다.
hand-autopilot_on = 🤖 자동 조종이 켜져 있습니다: 시간이 다 되면 컴퓨터가 대신 결정합니다(놓친 차례는 그대로 셉니다).
hand-faction = 내 세력: { $faction }
hand-examined = { $target }님이 보여 준 카드: { $card }
hand-showed = { $actor }님에게 보여 준 카드: { $card }
hand-redrawn = { $turn }턴 강제 교환: { $shown } 카드를 내주고 { $drawn } 카드를 뽑았습니다.
private-until = { " " }({ $when })
private-lose = **영향력을 하나 잃습니다. 앞면으로 뒤집을 카드를 고르세요**{ $until }.
private-prove = 내 { $card } 카드에 도전이 들어왔습니다! 카드를 보여 주거나(새 카드로 바뀝니다) 원하는 카드 1장을 잃으세요{ $until }.
private-prove_hand = 공작이 없다는 주장에 도전이 들어왔습니다! 손패 전체를 모두에게 보여 주거나(공작이 없으면 도전한 사람이 카드 1장을 잃고 나는 새 카드를 뽑습니다) 원하는 카드 1장을 잃으세요{ $until }.
private-prove_duke = 공작이 없다는 주장에 도전이 들어왔지만, 공작을 가지고 있습니다. 손패를 보여 줄 수 없으니 원하는 카드 1장을 잃으세요{ $until }.
private-faction = **세력을 고르세요**. 시계 방향으로 다음 플레이어가 다른 세력을 맡고, 이렇게 번갈아 이어집니다{ $until }.
private-show = **{ $actor }님에게 보여 줄 카드를 고르세요**. 두 사람만 볼 수 있습니다{ $until }.
private-examine = **카드를 돌려주거나**, { $target }님이 그 카드를 궁정 덱의 카드와 교환하게 하세요{ $until }.
private-exchange = **이 중 카드 { $n }장을 남기세요**. 나머지는 궁정 덱으로 돌아갑니다{ $until }.
private-draft = **내 묶음에서 남길 카드를 고르세요**. 나머지 4장은 아무도 보지 못한 채 게임에서 빠집니다{ $until }.
private-target = **{ $action }**: 플레이어를 고르세요{ $until }.
done-reveal = { $card } 카드를 앞면으로 뒤집었습니다.
done-prove = { $card } 카드를 보여 주었습니다. 새로 받은 카드: { $new }
done-concede = 보여 주지 않아 { $card } 카드를 잃었습니다.
done-keep = 남긴 카드: { $cards }
done-prove_hand = 손패({ $cards })를 보여 주었습니다. 새 카드: { $new }
done-show = { $actor }님에게 { $card } 카드를 보여 주었습니다.
done-give_back = 카드를 돌려주었습니다.
done-force_exchange = 교환하게 했습니다.
done-draft = 남긴 카드: { $card }
done-target = { $target }님에게 { $action }.
done-convert = 국고에 { $coins }를 냈습니다: 이제 { $target }님은 { $faction }입니다.
done-convert_self = 국고에 { $coins }를 냈습니다: 이제 나는 { $faction }입니다.
done-now = 지금: { $what }
done-over = 게임이 끝났습니다.

## The lobby

lobby-title = **Coup 대기실** · { $mode } · { $variant }
lobby-rematch = { " " }· 재대결: 지난 승자가 먼저 시작
lobby-seats = 자리 순서대로 플레이어:
lobby-host = { " " }(방장)
lobby-autopilot = 🤖 모두에게 자동 조종: 플레이어의 시간이 다 되면 컴퓨터가 대신 결정합니다.
lobby-help = **참가**를 눌러 자리에 앉으세요. 방장이 **시작**을 누릅니다(2~10명).
lobby-help_series = **참가**를 눌러 자리에 앉으세요. 방장이 **시작**을 누릅니다(시리즈는 2~6명).
lobby-help_draft = **참가**를 눌러 자리에 앉으세요. 방장이 **시작**을 누릅니다(드래프트는 정확히 2명).
lobby-started = **Coup** · { $mode } · { $variant } — 게임이 시작되었습니다.
lobby-cancelled = **Coup** · { $mode } · { $variant } — 게임이 취소되었습니다.
lobby-finished = **Coup** · { $mode } · { $variant } — 게임이 끝났습니다.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — 대기실이 취소되었습니다.

## The end of a game

over-winner = 🏆 **{ $name }님 승리** ({ $turns }턴).
over-bluffs = 이제 밝힐 수 있는 블러프:
over-bluff-action = { $turn }턴: { $name }님이 { $card } 카드 없이 주장했습니다{ $caught }.
over-bluff-block = { $turn }턴: { $name }님이 { $card } 카드 없이 막았습니다{ $caught }.
over-bluff-embezzle = { $turn }턴: { $name }님이 { $duke } 카드를 가지고도 없다고 주장했습니다{ $caught }.
over-bluff-caught = { " " }— 들킴
over-no_bluffs = 아무도 블러프하지 않았습니다.
status-last_game = 지금 여기서 진행 중인 게임은 없습니다. 지난 게임:
status-cancelled = 끝나기 전에 취소되었습니다.
over-rematch = 방장은 같은 플레이어들과 재대결을 시작할 수 있습니다. 승자가 먼저 시작합니다.
series-standing = **시리즈** · 3게임 중 { $done }게임 진행 · 승리: { $wins } · 다음 게임은 { $starter }님부터 시작합니다.
series-next_help = 모두 준비되면 방장이 **다음 게임**을 누릅니다.
series-game_stand_in = { $k }게임: 자리를 이어받은 컴퓨터가 { $turns }턴 만에 승리(시리즈에서는 누구의 승리도 아님).
series-game = { $k }게임: **{ $name }**님이 { $turns }턴 만에 승리.
series-won = 🏆 **{ $name }님이 시리즈 우승**, { $n }승!
series-shared = 🤝 **{ $names }님이 시리즈 공동 우승**, 각 { $n }승.
series-abandoned = { $name }님이 나가서 시리즈가 중단되었습니다. 지금까지의 승리: { $wins }. 우승자는 없습니다.
series-cancelled = 시리즈가 취소되었습니다.
series-lobby = { " " }· 3게임 시리즈
series-left = { $name }님이 시리즈에서 나갔습니다: 지금까지의 승리 그대로 중단되며, 우승자는 없습니다.
leave-confirm_game = 게임에서 나갈까요? 기권하게 되며, 카드가 모두 공개되고 탈락합니다. 확인하려면 버튼을 누르세요. 누르지 않으면 아무 일도 일어나지 않습니다.
leave-or_series = 시리즈에서 기권하면 이번 게임만 집니다. 시리즈 전체에서 나가면 모두에게 시리즈가 중단되고, 우승자는 없습니다.
leave-or_handoff = 또는 자리를 컴퓨터에게 넘길 수 있습니다: 컴퓨터가 내 카드와 코인으로 이 게임의 나머지를 진행하며, 결과는 내가 아니라 컴퓨터의 것입니다.
leave-confirm_series = 시리즈에서 나갈까요? 지금까지의 승리 그대로 중단되며, 우승자는 없습니다. 확인하려면 버튼을 누르세요. 누르지 않으면 아무 일도 일어나지 않습니다.
ok-left_series = 시리즈에서 나갔습니다.
series-cancelled_by = { $name }님이 시리즈를 취소했습니다.
button-next_game = 다음 게임
chart-coins = 코인
chart-cards = 카드
chart-turn = 턴
chart-winner = 승자
chart-player = 플레이어 { $n }

## Standings

board-title = **순위표 · { $season }** ({ $page }/{ $pages }쪽)
board-empty = 이번 시즌에는 아직 게임을 끝낸 사람이 없습니다.
board-row = { $rank }. { $name } · { $games }게임 **{ $wins }**승 ({ $rate }){ $series }
board-series = { " " }· 시리즈 우승 { $won }, 공동 우승 { $shared }
board-computers = 컴퓨터 플레이어(순위 제외):
board-computer_row = • { $level }: { $games }게임 { $wins }승 ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = 이 서버의 모든 시즌
stats-games = 게임: { $games } · 승리: { $wins } ({ $rate }) · 평균 순위: { $finish }
stats-series = 시리즈: { $played } · 우승 { $won } · 공동 우승 { $shared } · 중단 { $abandoned }
stats-challenges = 도전한 횟수: { $made } · 성공: { $won }
stats-bluffs = 주장: { $claims } · 블러프: { $bluffs } · 들킴: { $caught }
stats-blocks = 막기: { $n }
stats-never = { $name }님은 아직 이 서버에서 게임을 끝낸 적이 없습니다.
history-title = **{ $name }** · 이 서버에서 최근 게임
history-won = { $when } · 🏆 승리 ({ $players }명, { $turns }턴){ $series } · { $link }
history-lost = { $when } · { $players }명 중 { $finish }위 ({ $turns }턴){ $series } · { $link }
history-in_series = { " " }· 시리즈 { $k }게임
history-series_title = 시리즈:
history-series-won = { $when } · { $wins }승으로 시리즈 우승 · { $channel }
history-series-shared = { $when } · { $wins }승으로 시리즈 공동 우승 · { $channel }
history-series-lost = { $when } · 시리즈 패배({ $wins }승) · { $channel }
history-series-abandoned = { $when } · 시리즈 중단(그때까지 { $wins }승) · { $channel }
season-unknown = 이 서버에는 시즌 { $n }이(가) 없습니다. `/coup 시즌 목록`으로 확인하세요.
season-started = { $by }님이 **{ $name }**(시즌 { $n })을(를) 시작했습니다. 이전 시즌은 `/coup 순위표 시즌:`으로 계속 볼 수 있습니다.
season-list = **시즌** (최신순):
season-row = { $n }. { $name } · { $when }부터
season-none = 아직 시즌이 없습니다. 여기서 첫 게임을 하면 시즌 1이 시작됩니다.

## Reminders

remind-channel = ⏰ 알림: { $what }
remind-dm =
    ⏰ **{ $server }**에서 온 알림: { $what }
    { $link }
remind-channel_last = ⏰ 마지막 알림, 곧 시간이 끝납니다: { $what }
remind-dm_last =
    ⏰ **{ $server }**에서 온 마지막 알림, 곧 시간이 끝납니다: { $what }
    { $link }

## A server's games and settings

games-title = **이 서버의 게임** ({ $n })
games-title_mine = **나를 기다리는 게임** ({ $n })
games-lobby = • 대기실 · { $n }명 · { $mode } · { $link }
games-running = • { $turn }턴 · { $n }명 남음 · { $mode } · 대기 중: { $who } { $until } · { $link }
games-more = …외 { $n }개.
games-none = 이 서버에 열린 게임이나 대기실이 없습니다. `/coup 새게임`으로 시작하세요.
games-none_mine = 나를 기다리는 게임이 없습니다.
notify-channel = 비동기 게임에서 내 결정이 필요하면 게임 채널에서 멘션으로 알려 드립니다.
notify-dm = 비동기 게임에서 내 결정이 필요하면 개인 메시지로 알려 드립니다(개인 메시지가 막혀 있으면 채널에서).
notify-off = 비동기 게임의 알림을 받지 않습니다.
settings-title = **이 서버의 Coup 설정** (새 게임 기본값)
settings-mode = 모드: { $mode } · 게임마다 스레드: { $thread }
settings-live = 실시간: 주장에 응답 { $window }, 한 턴 { $turn }
settings-async = 비동기: 주장에 응답 { $window }, 한 턴 { $turn }
settings-missed = 기권 처리 전까지 연속으로 놓칠 수 있는 턴: { $n }
settings-expansions = 확장: { $expansions }
settings-computers = 자동 조종 허용: { $autopilot } · 나가는 사람이 자리를 컴퓨터에게 넘기기: { $handoff }
settings-replays = 다시 보기를 채널 전체에 공개: { $public }
settings-none = 없음
settings-channels = 게임을 열 수 있는 채널: { $channels }
settings-any_channel = 모두
settings-language = 공개 메시지 언어: { $language }
settings-server_language = 서버 언어
settings-yes = 예
settings-no = 아니요
settings-saved = 저장했습니다.
no-duration = `{ $option }`: “{ $value }”은(는) 10초~72시간 사이의 길이가 아닙니다(30s, 5m, 8h, 1h30m처럼 쓰세요).
no-settings_nothing = 바꿀 것이 없습니다: 옵션을 하나 이상 지정하세요.
no-settings_channel = 이 서버의 텍스트 채널을 지정하세요.

## Answers to commands

ok-joined = 참가했습니다: { $n }번 자리입니다.
ok-left_lobby = 대기실에서 나갔습니다.
ok-forfeited = 게임을 기권했습니다.
ok-handed_off = 컴퓨터가 내 자리에서 계속 진행합니다.
ok-started = 게임을 시작합니다.
ok-cancelled = { $name }님이 { $what }을 취소했습니다.
ok-what-lobby = 대기실
ok-what-game = 게임
ok-added_computer = { $level ->
        [easy] 컴퓨터 플레이어(쉬움)를 추가했습니다.
        [hard] 컴퓨터 플레이어(어려움)를 추가했습니다.
       *[normal] 컴퓨터 플레이어(보통)를 추가했습니다.
    }
ok-removed_computer = 컴퓨터 플레이어를 하나 뺐습니다.

## Refusals

no-table = 이 채널에는 Coup 대기실이나 게임이 없습니다. `/coup 새게임`으로 시작하세요.
no-dm = Coup은 개인 메시지가 아니라 서버 채널에서 합니다.
no-busy = 이 채널에는 이미 Coup 대기실이나 게임이 있습니다. 먼저 끝내거나 `/coup 취소`하거나 다른 채널을 쓰세요.
no-busy_rematch = 이 채널에는 이미 새 대기실이나 게임이 있습니다.
no-not_player = 다른 플레이어들의 게임입니다.
no-not_in_lobby = 이 대기실에 참가하지 않았습니다.
no-already_in = 이미 이 대기실에 참가했습니다.
no-full = 이 대기실은 꽉 찼습니다({ $n }명).
no-series_full = 시리즈는 2~6명용입니다: 이 대기실은 꽉 찼습니다({ $n }명).
no-started = 게임이 이미 시작되었습니다. 다음 게임에 참가하세요.
no-closed = 이 대기실은 닫혔습니다.
no-gone = 이 대기실은 더 이상 없습니다.
no-over = 이 게임은 끝났습니다.
no-not_running = 이 게임은 더 이상 진행 중이 아닙니다.
no-out_of_date = 오래된 화면입니다: 게임이 이미 다음으로 넘어갔습니다.
no-moved_on = 그사이 게임이 진행되어 아무것도 바뀌지 않았습니다. 다시 확인하고 한 번 더 시도하세요.
no-maybe_saved = 저장되지 않았을 수 있습니다. 데이터베이스 연결이 끊겼습니다. 데이터베이스가 다시 응답하는 대로 게임에 저장된 내용이 표시됩니다.
no-already_challenged = { $name }님이 이미 이 주장에 도전했습니다.
no-out = 이 게임에서 탈락했습니다.
no-not_yours = 내가 결정할 차례가 아닙니다: 게임은 { $who }님을 기다리고 있습니다.
no-not_your_turn = 내 차례가 아닙니다. { $name }님의 차례입니다.
no-not_option = 그 선택지는 없습니다.
no-one_option = 선택지를 정확히 하나 고르세요.
no-once_each = 같은 카드는 한 번만 고를 수 있습니다.
no-nothing_to_block = 지금은 막을 것이 없습니다.
no-exchange_over = 이 교환은 끝났습니다.
no-not_a_button = 이 버튼은 봇이 아는 어떤 게임의 것도 아닙니다.
no-other_channel = 이 버튼은 다른 채널의 게임 것입니다.
no-host-start = 방장만 게임을 시작할 수 있습니다.
no-host-rematch = 방장만 재대결을 시작할 수 있습니다.
no-host-addbot = 방장만 컴퓨터 플레이어를 추가할 수 있습니다.
no-host-removebot = 방장만 컴퓨터 플레이어를 뺄 수 있습니다.
no-host_or_manager = 방장이나 서버 관리 권한이 있는 멤버만 취소할 수 있습니다.
no-rematch_finished = 재대결은 끝난 게임 뒤에만 할 수 있습니다.
no-not_started_yet = 게임이 아직 시작되지 않았습니다.
no-not_playing = 이 게임에 참가하고 있지 않습니다.
no-min_players = Coup은 2명 이상이 필요합니다: 누가 참가할 때까지 기다리거나 `/coup 봇추가`로 컴퓨터를 넣으세요.
no-draft_two = 드래프트는 정확히 2명용입니다.
no-no_computer = 이 대기실에는 컴퓨터 플레이어가 없습니다.
no-move = 지금은 그렇게 할 수 없습니다.
no-option_value = `{ $option }`: 쓸 수 없는 값입니다.
no-subcommand = 명령어 묶음입니다: 그중 하나를 고르세요(`/coup` 메뉴에 목록이 있습니다).
no-unknown_option = 이 명령어에는 `{ $option }` 옵션이 없습니다. Discord에 보인다면 명령어 목록이 오래된 것입니다: 1분 뒤에 다시 시도하세요.
db-readonly = 데이터베이스 파일이 읽기 전용입니다
db-full = 디스크가 가득 찼습니다
db-io = 데이터베이스 파일을 읽거나 쓸 수 없었습니다
db-locked = 다른 프로그램이 데이터베이스를 잠갔습니다
db-damaged = 데이터베이스 파일이 손상되었습니다
db-failed = 데이터베이스 오류가 났습니다
perm-view_channel = 채널 보기
perm-embed_links = 링크 첨부
perm-send_messages = 메시지 보내기
perm-create_public_threads = 공개 스레드 만들기
perm-send_messages_in_threads = 스레드에서 메시지 보내기
season-default = 시즌 { $n }
no-log = 이 채널에서는 아직 게임을 한 적이 없습니다.
no-manage_server = 서버 관리 권한이 있는 멤버만 할 수 있습니다.
no-autopilot_server_off = 이 서버에서는 자동 조종이 허용되지 않습니다: 서버 관리 권한이 있는 멤버가 서버 설정에서 허용할 수 있습니다.
no-autopilot_off = 이 게임에서는 자동 조종이 허용되지 않습니다: 서버 관리 권한이 있는 멤버가 서버 설정에서 허용할 수 있으며, 그 뒤에 여는 게임부터 적용됩니다.
no-handoff_off = 이 게임에서는 자리를 컴퓨터에게 넘길 수 없습니다: 서버 관리 권한이 있는 멤버가 서버 설정에서 허용할 수 있으며, 그 뒤에 여는 게임부터 적용됩니다.
no-channel_not_allowed = 이 서버의 Coup 게임은 { $channels }에서 합니다(`/coup 설정`).
no-series_busy = 이 채널은 시리즈 진행 중입니다: 먼저 끝내거나(`/coup 취소`) 다른 채널을 쓰세요.
no-series_size = 시리즈는 2~6명용입니다. 이 대기실은 { $n }명입니다. 단판 게임을 시작하세요.
no-series_over = 이 시리즈는 끝났습니다.
no-series_next_started = 이 시리즈의 다음 게임이 이미 시작되었습니다.
no-host-next = 방장(또는 서버 관리 권한이 있는 멤버)만 시리즈의 다음 게임을 시작할 수 있습니다.
no-more_time_not_awaited = 게임이 기다리고 있는 플레이어만 시간 연장을 요청할 수 있습니다.
no-more_time_used = 이 게임에서 이미 한 번 시간을 연장했습니다.
no-target_self = 자기 자신은 대상으로 삼을 수 없습니다.
no-target_out = 대상은 아직 게임에 남아 있는 플레이어여야 합니다.
no-target_poor = { $name }님에게는 가져갈 코인이 없습니다.
no-keep_exactly = 가지고 있는 수만큼({ $n }장) 정확히 남기세요.
no-answered = 이미 응답했습니다.
no-own_claim = 내 주장입니다: 다른 플레이어들이 응답합니다.
no-only_target = { $name }님만 이것을 막을 수 있습니다.
no-failed_block = 막기에 실패했으므로 이 행동을 다시 막을 수 없습니다.
no-block_same_faction = { $name }님은 나와 같은 세력({ $faction })입니다: 테이블이 갈라져 있는 동안에는 그 해외 원조를 막을 수 없습니다.
no-target_same_faction = { $name }님은 나와 같은 세력({ $faction })입니다: 테이블이 갈라져 있는 동안에는 대상으로 삼을 수 없습니다.
no-block_card = { $action } 시도는 { $cards } 카드로만 막을 수 있습니다.
no-action_not_in_game = 이 게임에서는 { $action } 행동을 쓰지 않습니다.
no-character_not_in_game = 이 게임에는 { $card } 카드가 없습니다.
no-card_not_held = 그럴 { $card } 카드가 비공개로 없습니다.
no-duke_held = 공작을 가지고 있으므로 없다는 것을 증명할 수 없습니다.
no-wrong_step = 지금 게임이 기다리는 것에 대한 응답이 아닙니다.
no-takes_no_target = { $action } 행동에는 대상이 없습니다.
faction-loyalist = 충성파
faction-reformist = 개혁파
no-nothing_waits = 지금 나를 기다리는 것은 없습니다.
no-option = `{ $option }`은(는) 다음 중 하나여야 합니다: { $choices }.
no-option_range = `{ $option }`은(는) { $low }부터 { $high }까지의 정수여야 합니다.
no-option_text = `{ $option }`은(는) { $n }자 이하의 텍스트여야 합니다.
no-hours_live = `시간`은 비동기 게임용입니다. 실시간 게임은 초 단위로 응답합니다.
no-permissions = 여기서는 게임을 열 수 없습니다: 이 채널에서 { $perms } 권한이 필요합니다.
no-unknown_command = 모르는 명령어입니다. 게임 규칙은 `/coup 규칙`, 나머지는 `/coup` 메뉴에 있습니다.
no-outdated_command = Discord가 아직 이 봇의 명령어를 업데이트하는 중입니다. 1분 뒤에 다시 시도하세요.
no-saved_retry = 저희 쪽에서 문제가 생겼습니다. 게임은 저장되어 있습니다. 다시 시도하거나 `/coup 상황`을 쓰세요.
no-unchanged_retry = 저희 쪽에서 문제가 생겼습니다. 아무것도 바뀌지 않았습니다. 잠시 뒤 다시 시도하세요.
no-database = 게임을 저장하지 못했습니다({ $why }). 아무것도 바뀌지 않았습니다. 잠시 뒤 다시 시도하세요.
why = { $text }
why-must_coup = 코인이 { $n }개 있습니다: 쿠데타를 해야 합니다.
why-coins = { $action } 행동에는 코인 { $need }개가 필요합니다. 지금은 { $n }개입니다.
why-steal = 가져갈 코인이 있는 사람이 없습니다.
why-other = 지금은 그렇게 할 수 없습니다.

## Slash commands

# Descriptions: 45 characters at most, in every language: Discord counts each field of the
# whole /coup command by its longest translation (tests/bot/test_locales.py).

cmd-coup-name = coup
cmd-coup-desc = 이 채널에서 Coup 하기
cmd-new-name = 새게임
cmd-new-desc = 이 채널에 Coup 대기실 열기
cmd-new-mode-name = 모드
cmd-new-mode-desc = 실시간: 30초 안에 응답, 비동기: 몇 시간 안에 응답
cmd-new-mode-live = 실시간
cmd-new-mode-async = 비동기
cmd-new-variant-name = 방식
cmd-new-variant-desc = 기본, 또는 드래프트(2명이 카드를 고름)
cmd-new-variant-standard = 기본
cmd-new-variant-draft = 드래프트
cmd-new-hours-name = 시간
cmd-new-hours-desc = 비동기: 주장에 응답할 시간(기본 8)
cmd-new-thread-name = 스레드
cmd-new-thread-desc = 새 전용 스레드에서 하기(채널 하나에 여러 게임)
cmd-new-series-name = 시리즈
cmd-new-series-desc = 같은 플레이어끼리 3게임 시리즈(2~6명)
cmd-new-reformation-name = 종교개혁
cmd-new-reformation-desc = 종교개혁 확장: 세력, 개종, 횡령
cmd-new-inquisitor-name = 심문관
cmd-new-inquisitor-desc = 심문관이 대사 대신 들어감
cmd-new-autopilot-name = 자동조종
cmd-new-autopilot-desc = 모두에게 자동 조종
cmd-join-name = 참가
cmd-join-desc = 이 채널의 대기실에 자리 잡기
cmd-leave-name = 나가기
cmd-leave-desc = 대기실에서 나가거나 진행 중인 게임을 기권
cmd-start-name = 시작
cmd-start-desc = 게임 시작(방장만)
cmd-cancel-name = 취소
cmd-cancel-desc = 이 채널의 대기실이나 게임 취소(방장 또는 서버 관리)
cmd-hand-name = 손패
cmd-hand-desc = 내 카드와 코인 보기(나만 보임)
cmd-status-name = 상황
cmd-status-desc = 이 채널 게임의 판 보기
cmd-log-name = 기록
cmd-log-desc = 이 게임의 공개 기록, 턴별로(나만 보임)
cmd-log-page-name = 페이지
cmd-log-page-desc = 몇 쪽(기본: 최신)
cmd-rules-name = 규칙
cmd-rules-desc = Coup 요약 규칙표(나만 보임)
cmd-addbot-name = 봇추가
cmd-addbot-desc = 대기실에 컴퓨터 플레이어 추가(방장만)
cmd-addbot-level-name = 난이도
cmd-addbot-level-desc = 쉬움은 블러프 안 함, 어려움은 수읽기까지
cmd-addbot-level-easy = 쉬움
cmd-addbot-level-normal = 보통
cmd-addbot-level-hard = 어려움
cmd-removebot-name = 봇제거
cmd-removebot-desc = 마지막 컴퓨터 플레이어 빼기(방장만)
cmd-leaderboard-name = 순위표
cmd-leaderboard-desc = 이 서버의 순위표, 모든 시즌
cmd-leaderboard-season-name = 시즌
cmd-leaderboard-season-desc = 시즌 번호(기본: 현재 시즌)
cmd-leaderboard-page-name = 페이지
cmd-leaderboard-page-desc = 몇 쪽(한 쪽에 10명)
cmd-stats-name = 전적
cmd-stats-desc = 멤버의 승리, 블러프, 수상, 평점
cmd-stats-member-name = 멤버
cmd-stats-member-desc = 누구의 전적(기본: 나)
cmd-stats-season-name = 시즌
cmd-stats-season-desc = 한 시즌만(기본: 모든 시즌)
cmd-history-name = 이력
cmd-history-desc = 최근 게임과 시리즈, 다시 보기 포함
cmd-history-member-name = 멤버
cmd-history-member-desc = 누구의 이력(기본: 나)
cmd-replay-name = 다시보기
cmd-replay-desc = 끝난 게임 다시 보기(모든 카드 공개)
cmd-replay-game-name = 게임
cmd-replay-game-desc = 게임 번호(기본: 이 채널의 마지막 게임)
cmd-season-name = 시즌
cmd-season-desc = 이 서버 순위표의 시즌
cmd-season-new-name = 새시즌
cmd-season-new-desc = 새 시즌 시작(서버 관리)
cmd-season-new-name-name = 이름
cmd-season-new-name-desc = 시즌 이름(기본: 시즌 N)
cmd-season-list-name = 목록
cmd-season-list-desc = 이 서버의 모든 시즌
cmd-games-name = 게임목록
cmd-games-desc = 여기의 게임과 대기실: 누구 차례인지, 링크
cmd-games-mine-name = 내것만
cmd-games-mine-desc = 나를 기다리는 게임만
cmd-notify-name = 알림
cmd-notify-desc = 비동기 게임의 결정을 어떻게 알려 줄지
cmd-notify-how-name = 방법
cmd-notify-how-desc = 게임 채널에서, 개인 메시지로, 또는 알리지 않음
cmd-notify-how-channel = 채널
cmd-notify-how-dm = 개인 메시지
cmd-notify-how-off = 끄기
cmd-settings-name = 설정
cmd-settings-desc = 새 게임의 서버 기본값(서버 관리)
cmd-settings-show-name = 보기
cmd-settings-show-desc = 이 서버의 Coup 설정 보기
cmd-settings-set-name = 변경
cmd-settings-set-desc = 새 게임의 서버 기본값 바꾸기(서버 관리)
cmd-settings-set-mode-name = 모드
cmd-settings-set-mode-desc = 기본 모드: 실시간 또는 비동기
cmd-settings-set-mode-live = 실시간
cmd-settings-set-mode-async = 비동기
cmd-settings-set-thread-name = 스레드
cmd-settings-set-thread-desc = 기본으로 게임마다 전용 스레드에서 하기
cmd-settings-set-missed_turns-name = 놓친턴
cmd-settings-set-missed_turns-desc = 기권 처리 전까지 연속으로 놓칠 수 있는 턴(1~10)
cmd-settings-set-live_window-name = 실시간응답
cmd-settings-set-live_window-desc = 실시간: 주장에 응답할 시간, 예: 30s(10s~72h)
cmd-settings-set-live_turn-name = 실시간턴
cmd-settings-set-live_turn-desc = 실시간: 한 턴의 시간, 예: 90s(10s~72h)
cmd-settings-set-async_window-name = 비동기응답
cmd-settings-set-async_window-desc = 비동기: 주장에 응답할 시간, 예: 8h(10s~72h)
cmd-settings-set-async_turn-name = 비동기턴
cmd-settings-set-async_turn-desc = 비동기: 한 턴의 시간, 예: 24h(10s~72h)
cmd-settings-set-language-name = 언어
cmd-settings-set-language-desc = 게임 공개 메시지의 언어(기본: 서버 언어)
cmd-settings-set-reformation-name = 종교개혁
cmd-settings-set-reformation-desc = 새 게임에 기본으로 종교개혁 확장 사용
cmd-settings-set-inquisitor-name = 심문관
cmd-settings-set-inquisitor-desc = 새 게임에 기본으로 심문관 확장 사용
cmd-settings-set-autopilot-name = 자동조종
cmd-settings-set-autopilot-desc = 자동 조종 허용
cmd-settings-set-handoff-name = 자리넘기기
cmd-settings-set-handoff-desc = 자리 넘기기 허용
cmd-settings-set-public_replays-name = 다시보기공개
cmd-settings-set-public_replays-desc = 다시 보기를 채널의 모두에게 보여 주기
cmd-settings-set-language-server = 서버
cmd-settings-channels-name = 채널
cmd-settings-channels-desc = 게임을 열 수 있는 채널(서버 관리)
cmd-settings-channels-action-name = 작업
cmd-settings-channels-action-desc = 채널 추가나 제거, 또는 목록 비우기
cmd-settings-channels-action-add = 추가
cmd-settings-channels-action-remove = 제거
cmd-settings-channels-action-clear = 비우기
cmd-settings-channels-channel-name = 채널
cmd-settings-channels-channel-desc = 대상 채널
thread-name = Coup · { $name }님의 테이블

## The reference card

rules = **Coup — 요약 규칙표**
    내 턴에는 행동을 정확히 하나 합니다. 코인이 10개 이상이면 쿠데타를 해야 합니다.
    • **소득** +1 · 아무도 막을 수 없음
    • **해외 원조** +2 · 누구나 👑 공작으로 막을 수 있음
    • **쿠데타** 7개 지불 · 대상이 영향력을 하나 잃음 · 막기도 도전도 불가
    • 👑 **공작 — 세금** +3 · 막을 수 없음
    • 🗡️ **암살자 — 암살** 3개 지불 · 대상이 영향력을 하나 잃음 · 대상은 🌹 백작부인으로 막을 수 있음
    { $characters }
    { "**" }주장**은 블러프일 수 있습니다. 누구나 주장에 **도전**할 수 있습니다: 사실이면 도전한 사람이 영향력을 하나 잃고 카드는 새로 바뀝니다. 거짓이면 주장한 사람이 하나 잃고 행동은 실패합니다(암살의 코인은 돌아옵니다).
    도전이 먼저, 막기는 그다음입니다. 막기에도 도전할 수 있습니다.
    카드 두 장을 모두 잃으면 탈락합니다. 마지막까지 카드를 가진 플레이어가 이깁니다.
rules-reformation = **종교개혁** (이 게임에서 사용)
    모든 플레이어는 🟦 충성파나 🟥 개혁파이며, 판에 표시됩니다: 시작 플레이어가 고르고, 나머지는 시계 방향으로 번갈아 정해집니다.
    살아남은 플레이어들이 갈라져 있는 동안에는 같은 세력의 플레이어에게 { $inquisitor ->
        [yes] 쿠데타, 암살, 강탈, 심문을
       *[no] 쿠데타, 암살, 강탈을
    } 할 수 없고, 그 해외 원조도 막을 수 없습니다. 모두가 같은 세력이 되면 누구든 누구를 대상으로 삼아도 됩니다(개종으로 다시 갈라질 수 있습니다).
    • **개종** 내 세력을 바꾸려면 1개, 다른 플레이어의 세력을 바꾸려면 2개 지불 · 코인은 **국고**로 · 주장이 아니므로 도전도 막기도 불가
    • **횡령** 👑 공작이 **없다고** 주장하고 국고의 코인을 모두 가져감 · 누구나 도전할 수 있음: 공작을 가진 플레이어는 인정해야 하고, 없는 플레이어는 손패 전체를 보여 줄 수 있음(그러면 도전한 사람이 영향력을 하나 잃고, 보여 준 카드는 새로 바뀜)
    팀 승리는 없습니다: 마지막까지 카드를 가진 한 사람이 혼자 이깁니다.
rules-ambassador =
    • ⚓ **사령관 — 강탈** 한 플레이어에게서 2개 가져옴 · 대상은 ⚓ 사령관이나 📜 대사로 막을 수 있음
    • 📜 **대사 — 교환** 2장 뽑고, 가진 수만큼 남기고 나머지는 돌려놓음
rules-inquisitor =
    • ⚓ **사령관 — 강탈** 한 플레이어에게서 2개 가져옴 · 대상은 ⚓ 사령관이나 🔍 심문관으로 막을 수 있음
    • 🔍 **심문관 — 교환** 1장 뽑고, 가진 수만큼 남기고 1장 돌려놓음
    • 🔍 **심문관 — 심문** 다른 플레이어가 직접 고른 카드 1장을 몰래 보여 줌 · 돌려주거나, 궁정 덱의 카드와 교환하게 함 · 채널에는 누가 누구를 심문했는지, 교환을 강요했는지만 표시됨


## Data rights (/coup privacy)

cmd-privacy-name = 개인정보
cmd-privacy-desc = 봇이 저장한 내 정보와 그 삭제
cmd-privacy-show-name = 보기
cmd-privacy-show-desc = 봇이 저장한 내 정보
cmd-privacy-forget-name = 삭제
cmd-privacy-forget-desc = 봇이 나를 잊음, 지난 게임에는 전 플레이어로 남음
former-player = 전 플레이어
privacy-none = 없음
privacy-report = **이 봇이 저장한 내 정보**
    게임에서 쓴 이름: { $names }
    참가한 게임과 대기실: { $games } · 집계된 결과: { $results } · 끝까지 한 시리즈: { $series } · 순위표 행: { $standings }
    알림 설정: { $notify } · 대기 중인 결정의 알림: { $reminders }
    마지막으로 설정을 바꾼 서버: { $settings } · 시작한 시즌: { $seasons }
    `/coup 개인정보 삭제`는 내 설정과 알림을 지우고, 모든 게임에서 내 ID와 이름을 뺍니다. 결과는 다른 플레이어들을 위해 전 플레이어의 것으로 계속 집계됩니다.
privacy-forgotten = 완료했습니다: 봇은 더 이상 나를 알지 못합니다. 지난 게임과 결과에는 내 이름 대신 “전 플레이어”가 표시됩니다.
privacy-confirm = **봇이 나를 잊게 할까요?** 설정과 알림을 지우고 모든 게임에서 내 ID와 이름을 영구히 없앱니다: 내 결과는 전 플레이어의 것으로 다른 사람들에게 계속 집계됩니다. 되돌릴 수 없습니다.
button-forget_me = 나를 잊기
privacy-notify-channel = 게임 채널에서
privacy-notify-dm = DM으로
privacy-notify-off = 알림 없음
no-privacy_seated = 대기실이나 진행 중인 게임에 앉아 있거나, 진행 중인 게임에서 컴퓨터가 내 자리를 맡고 있습니다: 먼저 나가거나(`/coup 나가기`) 그 게임이 끝난 뒤 다시 요청하세요. 끝나지 않은 시리즈도 마찬가지입니다: **시리즈 전체에서 나가기**로 나가세요.

## Replays, awards, predictions and ratings (issue 36)

button-predict = 예측하기
button-guess_bluff = 블러프
button-guess_honest = 진짜
button-replay = 다시 보기
button-board_wins = 승리순
button-board_rating = 평점순
button-board_reads = 예측순
predict-ask = **{ $name }**님의 { $card } 주장은 블러프일까요? 내 예측은 게임이 끝날 때까지 아무도 볼 수 없습니다{ $until }.
predict-kept_bluff = 내 예측: **블러프**. 게임이 끝날 때까지 아무도 볼 수 없으며, 주장에 도전할 수 있는 동안에는 바꿀 수 있습니다.
predict-kept_honest = 내 예측: **진짜**. 게임이 끝날 때까지 아무도 볼 수 없으며, 주장에 도전할 수 있는 동안에는 바꿀 수 있습니다.
no-predict_closed = 그 주장에는 더 이상 도전할 수 없습니다: 이 주장에 대한 예측은 마감되었습니다.
no-predict_seated = 아직 게임 중인 플레이어는 예측할 수 없습니다: 예측은 관전자와 탈락한 플레이어의 몫입니다.
no-replay_running = 그 게임은 아직 진행 중입니다: 끝나면 다시 보기를 할 수 있습니다.
no-replay_cancelled = 그 게임은 끝나기 전에 취소되어 다시 보기가 없습니다.
no-replay_unknown = 이 서버에는 그 번호의 게임이 없습니다(`/coup 이력`에서 내 게임을 볼 수 있습니다).
no-replay_none_here = 이 채널에서 끝까지 진행된 게임이 아직 없습니다(`/coup 이력`에서 내 게임과 번호를 볼 수 있습니다).
no-replay_not_yours = 이 다시 보기는 연 사람만 넘길 수 있습니다: `/coup 다시보기 게임:{ $id }`로 내 것을 여세요.
replay-title = **다시 보기 · 게임 #{ $id }** · { $page }/{ $pages }쪽
replay-hands = 턴이 시작될 때 모두의 손패:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· 공개됨: { $cards }
replay-hand_out = • ~~{ $name }~~ · 탈락 · { $revealed }
replay-no_cards = 숨긴 카드 없음
replay-drawn = 🔒 { $name }님이 { $cards } 카드를 뽑습니다.
replay-kept = 🔒 { $name }님이 { $cards } 카드를 남깁니다.
replay-replace = 🔒 { $name }님이 대신 { $card } 카드를 뽑습니다.
replay-redraw = 🔒 { $name }님이 보여 준 카드 대신 { $card } 카드를 뽑습니다.
replay-shown = 🔒 { $target }님이 { $name }님에게 { $card } 카드를 보여 줍니다.
replay-draft_options = 🔒 { $name }님이 { $cards } 중에서 고릅니다.
replay-drafted = 🔒 { $name }님이 { $card } 카드를 남깁니다.
replay-bluff = { " " }— 🎭 **블러프**
over-awards = **수상**
award-bluffer = 🎭 가장 대담한 블러프: { $names }(들키지 않고 연속 { $n }번)
award-reader = 🔍 가장 날카로운 눈: { $names }(간파한 블러프와 통한 막기 { $n }번)
award-blunder-challenge = 💸 가장 비싼 실수: { $name }, { $turn }턴: 진짜 주장에 도전(카드 { $n }장 잃음)
award-blunder-bluff = 💸 가장 비싼 실수: { $name }, { $turn }턴: 블러프가 들킴(카드 { $n }장 잃음)
award-blunder_out = { " " }— 그리고 탈락
award-fastest = ⚡ 가장 빠른 결정: { $names }(결정당 { $seconds }초)
award-slowest = 🐢 가장 느린 결정: { $names }(결정당 { $seconds }초)
over-predictions = 🔮 **예측**(적중/예측 수): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = 대담한 블러프
chart-award-reader = 날카로운 눈
chart-award-blunder = 비싼 실수
chart-award-fastest = 가장 빠름
chart-award-slowest = 가장 느림
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **실력 평점 · { $season }** ({ $page }/{ $pages }쪽)
board-title_reads = **날카로운 눈 · { $season }** ({ $page }/{ $pages }쪽)
board-empty_rating = 이번 시즌에 아직 아무도 { $n }게임을 하지 않았습니다.
board-empty_reads = 이번 시즌에 아직 아무도 예측하지 않았습니다.
board-row_rating = { $rank }. { $name } · { $rating } · { $games }게임
board-row_reads = { $rank }. { $name } · 적중: **{ $right }**/{ $made } ({ $rate })
board-rating_help = 평점은 게임에서 드러난 실력에서 그 불확실성(±)의 세 배를 뺀 값입니다. 시즌에 { $n }게임을 하면 순위에 오릅니다.
board-computer_rating = • { $level }: { $rating } · { $games }게임
stats-awards = 수상: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = 예측 적중: { $right }/{ $made }
stats-rating = 이번 시즌 평점: { $rating } ({ $games }게임)
history-replay = 아래에서 고르면 모든 카드를 펼쳐 다시 볼 수 있습니다.
select-replay = 게임 다시 보기(모든 카드 공개)
history-pick = 게임 #{ $id } · { $players }명 중 { $finish }위

## The one-screen form of /coup new (issue 37)
form-title = 새 Coup 게임
form-mode = 진행 방식
form-live = 실시간: 몇 초 안에 응답
form-async = 비동기: 응답까지 몇 시간
form-length = 응답 시간(비동기 게임)
form-length_help = 차례는 그 세 배 길이입니다. 실시간 게임은 초 단위로 응답합니다.
form-length_default = 서버 설정({ $length })
form-hours = { $n }시간
form-variant = 변형
form-draft = 드래프트: 두 플레이어가 각자 카드를 고릅니다
form-expansions = 확장
form-reformation = 종교개혁: 진영, 개종, 횡령
form-inquisitor = 심문관: 대사를 대신합니다
form-more = 그 밖에
form-series = 3게임 시리즈(2~6명)
form-thread = 새 전용 스레드에서 하기
no-form_value = 양식의 “{ $option }”에 그런 선택지가 없습니다. `/coup 새게임`으로 다시 여세요.

## Play outside a server (issue 37)
no-dm_live_only = 서버 밖에서는 실시간 게임만, 바로 이 대화에서 할 수 있습니다. 비동기 게임과 스레드는 없습니다.
no-time_ran_out = ⏰ 클릭하기 전에 이미 시간이 다 되었습니다. 지금 게임 상황입니다.
board-dm_clock = 지난 시간은 다음 클릭 때 적용됩니다
rules-dm = **그룹 DM이나 친구끼리의 DM에서는**
    여기서는 누군가 클릭하거나 명령어를 입력할 때만 봇이 말합니다. 그래서:
    • 실시간 게임만 합니다(비동기 게임, 스레드, 알림 없음).
    • 각 결정은 그 결정을 내린 클릭에 대한 응답에 표시됩니다.
    • 시간이 다 된 결정은 게임에서 다음에 클릭할 때 정해집니다. 아무 버튼이나 누르세요.
