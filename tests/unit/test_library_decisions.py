"""Library decisions (app/engine/rules/library.py, design.md §10): scry, surveil, look at the top N,
search and shuffle, with real cards read by the Oracle reader from the Core Set 2019 and
Bloomburrow fixtures; pending `choose` decisions, their defaults, refusals of wrong answers, and
seeded shuffles (the same request, the same order)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction, resolve
from app.engine.cards import CardDefinition
from app.oracle import CardFacts, read_card

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "tests" / "fixtures" / "sets"


@cache
def _sets() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    m19 = json.loads((SETS / "m19.json").read_text(encoding="utf-8"))["data"]["M19"]["cards"]
    blb = json.loads((SETS / "blb.json").read_text(encoding="utf-8"))
    return m19, (blb if isinstance(blb, list) else blb["data"])


def real_card(name: str) -> dict[str, Any]:
    """The engine definition the Oracle reader gives a real card of M19 (MTGJSON) or BLB (Scryfall)."""
    m19, blb = _sets()
    found = next((c for c in m19 if c["name"] == name), None)
    if found is not None:
        facts = CardFacts(
            name=name,
            mana_cost=found.get("manaCost"),
            type_line=found["type"],
            oracle_text=found.get("text", ""),
            power=found.get("power"),
            toughness=found.get("toughness"),
        )
    else:
        card = next(c for c in blb if c["name"] == name)
        facts = CardFacts(
            name=name,
            mana_cost=card.get("mana_cost"),
            type_line=card["type_line"],
            oracle_text=card.get("oracle_text", ""),
            power=card.get("power"),
            toughness=card.get("toughness"),
        )
    reading = read_card(facts)
    assert reading.definition is not None, reading
    return reading.definition


FOREST = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
BEARS = {
    "name": "Grizzly Bears",
    "mana_cost": "{1}{G}",
    "types": ["Creature"],
    "subtypes": ["Bear"],
    "power": 2,
    "toughness": 2,
}
OGRE = {
    "name": "Hill Giant",
    "mana_cost": "{3}{R}",
    "types": ["Creature"],
    "subtypes": ["Giant"],
    "power": 3,
    "toughness": 3,
}
SWORDS = {"name": "Swords to Plowshares", "mana_cost": "{W}", "types": ["Instant"]}
RAMPANT_GROWTH = {
    "name": "Rampant Growth",
    "mana_cost": "{1}{G}",
    "types": ["Sorcery"],
    "abilities": [
        {"kind": "spell", "effect": {"kind": "search_library", "quality": ["land:basic"], "to": "battlefield_tapped"}}
    ],
}


def catalog(*names: str) -> dict[str, Any]:
    cards = {
        "Forest": FOREST,
        "Grizzly Bears": BEARS,
        "Hill Giant": OGRE,
        "Swords to Plowshares": SWORDS,
        "Rampant Growth": RAMPANT_GROWTH,
    }
    for name in names:
        cards[name] = real_card(name)
    return {name: CardDefinition.model_validate(definition) for name, definition in cards.items()}


def library(*cards: str) -> list[dict[str, str]]:
    return [{"id": f"l{index}", "card": card} for index, card in enumerate(cards, start=1)]


def state(
    hand: list[dict[str, str]], cards: list[dict[str, str]], mana: dict[str, int], **extra: Any
) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [{"id": "alice", "hand": hand, "library": cards, "mana_pool": mana}, {"id": "bob"}],
        **extra,
    }


def ids(cards: Any) -> list[str]:
    return [card.id for card in cards]


# --- scry ----------------------------------------------------------------------------------------


def _omenspeaker(*actions: dict[str, Any], seed: int | None = None) -> Any:
    start = state(
        [{"id": "omen", "card": "Omenspeaker"}],
        library("Forest", "Grizzly Bears", "Hill Giant", "Forest"),
        {"U": 1, "C": 1},
    )
    return resolve(
        start, [{"type": "cast", "card": "omen"}, {"type": "resolve"}, *actions], catalog("Omenspeaker"), seed=seed
    )


def test_scry_2_is_a_pending_choose_decision_naming_the_two_top_cards() -> None:
    result = _omenspeaker()
    assert result.pending == {
        "player": "alice",
        "decision": "choose",
        "options": {
            "stack_object": result.state.stack[0].id,
            "choice": "scry",
            "kind": "scry",
            "player": "alice",
            "cards": ["l1", "l2"],
            "default": {"top": ["l1", "l2"], "bottom": []},
        },
    }


def test_scry_puts_the_chosen_card_on_the_bottom_and_orders_the_top() -> None:
    result = _omenspeaker({"type": "resolve", "choices": {"scry": {"top": ["l2"], "bottom": ["l1"]}}})
    assert ids(result.state.players[0].library) == ["l2", "l3", "l4", "l1"]
    scried = next(e for e in result.events if e["type"] == "scried")
    assert scried["top"] == ["l2"] and scried["bottom"] == ["l1"] and scried["chosen"] is True
    assert "CR 701.22a" in scried["cites"]
    assert result.pending is not None and result.pending["decision"] == "priority"


def test_scry_without_an_answer_keeps_the_order() -> None:
    result = _omenspeaker({"type": "resolve"})
    assert ids(result.state.players[0].library) == ["l1", "l2", "l3", "l4"]
    assert next(e for e in result.events if e["type"] == "scried")["chosen"] is False


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ({"top": ["l3"], "bottom": ["l1"]}, "not among the cards looked at"),
        ({"top": ["l1"], "bottom": []}, "exactly once"),
        ({"top": ["l1", "l2"], "bottom": ["l1"]}, "exactly once"),
    ],
)
def test_a_wrong_scry_answer_is_refused_saying_why(answer: dict[str, list[str]], says: str) -> None:
    with pytest.raises(IllegalAction) as refusal:
        _omenspeaker({"type": "resolve", "choices": {"scry": answer}})
    assert refusal.value.title == "Wrong library choice" and says in refusal.value.detail
    assert refusal.value.action_index == 2 and "CR 701.22a" in refusal.value.cites


def test_only_the_scrying_player_gives_the_answer() -> None:
    with pytest.raises(IllegalAction) as refusal:
        _omenspeaker({"type": "resolve", "player": "bob", "choices": {"scry": {"top": [], "bottom": ["l1", "l2"]}}})
    assert refusal.value.title == "Not your decision" and "alice" in refusal.value.detail


def test_an_answer_nothing_asks_for_is_refused() -> None:
    start = state([], library("Forest"), {})
    with pytest.raises(IllegalAction) as refusal:
        resolve(start, [{"type": "next_step", "choices": {"scry": {"top": ["l1"]}}}], catalog())
    assert refusal.value.title == "Choice not used"


def test_legal_actions_show_the_decision_to_the_deciding_player_only() -> None:
    result = _omenspeaker({"type": "legal_actions", "player": "alice"}, {"type": "legal_actions", "player": "bob"})
    alice, bob = (query.result["legal"] for query in result.queries)
    resolve_entry = next(entry for entry in alice if entry["action"]["type"] == "resolve")
    assert resolve_entry["options"]["decision"]["choice"] == "scry"
    assert all("decision" not in (entry.get("options") or {}) for entry in bob)


# --- surveil, and draw then scry ---------------------------------------------------------------------


def test_diresight_surveils_two_into_the_graveyard_then_draws_two() -> None:
    start = state(
        [{"id": "dire", "card": "Diresight"}],
        library("Forest", "Hill Giant", "Grizzly Bears", "Forest"),
        {"B": 1, "C": 2},
    )
    cast = resolve(start, [{"type": "cast", "card": "dire"}], catalog("Diresight"))
    assert cast.pending is not None and cast.pending["options"]["kind"] == "surveil"
    result = resolve(
        start,
        [
            {"type": "cast", "card": "dire"},
            {"type": "resolve", "choices": {"surveil": {"top": ["l2"], "graveyard": ["l1"]}}},
        ],
        catalog("Diresight"),
    )
    alice = result.state.players[0]
    assert ids(alice.graveyard) == ["l1", "dire"] and ids(alice.hand) == ["l2", "l3"] and ids(alice.library) == ["l4"]
    assert alice.life == 18


def test_draw_then_scry_looks_below_the_card_drawn() -> None:
    opt = {
        "name": "Opt",
        "mana_cost": "{U}",
        "types": ["Instant"],
        "abilities": [
            {"kind": "spell", "effect": effect}
            for effect in [{"kind": "draw", "amount": 1}, {"kind": "scry", "amount": 1}]
        ],
    }
    start = state([{"id": "opt", "card": opt}], library("Forest", "Hill Giant", "Grizzly Bears"), {"U": 1})
    result = resolve(start, [{"type": "cast", "card": "opt"}], catalog())
    assert result.pending is not None and result.pending["options"]["cards"] == ["l2"]


# --- look at the top N ----------------------------------------------------------------------------------


def test_anticipate_takes_one_and_puts_the_rest_on_the_bottom_in_the_chosen_order() -> None:
    start = state(
        [{"id": "ant", "card": "Anticipate"}],
        library("Forest", "Hill Giant", "Grizzly Bears", "Forest"),
        {"U": 1, "C": 1},
    )
    pending = resolve(start, [{"type": "cast", "card": "ant"}], catalog("Anticipate")).pending
    assert pending is not None and pending["options"]["min"] == 1 and pending["options"]["default"] == ["l1"]
    result = resolve(
        start,
        [{"type": "cast", "card": "ant"}, {"type": "resolve", "choices": {"chosen": ["l2"], "bottom": ["l3", "l1"]}}],
        catalog("Anticipate"),
    )
    alice = result.state.players[0]
    assert ids(alice.hand) == ["l2"] and ids(alice.library) == ["l4", "l3", "l1"]
    with pytest.raises(IllegalAction, match="exactly 1"):
        resolve(
            start,
            [{"type": "cast", "card": "ant"}, {"type": "resolve", "choices": {"chosen": []}}],
            catalog("Anticipate"),
        )


def test_militia_bugler_may_reveal_only_a_creature_with_power_2_or_less() -> None:
    start = state(
        [{"id": "bug", "card": "Militia Bugler"}],
        library("Hill Giant", "Grizzly Bears", "Forest", "Forest", "Swords to Plowshares"),
        {"W": 1, "C": 2},
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "bug"}, {"type": "resolve"}]
    pending = resolve(start, actions, catalog("Militia Bugler")).pending
    assert pending is not None
    assert pending["options"]["eligible"] == ["l2"] and pending["options"]["min"] == 0
    with pytest.raises(IllegalAction, match="not creature:power<=2"):
        resolve(start, [*actions, {"type": "resolve", "choices": {"chosen": ["l1"]}}], catalog("Militia Bugler"))
    result = resolve(
        start, [*actions, {"type": "resolve", "choices": {"chosen": ["l2"]}}], catalog("Militia Bugler"), seed=7
    )
    alice = result.state.players[0]
    assert ids(alice.hand) == ["l2"]
    revealed = next(e for e in result.events if e["type"] == "card_revealed")
    assert revealed["card"] == "Grizzly Bears" and "CR 701.20a" in revealed["cites"]
    assert ids(alice.library)[0] == "l5" and sorted(ids(alice.library)[1:]) == ["l1", "l3", "l4"]
    bottom = next(e for e in result.events if e["type"] == "put_on_bottom")
    assert bottom["order"] == "random" and bottom["cards"] == ids(alice.library)[1:]


def test_a_random_order_is_the_same_for_the_same_request_and_follows_the_seed() -> None:
    start = state([{"id": "bug", "card": "Militia Bugler"}], library(*["Forest"] * 12), {"W": 1, "C": 2})
    actions = [{"type": "cast", "card": "bug"}, {"type": "resolve"}, {"type": "resolve"}]
    cards = catalog("Militia Bugler")
    orders = {seed: ids(resolve(start, actions, cards, seed=seed).state.players[0].library) for seed in range(6)}
    assert orders[3] == ids(resolve(start, actions, cards, seed=3).state.players[0].library)
    assert len({tuple(order) for order in orders.values()}) > 1  # four cards: 24 orders
    unseeded = ids(resolve(start, actions, cards).state.players[0].library)
    assert unseeded == ids(resolve(json.loads(json.dumps(start)), actions, cards).state.players[0].library)


def test_dryad_greenseeker_keeps_a_nonland_on_top() -> None:
    start = state(
        [],
        library("Grizzly Bears", "Forest"),
        {},
        battlefield=[{"id": "dryad", "card": "Dryad Greenseeker", "controller": "alice", "controlled_since_turn": 1}],
    )
    result = resolve(
        start, [{"type": "activate", "permanent": "dryad"}, {"type": "resolve"}], catalog("Dryad Greenseeker")
    )
    assert ids(result.state.players[0].library) == ["l1", "l2"] and not result.state.players[0].hand


# --- search and shuffle --------------------------------------------------------------------------------------


def test_a_search_for_a_basic_land_may_find_nothing_and_still_shuffles() -> None:
    start = state([{"id": "rg", "card": "Rampant Growth"}], library("Forest", "Hill Giant", "Forest"), {"G": 1, "C": 1})
    pending = resolve(start, [{"type": "cast", "card": "rg"}], catalog()).pending
    assert pending is not None
    assert pending["options"]["kind"] == "search_library" and pending["options"]["eligible"] == ["l1", "l3"]
    assert pending["options"]["default"] == []
    result = resolve(start, [{"type": "cast", "card": "rg"}, {"type": "resolve"}], catalog(), seed=1)
    searched = next(e for e in result.events if e["type"] == "library_searched")
    assert searched["found"] == [] and "CR 701.23b" in searched["cites"]
    assert any(e["type"] == "library_shuffled" for e in result.events) and not result.state.battlefield


def test_a_search_finds_a_basic_land_onto_the_battlefield_tapped() -> None:
    start = state([{"id": "rg", "card": "Rampant Growth"}], library("Forest", "Hill Giant", "Forest"), {"G": 1, "C": 1})
    result = resolve(
        start, [{"type": "cast", "card": "rg"}, {"type": "resolve", "choices": {"search": ["l3"]}}], catalog(), seed=1
    )
    assert [(p.id, p.tapped) for p in result.state.battlefield] == [("l3", True)]
    with pytest.raises(IllegalAction, match="not land:basic"):
        resolve(start, [{"type": "cast", "card": "rg"}, {"type": "resolve", "choices": {"search": ["l2"]}}], catalog())


def test_a_search_for_any_card_must_find_one() -> None:
    tutor = {
        "name": "Tutor",
        "mana_cost": "{B}",
        "types": ["Sorcery"],
        "abilities": [{"kind": "spell", "effect": {"kind": "search_library"}}],
    }
    start = state([{"id": "t", "card": tutor}], library("Forest", "Hill Giant"), {"B": 1})
    with pytest.raises(IllegalAction) as refusal:
        resolve(start, [{"type": "cast", "card": "t"}, {"type": "resolve", "choices": {"search": []}}], catalog())
    assert "CR 701.23d" in refusal.value.cites
    result = resolve(start, [{"type": "cast", "card": "t"}, {"type": "resolve"}], catalog())
    assert ids(result.state.players[0].hand) == ["l1"]


def test_elvish_clancaller_finds_a_card_with_its_own_name() -> None:
    start = state(
        [],
        library("Forest", "Elvish Clancaller"),
        {"G": 2, "C": 4},
        battlefield=[{"id": "elf", "card": "Elvish Clancaller", "controller": "alice", "controlled_since_turn": 1}],
    )
    actions: list[dict[str, Any]] = [{"type": "activate", "permanent": "elf", "ability": 1}]
    pending = resolve(start, actions, catalog("Elvish Clancaller")).pending
    assert pending is not None and pending["options"]["eligible"] == ["l2"]
    result = resolve(
        start, [*actions, {"type": "resolve", "choices": {"search": ["l2"]}}], catalog("Elvish Clancaller")
    )
    assert [p.id for p in result.state.battlefield] == ["elf", "l2"]


def test_fountainport_bell_may_search_and_puts_the_land_on_top_after_the_shuffle() -> None:
    start = state(
        [{"id": "bell", "card": "Fountainport Bell"}], library("Hill Giant", "Grizzly Bears", "Forest"), {"C": 1}
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "bell"}, {"type": "resolve"}]
    skipped = resolve(start, [*actions, {"type": "resolve"}], catalog("Fountainport Bell"))
    assert any(e["type"] == "library_not_searched" for e in skipped.events)
    assert not any(e["type"] == "library_shuffled" for e in skipped.events)
    result = resolve(
        start, [*actions, {"type": "resolve", "choices": {"search": ["l3"]}}], catalog("Fountainport Bell"), seed=5
    )
    assert ids(result.state.players[0].library)[0] == "l3"
    shuffled = next(e for e in result.events if e["type"] == "library_shuffled")
    assert "CR 701.24b" in shuffled["cites"]


def test_the_answer_may_be_recorded_on_the_stack_object() -> None:
    start = state(
        [],
        library("Forest", "Hill Giant"),
        {},
        stack=[
            {
                "id": "ab",
                "kind": "triggered_ability",
                "card": "Omenspeaker",
                "source": "gone",
                "ability_index": 0,
                "controller": "alice",
                "choices": {"scry": {"top": [], "bottom": ["l1", "l2"]}},
            }
        ],
    )
    result = resolve(start, [], catalog("Omenspeaker"))
    assert result.pending is not None and result.pending["decision"] == "priority"
    resolved = resolve(start, [{"type": "resolve"}], catalog("Omenspeaker"))
    assert ids(resolved.state.players[0].library) == ["l1", "l2"]
    assert next(e for e in resolved.events if e["type"] == "scried")["bottom"] == ["l1", "l2"]


def test_mindwhisker_surveils_at_the_beginning_of_the_upkeep() -> None:
    start = {
        "turn": 3,
        "active_player": "alice",
        "step": "untap",
        "players": [{"id": "alice", "library": library("Forest", "Hill Giant")}, {"id": "bob"}],
        "battlefield": [{"id": "mw", "card": "Mindwhisker", "controller": "alice"}],
    }
    cards = catalog("Mindwhisker")
    waiting = resolve(start, [{"type": "next_step"}], cards).pending
    assert waiting is not None and waiting["options"]["kind"] == "surveil" and waiting["options"]["cards"] == ["l1"]
    result = resolve(
        start, [{"type": "next_step"}, {"type": "resolve", "choices": {"surveil": {"graveyard": ["l1"]}}}], cards
    )
    assert ids(result.state.players[0].graveyard) == ["l1"] and ids(result.state.players[0].library) == ["l2"]


def test_the_rest_into_the_graveyard() -> None:
    planning = {
        "name": "Strategic Planning",
        "mana_cost": "{1}{U}",
        "types": ["Sorcery"],
        "abilities": [
            {
                "kind": "spell",
                "effect": {"kind": "look_at_top", "amount": 3, "take": 1, "to": "hand", "rest": "graveyard"},
            }
        ],
    }
    start = state(
        [{"id": "sp", "card": planning}], library("Forest", "Hill Giant", "Grizzly Bears", "Forest"), {"U": 1, "C": 1}
    )
    result = resolve(
        start, [{"type": "cast", "card": "sp"}, {"type": "resolve", "choices": {"chosen": ["l3"]}}], catalog()
    )
    alice = result.state.players[0]
    assert ids(alice.hand) == ["l3"] and ids(alice.graveyard) == ["l1", "l2", "sp"] and ids(alice.library) == ["l4"]
    moved = next(e for e in result.events if e["type"] == "zone_change" and e["to"] == "graveyard")
    assert moved["cards"] == ["l1", "l2"] and moved["from"] == "library"


def test_with_priority_tracked_the_last_pass_resolves_and_only_the_decider_answers() -> None:
    start = state(
        [{"id": "ant", "card": "Anticipate"}],
        library("Forest", "Hill Giant", "Grizzly Bears"),
        {"U": 1, "C": 1},
        priority_player="alice",
    )
    cards = catalog("Anticipate")
    cast = [{"type": "cast", "card": "ant"}, {"type": "pass_priority", "player": "alice"}]
    with pytest.raises(IllegalAction) as refusal:
        resolve(start, [*cast, {"type": "pass_priority", "player": "bob", "choices": {"chosen": ["l2"]}}], cards)
    assert refusal.value.title == "Not your decision"
    passed = resolve(start, [*cast, {"type": "pass_priority", "player": "bob"}], cards)
    assert ids(passed.state.players[0].hand) == ["l1"]  # the default: the first card
    answered = resolve(
        start, [{"type": "cast", "card": "ant"}, {"type": "resolve", "choices": {"chosen": ["l2"]}}], cards
    )
    assert ids(answered.state.players[0].hand) == ["l2"]


def test_reveal_the_top_card_a_land_to_the_hand_otherwise_to_the_bottom() -> None:
    seer = {
        "name": "Seer",
        "types": ["Artifact"],
        "abilities": [
            {
                "kind": "activated",
                "cost": "{T}",
                "effect": {"kind": "reveal_top", "quality": ["land"], "to": "hand", "otherwise": "bottom"},
            }
        ],
    }
    for top, hand, order in (("Forest", ["l1"], ["l2", "l3"]), ("Hill Giant", [], ["l2", "l3", "l1"])):
        start = state(
            [],
            library(top, "Hill Giant", "Forest"),
            {},
            battlefield=[{"id": "seer", "card": seer, "controller": "alice"}],
        )
        result = resolve(start, [{"type": "activate", "permanent": "seer"}, {"type": "resolve"}], catalog())
        assert ids(result.state.players[0].hand) == hand and ids(result.state.players[0].library) == order
        revealed = next(e for e in result.events if e["type"] == "card_revealed")
        assert revealed["card_id"] == "l1" and revealed["card"] == top and "CR 701.20a" in revealed["cites"]
        assert result.pending is not None and result.pending["decision"] == "priority"  # nothing to decide
