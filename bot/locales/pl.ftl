### Polish: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « ty » to everyone, as Polish-speaking Discord communities do
### among players. The characters are Książę, Zabójca, Kapitan, Ambasador, Hrabina and
### Inkwizytor; the actions Dochód, Pomoc zagraniczna, Zamach stanu, Podatek, Zabójstwo,
### Kradzież, Wymiana, Nawrócenie, Defraudacja and Przesłuchanie; a claim is a deklaracja,
### to challenge is podważyć, the deck is the talia Dworu.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a name, a card or an action cannot be declined, so each stands where the nominative
###   is right: after a colon, or after a noun that takes the case (« gracza { $target } »,
###   « graczowi { $name } », « kartę { $card } », « kartą { $card } », « akcja { $action } »);
### * a player's gender is unknown, so no verb is in the past tense with a player (or « ty »)
###   as its subject: the present tense, or an impersonal form (« karta pokazana »);
### * « { $coins } » is said in the nominative (« 1 moneta »), so it follows a colon where
###   the sentence would want another case (« { $name } bierze: { $coins } »);
### * a counted word follows Polish's CLDR plural categories: [one] 1, [few] 2–4, 22–24 …
###   (not 12–14), [many] 0, 5–21, 25–31 …, *[other] fractions (genitive singular);
### * the slash commands named in a sentence are given by their Polish names (cmd-*).

## The game's nouns

card-Duke = Książę
card-Assassin = Zabójca
card-Captain = Kapitan
card-Ambassador = Ambasador
card-Contessa = Hrabina
card-Inquisitor = Inkwizytor
action-income = Dochód
action-foreign_aid = Pomoc zagraniczna
action-coup = Zamach stanu
action-tax = Podatek
action-assassinate = Zabójstwo
action-steal = Kradzież
action-exchange = Wymiana
action-convert = Nawrócenie
action-embezzle = Defraudacja
action-examine = Przesłuchanie
coins =
    { $n ->
        [one] { $n } moneta
        [few] { $n } monety
        [many] { $n } monet
       *[other] { $n } monety
    }
list-join = { $head } i { $last }
level-easy = łatwy
level-normal = normalny
level-hard = trudny
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, za { $person })
mode-live = na żywo
mode-async = korespondencyjnie
variant-standard = standard
variant-draft = draft
card-no_duke = „bez karty { $duke }”
option-reformation = Reformacja
option-inquisitor = Inkwizytor

## The game's log

turn-title = **Tura { $n }** · { $name }
turn-draft = **Draft** · dwóch graczy, siedem kart
log-start =
    { $n ->
        [one] Gra rusza: { $n } gracz. Pierwszy ruch: **{ $name }**.
        [few] Gra rusza: { $n } gracze. Pierwszy ruch: **{ $name }**.
        [many] Gra rusza: { $n } graczy. Pierwszy ruch: **{ $name }**.
       *[other] Gra rusza: { $n } gracza. Pierwszy ruch: **{ $name }**.
    }
log-drafted = { $name }: karta wybrana.
log-turn = Tura { $n }: { $name }.
log-turn_word = tura
log-title = **Dziennik gry** · strona { $page }/{ $pages }
log-declare-foreign_aid = { $name } prosi o Pomoc zagraniczną (+2).
log-declare-coup = { $name } płaci 7 monet za **Zamach stanu** na gracza { $target }.
log-declare-tax = { $name } deklaruje kartę { $card } — Podatek (+3).
log-declare-assassinate = { $name } deklaruje kartę { $card } i płaci 3 monety za zabójstwo gracza { $target }.
log-declare-steal = { $name } deklaruje kartę { $card }, by okraść gracza { $target }.
log-declare-exchange = { $name } deklaruje kartę { $card }, by wymienić karty z talią Dworu.
log-declare-examine = { $name } deklaruje kartę { $card }, by przesłuchać gracza { $target }.
log-declare-embezzle = { $name } deklaruje, że nie ma 👑 **Księcia**, i defrauduje Rezerwę Skarbu.
log-declare-convert = { $name } nawraca gracza { $target }; opłata do Rezerwy Skarbu: { $coins }.
log-declare-convert_self = { $name } przechodzi do drugiej frakcji; opłata do Rezerwy Skarbu: { $coins }.
log-faction_choice = Karty rozdane. **{ $name }** wybiera frakcję dla stołu; pozostali dostają frakcje na przemian.
log-faction = { $name } — frakcja: { $faction }.
log-embezzled = { $name } zabiera z Rezerwy Skarbu: { $coins }.
log-show = { $target } potajemnie pokazuje jedną kartę graczowi { $name }.
log-give_back = { $name } oddaje kartę graczowi { $target }.
log-force_exchange = { $name } zmusza gracza { $target } do wymiany pokazanej karty: { $target } dobiera nową kartę z talii Dworu.
log-prove_hand = { $name } pokazuje całą rękę: { $cards } — bez Księcia, deklaracja się utrzymuje. Karty wracają do talii Dworu, a { $name } dobiera tyle samo nowych.
log-gain = { $name } bierze: { $coins }.
log-steal = { $name } zabiera graczowi { $target }: { $coins }.
log-refund = { $name } odzyskuje: { $coins }.
log-challenge = ⚔️ { $name } podważa deklarację gracza { $target }: { $card }!
log-prove = { $name } pokazuje kartę { $card }: deklaracja się potwierdza. Karta wraca do talii Dworu, a { $name } dobiera nową.
log-concede = Deklaracja gracza { $name } ({ $card }) upada: karta nie zostaje pokazana.
log-concede_no_duke = Deklaracja gracza { $name }, że nie ma karty { $duke }, upada: ręka nie zostaje pokazana.
log-block = 🛡️ { $name } blokuje kartą { $card }.
log-blocked = Akcja { $action } gracza { $name } zostaje zablokowana.
log-reveal = { $name } traci wpływ: odkrywa kartę { $card }.
log-eliminate = 💀 { $name } odpada z gry.
log-exchange =
    { $n ->
        [one] { $name } dobiera { $n } kartę z talii Dworu.
        [few] { $name } dobiera { $n } karty z talii Dworu.
        [many] { $name } dobiera { $n } kart z talii Dworu.
       *[other] { $name } dobiera { $n } karty z talii Dworu.
    }
log-exchanged =
    { $n ->
        [one] { $name } odkłada { $n } kartę; talia Dworu zostaje potasowana.
        [few] { $name } odkłada { $n } karty; talia Dworu zostaje potasowana.
        [many] { $name } odkłada { $n } kart; talia Dworu zostaje potasowana.
       *[other] { $name } odkłada { $n } karty; talia Dworu zostaje potasowana.
    }
log-no_effect = Akcja { $action } nie ma skutku: { $target } jest już poza grą.
log-cancelled = Anulowano: { $action } ({ $name }).
log-timeout-window = ⏰ Czas minął: nikt inny nie odpowiedział, więc akcja przechodzi.
log-timeout-challenge = ⏰ Czas minął: nikt nie podważył deklaracji gracza { $name }: { $card }.
log-timeout-block = ⏰ Czas minął: nikt nie zablokował akcji { $action }, więc akcja przechodzi.
log-timeout-player = ⏰ { $name }: czas minął.
log-forfeit = 🏳️ { $name } poddaje się.
log-forfeit_cards = 🏳️ { $name } poddaje się i odkrywa karty: { $cards }.
log-more_time = ⏳ { $name } prosi o więcej czasu: nowy termin { $until }.
log-departed = 🚪 { $name } opuszcza serwer i poddaje się.
log-table_cancelled = 🛑 Gra anulowana: { $name }.
log-table_cancelled_moderator = 🛑 Gra anulowana przez moderatora.

