"""Restricted mana (CR 106.6): "{T}: Add {G}. Spend this mana only to cast a creature spell."
(the Villages of Bloomburrow). Such mana goes into its player's `restricted_mana` beside the plain
`mana_pool` counts, each entry `{"color", "amount", "only"}`; it may be spent only on what `only`
allows (`"creature_spells"`: the mana cost of a creature spell being cast, CR 601.2h), and a payment
allowed to spend it spends it before unrestricted mana of the same type. It leaves the pool as the
pool empties (CR 500.4) and is lost with "loses all unspent mana". Mana abilities with a spending
restriction are not activated by an automatic payment, nor named in an explicit payment's `tap`:
activate them with `tap_for_mana` first (CR 605.3a), then the restricted mana is spent from the pool."""

from __future__ import annotations

from functools import lru_cache

from app.engine.cards import CardDefinition, ManaAbility
from app.engine.characteristics import characteristics_of, with_changeling
from app.engine.citations import cr
from app.engine.enums import MANA_TYPES, CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import format_mana
from app.engine.state import CardRef, Permanent, Player, RestrictedMana, set_field

RESTRICTED_MANA_CITES = (cr("106.6"),)
# What each restriction reads as ("Spend this mana only to ...").
RESTRICTION_TEXT = {
    "creature_spells": "cast a creature spell",
    "kicked_spells": "cast a kicked spell",  # s30-stda (CR 702.33d)
    "creature_spells_or_abilities": "cast creature spells or activate abilities of creatures",  # s30-stda (CR 109.2)
    "instant_or_sorcery_spells": "cast an instant or sorcery spell",
    "artifact_spells_or_abilities": "cast artifact spells or activate abilities of artifacts",  # s20-m20
    "abilities_or_artifact_spells": "activate an ability or cast an artifact spell",  # s21-neoa
    "abilities": "activate an ability",  # s32-r2wd (CR 602.2b)
}


def add_restricted(player: Player, produced: dict[str, int], only: str) -> None:
    """Put `produced` into the player's pool as mana spendable only as `only` allows (CR 106.6)."""
    for kind, amount in produced.items():
        if amount <= 0:
            continue
        entry = next((e for e in player.restricted_mana if e.color == kind and e.only == only), None)
        if entry is None:
            player.restricted_mana.append(RestrictedMana(color=kind, amount=amount, only=only))
        else:
            entry.amount += amount


_CREATURE_SPELL = frozenset(("creature_spells",))
_INSTANT_OR_SORCERY_SPELL = frozenset(("instant_or_sorcery_spells",))
_NO_PURPOSE: frozenset[str] = frozenset()
_NO_EXTRA: dict[str, int] = {}  # (never changed: the answer of `spendable` without restricted mana)


def spell_purposes(definition: CardDefinition | None, face_down: bool = False) -> frozenset[str]:
    """The restrictions a payment of this spell's cost satisfies (CR 106.6): a creature spell's (a
    face-down spell is a 2/2 creature spell, CR 708.2a), an instant's or a sorcery's; s19-neob: and
    "subtype:<S>" for each of its subtypes (a changeling spell has every creature type, CR 702.73a).
    Every spell cast asks this: the subtypes' part is kept by subtypes (`_with_subtypes`)."""
    if face_down:
        return _CREATURE_SPELL
    if definition is None:
        return _NO_PURPOSE
    types = definition.types
    creature = CardType.CREATURE in types
    if CardType.INSTANT in types or CardType.SORCERY in types:
        found = _CREATURE_SPELL | _INSTANT_OR_SORCERY_SPELL if creature else _INSTANT_OR_SORCERY_SPELL
    else:
        found = _CREATURE_SPELL if creature else _NO_PURPOSE
    if CardType.ARTIFACT in types:  # s20-m20: "artifact spells" (CR 106.6)
        found = found | _ARTIFACT_SPELL
    subtypes = definition.subtypes
    changeling = "changeling" in definition.keywords
    if not subtypes and not changeling:
        return found
    return _with_subtypes(found, tuple(with_changeling(definition) if changeling else subtypes))


@lru_cache(maxsize=1024)
def _with_subtypes(found: frozenset[str], subtypes: tuple[str, ...]) -> frozenset[str]:
    return found | frozenset(f"subtype:{subtype}" for subtype in subtypes)


