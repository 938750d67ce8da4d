"""Planeswalkers' loyalty (CR 306.5, 606, 120.3c, 704.5i).

- Entering: a planeswalker whose definition gives a printed `loyalty` enters with that many
  loyalty counters (CR 306.5b, a replacement effect 614.1c; counters 122.1); its loyalty on the battlefield is the number of
  loyalty counters on it. A planeswalker posted in a state has the counters the state gives.
- Loyalty abilities (`{"kind": "loyalty", "cost": "+1" | "-3" | "0" | "-X", "effect": ...}`,
  activated with `activate` by ability index, see rules/activate.py): only while the stack is empty
  in a main phase of its controller's turn, and only if no loyalty ability of that permanent was
  activated this turn (606.3; the permanent's `loyalty_activated_turn` holds the turn number of
  the last activation). Its cost puts on or removes that many loyalty counters (606.4); "-X"
  removes the X chosen with the action's `x` (107.3); a cost can't remove more counters than the
  permanent has (606.6, 118.3). A loyalty ability is never a mana ability (605.1a) and uses the
  stack like any activated ability (602.2).
- Damage dealt to a planeswalker removes that many loyalty counters (120.3c, rules/damage.py).
- State-based action: a planeswalker with loyalty 0 goes to its owner's graveyard (704.5i).
The old rule redirecting damage from a player to a planeswalker they control is gone from the
rules and is not modelled: damage is dealt to what the source says.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine import registry
from app.engine.cards import CardDefinition, LoyaltyAbility, LoyaltyAsInstantEnteredThisTurnAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, is_in
from app.engine.rules.ability_presence import PLANESWALKER_FACE, abilities_of_kind, game_has
from app.engine.rules.zones import Entering, leave_battlefield
from app.engine.state import Permanent

LOYALTY = "loyalty"  # the counter kind (CR 122.1)
_PLANESWALKER, _PLANESWALKER_TYPE = CardType.PLANESWALKER.value, CardType.PLANESWALKER


def loyalty_of(permanent: Permanent) -> int:
    """A planeswalker's loyalty on the battlefield: the number of loyalty counters on it."""
    return permanent.counters.get(LOYALTY, 0)


def cost_text(ability: LoyaltyAbility, x: int = 0) -> str:
    """The cost as paid: "+1", "-3", "0"; "-X" with its X ("-2")."""
    if ability.cost == "-X":
        return f"-{x}"
    change = ability.loyalty_change(x)
    return f"+{change}" if change > 0 else str(change)


# --- entering with loyalty (CR 306.5b) -------------------------------------------------------


def enters_with_loyalty(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if permanent.face_down or permanent.card is None:
        return  # a face-down permanent has no loyalty (CR 708.2)
    face = current_face(game, permanent)
    if face.loyalty is None or CardType.PLANESWALKER not in face.types:
        return
    if face.loyalty:
        permanent.counters[LOYALTY] = loyalty_of(permanent) + face.loyalty
        game.changed(permanent)
    entering.cites += [cr("306.5b"), cr("614.1c"), cr("122.1")]
    entering.details["counters"] = dict(permanent.counters)


# After the face is settled (as rules/enters_with_counters.py), before "enters with" counters.
registry.enters_replacements.add(enters_with_loyalty, order=55, needs=(PLANESWALKER_FACE,))


# --- activating loyalty abilities (CR 606) ---------------------------------------------------


def verify_activation(game: Game, permanent: Permanent, ability: LoyaltyAbility, x: int | None, what: str) -> None:
    """Refuse activating a loyalty ability of `permanent` now, saying why (CR 606.3-606.6)."""
    state = game.state
    if as_instant_now(game, permanent):
        pass  # s18-neoa: any time its controller could cast an instant (CR 117.1a); once each turn still holds
    elif permanent.controller != state.active_player:
        raise IllegalAction(
            "Not your turn",
            f"{what} is a loyalty ability: it can be activated only during its "
            f"controller's turn, not {state.active_player}'s",
            [cr("606.3")],
        )
    elif not state.step.is_main_phase:
        raise IllegalAction(
            "Wrong time",
            f"{what} is a loyalty ability: it can be activated only in a main phase, "
            f"not in the {state.step.value} step",
            [cr("606.3")],
        )
    elif state.stack:
        raise IllegalAction(
            "Wrong time",
            f"{what} is a loyalty ability: it can be activated only while the stack "
            f"is empty ({len(state.stack)} object(s) on it)",
            [cr("606.3")],
        )
    if permanent.loyalty_activated_turn == state.turn:
        raise IllegalAction(
            "Once each turn",
            f"a loyalty ability of {permanent.id} was already activated this turn "
            f"(turn {state.turn}): only one loyalty ability of a permanent per turn",
            [cr("606.3")],
        )
    if x and ability.cost != "-X":
        raise IllegalAction("No X", f"{what} costs {ability.cost} loyalty: it has no X to choose", [cr("107.3")])
    change = ability.loyalty_change(x or 0)
    if change < 0 and loyalty_of(permanent) < -change:
        raise IllegalAction(
            "Can't pay the cost",
            f"{what} costs {cost_text(ability, x or 0)} loyalty but "
            f"{permanent.id} has {loyalty_of(permanent)} loyalty counter(s): a cost can't remove "
            "more counters than it has",
            [cr("606.6"), cr("118.3")],
        )


def pay_cost(game: Game, permanent: Permanent, ability: LoyaltyAbility, x: int) -> list[str]:
    """Pay a loyalty ability's cost (CR 606.4) and record the activation for this turn (606.3);
    returns the citations."""
    permanent.loyalty_activated_turn = game.state.turn
    change = ability.loyalty_change(x)
    if change:
        permanent.counters[LOYALTY] = loyalty_of(permanent) + change
        if not permanent.counters[LOYALTY]:
            del permanent.counters[LOYALTY]
        game.changed(permanent)
    return [cr("606.3"), cr("606.4"), *([cr("107.3")] if ability.cost == "-X" else [])]


# --- 704.5i: a planeswalker with loyalty 0 ---------------------------------------------------


def _to_graveyard(game: Game, permanent: Permanent) -> Callable[[], None]:
    def perform() -> None:
        if is_in(game.state.battlefield, permanent):
            leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("704.5i")], reason="loyalty 0")

    return perform


