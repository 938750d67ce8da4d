"""s16-tailb: the long tail of THB, IKO, ZNR, STX, AFR, MID, VOW and NEO (docs/oracle-tailb.md).

Each construction: the line reads (and a near variant with an unknown word doesn't), and the engine
node it lowers to plays as the Comprehensive Rules say."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle import CardFacts, read_card
from tests.unit.conftest import CATALOG, events_of, permanent, state
from tests.unit.conftest import read_full_definition as _read


def _run(game: dict[str, Any], actions: list[dict[str, Any]], *cards: dict[str, Any]) -> dict[str, Any]:
    catalog = {**CATALOG, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}
    return resolve(game, actions, catalog).model_dump(mode="json")


def _support(oracle: str, type_line: str = "Creature — Human", pt: tuple[str, str] | None = ("2", "2")) -> str:
    facts = CardFacts(
        name="Test Card",
        mana_cost="{1}{W}",
        type_line=type_line,
        oracle_text=oracle,
        power=pt[0] if pt else None,
        toughness=pt[1] if pt else None,
    )
    return read_card(facts).support


def _creature(name: str, power: int, toughness: int) -> dict[str, Any]:
    return {"name": name, "mana_cost": "{1}", "types": ["Creature"], "power": power, "toughness": toughness}


# --- coven: "if you control three or more creatures with different powers" (CR 603.4, 602.5b, 208.1) ----

WITCH = (
    "Candlegrove Witch",
    "Creature — Human Warlock",
    "Coven — At the beginning of combat on your turn, if you control three or more creatures with different "
    "powers, Candlegrove Witch gains flying until end of turn.",
    "{1}{W}",
    ("2", "2"),
)
MENTOR = (
    "Dawnhart Mentor",
    "Creature — Human Warlock",
    "When Dawnhart Mentor enters the battlefield, create a 1/1 white Human creature token.\n"
    "Coven — {5}{G}: Target creature you control gets +3/+3 and gains trample until end of turn. Activate only "
    "if you control three or more creatures with different powers.",
    "{2}{G}",
    ("0", "4"),
)
OGRE = _creature("Test Ogre", 3, 3)
WALL = _creature("Test Wall", 0, 4)


def test_coven_step_trigger_reads() -> None:
    witch = _read(*WITCH)
    assert witch["abilities"] == [
        {
            "kind": "step_trigger",
            "step": "beginning_of_combat",
            "whose": "yours",
            "effect": {
                "kind": "pump",
                "target": "self",
                "power": 0,
                "toughness": 0,
                "duration": "end_of_turn",
                "keywords": ["flying"],
            },
            "if_you_control": "creature",
            "if_you_control_at_least": 3,
            "if_you_control_different_powers": True,
        }
    ]
    # an unknown word in the condition is not read
    assert _support(WITCH[2].replace("different powers", "different wombats")) != "full"


def test_603_4_coven_triggers_only_with_three_different_powers() -> None:
    witch = _read(*WITCH)
    mine = [
        {"id": "witch", "card": "Candlegrove Witch", "controller": "alice"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "ogre", "card": "Test Ogre", "controller": "alice"},
    ]
    # powers 2, 2, 3: two different powers, no trigger (CR 603.4)
    two = _run(state(battlefield=mine), [{"type": "next_step"}], witch, OGRE, WALL)
    assert two["state"]["step"] == "beginning_of_combat"
    assert events_of(two, "trigger_put_on_stack") == []
    # a bob's creature with another power does not count: it's alice's condition
    theirs = _run(
        state(battlefield=[*mine, {"id": "wall", "card": "Test Wall", "controller": "bob"}]),
        [{"type": "next_step"}],
        witch,
        OGRE,
        WALL,
    )
    assert events_of(theirs, "trigger_put_on_stack") == []
    # powers 2, 2, 3, 0: three different powers
    three = _run(
        state(battlefield=[*mine, {"id": "wall", "card": "Test Wall", "controller": "alice"}]),
        [{"type": "next_step"}, {"type": "resolve"}],
        witch,
        OGRE,
        WALL,
    )
    assert len(events_of(three, "trigger_put_on_stack")) == 1
    assert "flying" in permanent(three, "witch")["characteristics"]["keywords"]


def test_602_5b_coven_activation_restriction() -> None:
    mentor = _read(*MENTOR)
    pump = mentor["abilities"][1]
    assert pump["activate_only_if_you_control"] == "creature"
    assert pump["activate_only_if_you_control_at_least"] == 3
    assert pump["activate_only_if_you_control_different_powers"] is True
    mine = [
        {"id": "mentor", "card": "Dawnhart Mentor", "controller": "alice"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "bears2", "card": "Grizzly Bears", "controller": "alice"},
    ]
    activate = {"type": "activate", "permanent": "mentor", "ability": 1, "choices": {"targets": ["bears"]}}
    alice = {"mana_pool": {"G": 6}}
    with pytest.raises(IllegalAction, match="with different powers"):
        _run(state(alice=alice, battlefield=mine), [activate], mentor, OGRE)
    game = state(alice=alice, battlefield=[*mine, {"id": "ogre", "card": "Test Ogre", "controller": "alice"}])
    done = _run(game, [activate, {"type": "resolve"}], mentor, OGRE)
    assert permanent(done, "bears")["characteristics"]["power"] == 5


# --- decayed (CR 702.147a) --------------------------------------------------------------------------

FALCON = (
    "Falcon Abomination",
    "Creature — Zombie Bird",
    "Flying\nWhen Falcon Abomination enters the battlefield, "
    "create a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at "
    "end of combat.)",
    "{2}{U}",
    ("2", "2"),
)
ZOMBIE = {**_creature("Test Decayed Zombie", 2, 2), "subtypes": ["Zombie"], "keywords": ["decayed"]}


def _on_field(object_id: str, card: str, controller: str) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "controlled_since_turn": 1}


def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


def test_702_147a_decayed_token_reads() -> None:
    falcon = _read(*FALCON)
    token = falcon["abilities"][0]["effect"]["token"]
    assert token["keywords"] == ["decayed"] and token["power"] == 2
    assert _support("When ~ enters, create a 2/2 black Zombie creature token with decayed wombat.") != "full"
    assert _support("Decayed", pt=("2", "2")) == "full"


def test_702_147a_a_creature_with_decayed_cant_block() -> None:
    game = state(
        step="declare_attackers",
        battlefield=[_on_field("bear", "Grizzly Bears", "alice"), _on_field("zombie", ZOMBIE["name"], "bob")],
    )
    block = {"type": "declare_blockers", "blocks": [{"blocker": "zombie", "attacker": "bear"}]}
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [_attack("bear"), {"type": "next_step"}, block], ZOMBIE)
    assert "CR 702.147a" in refusal.value.cites


def test_702_147a_decayed_attacker_is_sacrificed_at_end_of_combat() -> None:
    game = state(step="declare_attackers", battlefield=[_on_field("zombie", ZOMBIE["name"], "alice")])
    attacked = _run(game, [_attack("zombie"), {"type": "resolve"}], ZOMBIE)
    assert len(events_of(attacked, "trigger_put_on_stack")) == 1
    assert attacked["state"]["delayed_triggers"] == [
        {"controller": "alice", "at": "end_of_combat", "action": "sacrifice", "objects": ["zombie"], "source": "zombie"}
    ]
    steps = [{"type": "next_step"}] * 3
    done = _run(game, [_attack("zombie"), {"type": "resolve"}, *steps, {"type": "resolve"}], ZOMBIE)
    assert done["state"]["step"] == "end_of_combat"
    assert [c["id"] for c in done["state"]["players"][0]["graveyard"]] == ["zombie"]
    assert done["state"]["delayed_triggers"] == []
    assert done["state"]["players"][1]["life"] == 18  # it dealt its combat damage first (CR 510.2, 511.2)


# --- "Whenever a creature you control with a +1/+1 counter on it dies" (CR 603.10a, 122.1) ----------------

SHADOWCAT = (
    "Skyclave Shadowcat",
    "Creature — Cat Horror",
    "{1}{B}, Sacrifice another creature: Put a +1/+1 counter on Skyclave Shadowcat.\n"
    "Whenever a creature you control with a +1/+1 counter on it dies, draw a card.",
    "{3}{B}",
    ("3", "3"),
)


def test_603_10a_dies_with_a_counter_reads() -> None:
    cat = _read(*SHADOWCAT)
    assert cat["abilities"][1]["dying"] == "creature:you_control:with_counter_+1/+1"
    assert _support(SHADOWCAT[2].replace("+1/+1 counter on it dies", "+1/+1 wombat on it dies")) != "full"


def test_603_10a_dies_with_a_counter_looks_back_at_its_counters() -> None:
    cat = _read(*SHADOWCAT)
    shock = _read("Test Shock", "Instant", "Test Shock deals 3 damage to target creature.", "{R}")
    bolt = {"type": "cast", "card": "bolt", "choices": {"targets": ["bears"]}}
    hand = {"hand": [{"id": "bolt", "card": "Test Shock"}], "mana_pool": {"R": 1}}

    def game(counters: dict[str, int], controller: str = "alice") -> dict[str, Any]:
        bears = {**_on_field("bears", "Grizzly Bears", controller), "counters": counters}
        return state(alice=hand, battlefield=[_on_field("cat", "Skyclave Shadowcat", "alice"), bears])

    drew = _run(game({"+1/+1": 1}), [bolt, {"type": "resolve"}, {"type": "resolve"}], cat, shock)
    assert len(events_of(drew, "trigger_put_on_stack")) == 1
    assert len(drew["state"]["players"][0]["hand"]) == 1  # the bolt was cast; the trigger drew one card
    for counters, controller in (({}, "alice"), ({"-1/-1": 1}, "alice"), ({"+1/+1": 1}, "bob")):
        none = _run(game(counters, controller), [bolt, {"type": "resolve"}], cat, shock)
        assert events_of(none, "trigger_put_on_stack") == [], (counters, controller)


# --- "Whenever you cast an instant, sorcery, or Wizard spell" (CR 601.2i, 205.3) ------------------------

MYSTIC = (
    "Umara Mystic",
    "Creature — Merfolk Wizard",
    "Flying\nWhenever you cast an instant, sorcery, or Wizard spell, Umara Mystic gets +2/+0 until end of turn.",
    "{1}{U}{R}",
    ("1", "3"),
)


def test_601_2i_types_or_subtype_cast_trigger_reads() -> None:
    mystic = _read(*MYSTIC)
    trigger = mystic["abilities"][0]
    assert trigger["kind"] == "cast_trigger" and trigger["caster"] == "you"
    assert trigger["spell_type_any_of"] == ["Instant", "Sorcery"] and trigger["or_spell_subtype"] == "Wizard"
    assert _support("Whenever you cast an instant, sorcery, or Wizard wombat, ~ gets +2/+0 until end of turn.") != (
        "full"
    )
    assert _support("Whenever you cast an instant, land, or Wizard spell, ~ gets +2/+0 until end of turn.") != "full"


def test_601_2i_a_wizard_creature_spell_triggers_it() -> None:
    mystic = _read(*MYSTIC)
    wizard = {**_creature("Test Wizard", 1, 1), "subtypes": ["Wizard"]}
    shock = _read("Test Shock", "Instant", "Test Shock deals 3 damage to target creature.", "{R}")

    def cast(card: str, targets: list[str]) -> dict[str, Any]:
        game = state(
            alice={"hand": [{"id": "spell", "card": card}], "mana_pool": {"R": 1, "G": 1}},
            battlefield=[_on_field("mystic", "Umara Mystic", "alice"), _on_field("bears", "Grizzly Bears", "bob")],
        )
        action = {"type": "cast", "card": "spell", **({"choices": {"targets": targets}} if targets else {})}
        return _run(game, [action], mystic, wizard, shock)

    for card, targets in (("Test Wizard", []), ("Test Shock", ["bears"])):
        assert len(events_of(cast(card, targets), "trigger_put_on_stack")) == 1, card
    assert events_of(cast("Grizzly Bears", []), "trigger_put_on_stack") == []


# --- "Whenever a player casts / an opponent casts <spell>" (CR 601.2i, 102.2) --------------------------

ARASTA = (
    "Arasta of the Endless Web",
    "Legendary Enchantment Creature — Spider",
    "Reach\nWhenever an opponent casts an instant or sorcery spell, create a 1/2 green Spider creature token with "
    "reach.",
    "{2}{G}{G}",
    ("3", "5"),
)


def test_601_2i_opponent_casts_reads() -> None:
    arasta = _read(*ARASTA)
    trigger = arasta["abilities"][0]
    assert trigger["caster"] == "opponent" and trigger["spell_type_any_of"] == ["Instant", "Sorcery"]
    assert (
        _read("Test Watcher", "Enchantment", "Whenever a player casts a spell, you gain 1 life.", "{1}")["abilities"][
            0
        ]["caster"]
        == "any"
    )
    assert _support("Whenever an opponent casts a wombat spell, you gain 1 life.", "Enchantment", None) != "full"


def test_102_2_an_opponents_spell_triggers_it_and_yours_does_not() -> None:
    arasta = _read(*ARASTA)
    shock = _read("Test Shock", "Instant", "Test Shock deals 3 damage to target creature.", "{R}")

    def cast(caster: str) -> dict[str, Any]:
        game = state(
            active_player=caster,
            battlefield=[_on_field("arasta", ARASTA[0], "alice"), _on_field("bears", "Grizzly Bears", "alice")],
        )
        for player in game["players"]:
            if player["id"] == caster:
                player.update({"hand": [{"id": "spell", "card": "Test Shock"}], "mana_pool": {"R": 1}})
        return _run(game, [{"type": "cast", "card": "spell", "choices": {"targets": ["bears"]}}], arasta, shock)

    assert len(events_of(cast("bob"), "trigger_put_on_stack")) == 1
    assert events_of(cast("alice"), "trigger_put_on_stack") == []


# --- "If it's a <noun>, <rider>" (CR 608.2c, 608.2h) ------------------------------------------------------

INVITATION = (
    "Wedding Invitation",
    "Artifact",
    "When Wedding Invitation enters the battlefield, draw a card.\n{T}, Sacrifice Wedding Invitation: Target "
    "creature can't be blocked this turn. If it's a Vampire, it also gains lifelink until end of turn.",
    "{2}",
)


def test_608_2c_if_its_a_reads_as_that_creature_is() -> None:
    invitation = _read(*INVITATION)
    rider = invitation["abilities"][1]["then_effects"][0]
    assert rider["condition"] == {"kind": "it_is", "specs": ["permanent:Vampire"]}
    assert _support(INVITATION[2].replace("it's a Vampire", "it's a wombat"), "Artifact", None) != "full"
    vampire = {**_creature("Test Vampire", 2, 2), "subtypes": ["Vampire"]}
    for target, lifelink in (("vampire", True), ("bears", False)):
        game = state(
            battlefield=[
                _on_field("invitation", "Wedding Invitation", "alice"),
                _on_field("vampire", "Test Vampire", "alice"),
                _on_field("bears", "Grizzly Bears", "alice"),
            ]
        )
        done = _run(
            game,
            [
                {"type": "activate", "permanent": "invitation", "ability": 1, "choices": {"targets": [target]}},
                {"type": "resolve"},
            ],
            invitation,
            vampire,
        )
        assert ("lifelink" in permanent(done, target)["characteristics"]["keywords"]) is lifelink


# --- "if you control an artifact and an enchantment" (NEO; CR 603.4) -------------------------------------

NAOMI = (
    "Naomi, Pillar of Order",
    "Legendary Creature — Human Advisor",
    "Whenever Naomi, Pillar of Order enters the battlefield or attacks, if you control an artifact and an "
    "enchantment, create a 2/2 white Samurai creature token with vigilance.",
    "{3}{W}{B}",
    ("4", "4"),
)
KAMI = (
    "Kami of Terrible Secrets",
    "Creature — Spirit",
    "When Kami of Terrible Secrets enters the battlefield, if you control an artifact and an enchantment, you draw "
    "a card and you gain 1 life.",
    "{3}{B}",
    ("3", "4"),
)
RELIC = {"name": "Test Relic", "mana_cost": "{1}", "types": ["Artifact"]}
CHARM = {"name": "Test Charm", "mana_cost": "{1}", "types": ["Enchantment"]}
BOTH = {"name": "Test Relic Charm", "mana_cost": "{1}", "types": ["Artifact", "Enchantment"]}


def test_603_4_you_control_an_artifact_and_an_enchantment_reads() -> None:
    kami = _read(*KAMI)["abilities"][0]
    assert kami["if_you_control"] == "artifact"
    assert kami["intervening_if"] == {"kind": "you_control", "spec": "enchantment"}
    naomi = _read(*NAOMI)["abilities"][0]
    assert naomi["also_on"] == ["attacks"] and naomi["intervening_if"]["spec"] == "enchantment"
    assert _support(NAOMI[2].replace("an enchantment", "an wombat")) != "full"


def test_603_4_both_conditions_hold_as_it_triggers() -> None:
    naomi = _read(*NAOMI)

    def attack(*others: str, resolve: bool = False) -> dict[str, Any]:
        field = [_on_field("naomi", NAOMI[0], "alice")] + [
            _on_field(f"o{n}", name, "alice") for n, name in enumerate(others)
        ]
        game = state(step="declare_attackers", battlefield=field)
        return _run(game, [_attack("naomi"), *([{"type": "resolve"}] if resolve else [])], naomi, RELIC, CHARM, BOTH)

    made = attack("Test Relic", "Test Charm", resolve=True)
    assert len(events_of(made, "trigger_put_on_stack")) == 1
    assert any(
        isinstance(p["card"], dict) and p["card"]["name"] == "Samurai Token" for p in made["state"]["battlefield"]
    )
    # one artifact enchantment meets both conditions
    assert len(events_of(attack("Test Relic Charm"), "trigger_put_on_stack")) == 1
    for others in (("Test Relic",), ("Test Charm",), ()):
        assert events_of(attack(*others), "trigger_put_on_stack") == [], others


# --- "Whenever you cast your first spell during each opponent's turn" (CR 601.2i, 102.1) -----------------

TRICKSTER = (
    "Arena Trickster",
    "Creature — Human Shaman",
    "Whenever you cast your first spell during each opponent's turn, put a +1/+1 counter on Arena Trickster.",
    "{3}{R}",
    ("3", "3"),
)


def test_601_2i_first_spell_during_each_opponents_turn() -> None:
    trickster = _read(*TRICKSTER)
    trigger = trickster["abilities"][0]
    assert trigger["nth_spell_each_turn"] == 1 and trigger["during"] == "opponents_turn"
    assert _support(TRICKSTER[2].replace("each opponent's turn", "each wombat's turn")) != "full"
    shock = _read("Test Shock", "Instant", "Test Shock deals 1 damage to target creature.", "{R}")

    def casts(active: str, spells: int) -> dict[str, Any]:
        hand = [{"id": f"s{n}", "card": "Test Shock"} for n in range(spells)]
        game = state(
            active_player=active,
            alice={"hand": hand, "mana_pool": {"R": spells}},
            battlefield=[_on_field("trickster", TRICKSTER[0], "alice"), _on_field("wall", "Test Wall", "bob")],
        )
        actions: list[dict[str, Any]] = []
        for n in range(spells):
            actions += [{"type": "cast", "card": f"s{n}", "choices": {"targets": ["wall"]}}, {"type": "resolve"}]
        return _run(game, actions, trickster, shock, WALL)

    assert len(events_of(casts("bob", 1), "trigger_put_on_stack")) == 1
    assert len(events_of(casts("bob", 2), "trigger_put_on_stack")) == 1  # the second spell doesn't trigger it
    assert events_of(casts("alice", 1), "trigger_put_on_stack") == []


# --- "If that spell is countered this way, exile it instead ..." (CR 614.1a, 701.6a) ---------------------

DISSIPATE = (
    "Dissipate",
    "Instant",
    "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's "
    "graveyard.",
    "{1}{U}{U}",
)


def test_614_1a_countered_spell_is_exiled_instead() -> None:
    dissipate = _read(*DISSIPATE)
    assert dissipate["abilities"] == [
        {"kind": "spell", "effect": {"kind": "counter", "target": "spell", "exile_instead": True}}
    ]
    assert (
        _support(
            "Draw a card. If that spell is countered this way, exile it instead of putting it into its "
            "owner's graveyard.",
            "Instant",
            None,
        )
        != "full"
    )
    game = state(
        alice={"hand": [{"id": "bears", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        bob={"hand": [{"id": "dissipate", "card": "Dissipate"}], "mana_pool": {"U": 3}},
    )
    done = _run(
        game,
        [
            {"type": "cast", "card": "bears"},
            {"type": "cast", "card": "dissipate", "player": "bob", "choices": {"targets": ["bears"]}},
            {"type": "resolve"},
        ],
        dissipate,
    )
    alice = done["state"]["players"][0]
    assert [c["id"] for c in alice["exile"]] == ["bears"] and alice["graveyard"] == []
    assert "CR 614.1a" in next(e for e in events_of(done, "zone_change") if e["object"] == "bears")["cites"]


# --- "Modified creatures you control have trample" (CR 700.9, 613.1f) ------------------------------------

KODAMA = (
    "Kodama of the West Tree",
    "Legendary Creature — Spirit",
    "Reach\nModified creatures you control have trample. (Equipment, Auras you control, and counters are "
    "modifications.)\nWhenever a modified creature you control deals combat damage to a player, search your "
    "library for a basic land card, put it onto the battlefield tapped, then shuffle.",
    "{2}{G}",
    ("3", "3"),
)


def test_700_9_modified_creatures_you_control_have_trample() -> None:
    kodama = _read(*KODAMA)
    assert kodama["abilities"][0] == {
        "kind": "static_pump",
        "power": 0,
        "toughness": 0,
        "keywords": ["trample"],
        "modified_only": True,
        "affected": "creatures_you_control",
    }
    assert _support("Modified wombats you control have trample.") != "full"
    game = state(
        battlefield=[
            _on_field("kodama", KODAMA[0], "alice"),
            {**_on_field("countered", "Grizzly Bears", "alice"), "counters": {"-1/-1": 1}},
            _on_field("plain", "Grizzly Bears", "alice"),
            {**_on_field("theirs", "Grizzly Bears", "bob"), "counters": {"+1/+1": 1}},
        ]
    )
    done = _run(game, [], kodama)
    assert "trample" in permanent(done, "countered")["characteristics"]["keywords"]
    assert "trample" not in permanent(done, "plain")["characteristics"]["keywords"]
    assert "trample" not in permanent(done, "theirs")["characteristics"]["keywords"]
    assert "trample" not in permanent(done, "kodama")["characteristics"]["keywords"]
