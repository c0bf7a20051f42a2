### Japanese: every message the bot shows (see en.ftl for the English originals).
###
### Register: the log and the board are written short and plain, as a game's record
### ("ボブが徴税（+3）を宣言。"); what the bot says to one player is polite (です・ます), and
### buttons are short nouns or verbs. No pronoun for the reader where Japanese needs none.
### The characters are 公爵, 暗殺者, 船長, 大使, 伯爵夫人 and 審問官; the actions 収入,
### 対外援助, クーデター, 徴税, 暗殺, 強奪, 交換, 改宗, 横領 and 審問; a claim is 宣言, to
### challenge is チャレンジ, to block is ブロック, the deck is 宮廷の山札, the Treasury Reserve
### 国庫.
###
### Japanese has no plural: a count is a number and its counter (コイン{ $n }枚, { $n }ターン),
### and every message that counts has the one CLDR category, other. Particles never change
### with the word before them, so a name, card or action fills any place.
### The slash commands named in a sentence are given by their Japanese names (cmd-*).

## The game's nouns

card-Duke = 公爵
card-Assassin = 暗殺者
card-Captain = 船長
card-Ambassador = 大使
card-Contessa = 伯爵夫人
card-Inquisitor = 審問官
action-income = 収入
action-foreign_aid = 対外援助
action-coup = クーデター
action-tax = 徴税
action-assassinate = 暗殺
action-steal = 強奪
action-exchange = 交換
action-convert = 改宗
action-embezzle = 横領
action-examine = 審問
coins = コイン{ $n }枚
list-join = { $head }、{ $last }
level-easy = かんたん
level-normal = ふつう
level-hard = むずかしい
computer-name = { $name }（{ $level }）
computer-stand_in = { $name }（{ $level }、{ $person }の代わり）
mode-live = ライブ
mode-async = 非同期
variant-standard = 標準
variant-draft = ドラフト
card-no_duke = 「{ $duke }なし」
option-reformation = 宗教改革
option-inquisitor = 審問官

## The game's log

turn-title = **ターン{ $n }** · { $name }
turn-draft = **ドラフト** · 2人、7枚のカード
log-start = { $n }人でゲーム開始。**{ $name }**から始めます。
log-drafted = { $name }がカードを選んだ。
log-turn = ターン{ $n }：{ $name }。
log-turn_word = ターン
log-title = **ゲームログ** · { $page }/{ $pages }ページ
log-declare-foreign_aid = { $name }が対外援助（+2）を求める。
log-declare-coup = { $name }がコイン7枚を払い、{ $target }に**クーデター**。
log-declare-tax = { $name }が{ $card }を宣言 — 徴税（+3）。
log-declare-assassinate = { $name }が{ $card }を宣言し、コイン3枚を払って{ $target }を暗殺しようとする。
log-declare-steal = { $name }が{ $card }を宣言し、{ $target }から強奪しようとする。
log-declare-exchange = { $name }が{ $card }を宣言し、宮廷の山札とカードを交換しようとする。
log-declare-examine = { $name }が{ $card }を宣言し、{ $target }を審問しようとする。
log-declare-embezzle = { $name }が👑 **公爵**を持っていないと宣言し、国庫を横領する。
log-declare-convert = { $name }が{ $coins }を国庫に払い、{ $target }を改宗させる。
log-declare-convert_self = { $name }が{ $coins }を国庫に払い、もう一方の派閥に改宗する。
log-faction_choice = カードが配られた。**{ $name }**が卓の派閥を選び、残りは交互に続く。
log-faction = { $name }は{ $faction }。
log-embezzled = { $name }が国庫から{ $coins }を受け取る。
log-show = { $target }が{ $name }にカードを1枚、こっそり見せる。
log-give_back = { $name }が{ $target }にカードを返す。
log-force_exchange = { $name }は{ $target }が見せたカードを交換させる：{ $target }は宮廷の山札から新しいカードを引く。
log-prove_hand = { $name }が手札をすべて公開：{ $cards } — 公爵なし、宣言は成立。カードは宮廷の山札に戻り、{ $name }は同じ枚数を引く。
log-gain = { $name }が{ $coins }を受け取る。
log-steal = { $name }が{ $target }から{ $coins }を奪う。
log-refund = { $name }に{ $coins }が戻る。
log-challenge = ⚔️ { $name }が{ $target }の{ $card }にチャレンジ！
log-prove = { $name }が{ $card }を公開：宣言は成立。カードは宮廷の山札に戻り、{ $name }は代わりを1枚引く。
log-concede = { $name }は{ $card }を見せない：宣言は失敗。
log-concede_no_duke = { $name }は手札を見せない：「{ $duke }なし」の宣言は失敗。
log-block = 🛡️ { $name }が{ $card }でブロック。
log-blocked = { $name }の{ $action }はブロックされた。
log-reveal = { $name }が影響力を1つ失う：{ $card }が公開された。
log-eliminate = 💀 { $name }は脱落。
log-exchange = { $name }が宮廷の山札からカードを{ $n }枚引く。
log-exchanged = { $name }がカードを{ $n }枚戻す。宮廷の山札が切り直される。
log-no_effect = { $action }は効果なし：{ $target }はすでに脱落している。
log-cancelled = { $name }の{ $action }は取り消された。
log-timeout-window = ⏰ 時間切れ：ほかに誰も応じなかったので、そのまま通る。
log-timeout-challenge = ⏰ 時間切れ：{ $name }の{ $card }に誰もチャレンジしなかった。
log-timeout-block = ⏰ 時間切れ：誰も{ $action }をブロックしなかったので、そのまま通る。
log-timeout-player = ⏰ { $name }は時間切れ。
log-forfeit = 🏳️ { $name }が投了。
log-forfeit_cards = 🏳️ { $name }が投了し、カードを表にする：{ $cards }。
log-more_time = ⏳ { $name }が延長を求めた：新しい期限は{ $until }。
log-departed = 🚪 { $name }がサーバーを去ったため投了。
log-autopilot = ⏰ { $name }は時間切れ。コンピューターが代わりに決定（オートパイロット）。
log-autopilot_allow = ⏰ { $name }は時間切れ。見送り（オートパイロット）。
log-handed_off = 🤖 { $name }が席を引き継ぐ。カードとコインはそのまま。
log-table_cancelled = 🛑 { $name }がゲームを中止した。
log-table_cancelled_moderator = 🛑 モデレーターがゲームを中止した。

## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }または{ " " }
await-action = **{ $name }**さん、アクションを選んでください{ $until }
await-challenge = { $name }の{ $card }にチャレンジまたは許可{ $until } · 待機中：{ $who }
await-block = { $cards }でブロック、または許可{ $until } · 待機中：{ $who }
await-prove = **{ $name }**は{ $card }を見せるか、カードを1枚失う{ $until }
await-prove_hand = **{ $name }**は手札をすべて見せる（公爵なし）か、カードを1枚失う{ $until }
await-faction = **{ $name }**が卓の派閥を選んでいます{ $until }
await-show = **{ $name }**が{ $actor }にこっそり見せるカードを選んでいます{ $until }
await-examine = **{ $name }**が判断中：{ $target }にカードを返すか、交換を強制するか{ $until }
await-must_coup = **{ $name }**はコインが10枚以上：クーデターしかできません{ $until }
await-lose = **{ $name }**は失うカードを選ばなければなりません{ $until }
await-exchange = **{ $name }**が残すカードを選んでいます{ $until }
await-draft = 各プレイヤーが自分の組からカードを1枚選びます{ $until } · 待機中：{ $who }
await-over = ゲーム終了。

## The board

board-out = 脱落
board-court = 宮廷の山札：{ $n }枚
board-footer = { $mode }ゲーム · { $variant }
board-footer_options = { $footer } · { $options }
board-reserve = 国庫：{ $coins }
board-auto = ⏩ ほかの人の宣言で待たないプレイヤー：{ $names }
board-factions = 派閥：{ $loyalist } · { $reformist }
board-reunified = { " " }— 残った全員が同じ派閥：誰でも対象にできます

## Buttons

button-challenge = チャレンジ
button-allow = 許可
button-block = ブロック（{ $card }）
button-cards = 自分のカード
button-more_time = 延長
button-lose = 失うカードを選ぶ
button-prove = 見せるか、失うか
button-exchange = 残すカードを選ぶ
button-draft = カードを選ぶ
button-show_card = 見せるカードを選ぶ
button-examine = カードを見て判断
button-show_hand = 手札をすべて見せる（公爵なし）
button-give_back = 返す
button-force_exchange = 交換を強制
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = { $card }を見せる
button-lose_card = { $card }を失う
button-pick = { $card }を残す
button-join = 参加
button-leave = 退出
button-start = 開始
button-cancel = 中止
button-forfeit = このゲームを投了
button-abandon_series = シリーズ全体から抜ける
button-auto_on = 自分を待たない
button-auto_off = また自分を待つ
button-autopilot_on = 時間切れのときはオートパイロット
button-autopilot_off = オートパイロットを切る
button-handoff = 自分の席をコンピューターに譲る
button-rematch = 再戦
select-target = { $action }：プレイヤーを選択
select-keep = ちょうど{ $n }枚残してください
select-in_hand = 手札
select-drawn = 引いたカード
select-convert_self = { $name }（自分）
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = あなたのカード：{ $cards }
hand-not_picked = まだカードを選んでいません。
hand-none = 伏せたカードはもう残っていません。
hand-revealed = 公開済み：{ $cards }
hand-coins = コイン：{ $n }
hand-drawn = 宮廷の山札から引いたカード：{ $cards }
hand-auto_on = ⏩ このゲームの残りは、あなたが出したものでもあなたを狙ったものでもない宣言やアクションは、あなたを待たずに進みます。
hand-autopilot_on = 🤖 オートパイロットがオンです：時間切れになると、コンピューターが代わりに決定します（逃したターンは引き続き数えられます）。
hand-faction = あなたの派閥：{ $faction }
hand-examined = { $target }が見せたカード：{ $card }
hand-showed = { $actor }に見せたカード：{ $card }
hand-redrawn = 強制交換（ターン{ $turn }）：{ $shown }を渡し、{ $drawn }を引きました。
private-until = { " " }（{ $when }）
private-lose = **影響力を1つ失います。表にするカードを選んでください**{ $until }。
private-prove = あなたの{ $card }にチャレンジされました！見せる（新しいカードと入れ替わります）か、好きなカードを1枚失ってください{ $until }。
private-prove_hand = 公爵を持っていないという宣言にチャレンジされました！手札をすべて全員に見せる（公爵がなければチャレンジした側がカードを1枚失い、あなたは新しいカードを引きます）か、好きなカードを1枚失ってください{ $until }。
private-prove_duke = 公爵を持っていないという宣言にチャレンジされましたが、公爵を持っています。手札は見せられないので、好きなカードを1枚失ってください{ $until }。
private-faction = **派閥を選んでください**。時計回りで次のプレイヤーがもう一方を取り、以降は交互です{ $until }。
private-show = **{ $actor }に見せるカードを選んでください**。見えるのはお二人だけです{ $until }。
private-examine = **カードを返す**か、{ $target }にそのカードを宮廷の山札のカードと交換させるか、選んでください{ $until }。
private-exchange = **このうち{ $n }枚を残してください**。残りは宮廷の山札に戻ります{ $until }。
private-draft = **自分の組から残すカードを選んでください**。残りの4枚は誰にも見られずにゲームから除かれます{ $until }。
private-target = **{ $action }**：プレイヤーを選んでください{ $until }。
done-reveal = { $card }を表にしました。
done-prove = { $card }を見せました。代わりのカードは{ $new }です。
done-concede = 見せずに{ $card }を失いました。
done-keep = { $cards }を残します。
done-prove_hand = 手札（{ $cards }）を見せました。新しいカードは{ $new }です。
done-show = { $actor }に{ $card }を見せました。
done-give_back = カードを返しました。
done-force_exchange = 交換を強制しました。
done-draft = { $card }を残します。
done-target = { $target }に{ $action }。
done-convert = { $coins }を国庫に払いました：{ $target }は{ $faction }になりました。
done-convert_self = { $coins }を国庫に払いました：あなたは{ $faction }になりました。
done-now = 現在：{ $what }
done-over = ゲームは終了しました。

## The lobby

