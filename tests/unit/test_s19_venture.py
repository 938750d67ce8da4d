"""s19-venture: dungeons (CR 309) and venture into the dungeon (701.49), with real cards' Oracle text."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

import app.oracle.lowering as lowering
from app.engine.dungeons import ALL_ROOMS_MODELLED, DUNGEONS
from app.engine.errors import IllegalAction
from app.engine.rules.venture import room_effects
from app.engine.state import GameState
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

FATES_REVERSAL = (
    "Fates' Reversal", "Sorcery",
    "Return up to one target creature card from your graveyard to your hand. Venture into the dungeon. (Enter the "
    "first room or advance to the next room.)", "{B}",
)
VARIS = (
    "Varis, Silverymoon Ranger", "Legendary Creature — Elf Ranger",
    "Reach\nWhenever you complete a dungeon, create a 2/2 green Wolf creature token.", "{1}{G}", ("1", "4"),
)
GLOOM_STALKER = (
    "Gloom Stalker", "Creature — Dwarf Ranger", "As long as you've completed a dungeon, Gloom Stalker has double strike.",
    "{2}{W}", ("2", "3"),
)


def _reading(text: str, type_line: str = "Sorcery") -> dict[str, Any]:
    return read_card(CardFacts(name="Room", type_line=type_line, mana_cost="{1}", oracle_text=text)).__dict__


@pytest.mark.parametrize(("dungeon", "room"), [(d.name, r.name) for d in DUNGEONS.values() for r in d.rooms])
def test_309_4c_each_modelled_room_is_its_oracle_text_as_the_reader_reads_it(dungeon: str, room: str) -> None:
    found = DUNGEONS[dungeon].room(room)
    assert found is not None
    reading = _reading(found.text)
    if found.effects is None or found.why is not None:  # not modelled, or typed where the reader doesn't read it
        assert reading["support"] != "full" and found.why
        return
    assert reading["support"] == "full", reading["not_modelled"]
    read = [ability["effect"] for ability in reading["definition"]["abilities"]]
    assert read == list(found.effects)


def test_309_4b_the_dungeons_branches_lead_to_rooms_of_their_own_dungeon_and_end_in_one_bottommost_room() -> None:
    for dungeon in DUNGEONS.values():
        names = [room.name for room in dungeon.rooms]
        assert all(target in names for room in dungeon.rooms for target in room.leads_to)
        assert [room.name for room in dungeon.rooms if not room.leads_to] == [names[-1]]
    mine = DUNGEONS["Lost Mine of Phandelver"]
    assert mine.first_room.leads_to == ("Goblin Lair", "Mine Tunnels")
    assert mine.room("Mine Tunnels").leads_to == ("Dark Pool", "Fungi Cavern")  # type: ignore[union-attr]


def test_701_49a_venture_is_modelled_once_every_room_is() -> None:
    # s20-venture: the last four rooms are modelled (tests/unit/test_s20_venture.py), so the gate is open
    assert ALL_ROOMS_MODELLED
    reading = read_card(CardFacts(name="Secret Door", type_line="Artifact Creature — Wall", mana_cost="{U}",
                                  oracle_text="Defender\n{4}{U}: Venture into the dungeon. Activate only as a sorcery.",
                                  power="0", toughness="5"))
    assert reading.support == "full"
    assert probe_support("When Probe dies, venture into the dungeon.") == "full"


@pytest.fixture
def modelled(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader as it reads once every room is modelled: the lines' lowering, checked on its own."""
    monkeypatch.setattr(lowering, "ALL_ROOMS_MODELLED", True)


@pytest.mark.parametrize(("oracle", "type_line", "ability"), [
    ("When Probe enters the battlefield, venture into the dungeon. (Enter the first room or advance to the next "
     "room.)", "Creature — Probe", {"kind": "triggered", "trigger": "enters", "effect": {"kind": "venture"}}),
    ("Whenever Probe attacks, venture into the dungeon.", "Creature — Probe",
     {"kind": "triggered", "trigger": "attacks", "effect": {"kind": "venture"}}),
    ("{3}, {T}: Venture into the dungeon. Activate only as a sorcery.", "Artifact",
     {"kind": "activated", "cost": "{3}{T}", "effect": {"kind": "venture"}, "activate_only": "sorcery"}),
])
def test_701_49_venture_lines_lower_to_the_venture_effect(modelled: None, oracle: str, type_line: str,
                                                          ability: dict[str, Any]) -> None:
    pt = ("2", "2") if "Creature" in type_line else None
    assert _read("Probe", type_line, oracle, "{2}", pt)["abilities"] == [ability]


