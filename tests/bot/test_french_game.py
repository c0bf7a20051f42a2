"""A whole live game in French, in the fake Discord, played through buttons and commands.

The server's preferred language is French and so is every player's Discord: the public
messages (the table's language) and every private answer (the reader's language) must be
French. The game has a claim challenged and proved, cards lost through the private
buttons, a block, an exchange, a refusal, an assassination, ``/coup hand``, ``/coup status``
and ``/coup rules``, and ends with the game-over message. Afterwards no text any player
saw may carry English from the catalogue, and the slash commands synced to Discord carry
their French names and descriptions.

tests/bot/players.py reads English (its labels and regexes); the helpers here are its
French-reading twins.
"""

from __future__ import annotations

import re

from engine import CHARACTERS, DUKE

from bot import render
from bot.i18n import words
from bot.cardart import symbol
from tests.bot.catalogues import assert_none_from, texts
from tests.bot.harness import bot_in_process, shown_in_full
from tests.bot.players import Table, art, duke_opening_seed

#: Every text of the catalogues, one per variant (tests/bot/catalogues.py).
EN, FR = texts("en"), texts("fr")
#: The reference card of a game without expansions, as /coup rules shows it.
RULES = render.rules(words("fr"))[0]
#: French card name -> the engine's card.
CARDS = {FR[f"card.{c}"]: c for c in CHARACTERS}
CARD_RE = "|".join(sorted(CARDS, key=len, reverse=True))
#: The public buttons that open a private decision, in French.
DECISIONS = tuple(FR[k] for k in ("button.lose", "button.prove", "button.exchange", "button.draft"))


def fr(text: str) -> str:
    """French punctuation as the catalogue writes it: a no-break space before a colon, a
    narrow one before ; ! ? (so Discord never wraps a line before them)."""
    text = text.replace(" :", "\u00a0:")
    return re.sub(r" ([;!?])", "\u202f\\1", text)


def fr_card(card: str) -> str:
    """A card as the French messages show it (render.card)."""
    return f"{symbol(card)} **{FR['card.' + card]}**"


class FrenchTable(Table):
    """The players' side of a table whose messages are French."""

    TITLES = ("**Tour ", "**Draft**")

    async def hand(self, user) -> list[str]:
        """Press « Mes cartes » and read the private answer: the engine's cards."""
        answer = await self.click(user, "Mes cartes")
        assert answer.ephemeral
        line = next(ln for ln in answer.body.splitlines()
                    if ln.startswith(fr("Tes cartes : ")) or ln == FR["hand.none"])
        return [CARDS[c] for c in re.findall(CARD_RE, line)] if line.startswith("Tes cartes") else []

    async def act(self, user, label, target_seat: int | None = None):
        answer = await self.click(user, label)
        if target_seat is None:
            return answer
        assert answer.ephemeral, answer.body
        assert answer.body.startswith(fr("**Assassinat** : choisis ta cible")), answer.body
        assert answer.message.selects[0]["placeholder"] == fr("Assassinat : choisis ta cible")
        ix = await self.fd.select(user, answer.message, values=[str(target_seat)])
        return await ix.response()

    async def decide(self, user, button_label: str | None = None, *, select_first: int | None = None):
        """Open a private decision from the public button, then answer it privately."""
        label = next(lb for lb in self.turn_message().labels if lb in DECISIONS)
        opened = await self.click(user, label)
        assert opened.ephemeral, opened.body
        shown = opened.body  # before the answer edits the private message
        controls = {"labels": list(opened.message.labels), "selects": [dict(s) for s in opened.message.selects]}
        if select_first is not None:
            select = opened.message.selects[0]
            values = [o["value"] for o in select["options"]][:select_first]
            ix = await self.fd.select(user, opened.message, values=values)
        else:
            ix = await self.fd.click(user, opened.message, label=button_label)
        return controls, shown, await ix.response()


def lose_label(card: str) -> str:
    return f"Perdre {FR['card.' + card]}"


