### German: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « du » to everyone, as German-speaking Discord communities do
### among players. The characters carry the names of the German edition of Coup
### (Heidelberger Spieleverlag): Großherzog, Attentäterin, Captain, Botschafter, Contessa,
### Inquisitor; the deck is the Hofstapel, Foreign aid is Entwicklungshilfe, and the Coup
### keeps its name.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a card is named after « Karte », « als » or « mit », without an article, so its
###   gender never matters (« zeigt die Karte { $card } », « gibt sich als { $card } aus »);
### * an action is named after « die Aktion » where the sentence needs a subject;
### * a player's name takes no case ending (« die Behauptung von { $target } »);
### * a counted word follows German's CLDR plural categories, one and other (« 0 Münzen »);
###   a number followed by a word is always chosen by that number, so tallies are written
###   « Siege: { $wins } » and pages « Seite { $page }/{ $pages } »;
### * the slash commands named in a sentence are given by their German names (cmd-*).

## The game's nouns

card-Duke = Großherzog
card-Assassin = Attentäterin
card-Captain = Captain
card-Ambassador = Botschafter
card-Contessa = Contessa
card-Inquisitor = Inquisitor
action-income = Einkommen
action-foreign_aid = Entwicklungshilfe
action-coup = Coup
action-tax = Steuern
action-assassinate = Attentat
action-steal = Diebstahl
action-exchange = Austausch
action-convert = Bekehrung
action-embezzle = Unterschlagung
action-examine = Verhör
coins =
    { $n ->
        [one] { $n } Münze
       *[other] { $n } Münzen
    }
list-join = { $head } und { $last }
level-easy = leicht
level-normal = normal
level-hard = schwer
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, für { $person })
mode-live = Echtzeit
mode-async = Zeitversetzt
variant-standard = Standard
variant-draft = Draft
card-no_duke = „kein { $duke }“
option-reformation = Reformation
option-inquisitor = Inquisitor

## The game's log

turn-title = **Zug { $n }** · { $name }
turn-draft = **Draft** · zwei Spieler, sieben Karten
log-start =
    { $n ->
        [one] Die Partie beginnt mit { $n } Spieler. **{ $name }** fängt an.
       *[other] Die Partie beginnt mit { $n } Spielern. **{ $name }** fängt an.
    }
log-drafted = { $name } hat eine Karte gewählt.
log-turn = Zug { $n }: { $name }.
log-turn_word = Zug
log-title = **Spielprotokoll** · Seite { $page }/{ $pages }
log-declare-foreign_aid = { $name } beantragt Entwicklungshilfe (+2).
log-declare-coup = { $name } zahlt 7 Münzen für einen **Coup** gegen { $target }.
log-declare-tax = { $name } gibt sich als { $card } aus — Steuern (+3).
log-declare-assassinate = { $name } gibt sich als { $card } aus und zahlt 3 Münzen für ein Attentat auf { $target }.
log-declare-steal = { $name } gibt sich als { $card } aus, um { $target } zu bestehlen.
log-declare-exchange = { $name } gibt sich als { $card } aus, um Karten mit dem Hofstapel zu tauschen.
log-declare-examine = { $name } gibt sich als { $card } aus, um { $target } zu verhören.
log-declare-embezzle = { $name } behauptet, keinen 👑 **Großherzog** zu haben, und unterschlägt die Staatsreserve.
log-declare-convert = { $name } zahlt { $coins } in die Staatsreserve, um { $target } zu bekehren.
log-declare-convert_self = { $name } zahlt { $coins } in die Staatsreserve, um zur anderen Fraktion überzutreten.
log-faction_choice = Die Karten sind verteilt. **{ $name }** wählt eine Fraktion für den Tisch; die anderen folgen abwechselnd.
log-faction = { $name } gehört zu den { $faction }.
log-embezzled = { $name } nimmt { $coins } aus der Staatsreserve.
log-show = { $target } zeigt { $name } heimlich eine Karte.
log-give_back = { $name } gibt { $target } die Karte zurück.
log-force_exchange = { $name } zwingt { $target }, die gezeigte Karte zu tauschen: { $target } zieht eine neue Karte vom Hofstapel.
log-prove_hand = { $name } zeigt die ganze Hand: { $cards } — kein Großherzog, die Behauptung gilt. Die Karten kommen zurück in den Hofstapel und { $name } zieht ebenso viele nach.
log-gain = { $name } nimmt { $coins }.
log-steal = { $name } nimmt { $target } { $coins } ab.
log-refund = { $name } bekommt die { $coins } zurück.
log-challenge = ⚔️ { $name } zweifelt die Behauptung von { $target } an: { $card }!
log-prove = { $name } zeigt die Karte { $card }: Die Behauptung gilt. Die Karte kommt zurück in den Hofstapel und { $name } zieht eine neue.
log-concede = { $name } zeigt die Karte { $card } nicht: Die Behauptung scheitert.
log-concede_no_duke = { $name } zeigt die Hand nicht: Die Behauptung, keinen { $duke } zu haben, scheitert.
log-block = 🛡️ { $name } blockt mit { $card }.
log-blocked = Die Aktion { $action } von { $name } wird geblockt.
log-reveal = { $name } verliert einen Einfluss: Die Karte { $card } wird aufgedeckt.
log-eliminate = 💀 { $name } scheidet aus.
log-exchange =
    { $n ->
        [one] { $name } zieht { $n } Karte vom Hofstapel.
       *[other] { $name } zieht { $n } Karten vom Hofstapel.
    }
log-exchanged =
    { $n ->
        [one] { $name } legt { $n } Karte zurück; der Hofstapel wird gemischt.
       *[other] { $name } legt { $n } Karten zurück; der Hofstapel wird gemischt.
    }
log-no_effect = Die Aktion { $action } bleibt ohne Wirkung: { $target } ist schon ausgeschieden.
log-cancelled = Abgebrochen: { $action } von { $name }.
log-timeout-window = ⏰ Die Zeit ist um: Niemand sonst hat geantwortet, also geht es durch.
log-timeout-challenge = ⏰ Die Zeit ist um: Niemand hat die Behauptung von { $name } ({ $card }) angezweifelt.
log-timeout-block = ⏰ Die Zeit ist um: Niemand hat die Aktion { $action } geblockt, also geht sie durch.
log-timeout-player = ⏰ { $name } hat die Zeit überschritten.
log-forfeit = 🏳️ { $name } gibt auf.
log-forfeit_cards = 🏳️ { $name } gibt auf und deckt die Karten auf: { $cards }.
log-more_time = ⏳ { $name } hat um mehr Zeit gebeten: neue Frist { $until }.
log-departed = 🚪 { $name } hat den Server verlassen und gibt auf.
log-table_cancelled = 🛑 { $name } hat das Spiel abgebrochen.
log-table_cancelled_moderator = 🛑 Ein Moderator hat das Spiel abgebrochen.

