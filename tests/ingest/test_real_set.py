"""A real core set, imported and played: Fourth Edition (tests/fixtures/sets/4ed.json, 368 cards
with their current Oracle text and keywords) through the MTGJSON importer, on SQLite and
PostgreSQL, then simulated over real HTTP.

Every card's claimed engine support is checked against the engine itself on a sample of each
class: a `full` creature's keywords decide combat (Serra Angel: flying and vigilance, with
their CR numbers), a `full` mana creature taps for its mana, a `partial` card's answer warns
about the ignored line, a `none` card is refused saying what is not modelled."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError
from sqlalchemy import select, update

from app.cards.models import Card
from app.db.session import session_context
from app.engine import CardDefinition
from tests.conftest import LiveApi
from tests.ingest.helpers import mtgjson

FOURTH_EDITION = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "4ed.json"


def _spell_abilities_exist() -> bool:
    """Whether this build's engine vocabulary has the `spell` ability kind (instants and sorceries)."""
    try:
        CardDefinition.model_validate(
            {"name": "Probe", "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
        )
    except ValidationError:
        return False
    return True


@pytest.fixture(scope="module")
def fourth(api: LiveApi) -> Iterator[LiveApi]:
    mtgjson(api.db, FOURTH_EDITION)
    yield api


def _supports(api: LiveApi) -> dict[str, Card]:
    with session_context(api.db.engine) as session:
        cards = session.scalars(select(Card).where(Card.set_code == "4ED")).all()
        for card in cards:
            session.expunge(card)
    return {card.name: card for card in cards}


def simulate(api: LiveApi, body: dict[str, Any]) -> Any:
    return api.client.post("/v1/simulate", json=body)


def _combat(attacker: str, blocker: str) -> dict[str, Any]:
    return {
        "state": {
            "turn": 3, "active_player": "alice", "step": "declare_attackers",
            "players": [{"id": "alice"}, {"id": "bob"}],
            "battlefield": [
                {"id": "a1", "card": attacker, "controller": "alice", "controlled_since_turn": 1},
                {"id": "b1", "card": blocker, "controller": "bob", "controlled_since_turn": 1},
            ],
        },
        "actions": [
            {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "a1", "defending": "bob"}]},
            {"type": "next_step"},
            {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "b1", "attacker": "a1"}]},
        ],
    }


def test_fourth_edition_imports_every_card_with_its_engine_support(fourth: LiveApi) -> None:
    cards = _supports(fourth)
    assert len(cards) == 368  # the basic lands' three arts are one card each
    classes = Counter(card.engine_support for card in cards.values())
    assert set(classes) == {"full", "partial", "none"}
    for card in cards.values():
        # a stored definition exactly when the engine can play the card, and it validates
        assert (card.definition is None) == (card.engine_support == "none"), card.name
        if card.definition is not None:
            CardDefinition.model_validate(card.definition)
        # full means nothing ignored; partial and none always say what is ignored
        assert (card.not_modelled == []) == (card.engine_support == "full"), card.name
    # Floor of this build: 311 of 368 full (84.5%): keywords, the effect vocabulary and its target
    # grammar, Auras, regeneration, prevention and modes, beginning-of-step, cast, state and event
    # triggers, activation costs and restrictions, continuous effects (62 of 368 without the
    # spell/effect vocabulary).
    assert classes["full"] / len(cards) >= (0.84 if _spell_abilities_exist() else 0.16)


def test_keywords_come_from_the_oracle_lines_with_their_parameters(fourth: LiveApi) -> None:
    cards = _supports(fourth)
    white_knight = cards["White Knight"]
    assert white_knight.engine_support == "full"
    assert white_knight.definition is not None
    assert white_knight.definition["keywords"] == ["first_strike", "protection:black"]
    assert white_knight.keywords == ["first_strike", "protection"]  # card data alone has no quality
    assert cards["Bog Wraith"].definition is not None and cards["Bog Wraith"].definition["keywords"] == ["swampwalk"]
    assert cards["Forest"].engine_support == "full"  # "({T}: Add {G}.)" is reminder text (CR 305.6)


def test_702_9b_full_flyer_cant_be_blocked_by_a_creature_without_flying_or_reach(fourth: LiveApi) -> None:
    response = simulate(fourth, _combat("Serra Angel", "Grizzly Bears"))
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["action_index"] == 2
    cited = {c["id"] for c in problem["citations"]}
    assert {"CR 702.9b", "CR 509.1b"} <= cited


