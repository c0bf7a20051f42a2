### Arabic: every message the bot shows in a server whose language is Arabic (see en.ftl for
### the English originals).
###
### Discord offers no Arabic client, so no reader's own Discord is in Arabic: this catalogue is
### a server's language for its public messages (/coup settings), and Discord shows everyone the
### /coup command in English, its default. So this file has no cmd- messages, and a sentence
### names a command as English does (`/coup new`, `/coup season list`).
###
### Register: Modern Standard Arabic, short sentences as a game's record; the reader is
### addressed in the masculine singular, as Arabic interfaces do (« اختر »), and a player is
### spoken of in the masculine. The characters are دوق, قاتل, قبطان, سفير, كونتيسة and محقق
### (without the article, so each card has its own first letters); the actions دخل, مساعدة
### خارجية, انقلاب, ضريبة, اغتيال, سرقة, تبديل, تحويل, اختلاس and استجواب; a claim is ادعاء, to
### challenge is تحدّى, to block is صدّ, the deck is رزمة البلاط, the Treasury Reserve خزينة
### الاحتياط.
###
### Every placeable is isolated by the bot (U+2068 … U+2069), so a Latin name or a number keeps
### its place in a right-to-left sentence.
###
### A counted word follows Arabic's CLDR plural categories: [zero] 0, [one] 1, [two] 2 (the
### dual, written without the number: « عملتين »), [few] 3–10 (plural: « 5 عملات »), [many]
### 11–99 (singular: « 11 عملة », « 11 لاعبًا »), *[other] 100, 101, 102 … (singular). One is
### written with « واحد/واحدة » and no figure.

## The game's nouns

card-Duke = دوق
card-Assassin = قاتل
card-Captain = قبطان
card-Ambassador = سفير
card-Contessa = كونتيسة
card-Inquisitor = محقق
action-income = دخل
action-foreign_aid = مساعدة خارجية
action-coup = انقلاب
action-tax = ضريبة
action-assassinate = اغتيال
action-steal = سرقة
action-exchange = تبديل
action-convert = تحويل
action-embezzle = اختلاس
action-examine = استجواب
coins =
    { $n ->
        [zero] { $n } عملة
        [one] عملة واحدة
        [two] عملتين
        [few] { $n } عملات
        [many] { $n } عملة
       *[other] { $n } عملة
    }
list-join = { $head } و{ $last }
level-easy = سهل
level-normal = عادي
level-hard = صعب
computer-name = { $name } ({ $level })
computer-stand_in = { $name } ({ $level }، بدلًا من { $person })
mode-live = مباشر
mode-async = بالمراسلة
variant-standard = قياسي
variant-draft = اختيار
card-no_duke = «لا { $duke }»
option-reformation = الإصلاح
option-inquisitor = المحقق

## The game's log

turn-title = **الدور { $n }** · { $name }
turn-draft = **الاختيار** · لاعبان، سبع بطاقات
log-start =
    { $n ->
        [zero] تبدأ اللعبة بـ{ $n } لاعب. يبدأ **{ $name }**.
        [one] تبدأ اللعبة بلاعب واحد. يبدأ **{ $name }**.
        [two] تبدأ اللعبة بلاعبين اثنين. يبدأ **{ $name }**.
        [few] تبدأ اللعبة بـ{ $n } لاعبين. يبدأ **{ $name }**.
        [many] تبدأ اللعبة بـ{ $n } لاعبًا. يبدأ **{ $name }**.
       *[other] تبدأ اللعبة بـ{ $n } لاعب. يبدأ **{ $name }**.
    }
log-drafted = اختار { $name } بطاقته.
log-turn = الدور { $n }: { $name }.
log-turn_word = الدور
log-title = **سجل اللعبة** · الصفحة { $page } من { $pages }
log-declare-foreign_aid = يطلب { $name } مساعدة خارجية (+2).
log-declare-coup = يدفع { $name } 7 عملات لتنفيذ **انقلاب** على { $target }.
log-declare-tax = يدّعي { $name } أنه { $card } — ضريبة (+3).
log-declare-assassinate = يدّعي { $name } أنه { $card } ويدفع 3 عملات لاغتيال { $target }.
log-declare-steal = يدّعي { $name } أنه { $card } ليسرق من { $target }.
log-declare-exchange = يدّعي { $name } أنه { $card } ليبدّل بطاقات مع رزمة البلاط.
log-declare-examine = يدّعي { $name } أنه { $card } ليستجوب { $target }.
log-declare-embezzle = يدّعي { $name } أنه لا يملك 👑 **دوق** ويختلس خزينة الاحتياط.
log-declare-convert = يدفع { $name } { $coins } إلى خزينة الاحتياط لتحويل { $target }.
log-declare-convert_self = يدفع { $name } { $coins } إلى خزينة الاحتياط ليتحوّل إلى الفصيل الآخر.
log-faction_choice = وُزّعت البطاقات. يختار **{ $name }** فصيلًا للطاولة، ويتبعه الآخرون بالتناوب.
log-faction = { $name }: { $faction }.
log-embezzled = يأخذ { $name } { $coins } من خزينة الاحتياط.
log-show = يُري { $target } بطاقةً واحدة لـ{ $name } سرًّا.
log-give_back = يعيد { $name } بطاقة { $target } إليه.
log-force_exchange = يُجبر { $name } { $target } على تبديل البطاقة التي أراها: يسحب { $target } بطاقة جديدة من رزمة البلاط.
log-prove_hand = يكشف { $name } يده كاملة: { $cards } — لا دوق، فالادعاء صحيح. تعود البطاقات إلى رزمة البلاط ويسحب { $name } مثل عددها.
log-gain = يأخذ { $name } { $coins }.
log-steal = يأخذ { $name } { $coins } من { $target }.
log-refund = يستعيد { $name } { $coins }.
log-challenge = ⚔️ يتحدّى { $name } ادعاء { $target } بأنه { $card }!
log-prove = يكشف { $name } { $card }: الادعاء صحيح. تعود البطاقة إلى رزمة البلاط ويسحب { $name } بطاقة بدلًا منها.
log-concede = لا يكشف { $name } { $card }: الادعاء باطل.
log-concede_no_duke = لا يكشف { $name } يده: ادعاء أنه لا يملك { $duke } باطل.
log-block = 🛡️ يصدّ { $name } بـ{ $card }.
log-blocked = صُدّ { $action } الذي قام به { $name }.
log-reveal = يخسر { $name } نفوذًا: كُشفت بطاقته { $card }.
log-eliminate = 💀 خرج { $name } من اللعبة.
log-exchange =
    { $n ->
        [zero] يسحب { $name } { $n } بطاقة من رزمة البلاط.
        [one] يسحب { $name } بطاقة واحدة من رزمة البلاط.
        [two] يسحب { $name } بطاقتين من رزمة البلاط.
        [few] يسحب { $name } { $n } بطاقات من رزمة البلاط.
        [many] يسحب { $name } { $n } بطاقة من رزمة البلاط.
       *[other] يسحب { $name } { $n } بطاقة من رزمة البلاط.
    }
log-exchanged =
    { $n ->
        [zero] يعيد { $name } { $n } بطاقة؛ تُخلط رزمة البلاط.
        [one] يعيد { $name } بطاقة واحدة؛ تُخلط رزمة البلاط.
        [two] يعيد { $name } بطاقتين؛ تُخلط رزمة البلاط.
        [few] يعيد { $name } { $n } بطاقات؛ تُخلط رزمة البلاط.
        [many] يعيد { $name } { $n } بطاقة؛ تُخلط رزمة البلاط.
       *[other] يعيد { $name } { $n } بطاقة؛ تُخلط رزمة البلاط.
    }