lobby-title = **Coupロビー** · { $mode } · { $variant }
lobby-rematch = { " " }· 再戦：前回の勝者から開始
lobby-seats = 席順のプレイヤー：
lobby-host = { " " }（ホスト）
lobby-autopilot = 🤖 全員にオートパイロット：プレイヤーが時間切れになると、コンピューターが代わりに決定します。
lobby-help = **参加**を押して席に着いてください。ホストが**開始**を押します（2〜10人）。
lobby-help_series = **参加**を押して席に着いてください。ホストが**開始**を押します（シリーズは2〜6人）。
lobby-help_draft = **参加**を押して席に着いてください。ホストが**開始**を押します（ドラフトはちょうど2人）。
lobby-started = **Coup** · { $mode } · { $variant } — ゲームが始まりました。
lobby-cancelled = **Coup** · { $mode } · { $variant } — ゲームは中止されました。
lobby-finished = **Coup** · { $mode } · { $variant } — ゲームは終了しました。
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — ロビーは中止されました。

## The end of a game

over-winner = 🏆 **{ $name }の勝利**（{ $turns }ターン）。
over-bluffs = 今だから明かせるブラフ：
over-bluff-action = ターン{ $turn }：{ $name }は{ $card }を持たずに宣言した{ $caught }。
over-bluff-block = ターン{ $turn }：{ $name }は{ $card }を持たずにブロックした{ $caught }。
over-bluff-embezzle = ターン{ $turn }：{ $name }は{ $duke }を持っていたのに、持っていないと宣言した{ $caught }。
over-bluff-caught = { " " }— 見破られた
over-no_bluffs = ブラフは一つもなかった。
status-last_game = ここでは今ゲームは行われていません。前回のゲーム：
status-cancelled = 終わる前に中止されました。
over-rematch = ホストは同じメンバーで再戦を始められます。勝者から開始します。
series-standing = **シリーズ** · 3ゲーム中{ $done }ゲーム終了 · 勝利数：{ $wins } · 次のゲームは{ $starter }から。
series-next_help = 全員の準備ができたら、ホストが**次のゲーム**を押します。
series-game_stand_in = 第{ $k }ゲーム：席を引き継いだコンピューターが{ $turns }ターンで勝利（シリーズでは誰の勝利にもならない）。
series-game = 第{ $k }ゲーム：**{ $name }**が{ $turns }ターンで勝利。
series-won = 🏆 **{ $name }がシリーズ優勝**（{ $n }勝）！
series-shared = 🤝 **{ $names }がシリーズを分け合う**（各{ $n }勝）。
series-abandoned = { $name }が抜けたため、シリーズは打ち切り。ここまでの勝利数：{ $wins }。優勝者なし。
series-cancelled = シリーズは中止されました。
series-lobby = { " " }· 3ゲームのシリーズ
series-left = { $name }がシリーズから抜けた：ここまでの勝利数のまま打ち切り、優勝者なし。
leave-confirm_game = ゲームから抜けますか？投了となり、カードはすべて表になって脱落します。確定するにはボタンを押してください。押さなければ何も起きません。
leave-or_series = シリーズでは、投了で負けるのはこのゲームだけです。シリーズ全体から抜けると全員にとって打ち切りとなり、優勝者は出ません。
leave-or_handoff = または、席をコンピューターに譲ることもできます：このゲームの残りをあなたのカードとコインでプレイし、結果はあなたではなくコンピューターのものになります。
leave-confirm_series = シリーズから抜けますか？ここまでの勝利数のまま打ち切りとなり、優勝者は出ません。確定するにはボタンを押してください。押さなければ何も起きません。
ok-left_series = シリーズから抜けました。
series-cancelled_by = { $name }がシリーズを中止しました。
button-next_game = 次のゲーム
chart-coins = コイン
chart-cards = カード
chart-turn = ターン
chart-winner = 勝者
chart-player = プレイヤー{ $n }

## Standings

board-title = **ランキング · { $season }**（{ $page }/{ $pages }ページ）
board-empty = このシーズンはまだ誰もゲームを終えていません。
board-row = { $rank }. { $name } · { $games }戦**{ $wins }**勝（{ $rate }）{ $series }
board-series = { " " }· シリーズ優勝{ $won } · 分け合い{ $shared }
board-computers = コンピューター（順位外）：
board-computer_row = • { $level }：{ $games }戦{ $wins }勝（{ $rate }）
stats-title = **{ $name }** · { $scope }
stats-all_time = このサーバーの全シーズン
stats-games = ゲーム数：{ $games } · 勝利：{ $wins }（{ $rate }） · 平均順位：{ $finish }
stats-series = シリーズ：{ $played } · 優勝{ $won } · 分け合い{ $shared } · 打ち切り{ $abandoned }
stats-challenges = チャレンジした回数：{ $made } · 成功：{ $won }
stats-bluffs = 宣言：{ $claims } · ブラフ：{ $bluffs } · 見破られた：{ $caught }
stats-blocks = ブロック：{ $n }
stats-never = { $name }はこのサーバーでまだゲームを終えていません。
history-title = **{ $name }** · このサーバーでの最近のゲーム
history-won = { $when } · 🏆 勝利（{ $players }人、{ $turns }ターン）{ $series } · { $link }
history-lost = { $when } · { $players }人中{ $finish }位（{ $turns }ターン）{ $series } · { $link }
history-in_series = { " " }· シリーズ第{ $k }ゲーム
history-series_title = シリーズ：
history-series-won = { $when } · { $wins }勝でシリーズ優勝 · { $channel }
history-series-shared = { $when } · { $wins }勝でシリーズを分け合った · { $channel }
history-series-lost = { $when } · シリーズ敗退（{ $wins }勝） · { $channel }
history-series-abandoned = { $when } · シリーズ打ち切り（それまで{ $wins }勝） · { $channel }
season-unknown = このサーバーにシーズン{ $n }はありません。`/coup シーズン 一覧`で確認できます。
season-started = { $by }が**{ $name }**（シーズン{ $n }）を開始しました。過去のシーズンは`/coup ランキング シーズン:`で引き続き見られます。
season-list = **シーズン**（新しい順）：
season-row = { $n }. { $name } · { $when }から
season-none = まだシーズンはありません。ここで最初のゲームが行われるとシーズン1が始まります。

