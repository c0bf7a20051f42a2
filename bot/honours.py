"""Awards, predictions (R58) and skill ratings in words: the end of a game, the ladders by
rating and by reads, and a member's figures (issue 36). No discord.py."""

from __future__ import annotations

from babel.numbers import format_decimal, format_percent

from engine.awards import AWARDS, BLUNDER, FASTEST, SLOWEST, Award

from . import render
from .i18n import Words


def award_lines(w: Words, awards: list[Award], names: list[str]) -> list[str]:
    """The game's awards, one line each, under their title (nothing if nobody earned one)."""
    if not awards:
        return []
    lines = [w("over.awards")]
    for a in awards:
        who = w.list([f"**{names[s]}**" for s in a.seats])
        if a.kind == BLUNDER:
            lines.append(w(f"award.blunder.{a.how}", name=who, turn=a.turn, n=int(a.value))
                         + (w("award.blunder_out") if a.out else ""))
        elif a.kind in (FASTEST, SLOWEST):
            lines.append(w(f"award.{a.kind}", names=who, seconds=seconds(w, a.value)))
        else:
            lines.append(w(f"award.{a.kind}", names=who, n=int(a.value)))
    return lines


def seconds(w: Words, value: float) -> str:
    return decimal(w, value, "0.0" if value < 10 else "0")


def decimal(w: Words, value: float, pattern: str = "0.0") -> str:
    """A number as the reader's language writes it ("27.5", "27,5")."""
    return format_decimal(value, format=pattern, locale=w.lang)


def prediction_lines(w: Words, predictions) -> list[str]:
    """R58: who predicted, and how many of their calls were right, now that the game is over."""
    scored = [p for p in predictions if p.correct is not None]
    if not scored:
        return []
    by_member: dict[int, list] = {}
    for p in scored:
        row = by_member.setdefault(p.user_id, [p.name, 0, 0])
        row[1] += 1
        row[2] += int(p.correct)
    rows = sorted(by_member.values(), key=lambda r: (-r[2], r[1], r[0]))
    return [w("over.predictions", rows=" · ".join(w("over.prediction", name=n, right=r, made=m)
                                                  for n, m, r in rows))]


def chart_notes(w: Words, awards: list[Award], n: int) -> list[str]:
    """Per seat, its awards in a word or two, for the picture's legend."""
    notes: list[list[str]] = [[] for _ in range(n)]
    for a in awards:
        for s in a.seats:
            notes[s].append(w(f"chart.award.{a.kind}"))
    return [", ".join(x) for x in notes]


def rating(w: Words, mu: float, sigma: float) -> str:
    """A skill rating with its uncertainty: the ladder's figure (mu − 3 sigma), then mu ± sigma."""
    return w("rating.value", rating=decimal(w, mu - 3 * sigma), mu=decimal(w, mu), sigma=decimal(w, sigma))


def ladder(w: Words, season: tuple, by: str, rows, total: int, page: int, computers, min_games: int) -> str:
    """One page of a season's ladder by rating or by reads (R58's predictions)."""
    _, number, name = season
    pages = max(1, -(-total // 10))
    lines = [w(f"board.title_{by}", season=render.season_name(w, number, name), page=page, pages=pages)]
    if not rows:
        lines.append(w(f"board.empty_{by}", n=min_games))
    for r in rows:
        if by == "rating":
            lines.append(w("board.row_rating", rank=r.rank, name=f"<@{r.user_id}>",
                           rating=rating(w, r.mu, r.sigma), games=r.games))
        else:
            lines.append(w("board.row_reads", rank=r.rank, name=f"<@{r.user_id}>", right=r.reads,
                           made=r.predictions, rate=format_percent(r.reads / r.predictions, locale=w.lang)))
    if by == "rating":
        lines.append(w("board.rating_help", n=min_games))
        rated = [c for c in computers if c.mu is not None]
        if rated:
            lines.append(w("board.computers"))
            for c in rated:
                lines.append(w("board.computer_rating", level=w(f"level.{c.computer}"),
                               rating=rating(w, c.mu, c.sigma), games=c.games))
    return "\n".join(lines)


def stats_lines(w: Words, social) -> list[str]:
    """A member's awards, predictions and rating, for /coup stats (only what they have)."""
    lines = []
    if social.awards:
        lines.append(w("stats.awards", awards=" · ".join(
            w("stats.award", award=w(f"chart.award.{k}"), n=social.awards[k]) for k in AWARDS if k in social.awards)))
    if social.predictions:
        lines.append(w("stats.predictions", right=social.reads, made=social.predictions))
    if social.rating is not None:
        mu, sigma, games = social.rating
        lines.append(w("stats.rating", rating=rating(w, mu, sigma), games=games))
    return lines
