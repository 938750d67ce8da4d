"""Session 34, group tdm (docs/oracle-s34-tdm.md): Tarkir: Dragonstorm's keywords and general constructions, each read
from the real Oracle text (tests/fixtures/sets/tdm.json, the spoiler file naming the card itself) and played by the
engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, on_battlefield, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run


def _tdm(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real TDM card, which must read `full`."""
    return mtgjson_full_definition("TDM", name)


def _spirits(done: dict[str, Any]) -> list[tuple[int, int]]:
    return [(p["characteristics"]["power"], p["characteristics"]["toughness"]) for p in done["state"]["battlefield"]
            if isinstance(p["card"], dict) and p["card"]["name"] == "Spirit Token"]


# --- endure N (CR 701.63a) ------------------------------------------------------------------------------------------

def test_701_63a_endure_counters_or_a_spirit_token() -> None:
    kin_guard = _tdm("Fortress Kin-Guard")
    assert kin_guard["abilities"][0] == {"kind": "triggered", "trigger": "enters",
                                         "effect": {"kind": "endure", "amount": 1}}
    anafenza = _tdm("Anafenza, Unyielding Lineage")
    assert {"kind": "triggered", "trigger": "creature_dies", "effect": {"kind": "endure", "amount": 2},
            "dying": "creature:other:nontoken:you_control"} in anafenza["abilities"]
    descendant = _tdm('"Descendant of Storms"')
    assert {"kind": "triggered", "trigger": "attacks", "effect": {"kind": "endure", "amount": 1},
            "optional_cost": "{1}{W}"} in descendant["abilities"]
    assert _tdm("Dusyut Earthcarver")["abilities"][-1]["effect"] == {"kind": "endure", "amount": 3}
    # "it" naming another object than ~ (the creature that entered, a target) is not read; nor ~ as a card that died
    assert probe_support("Whenever another creature you control enters, it endures 1.") != "full"
    assert probe_support("{T}: Target creature endures 2.") != "full"
    assert probe_support("When ~ dies, it endures 2.") != "full"
    game = state(alice={"hand": [{"id": "k", "card": "Fortress Kin-Guard"}], "mana_pool": {"W": 1, "C": 1}})
    cast = [{"type": "cast", "card": "k"}, {"type": "resolve"}]
    counters = _run(game, [*cast, {"type": "resolve", "choices": {"chosen": ["k"]}}], kin_guard)
    assert permanent(counters, "k")["counters"] == {"+1/+1": 1} and _spirits(counters) == []
    assert events_of(counters, "endured")[0]["choice"] == "counters"
    token = _run(game, [*cast, {"type": "resolve"}], kin_guard)
    assert not permanent(token, "k").get("counters") and _spirits(token) == [(1, 1)]
    # the Anafenza trigger: the creature that endures is the source, 2 counters or a 2/2 Spirit
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2}
    field = [on_battlefield("a", "Anafenza, Unyielding Lineage"), on_battlefield("b", "Probe Bear")]
    shock = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "abilities": [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
    died = _run(state(battlefield=field, alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}}),
                [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                 {"type": "resolve"}], anafenza, bear, shock)
    assert _spirits(died) == [(2, 2)]


# --- harmonize (CR 702.180a-b) --------------------------------------------------------------------------------------

def test_702_180a_harmonize_casts_from_the_graveyard_tapping_a_creature_to_reduce_the_cost() -> None:
    dragonfire = _tdm("Channeled Dragonfire")
    assert dragonfire["abilities"][-1] == {"kind": "harmonize", "cost": "{5}{R}{R}"}
    for name in ("Roamer's Routine", "Ureni's Rebuff", "Winternight Stories"):
        assert _tdm(name)["abilities"][-1]["kind"] == "harmonize"
    assert probe_support("Harmonize {4}{G}") != "full"  # on a permanent card: not read
    assert probe_support("Harmonize {X}{G}", "Sorcery", None) != "full"
    big = {"name": "Probe Giant", "types": ["Creature"], "power": 4, "toughness": 4}
    field = [on_battlefield("g", "Probe Giant"), on_battlefield("t", "Probe Giant", controller="bob")]
    game = state(battlefield=field, alice={"graveyard": [{"id": "d", "card": "Channeled Dragonfire"}],
                                           "mana_pool": {"R": 2, "C": 1}})
    # {5}{R}{R} less the Giant's power 4: {1}{R}{R}, paid from a pool of {R}{R}{C}; then exiled as it resolves
    cast = {"type": "cast", "card": "d", "choices": {"targets": ["bob"], "tap": ["g"]}}
    done = _run(game, [cast, {"type": "resolve"}], dragonfire, big)
    assert permanent(done, "g")["tapped"] is True
    bob = next(p for p in done["state"]["players"] if p["id"] == "bob")
    assert bob["life"] == 18
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert [c["id"] for c in alice["exile"]] == ["d"] and not alice["graveyard"]
    # without a creature tapped the whole {5}{R}{R} is due; an opponent's creature can't be tapped for it
    for choices in ({"targets": ["bob"]}, {"targets": ["bob"], "tap": ["t"]}):
        with pytest.raises(IllegalAction):
            _run(game, [{"type": "cast", "card": "d", "choices": choices}], dragonfire, big)


