### Russian: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « ты » to everyone, as Russian-speaking Discord communities do
### among players. The characters are Герцог, Убийца, Капитан, Посол, Графиня and
### Инквизитор; the actions Доход, Иностранная помощь, Переворот, Налог, Убийство, Кража,
### Обмен, Обращение, Растрата and Допрос; a claim is a заявка, to challenge is оспорить,
### the deck is the колода Двора. The characters' names are the literal ones, as on the
### English cards and in most Russian fan material, not those of the Russian edition by
### Magellan («Coup: Переворот»: Губернатор, Полицейский, Советник, Княжна, Следователь),
### whose mapping to the English cards could not be checked against its rulebook.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a name, a card or an action cannot be declined, so each stands where the nominative
###   is right: after a colon, or after a noun that takes the case (« игрока { $target } »,
###   « игроку { $name } », « карту { $card } », « картой { $card } », « действие «{ $action }» »);
### * a player's gender is unknown, so no verb is in the past tense with a player (or « ты »)
###   as its subject: the present tense, or an impersonal form (« карта показана »);
### * « { $coins } » is said in the nominative (« 1 монета »), so it follows a colon where
###   the sentence would want another case (« { $name } получает: { $coins } »);
### * a counted word follows Russian's CLDR plural categories: [one] 1, 21, 31 … (not 11),
###   [few] 2–4, 22–24 … (not 12–14), [many] 0, 5–20, 25–30 …, *[other] fractions
###   (genitive singular);
### * the slash commands named in a sentence are given by their Russian names (cmd-*).

## The game's nouns

card-Duke = Герцог
card-Assassin = Убийца
card-Captain = Капитан
card-Ambassador = Посол
card-Contessa = Графиня
card-Inquisitor = Инквизитор
action-income = Доход
action-foreign_aid = Иностранная помощь
action-coup = Переворот
action-tax = Налог
action-assassinate = Убийство
action-steal = Кража
action-exchange = Обмен
action-convert = Обращение
action-embezzle = Растрата
action-examine = Допрос
coins =
    { $n ->
        [one] { $n } монета
        [few] { $n } монеты
        [many] { $n } монет
       *[other] { $n } монеты
    }
list-join = { $head } и { $last }
level-easy = лёгкий
level-normal = обычный
level-hard = сложный
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, вместо { $person })
mode-live = в реальном времени
mode-async = по переписке
variant-standard = стандарт
variant-draft = драфт
card-no_duke = «без карты { $duke }»
option-reformation = Реформация
option-inquisitor = Инквизитор

## The game's log

turn-title = **Ход { $n }** · { $name }
turn-draft = **Драфт** · два игрока, семь карт
log-start =
    { $n ->
        [one] Игра начинается: { $n } игрок. Первый ход: **{ $name }**.
        [few] Игра начинается: { $n } игрока. Первый ход: **{ $name }**.
        [many] Игра начинается: { $n } игроков. Первый ход: **{ $name }**.
       *[other] Игра начинается: { $n } игрока. Первый ход: **{ $name }**.
    }
log-drafted = { $name }: карта выбрана.
log-turn = Ход { $n }: { $name }.
log-turn_word = ход
log-title = **Журнал игры** · страница { $page }/{ $pages }
log-declare-foreign_aid = { $name } запрашивает Иностранную помощь (+2).
log-declare-coup = { $name } платит 7 монет за **Переворот** против игрока { $target }.
log-declare-tax = { $name } заявляет карту { $card } — Налог (+3).
log-declare-assassinate = { $name } заявляет карту { $card } и платит 3 монеты за убийство игрока { $target }.
log-declare-steal = { $name } заявляет карту { $card }, чтобы обокрасть игрока { $target }.
log-declare-exchange = { $name } заявляет карту { $card }, чтобы обменять карты с колодой Двора.
log-declare-examine = { $name } заявляет карту { $card }, чтобы допросить игрока { $target }.
log-declare-embezzle = { $name } заявляет, что на руке нет 👑 **Герцога**, и присваивает Резерв казны.
log-declare-convert = { $name } обращает игрока { $target }; плата в Резерв казны: { $coins }.
log-declare-convert_self = { $name } переходит в другую фракцию; плата в Резерв казны: { $coins }.
log-faction_choice = Карты розданы. **{ $name }** выбирает фракцию для стола; остальные получают фракции поочерёдно.
log-faction = { $name } — фракция: { $faction }.
log-embezzled = { $name } забирает из Резерва казны: { $coins }.
log-show = { $target } тайно показывает одну карту игроку { $name }.
log-give_back = { $name } возвращает карту игроку { $target }.
log-force_exchange = { $name } заставляет игрока { $target } обменять показанную карту: { $target } берёт новую карту из колоды Двора.
log-prove_hand = { $name } показывает всю руку: { $cards } — Герцога нет, заявка в силе. Карты уходят в колоду Двора, и { $name } берёт столько же новых.
log-gain = { $name } получает: { $coins }.
log-steal = { $name } забирает у игрока { $target }: { $coins }.
log-refund = { $name } получает обратно: { $coins }.
log-challenge = ⚔️ { $name } оспаривает заявку игрока { $target }: { $card }!
log-prove = { $name } показывает карту { $card }: заявка подтверждена. Карта уходит в колоду Двора, и { $name } берёт новую.
log-concede = Заявка игрока { $name } ({ $card }) провалена: карта не показана.
log-concede_no_duke = Заявка игрока { $name } (нет карты { $duke }) провалена: рука не показана.
log-block = 🛡️ { $name } блокирует картой { $card }.
log-blocked = Действие «{ $action }» игрока { $name } заблокировано.
log-reveal = { $name } теряет влияние: открыта карта { $card }.
log-eliminate = 💀 { $name } выбывает из игры.
log-exchange =
    { $n ->
        [one] { $name } берёт из колоды Двора { $n } карту.
        [few] { $name } берёт из колоды Двора { $n } карты.
        [many] { $name } берёт из колоды Двора { $n } карт.
       *[other] { $name } берёт из колоды Двора { $n } карты.
    }
log-exchanged =
    { $n ->
        [one] { $name } возвращает { $n } карту; колода Двора перемешана.
        [few] { $name } возвращает { $n } карты; колода Двора перемешана.
        [many] { $name } возвращает { $n } карт; колода Двора перемешана.
       *[other] { $name } возвращает { $n } карты; колода Двора перемешана.
    }
log-no_effect = Действие «{ $action }» ни на что не влияет: { $target } уже вне игры.
log-cancelled = Отменено: { $action } ({ $name }).
log-timeout-window = ⏰ Время вышло: больше никто не ответил, действие проходит.
log-timeout-challenge = ⏰ Время вышло: никто не оспорил заявку игрока { $name }: { $card }.
log-timeout-block = ⏰ Время вышло: никто не заблокировал действие «{ $action }», и оно проходит.
log-timeout-player = ⏰ { $name }: время вышло.
log-forfeit = 🏳️ { $name } сдаётся.
log-forfeit_cards = 🏳️ { $name } сдаётся и открывает карты: { $cards }.
log-more_time = ⏳ { $name } просит больше времени: новый срок { $until }.
log-departed = 🚪 { $name } покидает сервер и сдаётся.
log-table_cancelled = 🛑 Игра отменена: { $name }.
log-table_cancelled_moderator = 🛑 Игра отменена модератором.

