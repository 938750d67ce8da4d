"""Session 33, group fin (docs/oracle-s33-fin.md): general constructions of Final Fantasy (FIN) and Aetherdrift (DFT),
each read from the real Oracle text (tests/fixtures/sets/<set>.json, today's wording), played by the engine, and a near
variant the engine does not implement still refused."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, mtgjson_set, permanent, state
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}


def _facts(card: dict[str, Any]) -> CardFacts:
    return CardFacts(name=card.get("faceName", card["name"]), mana_cost=card.get("manaCost") or "", type_line=card["type"],
                     oracle_text=card.get("text", ""), power=card.get("power"), toughness=card.get("toughness"),
                     loyalty=card.get("loyalty"), keywords=tuple(card.get("keywords") or ()), layout=card.get("layout"))


def _reading(code: str, name: str) -> Any:
    """The reading of a real card of an MTGJSON set file; a transforming card read with both its faces (CR 712)."""
    card = mtgjson_set(code)[name]
    if card.get("layout") != "transform":
        return read_card(_facts(card))
    faces = sorted((c for c in mtgjson_set(code).values() if c["name"] == card["name"] and "faceName" in c),
                   key=lambda c: c.get("side", "a"))
    unique = list({c["faceName"]: c for c in faces}.values())
    return read_card(CardFacts(name=card["name"], layout="transform", faces=tuple(_facts(c) for c in unique)))


def _card(code: str, name: str) -> dict[str, Any]:
    """The definition of a real card, which must read `full`."""
    reading = _reading(code, name)
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def _transforming(front_text: str, front_type: str = "Enchantment") -> Any:
    """A probe transforming card with this front text (its back a vanilla 3/3)."""
    return read_card(CardFacts(name="Probe // Back", layout="transform", faces=(
        CardFacts(name="Probe", mana_cost="{2}", type_line=front_type, oracle_text=front_text,
                  power="2" if "Creature" in front_type else None, toughness="2" if "Creature" in front_type else None),
        CardFacts(name="Back", type_line="Creature — Beast", oracle_text="", power="3", toughness="3"))))


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


BIRD = {"name": "Probe Bird", "types": ["Creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1,
        "mana_cost": "{1}", "colors": []}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


# --- a step trigger's intervening "if you control N or more <creature type>s" / "if N or more cards are in your
# graveyard" (CR 603.4, 205.3m, 404.1) -------------------------------------------------------------------------------

def test_603_4_step_trigger_if_you_control_four_or_more_birds_transforms_it() -> None:
    chocobo = _card("FIN", "Sidequest: Raise a Chocobo")
    assert chocobo["abilities"][1] == {"kind": "step_trigger", "step": "precombat_main", "whose": "yours",
                                       "effect": {"kind": "transform_self"}, "if_you_control": "permanent:Bird",
                                       "if_you_control_at_least": 4}
    birds = [_on(f"b{i}", "Probe Bird") for i in range(4)]
    field = [_on("s", "Sidequest: Raise a Chocobo"), *birds]
    done = _run(state(step="draw", battlefield=field), [NEXT, {"type": "resolve"}], chocobo, BIRD)
    assert permanent(done, "s")["transformed"] is True
    assert events_of(done, "transformed")[0]["name"] == "Black Chocobo"
    three = _run(state(step="draw", battlefield=field[:-1]), [NEXT], chocobo, BIRD)
    assert three["state"]["stack"] == [] and not permanent(three, "s").get("transformed")
    # a count of creatures of one type that also names another quality is not read
    assert _transforming("At the beginning of your upkeep, if you control four or more tapped Birds, transform ~."
                         ).support != "full"


def test_603_4_step_trigger_if_eight_or_more_cards_are_in_your_graveyard_transforms_it() -> None:
    collection = _card("FIN", "Sidequest: Card Collection")
    assert collection["abilities"][1] == {"kind": "step_trigger", "step": "end", "whose": "yours",
                                          "effect": {"kind": "transform_self"},
                                          "intervening_if": {"kind": "cards_in_your_graveyard", "number": 8}}
    graveyard = [{"id": f"g{i}", "card": "Probe Bear"} for i in range(8)]
    field = [_on("s", "Sidequest: Card Collection")]
    done = _run(state(step="postcombat_main", battlefield=field, alice={"graveyard": graveyard}),
                [NEXT, {"type": "resolve"}], collection, BEAR)
    assert permanent(done, "s")["transformed"] is True
    seven = _run(state(step="postcombat_main", battlefield=field, alice={"graveyard": graveyard[:7]}),
                 [NEXT], collection, BEAR)
    assert seven["state"]["stack"] == [] and not permanent(seven, "s").get("transformed")
    # an opponent's graveyard is another count
    assert _transforming("At the beginning of your end step, if eight or more cards are in an opponent's graveyard, "
                         "transform ~.").support != "full"


# --- a step trigger's intervening "if ~ didn't enter the battlefield this turn" / "if ~ doesn't have a +1/+1 counter on
# it", "it" being ~ (CR 603.4, 400.7, 122.1) -------------------------------------------------------------------------

def test_603_4_if_it_didnt_enter_this_turn_return_it_to_its_owners_hand() -> None:
    cactuar = _card("FIN", "Cactuar")
    assert cactuar["abilities"][0] == {"kind": "step_trigger", "step": "end", "whose": "yours",
                                       "effect": {"kind": "return_to_hand", "target": "self"},
                                       "intervening_if": {"kind": "self_entered_this_turn", "negated": True}}
    old = _run(state(step="postcombat_main", battlefield=[_on("c", "Cactuar")]), [NEXT, {"type": "resolve"}], cactuar)
    assert old["state"]["battlefield"] == [] and [c["id"] for c in old["state"]["players"][0]["hand"]] == ["c"]
    entered = _run(state(step="postcombat_main", battlefield=[_on("c", "Cactuar")],
                         entered_this_turn=[{"permanent": "c", "controller": "alice", "types": ["Creature"]}]),
                   [NEXT], cactuar)
    assert entered["state"]["stack"] == [] and permanent(entered, "c")
    # the condition on another object, or "it" where the condition is not ~'s: not read
    assert _transforming("At the beginning of your end step, if a creature didn't enter the battlefield this turn, "
                         "transform ~.").support != "full"


def test_603_4_if_it_doesnt_have_a_counter_return_it_and_another_kind_of_counter_is_refused() -> None:
    charger = _card("ZNR", "Shatterskull Charger")
    assert charger["abilities"][-1]["intervening_if"] == {"kind": "s26cmda_self_has_plus_one_counter", "negated": True}
    bare = _run(state(step="postcombat_main", battlefield=[_on("c", "Shatterskull Charger")]),
                [NEXT, {"type": "resolve"}], charger)
    assert bare["state"]["battlefield"] == []
    kicked = _run(state(step="postcombat_main", battlefield=[_on("c", "Shatterskull Charger", counters={"+1/+1": 1})]),
                  [NEXT], charger)
    assert kicked["state"]["stack"] == [] and permanent(kicked, "c")
    assert _transforming("At the beginning of your end step, if ~ doesn't have a charge counter on it, transform ~."
                         ).support != "full"


# --- "Return ~ from your graveyard to the battlefield transformed." (CR 712.14, 113.6k) -----------------------------

def test_712_14_return_this_card_from_your_graveyard_to_the_battlefield_transformed() -> None:
    garland = _card("FIN", "Garland, Knight of Cornelia")
    assert garland["abilities"][1] == {"kind": "activated", "cost": "{3}{B}{B}{R}{R}", "activate_only": "sorcery",
                                       "effect": {"kind": "return_self_from_graveyard", "to": "battlefield",
                                                  "transformed": True}}
    game = state(alice={"mana_pool": {"B": 2, "R": 2, "C": 3}, "graveyard": [{"id": "g", "card": garland["name"]}]})
    done = _run(game, [{"type": "activate", "permanent": "g", "ability": 1}, {"type": "resolve"}], garland)
    assert permanent(done, "g")["transformed"] is True and done["state"]["players"][0]["graveyard"] == []
    assert "CR 712.14" in events_of(done, "entered_battlefield")[0]["cites"]
    # a card that is not a transforming double-faced card stays in its graveyard (CR 712.14a)
    single = {**garland, "back_face": None}
    stays = _run(game, [{"type": "activate", "permanent": "g", "ability": 1}, {"type": "resolve"}], single)
    assert stays["state"]["battlefield"] == [] and events_of(stays, "transform_ignored")
    # another place, or "transformed" with another word, is not read
    assert _transforming("{2}: Return ~ from your graveyard to the battlefield transformed and tapped."
                         ).support != "full"
    assert _transforming("{2}: Return ~ from your graveyard to your hand transformed.").support != "full"


# --- "This ability costs {1} less to activate for each other <permanent> you control." (CR 602.2b, 601.2f, 118.7a) ---

TOWN = {"name": "Probe Town", "types": ["Land"], "subtypes": ["Town"], "mana_cost": None, "colors": []}


def test_602_2b_this_ability_costs_less_for_each_other_town_and_transforms_it() -> None:
    garden = _card("FIN", "Balamb Garden, SeeD Academy")
    assert garden["abilities"][-1] == {"kind": "activated", "cost": "{5}{G}{U}{T}", "effect": {"kind": "transform_self"},
                                       "cost_reduction": {"generic": 1, "for_each_you_control": "permanent:Town:other"}}
    field = [_on("g", garden["name"]), _on("t1", "Probe Town"), _on("t2", "Probe Town")]
    game = state(battlefield=field, alice={"mana_pool": {"G": 1, "U": 1, "C": 3}})
    done = _run(game, [{"type": "activate", "permanent": "g", "ability": 2}, {"type": "resolve"}], garden, TOWN)
    assert permanent(done, "g")["transformed"] is True and permanent(done, "g")["tapped"] is True
    assert events_of(done, "transformed")[0]["name"] == "Balamb Garden, Airborne"
    assert sum(done["state"]["players"][0]["mana_pool"].values()) == 0  # {5} less two other Towns (not itself)
    # counted among an opponent's permanents: not read
    assert _transforming("{5}{G}{U}, {T}: Transform ~. This ability costs {1} less to activate for each other Town an "
                         "opponent controls.", "Land — Town").support != "full"


# --- "... to the battlefield with two additional +1/+1 counters on it" (CR 122.6, 614.1c) ---------------------------

def test_122_6_return_with_two_additional_counters_adds_to_its_own_enters_with_counters() -> None:
    evil = _card("FIN", "Evil Reawakened")
    assert evil["abilities"][0]["effect"] == {"kind": "return_to_battlefield", "target": "card_in_your_graveyard:creature",
                                              "with_counters": {"+1/+1": 2}}
    grower = {**BEAR, "name": "Probe Grower", "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": 1}]}
    game = state(alice={"hand": [{"id": "e", "card": "Evil Reawakened"}], "mana_pool": {"B": 1, "C": 4},
                        "graveyard": [{"id": "b", "card": "Probe Bear"}, {"id": "g", "card": "Probe Grower"}]})
    bear = _run(game, [{"type": "cast", "card": "e", "choices": {"targets": ["b"]}}, {"type": "resolve"}], evil, BEAR,
                grower)
    assert permanent(bear, "b")["counters"] == {"+1/+1": 2}
    grown = _run(game, [{"type": "cast", "card": "e", "choices": {"targets": ["g"]}}, {"type": "resolve"}], evil, BEAR,
                 grower)
    assert permanent(grown, "g")["counters"] == {"+1/+1": 3}  # its own one and the two additional ones
    assert _reading_spell("Return target creature card from your graveyard to the battlefield with additional +1/+1 "
                          "counters on it.").support != "full"


def _reading_spell(text: str) -> Any:
    return read_card(CardFacts(name="Probe", mana_cost="{3}{B}", type_line="Sorcery", oracle_text=text))


# --- "put a +1/+1 counter on ~ and it deals 1 damage to each opponent": "it" is ~ (CR 608.2c, 120.3) ----------------

LOOTER = {"name": "Probe Looter", "types": ["Artifact"], "mana_cost": "{1}", "colors": [],
          "abilities": [{"kind": "activated", "cost": "{T}", "other_costs": [{"kind": "discard"}],
                         "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_608_2c_put_a_counter_on_it_and_it_deals_damage_to_each_opponent() -> None:
    brallin = _card("C20", "Brallin, Skyshark Rider")
    trigger = next(a for a in brallin["abilities"] if a.get("trigger") == "you_discards")
    assert trigger["effect"] == {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}
    assert trigger["then_effects"] == [{"kind": "damage", "amount": 1, "target": "each_opponent"}]
    game = state(battlefield=[_on("b", brallin["name"]), _on("l", "Probe Looter")],
                 alice={"hand": [{"id": "h", "card": "Probe Bear"}]})
    done = _run(game, [{"type": "activate", "permanent": "l"}, {"type": "resolve"}, {"type": "resolve"}], brallin,
                LOOTER, BEAR)
    assert permanent(done, "b")["counters"] == {"+1/+1": 1}
    assert done["state"]["players"][1]["life"] == 19
    damage = events_of(done, "damage_dealt") or events_of(done, "damage")
    assert damage and damage[0]["source"] == "b"
    # "it" after an effect on another object is not ~: refused
    assert _transforming("Whenever you discard a card, put a +1/+1 counter on target creature and it deals 1 damage to "
                         "each opponent.", "Creature — Probe").support != "full"


# --- "When ~ enters, it becomes an artifact creature until end of turn." (CR 301.7, 613.1d) -----------------------

def test_301_7_when_it_enters_it_becomes_an_artifact_creature_until_end_of_turn() -> None:
    reading = _reading("DFT", "Gastal Thrillroller")  # its graveyard line is another group's (docs/oracle-s33-fin.md)
    assert [line for line in reading.not_modelled if "enters, it becomes" in line] == []
    assert reading.definition["abilities"][0] == {"kind": "triggered", "trigger": "enters",
                                                  "effect": {"kind": "becomes_artifact_creature", "target": "self"}}
    vehicle = {**reading.definition, "abilities": reading.definition["abilities"][:2]}
    game = state(alice={"hand": [{"id": "v", "card": vehicle["name"]}], "mana_pool": {"R": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"}, {"type": "resolve"}], vehicle)
    assert "Creature" in permanent(done, "v")["characteristics"]["types"]
    ended = _run(done["state"], [{"type": "next_turn"}], vehicle)
    assert "Creature" not in permanent(ended, "v")["characteristics"]["types"]
    # "it" of another object's trigger: not read
    assert _transforming("Whenever a Vehicle you control enters, it becomes an artifact creature until end of turn.",
                         "Artifact — Vehicle").support != "full"


# --- counting "artifact and/or creature card(s)" / "permanent card(s)" in your graveyard (CR 205.2a, 110.4b, 404.1,
# 608.2h) -------------------------------------------------------------------------------------------------------------

ARTIFACT = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}", "colors": []}
GOLEM = {"name": "Probe Golem", "types": ["Artifact", "Creature"], "subtypes": ["Golem"], "power": 1, "toughness": 1,
         "mana_cost": "{1}", "colors": []}
SPELL = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}
FOREST = [{"id": "gl", "card": "Forest"}]


def test_608_2h_cards_of_either_type_or_of_a_permanent_type_in_your_graveyard_are_counted() -> None:
    aatchik, cloud, ooze = (_card("DFT", "Aatchik, Emerald Radian"), _card("FIN", "Cloud of Darkness"),
                            _card("DFT", "Ooze Patrol"))
    assert aatchik["abilities"][0]["effect"]["count"] == "s33fin_graveyard:artifact_or_creature"
    assert ooze["abilities"][0]["then_effects"][0]["amount"] == "s33fin_graveyard:artifact_or_creature"
    # an artifact, a creature, an artifact creature (counted once), an instant and a land
    graveyard = [{"id": "ga", "card": "Probe Relic"}, {"id": "gb", "card": "Probe Bear"},
                 {"id": "gg", "card": "Probe Golem"}, {"id": "gs", "card": "Probe Bolt"}, *FOREST]
    cards = (aatchik, cloud, ARTIFACT, GOLEM, SPELL, BEAR)
    entered = _run(state(alice={"hand": [{"id": "a", "card": aatchik["name"]}], "graveyard": graveyard,
                                "mana_pool": {"B": 2, "G": 1, "C": 3}}),
                   [{"type": "cast", "card": "a"}, {"type": "resolve"}, {"type": "resolve"}], *cards)
    assert len(entered["state"]["battlefield"]) == 1 + 3  # Aatchik and three Insects
    game = state(alice={"hand": [{"id": "d", "card": cloud["name"]}], "graveyard": graveyard,
                        "mana_pool": {"B": 1, "G": 2, "C": 2}},
                 battlefield=[_on("t", "Probe Bear", "bob", counters={"+1/+1": 2}),
                              _on("u", "Probe Bear", "bob", counters={"+1/+1": 3})])
    actions = [{"type": "cast", "card": "d"}, {"type": "resolve"}]
    beam = _run(game, [*actions, {"type": "resolve", "choices": {"targets": ["t"]}}], *cards)
    assert [c["id"] for c in beam["state"]["players"][1]["graveyard"]] == ["t"]  # 4/4: four permanent cards
    big = _run(game, [*actions, {"type": "resolve", "choices": {"targets": ["u"]}}], *cards)
    assert permanent(big, "u")["characteristics"]["toughness"] == 1  # 5/5 gets -4/-4 (not the instant)
    # "artifact creature card" (both types) is another count: not read as either
    assert read_card(CardFacts(name="Probe", mana_cost="{5}{B}", type_line="Creature — Probe", power="5",
                               toughness="5", oracle_text="When ~ enters, create a 1/1 green Insect creature token for "
                                                           "each artifact creature card in your graveyard.")
                     ).support != "full"


# --- "Target opponent sacrifices a creature of their choice." (today's edict wording; CR 701.21a) ------------------

def test_701_21a_target_opponent_sacrifices_a_creature_of_their_choice() -> None:
    cornered = _card("FIN", "Cornered by Black Mages")
    assert cornered["abilities"][0]["effect"] == {"kind": "edict", "player": "target_opponent", "what": "creature"}
    jecht = _card("FIN", "Jecht, Reluctant Guardian")  # "Each opponent sacrifices two creatures of their choice."
    assert any(a.get("effect", {}).get("count") == 2 for a in jecht["back_face"]["abilities"])
    game = state(alice={"hand": [{"id": "c", "card": cornered["name"]}], "mana_pool": {"B": 2, "C": 1}},
                 battlefield=[_on("x", "Probe Bear", "bob"), _on("y", "Probe Bird", "bob")])
    cast = {"type": "cast", "card": "c", "choices": {"targets": ["bob"]}}
    chosen = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["y"]}}], cornered, BEAR, BIRD)
    assert [p["id"] for p in chosen["state"]["battlefield"] if p["controller"] == "bob"] == ["x"]
    # another word after the choice is not read
    assert _reading_spell("Target opponent sacrifices a creature of their choosing.").support != "full"


# --- "Whenever ~ or another creature or artifact you control dies, ..." (CR 700.4, 603.6c, 603.10a) -----------------

def test_700_4_a_noncreature_artifact_you_control_dying_triggers_it() -> None:
    salvagers = _card("FIN", "Al Bhed Salvagers")
    trigger = next(a for a in salvagers["abilities"] if a.get("trigger") == "creature_dies")
    assert (trigger["dying"], trigger["or_self"]) == ("creature_or_artifact:other:you_control", True)
    field = [_on("s", salvagers["name"]), _on("a", "Probe Relic"), _on("o", "Probe Relic", "bob")]
    mine = _run(state(battlefield=field), [{"type": "move", "permanent": "a", "to": "graveyard"},
                                           {"type": "resolve", "choices": {"targets": ["bob"]}}], salvagers, ARTIFACT)
    assert [p["life"] for p in mine["state"]["players"]] == [21, 19]
    theirs = _run(state(battlefield=field), [{"type": "move", "permanent": "o", "to": "graveyard"}], salvagers, ARTIFACT)
    assert theirs["state"]["stack"] == []  # an opponent's artifact
    # "creature or enchantment" is another event: not read
    assert read_card(CardFacts(name="Probe", mana_cost="{2}", type_line="Creature — Probe", power="2", toughness="2",
                               oracle_text="Whenever another creature or enchantment you control dies, draw a card.")
                     ).support != "full"


# --- "if a creature died under an opponent's control this turn" (CR 700.4, 603.4) ------------------------------------

def test_700_4_if_a_creature_died_under_an_opponents_control_this_turn() -> None:
    hunt = _card("FIN", "Sidequest: Hunt the Mark")
    step = next(a for a in hunt["abilities"] if a["kind"] == "step_trigger")
    assert step["intervening_if"] == {"kind": "this_turn", "record": "died", "spec": "creature", "who": "an_opponent"}
    field = [_on("h", hunt["name"])]

    def end_step(controller: str) -> dict[str, Any]:
        died = [{"permanent": "x", "controller": controller, "types": ["Creature"]}]
        return _run(state(step="postcombat_main", battlefield=field, left_battlefield_this_turn=died), [NEXT], hunt)

    assert len(end_step("bob")["state"]["stack"]) == 1
    assert end_step("alice")["state"]["stack"] == []  # one of yours died: no
    assert _transforming("At the beginning of your end step, if a creature died under a player's control this turn, "
                         "transform ~.").support != "full"
