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
    schemas.update(copies)
    body["schema"] = {"$ref": _REF + PREFIX + root}
    if not keep_examples:
        body.pop("examples", None)
    return document


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
