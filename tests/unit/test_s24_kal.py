"""Session 24, group kal (docs/oracle-s24-kal.md): Aether Revolt's mechanics (improvise, energy counters, revolt,
fabricate), each read from the real Oracle line and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

IMPROVISE = ("Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating "
             "mana abilities pays for {1}.)")
TRINKET = {"name": "Trinket", "types": ["Artifact"]}
BEAR_ART = {"name": "Metal Bear", "types": ["Artifact", "Creature"], "power": 2, "toughness": 2}


def _library(player: str, count: int) -> list[dict[str, Any]]:
    return [{"id": f"{player}-lib-{n}", "card": "Trinket"} for n in range(count)]


# --- improvise (CR 702.126) ------------------------------------------------------------------------------------------

REVERSE_ENGINEER = ("Reverse Engineer", "Sorcery", IMPROVISE + "\nDraw three cards.", "{3}{U}{U}")


def test_702_126a_improvise_taps_artifacts_for_generic_mana() -> None:
    engineer = read_full_definition(*REVERSE_ENGINEER)
    assert engineer["keywords"] == ["improvise"]
    arts = [_on("t1", "Trinket"), _on("t2", "Metal Bear"), _on("t3", "Trinket")]
    game = state(alice={"hand": [{"id": "h", "card": "Reverse Engineer"}], "mana_pool": {"U": 2},
                        "library": _library("alice", 4)}, battlefield=arts)
    done = _run(game, [{"type": "cast", "card": "h", "improvise": ["t1", "t2", "t3"]}, {"type": "resolve"}],
                engineer, TRINKET, BEAR_ART)
    assert len(player_of(done, "alice")["hand"]) == 3
    assert all(_permanent(done, p)["tapped"] for p in ("t1", "t2", "t3"))  # type: ignore[index]
    # an artifact pays generic mana only: a fourth one (for {U}) is refused, as is a creature that is no artifact
    game = state(alice={"hand": [{"id": "h", "card": "Reverse Engineer"}], "mana_pool": {"U": 1, "C": 1},
                        "library": _library("alice", 4)},
                 battlefield=[*arts, _on("t4", "Trinket"), _on("b", "Bear")])
    for named in (["t1", "t2", "t3", "t4"], ["t1", "t2", "b"]):
        with pytest.raises(IllegalAction) as refusal:
            _run(game, [{"type": "cast", "card": "h", "improvise": named}], engineer, TRINKET, BEAR_ART, BEAR)
        assert "CR 702.126a" in refusal.value.cites


# --- energy counters (CR 107.14, 122.1) ------------------------------------------------------------------------------

AETHER_HERDER = ("Aether Herder", "Creature — Elf Artificer Druid",
                 "When Aether Herder enters the battlefield, you get {E}{E} (two energy counters).\nWhenever Aether "
                 "Herder attacks, you may pay {E}{E}. If you do, create a 1/1 colorless Servo artifact creature token.",
                 "{3}{G}", ("3", "3"))
SHIPWRECK_MORAY = ("Shipwreck Moray", "Creature — Fish", "When Shipwreck Moray enters the battlefield, you get "
                   "{E}{E}{E}{E} (four energy counters).\nPay {E}: Shipwreck Moray gets +2/-2 until end of turn.",
                   "{3}{U}", ("0", "5"))
CONSULATE_TURRET = ("Consulate Turret", "Artifact", "{T}: You get {E} (an energy counter).\n{T}, Pay {E}{E}{E}: "
                    "Consulate Turret deals 2 damage to target player or planeswalker.", "{3}")
RESERVOIR_WALKER = ("Reservoir Walker", "Artifact Creature — Construct", "When Reservoir Walker enters the "
                    "battlefield, you gain 3 life and get {E}{E}{E} (three energy counters).", "{5}", ("3", "3"))
PEEMA = ("Peema Aether-Seer", "Creature — Elf Druid", "When Peema Aether-Seer enters the battlefield, you get an amount "
         "of {E} (energy counters) equal to the greatest power among creatures you control.\nPay {E}{E}{E}: Target "
         "creature blocks this turn if able.", "{3}{G}", ("3", "2"))
BASKER = ("Aetherwind Basker", "Creature — Lizard", "Trample\nWhenever Aetherwind Basker enters the battlefield or "
          "attacks, you get {E} (an energy counter) for each creature you control.\nPay {E}: Aetherwind Basker gets "
          "+1/+1 until end of turn.", "{4}{G}{G}{G}", ("7", "7"))


def test_122_1_energy_is_got_on_entering_and_paid_for_an_optional_trigger_cost() -> None:
    herder = read_full_definition(*AETHER_HERDER)
    assert herder["abilities"][0]["effect"] == {"kind": "get_energy", "amount": 2}
    assert herder["abilities"][1]["optional_cost"] == "{E}{E}"
    _not_read("When ~ enters, you get {E}{R}.")
    game = state(alice={"hand": [{"id": "h", "card": "Aether Herder"}], "mana_pool": {"G": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve"}], herder)
    assert player_of(done, "alice")["energy_counters"] == 2
    assert events_of(done, "energy_counters_given")[0]["amount"] == 2
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    for energy, servos in ((2, 1), (3, 1)):
        game = state(step="declare_attackers", alice={"energy_counters": energy},
                     battlefield=[_on("a", "Aether Herder")])
        done = _run(game, [attack, {"type": "resolve", "choices": {"pay_optional_cost": True}}], herder)
        assert player_of(done, "alice").get("energy_counters", 0) == energy - 2
        assert sum(p["card"]["name"] == "Servo Token" if isinstance(p["card"], dict) else False
                   for p in done["state"]["battlefield"]) == servos
    game = state(step="declare_attackers", alice={"energy_counters": 1}, battlefield=[_on("a", "Aether Herder")])
    with pytest.raises(IllegalAction) as refusal:  # one energy counter can't pay {E}{E} (CR 118.3)
        _run(game, [attack, {"type": "resolve", "choices": {"pay_optional_cost": True}}], herder)
    assert "CR 107.14" in refusal.value.cites


def test_107_14_pay_energy_as_an_activation_cost() -> None:
    moray = read_full_definition(*SHIPWRECK_MORAY)
    assert moray["abilities"][1]["other_costs"] == [{"kind": "pay_energy", "amount": 1}]
    pump = {"type": "activate", "player": "alice", "permanent": "m", "ability": 1}
    game = state(alice={"energy_counters": 1}, battlefield=[_on("m", "Shipwreck Moray")])
    done = _run(game, [pump, {"type": "resolve"}], moray)
    assert "energy_counters" not in player_of(done, "alice")  # 0: left out
    assert events_of(done, "energy_paid")[0]["amount"] == 1
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [pump, {"type": "resolve"}, pump], moray)
    assert "CR 107.14" in refusal.value.cites


def test_107_14_consulate_turret_gets_then_spends_energy() -> None:
    turret = read_full_definition(*CONSULATE_TURRET)
    assert turret["abilities"][0] == {"kind": "activated", "cost": "{T}", "effect": {"kind": "get_energy", "amount": 1}}
    game = state(alice={"energy_counters": 2}, battlefield=[_on("t", "Consulate Turret")])
    done = _run(game, [{"type": "activate", "player": "alice", "permanent": "t", "ability": 0}, {"type": "resolve"}],
                turret)
    assert player_of(done, "alice")["energy_counters"] == 3
    game = state(alice={"energy_counters": 3}, battlefield=[_on("t", "Consulate Turret")])
    done = _run(game, [{"type": "activate", "player": "alice", "permanent": "t", "ability": 1,
                        "choices": {"targets": ["bob"]}}, {"type": "resolve"}], turret)
    assert player_of(done, "bob")["life"] == 18 and "energy_counters" not in player_of(done, "alice")


def test_122_1_counted_energy_amounts_and_a_shared_subject() -> None:
    walker, peema, basker = (read_full_definition(*card) for card in (RESERVOIR_WALKER, PEEMA, BASKER))
    assert walker["abilities"][0]["then_effects"] == [{"kind": "get_energy", "amount": 3}]
    assert peema["abilities"][0]["effect"]["amount"] == "greatest_power:creature:you_control"
    assert basker["abilities"][0]["effect"] == {"kind": "get_energy", "amount": "creatures_you_control"}
    for card, definition, energy in (("Reservoir Walker", walker, 3), ("Peema Aether-Seer", peema, 5),
                                     ("Aetherwind Basker", basker, 3)):
        game = state(alice={"hand": [{"id": "h", "card": card}], "mana_pool": {"G": 3, "C": 5}},
                     battlefield=[_on("big", "Big Bear"), _on("b", "Bear")])
        done = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve"}], definition,
                    {"name": "Big Bear", "types": ["Creature"], "power": 5, "toughness": 5}, BEAR)
        assert player_of(done, "alice")["energy_counters"] == energy, card
    assert player_of(done, "alice")["life"] == 20


# --- revolt (ability word, CR 207.2c; the turn's record of permanents that left the battlefield, CR 400.7) -----------

REVOLT = "Revolt — "
LEFT = "if a permanent you controlled left the battlefield this turn"
AIRDROP = ("Airdrop Aeronauts", "Creature — Dwarf Scout", f"Flying\n{REVOLT}When Airdrop Aeronauts enters the "
           f"battlefield, {LEFT}, you gain 5 life.", "{3}{W}{W}", ("4", "3"))
HIDDEN_STOCKPILE = ("Hidden Stockpile", "Enchantment", f"{REVOLT}At the beginning of your end step, {LEFT}, create a 1/1 "
                    "colorless Servo artifact creature token.\n{1}, Sacrifice a creature: Scry 1.", "{W}{B}")
GREENWHEEL = ("Greenwheel Liberator", "Creature — Elf Warrior", f"{REVOLT}Greenwheel Liberator enters the battlefield "
              f"with two +1/+1 counters on it {LEFT}.", "{1}{G}", ("2", "1"))
DECOMMISSION = ("Decommission", "Instant", f"Destroy target artifact or enchantment.\n{REVOLT}If a permanent you "
                "controlled left the battlefield this turn, you gain 3 life.", "{2}{W}")


def _left(controller: str, to: str = "exile") -> dict[str, Any]:
    return {"permanent": "gone", "controller": controller, "to": to, "types": ["Artifact"]}


def test_207_2c_revolt_reads_a_permanent_you_controlled_leaving_to_any_zone() -> None:
    aeronauts = read_full_definition(*AIRDROP)
    assert aeronauts["abilities"][0]["intervening_if"] == {"kind": "this_turn", "record": "left_battlefield",
                                                            "who": "you", "spec": "permanent"}
    _not_read("When ~ enters, if a permanent you controlled left the battlefield this game, you gain 5 life.")
    cast = [{"type": "cast", "card": "h"}, {"type": "resolve"}]
    for left, life in (([_left("alice")], 25), ([_left("alice", "hand")], 25), ([_left("bob")], 20), ([], 20)):
        game = state(alice={"hand": [{"id": "h", "card": "Airdrop Aeronauts"}], "mana_pool": {"W": 2, "C": 3}},
                     left_battlefield_this_turn=left)
        done = _run(game, [*cast, *([{"type": "resolve"}] if life == 25 else [])], aeronauts)
        assert player_of(done, "alice")["life"] == life, left
        assert bool(events_of(done, "trigger_put_on_stack")) == (life == 25)  # CR 603.4: no trigger without it


def test_400_7_revolt_end_step_trigger_after_a_sacrifice_and_enters_with_counters() -> None:
    stockpile, liberator = read_full_definition(*HIDDEN_STOCKPILE), read_full_definition(*GREENWHEEL)
    assert liberator["abilities"] == [{"kind": "etb_counters", "counter": "+1/+1", "amount": 2, "if_this_turn": {
        "kind": "this_turn", "record": "left_battlefield", "who": "you", "spec": "permanent"}}]
    game = state(step="postcombat_main", alice={"mana_pool": {"C": 2, "G": 1}, "library": _library("alice", 2),
                                                "hand": [{"id": "g", "card": "Greenwheel Liberator"}]},
                 battlefield=[_on("s", "Hidden Stockpile"), _on("b", "Bear")])
    sacrifice = {"type": "activate", "player": "alice", "permanent": "s", "ability": 1, "choices": {"sacrifice": ["b"]}}
    done = _run(game, [{"type": "next_step"}], stockpile, liberator, BEAR, TRINKET)
    assert not events_of(done, "trigger_put_on_stack")  # nothing left the battlefield
    done = _run(game, [sacrifice, {"type": "resolve"}, {"type": "cast", "card": "g"}, {"type": "resolve"},
                       {"type": "next_step"}, {"type": "resolve"}], stockpile, liberator, BEAR, TRINKET)
    assert _permanent(done, "g")["counters"] == {"+1/+1": 2}  # type: ignore[index]
    assert any(isinstance(p["card"], dict) and p["card"]["name"] == "Servo Token" for p in done["state"]["battlefield"])


def test_608_2c_revolt_spell_sentence() -> None:
    decommission = read_full_definition(*DECOMMISSION)
    assert decommission["abilities"][1]["effect"]["kind"] == "if_condition"
    for left, life in (([_left("alice")], 23), ([], 20)):
        game = state(alice={"hand": [{"id": "h", "card": "Decommission"}], "mana_pool": {"W": 1, "C": 2}},
                     battlefield=[_on("t", "Trinket", "bob")], left_battlefield_this_turn=left)
        done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["t"]}}, {"type": "resolve"}],
                    decommission, TRINKET)
        assert player_of(done, "alice")["life"] == life and _permanent(done, "t") is None


# --- fabricate (CR 702.123) ------------------------------------------------------------------------------------------

FABRICATOR = ("Probe Fabricator", "Artifact Creature — Construct", "Fabricate 2 (When this creature enters, put two "
              "+1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)", "{3}", ("1", "1"))


def _servos(done: dict[str, Any]) -> int:
    return sum(isinstance(p["card"], dict) and p["card"]["name"] == "Servo Token" for p in done["state"]["battlefield"])


def test_702_123a_fabricate_counters_or_servos() -> None:
    fabricator = read_full_definition(*FABRICATOR)
    assert fabricator["abilities"] == [{"kind": "triggered", "trigger": "enters",
                                        "effect": {"kind": "fabricate", "amount": 2}}]
    _not_read("Fabricate X")
    game = state(alice={"hand": [{"id": "h", "card": "Probe Fabricator"}], "mana_pool": {"C": 3}})
    cast = [{"type": "cast", "card": "h"}, {"type": "resolve"}]
    counters = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], fabricator)
    assert _permanent(counters, "h")["counters"] == {"+1/+1": 2} and _servos(counters) == 0  # type: ignore[index]
    for answer in ({"pay_optional_cost": False}, {}):
        tokens = _run(game, [*cast, {"type": "resolve", "choices": answer}], fabricator)
        assert not _permanent(tokens, "h").get("counters") and _servos(tokens) == 2  # type: ignore[union-attr]
        assert events_of(tokens, "fabricate_chosen")[0]["chosen"] == bool(answer)


# --- "You may cast a spell with mana value N or less from your hand without paying its mana cost." (CR 608.2g) -----

SRAMS_EXPERTISE = ("Sram's Expertise", "Sorcery", "Create three 1/1 colorless Servo artifact creature tokens.\nYou may "
                   "cast a spell with mana value 3 or less from your hand without paying its mana cost.", "{2}{W}{W}")
CHEAP = {"name": "Cheap Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
DEAR = {"name": "Dear Bear", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{3}{G}"}


def test_608_2g_cast_a_spell_from_hand_free_with_a_mana_value_cap() -> None:
    expertise = read_full_definition(*SRAMS_EXPERTISE)
    assert expertise["abilities"][1]["effect"] == {"kind": "cast_from_hand_free", "max_mana_value": 3}
    _not_read("Cast a spell with mana value 3 or less from your hand without paying its mana cost.", is_spell=True)
    hand = [{"id": "e", "card": "Sram's Expertise"}, {"id": "c", "card": "Cheap Bear"}, {"id": "d", "card": "Dear Bear"}]
    game = state(alice={"hand": hand, "mana_pool": {"W": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve", "choices": {"chosen": ["c"]}},
                       {"type": "resolve"}], expertise, CHEAP, DEAR)
    assert _permanent(done, "c") is not None and _servos(done) == 3
    assert events_of(done, "cast_during_resolution")[0]["card"] == "c"
    with pytest.raises(IllegalAction) as refusal:  # mana value 4
        _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve", "choices": {"chosen": ["d"]}}], expertise,
             CHEAP, DEAR)
    assert "CR 202.3" in refusal.value.cites
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}], expertise, CHEAP, DEAR)
    assert len(player_of(done, "alice")["hand"]) == 2 and _servos(done) == 3  # none chosen: none cast


SIPHONER = ("Glint-Sleeve Siphoner", "Creature — Human Rogue", "Menace\nWhenever Glint-Sleeve Siphoner enters the "
            "battlefield or attacks, you get {E} (an energy counter).\nAt the beginning of your upkeep, you may pay "
            "{E}{E}. If you do, you draw a card and you lose 1 life.", "{1}{B}", ("2", "1"))


def test_603_5_upkeep_trigger_paid_with_energy() -> None:
    siphoner = read_full_definition(*SIPHONER)
    assert siphoner["abilities"][1]["optional_cost"] == "{E}{E}"
    game = state(step="untap", alice={"energy_counters": 3, "library": _library("alice", 2)},
                 battlefield=[_on("s", "Glint-Sleeve Siphoner")])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], siphoner,
                TRINKET)
    alice = player_of(done, "alice")
    assert alice["energy_counters"] == 1 and len(alice["hand"]) == 1 and alice["life"] == 19
    game = state(step="untap", alice={"energy_counters": 1, "library": _library("alice", 2)},
                 battlefield=[_on("s", "Glint-Sleeve Siphoner")])
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], siphoner,
             TRINKET)


STATUARY = ("Inspiring Statuary", "Artifact", "Nonartifact spells you cast have improvise. (Your artifacts can help "
            "cast those spells. Each artifact you tap after you're done activating mana abilities pays for {1}.)", "{3}")


def test_611_3a_nonartifact_spells_you_cast_have_improvise() -> None:
    statuary = read_full_definition(*STATUARY)
    assert statuary["abilities"] == [{"kind": "spells_have_improvise", "not_card_type": "Artifact"}]
    metal = {**BEAR_ART, "name": "Cast Metal Bear", "mana_cost": "{2}"}
    hand = [{"id": "c", "card": "Cheap Bear"}, {"id": "m", "card": "Cast Metal Bear"}]
    game = state(alice={"hand": hand, "mana_pool": {"G": 1}},
                 battlefield=[_on("s", "Inspiring Statuary"), _on("t1", "Trinket"), _on("t2", "Trinket")])
    done = _run(game, [{"type": "cast", "card": "c", "improvise": ["s"]}, {"type": "resolve"}], statuary, CHEAP,
                metal, TRINKET)
    assert _permanent(done, "c") is not None and _permanent(done, "s")["tapped"]  # type: ignore[index]
    with pytest.raises(IllegalAction) as refusal:  # an artifact spell doesn't have it
        _run(game, [{"type": "cast", "card": "m", "improvise": ["t1", "t2"]}], statuary, CHEAP, metal, TRINKET)
    assert "CR 702.126a" in refusal.value.cites


# --- "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types." (CR 611.3a) ------

AERIAL = ("Aerial Modification", "Enchantment — Aura", "Enchant creature or Vehicle\nAs long as enchanted permanent is "
          "a Vehicle, it's a creature in addition to its other types.\nEnchanted creature gets +2/+2 and has flying.",
          "{4}{W}")
CART = {"name": "Probe Cart", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 3, "toughness": 3,
        "abilities": [{"kind": "crew", "power": 1}]}


def test_613_1d_an_enchanted_vehicle_is_a_creature_with_its_own_power() -> None:
    aerial = read_full_definition(*AERIAL)
    assert aerial["abilities"][1] == {"kind": "becomes_creature", "affected": "enchanted_permanent",
                                      "if_subtype": "Vehicle", "power": None, "toughness": None}
    _not_read("As long as enchanted permanent is a Vehicles, it's a creature in addition to its other types.")
    attack = [{"type": "declare_attackers", "attackers": [{"id": "v", "defending": "bob"}]}, {"type": "next_step"},
              {"type": "next_step"}]
    game = state(step="declare_attackers", battlefield=[_on("v", "Probe Cart"),
                                                        _on("a", "Aerial Modification", attached_to="v")])
    done = _run(game, attack, aerial, CART)
    assert player_of(done, "bob")["life"] == 15  # 3 + 2: the Vehicle's own power, then the Aura's +2/+2
    with pytest.raises(IllegalAction):  # unenchanted, the Vehicle isn't a creature and can't attack
        _run(state(step="declare_attackers", battlefield=[_on("v", "Probe Cart")]), attack, aerial, CART)


def test_118_12_an_unless_cost_of_energy() -> None:
    """ "When ~ enters, sacrifice ~ unless you pay {E}{E}." (its `unless_cost` paid with energy counters, CR 107.14)."""
    line = "When Probe Keeper enters, sacrifice Probe Keeper unless you pay {E}{E}."
    keeper = read_full_definition("Probe Keeper", "Artifact", line, "{1}")
    assert keeper["abilities"][0]["unless_cost"] == "{E}{E}"
    game = state(alice={"hand": [{"id": "k", "card": "Probe Keeper"}], "mana_pool": {"C": 1}, "energy_counters": 2})
    cast = [{"type": "cast", "card": "k"}, {"type": "resolve"}]
    kept = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], keeper)
    assert _permanent(kept, "k") is not None and "energy_counters" not in player_of(kept, "alice")
    gone = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}], keeper)
    assert _permanent(gone, "k") is None and player_of(gone, "alice")["energy_counters"] == 2
