"""Session 27, group mech (docs/oracle-s27-mech.md): keyword mechanics read from the real Oracle text of the tuning
sets and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on, _permanent, _pt

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"


@cache
def _cards(code: str) -> dict[str, dict[str, Any]]:
    data = json.loads((SETS / f"{code.lower()}.json").read_text())
    if isinstance(data, list):  # a Scryfall card list
        return {card["name"]: {"name": card["name"], "type": card["type_line"], "text": card.get("oracle_text", ""),
                               "manaCost": card.get("mana_cost", ""), **({"power": card["power"],
                                                                          "toughness": card["toughness"]}
                                                                         if "power" in card else {})}
                for card in data}
    return {card["name"]: card for card in data["data"][code.upper()]["cards"]}


def real(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card of the tuning set `code`, which must read `full`."""
    card = _cards(code)[name]
    pt = (card["power"], card["toughness"]) if "power" in card else None
    return read_full_definition(card["name"], card["type"], card.get("text", ""), card.get("manaCost", ""), pt)


def line_of(code: str, name: str, start: str) -> str:
    return next(line for line in _cards(code)[name]["text"].split("\n") if line.startswith(start))


# --- umbra armor / totem armor (CR 702.89a) ---------------------------------------------------------------------------

MURDER = {"name": "Probe Murder", "types": ["Instant"], "mana_cost": "{B}",
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}
REGROW = {"name": "Probe Shield", "types": ["Instant"], "mana_cost": "{G}",
          "abilities": [{"kind": "spell", "effect": {"kind": "regenerate", "target": "creature"}}]}


def test_702_89a_umbra_armor_destroys_the_aura_instead_and_removes_the_damage() -> None:
    assert line_of("NEC", "Snake Umbra", "Totem armor").startswith("Totem armor (If enchanted creature would be")
    umbras = [real("AFC", "Eel Umbra"), real("MH1", "Treefolk Umbra"), real("NEC", "Bear Umbra"),
              real("NEC", "Snake Umbra")]
    assert all("totem_armor" in umbra["keywords"] for umbra in umbras)
    eel = umbras[0]
    board = [_on("b", "Bear", damage=1), _on("u", "Eel Umbra", attached_to="b")]
    cast = {"type": "cast", "card": "m", "player": "alice", "choices": {"targets": ["b"]}}
    game = state(battlefield=board, alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}})
    done = _run(game, [cast, {"type": "resolve"}], eel, BEAR, MURDER)
    bear = _permanent(done, "b")
    assert bear is not None and bear["damage"] == 0 and _permanent(done, "u") is None
    assert events_of(done, "umbra_armor")[0]["aura"] == "u"
    # lethal damage (CR 704.5g) is a destruction too: the Aura goes, the creature stays with its damage removed
    done = _run(state(battlefield=[_on("b", "Bear", damage=3), _on("u", "Eel Umbra", attached_to="b")]),
                [{"type": "pass_priority"}], eel, BEAR)
    assert _permanent(done, "u") is None and _permanent(done, "b")["damage"] == 0
    # without the Aura: destroyed
    game["battlefield"] = [_on("b", "Bear")]
    assert _permanent(_run(game, [cast, {"type": "resolve"}], eel, BEAR, MURDER), "b") is None
    # two replacement effects the creature's controller would choose between (CR 616.1): refused, not guessed
    game["battlefield"] = [_on("b", "Bear"), _on("u", "Eel Umbra", attached_to="b"),
                           _on("v", "Eel Umbra", attached_to="b")]
    with pytest.raises(IllegalAction, match="Not modelled"):
        _run(game, [cast, {"type": "resolve"}], eel, BEAR, MURDER)


# --- melee (CR 702.121a-b) --------------------------------------------------------------------------------------------


def test_702_121a_melee_counts_each_opponent_attacked_as_it_resolves() -> None:
    adriana = real("C20", "Adriana, Captain of the Guard")
    assert "melee" in adriana["keywords"] and adriana["abilities"] == [
        {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["melee"],
         "affected": "other_creatures_you_control"}]
    board = [_on("a", "Adriana, Captain of the Guard"), _on("b", "Bear"), _on("x", "Bear", "bob")]
    game = state(step="declare_attackers", battlefield=board)
    game["players"].append({"id": "carol", "library": [{"id": "c-lib", "card": "Grizzly Bears"}]})
    declare = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"},
                                                          {"id": "b", "defending": "carol"}]}
    done = _run(game, [declare, {"type": "resolve"}, {"type": "resolve"}], adriana, BEAR)
    assert sorted(e["permanent"] for e in events_of(done, "pumped") if e.get("effect") == "melee") == ["a", "b"]
    assert _pt(done, "a") == (6, 6) and _pt(done, "b") == (4, 4)  # two opponents attacked: +2/+2 each
    # one opponent attacked: +1/+1; the Bear bob controls has no melee (Adriana grants it to her controller's)
    game["players"].pop()
    declare["attackers"] = [{"id": "a", "defending": "bob"}]
    done = _run(game, [declare, {"type": "resolve"}], adriana, BEAR)
    assert _pt(done, "a") == (5, 5) and not done["state"]["stack"]


