"""Keyword abilities in combat (CR 702): who may attack and block, how combat damage is assigned."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state

NEXT = {"type": "next_step"}


def creature(object_id: str, controller: str = "alice", *keywords: str, power: int = 2, toughness: int = 2,
             **fields: Any) -> dict[str, Any]:
    card = {"name": object_id, "types": ["Creature"], "power": power, "toughness": toughness,
            "keywords": list(keywords), **fields.pop("card", {})}
    return {"id": object_id, "card": card, "controller": controller, "controlled_since_turn": 1, **fields}


def combat(*battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(step="declare_attackers", battlefield=list(battlefield))


def attack(*ids: str, defending: str = "bob") -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": defending} for i in ids]}


def block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "declare_blockers", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


def assign(source: str, player: str = "alice", **to: int) -> dict[str, Any]:
    return {"type": "assign_combat_damage", "player": player, "assignments": [{"source": source, "to": to}]}


def damage_by(result: dict[str, Any], source: str) -> list[tuple[str, int]]:
    return [(e["to"], e["amount"]) for e in events_of(result, "combat_damage") if e["source"] == source]


# --- attacking ---------------------------------------------------------------------------------


def test_702_3b_defender_cant_attack() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(combat(creature("wall", "alice", "defender")), [attack("wall")])
    assert refusal.value.title == "Can't attack" and "CR 702.3b" in refusal.value.cites


def test_702_10b_haste_attacks_the_turn_it_arrives() -> None:
    hasty = creature("h", "alice", "haste", controlled_since_turn=3)
    result = run(combat(hasty), [attack("h"), NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 18


def test_702_10c_haste_pays_t_the_turn_it_arrives() -> None:
    card = {"abilities": [{"kind": "activated", "cost": "{T}"}]}
    sick = creature("s", "alice", controlled_since_turn=3, card=card)
    with pytest.raises(IllegalAction):
        run(state(battlefield=[sick]), [{"type": "activate", "permanent": "s"}])
    hasty = creature("h", "alice", "haste", controlled_since_turn=3, card=card)
    result = run(state(battlefield=[hasty]), [{"type": "activate", "permanent": "h"}])
    assert permanent(result, "h")["tapped"] is True


def test_702_20b_vigilance_doesnt_tap_and_is_cited() -> None:
    result = run(combat(creature("v", "alice", "vigilance")), [attack("v")])
    assert permanent(result, "v")["tapped"] is False
    assert "CR 702.20b" in events_of(result, "attackers_declared")[0]["cites"]


# --- blocking ----------------------------------------------------------------------------------


def test_702_111b_menace_needs_two_blockers() -> None:
    game = combat(creature("m", "alice", "menace"), creature("b1", "bob"), creature("b2", "bob"))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [attack("m"), NEXT, block(("b1", "m"))])
    assert "CR 702.111b" in refusal.value.cites and refusal.value.action_index == 2
    result = run(game, [attack("m"), NEXT, block(("b1", "m"), ("b2", "m"))])
    assert result["state"]["combat"]["attackers"][0]["blocked_by"] == ["b1", "b2"]


def test_702_14c_swampwalk_unblockable_while_defender_controls_a_swamp() -> None:
    swamp = {"id": "sw", "controller": "bob", "card": {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"],
                                                       "subtypes": ["Swamp"]}}
    walker = creature("w", "alice", "swampwalk")
    with pytest.raises(IllegalAction) as refusal:
        run(combat(walker, creature("b1", "bob"), swamp), [attack("w"), NEXT, block(("b1", "w"))])
    assert "CR 702.14c" in refusal.value.cites
    result = run(combat(walker, creature("b1", "bob")), [attack("w"), NEXT, block(("b1", "w"))])
    assert result["state"]["combat"]["attackers"][0]["blocked"] is True


def test_702_16f_protection_from_a_color_cant_be_blocked_by_that_color() -> None:
    knight = creature("k", "alice", "protection:black")
    black = creature("b1", "bob", card={"colors": ["B"]})
    with pytest.raises(IllegalAction) as refusal:
        run(combat(knight, black), [attack("k"), NEXT, block(("b1", "k"))])
    assert "CR 702.16f" in refusal.value.cites
    result = run(combat(knight, creature("g1", "bob", card={"colors": ["G"]})), [attack("k"), NEXT, block(("g1", "k"))])
    assert result["state"]["combat"]["attackers"][0]["blocked"] is True


def test_702_16j_protection_from_everything_cant_be_blocked_at_all() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(combat(creature("e", "alice", "protection:everything"), creature("b1", "bob")),
            [attack("e"), NEXT, block(("b1", "e"))])
    assert "CR 702.16j" in refusal.value.cites


# --- combat damage -----------------------------------------------------------------------------


def test_702_16e_protection_prevents_combat_damage_from_that_color() -> None:
    red = creature("r", "alice", power=3, toughness=3, card={"colors": ["R"]})
    knight = creature("k", "bob", "protection:red")
    result = run(combat(red, knight), [attack("r"), NEXT, block(("k", "r")), NEXT, NEXT])
    assert permanent(result, "k")["damage"] == 0 and permanent(result, "r")["damage"] == 2
    assert "CR 702.16e" in events_of(result, "damage_prevented")[0]["cites"]


def test_702_19b_trample_assigns_lethal_first_and_the_rest_to_the_player() -> None:
    trampler = creature("t", "alice", "trample", power=5, toughness=5)
    result = run(combat(trampler, creature("b1", "bob")), [attack("t"), NEXT, block(("b1", "t")), NEXT, NEXT])
    assert damage_by(result, "t") == [("b1", 2), ("bob", 3)]
    assert player_of(result, "bob")["life"] == 17
    to_bob = next(e for e in events_of(result, "combat_damage") if e["to"] == "bob")
    assert "CR 702.19b" in to_bob["cites"]


def test_702_19b_trample_counts_damage_already_marked() -> None:
    trampler = creature("t", "alice", "trample", power=5, toughness=5)
    hurt = creature("b1", "bob", power=1, toughness=4, damage=3)
    result = run(combat(trampler, hurt), [attack("t"), NEXT, block(("b1", "t")), NEXT, NEXT])
    assert damage_by(result, "t") == [("b1", 1), ("bob", 4)]


def test_702_19b_trample_cant_assign_to_the_player_before_lethal_to_blockers() -> None:
    trampler = creature("t", "alice", "trample", power=5, toughness=5)
    game = combat(trampler, creature("b1", "bob", toughness=3))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [attack("t"), NEXT, block(("b1", "t")), NEXT, assign("t", b1=2, bob=3)])
    assert refusal.value.title == "Lethal damage first" and "CR 702.19b" in refusal.value.cites
    result = run(game, [attack("t"), NEXT, block(("b1", "t")), NEXT, assign("t", b1=5), NEXT])
    assert damage_by(result, "t") == [("b1", 5)]


def test_702_2c_trample_with_deathtouch_one_damage_per_blocker_is_lethal() -> None:
    trampler = creature("t", "alice", "trample", "deathtouch", power=5, toughness=5)
    game = combat(trampler, creature("b1", "bob", toughness=4), creature("b2", "bob", toughness=4))
    result = run(game, [attack("t"), NEXT, block(("b1", "t"), ("b2", "t")), NEXT, NEXT])
    assert damage_by(result, "t") == [("b1", 1), ("b2", 1), ("bob", 3)]
    assert [p["id"] for p in result["state"]["battlefield"]] == ["t"]
    destroyed = [e for e in events_of(result, "zone_change") if "CR 704.5h" in e["cites"]]
    assert [e["permanent"] for e in destroyed] == ["b1", "b2"]
    result = run(game, [attack("t"), NEXT, block(("b1", "t"), ("b2", "t")), NEXT, assign("t", b1=1, b2=1, bob=3), NEXT])
    assert player_of(result, "bob")["life"] == 17


def test_702_19d_a_trampler_whose_blockers_left_deals_all_to_the_player() -> None:
    trampler = creature("t", "alice", "trample", power=4, toughness=4)
    actions = [attack("t"), NEXT, block(("b1", "t")), {"type": "move", "permanent": "b1", "to": "hand"}, NEXT, NEXT]
    result = run(combat(trampler, creature("b1", "bob")), actions)
    assert damage_by(result, "t") == [("bob", 4)] and "CR 702.19d" in events_of(result, "combat_damage")[0]["cites"]


def test_702_19a_trample_does_nothing_for_a_blocker() -> None:
    blocker = creature("b1", "bob", "trample", power=5, toughness=5)
    result = run(combat(creature("a1", "alice"), blocker), [attack("a1"), NEXT, block(("b1", "a1")), NEXT, NEXT])
    assert damage_by(result, "b1") == [("a1", 5)] and player_of(result, "alice")["life"] == 20


def test_702_22j_a_trampler_blocked_by_banding_is_divided_by_the_defender_among_blockers() -> None:
    trampler = creature("t", "alice", "trample", power=6, toughness=6)
    bander = creature("bb", "bob", "banding", toughness=4)
    game = combat(trampler, bander, creature("b2", "bob"))
    actions = [attack("t"), NEXT, block(("bb", "t"), ("b2", "t")), NEXT]
    with pytest.raises(IllegalAction) as refusal:
        run(game, [*actions, assign("t", "bob", bb=2, b2=2, bob=2)])
    assert refusal.value.title == "Not a legal recipient" and "CR 702.22j" in refusal.value.cites
    result = run(game, [*actions, assign("t", "bob", bb=6), NEXT])
    assert damage_by(result, "t") == [("bb", 6)] and player_of(result, "bob")["life"] == 20


def test_702_2b_deathtouch_destroys_any_creature_it_damages() -> None:
    small = creature("d", "alice", "deathtouch", power=1, toughness=1)
    big = creature("g", "bob", power=5, toughness=5)
    result = run(combat(small, big), [attack("d"), NEXT, block(("g", "d")), NEXT, NEXT])
    assert result["state"]["battlefield"] == []
    assert {"CR 704.5h", "CR 702.2b"} <= set(next(e for e in events_of(result, "zone_change")
                                                   if e["permanent"] == "g")["cites"])


def test_702_12b_indestructible_survives_lethal_damage_and_deathtouch() -> None:
    wall = creature("i", "bob", "indestructible", power=0, toughness=2)
    result = run(combat(creature("a1", "alice", "deathtouch", power=3, toughness=3), wall),
                 [attack("a1"), NEXT, block(("i", "a1")), NEXT, NEXT])
    assert permanent(result, "i")["damage"] == 3
    assert "CR 702.12b" in events_of(result, "not_destroyed")[0]["cites"]


def test_702_15b_lifelink_on_combat_damage() -> None:
    result = run(combat(creature("l", "alice", "lifelink", power=3, toughness=3)), [attack("l"), NEXT, NEXT, NEXT])
    assert player_of(result, "alice")["life"] == 23 and player_of(result, "bob")["life"] == 17
    gained = events_of(result, "life_gained")[0]
    assert gained["amount"] == 3 and gained["combat"] is True and "CR 702.15b" in gained["cites"]


def test_702_15b_lifelink_gains_what_is_dealt_not_what_is_prevented() -> None:
    linked = creature("l", "alice", "lifelink", power=3, toughness=3, card={"colors": ["W"]})
    result = run(combat(linked, creature("k", "bob", "protection:white")), [attack("l"), NEXT, block(("k", "l")), NEXT, NEXT])
    assert player_of(result, "alice")["life"] == 20 and not events_of(result, "life_gained")


def test_702_7b_first_strike_and_double_strike_together() -> None:
    first = creature("f", "alice", "first_strike", power=2, toughness=2)
    double = creature("d", "bob", "double_strike", power=1, toughness=3)
    result = run(combat(first, double), [attack("f"), NEXT, block(("d", "f")), NEXT, NEXT, NEXT])
    # first step: f deals 2 to d, d deals 1 to f; second step: only d (double strike) deals 1 more
    assert damage_by(result, "f") == [("d", 2)] and damage_by(result, "d") == [("f", 1), ("f", 1)]
    assert [p["id"] for p in result["state"]["battlefield"]] == ["d"]


def test_702_25a_flanking_gives_a_blocker_without_flanking_minus_1_minus_1() -> None:
    flanker = creature("f", "alice", "flanking", power=2, toughness=2)
    game = combat(flanker, creature("b1", "bob", power=2, toughness=2))
    result = run(game, [attack("f"), NEXT, block(("b1", "f"))])
    assert result["state"]["stack"][0]["choices"]["keyword_trigger"] == "flanking"
    result = run(game, [attack("f"), NEXT, block(("b1", "f")), {"type": "resolve"}])
    assert permanent(result, "b1")["characteristics"]["power"] == 1
    assert "CR 702.25a" in events_of(result, "pumped")[0]["cites"]
    result = run(game, [attack("f"), NEXT, block(("b1", "f")), {"type": "resolve"}, NEXT, NEXT])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["f"]  # 1/1 blocker dies, f takes 1
    flanked = combat(flanker, creature("b1", "bob", "flanking"))
    assert run(flanked, [attack("f"), NEXT, block(("b1", "f"))])["state"]["stack"] == []


def test_702_19b_lethal_counts_damage_other_band_members_assign_in_the_same_step() -> None:
    """A trampler and a banding creature attack in a band; one 4/4 blocks the band. The banding
    creature's 3 damage counts toward lethal, so the trampler needs to assign only 1."""
    rhino = creature("t", "alice", "trample", power=5, toughness=5)
    bander = creature("bb", "alice", "banding", power=3, toughness=3)
    band = {"type": "declare_attackers", "attackers": [{"id": "t", "defending": "bob", "band": "A"},
                                                       {"id": "bb", "defending": "bob", "band": "A"}]}
    game = combat(rhino, bander, creature("ox", "bob", power=0, toughness=4))
    result = run(game, [band, NEXT, block(("ox", "t")), NEXT, NEXT])
    assert damage_by(result, "bb") == [("ox", 3)] and damage_by(result, "t") == [("ox", 1), ("bob", 4)]
    assert player_of(result, "bob")["life"] == 16
    chosen = [band, NEXT, block(("ox", "t")), NEXT,
              {"type": "assign_combat_damage", "player": "alice",
               "assignments": [{"source": "bb", "to": {"ox": 3}}, {"source": "t", "to": {"ox": 1, "bob": 4}}]}, NEXT]
    assert player_of(run(game, chosen), "bob")["life"] == 16
