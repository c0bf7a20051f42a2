### Brazilian Portuguese: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « você » to everyone, as Brazilian Discord communities do among
### players (imperatives in the você form: « escolha », « mostre »). The characters carry
### the names of the Brazilian edition of Coup (Duque, Assassino, Capitão, Embaixador,
### Condessa, Inquisidor) and so do its actions (Renda, Ajuda Externa, Golpe de Estado,
### Taxar, Assassinar, Extorquir, Trocar, and the Inquisitor's Examinar), with its « Baralho
### da Corte »; the Reformation's words follow them (Lealista, Reformista, Reserva do Tesouro,
### Converter, Desviar). Discord's own Brazilian words are used for its things: canal,
### servidor, tópico (a thread), mensagem direta.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a player's name or a card may be masculine or feminine (a Condessa), so no article or
###   adjective agrees with them: « diz ser { $card } » (a role takes no article after ser),
###   « a carta de { $card } », « está fora da partida »;
### * an action is named as the edition names it, often a verb (Taxar), so a sentence says
###   « a ação { $action } » rather than putting it where a noun must go;
### * a counted word follows Brazilian Portuguese's CLDR plural categories: [one] is 0 and 1
###   (« 0 moeda », « 1 moeda »), [many] the round millions, which fall to *[other] here;
### * the slash commands named in a sentence are given by their Portuguese names (cmd-*).

## The game's nouns

card-Duke = Duque
card-Assassin = Assassino
card-Captain = Capitão
card-Ambassador = Embaixador
card-Contessa = Condessa
card-Inquisitor = Inquisidor
action-income = Renda
action-foreign_aid = Ajuda Externa
action-coup = Golpe de Estado
action-tax = Taxar
action-assassinate = Assassinar
action-steal = Extorquir
action-exchange = Trocar
action-convert = Converter
action-embezzle = Desviar
action-examine = Examinar
coins =
    { $n ->
        [one] { $n } moeda
       *[other] { $n } moedas
    }
list-join = { $head } e { $last }
level-easy = fácil
level-normal = normal
level-hard = difícil
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, por { $person })
mode-live = ao vivo
mode-async = assíncrono
variant-standard = padrão
variant-draft = draft
card-no_duke = “sem { $duke }”
option-reformation = Reforma
option-inquisitor = Inquisidor

## The game's log

turn-title = **Turno { $n }** · { $name }
turn-draft = **Draft** · dois jogadores, sete cartas
log-start =
    { $n ->
        [one] A partida começa com { $n } jogador. **{ $name }** joga primeiro.
       *[other] A partida começa com { $n } jogadores. **{ $name }** joga primeiro.
    }
log-drafted = { $name } escolheu sua carta.
log-turn = Turno { $n }: { $name }.
log-turn_word = turno
log-title = **Registro da partida** · página { $page } de { $pages }
log-declare-foreign_aid = { $name } pede Ajuda Externa (+2).
log-declare-coup = { $name } paga 7 moedas para dar um **Golpe de Estado** em { $target }.
log-declare-tax = { $name } diz ser { $card } — Taxar (+3).
log-declare-assassinate = { $name } diz ser { $card } e paga 3 moedas para assassinar { $target }.
log-declare-steal = { $name } diz ser { $card } para extorquir { $target }.
log-declare-exchange = { $name } diz ser { $card } para trocar cartas com o Baralho da Corte.
log-declare-examine = { $name } diz ser { $card } para examinar { $target }.
log-declare-embezzle = { $name } afirma não ter nenhum 👑 **Duque** e desvia as moedas da Reserva do Tesouro.
log-declare-convert = { $name } paga { $coins } à Reserva do Tesouro para converter { $target }.
log-declare-convert_self = { $name } paga { $coins } à Reserva do Tesouro para passar para a outra facção.
log-faction_choice = As cartas foram distribuídas. **{ $name }** escolhe uma facção para a mesa; os outros seguem, alternando.
log-faction = { $name } é { $faction }.
log-embezzled = { $name } pega { $coins } da Reserva do Tesouro.
log-show = { $target } mostra uma carta para { $name }, em segredo.
log-give_back = { $name } devolve a carta de { $target }.
log-force_exchange = { $name } obriga { $target } a trocar a carta mostrada: { $target } compra uma carta nova do Baralho da Corte.
log-prove_hand = { $name } mostra a mão inteira: { $cards } — nenhum Duque, a alegação se mantém. As cartas voltam ao Baralho da Corte e { $name } compra o mesmo número.
log-gain = { $name } pega { $coins }.
log-steal = { $name } pega { $coins } de { $target }.
log-refund = { $name } recebe de volta suas { $coins }.
log-challenge = ⚔️ { $name } contesta a alegação de { $target } ({ $card })!
log-prove = { $name } mostra a carta de { $card }: a alegação era verdadeira. A carta volta ao Baralho da Corte e { $name } compra outra.
log-concede = { $name } não mostra a carta de { $card }: a alegação fracassa.
log-concede_no_duke = { $name } não mostra a mão: a alegação de não ter nenhum { $duke } fracassa.
log-block = 🛡️ { $name } bloqueia dizendo ser { $card }.
log-blocked = A ação { $action } de { $name } foi bloqueada.
log-reveal = { $name } perde uma influência e revela { $card }.
log-eliminate = 💀 { $name } está fora da partida.
log-exchange =
    { $n ->
        [one] { $name } compra { $n } carta do Baralho da Corte.
       *[other] { $name } compra { $n } cartas do Baralho da Corte.
    }
log-exchanged =
    { $n ->
        [one] { $name } devolve { $n } carta; o Baralho da Corte é embaralhado.
       *[other] { $name } devolve { $n } cartas; o Baralho da Corte é embaralhado.
    }
log-no_effect = A ação { $action } não tem efeito: { $target } já está fora da partida.
log-cancelled = Cancelado: { $action } ({ $name }).
log-timeout-window = ⏰ O tempo acabou: ninguém mais respondeu, então segue em frente.
log-timeout-challenge = ⏰ O tempo acabou: ninguém contestou a alegação de { $name } ({ $card }).
log-timeout-block = ⏰ O tempo acabou: ninguém bloqueou a ação { $action }, então segue em frente.
log-timeout-player = ⏰ O tempo de { $name } acabou.
log-forfeit = 🏳️ { $name } desiste.
log-forfeit_cards = 🏳️ { $name } desiste e vira as cartas para cima: { $cards }.
log-more_time = ⏳ { $name } pediu mais tempo: o novo prazo termina { $until }.
log-departed = 🚪 { $name } saiu do servidor e desiste.
log-table_cancelled = 🛑 { $name } cancelou a partida.
log-table_cancelled_moderator = 🛑 Um moderador cancelou a partida.

