""""Gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of
turn." (Urza's Avenger): the `pump_choose_keyword` effect. The controller chooses the keyword as
the ability resolves (CR 608.2d), with the `resolve` action's `choices.keyword` (as written or
canonical, e.g. "first strike"; the `pending` decision `choose` asks for it). Without it the first
option stands for the choice (the `keyword_chosen` event says `given: false`); a keyword that is
not an option is refused. The +N/+N and the keyword last until end of turn (layer 7c, CR 613.4c;
layer 6, 613.1f)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PumpChooseKeywordEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.keywords import normalise_keyword
from app.engine.rules.effects_targets import affected
from app.engine.state import PowerToughnessEffect, StackObject


def _resolve_pump_choose_keyword(game: Game, item: StackObject, effect: PumpChooseKeywordEffect,
                                 choices: Choices) -> None:
    options = list(effect.keyword_options)
    chosen = normalise_keyword(choices.keyword) if choices.keyword else options[0]
    game.used_choices.add("keyword")
    if chosen not in options:
        raise IllegalAction("Choose a keyword", f"the ability {item.id} gives your choice of {', '.join(options)}; "
                            f"{choices.keyword!r} is not one of them (choices.keyword)", [cr("608.2d")])
    game.emit("keyword_chosen", [cr("608.2d")], stack_object=item.id, player=item.controller, keyword=chosen,
              options=options, given=choices.keyword is not None)
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None or not is_creature(game, target):
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, power=effect.power, toughness=effect.toughness,
                                                   keywords=[chosen]))
        game.changed(target)
        game.emit("pumped", [cr("608.2"), cr("608.2d"), cr("613.4c"), cr("613.1f")], stack_object=item.id,
                  source=item.source, permanent=target.id, power=effect.power, toughness=effect.toughness,
                  duration="end_of_turn", keywords=[chosen])


registry.effect_resolvers["pump_choose_keyword"] = _resolve_pump_choose_keyword
