"""The events of a resolution, one schema per event `type` (design.md §8).

An event is `{"seq", "action_index", "type", ...details, "cites"}`; rules modules record them
with `game.emit("<type>", cites, **details)`. This module declares, for every type, what it
records and its detail fields, so that clients get one typed schema per event (a union
discriminated by `type`, `GAME_EVENT`) and a test can check that every event the engine emits
is declared here with exactly these fields.

Adding an event type is one entry in `EVENT_TYPES`: `"<type>": ("what it records, CR number",
{"<field>": <type>, ...})`. A field written `sometimes(<type>)` is present only in some events
of that type; a field named after a Python keyword (`from`) is declared under that JSON name.
The models are built from the table (`EVENT_MODELS`); nothing here runs while the engine
resolves a request (events stay plain dicts on the hot path).
"""

from __future__ import annotations

import keyword
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, create_model

from app.engine.actions import AttackDeclaration, BlockDeclaration
from app.engine.enums import DayNight, Step
from app.engine.state import PreventionShield, PreviousTurn


class Sometimes:
    """A detail field present only in some events of its type (e.g. `x` when X was chosen)."""

    def __init__(self, annotation: Any) -> None:
        self.annotation = annotation


def sometimes(annotation: Any) -> Sometimes:
    return Sometimes(annotation)


Id = str  # an object id (permanent, card or stack object) or a player id
ManaAmounts = dict[str, int]  # mana type (W, U, B, R, G, C) -> amount

