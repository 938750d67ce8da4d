"""Copies of spells (s14-copies, docs/oracle-copies.md): read from real cards' Oracle text and played
by the engine (CR 707.10, 707.10a, 707.10c, 602.5b); near variants with a word the grammar doesn't know
stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

KITSA_TEXT = (
    "Vigilance\n"
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n"
    "{T}: Draw a card, then discard a card.\n"
    "{2}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for the copy. "
    "Activate only if Kitsa's power is 3 or greater."
)


BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}


def _kitsa() -> dict[str, Any]:
    return read_full_definition(
        "Kitsa, Otterball Elite", "Legendary Creature — Otter Wizard", KITSA_TEXT, "{1}{U}", ("1", "3")
    )


def _not_modelled(oracle: str, type_line: str = "Creature — Otter Wizard") -> list[str]:
    reading = read_card(
        CardFacts(name="Test", mana_cost="{1}{U}", type_line=type_line, oracle_text=oracle, power="1", toughness="3")
    )
    return reading.not_modelled


def _lands(n: int) -> list[dict[str, Any]]:
    return [{"id": f"land-{i}", "card": "Forest", "controller": "alice"} for i in range(n)]


def _kitsa_game(power_counters: int = 2, *, bolt_controller: str = "alice") -> dict[str, Any]:
    kitsa = {
        "id": "kitsa",
        "card": "Kitsa, Otterball Elite",
        "controller": "alice",
        "counters": {"+1/+1": power_counters},
    }
    bolt = {
        "id": "bolt",
        "card": "Test Bolt",
        "controller": bolt_controller,
        "owner": bolt_controller,
        "targets": ["bob"],
    }
    return state(battlefield=[kitsa, *_lands(1)], stack=[bolt], alice={"mana_pool": {"C": 2}})


# --- reading -------------------------------------------------------------------------------------


def test_707_10_copy_target_spell_is_read_with_new_targets_and_power_condition() -> None:
    kitsa = _kitsa()
    copy = kitsa["abilities"][-1]
    assert copy["effect"] == {
        "kind": "copy_spell",
        "target": "spell:instant_or_sorcery:you_control",
        "new_targets": True,
    }
    assert copy["activate_only_if_power_at_least"] == 3
    assert copy["cost"] == "{2}{T}"


def test_707_10_honesty_near_variants_are_not_modelled() -> None:
    base = "{2}, {T}: Copy target instant or sorcery spell you control."
    assert not _not_modelled(base)
    # an unknown word in each new construction
    assert _not_modelled(
        "{2}, {T}: Copy target instant or sorcery spell you control. You may choose new wombats for the copy."
    )
    assert _not_modelled(
        "{2}, {T}: Copy target instant or sorcery spell you control. Activate only if ~'s power is 3 or wombat."
    )
    assert _not_modelled("{2}, {T}: Copy target wombat spell you control.")
    # a creature spell copy (it would become a token, CR 707.10f): not read
    assert _not_modelled("{2}, {T}: Copy target creature spell you control.")
    # new targets with no copy before it
    assert _not_modelled("{2}, {T}: Draw a card. You may choose new targets for the copy.")


# --- the engine ----------------------------------------------------------------------------------


def test_707_10_the_copy_resolves_first_and_ceases_to_exist() -> None:
    kitsa = _kitsa()
    game = _kitsa_game()
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "kitsa", "ability": 1, "choices": {"targets": ["bolt"]}},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
        kitsa,
        BOLT,
    )
    (copied,) = events_of(result, "spell_copied")
    assert copied["of"] == "bolt" and copied["spell_copy"] == "bolt-copy-1" and copied["targets"] == ["bob"]
    assert "CR 707.10" in copied["cites"]
    # the copy dealt 3, then the original 3 (CR 608.2); the copy went to no zone (CR 707.10a)
    assert player_of(result, "bob")["life"] == 14
    (gone,) = events_of(result, "spell_copy_ceased_to_exist")
    assert gone["stack_object"] == "bolt-copy-1" and "CR 704.5e" in gone["cites"]
    graveyard = [card["id"] for card in player_of(result, "alice")["graveyard"]]
    assert graveyard == ["bolt"]
    assert result["state"]["stack"] == []
    # the copy wasn't cast (CR 707.10): no spell counted
    assert player_of(result, "alice").get("spells_cast_this_turn", 0) == 0


def test_707_10c_new_targets_for_the_copy() -> None:
    kitsa = _kitsa()
    game = _kitsa_game()
    game["battlefield"].append({"id": "bears", "card": "Grizzly Bears", "controller": "bob"})
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "kitsa", "ability": 1, "choices": {"targets": ["bolt"]}},
            {"type": "resolve", "choices": {"copy_targets": ["bears"]}},
            {"type": "resolve"},
        ],
        kitsa,
        BOLT,
    )
    (copied,) = events_of(result, "spell_copied")
    assert copied["targets"] == ["bears"] and "CR 707.10c" in copied["cites"]
    assert all(p["id"] != "bears" for p in result["state"]["battlefield"])
    assert player_of(result, "bob")["life"] == 20  # the original has not resolved yet
    assert [item["id"] for item in result["state"]["stack"]] == ["bolt"]
    # an illegal new target is refused (CR 707.10c: new targets must be legal)
    with pytest.raises(IllegalAction):
        _run(
            game,
            [
                {"type": "activate", "permanent": "kitsa", "ability": 1, "choices": {"targets": ["bolt"]}},
                {"type": "resolve", "choices": {"copy_targets": ["land-0", "bob"]}},
            ],
            kitsa,
            BOLT,
        )


def test_602_5b_activate_only_if_power_is_3_or_greater() -> None:
    kitsa = _kitsa()
    with pytest.raises(IllegalAction, match="power"):
        _run(
            _kitsa_game(power_counters=1),
            [{"type": "activate", "permanent": "kitsa", "ability": 1, "choices": {"targets": ["bolt"]}}],
            kitsa,
            BOLT,
        )


def test_707_10_target_spell_you_control_only() -> None:
    kitsa = _kitsa()
    with pytest.raises(IllegalAction):
        _run(
            _kitsa_game(bolt_controller="bob"),
            [{"type": "activate", "permanent": "kitsa", "ability": 1, "choices": {"targets": ["bolt"]}}],
            kitsa,
            BOLT,
        )


def test_707_10a_a_countered_copy_ceases_to_exist() -> None:
    kitsa = _kitsa()
    game = _kitsa_game()
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "kitsa", "ability": 1, "choices": {"targets": ["bolt"]}},
            {"type": "resolve"},
            {"type": "move", "permanent": "bolt-copy-1", "to": "graveyard"},
        ],
        kitsa,
        BOLT,
    )
    assert events_of(result, "spell_copy_ceased_to_exist")
    assert [card["id"] for card in player_of(result, "alice")["graveyard"]] == []
    assert permanent(result, "kitsa")["tapped"] is True


# --- storm from an emblem (CR 702.40a, 114.4): Ral, Crackling Wit --------------------------------

RAL_TEXT = (
    "Whenever you cast a noncreature spell, put a loyalty counter on Ral, Crackling Wit.\n"
    "+1: Create a 1/1 blue and red Otter creature token with prowess.\n"
    "−3: Draw three cards, then discard two cards.\n"
    '−10: Draw three cards. You get an emblem with "Instant and sorcery spells you cast have storm." '
    "(Whenever you cast an instant or sorcery spell, copy it for each spell cast before it this turn.)"
)
STORM_EMBLEM = {
    "id": "alice-emblem-1",
    "source": "Ral, Crackling Wit",
    "abilities": [{"kind": "spells_you_cast_have", "keyword": "storm", "spells": "instant_or_sorcery"}],
}


def _ral() -> dict[str, Any]:
    reading = read_card(
        CardFacts(
            name="Ral, Crackling Wit",
            mana_cost="{2}{U}{R}",
            type_line="Legendary Planeswalker — Ral",
            oracle_text=RAL_TEXT,
            loyalty="4",
        )
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def test_702_40a_ral_emblem_with_storm_is_read() -> None:
    ral = _ral()
    minus = ral["abilities"][-1]
    assert minus["cost"] == "-10"
    assert minus["then_effects"] == [{"kind": "get_emblem", "abilities": STORM_EMBLEM["abilities"]}]
    # other spell types, or an unknown word, are not read
    for text in (
        '−10: You get an emblem with "Instant and creature spells you cast have storm."',
        '−10: You get an emblem with "Instant and sorcery spells you cast have wombat."',
    ):
        reading = read_card(
            CardFacts(name="T", mana_cost="{1}", type_line="Legendary Planeswalker — T", oracle_text=text, loyalty="4")
        )
        assert reading.not_modelled
    # on a permanent (not an emblem) the engine has no such ability: not modelled
    reading = read_card(
        CardFacts(
            name="T",
            mana_cost="{1}",
            type_line="Enchantment",
            oracle_text="Instant and sorcery spells you cast have storm.",
        )
    )
    assert reading.not_modelled


def _storm_game(spells_before: int) -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"R": 1},
            "hand": [{"id": "bolt", "card": "Test Bolt"}],
            "emblems": [STORM_EMBLEM],
            "spells_cast_this_turn": spells_before,
        },
        bob={"spells_cast_this_turn": 1},
    )


def test_702_40a_storm_copies_for_each_spell_cast_before_it() -> None:
    cast = {"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}
    result = _run(_storm_game(1), [cast, {"type": "resolve"}], BOLT)
    # alice cast one before it, bob one: two copies (CR 702.40a), on the stack above the spell
    copied = events_of(result, "spell_copied")
    assert len(copied) == 2 and all("CR 702.40a" in e["cites"] for e in copied)
    assert [item["id"] for item in result["state"]["stack"]] == ["bolt-copy-2", "bolt-copy-1", "bolt"]
    after = _run(result["state"], [{"type": "resolve"}] * 3, BOLT)
    assert player_of(after, "bob")["life"] == 11
    assert len(events_of(after, "spell_copy_ceased_to_exist")) == 2
    # copies are not cast (CR 707.10): the count is unchanged
    assert player_of(after, "alice")["spells_cast_this_turn"] == 2


def test_702_40a_storm_new_targets_for_each_copy_and_none_before_it() -> None:
    cast = {"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}
    result = _run(_storm_game(1), [cast, {"type": "resolve", "choices": {"copies_targets": [["alice"], []]}}], BOLT)
    targets = [e["targets"] for e in events_of(result, "spell_copied")]
    assert targets == [["alice"], ["bob"]]
    # the first spell of the turn (bob cast none either): no copy
    game = _storm_game(0)
    game["players"][1]["spells_cast_this_turn"] = 0
    first = _run(game, [cast, {"type": "resolve"}], BOLT)
    assert events_of(first, "spell_copied") == []
    assert [item["id"] for item in first["state"]["stack"]] == ["bolt"]



def test_702_40a_a_posted_storm_count_past_the_engine_bound_is_refused_not_played_out() -> None:
    """`spells_cast_this_turn` has no upper bound in a posted state: a storm count past
    MAX_TOKENS_PER_EFFECT copies is a clear refusal, not a billion copies made one by one."""
    cast = {"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}
    with pytest.raises(IllegalAction) as refused:
        _run(_storm_game(1_000_000_000), [cast, {"type": "resolve"}], BOLT)
    assert refused.value.title == "Too many copies" and "CR 702.40a" in refused.value.cites
    at_the_bound = _run(_storm_game(99), [cast, {"type": "resolve"}], BOLT)  # bob's one: 100 copies
    assert len(events_of(at_the_bound, "spell_copied")) == 100

# --- Valley Floodcaller: "as though they had flash" (CR 702.8a, 601.3), a group of subtypes, "Untap them." ----

FLOODCALLER_TEXT = (
    "Flash\n"
    "You may cast noncreature spells as though they had flash.\n"
    "Whenever you cast a noncreature spell, Birds, Frogs, Otters, and Rats you control get +1/+1 until end of "
    "turn. Untap them."
)
SORCERY = {
    "name": "Test Sorcery Bolt",
    "mana_cost": "{R}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
OTTER = {
    "name": "Test Otter",
    "mana_cost": "{U}",
    "types": ["Creature"],
    "subtypes": ["Otter"],
    "power": 1,
    "toughness": 1,
}


def _floodcaller() -> dict[str, Any]:
    return read_full_definition("Valley Floodcaller", "Creature — Otter Wizard", FLOODCALLER_TEXT, "{2}{U}", ("2", "2"))


def test_702_8a_floodcaller_is_read() -> None:
    abilities = _floodcaller()["abilities"]
    assert {"kind": "cast_as_though_flash", "spells": "noncreature"} in abilities
    trigger = next(a for a in abilities if a["kind"] == "cast_trigger")
    assert trigger["effect"]["target"] == "all:Bird_or_Frog_or_Otter_or_Rat:you_control"
    assert trigger["then_effects"] == [{"kind": "untap", "target": "all:Bird_or_Frog_or_Otter_or_Rat:you_control"}]
    # near variants: an unknown word, creature spells, "them" with no group before it, a targeted sequence
    assert _not_modelled("You may cast noncreature spells as though they had wombat.")
    # s17-core: "creature spells" is read now (tests/unit/test_s17_core.py); an unknown word is not
    assert _not_modelled("You may cast creature spells as though they had frob.")
    assert _not_modelled("Whenever you cast a noncreature spell, untap them.")
    assert _not_modelled(
        "Whenever you cast a noncreature spell, Birds, Frogs, Otters, and Blorbs you control get "
        "+1/+1 until end of turn. Untap them."
    )


def test_702_8a_noncreature_spells_at_instant_speed_and_the_group_untapped() -> None:
    floodcaller = _floodcaller()
    game = state(
        active_player="bob",
        battlefield=[
            {"id": "caller", "card": "Valley Floodcaller", "controller": "alice"},
            {"id": "otter", "card": "Test Otter", "controller": "alice", "tapped": True},
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "tapped": True},
        ],
        alice={
            "mana_pool": {"R": 1},
            "hand": [{"id": "sorc", "card": "Test Sorcery Bolt"}, {"id": "otter2", "card": "Test Otter"}],
        },
    )
    game["priority_player"] = "alice"
    cast = {"type": "cast", "player": "alice", "card": "sorc", "choices": {"targets": ["bob"]}}
    result = _run(game, [cast, {"type": "resolve"}], floodcaller, SORCERY, OTTER)
    otter = permanent(result, "otter")
    assert otter["tapped"] is False and otter["characteristics"]["power"] == 2
    assert permanent(result, "bear")["tapped"] is True  # not a Bird, Frog, Otter or Rat
    assert permanent(result, "caller")["characteristics"]["power"] == 3  # an Otter Wizard itself: +1/+1
    # a creature spell still waits for its caster's main phase (CR 302.1)
    with pytest.raises(IllegalAction, match="Wrong time"):
        _run(
            {**game, "players": [{**game["players"][0], "mana_pool": {"U": 1}}, game["players"][1]]},
            [{"type": "cast", "player": "alice", "card": "otter2"}],
            floodcaller,
            SORCERY,
            OTTER,
        )
    # without Floodcaller the sorcery waits too
    bare = {**game, "battlefield": game["battlefield"][1:]}
    with pytest.raises(IllegalAction, match="Wrong time"):
        _run(bare, [cast], floodcaller, SORCERY, OTTER)
