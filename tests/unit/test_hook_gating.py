"""Hooks that a game without their ability kind or state skips (`HookList.active`, the layer
runs of `characteristics.compute`, the state tests at the top of a state-based action) still run
once the kind or the state appears during the request: an instant's effect, a merged back face."""

from __future__ import annotations

from typing import Any

from app.engine import resolve
from app.engine.cards import StepTriggerAbility
from app.engine.game import Game
from app.engine.rules.ability_presence import game_has
from app.engine.validation import parse_request
from tests.unit.conftest import CATALOG, events_of, permanent, run, state

WHITE_BEAR = {"name": "White Bear", "mana_cost": "{W}", "types": ["Creature"], "power": 2, "toughness": 2}


def _instant(name: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "mana_cost": "{B}", "types": ["Instant"], "abilities": [{"kind": "spell", "effect": effect}]}


def _cast_at(card: dict[str, Any], target: str, battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    game_state = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "h1", "card": card}]}, battlefield=battlefield)
    return run(game_state, [{"type": "cast", "player": "alice", "card": "h1", "choices": {"targets": [target]}},
                            {"type": "resolve"}])


def test_613_1e_color_change_from_an_instant_still_applies_with_gating() -> None:
    # No card of the game has a color-changing ability: the layer runs for the permanent the
    # instant gave a color effect (layer 5), and for no other.
    spell = _instant("Test Blacken", {"kind": "become_color", "colors": ["B"], "target": "spell_or_permanent"})
    result = _cast_at(spell, "b1", [{"id": "b1", "controller": "bob", "card": WHITE_BEAR},
                                    {"id": "b2", "controller": "bob", "card": WHITE_BEAR}])
    assert permanent(result, "b1")["characteristics"]["colors"] == ["B"]
    assert permanent(result, "b2")["characteristics"]["colors"] == ["W"]


def test_613_1f_keyword_granted_by_an_instant_still_applies_with_gating() -> None:
    # Layer 6 (gained keywords) and 7c: the permanent's own effects, created mid-request.
    spell = _instant("Test Wings", {"kind": "pump", "power": 1, "toughness": 0, "keywords": ["flying"]})
    result = _cast_at(spell, "b1", [{"id": "b1", "controller": "alice", "card": WHITE_BEAR}])
    characteristics = permanent(result, "b1")["characteristics"]
    assert "flying" in characteristics["keywords"] and characteristics["power"] == 3


def test_704_5n_equipment_of_the_posted_state_is_still_checked_with_gating() -> None:
    # The equipment check looks at the battlefield only in a game where something may be attached:
    # here the posted state has an attached Equipment, whose creature leaves mid-request.
    hammer = {"name": "Test Hammer", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": ["Equipment"],
              "abilities": [{"kind": "attached_pump", "power": 2, "toughness": 0}]}
    game_state = state(battlefield=[{"id": "b1", "controller": "alice", "card": WHITE_BEAR},
                                    {"id": "eq", "controller": "alice", "card": hammer, "attached_to": "b1"}])
    result = run(game_state, [{"type": "move", "permanent": "b1", "to": "graveyard"}])
    unattached = events_of(result, "unattached")
    assert [event["permanent"] for event in unattached] == ["eq"] and "CR 704.5n" in unattached[0]["cites"]
    assert "attached_to" not in permanent(result, "eq")


def test_704_5n_nothing_attached_means_no_unattach_events() -> None:
    game_state = state(battlefield=[{"id": "b1", "controller": "alice", "card": WHITE_BEAR}])
    result = run(game_state, [{"type": "move", "permanent": "b1", "to": "graveyard"}])
    assert events_of(result, "unattached") == []


def test_merged_back_face_counts_among_the_games_ability_kinds() -> None:
    # A card merged into a permanent as its back face (Werewhat's exiled card, posted) brings its
    # abilities' kinds: the hooks gated by them run once it is transformed.
    upkeep_card = {"name": "Test Upkeep Card", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
                   "abilities": [{"kind": "step_trigger", "step": "upkeep",
                                  "effect": {"kind": "gain_life", "amount": 1}}]}
    posted = state(battlefield=[{"id": "w1", "controller": "alice", "card": "Werewhat",
                                 "back_face_card": {"id": "x1", "card": upkeep_card}}])
    game_state, _ = parse_request(posted, [], CATALOG)
    assert game_has(Game(game_state, CATALOG), StepTriggerAbility)
    plain, _ = parse_request(state(battlefield=[{"id": "w1", "controller": "alice", "card": "Werewhat"}]), [], CATALOG)
    assert not game_has(Game(plain, CATALOG), StepTriggerAbility)
    assert resolve(posted, [], CATALOG).state.battlefield[0].back_face_card is not None