def test_309_7_completed_dungeon_lines_read() -> None:
    assert _read(*GLOOM_STALKER)["abilities"] == [
        {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["double_strike"], "affected": "self",
         "as_long_as": "completed_dungeon"}]
    assert _read(*VARIS)["abilities"][0]["trigger"] == "you_complete_dungeon"


def _fates() -> dict[str, Any]:
    definition = _read(*FATES_REVERSAL[:4]) if ALL_ROOMS_MODELLED else None
    if definition is None:  # its reading once every room is modelled (test_701_49_venture_lines_lower...)
        definition = {"name": "Fates' Reversal", "mana_cost": "{B}", "types": ["Sorcery"], "abilities": [
            {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:creature",
                                         "target_count": 1, "up_to": True}},
            {"kind": "spell", "effect": {"kind": "venture"}}]}
    return definition


def _walk(*resolves: dict[str, Any], **alice: Any) -> dict[str, Any]:
    """alice casts Fates' Reversal once per venture, each time resolving it then its room ability."""
    hand = [{"id": f"fr{n}", "card": "Fates' Reversal"} for n in range(len(resolves))]
    game = state(alice={"mana_pool": {"B": len(resolves)}, "hand": hand, **alice},
                 battlefield=[{"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                              {"id": "varis", "card": "Varis, Silverymoon Ranger", "controller": "alice"}])
    actions: list[dict[str, Any]] = []
    for n, choices in enumerate(resolves):
        actions += [{"type": "cast", "player": "alice", "card": f"fr{n}"},
                    {"type": "resolve", "choices": choices.get("venture", {})},
                    {"type": "resolve", **({"choices": choices["room"]} if "room" in choices else {})}]
    return _run(game, actions, _fates(), _read(*VARIS))


def test_701_49a_b_309_7_lost_mine_of_phandelver_walked_with_branches_and_completed() -> None:
    result = _walk({"venture": {"venture_dungeon": "Lost Mine of Phandelver"}},
                   {"venture": {"venture_room": "Mine Tunnels"}},
                   {"venture": {"venture_room": "Dark Pool"}},
                   {})
    alice, bob = player_of(result, "alice"), player_of(result, "bob")
    ventured = events_of(result, "ventured")
    assert [(e["room"], e["entered"], e["chosen"]) for e in ventured] == [
        ("Cave Entrance", True, True), ("Mine Tunnels", False, True), ("Dark Pool", False, True),
        ("Temple of Dumathoin", False, False)]
    assert "CR 701.49a" in ventured[0]["cites"] and "CR 701.49b" in ventured[1]["cites"]
    assert any(p["id"].startswith("treasure") for p in result["state"]["battlefield"])  # Mine Tunnels
    assert bob["life"] == 19 and alice["life"] == 21  # Dark Pool
    assert len(alice["hand"]) == 1  # Temple of Dumathoin drew a card
    (completed,) = events_of(result, "dungeon_completed")
    assert completed["dungeon"] == "Lost Mine of Phandelver" and "CR 704.5t" in completed["cites"]
    assert "dungeon" not in alice and alice["completed_dungeons"] == ["Lost Mine of Phandelver"]
    assert result["state"]["stack"][0]["trigger_event"] == "you_complete_dungeon"  # Varis, not resolved yet


def test_701_49_the_choose_decisions_name_the_dungeons_then_the_rooms() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "fr", "card": "Fates' Reversal"}]})
    result = _run(game, [{"type": "cast", "player": "alice", "card": "fr"}], _fates())
    options = result["pending"]["options"]
    assert options["kind"] == "venture_dungeon" and options["default"] == "Lost Mine of Phandelver"
    assert len(options["values"]) == 3
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "fr", "card": "Fates' Reversal"}],
                        "dungeon": {"name": "Lost Mine of Phandelver", "room": "Goblin Lair"}})
    options = _run(game, [{"type": "cast", "player": "alice", "card": "fr"}], _fates())["pending"]["options"]
    assert options["kind"] == "venture_room" and options["values"] == ["Storeroom", "Dark Pool"]


