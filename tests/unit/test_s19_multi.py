"""Branch s19-multi: abilities with more than one "target" (CR 601.2c: a target for each instance of the word
"target"; 115.3; 608.2b), read by the compositional reader and played by the engine, which deals a spell's
`choices.targets` out to its targeted effects in order (rules/effects_targets.py):
- "Target player draws two cards and loses 2 life." (Sign in Blood): ONE target, named again by the second verb
  (`lose_life` with player "that_target_player", CR 608.2c);
- "Until end of turn, target creature you control gets +1/+1 and target creature an opponent controls gets
  -1/-1." (Skulduggery), "Exile target creature. Exile up to one target instant or sorcery card from a
  graveyard." (Rise of Extus), ...: one target per targeted effect, in the text's order;
- 608.2b: an effect whose target became illegal is skipped, the others happen;
- the refusals: a target for the wrong effect names the effect it was chosen for; the lines left unread ("it"
  after two targets, two "up to one" targets in a row, triggered abilities)."""

from __future__ import annotations

from typing import Any

import pytest

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

SIGN_IN_BLOOD = ("Sign in Blood", "Sorcery", "Target player draws two cards and loses 2 life.", "{B}{B}")
SHADOWFUGUE = ("Davriel's Shadowfugue", "Sorcery", "Target player discards two cards and loses 2 life.", "{3}{B}")
SKULDUGGERY = ("Skulduggery", "Instant", "Until end of turn, target creature you control gets +1/+1 and target "
               "creature an opponent controls gets -1/-1.", "{B}")
EXTUS = ("Rise of Extus", "Sorcery", "Exile target creature. Exile up to one target instant or sorcery card from "
         "a graveyard.", "{4}{W/B}{W/B}")
DEAL_GONE_BAD = ("Deal Gone Bad", "Instant", "Target creature gets -3/-3 until end of turn. Target player mills "
                 "three cards.", "{3}{B}")


def _abilities(line: str) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=True, name="Probe").abilities


def _effects(line: str) -> list[dict[str, Any]]:
    abilities = _abilities(line)
    assert abilities is not None, read_composed(line, is_spell=True).reason
    return [ability["effect"] for ability in abilities]


# --- reader ------------------------------------------------------------------------------------


def test_shared_target_player_is_one_target() -> None:
    assert _effects(SIGN_IN_BLOOD[2]) == [
        {"kind": "draw", "amount": 2, "player": "target_player"},
        {"kind": "lose_life", "amount": 2, "player": "that_target_player"},
    ]
    assert _effects(SHADOWFUGUE[2])[1] == {"kind": "lose_life", "amount": 2, "player": "that_target_player"}


def test_two_targets_one_per_effect_in_order() -> None:
    assert _effects(SKULDUGGERY[2]) == [
        {"kind": "pump", "target": "creature:you_control", "power": 1, "toughness": 1, "duration": "end_of_turn"},
        {"kind": "pump", "target": "creature:opponent_controls", "power": -1, "toughness": -1,
         "duration": "end_of_turn"},
    ]
    first, second = _effects(EXTUS[2])
    assert first == {"kind": "exile", "target": "creature"}
    assert second["target"] == "card_in_a_graveyard:instant_or_sorcery" and second["up_to"] is True
    assert [e.get("target", e.get("player")) for e in _effects(DEAL_GONE_BAD[2])] == ["creature", "target_player"]


@pytest.mark.parametrize("line", [
    # "it" after two targets: which one it names would be a guess
    "Destroy target artifact. Put a +1/+1 counter on target creature. It gains flying until end of turn.",
    # one "target" shared by two verbs other than "and loses N life": not two targets (s25-core reads the shared
    # discard after a draw, "Target player draws two cards, then discards two cards.": that player's, one target)
    "Target player discards two cards, then draws two cards.",
    # more than three targets in one ability
    "Target player draws two cards. Target player loses 2 life. Target player mills two cards. Destroy target land.",
])
def test_not_read_when_which_target_is_whose_is_not_said(line: str) -> None:
    assert _abilities(line) is None


