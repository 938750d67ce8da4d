"""Gift spells and spells' sentences under a condition (docs/oracle-gift-spells.md): each engine
node played, and each construction read from the real Oracle text of Bloomburrow
(tests/fixtures/sets/blb.json), with a near variant with an unknown word left not modelled."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import IllegalAction
from app.engine.cards import CardDefinition
from app.ingest import scryfall
from app.ingest.definitions import card_facts
from app.ingest.reader import TrackedFile
from app.ingest.records import CardRecord
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, run, state

BLB = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "blb.json"


@lru_cache(maxsize=1)
def _blb() -> dict[str, CardFacts]:
    with TrackedFile(BLB) as f:
        return {r.name: card_facts(r) for r in scryfall.iter_cards(f) if isinstance(r, CardRecord)}


def definition(name: str) -> dict[str, Any]:
    """The card's engine definition as the reader reads its real Oracle text; it must be `full`."""
    reading = read_card(_blb()[name])
    assert reading.support == "full", (name, reading.not_modelled)
    assert reading.definition is not None
    return reading.definition


def line(text: str, name: str = "Test Spell", type_line: str = "Instant") -> Any:
    return read_card(CardFacts(name, "{1}", type_line, text))


def creature(object_id: str, controller: str, power: int = 2, toughness: int = 2, **card: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "controller": controller,
        "controlled_since_turn": 1,
        "card": {"name": object_id.title(), "types": ["Creature"], "power": power, "toughness": toughness, **card},
    }


# --- reading ------------------------------------------------------------------------------------


def test_if_the_gift_was_promised_that_creature_also_gains() -> None:
    abilities = definition("Crumb and Get It")["abilities"]
    assert abilities[1:] == [
        {
            "kind": "spell",
            "effect": {
                "kind": "pump",
                "target": "creature:you_control",
                "power": 2,
                "toughness": 2,
                "duration": "end_of_turn",
            },
        },
        {
            "kind": "spell",
            "condition": "gift_promised",
            "effect": {
                "kind": "pump",
                "target": "it",
                "power": 0,
                "toughness": 0,
                "duration": "end_of_turn",
                "keywords": ["indestructible"],
            },
        },
    ]


def test_instead_makes_two_alternatives_on_the_promise() -> None:
    abilities = definition("Long River's Pull")["abilities"]
    assert abilities[1:] == [
        {"kind": "spell", "effect": {"kind": "counter", "target": "creature_spell"}, "condition": "gift_not_promised"},
        {"kind": "spell", "effect": {"kind": "counter", "target": "spell"}, "condition": "gift_promised"},
    ]
    cure = definition("Dewdrop Cure")["abilities"]
    assert [a["effect"].get("target_count") for a in cure[1:]] == [2, 3]
    assert cure[1]["effect"]["target"] == "card_in_your_graveyard:creature:mana_value<=2"


def test_also_deals_damage_to_that_creatures_controller() -> None:
    abilities = definition("Blooming Blast")["abilities"]
    assert abilities[2] == {
        "kind": "spell",
        "condition": "gift_promised",
        "effect": {"kind": "damage", "amount": 3, "target": "its_controller"},
    }


def test_if_you_control_a_subtype_wraps_the_untargeted_effect() -> None:
    abilities = definition("Rabbit Response")["abilities"]
    assert abilities[1] == {
        "kind": "spell",
        "effect": {"kind": "if_you_control", "condition": "permanent:Rabbit", "effect": {"kind": "scry", "amount": 2}},
    }
    whorl = definition("Psychic Whorl")["abilities"]
    assert whorl[1]["effect"]["effect"] == {"kind": "surveil", "amount": 2}
    trailing = line("Draw a card. You gain 3 life if you control a Bat.")
    assert trailing.support == "full"
    assert trailing.definition["abilities"][1]["effect"]["condition"] == "permanent:Bat"


def test_whenever_you_give_a_gift() -> None:
    assert definition("Jolly Gerbils")["abilities"] == [
        {"kind": "triggered", "trigger": "you_give_gift", "effect": {"kind": "draw", "amount": 1, "player": "you"}}
    ]


