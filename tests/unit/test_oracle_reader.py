"""`read_card`: the support rule (full / partial / none), keywords from Oracle lines and card data,
and that what the engine can't accept is reported, never kept or silently dropped."""

from __future__ import annotations

from pydantic import ValidationError

from app.engine import CardDefinition
from app.oracle import CardFacts, read_card


def _spell_kind_exists() -> bool:
    try:
        CardDefinition.model_validate(
            {"name": "Probe", "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1}}]}
        )
    except ValidationError:
        return False
    return True


def test_702_keyword_creature_is_full_with_canonical_keywords() -> None:
    reading = read_card(CardFacts(
        "Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
        "4", "4", ("Flying", "Vigilance"),
    ))
    assert reading.support == "full" and reading.not_modelled == []
    assert reading.definition == {
        "name": "Serra Angel", "types": ["Creature"], "supertypes": [], "subtypes": ["Angel"], "power": 4,
        "toughness": 4, "keywords": ["flying", "vigilance"], "mana_cost": "{3}{W}{W}",
    }
    assert reading.definition is not None
    CardDefinition.model_validate(reading.definition)


def test_vanilla_creature_without_oracle_text_is_full() -> None:
    reading = read_card(CardFacts("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2"))
    assert reading.support == "full" and reading.definition is not None and reading.definition["keywords"] == []


def test_605_mana_creature_is_full_with_its_mana_ability() -> None:
    reading = read_card(CardFacts("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", "1", "1"))
    assert reading.support == "full"
    assert reading.definition is not None
    assert reading.definition["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{G}"}]


def test_305_6_basic_land_is_full_its_mana_comes_from_its_type() -> None:
    reading = read_card(CardFacts("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"))
    assert reading.support == "full"
    assert reading.definition is not None and reading.definition["supertypes"] == ["Basic"]
    assert "abilities" not in reading.definition


def test_creature_with_an_unmodelled_line_is_partial_and_names_it() -> None:
    reading = read_card(CardFacts(
        "Nether Shadow", "{B}{B}", "Creature — Spirit",
        "Haste\nAt the beginning of your upkeep, if this card is in your graveyard with three or more creature cards above it, you may put this card onto the battlefield.", "1", "1",
    ))
    assert reading.support == "partial"
    assert reading.not_modelled == ["At the beginning of your upkeep, if this card is in your graveyard with three or more creature cards above it, you may put this card onto the battlefield."]


def test_208_2_star_power_without_a_read_cda_is_none_never_a_zero_zero() -> None:
    reading = read_card(CardFacts(
        "Gaea's Liege", "{3}{G}{G}{G}", "Creature — Avatar",
        "As long as Gaea's Liege isn't attacking, its power and toughness are each equal to the number of Forests you "
        "control. As long as Gaea's Liege is attacking, its power and toughness are each equal to the number of "
        "Forests defending player controls.", "*", "*",
    ))
    assert reading.definition is None and reading.support == "none"
    assert reading.not_modelled[-1] == "power/toughness */*"


def _cda_kind_exists() -> bool:
    try:
        CardDefinition.model_validate({"name": "Probe", "types": ["Creature"], "power": "*", "toughness": "*",
                                       "abilities": [{"kind": "pt_equal_to_count", "count": "creatures"}]})
    except ValidationError:
        return False
    return True


def test_604_3_star_power_with_a_read_cda_plays_when_the_engine_has_it() -> None:
    reading = read_card(CardFacts(
        "Plague Rats", "{2}{B}", "Creature — Rat",
        "Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the battlefield.",
        "*", "*",
    ))
    if _cda_kind_exists():
        assert reading.support == "full" and reading.definition is not None
        assert (reading.definition["power"], reading.definition["toughness"]) == ("*", "*")
        assert reading.definition["abilities"] == [
            {"kind": "pt_equal_to_count", "count": "creatures", "same_name": True, "sets": "both"}
        ]
    else:  # the engine can't take the ability yet: reported, and the card is not played at all
        assert reading.definition is None and reading.support == "none"
        assert reading.not_modelled == [
            "Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the "
            "battlefield.",
            "power/toughness */*",
        ]