# --- engine ------------------------------------------------------------------------------------


def _bears() -> list[dict[str, Any]]:
    return [{"id": "ab", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
            {"id": "bb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}]


def test_sign_in_blood_one_target_draws_and_loses_life() -> None:
    game = state(alice={"mana_pool": {"B": 2}, "hand": [{"id": "sib", "card": "Sign in Blood"}]})
    result = _run(game, [{"type": "cast", "card": "sib", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                  _read(*SIGN_IN_BLOOD))
    assert player_of(result, "bob")["life"] == 18 and len(player_of(result, "bob")["hand"]) == 2
    assert player_of(result, "alice")["life"] == 20


def test_sign_in_blood_refuses_a_second_target() -> None:
    game = state(alice={"mana_pool": {"B": 2}, "hand": [{"id": "sib", "card": "Sign in Blood"}]})
    with pytest.raises(Exception, match="1 target"):
        _run(game, [{"type": "cast", "card": "sib", "choices": {"targets": ["bob", "alice"]}}], _read(*SIGN_IN_BLOOD))


def test_skulduggery_each_target_gets_its_own_part() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "sk", "card": "Skulduggery"}]}, battlefield=_bears())
    result = _run(game, [{"type": "cast", "card": "sk", "choices": {"targets": ["ab", "bb"]}}, {"type": "resolve"}],
                  _read(*SKULDUGGERY))
    pumped = {(e["permanent"], e["power"]) for e in events_of(result, "pumped")}
    assert pumped == {("ab", 1), ("bb", -1)}


def test_skulduggery_target_for_the_wrong_effect_names_that_effect() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "sk", "card": "Skulduggery"}]}, battlefield=_bears())
    with pytest.raises(Exception, match="targeted effect 2 of 2"):
        _run(game, [{"type": "cast", "card": "sk", "choices": {"targets": ["ab", "ab"]}}], _read(*SKULDUGGERY))
    with pytest.raises(Exception, match="targeted effect 1 of 2"):
        _run(game, [{"type": "cast", "card": "sk", "choices": {"targets": ["bb", "bb"]}}], _read(*SKULDUGGERY))


def test_608_2b_one_illegal_target_skips_its_part_only() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "sk", "card": "Skulduggery"}]}, battlefield=_bears())
    result = _run(game, [{"type": "cast", "card": "sk", "choices": {"targets": ["ab", "bb"]}},
                         {"type": "move", "permanent": "ab", "to": "graveyard"}, {"type": "resolve"}],
                  _read(*SKULDUGGERY))
    assert [e["target"] for e in events_of(result, "target_illegal")] == ["ab"]
    assert [e["permanent"] for e in events_of(result, "pumped")] == ["bb"]
    assert not events_of(result, "spell_fizzled")


def test_608_2b_both_targets_illegal_the_spell_does_not_resolve() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "sk", "card": "Skulduggery"}]}, battlefield=_bears())
    result = _run(game, [{"type": "cast", "card": "sk", "choices": {"targets": ["ab", "bb"]}},
                         {"type": "move", "permanent": "ab", "to": "graveyard"},
                         {"type": "move", "permanent": "bb", "to": "graveyard"}, {"type": "resolve"}],
                  _read(*SKULDUGGERY))
    assert events_of(result, "spell_fizzled") and not events_of(result, "pumped")


def test_legal_actions_offer_each_targeted_effects_candidates() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "sk", "card": "Skulduggery"}]}, battlefield=_bears())
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], _read(*SKULDUGGERY))["queries"][0]["result"]
    entry = next(e for e in listed["legal"] if e["action"]["type"] == "cast")
    assert entry["action"]["choices"]["targets"] == ["ab", "bb"]
    assert entry["options"]["targets_by_effect"] == [["ab"], ["bb"]]
