"""Session 22, group war (docs/oracle-s22-war.md): lines of WAR, DOM, RNA and GRN read by the s22-war grammar rules
and lowerings, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by
the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

SORCERY = {"name": "Ponder Card", "types": ["Sorcery"], "mana_cost": "{U}"}


def _graveyard(player: str, *cards: str) -> list[dict[str, Any]]:
    return [{"id": f"{player}-gy-{n}", "card": card} for n, card in enumerate(cards)]


# --- undergrowth: "for each creature card in your graveyard" (CR 404.1, 601.2f, 614.1c, 614.12, 608.2h) ----------

MOLDERHULK = ("Molderhulk", "Creature — Fungus Zombie", "Undergrowth — This spell costs {1} less to cast for each "
              "creature card in your graveyard.\nWhen Molderhulk enters the battlefield, return target land card from "
              "your graveyard to the battlefield.", "{7}{B}{G}", ("6", "6"))


def test_601_2f_molderhulk_costs_1_less_for_each_creature_card_in_your_graveyard() -> None:
    molderhulk = read_full_definition(*MOLDERHULK)
    assert molderhulk["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1,
                                          "for_each_graveyard_card_of_types": ["Creature"]}
    _not_read("~ costs {1} less to cast for each creature card in your hand.")
    game = state(alice={"hand": [{"id": "m", "card": "Molderhulk"}], "mana_pool": {"B": 1, "G": 1, "C": 4},
                        "graveyard": _graveyard("alice", "Bear", "Bear", "Bear", "Ponder Card")})
    done = _run(game, [{"type": "cast", "card": "m"}], molderhulk, BEAR, SORCERY)
    assert done["state"]["stack"][0]["card"] == "Molderhulk" and not any(player_of(done, "alice")["mana_pool"].values())


GOLGARI_RAIDERS = ("Golgari Raiders", "Creature — Elf Warrior", "Haste\nUndergrowth — Golgari Raiders enters the "
                   "battlefield with a +1/+1 counter on it for each creature card in your graveyard.", "{3}{G}",
                   ("0", "0"))
RHIZOME_LURCHER = ("Rhizome Lurcher", "Creature — Fungus Zombie", "Undergrowth — Rhizome Lurcher enters the battlefield "
                   "with a number of +1/+1 counters on it equal to the number of creature cards in your graveyard.",
                   "{2}{B}{G}", ("2", "2"))


def test_614_12_golgari_raiders_and_rhizome_lurcher_enter_with_a_counter_for_each_creature_card() -> None:
    raiders = read_full_definition(*GOLGARI_RAIDERS)
    lurcher = read_full_definition(*RHIZOME_LURCHER)
    entering = {"kind": "etb_counters", "counter": "+1/+1", "amount": 1, "for_each": "graveyard_creature_cards"}
    assert raiders["abilities"][-1] == entering and lurcher["abilities"] == [entering]
    _not_read("~ enters with a number of +1/+1 counters on it equal to the number of wombats.")
    for card, pool in (("Golgari Raiders", {"G": 1, "C": 3}), ("Rhizome Lurcher", {"B": 1, "G": 1, "C": 2})):
        game = state(alice={"hand": [{"id": "r", "card": card}], "mana_pool": pool,
                            "graveyard": _graveyard("alice", "Bear", "Bear", "Ponder Card")})
        done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}], raiders, lurcher, BEAR, SORCERY)
        assert _permanent(done, "r")["counters"] == {"+1/+1": 2}


LOTLETH_GIANT = ("Lotleth Giant", "Creature — Zombie Giant", "Undergrowth — When Lotleth Giant enters the battlefield, "
                 "it deals 1 damage to target opponent for each creature card in your graveyard.", "{6}{B}", ("6", "5"))


def test_120_3_lotleth_giant_deals_1_damage_for_each_creature_card_in_your_graveyard() -> None:
    giant = read_full_definition(*LOTLETH_GIANT)
    assert giant["abilities"][0]["effect"] == {"kind": "damage", "amount": "graveyard_creature_cards",
                                               "target": "opponent"}
    _not_read("When ~ enters, it deals 1 damage to target opponent for each wombat.")
    game = state(alice={"hand": [{"id": "g", "card": "Lotleth Giant"}], "mana_pool": {"B": 1, "C": 6},
                        "graveyard": _graveyard("alice", "Bear", "Bear", "Bear", "Ponder Card")})
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], giant, BEAR, SORCERY)
    assert player_of(done, "bob")["life"] == 17


# --- "the number of instant and sorcery cards in your graveyard" (CR 205.2a, 404.1, 608.2h) ----------------------

CYCLOPS = ("Cyclops Electromancer", "Creature — Cyclops Wizard", "When Cyclops Electromancer enters the battlefield, it "
           "deals X damage to target creature an opponent controls, where X is the number of instant and sorcery "
           "cards in your graveyard.", "{4}{R}", ("4", "2"))
INVADE = ("Invade the City", "Sorcery", "Amass X, where X is the number of instant and sorcery cards in your graveyard. "
          "(Put X +1/+1 counters on an Army you control. If you don't control one, create a 0/0 black Zombie Army "
          "creature token first.)", "{1}{U}{R}")
INSTANT = {"name": "Quick Card", "types": ["Instant"], "mana_cost": "{U}"}


def test_608_2h_instant_and_sorcery_cards_in_your_graveyard_are_counted() -> None:
    cyclops = read_full_definition(*CYCLOPS)
    invade = read_full_definition(*INVADE)
    assert cyclops["abilities"][0]["effect"]["amount"] == "graveyard_instant_sorcery_cards"
    assert invade["abilities"][0]["effect"] == {"kind": "amass", "amount": "graveyard_instant_sorcery_cards"}
    _not_read("Amass X, where X is the number of instant and artifact cards in your graveyard.", is_spell=True)
    yard = _graveyard("alice", "Bear", "Ponder Card", "Quick Card", "Quick Card")
    game = state(alice={"hand": [{"id": "c", "card": "Cyclops Electromancer"}], "mana_pool": {"R": 1, "C": 4},
                        "graveyard": yard}, battlefield=[_on("ogre", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["ogre"]}}], cyclops, BEAR, SORCERY, INSTANT)
    assert _permanent(done, "ogre") is None
    game = state(alice={"hand": [{"id": "i", "card": "Invade the City"}], "mana_pool": {"U": 1, "R": 1, "C": 1},
                        "graveyard": yard})
    done = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"}], invade, BEAR, SORCERY, INSTANT)
    assert events_of(done, "amassed")[0]["amount"] == 3


# --- "If it's legendary, ..." / "If it's an artifact, destroy it." (CR 205.4a, 205.2a, 608.2c, 608.2h) ---------------

TOPPLE = ("Topple the Statue", "Instant", "Tap target permanent. If it's an artifact, destroy it.\nDraw a card.", "{2}{W}")
BLESSING = ("Blessing of Belzenlok", "Instant", "Target creature gets +2/+1 until end of turn. If it's legendary, it "
            "also gains lifelink until end of turn.", "{B}")
HERO = {"name": "Hero", "types": ["Creature"], "supertypes": ["Legendary"], "power": 2, "toughness": 2}
ROCK = {"name": "Rock", "types": ["Artifact"]}


def test_608_2c_topple_the_statue_destroys_only_an_artifact() -> None:
    topple = read_full_definition(*TOPPLE)
    assert topple["abilities"][1]["effect"] == {"kind": "if_condition", "effect": {"kind": "destroy", "target": "it"},
                                                "condition": {"kind": "it_is", "specs": ["permanent:artifact"]}}
    _not_read("Tap target permanent. If it's an artifact wombat, destroy it.", is_spell=True)
    for target, card, destroyed in (("rock", "Rock", True), ("bear", "Bear", False)):
        game = state(alice={"hand": [{"id": "t", "card": "Topple the Statue"}], "mana_pool": {"W": 1, "C": 2}},
                     battlefield=[_on(target, card, "bob")])
        done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": [target]}}, {"type": "resolve"}],
                    topple, BEAR, ROCK)
        assert (_permanent(done, target) is None) is destroyed
        assert destroyed or _permanent(done, target)["tapped"] is True


def test_205_4a_blessing_of_belzenlok_gives_lifelink_only_to_a_legendary_creature() -> None:
    blessing = read_full_definition(*BLESSING)
    assert blessing["abilities"][1]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:legendary"]}
    _not_read("Target creature gets +2/+1 until end of turn. If it's legendary wombat, it also gains lifelink until "
              "end of turn.", is_spell=True)
    for target, card, lifelink in (("hero", "Hero", True), ("bear", "Bear", False)):
        game = state(alice={"hand": [{"id": "b", "card": "Blessing of Belzenlok"}], "mana_pool": {"B": 1}},
                     battlefield=[_on(target, card)])
        done = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": [target]}}, {"type": "resolve"}],
                    blessing, BEAR, HERO)
        assert ("lifelink" in _permanent(done, target)["characteristics"]["keywords"]) is lifelink


# --- "Exile all nonland permanents that aren't legendary." and the legendary sorcery's restriction (CR 205.4a, 205.4e)

BLAST = ("Urza's Ruinous Blast", "Legendary Sorcery", "(You may cast a legendary sorcery only if you control a "
         "legendary creature or planeswalker.)\nExile all nonland permanents that aren't legendary.", "{4}{W}")


def test_205_4e_urzas_ruinous_blast_needs_a_legendary_creature_and_spares_legendaries() -> None:
    blast = read_full_definition(*BLAST)
    assert blast["abilities"] == [{"kind": "spell", "effect": {"kind": "exile", "target": "all:nonland:nonlegendary"}}]
    _not_read("Exile all nonland permanents that aren't wombats.", is_spell=True)
    cast = [{"type": "cast", "card": "u"}, {"type": "resolve"}]
    alone = state(alice={"hand": [{"id": "u", "card": "Urza's Ruinous Blast"}], "mana_pool": {"W": 1, "C": 4}},
                  battlefield=[_on("bear", "Bear", "bob")])
    with pytest.raises(IllegalAction, match="legendary"):
        _run(alone, cast, blast, BEAR)
    game = state(alice={"hand": [{"id": "u", "card": "Urza's Ruinous Blast"}], "mana_pool": {"W": 1, "C": 4}},
                 battlefield=[_on("hero", "Hero"), _on("bear", "Bear", "bob"), _on("rock", "Rock", "bob")])
    done = _run(game, cast, blast, BEAR, HERO, ROCK)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["hero"]


# --- "Other legendary creatures you control get +2/+2." (CR 205.4a, 613.4c) -----------------------------------------

ARVAD = ("Arvad the Cursed", "Legendary Creature — Vampire Knight", "Deathtouch, lifelink\nOther legendary creatures "
         "you control get +2/+2.", "{3}{W}{B}", ("3", "3"))


def test_613_4c_arvad_pumps_only_other_legendary_creatures_you_control() -> None:
    arvad = read_full_definition(*ARVAD)
    assert arvad["abilities"][-1] == {"kind": "static_pump", "power": 2, "toughness": 2,
                                      "affected_with": "creature:legendary", "affected": "other_creatures_you_control"}
    _not_read("Other legendary wombats you control get +2/+2.")
    game = state(battlefield=[_on("a", "Arvad the Cursed"), _on("hero", "Hero"), _on("bear", "Bear"),
                              _on("foe", "Hero", "bob")])
    done = _run(game, [{"type": "pass_priority"}], arvad, HERO, BEAR)
    sizes = {p["id"]: (p["characteristics"]["power"], p["characteristics"]["toughness"])
             for p in done["state"]["battlefield"]}
    assert sizes == {"a": (3, 3), "hero": (4, 4), "bear": (2, 2), "foe": (2, 2)}


# --- "~ can't be blocked by creature tokens." (CR 111.1, 509.1b) ----------------------------------------------------

def test_509_1b_rubblebelt_runner_cant_be_blocked_by_creature_tokens() -> None:
    runner = read_full_definition("Rubblebelt Runner", "Creature — Viashino Warrior", "Rubblebelt Runner can't be "
                                  "blocked by creature tokens.", "{1}{R}{G}", ("3", "3"))
    assert runner["abilities"] == [{"kind": "cant_be_blocked_by", "by": ["creature_tokens"]}]
    _not_read("~ can't be blocked by artifact tokens.")
    game = state(step="declare_attackers", battlefield=[_on("rr", "Rubblebelt Runner"), _on("t", "Bear", "bob",
                                                                                            is_token=True),
                                                        _on("b", "Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "rr", "defending": "bob"}]}

    def block(blocker: str) -> dict[str, Any]:
        return {"type": "declare_blockers", "blocks": [{"blocker": blocker, "attacker": "rr"}]}
    with pytest.raises(IllegalAction, match="creature tokens"):
        _run(game, [attack, {"type": "next_step"}, block("t")], runner, BEAR)
    assert _run(game, [attack, {"type": "next_step"}, block("b")], runner, BEAR)["state"]["combat"]["blockers"]


# --- "Whenever another creature or planeswalker you control dies" (CR 700.4, 603.6c, 603.10a) ----------------------

WALKER = {"name": "Walker", "types": ["Planeswalker"], "subtypes": ["Jace"], "loyalty": 3}


def test_700_4_rising_populace_and_cruel_celebrant_see_a_planeswalker_die() -> None:
    populace = read_full_definition("Rising Populace", "Creature — Human", "Whenever another creature or planeswalker "
                                    "you control dies, put a +1/+1 counter on Rising Populace.", "{2}{W}", ("2", "2"))
    celebrant = read_full_definition("Cruel Celebrant", "Creature — Vampire", "Whenever Cruel Celebrant or another "
                                     "creature or planeswalker you control dies, each opponent loses 1 life and you "
                                     "gain 1 life.", "{W}{B}", ("1", "2"))
    assert populace["abilities"][0]["dying"] == "creature_or_planeswalker:other:you_control"
    assert celebrant["abilities"][0]["or_self"] is True
    _not_read("Whenever another creature or wombat you control dies, put a +1/+1 counter on ~.")
    bolt = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature_or_planeswalker"}}]}
    for victim, card in (("w", "Walker"), ("b", "Bear"), ("c", "Cruel Celebrant")):
        game = state(battlefield=[_on("p", "Rising Populace"), _on("c", "Cruel Celebrant"),
                                  _on("w", "Walker", counters={"loyalty": 3}), _on("b", "Bear"),
                                  _on("foe", "Walker", "bob", counters={"loyalty": 3})],
                     alice={"hand": [{"id": "x", "card": "Bolt"}]})
        done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": [victim]}}, {"type": "resolve"},
                           {"type": "resolve"}, {"type": "resolve"}], populace, celebrant, WALKER, BEAR, bolt)
        assert _permanent(done, victim) is None, card
        assert _permanent(done, "p")["counters"].get("+1/+1") == 1 and player_of(done, "bob")["life"] == 19
    game = state(battlefield=[_on("p", "Rising Populace"), _on("foe", "Walker", "bob", counters={"loyalty": 3})],
                 alice={"hand": [{"id": "x", "card": "Bolt"}]})
    done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["foe"]}}, {"type": "resolve"}],
                populace, WALKER, bolt)
    assert _permanent(done, "foe") is None and not _permanent(done, "p").get("counters")


# --- "As long as it's your turn, you and ~ have hexproof." (CR 702.11c, 702.11d, 611.3a) ---------------------------

SHOCK = {"name": "Shock", "types": ["Instant"], "mana_cost": "{R}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def test_702_11c_gruul_spellbreaker_and_its_controller_have_hexproof_on_their_turn() -> None:
    breaker = read_full_definition("Gruul Spellbreaker", "Creature — Ogre Warrior", "Riot\nAs long as it's your turn, "
                                   "you and Gruul Spellbreaker have hexproof.", "{1}{R}{G}", ("3", "3"))
    assert breaker["abilities"][-2] == {"kind": "player_hexproof", "as_long_as": "your_turn"}
    _not_read("As long as it's your turn, you and ~ have flying.")
    for target in ("alice", "gs"):
        shock = {"type": "cast", "player": "bob", "card": "s", "choices": {"targets": [target]}}
        on_alices_turn = state(battlefield=[_on("gs", "Gruul Spellbreaker")], bob={
            "hand": [{"id": "s", "card": "Shock"}], "mana_pool": {"R": 1}}, alice={
            "hand": [{"id": "b", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}})
        with pytest.raises(IllegalAction, match="hexproof"):
            _run(on_alices_turn, [{"type": "cast", "card": "b"}, shock], breaker, SHOCK)
        on_bobs_turn = {**on_alices_turn, "active_player": "bob"}
        done = _run(on_bobs_turn, [shock, {"type": "resolve"}], breaker, SHOCK)
        assert (player_of(done, "alice")["life"] == 18) if target == "alice" else _permanent(done, "gs")["damage"] == 2


# --- "As long as it's your turn, equipped creature has first strike." (CR 611.3a, 613.1f) --------------------------

def test_611_3a_jousting_lance_gives_first_strike_on_its_controllers_turn_only() -> None:
    lance = read_full_definition("Jousting Lance", "Artifact — Equipment", "Equipped creature gets +2/+0.\nAs long as "
                                 "it's your turn, equipped creature has first strike.\nEquip {3}", "{2}")
    assert lance["abilities"][1] == {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["first_strike"],
                                     "as_long_as": "your_turn"}
    _not_read("As long as it's your turn, equipped wombat has first strike.")
    for active, first_strike in (("alice", True), ("bob", False)):
        game = state(active_player=active, battlefield=[_on("b", "Bear"), _on("l", "Jousting Lance", attached_to="b")])
        done = _run(game, [{"type": "pass_priority"}], lance, BEAR)
        bear = _permanent(done, "b")["characteristics"]
        assert bear["power"] == 4 and ("first_strike" in bear["keywords"]) is first_strike


# --- "Then that creature deals damage equal to its power to target creature or planeswalker you don't control." ----

def test_120_3c_domris_ambush_damages_a_planeswalker() -> None:
    ambush = read_full_definition("Domri's Ambush", "Sorcery", "Put a +1/+1 counter on target creature you control. "
                                  "Then that creature deals damage equal to its power to target creature or planeswalker "
                                  "you don't control.", "{R}{G}")
    assert ambush["abilities"][1]["effect"] == {"kind": "damage_by_it", "amount": "its_power",
                                                "target": "creature_or_planeswalker:opponent_controls"}
    _not_read("Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power "
              "to target wombat or planeswalker you don't control.", is_spell=True)
    game = state(alice={"hand": [{"id": "d", "card": "Domri's Ambush"}], "mana_pool": {"R": 1, "G": 1}},
                 battlefield=[_on("b", "Bear"), _on("w", "Walker", "bob", counters={"loyalty": 4})])
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["b", "w"]}}, {"type": "resolve"}],
                ambush, BEAR, WALKER)
    assert _permanent(done, "w")["counters"]["loyalty"] == 1


# --- "~ deals 5 damage instead if you control a Chandra planeswalker." (CR 608.2c) --------------------------------

def test_608_2c_chandras_triumph_deals_5_damage_if_you_control_a_chandra() -> None:
    triumph = read_full_definition("Chandra's Triumph", "Instant", "Chandra's Triumph deals 3 damage to target creature "
                                   "or planeswalker an opponent controls. Chandra's Triumph deals 5 damage instead if "
                                   "you control a Chandra planeswalker.", "{1}{R}")
    assert triumph["abilities"][2]["effect"] == {"kind": "if_condition", "effect": {
        "kind": "damage", "amount": 5, "target": "it"}, "condition": {"kind": "you_control", "spec": "planeswalker:Chandra"}}
    _not_read("~ deals 3 damage to target creature. ~ deals 5 damage instead if you control a wombat planeswalker.",
              is_spell=True)
    chandra = {"name": "Chandra Test", "types": ["Planeswalker"], "subtypes": ["Chandra"], "loyalty": 3}
    big = {"name": "Big", "types": ["Creature"], "power": 6, "toughness": 6}
    for mine, damage in (([], 3), ([_on("c", "Chandra Test", counters={"loyalty": 3})], 5)):
        game = state(alice={"hand": [{"id": "t", "card": "Chandra's Triumph"}], "mana_pool": {"R": 1, "C": 1}},
                     battlefield=[*mine, _on("big", "Big", "bob")])
        done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["big"]}}, {"type": "resolve"}],
                    triumph, chandra, big)
        assert _permanent(done, "big")["damage"] == damage


# --- "If you control a Liliana planeswalker, each opponent also discards a card." (CR 608.2c, 701.9a) ----------------

def test_701_9a_lilianas_triumph_also_makes_each_opponent_discard_with_a_liliana() -> None:
    triumph = read_full_definition("Liliana's Triumph", "Instant", "Each opponent sacrifices a creature. If you control "
                                   "a Liliana planeswalker, each opponent also discards a card.", "{1}{B}")
    assert triumph["abilities"][1]["effect"] == {"kind": "if_you_control", "condition": "planeswalker:Liliana",
                                                 "effect": {"kind": "discard", "amount": 1, "player": "each_opponent"}}
    _not_read("Each opponent sacrifices a creature. If you control a Liliana planeswalker, each opponent also wombats "
              "a card.", is_spell=True)
    liliana = {"name": "Liliana Test", "types": ["Planeswalker"], "subtypes": ["Liliana"], "loyalty": 3}
    for mine, hand_left in (([], 1), ([_on("l", "Liliana Test", counters={"loyalty": 3})], 0)):
        game = state(alice={"hand": [{"id": "t", "card": "Liliana's Triumph"}], "mana_pool": {"B": 1, "C": 1}},
                     bob={"hand": [{"id": "h", "card": "Bear"}]}, battlefield=[*mine, _on("b", "Bear", "bob")])
        done = _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}], triumph, liliana, BEAR)
        assert _permanent(done, "b") is None and len(player_of(done, "bob")["hand"]) == hand_left


# --- "Target creature doesn't untap during its controller's next untap step." (CR 502.3, 611.2b) -------------------

def test_502_3_house_guildmage_keeps_a_target_creature_tapped_in_its_controllers_next_untap_step() -> None:
    guildmage = read_full_definition("House Guildmage", "Creature — Human Wizard", "{1}{U}, {T}: Target creature doesn't "
                                     "untap during its controller's next untap step.\n{2}{B}, {T}: Surveil 2.",
                                     "{U}{B}", ("2", "2"))
    assert guildmage["abilities"][0]["effect"] == {"kind": "doesnt_untap_next_untap_step", "target": "creature"}
    _not_read("{1}{U}, {T}: Target creature doesn't untap during its owner's next untap step.")
    game = state(alice={"mana_pool": {"U": 1, "C": 1}}, step="end",
                 battlefield=[_on("g", "House Guildmage"), _on("b", "Bear", "bob", tapped=True)])
    done = _run(game, [{"type": "activate", "permanent": "g", "ability": 0, "choices": {"targets": ["b"]}},
                       {"type": "resolve"}, {"type": "next_turn"}], guildmage, BEAR)
    assert done["state"]["active_player"] == "bob" and _permanent(done, "b")["tapped"] is True


# --- "You choose an artifact or creature card from it." (CR 701.20a, 608.2d, 701.9a) --------------------------------

def test_608_2d_divest_discards_only_an_artifact_or_creature_card() -> None:
    divest = read_full_definition("Divest", "Sorcery", "Target player reveals their hand. You choose an artifact or "
                                  "creature card from it. That player discards that card.", "{B}")
    assert divest["abilities"][0]["effect"]["card_types_any_of"] == ["Artifact", "Creature"]
    _not_read("Target player reveals their hand. You choose an artifact or wombat card from it. That player discards "
              "that card.", is_spell=True)
    game = state(alice={"hand": [{"id": "d", "card": "Divest"}], "mana_pool": {"B": 1}},
                 bob={"hand": [{"id": "r", "card": "Rock"}, {"id": "p", "card": "Ponder Card"}]})
    cast = {"type": "cast", "card": "d", "choices": {"targets": ["bob"]}}
    with pytest.raises(IllegalAction, match="artifact or creature"):
        _run(game, [cast, {"type": "resolve", "choices": {"discard": ["p"]}}], divest, ROCK, SORCERY)
    done = _run(game, [cast, {"type": "resolve", "choices": {"discard": ["r"]}}], divest, ROCK, SORCERY)
    assert [card["id"] for card in player_of(done, "bob")["hand"]] == ["p"]


# --- "Destroy target nonbasic land." (CR 205.4a, 205.4c) ------------------------------------------------------------

def test_205_4c_bedazzle_destroys_only_a_nonbasic_land() -> None:
    reading = read_card(CardFacts(name="Bedeck // Bedazzle", layout="split", faces=(
        CardFacts(name="Bedeck", mana_cost="{B/R}{B/R}", type_line="Instant",
                  oracle_text="Target creature gets +3/-3 until end of turn."),
        CardFacts(name="Bedazzle", mana_cost="{4}{B}{R}", type_line="Instant", oracle_text="Destroy target nonbasic "
                  "land. Bedazzle deals 2 damage to target opponent or planeswalker."))))
    assert reading.support == "full" and reading.definition is not None
    bedazzle = reading.definition
    assert bedazzle["faces"][1]["abilities"][0]["effect"] == {"kind": "destroy", "target": "land:nonbasic"}
    _not_read("Destroy target nonbasic wombat.", is_spell=True)
    basic = {"name": "Plains", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"]}
    dual = {"name": "Dual", "types": ["Land"]}
    for land, legal in (("basic", False), ("dual", True)):
        game = state(alice={"hand": [{"id": "z", "card": "Bedeck // Bedazzle"}],
                            "mana_pool": {"B": 1, "R": 1, "C": 4}},
                     battlefield=[_on("basic", "Plains", "bob"), _on("dual", "Dual", "bob")])
        cast = {"type": "cast", "card": "z", "face": "right", "choices": {"targets": [land, "bob"]}}
        if not legal:
            with pytest.raises(IllegalAction):
                _run(game, [cast], bedazzle, basic, dual)
            continue
        done = _run(game, [cast, {"type": "resolve"}], bedazzle, basic, dual)
        assert _permanent(done, "dual") is None and player_of(done, "bob")["life"] == 18


# --- "As long as there are two or more instant and/or sorcery cards in your graveyard, ..." (CR 611.3a, 205.2a) -----

def test_611_3a_ghitu_lavarunner_counts_instant_and_sorcery_cards_together() -> None:
    runner = read_full_definition("Ghitu Lavarunner", "Creature — Human Wizard", "As long as there are two or more "
                                  "instant and/or sorcery cards in your graveyard, Ghitu Lavarunner gets +1/+0 and has "
                                  "haste.", "{R}", ("1", "2"))
    assert runner["abilities"][0]["as_long_as_graveyard_cards"] == {"card_type": "Instant", "or_card_type": "Sorcery",
                                                                    "at_least": 2}
    _not_read("As long as there are two or more instant and/or wombat cards in your graveyard, ~ gets +1/+0.")
    for yard, power in ((("Quick Card", "Bear"), 1), (("Quick Card", "Ponder Card"), 2)):
        game = state(battlefield=[_on("g", "Ghitu Lavarunner")], alice={"graveyard": _graveyard("alice", *yard)})
        done = _run(game, [{"type": "pass_priority"}], runner, BEAR, SORCERY, INSTANT)
        ghitu = _permanent(done, "g")["characteristics"]
        assert ghitu["power"] == power and ("haste" in ghitu["keywords"]) is (power == 2)


# --- "Each other creature you control that's a Fungus or Saproling gets +1/+1." (CR 205.3, 613.4c) ----------------

def test_613_4c_sporecrown_thallid_pumps_other_fungi_and_saprolings() -> None:
    thallid = read_full_definition("Sporecrown Thallid", "Creature — Fungus", "Each other creature you control that's a "
                                   "Fungus or Saproling gets +1/+1.", "{1}{G}", ("2", "2"))
    assert thallid["abilities"] == [{"kind": "static_pump", "power": 1, "toughness": 1, "affected":
                                     "other_creatures_you_control", "subtypes_any_of": ["Fungus", "Saproling"]}]
    _not_read("Each other creature you control that's a Fungus or wombat gets +1/+1.")
    saproling = {"name": "Saproling", "types": ["Creature"], "subtypes": ["Saproling"], "power": 1, "toughness": 1}
    game = state(battlefield=[_on("t", "Sporecrown Thallid"), _on("s", "Saproling"), _on("b", "Bear"),
                              _on("x", "Saproling", "bob")])
    done = _run(game, [{"type": "pass_priority"}], thallid, saproling, BEAR)
    powers = {p["id"]: p["characteristics"]["power"] for p in done["state"]["battlefield"]}
    assert powers == {"t": 2, "s": 2, "b": 2, "x": 1}


# --- "you may tap any number of untapped Gates you control. Draw a card for each Gate tapped this way." -------------

def test_701_26a_guild_summit_draws_a_card_for_each_gate_tapped() -> None:
    summit = read_full_definition("Guild Summit", "Enchantment", "When Guild Summit enters the battlefield, you may tap "
                                  "any number of untapped Gates you control. Draw a card for each Gate tapped this "
                                  "way.\nWhenever a Gate enters the battlefield under your control, draw a card.",
                                  "{2}{U}")
    assert summit["abilities"][0]["effect"] == {"kind": "tap_any_number", "what": "permanent:untapped:you_control:Gate"}
    _not_read("When ~ enters, you may tap any number of tapped Gates you control. Draw a card for each Gate tapped "
              "this way.")
    gate = {"name": "Gate", "types": ["Land"], "subtypes": ["Gate"]}
    game = state(alice={"hand": [{"id": "s", "card": "Guild Summit"}], "mana_pool": {"U": 1, "C": 2}},
                 battlefield=[_on("g1", "Gate"), _on("g2", "Gate"), _on("b", "Bear")])
    cast = [{"type": "cast", "card": "s"}, {"type": "resolve"}]
    with pytest.raises(IllegalAction):
        _run(game, [*cast, {"type": "resolve", "choices": {"tap": ["g1", "b"]}}], summit, gate, BEAR)
    done = _run(game, [*cast, {"type": "resolve", "choices": {"tap": ["g1", "g2"]}}], summit, gate, BEAR)
    assert len(player_of(done, "alice")["hand"]) == 2 and _permanent(done, "g2")["tapped"] is True


# --- an activated ability's "Target opponent reveals their hand. You choose a nonland card from it. ..." -------------

def test_701_20a_pilfering_imp_makes_the_opponent_discard_the_chosen_nonland_card() -> None:
    imp = read_full_definition("Pilfering Imp", "Creature — Imp", "Flying\n{1}{B}, {T}, Sacrifice Pilfering Imp: Target "
                               "opponent reveals their hand. You choose a nonland card from it. That player discards "
                               "that card. Activate only as a sorcery.", "{B}", ("1", "1"))
    assert imp["abilities"][-1]["effect"] == {"kind": "reveal_choose_discard", "player": "target_opponent",
                                              "excluded_types": ["Land"]}
    _not_read("{1}{B}, {T}: Target opponent reveals their hand. You choose a wombat card from it. That player discards "
              "that card.")
    land = {"name": "Dual", "types": ["Land"]}
    game = state(alice={"mana_pool": {"B": 1, "C": 1}}, battlefield=[_on("i", "Pilfering Imp")],
                 bob={"hand": [{"id": "l", "card": "Dual"}, {"id": "r", "card": "Rock"}, {"id": "p", "card": "Bear"}]})
    activate = {"type": "activate", "permanent": "i", "ability": 0, "choices": {"targets": ["bob"]}}
    with pytest.raises(IllegalAction):
        _run(game, [activate, {"type": "resolve", "choices": {"discard": ["l"]}}], imp, land, ROCK, BEAR)
    done = _run(game, [activate, {"type": "resolve", "choices": {"discard": ["r"]}}], imp, land, ROCK, BEAR)
    assert [card["id"] for card in player_of(done, "bob")["hand"]] == ["l", "p"] and _permanent(done, "i") is None
