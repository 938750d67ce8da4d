"""Event-triggered abilities of real Fourth Edition cards (CR 603.2), each card defined by the
Oracle reader from its real Oracle text (tests/fixtures/sets/4ed.json) and played by the engine:
dies (700.4, 603.6c, 603.10a), damage (120), poison (122.1f, 704.5c), random discard (701.9b),
blocks and delayed "at end of combat" triggers (509.3, 603.7, 511.2), becoming tapped, lands."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle import CardFacts, read_card
from tests.unit.conftest import CATALOG, events_of, permanent, player_of, state

FOURTH_EDITION = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "4ed.json"
CARDS = ("Onulet", "Cyclopean Mummy", "Creature Bond", "El-Hajjâj", "Spirit Link", "Pit Scorpion", "Marsh Viper",
         "Hypnotic Specter", "Fungusaur", "Backfire", "Thicket Basilisk", "Cockatrice", "Venom", "Abomination",
         "Psychic Venom", "Blight", "Spirit Shackle", "Ankh of Mishra", "Dingus Egg", "Lifetap", "Manabarbs",
         "Mind Twist", "Murk Dwellers", "Sengir Vampire", "Wall of Dust", "Wild Growth", "Mana Flare", "Lightning Bolt", "Wall of Stone", "Wall of Air", "Grizzly Bears", "White Knight", "Forest", "Mountain",
         "Island")


def _read_fourth_edition() -> dict[str, CardDefinition]:
    records = json.loads(FOURTH_EDITION.read_text(encoding="utf-8"))["data"]["4ED"]["cards"]
    by_name = {record["name"]: record for record in records}
    catalog = dict(CATALOG)
    for name in CARDS:
        record = by_name[name]
        reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                      oracle_text=record.get("text", ""), power=record.get("power"),
                                      toughness=record.get("toughness")))
        assert reading.support == "full", (name, reading.not_modelled)
        assert reading.definition is not None
        catalog[name] = CardDefinition.model_validate(reading.definition)
    return catalog


FOURTH = _read_fourth_edition()


def run(game_state: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    original = copy.deepcopy(game_state)
    result = resolve(game_state, actions, FOURTH).model_dump(mode="json")
    assert game_state == original, "resolve must not mutate its input"
    return result


def on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "controlled_since_turn": 1, **fields}


def bolt(target: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "card": "bolt", "choices": {"targets": [target]}}, {"type": "resolve"}]


BOLT = {"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}


def combat(attackers: list[str], blocks: list[tuple[str, str]] | None = None) -> list[dict[str, Any]]:
    """From the declare attackers step through combat damage, into the end of combat step."""
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": a, "defending": "bob"} for a in attackers]},
        {"type": "next_step"},
    ]
    if blocks:
        actions.append({"type": "declare_blockers", "blocks": [{"blocker": b, "attacker": a} for b, a in blocks]})
    return actions


def attack_state(*battlefield: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return state(step="declare_attackers", battlefield=list(battlefield), **fields)


def present(result: dict[str, Any], object_id: str) -> bool:
    return any(p["id"] == object_id for p in result["state"]["battlefield"])


# --- dies (CR 700.4, 603.6c, 603.10a) -------------------------------------------------------------


def test_700_4_onulet_dies_and_its_controller_gains_2_life() -> None:
    result = run(state(alice=BOLT, battlefield=[on("onulet", "Onulet")]), [*bolt("onulet"), {"type": "resolve"}])
    trigger = events_of(result, "trigger_put_on_stack")[0]
    assert (trigger["source"], trigger["trigger"]) == ("onulet", "dies")
    assert {"CR 603.6c", "CR 603.10a", "CR 700.4"} <= set(trigger["cites"])
    gained = events_of(result, "life_gained")[0]
    assert (gained["player"], gained["amount"]) == ("alice", 2)
    assert player_of(result, "alice")["life"] == 22


def test_700_4_leaving_for_exile_is_not_dying() -> None:
    result = run(state(battlefield=[on("onulet", "Onulet")]),
                 [{"type": "move", "permanent": "onulet", "to": "exile"}])
    assert events_of(result, "trigger_put_on_stack") == []
    assert player_of(result, "alice")["life"] == 20


def test_400_7e_cyclopean_mummy_dies_and_its_ability_exiles_it_from_the_graveyard() -> None:
    result = run(state(alice=BOLT, battlefield=[on("mummy", "Cyclopean Mummy")]), [*bolt("mummy"), {"type": "resolve"}])
    moved = next(e for e in events_of(result, "zone_change") if e.get("object") == "mummy")
    assert (moved["from"], moved["to"], moved["cites"][-1]) == ("graveyard", "exile", "CR 400.7e")
    alice = player_of(result, "alice")
    assert alice["graveyard"][-1]["id"] == "bolt" and alice["exile"] == [{"id": "mummy", "card": "Cyclopean Mummy"}]


def test_603_10a_creature_bond_deals_the_creatures_last_known_toughness_to_its_controller() -> None:
    # Bob's Grizzly Bears with a +1/+1 counter is a 3/3 as it dies; Creature Bond is Alice's.
    bears = on("bears", "Grizzly Bears", "bob", counters={"+1/+1": 1})
    bond = on("bond", "Creature Bond", attached_to="bears")
    result = run(state(alice=BOLT, battlefield=[bears, bond]), [*bolt("bears"), {"type": "resolve"}])
    damage = next(e for e in events_of(result, "damage_dealt") if e["source"] == "bond")
    assert (damage["to"], damage["amount"]) == ("bob", 3)
    assert player_of(result, "bob")["life"] == 17
    # The Aura went to the graveyard (704.5m) before its trigger went on the stack; it resolved anyway.
    assert {"id": "bond", "card": "Creature Bond"} in player_of(result, "alice")["graveyard"]


def sengir_attacks_wall(**fields: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Alice's Sengir Vampire (4/4) attacks; Bob's Wall of Air (1/5) blocks and is dealt 4 damage."""
    game = attack_state(on("sengir", "Sengir Vampire"), on("wall", "Wall of Air", "bob"), **fields)
    return game, [*combat(["sengir"], [("wall", "sengir")]), {"type": "next_step"}, {"type": "next_step"}]


