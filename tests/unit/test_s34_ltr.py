"""Session 34, group ltr (docs/oracle-s34-ltr.md): the Ring tempts you (CR 701.54) and general lines of The Lord of the
Rings: Tales of Middle-earth (LTR), each read from the real Oracle text (tests/fixtures/sets/ltr.json) and played by the
engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

NEXT = {"type": "next_step"}
RESOLVE = {"type": "resolve"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
OGRE = {"name": "Probe Ogre", "types": ["Creature"], "subtypes": ["Ogre"], "power": 3, "toughness": 3,
        "mana_cost": "{2}{R}", "colors": ["R"]}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real LTR card (MTGJSON), which must read `full`."""
    return mtgjson_full_definition("LTR", name)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "the Ring tempts you" (CR 701.54a-e) ---------------------------------------------------------------------------

def test_701_54a_the_ring_tempts_you_as_a_spell_resolves_and_its_controller_chooses_a_ring_bearer() -> None:
    claim = _card("Claim the Precious")
    assert claim["abilities"][1]["effect"] == {"kind": "ring_tempts_you"}
    game = state(alice={"hand": [{"id": "c", "card": "Claim the Precious"}], "mana_pool": {"B": 3}},
                 battlefield=[_on("a", "Probe Bear"), _on("o", "Probe Ogre"), _on("x", "Probe Bear", "bob")])
    cast = _run(game, [{"type": "cast", "card": "c", "choices": {"targets": ["x"]}}], claim, BEAR, OGRE)
    asked = cast["pending"]
    assert asked["decision"] == "choose" and asked["options"]["kind"] == "ring_bearer"
    assert asked["options"]["values"] == ["a", "o"] and asked["options"]["default"] == ["a"]
    done = _run(cast["state"], [{"type": "resolve", "choices": {"chosen": ["o"]}}], claim, BEAR, OGRE)
    assert done["state"]["ring_tempted"] == {"alice": 1} and done["state"]["ring_bearers"] == {"alice": "o"}
    assert [(e["player"], e["ring_bearer"], e["times"]) for e in events_of(done, "ring_tempted")] == [("alice", "o", 1)]
    assert "Legendary" in permanent(done, "o")["characteristics"]["supertypes"]  # the Ring's first ability
    assert "Legendary" not in permanent(done, "a")["characteristics"]["supertypes"]
    with pytest.raises(IllegalAction, match="Ring-bearer"):  # not a creature its controller controls
        _run(cast["state"], [{"type": "resolve", "choices": {"chosen": ["x"]}}], claim, BEAR, OGRE)
    # tempted again: the Ring gains its next ability; by default the Ring-bearer stays the same (CR 701.54a)
    again = _run({**done["state"], "players": [{**p, "hand": [{"id": "c2", "card": "Claim the Precious"}],
                                                 "mana_pool": {"B": 3}} if p["id"] == "alice" else p
                                                for p in done["state"]["players"]]},
                 [{"type": "cast", "card": "c2", "choices": {"targets": ["a"]}}, RESOLVE], claim, BEAR, OGRE)
    assert again["state"]["ring_tempted"] == {"alice": 2} and again["state"]["ring_bearers"] == {"alice": "o"}
    # the near variants the engine doesn't implement stay refused
    assert probe_support("When ~ enters, the Ring tempts each opponent.") != "full"
    assert probe_support("When ~ enters, the Ring tempts you twice.") != "full"


