"""OpenAPI examples of `POST /v1/decks/check`: a legal and an illegal deck per format family
(constructed, Commander, singleton), each with its real answer on the card data of
tests/fixtures/decks_check (real Scryfall card objects with their legalities). The answers are the
JSON files beside this module; tests/api/test_deck_check_api.py keeps them equal to the live ones
(`UPDATE_DECK_EXAMPLES=1` rewrites them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

from fastapi.openapi.models import Example

EXAMPLES_DIR = Path(__file__).parent

# Sodeq's Dredge, 1st place of the MTGO Modern Challenge of 2 June 2018 (MTGO export).
_MODERN_DREDGE = """4 Bloodghast
2 Golgari Thug
4 Narcomoeba
4 Prized Amalgam
1 Scourge Devil
4 Stinkweed Imp
4 Cathartic Reunion
3 Conflagrate
4 Faithless Looting
4 Life from the Loam
2 Darkblast
4 Shriekhorn
2 Blood Crypt
3 Bloodstained Mire
2 City of Brass
4 Copperline Gorge
1 Dakmor Salvage
2 Mountain
2 Stomping Ground
4 Wooded Foothills

2 Ancient Grudge
2 Collective Brutality
2 Damping Sphere
3 Lightning Axe
4 Nature's Claim
2 Thoughtseize
"""
# lagueta21's Delver, 2nd place of an MTGO Pauper event of 14 July 2014: Cloud of Faeries and
# Gush were banned in Pauper since.
_PAUPER_DELVER = """Deck
4 Cloud of Faeries
4 Delver of Secrets
2 Frostburn Weird
4 Ninja of the Deep Hours
4 Spellstutter Sprite
3 Spire Golem
4 Ponder
4 Preordain
4 Counterspell
3 Daze
2 Deprive
2 Gush
3 Snap
1 Bonesplitter
14 Island
2 Lonely Sandbar

Sideboard
2 Annul
3 Coral Net
2 Curse of Chains
1 Dispel
3 Hydroblast
1 Serrated Arrows
3 Steel Sabotage
"""
# The Commander 2015 precon "Swell the Host" (Ezuri, Claw of Progress), as printed.
_SWELL_THE_HOST_MAIN = [
    "Skullwinder", "Kaseto, Orochi Archmage", "Broodbirth Viper", "Illusory Ambusher", "Great Oak Guardian",
    "Caller of the Pack", "Experiment One", "Elvish Visionary", "Sakura-Tribe Elder", "Plaxmanta", "Coiling Oracle",
    "Caller of the Claw", "Loaming Shaman", "Noble Quarry", "Viridian Shaman", "Eternal Witness", "Ohran Viper",
    "Lorescale Coatl", "Trygon Predator", "Cold-Eyed Selkie", "Wistful Selkie", "Solemn Simulacrum",
    "Forgotten Ancient", "Patagia Viper", "Thelonite Hermit", "Ninja of the Deep Hours", "Chameleon Colossus",
    "Mystic Snake", "Stingerfling Spider", "Mulldrifter", "Arbor Colossus", "Bane of Progress",
    "Prime Speaker Zegana", "Rampant Growth", "Kodama's Reach", "Overrun", "Desert Twister", "Biomantic Mastery",
    "Verdant Confluence", "Ezuri's Predation", "Rapid Hybridization", "Krosan Grip", "Snakeform", "Cobra Trap",
    "Arachnogenesis", "Mirror Match", "Synthetic Destiny", "Sol Ring", "Simic Signet", "Swiftfoot Boots",
    "Simic Keyrune", "Sword of Vengeance", "Bident of Thassa", "Orochi Hatchery", "Thought Vessel", "Scytheclaw",
    "Beastmaster Ascension", "Day of the Dragons", "Command Tower", "Evolving Wilds", "High Market",
    "Llanowar Reborn", "Mosswort Bridge", "Novijen, Heart of Progress", "Oran-Rief, the Vastwood",
    "Reliquary Tower", "Simic Growth Chamber", "Simic Guildgate", "Terramorphic Expanse", "Thornwood Falls",
    "Vivid Creek", "Vivid Grove", "Zoetic Cavern", "Command Beacon",
]  # fmt: skip

_REQUESTS: dict[str, dict[str, Any]] = {
    "constructed_legal": {
        "summary": "Constructed, legal: a Modern decklist (MTGO export, sideboard after the blank line)",
        "value": {"format": "modern", "decklist": _MODERN_DREDGE},
    },
    "constructed_illegal": {
        "summary": "Constructed, illegal: a 2014 Pauper deck with cards banned since",
        "value": {"format": "pauper", "decklist": _PAUPER_DELVER},
    },
    "commander_legal": {
        "summary": "Commander, legal: a precon as lists of cards",
        "value": {
            "format": "commander",
            "commander": [{"name": "Ezuri, Claw of Progress"}],
            "main": [{"name": n} for n in _SWELL_THE_HOST_MAIN]
            + [{"name": "Forest", "quantity": 14}, {"name": "Island", "quantity": 11}],
        },
    },
    "commander_illegal": {
        "summary": "Commander, illegal: too few cards, two copies, a card outside the commander's colors, a typo",
        "value": {
            "format": "commander",
            "commander": [{"name": "Ezuri, Claw of Progress"}],
            "main": [
                {"name": "Sol Ring"},
                {"name": "Counterspell", "quantity": 2},
                {"name": "Lightning Bolt"},
                {"name": "Forest", "quantity": 40},
                {"name": "Mulldriftr"},
            ],
        },
    },
    "singleton_illegal": {
        "summary": "Gladiator (100-card singleton, no commander): too few cards, two copies",
        "value": {
            "format": "gladiator",
            "main": [{"name": "Lightning Bolt", "quantity": 2}, {"name": "Mountain", "quantity": 40}],
        },
    },
}


DECK_CHECK_REQUESTS = cast(dict[str, Example], _REQUESTS)


def _answers() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for name, example in _REQUESTS.items():
        path = EXAMPLES_DIR / f"{name}.json"
        if path.exists():
            found[name] = {
                "summary": "The answer to: " + example["summary"],
                "value": json.loads(path.read_text(encoding="utf-8")),
            }
    return found


DECK_CHECK_RESPONSES = _answers()