## Reminders

remind-channel = ⏰ リマインダー：{ $what }
remind-dm =
    ⏰ **{ $server }**からのリマインダー：{ $what }
    { $link }
remind-channel_last = ⏰ 最後のリマインダー、まもなく時間切れです：{ $what }
remind-dm_last =
    ⏰ **{ $server }**からの最後のリマインダー、まもなく時間切れです：{ $what }
    { $link }

## A server's games and settings

games-title = **このサーバーのゲーム**（{ $n }）
games-title_mine = **あなたを待っているゲーム**（{ $n }）
games-lobby = • ロビー · { $n }人 · { $mode } · { $link }
games-running = • ターン{ $turn } · 残り{ $n }人 · { $mode } · 待機中：{ $who } { $until } · { $link }
games-more = …ほか{ $n }件。
games-none = このサーバーで開いているゲームやロビーはありません。`/coup 新規`で始めましょう。
games-none_mine = あなたを待っているゲームはありません。
notify-channel = 非同期ゲームで判断を待たれているときは、ゲームのチャンネルでメンションしてお知らせします。
notify-dm = 非同期ゲームで判断を待たれているときは、ダイレクトメッセージでお知らせします（DMを受け付けていなければチャンネルで）。
notify-off = 非同期ゲームのリマインダーは届きません。
settings-title = **このサーバーのCoup設定**（新しいゲームの既定値）
settings-mode = モード：{ $mode } · ゲームごとのスレッド：{ $thread }
settings-live = ライブ：宣言への応答に{ $window }、手番に{ $turn }
settings-async = 非同期：宣言への応答に{ $window }、手番に{ $turn }
settings-missed = 投了になるまでの連続放置ターン数：{ $n }
settings-expansions = 拡張：{ $expansions }
settings-computers = オートパイロットの許可：{ $autopilot } · 抜ける人が席をコンピューターに譲れる：{ $handoff }
settings-replays = リプレイをチャンネル全員に公開：{ $public }
settings-none = なし
settings-channels = ゲームを開けるチャンネル：{ $channels }
settings-any_channel = すべて
settings-language = 公開メッセージの言語：{ $language }
settings-server_language = サーバーの言語
settings-yes = はい
settings-no = いいえ
settings-saved = 保存しました。
no-duration = `{ $option }`：「{ $value }」は10秒〜72時間の長さではありません（30s、5m、8h、1h30mのように書いてください）。
no-settings_nothing = 変更する項目がありません。オプションを少なくとも1つ指定してください。
no-settings_channel = このサーバーのテキストチャンネルを指定してください。

## Answers to commands

ok-joined = 参加しました：{ $n }番の席です。
ok-left_lobby = ロビーから抜けました。
ok-forfeited = ゲームを投了しました。
ok-handed_off = あなたの席でコンピューターがプレイを続けます。
ok-started = ゲーム開始です。
ok-cancelled = { $name }が{ $what }を中止しました。
ok-what-lobby = ロビー
ok-what-game = ゲーム
ok-added_computer = { $level ->
        [easy] コンピューター（かんたん）を追加しました。
        [hard] コンピューター（むずかしい）を追加しました。
       *[normal] コンピューター（ふつう）を追加しました。
    }
ok-removed_computer = コンピューターを1人外しました。

## Refusals

