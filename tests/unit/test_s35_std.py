"""Session 35, group std (docs/oracle-s35-std.md): general constructions of today's Oracle text, each read from a real
card's Oracle text (tests/fixtures/sets) and played by the engine, with a near variant the engine does not implement
still refused."""

from __future__ import annotations

from typing import Any

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, probe_support, state
from tests.unit.conftest import run_with_cards as _run

TREASURES = {"name": "Probe Riches", "types": ["Sorcery"], "mana_cost": "{R}", "colors": ["R"],
             "abilities": [{"kind": "spell", "effect": {"kind": "create_token", "token": "Treasure", "count": 2}}]}
INCUBATE = {"name": "Probe Incubation", "types": ["Sorcery"], "mana_cost": "{R}", "colors": ["R"],
            "abilities": [{"kind": "spell", "effect": {"kind": "incubate", "amount": 2}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _tokens(done: dict[str, Any], controller: str) -> list[dict[str, Any]]:
    return [p for p in done["state"]["battlefield"] if p.get("is_token") and p["controller"] == controller]


# --- token doublers (CR 614.1a, 111.1) --------------------------------------------------------------------------------

def test_614_1a_token_doubler_doubles_the_tokens_its_controller_creates_and_two_double_twice() -> None:
    adrix = mtgjson_full_definition("C21", "Adrix and Nev, Twincasters")
    assert {"kind": "token_doubler"} in adrix["abilities"]
    elspeth = mtgjson_full_definition("TDM", "Elspeth, Storm Slayer")
    assert {"kind": "token_doubler"} in elspeth["abilities"]
    hand = {"hand": [{"id": "r", "card": "Probe Riches"}, {"id": "i", "card": "Probe Incubation"}],
            "mana_pool": {"R": 2}}
    cast = [{"type": "cast", "card": "r"}, {"type": "resolve"}]
    one = _run(state(alice=hand, battlefield=[_on("a", adrix["name"])]), cast, adrix, TREASURES, INCUBATE)
    assert len(_tokens(one, "alice")) == 4
    assert any(e["type"] == "tokens_doubled" and e["amount"] == 4 for e in one["events"])
    two = _run(state(alice=hand, battlefield=[_on("a", adrix["name"]), _on("e", elspeth["name"], counters={"loyalty": 5})]), cast,
               adrix, elspeth, TREASURES, INCUBATE)
    assert len(_tokens(two, "alice")) == 8
    # the opponent's doubler doesn't touch alice's tokens (under your control)
    theirs = _run(state(alice=hand, battlefield=[_on("a", adrix["name"], "bob")]), cast, adrix, TREASURES, INCUBATE)
    assert len(_tokens(theirs, "alice")) == 2
    # any rule that creates tokens: incubate makes two Incubators, each with the counters
    incubated = _run(state(alice=hand, battlefield=[_on("a", adrix["name"])]),
                     [{"type": "cast", "card": "i"}, {"type": "resolve"}], adrix, TREASURES, INCUBATE)
    incubators = _tokens(incubated, "alice")
    assert len(incubators) == 2 and all(t["counters"] == {"+1/+1": 2} for t in incubators)


def test_111_1_token_doublers_past_the_limit_of_tokens_per_effect_are_refused_by_every_rule_that_creates_tokens() -> None:
    """Seven doublers would make one Incubator 128: over the engine's limit of tokens per effect (MAX_TOKENS_PER_EFFECT, 100),
    refused at once, by incubate as by create_token (each counts its tokens through `doubled`), not created one by
    one (forty doublers would be 2**40)."""
    doubler = {"name": "Probe Doubling", "types": ["Enchantment"], "mana_cost": "{2}{G}", "colors": ["G"],
               "abilities": [{"kind": "token_doubler"}]}  # not legendary, as Parallel Lives
    hand = {"hand": [{"id": "r", "card": "Probe Riches"}, {"id": "i", "card": "Probe Incubation"}],
            "mana_pool": {"R": 2}}
    doublers = [_on(f"d{n}", "Probe Doubling") for n in range(40)]
    for spell in ("i", "r"):
        try:
            _run(state(alice=hand, battlefield=doublers), [{"type": "cast", "card": spell}, {"type": "resolve"}],
                 doubler, TREASURES, INCUBATE)
        except IllegalAction as refused:
            assert "at most 100 per effect" in refused.detail
        else:
            raise AssertionError(f"{spell}: forty token doublers were not refused")


def test_token_doubler_near_variants_stay_refused() -> None:
    assert probe_support("If an effect would create one or more tokens under your control, it creates twice that many "
                         "of those tokens instead.") == "full"
    assert probe_support("If one or more tokens would be created under your control, three times that many of those "
                         "tokens are created instead.") != "full"
    assert probe_support("If one or more tokens would be created under an opponent's control, twice that many of those "
                         "tokens are created instead.") != "full"
    assert probe_support("If you would create one or more creature tokens, instead create twice that many of those "
                         "tokens.") != "full"
    assert probe_support("Until end of turn, if one or more tokens would be created under your control, twice that "
                         "many of those tokens are created instead.") != "full"


# --- "that many plus one / twice that many +1/+1 counters" (CR 614.1a, 122.6, 616.1) ---------------------------------

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
GROWTH = {"name": "Probe Growth", "types": ["Instant"], "mana_cost": "{G}", "colors": ["G"],
          "abilities": [{"kind": "spell", "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1,
                                                     "target": "creature"}}]}
HYDRA = {"name": "Probe Hydra", "types": ["Creature"], "subtypes": ["Hydra"], "power": 0, "toughness": 0,
         "mana_cost": "{2}{G}", "colors": ["G"], "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": 2}]}


