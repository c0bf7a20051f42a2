### Hindi: every message the bot shows (see en.ftl for the English originals).
###
### Register: the bot says « आप » to everyone, and asks with the polite imperative
### (« चुनें », « दबाएँ »). The characters are ड्यूक, हत्यारा, कप्तान, राजदूत, काउंटेस and
### पूछताछकर्ता; the actions आय, विदेशी सहायता, तख़्तापलट, कर, हत्या, चोरी, अदला-बदली,
### धर्मांतरण, ग़बन and पूछताछ; a claim is दावा, to challenge is चुनौती देना, to block is
### रोकना, a card is पत्ता, the deck is दरबार की गड्डी, the Treasury Reserve राजकोष.
###
### A few habits keep the sentences right whatever fills them in:
###
### * a player's gender is unknown, and a Hindi verb agrees with its subject, so the log
###   tells what happened in the perfective with « ने », where the verb agrees with its object
###   (« { $name } ने दावा किया »), or with « को » and « होगा » (« { $name } को पत्ता खोना होगा »),
###   or with a verb that does not change (« बाहर है »);
### * a counted word follows Hindi's CLDR plural categories: [one] is 0 and 1 (« 1 सिक्का »,
###   « 0 सिक्का »), *[other] the rest (« 2 सिक्के »); a word that does not change
###   (« खिलाड़ी ») is still chosen by its number;
### * the slash commands named in a sentence are given by their Hindi names (cmd-*).

## The game's nouns

card-Duke = ड्यूक
card-Assassin = हत्यारा
card-Captain = कप्तान
card-Ambassador = राजदूत
card-Contessa = काउंटेस
card-Inquisitor = पूछताछकर्ता
action-income = आय
action-foreign_aid = विदेशी सहायता
action-coup = तख़्तापलट
action-tax = कर
action-assassinate = हत्या
action-steal = चोरी
action-exchange = अदला-बदली
action-convert = धर्मांतरण
action-embezzle = ग़बन
action-examine = पूछताछ
coins =
    { $n ->
        [one] { $n } सिक्का
       *[other] { $n } सिक्के
    }
list-join = { $head } और { $last }
level-easy = आसान
level-normal = सामान्य
level-hard = कठिन
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }, { $person } की जगह)
mode-live = लाइव
mode-async = पत्राचार
variant-standard = मानक
variant-draft = ड्राफ़्ट
card-no_duke = “{ $duke } नहीं”
option-reformation = धर्मसुधार
option-inquisitor = पूछताछकर्ता

## The game's log

turn-title = **चाल { $n }** · { $name }
turn-draft = **ड्राफ़्ट** · दो खिलाड़ी, सात पत्ते
log-start =
    { $n ->
        [one] खेल { $n } खिलाड़ी के साथ शुरू होता है। पहली चाल **{ $name }** की।
       *[other] खेल { $n } खिलाड़ियों के साथ शुरू होता है। पहली चाल **{ $name }** की।
    }
log-drafted = { $name } ने एक पत्ता चुन लिया।
log-turn = चाल { $n }: { $name }।
log-turn_word = चाल
log-title = **खेल का लॉग** · पेज { $page }/{ $pages }
log-declare-foreign_aid = { $name } ने विदेशी सहायता (+2) माँगी।
log-declare-coup = { $name } ने 7 सिक्के देकर { $target } पर **तख़्तापलट** किया।
log-declare-tax = { $name } ने { $card } होने का दावा किया — कर (+3)।
log-declare-assassinate = { $name } ने { $card } होने का दावा किया और { $target } की हत्या के लिए 3 सिक्के दिए।
log-declare-steal = { $name } ने { $target } से चोरी के लिए { $card } होने का दावा किया।
log-declare-exchange = { $name } ने दरबार की गड्डी से पत्ते बदलने के लिए { $card } होने का दावा किया।
log-declare-examine = { $name } ने { $target } से पूछताछ के लिए { $card } होने का दावा किया।
log-declare-embezzle = { $name } ने 👑 **ड्यूक** न होने का दावा करके राजकोष का ग़बन किया।
log-declare-convert = { $name } { $target } का धर्मांतरण करने के लिए राजकोष में { $coins } डालते हैं।
log-declare-convert_self = { $name } दूसरे गुट में धर्मांतरण के लिए राजकोष में { $coins } डालते हैं।
log-faction_choice = पत्ते बँट गए। **{ $name }** मेज़ के लिए गुट चुनेंगे; बाक़ी बारी-बारी से उलटा गुट लेंगे।
log-faction = { $name }: { $faction }।
log-embezzled = { $name } राजकोष से { $coins } लेते हैं।
log-show = { $target } ने { $name } को चुपके से एक पत्ता दिखाया।
log-give_back = { $name } ने { $target } का पत्ता लौटा दिया।
log-force_exchange = { $name } ने { $target } से दिखाया गया पत्ता बदलवाया: { $target } दरबार की गड्डी से नया पत्ता लेते हैं।
log-prove_hand = { $name } ने अपना पूरा हाथ दिखाया: { $cards } — ड्यूक नहीं है, दावा सही है। पत्ते दरबार की गड्डी में लौटते हैं और { $name } उतने ही नए पत्ते लेते हैं।
log-gain = { $name } { $coins } लेते हैं।
log-steal = { $name } { $target } से { $coins } लेते हैं।
log-refund = { $name } { $coins } वापस पाते हैं।
log-challenge = ⚔️ { $name } ने { $target } के { $card } के दावे को चुनौती दी!
log-prove = { $name } ने { $card } का पत्ता दिखाया: दावा सही है। पत्ता दरबार की गड्डी में लौटता है और { $name } बदले में नया पत्ता लेते हैं।
log-concede = { $name } ने { $card } का पत्ता नहीं दिखाया: दावा ग़लत निकला।
log-concede_no_duke = { $name } ने अपना हाथ नहीं दिखाया: { $duke } न होने का दावा ग़लत निकला।
log-block = 🛡️ { $name } ने { $card } से रोका।
log-blocked = { $name } की { $action } की कोशिश रोक दी गई।
log-reveal = { $name } का एक प्रभाव गया: { $card } का पत्ता खुल गया।
log-eliminate = 💀 { $name } खेल से बाहर है।
log-exchange =
    { $n ->
        [one] { $name } ने दरबार की गड्डी से { $n } पत्ता लिया।
       *[other] { $name } ने दरबार की गड्डी से { $n } पत्ते लिए।
    }
log-exchanged =
    { $n ->
        [one] { $name } ने { $n } पत्ता लौटाया; दरबार की गड्डी फेंटी गई।
       *[other] { $name } ने { $n } पत्ते लौटाए; दरबार की गड्डी फेंटी गई।
    }
log-no_effect = { $action } का कोई असर नहीं: { $target } पहले ही बाहर है।
log-cancelled = { $name } की { $action } की कोशिश रद्द हो गई।
log-timeout-window = ⏰ समय ख़त्म: किसी और ने जवाब नहीं दिया, इसलिए यह हो जाता है।
log-timeout-challenge = ⏰ समय ख़त्म: किसी ने { $name } के { $card } के दावे को चुनौती नहीं दी।
log-timeout-block = ⏰ समय ख़त्म: किसी ने { $action } को नहीं रोका, इसलिए यह हो जाता है।
log-timeout-player = ⏰ { $name } का समय ख़त्म हो गया।
log-forfeit = 🏳️ { $name } ने हार मान ली।
log-forfeit_cards = 🏳️ { $name } ने हार मान ली और अपने पत्ते खोल दिए: { $cards }।
log-more_time = ⏳ { $name } ने और समय माँगा: अब समय-सीमा { $until } है।
log-departed = 🚪 { $name } ने सर्वर छोड़ दिया, इसलिए उनकी हार मानी गई।
log-autopilot = ⏰ { $name } का समय ख़त्म हो गया: उनकी जगह कंप्यूटर फ़ैसला करेगा (ऑटोपायलट)।
log-autopilot_allow = ⏰ { $name } का समय ख़त्म हो गया: चाल जाने दी गई (ऑटोपायलट)।
log-handed_off = 🤖 { $name } ने सीट सँभाल ली, उसी के पत्तों और सिक्कों के साथ।
log-table_cancelled = 🛑 खेल { $name } ने रद्द कर दिया।
log-table_cancelled_moderator = 🛑 एक मॉडरेटर ने खेल रद्द कर दिया।

## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }या{ " " }
await-action = **{ $name }**, अपनी चाल चुनें{ $until }
await-challenge = { $name } के { $card } के दावे को चुनौती दें या जाने दें{ $until } · इंतज़ार: { $who }
await-block = { $cards } से रोकें, या जाने दें{ $until } · इंतज़ार: { $who }
await-prove = **{ $name }** को { $card } का पत्ता दिखाना होगा या एक पत्ता खोना होगा{ $until }
await-prove_hand = **{ $name }** को पूरा हाथ दिखाना होगा (ड्यूक नहीं) या एक पत्ता खोना होगा{ $until }
await-faction = **{ $name }** मेज़ के लिए गुट चुन रहे हैं{ $until }
await-show = **{ $name }** चुन रहे हैं कि { $actor } को चुपके से कौन-सा पत्ता दिखाएँ{ $until }
await-examine = **{ $name }** तय कर रहे हैं: { $target } का पत्ता लौटाएँ या अदला-बदली करवाएँ{ $until }
await-must_coup = **{ $name }** के पास 10 या ज़्यादा सिक्के हैं: उन्हें तख़्तापलट करना होगा{ $until }
await-lose = **{ $name }** को खोने के लिए एक पत्ता चुनना होगा{ $until }
await-exchange = **{ $name }** चुन रहे हैं कि कौन-से पत्ते रखें{ $until }
await-draft = हर खिलाड़ी अपने सेट से एक पत्ता चुनता है{ $until } · इंतज़ार: { $who }
await-over = खेल ख़त्म हो गया।

## The board

board-out = बाहर
board-court =
    { $n ->
        [one] दरबार की गड्डी: { $n } पत्ता
       *[other] दरबार की गड्डी: { $n } पत्ते
    }
board-footer = { $mode } खेल · { $variant }
board-footer_options = { $footer } · { $options }
board-reserve = राजकोष: { $coins }
board-auto = ⏩ दूसरों के दावों पर जिनका इंतज़ार नहीं होता: { $names }
board-factions = गुट: { $loyalist } · { $reformist }
board-reunified = { " " }— बचे हुए सब एक ही गुट में हैं: किसी को भी निशाना बनाया जा सकता है

## Buttons

button-challenge = चुनौती
button-allow = जाने दें
button-block = रोकें ({ $card })
button-cards = मेरे पत्ते
button-more_time = और समय
button-lose = मेरा पत्ता चुनें
button-prove = दिखाएँ या पत्ता खोएँ
button-exchange = रखने वाले पत्ते चुनें
button-draft = मेरा पत्ता चुनें
button-show_card = दिखाने वाला पत्ता चुनें
button-examine = पत्ता देखें और तय करें
button-show_hand = मेरा पूरा हाथ दिखाएँ (ड्यूक नहीं)
button-give_back = लौटा दें
button-force_exchange = अदला-बदली करवाएँ
button-action_more = { $action }…
button-action_target = { $action } → { $target }
button-show = { $card } दिखाएँ
button-lose_card = { $card } खोएँ
button-pick = { $card } रखें
button-join = जुड़ें
button-leave = छोड़ें
button-start = शुरू करें
button-cancel = रद्द करें
button-forfeit = यह खेल छोड़ दें
button-abandon_series = पूरी सीरीज़ छोड़ें
button-auto_on = मेरा इंतज़ार न करें
button-auto_off = फिर से मेरा इंतज़ार करें
button-autopilot_on = समय ख़त्म होने पर ऑटोपायलट
button-autopilot_off = मेरा ऑटोपायलट बंद करें
button-handoff = मेरी सीट कंप्यूटर को दें
button-rematch = दोबारा खेलें
select-target = { $action }: खिलाड़ी चुनें
select-keep =
    { $n ->
        [one] ठीक { $n } पत्ता रखें
       *[other] ठीक { $n } पत्ते रखें
    }