def restriction_of(ability: ManaAbility, permanent: Permanent) -> str:
    """s19-neob: the restriction a mana ability's mana carries: its `spend_only`, or for "subtype_spells"
    "subtype_spells:Pilot|Vehicle" (its subtypes), for "chosen_type_creature_spells"
    "creature_subtype_spells:Merfolk" (the creature type chosen as the permanent entered, CR 614.12)."""
    assert ability.spend_only is not None
    if ability.spend_only == "subtype_spells":
        return "subtype_spells:" + "|".join(ability.spend_only_subtypes)
    if ability.spend_only == "subtype_spells_or_abilities":  # s30-stdb (end of this module)
        return S30STDB_SUBTYPE_SPELLS_OR_ABILITIES + "|".join(ability.spend_only_subtypes)
    if ability.spend_only == "creature_subtype_spells":  # s23-ori: "an Elf creature spell" (CR 106.6, 205.3)
        return _CREATURE_SUBTYPE_SPELLS + ability.spend_only_subtypes[0]
    if ability.spend_only in ("chosen_type_creature_spells", _S22NEOB_CHOSEN_OR_ABILITIES):
        if permanent.chosen_creature_type is None:
            raise IllegalAction("No type chosen", f"{permanent.id} has no chosen creature type: its mana may be spent "
                                "only on a creature spell of the chosen type", [cr("106.6"), cr("614.12")])
        if ability.spend_only == _S22NEOB_CHOSEN_OR_ABILITIES:  # s22-neob
            return _S22NEOB_CREATURE_SUBTYPE_SPELLS_OR_ABILITIES + permanent.chosen_creature_type
        return _CREATURE_SUBTYPE_SPELLS + permanent.chosen_creature_type
    return ability.spend_only


def allows(only: str, purposes: frozenset[str]) -> bool:
    """Whether mana restricted to `only` may pay for something with these purposes (CR 106.6): s19-neob's
    "subtype_spells:Pilot|Vehicle", a spell with one of the subtypes; s20-m20's "artifact_spells_or_abilities",
    an artifact spell or an activated ability of an artifact."""
    if only in purposes:
        return True
    if only == _ARTIFACT_SPELLS_OR_ABILITIES:  # s20-m20
        return _ARTIFACT_SPELL_PURPOSE in purposes or _ARTIFACT_ABILITY_PURPOSE in purposes
    if only == _ABILITIES_OR_ARTIFACT_SPELLS:  # s21-neoa
        return _ARTIFACT_SPELL_PURPOSE in purposes or _ABILITY_PURPOSE in purposes
    if only == S32R2WD_ABILITIES:  # s32-r2wd: "to activate abilities", any activated ability (CR 602.2b), no spell
        return _ABILITY_PURPOSE in purposes
    if only == _S30STDA_CREATURE_SPELLS_OR_ABILITIES:  # s30-stda: a creature spell or an ability of a creature (CR 109.2)
        return "creature_spells" in purposes or _S30STDA_CREATURE_ABILITY in purposes
    if only.startswith(_CREATURE_SUBTYPE_SPELLS):  # "a creature spell of the chosen type"
        return "creature_spells" in purposes and f"subtype:{only[len(_CREATURE_SUBTYPE_SPELLS):]}" in purposes
    if only.startswith(_S22NEOB_CREATURE_SUBTYPE_SPELLS_OR_ABILITIES):  # s22-neob: "... or activate an ability of ..."
        return _s22neob_allows(only[len(_S22NEOB_CREATURE_SUBTYPE_SPELLS_OR_ABILITIES):], purposes)
    if only.startswith(S30STDB_SUBTYPE_SPELLS_OR_ABILITIES):  # s30-stdb (end of this module)
        return s30stdb_allows(only[len(S30STDB_SUBTYPE_SPELLS_OR_ABILITIES):], purposes)
    if not only.startswith(_SUBTYPE_SPELLS):
        return False
    return any(f"subtype:{subtype}" in purposes for subtype in only[len(_SUBTYPE_SPELLS):].split("|"))


def restriction_text(only: str) -> str:
    if only.startswith(S30STDB_SUBTYPE_SPELLS_OR_ABILITIES):  # s30-stdb
        subtypes = " or ".join(only[len(S30STDB_SUBTYPE_SPELLS_OR_ABILITIES):].split("|"))
        return f"cast a {subtypes} spell or activate an ability of a {subtypes}"
    if only.startswith(_S22NEOB_CREATURE_SUBTYPE_SPELLS_OR_ABILITIES):  # s22-neob
        subtype = only[len(_S22NEOB_CREATURE_SUBTYPE_SPELLS_OR_ABILITIES):]
        return f"cast a {subtype} creature spell or activate an ability of a {subtype} creature or creature card"
    if only.startswith(_CREATURE_SUBTYPE_SPELLS):
        return f"cast a {only[len(_CREATURE_SUBTYPE_SPELLS):]} creature spell"
    if only.startswith(_SUBTYPE_SPELLS):
        return f"cast a {' or '.join(only[len(_SUBTYPE_SPELLS):].split('|'))} spell"
    return RESTRICTION_TEXT[only]


