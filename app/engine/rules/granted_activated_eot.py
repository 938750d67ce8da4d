"""s19-granted: activated and mana abilities granted until end of turn by a resolved spell or ability
(docs/oracle-s19-granted.md): 'Magecraft — Whenever you cast or copy an instant or sorcery spell, until end of turn,
Spirit creatures you control gain "{T}: This creature deals 1 damage to each opponent."' (Lorehold Apprentice),
'[−8]: Until end of turn, each Vampire you control gains "{T}: Gain control of target creature."' (Sorin, Vampire
Lord) — the effect `grant_activated_until_end_of_turn`.

As the effect resolves, each permanent it names then (its target, or each of the group: CR 611.2c, the set is
locked in as it resolves) gets an "until end of turn" effect (CR 611.2a; it ends in the cleanup step, 514.2) that
grants the quoted ability (layer 6, CR 613.1f). The permanent has it as rules/granted_activated.py says: numbered
after its own and its static grants, activated by its controller with `activate` (a mana ability with
`tap_for_mana`), its {T} paid by that permanent (CR 302.6 for a creature).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S19GrantActivatedUntilEndOfTurnEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.effects_targets import affected
from app.engine.rules.granted_activated import UNTIL_END_OF_TURN
from app.engine.state import PowerToughnessEffect, StackObject


def _resolve(game: Game, item: StackObject, effect: S19GrantActivatedUntilEndOfTurnEffect, choices: Choices) -> None:
    add_kind(game, UNTIL_END_OF_TURN)  # granted abilities are looked for in effects from now on
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, granted_activated=[effect.ability]))
        game.changed(target)
        game.emit("ability_granted", [cr("608.2"), cr("613.1f"), cr("611.2a")], stack_object=item.id,
                  source=item.source, permanent=target.id, trigger=effect.ability.kind, duration="end_of_turn")


registry.effect_resolvers["grant_activated_until_end_of_turn"] = _resolve