EVENT_TYPES: dict[str, tuple[str, dict[str, Any]]] = {
    # --- turns and steps (CR 500-514) ---
    "priority_passed": ("A player passed priority (CR 117.3d).", {"player": Id}),
    "all_players_passed": ("All players passed in succession: the top of the stack resolves (CR 117.4, 405.5: "
                           "`resolves`) or, with an empty stack, the step ends (CR 500.2: `step_ends`).",
                           {"resolves": sometimes(Id), "step_ends": sometimes(str)}),
    "turn_began": ("A new turn began (CR 500.1); `previous_turn` records the turn that ended (CR 728.2).",
                   {"turn": int, "active_player": Id, "previous_turn": PreviousTurn}),
    "step_began": ("A step began (CR 500.1).", {"turn": int, "step": Step, "active_player": Id}),
    "step_skipped": ("A step was skipped (CR 500.1, e.g. no combat damage step without combat).", {"step": Step}),
    "turn_advance_stopped": ("`next_turn` stopped: an object is on the stack (CR 500.2).",
                             {"step": Step, "reason": str}),
    "untapped": ("Permanents untapped: in the untap step (CR 502.3: `player`, `permanents`), to pay a cost "
                 "with {Q} (CR 107.6: `permanent`, `purpose`) or by an untap effect (CR 701.26b: `permanent`, "
                 "`stack_object`, `purpose` \"effect\").",
                 {"player": sometimes(Id), "permanents": sometimes(list[Id]), "permanent": sometimes(Id),
                  "purpose": sometimes(str), "stack_object": sometimes(Id)}),
    "doesnt_untap_next_untap_step": ("The `permanents` won't untap during their controller's next untap step "
                                     "(an effect of `stack_object`; CR 502.3, 611.2b).",
                                     {"stack_object": Id, "permanents": list[Id]}),
    "draw_skipped": ("The starting player skipped the draw of the first turn (CR 103.8a).", {"player": Id}),
    "mana_emptied": ("Unspent mana left a player's mana pool as the step ended (CR 500.4).",
                     {"player": Id, "lost": str, "restricted_lost": sometimes(str),
                      "kept": sometimes(str)}),
    "discarded": ("The active player discarded down to their maximum hand size in the cleanup step (CR 514.1, "
                  "402.2), or a player discarded to pay 'unless you discard a card' (CR 701.9a, 118.12); "
                  "`chosen`: whether `choices.discard` named the cards (else the last ones of the hand).",
                  {"player": Id, "cards": list[Id], "hand_size": int, "chosen": bool}),
    "cleanup": ("Damage was removed and 'until end of turn' effects ended (CR 514.2).",
                {"permanent": Id, "damage_removed": int, "effects_ended": int}),
    "cleanup_step_repeats": ("State-based actions were performed or abilities triggered during the cleanup step, "
                             "so players received priority and another cleanup step follows (CR 514.3a).",
                             {"reason": str}),
    # --- day and night (CR 728, 702.145) ---
    "day_night_changed": ("It became day or night (CR 728); `note` explains where the rules and a ruling differ.",
                          {"from": DayNight | None, "to": DayNight, "previous_active_player": sometimes(Id),
                           "spells_cast": sometimes(int), "daybound": sometimes(list[Id]),
                           "nightbound": sometimes(list[Id]), "note": sometimes(str),
                           "entering": sometimes(Id)}),
    "day_night_unchanged": ("The untap step's day/night check changed nothing (CR 728.2).",
                            {"day_night": DayNight, "previous_active_player": Id, "spells_cast": int}),
    "transformed": ("A double-faced permanent transformed (CR 712; as day or night changes, CR 702.145); `note` "
                    "when its face did not match day or night and it transformed at once (CR 702.145c/f).",
                    {"permanent": Id, "face": Literal["front", "back"], "name": str | None,
                     "cause": Literal["day_night", "effect"], "note": sometimes(str)}),
    "transform_prevented": ("A permanent did not transform as day or night changed (the ruling says why).",
                            {"permanent": Id, "reason": str}),
    "transform_ignored": ("A transform instruction did nothing (CR 712, 702.145).", {"permanent": Id, "reason": str}),
    # --- casting, the stack, abilities (CR 601-608) ---
    "spell_cast": ("A spell was cast and put on the stack (CR 601.2).",
                   {"player": Id, "stack_object": Id, "card": str | None, "spells_cast_this_turn": int,
                    "face": sometimes(str), "face_down": sometimes(bool),
                    # a multi-faced card's face cast (docs/layouts.md); "from": "exile" for an adventurer card (CR 715.3d)
                    "from": sometimes(str)}),
    "mana_paid": ("A cost's mana was paid from the pool (CR 601.2h); `reductions` name the cost reductions applied.",
                  {"player": Id, "cost": str, "paid": ManaAmounts, "purpose": str, "reductions": sometimes(list[str]),
                   "life_paid": sometimes(int), "restricted_spent": sometimes(ManaAmounts),
                   "snow_spent": sometimes(ManaAmounts)}),  # s25-khc: the snow mana that paid {S} (CR 107.4h)
    "tapped": ("A permanent was tapped: to pay a cost ({T}, CR 107.5) or by a tap effect (CR 701.26a: "
               "`stack_object`, `purpose` \"effect\").",
               {"permanent": Id, "purpose": str, "stack_object": sometimes(Id)}),
    "land_drop_given_up": ("Land drops were given up to pay {D} (a land drop, not mana).",
                           {"player": Id, "count": int, "purpose": str, "land_drops_given_up": int,
                            "land_drops_remaining": int}),
    "spell_resolved": ("A spell resolved (CR 608.2; a permanent spell, CR 608.3).",
                       {"stack_object": Id, "card": str | None}),
    "ability_activated": ("An activated ability was activated and put on the stack (CR 602.2); for a loyalty "
                          "ability (CR 606), `cost` is the loyalty cost paid (\"+1\", \"-2\") and `loyalty` the "
                          "permanent's loyalty counters after it; `zone` is the zone of a card whose ability works "
                          "there (\"graveyard\", CR 113.6k); s25-mh: `keyword`, \"embalm\" or \"eternalize\" for "
                          "those keyword abilities (CR 702.128a, 702.129a).",
                          {"player": Id, "stack_object": Id, "source": Id, "ability": int, "cost": str,
                           "x": sometimes(int), "loyalty": sometimes(int), "zone": sometimes(str),
                           "keyword": sometimes(str)}),
    "trigger_put_on_stack": ("A triggered ability was put on the stack (CR 603.3).",
                             {"stack_object": Id, "source": Id, "trigger": str, "targets": list[Id]}),
    "trigger_removed": ("A triggered ability was removed: it has no legal target (CR 603.3d).",
                        {"source": Id, "trigger": str}),
    "ability_resolved": ("An ability resolved (CR 608.2); `effect` names what it did (also a spell's `draw`, its "
                         "`source` null); `note` why it did nothing (ward or flanking whose object is gone).",
                         {"stack_object": Id, "source": Id | None, "effect": str | None, "note": sometimes(str),
                          "count": sometimes(int)}),
    "target_illegal": ("A target of a resolving spell or ability had become illegal: nothing is done to it "
                       "(CR 608.2b); `reason` and the cites say which rule makes it illegal.",
                       {"stack_object": Id, "target": Id, "reason": str}),
    "ability_fizzled": ("An ability didn't resolve: every target became illegal (CR 608.2b); "
                        "`illegal_targets` says why each one is (target -> reason).",
                        {"stack_object": Id, "source": Id, "targets": list[Id],
                         "illegal_targets": sometimes(dict[str, str])}),
    "spell_fizzled": ("A spell didn't resolve: every target became illegal; it goes to the graveyard (CR 608.2b). "
                      "`illegal_targets` says why each one is (target -> reason).",
                      {"stack_object": Id, "source": Id | None, "targets": list[Id],
                       "illegal_targets": sometimes(dict[str, str])}),
    "effect_skipped": ("One effect of a resolving spell or ability was not performed: its targets became illegal "
                       "while others stayed legal (CR 608.2b).",
                       {"stack_object": Id, "effect": str, "targets": list[Id], "illegal_targets": dict[str, str]}),
    "modes_chosen": ("The modes of a modal spell or ability were chosen as it was cast, activated or put on the "
                     "stack (CR 700.2a-b, 601.2b): `modes` are the chosen modes' indexes, from 0.",
                     {"stack_object": Id, "modes": list[int]}),
    "ability_removed_from_stack": ("An ability left the stack without resolving (CR 400.7).", {"stack_object": Id}),
    "optional_cost_paid": ("An optional cost ('you may pay') was paid as the ability resolved (CR 608.2).",
                           {"stack_object": Id, "source": Id, "cost": str}),
    "optional_action_done": ("The optional action of 'You may <action>. If you do / When you do, ...' was done as "
                             "the ability resolved (CR 608.2d): `action` is discard, discard_hand, draw or mill.",
                             {"stack_object": Id, "source": Id, "action": str}),
    "optional_cost_declined": ("An optional cost was not paid (`chosen`: whether a choice was given).",
                               {"stack_object": Id, "source": Id, "cost": str, "chosen": bool}),
    "cumulative_upkeep": ("s25-khc: a cumulative upkeep trigger put an age counter on its permanent and its controller "
                          "paid the cost for each age counter (`paid`) or didn't, and sacrificed it (CR 702.24a-b).",
                          {"stack_object": Id, "permanent": Id, "age_counters": int, "cost": str, "paid": bool}),
    "intervening_if_false": ("A triggered ability's intervening 'if' condition was false as it resolved, so it "
                             "did nothing (CR 603.4).", {"stack_object": Id, "source": Id, "condition": str}),
    "not_untapped": ("Tapped permanents of the active player stayed tapped in the untap step: an effect says they "
                     "don't untap (CR 502.3).", {"player": Id, "permanents": list[Id]}),
    "opponent_chosen": ("As a permanent entered, its controller chose an opponent (CR 614.12); `chosen`: whether "
                        "the action chose (else the next opponent in turn order).",
                        {"permanent": Id, "player": Id, "chosen": bool}),
    "control_changed": ("A control-changing effect began or ended (layer 2, CR 613.1b; 110.2): `controller` "
                        "controls the permanent now; it was removed from combat when it was in it (CR 506.4).",
                        {"permanent": Id, "controller": Id, "previous_controller": Id | None,
                         "removed_from_combat": bool}),
    "color_changed": ("A spell or permanent became the listed colors, replacing its others (layer 5, CR 613.1e, "
                      "105.3), for as long as it stays in its zone (CR 611.2a, 400.7a).",
                      {"object": Id, "colors": list[str], "stack_object": Id}),
    "pumped": ("A creature got +N/+N or -N/-N (layer 7c, CR 613.4c); `band` when a banding bonus (CR 702.22), "
               "`effect` when a keyword's trigger (flanking, CR 702.25a; prowess, 702.108a); `source` is null for a spell; "
               "`keywords` it gained (layer 6, CR 613.1f).",
               {"stack_object": Id, "source": Id | None, "permanent": Id, "power": int, "toughness": int,
                "duration": str, "band": sometimes(str), "effect": sometimes(str),
                "keywords": sometimes(list[str])}),
    "life_gained": ("A player gained life (CR 119.3): from a spell or ability's effect (`stack_object`) or "
                    "from damage dealt by a source with lifelink (CR 702.15b: `source`, `combat`).",
                    {"player": Id, "amount": int, "life": int, "stack_object": sometimes(Id), "source": sometimes(Id),
                     "combat": sometimes(bool)}),
    "class_level_changed": ("A Class's level ability resolved and the Class became `level` (CR 716.2a); it has the "
                            "abilities of that level from now on (716.2d).",
                            {"permanent": Id, "stack_object": Id, "level": int, "previous_level": int}),
    "expended": ("A player spent mana to cast a spell, taking their total spent to cast spells this turn from "
                 "`spent_before` to `spent` (CR 700.14: they expend every number in between; only in games "
                 "with a 'whenever you expend N' ability).",
                 {"player": Id, "spent_before": int, "spent": int}),
    "life_lost": ("A player lost life from an effect (CR 119.3; damage is `damage_dealt`/`combat_damage`).",
                  {"stack_object": Id, "player": Id, "amount": int, "life": int}),
    "counters_put": ("Counters were put on a permanent (CR 122.1); `counters` are all its counters now; "
                     "`stack_object` null for a turn-based action (a Saga's lore counter, CR 714.3b).",
                     {"stack_object": Id | None, "permanent": Id, "counter": str, "amount": int,
                      "counters": dict[str, int]}),
    "not_destroyed": ("A permanent that a destroy effect (`stack_object`) or deathtouch damage (CR 704.5h) "
                      "would have destroyed was not: it can't be destroyed (indestructible, CR 702.12b).",
                      {"permanent": Id, "reason": str, "stack_object": sometimes(Id)}),
    "spell_countered": ("A counter effect countered a spell: it left the stack for its owner's graveyard "
                        "without resolving (CR 701.6a).",
                        {"stack_object": Id, "countered": Id, "card": str | None}),
    "stayed_out_of_battlefield": ("A card put onto the battlefield (not cast) couldn't enter and stayed in its "
                                  "`zone`: an Aura with nothing it could enchant (CR 303.4g).",
                                  {"card_id": Id, "card": str, "zone": str}),
    "ward_paid": ("The ward cost was paid: the spell or ability that targeted the permanent is not countered "
                  "(CR 702.21a); `life`: the payer's life total after paying life (119.4), `discarded`: the "
                  "card discarded (701.9a); s33-wmk: `exiled`: the cards collected as evidence (701.59a).",
                  {"stack_object": Id, "source": Id, "player": Id, "cost": str, "protected": Id,
                   "life": sometimes(int), "discarded": sometimes(list[Id]), "exiled": sometimes(list[Id])}),
    "ward_not_paid": ("The ward cost was not paid (`chosen`: whether the player chose not to, else no choice "
                      "was given), so the spell or ability is countered (CR 702.21a).",
                      {"stack_object": Id, "source": Id, "player": Id, "cost": str, "chosen": bool}),
    "countered": ("Ward countered the spell or ability that targeted its permanent (CR 702.21a, 701.6a); "
                  "a spell goes to its owner's graveyard (`card`, `to`).",
                  {"stack_object": Id, "by": Id, "source": Id, "card": sometimes(str | None), "to": sometimes(str)}),
    "poison_counters_given": ("A player got poison counters (CR 122.1f); `poison_counters`: how many they have now "
                              "(ten or more: they lose, CR 704.5c).",
                              {"stack_object": Id, "player": Id, "amount": int, "poison_counters": int}),
    "discarded_at_random": ("A player discarded cards at random (CR 701.9b); `chosen`: whether the request named "
                            "the random pick (`choices.discard`), else the first cards of the hand were taken.",
                            {"stack_object": Id, "player": Id, "cards": list[Id], "chosen": bool}),
    "combat_effects_ended": ("\"Until end of combat\" effects on a permanent ended as the end of combat step ended "
                             "(CR 511.3).", {"permanent": Id, "effects_ended": int}),
    "cant_attack_next_turn": ("A creature can't attack during its controller's next turn, turn `turn` (CR 508.1c).",
                              {"stack_object": Id, "permanent": Id, "turn": int}),
    "mana_triggered": ("A triggered mana ability added mana at once as a land was tapped for mana (CR 605.1b, "
                       "605.4a): `source` is the ability's permanent, `tapped` the land.",
                       {"player": Id, "source": Id, "ability": int, "tapped": Id, "mana": str,
                        "amounts": ManaAmounts}),
    "delayed_trigger_created": ("A delayed triggered ability was created (CR 603.7).",
                                {"source": Id, "at": str, "action": str, "objects": list[Id]}),
    "mana_added": ("A mana ability added mana (CR 605, 106.4); `snow`: a snow source made it (CR 107.4h); `replaced_by` names replacement effects (CR 614); "
                   "`not_tapped_for_mana` why such effects did not apply (no {T} in its cost, CR 106.12).",
                   {"player": Id, "permanent": Id, "ability": int, "mana": str, "amounts": ManaAmounts,
                    "tapped_for_mana": bool, "replaced_by": sometimes(list[str]),
                    "not_tapped_for_mana": sometimes(str), "restricted_to": sometimes(str),
                    "snow": sometimes(bool)}),  # s25-khc: a snow source made it: it pays {S} (CR 107.4h)
    # --- zones (CR 400) ---
    "land_played": ("A land was played (CR 305.1, 116.2a).",
                    {"player": Id, "card_id": Id, "card": str, "lands_played": int, "land_drops_remaining": int,
                     "face": sometimes(str)}),  # a modal double-faced card's face played (CR 712.11)
    "entered_battlefield": ("A permanent entered the battlefield (cast: CR 608.3; else CR 400.7); `tapped` when "
                            "it entered tapped (CR 614.1c; `tapped_by`: the permanent whose ability made it, e.g. Kismet), "
                            "`stays_front_face_up` why a daybound one did not enter "
                            "transformed at night (CR 702.145).",
                            {"permanent": Id, "card": str | None, "controller": Id, "transformed": bool, "was_cast": bool,
                             "from": sometimes(str), "entered_transformed": sometimes(str),
                             "stays_front_face_up": sometimes(str), "tapped": sometimes(bool),
                             "tapped_by": sometimes(Id),
                             "x_for_enters_abilities": sometimes(int), "counters": sometimes(dict[str, int]),
                             "attached_to": sometimes(Id), "copy_of": sometimes(Id),
                             "became_day": sometimes(str),
                             "life_paid": sometimes(int),  # s16-lands: a shock land's life (CR 614.12, 119.4)
                             "revealed": sometimes(Id)}),  # s22-stx: the card a snarl's controller revealed (701.20a)
    "entered_as_copy": ("A permanent entered as a copy of `copy_of` (CR 707.2, 707.9): its `card` is that "
                        "creature's copiable values, named `copied_name`.",
                        {"permanent": Id, "copy_of": Id, "copied_name": str}),
    "copy_not_chosen": ("A permanent that may enter as a copy entered as itself: the action chose no creature "
                        "(CR 707.9).", {"permanent": Id}),
    "regeneration_shield": ("A permanent got a regeneration shield (CR 701.19a); `shields`: how many it has now.",
                            {"stack_object": Id, "permanent": Id, "shields": int}),
    "regenerated": ("A permanent that would have been destroyed regenerated instead: damage removed, tapped, "
                    "removed from combat (CR 701.19a).",
                    {"permanent": Id, "damage_removed": int, "removed_from_combat": bool}),
    "regeneration_shields_ended": ("Unused regeneration shields ended in the cleanup step (CR 514.2, 701.19a).",
                                   {"permanents": list[Id]}),
    "unattached": ("A permanent that can't be attached to anything became unattached (CR 704.5p), or an "
                   "Equipment attached illegally did (704.5n, 702.16d; `reason` says why), or an effect unattached an "
                   "Equipment (701.3d; s20-neob: `stack_object`, the ability that did).",
                   {"permanent": Id, "attached_to": Id, "reason": sometimes(str), "stack_object": sometimes(Id)}),
    "foraged": ("A player foraged to pay a cost (CR 701.61a): sacrificed a Food (`sacrificed`) or exiled three "
                "cards of their graveyard (`exiled`).",
                {"player": Id, "sacrificed": Id | None, "exiled": list[Id], "purpose": str}),
    "evidence_collected": ("s33-wmk: a player collected evidence N (CR 701.59a): exiled cards of their graveyard with "
                           "total mana value `amount` or greater (`exiled`), for `purpose`.",
                           {"player": Id, "amount": int, "exiled": list[Id], "purpose": str}),
    "gift_given": ("A promised gift was given (CR 702.174): `player` the opponent, `gift` card | food | tapped_fish | "
                   "treasure (the card drawn and the token created are their own events).",
                   {"stack_object": Id, "player": Id, "gift": str, "giver": Id | None}),
    "counter_prevented": ("A spell or ability tried to counter a spell that can't be countered (CR 101.2, "
                          "701.6a): the spell stays on the stack.",
                          {"stack_object": Id, "spell": Id, "note": str}),
    "attached": ("A resolving ability attached a permanent to another (CR 701.3a): an Equipment's equip ability "
                 "(CR 702.6a); `was_attached_to` what it left.",
                 {"stack_object": Id, "permanent": Id, "attached_to": Id, "was_attached_to": sometimes(Id)}),
    "put_onto_battlefield_attacking": ("A permanent was put onto the battlefield attacking (CR 508.4): never "
                                       "declared as an attacker, so \"whenever ~ attacks\" does not trigger; by "
                                       "ninjutsu (702.49c), attacking what the returned creature attacked, "
                                       "unblocked, with the ability as `stack_object`.",
                                       {"permanent": Id, "defending": Id, "stack_object": sometimes(Id)}),
    "zone_change": ("Objects moved from one zone to another (CR 400.7); `cards` are the cards moved.",
                    {"cards": list[Id], "from": str, "to": str, "card": sometimes(str | None),
                     "object": sometimes(Id), "permanent": sometimes(Id), "reason": sometimes(str),
                     "on_adventure": sometimes(bool),  # an Adventure exiled as it resolved (CR 715.3d)
                     "purpose": sometimes(str),  # what a card exiled to pay a cost paid for (CR 602.2b)
                     # s24-isd: cards returned at random (rules/s24isd_random_return.py); `given`: the request named them
                     "picked_at_random": sometimes(bool), "given": sometimes(bool),
                     "face_down": sometimes(bool)}),  # s26-tsp: exiled face down by hideaway (CR 702.75a, 406.3)
    "token_ceased_to_exist": ("A token left the battlefield and ceased to exist (CR 704.5d).", {"permanent": Id}),
    "card_drawn": ("A player drew a card (CR 121.1).", {"player": Id, "card_id": Id}),
    "draw_from_empty_library": ("A player had to draw from an empty library (CR 121.4, 704.5b); `draws`: how many "
                                "draws failed, when more than one.", {"player": Id, "draws": sometimes(int)}),
    "exiled_as_back_face": ("A card was exiled to become a permanent's back face (Werewhat).",
                            {"permanent": Id, "card_id": Id, "card": str, "back_face": str, "from": str,
                             "face": sometimes(str), "note": sometimes(str)}),
    "turned_face_up": ("A face-down permanent was turned face up (CR 702.37e, 708.8).",
                       {"permanent": Id, "card": str, "controller": Id, "pay": str, "counter_added": str | None}),
    # --- combat (CR 506-511) and damage (CR 120) ---
    "attackers_declared": ("Attackers were declared (CR 508.1); `bands` by band name (CR 702.22).",
                           {"player": Id, "attackers": list[AttackDeclaration], "bands": dict[str, list[Id]],
                            "tapped": list[Id]}),
    "blocker_declared": ("A creature blocked (CR 509.1); `blocks` are the attackers it blocks (a band, CR 702.22h); "
                         "`again` (s20-combat): it blocked another attacker earlier in this declaration (CR 509.1a).",
                         {"blocker": Id, "attacker": Id, "blocks": list[Id], "again": sometimes(bool)}),
    "blockers_declared": ("Blockers were declared (CR 509.1); with several defending players (CR 802.2), "
                          "`player` names the one who declared.",
                          {"blocks": list[BlockDeclaration], "player": sometimes(Id)}),
    "combat_damage_step": ("A combat damage step (CR 510; `first_strike`: CR 510.4).",
                           {"damage_step": Literal["first_strike", "regular"]}),
    "combat_damage_assigned": ("A creature's combat damage was divided (CR 510.1, 702.22j/k).",
                               {"source": Id, "player": Id, "to": dict[str, int]}),
    "combat_damage": ("Combat damage was dealt (CR 510.2, 120); `life` when the recipient is a player (CR 120.3a).",
                      {"source": Id, "to": Id, "amount": int, "life": sometimes(int)}),
    "damage_dealt": ("Noncombat damage was dealt (CR 120); `life` when the recipient is a player (CR 120.3a).",
                     {"source": Id, "to": Id, "amount": int, "life": sometimes(int)}),
    "damage_prevented": ("Damage was prevented (CR 615, 702.16e).", {"source": Id, "to": Id, "combat": bool}),
    "prevention_shield": ("A resolving spell or ability created a prevention effect (CR 615.1), kept in the state's "
                          "`prevention_shields` until used up or the turn ends (615.3): `amount` the next N damage "
                          "(615.7), `damage_source` the source chosen (609.7a; `chosen`: whether `choices.damage_source` "
                          "named it, else the first such source).",
                          {"stack_object": Id, "shield": PreventionShield, "chosen": sometimes(bool)}),
    "prevention_without_source": ("A prevention effect from 'a source of your choice' found no such source to "
                                  "choose, so it prevents nothing (CR 609.7a); `wanted` says what kind.",
                                  {"stack_object": Id, "wanted": str}),
    "prevention_applied": ("A prevention effect prevented damage (CR 615.1): `by` is what created it (a shield's "
                           "spell or ability source, or the permanent with the static ability), `prevented` how "
                           "much, `remaining` what a shield still prevents (615.7), `used_up` whether it is gone.",
                           {"by": Id, "source": Id, "to": Id, "prevented": int, "used_up": bool,
                            "remaining": sometimes(int)}),
    "damage_redirected": ("Damage a source of someone's choice would have dealt to `to` is dealt to `redirected_to` "
                          "instead (CR 614.9, 609.7a); `by` is what created the effect.",
                          {"by": Id, "source": Id, "to": Id, "redirected_to": Id, "amount": int}),
    "prevention_shields_ended": ("Prevention effects that lasted 'this turn' ended as the cleanup step began "
                                 "(CR 514.2, 615.3); `ended`: how many.", {"ended": int}),
    "combat_ended": ("The combat phase ended; creatures stopped being attacking or blocking (CR 511.3).", {}),
    # --- state-based actions, end of the game (CR 704, 104) ---
    "counters_annihilated": ("+1/+1 and -1/-1 counters removed in pairs (CR 704.5q).",
                             {"permanent": Id, "removed_each": int}),
    "player_lost": ("A player lost the game (CR 704.5a-c, 104.3).", {"player": Id, "reason": str}),
    "game_over": ("The game ended (CR 104.2a; a draw: CR 104.4a).", {"winner": Id | None}),
    # --- activation costs and small activated effects (rules/activation_costs.py, mill.py, discard.py, ...) ---
    "life_paid": ("A player paid life as part of a cost (CR 119.4, 602.2b); `life` is their total now.",
                  {"player": Id, "amount": int, "life": int, "purpose": str}),
    "counters_removed": ("Counters were removed from a permanent to pay a cost (CR 602.2b, 122.1); `counters` are "
                         "all its counters now.",
                         {"permanent": Id, "counter": str, "amount": int, "counters": dict[str, int], "purpose": str}),
    "milled": ("A player milled cards: the top `amount` cards of their library went to their graveyard (CR 701.17a; "
               "fewer when the library had fewer, 701.17b); `cards` in the order they were milled; s26-mh: `stack_object` "
               "null when milled to pay a cost (CR 602.2b).",
               {"stack_object": Id, "player": Id, "cards": list[Id], "amount": int}),
    "cards_discarded": ("A player discarded cards because of a spell or ability (CR 701.9a-b; at random, 701.9b) or "
                        "to pay a cost (`stack_object` null, CR 602.2b); `chosen`: whether `choices.discard` named "
                        "them or there was nothing to choose (else the last cards of the hand stood for the choice).",
                        {"stack_object": Id | None, "player": Id, "cards": list[Id], "chosen": sometimes(bool)}),
    # --- library decisions (rules/library.py; docs/library-decisions.md) ---
    "scried": ("A player scried (CR 701.22a): of the `cards` looked at, `top` kept on top in that order, `bottom` "
               "put on the bottom; `chosen`: whether `choices.scry` gave it (else all stayed on top).",
               {"stack_object": Id, "player": Id, "amount": int, "cards": list[Id], "top": list[Id],
                "bottom": list[Id], "chosen": bool}),
    "surveilled": ("A player surveilled (CR 701.25a): of the `cards` looked at, `top` kept on top, `graveyard` put "
                   "into the graveyard; `chosen`: whether `choices.surveil` gave it.",
                   {"stack_object": Id, "player": Id, "amount": int, "cards": list[Id], "top": list[Id],
                    "graveyard": list[Id], "chosen": bool}),
    "library_looked_at": ("A player looked at the top `cards` of their library (CR 608.2c).",
                          {"stack_object": Id, "player": Id, "cards": list[Id]}),
    "library_choice_made": ("Of the cards looked at, `taken` went `to` their destination; `chosen`: whether "
                            "`choices.chosen` named them (else the documented default).",
                            {"stack_object": Id, "player": Id, "taken": list[Id], "to": str, "chosen": bool}),
    "door_unlocked": ("s34-dsk: a Room permanent was given an unlocked designation (CR 709.5c): `door` \"left\" or "
                             "\"right\", unlocked by `player` as it entered cast as that half (709.5d) or by paying its "
                             "mana cost (the `unlock` special action, 709.5e); `fully` when the Room is now fully "
                             "unlocked (709.5i).",
                             {"permanent": Id, "door": str, "player": Id, "fully": bool}),
    "door_locked": ("s35-dsk: an effect removed a Room permanent's unlocked designation of `door` (\"left\" or "
                    "\"right\", CR 709.5g), locked by `player` (the effect's controller).",
                    {"permanent": Id, "door": str, "player": Id}),
    "plotted": ("s27-otja: a card became plotted (CR 702.170a-b): `how` \"plot\" (its owner's plot special action from "
                "their hand, exiled face up); `turn` the turn it happened.",
                {"player": Id, "card": Id, "turn": int, "how": str}),
    "foretold": ("s25-khc: a player foretold a card from their hand (CR 702.143a-b, 116.2h): exiled face down on `turn`.",
                 {"player": Id, "card": Id, "turn": int}),
    "cards_revealed": ("s25-khc: a player revealed cards from the top of their library (CR 701.20a): ripple's (702.60a).",
                       {"stack_object": Id, "player": Id, "cards": list[Id]}),
    "put_on_bottom": ("Cards were put on the bottom of a library, in this order (CR 401.4); `order`: \"any\" (the "
                      "player's, `choices.bottom`) or \"random\" (the request's seed).",
                      {"stack_object": Id, "player": Id, "cards": list[Id], "order": str}),
    "library_searched": ("A player searched their library (CR 701.23a) and `found` these cards (a stated quality "
                         "may find nothing, 701.23b); `chosen`: whether `choices.search` named them.",
                         {"stack_object": Id, "player": Id, "found": list[Id], "chosen": bool}),
    "library_not_searched": ("\"You may search\": the player did not (no `choices.search`), so nothing was found "
                             "and nothing shuffled.", {"stack_object": Id, "player": Id}),
    "library_shuffled": ("A library was shuffled (CR 701.24a), by the request's seed; `cards`: how many it holds.",
                         {"stack_object": Id | None, "player": Id, "cards": int}),
    "hand_revealed": ("A player revealed their hand (CR 701.20a); `cards` are the cards in it.",
                      {"stack_object": Id, "player": Id, "cards": list[Id]}),
    "hand_looked_at": ("A player looked at a player's hand (`hand_of`); `cards` are the cards in it.",
                       {"stack_object": Id, "player": Id, "hand_of": Id, "cards": list[Id]}),
    "effect_ended": ("A 'for as long as <source> remains tapped' effect ended: its source untapped or left the "
                     "battlefield (CR 611.2b); or an 'until your next upkeep' effect ended (CR 611.2a).",
                     {"permanent": Id, "source": Id | None, "power": int, "toughness": int, "reason": str}),
    "chose_not_to_untap": ("In the untap step, its controller chose not to untap it (\"You may choose not to untap "
                           "~\", CR 502.3).",
                           {"permanent": Id, "player": Id | None, "reason": str}),
    "not_put_onto_battlefield": ("A ninjutsu ability resolved but its card had left its owner's hand, or what it "
                                 "would attack had left the game or the battlefield (CR 702.49a, 508.4a): "
                                 "`reason` says which.",
                                 {"stack_object": Id, "card_id": Id, "reason": str}),
    "card_revealed": ("A player revealed a card they drew (CR 701.20a); `land`: whether it is a land card. Or a "
                      "card taken or found in a library was revealed (CR 701.20a-b; rules/library.py): no `land`.",
                      {"stack_object": Id, "player": Id, "card_id": Id, "card": str, "land": sometimes(bool)}),
    "coin_flipped": ("A player flipped a coin (CR 705.1); `outcome`: \"won\" or \"lost\"; `given`: whether the "
                     "request gave it (`choices.coin_flip`; else \"lost\" stood for it).",
                     {"stack_object": Id, "player": Id | None, "outcome": str, "given": bool}),
    "keyword_chosen": ("A keyword was chosen as an effect resolved (CR 608.2d); `given`: whether `choices.keyword` "
                       "named it (else the first option stood for the choice).",
                       {"stack_object": Id, "player": Id | None, "keyword": str, "options": list[str], "given": bool}),
    "keywords_lost": ("A permanent lost keywords until end of turn (layer 6, CR 613.1f).",
                      {"stack_object": Id, "source": Id | None, "permanent": Id, "keywords": list[str],
                       "duration": str}),
    "cant_be_blocked": ("A creature can't be blocked this turn (CR 509.1b).",
                        {"stack_object": Id, "source": Id | None, "permanent": Id, "duration": str}),
    "cant_block": ("A creature can't block this turn (CR 509.1a).",
                   {"stack_object": Id, "source": Id | None, "permanent": Id, "duration": str}),
    "regeneration_ignored": ("A permanent that can't be regenerated was destroyed although it had regeneration "
                             "shields (CR 701.19c).", {"permanent": Id, "shields": int}),
    "base_power_toughness_set": ("A creature has new base power and toughness until end of turn (layer 7b, "
                                 "CR 613.4b).",
                                 {"stack_object": Id, "source": Id | None, "permanent": Id, "power": int,
                                  "toughness": sometimes(int), "duration": str}),  # s21-szn: power alone
    "became_creature": ("A permanent became a creature with these types, subtypes and base power and toughness "
                        "until end of turn, keeping its other types (layers 4 and 7b, CR 613.1d, 613.4b, 205.1b).",
                        {"stack_object": Id, "source": Id | None, "permanent": Id, "types": list[str],
                         "subtypes": list[str], "power": sometimes(int), "toughness": sometimes(int),  # s27-fdnb
                         "duration": str}),
    # --- spells: mana from spells, choices and divisions (rules/spell_mana.py, tap_or_untap.py, divided_damage.py) ---
    "revealed_at_random": ("A player revealed a card at random from their hand; it stays there (s23-c14; CR 701.20a). "
                           "`chosen`: the request named the random pick (`choices.discard`).",
                           {"stack_object": Id, "player": Id, "card": Id, "chosen": bool}),
    "cant_cast_spells_this_turn": ("A resolving spell or ability said this player can't cast spells this turn "
                                   "(s23-c14; CR 101.2, 608.2).", {"player": Id, "stack_object": Id}),
    "player_gained_keywords": ("A resolving spell or ability gave a player keywords until end of turn "
                               "(CR 702.11c, 702.18a, 611.2c).",
                               {"player": Id, "stack_object": Id, "keywords": list[str]}),
    "player_keywords_ended": ("A player's keywords from an effect 'until end of turn' ended in the cleanup step "
                              "(CR 514.2).", {"player": Id, "keywords": list[str]}),
    "mana_added_by_effect": ("A resolving spell or ability that is not a mana ability added mana (CR 106.4, 605.5b).",
                             {"player": Id, "stack_object": Id, "mana": str, "amounts": ManaAmounts}),
    "mana_lost": ("A player lost all unspent mana: their mana pool emptied by an effect (CR 106.4).",
                  {"player": Id, "stack_object": Id, "mana": str, "restricted_lost": sometimes(str)}),
    "tap_or_untap_chosen": ("The choice of a \"tap or untap\" effect was made as it resolved (CR 608.2d).",
                            {"stack_object": Id, "permanent": Id, "choice": str}),
    "cant_be_regenerated": ("A permanent can't be regenerated this turn (CR 701.19c); `exiled_if_it_would_die`: if "
                            "it would die this turn, it is exiled instead (CR 614.1a).",
                            {"stack_object": Id, "permanent": Id, "exiled_if_it_would_die": bool}),
    "damage_divided": ("How a spell's damage is divided among its targets (CR 601.2d as cast; `evenly`: the "
                       "amount divided by the number of targets, rounded down); `what` \"counters\": how its "
                       "counters are distributed among them (s31-stdb, CR 601.2d, 122.1).",
                       {"stack_object": Id, "division": dict[str, int], "how": str, "what": sometimes(str)}),
    # --- Commander and multiplayer (rules/commander.py, rules/multiplayer.py; CR 903, 800) ---
    "commander_cast": ("A commander was cast from the command zone (CR 903.8); `casts`: the casts from there so "
                       "far, this one included; `tax`: the generic mana it cost more.",
                       {"player": Id, "card_id": Id, "casts": int, "tax": int}),
    "commander_zone_choice": ("A commander put into a graveyard or exile: its owner put it into the command zone "
                              "(`to_command_zone`) or left it (CR 903.9a); `chosen`: false when it was the "
                              "default (return it), the choice not having been given.",
                              {"player": Id, "card_id": Id, "zone": str, "to_command_zone": bool, "chosen": bool}),
    "commander_damage": ("A commander dealt combat damage to a player (CR 903.10a); `total`: all the combat damage "
                         "that commander has dealt them this game (21 or more and they lose, CR 704.6c).",
                         {"player": Id, "commander": Id, "amount": int, "total": int}),
    "became_monarch": ("A player became the monarch (CR 724.1, 724.3: the one game's monarch; `previous`: who was, "
                       "if anyone; `source`: the spell, ability or creature that made them, if any; 724.4: none when "
                       "the monarch left the game).",
                       {"player": Id, "previous": Id | None, "source": Id | None}),
    "exiled_if_it_would_die": ("A resolving spell or ability made `permanent` exiled instead if it would die this turn "
                               "(CR 614.1a, 608.2c: \"If that creature would die this turn, exile it instead.\"); "
                               "declared by s34-ltr (rules/exile_if_dies.py emitted it undeclared).",
                               {"stack_object": Id, "permanent": Id}),
    "ring_tempted": ("s34-ltr: the Ring tempted `player` (CR 701.54a-d): `times`, how many times it has this game "
                     "(701.54c); `ring_bearer`, the creature they chose as their Ring-bearer (none when they control no "
                     "creature); `chosen`, whether the action chose it (else the default); `stack_object`, the spell "
                     "or ability that tempted them.",
                     {"player": Id, "ring_bearer": Id | None, "times": int, "chosen": bool, "stack_object": Id | None}),
    "player_left_game": ("A player who lost left the game, which goes on (CR 800.4a): `left_game`, the objects "
                         "they owned; `control_returned`, permanents they controlled that went back to their "
                         "owners; `ceased_to_exist`, their abilities on the stack; `exiled`, spells they controlled; "
                         "`removed_from_combat`, creatures attacking them; `turn_continues`: it was their turn, "
                         "which goes on without an active player (CR 800.4j).",
                         {"player": Id, "left_game": list[Id], "control_returned": list[Id],
                          "ceased_to_exist": list[Id], "exiled": list[Id], "removed_from_combat": list[Id],
                          "turn_continues": bool}),
    "defending_player_unknown": ("An attacking creature's ability names \"defending player\" but the creature left "
                                 "combat before it resolved, in a game of more than two players: which player it "
                                 "attacked is not known, so the effect names no player (CR 508.5, 506.2).",
                                 {"stack_object": Id}),
    # --- s11-gift-spells (rules/spell_conditions.py) ---
    "condition_not_met": ("A spell's sentence under a condition did nothing: the condition didn't hold as the spell "
                          "resolved (CR 608.2c); `condition` in words, `effect` the kind of effect not performed.",
                          {"stack_object": Id, "condition": str, "effect": str}),
    "extra_turn_added": ("A player will take an extra turn after this one (CR 500.7): the most recently added "
                         "is taken first.", {"stack_object": Id, "player": Id, "after_turn": int}),
    "extra_turn_began": ("The turn that began is an extra turn (CR 500.7).", {"turn": int, "player": Id}),
    # --- s12-impulse (rules/impulse.py) ---
    "exiled_may_play": ("The top `amount` cards of a player's library were exiled (fewer when it had fewer) and "
                        "`player` may play them until `until` ends (CR 601.2a, 305.9); `cards` from the top.",
                        {"stack_object": Id, "player": Id, "cards": list[Id], "amount": int, "until": str,
                         # s19-impulse: "without paying their mana costs" (CR 118.9)
                         "without_paying_mana_cost": sometimes(bool),
                         # s19-impulse: "If it's a nonland card, you may cast that card" (`permitted`: the
                         # nonland cards, CR 305.1)
                         "cast_only": sometimes(bool), "permitted": sometimes(list[Id])}),
    # s19-impulse (rules/exiled_with_casting.py)
    "exiled_top_of_library": ("The top cards of `player`'s library were exiled by an effect (CR 406.2), `cards` from "
                              "the top (fewer when it had fewer).",
                              {"stack_object": Id, "player": Id, "cards": list[Id]}),
    "play_permission_ended": ("A player may no longer play cards exiled for them: the permission's duration "
                              "ended (CR 514.2); `cards` the cards still in exile.",
                              {"player": Id, "cards": list[Id]}),
    # --- s14-copies (rules/spell_copies.py, rules/spell_copy_leaves.py) ---
    "spell_copied": ("A copy of a spell was put on the stack (CR 707.10): not cast; `spell_copy` its id, `of` the "
                     "spell copied, `controller` who controls the copy, `targets` the copy's targets (new ones "
                     "chosen, CR 707.10c, or the original's).",
                     {"stack_object": Id, "spell_copy": Id, "of": Id, "card": str, "controller": Id,
                      "targets": list[Id]}),
    # --- s32-modern (rules/s32modern_copy_ability.py) ---
    "ability_copied": ("A copy of an activated or triggered ability was put on the stack (CR 707.10): neither "
                       "activated nor triggered; `ability_copy` its id, `of` the ability copied, `source` its source, "
                       "`controller` who controls the copy, `targets` the copy's targets (new ones chosen, CR 707.10c, "
                       "or the original's).",
                       {"stack_object": Id, "ability_copy": Id, "of": Id, "source": Id | None, "controller": Id,
                        "targets": list[Id]}),
    "spell_copy_ceased_to_exist": ("A copy of a spell left the stack (it resolved, was countered or "
                                   "moved) and ceased to exist instead of going to a zone (CR 707.10a, 704.5e).",
                                   {"stack_object": Id, "card": str | None}),
    "mandatory_action_done": ("The action of '<action>. When you do, ...' was done as the ability resolved "
                              "(CR 603.12, 701.17a-b): `milled` cards were milled; with none, the reflexive "
                              "trigger doesn't trigger (s14-r2history).",
                              {"stack_object": Id, "source": Id, "action": str, "milled": int}),
    "graveyard_searched": ("s15-library: a player searched their graveyard for a card (\"search your library "
                           "and/or graveyard\", CR 701.23a); `found`: the cards found there.",
                           {"stack_object": Id, "player": Id, "found": list[Id]}),
}

