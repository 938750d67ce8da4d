"""Flash (CR 702.8) and when a spell may be cast (CR 117.1a).

A player with priority may cast an instant any time (117.1a, 304.1); a card with flash may be cast
any time its controller could cast an instant (702.8a). Any other spell — creature (302.1),
artifact (301.1), enchantment (303.1), planeswalker (306.1), battle (310.1), sorcery (307.1) — only
in a main phase of its caster's own turn while the stack is empty.
"""

from __future__ import annotations

from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import flash_permission, s29core_paid_flash, sorcery_only  # sorcery_only: s18-castfree
from app.engine.rules.free_casting import RESOLUTION_CAST  # s20-venture
from app.engine.state import Player

_TIMING_RULES = ((CardType.CREATURE, "302.1"), (CardType.ARTIFACT, "301.1"), (CardType.ENCHANTMENT, "303.1"),
                 (CardType.PLANESWALKER, "306.1"), (CardType.BATTLE, "310.1"), (CardType.SORCERY, "307.1"))


def has_instant_timing(definition: CardDefinition) -> bool:
    return definition.has_type(CardType.INSTANT) or definition.has_keyword("flash")


def verify_timing(game: Game, player: Player, definition: CardDefinition) -> None:
    """Refuse casting `definition` now unless it is an instant or has flash (CR 702.8a) or it is its
    caster's main phase with an empty stack."""
    restricted = sorcery_only.restricted(game, player)  # s18-castfree: Teferi's restriction wins (CR 101.2)
    if not restricted and has_instant_timing(definition):
        return
    if not restricted and flash_permission.permits(game, player, definition):  # s14-copies: "as though they had flash"
        return
    if player.id != game.state.active_player:
        detail = "during its caster's own turn"
    elif not game.state.step.is_main_phase:
        detail = f"in a main phase, not in the {game.state.step.value} step"
    elif game.state.stack:
        detail = "while the stack is empty"
    else:
        return
    if not restricted and flash_permission.permits_itself(game, player, definition):
        return  # s26-mh: "you may cast ~ as though it had flash" (CR 702.8a, 601.3)
    if not restricted and s29core_paid_flash.permits(game, player, definition):
        return  # s29-core: "... as though it had flash if you pay {2} more to cast it" (CR 702.8a, 601.2f)
    if restricted:
        sorcery_only.refuse(player, definition, detail)
    if RESOLUTION_CAST in game.rule_memory:  # s20-venture: cast as an effect resolves: no timing by type (608.2g)
        return
    rules = [cr(rule) for card_type, rule in _TIMING_RULES if definition.has_type(card_type)]
    raise IllegalAction("Wrong time", f"{definition.name} can only be cast {detail}: it is not an instant and has "
                        "no flash (CR 702.8a)", [cr("117.1a"), *rules, cr("702.8a")])
