"""Restricted mana (CR 106.6; app/engine/rules/restricted_mana.py): "{T}: Add {W}. Spend this mana
only to cast a creature spell." read from the Bloomburrow Villages' Oracle text, kept apart from
the plain pool, spent only on creature spells (and first), emptied with the pool (CR 500.4)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, run, state

BLB = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "blb.json"
_CARDS = {card["name"]: card for card in json.loads(BLB.read_text(encoding="utf-8"))}


def _reading(name: str, oracle: str | None = None) -> Any:
    card = _CARDS[name]
    return read_card(
        CardFacts(
            name=name,
            mana_cost=card.get("mana_cost") or "",
            type_line=card["type_line"],
            oracle_text=card["oracle_text"] if oracle is None else oracle,
        )
    )


def _village() -> dict[str, Any]:
    reading = _reading("Lupinflower Village")
    assert reading.support == "full", reading.not_modelled
    definition: dict[str, Any] = reading.definition
    return definition


LIONS = {"name": "Savannah Lions", "mana_cost": "{W}", "types": ["Creature"], "power": 2, "toughness": 1}
SALVE = {
    "name": "Healing Salve",
    "mana_cost": "{W}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 3, "player": "you"}}],
}


def _game(
    pool: dict[str, int] | None = None,
    restricted: list[dict[str, Any]] | None = None,
    hand: tuple[tuple[str, Any], ...] = (),
) -> dict[str, Any]:
    alice: dict[str, Any] = {"hand": [{"id": i, "card": c} for i, c in hand]}
    if pool:
        alice["mana_pool"] = pool
    if restricted:
        alice["restricted_mana"] = restricted
    return state(alice=alice, battlefield=[{"id": "v", "card": _village(), "controller": "alice"}])


def test_106_6_the_villages_restricted_mana_ability_reads_from_its_oracle_text() -> None:
    abilities = _village()["abilities"]
    assert abilities[0] == {"kind": "mana", "cost": "{T}", "add": "{C}"}
    assert abilities[1] == {"kind": "mana", "cost": "{T}", "add": "{W}", "spend_only": "creature_spells"}
    for name in ("Mudflat Village", "Oakhollow Village", "Rockface Village", "Lilypad Village"):
        reading = _reading(name)  # their second line reads; their third does not (yet)
        assert not any("Spend this mana" in line for line in reading.not_modelled), (name, reading.not_modelled)


def test_106_6_restricted_mana_goes_beside_the_pool_not_into_it() -> None:
    result = run(_game(), [{"type": "tap_for_mana", "permanent": "v", "ability": 1}])
    alice = player_of(result, "alice")
    assert alice["mana_pool"]["W"] == 0
    assert alice["restricted_mana"] == [{"color": "W", "amount": 1, "only": "creature_spells"}]
    added = events_of(result, "mana_added")[0]
    assert added["restricted_to"] == "creature_spells" and "CR 106.6" in added["cites"]
    # Its unrestricted ability still adds plain mana; no restricted entry shown when there is none.
    plain = player_of(run(_game(), [{"type": "tap_for_mana", "permanent": "v", "ability": 0}]), "alice")
    assert plain["mana_pool"]["C"] == 1 and "restricted_mana" not in plain


def test_106_6_restricted_mana_pays_for_a_creature_spell() -> None:
    result = run(
        _game(hand=(("l", LIONS),)),
        [{"type": "tap_for_mana", "permanent": "v", "ability": 1}, {"type": "cast", "card": "l"}],
    )
    assert result["state"]["stack"][0]["id"] == "l"
    paid = events_of(result, "mana_paid")[0]
    assert paid["restricted_spent"] == {"W": 1} and "CR 106.6" in paid["cites"]
    assert "restricted_mana" not in player_of(result, "alice")


def test_106_6_restricted_mana_cant_pay_for_a_noncreature_spell() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(
            _game(hand=(("s", SALVE),)),
            [{"type": "tap_for_mana", "permanent": "v", "ability": 1}, {"type": "cast", "card": "s"}],
        )
    assert "missing 1 {W}" in refusal.value.detail and "only to cast a creature spell" in refusal.value.detail
    with pytest.raises(IllegalAction):  # nor with an automatic payment
        run(
            _game(hand=(("s", SALVE),), restricted=[{"color": "W", "amount": 1, "only": "creature_spells"}]),
            [{"type": "cast", "card": "s", "payment": "auto"}],
        )


def test_106_6_a_payment_spends_the_restricted_mana_first() -> None:
    game = _game(
        pool={"W": 1},
        restricted=[{"color": "W", "amount": 1, "only": "creature_spells"}],
        hand=(("l", LIONS), ("s", SALVE)),
    )
    result = run(game, [{"type": "cast", "card": "l"}, {"type": "resolve"}, {"type": "cast", "card": "s"}])
    assert events_of(result, "mana_paid")[0]["restricted_spent"] == {"W": 1}
    assert "restricted_spent" not in events_of(result, "mana_paid")[1]  # the plain {W} paid for the instant
    auto = run(game, [{"type": "cast", "card": "l", "payment": "auto"}])
    assert events_of(auto, "mana_paid")[0]["restricted_spent"] == {"W": 1}
    assert player_of(auto, "alice")["mana_pool"]["W"] == 1


def test_106_6_an_automatic_payment_doesnt_activate_a_restricted_mana_ability() -> None:
    with pytest.raises(IllegalAction):
        run(_game(hand=(("l", LIONS),)), [{"type": "cast", "card": "l", "payment": "auto"}])
    with pytest.raises(IllegalAction) as refusal:
        run(_game(hand=(("l", LIONS),)), [{"type": "cast", "card": "l", "payment": {"tap": [["v", 1]]}}])
    assert "CR 106.6" in refusal.value.cites


def test_500_4_restricted_mana_empties_with_the_pool() -> None:
    game = _game(pool={"G": 1}, restricted=[{"color": "W", "amount": 2, "only": "creature_spells"}])
    result = run(game, [{"type": "next_step"}])
    assert "restricted_mana" not in player_of(result, "alice")
    emptied = events_of(result, "mana_emptied")[0]
    assert emptied["lost"] == "{G}" and emptied["restricted_lost"] == "{W}{W}"


@pytest.mark.parametrize(
    "oracle",
    [
        "{T}: Add {C}.\n{T}: Add {W}. Spend this mana only to cast a Dragon spell with flying.",
        "{T}: Add {C}.\n{T}: Add {W}. Spend this mana only to activate abilities of artifacts.",
        "{T}: Add {C}.\n{T}: Draw a card. Spend this mana only to cast a creature spell.",
    ],
)
def test_106_6_other_spending_restrictions_stay_not_modelled(oracle: str) -> None:
    reading = _reading("Lupinflower Village", oracle)
    assert reading.support != "full"
    assert any("Spend this mana" in line for line in reading.not_modelled)


# Vodalian Arcanist (M21), its Oracle text.
ARCANIST = CardFacts(
    name="Vodalian Arcanist",
    mana_cost="{1}{U}",
    type_line="Creature — Merfolk Wizard",
    oracle_text="{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.",
    power="1",
    toughness="3",
)


def test_106_6_instant_or_sorcery_mana_pays_for_an_instant_not_a_creature() -> None:
    reading = read_card(ARCANIST)
    assert reading.support == "full", reading.not_modelled
    arcanist = reading.definition
    assert arcanist["abilities"] == [
        {"kind": "mana", "cost": "{T}", "add": "{C}", "spend_only": "instant_or_sorcery_spells"}
    ]
    salve = {**SALVE, "mana_cost": "{1}"}
    lions = {**LIONS, "mana_cost": "{1}"}
    game = state(
        alice={"hand": [{"id": "s", "card": salve}, {"id": "l", "card": lions}]},
        battlefield=[{"id": "a", "card": arcanist, "controller": "alice", "controlled_since_turn": 1}],
    )
    result = run(game, [{"type": "tap_for_mana", "permanent": "a"}, {"type": "cast", "card": "s"}])
    assert events_of(result, "mana_paid")[0]["restricted_spent"] == {"C": 1}
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "tap_for_mana", "permanent": "a"}, {"type": "cast", "card": "l"}])
    assert "only to cast an instant or sorcery spell" in refusal.value.detail


# Kykar, Wind's Fury (M20), its Oracle text: "Sacrifice a Spirit: Add {R}." now reads as a mana ability.
KYKAR = CardFacts(
    name="Kykar, Wind's Fury",
    mana_cost="{1}{U}{R}{W}",
    type_line="Legendary Creature — Bird Wizard",
    oracle_text="Flying\nWhenever you cast a noncreature spell, create a 1/1 white Spirit creature token with flying.\n"
    "Sacrifice a Spirit: Add {R}.",
    power="3",
    toughness="3",
)


def test_605_1a_add_mana_after_a_sacrifice_cost_is_a_mana_ability() -> None:
    reading = read_card(KYKAR)
    assert reading.support == "full", reading.not_modelled
    kykar = reading.definition
    assert kykar["abilities"][-1] == {
        "kind": "mana",
        "cost": "",
        "add": "{R}",
        "other_costs": [{"kind": "sacrifice_permanents", "spec": "permanent:Spirit", "amount": 1}],
    }
    spirit = {"name": "Spirit", "types": ["Creature"], "subtypes": ["Spirit"], "power": 1, "toughness": 1}
    game = state(
        battlefield=[
            {"id": "k", "card": kykar, "controller": "alice"},
            {"id": "s", "card": spirit, "controller": "alice"},
        ]
    )
    result = run(game, [{"type": "tap_for_mana", "permanent": "k", "ability": 1}])
    assert player_of(result, "alice")["mana_pool"]["R"] == 1
    assert [p["id"] for p in result["state"]["battlefield"]] == ["k"]
    with pytest.raises(IllegalAction):
        run(
            state(battlefield=[{"id": "k", "card": kykar, "controller": "alice"}]),
            [{"type": "tap_for_mana", "permanent": "k", "ability": 1}],
        )