# s16-kwc: keyword actions of modern sets (docs/oracle-kwc.md)
EVENT_TYPES.update({
    "token_created_for_amass": ("s16-kwc: amass created a 0/0 black Zombie Army creature token because its "
                                "player controlled no Army creature (CR 701.47a).",
                                {"stack_object": Id, "permanent": Id, "player": Id}),
    "amassed": ("s16-kwc: a player amassed N (CR 701.47a-c); `army` is the Army chosen (null if none could be), "
                "`amount` the +1/+1 counters put on it.",
                {"stack_object": Id, "player": Id, "army": Id | None, "amount": int}),
    "adapt_did_nothing": ("s16-kwc: an adapt effect put no counters (CR 701.46a): the permanent already had a "
                          "+1/+1 counter on it, or had left the battlefield (608.2h); `reason` says which.",
                          {"stack_object": Id, "source": Id | None, "reason": str}),
    "explored": ("s16-kwc: a permanent explored (CR 701.44a-b): `permanent` (null if it had left the "
                 "battlefield, 701.44c), the player who revealed, the card `revealed` (null: an empty library) "
                 "and `result`: land_to_hand, kept_on_top, put_into_graveyard or nothing_revealed.",
                 {"stack_object": Id, "permanent": Id | None, "player": Id, "revealed": Id | None, "result": str}),
    "proliferated": ("s16-kwc: a player proliferated (CR 701.34a): `chosen`, the permanents and players they "
                     "chose, each given another counter of each kind already there.",
                     {"stack_object": Id, "player": Id, "chosen": list[Id]}),
})
EVENT_TYPES["city_blessing_gained"] = (
    "s16-kwc: a player got the city's blessing (CR 702.131a-c) through ascend (`source`: the permanent with ascend "
    "or the spell), controlling `permanents` permanents; they keep it for the rest of the game.",
    {"player": Id, "source": Id | None, "permanents": int},
)
EVENT_TYPES["exploited"] = (
    "s16-kwc: a creature exploited a creature (CR 702.110b): as its exploit ability resolved its controller "
    "sacrificed `sacrificed`; `permanent` is the creature with exploit.",
    {"stack_object": Id, "permanent": Id | None, "sacrificed": Id, "player": Id},
)
# s16-kwc: riot (CR 702.136a): what the entering permanent's controller chose, "counter" or "haste"
EVENT_TYPES["entered_battlefield"][1]["riot"] = sometimes(str)
EVENT_TYPES["additional_land_play_granted"] = (  # s16-curses
    "a resolving spell or ability let `player` play an additional land this turn (CR 305.2): "
    "`land_plays_this_turn` is how many lands they may now play this turn in all.",
    {"player": Id, "source": Id | None, "land_plays_this_turn": int},
)
EVENT_TYPES["die_rolled"] = (  # s17-afr (rules/dice.py)
    "A player rolled a die (CR 706.1): `sides`, the `result` and the table row it chose (`low`-`high`, CR "
    "706.2); `given`: whether the request gave the result (`choices.die_roll`; else 1 stood for it).",
    {"stack_object": Id, "player": Id | None, "sides": int, "result": int, "low": int, "high": int, "given": bool},
)
EVENT_TYPES["learned"] = (  # s17-lm
    "A player learned (CR 701.48a): `result` discarded_and_drew (`card_id` the card discarded), lesson_to_hand "
    "(`card_id` the Lesson card put into their hand from outside the game) or nothing (`card_id` null).",
    {"stack_object": Id, "player": Id, "card_id": Id | None, "result": str},
)
EVENT_TYPES["life_gain_increased"] = (  # s17-core
    "a player who would gain `amount` life gains `increased_to` instead, by the `life_gain_increase` abilities "
    "of permanents they control (\"you gain that much life plus 1 instead\", CR 614.1a, 616.1).",
    {"player": Id, "amount": int, "increased_to": int},
)
EVENT_TYPES["damage_multiplied"] = (  # s18-m21 (rules/s18m21_damage_multiplier.py)
    "s18-m21: damage `source` would deal to `to` is multiplied by `times` (\"it deals triple that damage ... "
    "instead\", CR 614.1a) by the `damage_multiplier` ability of `by`; `amount` is the damage after it.",
    {"by": Id, "source": Id, "to": Id, "times": int, "amount": int},
)


