pytest_plugins = ["tests.double.fixtures", "tests.chaos.report", "tests.pg"]