@pytest.mark.parametrize(
    "text",
    [
        # one unknown word: the grammar stops there
        "Target creature gets +2/+2 until end of turn. If the gift was promised, that creature also gains "
        "indestructible until end of turn forever.",
        "Counter target creature spell. If the gift was surely promised, instead counter target spell.",
        "Draw a card. If you control a Rabbit, scry 2 quickly.",
        "Whenever you give a lovely gift, draw a card.",
        # read, but the engine has no node: stays not modelled
        "Draw a card. Draw a card. If the gift was promised, instead draw three cards.",  # instead of what?
        "Draw a card. If you control a Rabbit, destroy target creature.",  # a target decided as it resolves
        "Draw a card. If you control a Rabbit, instead draw two cards.",  # no "not" of that condition
        "Target creature gets +1/+1 until end of turn. Target creature gets +1/+1 until end of turn. "
        "If the gift was promised, that creature also gains flying until end of turn.",  # which creature?
    ],
)
def test_near_variants_are_not_modelled(text: str) -> None:
    reading = line(text)
    assert reading.support != "full", reading.definition
    assert reading.not_modelled


def test_a_gift_condition_outside_a_spell_is_not_read() -> None:
    # s13-gift reads it on "When ~ enters" (tests/unit/test_s13_gift.py); on any other trigger it isn't
    reading = line("When ~ dies, if the gift was promised, draw a card.", "Test Bear", "Creature — Bear")
    assert reading.not_modelled


# --- the engine: gift conditions (CR 702.174c) --------------------------------------------------


def _crumb(gift: str | None) -> dict[str, Any]:
    game = state(
        battlefield=[creature("bear", "alice")],
        alice={"mana_pool": {"W": 1}, "hand": [{"id": "crumb", "card": definition("Crumb and Get It")}]},
    )
    cast = {"type": "cast", "card": "crumb", "gift": gift, "choices": {"targets": ["bear"]}}
    return run(game, [cast, {"type": "resolve"}])


def test_crumb_and_get_it_indestructible_only_when_the_gift_was_promised() -> None:
    promised = _crumb("bob")
    bear = permanent(promised, "bear")["characteristics"]
    assert (bear["power"], bear["toughness"]) == (4, 4) and "indestructible" in bear["keywords"]
    assert events_of(promised, "gift_given")[0]["giver"] == "alice"
    plain = _crumb(None)
    bear = permanent(plain, "bear")["characteristics"]
    assert (bear["power"], bear["toughness"]) == (4, 4) and "indestructible" not in bear["keywords"]


def test_into_the_flood_maw_instead_changes_what_may_be_targeted() -> None:
    maw = definition("Into the Flood Maw")
    relic = {"id": "relic", "controller": "bob", "card": {"name": "Relic", "types": ["Artifact"]}}
    game = state(
        battlefield=[creature("ogre", "bob"), relic],
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "maw", "card": maw}]},
    )
    with pytest.raises(IllegalAction):  # not promised: a creature only
        run(game, [{"type": "cast", "card": "maw", "choices": {"targets": ["relic"]}}])
    result = run(
        game, [{"type": "cast", "card": "maw", "gift": "bob", "choices": {"targets": ["relic"]}}, {"type": "resolve"}]
    )
    assert [c["id"] for c in player_of(result, "bob")["hand"]] == ["relic"]
    fish = [p for p in result["state"]["battlefield"] if p["characteristics"]["name"].startswith("Fish")]
    assert fish and fish[0]["tapped"] and fish[0]["controller"] == "bob"


