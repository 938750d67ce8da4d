"""Session 23, group ori (docs/oracle-s23-ori.md): Magic Origins lines read by the s23-ori grammar rules and lowerings,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

SORCERY = {"name": "Ponder Card", "types": ["Sorcery"], "mana_cost": "{U}"}
INSTANT = {"name": "Quick Card", "types": ["Instant"], "mana_cost": "{U}"}
SPELL_MASTERY = "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, "


def _graveyard(player: str, *cards: str) -> list[dict[str, Any]]:
    return [{"id": f"{player}-gy-{n}", "card": card} for n, card in enumerate(cards)]


# --- spell mastery (CR 207.2c, 205.2a, 608.2c) -----------------------------------------------------------------------

UNHOLY_HUNGER = ("Unholy Hunger", "Instant", "Destroy target creature.\n" + SPELL_MASTERY + "you gain 2 life.",
                 "{3}{B}{B}")
FIERY_IMPULSE = ("Fiery Impulse", "Instant", "Fiery Impulse deals 2 damage to target creature.\n" + SPELL_MASTERY
                 + "Fiery Impulse deals 3 damage instead.", "{R}")


def test_207_2c_spell_mastery_counts_instant_and_sorcery_cards() -> None:
    hunger = read_full_definition(*UNHOLY_HUNGER)
    assert hunger["abilities"][1]["effect"] == {
        "kind": "if_condition", "effect": {"kind": "gain_life", "amount": 2, "player": "you"},
        "condition": {"kind": "cards_in_your_graveyard", "number": 2, "card_type": "Instant", "or_card_type": "Sorcery"}}
    _not_read("If there are two or more instant and/or wombat cards in your graveyard, you gain 2 life.", is_spell=True)
    for yard, life in ((("Ponder Card", "Quick Card"), 22), (("Ponder Card", "Bear"), 20)):
        game = state(alice={"hand": [{"id": "h", "card": "Unholy Hunger"}], "mana_pool": {"B": 2, "C": 3},
                            "graveyard": _graveyard("alice", *yard)}, battlefield=[_on("ogre", "Bear", "bob")])
        done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["ogre"]}}, {"type": "resolve"}], hunger, BEAR,
                    SORCERY, INSTANT)
        assert player_of(done, "alice")["life"] == life and _permanent(done, "ogre") is None


def test_608_2c_fiery_impulse_deals_3_damage_instead_with_spell_mastery() -> None:
    impulse = read_full_definition(*FIERY_IMPULSE)
    assert [a["effect"]["kind"] for a in impulse["abilities"]] == ["choose_target", "if_condition", "if_condition"]
    big = {"name": "Big Bear", "types": ["Creature"], "power": 3, "toughness": 3}
    for yard, dead in ((("Ponder Card", "Ponder Card"), True), (("Ponder Card",), False)):
        game = state(alice={"hand": [{"id": "f", "card": "Fiery Impulse"}], "mana_pool": {"R": 1},
                            "graveyard": _graveyard("alice", *yard)}, battlefield=[_on("big", "Big Bear", "bob")])
        done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["big"]}}, {"type": "resolve"}], impulse, big,
                    SORCERY)
        assert (_permanent(done, "big") is None) == dead


# --- renown (CR 702.112) -----------------------------------------------------------------------------------------------

TOPAN = ("Topan Freeblade", "Creature — Human Soldier", "Vigilance (Attacking doesn't cause this creature to tap.)\n"
         "Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it "
         "and it becomes renowned.)", "{1}{W}", ("2", "2"))


def _attack(game: dict[str, Any], attacker: str, *cards: dict[str, Any], resolve: bool = True) -> dict[str, Any]:
    attack = {"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]}
    step = {"type": "next_step"}
    return _run(game, [attack, step, step, *([{"type": "resolve"}] if resolve else [])], *cards)


def test_702_112a_renown_puts_counters_once_and_the_creature_becomes_renowned() -> None:
    topan = read_full_definition(*TOPAN)
    assert topan["abilities"] == [{
        "kind": "triggered", "trigger": "deals_damage", "damage_to": "player", "combat_damage": True,
        "intervening_if": {"kind": "s23ori_renowned", "negated": True},
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"},
        "then_effects": [{"kind": "become_renowned"}]}]
    _not_read("Renown 9")
    game = state(step="declare_attackers", battlefield=[_on("t", "Topan Freeblade")])
    done = _attack(game, "t", topan)
    assert _permanent(done, "t")["renowned"] and _permanent(done, "t")["counters"] == {"+1/+1": 1}  # type: ignore[index]
    assert events_of(done, "became_renowned")[0]["permanent"] == "t"
    game = state(step="declare_attackers", battlefield=[_on("t", "Topan Freeblade", renowned=True)])
    done = _attack(game, "t", topan, resolve=False)  # already renowned: it doesn't trigger (CR 603.4)
    assert not done["state"]["stack"] and player_of(done, "bob")["life"] == 18


# --- "{T}: Add {R} or {W}. ~ deals 1 damage to you." (CR 605.1a, 605.3b, 120.3a) --------------------------------------

FORGE = ("Battlefield Forge", "Land", "{T}: Add {C}.\n{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.", "")


def test_605_3b_a_pain_land_deals_1_damage_to_you_as_its_mana_ability_resolves() -> None:
    forge = read_full_definition(*FORGE)
    assert forge["abilities"][1] == {"kind": "mana", "cost": "{T}", "add": "{R}|{W}", "damage_to_you": 1}
    _not_read("{T}: Add {R} or {W}. ~ deals 1 damage to target player.")
    game = state(battlefield=[_on("f", "Battlefield Forge"), _on("g", "Battlefield Forge")])
    done = _run(game, [{"type": "tap_for_mana", "player": "alice", "permanent": "f", "ability": 1, "color": "W"},
                       {"type": "tap_for_mana", "player": "alice", "permanent": "g", "ability": 0}], forge)
    alice = player_of(done, "alice")
    assert alice["life"] == 19 and alice["mana_pool"]["W"] == 1 and alice["mana_pool"]["C"] == 1


GLORY_CHASER = ("Goblin Glory Chaser", "Creature — Goblin Warrior", "Renown 1 (When this creature deals combat damage to "
                "a player, if it isn't renowned, put a +1/+1 counter on it and it becomes renowned.)\nAs long as Goblin "
                "Glory Chaser is renowned, it has menace.", "{R}", ("1", "1"))
WARDENS = ("Valeron Wardens", "Creature — Human Monk", "Renown 2\nWhenever a creature you control becomes renowned, draw "
           "a card.", "{2}{G}", ("1", "3"))
LIEUTENANT = ("Consul's Lieutenant", "Creature — Human Soldier", "First strike\nRenown 1\nWhenever Consul's Lieutenant "
              "attacks, if it's renowned, other attacking creatures you control get +1/+1 until end of turn.", "{W}{W}",
              ("2", "1"))


def test_702_112b_renowned_creatures_have_menace_trigger_and_pump() -> None:
    chaser = read_full_definition(*GLORY_CHASER)
    wardens = read_full_definition(*WARDENS)
    lieutenant = read_full_definition(*LIEUTENANT)
    assert chaser["abilities"][1] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["menace"],
                                      "affected": "self", "status": "renowned"}
    assert wardens["abilities"][1]["trigger"] == "creature_you_control_becomes_renowned"
    assert lieutenant["abilities"][1]["intervening_if"] == {"kind": "s23ori_renowned"}
    _not_read("As long as ~ is renowned, creatures you control have menace.")
    _not_read("Whenever a creature you control becomes renowned, if you control a Dragon, draw a card.")
    game = state(step="declare_attackers", battlefield=[_on("c", "Goblin Glory Chaser"), _on("w", "Valeron Wardens")])
    done = _attack(game, "c", chaser, wardens)
    chaser_now = _permanent(done, "c")
    assert chaser_now is not None and "menace" in chaser_now["characteristics"]["keywords"]
    assert done["state"]["stack"][0]["trigger_event"] == "creature_you_control_becomes_renowned"
    attack = {"type": "declare_attackers", "attackers": [{"id": "l", "defending": "bob"}, {"id": "b", "defending": "bob"}]}
    for renowned, power in ((True, 3), (False, 2)):
        game = state(step="declare_attackers", battlefield=[_on("l", "Consul's Lieutenant", renowned=renowned),
                                                            _on("b", "Bear")])
        done = _run(game, [attack, *([{"type": "resolve"}] if renowned else [])], lieutenant, BEAR)
        assert _permanent(done, "b")["characteristics"]["power"] == power  # type: ignore[index]


# --- more Magic Origins lines -------------------------------------------------------------------------------------------

DRAGON = ("Avaricious Dragon", "Creature — Dragon", "Flying\nAt the beginning of your draw step, draw an additional card."
          "\nAt the beginning of your end step, discard your hand.", "{2}{R}{R}", ("4", "4"))
PETITION = ("Dark Petition", "Sorcery", "Search your library for a card, put that card into your hand, then shuffle.\n"
            + SPELL_MASTERY + "add {B}{B}{B}.", "{3}{B}{B}")
EPIPHANY = ("Artificer's Epiphany", "Instant", "Draw two cards. If you control no artifacts, discard a card.", "{3}{U}")


def test_121_1_draw_an_additional_card_and_a_spell_that_adds_mana() -> None:
    dragon = read_full_definition(*DRAGON)
    assert dragon["abilities"][0] == {"kind": "step_trigger", "step": "draw", "whose": "yours",
                                      "effect": {"kind": "draw", "amount": 1, "player": "you"}}
    _not_read("At the beginning of your draw step, target opponent draws an additional card.")
    petition = read_full_definition(*PETITION)
    assert petition["abilities"][-1]["effect"]["effect"] == {"kind": "add_mana", "mana": "{B}{B}{B}"}
    game = state(alice={"hand": [{"id": "p", "card": "Dark Petition"}], "mana_pool": {"B": 2, "C": 3},
                        "graveyard": _graveyard("alice", "Ponder Card", "Quick Card")})
    done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}], petition, SORCERY, INSTANT)
    assert player_of(done, "alice")["mana_pool"]["B"] == 3


def test_608_2c_if_you_control_no_artifacts_discard_a_card() -> None:
    epiphany = read_full_definition(*EPIPHANY)
    assert epiphany["abilities"][1]["effect"]["condition"] == {"kind": "you_control", "spec": "artifact",
                                                               "negated": True}
    for battlefield, hand in (([], 1), ([_on("r", "Rock")], 2)):
        game = state(alice={"hand": [{"id": "e", "card": "Artificer's Epiphany"}], "mana_pool": {"U": 1, "C": 3}},
                     battlefield=battlefield)
        done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}], epiphany,
                    {"name": "Rock", "types": ["Artifact"]})
        assert len(player_of(done, "alice")["hand"]) == hand


SKAAB = ("Possessed Skaab", "Creature — Zombie", "When Possessed Skaab enters, return target instant, sorcery, or "
         "creature card from your graveyard to your hand.\nIf Possessed Skaab would die, exile it instead.", "{3}{U}{B}",
         ("3", "2"))
VIAL = ("Alchemist's Vial", "Artifact", "When Alchemist's Vial enters, draw a card.\n{1}, {T}, Sacrifice Alchemist's "
        "Vial: Target creature can't attack or block this turn.", "{2}")


def test_508_1c_target_creature_cant_attack_or_block_this_turn() -> None:
    vial = read_full_definition(*VIAL)
    assert vial["abilities"][1]["effect"] == {"kind": "cant_block_this_turn", "target": "creature",
                                              "also_cant_attack": True}
    skaab = read_full_definition(*SKAAB)
    assert skaab["abilities"][0]["effect"]["target"] == "card_in_your_graveyard:instant_or_sorcery_or_creature"
    _not_read("When ~ enters, return target instant, sorcery, or wombat card from your graveyard to your hand.")
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[_on("v", "Alchemist's Vial"), _on("ogre", "Bear", "bob")])
    done = _run(game, [{"type": "activate", "permanent": "v", "ability": 1, "choices": {"targets": ["ogre"]}},
                       {"type": "resolve"}], vial, BEAR)
    ogre = _permanent(done, "ogre")
    assert ogre is not None and ogre["effects"][0]["cant_attack"] and ogre["effects"][0]["cant_block"]


ORCHARD = ("Orchard Spirit", "Creature — Spirit", "Orchard Spirit can't be blocked except by creatures with flying or "
           "reach.", "{2}{G}", ("2", "2"))
STRATUS = ("Stratus Walk", "Enchantment — Aura", "Enchant creature\nWhen Stratus Walk enters, draw a card.\nEnchanted "
           "creature has flying.\nEnchanted creature can block only creatures with flying.", "{1}{U}")
BLOODLUST = ("Infectious Bloodlust", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+1, has haste, "
             "and attacks each combat if able.\nWhen enchanted creature dies, you may search your library for a card "
             "named Infectious Bloodlust, reveal it, put it into your hand, then shuffle.", "{1}{R}")
SPIDER = {"name": "Spider", "types": ["Creature"], "power": 1, "toughness": 3, "keywords": ["reach"]}


def test_509_1b_blocks_only_by_flying_or_reach_and_an_aura_that_lets_it_block_only_fliers() -> None:
    orchard = read_full_definition(*ORCHARD)
    stratus = read_full_definition(*STRATUS)
    bloodlust = read_full_definition(*BLOODLUST)
    assert orchard["abilities"] == [{"kind": "cant_be_blocked_except_by", "affected": "self",
                                     "by": ["creatures_with_flying", "creatures_with_reach"]}]
    assert stratus["abilities"][-1] == {"kind": "can_block_only", "attackers_with": "flying",
                                        "affected": "enchanted_creature"}
    assert bloodlust["abilities"][1]["keywords"] == ["haste"] and bloodlust["abilities"][2]["kind"] == "attacks_each_combat"
    step = {"type": "next_step"}
    attack = {"type": "declare_attackers", "attackers": [{"id": "o", "defending": "bob"}]}
    for blocker, blocked in (("spider", True), ("bear", False)):
        game = state(step="declare_attackers", battlefield=[_on("o", "Orchard Spirit"), _on("spider", "Spider", "bob"),
                                                            _on("bear", "Bear", "bob")])
        block = {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": blocker, "attacker": "o"}]}
        try:
            _run(game, [attack, step, block], orchard, SPIDER, BEAR)
            assert blocked
        except Exception:
            assert not blocked
    game = state(step="declare_attackers", battlefield=[_on("a", "Bear"), _on("b", "Bear", "bob"),
                                                        _on("s", "Stratus Walk", "bob", attached_to="b")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "b", "attacker": "a"}]}
    try:
        _run(game, [attack, step, block], stratus, BEAR)
        raise AssertionError("a creature enchanted by Stratus Walk blocked a creature without flying")
    except Exception as refused:
        assert "flying" in str(refused)


ALPHA = ("Somberwald Alpha", "Creature — Wolf", "Whenever a creature you control becomes blocked, it gets +1/+1 until end "
         "of turn.\n{1}{G}: Target creature you control gains trample until end of turn. Activate only as a sorcery.",
         "{3}{G}", ("3", "2"))
WAVE = ("Displacement Wave", "Sorcery", "Return all nonland permanents with mana value X or less to their owners' hands.",
        "{X}{U}{U}")


def test_509_3c_a_creature_you_control_becomes_blocked_and_mass_returns() -> None:
    alpha = read_full_definition(*ALPHA)
    assert alpha["abilities"][0] == {"kind": "triggered", "trigger": "creature_you_control_becomes_blocked",
                                     "effect": {"kind": "pump", "target": "that_permanent", "power": 1, "toughness": 1,
                                                "duration": "end_of_turn"}}
    _not_read("Whenever a creature you control becomes blocked, if you control a Dragon, it gets +1/+1 until end of turn.")
    game = state(step="declare_attackers", battlefield=[_on("w", "Somberwald Alpha"), _on("a", "Bear"),
                                                        _on("b", "Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "b", "attacker": "a"}]}
    done = _run(game, [attack, {"type": "next_step"}, block, {"type": "resolve"}], alpha, BEAR)
    assert _permanent(done, "a")["characteristics"]["power"] == 3  # type: ignore[index]
    wave = read_full_definition(*WAVE)
    assert wave["abilities"] == [{"kind": "spell", "effect": {"kind": "return_to_hand",
                                                              "target": "all:nonland:mana_value<=X"}}]
    cheap = {"name": "Cheap", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{1}"}
    dear = {"name": "Dear", "types": ["Creature"], "power": 5, "toughness": 5, "mana_cost": "{4}{G}"}
    game = state(alice={"hand": [{"id": "d", "card": "Displacement Wave"}], "mana_pool": {"U": 2, "C": 2}},
                 battlefield=[_on("c", "Cheap", "bob"), _on("e", "Dear", "bob")])
    done = _run(game, [{"type": "cast", "card": "d", "x": 2}, {"type": "resolve"}], wave, cheap, dear)
    assert _permanent(done, "c") is None and _permanent(done, "e") is not None
    assert [card["card"] for card in player_of(done, "bob")["hand"]][-1] == "Cheap"


HELM = ("Helm of the Gods", "Artifact — Equipment", "Equipped creature gets +1/+1 for each enchantment you control.\n"
        "Equip {1}", "{1}")
SHADOWS = ("Shadows of the Past", "Enchantment", "Whenever a creature dies, scry 1.\n{4}{B}: Each opponent loses 2 life and "
           "you gain 2 life. Activate only if there are four or more creature cards in your graveyard.", "{1}{B}")


def test_602_5b_creature_cards_in_your_graveyard_and_a_count_of_enchantments() -> None:
    helm = read_full_definition(*HELM)
    assert helm["abilities"][0] == {"kind": "attached_count_pump", "count": "enchantments_you_control"}
    shadows = read_full_definition(*SHADOWS)
    drain = shadows["abilities"][1]
    assert drain["activate_only_if_graveyard_at_least"] == 4 and drain["activate_only_if_graveyard_card_type"] == "Creature"
    aura = {"name": "Charm", "types": ["Enchantment"]}
    game = state(battlefield=[_on("b", "Bear"), _on("h", "Helm of the Gods", attached_to="b"), _on("s", "Shadows of the Past"),
                              _on("c", "Charm")])
    activate = {"type": "activate", "permanent": "s", "ability": 1}
    for yard, allowed in ((("Bear", "Bear", "Bear", "Bear"), True), (("Bear", "Bear", "Bear", "Ponder Card"), False)):
        game["players"][0].update({"mana_pool": {"B": 1, "C": 4}, "graveyard": _graveyard("alice", *yard)})
        try:
            done = _run(game, [activate, {"type": "resolve"}], helm, shadows, aura, BEAR, SORCERY)
            assert allowed and player_of(done, "bob")["life"] == 18
            assert _permanent(done, "b")["characteristics"]["power"] == 4  # type: ignore[index]
        except Exception as refused:
            assert not allowed and "creature cards" in str(refused)


TRAPPER = ("Gnarlroot Trapper", "Creature — Elf Druid", "{T}, Pay 1 life: Add {G}. Spend this mana only to cast an Elf "
           "creature spell.\n{T}: Destroy target attacking creature with flying you don't control. Activate only if you "
           "control an Elf.", "{B}", ("1", "1"))


def test_106_6_mana_spent_only_on_an_elf_creature_spell() -> None:
    trapper = read_full_definition(*TRAPPER)
    assert trapper["abilities"][0] == {"kind": "mana", "cost": "{T}", "add": "{G}", "spend_only": "creature_subtype_spells",
                                       "spend_only_subtypes": ["Elf"], "other_costs": [{"kind": "pay_life", "amount": 1}]}
    _not_read("{T}: Add {G}. Spend this mana only to cast an Equipment creature spell.")
    elf = {"name": "Elf Kid", "types": ["Creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1, "mana_cost": "{G}"}
    bear = {**BEAR, "mana_cost": "{G}"}
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "t", "ability": 0}
    game = state(alice={"hand": [{"id": "e", "card": "Elf Kid"}, {"id": "b", "card": "Bear"}]},
                 battlefield=[_on("t", "Gnarlroot Trapper")])
    done = _run(game, [tap, {"type": "cast", "card": "e"}], trapper, elf, bear)
    assert done["state"]["stack"][0]["id"] == "e" and player_of(done, "alice")["life"] == 19
    try:
        _run(game, [tap, {"type": "cast", "card": "b"}], trapper, elf, bear)
        raise AssertionError("the Elf-only mana paid for a Bear")
    except Exception as refused:
        assert "Elf" in str(refused) or "mana" in str(refused).lower()


TERROR = ("Deep-Sea Terror", "Creature — Serpent", "Deep-Sea Terror can't attack unless there are seven or more cards in "
          "your graveyard.", "{4}{U}{U}", ("6", "6"))


def test_508_1c_cant_attack_unless_seven_or_more_cards_are_in_your_graveyard() -> None:
    terror = read_full_definition(*TERROR)
    assert terror["abilities"] == [{"kind": "cant_attack_unless_you_control", "graveyard_at_least": 7}]
    attack = {"type": "declare_attackers", "attackers": [{"id": "t", "defending": "bob"}]}
    for cards, allowed in ((7, True), (6, False)):
        game = state(step="declare_attackers", battlefield=[_on("t", "Deep-Sea Terror")],
                     alice={"graveyard": _graveyard("alice", *(["Bear"] * cards))})
        try:
            done = _run(game, [attack], terror, BEAR)
            assert allowed and events_of(done, "attackers_declared")
        except Exception as refused:
            assert not allowed and "graveyard" in str(refused)


TACTICS = ("Kytheon's Tactics", "Sorcery", "Creatures you control get +2/+1 until end of turn.\n" + SPELL_MASTERY
           + "those creatures also gain vigilance until end of turn. (Attacking doesn't cause them to tap.)", "{1}{W}{W}")


def test_608_2c_those_creatures_after_a_group_are_the_same_group() -> None:
    tactics = read_full_definition(*TACTICS)
    assert tactics["abilities"][1]["effect"]["effect"]["target"] == "each_creature_you_control"
    _not_read("Target creature gets +2/+1 until end of turn. Those creatures also gain vigilance until end of turn.",
              is_spell=True)
    game = state(alice={"hand": [{"id": "k", "card": "Kytheon's Tactics"}], "mana_pool": {"W": 2, "C": 1},
                        "graveyard": _graveyard("alice", "Ponder Card", "Quick Card")}, battlefield=[_on("b", "Bear")])
    done = _run(game, [{"type": "cast", "card": "k"}, {"type": "resolve"}], tactics, BEAR, SORCERY, INSTANT)
    bear = _permanent(done, "b")
    assert bear is not None and bear["characteristics"]["power"] == 4 and "vigilance" in bear["characteristics"]["keywords"]
