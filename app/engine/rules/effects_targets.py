"""Targets and amounts of effects (CR 115, 107.3, 608.2b): the one place a target spec is read.

- A targeted spec (`"any"`, `"creature"`, `"player"`, `"spell"` ...; see app/engine/cards.py)
  takes one id from the stack object's `targets`, in the order of its effects (CR 115.1, 601.2c).
  A target is legal when it is the kind of object or player the spec names and no
  `registry.targeting_restrictions` hook (hexproof, shroud, protection) refuses it
  (`rules/targeting.py: target_refusal`). A spell can't target itself (CR 115.5).
- Targets are checked as the spell or ability is put on the stack (601.2c, 602.2b, 603.3d) and
  again as it resolves (608.2b): with every target illegal it doesn't resolve; otherwise only
  the illegal targets are left unaffected.
- Untargeted specs (`self`, `each_creature`, `each_creature_you_control`, `each_opponent`,
  `each_player`, `you`, `enchanted_creature`, `each_artifact`, `each_land`, `each_island` ...) name what they affect as the effect resolves.
- `"X"` amounts are the X chosen for the spell or ability (CR 107.3a); for a triggered ability,
  the X its source entered with (CR 107.3m).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import effect_target
from app.engine.characteristics import characteristics_of, compute, has_keyword
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.targeting import target_refusal
from app.engine.state import Permanent, StackObject

_CREATURE, _PLANESWALKER, _BATTLE = CardType.CREATURE.value, CardType.PLANESWALKER.value, CardType.BATTLE.value
_ARTIFACT, _ENCHANTMENT, _LAND = CardType.ARTIFACT.value, CardType.ENCHANTMENT.value, CardType.LAND.value

# What each permanent spec asks of a permanent's types (any of them), and in words.
_PERMANENT_TYPES: dict[str, tuple[frozenset[str] | None, str]] = {
    "permanent": (None, "a permanent"),
    "nonland_permanent": (None, "a nonland permanent"),
    "creature": (frozenset({_CREATURE}), "a creature"),
    "artifact": (frozenset({_ARTIFACT}), "an artifact"),
    "enchantment": (frozenset({_ENCHANTMENT}), "an enchantment"),
    "land": (frozenset({_LAND}), "a land"),
    "artifact_or_enchantment": (frozenset({_ARTIFACT, _ENCHANTMENT}), "an artifact or enchantment"),
    "creature_or_planeswalker": (frozenset({_CREATURE, _PLANESWALKER}), "a creature or planeswalker"),
    "attacking_creature": (frozenset({_CREATURE}), "an attacking creature"),
    "blocking_creature": (frozenset({_CREATURE}), "a blocking creature"),
    "attacking_or_blocking_creature": (frozenset({_CREATURE}), "an attacking or blocking creature"),
    "nonblack_creature": (frozenset({_CREATURE}), "a nonblack creature"),
    "nonartifact_creature": (frozenset({_CREATURE}), "a nonartifact creature"),
    "any": (frozenset({_CREATURE, _PLANESWALKER, _BATTLE}), "a creature, player, planeswalker or battle"),
}
# Untargeted "each <type>" specs: (card type, basic land type or None).
_EACH_OF_A_TYPE: dict[str, tuple[str, str | None]] = {
    "each_artifact": (_ARTIFACT, None), "each_enchantment": (_ENCHANTMENT, None), "each_land": (_LAND, None),
    "each_plains": (_LAND, "Plains"), "each_island": (_LAND, "Island"), "each_swamp": (_LAND, "Swamp"),
    "each_mountain": (_LAND, "Mountain"), "each_forest": (_LAND, "Forest"),
}
# "each creature [with / without flying] and each player": whether the creatures have flying (None: any).
_EACH_CREATURE_AND_PLAYER: dict[str, bool | None] = {
    "each_creature_and_each_player": None, "each_creature_with_flying_and_each_player": True,
    "each_creature_without_flying_and_each_player": False,
}
_SPELL_SPECS = {"spell": "a spell", "creature_spell": "a creature spell", "noncreature_spell": "a noncreature spell"}
TARGET_CITES = (cr("115.1"), cr("601.2c"))


def _attacking(game: Game, permanent_id: str) -> bool:
    combat = game.state.combat
    return combat is not None and any(attacker.id == permanent_id for attacker in combat.attackers)


def _blocking(game: Game, permanent_id: str) -> bool:
    combat = game.state.combat
    return combat is not None and permanent_id in combat.blockers


def _permanent_matches(game: Game, spec: str, permanent: Permanent) -> bool:
    characteristics = characteristics_of(game, permanent)
    types = set(characteristics.types) if characteristics is not None else set()
    wanted, _ = _PERMANENT_TYPES[spec]
    if wanted is not None and not types & wanted:
        return False
    if spec == "nonland_permanent":
        return _LAND not in types
    if spec == "nonblack_creature":
        return characteristics is not None and "B" not in characteristics.colors
    if spec == "nonartifact_creature":
        return _ARTIFACT not in types
    if spec == "attacking_creature":
        return _attacking(game, permanent.id)
    if spec == "blocking_creature":
        return _blocking(game, permanent.id)
    if spec == "attacking_or_blocking_creature":
        return _attacking(game, permanent.id) or _blocking(game, permanent.id)
    return True


def _mismatch(game: Game, item_id: str, controller: str, spec: str, target_id: str) -> str | None:
    """Why `target_id` is not what `spec` names (None when it is)."""
    if spec == "spell_or_permanent":  # the -lace spells (rules/color_change.py)
        item = game.stack_object(target_id)
        if item is not None and item.kind is StackObjectKind.SPELL:
            return f"{target_id!r} can't target itself (CR 115.5)" if item.id == item_id else None
        if game.permanent(target_id) is not None:
            return None
        return f"{target_id!r} is neither a spell on the stack nor a permanent; the target must be a spell or permanent"
    if spec in _SPELL_SPECS:
        spell = game.stack_object(target_id)
        if spell is None or spell.kind is not StackObjectKind.SPELL:
            return f"{target_id!r} is not a spell on the stack; the target must be {_SPELL_SPECS[spec]}"
        if spell.id == item_id:
            return f"{target_id!r} can't target itself (CR 115.5)"
        characteristics = compute(game, spell)
        creature = characteristics is not None and _CREATURE in characteristics.types
        if (spec == "creature_spell" and not creature) or (spec == "noncreature_spell" and creature):
            return f"{target_id!r} is not {_SPELL_SPECS[spec]}"
        return None
    player = next((p for p in game.state.players if p.id == target_id and not p.has_lost), None)
    if spec in ("player", "opponent", "any") and player is not None:
        if spec == "opponent" and player.id == controller:
            return f"{target_id!r} is not an opponent of {controller}"
        return None
    if spec in ("player", "opponent"):
        return f"{target_id!r} is not a player in the game; the target must be a{'n opponent' if spec == 'opponent' else ' player'}"
    permanent = game.permanent(target_id)
    _, words = _PERMANENT_TYPES[spec]
    if permanent is None and player is not None:
        return f"{target_id!r} is a player; the target must be {words}"
    if permanent is None:
        return f"there is no permanent{' or player' if spec == 'any' else ''} {target_id!r}; the target must be {words}"
    if not _permanent_matches(game, spec, permanent):
        return f"{target_id!r} is not {words}"
    return None


def target_problem(game: Game, source_id: str, controller: str, spec: str, target_id: str) -> Refusal | None:
    """Why `target_id` is not a legal target for `spec` of an object `source_id` controlled by
    `controller` (CR 115.1), or None when it is legal."""
    mismatch = _mismatch(game, source_id, controller, spec, target_id)
    if mismatch is not None:
        return Refusal(mismatch, (cr("115.1"),))
    return target_refusal(game, source_id, target_id, controller)


def candidates(game: Game, spec: str) -> list[str]:
    """Everything a spec could possibly name: players, permanents and spells on the stack."""
    if spec in _SPELL_SPECS or spec == "spell_or_permanent":
        spells = [item.id for item in game.state.stack if item.kind is StackObjectKind.SPELL]
        return spells + ([p.id for p in game.state.battlefield] if spec == "spell_or_permanent" else [])
    players = [p.id for p in game.state.players if not p.has_lost] if spec in ("player", "opponent", "any") else []
    permanents = [] if spec in ("player", "opponent") else [p.id for p in game.state.battlefield]
    return players + permanents


def has_legal_target(game: Game, source_id: str, controller: str, spec: str) -> bool:
    return any(target_problem(game, source_id, controller, spec, target) is None
               for target in candidates(game, spec))


def target_slots(effects: Sequence[Any]) -> list[str | None]:
    """Each effect's target spec (None for one that targets nothing), in order."""
    return [effect_target(effect) for effect in effects]


