"""The simulate request schema with each part spelled out once, for schemathesis' coverage phase.

The request schema of `POST /v1/simulate` names the same parts at hundreds of places: the effect
union sits under every kind of ability, card definitions under every zone, token and face. Expanded
as a tree it has about 100,000 nodes and 10,000 references to 132 parts, and schemathesis' coverage
phase enumerates the boundaries of every part at every place it appears (about 24,000 requests,
minutes of generation before the first is sent).

`shared_request_schema` keeps every part at the first (shallowest) place it is reached and leaves
it out of the others: a union keeps only the members not spelled out earlier, a place where no
member is left takes any value. Every boundary of every member is then enumerated once, at one
place: the server validates a part with the same model wherever it appears, so another place adds
requests but no boundary. Small leaves (enumerations such as colors and card types, under
`SMALL_LEAF_CHARS`) stay everywhere: they cost little. An optional part (`anyOf` of the part and
null) whose part is spelled out earlier keeps the part's JSON type there (a model: any object), so
its values, `{}` for a model whose fields all have defaults, are not taken for invalid ones. The
copy lives beside the document's own schemas under new names (`Request_...`), so the responses are still checked against the
document's real schemas, untouched."""

from __future__ import annotations

import copy
import json
from collections import deque
from collections.abc import Iterator
from typing import Any

PREFIX = "Request_"
SMALL_LEAF_CHARS = 300
_REF = "#/components/schemas/"


def _refs(node: Any) -> bool:
    return "$ref" in json.dumps(node)


def _json_type_of(schemas: dict[str, Any], reference: dict[str, Any]) -> dict[str, Any]:
    """The bare JSON type of the schema `reference` names (`{"type": "object"}` for a model), or
    any value when it has none."""
    target = schemas.get(str(reference.get("$ref", "")).removeprefix(_REF), {})
    kind = target.get("type")
    return {"type": kind} if isinstance(kind, str) else {}


def shared_request_schema(document: dict[str, Any], path: str = "/v1/simulate", method: str = "post",
                          keep_examples: bool = False) -> dict[str, Any]:
    """A copy of `document` whose `path` request body has every part spelled out once; its
    request examples kept with `keep_examples` (for the examples phase)."""
    document = copy.deepcopy(document)
    schemas: dict[str, Any] = document["components"]["schemas"]
    body = document["paths"][path][method]["requestBody"]["content"]["application/json"]
    root = body["schema"]["$ref"].removeprefix(_REF)

    def everywhere(name: str) -> bool:
        return not _refs(schemas[name]) and len(json.dumps(schemas[name])) < SMALL_LEAF_CHARS

    placed = {root}
    queue = deque([root])

    def rewrite(node: Any) -> Any:
        """`node` with kept references renamed and left-out ones removed (None: nothing left)."""
        if isinstance(node, list):
            return [rewrite(item) for item in node]
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            name = node["$ref"].removeprefix(_REF)
            if name not in placed or everywhere(name):
                if name not in placed:
                    placed.add(name)
                    queue.append(name)
                return {**node, "$ref": _REF + PREFIX + name}
            return None  # spelled out at an earlier place
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key in ("oneOf", "anyOf") and isinstance(value, list):
                members = []
                for item in value:
                    member = rewrite(item)
                    if member is None and key == "anyOf":
                        # `X | None` where X is spelled out earlier: X's values stay valid here (an
                        # object of X's with every field defaulted, `{}`, is one), so the place keeps
                        # X's JSON type instead of X's boundaries; dropping it would call `{}` invalid
                        member = _json_type_of(schemas, item)
                    if member is not None:
                        members.append(member)
                if not members:
                    return {}  # every member is spelled out elsewhere: any value here
                out[key] = members
            elif key == "discriminator":
                continue  # its mapping names members; the members themselves say their `kind`
            elif key in ("properties", "patternProperties", "$defs"):
                out[key] = {name: (rewritten if (rewritten := rewrite(sub)) is not None else {})
                            for name, sub in value.items()}
            else:
                rewritten = rewrite(value)
                out[key] = {} if rewritten is None else rewritten
        return out

    copies: dict[str, Any] = {}
    while queue:
        name = queue.popleft()
        copies[PREFIX + name] = rewrite(schemas[name])
    _merge_same_shapes(copies, {PREFIX + name for name in placed if everywhere(name)})
    schemas.update(copies)
    body["schema"] = {"$ref": _REF + PREFIX + root}
    if not keep_examples:
        body.pop("examples", None)
    return document