def _counters(done: dict[str, Any], permanent_id: str) -> dict[str, int]:
    return dict(next(p for p in done["state"]["battlefield"] if p["id"] == permanent_id).get("counters") or {})


def test_614_1a_more_counters_plus_one_then_twice_on_your_own_permanents_and_as_they_enter() -> None:
    scales = mtgjson_full_definition("KTK", "Hardened Scales")
    assert scales["abilities"] == [{"kind": "more_counters", "mode": "plus_one", "counter": "+1/+1",
                                    "recipients_any_of": ["creature"]}]
    crystal = mtgjson_full_definition("FIN", "The Earth Crystal")
    assert any(a.get("kind") == "more_counters" and a["mode"] == "twice" for a in crystal["abilities"])
    cards = (scales, crystal, BEAR, GROWTH, HYDRA)
    hand = {"hand": [{"id": "g", "card": "Probe Growth"}, {"id": "h", "card": "Probe Hydra"}], "mana_pool": {"G": 4}}
    field = [_on("s", scales["name"]), _on("b", "Probe Bear"), _on("o", "Probe Bear", "bob")]
    one = _run(state(alice=hand, battlefield=field), [{"type": "cast", "card": "g", "choices": {"targets": ["b"]}},
                                                       {"type": "resolve"}], *cards)
    assert _counters(one, "b") == {"+1/+1": 2}
    assert any(e["type"] == "counters_increased" for e in one["events"])
    theirs = _run(state(alice=hand, battlefield=field), [{"type": "cast", "card": "g", "choices": {"targets": ["o"]}},
                                                          {"type": "resolve"}], *cards)
    assert _counters(theirs, "o") == {"+1/+1": 1}  # an opponent's creature: not "a creature you control"
    entered = _run(state(alice=hand, battlefield=field), [{"type": "cast", "card": "h"}, {"type": "resolve"}], *cards)
    assert _counters(entered, "h") == {"+1/+1": 3}  # entering with two: "put on" includes entering with them (122.6)
    both = _run(state(alice=hand, battlefield=[*field, _on("c", crystal["name"])]),
                [{"type": "cast", "card": "g", "choices": {"targets": ["b"]}}, {"type": "resolve"}], *cards)
    assert _counters(both, "b") == {"+1/+1": 4}  # plus one, then twice (616.1: the most counters)


def test_more_counters_reads_any_noun_you_control_and_near_variants_stay_refused() -> None:
    for name in ("Mauhúr, Uruk-hai Captain",):
        assert any(a.get("kind") == "more_counters" for a in mtgjson_full_definition("LTR", name)["abilities"])
    kami = mtgjson_full_definition("MOM", "Kami of Whispered Hopes")
    assert any(a.get("recipients_any_of") == ["permanent"] for a in kami["abilities"])
    assert probe_support("If one or more +1/+1 counters would be put on a creature an opponent controls, that many "
                         "plus one +1/+1 counters are put on it instead.") != "full"
    assert probe_support("If one or more -1/-1 counters would be put on a creature you control, that many plus one "
                         "-1/-1 counters are put on it instead.") != "full"
    assert probe_support("If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 "
                         "counters are put on that permanent instead.") != "full"
    assert probe_support("If one or more +1/+1 counters would be put on a creature you control, that many plus two "
                         "+1/+1 counters are put on it instead.") != "full"


# --- "those tokens plus an additional <predefined> token" (CR 614.1a, 111.10, 616.1) -----------------------------------