log-autopilot = ⏰ O tempo de { $name } acabou: um bot decide no lugar (piloto automático).
log-autopilot_allow = ⏰ O tempo de { $name } acabou: deixa passar (piloto automático).
log-handed_off = 🤖 { $name } assume o lugar, com as cartas e as moedas que ele tinha.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }ou{ " " }
await-action = **{ $name }**, escolha sua ação{ $until }
await-challenge = Contestar ou deixar passar a alegação de { $name } ({ $card }){ $until } · aguardando { $who }
await-block = Bloquear com { $cards }, ou deixar passar{ $until } · aguardando { $who }
await-prove = **{ $name }** deve mostrar a carta de { $card } ou perder uma carta{ $until }
await-prove_hand = **{ $name }** deve mostrar a mão inteira (sem Duque) ou perder uma carta{ $until }
await-faction = **{ $name }** escolhe uma facção para a mesa{ $until }
await-show = **{ $name }** escolhe uma carta para mostrar a { $actor }, em segredo{ $until }
await-examine = **{ $name }** decide: devolver a carta de { $target } ou forçar uma troca{ $until }
await-must_coup = **{ $name }** tem 10 moedas ou mais: precisa dar um Golpe de Estado{ $until }
await-lose = **{ $name }** deve escolher uma carta para perder{ $until }
await-exchange = **{ $name }** está escolhendo quais cartas manter{ $until }
await-draft = Cada jogador escolhe uma carta do seu conjunto{ $until } · aguardando { $who }
await-over = A partida terminou.

## The board

board-out = fora
board-court =
    { $n ->
        [one] Baralho da Corte: { $n } carta
       *[other] Baralho da Corte: { $n } cartas
    }
board-footer = Modo { $mode } · { $variant }
board-footer_options = { $footer } · com { $options }
board-reserve = Reserva do Tesouro: { $coins }
board-auto = ⏩ Deixam passar as alegações dos outros: { $names }
board-factions = Facções: { $loyalist } · { $reformist }
board-reunified = { " " }— todos que restam são da mesma facção: qualquer alvo é permitido

## Buttons

button-challenge = Contestar
button-allow = Deixar passar
button-block = Bloquear ({ $card })
button-cards = Minhas cartas
button-more_time = Mais tempo
button-lose = Escolher minha carta
button-prove = Mostrar ou perder uma carta
button-exchange = Escolher cartas para manter
button-draft = Pegar minha carta
button-show_card = Escolher a carta a mostrar
button-examine = Ver a carta e decidir
button-show_hand = Mostrar a mão inteira (sem Duque)
button-give_back = Devolver
button-force_exchange = Obrigar a trocar
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = Mostrar { $card }
button-lose_card = Perder { $card }
button-pick = Manter { $card }
button-join = Entrar
button-leave = Sair
button-start = Iniciar
button-cancel = Cancelar
button-forfeit = Desistir desta partida
button-abandon_series = Sair da série inteira
button-auto_on = Não esperar por mim
button-auto_off = Voltar a esperar por mim
button-autopilot_on = Piloto automático se meu tempo acabar
button-autopilot_off = Desligar meu piloto automático
button-handoff = Passar meu lugar para um bot
button-rematch = Revanche
select-target = { $action }: escolha um jogador
select-keep =
    { $n ->
        [one] Mantenha exatamente { $n } carta
       *[other] Mantenha exatamente { $n } cartas
    }
select-in_hand = na sua mão
select-drawn = comprada
select-convert_self = { $name } (você)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Suas cartas: { $cards }
hand-not_picked = Você ainda não escolheu sua carta.
hand-none = Você não tem mais cartas ocultas.
hand-revealed = Reveladas: { $cards }
hand-coins = Moedas: { $n }
hand-drawn = Compradas do Baralho da Corte: { $cards }
hand-auto_on = ⏩ Até o fim desta partida, alegações e ações que não vêm de você nem miram você seguem sem esperar por você.
hand-autopilot_on = 🤖 Piloto automático ligado: se o seu tempo acabar, um bot decide por você (os turnos perdidos continuam contando).
hand-faction = Sua facção: { $faction }
hand-examined = { $target } mostrou para você: { $card }
hand-showed = Você mostrou para { $actor }: { $card }
hand-redrawn = Troca forçada no turno { $turn }: você entregou a carta { $shown } e comprou { $drawn }.
private-until = { " " }({ $when })
private-lose = **Você perde uma influência: escolha a carta a revelar**{ $until }.
private-prove = Sua alegação de { $card } foi contestada! Mostre a carta (ela é trocada por uma nova) ou perca uma carta à sua escolha{ $until }.
private-prove_hand = Você afirmou não ter nenhum Duque, e isso foi contestado! Mostre a mão inteira para todos (sem Duque: quem contestou perde uma carta e você compra cartas novas) ou perca uma carta à sua escolha{ $until }.
private-prove_duke = Você afirmou não ter nenhum Duque, e isso foi contestado, mas você tem um: não pode mostrar a mão, então perca uma carta à sua escolha{ $until }.
private-faction = **Escolha sua facção**; o próximo jogador no sentido horário fica com a outra, e assim por diante{ $until }.
private-show = **Escolha a carta a mostrar para { $actor }**; só vocês dois a veem{ $until }.
private-examine = **Devolva a carta** ou obrigue { $target } a trocá-la por uma carta do Baralho da Corte{ $until }.
private-exchange = **Mantenha { $n } destas cartas**; as outras voltam ao Baralho da Corte{ $until }.
private-draft = **Escolha do seu conjunto a carta que você mantém**; as outras quatro saem da partida sem ser mostradas{ $until }.
private-target = **{ $action }**: escolha um jogador{ $until }.
done-reveal = Você revelou sua carta de { $card }.
done-prove = Você mostrou sua carta de { $card }; sua carta nova é { $new }.
done-concede = Você não mostrou a carta e perdeu sua carta de { $card }.
done-keep = Você mantém { $cards }.
done-prove_hand = Você mostrou sua mão ({ $cards }); suas cartas novas são { $new }.
done-show = Você mostrou sua carta de { $card } para { $actor }.
done-give_back = Você devolveu a carta.
done-force_exchange = Você forçou a troca.
done-draft = Você mantém { $card }.
done-target = { $action } → { $target }.
done-convert = Você paga { $coins } à Reserva do Tesouro: { $target } agora é { $faction }.
done-convert_self = Você paga { $coins } à Reserva do Tesouro: agora você é { $faction }.
done-now = Agora: { $what }
done-over = A partida terminou.

