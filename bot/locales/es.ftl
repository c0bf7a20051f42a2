### Spanish: every message the bot shows (see en.ftl for the English originals).
###
### One Spanish for Spain and Latin America (Discord's es-ES and es-419): words both sides
### use ("en vivo", "bot" for a computer player, "bluff", "presiona"), no vosotros.
###
### Register: the bot says « tú » to everyone (tuteo), as Spanish-speaking Discord
### communities do among players. The characters carry the names of the Spanish edition of
### Coup (Coup: Ciudad Corrupta: Duque, Asesino, Capitán, Embajador, Condesa, Inquisidor),
### and so do the base actions (Ingresos, Ayuda exterior, Golpe de Estado, Impuestos,
### Asesinato, Extorsión, Intercambio); the Reformation's words follow them (Lealista,
### Reformista, Reserva del Tesoro, Conversión, Malversación) and the Inquisitor's Examine is
### an Inspección.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a player's name or a card may be masculine or feminine (la Condesa), so no article or
###   adjective agrees with them: « dice ser { $card } » (a role takes no article after ser),
###   « la carta de { $card } », « queda fuera de la partida »;
### * a counted word follows Spanish's CLDR plural categories: [one] is 1 only (« 0 monedas »),
###   [many] the round millions, which fall to *[other] here;
### * the slash commands named in a sentence are given by their Spanish names (cmd-*).

## The game's nouns

card-Duke = Duque
card-Assassin = Asesino
card-Captain = Capitán
card-Ambassador = Embajador
card-Contessa = Condesa
card-Inquisitor = Inquisidor
action-income = Ingresos
action-foreign_aid = Ayuda exterior
action-coup = Golpe de Estado
action-tax = Impuestos
action-assassinate = Asesinato
action-steal = Extorsión
action-exchange = Intercambio
action-convert = Conversión
action-embezzle = Malversación
action-examine = Inspección
coins =
    { $n ->
        [one] { $n } moneda
       *[other] { $n } monedas
    }
list-join = { $head } y { $last }
level-easy = fácil
level-normal = normal
level-hard = difícil
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, por { $person })
mode-live = en vivo
mode-async = en diferido
variant-standard = estándar
variant-draft = draft
card-no_duke = «sin { $duke }»
option-reformation = Reforma
option-inquisitor = Inquisidor

## The game's log

turn-title = **Turno { $n }** · { $name }
turn-draft = **Draft** · dos jugadores, siete cartas
log-start =
    { $n ->
        [one] La partida empieza con { $n } jugador. Empieza **{ $name }**.
       *[other] La partida empieza con { $n } jugadores. Empieza **{ $name }**.
    }
log-drafted = { $name } ha elegido su carta.
log-turn = Turno { $n }: { $name }.
log-turn_word = turno
log-title = **Registro de la partida** · página { $page } de { $pages }
log-declare-foreign_aid = { $name } pide Ayuda exterior (+2).
log-declare-coup = { $name } paga 7 monedas para dar un **Golpe de Estado** a { $target }.
log-declare-tax = { $name } dice ser { $card } — Impuestos (+3).
log-declare-assassinate = { $name } dice ser { $card } y paga 3 monedas para asesinar a { $target }.
log-declare-steal = { $name } dice ser { $card } para extorsionar a { $target }.
log-declare-exchange = { $name } dice ser { $card } para intercambiar cartas con el mazo de la Corte.
log-declare-examine = { $name } dice ser { $card } para inspeccionar a { $target }.
log-declare-embezzle = { $name } afirma no tener ningún 👑 **Duque** y malversa la Reserva del Tesoro.
log-declare-convert = { $name } paga { $coins } a la Reserva del Tesoro para convertir a { $target }.
log-declare-convert_self = { $name } paga { $coins } a la Reserva del Tesoro para pasarse a la otra facción.
log-faction_choice = Se reparten las cartas. **{ $name }** elige una facción para la mesa; los demás le siguen, alternando.
log-faction = { $name } es { $faction }.
log-embezzled = { $name } toma { $coins } de la Reserva del Tesoro.
log-show = { $target } le muestra una carta a { $name }, en secreto.
log-give_back = { $name } le devuelve la carta a { $target }.
log-force_exchange = { $name } obliga a { $target } a cambiar la carta mostrada: { $target } roba una carta nueva del mazo de la Corte.
log-prove_hand = { $name } muestra toda su mano: { $cards } — ningún Duque, la declaración se mantiene. Las cartas vuelven al mazo de la Corte y { $name } roba otras tantas.
log-gain = { $name } toma { $coins }.
log-steal = { $name } le quita { $coins } a { $target }.
log-refund = { $name } recupera sus { $coins }.
log-challenge = ⚔️ ¡{ $name } desafía la declaración de { $target } ({ $card })!
log-prove = { $name } muestra la carta de { $card }: la declaración era cierta. La carta vuelve al mazo de la Corte y { $name } roba otra.
log-concede = { $name } no muestra la carta de { $card }: la declaración fracasa.
log-concede_no_duke = { $name } no muestra su mano: la declaración de no tener { $duke } fracasa.
log-block = 🛡️ { $name } bloquea diciendo ser { $card }.
log-blocked = Queda bloqueada la acción de { $name } ({ $action }).
log-reveal = { $name } pierde una influencia y revela { $card }.
log-eliminate = 💀 { $name } queda fuera de la partida.
log-exchange =
    { $n ->
        [one] { $name } roba { $n } carta del mazo de la Corte.
       *[other] { $name } roba { $n } cartas del mazo de la Corte.
    }
log-exchanged =
    { $n ->
        [one] { $name } devuelve { $n } carta; se baraja el mazo de la Corte.
       *[other] { $name } devuelve { $n } cartas; se baraja el mazo de la Corte.
    }
log-no_effect = { $action } sin efecto: { $target } ya está fuera de la partida.
log-cancelled = Anulado: { $action } ({ $name }).
log-timeout-window = ⏰ Se acabó el tiempo: nadie más ha respondido, así que sigue adelante.
log-timeout-challenge = ⏰ Se acabó el tiempo: nadie ha desafiado la declaración de { $name } ({ $card }).
log-timeout-block = ⏰ Se acabó el tiempo: nadie ha bloqueado la acción ({ $action }), así que sigue adelante.
log-timeout-player = ⏰ A { $name } se le acabó el tiempo.
log-forfeit = 🏳️ { $name } abandona.
log-forfeit_cards = 🏳️ { $name } abandona y pone sus cartas boca arriba: { $cards }.
log-more_time = ⏳ { $name } ha pedido más tiempo: el nuevo plazo termina { $until }.
log-departed = 🚪 { $name } ha salido del servidor y abandona.
log-table_cancelled = 🛑 { $name } ha cancelado la partida.
log-table_cancelled_moderator = 🛑 Un moderador ha cancelado la partida.

