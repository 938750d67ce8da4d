"""The Oracle reader's templates, one test per template, each built from a real Oracle line
(Fourth Edition and other core-set cards, as Scryfall prints them today).

The expected values are the ability vocabulary of the engine (app/engine/cards.py). The templates'
own output is checked here; whether the engine accepts an effect kind yet is `read_card`'s
business (tests/unit/test_oracle_reader.py)."""

from __future__ import annotations

import pytest

from app.oracle.reader import keyword_line, normalise_line
from app.oracle.templates import EFFECT_TEMPLATES, LINE_TEMPLATES, read_effect, read_line, read_spell_line


def _line(raw: str, name: str) -> list[dict[str, object]] | None:
    return read_line(normalise_line(raw, name))


def _spell(raw: str, name: str) -> list[dict[str, object]] | None:
    return read_spell_line(normalise_line(raw, name))


# --- keyword lines (CR 702) -------------------------------------------------------------------


def test_702_keyword_line_with_reminder_text_is_the_keyword() -> None:
    # Serra Angel
    assert keyword_line(normalise_line("Vigilance (Attacking doesn't cause this creature to tap.)", "Serra Angel")) == (
        ["vigilance"], []
    )


def test_702_keyword_list_separated_by_commas_and_semicolons() -> None:
    # Wall of Air; Mesa Pegasus
    assert keyword_line("Defender, flying") == (["defender", "flying"], [])
    assert keyword_line(normalise_line("Flying; banding (Any creatures with banding ...)", "Mesa Pegasus")) == (
        ["flying", "banding"], []
    )


def test_702_16_protection_from_a_color() -> None:
    # White Knight
    raw = "Protection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)"
    assert keyword_line(normalise_line(raw, "White Knight")) == (["protection:black"], [])


def test_702_16g_protection_from_white_and_from_blue_is_two_keywords() -> None:
    # Prismatic Wardens-style wording; e.g. Sublime Archangel's "protection from white and from blue"
    assert keyword_line("Protection from white and from blue") == (["protection:white", "protection:blue"], [])


def test_702_14_landwalk_keyword() -> None:
    # Bog Wraith
    raw = "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)"
    assert keyword_line(normalise_line(raw, "Bog Wraith")) == (["swampwalk"], [])


def test_702_21_ward_with_its_cost() -> None:
    # Adversarial Proxy-era wording, e.g. "Ward {2}"
    assert keyword_line("Ward {2}") == (["ward:{2}"], [])


def test_keyword_the_engine_does_not_model_is_reported_as_written() -> None:
    # Cosmic-era wording: "Flying, rampage" -> rampage is known but not modelled
    assert keyword_line("Intimidate") == ([], ["Intimidate"])


def test_a_sentence_is_not_a_keyword_line() -> None:
    assert keyword_line("Enchant creature") is None


# --- mana abilities (CR 605) ------------------------------------------------------------------


def test_605_tap_add_one_mana() -> None:
    # Llanowar Elves
    assert _line("{T}: Add {G}.", "Llanowar Elves") == [{"kind": "mana", "cost": "{T}", "add": "{G}"}]


def test_605_tap_add_two_colorless() -> None:
    # Sol Ring (Alpha); Mishra's Factory adds {C}
    assert _line("{T}: Add {C}{C}.", "Sol Ring") == [{"kind": "mana", "cost": "{T}", "add": "{C}{C}"}]


def test_605_mana_ability_with_a_mana_cost() -> None:
    # Apprentice Wizard
    assert _line("{U}, {T}: Add {C}{C}{C}.", "Apprentice Wizard") == [
        {"kind": "mana", "cost": "{U}{T}", "add": "{C}{C}{C}"}
    ]


def test_605_add_one_of_two_colors() -> None:
    # Karplusan Forest's first ability
    assert _line("{T}: Add {R} or {G}.", "Karplusan Forest") == [{"kind": "mana", "cost": "{T}", "add": "{R}|{G}"}]


def test_605_add_one_mana_of_any_color() -> None:
    # Birds of Paradise
    assert _line("{T}: Add one mana of any color.", "Birds of Paradise") == [
        {"kind": "mana", "cost": "{T}", "add": "any_color"}
    ]


