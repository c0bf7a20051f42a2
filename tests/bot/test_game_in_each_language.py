"""A whole live game in each language the bot speaks, in the fake Discord, played through
buttons and commands by reading that language's catalogue.

Every catalogue but English is played (``i18n.SPOKEN``: a new ``.ftl`` file is played
without a line here changing). The server's Discord language is the catalogue's, and so is
the Discord of two of the three players; the third player's Discord is in another language
the bot speaks. A language Discord offers no client in (Arabic) is the server's by
``/coup settings``, and the two players' Discord is in English, Discord's default: their
private answers are in English, and the channel in the server's language. The game has a claim challenged and proved, cards lost through the private
buttons, a block, an exchange, a refusal, an assassination chosen in a private menu,
``/coup hand``, ``/coup status`` and ``/coup rules`` (once by the reader's own name for
it), and ends with the game-over message. Every control is found by its text in the
language its reader sees.

Afterwards: no text of the channel carries English from the catalogue, nor anything of the
third player's language (they are the server's); what only one player saw carries nothing of
a language other than their Discord's (no English where that is not English, nothing of the
server's language where theirs is another).

tests/bot/test_french_game.py plays the same game in French with the French words written
out; this file is its twin for every language, and the checks for "text from another
catalogue" are the French test's English checks made general.
"""

from __future__ import annotations

import re

import pytest

from bot import i18n, render
from bot.i18n import words
from bot.cardart import symbol
from engine import CHARACTERS, DUKE
from tests.bot.catalogues import assert_none_from, texts
from tests.bot.harness import bot_in_process, shown_in_full
from tests.bot.players import Table, duke_opening_seed

LANGUAGES = [lang for lang in i18n.SPOKEN if lang != i18n.ENGLISH]
#: Given as a message's parameter, marks where to cut its text (Speaker.before).
CUT = "\x00"


def discord_code(lang: str) -> str:
    """A Discord locale code that gets the catalogue (the first LANGUAGES lists)."""
    return next(code for code, catalogue in i18n.LANGUAGES.items() if catalogue == lang)


def clients_language(lang: str) -> str:
    """The Discord language of a player in a server of ``lang``: that language, or English
    (Discord's default) where Discord offers no client in it."""
    return lang if i18n.names_commands(lang) else i18n.ENGLISH


def other_language(lang: str) -> str:
    """The third player's language: the next catalogue after ``lang`` that a Discord client
    speaks, English left out."""
    clients = [other for other in LANGUAGES if i18n.names_commands(other)]
    after = [other for other in LANGUAGES[LANGUAGES.index(lang) + 1:] + LANGUAGES if other in clients and other != lang]
    return after[0] if after else lang


class Speaker:
    """What a reader of one language sees: the catalogue's texts, and where to find them."""

    def __init__(self, lang: str):
        self.lang = lang
        self.w = words(lang)
        self.cards = {self.w.card(c): c for c in CHARACTERS}
        self.card_re = "|".join(sorted(map(re.escape, self.cards), key=len, reverse=True))

    def card(self, name: str) -> str:
        """A card as the messages show it (render.card)."""
        return f"{symbol(name)} **{self.w.card(name)}**"

    def marker(self, key: str) -> str:
        """The longest fixed piece of a message: what shows the message is there."""
        pieces = re.split(r"\{\w+\}|\*\*", texts(self.lang)[key])
        return max((p.strip() for p in pieces), key=len)

    def before(self, key: str, **params) -> str:
        """A message's text before the parameter given as :data:`CUT`."""
        return self.w(key, **params).split(CUT)[0]

    def pattern(self, key: str, **fixed) -> re.Pattern:
        """A message as a pattern: the ``fixed`` parameters as given, any text for the others."""
        parts = re.split(r"(\{\w+\})", texts(self.lang)[key])  # a value may be isolated (right to left)
        return re.compile("".join("\u2068?" + re.escape(str(fixed[p[1:-1]])) + "\u2069?" if p[1:-1] in fixed
                                  else ".+?" if re.fullmatch(r"\{\w+\}", p) else re.escape(p) for p in parts))