log-autopilot = ⏰ { $name }: время вышло, решение принимает компьютерный игрок (автопилот).
log-autopilot_allow = ⏰ { $name }: время вышло, возражений нет (автопилот).
log-handed_off = 🤖 { $name } занимает это место вместе с его картами и монетами.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }или{ " " }
await-action = **{ $name }**, выбери действие{ $until }
await-challenge = Оспорить или пропустить заявку игрока { $name }: { $card }{ $until } · ждём: { $who }
await-block = Пропустить либо заблокировать картой { $cards }{ $until } · ждём: { $who }
await-prove = **{ $name }**: нужно показать карту { $card } или потерять карту{ $until }
await-prove_hand = **{ $name }**: нужно показать всю руку (без Герцога) или потерять карту{ $until }
await-faction = **{ $name }** выбирает фракцию для стола{ $until }
await-show = **{ $name }** выбирает карту, чтобы тайно показать её игроку { $actor }{ $until }
await-examine = **{ $name }** решает: вернуть карту игроку { $target } или потребовать обмена{ $until }
await-must_coup = **{ $name }**: 10 монет или больше — обязателен Переворот{ $until }
await-lose = **{ $name }**: нужно выбрать, какую карту потерять{ $until }
await-exchange = **{ $name }** выбирает, какие карты оставить{ $until }
await-draft = Каждый игрок выбирает карту из своего набора{ $until } · ждём: { $who }
await-over = Игра окончена.

## The board

board-out = вне игры
board-court =
    { $n ->
        [one] Колода Двора: { $n } карта
        [few] Колода Двора: { $n } карты
        [many] Колода Двора: { $n } карт
       *[other] Колода Двора: { $n } карты
    }
board-footer = Режим: { $mode } · { $variant }
board-footer_options = { $footer } · дополнения: { $options }
board-reserve = Резерв казны: { $coins }
board-auto = ⏩ Пропускают чужие заявки без ответа: { $names }
board-factions = Фракции: { $loyalist } · { $reformist }
board-reunified = { " " }— все оставшиеся в одной фракции: целью можно выбрать любого

## Buttons

button-challenge = Оспорить
button-allow = Пропустить
button-block = Заблокировать ({ $card })
button-cards = Мои карты
button-more_time = Больше времени
button-lose = Выбрать карту для потери
button-prove = Показать или потерять карту
button-exchange = Выбрать, какие карты оставить
button-draft = Выбрать свою карту
button-show_card = Выбрать карту для показа
button-examine = Посмотреть карту и решить
button-show_hand = Показать всю руку (без Герцога)
button-give_back = Вернуть
button-force_exchange = Потребовать обмен
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = Показать: { $card }
button-lose_card = Потерять: { $card }
button-pick = Оставить: { $card }
button-join = Присоединиться
button-leave = Выйти
button-start = Начать
button-cancel = Отменить
button-forfeit = Сдаться в этой партии
button-abandon_series = Выйти из всей серии
button-auto_on = Не ждать меня
button-auto_off = Снова ждать меня
button-autopilot_on = Автопилот, если моё время выйдет
button-autopilot_off = Выключить мой автопилот
button-handoff = Отдать моё место компьютеру
button-rematch = Реванш
select-target = { $action }: выбери игрока
select-keep =
    { $n ->
        [one] Оставь ровно { $n } карту
        [few] Оставь ровно { $n } карты
        [many] Оставь ровно { $n } карт
       *[other] Оставь ровно { $n } карты
    }
select-in_hand = на руке
select-drawn = из колоды
select-convert_self = { $name } (ты)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Твои карты: { $cards }
hand-not_picked = Твоя карта ещё не выбрана.
hand-none = У тебя больше нет закрытых карт.
hand-revealed = Открыты: { $cards }
hand-coins = Монеты: { $n }
hand-drawn = Взято из колоды Двора: { $cards }
hand-auto_on = ⏩ До конца этой партии заявки и действия, которые не исходят от тебя и не направлены против тебя, проходят, не дожидаясь тебя.
hand-autopilot_on = 🤖 Автопилот включён: если твоё время выйдет, за тебя решит компьютерный игрок (пропущенные ходы всё равно считаются).
hand-faction = Твоя фракция: { $faction }
hand-examined = { $target } показывает тебе: { $card }
hand-showed = Показано игроку { $actor }: { $card }
hand-redrawn = Принудительный обмен (ход { $turn }): отдана карта { $shown }, взята карта { $drawn }.
private-until = { " " }({ $when })
private-lose = **Ты теряешь влияние: выбери карту, которую откроешь**{ $until }.
private-prove = Твою заявку ({ $card }) оспаривают! Покажи эту карту (её заменит новая) или потеряй карту на свой выбор{ $until }.
private-prove_hand = Твою заявку «нет Герцога» оспаривают! Покажи всем всю руку (без Герцога: оспоривший теряет карту, а ты берёшь новые карты) или потеряй карту на свой выбор{ $until }.
private-prove_duke = Твою заявку «нет Герцога» оспаривают, но Герцог у тебя есть: показать руку нельзя, так что потеряй карту на свой выбор{ $until }.
private-faction = **Выбери свою фракцию**; следующий игрок по часовой стрелке получает другую, и так далее{ $until }.
private-show = **Выбери карту, которую покажешь игроку { $actor }**; её увидите только вы двое{ $until }.
private-examine = **Верни карту** или потребуй от игрока { $target } обменять её на карту из колоды Двора{ $until }.
private-exchange =
    { $n ->
        [one] **Оставь { $n } карту из этих**; остальные вернутся в колоду Двора{ $until }.
        [few] **Оставь { $n } карты из этих**; остальные вернутся в колоду Двора{ $until }.
        [many] **Оставь { $n } карт из этих**; остальные вернутся в колоду Двора{ $until }.
       *[other] **Оставь { $n } карты из этих**; остальные вернутся в колоду Двора{ $until }.
    }
private-draft = **Выбери из своего набора карту, которую оставишь**; остальные четыре уходят из игры, никем не увиденные{ $until }.
private-target = **{ $action }**: выбери игрока{ $until }.
done-reveal = Твоя карта { $card } открыта.
done-prove = Карта { $card } показана; взамен ты получаешь { $new }.
done-concede = Карта не показана: ты теряешь карту { $card }.
done-keep = Ты оставляешь: { $cards }.
done-prove_hand = Рука показана ({ $cards }); твои новые карты: { $new }.
done-show = Карта { $card } показана игроку { $actor }.
done-give_back = Карта возвращена.
done-force_exchange = Обмен проведён принудительно.
done-draft = Ты оставляешь: { $card }.
done-target = { $action } → цель: { $target }.
done-convert = Плата в Резерв казны: { $coins }; { $target } — фракция: { $faction }.
done-convert_self = Плата в Резерв казны: { $coins }; твоя фракция: { $faction }.
done-now = Сейчас: { $what }
done-over = Игра окончена.