def test_106_7_fellwar_stone_could_produce() -> None:
    # Fellwar Stone
    assert _line("{T}: Add one mana of any color that a land an opponent controls could produce.", "Fellwar Stone") == [
        {"kind": "mana", "cost": "{T}", "add": "could_produce", "from": "lands_opponents_control", "colors_only": True}
    ]


def test_305_6_basic_land_reminder_line_says_nothing() -> None:
    # Forest: its mana ability comes from its land type, the line is reminder text
    assert normalise_line("({T}: Add {G}.)", "Forest") == ""


# --- statics ----------------------------------------------------------------------------------


def test_613_4c_creatures_you_control_get_plus_one() -> None:
    # Glorious Anthem
    assert _line("Creatures you control get +1/+1.", "Glorious Anthem") == [
        {"kind": "static_pump", "affected": "creatures_you_control", "power": 1, "toughness": 1}
    ]


def test_613_4c_other_creatures_you_control() -> None:
    # Benalish Marshal-style lord line
    assert _line("Other creatures you control get +1/+1.", "Benalish Marshal") == [
        {"kind": "static_pump", "affected": "other_creatures_you_control", "power": 1, "toughness": 1}
    ]


def test_613_typed_lord_of_an_unknown_plural_is_not_read() -> None:
    # A creature type whose plural the reader has no entry for is never guessed from the word
    assert _line("Other Dinosaurs get +1/+1.", "Nowhere") is None
    assert _line("Other Merfolk you control get +X/+X.", "Nowhere") is None


def test_614_1c_enters_tapped_current_and_old_wordings() -> None:
    # Nevinyrral's Disk; older printings' "comes into play tapped" / "enters the battlefield tapped"
    expected = [{"kind": "enters_tapped"}]
    assert _line("This artifact enters tapped.", "Nevinyrral's Disk") == expected
    assert _line("Nevinyrral's Disk comes into play tapped.", "Nevinyrral's Disk") == expected
    assert _line("Nevinyrral's Disk enters the battlefield tapped.", "Nevinyrral's Disk") == expected


def test_614_1c_enters_with_counters() -> None:
    # Triskelion
    assert _line("This creature enters with three +1/+1 counters on it.", "Triskelion") == [
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 3}
    ]


def test_604_3_cda_equal_to_a_count_of_a_land_type() -> None:
    # Nightmare
    assert _line("Nightmare's power and toughness are each equal to the number of Swamps you control.", "Nightmare") == [
        {"kind": "pt_equal_to_count", "count": "lands_you_control", "subtype": "Swamp", "sets": "both"}
    ]


def test_604_3_cda_non_wall_creatures_and_same_name() -> None:
    # Keldon Warlord; Plague Rats
    assert _line("Keldon Warlord's power and toughness are each equal to the number of non-Wall creatures you control.",
                 "Keldon Warlord") == [
        {"kind": "pt_equal_to_count", "count": "creatures_you_control", "not_subtype": "Wall", "sets": "both"}
    ]
    assert _line("Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the "
                 "battlefield.", "Plague Rats") == [
        {"kind": "pt_equal_to_count", "count": "creatures", "same_name": True, "sets": "both"}
    ]


def test_604_3_cda_power_and_toughness_plus_one() -> None:
    # Lhurgoyf
    assert _line("Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is "
                 "equal to that number plus 1.", "Lhurgoyf") == [
        {"kind": "pt_equal_to_count", "count": "creature_cards_in_all_graveyards", "sets": "power"},
        {"kind": "pt_equal_to_count", "count": "creature_cards_in_all_graveyards", "sets": "toughness", "plus": 1},
    ]


def test_604_3_conditional_cda_is_not_read() -> None:
    # Gaea's Liege's count depends on whether it attacks: no template
    assert _line("As long as Gaea's Liege isn't attacking, its power and toughness are each equal to the number of "
                 "Forests you control.", "Gaea's Liege") is None


# --- triggered and activated abilities ----------------------------------------------------------


def test_603_6a_when_this_enters_trigger() -> None:
    # Elvish Visionary
    assert _line("When this creature enters, draw a card.", "Elvish Visionary") == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "draw", "amount": 1}}
    ]


