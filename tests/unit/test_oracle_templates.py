"""The Oracle reader's templates, one test per template, each built from a real Oracle line
(Fourth Edition and other core-set cards, as Scryfall prints them today).

The expected values are the ability vocabulary of the engine (app/engine/cards.py). The templates'
own output is checked here; whether the engine accepts an effect kind yet is `read_card`'s
business (tests/unit/test_oracle_reader.py)."""

from __future__ import annotations

import pytest

from app.oracle.reader import keyword_line, normalise_line
from app.oracle.templates import (
    EFFECT_TEMPLATES,
    LINE_TEMPLATES,
    SPELL_LINE_TEMPLATES,
    TRIGGER_EFFECT_TEMPLATES,
    read_effect,
    read_line,
    read_spell_line,
)


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
    assert keyword_line("Phasing") == ([], ["Phasing"])


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
    # Murk Dwellers' "attacks and isn't blocked ... until end of combat" is another trigger (CR 509.3g)
    assert _line("Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
                 "Murk Dwellers")[0]["trigger"] == "attacks_and_isnt_blocked"  # type: ignore[index]


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
    # Royal Assassin: "target tapped creature" in the filter grammar. Jandor's Saddlebags:
    assert _line("{T}: Destroy target tapped creature.", "Royal Assassin") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "destroy", "target": "creature:tapped"}}
    ]
    assert _line("{2}, {T}: Untap target creature.", "Jandor's Saddlebags") == [
        {"kind": "activated", "cost": "{2}{T}", "effect": {"kind": "untap", "target": "creature"}}
    ]


def test_602_draw_a_card_for_mana_and_tap() -> None:
    # Jayemdae Tome
    assert _line("{4}, {T}: Draw a card.", "Jayemdae Tome") == [
        {"kind": "activated", "cost": "{4}{T}", "effect": {"kind": "draw", "amount": 1}}
    ]


def test_602_cost_the_reader_does_not_know_is_not_read() -> None:
    # sacrificing another permanent, discarding a chosen card: not costs the reader knows
    assert _line("Sacrifice a creature: Draw a card.", "Nowhere") is None
    assert _line("{1}, Discard a card: Draw a card.", "Nowhere") is None


def test_701_9b_target_player_discards_x_cards_at_random() -> None:
    # Mind Twist
    assert _spell("Target player discards X cards at random.", "Mind Twist") == [
        {"kind": "spell", "effect": {"kind": "discard", "amount": "X", "player": "target_player", "random": True}}]


def test_701_9b_discard_a_card_at_random_as_a_cost_and_as_an_effect() -> None:
    # Coral Helm; Rag Man
    assert _line("{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.", "Coral Helm") == [
        {"kind": "activated", "cost": "{3}", "effect": {"kind": "pump", "target": "creature", "power": 2,
                                                       "toughness": 2, "duration": "end_of_turn"},
         "other_costs": [{"kind": "discard_at_random"}]}]
    raw = ("{B}{B}{B}, {T}: Target opponent reveals their hand and discards a creature card at random. Activate only "
           "during your turn.")
    assert _line(raw, "Rag Man") == [
        {"kind": "activated", "cost": "{B}{B}{B}{T}", "effect": {
            "kind": "discard", "amount": 1, "player": "target_opponent", "random": True, "card_type": "Creature",
            "reveal_hand": True}, "activate_only": "your_turn"}]


def test_608_2c_two_effects_in_one_ability_are_read_in_order() -> None:
    # Orcish Artillery, Psionic Entity: the damage to you (to itself) is part of the ability
    assert _line("{T}: This creature deals 2 damage to any target and 3 damage to you.", "Orcish Artillery") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 2, "target": "any"},
         "then_effects": [{"kind": "damage", "amount": 3, "target": "you"}]}]
    assert _line("{T}: This creature deals 2 damage to any target and 3 damage to itself.", "Psionic Entity") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 2, "target": "any"},
         "then_effects": [{"kind": "damage", "amount": 3, "target": "self"}]}]
    # one more clause than the template knows is not half read
    assert _line("{T}: This creature deals 2 damage to any target and 3 damage to each player.", "X") is None


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


def test_701_19c_destroy_it_cant_be_regenerated() -> None:
    # Terror (today's Oracle: "nonartifact, nonblack"), Fissure, Tunnel ("target Wall": a Wall permanent)
    assert _spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "Terror") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature:nonartifact:nonblack",
                                     "cant_be_regenerated": True}}]
    assert _spell("Destroy target creature or land. It can't be regenerated.", "Fissure") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature_or_land", "cant_be_regenerated": True}}]
    assert _spell("Destroy target Wall. It can't be regenerated.", "Tunnel") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "permanent:Wall", "cant_be_regenerated": True}}]
    assert _spell("Exile target creature. It can't be regenerated.", "Nonsense") is None  # only with destroy
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


def test_608_2h_swords_to_plowshares_refers_back_to_its_target() -> None:
    # Swords to Plowshares: "Its controller" and "its power" are the exiled creature's, as it last existed
    assert _spell("Exile target creature. Its controller gains life equal to its power.", "Swords to Plowshares") == [
        {"kind": "spell", "effect": {"kind": "exile", "target": "creature"}},
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": "its_power", "player": "its_controller"}}]
    assert read_effect("Exile target creature.") == {"kind": "exile", "target": "creature"}


# --- target phrases of the filter grammar, effects referring back, several targets (spells) ------


def test_115_1_target_phrases_read_into_the_filter_grammar() -> None:
    # Royal Assassin, Northern Paladin, Ali Baba, Grapeshot Catapult, Flood, Energy Tap, Twiddle
    from app.oracle.templates import target_phrase

    assert target_phrase("target tapped creature") == "creature:tapped"
    assert target_phrase("target black permanent") == "permanent:black"
    assert target_phrase("target Wall") == "permanent:Wall"
    assert target_phrase("target creature with flying") == "creature:with_flying"
    assert target_phrase("target creature without flying") == "creature:without_flying"
    assert target_phrase("target untapped creature you control") == "creature:untapped:you_control"
    assert target_phrase("target artifact, creature, or land") == "artifact_or_creature_or_land"
    assert target_phrase("target creature with power 2 or less") == "creature:power<=2"
    assert target_phrase("target creature") == "creature"  # the named specs stay as they were
    assert target_phrase("target creature with phasing") is None  # phasing is not a keyword the engine models
    assert target_phrase("target creature that attacked this turn") is None  # not in the grammar: not guessed


def test_701_8_permanent_effect_filtered() -> None:
    # Northern Paladin; Flood; Ashes to Ashes ("two target"); Word of Binding ("X target")
    assert _line("{W}{W}, {T}: Destroy target black permanent.", "Northern Paladin") == [
        {"kind": "activated", "cost": "{W}{W}{T}", "effect": {"kind": "destroy", "target": "permanent:black"}}]
    assert _line("{U}{U}: Tap target creature without flying.", "Flood") == [
        {"kind": "activated", "cost": "{U}{U}", "effect": {"kind": "tap", "target": "creature:without_flying"}}]
    assert _spell("Exile two target nonartifact creatures. Ashes to Ashes deals 5 damage to you.", "Ashes to Ashes") == [
        {"kind": "spell", "effect": {"kind": "exile", "target": "creature:nonartifact", "target_count": 2}},
        {"kind": "spell", "effect": {"kind": "damage", "amount": 5, "target": "you"}}]
    assert _spell("Tap X target creatures.", "Word of Binding") == [
        {"kind": "spell", "effect": {"kind": "tap", "target": "creature", "target_count": "X"}}]


def test_303_4_return_target_permanent_that_isnt_enchanted() -> None:
    # Time Elemental's second line; Sorceress Queen's target ("other than this creature")
    assert _line("{2}{U}{U}, {T}: Return target permanent that isn't enchanted to its owner's hand.",
                 "Time Elemental") == [{"kind": "activated", "cost": "{2}{U}{U}{T}",
                                        "effect": {"kind": "return_to_hand", "target": "permanent:not_enchanted"}}]
    from app.oracle.templates import target_phrase

    assert target_phrase(normalise_line("target creature other than this creature", "Sorceress Queen")) == (
        "creature:other")


def test_115_2_return_target_creature_card_from_your_graveyard() -> None:
    # Raise Dead
    assert _spell("Return target creature card from your graveyard to your hand.", "Raise Dead") == [
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:creature"}}]


def test_120_damage_to_a_filtered_target() -> None:
    # Grapeshot Catapult
    assert _line("{T}: This creature deals 1 damage to target creature with flying.", "Grapeshot Catapult") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1,
                                                       "target": "creature:with_flying"}}]