# --- support N (CR 701.41a) -------------------------------------------------------------------------------------------


def test_701_41a_support_puts_a_counter_on_each_of_up_to_n_other_target_creatures() -> None:
    lagacs = real("MH2", "Captured by Lagacs")
    assert lagacs["abilities"][2] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature:other", "target_count": 2,
        "up_to": True}}
    board = [_on("b", "Bear"), _on("c", "Bear"), _on("x", "Bear", "bob")]
    game = state(battlefield=board, alice={"hand": [{"id": "l", "card": "Captured by Lagacs"}],
                                           "mana_pool": {"G": 1, "W": 1, "C": 1}})
    cast = {"type": "cast", "card": "l", "choices": {"targets": ["x"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"targets": ["b", "x"]}}, {"type": "resolve"}],
                lagacs, BEAR)
    assert _pt(done, "b") == (3, 3) and _pt(done, "x") == (3, 3) and _pt(done, "c") == (2, 2)
    # a creature's support can't target the creature itself ("other", CR 701.41a)
    probe = {"name": "Support Probe", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{1}",
             "abilities": lagacs["abilities"][2:]}
    game = state(battlefield=board, alice={"hand": [{"id": "p", "card": "Support Probe"}], "mana_pool": {"C": 1}})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve", "choices": {"targets": ["p", "b"]}}],
             probe, BEAR)


# --- devour N / devour artifact N (CR 702.82a, c) --------------------------------------------------------------------

ROCK = {"name": "Rock", "types": ["Artifact"]}


def test_702_82a_devour_sacrifices_the_chosen_creatures_as_it_enters_for_n_counters_each() -> None:
    feaster = real("MH1", "Feaster of Fools")
    assert feaster["abilities"] == [{"kind": "etb_counters", "counter": "+1/+1", "amount": 2,
                                     "for_each": "s27mech_devour_creature"}]
    board = [_on("b", "Bear"), _on("c", "Bear"), _on("r", "Rock"), _on("x", "Bear", "bob")]
    game = state(battlefield=board, alice={"hand": [{"id": "f", "card": "Feaster of Fools"}],
                                           "mana_pool": {"B": 2, "C": 4}})
    cast = {"type": "cast", "card": "f"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["b", "c"]}}], feaster, BEAR, ROCK)
    assert _pt(done, "f") == (7, 7) and _permanent(done, "b") is None and _permanent(done, "c") is None
    done = _run(game, [cast, {"type": "resolve"}], feaster, BEAR, ROCK)  # "you may": none sacrificed
    assert _pt(done, "f") == (3, 3) and _permanent(done, "b") is not None
    for wrong in (["x"], ["r"], ["b", "b"]):  # bob's creature, an artifact, one named twice
        with pytest.raises(IllegalAction):
            _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": wrong}}], feaster, BEAR, ROCK)
    # Devour artifact 1 (CR 702.82c)
    goat = real("MH2", "Caprichrome")
    game = state(battlefield=board, alice={"hand": [{"id": "g", "card": "Caprichrome"}],
                                           "mana_pool": {"W": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve", "choices": {"sacrifice": ["r"]}}],
                goat, BEAR, ROCK)
    assert _pt(done, "g") == (3, 3) and _permanent(done, "r") is None


# --- annihilator N (CR 702.86a) ---------------------------------------------------------------------------------------


def test_702_86a_annihilator_defending_player_sacrifices_n_permanents_of_their_choice() -> None:
    artisan = real("NCC", "Artisan of Kozilek")
    assert artisan["abilities"][1] == {"kind": "triggered", "trigger": "attacks", "effect": {
        "kind": "edict", "player": "defending_player", "what": "permanent", "count": 2}}
    board = [_on("a", "Artisan of Kozilek"), _on("x", "Bear", "bob"), _on("y", "Rock", "bob"), _on("z", "Bear", "bob"),
             _on("m", "Bear")]
    game = state(step="declare_attackers", battlefield=board)
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    done = _run(game, [attack, {"type": "resolve", "choices": {"sacrifice": ["y", "z"]}}], artisan, BEAR, ROCK)
    assert [p["id"] for p in done["state"]["battlefield"] if p["controller"] == "bob"] == ["x"]
    assert _permanent(done, "m") is not None  # the attacking player's own permanents stay
    with pytest.raises(IllegalAction):  # only the defending player's permanents
        _run(game, [attack, {"type": "resolve", "choices": {"sacrifice": ["m"]}}], artisan, BEAR, ROCK)


# --- partner (CR 702.124a) --------------------------------------------------------------------------------------------


def test_702_124a_partner_is_read_as_the_keyword_it_is_for_deck_construction() -> None:
    for code, name in (("KHC", "Miara, Thorn of the Glade"), ("NEC", "Yoshimaru, Ever Faithful")):
        assert line_of(code, name, "Partner").startswith("Partner (You can have two commanders")
        assert "partner" in real(code, name)["keywords"]


# --- extort (CR 702.101a) ---------------------------------------------------------------------------------------------


def test_702_101a_extort_pays_w_or_b_as_a_spell_is_cast_to_drain_each_opponent() -> None:
    insurance = real("NCC", "Life Insurance")
    assert insurance["abilities"][0] == {"kind": "cast_trigger", "caster": "you", "optional_cost": "{W/B}", "effect": {
        "kind": "lose_life", "amount": 1, "player": "each_opponent", "drain": True}}
    game = state(battlefield=[_on("i", "Life Insurance")],
                 alice={"hand": [{"id": "g", "card": "Grizzly Bears"}], "mana_pool": {"G": 2, "B": 1}})
    cast = {"type": "cast", "card": "g", "payment": {"pool": {"G": 2}}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], insurance)
    assert player_of(done, "bob")["life"] == 19 and player_of(done, "alice")["life"] == 21
    assert player_of(done, "alice")["mana_pool"].get("B", 0) == 0
    done = _run(game, [cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}], insurance)
    assert player_of(done, "bob")["life"] == 20 and player_of(done, "alice")["life"] == 20


