"""s18-castfree (docs/oracle-s18-castfree.md): casting permissions and delayed copies read from real cards'
Oracle text and played by the engine (CR 603.7, 603.7b, 707.10, 707.10c); near variants stay not modelled."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

DOUBLECAST_TEXT = (
    "When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets "
    "for the copy."
)
DUAL_STRIKE_LINE = (
    "When you cast your next instant or sorcery spell with mana value 4 or less this turn, copy that spell. "
    "You may choose new targets for the copy."
)
BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
BIG_BOLT = {**BOLT, "name": "Test Big Bolt", "mana_cost": "{4}{R}"}


def _doublecast() -> dict[str, Any]:
    return read_full_definition("Doublecast", "Sorcery", DOUBLECAST_TEXT, "{R}{R}")


def _not_modelled(oracle: str, type_line: str = "Sorcery") -> list[str]:
    return read_card(CardFacts(name="Test", mana_cost="{1}{R}", type_line=type_line, oracle_text=oracle)).not_modelled


# --- "When you cast your next instant or sorcery spell this turn, copy that spell." (CR 603.7) -----------


def test_603_7_copy_next_spell_is_read() -> None:
    assert _doublecast()["abilities"] == [
        {"kind": "spell", "effect": {"kind": "copy_next_spell", "spells": "instant_or_sorcery", "new_targets": True}}
    ]
    dual = read_card(CardFacts(name="Dual Strike", mana_cost="{R}{R}", type_line="Instant", oracle_text=DUAL_STRIKE_LINE))
    assert dual.not_modelled == []
    assert dual.definition is not None
    effect = dual.definition["abilities"][0]["effect"]
    assert effect == {"kind": "copy_next_spell", "spells": "instant_or_sorcery", "max_mana_value": 4,
                      "new_targets": True}
    # Ral, Storm Conduit's loyalty ability
    ral = read_card(CardFacts(name="Ral", mana_cost="{2}{U}{R}", type_line="Legendary Planeswalker — Ral",
                              oracle_text=f"[−2]: {DOUBLECAST_TEXT}", loyalty="4"))
    assert ral.not_modelled == []


def test_603_7_near_variants_are_not_modelled() -> None:
    for text in (
        "When you cast your next creature spell this turn, copy that spell. You may choose new targets for the copy.",
        "When you cast your next instant or sorcery spell with mana value 4 or greater this turn, copy that spell.",
        "When you cast your next instant or sorcery spell this turn, copy that spell twice.",
        "When you cast your next instant or sorcery spell this turn, copy that wombat.",
    ):
        assert _not_modelled(text), text


def _game(hand: list[dict[str, Any]], mana: dict[str, int]) -> dict[str, Any]:
    return state(alice={"mana_pool": mana, "hand": hand})


def test_603_7c_the_next_instant_is_copied_once_with_new_targets() -> None:
    hand = [{"id": "dc", "card": "Doublecast"}, {"id": "b1", "card": "Test Bolt"}, {"id": "b2", "card": "Test Bolt"}]
    game = _game(hand, {"R": 4})
    actions = [
        {"type": "cast", "card": "dc"},
        {"type": "resolve"},
        {"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}},
    ]
    result = _run(game, actions, _doublecast(), BOLT)
    assert len(events_of(result, "delayed_copy_created")) == 1
    stack = result["state"]["stack"]
    assert [item["kind"] for item in stack] == ["triggered_ability", "spell"]
    assert result["state"].get("copy_next_spell") is None  # triggered: gone (CR 603.7b)
    # the copy targets alice instead (707.10c); the original hits bob
    after = _run(result["state"], [{"type": "resolve", "choices": {"copy_targets": ["alice"]}}, {"type": "resolve"},
                                   {"type": "resolve"}], _doublecast(), BOLT)
    copied = events_of(after, "spell_copied")
    assert len(copied) == 1 and "CR 603.7" in copied[0]["cites"] and "CR 707.10c" in copied[0]["cites"]
    assert player_of(after, "alice")["life"] == 17 and player_of(after, "bob")["life"] == 17
    # a second spell isn't copied (the ability triggered once)
    again = _run(after["state"], [{"type": "cast", "card": "b2", "choices": {"targets": ["bob"]}}], _doublecast(), BOLT)
    assert [item["kind"] for item in again["state"]["stack"]] == ["spell"]


def test_603_7_mana_value_limit_and_end_of_turn() -> None:
    dual = {"name": "Dual Strike", "mana_cost": "{R}{R}", "types": ["Instant"], "abilities": [
        {"kind": "spell", "effect": {"kind": "copy_next_spell", "max_mana_value": 4, "new_targets": True}}]}
    hand = [{"id": "ds", "card": "Dual Strike"}, {"id": "big", "card": "Test Big Bolt"}]
    game = _game(hand, {"R": 7})
    actions = [{"type": "cast", "card": "ds"}, {"type": "resolve"},
               {"type": "cast", "card": "big", "choices": {"targets": ["bob"]}}]
    result = _run(game, actions, dual, BIG_BOLT)
    # mana value 5: not "your next spell with mana value 4 or less": no trigger, it keeps waiting
    assert [item["kind"] for item in result["state"]["stack"]] == ["spell"]
    assert result["state"]["copy_next_spell"] == [{"player": "alice", "turn": 3, "source": "ds", "max_mana_value": 4,
                                                   "new_targets": True}]
    # it ends unused in the cleanup step (CR 514.2, 603.7b)
    ended = _run({**result["state"], "stack": [], "step": "end"}, [{"type": "next_step"}], dual, BIG_BOLT)
    assert len(events_of(ended, "delayed_copy_ended")) == 1
    assert ended["state"].get("copy_next_spell") is None


def test_603_7_another_players_spell_does_not_trigger_it() -> None:
    posted = state(copy_next_spell=[{"player": "bob", "turn": 3, "source": "x"}],
                   alice={"mana_pool": {"R": 1}, "hand": [{"id": "b1", "card": "Test Bolt"}]})
    result = _run(posted, [{"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}}], BOLT)
    assert [item["kind"] for item in result["state"]["stack"]] == ["spell"]
    assert len(result["state"]["copy_next_spell"]) == 1


# --- the top of the library (CR 401.2, 601.3, 305.1) ---------------------------------------------------------

RADHA_TEXT = (
    "As long as it's your turn, Radha, Heart of Keld has first strike.\n"
    "You may look at the top card of your library any time, and you may play lands from the top of your library.\n"
    "{4}{R}{G}: Radha gets +X/+X until end of turn, where X is the number of lands you control."
)
GLARB_TOP = (
    "You may look at the top card of your library any time.\n"
    "You may play lands and cast spells with mana value 4 or greater from the top of your library."
)
BIG_BEAR = {"name": "Test Big Bear", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 4, "toughness": 4}
SMALL_BEAR = {"name": "Test Small Bear", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1}
GLARB = {"name": "Test Glarb", "mana_cost": "{B}{G}{U}", "types": ["Creature"], "power": 2, "toughness": 4,
         "abilities": [{"kind": "top_of_library", "look": True},
                       {"kind": "top_of_library", "lands": True, "spells": "all", "spells_min_mana_value": 4}]}


def test_601_3_top_of_library_is_read() -> None:
    radha = read_full_definition("Radha, Heart of Keld", "Legendary Creature — Elf Warrior", RADHA_TEXT, "{1}{R}{G}",
                                 ("3", "3"))
    assert {"kind": "top_of_library", "look": True, "lands": True} in radha["abilities"]
    glarb = read_full_definition("Glarb", "Legendary Creature — Frog Wizard Noble", GLARB_TOP, "{B}{G}{U}", ("2", "4"))
    assert glarb["abilities"] == GLARB["abilities"]
    creature = read_full_definition("Vivien", "Enchantment", "You may cast creature spells from the top of your library.",
                                    "{3}{G}")
    assert creature["abilities"] == [{"kind": "top_of_library", "spells": "creature"}]
    for text in (
        "You may cast instant spells of the chosen type from the top of your library.",
        "You may play lands from the top of your graveyard.",
        "You may look at the top card of your library any wombat.",
        "You may cast spells with mana value 4 or less from the top of your library.",
    ):
        assert _not_modelled(text, "Enchantment"), text


def _top_game(top: str, *, mana: dict[str, int] | None = None, under: str = "Forest") -> dict[str, Any]:
    glarb = {"id": "glarb", "card": "Test Glarb", "controller": "alice"}
    return state(battlefield=[glarb], alice={"mana_pool": mana or {"G": 4},
                                             "library": [{"id": "top", "card": top}, {"id": "next", "card": under}]})


def test_601_3_a_spell_is_cast_from_the_top_of_the_library() -> None:
    game = _top_game("Test Big Bear")
    result = _run(game, [{"type": "legal_actions", "player": "alice"}, {"type": "cast", "card": "top"}],
                  GLARB, BIG_BEAR, SMALL_BEAR)
    listed = [e for e in result["queries"][0]["result"]["legal"] if e["action"]["type"] == "cast"]
    assert [e["action"]["card"] for e in listed] == ["top"] and "CR 601.3" in listed[0]["cites"]
    event = events_of(result, "spell_cast")[0]
    assert event["from"] == "library" and "CR 601.3" in event["cites"]
    assert [c["id"] for c in player_of(result, "alice")["library"]] == ["next"]


def test_601_3_only_the_spells_named_only_the_top_card_normal_timing() -> None:
    import pytest

    from app.engine import IllegalAction

    with pytest.raises(IllegalAction):  # mana value 1: not "4 or greater"
        _run(_top_game("Test Small Bear"), [{"type": "cast", "card": "top"}], GLARB, BIG_BEAR, SMALL_BEAR)
    with pytest.raises(IllegalAction):  # not the top card (CR 401.2)
        _run(_top_game("Forest", under="Test Big Bear"), [{"type": "cast", "card": "next"}], GLARB, BIG_BEAR)
    game = _top_game("Test Big Bear")
    game["step"] = "upkeep"
    with pytest.raises(IllegalAction):  # a creature spell: sorcery timing (117.1a)
        _run(game, [{"type": "cast", "card": "top"}], GLARB, BIG_BEAR)
    game = _top_game("Test Big Bear")
    game["battlefield"] = []
    with pytest.raises(IllegalAction):  # no permanent with the ability
        _run(game, [{"type": "cast", "card": "top"}], GLARB, BIG_BEAR)
    game = _top_game("Test Big Bear")
    with pytest.raises(IllegalAction):  # only its controller's library
        _run(game, [{"type": "cast", "card": "top", "player": "bob"}], GLARB, BIG_BEAR)


def test_305_1_a_land_is_played_from_the_top_as_the_land_drop() -> None:
    played = _run(_top_game("Forest"), [{"type": "play_land", "card": "top"}], GLARB)
    event = events_of(played, "land_played")[0]
    assert "CR 305.1" in event["cites"] and "CR 401.2" in event["cites"] and event["land_drops_remaining"] == 0
    assert any(p["id"] == "top" for p in played["state"]["battlefield"])
    import pytest

    from app.engine import IllegalAction

    with pytest.raises(IllegalAction):  # the land drop is used (CR 305.2)
        _run(played["state"], [{"type": "play_land", "card": "next"}], GLARB)


# --- "You may cast target artifact card from your graveyard this turn." (CR 601.3) --------------------------

EMRY_TEXT = (
    "This spell costs {1} less to cast for each artifact you control.\n"
    "When Emry, Lurker of the Loch enters the battlefield, mill four cards.\n"
    "{T}: Choose target artifact card in your graveyard. You may cast that card this turn. (You still pay its costs. "
    "Timing rules still apply.)"
)
HEIKO_LINE = ("Whenever a Samurai or Warrior you control attacks alone, you may cast target artifact card from your "
              "graveyard this turn.")
TRINKET = {"name": "Test Trinket", "mana_cost": "{2}", "types": ["Artifact"]}


def _emry() -> dict[str, Any]:
    return read_full_definition("Emry, Lurker of the Loch", "Legendary Creature — Merfolk Wizard", EMRY_TEXT, "{2}{U}",
                                ("1", "2"))


def test_601_3_cast_from_graveyard_this_turn_is_read() -> None:
    assert _emry()["abilities"][-1]["effect"] == {"kind": "cast_from_graveyard_this_turn",
                                                  "target": "card_in_your_graveyard:artifact"}
    heiko = read_full_definition("Heiko", "Legendary Creature — Human Samurai", HEIKO_LINE, "{1}{R}{R}", ("3", "3"))
    assert heiko["abilities"][0]["effect"]["kind"] == "cast_from_graveyard_this_turn"
    for text in (
        "You may cast target artifact card from an opponent's graveyard this turn.",
        "You may cast target artifact card from your graveyard until end of turn.",
        "You may cast target artifact card from your graveyard this wombat.",
    ):
        assert _not_modelled(text, "Sorcery"), text


def _emry_game() -> dict[str, Any]:
    emry = {"id": "emry", "card": "Emry, Lurker of the Loch", "controller": "alice"}
    return state(battlefield=[emry], alice={"mana_pool": {"C": 4}, "graveyard": [{"id": "trinket", "card": "Test Trinket"},
                                                                                  {"id": "other", "card": "Test Trinket"}]})


def test_601_3_the_card_is_cast_from_the_graveyard_this_turn_only() -> None:
    import pytest

    from app.engine import IllegalAction

    actions = [{"type": "activate", "permanent": "emry", "ability": 2, "choices": {"targets": ["trinket"]}},
               {"type": "resolve"}]
    result = _run(_emry_game(), actions, _emry(), TRINKET)
    assert events_of(result, "may_cast_from_graveyard")[0]["cards"] == ["trinket"]
    assert result["state"]["cast_from_graveyard"] == [{"card": "trinket", "player": "alice", "turn": 3}]
    listed = _run(result["state"], [{"type": "legal_actions", "player": "alice"}], _emry(), TRINKET)
    casts = [e for e in listed["queries"][0]["result"]["legal"] if e["action"]["type"] == "cast"]
    assert [e["action"]["card"] for e in casts] == ["trinket"] and "CR 601.3" in casts[0]["cites"]
    cast = _run(result["state"], [{"type": "cast", "card": "trinket"}], _emry(), TRINKET)
    event = events_of(cast, "spell_cast")[0]
    assert event["from"] == "graveyard" and "CR 601.3" in event["cites"]
    assert "cast_from_graveyard" not in cast["state"]  # spent (CR 400.7)
    assert player_of(cast, "alice")["mana_pool"]["C"] == 2  # its mana cost is paid
    with pytest.raises(IllegalAction):  # the other card has no permission
        _run(result["state"], [{"type": "cast", "card": "other"}], _emry(), TRINKET)
    upkeep = {**result["state"], "step": "upkeep"}
    with pytest.raises(IllegalAction):  # an artifact spell: sorcery timing (117.1a)
        _run(upkeep, [{"type": "cast", "card": "trinket"}], _emry(), TRINKET)
    ended = _run({**result["state"], "step": "end"}, [{"type": "next_step"}], _emry(), TRINKET)
    assert events_of(ended, "cast_from_graveyard_ended")[0]["cards"] == ["trinket"]
    assert "cast_from_graveyard" not in ended["state"]


def test_611_3a_coven_and_chosen_type_permissions() -> None:
    import pytest

    from app.engine import IllegalAction

    augur = read_full_definition(
        "Augur of Autumn", "Creature — Human Druid",
        "You may look at the top card of your library any time.\nYou may play lands from the top of your library.\n"
        "Coven — As long as you control three or more creatures with different powers, you may cast creature spells "
        "from the top of your library.", "{1}{G}{G}", ("2", "3"))
    coven = augur["abilities"][-1]
    assert coven == {"kind": "top_of_library", "spells": "creature", "as_long_as_you_control": "creature",
                     "as_long_as_different_powers_at_least": 3}
    # two different powers (2 and 4): no creature spell from the top; a third power (1): yes
    bears = [{"id": "augur", "card": "Augur of Autumn", "controller": "alice"},
             {"id": "big", "card": "Test Big Bear", "controller": "alice"}]
    game = state(battlefield=bears, alice={"mana_pool": {"G": 4}, "library": [{"id": "top", "card": "Test Big Bear"}]})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "top"}], augur, BIG_BEAR, SMALL_BEAR)
    game["battlefield"].append({"id": "small", "card": "Test Small Bear", "controller": "alice"})
    cast = _run(game, [{"type": "cast", "card": "top"}], augur, BIG_BEAR, SMALL_BEAR)
    assert events_of(cast, "spell_cast")[0]["from"] == "library"
    # "creature spells of the chosen type" (Realmwalker): a Bear is cast only with "Bear" chosen
    walker = {"name": "Test Walker", "mana_cost": "{2}{G}", "types": ["Creature"], "power": 2, "toughness": 3,
              "abilities": [{"kind": "top_of_library", "spells": "creature", "spells_of_chosen_type": True}]}
    bear = {**BIG_BEAR, "subtypes": ["Bear"]}
    on = {"id": "walker", "card": "Test Walker", "controller": "alice", "chosen_creature_type": "Bear"}
    game = state(battlefield=[on], alice={"mana_pool": {"G": 4}, "library": [{"id": "top", "card": "Test Big Bear"}]})
    assert events_of(_run(game, [{"type": "cast", "card": "top"}], walker, bear), "spell_cast")
    game["battlefield"][0]["chosen_creature_type"] = "Elf"
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "top"}], walker, bear)


# --- "You may cast spells this turn as though they had flash." (CR 702.8a, 611.2a) --------------------------

SORCERY = {"name": "Test Sorcery Bolt", "mana_cost": "{R}", "types": ["Sorcery"],
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def test_702_8a_flash_permission_for_a_duration_is_read() -> None:
    zone = read_full_definition("Emergence Zone", "Land", "{T}: Add {C}.\n{1}, {T}, Sacrifice Emergence Zone: You may "
                                "cast spells this turn as though they had flash.", "")
    assert zone["abilities"][-1]["effect"] == {"kind": "cast_as_though_flash_for",
                                               "spells": "all", "until": "end_of_turn"}
    reading = read_card(CardFacts(name="T", mana_cost="{1}", type_line="Legendary Planeswalker — T", loyalty="4",
                                  oracle_text="[+1]: Until your next turn, you may cast sorcery spells as though they "
                                              "had flash."))
    assert reading.not_modelled == []
    assert reading.definition is not None
    assert reading.definition["abilities"][0]["effect"] == {"kind": "cast_as_though_flash_for", "spells": "sorcery",
                                                            "until": "your_next_turn"}
    assert _not_modelled("You may cast artifact spells this turn as though they had flash.")
    assert _not_modelled("Until your next turn, you may cast spells as though they had wombats.")


def test_702_8a_611_2a_a_sorcery_any_time_until_the_permission_ends() -> None:
    import pytest

    from app.engine import IllegalAction

    game = state(step="upkeep", alice={"mana_pool": {"R": 1}, "hand": [{"id": "s", "card": "Test Sorcery Bolt"}]})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}], SORCERY)
    game["flash_permissions"] = [{"player": "alice", "spells": "sorcery", "until": "your_next_turn", "turn": 3}]
    cast = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}], SORCERY)
    assert events_of(cast, "spell_cast")
    # bob's permission doesn't help alice; a creature permission doesn't name a sorcery
    for other in ({"player": "bob", "spells": "all"}, {"player": "alice", "spells": "creature"}):
        game["flash_permissions"] = [other]
        with pytest.raises(IllegalAction):
            _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}], SORCERY)
    # "until your next turn": it lasts through bob's turn 4 and ends as alice's turn 5 begins
    game["flash_permissions"] = [{"player": "alice", "spells": "sorcery", "until": "your_next_turn", "turn": 3}]
    later = _run({**game, "step": "cleanup"}, [{"type": "next_step"}], SORCERY)
    assert later["state"]["flash_permissions"] and later["state"]["active_player"] == "bob"
    ends = _run({**later["state"], "step": "cleanup"}, [{"type": "next_step"}], SORCERY)
    assert events_of(ends, "flash_permission_ended") and "flash_permissions" not in ends["state"]
    # "this turn": ends in this turn's cleanup step
    game["flash_permissions"] = [{"player": "alice", "spells": "all", "turn": 3}]
    ended = _run({**game, "step": "end"}, [{"type": "next_step"}], SORCERY)
    assert "flash_permissions" not in ended["state"]


def test_307_1_101_2_opponents_cast_only_as_sorceries() -> None:
    import pytest

    from app.engine import IllegalAction

    teferi_text = ("Each opponent can cast spells only any time they could cast a sorcery.\n"
                   "[+1]: Until your next turn, you may cast sorcery spells as though they had flash.\n"
                   "[−3]: Return up to one target artifact, creature, or enchantment to its owner's hand. Draw a card.")
    reading = read_card(CardFacts(name="Teferi, Time Raveler", mana_cost="{1}{W}{U}", type_line="Legendary "
                                  "Planeswalker — Teferi", oracle_text=teferi_text, loyalty="4"))
    assert reading.not_modelled == [] and reading.definition is not None
    teferi = reading.definition
    assert teferi["abilities"][0] == {"kind": "opponents_cast_only_as_sorcery"}
    on = {"id": "teferi", "card": "Teferi, Time Raveler", "controller": "alice", "counters": {"loyalty": 4}}
    # bob can't cast his instant in alice's turn, even with flash permission (the restriction wins, CR 101.2)
    game = state(battlefield=[on], bob={"mana_pool": {"R": 1}, "hand": [{"id": "b", "card": "Test Bolt"}]},
                 flash_permissions=[{"player": "bob", "spells": "all", "turn": 3}])
    with pytest.raises(IllegalAction) as refused:
        _run(game, [{"type": "cast", "player": "bob", "card": "b", "choices": {"targets": ["alice"]}}], teferi, BOLT)
    assert "CR 101.2" in refused.value.cites
    # in his own main phase with an empty stack he may
    own = {**game, "active_player": "bob"}
    assert events_of(_run(own, [{"type": "cast", "player": "bob", "card": "b", "choices": {"targets": ["alice"]}}],
                          teferi, BOLT), "spell_cast")
    # alice herself isn't restricted
    mine = state(battlefield=[on], step="upkeep", alice={"mana_pool": {"R": 1}, "hand": [{"id": "b", "card": "Test Bolt"}]})
    assert events_of(_run(mine, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}], teferi, BOLT),
                     "spell_cast")


# --- "without paying their mana costs" (CR 118.9, 107.3b) and "can't ... from your hand" (CR 101.2) ---------

OMNISCIENCE = {"name": "Omniscience", "mana_cost": "{7}{U}{U}{U}", "types": ["Enchantment"],
               "abilities": [{"kind": "cast_from_hand_without_paying"}]}
X_BOLT = {"name": "Test X Bolt", "mana_cost": "{X}{R}", "types": ["Sorcery"],
          "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": "X", "target": "any"}}]}


def test_118_9_omniscience_and_frenzy_are_read() -> None:
    omniscience = read_full_definition("Omniscience", "Enchantment",
                                       "You may cast spells from your hand without paying their mana costs.",
                                       "{7}{U}{U}{U}")
    assert omniscience["abilities"] == OMNISCIENCE["abilities"]
    frenzy = read_full_definition(
        "Experimental Frenzy", "Enchantment",
        "You may look at the top card of your library any time.\nYou may play lands and cast spells from the top of "
        "your library.\nYou can't play lands or cast spells from your hand.\n{3}{R}: Destroy Experimental Frenzy.",
        "{3}{R}")
    assert {"kind": "cant_play_from_hand"} in frenzy["abilities"]
    assert _not_modelled("You may cast spells from your graveyard without paying their mana costs.", "Enchantment")


def test_118_9_107_3b_cast_from_hand_without_paying() -> None:
    import pytest

    from app.engine import IllegalAction

    on = {"id": "omni", "card": "Omniscience", "controller": "alice"}
    game = state(battlefield=[on], alice={"hand": [{"id": "big", "card": "Test Big Bolt"},
                                                   {"id": "x", "card": "Test X Bolt"}]})
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], OMNISCIENCE, BIG_BOLT, X_BOLT)
    free = [e for e in listed["queries"][0]["result"]["legal"]
            if e["action"].get("alternative_cost") == "without_paying_mana_cost"]
    assert [e["action"]["card"] for e in free] == ["big", "x"]
    cast = {"type": "cast", "card": "big", "alternative_cost": "without_paying_mana_cost",
            "choices": {"targets": ["bob"]}}
    result = _run(game, [cast, {"type": "resolve"}], OMNISCIENCE, BIG_BOLT, X_BOLT)
    assert "CR 118.9" in events_of(result, "spell_cast")[0]["cites"] and player_of(result, "bob")["life"] == 17
    with pytest.raises(IllegalAction) as refused:  # X is 0 (CR 107.3b)
        _run(game, [{**cast, "card": "x", "x": 2}], OMNISCIENCE, BIG_BOLT, X_BOLT)
    assert "CR 107.3b" in refused.value.cites
    with pytest.raises(IllegalAction):  # without Omniscience: its mana cost
        _run({**game, "battlefield": []}, [cast], OMNISCIENCE, BIG_BOLT, X_BOLT)


def test_101_2_cant_play_lands_or_cast_spells_from_the_hand() -> None:
    import pytest

    from app.engine import IllegalAction

    frenzy = {"name": "Test Frenzy", "mana_cost": "{3}{R}", "types": ["Enchantment"],
              "abilities": [{"kind": "top_of_library", "look": True},
                            {"kind": "top_of_library", "lands": True, "spells": "all"}, {"kind": "cant_play_from_hand"}]}
    on = {"id": "frenzy", "card": "Test Frenzy", "controller": "alice"}
    game = state(battlefield=[on], alice={"mana_pool": {"R": 2}, "hand": [{"id": "h", "card": "Forest"},
                                                                         {"id": "b", "card": "Test Bolt"}],
                                          "library": [{"id": "top", "card": "Test Bolt"}, {"id": "l", "card": "Forest"}]})
    for action in ({"type": "play_land", "card": "h"}, {"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}):
        with pytest.raises(IllegalAction) as refused:
            _run(game, [action], frenzy, BOLT)
        assert "CR 101.2" in refused.value.cites
    cast = _run(game, [{"type": "cast", "card": "top", "choices": {"targets": ["bob"]}}], frenzy, BOLT)
    assert events_of(cast, "spell_cast")[0]["from"] == "library"


def test_611_3a_the_reality_chip_only_while_attached_to_a_creature() -> None:
    import pytest

    from app.engine import IllegalAction

    reading = read_card(CardFacts(
        name="The Reality Chip", mana_cost="{1}{U}", type_line="Legendary Artifact Creature — Equipment Jellyfish",
        power="0", toughness="4",
        oracle_text="You may look at the top card of your library any time.\nAs long as The Reality Chip is attached "
                    "to a creature, you may play lands and cast spells from the top of your library.\nReconfigure "
                    "{2}{U}"))
    assert reading.not_modelled == [] and reading.definition is not None
    chip_line = reading.definition["abilities"][1]
    assert chip_line == {"kind": "top_of_library", "lands": True, "spells": "all", "as_long_as_attached_to_creature": True}
    chip = {"name": "Test Chip", "mana_cost": "{1}{U}", "types": ["Artifact"], "abilities": [chip_line]}
    attached = {"id": "chip", "card": "Test Chip", "controller": "alice", "attached_to": "bear"}
    bear = {"id": "bear", "card": "Test Small Bear", "controller": "alice"}
    game = state(battlefield=[bear, attached], alice={"library": [{"id": "top", "card": "Forest"}]})
    assert events_of(_run(game, [{"type": "play_land", "card": "top"}], chip, SMALL_BEAR), "land_played")
    game["battlefield"][1] = {"id": "chip", "card": "Test Chip", "controller": "alice"}
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "play_land", "card": "top"}], chip, SMALL_BEAR)
