"""`python -m app import scryfall|mtgjson`, `python -m app sync scryfall|mtgjson`, `python -m app export
rulings`, `python -m app synth`."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from app.core.settings import get_settings
from app.ingest.records import BulkInputError


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("import", help="import Scryfall or MTGJSON bulk files (one transaction)")
    kinds = p.add_subparsers(dest="import_kind", required=True)
    s = kinds.add_parser("scryfall", help="Scryfall's Oracle Cards and Rulings bulk files")
    s.add_argument("--cards", required=True, type=Path, help="the Oracle Cards file (a JSON array of cards)")
    s.add_argument("--rulings", required=True, type=Path, help="the Rulings file (a JSON array of rulings)")
    _lenient(s)
    s.set_defaults(handler=_import_scryfall)
    m = kinds.add_parser("mtgjson", help="MTGJSON's AtomicCards.json or AllPrintings.json (detected)")
    m.add_argument("file", type=Path)
    _lenient(m)
    m.set_defaults(handler=_import_mtgjson)

    p = subparsers.add_parser("sync", help="fetch the publishers' bulk files when they changed, and import them")
    sources = p.add_subparsers(dest="sync_source", required=True)
    for name, about in (
        ("scryfall", "Scryfall's Oracle cards and rulings (the bulk-data listing)"),
        ("mtgjson", "MTGJSON's AllPrintings (with Meta.json and its sha256)"),
    ):
        q = sources.add_parser(name, help=about)
        q.add_argument(
            "--base-url",
            default=None,
            help="the bulk-data listing's URL (scryfall) or the API's base URL (mtgjson); default: "
            "SCRYFALL_BULK_URL / MTGJSON_BASE_URL",
        )
        q.add_argument(
            "--data-dir", type=Path, default=None, help="where the files and sync-state.json live (SYNC_DIR)"
        )
        _lenient(q)
        q.set_defaults(handler=_sync, sync_source=name)

    p = subparsers.add_parser("export", help="export data (stdout by default)")
    what = p.add_subparsers(dest="export_what", required=True)
    r = what.add_parser("rulings", help="every ruling with its cards and sources")
    r.add_argument("--format", choices=["ndjson", "json"], default="ndjson")
    r.add_argument("--out", type=Path, default=None, help="write here (atomically) instead of stdout")
    r.set_defaults(handler=_export_rulings)

    p = subparsers.add_parser("synth", help="write realistic synthetic Scryfall and MTGJSON bulk files")
    p.add_argument("--cards", type=int, required=True)
    p.add_argument("--rulings", type=int, required=True)
    p.add_argument("--out", type=Path, required=True, help="a folder (created if needed)")
    p.add_argument("--seed", type=int, default=7, help="the same seed gives the same files")
    p.add_argument(
        "--printings",
        type=int,
        default=0,
        help="also write scryfall-default-cards.json: this many printings of the same cards (Default Cards)",
    )
    p.add_argument(
        "--languages", action="store_true", help="with --printings: some printings in other languages (All Cards)"
    )
    p.set_defaults(handler=_synth)


def _lenient(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lenient",
        action="store_true",
        help="skip (and count) rulings of unknown cards and duplicate records instead of refusing the file",
    )
    parser.add_argument(
        "--single-transaction",
        action="store_true",
        help="SQLite: import in one transaction (faster; holds the database's write lock throughout, so "
        "only for a database no server is using). By default SQLite imports check the files first, then "
        "write in short transactions",
    )


def _database_problem() -> str | None:
    """Why the configured database can't be used yet (None when it can): said plainly, instead of
    creating an empty SQLite file where the command happens to run and failing on it."""
    from sqlalchemy import inspect
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from app.core.settings import get_settings
    from app.db.session import get_engine, normalise_url

    url = make_url(normalise_url(get_settings().database_url))
    where = url.render_as_string(hide_password=True)
    file = url.database if url.get_backend_name() == "sqlite" and url.database != ":memory:" else None
    if file and not Path(file).exists():
        return f"no database at {file}: set DATABASE_URL, or create it with `python -m app migrate`"
    try:
        if not inspect(get_engine()).has_table("card"):
            return f"the database {where} has no tables yet: run `python -m app migrate` first"
    except SQLAlchemyError as exc:
        return f"the database {where} cannot be reached ({type(exc).__name__})"
    return None


def _run_import(run: Any) -> int:
    from app.db.session import get_engine, session_context
    from app.ingest.terminal import ProgressBar

    problem = _database_problem()
    if problem is not None:
        print(f"import failed, nothing changed: {problem}", file=sys.stderr)
        return 1
    from app.core.workers import lower_priority

    lower_priority(get_settings().import_niceness)  # a server on this machine keeps its share of the CPU
    bar = ProgressBar()
    try:
        with session_context(get_engine()) as session:
            summary = run(session, bar)
    except BulkInputError as exc:
        bar.close()
        print(f"import failed, nothing changed: {exc.detail}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        bar.close()
        print("import interrupted, nothing changed", file=sys.stderr)
        return 130
    bar.close()
    print(summary.line(), file=sys.stderr)
    return 0


def _import_scryfall(args: argparse.Namespace) -> int:
    from app.ingest.importer import InputFile, import_scryfall

    cards = InputFile(args.cards, str(args.cards))
    rulings = InputFile(args.rulings, str(args.rulings))
    return _run_import(
        lambda session, bar: import_scryfall(
            session, cards, rulings, lenient=args.lenient, progress=bar, single_transaction=args.single_transaction
        )
    )


def _import_mtgjson(args: argparse.Namespace) -> int:
    from app.ingest.importer import InputFile, import_mtgjson

    source = InputFile(args.file, str(args.file))
    return _run_import(
        lambda session, bar: import_mtgjson(
            session, source, lenient=args.lenient, progress=bar, single_transaction=args.single_transaction
        )
    )


def _sync(args: argparse.Namespace) -> int:
    """`python -m app sync scryfall | mtgjson` (docs/sync.md)."""
    from app.ingest import sync
    from app.ingest.importer import InputFile, import_mtgjson, import_scryfall

    problem = _database_problem()
    if problem is not None:  # said before downloading hundreds of megabytes
        print(f"sync failed, nothing changed: {problem}", file=sys.stderr)
        return 1
    settings = get_settings()
    folder = args.data_dir or settings.sync_dir
    try:
        with sync.client() as http:
            if args.sync_source == "scryfall":
                report = sync.sync_scryfall(
                    http, args.base_url or settings.scryfall_bulk_url, folder, progress=sync.Progress()
                )
            else:
                report = sync.sync_mtgjson(
                    http, args.base_url or settings.mtgjson_base_url, folder, progress=sync.Progress()
                )
    except sync.SyncError as exc:
        print(f"sync failed, nothing imported: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nsync interrupted, nothing imported; run it again to resume the download", file=sys.stderr)
        return 130
    if not sync.needs_import(folder, report):
        print(f"sync {args.sync_source}: nothing changed since the last sync; nothing imported", file=sys.stderr)
        return 0
    files = report.files
    if args.sync_source == "scryfall":
        cards, rulings = files["oracle_cards"].path, files["rulings"].path
        status = _run_import(
            lambda session, bar: import_scryfall(
                session,
                InputFile(cards, cards.name),
                InputFile(rulings, rulings.name),
                lenient=args.lenient,
                progress=bar,
                single_transaction=args.single_transaction,
            )
        )
    else:
        source = files["AllPrintings"].path
        status = _run_import(
            lambda session, bar: import_mtgjson(
                session,
                InputFile(source, source.name),
                lenient=args.lenient,
                progress=bar,
                single_transaction=args.single_transaction,
            )
        )
    if status == 0:
        sync.remember_import(folder, report)
    return status


def _export_rulings(args: argparse.Namespace) -> int:
    from app.db.session import get_engine, session_context
    from app.ingest import exporter
    from app.ingest import repository as ingest_repo

    problem = _database_problem()
    if problem is not None:
        print(f"export failed: {problem}", file=sys.stderr)
        return 1
    with session_context(get_engine()) as session:
        ingest_repo.begin_snapshot(session)
        if args.out is None:
            out = sys.stdout.buffer
            try:
                for chunk in exporter.iter_chunks(session, args.format):
                    out.write(chunk)
                out.flush()
            except BrokenPipeError:
                # The reader stopped (`| head`): not an error. Point stdout at /dev/null so the
                # interpreter's own final flush doesn't fail again.
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.stdout.fileno())
            return 0
        target: Path = args.out
        target.parent.mkdir(parents=True, exist_ok=True)
        # Written beside the target and renamed: a reader never sees half an export.
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                for chunk in exporter.iter_chunks(session, args.format):
                    fh.write(chunk)
            # mkstemp makes the file private (0600); an export is for others to read: the mode a
            # new file normally gets (0644 under the usual umask).
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    print(f"exported rulings to {target} ({target.stat().st_size:,} bytes)", file=sys.stderr)
    return 0


def _synth(args: argparse.Namespace) -> int:
    from app.ingest.synth import write_all, write_default_cards

    files = write_all(args.out, cards=args.cards, rulings=args.rulings, seed=args.seed)
    if args.printings:
        files.append(
            write_default_cards(
                args.out / "scryfall-default-cards.json",
                cards=args.cards,
                printings=args.printings,
                seed=args.seed,
                languages=args.languages,
            )
        )
    for path in files:
        print(f"wrote {path} ({path.stat().st_size:,} bytes)", file=sys.stderr)
    return 0
