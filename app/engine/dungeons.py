"""The dungeon cards of Adventures in the Forgotten Realms (CR 309; s19-venture) as data the engine knows.

A dungeon card (CR 309.1) is not a permanent: it lives in its owner's command zone while they venture through
it (309.3, 701.49a). Each room has a name (309.4a: a room's name has no effect on the game), a room ability
(309.4c: a triggered ability, "When you move your venture marker into this room, <effect>") and arrows to the
rooms it leads to (309.4b); the topmost room is the first one, the bottommost the one leading nowhere.

The rooms' texts are the dungeon cards' Oracle texts (MTGJSON's token file of AFR, set code TAFR, "layout":
"dungeon"; docs/oracle-s19-venture.md cites them). Each room's `effects` are that text in the engine's effect
vocabulary (app/engine/cards.py) exactly as the Oracle reader reads it (tests/unit/test_s19_venture.py reads
every text and compares), or typed here where the reader doesn't read the text (`why` says so); `effects` is None
for a room whose text the engine can't play yet, with the reason.
A player entering a dungeon may choose any of the three (701.49a), so "venture into the dungeon" is modelled
only when every room of every dungeon is (`ALL_ROOMS_MODELLED`): the reader asks it before it lowers the action.

This module is pure data and small functions over it (no game state).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, get_args

DungeonName = Literal["Lost Mine of Phandelver", "Dungeon of the Mad Mage", "Tomb of Annihilation"]
DUNGEON_NAMES: tuple[str, ...] = get_args(DungeonName)
MAX_ROOM_NAME = 40  # the longest room name is 23 characters ("Cradle of the Death God")


@dataclass(frozen=True)
class Room:
    """One room of a dungeon card (CR 309.4): `leads_to` the rooms its arrows point to (empty: the bottommost
    room, 309.4b); `effects` its room ability's effects (vocabulary dicts), None when not modelled (`why`)."""

    name: str
    text: str
    leads_to: tuple[str, ...]
    effects: tuple[dict[str, Any], ...] | None
    why: str | None = None


@dataclass(frozen=True)
class Dungeon:
    name: str
    rooms: tuple[Room, ...]  # the topmost room first (CR 309.4b, 701.49a)

    @property
    def first_room(self) -> Room:
        return self.rooms[0]

    def room(self, name: str) -> Room | None:
        return next((room for room in self.rooms if room.name == name), None)


def _token(name: str, color: str, subtype: str) -> dict[str, Any]:
    return {"name": f"{name} Token", "colors": [color], "types": ["Creature"], "subtypes": [subtype],
            "power": 1, "toughness": 1, "keywords": []}


_TREASURE = ({"kind": "create_token", "token": "Treasure"},)

