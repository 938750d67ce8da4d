"""Session 28, group fdna (docs/oracle-s28-fdna.md): general constructions of Foundations (FDN, cards A-L of the lead's
list), each read from the real Oracle text (tests/fixtures/sets/fdn.json, today's wording) and played by the engine; a
near variant the engine does not implement is refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, scryfall_full_definition, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real FDN card (Scryfall), which must read `full`."""
    return scryfall_full_definition("fdn.json", name)


# --- 'Create a token that's a copy of target creature you control, except it has haste and "At the beginning of the end
# step, sacrifice this token."' (CR 707.9b, 513.1a, 701.21a) ---------------------------------------------------------

def test_707_9b_electroduplicate_token_has_haste_and_its_end_step_sacrifice() -> None:
    dup = _card("Electroduplicate")
    assert dup["abilities"][0]["effect"] == {"kind": "create_token_copy", "target": "creature:you_control",
                                             "except_keywords": ["haste"], "except_end_step_sacrifice": True}
    assert probe_support('Create a token that\'s a copy of target creature you control, except it has haste and "At the '
                         'beginning of your end step, sacrifice this token."', "Sorcery", None) != "full"
    assert probe_support('Create a token that\'s a copy of target creature you control, except it has haste and "At the '
                         'beginning of the end step, exile this token."', "Sorcery", None) != "full"
    game = state(alice={"hand": [{"id": "e", "card": "Electroduplicate"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[_on("b", "Probe Bear")])
    made = _run(game, [{"type": "cast", "card": "e", "choices": {"targets": ["b"]}}, {"type": "resolve"}], dup, BEAR)
    token = next(p for p in made["state"]["battlefield"] if p["id"] != "b")
    assert token["characteristics"]["keywords"] == ["haste"] and token["card"]["name"] == "Probe Bear"
    [trigger] = token["card"]["abilities"]
    assert (trigger["kind"], trigger["step"], trigger["whose"]) == ("step_trigger", "end", "each")
    assert trigger["effect"] == {"kind": "sacrifice", "target": "self"}
    # the next end step (alice's): the token's own trigger sacrifices it; the Bear it copied stays
    ended = _run(made["state"], [NEXT, NEXT, NEXT, NEXT, NEXT, {"type": "resolve"}], dup, BEAR)
    assert [p["id"] for p in ended["state"]["battlefield"]] == ["b"]
    assert permanent(ended, "b")["card"] == "Probe Bear"


# --- "Draw a card for each different mana value among nonland permanents you control." / "... among nonland cards in
# your graveyard." (CR 202.3, 608.2h) ---------------------------------------------------------------------------------

def test_202_3_lunar_insight_draws_for_each_different_mana_value() -> None:
    insight = _card("Lunar Insight")
    assert insight["abilities"][0]["effect"] == {"kind": "draw", "amount": "s28fdna_mana_values_nonland_permanents",
                                                 "player": "you"}
    assert probe_support("Draw a card for each different mana value among nonland creatures you control.",
                         "Sorcery", None) != "full"
    assert probe_support("Draw a card for each different mana value among cards in your graveyard.",
                         "Sorcery", None) != "full"
    giant = {**BEAR, "name": "Probe Giant", "mana_cost": "{4}{G}", "power": 5, "toughness": 5}
    land = {"name": "Probe Land", "types": ["Land"]}
    # the Bears share mana value 2, the Giant's is 5, the land's 0 isn't counted, bob's Giant isn't alice's: 2 cards
    field = [_on("b1", "Probe Bear"), _on("b2", "Probe Bear"), _on("g", "Probe Giant"), _on("l", "Probe Land"),
             _on("x", "Probe Giant", "bob")]
    game = state(alice={"hand": [{"id": "i", "card": "Lunar Insight"}], "mana_pool": {"U": 1, "C": 2}},
                 battlefield=field)
    done = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"}], insight, BEAR, giant, land)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert len(alice["hand"]) == 2
    # the graveyard's wording (the same count of cards): the sorcery itself is in the graveyard only after it resolves
    grave = {**insight, "name": "Probe Insight", "abilities": [{"kind": "spell", "effect": {
        "kind": "draw", "amount": "s28fdna_mana_values_nonland_graveyard", "player": "you"}}]}
    assert probe_support("Draw a card for each different mana value among nonland cards in your graveyard.",
                         "Sorcery", None) == "full"
    yard = state(alice={"hand": [{"id": "i", "card": "Probe Insight"}], "mana_pool": {"U": 1, "C": 2},
                        "graveyard": [{"id": "c1", "card": "Probe Bear"}, {"id": "c2", "card": "Probe Giant"},
                                      {"id": "c3", "card": "Probe Bear"}, {"id": "c4", "card": "Probe Land"}]})
    done = _run(yard, [{"type": "cast", "card": "i"}, {"type": "resolve"}], grave, BEAR, giant, land)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert len(alice["hand"]) == 2


# --- "it deals 4 damage to any target and 3 damage to each of up to two other targets." (CR 115.3, 603.3d, 120.3) ------

def _drakuseth(targets: list[str], counts: list[int] | None = None) -> dict[str, Any]:
    drakuseth = _card("Drakuseth, Maw of Flames")
    giant = {**BEAR, "name": "Probe Giant", "power": 5, "toughness": 5}
    field = [_on("d", "Drakuseth, Maw of Flames"), _on("x", "Probe Giant", "bob"), _on("y", "Probe Bear", "bob")]
    choices: dict[str, Any] = {"targets": targets, **({"target_counts": counts} if counts is not None else {})}
    return _run(state(battlefield=field, step="declare_attackers"), [attack("d"), {"type": "resolve", "choices": choices}],
                drakuseth, BEAR, giant)


def test_115_3_drakuseth_deals_damage_to_any_target_and_up_to_two_other_targets() -> None:
    drakuseth = _card("Drakuseth, Maw of Flames")
    assert drakuseth["abilities"][0]["then_effects"] == [{"kind": "damage", "amount": 3, "target": "any_other_target",
                                                          "target_count": 2, "up_to": True}]
    assert probe_support("Whenever ~ attacks, it deals 4 damage to any target and 3 damage to each of up to two other "
                         "target creatures.") != "full"
    assert probe_support("Whenever ~ attacks, target creature deals 4 damage to any target and 3 damage to each of up "
                         "to two other targets.") != "full"
    done = _drakuseth(["x", "bob", "y"])  # 4 to the Giant, 3 to bob and to the Bear
    assert player_of(done, "bob")["life"] == 17
    assert permanent(done, "x")["damage"] == 4 and not any(p["id"] == "y" for p in done["state"]["battlefield"])
    only_one = _drakuseth(["bob", "x"], [1, 1])
    assert player_of(only_one, "bob")["life"] == 16 and permanent(only_one, "x")["damage"] == 3
    with pytest.raises(IllegalAction, match="other target"):  # the first target again (CR 115.3)
        _drakuseth(["x", "x", "y"])


# --- "Create a number of <tokens> equal to the amount of excess damage dealt to that creature this way." (CR 120.10) ---

def _negotiate(x: int, damage: int = 0) -> dict[str, Any]:
    negotiation = _card("Goblin Negotiation")
    game = state(alice={"hand": [{"id": "n", "card": "Goblin Negotiation"}], "mana_pool": {"R": 2, "C": x}},
                 battlefield=[_on("b", "Probe Bear", "bob", damage=damage)])
    return _run(game, [{"type": "cast", "card": "n", "x": x, "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                negotiation, BEAR)


def _goblins(done: dict[str, Any]) -> int:
    return sum(1 for p in done["state"]["battlefield"] if isinstance(p["card"], dict)
               and p["card"]["name"] == "Goblin Token")


def test_120_10_goblin_negotiation_makes_a_goblin_for_each_excess_damage() -> None:
    negotiation = _card("Goblin Negotiation")
    assert negotiation["abilities"][1]["effect"]["count"] == "its_excess_damage"
    assert probe_support("~ deals X damage to any target. Create a number of 1/1 red Goblin creature tokens equal to the "
                         "amount of excess damage dealt to that creature this way.", "Sorcery", None) != "full"
    assert probe_support("~ deals X damage to target creature. Create a number of 1/1 red Goblin creature tokens equal "
                         "to the amount of damage dealt to that creature this way.", "Sorcery", None) != "full"
    assert _goblins(_negotiate(5)) == 3  # 2 of the 5 are lethal to the 2/2 Bear
    assert _goblins(_negotiate(2, damage=1)) == 1  # 1 damage already marked: 1 is lethal (CR 120.6)
    assert _goblins(_negotiate(1)) == 0


# --- "Look at the top three cards of your library. You may put one of those cards back on top of your library. Put the
# rest into your graveyard." (CR 608.2c, 401.4) ----------------------------------------------------------------------

def test_608_2c_gutless_plunderer_puts_one_back_on_top_and_the_rest_into_the_graveyard() -> None:
    plunderer = _card("Gutless Plunderer")
    assert plunderer["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 3, "take": 1, "to": "top",
                                                   "rest": "graveyard", "optional": True}
    assert probe_support("When ~ enters, look at the top three cards of your library. You may put two of those cards "
                         "back on top of your library. Put the rest into your graveyard.") != "full"
    library = [{"id": f"l{n}", "card": "Probe Bear"} for n in range(1, 5)]
    game = state(alice={"hand": [{"id": "g", "card": "Gutless Plunderer"}], "mana_pool": {"B": 1, "C": 2},
                        "library": library, "attacked_this_turn": True}, step="postcombat_main")
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"chosen": ["l2"]}}], plunderer, BEAR)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["library"]] == ["l2", "l4"]
    assert sorted(c["id"] for c in alice["graveyard"]) == ["l1", "l3"]
    kept = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"}, {"type": "resolve"}], plunderer, BEAR)
    assert [c["id"] for c in player_of(kept, "alice")["library"]] == ["l4"]  # "you may": none put back


# --- "return target creature card with mana value less than or equal to ~'s power from your graveyard to the
# battlefield" (CR 208.1, 608.2h, 603.3d) ------------------------------------------------------------------------

def _alesha(target: str, counters: int = 0) -> dict[str, Any]:
    alesha = _card("Alesha, Who Laughs at Fate")
    giant = {**BEAR, "name": "Probe Giant", "mana_cost": "{3}{G}", "power": 4, "toughness": 4}
    field = [_on("a", "Alesha, Who Laughs at Fate", counters={"+1/+1": counters} if counters else {})]
    game = state(alice={"graveyard": [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Probe Giant"}],
                        "attacked_this_turn": True}, battlefield=field, step="postcombat_main")
    return _run(game, [NEXT, {"type": "resolve", "choices": {"targets": [target]}}], alesha, BEAR, giant)


def test_208_1_alesha_returns_a_card_with_mana_value_up_to_her_power() -> None:
    alesha, panda = _card("Alesha, Who Laughs at Fate"), _card("Fiendish Panda")
    assert alesha["abilities"][1]["effect"]["target"] == "card_in_your_graveyard:creature:mana_value<=source_power"
    assert panda["abilities"][1]["effect"]["target"] == \
        "card_in_your_graveyard:non-Bear:creature:mana_value<=source_power:other"
    # untargeted groups would compare with X: refused
    assert probe_support("When ~ enters, destroy all creatures with power less than or equal to ~'s power.") != "full"
    assert probe_support("~ gets +1/+1 for each creature you control with power less than or equal to ~'s "
                         "power.") != "full"
    assert [p["id"] for p in _alesha("g1")["state"]["battlefield"]] == ["a", "g1"]  # mana value 2, her power 2
    fizzled = _alesha("g2")  # mana value 4: an illegal target, and the ability's only one (CR 608.2b)
    assert [p["id"] for p in fizzled["state"]["battlefield"]] == ["a"]
    assert "mana value its source's power or less" in events_of(fizzled, "target_illegal")[0]["reason"]
    assert [p["id"] for p in _alesha("g2", counters=2)["state"]["battlefield"]] == ["a", "g2"]  # her power is 4 now


# --- "create Scion of the Deep, a legendary 8/8 blue Octopus creature token" (CR 111.4, 205.4a) ----------------------

def test_111_4_kiora_creates_a_named_legendary_token() -> None:
    kiora = _card("Kiora, the Rising Tide")
    made = kiora["abilities"][1]["effect"]["token"]
    assert (made["name"], made["supertypes"], made["subtypes"], made["power"]) == (
        "Scion of the Deep", ["Legendary"], ["Octopus"], 8)
    # s33-std21: "... token with flying." now reads (a named legendary token with keywords); a quoted ability stays refused
    assert probe_support("Whenever ~ attacks, create Scion of the Deep, a legendary 8/8 blue Octopus creature token "
                         'with "Whenever this token attacks, draw a card."') != "full"
    assert probe_support("Whenever ~ attacks, create Scion of the Deep, an 8/8 blue Octopus creature token.") != "full"
    graveyard = [{"id": f"g{n}", "card": "Probe Bear"} for n in range(7)]
    game = state(alice={"graveyard": graveyard}, battlefield=[_on("k", "Kiora, the Rising Tide")],
                 step="declare_attackers")
    done = _run(game, [attack("k"), {"type": "resolve", "choices": {"pay_optional_cost": True}}], kiora, BEAR)
    token = next(p for p in done["state"]["battlefield"] if p["id"] != "k")
    assert token["card"]["name"] == "Scion of the Deep"
    assert token["characteristics"]["supertypes"] == ["Legendary"]
