"""Keywords lost until end of turn (layer 6, CR 613.1f): the `lose_keywords` effect, "Target creature
loses flying until end of turn." (Radjan Spirit). It is recorded on the permanent as an "until end
of turn" effect with `lost_keywords`, which ends in the cleanup step (CR 514.2).

Layer 6 applies in timestamp order (CR 613.7): the loss applies after the abilities printed on the
card, after Auras' and after "gains <keyword> until end of turn" effects, as a loss resolved later
than them would. A keyword granted to the permanent by one of its own effects that began after the loss
(a "gains flying until end of turn" resolved later) wins over it: the permanent's effects are kept in the
order they began, their timestamps (613.7). A static ability's grant is taken to be older than the loss
(its source's timestamp, 613.7a, is when it entered; the engine does not compare it with effects'). It is
applied by the one layer hook of rules/base_power_toughness.py (`effects_on_the_permanent`, with
layer 4's added types and layer 7b's base power and toughness: one call per computation, the
engine's hot path), which reads only the permanent's own effects, so computed characteristics may
be reused.

s29-core: with `duration` "indefinitely" ("When ~ blocks, it loses defender.": no duration stated, CR 611.2a) the loss
lasts while the permanent stays on the battlefield (CR 400.7), not ending in the cleanup step."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LoseKeywordsEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Characteristics, PowerToughnessEffect, StackObject


def _resolve_lose_keywords(game: Game, item: StackObject, effect: LoseKeywordsEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, lost_keywords=list(effect.keywords),
                                                   duration=effect.duration))  # s29-core: or indefinitely
        game.changed(target)
        game.emit("keywords_lost", [cr("608.2"), cr("613.1f"), *([cr("611.2a")] if effect.duration != "end_of_turn"
                                                                 else [])],
                  stack_object=item.id, source=item.source, permanent=target.id, keywords=list(effect.keywords),
                  duration=effect.duration)


def remove_lost_keywords(effects: list[PowerToughnessEffect], characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f): the keywords these effects remove, in timestamp order among the permanent's own
    effects (CR 613.7: each resolved effect's timestamp is when it was created, the order of `effects`): a
    keyword an effect grants after a loss that removed it ("gains flying until end of turn" resolved after
    "loses all abilities") is the permanent's again; the earlier grants and the card's own stay lost."""
    lost_from: int | None = None
    for index, effect in enumerate(effects):
        if effect.lost_all_abilities:  # s17-linked: "loses all abilities" (rules/lose_all_abilities.py)
            characteristics.keywords.clear()
            lost_from = index if lost_from is None else lost_from
        if effect.lost_keywords:
            lost_from = index if lost_from is None else lost_from
        for keyword in effect.lost_keywords:
            if keyword in characteristics.keywords:
                characteristics.keywords.remove(keyword)
    if lost_from is None:
        return
    for index in range(lost_from + 1, len(effects)):
        for keyword in effects[index].keywords:
            if keyword not in characteristics.keywords and not _lost_after(effects, index, keyword):
                characteristics.keywords.append(keyword)


def _lost_after(effects: list[PowerToughnessEffect], index: int, keyword: str) -> bool:
    """Whether an effect later than `effects[index]` removes `keyword` again (CR 613.7)."""
    return any(later.lost_all_abilities or keyword in later.lost_keywords for later in effects[index + 1:])


registry.effect_resolvers["lose_keywords"] = _resolve_lose_keywords
