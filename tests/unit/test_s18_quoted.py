"""s18-quoted: quoted abilities (docs/oracle-s18-quoted.md) — tokens described in text with a quoted ability
(CR 111.4, 113.1a), read from real cards' Oracle text and played by the engine; near variants with a word the
grammar doesn't know, or a quote that says the card's own name, stay not modelled."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _support(oracle: str, type_line: str = "Sorcery", name: str = "X") -> str:
    return read_card(CardFacts(name=name, mana_cost="{1}", type_line=type_line, oracle_text=oracle)).support


# --- tokens with a quoted ability (CR 111.4, 113.1a) ---

PEST_SPELL = read_full_definition(  # Pest Summoning's effect, one token (STX)
    "Test Pests",
    "Sorcery",
    'Create a 1/1 black and green Pest creature token with "When this creature dies, you gain 1 life."',
    "{B}",
)
BOLT = read_full_definition("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
SATYRS_CUNNING = read_full_definition(
    "Satyr's Cunning", "Sorcery", 'Create a 1/1 red Satyr creature token with "This creature can\'t block."', "{R}"
)
FISH_LACKEY = read_full_definition(  # Expendable Lackey's graveyard ability (SNC)
    "Expendable Lackey",
    "Creature — Human Citizen",
    '{1}{U}, Exile Expendable Lackey from your graveyard: Create a 1/1 blue Fish creature token with "This '
    'creature can\'t be blocked." Activate only as a sorcery.',
    "{1}{U}",
    ("2", "1"),
)


def test_111_4_a_token_with_a_quoted_ability_is_read_as_a_permanents_line() -> None:
    token = PEST_SPELL["abilities"][0]["effect"]["token"]
    assert token["name"] == "Pest Token" and token["colors"] == ["B", "G"] and token["subtypes"] == ["Pest"]
    assert token["abilities"] == [
        {"kind": "triggered", "trigger": "dies", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}
    ]
    assert SATYRS_CUNNING["abilities"][0]["effect"]["token"]["abilities"] == [{"kind": "self_cant_block"}]
    fish = FISH_LACKEY["abilities"][0]["effect"]["token"]
    assert fish["subtypes"] == ["Fish"] and len(fish["abilities"]) == 1


def test_token_keywords_and_a_quoted_ability() -> None:
    assert _support('Create a 1/1 blue Bird creature token with flying and "This creature can\'t block."') == "full"


def test_token_quote_near_variants_stay_not_modelled() -> None:
    good = 'Create a 1/1 black and green Pest creature token with "When this creature dies, you {} 1 life."'
    assert _support(good.format("gain")) == "full"
    assert _support(good.format("misplace")) != "full"
    assert _support('Create a 1/1 red Satyr creature token with "This creature can\'t blorp."') != "full"


def test_201_5_a_quote_that_says_the_cards_own_name_is_not_guessed() -> None:
    phoenix = ('When this creature dies, create a 0/1 red Elemental creature token with "At the beginning of your '
               'upkeep, sacrifice this creature and return target card named Probe Phoenix from your graveyard to '
               'the battlefield."')
    assert _support(phoenix, "Creature — Phoenix", name="Probe Phoenix") != "full"
    own = 'When Probe Maker enters, create a 1/1 red Satyr creature token with "Probe Maker can\'t block."'
    assert _support(own, "Creature — Satyr", name="Probe Maker") != "full"


def _cast(spell_id: str, card: str, mana: dict[str, int], *cards: dict[str, Any]) -> dict[str, Any]:
    game = state(step="precombat_main", alice={"hand": [{"id": spell_id, "card": card}], "mana_pool": mana})
    return _run(game, [{"type": "cast", "player": "alice", "card": spell_id}, {"type": "resolve"}], *cards)


def _tokens(result: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"]
            if isinstance(p["card"], dict) and p["card"].get("name") == name]


def test_111_4_the_pest_token_gains_its_controller_1_life_when_it_dies() -> None:
    made = _cast("sp", "Test Pests", {"B": 1}, PEST_SPELL)
    pests = _tokens(made, "Pest Token")
    assert len(pests) == 1 and pests[0]["controller"] == "alice"
    game = made["state"]
    game["players"][0]["hand"] = [{"id": "lb", "card": "Test Bolt"}]
    game["players"][0]["mana_pool"] = {"R": 1}
    shock = {"type": "cast", "player": "alice", "card": "lb", "choices": {"targets": [pests[0]["id"]]}}
    result = _run(game, [shock, {"type": "resolve"}, {"type": "resolve"}], PEST_SPELL, BOLT)
    assert not _tokens(result, "Pest Token")
    assert player_of(result, "alice")["life"] == 21
    assert any(e["source"] == pests[0]["id"] for e in events_of(result, "trigger_put_on_stack"))


def test_111_4_the_satyr_token_cant_block() -> None:
    made = _cast("sc", "Satyr's Cunning", {"R": 1}, SATYRS_CUNNING)
    satyr = _tokens(made, "Satyr Token")
    assert len(satyr) == 1
    assert satyr[0]["card"]["abilities"] == [{"kind": "self_cant_block"}]


# --- 'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, ..."' (CR 613.1f, 611.2a) ---

ENDURANCE = read_full_definition(
    "Abnormal Endurance",
    "Instant",
    'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, return it to the battlefield '
    "tapped under its owner's control.\"",
    "{B}",
)
FEIGN_DEATH = read_full_definition(
    "Feign Death",
    "Instant",
    'Until end of turn, target creature gains "When this creature dies, return it to the battlefield tapped under '
    "its owner's control with a +1/+1 counter on it.\"",
    "{B}",
)
VERDANT_REBIRTH = read_full_definition(
    "Verdant Rebirth",
    "Instant",
    'Until end of turn, target creature gains "When this creature dies, return it to its owner\'s hand."\nDraw a card.',
    "{G}",
)


def test_613_1f_the_grant_until_end_of_turn_is_read_with_its_dies_trigger() -> None:
    assert ENDURANCE["abilities"][0]["effect"] == {
        "kind": "grant_until_end_of_turn", "target": "creature", "power": 2,
        "ability": {"kind": "triggered", "trigger": "dies",
                    "effect": {"kind": "return_died_to_battlefield", "tapped": True}},
    }
    assert FEIGN_DEATH["abilities"][0]["effect"]["ability"]["effect"]["with_counters"] == {"+1/+1": 1}
    assert VERDANT_REBIRTH["abilities"][0]["effect"]["ability"]["effect"] == {"kind": "return_to_hand",
                                                                              "target": "that_card"}
    lifelink = ('Until end of turn, target creature gets +1/+0 and gains lifelink and "When this creature dies, return '
                "it to the battlefield tapped under its owner's control.\"")
    assert _support(lifelink, "Instant") == "full"


def test_grant_until_end_of_turn_near_variants_stay_not_modelled() -> None:
    line = 'Until end of turn, target creature gains "When this creature dies, {}."'
    assert _support(line.format("return it to the battlefield under its owner's control"), "Instant") == "full"
    assert _support(line.format("return it to the battlefield under its owner's contraption"), "Instant") != "full"
    assert _support(line.format("return it to the battlefield with a -1/-1 counter on it"), "Instant") != "full"
    # "~" says the card's own name: not guessed (CR 201.5)
    named = 'Until end of turn, target creature gains "When Probe Spell dies, draw a card."'
    assert _support(named, "Instant", name="Probe Spell") != "full"


def _endure(spell: str, spell_id: str, definition: dict[str, Any], mana: dict[str, int], bob_owns: bool = False
            ) -> dict[str, Any]:
    game = state(
        step="precombat_main",
        alice={"hand": [{"id": spell_id, "card": spell}, {"id": "lb", "card": "Test Bolt"}], "mana_pool": mana},
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "alice", "owner": "bob" if bob_owns else "alice"}],
    )
    actions = [
        {"type": "cast", "player": "alice", "card": spell_id, "choices": {"targets": ["gb"]}},
        {"type": "resolve"},
        {"type": "cast", "player": "alice", "card": "lb", "choices": {"targets": ["gb"]}},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    return _run(game, actions, definition, BOLT)


def test_603_10a_the_creature_that_gained_it_returns_tapped_when_it_dies() -> None:
    result = _endure("Abnormal Endurance", "ae", ENDURANCE, {"B": 1, "R": 1})
    granted = events_of(result, "ability_granted")
    assert granted and granted[0]["permanent"] == "gb" and "CR 613.1f" in granted[0]["cites"]
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "gb"]
    assert pushed and "CR 603.10a" in pushed[0]["cites"]
    bears = [p for p in result["state"]["battlefield"] if p["card"] == "Grizzly Bears"]
    assert len(bears) == 1 and bears[0]["tapped"] and bears[0]["controller"] == "alice"
    assert not bears[0].get("effects")  # a new object (CR 400.7): the +2/+0 and the ability are gone


def test_110_2a_it_returns_under_its_owners_control_with_a_counter() -> None:
    result = _endure("Feign Death", "fd", FEIGN_DEATH, {"B": 1, "R": 1}, bob_owns=True)
    bears = [p for p in result["state"]["battlefield"] if p["card"] == "Grizzly Bears"]
    assert len(bears) == 1 and bears[0]["controller"] == "bob" and bears[0]["counters"] == {"+1/+1": 1}


def test_verdant_rebirth_returns_it_to_its_owners_hand() -> None:
    result = _endure("Verdant Rebirth", "vr", VERDANT_REBIRTH, {"G": 1, "R": 1})
    assert any(card["id"] == "gb" for card in player_of(result, "alice")["hand"])


def test_514_2_the_granted_ability_ends_in_the_cleanup_step() -> None:
    game = state(step="end", alice={"hand": [{"id": "ae", "card": "Abnormal Endurance"}], "mana_pool": {"B": 1}},
                 battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "alice"}])
    cast = {"type": "cast", "player": "alice", "card": "ae", "choices": {"targets": ["gb"]}}
    result = _run(game, [cast, {"type": "resolve"}, {"type": "next_step"}], ENDURANCE)
    bears = next(p for p in result["state"]["battlefield"] if p["id"] == "gb")
    assert not bears.get("effects")


FAKE_DEATH = read_full_definition(
    "Fake Your Own Death",
    "Instant",
    'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, return it to the battlefield '
    "tapped under its owner's control and you create a Treasure token.\"",
    "{B}",
)


def test_111_1_fake_your_own_death_returns_it_and_you_create_a_treasure() -> None:
    result = _endure("Fake Your Own Death", "fy", FAKE_DEATH, {"B": 1, "R": 1}, bob_owns=True)
    bears = [p for p in result["state"]["battlefield"] if p["card"] == "Grizzly Bears"]
    assert len(bears) == 1 and bears[0]["controller"] == "bob" and bears[0]["tapped"]
    treasures = _tokens(result, "Treasure Token")
    assert len(treasures) == 1 and treasures[0]["controller"] == "alice"  # the ability's controller (CR 113.8)


def test_a_printed_dies_trigger_returns_the_card_and_you_create_reads() -> None:
    line = "When this creature dies, return it to the battlefield tapped under its owner's control."
    assert _support(line, "Creature — Probe") == "full"
    assert _support("When this creature enters or dies, return it to the battlefield under its owner's control.",
                    "Creature — Probe") != "full"
    assert _support("When this creature dies, draw a card and you create a Treasure token.", "Creature — Probe") == "full"
    assert _support("Return it to the battlefield under its owner's control.", "Sorcery") != "full"


def test_explain_shows_a_quote_saying_the_cards_own_name_as_not_read() -> None:
    from app.oracle.explain import explain

    own = 'When Probe Maker enters, create a 1/1 red Satyr creature token with "Probe Maker can\'t block."'
    line = explain(CardFacts(name="Probe Maker", mana_cost="{1}", type_line="Creature — Satyr", oracle_text=own,
                             power="1", toughness="1"))[0].lines[0]
    assert line.read_by is None and "own name" in (line.not_modelled_because or "")
