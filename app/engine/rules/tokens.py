"""Creating tokens (CR 111.1): the `create_token` effect, e.g. Boulder Jockey's Boulder.

`tapped` puts it onto the battlefield tapped; `attacking` puts it onto the battlefield attacking
(CR 508.4: it attacks what the ability's source attacks, or else the first opponent, and it was
never declared as an attacker, so "whenever ... attacks" doesn't trigger for it); `sacrifice_at:
"next_end_step"` creates a delayed trigger that sacrifices it at the beginning of the next end
step (CR 603.7, run by `rules/triggers.py`).

`token` is a definition, or the name of a predefined token (CR 111.10: "Treasure", "Food", "Clue",
"Blood", "Gold"; `cards.predefined_token`). `count` creates that many ("Create two Treasure
tokens"; "X": counted as it resolves, CR 608.2h), each its own object (CR 111.1).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import MAX_TOKENS_PER_EFFECT, CardDefinition, Count, CreateTokenEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.delayed_end_of_combat import delay_until_end_of_combat, delayed_pending, fires_at_end_of_combat
from app.engine.rules.delayed_exile import exile_at_next_end_step  # s34-cmd
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import enter_battlefield
from app.engine.state import AttackingCreature, DelayedTrigger, StackObject


def _resolve_create_token(game: Game, item: StackObject, effect: CreateTokenEffect, choices: Choices) -> None:
    controller = item.controller or game.state.active_player or ""
    token = effect.token_definition()
    number = amount(game, item, effect.count)
    if number > MAX_TOKENS_PER_EFFECT:
        raise IllegalAction("Too many tokens", f"{item.id} would create {number} tokens at once; the engine creates "
                            f"at most {MAX_TOKENS_PER_EFFECT} per effect", [cr("111.1")])
    predefined = [cr("111.10")] if isinstance(effect.token, str) else []
    if effect.stats_x is not None:  # s19-neoa: "an X/X ... token, where X is ..." (CR 111.3, 608.2h)
        token = s19neoa_sized_token(game, item, effect.stats_x, token)
    game.emit("ability_resolved", [cr("608.2"), cr("111.1"), *predefined], stack_object=item.id, source=item.source,
              effect="create_token", **({"count": number} if effect.count != 1 else {}))
    # s13-m19final: "Its controller creates ..." (CR 111.2, 608.2h); s15-spells: "Each opponent creates ..."
    if effect.for_player is not None:  # (each of them creates the tokens and controls them, CR 111.2, 101.4)
        # s22-ete: "target opponent creates ..." (CR 115.1): the target, as checked when the effect resolves
        players = list(item.targets) if effect.for_player == "target_opponent" else affected(game, item,
                                                                                             effect.for_player)
        for player in players:
            for _ in range(doubled(game, player, number, item.id)):  # s35-std: token doublers, within the limit (111.1)
                _create_one(game, item, effect, token, player)
            if number > 0:
                added(game, player, token, item.id)  # s35-std: "plus an additional Treasure token" (CR 614.1a)
        return
    for _ in range(doubled(game, controller, number, item.id)):  # s35-std: token doublers (614.1a)
        _create_one(game, item, effect, token, controller)
    if number > 0:
        added(game, controller, token, item.id)  # s35-std: "plus an additional Treasure token" (CR 614.1a)


def _create_one(game: Game, item: StackObject, effect: CreateTokenEffect, token: CardDefinition,
                controller: str) -> None:
    token_id = game.new_object_id(f"{token.name.lower().replace(' ', '-')}-")
    enter_battlefield(game, token, token_id, controller, controller, was_cast=False, tapped=effect.tapped,
                      is_token=True)
    if effect.attacking:
        put_attacking(game, item, token_id, controller)
    if effect.sacrifice_at is not None:
        game.state.delayed_triggers.append(DelayedTrigger(controller=controller, at=effect.sacrifice_at,
                                                          action="sacrifice", objects=[token_id], source=item.source))
        # s18-m20: a spell's effect has no source permanent: the spell itself is named (the event's `source`)
        game.emit("delayed_trigger_created", [cr("603.7")], source=item.source or item.id, at=effect.sacrifice_at,
                  action="sacrifice", objects=[token_id])
    if effect.exile_at == "next_end_step":  # s34-cmd: "Exile them at the beginning of the next end step." (CR 603.7a)
        exile_at_next_end_step(game, controller, token_id, item.source, event_source=item.source or item.id)
    elif effect.exile_at is not None:  # s24-isd: "Exile that token at end of combat." (CR 603.7, 511.2)
        delay_until_end_of_combat(game, DelayedTrigger(controller=controller, at=effect.exile_at, action="exile",
                                                       objects=[token_id], source=item.source))
        game.emit("delayed_trigger_created", [cr("603.7"), cr("511.2")], source=item.source or item.id,
                  at=effect.exile_at, action="exile", objects=[token_id])


registry.effect_resolvers["create_token"] = _resolve_create_token
# s24-isd: "Exile that token at end of combat." (CR 511.2, 603.7b-c): taken out with every delayed ability of that step
# (rules/delayed_end_of_combat.py); each resolves as rules/delayed_exile.py says.
fires_at_end_of_combat("exile", lambda game, delayed: delayed_pending(delayed))


# --- s19-neoa ---
def s19neoa_sized_token(game: Game, item: StackObject, stats_x: Count, token: CardDefinition) -> CardDefinition:
    """ "Create an X/X green Spirit creature token, where X is the number of lands you control.": the effect
    defines the token's power and toughness (CR 111.3), X counted once as the effect resolves (CR 608.2h, 107.3)."""
    size = amount(game, item, stats_x)
    game.emit("token_size_set", [cr("111.3"), cr("608.2h")], stack_object=item.id, source=item.source,
              power=size, toughness=size)
    return token.model_copy(update={"power": size, "toughness": size})


def put_attacking(game: Game, item: StackObject, permanent_id: str, controller: str) -> None:
    """ "... onto the battlefield tapped and attacking" (CR 508.4; a token created attacking, or s30-stdc's card returned
    from a graveyard): attacking what the ability's source attacks (or, with no such attacker, the controller's first
    opponent); it was never declared as an attacker, so "whenever ... attacks" doesn't trigger (508.4). Outside combat
    it isn't attacking."""
    combat = game.state.combat
    if combat is None:
        return
    source = next((a for a in combat.attackers if a.id == item.source), None)
    opponents = game.opponents(controller)
    defending = source.defending if source is not None else (opponents[0].id if opponents else None)
    if defending is not None:
        combat.attackers.append(AttackingCreature(id=permanent_id, defending=defending))
        game.emit("put_onto_battlefield_attacking", [cr("508.4")], permanent=permanent_id, defending=defending)