EVENT_TYPES["delayed_copy_created"] = (  # s18-castfree (rules/copy_next_spell.py)
    "A resolving spell or ability created the delayed triggered ability \"When you cast your next instant or "
    "sorcery spell this turn, copy that spell\" for `player` (CR 603.7); `max_mana_value`: the greatest mana value "
    "of a spell that triggers it (null: any).",
    {"stack_object": Id, "player": Id, "max_mana_value": int | None},
)
EVENT_TYPES["delayed_copy_ended"] = (  # s18-castfree (rules/copy_next_spell.py)
    "A delayed \"copy your next instant or sorcery spell this turn\" ability that didn't trigger ended with "
    "the turn (CR 514.2, 603.7b); `source` the object whose effect created it.",
    {"player": Id, "source": Id | None},
)
EVENT_TYPES["may_cast_from_graveyard"] = (  # s18-castfree (rules/graveyard_casting.py)
    "A resolving spell or ability let `player` cast `cards` from their graveyard this turn (CR 601.3), at the "
    "normal timing and costs.",
    {"stack_object": Id, "player": Id, "cards": list[Id]},
)
EVENT_TYPES["cast_from_graveyard_ended"] = (  # s18-castfree (rules/graveyard_casting.py)
    "A player may no longer cast the `cards` of their graveyard a permission named: the turn ended (CR 514.2).",
    {"player": Id, "cards": list[Id]},
)
EVENT_TYPES["flash_permission_granted"] = (  # s18-castfree (rules/flash_until.py)
    "A resolving spell or ability let `player` cast `spells` (all, creature or sorcery) as though they had flash "
    "(CR 702.8a, 601.3) until `until` ends (end_of_turn or your_next_turn, CR 611.2a).",
    {"stack_object": Id, "player": Id, "spells": str, "until": str},
)
EVENT_TYPES["flash_permission_ended"] = (  # s18-castfree (rules/flash_until.py)
    "A player's permission to cast spells as though they had flash ended (CR 514.2 at the end of the turn, or "
    "611.2a, 500.1 as their next turn began).",
    {"player": Id, "spells": str, "until": str},
)

