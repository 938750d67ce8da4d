"""The TypeScript types generated from the OpenAPI document (openapi-typescript) compile with
`tsc --strict`, and every documented answer type-checks against them: each simulate example's
request and answer, each refusal, and the example answer of every operation. A wrong event
must not type-check (the types are real, not `any`).

The typed round trip (tests/clients/round_trip.py), written once with openapi-typescript +
openapi-fetch and once with orval's fetch client (tests/clients/programs/*.ts): `tsc --strict`
accepts both with no cast and nothing `any` or `unknown`, and run with Node against the live
server, each prints what the engine says. Everything is generated and compiled once per run.

The Node tools come from scripts/ensure-node-tools.sh (installed once into a cache folder, then
offline); the test is skipped only when npm is not available at all."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from app.api.examples import OPERATION_EXAMPLES
from app.api.simulate_docs import REQUEST_EXAMPLES, problem_examples, response_examples
from app.core.settings import Settings
from app.main import create_app
from tests.clients.round_trip import EXPECTED, REQUEST
from tests.conftest import LiveApi

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(os.environ.get("MTG_NODE_TOOLS_DIR", Path.home() / ".cache" / "mtg-rulings" / "node-tools"))
PROGRAMS = Path(__file__).with_name("programs")
ROUND_TRIPS = ("round_trip_fetch", "round_trip_orval")
# orval: its fetch client in one file, paths relative to the server (the programs give the origin).
ORVAL_CONFIG = """module.exports = {
  mtg: {
    input: { target: "./openapi.json" },
    output: { target: "./orval/client.ts", client: "fetch", mode: "single", prettier: false },
  },
};
"""

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def node_bin() -> Path:
    if shutil.which("npm") is None and not (TOOLS / "node_modules" / ".bin" / "tsc").exists():
        pytest.skip("npm is not available: the TypeScript client is not checked")
    subprocess.run([str(ROOT / "scripts" / "ensure-node-tools.sh")], check=True, timeout=600)
    return TOOLS / "node_modules" / ".bin"


def _const(name: str, type_: str, value: Any) -> str:
    return f"export const {name}: {type_} = {json.dumps(value, ensure_ascii=False)};"


def _check_file() -> str:
    lines = ['import type { components, paths } from "./schema";', 'type S = components["schemas"];']
    answers, refusals = response_examples(), problem_examples()
    for name, example in REQUEST_EXAMPLES.items():
        lines.append(_const(f"request_{name}", 'S["SimulateRequest"]', example["value"]))
        lines.append(_const(f"answer_{name}", 'S["SimulateResponse"]', answers[name]["value"]))
    for name, example in refusals.items():
        lines.append(_const(f"refusal_{name}", 'S["Problem"]', example["value"]))
    for index, ((method, path), given) in enumerate(sorted(OPERATION_EXAMPLES.items())):
        for status, body in given.get("responses", {}).items():
            type_ = f'paths["{path}"]["{method}"]["responses"][{status}]["content"]["application/json"]'
            lines.append(_const(f"operation_{index}_{status}", type_, body))
    lines.append("""
export function describe(event: S["GameEvent"]): string {
  switch (event.type) {
    case "day_night_changed": return `${event.from ?? "neither"} -> ${event.to}`;
    case "spell_cast": return `${event.player} cast ${event.card ?? "a face-down spell"}`;
    case "combat_damage": return `${event.source} dealt ${event.amount} to ${event.to}`;
    default: return event.type;
  }
}
export function cited(citation: S["SimulationCitation"]): string {
  return citation.object === "rule" ? citation.number : citation.text ?? citation.id;
}
// @ts-expect-error: a day_night_changed event has no `permanent`, and `to` is "day" or "night"
export const wrong_event: S["GameEvent"] = {seq: 1, action_index: 0, type: "day_night_changed", from: null, to: "dusk", permanent: "p1", cites: []};
// @ts-expect-error: an action's type names the action: there is no "shuffle"
export const wrong_action: S["SimulationAction"] = {type: "shuffle"};
""")
    return "\n".join(lines) + "\n"


@dataclass
class Compiled:
    workdir: Path
    output: str  # what the generators and tsc said
    returncode: int


def _run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def compiled(node_bin: Path, tmp_path_factory: pytest.TempPathFactory) -> Compiled:
    """Once per run: the document the app serves, openapi-typescript's types and orval's client
    generated from it, and one `tsc --strict` over the documented answers and both programs."""
    workdir = tmp_path_factory.mktemp("typescript-client")
    document = create_app(Settings(database_url=f"sqlite:///{workdir}/unused.db")).openapi()
    (workdir / "openapi.json").write_text(json.dumps(document), encoding="utf-8")
    (workdir / "node_modules").symlink_to(TOOLS / "node_modules")
    (workdir / "orval.config.cjs").write_text(ORVAL_CONFIG, encoding="utf-8")
    generators = [
        [str(node_bin / "openapi-typescript"), "openapi.json", "--default-non-nullable", "false", "-o", "schema.d.ts"],
        [str(node_bin / "orval"), "--config", "orval.config.cjs"],
    ]
    processes = [
        subprocess.Popen(command, cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for command in generators
    ]  # the two generators side by side
    for command, process in zip(generators, processes, strict=True):
        said, _ = process.communicate(timeout=600)
        assert process.returncode == 0, f"{command[0]}: {said}"
        if "openapi-typescript" in command[0]:
            assert "warn" not in said.lower(), said
    (workdir / "check.ts").write_text(_check_file(), encoding="utf-8")
    body = json.dumps(REQUEST)
    (workdir / "request_fetch.ts").write_text(
        'import type { components } from "./schema";\n'
        f'export const REQUEST: components["schemas"]["SimulateRequest"] = {body};\n',
        encoding="utf-8",
    )
    (workdir / "request_orval.ts").write_text(
        f'import type {{ SimulateRequest }} from "./orval/client";\nexport const REQUEST: SimulateRequest = {body};\n',
        encoding="utf-8",
    )
    for name in ROUND_TRIPS:
        source = (PROGRAMS / f"{name}.ts").read_text(encoding="utf-8")
        code = re.sub(r"//.*", "", source)
        assert not re.search(r"\bas\b|\bany\b|\bunknown\b|@ts-|!\.", code), f"{name}: a cast or an untyped value"
        (workdir / f"{name}.ts").write_text(source, encoding="utf-8")
    # Everything strict; no ambient types (`types: []`): the programs declare the Node globals they use.
    options = {
        "strict": True,
        "target": "es2022",
        "module": "commonjs",
        "moduleResolution": "node10",
        "types": [],
        "outDir": "out",
    }
    files = ["check.ts", *(f"{name}.ts" for name in ROUND_TRIPS)]
    (workdir / "tsconfig.json").write_text(json.dumps({"compilerOptions": options, "files": files}), encoding="utf-8")
    result = _run([str(node_bin / "tsc"), "-p", "tsconfig.json"], workdir)
    return Compiled(workdir, result.stdout[-5000:] + result.stderr[-2000:], result.returncode)


def test_the_typescript_client_compiles_and_types_every_documented_answer(compiled: Compiled) -> None:
    assert compiled.returncode == 0, compiled.output


@pytest.mark.parametrize("program", ROUND_TRIPS)
def test_a_typescript_program_posts_a_listed_action_back_and_reads_the_pending_decision(
    compiled: Compiled, api: LiveApi, program: str
) -> None:
    assert compiled.returncode == 0, compiled.output
    ran = subprocess.run(
        [shutil.which("node") or "node", f"out/{program}.js", api.base_url],
        cwd=compiled.workdir,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout.splitlines() == EXPECTED
