"""Auras (CR 303.4) and the enchant keyword (CR 702.5).

- Casting: an Aura spell (a card with an `enchant` ability) targets one object its enchant
  ability allows (CR 303.4a, 702.5a): exactly one id in the `cast` action's `choices.targets`,
  checked as it is cast (601.2c; hexproof, shroud and protection too: 702.16b).
- Resolving: if that target is still legal, the Aura enters attached to it (`attached_to`,
  CR 608.3c); if not, it doesn't resolve and goes to its owner's graveyard (608.3b).
- Entering without being cast (`put_onto_battlefield`, or any effect): the player it enters under
  chooses what it enchants as it enters, `choices.enchant` (an id): not a target, so hexproof and
  shroud don't matter, but it must be something the Aura could enchant (its enchant ability, and
  not a permanent with protection from a quality of the Aura, 702.16c); a wrong or missing choice
  is refused (303.4f). `put_onto_battlefield` leaves an Aura with nothing it could enchant where
  it is (303.4g, event `stayed_out_of_battlefield`).
- State-based actions: an Aura attached to nothing, to an object no longer on the battlefield, to
  an object its enchant ability doesn't allow, or to a creature with protection from a quality
  of the Aura (702.16c) is put into its owner's graveyard (704.5m). A permanent that is not an
  Aura but says it is attached to something becomes unattached (704.5p).
- `attached_pump`: the enchanted permanent gets the Aura's keywords (layer 6, CR 613.1f) and
  +N/+N (layer 7c, 613.4c) while the Aura is attached to it. Like a static pump, such an ability
  makes characteristics depend on another permanent (rules/static_pump.py turns the reuse of
  computed characteristics off for the game).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from app.engine import registry
from app.engine.cards import AttachedPumpAbility, CardDefinition, CastTargetTappedAbility, EnchantAbility
from app.engine.characteristics import characteristics_of, compute, current_face
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, is_in
from app.engine.keywords import has_quality, parameters_of
from app.engine.rules import s21szn_attached_conditions as conditions  # s21-szn
from app.engine.rules.ability_presence import game_has
from app.engine.rules.attached_granted import applies_to, enchant_mismatch, remove_lost_keywords
from app.engine.rules.effects_targets import target_problem
from app.engine.rules.enchant_player import enchant_player_problem, enchantable_players
from app.engine.rules.equipment import ATTACHMENTS, is_equipment
from app.engine.rules.zones import Entering, leave_battlefield
from app.engine.state import CardRef, Characteristics, Permanent, StackObject

Thunk = Callable[[], None]

_TYPES: dict[str, str | None] = {
    "creature": CardType.CREATURE.value, "artifact": CardType.ARTIFACT.value,
    "enchantment": CardType.ENCHANTMENT.value, "land": CardType.LAND.value, "permanent": None,
}


def enchant_ability(definition: CardDefinition) -> EnchantAbility | None:
    """The Aura's enchant ability (CR 702.5a), or None for a card that is not an Aura the engine plays."""
    if not definition.abilities:
        return None
    for ability in definition.abilities:
        if isinstance(ability, EnchantAbility):
            return ability
    return None


def verify_aura_targets(game: Game, source_id: str, controller: str, definition: CardDefinition,
                        targets: list[str]) -> None:
    """CR 303.4a, 601.2c: an Aura spell targets exactly one object its enchant ability allows."""
    enchant = enchant_ability(definition)
    if enchant is None:
        return
    if len(targets) != 1:
        raise IllegalAction("Wrong targets", f"{definition.name} is an Aura spell: it targets one {enchant.target} "
                            f"to enchant; {len(targets)} chosen", [cr("303.4a"), cr("702.5a"), cr("601.2c")])
    problem = target_problem(game, source_id, controller, enchant.target, targets[0])
    if problem is not None:
        raise IllegalAction("Illegal target", f"{definition.name} can't target {targets[0]!r}: {problem.reason}",
                            [cr("303.4a"), cr("601.2c"), *problem.cites])
    if any(isinstance(a, CastTargetTappedAbility) for a in definition.abilities or ()) and not getattr(
            game.permanent(targets[0]), "tapped", True):  # s21-m21: "You can't choose an untapped creature ..."
        raise IllegalAction("Illegal target", f"{definition.name} can't target {targets[0]!r}: an untapped creature "
                            "can't be chosen as its target as it is cast", [cr("303.4a"), cr("601.2c")])