## The lobby

lobby-title = **Sala de Coup** · { $mode } · { $variant }
lobby-rematch = { " " }· revanche: quem venceu a última começa
lobby-seats = Jogadores na ordem dos lugares:
lobby-host = { " " }(anfitrião)
lobby-autopilot = 🤖 Piloto automático para todos: quando o tempo de alguém acaba, um bot decide no lugar.
lobby-help = Clique em **Entrar** para pegar um lugar. O anfitrião clica em **Iniciar** (de 2 a 10 jogadores).
lobby-help_series = Clique em **Entrar** para pegar um lugar. O anfitrião clica em **Iniciar** (de 2 a 6 jogadores numa série).
lobby-help_draft = Clique em **Entrar** para pegar um lugar. O anfitrião clica em **Iniciar** (exatamente 2 jogadores no draft).
lobby-started = **Coup** · { $mode } · { $variant } — a partida começou.
lobby-cancelled = **Coup** · { $mode } · { $variant } — a partida foi cancelada.
lobby-finished = **Coup** · { $mode } · { $variant } — a partida terminou.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — a sala foi cancelada.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } vence** em { $turns } turno.
       *[other] 🏆 **{ $name } vence** em { $turns } turnos.
    }
over-bluffs = Os blefes, agora que podem ser contados:
over-bluff-action = Turno { $turn }: { $name } disse ser { $card } sem ter essa carta{ $caught }.
over-bluff-block = Turno { $turn }: { $name } bloqueou dizendo ser { $card } sem ter essa carta{ $caught }.
over-bluff-embezzle = Turno { $turn }: { $name } afirmou não ter nenhum { $duke }, mas tinha um{ $caught }.
over-bluff-caught = { " " }— blefe descoberto
over-no_bluffs = Ninguém blefou.
status-last_game = Nenhuma partida está sendo jogada aqui agora. A última:
status-cancelled = Ela foi cancelada antes de terminar.
over-rematch = O anfitrião pode iniciar uma revanche com os mesmos jogadores; quem venceu começa.
series-standing = **Série** · partidas jogadas: { $done } de 3 · vitórias: { $wins } · { $starter } começa a próxima partida.
series-next_help = O anfitrião clica em **Próxima partida** quando todos estiverem prontos.
series-game_stand_in =
    { $turns ->
        [one] Partida { $k }: um bot que assumiu um lugar venceu em { $turns } turno (a vitória não conta para ninguém da série).
       *[other] Partida { $k }: um bot que assumiu um lugar venceu em { $turns } turnos (a vitória não conta para ninguém da série).
    }
series-game =
    { $turns ->
        [one] Partida { $k }: **{ $name }** venceu em { $turns } turno.
       *[other] Partida { $k }: **{ $name }** venceu em { $turns } turnos.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } vence a série** com { $n } vitória!
       *[other] 🏆 **{ $name } vence a série** com { $n } vitórias!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } dividem a série** com { $n } vitória cada.
       *[other] 🤝 **{ $names } dividem a série** com { $n } vitórias cada.
    }
series-abandoned = A série foi abandonada: { $name } saiu dela. Vitórias até agora: { $wins }. Ninguém vence.
series-cancelled = A série foi cancelada.
series-lobby = { " " }· série de três partidas
series-left = { $name } saiu da série: ela foi abandonada com as vitórias até aqui, e ninguém vence.
leave-confirm_game = Sair da partida? Você desiste dela: suas cartas são viradas para cima e você está fora. Clique no botão para confirmar; caso contrário, nada acontece.
leave-or_series = Numa série, desistir perde só esta partida; sair da série inteira a abandona para todos, e ninguém vence.
leave-or_handoff = Ou passe seu lugar para um bot: ele joga o resto desta partida com suas cartas e suas moedas, e o resultado é dele, não seu.
leave-confirm_series = Sair da série? Ela é abandonada com as vitórias até aqui, e ninguém vence. Clique no botão para confirmar; caso contrário, nada acontece.
ok-left_series = Você saiu da série.
series-cancelled_by = { $name } cancelou a série.
button-next_game = Próxima partida
chart-coins = Moedas
chart-cards = Cartas
chart-turn = Turno
chart-winner = vencedor
chart-player = Jogador { $n }

## Standings

board-title = **Classificação · { $season }** (página { $page } de { $pages })
board-empty = Ninguém terminou uma partida nesta temporada ainda.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] vitória
       *[other] vitórias
    } em { $games } { $games ->
        [one] partida
       *[other] partidas
    } ({ $rate }){ $series }
