"""Session 27, group fdnb (docs/oracle-s27-fdnb.md): Foundations (FDN) lines of collector numbers 136-271, each read from
the real card's Oracle text (tests/fixtures/sets/fdn.json) and played by the engine."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run

FDN = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "fdn.json"

GLIMPSE = {"name": "Glimpse", "mana_cost": "{U}", "types": ["Instant"],
           "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}
BEAR = {"name": "Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
BRUTE = {"name": "Brute", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 5, "toughness": 5}
SHOCK = {"name": "Shock", "mana_cost": "{R}", "types": ["Instant"]}
MOUNTAIN = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}


@functools.cache
def _fdn_cards() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(FDN.read_text(encoding="utf-8"))}


def _fdn(name: str) -> dict[str, Any]:
    """The engine definition the reader makes of the FDN card's real Oracle text, which must read `full`."""
    card = _fdn_cards()[name]
    reading = read_card(CardFacts(name=card["name"], mana_cost=card.get("mana_cost"), type_line=card["type_line"],
                                  oracle_text=card["oracle_text"], power=card.get("power"),
                                  toughness=card.get("toughness")))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _ids(zone: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in zone]


# --- "that player loses 5 life unless they discard a card" (CR 608.2d, 701.9a, 119.3) ---------------------------------


def test_608_2d_painful_quandary_the_caster_discards_or_loses_life() -> None:
    quandary = _fdn("Painful Quandary")
    assert quandary["abilities"] == [{"kind": "cast_trigger", "caster": "opponent", "effect": {
        "kind": "lose_life_unless", "amount": 5, "player": "that_player", "sacrifice_option": False}}]
    game = state(battlefield=[_on("q", "Painful Quandary")],
                 bob={"hand": [{"id": "g", "card": "Glimpse"}, {"id": "c", "card": "Bear"}], "mana_pool": {"U": 1}})
    cast = [{"type": "cast", "card": "g", "player": "bob"}]
    asked = _run(game, cast, quandary, GLIMPSE, BEAR)
    assert asked["pending"]["player"] == "bob"
    assert asked["pending"]["options"]["options"] == {"bob": {"sacrifice": [], "discard": ["c"]}}
    discarded = _run(game, [*cast, {"type": "resolve", "choices": {"chosen": ["c"]}}], quandary, GLIMPSE, BEAR)
    assert _ids(player_of(discarded, "bob")["graveyard"]) == ["c"] and player_of(discarded, "bob")["life"] == 20
    lost = _run(game, [*cast, {"type": "resolve"}], quandary, GLIMPSE, BEAR)
    assert player_of(lost, "bob")["life"] == 15 and _ids(player_of(lost, "bob")["hand"]) == ["c"]
    # its controller's own spells don't trigger it
    mine = state(battlefield=[_on("q", "Painful Quandary")], alice={"hand": [{"id": "g", "card": "Glimpse"}],
                                                                   "mana_pool": {"U": 1}})
    done = _run(mine, [{"type": "cast", "card": "g"}], quandary, GLIMPSE)
    assert len(done["state"]["stack"]) == 1


# --- "Counter target noncreature spell. Its controller creates two Treasure tokens." (CR 701.6a, 608.2h, 111.2) -------


