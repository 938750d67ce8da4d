"""Session 30, group mh (docs/oracle-s30-mh.md): general constructions of the Modern Horizons, Masters, Jumpstart and
Commander sets, each read from the real Oracle text (tests/fixtures/sets/*.json) and played by the engine, with a near
variant the reader still refuses."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "~ becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land." (CR 205.1b,
# 613.1d) -------------------------------------------------------------------------------------------------------------

def test_205_1b_a_land_that_becomes_an_artifact_creature_with_keywords_is_still_a_land() -> None:
    nexus = mtgjson_full_definition("2XM", "Blinkmoth Nexus")
    assert nexus["abilities"][1] == {"kind": "activated", "cost": "{1}", "effect": {
        "kind": "becomes_creature", "power": 1, "toughness": 1, "types": ["Artifact", "Creature"],
        "subtypes": ["Blinkmoth"], "target": "self", "keywords": ["flying"]}}
    assert probe_support("{1}{S}: Until end of turn, ~ becomes a 2/3 Construct artifact creature. It's still a land.",
                         "Land", None) == "full"  # Frostwalk Bastion's (its other line is not read)
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[_on("n", "Blinkmoth Nexus")])
    done = _run(game, [{"type": "activate", "permanent": "n", "ability": 1}, {"type": "resolve"}], nexus)
    values = permanent(done, "n")["characteristics"]
    assert sorted(values["types"]) == ["Artifact", "Creature", "Land"] and "flying" in values["keywords"]
    assert (values["power"], values["toughness"]) == (1, 1)
    # not read: no duration (it would last), and "colorless" (the older rule drops the word; here it is refused)
    assert probe_support("{1}: ~ becomes a 2/2 Construct artifact creature. It's still a land.", "Land", None) != "full"
    assert probe_support("{1}: ~ becomes a 2/2 colorless Construct artifact creature until end of turn. It's still a "
                         "land.", "Land", None) != "full"


# --- "Evoke—Exile a white card from your hand." (CR 702.74a, 118.9) ---------------------------------------------------

BLACK_CARD = {"name": "Black Card", "types": ["Sorcery"], "mana_cost": "{B}", "colors": ["B"]}
BLUE_CARD = {"name": "Blue Card", "types": ["Sorcery"], "mana_cost": "{U}", "colors": ["U"]}


def test_702_74a_evoke_by_exiling_a_card_of_the_color_from_the_hand() -> None:
    grief = mtgjson_full_definition("MH2", "Grief")
    assert grief["abilities"][-2:] == [
        {"kind": "alternative_cost", "name": "evoke", "cost": "{0}", "exile_color": "B"},
        {"kind": "triggered", "trigger": "enters", "if_evoked": True, "effect": {"kind": "sacrifice", "target": "self"}}]
    hand = [{"id": "s", "card": "Grief"}, {"id": "w", "card": "Black Card"}, {"id": "u", "card": "Blue Card"}]
    cast = {"type": "cast", "card": "s", "alternative_cost": "evoke", "choices": {"exile_from_hand": ["w"]}}
    done = _run(state(alice={"hand": hand}), [cast, {"type": "resolve"}], grief, BLACK_CARD, BLUE_CARD)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["exile"]] == ["w"]  # the cost: no mana paid
    assert [c["id"] for c in alice["hand"]] == ["u"]
    while done["state"]["stack"]:  # its enters triggers: the evoke sacrifice among them
        done = _run(done["state"], [{"type": "resolve"}], grief, BLACK_CARD, BLUE_CARD)
    assert not done["state"]["battlefield"] and [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["s"]
    with pytest.raises(IllegalAction, match="one card of color B"):
        _run(state(alice={"hand": hand}), [{**cast, "choices": {"exile_from_hand": ["u"]}}], grief, BLACK_CARD, BLUE_CARD)
    assert probe_support("Evoke—Exile two white cards from your hand.") != "full"
    assert probe_support("Evoke—Exile a white creature card from your hand.") != "full"
    assert probe_support("Evoke—Exile a white card from your hand.", "Instant", None) != "full"


# --- "You may exile two green cards from your hand rather than pay ~'s mana cost." (CR 118.9) ------------------------

GREEN_CARD = {"name": "Green Card", "types": ["Sorcery"], "mana_cost": "{G}", "colors": ["G"]}


def test_118_9_exile_two_cards_of_the_color_from_your_hand_instead_of_the_mana_cost() -> None:
    rider = mtgjson_full_definition("CSP", "Allosaurus Rider")
    assert rider["abilities"][0] == {"kind": "alternative_cost", "name": "exile_card_from_hand", "cost": "{0}",
                                     "exile_color": "G", "exile_count": 2}
    hand = [{"id": "r", "card": "Allosaurus Rider"}, {"id": "g1", "card": "Green Card"},
            {"id": "g2", "card": "Green Card"}, {"id": "u", "card": "Blue Card"}]
    cast = {"type": "cast", "card": "r", "alternative_cost": "exile_card_from_hand",
            "choices": {"exile_from_hand": ["g1", "g2"]}}
    cards = (rider, GREEN_CARD, BLUE_CARD)
    done = _run(state(alice={"hand": hand}), [cast, {"type": "resolve"}], *cards)
    alice = player_of(done, "alice")
    assert sorted(c["id"] for c in alice["exile"]) == ["g1", "g2"] and [c["id"] for c in alice["hand"]] == ["u"]
    assert [p["id"] for p in done["state"]["battlefield"]] == ["r"]
    for wrong in (["g1"], ["g1", "g1"], ["g1", "u"]):  # one card, the same card twice, a card of another color
        with pytest.raises(IllegalAction, match="2 different cards of color G"):
            _run(state(alice={"hand": hand}), [{**cast, "choices": {"exile_from_hand": wrong}}], *cards)
    assert mtgjson_full_definition("TSR", "Snapback")["abilities"][0] == {  # one card: no `exile_count`, no turn
        "kind": "alternative_cost", "name": "exile_card_from_hand", "cost": "{0}", "exile_color": "U"}
    assert probe_support("You may exile two green creature cards from your hand rather than pay ~'s mana cost.") != "full"
    assert probe_support("You may exile four green cards from your hand rather than pay ~'s mana cost.") != "full"


# --- "As ~ enters, choose a color other than green." / "{T}: Add {G} or one mana of the chosen color." (CR 614.12,
# 607.2a, 106.1) ---------------------------------------------------------------------------------------------------------

def test_614_12_a_thriving_land_chooses_another_color_and_adds_its_color_or_the_chosen_one() -> None:
    grove = mtgjson_full_definition("JMP", "Thriving Grove")
    assert grove["abilities"] == [{"kind": "enters_tapped"},
                                  {"kind": "choose_as_enters", "choose": "color", "except_color": "G"},
                                  {"kind": "mana", "cost": "{T}", "add": "{G}", "or_chosen_color": True}]
    play = {"type": "play_land", "card": "t", "choices": {"chosen_color": "U"}}
    game = state(alice={"hand": [{"id": "t", "card": "Thriving Grove"}]})
    done = _run(game, [play], grove)
    assert permanent(done, "t")["chosen_color"] == "U" and permanent(done, "t")["tapped"]
    with pytest.raises(IllegalAction, match="other than G"):
        _run(game, [{**play, "choices": {"chosen_color": "G"}}], grove)
    assert permanent(_run(game, [{"type": "play_land", "card": "t"}], grove), "t")["chosen_color"] == "W"  # default
    field = state(battlefield=[_on("t", "Thriving Grove", chosen_color="U")])
    for color in ("G", "U"):
        tapped = _run(field, [{"type": "tap_for_mana", "permanent": "t", "ability": 2, "color": color}], grove)
        assert player_of(tapped, "alice")["mana_pool"].get(color) == 1
    with pytest.raises(IllegalAction, match="could produce U, G"):
        _run(field, [{"type": "tap_for_mana", "permanent": "t", "ability": 2, "color": "R"}], grove)
    assert probe_support("{T}: Add {C} or one mana of the chosen color.", "Land", None) != "full"
    assert probe_support("As ~ enters, choose a color other than green or white.", "Land", None) != "full"


# --- "{T}, Sacrifice ~: Add three mana of any one color." (CR 605.1a, 106.1, 602.2b) ---------------------------------

def test_605_1a_a_fixed_amount_of_mana_of_one_color_with_a_sacrifice_cost() -> None:
    bloom = mtgjson_full_definition("TSR", "Lotus Bloom")
    assert bloom["abilities"][1] == {"kind": "mana", "cost": "{T}", "add": "any_color", "amount": 3,
                                     "other_costs": [{"kind": "sacrifice_self"}]}
    done = _run(state(battlefield=[_on("l", "Lotus Bloom")]),
                [{"type": "tap_for_mana", "permanent": "l", "ability": 1, "color": "G"}], bloom)
    assert player_of(done, "alice")["mana_pool"]["G"] == 3 and not done["state"]["battlefield"]
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["l"]
    # a counted amount with a sacrifice stays refused (the sacrifice could change the count)
    assert probe_support("{T}, Sacrifice ~: Add {G} for each Elf you control.", "Artifact", None) != "full"
    assert probe_support("{T}, Sacrifice ~: Add X mana of any one color, where X is the number of lands you control.",
                         "Artifact", None) != "full"


# --- "Enchanted land is a 6/4 green Elemental creature. It's still a land." / "When enchanted land dies, return that
# card to its owner's hand." (CR 205.1b, 303.4, 700.4) ------------------------------------------------------------------

KILL = {"name": "Probe Kill", "types": ["Instant"], "mana_cost": "{B}",
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_205_1b_an_aura_makes_the_enchanted_land_a_creature_and_returns_it_to_hand_when_it_dies() -> None:
    zendikon = mtgjson_full_definition("JMP", "Vastwood Zendikon")
    assert zendikon["abilities"][1:] == [
        {"kind": "becomes_creature", "affected": "enchanted_permanent", "power": 6, "toughness": 4, "colors": ["G"]},
        {"kind": "attached_pump", "power": 0, "toughness": 0, "add_subtypes": ["Elemental"]},
        {"kind": "triggered", "trigger": "enchanted_dies", "effect": {"kind": "return_to_hand", "target": "that_card"}}]
    field = [_on("f", "Forest"), _on("z", "Vastwood Zendikon", attached_to="f")]
    game = state(alice={"hand": [{"id": "k", "card": "Probe Kill"}], "mana_pool": {"B": 1}}, battlefield=field)
    done = _run(game, [], zendikon, KILL)
    land = permanent(done, "f")["characteristics"]
    assert sorted(land["types"]) == ["Creature", "Land"] and sorted(land["subtypes"]) == ["Elemental", "Forest"]
    assert (land["power"], land["toughness"], land["colors"]) == (6, 4, ["G"])
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["f"]}}, {"type": "resolve"},
                       {"type": "resolve"}], zendikon, KILL)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["f"] and sorted(c["id"] for c in alice["graveyard"]) == ["k", "z"]
    # not read: without "It's still a land." (it would stop being a land, CR 205.1b), and a colorless creature
    assert probe_support("Enchant land\nEnchanted land is a 4/4 Elemental creature with reach.",
                         "Enchantment — Aura", None) != "full"
    assert probe_support("Enchant land\nEnchanted land is a 4/4 colorless Elemental creature. It's still a land.",
                         "Enchantment — Aura", None) != "full"


# --- "~ becomes a 3/2 blue and black Elemental creature until end of turn and can't be blocked this turn. It's still a
# land." (CR 205.1b, 509.1b) -------------------------------------------------------------------------------------------

def test_509_1b_a_land_that_becomes_a_creature_and_cant_be_blocked_this_turn() -> None:
    pit = mtgjson_full_definition("NCC", "Creeping Tar Pit")
    assert pit["abilities"][-1]["then_effects"] == [{"kind": "cant_be_blocked", "target": "self"}]
    bear = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
            "mana_cost": "{1}{G}", "colors": ["G"]}
    index = len(pit["abilities"]) - 1
    game = state(alice={"mana_pool": {"U": 1, "B": 1, "C": 1}},
                 battlefield=[_on("p", "Creeping Tar Pit"), _on("b", "Probe Bear", "bob")])
    ready = [{"type": "activate", "permanent": "p", "ability": index}, {"type": "resolve"},
             {"type": "next_step"}, {"type": "next_step"}, attack("p"), {"type": "next_step"}]
    done = _run(game, ready, pit, bear)
    values = permanent(done, "p")["characteristics"]
    assert (values["power"], values["toughness"], values["colors"]) == (3, 2, ["U", "B"])
    with pytest.raises(IllegalAction, match="can't be blocked"):
        _run(done["state"], [block(("b", "p"))], pit, bear)
    assert probe_support("{1}: Target land becomes a 3/2 Elemental creature until end of turn and can't be blocked "
                         "this turn. It's still a land.", "Land", None) != "full"


# --- Monstrosity (CR 701.37): "{3}{G}{W}: Monstrosity 1.", "As long as ~ is monstrous, ...", "When ~ becomes monstrous,
# ..." ------------------------------------------------------------------------------------------------------------------

def test_701_37a_monstrosity_puts_counters_once_and_the_permanent_becomes_monstrous() -> None:
    lion, captain = mtgjson_full_definition("AFC", "Fleecemane Lion"), mtgjson_full_definition("C20", "Kalemne's Captain")
    assert lion["abilities"] == [
        {"kind": "activated", "cost": "{3}{G}{W}", "effect": {"kind": "monstrosity", "amount": 1}},
        {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["hexproof", "indestructible"],
         "affected": "self", "status": "monstrous"}]
    assert captain["abilities"][-1] == {"kind": "triggered", "trigger": "self_becomes_monstrous",
                                        "effect": {"kind": "exile", "target": "all:artifact_or_enchantment"}}
    game = state(alice={"mana_pool": {"G": 2, "W": 2, "C": 6}}, battlefield=[_on("l", "Fleecemane Lion")])
    once = [{"type": "activate", "permanent": "l", "ability": 0}, {"type": "resolve"}]
    done = _run(game, once, lion)
    lion_now = permanent(done, "l")
    assert lion_now["monstrous"] and lion_now["counters"] == {"+1/+1": 1}
    assert {"hexproof", "indestructible"} <= set(lion_now["characteristics"]["keywords"])
    assert any(e["type"] == "became_monstrous" for e in done["events"])
    twice = _run(game, [*once, *once], lion)  # already monstrous: the second does nothing (CR 701.37c)
    assert permanent(twice, "l")["counters"] == {"+1/+1": 1}
    assert "hexproof" not in permanent(_run(game, [], lion), "l")["characteristics"]["keywords"]
    relic = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
    field = state(alice={"mana_pool": {"W": 2, "C": 5}}, battlefield=[_on("c", "Kalemne's Captain"),
                                                                      _on("r", "Probe Relic", "bob")])
    done = _run(field, [{"type": "activate", "permanent": "c", "ability": len(captain["abilities"]) - 2},
                        {"type": "resolve"}, {"type": "resolve"}], captain, relic)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["c"] and permanent(done, "c")["counters"] == {"+1/+1": 3}
    hydra = {"name": "Probe Hydra", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{G}",
             "abilities": [{"kind": "activated", "cost": "{X}{X}{G}", "effect": {"kind": "monstrosity", "amount": "X"}}]}
    done = _run(state(alice={"mana_pool": {"G": 1, "C": 4}}, battlefield=[_on("h", "Probe Hydra")]),
                [{"type": "activate", "permanent": "h", "ability": 0, "x": 2}, {"type": "resolve"}], hydra)
    assert permanent(done, "h")["counters"] == {"+1/+1": 2}  # "Monstrosity X": the X paid (CR 701.37a, 107.3)
    # not read: the monstrosity's X in its trigger (the trigger doesn't know it), a monstrosity by a spell
    assert probe_support("{X}{X}{G}: Monstrosity X.\nWhen ~ becomes monstrous, create X X/X green Hydra creature "
                         "tokens.") != "full"
    assert probe_support("Monstrosity 2.", "Sorcery", None) != "full"


# --- "Reveal the top three cards of your library. Put all nonland permanent cards revealed this way into your hand and
# the rest on the bottom of your library in any order." (CR 701.20a, 608.2c, 110.4) ----------------------------------

def test_701_20a_put_all_nonland_permanent_cards_revealed_into_your_hand() -> None:
    ajani = mtgjson_full_definition("C20", "Ajani Unyielding")
    assert ajani["abilities"][0]["effect"] == {
        "kind": "reveal_top", "amount": 3, "to": "hand", "otherwise": "bottom",
        "quality": ["creature_or_artifact_or_enchantment_or_land_or_planeswalker_or_battle:nonland"]}
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
    library = [{"id": "f", "card": "Forest"}, {"id": "b", "card": "Probe Bear"}, {"id": "g", "card": "Green Card"},
               {"id": "x", "card": "Forest"}]
    game = state(alice={"library": library},
                 battlefield=[_on("a", "Ajani Unyielding", counters={"loyalty": 4})])
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 0}, {"type": "resolve"}],
                ajani, bear, GREEN_CARD)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["b"]  # the land and the sorcery aren't nonland permanent cards
    assert alice["library"][0]["id"] == "x" and sorted(c["id"] for c in alice["library"][1:]) == ["f", "g"]
    spell = ("Reveal the top three cards of your library. Put all nonland permanent cards revealed this way into your "
             "hand and the rest on the bottom of your library in {} order.")
    assert probe_support(spell.format("any"), "Sorcery", None) == "full"
    assert probe_support(spell.format("a random"), "Sorcery", None) != "full"  # the random order: no engine node


# --- "Whenever one or more creatures attack, you may have target attacking creature gain double strike until end of
# turn." (CR 508.3, 603.2: any player's declaration of attackers) -------------------------------------------------------

def test_508_3_whenever_one_or_more_creatures_attack_triggers_on_any_players_attack() -> None:
    heritage = mtgjson_full_definition("JMP", "Duelist's Heritage")
    assert heritage["abilities"][0]["trigger"] == "you_attack" and heritage["abilities"][0]["s30mh_any_player"]
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
    field = [_on("h", "Duelist's Heritage"), _on("b", "Probe Bear", "bob")]
    game = state(active_player="bob", step="declare_attackers", battlefield=field)
    done = _run(game, [attack("b", defending="alice"),
                       {"type": "resolve", "choices": {"targets": ["b"], "pay_optional_cost": True}}], heritage, bear)
    assert "double_strike" in permanent(done, "b")["characteristics"]["keywords"]  # Bob's attack: Alice's trigger
    assert probe_support("Whenever one or more Goblins attack, target attacking creature gains haste until end of "
                         "turn.") != "full"
