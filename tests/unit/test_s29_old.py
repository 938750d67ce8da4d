"""Session 29, group old (docs/oracle-s29-old.md): general constructions of the Standard sets of 2014-2017 (KTK FRF DTK
ISD EMN AER HOU), each read from the real card's Oracle text in tests/fixtures/sets (MTGJSON), played by the engine, and
a near variant the reader must refuse."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition as _real
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import permanent, player, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


# --- "<trigger>, ~ gets +1/+0 until end of turn and can't be blocked this turn." (CR 611.2a, 509.1b, 608.2c) --------

def test_509_1b_a_trigger_pumps_self_and_makes_it_unblockable() -> None:
    spellfist, survivor = _real("DTK", "Elusive Spellfist"), _real("HOU", "Cunning Survivor")
    both = [{"kind": "cant_be_blocked", "target": "self"}]
    assert spellfist["abilities"][0]["then_effects"] == both and survivor["abilities"][0]["then_effects"] == both
    assert survivor["abilities"][0]["trigger"] == "you_discards"
    game = state(step="precombat_main", battlefield=[_on("f", "Elusive Spellfist"), _on("x", "Probe Bear", "bob")],
                 alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}})
    cast = [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"}, {"type": "resolve"}]
    done = _run(game, cast, spellfist, SHOCK, BEAR)
    assert permanent(done, "f")["characteristics"]["power"] == 2
    to_blocks = [*cast, NEXT, NEXT, attack("f"), NEXT]
    with pytest.raises(IllegalAction, match="can't be blocked"):
        _run(game, [*to_blocks, block(("x", "f"))], spellfist, SHOCK, BEAR)
    # a target's pump and unblockability in a cast trigger stay refused (a second effect on a target of a trigger)
    assert probe_support("Whenever you cast a noncreature spell, target creature gets +1/+0 until end of turn and "
                         "can't be blocked this turn.") != "full"


# --- "Whenever ~ deals combat damage to a player, that player discards that many cards." (CR 701.9a, 603.2) ---------

def test_701_9a_that_player_discards_as_many_cards_as_the_damage_dealt() -> None:
    stealer = _real("HOU", "Dreamstealer")
    assert stealer["abilities"][0]["effect"] == {"kind": "discard", "amount": "that_much", "player": "that_player"}
    hand = [{"id": f"h{n}", "card": "Probe Bear"} for n in range(4)]
    game = state(step="declare_attackers", battlefield=[_on("d", "Dreamstealer", counters={"+1/+1": 2})],
                 bob={"hand": hand})
    done = _run(game, [attack("d"), NEXT, NEXT, {"type": "resolve", "choices": {"discard": ["h0", "h2", "h3"]}}],
                stealer, BEAR)
    assert player_of(done, "bob")["life"] == 17
    assert [card["id"] for card in player_of(done, "bob")["hand"]] == ["h1"]
    assert probe_support("Whenever ~ attacks, defending player discards that many cards.") != "full"
    assert probe_support("Whenever ~ deals combat damage to a player, that player discards that many cards at "
                         "random.") != "full"


# --- "Target opponent sacrifices a creature. You gain life equal to that creature's toughness." (CR 608.2h, 701.21a) --

def test_608_2h_life_equal_to_the_sacrificed_creatures_toughness() -> None:
    tribute = _real("ISD", "Tribute to Hunger")
    assert [a["effect"] for a in tribute["abilities"]] == [
        {"kind": "edict", "player": "target_opponent", "what": "creature"},
        {"kind": "gain_life", "amount": "its_toughness", "player": "you"}]
    wall = {**BEAR, "name": "Probe Wall", "power": 0, "toughness": 5}
    field = [_on("b", "Probe Bear", "bob"), _on("w", "Probe Wall", "bob")]
    game = state(battlefield=field, alice={"hand": [{"id": "t", "card": "Tribute to Hunger"}], "mana_pool": {"B": 2,
                                                                                                           "C": 1}})
    cast = {"type": "cast", "card": "t", "choices": {"targets": ["bob"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["w"]}}], tribute, BEAR, wall)
    assert player_of(done, "alice")["life"] == 25  # the Wall's toughness, as it last existed
    assert [p["id"] for p in done["state"]["battlefield"]] == ["b"]
    bear = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["b"]}}], tribute, BEAR, wall)
    assert player_of(bear, "alice")["life"] == 22
    # each opponent's sacrifice names several creatures: "that creature" is not read there
    assert probe_support("Each opponent sacrifices a creature. You gain life equal to that creature's toughness.",
                         "Sorcery", None) != "full"


# --- "Exile up to two target creatures you control, then return those cards to the battlefield under their owner's
# control." (CR 406.2, 400.7, 610.3) ---------------------------------------------------------------------------------

def test_610_3_flicker_of_up_to_two_targets() -> None:
    displace, stratagem = _real("EMN", "Displace"), _real("AER", "Illusionist's Stratagem")
    flicker = {"kind": "flicker", "target": "creature:you_control", "target_count": 2, "up_to": True}
    assert displace["abilities"][0]["effect"] == flicker and stratagem["abilities"][0]["effect"] == flicker
    field = [_on("a", "Probe Bear", tapped=True, counters={"+1/+1": 1}), _on("b", "Probe Bear", tapped=True),
             _on("c", "Probe Bear", tapped=True)]
    game = state(battlefield=field, alice={"hand": [{"id": "d", "card": "Displace"}], "mana_pool": {"U": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["a", "b"]}}, {"type": "resolve"}],
                displace, BEAR)
    back = {p["id"]: p for p in done["state"]["battlefield"]}
    assert set(back) == {"a", "b", "c"}
    assert not back["a"]["tapped"] and not back["a"].get("counters") and not back["b"]["tapped"]  # new objects
    assert back["c"]["tapped"]  # not a target
    one = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["c"]}}, {"type": "resolve"}], displace, BEAR)
    assert [p["id"] for p in one["state"]["battlefield"] if not p["tapped"]] == ["c"]  # "up to": one is enough
    assert probe_support("Exile target creature you control, then return those cards to the battlefield under their "
                         "owner's control.", "Instant", None) != "full"
    assert probe_support("Exile X target creatures you control, then return those cards to the battlefield under their "
                         "owner's control.", "Instant", None) != "full"


# --- "Exile target creature. At the beginning of the next end step, return that card to the battlefield under its
# owner's control with a +1/+1 counter on it." (CR 603.7a, 610.3, 400.7, 122.6) ---------------------------------------

def test_603_7a_the_delayed_return_written_first() -> None:
    road = _real("EMN", "Long Road Home")
    assert road["abilities"][0]["effect"] == {"kind": "exile_then_return", "target": "creature", "counter": "+1/+1"}
    game = state(step="postcombat_main", battlefield=[_on("b", "Probe Bear", "bob", tapped=True)],
                 alice={"hand": [{"id": "r", "card": "Long Road Home"}], "mana_pool": {"W": 1, "C": 1}})
    cast = [{"type": "cast", "card": "r", "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    exiled = _run(game, cast, road, BEAR)
    assert not exiled["state"]["battlefield"] and [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["b"]
    back = _run(game, [*cast, NEXT, {"type": "resolve"}], road, BEAR)
    bear = permanent(back, "b")
    assert (bear["controller"], bear["tapped"], bear["counters"]) == ("bob", False, {"+1/+1": 1})
    # a return tapped, or at another step, is not read
    assert probe_support("Exile target creature. At the beginning of the next end step, return it to the battlefield "
                         "tapped under its owner's control.", "Instant", None) != "full"
    assert probe_support("Exile target creature. At the beginning of your next upkeep, return it to the battlefield "
                         "under its owner's control.", "Instant", None) != "full"


# --- an instant's ability-word paragraph starting "That creature ..." read with the paragraph before it ("Ferocious —
# That creature also gains trample until end of turn if you control a creature with power 4 or greater."; CR 207.2c,
# 608.2c) -----------------------------------------------------------------------------------------------------------

def test_608_2c_a_ferocious_paragraph_naming_that_creature() -> None:
    rage, roar = _real("FRF", "Temur Battle Rage"), _real("KTK", "Roar of Challenge")
    assert rage["abilities"][1]["effect"]["effect"]["target"] == "it"
    assert roar["abilities"][1]["effect"]["condition"] == {"kind": "you_control", "spec": "creature:power>=4"}
    ogre = {**BEAR, "name": "Probe Ogre", "power": 4, "toughness": 4}
    cast = [{"type": "cast", "card": "t", "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    hand = {"hand": [{"id": "t", "card": "Temur Battle Rage"}], "mana_pool": {"R": 1, "C": 1}}
    alone = _run(state(battlefield=[_on("b", "Probe Bear")], alice=hand), cast, rage, BEAR, ogre)
    assert permanent(alone, "b")["characteristics"]["keywords"] == ["double_strike"]
    ferocious = _run(state(battlefield=[_on("b", "Probe Bear"), _on("o", "Probe Ogre")], alice=hand), cast, rage, BEAR,
                     ogre)
    assert sorted(permanent(ferocious, "b")["characteristics"]["keywords"]) == ["double_strike", "trample"]
    # a paragraph naming "that creature" after a paragraph with no target stays refused
    assert probe_support("Creatures you control get +1/+1 until end of turn.\nFerocious — That creature also gains "
                         "trample until end of turn if you control a creature with power 4 or greater.", "Instant",
                         None) != "full"


# --- "Whenever ~ or another creature enters under your control, that creature gets +2/+2 until end of turn." (CR 603.2,
# 608.2c, 603.6a) ------------------------------------------------------------------------------------------------------

def test_603_6a_that_creature_is_the_creature_that_entered() -> None:
    shaman = _real("DTK", "Ambuscade Shaman")
    trigger = next(a for a in shaman["abilities"] if a.get("trigger") == "group_enters")
    assert trigger["effect"] == {"kind": "pump", "target": "that_permanent", "power": 2, "toughness": 2,
                                 "duration": "end_of_turn"} and trigger["or_self"]
    game = state(step="precombat_main", battlefield=[_on("s", "Ambuscade Shaman")],
                 alice={"hand": [{"id": "b", "card": "Probe Bear"}], "mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"}], shaman, BEAR)
    assert permanent(done, "b")["characteristics"]["power"] == 4
    assert permanent(done, "s")["characteristics"]["power"] == 2  # the Shaman itself is not pumped by the Bear's entry
    # "that creature" of another kind of entering permanent is not read
    assert probe_support("Whenever ~ or another Elf enters under your control, that creature gets +1/+1 until end of "
                         "turn.") != "full"


# --- "Whenever a creature you control attacks, defending player loses 1 life and you gain 1 life." (CR 508.5, 603.2) --

def test_508_5_defending_player_of_the_creature_that_attacked() -> None:
    campaign = _real("EMN", "Campaign of Vengeance")
    assert campaign["abilities"][0] == {"kind": "triggered", "trigger": "creature_attacks", "attacking":
                                        "creature:you_control",
                                        "effect": {"kind": "lose_life", "amount": 1, "player": "defending_player"},
                                        "then_effects": [{"kind": "gain_life", "amount": 1, "player": "you"}]}
    field = [_on("c", "Campaign of Vengeance"), _on("b", "Probe Bear"), _on("d", "Probe Bear")]
    three = state(step="declare_attackers", battlefield=field,
                  players=[player("alice"), player("bob"), player("carol")])
    done = _run(three, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "carol"},
                                                                    {"id": "d", "defending": "bob"}]},
                        {"type": "resolve"}, {"type": "resolve"}], campaign, BEAR)
    assert [player_of(done, p)["life"] for p in ("alice", "bob", "carol")] == [22, 19, 19]  # each attacker's own
    # another player than the defending player, or other uses of it, stay refused
    assert probe_support("Whenever a creature you control attacks, defending player mills a card.") != "full"
    assert probe_support("Whenever a creature you control attacks, defending player gains control of it.") != "full"


# --- "Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among them
# onto the battlefield. Put the rest on the bottom of your library in any order." (CR 608.2c, 401.4) -----------------

def test_608_2c_up_to_two_cards_of_a_quality_from_among_the_top_cards() -> None:
    company, gatewatch = _real("DTK", "Collected Company"), _real("EMN", "Deploy the Gatewatch")
    assert company["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 6, "take": 2, "optional": True,
                                                 "to": "battlefield", "rest": "bottom_any_order",
                                                 "quality": ["creature:mana_value<=3"]}
    assert gatewatch["abilities"][0]["effect"]["quality"] == ["planeswalker"]
    ogre = {**BEAR, "name": "Probe Ogre", "mana_cost": "{3}{R}{R}", "power": 5, "toughness": 5}
    library = [{"id": f"l{n}", "card": "Probe Ogre" if n % 2 else "Probe Bear"} for n in range(8)]
    game = state(alice={"hand": [{"id": "c", "card": "Collected Company"}], "mana_pool": {"G": 1, "C": 3},
                        "library": library})
    cast = {"type": "cast", "card": "c"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["l2", "l4"]}}], company, BEAR, ogre)
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["l2", "l4"]
    assert [c["id"] for c in player_of(done, "alice")["library"][:2]] == ["l6", "l7"]  # the rest went to the bottom
    with pytest.raises(IllegalAction, match="Wrong library choice"):  # an Ogre has mana value 5
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["l1"]}}], company, BEAR, ogre)
    with pytest.raises(IllegalAction, match="Wrong library choice"):  # up to two, not three
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["l0", "l2", "l4"]}}], company, BEAR, ogre)
    # the rest put elsewhere, or a quality the card grammar doesn't know, stay refused
    assert probe_support("Look at the top six cards of your library. Put up to two creature cards from among them into "
                         "your hand. Put the rest into your graveyard.", "Instant", None) != "full"
    assert probe_support("Look at the top six cards of your library. Put up to two creature cards with flying from "
                         "among them into your hand. Put the rest on the bottom of your library in any order.",
                         "Instant", None) != "full"


# --- "Target player reveals their hand. You choose a nonland card from it. Exile that card." (CR 701.20a, 608.2d,
# 406.2) -------------------------------------------------------------------------------------------------------------

def test_406_2_the_card_chosen_from_the_revealed_hand_is_exiled() -> None:
    terrors = _real("ISD", "Night Terrors")
    assert terrors["abilities"][0]["effect"] == {"kind": "reveal_choose_discard", "player": "target_player",
                                                 "excluded_types": ["Land"], "exile": True}
    land = {"name": "Probe Land", "types": ["Land"]}
    game = state(alice={"hand": [{"id": "n", "card": "Night Terrors"}], "mana_pool": {"B": 1, "C": 2}},
                 bob={"hand": [{"id": "l", "card": "Probe Land"}, {"id": "b", "card": "Probe Bear"}]})
    cast = {"type": "cast", "card": "n", "choices": {"targets": ["bob"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"discard": ["b"]}}], terrors, BEAR, land)
    assert [c["id"] for c in player_of(done, "bob")["exile"]] == ["b"]
    assert [c["id"] for c in player_of(done, "bob")["hand"]] == ["l"] and not player_of(done, "bob")["graveyard"]
    with pytest.raises(IllegalAction):  # a land can't be chosen
        _run(game, [cast, {"type": "resolve", "choices": {"discard": ["l"]}}], terrors, BEAR, land)
    doomfall = _real("HOU", "Doomfall")  # a mode of a modal spell (CR 700.2)
    assert doomfall["abilities"][0]["effect"]["modes"][1]["effects"] == [terrors["abilities"][0]["effect"] | {
        "player": "target_opponent"}]
    fall = state(alice={"hand": [{"id": "d", "card": "Doomfall"}], "mana_pool": {"B": 1, "C": 2}},
                 bob={"hand": [{"id": "l", "card": "Probe Land"}, {"id": "b", "card": "Probe Bear"}]})
    chosen = _run(fall, [{"type": "cast", "card": "d", "choices": {"modes": [1], "targets": ["bob"]}},
                         {"type": "resolve", "choices": {"discard": ["b"]}}], doomfall, BEAR, land)
    assert [c["id"] for c in player_of(chosen, "bob")["exile"]] == ["b"]
    # the same exile with a further sentence, or of something other than that card, stays refused
    # (s29-stdb reads more sentences after the exile, "... Exile that card. You lose 1 life.": test_s29_stdb.py)
    assert probe_support("Target player reveals their hand. You choose a nonland card from it. Exile it.", "Sorcery",
                         None) != "full"


# --- "Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card." (CR 608.2c,
# 608.2h, 205.3m) ----------------------------------------------------------------------------------------------------

def test_608_2h_if_the_returned_card_is_a_zombie_card() -> None:
    recruitment = _real("EMN", "Cemetery Recruitment")
    assert recruitment["abilities"][1]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:Zombie"]}
    zombie = {**BEAR, "name": "Probe Zombie", "subtypes": ["Zombie"]}
    game = state(alice={"hand": [{"id": "r", "card": "Cemetery Recruitment"}], "mana_pool": {"B": 1, "C": 1},
                        "graveyard": [{"id": "z", "card": "Probe Zombie"}, {"id": "b", "card": "Probe Bear"}]})

    def hand_after(target: str) -> list[str]:
        done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": [target]}}, {"type": "resolve"}],
                    recruitment, BEAR, zombie)
        return [c["id"] for c in player_of(done, "alice")["hand"]]

    assert hand_after("z") == ["z", "alice-lib-0"]  # a Zombie card: a card drawn too
    assert hand_after("b") == ["b"]
    # after a destroyed permanent, or with a subtype that isn't a creature type, it is not read
    assert probe_support("Destroy target creature. If it's a Zombie card, draw a card.", "Sorcery", None) != "full"
    assert probe_support("Return target creature card from your graveyard to your hand. If it's a Forest card, draw a "
                         "card.", "Sorcery", None) != "full"


# --- "{R}: Target creature with power 2 or less gains haste until end of turn and can't be blocked this turn." (CR
# 611.2a, 509.1b, 608.2c) --------------------------------------------------------------------------------------------

def test_509_1b_a_creature_gains_a_keyword_and_cant_be_blocked() -> None:
    line = _real("FRF", "Break Through the Line")
    ability = line["abilities"][0]
    assert ability["effect"]["keywords"] == ["haste"] and ability["effect"]["target"] == "creature:power<=2"
    assert ability["then_effects"] == [{"kind": "cant_be_blocked", "target": "it"}]
    ogre = {**BEAR, "name": "Probe Ogre", "power": 3, "toughness": 3}
    field = [_on("t", "Break Through the Line"), _on("b", "Probe Bear", controlled_since_turn=3),
             _on("o", "Probe Ogre"), _on("x", "Probe Bear", "bob")]
    game = state(step="precombat_main", battlefield=field, alice={"mana_pool": {"R": 1}})
    activate = [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    done = _run(game, activate, line, BEAR, ogre)
    assert permanent(done, "b")["characteristics"]["keywords"] == ["haste"]
    with pytest.raises(IllegalAction, match="can't be blocked"):  # it attacks the turn it came (haste), unblockable
        _run(game, [*activate, NEXT, NEXT, attack("b"), NEXT, block(("x", "b"))], line, BEAR, ogre)
    with pytest.raises(IllegalAction):  # power 3: not a legal target
        _run(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["o"]}}], line, BEAR,
             ogre)
    assert probe_support("{R}: Target creature gains haste until end of turn and can't be blocked until your next "
                         "turn.") != "full"


# --- "{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness." (CR 602.2b, 608.2h) ----

def test_608_2h_an_activation_costs_sacrificed_creature() -> None:
    disciple, dreadmaw = _real("ISD", "Disciple of Griselbrand"), _real("KTK", "Kheru Dreadmaw")
    assert disciple["abilities"][0]["effect"] == {"kind": "gain_life", "amount": "sacrificed_toughness",
                                                  "player": "you"}
    assert dreadmaw["abilities"][-1]["other_costs"] == [{"kind": "sacrifice_permanents", "spec": "creature:other",
                                                          "amount": 1}]
    wall = {**BEAR, "name": "Probe Wall", "power": 0, "toughness": 5}
    field = [_on("d", "Disciple of Griselbrand"), _on("w", "Probe Wall", counters={"+1/+1": 1}), _on("b", "Probe Bear")]
    game = state(battlefield=field, alice={"mana_pool": {"C": 1}})
    done = _run(game, [{"type": "activate", "permanent": "d", "ability": 0, "choices": {"sacrifice": ["w"]}},
                       {"type": "resolve"}], disciple, BEAR, wall)
    assert player_of(done, "alice")["life"] == 26  # 5 + its +1/+1 counter, as it last existed
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["b", "d"]
    itself = _run(game, [{"type": "activate", "permanent": "d", "ability": 0, "choices": {"sacrifice": ["d"]}},
                         {"type": "resolve"}], disciple, BEAR, wall)
    assert player_of(itself, "alice")["life"] == 21  # the Disciple itself, a 1/1
    fanatic = _real("DTK", "Blood-Chin Fanatic")  # ", where X is the sacrificed creature's power" (CR 107.3)
    assert fanatic["abilities"][0]["effect"]["amount"] == "sacrificed_power"
    warrior = {**BEAR, "name": "Probe Warrior", "subtypes": ["Human", "Warrior"], "power": 3, "toughness": 1}
    drain = _run(state(battlefield=[_on("f", "Blood-Chin Fanatic"), _on("w", "Probe Warrior")],
                       alice={"mana_pool": {"B": 1, "C": 1}}),
                 [{"type": "activate", "permanent": "f", "ability": 0,
                   "choices": {"targets": ["bob"], "sacrifice": ["w"]}}, {"type": "resolve"}], fanatic, warrior)
    assert (player_of(drain, "alice")["life"], player_of(drain, "bob")["life"]) == (23, 17)
    # "the sacrificed creature" where the cost sacrifices ~, several creatures or another kind of permanent: not read
    assert probe_support("Sacrifice ~: You gain life equal to the sacrificed creature's toughness.") != "full"
    assert probe_support("{1}, Sacrifice two creatures: You gain life equal to the sacrificed creature's "
                         "toughness.") != "full"
    assert probe_support("{1}, Sacrifice an artifact: You gain life equal to the sacrificed creature's "
                         "toughness.") != "full"


# --- "Target opponent loses 1 life for each attacking creature you control. You gain that much life." (CR 119.3,
# 608.2h) -------------------------------------------------------------------------------------------------------------

def test_119_3_you_gain_the_life_lost_this_way() -> None:
    shriek = _real("DTK", "Foul-Tongue Shriek")
    assert shriek["abilities"][0]["effect"] == {"kind": "lose_life", "amount": "count:creature:attacking:you_control",
                                                "player": "target_opponent", "drain": True}
    game = state(step="declare_attackers", battlefield=[_on("a", "Probe Bear"), _on("b", "Probe Bear"),
                                                         _on("c", "Probe Bear")],
                 alice={"hand": [{"id": "s", "card": "Foul-Tongue Shriek"}], "mana_pool": {"B": 1}})
    done = _run(game, [attack("a", "b"), {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], shriek, BEAR)
    assert (player_of(done, "alice")["life"], player_of(done, "bob")["life"]) == (22, 18)
    # "that much" after no life loss, or gained by another player, is not read
    assert probe_support("Draw two cards. You gain that much life.", "Instant", None) != "full"
    assert probe_support("Target opponent loses 2 life. Target player gains that much life.", "Instant", None) != "full"


# --- "Whenever ~ deals combat damage to a player, it deals that much damage to each creature that player controls."
# (CR 603.2, 608.2c, 510.2) -------------------------------------------------------------------------------------------

def test_603_2_each_creature_the_damaged_player_controls() -> None:
    balefire, shockmaw = _real("ISD", "Balefire Dragon"), _real("FRF", "Shockmaw Dragon")
    assert balefire["abilities"][0]["effect"] == {"kind": "damage", "amount": "that_much",
                                                  "target": "all:creature:event_player_controls"}
    assert shockmaw["abilities"][0]["effect"]["target"] == "all:creature:event_player_controls"
    ogre = {**BEAR, "name": "Probe Ogre", "power": 7, "toughness": 7}
    field = [_on("d", "Balefire Dragon"), _on("b", "Probe Bear", "bob"), _on("o", "Probe Ogre", "bob"),
             _on("m", "Probe Bear")]
    game = state(step="declare_attackers", battlefield=field)
    done = _run(game, [attack("d"), NEXT, NEXT, {"type": "resolve"}], balefire, BEAR, ogre)
    assert player_of(done, "bob")["life"] == 14
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["d", "m", "o"]  # the Bear died, the Ogre had 7
    assert permanent(done, "o")["damage"] == 6
    tyrant = _real("C21", "Hellkite Tyrant")  # "gain control of all artifacts that player controls"
    assert tyrant["abilities"][0]["effect"] == {"kind": "gain_control", "target": "all:artifact:event_player_controls",
                                                "duration": "indefinitely"}
    relic = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
    taken = _run(state(step="declare_attackers", battlefield=[_on("t", "Hellkite Tyrant"), _on("r", "Probe Relic", "bob"),
                                                              _on("q", "Probe Relic")]),
                 [attack("t"), NEXT, NEXT, {"type": "resolve"}], tyrant, relic)
    assert permanent(taken, "r")["controller"] == "alice" and player_of(taken, "bob")["life"] == 14
    # the same group outside a trigger naming a player is not read
    assert probe_support("When ~ enters, ~ deals 1 damage to each creature that player controls.") != "full"


# --- "Face-down creatures you control get +0/+1." (CR 708.2, 613.4c) ------------------------------------------------

def test_708_2_a_static_pump_of_face_down_creatures() -> None:
    plans = _real("KTK", "Secret Plans")
    assert plans["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 1, "status": "face_down",
                                     "affected": "creatures_you_control"}
    field = [_on("s", "Secret Plans"), _on("f", "Probe Bear", face_down=True), _on("b", "Probe Bear"),
             _on("x", "Probe Bear", "bob", face_down=True)]
    done = _run(state(battlefield=field), [], plans, BEAR)
    stats = {p: (permanent(done, p)["characteristics"]["power"], permanent(done, p)["characteristics"]["toughness"])
             for p in ("f", "b", "x")}
    assert stats == {"f": (2, 3), "b": (2, 2), "x": (2, 2)}  # a face-down 2/2 of its controller's only
    # other uses of "face-down" the engine has no node for stay refused
    assert probe_support("{2}: Destroy target face-down creature.") != "full"


# --- "Creatures with power less than ~'s power can't block it." (CR 509.1b, 208.1) ----------------------------------

def test_509_1b_creatures_with_lesser_power_cant_block_self() -> None:
    protector = _real("DTK", "Den Protector")
    assert {"kind": "cant_be_blocked_by", "power_less_than_source": True} in protector["abilities"]
    ogre = {**BEAR, "name": "Probe Ogre", "power": 3, "toughness": 3}
    field = [_on("p", "Den Protector", counters={"+1/+1": 1}), _on("m", "Probe Bear"), _on("b", "Probe Bear", "bob"),
             _on("o", "Probe Ogre", "bob")]
    game = state(step="declare_attackers", battlefield=field)
    attacked = [attack("p", "m"), NEXT]
    with pytest.raises(IllegalAction, match="power less than"):  # the Bear's 2 is less than the Protector's 3
        _run(game, [*attacked, block(("b", "p"))], protector, BEAR, ogre)
    done = _run(game, [*attacked, block(("o", "p"), ("b", "m"))], protector, BEAR, ogre)  # the Ogre may; its own Bear too
    assert done["state"]["combat"]["blockers"] == {"o": ["p"], "b": ["m"]}
    assert probe_support("Creatures with power greater than ~'s power can't block it.") != "full"
