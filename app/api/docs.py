"""Swagger UI and ReDoc served from the assets of the `fastapi-offline` package (no CDN: the
docs work on a machine with no internet), and the OpenAPI document's finishing: the Problem
schema, the headers and errors every operation shares, and an example on every operation."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from importlib.resources import files
from typing import Any

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.security.base import SecurityBase
from fastapi.staticfiles import StaticFiles

from app.api.examples import OPERATION_EXAMPLES, problem_example
from app.api.openapi_models import rename_schemas, schema_names
from app.api.simulate_docs import problem_examples

ASSETS_URL = "/docs/assets"
# The pages' inline bootstrap scripts are the only inline code; everything else is same-origin.
_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; "
    "frame-ancestors 'self'; base-uri 'none'; form-action 'self'"
)
_SWAGGER_PARAMETERS = {
    "deepLinking": True,
    "displayRequestDuration": True,
    "persistAuthorization": True,
    "tryItOutEnabled": False,
    "defaultModelsExpandDepth": 0,
    "docExpansion": "list",
    "filter": True,
}
_GET_HEADERS = {
    "ETag": {"description": "Strong validator derived from the data version: send it back in `If-None-Match`.",
             "schema": {"type": "string"}, "example": '"4f0c8a0d2e61b77a9c3d"'},
    "Cache-Control": {"description": "`public, max-age=60` on reads.", "schema": {"type": "string"},
                      "example": "public, max-age=60"},
}
_COMMON_HEADERS = {
    "RateLimit-Policy": {"description": "The client's quota (IETF draft-ietf-httpapi-ratelimit-headers).",
                         "schema": {"type": "string"}, "example": '"anonymous";q=1000;w=60'},
    "RateLimit": {"description": "Requests left (`r`) and seconds until the window resets (`t`).",
                  "schema": {"type": "string"}, "example": '"anonymous";r=998;t=42'},
    "X-Request-ID": {"description": "The request's id (yours if you sent a sane one); quote it when reporting.",
                     "schema": {"type": "string"}, "example": "3b27d1b29ca349dd84ed6f8690a0cae9"},
}
USING_THE_API = """
## Using the API

* **Versioning**: everything lives under `/v1`; within it changes are additive only. `info.version` is
  the service's version; see CHANGELOG.md.
* **Caching**: every `GET` answers a strong `ETag` (it changes when the data changes, the same on every
  replica) and `Cache-Control: public, max-age={max_age}`. Send the tag back in `If-None-Match` to get `304`.
  `POST /v1/simulate`, `POST /v1/rulings/lookup` and writes are `no-store`.
* **Rate limits**: per API key, else per IP address. Every response carries `RateLimit-Policy`
  (`"anonymous";q={limit};w={window}`: {limit} requests per {window} s) and `RateLimit` (`r`: left, `t`: seconds to reset);
  beyond the limit: `429` with `Retry-After`.
* **CORS**: reads, `POST /v1/rulings/lookup` and `POST /v1/simulate` are open to every origin; writes only
  to the origins the operator configured.
* **API keys**: writes need `Authorization: Bearer <key>` (the "Authorize" button here). Operators create
  keys with `python -m app keys create --name <who>`; every write is recorded in an audit log.
* **Request ids**: send `X-Request-ID` (letters, digits, `._:-`, up to 128) or get one; it is echoed in the
  response header and in every problem document.
