"""Cast triggers (CR 603.2, 601.2i): "Whenever a player casts a blue spell, you may pay {1}. If
you do, you gain 1 life." (`caster` "any"), "Whenever you cast an enchantment spell, you may
draw a card." (`caster` "you", `optional`). They trigger when the spell becomes cast (CR 601.2i),
looking at the spell's color or type then, and resolve before the spell (CR 603.3, 405.2);
payments as they resolve follow rules/step_triggers.py. s35-fin: "Whenever you cast a noncreature spell, if at least four
mana was spent to cast it, ..." (`s35fin_mana_spent_at_least`, CR 603.4, 601.2h): an intervening "if" checked as it
triggers; the mana spent to cast a spell is fixed once it is cast, so it holds as the ability resolves too."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CastTriggerAbility
from app.engine.characteristics import compute, face_up
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import historic, nth_spell  # s17-taile: historic (CR 700.6)
from app.engine.rules import s31modern_copy_that_spell as copy_that_spell  # s31-modern
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.cast_either import either_subtype
from app.engine.rules.cast_targets_matching import targets_a_match  # s17-m2y
from app.engine.rules.cast_trigger_stats import spell_meets
from app.engine.rules.chosen import is_of_the_chosen
from app.engine.rules.has_adventure import has_adventure  # s17-tailf
from app.engine.rules.kicker import was_kicked  # s16-kws
from app.engine.rules.mana_spent import total_spent_in_cast  # s35-fin
from app.engine.rules.s29stda_that_spell import SPELL_MANA_VALUE  # s29-stda
from app.engine.rules.step_triggers import in_game, resolution_choice, resolve_trigger
from app.engine.state import Characteristics, Permanent, StackObject  # s33-cmd

NAME = "cast_trigger"


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event["type"] != "spell_cast" or not in_game(game, CastTriggerAbility):
        return []
    spell = game.stack_object(event["stack_object"])
    characteristics = compute(game, spell) if spell is not None else None
    if characteristics is None:
        return []
    pending: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        for index, ability in abilities_of_kind(game, permanent, CastTriggerAbility):
            if ability.functions_from_graveyard():
                continue  # s33-cmd: it returns its card from a graveyard: it works there only (CR 113.6k)
            if not cast_trigger_applies(game, ability, event, spell, characteristics, permanent.controller, permanent):
                continue
            pending.append(PendingTrigger(
                permanent.id, index, permanent.controller or "", "spell_cast", [],
                [cr("603.2"), cr("601.2i"), *(historic.CITES if "historic" in ability.spell_with else ())],  # s17-taile
                data={"keyword_trigger": NAME, "spell": spell.id if spell is not None else None,
                      "that_player": event.get("player"),  # s23-c14: "that player" is the caster (CR 603.2)
                      SPELL_MANA_VALUE: characteristics.mana_value,  # s29-stda (rules/s29stda_that_spell.py)
                      **copy_that_spell.recorded(ability, spell)},  # s31-modern: "copy that spell" (CR 608.2h)
                card=permanent.card, face=face_up(permanent)))
    return pending


def cast_trigger_applies(game: Game, ability: CastTriggerAbility, event: dict[str, Any], spell: StackObject | None,
                         characteristics: Characteristics, controller: str | None,
                         permanent: Permanent | None) -> bool:
    """Whether the spell cast in `event` triggers the cast trigger `ability` of a player `controller` (CR 603.2,
    601.2i): the ability of `permanent`, or (s33-cmd, `permanent` None) of a card in a graveyard, which has no quality
    asked of a permanent (rules/s33cmd_graveyard_cast.py)."""
    if ability.caster == "you" and event["player"] != controller:
        return False
    if ability.caster == "opponent" and event["player"] == controller:
        return False  # s15-records: "Whenever an opponent casts ..." (CR 102.2)
    if ability.during == "opponents_turn" and game.state.active_player == controller:
        return False  # s15-records: "... during an opponent's turn" (CR 102.1)
    if ability.during == "your_turn" and game.state.active_player != controller:
        return False  # s23-c14: "... during your turn" (CR 102.1)
    if ability.spell_color is not None and ability.spell_color not in characteristics.colors:
        return False
    if ability.spell_type is not None and ability.spell_type.value not in characteristics.types:
        return False
    if ability.spell_type_any_of and not any(t.value in characteristics.types for t in ability.spell_type_any_of) \
            and not either_subtype(ability, characteristics.subtypes):
        return False  # "an instant or sorcery spell"; s16-tailb: "an instant, sorcery, or Wizard spell"
    if (ability.spell_not_type is not None and ability.spell_not_type.value in characteristics.types
            and not either_subtype(ability, characteristics.subtypes)):
        return False  # "a noncreature spell"; s14-library: "a noncreature or Otter spell"
    if not nth_spell.is_nth_spell(ability.nth_spell_each_turn, event):
        return False  # "their second spell each turn" (rules/nth_spell.py)
    if ability.spell_subtype is not None and ability.spell_subtype not in characteristics.subtypes:
        return False  # "an Aura spell"
    if ability.s26cmdb_spell_subtypes and not any(
            subtype in characteristics.subtypes for subtype in ability.s26cmdb_spell_subtypes):
        return False  # s26-cmdb: "a Spirit or Arcane spell" (CR 205.3)
    if ability.spell_of_the_chosen is not None and (permanent is None or not is_of_the_chosen(
            permanent, characteristics, ability.spell_of_the_chosen)):
        return False  # s12-chosen: "a spell of the chosen color" (CR 607.2a)
    if ability.spell_with and not spell_meets(ability, characteristics):
        return False  # s14-mana: "a creature spell with mana value 4 or greater" (CR 202.3, 601.2i)
    if ability.kicked_spell and not was_kicked(spell):
        return False  # s16-kws: "a kicked spell" (CR 702.33b)
    if ability.s35fin_mana_spent_at_least is not None and total_spent_in_cast(
            game, event) < ability.s35fin_mana_spent_at_least:
        return False  # s35-fin: "if at least four mana was spent to cast it" (CR 601.2h, 603.4; rules/mana_spent.py)
    if ability.spell_has_adventure and (spell is None or not has_adventure(game, spell)):
        return False  # s17-tailf: "a creature spell that has an Adventure" (CR 715.2)
    if ability.targets_self and (spell is None or permanent is None or permanent.id not in spell.targets):
        return False  # "a spell that targets ~": its targets as it becomes cast (CR 601.2c, 115.1)
    # s17-m2y: "a spell that targets a creature you control" (CR 601.2c)
    return ability.targets_matching is None or (permanent is not None and targets_a_match(
        game, ability.targets_matching, spell, permanent))


registry.trigger_detectors.add(_detect, needs=(CastTriggerAbility,), events=("spell_cast",))
registry.keyword_trigger_resolvers[NAME] = resolve_trigger
registry.resolution_choices[NAME] = resolution_choice


# s16-kws: the same test for a copy of a spell (rules/cast_or_copy_triggers.py, magecraft)
detect_cast_triggers = _detect
