"""A Python client generated from the live OpenAPI document (openapi-python-client, no hand
edits) works against the real server: a card lookup, a search, a decklist lookup, every simulate
example and a refusal, each answer parsed into the generated models (typed events, citations
and query answers, not dicts) and equal to the raw JSON when written back. This is the test
that catches a schema named like something the generated code uses (`Cast` vs `typing.cast`)."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from app.api.simulate_docs import PROBLEM_REQUEST_EXAMPLES, REQUEST_EXAMPLES
from app.engine.events import EVENT_MODELS
from tests.clients.round_trip import EXPECTED, REQUEST
from tests.conftest import LiveApi

GENERATOR = Path(sys.executable).with_name("openapi-python-client")
MYPY = Path(sys.executable).with_name("mypy")
PROGRAM = Path(__file__).with_name("programs") / "round_trip.py.in"
# mypy's cache of the generated modules, kept between runs (keyed by their content, so a changed
# document is checked afresh): a cold check of the ~470 generated models takes 5-15 s.
MYPY_CACHE = Path(os.environ.get("MTG_CLIENT_MYPY_CACHE", Path.home() / ".cache" / "mtg-rulings" / "client-mypy"))

pytestmark = pytest.mark.slow


class Generated:
    def __init__(self, package: str, base_url: str, workdir: Path) -> None:
        self.package = package
        self.workdir = workdir
        self.models = importlib.import_module(f"{package}.models")
        self.client = importlib.import_module(package).Client(base_url=base_url, raise_on_unexpected_status=True)

    def api(self, tag: str, operation: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.api.{tag}.{operation}")


@pytest.fixture(scope="module")
def generated(api: LiveApi, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Generated]:
    """The client generated from the document this server serves, imported under its own name."""
    package = f"mtg_rulings_client_{api.kind}"
    workdir = tmp_path_factory.mktemp("python-client")
    (workdir / "openapi.json").write_text(api.client.get("/openapi.json").text, encoding="utf-8")
    (workdir / "config.yaml").write_text(
        f"project_name_override: {package}\npackage_name_override: {package}\npost_hooks: []\n", encoding="utf-8"
    )
    result = subprocess.run(
        [str(GENERATOR), "generate", "--path", "openapi.json", "--config", "config.yaml", "--meta", "none",
         "--output-path", package],
        cwd=workdir, capture_output=True, text=True, timeout=300,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert not _unexpected_warnings(output), output  # generates cleanly
    sys.path.insert(0, str(workdir))
    try:
        yield Generated(package, api.base_url, workdir)
    finally:
        sys.path.remove(str(workdir))
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]


# Warnings the generator may give that lose nothing: a request body it can also take as JSON
# (a decklist posted as text/plain is also `{"decklist": "..."}`).
ALLOWED_WARNINGS = ("Unsupported content type text/plain",)


def _unexpected_warnings(output: str) -> list[str]:
    blocks = output.split("WARNING parsing ")[1:]
    unexpected = [block for block in blocks if not any(allowed in block for allowed in ALLOWED_WARNINGS)]
    if not blocks and ("warning" in output.lower() or "error" in output.lower()):
        unexpected.append(output)
    return unexpected


def _round_trips(parsed: Any, raw: Any) -> None:
    """The parsed models hold the whole answer: written back, they give the same JSON."""
    assert json.loads(json.dumps(parsed.to_dict(), default=str)) == raw


def test_named_card_lookup_parses_into_a_typed_card(generated: Generated) -> None:
    response = generated.api("cards", "get_card_named").sync_detailed(client=generated.client, fuzzy="bolder jockey")
    assert response.status_code == 200
    card = response.parsed
    assert isinstance(card, generated.models.Card)
    assert card.name == "Boulder Jockey" and card.rulings_uri == "/v1/cards/boulder-jockey/rulings"
    assert isinstance(card.definition, generated.models.CardDefinition)  # typed, not a dict
    _round_trips(card, json.loads(response.content))


def test_search_parses_into_a_typed_list_of_hits(generated: Generated) -> None:
    response = generated.api("rulings", "search_rulings").sync_detailed(client=generated.client, q="land drop", limit=5)
    hits = response.parsed
    assert isinstance(hits, generated.models.RulingHitList) and hits.total >= 1
    assert all(isinstance(hit, generated.models.RulingHit) and "<mark>" in hit.highlight for hit in hits.data)
    _round_trips(hits, json.loads(response.content))


def test_decklist_lookup_parses_into_typed_results(generated: Generated) -> None:
    body = generated.models.LookupRequest(cards=["Werewhat", "chatzuk", "bolder jockey", "Lightning Bolt"])
    response = generated.api("rulings", "lookup_rulings").sync_detailed(client=generated.client, body=body)
    found = response.parsed
    assert isinstance(found, generated.models.LookupResponse)
    assert [result.card.name for result in found.results] == ["Werewhat", "Boulder Jockey"]
    # a shortened name is never taken for a card (docs/names.md): the card is a candidate
    assert [missing.query for missing in found.not_found] == ["chatzuk", "Lightning Bolt"]
    assert [c.name for c in found.not_found[0].candidates] == ["Chatzuk, Mighty Guitarist"]
    _round_trips(found, json.loads(response.content))


@pytest.mark.parametrize("name", sorted(REQUEST_EXAMPLES))
def test_every_simulate_example_runs_through_the_generated_client(generated: Generated, name: str) -> None:
    example = REQUEST_EXAMPLES[name]["value"]
    body = generated.models.SimulateRequest.from_dict(example)
    assert body.to_dict() == example  # the request models carry every field of the example
    response = generated.api("simulate", "simulate").sync_detailed(client=generated.client, body=body)
    assert response.status_code == 200, response.content
    answer = response.parsed
    assert isinstance(answer, generated.models.SimulateResponse)
    raw = json.loads(response.content)
    for event, raw_event in zip(answer.events, raw["events"], strict=True):
        assert type(event).__name__ == EVENT_MODELS[raw_event["type"]].__name__
    kinds = {type(citation).__name__ for citation in answer.citations}
    assert kinds <= {"RulingCitation", "RuleCitation"} and kinds
    for query in answer.queries:
        assert type(query).__name__.endswith("Answer")
    _round_trips(answer, raw)


@pytest.mark.parametrize("name", sorted(PROBLEM_REQUEST_EXAMPLES))
def test_refusals_parse_into_the_problem_model(generated: Generated, name: str) -> None:
    request = PROBLEM_REQUEST_EXAMPLES[name]["value"]
    if name == "invalid_action":
        # The typed client does not even build an action that is not one; sent raw, the server
        # says which and where.
        with pytest.raises(ValueError, match="shuffle"):
            generated.models.SimulateRequest.from_dict(request)
        sent = generated.client.get_httpx_client().post("/v1/simulate", json=request)
        assert sent.status_code == 422
        raw = sent.json()
        problem = generated.models.Problem.from_dict(raw)
    else:
        body = generated.models.SimulateRequest.from_dict(request)
        response = generated.api("simulate", "simulate").sync_detailed(client=generated.client, body=body)
        assert response.status_code == 422
        problem = response.parsed
        raw = json.loads(response.content)
    assert isinstance(problem, generated.models.Problem)
    assert problem.type_ == raw["type"] and problem.status == 422
    if "errors" in raw:
        assert all(isinstance(error, generated.models.ErrorItem) and error.path for error in problem.errors)
    if "citations" in raw:
        assert {type(c).__name__ for c in problem.citations} <= {"RulingCitation", "RuleCitation"}
    _round_trips(problem, raw)


def test_a_program_posts_a_listed_action_back_and_reads_the_pending_decision_with_no_cast(
    generated: Generated, api: LiveApi
) -> None:
    """The typed round trip (tests/clients/round_trip.py): `mypy --strict` accepts the program
    (no cast, no Any: a listed action is the request's action type, options and the pending
    decision are typed by kind), and run against the live server it prints what the engine says."""
    program = generated.workdir / "round_trip.py"
    source = PROGRAM.read_text(encoding="utf-8").replace("PACKAGE", generated.package)
    assert "cast(" not in source and "Any" not in source and "type: ignore" not in source
    program.write_text(source, encoding="utf-8")
    (generated.workdir / "request.json").write_text(json.dumps(REQUEST), encoding="utf-8")
    checked = subprocess.run(
        [
            str(MYPY),
            "--strict",
            "--follow-imports=silent",
            "--cache-dir",
            str(MYPY_CACHE),
            "--no-error-summary",
            "round_trip.py",
        ],
        cwd=generated.workdir,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    ran = subprocess.run(
        [sys.executable, "round_trip.py", api.base_url, "request.json"],
        cwd=generated.workdir,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(generated.workdir)},
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout.splitlines() == EXPECTED
