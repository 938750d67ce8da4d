"""s24-khans: manifest (CR 701.40): the `manifest` effect, "Manifest the top card of your library." / "Manifest the top
two cards of your library." / "Manifest the top card of your library, then put a +1/+1 counter on it.".

- 701.40a: to manifest a card, it is turned face down and put onto the battlefield as a 2/2 face-down creature with no
  text, no name, no subtypes and no mana cost (the face-down characteristics of 708.2, rules/face_down.py and
  characteristics.py) under the control of the player who manifests it (the effect's controller); the permanent is
  marked `manifested`. It was not cast, and it entered face down, so none of its card's "enters" abilities apply
  (708.3, 708.2).
- 701.40e: several cards are manifested one at a time, from the top of the library. With fewer cards in the library,
  only those are manifested (an empty library: nothing).
- "then put N +1/+1 counters on it" (the effect's `counters`): on each card manifested by it (122.1).
- 701.40b: a manifested permanent whose card is a creature card may be turned face up any time its controller has
  priority by paying that card's mana cost (a special action, 116.2b; `turn_face_up` with `pay` "mana_cost"); a card
  that isn't a creature card (701.40g), one whose mana cost has {X}, or one without a mana cost can't be turned face
  up this way (refused). 701.40c: a manifested card with morph may also be turned face up for its morph cost (`pay`
  "morph")."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ManifestEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import affected  # s33-dsk
from app.engine.rules.equip import attach_to  # s32-mb
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.library import chosen_answer  # s32-mb
from app.engine.rules.zones import enter_battlefield, place_in_zone
from app.engine.state import Permanent, Player, StackObject


def _resolve(game: Game, item: StackObject, effect: ManifestEffect, choices: Choices) -> None:
    player = game.player(item.controller or game.state.active_player or "")
    if effect.player == "its_controller":  # s33-dsk: "Its controller manifests dread." (CR 608.2h)
        controllers = affected(game, item, "its_controller")
        if not controllers:
            return
        player = game.player(controllers[0])
    if effect.dread:
        manifested = _manifest_dread(game, item, player, choices)
        source = game.permanent(item.source or "") if effect.s32mb_attach_source else None
        if manifested is not None and source is not None:  # "then attach ~ to that creature" (CR 701.3a, 608.2c)
            attach_to(game, item, source, manifested)
        if manifested is not None and effect.counters:  # s35-dsk: "then put N +1/+1 counters on that creature"
            put_counters(game, manifested, "+1/+1", effect.counters, [cr("608.2c"), cr("122.1")], item.id)
        return
    for _ in range(effect.amount):  # CR 701.40e: one at a time
        if not player.library:
            break
        card = player.library.pop(0)
        permanent = enter_battlefield(game, card.card, card.id, player.id, player.id, was_cast=False,
                                      from_zone=Zone.LIBRARY, face_down=True)
        permanent.manifested = True
        game.emit("manifested", [cr("701.40a"), *((cr("701.40e"),) if effect.amount > 1 else ())],
                  stack_object=item.id, player=player.id, permanent=permanent.id)
        if effect.counters:
            put_counters(game, permanent, "+1/+1", effect.counters, [cr("608.2c"), cr("122.1")], item.id)


def _manifest_dread(game: Game, item: StackObject, player: Player, choices: Choices) -> Permanent | None:
    """s32-mb: CR 701.62a: look at the top two cards of the library, manifest one of them (`choices.chosen`, default the
    top one), then put the cards looked at that were not manifested into the graveyard. With one card, it is manifested;
    with none, nothing happens."""
    looked = player.library[:2]
    if not looked:
        return None
    game.emit("library_looked_at", [cr("701.62a")], stack_object=item.id, player=player.id,
              cards=[card.id for card in looked])
    answer = chosen_answer(game, item, choices, player.id)
    chosen = looked[0]
    if answer is not None:
        named = [card for card in looked if card.id in answer]
        if len(answer) != 1 or len(named) != 1:
            raise IllegalAction("Wrong library choice", "manifest dread manifests one of the cards looked at: "
                                f"choices.chosen names one of {', '.join(card.id for card in looked)}, not {answer!r}",
                                [cr("701.62a")])
        chosen = named[0]
    del player.library[:len(looked)]
    permanent = enter_battlefield(game, chosen.card, chosen.id, player.id, player.id, was_cast=False,
                                  from_zone=Zone.LIBRARY, face_down=True)
    permanent.manifested = True
    game.emit("manifested", [cr("701.62a"), cr("701.40a")], stack_object=item.id, player=player.id,
              permanent=permanent.id)
    rest = [card for card in looked if card is not chosen]
    if rest:
        place_in_zone(player, Zone.GRAVEYARD, rest)
        for card in rest:
            game.emit("zone_change", [cr("701.62a")], object=card.id, cards=[card.id],
                      **{"from": Zone.LIBRARY.value, "to": Zone.GRAVEYARD.value})
    return permanent


registry.effect_resolvers["manifest"] = _resolve