def test_603_6a_old_enters_the_battlefield_wording_with_the_name() -> None:
    # Venerable Monk (older Oracle wording)
    assert _line("When Venerable Monk enters the battlefield, you gain 2 life.", "Venerable Monk") == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "gain_life", "amount": 2, "player": "you"}}
    ]


def test_508_1m_whenever_this_attacks_it_gets() -> None:
    # Cave People's first ability; "it" is the attacking creature itself
    assert _line("Whenever this creature attacks, it gets +1/-2 until end of turn.", "Cave People") == [
        {"kind": "triggered", "trigger": "attacks",
         "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": -2, "duration": "end_of_turn"}}
    ]
    # Murk Dwellers' "attacks and isn't blocked ... until end of combat" is another trigger: not read
    assert _line("Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
                 "Murk Dwellers") is None


def test_602_tap_deal_one_damage_to_any_target() -> None:
    # Prodigal Sorcerer
    assert _line("{T}: This creature deals 1 damage to any target.", "Prodigal Sorcerer") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}
    ]


def test_602_self_pump_until_end_of_turn() -> None:
    # Shivan Dragon
    assert _line("{R}: This creature gets +1/+0 until end of turn.", "Shivan Dragon") == [
        {"kind": "activated", "cost": "{R}",
         "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": 0, "duration": "end_of_turn"}}
    ]


def test_602_mana_and_tap_cost_destroy() -> None:
    # Royal Assassin's "tapped creature" is not a target spec: not read. Stone Rain-like activated:
    assert _line("{T}: Destroy target tapped creature.", "Royal Assassin") is None
    assert _line("{2}, {T}: Untap target creature.", "Jandor's Saddlebags") == [
        {"kind": "activated", "cost": "{2}{T}", "effect": {"kind": "untap", "target": "creature"}}
    ]


def test_602_draw_a_card_for_mana_and_tap() -> None:
    # Jayemdae Tome
    assert _line("{4}, {T}: Draw a card.", "Jayemdae Tome") == [
        {"kind": "activated", "cost": "{4}{T}", "effect": {"kind": "draw", "amount": 1}}
    ]


def test_602_cost_with_life_or_sacrifice_is_not_read() -> None:
    # Greed: "Pay 2 life" is not a cost the reader knows; Strip Mine's sacrifice neither
    assert _line("{B}, Pay 2 life: Draw a card.", "Greed") is None
    assert _line("{T}, Sacrifice this land: Destroy target land.", "Strip Mine") is None


def test_602_two_effects_in_one_ability_are_not_half_read() -> None:
    # Orcish Artillery: the damage to you is part of the ability
    assert _line("{T}: This creature deals 2 damage to any target and 3 damage to you.", "Orcish Artillery") is None


# --- instants and sorceries (CR 608.2) ----------------------------------------------------------


def test_120_deals_three_damage_to_any_target() -> None:
    # Lightning Bolt
    assert _spell("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}
    ]


def test_107_3_deals_x_damage_to_any_target() -> None:
    # Blaze (and Disintegrate's first sentence)
    assert _spell("Blaze deals X damage to any target.", "Blaze") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X", "target": "any"}}
    ]


def test_120_deals_damage_to_each_creature_is_untargeted() -> None:
    # Pestilence-like wording, e.g. Evincar's Justice without buyback would be two sentences
    assert read_effect("~ deals 2 damage to each creature.") == {"kind": "damage", "amount": 2, "target": "each_creature"}


def test_701_8_destroy_target_creature() -> None:
    # Murder
    assert _spell("Destroy target creature.", "Murder") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}
    ]


def test_701_8_destroy_target_artifact_or_enchantment() -> None:
    # Disenchant
    assert _spell("Destroy target artifact or enchantment.", "Disenchant") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "artifact_or_enchantment"}}
    ]


def test_701_8_destroy_with_a_second_sentence_is_not_read() -> None:
    # Terror / Doom Blade-style: "It can't be regenerated." is not modelled: the line is not read
    assert _spell("Destroy target nonblack creature. It can't be regenerated.", "Terror") is None
    assert _spell("Destroy target nonblack creature.", "Doom Blade") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "nonblack_creature"}}
    ]


def test_701_6_counter_target_spell() -> None:
    # Counterspell
    assert _spell("Counter target spell.", "Counterspell") == [
        {"kind": "spell", "effect": {"kind": "counter", "target": "spell"}}
    ]


