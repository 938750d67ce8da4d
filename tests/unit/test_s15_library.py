"""s15-library (docs/oracle-library-s15.md): named cards and library manipulation of Core Sets 2020 and
2021 and Kamigawa: Neon Dynasty, read by the grammar and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _card(name: str, cost: str | None, types: list[str], **fields: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, **fields}
    if cost is not None:
        card["mana_cost"] = cost
    return card


def _names(cards: list[dict[str, Any]]) -> list[str]:
    return [card["card"] for card in cards]


# --- "search your library and/or graveyard for a card named X ... If you search your library this way, shuffle."

SCORN = (
    "Liliana's Scorn",
    "Sorcery",
    "Destroy target creature. You may search your library and/or graveyard for a card named Liliana, Death Mage, "
    "reveal it, and put it into your hand. If you search your library this way, shuffle.",
    "{3}{B}{B}",
    None,
)
LILIANA = _card("Liliana, Death Mage", "{4}{B}{B}", ["Planeswalker"], subtypes=["Liliana"])


def _scorn(choices: dict[str, Any] | None, *, library: list[str], graveyard: list[str]) -> dict[str, Any]:
    scorn = _read(*SCORN)
    game = state(
        alice={
            "mana_pool": {"B": 5},
            "hand": [{"id": "s", "card": "Liliana's Scorn"}],
            "library": [{"id": f"l{n}", "card": name} for n, name in enumerate(library)],
            "graveyard": [{"id": f"g{n}", "card": name} for n, name in enumerate(graveyard)],
        },
        battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}],
    )
    resolve: dict[str, Any] = {"type": "resolve"}
    if choices is not None:
        resolve["choices"] = choices
    return _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bear"]}}, resolve], scorn, LILIANA)


def test_701_23a_scorn_reads_a_search_of_library_and_or_graveyard_for_a_named_card() -> None:
    scorn = _read(*SCORN)
    assert scorn["abilities"][1]["effect"] == {
        "kind": "search_library",
        "to": "hand",
        "quality": ["named:Liliana, Death Mage"],
        "reveal": True,
        "optional": True,
        "graveyard": True,
    }


def test_701_23a_the_card_found_in_the_graveyard_goes_to_hand_without_a_shuffle() -> None:
    library = ["Forest", "Grizzly Bears", "Forest", "Lightning Bolt", "Forest"]
    result = _scorn({"search": ["g1"]}, library=library, graveyard=["Forest", "Liliana, Death Mage"])
    alice = player_of(result, "alice")
    assert _names(alice["hand"]) == ["Liliana, Death Mage"]
    assert _names(alice["graveyard"]) == ["Forest", "Liliana's Scorn"]
    assert _names(alice["library"]) == library  # the library was not searched: no shuffle
    assert events_of(result, "library_shuffled") == [] and events_of(result, "library_searched") == []
    assert events_of(result, "graveyard_searched")[0]["found"] == ["g1"]
    assert [event["card"] for event in events_of(result, "card_revealed")] == ["Liliana, Death Mage"]


def test_701_24a_the_card_found_in_the_library_goes_to_hand_and_the_library_is_shuffled() -> None:
    library = ["Forest", "Liliana, Death Mage", "Grizzly Bears", "Lightning Bolt", "Forest", "Forest"]
    result = _scorn({"search": ["l1"]}, library=library, graveyard=[])
    alice = player_of(result, "alice")
    assert _names(alice["hand"]) == ["Liliana, Death Mage"]
    assert sorted(_names(alice["library"])) == sorted(n for n in library if n != "Liliana, Death Mage")
    assert len(events_of(result, "library_shuffled")) == 1
    assert events_of(result, "library_searched")[0]["found"] == ["l1"]


def test_701_23a_search_zones_says_both_were_searched_and_the_library_is_shuffled() -> None:
    library = ["Forest", "Grizzly Bears"]
    result = _scorn(
        {"search": ["g0"], "search_zones": ["library", "graveyard"]}, library=library, graveyard=["Liliana, Death Mage"]
    )
    assert _names(player_of(result, "alice")["hand"]) == ["Liliana, Death Mage"]
    assert len(events_of(result, "library_shuffled")) == 1


def test_701_23a_a_card_not_in_a_searched_zone_or_of_another_name_is_refused() -> None:
    with pytest.raises(IllegalAction, match="not"):
        _scorn({"search": ["g0"], "search_zones": ["library"]}, library=["Forest"], graveyard=["Liliana, Death Mage"])
    with pytest.raises(IllegalAction, match="named:Liliana, Death Mage"):
        _scorn({"search": ["g0"]}, library=["Forest"], graveyard=["Lightning Bolt"])


def test_608_2d_without_an_answer_you_may_search_searches_nothing() -> None:
    result = _scorn(None, library=["Liliana, Death Mage"], graveyard=[])
    assert player_of(result, "alice")["hand"] == []
    assert len(events_of(result, "library_not_searched")) == 1
    assert events_of(result, "library_shuffled") == []


def test_the_pending_choice_offers_both_zones() -> None:
    scorn = _read(*SCORN)
    game = state(
        alice={
            "mana_pool": {"B": 5},
            "hand": [{"id": "s", "card": "Liliana's Scorn"}],
            "library": [{"id": "l0", "card": "Liliana, Death Mage"}],
            "graveyard": [{"id": "g0", "card": "Liliana, Death Mage"}],
        },
        battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}],
    )
    result = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bear"]}}], scorn, LILIANA)
    options = result["pending"]["options"]
    assert options["kind"] == "search_library" and options["zones"] == ["library", "graveyard"]
    assert options["eligible"] == ["l0", "g0"]


# --- "a card named X and/or a card named Y"; "a card named X or Y"; "any number of cards named ~" ---------

HOUNDMASTER = (
    "Alpine Houndmaster",
    "Creature — Human Warrior",
    "When Alpine Houndmaster enters the battlefield, you may search your library for a card named Alpine Watchdog "
    "and/or a card named Igneous Cur, reveal them, put them into your hand, then shuffle.",
    "{R}{W}",
    ("2", "2"),
)
WATCHDOG = _card("Alpine Watchdog", "{1}{W}", ["Creature"], subtypes=["Dog"], power=2, toughness=2)
CUR = _card("Igneous Cur", "{1}{R}", ["Creature"], subtypes=["Elemental", "Dog"], power=1, toughness=2)


def _houndmaster(search: list[str]) -> dict[str, Any]:
    houndmaster = _read(*HOUNDMASTER)
    game = state(
        alice={
            "mana_pool": {"R": 1, "W": 1},
            "hand": [{"id": "h", "card": "Alpine Houndmaster"}],
            "library": [
                {"id": "w1", "card": "Alpine Watchdog"},
                {"id": "w2", "card": "Alpine Watchdog"},
                {"id": "c1", "card": "Igneous Cur"},
                {"id": "f", "card": "Forest"},
            ],
        },
    )
    actions = [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve", "choices": {"search": search}}]
    return _run(game, actions, houndmaster, WATCHDOG, CUR)


def test_701_23a_houndmaster_finds_one_card_of_each_name() -> None:
    houndmaster = _read(*HOUNDMASTER)
    assert houndmaster["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "hand",
        "quality": ["named:Alpine Watchdog", "named:Igneous Cur"],
        "count": 2,
        "one_each": True,
        "reveal": True,
        "optional": True,
    }
    result = _houndmaster(["w2", "c1"])
    assert sorted(_names(player_of(result, "alice")["hand"])) == ["Alpine Watchdog", "Igneous Cur"]
    assert len(events_of(result, "library_shuffled")) == 1


def test_701_23a_houndmaster_cant_find_two_cards_of_one_name() -> None:
    with pytest.raises(IllegalAction, match="at most one card of each"):
        _houndmaster(["w1", "w2"])


def test_201_2_battalion_foot_soldier_finds_any_number_of_cards_with_its_name() -> None:
    soldier = _read(
        "Battalion Foot Soldier",
        "Creature — Human Soldier",
        "When Battalion Foot Soldier enters the battlefield, you may search your library for any number of cards "
        "named Battalion Foot Soldier, reveal them, put them into your hand, then shuffle.",
        "{2}{W}",
        ("2", "2"),
    )
    assert soldier["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "hand",
        "quality": ["named:~"],
        "any_number": True,
        "reveal": True,
        "optional": True,
    }
    game = state(
        alice={
            "mana_pool": {"W": 3},
            "hand": [{"id": "h", "card": "Battalion Foot Soldier"}],
            "library": [
                {"id": "b1", "card": "Battalion Foot Soldier"},
                {"id": "f", "card": "Forest"},
                {"id": "b2", "card": "Battalion Foot Soldier"},
            ],
        },
    )
    actions = [
        {"type": "cast", "card": "h"},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"search": ["b1", "b2"]}},
    ]
    result = _run(game, actions, soldier)
    assert _names(player_of(result, "alice")["hand"]) == ["Battalion Foot Soldier"] * 2
    with pytest.raises(IllegalAction):
        _run(game, [*actions[:2], {"type": "resolve", "choices": {"search": ["f"]}}], soldier)


def test_a_search_for_either_name_reads_and_a_near_variant_does_not() -> None:
    either = read_composed(
        "{U}, {T}: Search your library for a card named Heart-Piercer Bow or Vial of Dragonfire, reveal it, put it "
        "into your hand, then shuffle.",
        is_spell=False,
    )
    assert either.abilities is not None
    assert either.abilities[0]["effect"]["quality"] == ["named:Heart-Piercer Bow", "named:Vial of Dragonfire"]
    # an unknown word ("secretly") and mismatched pronouns / shuffle forms stay not modelled
    for line in (
        "Search your library for a card named Vial of Dragonfire, secretly reveal it, put it into your hand, then "
        "shuffle.",
        "Search your library for a card named Vial of Dragonfire, reveal them, put it into your hand, then shuffle.",
        "Search your library for a card named Vial of Dragonfire, reveal it, and put it into your hand. If you "
        "search your library this way, shuffle.",
    ):
        assert read_composed(line, is_spell=True).abilities is None, line


def test_fierce_empath_reads_a_may_search_with_a_reveal() -> None:
    empath = _read(
        "Fierce Empath",
        "Creature — Elf",
        "When Fierce Empath enters the battlefield, you may search your library for a creature card with mana value "
        "6 or greater, reveal it, put it into your hand, then shuffle.",
        "{2}{G}",
        ("1", "1"),
    )
    assert empath["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "hand",
        "quality": ["card:creature:mana_value>=6"],
        "reveal": True,
        "optional": True,
    }


# --- "Look at the top N ... You may reveal <cards> from among them and put it/them into your hand. Put the rest
# on the bottom of your library in a random order." ---

KAALIA = (
    "Kaalia, Zenith Seeker",
    "Legendary Creature — Human Cleric",
    "Flying, vigilance\nWhen Kaalia, Zenith Seeker enters the battlefield, look at the top six cards of your "
    "library. You may reveal an Angel card, a Demon card, and/or a Dragon card from among them and put them into "
    "your hand. Put the rest on the bottom of your library in a random order.",
    "{R}{W}{B}",
    ("3", "3"),
)
ANGEL = _card("Test Angel", "{3}{W}", ["Creature"], subtypes=["Angel"], power=3, toughness=3)
DRAGON = _card("Test Dragon", "{4}{R}", ["Creature"], subtypes=["Dragon"], power=4, toughness=4)


def _kaalia(chosen: list[str]) -> dict[str, Any]:
    kaalia = _read(*KAALIA)
    library = ["Test Angel", "Test Angel", "Forest", "Test Dragon", "Grizzly Bears", "Forest", "Lightning Bolt"]
    game = state(
        alice={
            "mana_pool": {"R": 1, "W": 1, "B": 1},
            "hand": [{"id": "k", "card": "Kaalia, Zenith Seeker"}],
            "library": [{"id": f"l{n}", "card": name} for n, name in enumerate(library)],
        },
    )
    actions = [{"type": "cast", "card": "k"}, {"type": "resolve"}, {"type": "resolve", "choices": {"chosen": chosen}}]
    return _run(game, actions, kaalia, ANGEL, DRAGON)


def test_608_2c_kaalia_reveals_one_card_of_each_type_and_the_rest_go_to_the_bottom() -> None:
    kaalia = _read(*KAALIA)
    assert kaalia["abilities"][0]["effect"] == {
        "kind": "look_at_top",
        "amount": 6,
        "take": 3,
        "quality": ["card:Angel", "card:Demon", "card:Dragon"],
        "optional": True,
        "reveal": True,
        "to": "hand",
        "rest": "bottom_random",
        "one_each": True,
    }
    result = _kaalia(["l1", "l3"])
    alice = player_of(result, "alice")
    assert sorted(_names(alice["hand"])) == ["Test Angel", "Test Dragon"]
    assert _names(alice["library"])[0] == "Lightning Bolt"  # the seventh card is now on top
    assert sorted(_names(alice["library"])[1:]) == ["Forest", "Forest", "Grizzly Bears", "Test Angel"]
    assert [event["card"] for event in events_of(result, "card_revealed")] == ["Test Angel", "Test Dragon"]
    assert events_of(result, "put_on_bottom")[0]["order"] == "random"


def test_608_2c_kaalia_cant_take_two_angels() -> None:
    with pytest.raises(IllegalAction, match="at most one card of each"):
        _kaalia(["l0", "l1"])


def test_reality_heist_reveals_up_to_two_artifact_cards_and_a_near_variant_does_not_read() -> None:
    heist = read_composed(
        "Look at the top seven cards of your library. You may reveal up to two artifact cards from among them and "
        "put them into your hand. Put the rest on the bottom of your library in a random order.",
        is_spell=True,
    )
    assert heist.abilities is not None
    assert heist.abilities[0]["effect"] == {
        "kind": "look_at_top",
        "amount": 7,
        "take": 2,
        "quality": ["artifact"],
        "optional": True,
        "reveal": True,
        "to": "hand",
        "rest": "bottom_random",
    }
    for line in (
        "Look at the top seven cards of your library. You may reveal up to two artifact cards from among them and "
        "put them into your hand. Put the rest on the bottom of your library in a mysterious order.",
        "Look at the top seven cards of your library. You may reveal up to two artifact cards from among them and "
        "put it into your hand. Put the rest on the bottom of your library in a random order.",
        "You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of "
        "your library in a random order.",
    ):
        assert read_composed(line, is_spell=True).abilities is None, line


# --- "named ~": permanents and graveyard cards with this card's name (CR 201.2a) ---------------------------

MASTIFF = (
    "Pack Mastiff",
    "Creature — Dog",
    "{1}{R}: Each creature you control named Pack Mastiff gets +1/+0 until end of turn.",
    "{1}{R}",
    ("2", "2"),
)


def test_201_2a_pack_mastiff_pumps_each_creature_you_control_with_its_name() -> None:
    mastiff = _read(*MASTIFF)
    assert mastiff["abilities"][0]["effect"]["target"] == "all:creature:you_control:named_like_source"
    game = state(
        alice={"mana_pool": {"R": 2}},
        battlefield=[
            {"id": "m1", "card": "Pack Mastiff", "controller": "alice"},
            {"id": "m2", "card": "Pack Mastiff", "controller": "alice"},
            {"id": "m3", "card": "Pack Mastiff", "controller": "bob"},
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    result = _run(game, [{"type": "activate", "permanent": "m1", "ability": 0}, {"type": "resolve"}], mastiff)
    power = {p["id"]: p["characteristics"]["power"] for p in result["state"]["battlefield"]}
    assert power == {"m1": 3, "m2": 3, "m3": 2, "bear": 2}


def test_608_2h_frantic_inventory_draws_for_each_card_with_its_name_in_your_graveyard() -> None:
    inventory = _read(
        "Frantic Inventory",
        "Instant",
        "Draw a card, then draw cards equal to the number of cards named Frantic Inventory in your graveyard.",
        "{1}{U}",
        None,
    )
    library = [{"id": f"l{n}", "card": "Forest"} for n in range(6)]
    game = state(
        alice={
            "mana_pool": {"U": 2},
            "hand": [{"id": "fi", "card": "Frantic Inventory"}],
            "library": library,
            "graveyard": [
                {"id": "g1", "card": "Frantic Inventory"},
                {"id": "g2", "card": "Frantic Inventory"},
                {"id": "g3", "card": "Grizzly Bears"},
            ],
        },
    )
    result = _run(game, [{"type": "cast", "card": "fi"}, {"type": "resolve"}], inventory)
    alice = player_of(result, "alice")
    assert len(alice["hand"]) == 3  # 1, then 2 (the spell itself is on the stack as it resolves, CR 608.2n)
    assert len(alice["library"]) == 3


def test_undead_servant_creates_a_zombie_for_each_card_with_its_name_in_your_graveyard() -> None:
    servant = _read(
        "Undead Servant",
        "Creature — Zombie",
        "When Undead Servant enters the battlefield, create a 2/2 black Zombie creature token for each "
        "card named Undead Servant in your graveyard.",
        "{3}{B}",
        ("3", "2"),
    )
    game = state(
        alice={
            "mana_pool": {"B": 4},
            "hand": [{"id": "u", "card": "Undead Servant"}],
            "graveyard": [{"id": "g1", "card": "Undead Servant"}, {"id": "g2", "card": "Grizzly Bears"}],
        },
    )
    result = _run(game, [{"type": "cast", "card": "u"}, {"type": "resolve"}, {"type": "resolve"}], servant)
    zombies = [p for p in result["state"]["battlefield"] if p["is_token"]]
    assert len(zombies) == 1


def test_named_counts_read_only_named_cards_in_your_graveyard() -> None:
    for line in (
        # (s29-stda reads "the number of cards in your graveyard" now: every card of it, test_s29_stda.py)
        "Draw cards equal to the number of cards in all graveyards.",
        "Draw cards equal to the number of cards named ~ in your library.",
        "Draw cards equal to the number of creature cards named ~ in your graveyard.",
    ):
        assert read_composed(line, is_spell=True).abilities is None, line


# --- "Reveal the top N cards of your library." and what is done with them (CR 701.20a) ----------------------

RINGLEADER = (
    "Goblin Ringleader",
    "Creature — Goblin",
    "Haste\nWhen Goblin Ringleader enters the battlefield, reveal the top four cards of your library. Put all "
    "Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order.",
    "{3}{R}",
    ("2", "2"),
)
GOBLIN = _card("Test Goblin", "{R}", ["Creature"], subtypes=["Goblin"], power=1, toughness=1)


def _ringleader(choices: dict[str, Any] | None) -> dict[str, Any]:
    ringleader = _read(*RINGLEADER)
    library = ["Test Goblin", "Forest", "Goblin Ringleader", "Grizzly Bears", "Lightning Bolt"]
    game = state(
        alice={
            "mana_pool": {"R": 4},
            "hand": [{"id": "r", "card": "Goblin Ringleader"}],
            "library": [{"id": f"l{n}", "card": name} for n, name in enumerate(library)],
        },
    )
    resolve: dict[str, Any] = {"type": "resolve", **({"choices": choices} if choices else {})}
    return _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}, resolve], ringleader, GOBLIN)


def test_701_20a_ringleader_puts_every_goblin_revealed_into_your_hand() -> None:
    assert _read(*RINGLEADER)["abilities"][0]["effect"] == {
        "kind": "reveal_top",
        "amount": 4,
        "quality": ["card:Goblin"],
        "to": "hand",
        "otherwise": "bottom",
    }
    result = _ringleader(None)
    alice = player_of(result, "alice")
    assert _names(alice["hand"]) == ["Test Goblin", "Goblin Ringleader"]
    assert _names(alice["library"]) == ["Lightning Bolt", "Forest", "Grizzly Bears"]
    assert len(events_of(result, "card_revealed")) == 4


def test_401_4_the_rest_go_to_the_bottom_in_the_order_chosen() -> None:
    result = _ringleader({"bottom": ["l3", "l1"]})
    assert _names(player_of(result, "alice")["library"]) == ["Lightning Bolt", "Grizzly Bears", "Forest"]
    with pytest.raises(IllegalAction, match=r"choices\.bottom"):
        _ringleader({"bottom": ["l3"]})


THORNS_LINE = (
    "When ~ enters, reveal the top five cards of your library. Put a land card from among them onto the "
    "battlefield and the rest into your graveyard."
)


def test_701_20a_a_land_card_from_among_the_revealed_cards_onto_the_battlefield() -> None:
    reading = read_composed(THORNS_LINE, is_spell=False)
    assert reading.abilities is not None
    effect = reading.abilities[0]["effect"]
    assert effect == {
        "kind": "look_at_top",
        "amount": 5,
        "take": 1,
        "quality": ["card:land"],
        "optional": False,
        "to": "battlefield",
        "rest": "graveyard",
        "reveal_all": True,
    }
    thorns = _card("Test Thorns", "{2}{G}{G}{G}", ["Creature"], power=6, toughness=6, abilities=reading.abilities)
    library = ["Grizzly Bears", "Forest", "Lightning Bolt", "Forest", "Grizzly Bears", "Lightning Bolt"]
    game = state(
        alice={
            "mana_pool": {"G": 5},
            "hand": [{"id": "t", "card": "Test Thorns"}],
            "library": [{"id": f"l{n}", "card": name} for n, name in enumerate(library)],
        },
    )
    actions = [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve", "choices": {"chosen": ["l3"]}}]
    result = _run(game, actions, thorns)
    alice = player_of(result, "alice")
    assert "l3" in [p["id"] for p in result["state"]["battlefield"]]
    assert _names(alice["library"]) == ["Lightning Bolt"]
    assert len(alice["graveyard"]) == 4 and len(events_of(result, "card_revealed")) == 5
    with pytest.raises(IllegalAction):
        _run(game, [*actions[:2], {"type": "resolve", "choices": {"chosen": ["l0"]}}], thorns)
    # without an answer the first land is put (the card must be put if there is one, CR 608.2c)
    default = _run(game, [*actions[:2], {"type": "resolve"}], thorns)
    assert "l1" in [p["id"] for p in default["state"]["battlefield"]]


def test_revealed_cards_near_variants_do_not_read() -> None:
    for line in (
        "Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the "
        "rest into exile.",
        "Reveal the top four cards of your library. Put all Blorp cards revealed this way into your hand and the "
        "rest into your graveyard.",
        "Reveal the top five cards of your library. Put a land card from among them onto the battlefield and the "
        "rest into your hand.",
    ):
        assert read_composed(line, is_spell=True).abilities is None, line


# --- Cultivate: "put one onto the battlefield tapped and the other into your hand" ----------------------

CULTIVATE = (
    "Cultivate",
    "Sorcery",
    "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped "
    "and the other into your hand, then shuffle.",
    "{2}{G}",
    None,
)


def _cultivate(search: list[str]) -> dict[str, Any]:
    cultivate = _read(*CULTIVATE)
    library = ["Forest", "Grizzly Bears", "Forest", "Lightning Bolt"]
    game = state(
        alice={
            "mana_pool": {"G": 3},
            "hand": [{"id": "c", "card": "Cultivate"}],
            "library": [{"id": f"l{n}", "card": name} for n, name in enumerate(library)],
        },
    )
    return _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve", "choices": {"search": search}}], cultivate)


def test_701_23a_cultivate_puts_the_first_land_found_onto_the_battlefield_tapped_and_the_other_into_hand() -> None:
    assert _read(*CULTIVATE)["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "battlefield_tapped",
        "quality": ["land:basic"],
        "reveal": True,
        "count": 2,
        "split_to_hand": True,
    }
    result = _cultivate(["l2", "l0"])
    land = next(p for p in result["state"]["battlefield"] if p["id"] == "l2")
    assert land["tapped"] is True
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["l0"]
    assert len(events_of(result, "library_shuffled")) == 1


def test_701_23b_one_land_found_goes_onto_the_battlefield() -> None:
    result = _cultivate(["l0"])
    assert "l0" in [p["id"] for p in result["state"]["battlefield"]]
    assert player_of(result, "alice")["hand"] == []
    with pytest.raises(IllegalAction):
        _cultivate(["l1"])  # Grizzly Bears is no basic land card


def test_cultivate_near_variant_does_not_read() -> None:
    line = (
        "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield "
        "tapped and the other into your graveyard, then shuffle."
    )
    assert read_composed(line, is_spell=True).abilities is None


# --- the opening-hand Leylines (CR 103.6a) ---------------------------------------------------------------------

LEYLINE_LINE = "If ~ is in your opening hand, you may begin the game with it on the battlefield."


def test_103_6a_the_opening_hand_line_reads_and_has_no_effect_during_the_game() -> None:
    reading = read_composed(LEYLINE_LINE, is_spell=False)
    assert reading.abilities == [{"kind": "begin_game_on_battlefield"}]
    leyline = _card("Test Leyline", "{2}{W}{W}", ["Enchantment"], abilities=reading.abilities)
    game = state(
        alice={"mana_pool": {"W": 4}, "hand": [{"id": "h", "card": "Test Leyline"}]},
        battlefield=[{"id": "b", "card": "Test Leyline", "controller": "alice"}],
    )
    result = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}], leyline)
    assert sorted(p["id"] for p in result["state"]["battlefield"]) == ["b", "h"]
    assert [e["type"] for e in result["events"]] == ["mana_paid", "spell_cast", "spell_resolved", "entered_battlefield"]
    for line in (
        "If ~ is in your opening hand, you may begin the game with it in your graveyard.",
        "If ~ is in your opening hand, you may begin the game with it on the battlefield tapped.",
    ):
        assert read_composed(line, is_spell=False).abilities is None, line


# --- "up to two creature cards with different names" (CR 201.2a) -----------------------------------------


def test_201_2a_shared_summons_finds_creature_cards_with_different_names() -> None:
    summons = _read(
        "Shared Summons",
        "Instant",
        "Search your library for up to two creature cards with different names, reveal them, put them "
        "into your hand, then shuffle.",
        "{3}{G}{G}",
        None,
    )
    assert summons["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "hand",
        "quality": ["creature"],
        "count": 2,
        "different_names": True,
        "reveal": True,
    }
    library = ["Grizzly Bears", "Grizzly Bears", "Test Goblin", "Forest"]
    game = state(
        alice={
            "mana_pool": {"G": 5},
            "hand": [{"id": "s", "card": "Shared Summons"}],
            "library": [{"id": f"l{n}", "card": name} for n, name in enumerate(library)],
        },
    )
    result = _run(
        game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"search": ["l1", "l2"]}}], summons, GOBLIN
    )
    assert sorted(_names(player_of(result, "alice")["hand"])) == ["Grizzly Bears", "Test Goblin"]
    with pytest.raises(IllegalAction, match="different names"):
        _run(
            game,
            [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"search": ["l0", "l1"]}}],
            summons,
            GOBLIN,
        )