async def test_a_whole_game_in_french(fd, db_path):
    seed, p0, dealt = duke_opening_seed()
    guild = fd.add_guild("Club Coup", members=3, locale="fr")
    users = guild.members
    for user in users:
        fd.set_locale(user, "fr")
    async with bot_in_process(fd, db_path, seed=seed) as bot:
        check_synced_commands(fd)

        # The lobby, by the command's default name: the lobby message is the server's language.
        answer = await (await fd.invoke_slash(users[0], guild.channel, "coup new", mode="live")).response()
        lobby = answer.message
        assert not answer.ephemeral
        assert lobby.body.startswith("**Coup · salle d'attente** · en direct · standard")
        assert lobby.labels == ["Rejoindre", "Quitter", "Lancer", "Annuler"]
        assert "1. Alice (hôte)" in lobby.body
        for user in users[1:]:
            await (await fd.click(user, lobby, label="Rejoindre")).response()
        await (await fd.click(users[0], lobby, label="Lancer")).response()
        t = FrenchTable(fd, guild.channel)
        first = await t.waiting_for("choisis ton action")
        # The lobby message follows once the first turn is posted: wait for it.
        await fd.wait_for_message(guild.channel, lambda m: m.id == lobby.id and "la partie a commencé" in m.body)
        enabled = [b["label"] for b in first.buttons if not b.get("disabled")]
        assert enabled == ["Revenu", "Aide étrangère", "Taxe", "Échange", "Vol…", "Mes cartes", "Plus de temps"]
        assert [b["label"] for b in first.buttons if b.get("disabled")] == ["Assassinat…", "Coup d'État…"]
        assert "\n-# Partie en direct · standard\n" in first.body

        A, B, C = (users[(p0 + i) % 3] for i in range(3))  # in turn order
        seat = {u.id: i for i, u in enumerate(users)}
        hands = {u.id: await t.hand(u) for u in users}
        assert [sorted(hands[u.id]) for u in users] == [sorted(h) for h in dealt]

        # Not your turn: a refusal, privately, in French.
        refused = await t.click(C, "Revenu")
        assert refused.ephemeral
        assert refused.body == fr(f"Ce n'est pas ton tour : c'est à {A.name.capitalize()} de jouer.")

        # /coup hand, /coup status and /coup rules (default names), and one by its French name.
        mine = await (await fd.invoke_slash(A, guild.channel, "coup hand")).response()
        assert mine.ephemeral and mine.body.startswith(fr("Tes cartes : ")) and fr("Pièces : 2") in mine.body
        status = await (await fd.invoke_slash(B, guild.channel, "coup status")).response()
        assert status.ephemeral
        assert status.body.startswith(f"**{A.name.capitalize()}**, choisis ton action — <t:")
        assert fr("Pioche : 9 cartes") in status.body
        rules = await (await fd.invoke_slash(C, guild.channel, "coup rules")).response()
        assert rules.ephemeral and rules.body == RULES
        assert rules.body.startswith("**Coup — aide-mémoire**")
        rules_fr = await (await fd.invoke_slash(C, guild.channel, "coup règles")).response()
        assert rules_fr.body == RULES

        # Turn 1: A claims the Duke (true); B challenges and loses the challenge.
        await t.act(A, "Taxe")
        await t.waiting_for(f"Contester ou laisser passer l'annonce faite par {A.name.capitalize()} ({art(fd, 'Duke')} **Duc**) — <t:")
        assert t.turn_message().labels[:2] == ["Contester", "Laisser passer"]
        await t.click(B, "Contester")
        await t.waiting_for("doit montrer la carte")
        opened, shown, done = await t.decide(A, "Montrer Duc")
        assert fr(f"Ton annonce {art(fd, 'Duke')} **Duc** est contestée !") in shown
        assert opened["labels"][0] == "Montrer Duc"
        assert set(opened["labels"][1:]) == {lose_label(c) for c in hands[A.id]}
        assert done.body.startswith(fr(f"Tu as montré ta carte {art(fd, 'Duke')} **Duc** ; ta nouvelle carte est "))
        assert fr("Maintenant : **") in done.body and "doit choisir une carte à perdre" in done.body
        await t.waiting_for("doit choisir une carte à perdre")
        b_cards = await t.hand(B)
        give_up = DUKE if DUKE in b_cards else b_cards[0]
        opened, shown, done = await t.decide(B, lose_label(give_up))
        assert fr("**Tu perds une influence : choisis la carte à révéler**") in shown
        assert done.body.startswith(f"Tu as révélé ta carte {fr_card(give_up)}.")
        await t.waiting_for("**Tour 2**")
        log = fd.messages(guild.channel)[-2].body
        a_name, b_name, c_name = (u.name.capitalize() for u in (A, B, C))
        assert fr(f"⚔️ {b_name} conteste l'annonce faite par {a_name} ({art(fd, 'Duke')} **Duc**) !") in log
        assert fr(f"{a_name} montre sa carte {art(fd, 'Duke')} **Duc** : l'annonce était vraie.") in log
        assert f"{b_name} perd une influence et révèle {fr_card(give_up)}." in log

        # Turn 2: B asks for foreign aid; C blocks with the Duke; everyone lets the block pass.
        await t.act(B, "Aide étrangère")
        await t.waiting_for(f"Bloquer avec {art(fd, 'Duke')} **Duc**, ou laisser passer")
        await t.click(C, "Bloquer (Duc)")
        await t.waiting_for("Contester ou laisser passer")
        await t.click(A, "Laisser passer")
        await t.click(B, "Laisser passer")
        await t.waiting_for("**Tour 3**")
        log = fd.messages(guild.channel)[-2].body
        assert f"🛡️ {c_name} bloque en annonçant {art(fd, 'Duke')} **Duc**." in log
        assert f"{b_name} voit son action bloquée (Aide étrangère)." in log

        # Turn 3: C exchanges, nobody challenges, C keeps the first two cards offered.
        await t.act(C, "Échange")
        await t.waiting_for("Contester ou laisser passer")
        await t.click(A, "Laisser passer")
        await t.click(B, "Laisser passer")
        await t.waiting_for("choisit les cartes à garder")
        opened, shown, done = await t.decide(C, select_first=2)
        assert fr("Tirées de la pioche : ") in shown and "**Garde 2 cartes parmi celles-ci**" in shown
        select = opened["selects"][0]
        assert select["placeholder"] == "Garde exactement 2 cartes"
        assert {o["description"] for o in select["options"]} == {"dans ta main", "piochée"}
        assert done.body.startswith("Tu gardes ") and fr("Maintenant : **") in done.body
        await t.waiting_for("**Tour 4**")
        assert f"{c_name} tire 2 cartes de la pioche." in fd.messages(guild.channel)[-2].body
        assert len(await t.hand(C)) == 2

        # Turn 4: A (5 coins) assassinates C, chosen in a private menu; C loses a card.
        done = await t.act(A, "Assassinat…", target_seat=seat[C.id])
        assert done.body.startswith(f"Assassinat contre {c_name}.")
        await t.waiting_for("Contester ou laisser passer")
        await t.click(B, "Laisser passer")
        await t.click(C, "Laisser passer")
        await t.waiting_for(f"Bloquer avec {art(fd, 'Contessa')} **Comtesse**, ou laisser passer")
        await t.click(C, "Laisser passer")
        await t.waiting_for("doit choisir une carte à perdre")
        c_cards = await t.hand(C)
        await t.decide(C, lose_label(c_cards[0]))
        await t.waiting_for("**Tour 5**")

        # Turn 5: B bluffs the Duke; C challenges and wins; B is out.
        b_left = await t.hand(B)
        assert DUKE not in b_left and len(b_left) == 1
        await t.act(B, "Taxe")
        await t.waiting_for("Contester ou laisser passer")
        await t.click(C, "Contester")
        await t.waiting_for("doit montrer la carte")
        opened, shown, done = await t.decide(B, lose_label(b_left[0]))
        assert done.body.startswith("Tu ne l'as pas montrée et tu as perdu ta carte")
        await t.waiting_for("**Tour 6**")
        log = fd.messages(guild.channel)[-2].body
        assert fr(f"{b_name} ne montre pas de carte {art(fd, 'Duke')} **Duc** : l'annonce échoue.") in log
        assert f"💀 {b_name} est hors jeu." in log
        out = await (await fd.invoke_slash(B, guild.channel, "coup hand")).response()
        assert out.body.startswith(fr("Tu n'as plus aucune carte cachée.\nRévélées : "))

        # Two left: C takes income, A taxes, C takes income, A assassinates C and wins.
        await t.act(C, "Revenu")
        await t.waiting_for("**Tour 7**")
        await t.act(A, "Taxe")
        await t.waiting_for("Contester ou laisser passer")
        await t.click(C, "Laisser passer")
        await t.waiting_for("**Tour 8**")
        await t.act(C, "Revenu")
        await t.waiting_for("**Tour 9**")
        await t.act(A, f"Assassinat → {c_name}")  # one possible target: the button names it
        await t.waiting_for("Contester ou laisser passer")
        await t.click(C, "Laisser passer")
        await t.waiting_for(f"Bloquer avec {art(fd, 'Contessa')} **Comtesse**")
        await t.click(C, "Laisser passer")
        over = await fd.wait_for_message(guild.channel, lambda m: m.body.startswith("🏆"))
        assert over.body.startswith(f"🏆 **{a_name} gagne** en 9 tours.")
        assert fr("Les bluffs, maintenant qu'on peut les dévoiler :") in over.body
        assert fr(f"Tour 5 : {b_name} a annoncé {art(fd, 'Duke')} **Duc** sans l'avoir — bluff découvert.") in over.body
        assert fr("L'hôte peut lancer une revanche avec les mêmes joueurs ; le gagnant commence.") in over.body
        assert over.labels == ["Revanche", "Rejouer"]

        # The end, asked about: in French too.
        after = await (await fd.invoke_slash(C, guild.channel, "coup status")).response()
        # issue 24, item 15: the last game's result and final board, until a new lobby opens
        assert after.ephemeral and after.body.startswith(FR["status.last_game"]), after.body
        assert f"🏆 **{a_name} gagne** en 9 tours." in after.body and fr("Pioche") in after.body

        await shown_in_full(bot, guild.channel)   # the last edits landed: read everything
        fd.assert_clean()
        seen = {u.name: fd.texts_seen_by(u) for u in users}

    for name, texts in seen.items():
        assert any(fr("Tes cartes : ") in t for t in texts), name
        assert any(t == RULES for t in texts) or name != C.name, name
        # what Discord received keeps the no-break spaces: no line can wrap before : ; ! ?
        assert any("\u00a0:" in t for t in texts) and not any(re.search(r" [:;!?]", t) for t in texts), name
        assert_no_english(texts, name)