log-autopilot = ⏰ { $name }: czas minął, decyzję podejmuje gracz komputerowy (autopilot).
log-autopilot_allow = ⏰ { $name }: czas minął, bez sprzeciwu (autopilot).
log-handed_off = 🤖 { $name } przejmuje miejsce razem z kartami i monetami.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }lub{ " " }
await-action = **{ $name }**, wybierz akcję{ $until }
await-challenge = Podważ lub przepuść deklarację gracza { $name }: { $card }{ $until } · czekamy na: { $who }
await-block = Przepuść albo zablokuj kartą { $cards }{ $until } · czekamy na: { $who }
await-prove = **{ $name }** musi pokazać kartę { $card } albo stracić kartę{ $until }
await-prove_hand = **{ $name }** musi pokazać całą rękę (bez Księcia) albo stracić kartę{ $until }
await-faction = **{ $name }** wybiera frakcję dla stołu{ $until }
await-show = **{ $name }** wybiera kartę, którą potajemnie pokaże graczowi { $actor }{ $until }
await-examine = **{ $name }** decyduje: oddać kartę graczowi { $target } czy wymusić wymianę{ $until }
await-must_coup = **{ $name }** ma 10 lub więcej monet: musi przeprowadzić Zamach stanu{ $until }
await-lose = **{ $name }** musi wybrać kartę do stracenia{ $until }
await-exchange = **{ $name }** wybiera karty do zatrzymania{ $until }
await-draft = Każdy gracz wybiera kartę ze swojego zestawu{ $until } · czekamy na: { $who }
await-over = Gra się skończyła.

## The board

board-out = poza grą
board-court =
    { $n ->
        [one] Talia Dworu: { $n } karta
        [few] Talia Dworu: { $n } karty
        [many] Talia Dworu: { $n } kart
       *[other] Talia Dworu: { $n } karty
    }
board-footer = Tryb: { $mode } · { $variant }
board-footer_options = { $footer } · dodatki: { $options }
board-reserve = Rezerwa Skarbu: { $coins }
board-auto = ⏩ Przepuszczają cudze deklaracje bez czekania: { $names }
board-factions = Frakcje: { $loyalist } · { $reformist }
board-reunified = { " " }— wszyscy pozostali są w jednej frakcji: można celować w każdego

## Buttons

button-challenge = Podważ
button-allow = Przepuść
button-block = Zablokuj ({ $card })
button-cards = Moje karty
button-more_time = Więcej czasu
button-lose = Wybierz kartę do utraty
button-prove = Pokaż lub strać kartę
button-exchange = Wybierz karty do zatrzymania
button-draft = Wybierz swoją kartę
button-show_card = Wybierz kartę do pokazania
button-examine = Zobacz kartę i zdecyduj
button-show_hand = Pokaż całą rękę (bez Księcia)
button-give_back = Oddaj
button-force_exchange = Wymuś wymianę
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = Pokaż: { $card }
button-lose_card = Strać: { $card }
button-pick = Zatrzymaj: { $card }
button-join = Dołącz
button-leave = Wyjdź
button-start = Rozpocznij
button-cancel = Anuluj
button-forfeit = Poddaj tę grę
button-abandon_series = Opuść całą serię
button-auto_on = Nie czekaj na mnie
button-auto_off = Znów na mnie czekaj
button-autopilot_on = Autopilot, gdy skończy mi się czas
button-autopilot_off = Wyłącz mój autopilot
button-handoff = Oddaj moje miejsce komputerowi
button-rematch = Rewanż
select-target = { $action }: wybierz gracza
select-keep =
    { $n ->
        [one] Zatrzymaj dokładnie { $n } kartę
        [few] Zatrzymaj dokładnie { $n } karty
        [many] Zatrzymaj dokładnie { $n } kart
       *[other] Zatrzymaj dokładnie { $n } karty
    }
select-in_hand = na ręce
select-drawn = dobrana
select-convert_self = { $name } (ty)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Twoje karty: { $cards }
hand-not_picked = Twoja karta nie jest jeszcze wybrana.
hand-none = Nie masz już zakrytych kart.
hand-revealed = Odkryte: { $cards }
hand-coins = Monety: { $n }
hand-drawn = Dobrane z talii Dworu: { $cards }
hand-auto_on = ⏩ Do końca tej gry deklaracje i akcje, które nie pochodzą od ciebie ani nie są w ciebie wymierzone, przechodzą bez czekania na ciebie.
hand-autopilot_on = 🤖 Autopilot włączony: gdy skończy ci się czas, za ciebie zdecyduje gracz komputerowy (pominięte tury nadal się liczą).
hand-faction = Twoja frakcja: { $faction }
hand-examined = { $target } pokazuje ci: { $card }
hand-showed = Pokazano graczowi { $actor }: { $card }
hand-redrawn = Wymuszona wymiana w turze { $turn }: oddana karta { $shown }, dobrana karta { $drawn }.
private-until = { " " }({ $when })
private-lose = **Tracisz wpływ: wybierz kartę do odkrycia**{ $until }.
private-prove = Ktoś podważa twoją deklarację: { $card }! Pokaż tę kartę (zostanie zastąpiona nową) albo strać wybraną przez siebie kartę{ $until }.
private-prove_hand = Ktoś podważa twoją deklarację, że nie masz Księcia! Pokaż wszystkim całą rękę (bez Księcia: podważający traci kartę, a ty dobierasz nowe karty) albo strać wybraną przez siebie kartę{ $until }.
private-prove_duke = Ktoś podważa twoją deklarację, że nie masz Księcia, ale go masz: nie możesz pokazać ręki, więc strać wybraną przez siebie kartę{ $until }.
private-faction = **Wybierz swoją frakcję**; następny gracz zgodnie z ruchem wskazówek zegara dostaje drugą i tak dalej{ $until }.
private-show = **Wybierz kartę do pokazania graczowi { $actor }**; widzicie ją tylko wy dwoje{ $until }.
private-examine = **Oddaj kartę** albo zmuś gracza { $target } do wymiany na kartę z talii Dworu{ $until }.
private-exchange =
    { $n ->
        [one] **Zatrzymaj { $n } kartę spośród tych**; reszta wraca do talii Dworu{ $until }.
        [few] **Zatrzymaj { $n } karty spośród tych**; reszta wraca do talii Dworu{ $until }.
        [many] **Zatrzymaj { $n } kart spośród tych**; reszta wraca do talii Dworu{ $until }.
       *[other] **Zatrzymaj { $n } karty spośród tych**; reszta wraca do talii Dworu{ $until }.
    }
private-draft = **Wybierz ze swojego zestawu kartę, którą zatrzymujesz**; pozostałe cztery odchodzą z gry niepokazane{ $until }.
private-target = **{ $action }**: wybierz gracza{ $until }.
done-reveal = Twoja karta { $card } jest odkryta.
done-prove = Karta { $card } pokazana; twoja nowa karta to { $new }.
done-concede = Karta nie została pokazana; tracisz kartę { $card }.
done-keep = Zatrzymujesz: { $cards }.
done-prove_hand = Ręka pokazana ({ $cards }); twoje nowe karty: { $new }.
done-show = Karta { $card } pokazana graczowi { $actor }.
done-give_back = Karta oddana.
done-force_exchange = Wymiana wymuszona.
done-draft = Zatrzymujesz: { $card }.
done-target = { $action } → cel: { $target }.
done-convert = Opłata do Rezerwy Skarbu: { $coins }; { $target } — frakcja: { $faction }.
done-convert_self = Opłata do Rezerwy Skarbu: { $coins }; twoja frakcja: { $faction }.
done-now = Teraz: { $what }
done-over = Gra się skończyła.

## The lobby

