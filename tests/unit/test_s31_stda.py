"""Session 31, group stda (docs/oracle-s31-stda.md): general constructions of the Standard sets of 2017-2019, each read
from the real card's Oracle text (tests/fixtures/sets/<set>.json, MTGJSON) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    mtgjson_full_definition,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

NEXT = {"type": "next_step"}
RESOLVE = {"type": "resolve"}
RELIC = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "if / as long as you've cast a noncreature [historic, instant or sorcery, ...] spell this turn" (CR 601.2i, 700.6)

def test_601_2i_as_long_as_you_cast_an_instant_or_sorcery_spell_this_turn() -> None:
    leapfrog = mtgjson_full_definition("GRN", "Leapfrog")
    assert leapfrog["abilities"][0]["as_long_as_this_turn"] == {"kind": "this_turn", "record": "cast_instant_or_sorcery"}
    # "another" (a spell other than this one) and a count are not the record's: refused
    assert probe_support("~ has flying as long as you've cast another instant or sorcery spell this turn.") != "full"
    assert probe_support("~ has flying as long as you've cast two instant spells this turn.") != "full"
    game = state(alice={"hand": [{"id": "b", "card": "Lightning Bolt"}, {"id": "g", "card": "Grizzly Bears"}],
                        "mana_pool": {"R": 1, "G": 2}}, battlefield=[_on("f", "Leapfrog")])
    bears = _run(game, [{"type": "cast", "card": "g"}, RESOLVE], leapfrog)
    assert "flying" not in permanent(bears, "f")["characteristics"]["keywords"]  # a creature spell is not one
    assert player_of(bears, "alice")["spell_types_cast_this_turn"] == ["creature"]
    bolt = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}], leapfrog)
    assert "flying" in permanent(bolt, "f")["characteristics"]["keywords"]  # cast, not yet resolved (CR 601.2i)
    assert player_of(bolt, "alice")["spell_types_cast_this_turn"] == ["instant", "noncreature"]
    # a posted state carries the record; the opponent's spells are not "you've cast"
    posted = state(alice={"spell_types_cast_this_turn": ["sorcery"]}, battlefield=[_on("f", "Leapfrog")])
    assert "flying" in permanent(_run(posted, [], leapfrog), "f")["characteristics"]["keywords"]
    theirs = state(bob={"spell_types_cast_this_turn": ["instant"]}, battlefield=[_on("f", "Leapfrog")])
    assert "flying" not in permanent(_run(theirs, [], leapfrog), "f")["characteristics"]["keywords"]


def test_700_6_cant_be_blocked_if_you_cast_a_historic_spell_and_500_1_the_record_ends_with_the_turn() -> None:
    runner = mtgjson_full_definition("DOM", "Relic Runner")
    assert runner["abilities"][0] == {"kind": "unblockable",
                                      "as_long_as_this_turn": {"kind": "this_turn", "record": "cast_historic"}}
    assert probe_support("~ can't be blocked if you've cast a multicolored spell this turn.") != "full"
    field = [_on("r", "Relic Runner"), _on("g", "Grizzly Bears", "bob")]
    game = state(alice={"hand": [{"id": "a", "card": "Probe Relic"}], "mana_pool": {"C": 1}}, battlefield=field)
    to_blocks = [NEXT, NEXT, attack("r"), NEXT]  # to combat, attackers, then blockers
    cast = _run(game, [{"type": "cast", "card": "a"}, RESOLVE], runner, RELIC)
    assert player_of(cast, "alice")["spell_types_cast_this_turn"] == ["artifact", "noncreature", "historic"]
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "a"}, RESOLVE, *to_blocks, block(("g", "r"))], runner, RELIC)
    blocked = _run(game, [*to_blocks, block(("g", "r"))], runner, RELIC)  # nothing historic cast: it can be blocked
    assert blocked["state"]["combat"]["blockers"] == {"g": ["r"]}
    # the record empties as the next turn begins (CR 500.1)
    later = _run(state(alice={"spell_types_cast_this_turn": ["historic"]}, step="end",
                       battlefield=field), [NEXT, NEXT], runner)
    assert "spell_types_cast_this_turn" not in player_of(later, "alice")


def test_602_5b_activate_only_if_you_cast_a_noncreature_spell_and_602_5d_only_as_a_sorcery() -> None:
    tapestry = mtgjson_full_definition("DTK", "Tapestry of the Ages")
    hall = mtgjson_full_definition("STX", "Hall of Oracles")
    assert tapestry["abilities"][0]["activate_only_if_this_turn"] == {"kind": "this_turn", "record": "cast_noncreature"}
    counters = hall["abilities"][-1]
    assert counters["activate_only"] == "sorcery"
    assert counters["activate_only_if_this_turn"] == {"kind": "this_turn", "record": "cast_instant_or_sorcery"}
    assert probe_support("{T}: Draw a card. Activate only as a sorcery and only if you've cast another spell this "
                         "turn.", "Artifact", None) != "full"
    draw = {"type": "activate", "permanent": "t", "ability": 0}
    game = state(alice={"mana_pool": {"C": 2, "G": 2, "R": 1}, "hand": [{"id": "g", "card": "Grizzly Bears"},
                                                                       {"id": "b", "card": "Lightning Bolt"}]},
                 battlefield=[_on("t", "Tapestry of the Ages"), _on("h", "Hall of Oracles"), _on("x", "Grizzly Bears")])
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "g"}, RESOLVE, draw], tapestry, hall)  # a creature spell only
    done = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}, RESOLVE, draw, RESOLVE],
                tapestry, hall)
    assert len(player_of(done, "alice")["hand"]) == 2  # the Bears and the card drawn
    grow = {"type": "activate", "permanent": "h", "ability": len(hall["abilities"]) - 1,
            "choices": {"targets": ["x"]}}
    with pytest.raises(IllegalAction):
        _run(game, [grow], tapestry, hall)  # no instant or sorcery cast yet
    grown = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}, RESOLVE, grow, RESOLVE],
                 tapestry, hall)
    assert permanent(grown, "x")["counters"] == {"+1/+1": 1}


def test_702_3b_as_long_as_you_cast_an_instant_or_sorcery_it_attacks_despite_defender() -> None:
    cyclops = mtgjson_full_definition("GRN", "Piston-Fist Cyclops")
    assert cyclops["abilities"][-1] == {"kind": "attacks_as_though_no_defender", "as_long_as_this_turn": {
        "kind": "this_turn", "record": "cast_instant_or_sorcery"}}
    assert probe_support("As long as you've cast an instant or sorcery spell this turn, creatures you control can "
                         "attack as though they didn't have defender.") != "full"
    field = [_on("c", "Piston-Fist Cyclops")]
    cast = state(step="declare_attackers", alice={"spell_types_cast_this_turn": ["sorcery", "noncreature"]},
                 battlefield=field)
    assert _run(cast, [attack("c")], cyclops)["state"]["combat"]["attackers"]
    with pytest.raises(IllegalAction):
        _run(state(step="declare_attackers", alice={"spell_types_cast_this_turn": ["creature"]}, battlefield=field),
             [attack("c")], cyclops)


def test_601_2f_costs_less_if_you_cast_another_instant_or_sorcery_spell() -> None:
    duel = mtgjson_full_definition("STX", "Mage Duel")
    assert duel["abilities"][0] == {"kind": "self_cost_reduction_this_turn", "generic": 2, "condition": {
        "kind": "this_turn", "record": "cast_instant_or_sorcery"}}
    # "another" is read only where the spell itself is not yet cast (its cost, CR 601.2f): elsewhere it is refused
    assert probe_support("~ has flying as long as you've cast another instant or sorcery spell this turn.") != "full"
    assert probe_support("~ deals 2 damage to any target. If you've cast another instant spell this turn, draw a card.",
                         "Instant", None) != "full"
    field = [_on("x", "Grizzly Bears"), _on("y", "Grizzly Bears", "bob")]
    cast = {"type": "cast", "card": "m", "choices": {"targets": ["x", "y"]}}
    hand = {"hand": [{"id": "m", "card": "Mage Duel"}, {"id": "b", "card": "Lightning Bolt"}], "mana_pool": {"G": 1, "R": 1}}
    done = _run(state(alice=hand, battlefield=field),
                [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}, RESOLVE, cast, RESOLVE], duel)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["x"]  # 3/4 fought 2/2: only the 2/2 died
    with pytest.raises(IllegalAction):  # no instant or sorcery cast before it: {2}{G} with {G}
        _run(state(alice={**hand, "mana_pool": {"G": 1}}, battlefield=field), [cast], duel)


# --- "Return target spell [creature spell, ...] to its owner's hand." (CR 608.2c, 400.3, 707.10a) ---------------------

def test_608_2c_return_target_spell_to_its_owners_hand() -> None:
    # Failure's half of GRN's Failure // Comply (not in the trimmed fixture)
    failure = read_full_definition("Probe Failure", "Instant", "Return target spell to its owner's hand.", "{1}{U}")
    assert failure["abilities"] == [{"kind": "spell", "effect": {"kind": "return_to_hand", "target": "spell"}}]
    assert read_full_definition("Probe Remand", "Instant", "Return target creature spell to its owner's hand.",
                                "{U}")["abilities"][0]["effect"] == {"kind": "return_to_hand", "target": "spell:creature"}
    # several spells, "up to one", a spell with a controller, a spell or a permanent: refused
    for text in ("Return two target spells to their owners' hands.", "Return up to one target spell to its owner's hand.",
                 "Return target spell you control to its owner's hand.",
                 "Return target spell or creature to its owner's hand."):
        assert probe_support(text, "Instant", None) != "full", text
    remand = read_full_definition("Probe Remand", "Instant", "Return target spell to its owner's hand. Draw a card.",
                                  "{G}")  # green: the pool pays both spells
    game = state(alice={"hand": [{"id": "g", "card": "Grizzly Bears"}, {"id": "r", "card": "Probe Remand"}],
                        "mana_pool": {"G": 3}, "library": [{"id": "l1", "card": "Grizzly Bears"}]})
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "cast", "card": "r", "choices": {"targets": ["g"]}},
                       RESOLVE], remand)
    alice = player_of(done, "alice")
    assert sorted(card["id"] for card in alice["hand"]) == ["g", "l1"]  # the Bears back, and the card drawn
    assert done["state"]["stack"] == [] and not alice["graveyard"][1:]  # not countered: the Bears never resolve
    moved = [e for e in done["events"] if e["type"] == "zone_change" and e.get("object") == "g"]
    assert moved[-1]["from"] == "stack" and moved[-1]["to"] == "hand"
    # a creature spell only: the instant can't target a sorcery spell (CR 601.2c)
    creature_only = read_full_definition("Probe Remand", "Instant", "Return target creature spell to its owner's hand.",
                                         "{U}")
    sorcery = state(alice={"hand": [{"id": "d", "card": "Divination"}, {"id": "r", "card": "Probe Remand"}],
                           "mana_pool": {"U": 4}})
    with pytest.raises(IllegalAction):
        _run(sorcery, [{"type": "cast", "card": "d"}, {"type": "cast", "card": "r", "choices": {"targets": ["d"]}}],
             creature_only)


def test_608_2c_return_target_spell_or_permanent_to_its_owners_hand() -> None:
    venser = read_full_definition("Probe Venser", "Creature — Human Wizard",
                                  "Flash\nWhen ~ enters, return target spell or permanent to its owner's hand.", "{U}",
                                  ("2", "2"))
    assert venser["abilities"][-1]["effect"] == {"kind": "return_to_hand", "target": "spell_or_permanent"}
    for text in ("Return target spell or permanent you control to its owner's hand.",
                 "Return target spell or nonland permanent to its owner's hand."):
        assert probe_support(text, "Instant", None) != "full", text
    divination = {"id": "d", "kind": "spell", "card": "Divination", "controller": "bob", "owner": "bob"}
    game = state(alice={"hand": [{"id": "v", "card": "Probe Venser"}], "mana_pool": {"U": 1}}, stack=[divination],
                 battlefield=[_on("g", "Grizzly Bears", "bob")])
    flash = [{"type": "cast", "card": "v"}, RESOLVE]  # Venser resolves above Divination; its trigger goes on the stack
    on_spell = _run(game, [*flash, {"type": "resolve", "choices": {"targets": ["d"]}}], venser)
    assert [card["id"] for card in player_of(on_spell, "bob")["hand"]] == ["d"]
    assert on_spell["state"]["stack"] == [] and not player_of(on_spell, "bob")["graveyard"]
    on_bears = _run(game, [*flash, {"type": "resolve", "choices": {"targets": ["g"]}}], venser)
    assert [card["id"] for card in player_of(on_bears, "bob")["hand"]] == ["g"]
    assert [item["id"] for item in on_bears["state"]["stack"]] == ["d"]  # Divination still waits to resolve


# --- "them" of a player: "At the beginning of each player's upkeep, ~ deals 1 damage to them." (CR 603.2, 120.3) ---

def test_120_3_them_is_the_player_the_step_or_event_names() -> None:
    vortex = read_full_definition("Probe Vortex", "Enchantment",
                                  "At the beginning of each player's upkeep, ~ deals 1 damage to them.", "{R}")
    assert vortex["abilities"][0]["effect"] == {"kind": "damage", "amount": 1, "target": "that_player"}
    assert probe_support("Whenever an opponent draws a card, ~ deals 1 damage to them.", "Enchantment", None) == "full"
    # "them" with no player named by the trigger, or after a target (which "them" could name): refused
    for text in ("At the beginning of your upkeep, ~ deals 1 damage to them.",
                 "Whenever a creature attacks, ~ deals 1 damage to them.",
                 "Whenever an opponent casts a spell that targets a creature, ~ deals 1 damage to them.",
                 "Target creature gets +1/+1 until end of turn. ~ deals 1 damage to them."):
        assert probe_support(text, "Enchantment", None) != "full", text
    game = state(step="untap", active_player="bob", battlefield=[_on("v", "Probe Vortex")])
    done = _run(game, [NEXT, RESOLVE], vortex)
    assert (player_of(done, "bob")["life"], player_of(done, "alice")["life"]) == (19, 20)