"""
_PROBLEM_CONTENT = "application/problem+json"
_STANDARD_ERRORS = {
    400: "Malformed JSON.",
    401: "No API key, or not a valid one (`WWW-Authenticate: Bearer`).",
    403: "Cross-origin write from an origin that is not allowed.",
    404: "Not found.",
    413: "Request body over the size limit.",
    415: "Body that is not JSON.",
    422: "Invalid request: every problem is listed in `errors`.",
    429: "Too many requests: wait `Retry-After` seconds.",
}


DOCS_OPENAPI_URL = "/docs/openapi.json"
_ABILITIES_IN_DOCS = (
    "One ability of the card-definition vocabulary, discriminated by `kind` (`activated`, `triggered`, "
    "`static_pump`, `step_trigger`, ...). Its full typed schema is the `Ability` union of /openapi.json "
    "(ActivatedAbility, TriggeredAbility, ...): this page shows it as a plain object, because Swagger UI "
    "expands every member of that union, and of the effects inside each, on one page.")


def docs_document(document: dict[str, Any]) -> dict[str, Any]:
    """The OpenAPI document /docs renders: the same operations and examples, with the items of
    `CardDefinition.abilities` as plain objects. Expanding POST /v1/simulate made Swagger UI resolve
    every ability and effect schema inside every other one (tens of seconds, gigabytes). Generated
    clients read /openapi.json, which keeps the full types. ReDoc reads this document too: it
    unfolds every member of a union, and of every union inside it, eagerly, and with about 80
    ability and 70 effect kinds (effects holding effects) it spent over ten minutes building the
    simulate operation's models from /openapi.json."""
    shown = copy.deepcopy(document)
    definition = shown.get("components", {}).get("schemas", {}).get("CardDefinition", {})
    abilities = definition.get("properties", {}).get("abilities")
    if abilities is not None:
        abilities["items"] = {"type": "object", "description": _ABILITIES_IN_DOCS,
                              "properties": {"kind": {"type": "string"}}, "required": ["kind"],
                              "additionalProperties": True}
    # A stack object's granted ability is such an ability too.
    granted = shown.get("components", {}).get("schemas", {}).get("StackObjectChoices", {}).get("properties", {})
    if "granted" in granted:
        granted["granted"] = {"type": "object", "description": _ABILITIES_IN_DOCS, "additionalProperties": True}
    _plain_large_unions(shown.get("components", {}).get("schemas", {}))
    return shown


# A union whose schema, spelled out as Swagger UI and ReDoc spell it (every reference replaced by
# its schema, recursion stopped), has more nodes than this is shown as a plain object on /docs.
# The effect union (84 kinds, ~130,000 nodes spelled out) sits under every kind of ability, and
# abilities under Class levels, emblems and tokens: with them the simulate operation spelled out
# to ~120,000 nodes, and opening it took Swagger UI over a minute and each example's switch tens of
# seconds. The action union (~4,000) and the event union (~6,500) stay typed.
DOCS_UNION_NODES = 20_000


def spelled_out_size(schemas: dict[str, Any]) -> Callable[[Any], int]:
    """The number of nodes of a schema with every `$ref` replaced by its schema, as a documentation
    page expands it (a reference back into its own expansion counts as one node). Each named
    schema is measured once."""
    sizes: dict[str, int] = {}

    def size(node: Any, open_refs: set[str]) -> int:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(_SCHEMA_REF):
                name = ref.removeprefix(_SCHEMA_REF)
                if name in open_refs or name not in schemas:
                    return 1
                if name not in sizes:
                    open_refs.add(name)
                    sizes[name] = size(schemas[name], open_refs)
                    open_refs.discard(name)
                return sizes[name]
            return 1 + sum(size(value, open_refs) for value in node.values())
        if isinstance(node, list):
            return sum(size(value, open_refs) for value in node)
        return 1

    return lambda node: size(node, set())


_SCHEMA_REF = "#/components/schemas/"