# --- "<costs>: Choose one — • <effects> • <effects>" (CR 700.2a, 602.2b) -------------------------------------------

def test_700_2a_an_activated_ability_with_modes_chosen_as_it_is_activated() -> None:
    apprentice = mtgjson_full_definition("MH2", "Breya's Apprentice")
    ability = next(a for a in apprentice["abilities"] if a["kind"] == "activated")
    assert ability["cost"] == "{T}" and ability["other_costs"] == [{"kind": "sacrifice_permanents",
                                                                    "spec": "artifact", "amount": 1}]
    assert [m["kind"] for m in ability["effect"]["modes"]] == ["mode_sequence", "pump"]
    breya = mtgjson_full_definition("2XM", "Breya, Etherium Shaper")
    modes = next(a for a in breya["abilities"] if a["kind"] == "activated")["effect"]["modes"]
    assert [m["kind"] for m in modes] == ["damage", "pump", "gain_life"]
    # a mana mode (a mana ability, CR 605.1a) and "choose two" are not read
    assert probe_support("{T}: Choose one —\n• Add {G}.\n• Draw a card.") != "full"
    assert probe_support("{T}: Choose two —\n• Draw a card.\n• You gain 2 life.") != "full"
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2}
    relic = {"name": "Probe Relic", "types": ["Artifact"]}
    field = [on_battlefield("a", "Breya's Apprentice"), on_battlefield("r", "Probe Relic"),
             on_battlefield("b", "Probe Bear")]
    activate = {"type": "activate", "permanent": "a", "ability": apprentice["abilities"].index(ability),
                "choices": {"modes": [1], "targets": ["b"], "sacrifice": ["r"]}}
    done = _run(state(battlefield=field), [activate, {"type": "resolve"}], apprentice, bear, relic)
    assert permanent(done, "b")["characteristics"]["power"] == 4 and permanent(done, "a")["tapped"] is True
    assert all(p["id"] != "r" for p in done["state"]["battlefield"])  # the artifact sacrificed as a cost


# --- "you may exile two cards from your graveyard. If you do / When you do, ..." (CR 608.2d, 406.2) ------------------

def test_608_2d_may_exile_n_cards_from_your_graveyard_if_you_do() -> None:
    sculptor = _tdm("Aegis Sculptor")
    trigger = next(a for a in sculptor["abilities"] if a.get("step") == "upkeep")
    assert trigger["optional_action"] == {"action": "exile_from_graveyard", "spec": "card_in_your_graveyard",
                                          "amount": 2}
    necromancer = mtgjson_full_definition("MH2", "Young Necromancer")
    assert necromancer["abilities"][-1]["optional_action"]["amount"] == 2 and necromancer["abilities"][-1]["reflexive"]
    # another player's graveyard stays refused (s30-stdb's near variants too)
    assert probe_support("At the beginning of your upkeep, you may exile two cards from an opponent's graveyard. If you "
                         "do, put a +1/+1 counter on ~.") != "full"
    rock = {"name": "Probe Rock", "types": ["Artifact"]}
    graveyard = [{"id": "r1", "card": "Probe Rock"}, {"id": "r2", "card": "Probe Rock"}, {"id": "r3", "card": "Probe Rock"}]
    game = state(step="untap", battlefield=[on_battlefield("s", "Aegis Sculptor")], alice={"graveyard": graveyard})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], sculptor,
                rock)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert len(alice["exile"]) == 2 and len(alice["graveyard"]) == 1
    assert permanent(done, "s")["counters"] == {"+1/+1": 1}
    short = state(step="untap", battlefield=[on_battlefield("s", "Aegis Sculptor")], alice={"graveyard": graveyard[:1]})
    with pytest.raises(IllegalAction):  # one card: the action can't be done, so "If you do" can't hold
        _run(short, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], sculptor, rock)


