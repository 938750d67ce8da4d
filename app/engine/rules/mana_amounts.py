"""An amount of mana counted by a mana ability (s14-mana): "{T}: Add X mana of any one color, where X
is ~'s power." (Helga, Skittish Seer), "{2}, {T}: Choose a color. Add an amount of mana of that color
equal to the number of creatures you control of the chosen type." (Three Tree City).

A mana ability with `amount` makes the mana of its `add` that many times (CR 106.1: the color is
chosen once, with `color`, for all of it; 605.3b: it resolves at once). The amount is counted from
the game as the ability is activated (CR 608.2h); the reader gives `amount` only to abilities whose
costs are mana, {T} and {Q}, which change neither a power nor how many creatures a player controls, so
that count is the one the ability sees as it resolves. An amount of 0 makes no mana (CR 106.5 does
not apply: the type is defined, the amount is none). Counted amounts:
- a number (s16-lands): "{T}: Add two [three] mana of any one color." (Gilded Lotus), that many;
- "source_power": the power of the permanent whose ability it is (CR 208.3, as layers make it);
- "creatures_you_control_of_the_chosen_type": the creatures its controller controls that have the
  creature type chosen as the source entered (CR 607.2a; rules/chosen.py), none if none was chosen;
- the `Count` values of rules/counted_amounts.py and rules/count_of.py ("count:<spec>");
- s20-m20 `s20m20_if_you_control`: "Add {G}. If you control four or more creatures, add {G}{G} instead." (CR
  608.2c: the later sentence replaces the earlier): `times` times when its controller controls `at_least`
  permanents of `condition` (rules/you_control.py), else once.

The automatic payment (rules/payment.py) never activates such an ability: activate it with
`tap_for_mana` first, or name it in an explicit payment, which counts it here.
"""

from __future__ import annotations

from app.engine.cards import ManaAbility, S20m20ManaIfYouControl
from app.engine.characteristics import characteristics_of, compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.chosen import is_of_the_chosen
from app.engine.rules.effects_targets import amount as counted_amount
from app.engine.rules.you_control import you_control
from app.engine.state import Permanent, StackObject

CITES = (cr("106.1"), cr("608.2h"))
S20M20_CITES = (cr("106.1"), cr("608.2c"))  # s20-m20: "..., add {G}{G} instead."


def mana_amount(game: Game, permanent: Permanent, ability: ManaAbility) -> int:
    """How many times the ability makes its mana now (1 without `amount`)."""
    value = ability.amount
    if value is None:
        return 1
    if isinstance(value, S20m20ManaIfYouControl):
        # s20-m20: "Add {G}. If you control four or more creatures, add {G}{G} instead." (CR 608.2c)
        # s26-cmdc: "If you control an Urza's Power-Plant and an Urza's Tower, ..." (each of `and_you_control` too)
        return value.times if (you_control(game, permanent.controller, value.condition, value.at_least) and all(
            you_control(game, permanent.controller, spec) for spec in value.and_you_control)) else 1
    if isinstance(value, int):
        return value  # s16-lands: "Add two mana of any one color." (CR 106.1: one color for all of it)
    if isinstance(value, str) and value.startswith("s27mech_counters_on_self:"):  # s27-mech: counters on the source
        return permanent.counters.get(value.partition(":")[2], 0)
    if value == "source_power":
        characteristics = compute(game, permanent)
        return max(characteristics.power or 0, 0) if characteristics is not None else 0
    if value == "creatures_you_control_of_the_chosen_type":
        found = 0
        for other in game.state.battlefield:
            if other.controller != permanent.controller:
                continue
            characteristics = characteristics_of(game, other)
            if (
                characteristics is not None
                and CardType.CREATURE.value in characteristics.types
                and is_of_the_chosen(permanent, characteristics, "creature_type")
            ):
                found += 1
        return found
    source = StackObject(id=permanent.id, source=permanent.id, controller=permanent.controller)
    return max(counted_amount(game, source, value), 0)


def cites_of(ability: ManaAbility) -> tuple[str, ...]:
    """The rules an ability with `amount` cites as it makes its mana (s20-m20: 608.2c for "... instead")."""
    return S20M20_CITES if isinstance(ability.amount, S20m20ManaIfYouControl) else CITES


def times(game: Game, permanent: Permanent, ability: ManaAbility, produced: dict[str, int]) -> dict[str, int]:
    """The mana an ability with `amount` makes: `produced` that many times (nothing at 0)."""
    number = mana_amount(game, permanent, ability)
    return {kind: count * number for kind, count in produced.items() if count * number > 0}
