"""Session 29, group mh (docs/oracle-s29-mh.md): general constructions of Modern Horizons 1 and 2, Double Masters, Time
Spiral Remastered, Coldsnap and Jumpstart, each read from the real card's Oracle text in tests/fixtures/sets (MTGJSON),
played by the engine, and a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import mtgjson_full_definition as _real
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
OGRE = {"name": "Probe Ogre", "types": ["Creature"], "subtypes": ["Ogre"], "power": 3, "toughness": 3,
        "mana_cost": "{2}{R}", "colors": ["R"]}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{4}"}


# --- "Sacrifice a creature: ... equal to the sacrificed creature's power." (CR 602.2b, 608.2h) -----------------------

def test_608_2h_activation_reads_the_permanent_it_sacrificed() -> None:
    good, altar, bosh = _real("2XM", "Greater Good"), _real("MH1", "Altar of Dementia"), _real("2XM", "Bosh, Iron Golem")
    assert good["abilities"][0]["effect"] == {"kind": "draw", "amount": "sacrificed_power", "player": "you"}
    assert altar["abilities"][0]["effect"] == {"kind": "mill", "amount": "sacrificed_power",
                                               "player": "target_player"}
    assert bosh["abilities"][-1]["effect"] == {"kind": "damage", "amount": "sacrificed_mana_value", "target": "any"}
    game = state(battlefield=[_on("g", "Greater Good"), _on("b", "Probe Bear"), _on("o", "Probe Ogre")],
                 alice={"hand": [{"id": f"h{n}", "card": "Grizzly Bears"} for n in range(3)],
                        "library": [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(6)]})
    drew = _run(game, [{"type": "activate", "permanent": "g", "ability": 0, "choices": {"sacrifice": ["o"]}},
                       {"type": "resolve"}], good, BEAR, OGRE)
    assert len(player_of(drew, "alice")["library"]) == 3  # the Ogre's power: 3 cards drawn, then 3 discarded
    assert len(player_of(drew, "alice")["hand"]) == 3
    milled = _run(state(battlefield=[_on("a", "Altar of Dementia"), _on("b", "Probe Bear")],
                        bob={"library": [{"id": f"k{n}", "card": "Grizzly Bears"} for n in range(5)]}),
                  [{"type": "activate", "permanent": "a", "ability": 0,
                    "choices": {"targets": ["bob"], "sacrifice": ["b"]}}, {"type": "resolve"}], altar, BEAR)
    assert len(player_of(milled, "bob")["library"]) == 3 and len(player_of(milled, "bob")["graveyard"]) == 2
    shot = _run(state(battlefield=[_on("i", "Bosh, Iron Golem"), _on("r", "Probe Rock")],
                      alice={"mana_pool": {"R": 1, "C": 3}}),
                [{"type": "activate", "permanent": "i", "ability": len(bosh["abilities"]) - 1,
                  "choices": {"targets": ["bob"], "sacrifice": ["r"]}}, {"type": "resolve"}], bosh, ROCK)
    assert [(e["to"], e["amount"]) for e in events_of(shot, "damage_dealt")] == [("bob", 4)]
    # the other sacrifice cost of the vocabulary (`sacrifice_permanent`, rules/sacrifice_costs.py) records it too
    altar_one = {**altar, "name": "Probe Altar", "abilities": [{**altar["abilities"][0], "other_costs": [
        {"kind": "sacrifice_permanent", "spec": "creature"}]}]}
    milled_one = _run(state(battlefield=[_on("a", "Probe Altar"), _on("o", "Probe Ogre")],
                            bob={"library": [{"id": f"k{n}", "card": "Grizzly Bears"} for n in range(5)]}),
                      [{"type": "activate", "permanent": "a", "ability": 0,
                        "choices": {"targets": ["bob"], "sacrifice": ["o"]}}, {"type": "resolve"}], altar_one, OGRE)
    assert len(player_of(milled_one, "bob")["graveyard"]) == 3
    # not read: the sacrificed creature's power where the cost sacrifices ~ itself, two creatures, or an artifact
    assert probe_support("Sacrifice ~: Draw cards equal to the sacrificed creature's power.") != "full"
    assert probe_support("Sacrifice two creatures: Draw cards equal to the sacrificed creature's power.") != "full"
    assert probe_support("Sacrifice an artifact: Draw cards equal to the sacrificed creature's power.") != "full"
    assert probe_support("Whenever ~ attacks, you may sacrifice a creature. If you do, draw cards equal to the "
                         "sacrificed creature's power.") != "full"


# --- "<revealed-hand discard>. You lose 2 life." (CR 701.20a, 608.2d, 608.2c) ------------------------------------------

def test_608_2c_a_sentence_after_a_revealed_hand_discard() -> None:
    seize = _real("2XM", "Thoughtseize")
    assert [a["effect"] for a in seize["abilities"]] == [
        {"kind": "reveal_choose_discard", "player": "target_player", "excluded_types": ["Land"]},
        {"kind": "lose_life", "amount": 2, "player": "you"}]
    game = state(alice={"hand": [{"id": "t", "card": "Thoughtseize"}], "mana_pool": {"B": 1}},
                 bob={"hand": [{"id": "h0", "card": "Probe Bear"}, {"id": "h1", "card": "Probe Ogre"}]})
    done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["bob"]}},
                       {"type": "resolve", "choices": {"discard": ["h1"]}}], seize, BEAR, OGRE)
    assert [c["id"] for c in player_of(done, "bob")["hand"]] == ["h0"]
    assert player_of(done, "alice")["life"] == 18
    # a sentence naming that player, or under a condition, after the discard: not read
    assert probe_support("Target opponent reveals their hand. You choose a nonland card from it. That player discards "
                         "that card. That player loses 2 life.", "Sorcery", None) != "full"
    assert probe_support("Target opponent reveals their hand. You choose a nonland card from it. That player discards "
                         "that card. If you control a Warrior, you gain 2 life.", "Sorcery", None) != "full"


# --- "If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a, 700.4, 608.2c) ---------

def test_614_1a_creatures_the_spell_dealt_damage_are_exiled_instead_of_dying() -> None:
    anger, pillar = _real("TSR", "Anger of the Gods"), _real("JMP", "Pillar of Flame")
    assert anger["abilities"][1]["effect"] == {"kind": "exiled_if_it_would_die", "target": "it",
                                               "dealt_damage_this_way": "creature"}
    field = [_on("b", "Probe Bear", "bob"), _on("o", "Probe Ogre"), _on("r", "Probe Rock", "bob")]
    game = state(battlefield=field, alice={"hand": [{"id": "a", "card": "Anger of the Gods"}],
                                           "mana_pool": {"R": 2, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "a"}, {"type": "resolve"}], anger, BEAR, OGRE, ROCK)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["r"]
    assert [c["id"] for c in player_of(done, "bob")["exile"]] == ["b"] and player_of(done, "bob")["graveyard"] == []
    assert [c["id"] for c in player_of(done, "alice")["exile"]] == ["o"]
    # at a player, the spell dealt damage to no creature: nothing is marked
    shot = _run(state(battlefield=[_on("b", "Probe Bear", "bob")],
                      alice={"hand": [{"id": "p", "card": "Pillar of Flame"}], "mana_pool": {"R": 1}}),
                [{"type": "cast", "card": "p", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], pillar, BEAR)
    assert events_of(shot, "exiled_if_it_would_die") == [] and player_of(shot, "bob")["life"] == 18
    burned = _run(state(battlefield=[_on("b", "Probe Bear", "bob")],
                        alice={"hand": [{"id": "p", "card": "Pillar of Flame"}], "mana_pool": {"R": 1}}),
                  [{"type": "cast", "card": "p", "choices": {"targets": ["b"]}}, {"type": "resolve"}], pillar, BEAR)
    assert [c["id"] for c in player_of(burned, "bob")["exile"]] == ["b"] and player_of(burned, "bob")["graveyard"] == []
    # after damage the spell doesn't deal itself (a fight), or another replacement: not read
    assert probe_support("Target creature you control fights target creature you don't control. If a creature dealt "
                         "damage this way would die this turn, exile it instead.", "Sorcery", None) != "full"
    assert probe_support("~ deals 2 damage to any target. If a creature dealt damage this way would die this turn, "
                         "put it on top of its owner's library instead.", "Sorcery", None) != "full"


# --- "Add two mana in any combination of colors." from a spell (CR 106.1, 106.4, 608.2d) ------------------------------

def test_106_4_a_spell_adds_mana_in_any_combination_of_colors() -> None:
    morph = _real("2XM", "Manamorphose")
    assert morph["abilities"][0]["effect"] == {"kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}", "times": 2}
    game = state(alice={"hand": [{"id": "m", "card": "Manamorphose"}], "mana_pool": {"R": 2}})
    done = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve", "choices": {"mana_colors": ["U", "G"]}}],
                morph)
    assert {k: v for k, v in player_of(done, "alice")["mana_pool"].items() if v} == {"U": 1, "G": 1}
    assert len(player_of(done, "alice")["hand"]) == 1  # and it drew a card
    same = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve", "choices": {"mana_colors": ["B", "B"]}}],
                morph)
    assert {k: v for k, v in player_of(same, "alice")["mana_pool"].items() if v} == {"B": 2}
    # a choice among named combinations, from a spell: not read
    assert probe_support("Add {W}{W}, {W}{B}, or {B}{B}.", "Instant", None) != "full"


# --- "When ~ enters, if you control no tapped lands, ..." / "if there are three or more creature cards in your
# graveyard, ..." (CR 603.4) -------------------------------------------------------------------------------------------

def test_603_4_enters_trigger_with_a_none_or_graveyard_condition() -> None:
    shaman, changeling = _real("TSR", "Nantuko Shaman"), _real("MH1", "Webweaver Changeling")
    assert shaman["abilities"][0]["intervening_if"] == {"kind": "you_control", "spec": "land:tapped", "negated": True}
    assert changeling["abilities"][-1]["intervening_if"] == {"kind": "cards_in_your_graveyard", "number": 3,
                                                             "card_type": "Creature"}

    def cast(tapped: bool) -> dict[str, Any]:
        game = state(battlefield=[_on("f", "Forest", tapped=tapped)],
                     alice={"hand": [{"id": "n", "card": "Nantuko Shaman"}], "mana_pool": {"G": 1, "C": 2}})
        return _run(game, [{"type": "cast", "card": "n"}, {"type": "resolve"}], shaman)

    untapped, tapped = cast(False), cast(True)
    assert [item["card"] for item in untapped["state"]["stack"]] == ["Nantuko Shaman"]  # its trigger, then it draws
    assert tapped["state"]["stack"] == []  # it doesn't trigger (CR 603.4)
    drawn = _run(untapped["state"], [{"type": "resolve"}], shaman)
    assert len(player_of(drawn, "alice")["hand"]) == 1
    # "if you control no creatures with flying" on such a trigger: not read (only what a sentence's condition reads)
    assert probe_support("When ~ enters, if you control no other creatures named ~, draw a card.") != "full"


# --- "~ gets +3/+3 as long as there is a land card in your graveyard." (CR 611.3a, 404.1) ------------------------------

def test_611_3a_as_long_as_there_is_a_typed_card_in_your_graveyard() -> None:
    behemoth = _real("MH1", "Murasa Behemoth")
    pump = next(a for a in behemoth["abilities"] if a["kind"] == "static_pump")
    assert pump["as_long_as_graveyard_cards"] == {"card_type": "Land", "at_least": 1}
    empty = _run(state(battlefield=[_on("m", "Murasa Behemoth")]), [], behemoth)
    with_land = _run(state(battlefield=[_on("m", "Murasa Behemoth")], alice={"graveyard": [{"id": "g", "card": "Forest"}]}),
                     [], behemoth)
    assert [permanent(r, "m")["characteristics"]["power"] for r in (empty, with_land)] == [5, 8]
    # "there is a land card in a graveyard" (any player's): not read
    assert probe_support("~ gets +3/+3 as long as there is a land card in a graveyard.") != "full"


# --- "Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then
# shuffle." (CR 701.23a, 110.2a, 608.2h) -------------------------------------------------------------------------------

def test_701_23a_its_controller_searches_and_puts_that_card_onto_the_battlefield() -> None:
    path = _real("TSR", "Path to Exile")
    assert path["abilities"][1]["effect"] == {"kind": "search_library", "to": "battlefield_tapped",
                                              "quality": ["land:basic"], "player": "its_controller", "optional": True}
    game = state(battlefield=[_on("b", "Probe Bear", "bob")],
                 alice={"hand": [{"id": "p", "card": "Path to Exile"}], "mana_pool": {"W": 1}},
                 bob={"library": [{"id": "bf", "card": "Forest"}, {"id": "bb", "card": "Grizzly Bears"}]})
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["b"]}},
                       {"type": "resolve", "choices": {"search": ["bf"]}}], path, BEAR)
    land = permanent(done, "bf")
    assert land["controller"] == "bob" and land["tapped"] is True
    assert [c["id"] for c in player_of(done, "bob")["exile"]] == ["b"]
    # "put that card into their hand" by another player's search: not read
    assert probe_support("Exile target creature. Its controller may search their library for a basic land card, put "
                         "that card into their hand, then shuffle.", "Instant", None) != "full"


# --- "You may put a <type> card from your hand onto the battlefield. Sacrifice it at the beginning of the next end
# step." (CR 603.7, 701.21a, 110.2a) -----------------------------------------------------------------------------------

WALKER = {"name": "Probe Walker", "types": ["Planeswalker"], "subtypes": ["Probe"], "loyalty": 3, "mana_cost": "{3}"}


def test_603_7_a_permanent_put_from_hand_is_sacrificed_at_the_next_end_step() -> None:
    accomplice = _real("MH1", "Planebound Accomplice")
    assert accomplice["abilities"][-1]["effect"] == {"kind": "put_from_hand", "quality": ["card:planeswalker"],
                                                     "sacrifice_at": "next_end_step"}
    game = state(step="postcombat_main", battlefield=[_on("a", "Planebound Accomplice")],
                 alice={"hand": [{"id": "w", "card": "Probe Walker"}], "mana_pool": {"R": 1}})
    put = _run(game, [{"type": "activate", "permanent": "a", "ability": len(accomplice["abilities"]) - 1},
                      {"type": "resolve", "choices": {"chosen": ["w"]}}], accomplice, WALKER)
    assert permanent(put, "w")["controller"] == "alice"
    ended = _run(put["state"], [{"type": "next_step"}], accomplice, WALKER)
    assert ended["state"]["step"] == "end" and ended["state"]["stack"]
    gone = _run(ended["state"], [{"type": "resolve"}], accomplice, WALKER)
    assert [c["id"] for c in player_of(gone, "alice")["graveyard"]] == ["w"]
    # "Exile it at the beginning of the next end step." after it: not read
    assert probe_support("{R}: You may put a creature card from your hand onto the battlefield. Exile it at the "
                         "beginning of the next end step.", "Enchantment", None) != "full"


# --- 'Create two 1/1 red Devil creature tokens. They have "When ~ dies, ..."' (CR 111.3, 113.1a) -----------------------

def test_111_3_a_token_that_has_a_quoted_ability_said_after_it() -> None:
    devils, predator = _real("JMP", "Dance with Devils"), _real("2XM", "Kozilek's Predator")
    made = devils["abilities"][0]["effect"]
    assert made["count"] == 2 and made["token"]["abilities"] == [
        {"kind": "triggered", "trigger": "dies", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]
    assert predator["abilities"][-1]["effect"]["token"]["abilities"] == [
        {"kind": "mana", "cost": "", "add": "{C}", "other_costs": [{"kind": "sacrifice_self"}]}]
    game = state(alice={"hand": [{"id": "d", "card": "Dance with Devils"}], "mana_pool": {"R": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], devils)
    tokens = [p for p in done["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 2 and all(t["card"]["abilities"][0]["trigger"] == "dies" for t in tokens)
    zone = _real("2XM", "Awakening Zone")  # "you may create ... It has ..." in a step trigger: optional (CR 608.2d)
    assert zone["abilities"][0]["optional"] is True and zone["abilities"][0]["effect"]["token"]["abilities"] == \
        predator["abilities"][-1]["effect"]["token"]["abilities"]
    # a predefined token said to have a quoted ability: not read
    assert probe_support('Create a Treasure token. It has "{T}: Add {C}."', "Sorcery", None) != "full"