no-table = このチャンネルにはCoupのロビーもゲームもありません。`/coup 新規`で始めましょう。
no-dm = Coupはダイレクトメッセージではなく、サーバーのチャンネルで遊びます。
no-busy = このチャンネルにはすでにCoupのロビーかゲームがあります。先に終わらせるか`/coup 中止`するか、別のチャンネルを使ってください。
no-busy_rematch = このチャンネルにはすでに新しいロビーかゲームがあります。
no-not_player = このゲームはほかのプレイヤーたちのものです。
no-not_in_lobby = このロビーに参加していません。
no-already_in = すでにこのロビーに参加しています。
no-full = このロビーは満員です（{ $n }人）。
no-series_full = シリーズは2〜6人用です：このロビーは満員です（{ $n }人）。
no-started = ゲームはもう始まっています。次のゲームに参加してください。
no-closed = このロビーは締め切られました。
no-gone = このロビーはもう存在しません。
no-over = このゲームは終了しています。
no-not_running = このゲームはもう進行していません。
no-out_of_date = この表示は古くなっています：ゲームはもう先に進みました。
no-moved_on = その間にゲームが進みました。何も変更されていません。もう一度確認してやり直してください。
no-maybe_saved = 保存されていない可能性があります。データベースとの接続が切れました。データベースが再び応答しだい、保存された内容がゲームに表示されます。
no-already_challenged = { $name }がすでにこの宣言にチャレンジしています。
no-out = あなたはこのゲームから脱落しています。
no-not_yours = これはあなたの判断ではありません：ゲームは{ $who }を待っています。
no-not_your_turn = あなたの手番ではありません。{ $name }の手番です。
no-not_option = その選択肢はありません。
no-one_option = 選択肢をちょうど1つ選んでください。
no-once_each = 同じカードは1回までしか選べません。
no-nothing_to_block = 今ブロックできるものはありません。
no-exchange_over = この交換は終わっています。
no-not_a_button = このボタンはボットが知っているどのゲームのものでもありません。
no-other_channel = このボタンは別のチャンネルのゲームのものです。
no-host-start = ゲームを開始できるのはホストだけです。
no-host-rematch = 再戦を始められるのはホストだけです。
no-host-addbot = コンピューターを追加できるのはホストだけです。
no-host-removebot = コンピューターを外せるのはホストだけです。
no-host_or_manager = 中止できるのはホストか、サーバー管理権限を持つメンバーだけです。
no-rematch_finished = 再戦は終了したゲームの後にしかできません。
no-not_started_yet = ゲームはまだ始まっていません。
no-not_playing = あなたはこのゲームに参加していません。
no-min_players = Coupには2人以上必要です：誰かが参加するのを待つか、`/coup ボット追加`でコンピューターを加えてください。
no-draft_two = ドラフトはちょうど2人用です。
no-no_computer = このロビーにコンピューターはいません。
no-move = その手は今は指せません。
no-option_value = `{ $option }`：その値は使えません。
no-subcommand = これはコマンドのグループです：その中から1つ選んでください（`/coup`のメニューに一覧があります）。
no-unknown_option = このコマンドに`{ $option }`というオプションはありません。Discordに表示されているなら、コマンド一覧が古くなっています：1分後にもう一度試してください。
db-readonly = データベースファイルが読み取り専用です
db-full = ディスクがいっぱいです
db-io = データベースファイルの読み書きができませんでした
db-locked = データベースが別のプログラムにロックされています
db-damaged = データベースファイルが壊れています
db-failed = データベースでエラーが起きました
perm-view_channel = チャンネルを見る
perm-embed_links = 埋め込みリンク
perm-send_messages = メッセージを送信
perm-create_public_threads = 公開スレッドの作成
perm-send_messages_in_threads = スレッドでメッセージを送信
season-default = シーズン{ $n }
no-log = このチャンネルではまだゲームが行われていません。
no-manage_server = それができるのはサーバー管理権限を持つメンバーだけです。
no-autopilot_server_off = このサーバーではオートパイロットが許可されていません：サーバー管理権限を持つメンバーがサーバーの設定で許可できます。
no-autopilot_off = このゲームではオートパイロットが許可されていません：サーバー管理権限を持つメンバーがサーバーの設定で許可できます（それ以降に開くゲームから）。
no-handoff_off = このゲームでは席をコンピューターに譲ることが許可されていません：サーバー管理権限を持つメンバーがサーバーの設定で許可できます（それ以降に開くゲームから）。
no-channel_not_allowed = このサーバーのCoupのゲームは{ $channels }で行います（`/coup 設定`）。
no-series_busy = このチャンネルはシリーズの途中です：先に終わらせるか（`/coup 中止`するか）、別のチャンネルを使ってください。
no-series_size = シリーズは2〜6人用です。このロビーは{ $n }人です。単発のゲームを始めてください。
no-series_over = このシリーズは終了しています。
no-series_next_started = このシリーズの次のゲームはもう始まっています。
no-host-next = シリーズの次のゲームを始められるのは、ホスト（またはサーバー管理権限を持つメンバー）だけです。
no-more_time_not_awaited = 延長を求められるのは、ゲームが待っているプレイヤーだけです。
no-more_time_used = このゲームではすでに一度延長しています。
no-target_self = 自分自身は対象にできません。
no-target_out = 対象はまだゲームに残っているプレイヤーでなければなりません。
no-target_poor = { $name }には奪えるコインがありません。
no-keep_exactly = 持っている枚数（{ $n }枚）ちょうどを残してください。
no-answered = もう応答しています。
no-own_claim = これはあなた自身の宣言です：応じるのはほかのプレイヤーです。
no-only_target = これをブロックできるのは{ $name }だけです。
no-failed_block = ブロックに失敗したので、このアクションはもうブロックできません。
no-block_same_faction = { $name }はあなたと同じ派閥（{ $faction }）です：卓が割れている間は、その対外援助をブロックできません。
no-target_same_faction = { $name }はあなたと同じ派閥（{ $faction }）です：卓が割れている間は対象にできません。
no-block_card = { $action }をブロックできるのは{ $cards }だけです。
no-action_not_in_game = このゲームでは{ $action }は使われません。
no-character_not_in_game = このゲームに{ $card }はいません。
no-card_not_held = そのための{ $card }を伏せて持っていません。
no-duke_held = 公爵を持っているので、持っていないことは証明できません。
no-wrong_step = それは今ゲームが待っていることへの応答ではありません。
no-takes_no_target = { $action }に対象はありません。
faction-loyalist = 忠誠派
faction-reformist = 改革派
no-nothing_waits = 今あなたを待っているものはありません。
no-option = `{ $option }`は次のいずれかでなければなりません：{ $choices }。
no-option_range = `{ $option }`は{ $low }から{ $high }までの整数でなければなりません。
no-option_text = `{ $option }`は{ $n }文字以内のテキストでなければなりません。
no-hours_live = `時間`は非同期ゲーム用です。ライブゲームは秒単位で応答します。
no-permissions = ここではゲームを開けません：このチャンネルで{ $perms }の権限が必要です。
no-unknown_command = そのコマンドは知りません。ゲームのルールは`/coup ルール`、ほかは`/coup`のメニューにあります。
no-outdated_command = Discordがまだこのボットのコマンドを更新中です。1分後にもう一度試してください。
no-saved_retry = こちら側で問題が起きました。ゲームは保存されています。もう一度試すか、`/coup 状況`を使ってください。
no-unchanged_retry = こちら側で問題が起きました。何も変更されていません。少ししてからもう一度試してください。
no-database = ゲームを保存できませんでした（{ $why }）。何も変更されていません。少ししてからもう一度試してください。
why = { $text }
why-must_coup = コインが{ $n }枚あります：クーデターしかできません。
why-coins = { $action }にはコインが{ $need }枚必要です。今は{ $n }枚です。
why-steal = 奪えるコインを持っている人がいません。
why-other = 今はそれはできません。

## Slash commands

# Descriptions: 45 characters at most, in every language: Discord counts each field of the
# whole /coup command by its longest translation (tests/bot/test_locales.py).