def test_603_10a_sengir_vampire_gets_a_counter_when_a_creature_it_damaged_this_turn_dies() -> None:
    game, actions = sengir_attacks_wall()
    result = run(game, [*actions, {"type": "move", "permanent": "wall", "to": "graveyard"}, {"type": "resolve"}])
    assert permanent(result, "sengir")["counters"] == {"+1/+1": 1}
    assert events_of(result, "trigger_put_on_stack")[0]["trigger"] == "creature_it_damaged_dies"


def test_514_2_what_sengir_vampire_damaged_is_forgotten_at_the_cleanup_step() -> None:
    game, actions = sengir_attacks_wall()
    result = run(game, actions)
    assert permanent(result, "wall")["damaged_by"] == ["sengir"]
    later = run(result["state"], [{"type": "next_turn"}])
    assert "damaged_by" not in permanent(later, "wall")
    dies_later = run(later["state"], [{"type": "move", "permanent": "wall", "to": "graveyard"}])
    assert events_of(dies_later, "zone_change") and events_of(dies_later, "trigger_put_on_stack") == []


# --- damage (CR 603.2, 120) ------------------------------------------------------------------------


def test_603_2_el_hajjaj_gains_life_equal_to_the_damage_it_deals() -> None:
    result = run(attack_state(on("el", "El-Hajjâj", counters={"+1/+1": 2})),
                 [*combat(["el"]), {"type": "next_step"}, {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 17
    gained = events_of(result, "life_gained")[0]
    assert (gained["player"], gained["amount"]) == ("alice", 3)


def test_510_2_fungusaur_dealt_damage_by_two_blockers_at_once_triggers_once() -> None:
    fungusaur = on("fungus", "Fungusaur", counters={"+1/+1": 3})
    blockers = [on("b1", "Grizzly Bears", "bob"), on("b2", "Grizzly Bears", "bob")]
    result = run(attack_state(fungusaur, *blockers),
                 [*combat(["fungus"], [("b1", "fungus"), ("b2", "fungus")]), {"type": "next_step"},
                  {"type": "assign_combat_damage", "assignments": [{"source": "fungus", "to": {"b1": 2, "b2": 3}}]},
                  {"type": "resolve"}])
    assert len(events_of(result, "trigger_put_on_stack")) == 1
    assert permanent(result, "fungus")["counters"] == {"+1/+1": 4}
    assert permanent(result, "fungus")["damage"] == 4


def test_603_2_spirit_link_gains_its_controller_what_the_enchanted_creature_deals() -> None:
    bears = on("bears", "Grizzly Bears", "alice")
    link = on("link", "Spirit Link", "bob", attached_to="bears")
    result = run(attack_state(bears, link), [*combat(["bears"]), {"type": "next_step"},
                                             {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 20  # 18 after the damage, then Spirit Link's 2
    gained = events_of(result, "life_gained")[0]
    assert (gained["player"], gained["amount"]) == ("bob", 2)


def test_603_2_backfire_deals_that_much_damage_to_the_creatures_controller_only_for_damage_to_you() -> None:
    bears = on("bears", "Grizzly Bears", "alice")
    backfire = on("bf", "Backfire", "bob", attached_to="bears")
    result = run(attack_state(bears, backfire), [*combat(["bears"]), {"type": "next_step"},
                                                 {"type": "resolve"}])
    assert (player_of(result, "alice")["life"], player_of(result, "bob")["life"]) == (18, 18)
    blocked = run(attack_state(bears, backfire, on("wall", "Wall of Stone", "bob")),
                  [*combat(["bears"], [("wall", "bears")]), {"type": "next_step"}, {"type": "next_step"}])
    assert events_of(blocked, "trigger_put_on_stack") == []  # it dealt damage to a creature, not to Bob


def test_122_1f_pit_scorpion_gives_the_player_it_damages_a_poison_counter() -> None:
    result = run(attack_state(on("scorpion", "Pit Scorpion")),
                 [*combat(["scorpion"]), {"type": "next_step"}, {"type": "resolve"}])
    given = events_of(result, "poison_counters_given")[0]
    assert (given["player"], given["amount"], given["poison_counters"]) == ("bob", 1, 1)
    assert "CR 122.1f" in given["cites"]
    assert player_of(result, "bob")["poison_counters"] == 1


def test_704_5c_marsh_vipers_two_poison_counters_make_ten_and_the_player_loses() -> None:
    game = attack_state(on("viper", "Marsh Viper"), bob={"poison_counters": 8})
    result = run(game, [*combat(["viper"]), {"type": "next_step"}, {"type": "resolve"}])
    lost = events_of(result, "player_lost")[0]
    assert (lost["player"], lost["cites"]) == ("bob", ["CR 704.5c"])
    assert result["state"]["game_over"] and result["state"]["winner"] == "alice"


def test_704_5c_nine_poison_counters_are_not_enough() -> None:
    result = run(state(bob={"poison_counters": 9}), [])
    assert events_of(result, "player_lost") == []
    assert player_of(result, "bob")["poison_counters"] == 9
    assert "poison_counters" not in player_of(result, "alice")  # none: left out


# --- random discard (CR 701.9b) --------------------------------------------------------------------


SPECTER_HAND = {"hand": [{"id": "h1", "card": "Forest"}, {"id": "h2", "card": "Grizzly Bears"},
                         {"id": "h3", "card": "Island"}]}


def test_701_9b_hypnotic_specter_discards_the_card_the_request_drew_at_random() -> None:
    game = attack_state(on("specter", "Hypnotic Specter"), bob=SPECTER_HAND)
    result = run(game, [*combat(["specter"]), {"type": "next_step"},
                        {"type": "resolve", "choices": {"discard": ["h2"]}}])
    discarded = events_of(result, "discarded_at_random")[0]
    assert (discarded["player"], discarded["cards"], discarded["chosen"]) == ("bob", ["h2"], True)
    assert [card["id"] for card in player_of(result, "bob")["hand"]] == ["h1", "h3"]


def test_701_9b_without_a_random_pick_in_the_request_the_first_card_is_discarded_and_said_so() -> None:
    game = attack_state(on("specter", "Hypnotic Specter"), bob=SPECTER_HAND)
    result = run(game, [*combat(["specter"]), {"type": "next_step"}, {"type": "resolve"}])
    discarded = events_of(result, "discarded_at_random")[0]
    assert (discarded["cards"], discarded["chosen"]) == (["h1"], False)


def test_701_9b_a_random_pick_from_another_hand_is_refused() -> None:
    game = attack_state(on("specter", "Hypnotic Specter"), bob=SPECTER_HAND)
    with pytest.raises(IllegalAction) as refusal:
        run(game, [*combat(["specter"]), {"type": "next_step"},
                   {"type": "resolve", "choices": {"discard": ["nope"]}}])
    assert "CR 701.9b" in refusal.value.cites


def test_701_9b_hypnotic_specter_dealing_damage_to_a_creature_makes_no_one_discard() -> None:
    game = attack_state(on("specter", "Hypnotic Specter"), on("wall", "Wall of Air", "bob"), bob=SPECTER_HAND)
    result = run(game, [*combat(["specter"], [("wall", "specter")]), {"type": "next_step"}, {"type": "next_step"}])
    assert events_of(result, "trigger_put_on_stack") == []


def test_701_9b_mind_twist_makes_target_player_discard_x_cards_at_random() -> None:
    game = state(alice={"mana_pool": {"B": 3}, "hand": [{"id": "twist", "card": "Mind Twist"}]}, bob=SPECTER_HAND)
    result = run(game, [{"type": "cast", "card": "twist", "x": 2, "choices": {"targets": ["bob"]}},
                        {"type": "resolve", "choices": {"discard": ["h3", "h1"]}}])
    # the `discard` effect with `random` (CR 701.9b): the request's random pick is discarded
    assert [card["id"] for card in player_of(result, "bob")["hand"]] == ["h2"]
    assert {card["id"] for card in player_of(result, "bob")["graveyard"]} == {"h3", "h1"}


# --- blocks, and destroy at end of combat (CR 509.3, 603.7, 511.2) ---------------------------------


def test_509_3d_thicket_basilisk_blocked_by_a_non_wall_creature_destroys_it_at_end_of_combat() -> None:
    basilisk = on("basilisk", "Thicket Basilisk")
    bears = on("bears", "Grizzly Bears", "bob", counters={"+1/+1": 2})  # a 4/4: survives the combat damage
    result = run(attack_state(basilisk, bears),
                 [*combat(["basilisk"], [("bears", "basilisk")]), {"type": "resolve"}, {"type": "next_step"},
                  {"type": "next_step"}, {"type": "resolve"}])
    created = events_of(result, "delayed_trigger_created")[0]
    assert (created["at"], created["action"], created["objects"]) == ("end_of_combat", "destroy", ["bears"])
    delayed = next(e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "delayed:destroy")
    assert "CR 511.2" in delayed["cites"]
    assert result["state"]["step"] == "end_of_combat" and result["state"]["delayed_triggers"] == []
    assert not present(result, "bears") and {"id": "bears", "card": "Grizzly Bears"} in player_of(
        result, "bob")["graveyard"]


def test_509_3b_cockatrice_blocking_a_non_wall_triggers_and_blocked_by_a_wall_does_not() -> None:
    game = state(step="declare_attackers", active_player="bob",
                 battlefield=[on("bears", "Grizzly Bears", "bob"), on("cock", "Cockatrice")])
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bears", "defending": "alice"}]},
                        {"type": "next_step"},
                        {"type": "declare_blockers", "blocks": [{"blocker": "cock", "attacker": "bears"}]}])
    trigger = events_of(result, "trigger_put_on_stack")[0]
    assert (trigger["source"], "CR 509.3b" in trigger["cites"]) == ("cock", True)
    walls = attack_state(on("wall", "Wall of Air", "bob"), on("cock", "Cockatrice"))
    blocked_by_wall = run(walls, combat(["cock"], [("wall", "cock")]))
    assert events_of(blocked_by_wall, "trigger_put_on_stack") == []


def test_509_3f_abomination_destroys_only_green_or_white_creatures() -> None:
    abomination = on("abom", "Abomination")
    knight, bears = on("knight", "White Knight", "bob"), on("bears", "Grizzly Bears", "bob")
    wall = on("wall", "Wall of Stone", "bob")
    game = attack_state(abomination, knight)
    result = run(game, [*combat(["abom"], [("knight", "abom")])])
    assert events_of(result, "trigger_put_on_stack")[0]["source"] == "abom"
    result = run(attack_state(abomination, bears), [*combat(["abom"], [("bears", "abom")])])
    assert len(events_of(result, "trigger_put_on_stack")) == 1
    result = run(attack_state(abomination, wall), [*combat(["abom"], [("wall", "abom")])])
    assert events_of(result, "trigger_put_on_stack") == []  # Wall of Stone is red


def test_509_3d_venom_on_a_blocker_destroys_the_attacker_at_end_of_combat() -> None:
    attacker = on("big", "Grizzly Bears", "alice", counters={"+1/+1": 2})
    bears = on("bears", "Grizzly Bears", "bob")
    venom = on("venom", "Venom", "bob", attached_to="bears")
    result = run(attack_state(attacker, bears, venom),
                 [*combat(["big"], [("bears", "big")]), {"type": "resolve"}, {"type": "next_step"},
                  {"type": "next_step"}, {"type": "resolve"}])
    assert events_of(result, "delayed_trigger_created")[0]["objects"] == ["big"]
    assert not present(result, "big") and not present(result, "bears")  # one by damage, one at end of combat


def test_509_3g_murk_dwellers_attacks_and_isnt_blocked_and_gets_2_0_until_end_of_combat() -> None:
    dwellers = on("murk", "Murk Dwellers")
    result = run(attack_state(dwellers),
                 [*combat(["murk"]), {"type": "next_step"}, {"type": "resolve"}, {"type": "next_step"}])
    trigger = events_of(result, "trigger_put_on_stack")[0]
    assert (trigger["trigger"], "CR 509.3g" in trigger["cites"]) == ("attacks_and_isnt_blocked", True)
    assert events_of(result, "pumped")[0]["duration"] == "end_of_combat"
    assert events_of(result, "combat_damage")[0]["amount"] == 4
    assert permanent(result, "murk")["characteristics"]["power"] == 4
    after = run(attack_state(dwellers), [*combat(["murk"]), {"type": "next_step"}, {"type": "resolve"},
                                         {"type": "next_step"}, {"type": "next_step"}, {"type": "next_step"}])
    assert events_of(after, "combat_effects_ended")[0]["cites"] == ["CR 511.3"]
    assert permanent(after, "murk")["characteristics"]["power"] == 2 and permanent(after, "murk")["effects"] == []


def test_509_3g_murk_dwellers_blocked_gets_nothing() -> None:
    game = attack_state(on("murk", "Murk Dwellers"), on("wall", "Wall of Stone", "bob"))
    result = run(game, [*combat(["murk"], [("wall", "murk")]), {"type": "next_step"}])
    assert events_of(result, "trigger_put_on_stack") == []
    declared_none = run(attack_state(on("murk", "Murk Dwellers")),
                        [*combat(["murk"]), {"type": "declare_blockers", "blocks": []}])
    assert events_of(declared_none, "trigger_put_on_stack")[0]["source"] == "murk"


def test_508_1c_a_creature_wall_of_dust_blocked_cant_attack_during_its_controllers_next_turn() -> None:
    game = attack_state(on("bears", "Grizzly Bears"), on("dust", "Wall of Dust", "bob"))
    result = run(game, [*combat(["bears"], [("dust", "bears")]), {"type": "resolve"}])
    forbidden = events_of(result, "cant_attack_next_turn")[0]
    assert (forbidden["permanent"], forbidden["turn"]) == ("bears", 5)  # turn 4 is Bob's
    assert permanent(result, "bears")["cant_attack_on_turn"] == 5
    untapped = [{**p, "tapped": False} for p in result["state"]["battlefield"]]
    later = {**result["state"], "turn": 5, "step": "declare_attackers", "combat": None, "battlefield": untapped}
    with pytest.raises(IllegalAction) as refusal:
        run(later, [{"type": "declare_attackers", "attackers": [{"id": "bears", "defending": "bob"}]}])
    assert "CR 508.1c" in refusal.value.cites
    after = run({**later, "step": "end"}, [{"type": "next_step"}])
    assert "cant_attack_on_turn" not in permanent(after, "bears")


# --- becomes tapped, lands, tapped for mana (CR 603.2, 603.6) --------------------------------------


def test_603_2_psychic_venom_deals_2_damage_when_its_land_is_tapped_for_mana() -> None:
    forest = on("forest", "Forest", "bob")
    venom = on("venom", "Psychic Venom", "alice", attached_to="forest")
    result = run(state(battlefield=[forest, venom]),
                 [{"type": "tap_for_mana", "player": "bob", "permanent": "forest", "ability": 0},
                  {"type": "resolve"}])
    damage = events_of(result, "damage_dealt")[0]
    assert (damage["source"], damage["to"], damage["amount"]) == ("venom", "bob", 2)


def test_603_2_blight_destroys_its_land_when_it_becomes_tapped() -> None:
    forest = on("forest", "Forest", "bob")
    blight = on("blight", "Blight", "alice", attached_to="forest")
    result = run(state(battlefield=[forest, blight]),
                 [{"type": "tap_for_mana", "player": "bob", "permanent": "forest", "ability": 0},
                  {"type": "resolve"}])
    assert not present(result, "forest")
    assert {"id": "forest", "card": "Forest"} in player_of(result, "bob")["graveyard"]


def test_613_4c_spirit_shackle_puts_a_minus_0_minus_2_counter_when_its_creature_attacks() -> None:
    knight = on("knight", "White Knight", "alice")
    big = on("big", "Grizzly Bears", "alice", counters={"+1/+1": 1})
    shackles = [on("s1", "Spirit Shackle", "bob", attached_to="knight"), on("s2", "Spirit Shackle", "bob",
                                                                             attached_to="big")]
    result = run(attack_state(knight, big, *shackles),
                 [{"type": "declare_attackers", "attackers": [{"id": "knight", "defending": "bob"},
                                                              {"id": "big", "defending": "bob"}]},
                  {"type": "resolve"}, {"type": "resolve"}])
    assert [e["trigger"] for e in events_of(result, "trigger_put_on_stack")] == ["enchanted_becomes_tapped"] * 2
    big_now = permanent(result, "big")
    assert big_now["counters"] == {"+1/+1": 1, "-0/-2": 1}
    assert (big_now["characteristics"]["power"], big_now["characteristics"]["toughness"]) == (3, 1)
    assert not present(result, "knight")  # the White Knight, 2/2, is now 2/0 (704.5f)


def test_603_2_lifetap_gains_life_only_for_an_opponents_forest() -> None:
    game = state(battlefield=[on("tap", "Lifetap", "alice"), on("theirs", "Forest", "bob"),
                              on("mine", "Forest", "alice")])
    result = run(game, [{"type": "tap_for_mana", "player": "bob", "permanent": "theirs", "ability": 0},
                        {"type": "resolve"},
                        {"type": "tap_for_mana", "player": "alice", "permanent": "mine", "ability": 0}])
    assert [e["player"] for e in events_of(result, "life_gained")] == ["alice"]
    assert len(events_of(result, "trigger_put_on_stack")) == 1


def test_603_6a_ankh_of_mishra_damages_the_player_whose_land_enters() -> None:
    game = state(alice={"hand": [{"id": "f", "card": "Forest"}]}, battlefield=[on("ankh", "Ankh of Mishra", "bob")])
    result = run(game, [{"type": "play_land", "player": "alice", "card": "f"}, {"type": "resolve"}])
    damage = events_of(result, "damage_dealt")[0]
    assert (damage["source"], damage["to"], damage["amount"]) == ("ankh", "alice", 2)


def test_603_6c_dingus_egg_damages_the_controller_of_a_land_put_into_a_graveyard() -> None:
    game = state(battlefield=[on("egg", "Dingus Egg", "alice"), on("mountain", "Mountain", "bob")])
    result = run(game, [{"type": "move", "permanent": "mountain", "to": "graveyard"}, {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 18
    to_hand = run(game, [{"type": "move", "permanent": "mountain", "to": "hand"}])
    assert events_of(to_hand, "trigger_put_on_stack") == []


def test_106_12a_manabarbs_deals_1_damage_to_the_player_who_taps_a_land_for_mana() -> None:
    game = state(battlefield=[on("barbs", "Manabarbs", "alice"), on("island", "Island", "bob")])
    result = run(game, [{"type": "tap_for_mana", "player": "bob", "permanent": "island", "ability": 0},
                        {"type": "resolve"}])
    damage = events_of(result, "damage_dealt")[0]
    assert (damage["source"], damage["to"], damage["amount"]) == ("barbs", "bob", 1)
    assert player_of(result, "bob")["mana_pool"]["U"] == 1


def test_605_1b_wild_growth_adds_an_additional_g_at_once_without_the_stack() -> None:
    game = state(battlefield=[on("island", "Island", "bob"), on("growth", "Wild Growth", "alice",
                                                                  attached_to="island")])
    result = run(game, [{"type": "tap_for_mana", "player": "bob", "permanent": "island", "ability": 0}])
    added = events_of(result, "mana_triggered")[0]
    assert (added["player"], added["source"], added["mana"]) == ("bob", "growth", "{G}")
    assert {"CR 605.1b", "CR 605.4a"} <= set(added["cites"])
    assert result["state"]["stack"] == []
    pool = player_of(result, "bob")["mana_pool"]
    assert (pool["U"], pool["G"]) == (1, 1)


def test_605_1b_mana_flare_adds_one_more_mana_of_the_type_the_land_produced_for_each_player() -> None:
    game = state(battlefield=[on("flare", "Mana Flare", "alice"), on("mountain", "Mountain", "bob"),
                              on("forest", "Forest", "alice")])
    result = run(game, [{"type": "tap_for_mana", "player": "bob", "permanent": "mountain", "ability": 0},
                        {"type": "tap_for_mana", "player": "alice", "permanent": "forest", "ability": 0}])
    assert [(e["player"], e["mana"]) for e in events_of(result, "mana_triggered")] == [("bob", "{R}"), ("alice", "{G}")]
    assert player_of(result, "bob")["mana_pool"]["R"] == 2 and player_of(result, "alice")["mana_pool"]["G"] == 2