def test_702_17b_reach_blocks_a_flyer_and_702_20b_vigilance_keeps_it_untapped(fourth: LiveApi) -> None:
    response = simulate(fourth, _combat("Serra Angel", "Giant Spider"))
    assert response.status_code == 200, response.text
    body = response.json()
    declared = next(e for e in body["events"] if e["type"] == "attackers_declared")
    assert declared["tapped"] == [] and "CR 702.20b" in declared["cites"]
    angel = next(p for p in body["state"]["battlefield"] if p["id"] == "a1")
    assert angel["tapped"] is False
    assert body["state"]["combat"]["attackers"][0]["blocked_by"] == ["b1"]
    assert body["warnings"] == []  # both cards are fully modelled


def test_full_mana_creature_taps_for_its_mana(fourth: LiveApi) -> None:
    body = {
        "state": {
            "turn": 3, "active_player": "alice", "step": "precombat_main",
            "players": [{"id": "alice"}, {"id": "bob"}],
            "battlefield": [{"id": "elf", "card": "Llanowar Elves", "controller": "alice", "controlled_since_turn": 1}],
        },
        "actions": [{"type": "tap_for_mana", "player": "alice", "permanent": "elf"}],
    }
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["state"]["players"][0]["mana_pool"]["G"] == 1
    assert result["warnings"] == []


def test_partial_card_answer_warns_about_the_ignored_line(fourth: LiveApi) -> None:
    body = _combat("Shivan Dragon", "Giant Spider")
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    warnings = response.json()["warnings"]
    assert warnings == [
        {"card": "Shivan Dragon", "object": "a1", "not_modelled": ["{R}: This creature gets +1/+0 until end of turn."]}
    ] or (_spell_abilities_exist() and warnings == [])


def test_partial_card_object_says_what_is_not_modelled(fourth: LiveApi) -> None:
    # Nether Shadow: haste is modelled, its graveyard upkeep trigger is not
    card = fourth.client.get("/v1/cards/named", params={"exact": "Nether Shadow"}).json()
    assert card["engine"] == {
        "support": "partial",
        "not_modelled": ["At the beginning of your upkeep, if this card is in your graveyard with three or more creature cards above it, you may put this card onto the battlefield."],
    }


def test_none_card_with_star_power_is_refused_not_played_as_a_zero_zero(fourth: LiveApi) -> None:
    # Gaea's Liege: its power depends on whether it attacks, a CDA no template reads
    body = _combat("Gaea's Liege", "Grizzly Bears")
    response = simulate(fourth, body)
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["type"].endswith("/invalid-state")
    error = problem["errors"][0]
    assert error["path"] == "battlefield[0].card" and error["card"] == "Gaea's Liege"
    assert "power/toughness */*" in error["not_modelled"]
    assert "Gaea's Liege" in problem["detail"]


def test_303_4_full_aura_holy_strength_enchants_a_grizzly_bears(fourth: LiveApi) -> None:
    card = fourth.client.get("/v1/cards/named", params={"exact": "Holy Strength"}).json()
    assert card["engine"] == {"support": "full", "not_modelled": []}
    body = {
        "state": {
            "turn": 3, "active_player": "alice", "step": "precombat_main",
            "players": [{"id": "alice", "mana_pool": {"W": 1}, "hand": [{"id": "hs", "card": "Holy Strength"}]},
                        {"id": "bob"}],
            "battlefield": [{"id": "gb", "card": "Grizzly Bears", "controller": "bob"}],
        },
        "actions": [{"type": "cast", "player": "alice", "card": "hs", "choices": {"targets": ["gb"]}},
                    {"type": "resolve"}],
    }
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["warnings"] == []
    bears = next(p for p in result["state"]["battlefield"] if p["id"] == "gb")
    aura = next(p for p in result["state"]["battlefield"] if p["id"] == "hs")
    assert aura["attached_to"] == "gb"
    assert (bears["characteristics"]["power"], bears["characteristics"]["toughness"]) == (3, 4)


