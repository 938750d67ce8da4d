"""Branch s11-triggers-b (issue 24): trigger events and effects the compositional reader gained,
each read from a real Bloomburrow card's Oracle text and played by the engine:
- an ability word before an ability ("Valiant — ...") is read as the ability (CR 207.2c);
- valiant's event as a trigger event of the grammar, with any effect the grammar reads (CR 603.2);
- "Whenever you expend N" as a trigger event of the grammar (CR 700.14);
- "Scry N." / "Surveil N." as effects of the grammar (CR 701.22a, 701.25a);
- "defending player" in an attacking creature's ability (CR 508.5; rules/defending_player.py).
Each construction also has its honesty case: a near variant with one word the grammar doesn't
know is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed, without_ability_word
from tests.unit.conftest import events_of, permanent, state
from tests.unit.conftest import run_with_cards as _run


def _read(name: str, type_line: str, oracle: str, cost: str, pt: tuple[str, str]) -> dict[str, Any]:
    reading = read_card(
        CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=oracle, power=pt[0], toughness=pt[1])
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _life(result: dict[str, Any], player_id: str) -> int:
    life: int = next(p for p in result["state"]["players"] if p["id"] == player_id)["life"]
    return life


NETTLE_GUARD = (
    "Nettle Guard",
    "Creature — Mouse Soldier",
    "Valiant — Whenever Nettle Guard becomes the target of a spell or ability you control for the first time each "
    "turn, it gets +0/+2 until end of turn.\n{1}, Sacrifice Nettle Guard: Destroy target artifact or enchantment.",
    "{1}{W}",
    ("3", "1"),
)
VETERAN_GUARDMOUSE = (
    "Veteran Guardmouse",
    "Creature — Mouse Soldier",
    "Valiant — Whenever Veteran Guardmouse becomes the target of a spell or ability you control for the first time "
    "each turn, it gets +1/+0 and gains first strike until end of turn. Scry 1. (Look at the top card of your "
    "library. You may put that card on the bottom.)",
    "{3}{R/W}",
    ("3", "4"),
)
ROUGHSHOD_DUO = (
    "Roughshod Duo",
    "Creature — Mouse Raccoon",
    "Trample\nWhenever you expend 4, target creature you control gets +1/+1 and gains trample until end of turn. "
    "(You expend 4 as you spend your fourth total mana to cast spells during a turn.)",
    "{2}{R}",
    ("3", "2"),
)
AGATE_BLADE_ASSASSIN = (
    "Agate-Blade Assassin",
    "Creature — Lizard Assassin",
    "Whenever Agate-Blade Assassin attacks, defending player loses 1 life and you gain 1 life.",
    "{1}{B}",
    ("1", "3"),
)
PUMP = {  # a test instant that targets a creature
    "name": "Test Pump",
    "types": ["Instant"],
    "mana_cost": "{G}",
    "abilities": [
        {
            "kind": "spell",
            "effect": {"kind": "pump", "target": "creature", "power": 1, "toughness": 1, "duration": "end_of_turn"},
        }
    ],
}
BIG = {"name": "Test Big Spell", "types": ["Sorcery"], "mana_cost": "{3}{R}"}


# --- ability words (CR 207.2c) -------------------------------------------------------------------


def test_207_2c_an_ability_word_is_read_as_the_ability_after_it() -> None:
    line = "Valiant — Whenever ~ becomes the target of a spell or ability you control for the first time each turn, "
    assert without_ability_word(line + "it gets +0/+2 until end of turn.").startswith("Whenever ~ becomes")
    assert without_ability_word("Fateful hour — As long as you have 5 or more life, ~ can't block.").startswith(
        "As long as"
    )
    # a keyword's cost is written without spaces around the dash; a modal line's dash ends its first words
    assert without_ability_word("Ward—Pay 3 life.") == "Ward—Pay 3 life."
    assert without_ability_word("Choose one — • Draw a card.") == "Choose one — • Draw a card."


# --- valiant as a grammar trigger event (CR 207.2c, 603.2) -------------------------------------------


def test_valiant_reads_as_the_targeted_for_the_first_time_trigger_with_the_grammars_effects() -> None:
    guard = _read(*NETTLE_GUARD)
    assert guard["abilities"][0] == {
        "kind": "triggered",
        "trigger": "targeted_by_you_first_time_each_turn",
        "effect": {"kind": "pump", "target": "self", "power": 0, "toughness": 2, "duration": "end_of_turn"},
    }
    mouse = _read(*VETERAN_GUARDMOUSE)
    assert mouse["abilities"][0]["then_effects"] == [{"kind": "scry", "amount": 1}]


def test_valiant_honesty_an_unknown_word_in_its_event_is_not_read() -> None:
    line = (
        "Valiant — Whenever ~ becomes the target of a spell or ability you control for the first time each game, "
        "it gets +0/+2 until end of turn."
    )
    found = read_composed(line, is_spell=False)
    assert found.abilities is None and found.stopped_at == "game"


def test_603_2_valiant_pumps_once_a_turn_when_its_controller_targets_it() -> None:
    guard = _read(*NETTLE_GUARD)
    game = state(
        alice={"mana_pool": {"G": 2}, "hand": [{"id": "p1", "card": "Test Pump"}, {"id": "p2", "card": "Test Pump"}]},
        battlefield=[{"id": "n", "card": "Nettle Guard", "controller": "alice", "controlled_since_turn": 1}],
    )
    actions = [
        {"type": "cast", "card": "p1", "choices": {"targets": ["n"]}},
        {"type": "resolve"},  # the valiant trigger, above the spell
        {"type": "resolve"},
        {"type": "cast", "card": "p2", "choices": {"targets": ["n"]}},
        {"type": "resolve"},  # no second trigger this turn: the spell itself
    ]
    result = _run(game, actions, guard, PUMP)
    guard_now = permanent(result, "n")["characteristics"]
    assert (guard_now["power"], guard_now["toughness"]) == (5, 5)  # 3/1 +0/+2 +1/+1 +1/+1
    assert result["state"]["stack"] == []


def test_701_22a_valiants_scry_after_its_pump() -> None:
    mouse = _read(*VETERAN_GUARDMOUSE)
    game = state(
        alice={"mana_pool": {"G": 1}, "hand": [{"id": "p", "card": "Test Pump"}]},
        battlefield=[{"id": "v", "card": "Veteran Guardmouse", "controller": "alice", "controlled_since_turn": 1}],
    )
    actions = [
        {"type": "cast", "card": "p", "choices": {"targets": ["v"]}},
        {"type": "resolve", "choices": {"scry": {"top": [], "bottom": ["alice-lib-0"]}}},
    ]
    result = _run(game, actions, mouse, PUMP)
    assert "first_strike" in permanent(result, "v")["characteristics"]["keywords"]
    assert permanent(result, "v")["characteristics"]["power"] == 4
    scried = events_of(result, "scried")
    assert scried and scried[0]["bottom"] == ["alice-lib-0"]
    library = next(p for p in result["state"]["players"] if p["id"] == "alice")["library"]
    assert library[-1]["id"] == "alice-lib-0"


def test_scry_in_the_grammar_honesty() -> None:
    assert read_composed("When ~ enters, scry 2.", is_spell=False).abilities == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "scry", "amount": 2}}
    ]
    assert read_composed("When ~ enters, scry 2 twice.", is_spell=False).abilities is None


# --- expend as a grammar trigger event (CR 700.14) --------------------------------------------------


def test_700_14_expend_reads_with_a_targeted_effect_of_the_grammar() -> None:
    duo = _read(*ROUGHSHOD_DUO)
    assert duo["abilities"] == [
        {
            "kind": "expend_trigger",
            "amount": 4,
            "effect": {
                "kind": "pump",
                "target": "creature:you_control",
                "power": 1,
                "toughness": 1,
                "duration": "end_of_turn",
                "keywords": ["trample"],
            },
        }
    ]
    assert (
        read_composed("Whenever you expend 4 again, ~ gets +1/+1 until end of turn.", is_spell=False).abilities is None
    )
    # s14-mana: an expend trigger holds several effects in order (tests/unit/test_s14_mana.py)
    two = read_composed("Whenever you expend 4, ~ gets +1/+1 until end of turn and you gain 1 life.", is_spell=False)
    assert two.abilities is not None and len(two.abilities[0]["then_effects"]) == 1


def test_700_14_the_fourth_mana_spent_on_spells_triggers_the_pump_on_the_chosen_target() -> None:
    duo = _read(*ROUGHSHOD_DUO)
    game = state(
        alice={"mana_pool": {"R": 4}, "hand": [{"id": "s", "card": "Test Big Spell"}]},
        battlefield=[
            {"id": "d", "card": "Roughshod Duo", "controller": "alice", "controlled_since_turn": 1},
            {"id": "g", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
        ],
    )
    result = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"targets": ["g"]}}], duo, BIG)
    bears = permanent(result, "g")["characteristics"]
    assert (bears["power"], bears["toughness"]) == (3, 3) and "trample" in bears["keywords"]


# --- defending player (CR 508.5) ---------------------------------------------------------------------


def test_508_5_defending_player_is_the_player_the_creature_attacks() -> None:
    assassin = _read(*AGATE_BLADE_ASSASSIN)
    assert assassin["abilities"][0]["effect"] == {"kind": "lose_life", "amount": 1, "player": "defending_player"}
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "a", "card": "Agate-Blade Assassin", "controller": "alice", "controlled_since_turn": 1}],
    )
    game["players"].append({"id": "carol", "library": [{"id": "c-lib-0", "card": "Grizzly Bears"}]})
    actions = [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "carol"}]}, {"type": "resolve"}]
    result = _run(game, actions, assassin)
    assert (_life(result, "alice"), _life(result, "bob"), _life(result, "carol")) == (21, 20, 19)


def test_508_5_removed_from_combat_in_a_multiplayer_game_names_no_player() -> None:
    assassin = _read(*AGATE_BLADE_ASSASSIN)
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "a", "card": "Agate-Blade Assassin", "controller": "alice", "controlled_since_turn": 1}],
        stack=[
            {
                "id": "t",
                "kind": "triggered_ability",
                "source": "a",
                "controller": "alice",
                "ability_index": 0,
                "card": "Agate-Blade Assassin",
                "trigger_event": "attacks",
            }
        ],
    )
    game["players"].append({"id": "carol", "library": [{"id": "c-lib-0", "card": "Grizzly Bears"}]})
    result = _run(game, [{"type": "resolve"}], assassin)
    assert (_life(result, "bob"), _life(result, "carol")) == (20, 20)
    assert events_of(result, "defending_player_unknown")
    assert _life(result, "alice") == 21  # "and you gain 1 life" still happens


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, defending player loses 1 life.",  # no attacking creature: which player is unknown
        "Whenever ~ blocks, defending player loses 1 life.",
    ],
)
def test_defending_player_outside_an_attack_trigger_is_not_read(line: str) -> None:
    found = read_composed(line, is_spell=False)
    assert found.tree is not None and found.abilities is None


# --- "Whenever you attack [with one or more <creatures>]" (CR 508.3) --------------------------------

HIRED_CLAW = (
    "Hired Claw",
    "Creature — Lizard Mercenary",
    "Whenever you attack with one or more Lizards, Hired Claw deals 1 damage to target opponent.\n"
    "{1}{R}: Put a +1/+1 counter on Hired Claw. Activate only if an opponent lost life this turn and only once "
    "each turn.",
    "{R}",
    ("1", "2"),
)
LIZARD = {"name": "Test Lizard", "types": ["Creature"], "subtypes": ["Lizard"], "power": 2, "toughness": 1}


def _attack_with(*ids: str) -> list[dict[str, Any]]:
    return [{"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}]


def _on_battlefield(*cards: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"id": i, "card": name, "controller": "alice", "controlled_since_turn": 1} for i, name in cards]


def test_508_3_whenever_you_attack_with_one_or_more_lizards_triggers_once_per_attack() -> None:
    claw = _read(*HIRED_CLAW)
    assert claw["abilities"][0] == {
        "kind": "triggered",
        "trigger": "you_attack",
        "attack_with": "creature:Lizard",
        "effect": {"kind": "damage", "amount": 1, "target": "opponent"},
    }
    game = state(
        step="declare_attackers",
        battlefield=_on_battlefield(("c", "Hired Claw"), ("l", "Test Lizard"), ("g", "Grizzly Bears")),
    )
    # two Lizards attack (the Claw is one): one trigger, one damage
    result = _run(game, [*_attack_with("c", "l"), {"type": "resolve", "choices": {"targets": ["bob"]}}], claw, LIZARD)
    assert _life(result, "bob") == 19 and result["state"]["stack"] == []
    # the Claw stays home and a Lizard attacks: it triggers all the same
    result = _run(game, [*_attack_with("l"), {"type": "resolve", "choices": {"targets": ["bob"]}}], claw, LIZARD)
    assert _life(result, "bob") == 19


def test_508_3_no_lizard_among_the_attackers_no_trigger() -> None:
    claw = _read(*HIRED_CLAW)
    game = state(step="declare_attackers", battlefield=_on_battlefield(("c", "Hired Claw"), ("g", "Grizzly Bears")))
    result = _run(game, _attack_with("g"), claw, LIZARD)
    assert result["state"]["stack"] == []
    result = _run(game, _attack_with(), claw, LIZARD)  # no attack (CR 508.8)
    assert result["state"]["stack"] == []


def test_508_3_whenever_you_attack_is_its_controllers_attack_only() -> None:
    herald = {
        "name": "Test Herald",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [read_composed("Whenever you attack, you gain 1 life.", is_spell=False).abilities[0]],  # type: ignore[index]
    }
    game = state(
        step="declare_attackers",
        active_player="bob",
        battlefield=[
            {"id": "h", "card": "Test Herald", "controller": "alice", "controlled_since_turn": 1},
            {"id": "g", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
        ],
    )
    result = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "g", "defending": "alice"}]}], herald)
    assert result["state"]["stack"] == []
    # her own attack triggers it
    mine = state(step="declare_attackers", battlefield=_on_battlefield(("h", "Test Herald"), ("g", "Grizzly Bears")))
    result = _run(mine, [*_attack_with("g"), {"type": "resolve"}], herald)
    assert _life(result, "alice") == 21


def test_whenever_you_attack_honesty() -> None:
    assert read_composed("Whenever you attack with one or more Lizards, you gain 1 life.", is_spell=False).abilities
    found = read_composed("Whenever you attack with one or more Lizards alone, you gain 1 life.", is_spell=False)
    assert found.abilities is None and found.stopped_at == "alone"
    # attackers a player doesn't control are no attack of theirs: not read
    found = read_composed(
        "Whenever you attack with one or more creatures you control, you gain 1 life.", is_spell=False
    )
    assert found.abilities is None


# --- ", where X is ~'s power." (CR 107.3, 608.2h) ----------------------------------------------------

BRAMBLEGUARD_CAPTAIN = (
    "Brambleguard Captain",
    "Creature — Mouse Soldier",
    "At the beginning of combat on your turn, target creature you control gets +X/+0 until end of turn, where X is "
    "Brambleguard Captain's power.",
    "{3}{R}",
    ("3", "3"),
)


def test_608_2h_where_x_is_the_sources_power_as_the_ability_resolves() -> None:
    captain = _read(*BRAMBLEGUARD_CAPTAIN)
    assert captain["abilities"][0]["effect"]["power"] == "source_power"
    game = state(
        battlefield=_on_battlefield(("c", "Brambleguard Captain"), ("g", "Grizzly Bears")),
    )
    game["battlefield"][0]["counters"] = {"+1/+1": 2}  # a 5/5 Captain: X is 5
    result = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"targets": ["g"]}}], captain)
    bears = permanent(result, "g")["characteristics"]
    assert (bears["power"], bears["toughness"]) == (7, 2)


def test_where_x_honesty() -> None:
    # X said only where the engine knows it as ~'s power; another X, or an unknown word, is not read
    assert (
        read_composed("When ~ enters, ~ deals X damage to any target, where X is ~'s power.", is_spell=False).abilities
        is None
    )
    assert read_composed("When ~ enters, you gain 1 life, where X is ~'s power.", is_spell=False).abilities is None
    found = read_composed(
        "When ~ enters, target creature gets +X/+0 until end of turn, where X is ~'s might.", is_spell=False
    )
    assert found.abilities is None and found.stopped_at == "might"


# --- "gains your choice of <keyword> or <keyword> until end of turn" (CR 608.2d) ---------------------

MANIFOLD_MOUSE = (
    "Manifold Mouse",
    "Creature — Mouse Soldier",
    "Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, "
    "create a 1/1 token copy of it.)\nAt the beginning of combat on your turn, target Mouse you control gains your "
    "choice of double strike or trample until end of turn.",
    "{1}{R}",
    ("1", "2"),
)


def test_608_2d_the_keyword_is_chosen_as_the_ability_resolves() -> None:
    mouse = _read(*MANIFOLD_MOUSE)
    assert mouse["abilities"][-1]["effect"] == {
        "kind": "pump_choose_keyword",
        "target": "permanent:you_control:Mouse",
        "keyword_options": ["double_strike", "trample"],
    }
    game = state(battlefield=_on_battlefield(("m", "Manifold Mouse"), ("g", "Grizzly Bears")))
    choose = {"type": "resolve", "choices": {"targets": ["m"], "keyword": "trample"}}
    result = _run(game, [{"type": "next_step"}, choose], mouse)
    keywords = permanent(result, "m")["characteristics"]["keywords"]
    assert "trample" in keywords and "double_strike" not in keywords
    # a Bear is no Mouse: not a legal target, the ability does nothing to it
    result = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"targets": ["g"]}}], mouse)
    assert events_of(result, "target_illegal") and events_of(result, "ability_fizzled")
    assert "trample" not in permanent(result, "g")["characteristics"]["keywords"]


def test_gain_choice_honesty() -> None:
    found = read_composed(
        "When ~ enters, target creature gains your choice of flying or trample until end of turn eventually.",
        is_spell=False,
    )
    assert found.abilities is None and found.stopped_at == "eventually"


# --- "Whenever a player casts their second spell each turn" (CR 603.2, 601.2i) -----------------------

HEARTHBORN_BATTLER = (
    "Hearthborn Battler",
    "Creature — Lizard Warlock",
    "Haste\nWhenever a player casts their second spell each turn, Hearthborn Battler deals 2 damage to target "
    "opponent.",
    "{2}{R}",
    ("2", "3"),
)
SPARK = {
    "name": "Test Spark",
    "types": ["Instant"],
    "mana_cost": "{R}",
    "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1}}],
}


def test_603_2_the_second_spell_of_a_turn_triggers_once() -> None:
    battler = _read(*HEARTHBORN_BATTLER)
    assert battler["abilities"][0] == {
        "kind": "cast_trigger",
        "caster": "any",
        "nth_spell_each_turn": 2,
        "effect": {"kind": "damage", "amount": 2, "target": "opponent"},
    }
    hand = [{"id": f"s{n}", "card": "Test Spark"} for n in range(3)]
    game = state(alice={"mana_pool": {"R": 3}, "hand": hand}, battlefield=_on_battlefield(("h", "Hearthborn Battler")))
    actions = [
        {"type": "cast", "card": "s0"},
        {"type": "resolve"},
        {"type": "cast", "card": "s1"},  # her second spell: the Battler triggers
        {"type": "resolve", "choices": {"targets": ["bob"]}},
        {"type": "resolve"},
        {"type": "cast", "card": "s2"},  # her third: nothing
    ]
    result = _run(game, actions, battler, SPARK)
    assert _life(result, "bob") == 18
    assert [o["card"] for o in result["state"]["stack"]] == ["Test Spark"]


def test_603_2_a_posted_count_of_spells_cast_earlier_in_the_turn_is_used() -> None:
    battler = _read(*HEARTHBORN_BATTLER)
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "s", "card": "Test Spark"}], "spells_cast_this_turn": 1},
        battlefield=_on_battlefield(("h", "Hearthborn Battler")),
    )
    result = _run(
        game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"targets": ["bob"]}}], battler, SPARK
    )
    assert _life(result, "bob") == 18


def test_nth_spell_honesty() -> None:
    found = read_composed("Whenever a player casts their second spell each game, you gain 1 life.", is_spell=False)
    assert found.abilities is None and found.stopped_at == "game"


# --- "create a token that's a copy of ~. Exile that token at the beginning of the next end step." ---

STORMSPLITTER = (
    "Stormsplitter",
    "Creature — Otter Wizard",
    "Haste\nWhenever you cast an instant or sorcery spell, create a token that's a copy of Stormsplitter. Exile that "
    "token at the beginning of the next end step.",
    "{3}{R}",
    ("1", "4"),
)


def _splitter_game() -> dict[str, Any]:
    return state(
        alice={"mana_pool": {"G": 1}, "hand": [{"id": "p", "card": "Test Pump"}]},
        battlefield=_on_battlefield(("s", "Stormsplitter")),
    )


def test_603_7_the_token_copy_is_exiled_as_the_next_end_step_begins() -> None:
    splitter = _read(*STORMSPLITTER)
    assert splitter["abilities"][0]["effect"] == {
        "kind": "create_token_copy",
        "target": "self",
        "exile_at": "next_end_step",
    }
    actions = [{"type": "cast", "card": "p", "choices": {"targets": ["s"]}}, {"type": "resolve"}]
    result = _run(_splitter_game(), actions, splitter, PUMP)
    tokens = [p for p in result["state"]["battlefield"] if p["id"] != "s"]
    assert len(tokens) == 1 and tokens[0]["characteristics"]["name"] == "Stormsplitter"
    assert result["state"]["delayed_triggers"][0]["action"] == "exile"
    # to the end step: the delayed trigger exiles the token (and only it)
    steps = [{"type": "resolve"}] + [{"type": "next_step"}] * 5
    result = _run(_splitter_game(), [*actions, *steps], splitter, PUMP)
    assert result["state"]["step"] == "end"
    result = _run(_splitter_game(), [*actions, *steps, {"type": "resolve"}], splitter, PUMP)
    assert [p["id"] for p in result["state"]["battlefield"]] == ["s"]
    assert result["state"]["delayed_triggers"] == []


def test_608_2h_a_copy_of_a_source_that_left_uses_its_last_known_values() -> None:
    splitter = _read(*STORMSPLITTER)
    actions = [
        {"type": "cast", "card": "p", "choices": {"targets": ["s"]}},
        {"type": "move", "permanent": "s", "to": "graveyard"},
        {"type": "resolve"},
    ]
    result = _run(_splitter_game(), actions, splitter, PUMP)
    names = [p["characteristics"]["name"] for p in result["state"]["battlefield"]]
    assert names == ["Stormsplitter"]


def test_delayed_exile_honesty() -> None:
    found = read_composed("When ~ enters, exile that token at the beginning of the next end step.", is_spell=False)
    assert found.abilities is None and "without one token created" in (found.reason or "")
    found = read_composed(
        "When ~ enters, create a token that's a copy of ~. Exile that token at the next end step.", is_spell=False
    )
    assert found.abilities is None
