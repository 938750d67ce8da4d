"""Session 19, group m21 (docs/oracle-s19-m21.md): Core Set 2021 lines read by the s19-m21 grammar rules, each
checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts
from app.oracle.compose import read_composed
from app.oracle.reader import read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, ROCK, _not_read, _on  # the s18-m21 helpers, shared

# --- "Flip a coin. If you win the flip, <effect>." without a lost outcome (CR 705.1, 705.2) -----------------

SWINDLER = (
    "Tavern Swindler",
    "Creature — Human Rogue",
    "{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.",
    "{1}{B}",
    ("2", "2"),
)


def test_705_1_tavern_swindler_reads_as_a_coin_flip_with_only_a_won_outcome() -> None:
    assert read_full_definition(*SWINDLER)["abilities"] == [{
        "kind": "activated", "cost": "{T}", "other_costs": [{"kind": "pay_life", "amount": 3}],
        "effect": {"kind": "flip_coin", "won": {"kind": "gain_life", "amount": 6, "player": "you"}},
    }]
    both = read_composed("{1}: Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 2 life.",
                         is_spell=False).abilities
    assert both is not None and both[0]["effect"] == {
        "kind": "flip_coin", "won": {"kind": "draw", "amount": 1, "player": "you"},
        "lost": {"kind": "lose_life", "amount": 2, "player": "you"}}
    _not_read("{T}: Flip a coin. If you win the flip, you frob 6 life.")
    # an outcome that targets is no plain effect of a flip (rules/coin_flip.py): not read
    _not_read("{T}: Flip a coin. If you win the flip, destroy target creature.")


def test_705_1_swindler_gains_6_life_only_when_the_flip_is_won() -> None:
    swindler = read_full_definition(*SWINDLER)
    game = state(battlefield=[_on("ts", "Tavern Swindler")])
    for outcome, life in (("won", 23), ("lost", 17)):
        done = _run(game, [{"type": "activate", "permanent": "ts", "ability": 0},
                           {"type": "resolve", "choices": {"coin_flip": outcome}}], swindler)
        assert player_of(done, "alice")["life"] == life
        assert [e["outcome"] for e in events_of(done, "coin_flipped")] == [outcome]


# --- "Activate only if you have at least N life more than your starting life total and only as a sorcery." ----

SPEAKER = (
    "Speaker of the Heavens",
    "Creature — Human Cleric",
    "Vigilance, lifelink\n{T}: Create a 4/4 white Angel creature token with flying. Activate only if you have at "
    "least 7 life more than your starting life total and only as a sorcery.",
    "{W}",
    ("1", "1"),
)


def test_602_5b_speaker_of_the_heavens_reads_as_two_restrictions() -> None:
    ability = read_full_definition(*SPEAKER)["abilities"][0]
    assert ability["activate_only_if_life_above_starting"] == 7
    assert ability["activate_only"] == "sorcery"
    _not_read("{T}: Draw a card. Activate only if you have at least 7 life more than your frobbing life total.")


def test_103_4_speaker_needs_its_controller_at_starting_life_plus_7() -> None:
    speaker = read_full_definition(*SPEAKER)
    activate = [{"type": "activate", "permanent": "sp", "ability": 0}]
    for life, created in ((26, False), (27, True)):
        game = state(battlefield=[_on("sp", "Speaker of the Heavens")], alice={"life": life})
        if created:
            done = _run(game, [*activate, {"type": "resolve"}], speaker)
            assert len(done["state"]["battlefield"]) == 2
            assert done["state"]["battlefield"][1]["characteristics"]["power"] == 4
        else:
            with pytest.raises(IllegalAction) as refused:
                _run(game, activate, speaker)
            assert "CR 103.4" in refused.value.cites
    commander = state(battlefield=[_on("sp", "Speaker of the Heavens")], alice={"life": 46}, format="commander")
    with pytest.raises(IllegalAction):  # a Commander game's starting life is 40 (CR 903.7)
        _run(commander, activate, speaker)
    combat = state(battlefield=[_on("sp", "Speaker of the Heavens")], alice={"life": 30}, step="beginning_of_combat")
    with pytest.raises(IllegalAction):  # only as a sorcery (CR 602.5d)
        _run(combat, activate, speaker)


# --- "Target opponent loses 2 life for each creature card in their graveyard." (CR 404.1, 608.2h) -----------

LILIANA = (
    "Liliana, Death Mage",
    "Legendary Planeswalker — Liliana",
    "+1: Return up to one target creature card from your graveyard to your hand.\n−3: Destroy target creature. Its "
    "controller loses 2 life.\n−7: Target opponent loses 2 life for each creature card in their graveyard.",
    "{4}{B}{B}",
)


def _planeswalker(name: str, type_line: str, oracle: str, cost: str, loyalty: str = "5") -> dict[str, Any]:
    reading = read_card(CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=oracle, loyalty=loyalty))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def test_608_2h_liliana_death_mage_reads_as_a_loss_counted_in_the_targets_graveyard() -> None:
    assert _planeswalker(*LILIANA)["abilities"][2]["effect"] == {
        "kind": "lose_life", "amount": "times:2:target_graveyard_creature_cards", "player": "target_opponent"}
    assert read_composed("Target player loses 1 life for each card in their graveyard.", is_spell=True).abilities == [
        {"kind": "spell", "effect": {"kind": "lose_life", "amount": "target_graveyard_cards",
                                     "player": "target_player"}}]
    # "their" with no target player to name: not read
    _not_read("You lose 2 life for each creature card in their graveyard.", is_spell=True)
    _not_read("Target opponent loses 2 life for each creature card in their frobyard.", is_spell=True)


def test_404_1_liliana_counts_the_creature_cards_in_the_targeted_opponents_graveyard_only() -> None:
    liliana = _planeswalker(*LILIANA)
    graveyard = [{"id": f"g-{index}", "card": "Bear"} for index in range(3)] + [{"id": "rock", "card": "Rock"}]
    game = state(battlefield=[_on("lili", "Liliana, Death Mage", counters={"loyalty": 7})],
                 bob={"graveyard": graveyard}, alice={"graveyard": [{"id": "mine", "card": "Bear"}]})
    done = _run(game, [{"type": "activate", "permanent": "lili", "ability": 2, "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], liliana, BEAR, ROCK)
    assert player_of(done, "bob")["life"] == 14  # 2 x 3 creature cards; the artifact card and alice's don't count
    assert [e["amount"] for e in events_of(done, "life_lost")] == [6]


# --- "Whenever one or more +1/+1 counters are put on another non-Hydra creature you control" (CR 122.6) -------

SCOURGE = (
    "Wildwood Scourge",
    "Creature — Hydra",
    "Wildwood Scourge enters the battlefield with X +1/+1 counters on it.\nWhenever one or more +1/+1 counters are "
    "put on another non-Hydra creature you control, put a +1/+1 counter on Wildwood Scourge.",
    "{X}{G}",
    ("0", "0"),
)
GROW = {"name": "Grow", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 2, "target": "creature"}}]}
HYDRA = {"name": "Small Hydra", "types": ["Creature"], "subtypes": ["Hydra"], "power": 1, "toughness": 1}
GROWN_BEAR = {"name": "Grown Bear", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{0}",
              "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": 1}]}


def test_122_6_wildwood_scourge_reads_as_a_trigger_on_counters_put_by_anyone() -> None:
    ability = read_full_definition(*SCOURGE)["abilities"][-1]
    assert ability == {"kind": "triggered", "trigger": "counters_put_on", "counters_put": "+1/+1",
                       "counters_on": "creature:non-Hydra:you_control:other",
                       "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}
    _not_read("Whenever one or more +1/+1 counters are put on another non-Hydra frob you control, draw a card.")
    # only +1/+1 counters: other kinds are not read
    _not_read("Whenever one or more charge counters are put on a creature you control, draw a card.")


def _counters(result: dict[str, Any], object_id: str) -> dict[str, int]:
    found = next(p for p in result["state"]["battlefield"] if p["id"] == object_id)
    counters: dict[str, int] = found.get("counters") or {}
    return counters


def test_122_6_scourge_grows_when_anyone_puts_counters_on_another_non_hydra_creature_of_its_controller() -> None:
    scourge = read_full_definition(*SCOURGE)
    battlefield = [_on("ws", "Wildwood Scourge", counters={"+1/+1": 1}), _on("bear", "Bear"),
                   _on("hydra", "Small Hydra"), _on("theirs", "Bear", controller="bob")]

    def cast(target: str, caster: str = "alice", triggers: bool = False) -> dict[str, Any]:
        game = state(battlefield=battlefield, active_player=caster,
                     alice={"hand": [{"id": "grow", "card": "Grow"}]} if caster == "alice" else None,
                     bob={"hand": [{"id": "grow", "card": "Grow"}]} if caster == "bob" else None)
        actions = [{"type": "cast", "player": caster, "card": "grow", "choices": {"targets": [target]}},
                   {"type": "resolve"}] + ([{"type": "resolve"}] if triggers else [])
        return _run(game, actions, scourge, BEAR, HYDRA, GROW)

    assert _counters(cast("bear", triggers=True), "ws") == {"+1/+1": 2}  # two counters put at once: it triggers once
    assert _counters(cast("bear", caster="bob", triggers=True), "ws") == {"+1/+1": 2}  # whoever puts them
    assert _counters(cast("hydra"), "ws") == {"+1/+1": 1}  # a Hydra: no trigger
    assert _counters(cast("theirs"), "ws") == {"+1/+1": 1}  # an opponent's creature: no trigger
    assert _counters(cast("ws"), "ws") == {"+1/+1": 3}  # on itself: not another creature, no trigger


def test_122_6_a_creature_entering_with_counters_triggers_the_scourge() -> None:
    scourge = read_full_definition(*SCOURGE)
    game = state(battlefield=[_on("ws", "Wildwood Scourge", counters={"+1/+1": 1})],
                 alice={"hand": [{"id": "gb", "card": "Grown Bear"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "gb"}, {"type": "resolve"}, {"type": "resolve"}],
                scourge, GROWN_BEAR)
    assert _counters(done, "ws") == {"+1/+1": 2}


# --- "you may have ~ become a 3/3 Sphinx creature with flying in addition to its other types until end of turn." --

RIDDLEFORM = (
    "Riddleform",
    "Enchantment",
    "Whenever you cast a noncreature spell, you may have Riddleform become a 3/3 Sphinx creature with flying in "
    "addition to its other types until end of turn.\n{2}{U}: Scry 1.",
    "{1}{U}",
)
SHOCK = {"name": "Spark", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_205_1b_riddleform_reads_as_an_optional_becomes_creature_in_addition_to_its_types() -> None:
    ability = read_full_definition(*RIDDLEFORM)["abilities"][0]
    assert ability["optional"] is True
    assert ability["effect"] == {"kind": "becomes_creature", "power": 3, "toughness": 3, "types": ["Creature"],
                                 "subtypes": ["Sphinx"], "target": "self", "keywords": ["flying"]}
    assert read_composed("{1}: ~ becomes a 2/2 Golem creature in addition to its other types until end of turn.",
                         is_spell=False).abilities is not None
    _not_read("{1}: ~ becomes a 2/2 Golem creature in addition to its frob types until end of turn.")
    _not_read("You may have ~ become a 2/2 Golem creature in addition to its other types until end of turn.",
              is_spell=True)


def test_205_1b_riddleform_becomes_a_flying_3_3_enchantment_creature_until_end_of_turn_if_chosen() -> None:
    riddleform = read_full_definition(*RIDDLEFORM)
    game = state(battlefield=[_on("rf", "Riddleform")], alice={"hand": [{"id": "sp", "card": "Spark"}]})
    cast = [{"type": "cast", "player": "alice", "card": "sp"}]
    done = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], riddleform, SHOCK)
    found = next(p for p in done["state"]["battlefield"] if p["id"] == "rf")["characteristics"]
    assert (found["power"], found["toughness"]) == (3, 3)
    assert set(found["types"]) == {"Enchantment", "Creature"} and found["subtypes"] == ["Sphinx"]
    assert found["keywords"] == ["flying"]
    declined = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}], riddleform, SHOCK)
    assert next(p for p in declined["state"]["battlefield"] if p["id"] == "rf")["characteristics"]["types"] == [
        "Enchantment"]
    ended = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}, {"type": "resolve"},
                        {"type": "next_turn"}], riddleform, SHOCK)
    assert next(p for p in ended["state"]["battlefield"] if p["id"] == "rf")["characteristics"]["types"] == [
        "Enchantment"]


# --- "Scry 3, then reveal the top card of your library. If it's a creature or land card, draw a card." ----------

TRACK_DOWN = ("Track Down", "Sorcery", "Scry 3, then reveal the top card of your library. If it's a creature or land "
              "card, draw a card.", "{1}{G}")


def test_701_20a_track_down_reads_as_scry_then_reveal_top_then_draw() -> None:
    assert [a["effect"] for a in read_full_definition(*TRACK_DOWN)["abilities"]] == [
        {"kind": "scry", "amount": 3}, {"kind": "reveal_top_then_draw", "quality": ["creature", "land"]}]
    _not_read("Scry 3, then reveal the top card of your library. If it's a creature or frob card, draw a card.",
              is_spell=True)


def test_121_1_track_down_draws_only_when_the_revealed_top_card_is_a_creature_or_land() -> None:
    track = read_full_definition(*TRACK_DOWN)
    for top, drawn in (("Bear", True), ("Rock", False)):
        library = [{"id": "top", "card": top}, {"id": "next", "card": "Rock"}, {"id": "n2", "card": "Rock"},
                   {"id": "n3", "card": "Rock"}]
        game = state(alice={"hand": [{"id": "td", "card": "Track Down"}], "library": library, "mana_pool": {"G": 2}})
        done = _run(game, [{"type": "cast", "player": "alice", "card": "td"},
                           {"type": "resolve"}], track, BEAR, ROCK)
        alice = player_of(done, "alice")
        assert [c["id"] for c in alice["hand"]] == (["top"] if drawn else [])
        assert [e["card_id"] for e in events_of(done, "card_revealed")] == ["top"]
