"""Session 32, group r2dsk (docs/oracle-s32-r2dsk.md): general constructions read on Duskmourn (DSK), each read from
the real Oracle text (tests/fixtures/sets/dsk.json) and played by the engine; a near variant stays refused."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import mtgjson_full_definition, mtgjson_set, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

NEXT = {"type": "next_step"}

GLIMMER = {"name": "Probe Glimmer", "types": ["Enchantment", "Creature"], "subtypes": ["Glimmer"], "power": 1,
           "toughness": 1, "mana_cost": "{W}", "colors": ["W"]}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real DSK card, which must read `full`."""
    return mtgjson_full_definition("DSK", name)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _keywords(done: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(done, object_id)["characteristics"]["keywords"])


# --- "<static> during your turn." (CR 611.3a, 102.1) ----------------------------------------------------------------

def test_611_3a_static_then_during_your_turn_applies_only_on_its_controllers_turn() -> None:
    needlehead = _card("Razorkin Needlehead")
    assert needlehead["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0,
                                          "keywords": ["first_strike"], "affected": "self", "as_long_as": "your_turn"}
    assert probe_support("~ has first strike during your opponent's turn.") != "full"
    assert probe_support("~ has first strike during your turn as long as you control a Knight.") != "full"
    field = [_on("n", "Razorkin Needlehead")]
    assert "first_strike" in _keywords(_run(state(battlefield=field), [], needlehead), "n")
    assert not _keywords(_run(state(battlefield=field, active_player="bob"), [], needlehead), "n")


# --- "Whenever ~ attacks, if defending player controls no <noun> / a <noun>, ..." (CR 603.4, 508.5) ------------------

def test_603_4_attack_trigger_if_defending_player_controls_no_glimmer() -> None:
    fear = _card("Fear of the Dark")
    assert fear["abilities"][-1]["intervening_if"] == {"kind": "s32r2dsk_defending_controls", "spec": "creature:Glimmer",
                                                       "negated": True}
    assert probe_support("Whenever ~ attacks, if defending player controls an Island, draw a card.") == "full"
    # the defending player of another creature's attack, of a spell or an enters trigger: not read
    assert probe_support("Whenever a creature you control attacks, if defending player controls no creatures, "
                         "draw a card.") != "full"
    assert probe_support("When ~ enters, if defending player controls no creatures, draw a card.") != "full"
    assert probe_support("Whenever ~ attacks, if defending player controls another creature, draw a card.") != "full"
    mine = [_on("f", "Fear of the Dark"), _on("g", "Probe Glimmer")]  # alice's own Glimmer doesn't count
    hit = _run(state(step="declare_attackers", battlefield=mine), [attack("f"), {"type": "resolve"}], fear, GLIMMER)
    assert {"menace", "deathtouch"} <= set(_keywords(hit, "f"))
    theirs = [*mine, _on("x", "Probe Glimmer", "bob")]
    quiet = _run(state(step="declare_attackers", battlefield=theirs), [attack("f")], fear, GLIMMER)
    assert not quiet["state"]["stack"] and not _keywords(quiet, "f")  # the trigger doesn't trigger (603.4)


# --- "Whenever ~ deals combat damage to a player, they lose half their life, rounded up." (CR 119.3, 107.1a) ----------

def test_119_3_they_lose_half_their_life_rounded_up_after_combat_damage() -> None:
    card = mtgjson_set("DSK")["Unstoppable Slasher"]  # its dies line (no counters, stun counters) is still refused
    reading = read_card(CardFacts(name=card["name"], mana_cost=card["manaCost"], type_line=card["type"],
                                  oracle_text=card["text"], power=card["power"], toughness=card["toughness"]))
    assert not any("half their life" in line for line in reading.not_modelled)
    slasher = reading.definition
    assert slasher["abilities"][0]["effect"] == {"kind": "lose_life", "amount": "s29cmd_that_player_life_half_up",
                                                 "player": "that_player"}
    assert probe_support("Whenever ~ deals combat damage to a player or planeswalker, they lose half their life, "
                         "rounded up.") != "full"
    assert probe_support("When ~ enters, they lose half their life, rounded up.") != "full"
    assert probe_support("Whenever ~ deals combat damage to a player, they lose half their life.") != "full"
    hit = _run(state(step="declare_attackers", battlefield=[_on("s", "Unstoppable Slasher")]),
               [attack("s"), NEXT, NEXT, {"type": "resolve"}], slasher)
    assert player_of(hit, "bob")["life"] == 9  # 20 - 2 combat damage = 18, then half of 18