def test_601_2d_damage_divided_among_any_number_of_targets() -> None:
    # Pyrotechnics (as you choose); Fireball (evenly, and its cost line)
    assert _spell("Pyrotechnics deals 4 damage divided as you choose among any number of targets.", "Pyrotechnics") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 4, "target": "any", "target_count": "any_number",
                                     "divided": "as_you_choose"}}]
    assert _spell("Fireball deals X damage divided evenly, rounded down, among any number of targets.", "Fireball") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X", "target": "any", "target_count": "any_number",
                                     "divided": "evenly"}}]


def test_601_2f_costs_more_for_each_target_beyond_the_first() -> None:
    # Fireball
    assert _spell("This spell costs {1} more to cast for each target beyond the first.", "Fireball") == [
        {"kind": "extra_target_cost", "generic": 1}]


def test_608_2h_crumble_and_detonate_refer_to_that_artifact() -> None:
    # Crumble; Detonate ("target artifact with mana value X")
    assert _spell("Destroy target artifact. It can't be regenerated. That artifact's controller gains life equal to "
                  "its mana value.", "Crumble") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "artifact", "cant_be_regenerated": True}},
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": "its_mana_value", "player": "its_controller"}}]
    assert _spell("Destroy target artifact with mana value X. It can't be regenerated. Detonate deals X damage to "
                  "that artifact's controller.", "Detonate") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "artifact:mana_value=X", "cant_be_regenerated": True}},
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X", "target": "its_controller"}}]


def test_608_2c_winter_blast_damages_each_of_those_creatures_with_flying() -> None:
    # Winter Blast
    assert _spell("Tap X target creatures. Winter Blast deals 2 damage to each of those creatures with flying.",
                  "Winter Blast") == [
        {"kind": "spell", "effect": {"kind": "tap", "target": "creature", "target_count": "X"}},
        {"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "it:with_flying"}}]


def test_605_5b_spells_that_add_mana() -> None:
    # Dark Ritual; Energy Tap ("If you do": its target is untapped while legal, so tapping it always happens)
    assert _spell("Add {B}{B}{B}.", "Dark Ritual") == [{"kind": "spell", "effect": {"kind": "add_mana",
                                                                                    "mana": "{B}{B}{B}"}}]
    assert _spell("Tap target untapped creature you control. If you do, add an amount of {C} equal to that "
                  "creature's mana value.", "Energy Tap") == [
        {"kind": "spell", "effect": {"kind": "tap", "target": "creature:untapped:you_control"}},
        {"kind": "spell", "effect": {"kind": "add_mana", "mana": "{C}", "times": "its_mana_value"}}]
    # "{T}: Add {G}." is a mana ability, never an `add_mana` effect on the stack (CR 605.1a)
    assert _line("{T}: Add {G}.", "Llanowar Elves") == [{"kind": "mana", "cost": "{T}", "add": "{G}"}]


def test_701_6_counter_target_spell_with_mana_value_x() -> None:
    # Spell Blast (reminder text dropped)
    assert _spell("Counter target spell with mana value X. (For example, if that spell's mana cost is {3}{U}{U}, X "
                  "is 5.)", "Spell Blast") == [{"kind": "spell", "effect": {"kind": "counter",
                                                                          "target": "spell:mana_value=X"}}]


def test_701_26_you_may_tap_or_untap() -> None:
    # Twiddle
    assert _spell("You may tap or untap target artifact, creature, or land.", "Twiddle") == [
        {"kind": "spell", "effect": {"kind": "tap_or_untap", "target": "artifact_or_creature_or_land"}}]


def test_400_3_return_all_artifacts_target_player_owns() -> None:
    # Hurkyl's Recall
    assert _spell("Return all artifacts target player owns to their hand.", "Hurkyl's Recall") == [
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "all:artifact:target_player_owns"}}]


def test_701_19c_target_creature_cant_be_regenerated_this_turn() -> None:
    # Hurr Jackal; Disintegrate ("If it's a creature": the damage's target, if a creature)
    assert _line("{T}: Target creature can't be regenerated this turn.", "Hurr Jackal") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "cant_be_regenerated", "target": "creature"}}]
    assert _spell("Disintegrate deals X damage to any target. If it's a creature, it can't be regenerated this turn, "
                  "and if it would die this turn, exile it instead.", "Disintegrate") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X", "target": "any"}},
        {"kind": "spell", "effect": {"kind": "cant_be_regenerated", "target": "it:creature",
                                     "exiled_if_it_would_die": True}}]


def test_608_2c_damage_equal_to_the_number_put_into_a_graveyard_this_way() -> None:
    # Volcanic Eruption ("X target Mountains": Mountain permanents)
    assert _spell("Destroy X target Mountains. Volcanic Eruption deals damage to each creature and each player equal "
                  "to the number of Mountains put into a graveyard this way.", "Volcanic Eruption") == [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "permanent:Mountain", "target_count": "X"}},
        {"kind": "spell", "effect": {"kind": "damage", "amount": "number_put_into_graveyard",
                                     "target": "each_creature_and_each_player"}}]


def test_608_2h_blood_lust_is_one_pump_whose_toughness_change_stops_at_1() -> None:
    # Blood Lust: "Otherwise, ..." is read with the sentence before it, never alone
    assert _spell("If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets "
                  "+4/-X until end of turn, where X is its toughness minus 1.", "Blood Lust") == [
        {"kind": "spell", "effect": {"kind": "pump", "target": "creature", "power": 4, "toughness": -4,
                                     "duration": "end_of_turn", "toughness_not_below": 1}}]
    assert _spell("If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets "
                  "+4/-X until end of turn, where X is its toughness minus 2.", "Not Blood Lust") is None


