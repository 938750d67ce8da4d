"""s13-batch (docs/oracle-batch.md): triggers on a batch of objects, "Whenever one or more ... enter /
leave the battlefield [without dying]" (CR 603.2c: once for each batch, not once per object), read
from Bloomburrow's Oracle text and played by the engine (app/engine/rules/batch_triggers.py)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _creature(name: str, subtypes: list[str], oracle: str = "") -> dict[str, Any]:
    card: dict[str, Any] = {
        "name": name,
        "mana_cost": "{1}",
        "types": ["Creature"],
        "subtypes": subtypes,
        "power": 1,
        "toughness": 1,
    }
    return card


RABBIT = _creature("Test Rabbit", ["Rabbit"])
FROG = _creature("Test Frog", ["Frog"])


def _token_spell(name: str, count: int, subtype: str = "Rabbit") -> dict[str, Any]:
    """An instant creating `count` 1/1 tokens at once (one event of `count` permanents entering)."""
    token = {
        "name": f"{subtype} Token",
        "colors": ["W"],
        "types": ["Creature"],
        "subtypes": [subtype],
        "power": 1,
        "toughness": 1,
    }
    return {
        "name": name,
        "mana_cost": "{0}",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "create_token", "count": count, "token": token}}],
    }


MASS_BOUNCE = {  # "Return all creatures you control to their owner's hand." at once (one event)
    "name": "Test Recall",
    "mana_cost": "{0}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "return_to_hand", "target": "all:creature:you_control"}}],
}


def _cast_and_resolve(card: str) -> list[dict[str, Any]]:
    return [
        {"type": "cast", "card": card, "player": "alice"},
        {"type": "pass_priority", "player": "alice"},
        {"type": "pass_priority", "player": "bob"},
    ]


def _resolve_all() -> list[dict[str, Any]]:
    return [{"type": "pass_priority", "player": "alice"}, {"type": "pass_priority", "player": "bob"}]


WATCHER = (
    "Batch Watcher",
    "Creature — Frog",
    "Whenever one or more creatures you control enter, you gain 1 life.",
    "{1}{W}",
    ("1", "1"),
)
PER_OBJECT = (
    "Single Watcher",
    "Creature — Frog",
    "Whenever a creature you control enters, you gain 1 life.",
    "{1}{W}",
    ("1", "1"),
)


def _watch(watcher: tuple[Any, ...], counts: list[int]) -> dict[str, Any]:
    definition = _read(*watcher)
    spells = [_token_spell(f"Tokens {n}", count) for n, count in enumerate(counts)]
    actions = [
        step for n, count in enumerate(counts) for step in (*_cast_and_resolve(f"s{n}"), *(_resolve_all() * count))
    ]
    game = state(
        alice={"life": 20, "hand": [{"id": f"s{n}", "card": f"Tokens {n}"} for n in range(len(counts))]},
        battlefield=[{"id": "w", "card": watcher[0], "controller": "alice"}],
    )
    return _run(game, actions, definition, *spells)


def test_603_2c_one_or_more_creatures_entering_at_once_trigger_the_ability_once() -> None:
    ability = _read(*WATCHER)["abilities"][0]
    assert ability == {
        "kind": "triggered",
        "trigger": "permanent_enters",
        "entering": "creature:you_control",
        "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
        "batch": True,
    }
    result = _watch(WATCHER, [3])
    assert result.get("error") is None, result.get("error")
    put = [e for e in events_of(result, "trigger_put_on_stack") if e.get("source") == "w"]
    assert len(put) == 1 and "CR 603.2c" in put[0]["cites"]
    assert player_of(result, "alice")["life"] == 21


def test_603_2c_each_later_batch_triggers_it_again() -> None:
    result = _watch(WATCHER, [2, 2])
    assert player_of(result, "alice")["life"] == 22


def test_603_2_the_per_object_trigger_still_triggers_once_for_each_permanent() -> None:
    result = _watch(PER_OBJECT, [3])
    assert player_of(result, "alice")["life"] == 23


PORT_MAGE = (
    "Dour Port-Mage",
    "Creature — Frog Wizard",
    "Whenever one or more other creatures you control leave the battlefield without dying, draw a card.\n"
    "{1}{U}, {T}: Return another target creature you control to its owner's hand.",
    "{1}{U}",
    ("1", "3"),
)


def test_603_2c_700_4_dour_port_mage_draws_once_for_creatures_leaving_together() -> None:
    mage = _read(*PORT_MAGE)
    assert mage["abilities"][0] == {
        "kind": "triggered",
        "trigger": "group_leaves",
        "leaving": "creature:other:you_control",
        "without_dying": True,
        "effect": {"kind": "draw", "amount": 1, "player": "you"},
        "batch": True,
    }
    # Two Frogs exiled by separate actions: two batches, two cards; then two dying: none.
    game = state(
        alice={"hand": []},
        battlefield=[
            {"id": "m", "card": "Dour Port-Mage", "controller": "alice"},
            {"id": "f1", "card": "Test Frog", "controller": "alice"},
            {"id": "f2", "card": "Test Frog", "controller": "alice"},
            {"id": "f3", "card": "Test Frog", "controller": "alice"},
            {"id": "f4", "card": "Test Frog", "controller": "alice"},
        ],
    )
    moves = [
        {"type": "move", "permanent": "f1", "to": "exile"},
        *_resolve_all(),
        {"type": "move", "permanent": "f2", "to": "hand"},
        *_resolve_all(),
        {"type": "move", "permanent": "f3", "to": "graveyard"},
    ]
    result = _run(game, moves, mage, FROG)
    assert result.get("error") is None, result.get("error")
    assert len(player_of(result, "alice")["hand"]) == 3  # the bounced Frog and two draws
    assert result["state"]["stack"] == []


def test_603_2c_creatures_returned_at_once_are_one_batch() -> None:
    mage = _read(*PORT_MAGE)
    game = state(
        alice={"hand": [{"id": "r", "card": "Test Recall"}]},
        battlefield=[
            {"id": "f1", "card": "Test Frog", "controller": "alice"},
            {"id": "f2", "card": "Test Frog", "controller": "alice"},
            {"id": "f3", "card": "Test Frog", "controller": "alice"},
            {"id": "m", "card": "Dour Port-Mage", "controller": "alice"},
        ],
    )
    result = _run(game, [*_cast_and_resolve("r"), *_resolve_all()], mage, FROG, MASS_BOUNCE)
    assert result.get("error") is None, result.get("error")
    draws = [e for e in events_of(result, "trigger_put_on_stack") if e.get("source") == "m"]
    assert len(draws) == 1 and "CR 603.2c" in draws[0]["cites"]
    # The three Frogs and the Mage returned, and one card drawn (CR 603.10a: the Mage saw them leave).
    assert len(player_of(result, "alice")["hand"]) == 5


QUESTCALLER = (
    "Valley Questcaller",
    "Creature — Rabbit Warrior",
    "Whenever one or more other Rabbits, Bats, Birds, and/or Mice you control enter, you gain 1 life.",
    "{1}{W}",
    ("2", "3"),
)


def test_205_3m_a_list_of_plural_subtypes_reads_as_each_singular_subtype() -> None:
    ability = _read(*QUESTCALLER)["abilities"][0]
    assert ability["trigger"] == "group_enters" and ability["batch"] is True
    assert ability["entering_any_of"] == [
        "permanent:Rabbit:other:you_control",
        "permanent:Bat:other:you_control",
        "permanent:Bird:other:you_control",
        "permanent:Mouse:other:you_control",
    ]
    definition = _read(*QUESTCALLER)
    game = state(
        alice={"life": 20, "hand": [{"id": "s", "card": "Mice"}, {"id": "t", "card": "Frogs"}]},
        battlefield=[{"id": "q", "card": "Valley Questcaller", "controller": "alice"}],
    )
    result = _run(
        game,
        [*_cast_and_resolve("s"), *_resolve_all(), *_cast_and_resolve("t"), *_resolve_all()],
        definition,
        _token_spell("Mice", 2, "Mouse"),
        _token_spell("Frogs", 2, "Frog"),
    )
    assert result.get("error") is None, result.get("error")
    assert player_of(result, "alice")["life"] == 21  # two Mice at once: once; Frogs: never


@pytest.mark.parametrize(
    "line",
    [
        "Whenever one or more other creatures you control leave the battlefield without crying, draw a card.",
        "Whenever one or more other Rabbits, Bats, Birds, and/or Rabbitz you control enter, scry 1.",
        "Whenever one or more other Rabbits, Bats, Birds, and/or Mice you control enter, scry 1 wisely.",
        "Whenever one or more creatures you control enter, put a +1/+1 counter on that creature.",
    ],
)
def test_batch_lines_with_an_unknown_word_or_an_event_object_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


CAMELLIA = (
    "Camellia, the Seedmiser",
    "Legendary Creature — Squirrel Warlock",
    "Menace\nOther Squirrels you control have menace.\n"
    "Whenever you sacrifice one or more Foods, create a 1/1 green Squirrel creature token.\n"
    "{2}, Forage: Put a +1/+1 counter on each other Squirrel you control. (To forage, exile three cards from your "
    "graveyard or sacrifice a Food.)",
    "{1}{B}{G}",
    ("3", "3"),
)
SQUIRREL = _creature("Test Squirrel", ["Squirrel"])
FOOD = {"name": "Test Food", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": ["Food"]}


def test_701_61a_603_2c_camellia_forages_a_food_and_its_sacrifice_trigger_makes_a_squirrel() -> None:
    camellia = _read(*CAMELLIA)
    abilities = camellia["abilities"]
    trigger = next(a for a in abilities if a.get("trigger") == "you_sacrifice")
    assert trigger["sacrificed"] == "permanent:Food" and trigger["batch"] is True
    index = next(n for n, a in enumerate(abilities) if a["kind"] == "activated")
    assert abilities[index]["other_costs"] == [{"kind": "forage"}]
    assert abilities[index]["effect"]["target"] == "all:other:you_control:Squirrel"
    game = state(
        alice={"mana_pool": {"C": 2}},
        battlefield=[
            {"id": "c", "card": "Camellia, the Seedmiser", "controller": "alice"},
            {"id": "sq", "card": "Test Squirrel", "controller": "alice"},
            {"id": "food", "card": "Test Food", "controller": "alice", "is_token": True},
            {"id": "bob-sq", "card": "Test Squirrel", "controller": "bob"},
        ],
    )
    actions = [
        {"type": "activate", "permanent": "c", "ability": index, "choices": {"forage": ["food"]}},
        *_resolve_all(),
        *_resolve_all(),
    ]
    result = _run(game, actions, camellia, SQUIRREL, FOOD)
    assert result.get("error") is None, result.get("error")
    battlefield = {p["id"]: p for p in result["state"]["battlefield"]}
    assert "food" not in battlefield
    tokens = [p for p in battlefield.values() if p.get("is_token")]
    assert len(tokens) == 1  # the Squirrel made by the sacrifice trigger, which resolved first
    assert tokens[0]["counters"] == {"+1/+1": 1} and battlefield["sq"]["counters"] == {"+1/+1": 1}
    assert not battlefield["c"].get("counters") and not battlefield["bob-sq"].get("counters")


def test_a_forage_cost_or_each_subtype_with_an_unknown_word_is_not_read() -> None:
    for line in (
        "{2}, Forage wisely: Put a +1/+1 counter on each other Squirrel you control.",
        "{2}, Forage: Put a +1/+1 counter on each other Squirrel you control twice.",
        "Whenever you sacrifice one or more Foodz, draw a card.",
    ):
        assert read_composed(line, is_spell=False).abilities is None, line


QUESTCALLER_CARD = (
    "Valley Questcaller",
    "Creature — Rabbit Warrior",
    "Whenever one or more other Rabbits, Bats, Birds, and/or Mice you control enter, scry 1.\n"
    "Other Rabbits, Bats, Birds, and Mice you control get +1/+1.",
    "{1}{W}",
    ("2", "3"),
)
MOUSE = _creature("Test Mouse", ["Mouse"])


def test_613_4c_205_3_other_rabbits_bats_birds_and_mice_you_control_get_plus_one() -> None:
    questcaller = _read(*QUESTCALLER_CARD)
    anthem = questcaller["abilities"][1]
    assert anthem == {
        "kind": "static_pump",
        "power": 1,
        "toughness": 1,
        "affected": "other_creatures_you_control",
        "subtypes_any_of": ["Rabbit", "Bat", "Bird", "Mouse"],
    }
    game = state(
        battlefield=[
            {"id": "q", "card": "Valley Questcaller", "controller": "alice"},
            {"id": "mouse", "card": "Test Mouse", "controller": "alice"},
            {"id": "frog", "card": "Test Frog", "controller": "alice"},
            {"id": "bob-mouse", "card": "Test Mouse", "controller": "bob"},
        ]
    )
    result = _run(game, [{"type": "pass_priority", "player": "alice"}], questcaller, MOUSE, FROG)
    assert result.get("error") is None, result.get("error")
    shown = {
        p["id"]: (p["characteristics"]["power"], p["characteristics"]["toughness"])
        for p in result["state"]["battlefield"]
    }
    assert shown == {"q": (2, 3), "mouse": (2, 2), "frog": (1, 1), "bob-mouse": (1, 1)}


def test_a_subtype_anthem_with_an_unknown_plural_is_not_read() -> None:
    assert (
        read_composed("Other Rabbits, Bats, Birdz, and Mice you control get +1/+1.", is_spell=False).abilities is None
    )


MASCOT = (
    "Three Tree Mascot",
    "Artifact Creature — Shapeshifter",
    "Changeling (This card is every creature type.)\n{1}: Add one mana of any color. Activate only once each turn.",
    "{2}",
    ("2", "1"),
)


def test_602_5b_605_1a_a_mana_ability_activated_only_once_each_turn() -> None:
    mascot = _read(*MASCOT)
    assert mascot["abilities"] == [{"kind": "mana", "cost": "{1}", "add": "any_color", "max_per_turn": 1}]
    game = state(
        alice={"mana_pool": {"C": 2}}, battlefield=[{"id": "m", "card": "Three Tree Mascot", "controller": "alice"}]
    )
    tap = {"type": "tap_for_mana", "permanent": "m", "ability": 0, "color": "G", "player": "alice"}
    once = _run(game, [tap], mascot)
    assert once.get("error") is None, once.get("error")
    pool = player_of(once, "alice")["mana_pool"]
    assert pool["G"] == 1 and pool["C"] == 1
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [tap, {**tap, "color": "R"}], mascot)
    assert refusal.value.title == "Activated too often" and "CR 602.5b" in refusal.value.cites
    # The count starts again as the next turn begins (CR 500.1): the state says it was used this turn.
    used = state(
        turn=3,
        alice={"mana_pool": {"C": 1}},
        battlefield=[
            {"id": "m", "card": "Three Tree Mascot", "controller": "alice", "activations_this_turn": {"0": 1}}
        ],
    )
    with pytest.raises(IllegalAction):
        _run(used, [tap], mascot)


def test_a_mana_ability_with_another_restriction_is_not_read() -> None:
    for line in (
        "{1}: Add one mana of any color. Activate only twice each turn.",
        "{1}: Add one mana of any color. Activate only once each turn wisely.",
    ):
        assert read_composed(line, is_spell=False).abilities is None, line


HARVEST = (
    "Heaped Harvest",
    "Artifact — Food",
    "When Heaped Harvest enters and when you sacrifice it, you may search your library for a basic land card, put "
    "it onto the battlefield tapped, then shuffle.\n{2}, {T}, Sacrifice Heaped Harvest: You gain 3 life.",
    "{2}{G}",
)
FOREST_CARD = "Forest"


def _harvest(choices: dict[str, Any]) -> dict[str, Any]:
    harvest = _read(*HARVEST)
    library = [
        {"id": "bear", "card": "Grizzly Bears"},
        {"id": "forest", "card": FOREST_CARD},
        {"id": "bear2", "card": "Grizzly Bears"},
    ]
    game = state(
        alice={"mana_pool": {"C": 2}, "library": library, "life": 20},
        battlefield=[{"id": "h", "card": "Heaped Harvest", "controller": "alice"}],
    )
    actions = [
        {"type": "activate", "permanent": "h", "ability": 1},
        {"type": "resolve", "choices": choices},
        {"type": "resolve"},
    ]
    return _run(game, actions, harvest)


def test_701_23_heaped_harvest_sacrificed_may_search_for_a_basic_land_put_onto_the_battlefield_tapped() -> None:
    ability = _read(*HARVEST)["abilities"][0]
    assert ability == {
        "kind": "triggered",
        "trigger": "sacrificed",
        "also_on": ["enters"],
        "optional": True,
        "effect": {"kind": "search_library", "to": "battlefield_tapped", "quality": ["land:basic"]},
    }
    found = _harvest({"pay_optional_cost": True, "search": ["forest"]})
    assert found.get("error") is None, found.get("error")
    forest = next(p for p in found["state"]["battlefield"] if p["id"] == "forest")
    assert forest["tapped"] is True and forest["controller"] == "alice"
    assert player_of(found, "alice")["life"] == 23 and len(player_of(found, "alice")["library"]) == 2
    declined = _harvest({})
    assert [p["id"] for p in declined["state"]["battlefield"]] == []
    assert [c["id"] for c in player_of(declined, "alice")["library"]] == ["bear", "forest", "bear2"]  # no shuffle


def test_701_23_a_search_for_a_quality_the_reader_does_not_know_is_not_read() -> None:
    for line in (
        "When ~ enters, search your library for a basic land card, put it onto the battlefield tapped, "
        "then shuffle twice.",
        "When ~ enters, search your library for a shiny land card, put it into your hand, then shuffle.",
        "When ~ enters, search your library for a basic land card, put it under the battlefield, then shuffle.",
    ):
        assert read_composed(line, is_spell=False).abilities is None, line


LOOKOUT_TEXT = (
    "Reveal cards from the top of your library until you reveal a land card. Put that card onto the battlefield "
    "tapped and the rest on the bottom of your library in a random order."
)


def _reveal(library: list[dict[str, Any]]) -> dict[str, Any]:
    spell = _read("Lookout Sorcery", "Sorcery", LOOKOUT_TEXT, "{0}")
    game = state(alice={"hand": [{"id": "s", "card": "Lookout Sorcery"}], "library": library})
    return _run(game, _cast_and_resolve("s"), spell)


def test_701_20a_reveal_until_a_land_card_puts_it_onto_the_battlefield_tapped_and_the_rest_on_the_bottom() -> None:
    effect = _read("Lookout Sorcery", "Sorcery", LOOKOUT_TEXT, "{0}")["abilities"][0]["effect"]
    assert effect == {"kind": "reveal_until", "quality": ["land"], "to": "battlefield_tapped"}
    library = [
        {"id": "b1", "card": "Grizzly Bears"},
        {"id": "b2", "card": "Grizzly Bears"},
        {"id": "f", "card": "Forest"},
        {"id": "b3", "card": "Grizzly Bears"},
    ]
    result = _reveal(library)
    assert result.get("error") is None, result.get("error")
    forest = next(p for p in result["state"]["battlefield"] if p["id"] == "f")
    assert forest["tapped"] is True and forest["controller"] == "alice"
    ids = [c["id"] for c in player_of(result, "alice")["library"]]
    assert ids[0] == "b3" and sorted(ids[1:]) == ["b1", "b2"]  # the rest under the untouched card
    assert [e["card_id"] for e in events_of(result, "card_revealed")] == ["b1", "b2", "f"]
    assert events_of(result, "put_on_bottom")[0]["order"] == "random"
    # Deterministic: the same request gives the same order.
    assert [c["id"] for c in player_of(_reveal(library), "alice")["library"]] == ids


def test_701_20a_no_land_every_card_is_revealed_and_put_on_the_bottom() -> None:
    library = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}]
    result = _reveal(library)
    assert result["state"]["battlefield"] == []
    assert sorted(c["id"] for c in player_of(result, "alice")["library"]) == ["b1", "b2"]


def test_reveal_until_with_an_unknown_word_is_not_read() -> None:
    for line in (
        LOOKOUT_TEXT.replace("random order", "random orderly"),
        LOOKOUT_TEXT.replace("a land card", "a shiny card"),
    ):
        assert read_composed(line, is_spell=True).abilities is None, line


LUMRA_TEXT = "Mill four cards. Then return all land cards from your graveyard to the battlefield tapped."


def test_400_7_return_all_land_cards_from_your_graveyard_to_the_battlefield_tapped_after_milling() -> None:
    spell = _read("Lumra Sorcery", "Sorcery", LUMRA_TEXT, "{0}")
    assert [a["effect"] for a in spell["abilities"]] == [
        {"kind": "mill", "amount": 4, "player": "you"},
        {"kind": "return_all_to_battlefield", "quality": ["land"], "tapped": True},
    ]
    watcher = _read(
        "Land Watcher",
        "Creature — Frog",
        "Whenever one or more lands you control enter, you gain 1 life.",
        "{1}",
        ("1", "1"),
    )
    library = [
        {"id": "f1", "card": "Forest"},
        {"id": "b1", "card": "Grizzly Bears"},
        {"id": "f2", "card": "Forest"},
        {"id": "bolt", "card": "Lightning Bolt"},
        {"id": "b2", "card": "Grizzly Bears"},
    ]
    game = state(
        alice={
            "life": 20,
            "hand": [{"id": "s", "card": "Lumra Sorcery"}],
            "library": library,
            "graveyard": [{"id": "f0", "card": "Forest"}, {"id": "div", "card": "Divination"}],
        },
        battlefield=[{"id": "w", "card": "Land Watcher", "controller": "alice"}],
    )
    result = _run(game, [*_cast_and_resolve("s"), *_resolve_all()], spell, watcher)
    assert result.get("error") is None, result.get("error")
    lands = {p["id"]: p["tapped"] for p in result["state"]["battlefield"] if p["id"] != "w"}
    assert lands == {"f0": True, "f1": True, "f2": True}  # the milled ones too, all tapped
    alice = player_of(result, "alice")
    assert sorted(c["id"] for c in alice["graveyard"]) == ["b1", "bolt", "div", "s"]
    assert [c["id"] for c in alice["library"]] == ["b2"]
    assert alice["life"] == 21  # three lands entered at once: one batch (CR 603.2c)


def test_return_all_with_an_unknown_word_is_not_read() -> None:
    assert read_composed(LUMRA_TEXT.replace("land cards", "shiny land cards"), is_spell=True).abilities is None


ROCKFACE = (
    "Rockface Village",
    "Land",
    "{T}: Add {C}.\n{T}: Add {R}. Spend this mana only to cast a creature spell.\n"
    "{R}, {T}: Target Lizard, Mouse, Otter, or Raccoon you control gets +1/+0 and gains haste until end of turn. "
    "Activate only as a sorcery.",
    "",
)


def _rockface(target: str) -> dict[str, Any]:
    village = _read(*ROCKFACE)
    game = state(
        alice={"mana_pool": {"R": 1}},
        battlefield=[
            {"id": "v", "card": "Rockface Village", "controller": "alice"},
            {"id": "mouse", "card": "Test Mouse", "controller": "alice"},
            {"id": "frog", "card": "Test Frog", "controller": "alice"},
            {"id": "bob-mouse", "card": "Test Mouse", "controller": "bob"},
        ],
    )
    actions = [{"type": "activate", "permanent": "v", "ability": 2, "choices": {"targets": [target]}}, *_resolve_all()]
    return _run(game, actions, village, MOUSE, FROG)


def test_115_1_205_3_target_lizard_mouse_otter_or_raccoon_you_control() -> None:
    ability = _read(*ROCKFACE)["abilities"][2]
    assert ability["effect"]["target"] == "permanent:Lizard_or_Mouse_or_Otter_or_Raccoon:you_control"
    result = _rockface("mouse")
    assert result.get("error") is None, result.get("error")
    mouse = next(p for p in result["state"]["battlefield"] if p["id"] == "mouse")
    assert (mouse["characteristics"]["power"], mouse["characteristics"]["toughness"]) == (2, 1)
    assert "haste" in mouse["characteristics"]["keywords"]
    for illegal in ("frog", "bob-mouse"):
        with pytest.raises(IllegalAction):
            _rockface(illegal)


def test_a_subtype_list_target_with_an_unknown_word_is_not_read() -> None:
    line = "{R}, {T}: Target Lizard, Mouse, Otter, or Raccoon you control gets +1/+0 and gains haste until end of tern."
    assert read_composed(line, is_spell=False).abilities is None