log-autopilot = ⏰ A { $name } se le acabó el tiempo: un bot decide en su lugar (piloto automático).
log-autopilot_allow = ⏰ A { $name } se le acabó el tiempo y deja pasar (piloto automático).
log-handed_off = 🤖 { $name } ocupa el asiento, con sus cartas y sus monedas.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }o{ " " }
await-action = **{ $name }**, elige tu acción{ $until }
await-challenge = Desafiar o dejar pasar la declaración de { $name } ({ $card }){ $until } · esperando a { $who }
await-block = Bloquear con { $cards }, o dejar pasar{ $until } · esperando a { $who }
await-prove = **{ $name }** debe mostrar la carta de { $card } o perder una carta{ $until }
await-prove_hand = **{ $name }** debe mostrar toda su mano (sin Duque) o perder una carta{ $until }
await-faction = **{ $name }** elige una facción para la mesa{ $until }
await-show = **{ $name }** elige qué carta enseñarle a { $actor }, en secreto{ $until }
await-examine = **{ $name }** decide: devolverle la carta a { $target } u obligar a { $target } a cambiarla{ $until }
await-must_coup = **{ $name }** tiene 10 monedas o más: debe dar un Golpe de Estado{ $until }
await-lose = **{ $name }** debe elegir qué carta perder{ $until }
await-exchange = **{ $name }** está eligiendo con qué cartas quedarse{ $until }
await-draft = Cada jugador elige una carta de su lote{ $until } · esperando a { $who }
await-over = La partida ha terminado.

## The board

board-out = fuera
board-court =
    { $n ->
        [one] Mazo de la Corte: { $n } carta
       *[other] Mazo de la Corte: { $n } cartas
    }
board-footer = Partida { $mode } · { $variant }
board-footer_options = { $footer } · con { $options }
board-reserve = Reserva del Tesoro: { $coins }
board-auto = ⏩ Dejan pasar las declaraciones ajenas: { $names }
board-factions = Facciones: { $loyalist } · { $reformist }
board-reunified = { " " }— todos los que quedan son de la misma facción: se puede apuntar a cualquiera

## Buttons

button-challenge = Desafiar
button-allow = Dejar pasar
button-block = Bloquear ({ $card })
button-cards = Mis cartas
button-more_time = Más tiempo
button-lose = Elegir mi carta
button-prove = Mostrar o perder una carta
button-exchange = Elegir con qué cartas quedarme
button-draft = Elegir mi carta del lote
button-show_card = Elegir qué carta enseñar
button-examine = Ver la carta y decidir
button-show_hand = Mostrar toda mi mano (sin Duque)
button-give_back = Devolverla
button-force_exchange = Obligar a cambiarla
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = Mostrar { $card }
button-lose_card = Perder { $card }
button-pick = Quedarme con { $card }
button-join = Unirme
button-leave = Salir
button-start = Empezar
button-cancel = Cancelar
button-forfeit = Abandonar esta partida
button-abandon_series = Dejar toda la serie
button-auto_on = No esperarme
button-auto_off = Volver a esperarme
button-autopilot_on = Piloto automático si se me acaba el tiempo
button-autopilot_off = Quitar mi piloto automático
button-handoff = Ceder mi asiento a un bot
button-rematch = Revancha
select-target = { $action }: elige a un jugador
select-keep =
    { $n ->
        [one] Quédate exactamente con { $n } carta
       *[other] Quédate exactamente con { $n } cartas
    }
select-in_hand = en tu mano
select-drawn = robada
select-convert_self = { $name } (tú)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Tus cartas: { $cards }
hand-not_picked = Todavía no has elegido tu carta.
hand-none = Ya no te quedan cartas ocultas.
hand-revealed = Reveladas: { $cards }
hand-coins = Monedas: { $n }
hand-drawn = Robadas del mazo de la Corte: { $cards }
hand-auto_on = ⏩ Hasta el final de esta partida, las declaraciones y acciones que no vienen de ti ni van contra ti siguen adelante sin esperarte.
hand-autopilot_on = 🤖 Piloto automático activado: si se te acaba el tiempo, un bot decide por ti (los turnos perdidos siguen contando).
hand-faction = Tu facción: { $faction }
hand-examined = { $target } te ha mostrado: { $card }
hand-showed = Le has mostrado a { $actor }: { $card }
hand-redrawn = Intercambio forzado en el turno { $turn }: entregaste tu carta { $shown } y robaste { $drawn }.
private-until = { " " }({ $when })
private-lose = **Pierdes una influencia: elige qué carta revelar**{ $until }.
private-prove = ¡Han desafiado tu declaración ({ $card })! Muestra la carta (se cambia por una nueva) o pierde la carta que elijas{ $until }.
private-prove_hand = Afirmaste no tener ningún Duque y te desafían. Muestra toda tu mano a todos (sin Duque: quien desafió pierde una carta y tú robas cartas nuevas) o pierde la carta que elijas{ $until }.
private-prove_duke = Afirmaste no tener ningún Duque y te desafían, pero tienes uno: no puedes mostrar tu mano, así que pierde la carta que elijas{ $until }.
private-faction = **Elige tu facción**; el siguiente jugador en el sentido de las agujas del reloj toma la otra, y así sucesivamente{ $until }.
private-show = **Elige qué carta enseñarle a { $actor }**; nadie más la verá{ $until }.
private-examine = **Devuelve la carta** u obliga a { $target } a cambiarla por una carta del mazo de la Corte{ $until }.
private-exchange = **Quédate con { $n } de estas cartas**; las demás vuelven al mazo de la Corte{ $until }.
private-draft = **Elige de tu lote la carta que te quedas**; las otras cuatro salen de la partida sin mostrarse{ $until }.
private-target = **{ $action }**: elige a un jugador{ $until }.
done-reveal = Has revelado tu carta de { $card }.
done-prove = Has mostrado tu carta de { $card }; tu carta nueva es { $new }.
done-concede = No la has mostrado y has perdido tu carta de { $card }.
done-keep = Te quedas con { $cards }.
done-prove_hand = Has mostrado tu mano ({ $cards }); tus cartas nuevas son { $new }.
done-show = Le has mostrado tu carta de { $card } a { $actor }.
done-give_back = Has devuelto la carta.
done-force_exchange = Has obligado a cambiar la carta.
done-draft = Te quedas con { $card }.
done-target = { $action } contra { $target }.
done-convert = Pagas { $coins } a la Reserva del Tesoro: { $target } ahora es { $faction }.
done-convert_self = Pagas { $coins } a la Reserva del Tesoro: ahora eres { $faction }.
done-now = Ahora: { $what }
done-over = La partida ha terminado.