log-autopilot = ⏰ { $name } hat die Zeit überschritten: Ein Computerspieler entscheidet stattdessen (Autopilot).
log-autopilot_allow = ⏰ { $name } hat die Zeit überschritten und lässt es durchgehen (Autopilot).
log-handed_off = 🤖 { $name } übernimmt den Platz samt Karten und Münzen.
## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }oder{ " " }
await-action = **{ $name }**, wähle deine Aktion{ $until }
await-challenge = Anzweifeln oder zulassen: die Behauptung von { $name } ({ $card }){ $until } · Warten auf { $who }
await-block = Zulassen oder blocken ({ $cards }){ $until } · Warten auf { $who }
await-prove = **{ $name }** muss die Karte { $card } zeigen oder eine Karte verlieren{ $until }
await-prove_hand = **{ $name }** muss die ganze Hand zeigen (kein Großherzog) oder eine Karte verlieren{ $until }
await-faction = **{ $name }** wählt eine Fraktion für den Tisch{ $until }
await-show = **{ $name }** wählt eine Karte, die { $actor } heimlich zu sehen bekommt{ $until }
await-examine = **{ $name }** entscheidet: { $target } die Karte zurückgeben oder einen Tausch erzwingen{ $until }
await-must_coup = **{ $name }** hat 10 Münzen oder mehr: Ein Coup ist Pflicht{ $until }
await-lose = **{ $name }** muss wählen, welche Karte verloren geht{ $until }
await-exchange = **{ $name }** wählt die Karten, die bleiben{ $until }
await-draft = Alle wählen eine Karte aus dem eigenen Satz{ $until } · Warten auf { $who }
await-over = Die Partie ist vorbei.

## The board

board-out = ausgeschieden
board-court =
    { $n ->
        [one] Hofstapel: { $n } Karte
       *[other] Hofstapel: { $n } Karten
    }
board-footer = Partie: { $mode } · { $variant }
board-footer_options = { $footer } · mit { $options }
board-reserve = Staatsreserve: { $coins }
board-auto = ⏩ Lassen Behauptungen der anderen ohne Antwort durch: { $names }
board-factions = Fraktionen: { $loyalist } · { $reformist }
board-reunified = { " " }— alle Verbliebenen gehören zu einer Fraktion: Jedes Ziel ist erlaubt

## Buttons

button-challenge = Anzweifeln
button-allow = Zulassen
button-block = Blocken ({ $card })
button-cards = Meine Karten
button-more_time = Mehr Zeit
button-lose = Meine Karte wählen
button-prove = Zeigen oder Karte verlieren
button-exchange = Karten zum Behalten wählen
button-draft = Meine Karte aussuchen
button-show_card = Karte zum Zeigen wählen
button-examine = Karte ansehen und entscheiden
button-show_hand = Ganze Hand zeigen (kein Großherzog)
button-give_back = Zurückgeben
button-force_exchange = Tausch erzwingen
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = { $card } zeigen
button-lose_card = { $card } verlieren
button-pick = { $card } behalten
button-join = Beitreten
button-leave = Verlassen
button-start = Starten
button-cancel = Abbrechen
button-forfeit = Diese Partie aufgeben
button-abandon_series = Die ganze Serie verlassen
button-auto_on = Nicht mehr auf mich warten
button-auto_off = Wieder auf mich warten
button-autopilot_on = Autopilot, wenn meine Zeit abläuft
button-autopilot_off = Meinen Autopilot ausschalten
button-handoff = Meinen Platz einem Computerspieler geben
button-rematch = Revanche
select-target = { $action }: Wähle einen Spieler
select-keep =
    { $n ->
        [one] Behalte genau { $n } Karte
       *[other] Behalte genau { $n } Karten
    }
select-in_hand = auf der Hand
select-drawn = gezogen
select-convert_self = { $name } (du)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = Deine Karten: { $cards }
hand-not_picked = Du hast deine Karte noch nicht gewählt.
hand-none = Du hast keine verdeckten Karten mehr.
hand-revealed = Aufgedeckt: { $cards }
hand-coins = Münzen: { $n }
hand-drawn = Vom Hofstapel gezogen: { $cards }
hand-auto_on = ⏩ Bis zum Ende dieser Partie gehen Behauptungen und Aktionen, die weder von dir kommen noch auf dich zielen, durch, ohne auf dich zu warten.
hand-autopilot_on = 🤖 Der Autopilot ist an: Wenn deine Zeit abläuft, entscheidet ein Computerspieler für dich (verpasste Züge zählen trotzdem).
hand-faction = Deine Fraktion: { $faction }
hand-examined = { $target } hat dir gezeigt: { $card }
hand-showed = Du hast { $actor } gezeigt: { $card }
hand-redrawn = Erzwungener Tausch in Zug { $turn }: Du hast die Karte { $shown } abgegeben und { $drawn } gezogen.
private-until = { " " }({ $when })
private-lose = **Du verlierst einen Einfluss: Wähle die Karte, die du aufdeckst**{ $until }.
private-prove = Deine Behauptung ({ $card }) wird angezweifelt! Zeig die Karte (sie wird durch eine neue ersetzt) oder verliere eine Karte deiner Wahl{ $until }.
private-prove_hand = Du hast behauptet, keinen Großherzog zu haben, und wirst angezweifelt! Zeig allen deine ganze Hand (kein Großherzog: Wer angezweifelt hat, verliert eine Karte, und du ziehst neue Karten) oder verliere eine Karte deiner Wahl{ $until }.
private-prove_duke = Du hast behauptet, keinen Großherzog zu haben, und wirst angezweifelt, hast aber einen: Du kannst deine Hand nicht zeigen, also verliere eine Karte deiner Wahl{ $until }.
private-faction = **Wähle deine Fraktion**; der nächste Spieler im Uhrzeigersinn bekommt die andere, und so weiter{ $until }.
private-show = **Wähle die Karte, die du { $actor } zeigst**; nur ihr beide seht sie{ $until }.
private-examine = **Gib die Karte zurück** oder zwinge { $target }, sie gegen eine Karte vom Hofstapel zu tauschen{ $until }.
private-exchange =
    { $n ->
        [one] **Behalte { $n } dieser Karten**; die übrigen kommen zurück in den Hofstapel{ $until }.
       *[other] **Behalte { $n } dieser Karten**; die übrigen kommen zurück in den Hofstapel{ $until }.
    }
private-draft = **Wähle aus deinem Satz die Karte, die du behältst**; die anderen vier verlassen das Spiel ungesehen{ $until }.
private-target = **{ $action }**: Wähle einen Spieler{ $until }.
done-reveal = Du hast deine Karte { $card } aufgedeckt.
done-prove = Du hast deine Karte { $card } gezeigt; deine Ersatzkarte ist { $new }.
done-concede = Du hast sie nicht gezeigt und deine Karte { $card } verloren.
done-keep = Du behältst { $cards }.
done-prove_hand = Du hast deine Hand gezeigt ({ $cards }); deine neuen Karten: { $new }.
done-show = Du hast { $actor } deine Karte { $card } gezeigt.
done-give_back = Du hast die Karte zurückgegeben.
done-force_exchange = Du hast den Tausch erzwungen.
done-draft = Du behältst { $card }.
done-target = { $action } gegen { $target }.
done-convert = Du zahlst { $coins } in die Staatsreserve: { $target } gehört jetzt zu den { $faction }.
done-convert_self = Du zahlst { $coins } in die Staatsreserve: Du gehörst jetzt zu den { $faction }.
done-now = Jetzt: { $what }
done-over = Die Partie ist vorbei.

## The lobby

