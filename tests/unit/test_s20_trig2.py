"""Branch s20-trig2: several targets in triggered and activated abilities, and several "up to" targets in a row
(docs/oracle-s20-trig2.md):
- a triggered ability's targets are chosen as it is put on the stack, one for each instance of "target", dealt out to
  its targeted effects in order and each checked against its own effect (CR 603.3d, 601.2c, 115.3); with no legal
  choice for a required target it is removed (603.3d); as it resolves an effect whose target became illegal is
  skipped, and with every target illegal it doesn't resolve (608.2b);
- "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature." (Explosive Entry): the
  action's `choices.target_counts` say how many targets are for each effect (601.2c), refused when left open;
- legal_actions lists a modal spell's mode with two targets with a target for each (700.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

AVATAR = ("Burning Sun's Avatar", "Creature — Dinosaur Avatar", "When Burning Sun's Avatar enters the battlefield, it "
          "deals 3 damage to target opponent or planeswalker and 3 damage to up to one target creature.",
          "{3}{R}{R}{R}", ("6", "6"))
FIREWHEELER = ("Rakdos Firewheeler", "Creature — Human Rogue", "When Rakdos Firewheeler enters the battlefield, it "
               "deals 2 damage to target opponent and 2 damage to up to one target creature or planeswalker.",
               "{B}{B}{R}{R}", ("4", "3"))
ENTRY = ("Explosive Entry", "Sorcery", "Destroy up to one target artifact. Put a +1/+1 counter on up to one target "
         "creature.", "{1}{R}")
HUNTERS_TALENT = ("Hunter's Talent", "Enchantment — Class", "(Gain the next level as a sorcery to add its ability.)\n"
                  "When Hunter's Talent enters, target creature you control deals damage equal to its power to target "
                  "creature you don't control.\n{1}{G}: Level 2\nWhenever you attack, target attacking creature gets "
                  "+1/+0 and gains trample until end of turn.\n{3}{G}: Level 3\nAt the beginning of your end step, if "
                  "you control a creature with power 4 or greater, draw a card.", "{1}{G}")
# Not a real card: a trigger whose two targets are of different kinds, both required.
SMASHER = ("Probe Smasher", "Creature — Probe", "When Probe Smasher enters, destroy target artifact. Put a +1/+1 "
           "counter on target creature.", "{2}", ("2", "2"))
RELIC = {"name": "Relic", "types": ["Artifact"]}


def _abilities(line: str, *, spell: bool = False) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=spell, name="Probe").abilities


def _battlefield() -> list[dict[str, Any]]:
    return [{"id": "ab", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
            {"id": "bb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
            {"id": "relic", "card": RELIC, "controller": "bob", "owner": "bob"}]


# --- reader ------------------------------------------------------------------------------------


def test_enters_trigger_with_two_targets_in_the_texts_order() -> None:
    ability = _read(*AVATAR)["abilities"][0]
    assert ability == {
        "kind": "triggered", "trigger": "enters",
        "effect": {"kind": "damage", "amount": 3, "target": "opponent_or_planeswalker"},
        "then_effects": [{"kind": "damage", "amount": 3, "target": "creature", "target_count": 1, "up_to": True}],
    }
    firewheeler = _read(*FIREWHEELER)["abilities"][0]
    assert [firewheeler["effect"]["target"], firewheeler["then_effects"][0]["target"]] == [
        "opponent", "creature_or_planeswalker"]


def test_two_up_to_targets_in_a_spell_are_read() -> None:
    effects = [ability["effect"] for ability in _read(*ENTRY)["abilities"]]
    assert effects == [
        {"kind": "destroy", "target": "artifact", "target_count": 1, "up_to": True},
        {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature", "target_count": 1,
         "up_to": True},
    ]


def test_activated_ability_with_two_targets_is_read() -> None:
    assert _abilities("{T}: Destroy target artifact. Put a +1/+1 counter on target creature.") == [{
        "kind": "activated", "cost": "{T}", "effect": {"kind": "destroy", "target": "artifact"},
        "then_effects": [{"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature"}],
    }]


@pytest.mark.parametrize("line", [
    # "other target" after a target: other than the earlier targets, or than ~ too? (CR 115.3)
    "When ~ enters, until your next turn, target creature an opponent controls gets -3/-0, up to one other target "
    "creature gets -2/-0, and up to one other target creature gets -1/-0.",
    # "it" after the second target: which target it names would be a guess
    "When ~ enters, destroy target artifact. Put a +1/+1 counter on target creature. It gains flying until end of turn.",
    # a trigger that is not one of ~'s own events: not opened here
    "Whenever a creature you control dies, destroy target artifact. Put a +1/+1 counter on target creature.",
])
def test_not_read(line: str) -> None:
    assert _abilities(line) is None


# --- engine: a triggered ability with two targets ---------------------------------------------


def _avatar_game() -> dict[str, Any]:
    return state(alice={"mana_pool": {"R": 6}, "hand": [{"id": "av", "card": AVATAR[0]}]}, battlefield=_battlefield())


def _enters(targets: list[str], *after: dict[str, Any]) -> list[dict[str, Any]]:
    """Cast Burning Sun's Avatar; its trigger's targets chosen as the spell resolves (CR 603.3d)."""
    return [{"type": "cast", "card": "av"}, {"type": "resolve", "choices": {"targets": targets}}, *after]


def _damage(result: dict[str, Any]) -> list[tuple[str, int]]:
    return [(event["to"], event["amount"]) for event in events_of(result, "damage_dealt")]


def test_603_3d_each_target_for_its_own_effect() -> None:
    result = _run(_avatar_game(), _enters(["bob", "bb"], {"type": "resolve"}), _read(*AVATAR))
    assert _damage(result) == [("bob", 3), ("bb", 3)]
    assert events_of(result, "trigger_put_on_stack")[0]["targets"] == ["bob", "bb"]
    # "up to one": none chosen for the second
    result = _run(_avatar_game(), _enters(["bob"], {"type": "resolve"}), _read(*AVATAR))
    assert _damage(result) == [("bob", 3)]


def test_603_3d_a_target_for_the_wrong_effect_is_refused() -> None:
    with pytest.raises(Exception, match="targeted effect 1 of 2"):
        _run(_avatar_game(), _enters(["bb", "bob"]), _read(*AVATAR))
    with pytest.raises(Exception, match="1 to 2 target"):
        _run(_avatar_game(), _enters(["bob", "bb", "ab"]), _read(*AVATAR))


def test_targets_given_as_it_resolves_are_checked_for_each_effect() -> None:
    result = _run(_avatar_game(), _enters([], {"type": "resolve", "choices": {"targets": ["bob", "ab"]}}),
                  _read(*AVATAR))
    assert _damage(result) == [("bob", 3), ("ab", 3)]
    with pytest.raises(Exception, match="targeted effect 1 of 2"):
        _run(_avatar_game(), _enters([], {"type": "resolve", "choices": {"targets": ["ab", "bob"]}}), _read(*AVATAR))


def test_608_2b_an_illegal_target_skips_its_effect_only() -> None:
    result = _run(_avatar_game(), _enters(["bob", "bb"], {"type": "move", "permanent": "bb", "to": "graveyard"},
                                          {"type": "resolve"}), _read(*AVATAR))
    assert [e["target"] for e in events_of(result, "target_illegal")] == ["bb"]
    assert _damage(result) == [("bob", 3)] and events_of(result, "effect_skipped")
    assert player_of(result, "bob")["life"] == 17


def test_603_3d_no_legal_choice_for_a_required_target_removes_it() -> None:
    game = state(alice={"mana_pool": {"C": 2}, "hand": [{"id": "sm", "card": SMASHER[0]}]},
                 battlefield=_battlefield()[:2])  # no artifact
    result = _run(game, [{"type": "cast", "card": "sm"}, {"type": "resolve"}], _read(*SMASHER))
    assert events_of(result, "trigger_removed") and not events_of(result, "trigger_put_on_stack")


def test_608_2b_every_target_illegal_the_trigger_does_not_resolve() -> None:
    game = state(alice={"mana_pool": {"C": 2}, "hand": [{"id": "sm", "card": SMASHER[0]}]}, battlefield=_battlefield())
    result = _run(game, [{"type": "cast", "card": "sm"}, {"type": "resolve", "choices": {"targets": ["relic", "bb"]}},
                         {"type": "move", "permanent": "relic", "to": "graveyard"},
                         {"type": "move", "permanent": "bb", "to": "graveyard"}, {"type": "resolve"}], _read(*SMASHER))
    assert events_of(result, "ability_fizzled")
    # the same creature may be the target of both instances of "target" when it fits both (CR 115.3): here it can't
    with pytest.raises(Exception, match="targeted effect 1 of 2"):
        _run(game, [{"type": "cast", "card": "sm"}, {"type": "resolve", "choices": {"targets": ["bb", "bb"]}}],
             _read(*SMASHER))


def test_hunters_talent_bite_trigger() -> None:
    game = state(alice={"mana_pool": {"G": 2}, "hand": [{"id": "ht", "card": HUNTERS_TALENT[0]}]},
                 battlefield=_battlefield())
    result = _run(game, [{"type": "cast", "card": "ht"}, {"type": "resolve", "choices": {"targets": ["ab", "bb"]}},
                         {"type": "resolve"}], _read(*HUNTERS_TALENT))
    assert _damage(result) == [("bb", 2)]


def test_activated_ability_two_targets() -> None:
    card = {"name": "Probe Rod", "types": ["Artifact"], "abilities": _abilities(
        "{T}: Destroy target artifact. Put a +1/+1 counter on target creature.")}
    game = state(battlefield=[*_battlefield(), {"id": "rod", "card": card, "controller": "alice", "owner": "alice"}])
    result = _run(game, [{"type": "activate", "permanent": "rod", "ability": 0,
                          "choices": {"targets": ["relic", "ab"]}}, {"type": "resolve"}], card)
    assert not any(p["id"] == "relic" for p in result["state"]["battlefield"])
    assert permanent(result, "ab")["counters"] == {"+1/+1": 1}
    with pytest.raises(Exception, match="targeted effect 1 of 2"):
        _run(game, [{"type": "activate", "permanent": "rod", "ability": 0, "choices": {"targets": ["ab", "ab"]}}],
             card)


# --- engine: two "up to" targets in a row (choices.target_counts) -------------------------------


def _entry(choices: dict[str, Any]) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"R": 2}, "hand": [{"id": "ee", "card": ENTRY[0]}]}, battlefield=_battlefield())
    return _run(game, [{"type": "cast", "card": "ee", "choices": choices}, {"type": "resolve"}], _read(*ENTRY))


def test_601_2c_one_of_two_up_to_targets_needs_target_counts() -> None:
    with pytest.raises(Exception, match="target_counts"):
        _entry({"targets": ["relic"]})
    destroyed = _entry({"targets": ["relic"], "target_counts": [1, 0]})
    assert not any(p["id"] == "relic" for p in destroyed["state"]["battlefield"])
    countered = _entry({"targets": ["ab"], "target_counts": [0, 1]})
    assert permanent(countered, "ab")["counters"] == {"+1/+1": 1}
    with pytest.raises(Exception, match="targeted effect 2 of 2"):
        _entry({"targets": ["relic"], "target_counts": [0, 1]})
    with pytest.raises(Exception, match="don't fit"):
        _entry({"targets": ["relic", "ab"], "target_counts": [2, 0]})


def test_both_or_neither_up_to_target_need_no_counts() -> None:
    both = _entry({"targets": ["relic", "ab"]})
    assert permanent(both, "ab")["counters"] == {"+1/+1": 1}
    assert not any(p["id"] == "relic" for p in both["state"]["battlefield"])
    assert events_of(_entry({}), "spell_resolved")


def test_legal_actions_give_target_counts_and_each_modes_targets() -> None:
    game = state(alice={"mana_pool": {"R": 2}, "hand": [{"id": "ee", "card": ENTRY[0]}]}, battlefield=_battlefield())
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], _read(*ENTRY))["queries"][0]["result"]
    entry = next(e for e in listed["legal"] if e["action"]["type"] == "cast")
    assert entry["action"]["choices"] == {"targets": ["relic", "ab"], "target_counts": [1, 1]}
    modal = {"name": "Probe Choice", "types": ["Sorcery"], "mana_cost": "{R}", "abilities": _abilities(
        "Choose one — • Destroy target artifact. Put a +1/+1 counter on target creature. • Draw a card.", spell=True)}
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "pc", "card": "Probe Choice"}]},
                 battlefield=_battlefield())
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], modal)["queries"][0]["result"]
    entry = next(e for e in listed["legal"] if e["action"]["type"] == "cast")
    assert entry["action"]["choices"] == {"targets": ["relic", "ab"], "modes": [0]}
    assert entry["options"]["modes"] == [0, 1] and entry["options"]["targets_by_effect"] == [["relic"], ["ab", "bb"]]