def test_701_19a_full_drudge_skeletons_regenerates_from_lightning_bolt(fourth: LiveApi) -> None:
    card = fourth.client.get("/v1/cards/named", params={"exact": "Drudge Skeletons"}).json()
    assert card["engine"] == {"support": "full", "not_modelled": []}
    body = {
        "state": {
            "turn": 3, "active_player": "alice", "step": "precombat_main",
            "players": [{"id": "alice", "mana_pool": {"B": 1, "R": 1},
                         "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}, {"id": "bob"}],
            "battlefield": [{"id": "sk", "card": "Drudge Skeletons", "controlled_since_turn": 1}],
        },
        "actions": [{"type": "activate", "player": "alice", "permanent": "sk", "ability": 0}, {"type": "resolve"},
                    {"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": ["sk"]}},
                    {"type": "resolve"}],
    }
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["warnings"] == []
    regenerated = next(e for e in result["events"] if e["type"] == "regenerated")
    assert {"CR 701.19a", "CR 704.5g"} <= set(regenerated["cites"])
    skeletons = result["state"]["battlefield"][0]
    assert skeletons["id"] == "sk" and skeletons["tapped"] is True and skeletons["damage"] == 0


def test_aura_with_nothing_modelled_but_enchant_is_none_and_refused(fourth: LiveApi) -> None:
    card = fourth.client.get("/v1/cards/named", params={"exact": "Evil Presence"}).json()  # (Lure until s20-combat)
    assert card["engine"]["support"] == "none" and card["definition"] is None
    assert card["engine"]["not_modelled"] == ["Enchanted land is a Swamp."]
    body = {
        "state": {"players": [{"id": "alice", "hand": [{"id": "h1", "card": "Evil Presence"}]}, {"id": "bob"}]},
        "actions": [],
    }
    response = simulate(fourth, body)
    assert response.status_code == 422
    assert response.json()["errors"][0]["path"] == "players[0].hand[0].card"


def test_613_1b_full_control_magic_takes_a_creature_and_613_4c_crusade_pumps_it(fourth: LiveApi) -> None:
    body = {
        "state": {
            "turn": 3, "active_player": "alice", "step": "precombat_main",
            "players": [{"id": "alice", "mana_pool": {"U": 4}, "hand": [{"id": "cm", "card": "Control Magic"}]},
                        {"id": "bob"}],
            "battlefield": [{"id": "knight", "card": "White Knight", "controller": "bob"},
                            {"id": "cr", "card": "Crusade", "controller": "bob"}],
        },
        "actions": [{"type": "cast", "player": "alice", "card": "cm", "choices": {"targets": ["knight"]}},
                    {"type": "resolve"}],
    }
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    answer = response.json()
    knight = next(p for p in answer["state"]["battlefield"] if p["id"] == "knight")
    assert knight["controller"] == "alice" and knight["owner"] == "bob"
    assert (knight["characteristics"]["power"], knight["characteristics"]["toughness"]) == (3, 3)
    assert answer["warnings"] == []


@pytest.mark.skipif(not _spell_abilities_exist(), reason="needs the `spell` ability kind (effects vocabulary)")
def test_120_full_lightning_bolt_deals_three_damage(fourth: LiveApi) -> None:
    body = {
        "state": {
            "turn": 3, "active_player": "alice", "step": "precombat_main",
            "players": [{"id": "alice", "mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
                        {"id": "bob", "life": 20}],
        },
        "actions": [
            {"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": ["bob"]}},
            {"type": "resolve"},
        ],
    }
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    assert response.json()["state"]["players"][1]["life"] == 17


def test_lightning_bolt_claim_matches_what_the_engine_does(fourth: LiveApi) -> None:
    """Whatever this build claims for Lightning Bolt is true: `full` when the spell vocabulary
    exists (the test above plays it), otherwise `none` and refused, naming its line."""
    card = fourth.client.get("/v1/cards/named", params={"exact": "Lightning Bolt"}).json()
    if _spell_abilities_exist():
        assert card["engine"] == {"support": "full", "not_modelled": []}
        return
    assert card["engine"] == {"support": "none", "not_modelled": ["Lightning Bolt deals 3 damage to any target."]}
    body = {"state": {"players": [{"id": "alice", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}]}, "actions": []}
    response = simulate(fourth, body)
    assert response.status_code == 422
    assert response.json()["errors"][0]["not_modelled"] == ["Lightning Bolt deals 3 damage to any target."]


def test_reimporting_the_set_changes_nothing_and_seeded_cards_stay_full(fourth: LiveApi) -> None:
    before = _supports(fourth)
    summary = mtgjson(fourth.db, FOURTH_EDITION)
    assert summary.cards.updated == 0 and not summary.changed
    after = _supports(fourth)
    assert {n: (c.engine_support, c.definition) for n, c in before.items()} == {
        n: (c.engine_support, c.definition) for n, c in after.items()
    }
    seeded = fourth.client.get("/v1/cards/werewhat").json()
    assert seeded["engine"] == {"support": "full", "not_modelled": []}


def test_reimport_rebuilds_a_definition_an_older_reader_stored(fourth: LiveApi) -> None:
    with session_context(fourth.db.engine) as session:
        session.execute(
            update(Card).where(Card.name == "Serra Angel")
            .values(definition=None, engine_support="none", not_modelled=["read by an older reader"])
        )
    assert fourth.client.get("/v1/cards/named", params={"exact": "Serra Angel"}).json()["engine"]["support"] == "none"
    summary = mtgjson(fourth.db, FOURTH_EDITION)
    assert summary.cards.updated == 1
    card = fourth.client.get("/v1/cards/named", params={"exact": "Serra Angel"}).json()
    assert card["engine"] == {"support": "full", "not_modelled": []}
    assert card["definition"]["keywords"] == ["flying", "vigilance"]
