"""Session 30, group stdb (docs/oracle-s30-stdb.md): general constructions of the Standard sets of 2020-2021 (THB IKO
ZNR STX), each read from the real Oracle text (tests/fixtures/sets/<set>.json) and played by the engine."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}
ENCHANTMENT = {"name": "Probe Charm", "types": ["Enchantment"], "mana_cost": "{1}{W}"}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{1}"}


# --- "you may exile <N> <quality> card(s) from your graveyard. If you do, ..." (CR 608.2d, 406.2) ----------------------

def test_608_2d_aphemia_may_exile_an_enchantment_card_from_the_graveyard_for_a_zombie() -> None:
    aphemia = mtgjson_full_definition("THB", "Aphemia, the Cacophony")
    trigger = aphemia["abilities"][-1]
    assert trigger["optional_action"] == {"action": "exile_from_graveyard", "spec": "card_in_your_graveyard:enchantment",
                                          "amount": 1}
    tymaret = mtgjson_full_definition("THB", "Tymaret Calls the Dead")
    assert tymaret["abilities"][0]["then_effects"][0]["optional_action"]["spec"] == (
        "card_in_your_graveyard:creature_or_enchantment")
    graveyard = [{"id": "rock", "card": "Probe Rock"}, {"id": "charm", "card": "Probe Charm"}]
    game = state(step="postcombat_main", battlefield=[on_battlefield("a", "Aphemia, the Cacophony")],
                 alice={"graveyard": graveyard})
    done = _run(game, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True}}], aphemia, ENCHANTMENT, ROCK)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["exile"]] == ["charm"] and [c["id"] for c in alice["graveyard"]] == ["rock"]
    assert [p["card"]["name"] for p in done["state"]["battlefield"] if isinstance(p["card"], dict)] == ["Zombie Token"]
    declined = _run(game, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": False}}], aphemia, ENCHANTMENT,
                    ROCK)
    assert len(declined["state"]["battlefield"]) == 1 and player_of(declined, "alice")["exile"] == []
    # no enchantment card in the graveyard: the action can't be done, so "If you do" can't hold (refused)
    bare = state(step="postcombat_main", battlefield=[on_battlefield("a", "Aphemia, the Cacophony")],
                 alice={"graveyard": graveyard[:1]})
    with pytest.raises(IllegalAction):
        _run(bare, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True}}], aphemia, ENCHANTMENT, ROCK)
    with pytest.raises(IllegalAction):  # the card chosen must match
        _run(game, [NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True,
                                                          "exile_from_graveyard": ["rock"]}}], aphemia, ENCHANTMENT,
             ROCK)
    # near variants the engine doesn't do: another player's graveyard, "other" cards, a permanent, no "you may"
    for text in ("At the beginning of your end step, you may exile a card from an opponent's graveyard. If you do, "
                 "create a 2/2 black Zombie creature token.",
                 "At the beginning of your end step, you may exile two other cards from your graveyard. If you do, draw "
                 "a card.",
                 "At the beginning of your end step, you may exile a creature you control. If you do, draw a card.",
                 "At the beginning of your end step, exile an enchantment card from your graveyard."):
        assert probe_support(text) != "full", text




# --- after "Look at the top N cards of your library.": "any number of" cards, "the revealed cards", "Then put the rest",
# "You may put <noun phrase> from among them onto the battlefield" (CR 608.2c, 701.20a, 401.4) -----------------------

def test_608_2c_lead_the_stampede_reveals_any_number_of_creature_cards_and_kinnan_puts_a_non_human() -> None:
    stampede = mtgjson_full_definition("IKO", "Lead the Stampede")
    assert stampede["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 5, "take": 5, "quality": ["creature"],
                                                  "optional": True, "to": "hand", "rest": "bottom_any_order",
                                                  "reveal": True}
    stirrings = mtgjson_full_definition("2XM", "Ancient Stirrings")
    assert stirrings["abilities"][0]["effect"]["quality"] == ["card:colorless"]
    kinnan = read_composed("{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature card "
                           "from among them onto the battlefield. Put the rest on the bottom of your library in a random "
                           "order.", is_spell=False)
    assert kinnan.abilities is not None and kinnan.abilities[0]["effect"] == {
        "kind": "look_at_top", "amount": 5, "take": 1, "quality": ["card:non-Human:creature"], "optional": True,
        "to": "battlefield", "rest": "bottom_random"}
    library = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "r1", "card": "Probe Rock"},
               {"id": "b2", "card": "Grizzly Bears"}, {"id": "r2", "card": "Probe Rock"},
               {"id": "b3", "card": "Grizzly Bears"}, {"id": "deep", "card": "Probe Rock"}]
    game = state(alice={"hand": [{"id": "s", "card": "Lead the Stampede"}], "mana_pool": {"G": 1, "C": 2},
                        "library": library})
    cast = {"type": "cast", "card": "s"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["b1", "b3"], "bottom": ["r1", "b2", "r2"]}}],
                stampede, ROCK)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["b1", "b3"]
    assert [c["id"] for c in alice["library"]] == ["deep", "r1", "b2", "r2"]
    with pytest.raises(IllegalAction):  # a noncreature card can't be taken
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["b1", "r1"]}}], stampede, ROCK)
    none = player_of(_run(game, [cast, {"type": "resolve", "choices": {"chosen": []}}], stampede, ROCK), "alice")
    assert none["hand"] == [] and len(none["library"]) == 6  # "you may": none taken
    # near variants the engine doesn't do: "any number" put onto the battlefield after "reveal ... and put them onto the
    # battlefield", "the revealed cards" for one card, another player's library
    for text in ("Look at the top five cards of your library. You may reveal any number of creature cards from among them "
                 "and put them onto the battlefield. Put the rest on the bottom of your library in a random order.",
                 "Look at the top five cards of your library. You may reveal a creature card from among them and put the "
                 "revealed cards into your hand. Put the rest on the bottom of your library in a random order.",
                 "Look at the top five cards of target player's library. You may put a creature card from among them "
                 "onto the battlefield. Put the rest on the bottom of your library in a random order."):
        assert probe_support(text, "Sorcery", None) != "full", text


# --- "Sacrifice it at the beginning of the next end step." past "It gets +2/+0 and gains haste until end of turn." (CR
# 603.7, 701.21a, 608.2c) -----------------------------------------------------------------------------------------------

def test_603_7_macabre_mockery_sacrifices_the_stolen_creature_at_the_next_end_step() -> None:
    mockery = mtgjson_full_definition("RNA", "Macabre Mockery")
    assert mockery["abilities"][0]["effect"]["sacrifice_at"] == "next_end_step"
    assert mockery["abilities"][1]["effect"]["target"] == "it"
    game = state(alice={"hand": [{"id": "m", "card": "Macabre Mockery"}], "mana_pool": {"B": 1, "R": 1, "C": 2}},
                 bob={"graveyard": [{"id": "g", "card": "Grizzly Bears"}]})
    cast = [{"type": "cast", "card": "m", "choices": {"targets": ["g"]}}, {"type": "resolve"}]
    stolen = _run(game, cast, mockery)
    bear = next(p for p in stolen["state"]["battlefield"] if p["id"] == "g")
    assert bear["controller"] == "alice" and bear["characteristics"]["power"] == 4
    assert "haste" in bear["characteristics"]["keywords"]
    ended = _run(game, [*cast, *[NEXT] * 5, {"type": "resolve"}], mockery)
    assert ended["state"]["step"] == "end" and ended["state"]["battlefield"] == []
    assert [c["id"] for c in player_of(ended, "bob")["graveyard"]] == ["g"]  # to its owner's graveyard (CR 701.21a)
    # near variants not read: several tokens named "it", a pump of another target between, "them" after one card
    for text in ("Create two 3/1 red Elemental creature tokens. It gains haste until end of turn. Sacrifice it at the "
                 "beginning of the next end step.",
                 "Return target creature card from your graveyard to the battlefield. Target creature gains haste until "
                 "end of turn. Sacrifice it at the beginning of the next end step.",
                 "Return target creature card from your graveyard to the battlefield. It gains haste until end of turn. "
                 "Sacrifice them at the beginning of the next end step."):
        assert probe_support(text, "Sorcery", None) != "full", text


# --- "Spend this mana only to cast a Cleric, Rogue, Warrior, or Wizard spell or to activate an ability of a Cleric,
# Rogue, Warrior, or Wizard." (CR 106.6, 109.2, 602.2b) ------------------------------------------------------------------

WIZARD = {"name": "Probe Wizard", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Human", "Wizard"], "power": 1,
          "toughness": 1, "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "gain_life",
                                                                                       "amount": 1}}]}
OGRE = {"name": "Probe Ogre", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Ogre"], "power": 2,
        "toughness": 2, "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "gain_life", "amount": 1}}]}


@pytest.mark.parametrize("allowed", [True, False])
def test_106_6_base_camp_mana_pays_party_spells_and_their_abilities_only(allowed: bool) -> None:
    camp = mtgjson_full_definition("ZNR", "Base Camp")
    assert camp["abilities"][-1]["spend_only"] == "subtype_spells_or_abilities"
    assert camp["abilities"][-1]["spend_only_subtypes"] == ["Cleric", "Rogue", "Warrior", "Wizard"]
    game = state(battlefield=[on_battlefield("bc", "Base Camp"), on_battlefield("w", "Probe Wizard"),
                              on_battlefield("o", "Probe Ogre")],
                 alice={"hand": [{"id": "hw", "card": "Probe Wizard"}, {"id": "ho", "card": "Probe Ogre"}]})
    tap = {"type": "tap_for_mana", "permanent": "bc", "ability": len(camp["abilities"]) - 1, "color": "U"}
    for then in ([{"type": "cast", "card": "hw"}, {"type": "activate", "permanent": "w", "ability": 0}] if allowed else
                 [{"type": "cast", "card": "ho"}, {"type": "activate", "permanent": "o", "ability": 0}]):
        if allowed:
            done = _run(game, [tap, then], camp, WIZARD, OGRE)
            assert done["state"]["stack"] and not player_of(done, "alice").get("restricted_mana")
        else:
            with pytest.raises(IllegalAction, match="Cleric or Rogue or Warrior or Wizard"):
                _run(game, [tap, then], camp, WIZARD, OGRE)
    # a near variant not read: the abilities of other subtypes than the spells
    assert probe_support("{T}: Add one mana of any color. Spend this mana only to cast a Cleric or Rogue spell or to "
                         "activate an ability of a Cleric or Warrior.", "Land", None) != "full"


# --- "Excess damage is dealt to that creature's controller instead." (CR 120.4a) ---------------------------------------

def test_120_4a_flame_spill_deals_the_excess_damage_to_the_creatures_controller() -> None:
    spill = mtgjson_full_definition("IKO", "Flame Spill")
    assert spill["abilities"][0]["effect"] == {"kind": "damage", "amount": 4, "target": "creature",
                                               "excess_to_controller": True}
    assert mtgjson_full_definition("STX", "Pigment Storm")["abilities"][0]["effect"]["excess_to_controller"]
    hand = {"hand": [{"id": "f", "card": "Flame Spill"}], "mana_pool": {"R": 1, "C": 2}}
    cast = [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    fresh = _run(state(alice=hand, battlefield=[on_battlefield("b", "Grizzly Bears", "bob")]), cast, spill)
    assert player_of(fresh, "bob")["life"] == 18 and [c["id"] for c in player_of(fresh, "bob")["graveyard"]] == ["b"]
    # damage already marked counts (CR 120.4a): one more is lethal, three are excess
    hurt = _run(state(alice=hand, battlefield=[on_battlefield("b", "Grizzly Bears", "bob", damage=1)]), cast, spill)
    assert player_of(hurt, "bob")["life"] == 17
    # a creature the damage is not lethal to: no excess
    big = {"name": "Probe Giant", "types": ["Creature"], "mana_cost": "{4}", "power": 5, "toughness": 5}
    tough = _run(state(alice=hand, battlefield=[on_battlefield("g", "Probe Giant", "bob")]),
                 [{"type": "cast", "card": "f", "choices": {"targets": ["g"]}}, {"type": "resolve"}], spill, big)
    assert player_of(tough, "bob")["life"] == 20 and next(
        p for p in tough["state"]["battlefield"] if p["id"] == "g")["damage"] == 4  # no excess: 4 < 5
    for text in ("~ deals 4 damage to any target. Excess damage is dealt to that creature's controller instead.",
                 "~ deals 4 damage to each creature. Excess damage is dealt to that creature's controller instead.",
                 "~ deals 4 damage to target creature or planeswalker. Excess damage is dealt to that creature's "
                 "controller instead."):
        assert probe_support(text, "Sorcery", None) != "full", text


# --- "~ gets +X/-X until end of turn, where X is <a count>." (CR 613.4c, 608.2h) ----------------------------------------

def test_613_4c_charix_gets_plus_x_minus_x_where_x_counts_its_islands() -> None:
    charix = mtgjson_full_definition("ZNR", "Charix, the Raging Isle")
    pump = charix["abilities"][-1]
    assert pump["effect"] == {"kind": "pump", "target": "self", "power": "count:permanent:you_control:Island",
                              "toughness": "count:permanent:you_control:Island", "duration": "end_of_turn",
                              "toughness_negated": True}
    island = {"name": "Probe Island", "types": ["Land"], "subtypes": ["Island"]}
    field = [on_battlefield("c", "Charix, the Raging Isle"), on_battlefield("i1", "Probe Island"),
             on_battlefield("i2", "Probe Island"), on_battlefield("i3", "Probe Island", "bob")]
    game = state(battlefield=field, alice={"mana_pool": {"C": 3}})
    done = _run(game, [{"type": "activate", "permanent": "c", "ability": len(charix["abilities"]) - 1},
                       {"type": "resolve"}], charix, island)
    stats = next(p for p in done["state"]["battlefield"] if p["id"] == "c")["characteristics"]
    assert (stats["power"], stats["toughness"]) == (int(charix["power"]) + 2, int(charix["toughness"]) - 2)
    assert probe_support("Target creature gets +X/-X until end of turn and gains flying, where X is the number of Islands "
                         "you control.", "Instant", None) != "full"


# --- "If its mana value is N or less, ..." after a spell's one targeted permanent, "target artifact or enchantment" too
# (CR 608.2h: today's wording of "its mana value was"; the object as it last existed) ----------------------------------

def test_608_2h_its_mana_value_is_reads_the_destroyed_artifact_or_enchantment() -> None:
    breach = read_full_definition("Probe Breach", "Instant", "Destroy target artifact or enchantment. If its mana value "
                                  "is 2 or less, draw a card.", "{1}{B}{G}")
    assert breach["abilities"][1]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:mana_value<=2"]}
    hand = {"hand": [{"id": "x", "card": "Probe Breach"}], "mana_pool": {"B": 1, "G": 1, "C": 1}}
    cast = [{"type": "cast", "card": "x", "choices": {"targets": ["t"]}}, {"type": "resolve"}]
    cheap = _run(state(alice=hand, battlefield=[on_battlefield("t", "Probe Charm", "bob")]), cast, breach, ENCHANTMENT)
    assert len(player_of(cheap, "alice")["hand"]) == 1 and player_of(cheap, "bob")["graveyard"][0]["id"] == "t"
    costly = {"name": "Probe Idol", "types": ["Artifact"], "mana_cost": "{4}"}
    big = _run(state(alice=hand, battlefield=[on_battlefield("t", "Probe Idol", "bob")]), cast, breach, costly)
    assert player_of(big, "alice")["hand"] == []  # mana value 4: no card drawn
    # near variants not read: "its" after no target, after two targets
    for text in ("Destroy all artifacts. If its mana value is 2 or less, draw a card.",
                 "Destroy two target artifacts. If its mana value is 2 or less, draw a card."):
        assert probe_support(text, "Sorcery", None) != "full", text
