"""Session 23, group c11 (docs/oracle-s23-c11.md): lines of Magic 2011 read by the s23-c11 constructions, each checked
on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _pt

# --- "At the beginning of your upkeep, you may gain 1 life." (CR 119.3, 603.5) ---------------------------------------

MANTRA = ("Ajani's Mantra", "Enchantment", "At the beginning of your upkeep, you may gain 1 life.", "{1}{W}")
MOTH = ("Goldenglow Moth", "Creature — Insect", "Flying\nWhenever Goldenglow Moth blocks, you may gain 4 life.", "{W}",
        ("0", "1"))


@pytest.mark.parametrize(("accept", "life"), [(True, 21), (False, 20)])
def test_603_5_ajanis_mantra_may_gain_life(accept: bool, life: int) -> None:
    mantra = _read(*MANTRA)
    assert mantra["abilities"] == [{"kind": "step_trigger", "step": "upkeep", "whose": "yours", "optional": True,
                                    "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]
    assert _read(*MOTH)["abilities"][0]["effect"] == {"kind": "gain_life", "amount": 4, "player": "you"}
    _not_read("At the beginning of your upkeep, you may gains 1 life.")
    game = state(step="untap", battlefield=[_on("m", "Ajani's Mantra")])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": accept}}], mantra)
    assert player_of(done, "alice")["life"] == life


# --- "~ gets +0/+1 for each Mountain you control." / "Enchanted creature gets -1/-1 for each Swamp you control."
# (CR 613.4c, 205.3i) ----------------------------------------------------------------------------------------------

EARTH_SERVANT = ("Earth Servant", "Creature — Elemental", "Earth Servant gets +0/+1 for each Mountain you control.",
                 "{5}{R}", ("4", "4"))
QUAG = ("Quag Sickness", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets -1/-1 for each Swamp you "
        "control.", "{2}{B}")
MOUNTAIN = {"name": "Mountain", "types": ["Land"], "subtypes": ["Mountain"]}
SWAMP = {"name": "Swamp", "types": ["Land"], "subtypes": ["Swamp"]}


def test_613_4c_counted_subtype_pumps() -> None:
    servant = _read(*EARTH_SERVANT)
    assert servant["abilities"] == [{"kind": "self_count_pump", "power": 0, "toughness": 1,
                                     "count": "permanents_you_control", "subtype": "Mountain"}]
    quag = _read(*QUAG)
    assert quag["abilities"][1] == {"kind": "attached_count_pump", "count": "permanents_you_control",
                                    "subtype": "Swamp", "power_each": -1, "toughness_each": -1}
    _not_read("Enchanted creature gets -1/-1 for each Swamps you control.")
    game = state(battlefield=[_on("e", "Earth Servant"), _on("m1", "Mountain"), _on("m2", "Mountain"),
                              _on("m3", "Mountain", "bob"), _on("s1", "Swamp"), _on("s2", "Swamp", "bob"),
                              _on("b", "Bear", "bob"), _on("q", "Quag Sickness", attached_to="b")])
    done = _run(game, [{"type": "pass_priority"}], servant, quag, MOUNTAIN, SWAMP, BEAR)
    assert _pt(done, "e") == (4, 6) and _pt(done, "b") == (1, 1)


# --- "Its controller gains life equal to its toughness." after one targeted effect (CR 608.2h) ------------------------

CONDEMN = ("Condemn", "Instant", "Put target attacking creature on the bottom of its owner's library. Its controller "
           "gains life equal to its toughness.", "{W}")


def test_608_2h_condemn_gives_its_controller_its_toughness() -> None:
    condemn = _read(*CONDEMN)
    assert condemn["abilities"][1]["effect"] == {"kind": "gain_life", "amount": "its_toughness",
                                                 "player": "its_controller"}
    _not_read("Its controller gains life equal to its toughness.", is_spell=True)  # no target before it
    wall = {"name": "Wall", "types": ["Creature"], "power": 1, "toughness": 4}
    game = state(step="declare_attackers", active_player="bob", alice={"hand": [{"id": "c", "card": "Condemn"}],
                                                                        "mana_pool": {"W": 1}},
                 battlefield=[_on("w", "Wall", "bob", tapped=True)],
                 combat={"attackers": [{"id": "w", "defending": "alice"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "c", "choices": {"targets": ["w"]}},
                       {"type": "resolve"}], condemn, wall)
    bob = player_of(done, "bob")
    assert bob["life"] == 24 and bob["library"][-1]["id"] == "w"


# --- "~ can't attack unless there are five or more Islands on the battlefield." (CR 508.1c, 110.1) --------------------

SERPENT = ("Harbor Serpent", "Creature — Serpent Beast", "Islandwalk (This creature can't be blocked as long as "
           "defending player controls an Island.)\nHarbor Serpent can't attack unless there are five or more Islands "
           "on the battlefield.", "{4}{U}{U}", ("5", "5"))
ISLAND = {"name": "Island", "types": ["Land"], "subtypes": ["Island"]}


@pytest.mark.parametrize(("bobs", "attacks"), [(2, False), (3, True)])
def test_508_1c_harbor_serpent_counts_every_players_islands(bobs: int, attacks: bool) -> None:
    serpent = _read(*SERPENT)
    assert serpent["abilities"] == [{"kind": "cant_attack_unless_you_control", "you_control": "permanent:Island",
                                     "at_least": 5, "on_battlefield": True}]
    _not_read("~ can't attack unless there are five or more Island on the battlefield.")
    islands = [_on(f"i{n}", "Island") for n in range(2)] + [_on(f"j{n}", "Island", "bob") for n in range(bobs)]
    game = state(step="declare_attackers", battlefield=[_on("s", "Harbor Serpent"), *islands])
    attack = [{"type": "declare_attackers", "attackers": [{"id": "s", "defending": "bob"}]}]
    if attacks:
        _run(game, attack, serpent, ISLAND)
    else:
        with pytest.raises(IllegalAction, match="5 or more"):
            _run(game, attack, serpent, ISLAND)


# --- "{R}: ~ deals 1 damage to target creature defending player controls. Activate only if ~ is attacking." --------
# (CR 602.5b, 506.2, 508.5)

HELLKITE = ("Ancient Hellkite", "Creature — Dragon", "Flying\n{R}: Ancient Hellkite deals 1 damage to target creature "
            "defending player controls. Activate only if Ancient Hellkite is attacking.", "{4}{R}{R}{R}", ("6", "6"))


def test_506_2_ancient_hellkite_pings_a_creature_of_the_player_it_attacks() -> None:
    hellkite = _read(*HELLKITE)
    assert hellkite["abilities"][0]["effect"]["target"] == "creature:defending_player_controls"
    _not_read("{R}: ~ deals 1 damage to target creature defending player controls.")
    game = state(step="declare_blockers", alice={"mana_pool": {"R": 2}},
                 battlefield=[_on("h", "Ancient Hellkite", tapped=True), _on("b", "Bear", "bob"), _on("a", "Bear")],
                 combat={"attackers": [{"id": "h", "defending": "bob"}]})
    ping = {"type": "activate", "player": "alice", "permanent": "h", "ability": 0}
    with pytest.raises(IllegalAction):
        _run(game, [{**ping, "choices": {"targets": ["a"]}}], hellkite, BEAR)
    done = _run(game, [{**ping, "choices": {"targets": ["b"]}}, {"type": "resolve"}], hellkite, BEAR)
    found = next(p for p in done["state"]["battlefield"] if p["id"] == "b")
    assert found["damage"] == 1


# --- "Shuffle ~ and your graveyard into their owner's library." / "Each player shuffles their hand and graveyard into
# their library, then draws seven cards." (CR 701.24a, 400.3) ---------------------------------------------------------

ELIXIR = ("Elixir of Immortality", "Artifact", "{2}, {T}: You gain 5 life. Shuffle Elixir of Immortality and your "
          "graveyard into their owner's library.", "{1}")
REVERSAL = ("Time Reversal", "Sorcery", "Each player shuffles their hand and graveyard into their library, then draws "
            "seven cards. Exile Time Reversal.", "{3}{U}{U}")


def _ids(cards: list[dict[str, object]]) -> list[object]:
    return sorted(card["id"] for card in cards)


def test_701_24a_elixir_of_immortality_shuffles_itself_and_your_graveyard() -> None:
    elixir = _read(*ELIXIR)
    assert elixir["abilities"][0]["then_effects"] == [{"kind": "shuffle", "player": "you", "zones": ["graveyard"],
                                                       "source": True}]
    _not_read("Shuffle ~ and your graveyard into your library.")
    game = state(alice={"mana_pool": {"C": 2}, "graveyard": [{"id": "g1", "card": "Bear"}], "library": []},
                 bob={"graveyard": [{"id": "g2", "card": "Bear"}]}, battlefield=[_on("e", "Elixir of Immortality")])
    done = _run(game, [{"type": "activate", "player": "alice", "permanent": "e", "ability": 0}, {"type": "resolve"}],
                elixir, BEAR)
    alice, bob = player_of(done, "alice"), player_of(done, "bob")
    assert alice["life"] == 25 and alice["graveyard"] == [] and _ids(alice["library"]) == ["e", "g1"]
    assert _ids(bob["graveyard"]) == ["g2"] and all(p["id"] != "e" for p in done["state"]["battlefield"])


def test_701_24a_time_reversal_each_player_shuffles_then_draws_seven() -> None:
    reversal = _read(*REVERSAL)
    assert [a["effect"] for a in reversal["abilities"]] == [
        {"kind": "shuffle", "player": "each_player", "zones": ["hand", "graveyard"]},
        {"kind": "draw", "amount": 7, "player": "each_player"}, {"kind": "exile", "target": "self"}]
    _not_read("Target player shuffles their graveyard into their library, then draws a card.", is_spell=True)
    cards = [{"id": f"b{n}", "card": "Bear"} for n in range(4)]
    game = state(alice={"mana_pool": {"U": 5}, "hand": [{"id": "t", "card": "Time Reversal"}, *cards[:1]],
                        "graveyard": cards[1:3], "library": []},
                 bob={"hand": cards[3:], "library": [{"id": f"l{n}", "card": "Bear"} for n in range(8)]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "t"}, {"type": "resolve"}], reversal, BEAR)
    alice, bob = player_of(done, "alice"), player_of(done, "bob")
    assert _ids(alice["hand"]) == ["b0", "b1", "b2"] and alice["graveyard"] == [] and alice["library"] == []
    assert len(bob["hand"]) == 7 and len(bob["library"]) == 2 and [c["id"] for c in alice["exile"]] == ["t"]


# --- "Each player sacrifices five lands." (CR 701.21a, 608.2d) ------------------------------------------------------

FORCE = ("Destructive Force", "Sorcery", "Each player sacrifices five lands. Destructive Force deals 5 damage to each "
         "creature.", "{5}{R}{R}")


def test_701_21a_destructive_force_each_player_sacrifices_five_lands() -> None:
    force = _read(*FORCE)
    assert force["abilities"][0]["effect"] == {"kind": "edict", "player": "each_player", "what": "land", "count": 5}
    _not_read("Each player sacrifices one lands.", is_spell=True)
    lands = [_on(f"a{n}", "Mountain") for n in range(6)] + [_on(f"b{n}", "Mountain", "bob") for n in range(3)]
    game = state(alice={"hand": [{"id": "f", "card": "Destructive Force"}], "mana_pool": {"R": 7}},
                 battlefield=[*lands, _on("x", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "player": "alice", "card": "f"},
                       {"type": "resolve", "choices": {"sacrifice": ["a5", "a0"]}}], force, MOUNTAIN, BEAR)
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["a4"]  # a5, a0, then a1-a3
    with pytest.raises(IllegalAction, match="Can't sacrifice"):
        _run(game, [{"type": "cast", "player": "alice", "card": "f"},
                    {"type": "resolve", "choices": {"sacrifice": ["a0", "a0"]}}], force, MOUNTAIN, BEAR)


# --- "Whenever you draw a card, you may have target player mill a card." (CR 701.17a, 603.5) ------------------------

ERASURE = ("Jace's Erasure", "Enchantment", "Whenever you draw a card, you may have target player mill a card.", "{1}{U}")
CANTRIP = {"name": "Cantrip", "types": ["Sorcery"], "mana_cost": "{U}",
           "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


@pytest.mark.parametrize(("accept", "milled"), [(True, 1), (False, 0)])
def test_701_17a_jaces_erasure_may_have_target_player_mill(accept: bool, milled: int) -> None:
    erasure = _read(*ERASURE)
    assert erasure["abilities"] == [{"kind": "triggered", "trigger": "you_draw", "optional": True,
                                     "effect": {"kind": "mill", "amount": 1, "player": "target_player"}}]
    _not_read("Whenever you draw a card, you may have target player mills a card.")
    game = state(alice={"mana_pool": {"U": 1}, "hand": [{"id": "c", "card": "Cantrip"}]},
                 battlefield=[_on("j", "Jace's Erasure")])
    done = _run(game, [{"type": "cast", "player": "alice", "card": "c"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"], "pay_optional_cost": accept}}],
                erasure, CANTRIP)
    assert len(player_of(done, "bob")["graveyard"]) == milled


# --- "Flip a coin. If you win the flip, sacrifice ~ and draw three cards." (CR 705.1, 608.2c) -----------------------

STRONGBOX = ("Sorcerer's Strongbox", "Artifact", "{2}, {T}: Flip a coin. If you win the flip, sacrifice Sorcerer's "
             "Strongbox and draw three cards.", "{4}")


@pytest.mark.parametrize(("flip", "hand"), [("won", 3), ("lost", 0)])
def test_705_1_sorcerers_strongbox_sacrifices_and_draws_on_a_won_flip(flip: str, hand: int) -> None:
    box = _read(*STRONGBOX)
    assert box["abilities"][0]["effect"] == {"kind": "flip_coin", "won_effects": [
        {"kind": "sacrifice", "target": "self"}, {"kind": "draw", "amount": 3, "player": "you"}]}
    _not_read("{2}, {T}: Flip a coin. If you win the flip, sacrifice target creature and draw three cards.")
    game = state(alice={"mana_pool": {"C": 2}}, battlefield=[_on("s", "Sorcerer's Strongbox")])
    done = _run(game, [{"type": "activate", "player": "alice", "permanent": "s", "ability": 0},
                       {"type": "resolve", "choices": {"coin_flip": flip}}], box)
    assert len(player_of(done, "alice")["hand"]) == hand
    assert any(p["id"] == "s" for p in done["state"]["battlefield"]) == (flip == "lost")


# --- "When enchanted creature attacks or blocks, sacrifice ~." (CR 508.3a, 509.3a) ----------------------------------

COCOON = ("Primal Cocoon", "Enchantment — Aura", "Enchant creature\nAt the beginning of your upkeep, put a +1/+1 counter "
          "on enchanted creature.\nWhen enchanted creature attacks or blocks, sacrifice Primal Cocoon.", "{G}")


def test_508_3a_primal_cocoon_is_sacrificed_when_its_creature_attacks() -> None:
    cocoon = _read(*COCOON)
    assert [a.get("trigger") for a in cocoon["abilities"][2:]] == ["enchanted_attacks", "enchanted_blocks"]
    _not_read("When enchanted creature attacks or blocks, put a +1/+1 counter on it.")
    game = state(step="declare_attackers", battlefield=[_on("b", "Bear"), _on("c", "Primal Cocoon", attached_to="b")])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]},
                       {"type": "resolve"}], cocoon, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["b"]


# --- "Damage can't be prevented." / "... The damage can't be prevented." (CR 615.12) --------------------------------

LEYLINE = ("Leyline of Punishment", "Enchantment", "If Leyline of Punishment is in your opening hand, you may begin the "
           "game with it on the battlefield.\nPlayers can't gain life.\nDamage can't be prevented.", "{2}{R}{R}")
SEARING = {"name": "Searing", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"], "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature", "cant_be_prevented": True}}]}
BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"], "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature"}}]}
WALL = {"name": "Wall", "types": ["Creature"], "power": 0, "toughness": 4}


@pytest.mark.parametrize(("spell", "leyline", "damage"), [("Bolt", False, 0), ("Bolt", True, 3), ("Searing", False, 3)])
def test_615_12_damage_that_cant_be_prevented(spell: str, leyline: bool, damage: int) -> None:
    assert _read(*LEYLINE)["abilities"][-1] == {"kind": "damage_cant_be_prevented"}
    assert read_composed("~ deals 5 damage to target white creature. The damage can't be prevented.",
                         is_spell=True).abilities == [{"kind": "spell", "effect": {
                             "kind": "damage", "amount": 5, "target": "creature:white", "cant_be_prevented": True}}]
    _not_read("Destroy target creature. The damage can't be prevented.", is_spell=True)
    board = [_on("w", "Wall", "bob"), *([_on("l", "Leyline of Punishment")] if leyline else [])]
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "s", "card": spell}]}, battlefield=board,
                 prevention_shields=[{"created_by": "x", "controller": "bob", "protects": "w", "amount": 5}])
    done = _run(game, [{"type": "cast", "player": "alice", "card": "s", "choices": {"targets": ["w"]}},
                       {"type": "resolve"}], _read(*LEYLINE), SEARING, BOLT, WALL)
    wall = next(p for p in done["state"]["battlefield"] if p["id"] == "w")
    shield = done["state"]["prevention_shields"][0]["amount"]
    assert wall["damage"] == damage and shield == (2 if damage == 0 else 5)  # not reduced by it (615.12)


# --- "You gain life equal to the damage dealt this way." after one targeted damage effect (CR 608.2h) --------------

CORRUPT = ("Corrupt", "Sorcery", "Corrupt deals damage to any target equal to the number of Swamps you control. You gain "
           "life equal to the damage dealt this way.", "{5}{B}")


@pytest.mark.parametrize(("target", "gained"), [("bob", 3), ("b", 2)])
def test_608_2h_corrupt_gains_the_damage_dealt(target: str, gained: int) -> None:
    corrupt = _read(*CORRUPT)
    assert corrupt["abilities"][1]["effect"] == {"kind": "gain_life", "amount": "its_damage_dealt", "player": "you"}
    _not_read("You gain life equal to the damage dealt this way.", is_spell=True)
    swamps = [_on(f"s{n}", "Swamp") for n in range(3)]
    game = state(alice={"mana_pool": {"B": 6}, "hand": [{"id": "c", "card": "Corrupt"}]},
                 battlefield=[*swamps, _on("b", "Bear", "bob")],
                 prevention_shields=[{"created_by": "x", "controller": "bob", "protects": "b", "amount": 1}])
    done = _run(game, [{"type": "cast", "player": "alice", "card": "c", "choices": {"targets": [target]}},
                       {"type": "resolve"}], corrupt, SWAMP, BEAR)
    assert player_of(done, "alice")["life"] == 20 + gained  # the damage dealt, after the prevention


# --- "... search your library for up to three cards named ~, reveal them, put them into your hand, then shuffle."
# (CR 701.23a, 701.23d) ----------------------------------------------------------------------------------------------

HAWK = ("Squadron Hawk", "Creature — Bird", "Flying\nWhen Squadron Hawk enters the battlefield, you may search your "
        "library for up to three cards named Squadron Hawk, reveal them, put them into your hand, then shuffle.",
        "{1}{W}", ("1", "1"))


def test_701_23d_squadron_hawk_finds_up_to_three_namesakes() -> None:
    hawk = _read(*HAWK)
    assert hawk["abilities"][0]["effect"] == {"kind": "search_library", "to": "hand", "quality": ["named:~"],
                                              "count": 3, "reveal": True, "optional": True}
    _not_read("When ~ enters, you may search your library for up to three cards named ~, put them into your hand, "
              "then shuffle.")
    library = [{"id": f"h{n}", "card": "Squadron Hawk"} for n in range(4)] + [{"id": "x", "card": "Bear"}]
    game = state(alice={"mana_pool": {"W": 2}, "hand": [{"id": "c", "card": "Squadron Hawk"}], "library": library})
    cast = [{"type": "cast", "player": "alice", "card": "c"}, {"type": "resolve"}]
    done = _run(game, [*cast, {"type": "resolve", "choices": {"search": ["h1", "h3"]}}], hawk, BEAR)
    assert sorted(c["id"] for c in player_of(done, "alice")["hand"]) == ["h1", "h3"]
    with pytest.raises(IllegalAction):  # not a card named Squadron Hawk
        _run(game, [*cast, {"type": "resolve", "choices": {"search": ["x"]}}], hawk, BEAR)
    with pytest.raises(IllegalAction):  # four: more than three
        _run(game, [*cast, {"type": "resolve", "choices": {"search": ["h0", "h1", "h2", "h3"]}}], hawk, BEAR)
