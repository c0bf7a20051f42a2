### Italian: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « tu » to everyone, as Italian Discord communities do among
### players. The characters and the general actions carry the names of the Italian edition of
### Coup (Devir Italia, 2024), as its reviews quote them: il Duca, l'Assassina, il Capitano,
### l'Ambasciatore, la Contessa; Rendita, Aiuti stranieri, Colpo di Stato. The character
### actions (Tasse, Assassinio, Furto, Scambio) could not be checked against its rulebook and
### are named as Italian players name them; the expansions, which have no Italian edition we
### know of, follow the same words (Inquisitore, Lealista, Riformista, Riserva del Tesoro,
### Conversione, Peculato, and the Inquisitor's Ispezione). Discord's own Italian words are
### used for its things: canale, server, thread, messaggio diretto; « lobby » and « host » as
### Italian players say them.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a player's name or a card may be masculine or feminine (la Contessa), so no article or
###   adjective agrees with them: « dichiara di essere { $card } », « la carta { $card } »,
###   « è fuori dalla partita »;
### * a counted word follows Italian's CLDR plural categories: [one] is 1 only (« 0 monete »),
###   [many] the round millions, which fall to *[other] here;
### * the slash commands named in a sentence are given by their Italian names (cmd-*).

## The game's nouns

card-Duke = Duca
card-Assassin = Assassina
card-Captain = Capitano
card-Ambassador = Ambasciatore
card-Contessa = Contessa
card-Inquisitor = Inquisitore
action-income = Rendita
action-foreign_aid = Aiuti stranieri
action-coup = Colpo di Stato
action-tax = Tasse
action-assassinate = Assassinio
action-steal = Furto
action-exchange = Scambio
action-convert = Conversione
action-embezzle = Peculato
action-examine = Ispezione
coins =
    { $n ->
        [one] { $n } moneta
       *[other] { $n } monete
    }
list-join = { $head } e { $last }
level-easy = facile
level-normal = normale
level-hard = difficile
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, per { $person })
mode-live = in diretta
mode-async = in differita
variant-standard = standard
variant-draft = draft
card-no_duke = «nessun { $duke }»
option-reformation = Riforma
option-inquisitor = Inquisitore

## The game's log

turn-title = **Turno { $n }** · { $name }
turn-draft = **Draft** · due giocatori, sette carte
log-start =
    { $n ->
        [one] La partita inizia con { $n } giocatore. Comincia **{ $name }**.
       *[other] La partita inizia con { $n } giocatori. Comincia **{ $name }**.
    }
log-drafted = { $name } ha scelto la sua carta.
log-turn = Turno { $n }: { $name }.
log-turn_word = turno
log-title = **Registro della partita** · pagina { $page } di { $pages }
log-declare-foreign_aid = { $name } chiede Aiuti stranieri (+2).
log-declare-coup = { $name } paga 7 monete per un **Colpo di Stato** contro { $target }.
log-declare-tax = { $name } dichiara di essere { $card } — Tasse (+3).
log-declare-assassinate = { $name } dichiara di essere { $card } e paga 3 monete per assassinare { $target }.
log-declare-steal = { $name } dichiara di essere { $card } per derubare { $target }.
log-declare-exchange = { $name } dichiara di essere { $card } per scambiare carte con il mazzo della Corte.
log-declare-examine = { $name } dichiara di essere { $card } per ispezionare { $target }.
log-declare-embezzle = { $name } dichiara di non avere nessun 👑 **Duca** e si appropria della Riserva del Tesoro.
log-declare-convert = { $name } versa { $coins } nella Riserva del Tesoro per Convertire { $target }.
log-declare-convert_self = { $name } versa { $coins } nella Riserva del Tesoro per Convertirsi all'altra fazione.
log-faction_choice = Le carte sono distribuite. **{ $name }** sceglie una fazione per il tavolo; gli altri seguono, alternandosi.
log-faction = { $name } è { $faction }.
log-embezzled = { $name } prende { $coins } dalla Riserva del Tesoro.
log-show = { $target } mostra una carta a { $name }, in segreto.
log-give_back = { $name } restituisce la carta a { $target }.
log-force_exchange = { $name } obbliga { $target } a scambiare la carta mostrata: { $target } pesca una nuova carta dal mazzo della Corte.
log-prove_hand = { $name } mostra tutta la mano: { $cards } — nessun Duca, la dichiarazione regge. Le carte tornano nel mazzo della Corte e { $name } ne pesca altrettante.
log-gain = { $name } prende { $coins }.
log-steal = { $name } prende { $coins } a { $target }.
log-refund = { $name } riprende le sue { $coins }.
log-challenge = ⚔️ { $name } sfida la dichiarazione di { $target } ({ $card })!
log-prove = { $name } mostra la carta { $card }: la dichiarazione era vera. La carta torna nel mazzo della Corte e { $name } ne pesca un'altra.
log-concede = { $name } non mostra la carta { $card }: la dichiarazione fallisce.
log-concede_no_duke = { $name } non mostra la sua mano: la dichiarazione di non avere nessun { $duke } fallisce.
log-block = 🛡️ { $name } blocca dichiarando di essere { $card }.
log-blocked = L'azione di { $name } è bloccata ({ $action }).
log-reveal = { $name } perde un'influenza e rivela { $card }.
log-eliminate = 💀 { $name } è fuori dalla partita.
log-exchange =
    { $n ->
        [one] { $name } pesca { $n } carta dal mazzo della Corte.
       *[other] { $name } pesca { $n } carte dal mazzo della Corte.
    }
log-exchanged =
    { $n ->
        [one] { $name } rimette { $n } carta; il mazzo della Corte viene mescolato.
       *[other] { $name } rimette { $n } carte; il mazzo della Corte viene mescolato.
    }
log-no_effect = { $action } senza effetto: { $target } è già fuori dalla partita.
log-cancelled = Annullato: { $action } ({ $name }).
log-timeout-window = ⏰ Tempo scaduto: nessun altro ha risposto, quindi si procede.
log-timeout-challenge = ⏰ Tempo scaduto: nessuno ha sfidato la dichiarazione di { $name } ({ $card }).
log-timeout-block = ⏰ Tempo scaduto: nessuno ha bloccato l'azione ({ $action }), quindi si procede.
log-timeout-player = ⏰ Il tempo di { $name } è scaduto.
log-forfeit = 🏳️ { $name } si ritira.
log-forfeit_cards = 🏳️ { $name } si ritira e scopre le sue carte: { $cards }.
log-more_time = ⏳ { $name } ha chiesto più tempo: la nuova scadenza è { $until }.
log-departed = 🚪 { $name } ha lasciato il server e si ritira.
log-table_cancelled = 🛑 La partita è stata annullata da { $name }.
log-table_cancelled_moderator = 🛑 La partita è stata annullata da un moderatore.

