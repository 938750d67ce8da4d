"""s17-neo: constructions of Kamigawa: Neon Dynasty read from Oracle text and played by the engine;
near variants with a word the grammar doesn't know stay not modelled (docs/oracle-s17-neo.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    run_with_cards,
    state,
)

LEGENDARY_LAND = "Legendary Land"
CHANNEL_LESS = "This ability costs {1} less to activate for each legendary creature you control."


def _in_play(card: str, object_id: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, **fields}


# --- "target attacking or blocking creature" (CR 506.4, 509.1) ---------------------------------------

EIGANJO = read_full_definition(
    "Eiganjo, Seat of the Empire",
    LEGENDARY_LAND,
    f"{{T}}: Add {{W}}.\nChannel — {{2}}{{W}}, Discard Eiganjo, Seat of the Empire: It deals 4 damage to target "
    f"attacking or blocking creature. {CHANNEL_LESS}",
    "",
)


def test_eiganjo_reads_attacking_or_blocking_target() -> None:
    channel = EIGANJO["abilities"][1]
    assert channel["effect"] == {"kind": "damage", "amount": 4, "target": "attacking_or_blocking_creature"}


def test_506_4_attacking_or_blocking_target_refuses_a_creature_not_in_combat() -> None:
    game = state(
        step="declare_attackers",
        alice={"mana_pool": {"W": 1, "C": 2}, "hand": [{"id": "e", "card": "Eiganjo, Seat of the Empire"}]},
        battlefield=[_in_play("Grizzly Bears", "idle"), _in_play("Grizzly Bears", "att")],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "att", "defending": "bob"}]}
    with pytest.raises(IllegalAction):
        run_with_cards(
            game,
            [attack, {"type": "activate", "permanent": "e", "ability": 1, "choices": {"targets": ["idle"]}}],
            EIGANJO,
        )
    result = run_with_cards(
        game,
        [
            attack,
            {"type": "activate", "permanent": "e", "ability": 1, "choices": {"targets": ["att"]}},
            {"type": "resolve"},
        ],
        EIGANJO,
    )
    assert [p["id"] for p in result["state"]["battlefield"]] == ["idle"]
    assert "att" in [card["id"] for card in player_of(result, "alice")["graveyard"]]


def test_attacking_or_blocking_variant_with_unknown_word_is_not_read() -> None:
    assert probe_support("{T}: Probe deals 1 damage to target attacking or blorking creature.") != "full"


# --- "Create two ... tokens. They gain haste until end of turn." (CR 608.2c, 111.1) ------------------

SOKENZAN = read_full_definition(
    "Sokenzan, Crucible of Defiance",
    LEGENDARY_LAND,
    "{T}: Add {R}.\nChannel — {3}{R}, Discard Sokenzan, Crucible of Defiance: Create two 1/1 colorless Spirit "
    f"creature tokens. They gain haste until end of turn. {CHANNEL_LESS}",
    "",
)


def test_608_2c_they_are_the_tokens_just_created() -> None:
    game = state(
        alice={"mana_pool": {"R": 1, "C": 3}, "hand": [{"id": "s", "card": "Sokenzan, Crucible of Defiance"}]},
        battlefield=[_in_play("Grizzly Bears", "bear")],
    )
    result = run_with_cards(game, [{"type": "activate", "permanent": "s", "ability": 1}, {"type": "resolve"}], SOKENZAN)
    tokens = [p for p in result["state"]["battlefield"] if p["card"] != "Grizzly Bears"]
    assert len(tokens) == 2
    for token in tokens:
        assert "haste" in token["characteristics"]["keywords"]
    assert "haste" not in permanent(result, "bear")["characteristics"]["keywords"]