def aura_target_still_legal(game: Game, item: StackObject) -> bool:
    """As an Aura spell resolves: is its target still legal? If not, it doesn't resolve (CR 608.3b)."""
    if item.kind is not StackObjectKind.SPELL or item.face_down or item.card is None:
        return True
    enchant = enchant_ability(current_face(game, item))
    if enchant is None:
        return True
    target = item.targets[0] if item.targets else None
    problem = None if target is None else target_problem(game, item.id, item.controller or "", enchant.target, target)
    if target is not None and problem is None:
        return True
    reason = "it has no target" if problem is None else problem.reason
    if target is not None:
        game.emit("target_illegal", [cr("608.3b"), *(problem.cites if problem else ())], stack_object=item.id,
                  target=target, reason=reason)
    game.emit("spell_fizzled", [cr("608.3b")], stack_object=item.id, source=item.source, targets=list(item.targets))
    return False


def _enchant_problem(game: Game, aura_id: str, aura: Characteristics | None, enchant: EnchantAbility,
                     host_id: str, controller: str = "") -> str | None:
    """Why an Aura entering the battlefield can't enchant `host_id` (CR 303.4f), or None: not
    targeting, so only its enchant ability and protection (702.16c) count."""
    if enchant.target == "player":  # s16-curses: an Aura that enchants a player (rules/enchant_player.py)
        return enchant_player_problem(game, host_id)
    host = game.permanent(host_id)
    if host is None:
        return f"{host_id!r} is not a permanent on the battlefield"
    if host.id == aura_id:
        return "an Aura can't enchant itself (CR 303.4d)"
    host_characteristics = characteristics_of(game, host)
    if enchant.target not in _TYPES:  # s15-granted: a filtered spec (rules/attached_granted.py)
        if (mismatch := enchant_mismatch(game, aura_id, controller, enchant.target, host)) is not None:
            return mismatch
        if host_characteristics is None:
            return f"{host_id!r} has no characteristics to enchant (CR 702.5a)"
    else:
        wanted = _TYPES[enchant.target]
        if host_characteristics is None or (wanted is not None and wanted not in host_characteristics.types):
            return f"{host_id!r} is not a {enchant.target} (enchant {enchant.target}, CR 702.5a)"
    for quality in parameters_of(host_characteristics.keywords, "protection"):
        if aura is not None and has_quality(quality, aura.colors, aura.types, aura.subtypes):
            return f"{host_id!r} has protection from {quality} (CR 702.16c)"
    return None


def _entering_aura(game: Game, card: CardRef | None) -> tuple[EnchantAbility, Characteristics | None] | None:
    if card is None:
        return None
    definition = game.definition(card)
    if not definition.abilities:
        return None
    enchant = enchant_ability(definition)
    if enchant is None:
        return None
    return enchant, compute(game, StackObject(id="entering-aura", card=card))


def _nothing_to_enchant(game: Game, card: CardRef | None, controller: str) -> list[str] | None:
    """CR 303.4g: an Aura with no legal object to enchant stays where it is."""
    found = _entering_aura(game, card)
    if found is None:
        return None
    enchant, aura = found
    if enchant.target == "player" and enchantable_players(game):  # s16-curses (rules/enchant_player.py)
        return None
    if any(_enchant_problem(game, "", aura, enchant, host.id, controller) is None for host in game.state.battlefield):
        return None
    return [cr("303.4g")]


def _attach_chosen(game: Game, entering: Entering) -> None:
    """CR 303.4f: an Aura entering without being cast enchants what the player it enters under
    chooses (`choices.enchant`), not targeted."""
    permanent = entering.permanent
    if permanent.face_down or permanent.attached_to is not None:
        return
    found = _entering_aura(game, permanent.card)
    if found is None:
        return
    enchant, aura = found
    name = game.definition(permanent.card).name
    chosen = game.choices.enchant if "enchant" not in game.used_choices else None
    if chosen is None:
        legal = [h.id for h in game.state.battlefield
                 if _enchant_problem(game, permanent.id, aura, enchant, h.id, permanent.controller or "") is None]
        if enchant.target == "player":  # s16-curses (rules/enchant_player.py)
            legal = enchantable_players(game)
        raise IllegalAction("Choose what it enchants", f"{name} enters the battlefield without being cast: "
                            f"{permanent.controller} chooses what it enchants with choices.enchant, one of "
                            f"{', '.join(legal) or 'nothing'}", [cr("303.4f")])
    game.used_choices.add("enchant")
    problem = _enchant_problem(game, permanent.id, aura, enchant, chosen, permanent.controller or "")
    if problem is not None:
        raise IllegalAction("Can't enchant that", f"{name} can't enchant {chosen!r}: {problem}",
                            [cr("303.4f"), *([cr("702.16c")] if "protection" in problem else [])])
    permanent.attached_to = chosen
    entering.cites.append(cr("303.4f"))
    entering.details["attached_to"] = chosen