log-autopilot = ⏰ Il tempo di { $name } è scaduto: decide un bot al suo posto (pilota automatico).
log-autopilot_allow = ⏰ Il tempo di { $name } è scaduto e lascia passare (pilota automatico).
log-handed_off = 🤖 { $name } prende il posto, con le sue carte e le sue monete.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }o{ " " }
await-action = **{ $name }**, scegli la tua azione{ $until }
await-challenge = Sfidare o lasciar passare la dichiarazione di { $name } ({ $card }){ $until } · in attesa di { $who }
await-block = Bloccare con { $cards }, o lasciar passare{ $until } · in attesa di { $who }
await-prove = **{ $name }** deve mostrare la carta { $card } o perdere una carta{ $until }
await-prove_hand = **{ $name }** deve mostrare tutta la mano (senza Duca) o perdere una carta{ $until }
await-faction = **{ $name }** sceglie una fazione per il tavolo{ $until }
await-show = **{ $name }** sceglie una carta da mostrare a { $actor }, in segreto{ $until }
await-examine = **{ $name }** decide: restituire la carta a { $target } o imporre uno scambio{ $until }
await-must_coup = **{ $name }** ha 10 monete o più: deve fare un Colpo di Stato{ $until }
await-lose = **{ $name }** deve scegliere una carta da perdere{ $until }
await-exchange = **{ $name }** sta scegliendo quali carte tenere{ $until }
await-draft = Ogni giocatore sceglie una carta dal proprio gruppo{ $until } · in attesa di { $who }
await-over = La partita è finita.

## The board

board-out = fuori
board-court =
    { $n ->
        [one] Mazzo della Corte: { $n } carta
       *[other] Mazzo della Corte: { $n } carte
    }
board-footer = Partita { $mode } · { $variant }
board-footer_options = { $footer } · con { $options }
board-reserve = Riserva del Tesoro: { $coins }
board-auto = ⏩ Lasciano passare le dichiarazioni altrui: { $names }
board-factions = Fazioni: { $loyalist } · { $reformist }
board-reunified = { " " }— i giocatori rimasti sono tutti della stessa fazione: ogni bersaglio è permesso

## Buttons

button-challenge = Sfida
button-allow = Lascia passare
button-block = Blocca ({ $card })
button-cards = Le mie carte
button-more_time = Più tempo
button-lose = Scegli la mia carta
button-prove = Mostra o perdi una carta
button-exchange = Scegli le carte da tenere
button-draft = Scegli la mia carta
button-show_card = Scegli la carta da mostrare
button-examine = Vedi la carta e decidi
button-show_hand = Mostra tutta la mano (senza Duca)
button-give_back = Restituiscila
button-force_exchange = Imponi uno scambio
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = Mostra { $card }
button-lose_card = Perdi { $card }
button-pick = Tieni { $card }
button-join = Entra
button-leave = Esci
button-start = Avvia
button-cancel = Annulla
button-forfeit = Abbandona questa partita
button-abandon_series = Lascia tutta la serie
button-auto_on = Non aspettarmi
button-auto_off = Aspettami di nuovo
button-autopilot_on = Pilota automatico se scade il mio tempo
button-autopilot_off = Spegni il mio pilota automatico
button-handoff = Cedi il mio posto a un bot
button-rematch = Rivincita
select-target = { $action }: scegli un giocatore
select-keep =
    { $n ->
        [one] Tieni esattamente { $n } carta
       *[other] Tieni esattamente { $n } carte
    }
select-in_hand = nella tua mano
select-drawn = pescata
select-convert_self = { $name } (tu)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Le tue carte: { $cards }
hand-not_picked = Non hai ancora scelto la tua carta.
hand-none = Non hai più carte coperte.
hand-revealed = Rivelate: { $cards }
hand-coins = Monete: { $n }
hand-drawn = Pescate dal mazzo della Corte: { $cards }
hand-auto_on = ⏩ Fino alla fine di questa partita, le dichiarazioni e le azioni che non vengono da te e non ti prendono di mira passano senza aspettarti.
hand-autopilot_on = 🤖 Pilota automatico attivo: se il tuo tempo scade, un bot decide per te (i turni saltati contano comunque).
hand-faction = La tua fazione: { $faction }
hand-examined = { $target } ti ha mostrato: { $card }
hand-showed = Hai mostrato a { $actor }: { $card }
hand-redrawn = Scambio forzato al turno { $turn }: hai ceduto la carta { $shown } e pescato { $drawn }.
private-until = { " " }({ $when })
private-lose = **Perdi un'influenza: scegli la carta da rivelare**{ $until }.
private-prove = La tua dichiarazione { $card } è sfidata! Mostra la carta (viene sostituita da una nuova) o perdi una carta a tua scelta{ $until }.
private-prove_hand = Hai dichiarato di non avere nessun Duca e qualcuno ti sfida! Mostra a tutti la tua mano (senza Duca: chi ti ha sfidato perde una carta e tu peschi carte nuove), o perdi una carta a tua scelta{ $until }.
private-prove_duke = Hai dichiarato di non avere nessun Duca e qualcuno ti sfida, ma ne hai uno: non puoi mostrare la tua mano, quindi perdi una carta a tua scelta{ $until }.
private-faction = **Scegli la tua fazione**; il giocatore successivo in senso orario prende l'altra, e così via{ $until }.
private-show = **Scegli la carta da mostrare a { $actor }**; la vedete solo voi due{ $until }.
private-examine = **Restituisci la carta**, o obbliga { $target } a scambiarla con una carta del mazzo della Corte{ $until }.
private-exchange = **Tieni { $n } di queste carte**; le altre tornano nel mazzo della Corte{ $until }.
private-draft = **Scegli dal tuo gruppo la carta da tenere**; le altre quattro escono dalla partita senza essere mostrate{ $until }.
private-target = **{ $action }**: scegli un giocatore{ $until }.
done-reveal = Hai rivelato la tua carta { $card }.
done-prove = Hai mostrato la tua carta { $card }; la tua nuova carta è { $new }.
done-concede = Non l'hai mostrata e hai perso la tua carta { $card }.
done-keep = Tieni { $cards }.
done-prove_hand = Hai mostrato la tua mano ({ $cards }); le tue nuove carte sono { $new }.
done-show = Hai mostrato la tua carta { $card } a { $actor }.
done-give_back = Hai restituito la carta.
done-force_exchange = Hai imposto lo scambio.
done-draft = Tieni { $card }.
done-target = { $action } contro { $target }.
done-convert = Versi { $coins } nella Riserva del Tesoro: { $target } ora è { $faction }.
done-convert_self = Versi { $coins } nella Riserva del Tesoro: ora sei { $faction }.
done-now = Ora: { $what }
done-over = La partita è finita.

