"""Emblems (CR 114): "You get an emblem with "<ability>"." (the `get_emblem` effect, s13-pw).

- CR 114.1, 114.2: an emblem is an object in the command zone; the effect that makes it gives it
  to the controller of the spell or ability (`Player.emblems`, state.py). It is never removed: no
  rule or effect of the engine's vocabulary moves an emblem.
- CR 114.3: an emblem has no characteristics but the abilities the effect defines; it is neither
  a card nor a permanent, so nothing targets, destroys or counts it.
- CR 114.4: its abilities work from the command zone. "You" in them is the emblem's owner:
  * a beginning-of-step trigger ("At the beginning of your end step, ...") triggers as the step
    begins, after its turn-based actions, for the emblem's owner (`yours`) or every player
    (`each`), like a permanent's (rules/step_triggers.py, CR 603.2, 503.1a, 507.1, 513.1); it goes
    on the stack as a triggered ability whose source is the emblem, kept with it as `granted`
    (so it resolves with rules/step_triggers.py's resolver: its conditions again, its payment,
    its effects in order, CR 603.4, 608.2c);
  * a static anthem ("Creatures you control get +2/+2 and have vigilance, trample, and
    indestructible.") applies to the owner's creatures (`creatures_you_control`), their opponents'
    or all creatures, with the quality the ability names (color, subtype, untapped / attacking /
    token): power and toughness in layer 7c (CR 613.4c), keywords in layer 6 (613.1f), for as
    long as the emblem exists, i.e. for the rest of the game (CR 611.3a, 114.4).
- An emblem's abilities target nothing here (the model refuses a targeted one): a trigger's
  targets would be chosen as it is put on the stack, from an object that is no permanent.

Gating: the step hooks run only in games where a player has an emblem (the kind
`ability_presence.EMBLEM`, counted when a state posts one and added by `get_emblem`); every other
hook returns at once when no player has an emblem (a list on each of two to a few players); a game with an emblem with a static ability reuses no computed characteristics
(`characteristics_cache_vetoes`, and `get_emblem` turns the reuse off when it makes one).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import GetEmblemEffect, StaticPumpAbility, StepTriggerAbility
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import EMBLEM, add_kind
from app.engine.rules.life_gained_at_least import gained_enough
from app.engine.rules.step_triggers import condition_holds
from app.engine.rules.turn_records import holds as this_turn_holds
from app.engine.rules.you_control import you_control
from app.engine.state import Characteristics, Emblem, Permanent, Player, StackObject

NAME = "step_trigger"  # the resolver of rules/step_triggers.py resolves an emblem's trigger
_CREATURE = CardType.CREATURE.value
_STEPS = {
    Step.UPKEEP: ("upkeep", "503.1a"),
    Step.DRAW: ("draw", "504.2"),
    Step.END: ("end", "513.1"),
    Step.END_OF_COMBAT: ("end_of_combat", "511.1"),
    Step.BEGINNING_OF_COMBAT: ("beginning_of_combat", "507.1"),
}
CITES = (cr("114.1"), cr("114.2"))


def _emblem_id(game: Game, player: Player) -> str:
    taken = game.all_object_ids() | {emblem.id for p in game.state.players for emblem in p.emblems}
    number = 1
    while f"{player.id}-emblem-{number}" in taken:
        number += 1
    return f"{player.id}-emblem-{number}"


def has_emblems(game: Game) -> bool:
    """Whether any player has an emblem (the gate of every hook of this module)."""
    return any(player.emblems for player in game.state.players)


def _has_static(game: Game) -> bool:
    return any(
        isinstance(ability, StaticPumpAbility)
        for player in game.state.players
        for emblem in player.emblems
        for ability in emblem.abilities
    )


def _resolve(game: Game, item: StackObject, effect: GetEmblemEffect, choices: Choices) -> None:
    """CR 114.2: the controller of the spell or ability gets the emblem."""
    player = game.player(item.controller)
    card = item.card
    source = card if isinstance(card, str) else card.name if card is not None else None
    emblem = Emblem(id=_emblem_id(game, player), source=source, abilities=list(effect.abilities))
    player.emblems.append(emblem)
    add_kind(game, EMBLEM)  # the step hooks below run from now on
    if any(isinstance(ability, StaticPumpAbility) for ability in emblem.abilities) and game.characteristics_cacheable:
        # From now on the emblem's anthem changes creatures' characteristics: nothing computed
        # before is reused, and every permanent is checked (as a static ability entering does).
        game.characteristics_cacheable = False
        game.characteristics_cache.clear()
        game.changed_permanents = None
    game.emit(
        "emblem_created",
        [*CITES, cr("114.4")],
        player=player.id,
        emblem=emblem.id,
        source=source,
        abilities=[ability.kind for ability in emblem.abilities],
    )


registry.effect_resolvers["get_emblem"] = _resolve


# --- triggered abilities (CR 114.4, 603.2) ----------------------------------------------------------


def _triggers(game: Game, owner: Player, emblem: Emblem, ability: StepTriggerAbility, step: str, cite: str) -> None:
    active = game.state.active_player
    if ability.step != step or (ability.whose == "yours" and owner.id != active) or (
            ability.whose == "opponents" and owner.id == active):  # s25-core: each opponent's step (CR 102.3)
        return
    # CR 603.4: an intervening "if" must be true for it to trigger at all ("you": the owner).
    if not condition_holds(game, None, ability.condition, owner.id):
        return
    if ability.if_you_control is not None and not you_control(
        game,
        owner.id,
        ability.if_you_control,
        ability.if_you_control_at_least,
        ability.if_you_control_different_names,
    ):
        return
    if not gained_enough(game, owner.id, ability):
        return
    if not this_turn_holds(game, owner.id, ability.intervening_if):  # s15-records (CR 603.4; rules/turn_records.py)
        return
    data: dict[str, Any] = {
        "keyword_trigger": NAME,
        "that_player": active,
        "granted": ability.model_dump(mode="json", by_alias=True, exclude_none=True),
        "emblem": emblem.id,
    }
    game.pending_triggers.append(
        PendingTrigger(
            emblem.id, None, owner.id, f"beginning_of_{step}", [], [cr("114.4"), cr("603.2"), cr(cite)], data=data
        )
    )


def _detect(game: Game, step: str, cite: str) -> None:
    if not has_emblems(game):
        return
    for owner in game.players_in_turn_order():
        for emblem in owner.emblems:
            for ability in emblem.abilities:
                if isinstance(ability, StepTriggerAbility):
                    _triggers(game, owner, emblem, ability, step, cite)


def _step_hook(name: str, cite: str) -> Any:
    def hook(game: Game) -> None:
        for player in game.state.players:  # most games: no emblem, one look at each player
            if player.emblems:
                _detect(game, name, cite)
                return

    return hook


for _step, (_name, _cite) in _STEPS.items():
    # After the step's turn-based actions and the permanents' step triggers (order 150).
    # Only in games where a player has an emblem (rules/ability_presence.py `EMBLEM`).
    registry.step_begin[_step].add(_step_hook(_name, _cite), order=151, needs=(EMBLEM,))


# --- static abilities (CR 114.4, 613.4c, 613.1f) ----------------------------------------------------


def _applies(
    ability: StaticPumpAbility, owner: str, obj: Permanent, game: Game, characteristics: Characteristics
) -> bool:
    if ability.affected == "creatures_you_control" and obj.controller != owner:
        return False
    if ability.affected == "creatures_opponents_control" and (obj.controller is None or obj.controller == owner):
        return False
    if ability.color is not None and ability.color.value not in characteristics.colors:
        return False
    if ability.subtype is not None and ability.subtype not in characteristics.subtypes:
        return False
    if ability.status == "untapped":
        return not obj.tapped
    if ability.status == "token":
        return obj.is_token
    if ability.status == "attacking":
        combat = game.state.combat
        return combat is not None and any(attacker.id == obj.id for attacker in combat.attackers)
    return True


def _pumps(game: Game, obj: Permanent, characteristics: Characteristics) -> list[StaticPumpAbility]:
    found: list[StaticPumpAbility] = []
    for owner in game.state.players:
        for emblem in owner.emblems:
            for ability in emblem.abilities:
                if isinstance(ability, StaticPumpAbility) and _applies(ability, owner.id, obj, game, characteristics):
                    found.append(ability)
    return found


def emblem_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7c (CR 613.4c): an emblem's "Creatures you control get +2/+2"."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent) or not has_emblems(game):
        return
    if characteristics.power is None or characteristics.toughness is None or _CREATURE not in characteristics.types:
        return
    for ability in _pumps(game, obj, characteristics):
        characteristics.power += ability.power
        characteristics.toughness += ability.toughness


def emblem_keywords(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f): an emblem's "... and have vigilance, trample, and indestructible"."""
    if (
        game.characteristics_cacheable
        or not isinstance(obj, Permanent)
        or not has_emblems(game)
        or _CREATURE not in characteristics.types
    ):
        return
    for ability in _pumps(game, obj, characteristics):
        for keyword in ability.keywords:
            if keyword not in characteristics.keywords:
                characteristics.keywords.append(keyword)


registry.characteristic_layers.add(emblem_pump, order=74)  # layer 7c, after the permanents' anthems (73)
registry.characteristic_layers.add(emblem_keywords, order=62)  # layer 6, after the permanents' (61)
registry.layers_idle_while_cacheable.update({emblem_pump, emblem_keywords})
registry.layers_permanents_only.update({emblem_pump, emblem_keywords})
registry.characteristics_cache_safe.update({emblem_pump, emblem_keywords})  # with the veto below
registry.characteristics_cache_vetoes.add(_has_static)