def _attach_as_it_enters(game: Game, entering: Entering) -> None:
    """CR 608.3c: an Aura spell resolving enters attached to the object it targeted."""
    _note_attachments(game, entering.permanent)
    if entering.spell is None and not entering.was_cast:
        _attach_chosen(game, entering)
        _note_attachments(game, entering.permanent)
        return
    spell = entering.spell
    if spell is None or not spell.targets or spell.face_down or enchant_ability(current_face(game, spell)) is None:
        return
    entering.permanent.attached_to = spell.targets[0]
    entering.cites.append(cr("608.3c"))
    entering.details["attached_to"] = spell.targets[0]


def _illegal_attachment(game: Game, aura: Permanent, enchant: EnchantAbility) -> str | None:
    """Why this Aura can't be attached where it is (CR 704.5m, 702.16c), or None."""
    if enchant.target == "player":  # s16-curses: an Aura that enchants a player (rules/enchant_player.py)
        return enchant_player_problem(game, aura.attached_to)
    if aura.attached_to is None:
        return "attached to nothing"
    host = game.permanent(aura.attached_to)
    if host is None:
        return f"{aura.attached_to!r} is not on the battlefield"
    if host is aura:
        return "an Aura can't enchant itself (CR 303.4d)"
    host_characteristics = characteristics_of(game, host)
    if enchant.target not in _TYPES:  # s15-granted: a filtered spec (rules/attached_granted.py)
        if (mismatch := enchant_mismatch(game, aura.id, aura.controller or "", enchant.target, host)) is not None:
            return mismatch
        if host_characteristics is None:
            return None
    else:
        wanted = _TYPES[enchant.target]
        if host_characteristics is None or (wanted is not None and wanted not in host_characteristics.types):
            return f"{host.id!r} is not a {enchant.target} (enchant {enchant.target}, CR 702.5a)"
    aura_characteristics = characteristics_of(game, aura)
    if aura_characteristics is None:
        return None
    kept = _kept_protections(game, aura, host)
    for quality in parameters_of(host_characteristics.keywords, "protection"):
        if quality not in kept and has_quality(quality, aura_characteristics.colors, aura_characteristics.types,
                                                    aura_characteristics.subtypes):
            return f"{host.id!r} has protection from {quality} (CR 702.16c)"
    return None


def _kept_protections(game: Game, aura: Permanent, host: Permanent) -> set[str]:
    """The protections this Aura grants with "This effect doesn't remove this Aura" that nothing
    else gives the host (then that protection doesn't make this Aura fall off)."""
    own = [a for a in current_face(game, aura).abilities_of(AttachedPumpAbility) if a.keeps_this_aura]
    if not own:
        return set()
    granted = set(parameters_of([k for a in own for k in a.keywords], "protection"))
    others = set(parameters_of(current_face(game, host).keywords, "protection")) if not host.face_down else set()
    for other in game.state.battlefield:
        if other is not aura and other.attached_to == host.id and not other.face_down and other.card is not None:
            for ability in current_face(game, other).abilities_of(AttachedPumpAbility):
                others.update(parameters_of(ability.keywords, "protection"))
    return granted - others


# Whether a definition (either face) has an enchant ability, by identity (the catalog's definitions
# are shared and never changed; holding the definition keeps its id from being reused).
_IS_AURA: dict[int, tuple[CardDefinition, bool]] = {}


def _may_be_aura(game: Game, permanent: Permanent) -> bool:
    card = permanent.card
    definition = game.catalog.get(card) if isinstance(card, str) else card
    if definition is None or definition.without_abilities():
        return False  # most cards: decided at once
    return _is_aura_definition(definition, isinstance(card, str))


def _is_aura_definition(definition: CardDefinition, shared: bool = True) -> bool:
    """`shared`: a catalog definition, whose answer is kept; an inline one (parsed anew for each
    request) is decided without being kept, so no request's cards stay alive."""
    found = _IS_AURA.get(id(definition)) if shared else None
    if found is None or found[0] is not definition:
        back = definition.back_face
        found = (definition, enchant_ability(definition) is not None
                 or (back is not None and enchant_ability(back) is not None))
        if not shared:
            return found[1]
        if len(_IS_AURA) >= 4096:
            _IS_AURA.clear()
        _IS_AURA[id(definition)] = found
    return found[1]


_ATTACHMENTS = ATTACHMENTS  # game.rule_memory: True once an Aura or an attached permanent may be around
_ATTACHED_TO = attrgetter("attached_to")


