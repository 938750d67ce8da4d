"""s20-combat: blocking requirements, additional blocks and combat damage by toughness (docs/oracle-s20-combat.md),
read from real cards' Oracle text and played by the engine (CR 509.1a, 509.1c, 510.1a); near variants stay not
modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, run, run_with_cards, state


def _not_modelled(oracle: str, type_line: str = "Creature — Ogre") -> list[str]:
    reading = read_card(
        CardFacts(name="Test", mana_cost="{1}{R}", type_line=type_line, oracle_text=oracle, power="2", toughness="2")
    )
    return reading.not_modelled


def _definition(name: str, oracle: str, pt: tuple[str, str] = ("2", "2"), type_line: str = "Creature — Beast",
                cost: str = "{2}{G}") -> dict[str, Any]:
    return read_full_definition(name, type_line, oracle, cost, pt)


BEAR: dict[str, Any] = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def _creature(object_id: str, controller: str = "alice", card: dict[str, Any] | None = None,
              **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card or {**BEAR, "name": object_id}, "controller": controller,
            "controlled_since_turn": 1, **fields}


def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


def _block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "declare_blockers", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


NEXT = {"type": "next_step"}

UNICORN = _definition("Prized Unicorn", "All creatures able to block Prized Unicorn do so.", ("2", "2"),
                      "Creature — Unicorn", "{3}{G}")  # M20
LURE = _definition("Lure", "Enchant creature\nAll creatures able to block enchanted creature do so.", ("0", "0"),
                   "Enchantment — Aura", "{1}{G}{G}")  # 4ED
STALKER = _definition("Canopy Stalker", "Canopy Stalker must be blocked if able.\nWhen Canopy Stalker dies, you gain 1 "
                      "life for each creature that died this turn.", ("4", "2"), "Creature — Cat", "{3}{G}")  # M21
RAPTOR = _definition("Relentless Raptor", "Vigilance\nRelentless Raptor attacks or blocks each combat if able.",
                     ("3", "3"), "Creature — Dinosaur", "{R}{W}")  # RIX
CERATOPS = _definition("Spike-Tailed Ceratops", "Vigilance\nSpike-Tailed Ceratops can block an additional creature "
                       "each combat.", ("4", "4"), "Creature — Dinosaur", "{4}{W}")  # XLN
BRONTODON = _definition("Belligerent Brontodon", "Each creature you control assigns combat damage equal to its "
                        "toughness rather than its power.", ("4", "6"), "Creature — Dinosaur", "{5}{G}{W}")  # XLN
GAUNTLETS = _definition("Gauntlets of Light", 'Enchant creature\nEnchanted creature gets +0/+2 and assigns combat '
                        'damage equal to its toughness rather than its power.\nEnchanted creature has "{2}{W}: Untap '
                        'this creature."', ("0", "0"), "Enchantment — Aura", "{2}{W}")  # M20
ARCADES = _definition("Arcades, the Strategist", "Flying, vigilance\nWhenever a creature with defender enters the "
                      "battlefield under your control, draw a card.\nEach creature you control with defender assigns "
                      "combat damage equal to its toughness rather than its power and can attack as though it didn't "
                      "have defender.", ("3", "5"), "Legendary Creature — Elder Dragon", "{1}{G}{W}{U}")  # M19


def test_s20_combat_lines_are_read() -> None:
    assert UNICORN["abilities"] == [{"kind": "lure", "affected": "self"}]
    assert LURE["abilities"][1] == {"kind": "lure", "affected": "enchanted_creature"}
    assert STALKER["abilities"][0] == {"kind": "must_be_blocked"}
    assert RAPTOR["abilities"] == [{"kind": "attacks_each_combat", "affected": "self"}, {"kind": "blocks_each_combat"}]
    assert CERATOPS["abilities"] == [{"kind": "additional_block"}]
    assert BRONTODON["abilities"] == [{"kind": "toughness_combat_damage", "affected": "all:creature:you_control"}]
    assert GAUNTLETS["abilities"][1:3] == [{"kind": "attached_pump", "power": 0, "toughness": 2},
                                           {"kind": "toughness_combat_damage", "affected": "enchanted_creature"}]
    assert ARCADES["abilities"][1:] == [
        {"kind": "toughness_combat_damage", "affected": "all:creature:you_control:with_defender"},
        {"kind": "attacks_as_though_no_defender", "affected": "all:creature:you_control:with_defender"}]


def test_s20_combat_near_variants_are_not_modelled() -> None:
    assert _not_modelled("All creatures able to block ~ do wombat.")
    assert _not_modelled("All creatures able to block target creature do so.")
    assert _not_modelled("Other creatures you control must be blocked if able.")
    assert _not_modelled("~ can block an additional wombat each combat.")
    assert _not_modelled("Each creature you control assigns combat damage equal to its power rather than its toughness.")
    assert _not_modelled("Each creature your opponents control assigns combat damage equal to its toughness rather "
                         "than its power.")


def _lure_game(*defenders: dict[str, Any], attacker: dict[str, Any] | None = None) -> dict[str, Any]:
    return state(step="declare_attackers", battlefield=[
        _creature("unicorn", card=attacker or UNICORN), _creature("bear"), *defenders])


def test_509_1c_all_creatures_able_to_block_it_do_so() -> None:
    flier = {**BEAR, "name": "Flier", "keywords": ["flying"]}
    game = _lure_game(_creature("b1", "bob"), _creature("b2", "bob"), _creature("tapped", "bob", tapped=True))
    before = [_attack("unicorn", "bear"), NEXT]
    for wrong in ([], [("b1", "unicorn")], [("b1", "unicorn"), ("b2", "bear")]):
        with pytest.raises(IllegalAction) as refusal:
            run(game, [*before, _block(*wrong)])
        assert refusal.value.title == "Block requirement" and "CR 509.1c" in refusal.value.cites
        assert "all creatures able to block unicorn do so" in refusal.value.detail
    with pytest.raises(IllegalAction):
        run(game, [*before, NEXT])  # no declaration declares no blockers (509.1)
    result = run(game, [*before, _block(("b1", "unicorn"), ("b2", "unicorn"))])
    assert result["state"]["combat"]["blockers"] == {"b1": ["unicorn"], "b2": ["unicorn"]}
    # a creature that can't block it (flying attacker, 509.1b) has no requirement; nor has one that can't block at all
    flying = _definition("Flying Unicorn", "Flying\nAll creatures able to block ~ do so.")
    game = _lure_game(_creature("b1", "bob"), _creature("f", "bob", card=flier), attacker=flying)
    assert run(game, [*before, _block(("f", "unicorn"), ("b1", "bear"))])["state"]["combat"]["blockers"]["b1"] == [
        "bear"]


def test_509_1c_lure_on_the_enchanted_creature() -> None:
    game = _lure_game(_creature("b1", "bob"), {"id": "lure", "card": LURE, "controller": "alice",
                                               "attached_to": "bear"}, attacker={**BEAR, "name": "Plain"})
    with pytest.raises(IllegalAction):
        run(game, [_attack("unicorn", "bear"), NEXT, _block(("b1", "unicorn"))])
    result = run(game, [_attack("unicorn", "bear"), NEXT, _block(("b1", "bear"))])
    assert result["state"]["combat"]["blockers"] == {"b1": ["bear"]}
    # two lured attackers, one blocker: blocking either obeys as many requirements as possible (one)
    both = _lure_game(_creature("b1", "bob"), {"id": "lure", "card": LURE, "controller": "alice",
                                               "attached_to": "bear"})
    assert run(both, [_attack("unicorn", "bear"), NEXT, _block(("b1", "unicorn"))])["state"]["combat"]


def test_509_1c_must_be_blocked_if_able_and_restrictions() -> None:
    menace = {**BEAR, "name": "Menace", "keywords": ["menace"]}
    game = state(step="declare_attackers", battlefield=[
        _creature("stalker", card=STALKER), _creature("bear"), _creature("b1", "bob"), _creature("b2", "bob")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [_attack("stalker", "bear"), NEXT, _block(("b1", "bear"))])
    assert "stalker must be blocked if able" in refusal.value.detail
    assert run(game, [_attack("stalker", "bear"), NEXT, _block(("b2", "stalker"))])["state"]["combat"]["blockers"] == {
        "b2": ["stalker"]}
    # with menace (702.111b) two creatures must block it: one creature alone can't, so nothing is required of it
    menacing = _definition("Menacing Stalker", "Menace\n~ must be blocked if able.")
    one = state(step="declare_attackers", battlefield=[_creature("stalker", card=menacing), _creature("b1", "bob")])
    assert run(one, [_attack("stalker"), NEXT, NEXT])["state"]["step"] != "declare_blockers"
    two = state(step="declare_attackers", battlefield=[_creature("stalker", card=menacing), _creature("b1", "bob"),
                                                       _creature("b2", "bob")])
    with pytest.raises(IllegalAction):
        run(two, [_attack("stalker"), NEXT, NEXT])
    assert run(two, [_attack("stalker"), NEXT, _block(("b1", "stalker"), ("b2", "stalker"))])["state"]["combat"]
    del menace


def test_509_1c_blocks_each_combat_if_able() -> None:
    game = state(step="declare_attackers", battlefield=[
        _creature("bear"), _creature("raptor", "bob", card=RAPTOR), _creature("b2", "bob")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [_attack("bear"), NEXT, _block(("b2", "bear"))])
    assert "raptor blocks each combat if able" in refusal.value.detail
    result = run(game, [_attack("bear"), NEXT, _block(("raptor", "bear"), ("b2", "bear"))])
    assert result["state"]["combat"]["blockers"]["raptor"] == ["bear"]
    # on its controller's turn it attacks if able (508.1d)
    own = state(step="declare_attackers", battlefield=[_creature("raptor", card=RAPTOR), _creature("bear")])
    with pytest.raises(IllegalAction):
        run(own, [_attack("bear")])


def test_509_1a_can_block_an_additional_creature() -> None:
    game = state(step="declare_attackers", battlefield=[
        _creature("a1"), _creature("a2"), _creature("a3"), _creature("cera", "bob", card=CERATOPS)])
    before = [_attack("a1", "a2", "a3"), NEXT]
    result = run(game, [*before, _block(("cera", "a1"), ("cera", "a2")), NEXT])
    assert result["state"]["combat"]["blockers"]["cera"] == ["a1", "a2"]
    declared = events_of(result, "blocker_declared")
    assert [(e["attacker"], e.get("again", False)) for e in declared] == [("a1", False), ("a2", True)]
    with pytest.raises(IllegalAction) as refusal:
        run(game, [*before, _block(("cera", "a1"), ("cera", "a2"), ("cera", "a3"))])
    assert refusal.value.title == "Blocks twice"
    with pytest.raises(IllegalAction):
        run(game, [*before, _block(("cera", "a1"), ("cera", "a1"))])
    plain = state(step="declare_attackers", battlefield=[_creature("a1"), _creature("a2"), _creature("b", "bob")])
    with pytest.raises(IllegalAction):
        run(plain, [_attack("a1", "a2"), NEXT, _block(("b", "a1"), ("b", "a2"))])


def test_509_1c_two_lures_and_an_additional_block() -> None:
    game = state(step="declare_attackers", battlefield=[
        _creature("u1", card=UNICORN), _creature("u2", card=UNICORN), _creature("cera", "bob", card=CERATOPS)])
    with pytest.raises(IllegalAction):
        run(game, [_attack("u1", "u2"), NEXT, _block(("cera", "u1"))])  # it can block both: both requirements
    assert run(game, [_attack("u1", "u2"), NEXT, _block(("cera", "u1"), ("cera", "u2"))])["state"]["combat"]


def test_510_1a_assigns_combat_damage_equal_to_its_toughness() -> None:
    wall = {"name": "Wall", "types": ["Creature"], "subtypes": ["Wall"], "power": 0, "toughness": 4,
            "keywords": ["defender"]}
    game = state(step="declare_attackers", battlefield=[
        _creature("bronto", card=BRONTODON), _creature("bear"), _creature("other", "bob", card=BRONTODON)])
    result = run(game, [_attack("bronto", "bear"), NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 20 - 6 - 2  # the Brontodon's 6, the Bear's toughness 2
    arcades = state(step="declare_attackers", battlefield=[_creature("arcades", card=ARCADES),
                                                           _creature("wall", card=wall)])
    result = run(arcades, [_attack("wall"), NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 16  # a defender attacks (702.3b) and deals its toughness
    aura = state(step="declare_attackers", battlefield=[
        _creature("bear"), {"id": "g", "card": GAUNTLETS, "controller": "alice", "attached_to": "bear"}])
    assert player_of(run(aura, [_attack("bear"), NEXT, NEXT, NEXT]), "bob")["life"] == 16  # toughness 2 + 2


# --- requirements until end of turn (CR 509.1c, 514.2) --------------------------------------------

GROWTH = _definition("Emergent Growth", "Target creature gets +5/+5 until end of turn and must be blocked this turn if "
                     "able.", ("0", "0"), "Sorcery", "{3}{G}")  # XLN
DOMINANCE = _definition("Declare Dominance", "Target creature gets +3/+3 until end of turn. All creatures able to block "
                        "it this turn do so.", ("0", "0"), "Sorcery", "{3}{G}")  # M19
RIDER = _definition("Maraleaf Rider", "Sacrifice a Food: Target creature blocks Maraleaf Rider this turn if able.",
                    ("3", "2"), "Creature — Human Knight", "{1}{G}")  # ELD
SHESSRA = "Bewitching Whispers — When ~ enters, target creature blocks this turn if able."


def test_509_1c_requirement_effects_are_read() -> None:
    assert GROWTH["abilities"][1]["effect"] == {"kind": "block_requirement_this_turn", "target": "it",
                                                "requirement": "must_be_blocked"}
    assert DOMINANCE["abilities"][1]["effect"]["requirement"] == "lure"
    assert RIDER["abilities"][0]["effect"] == {"kind": "block_requirement_this_turn", "target": "creature",
                                               "requirement": "blocks_source"}
    assert not _not_modelled(SHESSRA)
    assert _not_modelled("Target creature blocks ~ this turn if able.", "Instant")  # ~ is no creature
    assert _not_modelled("Target creature blocks this turn if wombat.")


def _cast_on(card: dict[str, Any], target: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "card": "spell", "choices": {"targets": [target]}}, {"type": "resolve"}]


def test_509_1c_must_be_blocked_this_turn_and_lure_this_turn() -> None:
    for card, wrong in ((GROWTH, [("b1", "bear")]), (DOMINANCE, [("b1", "a"), ("b2", "bear")])):
        game = state(step="precombat_main", alice={"hand": [{"id": "spell", "card": card}],
                                                      "mana_pool": {"G": 1, "C": 3}},
                     battlefield=[_creature("a"), _creature("bear"), _creature("b1", "bob"), _creature("b2", "bob")])
        before = [*_cast_on(card, "a"), NEXT, NEXT, _attack("a", "bear"), NEXT]  # a sorcery: in the main phase
        with pytest.raises(IllegalAction) as refusal:
            run(game, [*before, _block(*wrong)])
        assert "CR 509.1c" in refusal.value.cites
        result = run(game, [*before, _block(("b1", "a"), ("b2", "a"))])
        assert result["state"]["combat"]["blockers"] == {"b1": ["a"], "b2": ["a"]}
        assert events_of(result, "block_requirement")


def test_509_1c_blocks_source_this_turn() -> None:
    food = {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]}
    game = state(step="declare_attackers", battlefield=[
        _creature("rider", card=RIDER), _creature("bear"), _creature("b1", "bob"), {"id": "food", "card": food,
                                                                                    "controller": "alice"}])
    activate = {"type": "activate", "permanent": "rider", "ability": 0,
                "choices": {"targets": ["b1"], "sacrifice": ["food"]}}
    before = [_attack("rider", "bear"), activate, {"type": "resolve"}, NEXT]
    with pytest.raises(IllegalAction) as refusal:
        run(game, [*before, _block(("b1", "bear"))])
    assert "b1 blocks rider this turn if able" in refusal.value.detail
    assert run(game, [*before, _block(("b1", "rider"))])["state"]["combat"]["blockers"] == {"b1": ["rider"]}


LUMBERKNOT = _definition("Ancient Lumberknot", "Each creature you control with toughness greater than its power assigns "
                         "combat damage equal to its toughness rather than its power.", ("1", "4"),
                         "Creature — Treefolk", "{2}{B}{G}")  # VOW
FOOTING = _definition("Solid Footing", "Flash\nEnchant creature\nEnchanted creature gets +1/+1.\nAs long as enchanted "
                      "creature has vigilance, it assigns combat damage equal to its toughness rather than its power.",
                      ("0", "0"), "Enchantment — Aura", "{W}")  # IKO


def test_510_1a_toughness_damage_with_a_condition() -> None:
    assert LUMBERKNOT["abilities"][0]["if_toughness_greater_than_power"] is True
    assert FOOTING["abilities"][2] == {"kind": "toughness_combat_damage", "affected": "enchanted_creature",
                                       "if_it_has": "vigilance"}
    assert _not_modelled("As long as enchanted creature has flying, it assigns combat damage equal to its toughness "
                         "rather than its power.", "Enchantment — Aura")
    tall = {**BEAR, "name": "Tall", "power": 1, "toughness": 3}
    game = state(step="declare_attackers", battlefield=[
        _creature("knot", card=LUMBERKNOT), _creature("tall", card=tall), _creature("bear")])
    assert player_of(run(game, [_attack("knot", "tall", "bear"), NEXT, NEXT, NEXT]), "bob")["life"] == 20 - 4 - 3 - 2
    watcher = {**BEAR, "name": "Watcher", "power": 1, "toughness": 4, "keywords": ["vigilance"]}
    for card, dealt in ((watcher, 5), ({**watcher, "keywords": []}, 2)):
        aura = state(step="declare_attackers", battlefield=[
            _creature("w", card=card), {"id": "f", "card": FOOTING, "controller": "alice", "attached_to": "w"}])
        assert player_of(run(aura, [_attack("w"), NEXT, NEXT, NEXT]), "bob")["life"] == 20 - dealt


def test_509_3a_blocks_trigger_once_for_a_creature_blocking_two() -> None:
    twins = _definition("Blocking Twins", "~ can block an additional creature each combat.\nWhenever ~ blocks, it gets "
                        "+1/+1 until end of turn.", ("2", "4"))
    game = state(step="declare_attackers", battlefield=[
        _creature("a1"), _creature("a2"), _creature("t", "bob", card=twins)])
    result = run(game, [_attack("a1", "a2"), NEXT, _block(("t", "a1"), ("t", "a2"))])
    assert len(result["state"]["stack"]) == 1  # one "whenever ~ blocks" trigger (CR 509.3a)


def test_509_1c_a_blocker_of_many_additional_blocks_facing_many_attackers_is_decided_without_listing_every_block(
) -> None:
    """Four creatures that may each block 31 of 60 attackers have more possible blocks than could be listed: they are
    made one at a time, and every partial declaration counts toward the search's bound. The lure (a1 is not it)
    makes the one-block declaration worse than blocking the lure, which the search finds at once."""
    lure = {"name": "Lure Probe", "types": ["Creature"], "subtypes": ["Beast"], "power": 1, "toughness": 1,
            "keywords": [], "mana_cost": "{G}", "abilities": [{"kind": "lure", "affected": "self"}]}
    wall = {"name": "Many Blocks Probe", "types": ["Creature"], "subtypes": ["Wall"], "power": 0, "toughness": 9,
            "keywords": [], "mana_cost": "{G}", "abilities": [{"kind": "additional_block"}] * 30}
    attackers = [{"id": f"a{i}", "card": "Lure Probe" if i == 0 else "Grizzly Bears", "controller": "alice"}
                 for i in range(60)]
    walls = [{"id": f"w{i}", "card": "Many Blocks Probe", "controller": "bob"} for i in range(4)]
    game = state(step="declare_attackers", battlefield=attackers + walls)
    actions = [{"type": "declare_attackers", "attackers": [{"id": a["id"], "defending": "bob"} for a in attackers]},
               {"type": "next_step"}, {"type": "declare_blockers", "blocks": [{"blocker": "w0", "attacker": "a1"}]}]
    with pytest.raises(IllegalAction) as refusal:
        run_with_cards(game, actions, lure, wall)
    assert refusal.value.title == "Block requirement" and "CR 509.1c" in refusal.value.cites