lobby-title = **Coup · poczekalnia** · { $mode } · { $variant }
lobby-rematch = { " " }· rewanż: zaczyna ostatni zwycięzca
lobby-seats = Gracze w kolejności miejsc:
lobby-host = { " " }(gospodarz)
lobby-autopilot = 🤖 Autopilot dla wszystkich: gdy komuś skończy się czas, decyzję podejmuje gracz komputerowy.
lobby-help = Naciśnij **Dołącz**, by zająć miejsce. Gospodarz naciska **Rozpocznij** (2–10 graczy).
lobby-help_series = Naciśnij **Dołącz**, by zająć miejsce. Gospodarz naciska **Rozpocznij** (w serii 2–6 graczy).
lobby-help_draft = Naciśnij **Dołącz**, by zająć miejsce. Gospodarz naciska **Rozpocznij** (w drafcie dokładnie 2 graczy).
lobby-started = **Coup** · { $mode } · { $variant } — gra się rozpoczęła.
lobby-cancelled = **Coup** · { $mode } · { $variant } — gra została anulowana.
lobby-finished = **Coup** · { $mode } · { $variant } — gra się skończyła.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — poczekalnia została zamknięta.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } wygrywa** po { $turns } turze.
        [few] 🏆 **{ $name } wygrywa** po { $turns } turach.
        [many] 🏆 **{ $name } wygrywa** po { $turns } turach.
       *[other] 🏆 **{ $name } wygrywa** po { $turns } turach.
    }
over-bluffs = Blefy, teraz gdy można je ujawnić:
over-bluff-action = Tura { $turn }: { $name } — fałszywa deklaracja: { $card }{ $caught }.
over-bluff-block = Tura { $turn }: { $name } — fałszywa blokada: { $card }{ $caught }.
over-bluff-embezzle = Tura { $turn }: { $name } — fałszywa deklaracja, że nie ma karty { $duke }{ $caught }.
over-bluff-caught = { " " }— blef wykryty
over-no_bluffs = Nikt nie blefował.
status-last_game = Nie toczy się tu teraz żadna gra. Ostatnia:
status-cancelled = Została anulowana przed końcem.
over-rematch = Gospodarz może zacząć rewanż z tymi samymi graczami; zaczyna zwycięzca.
series-standing = **Seria** · rozegrane gry: { $done }/3 · zwycięstwa: { $wins } · następną grę zaczyna { $starter }.
series-next_help = Gospodarz naciska **Następna gra**, gdy wszyscy są gotowi.
series-game_stand_in =
    { $turns ->
        [one] Gra { $k }: gracz komputerowy, który przejął miejsce, wygrał w { $turns } turze (zwycięstwo nie liczy się nikomu z serii).
        [few] Gra { $k }: gracz komputerowy, który przejął miejsce, wygrał w { $turns } turach (zwycięstwo nie liczy się nikomu z serii).
        [many] Gra { $k }: gracz komputerowy, który przejął miejsce, wygrał w { $turns } turach (zwycięstwo nie liczy się nikomu z serii).
       *[other] Gra { $k }: gracz komputerowy, który przejął miejsce, wygrał w { $turns } turach (zwycięstwo nie liczy się nikomu z serii).
    }
series-game =
    { $turns ->
        [one] Gra { $k }: **{ $name }** — zwycięstwo w { $turns } turze.
        [few] Gra { $k }: **{ $name }** — zwycięstwo w { $turns } turach.
        [many] Gra { $k }: **{ $name }** — zwycięstwo w { $turns } turach.
       *[other] Gra { $k }: **{ $name }** — zwycięstwo w { $turns } turach.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } wygrywa serię**: { $n } zwycięstwo!
        [few] 🏆 **{ $name } wygrywa serię**: { $n } zwycięstwa!
        [many] 🏆 **{ $name } wygrywa serię**: { $n } zwycięstw!
       *[other] 🏆 **{ $name } wygrywa serię**: { $n } zwycięstwa!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } dzielą się serią**: każdy ma { $n } zwycięstwo.
        [few] 🤝 **{ $names } dzielą się serią**: każdy ma { $n } zwycięstwa.
        [many] 🤝 **{ $names } dzielą się serią**: każdy ma { $n } zwycięstw.
       *[other] 🤝 **{ $names } dzielą się serią**: każdy ma { $n } zwycięstwa.
    }
series-abandoned = Seria przerwana: opuszcza ją { $name }. Zwycięstwa do tej pory: { $wins }. Nikt jej nie wygrywa.
series-cancelled = Seria została anulowana.
series-lobby = { " " }· seria trzech gier
series-left = { $name } opuszcza serię: zostaje ona przerwana z dotychczasowymi zwycięstwami i nikt jej nie wygrywa.
leave-confirm_game = Opuścić grę? Oznacza to poddanie: twoje karty zostają odkryte i odpadasz z gry. Naciśnij przycisk, aby potwierdzić; w przeciwnym razie nic się nie stanie.
leave-or_series = W serii poddanie oznacza przegraną tylko tej gry; opuszczenie całej serii przerywa ją dla wszystkich i nikt jej nie wygrywa.
leave-or_handoff = Albo oddaj swoje miejsce graczowi komputerowemu: dokończy tę grę twoimi kartami i monetami, a wynik będzie jego, nie twój.
leave-confirm_series = Opuścić serię? Zostaje przerwana z dotychczasowymi zwycięstwami i nikt jej nie wygrywa. Naciśnij przycisk, aby potwierdzić; w przeciwnym razie nic się nie stanie.
ok-left_series = Nie grasz już w tej serii.
series-cancelled_by = { $name } anuluje serię.
button-next_game = Następna gra
chart-coins = Monety
chart-cards = Karty
chart-turn = Tura
chart-winner = zwycięzca
chart-player = Gracz { $n }

## Standings

board-title = **Ranking · { $season }** (strona { $page }/{ $pages })
board-empty = W tym sezonie nikt jeszcze nie ukończył gry.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] zwycięstwo
        [few] zwycięstwa
        [many] zwycięstw
       *[other] zwycięstwa
    } w { $games } { $games ->
        [one] grze
        [few] grach
        [many] grach
       *[other] grach
    } ({ $rate }){ $series }
