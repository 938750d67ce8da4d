"""Session 31, group stdc (docs/oracle-s31-stdc.md): general constructions of the Standard sets of 2021 (AFR MID VOW),
each read from the real Oracle text (tests/fixtures/sets/*.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run


def _line(code: str, name: str, starts: str) -> str:
    """One line of a real card's Oracle text (its fixture), whole."""
    text = mtgjson_set(code)[name]["text"]
    return next(line for line in text.split("\n") if line.startswith(starts))


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "It becomes night." / "If it's night, it becomes day. Otherwise, it becomes night." (CR 728, 608.2c) -----------

def test_728_it_becomes_night_and_the_celestus_switches_day_and_night() -> None:
    celestus = _line("MID", "The Celestus", "{3}, {T}: If it's night")  # the real line, with "Otherwise"
    switch = read_full_definition("Probe Celestus", "Artifact", celestus.replace("The Celestus", "~"), "{3}")
    assert switch["abilities"][0]["effect"] == {"kind": "if_condition", "condition": {"kind": "s22inn_night"},
                                                "effect": {"kind": "becomes_day_night", "becomes": "day"}}
    assert switch["abilities"][0]["then_effects"][0]["otherwise"] is True
    # a watcher: "Whenever day becomes night or night becomes day" (not from neither, and not night to night)
    watcher = read_full_definition("Probe Watcher", "Enchantment",
                                   "Whenever day becomes night or night becomes day, you gain 1 life.", "{2}")
    game = state(battlefield=[_on("c", "Probe Celestus"), _on("w", "Probe Watcher")], alice={"mana_pool": {"C": 3}})
    activate = [{"type": "activate", "player": "alice", "permanent": "c"}, {"type": "resolve"}, {"type": "resolve"}]
    for before, after in (("night", "day"), ("day", "night"), (None, "night")):
        done = _run({**game, "day_night": before}, activate[:2], switch, watcher)
        assert done["state"]["day_night"] == after  # "Otherwise" is the answer before it became day (CR 608.2c)
        changed = events_of(done, "day_night_changed")
        assert [(e["from"], e["to"]) for e in changed] == [(before, after)]
        if before is not None:  # the watcher triggers on a change from day or night only (CR 603.2)
            assert player_of(_run({**game, "day_night": before}, activate, switch, watcher), "alice")["life"] == 21
    spell = read_full_definition("Probe Dusk", "Sorcery", "It becomes night. Draw a card.", "{1}")
    cast = [{"type": "cast", "player": "alice", "card": "d"}, {"type": "resolve"}]
    already = _run(state(day_night="night", battlefield=[_on("w", "Probe Watcher")],
                         alice={"hand": [{"id": "d", "card": "Probe Dusk"}], "mana_pool": {"C": 1}}),
                   cast, spell, watcher)
    assert already["state"]["day_night"] == "night" and not events_of(already, "day_night_changed")
    assert player_of(already, "alice")["life"] == 20  # it was night already: nothing became night
    # near variants stay refused: a duration, another object, another designation
    for text in ("It becomes night until end of turn.", "Target creature becomes night.", "It becomes dusk."):
        assert probe_support(text, "Sorcery", None) == "none", text


# --- "you may pay {2}{B} any number of times. When you pay this cost one or more times, ... that many ..." (CR 603.12) -

def _adversary(times: dict[str, Any], pool: dict[str, int]) -> dict[str, Any]:
    tainted = mtgjson_full_definition("MID", "Tainted Adversary")
    game = state(alice={"hand": [{"id": "ta", "card": "Tainted Adversary"}], "mana_pool": {"B": 1, "C": 1, **pool}})
    return _run(game, [{"type": "cast", "player": "alice", "card": "ta"}, {"type": "resolve"},
                       {"type": "resolve", "choices": times}, {"type": "resolve"}], tainted)


def test_603_12_tainted_adversary_pays_any_number_of_times_and_that_many_is_the_number() -> None:
    tainted = mtgjson_full_definition("MID", "Tainted Adversary")
    trigger = tainted["abilities"][0]
    assert (trigger["optional_cost"], trigger["optional_cost_any_number"], trigger["reflexive"]) == ("{2}{B}", True, True)
    assert trigger["then_effects"][0]["count"] == "times:2:X"
    done = _adversary({"times_paid": 2}, {"B": 3, "C": 5})  # {1}{B} for the spell, then {2}{B} twice
    adversary = next(p for p in done["state"]["battlefield"] if p["id"] == "ta")
    assert adversary["counters"] == {"+1/+1": 2}
    zombies = [p for p in done["state"]["battlefield"] if p["id"] != "ta"]
    assert len(zombies) == 4 and all("decayed" in p["characteristics"]["keywords"] for p in zombies)
    assert not any(player_of(done, "alice")["mana_pool"].values())
    once = _adversary({"pay_optional_cost": True}, {"B": 2, "C": 3})  # "yes" alone: once
    assert len(once["state"]["battlefield"]) == 3
    with pytest.raises(IllegalAction):  # three times costs {6}{B}{B}{B}: not payable from this pool
        _adversary({"times_paid": 3}, {"B": 3, "C": 5})
    game = state(alice={"hand": [{"id": "ta", "card": "Tainted Adversary"}], "mana_pool": {"B": 1, "C": 1}})
    declined = _run(game, [{"type": "cast", "player": "alice", "card": "ta"}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"times_paid": 0}}], tainted)
    assert not declined["state"]["stack"] and events_of(declined, "optional_cost_declined")  # no reflexive trigger
    # near variants stay refused: "If you do" after "any number of times", "twice that many" elsewhere, energy
    pay = "When ~ enters, you may pay {1}{W} any number of times. "
    for text in (pay + "If you do, draw that many cards.",
                 "When ~ enters, create twice that many 1/1 white Soldier creature tokens.",
                 "When ~ enters, you may pay {E}{E} any number of times. When you pay this cost one or more times, "
                 "draw that many cards.",
                 pay + "When you pay this cost two or more times, draw that many cards."):
        assert probe_support(text) != "full", text


