"""s16-kws: casting mechanics of modern sets (docs/oracle-kws.md): each construction read from real
Oracle text (a near variant with an unknown word is not read), each engine node played."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state

# --- helpers -------------------------------------------------------------------------------------


def _support(text: str, type_line: str = "Creature — Human Wizard", name: str = "Test Card") -> str:
    return read_card(CardFacts(name, "{1}", type_line, text, power="1", toughness="1")).support


def _lands(n: int, card: str = "Forest") -> list[dict[str, Any]]:
    return [{"id": f"land-{i}", "card": card, "controller": "alice"} for i in range(n)]


BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
GROWTH = {
    "name": "Test Growth",
    "mana_cost": "{G}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}],
}
COPIER = {
    "name": "Test Copier",
    "types": ["Artifact"],
    "abilities": [
        {
            "kind": "activated",
            "cost": "{T}",
            "effect": {"kind": "copy_spell", "target": "spell:instant_or_sorcery:you_control"},
        }
    ],
}

# --- kicked permanents (CR 702.33d) --------------------------------------------------------------

ACADEMY_DRAKE_TEXT = (
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nFlying\n"
    "If Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it."
)
KROSAN_DRUID_TEXT = (
    "Kicker {4}{G} (You may pay an additional {4}{G} as you cast this spell.)\n"
    "When Krosan Druid enters the battlefield, if it was kicked, you gain 10 life."
)


def _drake() -> dict[str, Any]:
    return read_full_definition("Academy Drake", "Creature — Drake", ACADEMY_DRAKE_TEXT, "{2}{U}", ("2", "2"))


def _druid() -> dict[str, Any]:
    return read_full_definition("Krosan Druid", "Creature — Centaur Druid", KROSAN_DRUID_TEXT, "{2}{G}", ("2", "3"))


def test_kicked_permanent_lines_read() -> None:
    drake = _drake()
    assert drake["abilities"] == [
        {"kind": "kicker", "cost": "{4}"},
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 2, "if_kicked": True},
    ]
    druid = _druid()
    assert druid["abilities"][1] == {
        "kind": "triggered",
        "trigger": "enters",
        "effect": {"kind": "gain_life", "amount": 10, "player": "you"},
        "if_kicked": True,
    }
    # near variants: an unknown word; "if it was kicked" on a trigger other than "enters"
    assert _support(KROSAN_DRUID_TEXT.replace("was kicked", "was glorpled")) != "full"
    assert _support(ACADEMY_DRAKE_TEXT.replace("was kicked", "was glorpled")) != "full"
    assert _support("Kicker {1}\nWhen Test Card dies, if it was kicked, draw a card.") != "full"


def _kicker_game(card: str, mana: dict[str, int]) -> dict[str, Any]:
    return state(alice={"mana_pool": mana, "hand": [{"id": "it", "card": card}]})


def test_702_33d_kicked_drake_enters_with_counters_only_when_kicked() -> None:
    kicked = run_with_cards(
        _kicker_game("Academy Drake", {"U": 1, "C": 6}),
        [{"type": "cast", "card": "it", "kicked": True}, {"type": "resolve"}],
        _drake(),
    )
    assert permanent(kicked, "it")["counters"] == {"+1/+1": 2}
    (entered,) = events_of(kicked, "entered_battlefield")
    assert "CR 702.33d" in entered["cites"] and "CR 614.1c" in entered["cites"]
    plain = run_with_cards(
        _kicker_game("Academy Drake", {"U": 1, "C": 2}), [{"type": "cast", "card": "it"}, {"type": "resolve"}], _drake()
    )
    assert not permanent(plain, "it").get("counters")
    # put onto the battlefield without being cast: not kicked
    put = run_with_cards(
        state(battlefield=[{"id": "it", "card": "Academy Drake", "controller": "alice"}]), [], _drake()
    )
    assert not permanent(put, "it").get("counters")


def test_603_4_kicked_druid_triggers_only_when_kicked() -> None:
    kicked = run_with_cards(
        _kicker_game("Krosan Druid", {"G": 2, "C": 6}),
        [{"type": "cast", "card": "it", "kicked": True}, {"type": "resolve"}, {"type": "resolve"}],
        _druid(),
    )
    assert player_of(kicked, "alice")["life"] == 30
    plain = run_with_cards(
        _kicker_game("Krosan Druid", {"G": 1, "C": 2}), [{"type": "cast", "card": "it"}, {"type": "resolve"}], _druid()
    )
    assert not events_of(plain, "trigger_put_on_stack") and not plain["state"]["stack"]
    assert player_of(plain, "alice")["life"] == 20


# --- magecraft: "Whenever you cast or copy an instant or sorcery spell" (CR 207.2c, 707.10) ----------

EAGER_TEXT = (
    "Magecraft — Whenever you cast or copy an instant or sorcery spell, Eager First-Year gets +1/+0 until end of turn."
)


def _eager() -> dict[str, Any]:
    return read_full_definition("Eager First-Year", "Creature — Human Wizard", EAGER_TEXT, "{1}{W}", ("2", "1"))


def test_magecraft_reads() -> None:
    ability = _eager()["abilities"][0]
    assert ability["kind"] == "cast_trigger" and ability["or_copy"] is True
    assert ability["spell_type_any_of"] == ["Instant", "Sorcery"]
    assert _support(EAGER_TEXT.replace("or copy", "or glorp")) != "full"
    assert _support(EAGER_TEXT.replace("Eager First-Year gets", "Test Card wombats")) != "full"


def _eager_game(stack: list[dict[str, Any]] | None = None, **alice: Any) -> dict[str, Any]:
    eager = {"id": "eager", "card": "Eager First-Year", "controller": "alice", "controlled_since_turn": 1}
    copier = {"id": "copier", "card": "Test Copier", "controller": "alice"}
    return state(battlefield=[eager, copier], stack=stack or [], alice=alice)


def test_207_2c_magecraft_triggers_on_casting_an_instant() -> None:
    result = run_with_cards(
        _eager_game(mana_pool={"R": 1}, hand=[{"id": "bolt", "card": "Test Bolt"}]),
        [{"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
        _eager(),
        BOLT,
        COPIER,
    )
    assert any(e["source"] == "eager" for e in events_of(result, "trigger_put_on_stack"))
    assert any(e.get("permanent") == "eager" for e in events_of(result, "pumped"))


def test_707_10_magecraft_triggers_on_a_copy_but_a_plain_cast_trigger_does_not() -> None:
    bolt = {"id": "bolt", "card": "Test Bolt", "controller": "alice", "owner": "alice", "targets": ["bob"]}
    game = _eager_game([bolt])
    actions = [
        {"type": "activate", "permanent": "copier", "ability": 0, "choices": {"targets": ["bolt"]}},
        {"type": "resolve"},
    ]
    result = run_with_cards(game, actions, _eager(), BOLT, COPIER)
    triggered = [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "eager"]
    assert len(triggered) == 1 and "CR 707.10" in triggered[0]["cites"]
    # the trigger is above the copy, which is above the original (CR 603.3, 405.2)
    assert [item["id"] for item in result["state"]["stack"]][1:] == ["bolt-copy-1", "bolt"]
    # a "Whenever you cast ..." ability without "or copy" doesn't see the copy (CR 707.10)
    plain = _eager()
    plain["abilities"][0].pop("or_copy")
    result = run_with_cards(game, actions, plain, BOLT, COPIER)
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "eager"]


def test_magecraft_ignores_a_creature_spell() -> None:
    bears = {"id": "bears", "card": "Grizzly Bears"}
    result = run_with_cards(
        _eager_game(mana_pool={"G": 2}, hand=[bears]), [{"type": "cast", "card": "bears"}], _eager(), COPIER
    )
    assert not events_of(result, "trigger_put_on_stack")


# --- the party (CR 700.8) ------------------------------------------------------------------------

BLOOD_PRIEST_TEXT = (
    "When Malakir Blood-Priest enters the battlefield, each opponent loses X life and you gain X life, where X is "
    "the number of creatures in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, "
    "and Wizard.)"
)
JOURNEY_TEXT = (
    "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each "
    "of Cleric, Rogue, Warrior, and Wizard.)\nExile target creature."
)


def _member(object_id: str, *subtypes: str, controller: str = "alice") -> dict[str, Any]:
    card = {"name": object_id.title(), "types": ["Creature"], "subtypes": list(subtypes), "power": 1, "toughness": 1}
    return {"id": object_id, "controller": controller, "controlled_since_turn": 1, "card": card}


def _priest() -> dict[str, Any]:
    return read_full_definition(
        "Malakir Blood-Priest", "Creature — Vampire Cleric", BLOOD_PRIEST_TEXT, "{4}{B}", ("4", "2")
    )


def test_party_lines_read() -> None:
    priest = _priest()["abilities"][0]
    assert priest["effect"]["amount"] == "party_size"
    journey = read_full_definition("Journey Test", "Sorcery", JOURNEY_TEXT, "{4}{W}")
    assert journey["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1, "for_each_in_your_party": True}
    # near variants: an unknown word; a party of something other than creatures
    assert _support(BLOOD_PRIEST_TEXT.replace("your party", "your glorp")) != "full"
    assert _support("When ~ enters, you gain 1 life for each artifact in your party.") != "full"


def test_700_8_the_party_is_the_largest_one_each_of_four_roles() -> None:
    # Warrior-Wizard and a plain Wizard: two roles filled (the Warrior-Wizard as the Warrior); a second
    # Cleric doesn't count twice; Bob's Rogue is not in Alice's party; a Vampire takes no role.
    battlefield = [
        _member("ww", "Warrior", "Wizard"),
        _member("wiz", "Wizard"),
        _member("c1", "Cleric"),
        _member("c2", "Cleric"),
        _member("vamp", "Vampire"),
        _member("rogue", "Rogue", controller="bob"),
    ]
    game = state(
        battlefield=battlefield,
        alice={"mana_pool": {"B": 1, "C": 4}, "hand": [{"id": "p", "card": "Malakir Blood-Priest"}]},
    )
    result = run_with_cards(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}, {"type": "resolve"}], _priest())
    # the Priest (a Cleric) joins, but the Clerics' role is already filled: 3 in the party
    assert player_of(result, "bob")["life"] == 17 and player_of(result, "alice")["life"] == 23


def test_601_2f_party_cost_reduction() -> None:
    journey = read_full_definition("Journey Test", "Sorcery", JOURNEY_TEXT, "{4}{W}")
    battlefield = [_member("rogue", "Rogue"), _member("cleric", "Cleric"), _member("bear", "Bear", controller="bob")]
    game = state(
        battlefield=battlefield, alice={"mana_pool": {"W": 1, "C": 2}, "hand": [{"id": "j", "card": "Journey Test"}]}
    )
    result = run_with_cards(game, [{"type": "cast", "card": "j", "choices": {"targets": ["bear"]}}], journey)
    assert events_of(result, "spell_cast")  # {4}{W} less {2}: paid with {W}{C}{C}
    short = state(
        battlefield=battlefield[1:],
        alice={"mana_pool": {"W": 1, "C": 2}, "hand": [{"id": "j", "card": "Journey Test"}]},
    )
    with pytest.raises(IllegalAction, match="costs \\{3\\}\\{W\\}"):  # one in the party: {1} less only
        run_with_cards(short, [{"type": "cast", "card": "j", "choices": {"targets": ["bear"]}}], journey)


# --- jump-start (CR 702.133) ---------------------------------------------------------------------

RADICAL_IDEA_TEXT = (
    "Draw a card.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to "
    "paying its other costs. Then exile this card.)"
)


def _idea() -> dict[str, Any]:
    return read_full_definition("Radical Idea", "Instant", RADICAL_IDEA_TEXT, "{1}{U}")


def _idea_game(hand: list[dict[str, Any]]) -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"U": 1, "C": 1},
            "graveyard": [{"id": "idea", "card": "Radical Idea"}],
            "hand": hand,
            "library": [{"id": "top", "card": "Forest"}],
        }
    )


def test_jump_start_reads() -> None:
    assert "jump-start" in _idea()["keywords"]
    assert _support(RADICAL_IDEA_TEXT.replace("Jump-start", "Jump-glorp"), "Instant") != "full"


def test_702_133a_cast_from_the_graveyard_by_discarding_then_exiled() -> None:
    hand = [{"id": "a", "card": "Forest"}, {"id": "b", "card": "Grizzly Bears"}]
    result = run_with_cards(
        _idea_game(hand),
        [{"type": "cast", "card": "idea", "choices": {"discard": ["a"]}}, {"type": "resolve"}],
        _idea(),
    )
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["a"]  # the discarded card; the Idea is exiled
    assert [c["id"] for c in alice["exile"]] == ["idea"]
    assert sorted(c["id"] for c in alice["hand"]) == ["b", "top"]  # drew a card
    (discarded,) = events_of(result, "cards_discarded")
    assert discarded["cards"] == ["a"] and "CR 702.133a" in discarded["cites"]
    exiled = [e for e in events_of(result, "zone_change") if e.get("to") == "exile"]
    assert exiled and "CR 702.133a" in exiled[0]["cites"] and "CR 702.34a" not in exiled[0]["cites"]


def test_702_133a_no_card_to_discard_is_refused_and_legal_actions_list_it() -> None:
    with pytest.raises(IllegalAction, match="no card in hand to discard for jump-start"):
        run_with_cards(_idea_game([]), [{"type": "cast", "card": "idea"}], _idea())
    listed = run_with_cards(
        _idea_game([{"id": "a", "card": "Forest"}]), [{"type": "legal_actions", "player": "alice"}], _idea()
    )["queries"][0]["result"]
    cast = next(e for e in listed["legal"] if e["action"]["type"] == "cast" and e["action"]["card"] == "idea")
    assert cast["cost"]["mana"] == "{1}{U}" and "CR 702.133a" in cast["cites"]
    empty = run_with_cards(_idea_game([]), [{"type": "legal_actions", "player": "alice"}], _idea())
    assert not [e for e in empty["queries"][0]["result"]["legal"] if e["action"].get("card") == "idea"]


# --- escape (CR 702.138) -------------------------------------------------------------------------

CHARGER_TEXT = (
    "Underworld Charger can't block.\nEscape—{4}{B}, Exile three other cards from your graveyard. (You may cast "
    "this card from your graveyard for its escape cost.)\nUnderworld Charger escapes with two +1/+1 counters on it."
)
ESCAPE_SORCERY = {
    "name": "Test Escape Sorcery",
    "mana_cost": "{1}{R}",
    "types": ["Sorcery"],
    "abilities": [
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": 2, "player": "you"}},
        {"kind": "escape", "cost": "{R}", "exile_other": 2},
    ],
}


def _charger() -> dict[str, Any]:
    return read_full_definition("Underworld Charger", "Creature — Nightmare Horse", CHARGER_TEXT, "{3}{B}", ("3", "1"))


def _escape_game(card: str, others: int, mana: dict[str, int]) -> dict[str, Any]:
    graveyard = [{"id": "it", "card": card}, *({"id": f"g{i}", "card": "Forest"} for i in range(others))]
    return state(alice={"mana_pool": mana, "graveyard": graveyard, "hand": [{"id": "h", "card": card}]})


def test_escape_lines_read() -> None:
    charger = _charger()
    assert charger["abilities"][1:] == [
        {"kind": "escape", "cost": "{4}{B}", "exile_other": 3},
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 2, "if_escaped": True},
    ]
    assert _support(CHARGER_TEXT.replace("three other cards", "three other wombats")) != "full"
    assert _support(CHARGER_TEXT.replace("escapes with", "glorps with")) != "full"


def test_702_138_escaped_creature_exiles_others_and_enters_with_counters() -> None:
    cast = {"type": "cast", "card": "it", "choices": {"exile_from_graveyard": ["g1", "g2", "g3"]}}
    result = run_with_cards(
        _escape_game("Underworld Charger", 4, {"B": 1, "C": 4}), [cast, {"type": "resolve"}], _charger()
    )
    charger = permanent(result, "it")
    assert charger["counters"] == {"+1/+1": 2}
    alice = player_of(result, "alice")
    assert sorted(c["id"] for c in alice["exile"]) == ["g1", "g2", "g3"]
    assert [c["id"] for c in alice["graveyard"]] == ["g0"]
    (cast_event,) = events_of(result, "spell_cast")
    assert "CR 702.138a" in cast_event["cites"]
    (entered,) = events_of(result, "entered_battlefield")
    assert "CR 702.138c" in entered["cites"]
    # cast from the hand it didn't escape: no counters
    plain = run_with_cards(
        _escape_game("Underworld Charger", 0, {"B": 1, "C": 3}),
        [{"type": "cast", "card": "h"}, {"type": "resolve"}],
        _charger(),
    )
    assert not permanent(plain, "h").get("counters")


def test_702_138a_too_few_other_cards_is_refused() -> None:
    with pytest.raises(IllegalAction, match="2 other card"):
        run_with_cards(
            _escape_game("Underworld Charger", 2, {"B": 1, "C": 4}), [{"type": "cast", "card": "it"}], _charger()
        )


def test_702_138_an_escaped_sorcery_goes_back_to_the_graveyard_and_legal_actions_list_it() -> None:
    game = _escape_game("Test Escape Sorcery", 2, {"R": 1})
    listed = run_with_cards(game, [{"type": "legal_actions", "player": "alice"}], ESCAPE_SORCERY)
    cast = next(e for e in listed["queries"][0]["result"]["legal"] if e["action"].get("card") == "it")
    assert cast["cost"]["mana"] == "{R}" and "CR 702.138a" in cast["cites"]
    costed = run_with_cards(game, [{"type": "compute_cost", "card": "it"}], ESCAPE_SORCERY)
    assert costed["queries"][0]["result"]["mana"] == "{R}"
    result = run_with_cards(game, [{"type": "cast", "card": "it"}, {"type": "resolve"}], ESCAPE_SORCERY)
    alice = player_of(result, "alice")
    assert alice["life"] == 22
    assert [c["id"] for c in alice["graveyard"]] == ["it"]  # not exiled (unlike flashback)
    assert sorted(c["id"] for c in alice["exile"]) == ["g0", "g1"]


# --- alternative costs: spectacle (CR 702.137a) and "rather than pay this spell's mana cost" (118.9) ----

SKEWER_TEXT = (
    "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost "
    "life this turn.)\nSkewer the Critics deals 3 damage to any target."
)


def _skewer() -> dict[str, Any]:
    return read_full_definition("Skewer the Critics", "Sorcery", SKEWER_TEXT, "{2}{R}")


def _skewer_game(bob_lost: int) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "skewer", "card": "Skewer the Critics"}]})
    game["players"][1]["life_lost_this_turn"] = bob_lost
    return game


def test_alternative_cost_lines_read() -> None:
    assert _skewer()["abilities"][0] == {"kind": "alternative_cost", "name": "spectacle", "cost": "{R}"}
    rather = read_full_definition(
        "Test Rather", "Sorcery", "You may pay {1}{B} rather than pay this spell's mana cost.\nDraw a card.", "{3}{B}"
    )
    assert rather["abilities"][0] == {"kind": "alternative_cost", "name": "rather_than_mana_cost", "cost": "{1}{B}"}
    assert _support(SKEWER_TEXT.replace("Spectacle", "Spectaglorp"), "Sorcery") != "full"
    assert _support("You may pay {1}{B} rather than glorp this spell's mana cost.\nDraw a card.", "Sorcery") != "full"


def test_702_137a_spectacle_only_after_an_opponent_lost_life() -> None:
    cast = {"type": "cast", "card": "skewer", "alternative_cost": "spectacle", "choices": {"targets": ["bob"]}}
    result = run_with_cards(_skewer_game(2), [cast, {"type": "resolve"}], _skewer())
    assert player_of(result, "bob")["life"] == 17
    (cast_event,) = events_of(result, "spell_cast")
    assert "CR 702.137a" in cast_event["cites"]
    with pytest.raises(IllegalAction, match="lost life this turn"):
        run_with_cards(_skewer_game(0), [cast], _skewer())
    with pytest.raises(IllegalAction, match="no rather than mana cost"):
        run_with_cards(_skewer_game(2), [{**cast, "alternative_cost": "rather_than_mana_cost"}], _skewer())
    # legal_actions: the spectacle cast, for {R}, only once an opponent lost life
    listed = run_with_cards(_skewer_game(2), [{"type": "legal_actions", "player": "alice"}], _skewer())
    casts = [e for e in listed["queries"][0]["result"]["legal"] if e["action"]["type"] == "cast"]
    assert [(e["action"].get("alternative_cost"), e["cost"]["mana"]) for e in casts] == [("spectacle", "{R}")]
    assert "CR 702.137a" in casts[0]["cites"]
    none = run_with_cards(_skewer_game(0), [{"type": "legal_actions", "player": "alice"}], _skewer())
    assert not [e for e in none["queries"][0]["result"]["legal"] if e["action"]["type"] == "cast"]


# --- additional costs with "or": "sacrifice an artifact or creature" (CR 601.2b, 701.21a) ------------

PLUNDER_TEXT = "As an additional cost to cast this spell, sacrifice an artifact or creature.\nDraw two cards."


def _plunder() -> dict[str, Any]:
    return read_full_definition("Costly Plunder", "Instant", PLUNDER_TEXT, "{1}{B}")


def test_sacrifice_either_type_reads() -> None:
    assert _plunder()["abilities"][0] == {
        "kind": "additional_cost",
        "cost": "sacrifice",
        "card_type": "artifact",
        "or_card_type": "creature",
    }
    heartfire = read_full_definition(
        "Heartfire",
        "Instant",
        "As an additional cost to cast this spell, sacrifice a creature or planeswalker.\n"
        "Heartfire deals 4 damage to any target.",
        "{1}{R}",
    )
    assert heartfire["abilities"][0]["or_card_type"] == "planeswalker"
    assert _support(PLUNDER_TEXT.replace("or creature", "or wombat"), "Instant") != "full"


def test_601_2h_sacrifice_an_artifact_or_a_creature() -> None:
    relic = {"id": "relic", "controller": "alice", "card": {"name": "Relic", "types": ["Artifact"]}}
    library = [{"id": f"l{i}", "card": "Forest"} for i in range(3)]
    game = state(
        battlefield=[relic, {"id": "forest", "card": "Forest", "controller": "alice"}],
        alice={"mana_pool": {"B": 1, "C": 1}, "hand": [{"id": "p", "card": "Costly Plunder"}], "library": library},
    )
    result = run_with_cards(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}], _plunder())
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["relic", "p"]
    assert len(player_of(result, "alice")["hand"]) == 2
    game["battlefield"] = game["battlefield"][1:]  # only a land: nothing to sacrifice
    with pytest.raises(IllegalAction, match="0 artifact or creature"):
        run_with_cards(game, [{"type": "cast", "card": "p"}], _plunder())


# --- "Whenever you cast a kicked spell" (CR 702.33b, 601.2i) ----------------------------------------

FAMILIAR_TEXT = "Trample\nWhenever you cast a kicked spell, you gain 2 life."


def test_603_2_a_kicked_spell_cast_trigger_sees_only_kicked_spells() -> None:
    familiar = read_full_definition("Lullmage's Familiar", "Creature — Beast", FAMILIAR_TEXT, "{1}{G}{U}", ("2", "2"))
    assert familiar["abilities"][0]["kicked_spell"] is True
    assert _support(FAMILIAR_TEXT.replace("kicked spell", "glorped spell")) != "full"
    on_field = {"id": "fam", "card": "Lullmage's Familiar", "controller": "alice", "controlled_since_turn": 1}

    def game(mana: dict[str, int]) -> dict[str, Any]:
        return state(battlefield=[on_field], alice={"mana_pool": mana, "hand": [{"id": "it", "card": "Krosan Druid"}]})

    kicked = run_with_cards(
        game({"G": 2, "C": 6}),
        [{"type": "cast", "card": "it", "kicked": True}, {"type": "resolve"}],
        familiar,
        _druid(),
    )
    assert player_of(kicked, "alice")["life"] == 22
    plain = run_with_cards(game({"G": 1, "C": 2}), [{"type": "cast", "card": "it"}], familiar, _druid())
    assert not events_of(plain, "trigger_put_on_stack")


# --- "sacrifice a creature or pay {3}{B}" (CR 601.2b, 601.2f, 601.2h) --------------------------------

EATEN_TEXT = (
    "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\n"
    "Exile target creature or planeswalker."
)


def _eaten() -> dict[str, Any]:
    return read_full_definition("Eaten Alive", "Sorcery", EATEN_TEXT, "{B}")


def _eaten_game(mana: dict[str, int]) -> dict[str, Any]:
    mine = {"id": "mine", "card": "Grizzly Bears", "controller": "alice"}
    theirs = {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"}
    return state(battlefield=[mine, theirs], alice={"mana_pool": mana, "hand": [{"id": "e", "card": "Eaten Alive"}]})


def test_601_2b_sacrifice_a_creature_or_pay_mana() -> None:
    assert _eaten()["abilities"][0] == {"kind": "sacrifice_or_mana_cost", "card_type": "creature", "mana": "{3}{B}"}
    assert _support(EATEN_TEXT.replace("or pay", "or glorp"), "Sorcery") != "full"
    cast = {"type": "cast", "card": "e", "choices": {"targets": ["theirs"]}}
    # sacrificing: only {B}
    sacrificed = run_with_cards(
        _eaten_game({"B": 1}),
        [{**cast, "choices": {"targets": ["theirs"], "sacrifice": ["mine"]}}, {"type": "resolve"}],
        _eaten(),
    )
    assert [c["id"] for c in player_of(sacrificed, "alice")["graveyard"]] == ["mine", "e"]
    assert [c["id"] for c in player_of(sacrificed, "bob")["exile"]] == ["theirs"]
    # paying: {B} plus {3}{B}; without the mana, refused
    paid = run_with_cards(_eaten_game({"B": 2, "C": 3}), [cast, {"type": "resolve"}], _eaten())
    assert permanent(paid, "mine") and [c["id"] for c in player_of(paid, "bob")["exile"]] == ["theirs"]
    with pytest.raises(IllegalAction, match="costs"):
        run_with_cards(_eaten_game({"B": 1}), [cast], _eaten())
    with pytest.raises(IllegalAction, match="exactly one creature"):
        run_with_cards(
            _eaten_game({"B": 1}), [{**cast, "choices": {"targets": ["theirs"], "sacrifice": ["theirs"]}}], _eaten()
        )