def test_614_1a_an_additional_treasure_only_when_treasures_are_created_and_doubled_with_them() -> None:
    xorn = mtgjson_full_definition("AFR", "Xorn")
    assert {"kind": "additional_token", "token": "Treasure", "if_created": "Treasure"} in xorn["abilities"]
    adrix = mtgjson_full_definition("C21", "Adrix and Nev, Twincasters")
    hand = {"hand": [{"id": "r", "card": "Probe Riches"}, {"id": "i", "card": "Probe Incubation"}],
            "mana_pool": {"R": 2}}
    cast = [{"type": "cast", "card": "r"}, {"type": "resolve"}]
    cards = (xorn, adrix, TREASURES, INCUBATE)
    one = _run(state(alice=hand, battlefield=[_on("x", "Xorn")]), cast, *cards)
    assert [t["card"]["subtypes"] for t in _tokens(one, "alice")] == [["Treasure"]] * 3
    assert any(e["type"] == "token_added" and e["by"] == "x" for e in one["events"])
    # with a doubler: the added Treasure first, then all doubled (616.1: the order that creates the most)
    both = _run(state(alice=hand, battlefield=[_on("x", "Xorn"), _on("a", adrix["name"])]), cast, *cards)
    assert len(_tokens(both, "alice")) == 6
    # an Incubator is no Treasure: nothing added
    incubated = _run(state(alice=hand, battlefield=[_on("x", "Xorn")]),
                     [{"type": "cast", "card": "i"}, {"type": "resolve"}], *cards)
    assert len(_tokens(incubated, "alice")) == 1


def test_an_additional_food_for_any_tokens_and_near_variants_stay_refused() -> None:
    peregrin = mtgjson_full_definition("LTR", "Peregrin Took")
    assert {"kind": "additional_token", "token": "Food"} in peregrin["abilities"]
    hand = {"hand": [{"id": "i", "card": "Probe Incubation"}], "mana_pool": {"R": 1}}
    done = _run(state(alice=hand, battlefield=[_on("p", "Peregrin Took")]),
                [{"type": "cast", "card": "i"}, {"type": "resolve"}], peregrin, INCUBATE)
    assert sorted(t["card"]["subtypes"][0] for t in _tokens(done, "alice")) == ["Food", "Incubator"]
    assert probe_support("If you would create one or more Treasure tokens, instead create those tokens plus an "
                         "additional Spirit token.") != "full"
    assert probe_support("If you would create one or more Treasure tokens, instead create those tokens plus two "
                         "additional Treasure tokens.") != "full"
    assert probe_support("If an opponent would create one or more Treasure tokens, instead create those tokens plus an "
                         "additional Treasure token.") != "full"


# --- "This ability triggers only once each turn." on "Whenever one or more +1/+1 counters are put on ~" (CR 603.2) -----

def test_603_2_counters_put_on_itself_triggers_only_once_each_turn() -> None:
    duelist = mtgjson_full_definition("MOM", "Dusk Legion Duelist")
    trigger = next(a for a in duelist["abilities"] if a.get("trigger") == "s26mh_counters_put_on_self")
    assert trigger["max_per_turn"] == 1
    hand = {"hand": [{"id": "g1", "card": "Probe Growth"}, {"id": "g2", "card": "Probe Growth"}], "mana_pool": {"G": 2}}
    game = state(alice=hand, battlefield=[_on("d", duelist["name"])])
    grow = [{"type": "cast", "card": "g1", "choices": {"targets": ["d"]}}, {"type": "resolve"}, {"type": "resolve"},
            {"type": "cast", "card": "g2", "choices": {"targets": ["d"]}}, {"type": "resolve"}]
    done = _run(game, grow, duelist, GROWTH)
    assert _counters(done, "d") == {"+1/+1": 2}
    assert not done["state"]["stack"]  # the second time: no trigger
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert len(alice["hand"]) == 1  # one card drawn in all
    assert probe_support("Whenever one or more +1/+1 counters are put on ~, draw a card. This ability triggers only "
                         "twice each turn.") != "full"


def test_614_1a_more_counters_on_an_artifact_or_creature_you_control() -> None:
    ozolith = mtgjson_full_definition("MOM", "Ozolith, the Shattered Spire")
    assert any(a.get("recipients_any_of") == ["artifact_or_creature"] for a in ozolith["abilities"])
    rock = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{1}"}
    oil = {"name": "Probe Oil", "types": ["Instant"], "mana_cost": "{G}", "colors": ["G"],
           "abilities": [{"kind": "spell", "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 2,
                                                      "target": "artifact"}}]}
    game = state(alice={"hand": [{"id": "g", "card": "Probe Oil"}], "mana_pool": {"G": 1}},
                 battlefield=[_on("z", ozolith["name"]), _on("r", "Probe Rock")])
    done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["r"]}}, {"type": "resolve"}],
                ozolith, rock, oil)
    assert _counters(done, "r") == {"+1/+1": 3}
    assert probe_support("If one or more +1/+1 counters would be put on an artifact or creature you control, that many "
                         "plus one +1/+1 counters are put on that creature instead.") != "full"
    assert probe_support("If one or more +1/+1 counters would be put on an artifact or creature, that many plus one "
                         "+1/+1 counters are put on it instead.") != "full"
