"""Abilities that work from the graveyard (s13-graveyard, docs/oracle-graveyard.md), played from real
Oracle text as the reader reads it: "{1}{B}: Return ~ from your graveyard to the battlefield tapped."
(CR 113.6k, 602.2, 400.7), with its costs (406.2) and conditions (602.5b)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle.compose import read_composed
from tests.unit.conftest import CATALOG, events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read

SKELETON = (
    "Reassembling Skeleton",
    "Creature — Skeleton Warrior",
    "{1}{B}: Return Reassembling Skeleton from your graveyard to the battlefield tapped.",
    "{1}{B}",
    ("1", "1"),
)
TALONS = (
    "Talons of Wildwood",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +1/+1 and has trample.\n"
    "{2}{G}: Return Talons of Wildwood from your graveyard to your hand.",
    "{1}{G}",
    None,
)
JAGUAR = (
    "Vivien's Jaguar",
    "Creature — Cat Spirit",
    "Reach\n{2}{G}: Return Vivien's Jaguar from your graveyard to your hand. Activate only if you control a Vivien "
    "planeswalker.",
    "{2}{G}",
    ("3", "2"),
)
BONE_DRAGON = (
    "Bone Dragon",
    "Creature — Dragon Skeleton",
    "Flying\n{3}{B}{B}, Exile seven other cards from your graveyard: Return Bone Dragon from your graveyard to the "
    "battlefield tapped.",
    "{3}{B}{B}",
    ("5", "4"),
)
VIVIEN = {"name": "Test Vivien", "types": ["Planeswalker"], "subtypes": ["Vivien"], "loyalty": 3, "abilities": []}


def _catalog() -> dict[str, CardDefinition]:
    cards = [_read(*SKELETON), _read(*TALONS), _read(*JAGUAR), _read(*BONE_DRAGON), VIVIEN]
    return {**CATALOG, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}


CARDS = _catalog()


def _run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, CARDS).model_dump(mode="json")


def _line(line: str) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=False, name="Test Card").abilities


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


# --- grammar: the lines read, near variants with an unknown word don't -------------------------


def test_return_self_from_graveyard_reads_and_a_near_variant_does_not() -> None:
    assert _line("{1}{B}: Return ~ from your graveyard to the battlefield tapped.") == [
        {
            "kind": "activated",
            "cost": "{1}{B}",
            "effect": {"kind": "return_self_from_graveyard", "to": "battlefield", "tapped": True},
        }
    ]
    assert _line("{2}{G}: Return ~ from your graveyard to your hand.") == [
        {"kind": "activated", "cost": "{2}{G}", "effect": {"kind": "return_self_from_graveyard", "to": "hand"}}
    ]
    assert _line(
        "{2}{G}: Return ~ from your graveyard to your hand. Activate only if you control a Vivien planeswalker."
    ) == [
        {
            "kind": "activated",
            "cost": "{2}{G}",
            "effect": {"kind": "return_self_from_graveyard", "to": "hand"},
            "activate_only_if_you_control": "planeswalker:Vivien",
        }
    ]
    # unknown words: not read
    assert _line("{1}{B}: Return ~ from your graveyard to the battlefield sideways.") is None
    assert _line("{2}{G}: Return ~ from your crypt to your hand.") is None
    assert (
        _line("{2}{G}: Return ~ from your graveyard to your hand. Activate only if you wibble a Vivien planeswalker.")
        is None
    )


def test_a_graveyard_ability_with_a_tap_cost_or_other_effects_is_not_modelled() -> None:
    assert _line("{T}: Return ~ from your graveyard to your hand.") is None  # a card in a graveyard can't tap
    assert _line("{1}: Return ~ from your graveyard to your hand. You gain 1 life.") is None
    assert _line("{1}: Return ~ from your graveyard to your hand. Activate only once each turn.") is None


# --- engine ------------------------------------------------------------------------------------


def test_113_6k_reassembling_skeleton_returns_from_the_graveyard_tapped() -> None:
    game = state(alice={"mana_pool": {"B": 1, "C": 1}, "graveyard": [{"id": "sk", "card": "Reassembling Skeleton"}]})
    result = _run(game, [{"type": "activate", "permanent": "sk", "ability": 0}, {"type": "resolve"}])
    activated = events_of(result, "ability_activated")[0]
    assert activated["source"] == "sk" and activated["zone"] == "graveyard" and "CR 113.6k" in activated["cites"]
    skeleton = next(p for p in result["state"]["battlefield"] if p["id"] == "sk")
    assert skeleton["tapped"] is True and skeleton["controller"] == "alice"
    assert player_of(result, "alice")["graveyard"] == []
    assert player_of(result, "alice")["mana_pool"].get("B", 0) == 0


def test_113_6k_the_ability_does_nothing_if_the_card_left_the_graveyard() -> None:
    # Activated twice in response to itself: the first to resolve returns it; the second finds no card.
    game = state(alice={"mana_pool": {"G": 2, "C": 4}, "graveyard": [{"id": "t", "card": "Talons of Wildwood"}]})
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "t", "ability": 2},
            {"type": "activate", "permanent": "t", "ability": 2},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
    )
    assert _ids(player_of(result, "alice")["hand"]) == ["t"]
    assert result["state"]["stack"] == []
    assert events_of(result, "ability_resolved")[-1]["note"] == "the card is no longer in its owner's graveyard"


def test_113_6k_talons_returns_to_hand_and_other_abilities_do_not_work_from_the_graveyard() -> None:
    game = state(alice={"mana_pool": {"G": 1, "C": 2}, "graveyard": [{"id": "t", "card": "Talons of Wildwood"}]})
    result = _run(game, [{"type": "activate", "permanent": "t", "ability": 2}, {"type": "resolve"}])
    assert _ids(player_of(result, "alice")["hand"]) == ["t"]
    with pytest.raises(IllegalAction) as refused:
        _run(game, [{"type": "activate", "permanent": "t", "ability": 1}])
    assert "CR 113.6k" in refused.value.cites


def test_113_6k_the_ability_of_a_permanent_on_the_battlefield_cannot_be_activated() -> None:
    game = state(
        alice={"mana_pool": {"B": 1, "C": 1}},
        battlefield=[{"id": "sk", "card": "Reassembling Skeleton", "controller": "alice"}],
    )
    with pytest.raises(IllegalAction) as refused:
        _run(game, [{"type": "activate", "permanent": "sk", "ability": 0}])
    assert refused.value.title == "Works only from the graveyard"


def test_602_2_108_4a_only_its_owner_activates_it_and_pays_its_cost() -> None:
    game = state(
        alice={"mana_pool": {"B": 1}, "graveyard": [{"id": "sk", "card": "Reassembling Skeleton"}]},
        bob={"mana_pool": {"B": 1, "C": 1}},
    )
    with pytest.raises(IllegalAction) as refused:  # {1}{B} with {B} only
        _run(game, [{"type": "activate", "permanent": "sk", "ability": 0}])
    assert refused.value.title == "Cost can't be paid"
    with pytest.raises(IllegalAction) as not_theirs:
        _run(game, [{"type": "activate", "permanent": "sk", "ability": 0, "player": "bob"}])
    assert "CR 108.4a" in not_theirs.value.cites


def test_602_5b_activate_only_if_you_control_a_vivien_planeswalker() -> None:
    game = state(alice={"mana_pool": {"G": 1, "C": 2}, "graveyard": [{"id": "j", "card": "Vivien's Jaguar"}]})
    with pytest.raises(IllegalAction) as refused:
        _run(game, [{"type": "activate", "permanent": "j", "ability": 0}])
    assert refused.value.title == "Condition not met" and "CR 602.5b" in refused.value.cites
    game["battlefield"] = [{"id": "v", "card": "Test Vivien", "controller": "alice", "counters": {"loyalty": 3}}]
    result = _run(game, [{"type": "activate", "permanent": "j", "ability": 0}, {"type": "resolve"}])
    assert _ids(player_of(result, "alice")["hand"]) == ["j"]


def test_406_2_bone_dragon_exiles_seven_other_cards_as_its_cost() -> None:
    others = [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(7)]
    game = state(alice={"mana_pool": {"B": 2, "C": 3}, "graveyard": [{"id": "bd", "card": "Bone Dragon"}, *others[:6]]})
    with pytest.raises(IllegalAction) as refused:  # six other cards: the cost can't be paid
        _run(game, [{"type": "activate", "permanent": "bd", "ability": 0}])
    assert refused.value.title == "Cost can't be paid"
    game["players"][0]["graveyard"].append(others[6])
    result = _run(game, [{"type": "activate", "permanent": "bd", "ability": 0}, {"type": "resolve"}])
    alice = player_of(result, "alice")
    assert sorted(_ids(alice["exile"])) == sorted(_ids(others)) and alice["graveyard"] == []
    dragon = next(p for p in result["state"]["battlefield"] if p["id"] == "bd")
    assert dragon["tapped"] is True


def test_legal_actions_lists_graveyard_abilities() -> None:
    game = state(alice={"mana_pool": {"B": 1, "C": 1}, "graveyard": [{"id": "sk", "card": "Reassembling Skeleton"}]})
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    entry = next(e for e in listed["legal"] if e["action"]["type"] == "activate")
    assert entry["action"]["permanent"] == "sk" and "CR 113.6k" in entry["cites"]
    game["players"][0]["mana_pool"] = {}
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    assert not [e for e in listed["legal"] if e["action"]["type"] == "activate"]


# --- target cards in graveyards: exile, put on the bottom of your library -------------------------

HARVESTER = {
    "name": "Test Harvester",
    "types": ["Artifact"],
    "abilities": _line("{2}: Put target card from your graveyard on the bottom of your library.") or [],
}
CURATOR = {
    "name": "Test Curator",
    "types": ["Artifact"],
    "abilities": _line("{1}: Exile target card from a graveyard.") or [],
}


def _run_with(game: dict[str, Any], actions: list[dict[str, Any]], *cards: dict[str, Any]) -> dict[str, Any]:
    catalog = {**CARDS, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}
    return resolve(game, actions, catalog).model_dump(mode="json")


def test_graveyard_card_targets_read_and_near_variants_do_not() -> None:
    assert HARVESTER["abilities"] == [
        {
            "kind": "activated",
            "cost": "{2}",
            "effect": {"kind": "put_on_library", "target": "card_in_your_graveyard", "position": "bottom"},
        }
    ]
    assert CURATOR["abilities"] == [
        {"kind": "activated", "cost": "{1}", "effect": {"kind": "exile", "target": "card_in_a_graveyard"}}
    ]
    assert _line("{2}: Put target card from your graveyard on the bottom of your deck.") is None
    assert _line("{2}: Put target creature on the bottom of your library.") is None  # not yours to put there
    assert _line("{1}: Exile target card from a cemetery.") is None


def test_401_4_put_target_card_from_your_graveyard_on_the_bottom_of_your_library() -> None:
    game = state(
        alice={
            "mana_pool": {"C": 2},
            "graveyard": [{"id": "x", "card": "Grizzly Bears"}],
            "library": [{"id": "top", "card": "Forest"}],
        },
        battlefield=[{"id": "h", "card": "Test Harvester", "controller": "alice"}],
    )
    result = _run_with(
        game, [{"type": "activate", "permanent": "h", "choices": {"targets": ["x"]}}, {"type": "resolve"}], HARVESTER
    )
    alice = player_of(result, "alice")
    assert _ids(alice["library"]) == ["top", "x"] and alice["graveyard"] == []
    with pytest.raises(IllegalAction):  # not a card in an opponent's graveyard
        game["players"][1]["graveyard"] = [{"id": "y", "card": "Grizzly Bears"}]
        _run_with(game, [{"type": "activate", "permanent": "h", "choices": {"targets": ["y"]}}], HARVESTER)


def test_406_2_exile_target_card_from_a_graveyard_any_graveyard() -> None:
    game = state(
        alice={"mana_pool": {"C": 2}},
        bob={"graveyard": [{"id": "y", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "c", "card": "Test Curator", "controller": "alice"}],
    )
    result = _run_with(
        game, [{"type": "activate", "permanent": "c", "choices": {"targets": ["y"]}}, {"type": "resolve"}], CURATOR
    )
    bob = player_of(result, "bob")
    assert bob["graveyard"] == [] and _ids(bob["exile"]) == ["y"]  # its owner's exile
    # The target left the graveyard before it resolved: nothing is exiled (CR 608.2b).
    result = _run_with(
        game,
        [
            {"type": "activate", "permanent": "c", "choices": {"targets": ["y"]}},
            {"type": "activate", "permanent": "c", "choices": {"targets": ["y"]}},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
        CURATOR,
    )
    assert _ids(player_of(result, "bob")["exile"]) == ["y"]


# --- "Exile ~ from your graveyard" as a cost ----------------------------------------------------

ORATOR = (
    "Bonebind Orator",
    "Creature — Squirrel Warlock Bard",
    "{3}{B}, Exile Bonebind Orator from your graveyard: Return another target creature card from your graveyard to "
    "your hand.",
    "{1}{B}",
    ("2", "2"),
)


def test_exile_self_from_graveyard_cost_reads_and_a_near_variant_does_not() -> None:
    assert _line(
        "{3}{B}, Exile ~ from your graveyard: Return another target creature card from your graveyard to your hand."
    ) == [
        {
            "kind": "activated",
            "cost": "{3}{B}",
            "other_costs": [{"kind": "exile_self_from_graveyard"}],
            "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:creature:other"},
        }
    ]
    assert (
        _line("{3}{B}, Exile ~ from your tomb: Return another target creature card from your graveyard to your hand.")
        is None
    )
    assert _line("Exile ~ from your graveyard: Add {B}.") is None  # a mana ability from the graveyard: not modelled


def test_113_6k_406_2_bonebind_orator_exiles_itself_to_return_another_creature_card() -> None:
    orator = CardDefinition.model_validate(_read(*ORATOR))
    catalog = {**CARDS, "Bonebind Orator": orator}
    game = state(
        alice={
            "mana_pool": {"B": 1, "C": 3},
            "graveyard": [
                {"id": "o", "card": "Bonebind Orator"},
                {"id": "g", "card": "Grizzly Bears"},
                {"id": "f", "card": "Forest"},
            ],
        }
    )
    result = resolve(
        game, [{"type": "activate", "permanent": "o", "choices": {"targets": ["g"]}}, {"type": "resolve"}], catalog
    ).model_dump(mode="json")
    alice = player_of(result, "alice")
    assert _ids(alice["hand"]) == ["g"] and _ids(alice["exile"]) == ["o"] and _ids(alice["graveyard"]) == ["f"]
    for target in ("o", "f"):  # not itself ("another"), not a noncreature card
        with pytest.raises(IllegalAction):
            resolve(game, [{"type": "activate", "permanent": "o", "choices": {"targets": [target]}}], catalog)
    game["players"][0]["graveyard"] = []
    game["battlefield"] = [{"id": "o", "card": "Bonebind Orator", "controller": "alice"}]
    with pytest.raises(IllegalAction) as refused:  # on the battlefield it doesn't work (CR 113.6k)
        resolve(game, [{"type": "activate", "permanent": "o"}], catalog)
    assert "CR 113.6k" in refused.value.cites


# --- "You may play lands from your graveyard." -------------------------------------------------

CRUCIBLE = {
    "name": "Test Crucible",
    "types": ["Artifact"],
    "abilities": _line("You may play lands from your graveyard.") or [],
}


def test_play_lands_from_graveyard_reads_and_a_near_variant_does_not() -> None:
    assert CRUCIBLE["abilities"] == [{"kind": "play_lands_from_graveyard"}]
    assert _line("You may play lands from your library.") is None
    assert _line("You may play lands from your graveyard twice.") is None


def test_305_1_a_land_played_from_the_graveyard_with_crucible_uses_the_land_drop() -> None:
    game = state(
        alice={"graveyard": [{"id": "f", "card": "Forest"}, {"id": "m", "card": "Forest"}]},
        battlefield=[{"id": "c", "card": "Test Crucible", "controller": "alice"}],
    )
    result = _run_with(game, [{"type": "play_land", "card": "f"}], CRUCIBLE)
    played = events_of(result, "land_played")[0]
    assert played["card_id"] == "f" and "CR 305.1" in played["cites"]
    assert any(p["id"] == "f" for p in result["state"]["battlefield"])
    with pytest.raises(IllegalAction) as refused:  # one land drop a turn (CR 305.2)
        _run_with(game, [{"type": "play_land", "card": "f"}, {"type": "play_land", "card": "m"}], CRUCIBLE)
    assert refused.value.title == "No land drop remaining"
    listed = _run_with(game, [{"type": "legal_actions", "player": "alice"}], CRUCIBLE)["queries"][0]["result"]
    assert {e["action"]["card"] for e in listed["legal"] if e["action"]["type"] == "play_land"} == {"f", "m"}


def test_305_1_without_crucible_or_from_an_opponents_graveyard_no_land_is_played() -> None:
    game = state(alice={"graveyard": [{"id": "f", "card": "Forest"}]})
    with pytest.raises(IllegalAction):
        _run_with(game, [{"type": "play_land", "card": "f"}], CRUCIBLE)
    game = state(
        bob={"graveyard": [{"id": "f", "card": "Forest"}]},
        battlefield=[{"id": "c", "card": "Test Crucible", "controller": "alice"}],
    )
    with pytest.raises(IllegalAction):
        _run_with(game, [{"type": "play_land", "card": "f", "player": "alice"}], CRUCIBLE)
    listed = _run_with(game, [{"type": "legal_actions", "player": "alice"}], CRUCIBLE)["queries"][0]["result"]
    assert not [e for e in listed["legal"] if e["action"]["type"] == "play_land"]


# --- triggered abilities from the graveyard ----------------------------------------------------

SPIT_FLAME = (
    "Spit Flame",
    "Instant",
    "Spit Flame deals 4 damage to target creature.\nWhenever a Dragon enters the battlefield under your control, "
    "you may pay {R}. If you do, return Spit Flame from your graveyard to your hand.",
    "{2}{R}",
    None,
)
DRAGON = {
    "name": "Test Dragon",
    "mana_cost": "{R}",
    "types": ["Creature"],
    "subtypes": ["Dragon"],
    "power": 1,
    "toughness": 1,
    "abilities": [],
}
MARSH = {
    "name": "Test Marsh",
    "types": ["Creature"],
    "subtypes": ["Rat"],
    "power": 1,
    "toughness": 1,
    "abilities": _line(
        "Whenever a Dragon enters under your control, you may pay {R}. If you do, return ~ from "
        "your graveyard to your hand."
    )
    or [],
}


def test_graveyard_trigger_reads_and_other_triggers_returning_it_do_not() -> None:
    assert MARSH["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "permanent_enters",
            "entering": "permanent:you_control:Dragon",
            "optional_cost": "{R}",
            "effect": {"kind": "return_self_from_graveyard", "to": "hand"},
        }
    ]
    # s27-fdnb: a step trigger that returns ~ from the graveyard is read now (it works only there, CR 113.6k)
    assert _line("At the beginning of your upkeep, return ~ from your graveyard to your hand.") == [
        {"kind": "step_trigger", "step": "upkeep", "whose": "yours",
         "effect": {"kind": "return_self_from_graveyard", "to": "hand"}}]
    assert (
        _line(
            "Whenever a Dragon enters under your control, you may pay {R}. If you do, return ~ from your "
            "graveyard to your pocket."
        )
        is None
    )


def _flame_game(**alice: Any) -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"R": 2},
            "graveyard": [{"id": "sf", "card": "Spit Flame"}],
            "hand": [{"id": "d", "card": "Test Dragon"}],
            **alice,
        }
    )


def test_113_6k_spit_flame_returns_to_hand_when_a_dragon_enters_and_r_is_paid() -> None:
    flame = CardDefinition.model_validate(_read(*SPIT_FLAME))
    catalog = {**CARDS, "Spit Flame": flame, "Test Dragon": CardDefinition.model_validate(DRAGON)}
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "d"}, {"type": "resolve"}]
    result = resolve(
        _flame_game(), [*actions, {"type": "resolve", "choices": {"pay_optional_cost": True}}], catalog
    ).model_dump(mode="json")
    alice = player_of(result, "alice")
    assert _ids(alice["hand"]) == ["sf"] and alice["graveyard"] == [] and alice["mana_pool"].get("R", 0) == 0
    declined = resolve(
        _flame_game(), [*actions, {"type": "resolve", "choices": {"pay_optional_cost": False}}], catalog
    ).model_dump(mode="json")
    assert _ids(player_of(declined, "alice")["graveyard"]) == ["sf"]
    # A Dragon entering under an opponent's control triggers nothing.
    game = _flame_game()
    game["players"][0]["hand"] = []
    game["players"][1]["hand"] = [{"id": "d", "card": "Test Dragon"}]
    game["players"][1]["mana_pool"] = {"R": 1}
    game["active_player"] = "bob"
    other = resolve(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], catalog).model_dump(mode="json")
    assert not events_of(other, "trigger_put_on_stack") and _ids(player_of(other, "alice")["graveyard"]) == ["sf"]


def test_113_6k_a_graveyard_trigger_does_not_trigger_from_the_battlefield() -> None:
    game = state(
        alice={"mana_pool": {"R": 2}, "hand": [{"id": "d", "card": "Test Dragon"}]},
        battlefield=[{"id": "m", "card": "Test Marsh", "controller": "alice"}],
    )
    result = _run_with(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], MARSH, DRAGON)
    assert result["state"]["stack"] == [] and not events_of(result, "trigger_put_on_stack")
