"""Session 34, group mkm (docs/oracle-s34-mkm.md): general constructions read from the real Oracle text of the
fixture sets (Murders at Karlov Manor, Wilds of Eldraine and others) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import (
    mtgjson_full_definition,
    mtgjson_set,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

ROCK = {"name": "Rock", "types": ["Artifact"]}
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


# --- "Whenever ~ attacks, you may sacrifice an artifact or discard a card. If you do, draw a card and ~ gets +2/+0 until
# end of turn." (CR 608.2d, 701.21a, 701.9a) ---------------------------------------------------------------------------

def test_608_2d_you_may_sacrifice_an_artifact_or_discard_a_card_if_you_do() -> None:
    detective = mtgjson_full_definition("MKM", "Reckless Detective")
    assert detective["abilities"][0]["optional_action"] == {"action": "sacrifice", "spec": "artifact", "amount": 1,
                                                             "or_discard": "card"}
    game = state(step="declare_attackers", battlefield=[on_battlefield("d", "Reckless Detective"),
                                                        on_battlefield("r", "Rock")],
                 alice={"hand": [{"id": "h", "card": "Bear"}], "library": [{"id": "top", "card": "Rock"}]})
    attacked = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "d", "defending": "bob"}]}],
                    detective, ROCK, BEAR)

    def resolved(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(attacked["state"], [{"type": "resolve", "choices": choices}], detective, ROCK, BEAR)

    discarded = resolved({"pay_optional_cost": True, "discard": ["h"]})  # any card, not only an artifact card
    alice = player_of(discarded, "alice")
    assert [c["id"] for c in alice["hand"]] == ["top"] and [c["id"] for c in alice["graveyard"]] == ["h"]
    assert permanent(discarded, "d")["characteristics"]["power"] == 2
    assert any(p["id"] == "r" for p in discarded["state"]["battlefield"])
    sacrificed = resolved({"pay_optional_cost": True, "sacrifice": ["r"]})
    assert [c["id"] for c in player_of(sacrificed, "alice")["graveyard"]] == ["r"]
    assert permanent(sacrificed, "d")["characteristics"]["power"] == 2
    declined = resolved({"pay_optional_cost": False})
    assert [c["id"] for c in player_of(declined, "alice")["hand"]] == ["h"]
    assert permanent(declined, "d")["characteristics"]["power"] == 0
    with pytest.raises(IllegalAction):  # one card, not two
        resolved({"pay_optional_cost": True, "discard": ["h", "top"]})
    # near variants the engine does not implement stay refused: two cards, a card at random, no "If you do"
    attacks = "Whenever ~ attacks, you may sacrifice an artifact or discard "
    for text in (attacks + "two cards. If you do, draw a card.", attacks + "a card at random. If you do, draw a card.",
                 "When ~ enters, sacrifice an artifact or discard a card."):
        assert probe_support(text) != "full"


# --- "The second spell you cast each turn costs {1} less to cast." (CR 601.2f, 601.2i) --------------------------------

def test_601_2f_the_second_spell_you_cast_each_turn_costs_less() -> None:
    mouse = mtgjson_full_definition("WOE", "Raging Battle Mouse")
    assert {"kind": "cost_reduction", "spells": "all", "generic": 1, "nth_spell_each_turn": 2} in mouse["abilities"]
    ponder = read_full_definition("Probe Insight", "Sorcery", "Draw a card.", "{1}{U}")
    hand = [{"id": "s1", "card": "Probe Insight"}, {"id": "s2", "card": "Probe Insight"},
            {"id": "s3", "card": "Probe Insight"}]
    field = [on_battlefield("m", "Raging Battle Mouse")]
    library = [{"id": f"l{n}", "card": "Rock"} for n in range(3)]

    def cast(ids: list[str], pool: int, cast_before: int = 0) -> dict[str, Any]:
        game = state(battlefield=field, alice={"hand": hand, "library": library, "mana_pool": {"U": pool},
                                               "spells_cast_this_turn": cast_before})
        actions: list[dict[str, Any]] = []
        for spell in ids:
            actions += [{"type": "cast", "card": spell}, {"type": "resolve"}]
        return _run(game, actions, mouse, ponder, ROCK)

    done = cast(["s1", "s2", "s3"], 5)  # 2, then 1 (the second spell), then 2 again
    assert player_of(done, "alice")["mana_pool"]["U"] == 0 and player_of(done, "alice")["spells_cast_this_turn"] == 3
    assert player_of(cast(["s1"], 1, cast_before=1), "alice")["mana_pool"]["U"] == 0  # a spell cast earlier counts
    for before in (0, 2):  # the first and the third spell pay in full
        with pytest.raises(IllegalAction):
            cast(["s1"], 1, cast_before=before)
    # the opponent's spells don't count; near variants stay refused: a kind of spell counted on its own, coloured mana
    with pytest.raises(IllegalAction):
        _run(state(battlefield=field, alice={"hand": hand, "mana_pool": {"U": 1}}, bob={"spells_cast_this_turn": 1}),
             [{"type": "cast", "card": "s1"}], mouse, ponder)
    for text in ("The second creature spell you cast each turn costs {1} less to cast.",
                 "The second spell you cast each turn costs {U} less to cast.",
                 "The second spell each opponent casts each turn costs {1} more to cast."):
        assert probe_support(text, "Enchantment", None) != "full"


# --- Young Hero Role: "Create a Young Hero Role token attached to up to one target creature you control." (CR 111.10,
# 303.7; the Role's granted "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.",
# an intervening "if", 603.4) --------------------------------------------------------------------------------------------

def test_603_4_young_hero_role_counters_an_attacker_with_toughness_3_or_less() -> None:
    for name in ("Cut In", "Protective Parents", "Embereth Veteran", "Merry Bards", "Return Triumphant"):
        card = mtgjson_full_definition("WOE", name)
        assert '"role": "Young Hero"' in str(card).replace("'", '"'), name
    heroics = read_full_definition("Probe Heroics", "Sorcery",
                                   "Create a Young Hero Role token attached to target creature you control.", "{W}")
    wall = {"name": "Wall", "types": ["Creature"], "power": 2, "toughness": 4}
    field = [on_battlefield("b", "Bear"), on_battlefield("w", "Wall")]

    def attack_with(host: str, *after: dict[str, Any]) -> dict[str, Any]:
        game = state(battlefield=field, alice={"hand": [{"id": "s", "card": "Probe Heroics"}], "mana_pool": {"W": 1}})
        made = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": [host]}}, {"type": "resolve"}], heroics, BEAR, wall)
        role = next(p for p in made["state"]["battlefield"] if p.get("attached_to") == host)
        assert role["id"].startswith("young-hero-role-")
        combat = {**made["state"], "step": "declare_attackers"}
        return _run(combat, [{"type": "declare_attackers", "attackers": [{"id": host, "defending": "bob"}]}, *after],
                    heroics, BEAR, wall)

    done = attack_with("b", {"type": "resolve"})
    assert permanent(done, "b")["counters"] == {"+1/+1": 1}
    assert permanent(done, "b")["characteristics"]["toughness"] == 3
    walled = attack_with("w")  # toughness 4: the ability doesn't trigger
    assert walled["state"]["stack"] == [] and not permanent(walled, "w").get("counters")
    # checked again as it resolves: the attacker's toughness became 4 meanwhile, so it does nothing
    attacked = attack_with("b")
    assert len(attacked["state"]["stack"]) == 1
    grown = attacked["state"]
    next(p for p in grown["battlefield"] if p["id"] == "b")["counters"] = {"+1/+1": 2}
    fizzled = _run(grown, [{"type": "resolve"}], heroics, BEAR, wall)
    assert permanent(fizzled, "b")["counters"] == {"+1/+1": 2}
    assert [e["condition"] for e in fizzled["events"] if e["type"] == "intervening_if_false"] == [
        "its toughness is 3 or less"]
    # near variants stay refused: a Role the engine doesn't know, a Young Hero token that isn't a Role
    for text in ("Create a Young Heroes Role token attached to target creature you control.",
                 "Create a Young Hero Aura token attached to target creature you control."):
        assert probe_support(text, "Sorcery", None) != "full"


# --- "If ~ was bargained [kicked], that creature gets -5/-5 until end of turn instead." / "..., destroy that creature
# instead." after one effect on one target (CR 608.2c, 601.2c, 702.166b, 702.33d) -------------------------------------

def test_608_2c_a_bargained_or_kicked_spell_does_the_other_thing_to_its_one_target_instead() -> None:
    grapple = mtgjson_full_definition("WOE", "Candy Grapple")
    blades = mtgjson_full_definition("WOE", "Kellan's Lightblades")
    assert blades["abilities"][-1]["effect"] == {"kind": "if_condition", "condition": {"kind": "additional_cost_paid"},
                                                 "effect": {"kind": "destroy", "target": "it"}}
    idol = {"name": "Idol", "types": ["Artifact"]}
    ogre = {"name": "Ogre", "types": ["Creature"], "power": 6, "toughness": 6}
    field = [on_battlefield("o", "Ogre", "bob"), on_battlefield("i", "Idol")]
    game = state(alice={"hand": [{"id": "g", "card": "Candy Grapple"}], "mana_pool": {"B": 1, "C": 1}},
                 battlefield=field)

    def cast(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["o"], **choices}}, {"type": "resolve"}],
                    grapple, idol, ogre)

    plain = permanent(cast({}), "o")["characteristics"]
    assert (plain["power"], plain["toughness"]) == (3, 3)
    bargained = permanent(cast({"sacrifice": ["i"]}), "o")["characteristics"]
    assert (bargained["power"], bargained["toughness"]) == (1, 1)  # -5/-5 instead of -3/-3, not both
    # the destroy instead of the damage, on the one attacking creature it targets
    combat = state(step="declare_attackers", battlefield=[*field, on_battlefield("b", "Grizzly Bears")],
                   alice={"hand": [{"id": "k", "card": "Kellan's Lightblades"}], "mana_pool": {"W": 1, "C": 1}})
    blade_cast = [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]},
                  {"type": "cast", "card": "k", "choices": {"targets": ["b"], "sacrifice": ["i"]}}, {"type": "resolve"}]
    destroyed = _run(combat, blade_cast, blades, idol, ogre)
    assert not any(p["id"] == "b" for p in destroyed["state"]["battlefield"])
    assert not [e for e in destroyed["events"] if e["type"] == "damage_dealt"]
    dealt = _run(combat, [blade_cast[0], {"type": "cast", "card": "k", "choices": {"targets": ["b"]}}, blade_cast[2]],
                 blades, idol, ogre)
    assert [e["amount"] for e in dealt["events"] if e["type"] == "damage_dealt"] == [3]
    # near variants stay refused: "up to one" target, the other effect on another object, any target
    for text in ("Up to one target creature gets -3/-3 until end of turn. If ~ was bargained, that creature gets -5/-5 "
                 "until end of turn instead.",
                 "Target creature gets -3/-3 until end of turn. If ~ was bargained, each creature gets -5/-5 until end of "
                 "turn instead.",
                 "~ deals 3 damage to any target. If ~ was kicked, it deals 5 damage to that creature instead."):
        assert probe_support("Kicker {1}\nBargain\n" + text, "Instant", None) != "full"


# --- honesty: a Case's "Solved — <ability>" is no ability word (it functions only while the Case is solved, which the
# engine doesn't model): the line is refused, never read as an ability that is always on --------------------------------

def test_a_cases_solved_ability_is_not_read_as_always_on() -> None:
    case = mtgjson_set("MKM")["Case of the Ransacked Lab"]
    reading = read_card(CardFacts(name=case["name"], mana_cost=case["manaCost"], type_line=case["type"],
                                  oracle_text=case["text"]))
    assert "Solved — Whenever you cast an instant or sorcery spell, draw a card." in reading.not_modelled
    assert reading.definition is not None
    assert [a["kind"] for a in reading.definition["abilities"]] == ["cost_reduction"]
    # an ability word before the same ability still reads (CR 207.2c)
    assert probe_support("Magecraft — Whenever you cast an instant or sorcery spell, draw a card.",
                         "Enchantment", None) == "full"


# --- "Activated abilities of artifacts you control cost {1} less to activate. This effect can't reduce the mana in that
# cost to less than one mana." (CR 602.2b, 601.2f, 118.7a) --------------------------------------------------------------

def test_602_2b_activated_abilities_of_a_card_type_you_control_cost_less_to_activate() -> None:
    gadgeteer = mtgjson_full_definition("MKM", "Forensic Gadgeteer")
    assert gadgeteer["abilities"][-1] == {"kind": "abilities_cost_less", "card_type": "artifact", "generic": 1,
                                          "min_one_mana": True}
    relic = read_full_definition("Probe Relic", "Artifact", "{2}, {T}: Draw a card.", "{1}")
    trinket = read_full_definition("Probe Trinket", "Artifact", "{1}, {T}: Draw a card.", "{1}")
    lens = read_full_definition("Probe Lens", "Artifact", "{1}{U}, {T}: Draw a card.", "{1}")
    well = read_full_definition("Probe Well", "Land", "{1}, {T}: Add {G}{G}.", "")
    field = [on_battlefield("g", "Forensic Gadgeteer"), on_battlefield("r", "Probe Relic"),
             on_battlefield("t", "Probe Trinket"), on_battlefield("n", "Probe Lens"),
             on_battlefield("br", "Probe Relic", "bob")]

    def activate(permanent_id: str, pool: dict[str, int], player: str = "alice") -> dict[str, Any]:
        game = state(battlefield=field, alice={"mana_pool": pool}, bob={"mana_pool": pool})
        if player == "bob":
            game["active_player"] = "bob"
        return _run(game, [{"type": "activate", "player": player, "permanent": permanent_id, "ability": 0}],
                    gadgeteer, relic, trinket, lens, ROCK)

    assert player_of(activate("r", {"C": 1}), "alice")["mana_pool"]["C"] == 0  # {2} -> {1}
    assert player_of(activate("n", {"U": 1}), "alice")["mana_pool"]["U"] == 0  # {1}{U} -> {U}
    assert player_of(activate("t", {"C": 1}), "alice")["mana_pool"]["C"] == 0  # {1} stays {1}: one mana is the floor
    with pytest.raises(IllegalAction):
        activate("t", {})
    with pytest.raises(IllegalAction):  # an opponent's artifact costs them the full {2}
        activate("br", {"C": 1}, "bob")
    # a land's ability is no artifact's; without the floor ("lands you control") a {1} cost goes to {0}
    tortoise = mtgjson_set("WOE")["Blossoming Tortoise"]
    lands_less = read_full_definition("Probe Tortoise", "Creature — Turtle", tortoise["text"].split("\n")[1], "{2}{G}{G}",
                                      ("3", "3"))
    assert lands_less["abilities"] == [{"kind": "abilities_cost_less", "card_type": "land", "generic": 1}]
    tapped = _run(state(battlefield=[on_battlefield("tt", "Probe Tortoise"), on_battlefield("w", "Probe Well")]),
                  [{"type": "tap_for_mana", "player": "alice", "permanent": "w", "ability": 0}], lands_less, well)
    assert player_of(tapped, "alice")["mana_pool"]["G"] == 2
    # near variants stay refused: colored mana, another floor, opponents' artifacts, X
    for text in ("Activated abilities of artifacts you control cost {U} less to activate.",
                 "Activated abilities of artifacts you control cost {1} less to activate. This effect can't reduce the "
                 "mana in that cost to less than two mana.",
                 "Activated abilities of artifacts your opponents control cost {1} less to activate.",
                 # s35-mkm: "where X is ~'s power" reads now (test_s35_mkm.py); its toughness stays refused
                 "Activated abilities of creatures you control cost {X} less to activate, where X is ~'s toughness."):
        assert probe_support(text, "Enchantment", None) != "full"


# --- "When ~ enters and whenever you cast a spell with mana value 5 or greater, draw a card." (CR 603.2: one ability
# with two trigger events, each triggering it once) ----------------------------------------------------------------------

def test_603_2_when_it_enters_and_whenever_an_event_happens_the_ability_triggers() -> None:
    beanstalk = mtgjson_full_definition("WOE", "Up the Beanstalk")
    assert [a["kind"] for a in beanstalk["abilities"]] == ["triggered", "cast_trigger"]
    giant = read_full_definition("Probe Giant", "Sorcery", "You gain 1 life.", "{4}{G}")
    sprite = read_full_definition("Probe Sprite", "Sorcery", "You gain 1 life.", "{3}{G}")
    library = [{"id": f"l{n}", "card": "Rock"} for n in range(4)]
    hand = [{"id": "u", "card": "Up the Beanstalk"}, {"id": "gi", "card": "Probe Giant"},
            {"id": "sp", "card": "Probe Sprite"}]
    game = state(alice={"hand": hand, "library": library, "mana_pool": {"G": 11}})
    cast = [{"type": "cast", "card": "u"}, {"type": "resolve"}, {"type": "resolve"}]  # the spell, then its trigger
    entered = _run(game, cast, beanstalk, giant, sprite, ROCK)
    assert [c["id"] for c in player_of(entered, "alice")["hand"]] == ["gi", "sp", "l0"]
    big = _run(game, [*cast, {"type": "cast", "card": "gi"}, {"type": "resolve"}], beanstalk, giant, sprite, ROCK)
    assert "l1" in [c["id"] for c in player_of(big, "alice")["hand"]]  # the cast trigger resolved first
    small = _run(game, [*cast, {"type": "cast", "card": "sp"}, {"type": "resolve"}], beanstalk, giant, sprite, ROCK)
    assert "l1" not in [c["id"] for c in player_of(small, "alice")["hand"]] and small["state"]["stack"] == []
    # near variants stay refused: "triggers only once each turn" (the two events would count apart), an unknown event
    when = "When ~ enters and whenever you cast a spell with mana value 5 or greater, draw a card."
    assert probe_support(when + " This ability triggers only once each turn.", "Enchantment", None) != "full"
    assert probe_support("When ~ enters and whenever you frob a spell, draw a card.", "Enchantment", None) != "full"