def verify_targets(game: Game, source_id: str, controller: str, effects: Sequence[Any], targets: list[str],
                   what: str, rule: str, *, all_required: bool = True, check_restrictions: bool = True) -> None:
    """Refuse targets that don't fit the effects' specs as the object is put on the stack: one
    target per targeted effect (CR 115.1, 601.2c / 602.2b). `all_required=False` accepts fewer
    targets than effects need (an ability whose targets may be chosen later)."""
    specs = [spec for spec in target_slots(effects) if spec is not None]
    if len(targets) > len(specs) or (all_required and len(targets) < len(specs)):
        wanted = ", ".join(specs) if specs else "none"
        raise IllegalAction("Wrong targets", f"{what} takes {len(specs)} target(s) ({wanted}); "
                            f"{len(targets)} chosen", [cr(rule), cr("115.1")])
    for spec, target in zip(specs, targets, strict=False):
        if check_restrictions:
            problem = target_problem(game, source_id, controller, spec, target)
        else:
            mismatch = _mismatch(game, source_id, controller, spec, target)
            problem = None if mismatch is None else Refusal(mismatch, (cr("115.1"),))
        if problem is not None:
            raise IllegalAction("Illegal target", f"{what} can't target {target!r}: {problem.reason}",
                                [cr(rule), *problem.cites])


