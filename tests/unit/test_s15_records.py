"""s15-records: the turn's history (rules/turn_records.py, CR 400.7, 603.4, 602.5b, 611.3a, 603.2) read
from Oracle text and played by the engine: what died, cards drawn, life gained and lost, spells cast."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import RiderCondition, StepTriggerAbility
from app.engine.errors import IllegalAction
from app.engine.state import GameState
from tests.unit.conftest import (
    events_of,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    run_with_cards,
    state,
)

TWINBLADE = (
    "Twinblade Assassins",
    "Creature — Elf Assassin",
    "At the beginning of your end step, if a creature died this turn, draw a card.",
    "{3}{B}{G}",
    ("5", "4"),
)
CAGED = (
    "Caged Zombie",
    "Creature — Zombie",
    "{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature died this turn.",
    "{2}{B}",
    ("2", "3"),
)
SAGE = (
    "Gnarled Sage",
    "Creature — Treefolk Druid",
    "Reach (This creature can block creatures with flying.)\nAs long as you've drawn two or more cards this turn, "
    "Gnarled Sage gets +0/+2 and has vigilance. (Attacking doesn't cause it to tap.)",
    "{3}{G}{G}",
    ("4", "4"),
)
SKYFISH = (
    "Mystic Skyfish",
    "Creature — Fish",
    "Whenever you draw your second card each turn, Mystic Skyfish gains flying until end of turn.",
    "{2}{U}",
    ("3", "1"),
)
WARCHIEF = (
    "Vengeful Warchief",
    "Creature — Orc Warrior",
    "Whenever you lose life for the first time each turn, put a +1/+1 counter on Vengeful Warchief. "
    "(Damage causes loss of life.)",
    "{4}{B}",
    ("4", "4"),
)
BEARER = (
    "Liliana's Standard Bearer",
    "Creature — Zombie Knight",
    "Flash\nWhen Liliana's Standard Bearer enters the battlefield, draw X cards, where X is the number of "
    "creatures that died under your control this turn.",
    "{2}{B}",
    ("3", "1"),
)
KNIGHT = (
    "Knight of the Ebon Legion",
    "Creature — Vampire Knight",
    "{2}{B}: Knight of the Ebon Legion gets +3/+3 and gains deathtouch until end of turn.\nAt the beginning of "
    "your end step, if a player lost 4 or more life this turn, put a +1/+1 counter on Knight of the Ebon "
    "Legion. (Damage causes loss of life.)",
    "{B}",
    ("1", "2"),
)
AMBUSHER = (
    "Nightpack Ambusher",
    "Creature — Wolf",
    "Flash\nOther Wolves and Werewolves you control get +1/+1.\nAt the beginning of your end step, if you "
    "didn't cast a spell this turn, create a 2/2 green Wolf creature token.",
    "{2}{G}{G}",
    ("4", "4"),
)
FUNGAL = (
    "Fungal Rebirth",
    "Instant",
    "Return target permanent card from your graveyard to your hand. If a creature died this turn, create two "
    "1/1 green Saproling creature tokens.",
    "{2}{G}",
    None,
)


def _read(card: tuple[Any, ...]) -> dict[str, Any]:
    name, type_line, oracle, cost, pt = card
    return read_full_definition(name, type_line, oracle, cost, pt)


def _reads(oracle: str, type_line: str = "Creature — Human", pt: tuple[str, str] | None = ("2", "2")) -> str:
    return probe_support(oracle, type_line, pt)


BOLT = ("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}", None)
DIED = {"permanent": "gone", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["G"]}


# --- the grammar -----------------------------------------------------------------------------------


def test_400_7_the_turn_history_lines_read_into_this_turn_conditions() -> None:
    assert _read(TWINBLADE)["abilities"] == [
        {
            "kind": "step_trigger",
            "step": "end",
            "whose": "yours",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
            "intervening_if": {"kind": "this_turn", "record": "died", "spec": "creature"},
        }
    ]
    caged = _read(CAGED)["abilities"][0]
    assert caged["activate_only_if_this_turn"] == {"kind": "this_turn", "record": "died", "spec": "creature"}
    sage = _read(SAGE)["abilities"]
    assert sage[-1]["as_long_as_this_turn"] == {"kind": "this_turn", "record": "cards_drawn", "number": 2}
    assert _read(KNIGHT)["abilities"][1]["intervening_if"] == {
        "kind": "this_turn",
        "record": "life_lost",
        "number": 4,
        "who": "a_player",
    }
    assert _read(AMBUSHER)["abilities"][-1]["intervening_if"] == {
        "kind": "this_turn",
        "record": "spells_cast",
        "negated": True,
    }
    assert _read(SKYFISH)["abilities"][0]["nth_each_turn"] == 2
    assert _read(WARCHIEF)["abilities"][0] | {"effect": None} == {
        "kind": "triggered",
        "trigger": "you_lose_life",
        "nth_each_turn": 1,
        "effect": None,
    }
    assert _read(BEARER)["abilities"][-1]["effect"]["amount"] == "died_yours:creature"
    fungal = _read(FUNGAL)["spell_effects"] if "spell_effects" in _read(FUNGAL) else _read(FUNGAL)["abilities"]
    assert "this_turn" in str(fungal)


@pytest.mark.parametrize(
    "oracle",
    [
        "At the beginning of your end step, if a creature perished this turn, draw a card.",
        "At the beginning of your end step, if a creature died this game, draw a card.",
        "As long as you've drawn two or more cards this game, Probe gets +0/+2.",
        "Whenever you draw your second card each game, Probe gains flying until end of turn.",
        "Whenever you lose life for the first time each game, put a +1/+1 counter on Probe.",
        "{T}: Draw a card. Activate only if a creature vanished this turn.",
    ],
)
def test_near_variants_with_an_unknown_word_are_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_the_records_and_conditions_are_strictly_typed() -> None:
    with pytest.raises(ValidationError):
        RiderCondition.model_validate({"kind": "this_turn"})  # no record
    with pytest.raises(ValidationError):
        RiderCondition.model_validate({"kind": "life", "life": "you_gained_life", "record": "died"})
    with pytest.raises(ValidationError):
        RiderCondition.model_validate({"kind": "this_turn", "record": "cards_drawn", "number": False})
    with pytest.raises(ValidationError):
        StepTriggerAbility.model_validate(
            # s30-stdc: a step trigger's intervening "if" takes any condition on the game; one naming an object is refused
            {"step": "end", "effect": {"kind": "draw"}, "intervening_if": {"kind": "it_is", "specs": ["creature"]}}
        )
    with pytest.raises(ValidationError):
        GameState.model_validate({"players": [{"id": "a", "cards_drawn_this_turn": -1}]})
    with pytest.raises(ValidationError):
        GameState.model_validate(
            {
                "players": [{"id": "a"}],
                "left_battlefield_this_turn": [{"permanent": "x", "controller": "a", "token": 0}],
            }
        )


# --- the engine ------------------------------------------------------------------------------------


def _end_step(*cards: tuple[Any, ...], **fields: Any) -> dict[str, Any]:
    battlefield = [{"id": f"c{n}", "controller": "alice", "card": card[0]} for n, card in enumerate(cards)]
    return state(step="postcombat_main", battlefield=[*battlefield, *fields.pop("battlefield", [])], **fields)


def test_603_4_700_4_end_step_trigger_needs_a_creature_to_have_died_this_turn() -> None:
    assassins = _read(TWINBLADE)
    quiet = run_with_cards(_end_step(TWINBLADE), [{"type": "next_step"}], assassins)
    assert not events_of(quiet, "trigger_put_on_stack")
    posted = run_with_cards(
        _end_step(TWINBLADE, left_battlefield_this_turn=[DIED]), [{"type": "next_step"}, {"type": "resolve"}], assassins
    )
    assert len(player_of(posted, "alice")["hand"]) == 1
    # a creature that dies during the request is recorded (CR 700.4) and read at the end step
    bears = {"id": "bears", "controller": "bob", "card": "Grizzly Bears"}
    killed = run_with_cards(
        _end_step(
            TWINBLADE,
            battlefield=[bears],
            alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
        ),
        [
            {"type": "cast", "card": "bolt", "choices": {"targets": ["bears"]}},
            {"type": "resolve"},
            {"type": "next_step"},
            {"type": "resolve"},
        ],
        assassins,
        _read(BOLT),
    )
    record = killed["state"]["left_battlefield_this_turn"]
    assert record == [
        {
            "permanent": "bears",
            "controller": "bob",
            "owner": "bob",
            "to": "graveyard",
            "types": ["Creature"],
            "subtypes": ["Bear"],
            "colors": ["G"],
        }
    ]
    assert [c["id"] for c in player_of(killed, "alice")["hand"]] == ["alice-lib-0"]


def test_500_1_the_records_start_again_as_a_turn_begins() -> None:
    game = _end_step(left_battlefield_this_turn=[DIED], alice={"cards_drawn_this_turn": 3})
    result = run_with_cards(game, [{"type": "next_turn"}])
    assert result["state"]["turn"] == 4
    assert "left_battlefield_this_turn" not in result["state"]
    assert all("cards_drawn_this_turn" not in p or p["cards_drawn_this_turn"] <= 1 for p in result["state"]["players"])


def test_602_5b_activate_only_if_a_creature_died_this_turn() -> None:
    zombie = _read(CAGED)
    game = state(
        battlefield=[{"id": "cz", "controller": "alice", "card": "Caged Zombie"}], alice={"mana_pool": {"B": 1, "C": 1}}
    )
    with pytest.raises(IllegalAction, match="died"):
        run_with_cards(game, [{"type": "activate", "permanent": "cz", "ability": 0}], zombie)
    game["left_battlefield_this_turn"] = [DIED]
    result = run_with_cards(game, [{"type": "activate", "permanent": "cz", "ability": 0}, {"type": "resolve"}], zombie)
    assert player_of(result, "bob")["life"] == 18


def test_611_3a_as_long_as_you_have_drawn_two_or_more_cards_this_turn() -> None:
    sage = _read(SAGE)
    game = state(
        step="upkeep",
        battlefield=[{"id": "gs", "controller": "alice", "card": "Gnarled Sage"}],
        alice={"cards_drawn_this_turn": 1},
    )
    before = run_with_cards(game, [], sage)
    assert permanent(before, "gs")["characteristics"]["toughness"] == 4
    after = run_with_cards(game, [{"type": "next_step"}], sage)  # the draw step's draw is the second card
    assert player_of(after, "alice")["cards_drawn_this_turn"] == 2
    characteristics = permanent(after, "gs")["characteristics"]
    assert characteristics["toughness"] == 6 and "vigilance" in characteristics["keywords"]


def test_603_2_whenever_you_draw_your_second_card_each_turn() -> None:
    skyfish = _read(SKYFISH)
    battlefield = [{"id": "ms", "controller": "alice", "card": "Mystic Skyfish"}]
    first = run_with_cards(state(step="upkeep", battlefield=battlefield), [{"type": "next_step"}], skyfish)
    assert not events_of(first, "trigger_put_on_stack")
    game = state(step="upkeep", battlefield=battlefield, alice={"cards_drawn_this_turn": 1})
    second = run_with_cards(game, [{"type": "next_step"}, {"type": "resolve"}], skyfish)
    assert len(events_of(second, "trigger_put_on_stack")) == 1
    assert "flying" in permanent(second, "ms")["characteristics"]["keywords"]
    third = run_with_cards(
        state(step="upkeep", battlefield=battlefield, alice={"cards_drawn_this_turn": 2}),
        [{"type": "next_step"}],
        skyfish,
    )
    assert not events_of(third, "trigger_put_on_stack")


def test_603_2_whenever_you_lose_life_for_the_first_time_each_turn() -> None:
    warchief = _read(WARCHIEF)
    bolts = [{"id": "b1", "card": "Lightning Bolt"}, {"id": "b2", "card": "Lightning Bolt"}]
    game = state(
        battlefield=[{"id": "vw", "controller": "bob", "card": "Vengeful Warchief"}],
        alice={"hand": bolts, "mana_pool": {"R": 2}},
    )
    actions = [
        {"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}},
        {"type": "resolve"},
        {"type": "resolve"},
        {"type": "cast", "card": "b2", "choices": {"targets": ["bob"]}},
        {"type": "resolve"},
    ]
    result = run_with_cards(game, actions, warchief, _read(BOLT))
    assert player_of(result, "bob")["life"] == 14
    assert permanent(result, "vw")["counters"] == {"+1/+1": 1}
    assert len(events_of(result, "trigger_put_on_stack")) == 1
    lost_before = run_with_cards(
        {**game, "players": [game["players"][0], {**game["players"][1], "life_lost_this_turn": 1}]},
        actions[:2],
        warchief,
        _read(BOLT),
    )
    assert not events_of(lost_before, "trigger_put_on_stack")


def test_608_2h_draw_x_where_x_is_the_creatures_that_died_under_your_control() -> None:
    bearer = _read(BEARER)
    mine = {**DIED, "controller": "alice", "permanent": "m1"}
    token = {**DIED, "controller": "alice", "permanent": "m2", "token": True}
    exiled = {**DIED, "controller": "alice", "permanent": "m3", "to": "exile"}
    game = state(
        alice={"hand": [{"id": "lsb", "card": "Liliana's Standard Bearer"}], "mana_pool": {"B": 1, "C": 2}},
        left_battlefield_this_turn=[mine, token, exiled, DIED],
    )
    result = run_with_cards(game, [{"type": "cast", "card": "lsb"}, {"type": "resolve"}, {"type": "resolve"}], bearer)
    assert len(player_of(result, "alice")["hand"]) == 2  # the two of hers that died (a token too); not exile, not bob's


def test_603_4_a_player_lost_four_or_more_life_and_you_did_not_cast_a_spell() -> None:
    knight, ambusher = _read(KNIGHT), _read(AMBUSHER)
    bob_lost = {"id": "bob", "life_lost_this_turn": 4}
    game = _end_step(KNIGHT, AMBUSHER, bob=bob_lost)
    result = run_with_cards(game, [{"type": "next_step"}, {"type": "resolve"}, {"type": "resolve"}], knight, ambusher)
    assert permanent(result, "c0")["counters"] == {"+1/+1": 1}
    wolves = [p for p in result["state"]["battlefield"] if p.get("is_token")]
    assert len(wolves) == 1 and wolves[0]["characteristics"]["subtypes"] == ["Wolf"]
    cast = _end_step(KNIGHT, AMBUSHER, bob={"id": "bob", "life_lost_this_turn": 3}, alice={"spells_cast_this_turn": 1})
    nothing = run_with_cards(cast, [{"type": "next_step"}], knight, ambusher)
    assert not events_of(nothing, "trigger_put_on_stack")


def test_608_2c_a_spell_sentence_under_a_creature_died_this_turn() -> None:
    fungal = _read(FUNGAL)
    grave = [{"id": "gy", "card": "Grizzly Bears"}]
    game = state(
        alice={"hand": [{"id": "fr", "card": "Fungal Rebirth"}], "graveyard": grave, "mana_pool": {"G": 1, "C": 2}}
    )
    actions = [{"type": "cast", "card": "fr", "choices": {"targets": ["gy"]}}, {"type": "resolve"}]
    plain = run_with_cards(game, actions, fungal)
    assert not plain["state"]["battlefield"]
    died = run_with_cards({**game, "left_battlefield_this_turn": [DIED]}, actions, fungal)
    assert len(died["state"]["battlefield"]) == 2


LIFE_GOES_ON = (
    "Life Goes On",
    "Instant",
    "You gain 4 life. If a creature died this turn, you gain 8 life instead.",
    "{G}",
    None,
)
INDULGENCE = (
    "Sanguine Indulgence",
    "Sorcery",
    "This spell costs {3} less to cast if you've gained 3 or more life this turn.\nReturn up to two target "
    "creature cards from your graveyard to your hand.",
    "{3}{B}",
    None,
)
TOME = (
    "Tome Anima",
    "Creature — Spirit",
    "Tome Anima can't be blocked as long as you've drawn two or more cards this turn.",
    "{3}{U}",
    ("3", "3"),
)
CUTTHROAT = (
    "Brineborn Cutthroat",
    "Creature — Merfolk Pirate",
    "Flash (You may cast this spell any time you could cast an instant.)\nWhenever you cast a spell during an "
    "opponent's turn, put a +1/+1 counter on Brineborn Cutthroat.",
    "{1}{U}",
    ("2", "1"),
)
SECOND_SPELL = "Whenever an opponent casts their second spell each turn, draw a card."


def test_608_2c_instead_under_a_creature_died_this_turn() -> None:
    card = _read(LIFE_GOES_ON)
    game = state(alice={"hand": [{"id": "lgo", "card": "Life Goes On"}], "mana_pool": {"G": 1}})
    actions = [{"type": "cast", "card": "lgo"}, {"type": "resolve"}]
    assert player_of(run_with_cards(game, actions, card), "alice")["life"] == 24
    died = run_with_cards({**game, "left_battlefield_this_turn": [DIED]}, actions, card)
    assert player_of(died, "alice")["life"] == 28
    # "instead" of an effect that changes the record its condition reads is not read
    assert (
        _reads("Draw a card. If you've drawn two or more cards this turn, draw two cards instead.", "Instant", None)
        != "full"
    )


def test_603_4_when_enters_if_a_creature_died_this_turn() -> None:
    probe = read_full_definition(
        "Probe", "Creature — Human", "When Probe enters, if a creature died this turn, draw a card.", "{B}", ("1", "1")
    )
    game = state(alice={"hand": [{"id": "p", "card": "Probe"}], "mana_pool": {"B": 1}})
    actions = [{"type": "cast", "card": "p"}, {"type": "resolve"}]
    assert not events_of(run_with_cards(game, actions, probe), "trigger_put_on_stack")
    died = run_with_cards({**game, "left_battlefield_this_turn": [DIED]}, [*actions, {"type": "resolve"}], probe)
    assert len(player_of(died, "alice")["hand"]) == 1


def test_601_2f_costs_less_if_you_gained_three_or_more_life_this_turn() -> None:
    card = _read(INDULGENCE)
    game = state(
        alice={"hand": [{"id": "si", "card": "Sanguine Indulgence"}], "mana_pool": {"B": 1}, "life_gained_this_turn": 3}
    )
    result = run_with_cards(game, [{"type": "cast", "card": "si"}], card)
    assert events_of(result, "mana_paid")[0]["paid"] == {"B": 1}
    short = {**game, "players": [{**game["players"][0], "life_gained_this_turn": 2}, game["players"][1]]}
    with pytest.raises(IllegalAction):
        run_with_cards(short, [{"type": "cast", "card": "si"}], card)


def test_611_3a_cant_be_blocked_as_long_as_you_have_drawn_two_cards() -> None:
    tome = _read(TOME)
    battlefield = [
        {"id": "ta", "controller": "alice", "card": "Tome Anima", "controlled_since_turn": 1},
        {"id": "wall", "controller": "bob", "card": "Grizzly Bears", "controlled_since_turn": 1},
    ]
    attack = {"type": "declare_attackers", "attackers": [{"id": "ta", "defending": "bob"}]}
    block = {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "wall", "attacker": "ta"}]}
    game = state(step="declare_attackers", battlefield=battlefield, alice={"cards_drawn_this_turn": 1})
    blocked = run_with_cards(game, [attack, {"type": "next_step"}, block], tome)
    assert blocked["state"]["combat"]["blockers"] == {"wall": ["ta"]}
    game["players"][0]["cards_drawn_this_turn"] = 2
    with pytest.raises(IllegalAction, match="can't be blocked"):
        run_with_cards(game, [attack, {"type": "next_step"}, block], tome)


def test_102_1_whenever_you_cast_a_spell_during_an_opponents_turn() -> None:
    cutthroat = _read(CUTTHROAT)
    bolt = _read(BOLT)
    battlefield = [{"id": "bc", "controller": "alice", "card": "Brineborn Cutthroat"}]
    hand = {"hand": [{"id": "b", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}}
    cast = [{"type": "cast", "player": "alice", "card": "b", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    theirs = run_with_cards(
        state(active_player="bob", step="end", battlefield=battlefield, alice=hand), cast, cutthroat, bolt
    )
    assert permanent(theirs, "bc")["counters"] == {"+1/+1": 1}
    mine = run_with_cards(state(battlefield=battlefield, alice=hand), cast, cutthroat, bolt)
    assert not permanent(mine, "bc").get("counters")


def test_601_2i_whenever_an_opponent_casts_their_second_spell_each_turn() -> None:
    watcher = read_full_definition("Watcher", "Creature — Human", SECOND_SPELL, "{W}", ("1", "1"))
    bolts = [{"id": "b1", "card": "Lightning Bolt"}, {"id": "b2", "card": "Lightning Bolt"}]
    game = state(
        battlefield=[{"id": "w", "controller": "bob", "card": "Watcher"}], alice={"hand": bolts, "mana_pool": {"R": 2}}
    )
    cast = [
        {"type": "cast", "card": "b1", "choices": {"targets": ["alice"]}},
        {"type": "cast", "card": "b2", "choices": {"targets": ["alice"]}},
    ]
    result = run_with_cards(game, cast, watcher, _read(BOLT))
    assert len(events_of(result, "trigger_put_on_stack")) == 1
    own = state(
        battlefield=[{"id": "w", "controller": "alice", "card": "Watcher"}],
        alice={"hand": bolts, "mana_pool": {"R": 2}},
    )
    assert not events_of(run_with_cards(own, cast, watcher, _read(BOLT)), "trigger_put_on_stack")


def test_400_7_if_a_permanent_was_put_into_your_hand_from_the_battlefield_this_turn() -> None:
    barrin_text = (
        "At the beginning of your end step, if a permanent was put into your hand from the battlefield this turn, "
        "draw a card."
    )
    probe = read_full_definition("Probe", "Creature — Human Wizard", barrin_text, "{1}{U}{U}", ("2", "2"))
    assert probe["abilities"][0]["intervening_if"] == {
        "kind": "this_turn",
        "record": "put_into_your_hand",
        "spec": "permanent",
    }
    bounced = {**DIED, "to": "hand"}
    theirs = run_with_cards(
        _end_step(
            left_battlefield_this_turn=[bounced], battlefield=[{"id": "p", "controller": "alice", "card": "Probe"}]
        ),
        [{"type": "next_step"}],
        probe,
    )
    assert not events_of(theirs, "trigger_put_on_stack")  # bob's card went to bob's hand
    mine = {**bounced, "controller": "bob", "owner": "alice"}
    result = run_with_cards(
        _end_step(left_battlefield_this_turn=[mine], battlefield=[{"id": "p", "controller": "alice", "card": "Probe"}]),
        [{"type": "next_step"}, {"type": "resolve"}],
        probe,
    )
    assert len(player_of(result, "alice")["hand"]) == 1


def test_700_4_two_or_more_creatures_died_under_your_control_this_turn() -> None:
    text = "At the beginning of your end step, if two or more nontoken creatures died under your control this turn, draw a card."
    probe = read_full_definition("Probe", "Creature — Human", text, "{B}", ("1", "1"))
    condition = probe["abilities"][0]["intervening_if"]
    assert condition == {"kind": "this_turn", "record": "died", "spec": "creature:nontoken", "who": "you", "number": 2}
    assert _reads(text.replace("another", "x").replace("two or more", "another")) != "full"
    mine = {**DIED, "controller": "alice"}
    battlefield = [{"id": "p", "controller": "alice", "card": "Probe"}]
    one = run_with_cards(
        _end_step(battlefield=battlefield, left_battlefield_this_turn=[mine, DIED, {**mine, "token": True}]),
        [{"type": "next_step"}],
        probe,
    )
    assert not events_of(one, "trigger_put_on_stack")  # bob's and a token don't count
    two = run_with_cards(
        _end_step(battlefield=battlefield, left_battlefield_this_turn=[mine, {**mine, "permanent": "g2"}]),
        [{"type": "next_step"}, {"type": "resolve"}],
        probe,
    )
    assert len(player_of(two, "alice")["hand"]) == 1
