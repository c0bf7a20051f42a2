### French: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « tu » to everyone (tutoiement), as French-speaking Discord
### communities do among players. The characters carry the names of the French edition of
### Coup (Duc, Assassin, Capitaine, Ambassadeur, Comtesse), and so do the actions (Revenu,
### Aide étrangère, Coup d'État …).
###
### A few habits keep the sentences right whatever fills them in:
###
### * a player's name or a card may be masculine or feminine, so no adjective agrees with
###   them (« hors jeu », « l'action de … est bloquée », « sa carte { $card } »);
### * a counted word follows French's CLDR plural categories: [one] is 0 and 1
###   (« 0 pièce », « 1 pièce »), [many] the round millions, which fall to *[other] here;
###   a tally is written « victoires : { $wins } », which needs no plural;
### * the slash commands named in a sentence are given by their French names (cmd-*).

## The game's nouns

card-Duke = Duc
card-Assassin = Assassin
card-Captain = Capitaine
card-Ambassador = Ambassadeur
card-Contessa = Comtesse
card-Inquisitor = Inquisiteur
action-income = Revenu
action-foreign_aid = Aide étrangère
action-coup = Coup d'État
action-tax = Taxe
action-assassinate = Assassinat
action-steal = Vol
action-exchange = Échange
action-convert = Conversion
action-embezzle = Détournement
action-examine = Examen
coins =
    { $n ->
        [one] { $n } pièce
       *[other] { $n } pièces
    }
list-join = { $head } et { $last }
level-easy = facile
level-normal = normal
level-hard = difficile
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, pour { $person })
mode-live = en direct
mode-async = en différé
variant-standard = standard
variant-draft = draft
card-no_duke = « pas de { $duke } »
option-reformation = Réforme
option-inquisitor = Inquisiteur

## The game's log

turn-title = **Tour { $n }** · { $name }
turn-draft = **Draft** · deux joueurs, sept cartes
log-start =
    { $n ->
        [one] La partie démarre avec { $n } joueur. **{ $name }** joue en premier.
       *[other] La partie démarre avec { $n } joueurs. **{ $name }** joue en premier.
    }
log-drafted = { $name } a choisi sa carte.
log-turn = Tour { $n } : { $name }.
log-turn_word = tour
log-title = **Journal de la partie** · page { $page } sur { $pages }
log-declare-foreign_aid = { $name } demande l'Aide étrangère (+2).
log-declare-coup = { $name } paie 7 pièces pour un **Coup d'État** contre { $target }.
log-declare-tax = { $name } annonce { $card } — Taxe (+3).
log-declare-assassinate = { $name } annonce { $card } et paie 3 pièces pour assassiner { $target }.
log-declare-steal = { $name } annonce { $card } pour voler { $target }.
log-declare-exchange = { $name } annonce { $card } pour échanger des cartes avec la pioche.
log-declare-examine = { $name } annonce { $card } pour examiner { $target }.
log-declare-embezzle = { $name } affirme ne pas avoir de 👑 **Duc** et détourne la Réserve du Trésor.
log-declare-convert = { $name } verse { $coins } sur la Réserve du Trésor pour convertir { $target }.
log-declare-convert_self = { $name } verse { $coins } sur la Réserve du Trésor pour passer à l'autre faction.
log-faction_choice = Les cartes sont distribuées. **{ $name }** choisit une faction pour la table ; les autres suivent, en alternance.
log-faction = { $name } est { $faction }.
log-embezzled = { $name } prend { $coins } dans la Réserve du Trésor.
log-show = { $target } montre une carte à { $name }, en secret.
log-give_back = { $name } rend sa carte à { $target }.
log-force_exchange = { $name } force { $target } à échanger la carte montrée : { $target } tire une nouvelle carte de la pioche.
log-prove_hand = { $name } montre toute sa main : { $cards } — pas de Duc, l'annonce tient. Les cartes retournent dans la pioche de la Cour et { $name } en pioche autant.
log-gain = { $name } prend { $coins }.
log-steal = { $name } prend { $coins } à { $target }.
log-refund = { $name } récupère ses { $coins }.
log-challenge = ⚔️ { $name } conteste l'annonce faite par { $target } ({ $card }) !
log-prove = { $name } montre sa carte { $card } : l'annonce était vraie. La carte retourne dans la pioche et { $name } en tire une nouvelle.
log-concede = { $name } ne montre pas de carte { $card } : l'annonce échoue.
log-concede_no_duke = { $name } ne montre pas sa main : l'annonce « pas de { $duke } » échoue.
log-block = 🛡️ { $name } bloque en annonçant { $card }.
log-blocked = { $name } voit son action bloquée ({ $action }).
log-reveal = { $name } perd une influence et révèle { $card }.
log-eliminate = 💀 { $name } est hors jeu.
log-exchange =
    { $n ->
        [one] { $name } tire { $n } carte de la pioche.
       *[other] { $name } tire { $n } cartes de la pioche.
    }
log-exchanged =
    { $n ->
        [one] { $name } remet { $n } carte ; la pioche est mélangée.
       *[other] { $name } remet { $n } cartes ; la pioche est mélangée.
    }
log-no_effect = { $action } sans effet : { $target } est déjà hors jeu.
log-cancelled = Annulation : { $action } ({ $name }).
log-timeout-window = ⏰ Temps écoulé : personne d'autre n'a réagi, ça passe.
log-timeout-challenge = ⏰ Temps écoulé : personne n'a contesté l'annonce faite par { $name } ({ $card }).
log-timeout-block = ⏰ Temps écoulé : personne n'a bloqué l'action { $action }, elle a donc lieu.
log-timeout-player = ⏰ { $name } n'a pas joué à temps.
log-forfeit = 🏳️ { $name } abandonne.
log-forfeit_cards = 🏳️ { $name } abandonne et retourne ses cartes : { $cards }.
log-more_time = ⏳ { $name } a demandé plus de temps : nouvelle échéance { $until }.
log-departed = 🚪 { $name } a quitté le serveur et abandonne.
log-table_cancelled = 🛑 La partie a été annulée par { $name }.
log-table_cancelled_moderator = 🛑 La partie a été annulée par un modérateur.

