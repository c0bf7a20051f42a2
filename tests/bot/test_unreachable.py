"""`python -m bot` when Discord cannot be reached: one line that says so, names the API it
tried, and a non-zero exit; no traceback. Each case is a real failure on this machine: a
closed port, a server that does not speak TLS, a web server that is not a Discord API."""

from __future__ import annotations

import http.server
import os
import re
import socket
import socketserver
import subprocess
import sys
import threading
from pathlib import Path

import pytest

#: discord.utils.setup_logging's records: "[2025-01-31 12:00:00] [INFO    ] discord.client: …"
LOG_RECORD = re.compile(r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] \[(DEBUG|INFO) *\] ")
CANNOT_REACH = 4  # bot/__main__.py's exit code for "Discord cannot be reached"


def run_bot(tmp_path: Path, api_base: str) -> subprocess.CompletedProcess:
    """`python -m bot` with a token, pointed at ``api_base``, run outside the checkout
    (so no .env of the developer's is read) with a fresh database."""
    env = {**os.environ, "DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": api_base,
           "DATABASE_PATH": str(tmp_path / "coup.sqlite3"), "LOG_LEVEL": "INFO", "PYTHONUNBUFFERED": "1"}
    return subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=60)


def said(done: subprocess.CompletedProcess) -> list[str]:
    """What the process told its user on stderr, its INFO log records left aside."""
    return [line for line in done.stderr.splitlines() if line.strip() and not LOG_RECORD.match(line)]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def plain_tcp_server():
    """A server that answers every connection with a line of plain text and hangs up: a
    TLS client's handshake with it fails."""

    class Answer(socketserver.BaseRequestHandler):
        def handle(self):
            self.request.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")

    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), Answer) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        yield server.server_address[1]
        server.shutdown()


@pytest.fixture
def web_server(tmp_path):
    """An ordinary web server with nothing to serve: every path answers 404."""
    empty = tmp_path / "www"
    empty.mkdir()

    class Files(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args):
            super().__init__(*args, directory=str(empty))

        def log_message(self, *args):
            pass

    with http.server.ThreadingHTTPServer(("127.0.0.1", 0), Files) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        yield server.server_address[1]
        server.shutdown()


def test_a_closed_port_is_told_in_one_line(tmp_path):
    base = f"http://127.0.0.1:{closed_port()}/api/v10"
    done = run_bot(tmp_path, base)
    assert "Traceback" not in done.stderr
    assert done.returncode == CANNOT_REACH
    (line,) = said(done)
    assert line.startswith("coup-bot: cannot reach Discord at " + base)
    assert "refused" in line.lower() or "connect call failed" in line.lower()


def test_a_tls_handshake_that_fails_is_told_in_one_line(tmp_path, plain_tcp_server):
    base = f"https://127.0.0.1:{plain_tcp_server}/api/v10"
    done = run_bot(tmp_path, base)
    assert "Traceback" not in done.stderr
    assert done.returncode == CANNOT_REACH
    (line,) = said(done)
    assert line.startswith("coup-bot: cannot reach Discord at " + base)
    assert "ssl" in line.lower()


def test_a_server_that_is_not_a_discord_api_is_told_in_one_line(tmp_path, web_server):
    base = f"http://127.0.0.1:{web_server}/api/v10"
    done = run_bot(tmp_path, base)
    assert "Traceback" not in done.stderr
    assert done.returncode == CANNOT_REACH
    (line,) = said(done)
    assert line.startswith(f"coup-bot: {base}/gateway answered 404")
    assert "DISCORD_API_BASE" in line
