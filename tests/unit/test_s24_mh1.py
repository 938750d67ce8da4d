"""Session 24, group mh1 (docs/oracle-s24-mh1.md): Modern Horizons mechanics (storm, persist, ...) read from the real
cards' Oracle text, then played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on, _permanent

# --- storm (CR 702.40a) ------------------------------------------------------------------------------------------------

WEATHER = ("Weather the Storm", "Instant", "You gain 3 life.\nStorm (When you cast this spell, copy it for each spell cast "
           "before it this turn.)", "{1}{G}")


def test_702_40a_printed_storm_copies_the_spell_for_each_spell_cast_before_it() -> None:
    weather = read_full_definition(*WEATHER)
    assert weather["keywords"] == ["storm"]
    game = state(alice={"hand": [{"id": "w", "card": "Weather the Storm"}], "mana_pool": {"G": 1, "C": 1},
                        "spells_cast_this_turn": 2})
    done = _run(game, [{"type": "cast", "card": "w"}, *[{"type": "resolve"}] * 4], weather)
    assert len(events_of(done, "spell_copied")) == 2 and player_of(done, "alice")["life"] == 29
    game = state(alice={"hand": [{"id": "w", "card": "Weather the Storm"}], "mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "w"}, *[{"type": "resolve"}] * 2], weather)
    assert not events_of(done, "spell_copied") and player_of(done, "alice")["life"] == 23


# --- persist (CR 702.79a) ----------------------------------------------------------------------------------------------

GOBLIN = ("Putrid Goblin", "Creature — Zombie Goblin", "Persist (When this creature dies, if it had no -1/-1 counters on "
          "it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)", "{1}{B}", ("2", "2"))
KILL = ("Kill Spell", "Instant", "Destroy target creature.", "{B}")


def test_702_79a_persist_returns_the_creature_once_with_a_minus_counter() -> None:
    goblin = read_full_definition(*GOBLIN)
    assert goblin["abilities"] == [{
        "kind": "triggered", "trigger": "dies", "dying": "creature:without_counter_-1/-1",
        "effect": {"kind": "return_died_to_battlefield", "with_counters": {"-1/-1": 1}}}]
    kill = read_full_definition(*KILL)
    hand = [{"id": "k1", "card": "Kill Spell"}, {"id": "k2", "card": "Kill Spell"}]
    game = state(alice={"hand": hand, "mana_pool": {"B": 2}}, battlefield=[_on("g", "Putrid Goblin", "bob")])
    done = _run(game, [{"type": "cast", "card": "k1", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                       {"type": "resolve"}], goblin, kill)
    back = [p for p in done["state"]["battlefield"] if p["card"] == "Putrid Goblin"]
    assert len(back) == 1 and back[0]["counters"] == {"-1/-1": 1} and back[0]["controller"] == "bob"
    done = _run(done["state"], [{"type": "cast", "card": "k2", "choices": {"targets": [back[0]["id"]]}},
                                {"type": "resolve"}], goblin, kill)
    assert not done["state"]["stack"] and not done["state"]["battlefield"]  # it had a -1/-1 counter: no trigger
