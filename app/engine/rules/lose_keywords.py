"""Keywords lost until end of turn (layer 6, CR 613.1f): the `lose_keywords` effect, "Target creature
loses flying until end of turn." (Radjan Spirit). It is recorded on the permanent as an "until end
of turn" effect with `lost_keywords`, which ends in the cleanup step (CR 514.2).

Layer 6 applies in timestamp order (CR 613.7): this layer runs after the abilities printed on the
card, after Auras' and after "gains <keyword> until end of turn" effects, as a loss resolved later
than them would. (A keyword granted by an effect that begins after the loss would win over it;
the engine's static keyword grants are all of permanents already on the battlefield.)
This layer reads only the permanent's own effects, so computed characteristics may be reused."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LoseKeywordsEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Characteristics, Permanent, PowerToughnessEffect, StackObject


def _resolve_lose_keywords(game: Game, item: StackObject, effect: LoseKeywordsEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, lost_keywords=list(effect.keywords)))
        game.changed(target)
        game.emit("keywords_lost", [cr("608.2"), cr("613.1f")], stack_object=item.id, source=item.source,
                  permanent=target.id, keywords=list(effect.keywords), duration="end_of_turn")


def lost_keywords(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if not isinstance(obj, Permanent) or not obj.effects:
        return
    for effect in obj.effects:
        for keyword in effect.lost_keywords:
            if keyword in characteristics.keywords:
                characteristics.keywords.remove(keyword)


registry.effect_resolvers["lose_keywords"] = _resolve_lose_keywords
registry.characteristic_layers.add(lost_keywords, order=62)
registry.characteristics_cache_safe.add(lost_keywords)  # reads the permanent's effects: in its inputs