cmd-coup-name = coup
cmd-coup-desc = このチャンネルでCoupを遊ぶ
cmd-new-name = 新規
cmd-new-desc = このチャンネルにCoupのロビーを開く
cmd-new-mode-name = モード
cmd-new-mode-desc = ライブ：30秒で応答、非同期：数時間で応答
cmd-new-mode-live = ライブ
cmd-new-mode-async = 非同期
cmd-new-variant-name = 形式
cmd-new-variant-desc = 標準、またはドラフト（2人がカードを選ぶ）
cmd-new-variant-standard = 標準
cmd-new-variant-draft = ドラフト
cmd-new-hours-name = 時間
cmd-new-hours-desc = 非同期：宣言への応答時間（既定8時間）
cmd-new-thread-name = スレッド
cmd-new-thread-desc = 専用の新しいスレッドで遊ぶ（1チャンネルで複数ゲーム）
cmd-new-series-name = シリーズ
cmd-new-series-desc = 同じメンバーで3ゲームのシリーズ（2〜6人）
cmd-new-reformation-name = 宗教改革
cmd-new-reformation-desc = 拡張「宗教改革」：派閥、改宗、横領
cmd-new-inquisitor-name = 審問官
cmd-new-inquisitor-desc = 審問官が大使の代わりに入る
cmd-new-autopilot-name = オートパイロット
cmd-new-autopilot-desc = 全員にオートパイロット
cmd-join-name = 参加
cmd-join-desc = このチャンネルのロビーで席に着く
cmd-leave-name = 退出
cmd-leave-desc = ロビーから抜ける、または進行中のゲームを投了する
cmd-start-name = 開始
cmd-start-desc = ゲームを始める（ホストのみ）
cmd-cancel-name = 中止
cmd-cancel-desc = このチャンネルのロビーかゲームを中止（ホストか管理者）
cmd-hand-name = 手札
cmd-hand-desc = 自分のカードとコインを見る（自分にだけ表示）
cmd-status-name = 状況
cmd-status-desc = このチャンネルのゲームの盤面を表示
cmd-log-name = ログ
cmd-log-desc = このゲームの公開記録をターンごとに（自分にだけ表示）
cmd-log-page-name = ページ
cmd-log-page-desc = 表示するページ（既定：最新）
cmd-rules-name = ルール
cmd-rules-desc = Coupのルール早見表（自分にだけ表示）
cmd-addbot-name = ボット追加
cmd-addbot-desc = ロビーにコンピューターを加える（ホストのみ）
cmd-addbot-level-name = レベル
cmd-addbot-level-desc = かんたん：ブラフしない、むずかしい：先読みもする
cmd-addbot-level-easy = かんたん
cmd-addbot-level-normal = ふつう
cmd-addbot-level-hard = むずかしい
cmd-removebot-name = ボット削除
cmd-removebot-desc = 最後に加えたコンピューターを外す（ホストのみ）
cmd-leaderboard-name = ランキング
cmd-leaderboard-desc = このサーバーのランキング（どのシーズンも）
cmd-leaderboard-season-name = シーズン
cmd-leaderboard-season-desc = シーズン番号（既定：今シーズン）
cmd-leaderboard-page-name = ページ
cmd-leaderboard-page-desc = 表示するページ（1ページ10人）
cmd-stats-name = 戦績
cmd-stats-desc = メンバーの勝利、ブラフ、表彰、レーティング
cmd-stats-member-name = メンバー
cmd-stats-member-desc = 誰の戦績か（既定：自分）
cmd-stats-season-name = シーズン
cmd-stats-season-desc = 1シーズンだけ（既定：全シーズン）
cmd-history-name = 履歴
cmd-history-desc = 最近のゲームとシリーズ（リプレイ付き）
cmd-history-member-name = メンバー
cmd-history-member-desc = 誰の履歴か（既定：自分）
cmd-replay-name = リプレイ
cmd-replay-desc = 終わったゲームを全員の手札を表にして見直す
cmd-replay-game-name = ゲーム
cmd-replay-game-desc = ゲーム番号（既定：このチャンネルの最後のゲーム）
cmd-season-name = シーズン
cmd-season-desc = このサーバーのランキングのシーズン
cmd-season-new-name = 新規
cmd-season-new-desc = 新しいシーズンを始める（サーバー管理）
cmd-season-new-name-name = 名前
cmd-season-new-name-desc = シーズンの名前（既定：シーズンN）
cmd-season-list-name = 一覧
cmd-season-list-desc = このサーバーの全シーズン
cmd-games-name = ゲーム一覧
cmd-games-desc = ここのゲームとロビー：誰待ちか、リンク
cmd-games-mine-name = 自分のみ
cmd-games-mine-desc = 自分を待っているゲームだけ
cmd-notify-name = 通知
cmd-notify-desc = 非同期ゲームの判断をどう知らせるか
cmd-notify-how-name = 方法
cmd-notify-how-desc = ゲームのチャンネル、ダイレクトメッセージ、またはなし
cmd-notify-how-channel = チャンネル
cmd-notify-how-dm = DM
cmd-notify-how-off = オフ
cmd-settings-name = 設定
cmd-settings-desc = 新しいゲームのサーバー既定値（サーバー管理）
cmd-settings-show-name = 表示
cmd-settings-show-desc = このサーバーのCoup設定を表示
cmd-settings-set-name = 変更
cmd-settings-set-desc = 新しいゲームの既定値を変更（サーバー管理）
cmd-settings-set-mode-name = モード
cmd-settings-set-mode-desc = 既定のモード：ライブか非同期
cmd-settings-set-mode-live = ライブ
cmd-settings-set-mode-async = 非同期
cmd-settings-set-thread-name = スレッド
cmd-settings-set-thread-desc = 既定で各ゲームを専用スレッドで遊ぶ
cmd-settings-set-missed_turns-name = 放置ターン数
cmd-settings-set-missed_turns-desc = 投了になるまでの連続放置ターン数（1〜10）
cmd-settings-set-live_window-name = ライブ応答時間
cmd-settings-set-live_window-desc = ライブ：宣言への応答時間、例 30s（10s〜72h）
cmd-settings-set-live_turn-name = ライブ手番時間
cmd-settings-set-live_turn-desc = ライブ：1手番の時間、例 90s（10s〜72h）
cmd-settings-set-async_window-name = 非同期応答時間
cmd-settings-set-async_window-desc = 非同期：宣言への応答時間、例 8h（10s〜72h）
cmd-settings-set-async_turn-name = 非同期手番時間
cmd-settings-set-async_turn-desc = 非同期：1手番の時間、例 24h（10s〜72h）
cmd-settings-set-language-name = 言語
cmd-settings-set-language-desc = ゲームの公開メッセージの言語（既定：サーバーの言語）
cmd-settings-set-reformation-name = 宗教改革
cmd-settings-set-reformation-desc = 新しいゲームで既定で拡張「宗教改革」を使う
cmd-settings-set-inquisitor-name = 審問官
cmd-settings-set-inquisitor-desc = 新しいゲームで既定で拡張「審問官」を使う
cmd-settings-set-autopilot-name = オートパイロット
cmd-settings-set-autopilot-desc = オートパイロットを許可
cmd-settings-set-handoff-name = 席の引き継ぎ
cmd-settings-set-handoff-desc = 席の引き継ぎを許可
cmd-settings-set-public_replays-name = 公開リプレイ
cmd-settings-set-public_replays-desc = リプレイをチャンネルの全員に見せる
cmd-settings-set-language-server = サーバー
cmd-settings-channels-name = チャンネル
cmd-settings-channels-desc = ゲームを開けるチャンネル（サーバー管理）
cmd-settings-channels-action-name = 操作
cmd-settings-channels-action-desc = チャンネルを追加・削除、または一覧を空にする
cmd-settings-channels-action-add = 追加
cmd-settings-channels-action-remove = 削除
cmd-settings-channels-action-clear = 全解除
cmd-settings-channels-channel-name = チャンネル
cmd-settings-channels-channel-desc = 対象のチャンネル
thread-name = Coup · { $name }の卓