def test_blooming_blast_also_damages_that_creatures_controller() -> None:
    game = state(
        battlefield=[creature("ogre", "bob", 3, 3)],
        alice={"mana_pool": {"R": 2}, "hand": [{"id": "blast", "card": definition("Blooming Blast")}]},
    )
    cast = {"type": "cast", "card": "blast", "gift": "bob", "choices": {"targets": ["ogre"]}}
    result = run(game, [cast, {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 17
    assert permanent(result, "ogre")["damage"] == 2
    plain = run(game, [{**cast, "gift": None}, {"type": "resolve"}])
    assert player_of(plain, "bob")["life"] == 20


# --- the engine: if_you_control (CR 608.2c) -----------------------------------------------------


def _rabbit_response(*battlefield: dict[str, Any], answer: dict[str, Any] | None = None) -> dict[str, Any]:
    game = state(
        battlefield=list(battlefield),
        alice={"mana_pool": {"W": 4}, "hand": [{"id": "rr", "card": definition("Rabbit Response")}]},
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "rr"}]
    if answer is not None:
        actions.append({"type": "resolve", "choices": {"scry": answer} if answer else {}})
    return run(game, actions)


def test_if_you_control_a_rabbit_the_scry_is_asked_and_done() -> None:
    rabbit = creature("rabbit", "alice", 1, 1, subtypes=["Rabbit"])
    asked = _rabbit_response(rabbit)
    assert asked["pending"]["decision"] == "choose" and asked["pending"]["options"]["kind"] == "scry"
    done = _rabbit_response(rabbit, answer={"top": ["alice-lib-1"], "bottom": ["alice-lib-0"]})
    assert [c["id"] for c in player_of(done, "alice")["library"]][-1] == "alice-lib-0"
    assert permanent(done, "rabbit")["characteristics"]["power"] == 3
    assert "CR 608.2c" not in str(events_of(done, "condition_not_met"))


def test_without_a_rabbit_nothing_is_asked_and_the_condition_is_said_unmet() -> None:
    bear = creature("bear", "alice")
    asked = _rabbit_response(bear)
    assert asked["pending"]["decision"] != "choose"  # nothing asked: no Rabbit
    with pytest.raises(IllegalAction):  # an answer to a question not asked is refused
        _rabbit_response(bear, answer={"top": ["alice-lib-0", "alice-lib-1"], "bottom": []})
    result = _rabbit_response(bear, answer={})
    unmet = events_of(result, "condition_not_met")
    assert unmet and unmet[0]["effect"] == "scry" and "CR 608.2c" in unmet[0]["cites"]
    assert not events_of(result, "scried")
    assert permanent(result, "bear")["characteristics"]["power"] == 4


def test_the_model_refuses_a_targeted_effect_under_if_you_control() -> None:
    with pytest.raises(ValidationError):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Instant"],
                "abilities": [
                    {
                        "kind": "spell",
                        "effect": {
                            "kind": "if_you_control",
                            "condition": "permanent:Rabbit",
                            "effect": {"kind": "lose_life", "amount": 1, "player": "target_player"},
                        },
                    }
                ],
            }
        )
    with pytest.raises(ValidationError):  # a condition on another player's permanents
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Instant"],
                "abilities": [
                    {
                        "kind": "spell",
                        "effect": {
                            "kind": "if_you_control",
                            "condition": "creature:opponent_controls",
                            "effect": {"kind": "draw", "amount": 1},
                        },
                    }
                ],
            }
        )


# --- the engine: "Whenever you give a gift" (CR 702.174, 603.2) ----------------------------------


def test_jolly_gerbils_draws_when_its_controller_gives_a_gift() -> None:
    gerbils = {"id": "gerbils", "controller": "alice", "controlled_since_turn": 1, "card": definition("Jolly Gerbils")}
    bobs = {"id": "bob-gerbils", "controller": "bob", "controlled_since_turn": 1, "card": definition("Jolly Gerbils")}
    game = state(
        battlefield=[gerbils, bobs, creature("bear", "alice")],
        alice={"mana_pool": {"W": 1}, "hand": [{"id": "crumb", "card": definition("Crumb and Get It")}]},
    )
    cast = {"type": "cast", "card": "crumb", "gift": "bob", "choices": {"targets": ["bear"]}}
    result = run(game, [cast, {"type": "resolve"}])
    triggers = [item for item in result["state"]["stack"] if item.get("source") == "gerbils"]
    assert len(triggers) == 1 and not [i for i in result["state"]["stack"] if i.get("source") == "bob-gerbils"]
    drawn = run(game, [cast, {"type": "resolve"}, {"type": "resolve"}])
    assert len(player_of(drawn, "alice")["hand"]) == 1
    quiet = run(game, [{**cast, "gift": None}, {"type": "resolve"}])
    assert not [item for item in quiet["state"]["stack"] if item.get("source") == "gerbils"]


# --- "Target player draws" and a target of the gift sentence's own (CR 115.1, 601.2c) -------------


