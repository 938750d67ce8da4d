""" "Return target creature card from your graveyard to the battlefield [tapped]." (Gravewaker): the
`return_to_battlefield` effect. The target card (CR 115.2: a target in another zone, checked as
the ability is put on the stack and as it resolves) leaves its owner's graveyard and enters the
battlefield as a new object (CR 400.7) under its owner's control — "your graveyard": the
ability's controller is its owner, and a card put onto the battlefield enters under the control of
the player who put it there (110.2a) — tapped where the effect says so. It was not cast (its enters
abilities trigger; nothing that asks whether it was cast applies). A replacement effect may keep
it out of the battlefield (`registry.enters_prevented`), as for any card put onto it.

s21-neoa: with `under_your_control` ("Put target non-Dragon creature card from a graveyard onto the battlefield under
your control."), the target may be in any graveyard and the card enters under the ability's controller's control, its
owner unchanged (CR 110.2a, 108.3)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReturnToBattlefieldEffect
from app.engine.enums import CardType, Zone
from app.engine.game import Game
from app.engine.rules.delayed_exile import exile_at_next_end_step  # s33-cmd
from app.engine.rules.effects_targets import affected
from app.engine.rules.finality import with_finality_counter
from app.engine.rules.s19neoa_delayed import sacrifice_returned_at_next_end_step
from app.engine.rules.s22neoa_delayed_return import bounce_at_your_next_end_step  # s22-neoa
from app.engine.rules.tokens import put_attacking  # s30-stdc: "tapped and attacking" (CR 508.4)
from app.engine.rules.zones import enter_battlefield, stays_out_of_battlefield
from app.engine.state import StackObject


def _resolve_return_to_battlefield(
    game: Game, item: StackObject, effect: ReturnToBattlefieldEffect, choices: Choices
) -> None:
    for card_id in affected(game, item, effect.target):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None or (location.player.id != item.controller and not effect.under_your_control):
            continue
        controller = (item.controller or location.player.id) if effect.under_your_control else location.player.id
        definition = game.definition(location.card.card)
        if definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY):
            continue  # CR 304.4, 307.4: it stays where it is
        if stays_out_of_battlefield(game, location, controller):
            continue
        card = location.cards.pop(location.index)
        permanent = enter_battlefield(
            game,
            card.card,
            card.id,
            controller,  # s21-neoa: `under_your_control` (CR 110.2a)
            location.player.id,
            was_cast=False,
            from_zone=Zone.GRAVEYARD,
            tapped=effect.tapped,
            # s14-seasons: "... with an indestructible counter on it": it enters with them (CR 122.6, 614.1c)
            counters={str(name): count for name, count in effect.with_counters.items()} if effect.with_counters else None,
        )
        if effect.attacking:  # s30-stdc: "tapped and attacking" (CR 508.4)
            put_attacking(game, item, permanent.id, controller)
        if effect.finality:  # s14-forage: "with a finality counter on it" (rules/finality.py, CR 122.1h)
            with_finality_counter(game, permanent, item)
        if effect.sacrifice_at is not None:  # s19-neoa (rules/s19neoa_delayed.py)
            sacrifice_returned_at_next_end_step(game, item, permanent.id)
        if effect.return_to_hand_at is not None:  # s22-neoa (rules/s22neoa_delayed_return.py)
            bounce_at_your_next_end_step(game, item, permanent.id)
        if effect.exile_at is not None:  # s33-cmd: "Exile it at the beginning of the next end step." (CR 603.7a)
            exile_at_next_end_step(game, item.controller or controller, permanent.id, item.source,
                                   at=effect.exile_at)  # s34-cmd: or "your_next_end_step"


registry.effect_resolvers["return_to_battlefield"] = _resolve_return_to_battlefield


# --- s30-stdc ---