def test_613_4c_static_pump_entering_mid_request_still_applies_with_gating() -> None:
    # Before it enters, the game's characteristics are reused and the static-pump layers left out
    # of the permanents' layer runs; once it is on the battlefield they run again.
    crusade = {"name": "Test Crusade", "mana_cost": "{W}{W}", "types": ["Enchantment"],
               "abilities": [{"kind": "static_pump", "color": "W", "affected": "all_creatures",
                              "power": 1, "toughness": 1}]}
    game_state = state(alice={"hand": [{"id": "h1", "card": crusade}]},
                       battlefield=[{"id": "b1", "controller": "alice", "card": WHITE_BEAR}])
    result = run(game_state, [{"type": "next_step"}, {"type": "put_onto_battlefield", "card": "h1", "from": "hand"}])
    characteristics = permanent(result, "b1")["characteristics"]
    assert (characteristics["power"], characteristics["toughness"]) == (3, 3)


def test_605_1b_mana_flare_entering_mid_request_still_triggers_with_gating() -> None:
    # The triggered mana abilities look at the battlefield only in a game with such a card: here
    # it enters during the request, before the land is tapped for mana.
    flare = {"name": "Test Flare", "mana_cost": "{2}{R}", "types": ["Enchantment"],
             "abilities": [{"kind": "mana_trigger", "watch": "lands", "add": "one_of_produced"}]}
    game_state = state(alice={"hand": [{"id": "h1", "card": flare}]},
                       battlefield=[{"id": "forest", "controller": "bob", "card": "Forest"}])
    result = run(game_state, [{"type": "put_onto_battlefield", "card": "h1", "from": "hand"},
                              {"type": "tap_for_mana", "player": "bob", "permanent": "forest", "ability": 0}])
    assert [(e["player"], e["mana"]) for e in events_of(result, "mana_triggered")] == [("bob", "{G}")]
    assert next(p for p in result["state"]["players"] if p["id"] == "bob")["mana_pool"]["G"] == 2


def test_603_2_cast_trigger_entering_mid_request_still_triggers_with_gating() -> None:
    # The cast-trigger detector runs only in a game with such a card (`needs`, HookList.active,
    # decided once per game): one entering mid-request, after a spell was already cast without
    # it, still sees the next spell being cast.
    enchantress = {"name": "Test Enchantress", "mana_cost": "{G}", "types": ["Creature"], "power": 0, "toughness": 2,
                   "abilities": [{"kind": "cast_trigger", "caster": "you", "spell_type": "Enchantment", "optional": True,
                                  "effect": {"kind": "draw", "amount": 1}}]}
    aura_less = {"name": "Test Charm", "mana_cost": "{G}", "types": ["Enchantment"]}
    game_state = state(alice={"mana_pool": {"G": 2}, "hand": [{"id": "h1", "card": aura_less},
                                                             {"id": "h2", "card": enchantress},
                                                             {"id": "h3", "card": aura_less}]})
    result = run(game_state, [{"type": "cast", "player": "alice", "card": "h1"}, {"type": "resolve"},
                              {"type": "put_onto_battlefield", "card": "h2", "from": "hand"},
                              {"type": "cast", "player": "alice", "card": "h3"}])
    put = events_of(result, "trigger_put_on_stack")
    assert [event["source"] for event in put] == ["h2"] and "CR 603.2" in put[0]["cites"]
    assert [event["player"] for event in events_of(result, "spell_cast")] == ["alice", "alice"]


def test_613_4c_aura_layers_left_out_while_cacheable_still_apply_once_an_aura_enters() -> None:
    # The Aura layers (6 and 7c) are left out of the layer runs while characteristics are reused;
    # an Aura cast mid-request turns the reuse off, and they apply to the creature it enchants.
    aura = {"name": "Test Dark Might", "mana_cost": "{B}", "types": ["Enchantment"], "subtypes": ["Aura"],
            "abilities": [{"kind": "enchant", "target": "creature"},
                          {"kind": "attached_pump", "power": 2, "toughness": 1, "keywords": ["flying"]}]}
    result = _cast_at(aura, "b1", [{"id": "b1", "controller": "alice", "card": WHITE_BEAR},
                                   {"id": "b2", "controller": "alice", "card": WHITE_BEAR}])
    enchanted, other = permanent(result, "b1")["characteristics"], permanent(result, "b2")["characteristics"]
    assert (enchanted["power"], enchanted["toughness"], enchanted["keywords"]) == (4, 3, ["flying"])
    assert (other["power"], other["toughness"], other["keywords"]) == (2, 2, [])