## The lobby

lobby-title = **Sala de Coup** · { $mode } · { $variant }
lobby-rematch = { " " }· revancha: empieza quien ganó la última
lobby-seats = Jugadores por orden de asiento:
lobby-host = { " " }(anfitrión)
lobby-autopilot = 🤖 Piloto automático para todos: cuando a alguien se le acaba el tiempo, un bot decide en su lugar.
lobby-help = Presiona **Unirme** para sentarte. El anfitrión presiona **Empezar** (de 2 a 10 jugadores).
lobby-help_series = Presiona **Unirme** para sentarte. El anfitrión presiona **Empezar** (de 2 a 6 jugadores en una serie).
lobby-help_draft = Presiona **Unirme** para sentarte. El anfitrión presiona **Empezar** (exactamente 2 jugadores en draft).
lobby-started = **Coup** · { $mode } · { $variant } — la partida ha empezado.
lobby-cancelled = **Coup** · { $mode } · { $variant } — la partida se ha cancelado.
lobby-finished = **Coup** · { $mode } · { $variant } — la partida ha terminado.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — la sala se ha cancelado.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } gana** en { $turns } turno.
       *[other] 🏆 **{ $name } gana** en { $turns } turnos.
    }
over-bluffs = Los bluffs, ahora que se pueden contar:
over-bluff-action = Turno { $turn }: { $name } dijo ser { $card } sin tener esa carta{ $caught }.
over-bluff-block = Turno { $turn }: { $name } bloqueó diciendo ser { $card } sin tener esa carta{ $caught }.
over-bluff-embezzle = Turno { $turn }: { $name } afirmó no tener ningún { $duke }, pero tenía uno{ $caught }.
over-bluff-caught = { " " }— bluff descubierto
over-no_bluffs = Nadie hizo bluff.
status-last_game = Ahora no se está jugando ninguna partida aquí. La última:
status-cancelled = Se canceló antes de terminar.
over-rematch = El anfitrión puede empezar una revancha con los mismos jugadores; empieza quien ha ganado.
series-standing = **Serie** · partidas jugadas: { $done } de 3 · victorias: { $wins } · { $starter } empieza la siguiente partida.
series-next_help = El anfitrión presiona **Siguiente partida** cuando todos estén listos.
series-game_stand_in =
    { $turns ->
        [one] Partida { $k }: un bot que ocupó un asiento ganó en { $turns } turno (nadie de la serie suma la victoria).
       *[other] Partida { $k }: un bot que ocupó un asiento ganó en { $turns } turnos (nadie de la serie suma la victoria).
    }
series-game =
    { $turns ->
        [one] Partida { $k }: **{ $name }** ganó en { $turns } turno.
       *[other] Partida { $k }: **{ $name }** ganó en { $turns } turnos.
    }
series-won =
    { $n ->
        [one] 🏆 **¡{ $name } gana la serie** con { $n } victoria!
       *[other] 🏆 **¡{ $name } gana la serie** con { $n } victorias!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } comparten la serie** con { $n } victoria cada uno.
       *[other] 🤝 **{ $names } comparten la serie** con { $n } victorias cada uno.
    }
series-abandoned = La serie queda abandonada: { $name } la ha dejado. Victorias hasta ahora: { $wins }. Nadie la gana.
series-cancelled = La serie se ha cancelado.
series-lobby = { " " }· serie de tres partidas
series-left = { $name } ha dejado la serie: queda abandonada con las victorias que había, y nadie la gana.
leave-confirm_game = ¿Salir de la partida? La abandonas: tus cartas se ponen boca arriba y quedas fuera. Presiona el botón para confirmar; si no, no pasa nada.
leave-or_series = En una serie, abandonar solo pierde esta partida; dejar toda la serie la abandona para todos, y nadie la gana.
leave-or_handoff = O cede tu asiento a un bot: juega el resto de esta partida con tus cartas y tus monedas, y el resultado es suyo, no tuyo.
leave-confirm_series = ¿Dejar la serie? Queda abandonada con las victorias que había, y nadie la gana. Presiona el botón para confirmar; si no, no pasa nada.
ok-left_series = Has dejado la serie.
series-cancelled_by = { $name } ha cancelado la serie.
button-next_game = Siguiente partida
chart-coins = Monedas
chart-cards = Cartas
chart-turn = Turno
chart-winner = ganador
chart-player = Jugador { $n }

## Standings

board-title = **Clasificación · { $season }** (página { $page } de { $pages })
board-empty = Nadie ha terminado todavía una partida esta temporada.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] victoria
       *[other] victorias
    } en { $games } { $games ->
        [one] partida
       *[other] partidas
    } ({ $rate }){ $series }
