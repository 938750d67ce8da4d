"""Oracle coverage, group "transform" (docs/oracle-transform.md): transforming double-faced cards read from
real cards' Oracle text (Innistrad: Crimson Vow, Midnight Hunt), played by the engine, and near variants with
a word the grammar doesn't know left not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import full_definition as _full
from tests.unit.conftest import read_transforming as _dfc
from tests.unit.conftest import run_with_cards as _run

# Ulvenwald Oddity // Ulvenwald Behemoth (VOW)
ODDITY = (
    (
        "Ulvenwald Oddity",
        "Creature — Beast",
        "Trample, haste\n{5}{G}{G}: Transform Ulvenwald Oddity.",
        "{2}{G}{G}",
        ("4", "4"),
    ),
    (
        "Ulvenwald Behemoth",
        "Creature — Beast Horror",
        "Trample, haste\nOther creatures you control get +1/+1 and have trample and haste.",
        ("8", "8"),
    ),
)
# Desperate Farmer // Depraved Harvester (VOW)
FARMER = (
    (
        "Desperate Farmer",
        "Creature — Human Peasant",
        "Lifelink\nWhen another creature you control dies, transform Desperate Farmer.",
        "{2}{B}",
        ("2", "4"),
    ),
    ("Depraved Harvester", "Creature — Human Knight", "Lifelink", ("4", "3")),
)

BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}


def _green(n: int) -> dict[str, Any]:
    return {"mana_pool": {"G": n}}


def test_transform_self_reads_and_drops_the_transforming_note() -> None:
    oddity = _full(_dfc(*ODDITY))
    assert oddity["abilities"] == [{"kind": "activated", "cost": "{5}{G}{G}", "effect": {"kind": "transform_self"}}]
    assert oddity["back_face"]["name"] == "Ulvenwald Behemoth"
    farmer = _full(_dfc(*FARMER))
    assert farmer["abilities"][0]["effect"] == {"kind": "transform_self"}


def test_a_near_variant_with_an_unknown_word_is_not_modelled() -> None:
    front, back = ODDITY
    variant = _dfc(
        (front[0], front[1], "Trample, haste\n{5}{G}{G}: Transform Ulvenwald Oddity twice.", *front[3:]), back
    )
    assert variant.support == "partial"
    assert "transforming (what makes this card transform is not modelled)" in variant.not_modelled
    # a spell can't transform itself: "transform ~" is read only in a permanent's own ability
    spell = _dfc(("Odd Spell", "Instant", "Transform Odd Spell.", "{G}", None), back)
    assert spell.support != "full"


def test_701_27a_an_activated_ability_transforms_its_source_keeping_counters_and_damage() -> None:
    oddity = _full(_dfc(*ODDITY))
    game = state(
        alice=_green(7),
        battlefield=[
            {"id": "o", "card": "Ulvenwald Oddity", "controller": "alice", "damage": 1, "counters": {"+1/+1": 1}},
            {"id": "b", "card": "Test Bear", "controller": "alice"},
        ],
    )
    result = _run(game, [{"type": "activate", "permanent": "o"}, {"type": "resolve"}], oddity, BEAR)
    moved = permanent(result, "o")
    assert moved["transformed"] is True and moved["damage"] == 1 and moved["counters"] == {"+1/+1": 1}
    transformed = events_of(result, "transformed")[0]
    assert transformed["name"] == "Ulvenwald Behemoth" and "CR 701.27a" in transformed["cites"]
    # the back face's abilities work: the other creature gets +1/+1
    assert permanent(result, "b")["characteristics"]["power"] == 3
    assert moved["characteristics"]["power"] == 9  # 8/8 and its +1/+1 counter


def test_701_27f_an_ability_whose_source_transformed_since_it_was_put_on_the_stack_does_nothing() -> None:
    oddity = _full(_dfc(*ODDITY))
    game = state(alice=_green(14), battlefield=[{"id": "o", "card": "Ulvenwald Oddity", "controller": "alice"}])
    actions = [
        {"type": "activate", "permanent": "o"},
        {"type": "activate", "permanent": "o"},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = _run(game, actions, oddity)
    assert permanent(result, "o")["transformed"] is True  # once, not back again
    ignored = events_of(result, "transform_ignored")
    assert ignored and "CR 701.27f" in ignored[0]["cites"]


def test_701_27c_a_permanent_that_isnt_double_faced_doesnt_transform() -> None:
    single = {
        "name": "Lone Oddity",
        "mana_cost": "{G}",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [{"kind": "activated", "cost": "{G}", "effect": {"kind": "transform_self"}}],
    }
    game = state(alice=_green(1), battlefield=[{"id": "o", "card": "Lone Oddity", "controller": "alice"}])
    result = _run(game, [{"type": "activate", "permanent": "o"}, {"type": "resolve"}], single)
    assert permanent(result, "o").get("transformed") in (False, None)
    assert "CR 701.27c" in events_of(result, "transform_ignored")[0]["cites"]


def test_a_dies_trigger_of_another_creature_transforms_it() -> None:
    farmer = _full(_dfc(*FARMER))
    game = state(
        battlefield=[
            {"id": "d", "card": "Desperate Farmer", "controller": "alice"},
            {"id": "b", "card": "Test Bear", "controller": "alice"},
        ]
    )
    result = _run(game, [{"type": "move", "permanent": "b", "to": "graveyard"}, {"type": "resolve"}], farmer, BEAR)
    assert permanent(result, "d")["transformed"] is True
    assert events_of(result, "transformed")[0]["name"] == "Depraved Harvester"
    assert player_of(result, "alice")["graveyard"][0]["id"] == "b"


# Firmament Sage (MID)
SAGE = (
    "Firmament Sage",
    "Creature — Human Wizard",
    "Flying\nIf it's neither day nor night, it becomes day as Firmament Sage enters the battlefield.\n"
    "Whenever day becomes night or night becomes day, draw a card.",
    "{3}{U}",
    ("2", "1"),
)


def _sage() -> dict[str, Any]:
    return _full(
        read_card(
            CardFacts(
                name=SAGE[0],
                type_line=SAGE[1],
                oracle_text=SAGE[2],
                mana_cost=SAGE[3],
                power=SAGE[4][0],
                toughness=SAGE[4][1],
            )
        )
    )


def test_the_day_night_lines_read() -> None:
    sage = _sage()
    assert sage["abilities"] == [
        {"kind": "day_as_enters"},
        {"kind": "triggered", "trigger": "day_night_changes", "effect": {"kind": "draw", "amount": 1, "player": "you"}},
    ]
    near = read_card(
        CardFacts(
            name=SAGE[0],
            type_line=SAGE[1],
            mana_cost=SAGE[3],
            power="2",
            toughness="1",
            oracle_text="If it's neither day nor night, it becomes dusk as Firmament Sage enters.",
        )
    )
    assert near.support != "full"
    near = read_card(
        CardFacts(
            name=SAGE[0],
            type_line=SAGE[1],
            mana_cost=SAGE[3],
            power="2",
            toughness="1",
            oracle_text="Whenever day becomes night or night becomes dusk, draw a card.",
        )
    )
    assert near.support != "full"


def test_614_1c_it_becomes_day_as_it_enters_if_neither_and_nothing_triggers_then() -> None:
    sage = _sage()
    game = state(alice={"hand": [{"id": "s", "card": "Firmament Sage"}]})
    result = _run(game, [{"type": "put_onto_battlefield", "card": "s"}], sage)
    assert result["state"]["day_night"] == "day"
    changed = events_of(result, "day_night_changed")[0]
    assert changed["from"] is None and changed["entering"] == "s" and "CR 614.1c" in changed["cites"]
    assert result["state"]["stack"] == []  # from neither to day is not "day becomes night or night becomes day"
    at_night = _run(
        state(day_night="night", alice={"hand": [{"id": "s", "card": "Firmament Sage"}]}),
        [{"type": "put_onto_battlefield", "card": "s"}],
        sage,
    )
    assert at_night["state"]["day_night"] == "night" and not events_of(at_night, "day_night_changed")


def test_728_day_becoming_night_triggers_it() -> None:
    sage = _sage()
    game = state(day_night="day", battlefield=[{"id": "s", "card": "Firmament Sage", "controller": "alice"}])
    result = _run(game, [{"type": "next_turn"}], sage)
    assert result["state"]["day_night"] == "night"
    stacked = events_of(result, "trigger_put_on_stack")
    assert stacked and "CR 728" in stacked[0]["cites"]


# Brutal Cathar // Moonrage Brute (MID)
CATHAR = (
    (
        "Brutal Cathar",
        "Creature — Human Soldier Werewolf",
        "When this creature enters the battlefield or transforms into Brutal Cathar, exile target creature an "
        "opponent controls until this creature leaves the battlefield.\nDaybound",
        "{2}{W}",
        ("2", "2"),
    ),
    ("Moonrage Brute", "Creature — Werewolf", "First strike\nWard—Pay 3 life.\nNightbound", ("3", "3")),
)
# Concealing Curtains // Revealing Eye (VOW): its back face's trigger with a body read by this grammar
CURTAINS = (
    (
        "Concealing Curtains",
        "Creature — Wall",
        "Defender\n{2}{B}: Transform Concealing Curtains. Activate only as a sorcery.",
        "{B}",
        ("0", "4"),
    ),
    (
        "Revealing Eye",
        "Creature — Eye Horror",
        "Menace\nWhen this creature transforms into Revealing Eye, target opponent loses 2 life.",
        ("3", "4"),
    ),
)


def test_transforms_into_reads_with_or_without_entering() -> None:
    cathar = _full(_dfc(*CATHAR))
    assert cathar["abilities"][0]["trigger"] == "transforms_into" and cathar["abilities"][0]["also_on"] == ["enters"]
    curtains = _full(_dfc(*CURTAINS))
    eye = curtains["back_face"]["abilities"][0]
    assert eye["trigger"] == "transforms_into" and "also_on" not in eye
    front, back = CURTAINS
    other = _dfc(front, (back[0], back[1], back[2].replace("into Revealing Eye", "into Concealing Curtains"), back[3]))
    assert other.support != "full"  # another face's name is not read


def test_603_2_transforming_into_the_face_triggers_its_ability() -> None:
    curtains = _full(_dfc(*CURTAINS))
    game = state(
        alice={"mana_pool": {"B": 3}}, battlefield=[{"id": "c", "card": "Concealing Curtains", "controller": "alice"}]
    )
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "c"},
            {"type": "resolve"},
            {"type": "resolve", "choices": {"targets": ["bob"]}},
        ],
        curtains,
    )
    assert permanent(result, "c")["transformed"] is True
    assert "CR 701.27a" in events_of(result, "trigger_put_on_stack")[0]["cites"]
    assert player_of(result, "bob")["life"] == 18


def test_603_2_transforming_by_day_night_into_the_face_triggers_it_and_entering_transformed_does_not() -> None:
    cathar = _full(_dfc(*CATHAR))
    bob = {"spells_cast_this_turn": 2}
    game = state(
        day_night="night",
        active_player="bob",
        bob=bob,
        battlefield=[
            {"id": "c", "card": "Brutal Cathar", "controller": "alice", "transformed": True},
            {"id": "g", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    result = _run(game, [{"type": "next_turn"}, {"type": "resolve", "choices": {"targets": ["g"]}}], cathar)
    assert result["state"]["day_night"] == "day" and permanent(result, "c")["transformed"] is False
    assert [p["id"] for p in player_of(result, "bob")["exile"]] == ["g"]
    # entering with its nightbound face up at night is not transforming: no "transforms into" trigger
    night = state(day_night="night", alice={"hand": [{"id": "c", "card": "Brutal Cathar"}]})
    entered = _run(night, [{"type": "put_onto_battlefield", "card": "c"}], cathar)
    assert permanent(entered, "c")["transformed"] is True and entered["state"]["stack"] == []