def test_new_kinds_that_no_hook_needs_keep_the_decided_hook_lists() -> None:
    # A card with kinds no hook `needs` (a cost reduction) joining the game's kinds leaves each
    # list's decided hooks as they are; one with a needed kind (a cast trigger) has them decided
    # again, and the gated detector is then active.
    from app.engine import registry
    from app.engine.rules import cast_triggers
    from app.engine.rules.ability_presence import widen

    reducer = {"name": "Test Reducer", "mana_cost": "{1}", "types": ["Artifact"],
               "abilities": [{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 1}]}
    enchantress = {"name": "Test Enchantress", "mana_cost": "{G}", "types": ["Creature"], "power": 0, "toughness": 2,
                   "abilities": [{"kind": "cast_trigger", "caster": "you", "spell_type": "Enchantment",
                                  "effect": {"kind": "draw", "amount": 1}}]}
    posted = state(battlefield=[{"id": "b1", "controller": "alice", "card": WHITE_BEAR}],
                   alice={"hand": [{"id": "h1", "card": reducer}, {"id": "h2", "card": enchantress}]})
    game_state, _ = parse_request(posted, [], CATALOG)
    game = Game(game_state, CATALOG)
    assert cast_triggers._detect not in registry.trigger_detectors.active(game)
    decided = dict(game.active_hooks)
    widen(game, game_state.players[0].hand[0].card)
    assert game.active_hooks == decided  # kept: nothing needs a cost reduction's kind
    widen(game, game_state.players[0].hand[1].card)
    assert cast_triggers._detect in registry.trigger_detectors.active(game)  # decided again


def test_110_2_posted_control_effect_without_its_aura_still_ends_with_gating() -> None:
    # The control check runs only in a game with a control-changing Aura or a posted permanent
    # under a control effect (`base_controller`): here the Aura is gone, the creature returns.
    game_state = state(battlefield=[{"id": "b1", "controller": "alice", "owner": "bob", "base_controller": "bob",
                                     "card": WHITE_BEAR}])
    result = run(game_state, [{"type": "next_step"}])
    assert permanent(result, "b1")["controller"] == "bob" and "base_controller" not in permanent(result, "b1")
    assert "CR 110.2" in events_of(result, "control_changed")[0]["cites"]


def test_601_2f_cost_reduction_entering_mid_request_still_reduces_with_gating() -> None:
    # The cost reductions look at the battlefield only in a game with such a card (its ability
    # kinds): a second compute_cost, after a reducer was put onto the battlefield, sees it.
    bander = {"name": "Test Bander", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 2, "toughness": 2,
              "keywords": ["banding"]}
    reducer = {"name": "Test Band Leader", "mana_cost": "{1}", "types": ["Artifact"],
               "abilities": [{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 2}]}
    game_state = state(alice={"hand": [{"id": "h1", "card": bander}, {"id": "h2", "card": reducer}]})
    result = run(game_state, [{"type": "compute_cost", "player": "alice", "card": "h1"},
                              {"type": "put_onto_battlefield", "card": "h2", "from": "hand"},
                              {"type": "compute_cost", "player": "alice", "card": "h1"}])
    assert [query["result"]["mana"] for query in result["queries"]] == ["{3}{G}", "{1}{G}"]


def test_games_with_the_same_needed_kinds_share_their_decisions() -> None:
    # Decided hooks are a function of the needed kinds alone: two games with the same share one
    # dict of decisions; one whose kinds grow by a needed kind decides again on its own, and the
    # other's decisions stay as they were.
    from app.engine import registry
    from app.engine.rules import cast_triggers
    from app.engine.rules.ability_presence import widen

    enchantress = {"name": "Test Enchantress", "mana_cost": "{G}", "types": ["Creature"], "power": 0, "toughness": 2,
                   "abilities": [{"kind": "cast_trigger", "caster": "you", "spell_type": "Enchantment",
                                  "effect": {"kind": "draw", "amount": 1}}]}
    posted = state(battlefield=[{"id": "b1", "controller": "alice", "card": WHITE_BEAR}],
                   alice={"hand": [{"id": "h1", "card": enchantress}]})
    games = []
    for _ in range(2):
        game_state, _ = parse_request(posted, [], CATALOG)
        game = Game(game_state, CATALOG)
        assert cast_triggers._detect not in registry.trigger_detectors.active(game)
        games.append(game)
    assert games[0].active_hooks is games[1].active_hooks and games[0].active_hooks_shared
    shared = dict(games[0].active_hooks)
    widen(games[1], games[1].state.players[0].hand[0].card)
    assert cast_triggers._detect in registry.trigger_detectors.active(games[1])
    assert games[1].active_hooks is not games[0].active_hooks
    assert cast_triggers._detect not in registry.trigger_detectors.active(games[0])
    assert dict(games[0].active_hooks) == shared


def test_611_2b_a_posted_while_tapped_effect_ends_with_gating() -> None:
    # The "for as long as it remains tapped" check runs only in a game with such an effect: one
    # posted on a permanent counts (any posted effect does), and its source untapped ends it at once.
    stone = {"name": "Test Stone", "mana_cost": "{2}", "types": ["Artifact"]}
    effect = {"source": "s1", "power": 1, "toughness": 1, "duration": "while_source_tapped"}
    game_state = state(battlefield=[{"id": "s1", "controller": "alice", "card": stone, "tapped": False},
                                    {"id": "b1", "controller": "alice", "card": WHITE_BEAR, "effects": [effect]}])
    result = run(game_state, [{"type": "next_step"}])
    assert permanent(result, "b1")["effects"] == []
    assert "CR 611.2b" in events_of(result, "effect_ended")[0]["cites"]