_SUBTYPE_SPELLS = "subtype_spells:"
_CREATURE_SUBTYPE_SPELLS = "creature_subtype_spells:"


# --- s20-m20: "Spend this mana only to cast artifact spells or activate abilities of artifacts." (CR 106.6) ---

_ARTIFACT_SPELLS_OR_ABILITIES = "artifact_spells_or_abilities"
_ARTIFACT_SPELL_PURPOSE = "artifact_spell"
_ARTIFACT_ABILITY_PURPOSE = "artifact_ability"
_ARTIFACT_SPELL = frozenset((_ARTIFACT_SPELL_PURPOSE,))
_ARTIFACT_ABILITY = frozenset((_ARTIFACT_ABILITY_PURPOSE,))


def activation_purposes(game: Game, player: Player, permanent: Permanent) -> frozenset[str]:
    """What paying the cost of an activated ability of `permanent` satisfies (CR 106.6): an artifact's (its types
    now, as layers make them; CR 109.2: "abilities of artifacts" are those of artifact permanents) for
    "artifact_spells_or_abilities"; nothing when the player has no restricted mana (most payments)."""
    if not player.restricted_mana:
        return _NO_PURPOSE
    characteristics = characteristics_of(game, permanent)
    if characteristics is None:
        return ABILITY_PURPOSES
    found = ABILITY_PURPOSES
    if CardType.ARTIFACT.value in characteristics.types:
        found = _ARTIFACT_ABILITY | ABILITY_PURPOSES  # s21-neoa: an activated ability too
    if CardType.CREATURE.value in characteristics.types:  # s22-neob: "an ability of a creature ... of the chosen type"
        found = found | _s22neob_creature_abilities(tuple(characteristics.subtypes)) | _S30STDA_CREATURE_ABILITIES
    if characteristics.subtypes:  # s30-stdb: "an ability of a Cleric" (any permanent with the subtype, CR 109.2)
        found = found | s30stdb_permanent_abilities(tuple(characteristics.subtypes))
    return found  # s21-neoa: "to activate an ability" (CR 602.2b)


def spendable(player: Player, purposes: frozenset[str]) -> dict[str, int]:
    """The restricted mana this payment may spend, by type (an empty mapping when the player has
    none: most payments)."""
    if not player.restricted_mana:
        return _NO_EXTRA
    found = dict.fromkeys(MANA_TYPES, 0)
    for entry in player.restricted_mana:
        if allows(entry.only, purposes):
            found[entry.color] += entry.amount
    return found


def spend(player: Player, paid: dict[str, int], purposes: frozenset[str]) -> dict[str, int]:
    """Take `paid` from the allowed restricted mana first, the rest from `mana_pool`; returns the
    restricted mana spent, by type."""
    pool = player.mana_pool
    if not player.restricted_mana:  # most payments: all from the pool
        for kind, amount in paid.items():  # `set_field`: pydantic's assignment without its two Python calls
            set_field(pool, kind, getattr(pool, kind) - amount)
        return _NO_EXTRA
    spent: dict[str, int] = {}
    for kind, amount in paid.items():
        left = amount
        for entry in player.restricted_mana:
            if left and entry.color == kind and allows(entry.only, purposes):
                taken = min(left, entry.amount)
                entry.amount -= taken
                left -= taken
                spent[kind] = spent.get(kind, 0) + taken
        setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) - left)
    player.restricted_mana = [entry for entry in player.restricted_mana if entry.amount > 0]
    return spent


def restricted_total(player: Player) -> dict[str, int]:
    found: dict[str, int] = {}
    for entry in player.restricted_mana:
        found[entry.color] = found.get(entry.color, 0) + entry.amount
    return found


def empty_restricted(game: Game, player: Player) -> str:
    """Empty the player's restricted mana (CR 500.4, or "loses all unspent mana"); what was lost."""
    lost = format_mana(restricted_total(player))
    player.restricted_mana = []
    return lost


def unusable_note(player: Player, purposes: frozenset[str]) -> str:
    """Why the player's restricted mana doesn't help this payment, for a refusal (CR 106.6)."""
    notes = [
        f"{entry.amount} {{{entry.color}}} that may be spent only to {restriction_text(entry.only)}"
        for entry in player.restricted_mana
        if not allows(entry.only, purposes)
    ]
    return f" (its restricted mana, {', '.join(notes)}, can't pay this, CR 106.6)" if notes else ""