board-series = { " " }· series ganadas: { $won }, compartidas: { $shared }
board-computers = Bots (sin clasificar):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    } en { $games } { $games ->
        [one] partida
       *[other] partidas
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = todas las temporadas en este servidor
stats-games = Partidas: { $games } · victorias: { $wins } ({ $rate }) · puesto medio: { $finish }
stats-series = Series: { $played } · ganadas: { $won } · compartidas: { $shared } · abandonadas: { $abandoned }
stats-challenges = Desafíos lanzados: { $made } · ganados: { $won }
stats-bluffs = Declaraciones: { $claims } · bluffs: { $bluffs } · descubiertos: { $caught }
stats-blocks = Bloqueos: { $n }
stats-never = { $name } todavía no ha terminado ninguna partida en este servidor.
history-title = **{ $name }** · últimas partidas en este servidor
history-won =
    { $when } · 🏆 victoria ({ $players } { $players ->
        [one] jugador
       *[other] jugadores
    }, { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · puesto { $finish } de { $players } ({ $turns } turno){ $series } · { $link }
       *[other] { $when } · puesto { $finish } de { $players } ({ $turns } turnos){ $series } · { $link }
    }
history-in_series = { " " }· partida { $k } de una serie
history-series_title = Series:
history-series-won = { $when } · serie ganada · victorias: { $wins } · { $channel }
history-series-shared = { $when } · serie compartida · victorias: { $wins } · { $channel }
history-series-lost = { $when } · serie perdida · victorias: { $wins } · { $channel }
history-series-abandoned = { $when } · serie abandonada · victorias hasta entonces: { $wins } · { $channel }
season-unknown = Este servidor no tiene temporada { $n }. `/coup temporada lista` las muestra.
season-started = { $by } ha empezado **{ $name }** (temporada { $n }). Las temporadas anteriores se pueden seguir consultando con `/coup clasificación temporada:`.
season-list = **Temporadas** (de la más reciente a la más antigua):
season-row = { $n }. { $name } · desde { $when }
season-none = Todavía no hay temporadas: la primera partida que se juegue aquí abre la Temporada 1.

## Reminders

remind-channel = ⏰ Recordatorio: { $what }
remind-dm =
    ⏰ Recordatorio de **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Último recordatorio, el tiempo casi se acaba: { $what }
remind-dm_last =
    ⏰ Último recordatorio de **{ $server }**, el tiempo casi se acaba: { $what }
    { $link }

## A server's games and settings

games-title = **Partidas en este servidor** ({ $n })
games-title_mine = **Partidas que te esperan** ({ $n })
games-lobby = • Sala · jugadores: { $n } · { $mode } · { $link }
games-running =
    { $n ->
        [one] • Turno { $turn } · queda { $n } jugador · { $mode } · esperando a { $who } { $until } · { $link }
       *[other] • Turno { $turn } · quedan { $n } jugadores · { $mode } · esperando a { $who } { $until } · { $link }
    }
games-more = …y { $n } más.
games-none = No hay ninguna partida ni sala abierta en este servidor. Empieza una con `/coup nueva`.
games-none_mine = No te espera ninguna partida.
notify-channel = Los recordatorios de tus decisiones en diferido te mencionarán en el canal de la partida.
notify-dm = Los recordatorios de tus decisiones en diferido te llegarán por mensaje directo (o al canal si tienes los mensajes directos cerrados).
notify-off = No recibirás recordatorios de tus decisiones en diferido.
settings-title = **Ajustes de Coup de este servidor** (por defecto para las partidas nuevas)
settings-mode = Modo: { $mode } · un hilo por partida: { $thread }
settings-live = En vivo: { $window } para responder a una declaración, { $turn } por turno
settings-async = En diferido: { $window } para responder a una declaración, { $turn } por turno
settings-missed = Turnos perdidos seguidos antes de abandonar: { $n }
settings-expansions = Expansiones: { $expansions }
settings-computers = Piloto automático permitido: { $autopilot } · quien se va puede ceder su asiento a un bot: { $handoff }
settings-replays = Repeticiones a la vista de todo el canal: { $public }
settings-none = ninguna
settings-channels = Canales donde se puede jugar: { $channels }
settings-any_channel = cualquiera
settings-language = Idioma de los mensajes públicos: { $language }
settings-server_language = el del servidor
settings-yes = sí
settings-no = no
settings-saved = Guardado.
no-duration = `{ $option }`: «{ $value }» no es una duración de 10s a 72h (escríbela como 30s, 5m, 8h o 1h30m).
no-settings_nothing = Nada que cambiar: indica al menos una opción.
no-settings_channel = Indica un canal de texto de este servidor.

## Answers to commands

ok-joined = Te has unido: asiento { $n }.
ok-left_lobby = Has salido de la sala.
ok-forfeited = Has abandonado la partida.
ok-handed_off = Un bot sigue jugando en tu asiento.
ok-started = Empieza la partida.
ok-cancelled = { $name } ha cancelado { $what }.
ok-what-lobby = la sala
ok-what-game = la partida
ok-added_computer = { $level ->
        [easy] Bot fácil añadido.
        [hard] Bot difícil añadido.
       *[normal] Bot normal añadido.
    }
ok-removed_computer = Bot quitado.

## Refusals

no-table = No hay ninguna sala ni partida de Coup en este canal. Empieza una con `/coup nueva`.
no-dm = Coup se juega en un canal de un servidor, no por mensaje directo.
no-busy = Este canal ya tiene una sala o partida de Coup. Termínala o cancélala (`/coup cancelar`) antes, o usa otro canal.
no-busy_rematch = Este canal ya tiene una sala o partida nueva.
no-not_player = Esta partida es entre otros jugadores.
no-not_in_lobby = No estás en esta sala.
no-already_in = Ya estás en esta sala.
no-full =
    { $n ->
        [one] Esta sala está llena ({ $n } jugador).
       *[other] Esta sala está llena ({ $n } jugadores).
    }
no-series_full =
    { $n ->
        [one] Una serie es de 2 a 6 jugadores: esta sala está llena ({ $n } jugador).
       *[other] Una serie es de 2 a 6 jugadores: esta sala está llena ({ $n } jugadores).
    }
no-started = La partida ya ha empezado; puedes unirte a la siguiente.
no-closed = Esta sala está cerrada.
no-gone = Esta sala ya no existe.
no-over = Esta partida ha terminado.
no-not_running = Esta partida ya no está en curso.
no-out_of_date = Este mensaje está desactualizado: la partida ha avanzado.
no-moved_on = La partida ha avanzado mientras tanto; no se ha cambiado nada. Vuelve a mirar e inténtalo de nuevo.
no-already_challenged = { $name } ya ha desafiado esta declaración.
no-out = Estás fuera de esta partida.
no-not_yours = Esta decisión no te corresponde: la partida espera a { $who }.
no-not_your_turn = No es tu turno; le toca a { $name }.
no-not_option = Esa elección no está entre las opciones.
no-one_option = Elige exactamente una opción.
no-once_each = Elige cada carta una vez como máximo.
no-nothing_to_block = Ahora mismo no hay nada que bloquear.
no-exchange_over = Este intercambio ha terminado.
no-not_a_button = Este botón no pertenece a ninguna partida que el bot conozca.
no-other_channel = Este botón pertenece a una partida de otro canal.
no-host-start = Solo el anfitrión puede empezar la partida.
no-host-rematch = Solo el anfitrión puede empezar una revancha.
no-host-addbot = Solo el anfitrión puede añadir bots.
no-host-removebot = Solo el anfitrión puede quitar bots.
no-host_or_manager = Solo el anfitrión o un miembro con el permiso Gestionar servidor puede cancelar.
no-rematch_finished = Una revancha solo puede seguir a una partida terminada.
no-not_started_yet = La partida todavía no ha empezado.
no-not_playing = No juegas en esta partida.
no-min_players = Coup necesita al menos 2 jugadores: espera a que alguien se una (o añade un bot con `/coup añadir_bot`).
no-draft_two = La variante draft es para exactamente 2 jugadores.
no-no_computer = No hay ningún bot en esta sala.
no-move = Ese movimiento no está permitido ahora.
no-option_value = `{ $option }`: no puedo usar ese valor.
no-subcommand = Es un grupo de comandos: elige uno de ellos (el menú de `/coup` los muestra).
no-unknown_option = Este comando no tiene la opción `{ $option }`. Si Discord la ofrece, su lista de comandos está desactualizada: inténtalo de nuevo en un minuto.
db-readonly = el archivo de la base de datos es de solo lectura
db-full = el disco está lleno
db-io = el disco no ha podido leer o escribir el archivo de la base de datos
db-locked = otro programa tiene bloqueada la base de datos
db-damaged = el archivo de la base de datos está dañado
db-failed = la base de datos ha fallado
perm-view_channel = Ver canales
perm-embed_links = Insertar enlaces
perm-send_messages = Enviar mensajes
perm-create_public_threads = Crear hilos públicos
perm-send_messages_in_threads = Enviar mensajes en hilos
season-default = Temporada { $n }
no-log = Todavía no se ha jugado ninguna partida en este canal.
no-manage_server = Solo un miembro con el permiso Gestionar servidor puede hacer eso.
no-autopilot_server_off = El piloto automático no está permitido en este servidor: un miembro con el permiso Gestionar servidor puede permitirlo en los ajustes del servidor.
no-autopilot_off = El piloto automático no está permitido en esta partida: un miembro con el permiso Gestionar servidor puede permitirlo en los ajustes del servidor, para las partidas que se abran después.
no-handoff_off = Ceder el asiento a un bot no está permitido en esta partida: un miembro con el permiso Gestionar servidor puede permitirlo en los ajustes del servidor, para las partidas que se abran después.
no-channel_not_allowed = En este servidor, las partidas de Coup se juegan en { $channels } (`/coup ajustes`).
no-series_busy = Este canal está en mitad de una serie: termínala (o cancélala con `/coup cancelar`) antes, o usa otro canal.
no-series_size = Una serie es de 2 a 6 jugadores; esta sala tiene { $n }. Empieza mejor una partida suelta.
no-series_over = Esta serie ha terminado.
no-series_next_started = La siguiente partida de esta serie ya ha empezado.
no-host-next = Solo el anfitrión (o un miembro con el permiso Gestionar servidor) puede empezar la siguiente partida de la serie.
no-more_time_not_awaited = Solo un jugador al que la partida espera puede pedir más tiempo.
no-more_time_used = Ya has tenido más tiempo una vez en esta partida.
no-target_self = No puedes elegirte como objetivo.
no-target_out = El objetivo debe ser un jugador que siga en la partida.
no-target_poor = { $name } no tiene monedas que quitarle.
no-keep_exactly = Quédate exactamente con tantas cartas como tienes ({ $n }).
no-answered = Ya has respondido.
no-own_claim = Es tu propia declaración: la responden los demás jugadores.
no-only_target = Solo el objetivo ({ $name }) puede bloquear esto.
no-failed_block = Tu bloqueo ha fracasado; no puedes volver a bloquear esta acción.
no-block_same_faction = { $name } es de tu facción ({ $faction }): mientras la mesa esté dividida no puedes bloquear su Ayuda exterior.
no-target_same_faction = { $name } es de tu facción ({ $faction }): mientras la mesa esté dividida no puedes apuntar a { $name }.
no-block_card = { $action } solo se bloquea con { $cards }.
no-action_not_in_game = { $action } no se juega en esta partida.
no-character_not_in_game = En esta partida no hay ninguna carta de { $card }.
no-card_not_held = No tienes la carta de { $card } oculta para eso.
no-duke_held = Tienes un Duque: no puedes demostrar que no tienes ninguno.
no-wrong_step = Eso no responde a lo que la partida espera ahora.
no-takes_no_target = { $action } no apunta a nadie.
faction-loyalist = Lealista
faction-reformist = Reformista
no-nothing_waits = Ahora mismo nada te espera.
no-option = `{ $option }` debe ser uno de estos valores: { $choices }.
no-option_range = `{ $option }` debe ser un número entero de { $low } a { $high }.
no-option_text =
    { $n ->
        [one] `{ $option }` debe ser un texto de { $n } carácter como máximo.
       *[other] `{ $option }` debe ser un texto de { $n } caracteres como máximo.
    }
no-hours_live = `horas` solo sirve para partidas en diferido; en vivo se responde en segundos.
no-permissions = No puedo alojar una partida aquí: necesito { $perms } en este canal.
no-unknown_command = No conozco ese comando. `/coup reglas` explica el juego; el menú de `/coup` muestra el resto.
no-outdated_command = Discord todavía está actualizando los comandos de este bot; inténtalo de nuevo en un minuto.
no-saved_retry = Algo ha fallado por nuestra parte. La partida está guardada; inténtalo de nuevo o usa `/coup estado`.
no-unchanged_retry = Algo ha fallado por nuestra parte; no se ha cambiado nada. Inténtalo de nuevo en un momento.
no-database = No se ha podido guardar la partida ({ $why }); no se ha cambiado nada. Inténtalo de nuevo en un momento.
why = { $text }
why-must_coup =
    { $n ->
        [one] Tienes { $n } moneda: debes dar un Golpe de Estado.
       *[other] Tienes { $n } monedas: debes dar un Golpe de Estado.
    }
why-coins =
    { $need ->
        [one] { $action } cuesta { $need } moneda; tienes { $n }.
       *[other] { $action } cuesta { $need } monedas; tienes { $n }.
    }
why-steal = Nadie tiene monedas que quitar.
why-other = Ahora no puedes hacer eso.

## Slash commands

# Names: lowercase letters (accents and ñ allowed), digits, - and _; 32 at most.
# Descriptions: 45 characters at most. Choice values are not translated, only what the menu
# shows for them.

cmd-coup-name = coup
cmd-coup-desc = Jugar a Coup en este canal
cmd-new-name = nueva
cmd-new-desc = Abrir una sala de Coup en este canal
cmd-new-mode-name = modo
cmd-new-mode-desc = en vivo (30 s) o en diferido (horas)
cmd-new-mode-live = en vivo
cmd-new-mode-async = en diferido
cmd-new-variant-name = variante
cmd-new-variant-desc = estándar o draft (2 jugadores eligen cartas)
cmd-new-variant-standard = estándar
cmd-new-variant-draft = draft
cmd-new-hours-name = horas
cmd-new-hours-desc = diferido: horas por respuesta (por defecto 8)
cmd-new-thread-name = hilo
cmd-new-thread-desc = jugar la partida en un hilo nuevo propio
cmd-new-series-name = serie
cmd-new-series-desc = una serie de tres partidas, mismos jugadores
cmd-new-reformation-name = reforma
cmd-new-reformation-desc = Reforma: facciones, Conversión, Malversación
cmd-new-inquisitor-name = inquisidor
cmd-new-inquisitor-desc = el Inquisidor sustituye al Embajador
cmd-new-autopilot-name = piloto_auto
cmd-new-autopilot-desc = piloto auto para todos
cmd-join-name = unirse
cmd-join-desc = Ocupar un asiento en la sala de este canal
cmd-leave-name = salir
cmd-leave-desc = Salir de la sala o abandonar la partida
cmd-start-name = empezar
cmd-start-desc = Empezar la partida (solo el anfitrión)
cmd-cancel-name = cancelar
cmd-cancel-desc = Cancelar la sala o la partida de este canal
cmd-hand-name = mano
cmd-hand-desc = Ver tus cartas y monedas (solo lo ves tú)
cmd-status-name = estado
cmd-status-desc = Mostrar la mesa de la partida de este canal
cmd-log-name = registro
cmd-log-desc = El registro de la partida (solo lo ves tú)
cmd-log-page-name = página
cmd-log-page-desc = qué página (por defecto: la última)
cmd-rules-name = reglas
cmd-rules-desc = Carta de referencia de Coup (solo la ves tú)
cmd-addbot-name = añadir_bot
cmd-addbot-desc = Añadir un bot a la sala (solo el anfitrión)
cmd-addbot-level-name = nivel
cmd-addbot-level-desc = fácil no hace bluff; difícil además anticipa
cmd-addbot-level-easy = fácil
cmd-addbot-level-normal = normal
cmd-addbot-level-hard = difícil
cmd-removebot-name = quitar_bot
cmd-removebot-desc = Quitar el último bot (solo el anfitrión)
cmd-leaderboard-name = clasificación
cmd-leaderboard-desc = La clasificación del servidor, por temporada
cmd-leaderboard-season-name = temporada
cmd-leaderboard-season-desc = número de temporada (por defecto: la actual)
cmd-leaderboard-page-name = página
cmd-leaderboard-page-desc = qué página (10 jugadores por página)
cmd-stats-name = estadísticas
cmd-stats-desc = Victorias, bluffs, distinciones y nivel
cmd-stats-member-name = miembro
cmd-stats-member-desc = de quién (por defecto: las tuyas)
cmd-stats-season-name = temporada
cmd-stats-season-desc = una sola temporada (por defecto: todas)
cmd-history-name = historial
cmd-history-desc = Últimas partidas y series, con repeticiones
cmd-history-member-name = miembro
cmd-history-member-desc = de quién (por defecto: el tuyo)
cmd-replay-name = repetición
cmd-replay-desc = Una partida terminada, cartas a la vista
cmd-replay-game-name = partida
cmd-replay-game-desc = número de partida (por defecto: la última)
cmd-season-name = temporada
cmd-season-desc = Temporadas de la clasificación del servidor
cmd-season-new-name = nueva
cmd-season-new-desc = Iniciar temporada nueva (Gestionar servidor)
cmd-season-new-name-name = nombre
cmd-season-new-name-desc = nombre (por defecto: Temporada N)
cmd-season-list-name = lista
cmd-season-list-desc = Todas las temporadas de este servidor
cmd-games-name = partidas
cmd-games-desc = Partidas y salas: a quién esperan, enlaces
cmd-games-mine-name = mías
cmd-games-mine-desc = solo las partidas que te esperan
cmd-notify-name = avisos
cmd-notify-desc = Cómo te recordamos tus decisiones en diferido
cmd-notify-how-name = cómo
cmd-notify-how-desc = en el canal, por mensaje directo o nunca
cmd-notify-how-channel = en el canal
cmd-notify-how-dm = por mensaje directo
cmd-notify-how-off = sin avisos
cmd-settings-name = ajustes
cmd-settings-desc = Ajustes por defecto (Gestionar servidor)
cmd-settings-show-name = ver
cmd-settings-show-desc = Mostrar los ajustes de Coup de este servidor
cmd-settings-set-name = cambiar
cmd-settings-set-desc = Cambiar los ajustes (Gestionar servidor)
cmd-settings-set-mode-name = modo
cmd-settings-set-mode-desc = en vivo o en diferido por defecto
cmd-settings-set-mode-live = en vivo
cmd-settings-set-mode-async = en diferido
cmd-settings-set-thread-name = hilo
cmd-settings-set-thread-desc = cada partida en su propio hilo
cmd-settings-set-missed_turns-name = turnos_perdidos
cmd-settings-set-missed_turns-desc = turnos perdidos seguidos antes de abandonar
cmd-settings-set-live_window-name = vivo_respuesta
cmd-settings-set-live_window-desc = en vivo: plazo para responder, p. ej. 30s
cmd-settings-set-live_turn-name = vivo_turno
cmd-settings-set-live_turn-desc = en vivo: tiempo por turno, p. ej. 90s
cmd-settings-set-async_window-name = diferido_respuesta
cmd-settings-set-async_window-desc = en diferido: plazo para responder, p. ej. 8h
cmd-settings-set-async_turn-name = diferido_turno
cmd-settings-set-async_turn-desc = en diferido: tiempo por turno, p. ej. 24h
cmd-settings-set-language-name = idioma
cmd-settings-set-language-desc = idioma de las partidas (o el del servidor)
cmd-settings-set-reformation-name = reforma
cmd-settings-set-reformation-desc = partidas nuevas con Reforma por defecto
cmd-settings-set-inquisitor-name = inquisidor
cmd-settings-set-inquisitor-desc = partidas nuevas con Inquisidor por defecto
cmd-settings-set-autopilot-name = piloto_auto
cmd-settings-set-autopilot-desc = permitir piloto auto
cmd-settings-set-handoff-name = ceder_asiento
cmd-settings-set-handoff-desc = permitir ceder asiento
cmd-settings-set-public_replays-name = repeticiones_públicas
cmd-settings-set-public_replays-desc = repeticiones a la vista de todo el canal
cmd-settings-set-language-server = el del servidor
cmd-settings-channels-name = canales
cmd-settings-channels-desc = Canales para jugar (Gestionar servidor)
cmd-settings-channels-action-name = acción
cmd-settings-channels-action-desc = añadir o quitar un canal, o vaciar la lista
cmd-settings-channels-action-add = añadir
cmd-settings-channels-action-remove = quitar
cmd-settings-channels-action-clear = vaciar
cmd-settings-channels-channel-name = canal
cmd-settings-channels-channel-desc = el canal
thread-name = Mesa de Coup · { $name }

## The reference card

rules = **Coup — carta de referencia**
    En tu turno haz exactamente una acción. Con 10 monedas o más debes dar un Golpe de Estado.
    • **Ingresos** +1 · nadie puede impedirlo
    • **Ayuda exterior** +2 · cualquier jugador puede bloquearla con 👑 Duque
    • **Golpe de Estado** paga 7 · el objetivo pierde una influencia · no se puede bloquear ni desafiar
    • 👑 **Duque — Impuestos** +3 · no se puede bloquear
    • 🗡️ **Asesino — Asesinato** paga 3 · el objetivo pierde una influencia · el objetivo puede bloquearlo con 🌹 Condesa
    { $characters }
    Las **declaraciones** pueden ser bluffs. Cualquiera puede **desafiar** una declaración: si era cierta, quien desafía pierde una influencia y la carta se cambia por otra; si no, quien declaró pierde una influencia y la acción fracasa (el Asesino recupera sus monedas).
    Primero van los desafíos y después los bloqueos; cada bloqueo también se puede desafiar.
    Quien pierde sus dos cartas queda fuera. Gana el último jugador al que le quede una carta.
rules-reformation = **Reforma** (se juega aquí)
    Cada jugador es 🟦 Lealista o 🟥 Reformista, como indica la mesa: el primer jugador elige y los demás alternan en el sentido de las agujas del reloj.
    Mientras los supervivientes estén divididos, no puedes { $inquisitor ->
        [yes] dar un Golpe de Estado, asesinar, extorsionar ni inspeccionar
       *[no] dar un Golpe de Estado, asesinar ni extorsionar
    } a un jugador de tu facción, ni bloquear su Ayuda exterior. Cuando todos los supervivientes son de la misma facción, cualquiera puede apuntar a cualquiera (y una Conversión puede volver a dividirlos).
    • **Conversión** paga 1 para cambiar tu propia facción, o 2 para cambiar la de otro jugador · las monedas van a la **Reserva del Tesoro** · no es una declaración: no se puede desafiar ni bloquear
    • **Malversación** afirma **no** tener ningún 👑 Duque y toma todas las monedas de la Reserva del Tesoro · cualquiera puede desafiarla: quien tiene un Duque debe ceder; quien no lo tiene puede mostrar toda su mano (entonces quien desafió pierde una influencia y las cartas mostradas se cambian)
    No hay victoria por equipos: el último jugador al que le quede una carta gana solo.
rules-ambassador =
    • ⚓ **Capitán — Extorsión** toma 2 monedas de un jugador · el objetivo puede bloquearla con ⚓ Capitán o 📜 Embajador
    • 📜 **Embajador — Intercambio** roba 2 cartas, quédate con tantas como tenías y devuelve el resto
rules-inquisitor =
    • ⚓ **Capitán — Extorsión** toma 2 monedas de un jugador · el objetivo puede bloquearla con ⚓ Capitán o 🔍 Inquisidor
    • 🔍 **Inquisidor — Intercambio** roba 1 carta, quédate con tantas como tenías y devuelve una
    • 🔍 **Inquisidor — Inspección** otro jugador te muestra en secreto una carta que él elige; devuélvela u obliga a ese jugador a cambiarla por una carta del mazo de la Corte · en el canal solo se ve quién inspeccionó a quién y si se obligó a cambiar la carta


## Data rights (/coup privacy)

cmd-privacy-name = privacidad
cmd-privacy-desc = Lo que el bot guarda sobre ti, y borrarlo
cmd-privacy-show-name = ver
cmd-privacy-show-desc = Lo que el bot guarda sobre ti
cmd-privacy-forget-name = olvidar
cmd-privacy-forget-desc = Que el bot te olvide; quedas como exjugador
former-player = un exjugador
privacy-none = ninguna
privacy-report = **Lo que este bot guarda sobre ti**
    Tu nombre en sus partidas: { $names }
    Partidas y salas en las que te sentaste: { $games } · resultados contados: { $results } · series jugadas hasta el final: { $series } · filas de clasificación: { $standings }
    Tu forma de aviso: { $notify } · avisos pendientes: { $reminders }
    Servidores cuyos ajustes cambiaste por última vez: { $settings } · temporadas que empezaste: { $seasons }
    `/coup privacidad olvidar` borra tus opciones y avisos y quita tu id y tu nombre de cada partida: tus resultados siguen contando para los demás, como los de un exjugador.
privacy-forgotten = Hecho: el bot ya no te conoce. Tus partidas y resultados pasados muestran «un exjugador» donde estaba tu nombre.
no-privacy_seated = Estás sentado en una sala o en una partida en curso, o un bot juega en tu asiento: sal primero (`/coup salir`) o espera a que termine esa partida, y vuelve a pedirlo.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Pronosticar
button-guess_bluff = Bluff
button-guess_honest = Sincero
button-replay = Repetición
button-board_wins = Por victorias
button-board_rating = Por nivel
button-board_reads = Por olfato
predict-ask = ¿**{ $name }** hace bluff al decir ser { $card }? Nadie ve tu pronóstico hasta que termine la partida{ $until }.
predict-kept_bluff = Tu pronóstico: **bluff**. Nadie lo ve hasta que termine la partida; puedes cambiarlo mientras la declaración se pueda desafiar.
predict-kept_honest = Tu pronóstico: **sincero**. Nadie lo ve hasta que termine la partida; puedes cambiarlo mientras la declaración se pueda desafiar.
no-predict_closed = Esa declaración ya no se puede desafiar: los pronósticos sobre ella están cerrados.
no-predict_seated = Quien sigue en la partida no puede pronosticar: los pronósticos son para quienes miran y quienes ya quedaron fuera.
no-replay_running = Esa partida aún se está jugando: su repetición estará disponible cuando termine.
no-replay_cancelled = Esa partida se canceló antes de terminar: no tiene repetición.
no-replay_unknown = Este servidor no tiene ninguna partida con ese número (`/coup historial` muestra las tuyas).
no-replay_none_here = Todavía no ha terminado ninguna partida en este canal (`/coup historial` muestra las tuyas con su número).
no-replay_not_yours = Solo quien abrió esta repetición pasa sus páginas: `/coup repetición partida:{ $id }` abre la tuya.
replay-title = **Repetición · partida n.º { $id }** · página { $page } de { $pages }
replay-hands = Las manos de todos al empezar el turno:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· boca arriba: { $cards }
replay-hand_out = • ~~{ $name }~~ · fuera · { $revealed }
replay-no_cards = ninguna carta oculta
replay-drawn = 🔒 { $name } roba { $cards }.
replay-kept = 🔒 { $name } se queda con { $cards }.
replay-replace = 🔒 { $name } roba { $card } en su lugar.
replay-redraw = 🔒 { $name } roba { $card } en lugar de la carta mostrada.
replay-shown = 🔒 { $target } le muestra { $card } a { $name }.
replay-draft_options = 🔒 { $name } elige entre { $cards }.
replay-drafted = 🔒 { $name } se queda con { $card }.
replay-bluff = { " " }— 🎭 **bluff**
over-awards = **Distinciones**
award-bluffer =
    🎭 Bluff más audaz: { $names } ({ $n ->
        [one] { $n } bluff, nunca descubierto
       *[other] { $n } bluffs seguidos, nunca descubiertos
    })
award-reader =
    🔍 Mejor olfato: { $names } ({ $n ->
        [one] { $n } bluff descubierto o bloqueo mantenido
       *[other] { $n } bluffs descubiertos o bloqueos mantenidos
    })
award-blunder-challenge =
    💸 Error más caro: { $name }, turno { $turn }: desafió una declaración cierta ({ $n ->
        [one] { $n } carta perdida
       *[other] { $n } cartas perdidas
    })
award-blunder-bluff =
    💸 Error más caro: { $name }, turno { $turn }: un bluff descubierto ({ $n ->
        [one] { $n } carta perdida
       *[other] { $n } cartas perdidas
    })
award-blunder_out = { " " }— y fuera de la partida
award-fastest = ⚡ Decisiones más rápidas: { $names } ({ $seconds } s por decisión)
award-slowest = 🐢 Decisiones más lentas: { $names } ({ $seconds } s por decisión)
over-predictions = 🔮 **Pronósticos** (acertados de hechos): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = bluff más audaz
chart-award-reader = mejor olfato
chart-award-blunder = error más caro
chart-award-fastest = más rápido
chart-award-slowest = más lento
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Nivel · { $season }** (página { $page } de { $pages })
board-title_reads = **Mejor olfato · { $season }** (página { $page } de { $pages })
board-empty_rating =
    { $n ->
        [one] Nadie ha jugado todavía { $n } partida esta temporada.
       *[other] Nadie ha jugado todavía { $n } partidas esta temporada.
    }
board-empty_reads = Nadie ha hecho todavía un pronóstico esta temporada.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] partida
       *[other] partidas
    }