def _plain_large_unions(schemas: dict[str, Any]) -> None:
    """Replaces, inside the named schemas, every union (`oneOf`) larger than `DOCS_UNION_NODES`
    spelled out by a plain object that names its members and points to /openapi.json."""
    size = spelled_out_size(schemas)

    def plain(union: dict[str, Any]) -> dict[str, Any]:
        kinds = sorted((union.get("discriminator") or {}).get("mapping", {}))
        shown = ", ".join(f"`{kind}`" for kind in kinds[:6]) + (", ..." if len(kinds) > 6 else "")
        return {"type": "object", "additionalProperties": True,
                "description": (f"One of {len(union['oneOf'])} kinds of the card-definition vocabulary"
                                + (f", discriminated by `kind` ({shown})" if kinds else "")
                                + ". Its full typed schema is in /openapi.json: this page shows it as a plain object, "
                                "because Swagger UI and ReDoc spell out every member of a union, and every union "
                                "inside it, on one page.")}

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in list(items):
            if isinstance(value, dict) and "oneOf" in value and size(value) > DOCS_UNION_NODES:
                node[key] = plain(value)
            else:
                walk(value)

    for schema in schemas.values():
        walk(schema)


def install_docs(app: FastAPI) -> None:
    """Call with `FastAPI(docs_url=None, redoc_url=None)`: serves /docs, /redoc, /docs/assets."""
    assets = files("fastapi_offline").joinpath("static")
    app.mount(ASSETS_URL, StaticFiles(directory=str(assets)), name="docs-assets")
    title = app.title

    @app.get(DOCS_OPENAPI_URL, include_in_schema=False)
    def docs_openapi() -> JSONResponse:
        """The document /docs shows: /openapi.json with card definitions' abilities shown as plain
        objects (see `docs_document`)."""
        cached = getattr(app.state, "openapi_docs", None)
        if cached is None:
            cached = app.state.openapi_docs = docs_document(app.openapi())
        return JSONResponse(cached)

    @app.get("/docs", include_in_schema=False)
    def swagger_ui(request: Request) -> HTMLResponse:
        page = get_swagger_ui_html(
            openapi_url=DOCS_OPENAPI_URL,
            title=f"{title} - Swagger UI",
            swagger_js_url=f"{ASSETS_URL}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS_URL}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS_URL}/favicon.png",
            swagger_ui_parameters=_SWAGGER_PARAMETERS,
        )
        page.headers["Content-Security-Policy"] = _CSP
        return page

    @app.get("/redoc", include_in_schema=False)
    def redoc(request: Request) -> HTMLResponse:
        page = get_redoc_html(
            openapi_url=DOCS_OPENAPI_URL,
            title=f"{title} - ReDoc",
            redoc_js_url=f"{ASSETS_URL}/redoc.standalone.js",
            redoc_favicon_url=f"{ASSETS_URL}/favicon.png",
            with_google_fonts=False,
        )
        page.headers["Content-Security-Policy"] = _CSP
        return page

    # /openapi.json in a worker thread: the document is built when a client first asks for it (a
    # second or more of CPU that a serving process should not spend at start-up: its index of
    # operations comes from the routes, OperationIndex.from_routes), and not on the event loop
    # as FastAPI's own route would build it.
    async def openapi_json(request: Request) -> JSONResponse:
        return JSONResponse(await run_in_threadpool(app.openapi))

    app.router.routes[:] = [route for route in app.router.routes if getattr(route, "path", None) != app.openapi_url]
    app.add_route(str(app.openapi_url), openapi_json, include_in_schema=False)

    original = app.openapi

    def openapi() -> dict[str, Any]:
        if getattr(app.state, "openapi_finished", None) is not None:
            return app.state.openapi_finished  # type: ignore[no-any-return]
        schema = finish_openapi(copy.deepcopy(original()), getattr(app.state, "settings", None))
        app.state.openapi_finished = schema
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]


# --- the OpenAPI document --------------------------------------------------------------------


def operation_id(route: Any) -> str:
    """An operation id for a route that gives none: its function's name in camelCase
    (`list_cards` -> `listCards`), never FastAPI's `list_cards_v1_cards_get`."""
    first, *rest = str(route.name).split("_")
    return first + "".join(part.capitalize() for part in rest)


