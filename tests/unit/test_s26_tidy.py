"""Session 26, group tidy (docs/s26-tidy.md): structural debts of sessions 24-25 paid without changing what the reader
and the engine answer: one joiner of delayed exiles, one hook for the delayed abilities at end of combat, the age-counter
count checked where it is lowered, the paragraph join all or nothing, cumulative upkeep and {S} payments bounded."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from app.engine.cards import S25khcCumulativeUpkeepEffect
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs
from app.engine.rules.s25khc_cumulative_upkeep import total_cost
from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent
from tests.unit.test_s24_isd import GEIST
from tests.unit.test_s25_khc import GOO_LINE, PHANTASM

# --- one joiner of a delayed exile to the token made before it (CR 603.7) ---------------------------------------------


def test_603_7_one_joiner_reads_both_delayed_exiles_and_refuses_the_same_lines() -> None:
    copy = read_composed("When ~ enters, create a token that's a copy of ~. Exile that token at the beginning of the "
                         "next end step.", is_spell=False)
    assert copy.abilities is not None and copy.abilities[0]["effect"]["exile_at"] == "next_end_step"
    geist = read_full_definition(*GEIST)
    assert geist["abilities"][0]["effect"]["exile_at"] == "end_of_combat"
    for line in ("When ~ enters, exile that token at the beginning of the next end step.",
                 "Whenever ~ attacks, draw a card. Exile that token at end of combat."):
        found = read_composed(line, is_spell=False)
        assert found.abilities is None and "without one token created" in (found.reason or "")


# --- the delayed abilities at end of combat: one hook (CR 511.2, 603.7b, 603.3b) --------------------------------------

DECAYED = ("Decayed Probe", "Creature — Zombie", "Decayed (This creature can't block. When it attacks, sacrifice it at "
           "end of combat.)", "{B}", ("2", "2"))


def test_511_2_every_delayed_ability_at_end_of_combat_triggers_once_from_one_hook() -> None:
    geist, decayed = read_full_definition(*GEIST), read_full_definition(*DECAYED)
    waiting = {"controller": "alice", "at": "end_of_combat", "action": "return_to_hand", "objects": ["x"]}
    game = state(step="declare_attackers", battlefield=[_on("g", "Geist of Saint Traft"), _on("d", "Decayed Probe")],
                 delayed_triggers=[waiting])
    attack = {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}, {"id": "d", "defending": "bob"}]}
    step, resolve = {"type": "next_step"}, {"type": "resolve"}
    done = _run(game, [attack, resolve, resolve, step, step, step], geist, decayed)
    assert done["state"]["step"] == "end_of_combat"
    # both delayed abilities on the stack, put in the order they were made (the Angel token's exile first): the decayed
    # sacrifice, made second, on top
    assert [d["action"] for d in events_of(done, "delayed_trigger_created")] == ["exile", "sacrifice"]
    assert [item["trigger_event"] for item in done["state"]["stack"]] == ["delayed:sacrifice", "delayed:exile"]
    assert [d["action"] for d in done["state"]["delayed_triggers"]] == ["return_to_hand"]  # no rule fires it: it stays
    done = _run(game, [attack, resolve, resolve, step, step, step, resolve, resolve], geist, decayed)
    assert [p["card"] for p in done["state"]["battlefield"]] == ["Geist of Saint Traft"]
    assert not events_of(done, "delayed_trigger_created")[2:]  # nothing fired twice


# --- "for each age counter on it / ~" checked where it is lowered (CR 122.1, 608.2h) ----------------------------------


def test_122_1_age_counter_counts_read_only_where_it_and_tilde_are_the_source() -> None:
    read = [("When ~ dies, draw a card for each age counter on it.", False),
            ("When ~ is put into a graveyard from the battlefield, you lose 2 life for each age counter on it.", False),
            ("{T}: ~ deals damage equal to the number of age counters on it to target creature.", False),
            ("At the beginning of your end step, draw a card for each age counter on ~.", False)]
    refused = [("At the beginning of your end step, draw a card for each age counter on it.", False),
               ("When ~ enters or dies, draw a card for each age counter on it.", False),
               ("You gain 1 life for each age counter on ~.", True)]
    for line, is_spell in read:
        assert read_composed(line, is_spell=is_spell).abilities is not None, line
    for line, is_spell in refused:
        assert read_composed(line, is_spell=is_spell).abilities is None, line
    goo = read_full_definition("Goo Probe", "Creature — Ooze", "~ gets +1/+1 for each age counter on it.", "{R}",
                               ("2", "2"))
    assert goo["abilities"] == [{"kind": "s25khc_self_counter_pump", "counter": "age", "power": 1, "toughness": 1}]


# --- s25-stda's paragraph join, all or nothing (CR 608.2c) ------------------------------------------------------------


def test_608_2c_a_joined_paragraph_that_does_not_read_leaves_the_one_before_read_alone() -> None:
    # Feed the Clan's own "... instead if you control a creature with power 4 or greater." reads since s28-otj: a
    # condition the reader doesn't know keeps the paragraph unread
    ferocious = "Ferocious — You gain 10 life instead if an opponent has more cards in hand than you."
    clan = read_card(CardFacts(name="Feed the Probe", mana_cost="{1}{G}", type_line="Instant",
                               oracle_text=f"You gain 5 life.\n{ferocious}"))
    assert clan.support == "partial" and clan.not_modelled == [ferocious]
    assert clan.definition is not None
    # (before: the two paragraphs joined failed as one, and the card was read "none", its first paragraph lost)
    assert clan.definition["abilities"] == [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 5,
                                                                           "player": "you"}}]


# --- bounds: cumulative upkeep, many {S} (CR 702.24b, 107.4h) ---------------------------------------------------------


def test_702_24b_a_million_age_counters_cost_nothing_to_refuse_and_the_cost_is_built_at_once() -> None:
    phantasm = read_full_definition(*PHANTASM)
    goo = read_full_definition("Goo Probe", "Creature — Ooze", GOO_LINE, "{2}{R}", ("2", "2"))
    for card, name in ((phantasm, "Phobian Phantasm"), (goo, "Goo Probe")):
        game = state(step="untap", battlefield=[_on("p", name, counters={"age": 999_999})])
        with pytest.raises(IllegalAction, match="1000000 payments need at least 1000000 mana"):
            _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], card)
        done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": False}}], card)
        assert _permanent(done, "p") is None
    effect = S25khcCumulativeUpkeepEffect.model_validate({"kind": "cumulative_upkeep", "mana": "{1}{B}"})
    looped = costs.TotalCost(cites=total_cost(effect, 1).cites)
    for _ in range(3):
        looped = looped.plus(parse_mana_cost("{1}{B}"))
    assert total_cost(effect, 3) == looped
    big = total_cost(effect, 1_000_000)
    assert big.generic == 1_000_000 and big.colored == {"B": 1_000_000}


def test_107_4h_seven_snow_mana_and_a_hybrid_paid_where_the_greedy_choice_refused() -> None:
    cost = costs.TotalCost(hybrid=("U/B",), snow=7)
    pool = {"W": 0, "U": 1, "B": 0, "R": 0, "G": 7, "C": 0}
    assert costs._greedy_snow(pool, cost, {"U": 1, "G": 7}).count("U") == 1  # the greedy way spends the only {U}
    paid = costs.plan_payment(pool, cost, 0, {"U": 1, "G": 7})
    assert not paid.missing and paid.snow == {"G": 7} and paid.mana == {"U": 1, "G": 7}
    probe = read_full_definition("Snow Probe", "Snow Creature — Probe", "{S}{S}{S}{S}{S}{S}{S}{U/B}: Snow Probe gets "
                                 "+1/+1 until end of turn.", "{1}", ("1", "1"))
    game = state(battlefield=[_on("p", "Snow Probe")],
                 alice={"mana_pool": {"U": 1, "G": 7}, "snow_mana": {"U": 1, "G": 7}})
    done = _run(game, [{"type": "activate", "permanent": "p", "ability": 0}, {"type": "resolve"}], probe)
    assert events_of(done, "mana_paid")[-1]["snow_spent"] == {"G": 7}
    assert "snow_mana" not in player_of(done, "alice")