class LanguageTable(Table):
    """The players' side of a table whose public messages are in ``public`` and whose
    players each read their own Discord language."""

    def __init__(self, fd, channel, public: Speaker, speakers: dict[int, Speaker]):
        super().__init__(fd, channel)
        self.public = public
        self.speakers = speakers
        self.title = public.pattern("turn.title")
        self.decisions = tuple(public.w(k) for k in ("button.lose", "button.prove", "button.exchange", "button.draft"))

    def of(self, user) -> Speaker:
        return self.speakers[user.id]

    def turn_message(self):
        """The newest turn message (the one with buttons), found by the title the catalogue gives it."""
        for m in reversed(self.fd.messages(self.channel)):
            if self.title.search(m.body or ""):
                return m
        raise AssertionError("no turn message yet")

    async def waiting_for_turn(self, n: int):
        turn = self.public.pattern("turn.title", n=n)
        return await self.wait(lambda m: turn.search(m.body) is not None)

    async def hand(self, user) -> list[str]:
        """Press My cards (in the channel's language) and read the private answer (in the player's)."""
        s = self.of(user)
        answer = await self.click(user, self.public.w("button.cards"))
        assert answer.ephemeral
        mine = s.before("hand.cards", cards=CUT)
        line = next(ln for ln in answer.body.splitlines() if ln.startswith(mine) or ln == s.w("hand.none"))
        return [s.cards[c] for c in re.findall(s.card_re, line)] if line.startswith(mine) else []

    async def act(self, user, action: str, target_seat: int | None = None):
        """Press an action's button (its name in the channel's language); a targeted one opens a
        private menu in the player's language."""
        label = self.public.w.action(action)
        if target_seat is not None:
            label = self.public.w("button.action_more", action=label)
        answer = await self.click(user, label)
        if target_seat is None:
            return answer
        s = self.of(user)
        assert answer.ephemeral, answer.body
        assert answer.body.startswith(s.before("private.target", action=s.w.action(action), until=CUT)), answer.body
        assert answer.message.selects[0]["placeholder"] == s.w("select.target", action=s.w.action(action))
        ix = await self.fd.select(user, answer.message, values=[str(target_seat)])
        return await ix.response()

    async def decide(self, user, button_label: str | None = None, *, select_first: int | None = None):
        """Open a private decision from the public button, then answer it privately."""
        label = next(lb for lb in self.turn_message().labels if lb in self.decisions)
        opened = await self.click(user, label)
        assert opened.ephemeral, opened.body
        shown = opened.body
        controls = {"labels": list(opened.message.labels), "selects": [dict(s) for s in opened.message.selects]}
        if select_first is not None:
            values = [o["value"] for o in opened.message.selects[0]["options"]][:select_first]
            ix = await self.fd.select(user, opened.message, values=values)
        else:
            ix = await self.fd.click(user, opened.message, label=button_label)
        return controls, shown, await ix.response()


def lose(s: Speaker, card: str) -> str:
    return s.w("button.lose_card", card=s.w.card(card))


