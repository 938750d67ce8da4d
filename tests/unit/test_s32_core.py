"""Session 32, group core (docs/oracle-s32-core.md): replacement effects on every move to a graveyard, "from anywhere"
(CR 614.1a, 614.6), read from the real Oracle text of the core sets' cards (tests/fixtures/sets) and played by the
engine: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
and "If a card would be put into an opponent's graveyard from anywhere, exile it instead."."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    player_of,
    probe_support,
    read_full_definition,
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _library(*ids: str) -> list[dict[str, Any]]:
    return [{"id": card_id, "card": "Probe Bear"} for card_id in ids]


def _ids(done: dict[str, Any], player: str, zone: str) -> list[str]:
    return [card["id"] for card in player_of(done, player)[zone]]


def _mill() -> dict[str, Any]:
    return read_full_definition("Probe Mill", "Sorcery", "Target player mills three cards.", "{U}")


def _sacrifice() -> dict[str, Any]:
    return read_full_definition("Probe Edict", "Sorcery", "Target player sacrifices a creature.", "{B}")


def test_614_1a_own_replacement_shuffles_the_card_into_its_library_from_library_battlefield_and_stack() -> None:
    colossus, progenitus = mtgjson_full_definition("M10", "Darksteel Colossus"), scryfall_full_definition(
        "fdn.json", "Progenitus")
    nexus, weapon = mtgjson_full_definition("M19", "Nexus of Fate"), mtgjson_full_definition("10E", "Legacy Weapon")
    for card in (colossus, progenitus, nexus, weapon):
        assert {"kind": "s32core_graveyard_instead", "cards": "self"} in card["abilities"]
    # milled: Darksteel Colossus goes into its owner's library (shuffled), the other milled cards into the graveyard
    game = state(alice={"hand": [{"id": "m", "card": "Probe Mill"}], "mana_pool": {"U": 1}},
                 bob={"library": [*_library("b1"), {"id": "dc", "card": "Darksteel Colossus"}, *_library("b2", "b3")]})
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                _mill(), colossus, BEAR)
    assert _ids(done, "bob", "graveyard") == ["b1", "b2"]
    assert sorted(_ids(done, "bob", "library")) == ["b3", "dc"]
    moved = [e for e in events_of(done, "zone_change") if e.get("object") == "dc"]
    assert [(e["from"], e["to"]) for e in moved] == [("library", "library")] and "CR 614.1a" in moved[0]["cites"]
    assert [e["player"] for e in events_of(done, "library_shuffled")] == ["bob"]
    # sacrificed: Progenitus doesn't die, it goes into its owner's library
    game = state(alice={"hand": [{"id": "e", "card": "Probe Edict"}], "mana_pool": {"B": 1}},
                 bob={"library": _library("b1")}, battlefield=[on_battlefield("p", "Progenitus", "bob")])
    done = _run(game, [{"type": "cast", "card": "e", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                _sacrifice(), progenitus, BEAR)
    assert not done["state"]["battlefield"] and _ids(done, "bob", "graveyard") == []
    assert sorted(_ids(done, "bob", "library")) == ["b1", "p"]
    assert not events_of(done, "creature_died")
    # the spell resolves: Nexus of Fate goes into its owner's library, not the graveyard (CR 608.2n replaced)
    game = state(alice={"hand": [{"id": "n", "card": "Nexus of Fate"}], "mana_pool": {"U": 2, "C": 5},
                        "library": _library("a1", "a2")})
    done = _run(game, [{"type": "cast", "card": "n"}, {"type": "resolve"}], nexus, BEAR)
    assert _ids(done, "alice", "graveyard") == [] and sorted(_ids(done, "alice", "library")) == ["a1", "a2", "n"]
    assert [e["player"] for e in events_of(done, "library_shuffled")] == ["alice"]


def test_614_1a_leyline_exiles_the_opponents_cards_from_anywhere_not_its_controllers() -> None:
    leyline = mtgjson_full_definition("M20", "Leyline of the Void")
    assert leyline["abilities"][1] == {"kind": "s32core_graveyard_instead", "cards": "opponents"}
    field = [on_battlefield("l", "Leyline of the Void"), on_battlefield("x", "Probe Bear", "bob")]
    game = state(alice={"hand": [{"id": "m", "card": "Probe Mill"}, {"id": "m2", "card": "Probe Mill"},
                                 {"id": "e", "card": "Probe Edict"}],
                        "mana_pool": {"U": 2, "B": 1}, "library": _library("a1", "a2", "a3", "a4")},
                 bob={"library": _library("b1", "b2", "b3", "b4")}, battlefield=field)
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "cast", "card": "m2", "choices": {"targets": ["alice"]}}, {"type": "resolve"},
                       {"type": "cast", "card": "e", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                _mill(), _sacrifice(), leyline, BEAR)
    assert _ids(done, "bob", "graveyard") == [] and _ids(done, "bob", "exile") == ["b1", "b2", "b3", "x"]
    assert _ids(done, "alice", "graveyard") == ["m", "a1", "a2", "a3", "m2", "e"]  # its controller's: not replaced
    assert not events_of(done, "creature_died")  # exiled instead: it never died (CR 614.6, 700.4)


def test_614_1a_near_variants_stay_refused() -> None:
    assert probe_support("If a card or token would be put into your graveyard from anywhere, exile it instead.") == "full"
    assert probe_support("If a card or token would be put into a graveyard from anywhere, exile it instead.") == "full"
    for text in ("If a creature card would be put into a graveyard from anywhere, exile it instead.",
                 "If a card would be put into your graveyard from anywhere this turn, exile that card instead.",
                 "If ~ would be put into a graveyard from anywhere, reveal ~ and put it on the bottom of its owner's "
                 "library instead.",
                 "If a nontoken creature would be put into an opponent's graveyard from anywhere, exile it instead."):
        assert probe_support(text) != "full", text
    assert probe_support("Draw a card. If ~ would be put into a graveyard from anywhere, exile it instead.",
                         "Instant", None) != "full"


# --- "Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its
# controller pays {2}." (CR 603.2, 115.1, 701.6a, 118.12) ----------------------------------------------------------------

def test_701_6a_frost_titan_counters_the_opponents_spell_targeting_it_unless_they_pay() -> None:
    titan = mtgjson_full_definition("M11", "Frost Titan")
    assert titan["abilities"][0] == {"kind": "triggered", "trigger": "targeted_by_opponent", "effect": {
        "kind": "counter_unless_pays", "target": "that_spell_or_ability", "cost": "{2}"}}
    zap = read_full_definition("Probe Zap", "Instant", "Probe Zap deals 2 damage to any target.", "{R}")
    game = state(battlefield=[on_battlefield("t", "Frost Titan")],
                 bob={"hand": [{"id": "z", "card": "Probe Zap"}], "mana_pool": {"R": 1, "C": 2}})
    cast = {"type": "cast", "player": "bob", "card": "z", "choices": {"targets": ["t"]}}
    asked = _run(game, [cast], titan, zap)
    assert [item["id"] for item in asked["state"]["stack"]][1:] == ["z"]
    assert asked["pending"]["player"] == "bob" and asked["pending"]["options"]["countering"] == "z"
    countered = _run(game, [cast, {"type": "resolve", "choices": {"pay_unless": False}}], titan, zap)
    assert events_of(countered, "spell_countered")[0]["countered"] == "z"
    paid = _run(game, [cast, {"type": "resolve", "choices": {"pay_unless": True}}, {"type": "resolve"}], titan, zap)
    assert not events_of(paid, "spell_countered") and events_of(paid, "damage_dealt")
    mine = state(battlefield=[on_battlefield("t", "Frost Titan")],
                 alice={"hand": [{"id": "z", "card": "Probe Zap"}], "mana_pool": {"R": 1}})
    assert [i["id"] for i in _run(mine, [{"type": "cast", "card": "z", "choices": {"targets": ["t"]}}], titan, zap)[
        "state"]["stack"]] == ["z"]  # its controller's own spell: no trigger
    for text in ("Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or "
                 "ability unless its controller pays 2 life.",
                 "Whenever ~ becomes the target of a spell or ability an opponent controls, you may counter that spell "
                 "or ability unless its controller pays {2}.",
                 "Whenever ~ becomes the target of a spell an opponent controls, counter that spell or ability unless "
                 "its controller pays {2}."):
        assert probe_support(text) != "full", text


# --- "Whenever ~ or another Dragon enters under your control, it deals X damage to any target, where X is the number of
# Dragons you control." (CR 120.1, 608.2h) -------------------------------------------------------------------------------

def test_608_2h_scourge_of_valkas_the_entering_dragon_deals_the_number_of_dragons() -> None:
    scourge = mtgjson_full_definition("M14", "Scourge of Valkas")
    assert scourge["abilities"][0]["effect"] == {"kind": "damage_by_it", "amount": "its_power", "target": "any",
                                                 "by": "that_permanent",
                                                 "s32core_count": "count:permanent:you_control:Dragon"}
    whelp = {"name": "Probe Whelp", "types": ["Creature"], "subtypes": ["Dragon"], "power": 1, "toughness": 1,
             "mana_cost": "{R}", "colors": ["R"]}
    game = state(alice={"hand": [{"id": "w", "card": "Probe Whelp"}], "mana_pool": {"R": 1}},
                 battlefield=[on_battlefield("s", "Scourge of Valkas"), on_battlefield("d", "Probe Whelp"),
                              on_battlefield("x", "Probe Whelp", "bob")])
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], scourge, whelp)
    assert player_of(done, "bob")["life"] == 17  # three Dragons alice controls (bob's isn't counted)
    assert [e["source"] for e in events_of(done, "damage_dealt")] == ["w"]  # the entering Dragon deals it
    for text in ("Whenever ~ or another Dragon enters under your control, it deals X damage to any target.",
                 "Whenever ~ or another Dragon enters under your control, it deals X damage to any target, where X is "
                 "your life total."):
        assert probe_support(text) != "full", text


# --- "~ deals 3 damage to that land's controller." after one target land (CR 608.2h) -----------------------------------

def test_608_2h_cryoclasm_deals_damage_to_the_destroyed_lands_controller() -> None:
    cryoclasm = mtgjson_full_definition("10E", "Cryoclasm")
    assert cryoclasm["abilities"] == [{"kind": "spell", "effect": {"kind": "destroy", "target": "permanent:Plains_or_Island"}},
                                      {"kind": "spell", "effect": {"kind": "damage", "amount": 3,
                                                                   "target": "its_controller"}}]
    island = {"name": "Probe Island", "types": ["Land"], "subtypes": ["Island"], "supertypes": ["Basic"]}
    game = state(alice={"hand": [{"id": "c", "card": "Cryoclasm"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[on_battlefield("i", "Probe Island", "bob")])
    done = _run(game, [{"type": "cast", "card": "c", "choices": {"targets": ["i"]}}, {"type": "resolve"}],
                cryoclasm, island)
    assert not done["state"]["battlefield"] and player_of(done, "bob")["life"] == 17
    assert player_of(done, "alice")["life"] == 20
    for text in ("Destroy target Plains or Island. ~ deals 3 damage to that enchantment's controller.",
                 "Destroy target creature. ~ deals 3 damage to that enchantment's controller."):
        assert probe_support(text, "Sorcery", None) != "full", text


def test_614_1a_a_card_or_token_into_any_graveyard_is_exiled_its_controllers_too() -> None:
    rest = read_full_definition("Probe Rest", "Enchantment", "If a card or token would be put into a graveyard from "
                                "anywhere, exile it instead.", "{1}{W}")
    assert rest["abilities"] == [{"kind": "s32core_graveyard_instead", "cards": "all", "tokens": True}]
    game = state(alice={"hand": [{"id": "m", "card": "Probe Mill"}], "mana_pool": {"U": 1},
                        "library": _library("a1", "a2", "a3")},
                 battlefield=[on_battlefield("r", "Probe Rest", "bob")])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["alice"]}}, {"type": "resolve"}],
                _mill(), rest, BEAR)
    assert _ids(done, "alice", "graveyard") == [] and _ids(done, "alice", "exile") == ["a1", "a2", "a3", "m"]