lobby-title = **Coup-Lobby** · { $mode } · { $variant }
lobby-rematch = { " " }· Revanche: Wer zuletzt gewonnen hat, beginnt
lobby-seats = Spieler in Sitzreihenfolge:
lobby-host = { " " }(Gastgeber)
lobby-autopilot = 🤖 Autopilot für alle: Wenn die Zeit von jemandem abläuft, entscheidet ein Computerspieler stattdessen.
lobby-help = Drück **Beitreten**, um Platz zu nehmen. Der Gastgeber drückt **Starten** (2–10 Spieler).
lobby-help_series = Drück **Beitreten**, um Platz zu nehmen. Der Gastgeber drückt **Starten** (2–6 Spieler in einer Serie).
lobby-help_draft = Drück **Beitreten**, um Platz zu nehmen. Der Gastgeber drückt **Starten** (beim Draft genau 2 Spieler).
lobby-started = **Coup** · { $mode } · { $variant } — die Partie hat begonnen.
lobby-cancelled = **Coup** · { $mode } · { $variant } — die Partie wurde abgebrochen.
lobby-finished = **Coup** · { $mode } · { $variant } — die Partie ist vorbei.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — die Lobby wurde aufgelöst.

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } gewinnt** nach { $turns } Zug.
       *[other] 🏆 **{ $name } gewinnt** nach { $turns } Zügen.
    }
over-bluffs = Die Bluffs, jetzt, wo man sie verraten darf:
over-bluff-action = Zug { $turn }: { $name } — falsche Behauptung: { $card }{ $caught }.
over-bluff-block = Zug { $turn }: { $name } — falscher Block: { $card }{ $caught }.
over-bluff-embezzle = Zug { $turn }: { $name } — falsche Behauptung, keinen { $duke } zu haben{ $caught }.
over-bluff-caught = { " " }— aufgeflogen
over-no_bluffs = Niemand hat geblufft.
status-last_game = Hier läuft gerade keine Partie. Die letzte:
status-cancelled = Sie wurde vor dem Ende abgebrochen.
over-rematch = Der Gastgeber kann eine Revanche mit denselben Spielern starten; wer gewonnen hat, beginnt.
series-standing = **Serie** · gespielt: { $done }/3 · Siege: { $wins } · { $starter } beginnt die nächste Partie.
series-next_help = Der Gastgeber drückt **Nächste Partie**, wenn alle bereit sind.
series-game_stand_in =
    { $turns ->
        [one] Partie { $k }: Ein Computerspieler, der einen Platz übernommen hatte, hat in { $turns } Zug gewonnen (kein Sieg für jemanden aus der Serie).
       *[other] Partie { $k }: Ein Computerspieler, der einen Platz übernommen hatte, hat in { $turns } Zügen gewonnen (kein Sieg für jemanden aus der Serie).
    }
series-game =
    { $turns ->
        [one] Partie { $k }: **{ $name }** hat in { $turns } Zug gewonnen.
       *[other] Partie { $k }: **{ $name }** hat in { $turns } Zügen gewonnen.
    }
series-won =
    { $n ->
        [one] 🏆 **{ $name } gewinnt die Serie** mit { $n } Sieg!
       *[other] 🏆 **{ $name } gewinnt die Serie** mit { $n } Siegen!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } teilen sich die Serie** mit je { $n } Sieg.
       *[other] 🤝 **{ $names } teilen sich die Serie** mit je { $n } Siegen.
    }
series-abandoned = Die Serie ist abgebrochen: { $name } hat sie verlassen. Siege bis dahin: { $wins }. Niemand gewinnt sie.
series-cancelled = Die Serie wurde abgebrochen.
series-lobby = { " " }· Serie über drei Partien
series-left = { $name } hat die Serie verlassen: Sie endet mit den bisherigen Siegen, und niemand gewinnt sie.
leave-confirm_game = Die Partie verlassen? Du gibst sie auf: Deine Karten werden aufgedeckt und du scheidest aus. Drück den Knopf zum Bestätigen; sonst passiert nichts.
leave-or_series = In einer Serie verlierst du durch Aufgeben nur diese Partie; wer die ganze Serie verlässt, bricht sie für alle ab, und niemand gewinnt sie.
leave-or_handoff = Oder gib deinen Platz einem Computerspieler: Er spielt den Rest dieser Partie mit deinen Karten und Münzen, und das Ergebnis ist seins, nicht deins.
leave-confirm_series = Die Serie verlassen? Sie endet mit den bisherigen Siegen, und niemand gewinnt sie. Drück den Knopf zum Bestätigen; sonst passiert nichts.
ok-left_series = Du hast die Serie verlassen.
series-cancelled_by = { $name } hat die Serie abgebrochen.
button-next_game = Nächste Partie
chart-coins = Münzen
chart-cards = Karten
chart-turn = Zug
chart-winner = Sieger
chart-player = Spieler { $n }

## Standings

board-title = **Rangliste · { $season }** (Seite { $page }/{ $pages })
board-empty = In dieser Saison hat noch niemand eine Partie beendet.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · **{ $wins }** { $wins ->
        [one] Sieg
       *[other] Siege
    } in { $games } { $games ->
        [one] Partie
       *[other] Partien
    } ({ $rate }){ $series }