## The lobby

lobby-title = **Лобби Coup** · { $mode } · { $variant }
lobby-rematch = { " " }· реванш: начинает последний победитель
lobby-seats = Игроки в порядке мест:
lobby-host = { " " }(хост)
lobby-autopilot = 🤖 Автопилот для всех: если у игрока выходит время, за него решает компьютерный игрок.
lobby-help = Нажми **Присоединиться**, чтобы занять место. Хост нажимает **Начать** (2–10 игроков).
lobby-help_series = Нажми **Присоединиться**, чтобы занять место. Хост нажимает **Начать** (в серии 2–6 игроков).
lobby-help_draft = Нажми **Присоединиться**, чтобы занять место. Хост нажимает **Начать** (в драфте ровно 2 игрока).
lobby-started = **Coup** · { $mode } · { $variant } — игра началась.
lobby-cancelled = **Coup** · { $mode } · { $variant } — игра отменена.
lobby-finished = **Coup** · { $mode } · { $variant } — игра окончена.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — лобби отменено.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } побеждает** за { $turns } ход.
        [few] 🏆 **{ $name } побеждает** за { $turns } хода.
        [many] 🏆 **{ $name } побеждает** за { $turns } ходов.
       *[other] 🏆 **{ $name } побеждает** за { $turns } хода.
    }
over-bluffs = Блефы — теперь о них можно рассказать:
over-bluff-action = Ход { $turn }: { $name } — ложная заявка: { $card }{ $caught }.
over-bluff-block = Ход { $turn }: { $name } — ложный блок: { $card }{ $caught }.
over-bluff-embezzle = Ход { $turn }: { $name } — ложная заявка, что нет карты { $duke }{ $caught }.
over-bluff-caught = { " " }— блеф раскрыт
over-no_bluffs = Никто не блефовал.
status-last_game = Сейчас здесь не идёт ни одной партии. Последняя:
status-cancelled = Она отменена до завершения.
over-rematch = Хост может начать реванш с теми же игроками; начинает победитель.
series-standing = **Серия** · сыграно партий: { $done }/3 · победы: { $wins } · следующую партию начинает { $starter }.
series-next_help = Хост нажимает **Следующая партия**, когда все готовы.
series-game_stand_in =
    { $turns ->
        [one] Партия { $k }: компьютерный игрок, занявший чужое место, победил за { $turns } ход (победа не засчитана никому из серии).
        [few] Партия { $k }: компьютерный игрок, занявший чужое место, победил за { $turns } хода (победа не засчитана никому из серии).
        [many] Партия { $k }: компьютерный игрок, занявший чужое место, победил за { $turns } ходов (победа не засчитана никому из серии).
       *[other] Партия { $k }: компьютерный игрок, занявший чужое место, победил за { $turns } хода (победа не засчитана никому из серии).
    }
series-game =
    { $turns ->
        [one] Партия { $k }: **{ $name }** — победа за { $turns } ход.
        [few] Партия { $k }: **{ $name }** — победа за { $turns } хода.
        [many] Партия { $k }: **{ $name }** — победа за { $turns } ходов.
       *[other] Партия { $k }: **{ $name }** — победа за { $turns } хода.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } выигрывает серию**: { $n } победа!
        [few] 🏆 **{ $name } выигрывает серию**: { $n } победы!
        [many] 🏆 **{ $name } выигрывает серию**: { $n } побед!
       *[other] 🏆 **{ $name } выигрывает серию**: { $n } победы!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } делят серию**: у каждого { $n } победа.
        [few] 🤝 **{ $names } делят серию**: у каждого { $n } победы.
        [many] 🤝 **{ $names } делят серию**: у каждого { $n } побед.
       *[other] 🤝 **{ $names } делят серию**: у каждого { $n } победы.
    }
series-abandoned = Серия прервана: { $name } выходит из неё. Победы на этот момент: { $wins }. Серию никто не выигрывает.
series-cancelled = Серия отменена.
series-lobby = { " " }· серия из трёх партий
series-left = { $name } выходит из серии: она прерывается с текущими победами, и никто её не выигрывает.
leave-confirm_game = Выйти из партии? Это значит сдаться: твои карты открываются, и ты выбываешь. Нажми кнопку, чтобы подтвердить; иначе ничего не произойдёт.
leave-or_series = В серии сдаться — значит проиграть только эту партию; выход из всей серии прерывает её для всех, и никто её не выигрывает.
leave-or_handoff = Или отдай своё место компьютерному игроку: он доиграет эту партию твоими картами и монетами, и результат будет его, а не твой.
leave-confirm_series = Выйти из серии? Она прерывается с текущими победами, и никто её не выигрывает. Нажми кнопку, чтобы подтвердить; иначе ничего не произойдёт.
ok-left_series = Ты больше не участвуешь в серии.
series-cancelled_by = { $name } отменяет серию.
button-next_game = Следующая партия
chart-coins = Монеты
chart-cards = Карты
chart-turn = Ход
chart-winner = победитель
chart-player = Игрок { $n }

## Standings

board-title = **Рейтинг · { $season }** (страница { $page }/{ $pages })
board-empty = В этом сезоне ещё никто не завершил ни одной партии.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] победа
        [few] победы
        [many] побед
       *[other] победы
    } в { $games } { $games ->
        [one] партии
        [few] партиях
        [many] партиях
       *[other] партии
    } ({ $rate }){ $series }