def test_608_2h_an_offer_the_countered_spells_controller_creates_treasures() -> None:
    offer = _fdn("An Offer You Can't Refuse")
    assert [a["effect"] for a in offer["abilities"]] == [
        {"kind": "counter", "target": "noncreature_spell"},
        {"kind": "create_token", "token": "Treasure", "for_player": "its_controller", "count": 2}]
    game = state(alice={"hand": [{"id": "o", "card": "An Offer You Can't Refuse"}], "mana_pool": {"U": 1}},
                 bob={"hand": [{"id": "g", "card": "Glimpse"}], "mana_pool": {"U": 1}})
    done = _run(game, [{"type": "cast", "card": "g", "player": "bob"},
                       {"type": "cast", "card": "o", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                offer, GLIMPSE)
    assert events_of(done, "spell_countered") and not done["state"]["stack"][1:]
    treasures = [e for e in events_of(done, "entered_battlefield") if e["card"] == "Treasure Token"]
    assert len(treasures) == 2 and {e["controller"] for e in treasures} == {"bob"}
    assert _ids(player_of(done, "bob")["graveyard"]) == ["g"]


# --- a mode of one clause made of several effects: "• Target creature you control fights target creature you don't
# control." (CR 700.2, 700.2c, 701.14a) ---------------------------------------------------------------------------------


def test_701_14a_bushwhack_fight_mode() -> None:
    bushwhack = _fdn("Bushwhack")
    modes = bushwhack["abilities"][0]["effect"]["modes"]
    assert modes[1] == {"kind": "mode_sequence", "effects": [
        {"kind": "choose_target", "target": "creature:you_control"},
        {"kind": "fight", "by": "it", "target": "creature:opponent_controls"}]}
    game = state(alice={"hand": [{"id": "b", "card": "Bushwhack"}], "mana_pool": {"G": 1}},
                 battlefield=[_on("brute", "Brute"), _on("bear", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "b", "choices": {"modes": [1], "targets": ["brute", "bear"]}},
                       {"type": "resolve"}], bushwhack, BRUTE, BEAR)
    assert _ids(done["state"]["battlefield"]) == ["brute"]
    assert done["state"]["battlefield"][0]["damage"] == 2
    with pytest.raises(IllegalAction):  # the first target is a creature you control
        _run(game, [{"type": "cast", "card": "b", "choices": {"modes": [1], "targets": ["bear", "brute"]}}],
             bushwhack, BRUTE, BEAR)


# --- "This spell costs {X} less to cast, where X is the total power of creatures you control." (CR 601.2f, 208.1) ----


def test_601_2f_ghalta_costs_less_by_total_power() -> None:
    ghalta = _fdn("Ghalta, Primal Hunger")
    assert ghalta["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1, "for_each_power_you_control": True}
    board = [_on("brute", "Brute"), _on("bear", "Bear"), _on("theirs", "Brute", "bob")]
    game = state(alice={"hand": [{"id": "gh", "card": "Ghalta, Primal Hunger"}], "mana_pool": {"G": 2, "C": 3}},
                 battlefield=board)
    done = _run(game, [{"type": "cast", "card": "gh"}, {"type": "resolve"}], ghalta, BRUTE, BEAR)
    assert "gh" in _ids(done["state"]["battlefield"])  # {10}{G}{G} less 7 (5 + 2; bob's creature not counted)
    with pytest.raises(IllegalAction):  # with the Bear gone, {5}{G}{G} is more than five mana
        _run(state(alice={"hand": [{"id": "gh", "card": "Ghalta, Primal Hunger"}], "mana_pool": {"G": 2, "C": 3}},
                   battlefield=board[::2]), [{"type": "cast", "card": "gh"}], ghalta, BRUTE, BEAR)


# --- "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible ..."
# (CR 608.2c, 608.2h, 702.12b) -------------------------------------------------------------------------------------------


def test_608_2c_inspiring_call_those_creatures_are_the_counted_ones() -> None:
    call = _fdn("Inspiring Call")
    assert [a["effect"] for a in call["abilities"]] == [
        {"kind": "draw", "amount": "count:creature:you_control:with_counter_+1/+1", "player": "you"},
        {"kind": "pump", "target": "all:creature:you_control:with_counter_+1/+1", "power": 0, "toughness": 0,
         "duration": "end_of_turn", "keywords": ["indestructible"]}]
    game = state(alice={"hand": [{"id": "ic", "card": "Inspiring Call"}], "mana_pool": {"G": 1, "C": 2}},
                 battlefield=[_on("a", "Bear", counters={"+1/+1": 1}), _on("b", "Bear", counters={"+1/+1": 2}),
                              _on("c", "Bear"), _on("d", "Bear", "bob", counters={"+1/+1": 1})])
    done = _run(game, [{"type": "cast", "card": "ic"}, {"type": "resolve"}], call, BEAR)
    assert len(player_of(done, "alice")["hand"]) == 2
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert "indestructible" in keywords["a"] and "indestructible" in keywords["b"]
    assert "indestructible" not in keywords["c"] and "indestructible" not in keywords["d"]


# --- "Put all creature cards from all graveyards onto the battlefield under your control." (CR 110.2a, 400.7) --------


def test_110_2a_rise_of_the_dark_realms_takes_every_graveyards_creatures() -> None:
    rise = _fdn("Rise of the Dark Realms")
    assert rise["abilities"][0]["effect"] == {"kind": "return_all_to_battlefield", "quality": ["creature"],
                                              "from_all_graveyards": True, "under_your_control": True}
    game = state(alice={"hand": [{"id": "r", "card": "Rise of the Dark Realms"}], "mana_pool": {"B": 2, "C": 7},
                        "graveyard": [{"id": "a1", "card": "Bear"}, {"id": "a2", "card": "Shock"}]},
                 bob={"graveyard": [{"id": "b1", "card": "Brute"}, {"id": "b2", "card": "Shock"}]})
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}], rise, BEAR, BRUTE, SHOCK)
    entered = {p["id"]: (p["controller"], p["owner"]) for p in done["state"]["battlefield"]}
    assert entered == {"a1": ("alice", "alice"), "b1": ("alice", "bob")}
    assert _ids(player_of(done, "bob")["graveyard"]) == ["b2"]
    assert _ids(player_of(done, "alice")["graveyard"]) == ["a2", "r"]