def test_113_6k_sunstreak_phoenix_returns_from_the_graveyard_as_day_becomes_night() -> None:
    phoenix = mtgjson_full_definition("MID", "Sunstreak Phoenix")
    assert phoenix["abilities"][1]["trigger"] == "day_night_changes"
    dusk = read_full_definition("Probe Dusk", "Sorcery", "It becomes night.", "{1}")
    game = state(day_night="day", alice={"graveyard": [{"id": "sp", "card": "Sunstreak Phoenix"}],
                                         "hand": [{"id": "d", "card": "Probe Dusk"}], "mana_pool": {"C": 2, "R": 1}})
    cast = [{"type": "cast", "player": "alice", "card": "d"}, {"type": "resolve"}]
    paid = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], phoenix, dusk)
    back = next(p for p in paid["state"]["battlefield"] if p["id"] == "sp")
    assert back["tapped"] and [card["id"] for card in player_of(paid, "alice")["graveyard"]] == ["d"]
    declined = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}], phoenix, dusk)
    assert not declined["state"]["battlefield"] and "sp" in [card["id"] for card in player_of(declined, "alice")["graveyard"]]
    # on the battlefield it doesn't trigger (CR 113.6k), nor from the graveyard when it was night already
    on_field = state(day_night="day", battlefield=[_on("sp", "Sunstreak Phoenix")],
                     alice={"hand": [{"id": "d", "card": "Probe Dusk"}], "mana_pool": {"C": 1}})
    assert not _run(on_field, cast, phoenix, dusk)["state"]["stack"]
    assert not _run({**game, "day_night": "night"}, cast, phoenix, dusk)["state"]["stack"]
    # a near variant stays refused: the same return on another trigger the engine watches only on the battlefield
    # (s31-stdab reads "Whenever you gain life, ..." from the graveyard: rules/s31stdab_graveyard_life.py)
    assert probe_support("Whenever an opponent draws a card, you may pay {1}{R}. If you do, return ~ from your "
                         "graveyard to the battlefield tapped.") != "full"


def test_608_2c_wolf_strike_chooses_its_target_whatever_the_time_and_pumps_it_only_at_night() -> None:
    strike = mtgjson_full_definition("VOW", "Wolf Strike")
    assert [a["effect"]["kind"] for a in strike["abilities"]] == ["choose_target", "if_condition", "damage_by_it"]
    wolf = {"name": "Probe Wolf", "types": ["Creature"], "subtypes": ["Wolf"], "power": 2, "toughness": 2}
    big = {"name": "Probe Big", "types": ["Creature"], "power": 3, "toughness": 3}

    def struck(day_night: str | None) -> dict[str, Any]:
        game = state(day_night=day_night, battlefield=[_on("w", "Probe Wolf"), _on("b", "Probe Big", "bob")],
                     alice={"hand": [{"id": "ws", "card": "Wolf Strike"}], "mana_pool": {"G": 1, "C": 2}})
        return _run(game, [{"type": "cast", "player": "alice", "card": "ws", "choices": {"targets": ["w", "b"]}},
                           {"type": "resolve"}], strike, wolf, big)

    at_night = struck("night")  # 4 damage: the 3/3 dies
    assert [p["id"] for p in at_night["state"]["battlefield"]] == ["w"]
    for other in ("day", None):  # 2 damage: it lives (not night; neither is not night, CR 728)
        by_day = struck(other)
        big_after = next(p for p in by_day["state"]["battlefield"] if p["id"] == "b")
        assert big_after["damage"] == 2
    # near variants stay refused: a condition on the target itself, and two effects on it under the condition
    assert probe_support("Target creature gets +2/+0 until end of turn if it's a Wolf.", "Instant", None) != "full"
    assert probe_support("Target creature gets +2/+0 and gains trample until end of turn if it's night. Target "
                         "creature gets -1/-1 until end of turn if it's night.", "Instant", None) != "full"