log-no_effect = لا أثر لـ{ $action }: { $target } خارج اللعبة أصلًا.
log-cancelled = أُلغي { $action } الذي قام به { $name }.
log-timeout-window = ⏰ انتهى الوقت: لم يردّ أحد آخر، فيمضي الأمر.
log-timeout-challenge = ⏰ انتهى الوقت: لم يتحدَّ أحد ادعاء { $name } بأنه { $card }.
log-timeout-block = ⏰ انتهى الوقت: لم يصدّ أحد { $action }، فيمضي.
log-timeout-player = ⏰ نفد وقت { $name }.
log-forfeit = 🏳️ ينسحب { $name }.
log-forfeit_cards = 🏳️ ينسحب { $name } ويكشف بطاقاته: { $cards }.
log-more_time = ⏳ طلب { $name } وقتًا إضافيًا: الموعد الجديد { $until }.
log-departed = 🚪 غادر { $name } الخادم فيُعدّ منسحبًا.
log-autopilot = ⏰ نفد وقت { $name }: يقرر الحاسوب عنه (الطيار الآلي).
log-autopilot_allow = ⏰ نفد وقت { $name } فمرّ الأمر دون اعتراض (الطيار الآلي).
log-handed_off = 🤖 يتولى { $name } المقعد بأوراقه وعملاته.
log-table_cancelled = 🛑 ألغى { $name } اللعبة.
log-table_cancelled_moderator = 🛑 ألغى أحد المشرفين اللعبة.

## What the game waits for

await-until = { " " }— { $when }
await-or = { " " }أو{ " " }
await-action = **{ $name }**، اختر حركتك{ $until }
await-challenge = تحدَّ ادعاء { $name } بأنه { $card } أو اسمح به{ $until } · بانتظار { $who }
await-block = صُدّ بـ{ $cards } أو اسمح{ $until } · بانتظار { $who }
await-prove = على **{ $name }** أن يكشف { $card } أو يخسر بطاقة{ $until }
await-prove_hand = على **{ $name }** أن يكشف يده كاملة (لا دوق) أو يخسر بطاقة{ $until }
await-faction = يختار **{ $name }** فصيلًا للطاولة{ $until }
await-show = يختار **{ $name }** بطاقة يُريها لـ{ $actor } سرًّا{ $until }
await-examine = يقرّر **{ $name }**: يعيد بطاقة { $target } أو يُجبره على التبديل{ $until }
await-must_coup = لدى **{ $name }** عشر عملات أو أكثر: عليه أن ينفّذ انقلابًا{ $until }
await-lose = على **{ $name }** أن يختار بطاقة يخسرها{ $until }
await-exchange = يختار **{ $name }** البطاقات التي يحتفظ بها{ $until }
await-draft = يختار كل لاعب بطاقة من مجموعته{ $until } · بانتظار { $who }
await-over = انتهت اللعبة.

## The board

board-out = خارج اللعبة
board-court =
    { $n ->
        [zero] رزمة البلاط: { $n } بطاقة
        [one] رزمة البلاط: بطاقة واحدة
        [two] رزمة البلاط: بطاقتان
        [few] رزمة البلاط: { $n } بطاقات
        [many] رزمة البلاط: { $n } بطاقة
       *[other] رزمة البلاط: { $n } بطاقة
    }
board-footer = لعبة { $mode } · { $variant }
board-footer_options = { $footer } · { $options }
board-reserve = خزينة الاحتياط: { $coins }
board-auto = ⏩ لا يُنتظر ردّهم على ادعاءات الآخرين: { $names }
board-factions = الفصائل: { $loyalist } · { $reformist }
board-reunified = { " " }— كل الباقين في فصيل واحد: يجوز استهداف أي لاعب

## Buttons

button-challenge = تحدٍّ
button-allow = اسمح
button-block = صُدّ ({ $card })
button-cards = بطاقاتي
button-more_time = وقت إضافي
button-lose = اختر بطاقتي
button-prove = اكشف أو اخسر بطاقة
button-exchange = اختر ما أحتفظ به
button-draft = اختر بطاقتي
button-show_card = اختر البطاقة التي أُريها
button-examine = انظر إلى البطاقة وقرّر
button-show_hand = اكشف يدي كاملة (لا دوق)
button-give_back = أعِدها
button-force_exchange = أجبره على التبديل
button-action_more = { $action }…
button-action_target = { $action } ← { $target }
button-show = اكشف { $card }
button-lose_card = اخسر { $card }
button-pick = احتفظ بـ{ $card }
button-join = انضمّ
button-leave = غادر
button-start = ابدأ
button-cancel = ألغِ
button-forfeit = انسحب من هذه اللعبة
button-abandon_series = غادر السلسلة كلها
button-auto_on = لا تنتظرني
button-auto_off = انتظرني من جديد
button-autopilot_on = الطيار الآلي إذا نفد وقتي
button-autopilot_off = أوقف الطيار الآلي
button-handoff = سلّم مقعدي للحاسوب
button-rematch = مباراة ثأرية
select-target = { $action }: اختر لاعبًا
select-keep =
    { $n ->
        [zero] احتفظ بـ{ $n } بطاقة بالضبط
        [one] احتفظ ببطاقة واحدة بالضبط
        [two] احتفظ ببطاقتين بالضبط
        [few] احتفظ بـ{ $n } بطاقات بالضبط
        [many] احتفظ بـ{ $n } بطاقة بالضبط
       *[other] احتفظ بـ{ $n } بطاقة بالضبط
    }
select-in_hand = في يدك
select-drawn = مسحوبة
select-convert_self = { $name } (أنت)
select-convert = { $faction } ← { $other } · { $coins }

## Private (ephemeral) texts

hand-cards = بطاقاتك: { $cards }
hand-not_picked = لم تختر بطاقتك بعد.
hand-none = لم تبقَ لديك بطاقات مخفية.
hand-revealed = المكشوفة: { $cards }
hand-coins = العملات: { $n }
hand-drawn = المسحوبة من رزمة البلاط: { $cards }
hand-auto_on = ⏩ لبقية هذه اللعبة، كل ادعاء أو حركة لا تصدر عنك ولا تستهدفك تمضي دون انتظارك.
hand-autopilot_on = 🤖 الطيار الآلي مفعّل: إذا نفد وقتك يقرر الحاسوب عنك (ويبقى الدور الفائت محسوبًا).
hand-faction = فصيلك: { $faction }
hand-examined = أراك { $target }: { $card }
hand-showed = أريتَ { $actor }: { $card }
hand-redrawn = تبديل مفروض في الدور { $turn }: أعطيتَ { $shown } وسحبتَ { $drawn }.
private-until = { " " }({ $when })
private-lose = **تخسر نفوذًا: اختر البطاقة التي تكشفها**{ $until }.
private-prove = تحدّى أحدهم ادعاءك بأنك { $card }! اكشف البطاقة (فتُستبدل ببطاقة جديدة) أو اخسر بطاقة من اختيارك{ $until }.
private-prove_hand = ادّعيت أنك لا تملك دوقًا وتحدّاك أحدهم! اكشف يدك كاملة للجميع (لا دوق: يخسر المتحدّي بطاقة وتسحب بطاقات جديدة)، أو اخسر بطاقة من اختيارك{ $until }.
private-prove_duke = ادّعيت أنك لا تملك دوقًا وتحدّاك أحدهم، لكنك تملك دوقًا: لا يمكنك كشف يدك، فاخسر بطاقة من اختيارك{ $until }.
private-faction = **اختر فصيلك**؛ يأخذ اللاعب التالي باتجاه عقارب الساعة الفصيل الآخر، وهكذا{ $until }.
private-show = **اختر البطاقة التي تُريها لـ{ $actor }**؛ لن يراها سواكما{ $until }.
private-examine = **أعِد البطاقة إليه**، أو أجبر { $target } على تبديلها ببطاقة من رزمة البلاط{ $until }.
private-exchange =
    { $n ->
        [zero] **احتفظ بـ{ $n } من هذه البطاقات**؛ يعود الباقي إلى رزمة البلاط{ $until }.
        [one] **احتفظ ببطاقة واحدة من هذه البطاقات**؛ يعود الباقي إلى رزمة البلاط{ $until }.
        [two] **احتفظ ببطاقتين من هذه البطاقات**؛ يعود الباقي إلى رزمة البلاط{ $until }.
        [few] **احتفظ بـ{ $n } من هذه البطاقات**؛ يعود الباقي إلى رزمة البلاط{ $until }.
        [many] **احتفظ بـ{ $n } من هذه البطاقات**؛ يعود الباقي إلى رزمة البلاط{ $until }.
       *[other] **احتفظ بـ{ $n } من هذه البطاقات**؛ يعود الباقي إلى رزمة البلاط{ $until }.
    }
