"""Issue 24 part 2b: predefined tokens (CR 111.10) and tokens described in text (111.4), Sagas
(CR 714) and copy effects (CR 707.2, 707.9): the engine in process and the Oracle reader."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction, resolve
from app.engine.cards import CreateTokenEffect, predefined_token
from app.oracle import CardFacts, read_card
from app.oracle.copies import read_copy_line
from app.oracle.sagas import read_chapter_line
from app.oracle.templates import read_effects, read_line
from app.oracle.tokens import read_token_effect
from tests.unit.conftest import CATALOG, player

SERRA = {
    "name": "Serra Angel",
    "mana_cost": "{3}{W}{W}",
    "types": ["Creature"],
    "subtypes": ["Angel"],
    "power": 4,
    "toughness": 4,
    "keywords": ["flying", "vigilance"],
}
CLONE = {
    "name": "Clone",
    "mana_cost": "{3}{U}",
    "types": ["Creature"],
    "subtypes": ["Shapeshifter"],
    "power": 0,
    "toughness": 0,
    "abilities": [{"kind": "enters_as_copy", "of": "creature"}],
}
MIRROR_IMAGE = {
    **CLONE,
    "name": "Mirror Image",
    "mana_cost": "{2}{U}",
    "abilities": [{"kind": "enters_as_copy", "of": "creature_you_control"}],
}
SOLDIER = {
    "name": "Soldier Token",
    "colors": ["W"],
    "types": ["Creature"],
    "subtypes": ["Soldier"],
    "power": 1,
    "toughness": 1,
}


def _saga(*chapters: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": "Test Saga",
        "mana_cost": "{1}{W}",
        "types": ["Enchantment"],
        "subtypes": ["Saga"],
        "abilities": list(chapters),
    }


GAIN = {"kind": "chapter", "chapters": [1], "effect": {"kind": "gain_life", "amount": 2}}
SOLDIERS = {"kind": "chapter", "chapters": [2, 3], "effect": {"kind": "create_token", "token": SOLDIER}}


def _catalog(*definitions: dict[str, Any]) -> dict[str, CardDefinition]:
    return {**CATALOG, **{d["name"]: CardDefinition.model_validate(d) for d in definitions}}


def _state(battlefield: list[dict[str, Any]], step: str = "precombat_main", **alice: Any) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "alice",
        "step": step,
        "players": [player("alice", **alice), player("bob")],
        "battlefield": battlefield,
    }


def _events(result: Any, kind: str) -> list[dict[str, Any]]:
    return [event for event in result.model_dump(mode="json")["events"] if event["type"] == kind]


# --- predefined tokens (CR 111.10) -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "kinds"),
    [
        ("Treasure", ["mana"]),
        ("Food", ["activated"]),
        ("Clue", ["activated"]),
        ("Blood", ["activated"]),
        ("Gold", ["mana"]),
    ],
)
def test_111_10_predefined_tokens_are_colorless_artifacts_named_after_their_subtype(
    name: str, kinds: list[str]
) -> None:
    token = predefined_token(name)
    assert (token.name, token.colors, token.types, token.subtypes) == (f"{name} Token", [], ["Artifact"], [name])
    assert [ability.kind for ability in token.abilities] == kinds


@pytest.mark.parametrize("name", ["Map", "Powerstone"])
def test_map_and_powerstone_are_refused_as_not_modelled(name: str) -> None:
    with pytest.raises(ValidationError, match="does not model"):
        CreateTokenEffect.model_validate({"token": name})


def test_a_token_count_above_the_limit_is_refused() -> None:
    with pytest.raises(ValidationError):
        CreateTokenEffect.model_validate({"token": "Food", "count": 101})


def test_111_1_count_creates_that_many_tokens_each_its_own_object() -> None:
    port = {
        "name": "Treasure Port",
        "types": ["Land"],
        "abilities": [
            {
                "kind": "activated",
                "cost": "{T}",
                "effect": {"kind": "create_token", "token": "Treasure", "count": 2, "tapped": True},
            }
        ],
    }
    state = _state([{"id": "port", "card": "Treasure Port", "controller": "alice"}])
    result = resolve(
        state, [{"type": "activate", "permanent": "port", "ability": 0}, {"type": "resolve"}], _catalog(port)
    )
    tokens = [p for p in result.state.battlefield if p.is_token]
    assert [(p.id, p.tapped) for p in tokens] == [("treasure-token-1", True), ("treasure-token-2", True)]
    assert _events(result, "ability_resolved")[0]["count"] == 2


def test_111_10g_blood_discards_the_chosen_card_and_draws() -> None:
    hand = [{"id": "h1", "card": "Grizzly Bears"}, {"id": "h2", "card": "Lightning Bolt"}]
    blood = {
        "id": "blood",
        "card": predefined_token("Blood").model_dump(mode="json"),
        "controller": "alice",
        "is_token": True,
    }
    state = _state([blood], hand=hand, mana_pool={"C": 1})
    result = resolve(
        state,
        [{"type": "activate", "permanent": "blood", "ability": 0, "choices": {"discard": ["h1"]}}, {"type": "resolve"}],
        CATALOG,
    )
    alice = result.state.players[0]
    assert [c.id for c in alice.graveyard] == ["h1"]
    assert [c.id for c in alice.hand] == ["h2", "alice-lib-0"]
    assert result.state.battlefield == []
    discarded = _events(result, "cards_discarded")[0]
    assert discarded["chosen"] is True and "CR 701.9b" not in discarded["cites"]


def test_111_10g_blood_with_an_empty_hand_is_refused() -> None:
    blood = {
        "id": "blood",
        "card": predefined_token("Blood").model_dump(mode="json"),
        "controller": "alice",
        "is_token": True,
    }
    with pytest.raises(IllegalAction, match="not the 1 to discard"):
        resolve(
            _state([blood], mana_pool={"C": 1}), [{"type": "activate", "permanent": "blood", "ability": 0}], CATALOG
        )


def test_111_10c_gold_is_sacrificed_for_mana_without_tapping() -> None:
    gold = {
        "id": "gold",
        "card": predefined_token("Gold").model_dump(mode="json"),
        "controller": "alice",
        "is_token": True,
        "tapped": True,
    }
    result = resolve(
        _state([gold]), [{"type": "tap_for_mana", "permanent": "gold", "ability": 0, "color": "G"}], CATALOG
    )
    assert result.state.players[0].mana_pool.G == 1 and result.state.battlefield == []


# --- tokens described in text: the reader (CR 111.4) ------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Create a Food token.", {"kind": "create_token", "token": "Food"}),
        ("Create a tapped Treasure token.", {"kind": "create_token", "token": "Treasure", "tapped": True}),
        ("Create two Treasure tokens.", {"kind": "create_token", "token": "Treasure", "count": 2}),
        ("Create X Clue tokens.", {"kind": "create_token", "token": "Clue", "count": "X"}),
        ("Investigate twice.", {"kind": "create_token", "token": "Clue", "count": 2}),
    ],
)
def test_predefined_token_sentences(sentence: str, expected: dict[str, Any]) -> None:
    assert read_token_effect(sentence) == expected


def test_described_tokens_with_colors_subtypes_keywords_count_and_status() -> None:
    read = read_token_effect("Create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking.")
    assert read == {
        "kind": "create_token",
        "count": 2,
        "tapped": True,
        "attacking": True,
        "token": {
            "name": "Cat Token",
            "colors": ["W"],
            "types": ["Creature"],
            "subtypes": ["Cat"],
            "power": 1,
            "toughness": 1,
            "keywords": ["lifelink"],
        },
    }
    angel = read_token_effect("Create a 4/4 white Angel creature token with flying and vigilance.")
    assert angel is not None and angel["token"]["keywords"] == ["flying", "vigilance"]
    thopter = read_token_effect("Create a 1/1 colorless Thopter artifact creature token with flying.")
    assert thopter is not None and thopter["token"]["types"] == ["Artifact", "Creature"]
    assert thopter["token"]["colors"] == []
    elves = read_token_effect("Create X 1/1 green Elf Warrior creature tokens.")
    assert elves is not None and elves["count"] == "X" and elves["token"]["name"] == "Elf Warrior Token"


@pytest.mark.parametrize(
    "sentence",
    [
        "Create a Food tokens.",  # number and plural disagree
        "Create two Food token.",
        "Create a Map token.",  # not modelled
        "Create a 1/1 blue and red Otter creature token with afflict 2.",  # a keyword not modelled
        "Create a 1/1 white Soldier creature token for each creature you control.",  # more words
        'Create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."',
    ],
)
def test_sentences_not_read_whole_are_not_read(sentence: str) -> None:
    assert read_token_effect(sentence) is None and read_effects(sentence) is None


def test_token_lines_read_inside_triggers_and_costs() -> None:
    assert read_line("When ~ enters, create a Food token.") == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "create_token", "token": "Food"}}
    ]
    assert read_line("{4}, {T}: Create a Treasure token.") == [
        {"kind": "activated", "cost": "{4}{T}", "effect": {"kind": "create_token", "token": "Treasure"}}
    ]


def test_a_card_creating_a_food_is_full() -> None:
    reading = read_card(
        CardFacts(
            "Bakersbane Duo",
            "{1}{G}",
            "Creature — Squirrel Raccoon",
            "When Bakersbane Duo enters, create a Food token. (It's an artifact with \"{2}, {T}, "
            'Sacrifice this artifact: You gain 3 life.")',
            "2",
            "2",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    CardDefinition.model_validate(reading.definition)


# --- Sagas (CR 714) ---------------------------------------------------------------------------


def test_714_3a_a_saga_cast_enters_with_a_lore_counter_and_chapter_1_triggers() -> None:
    state = _state([], hand=[{"id": "saga", "card": "Test Saga"}], mana_pool={"W": 1, "C": 1}, life=10)
    result = resolve(
        state,
        [{"type": "cast", "card": "saga"}, {"type": "resolve"}, {"type": "resolve"}],
        _catalog(_saga(GAIN, SOLDIERS)),
    )
    saga = result.state.battlefield[0]
    assert saga.counters == {"lore": 1}
    assert "CR 714.3a" in _events(result, "entered_battlefield")[0]["cites"]
    assert [e["trigger"] for e in _events(result, "trigger_put_on_stack")] == ["chapter_1"]
    assert result.state.players[0].life == 12


def test_714_2c_reaching_two_chapters_at_once_triggers_both_and_each_ability_once() -> None:
    # a Saga posted with 1 lore counter gets two at once (a put_counters effect can't: the turn-based action + entering)
    state = _state([{"id": "saga", "card": "Test Saga", "controller": "alice", "counters": {"lore": 1}}], step="draw")
    catalog = _catalog(_saga(GAIN, SOLDIERS))
    result = resolve(state, [{"type": "next_step"}], catalog)
    # 1 -> 2: chapter ability [2, 3] triggers once (CR 714.2c)
    assert [e["trigger"] for e in _events(result, "trigger_put_on_stack")] == ["chapter_2"]
    result = resolve(state, [{"type": "next_step"}, {"type": "resolve"}, {"type": "next_turn"}], catalog)
    # The next turn is bob's: alice's Saga gets no lore counter on bob's turn (714.3b: its controller's main phase).
    assert result.state.active_player == "bob" and result.state.battlefield[0].counters == {"lore": 2}


def test_714_4_a_saga_with_its_final_chapter_reached_and_nothing_waiting_is_sacrificed() -> None:
    # posted with 3 lore counters and no chapter ability on the stack: the next check sacrifices it
    state = _state([{"id": "saga", "card": "Test Saga", "controller": "alice", "counters": {"lore": 3}}])
    result = resolve(state, [{"type": "pass_priority"}], _catalog(_saga(GAIN, SOLDIERS)))
    change = _events(result, "zone_change")[0]
    assert change["permanent"] == "saga" and "CR 714.4" in change["cites"]
    assert [c.id for c in result.state.players[0].graveyard] == ["saga"]


def test_a_saga_without_the_saga_subtype_gets_no_lore_counters() -> None:
    not_a_saga = {**_saga(GAIN), "name": "Not A Saga", "subtypes": []}
    state = _state([], hand=[{"id": "x", "card": "Not A Saga"}], mana_pool={"W": 1, "C": 1})
    result = resolve(state, [{"type": "cast", "card": "x"}, {"type": "resolve"}], _catalog(not_a_saga))
    assert result.state.battlefield[0].counters == {}


def test_chapter_lines_read_and_a_saga_with_a_chapter_not_read_is_none() -> None:
    assert read_chapter_line("II, III — Create a Food token.") == [
        {"kind": "chapter", "chapters": [2, 3], "effect": {"kind": "create_token", "token": "Food"}}
    ]
    assert read_chapter_line("I — Draw a card. Create a Food token.") == [
        {
            "kind": "chapter",
            "chapters": [1],
            "effect": {"kind": "draw", "amount": 1},
            "then_effects": [{"kind": "create_token", "token": "Food"}],
        }
    ]
    reminder = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)"
    full = read_card(
        CardFacts(
            "Test Saga",
            "{1}{W}",
            "Enchantment — Saga",
            f"{reminder}\nI — You gain 2 life.\nII, III — Create a Food token.",
        )
    )
    assert full.support == "full" and full.definition is not None
    assert [a["chapters"] for a in full.definition["abilities"]] == [[1], [2, 3]]
    benalia = read_card(
        CardFacts(
            "History of Benalia",
            "{1}{W}{W}",
            "Legendary Enchantment — Saga",
            f"{reminder}\nI, II — Create a 2/2 white Knight creature token with vigilance.\n"
            "III — Knights you control get +2/+1 until end of turn.",
        )
    )
    # the final chapter is read by the grammar when the templates miss it (app/oracle/sagas.py)
    assert benalia.support == "full" and benalia.definition is not None
    assert benalia.definition["abilities"][-1] == {
        "kind": "chapter", "chapters": [3],
        "effect": {"kind": "pump", "target": "all:creature:you_control:Knight", "power": 2, "toughness": 1,
                   "duration": "end_of_turn"},
    }
    unread = read_card(
        CardFacts(
            "Test Saga",
            "{1}{W}{W}",
            "Legendary Enchantment — Saga",
            f"{reminder}\nI, II — Create a 2/2 white Knight creature token with vigilance.\n"
            "III — Knights you control gain wibble until end of turn.",
        )
    )
    assert unread.support == "none"  # its final chapter decides when it leaves (CR 714.4)
    assert unread.not_modelled == ["III — Knights you control gain wibble until end of turn."]


# --- copy effects (CR 707) --------------------------------------------------------------------


def _clone_state(**alice: Any) -> dict[str, Any]:
    return _state(
        [
            {"id": "serra", "card": "Serra Angel", "controller": "bob"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
        ],
        hand=[{"id": "clone", "card": "Clone"}, {"id": "image", "card": "Mirror Image"}],
        mana_pool={"U": 2, "C": 5},
        **alice,
    )


def test_707_9_pending_asks_which_creature_to_copy_while_clone_is_on_the_stack() -> None:
    result = resolve(_clone_state(), [{"type": "cast", "card": "clone"}], _catalog(SERRA, CLONE, MIRROR_IMAGE))
    assert result.pending == {
        "player": "alice",
        "decision": "choose",
        "options": {
            "stack_object": "clone",
            "kind": "copy",
            "choice": "chosen",
            "values": ["serra", "bears"],
            "player": "alice",
        },
    }


def test_707_3_a_clone_of_a_clone_copies_what_the_first_copied() -> None:
    catalog = _catalog(SERRA, CLONE, MIRROR_IMAGE, {**CLONE, "name": "Second Clone"})
    state = _clone_state()
    state["players"][0]["hand"].append({"id": "clone2", "card": "Second Clone"})
    state["players"][0]["mana_pool"] = {"U": 2, "C": 6}
    result = resolve(
        state,
        [
            {"type": "cast", "card": "clone"},
            {"type": "resolve", "choices": {"chosen": ["serra"]}},
            {"type": "cast", "card": "clone2"},
            {"type": "resolve", "choices": {"chosen": ["clone"]}},
        ],
        catalog,
    )
    second = result.state.battlefield[-1]
    assert second.id == "clone2" and second.printed_card == "Second Clone"
    assert second.characteristics is not None and second.characteristics.name == "Serra Angel"


def test_707_2_the_copy_leaves_as_its_own_card() -> None:
    state = _clone_state()
    result = resolve(
        state,
        [
            {"type": "cast", "card": "clone"},
            {"type": "resolve", "choices": {"chosen": ["bears"]}},
            {"type": "move", "permanent": "clone", "to": "graveyard"},
        ],
        _catalog(SERRA, CLONE, MIRROR_IMAGE),
    )
    card = result.state.players[0].graveyard[0]
    assert (card.id, card.card) == ("clone", "Clone")


def test_mirror_image_copies_only_a_creature_you_control() -> None:
    catalog = _catalog(SERRA, CLONE, MIRROR_IMAGE)
    with pytest.raises(IllegalAction, match="Not a creature to copy"):
        resolve(
            _clone_state(),
            [{"type": "cast", "card": "image"}, {"type": "resolve", "choices": {"chosen": ["serra"]}}],
            catalog,
        )
    result = resolve(
        _clone_state(),
        [{"type": "cast", "card": "image"}, {"type": "resolve", "choices": {"chosen": ["bears"]}}],
        catalog,
    )
    image = result.state.battlefield[-1]
    assert image.characteristics is not None and image.characteristics.power == 2


def test_an_empty_choice_declines_the_copy() -> None:
    result = resolve(
        _clone_state(),
        [{"type": "cast", "card": "clone"}, {"type": "resolve", "choices": {"chosen": []}}],
        _catalog(SERRA, CLONE, MIRROR_IMAGE),
    )
    assert _events(result, "copy_not_chosen") and [c.id for c in result.state.players[0].graveyard] == ["clone"]


def test_a_chosen_copy_given_to_an_action_that_makes_nothing_enter_is_refused() -> None:
    with pytest.raises(IllegalAction, match="Choice not used"):
        resolve(
            _clone_state(),
            [{"type": "pass_priority", "choices": {"chosen": ["serra"]}}],
            _catalog(SERRA, CLONE, MIRROR_IMAGE),
        )


def test_copy_lines_read() -> None:
    assert read_copy_line("You may have ~ enter as a copy of any creature on the battlefield.") == [
        {"kind": "enters_as_copy", "of": "creature"}
    ]
    assert read_copy_line("You may have ~ enter the battlefield as a copy of a creature you control.") == [
        {"kind": "enters_as_copy", "of": "creature_you_control"}
    ]
    assert (
        read_copy_line("You may have ~ enter as a copy of any creature on the battlefield, except it's a Bird.") is None
    )


def test_707_2_a_token_copy_of_target_creature_you_control() -> None:
    sorcery = {
        "name": "Copy Spell",
        "mana_cost": "{U}",
        "types": ["Sorcery"],
        "abilities": [
            {"kind": "spell", "effect": {"kind": "create_token_copy", "target": "creature:you_control", "count": 2}}
        ],
    }
    state = _state(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "alice", "counters": {"+1/+1": 1}}],
        hand=[{"id": "copy", "card": "Copy Spell"}],
        mana_pool={"U": 1},
    )
    result = resolve(
        state,
        [{"type": "cast", "card": "copy", "choices": {"targets": ["bears"]}}, {"type": "resolve"}],
        _catalog(sorcery),
    )
    tokens = [p for p in result.state.battlefield if p.is_token]
    assert [p.id for p in tokens] == ["grizzly-bears-token-1", "grizzly-bears-token-2"]
    assert all(p.characteristics is not None and p.characteristics.power == 2 for p in tokens)  # not the counter
    assert read_effects("Create a token that's a copy of target creature you control.") == [
        {"kind": "create_token_copy", "target": "creature:you_control"}
    ]
    assert read_effects("Create a tokens that are copies of target creature.") is None


def test_a_token_with_a_quoted_ability_is_read_as_a_permanents_line() -> None:
    text = (
        "Defender\nWhen Dragon Egg dies, create a 2/2 red Dragon creature token with flying and "
        '"{R}: This creature gets +1/+0 until end of turn."'
    )
    reading = read_card(CardFacts("Dragon Egg", "{2}{R}", "Creature — Dragon Egg", text, "0", "2"))
    assert reading.support == "full" and reading.definition is not None
    token = reading.definition["abilities"][0]["effect"]["token"]
    assert token["keywords"] == ["flying"]
    assert token["abilities"] == [
        {
            "kind": "activated",
            "cost": "{R}",
            "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": 0, "duration": "end_of_turn"},
        }
    ]
    # a quoted ability not read leaves the sentence unread; without a reader for it, too
    assert read_effects('Create a 1/1 white Spirit creature token with "~ can\'t block."') is None
    assert (
        read_token_effect('Create a 2/2 red Dragon creature token with "{R}: ~ gets +1/+0 until end of turn."') is None
    )
