"""The last Core Set 2019 cards (s13-m19final, docs/oracle-m19final.md), read from real Oracle text
and played: Enigma Drake's characteristic-defining ability counting the instant and sorcery cards in
its controller's graveyard (CR 604.3, 613.4a, 205.2a)."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import permanent, run_with_cards, state
from tests.unit.conftest import read_full_definition as _read

ENIGMA_DRAKE = (
    "Enigma Drake",
    "Creature — Drake",
    "Flying\nEnigma Drake's power is equal to the number of instant and sorcery cards in your graveyard.",
    "{1}{U}{R}",
    ("*", "4"),
)


def _drake_with(graveyard: list[str], theirs: list[str]) -> dict[str, Any]:
    definition = _read(*ENIGMA_DRAKE)
    game = state(
        battlefield=[{"id": "drake", "card": "Enigma Drake", "controller": "alice", "controlled_since_turn": 1}],
        alice={"graveyard": [{"id": f"a{n}", "card": name} for n, name in enumerate(graveyard)]},
        bob={"graveyard": [{"id": f"b{n}", "card": name} for n, name in enumerate(theirs)]},
    )
    return run_with_cards(game, [], definition)


def test_604_3_enigma_drake_reads_full_counting_instants_and_sorceries() -> None:
    definition = _read(*ENIGMA_DRAKE)
    assert {"kind": "pt_equal_to_count", "count": "cards_in_your_graveyard", "card_types": ["instant", "sorcery"],
            "sets": "power"} in definition["abilities"]


def test_604_3_enigma_drakes_power_counts_its_controllers_instant_and_sorcery_cards_only() -> None:
    # two instants and a sorcery in alice's graveyard, a creature card beside them; bob's instant isn't hers
    result = _drake_with(["Lightning Bolt", "Lightning Bolt", "Divination", "Grizzly Bears"], ["Lightning Bolt"])
    drake = permanent(result, "drake")["characteristics"]
    assert (drake["power"], drake["toughness"]) == (3, 4)


def test_604_3_enigma_drake_with_an_empty_graveyard_is_0_4() -> None:
    drake = permanent(_drake_with([], ["Divination"]), "drake")["characteristics"]
    assert (drake["power"], drake["toughness"]) == (0, 4)


def test_near_variants_of_the_count_are_not_read() -> None:
    def support(text: str) -> str:
        return read_card(CardFacts("Test Drake", "{3}", "Creature — Drake", text, "*", "4")).support

    assert support("Test Drake's power is equal to the number of instant and sorcery cards in your library.") != "full"
    assert support("Test Drake's power is equal to the number of instant and instant cards in your graveyard.") != "full"
    assert support("Test Drake's power is equal to the number of instant and sorcery cards in all graveyard.") != "full"