board-series = { " " }· серии: выиграно { $won }, поделено { $shared }
board-computers = Компьютерные игроки (вне рейтинга):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] победа
        [few] победы
        [many] побед
       *[other] победы
    } в { $games } { $games ->
        [one] партии
        [few] партиях
        [many] партиях
       *[other] партии
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = все сезоны на этом сервере
stats-games = Партии: { $games } · победы: { $wins } ({ $rate }) · среднее место: { $finish }
stats-series = Серии: { $played } · выиграно: { $won } · поделено: { $shared } · прервано: { $abandoned }
stats-challenges = Оспаривания: { $made } · успешные: { $won }
stats-bluffs = Заявки: { $claims } · блефы: { $bluffs } · раскрыто: { $caught }
stats-blocks = Блоки: { $n }
stats-never = { $name }: на этом сервере ещё нет завершённых партий.
history-title = **{ $name }** · последние партии на этом сервере
history-won =
    { $when } · 🏆 победа ({ $players } { $players ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }, { $turns } { $turns ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · место { $finish }/{ $players } ({ $turns } ход){ $series } · { $link }
        [few] { $when } · место { $finish }/{ $players } ({ $turns } хода){ $series } · { $link }
        [many] { $when } · место { $finish }/{ $players } ({ $turns } ходов){ $series } · { $link }
       *[other] { $when } · место { $finish }/{ $players } ({ $turns } хода){ $series } · { $link }
    }
history-in_series = { " " }· серия, партия { $k }
history-series_title = Серии:
history-series-won =
    { $wins ->
        [one] { $when } · серия выиграна: { $wins } победа · { $channel }
        [few] { $when } · серия выиграна: { $wins } победы · { $channel }
        [many] { $when } · серия выиграна: { $wins } побед · { $channel }
       *[other] { $when } · серия выиграна: { $wins } победы · { $channel }
    }
history-series-shared =
    { $wins ->
        [one] { $when } · серия поделена: { $wins } победа · { $channel }
        [few] { $when } · серия поделена: { $wins } победы · { $channel }
        [many] { $when } · серия поделена: { $wins } побед · { $channel }
       *[other] { $when } · серия поделена: { $wins } победы · { $channel }
    }
history-series-lost =
    { $wins ->
        [one] { $when } · серия проиграна ({ $wins } победа) · { $channel }
        [few] { $when } · серия проиграна ({ $wins } победы) · { $channel }
        [many] { $when } · серия проиграна ({ $wins } побед) · { $channel }
       *[other] { $when } · серия проиграна ({ $wins } победы) · { $channel }
    }
history-series-abandoned =
    { $wins ->
        [one] { $when } · серия прервана ({ $wins } победа на тот момент) · { $channel }
        [few] { $when } · серия прервана ({ $wins } победы на тот момент) · { $channel }
        [many] { $when } · серия прервана ({ $wins } побед на тот момент) · { $channel }
       *[other] { $when } · серия прервана ({ $wins } победы на тот момент) · { $channel }
    }
season-unknown = На этом сервере нет сезона { $n }. `/coup сезон список` покажет все сезоны.
season-started = { $by } открывает **{ $name }** (сезон { $n }). Прошлые сезоны по-прежнему доступны через `/coup рейтинг сезон:`.
season-list = **Сезоны** (сначала новые):
season-row = { $n }. { $name } · с { $when }
season-none = Сезонов пока нет: первая сыгранная здесь партия открывает Сезон 1.

## Reminders

remind-channel = ⏰ Напоминание: { $what }
remind-dm =
    ⏰ Напоминание с сервера **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Последнее напоминание, время почти вышло: { $what }
remind-dm_last =
    ⏰ Последнее напоминание с сервера **{ $server }**, время почти вышло: { $what }
    { $link }

## A server's games and settings

games-title = **Игры на этом сервере** ({ $n })
games-title_mine = **Игры, которые ждут тебя** ({ $n })
games-lobby =
    { $n ->
        [one] • Лобби · { $n } игрок · { $mode } · { $link }
        [few] • Лобби · { $n } игрока · { $mode } · { $link }
        [many] • Лобби · { $n } игроков · { $mode } · { $link }
       *[other] • Лобби · { $n } игрока · { $mode } · { $link }
    }
games-running =
    { $n ->
        [one] • Ход { $turn } · в игре: { $n } игрок · { $mode } · ждём: { $who } { $until } · { $link }
        [few] • Ход { $turn } · в игре: { $n } игрока · { $mode } · ждём: { $who } { $until } · { $link }
        [many] • Ход { $turn } · в игре: { $n } игроков · { $mode } · ждём: { $who } { $until } · { $link }
       *[other] • Ход { $turn } · в игре: { $n } игрока · { $mode } · ждём: { $who } { $until } · { $link }
    }
games-more = …и ещё { $n }.
games-none = На этом сервере нет открытых игр и лобби. Начни с `/coup новая`.
games-none_mine = Ни одна игра не ждёт тебя.
notify-channel = Напоминания о твоих решениях в играх по переписке будут упоминать тебя в канале игры.
notify-dm = Напоминания о твоих решениях в играх по переписке будут приходить в личные сообщения (или в канал, если твои личные сообщения закрыты).
notify-off = Ты не будешь получать напоминания о решениях в играх по переписке.
settings-title = **Настройки Coup на этом сервере** (по умолчанию для новых игр)
settings-mode = Режим: { $mode } · отдельная ветка для каждой игры: { $thread }
settings-live = В реальном времени: ответ на заявку { $window }, ход { $turn }
settings-async = По переписке: ответ на заявку { $window }, ход { $turn }
settings-missed = Пропущенных ходов подряд до автоматической сдачи: { $n }
settings-expansions = Дополнения: { $expansions }
settings-computers = Автопилот разрешён: { $autopilot } · уходящий может отдать место компьютеру: { $handoff }
settings-replays = Повторы видны всему каналу: { $public }
settings-none = нет
settings-channels = Каналы для игр: { $channels }
settings-any_channel = любые
settings-language = Язык публичных сообщений: { $language }
settings-server_language = язык сервера
settings-yes = да
settings-no = нет
settings-saved = Сохранено.
no-duration = `{ $option }`: «{ $value }» — не длительность от 10s до 72h (пиши, например, 30s, 5m, 8h или 1h30m).
no-settings_nothing = Нечего менять: укажи хотя бы один параметр.
no-settings_channel = Укажи текстовый канал этого сервера.

## Answers to commands

ok-joined = Ты в лобби: место { $n }.
ok-left_lobby = Ты больше не в лобби.
ok-forfeited = Партия сдана.
ok-handed_off = Компьютерный игрок продолжает игру на твоём месте.
ok-started = Игра начинается.
ok-cancelled = { $name } отменяет { $what }.
ok-what-lobby = лобби
ok-what-game = игру
ok-added_computer = { $level ->
        [easy] Добавлен лёгкий компьютерный игрок.
        [hard] Добавлен сложный компьютерный игрок.
       *[normal] Добавлен обычный компьютерный игрок.
    }
ok-removed_computer = Компьютерный игрок убран.

## Refusals

no-table = В этом канале нет лобби или игры Coup. Начни с `/coup новая`.
no-dm = В Coup играют в канале сервера, а не в личных сообщениях.
no-busy = В этом канале уже есть лобби или игра Coup. Сначала заверши её или отмени (`/coup отменить`), или используй другой канал.
no-busy_rematch = В этом канале уже есть новое лобби или игра.
no-not_player = В этой игре играют другие.
no-not_in_lobby = Тебя нет в этом лобби.
no-already_in = Ты уже в этом лобби.
no-full =
    { $n ->
        [one] Это лобби заполнено ({ $n } игрок).
        [few] Это лобби заполнено ({ $n } игрока).
        [many] Это лобби заполнено ({ $n } игроков).
       *[other] Это лобби заполнено ({ $n } игрока).
    }
no-series_full =
    { $n ->
        [one] Серия рассчитана на 2–6 игроков: это лобби заполнено ({ $n } игрок).
        [few] Серия рассчитана на 2–6 игроков: это лобби заполнено ({ $n } игрока).
        [many] Серия рассчитана на 2–6 игроков: это лобби заполнено ({ $n } игроков).
       *[other] Серия рассчитана на 2–6 игроков: это лобби заполнено ({ $n } игрока).
    }
no-started = Игра уже началась; присоединяйся к следующей.
no-closed = Это лобби закрыто.
no-gone = Этого лобби больше нет.
no-over = Эта игра окончена.
no-not_running = Эта игра больше не идёт.
no-out_of_date = Это сообщение устарело: игра ушла вперёд.
no-moved_on = Игра тем временем ушла вперёд; ничего не изменено. Посмотри ещё раз и попробуй снова.
no-maybe_saved = Это, возможно, не сохранилось: соединение с базой данных прервалось. Игра покажет то, что сохранено, как только база данных снова ответит.
no-already_challenged = Эту заявку уже оспаривает { $name }.
no-out = Ты уже вне этой игры.
no-not_yours = Это решение не за тобой. Ждём: { $who }.
no-not_your_turn = Сейчас не твой ход; ходит { $name }.
no-not_option = Такого варианта нет.
no-one_option = Выбери ровно один вариант.
no-once_each = Выбирай каждую карту не больше одного раза.
no-nothing_to_block = Сейчас нечего блокировать.
no-exchange_over = Этот обмен уже завершён.
no-not_a_button = Эта кнопка не относится ни к одной известной боту игре.
no-other_channel = Эта кнопка относится к игре в другом канале.
no-host-start = Начать игру может только хост.
no-host-rematch = Начать реванш может только хост.
no-host-addbot = Добавлять компьютерных игроков может только хост.
no-host-removebot = Убирать компьютерных игроков может только хост.
no-host_or_manager = Отменить может только хост или участник с правом «Управлять сервером».
no-rematch_finished = Реванш возможен только после завершённой игры.
no-not_started_yet = Игра ещё не началась.
no-not_playing = Ты не участвуешь в этой игре.
no-min_players = Для Coup нужно минимум 2 игрока: подожди, пока кто-нибудь присоединится (или добавь компьютер через `/coup добавить_бота`).
no-draft_two = Вариант «драфт» — ровно для 2 игроков.
no-no_computer = В этом лобби нет компьютерного игрока.
no-move = Этот ход сейчас недопустим.
no-option_value = `{ $option }`: это значение использовать нельзя.
no-subcommand = Это группа команд: выбери одну из них (их список — в меню `/coup`).
no-unknown_option = У этой команды нет параметра `{ $option }`. Если Discord его предлагает, значит, его список команд устарел: попробуй через минуту.
db-readonly = файл базы данных доступен только для чтения
db-full = диск заполнен
db-io = диск не смог прочитать или записать файл базы данных
db-locked = база данных заблокирована другой программой
db-damaged = файл базы данных повреждён
db-failed = сбой базы данных
perm-view_channel = Просматривать каналы
perm-embed_links = Встраивать ссылки
perm-send_messages = Отправлять сообщения
perm-create_public_threads = Создавать публичные ветки
perm-send_messages_in_threads = Отправлять сообщения в ветках
season-default = Сезон { $n }
no-log = В этом канале ещё не было ни одной игры.
no-manage_server = Это может сделать только участник с правом «Управлять сервером».
no-autopilot_server_off = Автопилот на этом сервере не разрешён: участник с правом «Управлять сервером» может разрешить его в настройках сервера.
no-autopilot_off = Автопилот в этой партии не разрешён: участник с правом «Управлять сервером» может разрешить его в настройках сервера для партий, открытых после этого.
no-handoff_off = Отдавать место компьютеру в этой партии нельзя: участник с правом «Управлять сервером» может разрешить это в настройках сервера для партий, открытых после этого.
no-channel_not_allowed = На этом сервере в Coup играют здесь: { $channels } (`/coup настройки`).
no-series_busy = В этом канале идёт серия: сначала доиграй её (или отмени через `/coup отменить`), или используй другой канал.
no-series_size = Серия рассчитана на 2–6 игроков; в этом лобби их { $n }. Лучше начни одиночную игру.
no-series_over = Эта серия окончена.
no-series_next_started = Следующая партия этой серии уже началась.
no-host-next = Начать следующую партию серии может только хост (или участник с правом «Управлять сервером»).
no-more_time_not_awaited = Попросить больше времени может только игрок, которого ждёт игра.
no-more_time_used = В этой игре у тебя уже было дополнительное время.
no-target_self = Нельзя выбрать целью себя.
no-target_out = Целью должен быть игрок, который ещё в игре.
no-target_poor = У игрока { $name } нет монет, которые можно украсть.
no-keep_exactly = Оставь ровно столько карт, сколько у тебя на руке ({ $n }).
no-answered = Твой ответ уже принят.
no-own_claim = Это твоя собственная заявка: на неё отвечают другие игроки.
no-only_target = Заблокировать это может только { $name }.
no-failed_block = Твой блок не удался; это действие больше нельзя блокировать.
no-block_same_faction = { $name } из твоей фракции ({ $faction }): пока стол разделён, нельзя блокировать Иностранную помощь этого игрока.
no-target_same_faction = { $name } из твоей фракции ({ $faction }): пока стол разделён, этого игрока нельзя выбрать целью.
no-block_card = Действие «{ $action }» можно заблокировать только картой { $cards }.
no-action_not_in_game = Действия «{ $action }» в этой игре нет.
no-character_not_in_game = В этой игре нет карты { $card }.
no-card_not_held = У тебя нет для этого закрытой карты { $card }.
no-duke_held = У тебя есть Герцог: доказать, что его нет, нельзя.
no-wrong_step = Это не то, чего сейчас ждёт игра.
no-takes_no_target = У действия «{ $action }» нет цели.
faction-loyalist = Лоялисты
faction-reformist = Реформисты
no-nothing_waits = Сейчас от тебя ничего не ждут.
no-option = Параметр `{ $option }` должен иметь одно из значений: { $choices }.
no-option_range = Параметр `{ $option }` должен быть целым числом от { $low } до { $high }.
no-option_text =
    { $n ->
        [one] Параметр `{ $option }` — текст не длиннее { $n } символа.
        [few] Параметр `{ $option }` — текст не длиннее { $n } символов.
        [many] Параметр `{ $option }` — текст не длиннее { $n } символов.
       *[other] Параметр `{ $option }` — текст не длиннее { $n } символа.
    }
no-hours_live = `часы` нужны только для игр по переписке; в реальном времени отвечают за секунды.
no-permissions = Я не могу провести здесь игру: в этом канале мне нужны права: { $perms }.
no-unknown_command = Я не знаю такой команды. `/coup правила` описывает игру; меню `/coup` показывает остальное.
no-outdated_command = Discord ещё обновляет команды этого бота; попробуй через минуту.
no-saved_retry = Что-то пошло не так на нашей стороне. Игра сохранена; попробуй ещё раз или используй `/coup статус`.
no-unchanged_retry = Что-то пошло не так на нашей стороне; ничего не изменено. Попробуй ещё раз чуть позже.
no-database = Не удалось сохранить игру ({ $why }); ничего не изменено. Попробуй ещё раз чуть позже.
why = { $text }
why-must_coup =
    { $n ->
        [one] У тебя { $n } монета: нужно совершить Переворот.
        [few] У тебя { $n } монеты: нужно совершить Переворот.
        [many] У тебя { $n } монет: нужно совершить Переворот.
       *[other] У тебя { $n } монеты: нужно совершить Переворот.
    }
why-coins =
    { $need ->
        [one] Для действия «{ $action }» нужна { $need } монета; у тебя { $n }.
        [few] Для действия «{ $action }» нужно { $need } монеты; у тебя { $n }.
        [many] Для действия «{ $action }» нужно { $need } монет; у тебя { $n }.
       *[other] Для действия «{ $action }» нужно { $need } монеты; у тебя { $n }.
    }
why-steal = Ни у кого нет монет, которые можно украсть.
why-other = Сейчас так сделать нельзя.

## Slash commands

# Names: lowercase letters (Cyrillic allowed), digits, - and _; 32 at most.
# Descriptions: 45 characters at most (tests/bot/test_locales.py says why). Choice values
# are not translated, only what the menu shows for them.

cmd-coup-name = coup
cmd-coup-desc = Играть в Coup в этом канале
cmd-new-name = новая
cmd-new-desc = Открыть лобби Coup в этом канале
cmd-new-mode-name = режим
cmd-new-mode-desc = в реальном времени: 30 с; по переписке: часы
cmd-new-mode-live = в реальном времени
cmd-new-mode-async = по переписке
cmd-new-variant-name = вариант
cmd-new-variant-desc = стандарт или драфт (2 игрока выбирают карты)
cmd-new-variant-standard = стандарт
cmd-new-variant-draft = драфт
cmd-new-hours-name = часы
cmd-new-hours-desc = по переписке: часы на ответ (по умолчанию 8)
cmd-new-thread-name = ветка
cmd-new-thread-desc = играть в отдельной ветке (много игр в канале)
cmd-new-series-name = серия
cmd-new-series-desc = серия из трёх партий с теми же игроками (2–6)
cmd-new-reformation-name = реформация
cmd-new-reformation-desc = «Реформация»: фракции, Обращение, Растрата
cmd-new-inquisitor-name = инквизитор
cmd-new-inquisitor-desc = Инквизитор заменяет Посла
cmd-new-autopilot-name = автопилот
cmd-new-autopilot-desc = автопилот для всех
cmd-join-name = присоединиться
cmd-join-desc = Занять место в лобби этого канала
cmd-leave-name = выйти
cmd-leave-desc = Выйти из лобби или сдаться в идущей игре
cmd-start-name = начать
cmd-start-desc = Начать игру (только хост)
cmd-cancel-name = отменить
cmd-cancel-desc = Отменить лобби или игру в этом канале
cmd-hand-name = рука
cmd-hand-desc = Твои карты и монеты (видно только тебе)
cmd-status-name = статус
cmd-status-desc = Показать стол игры в этом канале
cmd-log-name = журнал
cmd-log-desc = История игры по ходам (видно только тебе)
cmd-log-page-name = страница
cmd-log-page-desc = какая страница (по умолчанию: последняя)
cmd-rules-name = правила
cmd-rules-desc = Памятка по правилам Coup (видно только тебе)
cmd-addbot-name = добавить_бота
cmd-addbot-desc = Добавить компьютерного игрока (только хост)
cmd-addbot-level-name = уровень
cmd-addbot-level-desc = лёгкий не блефует; сложный просчитывает ходы
cmd-addbot-level-easy = лёгкий
cmd-addbot-level-normal = обычный
cmd-addbot-level-hard = сложный
cmd-removebot-name = убрать_бота
cmd-removebot-desc = Убрать компьютерного игрока (только хост)
cmd-leaderboard-name = рейтинг
cmd-leaderboard-desc = Рейтинг этого сервера за любой сезон
cmd-leaderboard-season-name = сезон
cmd-leaderboard-season-desc = номер сезона (по умолчанию: текущий)
cmd-leaderboard-page-name = страница
cmd-leaderboard-page-desc = какая страница (10 игроков на странице)
cmd-stats-name = статистика
cmd-stats-desc = Победы, блефы, награды и сила игры участника
cmd-stats-member-name = участник
cmd-stats-member-desc = чья статистика (по умолчанию: твоя)
cmd-stats-season-name = сезон
cmd-stats-season-desc = только один сезон (по умолчанию: все сезоны)
cmd-history-name = история
cmd-history-desc = Последние партии и серии, с повторами
cmd-history-member-name = участник
cmd-history-member-desc = чья история (по умолчанию: твоя)
cmd-replay-name = повтор
cmd-replay-desc = Повтор завершённой игры, все карты открыты
cmd-replay-game-name = игра
cmd-replay-game-desc = номер игры (по умолчанию: последняя здесь)
cmd-season-name = сезон
cmd-season-desc = Сезоны рейтинга этого сервера
cmd-season-new-name = новый
cmd-season-new-desc = Начать новый сезон («Управлять сервером»)
cmd-season-new-name-name = название
cmd-season-new-name-desc = название сезона (по умолчанию: Сезон N)
cmd-season-list-name = список
cmd-season-list-desc = Все сезоны этого сервера
cmd-games-name = игры
cmd-games-desc = Игры и лобби сервера: кого ждут, ссылки
cmd-games-mine-name = мои
cmd-games-mine-desc = только игры, которые ждут тебя
cmd-notify-name = напоминания
cmd-notify-desc = Как напоминать о ходах в играх по переписке
cmd-notify-how-name = как
cmd-notify-how-desc = в канале игры, в личных сообщениях или никак
cmd-notify-how-channel = в канале
cmd-notify-how-dm = в личных сообщениях
cmd-notify-how-off = никак
cmd-settings-name = настройки
cmd-settings-desc = Настройки по умолчанию («Управлять сервером»)
cmd-settings-show-name = показать
cmd-settings-show-desc = Показать настройки Coup на этом сервере
cmd-settings-set-name = изменить
cmd-settings-set-desc = Изменить настройки («Управлять сервером»)
cmd-settings-set-mode-name = режим
cmd-settings-set-mode-desc = в реальном времени или по переписке
cmd-settings-set-mode-live = в реальном времени
cmd-settings-set-mode-async = по переписке
cmd-settings-set-thread-name = ветка
cmd-settings-set-thread-desc = по умолчанию каждая игра в своей ветке
cmd-settings-set-missed_turns-name = пропуски_ходов
cmd-settings-set-missed_turns-desc = пропуски ходов подряд до сдачи (1–10)
cmd-settings-set-live_window-name = ответ_в_реальном_времени
cmd-settings-set-live_window-desc = в реальном времени: время на ответ, напр. 30s
cmd-settings-set-live_turn-name = ход_в_реальном_времени
cmd-settings-set-live_turn-desc = в реальном времени: время на ход, напр. 90s
cmd-settings-set-async_window-name = ответ_по_переписке
cmd-settings-set-async_window-desc = по переписке: время на ответ, напр. 8h
cmd-settings-set-async_turn-name = ход_по_переписке
cmd-settings-set-async_turn-desc = по переписке: время на ход, напр. 24h
cmd-settings-set-language-name = язык
cmd-settings-set-language-desc = язык сообщений игры (по умолчанию: сервера)
cmd-settings-set-reformation-name = реформация
cmd-settings-set-reformation-desc = новые игры по умолчанию с «Реформацией»
cmd-settings-set-inquisitor-name = инквизитор
cmd-settings-set-inquisitor-desc = новые игры по умолчанию с Инквизитором
cmd-settings-set-autopilot-name = автопилот
cmd-settings-set-autopilot-desc = разрешить автопилот
cmd-settings-set-handoff-name = отдать_место
cmd-settings-set-handoff-desc = разрешить отдать место
cmd-settings-set-public_replays-name = публичные_повторы
cmd-settings-set-public_replays-desc = повторы видны всему каналу
cmd-settings-set-language-server = язык сервера
cmd-settings-channels-name = каналы
cmd-settings-channels-desc = Каналы для игр («Управлять сервером»)
cmd-settings-channels-action-name = действие
cmd-settings-channels-action-desc = добавить или убрать канал, очистить список
cmd-settings-channels-action-add = добавить
cmd-settings-channels-action-remove = убрать
cmd-settings-channels-action-clear = очистить
cmd-settings-channels-channel-name = канал
cmd-settings-channels-channel-desc = канал
thread-name = Coup · стол: { $name }

## The reference card

rules = **Coup — памятка**
    В свой ход сделай ровно одно действие. При 10+ монетах обязателен Переворот.
    • **Доход** +1 · помешать никто не может
    • **Иностранная помощь** +2 · любой игрок может заблокировать картой 👑 Герцог
    • **Переворот** заплати 7 · цель теряет влияние · нельзя заблокировать или оспорить
    • 👑 **Герцог — Налог** +3 · нельзя заблокировать
    • 🗡️ **Убийца — Убийство** заплати 3 · цель теряет влияние · цель может заблокировать картой 🌹 Графиня
    { $characters }
    { "**" }Заявки** могут быть блефом. Любой может **оспорить** заявку: если она правдива, оспоривший теряет влияние, а карта заменяется; если нет, влияние теряет заявивший, а действие не срабатывает (монеты Убийцы возвращаются).
    Сначала оспаривания, потом блоки; любой блок тоже можно оспорить.
    Кто теряет обе карты, выбывает. Побеждает последний игрок, у которого осталась карта.
rules-reformation = **Реформация** (в этой игре)
    Каждый игрок — 🟦 Лоялист или 🟥 Реформист, это видно на столе: первый игрок выбирает, остальные чередуются по часовой стрелке.
    Пока оставшиеся в игре разделены, нельзя применять { $inquisitor ->
        [yes] Переворот, Убийство, Кражу или Допрос
       *[no] Переворот, Убийство или Кражу
    } к игроку своей фракции и нельзя блокировать его Иностранную помощь. Когда все оставшиеся в одной фракции, любой может выбрать целью любого (а Обращение может снова их разделить).
    • **Обращение** заплати 1, чтобы сменить свою фракцию, или 2, чтобы сменить фракцию другого игрока · монеты идут в **Резерв казны** · без заявки: нельзя оспорить или заблокировать
    • **Растрата** заяви, что у тебя **нет** 👑 Герцога, и забери все монеты из Резерва казны · любой может оспорить: игрок с Герцогом должен уступить; игрок без него может показать всю руку (тогда оспоривший теряет влияние, а показанные карты заменяются)
    Командной победы нет: последний игрок, у которого осталась карта, побеждает в одиночку.
rules-ambassador =
    • ⚓ **Капитан — Кража** забери 2 у игрока · цель может заблокировать картой ⚓ Капитан или 📜 Посол
    • 📜 **Посол — Обмен** возьми 2, оставь столько карт, сколько было, остальные верни
rules-inquisitor =
    • ⚓ **Капитан — Кража** забери 2 у игрока · цель может заблокировать картой ⚓ Капитан или 🔍 Инквизитор
    • 🔍 **Инквизитор — Обмен** возьми 1 карту, оставь столько карт, сколько было, одну верни
    • 🔍 **Инквизитор — Допрос** другой игрок тайно показывает тебе одну карту на свой выбор; верни её или заставь игрока обменять её на карту из колоды Двора · в канале видно только, кто кого допросил и был ли обмен принудительным


## Data rights (/coup privacy)

cmd-privacy-name = приватность
cmd-privacy-desc = Что бот хранит о тебе, и как это удалить
cmd-privacy-show-name = показать
cmd-privacy-show-desc = Что бот хранит о тебе
cmd-privacy-forget-name = забыть
cmd-privacy-forget-desc = Удалить данные; в играх ты — бывший игрок
former-player = бывший игрок
privacy-none = нет
privacy-report = **Что этот бот хранит о тебе**
    Твоё имя в его играх: { $names }
    Игры и лобби, где ты сидел: { $games } · учтённые результаты: { $results } · серии, сыгранные до конца: { $series } · строки рейтинга: { $standings }
    Твой выбор напоминаний: { $notify } · напоминания о твоих ждущих решениях: { $reminders }
    Серверы, чьи настройки ты менял последним: { $settings } · начатые тобой сезоны: { $seasons }
    `/coup приватность забыть` удаляет твои настройки и напоминания и убирает твой id и имя из каждой игры: твои результаты по-прежнему учитываются для других, как результаты бывшего игрока.
privacy-forgotten = Готово: бот тебя больше не знает. В твоих прошлых играх и результатах вместо имени написано «бывший игрок».
privacy-confirm = **Забыть тебя?** Бот удалит твои настройки и напоминания и навсегда уберёт твой id и имя из всех игр: твои результаты останутся в зачёте у других, как результаты бывшего игрока. Это нельзя отменить.
button-forget_me = Забудь меня
privacy-notify-channel = в канале игры
privacy-notify-dm = в личных сообщениях
privacy-notify-off = без напоминаний
no-privacy_seated = Ты сидишь в лобби или в идущей игре, или там на твоём месте играет компьютерный игрок: сначала выйди из неё (`/coup выйти`) или дождись конца этой партии, потом попроси снова. Незаконченная серия тоже считается: выйди из неё кнопкой **Выйти из всей серии**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Угадать
button-guess_bluff = Блеф
button-guess_honest = Правда
button-replay = Повтор
button-board_wins = По победам
button-board_rating = По силе игры
button-board_reads = По прогнозам
predict-ask = Блефует ли **{ $name }**, заявляя { $card }? Никто не увидит твой прогноз до конца игры{ $until }.
predict-kept_bluff = Твой прогноз: **блеф**. Никто его не увидит до конца игры; его можно изменить, пока заявку можно оспорить.
predict-kept_honest = Твой прогноз: **правда**. Никто его не увидит до конца игры; его можно изменить, пока заявку можно оспорить.
no-predict_closed = Эту заявку уже нельзя оспорить: прогнозы на неё закрыты.
no-predict_seated = Игроки, которые ещё в игре, не могут делать прогнозы: прогнозы — для зрителей и выбывших.
no-replay_running = Эта игра ещё идёт: повтор откроется, когда она закончится.
no-replay_cancelled = Эта игра была отменена до конца: повтора у неё нет.
no-replay_unknown = На этом сервере нет игры с таким номером (`/coup история` показывает твои игры).
no-replay_none_here = В этом канале ещё ни одна игра не доиграна до конца (`/coup история` показывает твои игры и их номера).
no-replay_not_yours = Листать этот повтор может только тот, кто его открыл: `/coup повтор игра:{ $id }` откроет твой.
replay-title = **Повтор · игра № { $id }** · страница { $page }/{ $pages }
replay-hands = Карты всех игроков в начале хода:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· открыты: { $cards }
replay-hand_out = • ~~{ $name }~~ · вне игры · { $revealed }
replay-no_cards = нет закрытых карт
replay-drawn = 🔒 { $name } берёт: { $cards }.
replay-kept = 🔒 { $name } оставляет: { $cards }.
replay-replace = 🔒 { $name } берёт взамен: { $card }.
replay-redraw = 🔒 { $name } берёт { $card } вместо показанной карты.
replay-shown = 🔒 { $target } показывает игроку { $name }: { $card }.
replay-draft_options = 🔒 { $name } выбирает из: { $cards }.
replay-drafted = 🔒 { $name } оставляет: { $card }.
replay-bluff = { " " }— 🎭 **блеф**
over-awards = **Награды**
award-bluffer =
    🎭 Самый дерзкий блеф: { $names } ({ $n ->
        [one] { $n } блеф подряд, ни разу не раскрыт
        [few] { $n } блефа подряд, ни разу не раскрыты
        [many] { $n } блефов подряд, ни разу не раскрыты
       *[other] { $n } блефа подряд, ни разу не раскрыты
    })
award-reader =
    🔍 Лучшее чутьё: { $names } ({ $n ->
        [one] { $n } раскрытый блеф или удержанный блок
        [few] { $n } раскрытых блефа или удержанных блока
        [many] { $n } раскрытых блефов или удержанных блоков
       *[other] { $n } раскрытого блефа или удержанного блока
    })
award-blunder-challenge =
    💸 Самая дорогая ошибка: { $name }, ход { $turn }: оспорена правдивая заявка ({ $n ->
        [one] потеряна { $n } карта
        [few] потеряно { $n } карты
        [many] потеряно { $n } карт
       *[other] потеряно { $n } карты
    })
award-blunder-bluff =
    💸 Самая дорогая ошибка: { $name }, ход { $turn }: раскрытый блеф ({ $n ->
        [one] потеряна { $n } карта
        [few] потеряно { $n } карты
        [many] потеряно { $n } карт
       *[other] потеряно { $n } карты
    })
award-blunder_out = { " " }— и выбывание из игры
award-fastest = ⚡ Быстрее всех решает: { $names } ({ $seconds } с на решение)
award-slowest = 🐢 Дольше всех решает: { $names } ({ $seconds } с на решение)
over-predictions = 🔮 **Прогнозы** (верных из сделанных): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = дерзкий блеф
chart-award-reader = лучшее чутьё
chart-award-blunder = дорогая ошибка
chart-award-fastest = быстрее всех
chart-award-slowest = дольше всех
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Сила игры · { $season }** (страница { $page }/{ $pages })
board-title_reads = **Лучшее чутьё · { $season }** (страница { $page }/{ $pages })
board-empty_rating =
    { $n ->
        [one] В этом сезоне ещё никто не сыграл { $n } партию.
        [few] В этом сезоне ещё никто не сыграл { $n } партии.
        [many] В этом сезоне ещё никто не сыграл { $n } партий.
       *[other] В этом сезоне ещё никто не сыграл { $n } партии.
    }
board-empty_reads = В этом сезоне ещё никто не делал прогнозов.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    }
board-row_reads = { $rank }. { $name } · верно: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] Сила игры — это мастерство, которое показывают партии, минус три его неопределённости (±); в рейтинг попадают после { $n } партии в сезоне.
        [few] Сила игры — это мастерство, которое показывают партии, минус три его неопределённости (±); в рейтинг попадают после { $n } партий в сезоне.
        [many] Сила игры — это мастерство, которое показывают партии, минус три его неопределённости (±); в рейтинг попадают после { $n } партий в сезоне.
       *[other] Сила игры — это мастерство, которое показывают партии, минус три его неопределённости (±); в рейтинг попадают после { $n } партии в сезоне.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    }