def test_111_1_create_a_named_artifact_creature_token() -> None:
    # The Hive; a token not named is named after its subtypes plus "Token" (CR 111.4)
    assert _line("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.", "The Hive") == [
        {"kind": "activated", "cost": "{5}{T}", "effect": {"kind": "create_token", "token": {
            "name": "Wasp", "colors": [], "types": ["Artifact", "Creature"], "subtypes": ["Insect"], "power": 1,
            "toughness": 1, "keywords": ["flying"]}}}]
    assert read_effect("Create a 2/2 black Zombie creature token.") == {"kind": "create_token", "token": {
        "name": "Zombie Token", "colors": ["B"], "types": ["Creature"], "subtypes": ["Zombie"], "power": 2,
        "toughness": 2, "keywords": []}}


def test_601_2h_drain_life_pays_x_in_black_and_gains_the_damage_dealt() -> None:
    # Drain Life: two lines, both read
    assert _spell("Spend only black mana on X.", "Drain Life") == [{"kind": "x_mana_restriction", "color": "B"}]
    assert _spell("Drain Life deals X damage to any target. You gain life equal to the damage dealt, but not more life "
                  "than the player's life total before the damage was dealt, the planeswalker's loyalty before the "
                  "damage was dealt, or the creature's toughness.", "Drain Life") == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": "X", "target": "any"}},
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": "its_damage_dealt_capped", "player": "you"}}]


def test_120_3a_simulacrum_amounts_are_the_damage_dealt_to_you_this_turn() -> None:
    # Simulacrum
    assert _spell("You gain life equal to the damage dealt to you this turn. Simulacrum deals damage to target "
                  "creature you control equal to the damage dealt to you this turn.", "Simulacrum") == [
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": "damage_dealt_to_you_this_turn", "player": "you"}},
        {"kind": "spell", "effect": {"kind": "damage", "amount": "damage_dealt_to_you_this_turn",
                                     "target": "creature:you_control"}}]


def test_106_4_tap_all_lands_target_player_controls_and_lose_unspent_mana() -> None:
    # Mana Short
    assert _spell("Tap all lands target player controls and that player loses all unspent mana.", "Mana Short") == [
        {"kind": "spell", "effect": {"kind": "tap", "target": "all:land:target_player_controls"}},
        {"kind": "spell", "effect": {"kind": "lose_unspent_mana", "player": "that_player"}}]


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
    # Healing Salve's "Choose one —"; an "Otherwise" sentence is never read alone (Blood Lust has its own template)
    assert _spell("Choose one —", "Healing Salve") is None
    assert _spell("Otherwise, it gets +4/-X until end of turn, where X is its toughness minus 1.", "Blood Lust") is None


# --- prevention (CR 615), modal spells (CR 700.2), counters by color (701.6) -----------------------


def test_615_7_prevent_the_next_n_damage_to_a_target_or_to_you() -> None:
    # Samite Healer, Oasis, Conservator
    assert _line("{T}: Prevent the next 1 damage that would be dealt to any target this turn.", "Samite Healer") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "prevent_damage", "amount": 1, "target": "any"}}]
    assert _line("{T}: Prevent the next 1 damage that would be dealt to target creature this turn.", "Oasis")[0][  # type: ignore[index]
        "effect"]["target"] == "creature"
    assert _line("{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.", "Conservator") == [
        {"kind": "activated", "cost": "{3}{T}", "effect": {"kind": "prevent_damage", "amount": 2, "target": "you"}}]


def test_615_1_prevent_all_combat_damage_this_turn() -> None:
    # Fog
    assert _spell("Prevent all combat damage that would be dealt this turn.", "Fog") == [
        {"kind": "spell", "effect": {"kind": "prevent_damage", "amount": "all", "target": None, "combat_only": True}}]


def test_609_7a_the_next_time_a_colored_source_of_your_choice() -> None:
    # Circle of Protection: Red; Circle of Protection: Artifacts
    assert _line("{1}: The next time a red source of your choice would deal damage to you this turn, prevent that "
                 "damage.", "Circle of Protection: Red") == [
        {"kind": "activated", "cost": "{1}", "effect": {"kind": "prevent_damage", "amount": "next_time",
                                                       "target": "you", "source": "your_choice",
                                                       "source_quality": "red"}}]
    assert _line("{2}: The next time an artifact source of your choice would deal damage to you this turn, prevent "
                 "that damage.", "Circle of Protection: Artifacts")[0]["effect"]["source_quality"] == "artifacts"  # type: ignore[index]


def test_615_5_reverse_damage_reads_its_second_sentence_with_the_first() -> None:
    # Reverse Damage
    assert _spell("The next time a source of your choice would deal damage to you this turn, prevent that damage. "
                  "You gain life equal to the damage prevented this way.", "Reverse Damage") == [
        {"kind": "spell", "effect": {"kind": "prevent_damage", "amount": "next_time", "target": "you",
                                     "source": "your_choice", "gain_life": True}}]


def test_615_1_static_prevention_for_this_creature_and_enchanted_creature() -> None:
    # Uncle Istvan; Gaseous Form
    assert _line("Prevent all damage that would be dealt to this creature by creatures.", "Uncle Istvan") == [
        {"kind": "static_prevention", "affected": "self", "from": "creatures"}]
    assert _line("Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
                 "Gaseous Form") == [{"kind": "static_prevention", "affected": "enchanted_creature",
                                      "combat_only": True, "dealt_by": True}]


def test_700_2_choose_one_with_bulleted_modes_is_one_modal_ability() -> None:
    # Healing Salve, its modes joined to the "Choose one —" line by the reader
    line = "Choose one — • Target player gains 3 life. • Prevent the next 3 damage that would be dealt to any target " \
           "this turn."
    assert _spell(line, "Healing Salve") == [{"kind": "spell", "effect": {"kind": "modal", "modes": [
        {"kind": "gain_life", "amount": 3, "player": "target_player"},
        {"kind": "prevent_damage", "amount": 3, "target": "any"}]}}]


def test_700_2_a_modal_ability_with_a_mode_no_template_reads_is_not_read() -> None:
    # one mode unread (or read as two effects) and the whole ability is not read, never half of it
    assert _spell("Choose one — • Counter target red spell. • Target player reveals the top card of their library.",
                  "Hypothetical") is None
    assert _spell("Choose one — • Counter target red spell. • Draw a card. Draw a card.", "Hypothetical") is None


def test_614_9_the_next_time_a_chosen_source_would_deal_damage_to_target_creature_it_goes_to_you() -> None:
    # Jade Monolith
    assert _line("{1}: The next time a source of your choice would deal damage to target creature this turn, that "
                 "source deals that damage to you instead.", "Jade Monolith") == [
        {"kind": "activated", "cost": "{1}", "effect": {"kind": "replace_damage", "target": "creature",
                                                       "instead": "to_you"}}]