def test_121_draw_cards() -> None:
    # Ancestral Recall says "Target player draws three cards": not this template. Inspiration-like:
    assert _spell("Draw two cards.", "Divination") == [{"kind": "spell", "effect": {"kind": "draw", "amount": 2}}]


def test_119_you_gain_life() -> None:
    # Healing Salve's first mode is modal: a plain "You gain N life." sentence (e.g. Heal the Scars' part)
    assert read_effect("You gain 4 life.") == {"kind": "gain_life", "amount": 4, "player": "you"}


def test_119_target_player_gains_x_life() -> None:
    # Stream of Life
    assert _spell("Target player gains X life.", "Stream of Life") == [
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": "X", "player": "target_player"}}
    ]


def test_119_target_player_loses_life() -> None:
    # Blood Pet... e.g. "Target player loses 3 life." (Sign in Blood's second half is a separate sentence)
    assert read_effect("Target player loses 3 life.") == {"kind": "lose_life", "amount": 3, "player": "target_player"}
    assert read_effect("Each opponent loses 1 life.") == {"kind": "lose_life", "amount": 1, "player": "each_opponent"}


def test_return_target_creature_to_its_owners_hand() -> None:
    # Unsummon
    assert _spell("Return target creature to its owner's hand.", "Unsummon") == [
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "creature"}}
    ]


def test_701_26_tap_and_untap_target() -> None:
    # Ley Druid (activated) and a Tap spell
    assert read_effect("Tap target creature.") == {"kind": "tap", "target": "creature"}
    assert _line("{T}: Untap target land.", "Ley Druid") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "untap", "target": "land"}}
    ]


def test_611_target_creature_gets_plus_three_until_end_of_turn() -> None:
    # Giant Growth
    assert _spell("Target creature gets +3/+3 until end of turn.", "Giant Growth") == [
        {"kind": "spell",
         "effect": {"kind": "pump", "target": "creature", "power": 3, "toughness": 3, "duration": "end_of_turn"}}
    ]


def test_611_x_pump_and_blocking_creature_target() -> None:
    # Howl from Beyond; Righteousness
    assert read_effect("Target creature gets +X/+0 until end of turn.") == {
        "kind": "pump", "target": "creature", "power": "X", "toughness": 0, "duration": "end_of_turn"
    }
    assert read_effect("Target blocking creature gets +7/+7 until end of turn.") == {
        "kind": "pump", "target": "blocking_creature", "power": 7, "toughness": 7, "duration": "end_of_turn"
    }


def test_611_all_creatures_get_minus_two_until_end_of_turn() -> None:
    # Marsh Gas
    assert _spell("All creatures get -2/-0 until end of turn.", "Marsh Gas") == [
        {"kind": "spell",
         "effect": {"kind": "pump", "target": "each_creature", "power": -2, "toughness": 0, "duration": "end_of_turn"}}
    ]


def test_122_put_a_counter_on_target_creature() -> None:
    # Battlegrowth
    assert _spell("Put a +1/+1 counter on target creature.", "Battlegrowth") == [
        {"kind": "spell", "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature"}}
    ]


def test_exile_target_creature_alone_is_read_but_swords_is_not() -> None:
    # Swords to Plowshares' second sentence (life equal to its power) is not modelled
    assert _spell("Exile target creature. Its controller gains life equal to its power.", "Swords to Plowshares") is None
    assert read_effect("Exile target creature.") == {"kind": "exile", "target": "creature"}


def test_608_2c_cantrip_reads_as_two_spell_abilities_in_order() -> None:
    # Repulse; Dismiss
    assert _spell("Return target creature to its owner's hand. Draw a card.", "Repulse") == [
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "creature"}},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1}},
    ]
    assert _spell("Counter target spell. Draw a card.", "Dismiss") == [
        {"kind": "spell", "effect": {"kind": "counter", "target": "spell"}},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1}},
    ]


def test_115_two_targeted_sentences_are_not_read() -> None:
    # which chosen target belongs to which sentence would be a guess
    assert _spell("Destroy target artifact. Destroy target land.", "Hypothetical") is None
    # a sentence referring back to the first ("It", "Its controller") matches no template
    assert _spell("Destroy target creature. Its controller loses 2 life.", "Hypothetical") is None