def test_701_54d_the_ring_tempts_you_with_no_creature_and_whenever_the_ring_tempts_you_triggers() -> None:
    huorn, nazgul = _card("Enraged Huorn"), _card("Nazgûl")
    assert huorn["abilities"][-1] == {"kind": "triggered", "trigger": "enters", "effect": {"kind": "ring_tempts_you"}}
    assert nazgul["abilities"][1]["trigger"] == "ring_tempts_you"
    # the enters trigger: the creature itself is the only creature, chosen without asking
    game = state(alice={"hand": [{"id": "h", "card": "Enraged Huorn"}], "mana_pool": {"G": 5}})
    entered = _run(game, [{"type": "cast", "card": "h"}, RESOLVE, RESOLVE], huorn)
    assert entered["state"]["ring_bearers"] == {"alice": "h"}
    # Nazgûl: its enters trigger tempts, then "Whenever the Ring tempts you" puts a counter on each Wraith
    field = state(alice={"hand": [{"id": "n", "card": "Nazgûl"}], "mana_pool": {"B": 3}})
    done = _run(field, [{"type": "cast", "card": "n"}, RESOLVE, RESOLVE, RESOLVE], nazgul)
    assert permanent(done, "n")["counters"] == {"+1/+1": 1}
    # a player with no creature is still tempted (CR 701.54d): no Ring-bearer
    alone = state(alice={"hand": [{"id": "b", "card": "Birthday Escape"}], "mana_pool": {"U": 1}})
    tempted = _run(alone, [{"type": "cast", "card": "b"}, RESOLVE], _card("Birthday Escape"))
    assert tempted["state"]["ring_tempted"] == {"alice": 1} and "ring_bearers" not in tempted["state"]
    assert [e["ring_bearer"] for e in events_of(tempted, "ring_tempted")] == [None]
    assert probe_support("Whenever the Ring tempts an opponent, draw a card.") != "full"