def test_614_1a_eye_for_an_eye_deals_as_much_to_the_sources_controller() -> None:
    # Eye for an Eye
    assert _spell("The next time a source of your choice would deal damage to you this turn, instead that source "
                  "deals that much damage to you and Eye for an Eye deals that much damage to that source's "
                  "controller.", "Eye for an Eye") == [
        {"kind": "spell", "effect": {"kind": "replace_damage", "target": "you", "instead": "also_to_its_controller"}}]


def test_701_6_counter_target_spell_of_a_color() -> None:
    # Lifeforce; Deathgrip
    assert _line("{G}{G}: Counter target black spell.", "Lifeforce") == [
        {"kind": "activated", "cost": "{G}{G}", "effect": {"kind": "counter", "target": "black_spell"}}]
    assert _line("{B}{B}: Counter target green spell.", "Deathgrip")[0]["effect"]["target"] == "green_spell"  # type: ignore[index]


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
    # Phasing: the engine does not model it, so the line is reported, not half read
    assert _line("Enchanted creature has phasing. (It phases in or out before you untap during each of your untap "
                 "steps. While it's phased out, it's treated as though it doesn't exist.)", "Nowhere") is None


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
    assert _spell("Target creature gains phasing until end of turn.", "Nowhere") is None  # not modelled


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
    # s31-stdbb reads "Nonbasic lands your opponents control enter tapped." (test_s31_stdbb.py); still refused:
    assert _line("Nonbasic creatures your opponents control enter tapped.", "Nowhere") is None
    assert _line("Nonbasic lands your opponents control enter untapped.", "Nowhere") is None


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
        {"kind": "attached_attacks_as_though_haste"}]


# --- activation costs and restrictions, small activated effects (CR 602, 118, 701) -----------------


def test_119_4_pay_life_is_part_of_the_activation_cost() -> None:
    # Greed
    assert _line("{B}, Pay 2 life: Draw a card.", "Greed") == [
        {"kind": "activated", "cost": "{B}", "effect": {"kind": "draw", "amount": 1},
         "other_costs": [{"kind": "pay_life", "amount": 2}]}]


def test_701_21a_sacrifice_this_land_as_a_cost() -> None:
    # Strip Mine
    assert _line("{T}, Sacrifice this land: Destroy target land.", "Strip Mine") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "destroy", "target": "land"},
         "other_costs": [{"kind": "sacrifice_self"}]}]


def test_602_1a_remove_a_counter_cost_and_it_is_the_source() -> None:
    # Triskelion: "It" is the ability's source
    assert _line("Remove a +1/+1 counter from this creature: It deals 1 damage to any target.", "Triskelion") == [
        {"kind": "activated", "cost": "", "effect": {"kind": "damage", "amount": 1, "target": "any"},
         "other_costs": [{"kind": "remove_counters", "counter": "+1/+1", "amount": 1}]}]
    # Osai Vultures: the cost is read; a number word of counters of another kind
    assert _line("Remove two carrion counters from this creature: This creature gets +1/+1 until end of turn.",
                 "Osai Vultures")[0]["other_costs"] == [  # type: ignore[index]
        {"kind": "remove_counters", "counter": "carrion", "amount": 2}]


def test_605_mana_battery_adds_one_more_for_each_counter_removed() -> None:
    # Black Mana Battery, both lines
    assert _line("{2}, {T}: Put a charge counter on this artifact.", "Black Mana Battery") == [
        {"kind": "activated", "cost": "{2}{T}", "effect": {"kind": "put_counters", "counter": "charge", "amount": 1,
                                                          "target": "self"}}]
    raw = ("{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for "
           "each charge counter removed this way.")
    assert _line(raw, "Black Mana Battery") == [
        {"kind": "mana", "cost": "{T}", "add": "{B}", "add_per_counter_removed": "{B}",
         "other_costs": [{"kind": "remove_counters", "counter": "charge", "amount": "any"}]}]
    # a different mana type in the second half is not this template
    assert _line(raw.replace("additional {B}", "additional {G}"), "Black Mana Battery") is None


def test_602_5b_activation_restrictions() -> None:
    # Vampire Bats; Disrupting Scepter; Colossus of Sardia
    assert _line("{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.",
                 "Vampire Bats")[0]["max_per_turn"] == 2  # type: ignore[index]
    assert _line("{3}, {T}: Target player discards a card. Activate only during your turn.",
                 "Disrupting Scepter") == [
        {"kind": "activated", "cost": "{3}{T}", "effect": {"kind": "discard", "amount": 1, "player": "target_player"},
         "activate_only": "your_turn"}]
    assert _line("{9}: Untap this creature. Activate only during your upkeep.", "Colossus of Sardia") == [
        {"kind": "activated", "cost": "{9}", "effect": {"kind": "untap", "target": "self"},
         "activate_only": "your_upkeep"}]
    # an unknown restriction is not read
    assert _line("{B}: This creature gets +1/+0 until end of turn. Activate only as a sorcery.", "Nowhere") is None


def test_701_17a_target_player_mills_two_cards() -> None:
    # Millstone
    assert _line("{2}, {T}: Target player mills two cards.", "Millstone") == [
        {"kind": "activated", "cost": "{2}{T}", "effect": {"kind": "mill", "amount": 2, "player": "target_player"}}]


def test_402_3_look_at_target_players_hand() -> None:
    # Glasses of Urza
    assert _line("{T}: Look at target player's hand.", "Glasses of Urza") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "look_at_hand", "player": "target_player"}}]


def test_111_1_create_a_named_token_with_flying() -> None:
    # The Hive
    raw = ("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp. (It can't be "
           "blocked except by creatures with flying or reach.)")
    assert _line(raw, "The Hive") == [
        {"kind": "activated", "cost": "{5}{T}", "effect": {"kind": "create_token", "token": {
            "name": "Wasp", "types": ["Artifact", "Creature"], "subtypes": ["Insect"], "power": 1, "toughness": 1,
            "colors": [], "keywords": ["flying"]}}}]
    assert read_effect("Create a 1/1 colorless Insect artifact creature token with phasing named Wasp.") is None


def test_613_1f_target_creature_loses_flying_until_end_of_turn() -> None:
    # Radjan Spirit
    assert _line("{T}: Target creature loses flying until end of turn.", "Radjan Spirit") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "lose_keywords", "keywords": ["flying"],
                                                       "target": "creature"}}]


def test_509_1b_creature_with_power_2_or_less_cant_be_blocked_this_turn() -> None:
    # Dwarven Warriors
    assert _line("{T}: Target creature with power 2 or less can't be blocked this turn.", "Dwarven Warriors") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "cant_be_blocked",
                                                       "target": "creature:power<=2"}}]


def test_613_4b_base_power_and_toughness_of_another_creature() -> None:
    # Sorceress Queen
    raw = "{T}: Target creature other than this creature has base power and toughness 0/2 until end of turn."
    assert _line(raw, "Sorceress Queen") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "set_base_power_toughness", "power": 0,
                                                       "toughness": 2, "target": "creature:other"}}]


