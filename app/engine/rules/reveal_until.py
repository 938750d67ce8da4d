"""Revealing cards until one of a kind (s13-batch, docs/oracle-batch.md): "Reveal cards from the top
of your library until you reveal a land card. Put that card onto the battlefield tapped and the rest
on the bottom of your library in a random order." (Clifftop Lookout) — the `reveal_until` effect.

CR 701.20a: the ability's controller reveals the cards of their library one at a time from the top
(each shown to every player, a `card_revealed` event) and stops at the first with the `quality`
(rules/library.py `has_quality`); that card goes `to` its destination, entering the battlefield
under its owner's control (the revealer's: it was in their library), tapped with
"battlefield_tapped" (CR 110.5b); the other revealed cards go on the bottom of the library in a
random order drawn from the request's seed (rules/library.py `shuffled`, the order shuffles use).
If no card has the quality, every card of the library is revealed and all of them go on the
bottom in a random order (nothing else happens, CR 609.3: as much as possible is done).

s27-fdnb: `to` "graveyard_all" ("..., then puts those cards into their graveyard", Consuming Aberration): every card
revealed, the one found too (or the whole library when none has the quality), goes to the revealer's graveyard;
`player` "each_opponent": each opponent in turn order reveals from their own library (CR 101.4)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import RevealUntilEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.library import has_quality, shuffled
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.rules.zones import enter_battlefield
from app.engine.state import Player, StackObject


def _resolve_reveal_until(game: Game, item: StackObject, effect: RevealUntilEffect, choices: Choices) -> None:
    if effect.player == "each_opponent":  # s27-fdnb: each of them in turn (CR 101.4), from their own library
        for opponent in game.players_in_turn_order():
            if opponent.id != item.controller:
                _reveal_from(game, item, effect, opponent)
        return
    _reveal_from(game, item, effect, game.player(item.controller))


def _reveal_from(game: Game, item: StackObject, effect: RevealUntilEffect, player: Player) -> None:
    revealed = 0
    found = None
    for card in player.library:
        revealed += 1
        game.emit(
            "card_revealed",
            [cr("701.20a"), cr("701.20b")],
            stack_object=item.id,
            player=player.id,
            card_id=card.id,
            card=game.definition(card.card).name,
        )
        if has_quality(game, card, effect.quality, item):
            found = card
            break
    shown, player.library = player.library[:revealed], player.library[revealed:]
    if effect.to == "graveyard_all":  # s27-fdnb: "then puts those cards into their graveyard": every card revealed
        shown = to_graveyard(game, player, shown, Zone.LIBRARY)
        game.emit("zone_change", [cr("701.20a"), cr("608.2c")], cards=[card.id for card in shown],
                  **{"from": Zone.LIBRARY.value, "to": Zone.GRAVEYARD.value})
        return
    rest = [card for card in shown if card is not found]
    if found is not None:
        if effect.to == "hand":
            player.hand.append(found)
            game.emit(
                "zone_change",
                [cr("608.2c")],
                object=found.id,
                cards=[found.id],
                card=game.definition(found.card).name,
                **{"from": Zone.LIBRARY.value, "to": Zone.HAND.value},
            )
        else:
            enter_battlefield(
                game,
                found.card,
                found.id,
                player.id,
                player.id,
                was_cast=False,
                from_zone=Zone.LIBRARY,
                tapped=effect.to == "battlefield_tapped",
            )
    if rest:
        player.library.extend(shuffled(game, rest))
        game.emit(
            "put_on_bottom",
            [cr("401.4")],
            stack_object=item.id,
            player=player.id,
            cards=[card.id for card in player.library[-len(rest) :]],
            order="random",
        )


registry.effect_resolvers["reveal_until"] = _resolve_reveal_until
