"""Session 22, group inn (docs/oracle-s22-inn.md): Innistrad: Midnight Hunt and Crimson Vow lines read by the s22-inn
constructions, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played
by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, full_definition, player_of, read_full_definition, read_transforming, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _pt  # the s18-m21 helpers, shared


def _keywords(result: dict[str, Any], object_id: str) -> list[str]:
    found = next(p for p in result["state"]["battlefield"] if p["id"] == object_id)
    return list(found["characteristics"]["keywords"])


# --- "Other tapped creatures you control have deathtouch." (a status, CR 110.5; layer 6, 613.1f) ---------------

SARYTH = ("Saryth, the Viper's Fang", "Legendary Creature — Human Warlock", "Other tapped creatures you control have "
          "deathtouch.\nOther untapped creatures you control have hexproof.\n{1}, {T}: Untap another target creature or "
          "land you control.", "{2}{G}{G}", ("3", "4"))


def test_110_5_saryth_gives_deathtouch_to_tapped_creatures_only() -> None:
    saryth = read_full_definition(*SARYTH)
    assert saryth["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["deathtouch"],
                                      "status": "tapped", "affected": "other_creatures_you_control"}
    game = state(battlefield=[_on("s", saryth["name"]), _on("t", "Bear", tapped=True), _on("u", "Bear"),
                              _on("o", "Bear", controller="bob", tapped=True)])
    done = _run(game, [], saryth, BEAR)
    assert "deathtouch" in _keywords(done, "t") and "deathtouch" not in _keywords(done, "u")
    assert "deathtouch" not in _keywords(done, "o") and "deathtouch" not in _keywords(done, "s")
    assert "hexproof" in _keywords(done, "u") and "hexproof" not in _keywords(done, "t")
    attacked = _run({**game, "step": "declare_attackers"},
                    [{"type": "declare_attackers", "attackers": [{"id": "u", "defending": "bob"}]}], saryth, BEAR)
    assert "deathtouch" in _keywords(attacked, "u")  # tapped as it attacked (CR 508.1f)


# --- "if it's night" (CR 728): a cost reduction (601.2f) and a rider's condition (608.2c) --------------------------

SLASH = ("Moonrager's Slash", "Instant", "This spell costs {2} less to cast if it's night.\nMoonrager's Slash deals 3 "
         "damage to any target.", "{2}{R}")
AMBUSH = ("Olivia's Midnight Ambush", "Instant", "Target creature gets -2/-2 until end of turn. If it's night, that "
          "creature gets -13/-13 until end of turn instead.", "{1}{B}")
VITALITY = ("Stolen Vitality", "Instant", "Target creature gets +3/+1 until end of turn. If it's your turn, that creature "
            "gains trample until end of turn. Otherwise, it gains first strike until end of turn.", "{1}{R}")


def test_601_2f_moonragers_slash_costs_2_less_only_at_night() -> None:
    slash = read_full_definition(*SLASH)
    assert slash["abilities"][0] == {"kind": "self_cost_reduction", "generic": 2, "if_day_night": "night"}
    _not_read("~ costs {2} less to cast if it's dusk.")
    cast = [{"type": "cast", "player": "alice", "card": "ms", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    game = state(alice={"hand": [{"id": "ms", "card": slash["name"]}], "mana_pool": {"R": 1}})
    done = _run({**game, "day_night": "night"}, cast, slash)
    assert player_of(done, "bob")["life"] == 17
    for day_night in ("day", None):  # by day, and when it's neither (CR 728), the whole cost
        with pytest.raises(IllegalAction):
            _run({**game, "day_night": day_night}, cast, slash)


def _ambushed(day_night: str | None) -> dict[str, Any]:
    ambush = read_full_definition(*AMBUSH)
    game = state(day_night=day_night, battlefield=[_on("big", "Big", controller="bob")],
                 alice={"hand": [{"id": "oa", "card": ambush["name"]}], "mana_pool": {"B": 2}})
    return _run(game, [{"type": "cast", "player": "alice", "card": "oa", "choices": {"targets": ["big"]}},
                       {"type": "resolve"}], ambush, BIG)


BIG = {"name": "Big", "types": ["Creature"], "power": 5, "toughness": 5}


def test_728_olivias_midnight_ambush_gives_minus_13_at_night_instead() -> None:
    assert [a["effect"]["kind"] for a in read_full_definition(*AMBUSH)["abilities"]] == [
        "choose_target", "if_condition", "if_condition"]
    assert _pt(_ambushed("day"), "big") == (3, 3)  # -2/-2 only (not night)
    assert _pt(_ambushed(None), "big") == (3, 3)  # neither day nor night: not night
    night = _ambushed("night")  # -13/-13 instead: the 5/5 dies (CR 704.5f)
    assert not any(p["id"] == "big" for p in night["state"]["battlefield"])
    assert len(events_of(night, "condition_not_met")) == 1  # the -2/-2 (not night) did not happen


def _vitality(active: str) -> dict[str, Any]:
    vitality = read_full_definition(*VITALITY)
    game = state(active_player=active, battlefield=[_on("bear", "Bear")],
                 alice={"hand": [{"id": "sv", "card": vitality["name"]}], "mana_pool": {"R": 2}})
    return _run(game, [{"type": "cast", "player": "alice", "card": "sv", "choices": {"targets": ["bear"]}},
                       {"type": "resolve"}], vitality, BEAR)


def test_608_2c_stolen_vitality_gives_trample_on_your_turn_and_first_strike_otherwise() -> None:
    mine = _vitality("alice")
    assert _pt(mine, "bear") == (5, 3) and "trample" in _keywords(mine, "bear")
    assert "first_strike" not in _keywords(mine, "bear")
    theirs = _vitality("bob")
    assert _pt(theirs, "bear") == (5, 3) and "first_strike" in _keywords(theirs, "bear")
    assert "trample" not in _keywords(theirs, "bear")


# --- the rest of the cards looked at into the graveyard (CR 608.2c, 701.20a) --------------------------------------

WINDOW = ("Tapping at the Window", "Sorcery", "Look at the top three cards of your library. You may reveal a creature "
          "card from among them and put it into your hand. Put the rest into your graveyard.\nFlashback {2}{G} (You may "
          "cast this card from your graveyard for its flashback cost. Then exile it.)", "{1}{G}")
THOUGHTS = ("Scattered Thoughts", "Instant", "Look at the top four cards of your library. Put two of those cards into "
            "your hand and the rest into your graveyard.", "{3}{U}")
_LIBRARY = [{"id": "c1", "card": "Lightning Bolt"}, {"id": "c2", "card": "Grizzly Bears"},
            {"id": "c3", "card": "Lightning Bolt"}, {"id": "c4", "card": "Grizzly Bears"}]


def _looked(card: tuple[Any, ...], chosen: list[str], mana: dict[str, int]) -> dict[str, Any]:
    definition = read_full_definition(*card)
    game = state(alice={"hand": [{"id": "sp", "card": definition["name"]}], "mana_pool": mana, "library": _LIBRARY})
    return _run(game, [{"type": "cast", "player": "alice", "card": "sp"},
                       {"type": "resolve", "choices": {"chosen": chosen}}], definition)


def test_608_2c_tapping_at_the_window_puts_the_rest_into_the_graveyard() -> None:
    assert read_full_definition(*WINDOW)["abilities"][0]["effect"] == {
        "kind": "look_at_top", "amount": 3, "take": 1, "quality": ["card:creature"], "optional": True, "reveal": True,
        "to": "hand", "rest": "graveyard"}
    _not_read("Look at the top three cards of your library. You may reveal a creature card from among them and put it "
              "into your hand. Put the rest into your exile.", is_spell=True)
    alice = player_of(_looked(WINDOW, ["c2"], {"G": 2}), "alice")
    assert [c["id"] for c in alice["hand"]] == ["c2"] and [c["id"] for c in alice["library"]] == ["c4"]
    assert {c["id"] for c in alice["graveyard"]} == {"c1", "c3", "sp"}


def test_608_2c_scattered_thoughts_puts_two_of_those_cards_into_the_hand() -> None:
    assert read_full_definition(*THOUGHTS)["abilities"][0]["effect"] == {
        "kind": "look_at_top", "amount": 4, "take": 2, "to": "hand", "rest": "graveyard"}
    alice = player_of(_looked(THOUGHTS, ["c1", "c4"], {"U": 4}), "alice")
    assert {c["id"] for c in alice["hand"]} == {"c1", "c4"} and alice["library"] == []
    assert {c["id"] for c in alice["graveyard"]} == {"c2", "c3", "sp"}


# --- "As an additional cost to cast ~, sacrifice a nonland permanent." (CR 601.2b, 205.2a) ------------------------

RITE = ("Rite of Oblivion", "Sorcery", "As an additional cost to cast this spell, sacrifice a nonland permanent.\nExile "
        "target nonland permanent.\nFlashback {2}{W}{B} (You may cast this card from your graveyard for its flashback "
        "cost and any additional costs. Then exile it.)", "{W}{B}")


def test_601_2b_rite_of_oblivion_sacrifices_a_nonland_permanent_never_a_land() -> None:
    rite = read_full_definition(*RITE)
    assert rite["abilities"][0] == {"kind": "additional_cost", "cost": "sacrifice", "card_type": "nonland_permanent",
                                    "amount": 1}
    game = state(battlefield=[_on("bear", "Bear"), _on("land", "Forest"), _on("foe", "Bear", controller="bob")],
                 alice={"hand": [{"id": "ro", "card": rite["name"]}], "mana_pool": {"W": 1, "B": 1}})
    cast = {"type": "cast", "player": "alice", "card": "ro", "choices": {"targets": ["foe"], "sacrifice": ["bear"]}}
    done = _run(game, [cast, {"type": "resolve"}], rite, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["land"]
    with pytest.raises(IllegalAction):  # a land is no nonland permanent
        _run(game, [{**cast, "choices": {"targets": ["foe"], "sacrifice": ["land"]}}], rite, BEAR)
    with pytest.raises(IllegalAction):  # nothing but a land to sacrifice: it can't be cast (CR 601.2b)
        _run({**game, "battlefield": game["battlefield"][1:]}, [{**cast, "choices": {"targets": ["foe"]}}], rite, BEAR)


# --- "This spell costs {1} less to cast for each creature on the battlefield." (CR 601.2f, 118.7a) --------------

HORDE = ("Vanquish the Horde", "Sorcery", "This spell costs {1} less to cast for each creature on the battlefield.\n"
         "Destroy all creatures.", "{6}{W}{W}")


def test_601_2f_vanquish_the_horde_costs_1_less_for_each_creature_whoever_controls_it() -> None:
    horde = read_full_definition(*HORDE)
    assert horde["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1, "for_each_on_battlefield": "creature"}
    _not_read("~ costs {1} less to cast for each creature you control on the battlefield.")
    creatures = [_on("a1", "Bear"), _on("b1", "Bear", controller="bob"), _on("b2", "Bear", controller="bob"),
                 _on("land", "Forest")]
    game = state(battlefield=creatures, alice={"hand": [{"id": "vh", "card": horde["name"]}],
                                               "mana_pool": {"W": 2, "C": 3}})
    cast = [{"type": "cast", "player": "alice", "card": "vh"}, {"type": "resolve"}]
    done = _run(game, cast, horde, BEAR)  # {6}{W}{W} less 3: {3}{W}{W}
    assert [p["id"] for p in done["state"]["battlefield"]] == ["land"]
    with pytest.raises(IllegalAction):  # two creatures: {4}{W}{W}
        _run({**game, "battlefield": creatures[1:]}, cast, horde, BEAR)


# --- "~ costs {1} less to cast if <...>. It also costs {1} less to cast if <...>." (CR 601.2f) --------------------

SNARE = ("Geistlight Snare", "Instant", "This spell costs {1} less to cast if you control a Spirit. It also costs {1} "
         "less to cast if you control an enchantment.\nCounter target spell unless its controller pays {3}.", "{2}{U}")
SPIRIT = {"name": "Spirit", "types": ["Creature"], "subtypes": ["Spirit"], "power": 1, "toughness": 1}
GLOW = {"name": "Glow", "types": ["Enchantment"]}


def test_601_2f_geistlight_snare_costs_1_less_for_each_condition() -> None:
    snare = read_full_definition(*SNARE)
    assert snare["abilities"][:2] == [
        {"kind": "self_cost_reduction", "generic": 1, "if_you_control": "permanent:Spirit"},
        {"kind": "self_cost_reduction", "generic": 1, "if_you_control": "enchantment"}]
    both = [_on("sp", "Spirit", controller="bob"), _on("gl", "Glow", controller="bob")]
    game = state(battlefield=both, alice={"hand": [{"id": "gb", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
                 bob={"hand": [{"id": "gs", "card": snare["name"]}], "mana_pool": {"U": 1}})
    actions = [{"type": "cast", "player": "alice", "card": "gb"},
               {"type": "cast", "player": "bob", "card": "gs", "choices": {"targets": ["gb"]}}]
    done = _run(game, actions, snare, SPIRIT, GLOW)  # {2}{U} less {1} and {1}: {U}
    assert len(done["state"]["stack"]) == 2 and not any(player_of(done, "bob")["mana_pool"].values())
    with pytest.raises(IllegalAction):  # the Spirit only: {1}{U}
        _run({**game, "battlefield": both[:1]}, actions, snare, SPIRIT, GLOW)


# --- "If its mana value was 3 or less, scry 1." (CR 608.2h: as it last existed) -----------------------------------

HOPE = ("Fading Hope", "Instant", "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1. "
        "(Look at the top card of your library. You may put that card on the bottom of your library.)", "{U}")
CHEAP = {**BEAR, "name": "Cheap", "mana_cost": "{1}{G}"}
COSTLY = {**BEAR, "name": "Costly", "mana_cost": "{4}{G}"}


def test_608_2h_fading_hope_scries_only_after_returning_a_cheap_creature() -> None:
    hope = read_full_definition(*HOPE)
    assert hope["abilities"][1]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:mana_value<=3"]}
    _not_read("Return target creature card from your graveyard to your hand. If its mana value was 3 or less, scry 1.",
              is_spell=True)

    def hoped(card: str, choices: dict[str, Any]) -> dict[str, Any]:
        game = state(battlefield=[_on("c", card, controller="bob")],
                     alice={"hand": [{"id": "fh", "card": hope["name"]}], "mana_pool": {"U": 1}})
        return _run(game, [{"type": "cast", "player": "alice", "card": "fh", "choices": {"targets": ["c"]}},
                           {"type": "resolve", "choices": choices}], hope, CHEAP, COSTLY)

    cheap = hoped("Cheap", {"scry": {"top": [], "bottom": ["alice-lib-0"]}})
    costly = hoped("Costly", {})
    assert [c["id"] for c in player_of(cheap, "bob")["hand"]] == ["c"] == [c["id"] for c in player_of(costly, "bob")["hand"]]
    assert player_of(cheap, "alice")["library"][-1]["id"] == "alice-lib-0"  # scried to the bottom
    assert player_of(costly, "alice")["library"][0]["id"] == "alice-lib-0"  # no scry
    assert len(events_of(costly, "condition_not_met")) == 1


# --- "if there are five or more cards in your graveyard" (CR 603.4, 404.1) ---------------------------------------

LOCKED = ("Locked in the Cemetery", "Enchantment — Aura", "Enchant creature\nWhen Locked in the Cemetery enters the "
          "battlefield, if there are five or more cards in your graveyard, tap enchanted creature.\nEnchanted creature "
          "doesn't untap during its controller's untap step.", "{1}{U}")


def test_603_4_locked_in_the_cemetery_taps_only_with_five_cards_in_the_graveyard() -> None:
    locked = read_full_definition(*LOCKED)
    assert locked["abilities"][1]["if_cards_in_your_graveyard"] == 5

    def cast(cards: int) -> dict[str, Any]:
        graveyard = [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(cards)]
        game = state(battlefield=[_on("c", "Bear", controller="bob")],
                     alice={"hand": [{"id": "lc", "card": locked["name"]}], "mana_pool": {"U": 2},
                            "graveyard": graveyard})
        return _run(game, [{"type": "cast", "player": "alice", "card": "lc", "choices": {"targets": ["c"]}},
                           *[{"type": "resolve"}] * (2 if cards >= 5 else 1)], locked, BEAR)

    assert next(p for p in cast(5)["state"]["battlefield"] if p["id"] == "c")["tapped"]
    four = cast(4)  # the ability doesn't trigger (CR 603.4): nothing left on the stack
    assert not next(p for p in four["state"]["battlefield"] if p["id"] == "c").get("tapped") and not four["state"]["stack"]


# --- "Activate only if you own a card in exile." (CR 602.5b, 406.1) ----------------------------------------------

MONSTROSITY = ("Dreadlight Monstrosity", "Creature — Crab Horror", "Ward {2} (Whenever this creature becomes the target "
               "of a spell or ability an opponent controls, counter it unless that player pays {2}.)\n{3}{U}{U}: "
               "Dreadlight Monstrosity can't be blocked this turn. Activate only if you own a card in exile.",
               "{4}{U}{U}", ("5", "5"))


def test_602_5b_dreadlight_monstrosity_activates_only_while_its_controller_owns_a_card_in_exile() -> None:
    monstrosity = read_full_definition(*MONSTROSITY)
    assert monstrosity["abilities"][-1]["activate_only_if_own_card_in_exile"] is True
    game = state(battlefield=[_on("dm", monstrosity["name"])], alice={"mana_pool": {"U": 5}},
                 bob={"exile": [{"id": "bx", "card": "Grizzly Bears"}]})
    activate = [{"type": "activate", "player": "alice", "permanent": "dm", "ability": 0}, {"type": "resolve"}]
    with pytest.raises(IllegalAction, match="owns a card in exile"):  # bob's card in exile is not alice's
        _run(game, activate, monstrosity)
    exiled = {**game, "players": [{**game["players"][0], "exile": [{"id": "ax", "card": "Grizzly Bears"}]},
                                  game["players"][1]]}
    assert events_of(_run(exiled, activate, monstrosity), "cant_be_blocked")


# --- "Each creature you control has ward {1}." (CR 702.21a; layer 6, 613.1f) -------------------------------------

CHAPLAIN = ("Chaplain of Alms", "Creature — Human Cleric", "First strike\nWard {1} (Whenever this creature becomes the "
            "target of a spell or ability an opponent controls, counter it unless that player pays {1}.)\nDisturb {3}{W} "
            "(You may cast this card from your graveyard transformed for its disturb cost.)", "{W}", ("1", "1"))
SHIELDGEIST = ("Chapel Shieldgeist", "Creature — Spirit Cleric", "Flying, first strike\nEach creature you control has "
               "ward {1}. (Whenever it becomes the target of a spell or ability an opponent controls, counter it unless "
               "that player pays {1}.)\nIf Chapel Shieldgeist would be put into a graveyard from anywhere, exile it "
               "instead.", ("2", "1"))


def test_702_21a_shieldgeist_gives_its_controllers_creatures_ward_1() -> None:
    back = full_definition(read_transforming(CHAPLAIN, SHIELDGEIST))["back_face"]
    assert back["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["ward:{1}"],
                                    "affected": "creatures_you_control"}
    shieldgeist = {**back, "name": "Shieldgeist"}
    game = state(battlefield=[_on("sg", "Shieldgeist"), _on("bear", "Bear")],
                 bob={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "player": "bob", "card": "lb", "choices": {"targets": ["bear"]}},
                       {"type": "resolve"}], shieldgeist, BEAR)
    assert [e["stack_object"] for e in events_of(done, "countered")] == ["lb"]  # bob can't pay {1}
    assert [e["source"] for e in events_of(done, "ward_not_paid")] == ["bear"]
    assert "ward:{1}" in _keywords(done, "bear")