def test_613_1d_land_becomes_an_artifact_creature_and_pumps_assembly_workers() -> None:
    # Mishra's Factory
    raw = "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
    assert _line(raw, "Mishra's Factory") == [
        {"kind": "activated", "cost": "{1}", "effect": {"kind": "becomes_creature", "power": 2, "toughness": 2,
                                                       "types": ["Artifact", "Creature"],
                                                       "subtypes": ["Assembly-Worker"], "target": "self"}}]
    assert _line("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.", "Mishra's Factory")[0][  # type: ignore[index]
        "effect"]["target"] == "creature:Assembly-Worker"
    # without "It's still a land." the land would lose its type: not this template
    assert _line("{1}: This land becomes a 2/2 artifact creature until end of turn.", "Nowhere") is None


def test_611_2b_pump_for_as_long_as_this_artifact_remains_tapped() -> None:
    # Tawnos's Weaponry; Ashnod's Battle Gear
    assert _line("You may choose not to untap this artifact during your untap step.", "Tawnos's Weaponry") == [
        {"kind": "may_choose_not_to_untap"}]
    assert _line("{2}, {T}: Target creature gets +1/+1 for as long as this artifact remains tapped.",
                 "Tawnos's Weaponry") == [
        {"kind": "activated", "cost": "{2}{T}", "effect": {"kind": "pump", "target": "creature", "power": 1,
                                                          "toughness": 1, "duration": "while_source_tapped"}}]
    assert _line("{2}, {T}: Target creature you control gets +2/-2 for as long as this artifact remains tapped.",
                 "Ashnod's Battle Gear")[0]["effect"]["target"] == "creature:you_control"  # type: ignore[index]


def test_603_7_dragon_whelp_sacrificed_after_four_activations() -> None:
    # Dragon Whelp
    raw = ("{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or more times "
           "this turn, sacrifice this creature at the beginning of the next end step.")
    assert _line(raw, "Dragon Whelp") == [
        {"kind": "activated", "cost": "{R}", "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": 0,
                                                       "duration": "end_of_turn"},
         "then": {"kind": "sacrifice_if_activated", "times": 4}}]


def test_701_20a_draw_a_card_reveal_it_discard_a_nonland() -> None:
    # Sindbad
    assert _line("{T}: Draw a card and reveal it. If it isn't a land card, discard it.", "Sindbad") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "draw_reveal", "discard_unless": "land"}}]


def test_608_2d_gains_your_choice_of_keywords() -> None:
    # Urza's Avenger, with its reminder text
    raw = ("{0}: This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until "
           "end of turn. (Any creatures with banding, and up to one without, can attack in a band.)")
    assert _line(raw, "Urza's Avenger") == [
        {"kind": "activated", "cost": "{0}", "effect": {"kind": "pump_choose_keyword", "target": "self", "power": -1,
                                                       "toughness": -1, "keyword_options": [
                                                           "banding", "flying", "first_strike", "trample"]}}]
    # a keyword the engine doesn't model among the options: not read
    assert read_effect("Target creature gets +1/+1 and gains your choice of flying or phasing until end of turn.") is None


def test_611_2a_artifact_becomes_a_creature_until_your_next_upkeep() -> None:
    # Xenic Poltergeist
    raw = ("{T}: Until your next upkeep, target noncreature artifact becomes an artifact creature with power and "
           "toughness each equal to its mana value.")
    assert _line(raw, "Xenic Poltergeist") == [
        {"kind": "activated", "cost": "{T}", "effect": {
            "kind": "becomes_creature", "power": "mana_value", "toughness": "mana_value",
            "types": ["Artifact", "Creature"], "subtypes": [], "target": "artifact:noncreature",
            "duration": "until_next_upkeep"}}]


def test_302_6_instill_energy_attack_as_though_haste_and_untap_once_each_turn() -> None:
    # Instill Energy
    assert _line("Enchanted creature can attack as though it had haste.", "Instill Energy") == [
        {"kind": "attached_attacks_as_though_haste"}]
    assert _line("{0}: Untap enchanted creature. Activate only during your turn and only once each turn.",
                 "Instill Energy") == [
        {"kind": "activated", "cost": "{0}", "effect": {"kind": "untap", "target": "enchanted_creature"},
         "activate_only": "your_turn", "max_per_turn": 1}]


def test_705_1_flip_a_coin_with_an_effect_for_each_outcome() -> None:
    # Bottle of Suleiman
    raw = ("{1}, Sacrifice this artifact: Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact "
           "creature token with flying. If you lose the flip, this artifact deals 5 damage to you.")
    assert _line(raw, "Bottle of Suleiman") == [
        {"kind": "activated", "cost": "{1}", "effect": {
            "kind": "flip_coin",
            "won": {"kind": "create_token", "token": {"name": "Djinn Token", "types": ["Artifact", "Creature"],
                                                      "subtypes": ["Djinn"], "power": 5, "toughness": 5, "colors": [],
                                                      "keywords": ["flying"]}},
            "lost": {"kind": "damage", "amount": 5, "target": "you"}},
         "other_costs": [{"kind": "sacrifice_self"}]}]
    # an outcome that targets is not read (which target would be whose?)
    assert read_effect("Flip a coin. If you win the flip, draw a card. If you lose the flip, ~ deals 1 damage to "
                       "any target.") is None


@pytest.mark.parametrize("template", [*EFFECT_TEMPLATES, *LINE_TEMPLATES, *SPELL_LINE_TEMPLATES], ids=lambda t: t.name)
def test_every_template_reads_its_own_example(template: object) -> None:
    """Each table entry carries the real Oracle line it was written for, and reads it."""
    from app.oracle.templates import Template

    assert isinstance(template, Template)
    example = normalise_line(template.example, _example_name(template.example))
    assert template.pattern.fullmatch(example), example
    assert template.build(template.pattern.fullmatch(example)) is not None


def _example_name(line: str) -> str:
    for name in ("Lightning Bolt", "Nightmare", "Lhurgoyf", "Earthquake", "Pyrotechnics", "Detonate", "Winter Blast",
                 "Volcanic Eruption", "Simulacrum"):
        if line.startswith(name):
            return name
    if "Eye for an Eye" in line:  # its name is in the middle of its line
        return "Eye for an Eye"
    return ""


# --- beginning-of-step, cast and state triggers; untap restrictions (rules/step_triggers.py) ------


def _step(step: str, whose: str, effect: dict[str, object], **extra: object) -> list[dict[str, object]]:
    return [{"kind": "step_trigger", "step": step, "whose": whose, **extra, "effect": effect}]


def test_701_21a_sacrifice_this_creature_is_the_sacrifice_effect() -> None:
    # Ball Lightning's end-step effect
    assert read_effect(normalise_line("Sacrifice this creature.", "Ball Lightning")) == {"kind": "sacrifice",
                                                                                          "target": "self"}


def test_118_12_junun_efreet_sacrifice_unless_you_pay() -> None:
    line = "At the beginning of your upkeep, sacrifice this creature unless you pay {B}{B}."
    assert _line(line, "Junún Efreet") == _step("upkeep", "yours", {"kind": "sacrifice", "target": "self"},
                                               unless_cost="{B}{B}")