DUNGEONS: dict[str, Dungeon] = {
    "Lost Mine of Phandelver": Dungeon("Lost Mine of Phandelver", (
        Room("Cave Entrance", "Scry 1.", ("Goblin Lair", "Mine Tunnels"), ({"kind": "scry", "amount": 1},)),
        Room("Goblin Lair", "Create a 1/1 red Goblin creature token.", ("Storeroom", "Dark Pool"),
             ({"kind": "create_token", "token": _token("Goblin", "R", "Goblin")},)),
        Room("Mine Tunnels", "Create a Treasure token.", ("Dark Pool", "Fungi Cavern"), _TREASURE),
        Room("Storeroom", "Put a +1/+1 counter on target creature.", ("Temple of Dumathoin",),
             ({"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature"},)),
        Room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", ("Temple of Dumathoin",),
             ({"kind": "lose_life", "amount": 1, "player": "each_opponent"},
              {"kind": "gain_life", "amount": 1, "player": "you"})),
        Room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", ("Temple of Dumathoin",),
             ({"kind": "pump", "target": "creature", "power": -4, "toughness": 0,
               "duration": "until_your_next_turn"},)),
        Room("Temple of Dumathoin", "Draw a card.", (), ({"kind": "draw", "amount": 1},)),
    )),
    "Dungeon of the Mad Mage": Dungeon("Dungeon of the Mad Mage", (
        Room("Yawning Portal", "You gain 1 life.", ("Dungeon Level",),
             ({"kind": "gain_life", "amount": 1, "player": "you"},)),
        Room("Dungeon Level", "Scry 1.", ("Goblin Bazaar", "Twisted Caverns"), ({"kind": "scry", "amount": 1},)),
        Room("Goblin Bazaar", "Create a Treasure token.", ("Lost Level",), _TREASURE),
        Room("Twisted Caverns", "Target creature can't attack until your next turn.", ("Lost Level",),
             ({"kind": "cant_attack_until_your_next_turn", "target": "creature"},),
             "typed here (s20-venture): the reader doesn't read \"can't attack until your next turn\""),
        Room("Lost Level", "Scry 2.", ("Runestone Caverns", "Muiral's Graveyard"), ({"kind": "scry", "amount": 2},)),
        Room("Runestone Caverns", "Exile the top two cards of your library. You may play them.", ("Deep Mines",),
             ({"kind": "exile_top_may_play", "amount": 2, "until": "indefinitely"},),
             "typed here (s20-venture): the reader doesn't read a permission without a stated duration (CR 611.2a)"),
        Room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", ("Deep Mines",),
             ({"kind": "create_token", "token": _token("Skeleton", "B", "Skeleton"), "count": 2},)),
        Room("Deep Mines", "Scry 3.", ("Mad Wizard's Lair",), ({"kind": "scry", "amount": 3},)),
        Room("Mad Wizard's Lair",
             "Draw three cards and reveal them. You may cast one of them without paying its mana cost.", (),
             ({"kind": "draw_reveal_cast_one_free", "amount": 3},),
             "typed here (s20-venture): the reader doesn't read casting a card drawn as the ability resolves"),
    )),
    "Tomb of Annihilation": Dungeon("Tomb of Annihilation", (
        Room("Trapped Entry", "Each player loses 1 life.", ("Veils of Fear", "Oubliette"),
             ({"kind": "lose_life", "amount": 1, "player": "each_player"},)),
        Room("Veils of Fear", "Each player loses 2 life unless they discard a card.", ("Sandfall Cell",),
             ({"kind": "lose_life_unless", "amount": 2, "player": "each_player", "sacrifice_option": False},)),
        # (s27-fdnb: the reader reads "loses N life unless they discard a card" now, into this same effect)
        Room("Sandfall Cell", "Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.",
             ("Cradle of the Death God",),
             ({"kind": "lose_life_unless", "amount": 2, "player": "each_player",
               "sacrifice": "artifact_or_creature_or_land", "discard": False},),
             "typed here: the reader doesn't read \"each player ... unless they\""),
        Room("Oubliette", "Discard a card and sacrifice an artifact, a creature, and a land.",
             ("Cradle of the Death God",),
             ({"kind": "discard", "amount": 1, "player": "you"},
              {"kind": "sacrifice_one_of_each", "types": ["Artifact", "Creature", "Land"]}),
             "typed here (s20-venture): the reader doesn't read \"sacrifice an artifact, a creature, and a land\""),
        Room("Cradle of the Death God",
             "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.", (),
             ({"kind": "create_token", "token": {"name": "The Atropal", "supertypes": ["Legendary"], "colors": ["B"],
                                                 "types": ["Creature"], "subtypes": ["God", "Horror"], "power": 4,
                                                 "toughness": 4, "keywords": ["deathtouch"]}},),
             "typed here: the reader doesn't read a token named in the text (CR 111.4)"),
    )),
}

ALL_ROOMS_MODELLED: bool = all(room.effects is not None for dungeon in DUNGEONS.values() for room in dungeon.rooms)


def unmodelled_rooms() -> list[str]:
    """'<dungeon>: <room>' for each room whose ability the engine can't play (the reader's reason)."""
    return [f"{dungeon.name}: {room.name}" for dungeon in DUNGEONS.values() for room in dungeon.rooms
            if room.effects is None]


def room_of(dungeon: str, room: str) -> Room | None:
    found = DUNGEONS.get(dungeon)
    return None if found is None else found.room(room)


def is_bottommost(dungeon: str, room: str) -> bool:
    """CR 309.4b: the bottommost room leads nowhere."""
    found = room_of(dungeon, room)
    return found is not None and not found.leads_to