def amount(game: Game, item: StackObject, value: int | str) -> int:
    """An effect's amount: a number, or "X" (CR 107.3a; a triggered ability uses the X its source
    entered with, CR 107.3m)."""
    if value != "X":
        return int(value)
    if item.x or item.kind is not StackObjectKind.TRIGGERED_ABILITY:
        return item.x
    source = game.permanent(item.source or "")
    return source.x if source is not None else 0


def damage_source(item: StackObject) -> str:
    """The source of an effect's damage or other action: a spell itself, or an ability's source
    (CR 113.7: an ability's source is the object that produced it)."""
    return item.id if item.kind is StackObjectKind.SPELL else (item.source or item.id)


def affected(game: Game, item: StackObject, spec: str) -> list[str]:
    """The objects or players an effect acts on: its (legal, already checked) targets for a
    targeted spec, else what the untargeted spec names now."""
    controller = item.controller or ""
    if spec == "self":
        return [item.source] if item.source is not None and game.permanent(item.source) is not None else []
    if spec == "you":
        return [controller]
    if spec in ("each_opponent", "each_player"):
        return [p.id for p in game.players_in_turn_order() if spec == "each_player" or p.id != controller]
    if spec == "enchanted_creature":  # the permanent the Aura is attached to (CR 303.4)
        aura = game.permanent(item.source or "")
        host = None if aura is None or aura.attached_to is None else game.permanent(aura.attached_to)
        return [host.id] if host is not None else []
    if spec in _EACH_OF_A_TYPE:  # "Destroy all lands.", "Destroy all Islands." (untargeted)
        card_type, subtype = _EACH_OF_A_TYPE[spec]
        found: list[str] = []
        for permanent in game.state.battlefield:
            characteristics = characteristics_of(game, permanent)
            if characteristics is not None and card_type in characteristics.types and (
                    subtype is None or subtype in characteristics.subtypes):
                found.append(permanent.id)
        return found
    if spec == "each_blocking_creature":
        return [p.id for p in game.state.battlefield if _permanent_matches(game, "creature", p) and _blocking(game, p.id)]
    if spec in _EACH_CREATURE_AND_PLAYER or spec == "each_attacking_creature":
        # "each creature [with / without flying] and each player" (Inferno, Hurricane, Earthquake);
        # "each attacking creature" (Sandstorm)
        flying = _EACH_CREATURE_AND_PLAYER.get(spec)
        creatures = [p.id for p in game.state.battlefield if _permanent_matches(game, "creature", p)
                     and (spec != "each_attacking_creature" or _attacking(game, p.id))
                     and (flying is None or has_keyword(game, p, "flying") == flying)]
        players = [p.id for p in game.players_in_turn_order()] if spec != "each_attacking_creature" else []
        return creatures + players
    if spec in ("each_creature", "each_creature_you_control"):
        return [p.id for p in game.state.battlefield if _permanent_matches(game, "creature", p)
                and (spec == "each_creature" or p.controller == controller)]
    return list(item.targets)