def test_118_12_force_of_nature_deals_damage_to_you_unless_you_pay() -> None:
    line = "At the beginning of your upkeep, this creature deals 8 damage to you unless you pay {G}{G}{G}{G}."
    assert _line(line, "Force of Nature") == _step("upkeep", "yours", {"kind": "damage", "amount": 8, "target": "you"},
                                                  unless_cost="{G}{G}{G}{G}")


def test_513_1_ball_lightning_at_the_beginning_of_the_end_step() -> None:
    line = "At the beginning of the end step, sacrifice this creature."
    assert _line(line, "Ball Lightning") == _step("end", "each", {"kind": "sacrifice", "target": "self"})


def test_603_4_pestilence_intervening_if_no_creatures() -> None:
    line = "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment."
    assert _line(line, "Pestilence") == _step("end", "each", {"kind": "sacrifice", "target": "self"},
                                             condition="no_creatures")


def test_603_5_mana_vault_you_may_pay_to_untap_and_its_tapped_draw_step_damage() -> None:
    assert _line("At the beginning of your upkeep, you may pay {4}. If you do, untap this artifact.",
                 "Mana Vault") == _step("upkeep", "yours", {"kind": "untap", "target": "self"}, optional_cost="{4}")
    assert _line("At the beginning of your draw step, if this artifact is tapped, it deals 1 damage to you.",
                 "Mana Vault") == _step("draw", "yours", {"kind": "damage", "amount": 1, "target": "you"},
                                        condition="source_tapped")


def test_603_2_cursed_land_upkeep_of_enchanted_lands_controller_damages_that_player() -> None:
    line = "At the beginning of the upkeep of enchanted land's controller, this Aura deals 1 damage to that player."
    assert _line(line, "Cursed Land") == _step("upkeep", "enchanted_controller",
                                              {"kind": "damage", "amount": 1, "target": "that_player"})


def test_122_1_unstable_mutation_counter_on_that_creature_is_the_enchanted_one() -> None:
    line = ("At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that "
            "creature.")
    assert _line(line, "Unstable Mutation") == _step(
        "upkeep", "enchanted_controller",
        {"kind": "put_counters", "counter": "-1/-1", "amount": 1, "target": "enchanted_creature"})


def test_603_5_paralyze_that_player_may_pay_to_untap_the_creature() -> None:
    line = ("At the beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If the "
            "player does, untap the creature.")
    assert _line(line, "Paralyze") == _step("upkeep", "enchanted_controller",
                                           {"kind": "untap", "target": "enchanted_creature"},
                                           optional_cost="{4}", payer="that_player")


def test_608_2h_karma_damage_equal_to_the_swamps_that_player_controls() -> None:
    line = ("At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the "
            "number of Swamps they control.")
    assert _line(line, "Karma") == _step("upkeep", "each", {"kind": "damage", "amount": "X", "target": "that_player"},
                                        x={"count": "swamps", "player": "that_player"})


def test_107_1b_black_vise_and_the_rack_x_from_the_chosen_players_hand() -> None:
    vise = ("At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is "
            "the number of cards in their hand minus 4.")
    assert _line(vise, "Black Vise") == _step(
        "upkeep", "chosen_player", {"kind": "damage", "amount": "X", "target": "that_player"},
        x={"count": "cards_in_hand", "player": "that_player", "minus": 4})
    rack = ("At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is "
            "3 minus the number of cards in their hand.")
    assert _line(rack, "The Rack") == _step(
        "upkeep", "chosen_player", {"kind": "damage", "amount": "X", "target": "that_player"},
        x={"count": "cards_in_hand", "player": "that_player", "subtracted_from": 3})


def test_107_1b_ivory_tower_gains_x_life() -> None:
    line = "At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4."
    assert _line(line, "Ivory Tower") == _step("upkeep", "yours", {"kind": "gain_life", "amount": "X", "player": "you"},
                                              x={"count": "cards_in_hand", "player": "you", "minus": 4})


def test_603_4_howling_mine_that_player_draws_an_additional_card_if_untapped() -> None:
    line = ("At the beginning of each player's draw step, if this artifact is untapped, that player draws an "
            "additional card.")
    assert _line(line, "Howling Mine") == _step("draw", "each", {"kind": "draw", "amount": 1, "player": "that_player"},
                                               condition="source_untapped")


def test_step_triggers_the_engine_cant_play_are_not_read() -> None:
    # Shapeshifter, "that player" at your own upkeep, a discard with another follow-up: never half read
    assert _line("At the beginning of your upkeep, sacrifice this creature unless you discard a card. If it deals "
                 "damage to you this way, tap it.", "Nonsense") is None
    assert _line("At the beginning of your upkeep, sacrifice this creature unless that player pays {1}.",
                 "Nonsense") is None
    assert _line("At the beginning of your upkeep, you may choose a number between 0 and 7.", "Shapeshifter") is None
    assert _line("At the beginning of your upkeep, that player draws an additional card.", "Nonsense") is None


def test_601_2i_crystal_rod_whenever_a_player_casts_a_blue_spell() -> None:
    line = "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life."
    assert _line(line, "Crystal Rod") == [{"kind": "cast_trigger", "caster": "any", "spell_color": "U",
                                          "optional_cost": "{1}",
                                          "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]


def test_603_5_verduran_enchantress_you_may_draw() -> None:
    line = "Whenever you cast an enchantment spell, you may draw a card."
    assert _line(line, "Verduran Enchantress") == [{"kind": "cast_trigger", "caster": "you",
                                                   "spell_type": "Enchantment", "optional": True,
                                                   "effect": {"kind": "draw", "amount": 1}}]


def test_502_3_doesnt_untap_lines() -> None:
    assert _line("This creature doesn't untap during your untap step.", "Brass Man") == [
        {"kind": "doesnt_untap", "affected": "self"}]
    assert _line("Enchanted creature doesn't untap during its controller's untap step.", "Paralyze") == [
        {"kind": "doesnt_untap", "affected": "enchanted"}]
    assert _line("Creatures with power 3 or greater don't untap during their controllers' untap steps.",
                 "Meekstone") == [{"kind": "doesnt_untap", "affected": "creatures_with_power_3_or_greater"}]


def test_614_10_stasis_players_skip_their_untap_steps() -> None:
    assert _line("Players skip their untap steps.", "Stasis") == [{"kind": "skip_untap_steps"}]


def test_614_12_black_vise_choose_an_opponent_as_it_enters() -> None:
    assert _line("As this artifact enters, choose an opponent.", "Black Vise") == [{"kind": "choose_opponent"}]


def test_603_8_sea_serpent_when_you_control_no_islands() -> None:
    assert _line("When you control no Islands, sacrifice this creature.", "Sea Serpent") == [
        {"kind": "state_trigger", "control_no": "Island", "effect": {"kind": "sacrifice", "target": "self"}}]


def test_701_26a_paralyze_taps_enchanted_creature_as_it_enters() -> None:
    assert _line("When this Aura enters, tap enchanted creature.", "Paralyze") == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "tap", "target": "enchanted_creature"}}]


