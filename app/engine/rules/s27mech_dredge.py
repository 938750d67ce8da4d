"""s27-mech: dredge (CR 702.52; docs/oracle-s27-mech.md).

- CR 702.52a: dredge functions only while the card with it is in a player's graveyard. "Dredge N" means "As long as
  you have at least N cards in your library, if you would draw a card, you may mill N cards instead and return this
  card from your graveyard to your hand." A replacement effect (614.1a), applied to one draw at a time (121.2: each card
  drawn is a separate draw).
- The choice ("you may"): the action that makes the player draw names the cards they dredge in `choices.dredge`, one
  per draw replaced, in order (the first draw of the action that names one uses the first card, and so on); a draw
  after the list is used up is a draw. Each named card must be a card with dredge in the drawing player's graveyard
  (their own: "this card" in "your graveyard", 404.1), and they must have at least N cards in their library (702.52b: a
  player with fewer can't mill any of them this way); anything else is refused (`IllegalAction`).
- Replaced: the player mills N cards (701.17a; the `milled` event, `purpose` "dredge") and the card goes from their
  graveyard to their hand (the `zone_change` event); the draw didn't happen (no `card_drawn`, so no "whenever you draw"
  trigger).

Gated: rules/zones.py `draw_cards` asks this module only when the action's `choices.dredge` is given.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S27mechDredgeAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import Player

CITES = (cr("702.52a"), cr("614.1a"))
_USED = "s27mech_dredge_used"  # rule_memory: (the choices object, how many of its cards were dredged)


def _dredge_instead(game: Game, player: Player, cites: tuple[str, ...]) -> bool:
    named = game.choices.dredge or []
    memo = game.rule_memory.get(_USED)
    used = memo[1] if memo is not None and memo[0] is game.choices else 0
    if used >= len(named):
        return False
    card_id = named[used]
    game.rule_memory[_USED] = (game.choices, used + 1)
    game.used_choices.add("dredge")
    index = next((i for i, card in enumerate(player.graveyard) if card.id == card_id), None)
    card = player.graveyard[index] if index is not None else None
    dredge = next((a for a in game.definition(card.card).abilities if isinstance(a, S27mechDredgeAbility)), None) \
        if card is not None else None
    if card is None or index is None or dredge is None:
        raise IllegalAction("Can't dredge that", f"choices.dredge names {card_id!r}, which is no card with dredge in "
                            f"{player.id}'s graveyard as they would draw", [*CITES])
    if len(player.library) < dredge.amount:
        raise IllegalAction("Can't dredge that", f"{card_id}'s dredge {dredge.amount}: {player.id} has "
                            f"{len(player.library)} cards in their library", [*CITES, cr("702.52b")])
    milled = player.library[:dredge.amount]
    player.library = player.library[dredge.amount:]
    to_graveyard(game, player, milled, Zone.LIBRARY)
    game.emit("milled", [*cites, *CITES, cr("701.17a")], stack_object=None, player=player.id,
              cards=[c.id for c in milled], amount=dredge.amount, purpose="dredge")
    player.graveyard.remove(card)
    place_in_zone(player, Zone.HAND, [card])
    game.emit("zone_change", [*CITES, cr("400.7")], object=card.id, card=card_name(game, card.card), cards=[card.id],
              reason="dredged", **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value})
    return True


registry.draw_replacements.add(_dredge_instead)