def test_303_4_aura_with_enchant_and_a_pump_is_full() -> None:
    reading = read_card(CardFacts(
        "Holy Strength", "{W}", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+2.", keywords=("Enchant",)
    ))
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [
        {"kind": "enchant", "target": "creature"},
        {"kind": "attached_pump", "power": 1, "toughness": 2, "keywords": []},
    ]


def test_303_4_aura_whose_text_besides_enchant_is_not_modelled_is_none() -> None:
    # Evil Presence: attaching alone would play a card whose play is its text as a blank (Lure, once the example
    # here, is read since s20-combat)
    reading = read_card(CardFacts("Evil Presence", "{B}", "Enchantment — Aura", "Enchant land\nEnchanted land is a Swamp."))
    assert reading.support == "none" and reading.definition is None
    assert reading.not_modelled == ["Enchanted land is a Swamp."]


def test_303_4_aura_whose_enchant_line_is_not_read_is_none() -> None:
    # "Enchant Forest or Island" is not a permanent spec the engine enchants (s31-coreb reads "Enchant Wall", one
    # subtype, CR 702.5a; a list of subtypes stays refused)
    reading = read_card(CardFacts(
        "Probe Aura", "{W}", "Enchantment — Aura", "Enchant Forest or Island\nEnchanted creature can attack as though it "
        "didn't have defender."
    ))
    assert reading.support == "none" and reading.not_modelled[0] == "Enchant Forest or Island"


def test_instant_with_no_modelled_line_is_none() -> None:
    text = "Change the text of target spell or permanent by replacing all instances of one color word with another."
    reading = read_card(CardFacts("Sleight of Mind", "{U}", "Instant", text))
    assert reading.support == "none" and reading.not_modelled == [text]


def test_instant_line_is_spell_ability_when_the_vocabulary_has_it_else_reported() -> None:
    reading = read_card(CardFacts("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."))
    if _spell_kind_exists():
        assert reading.support == "full" and reading.definition is not None
        assert reading.definition["abilities"] == [
            {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}
        ]
    else:
        assert reading.support == "none" and reading.not_modelled == ["Lightning Bolt deals 3 damage to any target."]


def test_unmodelled_keyword_in_a_keyword_line_is_reported_and_the_others_kept() -> None:
    reading = read_card(CardFacts("Dread Flyer", "{2}{B}", "Creature — Spirit", "Flying, phasing", "2", "2"))
    assert reading.support == "partial"
    assert reading.definition is not None and reading.definition["keywords"] == ["flying"]
    assert reading.not_modelled == ["phasing"]


def test_data_keywords_are_used_only_without_oracle_text() -> None:
    # Card data with keywords but no Oracle text (e.g. a trimmed file): the data decides
    reading = read_card(CardFacts("Elvish Archers", "{1}{G}", "Creature — Elf Archer", "", "2", "1", ("First strike",)))
    assert reading.definition is not None and reading.definition["keywords"] == ["first_strike"]
    # With Oracle text the lines decide: the data's bare "Protection" gives no quality
    reading = read_card(CardFacts(
        "White Knight", "{W}{W}", "Creature — Human Knight", "First strike\nProtection from black", "2", "2",
        ("First strike", "Protection"),
    ))
    assert reading.definition is not None and reading.definition["keywords"] == ["first_strike", "protection:black"]


def test_old_wording_with_the_card_name_reads_like_the_new() -> None:
    old = read_card(CardFacts("Nevinyrral's Disk", "{4}", "Artifact", "Nevinyrral's Disk comes into play tapped."))
    new = read_card(CardFacts("Nevinyrral's Disk", "{4}", "Artifact", "This artifact enters tapped."))
    assert (old.support, old.definition, len(old.not_modelled)) == (new.support, new.definition, len(new.not_modelled))


def test_card_types_the_engine_does_not_play_are_none() -> None:
    # Planeswalkers are played now (tests/unit/test_planeswalkers.py); battles are not.
    reading = read_card(CardFacts("Invasion of Tarkir", "{1}{R}", "Battle — Siege", "When ~ enters, ..."))
    assert reading.support == "none" and reading.not_modelled[-1] == "type line: Battle — Siege"


def test_split_card_with_halves_not_read_is_none_saying_why() -> None:
    # Split cards are read half by half (app/oracle/layouts.py); a half with nothing modelled can't be played.
    reading = read_card(CardFacts(
        "Fire // Ice", "{1}{R} // {1}{U}", "Instant // Instant", "", layout="split",
        faces=(CardFacts("Fire", "{1}{R}", "Instant", "..."), CardFacts("Ice", "{1}{U}", "Instant", "...")),
    ))
    assert reading.support == "none" and reading.not_modelled == ["...", "..."]