def test_modal_and_conditional_spells_are_not_read() -> None:
    # Healing Salve's "Choose one —" and Blood Lust's condition
    assert _spell("Choose one —", "Healing Salve") is None
    assert _spell(
        "If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets +4/-X "
        "until end of turn, where X is its toughness minus 1.", "Blood Lust"
    ) is None


# --- Auras (CR 303.4, 702.5) ---------------------------------------------------------------------


def test_702_5a_enchant_creature_with_its_reminder_text() -> None:
    # Regeneration (4ED prints the reminder on some Auras)
    raw = "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)"
    assert _line(raw, "Regeneration") == [{"kind": "enchant", "target": "creature"}]
    assert _line("Enchant land", "Cursed Land") == [{"kind": "enchant", "target": "land"}]
    assert _line("Enchant Wall", "Animate Wall") is None  # a subtype: not a type the engine enchants


def test_613_4c_enchanted_creature_gets_plus_n() -> None:
    # Holy Strength; Weakness
    assert _line("Enchanted creature gets +1/+2.", "Holy Strength") == [
        {"kind": "attached_pump", "power": 1, "toughness": 2, "keywords": []}]
    assert _line("Enchanted creature gets -2/-1.", "Weakness") == [
        {"kind": "attached_pump", "power": -2, "toughness": -1, "keywords": []}]


def test_613_1f_enchanted_creature_has_a_keyword() -> None:
    # Flight; Burrowing; Web
    assert _line("Enchanted creature has flying.", "Flight") == [
        {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["flying"]}]
    raw = "Enchanted creature has mountainwalk. (It can't be blocked as long as defending player controls a Mountain.)"
    assert _line(raw, "Burrowing")[0]["keywords"] == ["mountainwalk"]  # type: ignore[index]
    assert _line("Enchanted creature gets +0/+2 and has reach. (It can block creatures with flying.)", "Web") == [
        {"kind": "attached_pump", "power": 0, "toughness": 2, "keywords": ["reach"]}]


def test_702_16c_ward_protection_that_doesnt_remove_this_aura() -> None:
    # White Ward
    raw = "Enchanted creature has protection from white. This effect doesn't remove this Aura."
    assert _line(raw, "White Ward") == [{"kind": "attached_pump", "power": 0, "toughness": 0,
                                         "keywords": ["protection:white"], "keeps_this_aura": True}]


def test_702_enchanted_creature_with_a_keyword_not_modelled_is_not_read() -> None:
    # Intimidate: the engine does not model it, so the line is reported, not half read
    assert _line("Enchanted creature has intimidate. (It can't be blocked except by artifact creatures and/or "
                 "creatures that share a color with it.)", "Nowhere") is None


def test_602_enchanted_creature_pump_ability_of_an_aura() -> None:
    # Firebreathing
    assert _line("{R}: Enchanted creature gets +1/+0 until end of turn.", "Firebreathing") == [
        {"kind": "activated", "cost": "{R}", "effect": {"kind": "pump", "target": "enchanted_creature", "power": 1,
                                                       "toughness": 0, "duration": "end_of_turn"}}]


# --- regeneration and "destroy all" (CR 701.19, 701.8) -----------------------------------------


def test_701_19a_regenerate_this_creature() -> None:
    # Drudge Skeletons, with its reminder text
    raw = ("{B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap "
           "it, remove it from combat, and heal all damage on it.)")
    assert _line(raw, "Drudge Skeletons") == [
        {"kind": "activated", "cost": "{B}", "effect": {"kind": "regenerate", "target": "self"}}]
    # Regeneration (the Aura)
    assert _line("{G}: Regenerate enchanted creature.", "Regeneration") == [
        {"kind": "activated", "cost": "{G}", "effect": {"kind": "regenerate", "target": "enchanted_creature"}}]


def test_701_19a_regenerate_target_creature() -> None:
    # Death Ward
    assert _spell("Regenerate target creature.", "Death Ward") == [
        {"kind": "spell", "effect": {"kind": "regenerate", "target": "creature"}}]