def _shape(schema: dict[str, Any]) -> str | None:
    """A union member's schema without its name, descriptions and `kind` value, as text (None: not
    a member told apart by a constant `kind`)."""
    kind = schema.get("properties", {}).get("kind")
    if not isinstance(kind, dict) or "const" not in kind:
        return None

    def bare(node: Any) -> Any:
        if isinstance(node, list):
            return [bare(item) for item in node]
        if not isinstance(node, dict):
            return node
        return {key: bare(value) for key, value in node.items() if key not in ("title", "description", "examples")}

    shape = bare(schema)
    shape["properties"]["kind"] = {key: value for key, value in shape["properties"]["kind"].items()
                                   if key not in ("const", "default", "enum")}
    return json.dumps(shape, sort_keys=True)


SAME_SHAPE = "x-same-shape-as"


def _merge_same_shapes(copies: dict[str, Any], small: set[str]) -> None:
    """Members of one union whose schemas are the same but for their `kind` become one member whose
    `kind` is any of theirs: the server checks the same fields with the same bounds for each, so
    their boundaries are enumerated once (each `kind` is still sent, as a value of the merged
    member's enumeration), not once per member. The merged member names the others under
    SAME_SHAPE; their schemas stay in the copy, referenced there only. Small leaves (in several
    unions) are left as they are: they cost little."""
    shapes = {name: _shape(schema) for name, schema in copies.items() if name not in small}

    def unions(node: Any) -> Iterator[dict[str, Any]]:
        if isinstance(node, list):
            for item in node:
                yield from unions(item)
        elif isinstance(node, dict):
            if any(isinstance(node.get(key), list) for key in ("oneOf", "anyOf")):
                yield node
            for value in node.values():
                yield from unions(value)

    for schema in [union for copy_ in list(copies.values()) for union in unions(copy_)]:
        for key in ("oneOf", "anyOf"):
            members = schema.get(key)
            if not isinstance(members, list):
                continue
            groups: dict[str, list[str]] = {}
            for member in members:
                name = str(member.get("$ref", "")).removeprefix(_REF) if isinstance(member, dict) else ""
                if shapes.get(name) is not None:
                    groups.setdefault(str(shapes[name]), []).append(name)
            merged_away: set[str] = set()
            for names in groups.values():
                if len(names) < 2:
                    continue
                first = copies[names[0]]
                kind = {k: v for k, v in first["properties"]["kind"].items() if k not in ("const", "default")}
                first["properties"]["kind"] = {**kind, "enum": [copies[name]["properties"]["kind"]["const"] for name in names]}
                first[SAME_SHAPE] = [_REF + name for name in names[1:]]
                merged_away.update(names[1:])
            if merged_away:
                schema[key] = [m for m in members
                               if str(m.get("$ref", "")).removeprefix(_REF) not in merged_away]


def spelled_out_nodes(document: dict[str, Any], root: str, stop_after: int | None = None) -> int:
    """How many schema nodes the tree under `root` has once every reference is expanded (a
    reference back to an ancestor counted as one): what the coverage phase walks. The full
    expansion of the live document grows exponentially with the vocabulary's nesting (effects in
    effects): with `stop_after`, counting stops once the count passes it (the answer is then
    `stop_after + 1`, "more than that")."""
    schemas = document["components"]["schemas"]
    seen = 0

    class _Enough(Exception):
        pass

    def count(node: Any, ancestors: frozenset[str]) -> None:
        nonlocal seen
        if isinstance(node, list):
            for item in node:
                count(item, ancestors)
            return
        if not isinstance(node, dict):
            return
        seen += 1
        if stop_after is not None and seen > stop_after:
            raise _Enough
        if "$ref" in node:
            name = node["$ref"].removeprefix(_REF)
            if name not in ancestors:
                count(schemas[name], ancestors | {name})
            return
        for value in node.values():
            count(value, ancestors)

    try:
        count(schemas[root], frozenset({root}))
    except _Enough:
        return stop_after + 1 if stop_after is not None else seen
    return seen
