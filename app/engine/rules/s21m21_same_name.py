"""s21-m21: "When ~ enters, if you control two or more nonland, nontoken permanents with the same name as one another,
create a 4/4 colorless Construct artifact creature token." (Chrome Replicator): the rider condition
`you_control_same_name` (rules/riders.py; as an intervening "if", checked as it triggers and as it resolves, CR 603.4).

It holds when at least `number` permanents that `spec` names and its controller controls have one name (CR 201.2: two
objects have the same name if their names are identical; a permanent without a name, such as a face-down one, 708.2,
shares no name)."""

from __future__ import annotations

from collections import Counter

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec


def controls_same_name(game: Game, controller: str, spec_text: str, number: int, source_id: str | None) -> bool:
    """Whether `controller` controls `number` or more permanents of `spec_text` with the same name."""
    spec = parse_target_spec(spec_text)
    names: Counter[str] = Counter()
    for permanent in game.state.battlefield:
        if permanent.controller != controller or not matches_filter(game, spec, permanent, source_id or "", controller):
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and characteristics.name:
            names[characteristics.name] += 1
    return any(count >= number for count in names.values())
