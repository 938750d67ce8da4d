"""Session 34, group std (docs/oracle-s34-std.md): general constructions of today's Oracle text, each read from a real
card's Oracle text (tests/fixtures/sets) and played by the engine, with a near variant the engine does not implement
still refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
RITE = {"name": "Probe Rite", "types": ["Sorcery"], "mana_cost": "{1}{B}", "colors": ["B"],
        "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _life(done: dict[str, Any], player: str) -> int:
    return int(next(p["life"] for p in done["state"]["players"] if p["id"] == player))


# --- "Whenever one or more [creature] cards leave your graveyard, ..." (CR 603.2c, 603.10a) --------------------------

def test_603_10a_cards_leaving_your_graveyard_trigger_once_per_batch_by_any_way_out() -> None:
    effigy = mtgjson_full_definition("STX", "Fuming Effigy")
    assert effigy["abilities"][0]["trigger"] == "s34std_cards_leave_your_graveyard"
    assert effigy["abilities"][0]["batch"] is True
    game = state(alice={"graveyard": [{"id": "g1", "card": "Probe Rite"}, {"id": "g2", "card": "Probe Bear"}]},
                 bob={"graveyard": [{"id": "o1", "card": "Probe Rite"}]},
                 battlefield=[_on("e", "Fuming Effigy")])
    # a card of an opponent's graveyard leaving: not "your graveyard"
    theirs = _run(game, [{"type": "move", "permanent": "o1", "to": "exile"}], effigy, BEAR, RITE)
    assert not theirs["state"]["stack"] and _life(theirs, "bob") == 20
    # one card exiled from alice's graveyard, then one returned to her hand: two events, two triggers
    done = _run(game, [{"type": "move", "permanent": "g1", "to": "exile"}, {"type": "resolve"},
                       {"type": "move", "permanent": "g2", "to": "hand"}, {"type": "resolve"}], effigy, BEAR, RITE)
    assert _life(done, "bob") == 18
    # nothing left: nothing happens
    idle = _run(game, [{"type": "move", "permanent": "e", "to": "hand"}], effigy, BEAR, RITE)
    assert _life(idle, "bob") == 20


def test_603_10a_creature_cards_leaving_and_a_card_that_returns_itself_does_not_see_itself_leave() -> None:
    enervation = mtgjson_full_definition("MKM", "Soul Enervation")
    ability = next(a for a in enervation["abilities"] if a.get("trigger") == "s34std_creature_cards_leave_your_graveyard")
    assert ability["batch"] is True
    game = state(alice={"graveyard": [{"id": "g1", "card": "Probe Rite"}, {"id": "g2", "card": "Probe Bear"}]},
                 battlefield=[_on("s", "Soul Enervation")])
    rite = _run(game, [{"type": "move", "permanent": "g1", "to": "exile"}], enervation, BEAR, RITE)
    assert not rite["state"]["stack"]  # not a creature card
    bear = _run(game, [{"type": "move", "permanent": "g2", "to": "hand"}, {"type": "resolve"}], enervation, BEAR, RITE)
    assert (_life(bear, "alice"), _life(bear, "bob")) == (21, 19)
    # Soul Enervation itself leaving alice's graveyard for the battlefield: it wasn't on the battlefield before
    own = state(alice={"graveyard": [{"id": "s2", "card": "Soul Enervation"}]})
    back = _run(own, [{"type": "put_onto_battlefield", "card": "s2"}], enervation, BEAR, RITE)
    assert permanent(back, "s2") is not None and not back["state"]["stack"]


def test_cards_leaving_a_graveyard_near_variants_stay_refused() -> None:
    assert probe_support("Whenever one or more cards leave your graveyard, scry 1.") == "full"
    assert probe_support("Whenever one or more cards leave your graveyard during an opponent's turn, scry 1.") != "full"
    assert probe_support("Whenever one or more creature cards leave your graveyard during your turn, scry 1.") != "full"
    assert probe_support("Whenever one or more artifact and/or creature cards leave your graveyard, you gain 1 life.") \
        != "full"
    assert probe_support("Whenever one or more cards leave an opponent's graveyard, scry 1.") != "full"


def test_603_2c_a_graveyard_exiled_at_once_is_one_batch_and_fangs_trigger_is_limited_once_each_turn() -> None:
    effigy, fang = mtgjson_full_definition("STX", "Fuming Effigy"), mtgjson_full_definition("FIN", "Fang, Fearless l'Cie")
    limited = next(a for a in fang["abilities"] if a.get("trigger") == "s34std_cards_leave_your_graveyard")
    assert (limited["max_per_turn"], limited["batch"]) == (1, True)
    purge = {"name": "Probe Purge", "types": ["Sorcery"], "mana_cost": "{B}", "colors": ["B"],
             "abilities": [{"kind": "spell", "effect": {"kind": "exile_graveyard", "target": "player"}}]}
    graveyard = [{"id": f"g{n}", "card": "Probe Rite"} for n in range(3)]
    game = state(alice={"graveyard": graveyard, "hand": [{"id": "p", "card": "Probe Purge"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("e", "Fuming Effigy")])
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["alice"]}}, {"type": "resolve"},
                       {"type": "resolve"}], effigy, purge, RITE)
    assert _life(done, "bob") == 19 and not done["state"]["stack"]  # three cards at once: one trigger
    twice = state(alice={"graveyard": graveyard, "library": [{"id": f"l{n}", "card": "Probe Rite"} for n in range(5)]},
                  battlefield=[_on("f", "Fang, Fearless l'Cie")])
    once = _run(twice, [{"type": "move", "permanent": "g0", "to": "exile"}, {"type": "resolve"},
                        {"type": "move", "permanent": "g1", "to": "exile"}], fang, RITE)
    assert _life(once, "alice") == 19 and not once["state"]["stack"]  # the second time this turn: no trigger


def test_102_1_cards_leaving_your_graveyard_during_your_turn_only() -> None:
    hunter = mtgjson_full_definition("TDM", "Attuned Hunter")
    ability = next(a for a in hunter["abilities"] if a.get("trigger") == "s34std_cards_leave_your_graveyard")
    assert ability["during_your_turn"] is True
    field = [_on("h", "Attuned Hunter")]
    graveyard = [{"id": "g1", "card": "Probe Rite"}]
    mine = _run(state(alice={"graveyard": graveyard}, battlefield=field),
                [{"type": "move", "permanent": "g1", "to": "exile"}, {"type": "resolve"}], hunter, RITE)
    assert permanent(mine, "h")["counters"] == {"+1/+1": 1}
    theirs = _run(state(alice={"graveyard": graveyard}, battlefield=field, active_player="bob"),
                  [{"type": "move", "permanent": "g1", "to": "exile"}], hunter, RITE)
    assert not theirs["state"]["stack"] and not permanent(theirs, "h").get("counters")


# --- "Whenever a land card is put into your graveyard from anywhere" / "one or more creature cards ..." (CR 603.2,
# 603.2c, 400.7) ---------------------------------------------------------------------------------------------------------

LAND = {"name": "Probe Land", "types": ["Land"]}


def test_400_7_each_land_card_put_into_your_graveyard_from_anywhere_triggers() -> None:
    grovedancer = mtgjson_full_definition("THB", "Skola Grovedancer")
    ability = next(a for a in grovedancer["abilities"] if a.get("trigger") == "s34std_land_card_put_into_your_graveyard")
    assert "batch" not in ability
    game = state(alice={"hand": [{"id": "h1", "card": "Probe Land"}, {"id": "h2", "card": "Probe Rite"}],
                        "library": [{"id": "l1", "card": "Probe Land"}]},
                 bob={"hand": [{"id": "b1", "card": "Probe Land"}]},
                 battlefield=[_on("s", "Skola Grovedancer"), _on("pl", "Probe Land")])
    done = _run(game, [{"type": "move", "permanent": "h1", "to": "graveyard"}, {"type": "resolve"},  # from a hand
                       {"type": "move", "permanent": "l1", "to": "graveyard"}, {"type": "resolve"},  # from the library
                       {"type": "move", "permanent": "pl", "to": "graveyard"}, {"type": "resolve"}],  # the battlefield
                grovedancer, LAND, RITE)
    assert _life(done, "alice") == 23
    # not a land card; a land card put into an opponent's graveyard: no trigger
    none = _run(game, [{"type": "move", "permanent": "h2", "to": "graveyard"},
                       {"type": "move", "permanent": "b1", "to": "graveyard"}], grovedancer, LAND, RITE)
    assert not none["state"]["stack"]
    assert probe_support("Whenever a creature card is put into your graveyard from anywhere, you gain 1 life.") != "full"
    assert probe_support("Whenever a land card is put into your graveyard from your library, you gain 1 life.") != "full"


def test_603_2c_creature_cards_put_into_your_graveyard_during_your_turn_once_each_turn() -> None:
    infestation = mtgjson_full_definition("VOW", "Crawling Infestation")
    ability = next(a for a in infestation["abilities"]
                   if a.get("trigger") == "s34std_creature_cards_put_into_your_graveyard")
    assert (ability["batch"], ability["during_your_turn"], ability["max_per_turn"]) == (True, True, 1)
    hand = [{"id": "c1", "card": "Probe Bear"}, {"id": "c2", "card": "Probe Bear"}, {"id": "r", "card": "Probe Rite"}]
    field = [_on("i", "Crawling Infestation")]
    mine = _run(state(alice={"hand": hand}, battlefield=field),
                [{"type": "move", "permanent": "r", "to": "graveyard"},  # not a creature card
                 {"type": "move", "permanent": "c1", "to": "graveyard"}, {"type": "resolve"},
                 {"type": "move", "permanent": "c2", "to": "graveyard"}], infestation, BEAR, RITE)
    insects = [p for p in mine["state"]["battlefield"] if p["id"] != "i"]
    assert len(insects) == 1 and not mine["state"]["stack"]  # the second time this turn: no trigger
    theirs = _run(state(alice={"hand": hand}, battlefield=field, active_player="bob"),
                  [{"type": "move", "permanent": "c1", "to": "graveyard"}], infestation, BEAR, RITE)
    assert not theirs["state"]["stack"]
    assert probe_support("Whenever one or more creature cards are put into your graveyard from anywhere during an "
                         "opponent's turn, draw a card.") != "full"


# --- "If you controlled it / that permanent, <effects>." (CR 608.2h, 608.2c) ------------------------------------------

def test_608_2h_if_you_controlled_that_permanent_is_its_controller_just_before_the_effect() -> None:
    geistwave = mtgjson_full_definition("MID", "Geistwave")
    assert geistwave["abilities"][1]["effect"] == {"kind": "if_condition", "condition": {"kind": "s34std_you_controlled_it"},
                                                   "effect": {"kind": "draw", "amount": 1, "player": "you"}}
    hotshot = mtgjson_full_definition("MKM", "Hotshot Investigators")
    assert "s34std_you_controlled_it" in str(hotshot["abilities"])
    game = state(alice={"hand": [{"id": "w", "card": "Geistwave"}], "mana_pool": {"U": 1, "C": 2},
                        "library": [{"id": "l1", "card": "Probe Rite"}]},
                 battlefield=[_on("mine", "Probe Bear"), _on("theirs", "Probe Bear", "bob")])
    own = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["mine"]}}, {"type": "resolve"}],
               geistwave, BEAR, RITE)
    alice = next(p for p in own["state"]["players"] if p["id"] == "alice")
    assert sorted(card["id"] for card in alice["hand"]) == ["l1", "mine"]  # returned, then drew
    other = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["theirs"]}}, {"type": "resolve"}],
                 geistwave, BEAR, RITE)
    alice = next(p for p in other["state"]["players"] if p["id"] == "alice")
    assert alice["hand"] == []  # bob's permanent: no card drawn
    # a triggered ability: "return up to one other target creature ... If you controlled it, investigate."
    for target, clues in (("mine", 1), ("theirs", 0)):
        field = [_on("mine", "Probe Bear"), _on("theirs", "Probe Bear", "bob")]
        done = _run(state(alice={"hand": [{"id": "h", "card": "Hotshot Investigators"}]}, battlefield=field),
                    [{"type": "put_onto_battlefield", "card": "h", "choices": {"targets": [target]}},
                     {"type": "resolve"}], hotshot, BEAR)
        assert target not in [p["id"] for p in done["state"]["battlefield"]]
        assert sum(1 for p in done["state"]["battlefield"] if isinstance(p["card"], dict)) == clues  # the Clue token
    assert probe_support("Return two target creatures to their owners' hands. If you controlled it, draw a card.",
                         "Instant", None) != "full"
    assert probe_support("Draw a card. If you controlled it, draw a card.", "Instant", None) != "full"
    assert probe_support("Return target creature to its owner's hand. If you owned it, draw a card.", "Instant",
                         None) != "full"


# --- "Whenever a player / an opponent cycles a card, ..." (CR 702.29a, 603.2) ----------------------------------------

CYCLER = {"name": "Probe Cycler", "mana_cost": "{3}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "cycling", "cost": "{1}"}]}


def test_702_29a_any_players_cycling_triggers_a_player_cycles_a_card() -> None:
    rift = mtgjson_full_definition("C20", "Lightning Rift")
    assert rift["abilities"][0]["trigger"] == "s34std_player_cycles"
    field = [_on("rift", "Lightning Rift")]
    for cycler in ("alice", "bob"):
        game = state(**{cycler: {"mana_pool": {"C": 1}, "hand": [{"id": "cy", "card": "Probe Cycler"}]}},
                     battlefield=field)
        done = _run(game, [{"type": "cycle", "player": cycler, "card": "cy"}], rift, CYCLER)
        assert [item["source"] for item in done["state"]["stack"]] == ["rift", "cy"]  # the trigger on top (CR 603.3)
    opponent = {"name": "Probe Watcher", "types": ["Enchantment"], "mana_cost": "{1}", "abilities": [
        {"kind": "triggered", "trigger": "s34std_opponent_cycles", "effect": {"kind": "gain_life", "amount": 1,
                                                                              "player": "you"}}]}
    assert probe_support("Whenever an opponent cycles a card, you gain 1 life.", "Enchantment", None) == "full"
    mine = _run(state(alice={"mana_pool": {"C": 1}, "hand": [{"id": "cy", "card": "Probe Cycler"}]},
                      battlefield=[_on("w", "Probe Watcher")]), [{"type": "cycle", "card": "cy"}], opponent, CYCLER)
    assert [item["source"] for item in mine["state"]["stack"]] == ["cy"]  # its controller's own cycling: no trigger
    assert probe_support("Whenever another player cycles a card, you gain 1 life.") != "full"
    assert probe_support("Whenever a player cycles or discards a card, you gain 1 life.") != "full"