board-series = { " " }· Serien gewonnen: { $won }, geteilt: { $shared }
board-computers = Computerspieler (ohne Wertung):
board-computer_row =
    • { $level }: { $wins } { $wins ->
        [one] Sieg
       *[other] Siege
    } in { $games } { $games ->
        [one] Partie
       *[other] Partien
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = alle Saisons auf diesem Server
stats-games = Partien: { $games } · Siege: { $wins } ({ $rate }) · Platz im Schnitt: { $finish }
stats-series = Serien: { $played } · gewonnen: { $won } · geteilt: { $shared } · abgebrochen: { $abandoned }
stats-challenges = Angezweifelt: { $made } · davon zu Recht: { $won }
stats-bluffs = Behauptungen: { $claims } · Bluffs: { $bluffs } · aufgeflogen: { $caught }
stats-blocks = Blocks: { $n }
stats-never = { $name } hat auf diesem Server noch keine Partie beendet.
history-title = **{ $name }** · letzte Partien auf diesem Server
history-won =
    { $when } · 🏆 gewonnen ({ $players } { $players ->
        [one] Spieler
       *[other] Spieler
    }, { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · Platz { $finish }/{ $players } ({ $turns } Zug){ $series } · { $link }
       *[other] { $when } · Platz { $finish }/{ $players } ({ $turns } Züge){ $series } · { $link }
    }
history-in_series = { " " }· Serienpartie { $k }
history-series_title = Serien:
history-series-won =
    { $wins ->
        [one] { $when } · Serie gewonnen mit { $wins } Sieg · { $channel }
       *[other] { $when } · Serie gewonnen mit { $wins } Siegen · { $channel }
    }
history-series-shared =
    { $wins ->
        [one] { $when } · Serie geteilt mit { $wins } Sieg · { $channel }
       *[other] { $when } · Serie geteilt mit { $wins } Siegen · { $channel }
    }
history-series-lost =
    { $wins ->
        [one] { $when } · Serie verloren ({ $wins } Sieg) · { $channel }
       *[other] { $when } · Serie verloren ({ $wins } Siege) · { $channel }
    }
history-series-abandoned =
    { $wins ->
        [one] { $when } · Serie abgebrochen ({ $wins } Sieg bis dahin) · { $channel }
       *[other] { $when } · Serie abgebrochen ({ $wins } Siege bis dahin) · { $channel }
    }
season-unknown = Dieser Server hat keine Saison { $n }. `/coup saison liste` zeigt sie.
season-started = { $by } hat **{ $name }** gestartet (Saison { $n }). Frühere Saisons bleiben mit `/coup rangliste saison:` lesbar.
season-list = **Saisons** (neueste zuerst):
season-row = { $n }. { $name } · seit { $when }
season-none = Noch keine Saison: Die erste Partie, die hier gespielt wird, eröffnet Saison 1.

## Reminders

remind-channel = ⏰ Erinnerung: { $what }
remind-dm =
    ⏰ Erinnerung von **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ Letzte Erinnerung, die Zeit ist fast um: { $what }
remind-dm_last =
    ⏰ Letzte Erinnerung von **{ $server }**, die Zeit ist fast um: { $what }
    { $link }

## A server's games and settings

games-title = **Partien auf diesem Server** ({ $n })
games-title_mine = **Partien, die auf dich warten** ({ $n })
games-lobby =
    { $n ->
        [one] • Lobby · { $n } Spieler · { $mode } · { $link }
       *[other] • Lobby · { $n } Spieler · { $mode } · { $link }
    }
games-running =
    { $n ->
        [one] • Zug { $turn } · noch { $n } Spieler im Spiel · { $mode } · Warten auf { $who } { $until } · { $link }
       *[other] • Zug { $turn } · noch { $n } Spieler im Spiel · { $mode } · Warten auf { $who } { $until } · { $link }
    }
games-more = …und noch { $n }.
games-none = Auf diesem Server ist keine Partie und keine Lobby offen. Starte eine mit `/coup neu`.
games-none_mine = Keine Partie wartet auf dich.
notify-channel = Erinnerungen an deine zeitversetzten Entscheidungen erwähnen dich im Kanal der Partie.
notify-dm = Erinnerungen an deine zeitversetzten Entscheidungen kommen per Direktnachricht (oder im Kanal, wenn deine Direktnachrichten geschlossen sind).
notify-off = Du bekommst keine Erinnerungen an deine zeitversetzten Entscheidungen.
settings-title = **Coup-Einstellungen dieses Servers** (Standard für neue Partien)
settings-mode = Modus: { $mode } · eigener Thread pro Partie: { $thread }
settings-live = Echtzeit: { $window } zum Antworten auf eine Behauptung, { $turn } pro Zug
settings-async = Zeitversetzt: { $window } zum Antworten auf eine Behauptung, { $turn } pro Zug
settings-missed = Verpasste Züge in Folge bis zur Aufgabe: { $n }
settings-expansions = Erweiterungen: { $expansions }
settings-computers = Autopilot erlaubt: { $autopilot } · wer geht, darf den Platz einem Computerspieler geben: { $handoff }
settings-replays = Wiederholungen für den ganzen Kanal: { $public }
settings-none = keine
settings-channels = Kanäle für Partien: { $channels }
settings-any_channel = alle
settings-language = Sprache öffentlicher Nachrichten: { $language }
settings-server_language = die des Servers
settings-yes = ja
settings-no = nein
settings-saved = Gespeichert.
no-duration = `{ $option }`: „{ $value }“ ist keine Dauer von 10s bis 72h (schreib sie z. B. als 30s, 5m, 8h oder 1h30m).
no-settings_nothing = Nichts zu ändern: Gib mindestens eine Option an.
no-settings_channel = Nenne einen Textkanal dieses Servers.

## Answers to commands

ok-joined = Du bist dabei: Platz { $n }.
ok-left_lobby = Du hast die Lobby verlassen.
ok-forfeited = Du hast die Partie aufgegeben.
ok-handed_off = Ein Computerspieler spielt auf deinem Platz weiter.
ok-started = Die Partie beginnt.
ok-cancelled = { $name } hat { $what } abgebrochen.
ok-what-lobby = die Lobby
ok-what-game = die Partie
ok-added_computer = { $level ->
        [easy] Leichter Computerspieler hinzugefügt.
        [hard] Schwerer Computerspieler hinzugefügt.
       *[normal] Normaler Computerspieler hinzugefügt.
    }
ok-removed_computer = Computerspieler entfernt.

## Refusals

no-table = In diesem Kanal gibt es keine Coup-Lobby und keine Partie. Starte eine mit `/coup neu`.
no-dm = Coup wird in einem Serverkanal gespielt, nicht in Direktnachrichten.
no-busy = In diesem Kanal gibt es schon eine Coup-Lobby oder -Partie. Beende sie oder brich sie mit `/coup abbrechen` ab, oder nimm einen anderen Kanal.
no-busy_rematch = In diesem Kanal gibt es schon eine neue Lobby oder Partie.
no-not_player = Diese Partie spielen andere.
no-not_in_lobby = Du bist nicht in dieser Lobby.
no-already_in = Du bist schon in dieser Lobby.
no-full =
    { $n ->
        [one] Diese Lobby ist voll ({ $n } Spieler).
       *[other] Diese Lobby ist voll ({ $n } Spieler).
    }
no-series_full =
    { $n ->
        [one] Eine Serie ist für 2 bis 6 Spieler: Diese Lobby ist voll ({ $n } Spieler).
       *[other] Eine Serie ist für 2 bis 6 Spieler: Diese Lobby ist voll ({ $n } Spieler).
    }
no-started = Die Partie hat schon begonnen; du kannst bei der nächsten mitmachen.
no-closed = Diese Lobby ist geschlossen.
no-gone = Diese Lobby gibt es nicht mehr.
no-over = Diese Partie ist vorbei.
no-not_running = Diese Partie läuft nicht mehr.
no-out_of_date = Diese Aufforderung ist veraltet: Die Partie ist weitergegangen.
no-moved_on = Die Partie ist inzwischen weitergegangen; nichts wurde geändert. Sieh noch einmal nach und versuch es erneut.
no-maybe_saved = Das wurde vielleicht nicht gespeichert: Die Verbindung zur Datenbank ist abgebrochen. Die Partie zeigt, was gespeichert wurde, sobald die Datenbank wieder antwortet.
no-already_challenged = { $name } hat diese Behauptung schon angezweifelt.
no-out = Du bist aus dieser Partie ausgeschieden.
no-not_yours = Diese Entscheidung ist nicht deine: Die Partie wartet auf { $who }.
no-not_your_turn = Du bist nicht am Zug; { $name } ist dran.
no-not_option = Diese Wahl gehört nicht zu den Optionen.
no-one_option = Wähle genau eine Option.
no-once_each = Wähle jede Karte höchstens einmal.
no-nothing_to_block = Gerade gibt es nichts zu blocken.
no-exchange_over = Dieser Tausch ist vorbei.
no-not_a_button = Dieser Knopf gehört zu keiner Partie, die der Bot kennt.
no-other_channel = Dieser Knopf gehört zu einer Partie in einem anderen Kanal.
no-host-start = Nur der Gastgeber kann die Partie starten.
no-host-rematch = Nur der Gastgeber kann eine Revanche starten.
no-host-addbot = Nur der Gastgeber kann Computerspieler hinzufügen.
no-host-removebot = Nur der Gastgeber kann Computerspieler entfernen.
no-host_or_manager = Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann abbrechen.
no-rematch_finished = Eine Revanche kann nur auf eine beendete Partie folgen.
no-not_started_yet = Die Partie hat noch nicht begonnen.
no-not_playing = Du spielst in dieser Partie nicht mit.
no-min_players = Coup braucht mindestens 2 Spieler: Warte, bis jemand beitritt (oder füge mit `/coup bot_hinzufügen` einen Computer hinzu).
no-draft_two = Die Draft-Variante ist für genau 2 Spieler.
no-no_computer = In dieser Lobby ist kein Computerspieler.
no-move = Dieser Zug ist jetzt nicht erlaubt.
no-option_value = `{ $option }`: Mit diesem Wert kann ich nichts anfangen.
no-subcommand = Das ist eine Gruppe von Befehlen: Wähle einen davon (das Menü `/coup` listet sie auf).
no-unknown_option = Dieser Befehl hat keine Option `{ $option }`. Wenn Discord sie anbietet, ist seine Befehlsliste veraltet: Versuch es in einer Minute noch einmal.
db-readonly = die Datenbankdatei ist schreibgeschützt
db-full = die Festplatte ist voll
db-io = die Festplatte konnte die Datenbankdatei nicht lesen oder schreiben
db-locked = die Datenbank ist von einem anderen Programm gesperrt
db-damaged = die Datenbankdatei ist beschädigt
db-failed = die Datenbank hat versagt
perm-view_channel = Kanäle ansehen
perm-embed_links = Links einbetten
perm-send_messages = Nachrichten senden
perm-create_public_threads = Öffentliche Threads erstellen
perm-send_messages_in_threads = Nachrichten in Threads senden
season-default = Saison { $n }
no-log = In diesem Kanal wurde noch keine Partie gespielt.
no-manage_server = Das kann nur ein Mitglied mit „Server verwalten“.
no-autopilot_server_off = Der Autopilot ist auf diesem Server nicht erlaubt: Ein Mitglied mit „Server verwalten“ kann ihn in den Einstellungen des Servers erlauben.
no-autopilot_off = Der Autopilot ist in dieser Partie nicht erlaubt: Ein Mitglied mit „Server verwalten“ kann ihn in den Einstellungen des Servers erlauben, für danach eröffnete Partien.
no-handoff_off = Den Platz einem Computerspieler zu geben ist in dieser Partie nicht erlaubt: Ein Mitglied mit „Server verwalten“ kann es in den Einstellungen des Servers erlauben, für danach eröffnete Partien.
no-channel_not_allowed = Auf diesem Server wird Coup in { $channels } gespielt (`/coup einstellungen`).
no-series_busy = In diesem Kanal läuft gerade eine Serie: Beende sie (oder brich sie mit `/coup abbrechen` ab) oder nimm einen anderen Kanal.
no-series_size = Eine Serie ist für 2 bis 6 Spieler; diese Lobby hat { $n }. Starte stattdessen eine einzelne Partie.
no-series_over = Diese Serie ist vorbei.
no-series_next_started = Die nächste Partie dieser Serie hat schon begonnen.
no-host-next = Nur der Gastgeber (oder ein Mitglied mit „Server verwalten“) kann die nächste Partie der Serie starten.
no-more_time_not_awaited = Nur ein Spieler, auf den die Partie wartet, kann um mehr Zeit bitten.
no-more_time_used = Du hattest in dieser Partie schon einmal mehr Zeit.
no-target_self = Du kannst dich nicht selbst als Ziel wählen.
no-target_out = Das Ziel muss ein Spieler sein, der noch im Spiel ist.
no-target_poor = { $name } hat keine Münzen, die man stehlen könnte.
no-keep_exactly = Behalte genau so viele Karten, wie du hast ({ $n }).
no-answered = Du hast schon geantwortet.
no-own_claim = Das ist deine eigene Behauptung: Die anderen Spieler antworten darauf.
no-only_target = Nur { $name } kann das blocken.
no-failed_block = Dein Block ist gescheitert; du kannst diese Aktion nicht noch einmal blocken.
no-block_same_faction = { $name } ist in deiner Fraktion ({ $faction }): Solange der Tisch gespalten ist, kannst du diese Entwicklungshilfe nicht blocken.
no-target_same_faction = { $name } ist in deiner Fraktion ({ $faction }): Solange der Tisch gespalten ist, kannst du diesen Spieler nicht als Ziel wählen.
no-block_card = Die Aktion { $action } kann nur mit { $cards } geblockt werden.
no-action_not_in_game = Die Aktion { $action } gibt es in dieser Partie nicht.
no-character_not_in_game = In dieser Partie gibt es keine Karte { $card }.
no-card_not_held = Du hast dafür keine verdeckte Karte { $card }.
no-duke_held = Du hast einen Großherzog: Du kannst nicht beweisen, dass du keinen hast.
no-wrong_step = Das passt nicht zu dem, worauf die Partie gerade wartet.
no-takes_no_target = Die Aktion { $action } hat kein Ziel.
faction-loyalist = Loyalisten
faction-reformist = Reformisten
no-nothing_waits = Gerade wartet nichts auf dich.
no-option = `{ $option }` muss einer dieser Werte sein: { $choices }.
no-option_range = `{ $option }` muss eine ganze Zahl von { $low } bis { $high } sein.
no-option_text =
    { $n ->
        [one] `{ $option }` darf höchstens { $n } Zeichen lang sein.
       *[other] `{ $option }` darf höchstens { $n } Zeichen lang sein.
    }
no-hours_live = `stunden` gilt nur für zeitversetzte Partien; in Echtzeit wird in Sekunden geantwortet.
no-permissions = Ich kann hier keine Partie ausrichten: Ich brauche in diesem Kanal { $perms }.
no-unknown_command = Diesen Befehl kenne ich nicht. `/coup regeln` erklärt das Spiel; das Menü `/coup` zeigt den Rest.
no-outdated_command = Discord aktualisiert noch die Befehle dieses Bots; versuch es in einer Minute noch einmal.
no-saved_retry = Bei uns ist etwas schiefgelaufen. Die Partie ist gespeichert; versuch es noch einmal oder nutze `/coup spielstand`.
no-unchanged_retry = Bei uns ist etwas schiefgelaufen; nichts wurde geändert. Versuch es gleich noch einmal.
no-database = Die Partie konnte nicht gespeichert werden ({ $why }); nichts wurde geändert. Versuch es gleich noch einmal.
why = { $text }
why-must_coup =
    { $n ->
        [one] Du hast { $n } Münze: Du musst einen Coup machen.
       *[other] Du hast { $n } Münzen: Du musst einen Coup machen.
    }
why-coins =
    { $need ->
        [one] Für die Aktion { $action } brauchst du { $need } Münze; du hast { $n }.
       *[other] Für die Aktion { $action } brauchst du { $need } Münzen; du hast { $n }.
    }
why-steal = Niemand hat Münzen, die man stehlen könnte.
why-other = Das kannst du jetzt nicht tun.

## Slash commands

# Names: lowercase letters (umlauts allowed), digits, - and _; 32 at most.
# Descriptions: 45 characters at most (tests/bot/test_locales.py says why). Choice values
# are not translated, only what the menu shows for them.

cmd-coup-name = coup
cmd-coup-desc = Coup in diesem Kanal spielen
cmd-new-name = neu
cmd-new-desc = Eine Coup-Lobby in diesem Kanal eröffnen
cmd-new-mode-name = modus
cmd-new-mode-desc = Echtzeit (30 s) oder zeitversetzt (Stunden)
cmd-new-mode-live = Echtzeit
cmd-new-mode-async = Zeitversetzt
cmd-new-variant-name = variante
cmd-new-variant-desc = Standard oder Draft (2 Spieler wählen Karten)
cmd-new-variant-standard = Standard
cmd-new-variant-draft = Draft
cmd-new-hours-name = stunden
cmd-new-hours-desc = zeitversetzt: Stunden zum Antworten (sonst 8)
cmd-new-thread-name = eigener_thread
cmd-new-thread-desc = im eigenen Thread spielen (viele pro Kanal)
cmd-new-series-name = serie
cmd-new-series-desc = Serie aus drei Partien, gleiche Spieler (2–6)
cmd-new-reformation-name = reformation
cmd-new-reformation-desc = Fraktionen, Bekehrung, Unterschlagung
cmd-new-inquisitor-name = inquisitor
cmd-new-inquisitor-desc = der Inquisitor ersetzt den Botschafter
cmd-new-autopilot-name = autopilot
cmd-new-autopilot-desc = Autopilot für alle
cmd-join-name = beitreten
cmd-join-desc = In der Lobby dieses Kanals Platz nehmen
cmd-leave-name = verlassen
cmd-leave-desc = Die Lobby verlassen oder die Partie aufgeben
cmd-start-name = starten
cmd-start-desc = Die Partie starten (nur Gastgeber)
cmd-cancel-name = abbrechen
cmd-cancel-desc = Lobby oder Partie dieses Kanals abbrechen
cmd-hand-name = karten
cmd-hand-desc = Deine Karten und Münzen (nur du siehst sie)
cmd-status-name = spielstand
cmd-status-desc = Den Spieltisch der Partie hier zeigen
cmd-log-name = protokoll
cmd-log-desc = Der Verlauf der Partie (nur du siehst ihn)
cmd-log-page-name = seite
cmd-log-page-desc = welche Seite (Standard: die neueste)
cmd-rules-name = regeln
cmd-rules-desc = Die Coup-Übersichtskarte (nur du siehst sie)
cmd-addbot-name = bot_hinzufügen
cmd-addbot-desc = Computerspieler hinzufügen (nur Gastgeber)
cmd-addbot-level-name = stufe
cmd-addbot-level-desc = leicht blufft nie; schwer plant auch voraus
cmd-addbot-level-easy = leicht
cmd-addbot-level-normal = normal
cmd-addbot-level-hard = schwer
cmd-removebot-name = bot_entfernen
cmd-removebot-desc = Computerspieler entfernen (nur Gastgeber)
cmd-leaderboard-name = rangliste
cmd-leaderboard-desc = Die Rangliste des Servers, jede Saison
cmd-leaderboard-season-name = saison
cmd-leaderboard-season-desc = Nummer der Saison (Standard: die aktuelle)
cmd-leaderboard-page-name = seite
cmd-leaderboard-page-desc = welche Seite (10 Spieler pro Seite)
cmd-stats-name = statistik
cmd-stats-desc = Siege, Bluffs, Auszeichnungen, Spielstärke
cmd-stats-member-name = mitglied
cmd-stats-member-desc = wessen Statistik (Standard: deine)
cmd-stats-season-name = saison
cmd-stats-season-desc = nur eine Saison (Standard: alle Saisons)
cmd-history-name = verlauf
cmd-history-desc = Letzte Partien und Serien, mit Wiederholung
cmd-history-member-name = mitglied
cmd-history-member-desc = wessen Verlauf (Standard: deiner)
cmd-replay-name = wiederholung
cmd-replay-desc = Eine beendete Partie mit allen Karten offen
cmd-replay-game-name = partie
cmd-replay-game-desc = Nummer der Partie (Standard: letzte hier)
cmd-season-name = saison
cmd-season-desc = Die Saisons der Rangliste dieses Servers
cmd-season-new-name = neu
cmd-season-new-desc = Neue Saison starten (Server verwalten)
cmd-season-new-name-name = titel
cmd-season-new-name-desc = der Name der Saison (Standard: Saison N)
cmd-season-list-name = liste
cmd-season-list-desc = Alle Saisons dieses Servers
cmd-games-name = partien
cmd-games-desc = Partien und Lobbys hier: wer dran ist, Links
cmd-games-mine-name = meine
cmd-games-mine-desc = nur die Partien, die auf dich warten
cmd-notify-name = erinnerungen
cmd-notify-desc = Erinnerungen an zeitversetzte Entscheidungen
cmd-notify-how-name = wie
cmd-notify-how-desc = im Spielkanal, per Direktnachricht oder nie
cmd-notify-how-channel = im Kanal
cmd-notify-how-dm = per Direktnachricht
cmd-notify-how-off = gar nicht
cmd-settings-name = einstellungen
cmd-settings-desc = Standards für neue Partien (Server verwalten)
cmd-settings-show-name = anzeigen
cmd-settings-show-desc = Coup-Einstellungen des Servers anzeigen
cmd-settings-set-name = ändern
cmd-settings-set-desc = Standards ändern (Server verwalten)
cmd-settings-set-mode-name = modus
cmd-settings-set-mode-desc = standardmäßig Echtzeit oder zeitversetzt
cmd-settings-set-mode-live = Echtzeit
cmd-settings-set-mode-async = Zeitversetzt
cmd-settings-set-thread-name = eigener_thread
cmd-settings-set-thread-desc = jede Partie im eigenen Thread
cmd-settings-set-missed_turns-name = verpasste_züge
cmd-settings-set-missed_turns-desc = verpasste Züge in Folge bis zur Aufgabe
cmd-settings-set-live_window-name = echtzeit_antwort
cmd-settings-set-live_window-desc = Echtzeit: Antwortzeit, z. B. 30s
cmd-settings-set-live_turn-name = echtzeit_zug
cmd-settings-set-live_turn-desc = Echtzeit: Zeit pro Zug, z. B. 90s
cmd-settings-set-async_window-name = zeitversetzt_antwort
cmd-settings-set-async_window-desc = zeitversetzt: Antwortzeit, z. B. 8h
cmd-settings-set-async_turn-name = zeitversetzt_zug
cmd-settings-set-async_turn-desc = zeitversetzt: Zeit pro Zug, z. B. 24h
cmd-settings-set-language-name = sprache
cmd-settings-set-language-desc = Spielsprache (Standard: die des Servers)
cmd-settings-set-reformation-name = reformation
cmd-settings-set-reformation-desc = neue Partien standardmäßig mit Reformation
cmd-settings-set-inquisitor-name = inquisitor
cmd-settings-set-inquisitor-desc = neue Partien standardmäßig mit Inquisitor
cmd-settings-set-autopilot-name = autopilot
cmd-settings-set-autopilot-desc = Autopilot erlauben
cmd-settings-set-handoff-name = platz_abgeben
cmd-settings-set-handoff-desc = Platzübergabe erlauben
cmd-settings-set-public_replays-name = wiederholung_öffentlich
cmd-settings-set-public_replays-desc = Wiederholungen für alle im Kanal zeigen
cmd-settings-set-language-server = die des Servers
cmd-settings-channels-name = kanäle
cmd-settings-channels-desc = Kanäle für Partien (Server verwalten)
cmd-settings-channels-action-name = aktion
cmd-settings-channels-action-desc = Kanal hinzufügen, entfernen oder Liste leeren
cmd-settings-channels-action-add = hinzufügen
cmd-settings-channels-action-remove = entfernen
cmd-settings-channels-action-clear = leeren
cmd-settings-channels-channel-name = kanal
cmd-settings-channels-channel-desc = der Kanal
thread-name = Coup · Tisch von { $name }

## The reference card

rules = **Coup — Übersichtskarte**
    In deinem Zug machst du genau eine Aktion. Mit 10+ Münzen musst du einen Coup machen.
    • **Einkommen** +1 · niemand kann es verhindern
    • **Entwicklungshilfe** +2 · jeder Spieler kann sie mit 👑 Großherzog blocken
    • **Coup** zahle 7 · das Ziel verliert einen Einfluss · kann weder geblockt noch angezweifelt werden
    • 👑 **Großherzog — Steuern** +3 · kann nicht geblockt werden
    • 🗡️ **Attentäterin — Attentat** zahle 3 · das Ziel verliert einen Einfluss · das Ziel kann mit 🌹 Contessa blocken
    { $characters }
    { "**" }Behauptungen** dürfen Bluffs sein. Jeder darf eine Behauptung **anzweifeln**: War sie wahr, verliert der Zweifler einen Einfluss und die Karte wird ersetzt; sonst verliert der Behauptende einen und die Aktion scheitert (die Münzen der Attentäterin kommen zurück).
    Erst wird angezweifelt, dann geblockt; jeder Block kann ebenfalls angezweifelt werden.
    Wer beide Karten verliert, scheidet aus. Wer als Letzter noch eine Karte hat, gewinnt.
rules-reformation = **Reformation** (hier gespielt)
    Jeder Spieler gehört zu den 🟦 Loyalisten oder den 🟥 Reformisten, wie der Tisch zeigt: Der Startspieler wählt, die anderen wechseln sich im Uhrzeigersinn ab.
    Solange die Verbliebenen gespalten sind, darfst du gegen einen Spieler deiner eigenen Fraktion { $inquisitor ->
        [yes] weder Coup noch Attentat, Diebstahl oder Verhör
       *[no] weder Coup noch Attentat oder Diebstahl
    } einsetzen und auch seine Entwicklungshilfe nicht blocken. Sobald alle Verbliebenen zu einer Fraktion gehören, darf jeder jeden als Ziel wählen (und eine Bekehrung kann sie wieder spalten).
    • **Bekehrung** zahle 1, um deine eigene Fraktion zu wechseln, oder 2, um die eines anderen Spielers zu wechseln · die Münzen kommen in die **Staatsreserve** · keine Behauptung: kann weder angezweifelt noch geblockt werden
    • **Unterschlagung** behaupte, **keinen** 👑 Großherzog zu haben, und nimm alle Münzen der Staatsreserve · jeder darf anzweifeln: Wer einen Großherzog hat, muss nachgeben; wer keinen hat, darf die ganze Hand zeigen (dann verliert der Zweifler einen Einfluss und die gezeigten Karten werden ersetzt)
    Es gibt keinen Teamsieg: Wer als Letzter noch eine Karte hat, gewinnt allein.
rules-ambassador =
    • ⚓ **Captain — Diebstahl** nimm einem Spieler 2 ab · das Ziel kann mit ⚓ Captain oder 📜 Botschafter blocken
    • 📜 **Botschafter — Austausch** ziehe 2, behalte so viele, wie du hattest, lege den Rest zurück
rules-inquisitor =
    • ⚓ **Captain — Diebstahl** nimm einem Spieler 2 ab · das Ziel kann mit ⚓ Captain oder 🔍 Inquisitor blocken
    • 🔍 **Inquisitor — Austausch** ziehe 1, behalte so viele, wie du hattest, lege eine zurück
    • 🔍 **Inquisitor — Verhör** ein anderer Spieler zeigt dir heimlich eine Karte seiner Wahl; gib sie zurück oder zwinge ihn, sie gegen eine Karte vom Hofstapel zu tauschen · im Kanal steht nur, wer wen verhört hat und ob ein Tausch erzwungen wurde


## Data rights (/coup privacy)

cmd-privacy-name = datenschutz
cmd-privacy-desc = Was der Bot über dich speichert; löschen
cmd-privacy-show-name = anzeigen
cmd-privacy-show-desc = Was der Bot über dich speichert
cmd-privacy-forget-name = vergessen
cmd-privacy-forget-desc = Vergessen werden; Ergebnisse bleiben anonym
former-player = ein früherer Spieler
privacy-none = keine
privacy-report = **Was dieser Bot über dich speichert**
    Dein Name in seinen Partien: { $names }
    Partien und Lobbys, an denen du saßt: { $games } · gezählte Ergebnisse: { $results } · zu Ende gespielte Serien: { $series } · Zeilen der Rangliste: { $standings }
    Deine Erinnerungswahl: { $notify } · Erinnerungen an offene Entscheidungen: { $reminders }
    Server, deren Einstellungen du zuletzt geändert hast: { $settings } · Saisons, die du begonnen hast: { $seasons }
    `/coup datenschutz vergessen` löscht deine Wahl und deine Erinnerungen und nimmt deine ID und deinen Namen aus jeder Partie: Deine Ergebnisse zählen für die anderen weiter, als die eines früheren Spielers.
privacy-forgotten = Erledigt: Der Bot kennt dich nicht mehr. Deine früheren Partien und Ergebnisse zeigen „ein früherer Spieler“, wo dein Name stand.
privacy-confirm = **Soll der Bot dich vergessen?** Er löscht deine Einstellungen und Erinnerungen und nimmt deine ID und deinen Namen endgültig aus allen Partien: Deine Ergebnisse zählen für die anderen weiter, als die eines früheren Spielers. Das lässt sich nicht rückgängig machen.
button-forget_me = Vergiss mich
privacy-notify-channel = im Kanal der Partie
privacy-notify-dm = per Direktnachricht
privacy-notify-off = keine Erinnerungen
no-privacy_seated = Du sitzt in einer Lobby oder einer laufenden Partie, oder ein Computerspieler spielt dort auf deinem Platz: Verlass sie zuerst (`/coup verlassen`) oder warte das Ende dieser Partie ab, und frag dann noch einmal. Eine Serie, die noch läuft, zählt auch: Verlass sie mit **Die ganze Serie verlassen**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = Tippen
button-guess_bluff = Bluff
button-guess_honest = Ehrlich
button-replay = Wiederholung
button-board_wins = Nach Siegen
button-board_rating = Nach Spielstärke
button-board_reads = Nach Tipps
predict-ask = Blufft **{ $name }** mit { $card }? Niemand sieht deinen Tipp vor dem Ende der Partie{ $until }.
predict-kept_bluff = Dein Tipp: **Bluff**. Niemand sieht ihn vor dem Ende der Partie; du kannst ihn ändern, solange die Behauptung angezweifelt werden kann.
predict-kept_honest = Dein Tipp: **ehrlich**. Niemand sieht ihn vor dem Ende der Partie; du kannst ihn ändern, solange die Behauptung angezweifelt werden kann.
no-predict_closed = Diese Behauptung kann nicht mehr angezweifelt werden: Tipps darauf sind geschlossen.
no-predict_seated = Wer noch im Spiel ist, kann nicht tippen: Tipps sind für Zuschauer und Ausgeschiedene.
no-replay_running = Diese Partie läuft noch: ihre Wiederholung gibt es, wenn sie vorbei ist.
no-replay_cancelled = Diese Partie wurde vor ihrem Ende abgebrochen: sie hat keine Wiederholung.
no-replay_unknown = Dieser Server hat keine Partie mit dieser Nummer (`/coup verlauf` zeigt deine Partien).
no-replay_none_here = In diesem Kanal ist noch keine Partie zu Ende gespielt worden (`/coup verlauf` zeigt deine Partien mit ihren Nummern).
no-replay_not_yours = Nur wer diese Wiederholung geöffnet hat, blättert darin: `/coup wiederholung partie:{ $id }` öffnet deine eigene.
replay-title = **Wiederholung · Partie #{ $id }** · Seite { $page }/{ $pages }
replay-hands = Alle Hände zu Beginn des Zuges:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· aufgedeckt: { $cards }
replay-hand_out = • ~~{ $name }~~ · ausgeschieden · { $revealed }
replay-no_cards = keine verdeckte Karte
replay-drawn = 🔒 { $name } zieht { $cards }.
replay-kept = 🔒 { $name } behält { $cards }.
replay-replace = 🔒 { $name } zieht { $card } als Ersatz.
replay-redraw = 🔒 { $name } zieht { $card } anstelle der gezeigten Karte.
replay-shown = 🔒 { $target } zeigt { $name } { $card }.
replay-draft_options = 🔒 { $name } wählt aus { $cards }.
replay-drafted = 🔒 { $name } behält { $card }.
replay-bluff = { " " }— 🎭 **Bluff**
over-awards = **Auszeichnungen**
award-bluffer =
    🎭 Kühnster Bluff: { $names } ({ $n ->
        [one] { $n } Bluff, nie aufgeflogen
       *[other] { $n } Bluffs in Folge, nie aufgeflogen
    })
award-reader =
    🔍 Bester Riecher: { $names } ({ $n ->
        [one] { $n } Bluff entlarvt oder Block gehalten
       *[other] { $n } Bluffs entlarvt oder Blocks gehalten
    })
award-blunder-challenge =
    💸 Teuerster Fehler: { $name }, Zug { $turn }: eine wahre Behauptung angezweifelt ({ $n ->
        [one] { $n } Karte verloren
       *[other] { $n } Karten verloren
    })
award-blunder-bluff =
    💸 Teuerster Fehler: { $name }, Zug { $turn }: ein Bluff aufgeflogen ({ $n ->
        [one] { $n } Karte verloren
       *[other] { $n } Karten verloren
    })
award-blunder_out = { " " }— und ausgeschieden
award-fastest = ⚡ Schnellste Entscheidungen: { $names } ({ $seconds } s pro Entscheidung)
award-slowest = 🐢 Langsamste Entscheidungen: { $names } ({ $seconds } s pro Entscheidung)
over-predictions = 🔮 **Tipps** (richtig von abgegeben): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = kühnster Bluff
chart-award-reader = bester Riecher
chart-award-blunder = teuerster Fehler
chart-award-fastest = am schnellsten
chart-award-slowest = am langsamsten
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **Spielstärke · { $season }** (Seite { $page }/{ $pages })
board-title_reads = **Bester Riecher · { $season }** (Seite { $page }/{ $pages })
board-empty_rating =
    { $n ->
        [one] Noch niemand hat diese Saison { $n } Partie gespielt.
       *[other] Noch niemand hat diese Saison { $n } Partien gespielt.
    }
board-empty_reads = Noch niemand hat diese Saison getippt.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] Partie
       *[other] Partien
    }