def finish_openapi(schema: dict[str, Any], settings: Any = None) -> dict[str, Any]:
    components = schema.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    components.setdefault("headers", {}).update({**_GET_HEADERS, **_COMMON_HEADERS})
    schema["info"]["description"] = schema["info"].get("description", "") + USING_THE_API.format(
        max_age=getattr(settings, "cache_max_age_seconds", 60),
        limit=getattr(settings, "rate_limit_requests", 1000),
        window=getattr(settings, "rate_limit_window_seconds", 60),
    )
    for path, operations in schema.get("paths", {}).items():
        for method, operation in operations.items():
            if method in ("get", "post", "put", "patch", "delete"):
                _finish_operation(schemas, path, method, operation)
    _unique_operation_ids(schema)
    _document_bounds(schemas, settings)
    _require_discriminators(schemas)
    for union in schemas.values():
        # A named "one of" of objects is an object: ReDoc shows "Array of any" otherwise.
        if isinstance(union, dict) and "oneOf" in union and "discriminator" in union:
            union.setdefault("type", "object")
    rename_schemas(schema, schema_names(list(schemas)))
    return schema


def _unique_operation_ids(schema: dict[str, Any]) -> None:
    """One route serving several methods (GET and HEAD) has one operation id: the second
    method's gets the method as a prefix (`headGetBulkRulings`), so generated clients get one
    function each."""
    seen: set[str] = set()
    for operations in schema.get("paths", {}).values():
        for method in sorted(operations, key=lambda m: (m == "head", m)):
            operation = operations[method]
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            if operation["operationId"] in seen:
                given = operation["operationId"]
                operation["operationId"] = method + given[:1].upper() + given[1:]
            seen.add(operation["operationId"])


