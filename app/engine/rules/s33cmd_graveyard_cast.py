"""s33-cmd (docs/oracle-s33-cmd.md): cast triggers of a card in a graveyard. "Whenever you cast a creature spell, you may
pay {G}{G}. If you do, return ~ from your graveyard to your hand." (Masked Admirers): a `cast_trigger` whose effect
returns its own card from the graveyard functions only while the card is in its owner's graveyard (CR 113.6k;
`CastTriggerAbility.functions_from_graveyard`; rules/cast_triggers.py leaves it out on the battlefield). When a spell
becomes cast (CR 601.2i), each such card of a graveyard whose ability the spell matches (the same test as on the
battlefield, rules/cast_triggers.py `cast_trigger_applies`, its owner as "you") triggers for its owner, who controls
the trigger (CR 108.4a, 603.3a). It resolves as a cast trigger on the battlefield does (its payment, CR 603.5; then
`return_self_from_graveyard`, which does nothing if the card has left the graveyard since, 400.7;
rules/graveyard_abilities.py). A detector run only in a game some card of whose catalog has such an ability (decided
once per game), and which returns at once when every graveyard is empty."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, CastTriggerAbility
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import catalog_kind
from app.engine.rules.cast_triggers import NAME, cast_trigger_applies
from app.engine.rules.s29stda_that_spell import SPELL_MANA_VALUE

KIND = "s33cmd_graveyard_cast_trigger"  # a catalog kind: some card of the game has such an ability
_FACT = "s33cmd_graveyard_cast_triggers"
_GRAVEYARD = attrgetter("graveyard")


def _abilities(definition: CardDefinition) -> tuple[tuple[int, CastTriggerAbility], ...]:
    return tuple((index, ability) for index, ability in enumerate(definition.abilities)
                 if isinstance(ability, CastTriggerAbility) and ability.functions_from_graveyard())


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event["type"] != "spell_cast" or not any(map(_GRAVEYARD, game.state.players)):
        return []
    spell = game.stack_object(event["stack_object"])
    characteristics = compute(game, spell) if spell is not None else None
    if characteristics is None:
        return []
    pending: list[PendingTrigger] = []
    for player in game.players_in_turn_order():
        for card in player.graveyard:
            for index, ability in game.definition_fact(game.definition(card.card), _FACT, _abilities):
                if not cast_trigger_applies(game, ability, event, spell, characteristics, player.id, None):
                    continue
                pending.append(PendingTrigger(
                    card.id, index, player.id, "spell_cast", [], [cr("603.2"), cr("601.2i"), cr("113.6k")],
                    data={"keyword_trigger": NAME, "spell": spell.id if spell is not None else None,
                          "that_player": event.get("player"), SPELL_MANA_VALUE: characteristics.mana_value},
                    card=card.card, face="front"))
    return pending


registry.trigger_detectors.add(_detect, needs=(KIND,), events=("spell_cast",))
catalog_kind(KIND, _abilities)  # some card of the request has such an ability
