"""A TCP proxy between the bot and PostgreSQL that loses what a test asks it to lose: the
reply to a statement the server has committed (a cut connection, a failover), or the
statement itself; and that refuses new connections while the test says the server is
out of reach. Everything else goes through untouched, byte for byte.

A statement is recognised by bytes it carries (asyncpg sends a statement's parameters,
the JSON of a move's events among them, in its Bind message): the first message from the
bot that holds ``marker`` after :meth:`Proxy.lose_reply` or :meth:`Proxy.lose_statement`.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from urllib.parse import urlsplit, urlunsplit


@dataclass
class Loss:
    """One loss the test asked for; ``done`` is set once the connection was cut."""

    marker: bytes
    reply: bool                       # True: the statement reaches the server, its reply is lost
    refuse_after: bool = False        # once cut, cut every link and refuse new ones until allow()
    done: asyncio.Event = field(default_factory=asyncio.Event)


class Proxy:
    def __init__(self, dsn: str):
        self._target = urlsplit(dsn)
        self._server: asyncio.base_events.Server | None = None
        self._losses: list[Loss] = []
        self._refusing = False
        self._links: set[asyncio.Task] = set()
        self._cuts: set[asyncio.Event] = set()
        self.port = 0

    def dsn(self, database_dsn: str) -> str:
        """``database_dsn`` (a database on the proxied server) reached through the proxy."""
        parts = urlsplit(database_dsn)
        netloc = parts.netloc.rsplit("@", 1)
        host = f"127.0.0.1:{self.port}"
        return urlunsplit(parts._replace(netloc=f"{netloc[0]}@{host}" if len(netloc) == 2 else host))

    async def __aenter__(self) -> "Proxy":
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc) -> None:
        self._server.close()
        for task in list(self._links):
            task.cancel()
        await asyncio.gather(*self._links, return_exceptions=True)

    def lose_reply(self, marker: bytes, *, refuse_after: bool = False) -> Loss:
        """The next statement that carries ``marker`` reaches the server; the connection is cut
        as its reply comes back (the server has committed it, the bot never hears so)."""
        loss = Loss(marker, reply=True, refuse_after=refuse_after)
        self._losses.append(loss)
        return loss

    def lose_statement(self, marker: bytes, *, refuse_after: bool = False) -> Loss:
        """The next statement that carries ``marker`` never reaches the server: the
        connection is cut as it is sent."""
        loss = Loss(marker, reply=False, refuse_after=refuse_after)
        self._losses.append(loss)
        return loss

    def allow(self) -> None:
        """New connections go through again."""
        self._refusing = False

    # ------------------------------------------------------------------ the links

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._refusing:
            writer.close()
            return
        task = asyncio.current_task()
        self._links.add(task)
        try:
            up_reader, up_writer = await asyncio.open_connection(self._target.hostname, self._target.port)
        except OSError:
            writer.close()
            self._links.discard(task)
            return
        cut = asyncio.Event()
        self._cuts.add(cut)
        marked: list[Loss] = []   # the loss whose statement went up this link, awaiting its reply
        try:
            await asyncio.gather(self._pipe_up(reader, up_writer, cut, marked),
                                 self._pipe_down(up_reader, writer, cut, marked))
        except asyncio.CancelledError:
            pass
        finally:
            for w in (writer, up_writer):
                with contextlib.suppress(Exception):
                    w.close()
            self._links.discard(task)
            self._cuts.discard(cut)

    def _cut(self, loss: Loss, cut: asyncio.Event) -> None:
        if loss.refuse_after:   # the server is out of reach: every link goes, no new one comes
            self._refusing = True
            for other in self._cuts:
                other.set()
        cut.set()
        loss.done.set()

    async def _pipe_up(self, reader, writer, cut: asyncio.Event, marked: list[Loss]) -> None:
        tail = b""
        while not cut.is_set():
            data = await _read_or_cut(reader, cut)
            if not data:
                break
            seen = tail + data
            tail = data[-64:]
            loss = next((x for x in self._losses if x.marker in seen), None)
            if loss is not None:
                self._losses.remove(loss)
                if not loss.reply:
                    self._cut(loss, cut)
                    break
                marked.append(loss)
            writer.write(data)
            await writer.drain()
        cut.set()

    async def _pipe_down(self, reader, writer, cut: asyncio.Event, marked: list[Loss]) -> None:
        while not cut.is_set():
            data = await _read_or_cut(reader, cut)
            if not data:
                break
            if marked:
                self._cut(marked.pop(), cut)
                break
            writer.write(data)
            await writer.drain()
        cut.set()


async def _read_or_cut(reader: asyncio.StreamReader, cut: asyncio.Event) -> bytes:
    read = asyncio.ensure_future(reader.read(65536))
    stop = asyncio.ensure_future(cut.wait())
    done, _ = await asyncio.wait({read, stop}, return_when=asyncio.FIRST_COMPLETED)
    stop.cancel()
    if read in done:
        return read.result()
    read.cancel()
    return b""
