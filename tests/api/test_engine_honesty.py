"""Honesty in every simulation answer (over real HTTP, SQLite and PostgreSQL): `warnings` name each
card of the request whose abilities the engine does not all model, identical on the database-free
cached path; a refusal that involves such a card says so instead of presenting it as complete."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.cards import repository as cards_repo
from app.cards.naming import name_key
from app.core.settings import Settings
from app.db.session import session_context
from app.oracle import CardFacts, read_card
from app.rulings import repository as rulings_repo
from app.simulation import service as simulation_service
from tests.conftest import Database, LiveApi
from tests.ingest.helpers import mtgjson

FOURTH_EDITION = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "4ed.json"


def simulate(api: LiveApi, body: dict[str, Any]) -> Any:
    return api.client.post("/v1/simulate", json=body)


def _board(*permanents: tuple[str, Any]) -> dict[str, Any]:
    return {
        "state": {
            "turn": 3, "active_player": "alice", "step": "precombat_main",
            "players": [{"id": "alice"}, {"id": "bob"}],
            "battlefield": [
                {"id": object_id, "card": card, "controller": "alice", "controlled_since_turn": 1}
                for object_id, card in permanents
            ],
        },
        "actions": [],
    }


def test_inline_definition_with_a_keyword_the_engine_does_not_model_is_warned(api: LiveApi) -> None:
    dread = {"name": "Dread Shade", "types": ["Creature"], "power": 2, "toughness": 2, "keywords": ["flying", "phasing"]}
    response = simulate(api, _board(("x1", dread)))
    assert response.status_code == 200, response.text
    assert response.json()["warnings"] == [{"card": "Dread Shade", "object": "x1", "not_modelled": ["phasing"]}]


def test_fully_modelled_request_has_empty_warnings(api: LiveApi) -> None:
    bird = {"name": "Bird", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["flying"]}
    response = simulate(api, _board(("x1", bird), ("w1", "Werewhat")))
    assert response.status_code == 200, response.text
    assert response.json()["warnings"] == []


def test_seeded_card_objects_say_full_support(api: LiveApi) -> None:
    card = api.client.get("/v1/cards/chatzuk-mighty-guitarist").json()
    assert card["engine"] == {"support": "full", "not_modelled": []}


def test_warnings_follow_every_zone_in_a_fixed_order(api: LiveApi) -> None:
    shade = {"name": "Dread Shade", "types": ["Creature"], "power": 2, "toughness": 2, "keywords": ["phasing"]}
    rampage = {"name": "Raging Beast", "types": ["Creature"], "power": 3, "toughness": 3, "keywords": ["rampage"]}
    body = _board(("x1", shade))
    body["state"]["players"][1]["hand"] = [{"id": "h1", "card": rampage}]
    response = simulate(api, body)
    assert response.status_code == 200, response.text
    assert response.json()["warnings"] == [
        {"card": "Raging Beast", "object": "h1", "not_modelled": ["rampage"]},
        {"card": "Dread Shade", "object": "x1", "not_modelled": ["phasing"]},
    ]


def test_refused_action_on_a_partial_card_says_its_ability_is_not_modelled(api: LiveApi) -> None:
    mtgjson(api.db, FOURTH_EDITION)
    # Stone Giant: a 3/4 whose ability (flying for a smaller creature of yours, destroyed at the
    # next end step) is not modelled
    ignored = ("{T}: Target creature you control with toughness less than this creature's power gains flying until "
               "end of turn. Destroy that creature at the beginning of the next end step.")
    body = _board(("wb", "Stone Giant"))
    body["actions"] = [{"type": "activate", "player": "alice", "permanent": "wb", "ability": 0}]
    response = simulate(api, body)
    assert response.status_code == 422, response.text
    detail = response.json()["detail"]
    assert "its activated abilities: none" not in detail  # not a falsehood about the real card
    assert detail.endswith(f"Not modelled by the engine, so not part of this answer: Stone Giant (wb): {ignored}")
    assert response.json()["warnings"] == [{"card": "Stone Giant", "object": "wb", "not_modelled": [ignored]}]


def test_cached_path_gives_the_same_warnings_byte_for_byte(seeded_db: Database) -> None:
    mtgjson(seeded_db, FOURTH_EDITION)
    settings = Settings(database_url=seeded_db.url)
    body = _board(("ss", "Nether Shadow"), ("elf", "Llanowar Elves"))
    scope = str(seeded_db.engine.url)
    with session_context(seeded_db.engine) as session:
        version = rulings_repo.get_data_version(session)
        with_database = simulation_service.simulate(
            simulation_service.Source(scope, version, session), settings, json.loads(json.dumps(body))
        )
    cached = simulation_service.simulate(simulation_service.Source(scope, version), settings, json.loads(json.dumps(body)))
    assert cached == with_database
    assert json.loads(cached)["warnings"] == [
        {"card": "Nether Shadow", "object": "ss", "not_modelled": [
            "At the beginning of your upkeep, if this card is in your graveyard with three or more creature cards above it, you may put this card onto the battlefield.",
        ]}
    ]


def test_card_stored_before_the_reader_is_read_from_its_columns_not_played_vanilla(seeded_db: Database) -> None:
    """A row imported before definitions were built (no definition, no support recorded) is read
    from its stored Oracle text when it is used: Prodigal Sorcerer's ability is reported."""
    with session_context(seeded_db.engine) as session:
        cards_repo.upsert_card(
            session, id="prodigal-sorcerer", name="Prodigal Sorcerer", name_key=name_key("Prodigal Sorcerer"),
            mana_cost="{2}{U}", mana_value=3.0, type_line="Creature — Human Wizard",
            oracle_text="{T}: This creature deals 1 damage to any target.", power="1", toughness="1", colors=["U"],
        )
    settings = Settings(database_url=seeded_db.url)
    body = _board(("ps", "Prodigal Sorcerer"))
    with session_context(seeded_db.engine) as session:
        source = simulation_service.Source(str(seeded_db.engine.url), rulings_repo.get_data_version(session), session)
        answer = json.loads(simulation_service.simulate(source, settings, body))
    reading = read_card(CardFacts("Prodigal Sorcerer", "{2}{U}", "Creature — Human Wizard",
                                  "{T}: This creature deals 1 damage to any target.", "1", "1"))
    assert reading.support != "none"
    # what the reader makes of it: the ability reported (or, once the engine models it, nothing)
    expected = [{"card": "Prodigal Sorcerer", "object": "ps", "not_modelled": reading.not_modelled}]
    assert answer["warnings"] == (expected if reading.not_modelled else [])
    assert reading.not_modelled in ([], ["{T}: This creature deals 1 damage to any target."])


