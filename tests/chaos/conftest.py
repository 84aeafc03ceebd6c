from tests.e2e.conftest import world  # noqa: F401  (the same server, bot and database)