private-draft = **اختر البطاقة التي تحتفظ بها من مجموعتك**؛ تخرج الأربع الأخرى من اللعبة دون أن يراها أحد{ $until }.
private-target = **{ $action }**: اختر لاعبًا{ $until }.
done-reveal = كشفتَ بطاقتك { $card }.
done-prove = كشفتَ { $card }؛ بطاقتك البديلة { $new }.
done-concede = لم تكشفها فخسرت { $card }.
done-keep = تحتفظ بـ{ $cards }.
done-prove_hand = كشفتَ يدك ({ $cards })؛ بطاقاتك الجديدة { $new }.
done-show = أريتَ { $actor } بطاقتك { $card }.
done-give_back = أعدتَ البطاقة.
done-force_exchange = أجبرته على التبديل.
done-draft = تحتفظ بـ{ $card }.
done-target = { $action } على { $target }.
done-convert = دفعتَ { $coins } إلى خزينة الاحتياط: فصيل { $target } الآن { $faction }.
done-convert_self = دفعتَ { $coins } إلى خزينة الاحتياط: فصيلك الآن { $faction }.
done-now = الآن: { $what }
done-over = انتهت اللعبة.

## The lobby

lobby-title = **ردهة Coup** · { $mode } · { $variant }
lobby-rematch = { " " }· مباراة ثأرية: يبدأ الفائز الأخير
lobby-seats = اللاعبون بترتيب المقاعد:
lobby-host = { " " }(المضيف)
lobby-autopilot = 🤖 الطيار الآلي للجميع: إذا نفد وقت لاعب يقرر الحاسوب عنه.
lobby-help = اضغط **انضمّ** لتأخذ مقعدًا. يضغط المضيف **ابدأ** (من 2 إلى 10 لاعبين).
lobby-help_series = اضغط **انضمّ** لتأخذ مقعدًا. يضغط المضيف **ابدأ** (من 2 إلى 6 لاعبين في السلسلة).
lobby-help_draft = اضغط **انضمّ** لتأخذ مقعدًا. يضغط المضيف **ابدأ** (لاعبان بالضبط في الاختيار).
lobby-started = **Coup** · { $mode } · { $variant } — بدأت اللعبة.
lobby-cancelled = **Coup** · { $mode } · { $variant } — أُلغيت اللعبة.
lobby-finished = **Coup** · { $mode } · { $variant } — انتهت اللعبة.
lobby-cancelled_lobby = **Coup** · { $mode } · { $variant } — أُلغيت الردهة.

## The end of a game

over-winner =
    { $turns ->
        [zero] 🏆 **فاز { $name }** بعد { $turns } دور.
        [one] 🏆 **فاز { $name }** بعد دور واحد.
        [two] 🏆 **فاز { $name }** بعد دورين.
        [few] 🏆 **فاز { $name }** بعد { $turns } أدوار.
        [many] 🏆 **فاز { $name }** بعد { $turns } دورًا.
       *[other] 🏆 **فاز { $name }** بعد { $turns } دور.
    }
over-bluffs = الخدع، وقد صار كشفها ممكنًا:
over-bluff-action = الدور { $turn }: ادّعى { $name } أنه { $card } ولم يكن كذلك{ $caught }.
over-bluff-block = الدور { $turn }: صدّ { $name } بـ{ $card } دون أن يملك تلك البطاقة{ $caught }.
over-bluff-embezzle = الدور { $turn }: ادّعى { $name } أنه لا يملك { $duke } وهو يملكه{ $caught }.
over-bluff-caught = { " " }— وكُشف
over-no_bluffs = لم يخدع أحد.
status-last_game = لا تُلعب هنا أي لعبة الآن. آخر لعبة:
status-cancelled = أُلغيت قبل أن تنتهي.
over-rematch = يستطيع المضيف بدء مباراة ثأرية مع اللاعبين أنفسهم؛ يبدأ الفائز.
series-standing = **السلسلة** · لُعبت { $done } من 3 مباريات · الانتصارات: { $wins } · يبدأ { $starter } المباراة التالية.
series-next_help = يضغط المضيف **المباراة التالية** حين يستعد الجميع.
series-game_stand_in =
    { $turns ->
        [zero] المباراة { $k }: فاز حاسوب تولّى مقعدًا في { $turns } دور (لا يُحتسب الفوز لأحد في السلسلة).
        [one] المباراة { $k }: فاز حاسوب تولّى مقعدًا في دور واحد (لا يُحتسب الفوز لأحد في السلسلة).
        [two] المباراة { $k }: فاز حاسوب تولّى مقعدًا في دورين (لا يُحتسب الفوز لأحد في السلسلة).
        [few] المباراة { $k }: فاز حاسوب تولّى مقعدًا في { $turns } أدوار (لا يُحتسب الفوز لأحد في السلسلة).
        [many] المباراة { $k }: فاز حاسوب تولّى مقعدًا في { $turns } دورًا (لا يُحتسب الفوز لأحد في السلسلة).
       *[other] المباراة { $k }: فاز حاسوب تولّى مقعدًا في { $turns } دور (لا يُحتسب الفوز لأحد في السلسلة).
    }
series-game =
    { $turns ->
        [zero] المباراة { $k }: فاز **{ $name }** في { $turns } دور.
        [one] المباراة { $k }: فاز **{ $name }** في دور واحد.
        [two] المباراة { $k }: فاز **{ $name }** في دورين.
        [few] المباراة { $k }: فاز **{ $name }** في { $turns } أدوار.
        [many] المباراة { $k }: فاز **{ $name }** في { $turns } دورًا.
       *[other] المباراة { $k }: فاز **{ $name }** في { $turns } دور.
    }
series-won =
    { $n ->
        [zero] 🏆 **{ $name } يفوز بالسلسلة** بـ{ $n } انتصار!
        [one] 🏆 **{ $name } يفوز بالسلسلة** بانتصار واحد!
        [two] 🏆 **{ $name } يفوز بالسلسلة** بانتصارين!
        [few] 🏆 **{ $name } يفوز بالسلسلة** بـ{ $n } انتصارات!
        [many] 🏆 **{ $name } يفوز بالسلسلة** بـ{ $n } انتصارًا!
       *[other] 🏆 **{ $name } يفوز بالسلسلة** بـ{ $n } انتصار!
    }
series-shared =
    { $n ->
        [zero] 🤝 **{ $names } يتقاسمون السلسلة** بـ{ $n } انتصار لكلٍّ منهم.
        [one] 🤝 **{ $names } يتقاسمون السلسلة** بانتصار واحد لكلٍّ منهم.
        [two] 🤝 **{ $names } يتقاسمون السلسلة** بانتصارين لكلٍّ منهم.
        [few] 🤝 **{ $names } يتقاسمون السلسلة** بـ{ $n } انتصارات لكلٍّ منهم.
        [many] 🤝 **{ $names } يتقاسمون السلسلة** بـ{ $n } انتصارًا لكلٍّ منهم.
       *[other] 🤝 **{ $names } يتقاسمون السلسلة** بـ{ $n } انتصار لكلٍّ منهم.
    }
