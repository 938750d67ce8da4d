"""s17-neo: constructions of Kamigawa: Neon Dynasty read from Oracle text and played by the engine;
near variants with a word the grammar doesn't know stay not modelled (docs/oracle-s17-neo.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    run_with_cards,
    state,
)

LEGENDARY_LAND = "Legendary Land"
CHANNEL_LESS = "This ability costs {1} less to activate for each legendary creature you control."


def _in_play(card: str, object_id: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, **fields}


# --- "target attacking or blocking creature" (CR 506.4, 509.1) ---------------------------------------

EIGANJO = read_full_definition(
    "Eiganjo, Seat of the Empire",
    LEGENDARY_LAND,
    f"{{T}}: Add {{W}}.\nChannel — {{2}}{{W}}, Discard Eiganjo, Seat of the Empire: It deals 4 damage to target "
    f"attacking or blocking creature. {CHANNEL_LESS}",
    "",
)


def test_eiganjo_reads_attacking_or_blocking_target() -> None:
    channel = EIGANJO["abilities"][1]
    assert channel["effect"] == {"kind": "damage", "amount": 4, "target": "attacking_or_blocking_creature"}


def test_506_4_attacking_or_blocking_target_refuses_a_creature_not_in_combat() -> None:
    game = state(
        step="declare_attackers",
        alice={"mana_pool": {"W": 1, "C": 2}, "hand": [{"id": "e", "card": "Eiganjo, Seat of the Empire"}]},
        battlefield=[_in_play("Grizzly Bears", "idle"), _in_play("Grizzly Bears", "att")],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "att", "defending": "bob"}]}
    with pytest.raises(IllegalAction):
        run_with_cards(
            game,
            [attack, {"type": "activate", "permanent": "e", "ability": 1, "choices": {"targets": ["idle"]}}],
            EIGANJO,
        )
    result = run_with_cards(
        game,
        [
            attack,
            {"type": "activate", "permanent": "e", "ability": 1, "choices": {"targets": ["att"]}},
            {"type": "resolve"},
        ],
        EIGANJO,
    )
    assert [p["id"] for p in result["state"]["battlefield"]] == ["idle"]
    assert "att" in [card["id"] for card in player_of(result, "alice")["graveyard"]]


def test_attacking_or_blocking_variant_with_unknown_word_is_not_read() -> None:
    assert probe_support("{T}: Probe deals 1 damage to target attacking or blorking creature.") != "full"


# --- "Create two ... tokens. They gain haste until end of turn." (CR 608.2c, 111.1) ------------------

SOKENZAN = read_full_definition(
    "Sokenzan, Crucible of Defiance",
    LEGENDARY_LAND,
    "{T}: Add {R}.\nChannel — {3}{R}, Discard Sokenzan, Crucible of Defiance: Create two 1/1 colorless Spirit "
    f"creature tokens. They gain haste until end of turn. {CHANNEL_LESS}",
    "",
)


def test_608_2c_they_are_the_tokens_just_created() -> None:
    game = state(
        alice={"mana_pool": {"R": 1, "C": 3}, "hand": [{"id": "s", "card": "Sokenzan, Crucible of Defiance"}]},
        battlefield=[_in_play("Grizzly Bears", "bear")],
    )
    result = run_with_cards(game, [{"type": "activate", "permanent": "s", "ability": 1}, {"type": "resolve"}], SOKENZAN)
    tokens = [p for p in result["state"]["battlefield"] if p["card"] != "Grizzly Bears"]
    assert len(tokens) == 2
    for token in tokens:
        assert "haste" in token["characteristics"]["keywords"]
    assert "haste" not in permanent(result, "bear")["characteristics"]["keywords"]


def test_they_after_tokens_with_unknown_word_is_not_read() -> None:
    oracle = "{T}: Create two 1/1 colorless Spirit creature tokens. They gain hastle until end of turn."
    assert probe_support(oracle, "Artifact", None) != "full"


# --- "Ninjas and Rogues you control gain menace until end of turn." (CR 205.3, 611.2a) --------------

PURSUIT = read_full_definition(
    "Kaito's Pursuit",
    "Sorcery",
    "Target player discards two cards. Ninjas and Rogues you control gain menace until end of turn. (They can't be "
    "blocked except by two or more creatures.)",
    "{2}{B}",
)
NINJA = {"name": "Test Ninja", "types": ["Creature"], "subtypes": ["Human", "Ninja"], "power": 1, "toughness": 1}
ROGUE = {"name": "Test Rogue", "types": ["Creature"], "subtypes": ["Rogue"], "power": 1, "toughness": 1}


def test_205_3_two_plural_subtypes_name_permanents_with_either() -> None:
    assert PURSUIT["abilities"][1]["effect"]["target"] == "all:Ninja_or_Rogue:you_control"
    game = state(
        alice={"mana_pool": {"B": 1, "C": 2}, "hand": [{"id": "k", "card": "Kaito's Pursuit"}]},
        bob={"hand": [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}]},
        battlefield=[
            _in_play("Test Ninja", "n"),
            _in_play("Test Rogue", "r"),
            _in_play("Grizzly Bears", "g"),
            _in_play("Test Rogue", "theirs", "bob"),
        ],
    )
    result = run_with_cards(
        game,
        [{"type": "cast", "card": "k", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
        PURSUIT,
        NINJA,
        ROGUE,
    )
    menace = {p["id"]: "menace" in p["characteristics"]["keywords"] for p in result["state"]["battlefield"]}
    assert menace == {"n": True, "r": True, "g": False, "theirs": False}
    assert player_of(result, "bob")["hand"] == []


def test_two_plural_subtypes_with_unknown_word_is_not_read() -> None:
    assert probe_support("Ninjas and rogarks you control get +1/+1.") != "full"


# --- "Activate only as a sorcery and only once each turn." (CR 602.5d, 602.5b) -----------------------

HOT_SPRING = read_full_definition(
    "Invigorating Hot Spring",
    "Enchantment",
    "Invigorating Hot Spring enters the battlefield with four +1/+1 counters on it.\n"
    "Remove a +1/+1 counter from Invigorating Hot Spring: Put a +1/+1 counter on target creature you control. "
    "Activate only as a sorcery and only once each turn.",
    "{2}{G}",
)


def test_602_5_sorcery_and_once_each_turn() -> None:
    ability = HOT_SPRING["abilities"][-1]
    assert ability["activate_only"] == "sorcery" and ability["max_per_turn"] == 1
    spring = _in_play("Invigorating Hot Spring", "hs", counters={"+1/+1": 4})
    game = state(battlefield=[spring, _in_play("Grizzly Bears", "g")])
    activate = {
        "type": "activate",
        "permanent": "hs",
        "ability": len(HOT_SPRING["abilities"]) - 1,
        "choices": {"targets": ["g"]},
    }
    result = run_with_cards(game, [activate, {"type": "resolve"}], HOT_SPRING)
    assert permanent(result, "g")["counters"] == {"+1/+1": 1}
    with pytest.raises(IllegalAction):
        run_with_cards(result["state"], [activate], HOT_SPRING)  # once each turn
    combat = state(step="declare_attackers", battlefield=[spring, _in_play("Grizzly Bears", "g")])
    with pytest.raises(IllegalAction):
        run_with_cards(combat, [activate], HOT_SPRING)  # only as a sorcery


def test_sorcery_and_once_variant_with_unknown_word_is_not_read() -> None:
    assert probe_support("{T}: Draw a card. Activate only as a sorcery and only twice each turn.") != "full"


# --- "for each artifact and/or enchantment you control" (CR 205.2a, 608.2h, 613.4c) ------------------

REIGN = read_full_definition(
    "Michiko's Reign of Truth",
    "Enchantment — Saga",
    "(As this Saga enters and after your draw step, add a lore counter.)\n"
    "I, II — Target creature gets +1/+1 until end of turn for each artifact and/or enchantment you control.\n"
    "III — Exile this Saga, then return it to the battlefield transformed under your control.",
    "{1}{W}",
)
PORTRAIT = read_full_definition(
    "Portrait of Michiko",
    "Enchantment Creature — Human Noble",
    "Portrait of Michiko gets +1/+1 for each artifact and/or enchantment you control.",
    "",
    ("2", "2"),
)
RELIC = {"name": "Test Relic", "types": ["Artifact"]}
ANTHEM = {"name": "Test Anthem", "types": ["Enchantment"]}
BOTH = {"name": "Test Enchanted Relic", "types": ["Artifact", "Enchantment"]}
GOLEM = {"name": "Test Golem", "types": ["Artifact", "Creature"], "power": 1, "toughness": 1}


def test_205_2a_either_type_counted_once_each_in_a_pump() -> None:
    assert REIGN["abilities"][0]["effect"]["power"] == "count:artifact:you_control|enchantment:you_control"
    battlefield = [
        _in_play("Test Relic", "a"),
        _in_play("Test Anthem", "e"),
        _in_play("Test Enchanted Relic", "ae"),
        _in_play("Test Relic", "theirs", "bob"),
        _in_play("Grizzly Bears", "g"),
    ]
    card = {"id": "s", "card": "Test Sorcery"}
    spell = {
        "name": "Test Sorcery",
        "types": ["Sorcery"],
        "abilities": [{"kind": "spell", "effect": REIGN["abilities"][0]["effect"]}],
    }
    game = state(alice={"hand": [card]}, battlefield=battlefield)
    result = run_with_cards(
        game,
        [{"type": "cast", "card": "s", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
        spell,
        RELIC,
        ANTHEM,
        BOTH,
    )
    assert permanent(result, "g")["characteristics"]["power"] == 5  # 2 + three permanents (one of both types)


def test_613_4c_portrait_counts_artifacts_and_enchantments_continuously() -> None:
    assert PORTRAIT["abilities"] == [
        {
            "kind": "self_count_pump",
            "count": "permanents_you_control",
            "card_types": ["Artifact", "Enchantment"],
            "power": 1,
            "toughness": 1,
        }
    ]
    battlefield = [
        _in_play("Portrait of Michiko", "p"),
        _in_play("Test Golem", "golem"),
        _in_play("Test Enchanted Relic", "ae"),
        _in_play("Grizzly Bears", "g"),
        _in_play("Test Anthem", "theirs", "bob"),
    ]
    result = run_with_cards(state(battlefield=battlefield), [], PORTRAIT, GOLEM, BOTH, ANTHEM)
    portrait = permanent(result, "p")["characteristics"]
    assert (portrait["power"], portrait["toughness"]) == (5, 5)  # itself, the golem, the relic: three


def test_either_type_count_with_unknown_word_is_not_read() -> None:
    assert probe_support("Probe gets +1/+1 for each artifact and/or enchantmint you control.") != "full"
    assert probe_support("Probe gets +1/+1 for each artifact and/or artifact you control.") != "full"


# --- "Search your library for a basic Plains card" (CR 205.3i, 205.4c, 701.23) -----------------------

SUNBLADE = read_full_definition(
    "Sunblade Samurai",
    "Enchantment Creature — Human Samurai",
    "Double strike\nChannel — {2}, Discard Sunblade Samurai: Search your library for a basic Plains card, reveal "
    "it, put it into your hand, then shuffle. You gain 2 life.",
    "{4}{W}",
    ("1", "1"),
)
PLAINS = {"name": "Plains", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"]}
SNOWLESS_PLAINS = {"name": "Test Nonbasic Plains", "types": ["Land"], "subtypes": ["Plains"]}


def _sunblade(found: list[str]) -> dict[str, Any]:
    library = [
        {"id": "f", "card": "Forest"},
        {"id": "nb", "card": "Test Nonbasic Plains"},
        {"id": "p", "card": "Plains"},
    ]
    game = state(alice={"mana_pool": {"C": 2}, "hand": [{"id": "s", "card": "Sunblade Samurai"}], "library": library})
    actions = [{"type": "activate", "permanent": "s", "ability": 0}, {"type": "resolve", "choices": {"search": found}}]
    return run_with_cards(game, actions, SUNBLADE, PLAINS, SNOWLESS_PLAINS)


def test_701_23_search_for_a_basic_land_type_finds_only_a_basic_land_of_that_type() -> None:
    assert SUNBLADE["abilities"][0]["effect"]["quality"] == ["land:basic:Plains"]
    alice = player_of(_sunblade(["p"]), "alice")
    assert [card["id"] for card in alice["hand"]] == ["p"]
    assert alice["life"] == 22
    for wrong in (["f"], ["nb"]):
        with pytest.raises(IllegalAction):
            _sunblade(wrong)


def test_basic_land_type_search_with_unknown_word_is_not_read() -> None:
    oracle = "Search your library for a basic Plainz card, reveal it, put it into your hand, then shuffle."
    assert probe_support(oracle, "Sorcery", None) != "full"


# --- "~ enters with a +1/+1 counter on it if you control a modified creature." (CR 614.1c, 122.6) ----

HEIR = read_full_definition(
    "Heir of the Ancient Fang",
    "Creature — Snake Samurai",
    "Heir of the Ancient Fang enters the battlefield with a +1/+1 counter on it if you control a modified creature. "
    "(Equipment, Auras you control, and counters are modifications.)",
    "{2}{G}",
    ("2", "2"),
)


def _cast_heir(battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"G": 1, "C": 2}, "hand": [{"id": "h", "card": "Heir of the Ancient Fang"}]},
        battlefield=battlefield,
    )
    return run_with_cards(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}], HEIR)


def test_614_1c_enters_with_counter_only_if_you_control_a_modified_creature() -> None:
    assert HEIR["abilities"] == [
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 1, "if_you_control": "creature:modified"}
    ]
    modified = _cast_heir([_in_play("Grizzly Bears", "g", counters={"+1/+1": 1})])
    assert permanent(modified, "h")["counters"] == {"+1/+1": 1}
    entered = events_of(modified, "entered_battlefield")[-1]
    assert "CR 614.1c" in entered["cites"] and "CR 614.12" in entered["cites"]
    plain = _cast_heir([_in_play("Grizzly Bears", "g")])
    assert permanent(plain, "h").get("counters", {}) == {}
    theirs = _cast_heir([_in_play("Grizzly Bears", "g", "bob", counters={"+1/+1": 1})])
    assert permanent(theirs, "h").get("counters", {}) == {}


def test_enters_with_counters_if_with_unknown_word_is_not_read() -> None:
    assert probe_support("Probe enters the battlefield with a +1/+1 counter on it if you contrl a Forest.") != "full"


# --- "Tap another untapped artifact you control" as a cost (CR 602.2b, 701.26a) ---------------------

TERMINAL = read_full_definition(
    "Network Terminal",
    "Artifact",
    "{T}: Add one mana of any color.\n{1}, {T}, Tap another untapped artifact you control: Draw a card, then discard "
    "a card.",
    "{2}",
)
PROBE_ENGINE = read_full_definition(
    "Probe Engine", "Artifact", "{1}, Tap another untapped artifact you control: You gain 1 life.", "{2}"
)


def test_602_2b_tap_another_artifact_cost() -> None:
    assert TERMINAL["abilities"][1]["other_costs"] == [{"kind": "tap_permanents", "count": 1, "spec": "artifact:other"}]
    relic = _in_play("Test Relic", "relic")
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[_in_play("Network Terminal", "t"), relic])
    activate = {"type": "activate", "permanent": "t", "ability": 1}
    result = run_with_cards(game, [activate], TERMINAL, RELIC)
    assert permanent(result, "relic")["tapped"] and permanent(result, "t")["tapped"]
    alone = state(alice={"mana_pool": {"C": 1}}, battlefield=[_in_play("Network Terminal", "t")])
    with pytest.raises(IllegalAction):
        run_with_cards(alone, [activate], TERMINAL)
    engine_alone = state(alice={"mana_pool": {"C": 1}}, battlefield=[_in_play("Probe Engine", "pe")])
    with pytest.raises(IllegalAction):  # "another": never its own source, untapped as it is
        run_with_cards(engine_alone, [{"type": "activate", "permanent": "pe", "ability": 0}], PROBE_ENGINE)


def test_tap_another_with_unknown_word_is_not_read() -> None:
    oracle = "{1}, {T}, Tap another untapped artifacts you controll: Draw a card."
    assert probe_support(oracle, "Artifact", None) != "full"


# --- "... if <condition>. Otherwise, <effects>." (CR 608.2c) -----------------------------------------

GRAVELIGHTER = read_full_definition(
    "Gravelighter",
    "Creature — Spirit",
    "Flying\nWhen Gravelighter enters the battlefield, draw a card if a creature died this turn. Otherwise, each "
    "player sacrifices a creature.",
    "{3}{B}",
    ("2", "2"),
)


BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature"}}],
}


def _gravelighter(bolt_first: bool) -> dict[str, Any]:
    hand = [{"id": "gl", "card": "Gravelighter"}, {"id": "bolt", "card": "Test Bolt"}]
    game = state(
        alice={"mana_pool": {"B": 1, "R": 1, "C": 3}, "hand": hand},
        battlefield=[_in_play("Grizzly Bears", "b1", "bob"), _in_play("Grizzly Bears", "b2", "bob")],
    )
    actions: list[dict[str, Any]] = []
    if bolt_first:
        actions += [{"type": "cast", "card": "bolt", "choices": {"targets": ["b1"]}}, {"type": "resolve"}]
    actions += [{"type": "cast", "card": "gl"}, {"type": "resolve"}, {"type": "resolve"}]
    return run_with_cards(game, actions, GRAVELIGHTER, BOLT)


def test_608_2c_otherwise_is_skipped_when_the_condition_held() -> None:
    effects = [GRAVELIGHTER["abilities"][0]["effect"], *GRAVELIGHTER["abilities"][0]["then_effects"]]
    assert [e.get("otherwise", False) for e in effects] == [False, True]
    result = _gravelighter(bolt_first=True)
    assert len(player_of(result, "alice")["hand"]) == 1  # the card drawn
    assert {p["id"] for p in result["state"]["battlefield"]} == {"b2", "gl"}


def test_608_2c_otherwise_happens_when_the_condition_did_not_hold() -> None:
    result = _gravelighter(bolt_first=False)
    alice = player_of(result, "alice")
    assert [card["id"] for card in alice["hand"]] == ["bolt"]  # no card drawn
    battlefield = {p["id"] for p in result["state"]["battlefield"]}
    assert "gl" not in battlefield and len(battlefield & {"b1", "b2"}) == 1  # each player sacrificed one
    skipped = [e for e in events_of(result, "condition_not_met") if e["effect"] == "draw"]
    assert skipped and "CR 608.2c" in skipped[0]["cites"]


def test_otherwise_without_a_condition_before_it_is_not_read() -> None:
    oracle = "When Probe enters the battlefield, draw a card. Otherwise, each player sacrifices a creature."
    assert probe_support(oracle) != "full"
    assert (
        probe_support(
            "When Probe enters the battlefield, draw a card if a creature died this turn. "
            "Otherwize, each player sacrifices a creature."
        )
        != "full"
    )


# --- "If you have one or fewer cards in hand, ... Otherwise, ..." (CR 402.1, 608.2c) and "~ gets +1/+1
# for each card in your hand." (CR 613.4c) ------------------------------------------------------------

BEHOLD_II = read_full_definition(
    "Probe Insight",
    "Sorcery",
    "If you have one or fewer cards in hand, draw four cards. Otherwise, scry 2, then draw two cards.",
    "{2}",
)
VISION = read_full_definition(
    "Vision of the Unspeakable",
    "Enchantment Creature — Spirit",
    "Flying, trample\nVision of the Unspeakable gets +1/+1 for each card in your hand.",
    "",
    ("0", "0"),
)


def _insight(hand: int) -> dict[str, Any]:
    cards = [{"id": "s", "card": "Probe Insight"}] + [{"id": f"h{n}", "card": "Grizzly Bears"} for n in range(hand)]
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(8)]
    game = state(alice={"mana_pool": {"C": 2}, "hand": cards, "library": library})
    resolve: dict[str, Any] = {"type": "resolve"}
    if hand > 1:
        resolve["choices"] = {"scry": {"top": ["l0", "l1"]}}
    return run_with_cards(game, [{"type": "cast", "card": "s"}, resolve], BEHOLD_II)


def test_402_1_hand_condition_then_otherwise() -> None:
    condition = BEHOLD_II["abilities"][0]["effect"]["condition"]
    assert condition == {"kind": "cards_in_hand", "hand_at_most": 1}
    assert BEHOLD_II["abilities"][1]["effect"]["otherwise"] is True
    assert len(player_of(_insight(1), "alice")["hand"]) == 5  # one card and four drawn; no scry asked
    assert len(player_of(_insight(2), "alice")["hand"]) == 4  # two cards and two drawn after the scry
    assert len(player_of(_insight(0), "alice")["hand"]) == 4  # none and four: five or more now, yet no more


def test_613_4c_vision_counts_cards_in_hand() -> None:
    assert VISION["abilities"][-1] == {
        "kind": "self_count_pump",
        "count": "cards_in_your_hand",
        "power": 1,
        "toughness": 1,
    }
    hand = [{"id": f"h{n}", "card": "Grizzly Bears"} for n in range(3)]
    result = run_with_cards(
        state(alice={"hand": hand}, battlefield=[_in_play("Vision of the Unspeakable", "v")]), [], VISION
    )
    vision = permanent(result, "v")["characteristics"]
    assert (vision["power"], vision["toughness"]) == (3, 3)


def test_hand_constructions_with_unknown_words_are_not_read() -> None:
    assert probe_support("Probe gets +1/+1 for each card in your hend.") != "full"
    oracle = "If you have one or fewer cardz in hand, draw four cards."
    assert probe_support(oracle, "Sorcery", None) != "full"


# --- "~ also deals 2 damage to that permanent's controller if you control a modified creature." -------
# (CR 608.2c, 608.2h: a rider dealing damage to the controller of what the effect before acted on)

FLARE = read_full_definition(
    "Kami's Flare",
    "Instant",
    "Kami's Flare deals 3 damage to target creature or planeswalker. Kami's Flare also deals 2 damage to that "
    "permanent's controller if you control a modified creature. (Equipment, Auras you control, and counters are "
    "modifications.)",
    "{1}{R}",
)


def _flare(modified: bool) -> dict[str, Any]:
    mine = _in_play("Grizzly Bears", "mine", counters={"+1/+1": 1} if modified else {})
    game = state(
        alice={"mana_pool": {"R": 1, "C": 1}, "hand": [{"id": "f", "card": "Kami's Flare"}]},
        battlefield=[mine, _in_play("Grizzly Bears", "theirs", "bob")],
    )
    return run_with_cards(
        game, [{"type": "cast", "card": "f", "choices": {"targets": ["theirs"]}}, {"type": "resolve"}], FLARE
    )


def test_608_2h_rider_damage_to_that_permanents_controller() -> None:
    rider = FLARE["abilities"][1]["effect"]
    assert rider["kind"] == "if_condition" and rider["effect"]["target"] == "its_controller"
    assert player_of(_flare(True), "bob")["life"] == 18
    assert player_of(_flare(False), "bob")["life"] == 20
    assert "theirs" in [card["id"] for card in player_of(_flare(False), "bob")["graveyard"]]


def test_that_permanents_controller_with_unknown_word_is_not_read() -> None:
    oracle = "Probe deals 3 damage to target creature. Probe also deals 2 damage to that permanent's controllr."
    assert probe_support(oracle, "Instant", None) != "full"
