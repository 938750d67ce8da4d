"""Session 19, group m21 (Core Set 2021 cards with lines not modelled; docs/oracle-s19-m21.md): each
construction read from real cards' Oracle text and played by the engine; a near variant with a word the
grammar doesn't know stays not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "Flip a coin. If you win the flip, <effect>." without a lost outcome (CR 705.1, 705.2) -----------------

SWINDLER = (
    "Tavern Swindler",
    "Creature — Human Rogue",
    "{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.",
    "{1}{B}",
    ("2", "2"),
)


def test_705_1_tavern_swindler_reads_as_a_coin_flip_with_only_a_won_outcome() -> None:
    assert read_full_definition(*SWINDLER)["abilities"] == [{
        "kind": "activated", "cost": "{T}", "other_costs": [{"kind": "pay_life", "amount": 3}],
        "effect": {"kind": "flip_coin", "won": {"kind": "gain_life", "amount": 6, "player": "you"}},
    }]
    both = read_composed("{1}: Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 2 life.",
                         is_spell=False).abilities
    assert both is not None and both[0]["effect"] == {
        "kind": "flip_coin", "won": {"kind": "draw", "amount": 1, "player": "you"},
        "lost": {"kind": "lose_life", "amount": 2, "player": "you"}}
    _not_read("{T}: Flip a coin. If you win the flip, you frob 6 life.")
    # an outcome that targets is no plain effect of a flip (rules/coin_flip.py): not read
    _not_read("{T}: Flip a coin. If you win the flip, destroy target creature.")


def test_705_1_swindler_gains_6_life_only_when_the_flip_is_won() -> None:
    swindler = read_full_definition(*SWINDLER)
    game = state(battlefield=[_on("ts", "Tavern Swindler")])
    for outcome, life in (("won", 23), ("lost", 17)):
        done = _run(game, [{"type": "activate", "permanent": "ts", "ability": 0},
                           {"type": "resolve", "choices": {"coin_flip": outcome}}], swindler)
        assert player_of(done, "alice")["life"] == life
        assert [e["outcome"] for e in events_of(done, "coin_flipped")] == [outcome]
