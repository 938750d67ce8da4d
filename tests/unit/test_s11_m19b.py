"""Constructions of Oracle text read for Core Set 2019 (group m19b, docs/oracle-m19b.md), each
played from the real card's Oracle text as the reader reads it:
- an intervening "if you gained life this turn" on a step trigger (Regal Bloodlord; CR 603.4);
- gold counters (Dragon's Hoard; CR 122.1);
- "<object> loses <keywords> [and gains <keywords>]" (Gargoyle Sentinel; layer 6, CR 613.1f);
- "Enchanted creature gets +1/+1 for each <type or subtype> you control" (Blanchwood Armor;
  layer 7c, CR 613.4c);
- "You have no maximum hand size." (Reliquary Tower; CR 402.2, 514.1)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, InvalidState
from app.oracle import CardFacts, read_card
from app.oracle.grammar import ParseFailure, parse
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import player as seat
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _not_modelled(name: str, type_line: str, oracle: str) -> list[str]:
    reading = read_card(CardFacts(name=name, mana_cost="{1}", type_line=type_line, oracle_text=oracle))
    return list(reading.not_modelled)


def _parses(line: str) -> bool:
    try:
        parse(line, is_spell=False)
    except ParseFailure:
        return False
    return True


# --- Regal Bloodlord: "At the beginning of each end step, if you gained life this turn, ..." -------

BLOODLORD = (
    "Regal Bloodlord",
    "Creature — Vampire Soldier",
    "Flying\nAt the beginning of each end step, if you gained life this turn, create a 1/1 black Bat "
    "creature token with flying.",
    "{3}{W}{B}",
    ("2", "4"),
)


def _end_step(bloodlord: dict[str, Any], gained: int, active: str = "alice") -> dict[str, Any]:
    """Into the end step, then the trigger (if any) resolves."""
    game = state(
        step="postcombat_main",
        active_player=active,
        alice={"life_gained_this_turn": gained},
        battlefield=[{"id": "r", "card": "Regal Bloodlord", "controller": "alice"}],
    )
    reached = _run(game, [{"type": "next_step"}], bloodlord)
    if not reached["state"]["stack"]:
        return reached
    return _run(reached["state"], [{"type": "resolve"}], bloodlord)


def test_603_4_a_step_trigger_if_you_gained_life_this_turn() -> None:
    bloodlord = _read(*BLOODLORD)
    trigger = bloodlord["abilities"][-1]
    assert (trigger["kind"], trigger["step"], trigger["whose"], trigger["condition"]) == (
        "step_trigger",
        "end",
        "each",
        "you_gained_life",
    )
    gained = _end_step(bloodlord, 3)
    bats = [p for p in gained["state"]["battlefield"] if p.get("is_token")]
    assert len(bats) == 1 and bats[0]["controller"] == "alice"
    assert bats[0]["characteristics"]["subtypes"] == ["Bat"] and "flying" in bats[0]["characteristics"]["keywords"]
    # each end step: also the opponent's, when the Bloodlord's controller gained life in it
    theirs = _end_step(bloodlord, 2, active="bob")
    assert len([p for p in theirs["state"]["battlefield"] if p.get("is_token")]) == 1
    # no life gained: it doesn't trigger (CR 603.4)
    none = _end_step(bloodlord, 0)
    assert events_of(none, "trigger_put_on_stack") == [] and not any(
        p.get("is_token") for p in none["state"]["battlefield"]
    )


def test_603_4_an_amount_of_life_gained_is_not_read_as_any_gain() -> None:
    # "3 or more" is its own condition (if_gained_life_at_least, s11-m19a's reading), never "you gained life"
    line = "At the beginning of your end step, if you gained 3 or more life this turn, draw a card."
    assert _not_modelled("Test Ledger", "Enchantment", line) == []
    reading = read_card(CardFacts(name="Test Ledger", type_line="Enchantment", oracle_text=line, mana_cost="{2}"))
    assert reading.definition is not None
    [ability] = reading.definition["abilities"]
    assert ability.get("if_gained_life_at_least") == 3 and "condition" not in ability


# --- Dragon's Hoard: gold counters --------------------------------------------------------------

HOARD = (
    "Dragon's Hoard",
    "Artifact",
    "Whenever a Dragon enters the battlefield under your control, put a gold counter on Dragon's Hoard.\n"
    "{T}, Remove a gold counter from Dragon's Hoard: Draw a card.\n{T}: Add one mana of any color.",
    "{3}",
)
DRAGON = {
    "name": "Test Dragon",
    "mana_cost": "{4}{R}",
    "types": ["Creature"],
    "subtypes": ["Dragon"],
    "power": 4,
    "toughness": 4,
}


def test_122_1_gold_counters_are_put_and_removed() -> None:
    hoard = _read(*HOARD)
    assert hoard["abilities"][0] == {
        "kind": "triggered",
        "trigger": "permanent_enters",
        "entering": "permanent:you_control:Dragon",
        "effect": {"kind": "put_counters", "counter": "gold", "amount": 1, "target": "self"},
    }
    game = state(
        alice={"mana_pool": {"R": 1, "C": 4}, "hand": [{"id": "d", "card": "Test Dragon"}]},
        battlefield=[{"id": "h", "card": "Dragon's Hoard"}],
    )
    entered = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}, {"type": "resolve"}], hoard, DRAGON)
    assert permanent(entered, "h")["counters"] == {"gold": 1}
    drawn = _run(
        entered["state"], [{"type": "activate", "permanent": "h", "ability": 1}, {"type": "resolve"}], hoard, DRAGON
    )
    assert permanent(drawn, "h").get("counters", {}).get("gold", 0) == 0
    assert [e["player"] for e in events_of(drawn, "card_drawn")] == ["alice"]
    # a creature that is no Dragon puts nothing
    bears = state(
        alice={"mana_pool": {"G": 2}, "hand": [{"id": "b", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "h", "card": "Dragon's Hoard"}],
    )
    other = _run(bears, [{"type": "cast", "card": "b"}, {"type": "resolve"}], hoard)
    assert not permanent(other, "h").get("counters") and other["state"]["stack"] == []


# --- Gargoyle Sentinel: "Until end of turn, ~ loses defender and gains flying." ----------------

SENTINEL = (
    "Gargoyle Sentinel",
    "Artifact Creature — Gargoyle",
    "Defender (This creature can't attack.)\n{3}: Until end of turn, Gargoyle Sentinel loses defender and gains flying.",
    "{3}",
    ("3", "3"),
)


def test_613_1f_loses_defender_and_gains_flying_until_end_of_turn() -> None:
    sentinel = _read(*SENTINEL)
    ability = sentinel["abilities"][-1]
    assert ability["effect"] == {"kind": "lose_keywords", "keywords": ["defender"], "target": "self"}
    assert ability["then_effects"][0]["keywords"] == ["flying"]
    game = state(alice={"mana_pool": {"C": 3}}, battlefield=[{"id": "g", "card": "Gargoyle Sentinel"}])
    result = _run(game, [{"type": "activate", "permanent": "g", "ability": 0}, {"type": "resolve"}], sentinel)
    keywords = permanent(result, "g")["characteristics"]["keywords"]
    assert "flying" in keywords and "defender" not in keywords
    assert "CR 613.1f" in events_of(result, "keywords_lost")[0]["cites"]
    # it can attack now (CR 702.3b no longer applies)
    attack = _run(
        {**result["state"], "step": "beginning_of_combat"},
        [{"type": "next_step"}, {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}],
        sentinel,
    )
    assert events_of(attack, "attackers_declared") and permanent(attack, "g")["tapped"]
    # the cleanup step ends both effects (CR 514.2)
    ended = _run({**result["state"], "step": "end"}, [{"type": "next_step"}], sentinel)
    keywords = permanent(ended, "g")["characteristics"]["keywords"]
    assert "defender" in keywords and "flying" not in keywords


def test_613_1f_lose_reads_only_with_a_duration_the_engine_keeps() -> None:
    line = "{3}: Test Wall loses defender."
    assert _not_modelled("Test Wall", "Artifact Creature — Wall", line) == [line]
    assert _parses("{3}: Until end of turn, ~ loses defender and gains flying.")
    assert not _parses("{3}: Until end of turn, ~ loses defender and sheds flying.")


# --- Blanchwood Armor: "+1/+1 for each Forest you control" -------------------------------------

ARMOR = (
    "Blanchwood Armor",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.",
    "{2}{G}",
)


def test_613_4c_enchanted_creature_gets_plus_one_for_each_forest_you_control() -> None:
    armor = _read(*ARMOR)
    assert armor["abilities"][-1] == {
        "kind": "attached_count_pump",
        "count": "permanents_you_control",
        "subtype": "Forest",
    }
    battlefield = [
        {"id": "b", "card": "Grizzly Bears"},
        {"id": "a", "card": "Blanchwood Armor", "attached_to": "b"},
        {"id": "f1", "card": "Forest"},
        {"id": "f2", "card": "Forest"},
        {"id": "f3", "card": "Forest", "controller": "bob"},
    ]
    result = _run(state(battlefield=battlefield), [{"type": "next_step"}], armor)
    bears = permanent(result, "b")["characteristics"]
    assert (bears["power"], bears["toughness"]) == (4, 4)  # 2/2 and two Forests its controller controls


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("Enchanted creature gets +1/+1 for each Forest an opponent controls.", "whose"),
        ("Enchanted creature gets +1/+1 for each Forest you control and each Island.", "grammar"),
    ],
)
def test_613_4c_other_counted_pumps_are_not_read(line: str, why: str) -> None:
    assert _not_modelled("Test Armor", "Enchantment — Aura", f"Enchant creature\n{line}") == [line], why


# --- Reliquary Tower: "You have no maximum hand size." -----------------------------------------

TOWER = ("Reliquary Tower", "Land", "You have no maximum hand size.\n{T}: Add {C}.", "")
RACK = {
    "name": "Test Rack",
    "mana_cost": "{1}",
    "types": ["Artifact"],
    "abilities": [{"kind": "maximum_hand_size", "player": "you", "size": 4}],
}


def _hand(count: int) -> list[dict[str, Any]]:
    return [{"id": f"h{n}", "card": "Grizzly Bears"} for n in range(1, count + 1)]


def test_402_2_no_maximum_hand_size_discards_nothing_in_cleanup() -> None:
    tower = _read(*TOWER)
    assert tower["abilities"][0] == {"kind": "no_maximum_hand_size"}
    game = state(step="end", alice={"hand": _hand(12)}, battlefield=[{"id": "t", "card": "Reliquary Tower"}])
    result = _run(game, [{"type": "next_step"}], tower)
    assert len(player_of(result, "alice")["hand"]) == 12 and not events_of(result, "discarded")
    # the opponent's Tower does nothing for alice (CR 402.2: "you")
    theirs = {**game, "battlefield": [{"id": "t", "card": "Reliquary Tower", "controller": "bob"}]}
    assert len(player_of(_run(theirs, [{"type": "next_step"}], tower), "alice")["hand"]) == 7


def test_613_11_the_latest_hand_size_effect_decides() -> None:
    tower = _read(*TOWER)
    rack_first = state(
        step="end",
        alice={"hand": _hand(9)},
        battlefield=[{"id": "r", "card": "Test Rack"}, {"id": "t", "card": "Reliquary Tower"}],
    )
    assert len(player_of(_run(rack_first, [{"type": "next_step"}], tower, RACK), "alice")["hand"]) == 9
    tower_first = {**rack_first, "battlefield": list(reversed(rack_first["battlefield"]))}
    assert len(player_of(_run(tower_first, [{"type": "next_step"}], tower, RACK), "alice")["hand"]) == 4


def test_402_2_a_near_variant_of_the_line_is_not_read() -> None:
    assert _parses("You have no maximum hand size.")
    assert not _parses("You have no maximum graveyard size.")
    line = "As long as you control a Forest, you have no maximum hand size."
    assert _not_modelled("Test Tower", "Enchantment", line) == [line]


# --- Rupture Spire: "When ~ enters, sacrifice it unless you pay {1}." ------------------------------

SPIRE = (
    "Rupture Spire",
    "Land",
    "Rupture Spire enters the battlefield tapped.\nWhen Rupture Spire enters the battlefield, sacrifice it unless "
    "you pay {1}.\n{T}: Add one mana of any color.",
    "",
)


def _spire(pay: bool | None, pool: dict[str, int]) -> dict[str, Any]:
    spire = _read(*SPIRE)
    game = state(alice={"mana_pool": pool, "hand": [{"id": "s", "card": "Rupture Spire"}]})
    choices = {} if pay is None else {"choices": {"pay_optional_cost": pay}}
    return _run(game, [{"type": "play_land", "card": "s"}, {"type": "resolve", **choices}], spire)


def test_118_12_sacrifice_it_unless_you_pay() -> None:
    spire = _read(*SPIRE)
    assert spire["abilities"][1] == {
        "kind": "triggered",
        "trigger": "enters",
        "effect": {"kind": "sacrifice", "target": "self"},
        "unless_cost": "{1}",
    }
    paid = _spire(True, {"G": 1})
    assert permanent(paid, "s")["tapped"] and player_of(paid, "alice")["mana_pool"].get("G", 0) == 0
    assert "CR 118.12" in events_of(paid, "optional_cost_paid")[0]["cites"]
    for declined in (_spire(False, {"G": 1}), _spire(None, {})):
        assert all(p["id"] != "s" for p in declined["state"]["battlefield"])
        assert [c["id"] for c in player_of(declined, "alice")["graveyard"]] == ["s"]


def test_118_12_pending_asks_whether_to_pay() -> None:
    spire = _read(*SPIRE)
    game = state(alice={"mana_pool": {"G": 1}, "hand": [{"id": "s", "card": "Rupture Spire"}]})
    result = _run(game, [{"type": "play_land", "card": "s"}], spire)
    pending = result["pending"]
    assert pending["decision"] == "choose" and pending["options"]["choice"] == "pay_optional_cost"
    assert pending["options"]["cost"] == "{1}"


def test_118_12_a_cost_that_cant_be_paid_is_refused() -> None:
    with pytest.raises(IllegalAction):
        _spire(True, {})


@pytest.mark.parametrize(
    "line",
    [
        "Destroy target creature unless you pay {1}.",
        "When Test Spire enters, sacrifice it unless an opponent pays {1}.",
        "Whenever a creature enters, sacrifice it unless you pay {1}.",
    ],
)
def test_118_12_unless_is_read_only_where_the_engine_asks_it(line: str) -> None:
    type_line = "Instant" if line.startswith("Destroy") else "Enchantment"
    assert _not_modelled("Test Spire", type_line, line) == [line]


# --- Ghirapur Guide: "... can't be blocked by creatures with power 2 or less this turn." -----------

GUIDE = (
    "Ghirapur Guide",
    "Creature — Elf Scout",
    "{2}{G}: Target creature you control can't be blocked by creatures with power 2 or less this turn.",
    "{2}{G}",
    ("3", "2"),
)
GIANT = {"name": "Test Giant", "mana_cost": "{4}", "types": ["Creature"], "power": 4, "toughness": 4}


def _guide_blocked_by(blocker: str) -> dict[str, Any]:
    guide = _read(*GUIDE)
    game = state(
        alice={"mana_pool": {"G": 3}},
        battlefield=[
            {"id": "g", "card": "Ghirapur Guide", "controlled_since_turn": 1},
            {"id": "x", "card": blocker, "controller": "bob", "controlled_since_turn": 1},
        ],
    )
    actions = [
        {"type": "activate", "permanent": "g", "ability": 0, "choices": {"targets": ["g"]}},
        {"type": "resolve"},
        {"type": "next_step"},
        {"type": "next_step"},
        {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]},
        {"type": "next_step"},
        {"type": "declare_blockers", "blocks": [{"blocker": "x", "attacker": "g"}]},
    ]
    return _run(game, actions, guide, GIANT)


def test_509_1b_cant_be_blocked_by_creatures_with_power_2_or_less_this_turn() -> None:
    guide = _read(*GUIDE)
    assert guide["abilities"][0]["effect"] == {
        "kind": "cant_be_blocked_by_this_turn",
        "target": "creature:you_control",
        "power_at_most": 2,
    }
    with pytest.raises(IllegalAction) as refused:
        _guide_blocked_by("Grizzly Bears")
    assert "CR 509.1b" in refused.value.cites
    blocked = _guide_blocked_by("Test Giant")  # power 4: it may block
    assert events_of(blocked, "blocker_declared") or events_of(blocked, "blockers_declared")


def test_514_2_the_restriction_ends_with_the_turn() -> None:
    guide = _read(*GUIDE)
    game = state(alice={"mana_pool": {"G": 3}}, battlefield=[{"id": "g", "card": "Ghirapur Guide"}])
    result = _run(
        game,
        [{"type": "activate", "permanent": "g", "ability": 0, "choices": {"targets": ["g"]}}, {"type": "resolve"}],
        guide,
    )
    assert permanent(result, "g")["effects"][0]["cant_be_blocked_by_power_at_most"] == 2
    ended = _run({**result["state"], "step": "end"}, [{"type": "next_step"}], guide)
    assert not permanent(ended, "g").get("effects")


@pytest.mark.parametrize(
    "line",
    [
        "{2}{G}: Target creature you control can't be blocked by creatures with power X or less this turn.",
        "{2}{G}: Target creature you control can't be blocked by red creatures this turn.",
        "{2}{G}: Target creature you control can't be blocked by creatures with power 2 or less.",
    ],
)
def test_509_1b_other_blockers_or_durations_are_not_read(line: str) -> None:
    assert _not_modelled("Test Guide", "Creature — Elf Scout", line) == [line]


# --- Radiating Lightning: "~ deals 3 damage to target player and 1 damage to each creature that
# player controls." (second pass, s11-m19b2; CR 120.3, 608.2c) ------------------------------------

RADIATING = (
    "Radiating Lightning",
    "Instant",
    "Radiating Lightning deals 3 damage to target player and 1 damage to each creature that player controls.",
    "{3}{R}",
)


def _radiate(target: str, *, hexproof_bob: bool = False) -> dict[str, Any]:
    lightning = _read(*RADIATING)
    game = state(
        alice={"mana_pool": {"R": 1, "C": 3}, "hand": [{"id": "rl", "card": "Radiating Lightning"}]},
        battlefield=[
            {"id": "b1", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "a1", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    return _run(
        game, [{"type": "cast", "card": "rl", "choices": {"targets": [target]}}, {"type": "resolve"}], lightning
    )


def test_608_2c_damage_to_target_player_and_each_creature_that_player_controls() -> None:
    result = _radiate("bob")
    assert player_of(result, "bob")["life"] == 17
    assert player_of(result, "alice")["life"] == 20
    assert permanent(result, "b1")["damage"] == 1
    assert permanent(result, "b2")["damage"] == 1
    assert permanent(result, "a1")["damage"] == 0  # alice's creature: not "that player's"
    # one source for both parts (CR 120.3): the spell
    assert {e["source"] for e in events_of(result, "damage_dealt")} == {"rl"}


def test_608_2c_that_player_is_the_one_targeted() -> None:
    result = _radiate("alice")
    assert player_of(result, "alice")["life"] == 17
    assert permanent(result, "a1")["damage"] == 1
    assert permanent(result, "b1")["damage"] == 0


def test_115_1_the_target_must_be_a_player() -> None:
    with pytest.raises(IllegalAction):
        _radiate("b1")


@pytest.mark.parametrize(
    "line",
    [
        # s13-bite: a second target in a spell is read (dealt out in order, CR 601.2c: test_s13_bite.py); s30-modern
        # reads "and 1 damage to another target creature" (CR 115.3: test_s30_modern.py); "another target creature's
        # controller" is not
        "~ deals 3 damage to target creature and 1 damage to another target creature's controller.",
        # "that player" without a target player before it
        "~ deals 3 damage to target creature and 1 damage to each creature that player controls.",
        # an unknown word
        "~ deals 3 damage to target player and 1 damage to each creature that player blorbs.",
    ],
)
def test_608_2c_near_variants_of_the_split_damage_are_not_read(line: str) -> None:
    assert _not_modelled("Near Lightning", "Instant", line)


def _parses_spell(line: str) -> bool:
    try:
        parse(line, is_spell=True)
    except ParseFailure:
        return False
    return True


def test_the_split_damage_grammar_refuses_an_unknown_word() -> None:
    assert _parses_spell("~ deals 3 damage to target player and 1 damage to each creature that player controls.")
    assert not _parses_spell("~ deals 3 damage to target player and 1 zorch to each creature that player controls.")


# --- Magistrate's Scepter: "Take an extra turn after this one." (second pass; CR 500.7) -----------

SCEPTER = (
    "Magistrate's Scepter",
    "Artifact",
    "{4}, {T}: Put a charge counter on Magistrate's Scepter.\n"
    "{T}, Remove three charge counters from Magistrate's Scepter: Take an extra turn after this one.",
    "{4}",
)


def _turns(result: dict[str, Any], count: int, *cards: dict[str, Any]) -> list[str]:
    """The active players of the next `count` turns."""
    players = []
    for _ in range(count):
        result = _run(result["state"], [{"type": "next_turn"}], *cards)
        players.append(result["state"]["active_player"])
    return players


def test_500_7_take_an_extra_turn_after_this_one() -> None:
    scepter = _read(*SCEPTER)
    game = state(
        battlefield=[{"id": "s", "card": "Magistrate's Scepter", "controller": "alice", "counters": {"charge": 3}}]
    )
    result = _run(game, [{"type": "activate", "permanent": "s", "ability": 1}, {"type": "resolve"}], scepter)
    assert permanent(result, "s")["counters"].get("charge", 0) == 0
    assert result["state"]["extra_turns"] == ["alice"]
    assert events_of(result, "extra_turn_added")[0]["player"] == "alice"
    after = _run(result["state"], [{"type": "next_turn"}], scepter)
    assert (after["state"]["turn"], after["state"]["active_player"]) == (4, "alice")
    assert events_of(after, "extra_turn_began") == [
        {**events_of(after, "extra_turn_began")[0], "turn": 4, "player": "alice"}
    ]
    assert "extra_turns" not in after["state"]
    assert _turns(after, 2, scepter) == ["bob", "alice"]  # then normal turn order (CR 500.7)


def test_500_7_normal_order_resumes_after_the_turn_they_followed() -> None:
    # Bob's turn; Alice was given an extra turn after it: Alice (extra), Alice (her own), then Bob.
    game = state(active_player="bob", extra_turns=["alice"], extra_turns_after="bob")
    assert _turns({"state": game}, 3) == ["alice", "alice", "bob"]


def test_500_7_the_most_recent_extra_turn_is_taken_first() -> None:
    game = state(
        players=[seat("alice"), seat("bob"), seat("carol")],
        extra_turns=["bob", "carol"],
    )
    # alice's turn 3; carol's extra turn was added last: carol, bob, then normal order after alice
    assert _turns({"state": game}, 4) == ["carol", "bob", "bob", "carol"]


def test_500_7_next_turn_counts_the_extra_turns_waiting() -> None:
    wall = {
        "name": "Test Dust",
        "mana_cost": "{1}",
        "types": ["Sorcery"],
        "abilities": [{"kind": "spell", "effect": {"kind": "cant_attack_next_turn", "target": "creature"}}],
    }
    game = state(
        extra_turns=["alice"],
        alice={"mana_pool": {"C": 1}, "hand": [{"id": "d", "card": "Test Dust"}]},
        battlefield=[{"id": "a1", "card": "Grizzly Bears", "controller": "alice"}],
    )
    result = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["a1"]}}, {"type": "resolve"}], wall)
    assert permanent(result, "a1")["cant_attack_on_turn"] == 4  # alice's extra turn is her next


def test_500_7_an_unknown_player_in_extra_turns_is_refused() -> None:
    with pytest.raises(InvalidState) as invalid:
        _run(state(extra_turns=["zed"]), [{"type": "next_turn"}])
    assert {"path": "extra_turns[0]", "message": "unknown player id 'zed'"} in invalid.value.errors


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Target player takes two extra turns after this one.",  # s23-c10 reads "Target player takes an ..."
        "{T}: Take two extra turns after this one.",
        "{T}: Take an extra turn after this one blorb.",
    ],
)
def test_500_7_near_variants_are_not_read(line: str) -> None:
    assert _not_modelled("Near Scepter", "Artifact", line)


# --- Volley Veteran: "it deals damage to <target> equal to the number of Goblins you control."
# (second pass; CR 120.3, 608.2h) ------------------------------------------------------------------

VETERAN = (
    "Volley Veteran",
    "Creature — Goblin Warrior",
    "When Volley Veteran enters the battlefield, it deals damage to target creature an opponent controls equal "
    "to the number of Goblins you control.",
    "{3}{R}",
    ("4", "2"),
)
GOBLIN = {
    "name": "Test Goblin",
    "mana_cost": "{R}",
    "types": ["Creature"],
    "subtypes": ["Goblin"],
    "power": 1,
    "toughness": 1,
}


def _volley(goblins: int, target: str = "giant") -> dict[str, Any]:
    veteran = _read(*VETERAN)
    game = state(
        alice={"mana_pool": {"R": 1, "C": 3}, "hand": [{"id": "v", "card": "Volley Veteran"}]},
        battlefield=[
            *({"id": f"g{n}", "card": "Test Goblin", "controller": "alice"} for n in range(goblins)),
            {"id": "og", "card": "Test Goblin", "controller": "bob"},  # an opponent's Goblin: not counted
            {"id": "giant", "card": "Grizzly Bears", "controller": "bob", "damage": 0},
        ],
    )
    cast = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"}], veteran, GOBLIN)
    return _run(cast["state"], [{"type": "resolve", "choices": {"targets": [target]}}], veteran, GOBLIN)


def test_608_2h_damage_equal_to_the_number_of_goblins_you_control() -> None:
    result = _volley(0)
    damage = [e for e in events_of(result, "damage_dealt") if e.get("source") == "v"]
    assert [e["amount"] for e in damage] == [1]  # the Veteran itself is a Goblin


def test_608_2h_the_count_is_taken_as_the_ability_resolves() -> None:
    result = _volley(2)
    damage = [e for e in events_of(result, "damage_dealt") if e.get("source") == "v"]
    assert [e["amount"] for e in damage] == [3]
    assert not any(p["id"] == "giant" for p in result["state"]["battlefield"])  # 3 damage to a 2/2


def test_the_subtype_count_is_a_capitalised_subtype() -> None:
    card = {
        "name": "Test Volley",
        "mana_cost": "{R}",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": "subtype_you_control:goblin"}}],
    }
    with pytest.raises(ValueError):
        CardDefinition.model_validate(card)


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, it deals damage to target creature equal to the number of Goblins an opponent controls.",
        "When ~ enters, it deals damage to target creature equal to the number of Goblins you blorb.",
        "When ~ enters, it deals damage to target creature equal to the number of Goblin cards in your hand.",
    ],
)
def test_608_2h_near_variants_of_the_counted_damage_are_not_read(line: str) -> None:
    assert _not_modelled("Near Veteran", "Creature — Goblin", line)


# --- Thorn Lieutenant: "Whenever ~ becomes the target of a spell or ability an opponent controls,
# <effect>" (second pass; CR 603.2, 115.1) ----------------------------------------------------------

LIEUTENANT = (
    "Thorn Lieutenant",
    "Creature — Elf Warrior",
    "Whenever Thorn Lieutenant becomes the target of a spell or ability an opponent controls, create a 1/1 "
    "green Elf Warrior creature token.\n{5}{G}: Thorn Lieutenant gets +4/+4 until end of turn.",
    "{1}{G}",
    ("2", "3"),
)
PING = {
    "name": "Test Ping",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "any"}}],
}


def _target_lieutenant(caster: str) -> dict[str, Any]:
    lieutenant = _read(*LIEUTENANT)
    hand = {"mana_pool": {"R": 1}, "hand": [{"id": "p", "card": "Test Ping"}]}
    game = state(
        **{caster: hand},
        battlefield=[{"id": "t", "card": "Thorn Lieutenant", "controller": "alice"}],
    )
    return _run(
        game, [{"type": "cast", "player": caster, "card": "p", "choices": {"targets": ["t"]}}], lieutenant, PING
    )


def test_603_2_targeted_by_an_opponents_spell_triggers() -> None:
    result = _target_lieutenant("bob")
    assert [(e["source"], e["trigger"]) for e in events_of(result, "trigger_put_on_stack")] == [
        ("t", "targeted_by_opponent")
    ]
    lieutenant = _read(*LIEUTENANT)
    resolved = _run(result["state"], [{"type": "resolve"}], lieutenant, PING)  # the trigger first (CR 405.5)
    tokens = [p for p in resolved["state"]["battlefield"] if isinstance(p["card"], dict)]
    assert [(t["card"]["subtypes"], t["controller"]) for t in tokens] == [(["Elf", "Warrior"], "alice")]


def test_603_2_its_controllers_own_spell_does_not_trigger_it() -> None:
    result = _target_lieutenant("alice")
    assert events_of(result, "trigger_put_on_stack") == []


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ becomes the target of a spell or ability you control, draw a card.",
        "Whenever ~ becomes the target of a spell an opponent controls, draw a card.",
        "Whenever ~ becomes the target of a spell or ability an opponent blorbs, draw a card.",
    ],
)
def test_603_2_near_variants_of_the_targeted_trigger_are_not_read(line: str) -> None:
    assert _not_modelled("Near Lieutenant", "Creature — Elf", line)


# --- Druid of Horns: "Whenever you cast an Aura spell that targets ~, <effect>" (second pass;
# CR 601.2c, 601.2i, 603.2) ---------------------------------------------------------------------

DRUID = (
    "Druid of Horns",
    "Creature — Human Druid",
    "Whenever you cast an Aura spell that targets Druid of Horns, create a 3/3 green Beast creature token.",
    "{3}{G}",
    ("2", "3"),
)
AURA_TEXT = ("Test Aura", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1.", "{G}")


def _enchant(target: str, caster: str = "alice") -> dict[str, Any]:
    druid = _read(*DRUID)
    game = state(
        active_player=caster,
        **{caster: {"mana_pool": {"G": 1}, "hand": [{"id": "au", "card": "Test Aura"}]}},
        battlefield=[
            {"id": "d", "card": "Druid of Horns", "controller": "alice"},
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    return _run(
        game,
        [{"type": "cast", "player": caster, "card": "au", "choices": {"targets": [target]}}],
        druid,
        _read(*AURA_TEXT),
    )


def test_601_2i_an_aura_spell_that_targets_it_triggers() -> None:
    result = _enchant("d")
    assert [e["source"] for e in events_of(result, "trigger_put_on_stack")] == ["d"]
    resolved = _run(result["state"], [{"type": "resolve"}], _read(*DRUID), _read(*AURA_TEXT))
    tokens = [p for p in resolved["state"]["battlefield"] if isinstance(p["card"], dict)]
    assert [(t["card"]["subtypes"], t["card"]["power"], t["controller"]) for t in tokens] == [(["Beast"], 3, "alice")]


def test_601_2i_an_aura_spell_targeting_another_creature_does_not_trigger() -> None:
    result = _enchant("bear")
    assert events_of(result, "trigger_put_on_stack") == []


def test_601_2i_an_opponents_aura_spell_does_not_trigger() -> None:
    result = _enchant("d", caster="bob")
    assert events_of(result, "trigger_put_on_stack") == []


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cast an Aura spell that targets another creature, draw a card.",
        "Whenever you cast an Aura spell that blorbs ~, draw a card.",
        "Whenever you cast an aura spell with power 4 or greater, draw a card.",
    ],
)
def test_601_2i_near_variants_of_the_targeting_cast_trigger_are_not_read(line: str) -> None:
    assert _not_modelled("Near Druid", "Creature — Human", line)


def test_302_6_summoning_sickness_counts_the_extra_turns() -> None:
    # Bob's creature came under his control on his turn 2; Alice's turn 3 gives her an extra turn:
    # during it (turn 4) Bob's most recent turn is still turn 2, so the creature is still sick.
    scepter = _read(*SCEPTER)
    pinger = {
        "name": "Test Pinger",
        "mana_cost": "{R}",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}],
    }
    game = state(
        battlefield=[
            {"id": "s", "card": "Magistrate's Scepter", "controller": "alice", "counters": {"charge": 3}},
            {"id": "p", "card": "Test Pinger", "controller": "bob", "controlled_since_turn": 2},
        ],
    )
    extra = _run(
        game,
        [{"type": "activate", "permanent": "s", "ability": 1}, {"type": "resolve"}, {"type": "next_turn"}],
        scepter,
        pinger,
    )
    assert (extra["state"]["turn"], extra["state"]["active_player"]) == (4, "alice")
    assert extra["state"]["turn_began"] == {"alice": 4, "bob": 2}
    with pytest.raises(IllegalAction) as sick:
        _run(
            extra["state"],
            [{"type": "activate", "player": "bob", "permanent": "p", "ability": 0, "choices": {"targets": ["alice"]}}],
            scepter,
            pinger,
        )
    assert sick.value.title == "Summoning sickness" and "CR 302.6" in sick.value.cites
    bobs = _run(extra["state"], [{"type": "next_turn"}], scepter, pinger)  # Bob's turn 5: no longer sick
    pinged = _run(
        bobs["state"],
        [
            {"type": "activate", "player": "bob", "permanent": "p", "ability": 0, "choices": {"targets": ["alice"]}},
            {"type": "resolve"},
        ],
        scepter,
        pinger,
    )
    assert player_of(pinged, "alice")["life"] == 19