log-autopilot = ⏰ { $name } n'a pas joué à temps : un ordinateur décide à sa place (pilote automatique).
log-autopilot_allow = ⏰ { $name } n'a pas répondu à temps et laisse passer (pilote automatique).
log-handed_off = 🤖 { $name } prend la place, avec ses cartes et ses pièces.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }ou{ " " }
await-action = **{ $name }**, choisis ton action{ $until }
await-challenge = Contester ou laisser passer l'annonce faite par { $name } ({ $card }){ $until } · en attente : { $who }
await-block = Bloquer avec { $cards }, ou laisser passer{ $until } · en attente : { $who }
await-prove = **{ $name }** doit montrer la carte { $card } ou en perdre une{ $until }
await-prove_hand = **{ $name }** doit montrer toute sa main (sans Duc) ou perdre une carte{ $until }
await-faction = **{ $name }** choisit une faction pour la table{ $until }
await-show = **{ $name }** choisit une carte à montrer à { $actor }, en secret{ $until }
await-examine = **{ $name }** décide : rendre sa carte à { $target }, ou forcer un échange{ $until }
await-must_coup = **{ $name }** a 10 pièces ou plus : un Coup d'État s'impose{ $until }
await-lose = **{ $name }** doit choisir une carte à perdre{ $until }
await-exchange = **{ $name }** choisit les cartes à garder{ $until }
await-draft = Chaque joueur choisit une carte dans son lot{ $until } · en attente : { $who }
await-over = La partie est terminée.

## The board

board-out = hors jeu
board-court =
    { $n ->
        [one] Pioche : { $n } carte
       *[other] Pioche : { $n } cartes
    }
board-footer = Partie { $mode } · { $variant }
board-footer_options = { $footer } · avec { $options }
board-reserve = Réserve du Trésor : { $coins }
board-auto = ⏩ Laissent passer les annonces des autres : { $names }
board-factions = Factions : { $loyalist } · { $reformist }
board-reunified = { " " }— tous les survivants sont de la même faction : toute cible est permise

## Buttons

button-challenge = Contester
button-allow = Laisser passer
button-block = Bloquer ({ $card })
button-cards = Mes cartes
button-more_time = Plus de temps
button-lose = Choisir ma carte
button-prove = Montrer ou perdre une carte
button-exchange = Choisir les cartes à garder
button-draft = Prendre ma carte
button-show_card = Choisir la carte à montrer
button-examine = Voir la carte et décider
button-show_hand = Montrer toute ma main (sans Duc)
button-give_back = La rendre
button-force_exchange = Forcer un échange
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = Montrer { $card }
button-lose_card = Perdre { $card }
button-pick = Garder { $card }
button-join = Rejoindre
button-leave = Quitter
button-start = Lancer
button-cancel = Annuler
button-forfeit = Abandonner cette partie
button-abandon_series = Quitter toute la série
button-auto_on = Ne plus m'attendre
button-auto_off = M'attendre de nouveau
button-autopilot_on = Pilote automatique si mon temps s'écoule
button-autopilot_off = Couper mon pilote automatique
button-handoff = Céder ma place à un ordinateur
button-rematch = Revanche
select-target = { $action } : choisis ta cible
select-keep =
    { $n ->
        [one] Garde exactement { $n } carte
       *[other] Garde exactement { $n } cartes
    }
select-in_hand = dans ta main
select-drawn = piochée
select-convert_self = { $name } (toi)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Tes cartes : { $cards }
hand-not_picked = Tu n'as pas encore choisi ta carte.
hand-none = Tu n'as plus aucune carte cachée.
hand-revealed = Révélées : { $cards }
hand-coins = Pièces : { $n }
hand-drawn = Tirées de la pioche : { $cards }
hand-auto_on = ⏩ Jusqu'à la fin de la partie, les annonces et actions qui ne viennent pas de toi et ne te visent pas passent sans t'attendre.
hand-autopilot_on = 🤖 Pilote automatique activé : si ton temps s'écoule, un ordinateur décide à ta place (tes tours manqués comptent toujours).
hand-faction = Ta faction : { $faction }
hand-examined = { $target } t'a montré : { $card }
hand-showed = Tu as montré à { $actor } : { $card }
hand-redrawn = Échange forcé au tour { $turn } : tu as rendu ta carte { $shown } et tiré { $drawn }.
private-until = { " " }({ $when })
private-lose = **Tu perds une influence : choisis la carte à révéler**{ $until }.
private-prove = Ton annonce { $card } est contestée ! Montre la carte (elle sera remplacée par une nouvelle) ou perds la carte de ton choix{ $until }.
private-prove_hand = Tu as affirmé ne pas avoir de Duc et ton annonce est contestée ! Montre toute ta main à tous (sans Duc : celui qui conteste perd une carte et tu pioches de nouvelles cartes), ou perds une carte de ton choix{ $until }.
private-prove_duke = Tu as affirmé ne pas avoir de Duc et ton annonce est contestée, mais tu en as un : tu ne peux pas montrer ta main, perds donc une carte de ton choix{ $until }.
private-faction = **Choisis ta faction** ; le joueur suivant prend l'autre, et ainsi de suite{ $until }.
private-show = **Choisis la carte à montrer à { $actor }** ; vous seuls la voyez{ $until }.
private-examine = **Rends la carte**, ou force { $target } à l'échanger contre une carte de la pioche{ $until }.
private-exchange =
    { $n ->
        [one] **Garde { $n } carte parmi celles-ci** ; les autres retournent dans la pioche{ $until }.
       *[other] **Garde { $n } cartes parmi celles-ci** ; les autres retournent dans la pioche{ $until }.
    }
private-draft = **Choisis dans ton lot la carte que tu gardes** ; les quatre autres quittent la partie sans être montrées{ $until }.
private-target = **{ $action }** : choisis ta cible{ $until }.
done-reveal = Tu as révélé ta carte { $card }.
done-prove = Tu as montré ta carte { $card } ; ta nouvelle carte est { $new }.
done-concede = Tu ne l'as pas montrée et tu as perdu ta carte { $card }.
done-keep = Tu gardes { $cards }.
done-prove_hand = Tu as montré ta main ({ $cards }) ; tes nouvelles cartes sont { $new }.
done-show = Tu as montré ta carte { $card } à { $actor }.
done-give_back = Tu as rendu la carte.
done-force_exchange = Tu as forcé l'échange.
done-draft = Tu gardes { $card }.
done-target = { $action } contre { $target }.
done-convert = Tu verses { $coins } sur la Réserve du Trésor : { $target } est maintenant { $faction }.
done-convert_self = Tu verses { $coins } sur la Réserve du Trésor : tu es maintenant { $faction }.
done-now = Maintenant : { $what }
done-over = La partie est terminée.

## The lobby