def test_701_54c_the_rings_abilities_block_restriction_loot_blocked_sacrifice_and_life_loss() -> None:
    # the Ring has tempted alice four times; her Ring-bearer is the 2/2 bear "a"
    ring = {"ring_tempted": {"alice": 4}, "ring_bearers": {"alice": "a"}}
    game = {**state(step="declare_attackers", alice={"hand": [{"id": "h1", "card": "Probe Bear"}]},
                    battlefield=[_on("a", "Probe Bear"), _on("g", "Probe Ogre", "bob"), _on("y", "Probe Bear", "bob")]),
            **ring}
    # 1: legendary, and can't be blocked by a creature with greater power (CR 509.1b)
    attacked = _run(game, [attack("a")], BEAR, OGRE)
    assert [item["source"] for item in attacked["state"]["stack"]] == ["the_ring"]  # 2: it attacks: loot
    looted = _run(attacked["state"], [{"type": "resolve", "choices": {"discard": ["h1"]}}], BEAR, OGRE)
    alice = player_of(looted, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["h1"] and len(alice["hand"]) == 1
    with pytest.raises(IllegalAction, match="greater power"):
        _run(looted["state"], [NEXT, block(("g", "a"))], BEAR, OGRE)
    # 3: blocked by the 2/2: a trigger; its controller sacrifices it at end of combat
    blocked = _run(looted["state"], [NEXT, block(("y", "a")), RESOLVE], BEAR, OGRE)
    assert [d["action"] for d in blocked["state"]["delayed_triggers"]] == ["s34ltr_sacrifice"]
    ended = _run(blocked["state"], [NEXT, NEXT, RESOLVE], BEAR, OGRE)
    assert "y" not in [p["id"] for p in ended["state"]["battlefield"]]
    # 4: combat damage to a player: each opponent loses 3 life
    unblocked = _run(looted["state"], [NEXT, block(), NEXT, RESOLVE], BEAR, OGRE)
    assert player_of(unblocked, "bob")["life"] == 20 - 2 - 3
    # with only the first ability, no trigger as it attacks
    once = _run({**game, "ring_tempted": {"alice": 1}}, [attack("a")], BEAR, OGRE)
    assert once["state"]["stack"] == []


def test_701_54a_a_ring_bearer_another_player_gains_control_of_is_no_longer_one() -> None:
    game = {**state(battlefield=[_on("a", "Probe Bear", "bob")]), "ring_tempted": {"alice": 1},
            "ring_bearers": {"alice": "a"}}
    done = _run(game, [NEXT], BEAR)
    assert "ring_bearers" not in done["state"]
    assert "Legendary" not in permanent(done, "a")["characteristics"]["supertypes"]


def test_603_4_if_you_chose_a_creature_other_than_self_and_whenever_you_choose_a_ring_bearer() -> None:
    faramir, call = _card("Faramir, Field Commander"), _card("Call of the Ring")
    assert faramir["abilities"][-1]["trigger"] == "ring_tempts_you_other_bearer"
    assert call["abilities"][1]["trigger"] == "you_choose_ring_bearer"
    cards = (faramir, call, _card("Birthday Escape"), BEAR)
    field = [_on("f", "Faramir, Field Commander"), _on("a", "Probe Bear")]
    game = state(alice={"hand": [{"id": "e", "card": "Birthday Escape"}], "mana_pool": {"U": 1}}, battlefield=field)
    cast = _run(game, [{"type": "cast", "card": "e"}], *cards)
    other = _run(cast["state"], [{"type": "resolve", "choices": {"chosen": ["a"]}}, RESOLVE], *cards)
    assert len(other["state"]["battlefield"]) == 3  # a 1/1 Human Soldier token
    itself = _run(cast["state"], [{"type": "resolve", "choices": {"chosen": ["f"]}}], *cards)
    assert itself["state"]["stack"] == [] and len(itself["state"]["battlefield"]) == 2  # it doesn't trigger
    # Call of the Ring: tempted at the upkeep; choosing a Ring-bearer triggers "you may pay 2 life. If you do, draw"
    upkeep = state(step="untap", battlefield=[_on("c", "Call of the Ring"), _on("a", "Probe Bear")])
    tempted = _run(upkeep, [NEXT, RESOLVE], *cards)
    assert tempted["state"]["ring_bearers"] == {"alice": "a"} and len(tempted["state"]["stack"]) == 1
    paid = _run(tempted["state"], [{"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)
    assert player_of(paid, "alice")["life"] == 18 and len(player_of(paid, "alice")["hand"]) == 1
    # no creature: no Ring-bearer chosen, so "Whenever you choose a creature as your Ring-bearer" doesn't trigger
    alone = _run(state(step="untap", battlefield=[_on("c", "Call of the Ring")]), [NEXT, RESOLVE], *cards)
    assert alone["state"]["stack"] == [] and alone["state"]["ring_tempted"] == {"alice": 1}
    assert probe_support("Whenever the Ring tempts you, if you chose ~ as your Ring-bearer, draw a card.") != "full"
    assert probe_support("Whenever an opponent chooses a creature as their Ring-bearer, draw a card.") != "full"


# --- "Equip Human {1}" (CR 702.6a, 205.3m) ----------------------------------------------------------------------------

def test_702_6a_equip_with_a_creature_type_targets_only_a_creature_of_that_type_you_control() -> None:
    blade = _card("Dúnedain Blade")
    assert blade["abilities"][1] == {"kind": "equip", "cost": "{1}",
                                     "effect": {"kind": "attach", "target": "creature:you_control:Human"}}
    human = {**BEAR, "name": "Probe Human", "subtypes": ["Human"]}
    game = state(alice={"mana_pool": {"C": 1}},
                 battlefield=[_on("d", "Dúnedain Blade"), _on("h", "Probe Human"), _on("a", "Probe Bear")])
    done = _run(game, [{"type": "activate", "permanent": "d", "ability": 1, "choices": {"targets": ["h"]}}, RESOLVE],
                blade, human, BEAR)
    assert permanent(done, "d")["attached_to"] == "h"
    with pytest.raises(IllegalAction):  # a Bear is no Human
        _run(game, [{"type": "activate", "permanent": "d", "ability": 1, "choices": {"targets": ["a"]}}], blade, human,
             BEAR)
    assert probe_support("Equip Probe {1}", "Artifact — Equipment", None) != "full"  # no creature type
    assert probe_support("Equip Human {X}", "Artifact — Equipment", None) != "full"


# --- "If that creature would die this turn, exile it instead." past "That creature ..." (CR 614.1a, 608.2c) ----------

def test_614_1a_exile_instead_of_dying_after_a_sentence_on_that_creature_or_its_controller() -> None:
    smite = _card("Smite the Deathless")
    burn = mtgjson_full_definition("MID", "Burn the Accursed")
    assert [a["effect"]["kind"] for a in smite["abilities"]] == ["damage", "lose_keywords", "exiled_if_it_would_die"]
    assert [a["effect"]["kind"] for a in burn["abilities"]] == ["damage", "damage", "exiled_if_it_would_die"]
    wall = {**OGRE, "name": "Probe Wall", "keywords": ["indestructible"]}
    game = state(alice={"hand": [{"id": "s", "card": "Smite the Deathless"}, {"id": "b", "card": "Burn the Accursed"}],
                        "mana_pool": {"R": 5}},
                 battlefield=[_on("w", "Probe Wall", "bob"), _on("o", "Probe Ogre", "bob")])
    smote = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["w"]}}, RESOLVE], smite, burn, wall, OGRE)
    assert "w" not in [p["id"] for p in smote["state"]["battlefield"]]
    assert [c["id"] for c in player_of(smote, "bob")["exile"]] == ["w"]  # exiled instead of dying
    burnt = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["o"]}}, RESOLVE], smite, burn, wall, OGRE)
    assert [c["id"] for c in player_of(burnt, "bob")["exile"]] == ["o"] and player_of(burnt, "bob")["life"] == 18
    # not one target of that kind before it: still refused
    assert probe_support("~ deals 3 damage to target creature and 2 damage to target player. If that creature would die "
                         "this turn, exile it instead.", "Instant", None) != "full"
    assert probe_support("Destroy target artifact. That creature loses indestructible until end of turn. If that "
                         "creature would die this turn, exile it instead.", "Instant", None) != "full"


