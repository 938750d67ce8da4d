"""Session 28, group blbneo (docs/oracle-s28-blbneo.md): general constructions of Bloomburrow (BLB) and Kamigawa: Neon
Dynasty (NEO), each read from the real Oracle text (tests/fixtures/sets/blb.json, Scryfall; neo.json, MTGJSON) and
played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
GIANT = {**BEAR, "name": "Probe Giant", "subtypes": ["Giant"], "mana_cost": "{4}{G}", "power": 5, "toughness": 5}
BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


@cache
def _cards(code: str) -> dict[str, CardFacts]:
    raw = json.loads((SETS / f"{code}.json").read_text(encoding="utf-8"))
    if isinstance(raw, dict):  # MTGJSON (neo.json): a multi-faced card is one entry per face, with its `faceName`
        faces: dict[str, list[CardFacts]] = {}
        layouts: dict[str, str] = {}
        for card in raw["data"][code.upper()]["cards"]:
            faces.setdefault(card["name"], []).append(CardFacts(
                name=card.get("faceName") or card["name"], mana_cost=card.get("manaCost"), type_line=card["type"],
                oracle_text=card.get("text", ""), power=card.get("power"), toughness=card.get("toughness"),
                colors=tuple(card.get("colors", ()))))
            layouts[card["name"]] = card.get("layout", "normal")
        return {name: (found[0] if len(found) == 1 else CardFacts(name=name, layout=layouts[name], faces=tuple(found)))
                for name, found in faces.items()}
    return {card["name"]: CardFacts(name=card["name"], mana_cost=card.get("mana_cost"), type_line=card["type_line"],
                                    oracle_text=card.get("oracle_text", ""), power=card.get("power"),
                                    toughness=card.get("toughness"), colors=tuple(card.get("colors", ())))
            for card in raw}


def _card(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    reading = read_card(_cards(code)[name])
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def _triggered(card: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = next(a for a in card["abilities"] if a["kind"] == "triggered")
    return found


# --- "with lesser mana value" in a trigger whose event names a permanent (CR 603.2, 608.2b, 608.2h) -------------------

def test_608_2b_clement_returns_a_creature_with_lesser_mana_value_than_the_one_that_entered() -> None:
    clement = _card("blb", "Clement, the Worrywort")
    assert _triggered(clement) == {
        "kind": "triggered", "trigger": "group_enters", "entering_any_of": ["creature:other:you_control"],
        "effect": {"kind": "return_to_hand", "target": "creature:you_control:mana_value_less_than_event_permanent",
                   "target_count": 1, "up_to": True}, "or_self": True}
    game = state(alice={"hand": [{"id": "c", "card": "Clement, the Worrywort"}], "mana_pool": {"G": 1, "U": 1, "C": 1}},
                 battlefield=[_on("b", "Probe Bear"), _on("g", "Probe Giant")])

    def play(target: str) -> dict[str, Any]:  # the target chosen as it resolves (up to one: none before)
        return _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"targets": [target]}}], clement, BEAR, GIANT)

    done = play("b")  # mana value 2 < Clement's 3
    assert [card["id"] for card in player_of(done, "alice")["hand"]] == ["b"]
    with pytest.raises(IllegalAction, match="'g' is not"):  # mana value 5, not lesser: it can't be chosen (603.3d)
        play("g")
    # no permanent named by the event: an activated ability, a spell, "When ~ dies" stay refused
    assert probe_support("{T}: Return target creature you control with lesser mana value to its owner's hand.") != "full"
    assert probe_support("When ~ dies, return target creature card with lesser mana value from your graveyard to the "
                         "battlefield.") != "full"
    assert probe_support("Return target creature card with lesser mana value from your graveyard to your hand.",
                         "Sorcery", None) != "full"


def test_608_2h_jackdaw_savior_compares_with_the_dying_creature_as_it_last_existed() -> None:
    jackdaw = _card("blb", "Jackdaw Savior")
    assert _triggered(jackdaw)["effect"] == {
        "kind": "return_to_battlefield", "target": "card_in_your_graveyard:creature:mana_value_less_than_event_permanent:other"}
    game = state(alice={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1},
                        "graveyard": [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Probe Giant"}]},
                 battlefield=[_on("j", "Jackdaw Savior")])

    def play(target: str) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "l", "choices": {"targets": ["j"]}}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"targets": [target]}}], jackdaw, BEAR, GIANT, BOLT)

    done = play("g1")  # mana value 2 < the Savior's 3, as it last existed (it is in the graveyard now)
    assert permanent(done, "g1")["controller"] == "alice"
    with pytest.raises(IllegalAction, match="'g2' is not"):  # mana value 5: it can't be chosen (CR 603.3d)
        play("g2")


# --- 'Equipped creature has flying and "You can't lose the game and your opponents can't win the game."' (104.3) ------

def test_613_1f_cloudsteel_kirin_protects_the_controller_of_the_creature_it_equips() -> None:
    kirin = _card("neo", "Cloudsteel Kirin")
    assert {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["flying"]} in kirin["abilities"]
    assert {"kind": "cant_lose_game", "to": "attached_permanent"} in kirin["abilities"]
    assert {"kind": "cant_lose_game"} not in kirin["abilities"]  # not the Kirin's own controller
    equipped = state(bob={"life": 0}, battlefield=[_on("b", "Probe Bear", "bob"),
                                                   _on("k", "Cloudsteel Kirin", attached_to="b")])
    done = _run(equipped, [{"type": "pass_priority"}], kirin, BEAR)
    assert not player_of(done, "bob").get("has_lost")  # bob controls the equipped creature
    assert "flying" in permanent(done, "b")["characteristics"]["keywords"]
    alone = state(bob={"life": 0}, battlefield=[_on("b", "Probe Bear", "bob"), _on("k", "Cloudsteel Kirin")])
    assert player_of(_run(alone, [{"type": "pass_priority"}], kirin, BEAR), "bob").get("has_lost")
    mine = state(alice={"life": 0}, battlefield=[_on("b", "Probe Bear", "bob"),
                                                 _on("k", "Cloudsteel Kirin", attached_to="b")])
    assert player_of(_run(mine, [{"type": "pass_priority"}], kirin, BEAR), "alice").get("has_lost")
    for variant in ('Equipped creature has flying and "You can\'t lose the game."',
                    'Equipped creature has flying and "Your opponents can\'t win the game."'):
        assert probe_support(variant, "Artifact — Equipment", None) != "full"


# --- "deals damage to each player equal to the number of <permanents> that player controls" (CR 120.1, 608.2h) -------

VENTS = {"name": "Probe Vents", "types": ["Land"]}
PLAINS = {"name": "Probe Plains", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"]}


def test_608_2h_sunspine_lynx_deals_each_player_damage_counted_from_their_own_nonbasic_lands() -> None:
    lynx = _card("blb", "Sunspine Lynx")
    assert _triggered(lynx)["effect"] == {"kind": "damage", "amount": "count:land:nonbasic:you_control",
                                          "target": "each_player", "per_player": True}
    field = [_on("v1", "Probe Vents"), _on("v2", "Probe Vents"), _on("p1", "Probe Plains"),
             _on("v3", "Probe Vents", "bob"), _on("p2", "Probe Plains", "bob")]
    game = state(alice={"hand": [{"id": "x", "card": "Sunspine Lynx"}], "mana_pool": {"R": 2, "C": 2}},
                 battlefield=field)
    done = _run(game, [{"type": "cast", "card": "x"}, {"type": "resolve"}, {"type": "resolve"}], lynx, VENTS, PLAINS)
    assert (player_of(done, "alice")["life"], player_of(done, "bob")["life"]) == (18, 19)
    # the count of "that player" for anything but damage to each player / each opponent stays refused
    assert probe_support("When ~ enters, each opponent loses life equal to the number of nonbasic lands that player "
                         "controls.") != "full"
    assert probe_support("When ~ enters, it deals damage to target player equal to the number of lands that player "
                         "controls.") != "full"


# --- "As long as you control five or more modified creatures, ~ gets +5/+5 and has trample." (CR 700.9, 611.3a) ------

def test_700_9_remnant_of_the_rising_star_counts_modified_creatures_you_control() -> None:
    jugan = _card("neo", "Jugan Defends the Temple // Remnant of the Rising Star")
    remnant = jugan["back_face"]["abilities"][-1]
    assert remnant == {"kind": "static_pump", "power": 5, "toughness": 5, "keywords": ["trample"], "affected": "self",
                       "as_long_as_you_control": "creature:modified", "as_long_as_you_control_at_least": 5}
    name = jugan["name"]  # the front face's name (the definition of the card, its back face in `back_face`)

    def power(counted: int) -> int:
        bears = [_on(f"b{n}", "Probe Bear", counters={"+1/+1": 1} if n < counted else {}) for n in range(5)]
        done = _run(state(battlefield=[_on("r", name, transformed=True), *bears]), [{"type": "pass_priority"}],
                    jugan, BEAR)
        found: int = permanent(done, "r")["characteristics"]["power"]
        return found

    assert (power(4), power(5)) == (2, 7)  # four modified creatures: 2/2; five: +5/+5
    assert probe_support("As long as you control five or more modified creatures, ~ gets +5/+5 for each Aura you "
                         "control.") != "full"
