"""Planeswalkers (CR 306, 606, 120.3c, 704.5i): the definition's `loyalty`, loyalty abilities
activated with `activate`, `legal_actions` and its explanations, and the Oracle reader on real
card data (Core Set 2019 from MTGJSON, Bloomburrow from Scryfall)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction
from app.ingest.definitions import engine_values
from app.ingest.scryfall import parse_card
from app.oracle import CardFacts, read_card
from app.oracle.planeswalkers import read_loyalty_line
from tests.unit.conftest import run, state

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
M19 = {
    card["name"]: card for card in json.loads((SETS / "m19.json").read_text(encoding="utf-8"))["data"]["M19"]["cards"]
}

# "-X: ~ deals X damage to target creature." and "+1: You gain 2 life.", as inline definitions
WALKER: dict[str, Any] = {
    "name": "Test Walker",
    "mana_cost": "{2}{R}",
    "types": ["Planeswalker"],
    "subtypes": ["Test"],
    "loyalty": 3,
    "abilities": [
        {"kind": "loyalty", "cost": "+1", "effect": {"kind": "gain_life", "amount": 2}},
        {"kind": "loyalty", "cost": "-X", "effect": {"kind": "damage", "amount": "X", "target": "creature"}},
    ],
}


def _m19(name: str) -> Any:
    card = M19[name]
    return read_card(
        CardFacts(
            name=card["name"],
            mana_cost=card.get("manaCost"),
            type_line=card["type"],
            oracle_text=card.get("text", ""),
            loyalty=card.get("loyalty"),
        )
    )


def _walker(loyalty: int = 3, **fields: Any) -> dict[str, Any]:
    return {
        "id": "pw",
        "card": copy.deepcopy(WALKER),
        "controller": "alice",
        "counters": {"loyalty": loyalty},
        **fields,
    }


def _bears(permanent_id: str = "bears", controller: str = "bob") -> dict[str, Any]:
    return {"id": permanent_id, "card": "Grizzly Bears", "controller": controller, "controlled_since_turn": 1}


def _refusal(game: dict[str, Any], actions: list[dict[str, Any]]) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        run(game, actions)
    return refused.value


# --- the reader -------------------------------------------------------------------------------


def test_a_real_m19_planeswalker_is_read_with_its_loyalty_and_the_lines_the_engine_models() -> None:
    reading = _m19("Liliana, the Necromancer")
    assert reading.support == "partial" and reading.definition is not None
    assert reading.definition["loyalty"] == 4
    assert reading.definition["abilities"] == [
        {"kind": "loyalty", "cost": "+1", "effect": {"kind": "lose_life", "amount": 2, "player": "target_player"}},
        {
            "kind": "loyalty",
            "cost": "-1",
            "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:creature"},
        },
    ]
    # The -7 line is reported exactly as the card data writes it (MTGJSON: the cost in brackets)
    assert reading.not_modelled == [M19["Liliana, the Necromancer"]["text"].splitlines()[2]]
    CardDefinition.model_validate(reading.definition)


def test_a_planeswalker_with_no_line_modelled_is_none_and_emblems_are_read_by_the_grammar() -> None:
    reading = _m19("Liliana, Untouched by Death")
    # s14-r2history: its -2 ("gets -X/-X until end of turn, where X is the number of Zombies you
    # control") is read now (a negated counted pump, CR 608.2h); its +1 and -3 are not, so: partial
    assert reading.support == "partial" and reading.definition is not None
    assert [ability["cost"] for ability in reading.definition["abilities"]] == ["-2"]
    assert reading.definition["abilities"][0]["effect"]["negated"] is True
    # s13-pw: Ajani's +1 ("each of up to two target creatures") and its emblem (CR 114) are read too
    ajani = _m19("Ajani, Adversary of Tyrants")
    assert ajani.support == "full" and ajani.definition is not None
    assert ajani.definition["abilities"][2]["effect"]["kind"] == "get_emblem"
    # the templates alone don't read an emblem: the grammar does (read_effect, tests/unit/test_s13_pw.py)
    assert read_loyalty_line('\u22127: You get an emblem with "Creatures you control get +1/+1."') is None


@pytest.mark.parametrize(
    ("line", "cost"),
    [
        ("+1: Draw a card.", "+1"),
        ("[+2]: Draw two cards.", "+2"),
        ("\u22123: Draw a card.", "-3"),
        ("[\u22121]: Draw a card.", "-1"),
        ("-2: Draw a card.", "-2"),
        ("0: Draw a card.", "0"),
        ("[0]: Draw a card.", "0"),
        ("\u2212X: ~ deals X damage to target creature.", "-X"),
    ],
)
def test_loyalty_lines_in_scryfall_and_mtgjson_forms(line: str, cost: str) -> None:
    read = read_loyalty_line(line)
    assert read is not None and read[0]["kind"] == "loyalty" and read[0]["cost"] == cost


def test_a_loyalty_line_of_two_sentences_keeps_them_in_order() -> None:
    read = read_loyalty_line("+1: Draw a card. You gain 2 life.")
    assert read == [
        {
            "kind": "loyalty",
            "cost": "+1",
            "effect": {"kind": "draw", "amount": 1},
            "then_effects": [{"kind": "gain_life", "amount": 2, "player": "you"}],
        }
    ]


@pytest.mark.parametrize("loyalty", [None, "X", "*"])
def test_a_planeswalker_without_a_numeric_printed_loyalty_is_none(loyalty: str | None) -> None:
    reading = read_card(
        CardFacts("Test Walker", "{2}{U}", "Legendary Planeswalker — Test", "+1: Draw a card.", loyalty=loyalty)
    )
    assert reading.support == "none" and reading.not_modelled[-1].startswith("loyalty ")


def test_a_scryfall_planeswalker_keeps_its_loyalty_through_the_importer() -> None:
    blb = json.loads((SETS / "blb.json").read_text(encoding="utf-8"))
    ral = next(card for card in blb if card["name"] == "Ral, Crackling Wit")
    record = parse_card("blb.json", 1, ral)
    assert record.loyalty == "4"
    tezzeret = copy.deepcopy(ral)
    tezzeret.update(name="Test Tezzeret", oracle_text="+1: Draw a card.\n\u22122: You gain 2 life.")
    values = engine_values(parse_card("blb.json", 1, tezzeret))
    assert values["engine_support"] == "full" and values["definition"]["loyalty"] == 4
    assert [a["cost"] for a in values["definition"]["abilities"]] == ["+1", "-2"]


def test_loyalty_costs_the_vocabulary_accepts() -> None:
    ability = CardDefinition.model_validate({**WALKER, "abilities": [{"kind": "loyalty", "cost": "\u22122"}]})
    assert ability.abilities[0].cost == "-2"
    for bad in ("3", "+X", "-0", "{1}", ""):
        with pytest.raises(ValidationError, match="a loyalty cost is '\\+N', '-N'"):
            CardDefinition.model_validate({**WALKER, "abilities": [{"kind": "loyalty", "cost": bad}]})
    with pytest.raises(ValidationError):
        CardDefinition.model_validate({**WALKER, "loyalty": -1})


# --- the engine -------------------------------------------------------------------------------


def test_casting_a_planeswalker_is_at_sorcery_speed() -> None:
    game = state(step="upkeep", alice={"mana_pool": {"R": 3}, "hand": [{"id": "pw", "card": copy.deepcopy(WALKER)}]})
    refusal = _refusal(game, [{"type": "cast", "card": "pw"}])
    assert refusal.title == "Wrong time" and "CR 306.1" in refusal.cites


def test_minus_x_removes_the_x_chosen_and_no_more_than_it_has() -> None:
    game = state(battlefield=[_walker(3), _bears()])
    result = run(
        game,
        [
            {"type": "activate", "permanent": "pw", "ability": 1, "x": 2, "choices": {"targets": ["bears"]}},
            {"type": "resolve"},
        ],
    )
    activated = next(e for e in result["events"] if e["type"] == "ability_activated")
    assert (activated["cost"], activated["x"], activated["loyalty"]) == ("-2", 2, 1)
    assert "CR 107.3" in activated["cites"]
    assert [p["id"] for p in result["state"]["battlefield"]] == ["pw"]  # the 2/2 was dealt 2 damage
    refusal = _refusal(
        game, [{"type": "activate", "permanent": "pw", "ability": 1, "x": 4, "choices": {"targets": ["bears"]}}]
    )
    assert refusal.title == "Can't pay the cost" and {"CR 606.6", "CR 118.3"} <= set(refusal.cites)


def test_an_x_for_a_cost_without_x_is_refused() -> None:
    refusal = _refusal(state(battlefield=[_walker()]), [{"type": "activate", "permanent": "pw", "ability": 0, "x": 1}])
    assert refusal.title == "No X" and refusal.cites == ["CR 107.3"]


@pytest.mark.parametrize(
    ("fields", "title", "says"),
    [
        ({"step": "declare_attackers"}, "Wrong time", "main phase"),
        ({"active_player": "bob"}, "Not your turn", "controller's turn"),
    ],
)
def test_loyalty_abilities_only_in_their_controllers_main_phase(fields: dict[str, Any], title: str, says: str) -> None:
    game = state(battlefield=[_walker()], **fields)
    if "active_player" in fields:
        game["priority_player"] = "alice"
    refusal = _refusal(game, [{"type": "activate", "permanent": "pw", "ability": 0, "player": "alice"}])
    assert refusal.title == title and says in refusal.detail and refusal.cites == ["CR 606.3"]


def test_once_per_turn_counts_again_on_a_later_turn() -> None:
    walker = _walker(loyalty_activated_turn=3)
    refusal = _refusal(state(battlefield=[walker]), [{"type": "activate", "permanent": "pw", "ability": 0}])
    assert refusal.title == "Once each turn"
    result = run(
        state(turn=5, battlefield=[walker]),
        [{"type": "activate", "permanent": "pw", "ability": 0}, {"type": "resolve"}],
    )
    permanent = result["state"]["battlefield"][0]
    assert permanent["counters"] == {"loyalty": 4} and permanent["loyalty_activated_turn"] == 5
    assert result["state"]["players"][0]["life"] == 22


def test_legal_actions_lists_loyalty_abilities_with_their_cost_and_x_range_then_explains() -> None:
    game = state(battlefield=[_walker(3), _bears()])
    result = run(game, [{"type": "legal_actions", "player": "alice", "explain": True}])
    listed = [e for e in result["queries"][0]["result"]["legal"] if e["action"]["type"] == "activate"]
    by_ability = {e["action"].get("ability", 0): e for e in listed}
    assert by_ability[0]["cost"] == {"mana": "{0}", "additional": ["+1 loyalty"], "mana_value": 0}
    assert {"CR 606.3", "CR 606.4"} <= set(by_ability[0]["cites"])
    assert by_ability[1]["options"] == {"targets": ["bears"], "x": {"min": 0, "max": 3}}
    assert by_ability[1]["cost"]["additional"] == ["-X loyalty"]
    after = run(
        game,
        [
            {"type": "activate", "permanent": "pw", "ability": 0},
            {"type": "resolve"},
            {"type": "legal_actions", "player": "alice", "explain": True},
        ],
    )
    answer = after["queries"][0]["result"]
    assert not [e for e in answer["legal"] if e["action"]["type"] == "activate"]
    refused = [e for e in answer["not_legal"] if e["action"]["type"] == "activate"]
    assert len(refused) == 2 and all(e["citations"] == ["CR 606.3"] for e in refused)


def test_noncombat_damage_removes_loyalty_and_zero_loyalty_is_the_graveyard() -> None:
    shock = {
        "name": "Test Shock",
        "mana_cost": "{R}",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
    }
    game = state(
        step="upkeep",
        active_player="bob",
        priority_player="bob",
        bob={"mana_pool": {"R": 2}, "hand": [{"id": "s1", "card": shock}, {"id": "s2", "card": copy.deepcopy(shock)}]},
        battlefield=[_walker(3)],
    )
    one = run(
        game, [{"type": "cast", "card": "s1", "player": "bob", "choices": {"targets": ["pw"]}}, {"type": "resolve"}]
    )
    assert one["state"]["battlefield"][0]["counters"] == {"loyalty": 1}
    assert any(e["type"] == "damage_dealt" and "CR 120.3c" in e["cites"] for e in one["events"])
    two = run(
        game,
        [
            {"type": "cast", "card": "s1", "player": "bob", "choices": {"targets": ["pw"]}},
            {"type": "resolve"},
            {"type": "cast", "card": "s2", "player": "bob", "choices": {"targets": ["pw"]}},
            {"type": "resolve"},
        ],
    )
    assert two["state"]["battlefield"] == []
    assert any(e["type"] == "zone_change" and "CR 704.5i" in e["cites"] for e in two["events"])


def test_damage_to_a_planeswalker_creature_is_marked_and_removes_loyalty() -> None:
    both = {"name": "Walking Walker", "types": ["Creature", "Planeswalker"], "power": 2, "toughness": 5, "loyalty": 4}
    game = state(
        step="declare_attackers",
        active_player="bob",
        battlefield=[{"id": "ww", "card": both, "controller": "alice", "counters": {"loyalty": 4}}, _bears("attacker")],
    )
    result = run(
        game,
        [
            {"type": "declare_attackers", "player": "bob", "attackers": [{"id": "attacker", "defending": "alice"}]},
            {"type": "next_step"},
            {"type": "declare_blockers", "player": "alice", "blocks": [{"blocker": "ww", "attacker": "attacker"}]},
            {"type": "next_step"},
        ],
    )
    walker = next(p for p in result["state"]["battlefield"] if p["id"] == "ww")
    assert walker["damage"] == 2 and walker["counters"] == {"loyalty": 2}


def test_a_planeswalker_put_onto_the_battlefield_enters_with_its_loyalty() -> None:
    game = state(alice={"hand": [{"id": "pw", "card": copy.deepcopy(WALKER)}]})
    result = run(game, [{"type": "put_onto_battlefield", "card": "pw", "player": "alice"}])
    assert result["state"]["battlefield"][0]["counters"] == {"loyalty": 3}