select-in_hand = आपके हाथ में
select-drawn = लिया गया
select-convert_self = { $name } (आप)
select-convert = { $faction } → { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = आपके पत्ते: { $cards }
hand-not_picked = आपने अभी अपना पत्ता नहीं चुना है।
hand-none = आपके पास कोई छिपा पत्ता नहीं बचा।
hand-revealed = खुले पत्ते: { $cards }
hand-coins = सिक्के: { $n }
hand-drawn = दरबार की गड्डी से लिए गए: { $cards }
hand-auto_on = ⏩ इस खेल के बाक़ी हिस्से में, जो दावे और चालें न आपकी हैं न आप पर हैं, वे आपका इंतज़ार किए बिना आगे बढ़ेंगी।
hand-autopilot_on = 🤖 ऑटोपायलट चालू है: आपका समय ख़त्म होने पर आपकी जगह कंप्यूटर फ़ैसला करेगा (छूटी हुई बारियाँ फिर भी गिनी जाएँगी)।
hand-faction = आपका गुट: { $faction }
hand-examined = { $target } ने आपको दिखाया: { $card }
hand-showed = आपने { $actor } को दिखाया: { $card }
hand-redrawn = चाल { $turn } में ज़बरन अदला-बदली: आपने { $shown } का पत्ता दिया और { $drawn } का पत्ता लिया।
private-until = { " " }({ $when })
private-lose = **आपका एक प्रभाव जाता है: खोलने के लिए पत्ता चुनें**{ $until }।
private-prove = आपके { $card } के दावे को चुनौती मिली है! पत्ता दिखाएँ (उसकी जगह नया पत्ता मिलेगा) या अपनी पसंद का एक पत्ता खोएँ{ $until }।
private-prove_hand = आपने ड्यूक न होने का दावा किया और उसे चुनौती मिली है! अपना पूरा हाथ सबको दिखाएँ (ड्यूक नहीं: चुनौती देने वाला एक पत्ता खोता है और आपको नए पत्ते मिलते हैं), या अपनी पसंद का एक पत्ता खोएँ{ $until }।
private-prove_duke = आपने ड्यूक न होने का दावा किया और उसे चुनौती मिली है, पर आपके पास ड्यूक है: आप अपना हाथ नहीं दिखा सकते, इसलिए अपनी पसंद का एक पत्ता खोएँ{ $until }।
private-faction = **अपना गुट चुनें**; घड़ी की दिशा में अगला खिलाड़ी दूसरा गुट लेगा, और इसी तरह आगे{ $until }।
private-show = **{ $actor } को दिखाने के लिए पत्ता चुनें**; इसे सिर्फ़ आप दोनों देखेंगे{ $until }।
private-examine = **पत्ता लौटा दें**, या { $target } से इसे दरबार की गड्डी के पत्ते से बदलवाएँ{ $until }।
private-exchange =
    { $n ->
        [one] **इनमें से { $n } पत्ता रखें**; बाक़ी दरबार की गड्डी में लौट जाएँगे{ $until }।
       *[other] **इनमें से { $n } पत्ते रखें**; बाक़ी दरबार की गड्डी में लौट जाएँगे{ $until }।
    }
private-draft = **अपने सेट से रखने वाला पत्ता चुनें**; बाक़ी चार बिना दिखे खेल से बाहर हो जाएँगे{ $until }।
private-target = **{ $action }**: खिलाड़ी चुनें{ $until }।
done-reveal = आपने अपना पत्ता खोला: { $card }।
done-prove = आपने अपना पत्ता दिखाया: { $card }; आपका नया पत्ता { $new } है।
done-concede = आपने नहीं दिखाया और अपना पत्ता खो दिया: { $card }।
done-keep = आप रखते हैं: { $cards }।
done-prove_hand = आपने अपना हाथ ({ $cards }) दिखाया; आपके नए पत्ते { $new } हैं।
done-show = आपने { $actor } को अपना पत्ता दिखाया: { $card }।
done-give_back = आपने पत्ता लौटा दिया।
done-force_exchange = आपने अदला-बदली करवा दी।
done-draft = आप रखते हैं: { $card }।
done-target = { $target } पर { $action }।
done-convert = आपने राजकोष में भुगतान किया ({ $coins }): अब { $target } { $faction } गुट में हैं।
done-convert_self = आपने राजकोष में भुगतान किया ({ $coins }): अब आप { $faction } गुट में हैं।
done-now = अब: { $what }
done-over = खेल ख़त्म हो गया।

## The lobby

lobby-title = **Coup लॉबी** · { $mode } · { $variant }
lobby-rematch = { " " }· दोबारा खेल: पिछला विजेता शुरू करेगा
lobby-seats = सीट के क्रम में खिलाड़ी:
lobby-host = { " " }(होस्ट)
lobby-autopilot = 🤖 सबके लिए ऑटोपायलट: किसी खिलाड़ी का समय ख़त्म होने पर उसकी जगह कंप्यूटर फ़ैसला करेगा।
lobby-help = सीट लेने के लिए **जुड़ें** दबाएँ। होस्ट **शुरू करें** दबाते हैं (2–10 खिलाड़ी)।
lobby-help_series = सीट लेने के लिए **जुड़ें** दबाएँ। होस्ट **शुरू करें** दबाते हैं (सीरीज़ के लिए 2–6 खिलाड़ी)।
lobby-help_draft = सीट लेने के लिए **जुड़ें** दबाएँ। होस्ट **शुरू करें** दबाते हैं (ड्राफ़्ट के लिए ठीक 2 खिलाड़ी)।
lobby-started = **Coup** · { $mode } · { $variant } — खेल शुरू हो गया।
lobby-cancelled = **Coup** · { $mode } · { $variant } — खेल रद्द कर दिया गया।
lobby-finished = **Coup** · { $mode } · { $variant } — खेल ख़त्म हो गया।
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — लॉबी रद्द कर दी गई।

## The end of a game

over-winner =
    { $turns ->
        [one] 🏆 **{ $name } की जीत**, { $turns } चाल के बाद।
       *[other] 🏆 **{ $name } की जीत**, { $turns } चालों के बाद।
    }
over-bluffs = झाँसे, जो अब बताए जा सकते हैं:
over-bluff-action = चाल { $turn }: { $name } ने बिना { $card } के उसका दावा किया{ $caught }।
over-bluff-block = चाल { $turn }: { $name } ने बिना { $card } के उससे रोका{ $caught }।
over-bluff-embezzle = चाल { $turn }: { $name } ने { $duke } होते हुए भी उसके न होने का दावा किया{ $caught }।
over-bluff-caught = { " " }— पकड़ा गया
over-no_bluffs = किसी ने झाँसा नहीं दिया।
status-last_game = अभी यहाँ कोई खेल नहीं चल रहा। पिछला खेल:
status-cancelled = यह ख़त्म होने से पहले रद्द कर दिया गया।
over-rematch = होस्ट इन्हीं खिलाड़ियों के साथ दोबारा खेल शुरू कर सकते हैं; विजेता शुरू करेगा।
series-standing =
    { $done ->
        [one] **सीरीज़** · 3 में से { $done } खेल हुआ · जीत: { $wins } · अगला खेल { $starter } शुरू करेंगे।
       *[other] **सीरीज़** · 3 में से { $done } खेल हुए · जीत: { $wins } · अगला खेल { $starter } शुरू करेंगे।
    }
series-next_help = सब तैयार हों तो होस्ट **अगला खेल** दबाते हैं।
series-game_stand_in =
    { $turns ->
        [one] खेल { $k }: सीट सँभालने वाला कंप्यूटर { $turns } चाल में जीता (सीरीज़ में यह जीत किसी की नहीं)।
       *[other] खेल { $k }: सीट सँभालने वाला कंप्यूटर { $turns } चालों में जीता (सीरीज़ में यह जीत किसी की नहीं)।
    }
series-game =
    { $turns ->
        [one] खेल { $k }: **{ $name }** { $turns } चाल में जीते।
       *[other] खेल { $k }: **{ $name }** { $turns } चालों में जीते।
    }
series-won =
    { $n ->
        [one] 🏆 **सीरीज़ { $name } के नाम**, { $n } जीत के साथ!
       *[other] 🏆 **सीरीज़ { $name } के नाम**, { $n } जीतों के साथ!
    }
series-shared =
    { $n ->
        [one] 🤝 **{ $names } ने सीरीज़ बाँटी**, हर एक की { $n } जीत।
       *[other] 🤝 **{ $names } ने सीरीज़ बाँटी**, हर एक की { $n } जीतें।
    }
series-abandoned = सीरीज़ छोड़ दी गई: { $name } ने इसे छोड़ दिया। अब तक की जीत: { $wins }। कोई विजेता नहीं।
series-cancelled = सीरीज़ रद्द कर दी गई।
series-lobby = { " " }· तीन खेलों की सीरीज़
series-left = { $name } ने सीरीज़ छोड़ दी: यह अब तक की जीतों के साथ छोड़ी गई, और कोई विजेता नहीं।
leave-confirm_game = खेल छोड़ें? इससे आपकी हार मानी जाएगी: आपके पत्ते खुल जाएँगे और आप बाहर हो जाएँगे। पक्का करने के लिए बटन दबाएँ; नहीं तो कुछ नहीं होगा।
leave-or_series = सीरीज़ में हार मानने से सिर्फ़ यह खेल हारते हैं; पूरी सीरीज़ छोड़ने से वह सबके लिए छूट जाती है, और कोई विजेता नहीं होता।
leave-or_handoff = या अपनी सीट कंप्यूटर को दे दें: वह आपके पत्तों और सिक्कों से इस खेल का बाक़ी हिस्सा खेलेगा, और नतीजा उसका होगा, आपका नहीं।
leave-confirm_series = सीरीज़ छोड़ें? यह अब तक की जीतों के साथ छूट जाएगी, और कोई विजेता नहीं होगा। पक्का करने के लिए बटन दबाएँ; नहीं तो कुछ नहीं होगा।
ok-left_series = आपने सीरीज़ छोड़ दी।
series-cancelled_by = { $name } ने सीरीज़ रद्द कर दी।
button-next_game = अगला खेल
chart-coins = सिक्के
chart-cards = पत्ते
chart-turn = चाल
chart-winner = विजेता
chart-player = खिलाड़ी { $n }

## Standings

board-title = **लीडरबोर्ड · { $season }** (पेज { $page }/{ $pages })
board-empty = इस सीज़न में अभी तक किसी ने खेल पूरा नहीं किया।
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · { $games } { $games ->
        [one] खेल
       *[other] खेलों
    } में **{ $wins }** { $wins ->
        [one] जीत
       *[other] जीतें
    } ({ $rate }){ $series }
board-series = { " " }· सीरीज़ जीतीं { $won }, बाँटीं { $shared }
board-computers = कंप्यूटर खिलाड़ी (रैंक में नहीं):
board-computer_row =
    • { $level }: { $games } { $games ->
        [one] खेल
       *[other] खेलों
    } में { $wins } { $wins ->
        [one] जीत
       *[other] जीतें
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = इस सर्वर के सभी सीज़न
stats-games = खेल: { $games } · जीत: { $wins } ({ $rate }) · औसत स्थान: { $finish }
stats-series = सीरीज़: { $played } · जीतीं { $won } · बाँटीं { $shared } · छोड़ी गईं { $abandoned }
stats-challenges = दी गई चुनौतियाँ: { $made } · जीतीं: { $won }
stats-bluffs = दावे: { $claims } · झाँसे: { $bluffs } · पकड़े गए: { $caught }
stats-blocks = रोकना: { $n }
stats-never = { $name } ने इस सर्वर पर अभी तक कोई खेल पूरा नहीं किया।
history-title = **{ $name }** · इस सर्वर पर हाल के खेल
history-won =
    { $when } · 🏆 जीते ({ $players } { $players ->
        [one] खिलाड़ी
       *[other] खिलाड़ी
    }, { $turns } { $turns ->
        [one] चाल
       *[other] चालें
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [one] { $when } · { $players } में से स्थान #{ $finish } ({ $turns } चाल){ $series } · { $link }
       *[other] { $when } · { $players } में से स्थान #{ $finish } ({ $turns } चालें){ $series } · { $link }
    }
history-in_series = { " " }· सीरीज़ का खेल { $k }
history-series_title = सीरीज़:
history-series-won =
    { $wins ->
        [one] { $when } · { $wins } जीत के साथ सीरीज़ जीती · { $channel }
       *[other] { $when } · { $wins } जीतों के साथ सीरीज़ जीती · { $channel }
    }
history-series-shared =
    { $wins ->
        [one] { $when } · { $wins } जीत के साथ सीरीज़ बाँटी · { $channel }
       *[other] { $when } · { $wins } जीतों के साथ सीरीज़ बाँटी · { $channel }
    }
history-series-lost =
    { $wins ->
        [one] { $when } · सीरीज़ हारी ({ $wins } जीत) · { $channel }
       *[other] { $when } · सीरीज़ हारी ({ $wins } जीतें) · { $channel }
    }
history-series-abandoned =
    { $wins ->
        [one] { $when } · सीरीज़ छोड़ी गई (तब तक { $wins } जीत) · { $channel }
       *[other] { $when } · सीरीज़ छोड़ी गई (तब तक { $wins } जीतें) · { $channel }
    }
season-unknown = इस सर्वर पर सीज़न { $n } नहीं है। `/coup सीज़न सूची` सब दिखाता है।
season-started = { $by } ने **{ $name }** (सीज़न { $n }) शुरू किया। पुराने सीज़न `/coup लीडरबोर्ड सीज़न:` से देखे जा सकते हैं।
season-list = **सीज़न** (नए पहले):
season-row = { $n }. { $name } · { $when } से
season-none = अभी कोई सीज़न नहीं: यहाँ खेला गया पहला खेल सीज़न 1 शुरू करेगा।

## Reminders

remind-channel = ⏰ याद दिलाना: { $what }
remind-dm =
    ⏰ **{ $server }** से याद दिलाना: { $what }
    { $link }
remind-channel_last = ⏰ आख़िरी बार याद दिलाना, समय लगभग ख़त्म है: { $what }
remind-dm_last =
    ⏰ **{ $server }** से आख़िरी बार याद दिलाना, समय लगभग ख़त्म है: { $what }
    { $link }

## A server's games and settings

games-title = **इस सर्वर के खेल** ({ $n })
games-title_mine = **आपका इंतज़ार कर रहे खेल** ({ $n })
games-lobby =
    { $n ->
        [one] • लॉबी · { $n } खिलाड़ी · { $mode } · { $link }
       *[other] • लॉबी · { $n } खिलाड़ी · { $mode } · { $link }
    }
games-running =
    { $n ->
        [one] • चाल { $turn } · { $n } खिलाड़ी बचा · { $mode } · इंतज़ार: { $who } { $until } · { $link }
       *[other] • चाल { $turn } · { $n } खिलाड़ी बचे · { $mode } · इंतज़ार: { $who } { $until } · { $link }
    }
games-more = …और { $n } अन्य।
games-none = इस सर्वर पर कोई खेल या लॉबी खुली नहीं है। `/coup नया` से शुरू करें।
games-none_mine = कोई खेल आपका इंतज़ार नहीं कर रहा।
notify-channel = आपके पत्राचार खेलों के फ़ैसलों की याद खेल के चैनल में आपको मेंशन करके दिलाई जाएगी।
notify-dm = आपके पत्राचार खेलों के फ़ैसलों की याद डायरेक्ट मैसेज से दिलाई जाएगी (अगर आपके डायरेक्ट मैसेज बंद हैं तो चैनल में)।
notify-off = आपको पत्राचार खेलों के फ़ैसलों की याद नहीं दिलाई जाएगी।
settings-title = **इस सर्वर की Coup सेटिंग्स** (नए खेलों के लिए डिफ़ॉल्ट)
settings-mode = मोड: { $mode } · हर खेल का अपना थ्रेड: { $thread }
settings-live = लाइव: दावे का जवाब देने के लिए { $window }, एक चाल के लिए { $turn }
settings-async = पत्राचार: दावे का जवाब देने के लिए { $window }, एक चाल के लिए { $turn }
settings-missed = हार मानी जाने से पहले लगातार छूटी चालें: { $n }
settings-expansions = विस्तार: { $expansions }
settings-computers = ऑटोपायलट की अनुमति: { $autopilot } · जाने वाला अपनी सीट कंप्यूटर को दे सकता है: { $handoff }
settings-replays = रीप्ले पूरे चैनल में दिखें: { $public }
settings-none = कोई नहीं
settings-channels = खेल वाले चैनल: { $channels }
settings-any_channel = कोई भी
settings-language = सार्वजनिक संदेशों की भाषा: { $language }
settings-server_language = सर्वर की अपनी
settings-yes = हाँ
settings-no = नहीं
settings-saved = सहेज लिया।
no-duration = `{ $option }`: "{ $value }" 10s से 72h के बीच की अवधि नहीं है (ऐसे लिखें: 30s, 5m, 8h या 1h30m)।
no-settings_nothing = बदलने को कुछ नहीं: कम से कम एक विकल्प दें।
no-settings_channel = इस सर्वर का कोई टेक्स्ट चैनल बताएँ।

## Answers to commands

ok-joined = आप जुड़ गए: सीट { $n }।
ok-left_lobby = आपने लॉबी छोड़ दी।
ok-forfeited = आपने खेल में हार मान ली।
ok-handed_off = आपकी सीट पर अब कंप्यूटर खेल रहा है।
ok-started = खेल शुरू होता है।
ok-cancelled = { $name } ने { $what } रद्द कर दिया।
ok-what-lobby = लॉबी
ok-what-game = खेल
ok-added_computer = { $level ->
        [easy] आसान कंप्यूटर खिलाड़ी जोड़ा गया।
        [hard] कठिन कंप्यूटर खिलाड़ी जोड़ा गया।
       *[normal] सामान्य कंप्यूटर खिलाड़ी जोड़ा गया।
    }
ok-removed_computer = एक कंप्यूटर खिलाड़ी हटाया गया।

## Refusals

no-table = इस चैनल में कोई Coup लॉबी या खेल नहीं है। `/coup नया` से शुरू करें।
no-dm = Coup सर्वर के चैनल में खेला जाता है, डायरेक्ट मैसेज में नहीं।
no-busy = इस चैनल में पहले से एक Coup लॉबी या खेल है। पहले उसे पूरा करें या `/coup रद्द` करें, या दूसरा चैनल इस्तेमाल करें।
no-busy_rematch = इस चैनल में पहले से एक नई लॉबी या खेल है।
no-not_player = यह खेल दूसरे खिलाड़ियों के बीच है।
no-not_in_lobby = आप इस लॉबी में नहीं हैं।
no-already_in = आप पहले से इस लॉबी में हैं।
no-full =
    { $n ->
        [one] यह लॉबी भर गई है ({ $n } खिलाड़ी)।
       *[other] यह लॉबी भर गई है ({ $n } खिलाड़ी)।
    }
no-series_full =
    { $n ->
        [one] सीरीज़ 2 से 6 खिलाड़ियों के लिए है: यह लॉबी भर गई है ({ $n } खिलाड़ी)।
       *[other] सीरीज़ 2 से 6 खिलाड़ियों के लिए है: यह लॉबी भर गई है ({ $n } खिलाड़ी)।
    }
no-started = खेल पहले ही शुरू हो चुका है; आप अगले में जुड़ सकते हैं।
no-closed = यह लॉबी बंद है।
no-gone = यह लॉबी अब मौजूद नहीं है।
no-over = यह खेल ख़त्म हो चुका है।
no-not_running = यह खेल अब नहीं चल रहा।
no-out_of_date = यह संदेश पुराना है: खेल आगे बढ़ चुका है।
no-moved_on = इस बीच खेल आगे बढ़ गया; कुछ नहीं बदला। फिर से देखें और एक बार और कोशिश करें।
no-maybe_saved = हो सकता है यह सहेजा न गया हो: डेटाबेस से कनेक्शन टूट गया। डेटाबेस के फिर से जवाब देते ही खेल वही दिखाएगा जो सहेजा गया है।
no-already_challenged = { $name } इस दावे को पहले ही चुनौती दे चुके हैं।
no-out = आप इस खेल से बाहर हैं।
no-not_yours = यह फ़ैसला आपका नहीं है: खेल { $who } का इंतज़ार कर रहा है।
no-not_your_turn = अभी आपकी चाल नहीं है; चाल { $name } की है।
no-not_option = यह विकल्पों में से नहीं है।
no-one_option = ठीक एक विकल्प चुनें।
no-once_each = हर पत्ता ज़्यादा से ज़्यादा एक बार चुनें।
no-nothing_to_block = अभी रोकने के लिए कुछ नहीं है।
no-exchange_over = यह अदला-बदली ख़त्म हो चुकी है।
no-not_a_button = यह बटन बॉट के किसी खेल का नहीं है।
no-other_channel = यह बटन किसी दूसरे चैनल के खेल का है।
no-host-start = सिर्फ़ होस्ट खेल शुरू कर सकते हैं।
no-host-rematch = सिर्फ़ होस्ट दोबारा खेल शुरू कर सकते हैं।
no-host-addbot = सिर्फ़ होस्ट कंप्यूटर खिलाड़ी जोड़ सकते हैं।
no-host-removebot = सिर्फ़ होस्ट कंप्यूटर खिलाड़ी हटा सकते हैं।
no-host_or_manager = सिर्फ़ होस्ट या “सर्वर प्रबंधित करें” अनुमति वाला सदस्य रद्द कर सकता है।
no-rematch_finished = दोबारा खेल सिर्फ़ पूरे हुए खेल के बाद हो सकता है।
no-not_started_yet = खेल अभी शुरू नहीं हुआ है।
no-not_playing = आप इस खेल में नहीं खेल रहे हैं।
no-min_players = Coup के लिए कम से कम 2 खिलाड़ी चाहिए: किसी के जुड़ने का इंतज़ार करें (या `/coup बॉट_जोड़ें` से कंप्यूटर जोड़ें)।
no-draft_two = ड्राफ़्ट ठीक 2 खिलाड़ियों के लिए है।
no-no_computer = इस लॉबी में कोई कंप्यूटर खिलाड़ी नहीं है।
no-move = यह चाल अभी नहीं चली जा सकती।
no-option_value = `{ $option }`: यह मान इस्तेमाल नहीं हो सकता।
no-subcommand = यह कमांडों का समूह है: उनमें से एक चुनें (`/coup` मेन्यू में सूची है)।
no-unknown_option = इस कमांड में `{ $option }` विकल्प नहीं है। अगर Discord इसे दिखा रहा है, तो उसकी कमांड सूची पुरानी है: एक मिनट बाद फिर कोशिश करें।
db-readonly = डेटाबेस फ़ाइल सिर्फ़ पढ़ी जा सकती है
db-full = डिस्क भर गई है
db-io = डिस्क डेटाबेस फ़ाइल को पढ़ या लिख नहीं सकी
db-locked = डेटाबेस किसी दूसरे प्रोग्राम ने लॉक कर रखा है
db-damaged = डेटाबेस फ़ाइल ख़राब है
db-failed = डेटाबेस में गड़बड़ी हुई
perm-view_channel = चैनल देखें
perm-embed_links = लिंक एम्बेड करें
perm-send_messages = संदेश भेजें
perm-create_public_threads = सार्वजनिक थ्रेड बनाएँ
perm-send_messages_in_threads = थ्रेड में संदेश भेजें
season-default = सीज़न { $n }
no-log = इस चैनल में अभी तक कोई खेल नहीं खेला गया।
no-manage_server = यह सिर्फ़ “सर्वर प्रबंधित करें” अनुमति वाला सदस्य कर सकता है।
no-autopilot_server_off = इस सर्वर पर ऑटोपायलट की अनुमति नहीं है: “सर्वर प्रबंधित करें” अनुमति वाला सदस्य इसे सर्वर की सेटिंग्स में चालू कर सकता है।
no-autopilot_off = इस खेल में ऑटोपायलट की अनुमति नहीं है: “सर्वर प्रबंधित करें” अनुमति वाला सदस्य इसे सर्वर की सेटिंग्स में चालू कर सकता है, उसके बाद खोले गए खेलों के लिए।
no-handoff_off = इस खेल में सीट कंप्यूटर को देने की अनुमति नहीं है: “सर्वर प्रबंधित करें” अनुमति वाला सदस्य इसे सर्वर की सेटिंग्स में चालू कर सकता है, उसके बाद खोले गए खेलों के लिए।
no-channel_not_allowed = इस सर्वर पर Coup खेल { $channels } में होते हैं (`/coup सेटिंग्स`)।
no-series_busy = यह चैनल एक सीरीज़ के बीच में है: पहले उसे पूरा करें (या `/coup रद्द` करें), या दूसरा चैनल इस्तेमाल करें।
no-series_size =
    { $n ->
        [one] सीरीज़ 2 से 6 खिलाड़ियों के लिए है; इस लॉबी में { $n } है। इसकी जगह एक अकेला खेल शुरू करें।
       *[other] सीरीज़ 2 से 6 खिलाड़ियों के लिए है; इस लॉबी में { $n } हैं। इसकी जगह एक अकेला खेल शुरू करें।
    }
no-series_over = यह सीरीज़ ख़त्म हो चुकी है।
no-series_next_started = इस सीरीज़ का अगला खेल पहले ही शुरू हो चुका है।
no-host-next = सीरीज़ का अगला खेल सिर्फ़ होस्ट (या “सर्वर प्रबंधित करें” अनुमति वाला सदस्य) शुरू कर सकता है।
no-more_time_not_awaited = और समय सिर्फ़ वही खिलाड़ी माँग सकता है जिसका खेल इंतज़ार कर रहा है।
no-more_time_used = इस खेल में आप एक बार और समय ले चुके हैं।
no-target_self = आप ख़ुद को निशाना नहीं बना सकते।
no-target_out = निशाना खेल में बचा हुआ खिलाड़ी होना चाहिए।
no-target_poor = { $name } के पास चुराने लायक़ सिक्के नहीं हैं।
no-keep_exactly = ठीक उतने पत्ते रखें जितने आपके पास हैं ({ $n })।
no-answered = आप पहले ही जवाब दे चुके हैं।
no-own_claim = यह आपका अपना दावा है: इसका जवाब दूसरे खिलाड़ी देते हैं।
no-only_target = इसे सिर्फ़ { $name } रोक सकते हैं।
no-failed_block = आपकी रोक नाकाम रही; आप इस चाल को फिर नहीं रोक सकते।
no-block_same_faction = { $name } आपके गुट ({ $faction }) के हैं: जब तक मेज़ बँटी है, आप उनकी विदेशी सहायता नहीं रोक सकते।
no-target_same_faction = { $name } आपके गुट ({ $faction }) के हैं: जब तक मेज़ बँटी है, आप उन्हें निशाना नहीं बना सकते।
no-block_card = { $action } को सिर्फ़ { $cards } से रोका जा सकता है।
no-action_not_in_game = इस खेल में { $action } शामिल नहीं है।
no-character_not_in_game = इस खेल में कोई { $card } नहीं है।
no-card_not_held = इसके लिए आपके पास { $card } का छिपा पत्ता नहीं है।
no-duke_held = आपके पास ड्यूक है: आप यह साबित नहीं कर सकते कि आपके पास नहीं है।
no-wrong_step = यह उसका जवाब नहीं है जिसका खेल अभी इंतज़ार कर रहा है।
no-takes_no_target = { $action } में कोई निशाना नहीं होता।
faction-loyalist = वफ़ादार
faction-reformist = सुधारवादी
no-nothing_waits = अभी कुछ भी आपका इंतज़ार नहीं कर रहा।
no-option = `{ $option }` इनमें से एक होना चाहिए: { $choices }।
no-option_range = `{ $option }` { $low } से { $high } तक की पूर्ण संख्या होनी चाहिए।
no-option_text =
    { $n ->
        [one] `{ $option }` ज़्यादा से ज़्यादा { $n } अक्षर का टेक्स्ट होना चाहिए।
       *[other] `{ $option }` ज़्यादा से ज़्यादा { $n } अक्षरों का टेक्स्ट होना चाहिए।
    }
no-hours_live = `घंटे` पत्राचार खेलों के लिए है; लाइव खेलों में जवाब सेकंडों में दिए जाते हैं।
no-permissions = मैं यहाँ खेल नहीं चला सकता: मुझे इस चैनल में { $perms } चाहिए।
no-unknown_command = मैं यह कमांड नहीं जानता। खेल के नियम `/coup नियम` में हैं; बाक़ी `/coup` मेन्यू में।
no-outdated_command = Discord अभी इस बॉट की कमांडें अपडेट कर रहा है; एक मिनट बाद फिर कोशिश करें।
no-saved_retry = हमारी तरफ़ कुछ गड़बड़ हुई। खेल सहेजा हुआ है; फिर कोशिश करें, या `/coup स्थिति` इस्तेमाल करें।
no-unchanged_retry = हमारी तरफ़ कुछ गड़बड़ हुई; कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।
no-database = खेल सहेजा नहीं जा सका ({ $why }); कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।
why = { $text }
why-must_coup =
    { $n ->
        [one] आपके पास { $n } सिक्का है: आपको तख़्तापलट करना होगा।
       *[other] आपके पास { $n } सिक्के हैं: आपको तख़्तापलट करना होगा।
    }
why-coins =
    { $need ->
        [one] { $action } के लिए { $need } सिक्का चाहिए; आपके सिक्के: { $n }।
       *[other] { $action } के लिए { $need } सिक्के चाहिए; आपके सिक्के: { $n }।
    }
why-steal = किसी के पास चुराने लायक़ सिक्के नहीं हैं।
why-other = आप अभी यह नहीं कर सकते।

## Slash commands

# Descriptions: 45 characters at most, in every language: Discord counts each field of the
# whole /coup command by its longest translation (tests/bot/test_locales.py).

cmd-coup-name = coup
cmd-coup-desc = इस चैनल में Coup खेलें
cmd-new-name = नया
cmd-new-desc = इस चैनल में Coup लॉबी खोलें
cmd-new-mode-name = मोड
cmd-new-mode-desc = लाइव (30 सेकंड) या पत्राचार (घंटे)
cmd-new-mode-live = लाइव
cmd-new-mode-async = पत्राचार
cmd-new-variant-name = प्रकार
cmd-new-variant-desc = मानक या ड्राफ़्ट (2 खिलाड़ी पत्ते चुनते हैं)
cmd-new-variant-standard = मानक
cmd-new-variant-draft = ड्राफ़्ट
cmd-new-hours-name = घंटे
cmd-new-hours-desc = पत्राचार: जवाब के लिए घंटे (डिफ़ॉल्ट 8)
cmd-new-thread-name = थ्रेड
cmd-new-thread-desc = अपने नए थ्रेड में खेलें (एक चैनल में कई खेल)
cmd-new-series-name = सीरीज़
cmd-new-series-desc = तीन खेलों की सीरीज़, वही खिलाड़ी (2–6)
cmd-new-reformation-name = धर्मसुधार
cmd-new-reformation-desc = धर्मसुधार विस्तार: गुट, धर्मांतरण, ग़बन
cmd-new-inquisitor-name = पूछताछकर्ता
cmd-new-inquisitor-desc = पूछताछकर्ता राजदूत की जगह लेता है
cmd-new-autopilot-name = ऑटोपायलट
cmd-new-autopilot-desc = सबके लिए ऑटोपायलट
cmd-join-name = जुड़ें
cmd-join-desc = इस चैनल की लॉबी में सीट लें
cmd-leave-name = छोड़ें
cmd-leave-desc = लॉबी छोड़ें, या चलते खेल में हार मानें
cmd-start-name = शुरू
cmd-start-desc = खेल शुरू करें (सिर्फ़ होस्ट)
cmd-cancel-name = रद्द
cmd-cancel-desc = लॉबी या खेल रद्द करें (होस्ट या प्रबंधक)
cmd-hand-name = हाथ
cmd-hand-desc = अपने पत्ते और सिक्के देखें (सिर्फ़ आपको)
cmd-status-name = स्थिति
cmd-status-desc = इस चैनल के खेल का बोर्ड दिखाएँ
cmd-log-name = लॉग
cmd-log-desc = इस खेल का सार्वजनिक इतिहास (सिर्फ़ आपको)
cmd-log-page-name = पेज
cmd-log-page-desc = कौन-सा पेज (डिफ़ॉल्ट: सबसे नया)
cmd-rules-name = नियम
cmd-rules-desc = Coup का नियम-कार्ड (सिर्फ़ आपको दिखेगा)
cmd-addbot-name = बॉट_जोड़ें
cmd-addbot-desc = कंप्यूटर खिलाड़ी जोड़ें (सिर्फ़ होस्ट)
cmd-addbot-level-name = स्तर
cmd-addbot-level-desc = आसान झाँसा नहीं देता; कठिन आगे भी सोचता
cmd-addbot-level-easy = आसान
cmd-addbot-level-normal = सामान्य
cmd-addbot-level-hard = कठिन
cmd-removebot-name = बॉट_हटाएँ
cmd-removebot-desc = आख़िरी कंप्यूटर खिलाड़ी हटाएँ (सिर्फ़ होस्ट)
cmd-leaderboard-name = लीडरबोर्ड
cmd-leaderboard-desc = इस सर्वर का लीडरबोर्ड, इस सीज़न या पिछले का
cmd-leaderboard-season-name = सीज़न
cmd-leaderboard-season-desc = सीज़न की संख्या (डिफ़ॉल्ट: मौजूदा सीज़न)
cmd-leaderboard-page-name = पेज
cmd-leaderboard-page-desc = कौन-सा पेज (एक पेज पर 10 खिलाड़ी)
cmd-stats-name = आँकड़े
cmd-stats-desc = किसी सदस्य की जीत, झाँसे, सम्मान और रेटिंग
cmd-stats-member-name = सदस्य
cmd-stats-member-desc = किसके आँकड़े (डिफ़ॉल्ट: आपके)
cmd-stats-season-name = सीज़न
cmd-stats-season-desc = सिर्फ़ एक सीज़न (डिफ़ॉल्ट: सभी सीज़न)
cmd-history-name = इतिहास
cmd-history-desc = हाल के खेल और सीरीज़, रीप्ले के साथ
cmd-history-member-name = सदस्य
cmd-history-member-desc = किसका इतिहास (डिफ़ॉल्ट: आपका)
cmd-replay-name = रीप्ले
cmd-replay-desc = ख़त्म हुए खेल का रीप्ले, सब पत्ते खुले
cmd-replay-game-name = खेल
cmd-replay-game-desc = खेल का नंबर (डिफ़ॉल्ट: यहाँ का आख़िरी)
cmd-season-name = सीज़न
cmd-season-desc = इस सर्वर के लीडरबोर्ड के सीज़न
cmd-season-new-name = नया
cmd-season-new-desc = नया सीज़न शुरू करें (प्रबंधक)
cmd-season-new-name-name = नाम
cmd-season-new-name-desc = सीज़न का नाम (डिफ़ॉल्ट: सीज़न N)
cmd-season-list-name = सूची
cmd-season-list-desc = इस सर्वर के सभी सीज़न
cmd-games-name = खेल
cmd-games-desc = यहाँ के खेल और लॉबी: किसका इंतज़ार, लिंक
cmd-games-mine-name = मेरे
cmd-games-mine-desc = सिर्फ़ आपका इंतज़ार कर रहे खेल
cmd-notify-name = सूचना
cmd-notify-desc = पत्राचार खेलों में याद कैसे दिलाई जाए
cmd-notify-how-name = कैसे
cmd-notify-how-desc = खेल के चैनल में, DM से, या कभी नहीं
cmd-notify-how-channel = चैनल
cmd-notify-how-dm = डायरेक्ट मैसेज
cmd-notify-how-off = बंद
cmd-settings-name = सेटिंग्स
cmd-settings-desc = नए खेलों के डिफ़ॉल्ट (प्रबंधक)
cmd-settings-show-name = दिखाएँ
cmd-settings-show-desc = इस सर्वर की Coup सेटिंग्स दिखाएँ
cmd-settings-set-name = बदलें
cmd-settings-set-desc = नए खेलों के डिफ़ॉल्ट बदलें (प्रबंधक)
cmd-settings-set-mode-name = मोड
cmd-settings-set-mode-desc = डिफ़ॉल्ट रूप से लाइव या पत्राचार
cmd-settings-set-mode-live = लाइव
cmd-settings-set-mode-async = पत्राचार
cmd-settings-set-thread-name = थ्रेड
cmd-settings-set-thread-desc = डिफ़ॉल्ट रूप से हर खेल उसके अपने थ्रेड में
cmd-settings-set-missed_turns-name = छूटी_चालें
cmd-settings-set-missed_turns-desc = हार से पहले लगातार छूटी चालें (1–10)
cmd-settings-set-live_window-name = लाइव_जवाब
cmd-settings-set-live_window-desc = लाइव: दावे के जवाब का समय, जैसे 30s (10s–72h)
cmd-settings-set-live_turn-name = लाइव_चाल
cmd-settings-set-live_turn-desc = लाइव: एक चाल का समय, जैसे 90s (10s–72h)
cmd-settings-set-async_window-name = पत्राचार_जवाब
cmd-settings-set-async_window-desc = पत्राचार: जवाब का समय, जैसे 8h (10s–72h)
cmd-settings-set-async_turn-name = पत्राचार_चाल
cmd-settings-set-async_turn-desc = पत्राचार: एक चाल का समय, जैसे 24h (10s–72h)
cmd-settings-set-language-name = भाषा
cmd-settings-set-language-desc = खेल संदेशों की भाषा (डिफ़ॉल्ट: सर्वर की)
cmd-settings-set-reformation-name = धर्मसुधार
cmd-settings-set-reformation-desc = नए खेल डिफ़ॉल्ट रूप से धर्मसुधार के साथ
cmd-settings-set-inquisitor-name = पूछताछकर्ता
cmd-settings-set-inquisitor-desc = नए खेल डिफ़ॉल्ट रूप से पूछताछकर्ता के साथ
cmd-settings-set-autopilot-name = ऑटोपायलट
cmd-settings-set-autopilot-desc = ऑटोपायलट की अनुमति
cmd-settings-set-handoff-name = सीट_सौंपना
cmd-settings-set-handoff-desc = सीट सौंपने की अनुमति
cmd-settings-set-public_replays-name = सार्वजनिक_रीप्ले
cmd-settings-set-public_replays-desc = रीप्ले चैनल में सबको दिखें
cmd-settings-set-language-server = सर्वर
cmd-settings-channels-name = चैनल
cmd-settings-channels-desc = किन चैनलों में खेल हो सकते हैं (प्रबंधक)
cmd-settings-channels-action-name = काम
cmd-settings-channels-action-desc = चैनल जोड़ें या हटाएँ, या सूची ख़ाली करें
cmd-settings-channels-action-add = जोड़ें
cmd-settings-channels-action-remove = हटाएँ
cmd-settings-channels-action-clear = ख़ाली करें
cmd-settings-channels-channel-name = चैनल
cmd-settings-channels-channel-desc = चैनल
thread-name = Coup · { $name } की मेज़

## The reference card

rules = **Coup — नियम-कार्ड**
    अपनी बारी में ठीक एक चाल चलें। 10 या ज़्यादा सिक्के हों तो तख़्तापलट करना ही होगा।
    • **आय** +1 · कोई नहीं रोक सकता
    • **विदेशी सहायता** +2 · कोई भी 👑 ड्यूक से रोक सकता है
    • **तख़्तापलट** 7 दें · निशाना एक प्रभाव खोता है · न रोका जा सकता, न चुनौती दी जा सकती
    • 👑 **ड्यूक — कर** +3 · रोका नहीं जा सकता
    • 🗡️ **हत्यारा — हत्या** 3 दें · निशाना एक प्रभाव खोता है · निशाना 🌹 काउंटेस से रोक सकता है
    { $characters }
    { "**" }दावे** झाँसा हो सकते हैं। कोई भी दावे को **चुनौती** दे सकता है: दावा सच था तो चुनौती देने वाला एक प्रभाव खोता है और पत्ता बदल दिया जाता है; झूठा था तो दावा करने वाला एक खोता है और चाल नाकाम होती है (हत्यारे के सिक्के लौट आते हैं)।
    पहले चुनौतियाँ, फिर रोक; हर रोक को भी चुनौती दी जा सकती है।
    दोनों पत्ते खोने पर आप बाहर। जिसके पास आख़िर तक पत्ता बचे, वही जीतता है।
rules-reformation = **धर्मसुधार** (यहाँ खेला जा रहा है)
    हर खिलाड़ी 🟦 वफ़ादार या 🟥 सुधारवादी है, बोर्ड पर दिखाया गया: शुरू करने वाला चुनता है, बाक़ी घड़ी की दिशा में बारी-बारी से।
    जब तक बचे हुए खिलाड़ी बँटे हैं, आप अपने गुट के खिलाड़ी पर { $inquisitor ->
        [yes] तख़्तापलट, हत्या, चोरी या पूछताछ
       *[no] तख़्तापलट, हत्या या चोरी
    } नहीं कर सकते, न उसकी विदेशी सहायता रोक सकते हैं। जब सब बचे हुए एक गुट में हों, कोई भी किसी को भी निशाना बना सकता है (और धर्मांतरण उन्हें फिर बाँट सकता है)।
    • **धर्मांतरण** अपना गुट बदलने के लिए 1, किसी और का बदलने के लिए 2 दें · सिक्के **राजकोष** में जाते हैं · यह दावा नहीं: न चुनौती, न रोक
    • **ग़बन** 👑 ड्यूक **न होने** का दावा करें और राजकोष के सारे सिक्के लें · कोई भी चुनौती दे सकता है: ड्यूक वाले खिलाड़ी को हार माननी होगी; जिसके पास नहीं है वह पूरा हाथ दिखा सकता है (तब चुनौती देने वाला एक प्रभाव खोता है और दिखाए गए पत्ते बदल दिए जाते हैं)
    टीम की जीत नहीं होती: जिसके पास आख़िर तक पत्ता बचे, वह अकेला जीतता है।
rules-ambassador =
    • ⚓ **कप्तान — चोरी** किसी खिलाड़ी से 2 लें · निशाना ⚓ कप्तान या 📜 राजदूत से रोक सकता है
    • 📜 **राजदूत — अदला-बदली** 2 पत्ते लें, जितने आपके पास हैं उतने रखें, बाक़ी लौटा दें
rules-inquisitor =
    • ⚓ **कप्तान — चोरी** किसी खिलाड़ी से 2 लें · निशाना ⚓ कप्तान या 🔍 पूछताछकर्ता से रोक सकता है
    • 🔍 **पूछताछकर्ता — अदला-बदली** 1 पत्ता लें, जितने आपके पास हैं उतने रखें, एक लौटा दें
    • 🔍 **पूछताछकर्ता — पूछताछ** दूसरा खिलाड़ी अपनी पसंद का एक पत्ता चुपके से आपको दिखाता है; उसे लौटा दें, या उससे वह पत्ता दरबार की गड्डी के पत्ते से बदलवाएँ · चैनल में सिर्फ़ यह बताया जाता है कि किसने किससे पूछताछ की और अदला-बदली करवाई गई या नहीं


## Data rights (/coup privacy)

cmd-privacy-name = गोपनीयता
cmd-privacy-desc = बॉट आपके बारे में क्या रखता है, और उसे मिटाना
cmd-privacy-show-name = दिखाएँ
cmd-privacy-show-desc = बॉट आपके बारे में क्या रखता है
cmd-privacy-forget-name = भूल_जाएँ
cmd-privacy-forget-desc = बॉट आपको भूल जाए; खेलों में आप पूर्व खिलाड़ी
former-player = एक पूर्व खिलाड़ी
privacy-none = कुछ नहीं
privacy-report = **यह बॉट आपके बारे में क्या रखता है**
    खेलों में आपका नाम: { $names }
    जिन खेलों और लॉबियों में आप बैठे: { $games } · गिने गए नतीजे: { $results } · अंत तक खेली गई सीरीज़: { $series } · लीडरबोर्ड की पंक्तियाँ: { $standings }
    याद दिलाने की आपकी पसंद: { $notify } · आपके बाक़ी फ़ैसलों की याद दिलाने: { $reminders }
    जिन सर्वरों की सेटिंग्स आख़िरी बार आपने बदलीं: { $settings } · आपके शुरू किए सीज़न: { $seasons }
    `/coup गोपनीयता भूल_जाएँ` आपकी पसंद और याद दिलाने मिटाता है और हर खेल से आपकी आईडी और नाम हटा देता है: आपके नतीजे दूसरों के लिए एक पूर्व खिलाड़ी के नतीजों के रूप में गिने जाते रहेंगे।
privacy-forgotten = हो गया: बॉट अब आपको नहीं जानता। आपके पुराने खेलों और नतीजों में आपके नाम की जगह “एक पूर्व खिलाड़ी” दिखता है।
privacy-confirm = **क्या बॉट आपको भूल जाए?** बॉट आपकी पसंद और याद दिलाने मिटा देगा और हर खेल से आपकी आईडी और नाम हमेशा के लिए हटा देगा: आपके नतीजे दूसरों के लिए एक पूर्व खिलाड़ी के नाम से गिने जाते रहेंगे। इसे वापस नहीं किया जा सकता।
button-forget_me = मुझे भूल जाएँ
privacy-notify-channel = खेल के चैनल में
privacy-notify-dm = डायरेक्ट मैसेज से
privacy-notify-off = याद नहीं दिलाना
no-privacy_seated = आप किसी लॉबी या चल रहे खेल में बैठे हैं, या किसी चल रहे खेल में आपकी सीट पर कंप्यूटर खेल रहा है: पहले उसे छोड़ें (`/coup छोड़ें`) या उस खेल के ख़त्म होने तक रुकें, फिर दोबारा माँगें। अधूरी सीरीज़ भी गिनी जाती है: उसे **पूरी सीरीज़ छोड़ें** से छोड़ें।

## Replays, awards, predictions and ratings (issue 36)

button-predict = अनुमान लगाएँ
button-guess_bluff = झाँसा
button-guess_honest = सच्चा
button-replay = रीप्ले
button-board_wins = जीत से
button-board_rating = रेटिंग से
button-board_reads = अनुमान से
predict-ask = क्या **{ $name }** का { $card } का दावा झाँसा है? खेल ख़त्म होने तक आपका अनुमान कोई नहीं देखता{ $until }।
predict-kept_bluff = आपका अनुमान: **झाँसा**। खेल ख़त्म होने तक इसे कोई नहीं देखता; जब तक दावे को चुनौती दी जा सकती है, आप इसे बदल सकते हैं।
predict-kept_honest = आपका अनुमान: **सच्चा**। खेल ख़त्म होने तक इसे कोई नहीं देखता; जब तक दावे को चुनौती दी जा सकती है, आप इसे बदल सकते हैं।
no-predict_closed = उस दावे को अब चुनौती नहीं दी जा सकती: उस पर अनुमान बंद हो चुके हैं।
no-predict_seated = जो खिलाड़ी अभी खेल में हैं, वे अनुमान नहीं लगा सकते: अनुमान देखने वालों और बाहर हो चुके खिलाड़ियों के लिए हैं।
no-replay_running = वह खेल अभी चल रहा है: उसका रीप्ले खेल ख़त्म होने पर मिलेगा।
no-replay_cancelled = वह खेल ख़त्म होने से पहले रद्द हो गया: उसका कोई रीप्ले नहीं है।
no-replay_unknown = इस सर्वर पर इस नंबर का कोई खेल नहीं है (`/coup इतिहास` आपके खेल दिखाता है)।
no-replay_none_here = इस चैनल में अभी तक कोई खेल पूरा नहीं हुआ (`/coup इतिहास` आपके खेल और उनके नंबर दिखाता है)।
no-replay_not_yours = इस रीप्ले के पन्ने सिर्फ़ वही पलट सकता है जिसने इसे खोला: `/coup रीप्ले खेल:{ $id }` से अपना खोलें।
replay-title = **रीप्ले · खेल #{ $id }** · पेज { $page }/{ $pages }
replay-hands = चाल की शुरुआत में सबके पत्ते:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· खुले: { $cards }
replay-hand_out = • ~~{ $name }~~ · बाहर · { $revealed }
replay-no_cards = कोई छिपा पत्ता नहीं
replay-drawn = 🔒 { $name } लेते हैं: { $cards }।
replay-kept = 🔒 { $name } रखते हैं: { $cards }।
replay-replace = 🔒 { $name } बदले में लेते हैं: { $card }।
replay-redraw = 🔒 { $name } दिखाए गए पत्ते की जगह { $card } लेते हैं।
replay-shown = 🔒 { $target } ने { $name } को दिखाया: { $card }।
replay-draft_options = 🔒 { $name } इनमें से चुनते हैं: { $cards }।
replay-drafted = 🔒 { $name } रखते हैं: { $card }।
replay-bluff = { " " }— 🎭 **झाँसा**
over-awards = **सम्मान**
award-bluffer =
    🎭 सबसे साहसी झाँसा: { $names } ({ $n ->
        [one] { $n } झाँसा, कभी नहीं पकड़ा गया
       *[other] लगातार { $n } झाँसे, कभी नहीं पकड़े गए
    })
award-reader =
    🔍 सबसे पैनी नज़र: { $names } ({ $n ->
        [one] { $n } पकड़ा गया झाँसा या टिकी रोक
       *[other] { $n } पकड़े गए झाँसे या टिकी रोकें
    })
award-blunder-challenge =
    💸 सबसे महँगी भूल: { $name }, चाल { $turn }: सच्चे दावे को चुनौती ({ $n ->
        [one] { $n } पत्ता गया
       *[other] { $n } पत्ते गए
    })
award-blunder-bluff =
    💸 सबसे महँगी भूल: { $name }, चाल { $turn }: पकड़ा गया झाँसा ({ $n ->
        [one] { $n } पत्ता गया
       *[other] { $n } पत्ते गए
    })
award-blunder_out = { " " }— और खेल से बाहर
award-fastest = ⚡ सबसे तेज़ फ़ैसले: { $names } (हर फ़ैसले में { $seconds } सेकंड)
award-slowest = 🐢 सबसे धीमे फ़ैसले: { $names } (हर फ़ैसले में { $seconds } सेकंड)
over-predictions = 🔮 **अनुमान** (सही/कुल): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = साहसी झाँसा
chart-award-reader = पैनी नज़र
chart-award-blunder = महँगी भूल
chart-award-fastest = सबसे तेज़
chart-award-slowest = सबसे धीमा
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **कौशल रेटिंग · { $season }** (पेज { $page }/{ $pages })
board-title_reads = **पैनी नज़र · { $season }** (पेज { $page }/{ $pages })
board-empty_rating =
    { $n ->
        [one] इस सीज़न में अभी तक किसी ने { $n } खेल नहीं खेला।
       *[other] इस सीज़न में अभी तक किसी ने { $n } खेल नहीं खेले।
    }
board-empty_reads = इस सीज़न में अभी तक किसी ने अनुमान नहीं लगाया।
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games } { $games ->
        [one] खेल
       *[other] खेल
    }
board-row_reads = { $rank }. { $name } · सही: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [one] रेटिंग वह कौशल है जो खेल दिखाते हैं, उसकी अनिश्चितता (±) का तीन गुना घटाकर; सीज़न में { $n } खेल के बाद रैंक मिलती है।
       *[other] रेटिंग वह कौशल है जो खेल दिखाते हैं, उसकी अनिश्चितता (±) का तीन गुना घटाकर; सीज़न में { $n } खेलों के बाद रैंक मिलती है।
    }
board-computer_rating =
    • { $level }: { $rating } · { $games } { $games ->
        [one] खेल
       *[other] खेल
    }
stats-awards = सम्मान: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = सही अनुमान: { $right }/{ $made }
stats-rating =
    इस सीज़न की रेटिंग: { $rating }, { $games } { $games ->
        [one] खेल
       *[other] खेलों
    } के बाद
history-replay = नीचे से कोई खेल चुनें और उसे सब पत्ते खोलकर दोबारा देखें।
select-replay = खेल का रीप्ले, सब पत्ते खुले
history-pick = खेल #{ $id } · { $players } में से { $finish }वाँ स्थान

## The one-screen form of /coup new (issue 37)
form-title = Coup का नया खेल
form-mode = खेलने का तरीका
form-live = लाइव: जवाब कुछ सेकंडों में
form-async = पत्राचार: जवाब के लिए घंटों का समय
form-length = जवाब का समय (पत्राचार खेल)
form-length_help = एक बारी इससे तीन गुना लंबी होती है; लाइव खेलों में जवाब सेकंडों में दिए जाते हैं।
form-length_default = सर्वर की सेटिंग ({ $length })
form-hours =
    { $n ->
        [one] { $n } घंटा
       *[other] { $n } घंटे
    }
form-variant = प्रकार
form-draft = ड्राफ़्ट: दो खिलाड़ी अपना पत्ता चुनते हैं
form-expansions = विस्तार
form-reformation = धर्मसुधार: गुट, धर्मांतरण, ग़बन
form-inquisitor = पूछताछकर्ता: यह राजदूत की जगह लेता है
form-more = और
form-series = तीन खेलों की सीरीज़ (2–6 खिलाड़ी)
form-thread = अपने नए थ्रेड में खेलें
no-form_value = फ़ॉर्म के “{ $option }” में ऐसा कोई विकल्प नहीं है: इसे `/coup नया` से फिर खोलें।

## Play outside a server (issue 37)
no-dm_live_only = सर्वर के बाहर सिर्फ़ लाइव खेल होते हैं, यहीं इसी बातचीत में: न पत्राचार खेल, न थ्रेड।
no-time_ran_out = ⏰ आपके क्लिक से पहले ही समय ख़त्म हो गया था: खेल अब यहाँ है।
board-dm_clock = ख़त्म हुआ समय अगले क्लिक पर लागू होता है
rules-dm = **ग्रुप DM में या दोस्तों के बीच DM में**
    यहाँ बॉट तभी बोलता है जब कोई क्लिक करे या कोई कमांड लिखे, इसलिए:
    • सिर्फ़ लाइव खेल होते हैं (न पत्राचार खेल, न थ्रेड, न रिमाइंडर);
    • हर फ़ैसला उसी क्लिक के जवाब में दिखता है जिससे वह लिया गया;
    • जिस फ़ैसले का समय ख़त्म हो गया, वह खेल पर अगले क्लिक पर तय होता है: उसका कोई भी बटन दबाएँ।
