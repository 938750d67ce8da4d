"""One creature acting on another (s13-bite, docs/oracle-bite.md), read from real Oracle text and
played: bites ("Target creature you control deals damage equal to its power [twice its power] to
target creature you don't control.": `choose_target` + `damage_by_it`, CR 601.2c, 608.2h, 120.1) and
fights ("... fights target creature you don't control.": `fight`, CR 701.14)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, run_with_cards, state
from tests.unit.conftest import read_full_definition as _read

RABID_BITE = (
    "Rabid Bite",
    "Sorcery",
    "Target creature you control deals damage equal to its power to target creature you don't control.",
    "{1}{G}",
)
POLLIWALLOP = (
    "Polliwallop",
    "Instant",
    "This spell costs {1} less to cast for each Frog you control.\nTarget creature you control deals damage equal "
    "to twice its power to target creature you don't control.",
    "{3}{G}",
)
# Prey Upon's Oracle text (a fight between two targets)
PREY_UPON = ("Prey Upon", "Sorcery", "Target creature you control fights target creature you don't control.", "{G}")
# Primal Might's Oracle text ("it" fights up to one target)
PRIMAL_MIGHT = (
    "Primal Might",
    "Sorcery",
    "Target creature you control gets +X/+X until end of turn. Then it fights up to one target creature you don't "
    "control.",
    "{X}{G}",
)
# An enters trigger in which ~ fights (Voracious Hydra's mode, as a whole trigger)
BRAWLER = (
    "Test Brawler",
    "Creature — Beast",
    "When Test Brawler enters, it fights up to one target creature you don't control.",
    "{3}{G}",
    ("4", "4"),
)


def _reads(text: str, type_line: str = "Sorcery") -> str:
    return read_card(CardFacts("Test Card", "{1}", type_line, text)).support


def creature(object_id: str, controller: str, power: int = 2, toughness: int = 2, **card: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "controller": controller,
        "controlled_since_turn": 1,
        "card": {"name": object_id.title(), "types": ["Creature"], "power": power, "toughness": toughness, **card},
    }


def _cast(
    card: tuple[Any, ...],
    targets: list[str],
    *battlefield: dict[str, Any],
    x: int | None = None,
    mana: dict[str, int] | None = None,
) -> dict[str, Any]:
    definition = _read(*card)
    game = state(
        battlefield=list(battlefield),
        alice={"mana_pool": mana or {"G": 4}, "hand": [{"id": "spell", "card": card[0]}]},
    )
    cast: dict[str, Any] = {"type": "cast", "card": "spell", "choices": {"targets": targets}}
    if x is not None:
        cast["x"] = x
    return run_with_cards(game, [cast, {"type": "resolve"}], definition)


def _gone(result: dict[str, Any], object_id: str) -> bool:
    return not [p for p in result["state"]["battlefield"] if p["id"] == object_id]


# --- reading --------------------------------------------------------------------------------------


def test_a_bite_reads_as_a_chosen_target_then_damage_by_it() -> None:
    assert _read(*RABID_BITE)["abilities"] == [
        {"kind": "spell", "effect": {"kind": "choose_target", "target": "creature:you_control"}},
        {
            "kind": "spell",
            "effect": {"kind": "damage_by_it", "amount": "its_power", "target": "creature:opponent_controls"},
        },
    ]


def test_twice_its_power_is_a_multiplier() -> None:
    damage = _read(*POLLIWALLOP)["abilities"][-1]["effect"]
    assert damage == {
        "kind": "damage_by_it",
        "amount": "its_power",
        "target": "creature:opponent_controls",
        "multiplier": 2,
    }


def test_fights_read() -> None:
    assert [a["effect"] for a in _read(*PREY_UPON)["abilities"]] == [
        {"kind": "choose_target", "target": "creature:you_control"},
        {"kind": "fight", "by": "it", "target": "creature:opponent_controls"},
    ]
    assert _read(*PRIMAL_MIGHT)["abilities"][1]["effect"] == {
        "kind": "fight",
        "by": "it",
        "target": "creature:opponent_controls",
        "target_count": 1,
        "up_to": True,
    }
    assert _read(*BRAWLER)["abilities"][0]["effect"] == {
        "kind": "fight",
        "by": "self",
        "target": "creature:opponent_controls",
        "target_count": 1,
        "up_to": True,
    }


@pytest.mark.parametrize(
    "text",
    [
        "Target creature you control deals damage equal to its power to target creature you don't control savagely.",
        "Target creature you control deals damage equal to thrice its power to target creature you don't control.",
        "Target creature you control fights target creature you don't control fiercely.",
        # ("... to another target creature." is read since s28-std: the second target other than the first,
        # tests/unit/test_s28_std.py)
        # two targets acting on one: not read
        "Two target creatures you control deal damage equal to its power to target creature you don't control.",
        "Target player fights target creature you don't control.",
    ],
)
def test_near_variants_are_not_read(text: str) -> None:
    assert _reads(text) != "full"


def test_a_bite_in_a_triggered_ability_is_read() -> None:
    # s20-trig2: a triggered ability's targets are chosen for each instance of "target" in order as it is put on the
    # stack (CR 603.3d, 601.2c), so the bite's two targets are read there too (Hunter's Talent)
    text = (
        "When ~ enters, target creature you control deals damage equal to its power to target creature you "
        "don't control."
    )
    assert _reads(text, "Creature — Beast") == "full"


# --- bite: the creature deals the damage (CR 120.1, 608.2h) --------------------------------------


def test_rabid_bite_the_creature_deals_damage_equal_to_its_power() -> None:
    result = _cast(RABID_BITE, ["wolf", "ogre"], creature("wolf", "alice", 3, 3), creature("ogre", "bob", 3, 3))
    dealt = [(e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt")]
    assert dealt == [("wolf", "ogre", 3)]
    assert _gone(result, "ogre")
    assert permanent(result, "wolf")["damage"] == 0  # one-sided: not a fight


def test_polliwallop_deals_twice_the_power() -> None:
    result = _cast(POLLIWALLOP, ["frog", "ogre"], creature("frog", "alice", 2, 2), creature("ogre", "bob", 4, 5))
    assert [(e["source"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("frog", 4)]
    assert permanent(result, "ogre")["damage"] == 4


def test_a_bite_with_its_lifelink_source_gains_life() -> None:
    result = _cast(
        RABID_BITE,
        ["wolf", "ogre"],
        creature("wolf", "alice", 3, 3, keywords=["lifelink"]),
        creature("ogre", "bob", 5, 5),
    )
    assert player_of(result, "alice")["life"] == 23


def test_a_bite_refuses_its_own_creature_as_the_second_target() -> None:
    with pytest.raises(IllegalAction):
        _cast(RABID_BITE, ["wolf", "elk"], creature("wolf", "alice"), creature("elk", "alice"))
    with pytest.raises(IllegalAction):  # the first target must be the caster's
        _cast(RABID_BITE, ["ogre", "wolf"], creature("wolf", "alice"), creature("ogre", "bob"))


def _on_the_stack(card: tuple[Any, ...], targets: list[str], *battlefield: dict[str, Any]) -> dict[str, Any]:
    """The spell already cast with these targets (posted on the stack), then resolved."""
    game = state(
        battlefield=list(battlefield),
        stack=[{"id": "spell", "card": card[0], "controller": "alice", "owner": "alice", "targets": targets}],
    )
    return run_with_cards(game, [{"type": "resolve"}], _read(*card))


def test_a_bite_whose_first_target_became_illegal_deals_no_damage() -> None:
    # the wolf is bob's now: no longer "a creature you control" (CR 608.2b): it deals no damage
    result = _on_the_stack(RABID_BITE, ["wolf", "ogre"], creature("wolf", "bob", 3, 3), creature("ogre", "bob", 3, 3))
    assert not events_of(result, "damage_dealt")
    assert permanent(result, "ogre")["damage"] == 0


def test_a_fight_whose_second_target_became_illegal_deals_no_damage() -> None:
    # the ogre is alice's now: no longer "a creature you don't control" (CR 608.2b, 701.14b)
    result = _on_the_stack(PREY_UPON, ["wolf", "ogre"], creature("wolf", "alice", 3, 3), creature("ogre", "alice"))
    assert not events_of(result, "damage_dealt")


# --- fight (CR 701.14) ----------------------------------------------------------------------------


def test_prey_upon_each_deals_damage_equal_to_its_power_to_the_other() -> None:
    result = _cast(PREY_UPON, ["wolf", "ogre"], creature("wolf", "alice", 3, 4), creature("ogre", "bob", 2, 3))
    dealt = sorted((e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt"))
    assert dealt == [("ogre", "wolf", 2), ("wolf", "ogre", 3)]
    assert _gone(result, "ogre")
    assert permanent(result, "wolf")["damage"] == 2


def test_a_fight_deals_both_amounts_at_once_and_applies_deathtouch() -> None:
    result = _cast(
        PREY_UPON,
        ["wolf", "asp"],
        creature("wolf", "alice", 5, 5),
        creature("asp", "bob", 1, 1, keywords=["deathtouch"]),
    )
    assert _gone(result, "wolf") and _gone(result, "asp")  # both died: the asp's 1 damage was deathtouch


def test_primal_might_pumps_then_fights_with_the_new_power() -> None:
    result = _cast(PRIMAL_MIGHT, ["wolf", "ogre"], creature("wolf", "alice", 2, 2), creature("ogre", "bob", 3, 4), x=2)
    assert ("wolf", "ogre", 4) in [(e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt")]
    assert _gone(result, "ogre")
    assert permanent(result, "wolf")["damage"] == 3  # a 4/4 until end of turn: it survives


def test_primal_might_with_no_second_target_only_pumps() -> None:
    result = _cast(PRIMAL_MIGHT, ["wolf"], creature("wolf", "alice", 2, 2), creature("ogre", "bob", 4, 4), x=1)
    assert not events_of(result, "damage_dealt")


def test_an_enters_trigger_fight_by_the_creature_itself() -> None:
    definition = _read(*BRAWLER)
    game = state(
        battlefield=[creature("ogre", "bob", 3, 3)],
        alice={"mana_pool": {"G": 4}, "hand": [{"id": "brawler", "card": "Test Brawler"}]},
    )
    actions = [
        {"type": "cast", "card": "brawler"},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"targets": ["ogre"]}},
    ]
    result = run_with_cards(game, actions, definition)
    dealt = sorted((e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt"))
    assert dealt == [("brawler", "ogre", 4), ("ogre", "brawler", 3)]
    assert _gone(result, "ogre")


# --- threaten: "Gain control of target creature until end of turn." (CR 613.1b, 611.2a, 514.2) ----

ACT_OF_TREASON = (
    "Act of Treason",
    "Sorcery",
    "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. (It "
    "can attack and {T} this turn.)",
    "{2}{R}",
)


def test_act_of_treason_reads_as_control_untap_and_haste() -> None:
    assert [a["effect"] for a in _read(*ACT_OF_TREASON)["abilities"]] == [
        {"kind": "gain_control", "target": "creature"},
        {"kind": "untap", "target": "it:creature"},
        {"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "end_of_turn", "keywords": ["haste"]},
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Gain control of target creature for as long as you control ~.",
        "Gain control of target creature until your next turn.",
        "Gain control of target creature until end of turn quietly.",
        "Gain control of target artifact until end of turn. Untap that creature.",  # "that creature" isn't it
    ],
)
def test_threaten_near_variants_are_not_read(text: str) -> None:
    assert _reads(text) != "full"


def _treason(*actions: dict[str, Any]) -> dict[str, Any]:
    ogre = creature("ogre", "bob", 3, 3)
    ogre["tapped"] = True
    ogre["owner"] = "bob"
    game = state(
        battlefield=[ogre],
        alice={"mana_pool": {"R": 3}, "hand": [{"id": "spell", "card": "Act of Treason"}]},
    )
    cast = {"type": "cast", "card": "spell", "choices": {"targets": ["ogre"]}}
    return run_with_cards(game, [cast, {"type": "resolve"}, *actions], _read(*ACT_OF_TREASON))


def test_act_of_treason_gains_control_untaps_and_gives_haste() -> None:
    result = _treason()
    ogre = permanent(result, "ogre")
    assert (ogre["controller"], ogre["owner"], ogre["base_controller"], ogre["tapped"]) == (
        "alice",
        "bob",
        "bob",
        False,
    )
    changed = events_of(result, "control_changed")
    assert [(e["controller"], e["previous_controller"]) for e in changed] == [("alice", "bob")]
    assert "CR 613.1b" in changed[0]["cites"] and "CR 302.6" in changed[0]["cites"]


def test_the_stolen_creature_can_attack_its_owner_this_turn() -> None:
    result = _treason(
        {"type": "next_step"},
        {"type": "next_step"},
        {"type": "declare_attackers", "attackers": [{"id": "ogre", "defending": "bob"}]},
    )
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == ["ogre"]


def test_control_returns_to_its_owner_in_the_cleanup_step() -> None:
    result = _treason({"type": "next_turn"})
    ogre = permanent(result, "ogre")
    assert ogre["controller"] == "bob" and "base_controller" not in ogre
    back = events_of(result, "control_changed")[-1]
    assert (back["controller"], back["previous_controller"]) == ("bob", "alice")


def test_a_posted_state_under_the_effect_ends_it_in_the_cleanup_step() -> None:
    # the state as a client posts it after the spell resolved (the effect on the permanent)
    ogre = creature("ogre", "alice", 3, 3)
    ogre.update(owner="bob", base_controller="bob", effects=[{"controller": "alice", "keywords": []}])
    game = state(battlefield=[ogre], step="end")
    result = run_with_cards(game, [{"type": "next_step"}])
    assert permanent(result, "ogre")["controller"] == "bob"


# --- a second target for a second part of damage; "that creature" as the biter ---------------------

CONDUCT_ELECTRICITY = (
    "Conduct Electricity",
    "Instant",
    "Conduct Electricity deals 6 damage to target creature and 2 damage to up to one target creature token.",
    "{4}{R}",
)
# Hunter's Edge's Oracle text: "that creature" is the one the first sentence targeted
HUNTERS_EDGE = (
    "Hunter's Edge",
    "Sorcery",
    "Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to "
    "target creature you don't control.",
    "{3}{G}",
)


def test_conduct_electricity_reads_as_two_damage_effects_with_their_own_targets() -> None:
    assert [a["effect"] for a in _read(*CONDUCT_ELECTRICITY)["abilities"]] == [
        {"kind": "damage", "amount": 6, "target": "creature"},
        {"kind": "damage", "amount": 2, "target": "permanent:token:creature", "target_count": 1, "up_to": True},
    ]


def _token(object_id: str, controller: str) -> dict[str, Any]:
    return {**creature(object_id, controller, 1, 1), "is_token": True}


def test_conduct_electricity_deals_6_and_2_to_its_two_targets() -> None:
    result = _cast(
        CONDUCT_ELECTRICITY, ["ogre", "fish"], creature("ogre", "bob", 5, 6), _token("fish", "bob"), mana={"R": 5}
    )
    dealt = [(e["to"], e["amount"]) for e in events_of(result, "damage_dealt")]
    assert dealt == [("ogre", 6), ("fish", 2)]
    assert _gone(result, "ogre") and _gone(result, "fish")


def test_conduct_electricity_up_to_one_token_may_be_none() -> None:
    result = _cast(CONDUCT_ELECTRICITY, ["ogre"], creature("ogre", "bob", 5, 6), _token("fish", "bob"), mana={"R": 5})
    assert [(e["to"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("ogre", 6)]


def test_conduct_electricity_refuses_a_nontoken_as_the_second_target() -> None:
    with pytest.raises(IllegalAction):
        _cast(
            CONDUCT_ELECTRICITY, ["ogre", "elk"], creature("ogre", "bob", 5, 6), creature("elk", "bob"), mana={"R": 5}
        )


def test_hunters_edge_that_creature_deals_the_damage_after_its_counter() -> None:
    assert [a["effect"]["kind"] for a in _read(*HUNTERS_EDGE)["abilities"]] == ["put_counters", "damage_by_it"]
    result = _cast(HUNTERS_EDGE, ["wolf", "ogre"], creature("wolf", "alice", 2, 2), creature("ogre", "bob", 3, 3))
    assert [(e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("wolf", "ogre", 3)]


# --- exchange of control (CR 701.12) -------------------------------------------------------------

SWITCHEROO = ("Switcheroo", "Sorcery", "Exchange control of two target creatures.", "{4}{U}")


def _switch(targets: list[str], *battlefield: dict[str, Any]) -> dict[str, Any]:
    return _cast(SWITCHEROO, targets, *battlefield, mana={"U": 5})


def test_switcheroo_exchanges_control_for_good() -> None:
    assert _read(*SWITCHEROO)["abilities"] == [
        {"kind": "spell", "effect": {"kind": "exchange_control", "target": "creature"}}
    ]
    mine, theirs = creature("bear", "alice"), {**creature("ogre", "bob", 3, 3), "owner": "bob"}
    mine["owner"] = "alice"
    result = _switch(["bear", "ogre"], mine, theirs)
    assert permanent(result, "bear")["controller"] == "bob" and permanent(result, "ogre")["controller"] == "alice"
    assert {(e["permanent"], e["controller"]) for e in events_of(result, "control_changed")} == {
        ("bear", "bob"),
        ("ogre", "alice"),
    }
    later = run_with_cards(result["state"], [{"type": "next_turn"}], _read(*SWITCHEROO))
    assert permanent(later, "ogre")["controller"] == "alice"  # no duration: it lasts (CR 611.2a)


def test_an_exchange_between_creatures_of_one_controller_changes_nothing() -> None:
    result = _switch(["bear", "elk"], creature("bear", "bob"), creature("elk", "bob"))
    assert not events_of(result, "control_changed")
    assert "CR 701.12b" in events_of(result, "effect_skipped")[0]["cites"]


def test_an_exchange_with_one_target_gone_does_nothing() -> None:
    game = state(
        battlefield=[creature("bear", "alice"), creature("ogre", "bob")],
        stack=[
            {"id": "spell", "card": "Switcheroo", "controller": "alice", "owner": "alice", "targets": ["bear", "gone"]}
        ],
    )
    result = run_with_cards(game, [{"type": "resolve"}], _read(*SWITCHEROO))
    assert not events_of(result, "control_changed")
    assert permanent(result, "bear")["controller"] == "alice"
    assert "CR 701.12a" in events_of(result, "effect_skipped")[-1]["cites"]  # the entire exchange can't happen


def test_an_exchange_takes_exactly_two_targets() -> None:
    with pytest.raises(IllegalAction):
        _switch(["bear"], creature("bear", "alice"), creature("ogre", "bob"))


def test_a_second_part_with_the_only_target_still_reads_as_before() -> None:
    # no target before it: the second part's target is the spell's one target (unchanged reading)
    assert [
        a["effect"]
        for a in _read(
            "Test Quake", "Sorcery", "~ deals 2 damage to each creature and 1 damage to target player.", "{R}"
        )["abilities"]
    ] == [
        {"kind": "damage", "amount": 2, "target": "each_creature"},
        {"kind": "damage", "amount": 1, "target": "player"},
    ]


# --- "create a <token> for each <permanents>" (CR 111.1, 608.2h) -----------------------------------

# Lena, Selfless Champion's first line (its second line is not read: the card stays partial)
RALLIER = (
    "Test Rallier",
    "Creature — Human Knight",
    "When Test Rallier enters, create a 1/1 white Soldier creature token for each nontoken creature you control.",
    "{4}{W}{W}",
    ("3", "3"),
)


@pytest.mark.parametrize(
    "text",
    [
        "Create two 1/1 green Saproling creature tokens for each creature you control.",  # a multiple of a count
        "Create a 1/1 green Saproling creature token for each opponent you have.",
        "Create a 1/1 green Saproling creature token for each creature you control proudly.",
    ],
)
def test_tokens_for_each_near_variants_are_not_read(text: str) -> None:
    assert _reads(text) != "full"


def test_a_token_for_each_nontoken_creature_you_control_counts_as_it_resolves() -> None:
    definition = _read(*RALLIER)
    assert definition["abilities"][0]["effect"]["count"] == "count:creature:nontoken:you_control"
    game = state(
        battlefield=[
            creature("bear", "alice"),
            {**creature("fish", "alice", 1, 1), "is_token": True},
            creature("ogre", "bob"),
        ],
        alice={"mana_pool": {"W": 6}, "hand": [{"id": "rallier", "card": "Test Rallier"}]},
    )
    result = run_with_cards(
        game, [{"type": "cast", "card": "rallier"}, {"type": "resolve"}, {"type": "resolve"}], definition
    )
    soldiers = [p for p in result["state"]["battlefield"] if p["is_token"] and p["id"] != "fish"]
    assert len(soldiers) == 2  # the bear and the Rallier itself; not the Fish token, not Bob's ogre
    assert all(p["controller"] == "alice" and p["is_token"] for p in soldiers)


def test_an_activated_bite_takes_both_targets_as_it_is_activated() -> None:
    # a bite as an activated ability's effect (CR 602.2b: targets chosen as it is activated, in order)
    biter = (
        "Test Biting Post",
        "Artifact",
        "{2}, {T}: Target creature you control deals damage equal to its power to target creature you don't control.",
        "{3}",
    )
    definition = _read(*biter)
    post = {"id": "post", "card": "Test Biting Post", "controller": "alice", "controlled_since_turn": 1}
    game = state(
        battlefield=[post, creature("wolf", "alice", 3, 3), creature("ogre", "bob", 3, 3)],
        alice={"mana_pool": {"C": 2}},
    )
    actions = [
        {"type": "activate", "permanent": "post", "ability": 0, "choices": {"targets": ["wolf", "ogre"]}},
        {"type": "resolve"},
    ]
    result = run_with_cards(game, actions, definition)
    assert [(e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("wolf", "ogre", 3)]


def test_gain_control_without_a_duration_lasts() -> None:
    # Agent of Treachery's first line: control for good (CR 611.2a), even after its source leaves
    agent = (
        "Test Agent",
        "Creature — Human Rogue",
        "When Test Agent enters, gain control of target permanent.",
        "{5}{U}{U}",
        ("2", "3"),
    )
    definition = _read(*agent)
    assert definition["abilities"][0]["effect"] == {
        "kind": "gain_control",
        "target": "permanent",
        "duration": "indefinitely",
    }
    ogre = {**creature("ogre", "bob", 3, 3), "owner": "bob"}
    game = state(battlefield=[ogre], alice={"mana_pool": {"U": 7}, "hand": [{"id": "agent", "card": "Test Agent"}]})
    actions = [
        {"type": "cast", "card": "agent"},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"targets": ["ogre"]}},
        {"type": "move", "permanent": "agent", "to": "graveyard"},
        {"type": "next_turn"},
    ]
    result = run_with_cards(game, actions, definition)
    assert permanent(result, "ogre")["controller"] == "alice"