# Whether a definition or one of its faces is a planeswalker, by the definition's identity (catalog
# definitions are shared and never changed; bounded): an untransformed permanent's current face is
# the card or one of its faces (`current_face`), so a card none of whose faces is one is never one.
_HAS_PLANESWALKER_FACE: dict[int, tuple[CardDefinition, bool]] = {}


def _has_planeswalker_face(definition: CardDefinition) -> bool:
    found = _HAS_PLANESWALKER_FACE.get(id(definition))
    if found is not None and found[0] is definition:
        return found[1]
    faces = [definition, *(definition.faces or ())]
    answer = any(_PLANESWALKER_TYPE in face.types for face in faces)
    if len(_HAS_PLANESWALKER_FACE) >= 4096:
        _HAS_PLANESWALKER_FACE.clear()
    _HAS_PLANESWALKER_FACE[id(definition)] = (definition, answer)
    return answer


def planeswalkers_with_no_loyalty(game: Game) -> list[Callable[[], None]]:
    thunks: list[Callable[[], None]] = []
    catalog, known = game.catalog, _HAS_PLANESWALKER_FACE
    for permanent in game.permanents_to_check():
        card = permanent.card
        if permanent.counters.get(LOYALTY) or card is None:
            continue  # the common case for a planeswalker
        if not permanent.transformed:  # most permanents, decided once per card (a transformed one: below)
            # `game.definition` and `_has_planeswalker_face`'s memo inlined: this runs for every
            # permanent at a request's first check
            definition = catalog[card] if isinstance(card, str) else card
            found = known.get(id(definition))
            if not (found[1] if found is not None and found[0] is definition else _has_planeswalker_face(definition)):
                continue
        # Most permanents aren't one: their card says so at once. (No effect of the engine's
        # vocabulary gives the Planeswalker type; one that did would need the characteristics here.)
        if _PLANESWALKER_TYPE not in current_face(game, permanent).types:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and _PLANESWALKER in characteristics.types:
            thunks.append(_to_graveyard(game, permanent))
    return thunks


# Asked only in a game with a card some face of which is a planeswalker (the kind is widened as a
# permanent enters, before its enters replacements: entering with loyalty above needs it too).
registry.state_based_actions.add(planeswalkers_with_no_loyalty, order=25, events=(registry.CHANGED,),
                                 needs=(PLANESWALKER_FACE,))


# --- s18-neoa: "you may activate her loyalty abilities any time you could cast an instant" ---------------


def as_instant_now(game: Game, permanent: Permanent) -> bool:
    """Whether the permanent's loyalty abilities may be activated any time its controller could cast an
    instant (The Wandering Emperor: it has `loyalty_as_instant_entered_this_turn` and entered the
    battlefield this turn, CR 400.7: the per-turn record of rules/entered_this_turn.py). Cheap when no card of
    the game has the ability."""
    if not game_has(game, LoyaltyAsInstantEnteredThisTurnAbility):
        return False
    if not abilities_of_kind(game, permanent, LoyaltyAsInstantEnteredThisTurnAbility):
        return False
    return any(record.permanent == permanent.id for record in game.state.entered_this_turn)
