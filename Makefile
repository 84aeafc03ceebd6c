# Two commands on a fresh machine: `make run` (set up, start the bot), `make test` (set up, test).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test lint bench simulate clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $@

run: $(VENV)/.installed
	$(PY) -m bot

test: $(VENV)/.installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(VENV)/bin/lint-imports
	$(PY) -m pytest -q -n 4 --dist worksteal --durations=12

bench: $(VENV)/.installed
	$(PY) -m bench

simulate: $(VENV)/.installed
	$(PY) -m bot simulate abstract --players 3 --seed 1

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
