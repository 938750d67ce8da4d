"""The TypeScript types generated from the OpenAPI document (openapi-typescript) compile with
`tsc --strict`, and every documented answer type-checks against them: each simulate example's
request and answer, each refusal, and the example answer of every operation. A wrong event
must not type-check (the types are real, not `any`).

The Node tools come from scripts/ensure-node-tools.sh (installed once into a cache folder, then
offline); the test is skipped only when npm is not available at all."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from app.api.examples import OPERATION_EXAMPLES
from app.api.simulate_docs import REQUEST_EXAMPLES, problem_examples, response_examples
from app.core.settings import Settings
from app.main import create_app

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(os.environ.get("MTG_NODE_TOOLS_DIR", Path.home() / ".cache" / "mtg-rulings" / "node-tools"))

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


def test_the_typescript_client_compiles_and_types_every_documented_answer(
    node_bin: Path, tmp_path: Path
) -> None:
    document = create_app(Settings(database_url=f"sqlite:///{tmp_path}/unused.db")).openapi()
    (tmp_path / "openapi.json").write_text(json.dumps(document), encoding="utf-8")
    generated = subprocess.run(
        [str(node_bin / "openapi-typescript"), "openapi.json", "--default-non-nullable", "false", "-o", "schema.d.ts"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )
    assert generated.returncode == 0, generated.stdout + generated.stderr
    assert "warn" not in (generated.stdout + generated.stderr).lower(), generated.stdout + generated.stderr
    (tmp_path / "check.ts").write_text(_check_file(), encoding="utf-8")
    compiled = subprocess.run(
        [str(node_bin / "tsc"), "--noEmit", "--strict", "--target", "es2022", "--module", "esnext",
         "--moduleResolution", "bundler", "check.ts"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,
    )
    assert compiled.returncode == 0, compiled.stdout[-5000:] + compiled.stderr[-2000:]
