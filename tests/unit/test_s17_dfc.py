"""Oracle coverage, group "dfc" (docs/oracle-s17-dfc.md): disturb (CR 702.146) and the back faces' "If ~ would
be put into a graveyard from anywhere, exile it instead." (614.1a), read from real cards' Oracle text
(Innistrad: Midnight Hunt, Crimson Vow), played by the engine, and near variants with a word the grammar
doesn't know left not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, read_full_definition, state
from tests.unit.conftest import full_definition as _full
from tests.unit.conftest import read_transforming as _dfc
from tests.unit.conftest import run_with_cards as _run

# Lunarch Veteran // Luminous Phantom (MID)
VETERAN = (
    (
        "Lunarch Veteran",
        "Creature — Human Cleric",
        "Whenever another creature enters the battlefield under your control, you gain 1 life.\n"
        "Disturb {1}{W} (You may cast this card from your graveyard transformed for its disturb cost.)",
        "{W}",
        ("1", "1"),
    ),
    (
        "Luminous Phantom",
        "Creature — Spirit Cleric",
        "Flying\nWhenever another creature you control leaves the battlefield, you gain 1 life.\n"
        "If Luminous Phantom would be put into a graveyard from anywhere, exile it instead.",
        ("1", "1"),
        ("W",),
    ),
)
# Kindly Ancestor // Ancestor's Embrace (VOW): an Aura back face
ANCESTOR = (
    (
        "Kindly Ancestor",
        "Creature — Spirit",
        "Lifelink\nDisturb {1}{W} (You may cast this card from your graveyard transformed for its disturb cost.)",
        "{2}{W}",
        ("2", "3"),
    ),
    (
        "Ancestor's Embrace",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has lifelink.\n"
        "If Ancestor's Embrace would be put into a graveyard from anywhere, exile it instead.",
        None,
        ("W",),
    ),
)
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
SHOCK = {
    "name": "Test Shock",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}
COUNTER = {
    "name": "Test Counterspell",
    "mana_cost": "{U}{U}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "counter", "target": "spell"}}],
}


def _veteran() -> dict[str, Any]:
    return _full(_dfc(*VETERAN))


# --- grammar ---


def test_disturb_cards_read_full_with_their_back_face() -> None:
    definition = _veteran()
    assert {"kind": "disturb", "cost": "{1}{W}"} in definition["abilities"]
    back = definition["back_face"]
    assert {"kind": "exiled_instead_of_dying", "from_anywhere": True} in back["abilities"]
    assert back["colors"] == ["W"]
    aura = _full(_dfc(*ANCESTOR))
    assert {"kind": "disturb", "cost": "{1}{W}"} in aura["abilities"]


def test_near_variants_are_not_modelled() -> None:
    # an unknown word in either line leaves it not modelled
    assert probe_support("Disturb {1}{W} twice") != "full"
    front, back = VETERAN
    odd = (back[0], back[1], back[2].replace("from anywhere", "from anywhere else"), back[3], back[4])
    reading = _dfc(front, odd)
    assert reading.support == "partial"
    assert any("anywhere else" in line for line in reading.not_modelled)


def test_exile_from_anywhere_is_read_on_a_back_face_only() -> None:
    # On a one-faced card "from anywhere" includes a hand and a library, which the engine doesn't replace.
    line = "If Probe would be put into a graveyard from anywhere, exile it instead."
    assert probe_support(f"Flying\n{line}") == "partial"
    # On a front face too (in a hand or a library it has its front face's characteristics, CR 712.8a).
    front, back = VETERAN
    reading = _dfc((front[0], front[1], f"{front[2]}\n{line.replace('Probe', front[0])}", front[3], front[4]), back)
    assert reading.support == "partial"


# --- engine ---


def _disturb_state(**fields: Any) -> dict[str, Any]:
    alice = {"graveyard": [{"id": "vet", "card": "Lunarch Veteran"}], "mana_pool": {"W": 2}, **fields.pop("alice", {})}
    return state(alice=alice, **fields)


def test_disturb_casts_the_back_face_from_the_graveyard_and_it_enters_transformed() -> None:
    result = _run(
        _disturb_state(),
        [{"type": "cast", "card": "vet", "face": "back"}, {"type": "pass_priority"}, {"type": "pass_priority"}],
        _veteran(),
    )
    cast = events_of(result, "spell_cast")[0]
    assert "CR 702.146a" in cast["cites"] and cast["card"] == "Luminous Phantom"
    phantom = permanent(result, "vet")
    assert phantom["transformed"] is True
    assert phantom["characteristics"]["name"] == "Luminous Phantom"
    assert phantom["characteristics"]["mana_value"] == 1  # its front face's (CR 712.8e)
    assert "flying" in phantom["characteristics"]["keywords"]
    entered = events_of(result, "entered_battlefield")[0]
    assert "CR 712.14" in entered["cites"]
    assert not any(player_of(result, "alice")["mana_pool"].values())  # {1}{W} paid with the two {W}


def test_the_spell_cast_transformed_has_its_back_face_and_the_front_face_mana_value() -> None:
    result = _run(_disturb_state(), [{"type": "cast", "card": "vet", "face": "back"}], _veteran())
    spell = result["state"]["stack"][0]
    assert spell["face"] == "back"
    assert spell["characteristics"]["name"] == "Luminous Phantom"
    assert spell["characteristics"]["colors"] == ["W"]
    assert spell["characteristics"]["mana_value"] == 1  # CR 712.8c


def test_disturb_costs_the_disturb_cost() -> None:
    with pytest.raises(IllegalAction, match=r"costs \{1\}\{W\}"):
        _run(
            _disturb_state(alice={"mana_pool": {"W": 1}}), [{"type": "cast", "card": "vet", "face": "back"}], _veteran()
        )


def test_a_card_without_disturb_is_not_cast_transformed() -> None:
    front, back = VETERAN
    plain = _dfc(
        (front[0], front[1], front[2].split("\n")[0], front[3], front[4]),
        (back[0], back[1], "Flying", back[3], back[4]),
    ).definition
    assert all(a["kind"] != "disturb" for a in plain["abilities"])
    with pytest.raises(IllegalAction, match="no disturb"):
        _run(_disturb_state(), [{"type": "cast", "card": "vet", "face": "back"}], plain)
    with pytest.raises(IllegalAction):  # nor is a card with disturb cast from the graveyard front face up
        _run(_disturb_state(), [{"type": "cast", "card": "vet"}], _veteran())


def test_the_back_face_dies_into_exile() -> None:
    game = state(
        alice={"mana_pool": {"R": 1}},
        battlefield=[{"id": "vet", "card": "Lunarch Veteran", "controller": "alice", "transformed": True}],
        bob={"hand": []},
    )
    game["players"][0]["hand"] = [{"id": "shock", "card": "Test Shock"}]
    result = _run(
        game,
        [
            {"type": "cast", "card": "shock", "choices": {"targets": ["vet"]}},
            {"type": "pass_priority"},
            {"type": "pass_priority"},
        ],
        _veteran(),
        SHOCK,
    )
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["exile"]] == ["vet"]
    assert all(c["id"] != "vet" for c in alice["graveyard"])
    moved = [e for e in events_of(result, "zone_change") if e.get("object") == "vet" or "vet" in e.get("cards", [])]
    assert moved and "CR 614.1a" in moved[-1]["cites"]


def test_the_front_face_dies_into_the_graveyard() -> None:
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "shock", "card": "Test Shock"}]},
        battlefield=[{"id": "vet", "card": "Lunarch Veteran", "controller": "alice"}],
    )
    result = _run(
        game,
        [
            {"type": "cast", "card": "shock", "choices": {"targets": ["vet"]}},
            {"type": "pass_priority"},
            {"type": "pass_priority"},
        ],
        _veteran(),
        SHOCK,
    )
    assert [c["id"] for c in player_of(result, "alice")["graveyard"] if c["id"] == "vet"] == ["vet"]


def test_a_countered_disturb_spell_is_exiled() -> None:
    game = _disturb_state(bob={"mana_pool": {"U": 2}, "hand": [{"id": "no", "card": "Test Counterspell"}]})
    result = _run(
        game,
        [
            {"type": "cast", "card": "vet", "face": "back"},
            {"type": "pass_priority"},
            {"type": "cast", "card": "no", "player": "bob", "choices": {"targets": ["vet"]}},
            {"type": "pass_priority"},
            {"type": "pass_priority"},
        ],
        _veteran(),
        COUNTER,
    )
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["exile"]] == ["vet"]
    assert all(c["id"] != "vet" for c in alice["graveyard"])


def test_an_aura_back_face_is_cast_with_a_target_and_enchants_it() -> None:
    ancestor = _full(_dfc(*ANCESTOR))
    game = state(
        alice={"graveyard": [{"id": "anc", "card": "Kindly Ancestor"}], "mana_pool": {"W": 2}},
        battlefield=[{"id": "bear", "card": "Test Bear", "controller": "alice"}],
    )
    result = _run(
        game,
        [
            {"type": "cast", "card": "anc", "face": "back", "choices": {"targets": ["bear"]}},
            {"type": "pass_priority"},
            {"type": "pass_priority"},
        ],
        ancestor,
        BEAR,
    )
    embrace = permanent(result, "anc")
    assert embrace["transformed"] is True and embrace["attached_to"] == "bear"
    assert "lifelink" in permanent(result, "bear")["characteristics"]["keywords"]


# Bloodsworn Squire // Bloodsworn Knight (VOW): "Then if there are four or more creature cards in your graveyard,
# transform ~." (a rider condition counting cards of one type in your graveyard)
SQUIRE = (
    (
        "Bloodsworn Squire",
        "Creature — Vampire Soldier",
        "{1}{B}, Discard a card: Bloodsworn Squire gains indestructible until end of turn. Tap it. Then if there are "
        "four or more creature cards in your graveyard, transform Bloodsworn Squire. (Damage and effects that say "
        '"destroy" don\'t destroy it.)',
        "{3}{B}",
        ("3", "3"),
    ),
    (
        "Bloodsworn Knight",
        "Creature — Vampire Knight",
        "Bloodsworn Knight's power and toughness are each equal to the number of creature cards in your graveyard.\n"
        "{1}{B}, Discard a card: Bloodsworn Knight gains indestructible until end of turn. Tap it. (Damage and "
        'effects that say "destroy" don\'t destroy it.)',
        ("*", "*"),
        ("B",),
    ),
)


def _squire_run(graveyard: list[str]) -> dict[str, Any]:
    squire = _full(_dfc(*SQUIRE))
    game = state(
        alice={
            "mana_pool": {"B": 2},
            "hand": [{"id": "h", "card": "Test Bear"}],
            "graveyard": [{"id": f"g{n}", "card": card} for n, card in enumerate(graveyard)],
        },
        battlefield=[{"id": "sq", "card": "Bloodsworn Squire", "controller": "alice"}],
    )
    return _run(
        game,
        [{"type": "activate", "permanent": "sq", "choices": {"discard": ["h"]}}, {"type": "resolve"}],
        squire,
        BEAR,
    )


def test_then_if_creature_cards_in_your_graveyard_transform() -> None:
    # the discarded Test Bear is the fourth creature card: counted as the ability resolves (CR 608.2c)
    result = _squire_run(["Test Bear", "Test Bear", "Test Bear", "Forest"])
    squire = permanent(result, "sq")
    assert squire["transformed"] is True and squire["tapped"] is True
    assert squire["characteristics"]["name"] == "Bloodsworn Knight"


def test_then_if_counts_only_cards_of_that_type() -> None:
    result = _squire_run(["Test Bear", "Test Bear", "Forest", "Forest", "Forest"])
    squire = permanent(result, "sq")
    assert squire["transformed"] is False and squire["tapped"] is True
    assert events_of(result, "condition_not_met")


def test_a_typed_graveyard_rider_with_an_unknown_word_is_not_read() -> None:
    front, back = SQUIRE
    odd = (front[0], front[1], front[2].replace("creature cards", "creature cardz"), front[3], front[4])
    assert _dfc(odd, back).support == "partial"


# "Whenever ~ or another creature you control dies, you gain 1 life." (Panicked Bystander, Cackling Culprit, VOW)
def _bystander() -> dict[str, Any]:

    return read_full_definition(
        "Test Bystander",
        "Creature — Human Peasant",
        "Whenever Test Bystander or another creature you control dies, you gain 1 life.",
        "{1}{W}",
        ("2", "1"),
    )


def _shock_run(target: str) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "s", "card": "Test Shock"}]},
        battlefield=[
            {"id": "by", "card": "Test Bystander", "controller": "alice"},
            {"id": "b1", "card": "Test Bear", "controller": "alice"},
            {"id": "b2", "card": "Test Bear", "controller": "bob"},
        ],
    )
    actions = [{"type": "cast", "card": "s", "choices": {"targets": [target]}}, {"type": "resolve"}]
    return _run(game, actions, _bystander(), SHOCK, BEAR)


def test_self_or_another_dies_triggers_on_its_own_death() -> None:
    result = _shock_run("by")
    assert [item["source"] for item in result["state"]["stack"]] == ["by"]  # it looks back in time (CR 603.10a)


def test_self_or_another_dies_triggers_on_another_creature_you_control() -> None:
    assert [item["source"] for item in _shock_run("b1")["state"]["stack"]] == ["by"]
    assert _shock_run("b2")["state"]["stack"] == []  # bob's creature


def test_self_or_a_creature_without_another_is_not_read() -> None:
    assert probe_support("Whenever Probe or a creature you control dies, you gain 1 life.") == "partial"
    assert probe_support("Whenever Probe or another creature you control perishes, you gain 1 life.") == "partial"


def test_legal_actions_list_the_disturb_cast() -> None:
    listed = _run(_disturb_state(), [{"type": "legal_actions", "player": "alice"}], _veteran())
    cast = next(e for e in listed["queries"][0]["result"]["legal"] if e["action"].get("card") == "vet")
    assert cast["action"]["face"] == "back"
    assert cast["cost"]["mana"] == "{1}{W}" and cast["cost"]["mana_value"] == 1
    assert "CR 702.146a" in cast["cites"]


# Kessig Naturalist (MID): "Whenever ~ attacks, add {R} or {G}. Until end of turn, you don't lose this mana as
# steps and phases end." (a choice of mana from a triggered ability, kept, CR 106.4, 608.2d, 500.4)
NATURALIST = (
    "Whenever Kessig Naturalist attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and "
    "phases end.\nDaybound"
)


def test_add_either_kept_until_end_of_turn() -> None:
    naturalist = read_full_definition(
        "Kessig Naturalist", "Creature — Human Werewolf", NATURALIST, "{R}{G}", ("2", "2")
    )
    assert naturalist["abilities"][0]["effect"] == {
        "kind": "add_mana",
        "mana": "{R}|{G}",
        "kept_until_end_of_turn": True,
    }
    battlefield = [{"id": "kn", "card": "Kessig Naturalist", "controller": "alice", "controlled_since_turn": 1}]
    game = state(step="declare_attackers", battlefield=battlefield, day_night="day")
    attack = {"type": "declare_attackers", "attackers": [{"id": "kn", "defending": "bob"}]}
    steps = [{"type": "next_step"}] * 3  # blockers, damage, end of combat
    result = _run(game, [attack, {"type": "resolve", "choices": {"mana_colors": ["G"]}}, *steps], naturalist)
    alice = player_of(result, "alice")
    assert alice["mana_pool"]["G"] == 1 and alice["kept_mana"]["G"] == 1
    added = events_of(result, "mana_added_by_effect")[0]
    assert "CR 500.4" in added["cites"]


def test_add_either_as_an_activated_ability_is_not_read_here() -> None:
    # "{1}: Add {R} or {G}." with a cost other than {T} is a mana ability (CR 605.1a), not this effect
    assert probe_support("Whenever Probe attacks, add {R} or {G} twice.") == "partial"


# "if you control a Wolf or Werewolf" (Wolfkin Outcast, Pack's Betrayal, Packsong Pup): a permanent with either
# subtype (CR 205.3)
def test_a_condition_on_either_of_two_subtypes() -> None:
    outcast = read_full_definition(
        "Test Outcast",
        "Creature — Wolf",
        "This spell costs {2} less to cast if you control a Wolf or Werewolf.",
        "{5}{G}",
        ("5", "3"),
    )
    assert outcast["abilities"] == [
        {"kind": "self_cost_reduction", "generic": 2, "if_you_control": "permanent:Wolf_or_Werewolf"}
    ]
    werewolf = {
        "name": "Test Werewolf",
        "mana_cost": "{G}",
        "types": ["Creature"],
        "subtypes": ["Werewolf"],
        "power": 1,
        "toughness": 1,
    }
    for subtype_card, expected in (("Test Werewolf", "{3}{G}"), ("Test Bear", "{5}{G}")):
        game = state(
            alice={"hand": [{"id": "o", "card": "Test Outcast"}]},
            battlefield=[{"id": "w", "card": subtype_card, "controller": "alice"}],
        )
        costed = _run(game, [{"type": "compute_cost", "card": "o"}], outcast, werewolf, BEAR)
        assert costed["queries"][0]["result"]["mana"] == expected


def test_a_condition_on_subtypes_with_an_unknown_word_is_not_read() -> None:
    assert probe_support("This spell costs {2} less to cast if you control a Wolf or werewolves.") == "partial"


# Restless Bloodseeker // Bloodsoaked Reveler (VOW): "Sacrifice two Blood tokens: Transform ~. Activate only as a
# sorcery." (a sacrifice cost of several tokens of a subtype, CR 111.1, 701.21a)
BLOODSEEKER = (
    (
        "Restless Bloodseeker",
        "Creature — Vampire",
        "Whenever you gain life, create a Blood token. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice "
        'this artifact: Draw a card.")\nSacrifice two Blood tokens: Transform Restless Bloodseeker. Activate only as '
        "a sorcery.",
        "{1}{B}",
        ("1", "3"),
    ),
    (
        "Bloodsoaked Reveler",
        "Creature — Vampire",
        "At the beginning of your end step, if you gained life this turn, create a Blood token. (It's an artifact "
        'with "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.")\n{4}{B}: Each opponent loses 2 '
        "life and you gain 2 life.",
        ("3", "3"),
        ("B",),
    ),
)
BLOOD = {"name": "Test Blood", "types": ["Artifact"], "subtypes": ["Blood"]}


def test_sacrifice_two_blood_tokens_transforms_it() -> None:
    seeker = _full(_dfc(*BLOODSEEKER))
    cost = seeker["abilities"][1]["other_costs"]
    assert cost == [{"kind": "sacrifice_permanents", "spec": "permanent:token:Blood", "amount": 2}]
    blood = [{"id": f"b{n}", "card": "Test Blood", "controller": "alice", "is_token": True} for n in range(2)]
    game = state(battlefield=[{"id": "rb", "card": "Restless Bloodseeker", "controller": "alice"}, *blood])
    result = _run(game, [{"type": "activate", "permanent": "rb", "ability": 1}, {"type": "resolve"}], seeker, BLOOD)
    assert permanent(result, "rb")["transformed"] is True
    assert [p["id"] for p in result["state"]["battlefield"]] == ["rb"]
    # one Blood token, or two nontoken Blood artifacts, can't pay it
    game = state(battlefield=[{"id": "rb", "card": "Restless Bloodseeker", "controller": "alice"}, blood[0]])
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "activate", "permanent": "rb", "ability": 1}], seeker, BLOOD)
    cards = [{**b, "is_token": False} for b in blood]
    game = state(battlefield=[{"id": "rb", "card": "Restless Bloodseeker", "controller": "alice"}, *cards])
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "activate", "permanent": "rb", "ability": 1}], seeker, BLOOD)


def test_sacrificing_tokens_with_an_unknown_word_is_not_read() -> None:
    assert probe_support("Sacrifice two Blood tokenz: Draw a card.") == "partial"
    assert probe_support("Sacrifice a Blood tokens: Draw a card.") == "partial"  # a number and a noun that disagree


def test_self_or_another_of_two_subtypes_dies() -> None:
    # Wedding Crasher (VOW): "Whenever ~ or another Wolf or Werewolf you control dies, draw a card."
    crasher = read_full_definition(
        "Test Crasher",
        "Creature — Wolf",
        "Whenever Test Crasher or another Wolf or Werewolf you control dies, draw a card.",
        "{4}{G}{G}",
        ("6", "5"),
    )
    ability = crasher["abilities"][0]
    assert ability["dying"] == "creature:other:you_control:Wolf_or_Werewolf" and ability["or_self"] is True
    werewolf = {
        "name": "Test Werewolf",
        "mana_cost": "{G}",
        "types": ["Creature"],
        "subtypes": ["Werewolf"],
        "power": 1,
        "toughness": 1,
    }
    for target, triggers in (("cr", True), ("ww", True), ("b1", False)):
        game = state(
            alice={"mana_pool": {"R": 1}, "hand": [{"id": "s", "card": "Test Shock"}]},
            battlefield=[
                {"id": "cr", "card": "Test Crasher", "controller": "alice"},
                {"id": "ww", "card": "Test Werewolf", "controller": "alice"},
                {"id": "b1", "card": "Test Bear", "controller": "alice"},
            ],
        )
        actions = [{"type": "cast", "card": "s", "choices": {"targets": [target]}}, {"type": "resolve"}]
        if target == "cr":
            game["battlefield"][0]["damage"] = 5  # Test Shock's 2 damage is then lethal (CR 704.5g)
        result = _run(game, actions, crasher, werewolf, SHOCK, BEAR)
        assert bool(result["state"]["stack"]) is triggers, target