def test_701_49_a_room_not_offered_is_refused() -> None:
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "fr", "card": "Fates' Reversal"}],
                        "dungeon": {"name": "Lost Mine of Phandelver", "room": "Goblin Lair"}})
    cast = {"type": "cast", "player": "alice", "card": "fr"}
    with pytest.raises(IllegalAction, match="Fungi Cavern"):
        _run(game, [cast, {"type": "resolve", "choices": {"venture_room": "Fungi Cavern"}}], _fates())


def test_701_49c_venturing_from_the_bottommost_room_completes_it_and_enters_a_new_dungeon() -> None:
    # Temple of Dumathoin's ability is still on the stack (so 704.5t doesn't remove the dungeon) when an instant
    # ventures in response
    room = {"id": "room", "kind": "triggered_ability", "controller": "alice", "source": "alice-dungeon",
            "trigger_event": "room_entered",
            "choices": {"keyword_trigger": "room_ability", "dungeon": "Lost Mine of Phandelver",
                        "room": "Temple of Dumathoin"}}
    instant = {"name": "Venture Probe", "mana_cost": "{B}", "types": ["Instant"],
               "abilities": [{"kind": "spell", "effect": {"kind": "venture"}}]}
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "vp", "card": "Venture Probe"}],
                        "dungeon": {"name": "Lost Mine of Phandelver", "room": "Temple of Dumathoin"}},
                 stack=[room])
    cast = {"type": "cast", "player": "alice", "card": "vp"}
    result = _run(game, [cast, {"type": "resolve", "choices": {"venture_dungeon": "Lost Mine of Phandelver"}}],
                  instant)
    alice = player_of(result, "alice")
    assert alice["completed_dungeons"] == ["Lost Mine of Phandelver"]
    assert alice["dungeon"] == {"name": "Lost Mine of Phandelver", "room": "Cave Entrance"}
    assert "CR 701.49c" in events_of(result, "dungeon_completed")[0]["cites"]
    assert "CR 701.49c" in events_of(result, "ventured")[0]["cites"]
    # without the room ability on the stack, the state-based action completed it first (CR 704.5t)
    alone = state(alice={"dungeon": {"name": "Lost Mine of Phandelver", "room": "Temple of Dumathoin"}})
    result = _run(alone, [{"type": "pass_priority", "player": "alice"}])
    assert player_of(result, "alice")["completed_dungeons"] == ["Lost Mine of Phandelver"]


def test_309_4c_a_room_ability_with_a_target_takes_it_from_the_resolving_action() -> None:
    result = _walk({"venture": {"venture_dungeon": "Lost Mine of Phandelver"}},
                   {"venture": {"venture_room": "Goblin Lair"}},
                   {"venture": {"venture_room": "Storeroom"}, "room": {"targets": ["bears"]}})
    assert permanent(result, "bears")["counters"] == {"+1/+1": 1}
    assert player_of(result, "alice")["dungeon"]["room"] == "Storeroom"


def test_611_3a_gloom_stalker_has_double_strike_only_once_its_controller_completed_a_dungeon() -> None:
    stalker = _read(*GLOOM_STALKER)
    for completed, keywords in (([], []), (["Tomb of Annihilation"], ["double_strike"])):
        game = state(alice={"completed_dungeons": completed},
                     battlefield=[{"id": "gs", "card": "Gloom Stalker", "controller": "alice"}])
        result = _run(game, [{"type": "pass_priority", "player": "alice"}], stalker)
        assert permanent(result, "gs")["characteristics"]["keywords"] == keywords


@pytest.mark.parametrize("dungeon", [{"name": "Undermountain", "room": "Cave Entrance"},
                                     {"name": "Lost Mine of Phandelver", "room": "Yawning Portal"},
                                     {"name": "Lost Mine of Phandelver", "room": ""}])
def test_309_a_posted_dungeon_or_room_the_engine_doesnt_know_is_refused(dungeon: dict[str, str]) -> None:
    with pytest.raises(ValidationError):
        GameState.model_validate(state(alice={"dungeon": dungeon}))
    with pytest.raises(ValidationError):
        GameState.model_validate(state(alice={"completed_dungeons": ["Undermountain"]}))


HAMA_PASHAR = ("Hama Pashar, Ruin Seeker", "Legendary Creature — Human Wizard",
               "Room abilities of dungeons you own trigger an additional time.", "{1}{W}{U}", ("2", "3"))
DUNGEON_CRAWLER = ("Dungeon Crawler", "Creature — Zombie",
                   "Dungeon Crawler enters the battlefield tapped.\nWhenever you complete a dungeon, you may return "
                   "Dungeon Crawler from your graveyard to your hand.", "{B}", ("2", "1"))


