"""The last Core Set 2019 cards (s13-m19final, docs/oracle-m19final.md), read from real Oracle text
and played: Enigma Drake's characteristic-defining ability counting the instant and sorcery cards in
its controller's graveyard (CR 604.3, 613.4a, 205.2a); Demanding Dragon's "it deals 5 damage to
target opponent unless that player sacrifices a creature" (`lose_life_unless` with `damage`, CR
608.2d, 701.21a, 120.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, run_with_cards, state
from tests.unit.conftest import read_full_definition as _read

ENIGMA_DRAKE = (
    "Enigma Drake",
    "Creature — Drake",
    "Flying\nEnigma Drake's power is equal to the number of instant and sorcery cards in your graveyard.",
    "{1}{U}{R}",
    ("*", "4"),
)


def _drake_with(graveyard: list[str], theirs: list[str]) -> dict[str, Any]:
    definition = _read(*ENIGMA_DRAKE)
    game = state(
        battlefield=[{"id": "drake", "card": "Enigma Drake", "controller": "alice", "controlled_since_turn": 1}],
        alice={"graveyard": [{"id": f"a{n}", "card": name} for n, name in enumerate(graveyard)]},
        bob={"graveyard": [{"id": f"b{n}", "card": name} for n, name in enumerate(theirs)]},
    )
    return run_with_cards(game, [], definition)


def test_604_3_enigma_drake_reads_full_counting_instants_and_sorceries() -> None:
    definition = _read(*ENIGMA_DRAKE)
    assert {
        "kind": "pt_equal_to_count",
        "count": "cards_in_your_graveyard",
        "card_types": ["instant", "sorcery"],
        "sets": "power",
    } in definition["abilities"]


def test_604_3_enigma_drakes_power_counts_its_controllers_instant_and_sorcery_cards_only() -> None:
    # two instants and a sorcery in alice's graveyard, a creature card beside them; bob's instant isn't hers
    result = _drake_with(["Lightning Bolt", "Lightning Bolt", "Divination", "Grizzly Bears"], ["Lightning Bolt"])
    drake = permanent(result, "drake")["characteristics"]
    assert (drake["power"], drake["toughness"]) == (3, 4)


def test_604_3_enigma_drake_with_an_empty_graveyard_is_0_4() -> None:
    drake = permanent(_drake_with([], ["Divination"]), "drake")["characteristics"]
    assert (drake["power"], drake["toughness"]) == (0, 4)


def test_near_variants_of_the_count_are_not_read() -> None:
    def support(text: str) -> str:
        return read_card(CardFacts("Test Drake", "{3}", "Creature — Drake", text, "*", "4")).support

    assert support("Test Drake's power is equal to the number of instant and sorcery cards in your library.") != "full"
    assert (
        support("Test Drake's power is equal to the number of instant and instant cards in your graveyard.") != "full"
    )
    assert support("Test Drake's power is equal to the number of instant and sorcery cards in all graveyard.") != "full"


DEMANDING_DRAGON = (
    "Demanding Dragon",
    "Creature — Dragon",
    "Flying\nWhen Demanding Dragon enters the battlefield, it deals 5 damage to target opponent unless that player "
    "sacrifices a creature.",
    "{3}{R}{R}",
    ("5", "5"),
)


def test_608_2d_demanding_dragon_reads_as_damage_unless_a_sacrifice() -> None:
    trigger = _read(*DEMANDING_DRAGON)["abilities"][0]
    assert trigger["effect"] == {
        "kind": "lose_life_unless",
        "amount": 5,
        "player": "target_opponent",
        "sacrifice": "creature",
        "damage": True,
        "discard": False,
    }


def _dragon_run(*answer: str) -> dict[str, Any]:
    game = state(
        battlefield=[
            {"id": "bears", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
            {"id": "relic", "controller": "bob", "card": {"name": "Relic", "types": ["Artifact"]}},
        ],
        alice={"mana_pool": {"R": 2, "C": 3}, "hand": [{"id": "dragon", "card": "Demanding Dragon"}]},
        bob={"hand": [{"id": "bob-card", "card": "Grizzly Bears"}]},
    )
    actions: list[dict[str, Any]] = [
        {"type": "cast", "card": "dragon"},
        {"type": "resolve", "choices": {"targets": ["bob"]}},
        {"type": "resolve", **({"choices": {"chosen": list(answer)}} if answer else {})},
    ]
    return run_with_cards(game, actions, _read(*DEMANDING_DRAGON))


def test_608_2d_the_opponent_sacrifices_a_creature_or_is_dealt_5_damage() -> None:
    asked = _dragon_run()
    sacrificed = _dragon_run("bears")
    assert all(p["id"] != "bears" for p in sacrificed["state"]["battlefield"])
    assert player_of(sacrificed, "bob")["life"] == 20
    # no answer: the Dragon deals the damage (a damage event from it, CR 120.3a), no discard offered
    assert player_of(asked, "bob")["life"] == 15
    assert [e["source"] for e in events_of(asked, "damage_dealt")] == ["dragon"]
    with pytest.raises(IllegalAction) as refusal:
        _dragon_run("bob-card")  # discarding is no choice here
    assert refusal.value.title == "Wrong choice"
    with pytest.raises(IllegalAction):
        _dragon_run("relic")  # an artifact isn't a creature


def test_near_variants_of_damage_unless_are_not_read() -> None:
    def support(text: str) -> str:
        return read_card(CardFacts("Test Dragon", "{3}", "Creature — Dragon", text, "5", "5")).support

    text = "When Test Dragon enters, it deals 5 damage to target opponent unless that player sacrifices a creature."
    assert support(text) == "full"
    assert support(text.replace("sacrifices", "exiles")) != "full"
    assert support(text.replace("When Test Dragon enters", "When Test Dragon dies")) != "full"
    assert support(text.replace("target opponent", "each opponent")) != "full"


ONE_WITH_THE_MACHINE = (
    "One with the Machine",
    "Sorcery",
    "Draw cards equal to the highest mana value among artifacts you control.",
    "{3}{U}",
)


def _artifact(object_id: str, controller: str, cost: str) -> dict[str, Any]:
    return {
        "id": object_id,
        "controller": controller,
        "card": {"name": object_id.title(), "types": ["Artifact"], "mana_cost": cost},
    }


def _machine(*battlefield: dict[str, Any]) -> dict[str, Any]:
    game = state(
        battlefield=list(battlefield),
        alice={"mana_pool": {"U": 4}, "hand": [{"id": "spell", "card": "One with the Machine"}]},
    )
    actions = [{"type": "cast", "card": "spell"}, {"type": "resolve"}]
    return run_with_cards(game, actions, _read(*ONE_WITH_THE_MACHINE))


def test_608_2h_one_with_the_machine_reads_the_highest_mana_value() -> None:
    assert _read(*ONE_WITH_THE_MACHINE)["abilities"][0]["effect"] == {
        "kind": "draw",
        "amount": "highest_mana_value:artifact:you_control",
        "player": "you",
    }


def test_608_2h_draws_the_highest_mana_value_among_your_artifacts_only() -> None:
    # alice's artifacts: mana values 4 and 1; bob's 6 doesn't count; a creature's 2 isn't an artifact's
    result = _machine(
        _artifact("big", "alice", "{2}{U}{U}"),
        _artifact("small", "alice", "{1}"),
        _artifact("theirs", "bob", "{6}"),
        {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
    )
    assert len(player_of(result, "alice")["hand"]) == 4


def test_608_2h_with_no_artifact_nothing_is_drawn() -> None:
    result = _machine(_artifact("theirs", "bob", "{6}"))
    assert player_of(result, "alice")["hand"] == []


def test_near_variants_of_the_highest_mana_value_are_not_read() -> None:
    def support(text: str) -> str:
        return read_card(CardFacts("Test Card", "{3}", "Sorcery", text)).support

    assert support("Draw cards equal to the highest mana value among artifacts you control.") == "full"
    assert support("Draw cards equal to the highest mana value among artifact you control.") != "full"
    assert support("Draw cards equal to the highest toughness among artifacts you control.") != "full"
    assert support("Draw cards equal to the lowest mana value among artifacts you control.") != "full"


VIVIEN_OF_THE_ARKBOW = (
    "Vivien of the Arkbow",
    "[+2]: Put two +1/+1 counters on up to one target creature.\n"
    "[−3]: Target creature you control deals damage equal to its power to target creature you don't control.\n"
    "[−9]: Creatures you control get +4/+4 and gain trample until end of turn.",
)


def _vivien() -> dict[str, Any]:
    reading = read_card(
        CardFacts(
            name=VIVIEN_OF_THE_ARKBOW[0],
            mana_cost="{4}{G}{G}",
            type_line="Legendary Planeswalker — Vivien",
            oracle_text=VIVIEN_OF_THE_ARKBOW[1],
            loyalty="5",
        )
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _bite_with_vivien(targets: list[str]) -> dict[str, Any]:
    vivien = _vivien()
    wolf = {
        "id": "wolf",
        "controller": "alice",
        "card": {"name": "Wolf", "types": ["Creature"], "power": 3, "toughness": 3},
    }
    ogre = {
        "id": "ogre",
        "controller": "bob",
        "card": {"name": "Ogre", "types": ["Creature"], "power": 3, "toughness": 4},
    }
    game = state(
        battlefield=[
            {"id": "pw", "card": vivien["name"], "controller": "alice", "counters": {"loyalty": 5}},
            {**wolf, "controlled_since_turn": 1},
            {**ogre, "controlled_since_turn": 1},
        ]
    )
    actions = [
        {"type": "activate", "permanent": "pw", "ability": 1, "choices": {"targets": targets}},
        {"type": "resolve"},
    ]
    return run_with_cards(game, actions, vivien)


def test_606_a_loyalty_bite_takes_both_targets_as_it_is_activated() -> None:
    ability = _vivien()["abilities"][1]
    assert ability == {
        "kind": "loyalty",
        "cost": "-3",
        "effect": {"kind": "choose_target", "target": "creature:you_control"},
        "then_effects": [{"kind": "damage_by_it", "amount": "its_power", "target": "creature:opponent_controls"}],
    }
    result = _bite_with_vivien(["wolf", "ogre"])
    assert [(e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("wolf", "ogre", 3)]
    assert permanent(result, "ogre")["damage"] == 3
    assert permanent(result, "pw")["counters"]["loyalty"] == 2
    with pytest.raises(IllegalAction):
        _bite_with_vivien(["ogre", "wolf"])  # the first target must be a creature alice controls


TRANSMOGRIFYING_WAND = (
    "Transmogrifying Wand",
    "Artifact",
    "Transmogrifying Wand enters the battlefield with three charge counters on it.\n{1}, {T}, Remove a charge counter "
    "from Transmogrifying Wand: Destroy target creature. Its controller creates a 2/4 white Ox creature token. "
    "Activate only as a sorcery.",
    "{3}",
)


def test_614_1c_the_wand_enters_with_charge_counters_and_its_victims_controller_gets_the_ox() -> None:
    wand = _read(*TRANSMOGRIFYING_WAND)
    assert wand["abilities"][0] == {"kind": "etb_counters", "counter": "charge", "amount": 3}
    game = state(
        battlefield=[{"id": "bears", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1}],
        alice={"mana_pool": {"C": 4}, "hand": [{"id": "wand", "card": "Transmogrifying Wand"}]},
    )
    actions: list[dict[str, Any]] = [
        {"type": "cast", "card": "wand"},
        {"type": "resolve"},
        {"type": "activate", "permanent": "wand", "ability": 1, "choices": {"targets": ["bears"]}},
        {"type": "resolve"},
    ]
    entered = run_with_cards(game, actions[:2], wand)
    assert permanent(entered, "wand")["counters"] == {"charge": 3}
    result = run_with_cards(game, actions, wand)
    assert permanent(result, "wand")["counters"] == {"charge": 2}
    assert all(p["id"] != "bears" for p in result["state"]["battlefield"])
    oxen = [p for p in result["state"]["battlefield"] if p["is_token"]]
    assert [(p["controller"], p["card"]["name"]) for p in oxen] == [("bob", "Ox Token")]


def test_near_variants_of_the_wand_are_not_read() -> None:
    def support(text: str) -> str:
        return read_card(CardFacts("Test Wand", "{3}", "Artifact", text)).support

    assert support("Test Wand enters the battlefield with three charge counters on it.") == "full"
    assert support("Test Wand enters the battlefield with X charge counters on it.") != "full"
    assert support("Its controller creates a 2/4 white Ox creature token.") != "full"  # no earlier target
    assert support("Destroy target creature. Its controller creates two 2/4 white Ox creature tokens.") != "full"