board-series = { " " }· serie wygrane: { $won }, współdzielone: { $shared }
board-computers = Gracze komputerowi (poza rankingiem):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] zwycięstwo
        [few] zwycięstwa
        [many] zwycięstw
       *[other] zwycięstwa
    } w { $games } { $games ->
        [one] grze
        [few] grach
        [many] grach
       *[other] grach
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = wszystkie sezony na tym serwerze
stats-games = Gry: { $games } · zwycięstwa: { $wins } ({ $rate }) · średnie miejsce: { $finish }
stats-series = Serie: { $played } · wygrane: { $won } · współdzielone: { $shared } · przerwane: { $abandoned }
stats-challenges = Podważenia: { $made } · trafne: { $won }
stats-bluffs = Deklaracje: { $claims } · blefy: { $bluffs } · wykryte: { $caught }
stats-blocks = Blokady: { $n }
stats-never = { $name } nie ma jeszcze żadnej ukończonej gry na tym serwerze.
history-title = **{ $name }** · ostatnie gry na tym serwerze
history-won =
    { $when } · 🏆 wygrana ({ $players } { $players ->
        [one] gracz
        [few] gracze
        [many] graczy
       *[other] gracza
    }, { $turns } { $turns ->
        [one] tura
        [few] tury
        [many] tur
       *[other] tury
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · miejsce { $finish }/{ $players } ({ $turns } tura){ $series } · { $link }
        [few] { $when } · miejsce { $finish }/{ $players } ({ $turns } tury){ $series } · { $link }
        [many] { $when } · miejsce { $finish }/{ $players } ({ $turns } tur){ $series } · { $link }
       *[other] { $when } · miejsce { $finish }/{ $players } ({ $turns } tury){ $series } · { $link }
    }
history-in_series = { " " }· seria, gra { $k }
history-series_title = Serie:
history-series-won =
    { $wins ->
        [one] { $when } · seria wygrana: { $wins } zwycięstwo · { $channel }
        [few] { $when } · seria wygrana: { $wins } zwycięstwa · { $channel }
        [many] { $when } · seria wygrana: { $wins } zwycięstw · { $channel }
       *[other] { $when } · seria wygrana: { $wins } zwycięstwa · { $channel }
    }
history-series-shared =
    { $wins ->
        [one] { $when } · seria współdzielona: { $wins } zwycięstwo · { $channel }
        [few] { $when } · seria współdzielona: { $wins } zwycięstwa · { $channel }
        [many] { $when } · seria współdzielona: { $wins } zwycięstw · { $channel }
       *[other] { $when } · seria współdzielona: { $wins } zwycięstwa · { $channel }
    }
history-series-lost =
    { $wins ->
        [one] { $when } · seria przegrana ({ $wins } zwycięstwo) · { $channel }
        [few] { $when } · seria przegrana ({ $wins } zwycięstwa) · { $channel }
        [many] { $when } · seria przegrana ({ $wins } zwycięstw) · { $channel }
       *[other] { $when } · seria przegrana ({ $wins } zwycięstwa) · { $channel }
    }
history-series-abandoned =
    { $wins ->
        [one] { $when } · seria przerwana ({ $wins } zwycięstwo do tej pory) · { $channel }
        [few] { $when } · seria przerwana ({ $wins } zwycięstwa do tej pory) · { $channel }
        [many] { $when } · seria przerwana ({ $wins } zwycięstw do tej pory) · { $channel }
       *[other] { $when } · seria przerwana ({ $wins } zwycięstwa do tej pory) · { $channel }
    }
season-unknown = Ten serwer nie ma sezonu { $n }. `/coup sezon lista` pokazuje wszystkie sezony.
season-started = { $by } rozpoczyna **{ $name }** (sezon { $n }). Wcześniejsze sezony można dalej przeglądać przez `/coup ranking sezon:`.
season-list = **Sezony** (od najnowszego):
season-row = { $n }. { $name } · od { $when }
season-none = Nie ma jeszcze sezonu: pierwsza rozegrana tu gra otwiera Sezon 1.

## Reminders

remind-channel = ⏰ Przypomnienie: { $what }
remind-dm =
    ⏰ Przypomnienie z serwera **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Ostatnie przypomnienie, czas prawie minął: { $what }
remind-dm_last =
    ⏰ Ostatnie przypomnienie z serwera **{ $server }**, czas prawie minął: { $what }
    { $link }

## A server's games and settings

games-title = **Gry na tym serwerze** ({ $n })
games-title_mine = **Gry, które czekają na ciebie** ({ $n })
games-lobby =
    { $n ->
        [one] • Poczekalnia · { $n } gracz · { $mode } · { $link }
        [few] • Poczekalnia · { $n } gracze · { $mode } · { $link }
        [many] • Poczekalnia · { $n } graczy · { $mode } · { $link }
       *[other] • Poczekalnia · { $n } gracza · { $mode } · { $link }
    }
games-running =
    { $n ->
        [one] • Tura { $turn } · w grze: { $n } gracz · { $mode } · czekamy na: { $who } { $until } · { $link }
        [few] • Tura { $turn } · w grze: { $n } gracze · { $mode } · czekamy na: { $who } { $until } · { $link }
        [many] • Tura { $turn } · w grze: { $n } graczy · { $mode } · czekamy na: { $who } { $until } · { $link }
       *[other] • Tura { $turn } · w grze: { $n } gracza · { $mode } · czekamy na: { $who } { $until } · { $link }
    }
games-more = …i jeszcze { $n }.
games-none = Na tym serwerze nie ma otwartej gry ani poczekalni. Zacznij od `/coup nowa`.
games-none_mine = Żadna gra nie czeka na ciebie.
notify-channel = Przypomnienia o twoich decyzjach w grach korespondencyjnych będą cię oznaczać na kanale gry.
notify-dm = Przypomnienia o twoich decyzjach w grach korespondencyjnych będą przychodzić w wiadomości prywatnej (albo na kanale, jeśli masz zamknięte wiadomości prywatne).
notify-off = Nie dostaniesz żadnych przypomnień o decyzjach w grach korespondencyjnych.
settings-title = **Ustawienia Coup na tym serwerze** (domyślne dla nowych gier)
settings-mode = Tryb: { $mode } · osobny wątek na każdą grę: { $thread }
settings-live = Na żywo: odpowiedź na deklarację { $window }, tura { $turn }
settings-async = Korespondencyjnie: odpowiedź na deklarację { $window }, tura { $turn }
settings-missed = Pominięte tury z rzędu przed poddaniem: { $n }
settings-expansions = Dodatki: { $expansions }
settings-computers = Autopilot dozwolony: { $autopilot } · odchodzący może oddać miejsce komputerowi: { $handoff }
settings-replays = Powtórki widoczne dla całego kanału: { $public }
settings-none = brak
settings-channels = Kanały, na których można grać: { $channels }
settings-any_channel = dowolne
settings-language = Język wiadomości publicznych: { $language }
settings-server_language = język serwera
settings-yes = tak
settings-no = nie
settings-saved = Zapisano.
no-duration = `{ $option }`: „{ $value }” to nie jest czas od 10s do 72h (zapisz go np. jako 30s, 5m, 8h albo 1h30m).
no-settings_nothing = Nic do zmiany: podaj co najmniej jedną opcję.
no-settings_channel = Wskaż kanał tekstowy tego serwera.

## Answers to commands

ok-joined = Jesteś w poczekalni: miejsce { $n }.
ok-left_lobby = Nie jesteś już w poczekalni.
ok-forfeited = Gra poddana.
ok-handed_off = Gracz komputerowy gra dalej na twoim miejscu.
ok-started = Gra się zaczyna.
ok-cancelled = { $name } anuluje { $what }.
ok-what-lobby = poczekalnię
ok-what-game = grę
ok-added_computer = { $level ->
        [easy] Dodano łatwego gracza komputerowego.
        [hard] Dodano trudnego gracza komputerowego.
       *[normal] Dodano normalnego gracza komputerowego.
    }
ok-removed_computer = Usunięto gracza komputerowego.

## Refusals

no-table = Na tym kanale nie ma poczekalni ani gry Coup. Zacznij od `/coup nowa`.
no-dm = W Coup gra się na kanale serwera, nie w wiadomościach prywatnych.
no-busy = Na tym kanale jest już poczekalnia albo gra Coup. Najpierw ją zakończ albo anuluj (`/coup anuluj`) lub użyj innego kanału.
no-busy_rematch = Na tym kanale jest już nowa poczekalnia albo gra.
no-not_player = W tej grze grają inni gracze.
no-not_in_lobby = Nie jesteś w tej poczekalni.
no-already_in = Już jesteś w tej poczekalni.
no-full =
    { $n ->
        [one] Ta poczekalnia jest pełna ({ $n } gracz).
        [few] Ta poczekalnia jest pełna ({ $n } gracze).
        [many] Ta poczekalnia jest pełna ({ $n } graczy).
       *[other] Ta poczekalnia jest pełna ({ $n } gracza).
    }
no-series_full =
    { $n ->
        [one] Seria jest dla 2–6 graczy: ta poczekalnia jest pełna ({ $n } gracz).
        [few] Seria jest dla 2–6 graczy: ta poczekalnia jest pełna ({ $n } gracze).
        [many] Seria jest dla 2–6 graczy: ta poczekalnia jest pełna ({ $n } graczy).
       *[other] Seria jest dla 2–6 graczy: ta poczekalnia jest pełna ({ $n } gracza).
    }
no-started = Gra już się zaczęła; możesz dołączyć do następnej.
no-closed = Ta poczekalnia jest zamknięta.
no-gone = Ta poczekalnia już nie istnieje.
no-over = Ta gra się skończyła.
no-not_running = Ta gra już nie trwa.
no-out_of_date = Ten komunikat jest nieaktualny: gra poszła dalej.
no-moved_on = W międzyczasie gra poszła dalej; nic nie zmieniono. Sprawdź jeszcze raz i spróbuj ponownie.
no-maybe_saved = To mogło nie zostać zapisane: połączenie z bazą danych zostało zerwane. Gra pokaże to, co zapisano, gdy tylko baza danych znów odpowie.
no-already_challenged = Tę deklarację już podważa { $name }.
no-out = Jesteś już poza tą grą.
no-not_yours = To nie twoja decyzja. Gra czeka na: { $who }.
no-not_your_turn = To nie twoja tura; teraz gra { $name }.
no-not_option = Tego nie ma wśród opcji.
no-one_option = Wybierz dokładnie jedną opcję.
no-once_each = Wybierz każdą kartę najwyżej raz.
no-nothing_to_block = Teraz nie ma czego blokować.
no-exchange_over = Ta wymiana jest już zakończona.
no-not_a_button = Ten przycisk nie należy do żadnej gry znanej botowi.
no-other_channel = Ten przycisk należy do gry na innym kanale.
no-host-start = Tylko gospodarz może rozpocząć grę.
no-host-rematch = Tylko gospodarz może zacząć rewanż.
no-host-addbot = Tylko gospodarz może dodawać graczy komputerowych.
no-host-removebot = Tylko gospodarz może usuwać graczy komputerowych.
no-host_or_manager = Anulować może tylko gospodarz albo osoba z uprawnieniem Zarządzanie serwerem.
no-rematch_finished = Rewanż może nastąpić tylko po zakończonej grze.
no-not_started_yet = Gra jeszcze się nie zaczęła.
no-not_playing = Nie grasz w tej grze.
no-min_players = Coup wymaga co najmniej 2 graczy: poczekaj, aż ktoś dołączy (albo dodaj komputer przez `/coup dodaj_bota`).
no-draft_two = Wariant draft jest dla dokładnie 2 graczy.
no-no_computer = W tej poczekalni nie ma gracza komputerowego.
no-move = Ten ruch nie jest teraz dozwolony.
no-option_value = `{ $option }`: nie mogę użyć tej wartości.
no-subcommand = To grupa poleceń: wybierz jedno z nich (menu `/coup` je wymienia).
no-unknown_option = To polecenie nie ma opcji `{ $option }`. Jeśli Discord ją podpowiada, jego lista poleceń jest nieaktualna: spróbuj za minutę.
db-readonly = plik bazy danych jest tylko do odczytu
db-full = dysk jest pełny
db-io = dysk nie mógł odczytać ani zapisać pliku bazy danych
db-locked = baza danych jest zablokowana przez inny program
db-damaged = plik bazy danych jest uszkodzony
db-failed = wystąpił błąd bazy danych
perm-view_channel = Wyświetlanie kanałów
perm-embed_links = Osadzanie linków
perm-send_messages = Wysyłanie wiadomości
perm-create_public_threads = Tworzenie wątków publicznych
perm-send_messages_in_threads = Wysyłanie wiadomości w wątkach
season-default = Sezon { $n }
no-log = Na tym kanale nie rozegrano jeszcze żadnej gry.
no-manage_server = Może to zrobić tylko osoba z uprawnieniem Zarządzanie serwerem.
no-autopilot_server_off = Autopilot nie jest dozwolony na tym serwerze: osoba z uprawnieniem Zarządzanie serwerem może go włączyć w ustawieniach serwera.
no-autopilot_off = Autopilot nie jest dozwolony w tej grze: osoba z uprawnieniem Zarządzanie serwerem może go włączyć w ustawieniach serwera, dla gier otwartych później.
no-handoff_off = Oddanie miejsca komputerowi nie jest dozwolone w tej grze: osoba z uprawnieniem Zarządzanie serwerem może je włączyć w ustawieniach serwera, dla gier otwartych później.
no-channel_not_allowed = Na tym serwerze w Coup gra się na kanałach: { $channels } (`/coup ustawienia`).
no-series_busy = Na tym kanale trwa seria: najpierw ją dokończ (albo anuluj przez `/coup anuluj`) lub użyj innego kanału.
no-series_size = Seria jest dla 2–6 graczy; w tej poczekalni jest ich { $n }. Zacznij zamiast tego pojedynczą grę.
no-series_over = Ta seria się skończyła.
no-series_next_started = Następna gra tej serii już się zaczęła.
no-host-next = Następną grę serii może zacząć tylko gospodarz (albo osoba z uprawnieniem Zarządzanie serwerem).
no-more_time_not_awaited = O więcej czasu może poprosić tylko gracz, na którego czeka gra.
no-more_time_used = Dodatkowy czas w tej grze jest już wykorzystany.
no-target_self = Nie możesz wybrać siebie na cel.
no-target_out = Celem musi być gracz, który jest jeszcze w grze.
no-target_poor = { $name } nie ma monet do ukradzenia.
no-keep_exactly = Zatrzymaj dokładnie tyle kart, ile masz ({ $n }).
no-answered = Twoja odpowiedź jest już zapisana.
no-own_claim = To twoja własna deklaracja: odpowiadają na nią pozostali gracze.
no-only_target = Tylko { $name } może to zablokować.
no-failed_block = Twoja blokada się nie udała; nie możesz ponownie blokować tej akcji.
no-block_same_faction = { $name } jest z twojej frakcji ({ $faction }): dopóki stół jest podzielony, nie możesz blokować Pomocy zagranicznej tego gracza.
no-target_same_faction = { $name } jest z twojej frakcji ({ $faction }): dopóki stół jest podzielony, nie możesz wybrać tego gracza na cel.
no-block_card = Akcję { $action } można zablokować tylko kartą { $cards }.
no-action_not_in_game = Akcji { $action } nie ma w tej grze.
no-character_not_in_game = W tej grze nie ma karty { $card }.
no-card_not_held = Nie masz do tego zakrytej karty { $card }.
no-duke_held = Masz Księcia: nie możesz udowodnić, że go nie masz.
no-wrong_step = To nie jest odpowiedź na to, na co gra teraz czeka.
no-takes_no_target = Akcja { $action } nie ma celu.
faction-loyalist = Lojaliści
faction-reformist = Reformiści
no-nothing_waits = Teraz nic na ciebie nie czeka.
no-option = `{ $option }` musi mieć jedną z wartości: { $choices }.
no-option_range = `{ $option }` musi być liczbą całkowitą od { $low } do { $high }.
no-option_text =
    { $n ->
        [one] `{ $option }` może mieć najwyżej { $n } znak.
        [few] `{ $option }` może mieć najwyżej { $n } znaki.
        [many] `{ $option }` może mieć najwyżej { $n } znaków.
       *[other] `{ $option }` może mieć najwyżej { $n } znaku.
    }
no-hours_live = `godziny` dotyczy tylko gier korespondencyjnych; w grach na żywo odpowiada się w kilka sekund.
no-permissions = Nie mogę tu prowadzić gry: potrzebuję na tym kanale uprawnień: { $perms }.
no-unknown_command = Nie znam tego polecenia. `/coup zasady` opisuje grę; menu `/coup` pokazuje resztę.
no-outdated_command = Discord wciąż aktualizuje polecenia tego bota; spróbuj za minutę.
no-saved_retry = Coś poszło nie tak po naszej stronie. Gra jest zapisana; spróbuj ponownie albo użyj `/coup stan`.
no-unchanged_retry = Coś poszło nie tak po naszej stronie; nic nie zmieniono. Spróbuj ponownie za chwilę.
no-database = Nie udało się zapisać gry ({ $why }); nic nie zmieniono. Spróbuj ponownie za chwilę.
why = { $text }
why-must_coup =
    { $n ->
        [one] Masz { $n } monetę: musisz przeprowadzić Zamach stanu.
        [few] Masz { $n } monety: musisz przeprowadzić Zamach stanu.
        [many] Masz { $n } monet: musisz przeprowadzić Zamach stanu.
       *[other] Masz { $n } monety: musisz przeprowadzić Zamach stanu.
    }
why-coins =
    { $need ->
        [one] Na akcję { $action } potrzebujesz { $need } monetę; masz { $n }.
        [few] Na akcję { $action } potrzebujesz { $need } monety; masz { $n }.
        [many] Na akcję { $action } potrzebujesz { $need } monet; masz { $n }.
       *[other] Na akcję { $action } potrzebujesz { $need } monety; masz { $n }.
    }
why-steal = Nikt nie ma monet do ukradzenia.
why-other = Teraz nie możesz tego zrobić.

## Slash commands

# Names: lowercase letters (Polish letters allowed), digits, - and _; 32 at most.
# Descriptions: 45 characters at most (tests/bot/test_locales.py says why). Choice values
# are not translated, only what the menu shows for them.

cmd-coup-name = coup
cmd-coup-desc = Graj w Coup na tym kanale
cmd-new-name = nowa
cmd-new-desc = Otwórz poczekalnię Coup na tym kanale
cmd-new-mode-name = tryb
cmd-new-mode-desc = na żywo: 30 s; korespondencyjnie: godziny
cmd-new-mode-live = na żywo
cmd-new-mode-async = korespondencyjnie
cmd-new-variant-name = wariant
cmd-new-variant-desc = standard albo draft (2 graczy wybiera karty)
cmd-new-variant-standard = standard
cmd-new-variant-draft = draft
cmd-new-hours-name = godziny
cmd-new-hours-desc = korespondencyjnie: godziny (domyślnie 8)
cmd-new-thread-name = wątek
cmd-new-thread-desc = graj w osobnym wątku (wiele gier na kanale)
cmd-new-series-name = seria
cmd-new-series-desc = seria trzech gier tych samych graczy (2–6)
cmd-new-reformation-name = reformacja
cmd-new-reformation-desc = Reformacja: frakcje, Nawrócenie, Defraudacja
cmd-new-inquisitor-name = inkwizytor
cmd-new-inquisitor-desc = Inkwizytor zastępuje Ambasadora
cmd-new-autopilot-name = autopilot
cmd-new-autopilot-desc = autopilot dla wszystkich
cmd-join-name = dołącz
cmd-join-desc = Zajmij miejsce w poczekalni tego kanału
cmd-leave-name = opuść
cmd-leave-desc = Opuść poczekalnię albo poddaj trwającą grę
cmd-start-name = rozpocznij
cmd-start-desc = Rozpocznij grę (tylko gospodarz)
cmd-cancel-name = anuluj
cmd-cancel-desc = Anuluj poczekalnię lub grę na tym kanale
cmd-hand-name = ręka
cmd-hand-desc = Twoje karty i monety (widzisz je tylko ty)
cmd-status-name = stan
cmd-status-desc = Pokaż planszę gry na tym kanale
cmd-log-name = dziennik
cmd-log-desc = Publiczna historia gry (widzisz ją tylko ty)
cmd-log-page-name = strona
cmd-log-page-desc = która strona (domyślnie: najnowsza)
cmd-rules-name = zasady
cmd-rules-desc = Ściąga z zasadami Coup (widzisz ją tylko ty)
cmd-addbot-name = dodaj_bota
cmd-addbot-desc = Dodaj gracza komputerowego (tylko gospodarz)
cmd-addbot-level-name = poziom
cmd-addbot-level-desc = łatwy nie blefuje; trudny też myśli naprzód
cmd-addbot-level-easy = łatwy
cmd-addbot-level-normal = normalny
cmd-addbot-level-hard = trudny
cmd-removebot-name = usuń_bota
cmd-removebot-desc = Usuń gracza komputerowego (tylko gospodarz)
cmd-leaderboard-name = ranking
cmd-leaderboard-desc = Ranking tego serwera, dowolny sezon
cmd-leaderboard-season-name = sezon
cmd-leaderboard-season-desc = numer sezonu (domyślnie: bieżący)
cmd-leaderboard-page-name = strona
cmd-leaderboard-page-desc = która strona (10 graczy na stronę)
cmd-stats-name = statystyki
cmd-stats-desc = Zwycięstwa, blefy, wyróżnienia i siła gry
cmd-stats-member-name = gracz
cmd-stats-member-desc = czyje statystyki (domyślnie: twoje)
cmd-stats-season-name = sezon
cmd-stats-season-desc = tylko jeden sezon (domyślnie: wszystkie)
cmd-history-name = historia
cmd-history-desc = Ostatnie gry i serie, z powtórkami
cmd-history-member-name = gracz
cmd-history-member-desc = czyja historia (domyślnie: twoja)
cmd-replay-name = powtórka
cmd-replay-desc = Powtórka zakończonej gry, karty odkryte
cmd-replay-game-name = gra
cmd-replay-game-desc = numer gry (domyślnie: ostatnia na tym kanale)
cmd-season-name = sezon
cmd-season-desc = Sezony rankingu tego serwera
cmd-season-new-name = nowy
cmd-season-new-desc = Nowy sezon (Zarządzanie serwerem)
cmd-season-new-name-name = nazwa
cmd-season-new-name-desc = nazwa sezonu (domyślnie: Sezon N)
cmd-season-list-name = lista
cmd-season-list-desc = Wszystkie sezony tego serwera
cmd-games-name = gry
cmd-games-desc = Gry i poczekalnie: na kogo czekają, linki
cmd-games-mine-name = moje
cmd-games-mine-desc = tylko gry, które czekają na ciebie
cmd-notify-name = powiadomienia
cmd-notify-desc = Jak przypominać o grach korespondencyjnych
cmd-notify-how-name = jak
cmd-notify-how-desc = na kanale gry, prywatnie albo wcale
cmd-notify-how-channel = na kanale
cmd-notify-how-dm = w wiadomości prywatnej
cmd-notify-how-off = wcale
cmd-settings-name = ustawienia
cmd-settings-desc = Ustawienia domyślne (Zarządzanie serwerem)
cmd-settings-show-name = pokaż
cmd-settings-show-desc = Pokaż ustawienia Coup na tym serwerze
cmd-settings-set-name = zmień
cmd-settings-set-desc = Zmień ustawienia (Zarządzanie serwerem)
cmd-settings-set-mode-name = tryb
cmd-settings-set-mode-desc = domyślnie na żywo czy korespondencyjnie
cmd-settings-set-mode-live = na żywo
cmd-settings-set-mode-async = korespondencyjnie
cmd-settings-set-thread-name = wątek
cmd-settings-set-thread-desc = domyślnie każda gra we własnym wątku
cmd-settings-set-missed_turns-name = pominięte_tury
cmd-settings-set-missed_turns-desc = pominięte tury z rzędu do poddania (1–10)
cmd-settings-set-live_window-name = na_żywo_odpowiedź
cmd-settings-set-live_window-desc = na żywo: czas na odpowiedź, np. 30s (10s–72h)
cmd-settings-set-live_turn-name = na_żywo_tura
cmd-settings-set-live_turn-desc = na żywo: czas na turę, np. 90s (10s–72h)
cmd-settings-set-async_window-name = korespondencyjnie_odpowiedź
cmd-settings-set-async_window-desc = korespondencyjnie: czas na odpowiedź, np. 8h
cmd-settings-set-async_turn-name = korespondencyjnie_tura
cmd-settings-set-async_turn-desc = korespondencyjnie: czas na turę, np. 24h
cmd-settings-set-language-name = język
cmd-settings-set-language-desc = język wiadomości gier (domyślnie: serwera)
cmd-settings-set-reformation-name = reformacja
cmd-settings-set-reformation-desc = nowe gry domyślnie z dodatkiem Reformacja
cmd-settings-set-inquisitor-name = inkwizytor
cmd-settings-set-inquisitor-desc = nowe gry domyślnie z dodatkiem Inkwizytor
cmd-settings-set-autopilot-name = autopilot
cmd-settings-set-autopilot-desc = zezwól na autopilota
cmd-settings-set-handoff-name = oddaj_miejsce
cmd-settings-set-handoff-desc = zezwól na oddanie miejsca
cmd-settings-set-public_replays-name = publiczne_powtórki
cmd-settings-set-public_replays-desc = powtórki widoczne dla całego kanału
cmd-settings-set-language-server = język serwera
cmd-settings-channels-name = kanały
cmd-settings-channels-desc = Kanały do gry (Zarządzanie serwerem)
cmd-settings-channels-action-name = akcja
cmd-settings-channels-action-desc = dodaj lub usuń kanał albo wyczyść listę
cmd-settings-channels-action-add = dodaj
cmd-settings-channels-action-remove = usuń
cmd-settings-channels-action-clear = wyczyść
cmd-settings-channels-channel-name = kanał
cmd-settings-channels-channel-desc = kanał
thread-name = Coup · stół: { $name }

## The reference card

rules = **Coup — ściąga**
    W swojej turze wykonaj dokładnie jedną akcję. Mając 10+ monet, musisz przeprowadzić Zamach stanu.
    • **Dochód** +1 · nikt nie może go powstrzymać
    • **Pomoc zagraniczna** +2 · każdy gracz może ją zablokować kartą 👑 Książę
    • **Zamach stanu** zapłać 7 · cel traci wpływ · nie można go zablokować ani podważyć
    • 👑 **Książę — Podatek** +3 · nie można go zablokować
    • 🗡️ **Zabójca — Zabójstwo** zapłać 3 · cel traci wpływ · cel może zablokować kartą 🌹 Hrabina
    { $characters }
    { "**" }Deklaracje** mogą być blefem. Każdy może **podważyć** deklarację: jeśli była prawdziwa, podważający traci wpływ, a karta zostaje wymieniona; jeśli nie, wpływ traci deklarujący, a akcja się nie udaje (monety Zabójcy wracają).
    Najpierw podważenia, potem blokady; każdą blokadę też można podważyć.
    Kto straci obie karty, odpada z gry. Wygrywa ostatni gracz, któremu została karta.
rules-reformation = **Reformacja** (w tej grze)
    Każdy gracz należy do 🟦 Lojalistów albo 🟥 Reformistów, co widać na planszy: pierwszy gracz wybiera, pozostali na przemian zgodnie z ruchem wskazówek zegara.
    Dopóki pozostali w grze są podzieleni, nie możesz użyć { $inquisitor ->
        [yes] Zamachu stanu, Zabójstwa, Kradzieży ani Przesłuchania
       *[no] Zamachu stanu, Zabójstwa ani Kradzieży
    } przeciw graczowi ze swojej frakcji ani blokować jego Pomocy zagranicznej. Gdy wszyscy pozostali są w jednej frakcji, każdy może celować w każdego (a Nawrócenie może ich znów podzielić).
    • **Nawrócenie** zapłać 1, by zmienić własną frakcję, albo 2, by zmienić frakcję innego gracza · monety trafiają do **Rezerwy Skarbu** · bez deklaracji: nie można go podważyć ani zablokować
    • **Defraudacja** zadeklaruj, że **nie** masz 👑 Księcia, i weź wszystkie monety z Rezerwy Skarbu · każdy może podważyć: gracz z Księciem musi ustąpić; gracz bez niego może pokazać całą rękę (wtedy podważający traci wpływ, a pokazane karty zostają wymienione)
    Nie ma zwycięstwa drużynowego: ostatni gracz, któremu została karta, wygrywa sam.
rules-ambassador =
    • ⚓ **Kapitan — Kradzież** zabierz graczowi 2 · cel może zablokować kartą ⚓ Kapitan lub 📜 Ambasador
    • 📜 **Ambasador — Wymiana** dobierz 2, zatrzymaj tyle kart, ile masz, resztę odłóż
rules-inquisitor =
    • ⚓ **Kapitan — Kradzież** zabierz graczowi 2 · cel może zablokować kartą ⚓ Kapitan lub 🔍 Inkwizytor
    • 🔍 **Inkwizytor — Wymiana** dobierz 1 kartę, zatrzymaj tyle kart, ile masz, jedną odłóż
    • 🔍 **Inkwizytor — Przesłuchanie** inny gracz potajemnie pokazuje ci wybraną przez siebie kartę; oddaj ją albo zmuś go, by wymienił ją na kartę z talii Dworu · kanał pokazuje tylko, kto kogo przesłuchał i czy wymiana została wymuszona


## Data rights (/coup privacy)

cmd-privacy-name = prywatnosc
cmd-privacy-desc = Co bot o tobie przechowuje i jak to usunąć
cmd-privacy-show-name = pokaz
cmd-privacy-show-desc = Co bot o tobie przechowuje
cmd-privacy-forget-name = zapomnij
cmd-privacy-forget-desc = Bot cię zapomni; w grach będzie „były gracz”
former-player = były gracz
privacy-none = brak
privacy-report = **Co ten bot o tobie przechowuje**
    Twoje imię w jego grach: { $names }
    Gry i poczekalnie, w których siedziałeś: { $games } · policzone wyniki: { $results } · serie rozegrane do końca: { $series } · wiersze rankingu: { $standings }
    Twój wybór przypomnień: { $notify } · przypomnienia o twoich czekających decyzjach: { $reminders }
    Serwery, których ustawienia zmieniłeś jako ostatni: { $settings } · rozpoczęte przez ciebie sezony: { $seasons }
    `/coup prywatnosc zapomnij` usuwa twoje wybory i przypomnienia oraz zabiera twój identyfikator i imię z każdej gry: twoje wyniki nadal liczą się dla innych, jako wyniki byłego gracza.
privacy-forgotten = Gotowe: bot już cię nie zna. Twoje dawne gry i wyniki pokazują „były gracz” w miejscu twojego imienia.
privacy-confirm = **Czy bot ma cię zapomnieć?** Usunie twoje wybory i przypomnienia i na zawsze usunie twój identyfikator i imię ze wszystkich gier: twoje wyniki nadal liczą się dla innych, jako wyniki byłego gracza. Tego nie da się cofnąć.
button-forget_me = Zapomnij mnie
privacy-notify-channel = na kanale gry
privacy-notify-dm = wiadomością prywatną
privacy-notify-off = bez przypomnień
no-privacy_seated = Siedzisz w poczekalni albo w trwającej grze lub gracz komputerowy gra tam na twoim miejscu: najpierw z niej wyjdź (`/coup opuść`) albo poczekaj na koniec tej gry, potem poproś jeszcze raz. Trwająca seria też się liczy: opuść ją przyciskiem **Opuść całą serię**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Typuj
button-guess_bluff = Blef
button-guess_honest = Prawda
button-replay = Powtórka
button-board_wins = Wg zwycięstw
button-board_rating = Wg siły gry
button-board_reads = Wg typów
predict-ask = Czy deklaracja { $card } gracza **{ $name }** to blef? Nikt nie zobaczy twojego typu przed końcem gry{ $until }.
predict-kept_bluff = Twój typ: **blef**. Nikt go nie zobaczy przed końcem gry; możesz go zmienić, dopóki deklarację można podważyć.
predict-kept_honest = Twój typ: **prawda**. Nikt go nie zobaczy przed końcem gry; możesz go zmienić, dopóki deklarację można podważyć.
no-predict_closed = Tej deklaracji nie można już podważyć: typowanie na nią jest zamknięte.
no-predict_seated = Gracze, którzy są jeszcze w grze, nie mogą typować: typy są dla widzów i tych, którzy odpadli.
no-replay_running = Ta gra jeszcze trwa: powtórka będzie dostępna po jej końcu.
no-replay_cancelled = Ta gra została anulowana przed końcem: nie ma powtórki.
no-replay_unknown = Na tym serwerze nie ma gry o tym numerze (`/coup historia` pokazuje twoje gry).
no-replay_none_here = Na tym kanale żadna gra nie dobiegła jeszcze końca (`/coup historia` pokazuje twoje gry i ich numery).
no-replay_not_yours = Strony tej powtórki przewija tylko osoba, która ją otworzyła: `/coup powtórka gra:{ $id }` otworzy twoją.
replay-title = **Powtórka · gra nr { $id }** · strona { $page }/{ $pages }
replay-hands = Ręce wszystkich na początku tury:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· odkryte: { $cards }
replay-hand_out = • ~~{ $name }~~ · poza grą · { $revealed }
replay-no_cards = brak zakrytych kart
replay-drawn = 🔒 { $name } dobiera: { $cards }.
replay-kept = 🔒 { $name } zatrzymuje: { $cards }.
replay-replace = 🔒 { $name } dobiera w zamian: { $card }.
replay-redraw = 🔒 { $name } dobiera { $card } w miejsce pokazanej karty.
replay-shown = 🔒 { $target } pokazuje graczowi { $name }: { $card }.
replay-draft_options = 🔒 { $name } wybiera spośród: { $cards }.
replay-drafted = 🔒 { $name } zatrzymuje: { $card }.
replay-bluff = { " " }— 🎭 **blef**
over-awards = **Wyróżnienia**
award-bluffer =
    🎭 Najśmielszy blef: { $names } ({ $n ->
        [one] { $n } blef, nigdy niewykryty
        [few] { $n } blefy z rzędu, nigdy niewykryte
        [many] { $n } blefów z rzędu, nigdy niewykrytych
       *[other] { $n } blefu z rzędu, nigdy niewykrytego
    })
award-reader =
    🔍 Najlepszy nos: { $names } ({ $n ->
        [one] { $n } wykryty blef lub skuteczna blokada
        [few] { $n } wykryte blefy lub skuteczne blokady
        [many] { $n } wykrytych blefów lub skutecznych blokad
       *[other] { $n } wykrytego blefu lub skutecznej blokady
    })
award-blunder-challenge =
    💸 Najdroższy błąd: { $name }, tura { $turn }: podważona prawdziwa deklaracja ({ $n ->
        [one] { $n } stracona karta
        [few] { $n } stracone karty
        [many] { $n } straconych kart
       *[other] { $n } straconej karty
    })
award-blunder-bluff =
    💸 Najdroższy błąd: { $name }, tura { $turn }: wykryty blef ({ $n ->
        [one] { $n } stracona karta
        [few] { $n } stracone karty
        [many] { $n } straconych kart
       *[other] { $n } straconej karty
    })
award-blunder_out = { " " }— i koniec gry dla tego gracza
award-fastest = ⚡ Najszybsze decyzje: { $names } ({ $seconds } s na decyzję)
award-slowest = 🐢 Najwolniejsze decyzje: { $names } ({ $seconds } s na decyzję)
over-predictions = 🔮 **Typy** (trafione z oddanych): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = najśmielszy blef
chart-award-reader = najlepszy nos
chart-award-blunder = najdroższy błąd
chart-award-fastest = najszybszy
chart-award-slowest = najwolniejszy
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Siła gry · { $season }** (strona { $page }/{ $pages })
board-title_reads = **Najlepszy nos · { $season }** (strona { $page }/{ $pages })
board-empty_rating =
    { $n ->
        [one] Nikt nie rozegrał jeszcze { $n } gry w tym sezonie.
        [few] Nikt nie rozegrał jeszcze { $n } gier w tym sezonie.
        [many] Nikt nie rozegrał jeszcze { $n } gier w tym sezonie.
       *[other] Nikt nie rozegrał jeszcze { $n } gry w tym sezonie.
    }
board-empty_reads = Nikt jeszcze nie typował w tym sezonie.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] gra
        [few] gry
        [many] gier
       *[other] gry
    }
