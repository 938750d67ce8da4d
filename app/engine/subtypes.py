"""Every subtype the Comprehensive Rules list (CR 205.3g-205.3n; facts of the rules, written as data).

The Oracle reader asks `is_subtype` of a capitalised word that begins a sentence: there the capital
says nothing (sentence case), so a word that is no subtype ("Historic spells you cast ...") is not
read as one."""

from __future__ import annotations

from app.engine.creature_types import CREATURE_TYPES

# CR 205.3g artifact types, 205.3h enchantment types, 205.3i land types, 205.3k instant and sorcery
# types (spell types), 205.3q battle types.
_NONCREATURE = """
Attraction Blood Bobblehead Clue Contraption Equipment Food Fortification Gold Incubator Junk Lander Map
Powerstone Treasure Vehicle
Aura Background Cartouche Case Class Curse Role Room Rune Saga Shard Shrine
Cave Desert Forest Gate Island Lair Locus Mine Mountain Plains Power-Plant Sphere Swamp Tower Urza's
Adventure Arcane Chorus Lesson Omen Trap
Siege
"""

# CR 205.3j planeswalker types.
_PLANESWALKER = """
Ajani Aminatou Angrath Arlinn Ashiok Bahamut Basri Bolas Calix Chandra Comet Dack Dakkon Daretti Davriel
Dihada Domri Dovin Ellywick Elminster Elspeth Estrid Freyalise Garruk Gideon Grist Guff Huatli Jace Jared
Jaya Jeska Kaito Karn Kasmina Kaya Kiora Koth Liliana Lolth Lukka Minsc Mordenkainen Nahiri Narset Niko
Nissa Nixilis Oko Quintorius Ral Rowan Saheeli Samut Sarkhan Serra Sivitri Sorin Szat Tamiyo Tasha Teferi
Teyo Tezzeret Tibalt Tyvar Ugin Urza Venser Vivien Vraska Vronos Will Windgrace Wrenn Xenagos Yanggu
Yanling Zariel
"""

SUBTYPES: frozenset[str] = CREATURE_TYPES | frozenset(_NONCREATURE.split()) | frozenset(_PLANESWALKER.split())
PLANESWALKER_TYPES: frozenset[str] = frozenset(_PLANESWALKER.split())  # s20-m20: "a Chandra planeswalker spell"
# s32-core: the land types (CR 205.3i), the line of `_NONCREATURE` that lists them
LAND_SUBTYPES: frozenset[str] = frozenset(next(line for line in _NONCREATURE.splitlines() if line.startswith("Cave ")).split())
# s33-dsk: the subtypes that go with each permanent card type an effect can set ("It's an enchantment.", CR 205.1a)
_S33DSK_LINES = {"Artifact": "Attraction ", "Enchantment": "Aura ", "Land": "Cave "}


def s33dsk_subtypes_of(card_type: str) -> frozenset[str]:
    """s33-dsk: the subtypes of the card type `card_type` ("Artifact", "Enchantment", "Land"; CR 205.3g-i)."""
    first = _S33DSK_LINES[card_type]
    return frozenset(next(line for line in _NONCREATURE.splitlines() if line.startswith(first)).split())

# Plurals that don't add "s" / "es" / "ies" (the rest are regular).
_IRREGULAR = {"Elves": "Elf", "Wolves": "Wolf", "Dwarves": "Dwarf", "Mice": "Mouse", "Fungi": "Fungus",
              "Werewolves": "Werewolf"}  # s24-isd: "Werewolves you control have menace."


def is_subtype(word: str) -> bool:
    """Whether `word` names a subtype: the subtype itself, its plural, or either with "'s"."""
    word = word.removesuffix("'s").removesuffix("s'") if word.endswith(("'s", "s'")) else word
    if word in SUBTYPES or _IRREGULAR.get(word) in SUBTYPES:
        return True
    return (word.endswith("s") and word[:-1] in SUBTYPES) or (word.endswith("es") and word[:-2] in SUBTYPES) or (
        word.endswith("ies") and word[:-3] + "y" in SUBTYPES)

# s33-lib: CR 205.3k, the instant and sorcery types ("spell types"), the line of `_NONCREATURE` that names them
SPELL_TYPES = frozenset(next(line for line in _NONCREATURE.splitlines() if line.startswith("Adventure ")).split())