series-abandoned = توقفت السلسلة: غادرها { $name }. الانتصارات حتى الآن: { $wins }. لا فائز بها.
series-cancelled = أُلغيت السلسلة.
series-lobby = { " " }· سلسلة من ثلاث مباريات
series-left = غادر { $name } السلسلة: توقفت بانتصاراتها حتى الآن، ولا فائز بها.
leave-confirm_game = أتغادر اللعبة؟ تُعدّ منسحبًا: تُكشف بطاقاتك وتخرج من اللعبة. اضغط الزر للتأكيد؛ وإلا فلن يحدث شيء.
leave-or_series = في السلسلة، الانسحاب يخسرك هذه المباراة وحدها؛ أما مغادرة السلسلة كلها فتوقفها للجميع، ولا يفوز بها أحد.
leave-or_handoff = أو سلّم مقعدك للحاسوب: يلعب بقية هذه اللعبة بأوراقك وعملاتك، والنتيجة له لا لك.
leave-confirm_series = أتغادر السلسلة؟ تتوقف بانتصاراتها حتى الآن، ولا يفوز بها أحد. اضغط الزر للتأكيد؛ وإلا فلن يحدث شيء.
ok-left_series = غادرتَ السلسلة.
series-cancelled_by = ألغى { $name } السلسلة.
button-next_game = المباراة التالية
chart-coins = العملات
chart-cards = البطاقات
chart-turn = الدور
chart-winner = الفائز
chart-player = اللاعب { $n }

## Standings

board-title = **لوحة الصدارة · { $season }** (الصفحة { $page } من { $pages })
board-empty = لم يُنهِ أحد لعبة في هذا الموسم بعد.
# Two counts in one line: each word follows its own number.
board-row =
    { $rank }. { $name } · { $wins ->
        [zero] **{ $wins }** انتصار
        [one] انتصار **واحد**
        [two] **انتصاران**
        [few] **{ $wins }** انتصارات
        [many] **{ $wins }** انتصارًا
       *[other] **{ $wins }** انتصار
    } في { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتين
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    } ({ $rate }){ $series }
board-series = { " " }· سلاسل فاز بها { $won }، تقاسمها { $shared }
board-computers = لاعبو الحاسوب (خارج الترتيب):
board-computer_row =
    • { $level }: { $wins ->
        [zero] { $wins } انتصار
        [one] انتصار واحد
        [two] انتصاران
        [few] { $wins } انتصارات
        [many] { $wins } انتصارًا
       *[other] { $wins } انتصار
    } في { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتين
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    } ({ $rate })
stats-title = **{ $name }** · { $scope }
stats-all_time = كل مواسم هذا الخادم
stats-games = المباريات: { $games } · الانتصارات: { $wins } ({ $rate }) · متوسط الترتيب: { $finish }
stats-series = السلاسل: { $played } · فاز بـ{ $won } · تقاسم { $shared } · توقفت { $abandoned }
stats-challenges = التحديات: { $made } · الناجحة: { $won }
stats-bluffs = الادعاءات: { $claims } · الخدع: { $bluffs } · المكشوفة: { $caught }
stats-blocks = مرات الصدّ: { $n }
stats-never = لم يُنهِ { $name } أي لعبة على هذا الخادم بعد.
history-title = **{ $name }** · آخر مبارياته على هذا الخادم
history-won =
    { $when } · 🏆 فاز ({ $players ->
        [zero] { $players } لاعب
        [one] لاعب واحد
        [two] لاعبان
        [few] { $players } لاعبين
        [many] { $players } لاعبًا
       *[other] { $players } لاعب
    }، { $turns ->
        [zero] { $turns } دور
        [one] دور واحد
        [two] دوران
        [few] { $turns } أدوار
        [many] { $turns } دورًا
       *[other] { $turns } دور
    }){ $series } · { $link }
history-lost =
    { $turns ->
        [zero] { $when } · المركز { $finish } من { $players } ({ $turns } دور){ $series } · { $link }
        [one] { $when } · المركز { $finish } من { $players } (دور واحد){ $series } · { $link }
        [two] { $when } · المركز { $finish } من { $players } (دوران){ $series } · { $link }
        [few] { $when } · المركز { $finish } من { $players } ({ $turns } أدوار){ $series } · { $link }
        [many] { $when } · المركز { $finish } من { $players } ({ $turns } دورًا){ $series } · { $link }
       *[other] { $when } · المركز { $finish } من { $players } ({ $turns } دور){ $series } · { $link }
    }
history-in_series = { " " }· المباراة { $k } من سلسلة
history-series_title = السلاسل:
history-series-won =
    { $wins ->
        [zero] { $when } · فاز بالسلسلة بـ{ $wins } انتصار · { $channel }
        [one] { $when } · فاز بالسلسلة بانتصار واحد · { $channel }
        [two] { $when } · فاز بالسلسلة بانتصارين · { $channel }
        [few] { $when } · فاز بالسلسلة بـ{ $wins } انتصارات · { $channel }
        [many] { $when } · فاز بالسلسلة بـ{ $wins } انتصارًا · { $channel }
       *[other] { $when } · فاز بالسلسلة بـ{ $wins } انتصار · { $channel }
    }
history-series-shared =
    { $wins ->
        [zero] { $when } · تقاسم السلسلة بـ{ $wins } انتصار · { $channel }
        [one] { $when } · تقاسم السلسلة بانتصار واحد · { $channel }
        [two] { $when } · تقاسم السلسلة بانتصارين · { $channel }
        [few] { $when } · تقاسم السلسلة بـ{ $wins } انتصارات · { $channel }
        [many] { $when } · تقاسم السلسلة بـ{ $wins } انتصارًا · { $channel }
       *[other] { $when } · تقاسم السلسلة بـ{ $wins } انتصار · { $channel }
    }
history-series-lost =
    { $wins ->
        [zero] { $when } · خسر السلسلة ({ $wins } انتصار) · { $channel }
        [one] { $when } · خسر السلسلة (انتصار واحد) · { $channel }
        [two] { $when } · خسر السلسلة (انتصاران) · { $channel }
        [few] { $when } · خسر السلسلة ({ $wins } انتصارات) · { $channel }
        [many] { $when } · خسر السلسلة ({ $wins } انتصارًا) · { $channel }
       *[other] { $when } · خسر السلسلة ({ $wins } انتصار) · { $channel }
    }
history-series-abandoned =
    { $wins ->
        [zero] { $when } · توقفت السلسلة ({ $wins } انتصار حتى حينه) · { $channel }
        [one] { $when } · توقفت السلسلة (انتصار واحد حتى حينه) · { $channel }
        [two] { $when } · توقفت السلسلة (انتصاران حتى حينه) · { $channel }
        [few] { $when } · توقفت السلسلة ({ $wins } انتصارات حتى حينه) · { $channel }
        [many] { $when } · توقفت السلسلة ({ $wins } انتصارًا حتى حينه) · { $channel }
       *[other] { $when } · توقفت السلسلة ({ $wins } انتصار حتى حينه) · { $channel }
    }
season-unknown = لا يوجد على هذا الخادم الموسم { $n }. يعرضها `/coup season list`.
season-started = بدأ { $by } **{ $name }** (الموسم { $n }). تبقى المواسم السابقة متاحة عبر `/coup leaderboard season:`.
season-list = **المواسم** (الأحدث أولًا):
season-row = { $n }. { $name } · منذ { $when }
season-none = لا موسم بعد: أول لعبة تُلعب هنا تفتتح الموسم 1.

## Reminders

remind-channel = ⏰ تذكير: { $what }
remind-dm =
    ⏰ تذكير من **{ $server }**: { $what }
    { $link }
remind-channel_last = ⏰ تذكير أخير، الوقت يوشك أن ينتهي: { $what }
remind-dm_last =
    ⏰ تذكير أخير من **{ $server }**، الوقت يوشك أن ينتهي: { $what }
    { $link }

## A server's games and settings

games-title = **الألعاب على هذا الخادم** ({ $n })
games-title_mine = **ألعاب بانتظارك** ({ $n })
games-lobby =
    { $n ->
        [zero] • ردهة · { $n } لاعب · { $mode } · { $link }
        [one] • ردهة · لاعب واحد · { $mode } · { $link }
        [two] • ردهة · لاعبان · { $mode } · { $link }
        [few] • ردهة · { $n } لاعبين · { $mode } · { $link }
        [many] • ردهة · { $n } لاعبًا · { $mode } · { $link }
       *[other] • ردهة · { $n } لاعب · { $mode } · { $link }
    }
