"""Session 32, group ma (docs/oracle-s32-ma.md): the mechanics of 2023-2024 (March of the Machine, Wilds of Eldraine,
Murders at Karlov Manor), each read from the real Oracle text (tests/fixtures/sets/mom.json, woe.json, mkm.json) and
played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature"}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- disguise (CR 702.168) -------------------------------------------------------------------------------------------

def test_702_168a_disguise_is_cast_face_down_with_ward_2_and_turned_up_for_its_cost() -> None:
    assailant = mtgjson_full_definition("MKM", "Alley Assailant")
    assert assailant["abilities"][1] == {"kind": "morph", "cost": "{4}{B}{B}", "disguise": True}
    assert probe_support("Disguise {X}{B}") != "full" and probe_support("Disguise—Pay 3 life.") != "full"
    game = state(alice={"hand": [{"id": "h", "card": "Alley Assailant"}], "mana_pool": {"C": 7, "B": 2}})
    done = _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"}], assailant)
    face_down = permanent(done, "h")
    assert face_down["face_down"] and face_down["characteristics"]["keywords"] == ["ward:{2}"]
    assert (face_down["characteristics"]["power"], face_down["characteristics"]["name"]) == (2, None)
    done = _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"},
                       {"type": "turn_face_up", "permanent": "h", "pay": "morph", "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], assailant)
    assert not permanent(done, "h")["face_down"] and player_of(done, "bob")["life"] == 17
    assert "CR 702.168d" in events_of(done, "turned_face_up")[0]["cites"]
    # an opponent's spell targeting the face-down permanent triggers its ward {2} (CR 702.21a)
    shot = state(alice={"hand": [{"id": "bolt", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("d", "Alley Assailant", "bob", face_down=True)])
    done = _run(shot, [{"type": "cast", "card": "bolt", "choices": {"targets": ["d"]}},
                       {"type": "resolve", "choices": {"pay_ward": False}}], assailant, BOLT)
    assert done["state"]["stack"] == [] and permanent(done, "d") is not None
    # a manifested card with disguise was not cast face down with it: no ward (CR 702.168a, 701.40a)
    done = _run({**shot, "battlefield": [_on("d", "Alley Assailant", "bob", face_down=True, manifested=True)]},
                [{"type": "cast", "card": "bolt", "choices": {"targets": ["d"]}}, {"type": "resolve"}], assailant, BOLT)
    assert [card["id"] for card in player_of(done, "bob")["graveyard"]] == ["d"]


# --- incubate (CR 701.53) --------------------------------------------------------------------------------------------

def test_701_53a_incubate_creates_an_incubator_with_counters_that_transforms_into_a_phyrexian() -> None:
    beast = mtgjson_full_definition("MOM", "Converter Beast")
    assert beast["abilities"][0]["effect"] == {"kind": "incubate", "amount": 5}
    # s35-mom reads "Incubate 2 twice." (tests/unit/test_s35_mom.py); X paid for the spell, twice: not
    assert probe_support("Incubate X twice.", "Sorcery", None) != "full"
    # s35-mom reads "When ~ dies, incubate X, where X is its power." (tests/unit/test_s35_mom.py); its toughness: not
    assert probe_support("When ~ dies, incubate X, where X is its toughness.") != "full"
    game = state(alice={"hand": [{"id": "b", "card": "Converter Beast"}], "mana_pool": {"C": 6, "G": 1}})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"}], beast)
    incubator = next(p for p in done["state"]["battlefield"] if p["id"].startswith("incubator-"))
    assert incubator["counters"] == {"+1/+1": 5} and incubator["characteristics"]["types"] == ["Artifact"]
    assert events_of(done, "incubated")[0]["amount"] == 5
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "activate", "permanent": incubator["id"], "ability": 0}, {"type": "resolve"}], beast)
    phyrexian = permanent(done, incubator["id"])["characteristics"]
    assert (phyrexian["name"], phyrexian["types"], phyrexian["power"]) == ("Phyrexian Token", ["Artifact", "Creature"], 5)


# --- bargain (CR 702.166) --------------------------------------------------------------------------------------------

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
IDOL = {"name": "Probe Idol", "types": ["Artifact"], "mana_cost": "{1}"}


def test_702_166a_bargain_sacrifices_an_artifact_enchantment_or_token_and_the_spell_knows_it() -> None:
    glory, fae = mtgjson_full_definition("WOE", "Archon's Glory"), mtgjson_full_definition("WOE", "High Fae Negotiator")
    assert glory["abilities"][0] == {"kind": "additional_cost", "cost": "sacrifice", "card_type": "permanent",
                                     "optional": True, "bargain": True}
    assert fae["abilities"][1]["if_cast"] == "additional_cost_paid"
    assert probe_support("Bargain\nDestroy target creature. If ~ was bargained, you gain 3 life.", "Sorcery", None) == \
        "full"
    # a bargained permanent spell's "if it was bargained" is the spell's, not an ability's: refused in an activated one
    assert probe_support("{T}: Draw a card. If ~ was bargained, draw two cards instead.") != "full"
    field = [_on("bear", "Probe Bear"), _on("idol", "Probe Idol"), _on("tok", "Probe Bear", is_token=True)]
    game = state(alice={"hand": [{"id": "g", "card": "Archon's Glory"}], "mana_pool": {"W": 1}}, battlefield=field)
    plain = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["bear"]}}, {"type": "resolve"}],
                 glory, BEAR, IDOL)
    assert permanent(plain, "bear")["characteristics"]["power"] == 4
    assert "flying" not in permanent(plain, "bear")["characteristics"]["keywords"]
    for sacrificed in ("idol", "tok"):
        done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["bear"], "sacrifice": [sacrificed]}},
                           {"type": "resolve"}], glory, BEAR, IDOL)
        assert {"flying", "lifelink"} <= set(permanent(done, "bear")["characteristics"]["keywords"])
        assert sacrificed not in [p["id"] for p in done["state"]["battlefield"]]
    with pytest.raises(IllegalAction, match="Additional cost"):  # a nontoken creature is no artifact, enchantment or token
        _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["bear"], "sacrifice": ["bear"]}}],
             glory, BEAR, IDOL)
    # "When ~ enters, if it was bargained, ..." (CR 603.4): only the bargained spell's permanent
    cast = state(alice={"hand": [{"id": "f", "card": "High Fae Negotiator"}], "mana_pool": {"C": 3, "B": 2}},
                 battlefield=[_on("idol", "Probe Idol")])
    done = _run(cast, [{"type": "cast", "card": "f", "choices": {"sacrifice": ["idol"]}}, {"type": "resolve"},
                       {"type": "resolve"}], fae, IDOL)
    assert (player_of(done, "bob")["life"], player_of(done, "alice")["life"]) == (17, 23)
    done = _run(cast, [{"type": "cast", "card": "f"}, {"type": "resolve"}], fae, IDOL)
    assert done["state"]["stack"] == [] and player_of(done, "bob")["life"] == 20


# --- backup N (CR 702.165) -------------------------------------------------------------------------------------------

def test_702_165a_backup_puts_counters_and_grants_the_keywords_below_to_another_creature() -> None:
    valkyrie = mtgjson_full_definition("MOM", "Boon-Bringer Valkyrie")
    granted = ["flying", "first_strike", "lifelink"]
    assert valkyrie["keywords"] == granted and valkyrie["abilities"] == [{
        "kind": "triggered", "trigger": "enters",
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature"},
        "then_effects": [{"kind": "if_condition", "condition": {"kind": "it_is", "specs": ["creature:other"]},
                          "effect": {"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                     "duration": "end_of_turn", "keywords": granted}}]}]
    # an ability below it other than keywords is one the engine does not grant: the backup line is refused
    assert probe_support("Backup 1\nWhenever this creature attacks, draw a card.") != "full"
    assert probe_support("Backup 1\nFlying\nWhenever this creature attacks, draw a card.") != "full"
    game = state(alice={"hand": [{"id": "v", "card": "Boon-Bringer Valkyrie"}], "mana_pool": {"C": 3, "W": 2}},
                 battlefield=[_on("bear", "Probe Bear")])
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bear"]}}], valkyrie, BEAR)
    bear = permanent(done, "bear")
    assert bear["counters"] == {"+1/+1": 1} and set(granted) <= set(bear["characteristics"]["keywords"])
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["v"]}}], valkyrie, BEAR)
    assert permanent(done, "v")["counters"] == {"+1/+1": 1} and not permanent(done, "bear")["characteristics"]["keywords"]


# --- Role tokens (CR 111.10, 303.7) ----------------------------------------------------------------------------------

def test_303_7a_a_role_token_is_created_attached_and_the_newest_role_of_a_player_replaces_the_older() -> None:
    rage, courtier = mtgjson_full_definition("WOE", "Monstrous Rage"), mtgjson_full_definition("WOE", "Cursed Courtier")
    assert rage["abilities"][1]["effect"] == {"kind": "create_role", "role": "Monster", "target": "it"}
    assert courtier["abilities"][0]["effect"] == {"kind": "create_role", "role": "Cursed", "target": "self"}
    # s34-mkm: Young Hero Role now reads (tests/unit/test_s34_mkm.py); a Role the rules don't define stays refused
    assert probe_support("Create a Young Heroes Role token attached to target creature.", "Sorcery", None) != "full"
    assert probe_support("Create a Monster Role token attached to each creature you control.", "Sorcery", None) != "full"
    game = state(alice={"hand": [{"id": "r", "card": "Monstrous Rage"}, {"id": "c", "card": "Cursed Courtier"}],
                        "mana_pool": {"R": 1, "W": 1, "C": 2}}, battlefield=[_on("bear", "Probe Bear")])
    done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["bear"]}}, {"type": "resolve"}],
                rage, courtier, BEAR)
    role = next(p for p in done["state"]["battlefield"] if p["id"].startswith("monster-role-"))
    assert role["attached_to"] == "bear" and role["characteristics"]["subtypes"] == ["Aura", "Role"]
    bear = permanent(done, "bear")["characteristics"]
    assert (bear["power"], bear["toughness"], "trample" in bear["keywords"]) == (5, 3, True)  # 2 + 2 + 1, 2 + 1
    # the Courtier's own Cursed Role makes it 1/1 (CR 613.4b)
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}], rage, courtier, BEAR)
    assert (permanent(done, "c")["characteristics"]["power"], permanent(done, "c")["characteristics"]["toughness"]) == (1, 1)
    # a second Role of the same player on the same creature: the older goes to the graveyard (CR 704.5y)
    posted = state(alice={"hand": [{"id": "r", "card": "Monstrous Rage"}], "mana_pool": {"R": 1}},
                   battlefield=[_on("bear", "Probe Bear"), _on("old", "Cursed Role", attached_to="bear", is_token=True)])
    cursed = {"name": "Cursed Role", "types": ["Enchantment"], "subtypes": ["Aura", "Role"],
              "abilities": [{"kind": "enchant", "target": "creature"},
                            {"kind": "attached_base_power_toughness", "base_power": 1, "base_toughness": 1}]}
    done = _run(posted, [{"type": "cast", "card": "r", "choices": {"targets": ["bear"]}}, {"type": "resolve"}],
                rage, cursed, BEAR)
    assert "old" not in [p["id"] for p in done["state"]["battlefield"]]
    assert "CR 704.5y" in events_of(done, "zone_change")[-1]["cites"]
    assert permanent(done, "bear")["characteristics"]["power"] == 5


def test_601_2f_a_spell_costs_less_if_its_bargained() -> None:
    glutton = mtgjson_full_definition("WOE", "Hamlet Glutton")
    assert glutton["abilities"][1] == {"kind": "self_cost_reduction", "generic": 2, "if_additional_cost_paid": True}
    assert probe_support("When ~ enters, if it's bargained, draw a card.") != "full"
    game = state(alice={"hand": [{"id": "h", "card": "Hamlet Glutton"}], "mana_pool": {"C": 3, "G": 2}},
                 battlefield=[_on("idol", "Probe Idol")])
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"sacrifice": ["idol"]}}, {"type": "resolve"}],
                glutton, IDOL)
    assert permanent(done, "h") is not None and not any(player_of(done, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction):  # not bargained: {5}{G}{G}, more than the five mana
        _run(game, [{"type": "cast", "card": "h"}], glutton, IDOL)


# --- suspect (CR 701.60) ---------------------------------------------------------------------------------------------

def test_701_60c_a_suspected_creature_has_menace_and_cant_block() -> None:
    add_up, person = mtgjson_full_definition("MKM", "It Doesn't Add Up"), mtgjson_full_definition("MKM", "Person of Interest")
    assert add_up["abilities"][1]["effect"] == {"kind": "suspect", "target": "it"}
    assert person["abilities"][0]["effect"] == {"kind": "suspect", "target": "self"}
    # "it" after a noncreature target names no creature to suspect (CR 701.60a)
    assert probe_support("Destroy target artifact. Suspect it.", "Sorcery", None) != "full"
    assert probe_support("Suspect target artifact.", "Sorcery", None) != "full"
    game = state(alice={"hand": [{"id": "u", "card": "It Doesn't Add Up"}], "graveyard": [{"id": "g", "card": "Probe Bear"}],
                        "mana_pool": {"C": 3, "B": 2}})
    done = _run(game, [{"type": "cast", "card": "u", "choices": {"targets": ["g"]}}, {"type": "resolve"}], add_up, BEAR)
    bear = permanent(done, "g")
    assert bear["suspected"] and bear["characteristics"]["keywords"] == ["menace"]
    assert "CR 701.60a" in events_of(done, "suspected")[0]["cites"]
    # a posted suspected creature can't be declared as a blocker (CR 509.1b)
    combat = state(active_player="bob", step="declare_attackers",
                   battlefield=[_on("a", "Probe Bear", "bob"), _on("s", "Probe Bear", suspected=True)])
    assert permanent(_run(combat, [], BEAR), "s")["characteristics"]["keywords"] == ["menace"]
    with pytest.raises(IllegalAction, match="suspected"):
        _run(combat, [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "alice"}]},
                      {"type": "pass_priority"}, {"type": "pass_priority"},
                      {"type": "declare_blockers", "blocks": [{"blocker": "s", "attacker": "a"}]}], BEAR)


# --- "Enchanted creatures you control get +N/+N." (CR 303.4, 613.4c) ------------------------------------------------

def test_613_4c_enchanted_creatures_you_control_get_a_pump() -> None:
    tale = mtgjson_full_definition("WOE", "A Tale for the Ages")
    assert tale["abilities"] == [{"kind": "static_pump", "power": 2, "toughness": 2, "status": "enchanted",
                                  "affected": "creatures_you_control"}]
    assert probe_support("Enchanted lands you control have hexproof.", "Enchantment", None) != "full"
    cursed = {"name": "Cursed Role", "types": ["Enchantment"], "subtypes": ["Aura", "Role"],
              "abilities": [{"kind": "enchant", "target": "creature"},
                            {"kind": "attached_base_power_toughness", "base_power": 1, "base_toughness": 1}]}
    game = state(battlefield=[_on("t", "A Tale for the Ages"), _on("b", "Probe Bear"), _on("c", "Probe Bear"),
                              _on("r", "Cursed Role", attached_to="b", is_token=True),
                              _on("o", "Probe Bear", "bob"), _on("r2", "Cursed Role", "bob", attached_to="o", is_token=True)])
    done = _run(game, [], tale, cursed, BEAR)
    assert [permanent(done, i)["characteristics"]["power"] for i in ("b", "c", "o")] == [3, 2, 1]


def test_702_168d_a_hybrid_disguise_cost_is_paid_as_it_turns_face_up() -> None:
    walker = mtgjson_full_definition("MKM", "Dog Walker")
    assert walker["abilities"][0] == {"kind": "morph", "cost": "{R/W}{R/W}", "disguise": True}
    game = state(battlefield=[_on("w", "Dog Walker", face_down=True)], alice={"mana_pool": {"W": 2}})
    done = _run(game, [{"type": "turn_face_up", "permanent": "w", "pay": "morph"}], walker)
    assert not permanent(done, "w")["face_down"] and not any(player_of(done, "alice")["mana_pool"].values())


# --- "Whenever ~ deals combat damage to a player or battle, ..." (CR 510.2, 120.3h) ---------------------------------

def test_510_2_combat_damage_to_a_battle_triggers_deals_combat_damage_to_a_player_or_battle() -> None:
    mindstinger = mtgjson_full_definition("MOM", "Gitaxian Mindstinger")
    assert mindstinger["abilities"][0]["damage_to"] == "player_or_battle"
    assert probe_support("Whenever ~ deals damage to a player or battle, draw a card.") != "full"
    stinger = {**mindstinger, "name": "Probe Stinger"}
    battle = {"name": "Probe Battle", "types": ["Battle"], "subtypes": ["Siege"], "mana_cost": "{2}"}
    wall = {"name": "Probe Wall", "types": ["Planeswalker"], "mana_cost": "{2}"}
    field = [_on("s", "Probe Stinger"), _on("bt", "Probe Battle", "bob", counters={"defense": 5}),
             _on("pw", "Probe Wall", "bob", counters={"loyalty": 5})]
    game = state(alice={"library": [{"id": "l1", "card": "Probe Bear"}]}, battlefield=field, step="declare_attackers")
    for defending, drawn in (("bt", 1), ("pw", 0)):
        done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "s", "defending": defending}]},
                           {"type": "next_step"}, {"type": "next_step"}, *([{"type": "resolve"}] * drawn)],
                    stinger, battle, wall, BEAR)
        assert permanent(done, defending)["counters"] == {"defense" if defending == "bt" else "loyalty": 2}
        assert len(player_of(done, "alice")["hand"]) == drawn


def test_510_2_equipped_creature_dealing_combat_damage_to_a_battle_triggers_the_equipment() -> None:
    beatstick = mtgjson_full_definition("MOM", "Beamtown Beatstick")
    assert beatstick["abilities"][1]["damage_to"] == "player_or_battle"
    # the Aura's trigger on any damage its creature deals is not this one: refused
    assert probe_support("Enchant creature\nWhenever enchanted creature deals combat damage to a player or battle, "
                         "draw a card.", "Enchantment — Aura", None) != "full"
    battle = {"name": "Probe Battle", "types": ["Battle"], "subtypes": ["Siege"], "mana_cost": "{2}"}
    field = [_on("b", "Probe Bear"), _on("e", "Beamtown Beatstick", attached_to="b"),
             _on("bt", "Probe Battle", "bob", counters={"defense": 5})]
    done = _run(state(battlefield=field, step="declare_attackers"),
                [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bt"}]},
                 {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}], beatstick, battle, BEAR)
    assert permanent(done, "bt")["counters"] == {"defense": 2}  # 3 damage: the Bear's 2 and the Beatstick's +1
    assert [p["id"] for p in done["state"]["battlefield"] if p["id"].startswith("treasure-")] == ["treasure-token-1"]


def test_701_60a_an_aura_suspects_the_creature_it_enchants() -> None:
    target = mtgjson_full_definition("MKM", "Convenient Target")
    assert target["abilities"][1]["effect"] == {"kind": "suspect", "target": "enchanted_creature"}
    game = state(alice={"hand": [{"id": "a", "card": "Convenient Target"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("o", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "a", "choices": {"targets": ["o"]}}, {"type": "resolve"},
                       {"type": "resolve"}], target, BEAR)
    bear = permanent(done, "o")
    assert bear["suspected"] and "menace" in bear["characteristics"]["keywords"]
    assert bear["characteristics"]["power"] == 3
