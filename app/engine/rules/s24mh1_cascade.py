"""s24-mh1: cascade (CR 702.85). "Cascade" means "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast that card without paying its
mana cost if the resulting spell's mana value is less than this spell's mana value. Then put all cards exiled this way
that weren't cast on the bottom of your library in a random order." (702.85a).

- It triggers as the spell with cascade printed on it becomes cast (601.2i; its characteristics as cast have the
  keyword), once for each instance (702.85c), and goes on the stack above the spell (603.3). "This spell's mana value" is
  the spell's as it was cast (its X included, 202.3e), kept by the trigger (608.2h: the spell may have left the stack).
- As it resolves, its controller exiles the cards of their library one at a time from the top (a `zone_change` event,
  `reason` "cascade") until a nonland card (its front face, 205.2a) with a lesser mana value (202.3: of its mana cost, X
  as 0 off the stack) is exiled, or the library is empty. A split card's mana value is not modelled: reaching one is
  refused (709.4).
- They may cast that card (`choices.chosen` of the `resolve` names it; absent or `[]`: not cast) during the resolution
  (608.2g), as its front face, without paying its mana cost (118.9), its own choices the `resolve` action's; its mana
  value is then the card's, less than this spell's.
- Then the exiled cards not cast go to the bottom of the library in a random order drawn from the request's seed
  (rules/library.py `shuffled`, the order shuffles use; a `put_on_bottom` event, `order` "random").

Gating: the watcher looks at the cast card's printed keywords before anything else (one set lookup a cast).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, SpellsYouCastHaveCascadeAbility
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.mana import mana_value_of
from app.engine.rules import keyword_triggers, printed_cast_triggers
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.library import shuffled
from app.engine.rules.s24mh1_suspend import cast_exiled_free, cast_free_choice, chosen_to_cast
from app.engine.rules.storm import has_printed_keyword
from app.engine.state import StackObject, ZoneCard

CASCADE = "cascade"
_MANA_VALUE = "cascade_mana_value"  # the trigger's `choices`: the spell's mana value as it was cast
CITES = (cr("702.85a"),)


def _on_printed(game: Game, event: dict[str, Any], spell: StackObject, definition: CardDefinition) -> list[PendingTrigger]:
    """Cascade printed on the spell (CR 702.85a): rules/printed_cast_triggers.py asks it only for a card with it."""
    characteristics = compute(game, spell)
    if characteristics is None:
        return []
    caster = event.get("player") or spell.controller or ""
    data = {"keyword_trigger": CASCADE, _MANA_VALUE: characteristics.mana_value}
    return [PendingTrigger(spell.id, None, caster, CASCADE, [], [*CITES, cr("702.85c"), cr("601.2i")], data=dict(data),
                           card=spell.card)
            for _ in range(characteristics.keywords.count(CASCADE))]


def _hit(game: Game, card: ZoneCard, mana_value: int) -> bool:
    definition = game.definition(card.card)
    if definition.layout == "split":
        raise IllegalAction("Not modelled", f"cascade exiled {definition.name}, a split card: its mana value (CR 709.4) "
                            "is not modelled here", [*CITES, cr("709.4")])
    front = definition.face_definition(None)
    return not front.has_type(CardType.LAND) and mana_value_of(front.mana_cost) < mana_value


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    player = game.player(item.controller or "")
    mana_value = int(item.choices.get(_MANA_VALUE, 0))
    exiled: list[ZoneCard] = []
    found = None
    while player.library:
        card = player.library.pop(0)
        player.exile.append(card)
        exiled.append(card)
        if _hit(game, card, mana_value):
            found = card
            break
    if exiled:
        game.emit("zone_change", [*CITES, cr("406.2")], cards=[card.id for card in exiled], reason=CASCADE,
                  **{"from": Zone.LIBRARY.value, "to": Zone.EXILE.value})
    cast = found is not None and chosen_to_cast(game, item, found.id, choices, "702.85a")
    if cast and found is not None:
        cast_exiled_free(game, item, found.id, player.id, choices)
    rest = [card for card in exiled if not (cast and card is found)]
    if not rest:
        return
    ids = {card.id for card in rest}
    player.exile = [card for card in player.exile if card.id not in ids]
    player.library.extend(shuffled(game, rest))
    game.emit("put_on_bottom", [*CITES, cr("401.4")], stack_object=item.id, player=player.id,
              cards=[card.id for card in player.library[-len(rest):]], order="random")


def _detect_granted(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Sliver spells you cast have cascade." (CR 702.85a, 613.1f): one cascade trigger a permanent of the caster's with
    the ability, for a spell of that creature type (its characteristics as cast)."""
    caster = event.get("player")
    spell = game.stack_object(event["stack_object"])
    if caster is None or spell is None or spell.face_down:
        return []
    granting = [ability for permanent in game.state.battlefield if permanent.controller == caster
                for _, ability in abilities_of_kind(game, permanent, SpellsYouCastHaveCascadeAbility)]
    if not granting:
        return []
    characteristics = compute(game, spell)
    if characteristics is None:
        return []
    data = {"keyword_trigger": CASCADE, _MANA_VALUE: characteristics.mana_value}
    return [PendingTrigger(spell.id, None, caster, CASCADE, [], [*CITES, cr("613.1f"), cr("702.85c"), cr("601.2i")],
                           data=dict(data), card=spell.card)
            for ability in granting if ability.subtype in characteristics.subtypes]


printed_cast_triggers.register(lambda definition: has_printed_keyword(definition, CASCADE), _on_printed)
keyword_triggers.watch("spell_cast", _detect_granted, needs=(SpellsYouCastHaveCascadeAbility,))
registry.keyword_trigger_resolvers[CASCADE] = _resolve


def _choice(game: Game, item: StackObject) -> dict[str, object] | None:
    """s25-mh: the card cascade will exile last (the first nonland card that costs less, from the top of the library as
    it is now), asked in `pending` before the trigger resolves (CR 702.85a, 608.2d); none when no card would be hit."""
    player = game.player(item.controller or "")
    mana_value = int(item.choices.get(_MANA_VALUE, 0))
    try:
        found = next((card for card in player.library if _hit(game, card, mana_value)), None)
    except IllegalAction:  # a card the engine can't judge: resolving says why
        return None
    return cast_free_choice(item, found.id if found is not None else None)


registry.resolution_choices[CASCADE] = _choice  # s25-mh