games-running =
    { $n ->
        [zero] • الدور { $turn } · بقي { $n } لاعب · { $mode } · بانتظار { $who } { $until } · { $link }
        [one] • الدور { $turn } · بقي لاعب واحد · { $mode } · بانتظار { $who } { $until } · { $link }
        [two] • الدور { $turn } · بقي لاعبان · { $mode } · بانتظار { $who } { $until } · { $link }
        [few] • الدور { $turn } · بقي { $n } لاعبين · { $mode } · بانتظار { $who } { $until } · { $link }
        [many] • الدور { $turn } · بقي { $n } لاعبًا · { $mode } · بانتظار { $who } { $until } · { $link }
       *[other] • الدور { $turn } · بقي { $n } لاعب · { $mode } · بانتظار { $who } { $until } · { $link }
    }
games-more = …و{ $n } غيرها.
games-none = لا لعبة ولا ردهة مفتوحة على هذا الخادم. ابدأ واحدة بـ`/coup new`.
games-none_mine = لا لعبة بانتظارك.
notify-channel = ستُذكَّر بقراراتك في الألعاب بالمراسلة بإشارة إليك في قناة اللعبة.
notify-dm = ستُذكَّر بقراراتك في الألعاب بالمراسلة برسالة خاصة (أو في القناة إن كانت رسائلك الخاصة مغلقة).
notify-off = لن تصلك تذكيرات بقراراتك في الألعاب بالمراسلة.
settings-title = **إعدادات Coup على هذا الخادم** (الافتراضية للألعاب الجديدة)
settings-mode = النمط: { $mode } · سلسلة رسائل خاصة بكل لعبة: { $thread }
settings-live = مباشر: { $window } للرد على ادعاء، { $turn } للدور
settings-async = بالمراسلة: { $window } للرد على ادعاء، { $turn } للدور
settings-missed = الأدوار الفائتة المتتالية قبل الانسحاب: { $n }
settings-expansions = التوسعات: { $expansions }
settings-computers = الطيار الآلي مسموح: { $autopilot } · يمكن للمغادر تسليم مقعده للحاسوب: { $handoff }
settings-replays = إعادة العرض ظاهرة للقناة كلها: { $public }
settings-none = لا شيء
settings-channels = القنوات التي تستضيف الألعاب: { $channels }
settings-any_channel = أي قناة
settings-language = لغة الرسائل العامة: { $language }
settings-server_language = لغة الخادم نفسه
settings-yes = نعم
settings-no = لا
settings-saved = حُفظ.
no-duration = `{ $option }`: «{ $value }» ليست مدة بين 10s و72h (اكتبها هكذا: 30s أو 5m أو 8h أو 1h30m).
no-settings_nothing = لا شيء لتغييره: حدّد خيارًا واحدًا على الأقل.
no-settings_channel = حدّد قناة نصية على هذا الخادم.

## Answers to commands

ok-joined = انضممت: المقعد { $n }.
ok-left_lobby = غادرتَ الردهة.
ok-forfeited = انسحبتَ من اللعبة.
ok-handed_off = يواصل الحاسوب اللعب في مقعدك.
ok-started = تبدأ اللعبة.
ok-cancelled = ألغى { $name } { $what }.
ok-what-lobby = الردهة
ok-what-game = اللعبة
ok-added_computer = { $level ->
        [easy] أُضيف لاعب حاسوب سهل.
        [hard] أُضيف لاعب حاسوب صعب.
       *[normal] أُضيف لاعب حاسوب عادي.
    }
ok-removed_computer = أُزيل لاعب حاسوب.

## Refusals

no-table = لا ردهة ولا لعبة Coup في هذه القناة. ابدأ واحدة بـ`/coup new`.
no-dm = تُلعب Coup في قناة على خادم، لا في الرسائل الخاصة.
no-busy = في هذه القناة ردهة أو لعبة Coup بالفعل. أنهِها أو ألغِها بـ`/coup cancel` أولًا، أو استخدم قناة أخرى.
no-busy_rematch = في هذه القناة ردهة أو لعبة جديدة بالفعل.
no-not_player = هذه اللعبة بين لاعبين آخرين.
no-not_in_lobby = لست في هذه الردهة.
no-already_in = أنت في هذه الردهة بالفعل.
no-full =
    { $n ->
        [zero] امتلأت هذه الردهة ({ $n } لاعب).
        [one] امتلأت هذه الردهة (لاعب واحد).
        [two] امتلأت هذه الردهة (لاعبان).
        [few] امتلأت هذه الردهة ({ $n } لاعبين).
        [many] امتلأت هذه الردهة ({ $n } لاعبًا).
       *[other] امتلأت هذه الردهة ({ $n } لاعب).
    }
no-series_full =
    { $n ->
        [zero] السلسلة للاعبين من 2 إلى 6: امتلأت هذه الردهة ({ $n } لاعب).
        [one] السلسلة للاعبين من 2 إلى 6: امتلأت هذه الردهة (لاعب واحد).
        [two] السلسلة للاعبين من 2 إلى 6: امتلأت هذه الردهة (لاعبان).
        [few] السلسلة للاعبين من 2 إلى 6: امتلأت هذه الردهة ({ $n } لاعبين).
        [many] السلسلة للاعبين من 2 إلى 6: امتلأت هذه الردهة ({ $n } لاعبًا).
       *[other] السلسلة للاعبين من 2 إلى 6: امتلأت هذه الردهة ({ $n } لاعب).
    }