## The reference card

rules = **Coup — ルール早見表**
    手番では必ずアクションを1つだけ行う。コインが10枚以上ならクーデターしかできない。
    • **収入** +1 · 誰にも止められない
    • **対外援助** +2 · 誰でも👑 公爵でブロックできる
    • **クーデター** 7枚払う · 対象は影響力を1つ失う · ブロックもチャレンジもできない
    • 👑 **公爵 — 徴税** +3 · ブロックできない
    • 🗡️ **暗殺者 — 暗殺** 3枚払う · 対象は影響力を1つ失う · 対象は🌹 伯爵夫人でブロックできる
    { $characters }
    { "**" }宣言**はブラフでもよい。誰でも宣言に**チャレンジ**できる：本当ならチャレンジした側が影響力を1つ失い、カードは入れ替えられる。嘘なら宣言した側が1つ失い、アクションは失敗する（暗殺のコインは戻る）。
    チャレンジが先、ブロックはその後。ブロックにもチャレンジできる。
    カードを2枚とも失うと脱落。最後までカードを残したプレイヤーの勝ち。
rules-reformation = **宗教改革**（このゲームで使用）
    各プレイヤーは🟦 忠誠派か🟥 改革派で、盤面に表示される。最初のプレイヤーが選び、残りは時計回りに交互になる。
    生き残りが割れている間は、同じ派閥のプレイヤーに{ $inquisitor ->
        [yes] クーデター・暗殺・強奪・審問
       *[no] クーデター・暗殺・強奪
    }はできず、その対外援助もブロックできない。全員が同じ派閥になれば誰でも誰を対象にしてもよい（改宗でまた割れることもある）。
    • **改宗** 自分の派閥を変えるなら1枚、ほかのプレイヤーの派閥なら2枚払う · コインは**国庫**へ · 宣言ではないのでチャレンジもブロックもできない
    • **横領** 👑 公爵を**持っていない**と宣言し、国庫のコインをすべて取る · 誰でもチャレンジできる：公爵を持っていれば認めるしかない。持っていなければ手札をすべて見せてよい（その場合チャレンジした側が影響力を1つ失い、見せたカードは入れ替えられる）
    チームの勝利はない：最後までカードを残した1人が勝つ。
rules-ambassador =
    • ⚓ **船長 — 強奪** プレイヤーから2枚奪う · 対象は⚓ 船長か📜 大使でブロックできる
    • 📜 **大使 — 交換** 2枚引き、持っている枚数だけ残して残りを戻す
rules-inquisitor =
    • ⚓ **船長 — 強奪** プレイヤーから2枚奪う · 対象は⚓ 船長か🔍 審問官でブロックできる
    • 🔍 **審問官 — 交換** 1枚引き、持っている枚数だけ残して1枚戻す
    • 🔍 **審問官 — 審問** ほかのプレイヤーが自分で選んだカードを1枚こっそり見せる。返すか、宮廷の山札のカードと交換させる · チャンネルには、誰が誰を審問したか、交換を強制したかどうかだけが表示される


## Data rights (/coup privacy)

cmd-privacy-name = プライバシー
cmd-privacy-desc = ボットが保存しているあなたの情報と、その削除
cmd-privacy-show-name = 表示
cmd-privacy-show-desc = ボットが保存しているあなたの情報
cmd-privacy-forget-name = 削除
cmd-privacy-forget-desc = ボットに忘れてもらう。ゲームには元プレイヤーとして残る
former-player = 元プレイヤー
privacy-none = なし
privacy-report = **このボットが保存しているあなたの情報**
    ゲームでの名前：{ $names }
    参加したゲームとロビー：{ $games } · 集計された結果：{ $results } · 最後まで遊んだシリーズ：{ $series } · ランキングの行：{ $standings }
    リマインダーの設定：{ $notify } · 保留中の決定のリマインダー：{ $reminders }
    最後に設定を変更したサーバー：{ $settings } · 開始したシーズン：{ $seasons }
    `/coup プライバシー 削除`で、設定とリマインダーを削除し、すべてのゲームからあなたのIDと名前を消します。結果はほかのプレイヤーのために元プレイヤーのものとして集計され続けます。
privacy-forgotten = 完了しました：ボットはもうあなたを知りません。過去のゲームと結果では、名前の代わりに「元プレイヤー」と表示されます。
privacy-confirm = **ボットにあなたを忘れさせますか？** 設定とリマインダーを削除し、すべてのゲームからあなたのIDと名前を完全に取り除きます。結果は元プレイヤーのものとして、ほかのプレイヤーのために数えられたままです。元に戻すことはできません。
button-forget_me = 忘れてもらう
privacy-notify-channel = ゲームのチャンネルで
privacy-notify-dm = DMで
privacy-notify-off = リマインダーなし
no-privacy_seated = ロビーか進行中のゲームに参加しているか、進行中のゲームであなたの席をコンピューターがプレイしています：先に抜けるか（`/coup 退出`）そのゲームの終了を待ってから、もう一度お試しください。終わっていないシリーズも同じです：**シリーズ全体から抜ける**で抜けてください。

## Replays, awards, predictions and ratings (issue 36)

