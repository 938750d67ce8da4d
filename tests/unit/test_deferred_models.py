"""The engine's models build their validators on first use (`defer_build`, app/engine/cards.py's
_Model): importing what a worker process preloads must not build the vocabulary's models, each of
which compiles its own copy of the whole effect and ability vocabulary (docs/operating-workers.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import importlib, json
from pydantic._internal._mock_val_ser import MockValSer
from app.core.workers import PRELOAD
for name in PRELOAD:
    importlib.import_module(name)
import app.engine.cards as cards, app.engine.state as state
models = [c for module in (cards, state) for c in vars(module).values()
          if isinstance(c, type) and issubclass(c, (cards._Model, state._Model)) and c.__module__ == module.__name__]
built = sorted(c.__name__ for c in models if not isinstance(c.__dict__.get("__pydantic_validator__"), MockValSer))
print(json.dumps({"models": len(models), "built": built}))
"""


def test_preloading_the_worker_modules_builds_no_vocabulary_model_but_the_card_definition() -> None:
    # A fresh interpreter: in this one, other tests have long since used (and so built) the models.
    out = subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["models"] > 300
    # CardDefinition is built at import on purpose: the predefined tokens (CR 111.10) are validated then.
    assert report["built"] == ["CardDefinition"]


def test_a_deferred_model_with_a_forward_reference_validates_on_first_use() -> None:
    from app.engine.cards import CreateTokenEffect, ModalEffect

    modal = ModalEffect.model_validate({"kind": "modal", "modes": [
        {"kind": "draw", "amount": 1}, {"kind": "gain_life", "amount": 3, "player": "you"}]})
    assert [mode.kind for mode in modal.modes] == ["draw", "gain_life"]
    token = CreateTokenEffect.model_validate({"kind": "create_token", "token": "Treasure", "count": 2})
    assert (token.token, token.count) == ("Treasure", 2)