def test_701_19c_wrath_of_god_destroys_all_creatures_that_cant_be_regenerated() -> None:
    # Wrath of God: the second sentence is part of the destroy effect, not an effect of its own
    assert _spell("Destroy all creatures. They can't be regenerated.", "Wrath of God") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "each_creature", "cant_be_regenerated": True}}]


def test_701_8_destroy_all_lands_and_all_islands() -> None:
    # Armageddon; Tsunami; Tranquility
    assert _spell("Destroy all lands.", "Armageddon") == [{"kind": "spell", "effect": {"kind": "destroy",
                                                                                       "target": "each_land"}}]
    assert _spell("Destroy all Islands.", "Tsunami")[0]["effect"]["target"] == "each_island"  # type: ignore[index]
    assert _spell("Destroy all enchantments.", "Tranquility")[0]["effect"]["target"] == (  # type: ignore[index]
        "each_enchantment")
    assert _spell("Destroy all artifacts, creatures, and enchantments.", "Nevinyrral's Disk") is None


def test_120_1_damage_to_each_creature_with_or_without_flying_and_each_player() -> None:
    # Inferno; Hurricane; Earthquake; Sandstorm
    assert _spell("Inferno deals 6 damage to each creature and each player.", "Inferno") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 6, "target": "each_creature_and_each_player"}}]
    assert _spell("Hurricane deals X damage to each creature with flying and each player.", "Hurricane") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X",
                                     "target": "each_creature_with_flying_and_each_player"}}]
    assert _spell("Earthquake deals X damage to each creature without flying and each player.", "Earthquake") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X",
                                     "target": "each_creature_without_flying_and_each_player"}}]
    assert _spell("Sandstorm deals 1 damage to each attacking creature.", "Sandstorm") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "each_attacking_creature"}}]


def test_613_4c_attacking_or_blocking_creatures_get_plus_n_until_end_of_turn() -> None:
    # Morale; Piety
    assert _spell("Attacking creatures get +1/+1 until end of turn.", "Morale")[0]["effect"] == {  # type: ignore[index]
        "kind": "pump", "target": "each_attacking_creature", "power": 1, "toughness": 1, "duration": "end_of_turn"}
    assert _spell("Blocking creatures get +0/+3 until end of turn.", "Piety")[0]["effect"]["target"] == (  # type: ignore[index]
        "each_blocking_creature")


def test_613_1f_gains_a_keyword_until_end_of_turn() -> None:
    # Jump; Goblin Balloon Brigade; Helm of Chatzuk (banding)
    assert _spell("Target creature gains flying until end of turn.", "Jump") == [
        {"kind": "spell", "effect": {"kind": "pump", "target": "creature", "power": 0, "toughness": 0,
                                     "duration": "end_of_turn", "keywords": ["flying"]}}]
    assert _line("{R}: This creature gains flying until end of turn.", "Goblin Balloon Brigade") == [
        {"kind": "activated", "cost": "{R}", "effect": {"kind": "pump", "target": "self", "power": 0, "toughness": 0,
                                                       "duration": "end_of_turn", "keywords": ["flying"]}}]
    assert _line("{1}, {T}: Target creature gains banding until end of turn.", "Helm of Chatzuk")[0][  # type: ignore[index]
        "effect"]["keywords"] == ["banding"]
    assert _spell("Target creature gains intimidate until end of turn.", "Nowhere") is None  # not modelled


# --- anthems with a quality (CR 613.4c, 613.1f) -------------------------------------------------


def test_613_4c_color_and_status_anthems() -> None:
    # Crusade; Castle; Orcish Oriflamme
    assert _line("White creatures get +1/+1.", "Crusade") == [
        {"kind": "static_pump", "color": "W", "affected": "all_creatures", "power": 1, "toughness": 1}]
    assert _line("Untapped creatures you control get +0/+2.", "Castle") == [
        {"kind": "static_pump", "status": "untapped", "affected": "creatures_you_control", "power": 0,
         "toughness": 2}]
    assert _line("Attacking creatures you control get +1/+0.", "Orcish Oriflamme") == [
        {"kind": "static_pump", "status": "attacking", "affected": "creatures_you_control", "power": 1,
         "toughness": 0}]
    assert _line("Purple creatures get +1/+1.", "Nowhere") is None  # not a color nor a known creature type