# --- Consuming Aberration: a count of the cards in your opponents' graveyards (CR 604.3, 404.1) and "each opponent
# reveals cards ... until they reveal a land card, then puts those cards into their graveyard" (CR 701.20a) -----------


def test_701_20a_consuming_aberration_reveals_into_the_graveyard() -> None:
    aberration = _fdn("Consuming Aberration")
    assert aberration["abilities"] == [
        {"kind": "pt_equal_to_count", "count": "cards_in_opponents_graveyards", "sets": "both"},
        {"kind": "cast_trigger", "caster": "you", "effect": {"kind": "reveal_until", "quality": ["land"],
                                                             "to": "graveyard_all", "player": "each_opponent"}}]
    library = [{"id": "l1", "card": "Bear"}, {"id": "l2", "card": "Bear"}, {"id": "l3", "card": "Forest"},
               {"id": "l4", "card": "Bear"}]
    game = state(battlefield=[_on("ab", "Consuming Aberration")],
                 alice={"hand": [{"id": "g", "card": "Glimpse"}], "mana_pool": {"U": 1}},
                 bob={"library": library, "graveyard": [{"id": "x", "card": "Shock"}]})
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"}], aberration, GLIMPSE, BEAR, SHOCK)
    bob = player_of(done, "bob")
    assert _ids(bob["graveyard"]) == ["x", "l1", "l2", "l3"] and _ids(bob["library"]) == ["l4"]
    assert len(player_of(done, "alice")["graveyard"]) == 0  # alice's library untouched
    assert done["state"]["battlefield"][0]["characteristics"]["power"] == 4
    assert done["state"]["battlefield"][0]["characteristics"]["toughness"] == 4


# --- today's wording "activate an ability of a creature source of the chosen type" (CR 106.6, 109.2c: a source in any
# zone, the same as "a creature or creature card") -----------------------------------------------------------------------


def test_109_2c_secluded_courtyard_creature_source_is_creature_or_creature_card() -> None:
    from tests.unit.test_s22_neob import PROBE_IDOL, PROBE_MONK, PROBE_NINJA, SECLUDED_COURTYARD
    yard = _fdn("Secluded Courtyard")
    assert yard["abilities"] == SECLUDED_COURTYARD["abilities"]
    game = state(battlefield=[{"id": "yard", "card": "Secluded Courtyard", "controller": "alice",
                               "chosen_creature_type": "Ninja"}],
                 alice={"hand": [{"id": "hn", "card": "Probe Ninja"}, {"id": "hm", "card": "Probe Monk"}]})
    tap = {"type": "tap_for_mana", "permanent": "yard", "ability": 2, "color": "U"}
    cycled = _run(game, [tap, {"type": "cycle", "card": "hn"}], yard, PROBE_NINJA, PROBE_MONK, PROBE_IDOL)
    assert _ids(player_of(cycled, "alice")["graveyard"]) == ["hn"]  # a Ninja creature card's ability, from the hand
    with pytest.raises(IllegalAction):
        _run(game, [tap, {"type": "cycle", "card": "hm"}], yard, PROBE_NINJA, PROBE_MONK, PROBE_IDOL)


