"""Spells and modes (docs/oracle-spells.md): each construction read from a real card's Oracle text
and played by the engine; a near variant with a word the grammar doesn't know stays not modelled
(honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = True) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _hand(player_id: str, n: int) -> list[dict[str, str]]:
    return [{"id": f"{player_id}-h{i}", "card": "Grizzly Bears"} for i in range(n)]


def _cast(card_id: str, resolving: dict[str, Any] | None = None, **choices: Any) -> list[dict[str, Any]]:
    """Alice casts the card (with its cast `choices`), then it resolves (with `resolving` choices)."""
    cast: dict[str, Any] = {"type": "cast", "player": "alice", "card": card_id}
    if choices:
        cast["choices"] = choices
    return [cast, {"type": "resolve", **({"choices": resolving} if resolving else {})}]


# --- players: each opponent / each player discards, each player loses life, its controller (CR 701.9, 119.3, 608.2h)

BAD_DEAL = (
    "Bad Deal",
    "Sorcery",
    "You draw two cards and each opponent discards two cards. Each player loses 2 life.",
    "{4}{B}{B}",
)


def test_701_9b_bad_deal_reads_and_each_opponent_discards_then_each_player_loses_life() -> None:
    definition = read_full_definition(*BAD_DEAL)
    assert [a["effect"] for a in definition["abilities"]] == [
        {"kind": "draw", "amount": 2, "player": "you"},
        {"kind": "discard", "amount": 2, "player": "each_opponent"},
        {"kind": "lose_life", "amount": 2, "player": "each_player"},
    ]
    game = state(
        alice={"hand": [{"id": "bd", "card": "Bad Deal"}], "mana_pool": {"B": 6}}, bob={"hand": _hand("bob", 3)}
    )
    result = _run(game, _cast("bd"), definition)
    alice, bob = player_of(result, "alice"), player_of(result, "bob")
    assert len(alice["hand"]) == 2 and alice["life"] == 18
    assert [c["id"] for c in bob["hand"]] == ["bob-h0"] and bob["life"] == 18
    assert [e["player"] for e in events_of(result, "cards_discarded")] == ["bob"]


def test_701_9b_each_player_discards_each_choosing_their_own_cards() -> None:
    effect = read_composed("Each player discards a card.", is_spell=True).abilities
    assert effect == [{"kind": "spell", "effect": {"kind": "discard", "amount": 1, "player": "each_player"}}]
    card = {"name": "Test Rummage", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": effect}
    game = state(
        alice={"hand": [{"id": "tr", "card": "Test Rummage"}, *_hand("alice", 2)], "mana_pool": {"B": 1}},
        bob={"hand": _hand("bob", 2)},
    )
    result = _run(game, _cast("tr", {"discard": ["alice-h0", "bob-h1"]}), card)
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["alice-h1"]
    assert [c["id"] for c in player_of(result, "bob")["hand"]] == ["bob-h0"]
    with pytest.raises(IllegalAction):
        _run(game, _cast("tr", {"discard": ["nowhere"]}), card)


def test_608_2h_its_controller_loses_and_gains_life_after_one_target() -> None:
    destroy = read_composed("Destroy target creature. Its controller loses 2 life.", is_spell=True).abilities
    assert destroy is not None and destroy[1]["effect"] == {
        "kind": "lose_life",
        "amount": 2,
        "player": "its_controller",
    }
    card = {"name": "Test Doom", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": destroy}
    game = state(
        alice={"hand": [{"id": "td", "card": "Test Doom"}], "mana_pool": {"B": 1}},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    result = _run(game, _cast("td", targets=["gb"]), card)
    assert player_of(result, "bob")["life"] == 18 and player_of(result, "alice")["life"] == 20
    assert not result["state"]["battlefield"]


def test_608_2h_player_near_variants_are_not_read() -> None:
    _not_read("Draw a card. Its controller loses 2 life.")  # no earlier target: whose controller?
    _not_read("Each player discards a card eventually.")
    _not_read("Each player loses 2 life twice.")


# --- "Choose one or both —" / "Choose one or more —" (CR 700.2, 700.2d) -------------------------

SEASON_OF_RENEWAL = (
    "Season of Renewal",
    "Instant",
    "Choose one or both —\n• Return target creature card from your graveyard to your hand.\n"
    "• Return target enchantment card from your graveyard to your hand.",
    "{1}{G}",
)
SPELL_BUNDLE = "Choose one or more — • Counter target spell. • Return target nonland permanent to its owner's hand. "


def _renewal_game() -> dict[str, Any]:
    return state(
        alice={
            "hand": [{"id": "sr", "card": "Season of Renewal"}],
            "mana_pool": {"G": 2},
            "graveyard": [{"id": "gb", "card": "Grizzly Bears"}, {"id": "ench", "card": "Test Aura Card"}],
        }
    )


ENCHANTMENT = {"name": "Test Aura Card", "types": ["Enchantment"], "mana_cost": "{W}"}


def test_700_2d_season_of_renewal_reads_with_choose_max_two() -> None:
    definition = read_full_definition(*SEASON_OF_RENEWAL)
    assert definition["abilities"][0]["effect"]["choose_max"] == 2
    assert len(definition["abilities"][0]["effect"]["modes"]) == 2


def test_700_2d_both_modes_chosen_are_done_in_printed_order_with_their_targets() -> None:
    definition = read_full_definition(*SEASON_OF_RENEWAL)
    result = _run(_renewal_game(), _cast("sr", modes=[1, 0], targets=["gb", "ench"]), definition, ENCHANTMENT)
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["gb", "ench"]
    one = _run(_renewal_game(), _cast("sr", modes=[1], targets=["ench"]), definition, ENCHANTMENT)
    assert [c["id"] for c in player_of(one, "alice")["hand"]] == ["ench"]


def test_700_2d_a_mode_twice_or_none_is_refused() -> None:
    definition = read_full_definition(*SEASON_OF_RENEWAL)
    for modes in ([0, 0], [], [0, 1, 1], [2]):
        with pytest.raises(IllegalAction):
            _run(_renewal_game(), _cast("sr", modes=modes, targets=["gb", "gb"]), definition, ENCHANTMENT)


def test_700_2d_choose_one_or_more_reads_every_mode_and_near_variants_do_not() -> None:
    read = read_composed(SPELL_BUNDLE + "• Target player draws a card.", is_spell=True).abilities
    assert read is not None and read[0]["effect"]["choose_max"] == 3
    _not_read(SPELL_BUNDLE + "• Target player draws a card eventually.")
    _not_read("Choose one or many — • Counter target spell. • Target player draws a card.")


# --- "... unless they discard a <card>" (CR 608.2d, 701.9a, 701.21a) ----------------------------

THIRST = (
    "Thirst for Knowledge",
    "Instant",
    "Draw three cards. Then discard two cards unless you discard an artifact card.",
    "{2}{U}",
)
LONG_REACH = "Each opponent sacrifices a creature unless they discard a card."
ORNITHOPTER = {
    "name": "Test Ornithopter",
    "types": ["Artifact", "Creature"],
    "mana_cost": "{0}",
    "power": 0,
    "toughness": 2,
}


def test_608_2d_thirst_for_knowledge_discards_the_artifact_card_or_two_cards() -> None:
    definition = read_full_definition(*THIRST)
    assert definition["abilities"][1]["effect"] == {
        "kind": "unless_player_discards",
        "player": "you",
        "quality": "card:artifact",
        "instead": "discard",
        "amount": 2,
    }
    game = state(
        alice={
            "hand": [
                {"id": "tk", "card": "Thirst for Knowledge"},
                {"id": "orn", "card": "Test Ornithopter"},
                *_hand("alice", 1),
            ],
            "mana_pool": {"U": 3},
        }
    )
    avoided = _run(game, _cast("tk", {"chosen": ["orn"]}), definition, ORNITHOPTER)
    alice = player_of(avoided, "alice")
    assert len(alice["hand"]) == 4 and [c["id"] for c in alice["graveyard"]] == ["orn", "tk"]
    punished = _run(game, _cast("tk", {"discard": ["alice-h0", "orn"]}), definition, ORNITHOPTER)
    alice = player_of(punished, "alice")
    assert len(alice["hand"]) == 3 and {c["id"] for c in alice["graveyard"]} == {"alice-h0", "orn", "tk"}
    with pytest.raises(IllegalAction):  # a card that isn't an artifact card can't avoid it
        _run(game, _cast("tk", {"chosen": ["alice-h0"]}), definition, ORNITHOPTER)


def test_608_2d_each_opponent_sacrifices_a_creature_unless_they_discard_a_card() -> None:
    effect = read_composed(LONG_REACH, is_spell=True).abilities
    assert effect == [
        {
            "kind": "spell",
            "effect": {
                "kind": "unless_player_discards",
                "player": "each_opponent",
                "quality": "card",
                "instead": "sacrifice",
                "what": "creature",
            },
        }
    ]
    card = {"name": "Test Reach", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": effect}
    game = state(
        alice={"hand": [{"id": "tr", "card": "Test Reach"}], "mana_pool": {"B": 1}},
        bob={"hand": _hand("bob", 1)},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    sacrificed = _run(game, _cast("tr"), card)
    assert not sacrificed["state"]["battlefield"] and len(player_of(sacrificed, "bob")["hand"]) == 1
    discarded = _run(game, _cast("tr", {"chosen": ["bob-h0"]}), card)
    assert len(discarded["state"]["battlefield"]) == 1 and not player_of(discarded, "bob")["hand"]


def test_608_2d_unless_discard_near_variants_are_not_read() -> None:
    _not_read("Each opponent sacrifices a creature unless you discard a card.")  # who avoids it is not who pays
    _not_read("Each opponent sacrifices a creature unless they discard a card eventually.")
    _not_read("Discard two cards unless you discard a card from your graveyard.")


# --- "Each opponent creates ..." (CR 111.2), "Exile all graveyards." (CR 406.2) -------------------


def test_111_2_each_opponent_creates_and_controls_the_token() -> None:
    effect = read_composed("Each opponent creates a 1/1 black Rat Rogue creature token.", is_spell=True).abilities
    assert effect is not None and effect[0]["effect"]["for_player"] == "each_opponent"
    card = {"name": "Test Tribute", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": effect}
    game = state(alice={"hand": [{"id": "tt", "card": "Test Tribute"}], "mana_pool": {"B": 1}})
    result = _run(game, _cast("tt"), card)
    [rat] = result["state"]["battlefield"]
    assert rat["controller"] == "bob" and rat["owner"] == "bob"
    _not_read("Each opponent creates a 1/1 black Rat Rogue creature token eventually.")


def test_406_2_exile_all_graveyards_exiles_every_players_graveyard() -> None:
    effect = read_composed("Exile all graveyards.", is_spell=True).abilities
    assert effect == [{"kind": "spell", "effect": {"kind": "exile_graveyard", "target": "each_player"}}]
    card = {"name": "Test Purge", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": effect}
    game = state(
        alice={
            "hand": [{"id": "tp", "card": "Test Purge"}],
            "mana_pool": {"B": 1},
            "graveyard": [{"id": "a1", "card": "Grizzly Bears"}],
        },
        bob={"graveyard": [{"id": "b1", "card": "Grizzly Bears"}]},
    )
    result = _run(game, _cast("tp"), card)
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["tp"]  # the sorcery, after it resolved
    assert not player_of(result, "bob")["graveyard"]
    assert {c["id"] for c in player_of(result, "bob")["exile"]} == {"b1"}
    _not_read("Exile all graveyards twice.")


# --- "Double the power of ..." (CR 701.10b, 701.10c), "Untap up to four lands." (CR 701.26b) -------

UNLEASH_FURY = ("Unleash Fury", "Instant", "Double the power of target creature until end of turn.", "{1}{R}")
REWIND = ("Rewind", "Instant", "Counter target spell. Untap up to four lands.", "{2}{U}{U}")


def test_701_10b_unleash_fury_gives_plus_its_power_until_end_of_turn() -> None:
    definition = read_full_definition(*UNLEASH_FURY)
    assert definition["abilities"][0]["effect"] == {"kind": "double_power", "target": "creature"}
    game = state(
        alice={"hand": [{"id": "uf", "card": "Unleash Fury"}], "mana_pool": {"R": 2}},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"}],
    )
    result = _run(game, _cast("uf", targets=["gb"]), definition)
    [pumped] = events_of(result, "pumped")
    assert pumped["power"] == 2 and pumped["toughness"] == 0 and "CR 701.10b" in pumped["cites"]
    _not_read("Double the power of target creature.")  # no duration: not this construction
    _not_read("Double the power of target creature until end of turn twice.")


def test_701_26b_rewind_counters_and_untaps_the_chosen_lands() -> None:
    definition = read_full_definition(*REWIND)
    assert definition["abilities"][1]["effect"] == {"kind": "untap_up_to", "amount": 4, "what": "land"}
    lands = [{"id": f"f{i}", "card": "Forest", "controller": "bob", "owner": "bob", "tapped": True} for i in range(5)]
    game = state(
        alice={"hand": [{"id": "gbh", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        bob={"hand": [{"id": "rw", "card": "Rewind"}], "mana_pool": {"U": 4}},
        battlefield=lands,
    )
    actions: list[dict[str, Any]] = [
        {"type": "cast", "player": "alice", "card": "gbh"},
        {"type": "cast", "player": "bob", "card": "rw", "choices": {"targets": ["gbh"]}},
    ]
    default = _run(game, [*actions, {"type": "resolve"}], definition)
    assert [p["id"] for p in default["state"]["battlefield"] if not p.get("tapped")] == ["f0", "f1", "f2", "f3"]
    assert [c["id"] for c in player_of(default, "alice")["graveyard"]] == ["gbh"]
    chosen = _run(game, [*actions, {"type": "resolve", "choices": {"chosen": ["f4"]}}], definition)
    assert [p["id"] for p in chosen["state"]["battlefield"] if not p.get("tapped")] == ["f4"]
    with pytest.raises(IllegalAction):
        _run(game, [*actions, {"type": "resolve", "choices": {"chosen": ["f0", "f1", "f2", "f3", "f4"]}}], definition)
    _not_read("Counter target spell. Untap up to four lands eventually.")


# --- "Counter target creature spell. Put a +1/+1 counter on up to one target creature you control." --

ESSENCE_CAPTURE = (
    "Essence Capture",
    "Instant",
    "Counter target creature spell. Put a +1/+1 counter on up to one target creature you control.",
    "{U}{U}",
)


def test_701_6a_essence_capture_counters_the_creature_spell_and_puts_a_counter_on_the_second_target() -> None:
    definition = read_full_definition(*ESSENCE_CAPTURE)
    assert [a["effect"]["kind"] for a in definition["abilities"]] == ["counter", "put_counters"]
    game = state(
        alice={"hand": [{"id": "gbh", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        bob={"hand": [{"id": "ec", "card": "Essence Capture"}], "mana_pool": {"U": 2}},
        battlefield=[{"id": "mine", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    actions: list[dict[str, Any]] = [
        {"type": "cast", "player": "alice", "card": "gbh"},
        {"type": "cast", "player": "bob", "card": "ec", "choices": {"targets": ["gbh", "mine"]}},
        {"type": "resolve"},
    ]
    result = _run(game, actions, definition)
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["gbh"]
    [mine] = result["state"]["battlefield"]
    assert mine["counters"] == {"+1/+1": 1}
    _not_read("Counter target creature spell eventually.")


# --- "<player> discards two cards and loses 2 life." (CR 608.2c) ----------------------------------


def test_608_2c_each_opponent_discards_and_loses_life_in_one_sentence() -> None:
    effect = read_composed("Each opponent discards two cards and loses 2 life.", is_spell=True).abilities
    assert effect is not None and [a["effect"] for a in effect] == [
        {"kind": "discard", "amount": 2, "player": "each_opponent"},
        {"kind": "lose_life", "amount": 2, "player": "each_opponent"},
    ]
    card = {"name": "Test Wail", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": effect}
    game = state(
        alice={"hand": [{"id": "tw", "card": "Test Wail"}], "mana_pool": {"B": 1}}, bob={"hand": _hand("bob", 3)}
    )
    result = _run(game, _cast("tw"), card)
    bob = player_of(result, "bob")
    assert len(bob["hand"]) == 1 and bob["life"] == 18 and player_of(result, "alice")["life"] == 20
    _not_read("Each opponent discards a card and loses 2 life eventually.")
    # s19-multi: one target named by two verbs, read as one target (lose_life's "that_target_player", CR 601.2c)
    assert [a["effect"]["player"] for a in read_composed("Target player draws two cards and loses 2 life.",
                                                         is_spell=True).abilities or []] == ["target_player",
                                                                                             "that_target_player"]


# --- a mode of one effect of any kind (CR 700.2): Farewell, Destructive Tampering ------------------

FAREWELL = (
    "Farewell",
    "Sorcery",
    "Choose one or more —\n• Exile all artifacts.\n• Exile all creatures.\n• Exile all enchantments.\n"
    "• Exile all graveyards.",
    "{4}{W}{W}",
)


def test_700_2_farewell_exiles_only_what_its_chosen_modes_say() -> None:
    definition = read_full_definition(*FAREWELL)
    modal = definition["abilities"][0]["effect"]
    assert modal["choose_max"] == 4 and modal["modes"][3] == {
        "kind": "mode_sequence",
        "effects": [{"kind": "exile_graveyard", "target": "each_player"}],
    }
    game = state(
        alice={"hand": [{"id": "fw", "card": "Farewell"}], "mana_pool": {"W": 6}},
        bob={"graveyard": [{"id": "b1", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    graveyards = _run(game, _cast("fw", modes=[3]), definition)
    assert len(graveyards["state"]["battlefield"]) == 1 and not player_of(graveyards, "bob")["graveyard"]
    both = _run(game, _cast("fw", modes=[3, 1]), definition)
    assert not both["state"]["battlefield"]
    assert {c["id"] for c in player_of(both, "bob")["exile"]} == {"b1", "gb"}


def test_700_2_a_mode_of_a_kind_modal_does_not_list_reads_as_a_mode_sequence_of_one() -> None:
    read = read_composed(
        "Choose one — • Destroy target artifact. • Creatures without flying can't block this turn.", is_spell=True
    ).abilities
    assert read is not None and read[0]["effect"]["modes"][1]["kind"] == "mode_sequence"
    _not_read("Choose one — • Destroy target artifact. • Creatures without flying can't block this turn eventually.")


# --- "When ~ dies, choose one —" (CR 700.2b) --------------------------------------------------------

ATSUSHI = (
    "Atsushi, the Blazing Sky",
    "Legendary Creature — Dragon Spirit",
    "Flying, trample\nWhen Atsushi, the Blazing Sky dies, choose one —\n• Exile the top two cards of your library. "
    "Until the end of your next turn, you may play those cards.\n• Create three Treasure tokens.",
    "{2}{R}{R}",
    ("4", "4"),
)


def test_700_2b_a_dies_trigger_with_modes_does_the_mode_chosen_as_it_triggers() -> None:
    definition = read_full_definition(*ATSUSHI)
    trigger = definition["abilities"][0]
    assert trigger["trigger"] == "dies" and trigger["effect"]["kind"] == "modal"
    game = state(
        alice={"hand": [{"id": "doom", "card": "Test Doom"}], "mana_pool": {"B": 1}},
        battlefield=[{"id": "ats", "card": "Atsushi, the Blazing Sky", "controller": "alice", "owner": "alice"}],
    )
    doom = {
        "name": "Test Doom",
        "types": ["Sorcery"],
        "mana_cost": "{B}",
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}],
    }
    actions: list[dict[str, Any]] = [
        {"type": "cast", "player": "alice", "card": "doom", "choices": {"targets": ["ats"]}},
        {"type": "resolve"},
    ]
    asked = _run(game, actions, definition, doom)  # the trigger is on the stack: pending asks for its mode
    assert asked["pending"]["options"]["choice"] == "modes" and asked["pending"]["options"]["values"] == [[0], [1]]
    result = _run(game, [*actions, {"type": "resolve", "choices": {"modes": [1]}}], definition, doom)
    assert [p["card"]["name"] for p in result["state"]["battlefield"]] == ["Treasure Token"] * 3
    _not_read("When ~ dies, choose two — • Draw a card. • Create three Treasure tokens.", is_spell=False)


# --- "+X/+X ..., where X is the greatest mana value among permanents you control. Untap it." ---------

BOON = (
    "Boon of Boseiju",
    "Instant",
    "Target creature gets +X/+X until end of turn, where X is the greatest mana value among permanents you "
    "control. Untap it.",
    "{G}",
)


def test_608_2h_boon_of_boseiju_pumps_by_the_greatest_mana_value_and_untaps() -> None:
    definition = read_full_definition(*BOON)
    assert definition["abilities"][0]["effect"]["power"] == "highest_mana_value:permanent:you_control"
    game = state(
        alice={"hand": [{"id": "boon", "card": "Boon of Boseiju"}], "mana_pool": {"G": 1}},
        battlefield=[
            {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "alice", "tapped": True},
            {"id": "big", "card": "Test Big", "controller": "alice", "owner": "alice"},
        ],
    )
    big = {"name": "Test Big", "types": ["Artifact"], "mana_cost": "{5}"}
    result = _run(game, _cast("boon", targets=["gb"]), definition, big)
    [pumped] = events_of(result, "pumped")
    assert pumped["permanent"] == "gb" and pumped["power"] == 5 and pumped["toughness"] == 5
    assert not next(p for p in result["state"]["battlefield"] if p["id"] == "gb").get("tapped")
    _not_read(BOON[2] + " Untap it eventually.")


# --- "Until your next turn, up to one target creature gets -5/-0." (CR 611.2a) -----------------------

UNTIL_NEXT_TURN = "Until your next turn, up to one target creature gets -5/-0."


def test_611_2a_a_pump_until_your_next_turn_outlasts_cleanup_and_ends_as_that_turn_begins() -> None:
    effect = read_composed(UNTIL_NEXT_TURN, is_spell=True).abilities
    assert effect is not None and effect[0]["effect"]["duration"] == "until_your_next_turn"
    card = {"name": "Test Wind", "types": ["Instant"], "mana_cost": "{U}", "abilities": effect}
    game = state(
        alice={"hand": [{"id": "tw", "card": "Test Wind"}], "mana_pool": {"U": 1}},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    cast = _run(game, _cast("tw", targets=["gb"]), card)
    [mark] = cast["state"]["battlefield"][0]["effects"]
    assert mark["power"] == -5 and mark["until_turn_of"] == "alice"
    # Bob's end step, the mark still there: it outlasts Bob's cleanup and ends as Alice's turn begins
    later = state(
        turn=4,
        active_player="bob",
        step="end",
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob", "owner": "bob", "effects": [mark]}],
    )
    passes = [{"type": "pass_priority", "player": "bob"}, {"type": "pass_priority", "player": "alice"}]
    result = _run(later, passes, card)
    ended = events_of(result, "effect_ended")
    assert [e["permanent"] for e in ended] == ["gb"] and result["state"]["active_player"] == "alice"
    assert not result["state"]["battlefield"][0].get("effects")
    _not_read("Until your next turn, up to one target creature gets -2/-0 and loses flying eventually.")