board-row_reads = { $rank }. { $name } · trafione: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] Siła gry to umiejętność, którą pokazują gry, minus trzy razy jej niepewność (±); do rankingu wchodzi się po { $n } grze w sezonie.
        [few] Siła gry to umiejętność, którą pokazują gry, minus trzy razy jej niepewność (±); do rankingu wchodzi się po { $n } grach w sezonie.
        [many] Siła gry to umiejętność, którą pokazują gry, minus trzy razy jej niepewność (±); do rankingu wchodzi się po { $n } grach w sezonie.
       *[other] Siła gry to umiejętność, którą pokazują gry, minus trzy razy jej niepewność (±); do rankingu wchodzi się po { $n } grach w sezonie.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] gra
        [few] gry
        [many] gier
       *[other] gry
    }
stats-awards = Wyróżnienia: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Trafione typy: { $right }/{ $made }
stats-rating =
    Siła gry w tym sezonie: { $rating } po { $games } { $games ->
        [one] grze
        [few] grach
        [many] grach
       *[other] grach
    }
history-replay = Wybierz jedną poniżej, aby obejrzeć ją ze wszystkimi kartami odkrytymi.
select-replay = Powtórka gry, karty odkryte
history-pick = Gra nr { $id } · miejsce { $finish } z { $players }