# --- multikicker (CR 702.33c-d) ---------------------------------------------------------------------------------------


def test_702_33c_multikicker_is_paid_any_number_of_times_and_counted() -> None:
    chalice = real("2XM", "Everflowing Chalice")
    assert chalice["abilities"] == [
        {"kind": "kicker", "cost": "{2}", "multikicker": True},
        {"kind": "etb_counters", "counter": "charge", "amount": 1, "for_each": "s27mech_times_kicked"},
        {"kind": "mana", "cost": "{T}", "add": "{C}", "amount": "s27mech_counters_on_self:charge"}]
    assert real("TSR", "Everflowing Chalice") == real("NCC", "Everflowing Chalice") == chalice
    game = state(alice={"hand": [{"id": "e", "card": "Everflowing Chalice"}], "mana_pool": {"C": 5}})
    cast = {"type": "cast", "card": "e", "kicked": True, "times_kicked": 2}
    done = _run(game, [cast, {"type": "resolve"}, {"type": "tap_for_mana", "permanent": "e", "ability": 2}], chalice)
    assert _permanent(done, "e")["counters"] == {"charge": 2}
    assert player_of(done, "alice")["mana_pool"]["C"] == 3  # 5 - 2 x {2} + 2 from the Chalice
    cast.pop("times_kicked")  # kicked once
    done = _run(game, [cast, {"type": "resolve"}], chalice)
    assert _permanent(done, "e")["counters"] == {"charge": 1} and player_of(done, "alice")["mana_pool"]["C"] == 3
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}], chalice)  # not kicked: no counter
    assert not _permanent(done, "e").get("counters")
    with pytest.raises(IllegalAction):  # three times costs {6}: more than the pool
        _run(game, [{**cast, "times_kicked": 3}], chalice)
    with pytest.raises(IllegalAction, match="multikicker"):  # times_kicked without kicked
        _run(game, [{"type": "cast", "card": "e", "times_kicked": 2}], chalice)
    yearling = real("MH2", "Flametongue Yearling")
    game = state(alice={"hand": [{"id": "y", "card": "Flametongue Yearling"}], "mana_pool": {"R": 2, "C": 4}})
    done = _run(game, [{"type": "cast", "card": "y", "kicked": True, "times_kicked": 2}, {"type": "resolve"}],
                yearling)
    assert _pt(done, "y") == (4, 3)


# --- dredge N (CR 702.52a-b) ------------------------------------------------------------------------------------------


def test_702_52a_dredge_replaces_a_draw_by_milling_and_returning_the_card() -> None:
    shenanigans = real("MH1", "Shenanigans")
    assert shenanigans["abilities"][1] == {"kind": "dredge", "amount": 1}
    game = state(step="upkeep", alice={"graveyard": [{"id": "s", "card": "Shenanigans"}]})
    done = _run(game, [{"type": "next_step", "choices": {"dredge": ["s"]}}], shenanigans)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["s"] and [c["id"] for c in alice["graveyard"]] == ["alice-lib-0"]
    assert not events_of(done, "card_drawn") and events_of(done, "milled")[0]["purpose"] == "dredge"
    done = _run(game, [{"type": "next_step"}], shenanigans)  # "you may": not chosen, a draw
    assert [c["id"] for c in player_of(done, "alice")["hand"]] == ["alice-lib-0"]
    game["players"][0]["library"] = []  # fewer cards in the library than N (CR 702.52b)
    with pytest.raises(IllegalAction, match="library"):
        _run(game, [{"type": "next_step", "choices": {"dredge": ["s"]}}], shenanigans)