# ---------------------------------------------------------------- no English left

def assert_no_english(texts: list[str], who: str) -> None:
    """No English from the catalogue that French does not share (the check every language's
    game makes, tests/bot/catalogues.py)."""
    assert_none_from(texts, "en", {"fr"}, who)


def test_the_english_checks_catch_english():
    """The checks above find English when there is some."""
    english = [f"Your cards: {fr_card('Duke')}", "Allow", "Block (Duke)",
               "**Alice**, choose your action — <t:1:R>"]
    for text in english:
        try:
            assert_no_english([text], "test")
        except AssertionError:
            continue
        raise AssertionError(f"not caught: {text!r}")
    assert_no_english([RULES, "Laisser passer", "Bloquer (Duc)", FR["log.timeout.window"]], "test")


# ---------------------------------------------------------------- the commands Discord shows

def _walk(item, path=()):
    here = path + (item["name"],)
    yield here, item
    for option in item.get("options") or ():
        yield from _walk(option, here)


def check_synced_commands(fd) -> None:
    commands = fd.server.global_commands or [c for cmds in fd.server.guild_commands.values() for c in cmds]
    coup = next(c for c in commands if c["name"] == "coup")
    assert coup["name_localizations"]["fr"] == "coup"
    assert coup["description_localizations"]["fr"] == FR["cmd.coup.desc"]
    count = 0
    for path, item in _walk(coup):
        count += 1
        assert "fr" in (item.get("name_localizations") or {}), path
        assert "fr" in (item.get("description_localizations") or {}), path
        for choice in item.get("choices") or ():
            if path[-1] == "language" and choice["value"] != "server":
                continue  # a language is listed by its own name (test_locales.py)
            assert "fr" in (choice.get("name_localizations") or {}), (path, choice)
    assert count > 40
    by_name = {o["name"]: o for o in coup["options"]}
    assert by_name["new"]["name_localizations"]["fr"] == "nouvelle"
    assert by_name["rules"]["name_localizations"]["fr"] == "règles"
    assert by_name["status"]["name_localizations"]["fr"] == "état"
    assert by_name["hand"]["name_localizations"]["fr"] == "main"
    assert by_name["new"]["description_localizations"]["fr"] == FR["cmd.new.desc"]
    variant = next(o for o in by_name["new"]["options"] if o["name"] == "variant")
    assert variant["name_localizations"]["fr"] == "variante"
    assert [c["value"] for c in variant["choices"]] == ["standard", "draft"]  # values stay as they are
    season = by_name["season"]
    assert {o["name_localizations"]["fr"] for o in season["options"]} == {"nouvelle", "liste"}