# --- "for each card you looked at while scrying this way" (CR 701.22a, 608.2h) ----------------------------------------

def test_701_22a_a_pump_for_each_card_looked_at_while_scrying() -> None:
    celeborn = _card("Celeborn the Wise")
    assert celeborn["abilities"][1]["effect"] == {"kind": "pump", "target": "self", "power": "that_much",
                                                  "toughness": "that_much", "duration": "end_of_turn"}
    scry = {"name": "Probe Scry", "types": ["Sorcery"], "mana_cost": "{U}",
            "abilities": [{"kind": "spell", "effect": {"kind": "scry", "amount": 2}}]}
    game = state(alice={"hand": [{"id": "s", "card": "Probe Scry"}], "mana_pool": {"U": 1}},
                 battlefield=[_on("c", "Celeborn the Wise")])
    done = _run(game, [{"type": "cast", "card": "s"}, RESOLVE, RESOLVE], celeborn, scry)
    assert (permanent(done, "c")["characteristics"]["power"], permanent(done, "c")["characteristics"]["toughness"]) \
        == (3 + 2, 3 + 2)  # a 3/3, two cards looked at
    assert probe_support("Whenever you surveil, ~ gets +1/+1 until end of turn for each card you looked at while "
                         "scrying this way.") != "full"
    assert probe_support("Whenever you scry, target creature gets +1/+1 until end of turn for each card you looked "
                         "at while scrying this way.") != "full"


def test_603_4_if_you_dont_control_a_ring_bearer_on_landfall() -> None:
    rangers = _card("Dúnedain Rangers")
    assert rangers["abilities"][0]["intervening_if"] == {"kind": "s34ltr_no_ring_bearer"}
    forest = {"name": "Probe Forest", "types": ["Land"], "subtypes": ["Forest"]}
    game = state(alice={"hand": [{"id": "l", "card": "Probe Forest"}]}, battlefield=[_on("r", "Dúnedain Rangers")])
    played = _run(game, [{"type": "play_land", "card": "l"}, RESOLVE], rangers, forest)
    assert played["state"]["ring_bearers"] == {"alice": "r"}
    bearing = {**game, "ring_tempted": {"alice": 1}, "ring_bearers": {"alice": "r"}}
    assert _run(bearing, [{"type": "play_land", "card": "l"}], rangers, forest)["state"]["stack"] == []
    assert probe_support("Whenever you cast a spell, if you don't control a Ring-bearer, draw a card.") != "full"


# --- "Nonlegendary creatures you control get +1/+1." (CR 205.4a, 613.4c) ---------------------------------------------