no-started = بدأت اللعبة بالفعل؛ يمكنك الانضمام إلى التالية.
no-closed = أُغلقت هذه الردهة.
no-gone = لم تعد هذه الردهة موجودة.
no-over = انتهت هذه اللعبة.
no-not_running = لم تعد هذه اللعبة جارية.
no-out_of_date = هذا الطلب قديم: تقدّمت اللعبة.
no-moved_on = تقدّمت اللعبة في الأثناء؛ لم يتغير شيء. انظر مجددًا وحاول مرة أخرى.
no-maybe_saved = ربما لم يُحفظ ذلك: انقطع الاتصال بقاعدة البيانات. ستعرض اللعبة ما حُفظ فور أن تستجيب قاعدة البيانات من جديد.
no-already_challenged = تحدّى { $name } هذا الادعاء بالفعل.
no-out = أنت خارج هذه اللعبة.
no-not_yours = هذا القرار ليس لك: اللعبة بانتظار { $who }.
no-not_your_turn = ليس دورك؛ إنه دور { $name }.
no-not_option = هذا الاختيار ليس من الخيارات.
no-one_option = اختر خيارًا واحدًا بالضبط.
no-once_each = اختر كل بطاقة مرة واحدة على الأكثر.
no-nothing_to_block = لا شيء يمكن صدّه الآن.
no-exchange_over = انتهى هذا التبديل.
no-not_a_button = هذا الزر لا ينتمي إلى أي لعبة يعرفها البوت.
no-other_channel = هذا الزر لعبة في قناة أخرى.
no-host-start = المضيف وحده يبدأ اللعبة.
no-host-rematch = المضيف وحده يبدأ مباراة ثأرية.
no-host-addbot = المضيف وحده يضيف لاعبي الحاسوب.
no-host-removebot = المضيف وحده يزيل لاعبي الحاسوب.
no-host_or_manager = لا يُلغي إلا المضيف أو عضو لديه صلاحية «إدارة الخادم».
no-rematch_finished = لا تأتي المباراة الثأرية إلا بعد لعبة منتهية.
no-not_started_yet = لم تبدأ اللعبة بعد.
no-not_playing = لست لاعبًا في هذه اللعبة.
no-min_players = تحتاج Coup إلى لاعبين اثنين على الأقل: انتظر انضمام أحد (أو أضف لاعب حاسوب بـ`/coup addbot`).
no-draft_two = نمط الاختيار للاعبين اثنين بالضبط.
no-no_computer = لا لاعب حاسوب في هذه الردهة.
no-move = هذه الحركة غير مسموحة الآن.
no-option_value = `{ $option }`: لا يمكنني استخدام هذه القيمة.
no-subcommand = هذه مجموعة أوامر: اختر أحدها (قائمة `/coup` تعرضها).
no-unknown_option = لا يوجد في هذا الأمر خيار `{ $option }`. إن كان Discord يعرضه فقائمة أوامره قديمة: حاول بعد دقيقة.
db-readonly = ملف قاعدة البيانات للقراءة فقط
db-full = القرص ممتلئ
db-io = تعذّر على القرص قراءة ملف قاعدة البيانات أو الكتابة فيه
db-locked = قاعدة البيانات مقفلة من برنامج آخر
db-damaged = ملف قاعدة البيانات تالف
db-failed = تعطّلت قاعدة البيانات
perm-view_channel = عرض القنوات
perm-embed_links = تضمين الروابط
perm-send_messages = إرسال الرسائل
perm-create_public_threads = إنشاء سلاسل رسائل عامة
perm-send_messages_in_threads = إرسال الرسائل في سلاسل الرسائل
season-default = الموسم { $n }
no-log = لم تُلعب أي لعبة في هذه القناة بعد.
no-manage_server = لا يفعل ذلك إلا عضو لديه صلاحية «إدارة الخادم».
no-autopilot_server_off = الطيار الآلي غير مسموح في هذا الخادم: يمكن لعضو لديه صلاحية «إدارة الخادم» السماح به في إعدادات الخادم.
no-autopilot_off = الطيار الآلي غير مسموح في هذه اللعبة: يمكن لعضو لديه صلاحية «إدارة الخادم» السماح به في إعدادات الخادم، للألعاب التي تُفتح بعد ذلك.
no-handoff_off = تسليم المقعد للحاسوب غير مسموح في هذه اللعبة: يمكن لعضو لديه صلاحية «إدارة الخادم» السماح به في إعدادات الخادم، للألعاب التي تُفتح بعد ذلك.
no-channel_not_allowed = تُستضاف ألعاب Coup على هذا الخادم في { $channels } (`/coup settings`).
no-series_busy = هذه القناة في منتصف سلسلة: أنهِها (أو ألغِها بـ`/coup cancel`) أولًا، أو استخدم قناة أخرى.
no-series_size = السلسلة للاعبين من 2 إلى 6؛ في هذه الردهة { $n }. ابدأ لعبة منفردة بدلًا منها.
no-series_over = انتهت هذه السلسلة.
no-series_next_started = بدأت المباراة التالية من هذه السلسلة بالفعل.
no-host-next = لا يبدأ المباراة التالية من السلسلة إلا المضيف (أو عضو لديه صلاحية «إدارة الخادم»).
no-more_time_not_awaited = لا يطلب وقتًا إضافيًا إلا لاعب تنتظره اللعبة.
no-more_time_used = حصلت على وقت إضافي مرة في هذه اللعبة.
no-target_self = لا يمكنك استهداف نفسك.
no-target_out = يجب أن يكون الهدف لاعبًا ما زال في اللعبة.
no-target_poor = لا يملك { $name } عملات تُسرق.
no-keep_exactly = احتفظ بعدد البطاقات الذي تملكه بالضبط ({ $n }).
no-answered = لقد أجبت بالفعل.
no-own_claim = هذا ادعاؤك أنت: يجيب عنه اللاعبون الآخرون.
no-only_target = لا يصدّ هذا إلا { $name }.
no-failed_block = فشل صدّك؛ لا يمكنك صدّ هذه الحركة مجددًا.
no-block_same_faction = { $name } من فصيلك ({ $faction }): ما دامت الطاولة منقسمة لا يمكنك صدّ مساعدته الخارجية.
no-target_same_faction = { $name } من فصيلك ({ $faction }): ما دامت الطاولة منقسمة لا يمكنك استهدافه.
no-block_card = لا يُصدّ { $action } إلا بـ{ $cards }.
no-action_not_in_game = لا يُلعب { $action } في هذه اللعبة.
no-character_not_in_game = لا يوجد { $card } في هذه اللعبة.
no-card_not_held = لا تملك بطاقة { $card } مخفية لذلك.
no-duke_held = لديك دوق: لا يمكنك إثبات أنك لا تملكه.
no-wrong_step = هذا لا يجيب عمّا تنتظره اللعبة الآن.
no-takes_no_target = لا هدف لـ{ $action }.
faction-loyalist = موالٍ
faction-reformist = إصلاحي
no-nothing_waits = لا شيء بانتظارك الآن.
no-option = يجب أن يكون `{ $option }` واحدًا من: { $choices }.
no-option_range = يجب أن يكون `{ $option }` عددًا صحيحًا من { $low } إلى { $high }.
no-option_text =
    { $n ->
        [zero] يجب أن يكون `{ $option }` نصًّا من { $n } حرف على الأكثر.
        [one] يجب أن يكون `{ $option }` نصًّا من حرف واحد على الأكثر.
        [two] يجب أن يكون `{ $option }` نصًّا من حرفين على الأكثر.
        [few] يجب أن يكون `{ $option }` نصًّا من { $n } أحرف على الأكثر.
        [many] يجب أن يكون `{ $option }` نصًّا من { $n } حرفًا على الأكثر.
       *[other] يجب أن يكون `{ $option }` نصًّا من { $n } حرف على الأكثر.
    }
no-hours_live = `hours` للألعاب بالمراسلة؛ في الألعاب المباشرة يكون الرد بالثواني.
no-permissions = لا يمكنني استضافة لعبة هنا: أحتاج في هذه القناة إلى { $perms }.
no-unknown_command = لا أعرف هذا الأمر. قواعد اللعبة في `/coup rules`؛ وقائمة `/coup` تعرض الباقي.
no-outdated_command = ما زال Discord يحدّث أوامر هذا البوت؛ حاول بعد دقيقة.
no-saved_retry = حدث خطأ من جهتنا. اللعبة محفوظة؛ حاول مجددًا، أو استخدم `/coup status`.
no-unchanged_retry = حدث خطأ من جهتنا؛ لم يتغير شيء. حاول بعد لحظة.
no-database = تعذّر حفظ اللعبة ({ $why })؛ لم يتغير شيء. حاول بعد لحظة.
why = { $text }
why-must_coup =
    { $n ->
        [zero] لديك { $n } عملة: عليك أن تنفّذ انقلابًا.
        [one] لديك عملة واحدة: عليك أن تنفّذ انقلابًا.
        [two] لديك عملتان: عليك أن تنفّذ انقلابًا.
        [few] لديك { $n } عملات: عليك أن تنفّذ انقلابًا.
        [many] لديك { $n } عملة: عليك أن تنفّذ انقلابًا.
       *[other] لديك { $n } عملة: عليك أن تنفّذ انقلابًا.
    }
why-coins =
    { $need ->
        [zero] تحتاج إلى { $need } عملة من أجل { $action }؛ لديك { $n }.
        [one] تحتاج إلى عملة واحدة من أجل { $action }؛ لديك { $n }.
        [two] تحتاج إلى عملتين من أجل { $action }؛ لديك { $n }.
        [few] تحتاج إلى { $need } عملات من أجل { $action }؛ لديك { $n }.
        [many] تحتاج إلى { $need } عملة من أجل { $action }؛ لديك { $n }.
       *[other] تحتاج إلى { $need } عملة من أجل { $action }؛ لديك { $n }.
    }
why-steal = لا أحد يملك عملات تُسرق.
why-other = لا يمكنك فعل ذلك الآن.
thread-name = Coup · طاولة { $name }

## The reference card