def test_603_2d_hama_pashar_makes_each_room_ability_trigger_an_additional_time() -> None:
    hama = _read(*HAMA_PASHAR)
    assert hama["abilities"] == [{"kind": "room_abilities_trigger_additional_time"}]
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "fr", "card": "Fates' Reversal"}],
                        "dungeon": {"name": "Lost Mine of Phandelver", "room": "Storeroom"}},
                 battlefield=[{"id": "hama", "card": "Hama Pashar, Ruin Seeker", "controller": "alice"}])
    actions = [{"type": "cast", "player": "alice", "card": "fr"}, {"type": "resolve"}, {"type": "resolve"},
               {"type": "resolve"}]
    result = _run(game, actions, _fates(), hama)
    puts = events_of(result, "trigger_put_on_stack")
    assert len(puts) == 2 and "CR 603.2d" in puts[1]["cites"]
    assert len(player_of(result, "alice")["hand"]) == 2  # Temple of Dumathoin drew twice


def test_113_6k_dungeon_crawler_returns_from_the_graveyard_when_its_owner_completes_a_dungeon() -> None:
    crawler = _read(*DUNGEON_CRAWLER)
    assert crawler["abilities"][1]["trigger"] == "you_complete_dungeon"
    game = state(alice={"graveyard": [{"id": "dc", "card": "Dungeon Crawler"}],
                        "dungeon": {"name": "Lost Mine of Phandelver", "room": "Temple of Dumathoin"}})
    result = _run(game, [{"type": "pass_priority", "player": "alice"},
                         {"type": "resolve", "choices": {"pay_optional_cost": True}}], crawler)
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["dc"]


def test_309_4c_cradle_of_the_death_god_creates_the_atropal() -> None:
    (effect,) = room_effects("Tomb of Annihilation", "Cradle of the Death God")
    token = effect.token
    assert token.name == "The Atropal" and token.supertypes == ["Legendary"] and token.keywords == ["deathtouch"]
    assert (token.power, token.toughness, token.subtypes) == (4, 4, ["God", "Horror"])


def _room_on_stack(room: str, **fields: Any) -> dict[str, Any]:
    item = {"id": "room", "kind": "triggered_ability", "controller": "alice", "source": "alice-dungeon",
            "trigger_event": "room_entered",
            "choices": {"keyword_trigger": "room_ability", "dungeon": "Tomb of Annihilation", "room": room}}
    return state(stack=[item], **fields)


def test_608_2d_veils_of_fear_each_player_loses_2_life_unless_they_discard_a_card() -> None:
    game = _room_on_stack("Veils of Fear", alice={"hand": [{"id": "c1", "card": "Forest"}],
                                                  "dungeon": {"name": "Tomb of Annihilation", "room": "Veils of Fear"}},
                          bob={"hand": [{"id": "c2", "card": "Forest"}]},
                          battlefield=[{"id": "land", "card": "Forest", "controller": "bob"}])
    asked = _run(game, [{"type": "pass_priority", "player": "alice"}])["pending"]["options"]
    assert asked["kind"] == "lose_life_unless" and asked["options"]["bob"] == {"sacrifice": [], "discard": ["c2"]}
    result = _run(game, [{"type": "resolve", "choices": {"chosen": ["c1"]}}])
    alice, bob = player_of(result, "alice"), player_of(result, "bob")
    assert [c["id"] for c in alice["graveyard"]] == ["c1"] and alice["life"] == 20
    assert bob["life"] == 18 and [c["id"] for c in bob["hand"]] == ["c2"]


def test_608_2d_sandfall_cell_each_player_loses_2_life_unless_they_sacrifice_an_artifact_creature_or_land() -> None:
    game = _room_on_stack("Sandfall Cell", alice={"hand": [{"id": "c1", "card": "Forest"}],
                                                  "dungeon": {"name": "Tomb of Annihilation", "room": "Sandfall Cell"}},
                          battlefield=[{"id": "land", "card": "Forest", "controller": "bob"}])
    result = _run(game, [{"type": "resolve", "choices": {"chosen": ["land"]}}])
    alice, bob = player_of(result, "alice"), player_of(result, "bob")
    assert alice["life"] == 18 and [c["id"] for c in alice["hand"]] == ["c1"]  # no discard: she loses the life
    assert bob["life"] == 20 and result["state"]["battlefield"] == []
