"""pytest plugin: the crash-and-abuse suite's counts, printed once at the end of the run.
With several workers (pytest-xdist), each worker sends its counts to the controller."""

from __future__ import annotations

import pytest

from tests.chaos.counts import LONG, TALLY


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # a worker: hand the counts over
        workeroutput["chaos_tally"] = dict(TALLY)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:  # the controller: add a worker's counts
    TALLY.update(getattr(node, "workeroutput", {}).get("chaos_tally", {}))


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter) -> None:
    if not TALLY or hasattr(terminalreporter.config, "workeroutput"):
        return
    mode = "long run (CHAOS_LONG=1)" if LONG else "short run"
    terminalreporter.section(f"crash-and-abuse suite, {mode}")
    width = max(len(k) for k in TALLY)
    for key in sorted(TALLY):
        terminalreporter.write_line(f"{key:<{width}}  {TALLY[key]}")