def test_613_1f_creature_type_anthems_with_keywords() -> None:
    # Lord of Atlantis; Fortified Area; Zombie Master
    raw = "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player ...)"
    assert _line(raw, "Lord of Atlantis") == [
        {"kind": "static_pump", "subtype": "Merfolk", "affected": "other_creatures", "power": 1, "toughness": 1,
         "keywords": ["islandwalk"]}]
    assert _line("Wall creatures you control get +1/+0 and have banding.", "Fortified Area") == [
        {"kind": "static_pump", "subtype": "Wall", "affected": "creatures_you_control", "power": 1, "toughness": 0,
         "keywords": ["banding"]}]
    assert _line("Other Zombie creatures have swampwalk.", "Zombie Master") == [
        {"kind": "static_pump", "subtype": "Zombie", "affected": "other_creatures", "power": 0, "toughness": 0,
         "keywords": ["swampwalk"]}]
    assert _line("Other Goblins get +1/+1 and have rampage 1.", "Nowhere") is None  # rampage: not modelled


def test_613_4c_this_creature_gets_plus_n_as_long_as_its_untapped() -> None:
    # Giant Tortoise
    assert _line("This creature gets +0/+3 as long as it's untapped.", "Giant Tortoise") == [
        {"kind": "static_pump", "affected": "self", "status": "untapped", "power": 0, "toughness": 3}]


# --- blocking restrictions (CR 509.1b, 702.36) --------------------------------------------------


def test_509_1b_cant_be_blocked_except_by_qualities() -> None:
    # Elven Riders; Seeker
    assert _line("This creature can't be blocked except by Walls and/or creatures with flying.", "Elven Riders") == [
        {"kind": "cant_be_blocked_except_by", "by": ["walls", "creatures_with_flying"], "affected": "self"}]
    assert _line("Enchanted creature can't be blocked except by artifact creatures and/or white creatures.",
                 "Seeker") == [{"kind": "cant_be_blocked_except_by", "by": ["artifact_creatures", "white_creatures"],
                                "affected": "enchanted_creature"}]
    assert _line("This creature can't be blocked except by legendary creatures.", "Nowhere") is None


def test_509_1b_power_restrictions_on_blocking() -> None:
    # Amrou Kithkin; Ironclaw Orcs
    assert _line("This creature can't be blocked by creatures with power 3 or greater.", "Amrou Kithkin") == [
        {"kind": "cant_be_blocked_by", "power_at_least": 3}]
    assert _line("This creature can't block creatures with power 2 or greater.", "Ironclaw Orcs") == [
        {"kind": "cant_block", "attackers_power_at_least": 2}]


