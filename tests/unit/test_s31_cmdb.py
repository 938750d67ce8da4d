"""Session 31 round two, group cmdb (docs/oracle-s31-cmdb.md): general constructions of the Commander sets, each read
from the real Oracle text (tests/fixtures/sets/<set>.json) and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

GIANT = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 5, "toughness": 5,
         "mana_cost": "{4}{G}{G}", "colors": ["G"]}


def _names(cards: list[dict[str, Any]]) -> list[str]:
    return [card["card"] for card in cards]


# --- "You gain life equal to that card's mana value." after a spell's one target card in a graveyard (CR 608.2h) ----

def test_608_2h_life_equal_to_the_mana_value_of_the_returned_graveyard_card() -> None:
    technique = mtgjson_full_definition("C21", "Healing Technique")
    assert [ability["effect"] for ability in technique["abilities"]] == [
        {"kind": "return_to_hand", "target": "card_in_your_graveyard"},
        {"kind": "gain_life", "amount": "its_mana_value", "player": "you"}, {"kind": "exile", "target": "self"}]
    game = state(alice={"hand": [{"id": "h", "card": "Healing Technique"}], "mana_pool": {"G": 1, "C": 3},
                        "graveyard": [{"id": "g", "card": "Probe Giant"}]})
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                       {"type": "resolve"}], technique, GIANT)  # demonstrate's trigger (not copied), then the spell
    alice = player_of(done, "alice")
    assert alice["life"] == 26  # the Giant's mana value, 6, as it last existed in the graveyard
    assert "g" in [card["id"] for card in alice["hand"]] and _names(alice["exile"]) == ["Healing Technique"]
    # what the reader refuses: "that card" naming a permanent or a spell, two targets, another characteristic
    for refused in ("Destroy target creature. You gain life equal to that card's mana value.",
                    "Counter target spell. You gain life equal to that card's mana value.",
                    "Return up to two target cards from your graveyard to your hand. You gain life equal to that "
                    "card's mana value.",
                    "Return target card from your graveyard to your hand. You gain life equal to that card's power."):
        assert probe_support(refused, "Sorcery", None) != "full", refused


# --- "All <Subtype plural> gain <keyword> until end of turn." (CR 205.3, 611.2c) ---------------------------------------

ZOMBIE = {"name": "Probe Zombie", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2,
          "mana_cost": "{1}{B}", "colors": ["B"]}


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1}


def test_205_3_all_of_a_subtype_gain_a_keyword_whoever_controls_them() -> None:
    lord = mtgjson_full_definition("MIC", "Lord of the Accursed")
    assert lord["abilities"][1]["effect"] == {"kind": "pump", "target": "all:Zombie", "power": 0, "toughness": 0,
                                              "duration": "end_of_turn", "keywords": ["menace"]}
    field = [_on("l", "Lord of the Accursed"), _on("z", "Probe Zombie", "bob"), _on("g", "Probe Giant")]
    game = state(alice={"mana_pool": {"B": 2}}, battlefield=field)
    done = _run(game, [{"type": "activate", "permanent": "l", "ability": 1}, {"type": "resolve"}], lord, ZOMBIE, GIANT)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert "menace" in keywords["l"] and "menace" in keywords["z"]  # bob's Zombie too: "all", not "you control"
    assert "menace" not in keywords["g"]
    # what the reader refuses: no duration said, two subtypes joined, a plural it doesn't know, no creature type
    for refused in ("{1}{B}, {T}: All Zombies gain menace.", "{1}{B}, {T}: All Zombies and Vampires gain menace until "
                    "end of turn.", "{1}{B}, {T}: All Zombiess gain menace until end of turn.",
                    "{1}{B}, {T}: All Blorbs gain menace until end of turn."):
        assert probe_support(refused) != "full", refused


# --- "[Other] legendary permanents you control have <keywords>." (CR 205.4a, 613.1f) -----------------------------------

RELIC = {"name": "Probe Legendary Relic", "types": ["Artifact"], "supertypes": ["Legendary"], "mana_cost": "{2}"}
HERO = {"name": "Probe Hero", "types": ["Creature"], "supertypes": ["Legendary"], "subtypes": ["Human"], "power": 2,
        "toughness": 2, "mana_cost": "{1}{W}", "colors": ["W"]}


def test_613_1f_keywords_on_legendary_permanents_of_any_card_type() -> None:
    memorial = mtgjson_full_definition("MIC", "Avacyn's Memorial")
    assert memorial["abilities"] == [{"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["indestructible"],
                                      "affected": "other_permanents_you_control",
                                      "affected_with": "permanent:legendary"}]
    field = [_on("m", "Avacyn's Memorial"), _on("r", "Probe Legendary Relic"), _on("h", "Probe Hero"),
             _on("g", "Probe Giant"), _on("o", "Probe Hero", "bob")]
    done = _run(state(battlefield=field), [], memorial, RELIC, HERO, GIANT)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert "indestructible" in keywords["r"] and "indestructible" in keywords["h"]  # an artifact and a creature
    assert "indestructible" not in keywords["g"] and "indestructible" not in keywords["o"]  # not legendary; not yours
    assert keywords["m"] == ["indestructible"]  # its own keyword, not twice: "other"
    # what the reader refuses: a P/T change (a noncreature has none), another quality beside "legendary"
    for refused in ("Other legendary permanents you control get +1/+1.",
                    "Other legendary nonland permanents you control have indestructible."):
        assert probe_support(refused, "Artifact", None) != "full", refused
