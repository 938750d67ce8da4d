"""Routes that also take a `text/plain` body: a decklist as people paste it, handed to the
endpoint as `{"decklist": <text>}` (plus any `query_fields` taken from the query), so that one
model, one validation and one set of errors serve both forms."""

from __future__ import annotations

import json
from collections.abc import Callable, Coroutine
from typing import Any, ClassVar

from fastapi import Request, Response
from fastapi.routing import APIRoute
from starlette.types import Message

from app.core.errors import MalformedBody


def _charset(params: str) -> str:
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip():
            return value.strip().strip('"').lower()
    return "utf-8"


class DecklistTextRoute(APIRoute):
    """A `text/plain` body becomes `{"decklist": <text>}`; each of `query_fields` given in the
    query (the deck check's `?format=`) joins it, and the query is then left out of the request."""

    query_fields: ClassVar[tuple[str, ...]] = ()

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        query_fields = self.query_fields

        async def text_or_json(request: Request) -> Response:
            media, _, params = request.headers.get("content-type", "").partition(";")
            if media.strip().lower() == "text/plain":
                charset = _charset(params)
                try:
                    text = (await request.body()).decode("utf-8-sig" if charset == "utf-8" else charset)
                except (UnicodeDecodeError, LookupError):
                    raise MalformedBody(
                        f"A text/plain decklist must be text in its declared charset ({charset}; UTF-8 when "
                        "none is declared).",
                        title="Malformed text",
                    ) from None
                wrapped: dict[str, Any] = {"decklist": text}
                wrapped |= {f: request.query_params[f] for f in query_fields if f in request.query_params}
                body = json.dumps(wrapped).encode()
                headers = [(k, v) for k, v in request.scope["headers"] if k not in (b"content-type", b"content-length")]
                scope = {**request.scope, "headers": [*headers, (b"content-type", b"application/json"),
                                                      (b"content-length", str(len(body)).encode())]}
                if query_fields:
                    scope["query_string"] = b""

                async def receive() -> Message:
                    return {"type": "http.request", "body": body, "more_body": False}

                request = Request(scope, receive)
            return await handler(request)

        return text_or_json
