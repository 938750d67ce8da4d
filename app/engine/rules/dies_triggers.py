"""Dies triggers (CR 700.4: "dies" means "is put into a graveyard from the battlefield"; CR 603.6c:
a leaves-the-battlefield ability).

- "dies": "When this creature dies, ..." (Onulet, Cyclopean Mummy);
- "enchanted_dies": "When enchanted creature dies, ..." (Creature Bond): the Aura is still on the
  battlefield as its creature dies; it goes to the graveyard afterwards (704.5m) and its ability
  still goes on the stack (603.3);
- "creature_dies": "Whenever a creature dies, ..." (Soul Net); with `dying`, a permanent spec, only a
  creature that matched it as it last existed (CR 603.10a), read from the ability's source:
  "Whenever a nontoken creature you control dies" (Open the Graves: "creature:nontoken:you_control"),
  "Whenever another creature dies" (Poison-Tip Archer: "creature:other", not the source itself);
- "creature_it_damaged_dies": "Whenever a creature dealt damage by this creature this turn dies,
  ..." (Sengir Vampire): the dying creature's `damaged_by` names the sources that dealt it damage
  this turn (rules/damage_triggers.py);
- "equipped_dies" (s20-m21): "Whenever equipped creature dies, ..." (Malefic Scythe): the Equipment attached to the
  creature as it died (CR 301.5, 603.10a).

Leaves-the-battlefield abilities look back in time (CR 603.10a): whether it was a creature, its
controller, its abilities and its toughness are as the permanent last existed on the battlefield
(`Game.rule_memory`, rules/zones.py, and its last known characteristics, 608.2h). The event names
`that_player` (its controller), `that_card` (the card it became in the graveyard, which such an
ability can find, CR 400.7e: "When ~ dies, exile it") and `that_creatures_toughness`.
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.chosen import s34cmd_of_the_chosen_type  # s34-cmd
from app.engine.rules.combat_block_triggers import s27std_if_you_control_holds  # s27-std
from app.engine.rules.dying_counters import had_the_counters
from app.engine.rules.dying_modified import was_modified  # s17-neo3
from app.engine.rules.event_triggers import abilities_with, auras_attached_to, triggered
from app.engine.rules.riders import intervening_holds  # s22-ete
from app.engine.rules.target_filters import characteristics_match, s33newer_card_supertypes_hold  # s33-newer
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Characteristics, Permanent
from app.engine.target_grammar import parse_target_spec

_DIES = frozenset({"dies"})
_ENCHANTED_DIES = frozenset({"enchanted_dies"})
_EQUIPPED_DIES = frozenset({"equipped_dies"})  # s20-m21
_CREATURE_DIES = frozenset({"creature_dies"})
_IT_DAMAGED = frozenset({"creature_it_damaged_dies"})
_ANY_DIES = _DIES | _ENCHANTED_DIES | _CREATURE_DIES | _IT_DAMAGED | _EQUIPPED_DIES
_CITES = [cr("603.6c"), cr("603.10a"), cr("700.4")]


def left_for_the_graveyard(game: Game, event: dict[str, Any], card_type: CardType) -> Permanent | None:
    """The permanent a `zone_change` event put into a graveyard from the battlefield, as it last
    existed, if it was of `card_type` then (CR 603.10a); else None."""
    if (event["type"] != "zone_change" or event.get("from") != Zone.BATTLEFIELD.value
            or event.get("to") != Zone.GRAVEYARD.value):
        return None
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is None or left.id != event.get("permanent"):
        return None
    last_known = game.state.last_known.get(left.id)
    if last_known is None or card_type.value not in last_known.types:
        return None
    return left


def _detect_dies(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ANY_DIES):
        return []
    died = left_for_the_graveyard(game, event, CardType.CREATURE)
    if died is None:
        return []
    cards = event.get("cards") or []
    last_known = game.state.last_known[died.id]
    named: dict[str, Any] = {"that_player": died.controller, "that_permanent": died.id}
    if cards:
        named["that_card"] = cards[0]
    found = [triggered(died, index, "dies", named, _CITES) for index, ability in abilities_with(game, died, _DIES)
             if self_had_the_counters(ability, died)  # s22-stx: "When ~ dies, if it had a +1/+1 counter on it"
             and s27std_if_you_control_holds(game, died, ability)]  # s27-std: "if you control ..." (CR 603.4)
    for aura in auras_attached_to(game, died.id):
        for index, _ in abilities_with(game, aura, _ENCHANTED_DIES):
            found.append(triggered(aura, index, "enchanted_dies",
                                   {**named, "that_creatures_toughness": max(0, last_known.toughness or 0)}, _CITES))
        # s20-m21: "Whenever equipped creature dies" (Malefic Scythe): the Equipment, still attached as the creature
        # dies (it becomes unattached afterwards, 704.5n), sees it die (CR 301.5, 603.10a)
        for index, _ in abilities_with(game, aura, _EQUIPPED_DIES):
            found.append(triggered(aura, index, "equipped_dies", named, [*_CITES, cr("301.5")]))
    # "Whenever a creature dealt damage by this creature this turn dies" (Sengir Vampire)
    for source_id in died.damaged_by:
        source = game.permanent(source_id)
        if source is not None:
            for index, _ in abilities_with(game, source, _IT_DAMAGED):
                found.append(triggered(source, index, "creature_it_damaged_dies", named, _CITES))
    # "Whenever a creature dies": the others on the battlefield, and the dying one itself (603.10a).
    for permanent in [died, *game.state.battlefield]:
        for index, ability in abilities_with(game, permanent, _CREATURE_DIES):
            if (died.id == permanent.id and getattr(ability, "or_self", False) and self_had_the_counters(
                    ability, died)) or dying_matches(
                    getattr(ability, "dying", None), died, last_known, permanent, game):  # s17-dfc: "~ or another ..."
                if not s34cmd_of_the_chosen_type(ability, permanent, last_known):
                    continue  # s34-cmd: "a creature of the chosen type" as it last existed (CR 607.2a, 603.10a)
                if ability.intervening_if is not None and not intervening_holds(game, permanent.controller, ability,
                                                                                permanent.id):
                    continue  # s22-ete: "if you have the city's blessing" false as it dies (CR 603.4)
                found.append(triggered(permanent, index, "creature_dies", named, _CITES))
    return found


def self_had_the_counters(ability: Any, died: Permanent) -> bool:
    """s21-m21: "Whenever ~ or another creature you control dies, if it had a +1/+1 counter on it" (Basri's
    Lieutenant): ~ itself must have had the counter of its `dying` spec as it last existed (CR 603.4, 603.10a).
    s22-stx: the same for a "dies" trigger with a `dying` spec ("When ~ dies, if it had a +1/+1 counter on it")."""
    spec_text = getattr(ability, "dying", None)
    return spec_text is None or had_the_counters(parse_target_spec(spec_text), died)


def dying_matches(spec_text: str | None, died: Permanent, last_known: Characteristics, source: Permanent,
                  game: Game | None = None) -> bool:
    """Whether the creature that died is what a "creature_dies" trigger's `dying` spec names, as it
    last existed (CR 603.10a): its controller and token-ness then, and its last known characteristics;
    `other`: not the trigger's source; `you_control`: controlled by the source's controller."""
    if spec_text is None:
        return True
    spec = parse_target_spec(spec_text)
    if spec.other and died.id == source.id:
        return False
    if spec.control == "you_control" and died.controller != source.controller:
        return False
    if spec.control == "opponent_controls" and died.controller == source.controller:
        return False
    if "nontoken" in spec.states and died.is_token:
        return False
    if "token" in spec.states and not died.is_token:
        return False  # s21-inn: "a Blood token" (CR 111.1, as it last existed, 603.10a)
    if not had_the_counters(spec, died):  # s16-tailb (rules/dying_counters.py)
        return False
    if not was_modified(game, spec, died):  # s17-neo3: "a nontoken modified creature" (CR 700.9, 603.10a)
        return False
    if spec.states and not s33newer_card_supertypes_hold(spec, last_known):  # s33-newer: "a legendary creature"
        return False
    return characteristics_match(spec, last_known, 0)


keyword_triggers.watch("zone_change", _detect_dies, needs=tuple(map(trigger_kind, _ANY_DIES)))
