"""s14-r2players: constructions for Bloomburrow's second pass (issue 24), read from Oracle text and
played by the engine: mana kept as steps and phases end (CR 500.4, 514.2)."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, run_with_cards, state

COLLECTOR_TEXT = (
    "First strike\nWhenever Brazen Collector attacks, add {R}. Until end of turn, you don't lose this mana "
    "as steps and phases end."
)


def _collector() -> dict[str, Any]:
    return read_full_definition("Brazen Collector", "Creature — Raccoon Rogue", COLLECTOR_TEXT, "{1}{R}", ("2", "1"))


def _attack(extra_actions: list[dict[str, Any]], pool: dict[str, int] | None = None) -> dict[str, Any]:
    battlefield = [{"id": "bc", "card": "Brazen Collector", "controller": "alice", "controlled_since_turn": 1}]
    game = state(step="declare_attackers", battlefield=battlefield, alice={"mana_pool": pool or {}})
    attack = {"type": "declare_attackers", "attackers": [{"id": "bc", "defending": "bob"}]}
    return run_with_cards(game, [attack, {"type": "resolve"}, *extra_actions], _collector())


def test_500_4_brazen_collector_reads_as_kept_mana_on_its_attack_trigger() -> None:
    ability = _collector()["abilities"][0]
    assert ability == {
        "kind": "triggered",
        "trigger": "attacks",
        "effect": {"kind": "add_mana", "mana": "{R}", "kept_until_end_of_turn": True},
    }


def test_500_4_the_kept_mana_stays_as_steps_and_phases_end() -> None:
    steps = [{"type": "next_step"}] * 5  # blockers, first-strike damage, damage, end of combat, main 2
    result = _attack(steps)
    alice = player_of(result, "alice")
    assert result["state"]["step"] == "postcombat_main"
    assert alice["mana_pool"]["R"] == 1 and alice["kept_mana"] == {"W": 0, "U": 0, "B": 0, "R": 1, "G": 0, "C": 0}
    assert not [e for e in events_of(result, "mana_emptied") if e["player"] == "alice"]


def test_500_4_other_mana_in_the_pool_still_empties() -> None:
    result = _attack([{"type": "next_step"}], pool={"R": 2, "G": 1})
    alice = player_of(result, "alice")
    assert alice["mana_pool"]["R"] == 1 and alice["mana_pool"]["G"] == 0
    emptied = events_of(result, "mana_emptied")
    assert emptied[0]["lost"] == "{R}{R}{G}" and emptied[0]["kept"] == "{R}"
    assert "CR 514.2" in emptied[0]["cites"]


def test_514_2_the_kept_mana_empties_as_the_cleanup_step_ends() -> None:
    steps = [{"type": "next_step"}] * 8  # ... main 2, end step, cleanup, the next turn
    result = _attack(steps)
    alice = player_of(result, "alice")
    assert result["state"]["step"] == "untap"
    assert alice["mana_pool"]["R"] == 0 and "kept_mana" not in alice
    assert events_of(result, "mana_emptied")[-1]["lost"] == "{R}"


def test_keep_mana_near_variants_do_not_read() -> None:
    for text in (
        "Whenever Test Z attacks, add {R}. Until end of turn, you don't lose this mana as turns end.",
        "Whenever Test Z attacks, draw a card. Until end of turn, you don't lose this mana as steps and phases end.",
    ):
        reading = read_card(CardFacts("Test Z", "{R}", "Creature — Raccoon", text, "1", "1"))
        assert reading.support != "full", text


TRUCE_TEXT = (
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card "
    "before its other effects.)\nYou and permanents you control gain hexproof until end of turn. If the gift "
    "was promised, permanents you control also gain indestructible until end of turn."
)


def _truce() -> dict[str, Any]:
    return read_full_definition("Dawn's Truce", "Instant", TRUCE_TEXT, "{1}{W}")


def test_702_11c_you_and_permanents_gain_hexproof_reads_as_player_keywords_and_a_pump() -> None:
    abilities = _truce()["abilities"]
    assert abilities[1]["effect"] == {"kind": "player_gains_keywords", "keywords": ["hexproof"]}
    assert abilities[2]["effect"]["kind"] == "pump" and abilities[2]["effect"]["keywords"] == ["hexproof"]
    assert abilities[2]["effect"]["target"] == "all:you_control"
    assert abilities[3]["condition"] == "gift_promised"


def test_702_11c_the_players_hexproof_refuses_an_opponents_target_and_ends_in_cleanup() -> None:
    game = state(
        alice={"mana_pool": {"W": 1, "C": 1}, "hand": [{"id": "dt", "card": "Dawn's Truce"}]},
        battlefield=[{"id": "b", "card": "Grizzly Bears", "controller": "alice"}],
    )
    result = run_with_cards(game, [{"type": "cast", "card": "dt"}, {"type": "resolve"}], _truce())
    alice = player_of(result, "alice")
    assert alice["keywords"] == ["hexproof"] and alice["keywords_until_end_of_turn"] == ["hexproof"]
    later = run_with_cards(
        result["state"], [{"type": "next_step"}] * 9, _truce()
    )  # combat, main 2, end step, cleanup, the next turn
    assert "keywords" not in player_of(later, "alice")
    assert "CR 514.2" in events_of(later, "player_keywords_ended")[0]["cites"]


def test_player_keywords_a_keyword_the_player_had_stays_after_cleanup() -> None:
    game = state(
        alice={"mana_pool": {"W": 1, "C": 1}, "hand": [{"id": "dt", "card": "Dawn's Truce"}], "keywords": ["hexproof"]},
    )
    result = run_with_cards(
        game, [{"type": "cast", "card": "dt"}, {"type": "resolve"}] + [{"type": "next_step"}] * 9, _truce()
    )
    assert player_of(result, "alice")["keywords"] == ["hexproof"]
    assert not events_of(result, "player_keywords_ended")


def test_you_and_gain_near_variants_do_not_read() -> None:
    for text in (
        "You and permanents you control gain flying until end of turn.",
        "You and permanents you control gain hexproof.",
        "You and permanents you control gain hexproof until your next turn.",
        "You and permanents you control gain hexproof until end of combat.",
    ):
        reading = read_card(CardFacts("Test Z", "{W}", "Instant", text))
        assert reading.support != "full", text
