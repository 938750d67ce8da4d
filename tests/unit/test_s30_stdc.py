"""Session 30, group stdc (docs/oracle-s30-stdc.md): general constructions of the 2021 Standard sets' Oracle text (AFR,
MID, VOW) and the same words on other sets' cards, each read from the real card (tests/fixtures/sets, today's wording)
and played by the engine; for each, a near variant the engine does not implement stays refused."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run


def _facts(card: dict[str, Any]) -> CardFacts:
    return CardFacts(name=card.get("faceName", card["name"]), mana_cost=card.get("manaCost") or "",
                     type_line=card["type"], oracle_text=card.get("text", ""), power=card.get("power"),
                     toughness=card.get("toughness"), loyalty=card.get("loyalty"),
                     keywords=tuple(card.get("keywords") or ()), colors=tuple(card.get("colors") or ()) or None)


def _transforming(code: str, front: str, back: str) -> dict[str, Any]:
    """The definition of a real transforming double-faced card of an MTGJSON set (both faces), which must read full."""
    cards = mtgjson_set(code)
    facts = CardFacts(name=f"{front} // {back}", mana_cost=cards[front].get("manaCost") or "",
                      type_line=cards[front]["type"], oracle_text="", layout="transform",
                      faces=(_facts(cards[front]), _facts(cards[back])))
    reading = read_card(facts)
    assert reading.support == "full" and reading.definition is not None, reading.not_modelled
    return dict(reading.definition)


BOLT = {"name": "Probe Bolt", "mana_cost": "{R}", "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def _graveyard(*cards: str) -> list[dict[str, str]]:
    return [{"id": f"g{n}", "card": card} for n, card in enumerate(cards)]


# --- "At the beginning of your upkeep, if <a game-state condition>, <effect>." (CR 603.4) ----------------------------

def test_603_4_step_trigger_intervening_if_on_the_graveyard_and_life() -> None:
    homunculus = _transforming("EMN", "Curious Homunculus", "Voracious Reader")
    extricator = _transforming("EMN", "Extricator of Sin", "Extricator of Flesh")
    fast = _transforming("XLN", "Arguel's Blood Fast", "Temple of Aclazotz")
    assert homunculus["abilities"][1]["intervening_if"] == {"kind": "cards_in_your_graveyard", "number": 3,
                                                            "card_type": "Instant", "or_card_type": "Sorcery"}
    assert extricator["abilities"][1]["intervening_if"] == {"kind": "s24emn_delirium"}
    assert fast["abilities"][1]["intervening_if"] == {"kind": "s24isd_life_at_most", "number": 5}
    # bob's turn ends: alice's upkeep; three instant and sorcery cards in her graveyard: it transforms
    three = _graveyard("Lightning Bolt", "Divination", "Lightning Bolt")
    for graveyard, transforms in ((three, True), (three[:2], False)):
        game = state(active_player="bob", alice={"graveyard": graveyard},
                     battlefield=[_on("h", "Curious Homunculus")])
        done = _run(game, [{"type": "next_turn"}, *([{"type": "resolve"}] if transforms else [])], homunculus)
        assert bool(permanent(done, "h").get("transformed")) is transforms
    # delirium: four card types (creature, instant, sorcery, land) in her graveyard
    types = _graveyard("Grizzly Bears", "Lightning Bolt", "Divination", "Forest")
    for graveyard, transforms in ((types, True), (types[:3], False)):
        game = state(active_player="bob", alice={"graveyard": graveyard}, battlefield=[_on("x", "Extricator of Sin")])
        done = _run(game, [{"type": "next_turn"}, *([{"type": "resolve"}] if transforms else [])], extricator)
        assert bool(permanent(done, "x").get("transformed")) is transforms
    # "if you have 5 or less life, you may transform ~": checked as it triggers (CR 603.4), then the choice
    for life, transforms in ((5, True), (6, False)):
        game = state(active_player="bob", alice={"life": life}, battlefield=[_on("f", "Arguel's Blood Fast")])
        actions = [{"type": "next_turn"}, *([{"type": "resolve", "choices": {"pay_optional_cost": True}}]
                                            if transforms else [])]
        done = _run(game, actions, fast)
        assert bool(permanent(done, "f").get("transformed")) is transforms
        assert not transforms or events_of(done, "transformed")
    # still refused: a condition no rider reads ("each player has ...")
    assert probe_support("At the beginning of your upkeep, if each player has 10 or less life, draw a card.") != "full"


# --- "Look at the top card of your library. If it's a <noun> card, you may reveal it and put it into your hand [put it
# onto the battlefield]. If you don't put the card into your hand, [you may] put it <place>." (CR 608.2c, 401.2) -----

def _look(definition: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    index, ability = next((n, a) for n, a in enumerate(definition["abilities"])
                          if a.get("effect", {}).get("kind") == "look_at_top")
    return index, ability


def test_608_2c_the_card_looked_at_not_taken_goes_to_the_place_the_next_sentence_says() -> None:
    grizzly, beast = mtgjson_full_definition("WAR", "Vivien's Grizzly"), mtgjson_full_definition("IKO", "Parcelbeast")
    ghoul = mtgjson_full_definition("VOW", "Archghoul of Thraben")
    g_index, g_ability = _look(grizzly)
    assert g_ability["effect"] == {"kind": "look_at_top", "amount": 1, "take": 1, "to": "hand",
                                   "rest": "bottom_any_order", "optional": True, "reveal": True,
                                   "quality": ["creature_or_planeswalker"]}
    b_index, b_ability = _look(beast)
    assert (b_ability["effect"]["to"], b_ability["effect"]["rest"]) == ("battlefield", "hand")
    assert _look(ghoul)[1]["effect"]["rest_optional"] is True
    library = [{"id": "top", "card": "Forest"}, {"id": "next", "card": "Grizzly Bears"}]
    # Vivien's Grizzly: a land is no creature card: it goes to the bottom
    game = state(alice={"library": library, "mana_pool": {"G": 1, "C": 3}}, battlefield=[_on("v", "Vivien's Grizzly")])
    done = _run(game, [{"type": "activate", "permanent": "v", "ability": g_index}, {"type": "resolve"}], grizzly)
    assert [c["id"] for c in player_of(done, "alice")["library"]] == ["next", "top"]
    # Parcelbeast: the creature card is no land: it goes to the hand; a land put onto the battlefield
    creature_first = list(reversed(library))
    for cards, chosen, where in ((creature_first, [], "hand"), (library, ["top"], "battlefield")):
        game = state(alice={"library": cards, "mana_pool": {"C": 1}}, battlefield=[_on("p", "Parcelbeast")])
        done = _run(game, [{"type": "activate", "permanent": "p", "ability": b_index},
                           {"type": "resolve", "choices": {"chosen": chosen}}], beast)
        top = cards[0]["id"]
        in_hand = top in [c["id"] for c in player_of(done, "alice")["hand"]]
        on_field = top in [p["id"] for p in done["state"]["battlefield"]]
        assert (in_hand, on_field) == (where == "hand", where == "battlefield")
    # Archghoul of Thraben: a Zombie dies; the top card (no Zombie) goes to the graveyard only if she chooses
    for put, graveyard in ((True, True), (False, False)):
        game = state(alice={"library": library, "hand": [{"id": "b", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                     battlefield=[_on("a", "Archghoul of Thraben")])
        done = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["a"]}}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"chosen": [], "pay_optional_cost": put}}], ghoul, BOLT)
        assert ("top" in [c["id"] for c in player_of(done, "alice")["graveyard"]]) is graveyard
        assert (player_of(done, "alice")["library"][0]["id"] == "top") is not graveyard
    # still refused: another place for the card not taken, and "Otherwise, ..." (a land not put stays on top)
    look = "{1}: Look at the top card of your library. If it's a land card, you may put it onto the battlefield. "
    assert probe_support(look + "If you don't put the card onto the battlefield, exile it.") != "full"
    assert probe_support(look + "Otherwise, put it into your hand.") != "full"


# --- "[Other] permanents you control have <keyword>." (CR 613.1f) ----------------------------------------------------

def test_613_1f_other_permanents_you_control_have_the_keyword_whatever_their_card_type() -> None:
    avacyn = mtgjson_full_definition("2XM", "Avacyn, Angel of Hope")
    assert avacyn["abilities"][-1] == {"kind": "static_pump", "power": 0, "toughness": 0,
                                       "keywords": ["indestructible"], "affected": "other_permanents_you_control"}
    caretaker = _transforming("VOW", "Avabruck Caretaker", "Hollowhenge Huntmaster")
    assert any(a.get("affected") == "other_permanents_you_control" for a in caretaker["back_face"]["abilities"])
    game = state(battlefield=[_on("a", "Avacyn, Angel of Hope"), _on("f", "Forest"), _on("g", "Grizzly Bears"),
                              _on("o", "Forest", "bob")])
    done = _run(game, [{"type": "pass_priority"}], avacyn)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert "indestructible" in keywords["f"] and "indestructible" in keywords["g"]
    assert "indestructible" not in keywords["o"]  # bob's land
    # still refused: a quality of the permanents, and a change of power and toughness
    # (s31-cmdb reads "legendary" now, tests/unit/test_s31_cmdb.py; another quality stays refused)
    assert probe_support("Other nonland permanents you control have indestructible.") != "full"
    assert probe_support("Permanents you control get +1/+1.") != "full"


# --- "Counter target spell, activated ability, or triggered ability." (CR 701.6a, 115.1) ----------------------------

def test_701_6a_disallow_counters_a_spell_or_an_ability() -> None:
    disallow, grizzly = mtgjson_full_definition("AER", "Disallow"), mtgjson_full_definition("WAR", "Vivien's Grizzly")
    assert disallow["abilities"] == [{"kind": "spell", "effect": {"kind": "counter_ability",
                                                                  "target": "spell_or_ability"}}]
    index = _look(grizzly)[0]
    hand = [{"id": "d", "card": "Disallow"}, {"id": "v", "card": "Divination"}]
    game = state(alice={"hand": hand, "mana_pool": {"U": 6, "G": 1, "C": 3}},
                 battlefield=[_on("g", "Vivien's Grizzly")])
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "cast", "card": "d", "choices": {"targets": ["v"]}},
                       {"type": "resolve"}], disallow, grizzly)
    assert "v" in [c["id"] for c in player_of(done, "alice")["graveyard"]] and not done["state"]["stack"]  # countered
    ability = _run(game, [{"type": "activate", "permanent": "g", "ability": index}], disallow, grizzly)
    target = ability["state"]["stack"][0]["id"]
    done = _run(game, [{"type": "activate", "permanent": "g", "ability": index},
                       {"type": "cast", "card": "d", "choices": {"targets": [target]}}, {"type": "resolve"}],
                disallow, grizzly)
    assert [e["stack_object"] for e in events_of(done, "countered")] == [target]
    assert player_of(done, "alice")["library"][0]["id"] == "alice-lib-0"  # nothing looked at or moved
    # still refused: another list of stack objects
    assert probe_support("Counter target spell or triggered ability.", "Instant", None) != "full"


# --- "Look at the top N cards of your library. Put M of them into your graveyard." (CR 608.2c, 401.2) ---------------

def test_608_2c_one_of_the_cards_looked_at_is_put_into_the_graveyard_the_other_stays_on_top() -> None:
    sanctifier = mtgjson_full_definition("MID", "Celestus Sanctifier")
    assert sanctifier["abilities"][1] == {"kind": "triggered", "trigger": "day_night_changes", "effect": {
        "kind": "look_at_top", "amount": 2, "take": 1, "to": "graveyard", "rest": "top"}}
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(3)]
    game = state(day_night="day", alice={"library": library}, battlefield=[_on("s", "Celestus Sanctifier")])
    done = _run(game, [{"type": "next_turn"}, {"type": "resolve", "choices": {"chosen": ["l1"]}}], sanctifier)
    assert done["state"]["day_night"] == "night"
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["l1"]
    assert [c["id"] for c in player_of(done, "alice")["library"]] == ["l0", "l2"]
    # still refused: more cards put than looked at, and the put without a look before it
    assert probe_support("When ~ enters, look at the top card of your library. Put two of them into your graveyard.") \
        != "full"
    assert probe_support("When ~ enters, put one of them into your graveyard.") != "full"


# --- "Whenever ~ attacks, return target <card> from your graveyard to the battlefield tapped and attacking." (508.4) --

def test_508_4_the_card_returned_by_the_attack_trigger_is_tapped_and_attacking_what_it_attacks() -> None:
    survivor = _transforming("MID", "Bereaved Survivor", "Dauntless Avenger")
    returned = survivor["back_face"]["abilities"][0]["effect"]
    assert returned == {"kind": "return_to_battlefield", "target": "card_in_your_graveyard:creature:mana_value<=2",
                        "tapped": True, "attacking": True}
    game = state(step="declare_attackers", alice={"graveyard": _graveyard("Grizzly Bears")},
                 battlefield=[_on("a", "Bereaved Survivor", transformed=True)])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    done = _run(game, [attack, {"type": "resolve", "choices": {"targets": ["g0"]}}], survivor)
    assert permanent(done, "g0")["tapped"] is True
    assert {"id": "g0", "defending": "bob"} in [{k: a[k] for k in ("id", "defending")}
                                                for a in done["state"]["combat"]["attackers"]]
    # still refused: "tapped and attacking" where no attacker of its own says what it attacks
    assert probe_support("When ~ enters, return target creature card from your graveyard to the battlefield tapped "
                         "and attacking.") != "full"


# --- "At the beginning of <step>, choose up to one — • ... • ..." (CR 700.2b, 603.3c) --------------------------------

def test_700_2b_a_step_trigger_with_up_to_one_mode_does_the_mode_chosen_or_nothing() -> None:
    geist = mtgjson_full_definition("VOW", "Dreamshackle Geist")
    modal = geist["abilities"][0]["effect"]
    assert (geist["abilities"][0]["step"], modal["kind"], modal["up_to_one"]) == ("beginning_of_combat", "modal", True)
    game = state(battlefield=[_on("d", "Dreamshackle Geist"), _on("b", "Grizzly Bears", "bob")])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"modes": [0], "targets": ["b"]}}], geist)
    assert permanent(done, "b")["tapped"] is True
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"modes": [1], "targets": ["b"]}}], geist)
    assert permanent(done, "b")["doesnt_untap_next_step_of"] == "bob" and not permanent(done, "b")["tapped"]
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}], geist)  # none chosen: removed (CR 700.2b)
    assert permanent(done, "b").get("tapped") is not True and not done["state"]["stack"]
    # still refused: "choose up to two" on a step trigger
    assert probe_support("At the beginning of combat on your turn, choose up to two — • Tap target creature. "
                         "• Draw a card. • You gain 2 life.") != "full"