board-row_reads = { $rank }. { $name } · richtig: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] Die Spielstärke ist das Können, das die Partien zeigen, abzüglich dreimal seiner Unsicherheit (±); gewertet wird ab { $n } Partie in der Saison.
       *[other] Die Spielstärke ist das Können, das die Partien zeigen, abzüglich dreimal seiner Unsicherheit (±); gewertet wird ab { $n } Partien in der Saison.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] Partie
       *[other] Partien
    }
stats-awards = Auszeichnungen: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = Richtige Tipps: { $right }/{ $made }
stats-rating =
    Spielstärke diese Saison: { $rating } nach { $games } { $games ->
        [one] Partie
       *[other] Partien
    }
history-replay = Wähle unten eine aus, um sie mit allen Karten offen anzusehen.
select-replay = Eine Partie wiederholen, Karten offen
history-pick = Partie #{ $id } · Platz { $finish } von { $players }

## Das Formular von /coup new (issue 37)
form-title = Eine neue Partie Coup
form-mode = Spielweise
form-live = Echtzeit: Antworten in Sekunden
form-async = Zeitversetzt: Stunden zum Antworten
form-length = Zeit zum Antworten (zeitversetzt)
form-length_help = Ein Zug dauert dreimal so lang; in Echtzeit wird in Sekunden geantwortet.
form-length_default = Die Einstellung des Servers ({ $length })
form-hours =
    { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
form-variant = Variante
form-draft = Draft: zu zweit wählt jeder seine Karte
form-expansions = Erweiterungen
form-reformation = Reformation: Fraktionen, Bekehrung, Unterschlagung
form-inquisitor = Inquisitor: ersetzt den Botschafter
form-more = Außerdem
form-series = Eine Serie über drei Partien (2–6 Spieler)
form-thread = In einem eigenen neuen Thread spielen
no-form_value = Die Auswahl „{ $option }“ des Formulars gibt es nicht: öffne es mit `/coup neu` neu.

## Spielen außerhalb eines Servers (issue 37)
no-dm_live_only = Außerhalb eines Servers wird nur in Echtzeit gespielt, direkt hier: keine zeitversetzten Partien, keine Threads.
no-time_ran_out = ⏰ Die Zeit war vor deinem Klick abgelaufen: So steht die Partie jetzt.
board-dm_clock = abgelaufene Zeit wird beim nächsten Klick angewendet
rules-dm = **In einer Gruppen-DM oder einer DM unter Freunden**
    Der Bot spricht hier nur, wenn jemand klickt oder einen Befehl eingibt, also:
    • es wird nur in Echtzeit gespielt (keine zeitversetzten Partien, keine Threads, keine Erinnerungen);
    • jede Entscheidung erscheint in der Antwort auf den Klick, der sie getroffen hat;
    • eine Entscheidung, deren Zeit abgelaufen ist, wird beim nächsten Klick auf die Partie entschieden: drück einen beliebigen ihrer Knöpfe.