# --- awaken N (CR 702.113a) -------------------------------------------------------------------------------------------

LAND = {"name": "Probe Land", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{T}", "add": "{W}"}]}


def test_702_113a_awaken_cost_also_animates_target_land_you_control() -> None:
    outburst = real("ZNC", "Planar Outburst")
    assert real("NCC", "Planar Outburst") == outburst
    assert [a.get("condition") for a in outburst["abilities"]] == [None, None, "s27mech_awakened", "s27mech_awakened"]
    board = [_on("l", "Probe Land"), _on("b", "Bear"), _on("x", "Bear", "bob")]
    game = state(battlefield=board, alice={"hand": [{"id": "o", "card": "Planar Outburst"}],
                                           "mana_pool": {"W": 3, "C": 5}})
    cast = {"type": "cast", "card": "o", "alternative_cost": "awaken", "choices": {"targets": ["l"]}}
    done = _run(game, [cast, {"type": "resolve"}], outburst, BEAR, LAND)
    assert _permanent(done, "b") is None and _permanent(done, "x") is None  # destroyed first
    land = _permanent(done, "l")
    assert land["counters"] == {"+1/+1": 4} and _pt(done, "l") == (4, 4)
    assert "Land" in land["characteristics"]["types"] and "haste" in land["characteristics"]["keywords"]
    # for its mana cost: no land is targeted, none animated
    game["players"][0]["mana_pool"] = {"W": 2, "C": 3}
    done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"}], outburst, BEAR, LAND)
    assert not _permanent(done, "l").get("counters") and _permanent(done, "b") is None
    with pytest.raises(IllegalAction):  # a land target without the awaken cost
        _run(game, [{"type": "cast", "card": "o", "choices": {"targets": ["l"]}}], outburst, BEAR, LAND)


# --- demonstrate (CR 702.144a) ----------------------------------------------------------------------------------------


def test_702_144a_demonstrate_copies_the_spell_and_an_opponent_copies_it_too() -> None:
    technique = real("C21", "Replication Technique")
    assert "demonstrate" in technique["keywords"]
    board = [_on("b", "Bear"), _on("x", "Bear", "bob")]
    game = state(battlefield=board, alice={"hand": [{"id": "t", "card": "Replication Technique"}],
                                           "mana_pool": {"U": 1, "C": 4}})
    cast = {"type": "cast", "card": "t", "choices": {"targets": ["b"]}}
    copy = {"type": "resolve", "choices": {"pay_optional_cost": True, "copies_targets": [["b"], ["x"]]}}
    done = _run(game, [cast, copy, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], technique, BEAR)
    copied = events_of(done, "spell_copied")
    assert [(e["controller"], e["targets"]) for e in copied] == [("alice", ["b"]), ("bob", ["x"])]
    tokens = [p for p in done["state"]["battlefield"] if p.get("is_token")]
    assert sorted(p["controller"] for p in tokens) == ["alice", "alice", "bob"]
    done = _run(game, [cast, {"type": "resolve"}, {"type": "resolve"}], technique, BEAR)  # "you may": not copied
    assert not events_of(done, "spell_copied") and len([p for p in done["state"]["battlefield"]
                                                        if p.get("is_token")]) == 1


def test_702_82b_for_each_creature_it_devoured() -> None:
    mulcher = real("2XM", "Skullmulcher")
    assert mulcher["abilities"][1]["effect"] == {"kind": "draw", "amount": "s27mech_devoured", "player": "you"}
    game = state(battlefield=[_on("b", "Bear"), _on("c", "Bear")],
                 alice={"hand": [{"id": "s", "card": "Skullmulcher"}], "mana_pool": {"G": 1, "C": 4}})
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"sacrifice": ["b", "c"]}},
                       {"type": "resolve"}], mulcher, BEAR)
    assert _pt(done, "s") == (5, 5) and len(player_of(done, "alice")["hand"]) == 2
    # its trigger posted on the stack: how many it devoured is not known to the engine (refused, not guessed)
    trigger = {"id": "t1", "kind": "triggered_ability", "source": "s", "controller": "alice", "card": "Skullmulcher",
               "ability_index": 1, "trigger_event": "enters"}
    game = state(battlefield=[_on("s", "Skullmulcher")], stack=[trigger])
    with pytest.raises(IllegalAction, match="devoured"):
        _run(game, [{"type": "resolve"}], mulcher, BEAR)
