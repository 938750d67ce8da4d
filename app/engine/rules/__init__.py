"""Rules modules, one per topic. Importing this package registers every handler and hook, in
this fixed order (hooks with equal `order` run in registration order, so the order matters)."""

from app.engine.rules import (  # noqa: F401 - imported for their registrations
    activate,
    banding,
    combat,
    costs,
    day_night,
    enters_with_counters,
    face_down,
    lands,
    legend_rule,
    mana_abilities,
    sba,
    stack,
    tokens,
    transform,
    triggers,
    turns,
    werewhat,
    zones,
)
