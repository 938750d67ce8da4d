"""The OpenAPI document generates clean clients: explicit camelCase operation ids, schema and
property names that shadow nothing in Python or TypeScript client code, a typed schema for every
answer, named unions (actions, events, citations, query answers) and the bounds the server
enforces. Read from the document the app serves (no database needed to build it)."""

from __future__ import annotations

import builtins
import json
import keyword
import re
import typing
from collections.abc import Iterator
from typing import Any

import pytest

from app.core.settings import Settings
from app.main import create_app

METHODS = ("get", "post", "put", "patch", "delete")
REF = "#/components/schemas/"

# Names a generated class, module or type alias must not take (compared case-insensitively,
# with underscores removed): Python keywords, builtins and `typing` names (a model `Cast` in
# module `cast` shadows `typing.cast` in generated code), and TypeScript/JavaScript globals
# (ECMAScript, DOM and TypeScript's utility types).
TS_GLOBALS = {
    "Object", "Function", "Array", "String", "Number", "Boolean", "Symbol", "BigInt", "Date", "RegExp", "Error",
    "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError", "AggregateError", "Math",
    "JSON", "Intl", "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "Promise", "Proxy", "Reflect", "ArrayBuffer",
    "DataView", "Atomics", "Iterator", "Generator", "Record", "Partial", "Required", "Readonly", "Pick", "Omit",
    "Exclude", "Extract", "NonNullable", "Parameters", "ReturnType", "InstanceType", "Awaited", "Uppercase",
    "Lowercase", "Capitalize", "Uncapitalize", "Event", "EventTarget", "Node", "Element", "Document", "Window",
    "Location", "History", "Navigator", "Screen", "Storage", "Request", "Response", "Headers", "URL", "Blob", "File",
    "FormData", "Image", "Audio", "Option", "Text", "Comment", "Attr", "Range", "Selection", "Worker",
    "Notification", "Performance", "Crypto", "Cache", "Clipboard", "Animation", "Touch", "Credential", "Lock",
    "Report", "Plugin", "Permissions", "Position", "Console", "Global", "Module", "Exports", "Buffer",
    "Process", "Any", "Unknown", "Never", "Void", "Undefined", "Null", "Infer", "Keyof", "Type", "Interface",
    "Namespace", "Declare", "Enum", "Components", "Paths", "Operations", "Webhooks", "Client",
}
RESERVED = (
    {name.lower() for name in dir(builtins)}
    | {name.lower() for name in keyword.kwlist + keyword.softkwlist}
    | {name.lower() for name in dir(typing) if not name.startswith("_")}
    | {name.lower() for name in TS_GLOBALS}
    | {"unset", "errors", "types", "models", "api", "authenticatedclient"}  # openapi-python-client's own
)
# Property names the generated Python code uses as local names next to the properties (a
# property `cast` made `cast(...)` an unbound local in every model that has one).
GENERATED_LOCALS = {"cast", "d", "src_dict", "cls", "field_dict", "t", "unset", "additional_properties",
                    "to_dict", "from_dict", "self", "isoparse", "json"}


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    url = f"sqlite:///{tmp_path_factory.mktemp('openapi')}/unused.db"
    return create_app(Settings(database_url=url, api_keys=["k" * 32])).openapi()


def operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, items in document["paths"].items():
        for method, operation in items.items():
            if method in METHODS:
                yield method, path, operation


def _normal(name: str) -> str:
    return name.replace("_", "").lower()


def test_every_operation_has_a_unique_camel_case_operation_id(document: dict[str, Any]) -> None:
    ids = [operation.get("operationId", "") for items in document["paths"].values() for operation in items.values()
           if isinstance(operation, dict) and "responses" in operation]
    assert all(re.fullmatch(r"[a-z][a-zA-Z0-9]*", i) for i in ids), ids
    assert len(ids) == len(set(ids)), ids
    assert not [i for i in ids if re.search(r"(Get|Post|Patch|Delete|Put)$|V1", i)], ids
    expected = {"getCard", "listCards", "getCardNamed", "getCardRulings", "searchRulings", "getRuling",
                "lookupRulings", "simulate", "createRuling", "updateRuling", "deleteRuling", "getHealthz", "getReadyz"}
    assert expected <= set(ids)


def test_schema_names_shadow_nothing_in_client_languages(document: dict[str, Any]) -> None:
    names = list(document["components"]["schemas"])
    clashing = [n for n in names if _normal(n) in RESERVED or _normal(n) in {_normal(r) for r in RESERVED}]
    assert not clashing, clashing
    assert all(re.fullmatch(r"[A-Z][A-Za-z0-9]*", n) for n in names), [n for n in names if not n.isidentifier()]
    # The actions are named as actions, lists as lists: no `Cast`, no `ListOut_CardOut_`.
    assert {"CastAction", "MoveAction", "ResolveAction", "CardList", "RulingList"} <= set(names)


