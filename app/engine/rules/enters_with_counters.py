"""`etb_counters`: "enters with N counters" (a replacement effect, CR 614.1c, 122.6).

`amount: "X"` uses the X chosen for the spell that became the permanent, though the permanent's
own X is 0 (CR 107.3m, an exception to 107.3i; seed ruling 48306ab409f1c096). A permanent put
onto the battlefield without being cast had no X chosen, so X is 0.

`condition` ("... if an opponent lost life this turn", rules/life_this_turn.py) is checked for the
permanent's controller as it enters (CR 614.1c): when it doesn't hold, no counters.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import EtbCountersAbility
from app.engine.characteristics import current_face, is_creature
from app.engine.citations import ETB_X_USES_SPELL_X, cr
from app.engine.game import Game
from app.engine.rules import (
    etb_counters_for_each,  # s18-m20
    keyword_counters,
    mana_spent,
    s25stda_if_cast,  # s26-cmdc
    turn_records,
)
from app.engine.rules import etb_counters_if_you_control as if_you_control  # s17-neo
from app.engine.rules.escape import ESCAPED_CITES, entering_escaped  # s16-kws
from app.engine.rules.kicked_permanents import CITES as KICKED_CITES  # s16-kws
from app.engine.rules.kicked_permanents import entering_kicked  # s16-kws
from app.engine.rules.life_this_turn import CITES as LIFE_CITES
from app.engine.rules.life_this_turn import condition_holds
from app.engine.rules.zones import Entering


def enters_with_counters(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if permanent.face_down or permanent.card is None:
        return  # a face-down permanent has no abilities (CR 708.2)
    for ability in current_face(game, permanent).abilities_of(EtbCountersAbility):
        cites = [cr("614.1c"), cr("122.6")]
        if ability.condition is not None:
            if not condition_holds(game, permanent.controller or "", ability.condition):
                continue
            cites += LIFE_CITES
        if ability.if_you_control is not None:  # s17-neo: "... if you control a modified creature"
            if not if_you_control.condition_holds(game, entering, ability):
                continue
            cites += if_you_control.CITES
        if ability.if_kicked:  # s16-kws: "If ~ was kicked, it enters with ..." (CR 702.33d)
            if not entering_kicked(entering):
                continue
            cites += KICKED_CITES
        if ability.if_escaped:  # s16-kws: "~ escapes with ..." (CR 702.138c)
            if not entering_escaped(entering):
                continue
            cites += ESCAPED_CITES
        if ability.if_this_turn is not None:  # s17-taile: "... if you attacked this turn" (CR 614.1c)
            if not turn_records.holds(game, permanent.controller, ability.if_this_turn):
                continue
            cites += turn_records.cites_of(ability.if_this_turn)
        if ability.if_mana_spent is not None:  # s17-tailf: adamant (CR 207.2c, 601.2h)
            if not mana_spent.entering_meets(entering, ability.if_mana_spent):
                continue
            cites += mana_spent.CITES
        if ability.if_cast is not None:  # s26-cmdc: "... if you cast it from your hand" (CR 614.1c, 601.2a)
            if ability.if_cast not in s25stda_if_cast.held_conditions(game, entering):
                continue
            cites += s25stda_if_cast.CITES
        if ability.amount == "X":
            amount = entering.spell.x if entering.spell is not None else 0
            cites += [ETB_X_USES_SPELL_X, cr("107.3m")]
            entering.details["x_for_enters_abilities"] = amount
        else:
            amount = ability.amount
        if ability.for_each is not None:  # s18-m20: "... for each other creature you control" (CR 614.12)
            amount *= etb_counters_for_each.counted(game, entering, ability)
            cites += etb_counters_for_each.CITES
        counter = ability.counter
        if ability.sunburst:  # s26-cmdc: +1/+1 counters on a creature, else charge counters (CR 702.44a)
            counter = "+1/+1" if is_creature(game, permanent) else "charge"
            cites.append(cr("702.44a"))
        amount = keyword_counters.modified_amount(game, permanent, counter, amount)  # s35-std (CR 614.1a, 122.6)
        if amount:
            permanent.counters[counter] = permanent.counters.get(counter, 0) + amount
            keyword_counters.counters_put(game, (counter,))  # a keyword counter's layer (CR 122.1b)
            game.changed(permanent)
        entering.cites += cites
        entering.details["counters"] = dict(permanent.counters)


# After the face is settled (Werewhat's back face at 10, entering transformed at night at 50).
registry.enters_replacements.add(enters_with_counters, order=60, needs=(EtbCountersAbility,))