def test_205_4a_nonlegendary_creatures_you_control_get_a_bonus_and_a_ring_bearer_is_legendary() -> None:
    flowering = _card("Flowering of the White Tree")
    assert flowering["abilities"][1]["affected_with"] == "creature:nonlegendary"
    field = [_on("f", "Flowering of the White Tree"), _on("a", "Probe Bear"), _on("o", "Probe Ogre"),
             _on("x", "Probe Bear", "bob")]
    game = {**state(battlefield=field), "ring_tempted": {"alice": 1}, "ring_bearers": {"alice": "o"}}
    done = _run(game, [], flowering, BEAR, OGRE)

    def pt(object_id: str) -> tuple[int, int]:
        seen = permanent(done, object_id)["characteristics"]
        return seen["power"], seen["toughness"]

    assert (pt("a"), pt("o"), pt("x")) == ((3, 3), (5, 4), (2, 2))  # the Ring-bearer is legendary: +2/+1 instead
    assert probe_support("Nonlegendary artifacts you control have hexproof.", "Enchantment", None) != "full"


# --- "that creature's controller" in a trigger on a creature dying (CR 603.2, 608.2h) ---------------------------------

def test_608_2h_that_creatures_controller_is_the_dying_creatures_controller() -> None:
    gimli = _card("Gimli, Counter of Kills")
    assert gimli["abilities"][-1]["effect"] == {"kind": "damage", "amount": 1, "target": "that_player"}
    kill = {"name": "Probe Kill", "types": ["Instant"], "mana_cost": "{B}",
            "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}
    game = state(alice={"hand": [{"id": "k", "card": "Probe Kill"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("g", "Gimli, Counter of Kills"), _on("x", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["x"]}}, RESOLVE, RESOLVE], gimli, kill,
                BEAR)
    assert player_of(done, "bob")["life"] == 19 and player_of(done, "alice")["life"] == 20
    assert probe_support("Whenever a creature you control dies, that creature's controller loses 1 life.") != "full"


# --- "Whenever ~ becomes blocked, it deals 1 damage to each creature blocking it." (CR 509.1h, 120.3) ----------------

def test_509_1h_it_deals_damage_to_each_creature_blocking_it() -> None:
    goblin = _card("Battle-Scarred Goblin")
    assert goblin["abilities"][-1]["effect"] == {"kind": "damage", "amount": 1, "target": "all:creature:blocking_source"}
    field = [_on("g", "Battle-Scarred Goblin"), _on("a", "Probe Bear", "bob"), _on("b", "Probe Bear", "bob"),
             _on("c", "Probe Bear", "bob")]
    game = state(step="declare_attackers", battlefield=field)
    done = _run(game, [attack("g"), NEXT, block(("a", "g"), ("b", "g")), RESOLVE], goblin, BEAR)
    assert [(p["id"], p.get("damage", 0)) for p in done["state"]["battlefield"] if p["id"] in "abc"] == \
        [("a", 1), ("b", 1), ("c", 0)]
    assert probe_support("Whenever a creature you control becomes blocked, it deals 1 damage to each creature blocking "
                         "it.") != "full"


def test_701_54c_a_ring_bearer_is_legendary_for_the_legend_rule() -> None:
    legend = {**BEAR, "name": "Probe Legend", "supertypes": ["Legendary"]}
    copy = {"name": "Probe Legend", "types": ["Creature"], "power": 2, "toughness": 2, "colors": ["G"]}  # not legendary
    field = [_on("l", "Probe Legend"), {**_on("t", "Probe Legend"), "card": copy, "is_token": True}]
    apart = _run(state(battlefield=field), [NEXT], legend)
    assert sorted(p["id"] for p in apart["state"]["battlefield"]) == ["l", "t"]  # one legendary: no legend rule
    game = {**state(battlefield=field), "ring_tempted": {"alice": 1}, "ring_bearers": {"alice": "t"}}
    done = _run(game, [NEXT], legend)
    assert len(done["state"]["battlefield"]) == 1  # both legendary with one name: one goes (CR 704.5j)