# --- "As an additional cost to cast ~, behold a Dragon or pay {1}." (CR 701.4a, 601.2b, 601.2f-h) ------------------

def test_701_4a_behold_a_dragon_or_pay() -> None:
    exhale = _tdm("Caustic Exhale")
    assert exhale["abilities"][0] == {"kind": "reveal_or_mana_cost", "subtype": "Dragon", "mana": "{1}",
                                      "behold": True}
    assert probe_support("As an additional cost to cast ~, behold a Dragon.\nDraw a card.", "Instant", None) != "full"
    dragon = {"name": "Probe Dragon", "types": ["Creature"], "subtypes": ["Dragon"], "power": 4, "toughness": 4}
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2}
    field = [on_battlefield("d", "Probe Dragon"), on_battlefield("b", "Probe Bear", controller="bob"),
             on_battlefield("x", "Probe Dragon", controller="bob")]
    hand = [{"id": "e", "card": "Caustic Exhale"}, {"id": "h", "card": "Probe Dragon"}]
    game = state(battlefield=field, alice={"hand": hand, "mana_pool": {"B": 1}})
    for beheld in ("d", "h"):  # a Dragon she controls, or a Dragon card of her hand: {B} alone is paid
        done = _run(game, [{"type": "cast", "card": "e", "choices": {"targets": ["b"], "reveal": beheld}},
                           {"type": "resolve"}], exhale, dragon, bear)
        assert all(p["id"] != "b" for p in done["state"]["battlefield"])  # the 2/2 got -3/-3
    assert events_of(_run(game, [{"type": "cast", "card": "e", "choices": {"targets": ["b"], "reveal": "d"}}], exhale,
                          dragon, bear), "beheld")[0]["permanent"] == "d"
    for wrong in ({"targets": ["b"], "reveal": "x"}, {"targets": ["b"]}):  # an opponent's Dragon; {1} not paid
        with pytest.raises(IllegalAction):
            _run(game, [{"type": "cast", "card": "e", "choices": wrong}], exhale, dragon, bear)


# --- "Cycling {W/U}": hybrid mana in a cycling cost (CR 702.29a, 107.4e) --------------------------------------------

def test_702_29a_cycling_with_a_hybrid_cost() -> None:
    hulk = mtgjson_full_definition("2XM", "Glassdust Hulk")
    assert {"kind": "cycling", "cost": "{W/U}"} in hulk["abilities"]
    assert probe_support("Cycling {2/W}") != "full"  # a monocolored hybrid symbol: not read here
    for pool in ({"W": 1}, {"U": 1}):
        game = state(alice={"hand": [{"id": "g", "card": "Glassdust Hulk"}], "mana_pool": pool})
        done = _run(game, [{"type": "cycle", "card": "g"}, {"type": "resolve"}], hulk)
        alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
        assert [c["id"] for c in alice["graveyard"]] == ["g"] and len(alice["hand"]) == 1
    with pytest.raises(IllegalAction):  # {B} pays neither half
        _run(state(alice={"hand": [{"id": "g", "card": "Glassdust Hulk"}], "mana_pool": {"B": 1}}),
             [{"type": "cycle", "card": "g"}], hulk)


# --- "When ~ enters, it deals 3 damage to each creature and each planeswalker." (CR 120.3, 608.2b) -----------------

def test_120_3_it_deals_damage_to_each_creature_and_each_planeswalker() -> None:
    assault = _tdm("Dragonback Assault")
    assert assault["abilities"][0] == {
        "kind": "triggered", "trigger": "enters", "effect": {"kind": "damage", "amount": 3, "target": "each_creature"},
        "then_effects": [{"kind": "damage", "amount": 3, "target": "all:planeswalker", "except_for": "all:creature"}]}
    # "it" naming another creature than ~ is not read
    assert probe_support("Whenever a creature you control enters, it deals 3 damage to each creature and each "
                         "planeswalker.") != "full"
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2}
    walker = {"name": "Probe Walker", "types": ["Planeswalker"], "subtypes": ["Probe"], "loyalty": 5}
    field = [on_battlefield("b", "Probe Bear", controller="bob"), on_battlefield("w", "Probe Walker", controller="bob",
                                                                                 counters={"loyalty": 5})]
    game = state(battlefield=field, alice={"hand": [{"id": "a", "card": "Dragonback Assault"}],
                                           "mana_pool": {"G": 1, "U": 1, "R": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "a"}, {"type": "resolve"}, {"type": "resolve"}], assault, bear, walker)
    assert all(p["id"] != "b" for p in done["state"]["battlefield"])
    assert permanent(done, "w")["counters"] == {"loyalty": 2}
