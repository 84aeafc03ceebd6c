import pytest

from tests.chaos.counts import LONG, TALLY
from tests.e2e.conftest import world  # noqa: F401  (the same server, bot and database)


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter) -> None:
    if not TALLY:
        return
    mode = "long run (CHAOS_LONG=1)" if LONG else "short run"
    terminalreporter.section(f"crash-and-abuse suite, {mode}")
    width = max(len(k) for k in TALLY)
    for key in sorted(TALLY):
        terminalreporter.write_line(f"{key:<{width}}  {TALLY[key]}")
