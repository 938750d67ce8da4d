"""Modern keyword abilities and ability words (docs/keywords-modern.md): each played by its rule
module, and read from Oracle text by the reader."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, run, state

SHOCK = {
    "name": "Shock",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}


def creature(
    object_id: str, controller: str = "alice", *keywords: str, power: int = 1, toughness: int = 2, **card: Any
) -> dict[str, Any]:
    return {
        "id": object_id,
        "controller": controller,
        "controlled_since_turn": 1,
        "card": {
            "name": object_id.title(),
            "types": ["Creature"],
            "power": power,
            "toughness": toughness,
            "keywords": list(keywords),
            **card,
        },
    }


# --- prowess (702.108) ------------------------------------------------------------------------


def _prowess_state(*battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(
        battlefield=list(battlefield),
        alice={
            "mana_pool": {"R": 2, "G": 2},
            "hand": [{"id": "shock", "card": SHOCK}, {"id": "bears", "card": "Grizzly Bears"}],
        },
        bob={"mana_pool": {"R": 1}, "hand": [{"id": "bob-shock", "card": SHOCK}]},
    )


def test_702_108a_prowess_triggers_on_a_noncreature_spell_and_resolves_first() -> None:
    game = _prowess_state(creature("monk", "alice", "prowess"))
    cast = {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}
    result = run(game, [cast])
    assert [item["id"] for item in result["state"]["stack"]][-1] == "shock"
    assert result["state"]["stack"][0]["choices"]["keyword_trigger"] == "prowess"
    result = run(game, [cast, {"type": "resolve"}])
    assert permanent(result, "monk")["characteristics"]["power"] == 2
    assert "CR 702.108a" in events_of(result, "pumped")[0]["cites"]
    # +1/+1 until end of turn: gone after the cleanup step (514.2)
    result = run(game, [cast, {"type": "resolve"}, {"type": "resolve"}, {"type": "next_turn"}])
    assert permanent(result, "monk")["characteristics"]["power"] == 1


def test_702_108a_prowess_ignores_creature_spells_and_opponents_spells() -> None:
    game = _prowess_state(creature("monk", "alice", "prowess"))
    assert run(game, [{"type": "cast", "card": "bears"}])["state"]["stack"][0]["id"] == "bears"
    opponents = [
        {"type": "pass_priority"},
        {"type": "cast", "player": "bob", "card": "bob-shock", "choices": {"targets": ["alice"]}},
    ]
    result = run(game, opponents)
    assert [item["id"] for item in result["state"]["stack"]] == ["bob-shock"]


def test_702_108b_each_instance_of_prowess_triggers_separately() -> None:
    game = _prowess_state(creature("monk", "alice", "prowess", "prowess"), creature("other", "alice", "prowess"))
    cast = {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}
    result = run(game, [cast])
    assert len([i for i in result["state"]["stack"] if i["choices"].get("keyword_trigger") == "prowess"]) == 3
    result = run(game, [cast, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}])
    assert permanent(result, "monk")["characteristics"]["power"] == 3
    assert permanent(result, "other")["characteristics"]["power"] == 2


def test_702_108a_prowess_is_read_from_oracle_text() -> None:
    reading = read_card(
        CardFacts(
            "Monastery Swiftspear",
            "{R}",
            "Creature — Human Monk",
            "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
            "1",
            "2",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["keywords"] == ["haste", "prowess"]


# --- equip (702.6) ----------------------------------------------------------------------------

SHORT_SWORD = {
    "name": "Short Sword",
    "mana_cost": "{1}",
    "types": ["Artifact"],
    "subtypes": ["Equipment"],
    "abilities": [{"kind": "attached_pump", "power": 1, "toughness": 1}, {"kind": "equip", "cost": "{1}"}],
}


def _equip_state(**fields: Any) -> dict[str, Any]:
    battlefield = [
        {"id": "sword", "controller": "alice", "card": SHORT_SWORD},
        creature("bear", "alice", power=2, toughness=2),
        creature("elf", "alice"),
        creature("ogre", "bob", power=3, toughness=3),
    ]
    return state(**{"battlefield": battlefield, "alice": {"mana_pool": {"C": 3}}, **fields})


def equip(target: str) -> dict[str, Any]:
    return {"type": "activate", "permanent": "sword", "ability": 1, "choices": {"targets": [target]}}


def test_702_6a_equip_attaches_to_a_creature_you_control_and_moves_later() -> None:
    game = _equip_state()
    result = run(game, [equip("bear"), {"type": "resolve"}])
    assert permanent(result, "sword")["attached_to"] == "bear"
    assert permanent(result, "bear")["characteristics"]["power"] == 3
    assert "CR 702.6a" in events_of(result, "attached")[0]["cites"]
    result = run(game, [equip("bear"), {"type": "resolve"}, equip("elf"), {"type": "resolve"}])
    assert permanent(result, "sword")["attached_to"] == "elf"
    assert permanent(result, "bear")["characteristics"]["power"] == 2
    assert events_of(result, "attached")[-1]["was_attached_to"] == "bear"


def test_702_6a_equip_targets_only_a_creature_you_control() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(_equip_state(), [equip("ogre")])
    assert "ogre" in refusal.value.detail
    game = _equip_state()
    game["battlefield"][2]["card"]["keywords"] = ["protection:artifacts"]
    with pytest.raises(IllegalAction) as refusal:  # 702.16b: an artifact's ability can't target it
        run(game, [equip("elf")])
    assert "CR 702.16b" in refusal.value.cites


def test_602_5d_equip_only_as_a_sorcery() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(_equip_state(step="beginning_of_combat"), [equip("bear")])
    assert "CR 602.5d" in refusal.value.cites
    game = _equip_state(alice={"mana_pool": {"C": 3, "R": 1}, "hand": [{"id": "shock", "card": SHOCK}]})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}, equip("bear")])
    assert "CR 602.5d" in refusal.value.cites and "stack is not empty" in refusal.value.detail
    with pytest.raises(IllegalAction):
        run(_equip_state(active_player="bob"), [equip("bear")])


def test_701_3b_an_equipment_that_is_a_creature_doesnt_move() -> None:
    game = _equip_state()
    game["battlefield"][0]["card"] = {**SHORT_SWORD, "types": ["Artifact", "Creature"], "power": 1, "toughness": 1}
    result = run(game, [equip("bear"), {"type": "resolve"}])
    assert permanent(result, "sword").get("attached_to") is None
    assert "CR 301.5c" in events_of(result, "ability_resolved")[-1]["cites"]


def test_702_6a_equip_is_read_from_oracle_text_and_listed_with_its_targets() -> None:
    reading = read_card(
        CardFacts(
            "Short Sword",
            "{1}",
            "Artifact — Equipment",
            "Equipped creature gets +1/+1.\nEquip {1} ({1}: Attach to target creature you control. "
            "Equip only as a sorcery.)",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"][1] == {"kind": "equip", "cost": "{1}"}
    listed = run(_equip_state(), [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    equips = [entry for entry in listed if entry["action"].get("permanent") == "sword"]
    assert equips and equips[0]["options"]["targets"] == ["bear", "elf"]


# --- can't be countered (101.2) -----------------------------------------------------------------

CANCEL = {
    "name": "Cancel",
    "mana_cost": "{1}{U}{U}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "counter", "target": "spell"}}],
}
CARNAGE_TYRANT = {
    "name": "Carnage Tyrant",
    "mana_cost": "{4}{G}{G}",
    "types": ["Creature"],
    "power": 7,
    "toughness": 6,
    "keywords": ["trample", "hexproof"],
    "abilities": [{"kind": "cant_be_countered"}],
}


def test_101_2_a_spell_that_cant_be_countered_stays_on_the_stack_and_resolves() -> None:
    game = state(
        alice={"mana_pool": {"G": 6}, "hand": [{"id": "tyrant", "card": CARNAGE_TYRANT}]},
        bob={"mana_pool": {"U": 3}, "hand": [{"id": "cancel", "card": CANCEL}]},
    )
    actions = [
        {"type": "cast", "card": "tyrant"},
        {"type": "pass_priority"},
        {"type": "cast", "player": "bob", "card": "cancel", "choices": {"targets": ["tyrant"]}},
        {"type": "resolve"},
    ]
    result = run(game, actions)
    assert [item["id"] for item in result["state"]["stack"]] == ["tyrant"]
    assert "CR 101.2" in events_of(result, "counter_prevented")[0]["cites"]
    assert not events_of(result, "spell_countered")
    result = run(game, [*actions, {"type": "resolve"}])
    assert permanent(result, "tyrant")["characteristics"]["power"] == 7


def test_101_2_cant_be_countered_is_read_on_spells_and_permanents() -> None:
    reading = read_card(
        CardFacts(
            "Carnage Tyrant",
            "{4}{G}{G}",
            "Creature — Dinosaur",
            "This spell can't be countered.\nTrample, hexproof",
            "7",
            "6",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [{"kind": "cant_be_countered"}]
    reading = read_card(
        CardFacts(
            "Dovin's Veto", "{W}{U}", "Instant", "This spell can't be countered.\nCounter target noncreature spell."
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"][0] == {"kind": "cant_be_countered"}


# --- additional costs (118.8, 601.2b, 601.2h) -----------------------------------------------------

DEMON_OF_CATASTROPHES = {
    "name": "Demon of Catastrophes",
    "mana_cost": "{2}{B}{B}",
    "types": ["Creature"],
    "subtypes": ["Demon"],
    "power": 6,
    "toughness": 6,
    "keywords": ["flying", "trample"],
    "abilities": [{"kind": "additional_cost", "cost": "sacrifice"}],
}
TORMENTING_VOICE = {
    "name": "Tormenting Voice",
    "mana_cost": "{1}{R}",
    "types": ["Sorcery"],
    "abilities": [
        {"kind": "additional_cost", "cost": "discard"},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 2}},
    ],
}
LIFE_FOR_A_CARD = {
    "name": "Life for a Card (a test card)",
    "mana_cost": "{B}",
    "types": ["Sorcery"],
    "abilities": [
        {"kind": "additional_cost", "cost": "pay_life", "amount": 3},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1}},
    ],
}


def _cost_state(**alice: Any) -> dict[str, Any]:
    hand = [
        {"id": "demon", "card": DEMON_OF_CATASTROPHES},
        {"id": "voice", "card": TORMENTING_VOICE},
        {"id": "pact", "card": LIFE_FOR_A_CARD},
        {"id": "bears-card", "card": "Grizzly Bears"},
    ]
    return state(
        battlefield=[creature("elf", "alice"), creature("bear", "alice"), creature("ogre", "bob")],
        alice={"mana_pool": {"B": 4, "R": 2}, "hand": hand, **alice},
    )


def test_601_2h_sacrifice_a_creature_as_an_additional_cost_chosen_or_by_default() -> None:
    chosen = run(_cost_state(), [{"type": "cast", "card": "demon", "choices": {"sacrifice": ["bear"]}}])
    assert [p["id"] for p in chosen["state"]["battlefield"]] == ["elf", "ogre"]
    zone = next(e for e in events_of(chosen, "zone_change") if e.get("reason") == "sacrificed")
    assert "CR 118.8" in zone["cites"] and zone["permanent"] == "bear"
    default = run(_cost_state(), [{"type": "cast", "card": "demon"}])
    assert [p["id"] for p in default["state"]["battlefield"]] == ["bear", "ogre"]  # the first one: elf
    with pytest.raises(IllegalAction) as refusal:  # an opponent's creature can't pay it
        run(_cost_state(), [{"type": "cast", "card": "demon", "choices": {"sacrifice": ["ogre"]}}])
    assert "CR 601.2b" in refusal.value.cites and "ogre" in refusal.value.detail
    alone = _cost_state()
    alone["battlefield"] = [creature("ogre", "bob")]
    with pytest.raises(IllegalAction) as refusal:  # nothing to sacrifice: it can't be cast
        run(alone, [{"type": "cast", "card": "demon"}])
    assert "CR 118.8" in refusal.value.cites and "0 creature(s)" in refusal.value.detail


def test_601_2h_discard_a_card_and_pay_life_as_additional_costs() -> None:
    result = run(
        _cost_state(), [{"type": "cast", "card": "voice", "choices": {"discard": ["pact"]}}, {"type": "resolve"}]
    )
    alice = result["state"]["players"][0]
    assert [c["id"] for c in alice["graveyard"]] == ["pact", "voice"]
    assert len(alice["hand"]) == 4  # demon, bears-card and the two cards drawn
    with pytest.raises(IllegalAction):  # the spell can't pay for itself (601.2a: it is on the stack)
        run(_cost_state(), [{"type": "cast", "card": "voice", "choices": {"discard": ["voice"]}}])
    with pytest.raises(IllegalAction) as refusal:
        run(_cost_state(hand=[{"id": "voice", "card": TORMENTING_VOICE}]), [{"type": "cast", "card": "voice"}])
    assert "0 other card(s)" in refusal.value.detail
    paid = run(_cost_state(), [{"type": "cast", "card": "pact"}])
    assert paid["state"]["players"][0]["life"] == 17 and "CR 119.4" in events_of(paid, "life_paid")[0]["cites"]
    with pytest.raises(IllegalAction) as refusal:
        run(_cost_state(life=2), [{"type": "cast", "card": "pact"}])
    assert "2 life" in refusal.value.detail


def test_601_2h_legal_actions_lists_a_cast_only_when_its_additional_cost_can_be_paid() -> None:
    alone = _cost_state()
    alone["battlefield"] = []
    answer = run(alone, [{"type": "legal_actions", "player": "alice", "explain": True}])["queries"][0]["result"]
    assert not [e for e in answer["legal"] if e["action"].get("card") == "demon"]
    refused = [e for e in answer["not_legal"] if e["action"].get("card") == "demon"]
    assert refused and "to sacrifice" in refused[0]["detail"]
    listed = run(_cost_state(), [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    assert [e for e in listed if e["action"].get("card") == "demon"]


def test_118_8_additional_cost_lines_are_read() -> None:
    reading = read_card(
        CardFacts(
            "Blood Divination",
            "{3}{B}",
            "Sorcery",
            "As an additional cost to cast this spell, sacrifice a creature.\nDraw three cards.",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"][0] == {
        "kind": "additional_cost",
        "cost": "sacrifice",
        "card_type": "creature",
        "amount": 1,
    }
    thud = read_card(
        CardFacts(
            "Thud",
            "{R}",
            "Sorcery",
            "As an additional cost to cast this spell, sacrifice a creature.\n"
            "Thud deals damage equal to the sacrificed creature's power to any target.",
        )
    )
    assert thud.support == "full"  # s13-thud: "the sacrificed creature's power" is read (test_s13_thud.py)


# --- can't be blocked by more than one creature (509.1b) ------------------------------------------

BRISTLING_BOAR = {
    "name": "Bristling Boar",
    "mana_cost": "{3}{G}",
    "types": ["Creature"],
    "subtypes": ["Boar"],
    "power": 4,
    "toughness": 3,
    "abilities": [{"kind": "cant_be_blocked_by_more_than", "most": 1}],
}


def _boar_combat() -> dict[str, Any]:
    boar = {"id": "boar", "controller": "alice", "controlled_since_turn": 1, "card": BRISTLING_BOAR}
    return state(step="declare_attackers", battlefield=[boar, creature("b1", "bob"), creature("b2", "bob")])


def test_509_1b_cant_be_blocked_by_more_than_one_creature() -> None:
    attack = {"type": "declare_attackers", "attackers": [{"id": "boar", "defending": "bob"}]}
    double = {
        "type": "declare_blockers",
        "blocks": [{"blocker": "b1", "attacker": "boar"}, {"blocker": "b2", "attacker": "boar"}],
    }
    with pytest.raises(IllegalAction) as refusal:
        run(_boar_combat(), [attack, {"type": "next_step"}, double])
    assert "CR 509.1b" in refusal.value.cites and "more than 1" in refusal.value.detail
    single = {"type": "declare_blockers", "blocks": [{"blocker": "b1", "attacker": "boar"}]}
    result = run(_boar_combat(), [attack, {"type": "next_step"}, single])
    assert events_of(result, "blockers_declared")
    reading = read_card(
        CardFacts(
            "Bristling Boar",
            "{3}{G}",
            "Creature — Boar",
            "Bristling Boar can't be blocked by more than one creature.",
            "4",
            "3",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [{"kind": "cant_be_blocked_by_more_than", "most": 1}]


# --- kicker (702.33) ------------------------------------------------------------------------------

INTO_THE_ROIL = {
    "name": "Into the Roil",
    "mana_cost": "{1}{U}",
    "types": ["Instant"],
    "abilities": [
        {"kind": "kicker", "cost": "{1}{U}"},
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "nonland_permanent"}},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1}, "condition": "kicked"},
    ],
}


def _roil_state(mana: dict[str, int]) -> dict[str, Any]:
    return state(
        battlefield=[creature("ogre", "bob")],
        alice={"mana_pool": mana, "hand": [{"id": "roil", "card": INTO_THE_ROIL}, {"id": "shock", "card": SHOCK}]},
    )


def test_702_33a_kicked_pays_the_kicker_cost_and_702_33d_its_effect_happens() -> None:
    roil = {"type": "cast", "card": "roil", "kicked": True, "choices": {"targets": ["ogre"]}}
    result = run(_roil_state({"U": 2, "C": 2}), [roil, {"type": "resolve"}])
    alice = result["state"]["players"][0]
    assert alice["mana_pool"] == {} or not any(alice["mana_pool"].values())
    assert len(alice["hand"]) == 2  # Shock and the card drawn
    assert "CR 702.33a" in events_of(result, "spell_cast")[0]["cites"]
    plain = run(_roil_state({"U": 2, "C": 2}), [{**roil, "kicked": False}, {"type": "resolve"}])
    assert len(plain["state"]["players"][0]["hand"]) == 1  # no draw; two mana left
    assert not events_of(plain, "card_drawn")
    with pytest.raises(IllegalAction) as refusal:  # {1}{U}{1}{U} can't be paid with three mana
        run(_roil_state({"U": 2, "C": 1}), [roil])
    assert refusal.value.title == "Cost can't be paid"
    with pytest.raises(IllegalAction) as refusal:
        run(_roil_state({"R": 1}), [{"type": "cast", "card": "shock", "kicked": True, "choices": {"targets": ["bob"]}}])
    assert refusal.value.title == "No kicker" and "CR 702.33a" in refusal.value.cites


def test_702_33a_legal_actions_lists_the_kicked_and_the_plain_cast() -> None:
    query = [{"type": "legal_actions", "player": "alice", "explain": True}]
    listed = run(_roil_state({"U": 2, "C": 2}), query)["queries"][0]["result"]["legal"]
    roils = [entry for entry in listed if entry["action"].get("card") == "roil"]
    assert [entry["action"].get("kicked", False) for entry in roils] == [False, True]
    assert [entry["cost"]["mana"] for entry in roils] == ["{1}{U}", "{2}{U}{U}"]
    answer = run(_roil_state({"U": 2}), query)["queries"][0]["result"]
    assert [e["action"].get("kicked", False) for e in answer["legal"] if e["action"].get("card") == "roil"] == [False]
    assert [e for e in answer["not_legal"] if e["action"].get("card") == "roil" and e["action"].get("kicked")]
    cost = run(_roil_state({}), [{"type": "compute_cost", "card": "roil", "kicked": True}])["queries"][0]["result"]
    assert cost["mana"] == "{2}{U}{U}" and cost["mana_value"] == 2  # 118.8d: the mana value stays


def test_702_33_kicker_lines_are_read() -> None:
    reading = read_card(
        CardFacts(
            "Into the Roil",
            "{1}{U}",
            "Instant",
            "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\n"
            "Return target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
        )
    )
    assert reading.support == "full" and reading.definition == {
        "name": "Into the Roil",
        "types": ["Instant"],
        "supertypes": [],
        "subtypes": [],
        "power": None,
        "toughness": None,
        "keywords": [],
        "mana_cost": "{1}{U}",
        "abilities": INTO_THE_ROIL["abilities"],
    }
    instead = read_card(
        CardFacts(
            "Burst Lightning",
            "{R}",
            "Instant",
            "Kicker {4}\nBurst Lightning deals 2 damage "
            "to any target. If this spell was kicked, it deals 4 damage instead.",
        )
    )
    # s16-cleave: "it deals 4 damage instead" is read (CR 702.33d): the kicked spell deals 4, else 2
    assert instead.support == "full" and instead.definition is not None
    assert [(a["effect"]["amount"], a["condition"]) for a in instead.definition["abilities"][1:]] == [
        (2, "not_kicked"),
        (4, "kicked"),
    ]


# --- flashback (702.34) ---------------------------------------------------------------------------

THINK_TWICE = {
    "name": "Think Twice",
    "mana_cost": "{1}{U}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1}}, {"kind": "flashback", "cost": "{2}{U}"}],
}


def _flashback_state(mana: dict[str, int], **bob: Any) -> dict[str, Any]:
    return state(
        alice={"mana_pool": mana, "graveyard": [{"id": "think", "card": THINK_TWICE}, {"id": "shock", "card": SHOCK}]},
        bob=bob,
    )


def test_702_34a_flashback_casts_from_the_graveyard_for_its_cost_then_exiles() -> None:
    result = run(_flashback_state({"U": 1, "C": 2}), [{"type": "cast", "card": "think"}, {"type": "resolve"}])
    alice = result["state"]["players"][0]
    assert [c["id"] for c in alice["exile"]] == ["think"] and [c["id"] for c in alice["graveyard"]] == ["shock"]
    assert len(alice["hand"]) == 1
    moved = events_of(result, "zone_change")[-1]
    assert moved["to"] == "exile" and "CR 702.34a" in moved["cites"]
    with pytest.raises(IllegalAction) as refusal:  # {1}{U} (its mana cost) is not enough: {2}{U}
        run(_flashback_state({"U": 1, "C": 1}), [{"type": "cast", "card": "think"}])
    assert refusal.value.title == "Cost can't be paid"
    with pytest.raises(IllegalAction) as refusal:  # no flashback: it can't be cast from the graveyard
        run(_flashback_state({"R": 1}), [{"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}])
    assert "CR 601.3" in refusal.value.cites


def test_702_34a_a_countered_flashback_spell_is_exiled() -> None:
    game = _flashback_state({"U": 1, "C": 2}, mana_pool={"U": 3}, hand=[{"id": "cancel", "card": CANCEL}])
    result = run(
        game,
        [
            {"type": "cast", "card": "think"},
            {"type": "pass_priority"},
            {"type": "cast", "player": "bob", "card": "cancel", "choices": {"targets": ["think"]}},
            {"type": "resolve"},
        ],
    )
    assert [c["id"] for c in result["state"]["players"][0]["exile"]] == ["think"]


def test_702_34a_legal_actions_lists_the_flashback_cast_with_its_cost() -> None:
    query = [{"type": "legal_actions", "player": "alice"}]
    listed = run(_flashback_state({"U": 1, "C": 2}), query)["queries"][0]["result"]["legal"]
    thinks = [entry for entry in listed if entry["action"].get("card") == "think"]
    assert len(thinks) == 1 and thinks[0]["cost"]["mana"] == "{2}{U}" and "CR 702.34a" in thinks[0]["cites"]
    assert not [entry for entry in listed if entry["action"].get("card") == "shock"]
    reading = read_card(
        CardFacts(
            "Think Twice",
            "{1}{U}",
            "Instant",
            "Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its "
            "flashback cost. Then exile it.)",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == THINK_TWICE["abilities"]


# --- cycling (702.29) -----------------------------------------------------------------------------

DESERT_CERODON = {
    "name": "Desert Cerodon",
    "mana_cost": "{5}{R}",
    "types": ["Creature"],
    "subtypes": ["Beast"],
    "power": 6,
    "toughness": 4,
    "abilities": [{"kind": "cycling", "cost": "{R}"}],
}


def _cycling_state(**fields: Any) -> dict[str, Any]:
    alice = {"mana_pool": {"R": 1}, "hand": [{"id": "cerodon", "card": DESERT_CERODON}, {"id": "shock", "card": SHOCK}]}
    return state(**{"alice": alice, **fields})


def test_702_29a_cycling_discards_the_card_and_the_ability_draws_a_card() -> None:
    result = run(_cycling_state(), [{"type": "cycle", "card": "cerodon"}])
    alice = result["state"]["players"][0]
    assert [c["id"] for c in alice["graveyard"]] == ["cerodon"] and result["state"]["stack"][0]["source"] == "cerodon"
    assert "CR 702.29a" in events_of(result, "ability_activated")[0]["cites"]
    result = run(_cycling_state(), [{"type": "cycle", "card": "cerodon"}, {"type": "resolve"}])
    assert [c["id"] for c in result["state"]["players"][0]["hand"]] == ["shock", "alice-lib-0"]
    # any time its owner has priority: during the opponent's turn too, and with a spell on the stack
    assert run(_cycling_state(active_player="bob", step="end"), [{"type": "cycle", "card": "cerodon"}])
    with pytest.raises(IllegalAction) as refusal:
        run(_cycling_state(), [{"type": "cycle", "card": "shock"}])
    assert refusal.value.title == "No cycling"
    with pytest.raises(IllegalAction) as refusal:
        run(
            _cycling_state(alice={"hand": [{"id": "cerodon", "card": DESERT_CERODON}]}),
            [{"type": "cycle", "card": "cerodon"}],
        )
    assert refusal.value.title == "Cost can't be paid"


def test_702_29a_legal_actions_lists_cycling_and_the_reader_reads_it() -> None:
    listed = run(_cycling_state(), [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    cycles = [entry for entry in listed if entry["action"]["type"] == "cycle"]
    assert [entry["action"]["card"] for entry in cycles] == ["cerodon"] and cycles[0]["cost"]["mana"] == "{R}"
    reading = read_card(
        CardFacts(
            "Desert Cerodon",
            "{5}{R}",
            "Creature — Beast",
            "Cycling {R} ({R}, Discard this card: Draw a card.)",
            "6",
            "4",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [{"kind": "cycling", "cost": "{R}"}]


# --- convoke (702.51) -----------------------------------------------------------------------------

# Conclave Tribunal's text is an exile-until effect; this test card has its cost and convoke only.
CONVOKE_SPELL = {
    "name": "Convoke Test Sorcery",
    "mana_cost": "{3}{W}",
    "types": ["Sorcery"],
    "keywords": ["convoke"],
    "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1}}],
}


def _convoke_state(mana: dict[str, int]) -> dict[str, Any]:
    white = creature("knight", "alice", colors=["W"])
    green = creature("elf", "alice", colors=["G"])
    tapped = {**creature("tired", "alice"), "tapped": True}
    return state(
        battlefield=[white, green, creature("squire", "alice"), tapped, creature("ogre", "bob")],
        alice={"mana_pool": mana, "hand": [{"id": "spell", "card": CONVOKE_SPELL}]},
    )


def test_702_51a_convoke_taps_creatures_for_colored_and_generic_mana() -> None:
    cast = {"type": "cast", "card": "spell", "convoke": ["elf", "knight", "squire"]}
    result = run(_convoke_state({"C": 1}), [cast])  # knight pays {W}, elf and squire {2}, the pool {1}
    assert [p["id"] for p in result["state"]["battlefield"] if p["tapped"]] == ["knight", "elf", "squire", "tired"]
    assert "CR 702.51a" in events_of(result, "tapped")[0]["cites"]
    with pytest.raises(IllegalAction) as refusal:  # {W} is left: colorless mana can't pay it
        run(_convoke_state({"C": 2}), [{**cast, "convoke": ["elf", "squire"]}])
    assert refusal.value.title == "Cost can't be paid"
    for wrong in (["tired"], ["ogre"], ["elf", "elf"]):
        with pytest.raises(IllegalAction) as refusal:
            run(_convoke_state({"C": 4, "W": 1}), [{**cast, "convoke": wrong}])
        assert "CR 702.51a" in refusal.value.cites
    with pytest.raises(IllegalAction) as refusal:  # Shock has no convoke
        run(
            state(
                alice={"mana_pool": {"R": 1}, "hand": [{"id": "shock", "card": SHOCK}]},
                battlefield=[creature("elf", "alice")],
            ),
            [{"type": "cast", "card": "shock", "convoke": ["elf"], "choices": {"targets": ["bob"]}}],
        )
    assert refusal.value.title == "No convoke"


def test_702_51a_legal_actions_offers_convoke_when_the_mana_is_short() -> None:
    listed = run(_convoke_state({"C": 1}), [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    casts = [entry for entry in listed["legal"] if entry["action"].get("card") == "spell"]
    assert casts and casts[0]["action"]["convoke"] == ["knight", "elf", "squire"]
    assert casts[0]["options"]["convoke"] == ["knight", "elf", "squire"] and casts[0]["cost"]["mana"] == "{1}"
    reading = read_card(
        CardFacts(
            "Convoke Test Sorcery",
            "{3}{W}",
            "Sorcery",
            "Convoke (Your creatures can help cast this spell.)\nDraw a card.",
        )
    )
    assert (
        reading.support == "full" and reading.definition is not None and reading.definition["keywords"] == ["convoke"]
    )


# --- crew (702.122) -------------------------------------------------------------------------------

SKY_SKIFF = {
    "name": "Sky Skiff",
    "mana_cost": "{2}",
    "types": ["Artifact"],
    "subtypes": ["Vehicle"],
    "power": 2,
    "toughness": 3,
    "keywords": ["flying"],
    "abilities": [{"kind": "crew", "power": 1}],
}


def _crew_state() -> dict[str, Any]:
    skiff = {"id": "skiff", "controller": "alice", "controlled_since_turn": 1, "card": SKY_SKIFF}
    fresh = {**creature("fresh", "alice", power=1), "controlled_since_turn": 3}  # came under control this turn
    zero = creature("zero", "alice", power=0)
    return state(battlefield=[skiff, zero, fresh, creature("ogre", "bob")])


def test_702_122a_crew_taps_creatures_with_enough_power_and_the_vehicle_becomes_a_creature() -> None:
    crew = {"type": "activate", "permanent": "skiff", "ability": 0}
    result = run(_crew_state(), [crew, {"type": "resolve"}])
    skiff = permanent(result, "skiff")
    assert "Creature" in skiff["characteristics"]["types"] and skiff["characteristics"]["power"] == 2
    assert permanent(result, "fresh")["tapped"] and permanent(result, "zero")["tapped"]  # default: 0 + 1
    assert "CR 702.122a" in events_of(result, "became_creature")[0]["cites"]
    named = run(_crew_state(), [{**crew, "crew": ["fresh"]}, {"type": "resolve"}])
    assert not permanent(named, "zero")["tapped"]  # a summoning-sick creature may crew (not a {T} cost)
    attack = {"type": "declare_attackers", "attackers": [{"id": "skiff", "defending": "bob"}]}
    attacked = run(
        _crew_state(),
        [{**crew, "crew": ["fresh"]}, {"type": "resolve"}, {"type": "next_step"}, {"type": "next_step"}, attack],
    )
    assert events_of(attacked, "attackers_declared")
    ended = run(_crew_state(), [crew, {"type": "resolve"}, {"type": "next_turn"}])
    assert "Creature" not in permanent(ended, "skiff")["characteristics"]["types"]  # until end of turn


def test_702_122a_crew_refusals_say_why() -> None:
    crew = {"type": "activate", "permanent": "skiff", "ability": 0}
    for named in (["zero"], ["ogre"], ["skiff"], ["fresh", "fresh"]):
        with pytest.raises(IllegalAction) as refusal:
            run(_crew_state(), [{**crew, "crew": named}])
        assert "CR 702.122a" in refusal.value.cites
    alone = _crew_state()
    alone["battlefield"] = alone["battlefield"][:2]
    with pytest.raises(IllegalAction) as refusal:
        run(alone, [crew])
    assert "total power" in refusal.value.detail
    listed = run(_crew_state(), [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    assert [e for e in listed if e["action"]["type"] == "activate" and e["action"]["permanent"] == "skiff"]
    reading = read_card(
        CardFacts(
            "Sky Skiff",
            "{2}",
            "Artifact — Vehicle",
            "Flying\nCrew 1 (Tap any number of creatures you control with total power 1 or "
            "more: This Vehicle becomes an artifact creature until end of turn.)",
            "2",
            "3",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [{"kind": "crew", "power": 1}]


# --- landfall (an ability word, 207.2c) -----------------------------------------------------------

# Iridescent Vinelasher's landfall ability (its offspring line is left out here).
VINELASHER = {
    "name": "Iridescent Vinelasher",
    "mana_cost": "{B}",
    "types": ["Creature"],
    "power": 1,
    "toughness": 2,
    "abilities": [
        {
            "kind": "triggered",
            "trigger": "land_enters",
            "land_controller": "you",
            "effect": {"kind": "damage", "amount": 1, "target": "opponent"},
        }
    ],
}


def test_207_2c_landfall_triggers_for_a_land_its_controller_controls_only() -> None:
    lasher = {"id": "lasher", "controller": "alice", "controlled_since_turn": 1, "card": VINELASHER}
    game = state(
        battlefield=[lasher],
        alice={"hand": [{"id": "forest", "card": "Forest"}]},
        bob={"hand": [{"id": "bob-forest", "card": "Forest"}]},
    )
    result = run(game, [{"type": "play_land", "card": "forest"}])
    trigger = events_of(result, "trigger_put_on_stack")[0]
    assert trigger["source"] == "lasher" and "CR 207.2c" in trigger["cites"]
    result = run(game, [{"type": "play_land", "card": "forest"}, {"type": "resolve", "choices": {"targets": ["bob"]}}])
    assert result["state"]["players"][1]["life"] == 19
    theirs = run(game, [{"type": "put_onto_battlefield", "card": "bob-forest", "from": "hand", "controller": "bob"}])
    assert not events_of(theirs, "trigger_put_on_stack")
    reading = read_card(
        CardFacts(
            "Iridescent Vinelasher",
            "{B}",
            "Creature — Elemental Snake",
            "Landfall — Whenever a land you control enters, this creature deals 1 damage to target opponent.",
            "1",
            "2",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == VINELASHER["abilities"]


# --- offspring (702.175) --------------------------------------------------------------------------

# Warren Warleader's offspring; its attack trigger is left out here.
WARLEADER = {
    "name": "Warren Warleader",
    "mana_cost": "{2}{W}{W}",
    "types": ["Creature"],
    "subtypes": ["Rabbit"],
    "power": 4,
    "toughness": 4,
    "keywords": ["vigilance"],
    "abilities": [{"kind": "offspring", "cost": "{2}"}],
}


def _offspring_state(mana: dict[str, int]) -> dict[str, Any]:
    return state(
        alice={"mana_pool": mana, "hand": [{"id": "rabbit", "card": WARLEADER}, {"id": "shock", "card": SHOCK}]}
    )


def test_702_175a_offspring_paid_creates_a_1_1_token_copy_when_it_enters() -> None:
    cast = {"type": "cast", "card": "rabbit", "offspring": True}
    result = run(_offspring_state({"W": 2, "C": 4}), [cast, {"type": "resolve"}])
    assert result["state"]["stack"][0]["choices"]["keyword_trigger"] == "offspring"
    result = run(_offspring_state({"W": 2, "C": 4}), [cast, {"type": "resolve"}, {"type": "resolve"}])
    rabbit, token = result["state"]["battlefield"]
    assert rabbit["characteristics"]["power"] == 4 and token["is_token"]
    copied = token["characteristics"]
    assert (copied["name"], copied["power"], copied["toughness"], copied["keywords"]) == (
        "Warren Warleader",
        1,
        1,
        ["vigilance"],
    )
    assert "CR 702.175a" in events_of(result, "trigger_put_on_stack")[0]["cites"]
    plain = run(_offspring_state({"W": 2, "C": 4}), [{**cast, "offspring": False}, {"type": "resolve"}])
    assert len(plain["state"]["battlefield"]) == 1 and not plain["state"]["stack"]
    with pytest.raises(IllegalAction) as refusal:  # {2}{W}{W} and {2}: six mana
        run(_offspring_state({"W": 2, "C": 3}), [cast])
    assert refusal.value.title == "Cost can't be paid"
    with pytest.raises(IllegalAction) as refusal:
        run(
            _offspring_state({"R": 1}),
            [{"type": "cast", "card": "shock", "offspring": True, "choices": {"targets": ["bob"]}}],
        )
    assert refusal.value.title == "No offspring"


def test_702_175a_legal_actions_lists_the_cast_with_and_without_offspring() -> None:
    listed = run(_offspring_state({"W": 2, "C": 4}), [{"type": "legal_actions", "player": "alice"}])
    casts = [e for e in listed["queries"][0]["result"]["legal"] if e["action"].get("card") == "rabbit"]
    assert [(e["action"].get("offspring", False), e["cost"]["mana"]) for e in casts] == [
        (False, "{2}{W}{W}"),
        (True, "{4}{W}{W}"),
    ]
    reading = read_card(
        CardFacts(
            "Intrepid Rabbit",
            "{3}{W}",
            "Creature — Rabbit Soldier",
            "Offspring {1} (You may pay an additional {1} as you cast this spell. If you do, "
            "when this creature enters, create a 1/1 token copy of it.)\n"
            "When this creature enters, target creature you control gets +1/+1 until end of "
            "turn.",
            "3",
            "2",
        )
    )
    assert reading.definition is not None and reading.definition["abilities"][0] == {"kind": "offspring", "cost": "{1}"}


# --- gift (702.174) -------------------------------------------------------------------------------

NOCTURNAL_HUNGER = {
    "name": "Nocturnal Hunger",
    "mana_cost": "{2}{B}",
    "types": ["Instant"],
    "abilities": [
        {"kind": "gift", "gift": "food"},
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}},
        {
            "kind": "spell",
            "effect": {"kind": "lose_life", "amount": 2, "player": "you"},
            "condition": "gift_not_promised",
        },
    ],
}
# Scrapshooter's gift; its reach and its conditional enters trigger are left out here.
SCRAPSHOOTER = {
    "name": "Scrapshooter",
    "mana_cost": "{1}{G}{G}",
    "types": ["Creature"],
    "power": 4,
    "toughness": 3,
    "abilities": [{"kind": "gift", "gift": "card"}],
}


def _gift_state() -> dict[str, Any]:
    hand = [{"id": "hunger", "card": NOCTURNAL_HUNGER}, {"id": "shooter", "card": SCRAPSHOOTER}]
    return state(battlefield=[creature("ogre", "bob")], alice={"mana_pool": {"B": 1, "G": 2, "C": 3}, "hand": hand})


def test_702_174b_an_instants_promised_gift_comes_before_its_other_effects() -> None:
    hunger = {"type": "cast", "card": "hunger", "gift": "bob", "choices": {"targets": ["ogre"]}}
    result = run(_gift_state(), [hunger, {"type": "resolve"}])
    types = [e["type"] for e in result["events"]]
    assert types.index("gift_given") < types.index("zone_change")  # the Food before the destruction
    food = next(p for p in result["state"]["battlefield"] if p["characteristics"]["name"] == "Food")
    assert food["controller"] == "bob" and food["is_token"]
    assert result["state"]["players"][0]["life"] == 20  # "If the gift wasn't promised": it was
    plain = run(_gift_state(), [{**hunger, "gift": None}, {"type": "resolve"}])
    assert plain["state"]["players"][0]["life"] == 18 and not events_of(plain, "gift_given")
    for wrong in ("alice", "carol"):
        with pytest.raises(IllegalAction) as refusal:
            run(_gift_state(), [{**hunger, "gift": wrong}])
        assert refusal.value.title == "Not an opponent"


def test_702_174b_a_permanents_promised_gift_is_given_by_a_trigger_as_it_enters() -> None:
    result = run(
        _gift_state(), [{"type": "cast", "card": "shooter", "gift": "bob"}, {"type": "resolve"}, {"type": "resolve"}]
    )
    assert len(result["state"]["players"][1]["hand"]) == 1  # Bob drew the card
    assert "CR 702.174a" in events_of(result, "trigger_put_on_stack")[0]["cites"]
    with pytest.raises(IllegalAction) as refusal:
        run(
            state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "shock", "card": SHOCK}]}),
            [{"type": "cast", "card": "shock", "gift": "bob", "choices": {"targets": ["bob"]}}],
        )
    assert refusal.value.title == "No gift"


def test_702_174a_legal_actions_lists_the_cast_with_and_without_a_gift() -> None:
    listed = run(_gift_state(), [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    shooters = [e for e in listed if e["action"].get("card") == "shooter"]
    assert [e["action"].get("gift") for e in shooters] == [None, "bob"]
    assert shooters[1]["options"]["gift"] == ["bob"] and "CR 702.174a" in shooters[1]["cites"]


def test_608_2h_offspring_copies_the_card_of_a_creature_that_left_the_battlefield() -> None:
    game = _offspring_state({"W": 2, "C": 4, "R": 1})
    kill = {"type": "cast", "card": "shock", "choices": {"targets": ["rabbit"]}}
    game["players"][0]["hand"][0]["card"] = {**WARLEADER, "power": 1, "toughness": 1}  # Shock kills it
    result = run(
        game,
        [
            {"type": "cast", "card": "rabbit", "offspring": True},
            {"type": "resolve"},
            kill,
            {"type": "resolve"},
            {"type": "resolve"},
        ],
    )
    assert [p["characteristics"]["name"] for p in result["state"]["battlefield"]] == ["Warren Warleader"]
    assert result["state"]["battlefield"][0]["is_token"]


# --- valiant (an ability word, 207.2c) ------------------------------------------------------------

# Heartfire Hero's valiant ability (its dies trigger is left out here).
HEARTFIRE_HERO = {
    "name": "Heartfire Hero",
    "mana_cost": "{R}",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "kind": "triggered",
            "trigger": "targeted_by_you_first_time_each_turn",
            "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"},
        }
    ],
}
GIANT_GROWTH = {
    "name": "Giant Growth",
    "mana_cost": "{G}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "pump", "power": 3, "toughness": 3}}],
}


def _valiant_state() -> dict[str, Any]:
    hero = {"id": "hero", "controller": "alice", "controlled_since_turn": 1, "card": HEARTFIRE_HERO}
    growth = [{"id": f"growth-{n}", "card": GIANT_GROWTH} for n in range(2)]
    return state(
        battlefield=[hero],
        alice={"mana_pool": {"G": 2}, "hand": growth},
        bob={"mana_pool": {"R": 1}, "hand": [{"id": "shock", "card": SHOCK}]},
    )


def test_207_2c_valiant_triggers_the_first_time_each_turn_its_controller_targets_it() -> None:
    grow = [{"type": "cast", "card": f"growth-{n}", "choices": {"targets": ["hero"]}} for n in range(2)]
    result = run(_valiant_state(), [grow[0]])
    assert [item["trigger_event"] for item in result["state"]["stack"]] == [TRIGGER_NAME, None]
    assert permanent(result, "hero")["targeted_by_controller_on_turn"] == 3
    result = run(_valiant_state(), [grow[0], {"type": "resolve"}, {"type": "resolve"}, grow[1]])
    assert [item["id"] for item in result["state"]["stack"]] == ["growth-1"]  # not the first time: no trigger
    assert permanent(result, "hero")["counters"] == {"+1/+1": 1}
    earlier = _valiant_state()
    earlier["battlefield"][0]["targeted_by_controller_on_turn"] = 3  # already this turn (a posted state)
    assert [i["id"] for i in run(earlier, [grow[0]])["state"]["stack"]] == ["growth-0"]
    earlier["battlefield"][0]["targeted_by_controller_on_turn"] = 2  # last turn: it triggers
    assert len(run(earlier, [grow[0]])["state"]["stack"]) == 2
    opponents = [
        {"type": "pass_priority"},
        {"type": "cast", "player": "bob", "card": "shock", "choices": {"targets": ["hero"]}},
    ]
    assert [i["id"] for i in run(_valiant_state(), opponents)["state"]["stack"]] == ["shock"]


TRIGGER_NAME = "targeted_by_you_first_time_each_turn"


def test_207_2c_valiant_is_read_after_its_ability_word() -> None:
    reading = read_card(
        CardFacts(
            "Seedglaive Mentor",
            "{1}{R}{W}",
            "Creature — Mouse Soldier",
            "Vigilance, haste\nValiant — Whenever Seedglaive Mentor becomes the target of a spell or ability you control "
            "for the first time each turn, put a +1/+1 counter on it.",
            "3",
            "3",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [
        {
            "kind": "triggered",
            "trigger": TRIGGER_NAME,
            "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"},
        }
    ]


# --- forage as a cost (701.61a) -------------------------------------------------------------------

FORAGER = {
    "name": "Forager (a test card)",
    "mana_cost": "{1}{G}",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
    "abilities": [
        {
            "kind": "activated",
            "cost": "{1}",
            "other_costs": [{"kind": "forage"}],
            "effect": {"kind": "draw", "amount": 1},
        }
    ],
}
FOOD = {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]}


def _forage_state(food: bool, graveyard: int) -> dict[str, Any]:
    battlefield = [{"id": "forager", "controller": "alice", "controlled_since_turn": 1, "card": FORAGER}]
    if food:
        battlefield.append({"id": "food", "controller": "alice", "card": FOOD, "is_token": True})
    cards = [{"id": f"grave-{n}", "card": "Grizzly Bears"} for n in range(graveyard)]
    return state(battlefield=battlefield, alice={"mana_pool": {"C": 1}, "graveyard": cards})


def test_701_61a_forage_sacrifices_a_food_or_exiles_three_cards() -> None:
    forage = {"type": "activate", "permanent": "forager", "ability": 0}
    fed = run(_forage_state(True, 4), [forage])
    assert [p["id"] for p in fed["state"]["battlefield"]] == ["forager"]  # the default: the Food
    assert events_of(fed, "foraged")[0]["sacrificed"] == "food"
    chosen = run(_forage_state(True, 4), [{**forage, "choices": {"forage": ["grave-3", "grave-1", "grave-0"]}}])
    alice = chosen["state"]["players"][0]
    assert [c["id"] for c in alice["graveyard"]] == ["grave-2"] and len(alice["exile"]) == 3
    hungry = run(_forage_state(False, 3), [forage, {"type": "resolve"}])
    assert len(hungry["state"]["players"][0]["exile"]) == 3 and len(hungry["state"]["players"][0]["hand"]) == 1
    with pytest.raises(IllegalAction) as refusal:
        run(_forage_state(False, 2), [forage])
    assert "CR 701.61a" in refusal.value.cites and "can't forage" in refusal.value.detail
    with pytest.raises(IllegalAction) as refusal:
        run(_forage_state(True, 4), [{**forage, "choices": {"forage": ["grave-0"]}}])
    assert refusal.value.title == "Can't forage that way"
    reading = read_card(
        CardFacts(
            "Forager (a test card)",
            "{1}{G}",
            "Creature — Squirrel",
            "{1}, Forage: Draw a card. (To forage, exile three cards from your graveyard or sacrifice a Food.)",
            "2",
            "2",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == FORAGER["abilities"]


def test_702_108a_prowess_granted_during_the_request_triggers() -> None:
    """The engine looks for prowess only where some card mentions it or an effect grants it: a grant
    made after a first noncreature spell (by a resolving effect, by a permanent entering) counts."""
    grant = {
        "name": "Grant Prowess (a test card)",
        "mana_cost": "{R}",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "pump", "keywords": ["prowess"]}}],
    }
    hand = [{"id": "shock", "card": SHOCK}, {"id": "grant", "card": grant}, {"id": "shock-2", "card": SHOCK}]
    game = state(battlefield=[creature("bear", "alice")], alice={"mana_pool": {"R": 3}, "hand": hand})
    actions = [
        {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}},
        {"type": "resolve"},
        {"type": "cast", "card": "grant", "choices": {"targets": ["bear"]}},
        {"type": "resolve"},
        {"type": "cast", "card": "shock-2", "choices": {"targets": ["bob"]}},
    ]
    result = run(game, actions)
    assert [item["choices"].get("keyword_trigger") for item in result["state"]["stack"]] == ["prowess", None]
    lord = {
        "name": "Prowess Lord (a test card)",
        "mana_cost": "{R}",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "static_pump",
                "affected": "other_creatures_you_control",
                "power": 0,
                "toughness": 0,
                "keywords": ["prowess"],
            }
        ],
    }
    game = state(
        battlefield=[creature("bear", "alice")],
        alice={"mana_pool": {"R": 3}, "hand": [hand[0], {"id": "lord", "card": lord}, hand[2]]},
    )
    actions = [
        {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}},
        {"type": "resolve"},
        {"type": "cast", "card": "lord"},
        {"type": "resolve"},
        {"type": "cast", "card": "shock-2", "choices": {"targets": ["bob"]}},
    ]
    result = run(game, actions)
    assert [item["source"] for item in result["state"]["stack"]] == ["bear", None]


def test_701_61a_a_forage_choice_nothing_asks_for_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(_forage_state(True, 4), [{"type": "next_step", "choices": {"forage": ["food"]}}])
    assert refusal.value.title == "Choice not used" and "forage" in refusal.value.detail