def records(fd, visible_to) -> list[str]:
    """Every text the fake Discord recorded as public (``visible_to=None``) or shown only to one user."""
    return [t for rec in fd.server.records if rec.kind != "delete" and rec.visible_to == visible_to for t in rec.texts]


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_whole_game_in_each_language(fd, db_path, lang):
    seed, p0, dealt = duke_opening_seed()
    third = other_language(lang)
    own = clients_language(lang)
    guild = fd.add_guild("Club Coup", members=3, locale=discord_code(own))
    users = guild.members
    stranger = users[2]  # the player whose Discord is in another language
    for user in users:
        fd.set_locale(user, discord_code(third if user is stranger else own))
    L = Speaker(lang)
    speakers = {u.id: Speaker(third) if u is stranger else Speaker(own) for u in users}
    languages = {u.id: third if u is stranger else own for u in users}
    w = L.w
    async with bot_in_process(fd, db_path, seed=seed) as bot:
        if own != lang:  # the server chooses its language: Discord has none of its own for it
            fd.grant_manage_guild(guild, users[0])
            done = await (await fd.invoke_slash(users[0], guild.channel, "coup settings set", language=lang)).response()
            assert done.ephemeral and done.body.startswith(words(own)("settings.saved"))
            assert words(own)("settings.language", language=i18n.language_name(lang)) in done.body
        # The lobby, by the command's default name: the lobby message is the server's language.
        answer = await (await fd.invoke_slash(users[0], guild.channel, "coup new", mode="live")).response()
        lobby = answer.message
        assert not answer.ephemeral
        assert lobby.body.startswith(w("lobby.title", mode=w("mode.live"), variant=w("variant.standard")))
        assert lobby.labels == [w(f"button.{b}") for b in ("join", "leave", "start", "cancel")]
        assert "1. Alice" + w("lobby.host") in lobby.body
        for user in users[1:]:
            await (await fd.click(user, lobby, label=w("button.join"))).response()
        await (await fd.click(users[0], lobby, label=w("button.start"))).response()
        t = LanguageTable(fd, guild.channel, L, speakers)
        first = await t.waiting_for(L.marker("await.action"))
        # The lobby message follows once the first turn is posted: wait for it.
        await fd.wait_for_message(guild.channel, lambda m: m.id == lobby.id and L.marker("lobby.started") in m.body)
        enabled = [b["label"] for b in first.buttons if not b.get("disabled")]
        assert enabled == [w.action("income"), w.action("foreign_aid"), w.action("tax"), w.action("exchange"),
                           w("button.action_more", action=w.action("steal")), w("button.cards"),
                           w("button.more_time")]
        assert "\n-# " + w("board.footer", mode=w("mode.live"), variant=w("variant.standard")) + "\n" in first.body

        A, B, C = (users[(p0 + i) % 3] for i in range(3))  # in turn order
        a_name, b_name, c_name = (u.name.capitalize() for u in (A, B, C))
        seat = {u.id: i for i, u in enumerate(users)}
        hands = {u.id: await t.hand(u) for u in users}
        assert [sorted(hands[u.id]) for u in users] == [sorted(h) for h in dealt]

        # Not your turn: a refusal, privately, in the reader's language.
        refused = await t.click(C, w.action("income"))
        assert refused.ephemeral
        assert refused.body == t.of(C).w("no.not_your_turn", name=a_name)

        # /coup hand, /coup status and /coup rules, one of them by the reader's name for it.
        for user in users:
            s = t.of(user)
            mine = await (await fd.invoke_slash(user, guild.channel, "coup hand")).response()
            assert mine.ephemeral and mine.body.startswith(s.before("hand.cards", cards=CUT))
            assert s.w("hand.coins", n=2) in mine.body
            status = await (await fd.invoke_slash(user, guild.channel, "coup status")).response()
            assert status.ephemeral
            assert status.body.startswith(s.before("await.action", name=a_name, until=s.w("await.until", when=CUT)))
            assert s.w("board.court", n=9) in status.body
            rules = await (await fd.invoke_slash(user, guild.channel, f"coup {s.w('cmd.rules.name')}")).response()
            assert rules.ephemeral and rules.body == render.rules(s.w)[0]

        # Turn 1: A claims the Duke (true); B challenges and loses the challenge.
        await t.act(A, "tax")
        await t.waiting_for(L.before("await.challenge", name=a_name, card=L.card(DUKE), until=CUT, who=""))
        assert t.turn_message().labels[:2] == [w("button.challenge"), w("button.allow")]
        await t.click(B, w("button.challenge"))
        await t.waiting_for(L.marker("await.prove"))
        sa = t.of(A)
        opened, shown, done = await t.decide(A, sa.w("button.show", card=sa.w.card(DUKE)))
        assert sa.before("private.prove", card=sa.card(DUKE), until=CUT) in shown
        assert opened["labels"][0] == sa.w("button.show", card=sa.w.card(DUKE))
        assert set(opened["labels"][1:]) == {lose(sa, c) for c in hands[A.id]}
        assert done.body.startswith(sa.before("done.prove", card=sa.card(DUKE), new=CUT))
        assert sa.before("done.now", what=CUT) in done.body
        await t.waiting_for(L.marker("await.lose"))
        b_cards = await t.hand(B)
        give_up = DUKE if DUKE in b_cards else b_cards[0]
        sb = t.of(B)
        opened, shown, done = await t.decide(B, lose(sb, give_up))
        assert sb.before("private.lose", until=CUT) in shown
        assert done.body.startswith(sb.w("done.reveal", card=sb.card(give_up)))
        await t.waiting_for_turn(2)
        log = fd.messages(guild.channel)[-2].body
        assert w("log.challenge", name=b_name, target=a_name, card=L.card(DUKE)) in log
        assert w("log.prove", name=a_name, card=L.card(DUKE)) in log
        assert w("log.reveal", name=b_name, card=L.card(give_up)) in log

        # Turn 2: B asks for foreign aid; C blocks with the Duke; everyone lets the block pass.
        await t.act(B, "foreign_aid")
        await t.waiting_for(L.before("await.block", cards=L.card(DUKE), until=CUT, who=""))
        await t.click(C, w("button.block", card=w.card(DUKE)))
        await t.waiting_for(L.marker("await.challenge"))
        await t.click(A, w("button.allow"))
        await t.click(B, w("button.allow"))
        await t.waiting_for_turn(3)
        log = fd.messages(guild.channel)[-2].body
        assert w("log.block", name=c_name, card=L.card(DUKE)) in log
        assert w("log.blocked", name=b_name, action=w.action("foreign_aid")) in log

        # Turn 3: C exchanges, nobody challenges, C keeps the first two cards offered.
        await t.act(C, "exchange")
        await t.waiting_for(L.marker("await.challenge"))
        await t.click(A, w("button.allow"))
        await t.click(B, w("button.allow"))
        await t.waiting_for(L.marker("await.exchange"))
        sc = t.of(C)
        opened, shown, done = await t.decide(C, select_first=2)
        assert sc.before("hand.drawn", cards=CUT) in shown
        assert sc.before("private.exchange", n=2, until=CUT) in shown
        select = opened["selects"][0]
        assert select["placeholder"] == sc.w("select.keep", n=2)
        assert {o["description"] for o in select["options"]} == {sc.w("select.in_hand"), sc.w("select.drawn")}
        assert done.body.startswith(sc.before("done.keep", cards=CUT))
        await t.waiting_for_turn(4)
        assert w("log.exchange", name=c_name, n=2) in fd.messages(guild.channel)[-2].body
        assert len(await t.hand(C)) == 2

        # Turn 4: A (5 coins) assassinates C, chosen in a private menu; C loses a card.
        done = await t.act(A, "assassinate", target_seat=seat[C.id])
        assert done.body.startswith(sa.w("done.target", action=sa.w.action("assassinate"), target=c_name))
        await t.waiting_for(L.marker("await.challenge"))
        await t.click(B, w("button.allow"))
        await t.click(C, w("button.allow"))
        await t.waiting_for(L.before("await.block", cards=L.card("Contessa"), until=CUT, who=""))
        await t.click(C, w("button.allow"))
        await t.waiting_for(L.marker("await.lose"))
        c_cards = await t.hand(C)
        await t.decide(C, lose(sc, c_cards[0]))
        await t.waiting_for_turn(5)

        # Turn 5: B bluffs the Duke; C challenges and wins; B is out.
        b_left = await t.hand(B)
        assert DUKE not in b_left and len(b_left) == 1
        await t.act(B, "tax")
        await t.waiting_for(L.marker("await.challenge"))
        await t.click(C, w("button.challenge"))
        await t.waiting_for(L.marker("await.prove"))
        opened, shown, done = await t.decide(B, lose(sb, b_left[0]))
        assert done.body.startswith(sb.w("done.concede", card=sb.card(b_left[0])))
        await t.waiting_for_turn(6)
        log = fd.messages(guild.channel)[-2].body
        assert w("log.concede", name=b_name, card=L.card(DUKE)) in log
        assert w("log.eliminate", name=b_name) in log
        out = await (await fd.invoke_slash(B, guild.channel, "coup hand")).response()
        assert out.body.startswith(sb.w("hand.none") + "\n" + sb.before("hand.revealed", cards=CUT))

        # Two left: C takes income, A taxes, C takes income, A assassinates C and wins.
        await t.act(C, "income")
        await t.waiting_for_turn(7)
        await t.act(A, "tax")
        await t.waiting_for(L.marker("await.challenge"))
        await t.click(C, w("button.allow"))
        await t.waiting_for_turn(8)
        await t.act(C, "income")
        await t.waiting_for_turn(9)
        await t.click(A, w("button.action_target", action=w.action("assassinate"), target=c_name))
        await t.waiting_for(L.marker("await.challenge"))
        await t.click(C, w("button.allow"))
        await t.waiting_for(L.before("await.block", cards=L.card("Contessa"), until=CUT, who=""))
        await t.click(C, w("button.allow"))
        over = await fd.wait_for_message(guild.channel, lambda m: m.body.startswith("🏆"))
        assert over.body.startswith(w("over.winner", name=a_name, turns=9))
        assert w("over.bluffs") in over.body
        assert w("over.bluff.action", turn=5, name=b_name, card=L.card(DUKE), caught=w("over.bluff.caught")) in over.body
        assert w("over.rematch") in over.body
        assert over.labels == [w("button.rematch"), w("button.replay")]

        # The end, asked about: the last game's result, in each reader's language.
        for user in users:
            s = t.of(user)
            after = await (await fd.invoke_slash(user, guild.channel, "coup status")).response()
            assert after.ephemeral
            said = [c["content"] for c in after.message.all_components() if c.get("type") == 10]
            assert said[0] == s.w("status.last_game") + "\n" + s.w("over.winner", name=a_name, turns=9)   # then the board

        await shown_in_full(bot, guild.channel)   # the last edits landed: read everything
        fd.assert_clean()
        seen = {u.name: fd.texts_seen_by(u) for u in users}
        public = records(fd, None)
        privately = {u.id: records(fd, u.id) for u in users}
        strangers_own = privately[stranger.id]

    assert_none_from(public, "en", {lang}, "the channel")
    for user in users:
        mine = languages[user.id]
        for foreign in {"en", lang} - {mine}:
            assert_none_from(privately[user.id], foreign, {mine}, f"{user.name} (in private)")
    assert any(t == render.rules(words(own))[0] for t in seen[users[0].name])
    if third != lang:
        assert_none_from(public, third, {lang}, "the channel")
        assert_none_from(strangers_own, lang, {third}, f"{stranger.name} (in private)")
        assert render.rules(words(third))[0] in strangers_own


# ---------------------------------------------------------------- the checks themselves

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_checks_catch_another_language(lang):
    """The checks above find English, or another catalogue's text, where there is some, and
    pass the language's own texts."""
    w, en = words(lang), words("en")
    english = [en("hand.cards", cards="👑 **Duke**"), en("button.allow"),
               en("button.block", card="Duke"), en("await.action", name="Alice", until=" — <t:1:R>")]
    for text in english:
        with pytest.raises(AssertionError):
            assert_none_from([text], "en", {lang}, "test")
    assert_none_from([render.rules(w)[0], w("button.allow"), w("button.block", card=w.card(DUKE)),
                      w("log.timeout.window")], "en", {lang}, "test")
    other = other_language(lang)
    if other != lang:
        with pytest.raises(AssertionError):
            assert_none_from([render.rules(words(other))[0]], other, {lang}, "test")
