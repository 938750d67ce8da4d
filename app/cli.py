"""Command-line entry points. Sub-commands live in modules that register themselves here."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from app.core.settings import get_settings

Handler = Callable[[argparse.Namespace], int]


def _migrate(args: argparse.Namespace) -> int:
    from app.db import migrate
    from app.db.session import get_engine

    migrate.upgrade(get_engine(), args.revision)
    print(f"database at {migrate.current_revision(get_engine())}", file=sys.stderr)
    return 0


def _seed(args: argparse.Namespace) -> int:
    from app.core.errors import SeedError
    from app.db.session import get_engine, session_context
    from app.seeding.loader import load_seeds

    try:
        with session_context(get_engine()) as session:
            report = load_seeds(session, get_settings().seeds_dir, force=args.force)
    except SeedError as exc:
        print(f"seed load failed, nothing changed: {exc.detail}", file=sys.stderr)
        return 1
    if report.changed:
        print(f"seeds loaded: {report.cards} cards, {report.rulings} rulings, {report.links} links", file=sys.stderr)
    else:
        print("seeds already current", file=sys.stderr)
    return 0


def _bootstrap(args: argparse.Namespace) -> int:
    """Wait for the database, then migrate and seed under one lock: safe for N replicas at once."""
    import time

    from sqlalchemy import text
    from sqlalchemy.exc import OperationalError

    from app.db import migrate
    from app.db.session import get_engine

    engine = get_engine()
    deadline = time.monotonic() + args.wait
    while True:
        try:
            with engine.connect() as connection:
                connection.execute(text("SELECT 1"))
            break
        except OperationalError:
            if time.monotonic() > deadline:
                print("database not reachable; giving up", file=sys.stderr)
                return 1
            time.sleep(1)
    with migrate.exclusive(engine):
        migrate.upgrade(engine)
        return _seed(argparse.Namespace(force=False))


def _serve(args: argparse.Namespace) -> int:
    from app.core.serving import serve

    settings = get_settings()
    serve(args.host, args.port or settings.port, args.workers, settings)
    return 0


def _coverage(args: argparse.Namespace) -> int:
    import json

    from app.cards.coverage import compute
    from app.db.session import get_engine, session_context

    with session_context(get_engine()) as session:
        report = compute(session, args.set, top=args.top)
    print(json.dumps(report.as_dict(), indent=2) if args.json else report.render())
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m app", description="MTG rulings service")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("migrate", help="run database migrations (Alembic) up to head")
    p.add_argument("--revision", default="head")
    p.set_defaults(handler=_migrate)
    p = sub.add_parser("seed", help="load seeds/ (idempotent; reloads changed files)")
    p.add_argument("--force", action="store_true", help="reload even when every file is unchanged")
    p.set_defaults(handler=_seed)
    p = sub.add_parser("bootstrap", help="wait for the database, migrate and seed (container start)")
    p.add_argument("--wait", type=float, default=60.0, help="seconds to wait for the database")
    p.set_defaults(handler=_bootstrap)
    p = sub.add_parser("serve", help="serve the API with uvicorn")
    p.add_argument("--host", default="0.0.0.0")
    p.add_argument("--port", type=int, default=None)
    p.add_argument("--workers", type=int, default=1)
    p.set_defaults(handler=_serve)
    p = sub.add_parser("coverage", help="how many cards the rules engine models fully / partly / not at all")
    p.add_argument("--set", default=None, help="one set's code (e.g. 4ED); default: every card")
    p.add_argument("--top", type=int, default=20, help="how many of the most common unmodelled abilities")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(handler=_coverage)
    for register in _plugins():
        register(sub)
    return parser


def _plugins() -> list[Callable[[argparse._SubParsersAction], None]]:  # type: ignore[type-arg]
    """Other packages add sub-commands by listing a `register(subparsers)` function here."""
    found = []
    for module_name in ("app.ingest.cli", "app.keys.cli", "app.cards.explain_cli"):
        try:
            module = __import__(module_name, fromlist=["register"])
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):
                continue
            raise
        found.append(module.register)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    handler: Handler = args.handler
    return handler(args)
