"""Session 32, group stda (docs/oracle-s32-stda.md): general constructions, each read from the real Oracle text (the
MTGJSON fixtures of tests/fixtures/sets, today's wording) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
    types_of,
)
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

NEXT = {"type": "next_step"}
RESOLVE = {"type": "resolve"}


def _ids(done: dict[str, Any], area: str = "battlefield") -> list[str]:
    return [p["id"] for p in done["state"].get(area, [])]


# --- phasing: "<object> phases out." (CR 702.26b, 702.26d, 702.26g, 502.1, 506.4) ----------------------------------

def test_702_26_phased_out_permanents_dont_exist_and_phase_in_before_their_controller_untaps() -> None:
    robe, dog = mtgjson_full_definition("AFC", "Robe of Stars"), mtgjson_full_definition("AFR", "Blink Dog")
    assert robe["abilities"][1] == {"kind": "activated", "cost": "{1}{W}",
                                    "effect": {"kind": "s32stda_phase_out", "target": "equipped_creature"}}
    assert dog["abilities"][0]["effect"] == {"kind": "s32stda_phase_out", "target": "self"}
    confluence = mtgjson_full_definition("NCC", "Brokers Confluence")
    assert confluence["abilities"][0]["effect"]["modes"][1]["effects"] == [{"kind": "s32stda_phase_out",
                                                                           "target": "creature"}]
    # near variants the engine doesn't implement stay refused: a duration, "until ~ leaves", a player, a spell
    for variant in ("When ~ enters, target creature phases out until ~ leaves the battlefield.",
                    "{1}: Target creature phases out until end of turn.",
                    "{1}: Target player phases out.", "{1}: Target spell phases out.",
                    "{1}: Target creature phases out. It can't phase in during its controller's next untap step."):
        assert probe_support(variant) != "full", variant
    # bob's end step: alice's tapped, pumped bear and the Robe attached to it phase out (the Robe indirectly, 702.26g)
    field = [_on("b", "Grizzly Bears", tapped=True, effects=[{"power": 1, "toughness": 1}]),
             _on("r", "Robe of Stars", attached_to="b"), _on("o", "Grizzly Bears", "bob")]
    game = state(step="end", active_player="bob", battlefield=field, alice={"mana_pool": {"W": 1, "C": 1}})
    activate = {"type": "activate", "player": "alice", "permanent": "r", "ability": 1}
    out = _run(game, [activate, RESOLVE], robe)
    assert _ids(out) == ["o"] and _ids(out, "phased_out") == ["b", "r"]
    phased = events_of(out, "s32stda_phased_out")[0]
    assert (phased["permanent"], phased["permanents"]) == ("b", ["b", "r"]) and "CR 702.26g" in phased["cites"]
    # to alice's turn: the pump ends in the cleanup step while it is phased out (702.26e); in her untap step both phase
    # in, first (502.1), then untap (502.3): the bear untapped, unpumped, the Robe still attached, no enters trigger
    back = _run(game, [activate, RESOLVE, NEXT, NEXT], robe)
    assert back["state"]["turn"] == 4 and back["state"]["active_player"] == "alice"
    assert _ids(back) == ["o", "b", "r"] and not back["state"].get("phased_out")
    assert events_of(back, "s32stda_phased_in")[0]["permanents"] == ["b", "r"]
    kinds = types_of(back)
    assert kinds.index("s32stda_phased_in") < kinds.index("untapped")
    bear = permanent(back, "b")
    assert bear["tapped"] is False and bear["characteristics"]["toughness"] == 5  # 2 + the Robe's +0/+3
    assert permanent(back, "r")["attached_to"] == "b" and not events_of(back, "entered_battlefield")


def test_506_4_a_creature_phasing_out_leaves_combat_and_targets_it_no_longer_has_are_gone() -> None:
    phaser = read_full_definition("Probe Phaser", "Artifact", "{T}: Target creature you don't control phases out.",
                                  "{2}")
    assert phaser["abilities"][0]["effect"] == {"kind": "s32stda_phase_out", "target": "creature:opponent_controls"}
    field = [_on("a", "Grizzly Bears"), _on("p", "Probe Phaser", "bob")]
    game = state(battlefield=field)
    done = _run(game, [NEXT, NEXT, attack("a"), {"type": "activate", "player": "bob", "permanent": "p", "ability": 0,
                                                   "choices": {"targets": ["a"]}}, RESOLVE, NEXT, NEXT, NEXT], phaser)
    assert player_of(done, "bob")["life"] == 20 and _ids(done, "phased_out") == ["a"]
    assert not (done["state"].get("combat") or {}).get("attackers")


# --- "Whenever a player sacrifices <a permanent spec>, ..." (CR 701.21a, 603.2, 603.10a) ----------------------------

def test_701_21a_a_player_sacrifices_triggers_on_any_players_sacrifice() -> None:
    devil = mtgjson_full_definition("WAR", "Mayhem Devil")
    assert devil["abilities"][0] == {"kind": "triggered", "trigger": "you_sacrifice", "s30mh_any_player": True,
                                     "effect": {"kind": "damage", "amount": 1, "target": "any"}}
    for variant in ("Whenever a player sacrifices a Food, that player loses 1 life.",
                    "Whenever an opponent sacrifices a creature, that player draws a card.",  # "you draw": s33-wmk reads it
                    "Whenever a player sacrifices a creature, if it was a Zombie, draw a card."):
        assert probe_support(variant) != "full", variant
    altar = read_full_definition("Probe Altar", "Artifact", "Sacrifice a creature: You gain 1 life.", "{1}")
    field = [_on("d", "Mayhem Devil"), _on("a", "Probe Altar", "bob"), _on("b", "Grizzly Bears", "bob"),
             _on("g", "Grizzly Bears", "bob")]
    sacrifice = {"type": "activate", "player": "bob", "permanent": "a", "ability": 0, "choices": {"sacrifice": ["b"]}}
    done = _run(state(battlefield=field), [sacrifice, {"type": "resolve", "choices": {"targets": ["bob"]}}, RESOLVE],
                devil, altar)
    assert "b" not in _ids(done)  # bob's sacrifice triggered alice's Devil: 1 damage to bob, then bob gains 1 life
    assert player_of(done, "bob")["life"] == 20
    assert [e["amount"] for e in events_of(done, "damage_dealt") if e.get("source") == "d"] == [1]
    # "another creature": not ~ itself (its own sacrifice looks back, CR 603.10a, but "another" leaves it out)
    other = read_full_definition("Probe Ghoul", "Creature — Zombie",
                                 "Whenever a player sacrifices another creature, put a +1/+1 counter on ~.", "{2}",
                                 ("1", "1"))
    assert other["abilities"][0]["sacrificed"] == "creature:other" and other["abilities"][0]["s30mh_any_player"]


# --- "Whenever a <spec> you control becomes the target of a spell or ability an opponent controls, ..." (CR 603.2) ---

def test_603_2_a_permanent_you_control_becoming_an_opponents_target_triggers_the_watcher() -> None:
    sanctuary = mtgjson_full_definition("XLN", "Shapers' Sanctuary")
    assert sanctuary["abilities"][0] == {"kind": "triggered", "trigger": "targeted_by_opponent", "optional": True,
                                         "s32stda_targeted": "creature:you_control",
                                         "effect": {"kind": "draw", "amount": 1, "player": "you"}}
    steed = mtgjson_full_definition("AFC", "Fey Steed")
    assert steed["abilities"][-1]["s32stda_targeted"] == "creature_or_planeswalker:you_control"
    for variant in ("Whenever a creature you control becomes the target of a spell or ability an opponent controls, "
                    "it gains hexproof until end of turn.",
                    "Whenever a creature becomes the target of a spell or ability an opponent controls, you may draw a "
                    "card.",
                    "Whenever another creature you control becomes the target of a spell or ability an opponent "
                    "controls, you may draw a card.",
                    "Whenever a Dragon you control becomes the target of a spell or ability an opponent controls, ~ "
                    "deals 3 damage to that player."):
        assert probe_support(variant, "Enchantment", None) != "full", variant
    shock = read_full_definition("Probe Shock", "Instant", "~ deals 2 damage to target creature.", "{R}")
    field = [_on("s", "Shapers' Sanctuary"), _on("b", "Grizzly Bears"), _on("o", "Grizzly Bears", "bob")]
    cast = {"type": "cast", "player": "bob", "card": "x", "choices": {"targets": ["b"]}}
    game = state(battlefield=field, bob={"hand": [{"id": "x", "card": "Probe Shock"}], "mana_pool": {"R": 1}})
    done = _run(game, [cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], sanctuary, shock)
    assert events_of(done, "trigger_put_on_stack") and len(player_of(done, "alice")["hand"]) == 1  # alice drew
    # bob targeting his own creature, or alice targeting hers: no trigger
    own = {**cast, "choices": {"targets": ["o"]}}
    assert not events_of(_run(game, [own], sanctuary, shock), "trigger_put_on_stack")
    mine = state(battlefield=field, alice={"hand": [{"id": "x", "card": "Probe Shock"}], "mana_pool": {"R": 1}})
    assert not events_of(_run(mine, [{"type": "cast", "card": "x", "choices": {"targets": ["b"]}}], sanctuary, shock),
                         "trigger_put_on_stack")


# --- "Whenever you cast a legendary spell, ..." (CR 205.4a, 601.2i) --------------------------------------------------

def test_205_4a_a_legendary_spell_cast_triggers_and_a_nonlegendary_one_does_not() -> None:
    circle = mtgjson_full_definition("ELD", "The Circle of Loyalty")
    trigger = next(a for a in circle["abilities"] if a["kind"] == "cast_trigger")
    assert trigger["spell_with"] == ["legendary"] and trigger["effect"]["kind"] == "create_token"
    assert probe_support("Whenever you cast a nonlegendary spell, draw a card.") != "full"
    legend = {"name": "Probe Legend", "types": ["Creature"], "supertypes": ["Legendary"], "subtypes": ["Human"],
              "power": 2, "toughness": 2, "mana_cost": "{1}"}
    game = state(battlefield=[_on("c", "The Circle of Loyalty")],
                 alice={"hand": [{"id": "l", "card": "Probe Legend"}, {"id": "g", "card": "Grizzly Bears"}],
                        "mana_pool": {"C": 1, "G": 2}})
    cast = [{"type": "cast", "card": "l"}, RESOLVE, RESOLVE]
    done = _run(game, cast, circle, legend)
    assert [p["card"]["name"] for p in done["state"]["battlefield"] if isinstance(p["card"], dict)] == ["Knight Token"]
    bears = _run(game, [{"type": "cast", "card": "g"}, RESOLVE], circle, legend)
    assert not events_of(bears, "trigger_put_on_stack") and _ids(bears) == ["c", "g"]


# --- "Creatures entering the battlefield don't cause abilities to trigger." (CR 603.2, 603.6a) ----------------------

def test_603_2_creatures_entering_cause_no_triggers_while_the_static_is_on_the_battlefield() -> None:
    guard = mtgjson_full_definition("XLN", "Tocatli Honor Guard")
    assert guard["abilities"] == [{"kind": "s32stda_entering_no_triggers", "types": ["Creature"]}]
    for variant in ("Creatures entering the battlefield or dying don't cause abilities to trigger.",
                    "Creatures entering the battlefield don't cause abilities of permanents your opponents control to "
                    "trigger."):
        assert probe_support(variant) != "full", variant
    greeter = read_full_definition("Probe Greeter", "Creature — Human", "When ~ enters, you gain 3 life.", "{1}",
                                   ("1", "1"))
    watcher = read_full_definition("Probe Watcher", "Enchantment",
                                   "Whenever a creature enters, you gain 1 life.\nWhenever a land you control enters, "
                                   "you gain 1 life.", "{1}", None)
    hand = {"hand": [{"id": "p", "card": "Probe Greeter"}, {"id": "f", "card": "Forest"}], "mana_pool": {"C": 1}}
    land = [{"type": "play_land", "card": "f"}, RESOLVE]
    field = [_on("w", "Probe Watcher"), _on("t", "Tocatli Honor Guard", "bob")]
    quiet = _run(state(battlefield=field, alice=hand), [{"type": "cast", "card": "p"}, RESOLVE, *land],
                 guard, greeter, watcher)
    assert player_of(quiet, "alice")["life"] == 21  # only the land's trigger: a land entering isn't stopped
    loud = _run(state(battlefield=field[:1], alice=hand), [{"type": "cast", "card": "p"}, RESOLVE, RESOLVE, RESOLVE,
                                                           *land], guard, greeter, watcher)
    assert player_of(loud, "alice")["life"] == 25  # 3 (its own) + 1 (a creature entered) + 1 (a land)


# --- "That token gains haste until end of turn and attacks this combat if able." (CR 608.2c, 508.1d, 511.3) ---------

def test_508_1d_the_token_created_must_attack_this_combat_and_the_requirement_ends_with_it() -> None:
    warboss = mtgjson_full_definition("GRN", "Legion Warboss")
    trigger = next(a for a in warboss["abilities"] if a["kind"] == "step_trigger")
    assert trigger["then_effects"] == [
        {"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "end_of_turn", "keywords": ["haste"]},
        {"kind": "attack_requirement_this_turn", "target": "it", "s32stda_this_combat": True}]
    for variant in ("I:Create two 1/1 red Goblin creature tokens. That token gains haste until end of turn.",
                    "I:Create a 1/1 red Goblin creature token for each creature you control. That token gains haste "
                    "until end of turn.",
                    "I:Draw a card. That token gains haste until end of turn.",
                    "Whenever a creature token enters under your control, that token gains haste until end of turn.",
                    "I:Target creature attacks this combat if able and gains haste until end of turn."):
        text = variant.removeprefix("I:")
        assert probe_support(text, "Instant" if variant.startswith("I:") else "Creature — Probe",
                             None if variant.startswith("I:") else ("2", "2")) != "full", variant
    game = state(battlefield=[_on("w", "Legion Warboss", summoning_sick=True, controlled_since_turn=3)])
    to_attack = [NEXT, RESOLVE, NEXT]
    done = _run(game, to_attack, warboss)
    token = next(p for p in done["state"]["battlefield"] if p["id"] != "w")
    with pytest.raises(IllegalAction):
        _run(game, [*to_attack, attack()], warboss)  # the token, hasty, must attack (508.1d)
    attacked = _run(game, [*to_attack, attack(token["id"]), NEXT, NEXT, NEXT, NEXT], warboss)  # to the main phase
    assert player_of(attacked, "bob")["life"] == 19 and attacked["state"]["step"] == "postcombat_main"
    assert not any(e.get("attack_requirement") for e in permanent(attacked, token["id"]).get("effects", []))