def resolve_effects(game: Game, item: StackObject, effects: Sequence[Any], choices: Choices,
                    announce: Callable[[], None] | None = None) -> bool:
    """Resolve `effects` of a spell or ability in order (CR 608.2c), each on its legal targets;
    `announce` is called first, once the targets are known to allow it to resolve. With targets
    and none of them legal any more, nothing happens and False is returned: the spell or ability
    doesn't resolve (CR 608.2b)."""
    specs = target_slots(effects)
    targeted = [index for index, spec in enumerate(specs) if spec is not None]
    chosen: dict[int, str | None] = {index: (item.targets[n] if n < len(item.targets) else None)
                                     for n, index in enumerate(targeted)}
    # An ability given several targets for its one targeted effect (as pump always accepted).
    chosen_many = list(item.targets) if len(targeted) == 1 and len(item.targets) > 1 else []
    source = damage_source(item)
    controller = item.controller or ""

    legal_targets: dict[int, list[str]] = {}
    illegal: dict[str, str] = {}  # target -> why it is no longer legal
    for index in targeted:
        spec = specs[index]
        assert spec is not None
        pool = chosen_many if chosen_many else [chosen[index]]
        legal_targets[index] = []
        for target in pool:
            if target is None:
                continue
            problem = target_problem(game, source, controller, spec, target)
            if problem is None:
                legal_targets[index].append(target)
            else:
                illegal[target] = problem.reason
                game.emit("target_illegal", [cr("608.2b"), *problem.cites], stack_object=item.id, target=target,
                          reason=problem.reason)
    if targeted and not any(legal_targets.values()):
        kind = "spell_fizzled" if item.kind is StackObjectKind.SPELL else "ability_fizzled"
        game.emit(kind, [cr("608.2b")], stack_object=item.id, source=item.source, targets=list(item.targets),
                  illegal_targets=illegal)
        return False
    if announce is not None:
        announce()
    for index, effect in enumerate(effects):
        if specs[index] is not None and not legal_targets[index]:
            # CR 608.2b: no action is performed on an illegal target.
            skipped = [t for t in [chosen[index]] if t is not None]
            game.emit("effect_skipped", [cr("608.2b")], stack_object=item.id, effect=effect.kind, targets=skipped,
                      illegal_targets={t: illegal[t] for t in skipped if t in illegal})
            continue
        resolver = registry.effect_resolvers.get(effect.kind)
        if resolver is None:
            raise IllegalAction("Not supported yet", f"resolving a {effect.kind!r} effect is not supported yet")
        targets = legal_targets.get(index, [])
        # The resolver sees only this effect's legal targets (a copy only when they differ).
        part = item if targets == item.targets else item.model_copy(update={"targets": targets})
        resolver(game, part, effect, choices)
    return True