def _require_discriminators(schemas: dict[str, Any]) -> None:
    """The property a union is discriminated by is required in each member (OpenAPI 3.1, the
    Discriminator Object): the server needs it anyway, and generated clients rely on it."""
    def walk(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if not isinstance(node, dict):
            return
        discriminator = node.get("discriminator")
        if isinstance(discriminator, dict):
            tag = discriminator["propertyName"]
            for ref in discriminator.get("mapping", {}).values():
                member = schemas.get(ref.rsplit("/", 1)[-1], {})
                required = member.setdefault("required", [])
                if tag in member.get("properties", {}) and tag not in required:
                    required.insert(0, tag)
        for value in node.values():
            walk(value)

    walk(schemas)


def _document_bounds(schemas: dict[str, Any], settings: Any) -> None:
    """`maxItems` where the server enforces a bound (the settings in force, not the defaults)."""
    bounds = {
        ("LookupRequest", "cards"): getattr(settings, "max_lookup_names", 250),
        ("LookupRequest", "identifiers"): getattr(settings, "max_lookup_names", 250),
        ("SimulateRequest", "actions"): getattr(settings, "max_actions", 200),
    }
    for (name, field), limit in bounds.items():
        prop = schemas.get(name, {}).get("properties", {}).get(field)
        if prop is not None:
            target = next((v for v in prop.get("anyOf", []) if v.get("type") == "array"), prop)
            target["maxItems"] = limit
    # Typo matching is bounded per request, not per field: said on the request and on the reason.
    max_fuzzy = getattr(settings, "max_fuzzy_names", 1000)
    lookup = schemas.get("LookupRequest")
    if lookup is not None:
        lookup["description"] = (
            f"At most {getattr(settings, 'max_lookup_names', 250)} cards in all (`cards`, `identifiers` and "
            f"decklist lines: `MAX_LOOKUP_NAMES`), of which at most {max_fuzzy} distinct names are resolved "
            "by typo matching (`MAX_FUZZY_NAMES`, in request order): exact names, ids, faces and unique "
            "prefixes are not counted. A name past that bound is listed in `not_found` with "
            "`reason: \"fuzzy_limit\"`; ask for it again in another request. A typo finds a card only when "
            "the name is close enough as a misspelling of it (`score` 85 and more) and of no other card; "
            "otherwise it is in `not_found` with the close names as `candidates` (docs/names.md)."
        )
    reason = schemas.get("NotFoundName", {}).get("properties", {}).get("reason")
    if isinstance(reason, dict) and "description" in reason:
        reason["description"] = reason["description"].replace("(1000)", f"({max_fuzzy})")


def _finish_operation(schemas: dict[str, Any], path: str, method: str, operation: dict[str, Any]) -> None:
    given = OPERATION_EXAMPLES.get((method, path), {})
    for parameter in operation.get("parameters", []):
        if "example" not in parameter and "examples" not in parameter:
            value = given.get("parameters", {}).get(parameter["name"])
            if value is None:
                value = (parameter.get("schema") or {}).get("examples", [None])[0]
            if value is not None:
                parameter["example"] = value
    for media_type, body in operation.get("requestBody", {}).get("content", {}).items():
        if "example" in body or "examples" in body:
            continue
        if media_type == "application/json" and "request" in given:
            body["example"] = given["request"]
        else:
            body["example"] = example_for(body.get("schema", {}), schemas)
    responses = operation.setdefault("responses", {})
    versioned = path.startswith("/v1/")
    if versioned:
        _add_standard_errors(operation, method, path, responses)
    for status, response in responses.items():
        code = int(status) if status.isdigit() else 0
        content = response.get("content", {})
        if code >= 400 and not content:  # every error is a problem document, documented or not
            content = response["content"] = {_PROBLEM_CONTENT: {"schema": {"$ref": "#/components/schemas/Problem"}}}
        if code >= 400 and _PROBLEM_CONTENT in content:
            content.pop("application/json", None)  # errors are only ever problem+json
        for media in content.values():
            if "example" in media or "examples" in media:
                continue
            if code == 422 and (method, path) == ("post", "/v1/simulate"):
                media["examples"] = {
                    "invalid_request": {"summary": "A request over a bound (`MAX_ACTIONS`)",
                                        "value": problem_example(code, path, method, path)},
                    **problem_examples(),
                }
            elif code >= 400:
                media["example"] = problem_example(code, _concrete_path(path, operation), method, path)
            elif str(code) in given.get("responses", {}):
                media["example"] = given["responses"][str(code)]
            else:
                media["example"] = example_for(media.get("schema", {}), schemas)
        if versioned and 200 <= code < 300:
            headers = response.setdefault("headers", {})
            names = [*(_GET_HEADERS if method == "get" else {}), *_COMMON_HEADERS]
            for name in names:
                headers.setdefault(name, {"$ref": f"#/components/headers/{name}"})


def _add_standard_errors(operation: dict[str, Any], method: str, path: str, responses: dict[str, Any]) -> None:
    needs_key = any("ApiKey" in requirement for requirement in operation.get("security", []))
    statuses = [404, 422, 429]
    if "requestBody" in operation:
        statuses += [400, 413, 415]
    if needs_key:
        statuses += [401, 403]
    for status in sorted(statuses):
        response = responses.setdefault(str(status), {"description": _STANDARD_ERRORS[status]})
        response.setdefault("content", {}).setdefault(
            _PROBLEM_CONTENT, {"schema": {"$ref": "#/components/schemas/Problem"}}
        )
        if status == 429:
            response.setdefault("headers", {})["Retry-After"] = {
                "description": "Seconds until the client may send again.", "schema": {"type": "integer"}, "example": 42,
            }
    if method == "get":
        responses.setdefault("304", {
            "description": "Not modified: the `If-None-Match` tag is current (no body).",
            "headers": {"ETag": {"$ref": "#/components/headers/ETag"}},
        })


def _concrete_path(path: str, operation: dict[str, Any]) -> str:
    values = {p["name"]: p.get("example") for p in operation.get("parameters", []) if p.get("in") == "path"}
    return re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1)) or m.group(1)), path)


