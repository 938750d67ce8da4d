"""Branch s18-linked: durations "for as long as you control ~" / "for as long as ~ remains on the battlefield"
(CR 611.2b), read by the compositional reader and played by the engine (rules/while_source.py):
- "another target permanent gains indestructible for as long as you control ~" (Aegis Angel, Kyodai);
- "gain control of target creature for as long as you control ~" (Mind Flayer) / "... for as long as ~ remains on
  the battlefield" (Giant's Grasp, The Akroan War);
- "tap target creature an opponent controls. That creature doesn't untap during its controller's untap step for as
  long as you control ~." (Dungeon Geists, Time of Ice).
Each construction also has its honesty case: a near variant is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import InvalidState
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

AEGIS = (
    "Aegis Angel",
    "Creature — Angel",
    "Flying\nWhen Aegis Angel enters the battlefield, another target permanent gains indestructible for as long as "
    "you control Aegis Angel.",
    "{4}{W}{W}",
    ("5", "5"),
)
FLAYER = (
    "Mind Flayer",
    "Creature — Horror",
    "Dominate Monster — When Mind Flayer enters the battlefield, gain control of target creature for as long as you "
    "control Mind Flayer.",
    "{3}{U}{U}",
    ("3", "3"),
)
GEISTS = (
    "Dungeon Geists",
    "Creature — Spirit",
    "Flying\nWhen Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature "
    "doesn't untap during its controller's untap step for as long as you control Dungeon Geists.",
    "{2}{U}{U}",
    ("3", "3"),
)


def _enter(card: str, target: str, player: str = "alice") -> dict[str, Any]:
    return {"type": "put_onto_battlefield", "player": player, "card": card, "from": "hand",
            "choices": {"targets": [target]}}


def _aegis(extra: list[dict[str, Any]] | None = None, **fields: Any) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "aa", "card": "Aegis Angel"}]},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
                     {"id": "fo", "card": "Forest", "controller": "alice", "owner": "alice"}],
        **fields,
    )
    return _run(game, [_enter("aa", "gb"), {"type": "resolve"}, *(extra or [])], _read(*AEGIS))


def test_611_2b_aegis_angel_reads_as_keywords_while_you_control_it() -> None:
    trigger = _read(*AEGIS)["abilities"][0]
    assert trigger["effect"] == {"kind": "while_source", "target": "permanent:other",
                                 "keywords": ["indestructible"], "duration": "while_you_control_source"}


def test_611_2b_the_target_is_indestructible_while_the_angel_stays() -> None:
    result = _aegis()
    bears = permanent(result, "gb")
    assert "indestructible" in bears["characteristics"]["keywords"]
    assert bears["effects"][0]["duration"] == "while_you_control_source"
    assert bears["effects"][0]["source_controller"] == "alice"
    assert events_of(result, "effect_while_source")[0]["permanent"] == "gb"
    assert "CR 611.2b" in result["cites"]


def test_514_2_the_cleanup_step_doesnt_end_it() -> None:
    result = _aegis([{"type": "next_turn"}], step="end")
    assert "indestructible" in permanent(result, "gb")["characteristics"]["keywords"]


def test_611_2b_it_ends_as_the_angel_leaves_the_battlefield() -> None:
    result = _aegis([{"type": "move", "permanent": "aa", "to": "graveyard"}])
    bears = permanent(result, "gb")
    assert "indestructible" not in bears["characteristics"]["keywords"]
    assert not bears.get("effects")
    assert events_of(result, "effect_while_source_ended")[0]["reason"] == "its source left the battlefield"


def test_611_2b_it_ends_once_another_player_controls_the_angel() -> None:
    game = state(battlefield=[
        {"id": "aa", "card": "Aegis Angel", "controller": "bob", "owner": "alice"},
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "alice",
         "effects": [{"source": "aa", "keywords": ["indestructible"], "duration": "while_you_control_source",
                      "source_controller": "alice"}]},
    ])
    result = _run(game, [{"type": "pass_priority"}], _read(*AEGIS))
    assert "indestructible" not in permanent(result, "gb")["characteristics"]["keywords"]
    assert events_of(result, "effect_while_source_ended")[0]["reason"] == "its source's controller changed"


def test_611_2b_a_noncreature_permanent_gains_it_too() -> None:
    game = state(alice={"hand": [{"id": "aa", "card": "Aegis Angel"}]},
                 battlefield=[{"id": "fo", "card": "Forest", "controller": "alice", "owner": "alice"}])
    result = _run(game, [_enter("aa", "fo"), {"type": "resolve"}], _read(*AEGIS))
    assert "indestructible" in permanent(result, "fo")["characteristics"]["keywords"]


def test_611_2b_nothing_happens_if_the_angel_left_before_it_resolved() -> None:
    game = state(alice={"hand": [{"id": "aa", "card": "Aegis Angel"}]},
                 battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"}])
    actions = [_enter("aa", "gb"), {"type": "move", "permanent": "aa", "to": "graveyard"}, {"type": "resolve"}]
    result = _run(game, actions, _read(*AEGIS))
    assert "indestructible" not in permanent(result, "gb")["characteristics"]["keywords"]
    assert events_of(result, "effect_skipped")[0]["effect"] == "while_source"


def _flayer(extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(alice={"hand": [{"id": "mf", "card": "Mind Flayer"}]},
                 battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}])
    return _run(game, [_enter("mf", "gb"), {"type": "resolve"}, *(extra or [])], _read(*FLAYER))


def test_613_1b_mind_flayer_takes_the_creature_while_you_control_it() -> None:
    trigger = _read(*FLAYER)["abilities"][0]
    assert trigger["effect"] == {"kind": "while_source", "target": "creature",
                                 "duration": "while_you_control_source", "gain_control": True}
    result = _flayer([{"type": "next_turn"}, {"type": "next_turn"}])
    assert permanent(result, "gb")["controller"] == "alice"  # not only until end of turn (CR 514.2)


def test_611_2b_the_creature_returns_as_mind_flayer_leaves() -> None:
    result = _flayer([{"type": "move", "permanent": "mf", "to": "exile"}])
    assert permanent(result, "gb")["controller"] == "bob"
    assert "control_changed" in [event["type"] for event in result["events"]]


def test_611_2b_remains_on_the_battlefield_is_read_for_control() -> None:
    text = ("When Probe enters the battlefield, gain control of target nonland permanent for as long as Probe remains "
            "on the battlefield.")
    reading = read_composed(text.replace("Probe", "~").replace("enters the battlefield", "enters"), is_spell=False)
    assert reading.abilities is not None
    assert reading.abilities[0]["effect"] == {"kind": "while_source", "target": "nonland_permanent",
                                              "duration": "while_source_on_battlefield", "gain_control": True}


def test_611_2b_remains_on_the_battlefield_lasts_whoever_controls_the_source() -> None:
    game = state(battlefield=[
        {"id": "aa", "card": "Aegis Angel", "controller": "bob", "owner": "alice"},
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "bob", "base_controller": "bob",
         "effects": [{"source": "aa", "controller": "alice", "duration": "while_source_on_battlefield"}]},
    ])
    result = _run(game, [{"type": "pass_priority"}], _read(*AEGIS))
    assert permanent(result, "gb")["controller"] == "alice"
    assert not events_of(result, "effect_while_source_ended")


def _geists(extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(alice={"hand": [{"id": "dg", "card": "Dungeon Geists"}]},
                 battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}])
    return _run(game, [_enter("dg", "gb"), {"type": "resolve"}, *(extra or [])], _read(*GEISTS))


def test_502_3_the_tapped_creature_doesnt_untap_while_you_control_the_geists() -> None:
    trigger = _read(*GEISTS)["abilities"][0]
    assert trigger["then_effects"] == [{"kind": "while_source", "target": "it",
                                        "duration": "while_you_control_source", "doesnt_untap": True}]
    result = _geists([{"type": "next_turn"}, {"type": "next_turn"}, {"type": "next_turn"}])
    assert result["state"]["active_player"] == "bob"
    assert permanent(result, "gb")["tapped"] is True  # two of bob's untap steps passed


def test_502_3_it_untaps_in_the_next_untap_step_after_the_geists_left() -> None:
    result = _geists([{"type": "move", "permanent": "dg", "to": "hand"}, {"type": "next_turn"}])
    assert result["state"]["active_player"] == "bob"
    assert permanent(result, "gb")["tapped"] is False


def test_611_2b_posted_effects_are_strictly_typed() -> None:
    game = state(battlefield=[
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "alice",
         "effects": [{"source": "aa", "duration": "while_you_control_it", "source_controller": "alice"}]},
    ])
    with pytest.raises((InvalidState, ValueError)):
        _run(game, [{"type": "pass_priority"}])


def test_611_2b_near_variants_are_not_read() -> None:
    base = "When Probe enters the battlefield, another target permanent gains indestructible for as long as you control Probe."
    assert probe_support(base) == "full"
    assert probe_support(base.replace("you control Probe", "you control a Probe")) != "full"
    assert probe_support(base.replace("another target permanent", "each other permanent")) != "full"
    control = "When Probe enters the battlefield, gain control of up to one target creature for as long as you control Probe."
    assert probe_support(control) != "full"
    # "doesn't untap" without the one target creature before it
    assert probe_support("When Probe enters the battlefield, you gain 2 life. That creature doesn't untap during its "
                         "controller's untap step for as long as you control Probe.") != "full"
    assert probe_support("When Probe enters the battlefield, tap target creature an opponent controls. That creature "
                         "doesn't untap during its controller's untap step for as long as you control Probe.") == "full"


FREEBOOTER = (
    "Kitesail Freebooter",
    "Creature — Human Pirate",
    "Flying\nWhen Kitesail Freebooter enters the battlefield, target opponent reveals their hand. You choose a "
    "noncreature, nonland card from it. Exile that card until Kitesail Freebooter leaves the battlefield.",
    "{1}{B}",
    ("1", "2"),
)


def _freebooter(extra: list[dict[str, Any]] | None = None, choices: dict[str, Any] | None = None,
                before: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(alice={"hand": [{"id": "kf", "card": "Kitesail Freebooter"}]},
                 bob={"hand": [{"id": "b1", "card": "Divination"}, {"id": "b2", "card": "Grizzly Bears"},
                               {"id": "b3", "card": "Lightning Bolt"}]})
    enter = _enter("kf", "bob")
    return _run(game, [enter, *(before or []), {"type": "resolve", "choices": choices or {}}, *(extra or [])],
                _read(*FREEBOOTER))


def test_610_3_freebooter_reads_as_reveal_choose_exile_until_it_leaves() -> None:
    trigger = _read(*FREEBOOTER)["abilities"][0]
    assert trigger["effect"] == {"kind": "reveal_choose_exile_until_source_leaves", "player": "target_opponent",
                                 "excluded_types": ["Creature", "Land"]}


def test_608_2d_the_chosen_card_is_exiled_and_kept_on_the_freebooter() -> None:
    result = _freebooter(choices={"chosen": ["b1"]})
    bob = result["state"]["players"][1]
    assert [c["id"] for c in bob["exile"]] == ["b1"]
    assert [c["id"] for c in bob["hand"]] == ["b2", "b3"]
    assert permanent(result, "kf")["exiled_from_hand_until_it_leaves"] == ["b1"]
    assert events_of(result, "hand_revealed")[0]["cards"] == ["b1", "b2", "b3"]


def test_608_2d_a_creature_card_cant_be_chosen() -> None:
    from app.engine import IllegalAction
    with pytest.raises(IllegalAction) as refused:
        _freebooter(choices={"chosen": ["b2"]})
    assert refused.value.title == "Wrong card chosen"


def test_608_2d_pending_asks_which_card() -> None:
    game = state(alice={"hand": [{"id": "kf", "card": "Kitesail Freebooter"}]},
                 bob={"hand": [{"id": "b1", "card": "Divination"}, {"id": "b3", "card": "Lightning Bolt"}]})
    result = _run(game, [_enter("kf", "bob")], _read(*FREEBOOTER))
    asked = result["pending"]
    assert asked["decision"] == "choose" and asked["player"] == "alice"
    assert asked["options"]["choice"] == "chosen" and asked["options"]["kind"] == "exile_from_hand"
    assert asked["options"]["values"] == ["b1", "b3"]


def test_610_3_the_card_returns_to_its_owners_hand_as_the_freebooter_leaves() -> None:
    result = _freebooter([{"type": "move", "permanent": "kf", "to": "graveyard"}], choices={"chosen": ["b3"]})
    bob = result["state"]["players"][1]
    assert sorted(c["id"] for c in bob["hand"]) == ["b1", "b2", "b3"] and not bob.get("exile")


def test_610_3b_nothing_is_exiled_if_the_freebooter_left_first() -> None:
    result = _freebooter(before=[{"type": "move", "permanent": "kf", "to": "graveyard"}])
    bob = result["state"]["players"][1]
    assert len(bob["hand"]) == 3 and not bob.get("exile")
    assert events_of(result, "hand_revealed") and events_of(result, "not_exiled")


def test_610_3_posted_exiled_cards_must_be_in_exile() -> None:
    game = state(bob={"hand": [{"id": "b1", "card": "Divination"}]},
                 battlefield=[{"id": "kf", "card": "Kitesail Freebooter", "controller": "alice", "owner": "alice",
                               "exiled_from_hand_until_it_leaves": ["b1"]}])
    with pytest.raises(InvalidState):
        _run(game, [{"type": "pass_priority"}], _read(*FREEBOOTER))


def test_610_3_near_variants_are_not_read() -> None:
    text = ("When Probe enters the battlefield, target opponent reveals their hand. You choose a noncreature, nonland "
            "card from it. Exile that card until Probe leaves the battlefield.")
    assert probe_support(text) == "full"
    assert probe_support(text.replace("noncreature, nonland card", "card with flying")) != "full"
    assert probe_support(text.replace("Exile that card", "Exile that permanent")) != "full"


SENTINEL = (
    "Underworld Sentinel",
    "Creature — Skeleton Soldier",
    "Whenever Underworld Sentinel attacks, exile target creature card from your graveyard.\nWhen Underworld Sentinel "
    "dies, put all cards exiled with it onto the battlefield.",
    "{3}{B}",
    ("3", "3"),
)


def _sentinel(extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(step="declare_attackers",
                 alice={"graveyard": [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Grizzly Bears"}]},
                 battlefield=[{"id": "us", "card": "Underworld Sentinel", "controller": "alice", "owner": "alice",
                               "controlled_since_turn": 1}])
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "us", "defending": "bob"}]}
    return _run(game, [attack, {"type": "resolve", "choices": {"targets": ["g1"]}}, *(extra or [])], _read(*SENTINEL))


def test_607_2a_the_sentinel_remembers_the_card_its_ability_exiled() -> None:
    assert _read(*SENTINEL)["abilities"][1]["effect"] == {"kind": "put_exiled_with_onto_battlefield"}
    result = _sentinel()
    assert permanent(result, "us")["exiled_with"] == ["g1"]
    assert events_of(result, "exiled_with")[0]["cards"] == ["g1"]


def test_607_2a_when_it_dies_the_cards_exiled_with_it_enter_under_your_control() -> None:
    result = _sentinel([{"type": "move", "permanent": "us", "to": "graveyard"}])
    assert result["state"]["exiled_with_left"] == {"us": ["g1"]}  # kept as it left (CR 603.10a)
    result = _sentinel([{"type": "move", "permanent": "us", "to": "graveyard"}, {"type": "resolve"}])
    bears = permanent(result, "g1")
    assert bears["controller"] == "alice"
    assert not result["state"].get("exiled_with_left")


def test_400_7_a_card_that_left_exile_is_no_longer_exiled_with_it() -> None:
    game = state(battlefield=[{"id": "us", "card": "Underworld Sentinel", "controller": "alice", "owner": "alice",
                               "exiled_with": ["g1"]}],
                 alice={"exile": [{"id": "g1", "card": "Grizzly Bears"}]})
    result = _run(game, [{"type": "move", "permanent": "g1", "to": "hand"}], _read(*SENTINEL))
    assert not permanent(result, "us").get("exiled_with")


def test_607_2a_another_objects_exile_is_not_remembered() -> None:
    # a Sentinel without the "dies" ability: nothing refers to the exiled cards, nothing is kept
    plain = _read(*SENTINEL)
    plain = {**plain, "abilities": plain["abilities"][:1]}
    game = state(step="declare_attackers", alice={"graveyard": [{"id": "g1", "card": "Grizzly Bears"}]},
                 battlefield=[{"id": "us", "card": "Underworld Sentinel", "controller": "alice", "owner": "alice",
                               "controlled_since_turn": 1}])
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "us", "defending": "bob"}]}
    result = _run(game, [attack, {"type": "resolve", "choices": {"targets": ["g1"]}}], plain)
    assert not permanent(result, "us").get("exiled_with")


def test_607_2a_posted_records_must_name_cards_in_exile() -> None:
    game = state(battlefield=[{"id": "us", "card": "Underworld Sentinel", "controller": "alice", "owner": "alice",
                               "exiled_with": ["nope"]}])
    with pytest.raises(InvalidState):
        _run(game, [{"type": "pass_priority"}], _read(*SENTINEL))
    game = state(exiled_with_left={"us": ["nope"]})
    with pytest.raises(InvalidState):
        _run(game, [{"type": "pass_priority"}], _read(*SENTINEL))


def test_607_2a_near_variants_are_not_read() -> None:
    assert probe_support("When Probe dies, put all cards exiled with it onto the battlefield.") == "full"
    assert probe_support("When Probe dies, put all cards exiled with it into your hand.") != "full"
    assert read_composed("Put all cards exiled with ~ onto the battlefield.", is_spell=True).abilities is None