## The lobby

lobby-title = **Lobby di Coup** · { $mode } · { $variant }
lobby-rematch = { " " }· rivincita: comincia chi ha vinto l'ultima
lobby-seats = Giocatori in ordine di posto:
lobby-host = { " " }(host)
lobby-autopilot = 🤖 Pilota automatico per tutti: quando il tempo di qualcuno scade, un bot decide al suo posto.
lobby-help = Premi **Entra** per prendere posto. L'host preme **Avvia** (da 2 a 10 giocatori).
lobby-help_series = Premi **Entra** per prendere posto. L'host preme **Avvia** (da 2 a 6 giocatori in una serie).
lobby-help_draft = Premi **Entra** per prendere posto. L'host preme **Avvia** (esattamente 2 giocatori nel draft).
lobby-started = **Coup** · { $mode } · { $variant } — la partita è iniziata.
lobby-cancelled = **Coup** · { $mode } · { $variant } — la partita è stata annullata.
lobby-finished = **Coup** · { $mode } · { $variant } — la partita è finita.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — la lobby è stata annullata.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **Vince { $name }** in { $turns } turno.
       *[other] 🏆 **Vince { $name }** in { $turns } turni.
    }
over-bluffs = I bluff, ora che si possono svelare:
over-bluff-action = Turno { $turn }: { $name } ha dichiarato di essere { $card } senza avere quella carta{ $caught }.
over-bluff-block = Turno { $turn }: { $name } ha bloccato dichiarando di essere { $card } senza avere quella carta{ $caught }.
over-bluff-embezzle = Turno { $turn }: { $name } ha dichiarato di non avere nessun { $duke }, ma ne aveva uno{ $caught }.
over-bluff-caught = { " " }— bluff scoperto
over-no_bluffs = Nessuno ha bluffato.
status-last_game = Nessuna partita in corso qui ora. L'ultima:
status-cancelled = È stata annullata prima della fine.
over-rematch = L'host può avviare una rivincita con gli stessi giocatori; comincia chi ha vinto.
series-standing = **Serie** · partite giocate: { $done } su 3 · vittorie: { $wins } · { $starter } comincia la prossima partita.
series-next_help = L'host preme **Prossima partita** quando tutti sono pronti.
series-game_stand_in =
    { $turns ->
        [one] Partita { $k }: un bot che aveva preso un posto ha vinto in { $turns } turno (la vittoria non va a nessuno della serie).
       *[other] Partita { $k }: un bot che aveva preso un posto ha vinto in { $turns } turni (la vittoria non va a nessuno della serie).
    }
series-game =
    { $turns ->
        [one] Partita { $k }: **{ $name }** ha vinto in { $turns } turno.
       *[other] Partita { $k }: **{ $name }** ha vinto in { $turns } turni.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } vince la serie** con { $n } vittoria!
       *[other] 🏆 **{ $name } vince la serie** con { $n } vittorie!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } si dividono la serie** con { $n } vittoria ciascuno.
       *[other] 🤝 **{ $names } si dividono la serie** con { $n } vittorie ciascuno.
    }
series-abandoned = La serie è abbandonata: { $name } l'ha lasciata. Vittorie finora: { $wins }. Nessuno la vince.
series-cancelled = La serie è stata annullata.
series-lobby = { " " }· serie di tre partite
series-left = { $name } ha lasciato la serie: è abbandonata con le vittorie ottenute finora, e nessuno la vince.
leave-confirm_game = Lasciare la partita? La abbandoni: le tue carte vengono scoperte e sei fuori. Premi il pulsante per confermare; altrimenti non succede nulla.
leave-or_series = In una serie, ritirarsi fa perdere solo questa partita; lasciare tutta la serie la abbandona per tutti, e nessuno la vince.
leave-or_handoff = Oppure cedi il tuo posto a un bot: gioca il resto di questa partita con le tue carte e le tue monete, e il risultato è suo, non tuo.
leave-confirm_series = Lasciare la serie? Viene abbandonata con le vittorie ottenute finora, e nessuno la vince. Premi il pulsante per confermare; altrimenti non succede nulla.
ok-left_series = Hai lasciato la serie.
series-cancelled_by = { $name } ha annullato la serie.
button-next_game = Prossima partita
chart-coins = Monete
chart-cards = Carte
chart-turn = Turno
chart-winner = vincitore
chart-player = Giocatore { $n }

## Standings

board-title = **Classifica · { $season }** (pagina { $page } di { $pages })
board-empty = Nessuno ha ancora finito una partita in questa stagione.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] vittoria
       *[other] vittorie
    } su { $games } { $games ->
        [one] partita
       *[other] partite
    } ({ $rate }){ $series }
