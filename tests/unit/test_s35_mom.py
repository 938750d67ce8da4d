"""Session 35, group mom (docs/oracle-s35-mom.md): general constructions of March of the Machine's group list, each read
from the real Oracle text of its fixture card and played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
MURDER = {"name": "Probe Murder", "types": ["Instant"], "mana_cost": "{B}", "colors": ["B"],
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "When ~ dies, incubate X, where X is its power." (CR 107.3, 608.2h, 603.10a) ------------------------------------

def test_608_2h_where_x_is_its_power_as_it_last_existed() -> None:
    gremlin = mtgjson_full_definition("MOM", "Furnace Gremlin")
    assert gremlin["abilities"][1] == {"kind": "triggered", "trigger": "dies",
                                       "effect": {"kind": "incubate", "amount": "source_power"}}
    game = state(battlefield=[_on("g", "Furnace Gremlin")],
                 alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"R": 2, "C": 2, "B": 1}})
    pump = {"type": "activate", "permanent": "g", "ability": 0}
    done = _run(game, [pump, {"type": "resolve"}, pump, {"type": "resolve"},
                       {"type": "cast", "card": "m", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                       {"type": "resolve"}], gremlin, MURDER)
    assert {card["id"] for card in player_of(done, "alice")["graveyard"]} == {"m", "g"}
    incubator = next(p for p in done["state"]["battlefield"] if p["id"].startswith("incubator-"))
    assert incubator["counters"] == {"+1/+1": 3}  # 1 printed + 2 from the pumps, as it last existed
    assert events_of(done, "incubated")[0]["amount"] == 3
    # near variants: "its" could be another object (a target named, another creature's dying), its toughness
    assert probe_support("When ~ dies, target player mills X cards, where X is its power.") != "full"
    assert probe_support("Whenever another creature you control dies, incubate X, where X is its power.") != "full"
    assert probe_support("When ~ dies, incubate X, where X is its toughness.") != "full"


# --- "Then you return up to two creature cards from your graveyard to your hand." (CR 608.2d, 400.3) ----------------

def _hand_ids(done: dict[str, Any], player: str = "alice") -> list[str]:
    return [card["id"] for card in player_of(done, player)["hand"]]


def test_608_2d_return_up_to_n_chosen_cards_from_your_graveyard() -> None:
    unseal = mtgjson_full_definition("MOM", "Unseal the Necropolis")
    assert [a["effect"] for a in unseal["abilities"]] == [
        {"kind": "mill", "amount": 3, "player": "each_player"},
        {"kind": "return_chosen_card_to_hand", "spec": "card_in_your_graveyard:creature", "amount": 2, "optional": True}]
    game = state(alice={"hand": [{"id": "u", "card": "Unseal the Necropolis"}], "mana_pool": {"B": 3},
                        "library": [{"id": f"a{n}", "card": "Probe Bear"} for n in range(4)]},
                 bob={"library": [{"id": f"b{n}", "card": "Probe Bear"} for n in range(4)]})
    cast = {"type": "cast", "card": "u"}
    for chosen, back in ((["a2"], ["a2"]), ([], []), (["a0", "a1"], ["a0", "a1"]), (None, ["a0", "a1"])):
        resolve: dict[str, Any] = {"type": "resolve", **({"choices": {"chosen": chosen}} if chosen is not None else {})}
        done = _run(game, [cast, resolve], unseal, BEAR)
        assert sorted(_hand_ids(done)) == back, chosen
        assert len(player_of(done, "bob")["graveyard"]) == 3  # each player milled three
    for wrong in (["a0", "a1", "a2"], ["b0"]):  # three cards; a card of another player's graveyard
        with pytest.raises(IllegalAction, match="must name at most 2 different card"):
            _run(game, [cast, {"type": "resolve", "choices": {"chosen": wrong}}], unseal, BEAR)
    # near variants: another player returns, another graveyard, another zone, at random
    assert probe_support("Target player returns up to two creature cards from their graveyard to their hand.",
                         "Sorcery", None) != "full"
    assert probe_support("Return up to two creature cards from a graveyard to your hand.", "Sorcery", None) != "full"
    assert probe_support("Return up to two creature cards from your graveyard to the battlefield.", "Sorcery",
                         None) != "full"
    assert probe_support("Return up to two creature cards at random from your graveyard to your hand.", "Sorcery",
                         None) != "full"


# --- "Create five tokens that are copies of another target creature you control. They gain haste. Sacrifice them at
# the beginning of the next end step." (CR 707.2, 111.1, 611.2a, 603.7) ----------------------------------------------

def test_707_2_several_token_copies_gain_haste_and_are_sacrificed_at_the_next_end_step() -> None:
    orthion = mtgjson_full_definition("MOM", "Orthion, Hero of Lavabrink")
    five = orthion["abilities"][1]
    assert five["effect"] == {"kind": "create_token_copy", "target": "creature:you_control:other", "count": 5,
                              "sacrifice_at": "next_end_step"}
    assert five["then_effects"] == [{"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                     "duration": "indefinitely", "keywords": ["haste"]}]
    game = state(battlefield=[_on("o", "Orthion, Hero of Lavabrink"), _on("b", "Probe Bear")],
                 alice={"mana_pool": {"R": 9}})
    activate = {"type": "activate", "permanent": "o", "ability": 1, "choices": {"targets": ["b"]}}
    done = _run(game, [activate, {"type": "resolve"}], orthion, BEAR)
    tokens = [p for p in done["state"]["battlefield"] if p["id"] not in ("o", "b")]
    assert len(tokens) == 5 and all(p["characteristics"]["name"] == "Probe Bear" for p in tokens)
    assert all("haste" in p["characteristics"]["keywords"] for p in tokens)
    later = _run(game, [activate, {"type": "resolve"}, *[{"type": "next_step"}] * 5,
                        *[{"type": "resolve"}] * 5], orthion, BEAR)  # one delayed sacrifice per token
    assert later["state"]["step"] == "end"
    assert sorted(p["id"] for p in later["state"]["battlefield"]) == ["b", "o"]
    # near variants: "it" for several copies, copies of several targets, "exile them" (not joined to copies)
    assert probe_support("Create two tokens that are copies of target creature you control. Sacrifice it at the "
                         "beginning of the next end step.", "Sorcery", None) != "full"
    assert probe_support("Create two tokens that are copies of up to two target creatures you control.", "Sorcery",
                         None) != "full"
    assert probe_support("Create two tokens that are copies of target creature. They gain haste. Exile them at the "
                         "beginning of the next end step.", "Sorcery", None) != "full"


# --- "Transform target Incubator token you control." / "Transform all Incubator tokens you control." (CR 701.27a) ----

INCUBATE = {"name": "Probe Incubation", "types": ["Sorcery"], "mana_cost": "{G}", "colors": ["G"],
            "abilities": [{"kind": "spell", "effect": {"kind": "incubate", "amount": 2}}]}


def _incubators(done: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in done["state"]["battlefield"] if p["id"].startswith("incubator-")]


def test_701_27a_transform_target_or_all_permanents() -> None:
    vatkeeper = mtgjson_full_definition("MOM", "Elvish Vatkeeper")
    assert vatkeeper["abilities"][1]["effect"] == {"kind": "s35mom_transform",
                                                   "target": "permanent:token:Incubator:you_control"}
    assert vatkeeper["abilities"][1]["then_effects"] == [{"kind": "double_counters", "counter": "+1/+1",
                                                          "target": "it"}]
    caretaker = mtgjson_full_definition("MOM", "Seedpod Caretaker")
    assert "s35mom_transform" in str(caretaker["abilities"][0]["effect"]["modes"][1])
    game = state(battlefield=[_on("v", "Elvish Vatkeeper")],
                 alice={"hand": [{"id": "i", "card": "Probe Incubation"}], "mana_pool": {"G": 1, "C": 5}})
    made = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"}], vatkeeper, INCUBATE)
    incubator = _incubators(made)[0]["id"]
    done = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"},
                       {"type": "activate", "permanent": "v", "ability": 1, "choices": {"targets": [incubator]}},
                       {"type": "resolve"}], vatkeeper, INCUBATE)
    phyrexian = _incubators(done)[0]
    assert phyrexian["counters"] == {"+1/+1": 4}  # transformed, then its counters doubled
    assert (phyrexian["characteristics"]["name"], phyrexian["characteristics"]["power"]) == ("Phyrexian Token", 4)
    assert events_of(done, "transformed")[0]["permanent"] == incubator
    dawn = {"name": "Probe Dawn", "types": ["Sorcery"], "mana_cost": "{W}", "colors": ["W"],
            "abilities": [{"kind": "spell", "effect": {"kind": "s35mom_transform",
                                                       "target": "all:token:Incubator:you_control"}}]}
    assert probe_support("Transform all Incubator tokens you control.", "Sorcery", None) == "full"
    game = state(alice={"hand": [{"id": "i1", "card": "Probe Incubation"}, {"id": "i2", "card": "Probe Incubation"},
                                 {"id": "d", "card": "Probe Dawn"}], "mana_pool": {"G": 2, "W": 1}})
    done = _run(game, [{"type": "cast", "card": "i1"}, {"type": "resolve"}, {"type": "cast", "card": "i2"},
                       {"type": "resolve"}, {"type": "cast", "card": "d"}, {"type": "resolve"}], INCUBATE, dawn)
    assert [p["characteristics"]["name"] for p in _incubators(done)] == ["Phyrexian Token"] * 2
    # near variants: up to one / several targets, a duration, "it" outside ~'s own ability
    assert probe_support("Transform up to one target creature.", "Sorcery", None) != "full"
    assert probe_support("Transform two target creatures.", "Sorcery", None) != "full"
    assert probe_support("Transform target creature until end of turn.", "Sorcery", None) != "full"


# --- "Incubate 2 twice." / "Incubate X twice, where X is the number of lands you control." (CR 701.53a, 608.2h) ------

FOREST = {"name": "Probe Forest", "types": ["Land"], "subtypes": ["Forest"]}


def test_701_53a_incubate_twice() -> None:
    dawn = mtgjson_full_definition("MOM", "Glistening Dawn")
    assert [a["effect"] for a in dawn["abilities"]] == [{"kind": "incubate", "amount": "lands_you_control"}] * 2
    glissa = mtgjson_full_definition("MOM", "Glissa, Herald of Predation")
    assert glissa["abilities"][0]["effect"]["modes"][0] == {"kind": "mode_sequence",
                                                             "effects": [{"kind": "incubate", "amount": 2}] * 2}
    game = state(battlefield=[_on(f"f{n}", "Probe Forest") for n in range(3)],
                 alice={"hand": [{"id": "d", "card": "Glistening Dawn"}], "mana_pool": {"G": 4}})
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], dawn, FOREST)
    assert [p["counters"] for p in _incubators(done)] == [{"+1/+1": 3}] * 2  # three lands, counted for each
    # near variants: X that the first Incubator changes (artifacts), X paid for the spell
    assert probe_support("Incubate X twice, where X is the number of artifacts you control.", "Sorcery",
                         None) != "full"
    assert probe_support("Incubate X twice.", "Sorcery", None) != "full"


# --- "Sacrifice another Phyrexian: Put a +1/+1 counter on ~." (CR 602.2b, 701.21a, 205.3) ----------------------------

MITE = {"name": "Probe Mite", "types": ["Artifact", "Creature"], "subtypes": ["Phyrexian", "Mite"], "power": 1,
        "toughness": 1, "mana_cost": "{2}"}


def test_701_21a_sacrifice_another_subtype_as_a_cost() -> None:
    processor = mtgjson_full_definition("MOM", "Bloated Processor")
    assert processor["abilities"][0]["other_costs"] == [{"kind": "sacrifice_permanents",
                                                         "spec": "permanent:other:Phyrexian", "amount": 1}]
    assert processor["abilities"][1]["effect"] == {"kind": "incubate", "amount": "source_power"}
    game = state(battlefield=[_on("p", "Bloated Processor"), _on("m", "Probe Mite"), _on("b", "Probe Bear")])
    done = _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"sacrifice": ["m"]}},
                       {"type": "resolve"}], processor, MITE, BEAR)
    assert [card["id"] for card in player_of(done, "alice")["graveyard"]] == ["m"]
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "p")["counters"] == {"+1/+1": 1}
    for wrong in (["b"], ["p"]):  # not a Phyrexian; ~ itself
        with pytest.raises(IllegalAction):
            _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"sacrifice": wrong}}],
                 processor, MITE, BEAR)
    # near variants: another player's, several
    assert probe_support("Sacrifice other Goblins: Draw a card.") != "full"
    assert probe_support("Sacrifice another Goblin an opponent controls: Draw a card.") != "full"
