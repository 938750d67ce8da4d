"""Request dependencies: the session (commit on success, roll back on error), settings, API keys,
and strict query parameters."""

from __future__ import annotations

import hmac
from collections.abc import Callable, Iterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from app.core.errors import InvalidRequest, Unauthorized
from app.core.settings import Settings
from app.db.session import session_scope


def get_settings_dep(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def get_session(request: Request) -> Iterator[Session]:
    yield from session_scope(request.app.state.engine)


SessionDep = Annotated[Session, Depends(get_session)]
SettingsDep = Annotated[Settings, Depends(get_settings_dep)]


def require_api_key(request: Request, settings: SettingsDep) -> str:
    """Writes need `Authorization: Bearer <key>`; with no key configured they are closed."""
    if not settings.api_keys:
        raise Unauthorized("Writes are disabled on this server: no API key is configured.")
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("This endpoint needs an API key: send `Authorization: Bearer <key>`.")
    presented = token.strip().encode()
    # Compare against every key, always, in constant time per key.
    valid = False
    for key in settings.api_keys:
        valid |= hmac.compare_digest(presented, key.encode())
    if not valid:
        raise Unauthorized("The API key is not valid.")
    return token.strip()


ApiKeyDep = Annotated[str, Depends(require_api_key)]


def allowed_query(*names: str) -> Callable[[Request], None]:
    """Refuse query parameters an endpoint does not know: a typo must not silently do nothing."""
    allowed = frozenset(names)

    def check(request: Request) -> None:
        unknown = sorted(set(request.query_params.keys()) - allowed)
        if unknown:
            raise InvalidRequest(
                f"Unknown query parameter(s): {', '.join(unknown)}. This endpoint takes: "
                f"{', '.join(sorted(allowed)) or 'none'}.",
                errors=[{"loc": ["query", name], "msg": "unknown parameter"} for name in unknown],
            )

    return check
