"""Session 26, group cmda (docs/oracle-s26-cmda.md): Commander 2020 and Commander 2021's lines read from the real
Oracle text (tests/fixtures/sets/c20.json, c21.json) and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
STEP = {"type": "next_step"}
BEAR = {"name": "Big Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
# A legendary commander whose rules text shows {B} beyond its mana cost (CR 903.4)
LEADER = {"name": "Green Leader", "types": ["Creature"], "supertypes": ["Legendary"], "power": 3, "toughness": 3,
          "mana_cost": "{2}{G}{W}"}


@cache
def _records() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for code in ("c20", "c21"):
        data = json.loads((SETS / f"{code}.json").read_text(encoding="utf-8"))["data"]
        for cards in data.values():
            for card in cards["cards"]:
                found.setdefault(card["name"], card)
    return found


def _reading(name: str) -> Any:
    record = _records()[name]
    return read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                               oracle_text=record.get("text", ""), power=record.get("power"),
                               toughness=record.get("toughness"), colors=tuple(record.get("colors", ()))))


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    reading = _reading(name)
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def _commander_game(**players: Any) -> dict[str, Any]:
    return {**state(**players), "format": "commander"}


# --- "{T}: Add one mana of any color in your commander's color identity." (CR 903.4, 903.4f, 702.124c) ----------------


def test_903_4_command_tower_adds_a_color_of_the_commanders_identity() -> None:
    tower, signet = _card("Command Tower"), _card("Arcane Signet")
    assert tower["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "commander_identity"}] == signet["abilities"]
    field = [{"id": "t", "card": "Command Tower", "controller": "alice", "owner": "alice"}]
    game = _commander_game(alice={"commanders": ["cz"], "command_zone": [{"id": "cz", "card": LEADER}]},
                           battlefield=field)
    game["battlefield"] = field
    done = _run(game, [{"type": "tap_for_mana", "permanent": "t", "ability": 0, "color": "W"}], tower)
    assert player_of(done, "alice")["mana_pool"]["W"] == 1
    with pytest.raises(IllegalAction, match="could produce W, G"):
        _run(game, [{"type": "tap_for_mana", "permanent": "t", "ability": 0, "color": "U"}], tower)
    # no commander: the color identity is undefined and the ability adds nothing (CR 903.4f)
    plain = {**state(), "battlefield": field}
    none = _run(plain, [{"type": "tap_for_mana", "permanent": "t", "ability": 0}], tower)
    assert not any(player_of(none, "alice")["mana_pool"].values())
    # a commander on the battlefield, with a {B} in its rules text given by the reader's color_identity (CR 903.4)
    leader = {**LEADER, "color_identity": ["W", "B", "G"]}
    both = {**_commander_game(alice={"commanders": ["cz"]}),
            "battlefield": [*field, {"id": "cz", "card": leader, "controller": "alice", "owner": "alice"}]}
    black = _run(both, [{"type": "tap_for_mana", "permanent": "t", "ability": 0, "color": "B"}], tower)
    assert player_of(black, "alice")["mana_pool"]["B"] == 1


def test_903_4_reader_gives_a_legendary_cards_color_identity_beyond_its_cost() -> None:
    reading = read_card(CardFacts(name="Probe Leader", mana_cost="{1}{W}", type_line="Legendary Creature — Elf",
                                  oracle_text="{G}, {T}: Add {B}. (Reminder {U}.)", power="1", toughness="1"))
    assert reading.definition is not None and reading.definition["color_identity"] == ["W", "B", "G"]
    plain = read_card(CardFacts(name="Probe Elf", mana_cost="{1}{W}", type_line="Creature — Elf",
                                oracle_text="{G}, {T}: Add {B}.", power="1", toughness="1"))
    assert plain.definition is not None and "color_identity" not in plain.definition


# --- "If you control a commander, you may cast ~ without paying its mana cost." (CR 118.9, 903.3d) ---------------------


def test_118_9_free_if_you_control_a_commander() -> None:
    rollick = _card("Deadly Rollick")
    assert rollick["abilities"][0] == {"kind": "alternative_cost", "name": "rather_than_mana_cost", "cost": "{0}",
                                       "if_you_control_a_commander": True}
    for name in ("Fierce Guardianship", "Flawless Maneuver"):
        assert _card(name)["abilities"][0] == rollick["abilities"][0]
    bear = {"id": "b", "card": BEAR, "controller": "bob", "owner": "bob"}
    mine = {"id": "cz", "card": LEADER, "controller": "alice", "owner": "alice"}
    game = {**_commander_game(alice={"commanders": ["cz"], "hand": [{"id": "r", "card": "Deadly Rollick"}]}),
            "battlefield": [bear, mine]}
    cast = {"type": "cast", "card": "r", "alternative_cost": "rather_than_mana_cost", "choices": {"targets": ["b"]}}
    done = _run(game, [cast, {"type": "resolve"}], rollick)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["cz"]
    # without a commander on the battlefield under alice's control: refused
    game["battlefield"] = [bear, {**mine, "controller": "bob"}]
    with pytest.raises(IllegalAction, match="controls a commander"):
        _run(game, [cast], rollick)


# --- "Creatures can't attack you unless their controller pays {2} for each creature ..." (CR 508.1g-h) -----------------


def test_508_1g_ghostly_prison_taxes_attacks_on_you_not_your_planeswalkers() -> None:
    prison = _card("Ghostly Prison")
    assert prison["abilities"] == [{"kind": "attack_cost", "cost": "{2}", "affected": "attacking_only_you"}]
    walker = {"name": "Walker", "types": ["Planeswalker"], "loyalty": 3}
    field = [{"id": "g", "card": "Ghostly Prison", "controller": "bob", "owner": "bob"},
             {"id": "pw", "card": walker, "controller": "bob", "owner": "bob", "counters": {"loyalty": 3}},
             {"id": "a", "card": BEAR, "controller": "alice", "owner": "alice"},
             {"id": "a2", "card": BEAR, "controller": "alice", "owner": "alice"}]
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"},
                                                         {"id": "a2", "defending": "pw"}]}
    done = _run(state(step="declare_attackers", battlefield=field, alice={"mana_pool": {"C": 2}}), [attack], prison)
    assert player_of(done, "alice")["mana_pool"].get("C", 0) == 0 and events_of(done, "attackers_declared")
    with pytest.raises(IllegalAction, match="costs to attack"):  # {2} for the creature attacking bob
        _run(state(step="declare_attackers", battlefield=field, alice={"mana_pool": {"C": 1}}), [attack], prison)
    walker_only = {"type": "declare_attackers", "attackers": [{"id": "a2", "defending": "pw"}]}
    free = _run(state(step="declare_attackers", battlefield=field), [walker_only], prison)
    assert events_of(free, "attackers_declared")  # a planeswalker bob controls: no tax


# --- "Partner with [name]" (CR 702.124j) -------------------------------------------------------------------------------


def test_702_124j_partner_with_target_player_may_search_for_the_named_card() -> None:
    silvar, trynn = _card("Silvar, Devourer of the Free"), _card("Trynn, Champion of Freedom")
    assert silvar["abilities"][0] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "search_library", "player": "target_player", "quality": ["named:Trynn, Champion of Freedom"],
        "reveal": True, "optional": True, "to": "hand"}}
    assert trynn["abilities"][0]["effect"]["quality"] == ["named:Silvar, Devourer of the Free"]
    game = state(alice={"hand": [{"id": "s", "card": "Silvar, Devourer of the Free"}], "mana_pool": {"B": 1, "R": 1,
                                                                                                     "C": 3},
                        "library": [{"id": "l1", "card": "Trynn, Champion of Freedom"},
                                    {"id": "l2", "card": "Silvar, Devourer of the Free"}]})
    enter = [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"targets": ["alice"]}}]
    done = _run(game, [*enter, {"type": "resolve", "choices": {"search": ["l1"]}}], silvar, trynn)
    assert [card["id"] for card in player_of(done, "alice")["hand"]] == ["l1"] and events_of(done, "library_shuffled")
    with pytest.raises(IllegalAction, match="Wrong library choice"):  # only a card named Trynn
        _run(game, [*enter, {"type": "resolve", "choices": {"search": ["l2"]}}], silvar, trynn)
    declined = _run(game, [*enter, {"type": "resolve"}], silvar, trynn)  # "may": no answer, no search
    assert player_of(declined, "alice")["hand"] == [] and not events_of(declined, "library_shuffled")


# --- "{T}: Add {C}{C}. Activate only if you control five or more lands." (CR 605.1a, 602.5b) ---------------------------


def test_602_5b_mana_ability_activated_only_if_you_control() -> None:
    temple, field_ = _card("Temple of the False God"), _card("Tainted Field")
    assert temple["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{C}{C}", "activate_only_if_you_control": "land",
                                    "activate_only_if_you_control_at_least": 5}]
    assert field_["abilities"][1] == {"kind": "mana", "cost": "{T}", "add": "{W}|{B}",
                                      "activate_only_if_you_control": "permanent:Swamp"}
    land = {"name": "Plain Land", "types": ["Land"]}
    swamp = {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}

    def board(*cards: tuple[str, Any]) -> list[dict[str, Any]]:
        return [{"id": key, "card": card, "controller": "alice", "owner": "alice"} for key, card in cards]

    few = board(("t", "Temple of the False God"), *((f"l{n}", land) for n in range(3)))
    with pytest.raises(IllegalAction, match="Condition not met"):
        _run({**state(), "battlefield": few}, [{"type": "tap_for_mana", "permanent": "t", "ability": 0}], temple)
    five = [*few, *board(("l8", land))]
    done = _run({**state(), "battlefield": five}, [{"type": "tap_for_mana", "permanent": "t", "ability": 0}], temple)
    assert player_of(done, "alice")["mana_pool"]["C"] == 2
    tainted = board(("f", "Tainted Field"))
    black = {"type": "tap_for_mana", "permanent": "f", "ability": 1, "color": "B"}
    with pytest.raises(IllegalAction, match="Condition not met"):
        _run({**state(), "battlefield": tainted}, [black], field_)
    done = _run({**state(), "battlefield": [*tainted, *board(("s", swamp))]}, [black], field_, swamp)
    assert player_of(done, "alice")["mana_pool"]["B"] == 1
    # an automatic payment doesn't tap it while the condition fails: {B} can't be paid
    bear = {**BEAR, "name": "Black Bear", "mana_cost": "{B}"}
    game = {**state(alice={"hand": [{"id": "h", "card": bear}]}), "battlefield": tainted}
    with pytest.raises(IllegalAction, match="no combination"):
        _run(game, [{"type": "cast", "card": "h", "payment": "auto"}], field_, bear)
    tapped_swamp = board(("s", swamp))[0] | {"tapped": True}
    paid = _run({**game, "battlefield": [*tainted, tapped_swamp]}, [{"type": "cast", "card": "h", "payment": "auto"}],
                field_, bear, swamp)
    assert events_of(paid, "spell_cast")


# --- "Search your library for up to two basic land cards that share a land type, ..." (CR 701.23a, 205.3i) -------------


def test_701_23a_search_for_two_basic_lands_that_share_a_land_type() -> None:
    landscape = _card("Myriad Landscape")
    assert landscape["abilities"][2]["effect"] == {"kind": "search_library", "to": "battlefield_tapped",
                                                   "quality": ["land:basic"], "count": 2, "share_a_land_type": True}
    forest = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
    island = {"name": "Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}
    game = {**state(alice={"mana_pool": {"C": 2}, "library": [{"id": "f1", "card": forest}, {"id": "f2", "card": forest},
                                                             {"id": "i1", "card": island}]}),
            "battlefield": [{"id": "m", "card": "Myriad Landscape", "controller": "alice", "owner": "alice"}]}
    activate = {"type": "activate", "permanent": "m", "ability": 2}
    done = _run(game, [activate, {"type": "resolve", "choices": {"search": ["f1", "f2"]}}], landscape, forest, island)
    assert {p["id"]: p["tapped"] for p in done["state"]["battlefield"]} == {"f1": True, "f2": True}
    with pytest.raises(IllegalAction, match="share a land type"):
        _run(game, [activate, {"type": "resolve", "choices": {"search": ["f1", "i1"]}}], landscape, forest, island)


# --- "{T}: Add {C}. You gain 1 life." (CR 605.1a, 605.3b, 119.3) ----------------------------------------------------


def test_605_3b_mana_ability_that_gains_life_as_it_resolves() -> None:
    talisman = _card("Pristine Talisman")
    assert talisman["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{C}", "life_to_you": 1}]
    game = {**state(), "battlefield": [{"id": "p", "card": "Pristine Talisman", "controller": "alice",
                                        "owner": "alice"}]}
    done = _run(game, [{"type": "tap_for_mana", "permanent": "p", "ability": 0}], talisman)
    alice = player_of(done, "alice")
    assert alice["mana_pool"]["C"] == 1 and alice["life"] == 21 and events_of(done, "life_gained")[0]["amount"] == 1


# --- retrace (CR 702.81a) -------------------------------------------------------------------------------------------


def test_702_81a_retrace_casts_from_the_graveyard_discarding_a_land_card() -> None:
    image = _card("Spitting Image")
    assert image["keywords"] == ["retrace"]
    land = {"name": "Plain Land", "types": ["Land"]}
    bear = {"id": "b", "card": BEAR, "controller": "alice", "owner": "alice"}
    game = {**state(alice={"graveyard": [{"id": "si", "card": "Spitting Image"}], "mana_pool": {"G": 2, "U": 2, "C": 4},
                           "hand": [{"id": "l", "card": land}, {"id": "x", "card": BEAR}]}), "battlefield": [bear]}
    cast = {"type": "cast", "card": "si", "choices": {"targets": ["b"]}}
    done = _run(game, [cast, {"type": "resolve"}], image, land)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["x"] and {c["id"] for c in alice["graveyard"]} == {"l", "si"}
    assert len(done["state"]["battlefield"]) == 2  # the token copy; the card back in its owner's graveyard
    with pytest.raises(IllegalAction, match="land card"):  # only a land card may be discarded
        _run(game, [{**cast, "choices": {"targets": ["b"], "discard": ["x"]}}], image, land)
    landless = {**game, "players": [{**game["players"][0], "hand": [{"id": "x", "card": BEAR}]}, game["players"][1]]}
    with pytest.raises(IllegalAction, match="no land card"):
        _run(landless, [cast], image, land)


# --- graft (CR 702.58a, 122.5, 603.4) -------------------------------------------------------------------------------


def test_702_58a_graft_enters_with_counters_and_moves_one_onto_an_entering_creature() -> None:
    frog = _card("Plaxcaster Frogling")
    assert frog["abilities"][:2] == [{"kind": "etb_counters", "counter": "+1/+1", "amount": 3}, {
        "kind": "triggered", "trigger": "permanent_enters", "entering": "creature:other", "optional": True,
        "intervening_if": {"kind": "s26cmda_self_has_plus_one_counter"},
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "that_permanent",
                   "moved_from_self": True}}]
    assert _card("Llanowar Reborn")["abilities"][2] == {"kind": "etb_counters", "counter": "+1/+1", "amount": 1}
    entered = _run(state(alice={"hand": [{"id": "f", "card": "Plaxcaster Frogling"}],
                                "mana_pool": {"G": 1, "U": 1, "C": 1}}),
                   [{"type": "cast", "card": "f"}, {"type": "resolve"}], frog)
    assert entered["state"]["battlefield"][0]["counters"] == {"+1/+1": 3}
    on = {"id": "f", "card": "Plaxcaster Frogling", "controller": "alice", "owner": "alice", "counters": {"+1/+1": 2}}
    game = {**state(alice={"hand": [{"id": "b", "card": BEAR}], "mana_pool": {"G": 1, "C": 1}}), "battlefield": [on]}
    cast = [{"type": "cast", "card": "b"}, {"type": "resolve"}]
    done = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], frog)
    counters = {p["id"]: p.get("counters", {}) for p in done["state"]["battlefield"]}
    assert counters == {"f": {"+1/+1": 1}, "b": {"+1/+1": 1}}  # (a 0/0: its last counter moved, it would die)
    declined = _run(game, [*cast, {"type": "resolve"}], frog)  # "you may": not moved
    assert {p["id"]: p.get("counters", {}) for p in declined["state"]["battlefield"]}["f"] == {"+1/+1": 2}
    bare = {**game, "battlefield": [{**on, "card": "Llanowar Reborn", "counters": {}}]}  # no counter: no trigger
    assert not events_of(_run(bare, cast, _card("Llanowar Reborn")), "trigger_put_on_stack")  # CR 603.4