rules = **Coup — بطاقة القواعد**
    في دورك تقوم بحركة واحدة بالضبط. إن كانت لديك 10 عملات أو أكثر فعليك تنفيذ انقلاب.
    • **دخل** +1 · لا يوقفه أحد
    • **مساعدة خارجية** +2 · يستطيع أي لاعب صدّها بـ👑 دوق
    • **انقلاب** ادفع 7 · يخسر الهدف نفوذًا · لا يُصدّ ولا يُتحدّى
    • 👑 **دوق — ضريبة** +3 · لا تُصدّ
    • 🗡️ **قاتل — اغتيال** ادفع 3 · يخسر الهدف نفوذًا · يستطيع الهدف صدّه بـ🌹 كونتيسة
    { $characters }
    { "**" }الادعاءات** قد تكون خداعًا. يستطيع أي لاعب **تحدّي** ادعاء: إن كان صادقًا خسر المتحدّي نفوذًا واستُبدلت البطاقة؛ وإلا خسر المدّعي نفوذًا وفشلت الحركة (وتعود عملات القاتل).
    التحديات أولًا، ثم الصدّ؛ وكل صدّ يمكن تحدّيه أيضًا.
    من يخسر بطاقتيه يخرج. آخر لاعب تبقى معه بطاقة يفوز.
rules-reformation = **الإصلاح** (يُلعب هنا)
    كل لاعب 🟦 موالٍ أو 🟥 إصلاحي، كما تُظهر اللوحة: يختار البادئ، ويتناوب الآخرون باتجاه عقارب الساعة.
    ما دام الباقون منقسمين، لا يجوز لك تنفيذ { $inquisitor ->
        [yes] انقلاب أو اغتيال أو سرقة أو استجواب
       *[no] انقلاب أو اغتيال أو سرقة
    } على لاعب من فصيلك، ولا صدّ مساعدته الخارجية. وحين يصير الباقون كلهم في فصيل واحد يجوز لأيٍّ استهداف أيٍّ (وقد يقسمهم تحويل من جديد).
    • **تحويل** ادفع 1 لتغيير فصيلك، أو 2 لتغيير فصيل لاعب آخر · تذهب العملات إلى **خزينة الاحتياط** · ليس ادعاءً: لا يُتحدّى ولا يُصدّ
    • **اختلاس** ادّعِ أنك **لا** تملك 👑 دوقًا وخذ كل عملات خزينة الاحتياط · يستطيع أي لاعب التحدّي: من يملك دوقًا يُقرّ بالخسارة؛ ومن لا يملكه يستطيع كشف يده كاملة (فيخسر المتحدّي نفوذًا وتُستبدل البطاقات المكشوفة)
    لا فوز للفريق: آخر لاعب تبقى معه بطاقة يفوز وحده.
rules-ambassador =
    • ⚓ **قبطان — سرقة** خذ 2 من لاعب · يستطيع الهدف صدّها بـ⚓ قبطان أو 📜 سفير
    • 📜 **سفير — تبديل** اسحب 2، واحتفظ بعدد ما تملك، وأعِد الباقي
rules-inquisitor =
    • ⚓ **قبطان — سرقة** خذ 2 من لاعب · يستطيع الهدف صدّها بـ⚓ قبطان أو 🔍 محقق
    • 🔍 **محقق — تبديل** اسحب بطاقة واحدة، واحتفظ بعدد ما تملك، وأعِد واحدة
    • 🔍 **محقق — استجواب** يُريك لاعب آخر بطاقة من اختياره سرًّا؛ أعِدها إليه، أو أجبره على تبديلها ببطاقة من رزمة البلاط · لا تقول القناة إلا من استجوب من، وهل فُرض التبديل أم لا


## Data rights (/coup privacy)

former-player = لاعب سابق
privacy-none = لا شيء
privacy-report = **ما يحفظه هذا البوت عنك**
    اسمك في ألعابه: { $names }
    الألعاب والردهات التي جلست فيها: { $games } · النتائج المحتسبة: { $results } · السلاسل التي لُعبت حتى نهايتها: { $series } · صفوف الترتيب: { $standings }
    اختيارك للتذكيرات: { $notify } · تذكيرات قراراتك المعلّقة: { $reminders }
    الخوادم التي كنت آخر من غيّر إعداداتها: { $settings } · المواسم التي بدأتها: { $seasons }
    يحذف `/coup privacy forget` اختياراتك وتذكيراتك ويزيل معرّفك واسمك من كل لعبة: تبقى نتائجك محتسبة للآخرين، كنتائج لاعب سابق.
privacy-forgotten = تمّ: لم يعد البوت يعرفك. تُظهر ألعابك ونتائجك السابقة «لاعب سابق» مكان اسمك.
privacy-confirm = **هل ينساك البوت؟** يحذف البوت اختياراتك وتذكيراتك ويُزيل معرّفك واسمك من كل لعبة نهائيًا: تبقى نتائجك محسوبة للآخرين باسم لاعب سابق. لا يمكن التراجع عن ذلك.
button-forget_me = انسَني
privacy-notify-channel = في قناة اللعبة
privacy-notify-dm = برسالة خاصة
privacy-notify-off = بلا تذكيرات
no-privacy_seated = أنت جالس في ردهة أو لعبة جارية، أو يلعب الحاسوب مقعدك في لعبة جارية: غادرها أولًا (`/coup leave`) أو انتظر نهاية تلك اللعبة، ثم اطلب من جديد. وكذلك السلسلة التي لم تنتهِ: غادرها بزر **غادر السلسلة كلها**.

## Replays, awards, predictions and ratings (issue 36)

button-predict = توقّع
button-guess_bluff = خدعة
button-guess_honest = صادق
button-replay = إعادة العرض
button-board_wins = حسب الانتصارات
button-board_rating = حسب التقييم
button-board_reads = حسب الفراسة
predict-ask = هل ادعاء **{ $name }** بـ{ $card } خدعة؟ لا يرى أحد توقعك حتى تنتهي اللعبة{ $until }.
predict-kept_bluff = توقعك: **خدعة**. لا يراه أحد حتى تنتهي اللعبة، ويمكنك تغييره ما دام الادعاء قابلًا للتحدي.
predict-kept_honest = توقعك: **صادق**. لا يراه أحد حتى تنتهي اللعبة، ويمكنك تغييره ما دام الادعاء قابلًا للتحدي.
no-predict_closed = لم يعد تحدي هذا الادعاء ممكنًا: أُغلقت التوقعات عليه.
no-predict_seated = لا يمكن للاعبين الذين ما زالوا في اللعبة أن يتوقعوا: التوقعات للمشاهدين ولمن خرجوا من اللعبة.
no-replay_running = ما زالت تلك اللعبة جارية: تُتاح إعادة عرضها حين تنتهي.
no-replay_cancelled = أُلغيت تلك اللعبة قبل نهايتها: لا إعادة عرض لها.
no-replay_unknown = لا توجد على هذا الخادم لعبة بهذا الرقم (يعرض `/coup history` ألعابك).
no-replay_none_here = لم تنتهِ أي لعبة حتى آخرها في هذه القناة بعد (يعرض `/coup history` ألعابك وأرقامها).
no-replay_not_yours = لا يقلّب صفحات إعادة العرض هذه إلا من فتحها: يفتح لك `/coup replay game:{ $id }` نسخة خاصة بك.
replay-title = **إعادة العرض · اللعبة #{ $id }** · الصفحة { $page } من { $pages }
replay-hands = أيدي الجميع عند بداية الدور:
replay-hand = • **{ $name }** · { $coins } · { $cards }{ $revealed }
replay-revealed = { " " }· المكشوفة: { $cards }
replay-hand_out = • ~~{ $name }~~ · خارج اللعبة · { $revealed }
replay-no_cards = لا بطاقة مخفية
replay-drawn = 🔒 يسحب { $name }: { $cards }.
replay-kept = 🔒 يحتفظ { $name } بـ{ $cards }.
replay-replace = 🔒 يسحب { $name } بدلًا منها: { $card }.
replay-redraw = 🔒 يسحب { $name } { $card } مكان البطاقة التي أراها.
replay-shown = 🔒 يُري { $target } { $name }: { $card }.
replay-draft_options = 🔒 يختار { $name } من بين: { $cards }.
replay-drafted = 🔒 يحتفظ { $name } بـ{ $card }.
replay-bluff = { " " }— 🎭 **خدعة**
over-awards = **الجوائز**
award-bluffer =
    🎭 أجرأ خداع: { $names } ({ $n ->
        [zero] { $n } خدعة متتالية لم تُكشف
        [one] خدعة واحدة لم تُكشف
        [two] خدعتان متتاليتان لم تُكشفا
        [few] { $n } خدع متتالية لم تُكشف
        [many] { $n } خدعة متتالية لم تُكشف
       *[other] { $n } خدعة متتالية لم تُكشف
    })
