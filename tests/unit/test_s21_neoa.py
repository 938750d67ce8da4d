"""Branch s21-neoa: constructions of Kamigawa: Neon Dynasty (cards A to L), read by the compositional reader and
played by the engine (docs/oracle-s21-neoa.md). Each construction also has its honesty case: a near variant the
engine can't play is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

KATANA = (
    "Ancestral Katana",
    "Artifact — Equipment",
    "Whenever a Samurai or Warrior you control attacks alone, you may pay {1}. When you do, attach Ancestral Katana "
    "to it.\nEquipped creature gets +2/+1.\nEquip {2}",
    "{W}",
)
SAMURAI = {"name": "Probe Samurai", "types": ["Creature"], "subtypes": ["Human", "Samurai"], "power": 2,
           "toughness": 2}


# --- "When you do, attach ~ to it." in a trigger naming a permanent (CR 701.3a, 608.2c) ---


def _katana(choices: dict[str, Any], more: int = 1) -> dict[str, Any]:
    game = state(step="declare_attackers", battlefield=[
        {"id": "sam", "card": "Probe Samurai", "controller": "alice", "controlled_since_turn": 1},
        {"id": "kat", "card": "Ancestral Katana", "controller": "alice"}], alice={"mana_pool": {"W": 1}})
    attack = {"type": "declare_attackers", "attackers": [{"id": "sam", "defending": "bob"}]}
    return _run(game, [attack, {"type": "resolve", "choices": choices}, *[{"type": "resolve"}] * more], _read(*KATANA), SAMURAI)


def test_701_3a_ancestral_katana_attaches_to_the_creature_attacking_alone() -> None:
    ability = _read(*KATANA)["abilities"][0]
    assert ability["effect"] == {"kind": "attach", "target": "that_permanent"} and ability["reflexive"] is True
    paid = _katana({"pay_optional_cost": True})
    assert permanent(paid, "kat")["attached_to"] == "sam"
    assert events_of(paid, "attached")[0]["attached_to"] == "sam"
    declined = _katana({"pay_optional_cost": False}, more=0)
    assert permanent(declined, "kat").get("attached_to") is None
    # "it" after a target is that target, not the event's permanent: not read as attaching to the attacker
    assert probe_support("Whenever a creature you control attacks, tap target creature. Attach ~ to it.",
                         "Artifact — Equipment", None) != "full"


# --- "Put target ... card from a graveyard onto the battlefield under your control." (CR 110.2a, 400.7) ---

JUNJI = (
    "Junji, the Midnight Sky",
    "Legendary Creature — Dragon Spirit",
    "Flying, menace\nWhen Junji, the Midnight Sky dies, choose one —\n• Each opponent discards two cards and loses 2 "
    "life.\n• Put target non-Dragon creature card from a graveyard onto the battlefield under your control. You lose 2 "
    "life.",
    "{3}{B}{B}",
    ("5", "5"),
)
DOOM = {"name": "Probe Doom", "types": ["Sorcery"], "mana_cost": "{B}",
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_110_2a_junji_puts_a_creature_card_from_an_opponents_graveyard_under_your_control() -> None:
    junji = _read(*JUNJI)
    mode = junji["abilities"][-1]["effect"]["modes"][1]
    assert mode["effects"][0] == {"kind": "return_to_battlefield", "target": "card_in_a_graveyard:non-Dragon:creature",
                                  "under_your_control": True}
    game = state(alice={"hand": [{"id": "doom", "card": "Probe Doom"}], "mana_pool": {"B": 1}, "life": 20},
                 bob={"graveyard": [{"id": "bear", "card": "Grizzly Bears"}]},
                 battlefield=[{"id": "junji", "card": "Junji, the Midnight Sky", "controller": "alice"}])
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "doom", "choices": {"targets": ["junji"]}},
                                     {"type": "resolve"}, {"type": "resolve", "choices": {"modes": [1],
                                                                                          "targets": ["bear"]}}]
    result = _run(game, actions, junji, DOOM)
    bear = permanent(result, "bear")
    assert bear["controller"] == "alice" and bear["owner"] == "bob"
    assert player_of(result, "alice")["life"] == 18
    # "under its owner's control" is another construction, not read as this one
    assert probe_support("Put target creature card from a graveyard onto the battlefield under its owner's control.",
                         "Sorcery", None) != "full"


# --- "If you didn't put a card into your hand this way, <effects>." after a look (CR 608.2c) ---

PRANCER = (
    "Blossom Prancer",
    "Creature — Spirit",
    "When Blossom Prancer enters, look at the top five cards of your library. You may reveal a creature or enchantment "
    "card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If "
    "you didn't put a card into your hand this way, you gain 4 life.",
    "{3}{G}{G}",
    ("3", "4"),
)


def _prancer(chosen: list[str]) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"G": 5}, "life": 20, "hand": [{"id": "bp", "card": "Blossom Prancer"}]})
    actions = [{"type": "cast", "card": "bp"}, {"type": "resolve"},
               {"type": "resolve", "choices": {"chosen": chosen}}]
    return _run(game, actions, _read(*PRANCER))


def test_608_2c_blossom_prancer_gains_life_only_when_no_card_was_put_into_the_hand() -> None:
    effects = _read(*PRANCER)["abilities"][0]
    assert {"kind": "if_condition", "condition": {"kind": "none_put_into_hand"},
            "effect": {"kind": "gain_life", "amount": 4, "player": "you"}} in effects["then_effects"] + [
                effects.get("then")]
    took = _prancer(["alice-lib-0"])
    assert player_of(took, "alice")["life"] == 20 and [c["id"] for c in player_of(took, "alice")["hand"]] == [
        "alice-lib-0"]
    assert events_of(took, "condition_not_met")
    none = _prancer([])
    assert player_of(none, "alice")["life"] == 24 and player_of(none, "alice")["hand"] == []
    # without the look before it, "this way" names nothing: not read
    assert probe_support("When ~ enters, draw a card. If you didn't put a card into your hand this way, you gain 4 "
                         "life.") != "full"


# --- "When ~ enters, if enchanted permanent is a creature with the greatest power among creatures on the
# battlefield, draw a card." (CR 603.4, 208.1) ---

WISDOM = (
    "Historian's Wisdom",
    "Enchantment — Aura",
    "Enchant artifact or creature\nWhen Historian's Wisdom enters the battlefield, if enchanted permanent is a creature "
    "with the greatest power among creatures on the battlefield, draw a card.\nAs long as enchanted permanent is a "
    "creature, it gets +2/+1.",
    "{2}{G}",
)


def _wisdom(rival_power: int, resolves: int = 1) -> dict[str, Any]:
    rival = {"name": "Probe Rival", "types": ["Creature"], "power": rival_power, "toughness": 5}
    game = state(battlefield=[
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
        {"id": "rival", "card": "Probe Rival", "controller": "bob", "controlled_since_turn": 1},
    ], alice={"mana_pool": {"G": 3}, "hand": [{"id": "hw", "card": "Historian's Wisdom"}]})
    actions = [{"type": "cast", "card": "hw", "choices": {"targets": ["gb"]}}, *[{"type": "resolve"}] * resolves]
    return _run(game, actions, _read(*WISDOM), rival)


def test_603_4_historians_wisdom_draws_only_for_the_greatest_power() -> None:
    assert {"kind": "triggered", "trigger": "enters", "effect": {"kind": "draw", "amount": 1, "player": "you"},
            "intervening_if": {"kind": "enchanted_greatest_power"}} in _read(*WISDOM)["abilities"]
    tied = _wisdom(4, resolves=2)  # the bear is 4/3 with the Aura: tied for the greatest power, it has it
    assert [c["id"] for c in player_of(tied, "alice")["hand"]] == ["alice-lib-0"]
    smaller = _wisdom(5)
    assert not smaller["state"]["stack"]  # the intervening "if" is false as it triggers: it doesn't (CR 603.4)
    assert player_of(smaller, "alice")["hand"] == []
    # as a spell's sentence (no Aura's own trigger), not read
    assert probe_support("Draw a card if enchanted permanent is a creature with the greatest power among creatures on "
                         "the battlefield.", "Sorcery", None) != "full"


# --- "you may put an artifact card with mana value less than or equal to that damage from your hand onto the
# battlefield" (CR 608.2d, 110.2a, 202.3) ---

TECHNICIAN = (
    "Covert Technician",
    "Artifact Creature — Human Ninja",
    "Ninjutsu {1}{U}\nWhenever Covert Technician deals combat damage to a player, you may put an artifact card with "
    "mana value less than or equal to that damage from your hand onto the battlefield.",
    "{2}{U}",
    ("2", "4"),
)
RELIC_2 = {"name": "Probe Relic Two", "mana_cost": "{2}", "types": ["Artifact"]}
RELIC_3 = {"name": "Probe Relic Three", "mana_cost": "{3}", "types": ["Artifact"]}


def _technician(chosen: list[str] | None) -> dict[str, Any]:
    game = state(step="declare_attackers", battlefield=[
        {"id": "ct", "card": "Covert Technician", "controller": "alice", "controlled_since_turn": 1}],
        alice={"hand": [{"id": "r2", "card": "Probe Relic Two"}, {"id": "r3", "card": "Probe Relic Three"}]})
    step = {"type": "next_step"}
    actions = [{"type": "declare_attackers", "attackers": [{"id": "ct", "defending": "bob"}]}, step, step,
               {"type": "resolve", **({"choices": {"chosen": chosen}} if chosen is not None else {})}]
    return _run(game, actions, _read(*TECHNICIAN), RELIC_2, RELIC_3)


def test_608_2d_covert_technician_puts_an_artifact_of_mana_value_up_to_the_damage() -> None:
    assert _read(*TECHNICIAN)["abilities"][-1]["effect"] == {
        "kind": "put_from_hand", "quality": ["card:artifact"], "mana_value_at_most": "that_much"}
    put = _technician(["r2"])
    assert permanent(put, "r2")["controller"] == "alice"
    assert [c["id"] for c in player_of(put, "alice")["hand"]] == ["r3"]
    none = _technician(None)
    assert len(player_of(none, "alice")["hand"]) == 2 and events_of(none, "put_from_hand_chosen")[0]["chosen"] is False
    with pytest.raises(IllegalAction, match="mana value"):
        _technician(["r3"])  # 3 is more than the 2 damage dealt
    # "that damage" outside a damage trigger names nothing: not read
    assert probe_support("When ~ enters, you may put an artifact card with mana value less than or equal to that "
                         "damage from your hand onto the battlefield.") != "full"


# --- "Spend this mana only to activate an ability or cast an artifact spell." (CR 106.6, 602.2b) ---

ARTIFICER = ("Automated Artificer", "Artifact Creature — Artificer",
             "{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.", "{2}", ("1", "3"))
CHARM = {"name": "Probe Charm", "mana_cost": "{1}", "types": ["Artifact"]}
PUP = {"name": "Probe Pup", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1}
TOTEM = {"name": "Probe Totem", "types": ["Enchantment"], "abilities": [
    {"kind": "activated", "cost": "{1}", "effect": {"kind": "gain_life", "amount": 1}}]}


def _artificer(then: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=[{"id": "aa", "card": "Automated Artificer", "controller": "alice",
                               "controlled_since_turn": 1},
                              {"id": "tt", "card": "Probe Totem", "controller": "alice"}],
                 alice={"hand": [{"id": "ch", "card": "Probe Charm"}, {"id": "pp", "card": "Probe Pup"}]})
    return _run(game, [{"type": "tap_for_mana", "permanent": "aa", "ability": 0}, then],
                _read(*ARTIFICER), CHARM, PUP, TOTEM)


def test_106_6_automated_artificer_mana_pays_any_ability_or_an_artifact_spell_only() -> None:
    assert _read(*ARTIFICER)["abilities"][0]["spend_only"] == "abilities_or_artifact_spells"
    for then in ({"type": "cast", "card": "ch"}, {"type": "activate", "permanent": "tt", "ability": 0}):
        done = _artificer(then)
        assert done["state"]["stack"] and not player_of(done, "alice").get("restricted_mana")
    with pytest.raises(IllegalAction, match="activate an ability or cast an artifact spell"):
        _artificer({"type": "cast", "card": "pp"})


# --- "For each of them, put your choice of a vigilance counter, a reach counter, or a trample counter on it."
# (CR 608.2d, 122.1b) ---

ANCIENTS = ("Invoke the Ancients", "Sorcery", "Create two 4/5 green Spirit creature tokens. For each of them, put your "
            "choice of a vigilance counter, a reach counter, or a trample counter on it.", "{1}{G}{G}{G}{G}")


def _ancients(keywords: list[str] | None) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"G": 5}, "hand": [{"id": "ia", "card": "Invoke the Ancients"}]})
    resolve: dict[str, Any] = {"type": "resolve", **({"choices": {"keywords": keywords}} if keywords else {})}
    return _run(game, [{"type": "cast", "card": "ia"}, resolve], _read(*ANCIENTS))


def test_608_2d_invoke_the_ancients_puts_the_chosen_counter_on_each_token() -> None:
    tokens = _ancients(["reach", "trample"])["state"]["battlefield"]
    assert [(t["card"]["name"], t["counters"]) for t in tokens] == [("Spirit Token", {"reach": 1}),
                                                                     ("Spirit Token", {"trample": 1})]
    assert "trample" in tokens[1]["characteristics"]["keywords"]
    defaulted = _ancients(None)["state"]["battlefield"]
    assert [t["counters"] for t in defaulted] == [{"vigilance": 1}, {"vigilance": 1}]
    with pytest.raises(IllegalAction, match="Choose counters"):
        _ancients(["flying", "reach"])  # not an option
    # after one created token ("it" is that token, "them" names nothing), not read
    assert probe_support("Create a 4/5 green Spirit creature token. For each of them, put your choice of a vigilance "
                         "counter or a reach counter on it.", "Sorcery", None) != "full"


# --- "target artifact, enchantment, or tapped creature" (CR 115.1, 601.2c) ---

SLASH = ("Banishing Slash", "Sorcery", "Destroy up to one target artifact, enchantment, or tapped creature. Then if you "
         "control an artifact and an enchantment, create a 2/2 white Samurai creature token with vigilance.", "{1}{W}")
RELIC = {"name": "Probe Relic", "types": ["Artifact"]}


def _slash(target: str) -> dict[str, Any]:
    game = state(battlefield=[
        {"id": "tapped-bear", "card": "Grizzly Bears", "controller": "bob", "tapped": True},
        {"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
        {"id": "relic", "card": "Probe Relic", "controller": "bob"}],
        alice={"mana_pool": {"W": 2}, "hand": [{"id": "bs", "card": "Banishing Slash"}]})
    return _run(game, [{"type": "cast", "card": "bs", "choices": {"targets": [target]}}, {"type": "resolve"}],
                _read(*SLASH), RELIC)


def test_115_1_banishing_slash_targets_a_tapped_creature_or_any_artifact() -> None:
    for target in ("tapped-bear", "relic"):
        assert target in [c["id"] for c in player_of(_slash(target), "bob")["graveyard"]]
    with pytest.raises(IllegalAction, match="bear"):
        _slash("bear")  # an untapped creature is not a legal target