board-series = { " " }· séries vencidas: { $won }, divididas: { $shared }
board-computers = Bots (fora da classificação):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] vitória
       *[other] vitórias
    } em { $games } { $games ->
        [one] partida
       *[other] partidas
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = todas as temporadas neste servidor
stats-games = Partidas: { $games } · vitórias: { $wins } ({ $rate }) · colocação média: { $finish }
stats-series = Séries: { $played } · vencidas: { $won } · divididas: { $shared } · abandonadas: { $abandoned }
stats-challenges = Contestações feitas: { $made } · vencidas: { $won }
stats-bluffs = Alegações: { $claims } · blefes: { $bluffs } · descobertos: { $caught }
stats-blocks = Bloqueios: { $n }
stats-never = { $name } ainda não terminou nenhuma partida neste servidor.
history-title = **{ $name }** · partidas recentes neste servidor
history-won =
    { $when } · 🏆 vitória ({ $players } { $players ->
        [one] jogador
       *[other] jogadores
    }, { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · { $finish }º lugar de { $players } ({ $turns } turno){ $series } · { $link }
       *[other] { $when } · { $finish }º lugar de { $players } ({ $turns } turnos){ $series } · { $link }
    }
history-in_series = { " " }· partida { $k } de uma série
history-series_title = Séries:
history-series-won = { $when } · série vencida · vitórias: { $wins } · { $channel }
history-series-shared = { $when } · série dividida · vitórias: { $wins } · { $channel }
history-series-lost = { $when } · série perdida · vitórias: { $wins } · { $channel }
history-series-abandoned = { $when } · série abandonada · vitórias até então: { $wins } · { $channel }
season-unknown = Este servidor não tem a temporada { $n }. `/coup temporada lista` mostra todas.
season-started = { $by } iniciou **{ $name }** (temporada { $n }). As temporadas anteriores continuam disponíveis com `/coup classificação temporada:`.
season-list = **Temporadas** (da mais recente à mais antiga):
season-row = { $n }. { $name } · desde { $when }
season-none = Ainda não há temporadas: a primeira partida jogada aqui abre a Temporada 1.

## Reminders

remind-channel = ⏰ Lembrete: { $what }
remind-dm =
    ⏰ Lembrete de **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Último lembrete, o tempo está quase acabando: { $what }
remind-dm_last =
    ⏰ Último lembrete de **{ $server }**, o tempo está quase acabando: { $what }
    { $link }

## A server's games and settings

games-title = **Partidas neste servidor** ({ $n })
games-title_mine = **Partidas esperando por você** ({ $n })
games-lobby = • Sala · jogadores: { $n } · { $mode } · { $link }
games-running =
    { $n ->
        [one] • Turno { $turn } · resta { $n } jogador · { $mode } · aguardando { $who } { $until } · { $link }
       *[other] • Turno { $turn } · restam { $n } jogadores · { $mode } · aguardando { $who } { $until } · { $link }
    }
games-more = …e mais { $n }.
games-none = Não há nenhuma partida nem sala aberta neste servidor. Comece uma com `/coup nova`.
games-none_mine = Nenhuma partida está esperando por você.
notify-channel = Os lembretes das suas decisões assíncronas vão mencionar você no canal da partida.
notify-dm = Os lembretes das suas decisões assíncronas chegarão por mensagem direta (ou no canal, se suas mensagens diretas estiverem fechadas).
notify-off = Você não receberá lembretes das suas decisões assíncronas.
settings-title = **Configurações de Coup deste servidor** (padrão para novas partidas)
settings-mode = Modo: { $mode } · um tópico por partida: { $thread }
settings-live = Ao vivo: { $window } para responder a uma alegação, { $turn } por turno
settings-async = Assíncrono: { $window } para responder a uma alegação, { $turn } por turno
settings-missed = Turnos perdidos seguidos antes da desistência: { $n }
settings-expansions = Expansões: { $expansions }
settings-computers = Piloto automático permitido: { $autopilot } · quem sai pode passar o lugar para um bot: { $handoff }
settings-replays = Replays visíveis para todo o canal: { $public }
settings-none = nenhuma
settings-channels = Canais onde se pode jogar: { $channels }
settings-any_channel = qualquer um
settings-language = Idioma das mensagens públicas: { $language }
settings-server_language = o do servidor
settings-yes = sim
settings-no = não
settings-saved = Salvo.
no-duration = `{ $option }`: "{ $value }" não é uma duração de 10s a 72h (escreva como 30s, 5m, 8h ou 1h30m).
no-settings_nothing = Nada para alterar: informe pelo menos uma opção.
no-settings_channel = Informe um canal de texto deste servidor.

## Answers to commands

ok-joined = Você entrou: lugar { $n }.
ok-left_lobby = Você saiu da sala.
ok-forfeited = Você desistiu da partida.
ok-handed_off = Um bot continua jogando no seu lugar.
ok-started = A partida começa.
ok-cancelled = { $name } cancelou { $what }.
ok-what-lobby = a sala
ok-what-game = a partida
ok-added_computer = { $level ->
        [easy] Bot fácil adicionado.
        [hard] Bot difícil adicionado.
       *[normal] Bot normal adicionado.
    }
ok-removed_computer = Bot removido.

## Refusals

no-table = Não há nenhuma sala nem partida de Coup neste canal. Comece uma com `/coup nova`.
no-dm = Coup se joga em um canal de servidor, não por mensagem direta.
no-busy = Este canal já tem uma sala ou partida de Coup. Termine ou cancele (`/coup cancelar`) primeiro, ou use outro canal.
no-busy_rematch = Este canal já tem uma nova sala ou partida.
no-not_player = Esta partida é entre outros jogadores.
no-not_in_lobby = Você não está nesta sala.
no-already_in = Você já está nesta sala.
no-full =
    { $n ->
        [one] Esta sala está cheia ({ $n } jogador).
       *[other] Esta sala está cheia ({ $n } jogadores).
    }
no-series_full =
    { $n ->
        [one] Uma série é para 2 a 6 jogadores: esta sala está cheia ({ $n } jogador).
       *[other] Uma série é para 2 a 6 jogadores: esta sala está cheia ({ $n } jogadores).
    }
no-started = A partida já começou; você pode entrar na próxima.
no-closed = Esta sala está fechada.
no-gone = Esta sala não existe mais.
no-over = Esta partida terminou.
no-not_running = Esta partida não está mais em andamento.
no-out_of_date = Esta mensagem está desatualizada: a partida avançou.
no-moved_on = A partida avançou enquanto isso; nada foi alterado. Olhe de novo e tente outra vez.
no-maybe_saved = Isso talvez não tenha sido salvo: a conexão com o banco de dados caiu. A partida vai mostrar o que foi salvo assim que o banco de dados responder de novo.
no-already_challenged = { $name } já contestou esta alegação.
no-out = Você está fora desta partida.
no-not_yours = Esta decisão não é sua: a partida está aguardando { $who }.
no-not_your_turn = Não é a sua vez; é a vez de { $name }.
no-not_option = Essa escolha não está entre as opções.
no-one_option = Escolha exatamente uma opção.
no-once_each = Escolha cada carta no máximo uma vez.
no-nothing_to_block = Não há nada para bloquear agora.
no-exchange_over = Esta troca terminou.
no-not_a_button = Este botão não pertence a nenhuma partida que o bot conheça.
no-other_channel = Este botão pertence a uma partida de outro canal.
no-host-start = Só o anfitrião pode iniciar a partida.
no-host-rematch = Só o anfitrião pode iniciar uma revanche.
no-host-addbot = Só o anfitrião pode adicionar bots.
no-host-removebot = Só o anfitrião pode remover bots.
no-host_or_manager = Só o anfitrião ou um membro com a permissão Gerenciar servidor pode cancelar.
no-rematch_finished = Uma revanche só pode vir depois de uma partida terminada.
no-not_started_yet = A partida ainda não começou.
no-not_playing = Você não está jogando nesta partida.
no-min_players = Coup precisa de pelo menos 2 jogadores: espere alguém entrar (ou adicione um bot com `/coup adicionar_bot`).
no-draft_two = A variante draft é para exatamente 2 jogadores.
no-no_computer = Não há nenhum bot nesta sala.
no-move = Essa jogada não é permitida agora.
no-option_value = `{ $option }`: não consigo usar esse valor.
no-subcommand = Isso é um grupo de comandos: escolha um deles (o menu de `/coup` mostra todos).
no-unknown_option = Este comando não tem a opção `{ $option }`. Se o Discord a oferece, a lista de comandos dele está desatualizada: tente de novo em um minuto.
db-readonly = o arquivo do banco de dados é somente leitura
db-full = o disco está cheio
db-io = o disco não conseguiu ler ou gravar o arquivo do banco de dados
db-locked = o banco de dados está bloqueado por outro programa
db-damaged = o arquivo do banco de dados está danificado
db-failed = o banco de dados falhou
perm-view_channel = Ver canais
perm-embed_links = Inserir links
perm-send_messages = Enviar mensagens
perm-create_public_threads = Criar tópicos públicos
perm-send_messages_in_threads = Enviar mensagens em tópicos
season-default = Temporada { $n }
no-log = Nenhuma partida foi jogada neste canal ainda.
no-manage_server = Só um membro com a permissão Gerenciar servidor pode fazer isso.
no-autopilot_server_off = O piloto automático não é permitido neste servidor: um membro com a permissão Gerenciar servidor pode permiti-lo nas configurações do servidor.
no-autopilot_off = O piloto automático não é permitido nesta partida: um membro com a permissão Gerenciar servidor pode permiti-lo nas configurações do servidor, para as partidas abertas depois disso.
no-handoff_off = Passar o lugar para um bot não é permitido nesta partida: um membro com a permissão Gerenciar servidor pode permiti-lo nas configurações do servidor, para as partidas abertas depois disso.
no-channel_not_allowed = Neste servidor, as partidas de Coup acontecem em { $channels } (`/coup configurações`).
no-series_busy = Este canal está no meio de uma série: termine-a (ou cancele com `/coup cancelar`) primeiro, ou use outro canal.
no-series_size = Uma série é para 2 a 6 jogadores; esta sala tem { $n }. Comece uma partida avulsa.
no-series_over = Esta série terminou.
no-series_next_started = A próxima partida desta série já começou.
no-host-next = Só o anfitrião (ou um membro com a permissão Gerenciar servidor) pode iniciar a próxima partida da série.
no-more_time_not_awaited = Só um jogador que a partida está aguardando pode pedir mais tempo.
no-more_time_used = Você já teve mais tempo uma vez nesta partida.
no-target_self = Escolha outro jogador como alvo: não pode ser você.
no-target_out = O alvo deve ser um jogador que ainda está na partida.
no-target_poor = { $name } não tem moedas para extorquir.
no-keep_exactly = Mantenha exatamente tantas cartas quantas você tem ({ $n }).
no-answered = Você já respondeu.
no-own_claim = Esta é a sua própria alegação: os outros jogadores respondem a ela.
no-only_target = Só o alvo ({ $name }) pode bloquear isso.
no-failed_block = Seu bloqueio fracassou; você não pode bloquear esta ação de novo.
no-block_same_faction = { $name } é da sua facção ({ $faction }): enquanto a mesa estiver dividida, você não pode bloquear a Ajuda Externa de { $name }.
no-target_same_faction = { $name } é da sua facção ({ $faction }): enquanto a mesa estiver dividida, você não pode escolher { $name } como alvo.
no-block_card = A ação { $action } só pode ser bloqueada com { $cards }.
no-action_not_in_game = A ação { $action } não faz parte desta partida.
no-character_not_in_game = Não há nenhuma carta de { $card } nesta partida.
no-card_not_held = Você não tem a carta de { $card } oculta para isso.
no-duke_held = Você tem um Duque: não pode provar que não tem nenhum.
no-wrong_step = Isso não responde ao que a partida está aguardando agora.
no-takes_no_target = A ação { $action } não tem alvo.
faction-loyalist = Lealista
faction-reformist = Reformista
no-nothing_waits = Nada está esperando por você agora.
no-option = `{ $option }` deve ser um destes valores: { $choices }.
no-option_range = `{ $option }` deve ser um número inteiro de { $low } a { $high }.
no-option_text =
    { $n ->
        [one] `{ $option }` deve ser um texto de no máximo { $n } caractere.
       *[other] `{ $option }` deve ser um texto de no máximo { $n } caracteres.
    }
no-hours_live = `horas` é só para partidas assíncronas; ao vivo, as respostas levam segundos.
no-permissions = Não posso hospedar uma partida aqui: preciso de { $perms } neste canal.
no-unknown_command = Não conheço esse comando. `/coup regras` explica o jogo; o menu de `/coup` mostra o resto.
no-outdated_command = O Discord ainda está atualizando os comandos deste bot; tente de novo em um minuto.
no-saved_retry = Algo deu errado do nosso lado. A partida está salva; tente de novo ou use `/coup status`.
no-unchanged_retry = Algo deu errado do nosso lado; nada foi alterado. Tente de novo em instantes.
no-database = Não foi possível salvar a partida ({ $why }); nada foi alterado. Tente de novo em instantes.
why = { $text }
why-must_coup =
    { $n ->
        [one] Você tem { $n } moeda: precisa dar um Golpe de Estado.
       *[other] Você tem { $n } moedas: precisa dar um Golpe de Estado.
    }
why-coins =
    { $need ->
        [one] A ação { $action } custa { $need } moeda; você tem { $n }.
       *[other] A ação { $action } custa { $need } moedas; você tem { $n }.
    }
why-steal = Ninguém tem moedas para extorquir.
why-other = Você não pode fazer isso agora.

## Slash commands

# Names: lowercase letters (accents and ç allowed), digits, - and _; 32 at most.
# Descriptions: 45 characters at most. Choice values are not translated, only what the menu
# shows for them.

cmd-coup-name = coup
cmd-coup-desc = Jogar Coup neste canal
cmd-new-name = nova
cmd-new-desc = Abrir uma sala de Coup neste canal
cmd-new-mode-name = modo
cmd-new-mode-desc = ao vivo (30 s) ou assíncrono (horas)
cmd-new-mode-live = ao vivo
cmd-new-mode-async = assíncrono
cmd-new-variant-name = variante
cmd-new-variant-desc = padrão ou draft (2 jogadores escolhem cartas)
cmd-new-variant-standard = padrão
cmd-new-variant-draft = draft
cmd-new-hours-name = horas
cmd-new-hours-desc = assíncrono: horas para responder (padrão 8)
cmd-new-thread-name = tópico
cmd-new-thread-desc = jogar a partida em um tópico novo só dela
cmd-new-series-name = série
cmd-new-series-desc = série de três partidas, mesmos jogadores
cmd-new-reformation-name = reforma
cmd-new-reformation-desc = Reforma: facções, Converter e Desviar
cmd-new-inquisitor-name = inquisidor
cmd-new-inquisitor-desc = o Inquisidor substitui o Embaixador
cmd-new-autopilot-name = piloto_auto
cmd-new-autopilot-desc = piloto auto para todos
cmd-join-name = entrar
cmd-join-desc = Pegar um lugar na sala deste canal
cmd-leave-name = sair
cmd-leave-desc = Sair da sala ou desistir da partida
cmd-start-name = iniciar
cmd-start-desc = Iniciar a partida (só o anfitrião)
cmd-cancel-name = cancelar
cmd-cancel-desc = Cancelar a sala ou a partida deste canal
cmd-hand-name = mão
cmd-hand-desc = Ver suas cartas e moedas (só você vê)
cmd-status-name = status
cmd-status-desc = Mostrar a mesa da partida deste canal
cmd-log-name = registro
cmd-log-desc = O registro público desta partida (só você vê)
cmd-log-page-name = página
cmd-log-page-desc = qual página (padrão: a última)
cmd-rules-name = regras
cmd-rules-desc = A carta de referência de Coup (só você vê)
cmd-addbot-name = adicionar_bot
cmd-addbot-desc = Adicionar um bot à sala (só o anfitrião)
cmd-addbot-level-name = nível
cmd-addbot-level-desc = fácil nunca blefa; difícil também antecipa
cmd-addbot-level-easy = fácil
cmd-addbot-level-normal = normal
cmd-addbot-level-hard = difícil
cmd-removebot-name = remover_bot
cmd-removebot-desc = Remover o último bot (só o anfitrião)
cmd-leaderboard-name = classificação
cmd-leaderboard-desc = A classificação deste servidor, por temporada
cmd-leaderboard-season-name = temporada
cmd-leaderboard-season-desc = o número da temporada (padrão: a atual)
cmd-leaderboard-page-name = página
cmd-leaderboard-page-desc = qual página (10 jogadores por página)
cmd-stats-name = estatísticas
cmd-stats-desc = Vitórias, blefes, destaques e nível
cmd-stats-member-name = membro
cmd-stats-member-desc = de quem (padrão: as suas)
cmd-stats-season-name = temporada
cmd-stats-season-desc = uma só temporada (padrão: todas)
cmd-history-name = histórico
cmd-history-desc = Partidas e séries recentes, com replays
cmd-history-member-name = membro
cmd-history-member-desc = de quem (padrão: o seu)
cmd-replay-name = replay
cmd-replay-desc = Rever uma partida terminada, cartas viradas
cmd-replay-game-name = partida
cmd-replay-game-desc = número da partida (padrão: a última daqui)
cmd-season-name = temporada
cmd-season-desc = As temporadas da classificação deste servidor
cmd-season-new-name = nova
cmd-season-new-desc = Iniciar nova temporada (Gerenciar servidor)
cmd-season-new-name-name = nome
cmd-season-new-name-desc = o nome da temporada (padrão: Temporada N)
cmd-season-list-name = lista
cmd-season-list-desc = Todas as temporadas deste servidor
cmd-games-name = partidas
cmd-games-desc = Partidas e salas: quem é aguardado, links
cmd-games-mine-name = minhas
cmd-games-mine-desc = só as partidas que esperam por você
cmd-notify-name = avisos
cmd-notify-desc = Como lembrar você das decisões assíncronas
cmd-notify-how-name = como
cmd-notify-how-desc = no canal, por mensagem direta ou nunca
cmd-notify-how-channel = no canal
cmd-notify-how-dm = por mensagem direta
cmd-notify-how-off = sem avisos
cmd-settings-name = configurações
cmd-settings-desc = Padrões do servidor (Gerenciar servidor)
cmd-settings-show-name = ver
cmd-settings-show-desc = Mostrar as configurações de Coup do servidor
cmd-settings-set-name = alterar
cmd-settings-set-desc = Alterar os padrões (Gerenciar servidor)
cmd-settings-set-mode-name = modo
cmd-settings-set-mode-desc = ao vivo ou assíncrono por padrão
cmd-settings-set-mode-live = ao vivo
cmd-settings-set-mode-async = assíncrono
cmd-settings-set-thread-name = tópico
cmd-settings-set-thread-desc = cada partida no seu próprio tópico
cmd-settings-set-missed_turns-name = turnos_perdidos
cmd-settings-set-missed_turns-desc = turnos perdidos seguidos até desistir (1–10)
cmd-settings-set-live_window-name = ao_vivo_resposta
cmd-settings-set-live_window-desc = ao vivo: tempo para responder, ex. 30s
cmd-settings-set-live_turn-name = ao_vivo_turno
cmd-settings-set-live_turn-desc = ao vivo: tempo por turno, ex. 90s
cmd-settings-set-async_window-name = assíncrono_resposta
cmd-settings-set-async_window-desc = assíncrono: tempo para responder, ex. 8h
cmd-settings-set-async_turn-name = assíncrono_turno
cmd-settings-set-async_turn-desc = assíncrono: tempo por turno, ex. 24h
cmd-settings-set-language-name = idioma
cmd-settings-set-language-desc = idioma das mensagens públicas das partidas
cmd-settings-set-reformation-name = reforma
cmd-settings-set-reformation-desc = novas partidas jogam a Reforma por padrão
cmd-settings-set-inquisitor-name = inquisidor
cmd-settings-set-inquisitor-desc = novas partidas jogam o Inquisidor por padrão
cmd-settings-set-autopilot-name = piloto_auto
cmd-settings-set-autopilot-desc = permitir piloto auto
cmd-settings-set-handoff-name = passar_lugar
cmd-settings-set-handoff-desc = permitir passar o lugar
cmd-settings-set-public_replays-name = replays_públicos
cmd-settings-set-public_replays-desc = replays visíveis para todo o canal
cmd-settings-set-language-server = o do servidor
cmd-settings-channels-name = canais
cmd-settings-channels-desc = Canais para partidas (Gerenciar servidor)
cmd-settings-channels-action-name = ação
cmd-settings-channels-action-desc = adicionar ou remover canal, ou limpar a lista
cmd-settings-channels-action-add = adicionar
cmd-settings-channels-action-remove = remover
cmd-settings-channels-action-clear = limpar
cmd-settings-channels-channel-name = canal
cmd-settings-channels-channel-desc = o canal
thread-name = Mesa de Coup · { $name }

## The reference card

rules = **Coup — carta de referência**
    No seu turno, faça exatamente uma ação. Com 10 moedas ou mais, você precisa dar um Golpe de Estado.
    • **Renda** +1 · ninguém pode impedir
    • **Ajuda Externa** +2 · qualquer jogador pode bloquear com 👑 Duque
    • **Golpe de Estado** pague 7 · o alvo perde uma influência · não pode ser bloqueado nem contestado
    • 👑 **Duque — Taxar** +3 · não pode ser bloqueado
    • 🗡️ **Assassino — Assassinar** pague 3 · o alvo perde uma influência · o alvo pode bloquear com 🌹 Condessa
    { $characters }
    As **alegações** podem ser blefes. Qualquer um pode **contestar** uma alegação: se era verdadeira, quem contestou perde uma influência e a carta é trocada; se não, quem alegou perde uma influência e a ação fracassa (as moedas do Assassino voltam).
    Primeiro vêm as contestações, depois os bloqueios; todo bloqueio também pode ser contestado.
    Quem perde as duas cartas está fora. O último jogador com alguma carta vence.
rules-reformation = **Reforma** (jogada aqui)
    Cada jogador é 🟦 Lealista ou 🟥 Reformista, como mostra a mesa: quem começa escolhe, e os outros alternam no sentido horário.
    Enquanto os sobreviventes estiverem divididos, você não pode { $inquisitor ->
        [yes] dar Golpe de Estado, Assassinar, Extorquir nem Examinar
       *[no] dar Golpe de Estado, Assassinar nem Extorquir
    } um jogador da sua facção, nem bloquear a Ajuda Externa dele. Quando todos os sobreviventes são da mesma facção, qualquer um pode mirar em qualquer um (e Converter pode dividi-los de novo).
    • **Converter** pague 1 para trocar a sua própria facção, ou 2 para trocar a de outro jogador · as moedas vão para a **Reserva do Tesouro** · não é uma alegação: não pode ser contestado nem bloqueado
    • **Desviar** afirme **não** ter nenhum 👑 Duque e pegue todas as moedas da Reserva do Tesouro · qualquer um pode contestar: quem tem um Duque deve ceder; quem não tem pode mostrar a mão inteira (aí quem contestou perde uma influência e as cartas mostradas são trocadas)
    Não existe vitória em equipe: o último jogador com alguma carta vence sozinho.
rules-ambassador =
    • ⚓ **Capitão — Extorquir** pegue 2 moedas de um jogador · o alvo pode bloquear com ⚓ Capitão ou 📜 Embaixador
    • 📜 **Embaixador — Trocar** compre 2 cartas, mantenha tantas quantas tinha e devolva o resto
rules-inquisitor =
    • ⚓ **Capitão — Extorquir** pegue 2 moedas de um jogador · o alvo pode bloquear com ⚓ Capitão ou 🔍 Inquisidor
    • 🔍 **Inquisidor — Trocar** compre 1 carta, mantenha tantas quantas tinha e devolva uma
    • 🔍 **Inquisidor — Examinar** outro jogador mostra para você, em segredo, uma carta que ele escolhe; devolva-a ou obrigue-o a trocá-la por uma carta do Baralho da Corte · o canal mostra apenas quem examinou quem e se houve troca forçada


## Data rights (/coup privacy)

cmd-privacy-name = privacidade
cmd-privacy-desc = O que o bot guarda sobre você, e apagar isso
cmd-privacy-show-name = ver
cmd-privacy-show-desc = O que o bot guarda sobre você
cmd-privacy-forget-name = esquecer
cmd-privacy-forget-desc = Ser esquecido; nas partidas, vira ex-jogador
former-player = um ex-jogador
privacy-none = nenhuma
privacy-report = **O que este bot guarda sobre você**
    Seu nome nas partidas: { $names }
    Partidas e salas em que você sentou: { $games } · resultados contados: { $results } · séries jogadas até o fim: { $series } · linhas de classificação: { $standings }
    Sua escolha de aviso: { $notify } · avisos das suas decisões pendentes: { $reminders }
    Servidores cujas configurações você mudou por último: { $settings } · temporadas que você começou: { $seasons }
    `/coup privacidade esquecer` apaga suas escolhas e avisos e tira seu id e seu nome de cada partida: seus resultados continuam contando para os outros, como os de um ex-jogador.
privacy-forgotten = Pronto: o bot não conhece mais você. Suas partidas e resultados antigos mostram “um ex-jogador” onde estava seu nome.
privacy-confirm = **Esquecer você?** O bot apaga suas escolhas e avisos e tira para sempre seu id e seu nome de todas as partidas: seus resultados continuam contando para os outros, como os de um ex-jogador. Não dá para desfazer.
button-forget_me = Me esqueça
privacy-notify-channel = no canal da partida
privacy-notify-dm = por mensagem direta
privacy-notify-off = sem avisos
no-privacy_seated = Você está sentado numa sala ou numa partida em andamento, ou um bot joga no seu lugar: saia primeiro (`/coup sair`) ou espere essa partida acabar, e peça de novo. Uma série que não terminou também conta: saia dela com **Sair da série inteira**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Palpitar
button-guess_bluff = Blefe
button-guess_honest = Sincero
button-replay = Replay
button-board_wins = Por vitórias
button-board_rating = Por nível
button-board_reads = Por faro
predict-ask = **{ $name }** está blefando ao dizer ser { $card }? Ninguém vê seu palpite antes do fim da partida{ $until }.
predict-kept_bluff = Seu palpite: **blefe**. Ninguém o vê antes do fim da partida; você pode mudá-lo enquanto a alegação puder ser contestada.
predict-kept_honest = Seu palpite: **sincero**. Ninguém o vê antes do fim da partida; você pode mudá-lo enquanto a alegação puder ser contestada.
no-predict_closed = Essa alegação não pode mais ser contestada: os palpites sobre ela estão encerrados.
no-predict_seated = Quem ainda está na partida não pode palpitar: os palpites são para quem assiste e para quem já foi eliminado.
no-replay_running = Essa partida ainda está em andamento: o replay fica disponível quando ela terminar.
no-replay_cancelled = Essa partida foi cancelada antes do fim: ela não tem replay.
no-replay_unknown = Este servidor não tem nenhuma partida com esse número (`/coup histórico` lista as suas).
no-replay_none_here = Nenhuma partida terminou neste canal ainda (`/coup histórico` lista as suas com o número de cada uma).
no-replay_not_yours = Só quem abriu este replay passa as páginas: `/coup replay partida:{ $id }` abre o seu.
replay-title = **Replay · partida nº { $id }** · página { $page } de { $pages }
replay-hands = As mãos de todos no início do turno:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· viradas: { $cards }
replay-hand_out = • ~~{ $name }~~ · fora · { $revealed }
replay-no_cards = nenhuma carta oculta
replay-drawn = 🔒 { $name } compra { $cards }.
replay-kept = 🔒 { $name } mantém { $cards }.
replay-replace = 🔒 { $name } compra { $card } no lugar dela.
replay-redraw = 🔒 { $name } compra { $card } no lugar da carta mostrada.
replay-shown = 🔒 { $target } mostra { $card } para { $name }.
replay-draft_options = 🔒 { $name } escolhe entre { $cards }.
replay-drafted = 🔒 { $name } fica com { $card }.
replay-bluff = { " " }— 🎭 **blefe**
over-awards = **Destaques**
award-bluffer =
    🎭 Blefe mais ousado: { $names } ({ $n ->
        [one] { $n } blefe, nunca descoberto
       *[other] { $n } blefes seguidos, nunca descobertos
    })
award-reader =
    🔍 Melhor faro: { $names } ({ $n ->
        [one] { $n } blefe desmascarado ou bloqueio mantido
       *[other] { $n } blefes desmascarados ou bloqueios mantidos
    })
award-blunder-challenge =
    💸 Erro mais caro: { $name }, turno { $turn }: contestou uma alegação verdadeira ({ $n ->
        [one] { $n } carta perdida
       *[other] { $n } cartas perdidas
    })
award-blunder-bluff =
    💸 Erro mais caro: { $name }, turno { $turn }: um blefe descoberto ({ $n ->
        [one] { $n } carta perdida
       *[other] { $n } cartas perdidas
    })
award-blunder_out = { " " }— e eliminado
award-fastest = ⚡ Decisões mais rápidas: { $names } ({ $seconds } s por decisão)
award-slowest = 🐢 Decisões mais lentas: { $names } ({ $seconds } s por decisão)
over-predictions = 🔮 **Palpites** (certos de feitos): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = blefe mais ousado
chart-award-reader = melhor faro
chart-award-blunder = erro mais caro
chart-award-fastest = mais rápido
chart-award-slowest = mais lento
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Nível · { $season }** (página { $page } de { $pages })
board-title_reads = **Melhor faro · { $season }** (página { $page } de { $pages })
board-empty_rating =
    { $n ->
        [one] Ninguém jogou { $n } partida nesta temporada ainda.
       *[other] Ninguém jogou { $n } partidas nesta temporada ainda.
    }
board-empty_reads = Ninguém deu um palpite nesta temporada ainda.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] partida
       *[other] partidas
    }