def example_for(schema: dict[str, Any], schemas: dict[str, Any], depth: int = 0) -> Any:
    """A value for `schema`, from the examples in the schema (and the schemas it names) first."""
    if depth > 12:
        return None
    if "$ref" in schema:
        target = schemas.get(schema["$ref"].rsplit("/", 1)[-1], {})
        return example_for(target, schemas, depth + 1)
    for key in ("examples",):
        if schema.get(key):
            return copy.deepcopy(schema[key][0])
    if "example" in schema:
        return copy.deepcopy(schema["example"])
    if "const" in schema:
        return schema["const"]
    if schema.get("default") is not None:
        return copy.deepcopy(schema["default"])
    if schema.get("enum"):
        return schema["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if schema.get(key):
            variants = [v for v in schema[key] if v.get("type") != "null"] or schema[key]
            return example_for(variants[0], schemas, depth + 1)
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        return {name: example_for(sub, schemas, depth + 1) for name, sub in schema.get("properties", {}).items()}
    if kind == "array":
        return [example_for(schema.get("items", {}), schemas, depth + 1)]
    if kind == "string":
        return {"date": "2024-11-08", "date-time": "2024-11-08T00:00:00Z"}.get(schema.get("format", ""), "string")
    if kind == "integer":
        return schema.get("minimum", 1)
    if kind == "number":
        return 1.0
    if kind == "boolean":
        return False
    return None


# --- what the document says about a request (CORS and metrics use it) -------------------------


class OperationIndex:
    """The documented operations by (method, path template), matched against concrete paths."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self._entries: list[tuple[re.Pattern[str], str, str, bool]] = []
        for template, operations in schema.get("paths", {}).items():
            pattern = re.compile(
                "^" + re.sub(r"\\\{(\w+)(?::path)?\\\}", lambda m: "[^/]+", re.escape(template)) + "$"
            )
            for method, operation in operations.items():
                needs_key = any("ApiKey" in requirement for requirement in operation.get("security", []))
                self._entries.append((pattern, method.upper(), template, needs_key))

    @classmethod
    def from_routes(cls, app: Any) -> OperationIndex:
        """The same index from the app's routes, without building the document (whose schemas take
        a second or more of CPU): what a serving process asks on each request, ready at start-up;
        the document itself is built when a client first asks for it.
        tests/api/test_operation_index.py holds the two equal."""
        paths: dict[str, dict[str, Any]] = {}
        for route in iter_route_contexts(app.routes):  # the included routers' routes, as the document sees them
            if isinstance(route.original_route, APIRoute) and route.include_in_schema:
                security: list[dict[str, list[str]]] = [{name: []} for name in _security_schemes(route.dependant)]
                for method in sorted(route.methods or ()):
                    paths.setdefault(str(route.path_format), {})[method.lower()] = {"security": security}
        return cls({"paths": paths})

    def find(self, method: str, path: str) -> tuple[str, bool] | None:
        """(path template, needs an API key) of the operation, or None when none matches."""
        for pattern, entry_method, template, needs_key in self._entries:
            if entry_method == method and pattern.match(path):
                return template, needs_key
        return None

    def template(self, path: str) -> str | None:
        for pattern, _, template, _ in self._entries:
            if pattern.match(path):
                return template
        return None


def _security_schemes(dependant: Any) -> list[str]:
    """The names of the security schemes a route's dependencies use (as its operation's `security`)."""
    names: list[str] = []
    for sub in dependant.dependencies:
        found = [sub.call.scheme_name] if isinstance(sub.call, SecurityBase) else _security_schemes(sub)
        names.extend(name for name in found if name not in names)
    return names


def operation_index(app: Any) -> OperationIndex:
    index = getattr(app.state, "operation_index", None)
    if index is None:
        index = app.state.operation_index = OperationIndex.from_routes(app)
    return index