class EventBase(BaseModel):
    """The fields of every event. `action_index` is the action that caused it; `cites` the rulings
    (ids) and rules (`CR <number>`) behind it, each once."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


def _model_name(event_type: str) -> str:
    return "".join(part.capitalize() for part in event_type.split("_")) + "Event"


def _field(name: str, spec: Any) -> tuple[str, tuple[Any, Any]]:
    optional = isinstance(spec, Sometimes)
    annotation = spec.annotation if optional else spec
    python_name = f"{name}_" if keyword.iskeyword(name) else name
    alias = name if python_name != name else None
    if optional:  # absent, never null, when it does not apply
        return python_name, (annotation, Field(default=None, alias=alias, json_schema_extra=_no_default))
    return python_name, (annotation, Field(alias=alias))


# s17-linked: "loses all abilities until end of turn" (rules/lose_all_abilities.py)
EVENT_TYPES["abilities_lost"] = (
    "s17-linked: a permanent lost all its abilities until end of turn (layer 6, CR 613.1f).",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "duration": str},
)

# s18-neob, s18-m20: "return a land you control to its owner's hand", "return another creature you control to its
# owner's hand" (rules/s18neob_return_chosen.py, rules/return_chosen.py)
EVENT_TYPES["nothing_to_return"] = (
    "An effect returning a permanent its controller chooses to its owner's hand found none of theirs that matched "
    "(CR 608.2d, 609.3): nothing happened.",
    {"stack_object": Id, "player": Id | None},
)
# s34-lead: emitted since the edicts (rules/edict.py, m2x_sacrifice_chosen.py, s20venture_rooms.py) but not declared
EVENT_TYPES["nothing_to_sacrifice"] = (
    "A player told to sacrifice a permanent of a kind (an edict, \"sacrifice two lands\") controlled none (CR 701.21a, "
    "609.3): nothing was sacrificed.",
    {"stack_object": Id, "player": Id | None},
)
# s18-linked: "for as long as you control ~" / "for as long as ~ remains on the battlefield" (rules/while_source.py)
EVENT_TYPES["effect_while_source"] = (
    "s18-linked: an effect began that lasts for as long as its source's controller controls it or it remains on the "
    "battlefield (CR 611.2b): `effect` \"keywords\" (layer 6, CR 613.1f), \"control\" (layer 2, 613.1b) or "
    "\"doesnt_untap\" (502.3).",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "effect": str, "duration": str, "keywords": list[str]},
)
EVENT_TYPES["exiled_with"] = (
    "s18-linked: cards an ability of a permanent exiled are remembered as exiled with it, for its linked abilities "
    "(\"cards exiled with ~\", CR 607.2a).",
    {"stack_object": Id, "source": Id, "cards": list[Id]},
)
EVENT_TYPES["effect_while_source_ended"] = (
    "s18-linked: an effect lasting for as long as its source remained on the battlefield or under its controller's "
    "control ended: the source left the battlefield or changed controller (CR 611.2b).",
    {"permanent": Id, "source": Id | None, "duration": str, "reason": str},
)

# s18-neoa: the events of `counter_unless_pays` (rules/counter_unless.py), emitted since s13-modal, declared here
EVENT_TYPES["unless_cost_paid"] = (
    "The cost of a \"counter ... unless its controller pays\" effect was paid by the controller of the spell or "
    "ability it would counter (`protected`), which is not countered (CR 118.12, 701.6a, 608.2d).",
    {"stack_object": Id, "source": Id | None, "player": Id, "cost": str, "protected": Id},
)
EVENT_TYPES["unless_cost_not_paid"] = (
    "The cost of a \"counter ... unless its controller pays\" effect was not paid (`chosen`: whether the player "
    "chose not to, else no choice was given): the spell or ability is countered (CR 118.12, 701.6a-b, 608.2d).",
    {"stack_object": Id, "source": Id | None, "player": Id, "cost": str, "chosen": bool},
)

# s18-quoted: "gains "When this creature dies, ..." until end of turn" (rules/granted_until_end_of_turn.py)
EVENT_TYPES["ability_granted"] = (
    "s18-quoted: a permanent gained a quoted triggered ability (`trigger`: its trigger) until end of turn (layer 6, "
    "CR 613.1f; 611.2a); s19-granted: a quoted activated or mana ability (`trigger` \"activated\" or \"mana\").",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "trigger": str, "duration": str},
)
# --- s19-venture ---
EVENT_TYPES["ventured"] = (  # s19-venture (rules/venture.py)
    "A player ventured into the dungeon (CR 701.49): `entered` true when they put `dungeon` into the command zone "
    "and their venture marker on its topmost room (701.49a, 701.49c), false when they moved it from `from_room` "
    "to `room`, a room it leads to (701.49b); `chosen`: whether the request chose (`choices.venture_dungeon` / "
    "`choices.venture_room`; else the default).",
    {"stack_object": Id, "player": Id, "dungeon": str, "room": str, "from_room": str | None, "entered": bool,
     "chosen": bool},
)
EVENT_TYPES["dungeon_completed"] = (  # s19-venture (rules/venture.py)
    "A player completed a dungeon (CR 309.7): its owner removed it from the game, by the state-based action once "
    "the ability of its bottommost room had left the stack (309.6, 704.5t), or by venturing while their marker "
    "was there (701.49c); `completed`: how many dungeons they have completed this game.",
    {"player": Id, "dungeon": str, "completed": int},
)

# s19-neoa: "Create an X/X ... token, where X is ..." (rules/tokens.py)
EVENT_TYPES["token_size_set"] = (
    "s19-neoa: the power and toughness of the token an effect creates (\"an X/X ... token, where X is ...\") were "
    "counted as the effect resolved (CR 111.3, 608.2h).",
    {"stack_object": Id, "source": Id | None, "power": int, "toughness": int},
)

# s19-neoa: "If a creature would die this turn, exile it instead." (rules/s19neoa_exiled_instead.py)
EVENT_TYPES["creatures_exiled_if_they_would_die"] = (
    "s19-neoa: for the rest of this turn, a creature that would die is exiled instead (CR 614.1a, 700.4).",
    {"stack_object": Id, "source": Id | None, "duration": str},
)
EVENT_TYPES["creatures_exiled_if_they_would_die_ended"] = (
    "s19-neoa: the turn's \"if a creature would die this turn, exile it instead\" ended as the cleanup step began "
    "(CR 514.2).",
    {},
)

# s19-m20: the event of `exile_from_hand` (rules/exile_from_hand.py), emitted since s13-gift2, declared here
EVENT_TYPES["cards_exiled_from_hand"] = (
    "A player exiled cards from their hand because of a spell or ability (CR 406.1, 608.2d; not a discard, 701.9a); "
    "`chosen`: whether `choices.chosen` named them or there was nothing to choose (else the last cards of the hand "
    "stood for the choice).",
    {"stack_object": Id, "player": Id, "cards": list[Id], "chosen": bool},
)


# s19-neob: "Whenever ~ becomes crewed" (rules/crew.py emits it, rules/s19neob_crewed.py triggers on it)
EVENT_TYPES["became_crewed"] = (
    "s19-neob: a Vehicle became crewed: its crew ability resolved (CR 702.122a, 603.2).",
    {"stack_object": Id, "permanent": Id},
)
# s20-kw: damage from a source with infect to a player (CR 702.90b, 120.3b, rules/damage.py)
EVENT_TYPES["poison_counters_from_damage"] = (
    "s20-kw: damage dealt to a player by a source with infect gave them that many poison counters instead of "
    "costing life (CR 702.90b, 120.3b); `poison_counters`: how many they have now (ten or more: they lose, 704.5c).",
    {"source": Id, "player": Id, "amount": int, "poison_counters": int},
)


# s20-combat: "Target creature blocks this turn if able." and the like (rules/s20combat_requirements.py)
EVENT_TYPES["block_requirement"] = (
    "s20-combat: a creature has a blocking requirement until end of turn (CR 509.1c): `requirement` \"blocks\", "
    "\"blocks_source\" (it blocks `source`), \"must_be_blocked\" or \"lure\" (all creatures able to block it do so).",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "requirement": str, "duration": str},
)

# s23-c13: "Target creature attacks this turn if able." (rules/s23c13_attack_requirement.py)
EVENT_TYPES["attack_requirement"] = (
    "s23-c13: a creature has an attacking requirement until end of turn (CR 508.1d): it attacks this turn if able.",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "duration": str},
)

# s21-ete: "Players can't gain life." (rules/s21ete_cant_gain_life.py)
EVENT_TYPES["life_gain_stopped"] = (
    "s21-ete: a player would have gained life but can't (CR 119.7): `source`, the permanent whose `cant_gain_life` "
    "ability names them; the gain does nothing (the `life_gained` event that follows, if any, says 0).",
    {"player": Id, "source": Id},
)
# s21-ete: "You may put a land card from your hand onto the battlefield." (rules/s21ete_put_land_from_hand.py)
EVENT_TYPES["land_put_from_hand"] = (
    "s21-ete: as the effect resolved its controller put the land card `card` from their hand onto the battlefield "
    "(CR 608.2d; not playing it, 305.4; the `entered_battlefield` event follows), or none (`card` null); `chosen`: "
    "whether `choices.chosen` answered.",
    {"stack_object": Id, "player": Id, "card": Id | None, "chosen": bool},
)

# s20-venture: Twisted Caverns (rules/s20venture_rooms.py)
EVENT_TYPES["cant_attack_until_your_next_turn"] = (
    "s20-venture: a creature can't attack until `player`'s next turn begins (CR 508.1c, 611.2a).",
    {"stack_object": Id, "permanent": Id, "player": Id},
)
# s20-venture: Mad Wizard's Lair (rules/s20venture_lair.py)
EVENT_TYPES["drawn_cards_revealed"] = (
    "s20-venture: the cards `player` drew as the effect resolved, revealed (CR 121.1, 701.20a).",
    {"stack_object": Id, "player": Id, "cards": list[Id]},
)
EVENT_TYPES["cast_during_resolution"] = (
    "s20-venture: `player` cast `card` (the spell now on top of the stack) as the effect resolved, without paying its "
    "mana cost (CR 608.2g, 601.2, 118.9); no player received priority after it was cast. s24-emn: or, as its madness "
    "trigger resolved, for its madness cost (CR 702.35a).",
    {"stack_object": Id, "player": Id, "card": Id},
)
# s21-mutate: a mutating creature spell merged with its target (rules/s21mutate_mutate.py)
EVENT_TYPES["mutated"] = (
    "s21-mutate: a mutating creature spell merged with its target, put over or under it (`position`, `chosen`: whether "
    "the action chose it), and didn't enter the battlefield (CR 702.140c, 727.2); `name`: the merged permanent's name "
    "(its topmost card's, 702.140e).",
    {"stack_object": Id, "permanent": Id, "card": str, "position": str, "chosen": bool, "name": str},
)

# s21-neoa: the choice of `put_from_hand` (rules/s21neoa_put_from_hand.py)
EVENT_TYPES["put_from_hand_chosen"] = (
    "s21-neoa: a player chose the card of their hand a \"you may put ... from your hand onto the battlefield\" effect "
    "puts there, or none (CR 608.2d); `chosen`: whether `choices.chosen` answered (else nothing is put).",
    {"stack_object": Id, "player": Id, "cards": list[Id], "chosen": bool},
)

# s21-szn: "~ can attack this turn as though it didn't have defender." (rules/s21szn_despite_defender.py)
EVENT_TYPES["attacks_despite_defender"] = (
    "s21-szn: a creature can attack this turn as though it didn't have defender (CR 702.3b, 611.2c).",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "duration": str},
)

# s23-ori: renown (rules/s23ori_renown.py)
EVENT_TYPES["became_renowned"] = (
    "s23-ori: a permanent became renowned (CR 702.112a-b: its renown ability resolved); `controller`: its controller.",
    {"stack_object": Id, "permanent": Id, "controller": Id | None},
)

# s30-mh: monstrosity (rules/s30mh_monstrosity.py)
EVENT_TYPES["became_monstrous"] = (
    "s30-mh: a permanent became monstrous (CR 701.37a-b: its monstrosity resolved); `controller`: its controller.",
    {"stack_object": Id, "permanent": Id, "controller": Id | None},
)

# s24-mh1: suspend (rules/s24mh1_suspend.py)
EVENT_TYPES["suspended"] = (
    "s24-mh1: `player` paid `card`'s suspend cost and exiled it from their hand with `time_counters` time counters on it "
    "(CR 702.62a, 116.2f: a special action, which doesn't use the stack).",
    {"player": Id, "card": Id, "time_counters": int},
)
EVENT_TYPES["time_counter_removed"] = (
    "s24-mh1: a time counter was removed from the suspended card `card` in exile (CR 702.62a); `time_counters`: how many "
    "are left (0: the last was removed, and its cast trigger triggers).",
    {"stack_object": Id, "card": Id, "time_counters": int},
)
# s24-khans: "Morph—Reveal a white card in your hand." (CR 702.37e): the card revealed to turn it face up
EVENT_TYPES["turned_face_up"][1]["revealed"] = sometimes(str)
# s24-khans: dash (CR 702.109a; rules/s24khans_dash.py): the entering permanent was a spell cast for its dash cost
EVENT_TYPES["entered_battlefield"][1]["dashed"] = sometimes(bool)
# s24-khans: manifest (CR 701.40; rules/s24khans_manifest.py)
# s25-ncc: blitz (CR 702.152a; rules/s25ncc_blitz.py): the entering permanent was a spell cast for its blitz cost
EVENT_TYPES["entered_battlefield"][1]["blitzed"] = sometimes(bool)
# s25-ncc: connive (CR 701.50; rules/s25ncc_connive.py)
EVENT_TYPES["connived"] = (
    "s25-ncc: a permanent connived (CR 701.50a-b, 701.50e): `permanent` (null if it had left the battlefield, "
    "701.50d), the player who drew and discarded, the cards `discarded` and how many of them were `nonland` (that many "
    "+1/+1 counters were put on the permanent).",
    {"stack_object": Id, "permanent": Id | None, "player": Id, "discarded": list[Id], "nonland": int},
)
# s24-khans: manifest (CR 701.40; rules/s24khans_manifest.py)
EVENT_TYPES["manifested"] = (
    "s24-khans: a player manifested a card (CR 701.40a): `permanent` is the face-down 2/2 it became (its card is not "
    "named).",
    {"stack_object": Id, "player": Id, "permanent": Id},
)
# s24-khans: bolster (CR 701.39; rules/s24khans_bolster.py)
EVENT_TYPES["bolstered"] = (
    "s24-khans: a player bolstered N (CR 701.39a): `permanent`, the creature with the least toughness they chose "
    "(the same rule among several tied; null when they control no creature), got `amount` +1/+1 counters.",
    {"stack_object": Id, "player": Id, "permanent": Id | None, "amount": int},
)
# s24-kal: energy counters (rules/energy.py)
EVENT_TYPES["energy_counters_given"] = (
    "s24-kal: a player got energy counters (CR 122.1: \"you get {E}{E}\"); `energy_counters`: how many they have now.",
    {"stack_object": sometimes(Id), "player": Id, "amount": int, "energy_counters": int},
)
EVENT_TYPES["energy_paid"] = (
    "s24-kal: a player paid energy as part of a cost (CR 107.14, 602.2b: one energy counter removed for each {E}); "
    "`energy_counters`: how many they have left.",
    {"player": Id, "amount": int, "energy_counters": int, "purpose": str},
)
# s24-kal: fabricate (rules/fabricate.py)
EVENT_TYPES["fabricate_chosen"] = (
    "s24-kal: a fabricate ability resolved (CR 702.123a): `choice` \"counters\" (N +1/+1 counters on `source`) or "
    "\"tokens\" (N 1/1 Servo tokens: not chosen, or ~ has left the battlefield); `chosen`: whether the request "
    "answered (`choices.pay_optional_cost`).",
    {"stack_object": Id, "source": Id | None, "choice": str, "chosen": bool, "amount": int},
)
# s34-tdm: behold (rules/s25stda_reveal_or_mana.py)
EVENT_TYPES["beheld"] = (
    "s34-tdm: a spell's caster beheld a permanent they control for its additional cost \"behold a Dragon or pay {1}\" "
    "(CR 701.4a: chosen, not revealed; a card of their hand beheld is `card_revealed`).",
    {"stack_object": Id, "player": Id, "permanent": Id},
)
# s35-std: token doublers (rules/s35std_token_doubler.py)
EVENT_TYPES["tokens_doubled"] = (
    "s35-std: tokens an effect would create under `player`'s control are created twice over (\"twice that many of those "
    "tokens are created instead\", CR 614.1a) by the `token_doubler` ability of `by`; `amount` is how many are created "
    "after it.",
    {"stack_object": Id | None, "by": Id, "player": Id, "amount": int},
)
EVENT_TYPES["token_added"] = (
    "s35-std: an effect created tokens under `player`'s control and the `additional_token` ability of `by` added the "
    "predefined `token` `permanent` (\"instead create those tokens plus an additional Treasure token\", CR 614.1a, "
    "111.10).",
    {"stack_object": Id | None, "by": Id, "player": Id, "permanent": Id, "token": str},
)
EVENT_TYPES["counters_increased"] = (
    "s35-std: `counter` counters about to be put on `permanent` are more (\"that many plus one\" for `mode` \"plus_one\", "
    "\"twice that many\" for \"twice\", CR 614.1a, 122.6) by the `more_counters` ability of `by`; `amount` is how many are "
    "put after it.",
    {"by": Id, "permanent": Id, "counter": str, "mode": str, "amount": int},
)
# s34-tdm: endure (rules/s34tdm_endure.py)
EVENT_TYPES["endured"] = (
    "s34-tdm: a permanent endured N (CR 701.63a): `choice` \"counters\" (N +1/+1 counters on `source`, named in "
    "`choices.chosen`) or \"token\" (an N/N white Spirit creature token: not chosen, or `source` has left the "
    "battlefield).",
    {"stack_object": Id, "source": Id | None, "choice": str, "amount": int},
)
# s24-hou: exert (rules/exert.py)
EVENT_TYPES["exerted"] = (
    "s24-hou: `player` exerted `permanent`: it won't untap during their next untap step (CR 701.43); `as_attacks`: as "
    "it was declared as an attacker (an optional cost to attack, CR 508.1g).",
    {"permanent": Id, "player": Id, "as_attacks": sometimes(bool)},
)
EVENT_TYPES["lands_dont_untap_next_untap_step"] = (
    "s24-hou: the lands `player` controls won't untap during their next untap step (an effect of `stack_object`; CR "
    "502.3, 611.2b).",
    {"stack_object": Id, "player": Id},
)
# s24-isd: undying (rules/s24isd_undying.py)
EVENT_TYPES["undying_not_triggered"] = (
    "s24-isd: a permanent with undying left the battlefield with a +1/+1 counter on it, so its undying didn't trigger "
    "(CR 702.93a, 603.4, 603.10a).",
    {"permanent": Id, "reason": str},
)
# s25-mh: unearth (rules/s25mh_unearth.py)
EVENT_TYPES["unearthed"] = (
    "s25-mh: `permanent` returned to the battlefield by unearth (`stack_object`): it has haste, is exiled at the "
    "beginning of the next end step, and is exiled instead if it would leave the battlefield (CR 702.84a, 614.1a).",
    {"stack_object": Id, "permanent": Id},
)
# s26-cmdb: "Choose a creature type." as a spell resolves (rules/s26cmdb_chosen_type.py)
EVENT_TYPES["s26cmdb_creature_type_chosen"] = (
    "s26-cmdb: the controller of `stack_object` chose `creature_type` as it resolved (CR 608.2d, 205.3m); `chosen`: "
    "whether `choices.chosen_creature_type` gave it (else the most common type among the creatures they control).",
    {"stack_object": Id, "creature_type": str, "chosen": bool},
)

# s26-tsp: goad (rules/s26tsp_goad.py)
EVENT_TYPES["goaded"] = (
    "s26-tsp: `permanent` became goaded by `player` (`stack_object`'s controller) until that player's next turn: it "
    "attacks each combat if able and attacks a player other than them if able (CR 701.15a-b).",
    {"stack_object": Id, "source": Id | None, "permanent": Id, "player": Id},
)

# s27-otjb: crimes (rules/s27otjb_crimes.py)
EVENT_TYPES["crime_committed"] = (
    "s27-otjb: `player` committed a crime: the spell they cast, the ability they activated or the triggered ability "
    "they put on the stack (`stack_object`) targets an opponent, something an opponent controls or a card in an "
    "opponent's graveyard (`targets`: those targets) (CR 700.13).",
    {"player": Id, "stack_object": Id, "targets": list[Id]},
)
# s27-otjb: saddle (rules/s27otjb_saddle.py)
EVENT_TYPES["became_saddled"] = (
    "s27-otjb: `permanent` became saddled as its saddle ability (`stack_object`) resolved; it stays saddled until the "
    "cleanup step or until it leaves the battlefield (CR 702.171a-b). `first_time`: it wasn't saddled yet this turn.",
    {"stack_object": Id, "permanent": Id, "first_time": bool},
)
# s31-mh: "As ~ enters, choose a [nonland] card name." (rules/s31mh_chosen_name.py)
EVENT_TYPES["s31mh_card_name_chosen"] = (
    "s31-mh: `permanent` chose the card name `name` as it entered (CR 614.12, 201.3); `chosen`: whether "
    "`choices.chosen_card_name` gave it (else the default: the first name of an opponent's qualifying permanent).",
    {"permanent": Id, "name": str, "chosen": bool},
)
# s31-stdbb: "Remove target attacking or blocking creature from combat." (rules/s31stdbb_remove_from_combat.py)
EVENT_TYPES["s31stdbb_removed_from_combat"] = (
    "s31-stdbb: `permanent` was removed from combat as `stack_object` resolved (CR 506.4): it is no longer an attacking "
    "or blocking creature; `in_combat`: whether it was in combat (else nothing happened).",
    {"stack_object": Id, "permanent": Id, "in_combat": bool},
)
# s32-stda: phasing (rules/s32stda_phasing.py)
EVENT_TYPES["s32stda_phased_out"] = (
    "s32-stda: `permanent` phased out as `stack_object` resolved (CR 702.26b, 702.26d): it and the Auras and Equipment "
    "attached to it (702.26g), `permanents` in order, are treated as though they don't exist (the state's `phased_out`).",
    {"stack_object": Id, "permanent": Id, "permanents": list[Id]},
)
EVENT_TYPES["s32stda_phased_in"] = (
    "s32-stda: in `player`'s untap step, before anything untaps (CR 502.1, 702.26c), the `permanents` that phased out "
    "under their control, and what phased out attached to them (702.26g), phased in, back on the battlefield.",
    {"player": Id, "permanents": list[Id]},
)

# s32-ma: the mechanics of 2023-2024 (docs/oracle-s32-ma.md)
EVENT_TYPES.update({
    "incubated": ("s32-ma: `player` incubated `amount` (CR 701.53a): an Incubator token `permanent` entered with that many "
                  "+1/+1 counters on it; `source` is the ability's source (null for a spell).",
                  {"stack_object": Id, "source": Id | None, "permanent": Id, "player": Id, "amount": int}),
    "role_created": ("s32-ma: a `role` Role token `permanent` was created attached to `attached_to` (CR 111.10, 303.7, "
                     "303.4f); `source` is the ability's source (null for a spell).",
                     {"stack_object": Id, "source": Id | None, "permanent": Id, "attached_to": Id, "role": str}),
    "suspected": ("s32-ma: `permanent` became suspected (CR 701.60a): it has menace and can't block while it is "
                  "(701.60c); `source` is the ability's source (null for a spell).",
                  {"stack_object": Id, "source": Id | None, "permanent": Id}),
    "s35mkm_case_solved": ("s35-mkm: the Case `permanent` became solved (CR 719.3a-b): its \"Solved — <ability>\" "
                           "abilities are its own from now on (719.3c); `source` is the Case itself.",
                           {"stack_object": Id, "source": Id | None, "permanent": Id}),
})

# s32-mb (rules/s32mb_speed.py); declared before the event models are built below (merged after s32-ma's)
EVENT_TYPES["speed_changed"] = (
    "s32-mb: a player's speed became `speed` (CR 702.179): 1 from start your engines! (`previous` null, 702.179a; "
    "`source` the permanent), or 1 more as their speed ability resolved (702.179d; `source` the ability); 4 is max speed.",
    {"player": Id, "speed": int, "previous": int | None, "source": Id | None},
)
# s33-dsk: impending (CR 702.176a; rules/s33dsk_impending.py): the entering permanent was a spell cast for its impending
# cost (it enters with its time counters and isn't a creature while it has one)
EVENT_TYPES["entered_battlefield"][1]["impending"] = sometimes(bool)
# found by checking every event the session-33 tests emit against its schema: "It becomes night." (s31-stdc) names its
# `source`; a card put from a graveyard on top of or under a library says where (`position`, rules/put_on_library.py)
EVENT_TYPES["day_night_changed"][1]["source"] = sometimes(Id)
EVENT_TYPES["zone_change"][1]["position"] = sometimes(str)
# found by the same check at session 35's merge: cards moved together by a resolving ability ("put the rest on the bottom
# of your library", s33; "Return all ... cards from your graveyard to your hand", s35-cmd) name it as `stack_object`
EVENT_TYPES["zone_change"][1]["stack_object"] = sometimes(Id)


# --- found by validating every event the unit tests and scenarios emit against EVENT_ADAPTER (session 35); declared as
# the engine emits them (tests/event_guard.py now fails a test whose events don't match) ---
EVENT_TYPES.update({
    "returned_from_exile": ("A card exiled \"until <source> leaves the battlefield\" returned to the battlefield "
                            "under its owner's control as `source` left (CR 610.3c).",
                            {"card_id": Id, "source": Id}),
    "not_exiled": ("Nothing was exiled \"until <source> leaves the battlefield\": the source had already left it "
                   "when the ability resolved (CR 610.3b); `reason` says so.",
                   {"stack_object": Id, "source": Id | None, "reason": str}),
    "condition_checked": ("A resolving ability checked a condition of its text (`condition`, e.g. \"you control that "
                          "creature\"); `holds`: whether it was true, so the rest was done (CR 608.2c).",
                          {"stack_object": Id, "condition": str, "holds": bool}),
    "color_chosen": ("As `permanent` entered, a color was chosen for it (CR 614.12); `chosen`: whether the request "
                     "named it (else a default color).",
                     {"permanent": Id, "color": str, "chosen": bool}),
    "creature_type_chosen": ("As `permanent` entered, a creature type was chosen for it (CR 614.12, 205.3m); "
                             "`chosen`: whether the request named it (else a default type).",
                             {"permanent": Id, "creature_type": str, "chosen": bool}),
    "damage_increased": ("`by`'s ability increased the damage `source` would deal to `to` by `plus`, to `amount` "
                         "(a replacement effect, CR 614.1a).",
                         {"by": Id, "source": Id, "to": Id, "plus": int, "amount": int}),
    "punisher_chosen": ("A player chose to sacrifice a permanent (CR 701.21a) or discard a card (701.9a), `object`, "
                        "rather than lose life (CR 608.2d); `chose` is \"sacrifice\" or \"discard\".",
                        {"stack_object": Id, "player": Id, "chose": str, "object": Id}),
    "permanent_chosen": ("`player` chose `permanent` as the resolving ability told them to (CR 608.2d); `chosen`: "
                         "whether the request named it (else the default).",
                         {"stack_object": Id, "player": Id, "permanent": Id, "chosen": bool}),
    "top_or_bottom_chosen": ("The owner of `permanent` chose to put it on the top or bottom of their library "
                             "(`place`, CR 608.2d); `chosen`: whether the request named it.",
                             {"stack_object": Id, "player": Id, "permanent": Id, "place": str, "chosen": bool}),
    "emblem_created": ("`player` got an emblem (CR 114.1-114.2, 114.4); `source` is the name of the card that "
                       "created it, `abilities` the kinds of its abilities.",
                       {"player": Id, "emblem": Id, "source": str | None, "abilities": list[str]}),
    "umbra_armor": ("Umbra armor: instead of `permanent` being destroyed, its damage (`damage_removed`) was removed "
                    "and the Aura `aura` was destroyed (CR 702.89a, 614.1a).",
                    {"permanent": Id, "aura": Id, "damage_removed": int}),
    "targets_changed": ("The targets of the spell `spell` (`card`) were changed from `old_targets` to `targets` "
                        "(CR 115.7d-e).",
                        {"stack_object": Id, "spell": Id, "card": str, "old_targets": list[Id], "targets": list[Id]}),
    "targets_unchanged": ("The targets of the spell `spell` were left as they were (`targets`; CR 115.7d).",
                          {"stack_object": Id, "spell": Id, "targets": list[Id]}),
    "combat_phase_to_skip": ("`player` will skip their next combat phase; `combat_phases`: how many they will skip "
                             "now (CR 614.10).",
                             {"stack_object": Id, "player": Id, "combat_phases": int}),
    "combat_phase_skipped": ("`player` skipped a combat phase of turn `turn` (CR 614.10-614.10a, 506.1).",
                             {"player": Id, "turn": int}),
    "turn_ending": ("An effect ended the turn (CR 721.1-721.1a) in `step`; `triggers_ceased`: the abilities that had "
                    "triggered and not yet been put on the stack, which cease to exist (721.1b).",
                    {"stack_object": Id, "turn": int, "step": str, "triggers_ceased": int}),
    "steps_skipped": ("The turn was ended: the game skipped straight to the cleanup step, skipping `steps` "
                      "(CR 721.1d).",
                      {"steps": list[str]}),
    "stack_object_exiled": ("The turn was ended: `stack_object` was exiled from the stack (CR 721.1b).",
                            {"stack_object": Id, "source": Id | None}),
    "plot_from_hand_chosen": ("`player` chose the `cards` of their hand to plot as the ability resolved (CR 608.2d, "
                              "702.170c); `chosen`: whether the request named them.",
                              {"stack_object": Id, "player": Id, "cards": list[Id], "chosen": bool}),
    "mode_chosen": ("As `permanent` entered, a mode was chosen for it (`mode`; CR 614.12, 607.2a); `chosen`: "
                    "whether the request named it (else the default).",
                    {"permanent": Id, "mode": str, "chosen": bool}),
    "creatures_chosen": ("The creatures `chosen` to stay as the resolving spell destroys the rest (CR 608.2d, 101.4); "
                         "`default`: the request named none, so the default choice was made.",
                         {"stack_object": Id, "chosen": list[Id], "default": bool}),
})
# fields the declared types lacked (same check)
# "can't be blocked by creatures with power N or less / N or greater this turn" (CR 509.1b; null: no such limit)
EVENT_TYPES["cant_be_blocked"][1]["power_at_most"] = sometimes(int | None)
EVENT_TYPES["cant_be_blocked"][1]["power_at_least"] = sometimes(int | None)
# a stun counter removed instead of untapping (CR 122.1d) says `reason` and, being no cost, has no `purpose` or `counters`
EVENT_TYPES["counters_removed"][1]["reason"] = sometimes(str)
EVENT_TYPES["counters_removed"][1]["counters"] = sometimes(dict[str, int])
EVENT_TYPES["counters_removed"][1]["purpose"] = sometimes(str)
EVENT_TYPES["cards_discarded"][1]["chosen_by"] = sometimes(Id)  # the player who chose the cards (CR 701.9a)
EVENT_TYPES["cards_discarded"][1]["declined_by"] = sometimes(Id)  # the player who chose no card to be discarded
# "You may play N of them" (s22-neob): the permissions share `group` (the stack object) and its `plays_left`
EVENT_TYPES["exiled_may_play"][1]["group"] = sometimes(Id)
EVENT_TYPES["exiled_may_play"][1]["plays_left"] = sometimes(int)
EVENT_TYPES["ability_resolved"][1]["players"] = sometimes(list[Id])  # the players it affected
EVENT_TYPES["zone_change"][1]["player"] = sometimes(Id)  # whose zones were shuffled into their library (CR 701.24a)
EVENT_TYPES["pumped"][1]["opponents_attacked"] = sometimes(list[Id])  # melee (CR 702.121a)
EVENT_TYPES["entered_battlefield"][1]["devoured"] = sometimes(int)  # devour (CR 702.82a-b)
# a spell's ability (no source permanent) or a cost paid without a resolving object sends null, as the descriptions of
# these types already said for some of them
EVENT_TYPES["optional_action_done"][1]["source"] = Id | None
EVENT_TYPES["optional_cost_declined"][1]["source"] = Id | None
EVENT_TYPES["countered"][1]["source"] = Id | None
EVENT_TYPES["milled"][1]["stack_object"] = Id | None
EVENT_TYPES["milled"][1]["purpose"] = sometimes(str)  # "dredge": milled instead of drawing (CR 702.52a)


def _no_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def _event_model(event_type: str, description: str, details: dict[str, Any]) -> type[EventBase]:
    fields: dict[str, Any] = {
        "seq": (int, Field(ge=1, description="Position in the event log, from 1.")),
        "action_index": (int, Field(description="Index of the action that caused it (-1: before any action).")),
        "type": (Literal[event_type], ...),
    }
    fields.update(_field(name, spec) for name, spec in details.items())
    fields["cites"] = (list[str], Field(description='Ruling ids and "CR <number>" behind it.'))
    model: type[EventBase] = create_model(
        _model_name(event_type), __base__=EventBase, __doc__=description, __module__=__name__, **fields
    )
    return model


EVENT_MODELS: dict[str, type[EventBase]] = {
    event_type: _event_model(event_type, description, details)
    for event_type, (description, details) in EVENT_TYPES.items()
}

# Any event: the union of every declared type, discriminated by `type`.
GAME_EVENT: Any = Annotated[Union[tuple(EVENT_MODELS.values())], Field(discriminator="type")]  # noqa: UP007
EVENT_ADAPTER: TypeAdapter[Any] = TypeAdapter(GAME_EVENT)
