"""Session 25, group mh (docs/oracle-s25-mh.md): embalm and eternalize, converge, scavenge, and three gaps of session 24
(suspend in `legal_actions`; the "you may cast it" of suspend, cascade and rebound asked in `pending`), each read from
the real Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _not_read, _on, _permanent
from tests.unit.test_s24_khans import MANEUVER
from tests.unit.test_s24_mh1 import CASCADER, FOOTFALLS, GROWTH, OGRE, ROOT

# --- embalm and eternalize (CR 702.128, 702.129) ------------------------------------------------------------------------

STRIKER = ("Sinuous Striker", "Creature — Naga Warrior", "{U}: Sinuous Striker gets +1/-1 until end of turn.\nEternalize—"
           "{3}{U}{U}, Discard a card. ({3}{U}{U}, Discard a card, Exile this card from your graveyard: Create a token "
           "that's a copy of it, except it's a 4/4 black Zombie Naga Warrior with no mana cost. Eternalize only as a "
           "sorcery.)", "{2}{U}", ("2", "2"))
POUNCER = ("Adorned Pouncer", "Creature — Cat", "Double strike\nEternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your "
           "graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. "
           "Eternalize only as a sorcery.)", "{1}{W}", ("1", "1"))
VIZIER = ("Vizier of the Anointed", "Creature — Human Cleric", "When Vizier of the Anointed enters the battlefield, you "
          "may search your library for a creature card with eternalize or embalm, put that card into your graveyard, "
          "then shuffle.\nWhenever you activate an eternalize or embalm ability, draw a card.", "{3}{U}", ("2", "4"))


def _token(done: dict[str, Any]) -> dict[str, Any]:
    return next(p for p in done["state"]["battlefield"] if p["is_token"])


def test_702_129a_eternalize_is_read_with_its_costs() -> None:
    striker = read_full_definition(*STRIKER)
    assert striker["abilities"][1] == {"kind": "eternalize", "cost": "{3}{U}{U}", "other_costs": [{"kind": "discard"}]}
    assert read_full_definition(*POUNCER)["abilities"] == [{"kind": "eternalize", "cost": "{3}{W}{W}"}]
    _not_read("Eternalize {X}{B}")
    _not_read("Eternalize—{3}{U}{U}")  # the dash only before other costs
    _not_read("Embalm {1}{W}, Discard a card.")


def test_702_129a_eternalize_exiles_the_card_and_makes_a_black_4_4_zombie_token_copy_at_sorcery_speed() -> None:
    striker = read_full_definition(*STRIKER)
    game = state(alice={"graveyard": [{"id": "s", "card": "Sinuous Striker"}], "hand": [{"id": "x", "card": "Grizzly Bears"}],
                        "mana_pool": {"U": 2, "C": 3}})
    done = _run(game, [{"type": "activate", "permanent": "s", "ability": 1, "choices": {"discard": ["x"]}},
                       {"type": "resolve"}], striker)
    alice = player_of(done, "alice")
    assert alice["exile"] == [{"id": "s", "card": "Sinuous Striker"}] and [c["id"] for c in alice["graveyard"]] == ["x"]
    token = _token(done)["characteristics"]
    assert (token["name"], token["colors"], token["mana_value"], token["power"], token["toughness"]) == (
        "Sinuous Striker", ["B"], 0, 4, 4)
    assert set(token["subtypes"]) == {"Naga", "Warrior", "Zombie"} and token["types"] == ["Creature"]
    assert "CR 702.129a" in events_of(done, "ability_activated")[0]["cites"]
    with pytest.raises(IllegalAction, match="sorcery"):
        _run({**game, "step": "beginning_of_combat"},
             [{"type": "activate", "permanent": "s", "ability": 1, "choices": {"discard": ["x"]}}], striker)


def test_702_128a_embalm_makes_a_white_zombie_copy_with_its_own_power() -> None:
    embalmer = {"name": "Embalmed Probe", "types": ["Creature"], "subtypes": ["Human"], "mana_cost": "{1}{G}",
                "power": 2, "toughness": 3, "abilities": [{"kind": "embalm", "cost": "{2}{G}"}]}
    game = state(alice={"graveyard": [{"id": "e", "card": "Embalmed Probe"}], "mana_pool": {"G": 1, "C": 2}})
    done = _run(game, [{"type": "activate", "permanent": "e", "ability": 0}, {"type": "resolve"}], embalmer)
    token = _token(done)["characteristics"]
    assert (token["colors"], token["mana_value"], token["power"], token["toughness"], token["subtypes"]) == (
        ["W"], 0, 2, 3, ["Human", "Zombie"])


def test_702_129a_whenever_you_activate_an_eternalize_or_embalm_ability_draws() -> None:
    vizier = read_card_line(VIZIER, -1)
    assert vizier == {"kind": "triggered", "trigger": "you_activate", "activated_keywords": ["eternalize", "embalm"],
                      "effect": {"kind": "draw", "amount": 1, "player": "you"}}
    pouncer = read_full_definition(*POUNCER)
    watcher = {"name": "Watcher", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [vizier]}
    game = state(alice={"graveyard": [{"id": "p", "card": "Adorned Pouncer"}], "mana_pool": {"W": 2, "C": 3}},
                 battlefield=[_on("v", "Watcher")])
    done = _run(game, [{"type": "activate", "permanent": "p", "ability": 0}, {"type": "resolve"}, {"type": "resolve"}],
                pouncer, watcher)
    assert len(player_of(done, "alice")["hand"]) == 1 and _token(done)["characteristics"]["keywords"] == ["double_strike"]


def read_card_line(card: tuple[Any, ...], index: int) -> dict[str, Any]:
    from app.oracle import CardFacts, read_card

    name, type_line, text, cost, pt = card
    reading = read_card(CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=text, power=pt[0],
                                  toughness=pt[1]))
    assert reading.definition is not None
    ability: dict[str, Any] = reading.definition["abilities"][index]
    return ability


# --- suspend in legal_actions; "you may cast it" asked in pending (CR 702.62a, 702.85a, 702.88a, 608.2d) ----------------

def test_702_62a_legal_actions_lists_suspend_when_it_is_legal() -> None:
    footfalls = read_full_definition(*FOOTFALLS)
    game = state(alice={"hand": [{"id": "f", "card": "Crashing Footfalls"}], "mana_pool": {"G": 1}})
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], footfalls)["queries"][0]["result"]["legal"]
    assert [e for e in listed if e["action"]["type"] == "suspend"] == [
        {"action": {"player": "alice", "card": "f", "type": "suspend"},
         "cost": {"mana": "{G}", "additional": [], "mana_value": 1}, "cites": ["CR 702.62a", "CR 116.2f", "CR 117.1b"]}]
    upkeep = _run({**game, "step": "upkeep"}, [{"type": "legal_actions", "player": "alice"}], footfalls)
    assert not [e for e in upkeep["queries"][0]["result"]["legal"] if e["action"]["type"] == "suspend"]


def _asked(done: dict[str, Any]) -> dict[str, Any]:
    pending: dict[str, Any] = done["pending"]
    assert pending["decision"] == "choose", pending
    options: dict[str, Any] = pending["options"]
    return options


def test_608_2d_suspend_cascade_and_rebound_ask_you_may_cast_it_in_pending() -> None:
    footfalls = read_full_definition(*FOOTFALLS)
    game = state(step="untap", alice={"exile": [{"id": "f", "card": "Crashing Footfalls", "time_counters": 1}]})
    asked = _asked(_run(game, [{"type": "next_step"}, {"type": "resolve"}], footfalls))
    assert (asked["kind"], asked["values"], asked["default"]) == ("cast_free", ["f"], [])
    cascader, growth = read_full_definition(*CASCADER), read_full_definition(*GROWTH)
    library = [{"id": "l1", "card": "Root Land"}, {"id": "o", "card": "Big Ogre"}, {"id": "g", "card": "Growth Spell"}]
    game = state(alice={"hand": [{"id": "c", "card": "Probe Cascader"}], "mana_pool": {"R": 1, "C": 3}, "library": library})
    assert _asked(_run(game, [{"type": "cast", "card": "c"}], cascader, growth, ROOT, OGRE))["values"] == ["g"]
    maneuver = read_full_definition(*MANEUVER)
    game = state(alice={"hand": [{"id": "m", "card": "Artful Maneuver"}], "mana_pool": {"W": 1, "C": 1}},
                 battlefield=[_on("b", "Grizzly Bears")])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                       {"type": "next_turn"}, {"type": "next_turn"}], maneuver)
    assert _asked(done)["values"] == ["m"] and _asked(done)["kind"] == "cast_free"
    assert _permanent(done, "b") is not None


# --- converge (CR 207.2c, 601.2h) --------------------------------------------------------------------------------------

SCORCH = ("Kaleidoscorch", "Sorcery", "Converge — Kaleidoscorch deals X damage to any target, where X is the number of "
          "colors of mana spent to cast this spell.\nFlashback {4}{R} (You may cast this card from your graveyard for its "
          "flashback cost. Then exile it.)", "{1}{R}")
CREEPER = ("Glinting Creeper", "Creature — Plant", "Converge — Glinting Creeper enters the battlefield with two +1/+1 "
           "counters on it for each color of mana spent to cast it.\nGlinting Creeper can't be blocked by creatures with "
           "power 2 or less.", "{4}{G}", ("0", "0"))
EPICURE = ("Radiant Epicure", "Creature — Vampire Wizard", "Converge — When Radiant Epicure enters the battlefield, each "
           "opponent loses X life and you gain X life, where X is the number of colors of mana spent to cast this "
           "spell.", "{4}{B}", ("3", "2"))
SKIES = ("Sweep the Skies", "Sorcery", "Converge — Create a 1/1 colorless Thopter artifact creature token with flying for "
         "each color of mana spent to cast this spell.", "{X}{U}{U}")


def test_601_2h_converge_a_spell_counts_the_colors_of_mana_spent_to_cast_it() -> None:
    scorch = read_full_definition(*SCORCH)
    assert scorch["abilities"][0] == {"kind": "spell", "effect": {"kind": "damage", "amount": "s25mh_colors_spent",
                                                                  "target": "any"}}
    game = state(alice={"hand": [{"id": "k", "card": "Kaleidoscorch"}], "mana_pool": {"R": 1, "G": 1}})
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], scorch)
    assert player_of(done, "bob")["life"] == 18
    colorless = state(alice={"hand": [{"id": "k", "card": "Kaleidoscorch"}], "mana_pool": {"R": 2}})
    done = _run(colorless, [{"type": "cast", "card": "k", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], scorch)
    assert player_of(done, "bob")["life"] == 19  # one color, twice
    skies = read_full_definition(*SKIES)
    game = state(alice={"hand": [{"id": "s", "card": "Sweep the Skies"}], "mana_pool": {"U": 2, "W": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "s", "x": 2}, {"type": "resolve"}], skies)
    assert len(done["state"]["battlefield"]) == 2  # blue and white (colorless mana is no color, CR 105.1)
    _not_read("Converge — ~ deals X damage to any target, where X is the number of colors of mana spent to cast it this turn.")


def test_601_2h_converge_a_permanent_enters_with_counters_and_its_enters_trigger_counts_too() -> None:
    creeper = read_full_definition(*CREEPER)
    assert creeper["abilities"][0] == {"kind": "etb_counters", "counter": "+1/+1", "amount": 2,
                                       "for_each": "s25mh_colors_spent"}
    game = state(alice={"hand": [{"id": "c", "card": "Glinting Creeper"}], "mana_pool": {"G": 1, "W": 1, "U": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}], creeper)
    assert _permanent(done, "c")["counters"] == {"+1/+1": 6}
    epicure = read_full_definition(*EPICURE)
    game = state(alice={"hand": [{"id": "e", "card": "Radiant Epicure"}], "mana_pool": {"B": 1, "R": 1, "U": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}], epicure)
    assert done["state"]["stack"][0]["choices"]["s25mh_colors_spent"] == 3  # carried by the trigger (CR 113.7a)
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}, {"type": "resolve"}], epicure)
    assert (player_of(done, "bob")["life"], player_of(done, "alice")["life"]) == (17, 23)


# --- scavenge (CR 702.97) ----------------------------------------------------------------------------------------------

KRUSHOK = ("Bannerhide Krushok", "Creature — Beast", "Trample\nReinforce 2—{1}{G} ({1}{G}, Discard this card: Put two +1/+1 "
           "counters on target creature.)\nScavenge {5}{G}{G} ({5}{G}{G}, Exile this card from your graveyard: Put a "
           "number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
           "{3}{G}", ("4", "4"))


def test_702_97a_scavenge_exiles_the_card_and_puts_its_power_in_counters_on_target_creature() -> None:
    krushok = read_full_definition(*KRUSHOK)
    assert krushok["abilities"][1] == {
        "kind": "activated", "cost": "{5}{G}{G}", "other_costs": [{"kind": "exile_self_from_graveyard"}],
        "activate_only": "sorcery", "effect": {"kind": "put_counters", "counter": "+1/+1",
                                               "amount": "s25mh_exiled_card_power", "target": "creature"}}
    game = state(alice={"graveyard": [{"id": "k", "card": "Bannerhide Krushok"}], "mana_pool": {"G": 2, "C": 5}},
                 battlefield=[_on("b", "Grizzly Bears")])
    done = _run(game, [{"type": "activate", "permanent": "k", "ability": 1, "choices": {"targets": ["b"]}},
                       {"type": "resolve"}], krushok)
    assert _permanent(done, "b")["counters"] == {"+1/+1": 4}
    assert player_of(done, "alice")["exile"] == [{"id": "k", "card": "Bannerhide Krushok"}]
    _not_read("Scavenge {X}{G}")


# --- unearth (CR 702.84) -----------------------------------------------------------------------------------------------

GARGANTUA = ("First-Sphere Gargantua", "Creature — Phyrexian Horror", "When First-Sphere Gargantua enters the battlefield, "
             "you draw a card and you lose 1 life.\nUnearth {2}{B} ({2}{B}: Return this card from your graveyard to the "
             "battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the "
             "battlefield. Unearth only as a sorcery.)", "{4}{B}{B}", ("5", "4"))
BOUNCE = {"name": "Bouncer", "types": ["Instant"], "mana_cost": "{U}",
          "abilities": [{"kind": "spell", "effect": {"kind": "return_to_hand", "target": "creature"}}]}


def test_702_84a_unearth_returns_it_with_haste_and_exiles_it_at_the_next_end_step() -> None:
    gargantua = read_full_definition(*GARGANTUA)
    assert gargantua["abilities"][1] == {"kind": "activated", "cost": "{2}{B}", "activate_only": "sorcery", "effect": {
        "kind": "return_self_from_graveyard", "to": "battlefield", "unearth": True}}
    game = state(step="postcombat_main", alice={"graveyard": [{"id": "g", "card": "First-Sphere Gargantua"}],
                                                "mana_pool": {"B": 1, "C": 2}})
    back = [{"type": "activate", "permanent": "g", "ability": 1}, {"type": "resolve"}, {"type": "resolve"}]
    done = _run(game, back, gargantua)
    assert "haste" in _permanent(done, "g")["characteristics"]["keywords"] and player_of(done, "alice")["life"] == 19
    done = _run(game, [*back, {"type": "next_step"}, {"type": "resolve"}], gargantua)
    assert done["state"]["battlefield"] == [] and player_of(done, "alice")["exile"] == [
        {"id": "g", "card": "First-Sphere Gargantua"}]
    _not_read("Unearth {X}{B}")


def test_702_84a_an_unearthed_permanent_that_would_leave_is_exiled_instead() -> None:
    gargantua = read_full_definition(*GARGANTUA)
    game = state(alice={"graveyard": [{"id": "g", "card": "First-Sphere Gargantua"}], "hand": [{"id": "u", "card": BOUNCE}],
                        "mana_pool": {"B": 1, "C": 2, "U": 1}})
    done = _run(game, [{"type": "activate", "permanent": "g", "ability": 1}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "cast", "card": "u", "choices": {"targets": ["g"]}}, {"type": "resolve"}], gargantua, BOUNCE)
    alice = player_of(done, "alice")
    assert alice["exile"] == [{"id": "g", "card": "First-Sphere Gargantua"}] and "g" not in [c["id"] for c in alice["hand"]]
    with pytest.raises(IllegalAction):  # only as a sorcery
        _run({**game, "step": "upkeep"}, [{"type": "activate", "permanent": "g", "ability": 1}], gargantua)


# --- overload (CR 702.96) ----------------------------------------------------------------------------------------------

_OVERLOAD = (" (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "
             "\"target\" with \"each.\")")
ADDRESS = ("Stirring Address", "Instant", "Target creature you control gets +2/+2 until end of turn.\nOverload {5}{W}"
           + _OVERLOAD, "{1}{W}")
RAKE = ("Mind Rake", "Sorcery", "Target player discards two cards.\nOverload {1}{B}" + _OVERLOAD, "{2}{B}")


def test_702_96b_overload_reads_the_text_twice_target_and_each() -> None:
    address = read_full_definition(*ADDRESS)
    assert address["abilities"] == [
        {"kind": "spell", "effect": {"kind": "pump", "target": "creature:you_control", "power": 2, "toughness": 2,
                                     "duration": "end_of_turn"}, "condition": "not_overloaded"},
        {"kind": "spell", "effect": {"kind": "pump", "target": "each_creature_you_control", "power": 2, "toughness": 2,
                                     "duration": "end_of_turn"}, "condition": "overloaded"},
        {"kind": "alternative_cost", "name": "overload", "cost": "{5}{W}"}]
    assert read_full_definition(*RAKE)["abilities"][1]["effect"]["player"] == "each_player"
    _not_read("Overload {X}{B}")


def test_702_96a_overloaded_spell_has_no_targets_and_affects_each() -> None:
    address = read_full_definition(*ADDRESS)
    battlefield = [_on("b1", "Grizzly Bears"), _on("b2", "Grizzly Bears"), _on("x", "Grizzly Bears", "bob")]
    game = state(alice={"hand": [{"id": "s", "card": "Stirring Address"}], "mana_pool": {"W": 1, "C": 5}},
                 battlefield=battlefield)
    done = _run(game, [{"type": "cast", "card": "s", "alternative_cost": "overload"}, {"type": "resolve"}], address)
    assert [_permanent(done, p)["characteristics"]["power"] for p in ("b1", "b2", "x")] == [4, 4, 2]
    assert "CR 702.96b" in events_of(done, "spell_cast")[0]["cites"]
    with pytest.raises(IllegalAction, match="target"):
        _run(game, [{"type": "cast", "card": "s", "alternative_cost": "overload", "choices": {"targets": ["b1"]}}],
             address)
    one = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b1"]}}, {"type": "resolve"}], address)
    assert [_permanent(one, p)["characteristics"]["power"] for p in ("b1", "b2")] == [4, 2]
    rake = read_full_definition(*RAKE)
    hand = [{"id": f"h{i}", "card": "Grizzly Bears"} for i in range(3)]
    game = state(alice={"hand": [{"id": "m", "card": "Mind Rake"}, *hand], "mana_pool": {"B": 1, "C": 1}},
                 bob={"hand": [{"id": f"o{i}", "card": "Grizzly Bears"} for i in range(3)]})
    done = _run(game, [{"type": "cast", "card": "m", "alternative_cost": "overload"}, {"type": "resolve"}], rake)
    assert (len(player_of(done, "alice")["hand"]), len(player_of(done, "bob")["hand"])) == (1, 1)


# --- "search your library for a card, put that card into your graveyard, then shuffle" (CR 701.23a) -------------------

ENTOMBER = ("Vile Entomber", "Creature — Zombie Warlock", "Deathtouch\nWhen Vile Entomber enters the battlefield, search "
            "your library for a card, put that card into your graveyard, then shuffle.", "{2}{B}{B}", ("2", "2"))


def test_701_23a_a_search_may_put_the_card_into_your_graveyard() -> None:
    entomber = read_full_definition(*ENTOMBER)
    assert entomber["abilities"] == [{"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "search_library", "to": "graveyard"}}]
    game = state(alice={"hand": [{"id": "v", "card": "Vile Entomber"}], "mana_pool": {"B": 2, "C": 2}})
    asked = _asked(_run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"}], entomber))
    assert asked["to"] == "graveyard" and asked["min"] == 1  # "a card": found if it can be (CR 701.23d)
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"search": ["alice-lib-3"]}}], entomber)
    alice = player_of(done, "alice")
    assert alice["graveyard"] == [{"id": "alice-lib-3", "card": "Grizzly Bears"}] and len(alice["library"]) == 4


# --- "for each other Cat you control"; brick counters (CR 205.3, 122.1) ------------------------------------------------

SOVEREIGN = ("Pride Sovereign", "Creature — Cat", "Pride Sovereign gets +1/+1 for each other Cat you control.\n{W}, {T}, "
             "Exert Pride Sovereign: Create two 1/1 white Cat creature tokens with lifelink. (An exerted creature won't "
             "untap during your next untap step.)", "{2}{G}", ("2", "2"))
PYRAMID = ("Sunset Pyramid", "Artifact", "Sunset Pyramid enters the battlefield with three brick counters on it.\n{2}, {T}, "
           "Remove a brick counter from Sunset Pyramid: Draw a card.\n{2}, {T}: Scry 1.", "{2}", None)


def test_613_4c_gets_plus_one_for_each_other_permanent_of_a_subtype_you_control() -> None:
    sovereign = read_full_definition(*SOVEREIGN)
    assert sovereign["abilities"][0] == {"kind": "self_count_pump", "power": 1, "toughness": 1,
                                         "count": "permanents_you_control", "subtype": "Cat", "other": True}
    cat = {"name": "Housecat", "types": ["Creature"], "subtypes": ["Cat"], "power": 1, "toughness": 1}
    done = _run(state(battlefield=[_on("p", "Pride Sovereign"), _on("c", cat), _on("o", cat, "bob")]), [], sovereign, cat)
    assert _permanent(done, "p")["characteristics"]["power"] == 3  # one other Cat of its controller's, not itself


def test_122_1_enters_with_brick_counters_and_removes_one_to_draw() -> None:
    pyramid = read_full_definition(*PYRAMID)
    assert pyramid["abilities"][0] == {"kind": "etb_counters", "counter": "brick", "amount": 3}
    game = state(alice={"hand": [{"id": "s", "card": "Sunset Pyramid"}], "mana_pool": {"C": 4}})
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"},
                       {"type": "activate", "permanent": "s", "ability": 1}, {"type": "resolve"}], pyramid)
    assert _permanent(done, "s")["counters"] == {"brick": 2} and len(player_of(done, "alice")["hand"]) == 1


# --- "~ can't block unless you control another Zombie." (CR 509.1b) ---------------------------------------------------

BONESLASHER = ("Marauding Boneslasher", "Creature — Zombie Minotaur", "Marauding Boneslasher can't block unless you control "
               "another Zombie.", "{2}{B}", ("3", "3"))


def test_509_1b_cant_block_unless_you_control_another_of_a_subtype() -> None:
    slasher = read_full_definition(*BONESLASHER)
    assert slasher["abilities"] == [{"kind": "cant_attack_unless_you_control", "you_control": "permanent:Zombie:other",
                                     "block": True}]
    zombie = {"name": "Zed", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2}
    battlefield = [_on("a", "Grizzly Bears"), _on("m", "Marauding Boneslasher", "bob")]
    block = [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}, {"type": "next_step"},
             {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "m", "attacker": "a"}]}]
    with pytest.raises(IllegalAction, match="block"):  # itself, a Zombie, is not "another"
        _run(state(step="declare_attackers", battlefield=battlefield), block, slasher)
    done = _run(state(step="declare_attackers", battlefield=[*battlefield, _on("z", zombie, "bob")]), block, slasher, zombie)
    assert done["state"]["combat"]["blockers"] == {"m": ["a"]}
    _run(state(step="declare_attackers", battlefield=[_on("m", "Marauding Boneslasher")]),
         [{"type": "declare_attackers", "attackers": [{"id": "m", "defending": "bob"}]}], slasher)  # it attacks freely


# --- "target creature that has a -1/-1 counter on it" (CR 122.1) -------------------------------------------------------

PUNISHER = ("Banewhip Punisher", "Creature — Human Warrior", "When Banewhip Punisher enters the battlefield, you may put a "
            "-1/-1 counter on target creature.\n{B}, Sacrifice Banewhip Punisher: Destroy target creature that has a -1/-1 "
            "counter on it.", "{2}{B}", ("2", "2"))


def test_122_1_target_creature_that_has_a_counter_on_it() -> None:
    punisher = read_full_definition(*PUNISHER)
    assert punisher["abilities"][1]["effect"] == {"kind": "destroy", "target": "creature:with_counter_-1/-1"}
    battlefield = [_on("p", "Banewhip Punisher"), _on("x", "Grizzly Bears", "bob", counters={"-1/-1": 1}),
                   _on("y", "Grizzly Bears", "bob")]
    game = state(battlefield=battlefield, alice={"mana_pool": {"B": 1}})
    done = _run(game, [{"type": "activate", "permanent": "p", "ability": 1, "choices": {"targets": ["x"]}},
                       {"type": "resolve"}], punisher)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["y"]
    with pytest.raises(IllegalAction, match="counter"):
        _run(game, [{"type": "activate", "permanent": "p", "ability": 1, "choices": {"targets": ["y"]}}], punisher)


# --- "Return all artifacts / permanents to their owners' hands." (CR 400.3, 608.2c) -----------------------------------

def test_400_3_return_all_artifacts_or_all_permanents_to_their_owners_hands() -> None:
    rebuild = read_full_definition("Rebuild", "Instant", "Return all artifacts to their owners' hands.\nCycling {2} ({2}, "
                                   "Discard this card: Draw a card.)", "{2}{U}")
    assert rebuild["abilities"][0]["effect"] == {"kind": "return_to_hand", "target": "each_artifact"}
    upheaval = read_full_definition("Upheaval", "Sorcery", "Return all permanents to their owners' hands.", "{4}{U}{U}")
    trinket = {"name": "Trinket", "types": ["Artifact"], "mana_cost": "{1}"}
    battlefield = [_on("a", trinket), _on("b", "Grizzly Bears", "bob"), _on("f", "Forest", "bob")]
    game = state(battlefield=battlefield, alice={"hand": [{"id": "s", "card": "Rebuild"}, {"id": "u", "card": "Upheaval"}],
                                                 "mana_pool": {"U": 2, "C": 4}})
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], rebuild, upheaval, trinket)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["b", "f"]
    done = _run(game, [{"type": "cast", "card": "u"}, {"type": "resolve"}], rebuild, upheaval, trinket)
    assert done["state"]["battlefield"] == [] and [c["id"] for c in player_of(done, "bob")["hand"]] == ["b", "f"]
