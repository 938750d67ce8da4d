"""Constructions of group s19-m20 (docs/oracle-s19-m20.md), each read from real Oracle text and played:
- "Whenever one or more tokens enter the battlefield under your control, put that many +1/+1 counters on ~."
  (the batch's size as the event's `that_much`, CR 603.2c, 608.2c; rules/batch_triggers.py);
- "each opponent exiles a card from their hand" (`exile_from_hand` by "each_opponent", each choosing their own
  card, CR 608.2d, 101.4, 406.1; rules/exile_from_hand.py);
- "You may exile target creature card from a graveyard. If you do, <effects>." (the whole body `optional`,
  CR 603.5, 608.2b, 608.2d);
- "If that creature was an Elemental, ..." after "Whenever another creature you control dies" (rider condition
  `that_permanent_was`, the dying creature as it last existed, CR 608.2h, 603.10a; rules/riders.py);
- "Whenever one or more creatures you control attack, they gain indestructible until end of turn." (the trigger
  `you_attack` naming `those_attackers`, CR 508.3d, 603.2c, 611.2c; rules/you_attack.py);
- "When enchanted creature dies, return that card to the battlefield under your control with a +1/+1 counter on it."
  / "... to its owner's hand." (trigger `enchanted_dies`, `return_died_to_battlefield` `under_your_control`, CR 603.6c,
  603.10a, 400.7, 110.2a);
- "if you control three or more permanents you don't own" (the state `controlled_not_owned`, CR 108.3, 110.2, 603.4);
- "Whenever another multicolored creature you control dies, return it to its owner's hand at the beginning of the next
  end step." (`return_to_hand_at_next_end_step`, a delayed trigger, CR 603.7a-b, 400.7);
- "Return target creature you control and each Aura attached to it to their owners' hands." (`return_with_auras`,
  CR 303.4, 400.3)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import player_of, probe_support, run, state
from tests.unit.conftest import read_full_definition as _read


def _on(pid: str, card: dict[str, Any] | str, controller: str = "alice") -> dict[str, Any]:
    return {"id": pid, "controller": controller, "controlled_since_turn": 1, "card": card}


def _permanent(result: dict[str, Any], pid: str) -> dict[str, Any]:
    return next(p for p in result["state"]["battlefield"] if p["id"] == pid)


# --- "put that many +1/+1 counters" after "one or more tokens enter" (CR 603.2c, 608.2c) ---

WOODLAND_CHAMPION = _read(
    "Woodland Champion",
    "Creature — Elf Scout",
    "Whenever one or more tokens enter the battlefield under your control, put that many +1/+1 counters on "
    "Woodland Champion.",
    "{1}{G}",
    ("2", "2"),
)
RAISE_THE_ALARM = _read("Raise the Alarm", "Instant", "Create two 1/1 white Soldier creature tokens.", "{1}{W}")


def test_603_2c_that_many_after_one_or_more_tokens_enter_is_read() -> None:
    assert WOODLAND_CHAMPION["abilities"][0] == {
        "kind": "triggered", "trigger": "permanent_enters", "entering": "permanent:token:you_control",
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": "that_much", "target": "self"},
        "batch": True,
    }


def test_608_2c_that_many_is_the_number_of_tokens_of_the_batch() -> None:
    game = state(battlefield=[_on("wc", WOODLAND_CHAMPION)],
                 alice={"mana_pool": {"W": 1, "C": 1}, "hand": [{"id": "rta", "card": RAISE_THE_ALARM}]})
    result = run(game, [{"type": "cast", "card": "rta"}, {"type": "resolve"}])
    stack = result["state"]["stack"]
    assert len(stack) == 1 and stack[0]["choices"]["event"]["that_much"] == 2  # one trigger for the batch
    result = run(result["state"], [{"type": "resolve"}])
    assert _permanent(result, "wc")["counters"] == {"+1/+1": 2}


# --- "each opponent exiles a card from their hand" (CR 608.2d, 406.1) ---

FENLURKER = _read(
    "Yarok's Fenlurker",
    "Creature — Horror",
    "When Yarok's Fenlurker enters the battlefield, each opponent exiles a card from their hand.\n"
    "{2}{B}: Yarok's Fenlurker gets +1/+1 until end of turn.",
    "{B}{B}",
    ("1", "1"),
)


def _fenlurker_on_the_stack() -> dict[str, Any]:
    game = state(alice={"mana_pool": {"B": 2}, "hand": [{"id": "yf", "card": FENLURKER}]},
                 bob={"hand": [{"id": "b1", "card": "Forest"}, {"id": "b2", "card": "Grizzly Bears"}]})
    return run(game, [{"type": "cast", "card": "yf"}, {"type": "resolve"}])["state"]


def test_608_2d_each_opponent_exiles_the_card_they_choose() -> None:
    assert FENLURKER["abilities"][0]["effect"] == {"kind": "exile_from_hand", "amount": 1, "player": "each_opponent"}
    result = run(_fenlurker_on_the_stack(), [{"type": "resolve", "choices": {"chosen": ["b1"]}}])
    bob = player_of(result, "bob")
    assert [c["id"] for c in bob["hand"]] == ["b2"] and [c["id"] for c in bob["exile"]] == ["b1"]
    assert player_of(result, "alice")["exile"] == []
    exiled = next(e for e in result["events"] if e["type"] == "cards_exiled_from_hand")
    assert exiled["player"] == "bob" and exiled["chosen"] is True and "CR 608.2d" in exiled["cites"]


def test_608_2d_a_card_in_no_opponents_hand_is_refused() -> None:
    game = _fenlurker_on_the_stack()
    with pytest.raises(IllegalAction):
        run(game, [{"type": "resolve", "choices": {"chosen": ["nope"]}}])


# --- "You may exile target creature card from a graveyard. If you do, ..." (CR 603.5, 608.2d) ---

BONECLAD = _read(
    "Boneclad Necromancer",
    "Creature — Human Wizard",
    "When Boneclad Necromancer enters the battlefield, you may exile target creature card from a graveyard. If you "
    "do, create a 2/2 black Zombie creature token.",
    "{3}{B}{B}",
    ("3", "3"),
)


def _boneclad_trigger() -> dict[str, Any]:
    game = state(alice={"mana_pool": {"B": 2, "C": 3}, "hand": [{"id": "bn", "card": BONECLAD}]},
                 bob={"graveyard": [{"id": "gb", "card": "Grizzly Bears"}]})
    return run(game, [{"type": "cast", "card": "bn"}, {"type": "resolve"}])["state"]


def test_603_5_you_may_exile_target_card_if_you_do_is_one_optional_choice() -> None:
    ability = BONECLAD["abilities"][0]
    assert ability["optional"] is True and ability["effect"] == {"kind": "exile", "target": "card_in_a_graveyard:creature"}
    assert [e["kind"] for e in ability["then_effects"]] == ["create_token"]
    assert probe_support("When ~ enters, you may exile target creature card from a graveyard. If you do, you gain "
                         "2 life.") == "full"  # Carrion Imp


def test_608_2d_exiling_the_card_makes_the_token() -> None:
    result = run(_boneclad_trigger(), [{"type": "resolve", "choices": {"targets": ["gb"], "pay_optional_cost": True}}])
    assert [c["id"] for c in player_of(result, "bob")["exile"]] == ["gb"]
    assert any(p["card"]["name"] == "Zombie Token" for p in result["state"]["battlefield"]
               if isinstance(p["card"], dict))


def test_608_2d_declining_exiles_nothing_and_makes_no_token() -> None:
    result = run(_boneclad_trigger(), [{"type": "resolve", "choices": {"targets": ["gb"], "pay_optional_cost": False}}])
    assert [c["id"] for c in player_of(result, "bob")["graveyard"]] == ["gb"]
    assert len(result["state"]["battlefield"]) == 1


# --- "If that creature was an Elemental, ..." (CR 608.2h, 603.10a) ---

OVERGROWTH = _read(
    "Overgrowth Elemental",
    "Creature — Elemental",
    "When Overgrowth Elemental enters the battlefield, put a +1/+1 counter on another target Elemental you control.\n"
    "Whenever another creature you control dies, you gain 1 life. If that creature was an Elemental, put a +1/+1 "
    "counter on Overgrowth Elemental.",
    "{2}{G}",
    ("3", "2"),
)
FIRE_ELEMENTAL = _read("Fire Elemental", "Creature — Elemental", "", "{3}{R}{R}", ("5", "4"))
MURDER = _read("Murder", "Instant", "Destroy target creature.", "{1}{B}{B}")


def _dies(victim: str) -> dict[str, Any]:
    game = state(battlefield=[_on("oe", OVERGROWTH), _on("fe", FIRE_ELEMENTAL), _on("gb", "Grizzly Bears")],
                 alice={"mana_pool": {"B": 2, "C": 1}, "hand": [{"id": "mu", "card": MURDER}]})
    return run(game, [{"type": "cast", "card": "mu", "choices": {"targets": [victim]}}, {"type": "resolve"},
                      {"type": "resolve"}])


def test_608_2h_that_creature_was_an_elemental_is_read() -> None:
    ability = OVERGROWTH["abilities"][1]
    assert ability["trigger"] == "creature_dies" and ability["dying"] == "creature:other:you_control"
    assert ability["then_effects"][0]["condition"] == {"kind": "that_permanent_was", "specs": ["permanent:Elemental"]}


def test_608_2h_an_elemental_dying_puts_the_counter() -> None:
    result = _dies("fe")
    assert player_of(result, "alice")["life"] == 21
    assert _permanent(result, "oe")["counters"] == {"+1/+1": 1}


def test_608_2h_a_bear_dying_gains_life_only() -> None:
    result = _dies("gb")
    assert player_of(result, "alice")["life"] == 21
    assert not _permanent(result, "oe").get("counters")


# --- "Whenever one or more creatures you control attack, they gain ..." (CR 508.3d, 603.2c, 611.2c) ---

ANGELIC_GUARDIAN = _read(
    "Angelic Guardian",
    "Creature — Angel",
    "Flying\nWhenever one or more creatures you control attack, they gain indestructible until end of turn. (Damage "
    "and effects that say \"destroy\" don't destroy them.)",
    "{4}{W}{W}",
    ("4", "4"),
)


def test_508_3d_one_or_more_creatures_you_control_attack_is_read() -> None:
    assert ANGELIC_GUARDIAN["abilities"][0] == {
        "kind": "triggered", "trigger": "you_attack",
        "effect": {"kind": "pump", "target": "those_attackers", "power": 0, "toughness": 0,
                   "duration": "end_of_turn", "keywords": ["indestructible"]},
    }
    assert probe_support("Whenever one or more Dinosaurs you control attack, they gain trample until end of turn.") == "full"


def test_611_2c_the_attackers_gain_indestructible_and_the_others_dont() -> None:
    game = state(step="declare_attackers",
                 battlefield=[_on("ag", ANGELIC_GUARDIAN), _on("b1", "Grizzly Bears"), _on("b2", "Grizzly Bears")])
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "bob"}]}])
    stack = result["state"]["stack"]
    assert len(stack) == 1 and stack[0]["choices"]["event"]["those_attackers"] == ["b1"]
    result = run(result["state"], [{"type": "resolve"}])
    assert _permanent(result, "b1")["characteristics"]["keywords"] == ["indestructible"]
    assert _permanent(result, "b2")["characteristics"]["keywords"] == []
    assert "indestructible" not in _permanent(result, "ag")["characteristics"]["keywords"]


# --- "When enchanted creature dies, return that card to ..." (CR 603.6c, 603.10a, 400.7, 110.2a) ---

UNHOLY_INDENTURE = _read(
    "Unholy Indenture",
    "Enchantment — Aura",
    "Enchant creature\nWhen enchanted creature dies, return that card to the battlefield under your control with a "
    "+1/+1 counter on it.",
    "{2}{B}",
)


def _indenture_and_murder(victim_token: bool = False) -> dict[str, Any]:
    bears: dict[str, Any] = _on("gb", "Grizzly Bears", controller="bob")
    if victim_token:
        bears["is_token"] = True
    game = state(battlefield=[bears, {**_on("ui", UNHOLY_INDENTURE), "attached_to": "gb"}],
                 alice={"mana_pool": {"B": 2, "C": 1}, "hand": [{"id": "mu", "card": MURDER}]})
    return run(game, [{"type": "cast", "card": "mu", "choices": {"targets": ["gb"]}}, {"type": "resolve"},
                      {"type": "resolve"}])


def test_603_6c_when_enchanted_creature_dies_return_that_card_is_read() -> None:
    assert UNHOLY_INDENTURE["abilities"][-1] == {
        "kind": "triggered", "trigger": "enchanted_dies",
        "effect": {"kind": "return_died_to_battlefield", "with_counters": {"+1/+1": 1}, "under_your_control": True},
    }
    assert probe_support("When enchanted creature dies, return that card to its owner's hand.",
                         "Enchantment — Aura") != "none"  # Demonic Vigor's line (its other lines aside)


def test_110_2a_the_dead_creature_returns_under_the_auras_controller_with_a_counter() -> None:
    result = _indenture_and_murder()
    returned = _permanent(result, "gb")
    assert returned["controller"] == "alice" and returned["owner"] == "bob" and returned["counters"] == {"+1/+1": 1}
    assert player_of(result, "bob")["graveyard"] == []


def test_111_7_a_token_doesnt_return() -> None:
    result = _indenture_and_murder(victim_token=True)
    assert all(p["id"] != "gb" for p in result["state"]["battlefield"])


# --- "if you control three or more permanents you don't own" (CR 108.3, 110.2, 603.4) ---

AGENT = _read(
    "Agent of Treachery",
    "Creature — Human Rogue",
    "When Agent of Treachery enters the battlefield, gain control of target permanent.\n"
    "At the beginning of your end step, if you control three or more permanents you don't own, draw three cards.",
    "{5}{U}{U}",
    ("2", "3"),
)


def _end_step(stolen: int) -> dict[str, Any]:
    permanents = [_on("ag", AGENT)] + [
        {**_on(f"s{i}", "Grizzly Bears"), "owner": "bob"} for i in range(stolen)] + [_on("own", "Grizzly Bears")]
    return run(state(step="postcombat_main", battlefield=permanents), [{"type": "next_step"}])


def test_603_4_three_permanents_you_dont_own_draw_three() -> None:
    assert AGENT["abilities"][1]["if_you_control"] == "permanent:controlled_not_owned"
    result = _end_step(3)
    assert len(result["state"]["stack"]) == 1
    result = run(result["state"], [{"type": "resolve"}])
    assert len(player_of(result, "alice")["hand"]) == 3


def test_603_4_two_permanents_you_dont_own_dont_trigger() -> None:
    result = _end_step(2)
    assert result["state"]["stack"] == []


# --- "return it to its owner's hand at the beginning of the next end step" (CR 603.7a, 603.7b, 400.7) ---

RIENNE = _read(
    "Rienne, Angel of Rebirth",
    "Legendary Creature — Angel",
    "Flying\nOther multicolored creatures you control get +1/+0.\nWhenever another multicolored creature you control "
    "dies, return it to its owner's hand at the beginning of the next end step.",
    "{2}{R}{G}{W}",
    ("5", "4"),
)
WATCHWOLF = _read("Watchwolf", "Creature — Wolf", "", "{G}{W}", ("3", "3"))


def _rienne_and_a_dead_wolf() -> dict[str, Any]:
    game = state(step="postcombat_main", battlefield=[_on("ri", RIENNE), _on("ww", WATCHWOLF), _on("gb", "Grizzly Bears")],
                 alice={"mana_pool": {"B": 2, "C": 1}, "hand": [{"id": "mu", "card": MURDER}]})
    return run(game, [{"type": "cast", "card": "mu", "choices": {"targets": ["ww"]}}, {"type": "resolve"},
                      {"type": "resolve"}])


def test_603_7a_the_dead_creature_returns_at_the_next_end_step() -> None:
    assert RIENNE["abilities"][-1]["effect"] == {"kind": "return_to_hand_at_next_end_step"}
    result = _rienne_and_a_dead_wolf()
    assert sorted(c["id"] for c in player_of(result, "alice")["graveyard"]) == ["mu", "ww"]
    assert result["state"]["delayed_triggers"][0]["action"] == "return_to_hand"
    result = run(result["state"], [{"type": "next_step"}])
    assert result["state"]["step"] == "end" and len(result["state"]["stack"]) == 1
    result = run(result["state"], [{"type": "resolve"}])
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["ww"]


def test_400_7_a_card_that_left_the_graveyard_stays_where_it_is() -> None:
    result = _rienne_and_a_dead_wolf()
    moved = result["state"]
    alice = next(p for p in moved["players"] if p["id"] == "alice")
    alice["exile"] = [c for c in alice["graveyard"] if c["id"] == "ww"]
    alice["graveyard"] = [c for c in alice["graveyard"] if c["id"] != "ww"]
    result = run(moved, [{"type": "next_step"}, {"type": "resolve"}])
    assert player_of(result, "alice")["hand"] == [] and [c["id"] for c in player_of(result, "alice")["exile"]] == ["ww"]


# --- "Return target creature you control and each Aura attached to it to their owners' hands." (CR 303.4, 400.3) ---

PORTAL = _read(
    "Portal of Sanctuary",
    "Artifact",
    "{1}, {T}: Return target creature you control and each Aura attached to it to their owners' hands. Activate only "
    "during your turn.",
    "{2}{U}",
)
PACIFISM = _read("Pacifism", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't attack or block.",
                 "{1}{W}")


def test_303_4_the_creature_and_its_auras_go_to_their_owners_hands() -> None:
    assert PORTAL["abilities"][0]["effect"] == {"kind": "return_with_auras", "target": "creature:you_control"}
    game = state(battlefield=[_on("po", PORTAL), _on("gb", "Grizzly Bears"), _on("gb2", "Grizzly Bears"),
                              {**_on("pa", PACIFISM, controller="bob"), "attached_to": "gb"},
                              {**_on("pa2", PACIFISM, controller="bob"), "attached_to": "gb2"}],
                 alice={"mana_pool": {"C": 1}})
    result = run(game, [{"type": "activate", "permanent": "po", "ability": 0, "choices": {"targets": ["gb"]}},
                        {"type": "resolve"}])
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["gb"]
    assert [c["id"] for c in player_of(result, "bob")["hand"]] == ["pa"]
    assert sorted(p["id"] for p in result["state"]["battlefield"]) == ["gb2", "pa2", "po"]
