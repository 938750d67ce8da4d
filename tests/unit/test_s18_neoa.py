"""Branch s18-neoa: constructions of Kamigawa: Neon Dynasty (white, blue and black cards), read by the
compositional reader and played by the engine (docs/oracle-s18-neoa.md):
- "Whenever one or more <creatures> you control deal combat damage to a player, ..." (CR 510.2, 603.2c):
  `creature_deals_combat_damage` with `batch`, once for each player dealt combat damage at once;
- "target Ninja or Rogue creature card" (CR 205.3): a card of a type with one of the listed subtypes.
Each construction also has its honesty case: a near variant the engine can't play is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

PROSPEROUS_THIEF = (
    "Prosperous Thief",
    "Creature — Human Ninja",
    "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield "
    "from your hand tapped and attacking.)\n"
    "Whenever one or more Ninja or Rogue creatures you control deal combat damage to a player, create a Treasure "
    "token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")",
    "{2}{U}",
    ("3", "2"),
)
ROGUE = {"name": "Probe Rogue", "types": ["Creature"], "subtypes": ["Elf", "Rogue"], "power": 1, "toughness": 1,
         "mana_cost": "{1}", "abilities": []}


def _thief_combat(attackers: list[str], *, resolve: bool = True) -> dict[str, Any]:
    thief = _read(*PROSPEROUS_THIEF)
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "t", "card": "Prosperous Thief", "controller": "alice"},
            {"id": "r", "card": "Probe Rogue", "controller": "alice"},
            {"id": "g", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": a, "defending": "bob"} for a in attackers]},
        {"type": "next_step"},
        {"type": "next_step"},
    ]
    if resolve:
        actions.append({"type": "resolve"})
    return _run(game, actions, thief, ROGUE)


def _treasures(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if "Treasure" in str(p["card"])]


def test_prosperous_thief_reads_in_full() -> None:
    ability = _read(*PROSPEROUS_THIEF)["abilities"][1]
    assert ability == {
        "kind": "triggered",
        "trigger": "creature_deals_combat_damage",
        "dealing": "creature:Ninja_or_Rogue:you_control",
        "effect": {"kind": "create_token", "token": "Treasure"},
        "batch": True,
    }


def test_603_2c_one_or_more_creatures_dealing_combat_damage_trigger_once() -> None:
    result = _thief_combat(["t", "r", "g"])
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "creature_deals_combat_damage"]
    assert len(pushed) == 1 and "CR 603.2c" in pushed[0]["cites"] and "CR 510.2" in pushed[0]["cites"]
    treasures = _treasures(result)
    assert len(treasures) == 1 and treasures[0]["controller"] == "alice"
    assert permanent(result, "t")["tapped"]


def test_510_2_only_the_named_creatures_trigger_it() -> None:
    result = _thief_combat(["g"], resolve=False)  # a Bear is neither a Ninja nor a Rogue
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "creature_deals_combat_damage"]
    assert not _treasures(result)
    result = _thief_combat(["r"])
    assert len(_treasures(result)) == 1


def test_one_or_more_dealing_combat_damage_reads_other_sets_templates() -> None:
    for line in (
        "Whenever one or more creatures you control deal combat damage to a player, create a Treasure token.",
        "Whenever one or more non-Human creatures you control deal combat damage to a player, draw a card.",
        "Whenever one or more Cats you control deal combat damage to a player, draw a card.",
        "Whenever one or more creatures you control with flying deal combat damage to a player, draw a card.",
    ):
        assert probe_support(line) == "full", line
    # honesty: an effect naming one of the creatures (several may have dealt it) is not read
    assert probe_support(
        "Whenever one or more creatures you control deal combat damage to a player, put a +1/+1 counter on it."
    ) != "full"
    # nor a qualifier the engine doesn't play on the player's permanents
    assert probe_support(
        "Whenever one or more Cats you control deal combat damage to a player, destroy up to one target artifact "
        "or enchantment that player controls."
    ) != "full"


def test_205_3_a_card_of_a_type_with_one_of_the_subtypes() -> None:
    kami = _read(
        "Kami of Restless Shadows",
        "Creature — Spirit",
        "When Kami of Restless Shadows enters the battlefield, choose one — • Return up to one target Ninja or "
        "Rogue creature card from your graveyard to your hand. • Put target creature card from your graveyard on "
        "top of your library.",
        "{1}{B}",
        ("3", "1"),
    )
    modes = kami["abilities"][0]
    assert "card_in_your_graveyard:creature:Ninja_or_Rogue" in str(modes)
    # honesty: a subtype list with a type word the grammar doesn't know stays unread
    assert probe_support("Return target Ninja or Rogue tribal card from your graveyard to your hand.",
                         "Sorcery", None) != "full"


# --- the sacrificed permanent's mana value / the sacrificed creature's toughness (CR 601.2h, 608.2h) --------------

BARGAIN = (
    "Reckoner's Bargain",
    "Instant",
    "As an additional cost to cast this spell, sacrifice an artifact or creature.\n"
    "You gain life equal to the sacrificed permanent's mana value. Draw two cards.",
    "{1}{B}",
)
STRANDS = (
    "Severed Strands",
    "Sorcery",
    "As an additional cost to cast this spell, sacrifice a creature.\n"
    "You gain life equal to the sacrificed creature's toughness. Destroy target creature an opponent controls.",
    "{1}{B}",
)
RELIC = {"name": "Test Relic", "types": ["Artifact"], "mana_cost": "{4}", "abilities": []}
WALL = {"name": "Test Wall", "types": ["Creature"], "power": 0, "toughness": 5, "mana_cost": "{1}{W}", "abilities": []}


def _library(n: int) -> list[dict[str, Any]]:
    return [{"id": f"lib{i}", "card": "Grizzly Bears"} for i in range(n)]


def test_reckoners_bargain_and_severed_strands_read_in_full() -> None:
    bargain = _read(*BARGAIN)["abilities"]
    assert bargain[1]["effect"] == {"kind": "gain_life", "amount": "sacrificed_mana_value", "player": "you"}
    strands = _read(*STRANDS)["abilities"]
    assert strands[1]["effect"]["amount"] == "sacrificed_toughness"
    # honesty: without the sacrifice as the spell's cost, or with "creature's toughness" where an artifact may have
    # been sacrificed, or in an activated ability sacrificing ~ (not kept there; s29-old: one other creature is,
    # tests/unit/test_s29_old.py), the amount is not read
    assert probe_support(BARGAIN[2].split("\n")[1], "Instant", None) != "full"
    assert probe_support(STRANDS[2].replace("sacrifice a creature", "sacrifice an artifact or creature"),
                         "Sorcery", None) != "full"
    # (s29-mh and s29-stdb: "{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness." is
    # read now, the one creature its cost sacrifices, test_s29_mh.py / test_s29_stdb.py; two sacrificed stay refused)
    assert probe_support("{1}, Sacrifice two creatures: You gain life equal to the sacrificed creature's toughness.") \
        != "full"
    assert probe_support("{1}, Sacrifice ~: You gain life equal to the sacrificed creature's toughness.") != "full"
    assert probe_support(BARGAIN[2].replace("permanent's mana value", "permanent's toughness"), "Instant", None) \
        != "full"


def test_608_2h_reckoners_bargain_gains_the_sacrificed_artifacts_mana_value() -> None:
    game = state(
        alice={"mana_pool": {"B": 1, "C": 1}, "hand": [{"id": "rb", "card": "Reckoner's Bargain"}],
               "library": _library(3)},
        battlefield=[{"id": "relic", "card": "Test Relic", "controller": "alice", "owner": "alice"}],
    )
    cast = {"type": "cast", "card": "rb", "choices": {"sacrifice": ["relic"]}}
    result = _run(game, [cast, {"type": "resolve"}], _read(*BARGAIN), RELIC)
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert alice["life"] == 24 and len(alice["hand"]) == 2
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "relic"]


def test_608_2h_severed_strands_gains_the_sacrificed_creatures_toughness() -> None:
    game = state(
        alice={"mana_pool": {"B": 1, "C": 1}, "hand": [{"id": "ss", "card": "Severed Strands"}]},
        battlefield=[
            {"id": "wall", "card": "Test Wall", "controller": "alice", "owner": "alice"},
            {"id": "bear", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
        ],
    )
    cast = {"type": "cast", "card": "ss", "choices": {"sacrifice": ["wall"], "targets": ["bear"]}}
    result = _run(game, [cast, {"type": "resolve"}], _read(*STRANDS), WALL)
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert alice["life"] == 25
    assert not [p for p in result["state"]["battlefield"] if p["id"] in ("wall", "bear")]


# --- "Tap ... Those creatures don't untap during their controller's next untap step." in an activated ability ---

SAIBA = (
    "Saiba Trespassers",
    "Artifact Creature — Moonfolk Rogue",
    "Channel — {3}{U}, Discard Saiba Trespassers: Tap up to two target creatures you don't control. Those "
    "creatures don't untap during their controller's next untap step.",
    "{4}{U}",
    ("3", "5"),
)


def test_saiba_trespassers_reads_in_full() -> None:
    ability = _read(*SAIBA)["abilities"][0]
    assert ability["effect"] == {"kind": "tap", "target": "creature:opponent_controls", "target_count": 2,
                                 "up_to": True}
    assert ability["then_effects"] == [{"kind": "doesnt_untap_next_untap_step", "target": "it"}]
    # honesty: "those creatures" with no "Tap" of them just before is not read
    assert probe_support("{1}: Draw a card. Those creatures don't untap during their controller's next untap step.") \
        != "full"


def test_502_3_saibas_channel_taps_two_creatures_that_stay_tapped_on_their_untap_step() -> None:
    game = state(
        alice={"mana_pool": {"U": 1, "C": 3}, "hand": [{"id": "saiba", "card": "Saiba Trespassers"}]},
        battlefield=[
            {"id": "b1", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
            {"id": "b3", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
        ],
    )
    actions: list[dict[str, Any]] = [
        {"type": "activate", "permanent": "saiba", "ability": 0, "choices": {"targets": ["b1", "b2"]}},
        {"type": "resolve"},
    ]
    result = _run(game, actions, _read(*SAIBA))
    assert permanent(result, "b1")["tapped"] and permanent(result, "b2")["tapped"]
    assert not permanent(result, "b3")["tapped"]
    # bob's next untap step: the two stay tapped (CR 502.3)
    after = result["state"]
    after["players"][0]["mana_pool"] = {}
    for permanent_state in after["battlefield"]:
        if permanent_state["id"] == "b3":
            permanent_state["tapped"] = True
    untapped = _run(after, [{"type": "next_step"}] * 9, _read(*SAIBA))
    assert untapped["state"]["active_player"] == "bob"
    assert permanent(untapped, "b1")["tapped"] and permanent(untapped, "b2")["tapped"]
    assert not permanent(untapped, "b3")["tapped"]


# --- "target creature or Vehicle card" (CR 205.3) ------------------------------------------------------------------

IRU = (
    "Imperial Recovery Unit",
    "Artifact — Vehicle",
    "Whenever Imperial Recovery Unit attacks, return target creature or Vehicle card with mana value 2 or less from "
    "your graveyard to your hand.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This "
    "Vehicle becomes an artifact creature until end of turn.)",
    "{2}{W}",
    ("3", "4"),
)
RECALL = ("Test Recall", "Sorcery",
          "Return target creature or Vehicle card with mana value 3 or less from your graveyard to your hand.", "{W}")
CART = {"name": "Test Cart", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 2, "toughness": 2,
        "mana_cost": "{2}", "abilities": [{"kind": "crew", "power": 1}]}
RELIC2 = {"name": "Test Trinket", "types": ["Artifact"], "mana_cost": "{1}", "abilities": []}


def test_imperial_recovery_unit_reads_in_full() -> None:
    ability = _read(*IRU)["abilities"][0]
    assert ability["effect"] == {"kind": "return_to_hand",
                                 "target": "card_in_your_graveyard:creature_or_Vehicle:mana_value<=2"}
    assert probe_support("Return target creature or Vehicle card from exile to your hand.", "Sorcery", None) \
        != "full"


def _recall(target: str) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"W": 1}, "hand": [{"id": "recall", "card": "Test Recall"}],
                        "graveyard": [{"id": "cart", "card": "Test Cart"}, {"id": "bear", "card": "Grizzly Bears"},
                                      {"id": "trinket", "card": "Test Trinket"}]})
    cast = {"type": "cast", "card": "recall", "choices": {"targets": [target]}}
    return _run(game, [cast, {"type": "resolve"}], _read(*RECALL), CART, RELIC2)


def test_205_3_a_vehicle_card_or_a_creature_card_returns_from_the_graveyard() -> None:
    for target in ("cart", "bear"):
        alice = next(p for p in _recall(target)["state"]["players"] if p["id"] == "alice")
        assert [card["id"] for card in alice["hand"]] == [target]
    with pytest.raises(IllegalAction, match="is not"):
        _recall("trinket")  # an artifact that is neither a creature card nor a Vehicle


# --- two cost reductions in one sentence (CR 601.2f, 118.7a) ------------------------------------------------------

INK = (
    "Assassin's Ink",
    "Instant",
    "This spell costs {1} less to cast if you control an artifact and {1} less to cast if you control an "
    "enchantment.\nDestroy target creature or planeswalker.",
    "{5}{B}",
)
CHARM = {"name": "Test Charm", "types": ["Enchantment"], "mana_cost": "{1}", "abilities": []}


def _ink(battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"B": 1, "C": 3}, "hand": [{"id": "ink", "card": "Assassin's Ink"}]},
        battlefield=[*battlefield, {"id": "bear", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    cast = {"type": "cast", "card": "ink", "choices": {"targets": ["bear"]}}
    return _run(game, [cast, {"type": "resolve"}], _read(*INK), RELIC, CHARM)


def test_assassins_ink_reads_two_reductions() -> None:
    assert _read(*INK)["abilities"][:2] == [
        {"kind": "self_cost_reduction", "generic": 1, "if_you_control": "artifact"},
        {"kind": "self_cost_reduction", "generic": 1, "if_you_control": "enchantment"},
    ]


def test_601_2f_each_reduction_applies_on_its_own_condition() -> None:
    mine = [{"id": "relic", "card": "Test Relic", "controller": "alice", "owner": "alice"},
            {"id": "charm", "card": "Test Charm", "controller": "alice", "owner": "alice"}]
    result = _ink(mine)  # {5}{B} less {1} and {1}: four mana pays it
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "bear"]
    with pytest.raises(IllegalAction):
        _ink(mine[:1])  # only an artifact: {4}{B}, one mana short


# --- "Counter target spell or ability unless its controller pays {3}." (CR 701.6a-b, 118.12) ------------------------

CRAB = (
    "Mirrorshell Crab",
    "Artifact Creature — Crab",
    "Ward {3}\nChannel — {2}{U}, Discard Mirrorshell Crab: Counter target spell or ability unless its controller "
    "pays {3}.",
    "{5}{U}",
    ("5", "7"),
)


def _crab(first: dict[str, Any], target: str, answer: bool) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"G": 3, "U": 1, "C": 3}, "hand": [{"id": "bears", "card": "Grizzly Bears"},
                                                              {"id": "saiba", "card": "Saiba Trespassers"}]},
        bob={"mana_pool": {"U": 1, "C": 2}, "hand": [{"id": "crab", "card": "Mirrorshell Crab"}]},
        battlefield=[{"id": "b1", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    actions: list[dict[str, Any]] = [
        first,
        {"type": "activate", "player": "bob", "permanent": "crab", "ability": 0, "choices": {"targets": [target]}},
        {"type": "resolve", "choices": {"pay_unless": answer}},
    ]
    return _run(game, actions, _read(*CRAB), _read(*SAIBA))


def test_mirrorshell_crab_reads_in_full() -> None:
    channel = _read(*CRAB)["abilities"][0]
    assert channel["effect"] == {"kind": "counter_unless_pays", "target": "spell_or_ability", "cost": "{3}"}


def test_701_6a_the_crab_counters_a_spell_not_paid_for() -> None:
    result = _crab({"type": "cast", "card": "bears"}, "bears", False)
    assert events_of(result, "spell_countered")[0]["countered"] == "bears"
    assert result["state"]["stack"] == []


def test_701_6a_the_crab_counters_an_activated_ability_not_paid_for() -> None:
    activate = {"type": "activate", "permanent": "saiba", "ability": 0, "choices": {"targets": ["b1"]}}
    result = _crab(activate, "saiba-ability-1", False)
    countered = events_of(result, "countered")
    assert countered and countered[0]["stack_object"] == "saiba-ability-1" and "CR 701.6a" in countered[0]["cites"]
    assert result["state"]["stack"] == []
    assert not permanent(result, "b1")["tapped"]
    paid = _crab(activate, "saiba-ability-1", True)  # paid: the ability stays and resolves later
    assert [item["id"] for item in paid["state"]["stack"]] == ["saiba-ability-1"]


# --- "When ~ enters or leaves the battlefield, ..." (CR 603.2, 603.6a, 603.6c) -------------------------------------

SYNTHESIZER = (
    "Experimental Synthesizer",
    "Artifact",
    "When Experimental Synthesizer enters or leaves the battlefield, exile the top card of your library. Until end "
    "of turn, you may play that card.\n{2}{R}, Sacrifice Experimental Synthesizer: Create a 2/2 white Samurai "
    "creature token with vigilance. Activate only as a sorcery.",
    "{R}",
)


def test_experimental_synthesizer_reads_as_two_triggers() -> None:
    abilities = _read(*SYNTHESIZER)["abilities"]
    assert [a.get("trigger") for a in abilities[:2]] == ["enters", "self_leaves"]
    assert abilities[0]["effect"] == abilities[1]["effect"] == {"kind": "exile_top_may_play", "amount": 1,
                                                                "until": "end_of_turn"}
    # honesty: an effect naming ~ after it left is not read; nor a once-each-turn limit
    assert probe_support("When ~ enters or leaves the battlefield, put a +1/+1 counter on it.") != "full"
    assert probe_support("When ~ enters or leaves the battlefield, draw a card. This ability triggers only once "
                         "each turn.") != "full"


def test_603_6_the_synthesizer_exiles_a_card_as_it_enters_and_as_it_leaves() -> None:
    game = state(alice={"mana_pool": {"R": 2, "C": 2}, "hand": [{"id": "syn", "card": "Experimental Synthesizer"}],
                        "library": _library(4)})
    actions: list[dict[str, Any]] = [
        {"type": "cast", "card": "syn"},
        {"type": "resolve"},  # the artifact spell: it enters, its enters trigger goes on the stack
        {"type": "resolve"},  # the enters trigger
    ]
    entered = _run(game, actions, _read(*SYNTHESIZER))
    alice = next(p for p in entered["state"]["players"] if p["id"] == "alice")
    assert len(alice["exile"]) == 1 and len(alice["library"]) == 3
    left = _run(game, [*actions, {"type": "activate", "permanent": "syn", "ability": 2}, {"type": "resolve"},
                       {"type": "resolve"}], _read(*SYNTHESIZER))
    alice = next(p for p in left["state"]["players"] if p["id"] == "alice")
    assert len(alice["exile"]) == 2 and len(alice["library"]) == 2
    assert [p for p in left["state"]["battlefield"] if "Samurai" in str(p["card"])]


# --- "you may activate her loyalty abilities any time you could cast an instant" (CR 606.3, 117.1a) -----------------

EMPEROR_TEXT = (
    "Flash\nAs long as The Wandering Emperor entered the battlefield this turn, you may activate her loyalty "
    "abilities any time you could cast an instant.\n[+1]: Put a +1/+1 counter on up to one target creature. It gains "
    "first strike until end of turn.\n[−1]: Create a 2/2 white Samurai creature token with vigilance.\n[−2]: Exile "
    "target tapped creature. You gain 2 life."
)


def _emperor() -> dict[str, Any]:
    reading = read_card(CardFacts(name="The Wandering Emperor", mana_cost="{2}{W}{W}",
                                  type_line="Legendary Planeswalker", oracle_text=EMPEROR_TEXT, loyalty="3"))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _emperor_game(entered: bool) -> dict[str, Any]:
    game = state(
        active_player="bob",
        step="declare_attackers",
        battlefield=[{"id": "emp", "card": "The Wandering Emperor", "controller": "alice", "owner": "alice",
                      "counters": {"loyalty": 3}}],
    )
    if entered:
        game["entered_this_turn"] = [{"permanent": "emp", "controller": "alice", "types": ["Planeswalker"]}]
    return game


def test_the_wandering_emperor_reads_in_full() -> None:
    assert {"kind": "loyalty_as_instant_entered_this_turn"} in _emperor()["abilities"]
    assert probe_support("As long as ~ entered the battlefield this turn, you may activate her loyalty abilities any "
                         "time you could cast a sorcery.", "Legendary Planeswalker", None) != "full"


def test_606_3_entered_this_turn_her_loyalty_ability_is_activated_in_the_opponents_combat() -> None:
    activate = {"type": "activate", "player": "alice", "permanent": "emp", "ability": 2}
    result = _run(_emperor_game(True), [activate, {"type": "resolve"}], _emperor())
    assert permanent(result, "emp")["counters"]["loyalty"] == 2
    assert [p for p in result["state"]["battlefield"] if "Samurai" in str(p["card"])]
    # still once each turn (CR 606.3)
    with pytest.raises(IllegalAction, match="already activated"):
        _run(_emperor_game(True), [activate, {"type": "resolve"}, activate], _emperor())


def test_606_3_not_entered_this_turn_the_usual_timing_holds() -> None:
    activate = {"type": "activate", "player": "alice", "permanent": "emp", "ability": 2}
    with pytest.raises(IllegalAction, match="only during its controller's turn"):
        _run(_emperor_game(False), [activate], _emperor())


# --- "Whenever a Vehicle you control attacks, choose one — • That Vehicle gains ..." (CR 603.2, 700.2b) ------------

KITSUNE = (
    "Kitsune Ace",
    "Creature — Fox Pilot",
    "Whenever a Vehicle you control attacks, choose one — • That Vehicle gains first strike until end of turn. "
    "• Untap Kitsune Ace.",
    "{1}{W}",
    ("2", "1"),
)
WALKER = {"name": "Test Walker", "types": ["Artifact", "Creature"], "subtypes": ["Vehicle"], "power": 3,
          "toughness": 3, "mana_cost": "{3}", "abilities": []}


def _kitsune(mode: int) -> dict[str, Any]:
    game = state(step="declare_attackers", battlefield=[
        {"id": "ace", "card": "Kitsune Ace", "controller": "alice", "owner": "alice"},
        {"id": "walker", "card": "Test Walker", "controller": "alice", "owner": "alice"},
    ])
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": "walker", "defending": "bob"},
                                                    {"id": "ace", "defending": "bob"}]},
        {"type": "resolve", "choices": {"modes": [mode]}},
    ]
    return _run(game, actions, _read(*KITSUNE), WALKER)


def test_kitsune_ace_reads_in_full() -> None:
    ability = _read(*KITSUNE)["abilities"][0]
    assert ability["trigger"] == "creature_attacks" and ability["attacking"] == "creature:you_control:Vehicle"
    assert ability["effect"]["modes"][0]["target"] == "that_permanent"
    assert ability["effect"]["modes"][1] == {"kind": "untap", "target": "self"}
    # honesty: "that Goblin" where the event names a Vehicle is not read
    assert probe_support("Whenever a Vehicle you control attacks, choose one — • That Goblin gains first strike "
                         "until end of turn. • Untap ~.") != "full"


def test_700_2b_the_chosen_mode_acts_on_the_attacking_vehicle_or_untaps_the_ace() -> None:
    first = _kitsune(0)
    walker = permanent(first, "walker")
    assert "first_strike" in walker["characteristics"]["keywords"]
    assert permanent(first, "ace")["tapped"]
    untapped = _kitsune(1)
    assert not permanent(untapped, "ace")["tapped"]
    assert "first_strike" not in permanent(untapped, "walker")["characteristics"]["keywords"]
