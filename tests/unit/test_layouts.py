"""Multi-faced cards (docs/layouts.md): modal double-faced cards (CR 712), adventurer cards (715)
and split cards (709, fuse 702.102), read by the Oracle reader from real card data
(tests/fixtures/layouts/layouts.json, MTGJSON) and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction, InvalidState
from app.ingest.definitions import engine_values
from app.ingest.records import CardRecord
from app.ingest.scryfall import parse_card
from app.oracle import CardFacts, read_card
from app.simulation.honesty import inline_not_modelled
from tests.unit.conftest import events_of, permanent, player_of, run, state

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "layouts" / "layouts.json"


@cache
def _records() -> dict[str, list[dict[str, Any]]]:
    by_name: dict[str, list[dict[str, Any]]] = {}
    for found in json.loads(FIXTURE.read_text(encoding="utf-8"))["data"].values():
        for entry in found["cards"]:
            by_name.setdefault(entry["name"], []).append(entry)
    return by_name


def facts(name: str) -> CardFacts:
    """A card of the fixture as the MTGJSON importer gives it to the reader: one face per side."""
    entries = sorted(_records()[name], key=lambda entry: entry["side"])
    faces = tuple(
        CardFacts(
            name=e["faceName"],
            mana_cost=e.get("manaCost"),
            type_line=e["type"],
            oracle_text=e.get("text", ""),
            power=e.get("power"),
            toughness=e.get("toughness"),
            keywords=tuple(e.get("keywords", ())),
        )
        for e in entries
    )
    return CardFacts(name=name, layout=entries[0]["layout"], faces=faces)


def definition(name: str) -> dict[str, Any]:
    reading = read_card(facts(name))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def card(card_id: str, name: str) -> dict[str, Any]:
    return {"id": card_id, "card": definition(name)}


def on_battlefield(result: dict[str, Any], object_id: str) -> bool:
    return any(p["id"] == object_id for p in result["state"]["battlefield"])


def refusal(game: dict[str, Any], actions: list[dict[str, Any]]) -> IllegalAction:
    with pytest.raises(IllegalAction) as raised:
        run(game, actions)
    return raised.value


COLOSSUS = {
    "name": "Colossal Dreadmaw",
    "mana_cost": "{4}{G}{G}",
    "types": ["Creature"],
    "subtypes": ["Dinosaur"],
    "power": 6,
    "toughness": 6,
    "keywords": ["trample"],
}
ORNITHOPTER = {
    "name": "Ornithopter",
    "mana_cost": "{0}",
    "types": ["Artifact", "Creature"],
    "subtypes": ["Thopter"],
    "power": 0,
    "toughness": 2,
    "keywords": ["flying"],
}


# --- the reader ----------------------------------------------------------------------------


def test_reader_builds_layout_and_faces_from_real_data() -> None:
    giant_killer = definition("Giant Killer // Chop Down")
    assert giant_killer["layout"] == "adventure"
    assert [face["name"] for face in giant_killer["faces"]] == ["Giant Killer", "Chop Down"]
    assert giant_killer["faces"][1]["abilities"] == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature:power>=4"}}
    ]
    assert definition("Akoum Warrior // Akoum Teeth")["layout"] == "modal_dfc"
    wear_tear = definition("Wear // Tear")
    assert wear_tear["layout"] == "split" and "fuse" in wear_tear["faces"][1]["keywords"]


def test_reader_support_is_full_only_when_every_face_is() -> None:
    partial = read_card(facts("Lovestruck Beast // Heart's Desire"))  # s25-stdb: Murderous Rider is full now
    assert partial.support == "partial"
    assert partial.not_modelled == ["Lovestruck Beast can't attack unless you control a 1/1 creature."]
    # s35: Stomp's "Damage can't be prevented this turn." is read now (s35-ltr), so Bonecrusher Giant // Stomp is
    # partial; Granted's card from outside the game is not modelled, nor is Fae of Wishes' discard-two cost
    none = read_card(facts("Fae of Wishes // Granted"))
    assert none.support == "none" and none.definition is None


def test_reader_refuses_split_cards_with_one_permanent_half() -> None:  # s24-hou: aftermath is read (test_s24_hou.py)
    # s34-dsk: Rooms (both halves permanents, CR 709.5) are read now (tests/unit/test_s34_dsk.py); a split card with one
    # permanent half and one instant half is no Room and stays refused
    room = CardFacts(
        name="Bottomless Pool // Locker Room",
        layout="split",
        faces=(
            CardFacts(
                name="Bottomless Pool",
                mana_cost="{U}",
                type_line="Instant",
                oracle_text="Return up to one target creature to its owner's hand.",
            ),
            CardFacts(
                name="Locker Room",
                mana_cost="{4}{U}",
                type_line="Enchantment — Room",
                oracle_text="Whenever one or more creatures you control deal combat damage to a player, draw a card.",
            ),
        ),
    )
    assert read_card(room).support == "none"


# --- definitions ---------------------------------------------------------------------------


def test_709_4_split_card_characteristics_are_both_halves_combined() -> None:
    wear_tear = CardDefinition.model_validate(definition("Wear // Tear"))
    assert wear_tear.mana_cost == "{1}{R}{W}"
    assert [t.value for t in wear_tear.types] == ["Instant"] and wear_tear.abilities == []
    fused = wear_tear.face_definition("fused")
    assert fused.name == "Wear // Tear" and len(fused.abilities) == 2


def test_712_8a_a_modal_double_faced_card_has_its_front_face_characteristics() -> None:
    akoum = CardDefinition.model_validate(definition("Akoum Warrior // Akoum Teeth"))
    assert (akoum.mana_cost, akoum.power, akoum.toughness) == ("{5}{R}", 4, 5)
    assert akoum.face_definition("back").name == "Akoum Teeth"


def test_a_multi_faced_definition_refuses_characteristics_of_its_own_and_odd_faces() -> None:
    faces = definition("Giant Killer // Chop Down")["faces"]
    with pytest.raises(ValidationError, match="comes from its faces"):
        CardDefinition.model_validate({"name": "Giant Killer", "layout": "adventure", "power": 3, "faces": faces})
    with pytest.raises(ValidationError, match="exactly two faces"):
        CardDefinition.model_validate({"name": "Giant Killer", "layout": "adventure", "faces": faces[:1]})
    with pytest.raises(ValidationError, match="instant or a sorcery"):
        CardDefinition.model_validate({"name": "x", "layout": "adventure", "faces": [faces[0], faces[0]]})
    with pytest.raises(ValidationError, match="no `faces`"):
        CardDefinition.model_validate({"name": "x", "layout": "split"})


# --- modal double-faced cards ----------------------------------------------------------------


def test_712_11_play_the_land_back_face_as_the_land_drop() -> None:
    game = state(alice={"hand": [card("ak", "Akoum Warrior // Akoum Teeth")]})
    result = run(game, [{"type": "play_land", "card": "ak", "face": "back"}])
    teeth = permanent(result, "ak")
    assert teeth["face"] == "back" and teeth["tapped"] is True  # "Akoum Teeth enters tapped."
    assert teeth["characteristics"]["name"] == "Akoum Teeth" and teeth["characteristics"]["types"] == ["Land"]
    assert teeth["characteristics"]["mana_value"] == 0
    assert player_of(result, "alice")["lands_played"] == 1
    assert {"CR 712.11", "CR 305.1"} <= set(events_of(result, "land_played")[0]["cites"])


def test_a_spell_front_face_is_not_played_as_a_land() -> None:
    game = state(alice={"hand": [card("ak", "Akoum Warrior // Akoum Teeth")]})
    refused = refusal(game, [{"type": "play_land", "card": "ak"}])
    assert refused.title == "Not a land" and 'face "back"' in refused.detail


def test_712_12_cast_the_back_face_with_its_own_mana_cost() -> None:
    lisette = {
        "name": "Valentin, Dean of the Vein // Lisette, Dean of the Root",
        "layout": "modal_dfc",
        "faces": [
            {
                "name": "Valentin, Dean of the Vein",
                "mana_cost": "{B}",
                "types": ["Creature"],
                "supertypes": ["Legendary"],
                "subtypes": ["Vampire", "Warlock"],
                "power": 1,
                "toughness": 1,
                "keywords": ["menace", "lifelink"],
            },
            {
                "name": "Lisette, Dean of the Root",
                "mana_cost": "{2}{G}{G}",
                "types": ["Creature"],
                "supertypes": ["Legendary"],
                "subtypes": ["Human", "Druid"],
                "power": 4,
                "toughness": 4,
            },
        ],
    }
    game = state(alice={"hand": [{"id": "v", "card": lisette}], "mana_pool": {"G": 2, "B": 2}})
    result = run(game, [{"type": "cast", "card": "v", "face": "back"}])
    spell = result["state"]["stack"][0]
    assert spell["face"] == "back" and spell["characteristics"]["mana_value"] == 4
    assert player_of(result, "alice")["mana_pool"]["B"] == 0  # {2}{G}{G}: both B spent on the generic part
    result = run(game, [{"type": "cast", "card": "v", "face": "back"}, {"type": "resolve"}])
    lisette_permanent = permanent(result, "v")
    assert lisette_permanent["characteristics"]["name"] == "Lisette, Dean of the Root"
    assert lisette_permanent["characteristics"]["power"] == 4 and lisette_permanent["face"] == "back"
    refused = refusal(
        state(alice={"hand": [{"id": "v", "card": lisette}], "mana_pool": {"B": 1}}),
        [{"type": "cast", "card": "v", "face": "back"}],
    )
    assert refused.title == "Cost can't be paid"


# --- adventurer cards ----------------------------------------------------------------------


def _adventure_state(**alice: Any) -> dict[str, Any]:
    return state(
        alice={"hand": [card("gk", "Giant Killer // Chop Down")], "mana_pool": {"W": 4}, **alice},
        battlefield=[{"id": "wurm", "card": COLOSSUS, "controller": "bob"}],
    )


def test_715_3d_adventure_is_exiled_then_the_creature_is_cast_from_exile() -> None:
    actions = [
        {"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["wurm"]}},
        {"type": "resolve"},
    ]
    result = run(_adventure_state(), actions)
    assert not on_battlefield(result, "wurm")
    assert [(c["id"], c.get("on_adventure")) for c in player_of(result, "alice")["exile"]] == [("gk", True)]
    exiled = next(e for e in events_of(result, "zone_change") if e.get("object") == "gk")
    assert exiled["to"] == "exile" and "CR 715.3d" in exiled["cites"]
    result = run(_adventure_state(), [*actions, {"type": "cast", "card": "gk"}, {"type": "resolve"}])
    giant_killer = permanent(result, "gk")
    assert giant_killer["characteristics"]["name"] == "Giant Killer" and player_of(result, "alice")["exile"] == []
    assert events_of(result, "spell_cast")[1]["from"] == "exile"


def test_715_3d_not_again_as_an_adventure_from_exile() -> None:
    actions = [
        {"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["wurm"]}},
        {"type": "resolve"},
        {"type": "cast", "card": "gk", "face": "adventure"},
    ]
    refused = refusal(_adventure_state(), actions)
    assert refused.action_index == 2 and "CR 715.3d" in refused.cites


def test_715_3d_a_countered_adventure_goes_to_the_graveyard() -> None:
    # Its target gone, the Adventure doesn't resolve (608.2b): to the graveyard, not on an adventure.
    actions = [
        {"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["wurm"]}},
        {"type": "move", "permanent": "wurm", "to": "graveyard"},
        {"type": "resolve"},
    ]
    result = run(_adventure_state(), actions)
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["gk"]
    assert player_of(result, "alice")["exile"] == []


def test_715_3d_an_adventurer_card_exiled_otherwise_cant_be_cast_from_exile() -> None:
    game = state(alice={"exile": [card("gk", "Giant Killer // Chop Down")], "mana_pool": {"W": 1}})
    refused = refusal(game, [{"type": "cast", "card": "gk"}])
    assert "exiled otherwise" in refused.detail and "CR 715.3d" in refused.cites
    result = run(game, [{"type": "legal_actions", "player": "alice", "explain": True}])
    answer = result["queries"][0]["result"]
    assert not [e for e in answer["legal"] if e["action"].get("card") == "gk"]
    explained = [e for e in answer["not_legal"] if e["action"].get("card") == "gk"]
    assert explained and "exiled otherwise" in explained[0]["detail"]


def test_on_adventure_is_only_for_exiled_cards() -> None:
    with pytest.raises(InvalidState):
        run(state(alice={"hand": [{**card("gk", "Giant Killer // Chop Down"), "on_adventure": True}]}), [])


def test_moving_an_exiled_adventurer_card_ends_its_adventure() -> None:
    game = state(alice={"exile": [{**card("gk", "Giant Killer // Chop Down"), "on_adventure": True}]})
    result = run(
        game, [{"type": "move", "permanent": "gk", "to": "hand"}, {"type": "move", "permanent": "gk", "to": "exile"}]
    )
    assert "on_adventure" not in player_of(result, "alice")["exile"][0]


# --- split cards ---------------------------------------------------------------------------


def _split_state() -> dict[str, Any]:
    return state(
        alice={"hand": [card("wt", "Wear // Tear")], "mana_pool": {"R": 1, "W": 1, "G": 1}},
        battlefield=[{"id": "thopter", "card": ORNITHOPTER, "controller": "bob"}],
    )


def test_709_3_cast_one_half_of_a_split_card() -> None:
    result = run(_split_state(), [{"type": "cast", "card": "wt", "face": "left", "choices": {"targets": ["thopter"]}}])
    spell = result["state"]["stack"][0]
    assert spell["characteristics"]["name"] == "Wear" and spell["characteristics"]["mana_value"] == 2
    refused = refusal(_split_state(), [{"type": "cast", "card": "wt", "choices": {"targets": ["thopter"]}}])
    assert refused.title == "No such face" and "CR 709.3" in refused.cites


def test_702_102_fused_split_spell_costs_both_halves_and_follows_both() -> None:
    enchantment = {"name": "Pacifism", "mana_cost": "{1}{W}", "types": ["Enchantment"]}
    game = _split_state()
    game["battlefield"].append({"id": "ench", "card": enchantment, "controller": "bob"})
    result = run(
        game,
        [
            {"type": "cast", "card": "wt", "face": "fused", "choices": {"targets": ["thopter", "ench"]}},
            {"type": "resolve"},
        ],
    )
    assert not on_battlefield(result, "thopter") and not on_battlefield(result, "ench")
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["wt"]
    assert player_of(result, "alice")["mana_pool"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}


def test_702_102a_only_a_split_card_with_fuse_is_cast_fused() -> None:
    plain = definition("Wear // Tear")
    for face in plain["faces"]:
        face["keywords"] = []
    game = _split_state()
    game["players"][0]["hand"] = [{"id": "wt", "card": plain}]
    refused = refusal(game, [{"type": "cast", "card": "wt", "face": "fused"}])
    assert refused.title == "No fuse"


def test_709_4_compute_cost_gives_the_half_and_the_whole_cards_mana_value() -> None:
    result = run(_split_state(), [{"type": "compute_cost", "card": "wt", "face": "left"}])
    assert result["queries"][0]["result"] == {"mana": "{1}{R}", "additional": [], "mana_value": 2, "card_mana_value": 3}


def test_legal_actions_list_each_castable_face() -> None:
    game = _split_state()
    game["players"][0]["hand"].append(card("ak", "Akoum Warrior // Akoum Teeth"))
    answer = run(game, [{"type": "legal_actions", "player": "alice", "explain": True}])["queries"][0]["result"]
    listed = {(e["action"]["type"], e["action"].get("card"), e["action"].get("face")) for e in answer["legal"]}
    assert {("cast", "wt", "left"), ("play_land", "ak", "back")} <= listed
    refused = {(e["action"]["type"], e["action"].get("card"), e["action"].get("face")) for e in answer["not_legal"]}
    assert ("cast", "ak", "front") in refused  # {5}{R}: not enough mana
    assert ("cast", "wt", "right") in refused  # Tear: no enchantment to target


# --- posted states ---------------------------------------------------------------------------


def _invalid(game: dict[str, Any]) -> list[dict[str, str]]:
    with pytest.raises(InvalidState) as raised:
        run(game, [])
    return list(raised.value.errors)


def test_a_posted_permanent_is_the_face_it_names() -> None:
    game = state(battlefield=[{**card("ak", "Akoum Warrior // Akoum Teeth"), "face": "back", "controller": "alice"}])
    teeth = permanent(run(game, []), "ak")
    assert teeth["characteristics"]["name"] == "Akoum Teeth" and teeth["face"] == "back"
    front = state(battlefield=[{**card("ak", "Akoum Warrior // Akoum Teeth"), "controller": "alice"}])
    warrior = permanent(run(front, []), "ak")["characteristics"]
    assert (warrior["name"], warrior["power"], warrior["toughness"]) == ("Akoum Warrior", 4, 5)


def test_posted_faces_a_card_does_not_have_are_refused_with_their_path() -> None:
    errors = _invalid(state(battlefield=[{**card("gk", "Giant Killer // Chop Down"), "face": "back"}]))
    assert errors[0]["path"] == "battlefield[0].face" and "no face 'back'" in errors[0]["message"]
    errors = _invalid(state(battlefield=[{**card("gk", "Giant Killer // Chop Down"), "face": "adventure"}]))
    assert "instant or sorcery" in errors[0]["message"]
    errors = _invalid(state(stack=[{**card("wt", "Wear // Tear"), "controller": "alice"}]))
    assert errors[0]["path"] == "stack[0].face" and "needs its face" in errors[0]["message"]
    errors = _invalid(state(alice={"exile": [{"id": "b", "card": "Grizzly Bears", "on_adventure": True}]}))
    assert errors[0]["path"] == "players[0].exile[0].on_adventure"


def test_events_name_the_face_a_card_is_where_it_is() -> None:
    result = run(_adventure_state(), [{"type": "move", "permanent": "gk", "to": "graveyard"}])
    assert events_of(result, "zone_change")[0]["card"] == "Giant Killer"  # CR 715.4
    result = run(_split_state(), [{"type": "move", "permanent": "wt", "to": "graveyard"}])
    assert events_of(result, "zone_change")[0]["card"] == "Wear // Tear"  # CR 709.4


def test_honesty_warnings_read_every_face_of_an_inline_definition() -> None:
    split = definition("Wear // Tear")
    split["faces"][0]["keywords"] = ["flashback"]
    assert inline_not_modelled(split) == ["flashback"]


def test_712_11_a_pathway_is_played_with_either_land_face() -> None:
    game = state(alice={"hand": [card("p", "Barkchannel Pathway // Tidechannel Pathway")]})
    answer = run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    plays = [e["action"].get("face") for e in answer["legal"] if e["action"]["type"] == "play_land"]
    assert plays == ["front", "back"]
    back = permanent(run(game, [{"type": "play_land", "card": "p", "face": "back"}]), "p")["characteristics"]
    front = permanent(run(game, [{"type": "play_land", "card": "p"}]), "p")["characteristics"]
    assert (back["name"], front["name"]) == ("Tidechannel Pathway", "Barkchannel Pathway")


def test_scryfall_card_faces_are_read_the_same_way() -> None:
    # Giant Killer // Chop Down (Throne of Eldraine 14) as Scryfall serves it: `card_faces`.
    faces = [
        {
            "object": "card_face",
            "name": e["faceName"],
            "mana_cost": e["manaCost"],
            "type_line": e["type"],
            "oracle_text": e["text"],
            **({"power": e["power"], "toughness": e["toughness"]} if "power" in e else {}),
        }
        for e in sorted(_records()["Giant Killer // Chop Down"], key=lambda e: e["side"])
    ]
    record = parse_card(
        "oracle-cards.json",
        0,
        {
            "object": "card",
            "id": "a8a6b8e3-2c46-4b2b-9a67-1d2c4d5e6f70",
            "oracle_id": "b8a6b8e3-2c46-4b2b-9a67-1d2c4d5e6f71",
            "name": "Giant Killer // Chop Down",
            "layout": "adventure",
            "mana_cost": "{W} // {2}{W}",
            "cmc": 1.0,
            "type_line": "Creature — Human Peasant // Instant — Adventure",
            "colors": ["W"],
            "color_identity": ["W"],
            "keywords": [],
            "legalities": {},
            "set": "eld",
            "collector_number": "14",
            "rarity": "rare",
            "card_faces": faces,
        },
    )
    assert isinstance(record, CardRecord)
    values = engine_values(record)
    assert values["engine_support"] == "full" and values["definition"] == definition("Giant Killer // Chop Down")


def test_712_12_a_back_face_trigger_resolves_as_the_back_faces_after_it_died() -> None:
    # Triggered abilities numbered by face: the front's first ability is not the back's.
    card_with_triggers = {
        "name": "Front Guard // Back Guard",
        "layout": "modal_dfc",
        "faces": [
            {
                "name": "Front Guard",
                "mana_cost": "{W}",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "dies",
                        "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
                    }
                ],
            },
            {
                "name": "Back Guard",
                "mana_cost": "{B}",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "dies",
                        "effect": {"kind": "gain_life", "amount": 5, "player": "you"},
                    }
                ],
            },
        ],
    }
    game = state(battlefield=[{"id": "g", "card": card_with_triggers, "face": "back", "controller": "alice"}])
    result = run(game, [{"type": "move", "permanent": "g", "to": "graveyard"}, {"type": "resolve"}])
    assert player_of(result, "alice")["life"] == 25


def test_a_transforming_card_may_be_written_with_faces_too() -> None:
    hound = {
        "name": "Hound Villager // Hound Howler",
        "layout": "transform",
        "faces": [
            {
                "name": "Hound Villager",
                "mana_cost": "{1}{G}",
                "types": ["Creature"],
                "subtypes": ["Human", "Werewolf"],
                "power": 2,
                "toughness": 2,
                "keywords": ["daybound"],
            },
            {
                "name": "Hound Howler",
                "colors": ["G"],
                "types": ["Creature"],
                "subtypes": ["Werewolf"],
                "power": 4,
                "toughness": 4,
                "keywords": ["nightbound"],
            },
        ],
    }
    assert CardDefinition.model_validate(hound).back_face is not None
    game = state(day_night="night", battlefield=[{"id": "h", "card": hound, "controller": "alice"}])
    howler = permanent(run(game, [{"type": "next_step"}]), "h")
    assert howler["transformed"] is True and howler["characteristics"]["name"] == "Hound Howler"


def test_715_3d_an_adventure_without_modelled_effects_is_exiled_too() -> None:
    quiet = definition("Giant Killer // Chop Down")
    quiet["faces"][1]["abilities"] = []
    game = state(alice={"hand": [{"id": "gk", "card": quiet}], "mana_pool": {"W": 3}})
    result = run(game, [{"type": "cast", "card": "gk", "face": "adventure"}, {"type": "resolve"}])
    assert [(c["id"], c.get("on_adventure")) for c in player_of(result, "alice")["exile"]] == [("gk", True)]


def test_legal_actions_list_a_fused_split_spell_with_a_target_for_each_half() -> None:
    game = _split_state()
    game["battlefield"].append(
        {
            "id": "ench",
            "card": {"name": "Pacifism", "mana_cost": "{1}{W}", "types": ["Enchantment"]},
            "controller": "bob",
        }
    )
    answer = run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    fused = next(e for e in answer["legal"] if e["action"].get("face") == "fused")
    assert fused["action"]["choices"]["targets"] == ["thopter", "ench"]
    assert fused["options"]["targets_by_half"] == {"left": ["thopter"], "right": ["ench"]}
    assert fused["cost"] == {"mana": "{1}{R}{W}", "additional": [], "mana_value": 3}
    assert {"CR 702.102a", "CR 702.102c"} <= set(fused["cites"])
    run(game, [fused["action"], {"type": "resolve"}])  # as listed, it is accepted


def test_an_answered_state_with_multi_faced_cards_can_be_posted_again() -> None:
    actions = [{"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["wurm"]}}]
    answered = run(_adventure_state(), actions)["state"]
    again = run(answered, [{"type": "resolve"}, {"type": "cast", "card": "gk"}])
    assert again["state"]["stack"][0]["characteristics"]["name"] == "Giant Killer"