def test_a_card_the_engine_cant_play_is_refused_wherever_it_is_named() -> None:
    """Every place a request can name a card: the players' zones, the battlefield, the stack, a
    back face merged into a permanent, and an action's `card` that is not an object id."""
    from app.cards.engine import CardEngine
    from app.core.errors import InvalidStateError
    from app.simulation.honesty import warnings_for

    liege = CardEngine("Gaea's Liege", None, "none", ("power/toughness */*",))
    state = {
        "players": [{"id": "alice", "graveyard": [{"id": "g1", "card": "Gaea's Liege"}]}],
        "battlefield": [{"id": "w", "card": "Werewhat", "back_face_card": {"id": "x", "card": "Gaea's Liege"}}],
        "stack": [{"id": "s1", "card": "Gaea's Liege"}],
    }
    actions = [{"type": "put_onto_battlefield", "card": "Gaea's Liege"}, {"type": "move", "card": "g1"}]
    try:
        warnings_for(state, actions, {"Gaea's Liege": liege})
    except InvalidStateError as refused:
        paths = [e["path"] for e in refused.extensions["errors"]]
    else:
        raise AssertionError("not refused")
    assert paths == ["players[0].graveyard[0].card", "battlefield[0].back_face_card.card", "stack[0].card",
                     "actions[0].card"]
