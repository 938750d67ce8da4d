"""s20-venture: two room abilities of the AFR dungeons (app/engine/dungeons.py) in the effect vocabulary.

- `cant_attack_until_your_next_turn`: "Target creature can't attack until your next turn." (Twisted Caverns, Dungeon
  of the Mad Mage). As it resolves, the target gets an effect (`cant_attack` on the permanent's `effects`, duration
  "until_your_next_turn" of the ability's controller): while it lasts, the creature can't be declared as an attacker
  (CR 508.1c), on any player's turn. It ends as that controller's next turn begins (611.2a: the duration the text
  states; 500.1), with the other "until your next turn" effects (rules/until_your_next_turn.py). A creature that
  leaves the battlefield is a new object without it (400.7).
- `sacrifice_one_of_each`: "sacrifice an artifact, a creature, and a land" (Oubliette, Tomb of Annihilation, after
  "Discard a card"). The ability's controller chooses, as it resolves (608.2d, not targeted), one permanent they
  control for each type named, a different permanent for each (an artifact creature stands for the artifact or the
  creature, not both), and sacrifices them (701.21a). With no permanent for a type they sacrifice what they can
  (609.3): as many as one permanent per type allows, never fewer. `choices.sacrifice` names them; the default is
  such a choice in battlefield order. A choice of another size, a permanent they don't control, or permanents that
  can't each stand for a different type is refused (a 422 saying why).

Gating: the attack restriction looks at the attacker's own `effects` (empty for most permanents) when attackers are
declared; nothing else runs unless a room ability resolves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantAttackUntilYourNextTurnEffect, DrawRevealCastOneFreeEffect, SacrificeOneOfEachEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.convoke import match_colored
from app.engine.rules.effects_targets import affected
from app.engine.rules.sacrifice import sacrifice
from app.engine.state import Permanent, PowerToughnessEffect, StackObject

CANT_ATTACK = "cant_attack_until_your_next_turn"
SACRIFICE_EACH = "sacrifice_one_of_each"
_SACRIFICE_CITES = (cr("608.2d"), cr("701.21a"))


def _resolve_cant_attack(game: Game, item: StackObject, effect: CantAttackUntilYourNextTurnEffect,
                         choices: Choices) -> None:
    for creature in filter(None, map(game.permanent, affected(game, item, effect.target))):
        creature.effects.append(PowerToughnessEffect(source=item.source, cant_attack=True,
                                                     duration="until_your_next_turn", until_turn_of=item.controller))
        game.changed(creature)
        game.emit("cant_attack_until_your_next_turn", [cr("608.2"), cr("611.2a"), cr("508.1c")],
                  stack_object=item.id, permanent=creature.id, player=item.controller)


def _cant_attack(game: Game, attacker: Permanent) -> Refusal | None:
    if attacker.effects and any(effect.cant_attack for effect in attacker.effects):
        return Refusal(f"an effect says {attacker.id} can't attack (this turn or until its maker's next turn)",
                       (cr("508.1c"), cr("611.2a")), title="Can't attack")
    return None


def _stands_for(game: Game, controller: str, types: Sequence[str]) -> list[tuple[str, frozenset[str]]]:
    """The permanents `controller` controls with those of `types` each has, in battlefield order."""
    found = []
    for permanent in game.state.battlefield:
        if permanent.controller != controller:
            continue
        characteristics = characteristics_of(game, permanent)
        have = frozenset(characteristics.types if characteristics is not None else ()) & frozenset(types)
        if have:
            found.append((permanent.id, have))
    return found


def _most(candidates: list[tuple[str, frozenset[str]]], types: Sequence[str]) -> list[str]:
    """A largest set of permanents that each stand for a different type (CR 609.3): a maximum matching of the
    permanents to the types (convoke.match_colored), listed in battlefield order."""
    matched = match_colored(types, [have for _, have in candidates])
    return [candidates[index][0] for index in sorted(matched)]


def sacrifice_choice(game: Game, item: StackObject, effect: SacrificeOneOfEachEffect) -> dict[str, Any]:
    """What the ability's controller may sacrifice: for each type, the permanents of that type they control, and how
    many they sacrifice (the most one permanent per type allows, CR 609.3), with the default choice."""
    controller = item.controller or ""
    candidates = _stands_for(game, controller, list(effect.types))
    default = _most(candidates, effect.types)
    return {"player": controller, "count": len(default), "default": default,
            "by_type": {card_type: [pid for pid, have in candidates if card_type in have] for card_type in effect.types}}


def asked_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision of a resolving "Discard a card and sacrifice an artifact, a creature, and a land."
    (`choices.sacrifice`, with `choices.discard` for the card discarded before), or of "Draw three cards and reveal
    them. You may cast one of them without paying its mana cost." (`choices.chosen`: the cards to be drawn, from the
    top of the library; none is the default; rules/s20venture_lair.py), or None when there is none."""
    lair = next((e for e in effects if isinstance(e, DrawRevealCastOneFreeEffect)), None)
    if lair is not None and isinstance(lair.amount, int) and "chosen" not in item.choices:
        player = game.player(item.controller or "")
        values = [card.id for card in player.library[: lair.amount]]
        return {"stack_object": item.id, "choice": "chosen", "kind": "cast_drawn_free", "player": player.id,
                "values": values, "default": []} if values else None
    effect = next((e for e in effects if isinstance(e, SacrificeOneOfEachEffect)), None)
    if effect is None or "sacrifice" in item.choices:
        return None
    asked = sacrifice_choice(game, item, effect)
    values = list(dict.fromkeys(pid for ids in asked["by_type"].values() for pid in ids))
    hand = [card.id for card in game.player(asked["player"]).hand]
    if not values and len(hand) < 2:
        return None  # nothing to choose
    return {"stack_object": item.id, "choice": "sacrifice", "kind": SACRIFICE_EACH, "values": values, **asked,
            "discard": hand}


def _resolve_sacrifice_each(game: Game, item: StackObject, effect: SacrificeOneOfEachEffect, choices: Choices) -> None:
    controller = item.controller or ""
    types = list(effect.types)
    candidates = _stands_for(game, controller, types)
    chosen = _most(candidates, types)
    if choices.sacrifice is not None and "sacrifice" not in game.used_choices:
        game.used_choices.add("sacrifice")
        roles = dict(candidates)
        answer = list(choices.sacrifice)
        if len(answer) != len(chosen) or len(set(answer)) != len(answer) or any(pid not in roles for pid in answer) \
                or len(match_colored(types, [roles[pid] for pid in answer])) != len(answer):
            raise IllegalAction(
                "Can't sacrifice that",
                f"the stack object {item.id}: choices.sacrifice must name {len(chosen)} different permanents "
                f"{controller} controls, each standing for a different one of {', '.join(types)} (one each, as many "
                f"as they can), among {', '.join(roles) or 'none'}; not {answer}",
                [*_SACRIFICE_CITES, cr("609.3")])
        chosen = answer
    if not chosen:
        game.emit("nothing_to_sacrifice", [*_SACRIFICE_CITES, cr("609.3")], stack_object=item.id, player=controller)
        return
    cites = [cr("608.2"), *_SACRIFICE_CITES, *([cr("609.3")] if len(chosen) < len(types) else [])]
    for permanent_id in chosen:
        sacrifice(game, controller, permanent_id, cites)


registry.effect_resolvers[CANT_ATTACK] = _resolve_cant_attack
registry.effect_resolvers[SACRIFICE_EACH] = _resolve_sacrifice_each
registry.attack_restrictions.add(_cant_attack)