# --- s21-neoa: "Spend this mana only to activate an ability or cast an artifact spell." (CR 106.6, 602.2b) ---

_ABILITIES_OR_ARTIFACT_SPELLS = "abilities_or_artifact_spells"
S32R2WD_ABILITIES = "abilities"  # s32-r2wd: "Spend this mana only to activate abilities." (CR 106.6, 602.2b)
_ABILITY_PURPOSE = "ability"
# What paying the cost of any activated ability satisfies: the activations of permanents' abilities (above), and those
# of cards in a hand or a graveyard, cycling and ninjutsu (rules/hand_abilities.py, graveyard_abilities.py, cycling.py,
# ninjutsu.py pass it)
ABILITY_PURPOSES = frozenset((_ABILITY_PURPOSE,))


# --- s22-neob: "Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature
# or creature card of the chosen type." (Secluded Courtyard; CR 106.6, 614.12, 602.2b) ---

_S22NEOB_CHOSEN_OR_ABILITIES = "chosen_type_creature_spells_or_abilities"
_S22NEOB_CREATURE_SUBTYPE_SPELLS_OR_ABILITIES = "creature_subtype_spells_or_abilities:"
_S22NEOB_CREATURE_ABILITY = "creature_ability:"  # a purpose: an activated ability of a creature (card) with the subtype


def _s22neob_allows(subtype: str, purposes: frozenset[str]) -> bool:
    """A creature spell with the chosen type, or an activated ability of a creature or creature card with it."""
    creature_spell = "creature_spells" in purposes and f"subtype:{subtype}" in purposes
    return creature_spell or _S22NEOB_CREATURE_ABILITY + subtype in purposes


@lru_cache(maxsize=1024)
def _s22neob_creature_abilities(subtypes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(_S22NEOB_CREATURE_ABILITY + subtype for subtype in subtypes)


def card_ability_purposes(game: Game, player: Player, card: CardRef) -> frozenset[str]:
    """What paying the cost of an activated ability of a card in a hand or a graveyard satisfies (CR 106.6, 602.2b):
    "to activate an ability", and for a creature card its creature types (changeling: every one, CR 702.73a) for
    "an ability of a creature card of the chosen type"; `ABILITY_PURPOSES` alone when the player has no restricted
    mana (most payments)."""
    if not player.restricted_mana:
        return ABILITY_PURPOSES
    definition = game.definition(card)
    if CardType.CREATURE not in definition.types:
        return ABILITY_PURPOSES
    return ABILITY_PURPOSES | _s22neob_creature_abilities(tuple(with_changeling(definition)))


# --- s30-stda: "Spend this mana only to cast kicked spells." (CR 106.6, 702.33d) ---

_KICKED = frozenset(("kicked_spells",))


def s30stda_kicked(purposes: frozenset[str], kicked: bool) -> frozenset[str]:
    """The purposes of a spell's payment, "kicked_spells" among them when it is cast with its kicker cost (CR 702.33d: a
    kicked spell; 601.2b: the kicker is announced before the total cost is paid, 601.2h)."""
    return purposes | _KICKED if kicked else purposes


# --- s30-stda: "Spend this mana only to cast creature spells or activate abilities of creatures." (CR 106.6, 109.2) ---

_S30STDA_CREATURE_SPELLS_OR_ABILITIES = "creature_spells_or_abilities"
_S30STDA_CREATURE_ABILITY = "creature_ability"  # an activated ability of a creature permanent (`activation_purposes`)
_S30STDA_CREATURE_ABILITIES = frozenset((_S30STDA_CREATURE_ABILITY,))


# --- s30-stdb: "Spend this mana only to cast a Cleric, Rogue, Warrior, or Wizard spell or to activate an ability of a
# Cleric, Rogue, Warrior, or Wizard." (Base Camp; CR 106.6, 109.2, 602.2b) ---

S30STDB_SUBTYPE_SPELLS_OR_ABILITIES = "subtype_spells_or_abilities:"
_S30STDB_PERMANENT_ABILITY = "permanent_ability:"  # a purpose: an activated ability of a permanent with the subtype


def s30stdb_allows(subtypes: str, purposes: frozenset[str]) -> bool:
    """A spell with one of the subtypes, or an activated ability of a permanent with one (not of a card in a hand or a
    graveyard: "a Cleric" is a permanent, CR 109.2)."""
    return any(f"subtype:{subtype}" in purposes or _S30STDB_PERMANENT_ABILITY + subtype in purposes
               for subtype in subtypes.split("|"))


@lru_cache(maxsize=1024)
def s30stdb_permanent_abilities(subtypes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(_S30STDB_PERMANENT_ABILITY + subtype for subtype in subtypes)
