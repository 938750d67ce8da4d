"""`self_count_pump`: "~ gets +1/+0 for each artifact and/or enchantment card in your graveyard." /
"~ gets +1/+1 for each artifact you control." (s16-neo2).

A static ability (CR 604.1) of ~ that changes its own power and toughness in layer 7c (CR 613.4c),
after the Aura pumps and the counted Aura pumps (rules/count_pump.py). The number is counted
continuously, every time the characteristics are computed (a continuous effect from a static
ability applies at all times, CR 611.3a), the way `pt_equal_to_count` counts (rules/pt_cda.py: "you"
is ~'s controller; `card_types` keeps the cards having any of those card types, CR 205.2a). Only a
permanent that is a creature gets it (its power and toughness exist, CR 208.3). Such a permanent's
characteristics depend on other objects, so games with one reuse no computed characteristics (the
veto of rules/static_pump.py, `CardDefinition.reads_other_objects`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S29STDA_ATTACHED_COUNTS, PtEqualToCountAbility, SelfCountPumpAbility
from app.engine.characteristics import current_face, with_changeling
from app.engine.game import Game
from app.engine.rules.pt_cda import count
from app.engine.rules.s29stda_attached_count import attached_count  # s29-stda
from app.engine.rules.self_count_modified import count_other_or_modified  # s17-neo3
from app.engine.state import Characteristics, Permanent, StackObject


def self_count_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if game.characteristics_cacheable or not isinstance(obj, Permanent) or obj.face_down or obj.card is None:
        return
    if characteristics.power is None or characteristics.toughness is None:
        return
    for ability in current_face(game, obj).abilities_of(SelfCountPumpAbility):
        if ability.count in S29STDA_ATTACHED_COUNTS:  # s29-stda: "for each Aura attached to it" (CR 303.4, 301.5)
            total = attached_count(game, obj, ability.count)
            characteristics.power += ability.power * total
            characteristics.toughness += ability.toughness * total
            continue
        counted = PtEqualToCountAbility(count=ability.count, card_types=ability.card_types,
                                        subtype=ability.subtype,  # s23-c11: "for each Mountain you control"
                                        supertype=ability.supertype)  # s29-stda: "for each legendary creature ..."
        if ability.same_name:  # s26-std: "for each other creature named ~" (CR 201.2): ~ itself has its name
            same = PtEqualToCountAbility(count=ability.count, same_name=True)
            total = count(game, same, obj.controller, current_face(game, obj).name) - 1
        elif ability.other and ability.subtype is not None:  # s25-mh: "for each other Cat you control" (CR 205.3)
            total = count(game, counted, obj.controller, "") - s25mh_counts_itself(game, counted, obj)
        elif ability.other or ability.modified_only or ability.with_counter:  # s17-neo3, s27-older (self_count_modified)
            total = count_other_or_modified(game, ability, obj)
        else:
            total = count(game, counted, obj.controller, "")
        characteristics.power += ability.power * total
        characteristics.toughness += ability.toughness * total


def s25mh_counts_itself(game: Game, counted: PtEqualToCountAbility, source: Permanent) -> int:
    """s25-mh: 1 when `count` counted ~ itself (it has the subtype on its face, as rules/pt_cda.py reads it), else 0."""
    if source.face_down or source.card is None:
        return 0
    return int(counted.subtype in with_changeling(current_face(game, source)))


registry.characteristic_layers.add(self_count_pump, order=76, needs=(SelfCountPumpAbility,))  # layer 7c
registry.layers_idle_while_cacheable.add(self_count_pump)
registry.layers_permanents_only.add(self_count_pump)
registry.characteristics_cache_safe.add(self_count_pump)  # with the veto of rules/static_pump.py
