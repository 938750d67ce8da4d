"""Static abilities read from Oracle text (docs/oracle-statics.md), each played from the real card's
text as the reader reads it, with a near variant the grammar must not read (honesty by construction):
- "This spell costs {1} less to cast if you control an Otter / for each Lizard you control."
  (`self_cost_reduction`, CR 601.2f, 118.7a; rules/self_cost_reduction.py);
- "Instant and sorcery spells you cast cost {1} less to cast." (`spells_cost_less`, CR 601.2f);
- "This creature can't block." (`self_cant_block`, CR 509.1b; rules/self_cant_block.py);
- "This creature can't be blocked by creatures with power 2 or less." (`cant_be_blocked_by`
  `power_at_most`, CR 509.1b; rules/evasion.py);
- "Other creatures you control have prowess." (a granted keyword, CR 702.108a, 613.1f)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import permanent, run, state
from tests.unit.conftest import read_full_definition as _read


def _not_modelled(name: str, type_line: str, oracle: str, cost: str) -> list[str]:
    reading = read_card(CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=oracle))
    assert reading.support != "full"
    return list(reading.not_modelled)


def _creature(
    object_id: str,
    controller: str = "alice",
    *,
    subtypes: tuple[str, ...] = (),
    power: int = 1,
    toughness: int = 1,
    card: dict[str, Any] | None = None,
) -> dict[str, Any]:
    definition = card or {
        "name": f"Test {object_id}",
        "types": ["Creature"],
        "subtypes": list(subtypes),
        "power": power,
        "toughness": toughness,
    }
    return {"id": object_id, "controller": controller, "controlled_since_turn": 1, "card": definition}


def _cost(result: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = result["queries"][0]["result"]
    return answer


PEARL = (
    "Pearl of Wisdom",
    "Sorcery",
    "This spell costs {1} less to cast if you control an Otter.\nDraw two cards.",
    "{2}{U}",
)
SCALES = (
    "Scales of Shale",
    "Instant",
    "This spell costs {1} less to cast for each Lizard you control.\n"
    "Target creature gets +2/+0 and gains lifelink and indestructible until end of turn.",
    "{2}{B}",
)


def test_601_2f_a_spell_costs_less_if_you_control_a_permanent() -> None:
    pearl = _read(*PEARL)
    assert pearl["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1, "if_you_control": "permanent:Otter"}
    hand = {"hand": [{"id": "pearl", "card": pearl}]}
    alone = run(state(alice=hand), [{"type": "compute_cost", "card": "pearl"}])
    assert _cost(alone) == {"mana": "{2}{U}", "additional": [], "mana_value": 3}
    theirs = run(
        state(alice=hand, battlefield=[_creature("o", "bob", subtypes=("Otter",))]),
        [{"type": "compute_cost", "card": "pearl"}],
    )
    assert _cost(theirs)["mana"] == "{2}{U}"  # an opponent's Otter is not one you control
    mine = state(alice={**hand, "mana_pool": {"U": 2}}, battlefield=[_creature("o", subtypes=("Otter",))])
    assert _cost(run(mine, [{"type": "compute_cost", "card": "pearl"}])) == {
        "mana": "{1}{U}",
        "additional": [],
        "mana_value": 3,
    }  # the mana value is unchanged (202.3)
    result = run(mine, [{"type": "cast", "card": "pearl"}, {"type": "resolve"}])
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert len(alice["hand"]) == 2 and not any(alice["mana_pool"].values())  # {1}{U} paid with {U}{U}


def test_601_2f_a_spell_costs_less_for_each_permanent_you_control_never_below_its_colored_mana() -> None:
    scales = _read(*SCALES)
    assert scales["abilities"][0] == {
        "kind": "self_cost_reduction",
        "generic": 1,
        "for_each_you_control": "permanent:Lizard",
    }
    hand = {"hand": [{"id": "s", "card": scales}]}
    lizards = [_creature(f"l{n}", subtypes=("Lizard",)) for n in range(3)]
    one = run(
        state(alice=hand, battlefield=[*lizards[:1], _creature("x", "bob", subtypes=("Lizard",))]),
        [{"type": "compute_cost", "card": "s"}],
    )
    assert _cost(one)["mana"] == "{1}{B}"
    three = run(state(alice=hand, battlefield=lizards), [{"type": "compute_cost", "card": "s"}])
    assert _cost(three)["mana"] == "{B}"  # only the generic component, never below zero (118.7a)


STORMCATCH = (
    "Stormcatch Mentor",
    "Creature — Otter Wizard",
    "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n"
    "Instant and sorcery spells you cast cost {1} less to cast.",
    "{U}{R}",
    ("1", "1"),
)
DIVINATION = {
    "name": "Test Divination",
    "mana_cost": "{2}{U}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 2}}],
}


def test_601_2f_instant_and_sorcery_spells_you_cast_cost_less() -> None:
    mentor = _read(*STORMCATCH)
    # read by s11-classes' cost reduction of spells of a kind (one reading of the line)
    assert {k: v for k, v in mentor["abilities"][-1].items()} == {
        "kind": "cost_reduction", "spells": "instant_or_sorcery", "generic": 1}
    hand = [{"id": "d", "card": DIVINATION}, {"id": "b", "card": "Grizzly Bears"}]
    game = state(alice={"hand": hand}, battlefield=[_creature("m", card=mentor), _creature("m2", card=mentor)])
    result = run(game, [{"type": "compute_cost", "card": "d"}, {"type": "compute_cost", "card": "b"}])
    assert [q["result"]["mana"] for q in result["queries"]] == ["{U}", "{1}{G}"]  # two add up; a creature: no
    theirs = state(alice={"hand": hand}, battlefield=[_creature("m", "bob", card=mentor)])
    assert _cost(run(theirs, [{"type": "compute_cost", "card": "d"}]))["mana"] == "{2}{U}"


STARSCAPE = (
    "Starscape Cleric",
    "Creature — Bat Cleric",
    "Flying\nThis creature can't block.\nWhenever you gain life, each opponent loses 1 life.",
    "{1}{B}",
    ("2", "1"),
)
RAMPAGER = (
    "Rust-Shield Rampager",
    "Creature — Raccoon Warrior",
    "This creature can't be blocked by creatures with power 2 or less.",
    "{3}{G}",
    ("4", "4"),
)
_DECLARE = [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}, {"type": "next_step"}]


def test_509_1b_a_creature_that_cant_block() -> None:
    cleric = _read(*STARSCAPE)
    assert {"kind": "self_cant_block"} in cleric["abilities"]
    game = state(step="declare_attackers", battlefield=[_creature("a"), _creature("c", "bob", card=cleric)])
    with pytest.raises(IllegalAction, match="can't block") as refusal:
        run(game, [*_DECLARE, {"type": "declare_blockers", "blocks": [{"blocker": "c", "attacker": "a"}]}])
    assert "CR 509.1b" in refusal.value.cites
    other = state(step="declare_attackers", battlefield=[_creature("a"), _creature("g", "bob")])
    blocked = run(other, [*_DECLARE, {"type": "declare_blockers", "blocks": [{"blocker": "g", "attacker": "a"}]}])
    assert blocked["state"]["combat"]["attackers"][0]["blocked"] is True


def test_509_1b_cant_be_blocked_by_creatures_with_power_n_or_less() -> None:
    rampager = _read(*RAMPAGER)
    assert rampager["abilities"] == [{"kind": "cant_be_blocked_by", "power_at_most": 2}]
    battlefield = [
        _creature("a", card=rampager),
        _creature("small", "bob", power=2, toughness=5),
        _creature("big", "bob", power=3, toughness=1),
    ]
    game = state(step="declare_attackers", battlefield=battlefield)
    with pytest.raises(IllegalAction, match="power 2 or less") as refusal:
        run(game, [*_DECLARE, {"type": "declare_blockers", "blocks": [{"blocker": "small", "attacker": "a"}]}])
    assert "CR 509.1b" in refusal.value.cites
    result = run(game, [*_DECLARE, {"type": "declare_blockers", "blocks": [{"blocker": "big", "attacker": "a"}]}])
    assert result["state"]["combat"]["attackers"][0]["blocked"] is True


BRIA = (
    "Bria, Riptide Rogue",
    "Legendary Creature — Otter Rogue",
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n"
    "Other creatures you control have prowess. (If a creature has multiple instances of prowess, each triggers "
    "separately.)\nWhenever you cast a noncreature spell, target creature you control can't be blocked this turn.",
    "{2}{U}{R}",
    ("3", "3"),
)


def test_702_108a_other_creatures_you_control_have_prowess() -> None:
    bria = _read(*BRIA)
    assert bria["abilities"][0] == {
        "kind": "static_pump",
        "affected": "other_creatures_you_control",
        "power": 0,
        "toughness": 0,
        "keywords": ["prowess"],
    }
    game = state(
        alice={"mana_pool": {"U": 3}, "hand": [{"id": "d", "card": DIVINATION}]},
        battlefield=[_creature("bria", card=bria), _creature("ally"), _creature("foe", "bob")],
    )
    result = run(game, [{"type": "cast", "card": "d"}])
    prowess = [item for item in result["state"]["stack"] if item["trigger_event"] == "prowess"]
    assert sorted(item["source"] for item in prowess) == ["ally", "bria"]  # not the opponent's creature
    # Bria's cast trigger (on top) targets the ally; then the ally's prowess resolves: +1/+1
    resolved = run(
        game,
        [{"type": "cast", "card": "d"}, {"type": "resolve", "choices": {"targets": ["ally"]}}, {"type": "resolve"}],
    )
    ally = permanent(resolved, "ally")["characteristics"]
    assert (ally["power"], ally["keywords"]) == (2, ["prowess"])


@pytest.mark.parametrize(
    ("type_line", "line"),
    [
        ("Sorcery", "This spell costs {1} less to cast if you control an Otter somehow."),
        ("Sorcery", "This spell costs {U} less to cast if you control an Otter."),  # colored: not generic
        ("Instant", "This spell costs {1} less to cast for each Lizard your friend controls."),
        ("Creature — Otter", "Instant and sorcery spells you cast cost {1} less to cast eventually."),
        ("Creature — Bat", "This creature can't block quickly."),
        ("Creature — Otter", "Other creatures you control have prowess twice."),
    ],
)
def test_near_variants_with_an_unknown_or_unmodelled_part_are_not_read(type_line: str, line: str) -> None:
    assert _not_modelled("Variant", type_line, line, "{2}{U}") == [line]


MIND_DRILL = (
    "Mind Drill Assailant",
    "Creature — Rat Warlock",
    "Threshold — As long as seven or more cards are in your graveyard, Mind Drill Assailant gets +3/+0.\n"
    "{2}{U/B}: Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
    "{2}{U/B}{U/B}",
    ("2", "5"),
)
MINDWHISKER = (
    "Mindwhisker",
    "Creature — Rat Wizard",
    "At the beginning of your upkeep, surveil 1. (Look at the top card of your library. You may put it "
    "into your graveyard.)\nThreshold — As long as seven or more cards are in your graveyard, creatures "
    "your opponents control get -1/-0.",
    "{2}{U}",
    ("3", "2"),
)


def _graveyard(count: int, owner: str = "alice") -> list[dict[str, Any]]:
    return [{"id": f"{owner}-g{n}", "card": "Grizzly Bears"} for n in range(count)]


def test_611_3a_threshold_applies_only_while_seven_cards_are_in_your_graveyard() -> None:
    drill = _read(*MIND_DRILL)
    assert drill["abilities"][0] == {
        "kind": "static_pump",
        "affected": "self",
        "power": 3,
        "toughness": 0,
        "as_long_as_graveyard_at_least": 7,
    }
    six = run(
        state(
            alice={"graveyard": _graveyard(6)},
            bob={"graveyard": _graveyard(7, "bob")},
            battlefield=[_creature("d", card=drill)],
        ),
        [],
    )
    assert permanent(six, "d")["characteristics"]["power"] == 2  # the opponent's graveyard doesn't count
    seven = state(alice={"graveyard": _graveyard(6), "mana_pool": {"U": 3}}, battlefield=[_creature("d", card=drill)])
    assert permanent(run(seven, []), "d")["characteristics"]["power"] == 2
    # "{2}{U/B}: Surveil 1.", the top card put into the graveyard: now seven cards, +3/+0 at once
    result = run(
        seven,
        [
            {"type": "activate", "permanent": "d", "ability": 1},
            {"type": "resolve", "choices": {"surveil": {"top": [], "graveyard": ["alice-lib-0"]}}},
        ],
    )
    assert permanent(result, "d")["characteristics"]["power"] == 5


def test_613_4c_creatures_your_opponents_control_get_minus_one_with_threshold() -> None:
    whisker = _read(*MINDWHISKER)
    assert whisker["abilities"][-1] == {
        "kind": "static_pump",
        "affected": "creatures_opponents_control",
        "power": -1,
        "toughness": 0,
        "as_long_as_graveyard_at_least": 7,
    }
    battlefield = [_creature("w", card=whisker), _creature("ally", power=2), _creature("foe", "bob", power=2)]
    result = run(state(alice={"graveyard": _graveyard(7)}, battlefield=battlefield), [])
    powers = {p: permanent(result, p)["characteristics"]["power"] for p in ("w", "ally", "foe")}
    assert powers == {"w": 3, "ally": 2, "foe": 1}
    without = run(state(alice={"graveyard": _graveyard(3)}, battlefield=battlefield), [])
    assert permanent(without, "foe")["characteristics"]["power"] == 2


@pytest.mark.parametrize(
    "line",
    [
        "Threshold — As long as seven or more cards are in your library, creatures your opponents control get -1/-0.",
        "Threshold — As long as seven or more cards are in your graveyard, tapped creatures your opponents control "
        "get -1/-0.",
        "Threshold — As long as seven or more cards are in your graveyard, ~ can't block.",
    ],
)
def test_near_threshold_variants_are_not_read(line: str) -> None:
    assert _not_modelled("Variant", "Creature — Rat", line, "{2}{U}") == [line]


FOUNTAINPORT = (
    "Fountainport",
    "Land",
    "{T}: Add {C}.\n{2}, {T}, Sacrifice a token: Draw a card.\n"
    "{3}, {T}, Pay 1 life: Create a 1/1 blue Fish creature token.\n{4}, {T}: Create a Treasure token.",
    "",
)
FISH = {"name": "Fish", "types": ["Creature"], "subtypes": ["Fish"], "power": 1, "toughness": 1, "colors": ["U"]}


def _token(object_id: str, controller: str = "alice") -> dict[str, Any]:
    return {**_creature(object_id, controller, card=FISH), "is_token": True}


def test_701_21a_sacrifice_a_token_as_an_activation_cost() -> None:
    port = _read(*FOUNTAINPORT)
    assert port["abilities"][1]["other_costs"] == [{"kind": "sacrifice_permanents", "spec": "permanent:token", "amount": 1}]
    battlefield = [
        _creature("port", card=port),
        _creature("bear", card={**FISH, "name": "Not A Token"}),
        _token("t1"),
        _token("t2"),
        _token("theirs", "bob"),
    ]
    game = state(alice={"mana_pool": {"C": 2}}, battlefield=battlefield)
    activate = {"type": "activate", "permanent": "port", "ability": 1}
    # without a choice: the first token Alice controls (the nontoken creature is passed over)
    result = run(game, [activate, {"type": "resolve"}])
    left = [p["id"] for p in result["state"]["battlefield"]]
    assert left == ["port", "bear", "t2", "theirs"]
    assert len(next(p for p in result["state"]["players"] if p["id"] == "alice")["hand"]) == 1
    chosen = run(game, [{**activate, "choices": {"sacrifice": ["t2"]}}])
    assert [p["id"] for p in chosen["state"]["battlefield"]] == ["port", "bear", "t1", "theirs"]
    for wrong in ("bear", "theirs"):
        with pytest.raises(IllegalAction, match="must name 1 among"):
            run(game, [{**activate, "choices": {"sacrifice": [wrong]}}])
    no_tokens = state(alice={"mana_pool": {"C": 2}}, battlefield=battlefield[:2])
    with pytest.raises(IllegalAction, match="controls 0 a token permanent to sacrifice") as refusal:
        run(no_tokens, [activate])
    assert "CR 118.3" in refusal.value.cites


def test_701_21a_sacrifice_another_creature_never_sacrifices_the_source() -> None:
    reading = read_card(
        CardFacts(
            name="Test Altar",
            mana_cost="{1}{B}",
            type_line="Creature — Zombie",
            oracle_text="Sacrifice another creature: Draw a card.",
            power="1",
            toughness="1",
        )
    )
    assert reading.support == "full" and reading.definition is not None
    altar = reading.definition
    assert altar["abilities"][0]["other_costs"] == [{"kind": "sacrifice_permanents", "spec": "creature:other", "amount": 1}]
    alone = state(battlefield=[_creature("altar", card=altar)])
    with pytest.raises(IllegalAction, match="to sacrifice, not 1"):
        run(alone, [{"type": "activate", "permanent": "altar", "ability": 0}])
    result = run(
        state(battlefield=[_creature("altar", card=altar), _creature("x")]),
        [{"type": "activate", "permanent": "altar", "ability": 0}],
    )
    assert [p["id"] for p in result["state"]["battlefield"]] == ["altar"]


@pytest.mark.parametrize(
    "line",
    [
        "{2}, Sacrifice a token you don't control: Draw a card.",
        "{2}, Sacrifice a token from your graveyard: Draw a card.",
        "{2}, Sacrifice a token eventually: Draw a card.",
    ],
)
def test_near_sacrifice_cost_variants_are_not_read(line: str) -> None:
    assert _not_modelled("Variant", "Artifact", line, "{2}") == [line]


NIGHTWHORL = (
    "Nightwhorl Hermit",
    "Creature — Rat Rogue",
    "Vigilance\nThreshold — As long as seven or more cards are in your graveyard, Nightwhorl Hermit gets "
    "+1/+0 and can't be blocked.",
    "{2}{U}",
    ("1", "4"),
)
DRUID = (
    "Druid of the Spade",
    "Creature — Rabbit Druid",
    "As long as you control a token, Druid of the Spade gets +2/+0 and has trample.",
    "{2}{G}",
    ("2", "3"),
)


def test_611_3a_threshold_gets_plus_one_and_cant_be_blocked() -> None:
    hermit = _read(*NIGHTWHORL)
    assert hermit["abilities"] == [
        {"kind": "static_pump", "affected": "self", "power": 1, "toughness": 0, "as_long_as_graveyard_at_least": 7},
        {"kind": "unblockable", "as_long_as_graveyard_at_least": 7},
    ]
    battlefield = [_creature("a", card=hermit), _creature("g", "bob")]
    block = [*_DECLARE, {"type": "declare_blockers", "blocks": [{"blocker": "g", "attacker": "a"}]}]
    six = run(state(step="declare_attackers", alice={"graveyard": _graveyard(6)}, battlefield=battlefield), block)
    assert six["state"]["combat"]["attackers"][0]["blocked"] is True
    assert permanent(six, "a")["characteristics"]["power"] == 1
    seven = state(step="declare_attackers", alice={"graveyard": _graveyard(7)}, battlefield=battlefield)
    assert permanent(run(seven, []), "a")["characteristics"]["power"] == 2
    with pytest.raises(IllegalAction, match="can't be blocked") as refusal:
        run(seven, block)
    assert "CR 509.1b" in refusal.value.cites


def test_611_3a_as_long_as_you_control_a_token() -> None:
    druid = _read(*DRUID)
    assert druid["abilities"] == [
        {
            "kind": "static_pump",
            "affected": "self",
            "power": 2,
            "toughness": 0,
            "keywords": ["trample"],
            "as_long_as_you_control_token": True,
        }
    ]
    alone = run(state(battlefield=[_creature("d", card=druid), _token("t", "bob")]), [])
    assert (
        permanent(alone, "d")["characteristics"]["power"],
        permanent(alone, "d")["characteristics"]["keywords"],
    ) == (2, [])  # an opponent's token doesn't count
    with_token = run(state(battlefield=[_creature("d", card=druid), _token("t")]), [])
    assert (
        permanent(with_token, "d")["characteristics"]["power"],
        permanent(with_token, "d")["characteristics"]["keywords"],
    ) == (4, ["trample"])


@pytest.mark.parametrize(
    "line",
    [
        "As long as you control a tapped token, ~ gets +2/+0 and has trample.",
        "As long as you control a token, ~ gets +2/+0 and has trample forever.",
        "Threshold — As long as seven or more cards are in your graveyard, creatures you control get +1/+0 and can't "
        "be blocked.",
    ],
)
def test_near_token_and_unblockable_variants_are_not_read(line: str) -> None:
    assert _not_modelled("Variant", "Creature — Rabbit", line, "{2}{G}") == [line]


CRAB = (
    "Eddymurk Crab",
    "Creature — Elemental Crab",
    "Flash\nThis spell costs {1} less to cast for each instant and sorcery card in your graveyard.\n"
    "Eddymurk Crab enters tapped if it's not your turn.\nWhen Eddymurk Crab enters, tap up to two target "
    "creatures.",
    "{5}{U}{U}",
    ("5", "5"),
)
SHOCK = {
    "name": "Test Shock",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}


def test_601_2f_costs_less_for_each_instant_and_sorcery_card_in_your_graveyard() -> None:
    crab = _read(*CRAB)
    assert crab["abilities"][0] == {
        "kind": "self_cost_reduction",
        "generic": 1,
        "for_each_graveyard_card_of_types": ["Instant", "Sorcery"],
    }
    graveyard = [
        {"id": "i1", "card": SHOCK},
        {"id": "i2", "card": SHOCK},
        {"id": "s1", "card": DIVINATION},
        {"id": "c1", "card": "Grizzly Bears"},
    ]
    game = state(
        alice={"hand": [{"id": "crab", "card": crab}], "graveyard": graveyard},
        bob={"graveyard": [{"id": "b1", "card": SHOCK}]},
    )
    assert _cost(run(game, [{"type": "compute_cost", "card": "crab"}]))["mana"] == "{2}{U}{U}"


def test_614_1c_enters_tapped_if_its_not_your_turn() -> None:
    crab = _read(*CRAB)
    assert {"kind": "enters_tapped", "if_not_your_turn": True} in crab["abilities"]
    hand = {"hand": [{"id": "crab", "card": crab}], "mana_pool": {"U": 7}}
    cast = [{"type": "cast", "player": "alice", "card": "crab"}, {"type": "resolve"}]
    mine = run(state(alice=hand), cast)
    assert permanent(mine, "crab")["tapped"] is False
    theirs = run(state(alice=hand, active_player="bob"), cast)  # flash: cast on Bob's turn
    assert permanent(theirs, "crab")["tapped"] is True


@pytest.mark.parametrize(
    "line",
    [
        "This spell costs {1} less to cast for each instant and sorcery card in your library.",
        "~ enters tapped if it's not your turn yet.",
    ],
)
def test_near_crab_variants_are_not_read(line: str) -> None:
    assert _not_modelled("Variant", "Creature — Crab", line, "{5}{U}") == [line]


TUMBLER = (
    "Tangle Tumbler",
    "Artifact — Vehicle",
    "Vigilance\n{3}, {T}: Put a +1/+1 counter on target creature.\nTap two untapped tokens you control: "
    "Tangle Tumbler becomes an artifact creature until end of turn.",
    "{3}",
    ("6", "6"),
)


def test_602_2b_tap_two_untapped_tokens_you_control_as_a_cost() -> None:
    tumbler = _read(*TUMBLER)
    assert tumbler["abilities"][-1] == {
        "kind": "activated",
        "cost": "",
        "effect": {"kind": "becomes_artifact_creature", "target": "self"},
        "other_costs": [{"kind": "tap_permanents", "spec": "permanent", "token": True, "count": 2}],
    }
    fresh = {**_token("t2"), "controlled_since_turn": 3}  # summoning sick: tapping it is no {T} cost (302.6)
    battlefield = [_creature("v", card=tumbler), _token("t1"), _creature("bear"), fresh, _token("t3", "bob")]
    game = state(battlefield=battlefield)
    activate = {"type": "activate", "permanent": "v", "ability": 1}  # the second activated ability
    result = run(game, [activate, {"type": "resolve"}])
    tapped = {p["id"]: p["tapped"] for p in result["state"]["battlefield"]}
    assert tapped == {"v": False, "t1": True, "bear": False, "t2": True, "t3": False}
    vehicle = permanent(result, "v")["characteristics"]
    assert (vehicle["types"], vehicle["power"]) == (["Artifact", "Creature"], 6)
    with pytest.raises(IllegalAction, match="not one of the untapped token") as refusal:
        run(game, [{**activate, "choices": {"tap": ["t1", "bear"]}}])
    assert "CR 602.2b" in refusal.value.cites
    one = state(battlefield=[battlefield[0], {**_token("t1"), "tapped": False}, {**_token("tx"), "tapped": True}])
    with pytest.raises(IllegalAction, match="fewer than 2") as short:
        run(one, [activate])
    assert "CR 118.3" in short.value.cites


@pytest.mark.parametrize(
    "line",
    [
        "Tap two tokens you control: ~ becomes an artifact creature until end of turn.",  # not "untapped"
        "Tap two untapped tokens: ~ becomes an artifact creature until end of turn.",  # whose?
        "Tap X untapped tokens you control: ~ becomes an artifact creature until end of turn.",
        "Tap two untapped tokens you control: ~ becomes an artifact creature forever.",
    ],
)
def test_near_tap_cost_variants_are_not_read(line: str) -> None:
    assert _not_modelled("Variant", "Artifact — Vehicle", line, "{3}") == [line]


BAYLEN = (
    "Baylen, the Haymaker",
    "Legendary Creature — Rabbit Warrior",
    "Tap two untapped tokens you control: Add one mana of any color.\nTap three untapped tokens you control: "
    "Draw a card.\nTap four untapped tokens you control: Put three +1/+1 counters on Baylen, the Haymaker. It "
    "gains trample until end of turn.",
    "{R}{G}{W}",
    ("4", "3"),
)


def test_605_1a_tap_two_untapped_tokens_add_one_mana_of_any_color_is_a_mana_ability() -> None:
    baylen = _read(*BAYLEN)
    assert baylen["abilities"][0] == {
        "kind": "mana",
        "cost": "",
        "add": "any_color",
        "other_costs": [{"kind": "tap_permanents", "spec": "permanent", "token": True, "count": 2}],
    }
    game = state(battlefield=[_creature("b", card=baylen), _token("t1"), _token("t2")])
    result = run(game, [{"type": "tap_for_mana", "permanent": "b", "color": "U"}])
    assert result["state"]["stack"] == []  # a mana ability doesn't use the stack (CR 605.3b)
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert alice["mana_pool"]["U"] == 1
    assert [p["tapped"] for p in result["state"]["battlefield"]] == [False, True, True]


def test_near_mana_variants_are_not_read() -> None:
    line = "Tap two untapped tokens you control: Add one mana of any color. Draw a card."
    assert _not_modelled("Variant", "Creature — Rabbit", line, "{2}") == [line]
    # s22-zne: a spell's "Add one mana of any color." is read now: the color is chosen as it resolves
    # (`choices.mana_colors`, CR 608.2d; tests/unit/test_s22_zne.py)


def test_land_spells_are_not_read_as_a_cost_reduction() -> None:
    line = "Land and creature spells you cast cost {1} less to cast."
    assert _not_modelled("Variant", "Creature — Otter", line, "{2}") == [line]


HUSKBURSTER = (
    "Huskburster Swarm",
    "Creature — Elemental Insect",
    "This spell costs {1} less to cast for each creature card you own in exile and in your graveyard.\n"
    "Menace, deathtouch",
    "{7}{B}",
    ("6", "6"),
)


def test_601_2f_costs_less_for_each_creature_card_you_own_in_exile_and_in_your_graveyard() -> None:
    swarm = _read(*HUSKBURSTER)
    assert swarm["abilities"][0] == {
        "kind": "self_cost_reduction",
        "generic": 1,
        "for_each_graveyard_card_of_types": ["Creature"],
        "and_in_exile": True,
    }
    alice = {
        "hand": [{"id": "s", "card": swarm}],
        "graveyard": [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": DIVINATION}],
        "exile": [{"id": "e1", "card": "Grizzly Bears"}, {"id": "e2", "card": "Grizzly Bears"}],
    }
    game = state(alice=alice, bob={"exile": [{"id": "b1", "card": "Grizzly Bears"}]})
    assert _cost(run(game, [{"type": "compute_cost", "card": "s"}]))["mana"] == "{4}{B}"  # three creature cards