board-row_reads = { $rank }. { $name } · acertos: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] O nível é a habilidade que as partidas mostram menos três vezes sua incerteza (±); entra na classificação quem joga { $n } partida na temporada.
       *[other] O nível é a habilidade que as partidas mostram menos três vezes sua incerteza (±); entra na classificação quem joga { $n } partidas na temporada.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] partida
       *[other] partidas
    }
stats-awards = Destaques: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Palpites certos: { $right }/{ $made }
stats-rating =
    Nível nesta temporada: { $rating } após { $games } { $games ->
        [one] partida
       *[other] partidas
    }
history-replay = Escolha uma abaixo para revê-la com todas as cartas viradas.
select-replay = Rever uma partida, cartas viradas
history-pick = Partida nº { $id } · { $finish }º de { $players }

## O formulário de /coup new (issue 37)
form-title = Uma nova partida de Coup
form-mode = Como jogar
form-live = Ao vivo: respostas em segundos
form-async = Assíncrono: horas para responder
form-length = Tempo para responder (assíncrono)
form-length_help = Um turno dura o triplo; ao vivo, responde-se em segundos.
form-length_default = A configuração do servidor ({ $length })
form-hours =
    { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
form-variant = Variante
form-draft = draft: dois jogadores escolhem sua carta
form-expansions = Expansões
form-reformation = Reforma: facções, Converter, Desviar
form-inquisitor = Inquisidor: ele substitui o Embaixador
form-more = Também
form-series = Uma série de três partidas (2 a 6 jogadores)
form-thread = Jogar em um tópico novo só dela
no-form_value = A opção “{ $option }” do formulário não existe: abra-o de novo com `/coup nova`.

## Jogar fora de um servidor (issue 37)
no-dm_live_only = Fora de um servidor só se joga ao vivo, aqui mesmo: sem partidas assíncronas nem tópicos.
no-time_ran_out = ⏰ O tempo tinha acabado antes do seu clique: veja como está a partida.
board-dm_clock = o tempo esgotado é aplicado no próximo clique
rules-dm = **Em um grupo de mensagens diretas ou numa mensagem direta entre amigos**
    Aqui o bot só fala quando alguém clica ou digita um comando, então:
    • só se joga ao vivo (sem partidas assíncronas, tópicos nem lembretes);
    • cada decisão aparece na resposta ao clique que a tomou;
    • uma decisão cujo tempo acabou é resolvida no próximo clique na partida: aperte qualquer botão dela.
