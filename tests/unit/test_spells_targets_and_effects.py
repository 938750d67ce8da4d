"""Instants, sorceries and abilities of Fourth Edition, read from their Oracle text by the reader
and played by the engine: the target-spec filter grammar (CR 115.1, 115.2), several targets
(601.2c, 115.3), divided damage (601.2d), references back to a target as it last existed
(608.2h), mana from spells (605.5b, 106.4), choices made as an effect resolves (608.2d)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.engine.target_grammar import TargetSpecError, parse_target_spec
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.fx_cards import FX_CATALOG
from tests.unit.test_fx_targets import board

# Oracle text as Scryfall prints it today (Fourth Edition cards).
ORACLE: dict[str, tuple[str, str, str]] = {
    "Swords to Plowshares": ("{W}", "Instant", "Exile target creature. Its controller gains life equal to its power."),
    "Terror": ("{1}{B}", "Instant", "Destroy target nonartifact, nonblack creature. It can't be regenerated."),
    "Tunnel": ("{R}", "Instant", "Destroy target Wall. It can't be regenerated."),
    "Crumble": ("{G}", "Instant", "Destroy target artifact. It can't be regenerated. That artifact's controller "
                                  "gains life equal to its mana value."),
    "Dark Ritual": ("{B}", "Instant", "Add {B}{B}{B}."),
    "Energy Tap": ("{U}", "Sorcery", "Tap target untapped creature you control. If you do, add an amount of {C} "
                                     "equal to that creature's mana value."),
    "Raise Dead": ("{B}", "Sorcery", "Return target creature card from your graveyard to your hand."),
    "Hurkyl's Recall": ("{1}{U}", "Instant", "Return all artifacts target player owns to their hand."),
    "Mana Short": ("{2}{U}", "Instant", "Tap all lands target player controls and that player loses all unspent "
                                        "mana."),
    "Twiddle": ("{U}", "Instant", "You may tap or untap target artifact, creature, or land."),
    "Ashes to Ashes": ("{1}{B}{B}", "Sorcery", "Exile two target nonartifact creatures. Ashes to Ashes deals 5 "
                                               "damage to you."),
    "Word of Binding": ("{X}{B}{B}", "Sorcery", "Tap X target creatures."),
    "Winter Blast": ("{X}{G}", "Sorcery", "Tap X target creatures. Winter Blast deals 2 damage to each of those "
                                          "creatures with flying."),
    "Detonate": ("{X}{R}", "Sorcery", "Destroy target artifact with mana value X. It can't be regenerated. "
                                      "Detonate deals X damage to that artifact's controller."),
    "Spell Blast": ("{X}{U}", "Instant", "Counter target spell with mana value X. (For example, if that spell's "
                                         "mana cost is {3}{U}{U}, X is 5.)"),
    "Pyrotechnics": ("{4}{R}", "Sorcery", "Pyrotechnics deals 4 damage divided as you choose among any number of "
                                          "targets."),
    "Fireball": ("{X}{R}", "Sorcery", "This spell costs {1} more to cast for each target beyond the first.\n"
                                      "Fireball deals X damage divided evenly, rounded down, among any number of "
                                      "targets."),
    "Royal Assassin": ("{1}{B}{B}", "Creature — Human Assassin", "{T}: Destroy target tapped creature."),
    "Orcish Artillery": ("{1}{R}{R}", "Creature — Orc Warrior", "{T}: This creature deals 2 damage to any target and "
                                                                "3 damage to you."),
    "Psionic Entity": ("{4}{U}", "Creature — Illusion", "{T}: This creature deals 2 damage to any target and 3 "
                                                        "damage to itself."),
    "Ali Baba": ("{R}", "Creature — Human Rogue", "{R}: Tap target Wall."),
    "Hurr Jackal": ("{R}", "Creature — Jackal", "{T}: Target creature can't be regenerated this turn."),
    "Volcanic Eruption": ("{X}{U}{U}{U}", "Sorcery", "Destroy X target Mountains. Volcanic Eruption deals damage to "
                                                     "each creature and each player equal to the number of Mountains "
                                                     "put into a graveyard this way."),
    "Blood Lust": ("{1}{R}", "Instant", "If target creature has toughness 5 or greater, it gets +4/-4 until end of "
                                       "turn. Otherwise, it gets +4/-X until end of turn, where X is its toughness "
                                       "minus 1."),
    "The Hive": ("{5}", "Artifact", "{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying "
                                    "named Wasp. (It can't be blocked except by creatures with flying or reach.)"),
    "Drain Life": ("{X}{1}{B}", "Sorcery", "Spend only black mana on X.\nDrain Life deals X damage to any target. You "
                                          "gain life equal to the damage dealt, but not more life than the player's "
                                          "life total before the damage was dealt, the planeswalker's loyalty before "
                                          "the damage was dealt, or the creature's toughness."),
    "Simulacrum": ("{1}{B}", "Instant", "You gain life equal to the damage dealt to you this turn. Simulacrum deals "
                                       "damage to target creature you control equal to the damage dealt to you this "
                                       "turn."),
    "Disintegrate": ("{X}{R}", "Sorcery", "Disintegrate deals X damage to any target. If it's a creature, it can't be "
                                          "regenerated this turn, and if it would die this turn, exile it instead."),
}
STATS = {"Royal Assassin": ("1", "1"), "Orcish Artillery": ("1", "3"), "Psionic Entity": ("2", "2"),
         "Ali Baba": ("1", "1"), "Hurr Jackal": ("1", "1")}
EXTRA = {
    "River Boa": {"name": "River Boa", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Snake"],
                  "power": 2, "toughness": 1,
                  "abilities": [{"kind": "activated", "cost": "{G}", "effect": {"kind": "regenerate"}}]},
    "Mesa Pegasus": {"name": "Mesa Pegasus", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Pegasus"],
                     "power": 1, "toughness": 1, "keywords": ["flying"]},
    "Ornithopter": {"name": "Ornithopter", "mana_cost": "{0}", "types": ["Artifact", "Creature"],
                    "subtypes": ["Thopter"], "power": 0, "toughness": 2, "keywords": ["flying"]},
    "Jayemdae Tome": {"name": "Jayemdae Tome", "mana_cost": "{4}", "types": ["Artifact"]},
    "Mountain": {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]},
    "Darksteel Citadel": {"name": "Darksteel Citadel", "types": ["Artifact", "Land"], "keywords": ["indestructible"],
                          "subtypes": ["Mountain"]},
}


def _read(name: str) -> CardDefinition:
    cost, type_line, text = ORACLE[name]
    power, toughness = STATS.get(name, (None, None))
    reading = read_card(CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=text, power=power,
                                  toughness=toughness))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return CardDefinition.model_validate(reading.definition)


CATALOG = {**FX_CATALOG, **{name: _read(name) for name in ORACLE},
           **{name: CardDefinition.model_validate(card) for name, card in EXTRA.items()}}


def play(game_state: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game_state, actions, CATALOG).model_dump(mode="json")


def cast(card: str, *targets: str, x: int | None = None, **choices: Any) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "cast", "card": card, "choices": {"targets": list(targets), **choices}}
    if x is not None:
        action["x"] = x
    return action


def hand(*cards: tuple[str, str], pool: dict[str, int] | None = None, **more: Any) -> dict[str, Any]:
    return {"hand": [{"id": card_id, "card": name} for card_id, name in cards], "mana_pool": pool or {}, **more}


def refusal(game_state: dict[str, Any], actions: list[dict[str, Any]]) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        play(game_state, actions)
    return caught.value


# --- the grammar ------------------------------------------------------------------------------


def test_115_1_filter_grammar_reads_qualifiers_and_refuses_unknown_ones() -> None:
    spec = parse_target_spec("creature:nonartifact:nonblack:power<=2:you_control")
    assert spec.types == ("creature",) and spec.without_types == ("artifact",) and spec.without_colors == ("black",)
    assert spec.words() == "a nonartifact nonblack creature with power 2 or less you control"
    assert parse_target_spec("all:artifact:target_player_owns").targets_player
    assert not parse_target_spec("it:with_flying").targets
    for bad in ("creature:sparkly", "wizard", "creature:with_sparkles", "permanent:target_player_owns",
                "card_in_your_graveyard:tapped"):
        with pytest.raises(TargetSpecError):
            parse_target_spec(bad)


def test_115_1_an_inline_definition_with_an_unknown_spec_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown qualifier"):
        CardDefinition.model_validate({"name": "X", "types": ["Instant"], "abilities": [
            {"kind": "spell", "effect": {"kind": "destroy", "target": "creature:sparkly"}}]})
    with pytest.raises(ValueError, match="acts on permanents only"):
        CardDefinition.model_validate({"name": "X", "types": ["Instant"], "abilities": [
            {"kind": "spell", "effect": {"kind": "destroy", "target": "card_in_your_graveyard:creature"}}]})


FILTERED = {
    "creature:tapped": {"att"},
    "permanent:black": {"blk"},
    "permanent:Knight": {"blk"},
    "creature:nonartifact:nonblack": {"att"},
    "creature_or_land": {"att", "blk", "myr", "f"},
    "artifact:mana_value=1": {"ring"},
    "creature:power>=2": {"att", "blk"},
    "creature:you_control": {"att"},
    "permanent:opponent_controls:nonland": {"blk", "myr", "ring", "pac", "pw"},
    "creature:attacking_or_blocking": {"att", "blk"},
    "creature:without_indestructible": {"att", "blk"},
    "creature:enchanted": set(),
    "permanent:not_enchanted:opponent_controls": {"blk", "myr", "ring", "pac", "f", "pw"},
}


@pytest.mark.parametrize("spec", sorted(FILTERED))
def test_115_1_each_filtered_spec_accepts_exactly_what_it_names(spec: str) -> None:
    accepted = set()
    for target in ["alice", "bob", "att", "blk", "myr", "ring", "pac", "f", "pw"]:
        try:
            play(board({"kind": "untap", "target": spec}), [cast("x", target)])
        except IllegalAction as refused:
            assert refused.title == "Illegal target" and "CR 115.1" in refused.cites
            continue
        accepted.add(target)
    assert accepted == FILTERED[spec]


# --- referring back: Swords to Plowshares, Crumble, Detonate (CR 608.2h) ------------------------


def test_608_2h_swords_to_plowshares_controller_gains_life_equal_to_its_last_power() -> None:
    game = state(alice=hand(("s", "Swords to Plowshares"), ("g", "Giant Growth"), pool={"W": 1, "G": 1}),
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}])
    # Giant Growth first (+3/+3): the creature is 5/5 as it is exiled, so bob gains 5
    result = play(game, [cast("g", "bear"), {"type": "resolve"}, cast("s", "bear"), {"type": "resolve"}])
    assert result["state"]["battlefield"] == [] and player_of(result, "bob")["exile"][0]["id"] == "bear"
    gained = events_of(result, "life_gained")
    assert gained[0]["player"] == "bob" and gained[0]["amount"] == 5 and player_of(result, "bob")["life"] == 25


def test_701_19c_crumble_ignores_regeneration_and_gives_life_equal_to_mana_value() -> None:
    game = state(alice=hand(("c", "Crumble"), pool={"G": 1}),
                 battlefield=[{"id": "tome", "card": "Jayemdae Tome", "controller": "bob"}])
    result = play(game, [cast("c", "tome"), {"type": "resolve"}])
    assert player_of(result, "bob")["graveyard"][0]["id"] == "tome" and player_of(result, "bob")["life"] == 24


def test_701_19c_terror_destroys_a_creature_with_a_regeneration_shield() -> None:
    game = state(alice=hand(("t", "Terror"), pool={"B": 2}),
                 bob={"mana_pool": {"G": 1}},
                 battlefield=[{"id": "sk", "card": "River Boa", "controller": "bob"},
                              {"id": "myr", "card": "Darksteel Myr", "controller": "bob"}])
    result = play(game, [{"type": "activate", "permanent": "sk", "player": "bob"}, {"type": "resolve"},
                         cast("t", "sk"), {"type": "resolve"}])
    assert player_of(result, "bob")["graveyard"][0]["id"] == "sk"
    assert "nonartifact" in refusal(game, [cast("t", "myr")]).detail


def test_107_3_detonate_needs_mana_value_x_and_damages_that_artifacts_controller() -> None:
    game = state(alice=hand(("d", "Detonate"), pool={"R": 1, "C": 4}),
                 battlefield=[{"id": "tome", "card": "Jayemdae Tome", "controller": "bob"}])
    result = play(game, [cast("d", "tome", x=4), {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 16 and player_of(result, "bob")["graveyard"][0]["id"] == "tome"
    assert "mana value X (X is 3)" in refusal(game, [cast("d", "tome", x=3)]).detail


# --- mana from spells (CR 605.5b, 106.4) ------------------------------------------------------


def test_605_5b_dark_ritual_uses_the_stack_then_adds_bbb() -> None:
    game = state(alice=hand(("r", "Dark Ritual"), pool={"B": 1}))
    cast_only = play(game, [cast("r")])
    assert cast_only["state"]["stack"][0]["id"] == "r" and player_of(cast_only, "alice")["mana_pool"]["B"] == 0
    result = play(game, [cast("r"), {"type": "resolve"}])
    assert player_of(result, "alice")["mana_pool"]["B"] == 3
    assert events_of(result, "mana_added_by_effect")[0]["cites"][-2:] == ["CR 106.4", "CR 605.5b"]


def test_608_2h_energy_tap_adds_colorless_equal_to_the_tapped_creatures_mana_value() -> None:
    game = state(alice=hand(("e", "Energy Tap"), pool={"U": 1}),
                 battlefield=[{"id": "bk", "card": "Black Knight", "controller": "alice"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "bob"}])
    result = play(game, [cast("e", "bk"), {"type": "resolve"}])
    assert permanent(result, "bk")["tapped"] and player_of(result, "alice")["mana_pool"]["C"] == 2
    assert "you control" in refusal(game, [cast("e", "bear")]).detail


def test_106_4_mana_short_taps_that_players_lands_and_empties_their_pool() -> None:
    game = state(alice=hand(("m", "Mana Short"), pool={"U": 1, "C": 2}), bob={"mana_pool": {"G": 2}},
                 battlefield=[{"id": "f1", "card": "Forest", "controller": "bob"},
                              {"id": "f2", "card": "Forest", "controller": "alice"}])
    result = play(game, [cast("m", "bob"), {"type": "resolve"}])
    assert permanent(result, "f1")["tapped"] and not permanent(result, "f2")["tapped"]
    assert player_of(result, "bob")["mana_pool"]["G"] == 0 and events_of(result, "mana_lost")[0]["mana"] == "{G}{G}"


# --- zones and groups of a target player (CR 115.2, 400.3) -------------------------------------


def test_115_2_raise_dead_returns_a_creature_card_from_your_graveyard() -> None:
    game = state(alice=hand(("r", "Raise Dead"), pool={"B": 1},
                            graveyard=[{"id": "gy-bear", "card": "Grizzly Bears"}, {"id": "gy-f", "card": "Forest"}]),
                 bob={"graveyard": [{"id": "bob-bear", "card": "Grizzly Bears"}]})
    result = play(game, [cast("r", "gy-bear"), {"type": "resolve"}])
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["gy-bear"]
    assert "CR 115.2" in events_of(result, "zone_change")[0]["cites"]
    assert "bob's graveyard" in refusal(game, [cast("r", "bob-bear")]).detail
    assert "not a creature card" in refusal(game, [cast("r", "gy-f")]).detail


def test_400_3_hurkyls_recall_returns_the_artifacts_target_player_owns() -> None:
    game = state(alice=hand(("h", "Hurkyl's Recall"), pool={"U": 2}),
                 battlefield=[{"id": "t1", "card": "Jayemdae Tome", "controller": "bob"},
                              {"id": "t2", "card": "Jayemdae Tome", "controller": "alice", "owner": "bob"},
                              {"id": "t3", "card": "Jayemdae Tome", "controller": "alice"}])
    result = play(game, [cast("h", "bob"), {"type": "resolve"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["t3"]
    assert {card["id"] for card in player_of(result, "bob")["hand"]} == {"t1", "t2"}


# --- choices as it resolves (CR 608.2d) ----------------------------------------------------------


@pytest.mark.parametrize(("choice", "tapped"), [("tap", True), ("untap", False), ("neither", False)])
def test_608_2d_twiddle_taps_or_untaps_as_chosen(choice: str, tapped: bool) -> None:
    game = state(alice=hand(("t", "Twiddle"), pool={"U": 1}),
                 battlefield=[{"id": "f", "card": "Forest", "controller": "bob", "tapped": choice == "untap"}])
    result = play(game, [cast("t", "f"), {"type": "resolve", "choices": {"tap_or_untap": choice}}])
    assert permanent(result, "f")["tapped"] is tapped


def test_608_2d_twiddle_without_the_choice_is_refused() -> None:
    game = state(alice=hand(("t", "Twiddle"), pool={"U": 1}), battlefield=[{"id": "f", "card": "Forest"}])
    assert "tap_or_untap" in refusal(game, [cast("t", "f"), {"type": "resolve"}]).detail


# --- several targets (CR 601.2c, 115.3) ------------------------------------------------------------


def test_115_3_ashes_to_ashes_takes_two_different_targets_and_deals_5_to_you() -> None:
    game = state(alice=hand(("a", "Ashes to Ashes"), pool={"B": 3}),
                 battlefield=[{"id": "b1", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "b2", "card": "Black Knight", "controller": "bob"}])
    result = play(game, [cast("a", "b1", "b2"), {"type": "resolve"}])
    assert result["state"]["battlefield"] == [] and player_of(result, "alice")["life"] == 15
    assert "CR 115.3" in refusal(game, [cast("a", "b1", "b1")]).cites
    assert "takes 2 target(s)" in refusal(game, [cast("a", "b1")]).detail


def test_601_2c_word_of_binding_taps_x_targets_and_x_0_targets_nothing() -> None:
    game = state(alice=hand(("w", "Word of Binding"), pool={"B": 4}),
                 battlefield=[{"id": "b1", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "b2", "card": "Black Knight", "controller": "bob"}])
    result = play(game, [cast("w", "b1", "b2", x=2), {"type": "resolve"}])
    assert permanent(result, "b1")["tapped"] and permanent(result, "b2")["tapped"]
    nothing = play(game, [cast("w", x=0), {"type": "resolve"}])
    assert not events_of(nothing, "spell_fizzled") and events_of(nothing, "spell_resolved")
    assert "takes 2 target(s)" in refusal(game, [cast("w", "b1", x=2)]).detail


def test_608_2c_winter_blast_damages_those_of_its_targets_with_flying() -> None:
    game = state(alice=hand(("w", "Winter Blast"), pool={"G": 1, "C": 2}),
                 battlefield=[{"id": "peg", "card": "Mesa Pegasus", "controller": "bob"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "orn", "card": "Ornithopter", "controller": "bob"}])
    result = play(game, [cast("w", "peg", "bear", x=2), {"type": "resolve"}])
    assert [e["to"] for e in events_of(result, "damage_dealt")] == ["peg"]  # not the untargeted Ornithopter
    assert permanent(result, "bear")["tapped"] and not permanent(result, "orn")["tapped"]


# --- divided damage (CR 601.2d) ----------------------------------------------------------------


def test_601_2d_pyrotechnics_divides_as_announced_and_keeps_an_illegal_targets_share_back() -> None:
    game = state(alice=hand(("p", "Pyrotechnics"), ("u", "Unsummon"), pool={"R": 1, "C": 4, "U": 1}),
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "bk", "card": "Black Knight", "controller": "bob"}])
    result = play(game, [cast("p", "bear", "bob", division=[2, 2]), {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 18 and player_of(result, "bob")["graveyard"][0]["id"] == "bear"
    assert events_of(result, "damage_divided")[0]["division"] == {"bear": 2, "bob": 2}
    bounced = play(game, [cast("p", "bear", "bob", division=[3, 1]), cast("u", "bear"), {"type": "resolve"},
                          {"type": "resolve"}])
    assert player_of(bounced, "bob")["life"] == 19  # the bear's 3 are not dealt to bob (CR 608.2b)
    for wrong in ([2, 1], [1, 1, 2], [4]):
        assert "CR 601.2d" in refusal(game, [cast("p", "bear", "bob", division=wrong)]).cites
    assert "CR 601.2d" in refusal(game, [cast("u", "bear", division=[1])]).cites  # nothing to divide


def test_601_2f_fireball_costs_1_more_per_extra_target_and_divides_evenly_rounded_down() -> None:
    game = state(alice=hand(("f", "Fireball"), pool={"R": 1, "C": 7}),
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "bk", "card": "Black Knight", "controller": "bob"}])
    # X = 5 among three targets: {5}{R} + {2} = 8 mana; 5 // 3 = 1 damage each
    result = play(game, [cast("f", "bear", "bk", "bob", x=5), {"type": "resolve"}])
    assert player_of(result, "alice")["mana_pool"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}
    assert [(e["to"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("bear", 1), ("bk", 1), ("bob", 1)]
    assert refusal(game, [cast("f", "bear", "bk", "bob", x=6)]).title == "Cost can't be paid"
    assert play(game, [cast("f", "bob", x=7), {"type": "resolve"}])["state"]["players"][1]["life"] == 13


def test_701_6_spell_blast_counters_only_a_spell_with_mana_value_x() -> None:
    game = state(alice=hand(("b", "Spell Blast"), pool={"U": 1, "C": 2}),
                 bob=hand(("bolt", "Lightning Bolt"), pool={"R": 1}))
    cast_bolt = {"type": "cast", "card": "bolt", "player": "bob", "choices": {"targets": ["alice"]}}
    result = play(game, [cast_bolt, cast("b", "bolt", x=1), {"type": "resolve"}])
    assert events_of(result, "spell_countered")[0]["countered"] == "bolt"
    assert "mana value X (X is 2)" in refusal(game, [cast_bolt, cast("b", "bolt", x=2)]).detail


# --- abilities of permanents with the same templates ---------------------------------------------


def test_608_2c_orcish_artillery_and_psionic_entity_deal_damage_then_to_you_or_itself() -> None:
    game = state(battlefield=[{"id": "art", "card": "Orcish Artillery", "controller": "alice"},
                              {"id": "ent", "card": "Psionic Entity", "controller": "alice"}])
    result = play(game, [{"type": "activate", "permanent": "art", "choices": {"targets": ["bob"]}},
                         {"type": "resolve"},
                         {"type": "activate", "permanent": "ent", "choices": {"targets": ["bob"]}},
                         {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 16 and player_of(result, "alice")["life"] == 17
    assert player_of(result, "alice")["graveyard"][0]["id"] == "ent"  # 3 damage to a 2/2 itself


def test_115_1_royal_assassin_and_ali_baba_name_tapped_creatures_and_walls() -> None:
    game = state(alice={"mana_pool": {"R": 1}},
                 battlefield=[{"id": "ra", "card": "Royal Assassin", "controller": "alice"},
                              {"id": "ali", "card": "Ali Baba", "controller": "alice"},
                              {"id": "tapped", "card": "Grizzly Bears", "controller": "bob", "tapped": True},
                              {"id": "untapped", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "wall", "card": "Wall of Stone", "controller": "bob"}])
    result = play(game, [{"type": "activate", "permanent": "ra", "choices": {"targets": ["tapped"]}},
                         {"type": "resolve"},
                         {"type": "activate", "permanent": "ali", "choices": {"targets": ["wall"]}},
                         {"type": "resolve"}])
    assert player_of(result, "bob")["graveyard"][0]["id"] == "tapped" and permanent(result, "wall")["tapped"]
    assert "tapped creature" in refusal(game, [{"type": "activate", "permanent": "ra",
                                                "choices": {"targets": ["untapped"]}}]).detail
    assert "Wall" in refusal(game, [{"type": "activate", "permanent": "ali",
                                     "choices": {"targets": ["untapped"]}}]).detail


# --- can't be regenerated this turn; exiled instead of dying (CR 701.19c, 614.1a) --------------


def test_701_19c_hurr_jackal_makes_a_regeneration_shield_useless_this_turn() -> None:
    game = state(alice=hand(("bolt", "Lightning Bolt"), pool={"R": 1}), bob={"mana_pool": {"G": 1}},
                 battlefield=[{"id": "hj", "card": "Hurr Jackal", "controller": "alice"},
                              {"id": "boa", "card": "River Boa", "controller": "bob"}])
    shielded = [{"type": "activate", "permanent": "boa", "player": "bob"}, {"type": "resolve"}]
    saved = play(game, [*shielded, cast("bolt", "boa"), {"type": "resolve"}])
    assert events_of(saved, "regenerated") and permanent(saved, "boa")
    result = play(game, [*shielded, {"type": "activate", "permanent": "hj", "choices": {"targets": ["boa"]}},
                         {"type": "resolve"}, cast("bolt", "boa"), {"type": "resolve"}])
    assert not events_of(result, "regenerated") and player_of(result, "bob")["graveyard"][0]["id"] == "boa"
    assert events_of(result, "cant_be_regenerated")[0]["cites"][-1] == "CR 701.19c"


def test_514_2_cant_be_regenerated_ends_in_the_cleanup_step() -> None:
    game = state(battlefield=[{"id": "hj", "card": "Hurr Jackal", "controller": "alice"},
                              {"id": "boa", "card": "River Boa", "controller": "bob"}])
    marked = play(game, [{"type": "activate", "permanent": "hj", "choices": {"targets": ["boa"]}}, {"type": "resolve"}])
    assert permanent(marked, "boa")["cant_be_regenerated"] is True
    later = play(game, [{"type": "activate", "permanent": "hj", "choices": {"targets": ["boa"]}}, {"type": "resolve"},
                        {"type": "next_turn"}])
    assert "cant_be_regenerated" not in permanent(later, "boa")


def test_614_1a_disintegrate_exiles_the_creature_it_kills_and_ignores_regeneration() -> None:
    game = state(alice=hand(("d", "Disintegrate"), pool={"R": 1, "C": 2}), bob={"mana_pool": {"G": 1}},
                 battlefield=[{"id": "boa", "card": "River Boa", "controller": "bob"}])
    result = play(game, [{"type": "activate", "permanent": "boa", "player": "bob"}, {"type": "resolve"},
                         cast("d", "boa", x=2), {"type": "resolve"}])
    assert player_of(result, "bob")["exile"][0]["id"] == "boa" and not player_of(result, "bob")["graveyard"]
    moved = next(e for e in events_of(result, "zone_change") if e.get("permanent") == "boa")
    assert moved["to"] == "exile" and "CR 614.1a" in moved["cites"]
    to_player = play(game, [cast("d", "bob", x=2), {"type": "resolve"}])
    assert player_of(to_player, "bob")["life"] == 18 and not events_of(to_player, "cant_be_regenerated")


# --- Volcanic Eruption, Blood Lust ---------------------------------------------------------------


def test_608_2c_volcanic_eruption_deals_damage_equal_to_the_mountains_it_put_into_a_graveyard() -> None:
    # Two target Mountains, one of them indestructible: one goes to the graveyard, so 1 damage each
    game = state(alice=hand(("v", "Volcanic Eruption"), pool={"U": 3, "C": 2}),
                 battlefield=[{"id": "m1", "card": "Mountain", "controller": "bob"},
                              {"id": "m2", "card": "Darksteel Citadel", "controller": "bob"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "alice"}])
    result = play(game, [cast("v", "m1", "m2", x=2), {"type": "resolve"}])
    assert [e["to"] for e in events_of(result, "damage_dealt")] == ["bear", "alice", "bob"]
    assert {e["amount"] for e in events_of(result, "damage_dealt")} == {1}
    assert player_of(result, "alice")["life"] == 19 and permanent(result, "m2")
    assert "Mountain" in refusal(game, [cast("v", "bear", "m1", x=2)]).detail


@pytest.mark.parametrize(("creature", "change"), [("Wall of Stone", -4), ("Grizzly Bears", -1)])
def test_608_2h_blood_lust_lowers_toughness_by_4_but_not_below_1(creature: str, change: int) -> None:
    game = state(alice=hand(("b", "Blood Lust"), pool={"R": 1, "C": 1}),
                 battlefield=[{"id": "c", "card": creature, "controller": "bob"}])
    result = play(game, [cast("b", "c"), {"type": "resolve"}])
    assert events_of(result, "pumped")[0]["toughness"] == change
    assert permanent(result, "c")["characteristics"]["toughness"] == {"Wall of Stone": 4, "Grizzly Bears": 1}[creature]
    assert permanent(result, "c")["characteristics"]["power"] == {"Wall of Stone": 4, "Grizzly Bears": 6}[creature]


def test_111_4_the_hive_creates_a_wasp_token() -> None:
    game = state(alice={"mana_pool": {"C": 5}}, battlefield=[{"id": "hive", "card": "The Hive", "controller": "alice"}])
    result = play(game, [{"type": "activate", "permanent": "hive"}, {"type": "resolve"}])
    wasp = result["state"]["battlefield"][1]
    assert wasp["is_token"] and wasp["characteristics"]["name"] == "Wasp"
    assert wasp["characteristics"]["types"] == ["Artifact", "Creature"] and wasp["characteristics"]["colors"] == []
    assert wasp["characteristics"]["keywords"] == ["flying"] and wasp["characteristics"]["subtypes"] == ["Insect"]


def test_601_2h_drain_life_x_is_paid_with_black_mana_only() -> None:
    game = state(alice=hand(("d", "Drain Life"), pool={"B": 2, "C": 3}))
    assert refusal(game, [cast("d", "bob", x=3)]).title == "Cost can't be paid"  # {3} of X in {C}: not allowed
    paid = play(state(alice=hand(("d", "Drain Life"), pool={"B": 4, "C": 1})), [cast("d", "bob", x=3)])
    assert events_of(paid, "mana_paid")[0]["cost"] == "{1}{B}{B}{B}{B}"
    assert paid["state"]["stack"][0]["characteristics"]["mana_value"] == 5  # X is 3 on the stack (CR 107.3)


@pytest.mark.parametrize(("target", "gained"), [("bob", 3), ("bear", 2), ("low", 1)])
def test_119_3_drain_life_gains_the_damage_dealt_up_to_toughness_or_life(target: str, gained: int) -> None:
    game = state(alice=hand(("d", "Drain Life"), pool={"B": 4, "C": 1}), players=[
        {"id": "alice", "hand": [{"id": "d", "card": "Drain Life"}], "mana_pool": {"B": 4, "C": 1}},
        {"id": "bob"}, {"id": "low", "life": 1}],
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}])
    result = play(game, [cast("d", target, x=3), {"type": "resolve"}])
    assert player_of(result, "alice")["life"] == 20 + gained


def test_107_1b_swords_to_plowshares_on_a_creature_with_negative_power_gives_no_life() -> None:
    shrink = {"name": "Shrink", "mana_cost": "{B}", "types": ["Instant"], "abilities": [
        {"kind": "spell", "effect": {"kind": "pump", "power": -3, "toughness": 0, "target": "creature"}}]}
    game = state(alice={"hand": [{"id": "s", "card": "Swords to Plowshares"}, {"id": "k", "card": shrink}],
                        "mana_pool": {"W": 1, "B": 1}},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}])
    result = play(game, [cast("k", "bear"), {"type": "resolve"}, cast("s", "bear"), {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 20 and player_of(result, "bob")["exile"][0]["id"] == "bear"


def test_303_4_an_enchanted_permanent_is_not_a_permanent_that_isnt_enchanted() -> None:
    bounce = {"name": "Bounce", "mana_cost": "{U}", "types": ["Instant"], "abilities": [
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "permanent:not_enchanted"}}]}
    game = state(alice={"hand": [{"id": "b", "card": bounce}], "mana_pool": {"U": 1}},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "pac", "card": "Pacifism", "controller": "alice", "attached_to": "bear"}])
    assert "a permanent that isn't enchanted" in refusal(game, [cast("b", "bear")]).detail
    assert play(game, [cast("b", "pac"), {"type": "resolve"}])["state"]["players"][0]["hand"][0]["id"] == "pac"


def test_601_2c_legal_actions_lists_spells_with_several_targets_ready_to_post() -> None:
    game = state(alice=hand(("a", "Ashes to Ashes"), ("w", "Word of Binding"), pool={"B": 5}),
                 battlefield=[{"id": "b1", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "b2", "card": "Black Knight", "controller": "bob"}])
    listed = play(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    casts = {entry["action"]["card"]: entry for entry in listed if entry["action"]["type"] == "cast"}
    assert casts["a"]["action"]["choices"]["targets"] == ["b1", "b2"] and casts["a"]["options"]["targets"] == ["b1", "b2"]
    assert casts["w"]["options"]["x"] == {"min": 0, "max": 2} and casts["w"]["action"]["x"] == 2
    for entry in casts.values():  # each listed action is accepted as it stands
        assert play(game, [entry["action"], {"type": "resolve"}])["events"]


def test_120_3a_simulacrum_gains_the_damage_dealt_to_you_this_turn_and_deals_it_to_your_creature() -> None:
    game = state(alice=hand(("s", "Simulacrum"), pool={"B": 1, "C": 1}), bob=hand(("bolt", "Lightning Bolt"),
                                                                                  pool={"R": 1}),
                 battlefield=[{"id": "bk", "card": "Black Knight", "controller": "alice"}])
    bolt = {"type": "cast", "card": "bolt", "player": "bob", "choices": {"targets": ["alice"]}}
    result = play(game, [bolt, {"type": "resolve"}, cast("s", "bk"), {"type": "resolve"}])
    assert player_of(result, "alice")["life"] == 20 and player_of(result, "alice")["damage_dealt_this_turn"] == 3
    assert player_of(result, "alice")["graveyard"][-1]["id"] == "bk"  # 3 damage to a 2/2
    nothing_yet = play(game, [cast("s", "bk"), {"type": "resolve"}])
    assert not events_of(nothing_yet, "damage_dealt") and player_of(nothing_yet, "alice")["life"] == 20


def test_500_damage_dealt_this_turn_is_0_again_as_a_new_turn_begins() -> None:
    game = state(alice={"damage_dealt_this_turn": 4})
    assert "damage_dealt_this_turn" not in player_of(play(game, [{"type": "next_turn"}]), "alice")


def test_602_2b_every_target_of_an_ability_taking_two_is_checked_as_it_is_activated() -> None:
    tapper = {"name": "Tapper", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "tap", "target": "creature", "target_count": 2}}]}
    game = state(battlefield=[{"id": "t", "card": tapper, "controller": "alice"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "bk", "card": "Black Knight", "controller": "bob"}])
    assert "is a player" in refusal(game, [{"type": "activate", "permanent": "t",
                                            "choices": {"targets": ["bear", "bob"]}}]).detail
    result = play(game, [{"type": "activate", "permanent": "t", "choices": {"targets": ["bear", "bk"]}},
                         {"type": "resolve"}])
    assert permanent(result, "bear")["tapped"] and permanent(result, "bk")["tapped"]


def test_608_2d_a_tap_or_untap_choice_nothing_asks_for_is_refused() -> None:
    game = state(alice=hand(("t", "Twiddle"), ("bolt", "Lightning Bolt"), pool={"U": 1, "R": 1}),
                 battlefield=[{"id": "f", "card": "Forest"}])
    assert refusal(game, [cast("bolt", "bob"), {"type": "resolve", "choices": {"tap_or_untap": "tap"}}]).title == (
        "Choice not used")
    assert refusal(game, [cast("bolt", "bob", tap_or_untap="tap")]).title == "Choice not used"


def test_608_2d_pending_names_the_tap_or_untap_choice_of_the_spell_on_top() -> None:
    game = state(alice=hand(("t", "Twiddle"), pool={"U": 1}), battlefield=[{"id": "f", "card": "Forest"}])
    result = play(game, [cast("t", "f")])
    assert result["pending"] == {"player": "alice", "decision": "choose", "options": {
        "stack_object": "t", "choice": "tap_or_untap", "values": ["tap", "untap", "neither"]}}
