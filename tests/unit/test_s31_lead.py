"""Session 31, the lead's merge review: "N target <plural subtype>" names the subtype in the singular (CR 205.3), so
"Tap two target Elves." targets Elves (it had read as the subtype "Elves", which no permanent has)."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import on_battlefield, permanent, probe_support, run_with_cards, state

ELF = {"name": "Probe Elf", "types": ["Creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1,
       "mana_cost": "{G}", "colors": ["G"]}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _spell(text: str) -> dict[str, object]:
    reading = read_card(CardFacts(name="Probe Spell", mana_cost="{1}", type_line="Instant", oracle_text=text))
    assert reading.support == "full" and isinstance(reading.definition, dict), text
    return reading.definition


def test_205_3_several_target_plural_subtypes_name_the_singular_subtype() -> None:
    spell = _spell("Tap two target Elves.")
    assert spell["abilities"][0]["effect"] == {"kind": "tap", "target": "permanent:Elf", "target_count": 2}
    game = state(alice={"hand": [{"id": "s", "card": "Probe Spell"}], "mana_pool": {"C": 1}},
                 battlefield=[on_battlefield("e1", "Probe Elf", "bob"), on_battlefield("e2", "Probe Elf", "bob"),
                              on_battlefield("b", "Probe Bear", "bob")])
    done = run_with_cards(game, [{"type": "cast", "card": "s", "choices": {"targets": ["e1", "e2"]}},
                                 {"type": "resolve"}], spell, ELF, BEAR)
    assert permanent(done, "e1")["tapped"] and permanent(done, "e2")["tapped"]
    with pytest.raises(IllegalAction, match="target"):  # a Bear is no Elf (CR 115.1)
        run_with_cards(game, [{"type": "cast", "card": "s", "choices": {"targets": ["e1", "b"]}}], spell, ELF, BEAR)
    up_to = _spell("Destroy up to two target Goblins.")["abilities"][0]["effect"]
    assert (up_to["target"], up_to["target_count"], up_to.get("up_to")) == ("permanent:Goblin", 2, True)
    # a singular noun after a number of targets is no English the reader accepts
    assert probe_support("Tap two target Elf.", "Instant", None) != "full"


def test_614_12_pending_asks_the_choice_as_it_enters_in_the_documented_schema() -> None:
    """A permanent spell that chooses as it enters, on top of the stack: `pending` asks its controller (a `choose`
    decision, the API's `EntersChoice`): the Sieges' mode (s31-old) and a color (s12-chosen) alike."""
    from app.api.openapi_models import EntersChoice, PendingDecision
    from tests.unit.conftest import mtgjson_full_definition

    palace = mtgjson_full_definition("FRF", "Palace Siege")
    game = state(alice={"hand": [{"id": "s", "card": "Palace Siege"}], "mana_pool": {"B": 2, "C": 3}})
    cast = run_with_cards(game, [{"type": "cast", "card": "s"}], palace)
    asked = PendingDecision.model_validate(cast["pending"]).root
    assert isinstance(asked.options.root, EntersChoice)
    assert cast["pending"]["options"] == {"stack_object": "s", "kind": "mode", "choice": "s31old_chosen_mode",
                                          "values": ["Khans", "Dragons"], "default": "Khans", "player": "alice"}
    chosen = run_with_cards(cast["state"], [{"type": "resolve", "choices": {"s31old_chosen_mode": "Dragons"}}],
                            palace)
    assert permanent(chosen, "s")["s31old_chosen_mode"] == "Dragons"
    haven = {"name": "Probe Haven", "mana_cost": "{1}", "types": ["Artifact"],
             "abilities": [{"kind": "choose_as_enters", "choose": "color"}]}
    colored = run_with_cards(state(alice={"hand": [{"id": "h", "card": "Probe Haven"}], "mana_pool": {"C": 1}}),
                             [{"type": "cast", "card": "h"}], haven)
    options = PendingDecision.model_validate(colored["pending"]).root.options.root
    assert isinstance(options, EntersChoice) and options.choice == "chosen_color" and options.kind == "color"


def test_601_2c_an_activated_ability_takes_all_its_targets_when_they_are_chosen() -> None:
    """ "{T}: Tap two target creatures." activated with one target was accepted and tapped only that one: the number of
    targets is part of the ability (CR 601.2c via 602.2b, 115.1); given at activation, all of them are required."""
    tapper = {"name": "Probe Tapper", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "tap", "target": "creature", "target_count": 2}}]}
    game = state(battlefield=[on_battlefield("t", "Probe Tapper"), on_battlefield("a", "Probe Bear", "bob"),
                              on_battlefield("b", "Probe Bear", "bob")])
    with pytest.raises(IllegalAction, match="2 target"):
        run_with_cards(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["a"]}}],
                       tapper, BEAR)
    done = run_with_cards(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["a", "b"]}},
                                 {"type": "resolve"}], tapper, BEAR)
    assert permanent(done, "a")["tapped"] and permanent(done, "b")["tapped"]
    up_to = {**tapper, "name": "Probe Up To", "abilities": [{"kind": "activated", "cost": "{T}", "effect": {
        "kind": "tap", "target": "creature", "target_count": 2, "up_to": True}}]}
    some = run_with_cards(state(battlefield=[on_battlefield("t", "Probe Up To"), on_battlefield("a", "Probe Bear", "bob")]),
                          [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["a"]}},
                           {"type": "resolve"}], up_to, BEAR)
    assert permanent(some, "a")["tapped"]  # "up to two": one is enough (CR 601.2c)
