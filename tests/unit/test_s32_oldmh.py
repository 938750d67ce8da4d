"""Session 32, group oldmh (docs/oracle-s32-oldmh.md): spells cast from a graveyard. Each construction is read from the
real card's Oracle text (tests/fixtures/sets/<set>.json, MTGJSON), played by the engine, and a near variant the engine
does not implement is refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

# A black Zombie that its owner may cast from their graveyard by its own ability (s26-mh's `cast_self_from_graveyard`).
RISEN = read_full_definition("Probe Risen", "Creature — Zombie", "You may cast Probe Risen from your graveyard.",
                             "{2}{B}", ("2", "2"))
ZOMBIE = {"name": "Probe Zombie", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2,
          "mana_cost": "{1}{B}", "colors": ["B"]}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
SPARK = read_full_definition("Probe Spark", "Instant", "Probe Spark deals 1 damage to any target.", "{R}")


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1}


def _support(oracle: str) -> str:
    return read_card(CardFacts(name="Probe", mana_cost="{2}", type_line="Creature — Probe", oracle_text=oracle,
                               power="2", toughness="2")).support


# --- "Spells you cast from your graveyard cost {1} less to cast." (CR 601.2f, 601.3) -------------------------------------

def test_601_2f_spells_cast_from_your_graveyard_cost_less() -> None:
    geist = mtgjson_full_definition("MID", "Patrician Geist")
    lamia = mtgjson_full_definition("THB", "Gravebreaker Lamia")
    reduction = {"kind": "cost_reduction", "spells": "all", "generic": 1, "from_graveyard": True}
    assert reduction in geist["abilities"] and reduction in lamia["abilities"]
    for refused in ("Spells you cast from your hand cost {1} less to cast.",
                    "Spells you cast from your graveyard cost {B} less to cast.",
                    "Spells you cast from your graveyard or from exile cost {2} less to cast."):
        assert _support(refused) != "full", refused
    cast = [{"type": "cast", "card": "r"}, {"type": "resolve"}]
    pool = {"B": 1, "C": 1}  # {2}{B} less {1}
    done = _run(state(alice={"graveyard": [{"id": "r", "card": "Probe Risen"}], "mana_pool": pool},
                      battlefield=[_on("g", "Patrician Geist")]), cast, geist, RISEN)
    assert permanent(done, "r")["card"] == "Probe Risen"
    assert player_of(done, "alice")["mana_pool"] == {} or not any(player_of(done, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction):  # without the Geist: {2}{B}
        _run(state(alice={"graveyard": [{"id": "r", "card": "Probe Risen"}], "mana_pool": pool}), cast, geist, RISEN)
    with pytest.raises(IllegalAction):  # from the hand: not reduced
        _run(state(alice={"hand": [{"id": "r", "card": "Probe Risen"}], "mana_pool": pool},
                   battlefield=[_on("g", "Patrician Geist")]), cast, geist, RISEN)
    query = [{"type": "compute_cost", "card": "r", "player": "alice"}]
    answer = _run(state(alice={"graveyard": [{"id": "r", "card": "Probe Risen"}]},
                        battlefield=[_on("g", "Patrician Geist")]), query, geist, RISEN)["queries"][0]["result"]
    assert answer["mana"] == "{1}{B}" and answer["mana_value"] == 3  # CR 601.2f: the mana value is unchanged


# --- "Whenever you cast a spell from your graveyard, <effects>." (CR 601.2a, 601.2i, 603.2) -----------------------------

def test_603_2_whenever_you_cast_a_spell_from_your_graveyard() -> None:
    vengeance = mtgjson_full_definition("ISD", "Burning Vengeance")
    assert vengeance["abilities"] == [{"kind": "triggered", "trigger": "s29cmd_you_cast_graveyard",
                                       "effect": {"kind": "damage", "amount": 2, "target": "any"}}]
    for refused in ("Whenever you cast a creature spell from your graveyard, draw a card.",
                    "Whenever an opponent casts a spell from their graveyard, draw a card.",
                    "Whenever you cast a spell from your graveyard, copy it."):
        assert _support(refused) != "full", refused
    field = [_on("v", "Burning Vengeance")]
    pool = {"B": 1, "C": 2}
    cast = [{"type": "cast", "card": "r"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    done = _run(state(alice={"graveyard": [{"id": "r", "card": "Probe Risen"}], "mana_pool": pool}, battlefield=field),
                cast, vengeance, RISEN)
    assert player_of(done, "bob")["life"] == 18 and [s["card"] for s in done["state"]["stack"]] == ["Probe Risen"]
    from_hand = _run(state(alice={"hand": [{"id": "r", "card": "Probe Risen"}], "mana_pool": pool}, battlefield=field),
                     [{"type": "cast", "card": "r"}], vengeance, RISEN)
    assert [s["card"] for s in from_hand["state"]["stack"]] == ["Probe Risen"]  # no trigger


# --- "During each of your turns, you may cast a Zombie creature spell from your graveyard." / "Once during each of your
# turns, you may cast an instant or sorcery spell from your graveyard. If a spell cast this way would be put into your
# graveyard, exile it instead." (CR 601.3, 614.1a) -----------------------------------------------------------------------

def test_601_3_you_may_cast_one_spell_of_a_quality_from_your_graveyard_each_turn() -> None:
    gisa = mtgjson_full_definition("EMN", "Gisa and Geralf")
    assert gisa["abilities"][1] == {"kind": "s32oldmh_cast_from_graveyard", "quality": "creature:Zombie",
                                    "once_each_turn": True}
    for refused in ("You may cast Zombie spells from your graveyard.",
                    "You may cast a creature spell from your graveyard.",
                    "During each of your turns, you may cast creature spells from your graveyard.",
                    "During each of your turns, you may cast one permanent spell with mana value 2 or less from your "
                    "graveyard."):
        assert _support(refused) != "full", refused
    graveyard = [{"id": "z1", "card": "Probe Zombie"}, {"id": "z2", "card": "Probe Zombie"},
                 {"id": "b", "card": "Probe Bear"}]
    game = state(alice={"graveyard": graveyard, "mana_pool": {"B": 2, "G": 1, "C": 3}},
                 battlefield=[_on("g", "Gisa and Geralf")])
    first = [{"type": "cast", "card": "z1"}, {"type": "resolve"}]
    done = _run(game, first, gisa, ZOMBIE, BEAR)
    assert permanent(done, "z1")["card"] == "Probe Zombie"
    assert events_of(done, "spell_cast")[0]["from"] == "graveyard"
    with pytest.raises(IllegalAction):  # one each turn
        _run(game, [*first, {"type": "cast", "card": "z2"}], gisa, ZOMBIE, BEAR)
    with pytest.raises(IllegalAction):  # not a Zombie
        _run(game, [{"type": "cast", "card": "b"}], gisa, ZOMBIE, BEAR)
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], gisa, ZOMBIE, BEAR)["queries"][0]["result"]
    cards = {entry["action"].get("card") for entry in listed["legal"] if entry["action"]["type"] == "cast"}
    assert {"z1", "z2"} <= cards and "b" not in cards


def test_614_1a_a_spell_cast_this_way_is_exiled_instead_and_only_during_your_turns() -> None:
    kess = mtgjson_full_definition("MH1", "Kess, Dissident Mage")
    assert kess["abilities"] == [{"kind": "s32oldmh_cast_from_graveyard", "quality": "instant_or_sorcery",
                                  "once_each_turn": True, "exile_instead": True}]
    alice = {"graveyard": [{"id": "s", "card": "Probe Spark"}], "mana_pool": {"R": 1}}
    cast = [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    done = _run(state(alice=alice, battlefield=[_on("k", "Kess, Dissident Mage")]), cast, kess, SPARK)
    assert player_of(done, "bob")["life"] == 19
    assert [c["id"] for c in player_of(done, "alice")["exile"]] == ["s"] and not player_of(done, "alice")["graveyard"]
    with pytest.raises(IllegalAction):  # an instant, but not during its controller's turn
        _run(state(alice=alice, battlefield=[_on("k", "Kess, Dissident Mage")], active_player="bob"), cast, kess, SPARK)


# --- "Each land is a Swamp in addition to its other land types." (CR 305.7, 613.1d, 205.1b, 305.6) ------------------------

def test_305_7_each_land_is_a_basic_land_type_in_addition() -> None:
    urborg = mtgjson_full_definition("TSR", "Urborg, Tomb of Yawgmoth")
    assert urborg["abilities"] == [{"kind": "s31cmd_lands_are", "lands": "all", "land_type": "Swamp",
                                    "in_addition": True}]
    assert mtgjson_full_definition("MH2", "Yavimaya, Cradle of Growth")["abilities"][0]["land_type"] == "Forest"
    for refused in ("Each land you control is a Swamp in addition to its other land types.",
                    "Each land is a Desert in addition to its other land types.",
                    "Each land is a Swamp in addition to its other creature types."):
        assert _support(refused) != "full", refused
    field = [_on("u", "Urborg, Tomb of Yawgmoth"), _on("f", "Forest"), _on("m", "Forest", "bob")]
    done = _run(state(battlefield=field), [{"type": "tap_for_mana", "permanent": "f", "ability": 1}], urborg)
    assert permanent(done, "f")["characteristics"]["subtypes"] == ["Forest", "Swamp"]
    assert permanent(done, "m")["characteristics"]["subtypes"] == ["Forest", "Swamp"]  # every player's lands
    assert permanent(done, "u")["characteristics"]["subtypes"] == ["Swamp"]  # itself too: {T}: Add {B} (305.6)
    assert player_of(done, "alice")["mana_pool"]["B"] == 1


# --- a legendary card's short name: "Whenever Svyelun attacks, draw a card." (CR 201.5) -------------------------------------

def test_201_5_a_legendary_card_names_itself_by_its_first_word() -> None:
    svyelun = mtgjson_full_definition("MH2", "Svyelun of Sea and Sky")
    assert {"kind": "triggered", "trigger": "attacks", "effect": {"kind": "draw", "amount": 1}} in svyelun["abilities"]
    # not on a card that isn't legendary; never a subtype ("Sliver" is the token's creature type, not the card)
    assert read_card(CardFacts(name="Svy Probe", mana_cost="{2}", type_line="Creature — Merfolk",
                               oracle_text="Whenever Svy attacks, draw a card.", power="2", toughness="2")
                     ).support != "full"
    sliver = read_card(CardFacts(name="Sliver Probe", mana_cost="{2}", type_line="Legendary Creature — Sliver",
                                 oracle_text="{2}: Create a 1/1 colorless Sliver creature token.", power="2",
                                 toughness="2")).definition
    assert sliver is not None and sliver["abilities"][0]["effect"]["token"]["subtypes"] == ["Sliver"]
    # the start of another object's name is that object's ("create Tuktuk the Returned, a legendary ... token")
    tuktuk = mtgjson_full_definition("2XM", "Tuktuk the Explorer")
    assert tuktuk["abilities"][0]["effect"]["token"]["name"] == "Tuktuk the Returned"
    game = state(step="declare_attackers", battlefield=[_on("s", "Svyelun of Sea and Sky")])
    done = _run(game, [attack("s"), {"type": "resolve"}], svyelun)
    assert len(player_of(done, "alice")["hand"]) == 1


# --- "When ~ is turned face up, if it's your turn, ..." (CR 603.4, 102.1) ---------------------------------------------------

def test_603_4_if_its_your_turn_on_its_own_trigger() -> None:
    instigator = mtgjson_full_definition("KTK", "Jeering Instigator")
    trigger = instigator["abilities"][1]
    assert trigger["trigger"] == "turned_face_up" and trigger["intervening_if"] == {"kind": "s22inn_your_turn"}
    for refused in ("When ~ dies, if it's your turn, draw a card.",
                    "When ~ is turned face up, if it's your turn and you control an artifact, draw a card."):
        assert _support(refused) != "full", refused
    field = [{**_on("j", "Jeering Instigator"), "face_down": True}, _on("b", "Probe Bear", "bob")]
    flip = [{"type": "turn_face_up", "permanent": "j", "pay": "morph", "choices": {"targets": ["b"]}},
            {"type": "resolve"}]
    mine = _run(state(alice={"mana_pool": {"R": 1, "C": 2}}, battlefield=field), flip, instigator, BEAR)
    assert permanent(mine, "b")["controller"] == "alice" and "haste" in permanent(mine, "b")["characteristics"][
        "keywords"]
    theirs = _run(state(alice={"mana_pool": {"R": 1, "C": 2}}, battlefield=field, active_player="bob",
                        step="end"), flip[:1], instigator, BEAR)
    assert permanent(theirs, "b")["controller"] == "bob" and not theirs["state"]["stack"]  # it didn't trigger


# --- "Whenever you sacrifice an artifact or creature, ..." (CR 701.21a, 603.10a) ---------------------------------------------

def test_603_10a_whenever_you_sacrifice_one_of_two_types() -> None:
    squirrel = mtgjson_full_definition("MH2", "Ravenous Squirrel")
    assert squirrel["abilities"][0]["sacrificed"] == "artifact_or_creature"
    assert _support("Whenever you sacrifice a nontoken artifact or creature, draw a card.") != "full"
    field = [_on("s", "Ravenous Squirrel"), _on("b", "Probe Bear"), _on("f", "Forest")]
    activate = {"type": "activate", "permanent": "s", "ability": 1, "choices": {"sacrifice": ["b"]}}
    done = _run(state(alice={"mana_pool": {"B": 1, "G": 1, "C": 1}}, battlefield=field),
                [activate, {"type": "resolve"}, {"type": "resolve"}], squirrel, BEAR)
    assert permanent(done, "s")["counters"] == {"+1/+1": 1} and len(player_of(done, "alice")["hand"]) == 1