award-reader =
    🔍 أدقّ فراسة: { $names } (خدع مكشوفة وصدّ صمد: { $n ->
        [zero] { $n } مرة
        [one] مرة واحدة
        [two] مرتان
        [few] { $n } مرات
        [many] { $n } مرة
       *[other] { $n } مرة
    })
award-blunder-challenge =
    💸 أغلى خطأ: { $name }، الدور { $turn }: تحدّى ادعاءً صادقًا ({ $n ->
        [zero] خسر { $n } بطاقة
        [one] خسر بطاقة واحدة
        [two] خسر بطاقتين
        [few] خسر { $n } بطاقات
        [many] خسر { $n } بطاقة
       *[other] خسر { $n } بطاقة
    })
award-blunder-bluff =
    💸 أغلى خطأ: { $name }، الدور { $turn }: خدعة كُشفت ({ $n ->
        [zero] خسر { $n } بطاقة
        [one] خسر بطاقة واحدة
        [two] خسر بطاقتين
        [few] خسر { $n } بطاقات
        [many] خسر { $n } بطاقة
       *[other] خسر { $n } بطاقة
    })
award-blunder_out = { " " }— وخرج من اللعبة
award-fastest = ⚡ أسرع قرارًا: { $names } ({ $seconds } ث للقرار)
award-slowest = 🐢 أبطأ قرارًا: { $names } ({ $seconds } ث للقرار)
over-predictions = 🔮 **التوقعات** (الصائبة من المقدَّمة): { $rows }
over-prediction = { $name } { $right }/{ $made }
chart-award-bluffer = أجرأ خداع
chart-award-reader = أدقّ فراسة
chart-award-blunder = أغلى خطأ
chart-award-fastest = الأسرع
chart-award-slowest = الأبطأ
rating-value = **{ $rating }** ({ $mu } ± { $sigma })
board-title_rating = **تقييم المهارة · { $season }** (الصفحة { $page } من { $pages })
board-title_reads = **أدقّ فراسة · { $season }** (الصفحة { $page } من { $pages })
board-empty_rating =
    { $n ->
        [zero] لم يلعب أحد { $n } مباراة هذا الموسم بعد.
        [one] لم يلعب أحد مباراة واحدة هذا الموسم بعد.
        [two] لم يلعب أحد مباراتين هذا الموسم بعد.
        [few] لم يلعب أحد { $n } مباريات هذا الموسم بعد.
        [many] لم يلعب أحد { $n } مباراة هذا الموسم بعد.
       *[other] لم يلعب أحد { $n } مباراة هذا الموسم بعد.
    }
board-empty_reads = لم يقدّم أحد توقعًا هذا الموسم بعد.
board-row_rating =
    { $rank }. { $name } · { $rating } · { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    }
board-row_reads = { $rank }. { $name } · الصائبة: **{ $right }**/{ $made } ({ $rate })
board-rating_help =
    { $n ->
        [zero] التقييم هو المهارة التي تُظهرها المباريات مطروحًا منها ثلاثة أضعاف عدم اليقين (±)؛ يدخل اللاعب الترتيب بعد { $n } مباراة في الموسم.
        [one] التقييم هو المهارة التي تُظهرها المباريات مطروحًا منها ثلاثة أضعاف عدم اليقين (±)؛ يدخل اللاعب الترتيب بعد مباراة واحدة في الموسم.
        [two] التقييم هو المهارة التي تُظهرها المباريات مطروحًا منها ثلاثة أضعاف عدم اليقين (±)؛ يدخل اللاعب الترتيب بعد مباراتين في الموسم.
        [few] التقييم هو المهارة التي تُظهرها المباريات مطروحًا منها ثلاثة أضعاف عدم اليقين (±)؛ يدخل اللاعب الترتيب بعد { $n } مباريات في الموسم.
        [many] التقييم هو المهارة التي تُظهرها المباريات مطروحًا منها ثلاثة أضعاف عدم اليقين (±)؛ يدخل اللاعب الترتيب بعد { $n } مباراة في الموسم.
       *[other] التقييم هو المهارة التي تُظهرها المباريات مطروحًا منها ثلاثة أضعاف عدم اليقين (±)؛ يدخل اللاعب الترتيب بعد { $n } مباراة في الموسم.
    }
board-computer_rating =
    • { $level }: { $rating } · { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    }
stats-awards = الجوائز: { $awards }
stats-award = { $award } ×{ $n }
stats-predictions = التوقعات الصائبة: { $right }/{ $made }
stats-rating =
    تقييم هذا الموسم: { $rating } بعد { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتين
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    }
history-replay = اختر لعبة من الأسفل لتعيد مشاهدتها وكل الأيدي مكشوفة.
select-replay = أعِد عرض لعبة وكل الأيدي مكشوفة
history-pick = اللعبة #{ $id } · المركز { $finish } من { $players }

## The one-screen form of /coup new (issue 37)
form-title = لعبة Coup جديدة
form-mode = طريقة اللعب
form-live = مباشر: الردود خلال ثوانٍ
form-async = بالمراسلة: ساعات للرد
form-length = وقت الرد (الألعاب بالمراسلة)
form-length_help = يطول الدور ثلاثة أضعاف ذلك؛ في الألعاب المباشرة يكون الرد بالثواني.
form-length_default = إعداد الخادم ({ $length })
form-hours =
    { $n ->
        [zero] { $n } ساعة
        [one] ساعة واحدة
        [two] ساعتان
        [few] { $n } ساعات
        [many] { $n } ساعة
       *[other] { $n } ساعة
    }
form-variant = النوع
form-draft = اختيار: لاعبان يختار كل منهما بطاقته
form-expansions = التوسعات
form-reformation = الإصلاح: الفصائل، التحويل، الاختلاس
form-inquisitor = المحقق: يحل محل السفير
form-more = أيضًا
form-series = سلسلة من ثلاث ألعاب (من 2 إلى 6 لاعبين)
form-thread = العب في سلسلة محادثة جديدة خاصة بها
no-form_value = لا يوجد في النموذج خيار كهذا في «{ $option }»: افتحه من جديد عبر `/coup new`.

## Play outside a server (issue 37)
no-dm_live_only = خارج الخوادم لا تُلعب إلا الألعاب المباشرة، هنا في هذه المحادثة: لا ألعاب بالمراسلة ولا سلاسل محادثة.
no-time_ran_out = ⏰ انتهى الوقت قبل نقرتك: هذا هو وضع اللعبة الآن.
board-dm_clock = الوقت المنتهي يُحتسب عند النقرة التالية
rules-dm = **في رسالة جماعية خاصة أو رسالة خاصة بين الأصدقاء**
    لا يتكلم البوت هنا إلا عندما ينقر أحدهم أو يكتب أمرًا، لذلك:
    • لا تُلعب إلا الألعاب المباشرة (لا ألعاب بالمراسلة ولا سلاسل محادثة ولا تذكيرات)؛
    • يظهر كل قرار في الرد على النقرة التي اتخذته؛
    • القرار الذي انتهى وقته يُحسم عند النقرة التالية في اللعبة: اضغط أيًّا من أزرارها.