def test_502_3_winter_orb_and_smoke_untap_limits() -> None:
    orb = "As long as this artifact is untapped, players can't untap more than one land during their untap steps."
    assert _line(orb, "Winter Orb") == [{"kind": "untap_limit", "card_type": "Land", "most": 1,
                                        "while_untapped": True}]
    smoke = "Players can't untap more than one creature during their untap steps."
    assert _line(smoke, "Smoke") == [{"kind": "untap_limit", "card_type": "Creature", "most": 1}]


def test_402_2_cursed_rack_chosen_players_maximum_hand_size() -> None:
    assert _line("The chosen player's maximum hand size is four.", "Cursed Rack") == [
        {"kind": "maximum_hand_size", "player": "chosen_player", "size": 4}]


def test_608_2c_cosmic_horror_if_destroyed_this_way() -> None:
    line = ("At the beginning of your upkeep, destroy this creature unless you pay {3}{B}{B}{B}. If this creature "
            "is destroyed this way, it deals 7 damage to you.")
    assert _line(line, "Cosmic Horror") == _step("upkeep", "yours", {"kind": "destroy", "target": "self"},
                                                unless_cost="{3}{B}{B}{B}",
                                                if_done={"kind": "damage", "amount": 7, "target": "you"})


def test_701_21a_lord_of_the_pit_sacrifice_another_creature_or_take_7() -> None:
    line = ("At the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this "
            "creature deals 7 damage to you.")
    assert _line(line, "Lord of the Pit") == _step("upkeep", "yours",
                                                  {"kind": "sacrifice", "target": "another_creature_you_control"},
                                                  otherwise={"kind": "damage", "amount": 7, "target": "you"})


def test_122_1_armageddon_clock_doom_counters_and_draw_step_damage() -> None:
    assert _line("At the beginning of your upkeep, put a doom counter on this artifact.", "Armageddon Clock") == _step(
        "upkeep", "yours", {"kind": "put_counters", "counter": "doom", "amount": 1, "target": "self"})
    line = ("At the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it "
            "to each player.")
    assert _line(line, "Armageddon Clock") == _step("draw", "yours",
                                                   {"kind": "damage", "amount": "X", "target": "each_player"},
                                                   x={"count": "doom_counters_on_source", "player": "you"})


def test_613_1f_energy_flux_grants_each_artifact_an_upkeep_trigger() -> None:
    line = 'All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless you pay {2}."'
    assert _line(line, "Energy Flux") == [{"kind": "grant_step_trigger", "to": "artifacts", "ability": _step(
        "upkeep", "yours", {"kind": "sacrifice", "target": "self"}, unless_cost="{2}")[0]}]


def test_119_4_erosion_unless_that_player_pays_mana_or_life() -> None:
    line = ("At the beginning of the upkeep of enchanted land's controller, destroy that land unless that player "
            "pays {1} or 1 life.")
    assert _line(line, "Erosion") == _step("upkeep", "enchanted_controller",
                                          {"kind": "destroy", "target": "enchanted_creature"},
                                          unless_cost="{1}", unless_life=1, payer="that_player")


def test_701_9a_mishras_war_machine_unless_you_discard_a_card() -> None:
    line = ("At the beginning of your upkeep, this creature deals 3 damage to you unless you discard a card. If it "
            "deals damage to you this way, tap it.")
    assert _line(line, "Mishra's War Machine") == _step("upkeep", "yours",
                                                       {"kind": "damage", "amount": 3, "target": "you"},
                                                       unless_discard=True, if_done={"kind": "tap", "target": "self"})


def test_502_3_magnetic_mountain_blue_creatures_stay_tapped_and_pay_4_each() -> None:
    assert _line("Blue creatures don't untap during their controllers' untap steps.", "Magnetic Mountain") == [
        {"kind": "doesnt_untap", "affected": "blue_creatures"}]
    line = ("At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures "
            "they control and pay {4} for each creature chosen this way. If the player does, untap those creatures.")
    assert _line(line, "Magnetic Mountain") == _step("upkeep", "each",
                                                    {"kind": "pay_to_untap", "cost": "{4}", "color": "U"})
# --- event triggers (CR 603.2; app/engine/rules/event_triggers.py) -----------------------------------


def test_700_4_when_this_creature_dies() -> None:
    # Onulet; Cyclopean Mummy ("it": the card in the graveyard, CR 400.7e)
    assert _line("When this creature dies, you gain 2 life.", "Onulet") == [
        {"kind": "triggered", "trigger": "dies", "effect": {"kind": "gain_life", "amount": 2, "player": "you"}}]
    assert _line("When this creature dies, exile it.", "Cyclopean Mummy") == [
        {"kind": "triggered", "trigger": "dies", "effect": {"kind": "exile", "target": "that_card"}}]


def test_603_10a_when_enchanted_creature_dies_damage_equal_to_its_toughness() -> None:
    # Creature Bond
    raw = ("When enchanted creature dies, this Aura deals damage equal to that creature's toughness to the "
           "creature's controller.")
    assert _line(raw, "Creature Bond") == [{"kind": "triggered", "trigger": "enchanted_dies", "effect": {
        "kind": "damage", "amount": "that_creatures_toughness", "target": "that_player"}}]


def test_603_2_whenever_a_creature_dies_with_an_effect_not_read_is_not_read() -> None:
    # Soul Net: its "you may pay {1}. If you do, ..." is not a template here
    assert _line("Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.", "Soul Net") is None


