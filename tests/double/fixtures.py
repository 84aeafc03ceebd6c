"""pytest plugin: the ``discord_double`` fixture.

Load it with ``pytest_plugins = ["tests.double.fixtures"]`` in a conftest.
Options for one test go through a marker::

    @pytest.mark.discord_double(check_responses=True, allow_violations=False)
    async def test_something(discord_double): ...

At teardown the test fails if the double recorded protocol violations
(unless ``allow_violations=True``; tests may also call
``discord_double.clear_violations()`` for the ones they provoked on purpose).
"""

from __future__ import annotations

import warnings
from collections.abc import AsyncIterator

import pytest

from .double import DiscordDouble
from .models import describe_records
from .spec import default_spec_path


class DiscordDoubleWarning(UserWarning):
    """Raised when the double cannot check requests against the OpenAPI description."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "discord_double(**options): keyword arguments for DiscordDouble, plus allow_violations=bool",
    )


def pytest_report_header(config: pytest.Config) -> str:
    path = default_spec_path()
    if path.is_file():
        return f"discord double: OpenAPI checks against {path}"
    return f"discord double: OpenAPI spec NOT FOUND at {path} - REST schema checks are skipped"


@pytest.fixture
async def discord_double(request: pytest.FixtureRequest) -> AsyncIterator[DiscordDouble]:
    options: dict[str, object] = {}
    # closest marker wins: apply module/class markers first, the test's own last
    for marker in reversed(list(request.node.iter_markers("discord_double"))):
        options.update(marker.kwargs)
    allow_violations = bool(options.pop("allow_violations", False))
    double = DiscordDouble(**options)
    await double.start()
    if double.spec_skip_reason:
        print(f"\n[discord double] {double.spec_skip_reason}")
        warnings.warn(double.spec_skip_reason, DiscordDoubleWarning, stacklevel=1)
    try:
        yield double
    finally:
        await double.stop()
    problems = []
    if double.violations and not allow_violations:
        problems.append(
            f"Discord double recorded {len(double.violations)} protocol violation(s):\n"
            + double.format_violations()
        )
    if double.bot_errors and not allow_violations:
        problems.append(
            f"the bot logged {len(double.bot_errors)} error(s):\n"
            + describe_records(double.bot_errors)
        )
    if double.response_schema_errors:
        problems.append(
            "the double's own responses disagree with the OpenAPI description (a double bug):\n"
            + "\n".join(double.response_schema_errors)
        )
    if problems:
        pytest.fail("\n\n".join(problems), pytrace=False)