def _properties(document: dict[str, Any]) -> Iterator[tuple[str, str]]:
    def walk(where: str, node: Any) -> Iterator[tuple[str, str]]:
        if isinstance(node, dict):
            for name in (node.get("properties") or {}) if isinstance(node.get("properties"), dict) else {}:
                yield where, name
            for value in node.values():
                yield from walk(where, value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(where, value)

    for name, schema in document["components"]["schemas"].items():
        yield from walk(name, schema)
    for method, path, operation in operations(document):
        yield from walk(f"{method} {path}", operation)


def test_property_names_are_safe_in_generated_code(document: dict[str, Any]) -> None:
    clashing = sorted({(where, name) for where, name in _properties(document) if name.lower() in GENERATED_LOCALS})
    assert not clashing, clashing


def test_no_inline_schema_gets_a_generated_title(document: dict[str, Any]) -> None:
    """FastAPI titles an untyped answer after its route (`Response Healthz Healthz Get`), which
    becomes a class name such as `HealthzHealthzGetResponseHealthzHealthzGet`."""
    titles = re.findall(r'"title": "([^"]+)"', json.dumps(document["paths"]))
    assert not [t for t in titles if t.startswith("Response ") or " Get" in t or " Post" in t], titles


def test_every_answer_has_a_schema(document: dict[str, Any]) -> None:
    for method, path, operation in operations(document):
        for status, response in operation["responses"].items():
            if status in ("204", "304"):
                assert not response.get("content"), f"{method} {path} {status}"
                continue
            content = response.get("content")
            if method == "post" and path.startswith("/v1/imports") and status == "202":
                assert content["application/json"]["schema"] == {"$ref": REF + "ImportJob"}
            assert content, f"{method} {path} {status} has no content"
            for media_type, media in content.items():
                schema = media.get("schema")
                assert schema and schema != {}, f"{method} {path} {status} {media_type} has no schema"
                assert schema.get("type") != "object" or schema.get("properties"), f"{method} {path} {status}"


def _schema(document: dict[str, Any], name: str) -> dict[str, Any]:
    return document["components"]["schemas"][name]  # type: ignore[no-any-return]


def test_simulate_is_typed_through_named_discriminated_unions(document: dict[str, Any]) -> None:
    request = _schema(document, "SimulateRequest")["properties"]
    assert request["actions"]["items"] == {"$ref": REF + "SimulationAction"}
    response = _schema(document, "SimulateResponse")["properties"]
    unions = {"events": ("GameEvent", "type"), "citations": ("SimulationCitation", "object"),
              "queries": ("SimulationQueryAnswer", "type")}
    for field, (name, _) in unions.items():
        assert response[field]["items"] == {"$ref": REF + name}
    for name, tag in [*unions.values(), ("SimulationAction", "type")]:
        union = _schema(document, name)
        assert union["discriminator"]["propertyName"] == tag, name
        for value, ref in union["discriminator"]["mapping"].items():
            member = _schema(document, ref.removeprefix(REF))
            assert member["properties"][tag].get("const") == value, (name, value)
            assert tag in member["required"], (name, value)
    card = _schema(document, "Card")["properties"]["definition"]
    assert {"$ref": REF + "CardDefinition"} in card["anyOf"]
    job = _schema(document, "ImportJob")["properties"]
    assert {"$ref": REF + "ImportProgress"} in job["progress"]["allOf"]
    problem = _schema(document, "Problem")["properties"]
    assert problem["errors"]["anyOf"][0]["items"] == {"$ref": REF + "ErrorItem"}
    assert problem["citations"]["anyOf"][0]["items"] == {"$ref": REF + "SimulationCitation"}


def test_bounds_the_server_enforces_are_documented(document: dict[str, Any]) -> None:
    settings = Settings()
    lookup = _schema(document, "LookupRequest")["properties"]
    for field in ("cards", "identifiers"):  # optional lists: the bound is on the array of the anyOf
        array = next((v for v in lookup[field].get("anyOf", []) if v.get("type") == "array"), lookup[field])
        assert array["maxItems"] == settings.max_lookup_names, field
    actions = _schema(document, "SimulateRequest")["properties"]["actions"]
    assert actions["maxItems"] == settings.max_actions


def _parameters_and_fields(document: dict[str, Any], operation: dict[str, Any]) -> set[str]:
    names = {f"{p['in']}.{p['name']}" for p in operation.get("parameters", [])}
    for media in operation.get("requestBody", {}).get("content", {}).values():
        schema = media.get("schema", {})
        if "$ref" in schema:
            schema = _schema(document, schema["$ref"].removeprefix(REF))
        names |= {f"body.{name}" for name in schema.get("properties", {})}
    return names


def test_each_operations_422_example_is_about_that_operation(document: dict[str, Any]) -> None:
    for method, path, operation in operations(document):
        response = operation["responses"].get("422")
        if response is None:
            continue
        media = response["content"]["application/problem+json"]
        examples = [media["example"]] if "example" in media else [e["value"] for e in media["examples"].values()]
        known = _parameters_and_fields(document, operation)
        for example in examples:
            assert example["status"] == 422
            for error in example.get("errors", []):
                assert set(error) >= {"path", "message", "loc", "msg"}, error
                where = error["path"]
                if where.startswith(("query.", "path.", "body.", "header.")):
                    head = ".".join(where.split(".")[:2]).split("[")[0]
                    assert head in known or error["message"] == "unknown parameter", (method, path, where, known)