def test_603_10a_a_creature_dealt_damage_by_this_creature_this_turn_dies() -> None:
    # Sengir Vampire
    assert _line("Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this "
                 "creature.", "Sengir Vampire") == [
        {"kind": "triggered", "trigger": "creature_it_damaged_dies",
         "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]


def test_603_2_whenever_this_creature_deals_damage_you_gain_that_much_life() -> None:
    # El-Hajjâj
    assert _line("Whenever this creature deals damage, you gain that much life.", "El-Hajjâj") == [
        {"kind": "triggered", "trigger": "deals_damage",
         "effect": {"kind": "gain_life", "amount": "that_much", "player": "you"}}]


def test_122_1f_deals_damage_to_a_player_that_player_gets_poison_counters() -> None:
    # Pit Scorpion; Marsh Viper
    assert _line("Whenever this creature deals damage to a player, that player gets a poison counter. (A player "
                 "with ten or more poison counters loses the game.)", "Pit Scorpion") == [
        {"kind": "triggered", "trigger": "deals_damage", "damage_to": "player",
         "effect": {"kind": "poison", "amount": 1, "player": "that_player"}}]
    assert _line("Whenever this creature deals damage to a player, that player gets two poison counters.",
                 "Marsh Viper")[0]["effect"]["amount"] == 2  # type: ignore[index]


def test_701_9b_deals_damage_to_an_opponent_that_player_discards_at_random() -> None:
    # Hypnotic Specter; Mind Twist
    assert _line("Whenever this creature deals damage to an opponent, that player discards a card at random.",
                 "Hypnotic Specter") == [
        {"kind": "triggered", "trigger": "deals_damage", "damage_to": "opponent",
         "effect": {"kind": "discard_at_random", "amount": 1, "player": "that_player"}}]
    # Mind Twist's "Target player discards X cards at random." is the `discard` effect with `random`
    # (rules/discard.py's owner; see test_701_9b_target_player_discards_x_cards_at_random)


def test_603_2_that_player_outside_a_trigger_is_not_read() -> None:
    # "That player ..." names what a trigger event named; a spell's sentence is not read that way
    assert read_effect("That player discards a card at random.") is None
    assert _spell("You gain that much life.", "Nothing") is None


def test_603_2_whenever_enchanted_creature_deals_damage() -> None:
    # Spirit Link; Backfire
    assert _line("Whenever enchanted creature deals damage, you gain that much life.", "Spirit Link") == [
        {"kind": "triggered", "trigger": "enchanted_deals_damage",
         "effect": {"kind": "gain_life", "amount": "that_much", "player": "you"}}]
    assert _line("Whenever enchanted creature deals damage to you, this Aura deals that much damage to that "
                 "creature's controller.", "Backfire") == [
        {"kind": "triggered", "trigger": "enchanted_deals_damage", "damage_to": "you",
         "effect": {"kind": "damage", "amount": "that_much", "target": "that_player"}}]


def test_603_2_whenever_this_creature_is_dealt_damage_a_counter_on_it() -> None:
    # Fungusaur ("it" is the creature itself)
    assert _line("Whenever this creature is dealt damage, put a +1/+1 counter on it.", "Fungusaur") == [
        {"kind": "triggered", "trigger": "dealt_damage",
         "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]


def test_509_3_blocks_or_becomes_blocked_destroy_that_creature_at_end_of_combat() -> None:
    # Thicket Basilisk; Abomination; Venom; Battering Ram's Wall line
    destroy = {"kind": "destroy_at_end_of_combat", "target": "that_permanent"}
    assert _line("Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at "
                 "end of combat.", "Thicket Basilisk") == [
        {"kind": "triggered", "trigger": "blocks_or_becomes_blocked", "other_creature": "non_wall", "effect": destroy}]
    assert _line("Whenever this creature blocks or becomes blocked by a green or white creature, destroy that "
                 "creature at end of combat.", "Abomination")[0]["other_creature"] == "green_or_white"  # type: ignore[index]
    assert _line("Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other "
                 "creature at end of combat.", "Venom") == [
        {"kind": "triggered", "trigger": "enchanted_blocks_or_becomes_blocked", "other_creature": "non_wall",
         "effect": destroy}]
    assert _line("Whenever this creature becomes blocked by a Wall, destroy that Wall at end of combat.",
                 "Battering Ram") == [
        {"kind": "triggered", "trigger": "becomes_blocked", "other_creature": "wall", "effect": destroy}]


def test_509_3g_attacks_and_isnt_blocked_gets_until_end_of_combat() -> None:
    # Murk Dwellers
    assert _line("Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
                 "Murk Dwellers") == [
        {"kind": "triggered", "trigger": "attacks_and_isnt_blocked", "effect": {
            "kind": "pump", "target": "self", "power": 2, "toughness": 0, "duration": "end_of_combat"}}]


def test_509_3b_whenever_this_creature_blocks_a_creature() -> None:
    # Wall of Dust
    assert _line("Whenever this creature blocks a creature, that creature can't attack during its controller's next "
                 "turn.", "Wall of Dust") == [
        {"kind": "triggered", "trigger": "blocks_a_creature",
         "effect": {"kind": "cant_attack_next_turn", "target": "that_permanent"}}]


def test_603_2_enchanted_permanent_becomes_tapped() -> None:
    # Psychic Venom; Blight; Spirit Shackle ("it" is the tapped permanent)
    assert _line("Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's controller.",
                 "Psychic Venom") == [
        {"kind": "triggered", "trigger": "enchanted_becomes_tapped",
         "effect": {"kind": "damage", "amount": 2, "target": "that_player"}}]
    assert _line("When enchanted land becomes tapped, destroy it.", "Blight")[0]["effect"] == {  # type: ignore[index]
        "kind": "destroy", "target": "that_permanent"}
    assert _line("Whenever enchanted creature becomes tapped, put a -0/-2 counter on it.", "Spirit Shackle")[0][  # type: ignore[index]
        "effect"] == {"kind": "put_counters", "counter": "-0/-2", "amount": 1, "target": "that_permanent"}


def test_603_2_a_land_an_opponent_controls_becomes_tapped() -> None:
    # Lifetap
    assert _line("Whenever a Forest an opponent controls becomes tapped, you gain 1 life.", "Lifetap") == [
        {"kind": "triggered", "trigger": "land_becomes_tapped", "land_subtype": "Forest",
         "land_controller": "opponent", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]


def test_603_6_a_land_enters_or_is_put_into_a_graveyard() -> None:
    # Ankh of Mishra; Dingus Egg
    damage = {"kind": "damage", "amount": 2, "target": "that_player"}
    assert _line("Whenever a land enters, this artifact deals 2 damage to that land's controller.",
                 "Ankh of Mishra") == [{"kind": "triggered", "trigger": "land_enters", "effect": damage}]
    assert _line("Whenever a land is put into a graveyard from the battlefield, this artifact deals 2 damage to "
                 "that land's controller.", "Dingus Egg") == [
        {"kind": "triggered", "trigger": "land_put_into_graveyard", "effect": damage}]


def test_106_12a_whenever_a_player_taps_a_land_for_mana() -> None:
    # Manabarbs
    assert _line("Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.",
                 "Manabarbs") == [{"kind": "tapped_for_mana_trigger", "watch": "lands",
                                   "effect": {"kind": "damage", "amount": 1, "target": "that_player"}}]


def test_605_1b_triggered_mana_abilities_of_lands_tapped_for_mana() -> None:
    # Wild Growth; Mana Flare
    assert _line("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
                 "Wild Growth") == [{"kind": "mana_trigger", "watch": "enchanted_land", "add": "{G}"}]
    assert _line("Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
                 "Mana Flare") == [{"kind": "mana_trigger", "watch": "lands", "add": "one_of_produced"}]


def test_603_2_an_it_with_nothing_to_name_is_not_read() -> None:
    # "it" after "When enchanted creature dies" would be the card in the graveyard: not a template
    assert _line("When enchanted creature dies, exile it.", "Nothing") is None


@pytest.mark.parametrize("template", TRIGGER_EFFECT_TEMPLATES, ids=lambda t: t.name)
def test_every_trigger_effect_template_reads_its_own_example(template: object) -> None:
    from app.oracle.templates import Template

    assert isinstance(template, Template)
    example = normalise_line(template.example, "")
    match = template.pattern.fullmatch(example[:1].upper() + example[1:])
    assert match, example
    assert template.build(match) is not None
def test_301_5_equipped_creature_gets_plus_n_and_has_keywords() -> None:
    # Loxodon Warhammer; Bonesplitter
    assert _line("Equipped creature gets +3/+0 and has trample and lifelink.", "Loxodon Warhammer") == [
        {"kind": "attached_pump", "power": 3, "toughness": 0, "keywords": ["trample", "lifelink"]}]
    assert _line("Equipped creature gets +2/+0.", "Bonesplitter") == [
        {"kind": "attached_pump", "power": 2, "toughness": 0, "keywords": []}]
