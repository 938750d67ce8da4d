"""`python -m app keys create|list|revoke|audit`: manage API keys without touching SQL."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.core.errors import AppError
from app.db.session import get_engine, session_context
from app.keys import service


def _create(args: argparse.Namespace) -> int:
    with session_context(get_engine()) as session:
        created = service.create_key(session, args.name, args.scope or service.DEFAULT_SCOPES)
    # The secret goes alone to stdout (so `KEY=$(python -m app keys create ...)` works); it is
    # shown this once and only its sha256 digest is stored.
    print(created.secret)
    print(
        f"created {created.id} ({created.prefix}..., scopes: {', '.join(created.scopes)}) for {created.name!r}; "
        "store the key now, it cannot be shown again",
        file=sys.stderr,
    )
    return 0


def _key_row(key: Any) -> dict[str, Any]:
    def iso(moment: Any) -> str | None:
        return moment.isoformat() if moment is not None else None

    return {
        "id": key.id, "name": key.name, "prefix": key.prefix, "scopes": list(key.scopes or []),
        "created_at": iso(key.created_at), "last_used_at": iso(key.last_used_at), "revoked_at": iso(key.revoked_at),
    }


def _list(args: argparse.Namespace) -> int:
    with session_context(get_engine()) as session:
        rows = [_key_row(k) for k in service.list_keys(session, include_revoked=args.all)]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    if not rows:
        print("no API keys", file=sys.stderr)
        return 0
    print(f"{'ID':<22} {'PREFIX':<13} {'NAME':<30} {'CREATED':<26} {'LAST USED':<26} REVOKED")
    for row in rows:
        print(
            f"{row['id']:<22} {row['prefix']:<13} {row['name'][:30]:<30} {(row['created_at'] or '-')[:25]:<26} "
            f"{(row['last_used_at'] or '-')[:25]:<26} {(row['revoked_at'] or '-')[:25]}"
        )
    return 0


def _revoke(args: argparse.Namespace) -> int:
    try:
        with session_context(get_engine()) as session:
            key = service.revoke_key(session, args.key)
            print(f"revoked {key.id} ({key.prefix}..., {key.name!r})", file=sys.stderr)
    except AppError as exc:
        print(exc.detail, file=sys.stderr)
        return 1
    return 0


def _audit(args: argparse.Namespace) -> int:
    with session_context(get_engine()) as session:
        for line in service.recent_audit(session, args.limit):
            print(json.dumps(line, default=str))
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    keys = subparsers.add_parser("keys", help="manage API keys (stored hashed) and read the audit log of writes")
    sub = keys.add_subparsers(dest="keys_command", required=True)
    p = sub.add_parser("create", help="create a key; prints the secret once, on stdout")
    p.add_argument("--name", required=True, help="who or what uses the key")
    p.add_argument("--scope", action="append", help="a scope (repeatable); default: write")
    p.set_defaults(handler=_create)
    p = sub.add_parser("list", help="list keys (never their secrets)")
    p.add_argument("--all", action="store_true", help="include revoked keys")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(handler=_list)
    p = sub.add_parser("revoke", help="revoke a key by id or prefix; takes effect on every replica at once")
    p.add_argument("key", help="the key's id (key_...) or its prefix")
    p.set_defaults(handler=_revoke)
    p = sub.add_parser("audit", help="print the latest audit-log lines (writes), newest first, as JSON")
    p.add_argument("--limit", type=int, default=50)
    p.set_defaults(handler=_audit)