lobby-title = **Coup · salle d'attente** · { $mode } · { $variant }
lobby-rematch = { " " }· revanche : le dernier gagnant commence
lobby-seats = Joueurs, dans l'ordre des places :
lobby-host = { " " }(hôte)
lobby-autopilot = 🤖 Pilote automatique pour tous : quand le temps d'un joueur s'écoule, un ordinateur décide à sa place.
lobby-help = Clique sur **Rejoindre** pour prendre place. L'hôte clique sur **Lancer** (2 à 10 joueurs).
lobby-help_series = Clique sur **Rejoindre** pour prendre place. L'hôte clique sur **Lancer** (2 à 6 joueurs pour une série).
lobby-help_draft = Clique sur **Rejoindre** pour prendre place. L'hôte clique sur **Lancer** (exactement 2 joueurs en draft).
lobby-started = **Coup** · { $mode } · { $variant } — la partie a commencé.
lobby-cancelled = **Coup** · { $mode } · { $variant } — la partie a été annulée.
lobby-finished = **Coup** · { $mode } · { $variant } — la partie est terminée.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — la salle d'attente a été fermée.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } gagne** en { $turns } tour.
       *[other] 🏆 **{ $name } gagne** en { $turns } tours.
    }
over-bluffs = Les bluffs, maintenant qu'on peut les dévoiler :
over-bluff-action = Tour { $turn } : { $name } a annoncé { $card } sans l'avoir{ $caught }.
over-bluff-block = Tour { $turn } : { $name } a bloqué en annonçant { $card } sans l'avoir{ $caught }.
over-bluff-embezzle = Tour { $turn } : { $name } a affirmé ne pas avoir de { $duke }, mais en avait un{ $caught }.
over-bluff-caught = { " " }— bluff découvert
over-no_bluffs = Personne n'a bluffé.
status-last_game = Aucune partie n'est en cours ici. La dernière :
status-cancelled = Elle a été annulée avant la fin.
over-rematch = L'hôte peut lancer une revanche avec les mêmes joueurs ; le gagnant commence.
series-standing = **Série** · parties jouées : { $done } sur 3 · victoires : { $wins } · { $starter } commence la partie suivante.
series-next_help = L'hôte clique sur **Partie suivante** quand tout le monde est prêt.
series-game_stand_in =
    { $turns ->
        [one] Partie { $k } : un ordinateur qui avait pris une place a gagné en { $turns } tour (aucune victoire pour les joueurs de la série).
       *[other] Partie { $k } : un ordinateur qui avait pris une place a gagné en { $turns } tours (aucune victoire pour les joueurs de la série).
    }
series-game =
    { $turns ->
        [one] Partie { $k } : **{ $name }** a gagné en { $turns } tour.
       *[other] Partie { $k } : **{ $name }** a gagné en { $turns } tours.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } remporte la série** avec { $n } victoire !
       *[other] 🏆 **{ $name } remporte la série** avec { $n } victoires !
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } se partagent la série** avec { $n } victoire chacun.
       *[other] 🤝 **{ $names } se partagent la série** avec { $n } victoires chacun.
    }
series-abandoned = La série est abandonnée : { $name } l'a quittée. Victoires jusque-là : { $wins }. Personne ne la remporte.
series-cancelled = La série a été annulée.
series-lobby = { " " }· série en trois parties
series-left = { $name } a quitté la série : elle est abandonnée avec les victoires acquises, et personne ne la remporte.
leave-confirm_game = Quitter la partie ? Tu l'abandonnes : tes cartes sont retournées et tu quittes la partie. Appuie sur le bouton pour confirmer ; sinon rien ne se passe.
leave-or_series = Dans une série, abandonner ne perd que cette partie ; quitter toute la série l'abandonne pour tout le monde, et personne ne la remporte.
leave-or_handoff = Ou cède ta place à un ordinateur : il joue la fin de cette partie avec tes cartes et tes pièces, et le résultat est le sien, pas le tien.
leave-confirm_series = Quitter la série ? Elle est abandonnée avec les victoires acquises, et personne ne la remporte. Appuie sur le bouton pour confirmer ; sinon rien ne se passe.
ok-left_series = Tu as quitté la série.
series-cancelled_by = { $name } a annulé la série.
button-next_game = Partie suivante
chart-coins = Pièces
chart-cards = Cartes
chart-turn = Tour
chart-winner = gagnant
chart-player = Joueur { $n }

## Standings