# --- a step trigger of a card in its owner's graveyard: "Ferocious — At the beginning of combat on your turn, if you
# control a creature with power 4 or greater, you may pay {R}. If you do, return ~ from your graveyard to the
# battlefield." (CR 113.6k, 603.4, 603.5, 507.1) ----------------------------------------------------------------------


def test_113_6k_flamewake_phoenix_returns_from_the_graveyard_at_combat() -> None:
    phoenix = _fdn("Flamewake Phoenix")
    assert phoenix["abilities"][-1] == {
        "kind": "step_trigger", "step": "beginning_of_combat", "whose": "yours",
        "effect": {"kind": "return_self_from_graveyard", "to": "battlefield"}, "optional_cost": "{R}",
        "if_you_control": "creature:power>=4"}
    yard = [{"id": "ph", "card": "Flamewake Phoenix"}]
    game = state(alice={"graveyard": yard}, battlefield=[_on("brute", "Brute"), _on("m", "Mountain")])
    paid = _run(game, [{"type": "next_step"}, {"type": "tap_for_mana", "permanent": "m"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], phoenix, BRUTE, MOUNTAIN)
    assert "ph" in _ids(paid["state"]["battlefield"]) and not player_of(paid, "alice")["graveyard"]
    declined = _run(game, [{"type": "next_step"}, {"type": "resolve"}], phoenix, BRUTE, MOUNTAIN)
    assert _ids(player_of(declined, "alice")["graveyard"]) == ["ph"]
    # no creature with power 4 or greater, bob's turn, or the Phoenix on the battlefield: no trigger
    for quiet in (state(alice={"graveyard": yard}, battlefield=[_on("bear", "Bear")]),
                  state(active_player="bob", alice={"graveyard": yard}, battlefield=[_on("brute", "Brute")]),
                  state(battlefield=[_on("brute", "Brute"), _on("ph", "Flamewake Phoenix")])):
        done = _run(quiet, [{"type": "next_step"}], phoenix, BRUTE, BEAR)
        assert not done["state"]["stack"] and not events_of(done, "trigger_put_on_stack")


# --- "If target player has exactly 10 life, ~ deals 10 damage to that player." (CR 601.2c, 608.2c, 119.1) ------------


def test_608_2c_hidetsugus_second_rite_only_at_exactly_ten_life() -> None:
    rite = _fdn("Hidetsugu's Second Rite")
    assert rite["abilities"][0]["effect"] == {"kind": "damage", "amount": 10, "target": "player",
                                              "if_target_life_exactly": 10}
    for life, after in ((10, 0), (11, 11), (9, 9)):
        game = state(alice={"hand": [{"id": "r", "card": "Hidetsugu's Second Rite"}], "mana_pool": {"R": 1, "C": 3}},
                     bob={"life": life})
        done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], rite)
        assert player_of(done, "bob")["life"] == after
        assert bool(events_of(done, "condition_not_met")) == (life != 10)


# --- "{3}{G}: ~ becomes a Werewolf. Put two +1/+1 counters on it and you draw a card. Activate only once." (CR 205.1a,
# 613.1d, 611.2a, 602.5b) ----------------------------------------------------------------------------------------------


def test_205_1a_mild_mannered_librarian_becomes_a_werewolf() -> None:
    librarian = _fdn("Mild-Mannered Librarian")
    assert librarian["abilities"][0]["effect"] == {"kind": "becomes_creature", "types": [], "subtypes": ["Werewolf"],
                                                   "target": "self", "replaces_creature_types": True,
                                                   "duration": "indefinitely"}
    game = state(battlefield=[_on("lib", "Mild-Mannered Librarian")], alice={"mana_pool": {"G": 2, "C": 6}})
    activate = {"type": "activate", "permanent": "lib", "ability": 0}
    done = _run(game, [activate, {"type": "resolve"}], librarian)
    wolf = done["state"]["battlefield"][0]
    assert wolf["characteristics"]["subtypes"] == ["Werewolf"]  # no longer a Human (CR 205.1a)
    assert (wolf["characteristics"]["power"], wolf["characteristics"]["toughness"]) == (3, 3)  # 1/1 + two counters
    assert len(player_of(done, "alice")["hand"]) == 1
    assert "power" not in events_of(done, "became_creature")[0]
    with pytest.raises(IllegalAction):  # "Activate only once."
        _run(game, [activate, {"type": "resolve"}, activate], librarian)