def _note_attachments(game: Game, permanent: Permanent) -> None:
    if permanent.attached_to is not None or _may_be_aura(game, permanent):
        game.rule_memory[_ATTACHMENTS] = True


def attachments_checked(game: Game) -> list[Thunk]:
    """CR 704.5m (Auras) and 704.5p (anything else attached). A game with no Aura and nothing
    attached (most games) is decided once, as the first check looks at the battlefield (a card
    with an enchant ability on either face is among the game's ability kinds; `attached_to` is a
    non-empty id or None, tested in C); a permanent entering later is noted as it enters
    (`_attach_as_it_enters`)."""
    memory = game.rule_memory
    if _ATTACHMENTS not in memory:
        memory[_ATTACHMENTS] = any(map(_ATTACHED_TO, game.state.battlefield)) or game_has(game, EnchantAbility)
    if not memory[_ATTACHMENTS]:
        return []
    thunks: list[Thunk] = []
    for permanent in game.state.battlefield:
        if permanent.attached_to is None and not _may_be_aura(game, permanent):
            continue
        if permanent.card is None or permanent.face_down:
            enchant = None
        else:
            enchant = enchant_ability(current_face(game, permanent))
        if enchant is None:
            # Equipment follows 704.5n instead (rules/equipment.py).
            if permanent.attached_to is not None and not is_equipment(game, permanent):
                thunks.append(_unattach(game, permanent))
            continue
        reason = _illegal_attachment(game, permanent, enchant)
        if reason is not None:
            thunks.append(_aura_to_graveyard(game, permanent, reason,
                                             ["704.5m", "702.16c"] if "protection" in reason else ["704.5m"]))
    return thunks


def _aura_to_graveyard(game: Game, aura: Permanent, reason: str, rules: list[str]) -> Thunk:
    def perform() -> None:
        if is_in(game.state.battlefield, aura):
            leave_battlefield(game, aura, Zone.GRAVEYARD, cites=[cr(rule) for rule in rules], reason=reason)
    return perform


def _unattach(game: Game, permanent: Permanent) -> Thunk:
    def perform() -> None:
        was = permanent.attached_to
        permanent.attached_to = None
        game.emit("unattached", [cr("704.5p")], permanent=permanent.id, attached_to=was)
    return perform


def _auras_on(game: Game, obj: Permanent) -> list[AttachedPumpAbility]:
    found: list[AttachedPumpAbility] = []
    for aura in game.state.battlefield:
        if aura.attached_to == obj.id and aura.card is not None and not aura.face_down:
            found.extend(ability for ability in current_face(game, aura).abilities_of(AttachedPumpAbility)
                         if not ability.s21szn_conditional() or conditions.applies(game, aura, ability))  # s21-szn
    return found


def attached_keywords(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f): "enchanted creature has <keyword>"."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    abilities = _auras_on(game, obj)
    for ability in abilities:
        if (ability.if_creature or ability.if_subtype or ability.s35ltr_if_legendary) \
                and not applies_to(ability, characteristics):  # s24-isd, s35-ltr
            continue  # s15-granted: "As long as enchanted permanent is a creature" (CR 611.3a)
        for keyword in ability.keywords:
            if keyword not in characteristics.keywords:
                characteristics.keywords.append(keyword)
    remove_lost_keywords(abilities, characteristics)  # s15-granted: "... and loses flying" (CR 613.1f)


def attached_power_toughness(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7c (CR 613.4c): "enchanted creature gets +N/+N"."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    if characteristics.power is None or characteristics.toughness is None:
        return
    for ability in _auras_on(game, obj):
        if (ability.if_creature or ability.if_subtype or ability.s35ltr_if_legendary) \
                and not applies_to(ability, characteristics):  # s24-isd, s35-ltr
            continue  # s15-granted: "As long as enchanted permanent is a creature" (CR 611.3a)
        characteristics.power += ability.power
        characteristics.toughness += ability.toughness


registry.enters_replacements.add(_attach_as_it_enters, order=50)
registry.enters_prevented.add(_nothing_to_enchant)
# Runs only in a game with an Aura or a posted permanent attached to something (see equipment.py).
registry.state_based_actions.add(attachments_checked, order=25,
                                 needs=(EnchantAbility, registry.posted_kind("attached_to")))
registry.characteristic_layers.add(attached_keywords, order=60)
registry.characteristic_layers.add(attached_power_toughness, order=74)
registry.characteristics_cache_safe.update({attached_keywords, attached_power_toughness})  # with the veto
# Both return at once while characteristics are reused and for a spell: left out of those layer runs.
registry.layers_idle_while_cacheable.update({attached_keywords, attached_power_toughness})
registry.layers_permanents_only.update({attached_keywords, attached_power_toughness})
