"""s17-neo3: one-line constructions of Kamigawa: Neon Dynasty read from Oracle text and played by the
engine; near variants with a word the grammar doesn't know stay not modelled (docs/oracle-s17-neo3.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, probe_support, read_full_definition, run_with_cards, state

REMINDER = "(Equipment, Auras you control, and counters are modifications.)"


def _in_play(card: str, object_id: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, **fields}


def _bolt(target: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "card": "bolt", "choices": {"targets": [target]}}, {"type": "resolve"}]


BOLT = read_full_definition("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
BOLT_IN_HAND = {"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Test Bolt"}]}


# --- "Whenever a nontoken modified creature you control dies" (CR 700.9, 603.10a) ----------------------

AKKI = read_full_definition(
    "Akki Ember-Keeper",
    "Enchantment Creature — Goblin Warrior",
    f"Whenever a nontoken modified creature you control dies, create a 1/1 colorless Spirit creature token. {REMINDER}",
    "{1}{R}",
    ("2", "1"),
)


def _tokens(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if p.get("is_token")]


def test_akki_reads_a_modified_dying_spec() -> None:
    assert AKKI["abilities"][0]["dying"] == "creature:nontoken:modified:you_control"


def test_700_9_a_creature_with_a_counter_dying_was_modified() -> None:
    game = state(
        alice=BOLT_IN_HAND,
        battlefield=[
            _in_play("Akki Ember-Keeper", "akki"),
            _in_play("Grizzly Bears", "b", counters={"-1/-1": 1}),
        ],
    )
    result = run_with_cards(game, [*_bolt("b"), {"type": "resolve"}], AKKI, BOLT)
    tokens = _tokens(result)
    assert len(tokens) == 1 and tokens[0]["characteristics"]["subtypes"] == ["Spirit"]
    assert "CR 603.10a" in events_of(result, "trigger_put_on_stack")[0]["cites"]


def test_700_9_an_unmodified_creature_dying_does_not_trigger() -> None:
    game = state(
        alice=BOLT_IN_HAND,
        battlefield=[_in_play("Akki Ember-Keeper", "akki"), _in_play("Grizzly Bears", "b")],
    )
    result = run_with_cards(game, _bolt("b"), AKKI, BOLT)
    assert events_of(result, "trigger_put_on_stack") == [] and result["state"]["stack"] == []


def test_modified_dying_variant_with_unknown_word_is_not_read() -> None:
    assert (
        probe_support(
            "Whenever a nontoken blorked creature you control dies, create a 1/1 colorless Spirit creature token."
        )
        != "full"
    )


SWORD = read_full_definition("Test Sword", "Artifact — Equipment", "Equipped creature gets +1/+0.\nEquip {1}", "{1}")
CHARM = read_full_definition(
    "Test Charm", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+0.", "{W}"
)


def test_700_9_an_equipped_creature_dying_was_modified_and_an_opponents_aura_does_not_count() -> None:
    equipped = state(
        alice=BOLT_IN_HAND,
        battlefield=[
            _in_play("Akki Ember-Keeper", "akki"),
            _in_play("Grizzly Bears", "b"),
            _in_play("Test Sword", "sword", attached_to="b"),
        ],
    )
    result = run_with_cards(equipped, [*_bolt("b"), {"type": "resolve"}], AKKI, BOLT, SWORD)
    assert len(_tokens(result)) == 1
    enchanted_by_bob = state(
        alice=BOLT_IN_HAND,
        battlefield=[
            _in_play("Akki Ember-Keeper", "akki"),
            _in_play("Grizzly Bears", "b"),
            _in_play("Test Charm", "charm", controller="bob", attached_to="b"),
        ],
    )
    result = run_with_cards(enchanted_by_bob, _bolt("b"), AKKI, BOLT, CHARM)
    assert events_of(result, "trigger_put_on_stack") == [] and _tokens(result) == []


# --- "~ gets +2/+0 for each other modified creature you control." (CR 613.4c, 700.9) -----------------

UPRISER = read_full_definition(
    "Upriser Renegade",
    "Creature — Human Samurai",
    f"Upriser Renegade gets +2/+0 for each other modified creature you control. {REMINDER}",
    "{1}{R}",
    ("1", "3"),
)


def test_upriser_reads_other_modified_count() -> None:
    assert UPRISER["abilities"][0] == {
        "kind": "self_count_pump",
        "count": "creatures_you_control",
        "power": 2,
        "toughness": 0,
        "other": True,
        "modified_only": True,
    }


def test_613_4c_counts_other_modified_creatures_you_control_only() -> None:
    game = state(
        battlefield=[
            _in_play("Upriser Renegade", "u", counters={"+1/+1": 1}),
            _in_play("Grizzly Bears", "countered", counters={"+1/+1": 1}),
            _in_play("Grizzly Bears", "plain"),
            _in_play("Grizzly Bears", "equipped"),
            _in_play("Test Sword", "sword", attached_to="equipped"),
            _in_play("Grizzly Bears", "theirs", controller="bob", counters={"+1/+1": 1}),
        ],
    )
    result = run_with_cards(game, [], UPRISER, SWORD)
    renegade = next(p for p in result["state"]["battlefield"] if p["id"] == "u")
    # 1 printed + 1 counter + 2 for each of "countered" and "equipped" (not itself, not bob's, not "plain")
    assert (renegade["characteristics"]["power"], renegade["characteristics"]["toughness"]) == (6, 4)


def test_other_modified_count_variant_with_unknown_word_is_not_read() -> None:
    assert probe_support("Probe gets +2/+0 for each other blorked creature you control.") != "full"


# --- "Then ~ deals X damage to each opponent, where X is ..." (CR 608.2c, 107.3, 608.2h) -----------------

RAIJU = read_full_definition(
    "Thundering Raiju",
    "Creature — Spirit",
    "Haste\nWhenever Thundering Raiju attacks, put a +1/+1 counter on target creature you control. Then Thundering "
    "Raiju deals X damage to each opponent, where X is the number of modified creatures you control other than "
    f"Thundering Raiju. {REMINDER}",
    "{2}{R}{R}",
    ("3", "3"),
)


def test_raiju_reads_then_where_x() -> None:
    trigger = RAIJU["abilities"][-1]
    assert trigger["then_effects"] == [
        {"kind": "damage", "amount": "count:creature:modified:you_control:other", "target": "each_opponent"}
    ]


def _raiju_attack(target: str) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        battlefield=[
            _in_play("Thundering Raiju", "raiju"),
            _in_play("Grizzly Bears", "plain"),
            _in_play("Grizzly Bears", "countered", counters={"+1/+1": 1}),
            _in_play("Grizzly Bears", "theirs", controller="bob", counters={"+1/+1": 1}),
        ],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "raiju", "defending": "bob"}]}
    return run_with_cards(game, [attack, {"type": "resolve", "choices": {"targets": [target]}}], RAIJU)


def test_608_2h_x_counts_modified_creatures_after_the_counter_is_put() -> None:
    # the counter makes "plain" modified before X is counted (CR 608.2c); bob's creature and Raiju don't count
    result = _raiju_attack("plain")
    assert next(p for p in result["state"]["players"] if p["id"] == "bob")["life"] == 18


def test_608_2h_x_does_not_count_the_source_itself() -> None:
    result = _raiju_attack("raiju")
    assert next(p for p in result["state"]["players"] if p["id"] == "bob")["life"] == 19


def test_then_where_x_variant_with_unknown_word_is_not_read() -> None:
    assert (
        probe_support(
            "Whenever Probe attacks, put a +1/+1 counter on target creature you control. Then Probe deals X damage "
            "to each opponent, where X is the number of blorked creatures you control other than Probe."
        )
        != "full"
    )


# --- "damage equal to twice the number of Vehicles you control" (CR 608.2h, 205.3) ----------------------

MECH = read_full_definition(
    "Surgehacker Mech",
    "Artifact — Vehicle",
    "Menace\nWhen Surgehacker Mech enters the battlefield, it deals damage equal to twice the number of Vehicles "
    "you control to target creature or planeswalker an opponent controls.\nCrew 4",
    "{4}",
    ("5", "5"),
)
CART = read_full_definition("Test Cart", "Artifact — Vehicle", "Crew 1", "{1}", ("3", "3"))


def test_mech_reads_twice_a_plural_subtype_count() -> None:
    assert MECH["abilities"][0]["effect"] == {
        "kind": "damage",
        "amount": "times:2:subtype_you_control:Vehicle",
        "target": "creature_or_planeswalker:opponent_controls",
    }


def test_608_2h_twice_the_number_of_vehicles_you_control() -> None:
    game = state(
        alice={"mana_pool": {"C": 4}, "hand": [{"id": "mech", "card": "Surgehacker Mech"}]},
        battlefield=[
            _in_play("Test Cart", "cart"),
            _in_play("Test Cart", "bobs-cart", controller="bob"),
            _in_play("Grizzly Bears", "bear", controller="bob"),
        ],
    )
    result = run_with_cards(
        game,
        [
            {"type": "cast", "card": "mech"},
            {"type": "resolve"},
            {"type": "resolve", "choices": {"targets": ["bear"]}},
        ],
        MECH,
        CART,
    )
    # the Mech itself and the Cart: two Vehicles alice controls (bob's doesn't count), so 4 damage
    assert [event["amount"] for event in events_of(result, "damage_dealt")] == [4]


def test_twice_variant_with_unknown_word_is_not_read() -> None:
    assert (
        probe_support(
            "When Probe enters, it deals damage equal to thrice the number of Vehicles you control to target creature."
        )
        != "full"
    )


# --- "gain control of all Rat tokens" (CR 613.1b, 611.2a, 111.1) -----------------------------------------

ECHO = read_full_definition(
    "Echo of Death's Wail",
    "Enchantment Creature — Spirit",
    "Flying, haste\nWhen Echo of Death's Wail enters the battlefield, gain control of all Rat tokens.\nWhenever "
    "Echo of Death's Wail attacks, you may sacrifice another creature. If you do, draw a card.",
    "{2}{B}",  # the back face of Tribute to Horobi has no mana cost: cast here as a test card
    ("3", "3"),
)
RAT = {"name": "Test Rat", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Rat", "Rogue"], "power": 1,
       "toughness": 1}  # fmt: skip


def test_echo_reads_gain_control_of_all_rat_tokens() -> None:
    assert ECHO["abilities"][0]["effect"] == {
        "kind": "gain_control",
        "target": "all:token:Rat",
        "duration": "indefinitely",
    }


def test_613_1b_gains_control_of_every_rat_token_only() -> None:
    game = state(
        alice={"mana_pool": {"B": 3}, "hand": [{"id": "echo", "card": "Echo of Death's Wail"}]},
        battlefield=[
            _in_play("Test Rat", "rat-token", controller="bob", is_token=True),
            _in_play("Test Rat", "rat-card", controller="bob"),
            _in_play("Grizzly Bears", "bear-token", controller="bob", is_token=True),
        ],
    )
    result = run_with_cards(game, [{"type": "cast", "card": "echo"}, {"type": "resolve"}, {"type": "resolve"}],
                            ECHO, RAT)  # fmt: skip
    controllers = {p["id"]: p["controller"] for p in result["state"]["battlefield"]}
    assert controllers == {"echo": "alice", "rat-token": "alice", "rat-card": "bob", "bear-token": "bob"}


def test_gain_control_of_all_variant_with_unknown_word_is_not_read() -> None:
    assert probe_support("When Probe enters, gain control of all Rat blokens.") != "full"


# --- "where X is the number of creature cards in defending player's graveyard" (CR 506.2, 404.1, 608.2h) ----

ANIMUS = read_full_definition(
    "Animus of Night's Reach",
    "Enchantment Creature — Spirit",
    "Menace (This creature can't be blocked except by two or more creatures.)\nWhenever Animus of Night's Reach "
    "attacks, it gets +X/+0 until end of turn, where X is the number of creature cards in defending player's "
    "graveyard.",
    "{3}{B}",  # the back face of The Long Reach of Night has no mana cost: a test cost
    ("0", "4"),
)


def test_animus_reads_a_defending_players_graveyard_count() -> None:
    assert ANIMUS["abilities"][0]["effect"]["power"] == "defending_graveyard_creature_cards"


def test_506_2_counts_the_creature_cards_in_the_defending_players_graveyard() -> None:
    game = state(
        step="declare_attackers",
        alice={"graveyard": [{"id": "mine", "card": "Grizzly Bears"}]},
        bob={
            "graveyard": [
                {"id": "g1", "card": "Grizzly Bears"},
                {"id": "g2", "card": "Grizzly Bears"},
                {"id": "b1", "card": "Test Bolt"},
            ]
        },
        battlefield=[_in_play("Animus of Night's Reach", "animus")],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "animus", "defending": "bob"}]}
    result = run_with_cards(game, [attack, {"type": "resolve"}], ANIMUS, BOLT)
    animus = next(p for p in result["state"]["battlefield"] if p["id"] == "animus")
    # two creature cards in bob's graveyard (not the instant, not alice's creature card)
    assert animus["characteristics"]["power"] == 2


def test_defending_graveyard_variant_with_unknown_word_is_not_read() -> None:
    assert (
        probe_support(
            "Whenever Probe attacks, it gets +X/+0 until end of turn, where X is the number of creature cards in "
            "defending player's blorkyard."
        )
        != "full"
    )


# --- "Modified creatures you control can attack as though they didn't have defender." (CR 702.3b) ----------

GUARDIANS = read_full_definition(
    "Guardians of Oboro",
    "Creature — Moonfolk Samurai",
    f"Defender\nModified creatures you control can attack as though they didn't have defender. {REMINDER}",
    "{2}{U}",
    ("3", "4"),
)
WALL = read_full_definition("Test Wall", "Creature — Wall", "Defender", "{1}", ("0", "4"))


def _attack_with(attacker: str, battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]}
    return run_with_cards(game, [attack], GUARDIANS, WALL)


def test_guardians_reads_a_group_ability() -> None:
    assert GUARDIANS["abilities"] == [
        {"kind": "attacks_as_though_no_defender", "affected": "all:creature:modified:you_control"}
    ]


def test_702_3b_a_modified_creature_you_control_attacks_despite_defender() -> None:
    result = _attack_with(
        "wall", [_in_play("Guardians of Oboro", "g"), _in_play("Test Wall", "wall", counters={"+1/+1": 1})]
    )
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == ["wall"]
    # the Guardians itself, modified, too
    result = _attack_with("g", [_in_play("Guardians of Oboro", "g", counters={"+1/+1": 1})])
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == ["g"]


def test_702_3b_unmodified_or_an_opponents_group_does_not_let_it_attack() -> None:
    with pytest.raises(IllegalAction):
        _attack_with("g", [_in_play("Guardians of Oboro", "g")])
    with pytest.raises(IllegalAction):
        _attack_with("wall", [_in_play("Guardians of Oboro", "g"), _in_play("Test Wall", "wall")])
    with pytest.raises(IllegalAction):
        _attack_with(
            "wall",
            [
                _in_play("Guardians of Oboro", "g", controller="bob"),
                _in_play("Test Wall", "wall", counters={"+1/+1": 1}),
            ],
        )


def test_group_despite_defender_variant_with_unknown_word_is_not_read() -> None:
    assert (
        probe_support("Modified blorked creatures you control can attack as though they didn't have defender.")
        != "full"
    )


# --- "Return all artifact and enchantment cards from your graveyard to the battlefield." (CR 205.2a) --------

RESTORATION = read_full_definition(
    "Brilliant Restoration",
    "Sorcery",
    "Return all artifact and enchantment cards from your graveyard to the battlefield.",
    "{3}{W}{W}{W}{W}",
)
GLYPH = {"name": "Test Glyph", "mana_cost": "{1}", "types": ["Enchantment"]}
IDOL = {"name": "Test Idol", "mana_cost": "{1}", "types": ["Artifact"]}


def test_restoration_reads_artifact_and_enchantment_cards_as_either() -> None:
    assert RESTORATION["abilities"][0]["effect"] == {
        "kind": "return_all_to_battlefield",
        "quality": ["artifact_or_enchantment"],
    }


def test_205_2a_returns_every_artifact_card_and_every_enchantment_card() -> None:
    game = state(
        alice={
            "mana_pool": {"W": 4, "C": 3},
            "hand": [{"id": "spell", "card": "Brilliant Restoration"}],
            "graveyard": [
                {"id": "idol", "card": "Test Idol"},
                {"id": "glyph", "card": "Test Glyph"},
                {"id": "bear", "card": "Grizzly Bears"},
            ],
        },
        bob={"graveyard": [{"id": "bobs-idol", "card": "Test Idol"}]},
    )
    result = run_with_cards(game, [{"type": "cast", "card": "spell"}, {"type": "resolve"}], RESTORATION, GLYPH, IDOL)
    assert sorted(p["card"] for p in result["state"]["battlefield"]) == ["Test Glyph", "Test Idol"]
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert sorted(card["card"] for card in alice["graveyard"]) == ["Brilliant Restoration", "Grizzly Bears"]


def test_types_and_cards_variant_with_unknown_word_is_not_read() -> None:
    assert (
        probe_support(
            "Return all artifact and blorkment cards from your graveyard to the battlefield.",
            type_line="Sorcery",
            pt=None,
        )
        != "full"
    )
