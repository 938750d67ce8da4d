"""s16-lands: lands that enter tapped or untapped depending on a condition or a choice made as they
enter (docs/oracle-lands.md). All are replacement effects applied as the permanent enters (CR 614.1c);
rules/enters_tapped.py asks `enters_tapped_now` before tapping it.

- `unless_you_control` ("~ enters tapped unless you control two or more other lands." / "... unless you
  control a Swamp or a Mountain."): it enters untapped if its controller controls `you_control_at_least`
  permanents the spec names, checked as it enters (CR 614.1c); ":other" leaves the entering permanent
  out (it isn't "another land"); without ":other" it can't count itself either, as it isn't on the
  battlefield yet while the replacement applies (CR 614.12).
- `if_you_control` ("If you control two or more other lands, ~ enters tapped."): the converse.
- `unless_pay_life` ("As ~ enters, you may pay 2 life. If you don't, it enters tapped."): a choice made
  as it enters (CR 614.12) by the player it enters under, with the `choices.pay_life` of the action that
  makes it enter (`play_land`, a spell's `resolve`); not given: no life is paid and it enters tapped.
  Paying life is losing it (CR 119.4, 119.3): a player with less life than the amount can't pay it, and
  asking to is refused with the reason (CR 119.4, 118.3).
- s22-stx `unless_reveal` ("As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~
  enters tapped."): a choice made as it enters (CR 614.12) by the player it enters under, with the `choices.reveal` of
  the action that makes it enter: a card of their hand with one of the land subtypes, revealed (CR 701.20a; the
  card stays in their hand). Not given: nothing is revealed and it enters tapped; a card that isn't such a card of
  their hand is refused (422).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.cards import EntersTappedAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.pay_mana_and_life import verify_life_payable
from app.engine.rules.target_filters import characteristics_match, states_hold
from app.engine.rules.zones import Entering
from app.engine.target_grammar import parse_target_spec

_CHOICE = "pay_life"


def controls_at_least(game: Game, entering: Entering, spec_text: str, at_least: int) -> bool:
    """Whether the entering permanent's controller controls `at_least` permanents `spec_text` names,
    the entering permanent itself never counted (CR 614.12)."""
    permanent = entering.permanent
    spec = parse_target_spec(spec_text)
    found = 0
    for other in game.state.battlefield:
        if other.id == permanent.id or other.controller != permanent.controller:
            continue
        characteristics = characteristics_of(game, other)
        if characteristics_match(spec, characteristics, 0) and (not spec.states or states_hold(game, spec, other)):
            found += 1
            if found >= at_least:
                return True
    return False


def _pays_life(game: Game, entering: Entering, life: int) -> bool:
    permanent = entering.permanent
    wanted = game.choices.pay_life if _CHOICE not in game.used_choices else None
    if wanted is not None:
        game.used_choices.add(_CHOICE)
    if not wanted or permanent.controller is None:
        entering.cites.append(cr("614.12"))
        return False
    player = game.player(permanent.controller)
    verify_life_payable(player, life, f"{permanent.id} as it enters")
    lose_life(game, player, life)  # paying life is losing it (CR 119.4, 119.3)
    game.emit(
        "life_paid",
        [cr("119.4"), cr("614.12")],
        player=player.id,
        amount=life,
        life=player.life,
        purpose=f"{permanent.id} enters untapped",
    )
    entering.cites.extend((cr("614.12"), cr("119.4")))
    entering.details["life_paid"] = life
    return True


def _reveals(game: Game, entering: Entering, subtypes: Sequence[str]) -> bool:
    """s22-stx: whether the entering permanent's controller reveals a card of their hand with one of `subtypes`
    (`choices.reveal`, used once per action; CR 614.12, 701.20a)."""
    permanent = entering.permanent
    wanted = game.choices.reveal if "reveal" not in game.used_choices else None
    if wanted is None or permanent.controller is None:
        entering.cites.append(cr("614.12"))
        return False
    game.used_choices.add("reveal")
    player = game.player(permanent.controller)
    fitting = [card.id for card in player.hand if set(subtypes) & set(game.definition(card.card).subtypes)]
    if wanted not in fitting:
        raise IllegalAction("Wrong card to reveal",
                            f"{permanent.id} as it enters: choices.reveal must name a card of "
                            f"{player.id}'s hand with the subtype {' or '.join(subtypes)} ({', '.join(fitting) or 'none'}), not {wanted!r}",
                            [cr("614.12"), cr("701.20a")])
    entering.cites.extend((cr("614.12"), cr("701.20a")))
    entering.details["revealed"] = wanted
    return True


def enters_tapped_now(game: Game, entering: Entering, ability: EntersTappedAbility) -> bool:
    """Whether `ability` taps the entering permanent (its condition, or the life not paid, or no card revealed)."""
    if ability.unless_pay_life is not None:
        return not _pays_life(game, entering, ability.unless_pay_life)
    if ability.unless_reveal is not None:
        return not _reveals(game, entering, ability.unless_reveal)
    if ability.unless_you_control is not None:
        return not controls_at_least(game, entering, ability.unless_you_control, ability.you_control_at_least)
    if ability.s32mb_unless_a_player_life_at_most is not None:  # s32-mb (CR 614.1c, 119.1): any player, as it enters
        at_most = ability.s32mb_unless_a_player_life_at_most
        return not any(player.life <= at_most for player in game.state.players if not player.has_lost)
    if ability.if_you_control is not None:
        return controls_at_least(game, entering, ability.if_you_control, ability.you_control_at_least)
    return True
