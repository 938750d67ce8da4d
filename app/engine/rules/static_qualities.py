"""Anthems over creatures with a quality (s15-targets): a `static_pump`'s `affected_with`.

"Other creatures you control with flying get +1/+1." / "Each creature you control with a +1/+1
counter on it has trample." / "Other enchantment creatures you control get +1/+1." (CR 613.4c,
613.1f): the ability affects only the creatures that have the quality. The quality is read from the
creature as it is in the layer where the effect applies (CR 613.1, 613.4c): its card types after
layer 4, its colors after layer 5, its keywords after layer 6 (so a pump of creatures "with flying"
counts a creature given flying by an Aura or another ability); counters are read from the permanent
(CR 122.1: counters are not characteristics). A keyword granted only to creatures with a keyword
(a dependency inside layer 6, CR 613.8) is refused by the vocabulary (cards.py).

s22-war: "Other legendary creatures you control get +2/+2." (Arvad the Cursed): the supertype legendary is read from
the creature's characteristics after layer 4 (CR 205.4a, 613.1d). s34-ltr: "Nonlegendary creatures you control get
+1/+1." the same way (without the supertype).
"""

from __future__ import annotations

from app.engine.cards import StaticPumpAbility
from app.engine.rules.target_filters import characteristics_match, has_counters
from app.engine.state import Characteristics, Permanent
from app.engine.target_grammar import parse_target_spec

_LEGENDARY_STATE, _LEGENDARY = "legendary", "Legendary"  # s22-ete, s22-war


def has_static_quality(ability: StaticPumpAbility, obj: Permanent, characteristics: Characteristics) -> bool:
    """Whether `obj`, with these characteristics in the current layer, has the ability's
    `affected_with` qualities (True when it names none)."""
    if ability.affected_with is None:
        return True
    spec = parse_target_spec(ability.affected_with)  # cached (lru_cache): checked when the definition was read
    for state in spec.states:
        # s22-ete, s22-war: "Legendary Humans you control", "Other legendary creatures you control": the supertype,
        # as the layers so far leave it (CR 205.4a, 613.1d)
        if state == _LEGENDARY_STATE:
            if _LEGENDARY not in characteristics.supertypes:
                return False
        elif state == "nonlegendary":  # s34-ltr: "Nonlegendary creatures you control" (CR 205.4a)
            if _LEGENDARY in characteristics.supertypes:
                return False
        elif not has_counters(state, obj):  # CR 122.1
            return False
    return characteristics_match(spec, characteristics, 0)