board-series = { " " }· serie vinte: { $won }, condivise: { $shared }
board-computers = Bot (fuori classifica):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] vittoria
       *[other] vittorie
    } su { $games } { $games ->
        [one] partita
       *[other] partite
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = tutte le stagioni su questo server
stats-games = Partite: { $games } · vittorie: { $wins } ({ $rate }) · piazzamento medio: { $finish }
stats-series = Serie: { $played } · vinte: { $won } · condivise: { $shared } · abbandonate: { $abandoned }
stats-challenges = Sfide lanciate: { $made } · vinte: { $won }
stats-bluffs = Dichiarazioni: { $claims } · bluff: { $bluffs } · scoperti: { $caught }
stats-blocks = Blocchi: { $n }
stats-never = { $name } non ha ancora finito nessuna partita su questo server.
history-title = **{ $name }** · ultime partite su questo server
history-won =
    { $when } · 🏆 vittoria ({ $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }, { $turns } { $turns ->
        [one] turno
       *[other] turni
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · { $finish }º posto su { $players } ({ $turns } turno){ $series } · { $link }
       *[other] { $when } · { $finish }º posto su { $players } ({ $turns } turni){ $series } · { $link }
    }
history-in_series = { " " }· partita { $k } di una serie
history-series_title = Serie:
history-series-won = { $when } · serie vinta · vittorie: { $wins } · { $channel }
history-series-shared = { $when } · serie condivisa · vittorie: { $wins } · { $channel }
history-series-lost = { $when } · serie persa · vittorie: { $wins } · { $channel }
history-series-abandoned = { $when } · serie abbandonata · vittorie fino ad allora: { $wins } · { $channel }
season-unknown = Questo server non ha una stagione { $n }. `/coup stagione elenco` le mostra.
season-started = { $by } ha avviato **{ $name }** (stagione { $n }). Le stagioni precedenti restano consultabili con `/coup classifica stagione:`.
season-list = **Stagioni** (dalla più recente):
season-row = { $n }. { $name } · dal { $when }
season-none = Ancora nessuna stagione: la prima partita giocata qui apre la Stagione 1.

## Reminders

remind-channel = ⏰ Promemoria: { $what }
remind-dm =
    ⏰ Promemoria da **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Ultimo promemoria, il tempo sta per scadere: { $what }
remind-dm_last =
    ⏰ Ultimo promemoria da **{ $server }**, il tempo sta per scadere: { $what }
    { $link }

## A server's games and settings

games-title = **Partite su questo server** ({ $n })
games-title_mine = **Partite che aspettano te** ({ $n })
games-lobby = • Lobby · giocatori: { $n } · { $mode } · { $link }
games-running =
    { $n ->
        [one] • Turno { $turn } · resta { $n } giocatore · { $mode } · in attesa di { $who } { $until } · { $link }
       *[other] • Turno { $turn } · restano { $n } giocatori · { $mode } · in attesa di { $who } { $until } · { $link }
    }
games-more = …e altre { $n }.
games-none = Nessuna partita né lobby aperta su questo server. Creane una con `/coup nuova`.
games-none_mine = Nessuna partita ti aspetta.
notify-channel = I promemoria delle tue decisioni in differita ti menzioneranno nel canale della partita.
notify-dm = I promemoria delle tue decisioni in differita arriveranno per messaggio diretto (o nel canale, se hai i messaggi diretti chiusi).
notify-off = Non riceverai promemoria delle tue decisioni in differita.
settings-title = **Impostazioni di Coup di questo server** (predefinite per le nuove partite)
settings-mode = Modalità: { $mode } · un thread per partita: { $thread }
settings-live = In diretta: { $window } per rispondere a una dichiarazione, { $turn } per un turno
settings-async = In differita: { $window } per rispondere a una dichiarazione, { $turn } per un turno
settings-missed = Turni saltati di fila prima del ritiro: { $n }
settings-expansions = Espansioni: { $expansions }
settings-computers = Pilota automatico permesso: { $autopilot } · chi se ne va può cedere il posto a un bot: { $handoff }
settings-replays = Replay visibili a tutto il canale: { $public }
settings-none = nessuna
settings-channels = Canali dove si può giocare: { $channels }
settings-any_channel = tutti
settings-language = Lingua dei messaggi pubblici: { $language }
settings-server_language = quella del server
settings-yes = sì
settings-no = no
settings-saved = Salvato.
no-duration = `{ $option }`: «{ $value }» non è una durata da 10s a 72h (scrivila come 30s, 5m, 8h o 1h30m).
no-settings_nothing = Niente da cambiare: indica almeno un'opzione.
no-settings_channel = Indica un canale testuale di questo server.

## Answers to commands

ok-joined = Hai preso il posto { $n }.
ok-left_lobby = Hai lasciato la lobby.
ok-forfeited = Hai abbandonato la partita.
ok-handed_off = Un bot continua a giocare al tuo posto.
ok-started = La partita comincia.
ok-cancelled = { $name } ha annullato { $what }.
ok-what-lobby = la lobby
ok-what-game = la partita
ok-added_computer = { $level ->
        [easy] Bot facile aggiunto.
        [hard] Bot difficile aggiunto.
       *[normal] Bot normale aggiunto.
    }
ok-removed_computer = Bot rimosso.

## Refusals

no-table = Non c'è nessuna lobby né partita di Coup in questo canale. Creane una con `/coup nuova`.
no-dm = Coup si gioca in un canale di un server, non nei messaggi diretti.
no-busy = Questo canale ha già una lobby o una partita di Coup. Finiscila o annullala (`/coup annulla`) prima, oppure usa un altro canale.
no-busy_rematch = Questo canale ha già una nuova lobby o partita.
no-not_player = Questa partita è tra altri giocatori.
no-not_in_lobby = Non sei in questa lobby.
no-already_in = Sei già in questa lobby.
no-full =
    { $n ->
        [one] Questa lobby è piena ({ $n } giocatore).
       *[other] Questa lobby è piena ({ $n } giocatori).
    }
no-series_full =
    { $n ->
        [one] Una serie è per 2-6 giocatori: questa lobby è piena ({ $n } giocatore).
       *[other] Una serie è per 2-6 giocatori: questa lobby è piena ({ $n } giocatori).
    }
no-started = La partita è già iniziata; potrai entrare nella prossima.
no-closed = Questa lobby è chiusa.
no-gone = Questa lobby non esiste più.
no-over = Questa partita è finita.
no-not_running = Questa partita non è più in corso.
no-out_of_date = Questo messaggio non è più aggiornato: la partita è andata avanti.
no-moved_on = Nel frattempo la partita è andata avanti; non è cambiato niente. Guarda di nuovo e riprova.
no-already_challenged = { $name } ha già sfidato questa dichiarazione.
no-out = Sei fuori da questa partita.
no-not_yours = Questa decisione non spetta a te: la partita aspetta { $who }.
no-not_your_turn = Non è il tuo turno; tocca a { $name }.
no-not_option = Questa scelta non è tra le opzioni.
no-one_option = Scegli esattamente un'opzione.
no-once_each = Scegli ogni carta al massimo una volta.
no-nothing_to_block = Non c'è niente da bloccare adesso.
no-exchange_over = Questo scambio è finito.
no-not_a_button = Questo pulsante non appartiene a nessuna partita che il bot conosca.
no-other_channel = Questo pulsante appartiene a una partita di un altro canale.
no-host-start = Solo l'host può avviare la partita.
no-host-rematch = Solo l'host può avviare una rivincita.
no-host-addbot = Solo l'host può aggiungere bot.
no-host-removebot = Solo l'host può rimuovere bot.
no-host_or_manager = Solo l'host o un membro con il permesso Gestisci server può annullare.
no-rematch_finished = Una rivincita può seguire solo una partita finita.
no-not_started_yet = La partita non è ancora iniziata.
no-not_playing = Non stai giocando in questa partita.
no-min_players = Coup richiede almeno 2 giocatori: aspetta che qualcuno entri (o aggiungi un bot con `/coup aggiungi_bot`).
no-draft_two = La variante draft è per esattamente 2 giocatori.
no-no_computer = Non c'è nessun bot in questa lobby.
no-move = Questa mossa non è permessa adesso.
no-option_value = `{ $option }`: non posso usare questo valore.
no-subcommand = È un gruppo di comandi: scegline uno (il menu di `/coup` li elenca).
no-unknown_option = Questo comando non ha l'opzione `{ $option }`. Se Discord la propone, il suo elenco di comandi non è aggiornato: riprova tra un minuto.
db-readonly = il file del database è di sola lettura
db-full = il disco è pieno
db-io = il disco non è riuscito a leggere o scrivere il file del database
db-locked = il database è bloccato da un altro programma
db-damaged = il file del database è danneggiato
db-failed = il database ha avuto un errore
perm-view_channel = Visualizza canali
perm-embed_links = Incorpora link
perm-send_messages = Invia messaggi
perm-create_public_threads = Crea thread pubblici
perm-send_messages_in_threads = Invia messaggi nei thread
season-default = Stagione { $n }
no-log = In questo canale non è ancora stata giocata nessuna partita.
no-manage_server = Solo un membro con il permesso Gestisci server può farlo.
no-autopilot_server_off = Il pilota automatico non è permesso su questo server: un membro con il permesso Gestisci server può permetterlo nelle impostazioni del server.
no-autopilot_off = Il pilota automatico non è permesso in questa partita: un membro con il permesso Gestisci server può permetterlo nelle impostazioni del server, per le partite aperte dopo.
no-handoff_off = Cedere il posto a un bot non è permesso in questa partita: un membro con il permesso Gestisci server può permetterlo nelle impostazioni del server, per le partite aperte dopo.
no-channel_not_allowed = Su questo server le partite di Coup si giocano in { $channels } (`/coup impostazioni`).
no-series_busy = Questo canale è nel mezzo di una serie: finiscila (o annullala con `/coup annulla`) prima, oppure usa un altro canale.
no-series_size = Una serie è per 2-6 giocatori; questa lobby ne ha { $n }. Avvia piuttosto una partita singola.
no-series_over = Questa serie è finita.
no-series_next_started = La prossima partita di questa serie è già iniziata.
no-host-next = Solo l'host (o un membro con il permesso Gestisci server) può avviare la prossima partita della serie.
no-more_time_not_awaited = Solo un giocatore che la partita sta aspettando può chiedere più tempo.
no-more_time_used = Hai già avuto più tempo una volta in questa partita.
no-target_self = Scegli un altro giocatore come bersaglio: non puoi essere tu.
no-target_out = Il bersaglio deve essere un giocatore ancora in partita.
no-target_poor = { $name } non ha monete da rubare.
no-keep_exactly = Tieni esattamente tante carte quante ne hai ({ $n }).
no-answered = Hai già risposto.
no-own_claim = È la tua dichiarazione: rispondono gli altri giocatori.
no-only_target = Solo il bersaglio ({ $name }) può bloccare questa azione.
no-failed_block = Il tuo blocco è fallito; non puoi bloccare di nuovo questa azione.
no-block_same_faction = { $name } è della tua fazione ({ $faction }): finché il tavolo è diviso non puoi bloccare i suoi Aiuti stranieri.
no-target_same_faction = { $name } è della tua fazione ({ $faction }): finché il tavolo è diviso non puoi prendere di mira { $name }.
no-block_card = { $action } si blocca solo con { $cards }.
no-action_not_in_game = { $action } non si gioca in questa partita.
no-character_not_in_game = In questa partita non c'è nessuna carta { $card }.
no-card_not_held = Non hai la carta { $card } coperta per farlo.
no-duke_held = Hai un Duca: non puoi dimostrare di non averne.
no-wrong_step = Questo non risponde a ciò che la partita aspetta adesso.
no-takes_no_target = { $action } non ha bersaglio.
faction-loyalist = Lealista
faction-reformist = Riformista
no-nothing_waits = Niente ti aspetta in questo momento.
no-option = `{ $option }` deve essere uno di questi valori: { $choices }.
no-option_range = `{ $option }` deve essere un numero intero da { $low } a { $high }.
no-option_text =
    { $n ->
        [one] `{ $option }` deve essere un testo di { $n } carattere al massimo.
       *[other] `{ $option }` deve essere un testo di { $n } caratteri al massimo.
    }
no-hours_live = `ore` serve solo per le partite in differita; in diretta si risponde in pochi secondi.
no-permissions = Non posso ospitare una partita qui: in questo canale ho bisogno di { $perms }.
no-unknown_command = Non conosco questo comando. `/coup regole` spiega il gioco; il menu di `/coup` mostra il resto.
no-outdated_command = Discord sta ancora aggiornando i comandi di questo bot; riprova tra un minuto.
no-saved_retry = Qualcosa è andato storto da parte nostra. La partita è salvata; riprova, oppure usa `/coup stato`.
no-unchanged_retry = Qualcosa è andato storto da parte nostra; non è cambiato niente. Riprova tra un momento.
no-database = Non è stato possibile salvare la partita ({ $why }); non è cambiato niente. Riprova tra un momento.
why = { $text }
why-must_coup =
    { $n ->
        [one] Hai { $n } moneta: devi fare un Colpo di Stato.
       *[other] Hai { $n } monete: devi fare un Colpo di Stato.
    }
why-coins =
    { $need ->
        [one] L'azione { $action } costa { $need } moneta; ne hai { $n }.
       *[other] L'azione { $action } costa { $need } monete; ne hai { $n }.
    }
why-steal = Nessuno ha monete da rubare.
why-other = Adesso non puoi farlo.

## Slash commands

# Names: lowercase letters (accents allowed), digits, - and _; 32 at most.
# Descriptions: 45 characters at most. Choice values are not translated, only what the menu
# shows for them.

cmd-coup-name = coup
cmd-coup-desc = Gioca a Coup in questo canale
cmd-new-name = nuova
cmd-new-desc = Apri una lobby di Coup in questo canale
cmd-new-mode-name = modalità
cmd-new-mode-desc = in diretta (30 s) o in differita (ore)
cmd-new-mode-live = in diretta
cmd-new-mode-async = in differita
cmd-new-variant-name = variante
cmd-new-variant-desc = standard o draft (in 2 si scelgono le carte)
cmd-new-variant-standard = standard
cmd-new-variant-draft = draft
cmd-new-hours-name = ore
cmd-new-hours-desc = in differita: ore per rispondere (di norma 8)
cmd-new-thread-name = thread
cmd-new-thread-desc = gioca la partita in un nuovo thread tutto suo
cmd-new-series-name = serie
cmd-new-series-desc = serie di tre partite, stessi giocatori (2–6)
cmd-new-reformation-name = riforma
cmd-new-reformation-desc = Riforma: fazioni, Conversione, Peculato
cmd-new-inquisitor-name = inquisitore
cmd-new-inquisitor-desc = l'Inquisitore sostituisce l'Ambasciatore
cmd-new-autopilot-name = pilota_auto
cmd-new-autopilot-desc = pilota auto per tutti
cmd-join-name = entra
cmd-join-desc = Prendi posto nella lobby di questo canale
cmd-leave-name = esci
cmd-leave-desc = Lascia la lobby o ritirati dalla partita
cmd-start-name = avvia
cmd-start-desc = Avvia la partita (solo l'host)
cmd-cancel-name = annulla
cmd-cancel-desc = Annulla la lobby o la partita del canale
cmd-hand-name = mano
cmd-hand-desc = Vedi le tue carte e monete (solo tu lo vedi)
cmd-status-name = stato
cmd-status-desc = Mostra il tavolo della partita del canale
cmd-log-name = registro
cmd-log-desc = Cronologia della partita (solo tu la vedi)
cmd-log-page-name = pagina
cmd-log-page-desc = quale pagina (predefinita: l'ultima)
cmd-rules-name = regole
cmd-rules-desc = Carta riassuntiva di Coup (solo tu la vedi)
cmd-addbot-name = aggiungi_bot
cmd-addbot-desc = Aggiungi un bot alla lobby (solo l'host)
cmd-addbot-level-name = livello
cmd-addbot-level-desc = facile non bluffa mai; difficile anticipa
cmd-addbot-level-easy = facile
cmd-addbot-level-normal = normale
cmd-addbot-level-hard = difficile
cmd-removebot-name = rimuovi_bot
cmd-removebot-desc = Rimuovi l'ultimo bot (solo l'host)
cmd-leaderboard-name = classifica
cmd-leaderboard-desc = La classifica di questo server, per stagione
cmd-leaderboard-season-name = stagione
cmd-leaderboard-season-desc = numero di stagione (predefinita: l'attuale)
cmd-leaderboard-page-name = pagina
cmd-leaderboard-page-desc = quale pagina (10 giocatori per pagina)
cmd-stats-name = statistiche
cmd-stats-desc = Vittorie, bluff, riconoscimenti e livello
cmd-stats-member-name = membro
cmd-stats-member-desc = di chi (predefinito: le tue)
cmd-stats-season-name = stagione
cmd-stats-season-desc = una sola stagione (predefinito: tutte)
cmd-history-name = storico
cmd-history-desc = Ultime partite e serie, con i replay
cmd-history-member-name = membro
cmd-history-member-desc = di chi (predefinito: il tuo)
cmd-replay-name = replay
cmd-replay-desc = Rivedi una partita finita, carte scoperte
cmd-replay-game-name = partita
cmd-replay-game-desc = numero di partita (predefinita: l'ultima)
cmd-season-name = stagione
cmd-season-desc = Le stagioni della classifica di questo server
cmd-season-new-name = nuova
cmd-season-new-desc = Avvia una nuova stagione (Gestisci server)
cmd-season-new-name-name = nome
cmd-season-new-name-desc = nome della stagione (predefinito: Stagione N)
cmd-season-list-name = elenco
cmd-season-list-desc = Tutte le stagioni di questo server
cmd-games-name = partite
cmd-games-desc = Partite e lobby: chi si aspetta, link
cmd-games-mine-name = mie
cmd-games-mine-desc = solo le partite che aspettano te
cmd-notify-name = avvisi
cmd-notify-desc = Come ricordarti le tue decisioni in differita
cmd-notify-how-name = come
cmd-notify-how-desc = nel canale, per messaggio diretto o mai
cmd-notify-how-channel = nel canale
cmd-notify-how-dm = per messaggio diretto
cmd-notify-how-off = nessun avviso
cmd-settings-name = impostazioni
cmd-settings-desc = Impostazioni predefinite (Gestisci server)
cmd-settings-show-name = mostra
cmd-settings-show-desc = Mostra le impostazioni di Coup del server
cmd-settings-set-name = modifica
cmd-settings-set-desc = Cambia le impostazioni (Gestisci server)
cmd-settings-set-mode-name = modalità
cmd-settings-set-mode-desc = in diretta o in differita di default
cmd-settings-set-mode-live = in diretta
cmd-settings-set-mode-async = in differita
cmd-settings-set-thread-name = thread
cmd-settings-set-thread-desc = di default, ogni partita in un thread suo
cmd-settings-set-missed_turns-name = turni_saltati
cmd-settings-set-missed_turns-desc = turni saltati di fila prima del ritiro (1–10)
cmd-settings-set-live_window-name = diretta_risposta
cmd-settings-set-live_window-desc = in diretta: tempo per rispondere, es. 30s
cmd-settings-set-live_turn-name = diretta_turno
cmd-settings-set-live_turn-desc = in diretta: tempo per turno, es. 90s
cmd-settings-set-async_window-name = differita_risposta
cmd-settings-set-async_window-desc = in differita: tempo per rispondere, es. 8h
cmd-settings-set-async_turn-name = differita_turno
cmd-settings-set-async_turn-desc = in differita: tempo per turno, es. 24h
cmd-settings-set-language-name = lingua
cmd-settings-set-language-desc = lingua dei messaggi pubblici delle partite
cmd-settings-set-reformation-name = riforma
cmd-settings-set-reformation-desc = le nuove partite usano la Riforma di default
cmd-settings-set-inquisitor-name = inquisitore
cmd-settings-set-inquisitor-desc = di default, l'Inquisitore nelle nuove partite
cmd-settings-set-autopilot-name = pilota_auto
cmd-settings-set-autopilot-desc = consenti pilota auto
cmd-settings-set-handoff-name = cedi_posto
cmd-settings-set-handoff-desc = consenti cedere il posto
cmd-settings-set-public_replays-name = replay_pubblici
cmd-settings-set-public_replays-desc = replay visibili a tutto il canale
cmd-settings-set-language-server = quella del server
cmd-settings-channels-name = canali
cmd-settings-channels-desc = Canali dove si gioca (Gestisci server)
cmd-settings-channels-action-name = azione
cmd-settings-channels-action-desc = aggiungi o togli un canale, o svuota l'elenco
cmd-settings-channels-action-add = aggiungi
cmd-settings-channels-action-remove = rimuovi
cmd-settings-channels-action-clear = svuota
cmd-settings-channels-channel-name = canale
cmd-settings-channels-channel-desc = il canale
thread-name = Tavolo di Coup · { $name }

## The reference card

rules = **Coup — carta riassuntiva**
    Nel tuo turno fai esattamente un'azione. Con 10 monete o più devi fare un Colpo di Stato.
    • **Rendita** +1 · nessuno può impedirlo
    • **Aiuti stranieri** +2 · qualsiasi giocatore può bloccarli con 👑 Duca
    • **Colpo di Stato** paga 7 · il bersaglio perde un'influenza · non si può bloccare né sfidare
    • 👑 **Duca — Tasse** +3 · non si possono bloccare
    • 🗡️ **Assassina — Assassinio** paga 3 · il bersaglio perde un'influenza · il bersaglio può bloccarlo con 🌹 Contessa
    { $characters }
    Le **dichiarazioni** possono essere bluff. Chiunque può **sfidare** una dichiarazione: se era vera, chi sfida perde un'influenza e la carta viene sostituita; se no, chi ha dichiarato perde un'influenza e l'azione fallisce (le monete dell'Assassina vengono restituite).
    Prima si risolvono le sfide, poi i blocchi; anche ogni blocco si può sfidare.
    Chi perde entrambe le carte è fuori. Vince l'ultimo giocatore a cui resta una carta.
rules-reformation = **Riforma** (si gioca qui)
    Ogni giocatore è 🟦 Lealista o 🟥 Riformista, come mostra il tavolo: chi comincia sceglie, gli altri si alternano in senso orario.
    Finché i sopravvissuti sono divisi, non puoi fare { $inquisitor ->
        [yes] Colpo di Stato, Assassinio, Furto né Ispezione
       *[no] Colpo di Stato, Assassinio né Furto
    } contro un giocatore della tua fazione, né bloccare i suoi Aiuti stranieri. Quando tutti i sopravvissuti sono della stessa fazione, chiunque può prendere di mira chiunque (e una Conversione può dividerli di nuovo).
    • **Conversione** paga 1 per cambiare la tua fazione, o 2 per cambiare quella di un altro giocatore · le monete vanno nella **Riserva del Tesoro** · nessuna dichiarazione: non si può sfidare né bloccare
    • **Peculato** dichiara di **non** avere nessun 👑 Duca e prendi tutte le monete della Riserva del Tesoro · chiunque può sfidarlo: chi ha un Duca deve cedere; chi non lo ha può mostrare tutta la mano (allora chi sfida perde un'influenza e le carte mostrate vengono sostituite)
    Non c'è vittoria di squadra: l'ultimo giocatore a cui resta una carta vince da solo.
rules-ambassador =
    • ⚓ **Capitano — Furto** prendi 2 monete a un giocatore · il bersaglio può bloccarlo con ⚓ Capitano o 📜 Ambasciatore
    • 📜 **Ambasciatore — Scambio** pesca 2 carte, tienine tante quante ne avevi e rimetti le altre
rules-inquisitor =
    • ⚓ **Capitano — Furto** prendi 2 monete a un giocatore · il bersaglio può bloccarlo con ⚓ Capitano o 🔍 Inquisitore
    • 🔍 **Inquisitore — Scambio** pesca 1 carta, tienine tante quante ne avevi e rimettine una
    • 🔍 **Inquisitore — Ispezione** un altro giocatore ti mostra in segreto una carta a sua scelta; restituiscila, o obbligalo a scambiarla con una carta del mazzo della Corte · il canale dice solo chi ha ispezionato chi e se è stato imposto uno scambio


## Data rights (/coup privacy)

cmd-privacy-name = privacy
cmd-privacy-desc = Cosa conserva il bot su di te, e cancellarlo
cmd-privacy-show-name = mostra
cmd-privacy-show-desc = Cosa conserva il bot su di te
cmd-privacy-forget-name = dimentica
cmd-privacy-forget-desc = Fatti dimenticare; resti un ex giocatore
former-player = un ex giocatore
privacy-none = nessuna
privacy-report = **Cosa conserva questo bot su di te**
    Il tuo nome nelle sue partite: { $names }
    Partite e sale in cui ti sei seduto: { $games } · risultati contati: { $results } · serie giocate fino in fondo: { $series } · righe di classifica: { $standings }
    La tua scelta di avviso: { $notify } · avvisi in attesa: { $reminders }
    Server di cui hai cambiato per ultimo le impostazioni: { $settings } · stagioni che hai avviato: { $seasons }
    `/coup privacy dimentica` cancella le tue scelte e i tuoi avvisi e toglie il tuo id e il tuo nome da ogni partita: i tuoi risultati restano contati per gli altri, come quelli di un ex giocatore.
privacy-forgotten = Fatto: il bot non ti conosce più. Le tue partite e i tuoi risultati passati mostrano «un ex giocatore» al posto del tuo nome.
no-privacy_seated = Sei seduto in una sala o in una partita in corso, o un bot gioca al tuo posto: esci prima (`/coup esci`) o aspetta la fine di quella partita, poi chiedi di nuovo.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Pronostica
button-guess_bluff = Bluff
button-guess_honest = Sincero
button-replay = Replay
button-board_wins = Per vittorie
button-board_rating = Per livello
button-board_reads = Per fiuto
predict-ask = **{ $name }** sta bluffando dichiarando { $card }? Nessuno vede il tuo pronostico prima della fine della partita{ $until }.
predict-kept_bluff = Il tuo pronostico: **bluff**. Nessuno lo vede prima della fine della partita; puoi cambiarlo finché la dichiarazione si può sfidare.
predict-kept_honest = Il tuo pronostico: **sincero**. Nessuno lo vede prima della fine della partita; puoi cambiarlo finché la dichiarazione si può sfidare.
no-predict_closed = Quella dichiarazione non si può più sfidare: i pronostici su di essa sono chiusi.
no-predict_seated = Chi è ancora in gioco non può pronosticare: i pronostici sono per chi guarda e per chi è già fuori.
no-replay_running = Quella partita è ancora in corso: il suo replay sarà disponibile quando finisce.
no-replay_cancelled = Quella partita è stata annullata prima della fine: non ha un replay.
no-replay_unknown = Questo server non ha una partita con quel numero (`/coup storico` elenca le tue).
no-replay_none_here = In questo canale non si è ancora conclusa nessuna partita (`/coup storico` elenca le tue con il loro numero).
no-replay_not_yours = Solo chi ha aperto questo replay ne gira le pagine: `/coup replay partita:{ $id }` ne apre uno tutto tuo.
replay-title = **Replay · partita n. { $id }** · pagina { $page } di { $pages }
replay-hands = Le mani di tutti all'inizio del turno:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· scoperte: { $cards }
replay-hand_out = • ~~{ $name }~~ · fuori · { $revealed }
replay-no_cards = nessuna carta coperta
replay-drawn = 🔒 { $name } pesca { $cards }.
replay-kept = 🔒 { $name } tiene { $cards }.
replay-replace = 🔒 { $name } pesca { $card } al suo posto.
replay-redraw = 🔒 { $name } pesca { $card } al posto della carta mostrata.
replay-shown = 🔒 { $target } mostra { $card } a { $name }.
replay-draft_options = 🔒 { $name } sceglie tra { $cards }.
replay-drafted = 🔒 { $name } tiene { $card }.
replay-bluff = { " " }— 🎭 **bluff**
over-awards = **Riconoscimenti**
award-bluffer =
    🎭 Bluff più audace: { $names } ({ $n ->
        [one] { $n } bluff, mai scoperto
       *[other] { $n } bluff di fila, mai scoperti
    })
award-reader =
    🔍 Miglior fiuto: { $names } ({ $n ->
        [one] { $n } bluff smascherato o blocco riuscito
       *[other] { $n } bluff smascherati o blocchi riusciti
    })
award-blunder-challenge =
    💸 Errore più caro: { $name }, turno { $turn }: ha sfidato una dichiarazione vera ({ $n ->
        [one] { $n } carta persa
       *[other] { $n } carte perse
    })
award-blunder-bluff =
    💸 Errore più caro: { $name }, turno { $turn }: un bluff scoperto ({ $n ->
        [one] { $n } carta persa
       *[other] { $n } carte perse
    })
award-blunder_out = { " " }— e fuori dalla partita
award-fastest = ⚡ Decisioni più rapide: { $names } ({ $seconds } s a decisione)
award-slowest = 🐢 Decisioni più lente: { $names } ({ $seconds } s a decisione)
over-predictions = 🔮 **Pronostici** (giusti su fatti): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = bluff più audace
chart-award-reader = miglior fiuto
chart-award-blunder = errore più caro
chart-award-fastest = il più rapido
chart-award-slowest = il più lento
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Livello · { $season }** (pagina { $page } di { $pages })
board-title_reads = **Miglior fiuto · { $season }** (pagina { $page } di { $pages })
board-empty_rating =
    { $n ->
        [one] Nessuno ha ancora giocato { $n } partita in questa stagione.
       *[other] Nessuno ha ancora giocato { $n } partite in questa stagione.
    }
board-empty_reads = Nessuno ha ancora fatto un pronostico in questa stagione.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] partita
       *[other] partite
    }
board-row_reads = { $rank }. { $name } · giusti: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] Il livello è l'abilità che mostrano le partite meno tre volte la sua incertezza (±); si entra in classifica dopo { $n } partita nella stagione.
       *[other] Il livello è l'abilità che mostrano le partite meno tre volte la sua incertezza (±); si entra in classifica dopo { $n } partite nella stagione.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] partita
       *[other] partite
    }
stats-awards = Riconoscimenti: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Pronostici giusti: { $right }/{ $made }
stats-rating =
    Livello in questa stagione: { $rating } dopo { $games } { $games ->
        [one] partita
       *[other] partite
    }
history-replay = Scegline una qui sotto per rivederla con tutte le carte scoperte.
select-replay = Rivedi una partita, carte scoperte
history-pick = Partita n. { $id } · { $finish }° su { $players }

## Il modulo di /coup new (issue 37)
form-title = Una nuova partita di Coup
form-mode = Come si gioca
form-live = In diretta: si risponde in pochi secondi
form-async = In differita: ore per rispondere
form-length = Tempo per rispondere (in differita)
form-length_help = Un turno dura il triplo; in diretta si risponde in secondi.
form-length_default = L'impostazione del server ({ $length })
form-hours =
    { $n ->
        [one] { $n } ora
       *[other] { $n } ore
    }
form-variant = Variante
form-draft = draft: in due, ognuno sceglie la sua carta
form-expansions = Espansioni
form-reformation = Riforma: fazioni, Conversione, Peculato
form-inquisitor = Inquisitore: sostituisce l'Ambasciatore
form-more = Inoltre
form-series = Una serie di tre partite (da 2 a 6 giocatori)
form-thread = Gioca in un nuovo thread tutto suo
no-form_value = La scelta «{ $option }» del modulo non esiste: riaprilo con `/coup nuova`.

## Giocare fuori da un server (issue 37)
no-dm_live_only = Fuori da un server si gioca solo in diretta, proprio qui: niente partite in differita né thread.
no-time_ran_out = ⏰ Il tempo era scaduto prima del tuo clic: ecco a che punto è la partita.
board-dm_clock = il tempo scaduto si applica al clic successivo
rules-dm = **In un gruppo di messaggi diretti o in un messaggio diretto tra amici**
    Qui il bot parla solo quando qualcuno clicca o scrive un comando, quindi:
    • si gioca solo in diretta (niente partite in differita, thread o promemoria);
    • ogni decisione compare nella risposta al clic che l'ha presa;
    • una decisione il cui tempo è scaduto si risolve al clic successivo sulla partita: premi uno qualsiasi dei suoi pulsanti.