board-title = **Classement · { $season }** (page { $page } sur { $pages })
board-empty = Personne n'a encore terminé de partie cette saison.
board-row = { $rank }. { $name } · victoires : **{ $wins }** · parties : { $games } ({ $rate }){ $series }
board-series = { " " }· séries gagnées : { $won }, partagées : { $shared }
board-computers = Joueurs ordinateur (hors classement) :
board-computer_row = • { $level } · victoires : { $wins } · parties : { $games } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = toutes les saisons sur ce serveur
stats-games = Parties : { $games } · victoires : { $wins } ({ $rate }) · place moyenne : { $finish }
stats-series = Séries : { $played } · gagnées : { $won } · partagées : { $shared } · abandonnées : { $abandoned }
stats-challenges = Contestations faites : { $made } · réussies : { $won }
stats-bluffs = Annonces : { $claims } · bluffs : { $bluffs } · découverts : { $caught }
stats-blocks = Blocages : { $n }
stats-never = { $name } n'a encore terminé aucune partie sur ce serveur.
history-title = **{ $name }** · dernières parties sur ce serveur
history-won =
    { $when } · 🏆 victoire ({ $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, { $turns } { $turns ->
        [one] tour
       *[other] tours
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · { $finish }e sur { $players } ({ $turns } tour){ $series } · { $link }
       *[other] { $when } · { $finish }e sur { $players } ({ $turns } tours){ $series } · { $link }
    }
history-in_series = { " " }· partie { $k } d'une série
history-series_title = Séries :
history-series-won = { $when } · série remportée · victoires : { $wins } · { $channel }
history-series-shared = { $when } · série partagée · victoires : { $wins } · { $channel }
history-series-lost = { $when } · série perdue · victoires : { $wins } · { $channel }
history-series-abandoned = { $when } · série abandonnée · victoires jusque-là : { $wins } · { $channel }
season-unknown = Ce serveur n'a pas de saison { $n }. `/coup saison liste` les affiche.
season-started = { $by } a lancé **{ $name }** (saison { $n }). Les saisons précédentes restent consultables avec `/coup classement saison:`.
season-list = **Saisons** (de la plus récente à la plus ancienne) :
season-row = { $n }. { $name } · depuis le { $when }
season-none = Pas encore de saison : la première partie jouée ici ouvre la saison 1.

## Reminders

remind-channel = ⏰ Rappel : { $what }
remind-dm =
    ⏰ Rappel (**{ $server }**) : { $what }
    { $link }
remind-channel_last = ⏰ Dernier rappel, le temps est presque écoulé : { $what }
remind-dm_last =
    ⏰ Dernier rappel de **{ $server }**, le temps est presque écoulé : { $what }
    { $link }

## A server's games and settings

games-title = **Parties sur ce serveur** ({ $n })
games-title_mine = **Parties qui t'attendent** ({ $n })
games-lobby = • Salle d'attente · joueurs : { $n } · { $mode } · { $link }
games-running =
    { $n ->
        [one] • Tour { $turn } · encore { $n } joueur en jeu · { $mode } · en attente : { $who } { $until } · { $link }
       *[other] • Tour { $turn } · encore { $n } joueurs en jeu · { $mode } · en attente : { $who } { $until } · { $link }
    }
games-more = …et { $n } de plus.
games-none = Aucune partie ni salle d'attente ouverte sur ce serveur. Lances-en une avec `/coup nouvelle`.
games-none_mine = Aucune partie ne t'attend.
notify-channel = Les rappels de tes décisions en différé te mentionneront dans le salon de la partie.
notify-dm = Les rappels de tes décisions en différé arriveront par message privé (ou dans le salon si tes messages privés sont fermés).
notify-off = Tu ne recevras aucun rappel de tes décisions en différé.
settings-title = **Réglages de Coup sur ce serveur** (par défaut pour les nouvelles parties)
settings-mode = Mode : { $mode } · un fil par partie : { $thread }
settings-live = En direct : { $window } pour répondre à une annonce, { $turn } par tour
settings-async = En différé : { $window } pour répondre à une annonce, { $turn } par tour
settings-missed = Tours manqués d'affilée avant abandon : { $n }
settings-expansions = Extensions : { $expansions }
settings-computers = Pilote automatique permis : { $autopilot } · céder sa place à un ordinateur en partant : { $handoff }
settings-replays = Parties rejouées devant tout le salon : { $public }
settings-none = aucune
settings-channels = Salons autorisés pour les parties : { $channels }
settings-any_channel = tous
settings-language = Langue des messages publics : { $language }
settings-server_language = celle du serveur
settings-yes = oui
settings-no = non
settings-saved = Enregistré.
no-duration = `{ $option }` : « { $value } » n'est pas une durée entre 10s et 72h (écris-la comme 30s, 5m, 8h ou 1h30m).
no-settings_nothing = Rien à changer : indique au moins une option.
no-settings_channel = Indique un salon textuel de ce serveur.

## Answers to commands

ok-joined = Tu as rejoint la partie : place { $n }.
ok-left_lobby = Tu as quitté la salle d'attente.
ok-forfeited = Tu as abandonné la partie.
ok-handed_off = Un ordinateur continue la partie à ta place.
ok-started = La partie commence.
ok-cancelled = { $name } a annulé { $what }.
ok-what-lobby = la salle d'attente
ok-what-game = la partie
ok-added_computer = { $level ->
        [easy] Joueur ordinateur facile ajouté.
        [hard] Joueur ordinateur difficile ajouté.
       *[normal] Joueur ordinateur normal ajouté.
    }
ok-removed_computer = Joueur ordinateur retiré.

## Refusals

no-table = Il n'y a ni salle d'attente ni partie de Coup dans ce salon. Lances-en une avec `/coup nouvelle`.
no-dm = Coup se joue dans un salon de serveur, pas en message privé.
no-busy = Ce salon a déjà une salle d'attente ou une partie de Coup. Termine-la ou annule-la (`/coup annuler`) d'abord, ou utilise un autre salon.
no-busy_rematch = Ce salon a déjà une nouvelle salle d'attente ou une nouvelle partie.
no-not_player = Cette partie se joue entre d'autres joueurs.
no-not_in_lobby = Tu n'es pas dans cette salle d'attente.
no-already_in = Tu es déjà dans cette salle d'attente.
no-full =
    { $n ->
        [one] Cette salle d'attente est pleine ({ $n } joueur).
       *[other] Cette salle d'attente est pleine ({ $n } joueurs).
    }
no-series_full =
    { $n ->
        [one] Une série se joue de 2 à 6 joueurs : cette salle d'attente est pleine ({ $n } joueur).
       *[other] Une série se joue de 2 à 6 joueurs : cette salle d'attente est pleine ({ $n } joueurs).
    }
no-started = La partie a déjà commencé ; tu pourras rejoindre la suivante.
no-closed = Cette salle d'attente est fermée.
no-gone = Cette salle d'attente n'existe plus.
no-over = Cette partie est terminée.
no-not_running = Cette partie n'est plus en cours.
no-out_of_date = Ce message n'est plus à jour : la partie a avancé.
no-moved_on = La partie a avancé entre-temps ; rien n'a été changé. Regarde de nouveau et réessaie.
no-maybe_saved = Cela n'a peut-être pas été enregistré : la connexion à la base de données a été perdue. La partie montrera ce qui a été enregistré dès que la base de données répondra de nouveau.
no-already_challenged = { $name } a déjà contesté cette annonce.
no-out = Tu n'es plus en jeu dans cette partie.
no-not_yours = Cette décision ne te revient pas : la partie attend { $who }.
no-not_your_turn = Ce n'est pas ton tour : c'est à { $name } de jouer.
no-not_option = Ce choix ne fait pas partie des options.
no-one_option = Choisis exactement une option.
no-once_each = Choisis chaque carte une fois au plus.
no-nothing_to_block = Il n'y a rien à bloquer pour l'instant.
no-exchange_over = Cet échange est terminé.
no-not_a_button = Ce bouton n'appartient à aucune partie que le bot connaît.
no-other_channel = Ce bouton appartient à une partie d'un autre salon.
no-host-start = Seul l'hôte peut lancer la partie.
no-host-rematch = Seul l'hôte peut lancer une revanche.
no-host-addbot = Seul l'hôte peut ajouter des joueurs ordinateur.
no-host-removebot = Seul l'hôte peut retirer des joueurs ordinateur.
no-host_or_manager = Seul l'hôte ou un membre ayant la permission Gérer le serveur peut annuler.
no-rematch_finished = Une revanche ne peut suivre qu'une partie terminée.
no-not_started_yet = La partie n'a pas encore commencé.
no-not_playing = Tu ne joues pas dans cette partie.
no-min_players = Coup se joue à 2 joueurs au moins : attends que quelqu'un rejoigne (ou ajoute un ordinateur avec `/coup ajouter_ordi`).
no-draft_two = La variante draft se joue à exactement 2 joueurs.
no-no_computer = Il n'y a aucun joueur ordinateur dans cette salle d'attente.
no-move = Cette action n'est pas permise maintenant.
no-log = Aucune partie n'a encore été jouée dans ce salon.
no-option_value = `{ $option }` : je ne peux pas utiliser cette valeur.
no-subcommand = C'est un groupe de commandes : choisis-en une (le menu `/coup` les liste).
no-unknown_option = Cette commande n'a pas d'option `{ $option }`. Si Discord la propose, sa liste de commandes n'est pas à jour : réessaie dans une minute.
db-readonly = le fichier de la base de données est en lecture seule
db-full = le disque est plein
db-io = le disque n'a pas pu lire ou écrire le fichier de la base de données
db-locked = la base de données est verrouillée par un autre programme
db-damaged = le fichier de la base de données est endommagé
db-failed = la base de données a échoué
perm-view_channel = Voir les salons
perm-embed_links = Intégrer des liens
perm-send_messages = Envoyer des messages
perm-create_public_threads = Créer des fils publics
perm-send_messages_in_threads = Envoyer des messages dans les fils
season-default = Saison { $n }
no-manage_server = Seul un membre ayant la permission Gérer le serveur peut faire ça.
no-autopilot_server_off = Le pilote automatique n'est pas permis sur ce serveur : un membre ayant la permission Gérer le serveur peut l'autoriser dans les réglages du serveur.
no-autopilot_off = Le pilote automatique n'est pas permis dans cette partie : un membre ayant la permission Gérer le serveur peut l'autoriser dans les réglages du serveur, pour les parties ouvertes ensuite.
no-handoff_off = Céder sa place à un ordinateur n'est pas permis dans cette partie : un membre ayant la permission Gérer le serveur peut l'autoriser dans les réglages du serveur, pour les parties ouvertes ensuite.
no-channel_not_allowed = Sur ce serveur, les parties de Coup se jouent dans { $channels } (`/coup réglages`).
no-series_busy = Ce salon est en pleine série : termine-la (ou annule-la avec `/coup annuler`) d'abord, ou utilise un autre salon.
no-series_size = Une série se joue de 2 à 6 joueurs ; cette salle d'attente en compte { $n }. Lance plutôt une partie simple.
no-series_over = Cette série est terminée.
no-series_next_started = La partie suivante de cette série a déjà commencé.
no-host-next = Seul l'hôte (ou un membre ayant la permission Gérer le serveur) peut lancer la partie suivante de la série.
no-more_time_not_awaited = Seul un joueur que la partie attend peut demander plus de temps.
no-more_time_used = Tu as déjà eu du temps en plus une fois dans cette partie.
no-target_self = Tu ne peux pas te cibler toi-même.
no-target_out = La cible doit être un joueur encore en jeu.
no-target_poor = { $name } n'a pas de pièces à voler.
no-keep_exactly = Garde exactement autant de cartes que tu en as en main ({ $n }).
no-answered = Tu as déjà répondu.
no-own_claim = C'est ta propre annonce : ce sont les autres joueurs qui y répondent.
no-only_target = Seule la cible ({ $name }) peut bloquer cette action.
no-failed_block = Ton blocage a échoué ; tu ne peux plus bloquer cette action.
no-block_same_faction = { $name } est de ta faction ({ $faction }) : tant que la table est divisée, tu ne peux pas bloquer son Aide étrangère.
no-target_same_faction = { $name } est de ta faction ({ $faction }) : tant que la table est divisée, tu ne peux pas viser { $name }.
no-block_card = L'action { $action } ne se bloque qu'avec { $cards }.
no-action_not_in_game = { $action } ne se joue pas dans cette partie.
no-character_not_in_game = Il n'y a pas de carte { $card } dans cette partie.
no-card_not_held = Tu n'as pas de carte { $card } cachée pour cela.
no-duke_held = Tu as un Duc : tu ne peux pas prouver que tu n'en as pas.
no-wrong_step = Cela ne répond pas à ce que la partie attend maintenant.
no-takes_no_target = { $action } ne vise personne.
faction-loyalist = Loyaliste
faction-reformist = Réformiste
no-nothing_waits = Rien ne t'attend pour l'instant.
no-option = `{ $option }` doit être l'une de ces valeurs : { $choices }.
no-option_range = `{ $option }` doit être un nombre entier de { $low } à { $high }.
no-option_text =
    { $n ->
        [one] `{ $option }` doit être un texte de { $n } caractère au plus.
       *[other] `{ $option }` doit être un texte de { $n } caractères au plus.
    }
no-hours_live = `heures` ne sert qu'aux parties en différé ; en direct, on répond en quelques secondes.
no-permissions = Je ne peux pas accueillir de partie ici : il me faut { $perms } dans ce salon.
no-unknown_command = Je ne connais pas cette commande. `/coup règles` explique le jeu ; le menu `/coup` donne le reste.
no-outdated_command = Discord met encore à jour les commandes de ce bot ; réessaie dans une minute.
no-saved_retry = Un problème est survenu de notre côté. La partie est enregistrée ; réessaie, ou utilise `/coup état`.
no-unchanged_retry = Un problème est survenu de notre côté ; rien n'a été modifié. Réessaie dans un instant.
no-database = La partie n'a pas pu être enregistrée ({ $why }) ; rien n'a été modifié. Réessaie dans un instant.
why = { $text }
why-must_coup =
    { $n ->
        [one] Tu as { $n } pièce : tu dois faire un Coup d'État.
       *[other] Tu as { $n } pièces : tu dois faire un Coup d'État.
    }
why-coins =
    { $need ->
        [one] L'action { $action } coûte { $need } pièce ; tu en as { $n }.
       *[other] L'action { $action } coûte { $need } pièces ; tu en as { $n }.
    }
why-steal = Personne n'a de pièces à voler.
why-other = Tu ne peux pas faire ça maintenant.

## Slash commands

# Names: lowercase letters (accents allowed), digits, - and _; 32 at most. Descriptions:
# 45 characters at most (tests/bot/test_locales.py says why). Choice values are not
# translated, only what the menu shows for them.

cmd-coup-name = coup
cmd-coup-desc = Jouer à Coup dans ce salon
cmd-new-name = nouvelle
cmd-new-desc = Ouvrir une salle d'attente dans ce salon
cmd-new-mode-name = mode
cmd-new-mode-desc = en direct (30 s) ou en différé (des heures)
cmd-new-mode-live = en direct
cmd-new-mode-async = en différé
cmd-new-variant-name = variante
cmd-new-variant-desc = standard ou draft (cartes choisies, à 2)
cmd-new-variant-standard = standard
cmd-new-variant-draft = draft
cmd-new-hours-name = heures
cmd-new-hours-desc = différé : heures pour répondre (8 par défaut)
cmd-new-thread-name = fil
cmd-new-thread-desc = jouer dans un fil dédié (plusieurs par salon)
cmd-new-series-name = série
cmd-new-series-desc = série de trois parties, mêmes joueurs (2 à 6)
cmd-new-reformation-name = réforme
cmd-new-reformation-desc = Réforme : factions, Conversion, Détournement
cmd-new-inquisitor-name = inquisiteur
cmd-new-inquisitor-desc = l'Inquisiteur remplace l'Ambassadeur
cmd-new-autopilot-name = pilote_auto
cmd-new-autopilot-desc = pilote auto pour tous
cmd-join-name = rejoindre
cmd-join-desc = Prendre place dans la salle d'attente
cmd-leave-name = quitter
cmd-leave-desc = Quitter la salle ou abandonner la partie
cmd-start-name = lancer
cmd-start-desc = Lancer la partie (hôte uniquement)
cmd-cancel-name = annuler
cmd-cancel-desc = Annuler la salle d'attente ou la partie
cmd-hand-name = main
cmd-hand-desc = Tes cartes et pièces (visibles par toi seul)
cmd-status-name = état
cmd-status-desc = Afficher le plateau de la partie de ce salon
cmd-log-name = journal
cmd-log-desc = L'historique de la partie, rien que pour toi
cmd-log-page-name = page
cmd-log-page-desc = quelle page (par défaut : la dernière)
cmd-rules-name = règles
cmd-rules-desc = L'aide-mémoire de Coup (pour toi seul)
cmd-addbot-name = ajouter_ordi
cmd-addbot-desc = Ajouter un ordinateur (hôte uniquement)
cmd-addbot-level-name = niveau
cmd-addbot-level-desc = facile ne bluffe jamais ; difficile anticipe
cmd-addbot-level-easy = facile
cmd-addbot-level-normal = normal
cmd-addbot-level-hard = difficile
cmd-removebot-name = retirer_ordi
cmd-removebot-desc = Retirer un ordinateur (hôte uniquement)
cmd-leaderboard-name = classement
cmd-leaderboard-desc = Le classement du serveur, toutes saisons
cmd-leaderboard-season-name = saison
cmd-leaderboard-season-desc = numéro de saison (par défaut : l'actuelle)
cmd-leaderboard-page-name = page
cmd-leaderboard-page-desc = quelle page (10 joueurs par page)
cmd-stats-name = stats
cmd-stats-desc = Victoires, bluffs, distinctions et niveau
cmd-stats-member-name = membre
cmd-stats-member-desc = les stats de qui (par défaut : les tiennes)
cmd-stats-season-name = saison
cmd-stats-season-desc = une seule saison (par défaut : toutes)
cmd-history-name = historique
cmd-history-desc = Dernières parties et séries, à rejouer
cmd-history-member-name = membre
cmd-history-member-desc = l'historique de qui (par défaut : le tien)
cmd-replay-name = rejouer
cmd-replay-desc = Rejouer une partie finie, mains visibles
cmd-replay-game-name = partie
cmd-replay-game-desc = numéro de partie (par défaut : la dernière)
cmd-season-name = saison
cmd-season-desc = Les saisons du classement de ce serveur
cmd-season-new-name = nouvelle
cmd-season-new-desc = Lancer une nouvelle saison (Gérer le serveur)
cmd-season-new-name-name = nom
cmd-season-new-name-desc = le nom de la saison (par défaut : Saison N)
cmd-season-list-name = liste
cmd-season-list-desc = Toutes les saisons de ce serveur
cmd-games-name = parties
cmd-games-desc = Parties et salles : qui doit jouer, liens
cmd-games-mine-name = pour_moi
cmd-games-mine-desc = seulement les parties qui t'attendent
cmd-notify-name = rappels
cmd-notify-desc = Comment te rappeler tes décisions en différé
cmd-notify-how-name = comment
cmd-notify-how-desc = dans le salon, par message privé, ou jamais
cmd-notify-how-channel = dans le salon
cmd-notify-how-dm = par message privé
cmd-notify-how-off = pas de rappel
cmd-settings-name = réglages
cmd-settings-desc = Réglages par défaut (Gérer le serveur)
cmd-settings-show-name = voir
cmd-settings-show-desc = Afficher les réglages de Coup de ce serveur
cmd-settings-set-name = modifier
cmd-settings-set-desc = Modifier les réglages (Gérer le serveur)
cmd-settings-set-mode-name = mode
cmd-settings-set-mode-desc = en direct ou en différé par défaut
cmd-settings-set-mode-live = en direct
cmd-settings-set-mode-async = en différé
cmd-settings-set-thread-name = fil
cmd-settings-set-thread-desc = chaque partie dans son propre fil
cmd-settings-set-missed_turns-name = tours_manqués
cmd-settings-set-missed_turns-desc = tours manqués de suite avant abandon (1 à 10)
cmd-settings-set-live_window-name = direct_réponse
cmd-settings-set-live_window-desc = en direct : délai pour répondre, ex. 30s
cmd-settings-set-live_turn-name = direct_tour
cmd-settings-set-live_turn-desc = en direct : durée d'un tour, ex. 90s
cmd-settings-set-async_window-name = différé_réponse
cmd-settings-set-async_window-desc = en différé : délai pour répondre, ex. 8h
cmd-settings-set-async_turn-name = différé_tour
cmd-settings-set-async_turn-desc = en différé : durée d'un tour, ex. 24h
cmd-settings-set-language-name = langue
cmd-settings-set-language-desc = langue des messages publics des parties
cmd-settings-set-reformation-name = réforme
cmd-settings-set-reformation-desc = la Réforme dans les nouvelles parties
cmd-settings-set-inquisitor-name = inquisiteur
cmd-settings-set-inquisitor-desc = l'Inquisiteur dans les nouvelles parties
cmd-settings-set-autopilot-name = pilote_auto
cmd-settings-set-autopilot-desc = pilote auto permis
cmd-settings-set-handoff-name = relais_ordi
cmd-settings-set-handoff-desc = céder sa place permis
cmd-settings-set-public_replays-name = rejouer_en_public
cmd-settings-set-public_replays-desc = rejouer une partie devant tout le salon
cmd-settings-set-language-server = celle du serveur
cmd-settings-channels-name = salons
cmd-settings-channels-desc = Les salons où l'on joue (Gérer le serveur)
cmd-settings-channels-action-name = action
cmd-settings-channels-action-desc = ajouter ou retirer un salon, vider la liste
cmd-settings-channels-action-add = ajouter
cmd-settings-channels-action-remove = retirer
cmd-settings-channels-action-clear = vider
cmd-settings-channels-channel-name = salon
cmd-settings-channels-channel-desc = le salon
thread-name = Table de Coup · { $name }

## The reference card

rules = **Coup — aide-mémoire**
    À ton tour, fais exactement une action. Avec 10 pièces ou plus, tu dois faire un Coup d'État.
    • **Revenu** +1 · personne ne peut l'empêcher
    • **Aide étrangère** +2 · n'importe quel joueur peut la bloquer avec 👑 Duc
    • **Coup d'État** paie 7 · la cible perd une influence · ne peut être ni bloqué ni contesté
    • 👑 **Duc — Taxe** +3 · ne peut pas être bloquée
    • 🗡️ **Assassin — Assassinat** paie 3 · la cible perd une influence · la cible peut bloquer avec 🌹 Comtesse
    { $characters }
    Les **annonces** peuvent être des bluffs. N'importe qui peut **contester** une annonce : si elle était vraie, celui qui conteste perd une influence et la carte est remplacée ; sinon, celui qui a annoncé perd une influence et l'action échoue (les pièces de l'Assassin sont rendues).
    Les contestations passent d'abord, puis les blocages ; chaque blocage peut aussi être contesté.
    Qui perd ses deux cartes est éliminé. Le dernier joueur à qui il reste une carte gagne.
rules-reformation = **Réforme** (jouée ici)
    Chaque joueur est 🟦 Loyaliste ou 🟥 Réformiste, comme l'indique le plateau : le premier joueur choisit, les autres alternent dans le sens horaire.
    Tant que les survivants sont divisés, tu ne peux pas faire { $inquisitor ->
        [yes] de Coup d'État, d'Assassinat, de Vol ni d'Examen
       *[no] de Coup d'État, d'Assassinat ni de Vol
    } contre un joueur de ta faction, ni bloquer son Aide étrangère. Quand tous les survivants sont de la même faction, chacun peut viser n'importe qui (et une Conversion peut les diviser à nouveau).
    • **Conversion** paie 1 pour changer ta propre faction, ou 2 pour changer celle d'un autre joueur · les pièces vont sur la **Réserve du Trésor** · aucune annonce : ni contestable ni blocable
    • **Détournement** affirme ne **pas** avoir de 👑 Duc et prends toutes les pièces de la Réserve du Trésor · chacun peut contester : qui a un Duc doit céder ; qui n'en a pas peut montrer toute sa main (celui qui conteste perd alors une influence et les cartes montrées sont remplacées)
    Il n'y a pas de victoire d'équipe : le dernier joueur à qui il reste une carte gagne seul.
rules-ambassador =
    • ⚓ **Capitaine — Vol** prends 2 pièces à un joueur · la cible peut bloquer avec ⚓ Capitaine ou 📜 Ambassadeur
    • 📜 **Ambassadeur — Échange** pioche 2 cartes, garde-en autant que tu en avais, remets le reste
rules-inquisitor =
    • ⚓ **Capitaine — Vol** prends 2 pièces à un joueur · la cible peut bloquer avec ⚓ Capitaine ou 🔍 Inquisiteur
    • 🔍 **Inquisiteur — Échange** pioche 1 carte, garde-en autant que tu en avais, remets-en une
    • 🔍 **Inquisiteur — Examen** un autre joueur te montre une carte de son choix, en secret ; rends-la, ou force-le à l'échanger contre une carte de la pioche · le salon indique seulement qui a examiné qui et si un échange a été forcé


## Data rights (/coup privacy)

cmd-privacy-name = confidentialite
cmd-privacy-desc = Ce que le bot garde sur toi, et l’effacer
cmd-privacy-show-name = voir
cmd-privacy-show-desc = Ce que le bot garde sur toi
cmd-privacy-forget-name = oublier
cmd-privacy-forget-desc = Être oublié ; tu restes un ancien joueur
former-player = un ancien joueur
privacy-none = aucun
privacy-report = **Ce que ce bot garde sur toi**
    Ton nom dans ses parties : { $names }
    Parties et salons où tu t’es assis : { $games } · résultats comptés : { $results } · séries jouées jusqu’au bout : { $series } · lignes de classement : { $standings }
    Ton choix de rappel : { $notify } · rappels de tes décisions en attente : { $reminders }
    Serveurs dont tu as changé les réglages en dernier : { $settings } · saisons que tu as lancées : { $seasons }
    `/coup confidentialite oublier` efface tes choix et tes rappels et retire ton identifiant et ton nom de chaque partie : tes résultats restent comptés pour les autres, comme ceux d’un ancien joueur.
privacy-forgotten = C’est fait : le bot ne te connaît plus. Tes anciennes parties et résultats affichent « un ancien joueur » à la place de ton nom.
privacy-confirm = **T’oublier ?** Le bot supprime tes choix et tes rappels et retire définitivement ton identifiant et ton nom de toutes les parties : tes résultats restent comptés pour les autres, comme ceux d’un ancien joueur. C’est irréversible.
button-forget_me = Oublie-moi
privacy-notify-channel = dans le salon de la partie
privacy-notify-dm = en message privé
privacy-notify-off = aucun rappel
no-privacy_seated = Tu es assis dans un salon ou une partie en cours, ou un ordinateur y joue à ta place : quitte-la d’abord (`/coup quitter`) ou attends la fin de cette partie, puis redemande. Une série pas encore finie compte aussi : quitte-la avec **Quitter toute la série**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Pronostiquer
button-guess_bluff = Bluff
button-guess_honest = Sincère
button-replay = Rejouer
button-board_wins = Par victoires
button-board_rating = Par niveau
button-board_reads = Par flair
predict-ask = L’annonce de { $card } par **{ $name }** est-elle un bluff ? Personne ne voit ton pronostic avant la fin de la partie{ $until }.
predict-kept_bluff = Ton pronostic : **bluff**. Personne ne le voit avant la fin de la partie ; tu peux le changer tant que l’annonce peut être contestée.
predict-kept_honest = Ton pronostic : **sincère**. Personne ne le voit avant la fin de la partie ; tu peux le changer tant que l’annonce peut être contestée.
no-predict_closed = Cette annonce ne peut plus être contestée : les pronostics sur elle sont clos.
no-predict_seated = Les joueurs encore en jeu ne peuvent pas pronostiquer : les pronostics sont pour ceux qui regardent et ceux qui sont éliminés.
no-replay_running = Cette partie est encore en cours : on pourra la rejouer une fois terminée.
no-replay_cancelled = Cette partie a été annulée avant la fin : elle ne se rejoue pas.
no-replay_unknown = Ce serveur n’a pas de partie portant ce numéro (`/coup historique` liste les tiennes).
no-replay_none_here = Aucune partie n’a encore été menée à son terme dans ce salon (`/coup historique` liste les tiennes avec leur numéro).
no-replay_not_yours = Seule la personne qui a ouvert cette partie rejouée en tourne les pages : `/coup rejouer partie:{ $id }` t’en ouvre une à toi.
replay-title = **Rejouer · partie n° { $id }** · page { $page } sur { $pages }
replay-hands = Les mains de chacun au début du tour :
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· révélées : { $cards }
replay-hand_out = • ~~{ $name }~~ · hors jeu · { $revealed }
replay-no_cards = aucune carte cachée
replay-drawn = 🔒 { $name } pioche { $cards }.
replay-kept = 🔒 { $name } garde { $cards }.
replay-replace = 🔒 { $name } pioche { $card } à la place.
replay-redraw = 🔒 { $name } pioche { $card } à la place de la carte montrée.
replay-shown = 🔒 { $target } montre { $card } à { $name }.
replay-draft_options = 🔒 { $name } choisit parmi { $cards }.
replay-drafted = 🔒 { $name } garde { $card }.
replay-bluff = { " " }— 🎭 **bluff**
over-awards = **Distinctions**
award-bluffer =
    🎭 Bluffeur le plus audacieux : { $names } ({ $n ->
        [one] { $n } bluff, jamais découvert
       *[other] { $n } bluffs d’affilée, jamais découverts
    })
award-reader =
    🔍 Meilleur flair : { $names } ({ $n ->
        [one] { $n } bluff démasqué ou contre tenu
       *[other] { $n } bluffs démasqués ou contres tenus
    })
award-blunder-challenge =
    💸 Erreur la plus coûteuse : { $name }, tour { $turn } : a contesté une annonce vraie ({ $n ->
        [one] { $n } carte perdue
       *[other] { $n } cartes perdues
    })
award-blunder-bluff =
    💸 Erreur la plus coûteuse : { $name }, tour { $turn } : un bluff découvert ({ $n ->
        [one] { $n } carte perdue
       *[other] { $n } cartes perdues
    })
award-blunder_out = { " " }— et éliminé
award-fastest = ⚡ Décision la plus rapide : { $names } ({ $seconds } s par décision)
award-slowest = 🐢 Décision la plus lente : { $names } ({ $seconds } s par décision)
over-predictions = 🔮 **Pronostics** (justes sur faits) : { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = bluffeur audacieux
chart-award-reader = meilleur flair
chart-award-blunder = erreur coûteuse
chart-award-fastest = le plus rapide
chart-award-slowest = le plus lent
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Niveau · { $season }** (page { $page } sur { $pages })
board-title_reads = **Meilleur flair · { $season }** (page { $page } sur { $pages })
board-empty_rating =
    { $n ->
        [one] Personne n’a encore joué { $n } partie cette saison.
       *[other] Personne n’a encore joué { $n } parties cette saison.
    }
board-empty_reads = Personne n’a encore fait de pronostic cette saison.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] partie
       *[other] parties
    }
board-row_reads = { $rank }. { $name } · justes : **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] Le niveau est l’habileté que montrent les parties, moins trois fois son incertitude (±) ; on est classé après { $n } partie dans la saison.
       *[other] Le niveau est l’habileté que montrent les parties, moins trois fois son incertitude (±) ; on est classé après { $n } parties dans la saison.
    }
board-computer_rating =
    • { $level } : { $rating } · { $games } { $games ->
        [one] partie
       *[other] parties
    }
stats-awards = Distinctions : { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Pronostics justes : { $right }/{ $made }
stats-rating =
    Niveau cette saison : { $rating } après { $games } { $games ->
        [one] partie
       *[other] parties
    }
history-replay = Choisis-en une ci-dessous pour la rejouer, toutes les mains visibles.
select-replay = Rejouer une partie, mains visibles
history-pick = Partie n° { $id } · { $finish }e sur { $players }

## Le formulaire de /coup new (issue 37)
form-title = Une nouvelle partie de Coup
form-mode = Façon de jouer
form-live = En direct : on répond en quelques secondes
form-async = En différé : des heures pour répondre
form-length = Temps pour répondre (en différé)
form-length_help = Un tour dure trois fois plus ; en direct, on répond en secondes.
form-length_default = Le réglage du serveur ({ $length })
form-hours =
    { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
form-variant = Variante
form-draft = draft : à deux, chacun choisit sa carte
form-expansions = Extensions
form-reformation = Réforme : factions, Conversion, Détournement
form-inquisitor = Inquisiteur : il remplace l'Ambassadeur
form-more = Aussi
form-series = Une série de trois parties (2 à 6 joueurs)
form-thread = Jouer dans un nouveau fil
no-form_value = Le choix « { $option } » du formulaire n'existe pas : rouvre-le avec `/coup nouvelle`.

## Jouer hors d'un serveur (issue 37)
no-dm_live_only = Hors d'un serveur, on ne joue qu'en direct, ici même : pas de partie en différé, pas de fil.
no-time_ran_out = ⏰ Le temps était écoulé avant ton clic : voici où en est la partie.
board-dm_clock = le temps écoulé est appliqué au clic suivant
rules-dm = **Dans un groupe privé ou un message privé entre amis**
    Le bot ne parle ici que quand quelqu'un clique ou tape une commande, donc :
    • on n'y joue qu'en direct (pas de partie en différé, pas de fil, pas de rappel) ;
    • chaque décision s'affiche dans la réponse au clic qui l'a prise ;
    • une décision dont le temps est écoulé est réglée au clic suivant sur la partie : appuie sur n'importe lequel de ses boutons.