def test_702_36_enchanted_creature_has_fear() -> None:
    # Fear (the Aura)
    assert _line("Enchanted creature has fear. (It can't be blocked except by artifact creatures and/or black "
                 "creatures.)", "Fear") == [{"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["fear"]}]


def test_613_1e_target_spell_or_permanent_becomes_a_color() -> None:
    # Deathlace; Chaoslace (its reminder text is worded differently)
    assert _spell("Target spell or permanent becomes black. (Mana symbols on that permanent remain unchanged.)",
                  "Deathlace") == [{"kind": "spell", "effect": {"kind": "become_color", "colors": ["B"],
                                                                "target": "spell_or_permanent"}}]
    assert _spell("Target spell or permanent becomes red. (Its mana symbols remain unchanged.)", "Chaoslace")[0][
        "effect"]["colors"] == ["R"]  # type: ignore[index]
    assert _spell("Target permanent becomes the color of your choice.", "Nowhere") is None


def test_613_1d_lands_that_are_creatures_and_animate_artifact() -> None:
    # Living Lands; Kormus Bell; Animate Artifact
    assert _line("All Forests are 1/1 creatures that are still lands.", "Living Lands") == [
        {"kind": "becomes_creature", "affected": "lands", "subtype": "Forest", "power": 1, "toughness": 1}]
    assert _line("All Swamps are 1/1 black creatures that are still lands.", "Kormus Bell") == [
        {"kind": "becomes_creature", "affected": "lands", "subtype": "Swamp", "power": 1, "toughness": 1,
         "colors": ["B"]}]
    raw = ("As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each "
           "equal to its mana value.")
    assert _line(raw, "Animate Artifact") == [
        {"kind": "becomes_creature", "affected": "enchanted_permanent", "power": "mana_value",
         "toughness": "mana_value", "unless_creature": True}]
    assert _line("All Mountains are Plains.", "Conversion") is None  # a land type change, not this


def test_614_1c_permanents_your_opponents_control_enter_tapped() -> None:
    # Kismet
    assert _line("Artifacts, creatures, and lands your opponents control enter tapped.", "Kismet") == [
        {"kind": "opponents_enter_tapped", "types": ["artifact", "creature", "land"]}]
    assert _line("Creatures your opponents control enter tapped.", "Nowhere") == [
        {"kind": "opponents_enter_tapped", "types": ["creature"]}]
    assert _line("Nonbasic lands your opponents control enter tapped.", "Nowhere") is None


def test_613_1b_you_control_enchanted_creature_or_artifact() -> None:
    # Control Magic; Steal Artifact
    assert _line("You control enchanted creature.", "Control Magic") == [{"kind": "control_enchanted"}]
    assert _line("You control enchanted artifact.", "Steal Artifact") == [{"kind": "control_enchanted"}]
    assert _line("You control enchanted creature until end of turn.", "Nowhere") is None


def test_508_1c_cant_attack_unless_defending_player_controls_a_land_type() -> None:
    # Sea Serpent; Goblin Rock Sled
    assert _line("This creature can't attack unless defending player controls an Island.", "Sea Serpent") == [
        {"kind": "cant_attack_unless", "defending_player_controls": "Island"}]
    assert _line("This creature can't attack unless defending player controls a Mountain.", "Goblin Rock Sled") == [
        {"kind": "cant_attack_unless", "defending_player_controls": "Mountain"}]
    assert _line("This creature can't attack unless you sacrifice two Islands.", "Leviathan") is None


def test_613_4c_enchanted_creature_gets_half_a_count() -> None:
    # Aspect of Wolf
    raw = ("Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is "
           "half the number of Forests you control, rounded up.")
    assert _line(raw, "Aspect of Wolf") == [
        {"kind": "attached_count_pump", "count": "lands_you_control", "subtype": "Forest",
         "power": "half_rounded_down", "toughness": "half_rounded_up"}]


def test_601_2f_cost_increases_for_spells_and_abilities_of_a_color() -> None:
    # Gloom
    assert _line("White spells cost {3} more to cast.", "Gloom") == [
        {"kind": "cost_increase", "applies_to": "spells", "color": "W", "generic": 3}]
    assert _line("Activated abilities of white enchantments cost {3} more to activate.", "Gloom") == [
        {"kind": "cost_increase", "applies_to": "activated_abilities", "color": "W", "card_type": "Enchantment",
         "generic": 3}]
    assert _line("Noncreature spells cost {1} more to cast.", "Nowhere") is None


def test_508_1g_cant_attack_unless_its_controller_pays() -> None:
    # Brainwash
    assert _line("Enchanted creature can't attack unless its controller pays {3}.", "Brainwash") == [
        {"kind": "attack_cost", "cost": "{3}", "affected": "enchanted_creature"}]
    assert _line("Enchanted creature can't attack unless its controller pays {X}.", "Nowhere") is None


def test_702_10b_enchanted_creature_can_attack_as_though_it_had_haste() -> None:
    # Instill Energy
    assert _line("Enchanted creature can attack as though it had haste.", "Instill Energy") == [
        {"kind": "attacks_as_though_haste", "affected": "enchanted_creature"}]


@pytest.mark.parametrize("template", [*EFFECT_TEMPLATES, *LINE_TEMPLATES], ids=lambda t: t.name)
def test_every_template_reads_its_own_example(template: object) -> None:
    """Each table entry carries the real Oracle line it was written for, and reads it."""
    from app.oracle.templates import Template

    assert isinstance(template, Template)
    example = normalise_line(template.example, _example_name(template.example))
    assert template.pattern.fullmatch(example), example
    assert template.build(template.pattern.fullmatch(example)) is not None


def _example_name(line: str) -> str:
    for name in ("Lightning Bolt", "Nightmare", "Lhurgoyf", "Earthquake"):
        if line.startswith(name):
            return name
    return ""
