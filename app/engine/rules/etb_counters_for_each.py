"""s18-m20: "~ enters with a +1/+1 counter on it for each other creature you control." (Squad Captain):
`etb_counters` with `for_each`, a `count:` of permanent specs (rules/count_of.py's grammar).

The counters are a replacement effect that modifies how the permanent enters (CR 614.1c, 122.6); the
number is counted as it enters, before it is on the battlefield (CR 614.12: such a replacement is
applied as the event happens), so the entering permanent never counts itself. Each permanent matching
one of the specs, read from the entering permanent ("you_control": its controller; "other": not
itself), counts once, with its characteristics as continuous effects make them now (CR 613).

s20-cda: "~ enters with a +1/+1 counter on it for each creature that died this turn." (Bloodcrazed Paladin):
`for_each` a `DiedCount`, the permanents put into a graveyard from the battlefield this turn (CR 700.4) matching
the spec as they last existed, counted as it enters (rules/turn_records.py).

s22-war: "~ enters with a +1/+1 counter on it for each creature card in your graveyard." (Golgari Raiders):
`for_each` "graveyard_creature_cards" / "graveyard_cards", the cards in its controller's graveyard as it enters
(CR 404.1, 614.12; rules/graveyard_amounts.py).
"""

from __future__ import annotations

from app.engine.cards import EtbCountersAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import s25mh_converge, s27mech_devour, s27mech_multikicker
from app.engine.rules.graveyard_amounts import GRAVEYARD_COUNTS, players_graveyard_amount
from app.engine.rules.target_filters import matches_filter
from app.engine.rules.turn_records import died_amount
from app.engine.rules.zones import Entering
from app.engine.target_grammar import parse_target_spec

CITES = [cr("614.12")]
DIED = "died"  # s20-cda: a `DiedCount`, "died:<spec>" / "died_yours:<spec>"


def counted(game: Game, entering: Entering, ability: EtbCountersAbility) -> int:
    """How many permanents on the battlefield `ability.for_each` names for the entering permanent."""
    assert ability.for_each is not None
    permanent = entering.permanent
    if ability.for_each == "s27mech_times_kicked":  # s27-mech: multikicker (CR 702.33d)
        return s27mech_multikicker.entering_times(entering)
    if ability.for_each in s27mech_devour.COUNTS:  # s27-mech: devour, the permanents sacrificed as it enters (702.82a)
        return s27mech_devour.devoured(game, entering, ability.for_each)
    if ability.for_each == s25mh_converge.COUNT:  # s25-mh: converge, the spell that became it (CR 601.2h)
        return s25mh_converge.entering_colors(entering)
    if ability.for_each.startswith(DIED):  # s20-cda: "for each creature that died this turn" (CR 700.4)
        return died_amount(game, permanent.controller, ability.for_each)
    if ability.for_each in GRAVEYARD_COUNTS:  # s22-war: "for each creature card in your graveyard" (CR 404.1)
        return players_graveyard_amount(game, permanent.controller, ability.for_each)
    if ability.for_each == "life_gained_this_turn":  # s23-c14: its controller's record of the turn (CR 119.3)
        return next((p.life_gained_this_turn for p in game.state.players if p.id == permanent.controller), 0)
    specs = [parse_target_spec(spec) for spec in ability.for_each.removeprefix("count:").split("|")]
    controller = permanent.controller or ""
    return sum(
        1
        for other in game.state.battlefield
        if other.id != permanent.id
        and any(matches_filter(game, spec, other, permanent.id, controller) for spec in specs)
    )
