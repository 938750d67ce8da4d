# make run   - create .venv, install, migrate, load seeds, serve on 0.0.0.0:$PORT (default 8000)
# make test  - install test tools and PostgreSQL if missing, run every test (SQLite + PostgreSQL):
#              the tests that don't measure time on two workers, then those that do alone
#              (scripts/run-tests.sh; PYTEST_ARGS go to both parts)
SHELL := /bin/bash
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint fmt bench install install-dev typecheck

install:
	@scripts/bootstrap.sh

install-dev:
	@scripts/bootstrap.sh dev

run: install
	$(BIN)/python -m app migrate
	$(BIN)/python -m app seed
	@echo "Serving on http://localhost:$(PORT)/ (API docs: http://localhost:$(PORT)/docs); Ctrl-C stops it."
	PORT=$(PORT) $(BIN)/python -m app serve --port $(PORT)

test: install-dev
	@scripts/ensure-postgres.sh
	@scripts/ensure-chromium.sh
	@scripts/ensure-nginx.sh
	@scripts/ensure-node-tools.sh
	scripts/run-tests.sh $(PYTEST_ARGS)

lint: install-dev
	$(BIN)/ruff check app tests bench
	$(BIN)/lint-imports

typecheck: install-dev
	$(BIN)/mypy

fmt: install-dev
	$(BIN)/ruff format app tests
	$(BIN)/ruff check --fix app tests

bench: install-dev
	$(BIN)/python -m bench
