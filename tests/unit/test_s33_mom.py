"""Session 33, group mom (docs/oracle-s33-mom.md): general constructions read from the real Oracle text of the
fixture sets (March of the Machine and others) and played by the engine."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

# --- "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color."
# (CR 605.1b, 106.12a, 106.1) ------------------------------------------------------------------------------------

def test_605_1b_enchanted_land_adds_an_additional_one_mana_of_any_color_its_controller_chooses() -> None:
    cards = [mtgjson_full_definition(code, name) for code, name in (
        ("MOM", "Blighted Burgeoning"), ("AFC", "Fertile Ground"), ("M14", "Verdant Haven"),
        ("MKM", "Buried in the Garden"))]
    for card in cards:
        assert {"kind": "mana_trigger", "watch": "enchanted_land", "add": "any_color"} in card["abilities"]
    burgeoning, fertile = cards[0], cards[1]
    field = [on_battlefield("forest", "Forest", "bob"), on_battlefield("b", "Blighted Burgeoning", attached_to="forest"),
             on_battlefield("f", "Fertile Ground", attached_to="forest")]
    tap = {"type": "tap_for_mana", "player": "bob", "permanent": "forest", "ability": 0,
           "choices": {"mana_colors": ["R", "G"]}}
    done = _run(state(battlefield=field), [tap], burgeoning, fertile)
    added = events_of(done, "mana_triggered")
    assert [(e["player"], e["source"], e["mana"]) for e in added] == [("bob", "b", "{R}"), ("bob", "f", "{G}")]
    assert {"CR 605.1b", "CR 106.12a"} <= set(added[0]["cites"]) and done["state"]["stack"] == []
    pool = player_of(done, "bob")["mana_pool"]
    assert (pool["R"], pool["G"]) == (1, 2)
    # colorless is no color (CR 106.1), and each such mana needs its color once any is named
    for wrong in (["C", "G"], ["R"]):
        with pytest.raises(IllegalAction):
            _run(state(battlefield=field), [{**tap, "choices": {"mana_colors": wrong}}], burgeoning, fertile)
    # near variants the engine does not implement stay refused
    aura = "Enchantment — Aura"
    for text in ("Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional two "
                 "mana of any color.",
                 "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional one "
                 "mana of any color that land could produce."):
        assert probe_support(text, aura, None) != "full"


# --- "Create two 1/1 red Elemental creature tokens. They gain haste. Sacrifice them at the beginning of the next end
# step." (CR 611.2a, 608.2c, 603.7) -----------------------------------------------------------------------------------

def test_611_2a_tokens_just_created_gain_haste_indefinitely_and_are_sacrificed_at_the_next_end_step() -> None:
    chandra = mtgjson_set("M20")["Chandra, Acolyte of Flame"]
    line = next(text for text in chandra["text"].split("\n") if text.startswith("[0]: Create"))
    sentence = line.removeprefix("[0]: ")
    assert sentence == ("Create two 1/1 red Elemental creature tokens. They gain haste. Sacrifice them at the "
                        "beginning of the next end step.")
    reading = read_card(CardFacts(name=chandra["name"], mana_cost=chandra["manaCost"], type_line=chandra["type"],
                                  oracle_text=chandra["text"], loyalty=chandra.get("loyalty")))
    assert line not in reading.not_modelled  # (her -2 stays refused: cast during the resolution, paying its cost)
    spell = read_full_definition("Probe Flames", "Sorcery", sentence, "{R}")
    assert spell["abilities"][1]["effect"] == {"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                               "duration": "indefinitely", "keywords": ["haste"]}
    game = state(alice={"hand": [{"id": "s", "card": "Probe Flames"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], spell)
    tokens = [p for p in done["state"]["battlefield"] if isinstance(p["card"], dict)]
    assert len(tokens) == 2 and all("haste" in p["characteristics"]["keywords"] for p in tokens)
    later = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}, *[{"type": "next_step"}] * 5,
                        {"type": "resolve"}, {"type": "resolve"}], spell)  # one delayed sacrifice per token
    assert later["state"]["step"] == "end" and not [p for p in later["state"]["battlefield"]
                                                    if isinstance(p["card"], dict)]
    # near variants stay refused: a change of power/toughness with no duration, "they" after no token
    assert probe_support("Create two 1/1 red Elemental creature tokens. They get +1/+0.", "Sorcery", None) != "full"
    assert probe_support("Destroy target creature. They gain haste.", "Sorcery", None) != "full"


# --- "... you may <action>[. If you do, <effects>]. Do this only once each turn." (CR 603.5, 608.2d) ----------------

def test_603_5_do_this_only_once_each_turn_limits_the_optional_part_not_the_trigger() -> None:
    paragon, gremlin = mtgjson_full_definition("MH2", "Nykthos Paragon"), mtgjson_full_definition("DSK",
                                                                                                  "Irreverent Gremlin")
    assert paragon["abilities"][-1]["optional"] and paragon["abilities"][-1]["s33mom_once_each_turn"]
    assert gremlin["abilities"][-1]["optional_action"] == {"action": "discard", "amount": 1}
    assert gremlin["abilities"][-1]["s33mom_once_each_turn"]
    salve = read_full_definition("Probe Salve", "Instant", "You gain 2 life.", "{W}")
    game = state(alice={"hand": [{"id": "s1", "card": "Probe Salve"}, {"id": "s2", "card": "Probe Salve"}],
                        "mana_pool": {"W": 2}}, battlefield=[on_battlefield("p", "Nykthos Paragon")])
    yes = {"type": "resolve", "choices": {"pay_optional_cost": True}}
    first = [{"type": "cast", "card": "s1"}, {"type": "resolve"}, yes]
    done = _run(game, first, paragon, salve)
    assert permanent(done, "p")["counters"] == {"+1/+1": 2}
    assert list(permanent(done, "p")["triggered_this_turn"].values()) == [1]  # "<index>:done"
    again = [*first, {"type": "cast", "card": "s2"}, {"type": "resolve"}]
    with pytest.raises(IllegalAction):  # the optional part was done this turn: no "yes" any more
        _run(game, [*again, yes], paragon, salve)
    declined = _run(game, [*again, {"type": "resolve"}], paragon, salve)
    assert permanent(declined, "p")["counters"] == {"+1/+1": 2}
    assert events_of(declined, "optional_cost_declined")[-1]["cost"] == "done once this turn already"
    # the next turn it may be done again (the record starts again as a turn begins)
    assert not any(p.get("triggered_this_turn") for p in _run(
        game, [*first, *[{"type": "next_step"}] * 6, {"type": "next_step"}, {"type": "next_step"}], paragon, salve
    )["state"]["battlefield"] if p["id"] == "p")
    # near variants stay refused: without a "you may", on an activated ability, on a spell
    for text, type_line in (("Whenever you gain life, put a +1/+1 counter on each creature you control. Do this only "
                             "once each turn.", "Creature — Probe"),
                            ("{T}: Draw a card. Do this only once each turn.", "Creature — Probe"),
                            ("You may draw a card. Do this only once each turn.", "Sorcery")):
        assert probe_support(text, type_line) != "full"


# --- "Creatures and nonbasic lands your opponents control enter the battlefield tapped." (CR 614.1c, 205.4c) --------

def test_614_1c_creatures_and_nonbasic_lands_of_opponents_enter_tapped() -> None:
    thalia = mtgjson_full_definition("EMN", "Thalia, Heretic Cathar")
    both = [{"kind": "opponents_enter_tapped", "types": ["creature"]},
            {"kind": "opponents_enter_tapped", "types": ["land"], "s31stdbb_nonbasic": True}]
    for card in (thalia, mtgjson_full_definition("MOM", "Thalia and The Gitrog Monster")):
        assert [a for a in card["abilities"] if a["kind"] == "opponents_enter_tapped"] == both
    vista = read_full_definition("Probe Vista", "Land", "{T}: Add {C}.", "")
    hand = [{"id": "v", "card": "Probe Vista"}, {"id": "f", "card": "Forest"}, {"id": "c", "card": "Probe Bear"},
            {"id": "v2", "card": "Probe Vista"}]
    bear = read_full_definition("Probe Bear", "Creature — Bear", "", "{1}{G}", ("2", "2"))
    game = state(alice={"hand": [hand[3]]}, bob={"hand": hand[:3]}, battlefield=[on_battlefield("t", "Thalia, Heretic Cathar")])
    put = [{"type": "put_onto_battlefield", "player": who, "card": card, "from": "hand"}
           for who, card in (("bob", "v"), ("bob", "f"), ("bob", "c"), ("alice", "v2"))]
    done = _run(game, put, thalia, vista, bear)
    assert {p["id"]: p["tapped"] for p in done["state"]["battlefield"]} == {"t": False, "v": True, "f": False,
                                                                           "c": True, "v2": False}
    # near variants stay refused: "basic lands", no "your opponents control"
    for text in ("Creatures and basic lands your opponents control enter the battlefield tapped.",
                 "Creatures and nonbasic lands enter the battlefield tapped."):
        assert probe_support(text) != "full"


# --- "As long as ~'s power is 5 or greater [~ has three or more +1/+1 counters on it], it can attack as though it
# didn't have defender." (CR 702.3b, 611.3a) --------------------------------------------------------------------------

def test_702_3b_attacks_despite_defender_while_its_own_power_or_counters_reach_a_number() -> None:
    depthguard = mtgjson_full_definition("MOM", "Karsus Depthguard")
    phantasm = mtgjson_full_definition("GRN", "Thoughtbound Phantasm")
    assert {"kind": "attacks_as_though_no_defender", "s33mom_self_with": "creature:power>=5"} in depthguard["abilities"]
    assert {"kind": "attacks_as_though_no_defender",
            "s33mom_self_with": "creature:with_counters_3_+1/+1"} in phantasm["abilities"]
    to_combat = [{"type": "next_step"}, {"type": "next_step"}]
    need = 5 - depthguard["power"]  # +1/+1 counters to reach power 5
    for card, small, big in ((depthguard, {"+1/+1": need - 1}, {"+1/+1": need}),
                             (phantasm, {"+1/+1": 2}, {"+1/+1": 3})):
        with pytest.raises(IllegalAction, match=r"(?i)defender"):  # Depthguard's power 4, Phantasm's two counters
            _run(state(battlefield=[on_battlefield("d", card["name"], counters=small)]),
                 [*to_combat, attack("d")], card)
        done = _run(state(battlefield=[on_battlefield("d", card["name"], counters=big)]), [*to_combat, attack("d")], card)
        assert done["state"]["combat"]["attackers"][0]["id"] == "d"
    # near variants stay refused: toughness, another ability under the power condition
    for text in ("As long as ~'s toughness is 5 or greater, it can attack as though it didn't have defender.",
                 "As long as ~'s power is 5 or greater, ~ can't be blocked."):
        assert probe_support(text) != "full"


# --- "Whenever an opponent draws their second card each turn, <effects>." (CR 121.2, 603.2) ---------------------------

def test_603_2_an_opponents_second_card_drawn_each_turn_triggers_once() -> None:
    mastermind = mtgjson_full_definition("MOM", "Faerie Mastermind")
    trigger = next(a for a in mastermind["abilities"] if a.get("trigger") == "opponent_draws")
    assert trigger["nth_each_turn"] == 2 and trigger["effect"] == {"kind": "draw", "amount": 1, "player": "you"}
    one, two = (read_full_definition(f"Probe {n}", "Sorcery", f"Target player draws {w}.", "{U}")
                for n, w in (("Glimpse", "a card"), ("Study", "two cards")))
    library = [{"id": f"l{i}", "card": "Forest"} for i in range(6)]
    game = state(alice={"hand": [{"id": "g", "card": "Probe Glimpse"}, {"id": "s", "card": "Probe Study"}],
                        "mana_pool": {"U": 2}, "library": library},
                 bob={"library": [{"id": f"b{i}", "card": "Forest"} for i in range(6)]},
                 battlefield=[on_battlefield("m", "Faerie Mastermind")])
    glimpse = [{"type": "cast", "card": "g", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    first = _run(game, glimpse, mastermind, one, two)
    assert not events_of(first, "trigger_put_on_stack")  # bob's first card this turn
    done = _run(game, [*glimpse, {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "resolve"}], mastermind, one, two)
    assert len(events_of(done, "trigger_put_on_stack")) == 1  # his second card, not his third (CR 603.2)
    assert len(player_of(done, "alice")["hand"]) == 1 and done["state"]["stack"] == []
    # near variants stay refused: "draws a card for the first time", a draw of "each player"
    for text in ("Whenever an opponent draws their second card each turn, that player discards a card at random.",
                 "Whenever a player draws their second card each turn, you draw a card."):
        assert probe_support(text) != "full"
