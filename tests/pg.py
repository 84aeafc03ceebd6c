"""A throwaway PostgreSQL server for the tests that need a real one.

`postgres_server` (session scope, so one server per xdist worker) runs initdb and pg_ctl on
a free port in a fresh folder under /tmp; `postgres_url` hands each test a database of its
own. Without PostgreSQL binaries the tests skip, unless REQUIRE_POSTGRES=1 (CI) makes that
a failure, so they cannot silently stop running.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import asyncpg
import pytest

# initdb refuses to run as root; when the tests run as root the server runs as this user
SERVER_USER = "postgres"


def find_bindir() -> Path | None:
    """The folder of initdb and pg_ctl, newest installed version first."""
    candidates: list[str] = []
    if os.environ.get("PG_BINDIR"):
        candidates.append(os.environ["PG_BINDIR"])
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        out = subprocess.run(
            ["pg_config", "--bindir"], capture_output=True, text=True, timeout=10
        ).stdout
        candidates.append(out.strip())

    def version(path: str) -> float:
        # /usr/lib/postgresql/<version>/bin: sort 16 above 9.6 numerically
        try:
            return float(Path(path).parent.name)
        except ValueError:
            return 0.0

    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version, reverse=True)
    if shutil.which("initdb"):
        candidates.append(str(Path(shutil.which("initdb") or "").parent))
    for folder in candidates:
        path = Path(folder)
        if folder and (path / "initdb").is_file() and (path / "pg_ctl").is_file():
            return path
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgServer:
    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.as_other_user = os.geteuid() == 0
        self.root = Path(tempfile.mkdtemp(prefix="pgtest-", dir="/tmp"))
        self.data = self.root / "data"
        self.port = 0
        self._names = itertools.count(1)
        if self.as_other_user:
            user = pwd.getpwnam(SERVER_USER)
            os.chown(self.root, user.pw_uid, user.pw_gid)

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        command = [str(self.bindir / args[0]), *args[1:]]
        if self.as_other_user:
            command = ["runuser", "-u", SERVER_USER, "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if check and result.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {result.stdout}{result.stderr}")
        return result

    def init(self) -> None:
        self._run(
            "initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres",
            "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions",
        )  # fmt: skip

    def start(self) -> None:
        # a port free now may be taken by another worker before the server binds it: retry
        for attempt in range(5):
            self.port = self.port or free_port()
            options = (
                f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1"
                " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
                " -c max_connections=200"
            )
            result = self._run(
                "pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.root / "log"),
                "-w", "-t", "30", "start", check=False,
            )  # fmt: skip
            if result.returncode == 0:
                return
            if attempt == 4:
                log = (self.root / "log").read_text(errors="replace")[-2000:]
                raise RuntimeError(f"pg_ctl start failed: {result.stderr}\n{log}")
            self.port = 0

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def restart_same_port(self) -> None:
        """Start again on the port it had, as a server coming back after an outage does."""
        port = self.port
        self.start()
        assert self.port == port

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def psql(self, sql: str, database: str = "postgres") -> str:
        result = subprocess.run(
            [str(self.bindir / "psql"), "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
             "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-d", database,
             "-c", sql],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        if result.returncode != 0:
            raise RuntimeError(f"psql {sql!r} failed: {result.stderr}")
        return result.stdout.strip()

    def new_database(self) -> str:
        name = f"test_{next(self._names)}"
        self.psql(f"CREATE DATABASE {name} TEMPLATE template0")
        return name

    def drop_database(self, name: str) -> None:
        # FORCE: a storage a failing test left open must not keep the database alive
        with contextlib.suppress(RuntimeError):
            self.psql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def destroy(self) -> None:
        with contextlib.suppress(Exception):
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


def postgres_missing(reason: str) -> None:
    if os.environ.get("REQUIRE_POSTGRES") == "1":
        pytest.fail(f"REQUIRE_POSTGRES=1 but {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PgServer]:
    bindir = find_bindir()
    if bindir is None:
        postgres_missing("no PostgreSQL server binaries (initdb, pg_ctl) were found")
    assert bindir is not None
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SERVER_USER)
        except KeyError:
            postgres_missing(f"running as root and there is no {SERVER_USER!r} user for initdb")
    server = PgServer(bindir)
    try:
        started = time.monotonic()
        server.init()
        server.start()
        server.startup_seconds = time.monotonic() - started  # type: ignore[attr-defined]
        yield server
    finally:
        server.destroy()


@pytest.fixture
def postgres_url(postgres_server: PgServer) -> Iterator[str]:
    """The URL of an empty database of this test's own."""
    name = postgres_server.new_database()
    yield postgres_server.url(name)
    postgres_server.drop_database(name)


async def query(url: str, sql: str, *args: object) -> list[asyncpg.Record]:
    """Rows of one statement on its own connection (what a test reads or changes behind
    the bot's back)."""
    db = await asyncpg.connect(url)
    try:
        return await db.fetch(sql, *args)
    finally:
        await db.close()
