"""s20-venture: the room abilities of Twisted Caverns, Runestone Caverns and Oubliette (app/engine/dungeons.py), each
played by the engine as the room ability resolves (CR 309.4c)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.dungeons import DUNGEONS
from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import run_with_cards as _run

MAD_MAGE, TOMB = "Dungeon of the Mad Mage", "Tomb of Annihilation"


def _room(dungeon: str, room: str, **fields: Any) -> dict[str, Any]:
    """A state with `room`'s ability on the stack, alice's marker on it."""
    item = {"id": "room", "kind": "triggered_ability", "controller": "alice", "source": "alice-dungeon",
            "trigger_event": "room_entered",
            "choices": {"keyword_trigger": "room_ability", "dungeon": dungeon, "room": room}}
    alice = {"dungeon": {"name": dungeon, "room": room}, **fields.pop("alice", {})}
    return state(stack=[item], alice=alice, **fields)


BEARS = {"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}


def test_508_1c_611_2a_twisted_caverns_target_creature_cant_attack_until_your_next_turn() -> None:
    game = _room(MAD_MAGE, "Twisted Caverns", battlefield=[BEARS])
    result = _run(game, [{"type": "resolve", "choices": {"targets": ["gb"]}}])
    (event,) = events_of(result, "cant_attack_until_your_next_turn")
    assert event["permanent"] == "gb" and "CR 611.2a" in event["cites"]
    [mark] = permanent(result, "gb")["effects"]
    assert mark["cant_attack"] is True and mark["duration"] == "until_your_next_turn" and mark["until_turn_of"] == "alice"
    # Bob's turn: the bears can't be declared as an attacker (CR 508.1c)
    bobs_turn = state(turn=4, active_player="bob", step="declare_attackers",
                      battlefield=[{**BEARS, "effects": [mark]}])
    with pytest.raises(IllegalAction, match="can't attack"):
        _run(bobs_turn, [{"type": "declare_attackers", "attackers": [{"id": "gb", "defending": "alice"}]}])
    free = _run(state(turn=4, active_player="bob", step="declare_attackers", battlefield=[BEARS]),
                [{"type": "declare_attackers", "attackers": [{"id": "gb", "defending": "alice"}]}])
    assert events_of(free, "attackers_declared")
    # it outlasts Bob's cleanup step and ends as Alice's next turn begins (CR 611.2a, 500.1)
    end = state(turn=4, active_player="bob", step="end", battlefield=[{**BEARS, "effects": [mark]}])
    passed = _run(end, [{"type": "pass_priority", "player": "bob"}, {"type": "pass_priority", "player": "alice"}])
    assert passed["state"]["active_player"] == "alice" and not permanent(passed, "gb").get("effects")
    assert [e["permanent"] for e in events_of(passed, "effect_ended")] == ["gb"]


def test_611_2a_runestone_caverns_exiles_the_top_two_cards_which_stay_playable_on_later_turns() -> None:
    library = [{"id": "l1", "card": "Forest"}, {"id": "l2", "card": "Grizzly Bears"}, {"id": "l3", "card": "Forest"}]
    game = _room(MAD_MAGE, "Runestone Caverns", alice={"library": library})
    result = _run(game, [{"type": "resolve"}])
    (event,) = events_of(result, "exiled_may_play")
    assert event["cards"] == ["l1", "l2"] and event["until"] == "indefinitely" and "CR 611.2a" in event["cites"]
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["exile"]] == ["l1", "l2"]
    permissions = result["state"]["play_from_exile"]
    assert [(p["card"], p["until"]) for p in permissions] == [("l1", "indefinitely"), ("l2", "indefinitely")]
    # two turns later, after cleanup steps: still playable; the land uses the land drop (CR 305.2)
    later = state(turn=5, step="precombat_main", play_from_exile=permissions,
                  alice={"exile": alice["exile"], "mana_pool": {"G": 2}, "lands_played": 0})
    played = _run(later, [{"type": "play_land", "player": "alice", "card": "l1"},
                          {"type": "cast", "player": "alice", "card": "l2"}])
    assert any(p["id"] == "l1" for p in played["state"]["battlefield"])
    assert [item["id"] for item in played["state"]["stack"]] == ["l2"]
    used = state(turn=5, step="precombat_main", play_from_exile=permissions,
                 alice={"exile": alice["exile"], "lands_played": 1})
    with pytest.raises(IllegalAction):
        _run(used, [{"type": "play_land", "player": "alice", "card": "l1"}])
    # a cleanup step doesn't end it
    cleanup = state(turn=5, step="end", play_from_exile=permissions, alice={"exile": alice["exile"]})
    ended = _run(cleanup, [{"type": "pass_priority", "player": "alice"}, {"type": "pass_priority", "player": "bob"}])
    assert len(ended["state"]["play_from_exile"]) == 2 and not events_of(ended, "play_permission_ended")


THOPTER = {"name": "Test Thopter", "mana_cost": "{0}", "types": ["Artifact", "Creature"], "power": 0, "toughness": 2,
           "abilities": []}
RELIC = {"name": "Test Relic", "mana_cost": "{1}", "types": ["Artifact"], "abilities": []}


def _oubliette(battlefield: list[dict[str, Any]], hand: list[dict[str, Any]]) -> dict[str, Any]:
    return _room(TOMB, "Oubliette", alice={"hand": hand}, battlefield=battlefield)


def _play(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return _run(game, actions, THOPTER, RELIC)


def _mine(pid: str, card: str) -> dict[str, Any]:
    return {"id": pid, "card": card, "controller": "alice", "owner": "alice"}


OUBLIETTE_FIELD = [_mine("ornithopter", "Test Thopter"), _mine("bears", "Grizzly Bears"), _mine("forest", "Forest"),
                   _mine("forest2", "Forest"), {"id": "bobs", "card": "Forest", "controller": "bob", "owner": "bob"}]
HAND = [{"id": "h1", "card": "Forest"}, {"id": "h2", "card": "Grizzly Bears"}]


def test_701_21a_oubliette_asks_which_card_to_discard_and_which_permanent_of_each_type() -> None:
    asked = _play(_oubliette(OUBLIETTE_FIELD, HAND), [{"type": "pass_priority", "player": "alice"}])["pending"]
    options = asked["options"]
    assert asked["decision"] == "choose" and options["kind"] == "sacrifice_one_of_each"
    assert options["by_type"] == {"Artifact": ["ornithopter"], "Creature": ["ornithopter", "bears"],
                                  "Land": ["forest", "forest2"]}
    assert options["count"] == 3 and options["default"] == ["ornithopter", "bears", "forest"]
    assert options["discard"] == ["h1", "h2"]
    result = _play(_oubliette(OUBLIETTE_FIELD, HAND),
                  [{"type": "resolve", "choices": {"discard": ["h1"], "sacrifice": ["forest2", "bears", "ornithopter"]}}])
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["hand"]] == ["h2"]
    assert sorted(c["id"] for c in alice["graveyard"]) == ["bears", "forest2", "h1", "ornithopter"]
    assert sorted(p["id"] for p in result["state"]["battlefield"]) == ["bobs", "forest"]


def test_609_3_oubliette_an_artifact_creature_stands_for_one_type_and_what_can_be_sacrificed_is() -> None:
    # an artifact creature alone: it is the artifact or the creature, not both; no land: two of three (CR 609.3)
    field = [_mine("ornithopter", "Test Thopter"), _mine("forest", "Forest")]
    result = _play(_oubliette(field, []), [{"type": "resolve"}])
    assert result["state"]["battlefield"] == []
    moved = events_of(result, "zone_change")
    assert [e["permanent"] for e in moved] == ["ornithopter", "forest"] and "CR 609.3" in moved[0]["cites"]
    # the artifact creature and a creature: the most that can be sacrificed is two, so both are
    two = [_mine("bears", "Grizzly Bears"), _mine("ornithopter", "Test Thopter")]
    asked = _play(_oubliette(two, []), [{"type": "pass_priority", "player": "alice"}])["pending"]["options"]
    assert asked["count"] == 2 and asked["default"] == ["bears", "ornithopter"]
    with pytest.raises(IllegalAction, match="different one of"):  # one permanent only: fewer than they can
        _play(_oubliette(two, []), [{"type": "resolve", "choices": {"sacrifice": ["ornithopter"]}}])
    with pytest.raises(IllegalAction, match="different one of"):  # not theirs
        _play(_oubliette([*two, {"id": "bobs", "card": "Forest", "controller": "bob", "owner": "bob"}], []),
             [{"type": "resolve", "choices": {"sacrifice": ["bears", "bobs"]}}])
    # nothing to discard nor sacrifice: the room does nothing
    empty = _play(_oubliette([], []), [{"type": "resolve"}])
    assert events_of(empty, "nothing_to_sacrifice")


def test_309_4c_the_three_rooms_are_typed_with_their_reason() -> None:
    mad_mage, tomb = DUNGEONS[MAD_MAGE], DUNGEONS[TOMB]
    for room in (mad_mage.room("Twisted Caverns"), mad_mage.room("Runestone Caverns"), tomb.room("Oubliette")):
        assert room is not None and room.effects is not None and room.why and "s20-venture" in room.why


BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
SORCERY = {"name": "Test Sorcery", "mana_cost": "{5}{U}", "types": ["Sorcery"],
           "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1}}]}
def _run_lair(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return _run(game, actions, BOLT, SORCERY)


LAIR_LIBRARY = [{"id": "bolt", "card": "Test Bolt"}, {"id": "bears", "card": "Grizzly Bears"},
                {"id": "land", "card": "Forest"}, {"id": "rest", "card": "Forest"}]


def test_608_2g_mad_wizards_lair_draws_three_reveals_them_and_casts_one_free_as_it_resolves() -> None:
    game = _room(MAD_MAGE, "Mad Wizard's Lair", alice={"library": LAIR_LIBRARY})
    asked = _run_lair(game, [{"type": "pass_priority", "player": "alice"}])["pending"]["options"]
    assert asked["kind"] == "cast_drawn_free" and asked["values"] == ["bolt", "bears", "land"]
    assert asked["default"] == []
    # the creature spell is cast though the stack isn't empty as it is cast: no timing by card type (CR 608.2g)
    result = _run_lair(game, [{"type": "resolve", "choices": {"chosen": ["bears"]}}])
    alice = player_of(result, "alice")
    assert sorted(c["id"] for c in alice["hand"]) == ["bolt", "land"]
    assert [item["id"] for item in result["state"]["stack"]] == ["bears"]
    (revealed,) = events_of(result, "drawn_cards_revealed")
    assert revealed["cards"] == ["bolt", "bears", "land"]
    (cast,) = events_of(result, "spell_cast")
    assert cast["stack_object"] == "bears" and "CR 118.9" in cast["cites"]
    assert "CR 608.2g" in events_of(result, "cast_during_resolution")[0]["cites"]
    # with its target from the same action: Lightning Bolt at bob, no mana paid
    bolt = _run_lair(game, [{"type": "resolve", "choices": {"chosen": ["bolt"], "targets": ["bob"]}},
                       {"type": "resolve"}])
    assert player_of(bolt, "bob")["life"] == 17
    # none: the cards stay in the hand
    none = _run_lair(game, [{"type": "resolve"}])
    assert len(player_of(none, "alice")["hand"]) == 3 and not none["state"]["stack"]


def test_608_2g_mad_wizards_lair_refuses_a_land_a_card_not_drawn_and_a_bolt_without_a_target() -> None:
    game = _room(MAD_MAGE, "Mad Wizard's Lair", alice={"library": LAIR_LIBRARY, "hand": [{"id": "old", "card": "Forest"}]})
    with pytest.raises(IllegalAction, match="land"):
        _run_lair(game, [{"type": "resolve", "choices": {"chosen": ["land"]}}])
    with pytest.raises(IllegalAction, match="cards it drew"):
        _run_lair(game, [{"type": "resolve", "choices": {"chosen": ["old"]}}])
    with pytest.raises(IllegalAction):
        _run_lair(game, [{"type": "resolve", "choices": {"chosen": ["bolt"]}}])


VENTURE_PROBE = {"name": "Venture Probe", "mana_cost": "{B}", "types": ["Instant"],
                 "abilities": [{"kind": "spell", "effect": {"kind": "venture"}}]}


def test_701_49_309_7_dungeon_of_the_mad_mage_walked_through_every_new_room_to_completion() -> None:
    library = [{"id": f"c{n}", "card": "Forest"} for n in range(6)]
    library[3] = {"id": "sorc", "card": "Test Sorcery"}  # drawn by Mad Wizard's Lair
    hand = [{"id": f"vp{n}", "card": "Venture Probe"} for n in range(7)]
    game = state(alice={"mana_pool": {"B": 7}, "hand": hand, "library": [*library, {"id": "last", "card": "Forest"}]},
                 battlefield=[BEARS])
    rooms: list[tuple[dict[str, Any], dict[str, Any]]] = [
        ({"venture_dungeon": MAD_MAGE}, {}),  # Yawning Portal
        ({}, {}),  # Dungeon Level (scry 1: kept on top)
        ({"venture_room": "Twisted Caverns"}, {"targets": ["gb"]}),
        ({}, {}),  # Lost Level
        ({"venture_room": "Runestone Caverns"}, {}),
        ({}, {}),  # Deep Mines
        ({}, {"chosen": ["sorc"]}),  # Mad Wizard's Lair
    ]
    actions: list[dict[str, Any]] = []
    for n, (venture, room) in enumerate(rooms):
        actions += [{"type": "cast", "player": "alice", "card": f"vp{n}"}, {"type": "resolve", "choices": venture},
                    {"type": "resolve", **({"choices": room} if room else {})}]
    result = _run(game, actions, VENTURE_PROBE, SORCERY)
    assert [e["room"] for e in events_of(result, "ventured")] == [
        "Yawning Portal", "Dungeon Level", "Twisted Caverns", "Lost Level", "Runestone Caverns", "Deep Mines",
        "Mad Wizard's Lair"]
    alice = player_of(result, "alice")
    assert alice["life"] == 21 and permanent(result, "gb")["effects"][0]["cant_attack"] is True
    assert [c["id"] for c in alice["exile"]] == ["c0", "c1"]  # Runestone Caverns, playable (CR 611.2a)
    assert [c["id"] for c in alice["hand"]] == ["c2", "c4"]  # drawn by the Lair with the sorcery, cast
    assert [item["id"] for item in result["state"]["stack"]] == ["sorc"]
    assert alice["completed_dungeons"] == [MAD_MAGE] and "dungeon" not in alice


def test_608_2g_the_lair_casts_a_sorcery_on_another_players_turn_timing_by_card_type_doesnt_apply() -> None:
    library = [{"id": "sorc", "card": "Test Sorcery"}, *LAIR_LIBRARY]
    game = _room(MAD_MAGE, "Mad Wizard's Lair", alice={"library": library}, active_player="bob", turn=4, step="end")
    result = _run_lair(game, [{"type": "resolve", "choices": {"chosen": ["sorc"]}}])
    assert [item["id"] for item in result["state"]["stack"]] == ["sorc"]
    # the same card cast the ordinary way at that time is refused (CR 117.1a)
    with pytest.raises(IllegalAction, match="Wrong time"):
        _run_lair(state(active_player="bob", turn=4, step="end", alice={"hand": [{"id": "s2", "card": "Test Sorcery"}],
                                                                        "mana_pool": {"U": 6}}),
                  [{"type": "cast", "player": "alice", "card": "s2"}])