def test_sazacaps_brew_target_player_draws_and_the_gift_sentence_takes_its_own_target() -> None:
    brew = definition("Sazacap's Brew")
    assert brew["abilities"][2]["effect"] == {"kind": "draw", "amount": 2, "player": "target_player"}
    game = state(
        battlefield=[creature("bear", "alice")],
        alice={
            "mana_pool": {"R": 2},
            "hand": [{"id": "brew", "card": brew}, {"id": "spare", "card": "Grizzly Bears"}],
        },
    )
    cast = {"type": "cast", "card": "brew", "gift": "bob", "choices": {"targets": ["bob", "bear"]}}
    result = run(game, [cast, {"type": "resolve"}])
    assert len(player_of(result, "bob")["hand"]) == 2 and not player_of(result, "alice")["hand"]
    assert permanent(result, "bear")["characteristics"]["power"] == 4
    plain = {**cast, "gift": None, "choices": {"targets": ["alice"]}}
    result = run(game, [plain, {"type": "resolve"}])
    assert len(player_of(result, "alice")["hand"]) == 2  # the discarded card paid, two drawn
    assert permanent(result, "bear")["characteristics"]["power"] == 2
    with pytest.raises(IllegalAction):  # not promised: one target only
        run(game, [{**plain, "choices": {"targets": ["alice", "bear"]}}])


def test_a_second_target_is_read_only_in_a_gift_sentence_that_names_nothing_before_it() -> None:
    later_it = line(
        "Target player draws two cards. If the gift was promised, target creature gets +2/+0 until end of turn. "
        "It gains flying until end of turn."
    )
    assert later_it.support != "full"


# --- damage dealt by "it" (CR 120.1, 608.2h) -----------------------------------------------------


def _gnaw(*battlefield: dict[str, Any], targets: list[str]) -> dict[str, Any]:
    game = state(
        battlefield=list(battlefield),
        alice={"mana_pool": {"R": 2}, "hand": [{"id": "gnaw", "card": definition("Rabid Gnaw")}]},
    )
    return run(game, [{"type": "cast", "card": "gnaw", "choices": {"targets": targets}}, {"type": "resolve"}])


def test_rabid_gnaw_deals_damage_equal_to_the_pumped_power_from_the_creature() -> None:
    result = _gnaw(creature("bear", "alice"), creature("ogre", "bob", 3, 3), targets=["bear", "ogre"])
    dealt = events_of(result, "damage_dealt")
    assert [(e["source"], e["to"], e["amount"]) for e in dealt] == [("bear", "ogre", 3)]  # 2 + 1, now
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "ogre"]
    assert permanent(result, "bear")["damage"] == 0  # one-sided: not a fight


def test_rabid_gnaw_the_source_is_the_creature_so_its_lifelink_applies() -> None:
    result = _gnaw(
        creature("bear", "alice", keywords=["lifelink"]), creature("ogre", "bob", 5, 5), targets=["bear", "ogre"]
    )
    assert player_of(result, "alice")["life"] == 23


def test_rabid_gnaw_refuses_a_creature_of_yours_as_the_second_target() -> None:
    with pytest.raises(IllegalAction):
        _gnaw(creature("bear", "alice"), creature("elk", "alice"), targets=["bear", "elk"])


def test_rabid_gnaw_a_near_variant_is_not_read() -> None:
    assert (
        line(
            "Target creature gets +1/+0 until end of turn. Then it deals damage equal to its power to "
            "target creature you don't control savagely."
        ).support
        != "full"
    )
    assert line("Target player gains 1 life. Then it deals damage equal to its power to target player.").support != (
        "full"
    )


# --- "and/or" (one word of the lexer) -------------------------------------------------------------


def test_wear_down_two_target_artifacts_and_or_enchantments_instead() -> None:
    wear = definition("Wear Down")
    assert wear["abilities"][2]["effect"] == {"kind": "destroy", "target": "artifact_or_enchantment", "target_count": 2}
    relic = {"id": "relic", "controller": "bob", "card": {"name": "Relic", "types": ["Artifact"]}}
    aura = {"id": "charm", "controller": "bob", "card": {"name": "Charm", "types": ["Enchantment"]}}
    game = state(battlefield=[relic, aura], alice={"mana_pool": {"G": 2}, "hand": [{"id": "wear", "card": wear}]})
    cast = {"type": "cast", "card": "wear", "gift": "bob", "choices": {"targets": ["relic", "charm"]}}
    result = run(game, [cast, {"type": "resolve"}])
    assert not result["state"]["battlefield"]
    with pytest.raises(IllegalAction):  # without the gift: one target
        run(game, [{**cast, "gift": None}])
    assert line("Destroy two target artifacts and/or wizards.").support != "full"
    assert line("Destroy two target artifacts and/ enchantments.").support != "full"