## Formularz /coup new (issue 37)
form-title = Nowa gra w Coup
form-mode = Sposób gry
form-live = Na żywo: odpowiedzi w kilka sekund
form-async = Korespondencyjnie: godziny na odpowiedź
form-length = Czas na odpowiedź (korespondencyjnie)
form-length_help = Tura trwa trzy razy dłużej; na żywo odpowiada się w sekundy.
form-length_default = Ustawienie serwera ({ $length })
form-hours =
    { $n ->
        [one] { $n } godzina
        [few] { $n } godziny
        [many] { $n } godzin
       *[other] { $n } godziny
    }
form-variant = Wariant
form-draft = draft: we dwoje każdy wybiera swoją kartę
form-expansions = Dodatki
form-reformation = Reformacja: frakcje, Nawrócenie, Defraudacja
form-inquisitor = Inkwizytor: zastępuje Ambasadora
form-more = Ponadto
form-series = Seria trzech gier (2–6 graczy)
form-thread = Graj w osobnym, nowym wątku
no-form_value = W formularzu nie ma takiego wyboru „{ $option }”: otwórz go ponownie przez `/coup nowa`.

## Gra poza serwerem (issue 37)
no-dm_live_only = Poza serwerem gra się tylko na żywo, właśnie tutaj: bez gier korespondencyjnych i bez wątków.
no-time_ran_out = ⏰ Czas minął przed twoim kliknięciem: tak wygląda teraz gra.
board-dm_clock = miniony czas jest rozliczany przy następnym kliknięciu
rules-dm = **W grupowej wiadomości prywatnej lub w wiadomości prywatnej między znajomymi**
    Bot odzywa się tu tylko wtedy, gdy ktoś kliknie lub wpisze polecenie, więc:
    • gra się tylko na żywo (bez gier korespondencyjnych, wątków i przypomnień);
    • każda decyzja pojawia się w odpowiedzi na kliknięcie, które ją podjęło;
    • decyzja, której czas minął, jest rozstrzygana przy następnym kliknięciu w grze: naciśnij dowolny z jej przycisków.
