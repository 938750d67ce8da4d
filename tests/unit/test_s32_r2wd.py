"""Session 32, group r2wd (docs/oracle-s32-r2wd.md): general constructions read from the real Oracle text of the
tuning sets' cards (tests/fixtures/sets/<set>.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

CHARM = {"name": "Probe Charm", "mana_cost": "{1}", "types": ["Artifact"]}
PUP = {"name": "Probe Pup", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1}
TOTEM = {"name": "Probe Totem", "types": ["Enchantment"], "abilities": [
    {"kind": "activated", "cost": "{2}", "effect": {"kind": "gain_life", "amount": 1}}]}


# --- "Spend this mana only to activate abilities." / "... to cast an artifact spell or activate an ability."
# (CR 106.6, 602.2b) ---

def _mana(source: dict[str, Any], then: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=[{"id": "mm", "card": source["name"], "controller": "alice", "controlled_since_turn": 1},
                              {"id": "tt", "card": "Probe Totem", "controller": "alice"}],
                 alice={"hand": [{"id": "ch", "card": "Probe Charm"}, {"id": "pp", "card": "Probe Pup"}]})
    return _run(game, [{"type": "tap_for_mana", "permanent": "mm", "ability": 0}, then], source, CHARM, PUP, TOTEM)


def test_106_6_mana_spendable_only_on_abilities_or_on_an_artifact_spell_or_an_ability() -> None:
    hawker = mtgjson_full_definition("MOM", "Omen Hawker")  # {T}: Add {C}{U}. ... only to activate abilities.
    assert hawker["abilities"][0]["spend_only"] == "abilities"
    done = _mana(hawker, {"type": "activate", "permanent": "tt", "ability": 0})
    assert done["state"]["stack"] and not player_of(done, "alice").get("restricted_mana")
    for spell in ("ch", "pp"):  # no spell, not even an artifact one
        with pytest.raises(IllegalAction, match="activate an ability"):
            _mana(hawker, {"type": "cast", "card": spell})
    optimizer = mtgjson_full_definition("DFT", "Guidelight Optimizer")  # "... cast an artifact spell or activate an ability."
    assert optimizer["abilities"][0]["spend_only"] == "abilities_or_artifact_spells"
    assert _mana(optimizer, {"type": "cast", "card": "ch"})["state"]["stack"]
    with pytest.raises(IllegalAction, match="activate an ability or cast an artifact spell"):
        _mana(optimizer, {"type": "cast", "card": "pp"})
    # narrower restrictions the engine does not implement stay refused
    assert probe_support("{T}: Add {C}. Spend this mana only to activate abilities of artifacts.") != "full"
    # s35-fin reads "... cast an artifact spell or activate an ability of an artifact source." (the existing
    # "artifact_spells_or_abilities"); another type's source is not read
    assert probe_support("{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an "
                         "enchantment source.") != "full"


# --- enters triggers on tokens: "Whenever a token enters under your control" / "a creature token you control enters"
# (CR 603.6a, 111.1) ---

BAKERY = {"name": "Probe Bakery", "types": ["Enchantment"], "abilities": [
    {"kind": "activated", "cost": "{1}", "effect": {"kind": "create_token", "token": "Food"}}]}


def test_603_6a_wildwood_mentor_triggers_on_a_token_entering_under_your_control_only() -> None:
    mentor = mtgjson_full_definition("WOE", "Wildwood Mentor")
    assert mentor["abilities"][0]["entering"] == "permanent:token:you_control"
    game = state(battlefield=[{"id": "wm", "card": "Wildwood Mentor", "controller": "alice", "controlled_since_turn": 1},
                              {"id": "bk", "card": "Probe Bakery", "controller": "alice"}],
                 alice={"mana_pool": {"G": 3}, "hand": [{"id": "pp", "card": "Probe Pup"}]})
    food = _run(game, [{"type": "activate", "permanent": "bk", "ability": 0}, {"type": "resolve"},
                       {"type": "resolve"}], mentor, BAKERY, PUP)
    assert permanent(food, "wm")["counters"] == {"+1/+1": 1}  # a Food token (not a creature) entered
    pup = _run(game, [{"type": "cast", "card": "pp"}, {"type": "resolve"}], mentor, BAKERY, PUP)
    assert not pup["state"]["stack"] and not permanent(pup, "wm").get("counters")  # a nontoken creature: no trigger
    theirs = state(battlefield=[{"id": "wm", "card": "Wildwood Mentor", "controller": "alice",
                                 "controlled_since_turn": 1},
                                {"id": "bk", "card": "Probe Bakery", "controller": "bob"}],
                   bob={"mana_pool": {"G": 1}}, active_player="bob")
    done = _run(theirs, [{"type": "activate", "permanent": "bk", "ability": 0}, {"type": "resolve"}], mentor, BAKERY)
    assert not done["state"]["stack"] and not permanent(done, "wm").get("counters")  # an opponent's token
    # "it" (the entering token) after the trigger is not read yet
    assert probe_support("Whenever a token you control enters, it gains haste until end of turn.") != "full"
    assert probe_support("Whenever a creature token you control enters, target creature gets +1/+1 until end of "
                         "turn.") == "full"


# --- "Whenever you discard one or more cards, put that many +1/+1 counters on ~." (CR 603.2c, 608.2c, 701.9a) ---

DITCH = {"name": "Probe Ditch", "types": ["Sorcery"], "mana_cost": "{1}", "abilities": [
    {"kind": "spell", "effect": {"kind": "discard", "amount": 2, "player": "you"}}]}


def test_603_2c_one_trigger_for_the_cards_discarded_at_once_that_many_counts_them() -> None:
    mako = mtgjson_full_definition("DFT", "Marauding Mako")
    assert mako["abilities"][0] == {"kind": "triggered", "trigger": "you_discards", "batch": True, "effect": {
        "kind": "put_counters", "counter": "+1/+1", "amount": "that_much", "target": "self"}}
    game = state(battlefield=[{"id": "mk", "card": "Marauding Mako", "controller": "alice", "controlled_since_turn": 1}],
                 alice={"mana_pool": {"B": 1}, "hand": [{"id": "dd", "card": "Probe Ditch"},
                                                        {"id": "p1", "card": "Probe Pup"},
                                                        {"id": "p2", "card": "Probe Pup"}]})
    cast = [{"type": "cast", "card": "dd"}, {"type": "resolve"}]
    waiting = _run(game, cast, mako, DITCH, PUP)
    assert len(waiting["state"]["stack"]) == 1  # one trigger for the two cards (CR 603.2c)
    done = _run(game, [*cast, {"type": "resolve"}], mako, DITCH, PUP)
    assert permanent(done, "mk")["counters"] == {"+1/+1": 2} and not done["state"]["stack"]
    # an opponent's discard, a kind of card, an intervening condition: not read
    assert probe_support("Whenever an opponent discards one or more cards, put that many +1/+1 counters on ~.") != "full"
    assert probe_support("Whenever you discard one or more creature cards, put that many +1/+1 counters on ~.") != "full"
    assert probe_support("Whenever you discard one or more cards, if you control an artifact, put that many +1/+1 "
                         "counters on ~.") != "full"