button-predict = 予想する
button-guess_bluff = ブラフ
button-guess_honest = 本物
button-replay = リプレイ
button-board_wins = 勝利数順
button-board_rating = レーティング順
button-board_reads = 読み順
predict-ask = **{ $name }**の{ $card }の宣言はブラフ？ あなたの予想はゲーム終了まで誰にも見えません{ $until }。
predict-kept_bluff = あなたの予想：**ブラフ**。ゲーム終了まで誰にも見えません。宣言にチャレンジできる間は変更できます。
predict-kept_honest = あなたの予想：**本物**。ゲーム終了まで誰にも見えません。宣言にチャレンジできる間は変更できます。
no-predict_closed = その宣言にはもうチャレンジできません：この宣言への予想は締め切られました。
no-predict_seated = まだゲームに残っているプレイヤーは予想できません：予想は観戦者と脱落したプレイヤーのものです。
no-replay_running = そのゲームはまだ進行中です：リプレイは終了後に見られます。
no-replay_cancelled = そのゲームは終了前に中止されました：リプレイはありません。
no-replay_unknown = このサーバーにその番号のゲームはありません（`/coup 履歴`で自分のゲームを確認できます）。
no-replay_none_here = このチャンネルで最後まで終わったゲームはまだありません（`/coup 履歴`で自分のゲームと番号を確認できます）。
no-replay_not_yours = このリプレイのページをめくれるのは開いた人だけです：`/coup リプレイ ゲーム:{ $id }`で自分用を開けます。
replay-title = **リプレイ · ゲーム#{ $id }** · { $page }/{ $pages }ページ
replay-hands = ターン開始時の全員の手札：
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· 公開済み：{ $cards }
replay-hand_out = • ~~{ $name }~~ · 脱落 · { $revealed }
replay-no_cards = 伏せたカードなし
replay-drawn = 🔒 { $name }が{ $cards }を引く。
replay-kept = 🔒 { $name }が{ $cards }を残す。
replay-replace = 🔒 { $name }が代わりに{ $card }を引く。
replay-redraw = 🔒 { $name }が見せたカードの代わりに{ $card }を引く。
replay-shown = 🔒 { $target }が{ $name }に{ $card }を見せる。
replay-draft_options = 🔒 { $name }が{ $cards }から選ぶ。
replay-drafted = 🔒 { $name }が{ $card }を残す。
replay-bluff = { " " }— 🎭 **ブラフ**
over-awards = **表彰**
award-bluffer = 🎭 大胆なブラフ賞：{ $names }（見破られずに連続{ $n }回）
award-reader = 🔍 読みの鋭さ賞：{ $names }（見破ったブラフと通ったブロック{ $n }回）
award-blunder-challenge = 💸 高くついたミス：{ $name }、ターン{ $turn }：本物の宣言にチャレンジ（カード{ $n }枚を失う）
award-blunder-bluff = 💸 高くついたミス：{ $name }、ターン{ $turn }：ブラフを見破られた（カード{ $n }枚を失う）
award-blunder_out = { " " }— そして脱落
award-fastest = ⚡ 決断が最も速い：{ $names }（1回{ $seconds }秒）
award-slowest = 🐢 決断が最も遅い：{ $names }（1回{ $seconds }秒）
over-predictions = 🔮 **予想**（的中/予想数）：{ $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = 大胆なブラフ
chart-award-reader = 読みの鋭さ
chart-award-blunder = 高くついたミス
chart-award-fastest = 最速
chart-award-slowest = 最遅
rating-value = **{ $rating }**（{ $mu } ± { $sigma }）
board-title_rating = **実力レーティング · { $season }**（{ $page }/{ $pages }ページ）
board-title_reads = **読みの鋭さ · { $season }**（{ $page }/{ $pages }ページ）
board-empty_rating = 今シーズンはまだ誰も{ $n }ゲームを遊んでいません。
board-empty_reads = 今シーズンはまだ誰も予想していません。
board-row_rating = { $rank }. { $name } · { $rating } · { $games }ゲーム
board-row_reads = { $rank }. { $name } · 的中：**{ $right }**/{ $made }（{ $rate }）
board-rating_help = レーティングはゲームから見える実力からその不確かさ（±）の3倍を引いた値です。シーズン内に{ $n }ゲーム遊ぶと順位に載ります。
board-computer_rating = • { $level }：{ $rating } · { $games }ゲーム
stats-awards = 表彰：{ $awards }
stats-award = { $award } ×{ $n }
stats-predictions = 予想の的中：{ $right }/{ $made }
stats-rating = 今シーズンのレーティング：{ $rating }（{ $games }ゲーム）
history-replay = 下から選ぶと、全員の手札を表にして見直せます。
select-replay = ゲームをリプレイ（手札をすべて表に）
history-pick = ゲーム#{ $id } · { $players }人中{ $finish }位

## The one-screen form of /coup new (issue 37)
form-title = Coupの新しいゲーム
form-mode = 遊び方
form-live = ライブ：数秒で応答
form-async = 非同期：応答に数時間
form-length = 応答時間（非同期ゲーム）
form-length_help = 手番はその3倍の長さです。ライブゲームは秒単位で応答します。
form-length_default = サーバーの設定（{ $length }）
form-hours = { $n }時間
form-variant = バリアント
form-draft = ドラフト：2人がそれぞれ自分のカードを選ぶ
form-expansions = 拡張
form-reformation = 宗教改革：派閥、改宗、横領
form-inquisitor = 審問官：大使の代わりに入ります
form-more = その他
form-series = 3ゲームのシリーズ（2〜6人）
form-thread = 専用の新しいスレッドで遊ぶ
no-form_value = フォームの「{ $option }」にそのような選択肢はありません。`/coup 新規`でもう一度開いてください。

## Play outside a server (issue 37)
no-dm_live_only = サーバーの外ではライブゲームのみ、この会話の中で遊べます。非同期ゲームやスレッドは使えません。
no-time_ran_out = ⏰ クリックの前に時間切れになっていました。現在のゲームの状況です。
board-dm_clock = 時間切れは次のクリックで反映されます
rules-dm = **グループDMや友だち同士のDMでは**
    ここではだれかがクリックするかコマンドを入力したときだけボットが話します。そのため：
    • ライブゲームのみです（非同期ゲーム、スレッド、リマインダーはありません）。
    • それぞれの判断は、それを行ったクリックへの応答に表示されます。
    • 時間切れになった判断は、ゲームへの次のクリックで決まります。どのボタンでも押してください。