def test_702_145_daybound_transforming_card_is_read_with_its_back_face() -> None:
    front = CardFacts("Village Reveler", "{2}{R}", "Creature — Human Werewolf", "Daybound", "3", "2")
    back = CardFacts("Uncaged Wolf", None, "Creature — Werewolf", "Nightbound", "4", "4", colors=("R",))
    reading = read_card(CardFacts("Village Reveler // Uncaged Wolf", "{2}{R}", "", "", layout="transform",
                                  faces=(front, back)))
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["keywords"] == ["daybound"]
    assert reading.definition["back_face"]["keywords"] == ["nightbound"]
    assert reading.definition["back_face"]["colors"] == ["R"]
    CardDefinition.model_validate(reading.definition)


def test_other_transforming_card_says_its_transformation_is_not_modelled() -> None:
    front = CardFacts("Delver of Secrets", "{U}", "Creature — Human Wizard",
                      "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. "
                      # s21-dfc: Delver's own line is read now (tests/unit/test_s21_dfc.py); Runo Stromkirk's condition isn't
                      "If a creature card with mana value 6 or greater is revealed this way, transform this creature.",
                      "1", "1")
    back = CardFacts("Insectile Aberration", None, "Creature — Human Insect", "Flying", "3", "2", colors=("U",))
    reading = read_card(CardFacts("Delver of Secrets // Insectile Aberration", "{U}", "", "", layout="transform",
                                  faces=(front, back)))
    assert reading.support == "partial"
    assert reading.not_modelled[-1] == "transforming (what makes this card transform is not modelled)"


def test_303_4_aura_with_only_flash_and_enchant_is_full() -> None:
    # nothing besides attaching and flash to model: every line is modelled
    reading = read_card(CardFacts("Hasty Aura", "{W}", "Enchantment — Aura", "Flash\nEnchant creature"))
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["keywords"] == ["flash"]


def test_700_2_a_modal_instant_is_read_as_one_ability_with_its_bulleted_modes() -> None:
    reading = read_card(CardFacts(
        "Healing Salve", "{W}", "Instant", "Choose one —\n• Target player gains 3 life.\n"
        "• Prevent the next 3 damage that would be dealt to any target this turn."))
    assert reading.support == "full" and reading.definition is not None
    assert [a["effect"]["kind"] for a in reading.definition["abilities"]] == ["modal"]
    CardDefinition.model_validate(reading.definition)


def test_700_2_a_modal_line_not_read_is_reported_whole() -> None:
    reading = read_card(CardFacts("Odd Charm", "{W}", "Instant",
                                  "Choose one —\n• Target player gains 3 life.\n• Target player shuffles their library."))
    assert reading.support == "none"
    assert reading.not_modelled == ["Choose one — • Target player gains 3 life. • Target player shuffles their library."]


def test_a_meld_front_cards_text_names_its_own_face_not_the_melded_one() -> None:
    # MTGJSON names a meld pair's front card "Midnight Scavengers // Chittering Host" (CR 712.4a): its text says
    # "Midnight Scavengers" for itself, and the melded permanent's name stays a name
    from app.oracle.reader import normalise_line
    from tests.unit.conftest import mtgjson_set

    assert normalise_line("When Midnight Scavengers enters the battlefield, draw a card.",
                          "Midnight Scavengers // Chittering Host") == "When ~ enters, draw a card."
    assert normalise_line("At the beginning of combat on your turn, if you both own and control Graf Rats and a "
                          "creature named Midnight Scavengers, exile them, then meld them into Chittering Host.",
                          "Graf Rats // Chittering Host").endswith("~ and a creature named Midnight Scavengers, exile "
                                                                   "them, then meld them into Chittering Host.")
    card = mtgjson_set("EMN")["Midnight Scavengers // Chittering Host"]
    reading = read_card(CardFacts(name=card["name"], mana_cost=card["manaCost"], type_line=card["type"],
                                  oracle_text=card["text"], power=card["power"], toughness=card["toughness"],
                                  layout=card["layout"]))
    assert reading.support == "full", reading.not_modelled