stats-awards = Награды: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Верные прогнозы: { $right }/{ $made }
stats-rating =
    Сила игры в этом сезоне: { $rating } после { $games } { $games ->
        [one] партии
        [few] партий
        [many] партий
       *[other] партии
    }
history-replay = Выбери игру ниже, чтобы пересмотреть её со всеми открытыми картами.
select-replay = Повтор игры, все карты открыты
history-pick = Игра № { $id } · место { $finish } из { $players }

## Форма /coup new (issue 37)
form-title = Новая партия в Coup
form-mode = Как играем
form-live = В реальном времени: ответы за секунды
form-async = По переписке: часы на ответ
form-length = Время на ответ (по переписке)
form-length_help = Ход длится втрое дольше; в реальном времени отвечают за секунды.
form-length_default = Настройка сервера ({ $length })
form-hours =
    { $n ->
        [one] { $n } час
        [few] { $n } часа
        [many] { $n } часов
       *[other] { $n } часа
    }
form-variant = Вариант
form-draft = драфт: вдвоём каждый выбирает свою карту
form-expansions = Дополнения
form-reformation = Реформация: фракции, Обращение, Растрата
form-inquisitor = Инквизитор: заменяет Посла
form-more = Ещё
form-series = Серия из трёх партий (2–6 игроков)
form-thread = Играть в отдельной новой ветке
no-form_value = В форме нет такого выбора «{ $option }»: открой её снова через `/coup новая`.

## Игра вне сервера (issue 37)
no-dm_live_only = Вне сервера играют только в реальном времени, прямо здесь: без игр по переписке и без веток.
no-time_ran_out = ⏰ Время вышло ещё до твоего нажатия: вот как сейчас обстоит игра.
board-dm_clock = истёкшее время учитывается при следующем нажатии
rules-dm = **В групповом чате или в личной переписке друзей**
    Здесь бот говорит, только когда кто-то нажимает кнопку или вводит команду, поэтому:
    • играют только в реальном времени (без игр по переписке, веток и напоминаний);
    • каждое решение видно в ответе на нажатие, которым его приняли;
    • решение, время которого вышло, решается при следующем нажатии в игре: нажми любую её кнопку.
