"""The Scryfall importer builds engine definitions too (real Oracle text of the bulk fixture):
faces keep their own characteristics and Oracle text, multi-faced layouts the engine does not
play are `none` saying why, and a seeded card keeps its hand-written definition."""

from __future__ import annotations

import json

from sqlalchemy import select

from app.cards.models import Card
from app.db.platform_models import CardFace
from app.db.session import session_context
from tests.conftest import Database
from tests.ingest.helpers import scryfall


def _cards(db: Database) -> dict[str, Card]:
    with session_context(db.engine) as session:
        cards = session.scalars(select(Card)).all()
        for card in cards:
            session.expunge(card)
    return {card.name: card for card in cards}


def test_scryfall_import_builds_definitions_and_face_characteristics(seeded_db: Database) -> None:
    with session_context(seeded_db.engine) as session:
        werewhat_before = session.scalars(select(Card.definition).where(Card.name == "Werewhat")).one()
    scryfall(seeded_db)
    cards = _cards(seeded_db)

    elves = cards["Llanowar Elves"]
    assert elves.engine_support == "full" and elves.not_modelled == []
    assert elves.definition is not None
    assert elves.definition["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{G}"}]

    fire_ice = cards["Fire // Ice"]
    # read half by half (docs/layouts.md); Fire's "divided as you choose among one or two targets" is read since
    # session 23 (docs/oracle-s23-c13.md), so both halves are, and the card is played
    assert fire_ice.engine_support == "full" and fire_ice.not_modelled == [] and fire_ice.definition is not None
    assert '"divided": "as_you_choose"' in json.dumps(fire_ice.definition)

    delver = cards["Delver of Secrets // Insectile Aberration"]
    # its upkeep trigger transforms it since session 21 (docs/oracle-s21-dfc.md): every line is read
    assert delver.engine_support == "full" and delver.not_modelled == [] and delver.definition is not None
    assert delver.definition["back_face"]["name"] == "Insectile Aberration"
    assert any(ability.get("effect", {}).get("transform") for ability in delver.definition["abilities"])

    # the seeded card keeps its hand-written definition and full support
    werewhat = cards["Werewhat"]
    assert werewhat.definition == werewhat_before and werewhat.engine_support == "full"

    with session_context(seeded_db.engine) as session:
        faces = session.execute(
            select(CardFace.name, CardFace.type_line, CardFace.oracle_text, CardFace.power)
            .where(CardFace.card_id == delver.id).order_by(CardFace.position)
        ).all()
    assert [(f.name, f.type_line, f.power) for f in faces] == [
        ("Delver of Secrets", "Creature — Human Wizard", "1"),
        ("Insectile Aberration", "Creature — Human Insect", "3"),
    ]
    assert faces[1].oracle_text == "Flying"


def test_only_seeded_cards_keep_their_definition_not_cards_sharing_a_seed_ruling(seeded_db: Database) -> None:
    """An imported card that shares a ruling text with a seed page (so it is linked to a seed
    ruling) still has its definition rebuilt on re-import; the seeded cards, marked by the seed
    loader, keep theirs."""
    from sqlalchemy import update

    from app.rulings.models import CardRuling, Ruling

    scryfall(seeded_db)
    with session_context(seeded_db.engine) as session:
        seed_ruling = session.scalars(select(Ruling.id).where(Ruling.origin == "seed").order_by(Ruling.id)).first()
        elves_id = session.scalars(select(Card.id).where(Card.name == "Llanowar Elves")).one()
        session.add(CardRuling(card_id=elves_id, ruling_id=seed_ruling, position=99))
        session.execute(update(Card).where(Card.id == elves_id).values(definition=None, engine_support="none",
                                                                       not_modelled=["stale"]))
    scryfall(seeded_db)
    cards = _cards(seeded_db)
    assert cards["Llanowar Elves"].engine_support == "full"
    assert cards["Llanowar Elves"].definition is not None
    assert cards["Werewhat"].engine_support == "full" and cards["Werewhat"].definition is not None
    assert cards["Werewhat"].definition.get("abilities")  # the hand-written exile_for_back_face ability