# --- "target attacking, blocking, or tapped creature" and a trailing "if you control" --------------


def test_sonar_strike_targets_an_attacking_blocking_or_tapped_creature_and_gains_life_with_a_bat() -> None:
    strike = definition("Sonar Strike")
    tapped = {**creature("ogre", "bob", 4, 4), "tapped": True}
    bat = creature("bat", "alice", 1, 1, subtypes=["Bat"])
    game = state(
        battlefield=[tapped, creature("elk", "bob", 4, 4), bat],
        alice={"mana_pool": {"W": 2}, "hand": [{"id": "strike", "card": strike}]},
    )
    with pytest.raises(IllegalAction):  # an untapped creature out of combat
        run(game, [{"type": "cast", "card": "strike", "choices": {"targets": ["elk"]}}])
    result = run(game, [{"type": "cast", "card": "strike", "choices": {"targets": ["ogre"]}}, {"type": "resolve"}])
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "ogre"]
    assert player_of(result, "alice")["life"] == 23
    no_bat = {**game, "battlefield": game["battlefield"][:2]}
    result = run(no_bat, [{"type": "cast", "card": "strike", "choices": {"targets": ["ogre"]}}, {"type": "resolve"}])
    assert player_of(result, "alice")["life"] == 20 and events_of(result, "condition_not_met")
    assert line("~ deals 4 damage to target attacking, blocking, or sleeping creature.").support != "full"


def test_repel_calamity_power_or_toughness_4_or_greater() -> None:
    repel = definition("Repel Calamity")
    assert repel["abilities"] == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature:power_or_toughness>=4"}}
    ]
    wall = creature("wall", "bob", 0, 4)
    brute = creature("brute", "bob", 4, 1)
    bear = creature("bear", "bob", 3, 3)
    game = state(battlefield=[wall, brute, bear], alice={"mana_pool": {"W": 2}, "hand": [{"id": "r", "card": repel}]})
    for target in ("wall", "brute"):
        result = run(game, [{"type": "cast", "card": "r", "choices": {"targets": [target]}}, {"type": "resolve"}])
        assert not [p for p in result["state"]["battlefield"] if p["id"] == target]
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["bear"]}}])
    assert "power or toughness 4 or greater" in refusal.value.detail
    assert line("Destroy target creature with power or sharpness 4 or greater.").support != "full"


# --- "up to one other target creature" (CR 115.3) --------------------------------------------------


def test_mabels_mettle_the_other_target_must_be_another_creature() -> None:
    mettle = definition("Mabel's Mettle")
    assert mettle["abilities"][1]["effect"]["target"] == "creature:other_target"
    game = state(
        battlefield=[creature("bear", "alice"), creature("elk", "alice")],
        alice={"mana_pool": {"W": 2}, "hand": [{"id": "m", "card": mettle}]},
    )
    result = run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["bear", "elk"]}}, {"type": "resolve"}])
    assert permanent(result, "bear")["characteristics"]["power"] == 4
    assert permanent(result, "elk")["characteristics"]["power"] == 3
    alone = run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["bear"]}}, {"type": "resolve"}])
    assert permanent(alone, "bear")["characteristics"]["power"] == 4  # "up to one": none is fine
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["bear", "bear"]}}])
    assert "CR 115.3" in refusal.value.cites
    # On a permanent's own trigger, "other" is other than ~ (s11-triggers-a's reading), not "other
    # than the spell's other targets"
    on_a_creature = line(
        "When ~ enters, up to one other target creature gets +1/+1 until end of turn.", "Test Bear", "Creature — Bear")
    assert on_a_creature.definition is not None
    assert on_a_creature.definition["abilities"][0]["effect"]["target"] == "creature:other"