board-row_reads = { $rank }. { $name } · aciertos: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] El nivel es la habilidad que muestran las partidas menos tres veces su incertidumbre (±); se entra en la clasificación tras { $n } partida en la temporada.
       *[other] El nivel es la habilidad que muestran las partidas menos tres veces su incertidumbre (±); se entra en la clasificación tras { $n } partidas en la temporada.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] partida
       *[other] partidas
    }
stats-awards = Distinciones: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Pronósticos acertados: { $right }/{ $made }
stats-rating =
    Nivel esta temporada: { $rating } tras { $games } { $games ->
        [one] partida
       *[other] partidas
    }
history-replay = Elige una abajo para volver a verla con todas las cartas a la vista.
select-replay = Repetir una partida, cartas a la vista
history-pick = Partida n.º { $id } · puesto { $finish } de { $players }

## El formulario de /coup new (issue 37)
form-title = Una nueva partida de Coup
form-mode = Cómo se juega
form-live = En vivo: se responde en segundos
form-async = En diferido: horas para responder
form-length = Tiempo para responder (en diferido)
form-length_help = Un turno dura el triple; en vivo se responde en segundos.
form-length_default = El ajuste del servidor ({ $length })
form-hours =
    { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
form-variant = Variante
form-draft = draft: dos jugadores eligen su carta
form-expansions = Expansiones
form-reformation = Reforma: facciones, Conversión, Malversación
form-inquisitor = Inquisidor: sustituye al Embajador
form-more = Además
form-series = Una serie de tres partidas (2 a 6 jugadores)
form-thread = Jugar en un hilo nuevo propio
no-form_value = La opción «{ $option }» del formulario no existe: vuelve a abrirlo con `/coup nueva`.

## Jugar fuera de un servidor (issue 37)
no-dm_live_only = Fuera de un servidor solo se juega en vivo, aquí mismo: sin partidas en diferido ni hilos.
no-time_ran_out = ⏰ El tiempo se había acabado antes de tu clic: así va la partida.
board-dm_clock = el tiempo agotado se aplica en el siguiente clic
rules-dm = **En un grupo de mensajes directos o un mensaje directo entre amigos**
    Aquí el bot solo habla cuando alguien hace clic o escribe un comando, así que:
    • solo se juega en vivo (sin partidas en diferido, hilos ni recordatorios);
    • cada decisión se muestra en la respuesta al clic que la tomó;
    • una decisión cuyo tiempo se acabó se resuelve en el siguiente clic en la partida: presiona cualquiera de sus botones.
