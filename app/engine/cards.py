"""Card definitions: what the engine knows about a card (design.md §6).

A card in a state is either the name of a card in the catalog (the seeded cards carry their
definition in the database) or an inline `CardDefinition`. This docstring is the one list of
what an inline definition may say.

Power and toughness: a number, or `"*"` together with a `pt_equal_to_count` ability that sets it
(CR 604.3). A creature whose power or toughness is `"*"` without such an ability, or missing, is
never played as 0/0: a state holding one on the battlefield or the stack is refused
(`/problems/invalid-state`, naming its path), and so is casting it or putting it onto the
battlefield (CR 208.2).

Multi-faced cards (docs/layouts.md): `"layout": "modal_dfc" | "adventure" | "split" | "transform"`
with `"faces": [two definitions]` (front then back; creature then Adventure, an instant or sorcery;
left half then right half). The card's own characteristics are derived from its faces (front face,
CR 712.8a / 715.4; a split card's halves combined, 709.4): give them on the faces. `cast` and
`play_land` choose the face (`face`: "front", "back", "adventure", "left", "right", "fused").
A split half may have `fuse` among its keywords (702.102); s24-hou: the right half may have `aftermath` (702.127a: cast
from its owner's graveyard only, then exiled; rules/aftermath.py). `transform` may also be written with
`back_face` alone (below).

Ability vocabulary (`abilities`, discriminated by `kind`):
- `mana`: `{"kind": "mana", "cost": "{T}", "add": "{G}"}` (`add`: mana of the types W U B R G C,
  e.g. "{G}{G}" or "{C}"), `"add": "{R}|{G}"` (one mana of one of those types, chosen with the
  action's `color`: "Add {R} or {G}."), `"add": "any_color"` (one mana of a color chosen with the
  action's `color`), or `"add": "could_produce"` with `"from": "lands_you_control" |
  "lands_opponents_control"` (default: yours) and `colors_only` (Reflecting Pool / Fellwar
  Stone: one mana of a type such a land could produce, CR 106.7; none when no type is defined,
  CR 106.5). `cost` is an activation cost ({T}, {Q}, mana, {D}). Activated with `tap_for_mana`
  (CR 605: no stack). A land with a basic land type also has that type's intrinsic mana ability
  (CR 305.6), numbered after its printed abilities.
- `tapped_for_mana_trigger`: `{"kind": "tapped_for_mana_trigger", "watch": "self" |
  "lands_you_control" | "permanents_you_control" | "lands", "mana_type": "G"?, "effect": Effect}`:
  "whenever <watched> is tapped for mana [of that type]": triggers as such a mana ability
  resolves and produces mana (of `mana_type`, after replacements), CR 106.12a.
- `mana_trigger`: `{"kind": "mana_trigger", "watch": "enchanted_land" | "lands", "add": "{G}" |
  "one_of_produced"}`: "Whenever enchanted land is tapped for mana, its controller adds an
  additional {G}." (Wild Growth), "Whenever a player taps a land for mana, that player adds one
  mana of any type that land produced." (Mana Flare): a triggered mana ability (CR 605.1b): it
  doesn't use the stack and resolves at once, right after the mana ability that tapped the land
  (605.4a), adding the mana to that player's pool. "one_of_produced": the type the land produced;
  of several, the first in W U B R G C order (rules/mana_triggers.py). s33-mom: "any_color": "its controller adds an
  additional one mana of any color" (the color is the `tap_for_mana` action's `choices.mana_colors`, CR 106.1). s31-core: `watch` "you_tap" with `tapped`
  (a permanent spec: "creature", "permanent:Swamp"): "Whenever you tap a creature for mana, add an additional {G}."
  (the ability's controller tapping such a permanent for mana, CR 106.12a).
- `mana_replacement`: `{"kind": "mana_replacement", "watch": (as above), "mana_type": "G"?,
  "instead": "{C}"?, "multiply": 1}`: "if <watched> is tapped for mana [of that type], it
  produces `instead` instead [/ `multiply` times as much]"; applies while such a mana ability
  resolves (CR 106.12b), and to what a permanent could produce (CR 106.7).
- `activated`: `{"kind": "activated", "cost": "{1}{G}" | "{T}" | "{Q}" | "{D}", "effect": Effect?}`;
  without `effect` it does nothing as it resolves (handy for testing costs). Its target, if
  any, comes from the `activate` action's `choices.targets` (checked then, CR 602.2b) or the
  `resolve` action's. Optional (rules/activation_costs.py): `other_costs`, the cost's parts
  beyond mana, {T} and {Q} (CR 602.1a; a `mana` ability may have them too):
  `{"kind": "pay_life", "amount": 2}` ("Pay 2 life", CR 119.4), `{"kind": "sacrifice_self"}`
  ("Sacrifice this artifact", CR 701.21a), `{"kind": "remove_counters", "counter": "+1/+1" |
  "charge" | ..., "amount": 1 | "any"}` ("Remove a +1/+1 counter from this creature"; "any": the
  number chosen with the action's `counters_removed`), `{"kind": "discard_at_random"}` ("Discard a
  card at random", CR 701.9b: the request gives the random pick in the action's `choices.discard`,
  else the last card of the hand stands for it), `{"kind": "discard"}` ("Discard a card", CR
  701.9a: the player's choice in `choices.discard`, else the last card of the hand), `{"kind": "forage"}`
  ("Forage", CR 701.61a: exile three cards from your graveyard or sacrifice a Food; the action's
  `choices.forage` names the Food or the three cards, default a Food if there is one, else the first
  three cards of the graveyard; rules/forage.py); `activate_only`: "your_turn" |
  "your_upkeep" ("Activate only during your turn.", CR 602.5b); `max_per_turn`: 2 ("Activate no
  more than twice each turn."; counted in the permanent's `activations_this_turn`);
  `activate_only_if`: a life condition ("Activate only if an opponent lost life this turn.", CR
  602.5b; the conditions of `etb_counters` below).
- An `activated` ability's `then`: a second effect that targets nothing, resolved after `effect`
  (CR 608.2c), e.g. Dragon Whelp's `{"kind": "sacrifice_if_activated", "times": 4}`: "If this
  ability has been activated four or more times this turn, sacrifice this creature at the
  beginning of the next end step." (counted in `activations_this_turn`, resolved and not; a
  delayed trigger, CR 603.7).
- A `mana` ability's `add_per_counter_removed`: "{B}" ("Add {B}, then add an additional {B} for
  each charge counter removed this way.": the Mana Batteries, with a `remove_counters` cost of
  "any"). s31-mh: a choice "{W}|{U}" with `add` "": "Remove X storage counters from ~: Add X mana in
  any combination of {W} and/or {U}." (the storage lands, CR 106.1, 107.3): one mana of either type
  for each counter removed, the action's `color` the combination, one letter a mana ("WWU";
  rules/s31mh_storage_mana.py).
  `resolve` action's. `then_effects`: further effects, in order after `effect` (CR 608.2c):
  "{T}: This creature deals 2 damage to any target and 3 damage to you." is `effect` damage 2
  to "any", `then_effects` [damage 3 to "you"] ("to itself": "self").
- `spell`: `{"kind": "spell", "effect": Effect}`: what an instant or sorcery does as it resolves;
  several resolve in the order listed (CR 608.2c), then the card goes to its owner's graveyard
  (608.2n). Targets: the `cast` action's `choices.targets`, one per targeted effect in order,
  checked as it is cast (601.2c) and as it resolves (608.2b: all illegal, it doesn't resolve).
- `static_pump`: `{"kind": "static_pump", "affected": "creatures_you_control" |
  "other_creatures_you_control" | "all_creatures" | "other_creatures", "power": 1,
  "toughness": 1}`: "<affected> get +1/+1" while its source is on the battlefield (layer 7c,
  CR 613.4c). Narrowed by quality (rules/static_pump.py): `"color": "W"` ("White creatures get
  +1/+1", Crusade), `"subtype": "Merfolk"` ("Other Merfolk get +1/+1", Lord of Atlantis; "Wall
  creatures you control", Fortified Area), `"status": "untapped" | "attacking"` ("Untapped
  creatures you control get +0/+2", Castle; "Attacking creatures you control get +1/+0", Orcish
  Oriflamme); `"affected": "self"` with a status ("~ gets +0/+3 as long as it's untapped", Giant
  Tortoise); `"keywords": ["islandwalk"]`: they also have those keywords (layer 6, CR 613.1f:
  "... and have islandwalk"; Zombie Master's "Other Zombie creatures have swampwalk." is a pump of
  +0/+0 with keywords).
- `enters_tapped`: `{"kind": "enters_tapped"}`: "<this> enters tapped" (CR 614.1c).
- `attached_attacks_as_though_haste`: `{"kind": "attached_attacks_as_though_haste"}`: "Enchanted
  creature can attack as though it had haste." (CR 302.6, 702.10b: it may attack although its
  controller hasn't controlled it continuously since their turn began; its {T} abilities still
  can't be activated).
- `may_choose_not_to_untap`: `{"kind": "may_choose_not_to_untap"}`: "You may choose not to untap
  this artifact during your untap step." (CR 502.3): the action reaching its controller's untap
  step lists it in `choices.dont_untap` to leave it tapped (rules/while_tapped.py).
- `enchant`: `{"kind": "enchant", "target": "creature" | "artifact" | "enchantment" | "land" |
  "permanent"}`: an Aura's enchant keyword ability (CR 702.5a). Cast, the Aura spell targets one
  such permanent (`choices.targets`, CR 303.4a, 601.2c); it enters attached to it (the
  permanent's `attached_to`, CR 608.3c) unless the target became illegal (608.3b: it goes to the
  graveyard); attached to nothing or to an object it can't enchant (another type, or a creature
  with protection from a quality of the Aura, 702.16c), it goes to its owner's graveyard as a
  state-based action (704.5m). Put onto the battlefield without being cast, it enchants what
  the action's `choices.enchant` names (chosen, not targeted, CR 303.4f), or stays in its zone
  when there is nothing it could enchant (303.4g). See rules/auras.py.
- `attached_pump`: `{"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["flying"],
  "keeps_this_aura": false}`: "Enchanted creature gets +N/+N [and has <keywords>]" (layer 6 for
  the keywords, 613.1f; 7c for power/toughness, 613.4c) while the Aura is attached to it;
  `keeps_this_aura`: "This effect doesn't remove this Aura" (the protection it grants doesn't
  make this Aura fall off, 702.16c).
- `cant_be_blocked_except_by`: `{"kind": "cant_be_blocked_except_by", "by": ["walls",
  "creatures_with_flying"], "affected": "self" | "enchanted_creature"}`: "<this / enchanted
  creature> can't be blocked except by Walls and/or creatures with flying" (Elven Riders; Seeker:
  `["artifact_creatures", "white_creatures"]`); a blocker must have one of the qualities
  "artifact_creatures", "<color>_creatures" (white, blue, black, red, green), "walls",
  "creatures_with_flying" (CR 509.1b; rules/evasion.py).
- `cant_be_blocked_by`: `{"kind": "cant_be_blocked_by", "power_at_least": 3}`: "<this> can't be
  blocked by creatures with power 3 or greater" (Amrou Kithkin; CR 509.1b).
- `cant_block`: `{"kind": "cant_block", "attackers_power_at_least": 2}`: "<this> can't block
  creatures with power 2 or greater" (Ironclaw Orcs; CR 509.1b).
- `becomes_creature`: `{"kind": "becomes_creature", "affected": "lands" | "enchanted_permanent",
  "subtype": "Forest"?, "power": 1 | "mana_value", "toughness": 1 | "mana_value", "colors": ["B"]?,
  "unless_creature": false}`: a static ability making permanents creatures besides their other
  types (layer 4, CR 613.1d) with that base power and toughness (layer 7b, 613.4b) [and that color,
  layer 5, 613.1e]: "All Forests are 1/1 creatures that are still lands." (Living Lands; Kormus
  Bell: `"colors": ["B"]`, Swamps); "As long as enchanted artifact isn't a creature, it's an
  artifact creature with power and toughness each equal to its mana value." (Animate Artifact:
  `"affected": "enchanted_permanent"`, `"unless_creature": true`). rules/animate.py.
- `opponents_enter_tapped` (s29-cmd: with `s29cmd_each_player`, "Creatures enter the battlefield tapped.", every
  player's): `{"kind": "opponents_enter_tapped", "types": ["artifact", "creature",
  "land"]}`: "Artifacts, creatures, and lands your opponents control enter tapped." (Kismet): a
  permanent of one of those types entering under an opponent's control enters tapped (CR 614.1c,
  its types as it would exist on the battlefield, 614.12). rules/opponents_enter_tapped.py.
- `control_enchanted`: `{"kind": "control_enchanted"}`: "You control enchanted creature." (Control
  Magic; Steal Artifact: "enchanted artifact"): while the Aura is attached to it, the permanent is
  controlled by the Aura's controller (layer 2, CR 613.1b; the latest such Aura wins, 613.7); the
  permanent keeps its `base_controller` meanwhile and returns to it when no such effect applies
  (CR 110.2). rules/control.py.
- `cant_attack_unless`: `{"kind": "cant_attack_unless", "defending_player_controls": "Island"}`:
  "<this> can't attack unless defending player controls an Island." (Sea Serpent, Pirate Ship; Goblin
  Rock Sled: "a Mountain"): the player it would attack must control a land with that land type (CR
  508.1c). rules/attack_restrictions.py.
- `attached_count_pump`: `{"kind": "attached_count_pump", "count": <counted>, "subtype": "Forest"?,
  "power": "all" | "half_rounded_down" | "half_rounded_up", "toughness": (same)}`: "Enchanted
  creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is
  half the number of Forests you control, rounded up." (Aspect of Wolf: `{"count":
  "lands_you_control", "subtype": "Forest", "power": "half_rounded_down", "toughness":
  "half_rounded_up"}`); counted as `pt_equal_to_count` counts, "you" being the Aura's controller
  (layer 7c, CR 613.4c, 107.1a). rules/count_pump.py.
- `attack_cost`: `{"kind": "attack_cost", "cost": "{3}", "affected": "enchanted_creature" | "self"}`:
  "Enchanted creature can't attack unless its controller pays {3}." (Brainwash): declaring it as an
  attacker costs that mana, paid from the attacking player's mana pool as attackers are declared
  (the costs of all attackers together, CR 508.1g-h); a declaration whose costs can't be paid is
  refused. rules/attack_costs.py.
- `pt_equal_to_count`: `{"kind": "pt_equal_to_count", "count": <counted>, "subtype": "Swamp"?,
  "not_subtype": "Wall"?, "same_name": false, "sets": "power" | "toughness" | "both", "plus": 0}`:
  a characteristic-defining ability (CR 604.3, layer 7a 613.4a): its power and/or toughness
  equal the number of <counted> [with/without that subtype] [named like this card] plus `plus`.
  <counted>: "lands_you_control", "creatures_you_control", "artifacts_you_control",
  "permanents_you_control", "creatures" (every creature on the battlefield),
  "cards_in_your_hand", "cards_in_your_graveyard", "creature_cards_in_your_graveyard",
  "cards_in_all_graveyards", "creature_cards_in_all_graveyards". E.g. Keldon Warlord:
  `{"count": "creatures_you_control", "not_subtype": "Wall"}`; Nightmare: `{"count":
  "lands_you_control", "subtype": "Swamp"}`; Plague Rats: `{"count": "creatures",
  "same_name": true}`; Lhurgoyf: two abilities, `sets` "power" and "toughness" with `plus` 1.
- `etb_counters`: `{"kind": "etb_counters", "counter": "+1/+1", "amount": 3 | "X", "condition": LifeCondition?}`
  (CR 107.3m); `condition`: "... if an opponent lost life this turn" (Frilled Sparkshooter), one of
  "opponent_lost_life", "you_gained_life", "you_lost_life", "you_gained_or_lost_life",
  "you_gained_and_lost_life" (the players' `life_gained_this_turn` / `life_lost_this_turn`, CR 119.3;
  rules/life_this_turn.py), checked for its controller as it enters. A `step_trigger`'s `condition`
  may be one of these too ("At the beginning of your end step, if you gained life this turn, ...").
- `class_level`: `{"kind": "class_level", "level": 2, "cost": "{W}", "abilities": [Ability, ...]}`: a
  Class's "{W}: Level 2" bar and the abilities printed below it (CR 716). On the battlefield the
  bar is an activated ability at the same index ("{W}: this Class's level becomes 2", only while it
  is level 1 and only as a sorcery, 716.2a) and the level's abilities follow all the card's
  abilities, level by level, while the permanent's `class_level` is that level or greater (716.2d;
  `CardDefinition.at_class_level`). See rules/class_levels.py.
- `class_becomes_level`: `{"kind": "class_becomes_level", "level": 2, "effect": Effect}`: "When this
  Class becomes level 2, <effect>" (CR 716.2a, 603.2), an ability of that level.
- `life_trigger`: `{"kind": "life_trigger", "on": "gain" | "lose" | "gain_or_lose", "during_your_turn":
  false, "effect": Effect}`: "Whenever you gain life, <effect>", "Whenever you gain or lose life
  during your turn, <effect>" (CR 603.2, 119.3): once for each gain or loss of its controller's.
- `expend_trigger`: `{"kind": "expend_trigger", "amount": 4, "effect": Effect}`: "Whenever you expend
  4, <effect>" (CR 700.14: as its controller spends their fourth total mana to cast spells during a
  turn, the player's `mana_spent_on_spells_this_turn`). See rules/expend.py.
- `cost_reduction`: `{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 2}`.
- `extra_target_cost`: `{"kind": "extra_target_cost", "generic": 1}`: "This spell costs {1} more to
  cast for each target beyond the first." (Fireball; CR 601.2f, counted from the `cast` action's
  `choices.targets`).
- `x_mana_restriction`: `{"kind": "x_mana_restriction", "color": "B"}`: "Spend only black mana on
  X." (Drain Life): the X part of the cost must be paid with mana of that color (CR 601.2h); the
  mana cost and mana value stay as printed.
- `cost_increase`: `{"kind": "cost_increase", "applies_to": "spells" | "activated_abilities", "color":
  "W"?, "card_type": "Enchantment"?, "generic": 3}`: "White spells cost {3} more to cast." (Gloom;
  every player's spells of that color [and type]) and "Activated abilities of white enchantments
  cost {3} more to activate." (`"applies_to": "activated_abilities"`: abilities of permanents of
  that color and type, mana abilities included, CR 605.1a): the generic component of the
  total cost grows (CR 601.2f, 602.2b). rules/cost_increases.py.
- `triggered`: `{"kind": "triggered", "trigger": "enters" | "turned_face_up" | "attacks" |
  "attacks_in_band", "optional_cost": "{D}"?, "effect": Effect}` (CR 603). Its target comes from
  the `choices.targets` of the action that made it trigger (checked as it is put on the stack,
  CR 603.3d; with no legal target at all it is removed, 603.3d), else the `resolve` action's.
  `"unless_cost": "{1}"`: "<effect> unless you pay {1}" (CR 118.12): its controller may pay as it
  resolves (`choices.pay_optional_cost`); paid, the effect doesn't happen (rules/unless_costs.py).
- `static_prevention`: `{"kind": "static_prevention", "affected": "self" | "enchanted_creature",
  "dealt_to": true, "dealt_by": false, "from": "any" | "creatures", "combat_only": false}`: a
  prevention effect of a static ability (CR 615.1), while its source is on the battlefield (an
  Aura's: while attached): "Prevent all damage that would be dealt to ~ by creatures." (Uncle
  Istvan: `"from": "creatures"`), "Prevent all combat damage that would be dealt to and dealt by
  enchanted creature." (Gaseous Form: `"affected": "enchanted_creature", "dealt_by": true,
  "combat_only": true`). See rules/prevention.py.
- `step_trigger`: `{"kind": "step_trigger", "step": "upkeep" | "draw" | "end" | "end_of_combat",
  "whose": "yours" | "each" | "enchanted_controller" | "chosen_player", "condition":
  "source_untapped" | "source_tapped" | "no_creatures"?, "optional_cost": "{1}"?, "unless_cost":
  "{U}"?, "payer": "you" | "that_player", "x": X?, "effect": Effect}`: "At the beginning of
  <whose> <step>, [if <condition>,] <effect>" (CR 603.2; 503.1a, 504.2, 513.1, 511.1), for the
  step of its controller, of every player, of the controller of the permanent its Aura enchants,
  or of its `chosen_player`; triggers after the step's turn-based actions (the draw). The
  condition is an intervening "if" (CR 603.4: checked again as it resolves). `optional_cost`:
  "you may pay {1}. If you do, <effect>" (603.5); `unless_cost`: "<effect> unless you pay {U}"
  (118.12), with `unless_life`: "... or 1 life" (`choices.pay_life`: that much life instead, CR
  119.4); `unless_discard`: "<effect> unless you discard a card" (the card: `choices.discard`,
  one id of the payer's hand; default: the last card of it; CR 701.9a); the `payer` decides with
  `choices.pay_optional_cost` on the action that resolves it
  (`pending` shows the choice; no decision: not paid) and pays from their mana pool. `x`:
  `{"count": "cards_in_hand" | "swamps" | "doom_counters_on_source", "player": "you" | "that_player", "minus": 4,
  "subtracted_from": 3?}`: the effect's "X", counted as it resolves (608.2h), never below 0
  (107.1b). "that_player" (a target spec, a `draw`'s `player`) is the player whose step it is.
  `if_done`: an effect that follows when the effect moved what it destroys or sacrifices off the
  battlefield or dealt damage ("If ~ is destroyed this way, it deals 7 damage to you."; "If it
  deals damage to you this way, tap it."; regenerated or indestructible, it wasn't); `otherwise`: one that follows when it moved nothing ("If you can't,
  ~ deals 7 damage to you.").
- `grant_step_trigger`: `{"kind": "grant_step_trigger", "to": "artifacts", "ability": <a
  step_trigger>}`: "All artifacts have 'At the beginning of your upkeep, sacrifice this artifact
  unless you pay {2}.'" (Energy Flux, layer 6, CR 613.1f): each artifact has that ability, "~"
  and "your" meaning the artifact and its controller; once triggered it resolves on its own.
- `cast_trigger`: `{"kind": "cast_trigger", "caster": "any" | "you", "spell_color": "U"?,
  "spell_type": "Enchantment"?, "optional_cost": "{1}"?, "optional": false, "effect": Effect}`:
  "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life." (CR 603.2,
  601.2i); `optional`: "you may <effect>" (603.5), decided like an optional cost.
- `state_trigger`: `{"kind": "state_trigger", "control_no": "Island", "effect": Effect}`: "When
  you control no Islands, <effect>" (CR 603.8: triggers once while the ability waits or is on the
  stack).
- `doesnt_untap`: `{"kind": "doesnt_untap", "affected": "self" | "enchanted" |
  "creatures_with_power_3_or_greater" | "blue_creatures"}`: "~ doesn't untap during your untap
  step", "Enchanted creature doesn't untap ...", "Creatures with power 3 or greater [Blue
  creatures] don't untap during their controllers' untap steps" (CR 502.3).
- `skip_untap_steps`: `{"kind": "skip_untap_steps"}`: "Players skip their untap steps" (CR 614.10).
- `maximum_hand_size`: `{"kind": "maximum_hand_size", "player": "chosen_player" | "you", "size": 4}`:
  "The chosen player's maximum hand size is four." (CR 402.2; the cleanup discard, 514.1).
- `no_maximum_hand_size`: `{"kind": "no_maximum_hand_size"}`: "You have no maximum hand size."
  (CR 402.2; with `maximum_hand_size`, the later permanent's decides, CR 613.11).
- `untap_limit`: `{"kind": "untap_limit", "card_type": "Land" | "Creature", "most": 1,
  "while_untapped": false}`: "Players can't untap more than one land during their untap steps"
  [as long as ~ is untapped] (CR 502.3; Winter Orb, Smoke). Which ones untap: `choices.untap`
  (ids) of the action that reaches the untap step; default: the first ones in battlefield order.
- `choose_opponent`: `{"kind": "choose_opponent"}`: "As ~ enters, choose an opponent" (CR 614.12):
  the `choices.chosen_opponent` of the action that makes it enter (default: the next opponent in
  turn order), kept as the permanent's `chosen_player`.
- `choose_as_enters`: `{"kind": "choose_as_enters", "choose": "color" | "creature_type"}`: "As ~
  enters, choose a color." / "... choose a creature type." (CR 614.12, 607.2a): the action's
  `choices.chosen_color` ("W" ... "G") or `choices.chosen_creature_type` (one of CR 205.3m), kept
  as the permanent's `chosen_color` / `chosen_creature_type`; read by `"add": "chosen_color"`
  (rules/chosen.py). s31-mh: `"choose": "card_name" | "nonland_card_name"`: "As ~ enters, choose a
  [nonland] card name." (CR 614.12, 201.3): the action's `choices.chosen_card_name` (the name of a card
  the engine knows; not a land card's for "nonland"), kept as the permanent's `chosen_name`; default:
  the first in alphabetical order of the names of the permanents its controller's opponents control
  that qualify, else ~'s own name (rules/s31mh_chosen_name.py).
- `chosen_name_cant_activate`: `{"kind": "chosen_name_cant_activate", "except_mana_abilities": true?}`:
  "Activated abilities of sources with the chosen name can't be activated [unless they're mana
  abilities]." (CR 602.5, 605.3): nothing with the name ~ chose as it entered can have an activated
  ability activated (on the battlefield, or a card's in a hand or a graveyard: cycling, ninjutsu), its
  mana abilities included unless `except_mana_abilities` (rules/s31mh_chosen_name.py).
- Event triggers (rules/event_triggers.py and the modules it names), more `trigger` values of
  `triggered` (CR 603.2): "dies" (this creature is put into a graveyard from the battlefield,
  CR 700.4, 603.6c, looking back in time 603.10a), "enchanted_dies" (the creature this Aura
  enchants dies), "creature_dies" (any creature dies), "creature_it_damaged_dies" (a creature this
  dealt damage to this turn dies: the permanent's `damaged_by` remembers it until the cleanup step), "deals_damage" (this deals damage; with
  `damage_to`: "player" | "opponent" only damage to a player / an opponent of its controller),
  "enchanted_deals_damage" (the creature this Aura enchants deals damage; `damage_to`: "you", to
  the Aura's controller), "dealt_damage" (this is dealt damage), "blocks_or_becomes_blocked" and
  "enchanted_blocks_or_becomes_blocked" (this / the enchanted creature blocks or becomes blocked by
  a creature, CR 509.3b, 509.3d; `other_creature`: "non_wall" | "wall" | "green_or_white" | "nonblack" (s31-mh) filters
  that creature), "becomes_blocked" (by a creature: once per blocker, 509.3d; `other_creature` as
  above), "blocks_a_creature" (this blocks a creature: once for each creature it blocks, 509.3b;
  `that_permanent` is that creature), "attacks_and_isnt_blocked" (this attacks and no creature is declared as a blocker for
  it, CR 509.3g), "enchanted_becomes_tapped" (the permanent this Aura enchants becomes tapped),
  "land_becomes_tapped" (a land [of `land_subtype`] [that an opponent controls: `land_controller`
  "opponent"] becomes tapped), "land_enters" (a land enters the battlefield), and
  "land_put_into_graveyard" (a land is put into a graveyard from the battlefield); "land_enters"
  with `land_controller` "you": "Whenever a land you control enters" (landfall, an ability word
  with no rules meaning of its own, CR 207.2c), "opponent": a land an opponent controls.
  "targeted_by_you_first_time_each_turn": "Whenever ~ becomes the target of a spell or ability you
  control for the first time each turn" (valiant, an ability word, CR 207.2c; rules/valiant.py).
  "targeted_by_opponent": "Whenever ~ becomes the target of a spell or ability an opponent
  controls" (Thorn Lieutenant; CR 603.2, 115.1; rules/targeted_triggers.py). Damage dealt at
  once by one source in a combat damage step is one event (one trigger, its amounts added).
  What the trigger event names is kept with the ability on the stack (its `choices.event`) and
  read by its effect: the target spec "that_player" (the damaged player, the dying or tapped
  permanent's controller, the player who tapped a land for mana), "that_permanent" (the creature
  that blocked or was blocked, the tapped permanent), "that_card" (the card a dying permanent
  became in the graveyard, CR 400.7e), and the amounts "that_much" (the damage dealt) and
  "that_creatures_toughness" (the dying creature's toughness as it last existed, 603.10a).
- `chapter`: `{"kind": "chapter", "chapters": [1, 2], "effect": Effect}`: a Saga's chapter ability
  ("I, II — <effect>", CR 714.2). A Saga (subtype "Saga") enters with a lore counter (714.3a) and
  gets another as its controller's precombat main phase begins (714.3b, a turn-based action); the
  chapter ability triggers when its Saga's lore counters (`counters.lore`) go from fewer than one of
  its chapter numbers to at least it (714.2b-c); a Saga with at least as many lore counters as its
  final chapter number, and no chapter ability of its own triggered or on the stack, is sacrificed
  (714.4, a state-based action). rules/sagas.py.
- `enters_as_copy`: `{"kind": "enters_as_copy", "of": "creature" | "creature_you_control"}`: "You may
  have ~ enter as a copy of any creature on the battlefield." (Clone; Mirror Image: "of a creature
  you control"): as it enters, the creature named by the entering action's `choices.chosen` (one
  id) gives it its copiable values (CR 707.2, 707.9, 614.1c); the permanent's `card` becomes
  that creature's current face (its own copiable values, copy effects included, 707.3) and its
  `printed_card` keeps its own card, which is what leaves the battlefield. Nothing chosen: no copy.
- `exile_for_back_face` (Werewhat): as it enters, its controller may exile a card of
  `card_type` from one of `from_zones`; that card becomes its back face with
  `back_face_keywords`; if it came from the hand and `draw_if_from_hand`, draw a card.
- `equip`: `{"kind": "equip", "cost": "{2}"}`: "Equip {2}" (CR 702.6a): an activated ability,
  "{2}: Attach this permanent to target creature you control. Activate only as a sorcery." (its
  `effect` is `attach` to "creature:you_control", its `activate_only` "sorcery", fixed). Activated
  with `activate` (its index among the abilities). rules/equip.py. An `activated` ability's
  `activate_only` may also be "sorcery": "Activate only as a sorcery." (CR 602.5d).
- `cant_be_countered`: `{"kind": "cant_be_countered"}`: "This spell can't be countered." (CR
  101.2, 701.6a): a `counter` effect or ward leaves the spell on the stack (the spell or ability
  that tried still resolves). rules/cant_be_countered.py.
- `additional_cost`: `{"kind": "additional_cost", "cost": "sacrifice" | "discard" | "pay_life",
  "card_type": "creature" | "artifact" | "enchantment" | "land" | "permanent", "amount": 1}`: "As
  an additional cost to cast this spell, sacrifice a creature / discard a card / pay 3 life." (CR
  601.2b, 601.2h, 118.8): paid as the spell is cast; the `cast` action's `choices.sacrifice`
  names the permanents sacrificed (default: the first ones of that type its caster controls, in
  battlefield order) and `choices.discard` the cards discarded (default: the last ones of the
  hand); a spell whose additional cost can't be paid can't be cast. rules/additional_costs.py.
- `cant_be_blocked_by_more_than`: `{"kind": "cant_be_blocked_by_more_than", "most": 1}`: "~ can't
  be blocked by more than one creature." (CR 509.1b-c): a blocking declaration with more blockers
  for it is refused. rules/blocked_by_at_most.py.
- `kicker`: `{"kind": "kicker", "cost": "{2}{R}"}`: "Kicker {2}{R}" (CR 702.33a): the `cast` action's
  `kicked: true` pays that much more mana as the spell is cast; a `spell` ability with
  `"condition": "kicked"` ("If this spell was kicked, <effect>.") happens only then (702.33d; its
  targets are chosen only then). The spell on the stack says `choices.kicked`. rules/kicker.py.
- `flashback`: `{"kind": "flashback", "cost": "{3}{U}"}`: "Flashback {3}{U}" (CR 702.34a): the
  `cast` action may name the card in its caster's graveyard: it is cast from there for that cost
  instead of its mana cost (an alternative cost, 118.9; kicker may be added), and exiled as it
  leaves the stack (resolved, countered, or with no legal target). The spell on the stack says
  `choices.flashback`. rules/flashback.py.
- `cycling`: `{"kind": "cycling", "cost": "{2}"}`: "Cycling {2}" (CR 702.29a): "{2}, Discard this
  card: Draw a card.", activated from its owner's hand with the `cycle` action (`{"type": "cycle",
  "card": "<id>"}`), any time they have priority; the card is discarded as part of the cost and the
  ability, on the stack, draws a card as it resolves. rules/cycling.py. s34-fin: a cost with {X}
  (`"{X}{G}{G}"`): the `cycle` action's `x` is announced and paid (CR 107.3, 602.2b), and is the X of
  the card's own "When you cycle ~" abilities (`self_cycled`, 702.29c).
- `ninjutsu`: `{"kind": "ninjutsu", "cost": "{1}{B}"}`: "Ninjutsu {1}{B}" (CR 702.49a): activated
  from its owner's hand with the `ninjutsu` action once blockers are declared, returning an
  unblocked attacker the player controls to its owner's hand as part of the cost; as it resolves,
  the card enters tapped and attacking what that creature attacked, unblocked (702.49c), never
  declared as an attacker. rules/ninjutsu.py.
- `crew`: `{"kind": "crew", "power": 3}`: "Crew 3" (CR 702.122a): an activated ability whose cost
  is tapping any number of other untapped creatures its controller controls with total power 3 or
  more (named with the `activate` action's `crew`; default: the first ones in battlefield order
  that add up); as it resolves, the Vehicle becomes an artifact creature until end of turn
  (`becomes_artifact_creature`). Any time its controller has priority. rules/crew.py.
- `offspring`: `{"kind": "offspring", "cost": "{2}"}`: "Offspring {2}" (CR 702.175a): the `cast`
  action's `offspring: true` pays that much more mana; when the permanent enters, if it was paid,
  its controller creates a token that's a copy of it (its copiable values, CR 707.2), except it's
  1/1. rules/offspring.py.
- `gift`: `{"kind": "gift", "gift": "card" | "food" | "tapped_fish" | "treasure"}`: "Gift a card"
  (CR 702.174): the `cast` action's `gift` names the opponent promised the gift; an instant or
  sorcery gives it as it resolves, before its other effects (they draw a card; create a Food, a
  tapped 1/1 blue Fish creature, a Treasure token); a permanent, with a trigger when it enters. A
  `spell` ability's `condition` "gift_promised" / "gift_not_promised" ("If the gift was [wasn't]
  promised, <effect>.") happens only then. rules/gift.py.
- `self_cost_reduction`: `{"kind": "self_cost_reduction", "generic": 1, "if_you_control": "permanent:Otter"}`
  ("This spell costs {1} less to cast if you control an Otter."), or with `for_each_you_control`
  ("... for each Lizard you control.") or `for_each_graveyard_card_of_types` (["Instant", "Sorcery"]:
  "... for each instant and sorcery card in your graveyard"): the spell's own reduction of its
  generic mana as it is cast or costed (CR 601.2f, 118.7a). rules/self_cost_reduction.py.
- `spells_cost_less`: `{"kind": "spells_cost_less", "card_types": ["Instant", "Sorcery"], "generic": 1}`:
  "Instant and sorcery spells you cast cost {1} less to cast." (CR 601.2f). rules/self_cost_reduction.py.
- `self_cant_block`: `{"kind": "self_cant_block"}`: "This creature can't block." (CR 509.1b).
  rules/self_cant_block.py.
- Also (docs/oracle-statics.md): `cant_be_blocked_by` `power_at_most` ("by creatures with power 2 or
  less"); `static_pump` `as_long_as_graveyard_at_least` (threshold, CR 611.3a), `as_long_as_you_control_token`
  and `affected: "creatures_opponents_control"`; `unblockable` `as_long_as_graveyard_at_least`;
  `enters_tapped` `if_not_your_turn`; `self_cost_reduction` `and_in_exile`; other costs
  `{"kind": "sacrifice_permanent", "spec": "creature:other", "token": false}` ("Sacrifice another
  creature", CR 701.21a; `choices.sacrifice` of the `activate` action, default the first such
  permanent) and `{"kind": "tap_permanents", "spec": "permanent", "token":
  true, "count": 2}` ("Tap two untapped tokens you control", CR 602.2b; `choices.tap`, default the first
  such untapped permanents). rules/sacrifice_costs.py, rules/tap_costs.py.

Effects (`effect`, discriminated by `kind`). Every amount may be a number or "X": the X paid for
the spell or ability (a triggered ability: the X its source entered with, CR 107.3m), or
"its_power", "its_toughness", "its_mana_value": what the object of the previous targeted effect
of the same spell or ability had, as it last existed (CR 608.2h: Swords to Plowshares' "Its
controller gains life equal to its power."), or "number_put_into_graveyard": how many of the
previous targeted effect's objects were put into a graveyard by it (Volcanic Eruption's "equal
to the number of Mountains put into a graveyard this way"), or "its_damage_dealt_capped": the
damage the previous targeted effect dealt to its target, but no more than that player's life total
or that planeswalker's loyalty before the damage, or that creature's toughness (Drain Life), or
"damage_dealt_to_you_this_turn": the damage dealt to the controller this turn, combat and
noncombat (the player's `damage_dealt_this_turn`: Simulacrum).
Every targeted effect on permanents, and `damage`, may say `target_count`: 2, "X" or "any_number"
("Tap X target creatures.", "Exile two target nonartifact creatures."): it takes that many of
`choices.targets`, in order (CR 601.2c), never the same one twice (115.3). An effect on permanents
may also say `"up_to": true` with a number ("Up to two target creatures can't be blocked this
turn."): it takes any number of targets from 0 to `target_count` (601.2c); with none chosen it
resolves with no targets (608.2b doesn't apply).
- `damage`: `{"kind": "damage", "amount": 3, "target": T}` (default "any"): the spell, or the
  ability's source, deals that much damage (CR 120). With several targets, `divided`:
  "as_you_choose" (Pyrotechnics: the `cast` action's `choices.division`, one amount of at least 1
  per target in the order of the targets, adding up to the amount, CR 601.2d) or "evenly"
  (Fireball: the amount divided by the number of targets chosen, rounded down; a target that
  became illegal is not dealt its share, CR 608.2b).
- `destroy`, `exile`, `return_to_hand`, `tap`, `untap`: `{"kind": ..., "target": T}` (default
  "creature"): destroy (CR 701.8; indestructible ones are not, 702.12b), exile (406.2), return
  to its owner's hand (400.3), tap / untap (701.26).
- `destroy` may say `"cant_be_regenerated": true` ("They can't be regenerated.", "It can't be
  regenerated.", CR 701.19c).
- `cant_attack_or_block`: `{"kind": "cant_attack_or_block", "affected": "enchanted_creature" | "self"}`:
  "Enchanted creature can't attack or block." (CR 508.1c, 509.1b); rules/cant_attack_or_block.py.
- `unblockable`: `{"kind": "unblockable"}`: "~ can't be blocked." (a static ability, CR 509.1b);
  rules/cant_be_blocked.py.
- `return_to_battlefield`: `{"kind": "return_to_battlefield", "target": "card_in_your_graveyard:creature",
  "tapped": false}`: "Return target creature card from your graveyard to the battlefield [tapped]."
  (CR 400.7, 110.2a); rules/return_to_battlefield.py.
- `exile_return_transformed`: `{"kind": "exile_return_transformed"}`: "Exile this Saga, then return
  it to the battlefield transformed under your control." (the third chapter of Kamigawa: Neon
  Dynasty's Sagas): the source is exiled, then returns with its back face up (CR 712.14), a new
  object (400.7) under the ability's controller; a card that isn't a transforming double-faced card
  stays in exile (712.14a). rules/transform_return.py.
- `attached_cant_be_blocked`: `{"kind": "attached_cant_be_blocked"}`: "Enchanted creature ... can't be
  blocked." / "Equipped creature can't be blocked." (an Aura's or Equipment's static ability, CR
  509.1b, 303.4); rules/attached_cant_be_blocked.py.
- `attacks_as_though_no_defender`: `{"kind": "attacks_as_though_no_defender", "condition":
  "enchanted_or_equipped"?}`: "As long as ~ is enchanted or equipped, it can attack as though it
  didn't have defender." (CR 702.3b); rules/attacks_despite_defender.py. s31-stda: `as_long_as_this_turn`
  (a `this_turn` condition: "As long as you've cast an instant or sorcery spell this turn, ...", CR 611.3a).
- `put_on_library`: `{"kind": "put_on_library", "target": T, "position": "top" | "bottom"}`: "Put target
  nonland permanent on top of its owner's library." (CR 400.3, 401.4); rules/put_on_library.py.
- `exile_graveyard`: `{"kind": "exile_graveyard", "target": "player" | "opponent"}`: "Exile target
  player's graveyard." (CR 406.2); rules/exile_graveyard.py.
- `other_costs` may also hold `{"kind": "sacrifice_permanents", "spec": "creature:other", "amount": 1}`
  ("Sacrifice another creature", CR 701.21a; the action's `choices.sacrifice`) and `{"kind":
  "exile_from_graveyard", "spec": "card_in_your_graveyard:creature", "amount": 1, "other": false}`
  ("Exile a creature card from your graveyard", CR 406.2; `choices.exile_from_graveyard`);
  rules/sacrifice_exile_costs.py. A `triggered` ability's trigger may be "enchanted_blocks" ("When enchanted
  creature blocks, destroy it.": once per block declaration, `that_permanent` the blocker, CR 509.3a;
  rules/enchanted_block_triggers.py) or "opponent_discards"
  ("Whenever an opponent discards a card", once per card, CR 603.2c; rules/discard_triggers.py) or, s18-m20,
  "you_discards" ("Whenever you discard a card", once per card its controller discards, CR 603.2c, 701.9a),
  and `lose_life`'s `player` "that_player" (the player its event named). A `step_trigger` may say
  `if_gained_life_at_least` ("if you gained 5 or more life this turn", CR 603.4;
  rules/life_gained_at_least.py).
- `cant_block_this_turn`: `{"kind": "cant_block_this_turn", "target": T}`: "Target creature can't
  block this turn.", "Creatures without flying can't block this turn." (an untargeted `all:` spec:
  the creatures it names as it resolves, CR 611.2c); rules/cant_block_this_turn.py.
- `cant_be_regenerated`: `{"kind": "cant_be_regenerated", "target": T, "exiled_if_it_would_die":
  false}`: "Target creature can't be regenerated this turn." (Hurr Jackal, CR 701.19c: its
  regeneration shields do nothing); with `exiled_if_it_would_die`, "if it would die this turn,
  exile it instead" (Disintegrate, with target "it:creature": CR 614.1a). Both end in the cleanup
  step (514.2).
- `return_to_hand` may target a card in a graveyard ("card_in_your_graveyard:creature": Raise Dead,
  CR 115.2): the card goes to its owner's hand (400.3).
- `regenerate`: `{"kind": "regenerate", "target": "self" | T}` (default "self"): the permanent
  gets a regeneration shield: the next time it would be destroyed this turn, instead all damage
  is removed from it, it is tapped and removed from combat (CR 701.19a; rules/regenerate.py).
- `gain_life`: `{"kind": "gain_life", "amount": n, "player": "you" | "target_player" |
  "its_controller"}` (CR 119.3; "its_controller": the controller of the previous targeted effect's
  object as it last existed, CR 608.2h).
- `lose_life`: `{"kind": "lose_life", "amount": n, "player": "you" | "target_player" |
  "target_opponent" | "each_opponent" | "its_controller"}` (default "target_player"; CR 119.3;
  "its_controller" as for `gain_life`, s15-targets).
- `counter_ability`: `{"kind": "counter_ability", "target": "activated_or_triggered_ability" |
  "activated_ability" | "triggered_ability" | "activated_or_triggered_ability_or_legendary_spell"}`:
  "Counter target activated or triggered ability." — the target ability on the stack is removed from
  it without resolving (CR 701.6a); a legendary spell target is countered (701.6a). s15-targets;
  rules/counter_abilities.py.
- `counter`: `{"kind": "counter", "target": "spell" | "creature_spell" | "noncreature_spell" |
  "white_spell" | "blue_spell" | "black_spell" | "red_spell" | "green_spell"}` or a spell spec of
  the filter grammar ("spell:mana_value=X": Spell Blast): the target spell
  (a stack object id; of that color for the colored ones, "Counter target red spell.") goes to
  its owner's graveyard without resolving (701.6a).
- `prevent_damage`: `{"kind": "prevent_damage", "amount": n | "X" | "all" | "next_time", "target":
  T | null, "combat_only": false, "source": "any" | "your_choice", "source_quality": null |
  "white" | "blue" | "black" | "red" | "green" | "artifacts" | "creatures_your_opponents_control", "gain_life":
  false}`: a prevention
  effect (CR 615.1) that lasts until used up or the turn ends (615.3; cleanup, 514.2), kept in the
  state's `prevention_shields`. `amount` n: "Prevent the next n damage that would be dealt to
  <target> this turn" (a shield, 615.7; Samite Healer, Conservator: `"target": "you"`); "all":
  all such damage this turn ("Prevent all combat damage that would be dealt this turn.", Fog:
  `"target": null` protects everything, `"combat_only": true`); "next_time": all of the damage
  dealt the next time such damage would be dealt. `"source": "your_choice"`: only damage from the
  source chosen as it resolves (CR 609.7a: a permanent or a spell on the stack, given with the
  resolving action's `choices.damage_source`, by default the first such source in battlefield then
  stack order; a permanent spell's damage and its permanent's),
  with `source_quality` the source must have when chosen and again when it would deal damage
  (609.7b); Circle of Protection: Red is `{"amount": "next_time", "target": "you", "source":
  "your_choice", "source_quality": "red"}`. `gain_life`: its controller gains life equal to the
  damage it prevented (615.5, Reverse Damage). See rules/prevention.py. s30-stdbb: `source_quality`
  "creatures_your_opponents_control" ("Prevent all damage that would be dealt this turn by creatures your opponents
  control.", with `"target": null`): the source must be, as the damage would be dealt, a creature an opponent of the
  effect's controller controls (rules/s30stdbb_prevention.py, CR 615.1, 102.2).
- `replace_damage`: `{"kind": "replace_damage", "target": T, "instead": "to_you" |
  "also_to_its_controller"}`: the next time a source of your choice (chosen as it resolves, as for
  `prevent_damage`: `choices.damage_source`, 609.7a) would deal damage to <target> this turn,
  "to_you": that source deals that damage to the effect's controller instead (a redirection, CR
  614.9; Jade Monolith: `"target": "creature"`); "also_to_its_controller": it is dealt, and the
  spell deals that much damage to the source's controller too (614.1a; Eye for an Eye: `"target":
  "you"`). Kept in `prevention_shields` with its `instead` until used or the turn ends. See
  rules/damage_redirection.py.
- `modal`: `{"kind": "modal", "modes": [Effect, Effect, ...]}`: "Choose one —" followed by its
  modes, one effect each (CR 700.2). The mode is chosen with the `choices.modes` of the action
  that casts the spell or activates the ability (`[1]`: the second mode; 700.2a, 601.2b), or, for a
  triggered ability, of the action that made it trigger (700.2b; else the resolving action's);
  only the chosen mode's target is chosen (700.2c) and only it happens. A spell or ability may
  hold one modal effect per `spell` ability, each taking the next entry of `choices.modes`. See
  rules/modes.py. Pawprint modes (CR 700.2h, the Seasons): `"pawprints": [1, 2, 3]` (each mode's
  {P}) and `"pawprint_limit": 5` ("Choose up to five {P} worth of modes. You may choose the same
  mode more than once."): then `choices.modes` lists every mode chosen, repeats allowed, at most
  the limit in {P}; they happen in printed order. It must be the only modal effect of its spell.
- `class_level_up`: `{"kind": "class_level_up", "level": 2}`: the effect of a Class's level bar as an
  activated ability (CR 716.2a): the Class's level becomes 2. See rules/class_levels.py.
- `put_counters`: `{"kind": "put_counters", "counter": "+1/+1" | "-1/-1" | "-0/-2" | "doom" | "charge", "amount": n,
  "target": T}` (CR 122.1; a -0/-2 counter gives -0/-2, layer 7c, 613.4c; doom: Armageddon Clock; charge: the Mana Batteries).
- `mill`: `{"kind": "mill", "amount": 2, "player": "target_player" | "you" | "target_opponent" |
  "each_opponent"}`: the top cards of the library go to the graveyard (CR 701.17a; fewer if there
  are fewer, 701.17b).
- `scry`, `surveil`, `look_at_top`, `search_library`, `shuffle`, `reveal_top`: library decisions
  (rules/library.py, docs/library-decisions.md), each answered as it resolves in
  the resolving action's `choices` (or the stack object's), else by its documented default:
  `{"kind": "scry", "amount": 2}` (CR 701.22a; `choices.scry`), `{"kind": "surveil", "amount": 1}`
  (701.25a; `choices.surveil`), `{"kind": "look_at_top", "amount": 4, "take": 1, "quality":
  ["creature:power<=2"], "optional": true, "reveal": true, "to": "hand" | "battlefield" |
  "battlefield_tapped", "rest": "bottom_any_order" | "bottom_random" | "top" | "graveyard"}`
  (`choices.chosen`, and `choices.bottom` for the order of the rest), `{"kind": "search_library",
  "quality": ["land:basic"], "count": 1, "to": "hand" | "battlefield" | "battlefield_tapped" |
  "top", "reveal": false, "optional": false, "shuffle": true}` (701.23, 701.24; `choices.search`),
  `{"kind": "shuffle", "player": "you" | "target_player"}` (701.24a), `{"kind": "reveal_top", "amount":
  1, "quality": ["land"], "to": "hand", "otherwise": "top" | "bottom" | "graveyard" | "hand"}` (701.20a:
  no decision; the cards with the quality go `to`, the others `otherwise`). A card quality (`CardQuality`,
  any of the list) is a card type (types joined with "_or_") or "card", then qualifiers of the
  target grammar plus "basic" / "legendary" / "snow": "land:basic", "card:white",
  "creature_or_land", "card:noncreature:nonland"; or "named:<Name>" ("named:~": this card's name).
- `discard`: `{"kind": "discard", "amount": 1, "player": "target_player" | "target_opponent" |
  "you"}`: the player discards cards of their choice (CR 701.9a-b), named with the `resolve`
  action's `choices.discard` (else the last cards of the hand, as in the cleanup step);
  `"random": true` (CR 701.9b) with `"card_type": "Creature"` and `"reveal_hand": true`: "Target
  opponent reveals their hand and discards a creature card at random." (the request gives the
  random pick in `choices.discard`, else the last such cards stand for it).
  s15-spells: `"player": "each_opponent" | "each_player"`: each of them discards, in turn order,
  the cards of their own hand that `choices.discard` names (CR 701.9b, 101.4).
- s15-spells: `unless_player_discards`: `{"kind": "unless_player_discards", "player": "each_opponent",
  "quality": "card:nonland", "instead": "discard" | "sacrifice", "amount": 2, "what": "creature"}`:
  "each opponent discards two cards unless they discard a nonland card" / "sacrifices a creature
  unless they discard a card" (CR 608.2d; the avoiding card: `choices.chosen`).
- s15-spells: `double_power`: `{"kind": "double_power", "target": "creature"}`: "Double the power of
  target creature until end of turn." (+X/+0, X its power as it resolves; CR 701.10b, 701.10c).
- s15-spells: `untap_up_to`: `{"kind": "untap_up_to", "amount": 4, "what": "land", "you_control":
  false}`: "Untap up to four lands." (chosen as it resolves with `choices.chosen`; CR 701.26b).
- `look_at_hand`: `{"kind": "look_at_hand", "player": "target_player"}`: the ability's
  controller looks at the target player's hand (the `hand_looked_at` event lists it).
- `sacrifice_if_activated`: `{"kind": "sacrifice_if_activated", "times": 4}`: see `then` above.
- `pump_choose_keyword`: `{"kind": "pump_choose_keyword", "power": -1, "toughness": -1,
  "keyword_options": ["banding", "flying", "first_strike", "trample"], "target": "self"}`: "gets
  -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn."
  (layers 6 and 7c); the keyword is the `resolve` action's `choices.keyword` (CR 608.2d; else the
  first option).
- `flip_coin`: `{"kind": "flip_coin", "won": Effect, "lost": Effect}` (neither targets): "Flip a
  coin. If you win the flip, ... If you lose the flip, ..." (CR 705.1). The engine is
  deterministic: the request gives the flip's outcome, the `resolve` action's `choices.coin_flip`
  ("won" or "lost"; else "lost").
- `draw_reveal`: `{"kind": "draw_reveal", "discard_unless": "land"}`: "Draw a card and reveal it. If
  it isn't a land card, discard it." (CR 121.1, 701.20a, 701.9a).
- `lose_keywords`: `{"kind": "lose_keywords", "keywords": ["flying"], "target": T}`: "Target creature
  loses flying until end of turn." (layer 6, CR 613.1f).
- `cant_be_blocked`: `{"kind": "cant_be_blocked", "target": T}`: "... can't be blocked this turn."
  (CR 509.1b).
- `cant_be_blocked_by_this_turn`: `{"kind": "cant_be_blocked_by_this_turn", "target": T,
  "power_at_most": 2}` (or `"power_at_least": 3`): "... can't be blocked by creatures with power 2
  or less this turn." (CR 509.1b; blockers' power as blockers are declared).
- `extra_turn`: `{"kind": "extra_turn"}`: "Take an extra turn after this one." (CR 500.7: the
  controller takes it directly after this turn; the most recently added is taken first; the state's
  `extra_turns` lists those waiting, the last taken first, `extra_turns_after` the player whose
  turn they follow, and `turn_began`, once there has been one, when each player's most recent turn
  began, for summoning sickness, CR 302.6).
- `exile_top_may_play`: `{"kind": "exile_top_may_play", "amount": 1, "until": "end_of_turn"}` (or
  `"end_of_your_next_turn"`): "Exile the top card of your library. Until end of turn, you may play
  that card." (impulse draw, CR 601.2a, 305.9; the state's `play_from_exile` records each card
  that may be played, by whom, until when; rules/impulse.py). s19-impulse: "Until end of turn, you may play cards
  exiled this way." is the same effect; `"without_paying_mana_cost": true` ("You may play them this turn without
  paying their mana costs.", Golos): each card may be cast for the alternative cost of nothing (CR 118.9);
  `"cast_only": true` ("If it's a nonland card, you may cast that card this turn."): a nonland card may be cast, a
  land card gets no permission (CR 305.1); `"choose_one": true` ("Choose one of them. Until end of turn, you may play
  that card."): only the card chosen as it resolves (`choices.chosen`, CR 608.2d).
- `reveal_until`: `{"kind": "reveal_until", "quality": ["land"], "to": "battlefield_tapped"}`: "Reveal
  cards from the top of your library until you reveal a land card. Put that card onto the
  battlefield tapped and the rest on the bottom of your library in a random order." (CR 701.20a;
  the random order from the request's seed; rules/reveal_until.py, s13-batch).
- `return_all_to_battlefield`: `{"kind": "return_all_to_battlefield", "quality": ["land"], "tapped":
  true}`: "Return all land cards from your graveyard to the battlefield tapped." (untargeted, all at
  once, CR 400.7; rules/return_all.py, s13-batch); s35-cmd: `"to": "hand"` ("Return all instant and sorcery cards
  from your graveyard to your hand.": into its owner's hand instead).
- `cant_be_regenerated`: `{"kind": "cant_be_regenerated", "target": T}`: "Target creature can't be
  regenerated this turn." (CR 701.19c: its regeneration shields do nothing this turn).
- `set_base_power_toughness`: `{"kind": "set_base_power_toughness", "power": 0, "toughness": 2,
  "target": T}`: "... has base power and toughness 0/2 until end of turn." (layer 7b, CR 613.4b).
- `becomes_creature`: `{"kind": "becomes_creature", "power": 2, "toughness": 2, "types":
  ["Artifact", "Creature"], "subtypes": ["Assembly-Worker"], "target": "self"}`: "This land becomes
  a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land." (layer 4, CR
  613.1d, 205.1b; layer 7b, 613.4b). `power`/`toughness` may be "mana_value" (its mana value as
  the effect resolves: "with power and toughness each equal to its mana value") or "x" (s31-core: the X paid
  as the ability was activated, "{X}: ~ becomes an X/X Construct artifact creature until end of turn."); `duration`
  "until_next_upkeep": "Until your next upkeep, ..." (it ends as the ability's controller's next
  upkeep begins; Xenic Poltergeist).
- A `pump`'s `duration` may be "while_source_tapped": "for as long as this artifact remains
  tapped" (CR 611.2b: it ends when the source untaps or leaves the battlefield).
- `add_mana`: `{"kind": "add_mana", "mana": "{B}{B}{B}", "times": 1}`: the controller adds that
  mana `times` times (Dark Ritual; Energy Tap: `"mana": "{C}", "times": "its_mana_value"`). A
  spell that adds mana is not a mana ability: it is cast and resolves (CR 605.5b, 106.4).
- `lose_unspent_mana`: `{"kind": "lose_unspent_mana", "player": "that_player" | "you"}`: that
  player's mana pool empties ("that_player": the player the previous targeted effect targeted,
  Mana Short).
- `tap_or_untap`: `{"kind": "tap_or_untap", "target": T}` ("You may tap or untap target
  artifact, creature, or land."): the `resolve` action's `choices.tap_or_untap` says "tap",
  "untap" or "neither" (CR 608.2d, 701.26).
- `pump`: `{"kind": "pump", "power": n, "toughness": n, "target": T}` (default "creature"):
  +power/+toughness until end of turn (layer 7c, ends in the cleanup step, 514.2);
  `"keywords": ["flying"]`: it also gains those keywords until end of turn (layer 6, 613.1f:
  "Target creature gains flying until end of turn."; rules/gained_keywords.py);
  `"source_power"` means the source's power as the effect resolves (or as it last existed on
  the battlefield, CR 608.2h).
  `"duration": "end_of_combat"`: until end of combat ("it gets +2/+0 until end of combat"): it
  ends as the end of combat step ends (CR 511.3; rules/block_triggers.py).
  the battlefield, CR 608.2h). `"toughness_not_below": 1`: the toughness change is only as much
  as leaves the creature's toughness, as the effect resolves, at least 1 (Blood Lust: "+4/-4 if
  its toughness is 5 or greater, otherwise +4/-X where X is its toughness minus 1").
- `draw`: the controller draws `amount` cards.
- `create_token`: create `token` (a definition), optionally `tapped` and `attacking`, with
  `sacrifice_at: "next_end_step"` (or "your_next_end_step", its controller's next end step, CR
  603.7a; s32-r2mkm). `token` may instead name a predefined token (CR 111.10):
  "Treasure", "Food", "Clue", "Blood", "Gold" (a colorless artifact named "<name> Token" with its
  defined ability; "Map" and "Powerstone" are refused: not modelled). `count`: how many (default
  1; a number up to 100, or an amount such as "X"): "Create two Treasure tokens."
- `create_token_copy`: `{"kind": "create_token_copy", "target": T, "count": 1}`: "Create a token
  that's a copy of target creature you control." (CR 707.2, 111.1): tokens with the copiable values
  of the target (its current face as copy effects left it, not its counters or other effects).
- `band_pump`: each creature in the band gets +1/+1 per creature in it, until end of turn.
- `pay_to_untap`: `{"kind": "pay_to_untap", "cost": "{4}", "color": "U"}`: "that player may choose
  any number of tapped blue creatures they control and pay {4} for each creature chosen this way.
  If the player does, untap those creatures." (the player whose step it is; `choices.untap` of the
  action that resolves it names them; none: nothing is paid; CR 608.2d, 701.26b).
- `sacrifice`: `{"kind": "sacrifice", "target": "self" | "enchanted_creature" |
  "another_creature_you_control"}`: its controller moves it to its owner's graveyard (CR 701.21a;
  not destruction: regeneration and indestructible don't apply); nothing happens if it has left
  the battlefield. "another_creature_you_control" ("sacrifice a creature other than ~"): the one
  in `choices.sacrifice` of the action that resolves it, else the first in battlefield order.
- `poison`: `{"kind": "poison", "amount": 1, "player": "that_player"}`: the player gets that many
  poison counters (CR 122.1f); ten or more and they lose the game (704.5c; rules/poison.py).
- `discard_at_random`: `{"kind": "discard_at_random", "amount": 1, "player": "that_player" |
  "target_player"}`: the player discards that many cards at random (CR 701.9b). The engine has no
  randomness: the `resolve` action's `choices.discard` names the cards the random draw picked, else
  the first cards of the hand (lowest index) are discarded, and the event says which
  (rules/random_discard.py).
- `cant_attack_next_turn`: `{"kind": "cant_attack_next_turn", "target": "that_permanent"}`: that
  creature can't attack during its controller's next turn (Wall of Dust; the permanent's
  `cant_attack_on_turn` holds that turn's number; CR 508.1c; rules/cant_attack_next_turn.py).
- `destroy_at_end_of_combat`: `{"kind": "destroy_at_end_of_combat", "target": "that_permanent"}`:
  creates a delayed triggered ability (CR 603.7) that destroys that permanent as the end of combat
  step begins (511.2): "destroy that creature at end of combat" (rules/block_triggers.py).
- `become_color`: `{"kind": "become_color", "colors": ["W"], "target": "spell_or_permanent"}`: "Target
  spell or permanent becomes white." (the -lace spells): its color is that color from now on, in
  place of its other colors (layer 5, CR 613.1e, 105.3), for as long as it stays in its zone (CR
  611.2a); a permanent spell keeps it on the battlefield (400.7a). Stored on the object as
  `color_effects` (the latest applies, CR 613.7). rules/color_change.py.
- `loyalty` (an ability): `{"kind": "loyalty", "cost": "+1" | "-3" | "0" | "-X", "effect": Effect,
  "then_effects": [Effect]?}`: a planeswalker's loyalty ability (CR 606). Activated with `activate`
  (ability index), once per permanent per turn, only in its controller's main phase with an
  empty stack (606.3); its cost puts on or removes that many loyalty counters (606.4), "-X" the
  `x` of the action; it can't remove more than the permanent has (606.6, 118.3). The
  definition's `loyalty` is the printed loyalty: the planeswalker enters with that many loyalty
  counters (306.5b). See rules/loyalty.py and docs/planeswalkers.md.
- `becomes_artifact_creature`: `{"kind": "becomes_artifact_creature", "target": "self"}`: "This
  Vehicle becomes an artifact creature until end of turn." (layer 4; it keeps its printed power and
  toughness). rules/crew.py.
- `attach`: `{"kind": "attach", "target": "creature:you_control"}`: the ability's source becomes
  attached to the target (CR 701.3a); nothing happens if it already is, or can't be (701.3b).
  rules/equip.py.

Target specs T (a string). Targeted (one id from `choices.targets` each): "any" (a creature,
player, planeswalker or battle), "creature", "player", "opponent", "permanent",
"nonland_permanent", "artifact", "enchantment", "land", "artifact_or_enchantment",
"creature_or_planeswalker", "player_or_planeswalker", "attacking_creature", "blocking_creature",
"attacking_or_blocking_creature", "nonblack_creature", "nonartifact_creature",
"opponent_or_planeswalker" (an opponent of the controller, or a planeswalker; s15-targets), "any_other_target" (s28-fdna:
what "any" names, not chosen as a target of an earlier effect of the same spell or ability: "and 3 damage to each of up
to two other targets", CR 115.3; rules/other_targets.py) (and any spec of the
filter grammar below, e.g. "creature:power<=2", "creature:other", "creature:you_control",
"creature:Assembly-Worker", "artifact:noncreature"), "spell_or_permanent" (a spell on the stack
or a permanent; `become_color` only). Not targeted:
"self" (the ability's source), "each_creature", "each_creature_you_control", "each_opponent",
"each_player", "you", "enchanted_creature" (the permanent the ability's source, an Aura, is
attached to: "{W}: Enchanted creature gets +1/+1 until end of turn."), "each_artifact",
"each_enchantment", "each_land" and "each_plains", "each_island", "each_swamp", "each_mountain",
"each_forest" (every permanent of that type or basic land type: "Destroy all lands.", "Destroy all
Islands."), "each_attacking_creature", "each_blocking_creature"; for damage also "each_creature_and_each_player",
"each_creature_with_flying_and_each_player" and "each_creature_without_flying_and_each_player"
(Sandstorm, Inferno, Hurricane, Earthquake); for triggered abilities "that_player", "that_permanent"
and "that_card" (what the trigger event names, see the event triggers above; for a `step_trigger`,
"that_player" is the player whose step it is: "deals 1 damage to that player"). Effects on
permanents (all but `damage`) refuse specs that can name a
player. Hexproof, shroud and protection decide further which targets are legal (rules/targeting.py).

Any other target spec is written in the filter grammar of app/engine/target_grammar.py: a base
("permanent", a card type or types joined by "_or_" such as "creature_or_land", "spell",
"card_in_your_graveyard", "card_in_a_graveyard") and ":"-separated qualifiers that must all hold:
a type or non<type> ("nonartifact"), a color or non<color> ("black", "nonblack"), a subtype or
non-<subtype> ("Wall", "non-Wall"), "tapped" / "untapped" / "attacking" / "blocking" /
"attacking_or_blocking" / "enchanted" / "not_enchanted", "with_<keyword>" / "without_<keyword>" ("with_flying"), a comparison of
power, toughness or mana_value with a number or X ("power<=2", "mana_value=X"), "you_control" /
"opponent_controls", "other" (not the source), "creature_qualities" (on types joined by "_or_" ending in "creature":
its keyword, power and toughness qualifiers are the creature's alone, CR 115.1:
"artifact_or_enchantment_or_creature:with_flying:creature_qualities" is Broken Wings' "target artifact, enchantment,
or creature with flying"). Examples: "creature:tapped" (Royal Assassin),
"permanent:black" (Northern Paladin), "permanent:Wall" (Ali Baba, Tunnel),
"creature:with_flying" (Grapeshot Catapult), "creature:nonartifact:nonblack" (Terror),
"artifact_or_creature_or_land" (Twiddle), "artifact:mana_value=X" (Detonate),
"creature:untapped:you_control" (Energy Tap). Not targeted: "all:<qualifiers>" (every such
permanent), and with "target_player_controls" / "target_player_owns" its target is a player:
"all:artifact:target_player_owns" (Hurkyl's Recall), "all:land:target_player_controls" (Mana
Short); "all:<qualifiers>:that_player_controls" (untargeted: the permanents of the player the
previous targeted effect targeted, CR 608.2c: Radiating Lightning's "each creature that player
controls"); "it" (what the previous targeted effect affected, e.g. "it:with_flying": Winter Blast's
"each of those creatures with flying") and "its_controller" (that object's controller as it last
existed, CR 608.2h: Detonate's "that artifact's controller").

Added for Bloomburrow's Classes (docs/oracle-classes.md):
- `flicker`: `{"kind": "flicker", "target": T}`: "Exile <permanent>, then return it to the
  battlefield under its owner's control." (CR 400.7; a token doesn't return, 704.5d); "that_permanent"
  for the creature of a "creature_deals_combat_damage" trigger; rules/flicker.py.
- `triggered` abilities: the triggers "you_attack" ("Whenever you attack", CR 508.3d),
  "attacks_while_you_control" (with `while_you_control`, a permanent spec: "permanent:token"), and
  "creature_deals_combat_damage" (with `dealing`: "creature:you_control"), "you_sacrifice" (with
  `sacrificed`: "permanent:Food", "creature:other"); `max_per_turn` ("This
  ability triggers only once each turn.", on the triggers of `LIMITED_TRIGGERS`; counted in the
  permanent's `triggered_this_turn`, rules/trigger_limits.py).
- `static_pump` `status` "token" ("Creature tokens you control get +2/+2."); `cost_reduction`
  `spells` "noncreature", "creature", "artifact", "enchantment", "instant", "sorcery",
  "instant_or_sorcery" ("Noncreature spells you cast cost {1} less to cast.", CR 601.2f).
- Target specs: the state "token"; the qualifiers "instant", "sorcery" and "<type>_or_<type>"
  ("card_in_your_graveyard:instant_or_sorcery").

- `if_you_control`: `{"kind": "if_you_control", "condition": "permanent:Rabbit", "effect": {"kind": "scry",
  "amount": 2}}`: a spell's sentence "If you control a Rabbit, scry 2." (CR 608.2c): the one
  untargeted effect happens only if the spell's controller controls such a permanent as the spell
  reaches it while resolving. rules/spell_conditions.py. The trigger "you_give_gift": "Whenever you
  give a gift, ..." (CR 702.174b; rules/gift_triggers.py).
- `damage_by_it`: `{"kind": "damage_by_it", "amount": "its_power", "target": "creature:you_dont_control"}`:
  "Then it deals damage equal to its power to target creature you don't control." — the creature
  the previous targeted effect affected deals the damage (CR 120.1, 608.2h). rules/damage_by_it.py.
- s13-bite (docs/oracle-bite.md): `choose_target` (a target named for the later effects, CR 601.2c);
  `damage_by_it` `multiplier` ("twice its power"); `fight` (`by` "self" or "it", CR 701.14);
  `gain_control` (until end of turn, layer 2, CR 613.1b) and `exchange_control` (CR 701.12);
  `damage` `up_to` ("2 damage to up to one target creature token", CR 601.2c).

Effects, triggers and amounts of docs/oracle-triggers-a.md: `exile_then_return` ("Exile ... Return it
to the battlefield under its owner's control at the beginning of the next end step.": a delayed
trigger returns the exiled card, CR 603.7a, 610.3; rules/exile_then_return.py);
`exile_until_source_leaves` ("exile target ... until ~ leaves the battlefield", CR 610.3;
rules/exile_until_leaves.py); the trigger "group_enters" with `entering_any_of` and `or_self`
("Whenever ~ or another Bird you control enters", CR 603.6a) and the trigger "sacrificed" ("When you
sacrifice ~", CR 603.6c, 701.21a) and "group_leaves" with `leaving`, `or_self` and `without_dying` ("Whenever
~ or another creature you control leaves the battlefield without dying", CR 603.6c, 603.10a, 700.4;
rules/leaves_triggers.py); the amounts "count:<spec>|<spec>" ("for each other Squirrel and/or
Food you control", CR 608.2h) and "source_power" (~'s power, or as it last existed); the counter
"stun" (CR 122.1d: removed instead of untapping; rules/stun_counters.py); `if_cards_in_your_graveyard`
on a triggered ability ("if seven or more cards are in your graveyard", CR 603.4); `optional_forage`
on a triggered ability ("You may forage. If you do, ...", CR 701.61a, 603.5); `if_you_control_it`
(`effects` that happen only if you control the previous targeted effect's object: "If you control
that creature, draw two cards.", CR 608.2c; rules/if_you_control_it.py).
s13-gift (docs/oracle-gift.md): the effect `if_gift` (a sentence "If the gift was [wasn't] promised, ..."
of a permanent's "When ~ enters" ability, CR 702.174c; rules/gift_conditions.py) and `if_gift` on a
triggered ability (the intervening "if", 603.4); the static ability `damage_increase` ("it deals that
much damage plus N instead", 614.1a; rules/damage_increase.py); the effects `lose_life_unless` ("loses N
life unless they sacrifice a nonland permanent or discard a card", 608.2d; rules/lose_life_unless.py)
and `edict` ("target opponent sacrifices a creature [with the greatest power ...]", 701.21a;
rules/edict.py); `optional_action` on a cast trigger ("you may discard a card. If you do, ...").

s13-riders (docs/oracle-riders.md):
- `if_condition`: `{"kind": "if_condition", "condition": {"kind": "it_is", "specs": ["permanent:token"]},
  "effect": {"kind": "pump", "target": "it", "keywords": ["deathtouch"]}}`: a rider sentence ("If that
  creature is a token, it also gains deathtouch until end of turn.", "Then discard a card unless seven
  or more cards are in your graveyard.", "You gain 4 life if an opponent has more life than you.");
  its one effect happens only if the `RiderCondition` holds as the resolution reaches it (CR 608.2c;
  `negated`: only if it doesn't), and takes no target of its own (rules/riders.py). Conditions:
  `you_control` (`spec`), `it_is` (`specs`: the previous target as it is, or as it last existed,
  CR 608.2h), `life` (`life`), `total_power` (`number`), `cards_in_your_graveyard` (`number`),
  `opponent_has_more` (`quantity`: "lands", "creatures", "life", "cards_in_hand").
- on a triggered ability, `intervening_if` (a `RiderCondition` naming no object: "When ~ enters, if an
  opponent lost life this turn, ...", CR 603.4) and `combat_damage` (with the trigger "deals_damage":
  "Whenever ~ deals combat damage to a player", CR 510.2); on a `static_pump`, `as_long_as` ("your_turn",
  "you_lost_life", "you_gained_life", "opponent_lost_life"; CR 611.3a, rules/turn_conditions.py); a
  `pump`'s `power` / `toughness` may be a count ("creatures_you_control", "count:<spec>|<spec>": "+X/+X,
  where X is the number of creatures you control", counted as it resolves, CR 608.2h).

Graveyard abilities (s13-graveyard, rules/graveyard_abilities.py): the effect
`return_self_from_graveyard`, `{"kind": "return_self_from_graveyard", "to": "hand" | "battlefield", "tapped": false}` ("Return ~
from your graveyard to your hand / to the battlefield tapped"); an activated ability with it
functions only while its card is in its owner's graveyard (CR 113.6k) and is activated with
`activate`, `permanent` naming the card in the graveyard; so does one with the other cost
`{"kind": "exile_self_from_graveyard"}` ("Exile ~ from your graveyard"). `activate_only_if_you_control` on an
activated ability ("Activate only if you control a Vivien planeswalker", CR 602.5b): a permanent
spec its controller must control. `play_lands_from_graveyard` ("You may play lands from your
graveyard.", CR 305.1): `play_land` may name a land card in its controller's graveyard. A
`triggered` ability with the trigger "permanent_enters" and the effect `return_self_from_graveyard`
("Whenever a Dragon enters under your control, you may pay {R}. If you do, return ~ from your
graveyard to your hand.") triggers only from its owner's graveyard (CR 113.6k; rules/graveyard_triggers.py).
s31-stdab: so does one with the trigger "you_gain_life" (with its `nth_each_turn` / `during_your_turn`: "When you gain
life for the first time each turn, return ~ from your graveyard to your hand.", rules/s31stdab_graveyard_life.py); an
activated ability may have effects before its last, `return_self_from_graveyard` (CR 608.2c). s33-fin: its `transformed`
("Return ~ from your graveyard to the battlefield transformed.", CR 712.14): the card enters back face up (one that isn't
a transforming double-faced card stays in the graveyard, 712.14a).

s13-gift2 (docs/oracle-gift2.md): the effect `exile_from_hand`, `{"kind": "exile_from_hand", "amount": 1,
"player": "target_opponent" | "target_player"}` ("Target opponent exiles a card from their hand": that player
chooses, `choices.chosen`; CR 406.1, 608.2d; rules/exile_from_hand.py); a `spell` ability's `condition`
"cast_from_graveyard" / "cast_not_from_hand" ("If this spell was cast from a graveyard [from anywhere other
than your hand], ...", CR 601.2a; rules/cast_from.py); a `target` "it" after `create_token` of one token is
that token (CR 608.2c).
`exile` and `put_on_library` may also target "card_in_a_graveyard[:...]" / "card_in_your_graveyard[:...]"
(rules/graveyard_cards.py).

s13-modal (docs/oracle-modal.md): `counter_unless_pays` ("Counter target spell unless its controller
pays {2}", CR 701.6a, 118.12: `choices.pay_unless`; `instead_if_you_control` / `instead_cost`;
target "that_spell_or_ability" after the trigger "you_targeted_by_opponent" (s32-core: or "targeted_by_opponent"); s18-neoa: target "spell_or_ability",
any spell, activated or triggered ability on the stack, CR 115.1, 701.6a); `mode_sequence` (a
mode of several effects, CR 700.2); `exiled_if_it_would_die` ("If that creature would die this turn,
exile it instead", CR 614.1a); `doesnt_untap_next_untap_step` (CR 502.3); `reveal_choose_discard`
(Duress, CR 701.20a, 608.2d); `player_chooses_own` ("Target opponent exiles an enchantment they
control", "Each player sacrifices a creature", CR 608.2d); `owner_puts_on_top_or_bottom` (CR 608.2d,
401.4: `choices.top_or_bottom`); the ability `self_cost_reduction_if_targets` ("This spell costs {1}
less to cast if it targets an attacking or tapped creature", CR 601.2f).

Effects and triggers of docs/oracle-pw.md (s13-pw): `get_emblem` ("You get an emblem with
"<ability>"", CR 114: the controller gets an emblem whose step trigger or anthem works from the
command zone; rules/emblems.py, `Player.emblems`); `win_game` ("you win the game", CR 104.2b;
rules/win_game.py); `if_you_control` with `at_least` and `otherwise` ("Draw a card. If you control
three or more artifacts, draw two cards instead.", CR 608.2c); `search_library` with `any_number`
(CR 701.23b); the counter "loyalty" (CR 306.5c); the amount "your_life_total" (CR 608.2h, 107.1b;
rules/life_total_amount.py); the trigger "you_activate" with `activated_of` ("Whenever you activate
an ability of a Sarkhan planeswalker", CR 602.2, 603.2; rules/activation_triggers.py); step
triggers' `if_you_control_different_names` (CR 201.2).

s14-library (docs/oracle-library.md): `additional_land_play` ("You may play an additional land on
each of your turns.", CR 305.2; rules/additional_lands.py); `reveal_top`'s `lose_life_mana_value`
("You lose life equal to its mana value.", CR 202.3, 119.3); `exile_top_may_play` with the amount
"X" (CR 107.3a, 107.3m); `look_at_top` with `take` "X" and `amount_multiplier` ("Look at twice X
cards", CR 608.2c); `cast_trigger`'s `or_spell_subtype` ("a noncreature or Otter spell", CR 601.2i,
205.3; rules/cast_either.py) and `max_per_turn` (rules/trigger_limits.py).

s14-seasons (docs/oracle-seasons.md): the effect `if_you_do` ("If you control a Raccoon, you may discard a
card. If you do, draw a card.": `optional_action`, `effects`, `if_you_control`; CR 608.2c-d; pending asks
`choices.pay_optional_cost`; rules/spell_if_you_do.py); `return_to_battlefield` with `with_counters` (CR
122.6, 614.1c; keyword counters, CR 122.1b: rules/keyword_counters.py); `draw` with player
"its_controller" (CR 608.2h); `player_chooses_own` with player "you" and then "name_it" (the chosen
permanent is what "it" names next, CR 608.2c-d); `fight` and `return_to_battlefield` as modes of `modal`.

Copies of spells and their neighbours (s14-copies, docs/oracle-copies.md): the effect `copy_spell`
("Copy target instant or sorcery spell you control. You may choose new targets for the copy.", CR
707.10, 707.10c; rules/spell_copies.py); the activated abilities' `activate_only_if_power_at_least`
(CR 602.5b); the emblem ability `spells_you_cast_have` ("Instant and sorcery spells you cast have
storm.", CR 702.40a; rules/storm.py); the static `cast_as_though_flash` ("You may cast noncreature
spells as though they had flash.", CR 702.8a; rules/flash_permission.py); a cast trigger's
`then_effects` (CR 608.2c).

Effects and triggers of docs/oracle-forage.md (s14-forage): the effect `forage` ("you may forage.",
CR 701.61a; rules/forage_triggers.py) and step triggers' `optional` ("you may <effect>", CR 603.5);
the triggers "you_forage" (rules/forage_triggers.py), "you_gain_or_lose_life" and "you_lose_life"
with `during_your_turn` (rules/life_change_triggers.py, CR 603.2, 119.3, 102.1);
`return_to_battlefield`'s `finality` ("with a finality counter on it", CR 122.1h; rules/finality.py);
a triggered ability's `optional_life` ("you may pay {W}{B} and 2 life", CR 119.4;
rules/pay_mana_and_life.py); the ability `forage_or_mana_cost` ("As an additional cost to cast this
spell, forage or pay {B}.", CR 118.8, 601.2b; rules/forage_or_mana.py).

Effects, triggers and abilities of docs/oracle-counters.md (s14-counters): `double_counters` ("double
the number of +1/+1 counters on it", CR 701.10e; rules/double_counters.py); `put_its_counters` ("When ~
dies, put its counters on target creature you control", CR 608.2h; rules/put_its_counters.py); the
trigger "you_put_counters" with `counters_put` and `counters_on` ("Whenever you put one or more +1/+1
counters on a creature you control", CR 122.6, 603.2; rules/counters_put_triggers.py);
`others_enter_with_counters` ("Other creatures you control enter with an additional +1/+1 counter on
them [for each opponent who lost life this turn]", CR 614.1c, 614.12; rules/others_enter_with_counters.py);
the counter "supply"; the target-spec states `with_counter_<kind>`, `with_counters` and
`token_or_<Subtype>` (app/engine/target_grammar.py).

Returns of docs/oracle-r2returns.md (s14-r2returns): the effect `return_put_this_way` ("return a
creature card put into your graveyard this way to the battlefield under your control", CR 608.2c-d;
rules/return_put_this_way.py); `create_token_copy`'s `except_power` / `except_toughness` ("except it's
1/1", CR 707.9b) and `unless_legendary` ("if that creature isn't legendary", CR 608.2c, 205.4a;
rules/copy_exceptions.py).

Effects of docs/oracle-r2players.md (s14-r2players): the effect `player_gains_keywords` ("You and
permanents you control gain hexproof until end of turn.": the controller's hexproof or shroud until
the cleanup step, CR 702.11c, 702.18a, 514.2; rules/player_keywords.py); `add_mana`'s
`kept_until_end_of_turn` ("Until end of turn, you don't lose this mana as steps and phases end.",
CR 500.4, 514.2; rules/kept_mana.py).

The turn's history of docs/oracle-records.md (s15-records; rules/turn_records.py, CR 400.7): the
`RiderCondition` kind `this_turn` (`record` "died" | "put_into_your_hand" | "put_into_your_graveyard" |
"cards_drawn" | "life_gained" | "life_lost" | "spells_cast", `number` at least, `who`, `spec`, `negated`),
read as a step trigger's `intervening_if`, an activated ability's `activate_only_if_this_turn`, a
`static_pump`'s or `unblockable`'s `as_long_as_this_turn`, and in `if_condition` riders; the ability
`self_cost_reduction_this_turn` ("This spell costs {3} less to cast if you've gained 3 or more life this
turn", CR 601.2f); the `Count` "died:<spec>" / "died_yours:<spec>" ("for each creature that died this
turn", CR 700.4, 608.2h); a `triggered` ability's `nth_each_turn` ("Whenever you draw your second card
each turn", "Whenever you lose life for the first time each turn", CR 603.2); a `cast_trigger`'s `caster`
"opponent" and `during` "opponents_turn" (CR 102.1). s31-stda: the records "cast_<quality>" ("if you've cast a
noncreature [historic, instant or sorcery, ...] spell this turn"; `Player.spell_types_cast_this_turn`,
rules/s31stda_cast_types.py, CR 601.2i, 700.6), also an `attacks_as_though_no_defender`'s `as_long_as_this_turn`.

Damage and combat of docs/oracle-combat.md (s15-combat): the abilities `attacks_each_combat` ("~ attacks
each combat if able", CR 508.1d), `cant_attack_or_block_alone` (CR 506.5) and `can_block_only` ("~ can
block only creatures with flying", CR 509.1b; rules/combat_requirements.py); the triggers `self_blocks`,
`self_becomes_blocked`, `self_blocks_or_becomes_blocked` (CR 509.3a, 509.3c; rules/combat_block_triggers.py)
and `player_dealt_damage` with `noncombat` / `source_you_control` (CR 603.2, 120.3a;
rules/player_damage_triggers.py); `other_creature` "with_flying" on "blocks_a_creature" (CR 509.3b).

s15-library (docs/oracle-library-s15.md): `search_library`'s `graveyard` ("search your library and/or
graveyard for a card named X ... If you search your library this way, shuffle.": `choices.search_zones`,
CR 701.23a, 701.24a; rules/search_zones.py), `one_each` ("a card named X and/or a card named Y") and
`split_to_hand` (Cultivate: the first card found goes `to`, the other into the hand) and `different_names`
("up to two creature cards with different names", CR 201.2a); `look_at_top`'s
`one_each` ("an Angel card, a Demon card, and/or a Dragon card") and `reveal_all` ("Reveal the top five
cards of your library. Put a land card from among them onto the battlefield ...", CR 701.20a); the target
spec state "named_like_source" ("Each creature you control named ~", CR 201.2a) and the amount
"graveyard_named_like_source" ("for each card named ~ in your graveyard"; rules/named_cards.py); the
ability `begin_game_on_battlefield` ("If ~ is in your opening hand, you may begin the game with it on the
battlefield.", CR 103.6a: no effect once the game is under way; rules/opening_hand.py).

Kamigawa: Neon Dynasty constructions of docs/oracle-neo.md (s15-neo): the activation cost
`{"kind": "discard_self"}` ("Channel — {1}{R}, Discard ~: ...": the ability works only from its owner's
hand, CR 113.6k; the `activate` action names the card in the hand; rules/hand_abilities.py); an activated
ability's `cost_reduction` `{"generic": 1, "for_each_you_control": "creature:legendary"}` ("This ability
costs {1} less to activate for each legendary creature you control.", CR 602.2b, 601.2f, 118.7a;
rules/activation_cost_reduction.py); the ability `reconfigure` (`{"kind": "reconfigure", "cost": "{2}"}`
attaches to a target creature you control, with `"unattach": true` it unattaches; only as a sorcery; not
a creature while attached, CR 702.151; rules/reconfigure.py) and its effect `unattach_self`; a
`creature_attacks` trigger's `attacks_alone` (CR 506.5); the target-spec states `modified` (CR 700.9:
counters, an Equipment, or an Aura its controller controls; rules/modified.py) and `legendary` (CR 205.4a).

s15-r2neob: the ability `exiled_instead_of_dying` (`{"kind": "exiled_instead_of_dying"}`: "If ~ would die,
exile it instead.", CR 614.1a, 700.4; rules/exiled_instead_of_dying.py); the triggers "self_leaves" ("When
~ leaves the battlefield", CR 603.6c, 603.10a; rules/self_leaves.py) and "self_becomes_tapped" ("Whenever ~
becomes tapped", CR 603.2; rules/self_tapped_triggers.py).

s16-transform (docs/oracle-transform.md): the effect `transform_self` (`{"kind": "transform_self"}`:
"transform ~" in a permanent's own triggered or activated ability, CR 701.27a, 701.27c, 701.27f;
rules/transform_self.py; a stack object's `source_transformed` says its source has transformed since it was
put onto the stack); the ability `day_as_enters` (`{"kind": "day_as_enters"}`: "If it's neither day nor
night, it becomes day as ~ enters.", CR 614.1c, 728; rules/day_night_enters.py); the triggers
"day_night_changes" ("Whenever day becomes night or night becomes day", not from neither) and
"transforms_into" ("When this creature [enters or] transforms into ~": the face now up is the one with the
ability; rules/transform_self.py).

s16-lands (docs/oracle-lands.md): `enters_tapped`'s `unless_you_control` / `if_you_control` with
`you_control_at_least` ("~ enters tapped unless you control two or more other lands.", CR 614.1c) and
`unless_pay_life` ("As ~ enters, you may pay 2 life. If you don't, it enters tapped.", CR 614.12, 119.4;
rules/conditional_enters_tapped.py); a mana ability's number `amount` ("Add two mana of any one color.",
CR 106.1); the ability `player_hexproof` ("You have hexproof.", CR 702.11c; rules/player_hexproof.py); the
ability `grant_mana_ability` ('Enchanted land has "{T}: Add ..."', 'Lands you control have "..."', CR
613.1f, 605.1a; rules/granted_mana.py).

s19-granted (docs/oracle-s19-granted.md): the ability `grant_activated` ('Equipped creature has "{T}: ..."', 'Creatures
you control with vigilance have "{1}, {T}: Tap target creature."', 'Elves you control have "{T}: Add {B}."', CR
613.1f, 602.1, 605.1a; rules/granted_activated.py): the attached permanent or each permanent of a group its
controller controls has the quoted activated or mana ability, numbered after its own; the effect
`grant_activated_until_end_of_turn` ('Until end of turn, Spirit creatures you control gain "{T}: ..."', CR 611.2a).

s17-grant (docs/oracle-s17-grant.md): the ability `grant_triggered` ('Enchanted creature has "Whenever this
creature attacks [deals combat damage to a player / dies], <effect>"', CR 613.1f, 113.8, 508.3a, 510.2, 603.10a;
rules/granted_triggers.py): the attached permanent has the quoted triggered ability.

s16-kwc (docs/oracle-kwc.md): the effects `amass` (`{"kind": "amass", "amount": 2}`, CR 701.47a; rules/amass.py),
`adapt` (`{"kind": "adapt", "amount": 2}`, 701.46a; rules/adapt.py), `explore` (`{"kind": "explore", "target":
"self"}`, 701.44a; rules/explore.py), `proliferate` (`{"kind": "proliferate"}`, 701.34a; rules/proliferate.py) and
`ascend` (an instant's or sorcery's, 702.131a; rules/ascend.py); the abilities `riot` (702.136a; rules/riot.py),
`training` (702.149a; rules/training.py), `exploit` (702.110a; rules/exploit.py) and `ascend` (a permanent's,
702.131b); the triggers "self_exploits" ("When ~ exploits a creature", 702.110b), "you_surveil" ("Whenever you
surveil", 701.25) and "creature_you_control_explores" (701.44b); `static_pump` `as_long_as: "city_blessing"`
("as long as you have the city's blessing", 702.131c); the target-spec state `power_less_than_source` ("with
lesser power", 702.134a; rules/lesser_power.py).

s19-venture (docs/oracle-s19-venture.md): the effect `venture` (`{"kind": "venture"}`, CR 701.49a-c;
rules/venture.py, the dungeons of app/engine/dungeons.py); the trigger "you_complete_dungeon" ("Whenever you
complete a dungeon", 309.7); `static_pump` `as_long_as: "completed_dungeon"` ("as long as you've completed a
dungeon", 309.7, 611.3a); the ability `room_abilities_trigger_additional_time` ("Room abilities of dungeons you
own trigger an additional time.", 603.2d).

s20-venture (docs/oracle-s20-venture.md): room abilities of Dungeon of the Mad Mage and Tomb of Annihilation typed in
app/engine/dungeons.py: the effect `cant_attack_until_your_next_turn` (`{"kind": "cant_attack_until_your_next_turn",
"target": "creature"}`: "Target creature can't attack until your next turn.", CR 508.1c, 611.2a;
rules/s20venture_rooms.py); `exile_top_may_play`'s `until: "indefinitely"` ("Exile the top two cards of your library.
You may play them.": no duration stated, the permission lasts as long as the card stays exiled, CR 611.2a, 400.7;
rules/impulse.py); the effect `sacrifice_one_of_each` (`{"kind": "sacrifice_one_of_each", "types": ["Artifact",
"Creature", "Land"]}`: "sacrifice an artifact, a creature, and a land": one distinct permanent the ability's
controller controls for each type, as many as they can, CR 701.21a, 608.2d, 609.3; `choices.sacrifice`;
rules/s20venture_rooms.py); the effect `draw_reveal_cast_one_free` (`{"kind": "draw_reveal_cast_one_free", "amount":
3}`: "Draw three cards and reveal them. You may cast one of them without paying its mana cost.", CR 121.1, 701.20a,
608.2g, 601.2, 118.9; `choices.chosen`; rules/s20venture_lair.py).

s16-kws (docs/oracle-kws.md): the ability `escape` (`{"kind": "escape", "cost": "{4}{B}", "exile_other": 3}`:
cast from the graveyard for that cost, exiling that many other cards from it, CR 702.138a; rules/escape.py)
and `etb_counters`' `if_escaped` ("~ escapes with two +1/+1 counters on it", 702.138c); the ability
`alternative_cost` (`{"kind": "alternative_cost", "name": "spectacle", "cost": "{R}"}`: "Spectacle {R}",
CR 702.137a, or `"name": "rather_than_mana_cost"`: "You may pay {1}{B} rather than pay this spell's mana
cost.", 118.9; the `cast` action's `alternative_cost`; rules/alternative_costs.py); the keyword `jump-start`
(CR 702.133a; rules/jump_start.py); `etb_counters`' and an "enters" `triggered` ability's `if_kicked`
(CR 702.33d; rules/kicked_permanents.py); a `cast_trigger`'s `or_copy` (magecraft, CR 707.10;
rules/cast_or_copy_triggers.py); the `Count` "party_size" and `self_cost_reduction`'s
`for_each_in_your_party` (CR 700.8; rules/party.py); `additional_cost`'s `or_card_type` ("sacrifice an
artifact or creature"); the ability `sacrifice_or_mana_cost` (`{"kind": "sacrifice_or_mana_cost",
"card_type": "creature", "mana": "{3}{B}"}`: "sacrifice a creature or pay {3}{B}", CR 601.2b;
rules/sacrifice_or_mana.py).

s16-m2x (docs/oracle-m2x.md): the effect `m2x_sacrifice_chosen` (`{"kind": "m2x_sacrifice_chosen", "spec": "land",
"amount": 2}`: "sacrifice two lands", chosen as it resolves, CR 701.21a, 608.2d, 609.3;
rules/m2x_sacrifice_chosen.py); the `Count` "times:<N>:<count>" ("2 life for each creature you control with
flying", CR 608.2h; rules/m2x_times_amounts.py).

s16-curses (docs/oracle-curses.md): the effect `additional_land_this_turn` ("You may play an additional land
this turn.", CR 305.2: `players[].additional_land_plays_this_turn`, back to 0 as a turn begins;
rules/additional_land_this_turn.py); `enchant`'s target "player" ("Enchant player", CR 303.4, 702.5a: the
Aura's `attached_to` is a player id; rules/enchant_player.py); a `step_trigger`'s `whose` "enchanted_player"
(the step of the player the Aura enchants, CR 503.1a, 603.2).

s16-neo2 (docs/oracle-neo2.md): the ability `self_count_pump` (`{"kind": "self_count_pump", "count":
"cards_in_your_graveyard", "card_types": ["Artifact", "Enchantment"], "power": 1, "toughness": 0}`: "~ gets
+1/+0 for each artifact and/or enchantment card in your graveyard", layer 7c, CR 613.4c, 611.3a;
rules/self_count_pump.py); the ability `crews_as_though_power_greater` (`{"kind":
"crews_as_though_power_greater", "amount": 2}`: "~ crews Vehicles as though its power were 2 greater",
CR 702.122c; rules/crew_power.py); `tap_permanents`' `spec` of two card types ("artifact_or_creature").

s17-core (docs/oracle-s17-core.md): the ability `life_gain_increase` (`{"kind": "life_gain_increase", "plus":
1}`: "If you would gain life, you gain that much life plus 1 instead.", CR 614.1a, 616.1;
rules/life_gain_increase.py); `additional_land_play`'s `count` ("two additional lands", CR 305.2); a
`triggered` ability's `modal` effect on any trigger event whose modes name nothing of the event (CR 700.2b).

s17-tailf (docs/oracle-s17-tailf.md): the triggers "you_cycle" ("Whenever you cycle a card", CR 702.29a) and
"self_cycled" ("When you cycle ~", from the zone the card winds up in, 702.29c; rules/cycle_triggers.py);
`put_counters` with keyword counters ("flying", "first strike", ..., CR 122.1b); `etb_counter_choice`:
`{"kind": "etb_counter_choice", "options": ["flying", "first strike"]}`: "~ enters with your choice of a flying
counter or a first strike counter on it." (CR 614.1c; the entering action's `choices.keyword`,
rules/counter_choice.py); the `Count` "devotion_W" ... "devotion_G" ("your devotion to white", CR 700.5) and
"opponents" ("the number of opponents you have", 102.2; rules/devotion.py), also a `create_token` count;
`if_mana_spent`: `{"kind": "if_mana_spent", "condition": {"color": "R" | ... | "same", "at_least": 3}, "effect":
<effect without a target>}`: "If at least three red mana was spent to cast this spell, ..." (adamant, CR 207.2c,
601.2h; the spell's `choices.mana_spent`, rules/mana_spent.py) and `etb_counters`' `if_mana_spent`;
`cast_trigger`'s `spell_has_adventure` ("a creature spell that has an Adventure", CR 715.2); an "enters"
`triggered` ability's `if_entered_untapped` ("When ~ enters untapped", CR 603.6a; rules/triggers.py).

s17-afr (docs/oracle-s17-afr.md): the effect `roll_die` (`{"kind": "roll_die", "sides": 20, "results":
[{"low": 1, "high": 9, "effects": [...]}, ...]}`: "Roll a d20." and its result table, the result given by
`choices.die_roll`, CR 706.1-2; rules/dice.py); the trigger "you_roll_dice" ("Whenever you roll one or more
dice", rules/dice_triggers.py); a "Whenever ~ attacks" `triggered` ability's `if_attacked_with_power` (pack
tactics, CR 603.4; rules/pack_tactics.py); `static_pump`'s `status` "equipped" ("As long as ~ is equipped",
CR 301.5; rules/self_equipped.py); `becomes_creature`'s `colors` and `keywords` ("becomes a 3/4 white Dragon
creature with flying until end of turn. It's still a land.", CR 205.1b, 613.1e-f; rules/animated_lands.py).

s17-dfc (docs/oracle-s17-dfc.md): the ability `disturb` (`{"kind": "disturb", "cost": "{1}{U}"}`: the card is cast
transformed from its owner's graveyard with the `cast` action's `"face": "back"`, CR 702.146; rules/disturb.py);
`exiled_instead_of_dying`'s `from_anywhere` ("If ~ would be put into a graveyard from anywhere, exile it instead.",
a spell or a permanent, CR 614.1a); the rider condition `cards_in_your_graveyard`'s `card_type`; `transform_self`
as a rider's effect; `or_self` on the trigger "creature_dies" ("Whenever ~ or another creature you control dies").

s17-lm (docs/oracle-s17-lm.md): the effect `learn` (`{"kind": "learn"}`: "Learn.", CR 701.48a: discard a card to
draw a card, or put a Lesson card from the player's `sideboard` into their hand, 400.11a; rules/learn.py);
`static_pump`'s `as_long_as_you_control_at_least` ("as long as you control eight or more lands", CR 611.3a); card
qualities naming instant or sorcery ("instant_or_sorcery", CR 205.2a).
`triggered` ability's `modal` effect on any trigger event whose modes name nothing of the event (CR 700.2b);
`attacks_as_though_no_defender`'s `if_you_control` (CR 611.3a); the `you_activate` trigger's
`activated_loyalty` ("a loyalty ability of a Chandra planeswalker", CR 606.3); `cast_as_though_flash`'s
`spells` "all" and "creature" (CR 702.8a).

s17-pw (docs/oracle-s17-pw.md): the effect `set_life_total` (`{"kind": "set_life_total", "amount": 1, "target":
"player" | "opponent" | "you"}`: "Target player's life total becomes 1.", CR 119.5: the player gains or loses the
life needed; rules/set_life_total.py); the `Count` "greatest_power:<spec>" / "greatest_toughness:<spec>" ("the
greatest power among creatures you control", CR 208.1, 608.2h; rules/greatest_stat.py), also a `pump`'s X.

s17-m2y (docs/oracle-s17-m2y.md): the ability `cant_attack_unless_you_control` (`{"kind":
"cant_attack_unless_you_control", "you_control": "artifact", "at_least": 4}`: "~ can't attack unless you control
four or more artifacts.", CR 508.1c; rules/attack_unless_you_control.py); the triggers "self_put_into_graveyard"
("When ~ is put into a graveyard from the battlefield") and "permanent_put_into_graveyard" with
`put_into_graveyard` ("Whenever an enchantment you control is put into a graveyard from the battlefield", CR
603.6c, 603.10a; rules/put_into_graveyard_triggers.py); the `you_attack` trigger's `attack_with_at_least`
("Whenever you attack with two or more creatures with flying", CR 508.3); the cast trigger's `targets_matching`
("a spell that targets a creature you control", CR 601.2c; rules/cast_targets_matching.py); the "attacks"
trigger's `attacks_with_others_at_least` ("Whenever ~ and at least two other creatures attack", CR 508.3a;
rules/attacks_with_others.py).

s17-linked (docs/oracle-s17-linked.md): the effect `lose_all_abilities` (`{"kind": "lose_all_abilities", "target":
T}`: "Target creature loses all abilities until end of turn.", layer 6, CR 613.1f; rules/lose_all_abilities.py)
and the ability `attached_loses_all_abilities` (`{"kind": "attached_loses_all_abilities", "power": -2,
"toughness": 0, "base_power": 1, "base_toughness": 1, "colors": ["U"], "card_types": ["Creature"], "subtypes":
["Frog"]}`, each field optional: "Enchanted creature [gets -2/-0 and] loses all abilities [and is a blue Frog
creature] [with / and has base power and toughness 1/1].", CR 613.1d-f, 205.1a-b, 613.4b-c).

s18-neob (docs/oracle-s18-neob.md): "discard your hand" read as `discard` with `whole_hand` (s18-m20's, CR
701.9a); the optional action "sacrifice" with the spec
"that_permanent" (Ogre-Head Helm's "you may sacrifice it", the permanent the trigger event named); the effect
`return_chosen_to_hand` (`{"kind": "return_chosen_to_hand", "spec": "land"}`: "return a land you control to its
owner's hand", chosen as it resolves, CR 608.2d; rules/s18neob_return_chosen.py), the effect
`return_chosen_card_to_hand` (`{"kind": "return_chosen_card_to_hand", "spec": "card_in_your_graveyard:creature"}`:
"return a creature card from your graveyard to your hand", chosen as it resolves) and the optional action
"return_to_hand" with `spec` ("you may return an enchantment you control to its owner's hand. If you do, ...").
s18-castfree (docs/oracle-s18-castfree.md): the effect `copy_next_spell` (`{"kind": "copy_next_spell", "spells":
"instant_or_sorcery", "max_mana_value": 4, "new_targets": true}`: "When you cast your next instant or sorcery spell
[with mana value 4 or less] this turn, copy that spell. You may choose new targets for the copy.", a delayed
triggered ability, CR 603.7, 603.7b, 707.10, 707.10c; the state's `copy_next_spell`; rules/copy_next_spell.py);
the ability `top_of_library` (`{"kind": "top_of_library", "look": true, "lands": true, "spells": "all",
"spells_min_mana_value": 4}`, each field optional: "You may look at the top card of your library any time." (CR
401.2), "You may play lands [and cast spells with mana value 4 or greater] from the top of your library." / "You may
cast creature spells from the top of your library." (CR 601.3, 305.1); `spells` "all" or "creature";
`spells_of_chosen_type` ("creature spells of the chosen type"); coven's `as_long_as_you_control` with
`as_long_as_different_powers_at_least`; `as_long_as_attached_to_creature` ("As long as ~ is attached to a creature"); the `cast` and `play_land` actions name the top card of the library;
rules/library_top.py); the effect
`cast_from_graveyard_this_turn` (`{"kind": "cast_from_graveyard_this_turn", "target":
"card_in_your_graveyard:artifact"}`: "You may cast target artifact card from your graveyard this turn." / "Choose
target artifact card in your graveyard. You may cast that card this turn.", CR 601.3; the state's
`cast_from_graveyard`; rules/graveyard_casting.py); the effect `cast_as_though_flash_for` (`{"kind":
"cast_as_though_flash_for", "spells": "sorcery", "until": "your_next_turn"}`: "You may cast spells this turn as
though they had flash." / "Until your next turn, you may cast sorcery spells as though they had flash.", CR 702.8a,
601.3, 611.2a; `spells` "all", "creature" or "sorcery", `until` "end_of_turn" or "your_next_turn"; the state's
`flash_permissions`; rules/flash_until.py); the ability `opponents_cast_only_as_sorcery` ("Each opponent can cast
spells only any time they could cast a sorcery.", CR 307.1, 101.2; rules/sorcery_only.py); the ability
`cast_from_hand_without_paying` ("You may cast spells from your hand without paying their mana costs.", CR 118.9,
107.3b; the `cast` action's `alternative_cost` "without_paying_mana_cost"; rules/free_casting.py); the ability
`cant_play_from_hand` ("You can't play lands or cast spells from your hand.", CR 101.2, 305.1, 601.3;
rules/free_casting.py).
s18-linked (docs/oracle-s18-linked.md): durations that last while the source stays (CR 611.2b;
rules/while_source.py), `duration` "while_you_control_source" ("for as long as you control ~": it ends when the
ability's controller no longer controls its source, or the source leaves the battlefield) or
"while_source_on_battlefield" ("for as long as ~ remains on the battlefield"); if the duration has already ended
as the effect resolves, the effect does nothing. The effect `while_source` (`{"kind": "while_source", "target":
"permanent:other", "keywords": ["indestructible"], "duration": "while_you_control_source"}`: "another target permanent gains indestructible for
as long as you control ~", layer 6, CR 613.1f; with `"gain_control": true` instead of `keywords`: "gain control of
target creature for as long as you control ~", layer 2, CR 613.1b; with `"doesnt_untap": true`: "That creature
doesn't untap during its controller's untap step for as long as you control ~", CR 502.3).
The effect `reveal_choose_exile_until_source_leaves` (`{"kind": "reveal_choose_exile_until_source_leaves", "player":
"target_opponent", "excluded_types": ["Creature", "Land"]}`: "target opponent reveals their hand. You choose a
noncreature, nonland card from it. Exile that card until ~ leaves the battlefield.", CR 701.20a, 608.2d, 610.3;
rules/exile_from_hand_until_leaves.py): the card chosen (`choices.chosen`) is exiled and kept on the source
(`Permanent.exiled_from_hand_until_it_leaves`); it returns to its owner's hand as the source leaves.
Linked abilities (CR 607.2a; rules/linked_exile.py): a permanent with an ability that refers to "cards exiled with
~" records, in `Permanent.exiled_with`, the cards its own abilities' `exile` effects exile (kept in
`GameState.exiled_with_left` once it leaves the battlefield, for its abilities that look back). The effect
`put_exiled_with_onto_battlefield` (`{"kind": "put_exiled_with_onto_battlefield"}`: "When ~ dies, put all cards
exiled with it onto the battlefield.") puts those still in exile onto the battlefield under the ability's
controller's control (CR 110.2a).
s19-impulse (docs/oracle-s19-impulse.md): the effect `exile_top_of_library` (`{"kind": "exile_top_of_library", "amount":
1}`: "Exile the top card of your library.", CR 406.2; rules/exiled_with_casting.py), remembered by a source with a
linked ability like an `exile`; the ability `cast_from_exiled_with` (`{"kind": "cast_from_exiled_with"}`: "You may
cast spells from among cards exiled with ~.", CR 607.2a, 601.2a): its controller casts those cards from exile.
s18-m20 (docs/oracle-s18-m20.md): the trigger "you_discards" ("Whenever you discard a card", once per card, CR
603.2c, 701.9a; rules/discard_triggers.py); the activated abilities' `activate_only_if_attacking` ("Activate only
if ~ is attacking.", CR 602.5b, 506.3; rules/activation_power.py); `etb_counters`' `for_each` (a `count:` of
permanents: "~ enters with a +1/+1 counter on it for each other creature you control.", CR 614.1c, 614.12;
rules/etb_counters_for_each.py); the effect `return_chosen_to_hand` (`{"kind": "return_chosen_to_hand", "spec":
"creature:other", "amount": 2}`, `amount` left out when 1: "return another creature you control to its owner's hand", chosen as it resolves
with `choices.chosen`, CR 608.2d, 400.3, 609.3; rules/return_chosen.py); `discard`'s `whole_hand` ("Discard your
hand.", "each player discards their hand", CR 701.9a); the spell states `targets_you`,
`targets_permanent_you_control` and `targets_creature_you_control` of the filter grammar ("Counter target spell
that targets you.", CR 115.1, 601.2c; rules/target_filters.py); the `Count` "milled:<card type>" ("You gain 1 life
for each creature card put into your graveyard this way." after a mill of your own library, CR 701.17a, 608.2c;
rules/milled_this_way.py).
s18-m21 (docs/oracle-s18-m21.md): the effect `discard_up_to_draw` (`{"kind": "discard_up_to_draw", "amount": 2}`:
"Discard up to two cards, then draw that many cards.", CR 701.9b, 121.1, 608.2c; rules/s18m21_discard_up_to_draw.py);
the effect `destroy_attached` (`{"kind": "destroy_attached", "subtype": "Equipment" | "Aura"}`: "Destroy all Equipment
attached to that creature.", CR 701.8a, 301.5; rules/s18m21_destroy_attached.py); the static ability
`damage_multiplier` (`{"kind": "damage_multiplier", "times": 3}`: "If a source you control would deal damage to a
permanent or player, it deals triple that damage to that permanent or player instead.", CR 614.1a, 616.1;
rules/s18m21_damage_multiplier.py); the effect `remove_counters_from` (`{"kind": "remove_counters_from", "counter":
"loyalty", "amount": 2, "target": "all:planeswalker"}`: "Remove two loyalty counters from each planeswalker.", CR
122.1; rules/s18m21_remove_counters.py; s31-mhb: `amount` "all", "Remove all +1/+1 counters from target creature.",
and `counter` "any" with it, "Remove all counters from target permanent.", every counter of every kind);
the `static_pump`'s `as_long_as_opponent_graveyard_at_least` ("as long as an opponent has eight or more cards in their
graveyard", CR 611.3a, 404.1; rules/s18m21_opponent_graveyard.py); the `step_trigger`'s `optional_action` ("At the
beginning of combat on your turn, you may sacrifice another creature. If you do, ...", CR 608.2d; rules/reflexive.py);
the `becomes_blocked` / `blocks_or_becomes_blocked` triggers read without `other_creature` ("Whenever ~ becomes blocked
by a creature, that creature's controller loses 2 life", CR 509.3d); the `it_is` rider on a targeted card ("Exile
target card from a graveyard. If it was a creature card, ...", CR 608.2h).
s18-neoa (docs/oracle-s18-neoa.md): the ability `loyalty_as_instant_entered_this_turn` (`{"kind":
"loyalty_as_instant_entered_this_turn"}`: "As long as ~ entered the battlefield this turn, you may activate her
loyalty abilities any time you could cast an instant.", CR 606.3, 117.1a, 400.7; rules/loyalty.py); the trigger
"creature_deals_combat_damage" with `batch` ("Whenever one or more creatures you control deal combat damage to a
player": once for each player damaged at once, CR 510.2, 603.2c; rules/batch_triggers.py); the counts
"sacrificed_mana_value" / "sacrificed_toughness" (rules/sacrificed_amounts.py, CR 601.2h, 608.2h); the target
qualifier `creature_or_<Subtype>` on a card base ("target creature or Vehicle card", CR 205.3).
s18-quoted (docs/oracle-s18-quoted.md): a `create_token` token's `abilities` may be read from a quoted ability
("... Pest creature token with "When ~ dies, you gain 1 life."", CR 111.4, 113.1a); the effect
`grant_until_end_of_turn` (`{"kind": "grant_until_end_of_turn", "target": "creature", "power": 2, "toughness": 0,
"keywords": ["lifelink"], "ability": {"kind": "triggered", "trigger": "dies", "effect": ...}}`: "Until end of turn,
target creature gets +2/+0 and gains lifelink and "When ~ dies, ..."", layer 6 CR 613.1f, 611.2a; the ability a
"dies" trigger, CR 603.6c, 603.10a; rules/granted_until_end_of_turn.py) and the effect
`return_died_to_battlefield` (`{"kind": "return_died_to_battlefield", "tapped": true, "with_counters": {"+1/+1":
1}}`: "When ~ dies, return it to the battlefield [tapped] under its owner's control [with a +1/+1 counter on it].",
the card the dying permanent became, CR 400.7, 603.6c, 110.2a).
s19-multi (docs/oracle-s19-multi.md): `lose_life`'s player "that_target_player" ("Target player draws two cards
and loses 2 life.": one target, CR 601.2c; the player the effect before it targeted, if still legal, CR 608.2b-c);
spells with several targets, one per targeted effect and dealt out in the order of the effects (CR 601.2c, 115.3,
608.2b), as `choices.targets` always took them.
s19-neoa (docs/oracle-s19-neoa.md): `create_token`'s `stats_x` (a `Count`: "Create an X/X green Spirit creature token,
where X is the number of lands you control.", the token's power and toughness counted as the effect resolves, CR
111.3, 608.2h; rules/tokens.py); the effect `creatures_exiled_if_they_would_die` (`{"kind":
"creatures_exiled_if_they_would_die"}`: "If a creature would die this turn, exile it instead.", a replacement of
every creature's dying until the turn's cleanup step, CR 614.1a, 700.4, 514.2; rules/s19neoa_exiled_instead.py); the
trigger "self_becomes_attached" ("Whenever ~ becomes attached to a creature, tap that creature.": `that_permanent` the
creature, CR 603.2, 701.3a; rules/s19neoa_attached_triggers.py); `pump`'s `duration` "indefinitely" ("It gains haste."
after a return to the battlefield, CR 611.2a, 400.7) and `return_to_battlefield`'s `sacrifice_at` ("Sacrifice it at
the beginning of the next end step.", CR 603.7, 701.21a; rules/return_to_battlefield.py, rules/s19neoa_delayed.py); the
ability `attached_counter_pump` (`{"kind": "attached_counter_pump", "counter": "+1/+1", "power": 1, "toughness": 1}`:
"Equipped creature gets +1/+1 for each +1/+1 counter on ~.", layer 7c, CR 613.4c, 122.1; rules/count_pump.py).
s19-m20 (docs/oracle-s19-m20.md): the effect `return_to_hand_at_next_end_step` (`{"kind":
"return_to_hand_at_next_end_step"}`: "Whenever another multicolored creature you control dies, return it to its owner's
hand at the beginning of the next end step.": a delayed trigger, CR 603.7a-b, returning the card the creature became if
it is still in the graveyard then, 400.7; rules/s19m20_delayed_return_to_hand.py); `return_died_to_battlefield`'s
`under_your_control` ("When enchanted creature dies, return that card to the battlefield under your control", CR
110.2a); `exile_from_hand`'s player "each_opponent" (CR 608.2d, 101.4); the rider condition `that_permanent_was` (the
dying creature as it last existed, CR 608.2h); the target spec "those_attackers" (the attackers a "you_attack" event
named: "Whenever one or more creatures you control attack, they ...", CR 508.3d); the state `controlled_not_owned`
("permanents you don't own" among those you control, CR 108.3); a `batch` "permanent_enters" / "group_enters"
trigger's event `that_much` (how many entered, CR 603.2c); the effect `return_with_auras` (`{"kind":
"return_with_auras", "target": "creature:you_control"}`: "Return target creature you control and each Aura attached to
it to their owners' hands.", CR 303.4, 400.3; rules/s19m20_return_with_auras.py).
s19-m21 (docs/oracle-s19-m21.md): the activated abilities' `activate_only_if_life_above_starting` ("Activate only if
you have at least 7 life more than your starting life total", CR 602.5b, 103.4; rules/s19m21_starting_life.py); the
`Count` values "target_graveyard_cards" / "target_graveyard_creature_cards" ("Target opponent loses 2 life for each
creature card in their graveyard.", CR 404.1, 608.2h; rules/s19m21_target_graveyard.py); the trigger
"counters_put_on" with `counters_put` and `counters_on` ("Whenever one or more +1/+1 counters are put on another
non-Hydra creature you control", whoever puts them, CR 122.6, 603.2; rules/counters_put_triggers.py); the effect
`reveal_top_then_draw` (`{"kind": "reveal_top_then_draw", "quality": ["creature", "land"]}`: "Reveal the top card of
your library. If it's a creature or land card, draw a card.", CR 701.20a, 121.1; rules/library.py).

s19-neob (docs/oracle-s19-neob.md): the trigger "self_becomes_crewed" ("Whenever ~ becomes crewed", as its crew
ability resolves, CR 702.122a, 603.2; rules/s19neob_crewed.py); `becomes_artifact_creature` and `becomes_creature`
with the types ["Artifact", "Creature"] read for any target ("target Vehicle becomes an artifact creature until end
of turn", "target creature or Vehicle becomes an artifact creature with base power and toughness 4/5"; an "artifact
creature" keeps its other types, CR 205.1b); the ability `exile_from_hand_cost_reduction` (`{"kind":
"exile_from_hand_cost_reduction", "color": "W", "generic": 2}`: "As an additional cost to cast this spell, you may
exile any number of white cards from your hand. This spell costs {2} less to cast for each card exiled this way.",
the cards named in the `cast` action's `choices.exile_from_hand`, CR 118.8, 601.2b, 601.2f-h;
rules/s19neob_exile_reduction.py).

s20-neob (docs/oracle-s20-neob.md): the RiderCondition kinds `you_control_each` (`{"kind": "you_control_each",
"specs": ["artifact", "enchantment"]}`: "if you control an artifact and an enchantment", a permanent matching each
spec, one may match both, CR 608.2c; rules/riders.py) and `self_entered_this_turn` ("unless ~ entered the
battlefield this turn", CR 400.7; rules/entered_this_turn.py); the ability `ninjutsu_cost_reduction`
(`{"kind": "ninjutsu_cost_reduction", "generic": 1}`: "Ninjutsu abilities you activate cost {1} less to activate.",
the generic part of its controller's ninjutsu costs, CR 601.2f, 602.2b, 118.7a; rules/ninjutsu.py); the effect
`unattach_equipment` (`{"kind": "unattach_equipment", "target": "enchanted_creature"}`: "If it's an Equipment,
unattach it." of an Aura's ability, the permanent it enchants, CR 701.3d; rules/s20neob_unattach.py).
s20-combat (docs/oracle-s20-combat.md): the abilities `toughness_combat_damage` (`{"kind": "toughness_combat_damage",
"affected": "all:creature:you_control"}`: "Each creature you control assigns combat damage equal to its toughness rather
than its power.", `affected` "self", "enchanted_creature" or a group `all:...:you_control`, CR 510.1a), `lure` (`{"kind":
"lure", "affected": "self"}`: "All creatures able to block ~ do so.", or "enchanted_creature", CR 509.1c),
`must_be_blocked` ("~ must be blocked if able.", CR 509.1c), `blocks_each_combat` ("~ blocks each combat if able.", CR
509.1c) and `additional_block` ("~ can block an additional creature each combat.", CR 509.1a;
rules/s20combat_requirements.py); the effect `block_requirement_this_turn` (`{"kind": "block_requirement_this_turn",
"target": "creature", "requirement": "blocks"}`: "Target creature blocks this turn if able.", with `requirement`
"blocks_source", "must_be_blocked" or "lure" for "blocks ~ this turn", "must be blocked this turn" and "all creatures
able to block target creature this turn do so", CR 509.1c).
s21-m21 (docs/oracle-s21-m21.md): the cost `discard` with `quality` (`{"kind": "discard", "quality": ["land",
"card:Shrine"]}`: "Discard a land card or Shrine card", a card with one of the card qualities, CR 602.2b, 701.9a;
rules/activation_costs.py); the rider condition `you_control_same_name` ("When ~ enters, if you control two or more
nonland, nontoken permanents with the same name as one another, ...", CR 603.4, 201.2; rules/s21m21_same_name.py);
the trigger "creature_damages_planeswalker" with `dealing` ("Whenever a creature you
control with deathtouch deals damage to a planeswalker, destroy that planeswalker.", CR 603.2, 120.1, 306.8;
rules/s21m21_damages_planeswalker.py); the effect `tap_any_number` (`{"kind": "tap_any_number", "what":
"creature:untapped:you_control"}`: "you may tap any number of untapped creatures you control", `choices.tap`, CR
608.2d, 701.26a) and the `Count` "tapped_this_way" ("~ gets +1/+1 until end of turn for each creature tapped this
way.", CR 608.2c; rules/s21m21_tap_any_number.py); the ability `cast_target_tapped` (`{"kind": "cast_target_tapped"}`: "You can't choose an
untapped creature as ~'s target as you cast it.", CR 601.2c, 303.4a; rules/auras.py); the `dying` spec's counter state also checked on ~ itself with `or_self` ("Whenever ~ or
another creature you control dies, if it had a +1/+1 counter on it, ...", CR 603.4, 603.10a; rules/dies_triggers.py).
s20-m21 (docs/oracle-s20-m21.md): the trigger "equipped_dies" ("Whenever equipped creature dies", CR 301.5, 603.10a;
rules/dies_triggers.py) and the counter kind "soul"; the `Count` values "target_library_half_up" / "_down" and
"target_life_half_up" / "_down" ("Target player draws cards equal to half the number of cards in their library and
loses half their life. Round up each time.", CR 107.1a-b, 608.2h; rules/s20m21_half_amounts.py); the ability
`self_greatest_power_pump` (`{"kind": "self_greatest_power_pump", "power": 1, "toughness": 0}`: "~ gets +X/+0, where X
is the greatest power among creature cards in your graveyard.", layer 7c, CR 613.4c, 208.2;
rules/s20m21_greatest_power_pump.py); the optional action "sacrifice" with `or_discard` ("you may sacrifice a creature
or discard a creature card. If you do, ...", the `resolve` action's `choices.discard` or `choices.sacrifice`, CR
608.2d; rules/s20m21_sacrifice_or_discard.py) and "draw" with `counted` ("you may draw X cards, where X is the number of
Shrines you control. If you do, ...", CR 608.2h; rules/reflexive.py); the cost `put_counters_self` (`{"kind":
"put_counters_self", "counter": "page", "amount": 1}`: "Put a page counter on ~", CR 602.2b, 122.1;
rules/activation_costs.py); the ability `counters_state_trigger` (`{"kind": "counters_state_trigger", "counter":
"page", "at_least": 4, "if_done": Effect}`: "When there are four or more page counters on ~, exile it. If you do, you
gain 4 life.", CR 603.8, 406.2; rules/state_triggers.py).
s20-m20 (docs/oracle-s20-m20.md): the mana abilities' `amount` `{"kind": "s20m20_if_you_control", "condition":
"creature", "at_least": 4, "times": 2}` ("{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.":
`add` made `times` times when its controller controls `at_least` permanents of `condition`, once otherwise; CR
106.1, 605.3b, 608.2c; rules/mana_amounts.py); `spend_only_subtypes` naming a planeswalker type ("Spend this mana
only to cast an Elemental spell or a Chandra planeswalker spell.", CR 106.6, 205.3j); the `pump`'s power and toughness
"graveyard_named_like_source" and "times:<N>:<count>" ("It gets an additional +2/+2 until end of turn for each card
named ~ in your graveyard.", CR 608.2h); the `damage` effect's `except_for` ("~ deals 2 damage to each creature except for
creatures you control with flying.": an "all:" spec left out of `target`, CR 608.2b; rules/effects_damage.py); the static ability `one_spell_each_turn` ("Each player can't cast more than one spell each
turn.", CR 101.2, 601.2i; rules/s20m20_spell_limit.py; s33-newer: its `s33newer_who` "you" / "opponents" limits only its
controller, or only the other players); the mana abilities' `spend_only` "artifact_spells_or_abilities"
("Spend this mana only to cast artifact spells or activate abilities of artifacts.", CR 106.6, 109.2: the mana pays
an artifact spell's costs or an activated ability's of an artifact permanent; rules/restricted_mana.py); the `Count`
"s20m20_total_toughness:<spec>" ("you may have your life total become the total toughness of creatures you control",
CR 119.5, 608.2h; rules/s20m20_total_toughness.py) and the `pump`'s "your_life_total" ("+X/+X, where X is your life
total").
s20-trig2 (docs/oracle-s20-trig2.md): a `triggered` ability's `then_effects` may target: "When ~ enters, it deals 3
damage to target opponent or planeswalker and 3 damage to up to one target creature." is `effect` (the first target)
and `then_effects` (the second), the targets chosen as it is put on the stack for each instance of "target" in order
(CR 603.3d, 601.2c, 115.3); each targeted effect takes a fixed number ("up to N" too), and then the ability is not
modal (rules/s20trig2_targets.py). The `choices.target_counts` of an action (how many of `choices.targets` are for each
targeted effect, in order, CR 601.2c) say which effect a target is for when several "up to" targets leave it open
("Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature." with one target chosen);
without them such a choice is refused.
s20-cda (docs/oracle-s20-cda.md): more counts of the characteristic-defining `pt_equal_to_count` (CR 604.3, 613.4a;
rules/pt_cda.py): "devotion" with `colors` ("~'s power is equal to your devotion to red.", CR 700.5), "party_size"
("the number of creatures in your party", 700.8), "differently_named_lands_you_control" (201.2),
"card_types_in_your_graveyard" / "card_types_in_opponents_graveyards" ("the number of card types among cards in
...", 205.2a), "cards_you_own_in_exile_and_graveyard" with `card_types` (Crackling Drake); `card_types` with
"permanents_you_control" ("artifacts and/or enchantments you control") and a creature type's `subtype` ("Knights
you control", changeling counted, 702.73a); the ability `also_subtypes` ("~ is also a Cleric, Rogue, Warrior, and
Wizard.", a characteristic-defining ability of layer 4, 604.3, 613.1d).
s35-tdm (docs/oracle-s35-tdm.md): the counts "card_types_in_all_graveyards" ("the number of card types among cards in
all graveyards", every player's graveyard together, CR 205.2a, 404.1), "nonland_permanents_you_control" (CR 110.4),
"nonbasic_lands_opponents_control" (every other player's lands without the supertype basic, 205.4c, 102.2) and
"cards_drawn_this_turn" (the cards its controller drew this turn, 121.1; rules/pt_cda.py); the `Count`
"s35tdm_spells_cast_this_turn" ("draw cards equal to the number of spells you've cast this turn": the spells the
effect's controller cast this turn as it resolves, a copy not cast, CR 601.2i, 707.10, 608.2h; rules/effects_targets.py).
s20-neoa (docs/oracle-s20-neoa.md): the ability `tap_or_mana_cost` (`{"kind": "tap_or_mana_cost", "card_type":
"artifact", "mana": "{1}"}`: "As an additional cost to cast ~, tap an untapped artifact you control or pay {1}.", the
permanent named in the `cast` action's `choices.tap`, else the mana, CR 118.8, 601.2b, 601.2f-h, 701.26a;
rules/s20neoa_tap_or_mana.py); the ability `attached_base_power_toughness` (`{"kind": "attached_base_power_toughness",
"base_power": 5, "base_toughness": 5, "add_colors": ["B"], "if_creature": false}`: "Equipped creature has base power
and toughness 5/5, has menace, and is a black Demon in addition to its other colors and types." with an
`attached_pump` of the keywords and creature types; "As long as enchanted permanent is a creature, it has base power
and toughness 1/1.", layer 7b, CR 613.4b, layer 5, 613.1e, 105.3, 611.3a; rules/s20neoa_attached_base.py); the abilities
`attached_cant_activate` (`{"kind": "attached_cant_activate", "except_mana_abilities": true}`: "..., and its activated
abilities can't be activated [unless they're mana abilities].", CR 602.5, 605.3, 606.3) and `attached_cant_crew`
(`{"kind": "attached_cant_crew"}`: "Enchanted permanent can't attack, block, or crew Vehicles.", CR 702.122a), with
`cant_attack_or_block` (rules/s20neoa_arrest.py); the ability `cost_per_target` (`{"kind": "cost_per_target",
"cast_by": "you", "change": "less", "generic": 1}`: "Spells you cast cost {1} less to cast for each target.", CR
601.2f, 601.2c, 118.7a; rules/s20neoa_cost_per_target.py).
s21-dfc (docs/oracle-s21-dfc.md): `exile_return_transformed`'s `at` ("end_of_combat": "When ~ attacks, exile it at end
of combat, then return it to the battlefield transformed under your control.", a delayed triggered ability, CR 603.7a,
511.2, 712.14) and `under` ("owner": "... transformed under its owner's control", 110.2a), in a permanent's own
triggered or activated ability (rules/transform_return.py); `reveal_top_then_draw`'s `transform` ("look at the top card
of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform ~.": the
source transforms instead of a draw, CR 701.20a, 701.27a; its trigger's `optional` is the choice to reveal);
`return_died_to_battlefield`'s `transformed` and `at` ("next_end_step": "When you sacrifice ~ [When ~ dies], return it
to the battlefield transformed under its owner's control [at the beginning of the next end step].", CR 603.6c, 603.7a,
712.14, 712.14a); the `this_turn` record "cards_discarded" ("if you discarded a card this turn", CR 701.9a; the
state's `cards_discarded_this_turn` by player id, rules/turn_records.py); `transform_self` in a permanent's `cast_trigger`
("Whenever you cast your third spell in a turn, you may transform ~.", CR 601.2i, 701.27a).

s21-mutate (docs/oracle-s21-mutate.md): the `alternative_cost` name "mutate" (`{"kind": "alternative_cost", "name":
"mutate", "cost": "{2}{W}"}`: "Mutate {2}{W}", a mutating creature spell targeting a non-Human creature its owner owns,
merged over or under it as it resolves, CR 702.140a-c, 727.2); the triggers "self_mutates" ("Whenever this creature
mutates, ...") and "creature_you_control_mutates" ("Whenever a creature you control mutates, ...", "that creature" the
merged one), CR 702.140d; the `Count` "times_mutated" ("where X is the number of times ~ has mutated": the cards merged
with the source), also a pump's power and toughness (rules/s21mutate_mutate.py, rules/s21mutate_times.py).
s21-neoa (docs/oracle-s21-neoa.md): `return_to_battlefield`'s `under_your_control` (`{"kind":
"return_to_battlefield", "target": "card_in_a_graveyard:creature", "under_your_control": true}`: "Put target creature
card from a graveyard onto the battlefield under your control.", CR 110.2a; a card in any graveyard, the ability's
controller controls it; rules/return_to_battlefield.py); `attach` with the target `that_permanent` ("When you do,
attach ~ to it." in a trigger naming a permanent, CR 701.3a; a reflexive trigger keeps its event, 608.2c). The effect
`put_from_hand` (`{"kind": "put_from_hand", "quality": ["card:artifact"], "mana_value_at_most": "that_much"}`: "you may
put an artifact card with mana value less than or equal to that damage from your hand onto the battlefield", the card
named by `choices.chosen`, CR 608.2d, 110.2a; rules/s21neoa_put_from_hand.py). The effect `put_counter_choice`
(`{"kind": "put_counter_choice", "options": ["vigilance", "reach", "trample"], "target": "it"}`: "For each of them, put
your choice of a vigilance counter, a reach counter, or a trample counter on it.", `choices.keywords`, CR 608.2d,
122.1b; rules/s21neoa_counter_choice.py). The RiderConditions `none_put_into_hand`
and `enchanted_greatest_power` (rules/s21neoa_conditions.py).
s21-neob (docs/oracle-s21-neob.md): `becomes_creature`'s `duration` "indefinitely" ("It becomes a 0/0 green Spirit
creature with haste. It's still a land.", no duration stated, CR 611.2a); the ability `more_modes_if` (`{"kind": "more_modes_if",
"condition": {"kind": "you_control_each", ...}}` beside a `modal` with `choose_max` 2: "Choose one. If you control an
artifact and an enchantment as you cast ~, you may choose both.", more than one mode only if the RiderCondition holds
as the spell is cast, CR 700.2d, 601.2b; rules/s21neob_modes_if.py); a `chapter`
ability's `optional_action` and `reflexive` ("II — You may discard a card. When you do, ...", CR 714.2b, 603.12;
rules/reflexive.py); the effect `owners_gain_control` (`{"kind": "owners_gain_control", "card_type": "permanent"}`:
"Each player gains control of all permanents [creatures] they own.", CR 613.1b, 611.2a, 108.3;
rules/s21neob_owners_control.py); `additional_cost`'s `optional` ("As an additional cost to cast ~, you may sacrifice an
artifact.", the `cast` action's `choices.sacrifice`, CR 601.2b, 118.8) with the RiderCondition kind
`additional_cost_paid` ("If ~'s additional cost was paid, ~ deals 4 damage instead.", decided by the spell's record
`choices.additional_cost_paid`; rules/additional_costs.py, rules/riders.py; s32-ma: `additional_cost`'s `bargain`,
"Bargain", CR 702.166a-b: the optional sacrifice of an artifact, enchantment, or token, "If ~ was bargained" read as
`additional_cost_paid`); `grant_activated`'s `to` "self" with
`if_modified` ('As long as ~ is modified, it has "{T}: Add {G}{G}."', CR 700.9, 611.3a, 613.1f;
rules/granted_activated.py).
s21-inn (docs/oracle-s21-inn.md): `additional_cost`'s `cost` "exile_from_graveyard" (`{"kind": "additional_cost",
"cost": "exile_from_graveyard", "card_type": "creature", "amount": 1}`: "As an additional cost to cast ~, exile a
creature card from your graveyard.", the cards named in the `cast` action's `choices.exile_from_graveyard`, never the
spell's own card, CR 601.2b, 601.2h, 406.2; rules/additional_costs.py with rules/sacrifice_exile_costs.py);
`look_at_top`'s `to` "graveyard" ("Look at the top card of your library. You may put that card into your graveyard.",
`rest` "top", CR 608.2c); the state `token` in a `dying` / `sacrificed` spec ("Whenever you sacrifice a Blood token",
as it last existed, CR 111.1, 603.10a); `max_per_turn` on the trigger "you_discards"; the RiderCondition kind
`s21inn_different_powers` (`{"kind": "s21inn_different_powers", "spec": "creature", "number": 3}`: "Then if you control
three or more creatures with different powers, ...", CR 208.1, 608.2c; rules/riders.py, rules/different_powers.py).

s21-szn (docs/oracle-s21-szn.md): the counter kind "book" of `put_counters` (CR 122.1); the `TokenCount` "party_size"
("create a 1/1 white Kor Warrior creature token for each creature in your party", CR 700.8); a `step_trigger`'s
`condition` "full_party" ("if you have a full party", CR 700.8, 603.4; rules/step_triggers.py); the effect
`attacks_despite_defender_this_turn` (`{"kind": "attacks_despite_defender_this_turn", "target": "self"}`: "~ can
attack this turn as though it didn't have defender.", CR 702.3b, 611.2c, 514.2; rules/s21szn_despite_defender.py).

s21-ete (docs/oracle-s21-ete.md): the ability `cant_gain_life` (`{"kind": "cant_gain_life", "players": "opponents"}`:
"Players [Your opponents] [You] can't gain life.", `players` "each", "opponents" or "you" seen from its controller, CR
119.7; rules/s21ete_cant_gain_life.py); the effect `put_land_from_hand` (`{"kind": "put_land_from_hand", "tapped":
true}`: "You may put a land card from your hand onto the battlefield [tapped].", the land card named by
`choices.chosen`, none when it names none, CR 608.2d, 305.4; rules/s21ete_put_land_from_hand.py); the RiderCondition
kind `city_blessing` ("if you have the city's blessing", CR 702.131c: in riders, "instead" sentences and triggers'
`intervening_if`) and the activated abilities' `activate_only_if_city_blessing` ("Activate only if you have the city's
blessing.", CR 602.5b; rules/s21ete_city_blessing.py); the trigger "self_dies_or_exiled" ("When ~ dies or is put
into exile from the battlefield", `that_card` the card in its new zone, CR 700.4, 603.6c, 603.10a) and `put_on_library`'s
`position` "third_from_top" with `target` "that_card" (rules/s21ete_dies_or_exiled.py); `cant_be_blocked_by`'s
`by_subtypes` ("~ can't be blocked by Knights or Walls.", CR 509.1b, 205.3; rules/evasion.py); the trigger
"opponent_draws" ("Whenever an opponent draws a card", `that_player` the player who drew, CR 121.2, 603.2;
rules/s21ete_opponent_draws.py); `gain_life`'s `player` "each_player" ("When ~ enters, each player gains 4 life.", CR
119.3).

s22-ete (docs/oracle-s22-ete.md): `create_token`'s `for_player` "target_opponent" ("When ~ dies, target opponent creates
two Treasure tokens.": the effect targets an opponent, who creates and controls the tokens, CR 115.1, 111.2;
rules/tokens.py) and its `count` "source_power" ("..., where X is ~'s power.", ~'s power or as it last existed, CR
608.2h); `static_pump`'s `affected_with` with the state "legendary" ("Legendary Humans you control have
indestructible.", CR 205.4a; rules/static_qualities.py); `intervening_if` `city_blessing` on the triggers
"deals_damage" and "creature_dies" too, checked as they trigger and as they resolve (CR 603.4, 702.131c;
rules/damage_triggers.py, rules/dies_triggers.py; never on a granted triggered ability); the target grammar's `all`
scope "target_opponent_controls" ("tap all creatures target opponent controls", the target a player who is an
opponent, CR 115.1; rules/target_filters.py).
s22-inn (docs/oracle-s22-inn.md): `static_pump`'s `status` "tapped" ("Other tapped creatures you control have
deathtouch.", CR 110.5, 613.1f; rules/static_pump.py); the RiderCondition kinds `s22inn_night`, `s22inn_day` ("If it's
night, ...", CR 728: neither day nor night holds neither) and `s22inn_your_turn` ("If it's your turn, ... Otherwise,
...", CR 102.1), none with other fields (rules/riders.py); `self_cost_reduction`'s `if_day_night` ("This spell costs
{2} less to cast if it's night.") and `for_each_on_battlefield` (a permanent spec: "... for each creature on the
battlefield", every player's permanents counted; CR 601.2f; rules/self_cost_reduction.py); `additional_cost`'s
`card_type` "nonland_permanent" ("As an additional cost to cast ~, sacrifice a nonland permanent.", CR 601.2b, 205.2a;
rules/additional_costs.py); the activated abilities' `activate_only_if_own_card_in_exile` ("Activate only if you own a
card in exile.", CR 602.5b, 406.1; rules/activation_costs.py); the keyword "ward:{1}" read by the grammar in keyword
lists ("Each creature you control has ward {1}.", CR 702.21a).
s22-neob (docs/oracle-s22-neob.md): `during_your_turn` and `max_per_turn` on the trigger "group_leaves" ("Whenever one
or more artifacts you control leave the battlefield during your turn, ... This ability triggers only once each turn.",
CR 603.2c, 603.6c, 603.10a, 102.1; rules/leaves_triggers.py); the mana abilities' `spend_only`
"chosen_type_creature_spells_or_abilities" ("Spend this mana only to cast a creature spell of the chosen type or
activate an ability of a creature or creature card of the chosen type.", CR 106.6, 614.12, 602.2b: the activated
abilities of a creature permanent, or of a creature card in a hand or a graveyard, with the chosen creature type;
rules/restricted_mana.py); the effect `next_spell_costs_less` (`{"kind": "next_spell_costs_less", "generic": 1}`: "the
next spell you cast this turn costs {1} less to cast", CR 601.2f, 118.7a; the state's `next_spell_reductions`,
rules/s22neob_next_spell_cost.py).
s22-neoa (docs/oracle-s22-neoa.md): the pump amount "as_cast:count:<spec>|<spec>" ("It gets an additional -1/-1 until
end of turn for each modified creature you controlled as you cast ~.": a `count:` Count taken as the spell is cast,
once its costs are paid, and kept in the spell's `choices.as_cast`, CR 601.2, 608.2h; rules/s22neoa_as_cast.py); the RiderCondition kind `s22neoa_controlled_as_cast`
with `spec` ("If you controlled a modified creature as you cast ~, ...": at least one permanent of the spec the caster
controlled as it was cast, from the same record) and the Count "X_plus_<N>" ("it deals X plus 2 damage instead", CR
107.3a); `return_to_battlefield`'s `return_to_hand_at` "your_next_end_step" ("Return it to its owner's hand at the
beginning of your next end step.", a delayed trigger with `at` "your_next_end_step" and `action` "bounce", CR 603.7a,
400.7; rules/s22neoa_delayed_return.py); `create_token_copy`'s `except_keywords` ("..., except it has haste", CR 707.9b)
and `sacrifice_at` "next_end_step" (CR 603.7, 701.21a).
s22-war (docs/oracle-s22-war.md): the `Count` "graveyard_instant_sorcery_cards" ("the number of instant and sorcery cards
in your graveyard", CR 205.2a, 404.1, 608.2h; rules/graveyard_amounts.py), also `amass`'s counted amount; `etb_counters`'
`for_each` "graveyard_creature_cards" / "graveyard_cards" (undergrowth: "~ enters with a +1/+1 counter on it for each
creature card in your graveyard.", CR 614.12); `destroy` among a rider's effects ("If it's an artifact, destroy it.",
CR 608.2c, 701.8a) and `discard` under `if_you_control` ("If you control a Liliana planeswalker, each opponent also
discards a card.", 701.9a); the `affected_with` state "legendary" of `static_pump` ("Other legendary creatures you
control get +2/+2.", CR 205.4a; rules/static_qualities.py); the target-spec state "nonbasic" (CR 205.4c;
rules/target_filters.py); the blocker quality "creature_tokens" of `cant_be_blocked_by` (CR 111.1, 509.1b;
rules/evasion.py); `player_hexproof`'s `as_long_as` "your_turn" (CR 611.3a; rules/player_hexproof.py); a
`creature_dies` trigger's `dying` of base "creature_or_planeswalker" (a planeswalker's death, CR 700.4;
rules/s22war_planeswalker_dies.py); `reveal_choose_discard`'s `card_types_any_of` ("You choose an artifact or creature
card from it.", CR 608.2d; rules/reveal_discard.py); `GraveyardCardsCount`'s `or_card_type` ("two or more instant
and/or sorcery cards in your graveyard", CR 205.2a; rules/life_total_conditions.py). A legendary instant or sorcery is
cast only by a player controlling a legendary creature or planeswalker (CR 205.4e; rules/s22war_legendary_spells.py).
s22-zne (docs/oracle-s22-zne.md): the cost `sacrifice_permanent`'s `or_spec` (`{"kind": "sacrifice_permanent", "spec":
"creature:other", "or_spec": "enchantment"}`: "Sacrifice another creature or an enchantment", a permanent either spec
names, CR 602.2b, 701.21a; rules/sacrifice_costs.py); `self_cost_reduction`'s `for_each_devotion` (`{"kind":
"self_cost_reduction", "generic": 1, "for_each_devotion": "devotion_W"}`: "~ costs {X} less to cast, where X is your
devotion to white.", CR 601.2f, 700.5; rules/self_cost_reduction.py); the target state `in_an_opponents_graveyard` on
`card_in_a_graveyard` ("exile target card from an opponent's graveyard", CR 115.2, 404.2; rules/target_filters.py); the
rider condition kind `kicked` ("If ~ was kicked, <effects>." as a sentence of a spell: the resolving spell was kicked, CR
702.33d, 608.2c; rules/riders.py, rules/kicker.py); the activated abilities' `activate_only_if_opponent_graveyard_at_least`
("Activate only if an opponent has eight or more cards in their graveyard.", CR 602.5b, 404.1; rules/activation_power.py)
and `self_cost_reduction`'s `if_opponent_graveyard_at_least` ("~ costs {3} less to cast if an opponent has seven or more
cards in their graveyard.", CR 601.2f; rules/self_cost_reduction.py); the trigger "creature_combat_damages_planeswalker"
with `dealing` ("Whenever a creature you control deals combat damage to a planeswalker, destroy that planeswalker.", CR
603.2, 510.2, 306.8; rules/s21m21_damages_planeswalker.py).
s22-stx (docs/oracle-s22-stx.md): `enters_tapped`'s `unless_reveal` (`{"kind": "enters_tapped", "unless_reveal":
["Island", "Mountain"]}`: "As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters
tapped.", the card revealed named by `choices.reveal`, CR 614.12, 701.20a; rules/conditional_enters_tapped.py); the
`Count`s "hand_cards" and "library_cards" ("where X is the number of cards in your hand / library", CR 402.1, 401.1,
608.2h; rules/s22stx_zone_counts.py) and "different_powers_you_control" ("Draw a card for each different power among
creatures you control.", CR 208.1) and "life_gained_this_turn" ("where X is the amount of life you gained this turn",
CR 119.3; also a pump's +X/+X); `put_on_library`'s `position` "second_from_top" (CR 401.7); the target spec's
qualifier "monocolored" (CR 105.4); `draw`'s `player` "target_opponent" (CR 115.1).
s23-c10 (docs/oracle-s23-c10.md): the effect `cant_cast_spells_this_turn` (`{"kind": "cant_cast_spells_this_turn",
"player": "each_opponent" | "target_player" | "target_opponent"}`: "Your opponents can't cast spells this turn.", the
state's `cant_cast_spells_this_turn`, emptied in the cleanup step, CR 101.2, 514.2; rules/s23c10_cant_cast.py); the
triggers "targeted", "targeted_by_spell" and "enchanted_targeted" ("When ~ / enchanted creature becomes the target of a
spell [or ability]", whoever controls it, CR 603.2, 115.1, 303.4; rules/s23c10_targeted.py); `additional_block`'s
`any_number` ("~ can block any number of creatures.", CR 509.1a); `extra_turn`'s `player` "target_player" (CR 500.7,
115.1); `return_all_to_battlefield`'s `from_all_graveyards` ("... from all graveyards to the battlefield under their
owners' control", CR 108.3, 110.2a); `static_prevention`'s `affected` "equipped_creature" / "you", `from` "opponents",
`amount` ("prevent 1 of that damage") and `noncombat_only` (CR 615.1, 604.1); `look_at_top`'s `rest` "top_any_order"
(the order `choices.top_order`, CR 401.4) and `may_shuffle` (`choices.pay_optional_cost`, CR 701.24a).
s23-c11 (docs/oracle-s23-c11.md): `self_count_pump`'s `subtype` ("~ gets +0/+1 for each Mountain you control.": only
permanents you control having that subtype, CR 205.3i, 613.4c; rules/self_count_pump.py); `attached_count_pump`'s
`power_each` / `toughness_each` ("Enchanted creature gets -1/-1 for each Swamp you control.": the count times -1,
default 1; rules/count_pump.py); `cant_attack_unless_you_control`'s `on_battlefield` ("~ can't attack unless there are
five or more Islands on the battlefield.": every player's permanents counted, CR 508.1c, 110.1;
rules/attack_unless_you_control.py); `shuffle`'s `zones` ("hand", "graveyard"), `source` and `player` "each_player"
("Each player shuffles their hand and graveyard into their library", "Shuffle ~ and your graveyard into their owner's
library.": the cards go into their owner's library, which is then shuffled, CR 701.24a, 400.3; rules/library.py);
`edict`'s `count` ("Each player sacrifices five lands.", CR 701.21a; rules/edict.py); the `Count` "its_damage_dealt"
("You gain life equal to the damage dealt this way.": the damage the spell's one targeted effect dealt, CR 608.2h). An instant or sorcery with "Exile
~." goes to exile once it has resolved (CR 608.2c, 406.2; rules/s23c11_spell_exiles_itself.py). `flip_coin`'s
`won_effects` ("If you win the flip, sacrifice ~ and draw three cards.": in order, after `won` if any, CR 705.1, 608.2c;
rules/coin_flip.py). The ability `damage_cant_be_prevented` ("Damage can't be prevented.") and `damage`'s
`cant_be_prevented` ("... The damage can't be prevented."): no prevention effect applies (protection's, static
prevention's, shields'; CR 615.12, 702.16e; rules/s23c11_unpreventable.py).
s23-c12 (docs/oracle-s23-c12.md): the `LifeCondition` "opponent_dealt_damage" ("if an opponent was dealt damage this
turn": bloodthirst, CR 702.54a, on `etb_counters`'s `condition`; rules/s23c12_bloodthirst.py); the additional cost's
`subtype` (`{"kind": "additional_cost", "cost": "sacrifice", "card_type": "permanent", "subtype": "Goblin"}`: "sacrifice
a Goblin", CR 601.2b; rules/additional_costs.py); `static_pump`'s `status` "enchanted" ("As long as ~ is enchanted, it
gets +2/+2 ...": an Aura is attached to it, CR 303.4, 611.3a; rules/self_equipped.py); `additional_land_play`'s
`each_player` ("Each player may play an additional land on each of their turns.", CR 305.2; rules/additional_lands.py);
`cant_be_regenerated`'s `if_dealt_damage_this_way` ("A creature dealt damage this way can't be regenerated this turn.",
CR 701.19c; rules/cant_be_regenerated.py); two or more `discard` other costs ("Discard two cards:", CR 602.2b);
`sacrifice`'s `at` "end_of_combat" ("When ~ attacks, sacrifice it at end of combat.", a delayed triggered ability, CR
603.7a, 511.2; rules/sacrifice.py); `damage_by_it`'s `by` "that_permanent" ("Whenever a creature enters under your
control, it deals damage equal to its power to any target.", CR 120.1, 608.2h; rules/damage_by_it.py); `edict`'s
`player` "that_player" (a step trigger's player: "At the beginning of each player's upkeep, that player sacrifices a
non-Zombie creature.", CR 701.21a; rules/edict.py); `doesnt_untap_next_untap_step`'s `your_untap_step` ("~ doesn't
untap during your next untap step.", CR 502.3; rules/untap_next_step.py); `draw`'s `target_count` ("Any number of target
players each draw twenty cards.", CR 115.1, 601.2c); `discard`'s `all_but` ("Target player chooses a card in their hand
and discards the rest.", CR 701.9b; rules/discard.py).
s23-c13 (docs/oracle-s23-c13.md): the keyword exalted (CR 702.83; rules/s23c13_exalted.py); the untargeted target spec
"equipped_creature" ("{2}: Regenerate equipped creature.", "put a +1/+1 counter on equipped creature": the creature the
Equipment is attached to as the effect resolves, CR 301.5; rules/effects_targets.py); the rider condition kind
`s23c13_attached_is` with `specs` ("put a +1/+1 counter on equipped creature if it's green": that creature matches one
of them as the ability resolves, CR 608.2c, 105.2; rules/s23c13_attached_is.py); `cast_as_though_flash`'s `color` ("You
may cast green creature spells as though they had flash.", CR 702.8a, 105.2; rules/flash_permission.py); the effect
`lose_game` (`{"kind": "lose_game", "target": "player"}`: "Target player loses the game.", CR 104.3e;
rules/s23c13_lose_game.py); `create_token`'s `count` "your_life_total" and "greatest_power:<spec>" (CR 608.2h); the effect
`attack_requirement_this_turn` (`{"kind": "attack_requirement_this_turn", "target": "creature"}`: "Target creature attacks
this turn if able.", CR 508.1d; rules/s23c13_attack_requirement.py, a permanent effect's `attack_requirement`); the
step trigger's `if_library_at_least` ("if you have 200 or more cards in your library", CR 603.4, 401.1; s31-core: and
`if_that_player_hand_at_most`, "if that player has two or fewer cards in hand", the hand of the player whose step it
is, CR 603.4, 402.1); the target
spec's reference scope "that_player_or_controller_controls" ("each creature that player or that planeswalker's
controller controls", CR 608.2c); `life_gain_increase`'s `times` ("If you would gain life, you gain twice that much life
instead.", CR 614.1a; `plus` or `times`, one of them).

s23-ori (docs/oracle-s23-ori.md): the RiderCondition `cards_in_your_graveyard`'s `or_card_type` (spell mastery: "If there
are two or more instant and/or sorcery cards in your graveyard, ...", CR 207.2c, 205.2a); renown (CR 702.112): the
permanent's designation `renowned`, the effect `become_renowned` (`{"kind": "become_renowned"}`: the ability's source
becomes renowned, event `became_renowned`) and the RiderCondition `s23ori_renowned` ("if ~ is [isn't] renowned", also a
`deals_damage` trigger's `intervening_if`; rules/s23ori_renown.py); the mana ability's `damage_to_you` (`{"kind":
"mana", "cost": "{T}", "add": "{R}|{W}", "damage_to_you": 1}`: "{T}: Add {R} or {W}. ~ deals 1 damage to you.", CR
605.3b, 120.3a; rules/mana_abilities.py); `cant_block_this_turn`'s `also_cant_attack` ("Target creature can't attack
or block this turn.", CR 508.1c); the blocker quality "creatures_with_reach" ("~ can't be blocked except by creatures
with flying or reach.", CR 509.1b, 702.17b; rules/evasion.py); `can_block_only`'s `affected` "enchanted_creature"
("Enchanted creature can block only creatures with flying.", CR 509.1b; rules/combat_requirements.py); the trigger
"creature_you_control_becomes_blocked" ("Whenever a creature you control becomes blocked, it gets +1/+1 until end of
turn.", CR 509.3c; rules/s23ori_blocked.py); the count "enchantments_you_control" ("Equipped creature gets +1/+1 for each
enchantment you control.", CR 613.4c; rules/pt_cda.py); the activated abilities' `activate_only_if_graveyard_card_type`
("Activate only if there are four or more creature cards in your graveyard.", CR 602.5b, 205.2a;
rules/activation_limits.py); `cant_attack_unless_you_control`'s `graveyard_at_least` ("~ can't attack unless there are
seven or more cards in your graveyard.", CR 508.1c, 404.1; rules/attack_unless_you_control.py).
s23-neo (docs/oracle-s23-neo.md): the target spec's control qualifier `event_player_controls` ("Whenever ~ deals combat
damage to a player, ... target artifact that player controls": the player the trigger event named, also in its reflexive
trigger, CR 603.2, 603.12, 115.1; rules/s23neo_event_player.py); `optional_action`'s action "remove_counter" with
`counter` ("you may remove a deathtouch counter from it", one counter of ~'s, CR 122.1, 608.2d) and `card_type` with
"discard" ("you may discard a creature card", CR 701.9a; rules/s23neo_optional_actions.py); `reveal_choose_discard`'s
`player` "that_player" and `exile` ("that player reveals their hand and you choose a nonland card from it. Exile that
card.", CR 701.20a, 406.2); `additional_cost`'s `cost` "tap", `any_number` and `each_costs_less` ("you may tap any number
of untapped creatures you control. ~ costs {1} less to cast for each creature tapped this way.", `choices.tap` /
`choices.sacrifice` of the `cast`, CR 118.8, 601.2b, 601.2f-h; rules/s23neo_any_number_costs.py); `modal`'s `up_to_one`
("When ~ dies, choose up to one —", no mode may be chosen, CR 700.2, 603.3c).

s23-std (docs/oracle-s23-std.md): `search_library`'s `player` ("each_player" | "each_opponent" | "target_player" |
"target_opponent" | "its_controller"; default "you"): "Each player searches their library for a basic land card, puts
it onto the battlefield, then shuffles." / "Its controller may search ..." (CR 701.23a, 701.24a, 110.2a): each such
player searches their own library, the cards found enter under their control; `choices.search` names each one's cards
(a player none of whose cards it names finds none, or with `optional` doesn't search); only a search for a stated
quality, put into the hand or onto the battlefield (rules/library.py). `attack_cost`'s `affected` "attacking_you" ("Creatures can't attack you or planeswalkers you control unless their
controller pays {1} for each of those creatures.", CR 508.1g-h; rules/attack_costs.py). `damage_by_it`'s `to_itself` ("Target creature
deals damage to itself equal to its power.", "Each creature deals damage to itself equal to its power.", CR 120.1,
608.2h; rules/damage_by_it.py). `edict`'s `amount` ("Each player sacrifices two creatures.", CR 701.21a; rules/edict.py). `cant_be_countered`'s
`of_spells` with `you_control`, `card_types`, `not_card_type`
("Creature spells you control can't be countered.", "Spells can't be countered.", CR 101.2; rules/cant_be_countered.py).

s23-c14 (docs/oracle-s23-c14.md): `cast_trigger`'s `during` "your_turn" ("Whenever an opponent casts a blue or black
spell during your turn", CR 102.1) and "that_player" in its effect (the caster, CR 603.2); `etb_counters`'s `for_each`
"life_gained_this_turn" (CR 614.12, 119.3); `can_block_only` with `attackers_with` null and `power_greater_than` N ("~
can't block creatures with power 2 or less", CR 509.1b); `static_pump`'s `as_long_as` "life_at_least_starting" (CR
103.4) and `affected` "artifacts_you_control" (keywords only, on noncreature artifacts too, CR 613.1f);
`tapped_for_mana_trigger`'s `watch` "nonbasic_lands" (CR 205.4c); its cards with "When enchanted creature becomes
the target of a spell or ability" and "Your opponents can't cast spells this turn." are read by s23-c10's trigger and
effect; the effect `reveal_at_random` (`{"kind": "reveal_at_random", "player": "that_player"}`: "that player reveals a card at random from
their hand.", CR 701.20a; the random pick is the request's `choices.discard`, rules/random_discard.py);
`cast_as_though_flash_for`'s `next_only` ("The next sorcery spell you cast this turn can be cast as though it had
flash.", used up by the first such spell, CR 601.2i; `FlashPermission.next_only`, rules/flash_until.py).
s24-khans (docs/oracle-s24-khans.md): the ability `morph` (`{"kind": "morph", "cost": "{2}{U}", "megamorph": false}`:
"Morph {2}{U}" / "Megamorph {4}{W}", CR 702.37a-b: the card may be cast face down for {3} (702.37c, the `cast` action's
`face_down`) and turned face up by paying that cost (`turn_face_up` with `pay` "morph", 702.37e); with `megamorph` a
+1/+1 counter is put on it as it is turned face up that way; rules/face_down.py; s32-ma: `disguise` true, "Disguise
{4}{B}", CR 702.168a, d: as morph, and the face-down spell or permanent has ward {2}; the effect `incubate`,
`{"kind": "incubate", "amount": 2}`: "Incubate 2.", CR 701.53a, an Incubator token with that many +1/+1 counters on it,
rules/s32ma_incubate.py; the effect `create_role`, `{"kind": "create_role", "role": "Monster", "target":
"creature:you_control"}`: "Create a Monster Role token attached to target creature you control.", CR 111.10, 303.7a,
704.5y, rules/s32ma_roles.py; the effect `suspect`, `{"kind": "suspect", "target": "it"}`: "Suspect it.", CR 701.60,
the permanent's `suspected`, rules/s32ma_suspect.py); `alternative_cost`'s name "dash"
("Dash {2}{R}", CR 702.109a: haste and back to its owner's hand at the beginning of the next end step;
rules/s24khans_dash.py); the effect `bolster` (`{"kind": "bolster", "amount": 2}`: "Bolster 2.", CR 701.39a; the
creature among those tied for least toughness is `choices.chosen`; rules/s24khans_bolster.py); the effect `manifest`
(`{"kind": "manifest", "amount": 1, "counters": 0}`: "Manifest the top card of your library.", CR 701.40a-e: face-down
2/2 permanents marked `manifested`; a creature card among them is turned face up with `turn_face_up` `pay` "mana_cost";
rules/s24khans_manifest.py).
s24-emn (docs/oracle-s24-emn.md): delirium (CR 207.2c, 205.2a: "if there are four or more card types among cards in your
graveyard"; rules/s24emn_delirium.py): `static_pump`'s `as_long_as` "delirium", the RiderCondition `s24emn_delirium` (a
trigger's `intervening_if`, CR 603.4), `self_cost_reduction`'s `if_delirium` (CR 601.2f), the activated ability's
`activate_only_if_delirium` (CR 602.5b) and `attacks_as_though_no_defender`'s `condition` "delirium" (CR 702.3b); the
ability `escalate` (`{"kind": "escalate", "cost": "{1}{W}"}`: "Escalate {1}{W}", CR 702.120a: the cost once per mode
chosen beyond the first; rules/s24emn_escalate.py); the `alternative_cost` names "emerge" ("Emerge {5}{B}{B}", CR
702.119a: the `cast` action's `alternative_cost` "emerge" with `choices.sacrifice`, the total cost less the sacrificed
creature's mana value; rules/s24emn_emerge.py) and "madness" ("Madness {1}{R}", CR 702.35a: a discarded card is exiled
instead and its trigger lets its owner cast it for that cost, the `choose` decision `pay_optional_cost`;
rules/s24emn_madness.py, s24emn_madness_trigger.py); the triggers "s24emn_cast_self" ("When you cast ~, ...", CR 601.2i;
rules/s24emn_cast_self.py) and "s24emn_emerge_sacrificed" ("When you sacrifice ~ while casting a spell with emerge",
CR 603.6c); `look_at_top` `to` "graveyard" taking any number, `rest` "top_any_order" ("Put any number of them into your
graveyard and the rest back on top of your library in any order.", CR 608.2c); plain `discard` costs of an ability of
a card in a graveyard ("{2}{U}, Discard two cards: Return ~ ...", CR 602.2b; rules/s24emn_graveyard_discard.py).

s24-mh1 (docs/oracle-s24-mh1.md): the keywords storm (printed on a spell, CR 702.40a; rules/storm.py) and cascade (CR
702.85a; rules/s24mh1_cascade.py); persist, read as its dies trigger (`dying` "creature:without_counter_-1/-1", the state
`without_counter_<kind>` on a "dies" trigger, CR 702.79a, 603.10a; `return_died_to_battlefield`'s `with_counters`
{"-1/-1": 1}); the ability `group_cant_activate` (`{"kind": "group_cant_activate", "affected": "all:artifact"}`:
"Activated abilities of artifacts can't be activated.", `except_mana_abilities`, CR 602.5, 605.3;
rules/s24mh1_group_cant_activate.py); the target spec states "snow" / "nonsnow" (CR 205.4g) and `pt_equal_to_count`'s
`supertype` "Snow" ("the number of snow permanents you control"); the ability `spells_you_cast_have_cascade`
(`{"kind": "spells_you_cast_have_cascade", "subtype": "Sliver"}`: "Sliver spells you cast have cascade.", CR 702.85a,
613.1f); the `alternative_cost` names "evoke" and "exile_card_from_hand" (`exile_color`, `if_not_your_turn`: "If it's not
your turn, you may exile a blue card from your hand rather than pay ~'s mana cost.", CR 118.9); with "evoke", the "enters"
trigger's `if_evoked` (`{"kind": "triggered", "trigger": "enters", "if_evoked": true, "effect": {"kind": "sacrifice",
"target": "self"}}`, CR 702.74a; rules/s24mh1_evoke.py); the ability `suspend` (`{"kind": "suspend", "time_counters": 4,
"cost": "{G}"}`, CR 702.62a; the `suspend` action, a card's `time_counters` in exile; rules/s24mh1_suspend.py).

s24-kal (docs/oracle-s24-kal.md): energy counters (CR 107.14, 122.1; rules/energy.py): the effect `get_energy`
(`{"kind": "get_energy", "amount": 2}`: "you get {E}{E}"; `amount` a `Count`: "you get {E} for each creature you
control", "you get an amount of {E} equal to the greatest power among creatures you control"), the player's
`energy_counters` growing by that much; the activation cost `pay_energy` in `other_costs` (`{"kind": "pay_energy",
"amount": 3}`: "Pay {E}{E}{E}", CR 107.14, 602.2b: only with that many energy counters, removed as it is paid);
improvise (CR 702.126) is a keyword (the cast action's `improvise`, rules/improvise.py); "Fabricate N" (CR 702.123)
is a `triggered` "enters" ability with the effect `fabricate` (`{"kind": "fabricate", "amount": N}`: the `resolve`
action's `choices.pay_optional_cost` true puts N +1/+1 counters on ~, else N 1/1 Servo tokens are created;
rules/fabricate.py); the ability `spells_have_improvise` (`{"kind": "spells_have_improvise", "not_card_type":
"Artifact"}`: "Nonartifact spells you cast have improvise.", CR 702.126a; rules/improvise.py); the effect
`cast_from_hand_free` (`{"kind": "cast_from_hand_free", "max_mana_value": 3}`: "You may
cast a spell with mana value 3 or less from your hand without paying its mana cost.", CR 608.2g, 118.9: the `resolve`
action's `choices.chosen` names the card; rules/s24kal_cast_from_hand.py); revolt's "if a permanent you controlled left the battlefield this turn" is the `this_turn` record
"left_battlefield" with `who` "you" and a permanent `spec` (CR 400.7; rules/turn_records.py).

s34-tdm (docs/oracle-s34-tdm.md): the effect `endure` (`{"kind": "endure", "amount": 2}`: "~ endures 2.", "When ~
enters, it endures 3.", CR 701.63a: the ability's source endures N; the `resolve` action's `choices.chosen` naming ~
puts N +1/+1 counters on it, else (not named, or ~ has left the battlefield) its controller creates an N/N white Spirit
creature token; rules/s34tdm_endure.py).
The ability `harmonize` (`{"kind": "harmonize", "cost": "{4}{G}"}`: "Harmonize {4}{G}", CR 702.180a-b): as `flashback`,
the `cast` action may name the card in its caster's graveyard (an instant or sorcery), cast for that cost instead of its
mana cost and exiled as it leaves the stack; its `choices.tap` may name one untapped creature the caster controls,
tapped as the cost is paid, the total cost then less that creature's power in generic mana (rules/s34tdm_harmonize.py).
`reveal_or_mana_cost`'s `behold` (`{"kind": "reveal_or_mana_cost", "subtype": "Dragon", "mana": "{1}", "behold":
true}`: "As an additional cost to cast ~, behold a Dragon or pay {1}.", CR 701.4a: `choices.reveal` names a Dragon card
of the caster's hand or a Dragon permanent they control; rules/s25stda_reveal_or_mana.py).

s24-hou (docs/oracle-s24-hou.md): a split card's right half's keyword `aftermath` (CR 702.127a: `cast` with `face`
"right" names the card in its owner's graveyard, only there; exiled as it leaves the stack; rules/aftermath.py); the
activation cost `exert_self` (`{"kind": "exert_self"}`: "Exert ~", CR 701.43; rules/exert.py), the ability
`exert_as_attacks` (`{"kind": "exert_as_attacks"}`: "You may exert ~ as it attacks.", the `declare_attackers`
declaration's `exert`, CR 508.1g) and the triggers "self_exerted" ("When you do, ...", CR 603.12) and "you_exert"
("Whenever you exert a creature"); the RiderCondition `s24hou_control_or_graveyard` (`spec` "permanent:<Subtype>": "if
you control a Desert or there is a Desert card in your graveyard", CR 603.4), `static_pump`'s
`s24hou_as_long_as_control_or_graveyard` (CR 611.3a) and the activated ability's
`s24hou_activate_only_if_control_or_graveyard` (CR 602.5b; rules/s24hou_graveyard_subtype.py);
`doesnt_untap_next_untap_step` with `target` "all:land:you_control" and `your_untap_step` ("Lands you control don't
untap during your next untap step.": every land its controller controls in that step, CR 502.3, 611.2c; the state's
`lands_dont_untap_next_step_of`, rules/s24hou_lands_untap.py). Afflict N (702.130a) is read as its triggered ability
(`self_becomes_blocked`, `lose_life` of `defending_player`).

s24-mh2 (docs/oracle-s24-mh2.md): `self_cost_reduction`'s `affinity` (affinity: "Affinity for artifacts" is `{"kind":
"self_cost_reduction", "generic": 1, "for_each_you_control": "artifact", "affinity": true}`, CR 702.41a, 702.41b);
`put_its_counters`' `counter` "+1/+1" (only that kind of counter) and `modular` (modular N, CR 702.43a: an
`etb_counters` of N +1/+1 counters and the optional trigger "self_put_into_graveyard" whose `put_its_counters` puts its
+1/+1 counters on target artifact creature; rules/put_its_counters.py); living weapon (CR 702.92a) is read into the
"enters" trigger that creates the 0/0 black Phyrexian Germ creature token and then `attach`es the Equipment to it;
`cycling`'s `search` (typecycling: `{"kind": "cycling", "cost": "{1}{R}", "search": "land:basic"}` is "Basic landcycling
{1}{R}", a cycling ability whose effect is "Search your library for a basic land card, reveal it, put it into your
hand, then shuffle.", CR 702.29e, 702.29f; rules/cycling.py); the ability `entwine` (`{"kind": "entwine", "cost":
"{2}{G}"}`: "Entwine {2}{G}", CR 702.42a; the spell's one `modal` effect, read with `choose_max` its number of modes,
takes one mode, or all of them with the entwine cost added; rules/s24mh2_entwine.py); `static_pump`'s
`as_long_as_hand_at_most` ("~ has lifelink as long as you have no cards in hand.", hellbent, CR 611.3a, 402.1).

s24-core (docs/oracle-s24-core.md): the static abilities `cant_be_targeted_by` (`{"kind": "cant_be_targeted_by",
"colors": ["U", "B"], "non": false, "abilities": false, "opponents": false}`: "~ can't be the target of blue or black
spells." / "... nongreen spells or abilities from nongreen sources.", CR 115.4; rules/s24core_cant_be_targeted.py) and
`cant_lose_game` ("You can't lose the game and your opponents can't win the game.", CR 104.3;
rules/s24core_cant_lose.py); the counted objects "permanents" (every player's permanents, with `card_types`: "for each
enchantment on the battlefield"); `set_life_total`'s `double` (CR 701.10d), `extra_turn`'s `count` (CR 500.7),
`discard_at_random`'s `player` "you" (CR 701.9b), `shuffle`'s `source` on a spell (its last instruction, CR 701.24a),
`cant_attack_unless_you_control`'s `this_turn` (a life condition, CR 508.1c).

s25-core (docs/oracle-s25-core.md): `step_trigger`'s `whose` "opponents" ("At the beginning of each opponent's upkeep",
CR 503.1a, 102.3; emblems too); `discard`'s `player` "its_controller" (CR 608.2h), "defending_player" (CR 508.5;
rules/s25core_discard_players.py) and "that_target_player" ("Target player draws a card, then discards a card.", CR
601.2c); `discard_at_random`'s `player` "target_opponent" (CR 701.9b); `cant_attack_or_block`'s `attack_only`
("Enchanted creature can't attack.", CR 508.1c); `player_hexproof`'s `shroud` ("You have shroud.", CR 702.18a;
rules/shroud.py); `cast_as_though_flash`'s `subtype` ("You may cast Spirit spells as though they had flash.", CR 205.3);
the static ability `cant_cast_spells` (`{"kind": "cant_cast_spells", "spells": "creature" | "noncreature" |
"permanent"}`: "You can't cast creature spells.", CR 101.2, 110.4; rules/s25core_cant_cast.py); the triggered
abilities' `damage_to` "opponent" on "creature_deals_combat_damage", "enchanted_deals_damage" and
"equipped_deals_damage" (CR 510.2, 102.3).
s26-core (docs/oracle-s26-core.md): `cost_increase`'s `also_card_type` ("Artifact and enchantment spells your opponents
cast cost {2} more to cast.": a spell of either card type, CR 601.2f); `pump`'s `toughness_negated` ("All creatures
get +X/-X until end of turn.", CR 107.3a, 613.4c); the `Count` "that_permanent_power" / "that_permanent_toughness"
(the permanent a trigger event named, as it is or last existed: "Whenever a creature enters under your control, you gain
life equal to its toughness.", CR 608.2h; rules/s26core_event_stats.py); the `Count` "target_hand_cards" ("~ deals
damage to target player equal to the number of cards in that player's hand.", CR 402.1, 608.2h;
rules/s26core_target_hand.py) and "that_player_hand_cards" (the hand of the player a step trigger names);
`lose_life`'s `per_player` ("Each player loses 1 life for each
creature they control.", CR 119.3, 608.2h); `return_chosen_to_hand`'s `player` "that_player" ("that player returns a
creature they control to its owner's hand.", CR 608.2d, 400.3); `static_pump`'s `protection_from_chosen_color` ("~ has
protection from the chosen color.", CR 702.16a, 607.2a; on ~ only); `reveal_choose_discard`'s `looked` ("Look at target
player's hand and choose a card from it. That player discards that card.", CR 402.3, 608.2d); `step_trigger`'s
`if_graveyard_cards` ("At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, ...", CR
603.4, 404.1; s15-r2m20's `GraveyardCardsCount`); the trigger "opponent_loses_life" ("Whenever an opponent loses life,
you gain that much life.", CR 603.2, 119.3, 102.3; rules/life_change_triggers.py); the counted objects
"creature_cards_in_opponents_graveyards" ("~ gets +1/+1 for each creature card in your opponents' graveyards.", CR
404.1, 102.2; rules/pt_cda.py) and, from s27-fdnb, "cards_in_opponents_graveyards" ("... equal to the number of cards
in your opponents' graveyards", CR 604.3, 404.1); the cast trigger's `spell_with` of two comparisons read from "with power
4, 5, or 6".
s25-stda (docs/oracle-s25-stda.md): the ability `reveal_or_mana_cost` (`{"kind": "reveal_or_mana_cost", "subtype":
"Pirate", "mana": "{2}"}`: "As an additional cost to cast ~, reveal a Pirate card from your hand or pay {2}.", the card
of the caster's hand named in the `cast` action's `choices.reveal`, else the mana, CR 118.8, 601.2b, 601.2f-h, 701.20a;
rules/s25stda_reveal_or_mana.py).
s25-tsr (docs/oracle-s25-tsr.md): `grant_activated`'s `group` may be "all:creature:<Subtype>" with no controller ('All
Slivers have "..."', CR 613.1f: every such creature, whoever controls it); split second (the keyword `split_second`, CR
702.61a; rules/s25tsr_split_second.py); echo, read as its `step_trigger` with the `condition` "s25tsr_echo" (CR 702.30a,
603.4; rules/s25tsr_echo.py); the ability `vanishing` (`{"kind": "vanishing"}` after an `etb_counters` of "time"
counters: "Vanishing 3", CR 702.63a; rules/s25tsr_vanishing.py); the ability `buyback` (`{"kind": "buyback", "cost":
"{3}"}`, CR 702.27a: the `cast` action's `buyback`; rules/s25tsr_buyback.py).
s25-khc (docs/oracle-s25-khc.md): the effect `cumulative_upkeep` (`{"kind": "cumulative_upkeep", "mana": "{1}"}`, or
`"mana": "{G}", "mana_or": "{W}"`, or `"action": "sacrifice_creature" | "discard_card" | "opponent_gains_life" |
"add_mana"` with `adds` "{R}"), the effect of an upkeep `step_trigger`: an age counter, then the cost for each or
sacrifice it (CR 702.24a; rules/s25khc_cumulative_upkeep.py); the abilities `recover` (`{"kind": "recover", "cost":
"{1}{G}"}` or `"half_life": true`, CR 702.59a; rules/s25khc_recover.py), `ripple` (`{"kind": "ripple", "count": 4}`, CR
702.60a; rules/s25khc_ripple.py), `foretell` (`{"kind": "foretell", "cost": "{1}{U}"}`, CR 702.143a; the `foretell`
action; rules/s25khc_foretell.py) and `s25khc_self_counter_pump` (`{"kind": "s25khc_self_counter_pump", "counter": "age",
"power": 1, "toughness": 1}`: "~ gets +1/+1 for each age counter on it.", CR 613.4c); the effect `draw_at_next_upkeep`
("Draw a card at the beginning of the next turn's upkeep.", CR 603.7a; rules/s25khc_delayed_draw.py); the counter "age"
of `attached_counter_pump`; the `Count` "s25khc_counters_it:age" / "s25khc_counters_self:age" ("for each age counter
on it / ~", CR 608.2h, 603.10a; rules/s25khc_source_counters.py); snow mana (`{S}`, CR 107.4h) is paid from a player's
`snow_mana` (rules/snow_mana.py).
s25-stdb (docs/oracle-s25-stdb.md): the effect `put_counters_chosen` (`{"kind": "put_counters_chosen", "counter":
"menace", "amount": 1, "spec": "creature:you_control"}`: "Put a menace counter on a creature you control.", one permanent
its controller controls chosen as it resolves, `choices.chosen`, CR 608.2d, 122.1b; rules/s25stdb_put_counters_chosen.py);
`others_enter_with_counters`'s `includes_self` ("Each creature you control that's a Wolf or a Werewolf enters with an
additional +1/+1 counter on it.": ~ itself too when it matches, CR 614.12); `lose_life`'s `drain` ("Each opponent loses 3
life. You gain life equal to the life lost this way.", CR 119.3, 608.2h); `return_chosen_card_to_hand`'s `optional`
("..., then you may return a creature card from your graveyard to your hand": `choices.chosen` [] returns none, CR
608.2d); `put_on_library` of `that_card` ("When ~ dies, put it on the bottom of its owner's library.", CR 400.7e).
s25-stdc (docs/oracle-s25-stdc.md): `roll_die`'s `target` ("Choose target creature, then roll a d20.", CR 115.1, 706.2;
the rows name it `it`, and a row may `tap` or `doesnt_untap_next_untap_step` it); `cant_be_blocked_by`'s `affected`
("self", "equipped_creature", "enchanted_creature": "Equipped creature can't be blocked by creatures with power 4 or
greater.", CR 509.1b); `step_trigger`'s `if_you_control_none` ("if you control no creatures with decayed", CR 603.4).
s25-mh (docs/oracle-s25-mh.md): the abilities `embalm` and `eternalize` (`{"kind": "embalm", "cost": "{3}{W}"}`,
`{"kind": "eternalize", "cost": "{4}{B}{B}", "other_costs": [{"kind": "exile_self_from_graveyard"}, {"kind":
"discard"}]}`: "Embalm {3}{W}", "Eternalize—{2}{W}{W}, Discard a card.", CR 702.128a, 702.129a): an activated ability
of the card in its owner's graveyard whose cost exiles the card (added when not given), at sorcery speed, whose effect
is fixed: a `create_token_copy` of the card (`target` "self") with the exceptions `except_colors`, `except_no_mana_cost`,
`except_add_subtypes` ["Zombie"] and, for eternalize, 4/4 (CR 707.9b; rules/copy_exceptions.py,
rules/s25mh_embalm.py). Scavenge ("Scavenge {5}{G}{G}", CR 702.97a) is an `activated` ability with the other cost
`exile_self_from_graveyard`, sorcery speed, and `put_counters` of the `Count` "s25mh_exiled_card_power" on target
creature (rules/s25mh_scavenge.py). The `Count` "s25mh_colors_spent" ("the number of colors of mana spent to cast ~",
converge, CR 601.2h) in amounts, token counts and `etb_counters`' `for_each` (rules/s25mh_converge.py).
s25-ncc (docs/oracle-s25-ncc.md): the effect `connive` (`{"kind": "connive", "target": "self", "amount": 1}`: "~
connives." / "Target creature connives." / "~ connives 2.", CR 701.50a-e; rules/s25ncc_connive.py) and the trigger
"s25ncc_self_connives" ("Whenever ~ connives", 701.50b); `alternative_cost`'s name "blitz" ("Blitz {2}{G}", CR
702.152a; rules/s25ncc_blitz.py); `additional_cost`'s `casualty` ("Casualty 2", CR 702.153a; rules/s25ncc_casualty.py);
the counter "shield" (CR 122.1c; rules/s25ncc_shield_counters.py); a mana ability's `add` as a choice of combinations
("{W}{W}|{W}{B}|{B}{B}", CR 106.1; `tap_for_mana`'s `color` "WB").
s26-tsp (docs/oracle-s26-tsp.md): goad, `attack_requirement_this_turn`'s `goad` ("Goad target creature.", CR 701.15a-d:
until the next turn of the effect's controller, who goads it; rules/s26tsp_goad.py) and `attacks_each_combat`'s `goaded`
with `affected` "equipped_creature" too ("Equipped creature gets +2/+0 and is goaded.", 701.15b); a goaded attacker
attacks a player other than its goaders if able (508.1d). Hideaway: `look_at_top`'s `to` "exile_face_down" (CR 702.75a,
406.3: the card exiled face down, `ZoneCard.exiled_face_down`, remembered by its source, 607.2a; rules/s26tsp_hideaway.py);
`put_exiled_with_onto_battlefield`'s `to_hand` ("put the exiled card into its owner's hand"); the effect
`play_exiled_free` (`{"kind": "play_exiled_free"}`: "You may play the exiled card without paying its mana cost.", a land
as the land play, CR 305.1-305.3, else cast free, 608.2g; rules/s26tsp_play_exiled.py); the `RiderCondition` kind
"s26tsp_opponent_dealt_at_least" ("if an opponent was dealt 7 or more damage this turn", `number`, CR 120.3a).
s26-cmdc (docs/oracle-s26-cmdc.md): fields on existing kinds only. `mana`'s `activate_only_if_you_control` [with
`activate_only_if_you_control_at_least`] ("Activate only if you control three or more artifacts.", CR 602.5b;
rules/mana_abilities.py; never used by the automatic payment); the `ManaAmount` `s20m20_if_you_control`'s
`and_you_control` (the Urza lands, CR 608.2c); `etb_counters`' `sunburst` (CR 702.44a: +1/+1 counters on a creature,
else charge counters; with `for_each` "s25mh_colors_spent") and `if_cast` "cast" / "cast_from_hand" ("~ enters with an
indestructible counter on it if you cast it from your hand.", CR 614.1c; rules/s25stda_if_cast.py);
`cast_as_though_flash`'s `spells` "artifact" / "historic" (CR 702.8a, 700.6); `self_cost_reduction`'s
`for_each_opponents_control` and `if_on_battlefield` with `if_on_battlefield_at_least` (CR 601.2f); `cost_reduction`'s
`or_subtype` ("Goblin spells and Rogue spells you cast ...", CR 205.3); `modal`'s `choose_min` ("Choose two —", CR
700.2); `damage`'s `instead_amount` / `instead_if` ("~ deals 4 damage instead if ...", CR 608.2c); `cant_be_blocked_by`'s
`affected` "creatures_you_control" with `power_less_than_source` (CR 509.1b; rules/s26cmdc_lesser_power_blockers.py);
`exile` and `search_library` among an `if_condition` rider's effects (CR 608.2c).

s26-cmdb (docs/oracle-s26-cmdb.md): `cast_trigger`'s `s26cmdb_spell_subtypes` ("Whenever you cast a Spirit or Arcane
spell", "an Aura, Equipment, or Vehicle spell": a spell with one of them, CR 205.3, 601.2i; rules/cast_triggers.py); the
mana ability's `activate_only_if_you_control` and `activate_only_if_you_control_at_least` ("{T}: Add {B} or {R}.
Activate only if you control a Swamp.", "... five or more lands.", CR 602.5b; rules/mana_abilities.py, automatic
payments tap it only while the condition holds, rules/payment.py) and `spend_only` with a number `amount` ("Add three
mana of any one color. Spend this mana only to cast creature spells.", CR 106.6); the triggered abilities'
`s26cmdb_into_your_graveyard` ("is put into your graveyard from the battlefield": a permanent its controller owns, CR
404.1; rules/put_into_graveyard_triggers.py); `damage_by_it`'s `s26cmdb_to_its_controller` with a number `amount`
("Each creature deals 1 damage to its controller.", CR 120.1, 608.2c; rules/damage_by_it.py); the `Count`
"s26cmdb_chosen_type:<spec>" ("Choose a creature type. Draw a card for each permanent you control of that type.", CR
608.2d, 205.3m: `choices.chosen_creature_type` as it resolves; rules/s26cmdb_chosen_type.py).
s26-mh (docs/oracle-s26-mh.md): `attached_pump`'s `as_long_as_you_control` ("Enchanted creature has vigilance as long as
you control a black or green permanent.", CR 611.3a); `if_you_control` on the combat-damage `deals_damage` trigger and
`if_you_control_at_least` on `triggered` ("if you control three or more tokens", CR 603.4); the other cost `mill`
(`{"kind": "mill", "amount": 2}`: "Mill a card" as a cost, CR 602.2b, 701.17a); s31-mh's `{"kind": "reveal_x_from_hand",
"color": "R"}` ("Reveal X red cards from your hand" as a cost: X the `activate` action's `x`, that many cards of that
color revealed from the hand, CR 602.2b, 701.20a, 107.3; rules/s31mh_reveal_x.py) and `{"kind": "return_permanent",
"spec": "permanent:Forest"}` ("Return a Forest you control to its owner's hand" as a cost: the permanent named by the
`activate` action's `choices.chosen`, else the first such one, CR 602.2b; rules/s31mh_return_cost.py); `cast_as_though_flash`'s `spells`
"self" with `if_you_control` ("As long as you control a green or blue permanent, you may cast ~ as though it had flash.",
CR 702.8a); the ability `cast_self_from_graveyard` (`{"kind": "cast_self_from_graveyard", "if_you_control":
"permanent:black_or_green"}`: "You may cast ~ from your graveyard [as long as ...]", CR 601.3;
rules/s26mh_graveyard_self_cast.py); `static_pump`'s `status` "nontoken"; the library card quality "nonlegendary";
`triggered`'s `evolve` (CR 702.100a; rules/s26mh_evolve.py); the trigger "s26mh_counters_put_on_self" ("Whenever one or
more +1/+1 counters are put on ~", CR 122.6).
s26-std (docs/oracle-s26-std.md): `becomes_creature`'s `replaces_creature_types` ("Until end of turn, target creature
becomes a blue Serpent with base power and toughness 4/4.", CR 205.1a: the creature types in `subtypes` replace its
creature types; `types` then empty; rules/base_power_toughness.py); the ability `not_creature_below_devotion`
(`{"kind": "not_creature_below_devotion", "colors": "RG", "devotion": 7}`: "As long as your devotion to red and green
is less than seven, ~ isn't a creature.", the Theros gods; CR 700.5, 613.1d, 205.3d, 208.3;
rules/s26std_god_devotion.py); `flicker`'s `under_your_control` ("exile up to one other target creature you control,
then return that card to the battlefield under your control.", CR 110.2a, 610.3; rules/flicker.py); the ability
`deck_copies` (`{"kind": "deck_copies", "copies": 7}`, `copies` left out for any number: "A deck can have up to seven
[any number of] cards named ~.", CR 100.2a, 101.1): a rule of deck construction (app/decks/rules.py), nothing in a game;
`self_count_pump`'s `same_name` ("for each other creature [on the battlefield] named ~ [you control]", CR 201.2);
`attached_pump`'s `unless_condition` with `if_subtype` alone ("Enchanted creature gets +2/+2 as long as it's a Vampire.
Otherwise, it gets -2/-2.", CR 611.3a); the ability `prevent_damage_remove_counter` (`{"kind":
"prevent_damage_remove_counter", "that_many": true}`: "If damage would be dealt to ~ while it has a +1/+1 counter on it,
prevent that damage and remove that many [a] +1/+1 counters from it.", CR 615.1, 615.12;
rules/s26std_counter_prevention.py).
s26-cmda (docs/oracle-s26-cmda.md): a mana ability's `add` "commander_identity" ("{T}: Add one mana of any color in
your commander's color identity.", CR 903.4, 903.4f, 702.124c: a color of the combined color identity of the
controller's commanders, none without a commander; rules/s26cmda_commander.py), the definition's `color_identity`
(CR 903.4: given by the reader when the rules text shows mana symbols of colors the mana cost and color indicator
don't; else derived from the definition), `alternative_cost`'s `if_you_control_a_commander` ("If you control a
commander, you may cast ~ without paying its mana cost.", CR 118.9, 903.3d: `cost` "{0}") and `attack_cost`'s
`affected` "attacking_only_you" ("Creatures can't attack you unless their controller pays {2} for each creature they
control that's attacking you.", CR 508.1g-h: not a planeswalker you control); a mana ability's
`activate_only_if_you_control` and `activate_only_if_you_control_at_least` ("{T}: Add {C}{C}. Activate only if you
control five or more lands.", CR 602.5b, as `activated`'s: refused as activated, never tapped by an automatic payment
while the condition fails) and `life_to_you` ("{T}: Add {C}. You gain 1 life.", CR 605.3b, 119.3); `search_library`'s
`share_a_land_type` ("up to two basic land cards that share a land type", CR 701.23a, 205.3i; rules/s26cmda_search.py);
the keyword `retrace` (CR 702.81a: cast from its owner's graveyard by discarding a land card, `choices.discard`;
rules/s26cmda_retrace.py); "Partner with [name]" is read as its triggered half (CR 702.124j: an optional
`search_library` of the `target_player` for the named card, into the hand). Graft ("Graft 3", CR 702.58a) is read as
`etb_counters` and a `permanent_enters` trigger with the `intervening_if` `s26cmda_self_has_plus_one_counter` and the
effect `put_counters` with `moved_from_self` (moving a counter from the source, CR 122.5; rules/s26cmda_graft.py).
s27-otja (docs/oracle-s27-otja.md): `modal`'s `spree_costs` (spree, CR 702.172a: "Spree" and its "+ {1} — <effect>"
modes; one mana cost per mode, with `choose_max` the number of modes; each chosen mode's cost an additional cost, 601.2f;
rules/s27otja_spree.py) and the ability `plot` (`{"kind": "plot", "cost": "{1}{R}"}`: "Plot {1}{R}", CR 702.170a: the
`plot` special action exiles the card from its owner's hand, plotted (`plotted_turn` in exile); from a later turn on its
owner may cast it without paying its mana cost at sorcery timing, 702.170d; rules/s27otja_plot.py).

s27-otjb (docs/oracle-s27-otjb.md): crimes, outlaws and saddle (Outlaws of Thunder Junction). The `triggered` trigger
"you_commit_crime" ("Whenever you commit a crime [during your turn], ...", CR 700.13, 603.2; `during_your_turn`,
`max_per_turn`; from the graveyard with `return_self_from_graveyard`, 113.6k) and the `this_turn` record "crime" ("if
you've committed a crime this turn"; `Player.committed_crime_this_turn`, rules/s27otjb_crimes.py). Outlaws (CR 700.12)
are read as the target grammar's one-of-subtypes "Assassin_or_Mercenary_or_Pirate_or_Rogue_or_Warlock" (or its five
"non-" subtypes) and `static_pump`'s `subtypes_any_of`. The ability `saddle` ("Saddle N", CR 702.171a: a `crew`
ability's cost, without crew's bonuses, `activate_only` "sorcery", its effect `becomes_saddled`;
`Permanent.saddled`), the `triggered` triggers "attacks_while_saddled" and "becomes_saddled_first_time_each_turn"
(702.171b; rules/s27otjb_saddle.py); the `put_counters` counter "loot" (CR 122.1).

s27-mech (docs/oracle-s27-mech.md): the keywords `umbra_armor` / `totem_armor` (CR 702.89a-b, on an Aura: a destruction
of the enchanted permanent destroys the Aura instead; rules/s27mech_umbra_armor.py), `melee` (CR 702.121a;
rules/s27mech_melee.py) and `partner` (CR 702.124a: deck construction only); `etb_counters`' `for_each`
"s27mech_devour_creature" / "s27mech_devour_artifact" (devour, CR 702.82a, c: the permanents sacrificed as it enters,
`choices.sacrifice`; rules/s27mech_devour.py; the `Count` "s27mech_devoured", "for each creature it devoured", CR 702.82b,
rules/s27mech_devoured.py) and "s27mech_times_kicked" (CR 702.33d); `kicker`'s `multikicker` (CR
702.33c: the `cast` action's `times_kicked`; rules/s27mech_multikicker.py); a mana ability's `amount`
"s27mech_counters_on_self:charge" ("Add {C} for each charge counter on ~"); `edict`'s `player` "defending_player"
(annihilator, CR 702.86a, 508.5); the ability `dredge` (`S27mechDredgeAbility`, CR 702.52a: `choices.dredge`;
rules/s27mech_dredge.py); the alternative cost "awaken" and the `spell` condition "s27mech_awakened" (CR 702.113a;
rules/s27mech_awaken.py); the keyword `demonstrate` (CR 702.144a: its cast trigger; rules/s27mech_demonstrate.py).
s27-std (docs/oracle-s27-std.md): the costs `sacrifice_permanents`, `tap_permanents` and `discard` with a `quality` on an
ability of a card in a graveyard (CR 113.6k, 602.2b; rules/s27std_graveyard_costs.py); `cant_be_blocked`'s `except_by`
(blocker qualities, with "creatures_with_haste" / "creatures_with_defender" at the end of `BlockerQuality`: "~ can't be
blocked this turn except by creatures with haste.", CR 509.1b; rules/cant_be_blocked.py); `remove_counters`'s
`from_among` "creatures_you_control" ("Remove a +1/+1 counter from a creature you control", CR 602.2b, 122.1; the
creatures named in `choices.chosen`, one id per counter; rules/s27std_remove_counters_among.py); the trigger
`deals_damage`'s `damage_to` "creature" and `damage_to_subtype` ("Whenever ~ deals damage to a Vampire, destroy that
creature.", CR 603.2, 120.1; `that_permanent` the creature dealt damage; rules/damage_triggers.py); `if_you_control` on
~'s block triggers ("Whenever ~ attacks or blocks, if you control ...", CR 603.4; rules/combat_block_triggers.py).

s27-cmd (docs/oracle-s27-cmd.md): fields and values on existing kinds only. `activated`'s `activate_only` "your_upkeep"
read from "Activate only during your upkeep." (CR 602.5b); `draw`'s `amount` "that_much" from "draw that many cards"
(the trigger event's amount, CR 608.2h); the `Count` "s25khc_counters_it:+1/+1" ("for each +1/+1 counter on it", also
in a trigger on ~ leaving the battlefield, CR 603.10a); `modal`'s `s27cmd_choose_repeat` ("Choose three. You may choose
the same mode more than once.", CR 700.2d: exactly that many entries of `choices.modes`, a mode as often as it is
listed, done in printed order; rules/s27cmd_repeat_modes.py); `draw`'s `s27cmd_put_back` ("Draw three cards, then put two
cards from your hand on top of your library in any order.", CR 401.4: `choices.chosen` names them, the first on top;
rules/s27cmd_put_back.py); `put_on_library`'s `position` "s27cmd_shuffled" and `s27cmd_reveal_permanent` ("The owner of
target permanent shuffles it into their library, then reveals the top card of their library. If it's a permanent card,
they put it onto the battlefield.", CR 701.24a, 701.20a; rules/s27cmd_shuffle_reveal.py); the target grammar's control
qualifier `s27cmd_attacker_defending_controls` ("tap target creature defending player controls" in a trigger on another
creature attacking, CR 506.2; rules/s27cmd_attacker_defending.py).
s27-older (docs/oracle-s27-older.md): fields and Literal values on existing kinds only. `lose_game`'s
`unless_paid_at_your_next_upkeep` (the Pacts: "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose
the game.", CR 603.7a, 118.12, 104.3e: a delayed trigger with the state's `delayed_triggers` `action`
"s27older_pay_or_lose" and `cost`; rules/s27older_pact.py); `additional_block`'s `affected` ("Each creature you control
can block an additional creature each combat.", CR 509.1a); `shuffle`'s `player` "source_owner" with `source` ("~'s owner
shuffles it into their library.", CR 701.24a, 701.24c; rules/library.py); `cant_be_countered`'s `if_graveyard` (spell
mastery's "If there are two or more instant and/or sorcery cards in your graveyard, ~ can't be countered.", CR 101.2,
611.3a); `cost_increase`'s `cast_by` "you" (CR 601.2f); `cost_reduction`'s `spells` "planeswalker" (CR 601.2f).

s27-fdna (docs/oracle-s27-fdna.md): values on existing kinds only. `put_counters`' `counter` "incubation" (CR 122.1);
`static_prevention`'s `affected` "other_creatures_you_control" ("Prevent all noncombat damage that would be dealt to
other creatures you control.", CR 615.1, 604.1; rules/prevention.py); `triggered`'s `counters_on` "self" on the trigger
"you_put_counters" ("Whenever you put one or more +1/+1 counters on ~", CR 122.6; rules/counters_put_triggers.py), which
`max_per_turn` may now limit; `during_your_turn` on the trigger "you_gain_life" ("for the first time during each of your
turns", CR 102.1; rules/life_gain_triggers.py); a `step_trigger`'s effect may be `modal` (CR 700.2b;
rules/step_triggers.py).

s28-otj (docs/oracle-s28-otj.md): no new kind or field. `if_condition`'s `effect` may be `surveil` ("Surveil 3 if you
have no cards in hand.", "If it had mana value 3 or less, surveil 2.", CR 701.25a, 608.2c; rules/riders.py).

s28-core (docs/oracle-s28-core.md): fields on existing kinds only. `top_of_library`'s `revealed` ("Play with the top
card of your library revealed.", CR 401.5: the engine hides no library card, so it changes nothing it shows or decides,
as `look`); `prevent_damage`'s `and_creatures_you_control` with `target` "you" and `amount` "all" ("Prevent all damage
that would be dealt to you and creatures you control this turn.", CR 615.1: the creatures its controller controls as
the damage would be dealt; rules/s28core_prevention.py), and `prevent_damage` with `target` none and a `source_quality`
("Prevent all damage that black sources and red sources would deal this turn.": one such effect per color, CR 615.1). The effect
`choose_new_targets` (`{"kind": "choose_new_targets", "target": "spell"}`: "You may choose new targets for target
spell.", CR 115.7d: the `resolve` action's `choices.copy_targets` gives the target spell's new targets, each legal for it
as when it was cast; none given, they stay unchanged; rules/s28core_new_targets.py). `attack_requirement_this_turn`'s
`attacks_you` ("Target creature an opponent controls attacks you this turn if able.", CR 508.1d: it attacks the effect's
controller, the player, if able; rules/s28core_attacks_you.py). The effect `skip_next_combat_phase` (`{"kind":
"skip_next_combat_phase", "target": "opponent"}`: "Target opponent skips their next combat phase.", CR 614.10: the
player's `skip_combat_phases` counts the combat phases they will skip; rules/s28core_skip_combat.py).

s28-blbneo (docs/oracle-s28-blbneo.md): no new kind. The target spec state `mana_value_less_than_event_permanent` ("return
up to one target creature you control with lesser mana value" in a trigger whose event names a permanent: the creature
that entered or died, as it last existed if it left; CR 608.2b, 608.2h; rules/s28blbneo_lesser_mana_value.py), on
permanents and on cards in a graveyard; `cant_lose_game`'s `to` "attached_permanent" ('Equipped creature has "You can't
lose the game and your opponents can't win the game."', CR 104.3, 613.1f; rules/s24core_cant_lose.py); `damage`'s
`per_player` ("~ deals damage to each player equal to the number of nonbasic lands that player controls.", CR 120.1,
608.2h; rules/s28blbneo_per_player_damage.py).
s28-cmd (docs/oracle-s28-cmd.md): values on existing kinds only. An `optional_action` "draw" may have `counted`
"source_power" ("When ~ enters, you may draw cards equal to its power. If you do, ...", CR 608.2h; rules/reflexive.py);
"it" after a `create_token_copy` names the token it created (a `pump` of "it" with `duration` "indefinitely": "That
token gains haste.", CR 608.2c, 611.2a; rules/effects_targets.py).
s29-core (docs/oracle-s29-core.md): the effect `end_the_turn` (`{"kind": "end_the_turn"}`: "End the turn.", CR 721.1:
triggered abilities not yet on the stack cease to exist, every object on the stack is exiled (the resolving one too),
state-based actions are checked, creatures are removed from combat and the game skips straight to the cleanup step;
rules/s29core_end_turn.py). The effect `give_control` (`{"kind": "give_control", "target": "opponent"}`: "Target
opponent gains control of ~.", "When ~ enters, target opponent gains control of it.", CR 613.1b, 611.2a: the target
player ("opponent" / "player") controls the ability's source from then on, if it is still on the battlefield;
rules/s29core_give_control.py). The `attacks` trigger's `attacks_alone` ("Whenever ~ attacks alone, ...", CR 506.5: ~ is
the only creature declared as an attacker; rules/attacks_with_others.py). The `creature_attacks` trigger's
`attacking_you` ("Whenever a creature attacks you or a planeswalker you control, ...", CR 508.3a, 506.2: only a creature
declared as attacking the ability's controller or a planeswalker they control; rules/attack_triggers.py).
`m2x_sacrifice_chosen`'s `remember_sacrificed` ("When ~ enters, sacrifice another creature. You gain X life and draw X
cards, where X is that creature's power.", CR 608.2h: the sacrificed creature, as it last existed, is what a later
"its_power" / "its_toughness" amount reads; rules/m2x_sacrifice_chosen.py). `becomes_creature` with no `types`, no
power and toughness, the creature types in `subtypes` and the colors in `added_colors` ("That creature is a black Zombie
in addition to its other colors and types.", `duration` "indefinitely", CR 205.1b, 105.3, 613.1d-e, 611.2a;
rules/base_power_toughness.py, rules/animated_lands.py). `cast_as_though_flash`'s `if_you_pay` (`{"kind":
"cast_as_though_flash", "spells": "self", "if_you_pay": "{2}"}`: "You may cast ~ as though it had flash if you pay {2}
more to cast it.", CR 702.8a, 601.2f: that mana is added to the total cost of the cast that needs the permission;
rules/s29core_paid_flash.py). `static_pump`'s `add_chosen_type` ("~ is the chosen type in addition to its other
types.", layer 4, CR 613.1d, 205.1b, 607.2a: the creature type ~ chose as it entered joins its own;
rules/s28fdnb_self_subtypes.py). `lose_keywords`' `duration` "indefinitely" ("When ~ blocks, it loses defender.", no
duration stated, CR 611.2a; rules/lose_keywords.py). The effect `reveal_top_play_free` (`{"kind":
"reveal_top_play_free"}`: "Reveal the top card of your library. You may play that card without paying its mana cost. If
you don't, exile it.", CR 701.20a, 608.2g, 118.9, 608.2c: the `resolve` action's `choices.chosen` names the revealed
card to play it, a land as the land play, any other card cast from the library for free; not played, it is exiled;
rules/s29core_reveal_play.py). The counter kind "wish" in `etb_counters`
(CR 122.1).
s29-modern (docs/oracle-s29-modern.md): the effect `cast_from_graveyard_free` (`{"kind": "cast_from_graveyard_free",
"target": "card_in_your_graveyard:instant_or_sorcery"}`: "you may cast target instant or sorcery card from your graveyard
without paying its mana cost. If that spell would be put into your graveyard, exile it instead.", CR 608.2g, 118.9: as it
resolves the `resolve` action's `choices.chosen` names the target card to cast it (none: not cast), its targets that
action's `choices.targets`; the spell is exiled instead of going to the graveyard, CR 614.1a;
rules/s29modern_graveyard_free_cast.py); the pump amount "source_toughness",
`cast_from_graveyard_this_turn`'s `flashback`, `cost_reduction`'s `while_turn` and `exiled_instead_of_dying`'s `affected`
(on their models).
s29-mh (docs/oracle-s29-mh.md): one field. `exiled_if_it_would_die`'s `dealt_damage_this_way` "creature" / "permanent"
("~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.", CR
614.1a, 700.4, 608.2c; rules/s29mh_dealt_damage_exiled.py): every such permanent the spell itself dealt damage to as it
resolved, not its target. `put_from_hand`'s `sacrifice_at` "next_end_step" ("You may put a creature card from your hand
onto the battlefield. Sacrifice it at the beginning of the next end step.", CR 603.7, 701.21a). The `Count` values "sacrificed_power" / "sacrificed_toughness" / "sacrificed_mana_value" may
be said by an activated ability whose costs sacrifice exactly one permanent (CR 602.2b, 608.2h;
rules/s29stdb_sacrificed_activation.py, which records it for s29-mh's readings too).
s29-stda (docs/oracle-s29-stda.md): values on existing kinds only. `put_counters_chosen`'s `counter` "loyalty" ("Put two
loyalty counters on a planeswalker you control.", CR 122.1, 306.5b); `cant_cast_spells`' `spells` "all" and
`opponents_during_your_turn` ("Your opponents can't cast spells during your turn.", CR 101.2, 102.1, 102.2;
rules/s25core_cant_cast.py); the `Count` "that_spell_mana_value" in a
`cast_trigger`'s effect only ("Whenever you cast an instant or sorcery spell, ~ gets +X/+0 until end of turn, where X is
that spell's mana value.": the mana value of the spell whose casting triggered it, X included, CR 202.3, 601.2i, 608.2h;
rules/s29stda_that_spell.py); the counted objects "auras_attached_to_it", "equipment_attached_to_it" and
"auras_and_equipment_attached_to_it" of `self_count_pump` and `attached_count_pump` only ("~ gets +2/+2 for each Aura
attached to it.", "Equipped creature gets +1/+0 for each Equipment attached to it.": the Auras and/or Equipment attached
to the pumped creature, CR 301.5, 303.4, 613.4c; rules/s29stda_attached_count.py); `self_count_pump`'s `supertype` and the `supertype` values "Legendary" and "Basic" (also
of `pt_equal_to_count`): "~ gets +1/+0 for each legendary creature you control." (CR 205.4a, 205.4c; rules/pt_cda.py).
s30-old (docs/oracle-s30-old.md): the static ability `empty_library_draw_wins` ("If you would draw a card while your
library has no cards in it, you win the game instead.", CR 614.1a, 121.4, 104.2b; rules/s30old_empty_draw_wins.py);
`mana`'s `activate_only_if_total_power_at_least` (formidable on a mana ability: "{T}: Add {C}{C}{C}. Activate only if
creatures you control have total power 8 or greater.", CR 602.5b, 605.3a; rules/s24khans_formidable.py);
`counter_unless_pays`' `cost_for_each` (a `Count`: "Counter target spell unless its
controller pays {1} for each card in your graveyard.", CR 118.12, 608.2h: the cost is `cost` once for each thing counted
as it resolves; rules/counter_unless.py).
s31-modern (docs/oracle-s31-modern.md): `copy_spell`'s target "that_spell" (in a cast trigger's effect: the spell whose
casting triggered it, "Whenever you cast an instant or sorcery spell, copy that spell.", CR 707.10, 603.2, 608.2h;
rules/s31modern_copy_that_spell.py); `exile` of "that_card" in the trigger "you_discards" ("Whenever you discard a card,
exile that card from your graveyard.", CR 400.7; the trigger names the card discarded, rules/discard_triggers.py); the
static ability `s31modern_sacrifice_instead` ("If enchanted land would be destroyed, instead sacrifice ~ and that land
gains indestructible until end of turn.", CR 614.1a, 701.21a, 702.12b; rules/s31modern_sacrifice_instead.py).
s30-core (docs/oracle-s30-core.md): `reveal_choose_discard`'s `quality` (card qualities as a search's: "You
choose a green or white creature card [a nonlegendary, nonland card] from it.", CR 608.2d; the chosen card has one of them,
rules/reveal_discard.py). `put_on_library` of "that_card" at the position "s27cmd_shuffled" ("When ~ dies, shuffle it into its owner's library.",
CR 400.7e, 701.24a; rules/put_on_library.py). `look_at_top`'s `rest` "hand" ("Look at the top card of your library. If it's a land card, you may put it onto the
battlefield tapped. If you don't put the card onto the battlefield, put it into your hand.", CR 608.2c; rules/library.py).
The ability `s30core_untap_during_others` (`{"kind": "s30core_untap_during_others", "what": "permanent"}`: "Untap all
permanents you control during each other player's untap step.", CR 502.3; `what` "permanent", "creature", "land" or
"artifact"; rules/s30core_untap_during_others.py). `damage`'s `target` "s30core_attacked" ("Whenever ~ attacks, it deals 1 damage to the player or planeswalker it's
attacking.": what ~ attacks, not a target, CR 506.3, 508.1b; rules/s30core_attacked.py). `flip_coin` with only `lost` ("Flip a coin. If you lose the flip, return ~ to its owner's
hand.", CR 705.1, 705.2).
s30-modern (docs/oracle-s30-modern.md): the effect `plot_from_hand` (`{"kind": "plot_from_hand", "quality":
["card:nonland:mana_value<=3"]}`: "you may exile a nonland card with mana value 3 or less from your hand. If you do, it
becomes plotted.", CR 702.170c-d, 608.2d: its controller chooses at most one card of their hand with one of `quality`, the
`resolve` action's `choices.chosen`, none given: none; it is exiled plotted, castable on a later turn without paying its
mana cost; rules/s30modern_plot_from_hand.py); `reveal_choose_discard`'s `s30modern_optional` and `s30modern_if_none`
("Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card.
If you don't, put two +1/+1 counters on a creature or Vehicle you control.", CR 608.2c-d: none may be chosen, then the
untargeted effects happen; rules/reveal_discard.py); `attach`'s `s30modern_what` "it" ("Attach target Equipment you control
to up to one target creature you control.": after a `choose_target` of the Equipment, that Equipment is attached, CR
701.3a-b; rules/equip.py).
s30-mh (docs/oracle-s30-mh.md): monstrosity (CR 701.37): the effect `monstrosity` (`{"kind": "monstrosity", "amount": 2 |
"X"}`: if the ability's source isn't monstrous, that many +1/+1 counters are put on it and it becomes monstrous), the
permanent's designation `monstrous`, the trigger "self_becomes_monstrous" and `static_pump`'s `status` "monstrous"
(rules/s30mh_monstrosity.py); `alternative_cost`'s `exile_count` ("You may exile two green cards from your hand rather
than pay ~'s mana cost.", CR 118.9) and `exile_color` with the name "evoke" ("Evoke—Exile a white card from your
hand.", CR 702.74a); `choose_as_enters`' `except_color` ("choose a color other than green", CR 614.12); the mana
ability's `or_chosen_color` ("{T}: Add {G} or one mana of the chosen color.", CR 607.2a); the `you_attack` trigger's
`s30mh_any_player` ("Whenever one or more creatures attack, ...": any player's declaration of attackers, CR 508.3).
s30-modernb (docs/oracle-s30-modernb.md): `cast_as_though_flash`'s `as_long_as_this_turn` (`{"kind":
"cast_as_though_flash", "spells": "self", "as_long_as_this_turn": {"kind": "this_turn", "record": "crime"}}`: "~ has
flash as long as you've committed a crime this turn.", CR 702.8a, 601.3, 113.6: the card may be cast any time its owner
could cast an instant only while the `this_turn` condition holds for them; rules/flash_permission.py).
s30-stdab (docs/oracle-s30-stdab.md): `reveal_choose_discard`'s `s30stdab_graveyard_too` (with `exile`: "Target
opponent reveals their hand. You choose a nonland card from that player's graveyard or hand and exile it.", CR 608.2d,
404.1, 406.2: the chosen card is one of the revealed hand or of that player's graveyard, exiled from where it is;
rules/reveal_discard.py).
s31-core (docs/oracle-s31-core.md): the ability `assign_as_though_unblocked` (`{"kind": "assign_as_though_unblocked"}`:
"You may have ~ assign its combat damage as though it weren't blocked.", CR 510.1b-c: blocked, its controller may
divide its combat damage as `assign_combat_damage` says, all of it to the player or planeswalker it attacks; without a
division its damage goes to its blockers; rules/combat.py); `affected` "enchanted": an Aura's "Enchanted creature's
controller may have it assign its combat damage as though it weren't blocked." (the creature it enchants, CR 303.4).
s31-stdc (docs/oracle-s31-stdc.md): the effect `becomes_day_night` (`{"kind": "becomes_day_night", "becomes": "night" |
"day"}`: "It becomes night.", CR 728, 608.2: the game's designation becomes that, from neither too, and the daybound or
nightbound permanents it makes mismatch transform, 702.145; already so, nothing happens; rules/s31stdc_day_night.py).
s31-cmd (docs/oracle-s31-cmd.md): `look_at_top`'s `s31cmd_piles` (with `reveal_all`, `take` the number looked at,
`optional`: "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile
into your hand and the other into your graveyard.", CR 700.3, 701.20a: an opponent, `choices.chosen_opponent` or the
next in turn order, separates the revealed cards into two piles, `choices.piles` naming the cards of the first, the
other the rest, either may be empty; the controller then takes the pile `choices.chosen` names exactly, the
other goes `rest`; defaults: the first card alone in the first pile, and the larger pile taken; rules/s31cmd_piles.py). The static
ability `s31cmd_lands_are` (`{"kind": "s31cmd_lands_are", "lands": "nonbasic" | "all", "land_type": "Mountain",
"in_addition": false}`: "Nonbasic lands are Mountains." / "All lands are Islands in addition to their other types.",
CR 305.7, 613.1d, 205.1b: those lands have that basic land type; without `in_addition` they lose their other land
types and the abilities of their rules text and have the type's intrinsic mana ability, 305.6; rules/s31cmd_land_types.py).
The static ability `s31cmd_creatures_cant_attack` (`{"kind": "s31cmd_creatures_cant_attack", "unless_keywords":
["flying", "islandwalk"]}`: "Creatures without flying or islandwalk can't attack.", CR 508.1c: a creature of any player
without one of those keywords can't be declared as an attacker; rules/s31cmd_cant_attack.py).
s31-old (docs/oracle-s31-old.md): the ability `s31old_choose_mode_as_enters` (`{"kind": "s31old_choose_mode_as_enters",
"modes": [{"name": "Khans", "abilities": [Ability]}, {"name": "Dragons", "abilities": [Ability]}]}`: "As ~ enters,
choose Khans or Dragons. • Khans — <ability> • Dragons — <ability>", CR 614.12, 607.2a: the choice is the entering
action's `choices.s31old_chosen_mode`, kept as the permanent's `s31old_chosen_mode`, and the permanent has that mode's
abilities only; rules/s31old_choose_mode.py). The effect `s31old_another_counter_each_kind` (`{"kind":
"s31old_another_counter_each_kind", "target": "permanent_or_player"}`: "for each kind of counter on target permanent or
player, give that permanent or player another counter of that kind", CR 122.1, 122.1f, 107.14;
rules/s31old_another_counter.py) and its target spec "permanent_or_player" (any permanent or any player, CR 115.1).
The effect `s31old_destroy_the_rest` (`{"kind": "s31old_destroy_the_rest", "chooser": "you" | "each_player"}`: "Choose up
to one creature. Destroy the rest." / "Each player chooses a creature they control. Destroy the rest.", CR 608.2d, 101.4,
701.8a: the creatures of the resolving action's `choices.chosen` stay, every other creature is destroyed;
rules/s31old_destroy_the_rest.py).
s32-core (docs/oracle-s32-core.md): the static ability `s32core_graveyard_instead` (`{"kind":
"s32core_graveyard_instead", "cards": "self" | "opponents" | "yours" | "all", "tokens": false}`: "If ~ would be put into a
graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead." ("self": the card itself, from
any zone, is put into its owner's library, which is then shuffled) / "If a card [or token] would be put into an
opponent's / your / a graveyard from anywhere, exile it instead." (the permanent's: every card, and with `tokens` every
token, that would be put into a graveyard of an opponent of its controller / of its controller / of any player, goes to
exile instead);
CR 614.1a, 614.6, 701.24a; every move to a graveyard: destroyed, sacrificed, dying, discarded, milled, countered,
resolved, surveilled; rules/s32core_graveyard_instead.py).
s31-stdb (docs/oracle-s31-stdb.md): `put_counters`' `divided` "as_you_choose" (`{"kind": "put_counters", "counter":
"+1/+1", "amount": 2, "target": "creature_you_control", "target_count": 2, "up_to": true, "divided": "as_you_choose"}`:
"Distribute two +1/+1 counters among one or two target creatures you control.", CR 601.2d, 122.1: divided as it is
cast or put on the stack with `choices.division`, one number of at least 1 per target in target order, as `damage`'s;
rules/divided_damage.py); `optional_action`'s action "put_on_bottom_from_hand" ("You may put a card from your hand on
the bottom of your library. If you do, draw a card.", CR 401.4, 608.2d: one card of the controller's hand, the `resolve`
action's `choices.chosen`, else the last card of the hand; rules/s27cmd_put_back.py); granted triggered abilities
(`grant_triggered`) of "attacks" or "deals_damage" whose one effect takes one target (CR 603.3d: the target with the
`resolve` action's `choices.targets`; rules/granted_triggers.py); `fight`'s `by` "enchanted_creature" /
"equipped_creature" ("When ~ enters, enchanted creature fights up to one target creature you don't control.", CR 303.4,
701.14a: the creature the source is attached to as it resolves; rules/fight.py).
s31-coreb (docs/oracle-s31-coreb.md): values on existing kinds only. `put_counters`' `counter` "carrion" and "corpse"
(counters with no rules meaning of their own, CR 122.1: "put a carrion counter on ~", removed by `remove_counters`
costs); `enchant`'s `target` "permanent:<Subtype>" ("Enchant Mountain", CR 702.5a, 303.4a, 205.3: the filter spec of a
permanent with that subtype); a step trigger's `intervening_if` `s23c13_attached_is` with a power or toughness
comparison ("if enchanted creature's power is 4 or greater", CR 603.4, 208.1; rules/s23c13_attached_is.py).
s31-stdbb (docs/oracle-s31-stdbb.md): the counted object "cards_in_opponents_hands" ("~ gets -1/-1 for each card in
your opponents' hands.", CR 402.1, 102.2, 613.4c: the cards in every hand but the controller's; rules/pt_cda.py);
`opponents_enter_tapped`'s `s31stdbb_nonbasic` ("Nonbasic lands your opponents control enter the battlefield tapped.",
CR 614.1c, 205.4c, 614.12: only a permanent without the supertype basic; rules/opponents_enter_tapped.py);
`put_counters`' `counter` "foreshadow" (CR 122.1: a counter kind with no rules meaning of its own). The effect
`s31stdbb_remove_from_combat` (`{"kind": "s31stdbb_remove_from_combat", "target": "attacking_or_blocking_creature"}`:
"Remove target attacking or blocking creature from combat.", CR 506.4: it is no longer attacking or blocking, an
attacker it blocked stays blocked, 509.1h; rules/s31stdbb_remove_from_combat.py).
s32-stda (docs/oracle-s32-stda.md): `attack_requirement_this_turn`'s `s32stda_this_combat` ("It attacks this combat if
able.", CR 508.1d, 511.3: the requirement ends with this combat; rules/s23c13_attack_requirement.py); the static ability `s32stda_entering_no_triggers` (`{"kind":
"s32stda_entering_no_triggers", "types": ["Creature"]}`: "Creatures entering the battlefield don't cause abilities to
trigger.", CR 603.2, 603.6a: a permanent of those types entering triggers nothing; rules/s32stda_entering_no_triggers.py);
the cast trigger's `spell_with` "legendary" ("Whenever you cast a legendary spell,
...", CR 205.4a, 601.2i: a spell with the supertype legendary; rules/cast_trigger_stats.py); the `targeted_by_opponent`
trigger's `s32stda_targeted` ("Whenever a creature you
control becomes the target of a spell or ability an opponent controls, ...": the permanents watched, a permanent spec
such as "creature:you_control", CR 603.2, 115.1; rules/targeted_triggers.py); the `you_sacrifice` trigger's
`s30mh_any_player` ("Whenever a player sacrifices a
permanent, ...": any player's sacrifice, CR 701.21a, 603.2, 603.10a; rules/sacrifice_triggers.py); the effect `s32stda_phase_out` (`{"kind": "s32stda_phase_out", "target": T}`:
"Target creature phases out.", "~ phases out.", "Equipped creature phases out.", CR 702.26b, 702.26d, 702.26g: the
permanent and the Auras and Equipment attached to it are moved to the state's `phased_out` list, treated as though they
don't exist, and phase in during their controller's next untap step before it untaps, 502.1; rules/s32stda_phasing.py).
s32-cmd (docs/oracle-s32-cmd.md): the monarch (CR 724; rules/s32cmd_monarch.py): the effect `become_monarch`
(`{"kind": "become_monarch"}`: "You become the monarch.", 724.1, 724.3: the controller of the spell or ability becomes the
game's one monarch, `monarch` of the state; the monarch draws a card at the beginning of their end step and a creature's
controller becomes the monarch when it deals combat damage to the monarch, 724.2); the RiderCondition kind
`s32cmd_monarch` ("if you're the monarch", an intervening "if", 603.4) and the trigger "you_become_monarch" ("Whenever
you become the monarch, ...", 603.2: only a player who wasn't the monarch becomes it).
`exile`'s `time_counters` (`{"kind": "exile", "target": "self", "time_counters": 3}`: "Exile ~ with three time counters on
it." in an instant's or sorcery's text, CR 608.2n, 122.1: the card goes to exile with that many time counters; with
suspend it is suspended, 702.62b; rules/s23c11_spell_exiles_itself.py).
s32-std21 (docs/oracle-s32-std21.md): values on existing kinds only. The `Count` "life_lost_this_turn" ("You gain life
equal to the life you've lost this turn.", CR 119.3, 608.2h: the life the controller lost this turn, the record of
rules/life_this_turn.py; rules/s32std21_life_lost.py), and with `lose_life`'s `per_player` each losing player's own
("Each opponent loses life equal to the life they lost this turn."); `look_at_top`'s `amount` a counted `Count` ("Look
at the top X cards of your library, where X is twice the number of lands you control.", CR 107.3, 608.2h); `damage`'s
target "any_other_target" without `target_count` (exactly one: "~ deals 2 damage to any other target.", CR 115.3).
s32-oldmh (docs/oracle-s32-oldmh.md): `cost_reduction`'s `from_graveyard` (`{"kind": "cost_reduction", "spells": "all",
"generic": 1, "from_graveyard": true}`: "Spells you cast from your graveyard cost {1} less to cast.", CR 601.2f, 601.3:
only a spell its controller casts from their own graveyard, by any permission or keyword; rules/costs.py). The trigger
"s29cmd_you_cast_graveyard" ("Whenever you cast a spell from your graveyard, ...", CR 601.2a, 601.2i, 603.2: the spell's
card was in its caster's graveyard as it was cast; rules/s29cmd_cast_from.py). The ability
`s32oldmh_cast_from_graveyard` (`{"kind": "s32oldmh_cast_from_graveyard", "quality": "creature:Zombie",
"once_each_turn": true, "exile_instead": false}`: "During each of your turns, you may cast a Zombie creature spell from
your graveyard." / "Once during each of your turns, you may cast an instant or sorcery spell from your graveyard. If a
spell cast this way would be put into your graveyard, exile it instead." / "You may cast instant and sorcery spells from
your graveyard.", CR 601.3, 614.1a: its controller may name a card of that quality in their graveyard with `cast`, at
its normal timing and costs; with `once_each_turn` only during their own turns, one spell each turn;
rules/s32oldmh_graveyard_permission.py).
s32-modern (docs/oracle-s32-modern.md): the effect `copy_ability` (`{"kind": "copy_ability", "target":
"triggered_ability:you_control", "new_targets": true}`: "Copy target triggered ability you control. You may choose new
targets for the copy.", CR 707.10, 707.10c; `target` also "activated_or_triggered_ability:you_control" and
"activated_ability:you_control": an ability on the stack its copier controls, 115.1, 113.1): a copy of the target ability
is put on the stack under the effect's controller, with the choices made for it (targets, modes, X); with `new_targets`
the `resolve` action's `choices.copy_targets` gives the copy's targets (none given: the original's); `target`
"that_ability" (no target): in the activation trigger `you_activate` ("Whenever you activate an ability of an artifact,
you may pay {R}. If you do, copy that ability.", CR 603.2, 602.2), the ability whose activation triggered it, as it last
existed on the stack if it has left it (608.2h); a `you_activate` trigger's "if it isn't a mana ability" always holds (a
mana ability's activation is no `ability_activated` event, CR 605.3a). rules/s32modern_copy_ability.py. The other cost
`s32modern_return_self` (`{"kind": "s32modern_return_self"}`: "Return ~ to its owner's hand" as an activation cost, CR
602.2b: the permanent returns to its owner's hand as the costs are paid; rules/exile_self_cost.py). The RiderCondition
kind `s32modern_cast_another_spell` ("If you've cast another spell this turn, draw a card." in an instant or sorcery, CR
601.2i, 608.2c: its controller cast a spell this turn other than the resolving spell; a copy was not cast, 707.10;
rules/riders.py). `copy_next_spell`'s `s32modern_each` ("Until end of turn, whenever you cast an instant or
sorcery spell, copy it.", CR 603.7b: the delayed ability triggers on each such spell until the turn's cleanup step;
rules/copy_next_spell.py).
s32-mb (docs/oracle-s32-mb.md): the ability `max_speed` (`{"kind": "max_speed", "abilities": [Ability]}`, one ability:
"Max speed — <ability>", CR 702.178a: the permanent has the ability, at the same index, only while its controller's
speed is 4, 702.179e; an ability on the stack resolves whatever the speed is then, 113.7a; rules/s32mb_speed.py); the
keyword `start_your_engines!` (CR 702.179a: a player with no speed who controls a permanent with it gets a speed of 1, a
state-based action; the player's speed increases by 1 once each turn when an opponent loses life during their turn,
702.179d: `players[].speed`, `players[].speed_triggered_this_turn`); an activated ability's `only_once` also reads
"Exhaust — <cost>: <effect>" (CR 702.177a). `enters_tapped`'s `s32mb_unless_a_player_life_at_most` ("~ enters tapped
unless a player has 13 or less life.", CR 614.1c, 119.1: untapped when some player has at most that much life as it
enters; rules/conditional_enters_tapped.py). `manifest`'s `dread` (`{"kind": "manifest", "dread": true}`: "Manifest
dread.", CR 701.62a: the top two cards looked at, the one `choices.chosen` names (default the top one) manifested, the
other put into the graveyard; rules/s24khans_manifest.py), with `s32mb_attach_source` ("Manifest dread, then attach ~ to
that creature.", CR 701.3a: the source Equipment attached to the creature manifested, rules/equip.py `attach_to`).
s32-r2fin (docs/oracle-s32-r2fin.md): `cost_reduction`'s `color` (`{"kind": "cost_reduction", "spells": "all",
"generic": 1, "color": "R"}`: "Red spells you cast cost {1} less to cast.", CR 601.2f, 202.2: only a spell of that color,
its colors as it is cast; with `spells` a card type, "Red creature spells ..."; rules/spell_qualities.py).
s33-dsk (docs/oracle-s33-dsk.md): `return_died_to_battlefield`'s `card_types` (`["Enchantment"]`: "When ~ dies, if it
was a creature, return it to the battlefield under its owner's control. It's an enchantment.", layer 4, CR 613.1d,
205.1a: the returned permanent has only that card type, from the moment it enters, its subtypes of the other types gone;
the state's `PowerToughnessEffect.set_types`; rules/base_power_toughness.py). `return_self_from_graveyard`'s `finality`
("Return ~ from your graveyard to the battlefield with a finality counter on it.", CR 122.1h, 122.6; rules/finality.py);
`manifest`'s `player` "its_controller" ("Destroy target creature. Its controller manifests dread.", CR 701.62a, 608.2h).
The `Count` "graveyard_card_types" ("where X is the number of card types among cards in your graveyard", CR 205.2a,
608.2h; rules/graveyard_amounts.py). `additional_cost`'s `card_type` "card" with "exile_from_graveyard" ("exile six
cards from your graveyard": any cards, CR 601.2b, 406.2). The ability `impending` (`{"kind":
"impending", "counters": 4}` after the `alternative_cost` named "impending": "Impending 4—{2}{R}{R}", CR 702.176a: cast
for that cost, the permanent enters with that many time counters and isn't a creature while it has one, the state's
`PowerToughnessEffect.impending`; at the beginning of its controller's end step one is removed; rules/s33dsk_impending.py).
s33-mom (docs/oracle-s33-mom.md): `mana_trigger`'s `add` "any_color" ("Whenever enchanted land is tapped for mana, its
controller adds an additional one mana of any color.", CR 605.1b, 106.1: the color is the `tap_for_mana` action's
`choices.mana_colors`, one per such mana; rules/mana_triggers.py); `attacks_as_though_no_defender`'s `s33mom_self_with`
(a permanent spec ~ must match: "As long as ~'s power is 5 or greater, it can attack as though it didn't have
defender.", "creature:power>=5", CR 611.3a; rules/attacks_despite_defender.py); the trigger "opponent_draws" with
`nth_each_turn` ("Whenever an opponent draws their second card each turn, ...": that player's Nth card drawn this turn,
CR 121.2, 603.2; rules/turn_records.py); the `triggered` ability's `s33mom_once_each_turn`
(`{"kind": "triggered", ..., "optional": true, "s33mom_once_each_turn": true}`: "... you may <action>[. If you do, ...].
Do this only once each turn.", CR 603.5, 608.2d: after its controller chose to do the optional part this turn, later
resolutions of the ability that turn can't; rules/s33mom_do_once.py).
s33-lib (docs/oracle-s33-lib.md): `exile_top_may_play` may be the effect of `if_condition` and `if_you_control` ("If you
control an outlaw, exile the top card of your library. Until the end of your next turn, you may play that card.", CR
608.2c: nothing is exiled and nothing may be played unless the condition holds); its `until` "your_next_end_step" ("You
may play those cards until your next end step.", CR 611.2a, 513.1: the permission ends as the next end step of the
player who may play the cards begins; rules/s33lib_next_end_step.py). `look_at_top`'s `to` "exile" with `s33lib_may_play`
(`{"until": "end_of_turn", "cast_only": true, "without_paying_mana_cost": true}`: "You may exile a legendary creature card
from among them. Put the rest on the bottom of your library in a random order. Until end of turn, you may cast the exiled
card without paying its mana cost.", CR 608.2c, 406.3, 601.2a, 118.9: the card taken is exiled face up and its player may
play it as an `exile_top_may_play` permission says; rules/library.py, rules/impulse.py). `return_chosen_card_to_hand`'s
`s33lib_milled` ("Mill two cards. You may put a permanent card from among the milled cards into your hand.", CR 701.17a,
608.2c: only a card this spell or ability milled; rules/milled_this_way.py).
s33-wmk (docs/oracle-s33-wmk.md): collect evidence (CR 701.59a: exile cards of your graveyard with total mana value N
or greater; rules/s33wmk_collect_evidence.py, event `evidence_collected`): `additional_cost`'s `cost`
"collect_evidence" (`{"kind": "additional_cost", "cost": "collect_evidence", "amount": 6, "optional": true}`: "As an
additional cost to cast this spell, you may collect evidence 6.", the cards named in the `cast` action's
`choices.exile_from_graveyard`, none named: not paid; the spell then records `choices.additional_cost_paid`, read by
"if evidence was collected"); the other cost `collect_evidence` (`{"kind": "collect_evidence", "amount": 3}`:
"{T}, Collect evidence 3: ...", CR 602.2b; `choices.exile_from_graveyard`, else the first cards of the graveyard until
their total reaches N); `optional_action`'s `action` "collect_evidence" ("You may collect evidence 4. If you do / When
you do, ...", CR 608.2d; rules/reflexive.py); the effect `collect_evidence` (`{"kind": "collect_evidence", "amount":
4}` with the ability's `optional`: "When ~ enters, you may collect evidence 4."); the trigger "you_collect_evidence"
("Whenever you collect evidence, ...", CR 603.2: once per collection, a cost or an effect). `exile`'s
`single_graveyard` ("Exile up to two target cards from a single graveyard.", CR 115.1, 601.2c: the targets chosen are
all in one player's graveyard; rules/s33wmk_single_graveyard.py). `self_cost_reduction`'s
`for_each_attacked_this_turn` ("~ costs {1} less to cast for each creature that attacked this turn.", CR 601.2f, 508.1:
counted on the state's `creatures_attacked_this_turn`; rules/s33wmk_attacked_this_turn.py). The `this_turn` record
"entered" (`{"kind": "this_turn", "record": "entered", "who": "you", "spec": "permanent:nonland", "number": 2}`: "if
two or more nonland permanents entered the battlefield under your control this turn", celebration, CR 400.7: at least
`number` of the turn's records of rules/entered_this_turn.py).
s33-cmd (docs/oracle-s33-cmd.md): `return_to_battlefield`'s `exile_at` "next_end_step" ("Return target creature card from
your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step.": a delayed trigger
with `action` "exile" on the returned permanent, CR 603.7, 400.7; rules/delayed_exile.py); a `cast_trigger` whose effect is
`return_self_from_graveyard` ("Whenever you cast a creature spell, you may pay {G}{G}. If you do, return ~ from your
graveyard to your hand.": it triggers only from its owner's graveyard, CR 113.6k; rules/s33cmd_graveyard_cast.py); the
RiderCondition kind `s33cmd_your_commander` (lieutenant's "if you control your commander": a commander the ability's
controller owns is on the battlefield under their control, CR 903.3, 603.4; rules/s26cmda_commander.py); `if_you_do`
among a `triggered` ability's `then_effects` ("When ~ enters, you gain 1 life. You may draw a card. If you do, discard a
card.": its choice `choices.pay_optional_cost`, the ability having no other optional choice, CR 608.2c-d;
rules/spell_if_you_do.py).
s34-ltr (docs/oracle-s34-ltr.md): the Ring tempts you (CR 701.54; rules/s34ltr_ring.py): the effect `ring_tempts_you`
(`{"kind": "ring_tempts_you"}`: "the Ring tempts you", 701.54a-d: its controller's `ring_tempted` count grows by one (the
emblem named The Ring gains its next ability, 701.54c) and they choose a creature they control as their Ring-bearer,
the player's `ring_bearer`, `choices.chosen`, if they control one) and the trigger "ring_tempts_you" ("Whenever the Ring
tempts you, ...", 701.54d, 603.2: the permanents of the player tempted, even if they chose no creature), the trigger
"ring_tempts_you_other_bearer" ("Whenever the Ring tempts you, if you chose a creature other than ~ as your
Ring-bearer, ...", an intervening "if", 603.4) and the trigger "you_choose_ring_bearer" ("Whenever you choose a creature
as your Ring-bearer, ...", 701.54a: only when they chose one). The pump's power and toughness "that_much" ("Whenever you scry, ~ gets +1/+1
until end of turn for each card you looked at while scrying this way.": the cards the scry looked at, 701.22a, 608.2h;
rules/surveil_triggers.py).
s34-cmd (docs/oracle-s34-cmd.md): `static_pump` keywords on "permanents_you_control" with the status "s29cmd_commander"
("Commanders you control have hexproof.", CR 903.3, 613.1f) and on "[other_]permanents_you_control" with `affected_with`
"artifact", "enchantment", "land" or "planeswalker" ("Other artifacts you control have ward {2}.", CR 613.1f);
`return_to_battlefield`'s `exile_at` "your_next_end_step" ("At the beginning of your next end step, exile it.", CR 603.7a)
and `create_token`'s `exile_at` "next_end_step" ("Create two ... tokens. Exile them at the beginning of the next end
step.", one delayed exile of each token, CR 603.7a; rules/tokens.py); `discard_up_to_draw`'s `amount` "all" and `plus`
("Discard all the cards in your hand, then draw that many cards plus one.": the whole hand, no choice, then as many
cards as were discarded plus `plus`, CR 701.9a, 121.1, 608.2c; rules/s18m21_discard_up_to_draw.py); `cant_be_blocked`'s
`until_your_next_turn` ("Until your next turn, target creature an opponent controls can't be blocked.", CR 611.2a);
`edict`'s `who_cant_discard` ("Each player sacrifices a creature or planeswalker. Each player who can't discards a card.":
each player it names who sacrificed nothing discards that many cards of their choice, `choices.discard`, CR 701.21a,
701.9a, 608.2c; rules/edict.py); the `triggered` ability's `of_the_chosen` "creature_type" ("Whenever a creature of the
chosen type dies, ..." / "Whenever a nontoken creature of the chosen type enters under your control, ...": the type its
source chose as it entered, CR 607.2a, 603.10a; rules/chosen.py) and the mana ability's `amount`
"s27mech_counters_on_self:+1/+1" ("{T}: Add {G} for each +1/+1 counter on ~.", CR 106.1); the `activated` ability's
`activate_only` "s34cmd_combat" / "s34cmd_end_of_combat_step" ("Activate only during combat [the end of combat step].",
any player's turn, CR 602.5b, 506.1, 511.1; rules/activation_costs.py).

s34-mkm (docs/oracle-s34-mkm.md): the ability `abilities_cost_less` (`{"kind": "abilities_cost_less", "card_type":
"artifact", "generic": 1, "min_one_mana": true}`: "Activated abilities of artifacts you control cost {1} less to activate.
This effect can't reduce the mana in that cost to less than one mana.", the generic part of the costs of the activated
abilities of its controller's permanents of that card type, never below zero and, with `min_one_mana`, never below one
mana in all, CR 602.2b, 601.2f, 118.7a; rules/s34mkm_abilities_cost_less.py); `cost_reduction`'s `nth_spell_each_turn`
("The second spell you cast each turn costs {1} less to cast.", CR 601.2f, 601.2i); the Role "Young Hero" of
`create_role` and the RiderCondition kind `s34mkm_source_toughness_at_most` (its granted "Whenever this creature
attacks, if its toughness is 3 or less, ...", CR 603.4; rules/s34mkm_young_hero.py).
s34-std (docs/oracle-s34-std.md): the triggers "s34std_cards_leave_your_graveyard" and
"s34std_creature_cards_leave_your_graveyard" ("Whenever one or more [creature] cards leave your graveyard, ...", always
with `batch`, CR 603.2c, 603.10a: once for the cards that leave the graveyard of the ability's controller at once, by any
way out; rules/s34std_graveyard_leaves.py); the first also with `during_your_turn` ("... during your turn", CR 102.1). The
triggers "s34std_land_card_put_into_your_graveyard" ("Whenever a land card is put into your graveyard from anywhere, ...":
once for each land card, CR 603.2, 400.7) and "s34std_creature_cards_put_into_your_graveyard" ("Whenever one or more
creature cards are put into your graveyard from anywhere [during your turn], ...", with `batch` [and
`during_your_turn`], CR 603.2c). The RiderCondition kind `s34std_you_controlled_it` ("Return target nonland permanent to
its owner's hand. If you controlled that permanent, draw a card.", "If you controlled it, investigate.": the object the
previous targeted effect affected was controlled by the ability's controller just before it, CR 608.2h, 608.2c;
rules/s34std_you_controlled.py). The triggers "s34std_player_cycles" and "s34std_opponent_cycles" ("Whenever a player
cycles a card, ..." / "Whenever an opponent cycles a card, ...", CR 702.29a, 603.2: any player's, an opponent's cycling;
rules/cycle_triggers.py).
s35-dsk (docs/oracle-s35-dsk.md): `manifest`'s `counters` with `dread` ("Manifest dread, then put a +1/+1 counter on
that creature.", CR 701.62a, 608.2c: on the creature manifested). The effect `unlock_door` (`{"kind": "unlock_door",
"target": "permanent:Room:you_control"}`: "Unlock a locked door of target Room you control.", CR 709.5f: its controller
chooses a locked door, `choices.chosen` ["left"] or ["right"], default the first; with `or_lock`, "Lock or unlock a door
of ...", an unlocked door chosen is locked instead, 709.5g; rules/s35dsk_doors.py; event `door_locked`).
s35-ltr (docs/oracle-s35-ltr.md): `cant_be_blocked_except_by_at_least` (`{"kind": "cant_be_blocked_except_by_at_least",
"least": 3}`: "~ can't be blocked except by three or more creatures.", CR 509.1b-c: a blocking declaration in which
fewer creatures (but one or more) block it is refused; rules/s35ltr_blocking.py); `must_be_blocked`'s
`s35ltr_while_ring_bearer` ("As long as ~ is your Ring-bearer, it must be blocked if able.": the requirement holds only
while it is its controller's Ring-bearer, CR 701.54a, 509.1c; rules/s20combat_requirements.py); the effect
`damage_cant_be_prevented_this_turn` (`{"kind": "damage_cant_be_prevented_this_turn"}`: "Damage can't be prevented this
turn.": the state's `damage_cant_be_prevented_this_turn` until the cleanup step, while which no prevention effect
applies, CR 615.12, 514.2; rules/s35ltr_unpreventable.py); `attached_pump`'s `s35ltr_if_legendary` ("As long as equipped
creature is legendary, it has menace.": only while the permanent it is attached to is legendary, its supertypes after
layer 4, CR 611.3a, 205.4a; rules/attached_granted.py); `deals_damage`'s `s35ltr_or_subtype` ("Whenever ~ deals damage to
a Goblin or Orc, destroy that creature.": with `damage_to_subtype`, a creature of either creature type, CR 205.3;
rules/damage_triggers.py).
s35-mkm (docs/oracle-s35-mkm.md): Cases (CR 719.3). The effect `s35mkm_solve` (`{"kind": "s35mkm_solve"}`: "this Case
becomes solved", the effect of "To solve — <condition>", 719.3a: the source permanent, still on the battlefield, gets the
solved designation, `Permanent.s35mkm_solved`, 719.3b; rules/s35mkm_cases.py), held by a `step_trigger` of the
controller's end step with the `condition` "s35mkm_unsolved" (it triggers, and resolves, only while its source is not
solved, 603.4). The ability `s35mkm_solved` (`{"kind": "s35mkm_solved", "abilities": [Ability]}`, one ability: "Solved —
<ability>", 702.169a-d, 719.3c: the permanent has the ability, at the same index, only while it is solved; an ability on
the stack resolves whatever happens to its source, 113.7a).
s35-std (docs/oracle-s35-std.md): the ability `token_doubler` (`{"kind": "token_doubler"}`: "If one or more tokens would be
created under your control, twice that many of those tokens are created instead.", a replacement effect, CR 614.1a,
111.1: every effect that would create tokens under its controller's control creates twice that many, each doubler
applying once; rules/s35std_token_doubler.py). The ability `more_counters` (`{"kind": "more_counters", "mode":
"plus_one", "counter": "+1/+1", "recipients_any_of": ["creature"]}`: "If one or more +1/+1 counters would be put on a
creature you control, that many plus one +1/+1 counters are put on it instead."; `mode` "twice": "twice that many ...",
CR 614.1a, 122.6, 616.1: +1/+1 counters put on a permanent its controller controls matching one of `recipients_any_of`,
by any rule and as a permanent enters with them; rules/s35std_more_counters.py). The ability `additional_token`
(`{"kind": "additional_token", "token": "Treasure", "if_created": "Treasure"}`: "If you would create one or more Treasure
tokens, instead create those tokens plus an additional Treasure token."; without `if_created`: "If one or more tokens would
be created under your control, those tokens plus an additional Food token are created instead.", CR 614.1a, 111.10;
rules/s35std_token_doubler.py).

s35-mom (docs/oracle-s35-mom.md): the effect `s35mom_transform` (`{"kind": "s35mom_transform", "target":
"permanent:token:Incubator:you_control"}`: "Transform target Incubator token you control." / "Transform all Incubator
tokens you control.", CR 701.27a, 701.27c: each permanent the spec names turns its other face up; one that isn't a
face-up transforming double-faced permanent doesn't; rules/s35mom_transform.py). `return_chosen_card_to_hand`'s
`optional` with `amount` ("return up to two creature cards from your graveyard to your hand", CR 608.2d: none to
`amount` of them).
s35-fin (docs/oracle-s35-fin.md): `copy_next_spell`'s `s35fin_copies` ("When you next cast an instant or sorcery spell this
turn, copy that spell twice. You may choose new targets for the copies.", CR 707.10, 707.10c: the delayed ability puts
that many copies on the stack, each with the new targets of its list in `choices.copies_targets`; rules/copy_next_spell.py).
`cast_trigger`'s `s35fin_mana_spent_at_least` ("Whenever you cast a noncreature spell, if at least four mana was spent to
cast it, ...", CR 601.2h, 603.4: only a spell cast with at least that much mana in all; rules/cast_triggers.py). An
activated ability's `s35fin_exhaust` ("Exhaust — <cost>: <effect>", CR 702.177a: an exhaust ability) and the trigger
`you_activate`'s `activated_keywords` "exhaust" ("Whenever you activate an exhaust ability, ...", CR 602.2, 603.2: the
activation of an ability so marked, of a permanent its controller controls; rules/activation_triggers.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal, Union, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    StrictInt,
    TypeAdapter,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from typing_extensions import TypeAliasType

from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import CardType, Color
from app.engine.fields import Flag, Int, NonNegative, empty_list, when_none
from app.engine.keywords import KeywordText
from app.engine.mana import (
    MANA_PRODUCTION_WORDS,
    MalformedManaCost,
    parse_activation_cost,
    parse_mana_choice,
    parse_mana_combinations,  # s25-ncc
    parse_mana_cost,
    parse_mana_production,
)
from app.engine.target_grammar import (  # s17-lm
    CARD_TYPES,
    REFERENCE_BASES,
    SPELL_CARD_TYPES,
    ZONE_BASES,
    TargetSpecError,
    is_grammatical,
    parse_target_spec,
)


class _Model(BaseModel):
    # defer_build: a model's validator is built when that model is first validated or constructed, not
    # as its class is made. Each model that holds an effect or an ability holds its own compiled copy of
    # the whole vocabulary (about 10 MB each), and most are only ever validated inside a card definition;
    # built eagerly, ~280 of them cost a worker ~140 MB of memory before its first request. Forward
    # references (a field naming a class declared further down) are resolved at that first use too.
    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


# Layouts the engine plays. "transform" may also be given with `back_face` alone (Werewhat's way).
Layout = Literal["normal", "transform", "modal_dfc", "adventure", "split"]
# The face a `cast` or `play_land` chooses: of a modal double-faced card (CR 712.11), the Adventure
# of an adventurer card (715.3; "front" is its creature), a half of a split card or both fused
# (709.3, 702.102).
CardFace = Literal["front", "back", "adventure", "left", "right", "fused"]


def _check_cost(value: str | None) -> str | None:
    if value is not None:
        try:
            parse_mana_cost(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana cost {value!r}: {problem}") from None
    return value


# --- effects -------------------------------------------------------------------------------

Amount = Int | Literal["X"]  # may be negative: -N/-N pumps


def _check_count_of(value: str) -> str:
    """ "count:<spec>|<spec>...": the number of permanents matching any of the permanent specs,
    read from the ability's source ("for each other Squirrel and/or Food you control"; CR 608.2h;
    rules/count_of.py)."""
    if not value.startswith("count:") or not value[6:]:
        raise ValueError(f"{value!r} is no amount (a number, 'X', a named count or 'count:<spec>|<spec>')")
    for spec in value[6:].split("|"):
        _check_entering_spec(spec)
    return value


# "for each <permanents>" counted as it resolves (rules/count_of.py)
CountOf = Annotated[str, AfterValidator(_check_count_of)]


def _s26cmdb_check_chosen_type_count(value: str) -> str:
    """s26-cmdb: "s26cmdb_chosen_type:<spec>", one permanent spec (rules/s26cmdb_chosen_type.py)."""
    if not value.startswith("s26cmdb_chosen_type:") or "|" in value or len(value) > 200:
        raise ValueError(f"{value!r} is no 's26cmdb_chosen_type:<spec>' amount")
    _check_entering_spec(value.removeprefix("s26cmdb_chosen_type:"))
    return value


def _check_highest_mana_value(value: str) -> str:
    """ "highest_mana_value:<spec>": the greatest mana value among the permanents matching the
    permanent spec, read from the ability's source (s13-m19final; rules/highest_mana_value.py)."""
    if not value.startswith("highest_mana_value:") or not value[19:]:
        raise ValueError(f"{value!r} is no 'highest_mana_value:<spec>' amount")
    _check_entering_spec(value[19:])
    return value


# "the highest mana value among artifacts you control" as it resolves (CR 202.3, 608.2h)
HighestManaValue = Annotated[str, AfterValidator(_check_highest_mana_value)]
# damage, life, counters, cards, mana; "its_*": the previous targeted effect's object (CR 608.2h);
# "that_much", "that_creatures_toughness": what a trigger event recorded (rules/event_triggers.py)
# "equal to the number of Goblins you control": permanents with a subtype counted as it resolves
# (CR 608.2h; rules/subtype_counts.py)
SubtypeCount = Annotated[str, Field(pattern=r"^subtype_you_control:[A-Z][A-Za-z'-]*$")]


# s15-records: "for each nontoken creature that died this turn" / "the number of creatures that died under your
# control this turn" (CR 700.4, 608.2h; rules/turn_records.py): "died:<spec>" / "died_yours:<spec>", the
# permanents put into a graveyard from the battlefield this turn that matched the spec as they last existed
def records_died_count_spec(value: str) -> str:
    """A `DiedCount`'s spec is a permanent spec of the target grammar (rules/turn_records.py)."""
    spec = parse_target_spec(value.split(":", 1)[1])
    if spec.base in ZONE_BASES or spec.base in ("it", "all", *REFERENCE_BASES) or spec.control or spec.player_scope:
        raise ValueError(f"{value!r}: a count of what died names a permanent spec without a controller")
    return value


DiedCount = Annotated[str, Field(pattern=r"^died(_yours)?:[a-z][A-Za-z0-9_:'-]*$", max_length=200),
                      AfterValidator(records_died_count_spec)]
# s33fin_graveyard:<type>[_or_<type>...] (s33-fin): "for each artifact and/or creature card in your graveyard", "the number
# of permanent cards in your graveyard" (artifact, battle, creature, enchantment, land or planeswalker, CR 110.4b): the cards
# in the graveyard of the spell's or ability's controller with any of the card types, counted as the effect resolves (CR
# 205.2a, 404.1, 608.2h; rules/graveyard_amounts.py)
S33finGraveyardTypes = Annotated[str, Field(pattern=(
    r"^s33fin_graveyard:(artifact|battle|creature|enchantment|instant|land|planeswalker|sorcery)"
    r"(_or_(artifact|battle|creature|enchantment|instant|land|planeswalker|sorcery)){0,7}$"))]
_COUNT_FORMS = NonNegative | Literal["X", "its_power", "its_toughness", "its_mana_value", "number_put_into_graveyard",
                              "its_damage_dealt_capped", "damage_dealt_to_you_this_turn", "that_much",
                              "that_creatures_toughness",
                              # "for each creature you control" / "equal to the number of lands you control":
                              # counted as it resolves (CR 608.2h; rules/counted_amounts.py)
                              "creatures_you_control", "lands_you_control", "artifacts_you_control"] | CountOf \
    | Literal["source_power"] \
    | SubtypeCount \
    | Literal["your_life_total"] \
    | HighestManaValue \
    | Literal["sacrificed_power"] \
    | Literal["graveyard_greatest_mana_value"] \
    | DiedCount \
    | Literal["graveyard_named_like_source"] \
    | Literal["party_size"] \
    | Annotated[str, AfterValidator(lambda value: m2x_check_times_count(value))] \
    | Literal["graveyard_cards", "graveyard_creature_cards"] \
    | Literal["devotion_W", "devotion_U", "devotion_B", "devotion_R", "devotion_G", "opponents"] \
    | Annotated[str, AfterValidator(lambda value: pw_check_greatest_stat(value))] \
    | Literal["defending_graveyard_cards", "defending_graveyard_creature_cards"] \
    | Annotated[str, Field(pattern=r"^milled:(creature|land|artifact|enchantment|planeswalker|instant|sorcery)$")] \
    | Literal["sacrificed_toughness", "sacrificed_mana_value"] \
    | Literal["target_graveyard_cards", "target_graveyard_creature_cards"] \
    | Literal["target_library_half_up", "target_library_half_down", "target_life_half_up", "target_life_half_down"] \
    | Annotated[str, AfterValidator(lambda value: s20m20_check_total_toughness(value))] \
    | Literal["times_mutated"] \
    | Literal["tapped_this_way"] \
    | Annotated[str, Field(pattern=r"^X_plus_([1-9]|1[0-9]|20)$")] \
    | Literal["graveyard_instant_sorcery_cards"] \
    | Literal["graveyard_card_types"] \
    | Literal["hand_cards", "library_cards", "different_powers_you_control", "life_gained_this_turn"] \
    | Literal["its_damage_dealt"] \
    | Annotated[str, Field(pattern=r"^s25khc_counters_(it|self):(age|\+1/\+1|soul)$")] \
    | Literal["s25mh_colors_spent"] \
    | Literal["s25mh_exiled_card_power"] \
    | Annotated[str, AfterValidator(lambda value: _s26cmdb_check_chosen_type_count(value))] \
    | Literal["that_permanent_power", "that_permanent_toughness"] \
    | Literal["target_hand_cards"] \
    | Literal["that_player_hand_cards"] \
    | Literal["s27mech_devoured"] \
    | Literal["s28fdna_mana_values_nonland_permanents", "s28fdna_mana_values_nonland_graveyard"] \
    | Literal["that_spell_mana_value"] \
    | Literal["s29cmd_that_player_life_half_up", "s29cmd_that_player_life_half_down"] \
    | Annotated[str, Field(pattern=r"^s30stdcb_exiled:(artifact|creature|enchantment|instant|land|planeswalker|sorcery)$")] \
    | Literal["life_lost_this_turn"] \
    | S33finGraveyardTypes \
    | Literal["s35tdm_spells_cast_this_turn"]  # s32-std21: "life_lost_this_turn", the life the controller lost this turn;
# s33-fin (above); s35-tdm: "s35tdm_spells_cast_this_turn", the spells the controller cast this turn (CR 601.2i)
# One named schema ("Count", a $ref in the OpenAPI document) rather than the same union spelled out at each of the
# ~40 effects' amounts: clients see one definition, and the schema's readers walk it once.
Count = TypeAliasType("Count", _COUNT_FORMS)
# s30stdcb_exiled:<card type> (s30-stdcb): "You gain 1 life for each creature card exiled this way." after "Exile up to
# two target cards from graveyards." in the same ability: the target cards of that type the ability's exile moved from a
# graveyard to exile as it resolved (CR 608.2c, 406.2; rules/s30stdcb_exiled_this_way.py)
# that_spell_mana_value (s29-stda): "where X is that spell's mana value" in a cast trigger's effect: the mana value of
# the spell whose casting triggered the ability, as it was cast (CR 202.3, 601.2i, 608.2h; rules/s29stda_that_spell.py)
# s29cmd_that_player_life_half_up / _down (s29-cmd): "that player loses half their life, rounded up" in a trigger naming
# that player (the player dealt damage): half their life total as it resolves (CR 107.1a; rules/s29cmd_that_player_half.py)
# s28fdna_mana_values_nonland_permanents / _graveyard (s28-fdna): "for each different mana value among nonland permanents
# you control" / "among nonland cards in your graveyard", counted as the effect resolves (CR 202.3, 608.2h;
# rules/s28fdna_mana_values.py)
# s27mech_devoured (s27-mech): "for each creature it devoured" (CR 702.82b; rules/s27mech_devour.py)
# s26cmdb_chosen_type:<spec> (s26-cmdb): "Choose a creature type. Draw a card for each permanent you control of that
# type." (CR 608.2d, 205.3m): the permanents of the spec with the creature type chosen as the effect resolves
# (`choices.chosen_creature_type`; rules/s26cmdb_chosen_type.py)
# s25khc_counters_it / _self:<kind> (s25-khc): "for each age counter on it / ~", the counters on the ability's source,
# or on it as it last existed (CR 608.2h, 603.10a; rules/s25khc_source_counters.py)
# (s28-fdnb: the kind "soul", "the number of soul counters on ~"; also once a cost sacrificed ~, its counters as it last
# existed, 602.2b, 608.2h: rules/s28fdnb_sacrificed_counters.py)
# s25mh_exiled_card_power (s25-mh): scavenge's "a number of +1/+1 counters equal to the power of the card you exiled"
# (CR 702.97a): the printed power of the ability's own card, exiled from its graveyard as the cost (rules/s25mh_scavenge.py)
# s25mh_colors_spent (s25-mh): "the number of colors of mana spent to cast ~" (converge, CR 207.2c, 601.2h, 105.1): of a
# spell, the colors among the mana spent to cast it; of an "enters" trigger, those of the spell that became its source
# (rules/s25mh_converge.py); 0 for what wasn't cast
# its_damage_dealt (s23-c11): "You gain life equal to the damage dealt this way.": the damage the previous targeted
# effect dealt to its target (CR 608.2h; rules/effects_targets.py `referred_amount`)
# X_plus_<N> (s22-neoa): "it deals X plus 2 damage instead", the X of the spell plus N (CR 107.3a)
# graveyard_instant_sorcery_cards (s22-war): "the number of instant and sorcery cards in your graveyard" (CR 205.2a,
# 404.1, 608.2h; rules/graveyard_amounts.py)
# hand_cards / library_cards (s22-stx): "the number of cards in your hand / library", the cards in the hand or library
# of the spell's or ability's controller as it resolves (CR 402.1, 401.1, 608.2h; rules/s22stx_zone_counts.py);
# different_powers_you_control (s22-stx): "for each different power among creatures you control" (CR 208.1, 608.2h);
# life_gained_this_turn (s22-stx): "the amount of life you gained this turn" (CR 119.3, 608.2h)
# times_mutated (s21-mutate): "the number of times ~ has mutated" (CR 702.140), the number of cards merged with the
# ability's source (rules/s21mutate_times.py)
# tapped_this_way (s21-m21): "for each creature tapped this way", the permanents the same spell or ability's
# `tap_any_number` tapped (CR 608.2c, 701.26a; rules/s21m21_tap_any_number.py)
# target_library_half_* / target_life_half_* (s20-m21): "half the number of cards in their library" / "half their
# life", rounded up or down, of the effect's one target player (CR 107.1a, 107.1b, 608.2h;
# rules/s20m21_half_amounts.py); 0 while no player is targeted
# s20m20_total_toughness:<spec> (s20-m20): "the total toughness of creatures you control", the toughness of each
# permanent the creature spec names added as it resolves (CR 208.1, 608.2h; rules/s20m20_total_toughness.py)
# target_graveyard_[creature_]cards (s19-m21): "for each creature card in their graveyard" where "their" is the effect's
# one target player (CR 404.1, 608.2h; rules/s19m21_target_graveyard.py); 0 while no player is targeted
# milled:<card type> (s18-m20): "for each creature card put into your graveyard this way" after a mill of your own
# library (CR 701.17a, 608.2c; rules/milled_this_way.py)
# sacrificed_toughness / sacrificed_mana_value (s18-neoa): "the sacrificed creature's toughness" / "the sacrificed
# permanent's mana value", of the permanent sacrificed as the spell's additional cost (rules/sacrificed_amounts.py)
# "greatest_power:<spec>" / "greatest_toughness:<spec>" (s17-pw): rules/greatest_stat.py (CR 608.2h)
# defending_graveyard_[creature_]cards (s17-neo3): "the number of creature cards in defending player's graveyard"
# (CR 506.2, 404.1, 608.2h; rules/defending_graveyard.py)
# graveyard_cards / graveyard_creature_cards (s17-taile): "for each [creature] card in your graveyard" (CR 404.1,
# 608.2h; rules/graveyard_amounts.py)
# devotion_<color> (s17-tailf): "your devotion to <color>" (CR 700.5, rules/devotion.py); opponents: "the number of
# opponents you have" (CR 102.2, the same module)
# party_size (s16-kws): "the number of creatures in your party" (CR 700.8, rules/party.py)
# "times:<N>:<count>" (s16-m2x): N times a counted amount, checked by m2x_check_times_count (end of this module)
# graveyard_named_like_source (s15-library): cards named ~ in your graveyard (rules/named_cards.py)
# source_power: ~'s power now, or as it last existed (rules/source_amounts.py, CR 608.2h)
# your_life_total (s13-pw): "where X is your life total" (rules/life_total_amount.py, CR 608.2h)
# sacrificed_power (s13-thud): "the sacrificed creature's power": the power of the creature sacrificed
# as the spell's additional cost, kept with the spell (rules/sacrificed_amounts.py, CR 601.2h, 608.2h)


# How many targets a targeted effect takes: a number, the X paid, or any number (CR 601.2c, 115.3)
TargetCount = Annotated[NonNegative | Literal["X", "any_number"], Field(default=1, exclude_if=lambda value: value == 1)]

# Target specs (a string, `target` of an effect). Targeted ones take the next id of the stack
# object's `targets` (CR 115.1, chosen as it is put on the stack: 601.2c, 602.2b, 603.3d); the
# others name what they affect without targeting.
NamedTargetSpec = Literal[
    "any", "creature", "player", "opponent", "permanent", "nonland_permanent", "artifact", "enchantment", "land",
    "artifact_or_enchantment", "creature_or_planeswalker", "attacking_creature", "blocking_creature",
    "attacking_or_blocking_creature", "nonblack_creature", "nonartifact_creature",
    "self", "each_creature", "each_creature_you_control", "each_opponent", "each_player", "you",
    "enchanted_creature", "each_artifact", "each_enchantment", "each_land", "each_plains", "each_island",
    "each_swamp", "each_mountain", "each_forest", "each_attacking_creature", "each_blocking_creature",
    "each_creature_and_each_player",
    "each_creature_with_flying_and_each_player", "each_creature_without_flying_and_each_player",
    "that_player", "that_permanent", "that_card",
    "player_or_planeswalker",  # "target player or planeswalker" (Lava Axe; CR 115.1, 120.3)
    "opponent_or_planeswalker",  # s15-targets: "target opponent or planeswalker" (CR 115.1, 120.3)
    "those_attackers",  # s19-m20: "Whenever one or more creatures you control attack, they ..." (rules/you_attack.py)
    "equipped_creature",  # s23-c13: the creature the Equipment is attached to (CR 301.5; rules/effects_targets.py)
    # s28-fdna: "3 damage to each of up to two other targets" after "any target": what "any" names, other than the
    # targets of the earlier effects of the same spell or ability (CR 115.3; rules/other_targets.py)
    "any_other_target",
    "permanent_or_player",  # s31-old: "target permanent or player" (CR 115.1; rules/effects_targets.py)
]
# What a trigger event names (rules/event_triggers.py): untargeted, read from the stack object.
EVENT_SPECS = frozenset({"that_player", "that_permanent", "that_card"})
UNTARGETED_SPECS = EVENT_SPECS | frozenset({"self", "each_creature", "each_creature_you_control", "each_opponent", "each_player",
                              "you", "enchanted_creature", "each_artifact", "each_enchantment", "each_land",
                              "each_plains", "each_island", "each_swamp", "each_mountain", "each_forest",
                              "each_attacking_creature", "each_blocking_creature", "each_creature_and_each_player",
                              "each_creature_with_flying_and_each_player",
                              "each_creature_without_flying_and_each_player", "that_player",
                              "those_attackers"})  # s19-m20
UNTARGETED_SPECS = UNTARGETED_SPECS | frozenset({"equipped_creature"})  # s23-c13


# Specs that name players only, or may name players: not for effects that act on permanents.
PLAYER_SPECS = frozenset({"player", "opponent", "each_opponent", "each_player", "you", "each_creature_and_each_player",
                          "each_creature_with_flying_and_each_player", "each_creature_without_flying_and_each_player",
                          "that_player", "player_or_planeswalker",
                          "opponent_or_planeswalker"})  # s15-targets


def _check_filtered_spec(value: str) -> str:
    try:
        parsed = parse_target_spec(value)
    except TargetSpecError as problem:
        raise ValueError(str(problem)) from None
    if parsed.base in ("all", "it") and "source_power" in value:  # s28-fdna: untargeted, it would be compared with X
        raise ValueError(f"{value!r}: 'source_power' goes in a targeted spec only (rules/s28fdna_source_power.py)")
    return value


def _check_spell_filter(value: str) -> str:
    if parse_target_spec(_check_filtered_spec(value)).base != "spell":
        raise ValueError(f"target spec {value!r} is not a spell spec (it must start with 'spell:')")
    return value


_FILTER_DOC = ("A target spec in the filter grammar (app/engine/target_grammar.py): a base and ':'-separated "
               "qualifiers, e.g. 'creature:tapped', 'permanent:black', 'creature:with_flying'.")


# A spec in the filter grammar of app/engine/target_grammar.py ("creature:tapped", "permanent:Wall").
FilteredTargetSpec = Annotated[str, AfterValidator(_check_filtered_spec),
                               WithJsonSchema({"type": "string", "description": _FILTER_DOC})]
# One named schema ("TargetSpec") rather than the same enumeration spelled out at each effect's `target`
TargetSpec = TypeAliasType("TargetSpec", NamedTargetSpec | FilteredTargetSpec)
SpellTarget = Literal["spell", "creature_spell", "noncreature_spell",
                      # "Counter target red spell." (rules/prevention.py's owner: color-restricted counters)
                      "white_spell", "blue_spell", "black_spell", "red_spell", "green_spell"]
SpellFilter = Annotated[str, AfterValidator(_check_spell_filter),
                        WithJsonSchema({"type": "string", "description": "A spell spec of the filter grammar, "
                                        "e.g. 'spell:mana_value=X'."})]


def _permanents_only(value: str, zones: bool = False, spells: bool = False) -> str:
    if value in PLAYER_SPECS or value in ("any", "any_other_target"):  # s28-fdna
        raise ValueError(f"target {value!r} can name a player; this effect acts on permanents only")
    if value not in UNTARGETED_SPECS and is_grammatical(value):
        base = parse_target_spec(value).base
        if base in REFERENCE_BASES:
            raise ValueError(f"target {value!r} names a player; this effect acts on permanents only")
        # s31-stda: `spells`: "Return target spell to its owner's hand." (rules/s31stda_spell_to_hand.py, CR 608.2c)
        if base in ZONE_BASES and not (zones and (base != "spell" or spells)):
            raise ValueError(f"target {value!r} is not a permanent; this effect acts on permanents only")
    return value


# Effects that may also target cards in graveyards (s13-graveyard): "Exile target card from a
# graveyard." (CR 406.2, 115.2), "Put target card from your graveyard on the bottom of your library."
# (CR 400.3, 401.4); rules/graveyard_abilities.py moves such cards as the effect resolves.
_GRAVEYARD_CARD_EFFECTS = ("ExileEffect", "PutOnLibraryEffect")


class _PermanentEffect(_Model):
    """An effect on permanents: its `target` may not name players. `target_count`: how many
    targets it takes (default 1; "Tap X target creatures.", "two target creatures")."""

    target_count: TargetCount = 1
    # "up to N target ...": `target_count` is the most, any number from 0 to it may be chosen (CR 601.2c)
    up_to: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("target", check_fields=False)
    @classmethod
    def _on_permanents(cls, value: str) -> str:
        return _permanents_only(value, zones=cls.__name__ in ("ReturnToHandEffect", "ReturnToBattlefieldEffect",
                                                              *_GRAVEYARD_CARD_EFFECTS),
                                spells=cls.__name__ == "ReturnToHandEffect")  # s31-stda

    @model_validator(mode="after")
    def _up_to_a_number(self) -> Any:
        if self.up_to and not isinstance(self.target_count, int):
            raise ValueError("`up_to` goes with a number of targets (`target_count`)")
        return self


def s22neoa_check_as_cast(value: str) -> str:
    """s22-neoa: "as_cast:count:<spec>|<spec>...": "for each modified creature you controlled as you cast ~" (CR 601.2,
    608.2h): a `count:` Count taken as the spell was cast, kept with it (rules/s22neoa_as_cast.py)."""
    if not value.startswith("as_cast:"):
        raise ValueError(f"{value!r} is no amount counted as the spell was cast ('as_cast:count:<spec>')")
    _check_count_of(value.removeprefix("as_cast:"))
    return value


# s13-riders: "+X/+X, where X is the number of creatures you control" (CR 608.2h: counted once, as the
# effect resolves; rules/triggers.py `_resolve_pump` reads it with `amount`)
_PumpCount = (Literal["creatures_you_control", "lands_you_control", "artifacts_you_control"] | CountOf
              | Literal["graveyard_greatest_mana_value"]  # s14-r2history (rules/graveyard_mana_value.py)
              | HighestManaValue  # s15-spells: "+X/+X, where X is the greatest mana value among ..."
              | Literal["graveyard_cards", "graveyard_creature_cards"]  # s17-taile (rules/graveyard_amounts.py)
              | S33finGraveyardTypes  # s33-fin: "for each permanent card in your graveyard" (Count above)
              | Literal["devotion_W", "devotion_U", "devotion_B", "devotion_R", "devotion_G", "opponents"]  # s17-tailf
              | Literal["party_size"]  # s17-tailf: "+1/+1 for each creature in your party" (CR 700.8)
              | Annotated[str, AfterValidator(lambda value: pw_check_greatest_stat(value))]  # s17-pw
              | Literal["defending_graveyard_cards", "defending_graveyard_creature_cards"]  # s17-neo3
              # s20-m20: "for each card named ~ in your graveyard" and "+2/+2 ... for each" ("times:2:<count>")
              | Literal["graveyard_named_like_source", "your_life_total"]  # "+X/+X, where X is your life total"
              | Annotated[str, AfterValidator(lambda value: m2x_check_times_count(value))]
              | Literal["times_mutated"]  # s21-mutate: "+X/+X, where X is the number of times ~ has mutated"
              | Literal["tapped_this_way"]  # s21-m21: "+1/+1 ... for each creature tapped this way"
              | Annotated[str, AfterValidator(lambda value: s22neoa_check_as_cast(value))]  # s22-neoa
              | Literal["life_gained_this_turn"]  # s22-stx: "+X/+X, where X is the amount of life you gained this turn"
              # s29-stdb: "+X/+0, where X is the sacrificed creature's power" (an activation cost's one sacrifice, CR
              # 602.2b, 608.2h; rules/s29stdb_sacrificed_activation.py)
              | Literal["sacrificed_power", "sacrificed_toughness"]
              | Literal["that_spell_mana_value"]  # s29-stda: "+X/+0 ..., where X is that spell's mana value"
              # s34-ltr: "for each card you looked at while scrying this way" (the trigger event's `that_much`, CR 608.2h)
              | Literal["that_much"])


class PumpEffect(_PermanentEffect):
    kind: Literal["pump"] = "pump"
    target: TargetSpec = "creature"
    # s29-modern: "source_toughness" ("~ gets +X/+0 until end of turn, where X is its toughness.", CR 107.3, 608.2h: ~'s
    # toughness as the effect resolves, or as it last existed; rules/source_amounts.py)
    power: Amount | Literal["source_power", "source_toughness"] | _PumpCount = 0
    toughness: Amount | Literal["source_power", "source_toughness"] | _PumpCount = 0
    # "while_source_tapped": "for as long as this artifact remains tapped" (CR 611.2b, rules/while_tapped.py)
    # s15-spells: "until_your_next_turn": until its controller's next turn begins (rules/until_your_next_turn.py)
    # s19-neoa: "indefinitely": "It gains haste." after a return to the battlefield (CR 611.2a; no duration: it lasts
    # while that object stays on the battlefield, 400.7)
    duration: Literal["end_of_turn", "end_of_combat", "while_source_tapped",
                      "until_your_next_turn", "indefinitely"] = "end_of_turn"
    keywords: list[KeywordText] = empty_list()  # "gains flying until end of turn" (layer 6, CR 613.1f)
    # Blood Lust: the toughness change stops where the toughness would go below this (computed as it resolves)
    toughness_not_below: Annotated[Int | None, Field(default=None, exclude_if=lambda value: value is None)] = None
    # s14-r2history: "gets -X/-X, where X is <a count>": the counted amounts are subtracted (CR 608.2h)
    negated: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-core: "All creatures get +X/-X until end of turn." (CR 107.3a, 613.4c): the toughness change is subtracted
    toughness_negated: Flag = Field(default=False, exclude_if=lambda value: not value)


class DrawEffect(_Model):
    kind: Literal["draw"] = "draw"
    amount: Count = 1
    # "that player draws an additional card" (Howling Mine); "each player draws a card", "each opponent
    # draws a card" (CR 121.1: each of those players draws, in turn order, CR 101.4)
    # "target player draws two cards" (CR 115.1: the target is a player, rules/effects_targets.py)
    player: Literal["you", "that_player", "each_player", "each_opponent", "target_player"] \
        | Literal["its_controller"] \
        | Literal["target_opponent"] = "you"  # s14-seasons: "Its controller draws a card." (CR 608.2h); s22-stx
    # s23-c12: "Any number of target players each draw twenty cards." (CR 115.1, 601.2c): `target_count` "any_number"
    # (or a number) of target players, each drawing `amount` (player "target_player" only)
    target_count: TargetCount = 1
    # s27-cmd: "Draw three cards, then put two cards from your hand on top of your library in any order." (CR 121.1,
    # 401.4, 608.2d): after the draw, this many cards of the drawer's hand go on top of their library, the first of
    # `choices.chosen` on top (none given: the last cards of the hand, the last on top); rules/s27cmd_put_back.py
    s27cmd_put_back: Annotated[StrictInt, Field(ge=1, le=7)] | None = Field(default=None,
                                                                            exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s27cmd_put_back_by_you(self) -> DrawEffect:
        if self.s27cmd_put_back is not None and (self.player != "you" or self.target_count != 1):
            raise ValueError("`s27cmd_put_back` goes with `player` \"you\"")
        return self

    @model_validator(mode="after")
    def _s23c12_targets_are_players(self) -> DrawEffect:
        if self.target_count != 1 and self.player != "target_player":
            raise ValueError("`target_count` goes with `player` \"target_player\"")
        return self


# How many tokens one effect creates: a number up to MAX_TOKENS_PER_EFFECT, or an amount counted as it resolves
MAX_TOKENS_PER_EFFECT = 100
TokenCount = Annotated[int, Strict(), Field(ge=0, le=MAX_TOKENS_PER_EFFECT)] | Literal[
    "X", "its_power", "its_toughness", "its_mana_value", "number_put_into_graveyard", "that_much"] \
    | Literal["creatures_you_control", "lands_you_control", "artifacts_you_control"] | CountOf \
    | DiedCount \
    | Literal["graveyard_named_like_source"] \
    | Literal["graveyard_cards", "graveyard_creature_cards"] \
    | Literal["devotion_W", "devotion_U", "devotion_B", "devotion_R", "devotion_G", "opponents"] \
    | Literal["X_minus_1"] \
    | Literal["party_size"] \
    | Literal["source_power"] \
    | Literal["your_life_total"] \
    | Annotated[str, AfterValidator(lambda value: pw_check_greatest_stat(value))] \
    | Annotated[str, Field(pattern=r"^s25khc_counters_(it|self):(age|\+1/\+1|soul)$")] \
    | Literal["s25mh_colors_spent"] \
    | Literal["its_excess_damage"] \
    | Literal["times:2:X"] \
    | Literal["graveyard_card_types"] \
    | S33finGraveyardTypes
# graveyard_card_types (s33-dsk): "equal to the number of card types among cards in your graveyard"; s33fin_graveyard:...
# (s33-fin): "for each artifact and/or creature card in your graveyard" (Count above)
# times:2:X (s31-stdc): "create twice that many ... tokens" after a cost paid any number of times (`optional_cost_any_number`)
# its_excess_damage (s28-fdna): "equal to the amount of excess damage dealt to that creature this way", the damage the
# previous targeted effect dealt to its creature beyond lethal damage (CR 120.10; rules/s28fdna_excess_damage.py)
# s25-khc: "for each age counter on it"; s25-mh: "for each color of mana spent to cast ~" (converge, CR 601.2h)
# s17-tailf: devotion, opponents; s18-neob: "X minus one" (CR 107.3a, 107.1b)
# your_life_total and greatest_power / greatest_toughness (s23-c13): "Create X 2/2 white Cat creature tokens, where X is
# your life total.", "..., where X is the greatest power among creatures you control." (CR 608.2h; more than
# MAX_TOKENS_PER_EFFECT at once is refused as it resolves, rules/tokens.py)
# source_power (s22-ete): "When ~ dies, create X 1/1 ... tokens ..., where X is ~'s power." (~'s power, or as it last
# existed, CR 608.2h; rules/source_amounts.py)
# party_size (s21-szn): "for each creature in your party" (CR 700.8; rules/party.py)
# DiedCount (s15-records): "for each nontoken creature that died this turn"; graveyard_named_like_source
# (s15-library): "for each card named ~ in your graveyard"

# The predefined tokens of CR 111.10 (design.md §10): `create_token`'s `token` may name one.
PredefinedToken = Literal["Treasure", "Food", "Clue", "Blood", "Map", "Gold", "Powerstone"]
# Named in the vocabulary, not yet played: what each would need (refused with this reason).
PREDEFINED_NOT_MODELLED = {
    "Map": "a Map token's ability makes a creature explore (CR 111.10, 701.44), which the engine does not model",
    "Powerstone": "a Powerstone token's mana can't be spent to cast nonartifact spells (CR 111.10), a spending "
                  "restriction the engine does not model",
}


class CreateTokenEffect(_Model):
    kind: Literal["create_token"] = "create_token"
    token: CardDefinition | PredefinedToken
    tapped: Flag = False
    attacking: Flag = False
    # s32-r2mkm: "your_next_end_step" (the next end step of its controller's turn, CR 603.7a; rules/triggers.py)
    sacrifice_at: Literal["next_end_step", "your_next_end_step"] | None = None
    # s24-isd: "Exile that token at end of combat." (a delayed triggered ability, CR 603.7, 511.2; rules/tokens.py);
    # s34-cmd: "next_end_step" ("Exile them at the beginning of the next end step.", CR 603.7a; rules/delayed_exile.py)
    exile_at: Literal["end_of_combat", "next_end_step"] | None = Field(default=None,
                                                                       exclude_if=lambda value: value is None)
    # "Create two Treasure tokens", "Create X 1/1 ... tokens" (CR 111.1; counted as it resolves)
    count: Annotated[TokenCount, Field(default=1, exclude_if=lambda value: value == 1)] = 1
    # s13-m19final: "Its controller creates ...": the controller of the object the previous targeted
    # effect affected (as it last existed, CR 608.2h) creates the token and controls it (CR 111.2)
    # s15-spells: "each_opponent": "Each opponent creates a 1/1 black Rat Rogue creature token." (CR 111.2)
    # s22-ete: "target_opponent": "When ~ dies, target opponent creates two Treasure tokens." (CR 111.2, 115.1)
    for_player: Literal["its_controller", "each_opponent",
                        "target_opponent"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s19-neoa: "Create an X/X green Spirit creature token, where X is the number of lands you control." (CR 111.3,
    # 608.2h; rules/tokens.py): the token's power and toughness, counted once as the effect resolves
    stats_x: Annotated[Count | None, AfterValidator(lambda value: s19neoa_check_stats_x(value)),
                       Field(default=None, exclude_if=lambda value: value is None)] = None

    @field_validator("token")
    @classmethod
    def _modelled_token(cls, value: CardDefinition | str) -> CardDefinition | str:
        if isinstance(value, str) and value in PREDEFINED_NOT_MODELLED:
            raise ValueError(PREDEFINED_NOT_MODELLED[value])
        return value

    def token_definition(self) -> CardDefinition:
        """The token's definition: as given, or the predefined token's (CR 111.10)."""
        return self.token if isinstance(self.token, CardDefinition) else predefined_token(self.token)


class BandPumpEffect(_Model):
    kind: Literal["band_pump"] = "band_pump"


class DamageEffect(_Model):
    kind: Literal["damage"] = "damage"
    amount: Count
    # s19-neob: "defending_player": "Whenever ~ attacks, it deals 1 damage to defending player." (untargeted; the
    # player ~ attacks, CR 508.5; rules/defending_player.py)
    # s30-core: "s30core_attacked": "Whenever ~ attacks, it deals 1 damage to the player or planeswalker it's attacking."
    # (untargeted; what ~ attacks, CR 506.3, 508.1b; rules/s30core_attacked.py)
    target: TargetSpec | Literal["defending_player", "s30core_attacked"] = "any"
    target_count: TargetCount = 1
    # "divided as you choose" (CR 601.2d: `choices.division` as it is cast) / "divided evenly, rounded down"
    divided: Annotated[Literal["as_you_choose", "evenly"] | None,
                       Field(default=None, exclude_if=lambda value: value is None)] = None
    # s13-bite: "2 damage to up to one target creature token": from 0 to `target_count` targets (CR 601.2c)
    up_to: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s20-m20: "to each creature except for creatures you control with flying" (CR 608.2b): an "all:" spec of what
    # `target` (itself "all:...") leaves out, determined as it resolves (rules/effects_damage.py)
    except_for: Annotated[str | None, Field(default=None, pattern=r"^all:", max_length=200,
                                            exclude_if=lambda value: value is None)] = None
    # s23-c11: "~ deals 5 damage to target white or blue creature. The damage can't be prevented." (CR 615.12): no
    # prevention effect applies to this damage (rules/s23c11_unpreventable.py)
    cant_be_prevented: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-cmdc: "~ deals 2 damage to any target. ~ deals 4 damage instead if you control three or more artifacts." (CR
    # 608.2c): `instead_amount` is dealt instead of `amount` when the RiderCondition `instead_if` holds as it resolves
    # (rules/effects_damage.py asks rules/riders.py)
    instead_amount: Annotated[StrictInt, Field(ge=0, le=1000)] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    instead_if: RiderCondition | None = Field(default=None, exclude_if=lambda value: value is None)
    # s27-fdnb: "If target player has exactly 10 life, ~ deals 10 damage to that player." (CR 608.2c, 119.1): no damage
    # unless the target player's life total is exactly this as it resolves (rules/effects_damage.py); a target player only
    if_target_life_exactly: Annotated[StrictInt, Field(ge=0, le=1000)] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s28-blbneo: "~ deals damage to each player equal to the number of nonbasic lands that player controls." (CR 120.1,
    # 608.2h): each player is dealt the amount counted from the permanents that player controls, all counted as it
    # resolves (rules/s28blbneo_per_player_damage.py); with `target` "each_player" / "each_opponent" and a count of
    # permanents "you control" (read for each player)
    per_player: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s30-stdb: "~ deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead." (CR
    # 120.4a): the damage beyond lethal damage to the one target creature (its toughness less the damage marked on it;
    # any beyond 1 from a source with deathtouch) is dealt to its controller instead (rules/s30stdb_excess_damage.py)
    excess_to_controller: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s30stdb_excess(self) -> DamageEffect:
        if self.excess_to_controller and (self.target.split(":")[0] != "creature" or self.target_count != 1
                                          or self.divided is not None or self.up_to or self.per_player
                                          or self.except_for is not None or self.instead_if is not None):
            raise ValueError("`excess_to_controller` goes with damage to one target creature")
        return self

    @model_validator(mode="after")
    def _s28blbneo_per_player(self) -> DamageEffect:
        if self.per_player and (self.target not in ("each_player", "each_opponent") or not isinstance(self.amount, str)
                                or not (self.amount in ("creatures_you_control", "lands_you_control",
                                                        "artifacts_you_control")
                                        or (self.amount.startswith("count:") and all(
                                            spec.endswith(":you_control") or ":you_control:" in spec
                                            for spec in self.amount.removeprefix("count:").split("|"))))
                                or self.divided is not None or self.instead_if is not None
                                or self.cant_be_prevented or self.except_for is not None):
            raise ValueError("`per_player` deals each player (or opponent) a count of the permanents they control")
        return self

    @model_validator(mode="after")
    def _s26cmdc_instead(self) -> DamageEffect:
        if (self.instead_amount is None) != (self.instead_if is None):
            raise ValueError("`instead_amount` and `instead_if` go together")
        if self.if_target_life_exactly is not None and self.target not in ("player", "opponent"):  # s27-fdnb
            raise ValueError("`if_target_life_exactly` goes with the target 'player' or 'opponent'")
        return self

    @field_validator("except_for")
    @classmethod
    def _s20m20_except_for(cls, value: str | None) -> str | None:
        if value is not None:
            parse_target_spec(value)
        return value


class DestroyEffect(_PermanentEffect):
    kind: Literal["destroy"] = "destroy"
    target: TargetSpec = "creature"
    cant_be_regenerated: Flag = False  # "They can't be regenerated." (CR 701.19c)


class RegenerateEffect(_PermanentEffect):
    """"Regenerate <permanent>": a regeneration shield (CR 701.19a, rules/regenerate.py)."""

    kind: Literal["regenerate"] = "regenerate"
    target: TargetSpec = "self"


class ExileEffect(_PermanentEffect):
    kind: Literal["exile"] = "exile"
    target: TargetSpec = "creature"
    # s32-cmd: "Exile ~ with three time counters on it." (an instant's or sorcery's own card, target "self"; CR 608.2n,
    # 122.1; rules/s23c11_spell_exiles_itself.py): the card goes to exile with that many time counters
    time_counters: Annotated[StrictInt, Field(ge=1, le=100)] | None = Field(default=None, exclude_if=lambda v: v is None)
    # s33-wmk: "Exile up to two target cards from a single graveyard." (CR 115.1, 601.2c): its targets, cards in
    # graveyards, are all in one player's graveyard (rules/s33wmk_single_graveyard.py)
    single_graveyard: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s32cmd_time_counters_on_self(self) -> ExileEffect:
        if self.time_counters is not None and self.target != "self":
            raise ValueError("`time_counters` goes with the target 'self' (an instant's or sorcery's own card)")
        if self.single_graveyard and (not self.target.startswith("card_in_a_graveyard")
                                      or not isinstance(self.target_count, int) or self.target_count < 2):
            raise ValueError("`single_graveyard` goes with two or more targets among cards in graveyards")  # s33-wmk
        return self


class IfYouControlItEffect(_Model):
    """"If you control that creature, draw two cards." (Dreamdew Entrancer): `effects`, untargeted,
    happen only if the ability's controller controls the object of the previous targeted effect as
    this resolves (CR 608.2c). rules/if_you_control_it.py."""

    kind: Literal["if_you_control_it"] = "if_you_control_it"
    effects: list[_PlainEffect] = Field(min_length=1)

    @field_validator("effects")
    @classmethod
    def _untargeted_effects(cls, value: list[Any]) -> list[Any]:
        if any(effect_target(effect) is not None for effect in value):
            raise ValueError("the effects of 'if you control that creature' can't target")
        return value


# The counters a card returned to the battlefield may enter with (s14-flicker): +1/+1, or a keyword
# counter (CR 122.1b: the permanent has that keyword while it has the counter; rules/keyword_counters.py).
ReturnCounter = Literal["+1/+1", "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                        "indestructible", "lifelink", "menace", "reach", "trample", "vigilance"]


class ExileThenReturnEffect(_PermanentEffect):
    """"Exile up to one other target creature you control. Return it to the battlefield under its
    owner's control at the beginning of the next end step." (Skyskipper Duo): the target is exiled,
    and a delayed triggered ability (CR 603.7) returns the very card that exile made (610.3, 400.7)
    at the beginning of the next end step (`return_at`). rules/exile_then_return.py."""

    kind: Literal["exile_then_return"] = "exile_then_return"
    target: TargetSpec = "creature"
    return_at: Literal["next_end_step"] = "next_end_step"
    # "... with a +1/+1 counter / a flying counter on it" (s14-flicker): the counter it returns with
    # (CR 122.6; a keyword counter gives its keyword, 122.1b: rules/keyword_counters.py)
    counter: ReturnCounter | None = Field(default=None, exclude_if=lambda value: value is None)
    # "Exile target nontoken creature. If the gift wasn't promised, return that creature ..." (a
    # spell, s14-flicker): the return happens only if that gift condition holds (CR 702.174c)
    return_if: Literal["gift_promised", "gift_not_promised"] | None = Field(
        default=None, exclude_if=lambda value: value is None)


class ExileUntilSourceLeavesEffect(_PermanentEffect):
    """"Exile target nonland permanent an opponent controls until ~ leaves the battlefield."
    (Banishing Light): CR 610.3. rules/exile_until_leaves.py."""

    kind: Literal["exile_until_source_leaves"] = "exile_until_source_leaves"
    target: TargetSpec = "creature"


class ReturnToHandEffect(_PermanentEffect):
    kind: Literal["return_to_hand"] = "return_to_hand"
    # s31-stda: a spell spec ("spell", "spell:creature") or "spell_or_permanent" too: "Return target spell [or permanent]
    # to its owner's hand." (rules/s31stda_spell_to_hand.py, CR 608.2c, 400.3)
    target: TargetSpec | Literal["spell_or_permanent"] = "creature"


class TapEffect(_PermanentEffect):
    kind: Literal["tap"] = "tap"
    target: TargetSpec = "creature"


class UntapEffect(_PermanentEffect):
    kind: Literal["untap"] = "untap"
    target: TargetSpec = "creature"


class GainLifeEffect(_Model):
    kind: Literal["gain_life"] = "gain_life"
    amount: Count
    player: Literal["you", "target_player", "its_controller",
                    "each_player"] = "you"  # s21-ete: "each player gains 4 life" (untargeted, CR 119.3)


class LoseLifeEffect(_Model):
    kind: Literal["lose_life"] = "lose_life"
    amount: Count
    player: Literal["you", "target_player", "target_opponent", "each_opponent", "defending_player",
                    "that_player",  # that_player: the player a trigger event named
                    "each_player",  # s15-spells (CR 119.3)
                    "its_controller",  # s15-spells, s15-targets: "Its controller loses 2 life." (CR 608.2h)
                    # s19-multi: "Target player draws two cards and loses 2 life.": the player the effect
                    # before it targeted (one target, CR 601.2c; referents, CR 608.2c)
                    "that_target_player",
                    ] = "target_player"
    # s25-stdb: "Each opponent loses 3 life. You gain life equal to the life lost this way." (CR 119.3, 608.2h): then
    # the effect's controller gains the total life its players lost (rules/effects_life.py)
    drain: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-core: "Each player loses 1 life for each creature they control." (CR 119.3, 608.2h): the count is each losing
    # player's own permanents (rules/effects_life.py)
    per_player: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s26core_per_player_count(self) -> LoseLifeEffect:
        if self.per_player and (self.player not in ("each_player", "each_opponent") or self.amount not in (
                "creatures_you_control", "lands_you_control", "artifacts_you_control",
                "life_lost_this_turn")):  # s32-std21: the life each of them lost this turn (CR 119.3)
            raise ValueError("`per_player` counts each player's own creatures, lands or artifacts")
        return self


class CounterEffect(_Model):
    kind: Literal["counter"] = "counter"
    target: SpellTarget | SpellFilter = "spell"
    # s16-tailb: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
    # (CR 614.1a, 701.6a; rules/countered_exile.py)
    exile_instead: Flag = Field(default=False, exclude_if=lambda value: not value)


# s14-counters: the kinds of counters a counters rule names (CR 122.1)
CountedCounter = Literal["+1/+1", "-1/-1", "charge", "gold", "stun", "supply"]


class DoubleCountersEffect(_PermanentEffect):
    """ "Double the number of +1/+1 counters on it." (CR 701.10e): each permanent it acts on gets
    as many more counters of that kind as it has (none if it has none); rules/double_counters.py."""

    kind: Literal["double_counters"] = "double_counters"
    # s28-fdnb: "each_kind" ("Double the number of each kind of counter on ...", CR 701.10e): every kind it has
    counter: CountedCounter | Literal["each_kind"] = "+1/+1"
    target: TargetSpec = "creature"


class PutItsCountersEffect(_PermanentEffect):
    """ "When ~ dies, put its counters on target creature you control." (CR 608.2h, 122.1): what it
    acts on gets as many counters of each kind as the ability's source had as it last existed on
    the battlefield (recorded as it died: the trigger event's `that_counters`);
    rules/put_its_counters.py."""

    kind: Literal["put_its_counters"] = "put_its_counters"
    target: TargetSpec = "creature"
    # s18-neob: "When ~ dies, if it had counters on it, put those counters on ..." (CR 603.4): with no counters as
    # it last existed, the ability doesn't trigger at all (rules/put_its_counters.py)
    if_it_had_counters: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s24-mh2: "put its +1/+1 counters on ..." : only the counters of this kind, as many as it had (CR 122.1)
    counter: Literal["+1/+1"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s24-mh2: modular's leaves-the-battlefield ability (CR 702.43a; rules/put_its_counters.py), with `counter`
    modular: Flag = Field(default=False, exclude_if=lambda value: not value)


class PutCountersEffect(_PermanentEffect):
    kind: Literal["put_counters"] = "put_counters"
    counter: Literal["+1/+1", "-1/-1", "-0/-2", "doom", "charge",
                     "gold", "stun",
                     "supply",  # s14-counters: Stocking the Pantry's supply counters (CR 122.1)
                     "loyalty",
                     # s17-tailf: keyword counters (CR 122.1b; rules/keyword_counters.py)
                     "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible",
                     "lifelink", "menace", "reach", "trample", "vigilance",
                     "lore",
                     "soul",
                     "book",
                     "spore", "storage",  # s25-tsr: Thallids' spore counters, storage lands' (CR 122.1)
                     "shield",
                     "loot",  # s27-otjb: Bandit's Haul's loot counters (CR 122.1)
                     "incubation",  # s27-fdna: Drake Hatcher's (CR 122.1)
                     "carrion", "corpse",  # s31-coreb: Osai Vultures', Scavenging Ghoul's (CR 122.1)
                     "foreshadow",  # s31-stdbb: Ominous Seas' (CR 122.1)
                     ] = "+1/+1"  # doom: Armageddon Clock; gold: Dragon's Hoard (CR 122.1); lore: s19-neob (CR 714.2c)
    # loyalty (s13-pw): "put a loyalty counter on ~" raises a planeswalker's loyalty (CR 306.5c, 122.1)
    # stun: CR 122.1d (rules/stun_counters.py); shield: CR 122.1c (s25-ncc, rules/s25ncc_shield_counters.py)
    amount: Count = 1
    target: TargetSpec = "creature"
    # s26-cmda: graft's "move a +1/+1 counter from this permanent onto that creature" (CR 702.58a, 122.5): the counters
    # are removed from the ability's source and put on the target; if either can't be done, neither is
    # (rules/s26cmda_graft.py)
    moved_from_self: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s31-stdb: "Distribute two +1/+1 counters among one or two target creatures." (CR 601.2d, 122.1): the counters are
    # divided as the spell or ability is put on the stack (`choices.division`, as `damage`'s), each target at least one
    # (rules/divided_damage.py, rules/effects_counters.py)
    divided: Literal["as_you_choose"] | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s31stdb_divided_counters(self) -> PutCountersEffect:
        if self.divided is not None and (self.moved_from_self or not (isinstance(self.amount, int) or self.amount == "X")
                                         or (self.target_count == 1 and not self.up_to)):
            raise ValueError("put_counters: `divided` goes with a number (or X) of counters and several targets")
        return self


# The qualities a prevention effect may ask of the source it prevents damage from ("a red source",
# "an artifact source"), in the protection vocabulary of app/engine/keywords.py (CR 702.16a).
SourceQuality = Literal["white", "blue", "black", "red", "green", "artifacts",
                        "creatures_your_opponents_control"]  # s30-stdbb (rules/s30stdbb_prevention.py)


class PreventDamageEffect(_Model):
    """"Prevent the next N damage that would be dealt to <target> this turn" and its kin: a
    prevention effect (CR 615.1) from a resolving spell or ability, until used up or the turn ends
    (615.3, 514.2). rules/prevention.py."""

    kind: Literal["prevent_damage"] = "prevent_damage"
    # N: the next N damage (a shield, 615.7); "all": all such damage this turn; "next_time": all the
    # damage of the next time such damage would be dealt ("The next time ... prevent that damage").
    amount: Count | Literal["all", "next_time"] = "all"
    target: TargetSpec | None = "any"  # who is protected; None: damage to anything (Fog)
    combat_only: Flag = False  # "Prevent all combat damage ..."
    source: Literal["any", "your_choice"] = "any"  # "a source of your choice" (609.7a): chosen as it resolves
    source_quality: SourceQuality | None = None  # "a red source of your choice"; rechecked (609.7b)
    gain_life: Flag = False  # "You gain life equal to the damage prevented this way." (615.5)
    # s28-core: "Prevent all damage that would be dealt to you and creatures you control this turn." (CR 615.1): with
    # `target` "you", the creatures its controller controls as the damage would be dealt too
    # (rules/s28core_prevention.py)
    and_creatures_you_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s31-mh: "Prevent all combat damage that would be dealt to and dealt by that creature this turn." (CR 615.1): the
    # damage each protected permanent would deal is prevented too (a second shield with that permanent as its
    # `damage_source`; rules/prevention.py)
    and_dealt_by: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s31mh_and_dealt_by(self) -> PreventDamageEffect:
        if self.and_dealt_by and (self.amount != "all" or self.source != "any" or self.target is None
                                  or self.and_creatures_you_control or self.gain_life):
            raise ValueError("prevent_damage: and_dealt_by goes with amount 'all' of any source to a target")
        return self

    @model_validator(mode="after")
    def _s28core_you_and_creatures(self) -> PreventDamageEffect:
        if self.and_creatures_you_control and (self.target != "you" or self.amount != "all"):
            raise ValueError("prevent_damage: and_creatures_you_control goes with target 'you' and amount 'all'")
        return self


class ReplaceDamageEffect(_Model):
    """"The next time a source of your choice would deal damage to <target> this turn, that source
    deals that damage to you instead" (redirection, CR 614.9) or "instead that source deals that
    much damage to you and ~ deals that much damage to that source's controller" (614.1a): a
    replacement effect of a resolving spell or ability. rules/damage_redirection.py."""

    kind: Literal["replace_damage"] = "replace_damage"
    target: TargetSpec = "you"
    instead: Literal["to_you", "also_to_its_controller"] = "to_you"



# --- s13-modal: a mode of several effects (docs/oracle-modal.md) -------------------------------


class ModeSequenceEffect(_Model):
    """One mode of a `modal` effect made of several effects, in order ("• Surveil 2, then draw two
    cards.", "• Draw a card. Create a Food token."): when the mode is chosen, its effects happen one
    after the other (CR 700.2, 608.2c), each with its own target if it has one (chosen as the spell is
    cast, 700.2c, 601.2c). Only as a mode of `modal` (rules/modes.py expands it)."""

    kind: Literal["mode_sequence"] = "mode_sequence"
    # s15-spells: one effect too, for a mode whose one effect is of a kind `modal`'s modes don't list
    effects: list[Effect] = Field(min_length=1, max_length=8)

    @field_validator("effects")
    @classmethod
    def _plain(cls, value: list[Any]) -> list[Any]:
        if any(getattr(effect, "kind", None) in ("modal", "mode_sequence") for effect in value):
            raise ValueError("a mode's effects can't be modal themselves")
        return value



class PlayerChoosesOwnEffect(_Model):
    """"Target opponent exiles an enchantment they control." / "Each player sacrifices a creature.":
    each player `player` names chooses a permanent they control that `spec` names (a choice made as
    it resolves, CR 608.2d; in turn order, 101.4) and then sacrifices it (701.21a) or exiles it
    (406.2), all after every choice is made. A player controlling no such permanent does nothing. The
    ids chosen are the `resolve` action's `choices.chosen` (one per player with a choice to make);
    without them, the first such permanent in battlefield order. rules/player_chooses_own.py."""

    kind: Literal["player_chooses_own"] = "player_chooses_own"
    player: Literal["target_player", "target_opponent", "each_player", "each_opponent"] \
        | Literal["you"] = "target_opponent"  # s14-seasons: "Choose an artifact or creature you control."
    spec: FilteredTargetSpec = "creature"
    # s14-seasons: "name_it": nothing is done to the chosen permanent; the effects after this one that say
    # "it" act on it (CR 608.2c, 608.2d; "Choose an artifact or creature you control. Create a token that's
    # a copy of it.")
    then: Literal["sacrifice", "exile"] | Literal["name_it"] = "sacrifice"


_PlainEffect = Annotated[
    Union[  # s14-seasons: a Union, for the effects defined below it (named as strings)
    PumpEffect | DrawEffect | CreateTokenEffect | BandPumpEffect | DamageEffect | DestroyEffect | ExileEffect
    | ReturnToHandEffect | TapEffect | UntapEffect | GainLifeEffect | LoseLifeEffect | CounterEffect
    | PutCountersEffect | RegenerateEffect | PreventDamageEffect | ReplaceDamageEffect
    | ModeSequenceEffect
    | PlayerChoosesOwnEffect,
    "FightEffect",  # s14-seasons: "• ~ fights target creature token."
    "ReturnToBattlefieldEffect",  # s14-seasons: "{P}{P}{P} — Return target permanent card ..."
    "CounterAbilityEffect",  # s15-targets: "• Counter target activated or triggered ability."
    ],
    Field(discriminator="kind"),
]


def _none_left_out(value: Any) -> bool:
    return value is None


class ModalEffect(_Model):
    """"Choose one —" and its modes, one effect each (CR 700.2): the mode is chosen as the spell is
    cast or the ability activated (700.2a, 601.2b) or put on the stack (700.2b), with the action's
    `choices.modes`; only the chosen mode's targets are chosen (700.2c). rules/modes.py."""

    kind: Literal["modal"] = "modal"
    modes: list[_PlainEffect] = Field(min_length=2)
    # Pawprint modes (CR 700.2h): "Choose up to five {P} worth of modes. You may choose the same mode
    # more than once." `pawprints` gives each mode's number of {P} (one per mode) and
    # `pawprint_limit` the most {P} worth that may be chosen; then `choices.modes` lists the chosen
    # modes, repeats allowed (rules/modes.py). Left out of answers for an ordinary "Choose one".
    pawprints: list[Annotated[StrictInt, Field(ge=1)]] | None = Field(default=None, exclude_if=_none_left_out)
    pawprint_limit: Annotated[StrictInt, Field(ge=1)] | None = Field(default=None, exclude_if=_none_left_out)
    # s15-spells: "Choose one or both —" (2) / "Choose one or more —" (every mode): one to `choose_max`
    # different modes are chosen (CR 700.2, 700.2d) and done in the order written (rules/mode_counts.py)
    choose_max: Annotated[StrictInt, Field(ge=2)] | None = Field(default=None, exclude_if=_none_left_out)
    # s23-neo: "When ~ dies, choose up to one — ..." (CR 700.2, 603.3c): no mode may be chosen; the triggered ability
    # with none is removed from the stack (rules/modes.py `no_mode_chosen`). Only on a triggered ability.
    up_to_one: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-cmdc: "Choose two —" (CR 700.2): at least this many different modes (with `choose_max` the same number: exactly
    # that many; rules/mode_counts.py)
    choose_min: Annotated[StrictInt, Field(ge=2)] | None = Field(default=None, exclude_if=_none_left_out)
    # s27-otja: spree (CR 702.172a): "Choose one or more modes. As an additional cost to cast this spell, pay the costs
    # associated with those modes." Each mode's mana cost (one per mode, with `choose_max` the number of modes); a
    # chosen mode's cost is added to the total cost (601.2f) and paid with it (601.2h). rules/s27otja_spree.py.
    spree_costs: list[Annotated[str, Field(min_length=1, max_length=60)]] | None = Field(
        default=None, max_length=12, exclude_if=_none_left_out)

    @model_validator(mode="after")
    def _s27otja_spree_fits(self) -> ModalEffect:
        if self.spree_costs is not None:
            if len(self.spree_costs) != len(self.modes) or self.choose_max != len(self.modes) \
                    or self.choose_min is not None:
                raise ValueError("`spree_costs` gives one mana cost per mode, with `choose_max` the number of modes "
                                 "(one or more modes are chosen, CR 702.172a)")
            for cost in self.spree_costs:
                _mana_cost_without_x(cost, "a spree mode's cost here is a mana cost without X, such as {1}{W}")
        return self

    # s27-cmd: "Choose three. You may choose the same mode more than once." (CR 700.2d): exactly this many modes, the
    # same mode any number of times (rules/s27cmd_repeat_modes.py)
    s27cmd_choose_repeat: Annotated[StrictInt, Field(ge=2, le=5)] | None = Field(default=None,
                                                                                 exclude_if=_none_left_out)

    @model_validator(mode="after")
    def _s27cmd_repeat_alone(self) -> ModalEffect:
        if self.s27cmd_choose_repeat is not None and (self.pawprints is not None or self.choose_max is not None
                                                       or self.up_to_one):
            raise ValueError("`s27cmd_choose_repeat` is given without `pawprints`, `choose_max` and `up_to_one`")
        return self

    @model_validator(mode="after")
    def _pawprints_fit(self) -> ModalEffect:
        if self.choose_min is not None and (self.choose_max is None or self.choose_min > self.choose_max):
            raise ValueError("`choose_min` goes with a `choose_max` at least as great")
        if (self.pawprints is None) != (self.pawprint_limit is None):
            raise ValueError("a pawprint modal effect gives both `pawprints` (one per mode) and `pawprint_limit`")
        if self.pawprints is not None and len(self.pawprints) != len(self.modes):
            raise ValueError(f"`pawprints` gives one number of {{P}} per mode: {len(self.modes)} modes, "
                             f"{len(self.pawprints)} numbers")
        if self.choose_max is not None and (self.pawprints is not None or self.choose_max > len(self.modes)):
            raise ValueError(f"`choose_max` ({self.choose_max}) is at most the number of modes ({len(self.modes)}), "
                             "and not given with `pawprints`")
        if self.up_to_one and (self.pawprints is not None or self.choose_max is not None):  # s23-neo
            raise ValueError("`up_to_one` is given without `pawprints` and `choose_max`")
        return self


class SacrificeEffect(_PermanentEffect):
    """"Sacrifice <permanent>": its controller moves it to its owner's graveyard (CR 701.21a;
    rules/sacrifice.py). Untargeted: "self" or "enchanted_creature"."""

    kind: Literal["sacrifice"] = "sacrifice"
    target: Literal["self", "enchanted_creature", "another_creature_you_control"] = "self"
    # s23-c12: "When ~ attacks, sacrifice it at end of combat." (CR 603.7a, 511.2): a delayed triggered ability that
    # sacrifices ~ as the end of combat step begins (rules/sacrifice.py; "self" only)
    at: Literal["end_of_combat"] | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s23c12_delayed_self(self) -> SacrificeEffect:
        if self.at is not None and self.target != "self":
            raise ValueError("`at` goes with the sacrifice of ~ (\"sacrifice it at end of combat\")")
        return self


class PayToUntapEffect(_Model):
    """"That player may choose any number of tapped blue creatures they control and pay {4} for each
    creature chosen this way. If the player does, untap those creatures." (Magnetic Mountain;
    rules/untap_restrictions.py)."""

    kind: Literal["pay_to_untap"] = "pay_to_untap"
    cost: str = "{4}"
    color: Literal["W", "U", "B", "R", "G"] = "U"

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        checked = _check_cost(value)
        assert checked is not None
        return checked


class GetEnergyEffect(_Model):
    """s24-kal: "You get {E}{E}" (CR 107.14, 122.1; rules/energy.py): the player gets `amount` energy counters
    (a `Count`: "you get {E} for each creature you control", counted as it resolves, CR 608.2h)."""

    kind: Literal["get_energy"] = "get_energy"
    amount: Count = 1
    player: Literal["you"] = "you"


class FabricateEffect(_Model):
    """s24-kal: fabricate N (CR 702.123a), the effect of "When this permanent enters, you may put N +1/+1 counters on
    it. If you don't, create N 1/1 colorless Servo artifact creature tokens." (rules/fabricate.py): the counters when
    its controller chooses them (the `resolve` action's `choices.pay_optional_cost` true, CR 603.5) and ~ is still on
    the battlefield, else the Servos."""

    kind: Literal["fabricate"] = "fabricate"
    amount: Annotated[StrictInt, Field(ge=1, le=20)]


class S34tdmEndureEffect(_Model):
    """s34-tdm: "~ endures 2." / "When ~ enters, it endures 3." (CR 701.63a; rules/s34tdm_endure.py): the ability's source
    endures N: its controller creates an N/N white Spirit creature token unless they put N +1/+1 counters on it (the
    `resolve` action's `choices.chosen` naming ~ puts the counters; not named, or ~ no longer on the battlefield, the
    token)."""

    kind: Literal["endure"] = "endure"
    amount: Annotated[StrictInt, Field(ge=1, le=20)]


class S35dskUnlockDoorEffect(_PermanentEffect):
    """s35-dsk: "Unlock a locked door of up to one target Room you control." / "Lock or unlock a door of target Room you
    control." (CR 709.5f-g; rules/s35dsk_doors.py): as it resolves its controller chooses a door of the Room (the
    `resolve` action's `choices.chosen`: ["left"] or ["right"]; default the first door it may choose): a locked door is
    unlocked (709.5f, "When you unlock this door" triggers, 709.5h); with `or_lock`, an unlocked door chosen is locked
    (709.5g). Without `or_lock` only a locked door may be chosen; a Room with none is left alone."""

    kind: Literal["unlock_door"] = "unlock_door"
    target: TargetSpec = "permanent"
    or_lock: Flag = Field(default=False, exclude_if=lambda value: not value)


class CastFromHandFreeEffect(_Model):
    """s24-kal: "You may cast a spell with mana value 3 or less from your hand without paying its mana cost." (CR
    608.2g, 118.9; rules/s24kal_cast_from_hand.py): its controller may cast one card from their hand with mana value
    `max_mana_value` or less as it resolves; the `resolve` action's `choices.chosen` names it (none: no spell), its
    targets, modes and division that action's `choices`."""

    kind: Literal["cast_from_hand_free"] = "cast_from_hand_free"
    max_mana_value: Annotated[StrictInt, Field(ge=0, le=20)]


class S29modernCastFromGraveyardFreeEffect(_Model):
    """s29-modern: "you may cast target instant or sorcery card [with mana value 4 or less] from your graveyard without
    paying its mana cost. If that spell would be put into your graveyard, exile it instead." (CR 608.2g, 118.9, 614.1a;
    rules/s29modern_graveyard_free_cast.py): as it resolves, its controller may cast the target card from their graveyard
    (the `resolve` action's `choices.chosen` names it; none: not cast), its own targets that action's `choices.targets`;
    the spell goes to exile instead of the graveyard."""

    kind: Literal["cast_from_graveyard_free"] = "cast_from_graveyard_free"
    target: TargetSpec = "card_in_your_graveyard:instant_or_sorcery"

    @field_validator("target")
    @classmethod
    def _s29modern_instant_or_sorcery_in_your_graveyard(cls, value: str) -> str:
        if value.split(":")[:2] not in (["card_in_your_graveyard", "instant_or_sorcery"],
                                        ["card_in_your_graveyard", "instant"], ["card_in_your_graveyard", "sorcery"]):
            raise ValueError("cast_from_graveyard_free targets an instant or sorcery card in your graveyard")
        return value


class PoisonEffect(_Model):
    """"That player gets N poison counters" (CR 122.1f; rules/poison.py)."""

    kind: Literal["poison"] = "poison"
    amount: Count = 1
    player: Literal["that_player"] = "that_player"


class DiscardAtRandomEffect(_Model):
    """"<Player> discards N cards at random" (CR 701.9b; rules/random_discard.py)."""

    kind: Literal["discard_at_random"] = "discard_at_random"
    amount: Count = 1
    player: Literal["that_player", "target_player",
                    "you",  # s24-isd / s24-core: "Draw two cards, then discard a card at random." (CR 701.9b)
                    "target_opponent",  # s25-core: "Target opponent discards a card at random." (CR 115.1, 701.9b)
                    ] = "that_player"


class S23c14RevealAtRandomEffect(_Model):
    """s23-c14: "that player reveals a card at random from their hand." (Merfolk Spy; CR 701.20a): the card stays in the
    hand; the `revealed_at_random` event names it (the random pick given by the request as `choices.discard`, as for a
    random discard; rules/random_discard.py)."""

    kind: Literal["reveal_at_random"] = "reveal_at_random"
    player: Literal["that_player"] = "that_player"


class CantAttackNextTurnEffect(_PermanentEffect):
    """"That creature can't attack during its controller's next turn" (CR 508.1c)."""

    kind: Literal["cant_attack_next_turn"] = "cant_attack_next_turn"
    target: TargetSpec = "that_permanent"


class DestroyAtEndOfCombatEffect(_PermanentEffect):
    """"Destroy that creature at end of combat": a delayed trigger (CR 603.7, 511.2)."""

    kind: Literal["destroy_at_end_of_combat"] = "destroy_at_end_of_combat"
    target: TargetSpec = "that_permanent"


class MillEffect(_Model):
    """"<Player> mills N cards": the top N cards of their library go to their graveyard (CR 701.17a)."""

    kind: Literal["mill"] = "mill"
    amount: Count = 1
    # "each_opponent": "Each opponent mills two cards." (CR 701.17a, each of them; rules/mill.py);
    # "target_opponent": "Target opponent mills ...".
    # s20-cda: "its_controller": "Counter target spell. Its controller mills three cards." (CR 608.2h)
    # s21-szn: "that_player": the player the trigger event named ("Whenever ~ deals combat damage to a player, that
    # player mills three cards.", CR 603.2)
    player: Literal["you", "target_player", "target_opponent", "each_opponent", "each_player",
                    "its_controller",
                    "that_player",
                    "that_target_player"] = "target_player"


class DiscardEffect(_Model):
    """"Target player discards a card": that player chooses (CR 701.9a-b), with the `resolve`
    action's `choices.discard`. `random` ("discards a creature card at random", with `card_type`
    and `reveal_hand`: Rag Man): `choices.discard` names the card the random pick gave."""

    kind: Literal["discard"] = "discard"
    amount: Count = 1
    # s15-spells: "each_opponent" / "each_player": each of them discards, in turn order (CR 701.9b, 101.4)
    # s16-taila: "that_player", the player the trigger event named ("Whenever ~ deals combat damage to a
    # player, that player discards a card."; rules/discard.py, CR 603.2, 701.9b)
    player: Literal["you", "target_player", "target_opponent", "each_opponent", "each_player",
                    "that_player",
                    # s25-core: "Destroy target creature. Its controller discards a card." (CR 608.2h) and "Whenever ~
                    # attacks, defending player discards a card." (CR 508.5; rules/discard.py)
                    "its_controller",
                    "defending_player",
                    # s25-core: "Target player draws a card, then discards a card." (the player the draw targeted,
                    # CR 601.2c, 608.2b)
                    "that_target_player",
                    ] = "target_player"
    random: Flag = Field(default=False, exclude_if=lambda value: not value)
    card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)
    reveal_hand: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s18-m20: "Discard your hand." / "Each player discards their hand" (CR 701.9a): every card of the hand,
    # whatever `amount` says (no choice to make; rules/discard.py)
    whole_hand: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-c12: "Target player chooses a card in their hand and discards the rest." (CR 701.9b): every card of the hand
    # but this many, the player's choice (`choices.discard` names the cards discarded; rules/discard.py)
    all_but: Annotated[StrictInt, Field(ge=1, le=7)] | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s23c12_all_but_alone(self) -> DiscardEffect:
        if self.all_but is not None and (self.random or self.card_type is not None or self.whole_hand):
            raise ValueError("`all_but` discards the rest of the hand: not with `random`, `card_type` or `whole_hand`")
        return self

    @model_validator(mode="after")
    def _s18m20_whole_hand_alone(self) -> DiscardEffect:
        if self.whole_hand and (self.random or self.card_type is not None):
            raise ValueError("`whole_hand` discards every card: not with `random` or `card_type`")
        return self


class LookAtHandEffect(_Model):
    """"Look at target player's hand.": the cards are shown to the ability's controller only."""

    kind: Literal["look_at_hand"] = "look_at_hand"
    player: Literal["target_player"] = "target_player"


class LoseKeywordsEffect(_PermanentEffect):
    """"Target creature loses flying until end of turn." (layer 6, CR 613.1f; rules/lose_keywords.py)."""

    kind: Literal["lose_keywords"] = "lose_keywords"
    keywords: list[KeywordText] = Field(min_length=1)
    target: TargetSpec = "creature"
    # s29-core: "When ~ blocks, it loses defender." (no duration stated, CR 611.2a): "indefinitely"
    duration: Literal["end_of_turn", "indefinitely"] = Field(default="end_of_turn",
                                                             exclude_if=lambda value: value == "end_of_turn")


class CantBeBlockedEffect(_PermanentEffect):
    """"Target creature ... can't be blocked this turn." (CR 509.1b; rules/cant_be_blocked.py)."""

    kind: Literal["cant_be_blocked"] = "cant_be_blocked"
    target: TargetSpec = "creature"
    # s34-cmd: "Until your next turn, target creature ... can't be blocked." (CR 611.2a, 500.1): the restriction lasts
    # until the next turn of the spell's or ability's controller begins (rules/until_your_next_turn.py)
    until_your_next_turn: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s27-std: "... can't be blocked this turn except by creatures with haste" (CR 509.1b): only a creature with one of
    # these qualities may block it this turn (rules/evasion.py `blocker_is`); left out: no creature may
    except_by: Annotated[list[BlockerQuality], Field(min_length=1, max_length=2)] | None = Field(
        default=None, exclude_if=lambda value: value is None)


# s14-seasons: the counters an effect may put on a card as it returns it to the battlefield: +1/+1 and the
# keyword counters of the keywords the engine models (CR 122.1b; rules/keyword_counters.py)
EntersWithCounter = ReturnCounter | Literal["-1/-1"]  # s33-newer: "with a -1/-1 counter on it" (CR 122.1a, 122.6)


class ReturnToBattlefieldEffect(_PermanentEffect):
    """"Return target creature card from your graveyard to the battlefield [tapped]." (Gravewaker):
    the card enters the battlefield under its owner's control, a new object (CR 400.7, 110.2a).
    `target`: a spec of cards in your graveyard. rules/return_to_battlefield.py."""

    kind: Literal["return_to_battlefield"] = "return_to_battlefield"
    target: TargetSpec = "card_in_your_graveyard:creature"
    tapped: Flag = False
    # s30-stdc: "... to the battlefield tapped and attacking" in ~'s attack trigger: it attacks what ~ attacks (CR 508.4)
    attacking: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s14-seasons: "... to the battlefield with an indestructible counter on it" (CR 122.6, 614.1c; keyword
    # counters 122.1b): the counters it enters with, by name (rules/keyword_counters.py); left out when none
    with_counters: dict[EntersWithCounter, Annotated[StrictInt, Field(ge=1, le=100)]] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s14-forage: "... to the battlefield with a finality counter on it" (CR 122.1h, 122.6; rules/finality.py)
    finality: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s19-neoa: "Sacrifice it at the beginning of the next end step." (CR 603.7, 701.21a): a delayed trigger that
    # sacrifices the returned permanent, if it is still that object (400.7) under its controller's control
    sacrifice_at: Literal["next_end_step"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s22-neoa: "Return it to its owner's hand at the beginning of your next end step." (CR 603.7a, 400.7): a delayed
    # trigger that returns the returned permanent, if it is still that object, to its owner's hand
    # (rules/s22neoa_delayed_return.py)
    return_to_hand_at: Literal["your_next_end_step"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s33-cmd: "It gains haste. Exile it at the beginning of the next end step." (CR 603.7, 400.7): a delayed trigger that
    # exiles the returned permanent, if it is still that object (rules/delayed_exile.py)
    # s34-cmd: "your_next_end_step" ("At the beginning of your next end step, exile it.": the next end step of the
    # ability's controller's turn, CR 603.7a; rules/triggers.py)
    exile_at: Literal["next_end_step", "your_next_end_step"] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s21-neoa: "Put target creature card from a graveyard onto the battlefield under your control." (CR 110.2a): the
    # card, from any graveyard, enters under the ability's controller's control (its owner unchanged)
    under_your_control: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("target")
    @classmethod
    def _from_your_graveyard(cls, value: str) -> str:
        if not is_grammatical(value) or parse_target_spec(value).base not in ("card_in_your_graveyard",
                                                                               "card_in_a_graveyard"):
            raise ValueError(f"target {value!r}: return_to_battlefield takes cards in your graveyard "
                             "('card_in_your_graveyard:...'), or in a graveyard with under_your_control")
        return value

    @model_validator(mode="after")
    def _a_graveyard_under_your_control(self) -> ReturnToBattlefieldEffect:  # s21-neoa
        if not self.under_your_control and parse_target_spec(self.target).base != "card_in_your_graveyard":
            raise ValueError("return_to_battlefield: a card in a graveyard ('card_in_a_graveyard:...') needs "
                             "under_your_control (CR 110.2a)")
        return self


class CantBlockEffect(_PermanentEffect):
    """"Target creature can't block this turn." (Siegebreaker Giant), "Creatures without flying can't
    block this turn." (Tectonic Rift): CR 509.1a; rules/cant_block_this_turn.py."""

    kind: Literal["cant_block_this_turn"] = "cant_block_this_turn"
    target: TargetSpec = "creature"
    # s23-ori: "Target creature can't attack or block this turn." (CR 508.1c): it can't attack this turn either
    also_cant_attack: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-std21: "... can't [attack or] block until your next turn." (CR 611.2a, 500.1): the restriction lasts until the
    # next turn of the spell's or ability's controller begins (rules/until_your_next_turn.py), not to the cleanup step
    until_your_next_turn: Flag = Field(default=False, exclude_if=lambda value: not value)


class S21sznAttacksDespiteDefenderEffect(_PermanentEffect):
    """s21-szn: "~ can attack this turn as though it didn't have defender." (Prismari Pledgemage, Skyclave Squid): each
    permanent `target` names may attack as though it didn't have defender until the cleanup step (CR 702.3b, 611.2c,
    514.2). rules/s21szn_despite_defender.py."""

    kind: Literal["attacks_despite_defender_this_turn"] = "attacks_despite_defender_this_turn"
    target: TargetSpec = "self"


class BlockRequirementThisTurnEffect(_PermanentEffect):
    """s20-combat: a blocking requirement until the cleanup step (CR 509.1c, 514.2) on each permanent `target` names:
    `requirement` "blocks" ("Target creature blocks this turn if able."), "blocks_source" ("Target creature blocks ~
    this turn if able.": it blocks the effect's source), "must_be_blocked" ("... and must be blocked this turn if
    able.") or "lure" ("All creatures able to block target creature this turn do so."). rules/s20combat_requirements.py."""

    kind: Literal["block_requirement_this_turn"] = "block_requirement_this_turn"
    target: TargetSpec = "creature"
    requirement: Literal["blocks", "blocks_source", "must_be_blocked", "lure"] = "blocks"


class ReturnDiedToBattlefieldEffect(_Model):
    """s18-quoted: "When ~ dies, return it to the battlefield [tapped] under its owner's control [with a +1/+1
    counter on it]." (Abnormal Endurance's quoted ability): the card the dying permanent became in its owner's
    graveyard (the `that_card` of the dies event, CR 603.6c, 603.10a), if it is still there as the ability
    resolves (CR 400.7), enters under its owner's control (CR 110.2a). rules/granted_until_end_of_turn.py."""

    kind: Literal["return_died_to_battlefield"] = "return_died_to_battlefield"
    tapped: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s24-mh1: or one -1/-1 counter (persist, CR 702.79a)
    with_counters: dict[Literal["+1/+1", "-1/-1"], Annotated[StrictInt, Field(ge=1, le=100)]] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s19-m20: "When enchanted creature dies, return that card to the battlefield under your control" (Unholy
    # Indenture): the ability's controller controls it (CR 110.2a), not its owner
    under_your_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s21-dfc: "... return it to the battlefield transformed under its owner's control [at the beginning of the next end
    # step]" (Edgar, Charmed Groom; Biolume Egg; CR 712.14, 712.14a, 603.7a): it enters back face up (a card that isn't
    # a transforming double-faced card stays where it is); `at`: a delayed triggered ability returns it then
    # (rules/transform_return.py); left out when false / None
    transformed: Flag = Field(default=False, exclude_if=lambda value: not value)
    at: Literal["next_end_step"] | None = Field(default=None, exclude_if=when_none)
    # s24-isd: undying's "if it had no +1/+1 counters on it" (CR 702.93a, 603.4, 603.10a: an intervening "if" on the
    # permanent as it last existed; rules/s24isd_undying.py): with one, the ability doesn't trigger
    undying: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-dsk: "... It's an enchantment. (It's not a creature.)" (Enduring Courage; layer 4, CR 613.1d, 205.1a): the one
    # card type the returned permanent has, from the moment it enters (its subtypes of the types it loses gone;
    # rules/base_power_toughness.py); left out when None
    card_types: list[Literal["Artifact", "Enchantment", "Land"]] | None = Field(
        default=None, min_length=1, max_length=1, exclude_if=when_none)


class S19GrantActivatedUntilEndOfTurnEffect(_PermanentEffect):
    """s19-granted: 'Until end of turn, Spirit creatures you control gain "{T}: ~ deals 1 damage to each opponent."',
    'Until end of turn, each Vampire you control gains "{T}: Gain control of target creature."', 'target creature
    gains "{T}: ..." until end of turn' (CR 613.1f: the quoted activated or mana ability granted in layer 6; 611.2a,
    611.2c: until end of turn, to the permanents `target` names as it resolves (one target, or an
    "all:...:you_control" group); 514.2). Each has `ability`, numbered after its own and its static grants
    (rules/granted_activated.py)."""

    kind: Literal["grant_activated_until_end_of_turn"] = "grant_activated_until_end_of_turn"
    target: TargetSpec
    ability: Annotated[ActivatedAbility | ManaAbility, Field(discriminator="kind")]


class GrantUntilEndOfTurnEffect(_PermanentEffect):
    """s18-quoted: "Until end of turn, target creature [gets +2/+0 and] gains [lifelink and] "When ~ dies, ..."" (CR
    613.1f: the quoted ability granted in layer 6 with the keywords, 613.4c: the change of power and toughness;
    611.2a: until end of turn, 514.2). The creature has `ability` while the effect lasts; it is that creature's own
    "dies" trigger (CR 603.6c, 603.10a: looking back in time), controlled by its controller (CR 113.8).
    rules/granted_until_end_of_turn.py."""

    kind: Literal["grant_until_end_of_turn"] = "grant_until_end_of_turn"
    target: TargetSpec = "creature"
    power: Annotated[StrictInt, Field(ge=-100, le=100)] = Field(default=0, exclude_if=lambda value: value == 0)
    toughness: Annotated[StrictInt, Field(ge=-100, le=100)] = Field(default=0, exclude_if=lambda value: value == 0)
    keywords: list[KeywordText] = Field(default_factory=list, exclude_if=lambda value: not value)
    ability: TriggeredAbility

    @field_validator("ability")
    @classmethod
    def _granted_dies(cls, value: TriggeredAbility) -> TriggeredAbility:
        if value.trigger != "dies":
            raise ValueError("an ability granted until end of turn is a 'dies' trigger")
        extra = set(value.model_dump(exclude_defaults=True)) - {"kind", "trigger", "effect", "then_effects", "optional"}
        if extra:
            raise ValueError(f"an ability granted until end of turn can't have {', '.join(sorted(extra))}")
        if any(effect_target(effect) is not None for effect in effects_of(value)):
            raise ValueError("an ability granted until end of turn can't target")
        return value


class LinkedLoseAllAbilitiesEffect(_PermanentEffect):
    """s17-linked: "Target creature loses all abilities until end of turn." / "It loses all abilities until
    end of turn." (layer 6, CR 613.1f; rules/lose_all_abilities.py)."""

    kind: Literal["lose_all_abilities"] = "lose_all_abilities"
    target: TargetSpec = "creature"


class S18neobReturnChosenCardToHandEffect(_Model):
    """s18-neob: "return a creature or planeswalker card from your graveyard to your hand": the ability's
    controller puts one card of their graveyard matching `spec` (a `card_in_your_graveyard` spec) into their
    hand, chosen as it resolves, not targeted (CR 608.2d, 400.3); with none, nothing (CR 609.3);
    rules/s18neob_return_chosen.py."""

    kind: Literal["return_chosen_card_to_hand"] = "return_chosen_card_to_hand"
    spec: str = Field(max_length=200)
    # s24-isd: "return two creature cards ...": how many (all of them if fewer match; rules/s24isd_random_return.py)
    amount: Annotated[StrictInt, Field(ge=1, le=100)] = Field(default=1, exclude_if=lambda value: value == 1)
    # s24-isd: "return a Zombie card at random from your graveyard to your hand" (CR 608.2c): the cards are picked at
    # random, not chosen; the engine has no randomness, the request gives the pick (`choices.chosen`)
    at_random: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s25-stdb: "..., then you may return a creature card from your graveyard to your hand" (CR 608.2d): its controller
    # may return none (`choices.chosen` []); not at random. s35-mom: with `amount`, "return up to two creature cards from
    # your graveyard to your hand": none to `amount` of them
    optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-lib: "Mill two cards. You may put a permanent card from among the milled cards into your hand." (CR 701.17a,
    # 608.2c): only a card this spell or ability milled, still in its controller's graveyard (rules/milled_this_way.py)
    s33lib_milled: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s25stdb_optional_one(self) -> S18neobReturnChosenCardToHandEffect:
        if self.optional and self.at_random:  # s35-mom: `optional` with `amount` is "up to N" (CR 608.2d)
            raise ValueError("`optional` returns chosen cards, not cards at random")
        return self

    @field_validator("spec")
    @classmethod
    def _card_spec(cls, value: str) -> str:
        if parse_target_spec(value).base != "card_in_your_graveyard":
            raise ValueError(f"{value!r}: a card in your graveyard (card_in_your_graveyard:...)")
        return value
# --- s18-linked ---
# "for as long as you control ~" / "for as long as ~ remains on the battlefield" (CR 611.2b; rules/while_source.py)
WhileSourceDuration = Literal["while_you_control_source", "while_source_on_battlefield"]


class WhileSourceEffect(_PermanentEffect):
    """s18-linked: an effect that lasts "for as long as you control ~" / "for as long as ~ remains on the battlefield"
    (CR 611.2b; rules/while_source.py), exactly one of: `keywords` ("another target permanent gains indestructible
    for as long as you control ~", Aegis Angel; layer 6, CR 613.1f), `gain_control` ("gain control of target
    creature for as long as you control ~", Mind Flayer; layer 2, 613.1b) or `doesnt_untap` ("That creature doesn't
    untap during its controller's untap step for as long as you control ~", Dungeon Geists; CR 502.3)."""

    kind: Literal["while_source"] = "while_source"
    target: TargetSpec = "permanent"
    duration: WhileSourceDuration
    keywords: list[KeywordText] = Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)
    gain_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    doesnt_untap: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _one_change(self) -> WhileSourceEffect:
        if [bool(self.keywords), self.gain_control, self.doesnt_untap].count(True) != 1:
            raise ValueError("a while_source effect does exactly one of: keywords, gain_control, doesnt_untap")
        return self


class SetBasePowerToughnessEffect(_PermanentEffect):
    """"... has base power and toughness 0/2 until end of turn." (layer 7b, CR 613.4b)."""

    kind: Literal["set_base_power_toughness"] = "set_base_power_toughness"
    power: Int
    # s21-szn: left out for "... has base power 2 until end of turn" (the toughness stays; Symmetry Sage)
    toughness: Annotated[Int | None, Field(default=None, exclude_if=lambda value: value is None)] = None
    target: TargetSpec = "creature"


class PumpChooseKeywordEffect(_PermanentEffect):
    """"<This creature> gets -1/-1 and gains your choice of banding, flying, first strike, or trample
    until end of turn." (Urza's Avenger; rules/keyword_choice.py)."""

    kind: Literal["pump_choose_keyword"] = "pump_choose_keyword"
    power: Int = 0
    toughness: Int = 0
    keyword_options: list[KeywordText] = Field(min_length=2)
    target: TargetSpec = "self"


# s23-c11: what may follow a won flip's `won` ("sacrifice ~ and draw three cards"): a plain effect or ~'s sacrifice
_S23c11FlipOutcome = Annotated[
    Union[
        PumpEffect | DrawEffect | CreateTokenEffect | DamageEffect | DestroyEffect | ExileEffect | ReturnToHandEffect
        | TapEffect | UntapEffect | GainLifeEffect | LoseLifeEffect | PutCountersEffect,
        "SacrificeEffect",
    ],
    Field(discriminator="kind"),
]


class FlipCoinEffect(_Model):
    """"Flip a coin. If you win the flip, <won>. If you lose the flip, <lost>." (Bottle of Suleiman;
    rules/coin_flip.py). Neither effect may target."""

    kind: Literal["flip_coin"] = "flip_coin"
    # One plain effect each (not another coin flip or a modal effect): the schema stays
    # non-recursive, which generated clients and the docs page need.
    won: _PlainEffect | None = None
    lost: _PlainEffect | None = None
    # s23-c11: "If you win the flip, sacrifice ~ and draw three cards.": more effects when the flip is won, done in
    # order after `won` (if any; CR 608.2c)
    won_effects: list[_S23c11FlipOutcome] = Field(default_factory=list, max_length=2,
                                                  exclude_if=lambda value: not value)

    @field_validator("won", "lost", "won_effects")  # s23-c11: won_effects
    @classmethod
    def _untargeted(cls, value: Any) -> Any:
        if any(effect is not None and effect_target(effect) is not None
               for effect in (value if isinstance(value, list) else [value])):
            raise ValueError("the effects of a coin flip can't target")
        return value


class DrawRevealEffect(_Model):
    """"Draw a card and reveal it. If it isn't a land card, discard it." (Sindbad; rules/draw_reveal.py)."""

    kind: Literal["draw_reveal"] = "draw_reveal"
    discard_unless: Literal["land"] = "land"


class SacrificeIfActivatedEffect(_Model):
    """"If this ability has been activated four or more times this turn, sacrifice this creature at
    the beginning of the next end step." (Dragon Whelp; rules/activation_count.py)."""

    kind: Literal["sacrifice_if_activated"] = "sacrifice_if_activated"
    times: NonNegative


class BecomesCreatureEffect(_PermanentEffect):
    """"This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a
    land.": it gains these types and subtypes (layer 4, CR 613.1d, 205.1b) and has base power and
    toughness N/N (layer 7b, CR 613.4b) until end of turn."""

    kind: Literal["becomes_creature"] = "becomes_creature"
    # s27-fdnb: None: its power and toughness are left as they are ("~ becomes a Werewolf.": no card type added, its
    # creature types replaced); both or neither
    # s31-core: "x": the X paid as the ability was activated ("{X}: ~ becomes an X/X Construct artifact creature until end
    # of turn.", CR 107.3a, 602.2b; fixed as it resolves, 608.2h)
    power: Int | Literal["mana_value", "x"] | None = None
    toughness: Int | Literal["mana_value", "x"] | None = None
    types: list[CardType] = Field(default_factory=lambda: [CardType.ARTIFACT, CardType.CREATURE])
    subtypes: list[str] = empty_list()
    target: TargetSpec = "self"
    # "Until your next upkeep, ..." (Xenic Poltergeist): until the ability's controller's next upkeep.
    # s21-neob: "indefinitely": "It becomes a 0/0 green Spirit creature with haste. It's still a land." (no duration
    # stated, CR 611.2a: it lasts while the permanent stays on the battlefield)
    duration: Literal["end_of_turn", "until_next_upkeep", "indefinitely"] = Field(
        default="end_of_turn", exclude_if=lambda value: value == "end_of_turn")
    # s17-afr: "becomes a 3/4 white Dragon creature with flying ... It's still a land." (rules/animated_lands.py):
    # the colors it sets (layer 5, CR 613.1e) and the keywords it has (layer 6, CR 613.1f), left out when none
    colors: list[Color] = Field(default_factory=list, exclude_if=lambda value: not value)
    keywords: list[KeywordText] = Field(default_factory=list, exclude_if=lambda value: not value)
    # s26-std: "target creature becomes a blue Serpent with base power and toughness 4/4" (CR 205.1a: the creature
    # types in `subtypes` replace its creature types, layer 4, 613.1d); left out when false
    replaces_creature_types: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s29-core: "That creature is a black Zombie in addition to its other colors and types." (layer 5, CR 613.1e, 105.3):
    # the colors added to its others (with no card type, no power and toughness: only its subtypes and colors change)
    added_colors: list[Color] = Field(default_factory=list, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s27fdnb_power_and_toughness(self) -> BecomesCreatureEffect:
        if (self.power is None) != (self.toughness is None):
            raise ValueError("`power` and `toughness` go together")
        in_addition = not self.types and not self.replaces_creature_types and bool(self.subtypes)  # s29-core
        if self.power is None and (CardType.CREATURE in self.types or not (self.replaces_creature_types or in_addition)):
            raise ValueError("no `power` and `toughness` only for `replaces_creature_types` with no creature type added, "
                             "or subtypes added with no card type")
        if self.added_colors and self.colors:  # s29-core
            raise ValueError("`added_colors` and `colors` don't go together")
        return self


class AddManaEffect(_Model):
    """"Add {B}{B}{B}." from a spell or an ability that is not a mana ability (CR 106.4, 605.5b)."""

    kind: Literal["add_mana"] = "add_mana"
    mana: str
    times: Count = 1  # "an amount of {C} equal to that creature's mana value": "its_mana_value"
    # "Until end of turn, you don't lose this mana as steps and phases end." (Brazen Collector; CR 500.4,
    # 514.2): the mana added stays in the pool until the cleanup step (rules/kept_mana.py).
    kept_until_end_of_turn: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s14-r2main: `mana` may be a choice "{R}|{G}" ("add {R} or {G} for each Raccoon you control"): `times`
    # mana, each of one of those types chosen as it resolves (rules/mana_choice_effects.py, CR 608.2d)
    # s15-r2m21: "add X mana of any one color" from a triggered ability that isn't a mana ability (CR 106.1,
    # 605.5a): with a choice of types, all `times` mana are of the one type chosen as it resolves
    # (rules/one_color_mana.py)
    one_color: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("mana")
    @classmethod
    def _valid_mana(cls, value: str) -> str:
        try:
            parse_mana_choice(value) if "|" in value else parse_mana_production(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana to add: {problem}") from None
        return value

    @model_validator(mode="after")
    def _r2m21_one_color_is_a_choice(self) -> AddManaEffect:
        if self.one_color and "|" not in self.mana:
            raise ValueError("`one_color` goes with a choice of mana types such as '{W}|{U}|{B}|{R}|{G}'")
        return self


class LoseUnspentManaEffect(_Model):
    """"<player> loses all unspent mana": that player's mana pool empties (CR 106.4)."""

    kind: Literal["lose_unspent_mana"] = "lose_unspent_mana"
    player: Literal["you", "that_player"] = "that_player"


class TapOrUntapEffect(_PermanentEffect):
    """"You may tap or untap target <permanent>.": the choice is the `resolve` action's
    `choices.tap_or_untap` ("tap", "untap" or "neither"), made as it resolves (CR 608.2d, 701.26)."""

    kind: Literal["tap_or_untap"] = "tap_or_untap"
    target: TargetSpec = "permanent"


class CantBeRegeneratedEffect(_PermanentEffect):
    """"Target creature can't be regenerated this turn." (CR 701.19c); `exiled_if_it_would_die`:
    "and if it would die this turn, exile it instead" (CR 614.1a). Until the cleanup step (514.2)."""

    kind: Literal["cant_be_regenerated"] = "cant_be_regenerated"
    target: TargetSpec = "creature"
    exiled_if_it_would_die: Flag = False
    # s23-c12: "~ deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn."
    # (Incinerate; CR 701.19c, 120.1): only a creature the spell dealt damage to as it resolved (damage prevented is not
    # dealt, 615.1; rules/cant_be_regenerated.py)
    if_dealt_damage_this_way: Flag = Field(default=False, exclude_if=lambda value: not value)


# --- library decisions (rules/library.py; design.md §10) ---------------------------------------

# Basic land types and "basic": what `CardQuality` accepts besides the target grammar's qualifiers.
_QUALITY_SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow",
                       "nonlegendary": "!Legendary"}  # s26-mh: "a nonlegendary card" (CR 205.4a): "!" = without it


def card_quality(value: str) -> tuple[Any, tuple[str, ...], str | None]:
    """A card quality ("a basic land card", "a creature card with power 2 or less", "a white card")
    -> (the target grammar's filter for its types, colors, subtypes and comparisons; the
    supertypes it needs; the exact name it needs, or None). Written as the target grammar writes
    a spec, with "card" as the base for a card of any type (`"card:white"`), the extra qualifiers
    "basic" / "legendary" / "snow" (supertypes), and `"named:<Name>"` alone for a card with that
    name. Raises ValueError saying what is wrong."""
    if value.startswith("named:"):
        name = value[len("named:"):]
        if not name:
            raise ValueError("a card quality 'named:<Name>' needs a name")
        return parse_target_spec("permanent"), (), name
    base, *qualifiers = value.split(":")
    supertypes = tuple(_QUALITY_SUPERTYPES[q] for q in qualifiers if q in _QUALITY_SUPERTYPES)
    rest = [q for q in qualifiers if q not in _QUALITY_SUPERTYPES]
    if _lm_names_spell_type(base):  # s17-lm: "an instant or sorcery card" (CR 205.2a): a card with one of them
        base, rest = "card", [base, *rest]
    if base in ("card", "permanent", "spell", "it", "all") or base in ZONE_BASES or base in REFERENCE_BASES:
        if base != "card":
            raise ValueError(f"card quality {value!r}: the base is a card type (types joined with '_or_') or 'card'")
        # any card type: the grammar's base without a type ("all" where an instant or sorcery type is asked:
        # the grammar's permanent base is never one, CR 304.4, 307.4, but a card in a library or hand may be)
        base = "all" if any(map(_lm_names_spell_type, rest)) else "permanent"
    try:
        spec = parse_target_spec(":".join([base, *rest]))
    except TargetSpecError as problem:
        raise ValueError(str(problem).replace("target spec", "card quality")) from None
    if spec.states or spec.control or spec.other:
        raise ValueError(f"card quality {value!r}: a card in a library is not tapped, attacking, controlled or "
                         "'other'; give card types, colors, subtypes, supertypes and power/toughness/mana value")
    return spec, supertypes, None


def _lm_names_spell_type(word: str) -> bool:
    """s17-lm: whether a card quality's word is card types joined with '_or_' naming instant or sorcery
    ("instant", "instant_or_sorcery", "artifact_or_instant")."""
    parts = word.split("_or_")
    return any(p in SPELL_CARD_TYPES for p in parts) and all(p in (*CARD_TYPES, *SPELL_CARD_TYPES) for p in parts)


def _check_card_quality(value: str) -> str:
    card_quality(value)
    return value


# A card quality (rules/library.py): "basic:land" is written "land:basic"; see `card_quality`.
CardQuality = Annotated[str, AfterValidator(_check_card_quality), WithJsonSchema(
    {"type": "string", "description": "A card quality: a card type (types joined with '_or_') or 'card', then "
     "':'-separated qualifiers of the target grammar plus 'basic' / 'legendary' / 'snow', e.g. 'land:basic', "
     "'creature:power<=2', 'card:white', 'creature_or_land'; or 'named:<Name>'."})]
LibraryDestination = Literal["hand", "battlefield", "battlefield_tapped", "top", "graveyard"]


class ScryEffect(_Model):
    """"Scry N." (CR 701.22a): its controller looks at the top N cards of their library and puts any
    number of them on the bottom and the rest on top, in any order: the `choices.scry` answer."""

    kind: Literal["scry"] = "scry"
    amount: Count = 1


class SurveilEffect(_Model):
    """"Surveil N." (CR 701.25a): as scry, but the cards not kept on top go to the graveyard:
    the `choices.surveil` answer."""

    kind: Literal["surveil"] = "surveil"
    amount: Count = 1


# s33-lib: how long a card exiled from a library may be played (rules/impulse.py; `exile_top_may_play`'s `until` and
# `look_at_top`'s `s33lib_may_play`): "until end of turn", "until the end of your next turn", no duration stated (CR
# 611.2a), "until your next end step" (513.1)
ImpulseUntil = Literal["end_of_turn", "end_of_your_next_turn",
                       "indefinitely",  # s20-venture: no duration stated (CR 611.2a)
                       "your_next_end_step",  # s33-lib: "until your next end step" (CR 513.1; rules/s33lib_next_end_step.py)
                       ]


class S33libExiledPlay(_Model):
    """s33-lib: "[Until end of turn,] you may cast [play] the exiled card [this turn] [without paying its mana cost]."
    after a card exiled from among the cards looked at (`look_at_top`'s `s33lib_may_play`; CR 601.2a, 305.9, 118.9):
    the impulse permission of rules/impulse.py for that card, as `exile_top_may_play` gives it."""

    until: ImpulseUntil = "end_of_turn"
    cast_only: Flag = Field(default=False, exclude_if=lambda value: not value)  # "cast": no land play (CR 305.1)
    without_paying_mana_cost: Flag = Field(default=False, exclude_if=lambda value: not value)  # CR 118.9


class LookAtTopEffect(_Model):
    """"Look at the top N cards of your library. [You may reveal] <one / a quality card> from among
    them [and put it] into your hand / onto the battlefield [tapped]. Put the rest on the bottom of
    your library in any order / in a random order." The cards put are the `choices.chosen` answer
    (at most `take`, each of `quality` when given, CR 701.23b-like: "you may" can find none)."""

    kind: Literal["look_at_top"] = "look_at_top"
    amount: Count = 1
    # s14-library: "X" (Stargaze: "Put X cards from among them into your hand"): the X paid (CR 107.3a)
    take: NonNegative | Literal["X"] = 1
    quality: list[CardQuality] | None = Field(default=None, exclude_if=lambda value: value is None)  # any of them
    optional: Flag = False  # "You may ..."; else "Put one of them ..." must take one if it can
    reveal: Flag = False  # the cards taken are revealed (CR 701.20a)
    # s21-inn: "graveyard": "Look at the top card of your library. You may put that card into your graveyard." (CR
    # 608.2c; not a surveil, 701.25a)
    to: Literal["hand", "battlefield", "battlefield_tapped", "graveyard",
                "exile_face_down",  # s26-tsp: hideaway's "exile one of them face down" (CR 702.75a, 406.3)
                # s28-fdna: "You may put one of those cards back on top of your library." (CR 401.4, 608.2c)
                "top",
                "exile",  # s33-lib: "You may exile a <quality> card from among them." (CR 406.3), with `s33lib_may_play`
                ] = "hand"
    # s23-c10: "top_any_order": "then put them back in any order" (CR 401.4; the order `choices.top_order`)
    # s30-stdc: "hand": "If you don't put the card onto the battlefield, put it into your hand." (CR 608.2c)
    rest: Literal["bottom_any_order", "bottom_random", "top", "graveyard", "top_any_order", "hand"] = "bottom_any_order"
    # s30-stdc: "If you don't put the card into your hand, you may put it into your graveyard.": the cards not taken go
    # `rest` only if the `resolve` action's `choices.pay_optional_cost` says so, else they stay on top (CR 608.2c)
    rest_optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-c10: "You may shuffle." after it (Ponder; CR 701.24a): the `resolve` action's `choices.pay_optional_cost`
    may_shuffle: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s14-library: "Look at twice X cards from the top of your library" (Stargaze): `amount` times this
    # many cards are looked at (CR 107.3a, 608.2h)
    amount_multiplier: Annotated[StrictInt, Field(ge=1, le=4)] = Field(default=1, exclude_if=lambda value: value == 1)
    # s15-library: "You may reveal an Angel card, a Demon card, and/or a Dragon card from among them": at most
    # one card of each quality (CR 608.2c; rules/search_zones.py)
    one_each: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-library: "Reveal the top N cards of your library. Put a land card from among them ...": every card
    # looked at is revealed (CR 701.20a), not only the ones taken
    reveal_all: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s31-cmd: "An opponent separates those cards into two piles. Put one pile into your hand and the other <rest>."
    # (CR 700.3): the cards taken are one of two piles an opponent made of all the cards looked at (rules/s31cmd_piles.py)
    s31cmd_piles: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-lib: "... Until end of turn, you may cast the exiled card without paying its mana cost." with `to` "exile":
    # the card exiled may be played as this says (rules/impulse.py `grant`, CR 601.2a)
    s33lib_may_play: S33libExiledPlay | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s33lib_exile_with_its_permission(self) -> LookAtTopEffect:
        if (self.to == "exile") != (self.s33lib_may_play is not None):
            raise ValueError("`to` \"exile\" goes with `s33lib_may_play`")
        return self


class SearchLibraryEffect(_Model):
    """"Search your library for <count> <quality> card(s), [reveal it,] put it <to>, then shuffle."
    (CR 701.23, 701.24): the cards found are the `choices.search` answer; a search for a card with a
    stated quality may find nothing (701.23b), a search for "a card" must find one if it can (701.23d)."""

    kind: Literal["search_library"] = "search_library"
    quality: list[CardQuality] | None = Field(default=None, exclude_if=lambda value: value is None)  # any of them
    count: Annotated[StrictInt, Field(ge=1)] = 1  # "up to N" for a stated quality
    # s25-mh: "graveyard" ("Search your library for a card, put that card into your graveyard, then shuffle.")
    to: Literal["hand", "battlefield", "battlefield_tapped", "top", "graveyard"] = "hand"
    reveal: Flag = False
    optional: Flag = False  # "you may search": without an answer, no search (and no shuffle)
    shuffle: Flag = True  # "then shuffle" (701.24a); with `to: "top"`, the card goes on top after it (701.24b)
    # s13-pw: "for any number of Dragon creature cards": as many of them as its controller chooses
    # (a stated quality: none at least, CR 701.23b); `count` is then not used
    any_number: Flag = False
    # s14-mana: "..., then shuffle. Then if you control four or more lands, untap that land." (Fabled
    # Passage): the cards found and put onto the battlefield are untapped after the shuffle if this
    # condition holds then (CR 608.2c, 701.26b; rules/untap_found.py)
    untap_if: RiderCondition | None = Field(default=None, exclude_if=lambda value: value is None)
    # s15-library: "search your library and/or graveyard for a card named X ... If you search your
    # library this way, shuffle." (CR 701.23a, 701.24a; rules/search_zones.py): the card may be found in
    # either zone (`choices.search_zones` says which were searched); the library is shuffled only if searched
    graveyard: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-library: "a card named X and/or a card named Y": at most one card of each quality (CR 701.23a,
    # 701.23b; rules/search_zones.py); `count` is then the number of qualities
    one_each: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-library: "put one onto the battlefield tapped and the other into your hand" (Cultivate): the first
    # card found (the first of `choices.search`) goes `to`, the others into the hand (CR 701.23a, 608.2c)
    split_to_hand: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-library: "up to two creature cards with different names": no two cards found share a name (CR
    # 201.2a; rules/search_zones.py)
    different_names: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-std: "Each player searches their library for a basic land card, ..." / "Its controller may search ..."
    # (CR 701.23a, 110.2a; rules/library.py): who searches their own library (the cards found are theirs)
    player: Literal["you", "each_player", "each_opponent", "target_player", "target_opponent",
                    "its_controller"] = Field(default="you", exclude_if=lambda value: value == "you")
    # s26-cmda: "up to two basic land cards that share a land type" (CR 701.23a, 205.3i): the cards found have a land
    # type in common (rules/s26cmda_search.py)
    share_a_land_type: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _any_number_has_a_quality(self) -> SearchLibraryEffect:
        if self.any_number and self.quality is None:
            raise ValueError("a search for any number of cards needs a quality (CR 701.23b)")
        if self.one_each and (self.quality is None or len(self.quality) < 2 or self.any_number):
            raise ValueError("'one_each' needs two or more qualities (a card of each, CR 701.23a)")
        if self.split_to_hand and (self.to == "hand" or self.graveyard or self.any_number):
            raise ValueError("'split_to_hand' puts the first card found elsewhere than the hand, the rest into it")
        if self.graveyard and self.to not in ("hand", "battlefield"):  # s30-stda: or one card onto the battlefield
            raise ValueError("a search of a library and/or graveyard puts the card into the hand or onto the battlefield")
        if self.graveyard and self.to == "battlefield" and (self.count != 1 or self.any_number or self.one_each):
            raise ValueError("a search of a library and/or graveyard puts one card onto the battlefield (s30-stda)")
        if self.player != "you" and (self.quality is None or self.to == "top" or self.any_number or self.one_each
                                     or self.graveyard or self.split_to_hand or self.different_names
                                     or self.untap_if is not None or self.count != 1):
            raise ValueError("a search by another player is one card of a stated quality, put into the hand or "
                             "onto the battlefield (s23-std)")
        return self


class RevealTopEffect(_Model):
    """"Reveal the top N cards of your library. If it's a <quality> card, put it <to>. Otherwise,
    put it <otherwise>." (CR 701.20a): no decision: every card revealed, those with the quality
    (any card when None) go `to`, the others `otherwise` ("top": they stay where they were)."""

    kind: Literal["reveal_top"] = "reveal_top"
    amount: Count = 1
    quality: list[CardQuality] | None = Field(default=None, exclude_if=lambda value: value is None)  # any of them
    to: Literal["hand", "battlefield", "battlefield_tapped", "graveyard", "bottom"] = "hand"
    otherwise: Literal["top", "bottom", "graveyard", "hand"] = "top"
    # s14-library: "You lose life equal to its mana value." after one card revealed (Dark Confidant,
    # Darkstar Augur): its controller loses life equal to the revealed cards' mana value (CR 119.3,
    # 202.3, 608.2h; rules/revealed_life_loss.py)
    lose_life_mana_value: Flag = Field(default=False, exclude_if=lambda value: not value)


class RevealTopThenDrawEffect(_Model):
    """s19-m21: "Reveal the top card of your library. If it's a creature or land card, draw a card." (Track Down;
    CR 701.20a, 121.1): the top card of its controller's library is revealed where it stays; if it has any of the
    `quality` card qualities, they draw a card (rules/library.py)."""

    kind: Literal["reveal_top_then_draw"] = "reveal_top_then_draw"
    quality: list[CardQuality] = Field(min_length=1, max_length=8)
    # s21-dfc: "look at the top card of your library. You may reveal that card. If an instant or sorcery card is
    # revealed this way, transform ~." (Delver of Secrets; CR 701.27a): the ability's source transforms instead of its
    # controller drawing (rules/transform_self.py); left out when false
    transform: Flag = Field(default=False, exclude_if=lambda value: not value)


class ShuffleEffect(_Model):
    """"<Player> shuffles their library." (CR 701.24a): seeded by the request (rules/library.py)."""

    kind: Literal["shuffle"] = "shuffle"
    player: Literal["you", "target_player", "each_player",  # s23-c11: each_player
                    "source_owner"] = "you"  # s27-older: "~'s owner shuffles it into their library" (with `source`)
    # s23-c11: "Each player shuffles their hand and graveyard into their library" (CR 701.24a, 400.3): every card of
    # these zones of the player goes into that player's library first; `source`: "Shuffle ~ and your graveyard into
    # their owner's library." (~, if still on the battlefield, goes into its owner's library, shuffled too)
    zones: list[Literal["hand", "graveyard"]] = Field(default_factory=list, max_length=2,
                                                      exclude_if=lambda value: not value)
    # (s24-core: `source` of an instant or sorcery, "Shuffle ~ into its owner's library." as its last instruction: the
    # spell card goes into its owner's library, shuffled, as the final part of its resolution, CR 608.2c, 701.24a)
    source: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s27older_owner_shuffles(self) -> ShuffleEffect:
        if self.player == "source_owner" and (not self.source or self.zones):
            raise ValueError("`player` \"source_owner\" shuffles ~ alone (`source`, no `zones`) into its owner's library")
        return self


class BecomeColorEffect(_Model):
    """"Target spell or permanent becomes <color>." (layer 5, CR 613.1e, 105.3; rules/color_change.py)."""

    kind: Literal["become_color"] = "become_color"
    colors: list[Color] = Field(min_length=1)
    target: Literal["spell_or_permanent"] = "spell_or_permanent"


class CreateTokenCopyEffect(_PermanentEffect):
    """"Create a token that's a copy of target creature you control." (CR 707.2, 111.1): `count`
    tokens, each with the copiable values of the target as the effect resolves (rules/copies.py)."""

    kind: Literal["create_token_copy"] = "create_token_copy"
    target: TargetSpec = "creature:you_control"
    count: Annotated[TokenCount, Field(default=1, exclude_if=lambda value: value == 1)] = 1
    # "Exile that token at the beginning of the next end step." (a delayed trigger, CR 603.7; rules/delayed_exile.py)
    exile_at: Annotated[Literal["next_end_step"] | None, Field(default=None, exclude_if=lambda value: value is None)]
    # s14-r2returns: "..., except it's 1/1" (CR 707.9b: the exception is part of the token's copiable
    # values, 707.2) and "if that creature isn't legendary" (checked as it resolves, CR 608.2c, 205.4a);
    # rules/copy_exceptions.py. Left out when not given.
    except_power: Annotated[Int | None, Field(default=None, exclude_if=lambda value: value is None)] = None
    except_toughness: Annotated[Int | None, Field(default=None, exclude_if=lambda value: value is None)] = None
    unless_legendary: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s22-neoa: "..., except it has haste" (CR 707.9b: the keywords join the token's copiable values) and "Sacrifice it
    # at the beginning of the next end step." (a delayed trigger, CR 603.7, 701.21a; rules/s19neoa_delayed.py)
    except_keywords: list[KeywordText] = Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)
    sacrifice_at: Annotated[Literal["next_end_step"] | None,
                            Field(default=None, exclude_if=lambda value: value is None)] = None
    # s25-mh: embalm's and eternalize's exceptions (CR 702.128a, 702.129a, 707.9b): "except it's white" (its colors are
    # these), "it has no mana cost", "it's a Zombie in addition to its other types" (these subtypes join its own)
    except_colors: list[Color] = Field(default_factory=list, max_length=5, exclude_if=lambda value: not value)
    except_no_mana_cost: Flag = Field(default=False, exclude_if=lambda value: not value)
    except_add_subtypes: list[Annotated[str, Field(min_length=1, max_length=40)]] = Field(
        default_factory=list, max_length=4, exclude_if=lambda value: not value)
    # s28-fdna: 'except it has haste and "At the beginning of the end step, sacrifice this token."' (CR 707.9b: the quoted
    # triggered ability joins the token's copiable values; 513.1a, 603.2: it triggers at the beginning of each end step
    # and sacrifices the token, 701.21a; rules/copy_exceptions.py)
    except_end_step_sacrifice: Flag = Field(default=False, exclude_if=lambda value: not value)


class AttachEffect(_PermanentEffect):
    """"Attach this permanent to target creature you control" (CR 701.3a): the ability's source
    becomes attached to the target (equip, 702.6a; rules/equip.py)."""

    kind: Literal["attach"] = "attach"
    target: TargetSpec = "creature:you_control"
    # s30-modern: "it": "Attach target Equipment you control to target creature you control." (CR 701.3a, 608.2c): the
    # permanent the `choose_target` before named is attached, not the ability's source (rules/equip.py)
    s30modern_what: Literal["it"] | None = Field(default=None, exclude_if=lambda value: value is None)


class UnattachSelfEffect(_Model):
    """s15-neo: "unattach [this permanent] from a creature" (reconfigure's second ability, CR 702.151a,
    701.3d): the ability's source stops being attached. Fixed by the rule; rules/reconfigure.py."""

    kind: Literal["unattach_self"] = "unattach_self"


class UnattachEquipmentEffect(_Model):
    """s20-neob: "tap enchanted permanent. If it's an Equipment, unattach it." (CR 701.3d, 608.2c, 303.4): the permanent
    the ability's source (an Aura) is attached to, if it is an Equipment attached to something as this resolves, stops
    being attached; otherwise nothing happens. rules/s20neob_unattach.py."""

    kind: Literal["unattach_equipment"] = "unattach_equipment"
    target: Literal["enchanted_creature"] = "enchanted_creature"


class TransformSelfEffect(_Model):
    """s16-transform: "transform ~" (CR 701.27a): the ability's source, if it is still on the battlefield
    as a face-up transforming double-faced permanent, turns its other face up and stays the same object,
    its counters, damage and attachments kept (712.8: the characteristics of the face up). Nothing happens
    for any other permanent (701.27c), or when it has transformed since the ability was put onto the stack
    (701.27f). rules/transform_self.py."""

    kind: Literal["transform_self"] = "transform_self"


class S35momTransformEffect(_PermanentEffect):
    """s35-mom: "Transform target Incubator token you control." / "Transform all Incubator tokens you control." (CR
    701.27a): each permanent `target` names (targeted, or all of them) turns its other face up and stays the same
    object; one that isn't a face-up transforming double-faced permanent doesn't (701.27c); the ability's own source,
    if named, as `transform_self` (701.27f). rules/s35mom_transform.py."""

    kind: Literal["s35mom_transform"] = "s35mom_transform"
    target: TargetSpec = "permanent"


class BecomesArtifactCreatureEffect(_PermanentEffect):
    """"This Vehicle becomes an artifact creature until end of turn." (crew, CR 702.122a): it gains
    the types artifact and creature (layer 4, 613.1d) and keeps its printed power and toughness
    (a Vehicle's, 301.7). rules/crew.py."""

    kind: Literal["becomes_artifact_creature"] = "becomes_artifact_creature"
    target: TargetSpec = "self"
    # s32-mb: "~ becomes an artifact creature." with no duration (CR 611.2a): indefinitely, not until end of turn
    s32mb_indefinitely: Flag = Field(default=False, exclude_if=lambda value: not value)


class ExileReturnTransformedEffect(_Model):
    """"Exile this Saga, then return it to the battlefield transformed under your control." (CR
    712.14, 712.14a, 400.7): the ability's source, if it is still on the battlefield, is exiled and
    returns back face up under the ability's controller. rules/transform_return.py."""

    kind: Literal["exile_return_transformed"] = "exile_return_transformed"
    # s21-dfc (CR 603.7a, 511.2): "exile it at end of combat, then return it ..." (Conqueror's Galleon): a
    # delayed triggered ability does it as the end of combat step begins; left out when None
    at: Literal["end_of_combat"] | None = Field(default=None, exclude_if=when_none)
    # s21-dfc (CR 110.2a): "... transformed under its owner's control" (Nicol Bolas, the Ravager); None: under
    # the ability's controller ("under your control"); left out when None
    under: Literal["owner"] | None = Field(default=None, exclude_if=when_none)


class FlickerEffect(_PermanentEffect):
    """"Exile <permanent>, then return it to the battlefield under its owner's control." (CR 400.7,
    610.3): it leaves for exile and its card comes back as a new object, not cast, under its owner's
    control; a token exiled this way ceases to exist (704.5d) and does not return.
    rules/flicker.py (s11-classes)."""

    kind: Literal["flicker"] = "flicker"
    target: TargetSpec = "creature"
    # "..., then return it ... with a +1/+1 counter on it" (s14-flicker; CR 122.6, 122.1b)
    counter: ReturnCounter | None = Field(default=None, exclude_if=lambda value: value is None)
    # s26-std: "..., then return that card to the battlefield under your control" (CR 110.2a): under the control of
    # the spell's or ability's controller, not its owner's
    under_your_control: Flag = Field(default=False, exclude_if=lambda value: not value)


class ClassLevelUpEffect(_Model):
    """What a Class's level ability does as it resolves (CR 716.2a): "This Class's level becomes N."
    rules/class_levels.py. The `class_level` ability of a card becomes an activated ability with this
    effect (`CardDefinition.at_class_level`)."""

    kind: Literal["class_level_up"] = "class_level_up"
    level: Annotated[StrictInt, Field(ge=2)]


class CantBeBlockedByThisTurnEffect(_PermanentEffect):
    """"Target creature you control can't be blocked by creatures with power 2 or less this turn."
    (Ghirapur Guide; CR 509.1b; rules/evasion_this_turn.py): a blocker whose power, as blockers are
    declared, is at most `power_at_most` (or at least `power_at_least`) can't block it this turn."""

    kind: Literal["cant_be_blocked_by_this_turn"] = "cant_be_blocked_by_this_turn"
    target: TargetSpec = "creature"
    power_at_most: NonNegative | None = Field(default=None, exclude_if=lambda value: value is None)
    power_at_least: NonNegative | None = Field(default=None, exclude_if=lambda value: value is None)
    # s22-afr: "That creature ... can't be blocked by Walls this turn." (Kick in the Door; CR 509.1b, 205.3): creatures
    # with any of these creature types can't block it
    by_subtypes: Annotated[list[Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]{0,40}$")]],
                           Field(default_factory=list, max_length=4, exclude_if=lambda value: not value)]

    @model_validator(mode="after")
    def _one_bound(self) -> CantBeBlockedByThisTurnEffect:
        if [self.power_at_most is not None, self.power_at_least is not None, bool(self.by_subtypes)].count(True) != 1:
            raise ValueError("give exactly one of `power_at_most`, `power_at_least` and `by_subtypes`")
        return self


# s33-lib: defined before _YouControlInner and _RiderInner, which name it (impulse draw under a condition)
class ExileTopMayPlayEffect(_Model):
    """"Exile the top card [N cards] of your library. Until end of turn [Until the end of your next
    turn], you may play that card [those cards]." (impulse draw; rules/impulse.py): the top `amount`
    cards of the controller's library are exiled, and the controller may play them (cast a spell,
    CR 601.2a; play a land as the land drop, 305.2, 305.9) until `until` ends."""

    kind: Literal["exile_top_may_play"] = "exile_top_may_play"
    # s14-library: "X": the X paid for the spell (CR 107.3a), or for a permanent's triggered ability the
    # X it entered with (107.3m; Hugs, Grisly Guardian), counted as it resolves
    amount: Annotated[Int, Field(ge=1, le=60)] | Literal["X",
                                                      "that_much",  # s33-lib: "that many cards": the damage (608.2h)
                                                      ] = 1
    until: ImpulseUntil = "end_of_turn"  # s20-venture: "indefinitely"; s33-lib: "your_next_end_step"
    # s19-impulse: "You may play them this turn without paying their mana costs." (CR 118.9; the `cast` action's
    # `alternative_cost` "without_paying_mana_cost"; a land is played as usual, it has no mana cost)
    without_paying_mana_cost: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s19-impulse: "If it's a nonland card, you may cast that card this turn." (Vance's Blasting Cannons): no
    # permission for a land card; a nonland card may be cast, not played as a land face (CR 601.2a, 305.1, 712.8a)
    cast_only: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s19-impulse: "Choose one of them. Until end of turn, you may play that card.": only the card its controller
    # chooses as it resolves (the `resolve` action's `choices.chosen`, CR 608.2d) may be played
    choose_one: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s22-neob: "You may play up to two of those cards until the end of your next turn." (March of Reckless Joy): at
    # most `max_played` of the exiled cards may be played in all (rules/impulse.py)
    max_played: Annotated[StrictInt, Field(ge=1, le=60)] | None = Field(
        default=None, exclude_if=lambda value: value is None)


# --- s11-gift-spells: "If you control a Rabbit, scry 2." (docs/oracle-gift-spells.md) ------------

# The effects a spell's "if you control ..." sentence may have: untargeted ones (the condition is
# checked as the spell resolves, CR 608.2c, after its targets were chosen, 601.2c).
_YouControlInner = Annotated[
    ScryEffect | SurveilEffect | DrawEffect | GainLifeEffect | LoseLifeEffect | MillEffect | CreateTokenEffect
    | DiscardEffect  # s22-war: "If you control a Liliana planeswalker, each opponent also discards a card." (701.9a)
    | ExileTopMayPlayEffect,  # s33-lib: "If you control an outlaw, exile the top card of your library. Until ..." (608.2c)
    Field(discriminator="kind"),
]


class IfYouControlEffect(_Model):
    """"If you control a Rabbit, scry 2." / "You gain 3 life if you control a Bat." / "Then if you
    control a Rat, surveil 2." (a spell's sentence under a condition, CR 608.2c): `effect` happens
    only if the spell's controller controls a permanent `condition` names (a spec of the target
    grammar, as rules/you_control.py reads it) as it resolves; `effect` targets nothing.
    rules/spell_conditions.py."""

    kind: Literal["if_you_control"] = "if_you_control"
    condition: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))]
    effect: _YouControlInner
    # s13-pw: "If you control three or more artifacts, draw two cards instead." after "Draw a card.":
    # how many such permanents at least, and the effect that happens when the condition doesn't hold
    at_least: Annotated[StrictInt, Field(default=1, ge=1, le=1000, exclude_if=lambda value: value == 1)] = 1
    otherwise: _YouControlInner | None = Field(default=None, exclude_if=lambda value: value is None)

    @field_validator("effect", "otherwise")
    @classmethod
    def _untargeted(cls, value: Any) -> Any:
        if value is None:
            return value
        if effect_target(value) is not None or getattr(value, "player", "you") not in ("you", "each_player",
                                                                                        "each_opponent"):
            raise ValueError("the effect under an 'if you control' condition can't target")
        return value


class DamageByItEffect(_Model):
    """"Then it deals damage equal to its power to target creature you don't control." (Rabid Gnaw):
    the creature the previous targeted effect affected deals damage equal to its power, as it is
    now (CR 608.2h), to this effect's target (CR 120.1: non-combat damage; its deathtouch and
    lifelink apply, 702.2b, 702.15b). If that creature is no longer on the battlefield, or its
    target was illegal, no damage is dealt. rules/damage_by_it.py."""

    kind: Literal["damage_by_it"] = "damage_by_it"
    # s26-cmdb: a number only with `s26cmdb_to_its_controller`
    amount: Literal["its_power"] | Annotated[StrictInt, Field(ge=1, le=20)] = "its_power"
    # s23-c12: "Whenever a creature enters under your control, it deals damage equal to its power to any target." (Warstorm
    # Surge; CR 120.1, 608.2h): "it" is the permanent the trigger event named, its power as the ability resolves or as
    # it last existed (rules/damage_by_it.py)
    by: Literal["that_permanent"] | None = Field(default=None, exclude_if=lambda value: value is None)
    target: TargetSpec = "creature"
    # s13-bite: "damage equal to twice its power" (Polliwallop): the power times this (CR 608.2h)
    multiplier: Literal[1, 2] = 1
    # s21-neob: "to each of X target creatures and/or planeswalkers" (Spinning Wheel Kick; CR 601.2c, 107.3a): that
    # many targets, X the spell's (each dealt damage equal to the one power, as the effect happens)
    target_count: TargetCount = 1
    # s23-std: "Target creature deals damage to itself equal to its power." / "Each creature deals damage to itself
    # ..." (CR 120.1, 608.2h): each permanent `target` names is the source of damage equal to its own power, dealt to
    # itself (the powers read as the effect happens, before any of it is dealt; rules/damage_by_it.py)
    to_itself: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-cmdb: "Each creature deals 1 damage to its controller." (CR 120.1, 608.2c): each creature `target` names (an
    # "each" spec, as it resolves) deals `amount` (a number) damage to its controller (rules/damage_by_it.py)
    s26cmdb_to_its_controller: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s32-core: "Whenever ~ or another Dragon enters under your control, it deals X damage to any target, where X is the
    # number of Dragons you control." (CR 120.1, 608.2h): with `by` "that_permanent", the entering permanent deals this
    # count (counted as the ability resolves) rather than its power (rules/damage_by_it.py)
    s32core_count: Count | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s26cmdb_number_to_controller(self) -> DamageByItEffect:
        if self.s32core_count is not None and (self.by != "that_permanent" or self.s32core_count == "X"):
            raise ValueError("damage_by_it: `s32core_count` (a count, not X) goes with `by` \"that_permanent\" only")
        if isinstance(self.amount, int) != self.s26cmdb_to_its_controller:
            raise ValueError("damage_by_it: a number `amount` goes with `s26cmdb_to_its_controller` (which needs one)")
        if self.s26cmdb_to_its_controller and (self.to_itself or self.by is not None or self.multiplier != 1
                                                or not self.target.startswith(("each_", "all:"))):
            raise ValueError("damage_by_it: `s26cmdb_to_its_controller` with an 'each' spec only")
        return self


class PutOnLibraryEffect(_PermanentEffect):
    """"Put target nonland permanent on top of its owner's library." / "... on the bottom of ..."
    (CR 400.3: a card goes to its owner's library; 401.4; a token goes there and ceases to exist,
    704.5d). rules/put_on_library.py."""

    kind: Literal["put_on_library"] = "put_on_library"
    target: TargetSpec = "creature"
    # s21-ete: "third_from_top" ("you may put it into its owner's library third from the top", the card a
    # "self_dies_or_exiled" trigger names, `target` "that_card", from its graveyard or exile; below the top two cards,
    # at the bottom of a library of fewer than three; rules/s21ete_dies_or_exiled.py, CR 401.7, 400.7)
    # s22-stx: "second_from_top" ("Put target creature into its owner's library second from the top.": under the top card,
    # on top of an empty library; rules/put_on_library.py, CR 401.4)
    position: Literal["top", "bottom", "third_from_top",
                      "second_from_top",
                      "s27cmd_shuffled",
                      ] = "top"
    # s27-cmd: "The owner of target permanent shuffles it into their library, then reveals the top card of their library.
    # If it's a permanent card, they put it onto the battlefield." (position "s27cmd_shuffled": the owner's library is
    # shuffled with it, CR 701.24a; with this flag, its top card is then revealed and, if it is a permanent card, put onto
    # the battlefield under that owner's control, CR 701.20a, 110.2a; rules/s27cmd_shuffle_reveal.py)
    # s28-std: with a `target` of cards in your graveyard ("Shuffle up to three target cards from your graveyard into your
    # library.", CR 701.24a, 400.3), those cards go into your library, then it is shuffled (rules/s28std_shuffle.py)
    s27cmd_reveal_permanent: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s21ete_third_from_top_of_that_card(self) -> PutOnLibraryEffect:
        if self.position == "third_from_top" and self.target != "that_card":
            raise ValueError("'third_from_top' goes with the target 'that_card' (the card a trigger event names)")
        return self

    @model_validator(mode="after")
    def _s27cmd_reveal_after_shuffle(self) -> PutOnLibraryEffect:
        if self.s27cmd_reveal_permanent and self.position != "s27cmd_shuffled":
            raise ValueError("`s27cmd_reveal_permanent` goes with the position 's27cmd_shuffled'")
        if self.position == "s27cmd_shuffled" and self.target == "that_card" and self.s27cmd_reveal_permanent:
            raise ValueError("'s27cmd_shuffled' of 'that_card' (s30-core: the card a dies trigger names, shuffled into "
                             "its owner's library) reveals nothing after")
        return self


class ExileGraveyardEffect(_Model):
    """"Exile target player's graveyard." (CR 406.2, 115.1: the target is the player; every card in
    their graveyard as the effect resolves is exiled). rules/exile_graveyard.py."""

    kind: Literal["exile_graveyard"] = "exile_graveyard"
    # s15-spells: "each_player" ("Exile all graveyards.") / "each_opponent" ("Exile each opponent's
    # graveyard."): untargeted, every such player's graveyard (CR 406.2)
    # s22-stx: "that_target_player" ("Target player discards two cards. Then exile that player's graveyard.": the player
    # the effect before it targeted, CR 608.2c; untargeted)
    target: Literal["player", "opponent", "each_player", "each_opponent",
                    "that_target_player"] = "player"


class ExtraTurnEffect(_Model):
    """"Take an extra turn after this one." (Magistrate's Scepter, Nexus of Fate; CR 500.7;
    rules/extra_turns.py): the controller of the spell or ability takes an extra turn directly
    after this one; the most recently added extra turn is taken first."""

    kind: Literal["extra_turn"] = "extra_turn"
    # s23-c10: "Target player takes an extra turn after this one." (Time Warp; CR 115.1): that player takes it
    player: Literal["you", "target_player"] = Field(default="you", exclude_if=lambda value: value == "you")
    # s24-core: "Target player takes two extra turns after this one." (CR 500.7): that many, one after the other
    count: Annotated[StrictInt, Field(ge=1, le=10)] = Field(default=1, exclude_if=lambda value: value == 1)


class IfGiftEffect(_Model):
    """"If the gift was [wasn't] promised, <effect>." as a sentence of a permanent's "When ~ enters"
    ability (Kitnap): `effect` happens only if the gift of the spell that became the permanent was
    promised (`promised`) or wasn't (CR 702.174c); `effect` targets nothing (the ability's target is
    chosen as it is put on the stack, CR 603.3d). rules/gift_conditions.py."""

    kind: Literal["if_gift"] = "if_gift"
    promised: Flag
    effect: _PlainEffect

    @field_validator("effect")
    @classmethod
    def _untargeted(cls, value: Any) -> Any:
        if effect_target(value) is not None:
            raise ValueError("the effect under a gift condition of a triggered ability can't target")
        return value


class LoseLifeUnlessEffect(_Model):
    """"Target opponent loses 3 life unless they sacrifice a nonland permanent or discard a card."
    (Thornplate Intimidator; `player` "each_opponent": "each opponent ... unless that player ..."):
    as it resolves each such player chooses (CR 608.2d) to sacrifice a permanent they control that
    matches `sacrifice` (701.21a), to discard a card (701.9a), or to lose `amount` life (119.3); one
    they can't do is no choice. rules/lose_life_unless.py."""

    kind: Literal["lose_life_unless"] = "lose_life_unless"
    amount: Count
    player: Literal["target_opponent", "each_opponent",
                    "each_player",  # s19-venture: "Each player loses 2 life unless they ..."
                    "that_player",  # s27-fdnb: the player the trigger event names (a spell's caster)
                    ] = "target_opponent"
    sacrifice: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))] = "permanent:nonland"
    # s13-m19final: "it deals 5 damage to target opponent unless that player sacrifices a creature"
    # (Demanding Dragon): the source deals `amount` damage (CR 120.3a) in place of the life loss;
    # `discard` false: discarding a card is no choice
    damage: Flag = Field(default=False, exclude_if=lambda value: not value)
    discard: Flag = Field(default=True, exclude_if=lambda value: value)
    # s19-venture: `sacrifice_option` false: sacrificing is no choice ("Each player loses 2 life unless they discard a
    # card.", Veils of Fear)
    sacrifice_option: Flag = Field(default=True, exclude_if=lambda value: value)


class EdictEffect(_Model):
    """"Target opponent sacrifices a creature [with the greatest power among creatures they control]."
    / "Each opponent sacrifices a creature.": each player it names sacrifices a permanent they control
    that matches `what` (CR 701.21a), of their choice as it resolves (608.2d); `greatest_power`: one of
    the creatures with the greatest power among those they control. Nothing when they have none.
    rules/edict.py."""

    kind: Literal["edict"] = "edict"
    player: Literal["target_player", "target_opponent", "each_opponent", "each_player",
                    "that_player",  # s23-c12: a step trigger's player ("At the beginning of each player's upkeep, ...")
                    "defending_player",  # s27-mech: an attacking creature's defending player (annihilator, CR 508.5)
                    ] = "target_opponent"
    what: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))] = "creature"
    greatest_power: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-c11: "Each player sacrifices five lands." (CR 701.21a): how many each player sacrifices (all they have when
    # fewer)
    count: Annotated[StrictInt, Field(ge=1, le=20)] = Field(default=1, exclude_if=lambda value: value == 1)
    # s34-cmd: "Each player who can't discards a card." (CR 701.21a, 701.9a, 608.2c): each player it names who sacrificed
    # nothing (controlling no such permanent) discards that many cards of their choice (rules/edict.py)
    who_cant_discard: Annotated[StrictInt, Field(ge=1, le=20)] | None = Field(
        default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s23c11_one_greatest(self) -> EdictEffect:
        if self.greatest_power and self.count != 1:
            raise ValueError("greatest_power is read for one sacrificed creature only")
        return self


class UnlessDiscardEffect(_Model):
    """s15-spells: "Each opponent sacrifices a creature unless they discard a card." / "each opponent
    discards two cards unless they discard a nonland card" / "discard two cards unless you discard an
    artifact card": as it resolves each player it names (in turn order, CR 101.4) chooses (CR 608.2d)
    to discard one card of `quality` from their hand (CR 701.9a) or else has `instead` happen to them:
    "discard" (`amount` cards of their choice, 701.9b) or "sacrifice" (a permanent matching `what`,
    701.21a). rules/unless_player_discards.py."""

    kind: Literal["unless_player_discards"] = "unless_player_discards"
    player: Literal["you", "each_opponent", "each_player"] = "each_opponent"
    quality: CardQuality = "card"
    instead: Literal["discard", "sacrifice"] = "discard"
    amount: Count = 1
    what: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))] = "creature"


class DoublePowerEffect(_PermanentEffect):
    """s15-spells: "Double the power of target creature until end of turn." (CR 701.10b, 701.10c): the
    creature gets +X/+0 until end of turn, X its power as the effect resolves (a negative power gets
    that much less: -X/-0 where X is the difference from 0). rules/doubling.py."""

    kind: Literal["double_power"] = "double_power"
    target: TargetSpec = "creature"
    # s22-afr, s22-stx: "Double target creature's [~'s] power and toughness until end of turn." (CR 701.10b): +X/+Y, Y
    # its toughness as it resolves (a negative toughness gets -0/-Y, Y the difference from 0, 701.10c)
    and_toughness: Flag = Field(default=False, exclude_if=lambda value: not value)


class UntapUpToEffect(_Model):
    """s15-spells: "Untap up to four lands." (CR 701.26b): the controller chooses up to `amount`
    permanents matching `what` (any player's, untargeted) as it resolves (608.2d) and untaps them;
    `you_control`: "... lands you control". rules/untap_up_to.py."""

    kind: Literal["untap_up_to"] = "untap_up_to"
    amount: Annotated[StrictInt, Field(ge=1, le=100)]
    what: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))] = "land"
    you_control: Flag = Field(default=False, exclude_if=lambda value: not value)


# --- s13-riders: conditional riders on common effects (rules/riders.py, CR 608.2c, 608.2h) ---

# s15-records: what a `this_turn` condition counts (rules/turn_records.py): "died" the permanents put
# into a graveyard from the battlefield (CR 700.4), "cards_drawn" (121.1), "life_gained" / "life_lost"
# (119.3), "spells_cast" (601.2i)
RecordKind = Literal["died", "cards_drawn", "life_gained", "life_lost", "spells_cast",
                     # "a permanent was put into your hand [graveyard] from the battlefield this turn" (CR 400.7)
                     "put_into_your_hand", "put_into_your_graveyard",
                     "attacked",  # s17-taile: "if you attacked this turn" (raid, CR 508.1)
                     # s33-wmk: "if two or more nonland permanents entered the battlefield under your control this turn"
                     # (`spec`, `number`, `who` "you"; rules/entered_this_turn.py, CR 400.7)
                     "entered",
                     "cards_discarded",  # s21-dfc: "if you discarded a card this turn" (CR 701.9a)
                     "left_battlefield",  # s24-kal: "if a permanent you controlled left the battlefield this turn"
                     # s24-isd: the spells cast during the PREVIOUS turn (`GameState.previous_turn`): "if no spells
                     # were cast last turn" (`negated`, `who` "a_player"), "if a player cast two or more spells last
                     # turn" (`number`, `who` "a_player": one player cast that many); CR 601.2i, 603.4
                     "spells_cast_last_turn",
                     # s27-otja: the spells cast from their caster's hand this turn (`Player.spells_cast_this_turn` less
                     # `spells_cast_not_from_hand_this_turn`): "if you haven't cast a spell from your hand this turn"
                     # (`negated`); CR 601.2a, 601.2i, 603.4
                     "spells_cast_from_hand",
                     # s27-otjb: "if you've committed a crime this turn" (CR 700.13; rules/s27otjb_crimes.py,
                     # `Player.committed_crime_this_turn`)
                     "crime",
                     # s31-stda: "if you've cast a noncreature [historic, instant or sorcery, ...] spell this turn":
                     # the quality after "cast_" among `Player.spell_types_cast_this_turn` ("cast_instant_or_sorcery":
                     # either); rules/s31stda_cast_types.py, CR 601.2i, 700.6
                     "cast_instant", "cast_sorcery", "cast_instant_or_sorcery", "cast_creature", "cast_noncreature",
                     "cast_artifact", "cast_enchantment", "cast_planeswalker", "cast_historic",
                     ]

RiderConditionKind = Literal["you_control", "it_is", "life", "total_power", "cards_in_your_graveyard",
                             "opponent_has_more", "entered_this_turn",
                             "this_turn",  # s15-records: a per-turn record (rules/turn_records.py)
                             "cards_in_hand",  # s17-neo: "if you have one or fewer cards in hand" (CR 402.1)
                             "cast_during_main_phase",  # s17-taile: addendum (rules/addendum.py, CR 505.1)
                             "that_permanent_was",  # s19-m20: the event's creature as it last existed (CR 608.2h)
                             "you_control_each",  # s20-neob: "if you control an artifact and an enchantment"
                             "self_entered_this_turn",  # s20-neob: "unless ~ entered the battlefield this turn"
                             "you_control_same_name",  # s21-m21: "two or more ... with the same name as one another"
                             "none_put_into_hand",  # s21-neoa: "If you didn't put a card into your hand this way"
                             "enchanted_greatest_power",  # s21-neoa: "if enchanted permanent is a creature with ..."
                             "additional_cost_paid",  # s21-neob: "If ~'s additional cost was paid" (CR 601.2b)
                             # s21-inn: "Then if you control three or more creatures with different powers, ..." (MID's
                             # coven, CR 208.1): `number` permanents `spec` names with pairwise different powers
                             "s21inn_different_powers",
                             "city_blessing",  # s21-ete: "if you have the city's blessing" (CR 702.131c)
                             # s22-inn: "if it's night" / "if it's day" (CR 728; rules/riders.py)
                             "s22inn_night",
                             "s22inn_day",
                             "s22inn_your_turn",  # s22-inn: "If it's your turn, ..." (CR 102.1, 500.1)
                             # s22-neoa: "If you controlled a modified creature as you cast ~" (`spec`; CR 601.2, 608.2c)
                             "s22neoa_controlled_as_cast",
                             "kicked",  # s22-zne: "If ~ was kicked, <effects>." in a spell (CR 702.33d; rules/kicker.py)
                             # s23-c13: "put a +1/+1 counter on equipped creature if it's green": the permanent the
                             # source is attached to matches one of `specs` (rules/s23c13_attached_is.py, CR 608.2c)
                             "s23c13_attached_is",
                             "s23ori_renowned",  # s23-ori: "if ~ is renowned" (CR 702.112b; rules/s23ori_renown.py)
                             # s24-emn: delirium, "if there are four or more card types among cards in your graveyard"
                             # (CR 207.2c, 205.2a; rules/s24emn_delirium.py)
                             "s24emn_delirium",
                             # s24-hou: "if you control a Desert or there is a Desert card in your graveyard" (`spec`
                             # "permanent:<Subtype>"; rules/riders.py, CR 603.4)
                             "s24hou_control_or_graveyard",
                             # s24-isd: fateful hour, "If you have 5 or less life, ..." (`number`: at most that much life;
                             # CR 119.1; rules/riders.py)
                             "s24isd_life_at_most",
                             # s26-tsp: "if an opponent was dealt 7 or more damage this turn" (`number`; each player's
                             # `damage_dealt_this_turn`, CR 120.3a; rules/riders.py)
                             "s26tsp_opponent_dealt_at_least",
                             # s26-cmda: graft's "if this permanent has a +1/+1 counter on it" (CR 702.58a, 603.4; the
                             # ability's source; rules/s26cmda_graft.py)
                             "s26cmda_self_has_plus_one_counter",
                             # s30-stda: "If X is 10 or more, <effects>." in a spell (`number`: at least that; the X
                             # the resolving spell was cast with, CR 107.3, 608.2c; rules/riders.py)
                             "s30stda_x_at_least",
                             "s32cmd_monarch",  # s32-cmd: "if you're the monarch" (CR 724.1; rules/s32cmd_monarch.py)
                             "s34ltr_no_ring_bearer",  # s34-ltr: "if you don't control a Ring-bearer" (CR 701.54e)
                             # s33-cmd: "if you control your commander" (a commander its controller owns is on the
                             # battlefield under their control, CR 903.3; rules/s26cmda_commander.py)
                             "s33cmd_your_commander",
                             # s32-modern: "If you've cast another spell this turn, draw a card." in an instant or
                             # sorcery: its controller cast a spell other than it this turn (CR 601.2i; rules/riders.py)
                             "s32modern_cast_another_spell",
                             # s32-r2mkm: "If ~ is suspected, ..." (the ability's source is suspected, CR 701.60a,
                             # 608.2c; rules/riders.py)
                             "s32r2mkm_self_suspected",
                             # s32-r2dsk: "Whenever ~ attacks, if defending player controls no Glimmer creatures, ..."
                             # (`spec`; "no": `negated`): the player ~ attacks controls such a permanent (CR 603.4,
                             # 508.5; rules/riders.py)
                             "s32r2dsk_defending_controls",
                             # s33-std21: "if an opponent controls a creature with flying" (`spec`): an opponent of the
                             # ability's controller controls such a permanent (CR 608.2c, 603.4;
                             # rules/s33std21_cost_conditions.py)
                             "s33std21_opponent_controls",
                             # s34-mkm: Young Hero Role's "if its toughness is 3 or less" (`number`: at most that): the
                             # ability's source, a permanent, has toughness N or less (CR 603.4, 208.1; rules/
                             # s34mkm_young_hero.py)
                             "s34mkm_source_toughness_at_most",
                             # s34-std: "If you controlled it / that permanent, ..." after a targeted effect: the
                             # object it affected was controlled by the ability's controller just before (CR 608.2h;
                             # rules/s34std_you_controlled.py)
                             "s34std_you_controlled_it",
                             ]


class RiderCondition(_Model):
    """The condition of a rider sentence, decided as the ability or spell reaches that sentence
    (CR 608.2c), for its controller ("you"); rules/riders.py:
    - `you_control` `spec`: "if you control a Mouse" (rules/you_control.py);
      with `number`: "if you control four or more lands" (at least that many; s13-batch2);
    - `it_is` `specs`: "if that creature is a token" / "is a Bird, Frog, Otter, or Rat": the object
      the previous targeted effect affected matches one of the permanent specs (as it is now, or
      as it last existed if it left the battlefield, CR 608.2h);
    - `life`: "if an opponent lost life this turn", "if you've lost life this turn", "if you
      gained life this turn" (rules/life_this_turn.py, CR 119.3);
    - `total_power` `number`: "if creatures you control have total power 10 or greater";
    - `cards_in_your_graveyard` `number`: "seven or more cards are in your graveyard";
    - `opponent_has_more` `quantity`: "if an opponent controls more lands / creatures than you",
      "has more life / more cards in hand than you";
    - `entered_this_turn` `spec`: "if another creature entered the battlefield under your control
      this turn" (s13-batch2; rules/entered_this_turn.py, CR 400.7; `other`: not the source);
    - `you_control_each` `specs`: "if you control an artifact and an enchantment": a permanent matching each
      spec (one may match both; s20-neob);
    - `self_entered_this_turn`: "unless ~ entered the battlefield this turn": the ability's source entered the
      battlefield this turn (s20-neob; rules/entered_this_turn.py, CR 400.7);
    - `you_control_same_name` `spec` `number`: "if you control two or more nonland, nontoken permanents with the same
      name as one another": at least `number` of them share a name (s21-m21; rules/s21m21_same_name.py, CR 201.2);
    - `none_put_into_hand`: "If you didn't put a card into your hand this way": the `look_at_top` before it put no
      card into the hand (s21-neoa; rules/s21neoa_conditions.py, CR 608.2c);
    - `enchanted_greatest_power`: "if enchanted permanent is a creature with the greatest power among creatures on the
      battlefield" (s21-neoa; an intervening "if" of an Aura's trigger, rules/s21neoa_conditions.py, CR 603.4);
    - `city_blessing`: "if you have the city's blessing" (s21-ete; rules/ascend.py, CR 702.131c);
    - `s30stda_x_at_least` `number`: "If X is 10 or more" in a spell: the X it was cast with is at least `number`
      (s30-stda; CR 107.3, 608.2c);
    - `s32r2dsk_defending_controls` `spec`: "Whenever ~ attacks, if defending player controls no Glimmer creatures"
      (`negated`) / "controls an Island": the player ~ attacks controls such a permanent (s32-r2dsk; CR 603.4, 508.5;
      rules/s32r2dsk_defending_controls.py);
    - `s33std21_opponent_controls` `spec`: "if an opponent controls a creature with flying" (s33-std21; CR 608.2c;
      rules/s33std21_cost_conditions.py);
    `negated`: "unless <condition>" (the effect happens only if the condition is false)."""

    kind: RiderConditionKind
    spec: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                    Field(default=None, exclude_if=lambda value: value is None)] = None
    specs: Annotated[list[Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))]],
                     Field(default_factory=list, exclude_if=lambda value: not value)]
    life: Literal["opponent_lost_life", "you_gained_life", "you_lost_life"] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    number: Annotated[StrictInt, Field(ge=1)] | None = Field(default=None, exclude_if=lambda value: value is None)
    quantity: Literal["lands", "creatures", "life", "cards_in_hand"] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    negated: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-records: the `this_turn` condition's record (rules/turn_records.py; `number`: at least that many,
    # 1 when absent; `who`: whose record, "you" when absent ("died": any player's unless "you", under
    # your control); `spec`: what died, a permanent spec, for "died")
    record: RecordKind | None = Field(default=None, exclude_if=lambda value: value is None)
    who: Literal["you", "an_opponent", "a_player"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s17-dfc: `cards_in_your_graveyard`'s card type: "if there are four or more creature cards in your graveyard"
    # (only cards of that type count, CR 205.2a; rules/riders.py)
    card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)
    # s23-ori: spell mastery, "If there are two or more instant and/or sorcery cards in your graveyard" (CR 207.2c,
    # 205.2a): a card of `card_type` or of `or_card_type` counts
    or_card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _dfc_card_type_of_graveyard(self) -> RiderCondition:
        if self.card_type is not None and self.kind != "cards_in_your_graveyard":
            raise ValueError("`card_type` is a `cards_in_your_graveyard` condition's only")
        if self.or_card_type is not None and (self.card_type is None or self.or_card_type == self.card_type):
            raise ValueError("`or_card_type` goes with another `card_type`")  # s23-ori
        return self
    # s17-neo: the `cards_in_hand` condition: "if you have N or fewer cards in hand" ("no cards": 0; CR 402.1)
    hand_at_most: Annotated[StrictInt, Field(ge=0, le=1000)] | None = Field(
        default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _fields_of_its_kind(self) -> RiderCondition:
        if self.kind == "this_turn" or self.record is not None or self.who is not None:
            return records_condition_fields(self)  # s15-records (end of this module)
        if (self.kind == "cards_in_hand") != (self.hand_at_most is not None):  # s17-neo
            raise ValueError("`hand_at_most` goes with a 'cards_in_hand' condition, which needs it")
        if self.kind == "cards_in_hand":
            if self.spec or self.specs or self.life or self.number or self.quantity:
                raise ValueError("a 'cards_in_hand' condition has only `hand_at_most` (and `negated`)")
            return self
        if self.kind == "s21inn_different_powers":  # s21-inn: coven (`spec` and `number`, both needed)
            if not self.spec or not self.number or self.specs or self.life or self.quantity:
                raise ValueError("an 's21inn_different_powers' condition has `spec` and `number` only")
            return self
        wanted = {"you_control": "spec", "it_is": "specs", "life": "life", "total_power": "number",
                  "cards_in_your_graveyard": "number", "opponent_has_more": "quantity",
                  "entered_this_turn": "spec", "cast_during_main_phase": None,
                  "that_permanent_was": "specs", "you_control_each": "specs",
                  "self_entered_this_turn": None, "you_control_same_name": "spec",  # s19-m20, s20-neob, s21-m21
                  "none_put_into_hand": None, "enchanted_greatest_power": None,  # s21-neoa
                  "additional_cost_paid": None,  # s21-neob
                  "city_blessing": None,  # s21-ete
                  "s22inn_night": None, "s22inn_day": None, "s22inn_your_turn": None,  # s22-inn
                  "s22neoa_controlled_as_cast": "spec",  # s22-neoa
                  "kicked": None,  # s22-zne
                  "s23c13_attached_is": "specs",  # s23-c13
                  "s23ori_renowned": None,  # s23-ori
                  "s24emn_delirium": None,  # s24-emn
                  "s24hou_control_or_graveyard": "spec",  # s24-hou
                  "s24isd_life_at_most": "number",  # s24-isd
                  "s26tsp_opponent_dealt_at_least": "number",  # s26-tsp
                  "s26cmda_self_has_plus_one_counter": None,  # s26-cmda
                  "s30stda_x_at_least": "number",  # s30-stda
                  "s32cmd_monarch": None,  # s32-cmd
                  "s34ltr_no_ring_bearer": None,  # s34-ltr
                  "s33cmd_your_commander": None,  # s33-cmd
                  "s32modern_cast_another_spell": None,  # s32-modern
                  "s32r2mkm_self_suspected": None,  # s32-r2mkm
                  "s32r2dsk_defending_controls": "spec",  # s32-r2dsk
                  "s33std21_opponent_controls": "spec",  # s33-std21
                  "s34mkm_source_toughness_at_most": "number",  # s34-mkm
                  "s34std_you_controlled_it": None,  # s34-std
                  }[self.kind]
        for name in ("spec", "specs", "life", "number", "quantity"):
            given = bool(getattr(self, name))
            if self.kind in ("you_control", "you_control_same_name") and name == "number":
                continue  # s13-batch2: "if you control four or more lands" (`number`: at least that many)
            if given != (name == wanted):
                raise ValueError(f"a {self.kind!r} condition {'needs' if name == wanted else 'has no'} `{name}`")
        return self


class S26tspPlayExiledFreeEffect(_Model):
    """s26-tsp: "You may play the exiled card without paying its mana cost [if ...]." (a hideaway permanent's linked
    ability, CR 607.2a, 702.75a; rules/s26tsp_play_exiled.py): the card its source exiled (`Permanent.exiled_with`) still in
    exile may be played by the ability's controller as it resolves (the `resolve` action's `choices.chosen` names it;
    none: not played): a land as their land play for the turn (only in their turn with a land play left, CR 305.2-305.3),
    any other card cast without paying its mana cost (608.2g, 118.9). Under a condition it is the `effect` of an
    `if_condition`."""

    kind: Literal["play_exiled_free"] = "play_exiled_free"


class S29coreEndTurnEffect(_Model):
    """s29-core: "End the turn." (Time Stop, Sundial of the Infinite; CR 721.1; rules/s29core_end_turn.py), also as a
    rider: "If it's your turn, end the turn." (Day's Undoing)."""

    kind: Literal["end_the_turn"] = "end_the_turn"


class S31stdcBecomesDayNightEffect(_Model):
    """s31-stdc: "It becomes night." / "It becomes day." (CR 728, 608.2): the game's day/night designation becomes
    `becomes` (from neither too; rules/day_night.py `change_day_night` transforms the daybound or nightbound permanents it
    makes mismatch, 702.145). Already so, nothing happens (nothing "becomes" night: no trigger "whenever day becomes night
    or night becomes day"). rules/s31stdc_day_night.py."""

    kind: Literal["becomes_day_night"] = "becomes_day_night"
    becomes: Literal["day", "night"]


class S35mkmSolveEffect(_Model):
    """s35-mkm: "this Case becomes solved" (CR 719.3a-b), the effect of a Case's "To solve — <condition>": its source, if
    it is still on the battlefield, gets the solved designation (`Permanent.s35mkm_solved`; rules/s35mkm_cases.py)."""

    kind: Literal["s35mkm_solve"] = "s35mkm_solve"


class S32maSuspectEffect(_Model):  # s32-r2mkm: defined before _RiderInner, which names it
    """s32-ma: "Suspect it." / "suspect up to one target creature" (CR 701.60a; rules/s32ma_suspect.py): each creature
    `target` names becomes suspected (the permanent's `suspected`), unless it already is (701.60d): it has menace and
    "This creature can't block" for as long as it's suspected (701.60c)."""

    kind: Literal["suspect"] = "suspect"
    target: TargetSpec = "creature"
    target_count: TargetCount = 1
    up_to: Flag = Field(default=False, exclude_if=lambda value: not value)


_RiderInner = Annotated[
    PumpEffect | DrawEffect | DiscardEffect | GainLifeEffect | LoseLifeEffect | PutCountersEffect | CreateTokenEffect
    | AddManaEffect | MillEffect
    | TransformSelfEffect  # s17-dfc: "Then if ..., transform ~." (rules/transform_self.py)
    | EdictEffect  # s17-neo: "Otherwise, each player sacrifices a creature." (CR 701.21a)
    | ScryEffect  # s17-neo: "Otherwise, scry 2, then draw two cards." (CR 701.22a)
    | DamageEffect  # s17-neo: "~ also deals 2 damage to that permanent's controller if ..." (no new target)
    | DestroyEffect  # s22-war: "Tap target permanent. If it's an artifact, destroy it." (CR 701.8a; "it" only)
    | S26tspPlayExiledFreeEffect  # s26-tsp: "You may play the exiled card ... if ..." (CR 607.2a, 702.75a)
    | ExileEffect  # s26-cmdc: "Tap target creature. If you control three or more artifacts, exile that creature."
    | TapEffect  # s30-modern: "If it's tapped, put a stun counter on it. Otherwise, tap it." (CR 701.26a; "it" only)
    | SearchLibraryEffect  # s26-cmdc: "If seven or more cards are in your graveyard, instead search your library ..."
    | SurveilEffect  # s28-otj: "Surveil 3 if you have no cards in hand." (CR 701.25a)
    | S29coreEndTurnEffect  # s29-core: "If it's your turn, end the turn." (CR 721.1)
    | S31stdcBecomesDayNightEffect  # s31-stdc: "If it's night, it becomes day. Otherwise, it becomes night." (728)
    | S32maSuspectEffect  # s32-r2mkm: "If ~ is suspected, ... Otherwise, suspect it." (CR 701.60a)
    | ExileTopMayPlayEffect  # s33-lib: "If <condition>, exile the top card of your library. You may play it ..." (608.2c)
    | CantBlockEffect,  # s34-mom: "~ deals 2 damage to any target. If it's a creature, it can't block this turn." (509.1a)
    Field(discriminator="kind"),
]


class IfConditionEffect(_Model):
    """A rider: "It also gets +1/+0 until end of turn if you control a Mouse.", "If that creature is
    a token, it also gains deathtouch until end of turn.", "Then discard a card unless seven or more
    cards are in your graveyard.", "You gain 4 life if an opponent has more life than you." `effect`
    happens only if `condition` holds as the spell or ability reaches this sentence (CR 608.2c); it
    targets nothing new (its targets were chosen with the spell or ability, 601.2c, 603.3d), but may
    act on what the previous targeted effect affected ("it", 608.2h). rules/riders.py."""

    kind: Literal["if_condition"] = "if_condition"
    condition: RiderCondition
    effect: _RiderInner
    # s17-neo: "Otherwise, <effect>." (CR 608.2c): `effect` happens only if `condition` did NOT hold when the
    # spell or ability last reached a sentence under it (rules/otherwise.py), not asked again
    otherwise: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("effect")
    @classmethod
    def _no_new_target(cls, value: Any) -> Any:
        if effect_target(value) is not None or getattr(value, "player", "you") not in ("you", "each_player",
                                                                                        "each_opponent"):
            raise ValueError("the effect of a rider can't take a target of its own")
        return value

class ReturnSelfFromGraveyardEffect(_Model):
    """"Return ~ from your graveyard to your hand / to the battlefield [tapped]." (Reassembling
    Skeleton, Talons of Wildwood): the ability's own card, if it is still in its owner's graveyard
    as the ability resolves, goes to `to` (CR 400.7: a card that left the graveyard is a new
    object the ability can't find). An ability whose cost or effect moves its card out of the
    graveyard functions only there (CR 113.6k); rules/graveyard_abilities.py."""

    kind: Literal["return_self_from_graveyard"] = "return_self_from_graveyard"
    to: Literal["hand", "battlefield"] = "hand"
    tapped: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s25-mh: unearth (CR 702.84a): "It gains haste. Exile it at the beginning of the next end step. If it would leave
    # the battlefield, exile it instead of putting it anywhere else." after it returns to the battlefield
    # (rules/s25mh_unearth.py)
    unearth: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-dsk: "Return ~ from your graveyard to the battlefield with a finality counter on it." (CR 122.1h, 122.6: it
    # enters with the counter; rules/finality.py)
    finality: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-fin: "Return ~ from your graveyard to the battlefield transformed." (CR 712.14): its card enters back face up
    # (one that isn't a transforming double-faced card stays in the graveyard, 712.14a; rules/transform_return.py)
    transformed: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s25mh_unearth_to_the_battlefield(self) -> ReturnSelfFromGraveyardEffect:
        if self.unearth and (self.to != "battlefield" or self.tapped):
            raise ValueError("unearth returns the card to the battlefield untapped (CR 702.84a)")
        if self.finality and self.to != "battlefield":  # s33-dsk
            raise ValueError("`finality` goes with a return to the battlefield")
        if self.transformed and (self.to != "battlefield" or self.tapped or self.unearth):
            raise ValueError("`transformed` returns the card to the battlefield, untapped, back face up (CR 712.14)")
        return self


class RevealUntilEffect(_Model):
    """s13-batch: "Reveal cards from the top of your library until you reveal a land card. Put that card
    onto the battlefield tapped and the rest on the bottom of your library in a random order." (CR
    701.20a; rules/reveal_until.py): no decision; the random order is drawn from the request's seed."""

    kind: Literal["reveal_until"] = "reveal_until"
    quality: list[CardQuality]  # the card revealed last has one of them
    to: Literal["hand", "battlefield", "battlefield_tapped",
                "graveyard_all",  # s27-fdnb: "..., then put(s) those cards into their graveyard" (all revealed)
                ] = "hand"
    # s27-fdnb: "each opponent reveals cards from the top of their library until they reveal ..." (CR 701.20a): each of
    # them, in turn order, from their own library; only with `to` "graveyard_all"
    player: Literal["you", "each_opponent"] = Field(default="you", exclude_if=lambda value: value == "you")

    @model_validator(mode="after")
    def _s27fdnb_each_opponent(self) -> RevealUntilEffect:
        if self.player != "you" and self.to != "graveyard_all":
            raise ValueError("`player` each_opponent goes with `to` graveyard_all")
        return self


class ReturnAllToBattlefieldEffect(_Model):
    """s13-batch: "Return all land cards from your graveyard to the battlefield tapped." (CR 400.7,
    110.2a; rules/return_all.py): every card of its controller's graveyard with one of the qualities
    enters the battlefield at once, untargeted."""

    kind: Literal["return_all_to_battlefield"] = "return_all_to_battlefield"
    quality: list[CardQuality]
    tapped: Flag = False
    # s23-c10: "from all graveyards ... under their owners' control" (Open the Vaults; CR 108.3, 110.2a): every
    # player's graveyard, each card under its owner's control
    from_all_graveyards: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s27-fdnb: "... onto the battlefield under your control" (CR 110.2a): each card enters under the control of the
    # effect's controller, whoever owns it
    under_your_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s35-cmd: "Return all instant and sorcery cards from your graveyard to your hand." (CR 400.7): "hand", each such card
    # of its controller's graveyard is put into its owner's hand instead (an instant or sorcery card too); not with
    # `tapped`, `from_all_graveyards` or `under_your_control`
    to: Literal["hand"] | None = Field(default=None, exclude_if=_none_left_out)

    @model_validator(mode="after")
    def _s35cmd_to_hand_alone(self) -> ReturnAllToBattlefieldEffect:
        if self.to is not None and (self.tapped or self.from_all_graveyards or self.under_your_control):
            raise ValueError("`to` 'hand' goes without `tapped`, `from_all_graveyards` and `under_your_control`")
        return self



# --- s13-modal (docs/oracle-modal.md) ---------------------------------------------------------


class CounterUnlessPaysEffect(_Model):
    """"Counter target spell unless its controller pays {2}." (CR 701.6a, 118.12): as it resolves,
    the target spell's controller chooses whether to pay `cost` (608.2d: the `resolve` action's
    `choices.pay_unless`; `pending` asks that player); if they pay, nothing else happens, if not the
    spell is countered. "If you control a Bird, counter that spell unless its controller pays {4}
    instead." (Dazzling Denial): `instead_cost` when the controller of this spell or ability controls
    a permanent `instead_if_you_control` names as it resolves (608.2c). rules/counter_unless.py."""

    kind: Literal["counter_unless_pays"] = "counter_unless_pays"
    # "that_spell_or_ability": the spell or ability the trigger event named ("Whenever you become the target of a
    # spell or ability an opponent controls, counter that spell or ability unless ..."; untargeted)
    target: SpellTarget | SpellFilter | Literal["that_spell_or_ability"] | Literal["spell_or_ability"] = "spell"
    cost: str
    instead_if_you_control: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))] | None = (
        Field(default=None, exclude_if=_none_left_out))
    instead_cost: str | None = Field(default=None, exclude_if=_none_left_out)
    # s16-tailb: "If that spell is countered this way, exile it instead ..." (CR 614.1a; rules/countered_exile.py)
    exile_instead: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s30-old: "unless its controller pays {1} for each card in your graveyard" (CR 118.12, 608.2h): the generic `cost`
    # paid once for each thing this `Count` counts as it resolves (rules/counter_unless.py)
    cost_for_each: Count | None = Field(default=None, exclude_if=_none_left_out)

    @field_validator("cost", "instead_cost")
    @classmethod
    def _mana_only(cls, value: str | None) -> str | None:
        if value is not None:
            parse_mana_cost(value)  # CR 118.12: a mana cost here
        return value

    @model_validator(mode="after")
    def _both_or_neither(self) -> CounterUnlessPaysEffect:
        if (self.instead_if_you_control is None) != (self.instead_cost is None):
            raise ValueError("`instead_if_you_control` and `instead_cost` go together")
        return self



class ExiledIfItWouldDieEffect(_PermanentEffect):
    """"If that creature would die this turn, exile it instead." (Agate Assault, after "~ deals 4
    damage to target creature."): a replacement effect (CR 614.1a) on the permanent the effect before
    it targeted (`target` "it"), until the cleanup step (514.2): if it would be put into a graveyard
    from the battlefield this turn (to die, CR 700.4), it is exiled instead. rules/exile_if_dies.py
    marks it; rules/cant_be_regenerated.py replaces the move and ends the mark."""

    kind: Literal["exiled_if_it_would_die"] = "exiled_if_it_would_die"
    target: TargetSpec = "it"
    # s29-mh: "If a creature [permanent] dealt damage this way would die this turn, exile it instead." (CR 614.1a,
    # 608.2c): every creature (permanent) the spell dealt damage to as it resolved, not `target`
    # (rules/s29mh_dealt_damage_exiled.py)
    dealt_damage_this_way: Literal["creature", "permanent"] | None = Field(default=None,
                                                                         exclude_if=lambda value: value is None)



class DoesntUntapNextUntapStepEffect(_PermanentEffect):
    """"Those creatures don't untap during that player's next untap step." (Sleep, after "Tap all
    creatures target player controls."; "... during their controller's next untap step." after "Tap
    up to two target creatures."): each permanent `target` names stays tapped in the next untap step of
    the player who controls it as this resolves (CR 502.3, 611.2b); then the effect ends.
    rules/untap_next_step.py."""

    kind: Literal["doesnt_untap_next_untap_step"] = "doesnt_untap_next_untap_step"
    target: TargetSpec = "it"
    # s23-c12: "~ doesn't untap during your next untap step." (CR 502.3): the next untap step of the ability's
    # controller ("your"), not of the permanent's controller as it resolves (rules/untap_next_step.py)
    your_untap_step: Flag = Field(default=False, exclude_if=lambda value: not value)



class RevealChooseDiscardEffect(_Model):
    """"Target opponent reveals their hand. You choose a noncreature, nonland card from it. That
    player discards that card." (Duress): the target player reveals their hand (CR 701.20a); the
    controller of this spell or ability chooses a card from it without any of `excluded_types`
    (608.2d: the `resolve` action's `choices.discard`, one card id; `pending` asks them); that player
    discards it (701.9a). rules/reveal_discard.py."""

    kind: Literal["reveal_choose_discard"] = "reveal_choose_discard"
    # s23-neo: "that_player": the player the trigger event named (the player dealt damage; its reflexive trigger's
    # too, CR 603.12): "that player reveals their hand and you choose a nonland card from it" (Biting-Palm Ninja)
    player: Literal["target_player", "target_opponent", "that_player"] = "target_opponent"
    excluded_types: list[CardType] = Field(default_factory=list, max_length=8)
    # s22-war: "You choose an artifact or creature card from it." (Divest; CR 608.2d): the chosen card has one of these
    # card types (besides none of `excluded_types`)
    card_types_any_of: list[CardType] = Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)
    # s23-neo: "Exile that card." instead of "That player discards that card.": the chosen card is exiled from the hand
    # (CR 406.2; rules/reveal_discard.py)
    exile: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-core: "Look at target player's hand and choose a card from it." (CR 402.3): the controller looks at the hand
    # (the `hand_looked_at` event), nothing is revealed
    looked: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s30-core: "You choose a green or white creature card [a nonlegendary, nonland card] from it." (CR 608.2d): the
    # chosen card has one of these card qualities (as a search's `quality`; rules/library.py `has_quality`)
    quality: list[CardQuality] | None = Field(default=None, min_length=1, max_length=8,
                                              exclude_if=lambda value: value is None)
    # s30-modern: "You may choose a nonland card from it. If you do, that player discards that card." (CR 608.2d): the
    # controller may choose none (`choices.discard` [] or no answer: none); `s30modern_if_none`: "If you don't, <effect>."
    # (CR 608.2c), untargeted effects that happen when no card was chosen (rules/reveal_discard.py)
    s30modern_optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    s30modern_if_none: list[Effect] = Field(default_factory=list, max_length=2, exclude_if=lambda value: not value)
    # s30-stdab: "You choose a nonland card from that player's graveyard or hand and exile it." (CR 608.2d, 404.1, 406.2):
    # the chosen card may also be one of the revealing player's graveyard, exiled from there (with `exile` only)
    s30stdab_graveyard_too: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("s30modern_if_none")
    @classmethod
    def _s30modern_untargeted(cls, value: list[Any]) -> list[Any]:
        if any(effect_target(effect) is not None for effect in value):
            raise ValueError("what happens if no card was chosen can't take a target of its own")
        return value

    @model_validator(mode="after")
    def _s30modern_if_none_needs_optional(self) -> RevealChooseDiscardEffect:
        if self.s30modern_if_none and not self.s30modern_optional:
            raise ValueError("`s30modern_if_none` goes with `s30modern_optional` (\"If you don't, ...\")")
        return self

    @model_validator(mode="after")
    def _s30stdab_graveyard_exiles(self) -> RevealChooseDiscardEffect:
        if self.s30stdab_graveyard_too and (not self.exile or self.looked or self.s30modern_optional):
            raise ValueError("`s30stdab_graveyard_too` goes with `exile` only (\"... from that player's graveyard or hand "
                             "and exile it.\")")
        return self



class RevealChooseExileUntilLeavesEffect(_Model):
    """s18-linked: "target opponent reveals their hand. You choose a noncreature, nonland card from it. Exile that
    card until ~ leaves the battlefield." (Kitesail Freebooter; CR 701.20a, 608.2d, 610.3): the target player
    reveals their hand, the controller chooses a card of it without any of `excluded_types` (`choices.chosen`, one
    card id), and it is exiled until the source leaves the battlefield, then returns to its owner's hand.
    rules/exile_from_hand_until_leaves.py."""

    kind: Literal["reveal_choose_exile_until_source_leaves"] = "reveal_choose_exile_until_source_leaves"
    player: Literal["target_player", "target_opponent"] = "target_opponent"
    excluded_types: list[CardType] = Field(default_factory=list, max_length=8)


class PutExiledWithOntoBattlefieldEffect(_Model):
    """s18-linked: "When ~ dies, put all cards exiled with it onto the battlefield." (Underworld Sentinel; CR 607.2a,
    110.2a): each card exiled with the source by its own abilities (`Permanent.exiled_with`, kept as it leaves the
    battlefield) still in exile enters the battlefield under the ability's controller's control. rules/linked_exile.py."""

    kind: Literal["put_exiled_with_onto_battlefield"] = "put_exiled_with_onto_battlefield"
    # s24-isd: "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control."
    # (Fiend Hunter; CR 607.2a, 110.2a): each card enters under its owner's control, not the ability's controller's
    under_owners_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-tsp: "When ~ leaves the battlefield, put the exiled card into its owner's hand." (Watcher for Tomorrow; linked
    # to its hideaway, CR 607.2a, 702.75a): each card goes to its owner's hand instead of the battlefield
    to_hand: Flag = Field(default=False, exclude_if=lambda value: not value)


class ExileTopOfLibraryEffect(_Model):
    """s19-impulse: "Exile the top card [N cards] of your library." (Rona, Disciple of Gix; CR 406.2): the top `amount`
    cards of the ability's controller's library are exiled (fewer when it has fewer); a source with a linked ability
    remembers them (CR 607.2a; rules/exiled_with_casting.py, rules/linked_exile.py)."""

    kind: Literal["exile_top_of_library"] = "exile_top_of_library"
    amount: Annotated[Int, Field(ge=1, le=60)] = 1


class OwnerPutsOnTopOrBottomEffect(_PermanentEffect):
    """"Target creature's owner puts it on the top or bottom of their library." (Dire Downdraft): the
    permanent's owner chooses, as it resolves (CR 608.2d), the top or the bottom of their library
    (400.3, 401.4): the `resolve` action's `choices.top_or_bottom` (`pending` asks the owner; default
    "top"). A token goes there and ceases to exist (704.5d). rules/top_or_bottom.py."""

    kind: Literal["owner_puts_on_top_or_bottom"] = "owner_puts_on_top_or_bottom"
    target: TargetSpec = "creature"


class ChooseTargetEffect(_PermanentEffect):
    """s13-bite: a target the spell or ability names for its later effects, doing nothing itself
    (CR 115.1, 601.2c): "Target creature you control deals damage equal to its power to target
    creature you don't control." (the creature that deals the damage), "Choose target creature you
    control ...". The later effects refer to it as "it" (the previous targeted effect's object,
    rules/effects_targets.py `referents`, CR 608.2c); if it became an illegal target, they find
    nothing (CR 608.2b). rules/choose_target.py."""

    kind: Literal["choose_target"] = "choose_target"
    target: TargetSpec = "creature:you_control"
    # s14-r2targets: "Choose two target creatures controlled by different players." (CR 115.1, 601.2c):
    # no two of its targets may have the same controller, as chosen and as it resolves
    # (rules/different_controllers.py)
    different_controllers: Flag = Field(default=False, exclude_if=lambda value: not value)


class FightEffect(_PermanentEffect):
    """s13-bite: "<fighter> fights target creature you don't control" (CR 701.14a): the fighter and
    the target each deal damage equal to their power to the other, at the same time. The fighter is
    `by`: "self" (~) or "it" (what the previous targeted effect affected: "Target creature you
    control fights target creature you don't control."). If either is no longer on the battlefield
    or no longer a creature, or the target became illegal, no damage is dealt (701.14b, 608.2b).
    rules/fight.py."""

    kind: Literal["fight"] = "fight"
    # s31-stdb: "enchanted_creature" / "equipped_creature": the creature the Aura or Equipment (the ability's source) is
    # attached to as the effect resolves ("When ~ enters, enchanted creature fights up to one target creature you don't
    # control."; CR 303.4, 301.5, 701.14a)
    by: Literal["self", "it", "enchanted_creature", "equipped_creature"] = "self"
    target: TargetSpec = "creature"


class GainControlEffect(_PermanentEffect):
    """s13-bite: "Gain control of target creature until end of turn." (Act of Treason; CR 613.1b: a
    layer-2 effect, 611.2a, 514.2: it ends in the cleanup step). The spell's or ability's controller
    controls the permanent while it lasts; a creature that changes control is removed from combat
    (506.4) and can attack or {T} only if its new controller has controlled it continuously since
    their most recent turn began (302.6), hence "It gains haste". rules/gain_control.py."""

    kind: Literal["gain_control"] = "gain_control"
    target: TargetSpec = "creature"
    # "indefinitely": "Gain control of target creature." (no duration: it lasts, CR 611.2a)
    duration: Literal["end_of_turn", "indefinitely"] = "end_of_turn"


class ExchangeControlEffect(_PermanentEffect):
    """s13-bite: "Exchange control of two target creatures." (Switcheroo; CR 701.12a-b): each of the
    two targets' controllers gains control of the other one, indefinitely (layer 2, 613.1b); if either
    target is illegal as it resolves, or both have the same controller, nothing changes.
    rules/gain_control.py."""

    kind: Literal["exchange_control"] = "exchange_control"
    target: TargetSpec = "creature"
    target_count: TargetCount = 2


class S23c13AttackRequirementThisTurnEffect(_PermanentEffect):
    """s23-c13: "Target creature attacks this turn if able." (CR 508.1d, 514.2): an attacking requirement until the
    cleanup step on each permanent `target` names (rules/s23c13_attack_requirement.py)."""

    kind: Literal["attack_requirement_this_turn"] = "attack_requirement_this_turn"
    target: TargetSpec = "creature"
    # s26-tsp: "Goad target creature." (CR 701.15a-d): the requirement lasts until the next turn of the effect's controller
    # (not this turn only), who goads it: it also attacks a player other than them if able (rules/s26tsp_goad.py)
    goad: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s28-core: "Target creature an opponent controls attacks you this turn if able." (CR 508.1d): it attacks the effect's
    # controller (the player, not a planeswalker or battle of theirs) if able (rules/s28core_attacks_you.py)
    attacks_you: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s32-stda: "attacks this combat if able" (CR 508.1d, 511.3): the requirement ends as this combat's end of combat step
    # ends (an "end_of_combat" effect), not in the cleanup step
    s32stda_this_combat: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s28core_not_goad(self) -> S23c13AttackRequirementThisTurnEffect:
        if self.attacks_you and self.goad:
            raise ValueError("attack_requirement_this_turn: attacks_you and goad don't go together")
        if self.s32stda_this_combat and self.goad:
            raise ValueError("attack_requirement_this_turn: s32stda_this_combat and goad don't go together")
        return self


class S28coreSkipNextCombatEffect(_Model):
    """s28-core: "Target opponent skips their next combat phase." (Stonehorn Dignitary; CR 614.10, 614.10a, 506.1): each
    player `target` names ("player" / "opponent": a target, CR 115.1; "each_opponent") skips their next combat phase
    (rules/s28core_skip_combat.py)."""

    kind: Literal["skip_next_combat_phase"] = "skip_next_combat_phase"
    target: Literal["player", "opponent", "each_opponent"] = "opponent"


class S29coreGiveControlEffect(_Model):
    """s29-core: "Target opponent gains control of ~." (Jinxed Idol, Sleeper Agent: "... of it" in a trigger on ~'s own
    event; CR 613.1b, 611.2a, 115.1): the target player controls the ability's source indefinitely
    (rules/s29core_give_control.py)."""

    kind: Literal["give_control"] = "give_control"
    target: Literal["opponent", "player"] = "opponent"


class S31oldAnotherCounterEachKindEffect(_Model):
    """s31-old: "for each kind of counter on target permanent or player, give that permanent or player another counter of
    that kind" (CR 122.1, 122.1f, 107.14): the target gets one more counter of each kind already on it (a player: poison
    and energy). rules/s31old_another_counter.py."""

    kind: Literal["s31old_another_counter_each_kind"] = "s31old_another_counter_each_kind"
    target: Literal["permanent_or_player"] = "permanent_or_player"


class S31oldDestroyTheRestEffect(_Model):
    """s31-old: "Choose up to one creature. Destroy the rest." (`chooser` "you") / "Each player chooses a creature they
    control. Destroy the rest." ("each_player"; CR 608.2d, 101.4, 701.8a): the creatures chosen as it resolves (the
    resolving action's `choices.chosen`) stay, every other creature is destroyed. rules/s31old_destroy_the_rest.py."""

    kind: Literal["s31old_destroy_the_rest"] = "s31old_destroy_the_rest"
    chooser: Literal["you", "each_player"]


class S31stdbbRemoveFromCombatEffect(_PermanentEffect):
    """s31-stdbb: "Remove target attacking or blocking creature from combat." (CR 506.4): the target stops being an
    attacking or blocking creature; an attacker it blocked stays blocked (509.1h). rules/s31stdbb_remove_from_combat.py."""

    kind: Literal["s31stdbb_remove_from_combat"] = "s31stdbb_remove_from_combat"
    target: TargetSpec = "creature"


class S32stdaPhaseOutEffect(_PermanentEffect):
    """s32-stda: "Target creature phases out." (CR 702.26b, 702.26d, 702.26g): the permanent and what is attached to it
    are treated as though they don't exist until they phase in during their controller's next untap step (502.1).
    rules/s32stda_phasing.py."""

    kind: Literal["s32stda_phase_out"] = "s32stda_phase_out"
    target: TargetSpec = "creature"


class S29coreRevealTopPlayFreeEffect(_Model):
    """s29-core: "Reveal the top card of your library. You may play that card without paying its mana cost. If you
    don't, exile it." (Djinn of Wishes; CR 701.20a, 608.2g, 118.9, 608.2c; rules/s29core_reveal_play.py)."""

    kind: Literal["reveal_top_play_free"] = "reveal_top_play_free"


class S23c13LoseGameEffect(_Model):
    """s23-c13: "Target player loses the game." (Door to Nothingness; CR 104.3e: an effect may state that a player
    loses the game): each player `target` names loses (rules/s23c13_lose_game.py): "player" / "opponent" (a target,
    CR 115.1) or "you"."""

    kind: Literal["lose_game"] = "lose_game"
    target: Literal["player", "opponent", "you"] = "player"
    # s27-older: "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game." (the Pacts; CR
    # 603.7a, 118.12, 104.3e): the spell creates a delayed triggered ability instead; at its controller's next upkeep
    # they pay this mana cost or lose the game (rules/s27older_pact.py); only with `target` "you"
    unless_paid_at_your_next_upkeep: Annotated[str, Field(max_length=60)] | None = Field(
        default=None, exclude_if=when_none)

    @model_validator(mode="after")
    def _s27older_pact(self) -> S23c13LoseGameEffect:
        if self.unless_paid_at_your_next_upkeep is not None:
            if self.target != "you":
                raise ValueError("`unless_paid_at_your_next_upkeep` goes with `target` \"you\"")
            try:
                cost = parse_mana_cost(self.unless_paid_at_your_next_upkeep)
            except MalformedManaCost as problem:
                raise ValueError(f"malformed mana cost: {problem}") from None
            if cost.x_count or cost.additional:
                raise ValueError("mana symbols without X in the cost paid at the next upkeep (nothing chooses X)")
        return self


class WinGameEffect(_Model):
    """"You win the game." (CR 104.2b): the controller of the spell or ability wins; each of their
    opponents loses (rules/win_game.py)."""

    kind: Literal["win_game"] = "win_game"


class GetEmblemEffect(_Model):
    """"You get an emblem with "<ability>"." (CR 114.1, 114.2): the controller of the spell or ability
    gets an emblem, an object in the command zone with `abilities` (CR 114.4: they work from the
    command zone; "you" in them is the emblem's owner). An emblem has no characteristics but its
    abilities (114.3) and is never removed (114.1). The abilities an emblem can have here: a
    beginning-of-step trigger (`step_trigger`, "At the beginning of your end step, ...") and an anthem
    of creatures (`static_pump`, "Creatures you control get +2/+2 and have trample"), neither naming a
    source permanent. rules/emblems.py."""

    kind: Literal["get_emblem"] = "get_emblem"
    abilities: Annotated[list[EmblemAbility], Field(min_length=1, max_length=8)]

    @field_validator("abilities")
    @classmethod
    def _no_source_permanent(cls, value: list[Any]) -> list[Any]:
        for ability in value:
            problem = emblem_ability_problem(ability)
            if problem is not None:
                raise ValueError(problem)
        return value


class PutFromHandEffect(_Model):
    """s21-neoa: "You may put a land card from your hand onto the battlefield [tapped]." / "you may put an artifact card
    with mana value less than or equal to that damage from your hand onto the battlefield." (Covert Technician): its
    controller chooses at most one card of their hand with one of `quality` (CR 608.2d; the `resolve` action's
    `choices.chosen`, none given: none put), which enters the battlefield under their control (110.2a) [tapped]; with
    `mana_value_at_most` "that_much", only a card whose mana value is at most the damage the trigger event dealt
    (202.3). An instant or sorcery card can't be put onto it (304.4, 307.4). rules/s21neoa_put_from_hand.py."""

    kind: Literal["put_from_hand"] = "put_from_hand"
    quality: Annotated[list[CardQuality], Field(min_length=1, max_length=8)]
    tapped: Flag = Field(default=False, exclude_if=lambda value: not value)
    mana_value_at_most: Literal["that_much"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s29-mh: "Sacrifice it at the beginning of the next end step." after it (CR 603.7, 701.21a): a delayed trigger that
    # sacrifices the permanent put onto the battlefield (rules/s21neoa_put_from_hand.py, as `create_token`'s)
    sacrifice_at: Literal["next_end_step"] | None = Field(default=None, exclude_if=lambda value: value is None)


class PutCounterChoiceEffect(_Model):
    """s21-neoa: "For each of them, put your choice of a vigilance counter, a reach counter, or a trample counter on
    it." (Invoke the Ancients): for each object `target` names ("it": the tokens the effect before created, in the order
    they were created), the spell's or ability's controller chooses one of `options` (CR 608.2d; the
    `resolve` action's `choices.keywords`, one per object in order; none given: the first option, the event says
    `given: false`) and puts one counter of it there (122.1b). rules/s21neoa_counter_choice.py."""

    kind: Literal["put_counter_choice"] = "put_counter_choice"
    options: Annotated[list[Literal["flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                                    "indestructible", "lifelink", "menace", "reach", "trample", "vigilance"]],
                       Field(min_length=2, max_length=12)]
    target: Literal["it"] = "it"


class ExileFromHandEffect(_Model):
    """"Target opponent exiles a card from their hand." (Ruthless Negotiation): that player chooses
    `amount` cards of their hand (CR 608.2d), given by the `resolve` action's `choices.chosen`, and
    they go to exile (CR 406.1); this is not a discard (CR 701.9a). rules/exile_from_hand.py."""

    kind: Literal["exile_from_hand"] = "exile_from_hand"
    amount: Count = 1
    # s19-m20: "each_opponent" ("When ~ enters, each opponent exiles a card from their hand.", Yarok's Fenlurker):
    # each in turn order chooses their own card(s) (CR 608.2d, 101.4), untargeted
    player: Literal["target_player", "target_opponent", "each_opponent"] = "target_opponent"


class IfYouDoEffect(_Model):
    """s14-seasons: "If you control a Raccoon, you may discard a card. If you do, draw a card." (Take Out
    the Trash; a spell's sentences, CR 608.2c-d): if the spell's controller controls a permanent
    `if_you_control` names as it resolves (when given), they choose whether to do `optional_action`
    (the `resolve` action's `choices.pay_optional_cost`, as for a triggered ability's, rules/reflexive.py;
    `pending` asks); done, `effects` follow, in order. They target nothing. rules/spell_if_you_do.py."""

    kind: Literal["if_you_do"] = "if_you_do"
    optional_action: OptionalAction
    effects: list[Effect] = Field(min_length=1, max_length=4)
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None

    @field_validator("effects")
    @classmethod
    def _untargeted(cls, value: list[Any]) -> list[Any]:
        if any(effect_target(effect) is not None or getattr(effect, "kind", None) in ("modal", "mode_sequence")
               for effect in value):
            raise ValueError("the effects after 'If you do' target nothing and have no modes")
        return value


class ReturnPutThisWayEffect(_Model):
    """"Return a creature card put into your graveyard this way to the battlefield under your control."
    (Starfall Invocation, s14-r2returns): as the spell reaches this sentence, one card of `card_type`
    that its earlier instructions put into its controller's graveyard while it resolves and that is
    still there (CR 608.2c: "this way") is chosen (608.2d; the `resolve` action's `choices.chosen`,
    without it the first such card) and enters the battlefield under that player's control (110.2a),
    a new object (400.7). None such, nothing happens. rules/return_put_this_way.py."""

    kind: Literal["return_put_this_way"] = "return_put_this_way"
    card_type: Literal["creature", "artifact", "enchantment", "land", "planeswalker"] = "creature"


class CopySpellEffect(_Model):
    """s14-copies: "Copy target instant or sorcery spell you control." (CR 707.10): a copy of the
    target spell is put on the stack under the controller of this effect; it is not cast (707.10),
    copies the spell's characteristics and the choices made for it (modes, targets, X, kicker), and
    ceases to exist when it leaves the stack (707.10a, 704.5e). `new_targets`: "You may choose new
    targets for the copy." (707.10c): the `resolve` action's `choices.copy_targets` gives them (none
    given: the copy keeps the original's targets). rules/spell_copies.py. s31-modern: `target` "that_spell" (no
    target): in a cast trigger's effect, the spell whose casting triggered it ("Whenever you cast an instant or sorcery
    spell, copy that spell.", CR 603.2, 601.2i), as it last existed on the stack if it has left it (608.2h);
    rules/s31modern_copy_that_spell.py."""

    kind: Literal["copy_spell"] = "copy_spell"
    target: SpellFilter | Literal["that_spell"] = "spell"
    new_targets: Flag = False


# s32-modern: what "Copy target triggered ability you control." may target (CR 115.1, 113.1): an ability on the stack
# its copier controls (a mana ability never is, CR 605.3b)
S32modernCopiedAbility = Literal["activated_or_triggered_ability:you_control", "triggered_ability:you_control",
                                 "activated_ability:you_control",
                                 # "copy that ability" in an activation trigger: the ability activated (no target)
                                 "that_ability"]


class S32modernCopyAbilityEffect(_Model):
    """s32-modern: "Copy target triggered ability you control. You may choose new targets for the copy." (CR 707.10,
    707.10c): a copy of the target ability on the stack is put on the stack under this effect's controller, with the
    choices made for the original (targets, modes, X); `new_targets`: the `resolve` action's `choices.copy_targets`
    gives the copy's targets (none given: the original's). rules/s32modern_copy_ability.py."""

    kind: Literal["copy_ability"] = "copy_ability"
    target: S32modernCopiedAbility = "triggered_ability:you_control"
    new_targets: Flag = False


class S28coreChooseNewTargetsEffect(_Model):
    """s28-core: "You may choose new targets for target spell." (CR 115.7, 115.7d): as it resolves, the `resolve`
    action's `choices.copy_targets` gives the target spell's new targets (each legal for it, in order, the same number,
    checked as when it was cast: 601.2c); none given, its targets stay unchanged. rules/s28core_new_targets.py."""

    kind: Literal["choose_new_targets"] = "choose_new_targets"
    target: SpellFilter = "spell"


class S33wmkCollectEvidenceEffect(_Model):
    """s33-wmk: "you may collect evidence 4." as an effect (CR 701.59a, 608.2d): the ability's controller exiles cards
    of their graveyard with total mana value `amount` or greater, named in `choices.exile_from_graveyard` (else the first
    ones whose total reaches it); with its "you may" (`optional`): choosing to when one can't is refused (118.3).
    rules/s33wmk_collect_evidence.py."""

    kind: Literal["collect_evidence"] = "collect_evidence"
    amount: Annotated[StrictInt, Field(ge=1, le=100)]


class ForageEffect(_Model):
    """s14-forage: "you may forage." as an effect (CR 701.61a): the ability's controller exiles three
    cards from their graveyard or sacrifices a Food, as `choices.forage` says (rules/forage.py's
    default otherwise); a player who can't forage doesn't (a "you may" to forage they can't is
    refused, CR 608.2d). rules/forage_triggers.py."""

    kind: Literal["forage"] = "forage"


class PlayerGainsKeywordsEffect(_Model):
    """"You [and permanents you control] gain hexproof until end of turn." (Dawn's Truce; CR 702.11c,
    702.18a, 514.2): the ability's controller gains the keywords a player can have until the cleanup
    step (rules/player_keywords.py); the permanents are a `pump` beside it."""

    kind: Literal["player_gains_keywords"] = "player_gains_keywords"
    keywords: list[Literal["hexproof", "shroud"]] = Field(min_length=1, max_length=2)
    duration: Literal["end_of_turn"] = "end_of_turn"


# s15-targets: what "Counter target activated or triggered ability" may target (CR 115.1, 113.1): an
# ability on the stack (a mana ability never is, CR 605.3b)
AbilityTarget = Literal["activated_or_triggered_ability", "activated_ability", "triggered_ability",
                        # "Counter target activated ability, triggered ability, or legendary spell." (CR 205.4)
                        "activated_or_triggered_ability_or_legendary_spell",
                        # s30-stdc: "Counter target spell, activated ability, or triggered ability." (CR 701.6a)
                        "spell_or_ability"]


class CounterAbilityEffect(_Model):
    """"Counter target activated or triggered ability." (s15-targets; rules/counter_abilities.py): the
    target ability on the stack is removed from it without resolving (CR 701.6a)."""

    kind: Literal["counter_ability"] = "counter_ability"
    target: AbilityTarget = "activated_or_triggered_ability"


# --- s16-kwc: keyword actions of modern sets (docs/oracle-kwc.md) ----------------------------------


class ProliferateEffect(_Model):
    """s16-kwc: "Proliferate." (CR 701.34a; rules/proliferate.py): its controller chooses any number of
    permanents and/or players (the `choices.chosen` answer: their ids; default none), then gives each another
    counter of each kind already there."""

    kind: Literal["proliferate"] = "proliferate"


class MonstrosityEffect(_Model):
    """s30-mh: "Monstrosity N." / "Monstrosity X." (CR 701.37a-b; rules/s30mh_monstrosity.py): if the ability's source is
    a permanent that isn't monstrous, `amount` +1/+1 counters are put on it ("X": the X paid for the ability) and it
    becomes monstrous (the designation `monstrous`, the event `became_monstrous`)."""

    kind: Literal["monstrosity"] = "monstrosity"
    amount: Annotated[StrictInt, Field(ge=1, le=20)] | Literal["X"]


class BecomeRenownedEffect(_Model):
    """s23-ori: "it becomes renowned" of the renown trigger (CR 702.112a-b; rules/s23ori_renown.py): the ability's
    source, if still on the battlefield, becomes renowned (the event `became_renowned`)."""

    kind: Literal["become_renowned"] = "become_renowned"


class AscendEffect(_Model):
    """s16-kwc: "Ascend" on an instant or sorcery (CR 702.131a; rules/ascend.py): "If you control ten or more
    permanents and you don't have the city's blessing, you get the city's blessing for the rest of the game."
    """

    kind: Literal["ascend"] = "ascend"


class AdditionalLandThisTurnEffect(_Model):
    """s16-curses: "You may play an additional land this turn." (CR 305.2): the ability's controller may play
    one more land this turn (`players[].additional_land_plays_this_turn`, back to 0 as the next turn begins;
    rules/additional_land_this_turn.py)."""

    kind: Literal["additional_land_this_turn"] = "additional_land_this_turn"


class ExploreEffect(_Model):
    """s16-kwc: "~ explores." / "it explores." / "Target creature you control explores." (CR 701.44a;
    rules/explore.py): the exploring permanent's controller reveals the top card of their library; a land
    card goes to their hand; otherwise a +1/+1 counter is put on the permanent and they may put the card
    into their graveyard (the `choices.chosen` answer: `[that card's id]`; default: it stays on top).
    `target`: "self" (the ability's source), "that_permanent" (the permanent the trigger event named) or
    a target spec."""

    kind: Literal["explore"] = "explore"
    target: TargetSpec = "self"


class AmassEffect(_Model):
    """s16-kwc: "Amass N." / "amass X, where X is ..." (CR 701.47a; rules/amass.py): if its controller
    controls no Army creature, a 0/0 black `subtype` Army creature token is created first; then N +1/+1
    counters are put on an Army creature they control (the action's `choices.chosen`, else the first in
    battlefield order), which becomes a `subtype` in addition to its other types if it isn't one (s33-lead).
    `amount` as `put_counters`' (X counted as it resolves, CR 608.2h)."""

    kind: Literal["amass"] = "amass"
    amount: Count = 1
    # s33-lead: "Amass Orcs 2" (CR 701.47a): the creature type the Army token has and the chosen Army becomes (in
    # addition to its other types); War of the Spark's "Amass 2" is "Amass Zombies 2"
    subtype: Annotated[str, Field(min_length=1, max_length=40)] = Field(
        default="Zombie", exclude_if=lambda value: value == "Zombie")

    @model_validator(mode="after")
    def _s33lead_creature_type(self) -> AmassEffect:
        if self.subtype not in CREATURE_TYPES:
            raise ValueError(f"amass names a creature type (CR 701.47a, 205.3m), not {self.subtype!r}")
        return self


class S32maIncubateEffect(_Model):
    """s32-ma: "Incubate N." / "incubate X, where X is ..." (CR 701.53a; rules/s32ma_incubate.py): its controller
    creates an Incubator token with N +1/+1 counters on it (a colorless Incubator artifact with "{2}: Transform this
    artifact.", its back face a 0/0 colorless Phyrexian artifact creature). `amount` as `put_counters`' (X counted as
    it resolves, CR 608.2h)."""

    kind: Literal["incubate"] = "incubate"
    amount: Count = 1


class S32maCreateRoleEffect(_Model):
    """s32-ma: "Create a Monster Role token attached to target creature you control." (CR 111.10, 303.7; rules/
    s32ma_roles.py): its controller creates the predefined Role token (a colorless Aura Role enchantment token with
    enchant creature) attached to the permanent `target` names (a target, "it" or "self"), or to none with `up_to` and no
    target chosen. Roles: Monster (+1/+1 and trample), Royal (+1/+1 and ward {1}), Cursed (base power and toughness
    1/1), Sorcerer (+1/+1 and "Whenever this creature attacks, scry 1."), Virtuous (+1/+1 for each enchantment you
    control), Wicked (+1/+1; "When this Aura is put into a graveyard, each opponent loses 1 life."), Young Hero (s34-mkm:
    "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.")."""

    kind: Literal["create_role"] = "create_role"
    role: Literal["Monster", "Royal", "Cursed", "Sorcerer", "Virtuous", "Wicked",
                  "Young Hero",  # s34-mkm: "Whenever this creature attacks, if its toughness is 3 or less, ..."
                  ]
    target: TargetSpec = "creature"
    target_count: TargetCount = 1
    up_to: Flag = Field(default=False, exclude_if=lambda value: not value)


class BolsterEffect(_Model):
    """s24-khans: "Bolster N." (CR 701.39a; rules/s24khans_bolster.py): its controller chooses a creature with the least
    toughness among creatures they control (the action's `choices.chosen` among those tied, 701.39a; default the
    first in battlefield order) and puts N +1/+1 counters on it. `amount` as `put_counters`' (X counted as it
    resolves, CR 608.2h)."""

    kind: Literal["bolster"] = "bolster"
    amount: Count = 1


class ManifestEffect(_Model):
    """s24-khans: "Manifest the top card of your library[, then put a +1/+1 counter on it]." / "Manifest the top two
    cards of your library." (CR 701.40a, e; rules/s24khans_manifest.py): the top `amount` cards of its controller's
    library are put onto the battlefield face down as 2/2 creatures, one at a time, each `manifested` (then
    `counters` +1/+1 counters on it)."""

    kind: Literal["manifest"] = "manifest"
    amount: Annotated[StrictInt, Field(ge=1, le=20)] = 1
    counters: Annotated[StrictInt, Field(ge=0, le=20)] = 0
    # s32-mb: "Manifest dread." (CR 701.62a): look at the top two cards of the library, manifest one (the resolving
    # action's `choices.chosen`, one card id; default: the top one), put the other into the graveyard
    dread: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s32-mb: "Manifest dread, then attach ~ to that creature." (CR 701.3a, 608.2c): the ability's source (an Equipment)
    # becomes attached to the creature manifested (rules/equip.py `attach_to`)
    s32mb_attach_source: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s35-dsk: `counters` with `dread` ("Manifest dread, then put a +1/+1 counter on that creature.", CR 608.2c, 122.1):
    # the +1/+1 counters go on the creature manifested (none when nothing was)
    # s33-dsk: "Its controller manifests dread." (CR 701.62a, 608.2h): the controller of what the previous targeted effect
    # affected, as it last existed, manifests (and chooses, `choices.chosen`); left out when "you" (the default)
    player: Literal["you", "its_controller"] = Field(default="you", exclude_if=lambda value: value == "you")

    @model_validator(mode="after")
    def _s32mb_dread_alone(self) -> ManifestEffect:
        if self.dread and (self.amount != 1 or (self.counters and (self.s32mb_attach_source or self.player != "you"))):
            raise ValueError("manifest dread takes no amount, and counters only alone")  # s35-dsk: counters
        if self.s32mb_attach_source and not self.dread:
            raise ValueError("`s32mb_attach_source` goes with `dread` only")
        if self.player != "you" and (not self.dread or self.s32mb_attach_source):  # s33-dsk
            raise ValueError("`player` goes with `dread` alone")
        return self


class AdaptEffect(_Model):
    """s16-kwc: "Adapt N." (CR 701.46a; rules/adapt.py): "If this permanent has no +1/+1 counters on it,
    put N +1/+1 counters on it." The permanent is the ability's source, looked at as it resolves."""

    kind: Literal["adapt"] = "adapt"
    amount: NonNegative = 1


# --- s16-m2x: "When ~ enters, sacrifice two lands." (CR 701.21a, 608.2d, 609.3; rules/m2x_sacrifice_chosen.py)
class M2xSacrificeChosenEffect(_Model):
    """ "Sacrifice two lands." / "Sacrifice a creature.": the ability's controller sacrifices `amount`
    permanents they control that match `spec` (a permanent spec of the filter grammar read from the
    ability's source), chosen as it resolves, not targeted (CR 608.2d); with fewer, all of them
    (CR 609.3)."""

    kind: Literal["m2x_sacrifice_chosen"] = "m2x_sacrifice_chosen"
    spec: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))]
    amount: Annotated[StrictInt, Field(ge=1, le=99)] = 1
    # s29-core: "Sacrifice another creature. You gain X life and draw X cards, where X is that creature's power." (CR
    # 608.2h): the one creature sacrificed, as it last existed, is what the later effects' "its_power" reads
    # (rules/m2x_sacrifice_chosen.py)
    remember_sacrificed: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s29core_one_remembered(self) -> M2xSacrificeChosenEffect:
        if self.remember_sacrificed and self.amount != 1:
            raise ValueError("`remember_sacrificed` goes with one permanent sacrificed")
        return self


# --- s18-m20: "When ~ enters, return another creature you control to its owner's hand." (rules/return_chosen.py)
class ReturnChosenToHandEffect(_Model):
    """ "Return another creature you control to its owner's hand.": the ability's controller returns `amount`
    permanents they control that match `spec` (a permanent spec of the filter grammar read from the ability's
    source) to their owners' hands, chosen as it resolves, not targeted (CR 608.2d, 400.3); with fewer, all of
    them (CR 609.3)."""

    kind: Literal["return_chosen_to_hand"] = "return_chosen_to_hand"
    spec: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))]
    amount: Annotated[StrictInt, Field(ge=1, le=99)] = Field(default=1, exclude_if=lambda value: value == 1)
    # s26-core: "At the beginning of each player's upkeep, that player returns a creature they control to its owner's
    # hand." (CR 608.2d): the player the trigger names chooses among the permanents they control
    player: Literal["you", "that_player"] = Field(default="you", exclude_if=lambda value: value == "you")


# --- s17-afr: rolling a die (rules/dice.py, CR 706) ---

_RollResultEffect = Annotated[
    PumpEffect | DrawEffect | CreateTokenEffect | DamageEffect | GainLifeEffect | LoseLifeEffect | PutCountersEffect
    | ScryEffect | LookAtTopEffect | ExileTopMayPlayEffect | EdictEffect | MillEffect | DiscardEffect
    # s25-stdc: a row naming the roll's chosen target (`it`, "Tap that creature. It doesn't untap ...", CR 608.2c)
    | TapEffect
    | DoesntUntapNextUntapStepEffect,
    Field(discriminator="kind"),
]


class RollResult(_Model):
    """One row of a die's result table: "10—19 | Scry 2, then draw two cards." — `effects` happen, in
    order, when the result is from `low` to `high` (CR 706.2). Its effects take no target of their own."""

    low: Annotated[StrictInt, Field(ge=1, le=20)]
    high: Annotated[StrictInt, Field(ge=1, le=20)]
    effects: list[_RollResultEffect] = Field(min_length=1, max_length=10)

    @field_validator("effects")
    @classmethod
    def _untargeted(cls, value: list[Any]) -> list[Any]:
        if any(effect_target(effect) is not None for effect in value):
            raise ValueError("the effects of a die's result can't target")
        return value

    @model_validator(mode="after")
    def _ordered(self) -> RollResult:
        if self.low > self.high:
            raise ValueError("a result row's `low` is above its `high`")
        return self


class RollDieEffect(_Model):
    """s17-afr: "Roll a d20." followed by its result table ("1—9 | ...", "10—19 | ...", "20 | ...";
    CR 706.2): the player rolls a `sides`-sided die and the row whose range holds the result happens.
    The engine is deterministic: the `resolve` action's `choices.die_roll` gives the result
    (rules/dice.py). The rows cover every result from 1 to `sides` once, in order."""

    kind: Literal["roll_die"] = "roll_die"
    sides: Literal[20] = 20
    results: list[RollResult] = Field(min_length=1, max_length=20)
    # s25-stdc: "Choose target creature, then roll a d20." (CR 115.1): the one target, chosen as the spell or ability
    # is put on the stack; the rows' effects name it `it` (rules/dice.py)
    target: TargetSpec | None = None

    @model_validator(mode="after")
    def _covers_every_result(self) -> RollDieEffect:
        expected = 1
        for row in self.results:
            if row.low != expected:
                raise ValueError(f"the result rows must cover 1 to {self.sides} in order (a row starts at {row.low})")
            expected = row.high + 1
        if expected != self.sides + 1:
            raise ValueError(f"the result rows must cover 1 to {self.sides}")
        return self


# --- s17-lm ---


class LearnEffect(_Model):
    """s17-lm: "Learn." (CR 701.48a; rules/learn.py): its controller may discard a card and, if they do, draw a
    card; if they didn't, they may reveal a Lesson card they own from outside the game (their `sideboard`, CR
    400.11a) and put it into their hand. The `choices.chosen` answer names the card (one in their hand: discard
    it; a Lesson in their sideboard: take it); `[]` (the default) does nothing."""

    kind: Literal["learn"] = "learn"


# --- s17-tailf: adamant and "if {R}{G} was spent" kin (CR 207.2c, 601.2h) ---


class ManaSpentCondition(_Model):
    """"If at least three white mana was spent to cast ~" (adamant, CR 207.2c): at least `at_least` mana of
    `color` ("same": of one color, any of the five) was spent to cast the spell (601.2h). rules/mana_spent.py."""

    color: Literal["W", "U", "B", "R", "G", "same"]
    at_least: Annotated[StrictInt, Field(ge=1, le=99)] = 3


class IfManaSpentEffect(_Model):
    """A spell's sentence "If at least three red mana was spent to cast this spell, <effect>." (CR 207.2c,
    601.2h, 608.2c): `effect` happens only if the mana spent to cast the spell (`choices.mana_spent`, recorded as
    it was cast) meets `condition`. Its effect takes no target of its own (a rider's). rules/mana_spent.py."""

    kind: Literal["if_mana_spent"] = "if_mana_spent"
    condition: ManaSpentCondition
    effect: Annotated[_RiderInner | ScryEffect, Field(discriminator="kind")]

    @field_validator("effect")
    @classmethod
    def _no_new_target(cls, value: Any) -> Any:
        if effect_target(value) is not None or getattr(value, "player", "you") not in ("you", "each_player",
                                                                                        "each_opponent"):
            raise ValueError("the effect of an 'if mana was spent' sentence can't take a target of its own")
        return value


# s17-pw: "Target player's life total becomes 1." / "Your life total becomes 15." (CR 119.5)
class SetLifeTotalEffect(_Model):
    """ "<player's> life total becomes N" (CR 119.5): the player gains or loses the life needed to end
    up with that total (so "whenever you gain/lose life" triggers, and a gain is increased by what
    increases life gained, CR 614.1a). `target` "player" / "opponent" targets (CR 115.1); "you" is
    the controller. rules/set_life_total.py."""

    kind: Literal["set_life_total"] = "set_life_total"
    amount: Count
    target: Literal["you", "player", "opponent"] = "player"
    # s24-core: "Double target player's life total." (CR 701.10d): the total is twice the player's own (`amount` unused)
    double: Flag = Field(default=False, exclude_if=lambda value: not value)


# --- s18-castfree ---
class CopyNextSpellEffect(_Model):
    """s18-castfree: "When you cast your next instant or sorcery spell this turn, copy that spell. You may
    choose new targets for the copy." (Doublecast): as it resolves it creates a delayed triggered ability
    (CR 603.7) kept in the state's `copy_next_spell`; the next instant or sorcery spell its controller casts
    this turn (of mana value `max_mana_value` or less, when given) triggers it once (603.7b), and it copies
    that spell (707.10; `new_targets`: 707.10c). It ends unused in the turn's cleanup step.
    rules/copy_next_spell.py."""

    kind: Literal["copy_next_spell"] = "copy_next_spell"
    spells: Literal["instant_or_sorcery"] = "instant_or_sorcery"
    max_mana_value: Annotated[StrictInt, Field(ge=0, le=100)] | None = Field(default=None, exclude_if=when_none)
    new_targets: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s32-modern: "Until end of turn, whenever you cast an instant or sorcery spell, copy it." (CR 603.7b: a delayed
    # triggered ability with a stated duration): it triggers on each such spell this turn, not only the next
    s32modern_each: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s35-fin: "copy that spell twice" (CR 707.10): the number of copies its trigger puts on the stack (none: one)
    s35fin_copies: Annotated[StrictInt, Field(ge=2, le=10)] | None = Field(default=None, exclude_if=when_none)


class CastFromGraveyardThisTurnEffect(_Model):
    """s18-castfree: "You may cast target artifact card from your graveyard this turn." (Heiko Yamazaki; Emry's
    "Choose target artifact card in your graveyard. You may cast that card this turn."): as it resolves, its
    controller may cast the target card from their graveyard until the turn ends (CR 601.3), at the normal timing
    and costs; the state's `cast_from_graveyard`. rules/graveyard_casting.py."""

    kind: Literal["cast_from_graveyard_this_turn"] = "cast_from_graveyard_this_turn"
    target: TargetSpec = "card_in_your_graveyard"
    # s29-modern: "Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost
    # is equal to its mana cost." (CR 702.34a): cast by this permission, the spell is exiled instead of going anywhere
    # else as it leaves the stack (rules/graveyard_casting.py, rules/flashback.py)
    flashback: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("target")
    @classmethod
    def _in_your_graveyard(cls, value: str) -> str:
        if not value.startswith("card_in_your_graveyard"):
            raise ValueError("cast_from_graveyard_this_turn targets a card in your graveyard (card_in_your_graveyard...)")
        return value


class CastAsThoughFlashForEffect(_Model):
    """s18-castfree: "You may cast spells this turn as though they had flash." (Emergence Zone) / "Until your next
    turn, you may cast sorcery spells as though they had flash." (Teferi, Time Raveler): as it resolves, its
    controller may cast the spells named any time they could cast an instant (CR 702.8a, 601.3) until `until` ends
    (611.2a): the cleanup step of this turn (514.2) or the beginning of their next turn (500.1). The state's
    `flash_permissions`. rules/flash_until.py."""

    kind: Literal["cast_as_though_flash_for"] = "cast_as_though_flash_for"
    spells: Literal["all", "creature", "sorcery"] = "all"
    until: Literal["end_of_turn", "your_next_turn"] = "end_of_turn"
    # s23-c14: "The next sorcery spell you cast this turn can be cast as though it had flash." (Quicken): the permission
    # is used up by the first such spell its player casts (CR 601.2i; rules/flash_until.py)
    next_only: Flag = Field(default=False, exclude_if=lambda value: not value)
# s18-m21: "~ deals 5 damage to target creature. Destroy all Equipment attached to that creature." (CR 701.8a, 301.5)
class DestroyAttachedEffect(_Model):
    """ "Destroy all Equipment attached to that creature.": every permanent with the subtype (`subtype`) attached to
    the one creature the previous targeted effect acted on, while that creature is on the battlefield (CR 608.2c,
    301.5, 303.4). rules/s18m21_destroy_attached.py."""

    kind: Literal["destroy_attached"] = "destroy_attached"
    subtype: Literal["Equipment", "Aura"]


# s18-m21: "Remove two loyalty counters from each planeswalker." (CR 122.1, 608.2)
class RemoveCountersFromEffect(_PermanentEffect):
    """ "Remove N <kind> counters from <permanents>": up to `amount` counters of `counter` are removed from each
    permanent it acts on (all it has, when fewer; none when it has none). rules/s18m21_remove_counters.py."""

    kind: Literal["remove_counters_from"] = "remove_counters_from"
    # s31-mhb: "any" (with `amount` "all"): "Remove all counters from target permanent." (every kind, CR 122.1)
    counter: Literal["+1/+1", "-1/-1", "loyalty", "charge", "stun", "gold", "supply", "any"]
    # s31-mhb: "all": "Remove all +1/+1 counters from target creature." (every counter of the kind it has, CR 122.1)
    amount: Annotated[StrictInt, Field(ge=1, le=1000)] | Literal["all"]
    target: TargetSpec = "creature"

    @model_validator(mode="after")
    def _s31mhb_any_kind_all(self) -> RemoveCountersFromEffect:
        if self.counter == "any" and self.amount != "all":
            raise ValueError("remove_counters_from's counter 'any' goes only with amount 'all' (all counters)")
        return self


# s18-m21: "Discard up to two cards, then draw that many cards." (CR 701.9b, 121.1, 608.2c)
class DiscardUpToDrawEffect(_Model):
    """ "discard up to N cards, then draw that many cards": the ability's controller discards from none to `amount`
    cards of their hand, of their choice (`choices.discard`; none when not given), then draws as many cards as
    they discarded. rules/s18m21_discard_up_to_draw.py."""

    kind: Literal["discard_up_to_draw"] = "discard_up_to_draw"
    # s34-cmd: "all" ("Discard your hand / all the cards in your hand, then draw that many cards."): every card of the
    # hand, no choice (CR 701.9a)
    amount: Annotated[StrictInt, Field(ge=1, le=100)] | Literal["all"]
    # s34-cmd: "... then draw that many cards plus one.": that many cards plus `plus` (drawn even when none is discarded)
    plus: Annotated[StrictInt, Field(ge=1, le=20)] | None = Field(default=None, exclude_if=lambda value: value is None)


class VentureEffect(_Model):
    """s19-venture: "Venture into the dungeon." (CR 701.49a-c; rules/venture.py): the ability's controller enters
    the dungeon they choose (its topmost room) when they are in none, else moves their venture marker to a room
    their room leads to (the `choose` decisions "venture_dungeon" and "venture_room", answered with
    `choices.venture_dungeon` / `choices.venture_room`); entering a room triggers its room ability (309.4c)."""

    kind: Literal["venture"] = "venture"
class CreaturesExiledIfTheyWouldDieEffect(_Model):
    """s19-neoa: "If a creature would die this turn, exile it instead." (Malicious Malfunction): until the cleanup step
    of this turn, any creature that would be put into a graveyard from the battlefield is exiled instead, whoever
    controls it (CR 614.1a, 700.4, 514.2); rules/s19neoa_exiled_instead.py."""

    kind: Literal["creatures_exiled_if_they_would_die"] = "creatures_exiled_if_they_would_die"
class ReturnToHandAtNextEndStepEffect(_Model):
    """s19-m20: "Whenever another multicolored creature you control dies, return it to its owner's hand at the beginning
    of the next end step." (Rienne, Angel of Rebirth): a delayed triggered ability (CR 603.7a) returns, at the beginning
    of the next end step (603.7b), the card the dying creature became (the event's `that_card`) from its owner's
    graveyard to their hand, if it is still there (400.7). rules/s19m20_delayed_return_to_hand.py."""

    kind: Literal["return_to_hand_at_next_end_step"] = "return_to_hand_at_next_end_step"


# --- s20-venture: the room abilities of Twisted Caverns and Oubliette (rules/s20venture_rooms.py) ---
class CantAttackUntilYourNextTurnEffect(_PermanentEffect):
    """s20-venture: "Target creature can't attack until your next turn." (Twisted Caverns): the creature can't be
    declared as an attacker (CR 508.1c) until the next turn of the ability's controller begins (611.2a, 500.1)."""

    kind: Literal["cant_attack_until_your_next_turn"] = "cant_attack_until_your_next_turn"
    target: TargetSpec = "creature"


class SacrificeOneOfEachEffect(_Model):
    """s20-venture: "sacrifice an artifact, a creature, and a land" (Oubliette): the ability's controller sacrifices
    one permanent they control for each of `types`, each permanent standing for one type only (a different
    permanent each), chosen as it resolves (CR 608.2d, 701.21a); with no permanent for a type, as many as they can
    (609.3). `choices.sacrifice` names them."""

    kind: Literal["sacrifice_one_of_each"] = "sacrifice_one_of_each"
    types: Annotated[list[Literal["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]],
                     Field(min_length=2, max_length=5)]


class OwnersGainControlEffect(_Model):
    """s21-neob: "Each player gains control of all permanents [creatures] they own." (The Fall of Lord Konda): untargeted;
    as it resolves, each permanent (`card_type` "permanent") or creature on the battlefield that another player
    controls or whose control an effect changes gets a control-changing effect giving it to its owner (CR 108.3),
    with no duration (611.2a), applied after the earlier ones (layer 2, 613.1b, 613.7). rules/s21neob_owners_control.py."""

    kind: Literal["owners_gain_control"] = "owners_gain_control"
    card_type: Literal["permanent", "creature"] = "permanent"


class DrawRevealCastOneFreeEffect(_Model):
    """s20-venture: "Draw three cards and reveal them. You may cast one of them without paying its mana cost." (Mad
    Wizard's Lair): the ability's controller draws `amount` cards (CR 121.1) and reveals them (701.20a), then may
    cast one of the cards drawn that is still in their hand, as the ability resolves (608.2g: following 601.2a-i,
    timing permissions based on card type don't apply, no player receives priority after it is cast) for the
    alternative cost of nothing (118.9). `choices.chosen` names the card (none: no spell); the spell's targets, modes
    and division are the resolving action's `choices.targets`, `choices.modes`, `choices.division`.
    rules/s20venture_lair.py."""

    kind: Literal["draw_reveal_cast_one_free"] = "draw_reveal_cast_one_free"
    amount: Annotated[StrictInt, Field(ge=1, le=20)] = 3


class ReturnWithAurasEffect(_PermanentEffect):
    """s19-m20: "Return target creature you control and each Aura attached to it to their owners' hands." (Portal of
    Sanctuary): the target and every Aura attached to it as the effect resolves (CR 303.4) go to their owners' hands
    (400.3) together. rules/s19m20_return_with_auras.py."""

    kind: Literal["return_with_auras"] = "return_with_auras"
    target: TargetSpec = "creature"


# --- s21-m21 ---
class TapAnyNumberEffect(_Model):
    """s21-m21: "you may tap any number of untapped creatures you control" (Siege Striker): as it resolves, its
    controller taps the untapped permanents of `what` they control that the `resolve` action's `choices.tap` names
    (none named: none; CR 608.2d, 701.26a). The Count "tapped_this_way" of a later effect of the same ability counts
    them. rules/s21m21_tap_any_number.py."""

    kind: Literal["tap_any_number"] = "tap_any_number"
    what: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))] = "creature:untapped:you_control"

class PutLandFromHandEffect(_Model):
    """s21-ete: "You may put a land card from your hand onto the battlefield [tapped]." (Broken Bond, Growth Spiral,
    Arboreal Grazer): as it resolves its controller chooses none or one land card of their hand (CR 608.2d), the
    `resolve` action's `choices.chosen` (absent or empty: none, the "may" declined), and that card enters the
    battlefield under their control [tapped]; this is not playing a land (CR 305.4), so it counts for no land play.
    rules/s21ete_put_land_from_hand.py."""

    kind: Literal["put_land_from_hand"] = "put_land_from_hand"
    tapped: Flag = Field(default=False, exclude_if=lambda value: not value)


class S23c10CantCastSpellsThisTurnEffect(_Model):
    """s23-c10: "Your opponents can't cast spells this turn." (Silence) / "Target player can't cast spells this turn."
    (CR 101.2, 601.2, 514.2; rules/s23c10_cant_cast.py): those players can't cast spells until the turn's cleanup step
    (the state's `cant_cast_spells_this_turn`)."""

    kind: Literal["cant_cast_spells_this_turn"] = "cant_cast_spells_this_turn"
    player: Literal["each_opponent", "target_player", "target_opponent"] = "each_opponent"


class S22neobNextSpellCostsLessEffect(_Model):
    """s22-neob: "the next spell you cast this turn costs {1} less to cast" (Peerless Samurai): as it resolves, its
    controller's next spell cast this turn costs `generic` less (CR 601.2f, 118.7a: generic mana only); the reduction is
    used up by that spell, whatever it saves (the state's `next_spell_reductions`; rules/s22neob_next_spell_cost.py)."""

    kind: Literal["next_spell_costs_less"] = "next_spell_costs_less"
    generic: Annotated[StrictInt, Field(ge=1, le=20)] = 1


# --- s25-khc -----------------------------------------------------------------------------------------------------------


class S25khcCumulativeUpkeepEffect(_Model):
    """s25-khc: cumulative upkeep (CR 702.24a), the effect of its upkeep `step_trigger`: if the source is still on the
    battlefield, an age counter is put on it, then its controller may pay the cost once for each age counter on it
    (702.24b: one payment, `choices.pay_optional_cost`); if they don't, they sacrifice it. The cost: `mana` ("{1}",
    "{S}", "{B}"; with `mana_or`, "{G} or {W}": each time either one), or `action`: "sacrifice_creature" (the creatures:
    `choices.sacrifice`), "discard_card" (the cards: `choices.discard`), "opponent_gains_life" (an opponent gains 1
    life each time: `choices.chosen_opponent`), "add_mana" (`adds`, "{R}", added to its controller's pool each time,
    Braid of Fire). rules/s25khc_cumulative_upkeep.py."""

    kind: Literal["cumulative_upkeep"] = "cumulative_upkeep"
    mana: str | None = Field(default=None, max_length=40, exclude_if=when_none)
    mana_or: Literal["{W}", "{U}", "{B}", "{R}", "{G}"] | None = Field(default=None, exclude_if=when_none)
    action: Literal["sacrifice_creature", "discard_card", "opponent_gains_life", "add_mana"] | None = Field(
        default=None, exclude_if=when_none)
    adds: Literal["{W}", "{U}", "{B}", "{R}", "{G}", "{C}"] | None = Field(default=None, exclude_if=when_none)

    @field_validator("mana")
    @classmethod
    def _s25khc_mana(cls, value: str | None) -> str | None:
        return None if value is None else _mana_cost_without_x(value, "cumulative upkeep's mana is a cost without X")

    @model_validator(mode="after")
    def _s25khc_one_cost(self) -> S25khcCumulativeUpkeepEffect:
        if (self.mana is None) == (self.action is None):
            raise ValueError("cumulative upkeep has one cost: `mana` or `action`")
        if self.mana_or is not None and (self.mana is None or len(parse_mana_cost(self.mana).symbols) != 1):
            raise ValueError("`mana_or` is the other choice of a cost of one mana symbol (\"{G} or {W}\")")
        if (self.action == "add_mana") != (self.adds is not None):
            raise ValueError("`adds` goes with the action 'add_mana', and it needs one")
        return self


class S34ltrRingTemptsYouEffect(_Model):
    """s34-ltr: "the Ring tempts you" (CR 701.54a-d): the controller of the spell or ability is tempted: the Ring gains
    its next ability (the player's `ring_tempted`, 701.54c) and they choose a creature they control as their Ring-bearer
    (the player's `ring_bearer`, if they control a creature, 701.54a). rules/s34ltr_ring.py."""

    kind: Literal["ring_tempts_you"] = "ring_tempts_you"


class S35ltrDamageCantBePreventedThisTurnEffect(_Model):
    """s35-ltr: "Damage can't be prevented this turn." (CR 615.12, 611.2a, 514.2): until the turn's cleanup step no
    damage can be prevented (the state's `damage_cant_be_prevented_this_turn`). rules/s35ltr_unpreventable.py."""

    kind: Literal["damage_cant_be_prevented_this_turn"] = "damage_cant_be_prevented_this_turn"


class S32cmdBecomeMonarchEffect(_Model):
    """s32-cmd: "You become the monarch." (CR 724.1, 724.3): the controller of the spell or ability becomes the monarch
    (the state's `monarch`; the one before, if any, ceases to be). rules/s32cmd_monarch.py."""

    kind: Literal["become_monarch"] = "become_monarch"


class S25khcDrawAtNextUpkeepEffect(_Model):
    """s25-khc: "Draw a card at the beginning of the next turn's upkeep." (CR 603.7a): a delayed triggered ability is
    created that triggers at the beginning of the next turn's upkeep (whoever's turn it is, 603.7b: once) and its
    controller draws a card (121.1). rules/s25khc_delayed_draw.py."""

    kind: Literal["draw_at_next_upkeep"] = "draw_at_next_upkeep"
# --- s25-stdb ---
class S25stdbPutCountersChosenEffect(_Model):
    """s25-stdb: "Put a menace counter on a creature you control." (Blood Curdle): the spell's or ability's controller
    chooses as it resolves (CR 608.2d; not targeted, 115.1) one permanent they control matching `spec` (a permanent spec
    read from the source) and puts `amount` counters of `counter` on it (CR 122.1; a keyword counter gives its keyword,
    122.1b); the `resolve` action's `choices.chosen` names it, else the first in battlefield order; with none, nothing
    (CR 609.3). rules/s25stdb_put_counters_chosen.py."""

    kind: Literal["put_counters_chosen"] = "put_counters_chosen"
    # s29-stda: "loyalty" ("Put two loyalty counters on a planeswalker you control.", CR 122.1, 306.5b)
    counter: Literal["+1/+1", "-1/-1", "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                     "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "loyalty"] = "+1/+1"
    amount: Annotated[StrictInt, Field(ge=1, le=99)] = Field(default=1, exclude_if=lambda value: value == 1)
    spec: Annotated[str, Field(max_length=200), AfterValidator(lambda value: _check_entering_spec(value))]
class ConniveEffect(_Model):
    """s25-ncc: "~ connives." / "it connives." / "Target creature connives." / "~ connives 2." (CR 701.50a, 701.50e;
    rules/s25ncc_connive.py): the conniving permanent's controller draws `amount` cards, then discards that many (the
    `resolve` action's `choices.discard`; default: the last cards of the hand), and a +1/+1 counter is put on the
    permanent for each nonland card discarded. `target`: "self" (the ability's source), "that_permanent" (the permanent
    the trigger event named) or a target spec (one target)."""

    kind: Literal["connive"] = "connive"
    target: TargetSpec = "self"
    amount: Annotated[StrictInt, Field(ge=1, le=20)] = 1


class S30modernPlotFromHandEffect(_Model):
    """s30-modern: "you may exile a nonland card with mana value 3 or less from your hand. If you do, it becomes plotted."
    (CR 702.170c, 702.170d, 608.2d): its controller chooses at most one card of their hand with one of `quality` (the
    `resolve` action's `choices.chosen`, one card id or none; none given: none); that card is exiled and becomes plotted
    (its `plotted_turn`): its owner may cast it from exile without paying its mana cost on a later turn, during their main
    phase while the stack is empty, though it has no plot ability. rules/s30modern_plot_from_hand.py."""

    kind: Literal["plot_from_hand"] = "plot_from_hand"
    quality: Annotated[list[CardQuality], Field(min_length=1, max_length=8)]



Effect = Annotated[
    PumpEffect | DrawEffect | CreateTokenEffect | BandPumpEffect | DamageEffect | DestroyEffect | ExileEffect
    | ReturnToHandEffect | TapEffect | UntapEffect | GainLifeEffect | LoseLifeEffect | CounterEffect
    | PutCountersEffect | RegenerateEffect | PreventDamageEffect | ReplaceDamageEffect | ModalEffect
    | SacrificeEffect | PayToUntapEffect
    | PoisonEffect | DiscardAtRandomEffect | DestroyAtEndOfCombatEffect | CantAttackNextTurnEffect
    | MillEffect | DiscardEffect | LookAtHandEffect | LoseKeywordsEffect
    | CantBeBlockedEffect | CantBeRegeneratedEffect | SetBasePowerToughnessEffect | BecomesCreatureEffect
    | SacrificeIfActivatedEffect | DrawRevealEffect | PumpChooseKeywordEffect | FlipCoinEffect
    | AddManaEffect | LoseUnspentManaEffect | TapOrUntapEffect
    | BecomeColorEffect
    | CreateTokenCopyEffect
    | ScryEffect | SurveilEffect | LookAtTopEffect | SearchLibraryEffect | ShuffleEffect | RevealTopEffect
    | AttachEffect | BecomesArtifactCreatureEffect
    | ClassLevelUpEffect
    | CantBlockEffect | ReturnToBattlefieldEffect
    | ExileReturnTransformedEffect
    | CantBlockEffect | ReturnToBattlefieldEffect
    | CantBeBlockedByThisTurnEffect
    | CantBlockEffect | ReturnToBattlefieldEffect
    | FlickerEffect
    | CantBlockEffect | ReturnToBattlefieldEffect
    | IfYouControlEffect
    | DamageByItEffect
    | CantBlockEffect | ReturnToBattlefieldEffect
    | ExileThenReturnEffect
    | ExileUntilSourceLeavesEffect
    | IfYouControlItEffect
    | CantBlockEffect | ReturnToBattlefieldEffect
    | PutOnLibraryEffect | ExileGraveyardEffect
    | CantBeBlockedByThisTurnEffect
    | ExtraTurnEffect
    | ExileTopMayPlayEffect
    | IfGiftEffect
    | LoseLifeUnlessEffect
    | EdictEffect
    | ExileTopMayPlayEffect
    | IfConditionEffect
    | ExileTopMayPlayEffect
    | ReturnSelfFromGraveyardEffect
    | ExileTopMayPlayEffect
    | RevealUntilEffect
    | ReturnAllToBattlefieldEffect
    | ExileTopMayPlayEffect
    | CounterUnlessPaysEffect
    | ExiledIfItWouldDieEffect
    | DoesntUntapNextUntapStepEffect
    | RevealChooseDiscardEffect
    | PlayerChoosesOwnEffect
    | OwnerPutsOnTopOrBottomEffect
    | ExileTopMayPlayEffect
    | ChooseTargetEffect | FightEffect
    | GainControlEffect | ExchangeControlEffect
    | ExileTopMayPlayEffect
    | GetEmblemEffect
    | WinGameEffect
    | ReturnSelfFromGraveyardEffect
    | ExileFromHandEffect
    | IfYouDoEffect
    | CopySpellEffect
    | S28coreChooseNewTargetsEffect  # s28-core
    | S32modernCopyAbilityEffect  # s32-modern
    | S28coreSkipNextCombatEffect  # s28-core
    | S29coreEndTurnEffect  # s29-core
    | S30modernPlotFromHandEffect  # s30-modern
    | S29coreGiveControlEffect  # s29-core
    | S29coreRevealTopPlayFreeEffect  # s29-core
    | S31oldAnotherCounterEachKindEffect  # s31-old
    | S31oldDestroyTheRestEffect  # s31-old
    | S31stdbbRemoveFromCombatEffect  # s31-stdbb
    | S32stdaPhaseOutEffect  # s32-stda
    | ForageEffect
    | S33wmkCollectEvidenceEffect  # s33-wmk
    | DoubleCountersEffect
    | PutItsCountersEffect
    | ReturnPutThisWayEffect
    | PlayerGainsKeywordsEffect
    | UnlessDiscardEffect  # s15-spells
    | DoublePowerEffect  # s15-spells
    | UntapUpToEffect  # s15-spells
    | CounterAbilityEffect  # s15-targets
    | UnattachSelfEffect  # s15-neo
    | TransformSelfEffect  # s16-transform
    | S35momTransformEffect  # s35-mom
    | AmassEffect | AdaptEffect | ExploreEffect | ProliferateEffect | AscendEffect  # s16-kwc
    | M2xSacrificeChosenEffect  # s16-m2x
    | AdditionalLandThisTurnEffect  # s16-curses
    | RollDieEffect  # s17-afr
    | LearnEffect  # s17-lm
    | IfManaSpentEffect  # s17-tailf
    | SetLifeTotalEffect  # s17-pw
    | LinkedLoseAllAbilitiesEffect  # s17-linked
    | S18neobReturnChosenCardToHandEffect  # s18-neob
    | CopyNextSpellEffect  # s18-castfree
    | CastFromGraveyardThisTurnEffect  # s18-castfree
    | CastAsThoughFlashForEffect  # s18-castfree
    | WhileSourceEffect | RevealChooseExileUntilLeavesEffect | PutExiledWithOntoBattlefieldEffect  # s18-linked
    | ReturnChosenToHandEffect  # s18-m20, s18-neob
    | DiscardUpToDrawEffect  # s18-m21
    | DestroyAttachedEffect  # s18-m21
    | RemoveCountersFromEffect  # s18-m21
    | GrantUntilEndOfTurnEffect | ReturnDiedToBattlefieldEffect  # s18-quoted
    | S19GrantActivatedUntilEndOfTurnEffect  # s19-granted
    | ExileTopOfLibraryEffect  # s19-impulse
    | VentureEffect  # s19-venture
    | CreaturesExiledIfTheyWouldDieEffect  # s19-neoa
    | ReturnToHandAtNextEndStepEffect | ReturnWithAurasEffect  # s19-m20
    | RevealTopThenDrawEffect  # s19-m21
    | UnattachEquipmentEffect  # s20-neob
    | BlockRequirementThisTurnEffect  # s20-combat
    | CantAttackUntilYourNextTurnEffect | SacrificeOneOfEachEffect | DrawRevealCastOneFreeEffect  # s20-venture
    | TapAnyNumberEffect  # s21-m21
    | PutFromHandEffect  # s21-neoa
    | PutCounterChoiceEffect  # s21-neoa
    | OwnersGainControlEffect  # s21-neob
    | S21sznAttacksDespiteDefenderEffect  # s21-szn
    | PutLandFromHandEffect  # s21-ete
    | S22neobNextSpellCostsLessEffect  # s22-neob
    | S23c10CantCastSpellsThisTurnEffect  # s23-c10
    | S23c13LoseGameEffect  # s23-c13
    | S23c13AttackRequirementThisTurnEffect  # s23-c13
    | BecomeRenownedEffect  # s23-ori
    | S23c14RevealAtRandomEffect  # s23-c14
    | BolsterEffect  # s24-khans
    | ManifestEffect  # s24-khans
    | GetEnergyEffect  # s24-kal
    | FabricateEffect  # s24-kal
    | CastFromHandFreeEffect  # s24-kal
    | S29modernCastFromGraveyardFreeEffect  # s29-modern
    | S25khcCumulativeUpkeepEffect  # s25-khc
    | S25khcDrawAtNextUpkeepEffect  # s25-khc
    | S25stdbPutCountersChosenEffect  # s25-stdb
    | ConniveEffect  # s25-ncc
    | S26tspPlayExiledFreeEffect  # s26-tsp
    | MonstrosityEffect  # s30-mh
    | S31stdcBecomesDayNightEffect  # s31-stdc
    | S32cmdBecomeMonarchEffect  # s32-cmd
    | S32maIncubateEffect | S32maCreateRoleEffect | S32maSuspectEffect  # s32-ma
    | S34tdmEndureEffect  # s34-tdm
    | S34ltrRingTemptsYouEffect  # s34-ltr
    | S35dskUnlockDoorEffect  # s35-dsk
    | S35ltrDamageCantBePreventedThisTurnEffect  # s35-ltr
    | S35mkmSolveEffect,  # s35-mkm
    Field(discriminator="kind"),
]

# What a life effect's `player` targets (CR 115.1): the target spec it stands for.
_LIFE_TARGETS = {"target_player": "player", "target_opponent": "opponent"}


def effect_target(effect: Any) -> str | None:
    """The target spec an effect targets with (one target), or None when it targets nothing."""
    if isinstance(effect, CounterEffect):
        return effect.target
    if isinstance(effect, S32modernCopyAbilityEffect) and effect.target == "that_ability":
        return None  # s32-modern: the ability whose activation triggered the ability, not a target (CR 603.2)
    if isinstance(effect, CounterAbilityEffect | S32modernCopyAbilityEffect):  # s15-targets: an ability on the stack
        return effect.target  # (CR 115.1); s32-modern: one its copier controls
    if isinstance(effect, CounterUnlessPaysEffect) and effect.target == "that_spell_or_ability":
        return None  # s13-modal: what the trigger event named, not a target
    if isinstance(effect, CopySpellEffect) and effect.target == "that_spell":
        return None  # s31-modern: the spell whose casting triggered the ability, not a target (CR 603.2)
    if isinstance(effect, CounterUnlessPaysEffect) and effect.target == "spell_or_ability":
        return effect.target  # s18-neoa: a spell or an ability on the stack (rules/counter_abilities.py, CR 115.1)
    if isinstance(effect, PlayerChoosesOwnEffect):  # s13-modal: the player who chooses, if targeted
        return _LIFE_TARGETS.get(effect.player)
    if isinstance(effect, RevealChooseDiscardEffect):  # s13-modal: the player who reveals (CR 115.1)
        return _LIFE_TARGETS.get(effect.player)
    if isinstance(effect, RevealChooseExileUntilLeavesEffect):  # s18-linked: the player who reveals (CR 115.1)
        return _LIFE_TARGETS.get(effect.player)
    if isinstance(effect, ModeSequenceEffect):  # s13-modal: the target of its first targeted effect
        return next((found for inner in effect.effects if (found := effect_target(inner)) is not None), None)
    if isinstance(effect, GainLifeEffect | LoseLifeEffect | DiscardAtRandomEffect | MillEffect | DiscardEffect
                  | DrawEffect
                  | LookAtHandEffect | ShuffleEffect
                  | SearchLibraryEffect):  # s23-std: "Target player searches their library ..." (CR 115.1)
        return _LIFE_TARGETS.get(effect.player)
    if isinstance(effect, S23c10CantCastSpellsThisTurnEffect):
        return _LIFE_TARGETS.get(effect.player)  # s23-c10: "Target player can't cast spells this turn." (CR 115.1)
    if isinstance(effect, ExtraTurnEffect):
        return _LIFE_TARGETS.get(effect.player)  # s23-c10: "Target player takes an extra turn ..." (CR 115.1)
    if isinstance(effect, SacrificeEffect):
        return None  # a player sacrifices what they choose; it never targets (CR 701.21a)
    if isinstance(effect, LoseLifeUnlessEffect | EdictEffect):
        return _LIFE_TARGETS.get(effect.player)  # s13-gift: "target opponent loses N life unless ..." / "sacrifices"
    if isinstance(effect, ExileFromHandEffect):
        return _LIFE_TARGETS.get(effect.player)  # s13-gift2: "target opponent exiles a card from their hand"
    if isinstance(effect, CreateTokenEffect) and effect.for_player == "target_opponent":
        return "opponent"  # s22-ete: "target opponent creates <tokens>" (CR 115.1, 111.2)
    if isinstance(effect, ExileGraveyardEffect) and effect.target == "that_target_player":
        return None  # s22-stx: the player the effect before targeted (CR 608.2c), no target of its own
    target = getattr(effect, "target", None)
    if isinstance(effect, DamageEffect) and target in ("defending_player", "s30core_attacked"):
        return None  # s19-neob: the player ~ attacks, not a target (CR 508.5; rules/effects_damage.py); s30-core: what ~ attacks
    if isinstance(target, str) and target not in UNTARGETED_SPECS:
        if target not in NAMED_SPECS and not parse_target_spec(target).targets:
            return None  # "it", "its_controller", "all:..." without a target player
        return target
    return None


NAMED_SPECS = frozenset(get_args(NamedTargetSpec)) | frozenset(get_args(SpellTarget)) | {"spell_or_permanent"}


def target_count(effect: Any) -> int | str:
    """How many targets a targeted effect takes: a number, "X" or "any_number" (default 1)."""
    count: int | str = getattr(effect, "target_count", 1)
    return count


def effects_of(ability: Any) -> list[Any]:
    """An ability's effects in the order they happen (CR 608.2c): `effect`, then `then_effects`
    (or an activated ability's `then`)."""
    effect = getattr(ability, "effect", None)
    then = getattr(ability, "then", None)
    return [*([effect] if effect is not None else []), *getattr(ability, "then_effects", []),
            *([then] if then is not None else [])]


# --- abilities -----------------------------------------------------------------------------


def _check_entering_spec(value: str | None) -> str | None:
    """What a "permanent_enters" trigger watches: a permanent spec of the target grammar, untargeted."""
    if value is None:
        return None
    _check_filtered_spec(value)
    if "source_power" in value:  # s28-fdna: compared with the source's power only as a target is checked
        raise ValueError(f"{value!r}: 'source_power' goes in a targeted spec only (rules/s28fdna_source_power.py)")
    spec = parse_target_spec(value)
    if spec.base in ZONE_BASES or spec.base in ("it", "all", *REFERENCE_BASES) or spec.player_scope:
        raise ValueError(f"entering {value!r}: a permanent spec (a card type, or 'permanent', and qualifiers)")
    return value


def _check_dying_spec(value: str | None) -> str | None:
    """What a "creature_dies" trigger watches ("a nontoken creature you control", "another
    creature"): a permanent spec matched as the creature last existed (CR 603.10a), so of its
    states only `nontoken`."""
    if value is None:
        return None
    _check_entering_spec(value)
    # s16-tailb: and the counters it had ("a creature you control with a +1/+1 counter on it", CR 603.10a, 122.1;
    # rules/dying_counters.py)
    # s17-neo3: and `modified` (CR 700.9 as it last existed, rules/dying_modified.py)
    # s21-inn: and `token` ("Whenever you sacrifice a Blood token", CR 111.1, 603.10a; rules/dies_triggers.py)
    # s24-mh1: and the counters it didn't have (persist's "if it had no -1/-1 counters on it", `without_counter_<kind>`)
    # s33-newer: and `legendary` / `nonlegendary` (its last known supertypes, CR 205.4d, 603.10a; rules/dies_triggers.py)
    if any(state not in ("nontoken", "modified", "token", "legendary", "nonlegendary")
           and not state.startswith(("with_counter", "without_counter_")) for state in parse_target_spec(value).states):
        raise ValueError(f"dying {value!r}: of the states only 'nontoken', 'modified' and counters are known "
                         "as a creature dies")
    return value


def _check_condition_spec(value: str | None, layers_only: bool) -> str | None:
    """A "you control ..." condition (rules/you_control.py): a permanent spec of the target grammar;
    inside the layers (`layers_only`), one that reads card types, subtypes and colors only."""
    if value is None:
        return None
    _check_filtered_spec(value)
    if "source_power" in value:  # s28-fdna: compared with the source's power only as a target is checked
        raise ValueError(f"{value!r}: 'source_power' goes in a targeted spec only (rules/s28fdna_source_power.py)")
    spec = parse_target_spec(value)
    if spec.base in ZONE_BASES or spec.base in ("it", "all", *REFERENCE_BASES) or spec.control or spec.player_scope:
        raise ValueError(f"condition {value!r}: a permanent spec without a controller (it is 'you control')")
    # s17-taile: `other` ("as long as you control another Dinosaur") leaves out the source itself, by its id
    # s24-mh1: the supertype snow too (CR 205.4g: a characteristic of layer 4, read exactly as the card types are)
    # s28-blbneo: "modified" too (CR 700.9: counters and the Equipment and Auras attached, none of them changed by a
    # conditional static ability; rules/modified.py): "As long as you control five or more modified creatures"
    if layers_only and (set(spec.states) - {"snow", "nonsnow", "modified"} or spec.with_keywords or spec.without_keywords
                        or spec.comparisons):
        raise ValueError(f"condition {value!r}: only card types, subtypes and colors, and 'other' "
                         "(not the source; CR 613.1d-e)")
    return value



def _untargeted(effects: list[Any]) -> list[Any]:
    """A triggered ability's further effects target nothing: its one target is chosen for its
    first effect as it is put on the stack (CR 603.3d)."""
    for effect in effects:
        if effect_target(effect) is not None:
            raise ValueError("`then_effects` of a triggered ability can't target: give the target to `effect`")
    return effects



def _check_activation_cost(value: str) -> str:
    try:
        parse_activation_cost(value)
    except MalformedManaCost as problem:
        raise ValueError(f"malformed mana cost {value!r}: {problem}") from None
    return value


Watched = Literal["self", "lands_you_control", "permanents_you_control", "lands",
                  "nonbasic_lands"]  # s23-c14: "Whenever a player taps a nonbasic land for mana" (CR 205.4c)


# Activation-cost parts other than mana, {T} and {Q} (CR 602.1a, 118.3; rules/activation_costs.py).
class PayLifeCost(_Model):
    """"Pay N life" (CR 119.4: only with a life total of at least N)."""

    kind: Literal["pay_life"] = "pay_life"
    amount: NonNegative


class PayEnergyCost(_Model):
    """s24-kal: "Pay {E}{E}" (CR 107.14, 602.2b; rules/energy.py): only with at least that many energy counters
    (118.3), removed as the cost is paid."""

    kind: Literal["pay_energy"] = "pay_energy"
    amount: Annotated[StrictInt, Field(ge=1, le=100)]


class SacrificeSelfCost(_Model):
    """"Sacrifice <this permanent>" (CR 701.21a)."""

    kind: Literal["sacrifice_self"] = "sacrifice_self"


class RemoveCountersCost(_Model):
    """"Remove N <kind> counters from <this permanent>"; `"any"`: "Remove any number of ...",
    the number chosen with the action's `counters_removed` (0 when not given)."""

    kind: Literal["remove_counters"] = "remove_counters"
    counter: str = Field(default="+1/+1", min_length=1)
    amount: NonNegative | Literal["any"] = 1
    # s27-std: "Remove a +1/+1 counter from a creature you control" / "... from among creatures you control" (CR 602.2b,
    # 122.1): the counters come off creatures the player controls, not the source (rules/s27std_remove_counters_among.py;
    # a fixed amount only)
    from_among: Literal["creatures_you_control"] | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s27std_fixed_amount(self) -> RemoveCountersCost:
        if self.from_among is not None and self.amount == "any":
            raise ValueError("remove_counters from_among takes a fixed amount")
        return self


class DiscardRandomCost(_Model):
    """"Discard a card at random" (CR 701.9b): the card is the random pick the request gives in the
    action's `choices.discard` (needed only with two or more cards in hand)."""

    kind: Literal["discard_at_random"] = "discard_at_random"


class DiscardCost(_Model):
    """"Discard a card" (CR 701.9a, 602.2b): a card of the player's choice, named in the action's
    `choices.discard` (else the last card of the hand). Blood tokens (CR 111.10g)."""

    kind: Literal["discard"] = "discard"
    # s21-m21: "Discard a land card or Shrine card" / "Discard a creature card" (CR 602.2b, 701.9a): the card has one
    # of these qualities (rules/activation_costs.py); none: any card
    quality: Annotated[list[CardQuality] | None, Field(default=None, min_length=1, max_length=4,
                                                       exclude_if=lambda value: value is None)] = None


class SacrificePermanentCost(_Model):
    """"Sacrifice a creature / an artifact / a Food / a token / another creature" as an activation
    cost (CR 602.2b, 701.21a; rules/sacrifice_costs.py): one permanent its controller controls that
    `spec` names (a permanent spec of the target grammar), a token if `token`; which one, with the
    action's `choices.sacrifice` (else the first such permanent in battlefield order)."""

    kind: Literal["sacrifice_permanent"] = "sacrifice_permanent"
    spec: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))] = "permanent"
    token: Flag = False
    # s22-zne: "Sacrifice another creature or an enchantment" (rules/sacrifice_costs.py): a permanent this spec names
    # qualifies too (either spec; "another" is in the spec it qualifies)
    or_spec: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                       Field(default=None, exclude_if=lambda value: value is None)] = None


class TapPermanentsCost(_Model):
    """"Tap two untapped tokens you control" / "Tap an untapped creature you control" as an activation
    cost (CR 602.2b, 701.26a; rules/tap_costs.py): `count` untapped permanents its controller
    controls that `spec` names (tokens if `token`); which, with the action's `choices.tap` (else the
    first such permanents in battlefield order). Not a {T} cost: summoning sickness doesn't matter (302.6)."""

    kind: Literal["tap_permanents"] = "tap_permanents"
    spec: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))] = "permanent"
    token: Flag = False
    count: Int = Field(default=1, ge=1)


class ForageCost(_Model):
    """"Forage" (CR 701.61a): exile three cards from your graveyard or sacrifice a Food; which, with the
    action's `choices.forage` (rules/forage.py)."""

    kind: Literal["forage"] = "forage"


def _check_sacrifice_spec(value: str) -> str:
    spec = parse_target_spec(_check_filtered_spec(value))
    if not spec.on_battlefield or spec.base in ("all", "it", "spell") or spec.control is not None:
        raise ValueError(f"{value!r} is not a spec of permanents (e.g. 'creature', 'artifact', 'creature:other')")
    return value


def _check_graveyard_card_spec(value: str) -> str:
    if parse_target_spec(_check_filtered_spec(value)).base != "card_in_your_graveyard":
        raise ValueError(f"{value!r} is not a spec of cards in your graveyard ('card_in_your_graveyard[:...]')")
    return value


class SacrificePermanentsCost(_Model):
    """"Sacrifice a Goblin", "Sacrifice another creature", "Sacrifice two artifacts" (CR 701.21a,
    602.2b): `amount` permanents its controller controls that match `spec` (a permanent spec of the
    filter grammar; "other": not the ability's source). rules/sacrifice_exile_costs.py."""

    kind: Literal["sacrifice_permanents"] = "sacrifice_permanents"
    spec: Annotated[str, AfterValidator(_check_sacrifice_spec)] = "creature"
    amount: Annotated[StrictInt, Field(ge=1, le=1000)] = 1


class S33wmkCollectEvidenceCost(_Model):
    """s33-wmk: "Collect evidence 3" as a cost of an activated ability ("{T}, Collect evidence 3: ..."; CR 701.59a,
    602.2b): cards of its controller's graveyard with total mana value `amount` or greater are exiled, named in the
    action's `choices.exile_from_graveyard` (else the first ones whose total reaches it).
    rules/s33wmk_collect_evidence.py."""

    kind: Literal["collect_evidence"] = "collect_evidence"
    amount: Annotated[StrictInt, Field(ge=1, le=100)]


class ExileFromGraveyardCost(_Model):
    """"Exile a creature card from your graveyard", "Exile seven other cards from your graveyard"
    (CR 406.2, 602.2b): `amount` cards of its controller's graveyard that match `spec`
    ("card_in_your_graveyard[:creature]"); `other`: not the card whose ability it is.
    rules/sacrifice_exile_costs.py."""

    kind: Literal["exile_from_graveyard"] = "exile_from_graveyard"
    spec: Annotated[str, AfterValidator(_check_graveyard_card_spec)] = "card_in_your_graveyard"
    amount: Annotated[StrictInt, Field(ge=1, le=1000)] = 1
    other: Flag = Field(default=False, exclude_if=lambda value: not value)


class ExileSelfFromGraveyardCost(_Model):
    """"Exile ~ from your graveyard" (Bonebind Orator; CR 602.2b, 406.2): the card whose ability it
    is goes from its owner's graveyard to exile as the cost is paid; an ability with this cost
    works only from the graveyard (CR 113.6k). rules/graveyard_abilities.py."""

    kind: Literal["exile_self_from_graveyard"] = "exile_self_from_graveyard"


class DiscardSelfCost(_Model):
    """s15-neo: "Discard ~" (channel, "Channel — {1}{G}, Discard ~: ..."; CR 602.2b, 701.9a): the card whose
    ability it is is discarded from its owner's hand as the cost is paid; an ability with this cost
    works only from the hand (CR 113.6k). rules/hand_abilities.py."""

    kind: Literal["discard_self"] = "discard_self"


class ExileSelfCost(_Model):
    """s15-r2m20: "Exile ~" as a cost of an ability of a permanent ("{3}{W}, Exile ~: Exile target
    creature."; CR 602.2b, 406.2): the permanent goes from the battlefield to its owner's exile as the cost
    is paid; the ability resolves without it (CR 113.7a). rules/exile_self_cost.py."""

    kind: Literal["exile_self"] = "exile_self"


class S32modernReturnSelfCost(_Model):
    """s32-modern: "Return ~ to its owner's hand" as a cost of an ability of a permanent ("{2}, Return ~ to its owner's
    hand: Copy target instant or sorcery spell you control."; CR 602.2b, 118.3): the permanent goes from the battlefield
    to its owner's hand as the cost is paid; the ability resolves without it (CR 113.7a). rules/exile_self_cost.py."""

    kind: Literal["s32modern_return_self"] = "s32modern_return_self"


class ExertSelfCost(_Model):
    """s24-hou: "Exert ~" as a cost of an ability of a permanent ("{T}, Exert ~: ...", CR 701.43, 602.2b): its
    controller chooses to have it not untap during their next untap step (it may be exerted again, and exerting a
    permanent needs nothing, CR 118.3). rules/exert.py."""

    kind: Literal["exert_self"] = "exert_self"


class MillCost(_Model):
    """s26-mh: "Mill a card" / "Mill two cards" as a cost of an ability ("{T}, Mill a card: Add {C}.", CR 602.2b,
    701.17a): its controller mills `amount` cards; a library with fewer cards can't pay it (CR 118.3, 701.17b).
    rules/activation_costs.py."""

    kind: Literal["mill"] = "mill"
    amount: Annotated[StrictInt, Field(ge=1, le=100)] = 1


class RevealXFromHandCost(_Model):
    """s31-mh: "Reveal X red cards from your hand" as a cost of an activated ability ("{2}, Reveal X red cards from your
    hand, Sacrifice ~: ~ deals X damage to each creature without flying.", CR 602.2b, 701.20a, 107.3): X is the
    `activate` action's `x`, the number of cards of that color its controller reveals (the first X of that color in
    their hand); a hand with fewer can't pay it (CR 118.3). The ability's mana cost has no {X}.
    rules/s31mh_reveal_x.py."""

    kind: Literal["reveal_x_from_hand"] = "reveal_x_from_hand"
    color: Literal["W", "U", "B", "R", "G"]


class ReturnPermanentCost(_Model):
    """s31-mh: "Return a Forest you control to its owner's hand" as an activation cost ("Return a Forest you control to
    its owner's hand: Untap target creature.", CR 602.2b, 118.3): one permanent its controller controls that `spec`
    names (a permanent spec of the target grammar), returned to its owner's hand as the cost is paid; which one, with
    the `activate` action's `choices.chosen` (else the first such permanent in battlefield order; the ability's own
    source may be it if it qualifies). rules/s31mh_return_cost.py."""

    kind: Literal["return_permanent"] = "return_permanent"
    spec: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))] = "permanent"


# s20-m21: the counters a cost or a state trigger of s20-m21 names (CR 122.1)
S20M21Counter = Literal["page", "charge", "+1/+1", "-1/-1", "soul",
                        "-0/-1"]  # s35-cmd: "Put a -0/-1 counter on ~: Add {G}." (CR 122.1, 613.4c)


class PutCountersSelfCost(_Model):
    """s20-m21: "Put a page counter on ~" as a cost of an ability of a permanent ("{T}, Put a page counter on ~: Scry
    1."; Mazemind Tome; CR 602.2b, 122.1): the counters are put on the permanent as the cost is paid (no resource is
    needed to pay it, CR 118.3). rules/activation_costs.py."""

    kind: Literal["put_counters_self"] = "put_counters_self"
    counter: S20M21Counter
    amount: Annotated[StrictInt, Field(ge=1, le=100)] = 1


OtherCost = Annotated[PayLifeCost | SacrificeSelfCost | RemoveCountersCost | DiscardRandomCost | DiscardCost
                      | ForageCost
                      | SacrificePermanentCost | TapPermanentsCost
                      | ForageCost | SacrificePermanentsCost | ExileFromGraveyardCost
                      | ExileSelfFromGraveyardCost
                      | DiscardSelfCost
                      | ExileSelfCost
                      | S32modernReturnSelfCost  # s32-modern
                      | PutCountersSelfCost  # s20-m21
                      | PayEnergyCost  # s24-kal
                      | ExertSelfCost  # s24-hou
                      | MillCost  # s26-mh
                      | RevealXFromHandCost  # s31-mh
                      | S33wmkCollectEvidenceCost  # s33-wmk
                      | ReturnPermanentCost,  # s31-mh
                      Field(discriminator="kind")]


def _no_value(value: Any) -> bool:
    return value is None or value == []


# s14-mana: what an amount of mana counts (rules/mana_amounts.py): ~'s power, the creatures its
# controller controls of the type chosen as ~ entered (CR 607.2a), or a count of rules/counted_amounts.py
# or rules/count_of.py
class S20m20ManaIfYouControl(_Model):
    """s20-m20: "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead." (CR 608.2c: the second
    sentence replaces the first; 106.1): the mana ability's `add` made `times` times when its controller controls
    `at_least` permanents `condition` names (a spec of rules/you_control.py) as it resolves, once otherwise
    (rules/mana_amounts.py)."""

    kind: Literal["s20m20_if_you_control"] = "s20m20_if_you_control"
    condition: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))]
    at_least: Annotated[StrictInt, Field(ge=1, le=1000)] = 1
    times: Annotated[StrictInt, Field(ge=2, le=100)]
    # s26-cmdc: "If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (CR 608.2c): a permanent
    # of each of these specs too, besides `condition` (rules/mana_amounts.py)
    and_you_control: list[Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))]] = Field(
        default_factory=list, max_length=3, exclude_if=lambda value: not value)


ManaAmount = (
    Literal["source_power", "creatures_you_control_of_the_chosen_type", "creatures_you_control",
            "lands_you_control", "artifacts_you_control"]
    | CountOf
    | Annotated[StrictInt, Field(ge=2, le=100)]  # s16-lands: "Add two mana of any one color." (CR 106.1)
    | S20m20ManaIfYouControl  # s20-m20: "Add {G}. If you control four or more creatures, add {G}{G} instead."
    | Literal["life_gained_this_turn"]  # s22-stx: "where X is the amount of life you gained this turn" (CR 119.3)
    # s27-mech: "{T}: Add {C} for each charge counter on ~." (CR 106.1): the counters of that kind on the source
    # s34-cmd: "+1/+1" ("{T}: Add {G} for each +1/+1 counter on ~.", CR 122.1)
    | Annotated[str, Field(pattern=r"^s27mech_counters_on_self:(charge|\+1/\+1)$")]
)


class ManaAbility(_Model):
    kind: Literal["mana"] = "mana"
    cost: str = "{T}"
    add: str
    from_: Literal["lands_you_control", "lands_opponents_control"] | None = Field(default=None, alias="from")
    colors_only: Flag = False
    # Cost parts beyond `cost` (Mana Batteries: "Remove any number of charge counters").
    other_costs: list[OtherCost] = Field(default_factory=list, exclude_if=_no_value)
    # "then add an additional {B} for each charge counter removed this way" (CR 605, 106.1).
    add_per_counter_removed: str | None = Field(default=None, exclude_if=_no_value)
    # "Spend this mana only to cast a creature spell." (CR 106.6): the mana goes to the player's
    # `restricted_mana` (rules/restricted_mana.py). Left out when None.
    spend_only: Literal["creature_spells", "instant_or_sorcery_spells",
                        "subtype_spells",  # s19-neob (below)
                        # s19-neob: "Spend this mana only to cast a creature spell of the chosen type." (the type
                        # chosen as the permanent entered, CR 614.12; rules/restricted_mana.py)
                        "chosen_type_creature_spells",
                        # s20-m20: "Spend this mana only to cast artifact spells or activate abilities of artifacts."
                        # (CR 106.6, 109.2: an artifact spell, or an activated ability of an artifact permanent)
                        "artifact_spells_or_abilities",
                        # s21-neoa: "Spend this mana only to activate an ability or cast an artifact spell." (any
                        # activated ability, CR 602.2b, or an artifact spell; rules/restricted_mana.py)
                        "abilities_or_artifact_spells",
                        # s32-r2wd: "Spend this mana only to activate abilities." (any activated ability, no spell;
                        # CR 106.6, 602.2b; rules/restricted_mana.py)
                        "abilities",
                        # s22-neob: "... a creature spell of the chosen type or activate an ability of a creature or
                        # creature card of the chosen type." (CR 106.6, 614.12, 602.2b; rules/restricted_mana.py)
                        "chosen_type_creature_spells_or_abilities",
                        # s23-ori: "Spend this mana only to cast an Elf creature spell." (a creature spell with the one
                        # subtype of `spend_only_subtypes`, CR 106.6, 205.3)
                        "creature_subtype_spells",
                        # s30-stda: "Spend this mana only to cast kicked spells." (a spell cast with its kicker cost
                        # paid, CR 106.6, 702.33d; rules/restricted_mana.py)
                        "kicked_spells",
                        # s30-stda: "Spend this mana only to cast creature spells or activate abilities of creatures."
                        # (CR 106.6, 109.2: a creature spell, or an activated ability of a creature permanent)
                        "creature_spells_or_abilities",
                        # s30-stdb: "Spend this mana only to cast a Cleric, Rogue, Warrior, or Wizard spell or to
                        # activate an ability of a Cleric, Rogue, Warrior, or Wizard." (a spell with one of
                        # `spend_only_subtypes`, or an activated ability of a permanent with one, CR 106.6, 109.2)
                        "subtype_spells_or_abilities"] | None = Field(default=None, exclude_if=_no_value)
    # s19-neob: "Spend this mana only to cast a Pilot or Vehicle spell." (`spend_only` "subtype_spells"): a spell
    # with one of these subtypes (CR 106.6, 205.3; rules/restricted_mana.py)
    spend_only_subtypes: list[Annotated[str, Field(min_length=1, max_length=40)]] = Field(
        default_factory=list, max_length=4, exclude_if=lambda value: not value)
    # s13-batch: "Activate only once each turn." (CR 602.5b; counted in the permanent's
    # `activations_this_turn`, rules/mana_abilities.py). Left out when None.
    max_per_turn: Annotated[int | None, Field(default=None, ge=1, exclude_if=_no_value)] = None
    # s14-mana: "Add X mana of any one color, where X is ~'s power." / "... an amount of mana of that
    # color equal to the number of creatures you control of the chosen type": the mana `add` makes,
    # that many times, counted as the ability is activated and resolves (CR 106.1, 605.3b, 608.2h;
    # rules/mana_amounts.py); 0 makes no mana. Left out when None.
    amount: ManaAmount | None = Field(default=None, exclude_if=_no_value)
    # s23-ori: "{T}: Add {R} or {W}. ~ deals 1 damage to you." (the pain lands): the damage its source deals to its
    # controller as the mana ability resolves (CR 605.3b, 120.3a; rules/mana_abilities.py). Left out when None.
    damage_to_you: Annotated[StrictInt, Field(ge=1, le=20)] | None = Field(default=None, exclude_if=_no_value)
    # s26-cmdc, s26-cmdb, s26-cmda: "Activate only if you control an artifact / a Swamp / three or more artifacts / five
    # or more lands." on a mana ability (CR 602.5b, 605.3a): what its controller must control (a spec of the filter
    # grammar) and how many (`activate_only_if_you_control_at_least`, set only with it), as on an activated ability;
    # checked as it is activated (rules/mana_abilities.py); an automatic payment taps it only while the condition holds
    # (rules/payment.py)
    activate_only_if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                            Field(default=None, exclude_if=_no_value)] = None
    activate_only_if_you_control_at_least: Int | None = Field(default=None, ge=2, le=20, exclude_if=_no_value)
    # s30-old: formidable, "{T}: Add {C}{C}{C}. Activate only if creatures you control have total power 8 or greater."
    # (CR 602.5b, 605.3a, 208.1): checked as it is activated (rules/s24khans_formidable.py); an automatic payment taps it
    # only while it holds (rules/payment.py)
    activate_only_if_total_power_at_least: Int | None = Field(default=None, ge=1, le=1000, exclude_if=_no_value)
    # s26-cmda: "{T}: Add {C}. You gain 1 life." the life its controller gains as the mana ability resolves (CR 605.3b,
    # 119.3; rules/mana_abilities.py). Left out when None.
    life_to_you: Annotated[StrictInt, Field(ge=1, le=20)] | None = Field(default=None, exclude_if=_no_value)
    # s30-mh: "{T}: Add {G} or one mana of the chosen color." (CR 106.1, 607.2a; rules/mana_abilities.py): `add` (one
    # colored symbol) or one mana of the color chosen as the permanent entered (`choose_as_enters`, rules/chosen.py)
    or_chosen_color: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _check_activation_cost(value)

    @model_validator(mode="after")
    def _s30mh_or_chosen_color(self) -> ManaAbility:
        if self.or_chosen_color and self.add not in ("{W}", "{U}", "{B}", "{R}", "{G}"):
            raise ValueError("`or_chosen_color` goes with `add` of one colored mana symbol, such as {G}")
        return self

    @model_validator(mode="after")
    def _s26cmdc_activation_condition(self) -> ManaAbility:
        if self.activate_only_if_you_control_at_least is not None and self.activate_only_if_you_control is None:
            raise ValueError("`activate_only_if_you_control_at_least` goes with `activate_only_if_you_control`")
        return self

    @model_validator(mode="after")
    def _s19neob_subtypes_restriction(self) -> ManaAbility:
        if (self.spend_only in ("subtype_spells", "creature_subtype_spells",  # s30-stdb
                                "subtype_spells_or_abilities")) != bool(self.spend_only_subtypes):
            raise ValueError("`spend_only_subtypes` goes with the restriction 'subtype_spells', which needs it")
        if self.spend_only == "creature_subtype_spells" and len(self.spend_only_subtypes) != 1:
            raise ValueError("the restriction 'creature_subtype_spells' names one creature type")  # s23-ori
        return self

    @field_validator("add_per_counter_removed")
    @classmethod
    def _valid_per_counter(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                # s31-mh: "{W}|{U}": one mana of either type for each counter removed (the storage lands' "Add X mana
                # in any combination of {W} and/or {U}", CR 106.1; rules/s31mh_storage_mana.py)
                parse_mana_choice(value) if "|" in value else parse_mana_production(value)
            except MalformedManaCost as problem:
                raise ValueError(f"malformed mana to add: {problem}") from None
        return value

    @model_validator(mode="after")
    def _s31mh_nothing_but_per_counter(self) -> ManaAbility:
        # s31-mh: `add` "" (no mana but what `add_per_counter_removed` "{W}|{U}" adds) and that choice go together
        if (self.add == "") != (self.add_per_counter_removed is not None and "|" in self.add_per_counter_removed):
            raise ValueError("`add` \"\" goes with `add_per_counter_removed` of a choice such as \"{W}|{U}\"")
        return self

    @field_validator("add")
    @classmethod
    def _valid_add(cls, value: str) -> str:
        if value in MANA_PRODUCTION_WORDS or value == "":  # "": s31-mh, only with a per-counter choice (below)
            return value
        try:
            if "|" in value and parse_mana_combinations(value) is None:  # s25-ncc: or a choice of combinations
                parse_mana_choice(value)
            elif "|" not in value:
                parse_mana_production(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana to add: {problem}") from None
        return value


class TappedForManaTrigger(_Model):
    kind: Literal["tapped_for_mana_trigger"] = "tapped_for_mana_trigger"
    watch: Watched = "self"
    mana_type: Literal["W", "U", "B", "R", "G", "C"] | None = None
    effect: Effect


class ManaTriggerAbility(_Model):
    """A triggered mana ability (CR 605.1b) on a land being tapped for mana (rules/mana_triggers.py)."""

    kind: Literal["mana_trigger"] = "mana_trigger"
    # s31-core: "you_tap": "Whenever you tap a creature for mana, add an additional {G}." (a permanent `tapped` names,
    # tapped for mana by the ability's controller, CR 106.12a)
    watch: Literal["enchanted_land", "lands", "you_tap"] = "enchanted_land"
    add: str = "{G}"
    tapped: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                      Field(default=None, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s31core_tapped_with_you_tap(self) -> ManaTriggerAbility:
        if (self.watch == "you_tap") != (self.tapped is not None):
            raise ValueError("`tapped` goes with the watch 'you_tap', which needs it")
        if self.watch == "you_tap" and self.add == "one_of_produced":
            raise ValueError("the watch 'you_tap' adds mana of stated types")
        return self

    @field_validator("add")
    @classmethod
    def _valid_add(cls, value: str) -> str:
        if value in ("one_of_produced", "any_color"):  # s33-mom: "any_color" (CR 605.1b, 106.1)
            return value
        try:
            parse_mana_production(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana to add: {problem}") from None
        return value


class ManaReplacementAbility(_Model):
    kind: Literal["mana_replacement"] = "mana_replacement"
    watch: Watched = "self"
    mana_type: Literal["W", "U", "B", "R", "G", "C"] | None = None
    instead: str | None = None
    multiply: Int = Field(default=1, ge=0)

    @field_validator("instead")
    @classmethod
    def _valid_instead(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                parse_mana_production(value)
            except MalformedManaCost as problem:
                raise ValueError(f"malformed mana to add: {problem}") from None
        return value


# Conditions on what happened to life totals this turn (rules/life_this_turn.py, CR 119.3):
# "if an opponent lost life this turn", "if you gained life this turn", "if you lost life this
# turn", "if you gained or lost life this turn", "if you gained and lost life this turn".
LifeCondition = Literal["opponent_lost_life", "you_gained_life", "you_lost_life", "you_gained_or_lost_life",
                        "you_gained_and_lost_life",
                        # s23-c12: "if an opponent was dealt damage this turn" (bloodthirst, CR 702.54a;
                        # rules/s23c12_bloodthirst.py)
                        "opponent_dealt_damage",
                        ]


class ActivationCostReduction(_Model):
    """s15-neo: "This ability costs {1} less to activate for each <permanent> you control." (CR 602.2b, 601.2f:
    the total cost is reduced, 118.7a: only its generic mana, never below zero). `for_each_you_control` is a
    permanent spec of the target grammar, counted as the cost is determined. rules/activation_cost_reduction.py."""

    generic: Annotated[StrictInt, Field(ge=1, le=100)] = 1
    for_each_you_control: Annotated[str, AfterValidator(lambda value: _check_condition_spec(value, False))]


class ActivatedAbility(_Model):
    kind: Literal["activated"] = "activated"
    cost: str
    effect: Effect | None = None
    other_costs: list[OtherCost] = Field(default_factory=list, exclude_if=_no_value)
    # CR 602.5b: restrictions on activating it ("Activate only during your turn.", "... your upkeep.").
    # "sorcery": "Activate only as a sorcery." (CR 602.5d: your main phase, the stack empty, 307.1)
    # s34-cmd: "s34cmd_combat" ("Activate only during combat.": a step of the combat phase of any player's turn, CR
    # 506.1) and "s34cmd_end_of_combat_step" ("Activate only during the end of combat step.", CR 511.1)
    activate_only: Literal["your_turn", "your_upkeep", "sorcery", "s34cmd_combat", "s34cmd_end_of_combat_step"] | None = (
        Field(default=None, exclude_if=_no_value))
    # "Activate no more than twice each turn."
    max_per_turn: NonNegative | None = Field(default=None, exclude_if=_no_value)
    # CR 602.5b: "Activate only if an opponent lost life this turn" (Hired Claw; rules/life_this_turn.py).
    activate_only_if: LifeCondition | None = Field(default=None, exclude_if=_no_value)
    # s24-emn: "Activate only if there are four or more card types among cards in your graveyard." (delirium, CR 602.5b,
    # 207.2c, 205.2a; rules/s24emn_delirium.py)
    activate_only_if_delirium: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-records: "Activate only if a creature died this turn." (CR 602.5b; a `this_turn` RiderCondition,
    # rules/turn_records.py)
    activate_only_if_this_turn: Annotated[RiderCondition | None,
                                          AfterValidator(lambda value: records_this_turn_only(value)),
                                          Field(default=None, exclude_if=_no_value)] = None
    # A second effect, after `effect` (CR 608.2c), that targets nothing (Dragon Whelp's sacrifice).
    then: Effect | None = Field(default=None, exclude_if=_no_value)

    def counts_activations(self) -> bool:
        """Whether its activations this turn are counted (CR 602.5b limits, Dragon Whelp)."""
        return self.max_per_turn is not None or isinstance(self.then, SacrificeIfActivatedEffect)

    @field_validator("then")
    @classmethod
    def _untargeted_then(cls, value: Any) -> Any:
        if value is not None and effect_target(value) is not None:
            raise ValueError("`then` can't target: give the ability's target to `effect`")
        return value
    # Effects that follow `effect` in order (CR 608.2c): "deals 2 damage to any target and 3 damage to you".
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        # {T} and {Q} are activation-cost symbols (CR 107.5, 107.6), not mana.
        return _check_activation_cost(value)

    # CR 602.5b: "Activate only if you control a Vivien planeswalker." (a spec of permanents in the
    # filter grammar; rules/graveyard_abilities.py)
    activate_only_if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                            Field(default=None, exclude_if=_no_value)] = None
    # s13-riders2 (CR 602.5b; rules/activation_limits.py): "Activate only if seven or more cards are in
    # your graveyard" (threshold) and "... and only once" (once for as long as this object exists, 400.7)
    activate_only_if_graveyard_at_least: Int | None = Field(default=None, ge=1, exclude_if=_no_value)
    # s15-r2m20 (CR 602.5b; rules/life_total_conditions.py): "Activate only if you control five or more lands.":
    # at least that many permanents `activate_only_if_you_control` names (set only with it)
    activate_only_if_you_control_at_least: Int | None = Field(default=None, ge=2, exclude_if=_no_value)
    only_once: Flag = Field(default=False, exclude_if=_no_value)
    # s35-fin: "Exhaust — <cost>: <effect>" (CR 702.177a): an exhaust ability, for "Whenever you activate an exhaust
    # ability" (rules/activation_triggers.py); always with `only_once`
    s35fin_exhaust: Flag = Field(default=False, exclude_if=_no_value)
    # s13-batch2, CR 602.5b: "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your
    # control this turn." (a spec of permanents, as they entered; rules/entered_this_turn.py)
    activate_only_if_entered: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                        Field(default=None, exclude_if=_no_value)] = None
    # s14-copies, CR 602.5b: "Activate only if ~'s power is 3 or greater." (rules/activation_power.py)
    activate_only_if_power_at_least: Int | None = Field(default=None, ge=0, exclude_if=_no_value)
    # s15-neo, CR 601.2f, 602.2b, 118.7a: "This ability costs {1} less to activate for each legendary creature
    # you control." (rules/activation_cost_reduction.py)
    cost_reduction: ActivationCostReduction | None = Field(default=None, exclude_if=_no_value)
    # s16-tailb, CR 602.5b, 208.1: "Activate only if you control three or more creatures with different powers."
    # (MID's coven): the permanents `activate_only_if_you_control` counts have pairwise different powers
    # (rules/different_powers.py; set only with `activate_only_if_you_control_at_least`)
    activate_only_if_you_control_different_powers: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s18-m20, CR 602.5b, 506.3: "Activate only if ~ is attacking." (rules/activation_power.py)
    activate_only_if_attacking: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s19-m21, CR 602.5b, 103.4: "Activate only if you have at least 7 life more than your starting life total."
    # (rules/s19m21_starting_life.py): its controller's life is at least their starting life plus this
    activate_only_if_life_above_starting: Int | None = Field(default=None, ge=1, exclude_if=_no_value)
    # s21-ete: "Activate only if you have the city's blessing." (CR 602.5b, 702.131c; rules/s21ete_city_blessing.py)
    activate_only_if_city_blessing: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s24-hou: "Activate only if you control a Desert or there is a Desert card in your graveyard." (CR 602.5b; a
    # "permanent:<Subtype>" spec, rules/s24hou_graveyard_subtype.py)
    s24hou_activate_only_if_control_or_graveyard: Annotated[
        str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
        Field(default=None, exclude_if=lambda value: value is None)] = None
    # s22-inn: "Activate only if you own a card in exile." (CR 602.5b, 406.1; rules/activation_costs.py): its
    # controller's exile holds a card (a player's exile zone holds the cards that player owns)
    activate_only_if_own_card_in_exile: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s22-zne: "Activate only if an opponent has eight or more cards in their graveyard." (CR 602.5b, 404.1;
    # rules/activation_power.py, rules/s18m21_opponent_graveyard.py)
    activate_only_if_opponent_graveyard_at_least: Int | None = Field(default=None, ge=1, exclude_if=_no_value)
    # s23-ori: "Activate only if there are four or more creature cards in your graveyard." (CR 602.5b, 205.2a;
    # rules/activation_limits.py): only cards of this type count toward `activate_only_if_graveyard_at_least`
    activate_only_if_graveyard_card_type: CardType | None = Field(default=None, exclude_if=_no_value)
    # s24-khans: formidable, "Activate only if creatures you control have total power 8 or greater." (CR 602.5b, 208.1;
    # rules/s24khans_formidable.py)
    activate_only_if_total_power_at_least: Int | None = Field(default=None, ge=1, le=1000, exclude_if=_no_value)

    @model_validator(mode="after")
    def _tailb_different_powers_counts_something(self) -> ActivatedAbility:
        if self.activate_only_if_graveyard_card_type is not None and self.activate_only_if_graveyard_at_least is None:
            raise ValueError("`activate_only_if_graveyard_card_type` needs `activate_only_if_graveyard_at_least`")
        if self.activate_only_if_you_control_different_powers and self.activate_only_if_you_control_at_least is None:
            raise ValueError("`activate_only_if_you_control_different_powers` needs "
                             "`activate_only_if_you_control_at_least`")
        return self

    def functions_from_hand(self) -> bool:
        """s15-neo, CR 113.6k: an ability whose cost discards its own card ("Channel — {2}, Discard ~:")
        functions only while the card is in its owner's hand."""
        return any(isinstance(cost, DiscardSelfCost) for cost in self.other_costs)

    def functions_from_graveyard(self) -> bool:
        """CR 113.6k: an ability whose effect moves its own card out of the graveyard ("Return ~
        from your graveyard ...") functions only while the card is in the graveyard."""
        return any(isinstance(effect, ReturnSelfFromGraveyardEffect) for effect in (self.effect, self.then,
                                                                                    *self.then_effects)) or any(
            isinstance(cost, ExileSelfFromGraveyardCost) for cost in self.other_costs)


class EquipAbility(ActivatedAbility):
    """Equip [cost] (CR 702.6a): "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery." An activated ability (activated with `activate`, its index among
    the abilities), written `{"kind": "equip", "cost": "{2}"}`; its effect and timing are fixed by
    the rule (rules/equip.py)."""

    kind: Literal["equip"] = "equip"  # type: ignore[assignment]
    effect: AttachEffect = Field(default_factory=AttachEffect)
    activate_only: Literal["sorcery"] = "sorcery"


class S25mhEmbalmAbility(ActivatedAbility):
    """s25-mh: "Embalm [cost]" (CR 702.128a: "[Cost], Exile this card from your graveyard: Create a token that's a copy
    of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate
    only as a sorcery.") and "Eternalize [cost]" (CR 702.129a: the same, "except it's black, it's 4/4, it has no mana
    cost, and it's a Zombie in addition to its other types"). Written `{"kind": "embalm" | "eternalize", "cost":
    "{3}{W}"}`; `other_costs` may add costs after the mana ("Eternalize—{2}{W}{W}, Discard a card."), and the exile of
    the card itself is added when not given. Its effect and timing are fixed by the rule (an `effect` given must be the
    rule's). Activated with `activate` naming the card in its owner's graveyard (CR 113.6k). rules/s25mh_embalm.py."""

    kind: Literal["embalm", "eternalize"] = "embalm"  # type: ignore[assignment]
    activate_only: Literal["sorcery"] = "sorcery"

    @model_validator(mode="after")
    def _s25mh_fixed_by_the_rule(self) -> S25mhEmbalmAbility:
        eternal = self.kind == "eternalize"
        fixed = CreateTokenCopyEffect(target="self", exile_at=None, except_colors=[Color.BLACK if eternal else Color.WHITE],
                                      except_no_mana_cost=True, except_add_subtypes=["Zombie"],
                                      except_power=4 if eternal else None, except_toughness=4 if eternal else None)
        if self.effect is not None and self.effect != fixed:
            raise ValueError(f"{self.kind}'s effect is fixed by the rule (CR 702.128a, 702.129a): leave `effect` out")
        if self.then is not None or self.then_effects:
            raise ValueError(f"{self.kind} has no other effect (CR 702.128a, 702.129a)")
        self.effect = fixed
        if not any(isinstance(cost, ExileSelfFromGraveyardCost) for cost in self.other_costs):
            self.other_costs = [ExileSelfFromGraveyardCost(), *self.other_costs]
        return self


class ReconfigureAbility(ActivatedAbility):
    """s15-neo, Reconfigure [cost] (CR 702.151a): two activated abilities, each written as one of these:
    "[Cost]: Attach this permanent to another target creature you control. Activate only as a sorcery."
    and, with `unattach`, "[Cost]: Unattach this permanent. Activate only if this permanent is attached to
    a creature and only as a sorcery." Activated with `activate` (its index among the abilities); its
    effect and timing are fixed by the rule. While attached to a creature it isn't a creature (702.151b)
    and it may equip one though it is a creature (301.5c). rules/reconfigure.py."""

    kind: Literal["reconfigure"] = "reconfigure"  # type: ignore[assignment]
    unattach: Flag = Field(default=False, exclude_if=lambda value: not value)
    effect: AttachEffect | UnattachSelfEffect = Field(default_factory=AttachEffect)
    activate_only: Literal["sorcery"] = "sorcery"

    @model_validator(mode="after")
    def _fixed_effect(self) -> ReconfigureAbility:
        wanted = UnattachSelfEffect if self.unattach else AttachEffect
        if not isinstance(self.effect, wanted):
            object.__setattr__(self, "effect", wanted())
        if self.other_costs or "{T}" in self.cost or "{Q}" in self.cost:
            raise ValueError("a reconfigure cost here is mana only, such as {2}")
        return self


class CantBeCounteredAbility(_Model):
    """"This spell can't be countered." (CR 101.2: the "can't" wins over an effect that would
    counter it, 701.6a); a static ability that works while the card is a spell on the stack
    (rules/cant_be_countered.py)."""

    kind: Literal["cant_be_countered"] = "cant_be_countered"
    # s23-std: "Creature spells you control can't be countered." / "Spells can't be countered." (CR 101.2): a static
    # ability of a permanent (on the battlefield) about the spells on the stack: those its controller controls with
    # `you_control`, having any of `card_types` / not having `not_card_type` (rules/cant_be_countered.py)
    of_spells: Flag = Field(default=False, exclude_if=lambda value: not value)
    you_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    card_types: list[CardType] | None = Field(default=None, min_length=1, max_length=2,
                                              exclude_if=lambda value: value is None)
    not_card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s23std_of_spells(self) -> CantBeCounteredAbility:
        if not self.of_spells and (self.you_control or self.card_types is not None or self.not_card_type is not None):
            raise ValueError("you_control, card_types and not_card_type qualify the spells of `of_spells` only")
        if self.card_types is not None and self.not_card_type is not None:
            raise ValueError("card_types or not_card_type, not both")
        if self.if_graveyard is not None and (self.of_spells or self.if_graveyard.kind != "cards_in_your_graveyard"
                                              or not self.if_graveyard.number):
            raise ValueError("`if_graveyard` is a `cards_in_your_graveyard` condition on the spell's own ability")
        return self

    # s27-older: "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, this spell can't
    # be countered." (Exquisite Firecraft; CR 101.2, 207.2c, 611.3a): the spell's own ability works only while its
    # controller's graveyard holds that many cards of the card types (rules/cant_be_countered.py)
    if_graveyard: RiderCondition | None = Field(default=None, exclude_if=lambda value: value is None)


class AdditionalCostAbility(_Model):
    """"As an additional cost to cast this spell, sacrifice a creature / discard a card / pay N
    life." (CR 601.2b, 601.2f-h, 118.8): paid as the spell is cast, with its mana cost; the spell
    can't be cast unless it can be paid. rules/additional_costs.py."""

    kind: Literal["additional_cost"] = "additional_cost"
    # s21-inn: "exile_from_graveyard": "exile a creature card from your graveyard" (`card_type`, `amount` cards of
    # the caster's graveyard other than the spell's own card, CR 601.2b, 406.2; `choices.exile_from_graveyard`)
    cost: Literal["sacrifice", "discard", "pay_life", "exile_from_graveyard",
                  "tap",  # s23-neo: "tap any number of untapped creatures you control" (with `any_number`)
                  # s33-wmk: "you may collect evidence 6" (`optional`, `amount` the N: cards of the caster's graveyard
                  # with total mana value N or greater, named in `choices.exile_from_graveyard`, CR 701.59a, 601.2b;
                  # rules/s33wmk_collect_evidence.py); "if evidence was collected" is `additional_cost_paid`
                  "collect_evidence",
                  ]
    # What is sacrificed (a card type of a permanent the caster controls; "permanent": any).
    card_type: Literal["creature", "artifact", "enchantment", "land", "permanent",
                       "nonland_permanent",  # s22-inn: "sacrifice a nonland permanent" (CR 601.2b, 205.2a)
                       "card",  # s33-dsk: "exile six cards from your graveyard" (any card; `exile_from_graveyard` only)
                       ] = Field(default="creature", exclude_if=lambda value: value == "creature")
    amount: Annotated[StrictInt, Field(ge=1, le=1000)] = 1  # cards, permanents or life
    # s16-kws: "sacrifice an artifact or creature" / "a creature or planeswalker": a permanent with either
    # card type (`card_type` or this one; CR 601.2b, 701.21a; rules/additional_costs.py)
    or_card_type: Literal["creature", "artifact", "enchantment", "land", "planeswalker"] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s21-neob: "As an additional cost to cast ~, you may sacrifice an artifact." (CR 601.2b, 118.8): paid only when
    # the `cast` action's `choices.sacrifice` names the permanent; the spell then records that it was paid (its
    # `choices.additional_cost_paid`, for "If ~'s additional cost was paid", the RiderCondition
    # `additional_cost_paid`; rules/additional_costs.py)
    optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-c12: "As an additional cost to cast ~, sacrifice a Goblin." (CR 601.2b, 205.3): only a permanent with this
    # subtype (of any card type: `card_type` "permanent"; rules/additional_costs.py)
    subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]*$", max_length=40)] | None = Field(
        default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s23c12_subtype_of_a_sacrifice(self) -> AdditionalCostAbility:
        if self.subtype is not None and (self.cost != "sacrifice" or self.card_type != "permanent"
                                         or self.or_card_type is not None):
            raise ValueError("`subtype` goes with a sacrifice of a `permanent` (\"sacrifice a Goblin\")")
        return self

    # s23-neo: "you may tap any number of untapped creatures you control" / "you may sacrifice any number of nonland
    # permanents" (CR 118.8, 601.2b): none or more permanents of `card_type` its caster controls, named in the `cast`
    # action's `choices.tap` / `choices.sacrifice` (none named: none), tapped / sacrificed as the costs are paid (601.2h);
    # `each_costs_less`: "~ costs {1} less to cast for each creature tapped this way" (601.2f, 118.7a; rules/
    # s23neo_any_number_costs.py)
    any_number: Flag = Field(default=False, exclude_if=lambda value: not value)
    each_costs_less: Annotated[StrictInt, Field(ge=1, le=20)] | None = Field(
        default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s23neo_any_number(self) -> AdditionalCostAbility:
        if self.any_number and (self.cost not in ("tap", "sacrifice") or self.optional or self.amount != 1
                                or self.or_card_type is not None):
            raise ValueError("`any_number` goes with a tap or sacrifice of one card type, without `optional`")
        if self.cost == "tap" and (not self.any_number or self.card_type == "nonland_permanent"):
            raise ValueError("a 'tap' additional cost taps any number of permanents of a card type (`any_number`)")
        if self.each_costs_less is not None and not self.any_number:
            raise ValueError("`each_costs_less` goes with `any_number`")
        return self

    @model_validator(mode="after")
    def _or_type_for_sacrifice(self) -> AdditionalCostAbility:
        if self.or_card_type is not None and (self.cost != "sacrifice" or self.card_type == "permanent"
                                              or self.or_card_type == self.card_type):
            raise ValueError("`or_card_type` goes with a sacrifice of another card type")
        if self.optional and (self.cost != "sacrifice" or self.amount != 1) and self.cost != "collect_evidence":
            raise ValueError("`optional` goes with a sacrifice of one permanent")  # s21-neob
        if self.cost == "collect_evidence" and (not self.optional or self.card_type != "creature"
                                                or self.or_card_type is not None):  # s33-wmk (CR 701.59a)
            raise ValueError("'collect_evidence' is an `optional` cost of an amount (its N) alone")
        if self.card_type == "nonland_permanent" and (self.cost != "sacrifice" or self.or_card_type is not None):
            raise ValueError("a nonland permanent is sacrificed, alone")  # s22-inn
        if self.cost == "exile_from_graveyard" and self.card_type == "permanent":
            raise ValueError("an exiled card from a graveyard has a card type other than 'permanent'")  # s21-inn
        if self.card_type == "card" and self.cost != "exile_from_graveyard":
            raise ValueError("'card' (any card) goes with `exile_from_graveyard`")  # s33-dsk
        return self

    # s25-ncc: "Casualty 2" (CR 702.153a): "As an additional cost to cast this spell, you may sacrifice a creature with
    # power N or greater" (`optional`, a creature of power at least `casualty`) and "When you cast this spell, if a
    # casualty cost was paid for it, copy it. If the spell has any targets, you may choose new targets for the copy."
    # (rules/s25ncc_casualty.py)
    casualty: Annotated[StrictInt, Field(ge=0, le=20)] | None = Field(default=None, exclude_if=lambda value: value is None)

    # s32-ma: "Bargain" (CR 702.166a-b): "As an additional cost to cast this spell, you may sacrifice an artifact,
    # enchantment, or token." (`optional`, `card_type` "permanent": one of those); the spell is bargained when it was
    # paid, read by "If ~ was bargained" as the RiderCondition `additional_cost_paid` (rules/additional_costs.py)
    bargain: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s32ma_bargain(self) -> AdditionalCostAbility:
        if self.bargain and (self.cost != "sacrifice" or not self.optional or self.card_type != "permanent"
                             or self.subtype is not None or self.casualty is not None):
            raise ValueError("`bargain` goes with an optional sacrifice of one `permanent`")
        return self

    @model_validator(mode="after")
    def _s25ncc_casualty(self) -> AdditionalCostAbility:
        if self.casualty is not None and (self.cost != "sacrifice" or not self.optional or self.card_type != "creature"
                                          or self.or_card_type is not None or self.subtype is not None):
            raise ValueError("`casualty` goes with an optional sacrifice of one creature")
        return self


class CantBeBlockedByMoreThanAbility(_Model):
    """"~ can't be blocked by more than one creature." (CR 509.1b, 509.1c: a restriction on the
    whole blocking declaration). rules/blocked_by_at_most.py."""

    kind: Literal["cant_be_blocked_by_more_than"] = "cant_be_blocked_by_more_than"
    most: Annotated[StrictInt, Field(ge=1, le=100)] = 1


class S35ltrBlockedByAtLeastAbility(_Model):
    """s35-ltr: "~ can't be blocked except by three or more creatures." (CR 509.1b, 509.1c: a restriction on the whole
    blocking declaration). rules/s35ltr_blocking.py."""

    kind: Literal["cant_be_blocked_except_by_at_least"] = "cant_be_blocked_except_by_at_least"
    least: Annotated[StrictInt, Field(ge=2, le=100)] = 3


def _mana_cost_without_x(value: str, refusal: str) -> str:
    """A kicker, flashback or cycling cost: a mana cost, checked (`_check_cost`), without X."""
    checked = _check_cost(value)
    if not checked or "X" in checked:
        raise ValueError(refusal)
    return checked


class KickerAbility(_Model):
    """"Kicker {2}{R}" (CR 702.33a): "You may pay an additional {2}{R} as you cast this spell."
    The `cast` action's `kicked` pays it; `spell` abilities with `"condition": "kicked"` ("If this
    spell was kicked, ...") happen only then (702.33d). rules/kicker.py."""

    kind: Literal["kicker"] = "kicker"
    cost: str
    # s27-mech: "Multikicker {2}" (CR 702.33c): the cost may be paid any number of times (the `cast` action's
    # `times_kicked`; rules/s27mech_multikicker.py)
    multikicker: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a kicker cost is a mana cost without X, such as {2}{R}")


class FlashbackAbility(_Model):
    """"Flashback {3}{U}" (CR 702.34a): the card may be cast from its owner's graveyard by paying
    this cost rather than its mana cost; cast that way, it is exiled instead of going anywhere else
    as it leaves the stack. rules/flashback.py."""

    kind: Literal["flashback"] = "flashback"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a flashback cost here is a mana cost without X, such as {3}{U}")


class HarmonizeAbility(_Model):
    """s34-tdm: "Harmonize {4}{G}" (CR 702.180a-b): the card may be cast from its owner's graveyard by paying this cost
    rather than its mana cost (as with flashback), its caster tapping up to one untapped creature they control (the
    `cast` action's `choices.tap`) to reduce the total cost by that creature's power in generic mana; cast that way, it
    is exiled instead of going anywhere else as it leaves the stack. rules/s34tdm_harmonize.py."""

    kind: Literal["harmonize"] = "harmonize"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a harmonize cost here is a mana cost without X, such as {4}{G}")


class EscapeAbility(_Model):
    """s16-kws: "Escape—{3}{B}, Exile three other cards from your graveyard." (CR 702.138a): the card
    may be cast from its owner's graveyard by paying this cost (an alternative cost, 118.9) and
    exiling `exile_other` other cards from that graveyard (`choices.exile_from_graveyard`); a
    permanent cast so "escaped" (702.138c-d). rules/escape.py."""

    kind: Literal["escape"] = "escape"
    cost: str
    exile_other: Annotated[StrictInt, Field(ge=1, le=20)]

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "an escape cost here is a mana cost without X, such as {3}{B}")


class AlternativeCostAbility(_Model):
    """s16-kws: an alternative cost printed on the card (CR 118.9): "Spectacle {1}{B}" (`name`
    "spectacle", CR 702.137a: only if an opponent lost life this turn) and "You may pay {2}{U} rather
    than pay this spell's mana cost." (`name` "rather_than_mana_cost"). The `cast` action's
    `alternative_cost` names it. rules/alternative_costs.py."""

    kind: Literal["alternative_cost"] = "alternative_cost"
    name: Literal["spectacle", "rather_than_mana_cost", "cleave",  # s16-cleave: "Cleave {1}{U}" (CR 702.148a)
                  "mutate",  # s21-mutate: "Mutate {2}{W}" (CR 702.140a; rules/s21mutate_mutate.py)
                  "emerge",  # s24-emn: "Emerge {5}{B}{B}" (CR 702.119a; rules/s24emn_emerge.py)
                  "madness",  # s24-emn: "Madness {1}{R}" (CR 702.35a; rules/s24emn_madness.py)
                  "evoke",  # s24-mh1: "Evoke {1}{W}" (CR 702.74a; rules/s24mh1_evoke.py)
                  "dash",  # s24-khans: "Dash {2}{R}" (CR 702.109a; rules/s24khans_dash.py)
                  "exile_card_from_hand",
                  "overload",  # s25-mh: "Overload {1}{B}" (CR 702.96a; rules/s25mh_overload.py)  # s24-mh1: "you may exile a blue card from your hand rather than pay ..."
                  "exile_card_from_hand",  # s24-mh1: "you may exile a blue card from your hand rather than pay ..."
                  "blitz",  # s25-ncc: "Blitz {2}{G}" (CR 702.152a; rules/s25ncc_blitz.py)
                  "awaken",  # s27-mech: "Awaken 4—{5}{W}{W}{W}" (CR 702.113a; rules/s27mech_awaken.py)
                  "impending",  # s33-dsk: "Impending 4—{2}{R}{R}" (CR 702.176a; rules/s33dsk_impending.py)
                  ]
    cost: str
    # s17-taile: "If you attacked this turn, you may pay {U} rather than pay this spell's mana cost." (raid): the
    # cost may be paid only while the condition on the turn's history holds for the caster (rules/turn_records.py)
    if_this_turn: Annotated[RiderCondition | None, AfterValidator(lambda value: records_this_turn_only(value))] = Field(
        default=None, exclude_if=lambda value: value is None)

    # s24-mh1: "If it's not your turn, you may exile a blue card from your hand rather than pay ~'s mana cost." (CR
    # 118.9; rules/s24mh1_exile_alternative.py): with the name "exile_card_from_hand" (and `cost` "{0}"), the card of
    # `exile_color` exiled from the caster's hand (the `cast` action's `choices.exile_from_hand`, one card); and
    # `if_not_your_turn`: only while another player is the active player (CR 102.1)
    exile_color: Color | None = Field(default=None, exclude_if=lambda value: value is None)
    if_not_your_turn: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s30-mh: "You may exile two green cards from your hand rather than pay ~'s mana cost." (CR 118.9): how many cards
    # of `exile_color` are exiled (the `cast` action's `choices.exile_from_hand` names that many); absent: one
    exile_count: Annotated[StrictInt | None, Field(default=None, ge=2, le=3,
                                                   exclude_if=lambda value: value is None)] = None
    # s26-cmda: "If you control a commander, you may cast ~ without paying its mana cost." (CR 118.9, 903.3d; `cost`
    # "{0}"): only while the caster controls a permanent that is a commander (anyone's; rules/s26cmda_commander.py)
    if_you_control_a_commander: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "an alternative cost here is a mana cost without X, such as {1}{B}")

    @model_validator(mode="after")
    def _s24mh1_exile_color_with_its_name(self) -> AlternativeCostAbility:
        # s30-mh: also with "evoke" ("Evoke—Exile a white card from your hand.", CR 702.74a, 118.9)
        if (self.exile_color is not None and self.name not in ("exile_card_from_hand", "evoke")) or (
                self.exile_color is None and self.name == "exile_card_from_hand"):
            raise ValueError("`exile_color` goes with the name 'exile_card_from_hand' (which needs one) or 'evoke'")
        if self.exile_count is not None and self.exile_color is None:  # s30-mh
            raise ValueError("`exile_count` goes with `exile_color`")
        if self.exile_color is not None and self.cost != "{0}":
            raise ValueError("a cost of exiling a card from the hand is the card exiled: `cost` is {0}")
        return self


class SacrificeOrManaCostAbility(_Model):
    """s16-kws: "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}." (CR 118.8,
    601.2b, 601.2f-h, 701.21a): the caster chooses as they cast it — the `cast` action's
    `choices.sacrifice` (one permanent of `card_type`) to sacrifice; without it they pay `mana`, added to
    the total cost (601.2f). rules/sacrifice_or_mana.py."""

    kind: Literal["sacrifice_or_mana_cost"] = "sacrifice_or_mana_cost"
    card_type: Literal["creature", "artifact", "enchantment", "land"] = "creature"
    mana: str

    @field_validator("mana")
    @classmethod
    def _valid_mana(cls, value: str) -> str:
        return _mana_cost_without_x(value, "the mana of 'sacrifice a creature or pay ...' is a mana cost without X")


class CyclingAbility(_Model):
    """"Cycling {2}" (CR 702.29a): "{2}, Discard this card: Draw a card." An activated ability
    that functions only while the card is in its owner's hand (702.29a), activated with the `cycle`
    action; its `effect` (draw a card) is fixed by the rule. rules/cycling.py."""

    kind: Literal["cycling"] = "cycling"
    cost: str
    effect: DrawEffect | SearchLibraryEffect = Field(default_factory=DrawEffect, exclude=True)
    # s24-mh2: typecycling (CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library
    # for a [type] card, reveal it, put it into your hand, then shuffle."; still a cycling ability, 702.29f): the
    # quality of the card searched for ("land:basic" for basic landcycling); the `effect` is then that search
    search: CardQuality | None = Field(default=None, exclude_if=lambda value: value is None)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        checked = _check_cost(value)  # s34-fin: X allowed, the `cycle` action's `x` (CR 107.3, 602.2b)
        if checked is None:
            raise ValueError("a cycling cost here is a mana cost, such as {2} or {X}{G}{G}")
        return checked

    @model_validator(mode="after")
    def _s24mh2_typecycling_searches(self) -> CyclingAbility:
        if self.search is not None:  # the search the rule says, whatever `effect` was given (CR 702.29e)
            self.effect = SearchLibraryEffect(quality=[self.search], to="hand", reveal=True)
        elif not isinstance(self.effect, DrawEffect):
            raise ValueError("a cycling ability's search is given by `search` (CR 702.29e)")
        return self


class NinjutsuEnterEffect(_Model):
    """What a ninjutsu ability does as it resolves (CR 702.49a, 702.49c): "Put this card onto the
    battlefield from your hand tapped and attacking" what the returned creature attacked, unblocked.
    Fixed by the rule; never written in a definition. rules/ninjutsu.py."""

    kind: Literal["ninjutsu_enter"] = "ninjutsu_enter"


class NinjutsuAbility(_Model):
    """"Ninjutsu {1}{B}" (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked
    attacking creature you control to its owner's hand: Put this card onto the battlefield from your
    hand tapped and attacking." An activated ability that functions only while the card is in its
    owner's hand, activated with the `ninjutsu` action. rules/ninjutsu.py."""

    kind: Literal["ninjutsu"] = "ninjutsu"
    cost: str
    effect: NinjutsuEnterEffect = Field(default_factory=NinjutsuEnterEffect, exclude=True)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a ninjutsu cost here is a mana cost without X, such as {1}{B}")


class MorphAbility(_Model):
    """s24-khans: "Morph {2}{U}" and "Megamorph {4}{W}" (CR 702.37a-b): the card may be cast face down as a 2/2
    creature spell for {3} (702.37c) and, as a face-down permanent, turned face up by paying `cost` (702.37e,
    the `turn_face_up` action's `pay` "morph"); with `megamorph`, a +1/+1 counter is put on it as it is turned
    face up that way (702.37b). rules/face_down.py."""

    kind: Literal["morph"] = "morph"
    cost: str | None = None
    megamorph: bool = False
    # "Morph—Reveal a white card in your hand." (CR 702.37e): the morph cost is revealing a card of this color from its
    # controller's hand (`turn_face_up`'s `choices.reveal`; default the first such card), instead of a mana `cost`
    reveal_color: Literal["W", "U", "B", "R", "G"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s32-ma: "Disguise {4}{B}" (CR 702.168a, d): as morph, and the face-down spell or permanent has ward {2}
    # (characteristics.py); `turn_face_up`'s `pay` "morph" pays the disguise cost
    disguise: Flag = Field(default=False, exclude_if=lambda value: not value)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str | None) -> str | None:
        if value is None:
            return None
        return _mana_cost_without_x(value, "a morph cost here is a mana cost without X, such as {2}{U}")

    @model_validator(mode="after")
    def _one_cost(self) -> MorphAbility:
        if (self.cost is None) == (self.reveal_color is None):
            raise ValueError("a morph ability has either a mana `cost` or a `reveal_color`")
        if self.disguise and (self.megamorph or self.cost is None):  # s32-ma
            raise ValueError("a disguise ability has a mana `cost` and is not megamorph")
        return self


class CrewAbility(ActivatedAbility):
    """Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with total
    power N or greater: This permanent becomes an artifact creature until end of turn." Activated
    with `activate` (its index among the abilities); the `activate` action's `crew` names the
    creatures tapped. Its cost, effect and timing are fixed by the rule (rules/crew.py)."""

    kind: Literal["crew"] = "crew"  # type: ignore[assignment]
    power: Annotated[StrictInt, Field(ge=0, le=100)]
    cost: str = "{0}"
    effect: BecomesArtifactCreatureEffect = Field(default_factory=BecomesArtifactCreatureEffect)


class BecomesSaddledEffect(_PermanentEffect):
    """s27-otjb: "This Mount becomes saddled until end of turn." (saddle, CR 702.171a-b): the permanent gets the
    designation saddled (`Permanent.saddled`), kept until the turn's cleanup step or until it leaves the battlefield.
    rules/s27otjb_saddle.py."""

    kind: Literal["becomes_saddled"] = "becomes_saddled"
    target: Literal["self"] = "self"


class SaddleAbility(CrewAbility):
    """s27-otjb: Saddle N (CR 702.171a): "Tap any number of other untapped creatures you control with total power N or
    greater: This permanent becomes saddled until end of turn. Activate only as a sorcery." Activated with `activate`;
    the `activate` action's `crew` names the creatures tapped to pay its cost, as for crew (rules/crew.py pays it, CR
    702.171c: those creatures saddle it). Its cost, effect and timing are fixed by the rule (rules/s27otjb_saddle.py)."""

    kind: Literal["saddle"] = "saddle"  # type: ignore[assignment]
    activate_only: Literal["sorcery"] = "sorcery"
    effect: BecomesSaddledEffect = Field(default_factory=BecomesSaddledEffect)  # type: ignore[assignment]


class OffspringAbility(_Model):
    """"Offspring {2}" (CR 702.175a): "You may pay an additional {2} as you cast this spell" and
    "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
    except it's 1/1." The `cast` action's `offspring: true` pays it. rules/offspring.py."""

    kind: Literal["offspring"] = "offspring"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "an offspring cost is a mana cost without X, such as {2}")


class GiftAbility(_Model):
    """"Gift a card / a Food / a tapped Fish / a Treasure" (CR 702.174): the caster may promise an
    opponent a gift as they cast the spell (the `cast` action's `gift`: that opponent's id); an
    instant or sorcery gives it as it resolves, before its other effects; a permanent, when it
    enters (a triggered ability). rules/gift.py."""

    kind: Literal["gift"] = "gift"
    gift: Literal["card", "food", "tapped_fish", "treasure"]


class EtbCountersAbility(_Model):
    kind: Literal["etb_counters"] = "etb_counters"
    counter: str = "+1/+1"
    amount: Int | Literal["X"] = 1
    # "~ enters with a +1/+1 counter on it if an opponent lost life this turn." (CR 614.1c): the
    # counters only when the condition holds for its controller as it enters; left out when None.
    condition: LifeCondition | None = Field(default=None, exclude_if=_no_value)
    # s16-kws: "If ~ was kicked, it enters with two +1/+1 counters on it." (CR 702.33d, 614.1c): only
    # when the spell that became it was kicked (rules/kicked_permanents.py)
    if_kicked: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s16-kws: "~ escapes with two +1/+1 counters on it." (CR 702.138c): only when it escaped, cast
    # with escape (rules/escape.py)
    if_escaped: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s17-neo: "~ enters with a +1/+1 counter on it if you control a modified creature." (CR 614.1c): only
    # when its controller controls such a permanent as it enters (rules/etb_counters_if_you_control.py)
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    # s17-taile: "~ enters with a +1/+1 counter on it if you attacked this turn." (CR 614.1c): only when the
    # condition on the turn's history holds for its controller as it enters (a `this_turn` RiderCondition,
    # rules/turn_records.py)
    if_this_turn: Annotated[RiderCondition | None, AfterValidator(lambda value: records_this_turn_only(value))] = Field(
        default=None, exclude_if=lambda value: value is None)
    # s17-tailf: "If at least three white mana was spent to cast ~, ~ enters with a +1/+1 counter on it." (adamant,
    # CR 207.2c, 601.2h, 614.1c): only when the spell that became it was cast so (rules/mana_spent.py)
    if_mana_spent: ManaSpentCondition | None = Field(default=None, exclude_if=_no_value)
    # s18-m20: "~ enters with a +1/+1 counter on it for each other creature you control." (CR 614.1c, 614.12):
    # `amount` times the permanents this `count:` names as it enters, itself not among them
    # (rules/etb_counters_for_each.py; a number `amount` only)
    # s20-cda: or a `DiedCount` ("for each creature that died this turn", CR 700.4; rules/turn_records.py)
    # s22-war: or "graveyard_cards" / "graveyard_creature_cards" ("for each creature card in your graveyard",
    # undergrowth; CR 404.1, 614.12: its controller's graveyard as it enters; rules/graveyard_amounts.py)
    # s23-c14: or "life_gained_this_turn" ("where X is the amount of life you've gained this turn", CR 119.3: its
    # controller's record of the turn as it enters)
    # s25-mh: or "s25mh_colors_spent" ("for each color of mana spent to cast it", converge, CR 601.2h; the spell that
    # became it, rules/s25mh_converge.py)
    # s27-mech: or "s27mech_devour_creature" / "s27mech_devour_artifact" (devour, CR 702.82a, c: the permanents of that
    # type its controller sacrifices as it enters, `choices.sacrifice`; rules/s27mech_devour.py)
    for_each: CountOf | DiedCount | Literal["graveyard_cards", "graveyard_creature_cards", "life_gained_this_turn"] \
        | Literal["s25mh_colors_spent",
                  "s27mech_devour_creature",
                  "s27mech_devour_artifact",
                  "s27mech_times_kicked",  # s27-mech: "for each time it was kicked" (CR 702.33d, multikicker)
                  ] | None = Field(default=None, exclude_if=_no_value)
    # s26-cmdc: "Sunburst" (CR 702.44a): the counters are +1/+1 counters if the permanent is a creature as it enters,
    # else charge counters (`counter` is not used); set only with `for_each` "s25mh_colors_spent"
    # (rules/enters_with_counters.py)
    sunburst: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-cmdc: "~ enters with an indestructible counter on it if you cast it from your hand." (CR 614.1c, 601.2a): only
    # when the permanent is the spell its controller cast [from their hand] (rules/s25stda_if_cast.py)
    if_cast: Literal["cast", "cast_from_hand"] | None = Field(default=None, exclude_if=_no_value)

    @model_validator(mode="after")
    def _s18m20_for_each_counts_a_number(self) -> EtbCountersAbility:
        if self.for_each is not None and self.amount == "X":
            raise ValueError("`for_each` multiplies a number `amount`, not X")
        if self.sunburst and self.for_each != "s25mh_colors_spent":
            raise ValueError("`sunburst` counts the colors of mana spent: `for_each` 's25mh_colors_spent'")
        return self


class ExtraTargetCostAbility(_Model):
    """"This spell costs {1} more to cast for each target beyond the first." (CR 601.2f)."""

    kind: Literal["extra_target_cost"] = "extra_target_cost"
    generic: Int = Field(default=1, ge=0)


class XManaRestrictionAbility(_Model):
    """"Spend only black mana on X." (Drain Life): X is paid with mana of that color only (CR 601.2h)."""

    kind: Literal["x_mana_restriction"] = "x_mana_restriction"
    color: Literal["W", "U", "B", "R", "G"]


class CostReductionAbility(_Model):
    kind: Literal["cost_reduction"] = "cost_reduction"
    spells: Literal["creature_with_banding", "all",
                    # "Noncreature spells you cast cost {1} less" (s11-classes; rules/costs.py)
                    "noncreature", "creature", "artifact", "enchantment", "instant", "sorcery",
                    "instant_or_sorcery",
                    "planeswalker",  # s27-older: "Planeswalker spells you cast cost {1} less to cast." (CR 601.2f)
                    ] = "creature_with_banding"
    generic: Int = Field(default=0, ge=0)
    # s13-granted (rules/spell_qualities.py): "Hydra spells you cast ..." (a subtype, CR 205.3);
    # "Creature spells you cast with power 4 or greater ..." (its power as it is cast, CR 208.3, 604.3)
    subtype: str | None = Field(default=None, min_length=1, max_length=40, exclude_if=lambda value: value is None)
    min_power: Int | None = Field(default=None, ge=0, le=1000, exclude_if=lambda value: value is None)
    # s16-taila (rules/spell_keywords.py): "Creature spells with flying you cast ..." (the spell has
    # that keyword as it is cast, CR 601.2f, 702.1)
    keyword: KeywordText | None = Field(default=None, exclude_if=lambda value: value is None)
    # s17 (rules/spell_qualities.py): "Historic spells you cast cost {1} less to cast." (CR 700.6: a
    # legendary, artifact or Saga spell, as it is cast)
    historic: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-cmdc: "Goblin spells and Rogue spells you cast cost {1} less to cast." (CR 205.3): a spell with `subtype` or this
    # one (reduced once; rules/spell_qualities.py); set only with `subtype`
    or_subtype: str | None = Field(default=None, min_length=1, max_length=40, exclude_if=lambda value: value is None)
    # s29-modern: "As long as it's not your turn, spells you cast cost {1} less to cast." (CR 611.3a, 102.1): the reduction
    # applies only while its controller is ("your_turn") or isn't ("not_your_turn") the active player (rules/costs.py)
    while_turn: Literal["your_turn", "not_your_turn"] | None = Field(default=None,
                                                                     exclude_if=lambda value: value is None)
    # s32-oldmh: "Spells you cast from your graveyard cost {1} less to cast." (CR 601.2f, 601.3): only a spell its
    # controller casts from their graveyard (by flashback, escape, a permission...), applied after every other
    # increase and reduction (rules/costs.py `graveyard_reductions`)
    from_graveyard: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s32-r2fin: "Red spells you cast cost {1} less to cast." (CR 601.2f, 202.2): only a spell of this color, its colors
    # as it is cast (rules/spell_qualities.py)
    color: Color | None = Field(default=None, exclude_if=lambda value: value is None)
    # s34-mkm: "The second spell you cast each turn costs {1} less to cast." (CR 601.2f, 601.2i): only the spell that is its
    # caster's Nth spell this turn (their `spells_cast_this_turn` before it, plus one; rules/costs.py); with `spells` "all"
    nth_spell_each_turn: Annotated[StrictInt | None, Field(default=None, ge=1, le=20,
                                                           exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s34mkm_nth_spell_of_all_spells(self) -> CostReductionAbility:
        if self.nth_spell_each_turn is not None and (self.spells != "all" or self.model_dump(
                exclude_defaults=True).keys() - {"kind", "spells", "generic", "nth_spell_each_turn"}):
            raise ValueError("`nth_spell_each_turn` counts every spell: it goes with `spells` 'all' and nothing else")
        return self

    @model_validator(mode="after")
    def _s26cmdc_or_subtype(self) -> CostReductionAbility:
        if self.or_subtype is not None and self.subtype is None:
            raise ValueError("`or_subtype` goes with `subtype`")
        return self


class CostIncreaseAbility(_Model):
    """"White spells cost {3} more to cast." / "Activated abilities of white enchantments cost {3}
    more to activate." (CR 601.2f, 602.2b; rules/cost_increases.py)."""

    kind: Literal["cost_increase"] = "cost_increase"
    applies_to: Literal["spells", "activated_abilities"] = "spells"
    color: Color | None = None
    card_type: CardType | None = None
    generic: Int = Field(default=0, ge=0)
    # s16-taila (rules/cost_increase_targets.py; CR 601.2f, 601.2c): "Noncreature spells cost {1} more"
    # (`not_card_type`); "Spells your opponents cast" (`cast_by`); "that target ~" / "that target a
    # creature you control" (`targeting`: "self" or a permanent spec, read from the source's controller)
    not_card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)
    cast_by: Literal["opponents",
                     "you"] | None = Field(default=None, exclude_if=lambda value: value is None)  # s27-older: "you"
    targeting: str | None = Field(default=None, min_length=1, max_length=200, exclude_if=lambda value: value is None)
    # s26-core: "Artifact and enchantment spells your opponents cast cost {2} more to cast." (CR 601.2f): a spell with
    # `card_type` or this card type
    also_card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _taila_targeting_is_a_permanent_spec(self) -> CostIncreaseAbility:
        if self.targeting is not None and self.targeting != "self":
            parse_target_spec(self.targeting)
        if self.applies_to != "spells" and (self.targeting is not None or self.cast_by is not None
                                            or self.not_card_type is not None):
            raise ValueError("`targeting`, `cast_by` and `not_card_type` are qualities of spells")
        if self.also_card_type is not None and (self.card_type is None or self.applies_to != "spells"):
            raise ValueError("`also_card_type` is a second card type of spells with `card_type`")  # s26-core
        return self


class SpellAbility(_Model):
    """What an instant or sorcery does as it resolves (CR 608.2); several resolve in order."""

    kind: Literal["spell"] = "spell"
    effect: Effect
    # "If this spell was kicked, <effect>" (CR 702.33d): it happens only when the kicker cost was paid;
    # "If the gift was promised / wasn't promised, <effect>" (702.174c): only when it was / wasn't.
    # "If this spell was cast from a graveyard / from anywhere other than your hand, <effect>" (CR 601.2a,
    # rules/cast_from.py): only when the card was (wasn't) in that zone as it was cast.
    condition: Literal["kicked", "gift_promised", "gift_not_promised",
                       "cast_from_graveyard", "cast_not_from_hand",
                       # s16-cleave: the spell's text with its bracketed words ("not_cleaved") or without them
                       # ("cleaved": its cleave cost was paid, CR 702.148b; rules/cleave.py)
                       "not_cleaved", "cleaved",
                       # s16-cleave: "<effect>. If this spell was kicked, <effect> instead." (CR 702.33d): the
                       # first only when it wasn't kicked
                       "not_kicked",
                       # s25-mh: overload (CR 702.96b): the spell's text as printed ("not_overloaded") or with every
                       # "target" replaced by "each" ("overloaded": its overload cost was paid; rules/s25mh_overload.py)
                       "not_overloaded", "overloaded",
                       # s27-mech: awaken (CR 702.113a): only when its awaken cost was paid (rules/s27mech_awaken.py)
                       "s27mech_awakened",
                       ] | None = Field(default=None, exclude_if=_no_value)


# s13-granted
class StaticPumpGroup(_Model):
    """The second group of a `static_pump` ("... and other Zombies you control"): `affected`,
    `color`, `subtype` and `status` as the ability's own."""

    affected: Literal["creatures_you_control", "other_creatures_you_control", "all_creatures", "other_creatures"]
    color: Color | None = None
    subtype: str | None = Field(default=None, min_length=1)
    status: Literal["untapped", "attacking", "token"] | None = None


class GraveyardCardsCount(_Model):
    """s15-r2m20: "three or more land cards in your graveyard": at least `at_least` cards of `card_type` in
    the graveyard of the ability's controller (CR 404.1, 611.3a; rules/life_total_conditions.py)."""

    card_type: CardType
    at_least: Int = Field(ge=1)
    # s22-war: "two or more instant and/or sorcery cards in your graveyard" (Ghitu Lavarunner; CR 205.2a): a card of
    # either card type counts
    or_card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)


class StaticPumpAbility(_Model):
    """"<Affected creatures> get +N/+N [and have <keywords>]": a static ability, layer 7c (CR 613.4c,
    604.1), its keywords in layer 6 (613.1f); `color`, `subtype` and `status` narrow what it affects
    ("White creatures", "Other Merfolk", "Untapped creatures you control")."""

    kind: Literal["static_pump"] = "static_pump"
    # s23-c14: "artifacts_you_control" ("Artifacts you control have indestructible."): keywords only, on every artifact
    # its controller controls, creature or not (rules/static_pump.py)
    affected: Literal["creatures_you_control", "other_creatures_you_control", "all_creatures", "other_creatures",
                      "self", "creatures_opponents_control",
                      "artifacts_you_control",
                      # s30-stdc: "[Other] permanents you control have hexproof.": keywords only, on every permanent
                      # its controller controls [but its source], of any card type (rules/static_pump.py, CR 613.1f)
                      "permanents_you_control", "other_permanents_you_control"]
    power: Int = 0
    toughness: Int = 0
    color: Color | None = None
    subtype: str | None = Field(default=None, min_length=1)
    status: Literal["untapped", "attacking", "token",
                    "equipped",
                    "tapped",  # s22-inn: "Other tapped creatures you control have deathtouch." (CR 110.5)
                    "enchanted",  # s23-c12: "As long as ~ is enchanted, it gets +2/+2" (CR 303.4, 611.3a)
                    "renowned",  # s23-ori: "As long as ~ is renowned, it has menace." (CR 702.112b)
                    "monstrous",  # s30-mh: "As long as ~ is monstrous, it has flying." (CR 701.37b)
                    # s24-emn: "~ has hexproof as long as it entered the battlefield this turn." (CR 400.7, 611.3a)
                    "entered_this_turn",
                    "nontoken",  # s26-mh: "Other nontoken creatures you control get +1/+1" (CR 111.1)
                    "face_down",  # s29-old: "Face-down creatures you control get +0/+1." (CR 708.2)
                    # s29-cmd: "Commander creatures you control get +2/+2" (CR 903.3; rules/static_pump.py): a commander
                    "s29cmd_commander",
                    ] | None = None  # "token": "Creature tokens you control"; s17-afr: "equipped"
    keywords: list[KeywordText] = empty_list()
    # s26-core: "~ has protection from the chosen color." (CR 702.16a, 607.2a, 613.1f; rules/static_pump.py): the keyword
    # "protection:<color>" of the color ~ chose as it entered (`choose_as_enters`), on ~ only
    protection_from_chosen_color: Flag = Field(default=False, exclude_if=lambda value: not value)

    # s28-fdnb: "As long as ~ has three or more +1/+1 counters on it, it has flying and is a Knight in addition to its
    # other types." (layer 4, CR 613.1d, 205.1b; rules/s28fdnb_self_subtypes.py): creature types ~ itself gains while the
    # ability applies; only with `affected` "self" and no condition other than `affected_with`
    add_subtypes: Annotated[list[Annotated[str, Field(min_length=1, max_length=40)]],
                            Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)]
    # s29-core: "~ is the chosen type in addition to its other types." (layer 4, CR 613.1d, 205.1b, 607.2a;
    # rules/s28fdnb_self_subtypes.py): the creature type ~ chose as it entered (`choose_as_enters`) joins its own
    add_chosen_type: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s29core_chosen_type_on_self(self) -> StaticPumpAbility:
        if self.add_chosen_type and (self.affected != "self" or set(self.model_dump(exclude_defaults=True)) - {
                "kind", "power", "toughness", "affected", "add_chosen_type"}):
            raise ValueError("`static_pump`: `add_chosen_type` on ~ itself (`affected` \"self\") alone")
        return self

    @model_validator(mode="after")
    def _s28fdnb_add_subtypes_on_self(self) -> StaticPumpAbility:
        if self.add_subtypes:
            given = set(self.model_dump(exclude_defaults=True))
            if self.affected != "self" or not given <= {"kind", "power", "toughness", "keywords", "affected",
                                                        "affected_with", "add_subtypes"}:
                raise ValueError("`static_pump`: `add_subtypes` on ~ itself (`affected` \"self\"), with no condition "
                                 "but `affected_with`")
        return self

    @model_validator(mode="after")
    def _s26core_chosen_protection_on_self(self) -> StaticPumpAbility:
        if self.protection_from_chosen_color and self.affected != "self":
            raise ValueError("`protection_from_chosen_color` is ~'s own (affected 'self')")
        return self

    # s16-tailb: "Modified creatures you control have trample." (CR 700.9; rules/modified.py, rules/static_pump.py):
    # only the affected creatures that are modified
    modified_only: Flag = Field(default=False, exclude_if=lambda value: not value)
    # "as long as you control an artifact / a Dragon / a blue creature" (CR 611.3a, 604.2;
    # rules/you_control.py): a spec of the target grammar naming card types, subtypes and colors only
    as_long_as_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
                                      Field(default=None, exclude_if=lambda value: value is None)] = None
    # s17-lm: "As long as you control eight or more lands, ..." (CR 611.3a; rules/you_control.py): at least this
    # many permanents `as_long_as_you_control` names
    as_long_as_you_control_at_least: Int | None = Field(default=None, ge=2, le=1000,
                                                        exclude_if=lambda value: value is None)
    # Threshold: "As long as seven or more cards are in your graveyard, ..." (CR 611.3a;
    # rules/graveyard_count.py): applies only while its controller's graveyard holds that many cards
    as_long_as_graveyard_at_least: Int | None = Field(default=None, ge=1, exclude_if=lambda value: value is None)
    # "As long as you control a token, ..." (CR 611.3a, 111.1; rules/graveyard_count.py `controls_token`)
    # s15-r2m20: "as long as you have 25 or more life" (CR 611.3a, 119.1; rules/life_total_conditions.py)
    as_long_as_life_at_least: Int | None = Field(default=None, ge=1, exclude_if=lambda value: value is None)
    # s33-dsk: "As long as you have at least 7 life more than your starting life total, creatures you control get +2/+2."
    # (Leyline of Hope; CR 611.3a, 103.4): its controller's life is at least their starting life total plus this
    # (rules/s19m21_starting_life.py `starting_life`)
    as_long_as_life_above_starting: Annotated[StrictInt, Field(ge=1, le=100)] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s15-r2m20: "as long as there are three or more land cards in your graveyard" (CR 611.3a, 404.1;
    # rules/life_total_conditions.py)
    as_long_as_graveyard_cards: GraveyardCardsCount | None = Field(default=None, exclude_if=lambda value: value is None)
    # s24-hou: "as long as you control a Desert or there is a Desert card in your graveyard" (CR 611.3a, 205.3): a
    # "permanent:<Subtype>" spec; rules/static_pump.py asks rules/s24hou_graveyard_subtype.py
    s24hou_as_long_as_control_or_graveyard: Annotated[
        str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
        Field(default=None, exclude_if=lambda value: value is None)] = None
    # s24-hou: "as long as there is a Desert card in your graveyard" (CR 611.3a, 404.1): the same spec, the graveyard only
    s24hou_as_long_as_graveyard_has: Annotated[
        str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
        Field(default=None, exclude_if=lambda value: value is None)] = None
    as_long_as_you_control_token: Flag = False
    # s18-m21: "As long as an opponent has eight or more cards in their graveyard, ..." (CR 611.3a, 404.1;
    # rules/s18m21_opponent_graveyard.py): applies only while an opponent of its controller has that many cards there
    as_long_as_opponent_graveyard_at_least: Int | None = Field(default=None, ge=1, le=1000,
                                                               exclude_if=lambda value: value is None)
    # s24-mh2: "~ has lifelink as long as you have no cards in hand." / "... one or fewer cards in hand" (hellbent; CR
    # 611.3a, 402.1; rules/static_pump.py): applies only while its controller's hand holds at most that many cards
    as_long_as_hand_at_most: Int | None = Field(default=None, ge=0, le=1000, exclude_if=lambda value: value is None)
    # "Creatures you control of the chosen type" (CR 607.2a; rules/chosen.py): the choice its source made as it entered
    of_the_chosen: Literal["color", "creature_type"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s13-riders: "As long as it's your turn, ~ has flying." / "As long as you've lost life this turn, ..."
    # (CR 611.3a; rules/turn_conditions.py): applies only while that holds for its controller
    as_long_as: Literal["your_turn", "you_lost_life", "you_gained_life", "opponent_lost_life",
                        "city_blessing",  # s16-kwc: "as long as you have the city's blessing"
                        "completed_dungeon",  # s19-venture: "as long as you've completed a dungeon"
                        "life_at_least_starting",  # s23-c14: "as long as your life total is greater than or equal to
                        # your starting life total" (CR 103.4; rules/turn_conditions.py)
                        "delirium",  # s24-emn: "as long as there are four or more card types among cards in your
                        # graveyard" (CR 207.2c, 205.2a; rules/s24emn_delirium.py)
                        "not_your_turn"] | None = Field(  # s21-szn: "as long as it's not your turn"
        default=None, exclude_if=lambda value: value is None)
    # s15-records: "As long as you've drawn two or more cards this turn, ~ gets +0/+2" (CR 611.3a; a `this_turn`
    # RiderCondition, rules/turn_records.py): applies only while that holds for its controller
    as_long_as_this_turn: Annotated[RiderCondition | None, AfterValidator(lambda value: records_this_turn_only(value)),
                                    Field(default=None, exclude_if=lambda value: value is None)] = None
    # s13-batch: "Other Rabbits, Bats, Birds, and Mice you control get +1/+1.": the creature has one of
    # these subtypes (CR 205.3; rules/static_pump.py)
    subtypes_any_of: list[Annotated[str, Field(min_length=1)]] = Field(default_factory=list,
                                                                       exclude_if=lambda value: not value)
    # s13-granted: "Skeletons you control and other Zombies you control get +1/+1" — a second group
    # the one ability affects too (a creature in both is affected once; rules/static_pump.py)
    or_group: StaticPumpGroup | None = Field(default=None, exclude_if=lambda value: value is None)
    # s13-riders2: "Creatures your opponents control have base toughness 1." (layer 7b, CR 613.4b;
    # rules/static_base_pt.py): the base power / toughness it sets (left out when it sets none)
    base_power: Int | None = Field(default=None, exclude_if=lambda value: value is None)
    base_toughness: Int | None = Field(default=None, exclude_if=lambda value: value is None)
    # s15-targets: "Other creatures you control with flying get +1/+1.", "Each creature you control with a
    # +1/+1 counter on it has trample.", "Other enchantment creatures you control get +1/+1." (CR 613.4c,
    # 613.1f, 122.1): a creature spec of the target grammar whose qualities (card types, colors, subtypes,
    # keywords, counters, comparisons) the affected creature must have as it is in the layer
    # (rules/static_qualities.py); keywords granted to creatures chosen by a keyword are not modelled
    # (their order in layer 6 depends on one another, CR 613.8)
    affected_with: Annotated[str | None, AfterValidator(lambda value: _check_static_quality(value)),
                             Field(default=None, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _keywords_by_keyword(self) -> StaticPumpAbility:
        if self.affected_with is not None and self.keywords and parse_target_spec(self.affected_with).with_keywords:
            raise ValueError("static_pump: keywords granted to creatures chosen by a keyword (affected_with "
                             f"{self.affected_with!r}) are not modelled (CR 613.8: dependency in layer 6)")
        if self.affected_with in S34CMD_PERMANENT_TYPES and self.affected not in (
                "permanents_you_control", "other_permanents_you_control"):  # s34-cmd (end of module)
            raise ValueError(f"static_pump: affected_with {self.affected_with!r} only with a permanents `affected`")
        if self.affected_with == S31CMDB_LEGENDARY_PERMANENT and self.affected not in (
                "permanents_you_control", "other_permanents_you_control"):  # s31-cmdb (end of module)
            raise ValueError(f"static_pump: affected_with {self.affected_with!r} only with a permanents `affected`")
        return self

    # s17-taile: "as long as any player controls a black permanent" (CR 611.3a; rules/you_control.py): applies
    # while some player controls a permanent of this spec (card types, subtypes and colors)
    as_long_as_any_player_controls: Annotated[
        str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
        Field(default=None, exclude_if=lambda value: value is None)] = None
    # s24-isd: "~ has haste as long as an opponent controls a Human." (CR 611.3a; rules/static_pump.py): applies while
    # an opponent of its controller controls a permanent of this spec (card types, subtypes and colors)
    as_long_as_opponent_controls: Annotated[
        str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
        Field(default=None, exclude_if=lambda value: value is None)] = None


def _check_static_quality(value: str | None) -> str | None:
    """s15-targets: `affected_with` is "creature:<qualities>" naming qualities of the creature only (s22-war: the
    supertype "legendary" among them, CR 205.4a)."""
    if value is None:
        return None
    try:
        spec = parse_target_spec(value)
    except TargetSpecError as problem:
        raise ValueError(f"affected_with {value!r}: {problem}") from None
    if value == S31CMDB_LEGENDARY_PERMANENT:
        return value  # s31-cmdb: "Other legendary permanents you control have ..." (with a permanents `affected`)
    if value in S34CMD_PERMANENT_TYPES:
        return value  # s34-cmd: "Other artifacts you control have ward {2}." (with a permanents `affected`)
    if (spec.base != "creature" or spec.control is not None or spec.other or spec.player_scope is not None
            or spec.other_target or any(not state.startswith("with_counter")
                                        and state not in ("legendary", "nonlegendary")  # s22-ete/war, s34-ltr
                                        for state in spec.states)):
        raise ValueError(f"affected_with {value!r}: 'creature' and qualities of the creature (types, colors, "
                         "subtypes, keywords, counters, comparisons) only")
    if any(c.value == "X" for c in spec.comparisons):
        raise ValueError(f"affected_with {value!r}: no X here")
    return value


EnchantSpec = Literal["creature", "artifact", "enchantment", "land", "permanent", "player"]  # player: s16-curses


def _check_enchant_filter(value: str) -> str:
    """s15-granted: "Enchant artifact or creature" / "Enchant creature you control" (CR 303.4, 702.5a):
    a permanent spec of the filter grammar, nothing else (no player, no card in a zone, no reference)."""
    spec = parse_target_spec(_check_filtered_spec(value))
    if spec.base in ZONE_BASES or spec.base in REFERENCE_BASES or spec.base in ("it", "all") or spec.targets_player:
        raise ValueError(f"enchant {value!r} is not a spec of permanents (e.g. 'artifact_or_creature', "
                         "'creature:you_control')")
    if any(c.value == "X" for c in spec.comparisons):
        raise ValueError(f"enchant {value!r} compares with X, which an Aura on the battlefield doesn't have")
    return value


# s15-granted: an enchant ability's permanents in the filter grammar (rules/enchant_filters.py)
EnchantFilter = Annotated[str, AfterValidator(_check_enchant_filter),
                          WithJsonSchema({"type": "string", "description": "s15-granted: the permanents an Aura may "
                                          "enchant as a spec of the filter grammar, e.g. 'artifact_or_creature', "
                                          "'creature:you_control', 'land:you_control' (CR 303.4, 702.5a)."})]


class EnchantAbility(_Model):
    """"Enchant <permanent type>": an Aura's enchant keyword ability (CR 702.5a, 303.4)."""

    kind: Literal["enchant"] = "enchant"
    target: EnchantSpec | EnchantFilter = "creature"


class AttachedPumpAbility(_Model):
    """"Enchanted creature gets +N/+N and has <keywords>" (layer 6, 613.1f; layer 7c, 613.4c)."""

    kind: Literal["attached_pump"] = "attached_pump"
    power: Int = 0
    toughness: Int = 0
    keywords: list[KeywordText] = empty_list()
    keeps_this_aura: Flag = False
    # s13-granted: "... and is a Knight in addition to its other types" (layer 4, CR 613.1d, 205.1b;
    # rules/attached_types.py): creature types the attached creature gains, its others kept
    add_subtypes: Annotated[list[Annotated[str, Field(min_length=1, max_length=40)]],
                            Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)]
    # s15-granted: "As long as enchanted permanent is a creature, it gets +1/+1 [and has menace]" (CR 611.3a,
    # 613.1f, 613.4c; rules/attached_granted.py): applies only while the permanent it is attached to is a creature
    if_creature: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-granted: "... and loses flying" (layer 6, CR 613.1f): keywords the attached permanent loses
    # (after its printed ones and the attachment's own grants; rules/attached_granted.py)
    loses_keywords: list[KeywordText] = Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)
    # s15-granted: "... and can't block" (CR 509.1b; rules/attached_granted.py): the attached creature can't block
    cant_block: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-granted: "... and can't be blocked by more than one creature" (CR 509.1b-c; rules/attached_granted.py)
    blocked_by_at_most: Annotated[StrictInt | None, Field(default=None, ge=1, le=100,
                                                          exclude_if=lambda value: value is None)] = None
    # s21-szn: "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon." (CR 611.3a;
    # rules/s21szn_attached_conditions.py): applies only while the condition holds for the attachment's controller
    # (`as_long_as`; `as_long_as_opponent_graveyard_at_least`), with `unless_condition` only while it doesn't
    # (s26-std: `unless_condition` with `if_subtype` alone: "Otherwise, it gets -2/-2." while it hasn't that type)
    as_long_as: Literal["your_turn", "not_your_turn", "completed_dungeon",
                        "delirium"] | None = Field(  # s24-emn: delirium (CR 207.2c; rules/s24emn_delirium.py)
        default=None, exclude_if=lambda value: value is None)
    as_long_as_opponent_graveyard_at_least: Annotated[StrictInt | None, Field(
        default=None, ge=1, le=1000, exclude_if=lambda value: value is None)] = None
    unless_condition: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s21szn_one_condition(self) -> AttachedPumpAbility:
        given = (self.as_long_as is not None) + (self.as_long_as_opponent_graveyard_at_least is not None)
        if self.unless_condition and self.if_subtype is not None:  # s26-std: "Otherwise" (while it isn't one)
            given += 1
        if given > 1 or (self.unless_condition and not given):
            raise ValueError("`attached_pump`: one condition at most (`as_long_as` or "
                             "`as_long_as_opponent_graveyard_at_least`); `unless_condition` needs one")
        return self

    def s21szn_conditional(self) -> bool:
        return (self.as_long_as is not None or self.as_long_as_opponent_graveyard_at_least is not None
                or self.as_long_as_you_control is not None)  # s26-mh

    # s24-isd: "As long as equipped creature is a Human, it gets +1/+1 [has lifelink]." (CR 611.3a; rules/attached_granted.py
    # `applies_to`): applies only while the permanent it is attached to has this creature type (its types after layer 4)
    if_subtype: Annotated[str | None, Field(default=None, min_length=1, max_length=40,
                                            exclude_if=lambda value: value is None)] = None

    # s35-ltr: "As long as equipped creature is legendary, it has menace." (CR 611.3a, 205.4a; rules/attached_granted.py
    # `applies_to`): applies only while the permanent it is attached to is legendary (its supertypes after layer 4)
    s35ltr_if_legendary: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s24isd_if_subtype_alone(self) -> AttachedPumpAbility:
        if self.if_subtype is not None and (self.add_subtypes or self.blocked_by_at_most is not None
                                            or self.keeps_this_aura):
            raise ValueError("`attached_pump`: `if_subtype` goes with a pump, keywords and `cant_block` only")
        if self.s35ltr_if_legendary and (self.add_subtypes or self.blocked_by_at_most is not None or self.keeps_this_aura
                                         or self.cant_block or self.loses_keywords or self.if_subtype is not None
                                         or self.if_creature or self.unless_condition):
            raise ValueError("`attached_pump`: `s35ltr_if_legendary` goes with a pump and keywords only")
        return self

    # s26-mh: "Enchanted creature has vigilance as long as you control a black or green permanent." (CR 611.3a, 613.1f;
    # rules/s21szn_attached_conditions.py): applies only while the attachment's controller controls such a permanent
    # (rules/you_control.py `static_condition_holds`: card types, subtypes and colors only, read inside the layers)
    as_long_as_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
                                      Field(default=None, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s26mh_one_condition(self) -> AttachedPumpAbility:
        if self.as_long_as_you_control is not None and (self.as_long_as is not None or self.unless_condition
                                                        or self.as_long_as_opponent_graveyard_at_least is not None):
            raise ValueError("`attached_pump`: `as_long_as_you_control` is its one condition")
        return self


class LinkedAttachedLosesAllAbilitiesAbility(_Model):
    """s17-linked: "Enchanted creature loses all abilities [and has base power and toughness 1/1]." / "Enchanted
    creature gets -2/-0 and loses all abilities." (layer 6, CR 613.1f; layer 7b, 613.4b; layer 7c, 613.4c;
    rules/lose_all_abilities.py): the permanent it is attached to has no abilities."""

    kind: Literal["attached_loses_all_abilities"] = "attached_loses_all_abilities"
    power: Int = Field(default=0, exclude_if=lambda value: not value)
    toughness: Int = Field(default=0, exclude_if=lambda value: not value)
    base_power: Int | None = Field(default=None, exclude_if=lambda value: value is None)
    base_toughness: Int | None = Field(default=None, exclude_if=lambda value: value is None)
    # "and is a blue Frog creature" (layer 4, CR 613.1d, 205.1a-b: these card types and subtypes replace its
    # others) / "and is a blue Fish" (no card type: its creature types replaced, 205.1b); layer 5 (613.1e): colors
    colors: list[Color] = Field(default_factory=list, max_length=5, exclude_if=lambda value: not value)
    card_types: list[CardType] = Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)
    subtypes: Annotated[list[Annotated[str, Field(min_length=1, max_length=40)]],
                        Field(default_factory=list, max_length=8, exclude_if=lambda value: not value)]


class AttachedAttacksAsThoughHasteAbility(_Model):
    """"Enchanted creature can attack as though it had haste." (rules/attacks_as_though_haste.py)."""

    kind: Literal["attached_attacks_as_though_haste"] = "attached_attacks_as_though_haste"


class MayChooseNotToUntapAbility(_Model):
    """"You may choose not to untap <this> during your untap step." (CR 502.3; rules/while_tapped.py)."""

    kind: Literal["may_choose_not_to_untap"] = "may_choose_not_to_untap"


BlockerQuality = Literal["artifact_creatures", "white_creatures", "blue_creatures", "black_creatures", "red_creatures",
                         "green_creatures", "walls", "creatures_with_flying",
                         "creature_tokens",  # s22-war: "~ can't be blocked by creature tokens." (CR 111.1, 509.1b)
                         "creatures_with_reach",  # s23-ori: "except by creatures with flying or reach" (CR 702.17b)
                         "creatures_with_haste",  # s27-std: "except by creatures with haste" (CR 702.10)
                         "creatures_with_defender"]  # s27-std: "except by creatures with defender" (CR 702.3)


class CantBeBlockedExceptByAbility(_Model):
    """"<This / Enchanted creature> can't be blocked except by <qualities>" (CR 509.1b; rules/evasion.py)."""

    kind: Literal["cant_be_blocked_except_by"] = "cant_be_blocked_except_by"
    by: list[BlockerQuality] = Field(min_length=1)
    affected: Literal["self", "enchanted_creature"] = "self"


class CantAttackOrBlockAbility(_Model):
    """"Enchanted creature can't attack or block." (Luminous Bonds, Pacifism), "~ can't attack or
    block.": restrictions on declaring attackers and blockers (CR 508.1c, 509.1b), while the
    permanent has the ability / the Aura is attached. rules/cant_attack_or_block.py."""

    kind: Literal["cant_attack_or_block"] = "cant_attack_or_block"
    affected: Literal["self", "enchanted_creature"] = "enchanted_creature"
    # s25-core: "Enchanted creature can't attack." / "~ can't attack." (CR 508.1c): attacking only is restricted
    attack_only: Flag = Field(default=False, exclude_if=lambda value: not value)


class UnblockableAbility(_Model):
    """"~ can't be blocked." (Mist-Cloaked Herald): a static ability (CR 509.1b, 604.1) of its
    permanent, no creature may block it; a face-down creature has none (708.2). rules/cant_be_blocked.py."""

    kind: Literal["unblockable"] = "unblockable"
    # Threshold: "As long as seven or more cards are in your graveyard, ~ ... can't be blocked."
    # (CR 611.3a; rules/graveyard_count.py)
    as_long_as_graveyard_at_least: Int | None = Field(default=None, ge=1, exclude_if=lambda value: value is None)
    # s15-records: "~ can't be blocked as long as you've drawn two or more cards this turn." (CR 611.3a; a
    # `this_turn` RiderCondition, rules/turn_records.py)
    as_long_as_this_turn: Annotated[RiderCondition | None, AfterValidator(lambda value: records_this_turn_only(value)),
                                    Field(default=None, exclude_if=lambda value: value is None)] = None
    # s22-afr: "~ can't be blocked as long as it's attacking alone." (CR 506.5: it is attacking and no other creature
    # is; 611.3a): checked as blockers are declared
    while_attacking_alone: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s22-stx: "As long as you control eight or more lands, ~ gets +1/+0 and can't be blocked." (CR 611.3a;
    # rules/you_control.py): as `static_pump`'s fields of the same names
    as_long_as_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, True)),
                                      Field(default=None, exclude_if=lambda value: value is None)] = None
    as_long_as_you_control_at_least: Int | None = Field(default=None, ge=2, le=1000,
                                                        exclude_if=lambda value: value is None)
    # s28-std: "Creatures you control with +1/+1 counters on them can't be blocked." (CR 509.1b, 604.1, 122.1): not its
    # own permanent but each creature its controller controls with these qualities (a creature spec, as `static_pump`'s
    # `affected_with`: counters, power / toughness comparisons, ...), read as blockers are declared
    # (rules/s28std_group_unblockable.py); with no other field
    affected_with: Annotated[str | None, AfterValidator(lambda value: _check_static_quality(value)),
                             Field(default=None, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s28std_group_alone(self) -> UnblockableAbility:
        if self.affected_with is not None and (
                self.as_long_as_graveyard_at_least is not None or self.as_long_as_this_turn is not None
                or self.while_attacking_alone or self.as_long_as_you_control is not None):
            raise ValueError("`affected_with` (creatures you control) goes with no condition")
        return self


class CantBeBlockedByAbility(_Model):
    """"<This> can't be blocked by creatures with power N or greater" / "by red creatures" (CR 509.1b;
    rules/evasion.py)."""

    kind: Literal["cant_be_blocked_by"] = "cant_be_blocked_by"
    power_at_least: Int | None = Field(default=None, ge=0, exclude_if=lambda value: value is None)
    # "<This> can't be blocked by red creatures." (Shield Mare; CR 509.1b): creatures with any of these qualities
    by: list[BlockerQuality] = Field(default_factory=list, exclude_if=lambda value: not value)
    # "<This> can't be blocked by creatures with power 2 or less." (Rust-Shield Rampager; CR 509.1b)
    power_at_most: Int | None = Field(default=None, ge=0, exclude_if=lambda value: value is None)
    # s21-ete: "~ can't be blocked by Dinosaurs." / "... by Knights or Walls." (River Darter, Rampart Smasher; CR
    # 509.1b, 205.3): creatures with any of these creature types
    by_subtypes: Annotated[list[Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]{0,40}$")]],
                           Field(default_factory=list, max_length=4, exclude_if=lambda value: not value)]
    # s25-stdc: "Equipped creature can't be blocked by creatures with power 4 or greater." (CR 509.1b): the creature
    # the Equipment (Aura) is attached to, not the source itself (rules/evasion.py)
    affected: Literal["self", "equipped_creature", "enchanted_creature",
                      # s26-cmdc: "... can't block creatures you control." (each creature its controller controls,
                      # itself included; rules/s26cmdc_lesser_power_blockers.py)
                      "creatures_you_control"] = Field(default="self", exclude_if=lambda value: value == "self")
    # s26-cmdc: "Creatures with power less than ~'s power can't block creatures you control." (CR 509.1b): blockers whose
    # power is less than the source's, both as the block is declared (set only with `affected` "creatures_you_control")
    power_less_than_source: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _says_which(self) -> CantBeBlockedByAbility:
        # s29-old: or with `affected` "self" ("Creatures with power less than ~'s power can't block it.", CR 509.1b)
        if (self.affected == "creatures_you_control" and not self.power_less_than_source) or (
                self.power_less_than_source and self.affected not in ("creatures_you_control", "self")):
            raise ValueError("`power_less_than_source` goes with `affected` 'creatures_you_control' (always) or 'self'")
        if self.power_less_than_source and (self.power_at_least is not None or self.by or self.power_at_most is not None
                                            or self.by_subtypes):
            raise ValueError("`power_less_than_source` is given alone")
        if self.power_less_than_source:
            return self
        if self.power_at_least is None and not self.by and self.power_at_most is None and not self.by_subtypes:
            raise ValueError("`cant_be_blocked_by` needs `power_at_least`, `power_at_most`, `by` or `by_subtypes`")
        return self


class CantBlockAbility(_Model):
    """"<This> can't block creatures with power N or greater" (CR 509.1b; rules/evasion.py)."""

    kind: Literal["cant_block"] = "cant_block"
    attackers_power_at_least: Int = Field(ge=0)


class BecomesCreatureAbility(_Model):
    """"All Forests are 1/1 creatures that are still lands" / "As long as enchanted artifact isn't a
    creature, it's an artifact creature with power and toughness each equal to its mana value": a
    static ability (layer 4, 613.1d; 5, 613.1e; 7b, 613.4b; rules/animate.py)."""

    kind: Literal["becomes_creature"] = "becomes_creature"
    affected: Literal["lands", "enchanted_permanent"]
    subtype: str | None = Field(default=None, min_length=1)
    # s24-kal: null (with `if_subtype`) keeps the permanent's own power and toughness ("it's a creature in addition to
    # its other types": a Vehicle's printed ones, CR 301.7a)
    power: NonNegative | Literal["mana_value"] | None
    toughness: NonNegative | Literal["mana_value"] | None
    colors: list[Color] | None = None
    unless_creature: Flag = False
    # s24-kal: "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types." (CR
    # 611.3a, 613.1d): only while the enchanted permanent has this subtype
    if_subtype: str | None = Field(default=None, min_length=1, max_length=60, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s24kal_own_power_only_if_subtype(self) -> BecomesCreatureAbility:
        if (self.power is None or self.toughness is None) and (
                self.if_subtype is None or self.affected != "enchanted_permanent" or self.power != self.toughness):
            raise ValueError("a null `power`/`toughness` (its own kept) goes with `if_subtype` on the enchanted "
                             "permanent, both null")
        return self


class OpponentsEnterTappedAbility(_Model):
    """"Artifacts, creatures, and lands your opponents control enter tapped." (CR 614.1c, 614.12;
    rules/opponents_enter_tapped.py)."""

    kind: Literal["opponents_enter_tapped"] = "opponents_enter_tapped"
    types: list[Literal["artifact", "creature", "land", "enchantment", "planeswalker"]] = Field(min_length=1)
    # s29-cmd: "Creatures enter the battlefield tapped." (CR 614.1c): those of every player, its controller's too
    s29cmd_each_player: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s31-stdbb: "Nonbasic lands your opponents control enter the battlefield tapped." (CR 205.4c): only a permanent
    # without the supertype basic as it would exist on the battlefield (CR 614.12)
    s31stdbb_nonbasic: Flag = Field(default=False, exclude_if=lambda value: not value)


class ControlEnchantedAbility(_Model):
    """"You control enchanted creature." (layer 2, CR 613.1b; rules/control.py)."""

    kind: Literal["control_enchanted"] = "control_enchanted"


class CantAttackUnlessAbility(_Model):
    """"<This> can't attack unless defending player controls an Island." (CR 508.1c;
    rules/attack_restrictions.py)."""

    kind: Literal["cant_attack_unless"] = "cant_attack_unless"
    defending_player_controls: Literal["Plains", "Island", "Swamp", "Mountain", "Forest"]


class ExertAsAttacksAbility(_Model):
    """s24-hou: "You may exert ~ as it attacks." (CR 701.43, 508.1g: an optional cost to attack): the `declare_attackers`
    action's declaration of this creature may say `exert`; it is then exerted as the costs to attack are paid (508.1h;
    rules/exert.py), and its `self_exerted` triggers ("When you do, ...") trigger."""

    kind: Literal["exert_as_attacks"] = "exert_as_attacks"


class AttackCostAbility(_Model):
    """"Enchanted creature can't attack unless its controller pays {3}." (CR 508.1g-h;
    rules/attack_costs.py)."""

    kind: Literal["attack_cost"] = "attack_cost"
    cost: str
    # s23-std: "attacking_you": "Creatures can't attack you or planeswalkers you control unless their controller pays
    # {1} for each of those creatures." (each creature attacking the ability's controller or a planeswalker they control)
    affected: Literal["self", "enchanted_creature", "attacking_you",
                      "attacking_only_you",  # s26-cmda: "... attack you unless ..." (a player only, not a planeswalker)
                      ] = "enchanted_creature"

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        _check_cost(value)
        return value



class EntersTappedAbility(_Model):
    """"<This> enters tapped": a replacement effect (CR 614.1c)."""

    kind: Literal["enters_tapped"] = "enters_tapped"
    # "~ enters tapped if it's not your turn." (Eddymurk Crab; CR 614.1c): only when the turn is not
    # that of the player it enters under the control of
    if_not_your_turn: Flag = False
    # s16-lands (rules/conditional_enters_tapped.py, CR 614.1c, 614.12): "~ enters tapped unless you
    # control two or more other lands." / "... unless you control a Swamp or a Mountain." (`unless_you_control`)
    # and "If you control two or more other lands, ~ enters tapped." (`if_you_control`): a "you control"
    # spec (":other": other than the entering permanent), `you_control_at_least` of them, checked as it enters.
    unless_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False))] = (
        Field(default=None, exclude_if=_no_value))
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False))] = (
        Field(default=None, exclude_if=_no_value))
    you_control_at_least: Annotated[StrictInt, Field(ge=1, le=100)] = Field(default=1, exclude_if=lambda v: v == 1)
    # s16-lands: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12, 119.4): it
    # enters tapped unless its controller pays this much life as it enters (`choices.pay_life`).
    unless_pay_life: Annotated[StrictInt | None, Field(ge=1, le=100)] = Field(default=None, exclude_if=_no_value)
    # s22-stx: "As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters tapped."
    # (CR 614.12, 701.20a): it enters tapped unless its controller reveals a card of their hand with one of these land
    # subtypes as it enters (`choices.reveal`, rules/conditional_enters_tapped.py).
    unless_reveal: Annotated[list[Literal["Plains", "Island", "Swamp", "Mountain", "Forest"]] | None,
                             Field(min_length=1, max_length=5)] = Field(default=None, exclude_if=_no_value)

    # s32-mb: "~ enters tapped unless a player has 13 or less life." (CR 614.1c, 119.1): it enters untapped when some
    # player (its controller too) has at most this much life as it enters (rules/conditional_enters_tapped.py).
    s32mb_unless_a_player_life_at_most: Annotated[StrictInt | None, Field(ge=1, le=1000)] = Field(
        default=None, exclude_if=_no_value)

    @model_validator(mode="after")
    def _one_condition(self) -> EntersTappedAbility:
        given = [self.if_not_your_turn, self.unless_you_control is not None, self.if_you_control is not None,
                 self.unless_pay_life is not None, self.unless_reveal is not None,
                 self.s32mb_unless_a_player_life_at_most is not None]
        if sum(given) > 1:
            raise ValueError("enters_tapped takes one condition at most")
        return self


CountedObjects = Literal[
    "lands_you_control", "creatures_you_control", "artifacts_you_control", "permanents_you_control", "creatures",
    "enchantments_you_control",  # s23-ori: "Equipped creature gets +1/+1 for each enchantment you control."
    "cards_in_your_hand", "cards_in_your_graveyard", "creature_cards_in_your_graveyard",
    "cards_in_all_graveyards", "creature_cards_in_all_graveyards",
    "devotion",  # s20-cda: "your devotion to red" (with `colors`, CR 700.5)
    "party_size",  # s20-cda: "the number of creatures in your party" (CR 700.8)
    "differently_named_lands_you_control",  # s20-cda (CR 201.2)
    "card_types_in_your_graveyard",  # s20-cda: "the number of card types among cards in your graveyard" (205.2a)
    "card_types_in_opponents_graveyards",  # s20-cda: "... among cards in your opponents' graveyards"
    "cards_you_own_in_exile_and_graveyard",  # s20-cda: with `card_types` (Crackling Drake, CR 108.3)
    "creatures_opponents_control",  # s24-isd: "~ gets +1/+1 for each creature your opponents control." (CR 102.2)
    "permanents",  # s24-core: "for each enchantment on the battlefield" (every player's; with `card_types`)
    "cards_in_opponents_hands",  # s31-stdbb: "for each card in your opponents' hands" (every other player's, 402.1)
    # s26-core: "~ gets +1/+1 for each creature card in your opponents' graveyards." (CR 404.1, 102.2)
    "creature_cards_in_opponents_graveyards",
    # s27-fdnb: "~'s power and toughness are each equal to the number of cards in your opponents' graveyards."
    "cards_in_opponents_graveyards",
    # s29-stda: "~ gets +2/+2 for each Aura attached to it." / "... Equipment ..." / "... Aura and Equipment ..." (CR 301.5,
    # 303.4): the Auras and/or Equipment attached to the pumped creature (`self_count_pump`, `attached_count_pump` only)
    "auras_attached_to_it", "equipment_attached_to_it", "auras_and_equipment_attached_to_it",
    # s35-tdm: "~'s power is equal to the number of card types among cards in all graveyards" (CR 205.2a, 404.1)
    "card_types_in_all_graveyards",
    # s35-tdm: "the number of nonland permanents you control" (CR 110.4), "... nonbasic lands your opponents control"
    # (205.4c, 102.2), "... cards you've drawn this turn" (121.1)
    "nonland_permanents_you_control", "nonbasic_lands_opponents_control", "cards_drawn_this_turn",
]
S29STDA_ATTACHED_COUNTS = frozenset({"auras_attached_to_it", "equipment_attached_to_it",
                                     "auras_and_equipment_attached_to_it"})


class PtEqualToCountAbility(_Model):
    """A characteristic-defining ability (CR 604.3, layer 7a CR 613.4a): "<this>'s power [and/or
    toughness] is equal to the number of <counted>" [+ `plus`]. `subtype` / `not_subtype` filter
    what is counted ("Swamps you control", "non-Wall creatures you control"); `same_name` counts
    only objects with this object's name (Plague Rats)."""

    kind: Literal["pt_equal_to_count"] = "pt_equal_to_count"
    count: CountedObjects
    subtype: str | None = None
    not_subtype: str | None = None
    same_name: Flag = False
    sets: Literal["power", "toughness", "both"] = "both"
    plus: Int = 0
    # "the number of instant and sorcery cards in your graveyard" (s13-m19final): only cards having
    # any of these card types (CR 205.2a) are counted; with a graveyard count only
    card_types: list[CardType] | None = Field(default=None, min_length=1, exclude_if=lambda value: value is None)
    # s20-cda: the colors of a `devotion` count ("R": your devotion to red, CR 700.5); with it only
    colors: str | None = Field(default=None, pattern=r"^[WUBRG]{1,5}$", exclude_if=lambda value: value is None)
    # s24-mh1: only the permanents of the supertype snow ("the number of snow permanents you control", CR 205.4g); with
    # a count of permanents you control only
    # s29-stda: "Legendary", "Basic" ("for each legendary creature you control", "for each basic Island you control"; CR
    # 205.4a, 205.4c)
    supertype: Literal["Snow", "Legendary", "Basic"] | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _types_of_cards(self) -> PtEqualToCountAbility:
        if self.count in S29STDA_ATTACHED_COUNTS:  # s29-stda: a pump's count of what is attached to the creature only
            raise ValueError("a count of the Auras / Equipment attached to it is a pump's (self_count_pump, "
                             "attached_count_pump)")
        if self.supertype is not None and self.count not in ("permanents_you_control", "lands_you_control",
                                                             "creatures_you_control", "artifacts_you_control"):
            raise ValueError("supertype filters a count of the permanents you control only")  # s24-mh1
        if self.card_types is not None and self.count not in ("cards_in_your_graveyard", "cards_in_all_graveyards",
                                                               "permanents_you_control",
                                                               "permanents",  # s24-core
                                                               "cards_you_own_in_exile_and_graveyard"):  # s17-neo
            raise ValueError("card_types filters the cards of a graveyard count or the permanents you control only")
        if (self.colors is not None) != (self.count == "devotion"):  # s20-cda
            raise ValueError("colors is given with a devotion count, and only with it")
        return self


# Event triggers (rules/event_triggers.py; see the module docstring above).
EventTrigger = Literal[
    "door_unlocked",  # s34-dsk: "When you unlock this door, ..." (rules/s34dsk_rooms.py, CR 709.5h)
    # s34-dsk: an Aura's "When enchanted creature is dealt damage, ..." (rules/damage_triggers.py, CR 603.2, 120.3)
    "s34dsk_enchanted_dealt_damage",
    "s24emn_cast_self",  # s24-emn: "When you cast ~" (rules/s24emn_cast_self.py, CR 601.2i, 603.2)
    # s24-emn: "When you sacrifice ~ while casting a spell with emerge" (rules/s24emn_emerge.py, CR 702.119a, 603.6c)
    "s24emn_emerge_sacrificed",
    "dies", "enchanted_dies", "creature_dies", "deals_damage", "enchanted_deals_damage", "dealt_damage",
    "blocks_or_becomes_blocked", "enchanted_blocks_or_becomes_blocked", "becomes_blocked", "attacks_and_isnt_blocked",
    "creature_it_damaged_dies", "blocks_a_creature", "enchanted_becomes_tapped", "land_becomes_tapped", "land_enters", "land_put_into_graveyard",
    "permanent_enters",  # "Whenever another creature you control enters, ..." (`entering`; rules/enters_triggers.py)
    "you_gain_life",  # "Whenever you gain life, ..." (rules/life_gain_triggers.py, CR 119.9)
    "targeted_by_you_first_time_each_turn",
    "you_draw",  # "Whenever you draw a card, ..." (rules/draw_triggers.py, CR 121.2)
    "creature_attacks",  # "Whenever a creature with flying attacks, ..." (`attacking`; rules/attack_triggers.py)
    "you_attack",  # "Whenever you attack [with one or more Lizards], ..." (`attack_with`; rules/you_attack.py)
    "attacks_while_you_control",  # "Whenever ~ attacks while you control a token" (`while_you_control`)
    # "Whenever a creature you control deals combat damage to a player" (`dealing`; rules/flicker.py, CR 510.2)
    "creature_deals_combat_damage",
    "you_sacrifice",  # "Whenever you sacrifice a permanent" (`sacrificed`; rules/sacrifice_triggers.py)
    "you_give_gift",  # "Whenever you give a gift, ..." (rules/gift_triggers.py, CR 702.174)
    "group_enters",  # "Whenever ~ or another Bird you control enters" (`entering_any_of`; rules/group_enters_triggers.py)
    "sacrificed",  # "When you sacrifice ~" (rules/sacrifice_triggers.py, CR 603.6c, 701.21a)
    "group_leaves",  # "Whenever ~ or another creature you control leaves the battlefield" (rules/leaves_triggers.py)
    "opponent_discards",  # "Whenever an opponent discards a card, ..." (rules/discard_triggers.py, CR 701.9a)
    "enchanted_blocks",  # "When enchanted creature blocks, ..." (rules/enchanted_block_triggers.py, CR 509.3a)
    "targeted_by_opponent",  # "Whenever ~ becomes the target of a spell or ability an opponent controls" (rules/targeted_triggers.py)
    # s13-granted: "Whenever equipped [enchanted] creature attacks" (rules/attached_triggers.py, CR 508.3a)
    "equipped_attacks", "enchanted_attacks",
    "equipped_deals_damage",  # "Whenever equipped creature deals [combat] damage to a player" (rules/damage_triggers.py)
    "you_targeted_by_opponent",  # "Whenever you become the target of a spell or ability an opponent controls" (s13-modal)
    "you_activate",  # s13-pw: "Whenever you activate an ability of a Sarkhan planeswalker" (`activated_of`; rules/activation_triggers.py)
    "you_forage",  # s14-forage: "Whenever you forage, ..." (rules/forage_triggers.py, CR 701.61a)
    "you_collect_evidence",  # s33-wmk: "Whenever you collect evidence, ..." (rules/s33wmk_collect_evidence.py)
    # s14-forage: "Whenever you gain or lose life [during your turn]" / "Whenever you lose life"
    # (rules/life_change_triggers.py, CR 603.2, 119.3)
    "you_gain_or_lose_life", "you_lose_life",
    # s26-core: "Whenever an opponent loses life" (rules/life_change_triggers.py, CR 603.2, 119.3, 102.3)
    "opponent_loses_life",
    # s14-counters: "Whenever you put one or more +1/+1 counters on a creature you control" (`counters_put`,
    # `counters_on`; rules/counters_put_triggers.py, CR 122.6)
    "you_put_counters",
    # s15-combat: "Whenever ~ blocks" (CR 509.3a), "becomes blocked" (509.3c: once however many block it),
    # "blocks or becomes blocked" (rules/combat_block_triggers.py)
    "self_blocks", "self_becomes_blocked", "self_blocks_or_becomes_blocked",
    # s15-combat: "Whenever an opponent is dealt [noncombat] damage" / "Whenever a source you control deals
    # [noncombat] damage to an opponent" (`damage_to`, `noncombat`, `combat_damage`, `source_you_control`;
    # rules/player_damage_triggers.py, CR 603.2, 120.3a)
    "player_dealt_damage",
    # s15-r2neob: "When ~ leaves the battlefield, ..." (rules/self_leaves.py, CR 603.6c, 603.10a)
    "self_leaves",
    # s15-r2neob: "Whenever ~ becomes tapped, ..." (rules/self_tapped_triggers.py, CR 603.2)
    "self_becomes_tapped",
    # s29-cmd: "Whenever ~ becomes untapped, ..." (rules/s29cmd_self_untapped.py, CR 603.2, 701.26b)
    "s29cmd_self_becomes_untapped",
    # s29-cmd: "Whenever you cast a spell from exile" / "Whenever an opponent casts a spell from anywhere other than
    # their hand" (rules/s29cmd_cast_from.py, CR 601.2a, 601.2i, 603.2)
    "s29cmd_you_cast_exile", "s29cmd_you_cast_not_hand", "s29cmd_opponent_cast_exile", "s29cmd_opponent_cast_not_hand",
    "s29cmd_you_cast_graveyard",  # s32-oldmh: "Whenever you cast a spell from your graveyard" (CR 601.2a, 603.2)
    # s29-cmd: "Whenever a +1/+1 counter is put on ~" (`counters_put`): once for each counter (rules/s29cmd_each_counter_put.py,
    # CR 122.6, 603.2c)
    "s29cmd_counter_put_on_self",
    # s16-transform: "Whenever day becomes night or night becomes day, ..." (rules/day_night_enters.py, CR 728)
    "day_night_changes",
    # s16-transform: "When this creature [enters or] transforms into ~, ..." (rules/transform_self.py, CR 603.2)
    "transforms_into",
    # s16-kwc: "When ~ exploits a creature, ..." (rules/exploit.py, CR 702.110b)
    "self_exploits",
    # s16-kwc: "Whenever you surveil, ..." (rules/surveil_triggers.py, CR 701.25, 603.2); "Whenever a creature you
    # control explores, ..." (rules/explore_triggers.py, CR 701.44b, 603.2)
    "you_surveil", "creature_you_control_explores",
    # s33-lead: "Whenever you scry, ..." (rules/surveil_triggers.py, CR 701.22a, 603.2)
    "you_scry",
    # s34-std: "Whenever one or more [creature] cards leave your graveyard, ..." (rules/s34std_graveyard_leaves.py, CR
    # 603.2c, 603.10a)
    "s34std_cards_leave_your_graveyard", "s34std_creature_cards_leave_your_graveyard",
    # s34-std: "Whenever a land card is put into your graveyard from anywhere" / "Whenever one or more creature cards are put
    # into your graveyard from anywhere" (rules/s34std_graveyard_leaves.py, CR 603.2, 603.2c, 400.7)
    "s34std_land_card_put_into_your_graveyard", "s34std_creature_cards_put_into_your_graveyard",
    # s34-std: "Whenever a player / an opponent cycles a card" (rules/cycle_triggers.py, CR 702.29a, 603.2)
    "s34std_player_cycles", "s34std_opponent_cycles",
    # s17-afr: "Whenever you roll one or more dice, ..." (rules/dice_triggers.py, CR 706.1, 603.2)
    "you_roll_dice",
    # s17-tailf: "Whenever you cycle a card" / "When you cycle ~, ..." (rules/cycle_triggers.py, CR 702.29a, 702.29c)
    "you_cycle", "self_cycled",
    # s17-m2y: "When ~ is put into a graveyard from the battlefield" / "Whenever an enchantment you control is put
    # into a graveyard from the battlefield" (`put_into_graveyard`; rules/put_into_graveyard_triggers.py, CR 603.6c, 603.10a)
    "self_put_into_graveyard", "permanent_put_into_graveyard",
    # s18-m20: "Whenever you discard a card, ..." (rules/discard_triggers.py, CR 603.2c, 701.9a)
    "you_discards",
    # s19-venture: "Whenever you complete a dungeon, ..." (rules/venture.py, CR 309.7, 603.2)
    "you_complete_dungeon",
    # s32-cmd: "Whenever you become the monarch, ..." (rules/s32cmd_monarch.py, CR 724.3, 603.2)
    "you_become_monarch",
    # s34-ltr: "Whenever the Ring tempts you, ..." (rules/s34ltr_ring.py, CR 701.54d, 603.2); "..., if you chose a
    # creature other than ~ as your Ring-bearer, ..." (603.4); "Whenever you choose a creature as your Ring-bearer"
    "ring_tempts_you", "ring_tempts_you_other_bearer", "you_choose_ring_bearer",
    # s19-neoa: "Whenever ~ becomes attached to a creature, ..." (rules/s19neoa_attached_triggers.py, CR 603.2, 701.3a)
    "self_becomes_attached",
    # s19-m21: "Whenever one or more +1/+1 counters are put on another non-Hydra creature you control" (with
    # `counters_put` and `counters_on`; whoever puts them; rules/counters_put_triggers.py, CR 122.6, 603.2)
    "counters_put_on",
    # s19-neob: "Whenever ~ becomes crewed, ..." (rules/s19neob_crewed.py, CR 702.122a, 603.2)
    "self_becomes_crewed",
    # s20-m21: "Whenever equipped creature dies, ..." (rules/dies_triggers.py, CR 700.4, 603.6c, 603.10a, 301.5)
    "equipped_dies",
    # s21-mutate: "Whenever ~ mutates, ..." (rules/s21mutate_mutate.py, CR 702.140d, 603.2)
    "self_mutates",
    # s21-mutate: "Whenever a creature you control mutates, ..." (rules/s21mutate_mutate.py, CR 702.140d, 603.2)
    "creature_you_control_mutates",
    # s21-m21: "Whenever a creature you control with deathtouch deals damage to a planeswalker, ..." (`dealing`;
    # `that_permanent` the planeswalker; rules/s21m21_damages_planeswalker.py, CR 603.2, 120.1, 306.8)
    "creature_damages_planeswalker",
    # s22-zne: "Whenever a creature you control deals combat damage to a planeswalker, ..." (the same, combat damage
    # only; rules/s21m21_damages_planeswalker.py, CR 510.2)
    "creature_combat_damages_planeswalker",
    # s21-ete: "When ~ dies or is put into exile from the battlefield, ..." (rules/s21ete_dies_or_exiled.py, CR 700.4,
    # 603.6c, 603.10a)
    "self_dies_or_exiled",
    # s21-ete: "Whenever an opponent draws a card, ..." (rules/s21ete_opponent_draws.py, CR 121.2, 603.2)
    "opponent_draws",
    # s23-c10: "When ~ becomes the target of a spell or ability" / "... of a spell" / "When enchanted creature becomes
    # the target of a spell or ability" (whoever controls it; rules/s23c10_targeted.py, CR 603.2, 115.1, 303.4)
    "targeted",
    "targeted_by_spell",
    "enchanted_targeted",
    # s23-ori: "When ~ becomes renowned" / "Whenever a creature you control becomes renowned" (rules/s23ori_renown.py,
    # CR 702.112b, 603.2)
    "self_becomes_renowned",
    "creature_you_control_becomes_renowned",
    # s30-mh: "When ~ becomes monstrous, ..." (rules/s30mh_monstrosity.py, CR 701.37c, 603.2)
    "self_becomes_monstrous",
    # s23-ori: "Whenever a creature you control becomes blocked, ..." (rules/s23ori_blocked.py, CR 509.3c, 603.2)
    "creature_you_control_becomes_blocked",
    # s24-khans: "Whenever a permanent you control is turned face up, ..." (rules/s24khans_face_up_triggers.py, CR 708.8,
    # 603.2)
    "permanent_you_control_turned_face_up",
    # s24-hou: "You may exert ~ as it attacks. When you do, ..." (the reflexive trigger, CR 603.12) and "Whenever you
    # exert a creature, ..." (CR 701.43, 603.2; rules/exert.py)
    "self_exerted",
    "you_exert",
    # s25-stdc: "Whenever ~ becomes the target of a spell you control, ..." (rules/s23c10_targeted.py, CR 603.2, 115.1)
    "targeted_by_your_spell",
    # s25-ncc: "Whenever ~ connives, ..." (CR 701.50b, 603.2; rules/s25ncc_connive.py)
    "s25ncc_self_connives",
    # s26-mh: "Whenever one or more +1/+1 counters are put on ~, ..." (CR 122.6, 603.2; rules/counters_put_triggers.py)
    "s26mh_counters_put_on_self",
    # s27-otja: "When ~ becomes plotted, ..." (CR 702.170a, 702.170c, 603.2: from exile, where the plotted card is;
    # rules/s27otja_plot.py)
    "s27otja_self_plotted",
    # s27-otjb: "Whenever you commit a crime [during your turn], ..." (CR 700.13, 603.2; rules/s27otjb_crimes.py)
    "you_commit_crime",
    # s27-otjb: "Whenever ~ attacks while saddled, ..." (CR 702.171b, 508.3a, 603.2; rules/s27otjb_saddle.py)
    "attacks_while_saddled",
    # s27-otjb: "Whenever ~ becomes saddled for the first time each turn, ..." (CR 702.171b, 603.2)
    "becomes_saddled_first_time_each_turn",
]


# The triggers `max_per_turn` can limit: those whose detectors report through `Game.emit`, where
# rules/trigger_limits.py counts them (s11-classes)
LIMITED_TRIGGERS = frozenset({"enters", "attacks", "permanent_enters", "creature_dies", "creature_attacks",
                              "you_attack", "attacks_while_you_control", "you_draw", "you_gain_life",
                              "creature_deals_combat_damage", "you_sacrifice"})
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"you_put_counters"}  # s27-fdna: its detector reports through `Game.emit` too


# s13-batch: the per-object triggers `batch` ("one or more ...") can make one trigger per event batch
# (rules/batch_triggers.py, CR 603.2c)
BATCH_TRIGGERS = frozenset({"permanent_enters", "group_enters", "group_leaves", "creature_dies", "you_sacrifice"})
# s18-neoa: "Whenever one or more creatures you control deal combat damage to a player" (CR 510.2, 603.2c: once
# for each player dealt combat damage in one step; rules/batch_triggers.py)
BATCH_TRIGGERS = BATCH_TRIGGERS | {"creature_deals_combat_damage"}
# s32-r2wd: "Whenever you discard one or more cards" (CR 603.2c: once for the cards discarded at once, 701.9a)
BATCH_TRIGGERS = BATCH_TRIGGERS | {"you_discards"}


def _left_out_when_none(value: Any) -> bool:
    return value is None


CountShare = Literal["all", "half_rounded_down", "half_rounded_up"]


class AttachedCountPumpAbility(_Model):
    """"Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded
    down, and Y is half ..., rounded up." (layer 7c, CR 613.4c; rules/count_pump.py)."""

    kind: Literal["attached_count_pump"] = "attached_count_pump"
    count: CountedObjects
    subtype: str | None = Field(default=None, min_length=1)
    power: CountShare = "all"
    toughness: CountShare = "all"
    # s23-c11: "Enchanted creature gets -1/-1 for each Swamp you control." (CR 613.4c): the share counted is multiplied
    # by these (+1/+1 unless said; a negative one lowers power / toughness)
    power_each: Annotated[StrictInt, Field(ge=-10, le=10)] = Field(default=1, exclude_if=lambda value: value == 1)
    toughness_each: Annotated[StrictInt, Field(ge=-10, le=10)] = Field(default=1, exclude_if=lambda value: value == 1)

    @model_validator(mode="after")
    def _s29stda_attached_alone(self) -> AttachedCountPumpAbility:
        if self.count in S29STDA_ATTACHED_COUNTS and (self.subtype is not None or self.power != "all"
                                                      or self.toughness != "all"):
            raise ValueError("a count of what is attached to the creature takes no subtype nor share")  # s29-stda
        return self


class OptionalAction(_Model):
    """The action of "You may <action>. If you do / When you do, ..." (CR 608.2d, 603.12), done by
    the ability's controller as it resolves: `discard` (`amount` cards of their hand, CR 701.9),
    `discard_hand`, `draw` (CR 121.1), `mill` (CR 701.17a), `pay_life` (`amount` life, CR 119.4)."""

    action: Literal["discard", "discard_hand", "draw", "mill", "pay_life", "sacrifice", "return_to_hand",
                    "remove_counter",  # s23-neo: "you may remove a deathtouch counter from it" (`counter`)
                    # s30-stdb: "you may exile an enchantment card from your graveyard" (`spec`, a spec of cards in
                    # your graveyard, and `amount`; rules/s30stdb_optional_exile.py)
                    "exile_from_graveyard",
                    # s31-stdb: "you may put a card from your hand on the bottom of your library" (one card of
                    # their hand, `choices.chosen`, CR 401.4, 608.2d; rules/s27cmd_put_back.py)
                    "put_on_bottom_from_hand",
                    # s33-wmk: "you may collect evidence 4" (cards of their graveyard with total mana value `amount` or
                    # greater, `choices.exile_from_graveyard`, CR 701.59a; rules/s33wmk_collect_evidence.py)
                    "collect_evidence",
                    # s34-mom: "you may tap two other untapped creatures you control" (`amount` permanents of `spec`,
                    # its controller's, untapped, `choices.tap`, CR 701.26a, 608.2d; rules/s34mom_optional_tap.py)
                    "tap_permanents",
                    ]
    amount: Annotated[StrictInt, Field(ge=1)] = 1
    # s23-neo: "remove_counter": one counter of this kind is removed from the ability's source (~; CR 122.1, 608.2d;
    # rules/s23neo_optional_actions.py)
    counter: ReturnCounter | Literal["-1/-1", "charge", "stun", "gold", "supply"] | None = Field(
        default=None, exclude_if=_left_out_when_none)
    # s23-neo: with "discard" (one card): "you may discard a creature card": the card discarded has this card type
    # (CR 701.9a-b; rules/s23neo_optional_actions.py)
    card_type: Literal["creature", "artifact", "enchantment", "land", "instant", "sorcery", "planeswalker"] | None = \
        Field(default=None, exclude_if=_left_out_when_none)
    # s13-granted: "sacrifice": what is sacrificed, "self" (~) or a permanent spec of the filter
    # grammar read from the ability's source ("creature:other": "another creature"; CR 701.21a,
    # rules/optional_sacrifice.py)
    # s18-neob: "return_to_hand" (with `spec`): "you may return an enchantment you control to its owner's hand"
    # (one permanent its controller controls, chosen as it resolves, CR 608.2d; rules/s18neob_return_chosen.py)
    # s18-neob: or "that_permanent", the permanent the trigger event named ("Whenever ~ or equipped
    # creature deals combat damage to a player, you may sacrifice it.": the equipped creature, CR 608.2c)
    spec: str | None = Field(default=None, exclude_if=_left_out_when_none)
    # s14-r2history: "Mill three cards. When you do, ..." (CR 603.12): the action isn't optional; it is
    # done as the ability resolves without a choice, and only "mill" is read so (rules/graveyard_mana_value.py)
    mandatory: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s20-m21: "you may sacrifice a creature or discard a creature card. If you do, ..." (Crypt Lurker; CR 608.2d,
    # 701.21a, 701.9a): with "sacrifice", the other action its controller may do instead: discard one card of this
    # card type ("card": any card) from their hand (rules/s20m21_sacrifice_or_discard.py)
    or_discard: Literal["creature", "artifact", "enchantment", "land", "instant", "sorcery", "planeswalker", "card"] \
        | None = Field(default=None, exclude_if=_left_out_when_none)

    # s20-m21: "you may draw X cards, where X is the number of Shrines you control. If you do, ..." (Sanctum of Calm
    # Waters; CR 608.2d, 608.2h): with "draw", the number of cards is this count (rules/count_of.py) as it resolves,
    # not `amount`
    # s28-cmd: or "source_power" ("When ~ enters, you may draw cards equal to its power. If you do, ...": ~'s power as it
    # resolves, or as it last existed, CR 608.2h; rules/source_amounts.py)
    counted: CountOf | Literal["source_power"] | None = Field(default=None, exclude_if=_left_out_when_none)

    @model_validator(mode="after")
    def _s23neo_counter_and_card_type(self) -> OptionalAction:
        if (self.action == "remove_counter") != (self.counter is not None) or (
                self.action == "remove_counter" and self.amount != 1):
            raise ValueError("`counter` goes with the action 'remove_counter' (one counter), which needs one")
        if self.card_type is not None and (self.action != "discard" or self.amount != 1):
            raise ValueError("`card_type` goes with the action 'discard' of one card")
        return self

    @model_validator(mode="after")
    def _s20m21_counted_draw(self) -> OptionalAction:
        if self.counted is not None and (self.action != "draw" or self.amount != 1):
            raise ValueError("`counted` goes with the action 'draw' (and no `amount`)")
        return self

    @model_validator(mode="after")
    def _s20m21_or_discard_with_one_sacrifice(self) -> OptionalAction:
        if self.or_discard is not None and (self.action != "sacrifice" or self.amount != 1
                                            or self.spec in ("self", "that_permanent")):
            raise ValueError("`or_discard` goes with the sacrifice of one permanent of a permanent spec")
        return self

    @model_validator(mode="after")
    def _spec_with_sacrifice(self) -> OptionalAction:
        if (self.action in ("sacrifice", "return_to_hand", "exile_from_graveyard",  # s18-neob, s30-stdb
                            "tap_permanents")) != (self.spec is not None):  # s34-mom
            raise ValueError("`spec` goes with the actions 'sacrifice', 'return_to_hand', 'exile_from_graveyard' and "
                             "'tap_permanents', and they need one")
        if self.action == "tap_permanents" and self.spec in ("self", "that_permanent"):  # s34-mom
            raise ValueError("'tap_permanents' taps permanents of a permanent spec")
        if self.action == "return_to_hand" and (self.spec in ("self", "that_permanent") or self.amount != 1):
            raise ValueError("'return_to_hand' returns one permanent of a permanent spec")
        if self.action == "exile_from_graveyard":  # s30-stdb: cards of its controller's graveyard
            _check_graveyard_card_spec(self.spec or "")
        elif self.spec is not None and self.spec not in ("self", "that_permanent"):  # s18-neob: "that_permanent"
            _check_entering_spec(self.spec)
        if self.mandatory and self.action != "mill":
            raise ValueError("`mandatory` goes with the action 'mill'")
        return self


class TriggeredAbility(_Model):
    kind: Literal["triggered"] = "triggered"
    trigger: Literal["enters", "turned_face_up", "attacks", "attacks_in_band"] | EventTrigger
    also_on: list[Literal["enters", "turned_face_up", "attacks",
                          # s34-dsk: eerie's "... and whenever you fully unlock a Room" (CR 709.5i; rules/s34dsk_rooms.py)
                          "s34dsk_room_fully_unlocked"]] = []  # "when it enters or is turned face up"
    optional_cost: str | None = None
    # "you may <effect>": a choice made as it resolves, which costs nothing (CR 603.5, 608.2d), the
    # `resolve` action's `choices.pay_optional_cost` (as a cast trigger's `optional`)
    optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    effect: Effect
    # An intervening "if you control <spec>" (CR 603.4; rules/you_control.py) of a "When ~ enters /
    # attacks / is turned face up" ability: checked as it triggers and again as it resolves
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    # s26-mh: "if you control three or more tokens" (CR 603.4; rules/you_control.py): at least this many permanents
    # `if_you_control` names
    if_you_control_at_least: Annotated[StrictInt | None, Field(default=None, ge=2, le=1000,
                                                               exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s26mh_at_least_with_its_spec(self) -> TriggeredAbility:
        if self.if_you_control_at_least is not None and self.if_you_control is None:
            raise ValueError("`if_you_control_at_least` goes with `if_you_control`")
        return self

    # Qualifiers of event triggers; left out of answers when not given.
    # s20-cda: "player_or_planeswalker" ("deals_damage": "Whenever ~ deals combat damage to a player or planeswalker")
    damage_to: Literal["player", "opponent", "you", "player_or_planeswalker",
                       "creature",  # s27-std: "Whenever ~ deals [combat] damage to a creature" (rules/damage_triggers.py)
                       "player_or_battle",  # s32-ma: "... deals combat damage to a player or battle" (CR 510.2, 120.3h)
                       ] | None = Field(default=None, exclude_if=_left_out_when_none)
    # s27-std: "Whenever ~ deals damage to a Vampire" (CR 603.2, 205.3): with `damage_to` "creature", a creature of this
    # creature type as the damage is dealt
    damage_to_subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]{0,40}$")] | None = Field(
        default=None, exclude_if=_left_out_when_none)
    # s35-ltr: "Whenever ~ deals damage to a Goblin or Orc" (CR 205.3): with `damage_to_subtype`, the other creature type
    # (a creature of either one as the damage is dealt)
    s35ltr_or_subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]{0,40}$")] | None = Field(
        default=None, exclude_if=_left_out_when_none)

    @model_validator(mode="after")
    def _s35ltr_or_subtype_with_subtype(self) -> TriggeredAbility:
        if self.s35ltr_or_subtype is not None and self.damage_to_subtype is None:
            raise ValueError("`s35ltr_or_subtype` goes with `damage_to_subtype` only")
        return self
    other_creature: Literal["non_wall", "wall", "green_or_white", "with_flying",
                            "nonblack",  # s31-mh: "blocks or becomes blocked by a nonblack creature" (CR 105.2)
                            ] | None = Field(
        default=None, exclude_if=_left_out_when_none)
    land_subtype: str | None = Field(default=None, exclude_if=_left_out_when_none)
    # "that an opponent controls" (land_becomes_tapped); "you control" (land_enters: landfall, "Whenever a land
    # you control enters"; rules/land_triggers.py).
    land_controller: Literal["opponent", "you"] | None = Field(default=None, exclude_if=_left_out_when_none)
    # "permanent_enters": what must enter, a permanent spec of the target grammar read from the
    # ability's source ("creature:you_control:other": "another creature you control"; CR 603.6a)
    entering: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                        Field(default=None, exclude_if=_left_out_when_none)] = None
    # Effects after `effect`, in order (CR 608.2c: "target opponent loses 1 life and you gain 1 life");
    # they target nothing (the ability's target is chosen for `effect` as it is put on the stack, 603.3d).
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]
    # "creature_dies": which dying creature it watches, a permanent spec read from the ability's source
    # ("creature:nontoken:you_control", "creature:other"; rules/dies_triggers.py, CR 603.10a); none: any
    # s22-stx: on a "dies" trigger, the counter ~ itself must have had as it last existed ("When ~ dies, if it had a +1/+1
    # counter on it, ...": "creature:with_counter_+1/+1", CR 603.4, 603.10a)
    dying: Annotated[str | None, AfterValidator(lambda value: _check_dying_spec(value)),
                     Field(default=None, exclude_if=_left_out_when_none)] = None
    # "creature_attacks": which attacking creature it watches, a permanent spec read from the ability's
    # source ("creature:with_flying"; rules/attack_triggers.py, CR 508.3a); none: any creature
    # s34-mom: "creature_you_control_becomes_blocked": which blocked creature ("creature:you_control:Rat": "Whenever a Rat
    # you control becomes blocked", CR 509.3c; rules/s23ori_blocked.py)
    attacking: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                         Field(default=None, exclude_if=_left_out_when_none)] = None
    # "you_attack": a spec one of the declared attackers must match ("creature:Lizard": "Whenever you
    # attack with one or more Lizards"; rules/you_attack.py, CR 508.3); none: any attack
    attack_with: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                           Field(default=None, exclude_if=_left_out_when_none)] = None
    # s13-pw: "you_activate": the permanent whose ability its controller activates must match this spec
    # ("planeswalker:Sarkhan": "an ability of a Sarkhan planeswalker"; rules/activation_triggers.py)
    activated_of: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                            Field(default=None, exclude_if=_left_out_when_none)] = None

    # s34-cmd: "Whenever a [nontoken] creature of the chosen type enters under your control / dies" (CR 607.2a, 603.2,
    # 603.10a): the creature must also have the creature type its source chose as it entered (rules/chosen.py
    # `s34cmd_of_the_chosen_type`); only on the triggers "permanent_enters" and "creature_dies" of a permanent
    of_the_chosen: Literal["creature_type"] | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _untargeted_then_effects(self) -> TriggeredAbility:
        s20trig2_then_effects(self)  # s20-trig2: targeted `then_effects` (end of this module)
        if self.of_the_chosen is not None and (self.trigger not in ("permanent_enters", "creature_dies")
                                               or self.functions_from_graveyard()):  # s34-cmd
            raise ValueError("`of_the_chosen` goes with the triggers 'permanent_enters' and 'creature_dies' of a "
                             "permanent")
        return self

    def functions_from_graveyard(self) -> bool:
        """CR 113.6k: a triggered ability whose effect returns its own card from the graveyard
        ("Whenever a Dragon enters under your control, you may pay {R}. If you do, return ~ from your
        graveyard to your hand.") triggers only while the card is in the graveyard
        (rules/graveyard_triggers.py); only "permanent_enters" triggers are modelled so."""
        return isinstance(self.effect, ReturnSelfFromGraveyardEffect)

    @model_validator(mode="after")
    def _entering_with_its_trigger(self) -> TriggeredAbility:
        if (self.trigger == "permanent_enters") != (self.entering is not None):
            raise ValueError("`entering` goes with the trigger 'permanent_enters', and it needs one")
        if self.dying is not None and self.trigger not in ("creature_dies", "dies"):  # s22-stx: "dies" (~ itself)
            raise ValueError("`dying` goes with the triggers 'creature_dies' and 'dies'")
        if (self.trigger == "dies" and self.dying is not None and "with_counter" not in self.dying  # s22-stx
                and "without_counter_" not in self.dying):  # s24-mh1: persist
            raise ValueError("`dying` on the trigger 'dies' names a counter ~ had as it last existed "
                             "('creature:with_counter_+1/+1'): of ~ itself nothing else is asked")
        if self.functions_from_graveyard() and (self.trigger not in ("permanent_enters", "you_complete_dungeon",
                                                                     "you_commit_crime",  # s27-otjb
                                                                     "day_night_changes",  # s31-stdc
                                                                     "you_gain_life")  # s31-stdab
                                                or self.then_effects):  # s19-venture: rules/venture.py
            raise ValueError("a triggered ability that returns its card from the graveyard is modelled for the "
                             "triggers 'permanent_enters', 'you_complete_dungeon', 'you_commit_crime', "
                             "'day_night_changes' and 'you_gain_life' only, without "
                             "further effects "
                             "(CR 113.6k)")
        if self.attacking is not None and self.trigger not in ("creature_attacks",
                                                               "creature_you_control_becomes_blocked"):  # s34-mom
            raise ValueError("`attacking` goes with the triggers 'creature_attacks' and "
                             "'creature_you_control_becomes_blocked'")
        if self.if_you_control is not None and self.trigger not in ("enters", "turned_face_up", "attacks") and not (
                self.trigger == "deals_damage" and self.damage_to == "player" and self.combat_damage
                and not self.also_on) and not (  # s26-mh: checked as the damage is dealt too (rules/damage_triggers.py)
                self.trigger in ("self_blocks", "self_becomes_blocked", "self_blocks_or_becomes_blocked")
                and set(self.also_on) <= {"attacks"}) and not (  # s27-std: checked as it blocks (combat_block_triggers)
                self.trigger == "dies" and not self.also_on):  # s27-std: checked as it dies (rules/dies_triggers.py)
            raise ValueError("`if_you_control` goes with the triggers 'enters', 'turned_face_up' and 'attacks'")
        return self

    @model_validator(mode="after")
    def _attack_with_its_trigger(self) -> TriggeredAbility:
        if self.attack_with is not None and self.trigger != "you_attack":
            raise ValueError("`attack_with` goes with the trigger 'you_attack'")
        return self

    # "<effect> unless you pay {1}" (CR 118.12, 608.2d; rules/unless_costs.py): its controller may
    # pay it as it resolves (`choices.pay_optional_cost`); paid, the effect doesn't happen.
    # s17-core: "Whenever you activate a loyalty ability of a Chandra planeswalker" (CR 606.3): with
    # `activated_of`, only a loyalty ability's activation (rules/activation_triggers.py)
    activated_loyalty: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s25-mh: "Whenever you activate an eternalize or embalm ability" (CR 702.128a, 702.129a): only the activations of
    # these keyword abilities, wherever their cards are (rules/activation_triggers.py); not with `activated_of`
    # s35-fin: "exhaust" ("Whenever you activate an exhaust ability", CR 702.177a): an ability marked `s35fin_exhaust`
    activated_keywords: list[Literal["embalm", "eternalize", "exhaust"]] = Field(default_factory=list, max_length=2,
                                                                       exclude_if=lambda value: not value)
    unless_cost: str | None = Field(default=None, exclude_if=_left_out_when_none)

    @field_validator("unless_cost")
    @classmethod
    def _valid_unless_cost(cls, value: str | None) -> str | None:
        return value if s24kal_energy_only(value) else _check_cost(value)  # s24-kal: "unless you pay {E}{E}" (107.14)

    @model_validator(mode="after")
    def _unless_alone(self) -> TriggeredAbility:
        if self.unless_cost is not None and (self.optional_cost is not None or self.optional):
            raise ValueError("`unless_cost` doesn't go with `optional_cost` or `optional`")
        return self

    # "attacks_while_you_control": "Whenever ~ attacks while you control <spec>" (rules/you_attack.py): a
    # permanent spec of the target grammar ("permanent:token"), checked as it triggers only (CR 603.2)
    while_you_control: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                                 Field(default=None, exclude_if=_left_out_when_none)] = None

    # "This ability triggers only once each turn." (rules/trigger_limits.py): at most this many times a
    # turn; counted in the permanent's `triggered_this_turn`
    max_per_turn: Annotated[int | None, Field(default=None, ge=1, exclude_if=_left_out_when_none)] = None
    # "creature_deals_combat_damage": which creature it watches, a permanent spec read from the ability's
    # source ("creature:you_control"); none: any creature (rules/flicker.py)
    dealing: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                       Field(default=None, exclude_if=_left_out_when_none)] = None
    # "you_sacrifice": what must be sacrificed, a permanent spec matched as it last existed (CR 603.10a;
    # of the states only `nontoken`); none: any permanent (rules/sacrifice_triggers.py)
    sacrificed: Annotated[str | None, AfterValidator(lambda value: _check_dying_spec(value)),
                          Field(default=None, exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _while_with_its_trigger(self) -> TriggeredAbility:
        if (self.trigger == "attacks_while_you_control") != (self.while_you_control is not None):
            raise ValueError("`while_you_control` goes with the trigger 'attacks_while_you_control', and it needs one")
        if self.max_per_turn is not None and self.trigger not in LIMITED_TRIGGERS:
            raise ValueError(f"`max_per_turn` goes with the triggers {', '.join(sorted(LIMITED_TRIGGERS))}")
        return self

    # "group_enters" (rules/group_enters_triggers.py, CR 603.6a): the permanent specs of which the
    # entering permanent must match one ("another Frog, Rabbit, or Squirrel you control": one spec a
    # subtype), and `or_self`: ~ entering triggers it too ("Whenever ~ or another Bird ... enters")
    entering_any_of: Annotated[list[Annotated[str, AfterValidator(_check_entering_spec)]],
                               Field(default_factory=list, exclude_if=lambda value: not value)]
    or_self: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s35-mkm: "Whenever a creature [a Detective] you control is turned face up" (CR 708.8): with the trigger
    # "permanent_you_control_turned_face_up", the spec the permanent turned face up must match as it is (a permanent spec of
    # the target grammar; rules/s24khans_face_up_triggers.py)
    s35mkm_turned_face_up: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                                     Field(default=None, exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _s35mkm_face_up_spec_with_its_trigger(self) -> TriggeredAbility:
        if self.s35mkm_turned_face_up is not None and self.trigger != "permanent_you_control_turned_face_up":
            raise ValueError("`s35mkm_turned_face_up` goes with the trigger 'permanent_you_control_turned_face_up'")
        return self

    # "group_leaves" (rules/leaves_triggers.py, CR 603.6c): the creature spec the permanent that left
    # matched as it last existed (`leaving`), `or_self` as above, `without_dying`: not when it died
    leaving: Annotated[str | None, AfterValidator(lambda value: _check_dying_spec(value)),
                       Field(default=None, exclude_if=_left_out_when_none)] = None
    without_dying: Flag = Field(default=False, exclude_if=lambda value: not value)
    # An intervening "if N or more cards are in your graveyard" (threshold; CR 603.4,
    # rules/graveyard_condition.py) of a "When ~ enters / attacks / is turned face up" ability
    if_cards_in_your_graveyard: Annotated[StrictInt, Field(ge=1)] | None = Field(
        default=None, exclude_if=_left_out_when_none)
    # "You may forage. If you do, <effect>" (CR 701.61a, 603.5): asked as it resolves with
    # `choices.pay_optional_cost` (and `choices.forage`); rules/optional_forage.py
    optional_forage: Flag = Field(default=False, exclude_if=lambda value: not value)
    # "You may <action>. If you do, <effect>" (CR 608.2d) for an action other than paying mana or
    # foraging: discard N cards, discard your hand, draw / mill N cards, pay N life (rules/reflexive.py)
    optional_action: OptionalAction | None = Field(default=None, exclude_if=_left_out_when_none)
    # "..., you may <pay/forage/action>. When you do, <effect>" (CR 603.12): a reflexive triggered
    # ability, put on the stack when the action is done, its targets chosen then (rules/reflexive.py)
    reflexive: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s31-stdc: "you may pay {2}{B} any number of times. When you pay this cost one or more times, ..." (the Adversaries;
    # CR 603.12, 608.2d): with a mana `optional_cost` and `reflexive`, its controller pays the cost N times as it resolves
    # (the `resolve` action's `choices.times_paid`; `pay_optional_cost` true without it: once); N >= 1 puts the reflexive
    # trigger on the stack with X = N ("that many", "twice that many": "times:2:X"). rules/s31stdc_any_number_of_times.py
    optional_cost_any_number: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s31stdc_any_number_reflexive(self) -> TriggeredAbility:
        if self.optional_cost_any_number and (self.optional_cost is None or not self.reflexive or self.optional_life
                                              is not None or "{E}" in self.optional_cost):
            raise ValueError("`optional_cost_any_number` goes with a mana `optional_cost` and `reflexive`")
        # s33-cmd: "<effect>. You may draw a card. If you do, discard a card." (an `if_you_do` among `then_effects`):
        # its choice is `choices.pay_optional_cost`, so the ability has no other choice of that name (CR 608.2d)
        doing = [effect for effect in (self.effect, *self.then_effects) if isinstance(effect, IfYouDoEffect)]
        if doing and (len(doing) > 1 or self.optional or self.optional_cost is not None or self.optional_forage
                      or self.optional_action is not None or isinstance(self.effect, IfYouDoEffect)):
            raise ValueError("a triggered ability's `if_you_do` follows its first effect, once, with no other "
                             "optional choice of the ability")
        return self
    # s13-riders: an intervening "if" (CR 603.4) of a "When ~ enters / attacks" ability on the game
    # rather than on permanents ("When ~ enters, if an opponent lost life this turn, add {B}{R}."):
    # checked as it triggers and again as it resolves (rules/riders.py `intervening_holds`)
    intervening_if: RiderCondition | None = Field(default=None, exclude_if=lambda value: value is None)


    @model_validator(mode="after")
    def _group_enters_with_its_specs(self) -> TriggeredAbility:
        if self.reflexive and self.optional_cost is None and not self.optional_forage and self.optional_action is None:
            raise ValueError("`reflexive` ('When you do') needs the optional action it follows (`optional_cost`, "
                             "`optional_forage` or `optional_action`)")
        if (self.trigger == "group_enters") != bool(self.entering_any_of):
            raise ValueError("`entering_any_of` goes with the trigger 'group_enters', and it needs one spec or more")
        if self.or_self and self.trigger not in ("group_enters", "group_leaves", "creature_dies"):  # s17-dfc: dies
            raise ValueError("`or_self` goes with the triggers 'group_enters', 'group_leaves' and 'creature_dies'")
        if (self.trigger == "group_leaves") != (self.leaving is not None):
            raise ValueError("`leaving` goes with the trigger 'group_leaves', and it needs one")
        if self.without_dying and self.trigger != "group_leaves":
            raise ValueError("`without_dying` goes with the trigger 'group_leaves'")
        if self.if_cards_in_your_graveyard is not None and self.trigger not in ("enters", "turned_face_up", "attacks"):
            raise ValueError("`if_cards_in_your_graveyard` goes with the triggers 'enters', 'turned_face_up' and "
                             "'attacks'")
        return self

    # s13-gift: an intervening "if the gift was [wasn't] promised" (CR 702.174c, 603.4) of a permanent's
    # "When ~ enters" ability: whether the gift of the spell that became it was promised
    # (rules/gift_conditions.py)
    if_gift: Literal["promised", "not_promised"] | None = Field(default=None, exclude_if=_left_out_when_none)

    @model_validator(mode="after")
    def _if_gift_on_enters(self) -> TriggeredAbility:
        if self.if_gift is not None and self.trigger != "enters":
            raise ValueError("`if_gift` goes with the trigger 'enters'")
        return self

    # s16-kws: an intervening "if it was kicked" (CR 702.33d, 603.4) of a permanent's "When ~ enters"
    # ability: whether the spell that became it was kicked (rules/kicked_permanents.py)
    if_kicked: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s17-tailf: "When ~ enters untapped, ..." (CR 603.6a): an "enters" ability that triggers only when the permanent
    # entered untapped (rules/triggers.py)
    if_entered_untapped: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s24-mh1: evoke's "When this permanent enters, if its evoke cost was paid, ..." (CR 702.74a, 603.4): whether the
    # spell that became it was cast for its evoke cost (rules/s24mh1_evoke.py)
    if_evoked: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s25-stda: "When ~ enters, if you cast it, ..." ("cast"), "... if you cast it from your hand, ..." ("cast_from_hand"),
    # "... if you cast it during your main phase, ..." (addendum, "cast_during_main_phase") and "... if its spectacle cost
    # was paid, ..." ("spectacle") (CR 603.4, 601.2a, 608.3, 505.1, 702.137a): whether the spell that became it was cast
    # (from its owner's hand; during its controller's main phase; for its spectacle cost) (rules/s25stda_if_cast.py)
    # s32-ma: "additional_cost_paid": "When ~ enters, if it was bargained, ..." (CR 702.166b): and its optional
    # additional cost (bargain) was paid as it was cast (the spell's `choices.additional_cost_paid`)
    if_cast: Literal["cast", "cast_from_hand", "cast_during_main_phase", "spectacle",
                     "additional_cost_paid"] | None = Field(
        default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _if_kicked_on_enters(self) -> TriggeredAbility:
        if (self.if_kicked or self.if_evoked) and self.trigger != "enters":  # s24-mh1: if_evoked
            raise ValueError("`if_kicked` and `if_evoked` go with the trigger 'enters'")
        if self.if_cast is not None and self.trigger != "enters":  # s25-stda
            raise ValueError("`if_cast` goes with the trigger 'enters'")
        return self

    # s13-batch: "Whenever one or more <permanents> enter / leave the battlefield / die, ..." (CR 603.2c):
    # the ability triggers once for each event batch however many objects it concerns
    # (rules/batch_triggers.py), not once per object
    batch: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _batch_with_its_trigger(self) -> TriggeredAbility:
        if self.batch and (self.trigger not in BATCH_TRIGGERS or self.or_self):
            raise ValueError(f"`batch` goes with the triggers {', '.join(sorted(BATCH_TRIGGERS))} (without `or_self`)")
        return self

    # s13-granted: "Whenever ~ [equipped creature] deals combat damage to a player" (CR 510.2): only
    # combat damage triggers it (rules/damage_triggers.py), for "deals_damage" and the attached ones
    combat_damage: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _combat_damage_with_its_trigger(self) -> TriggeredAbility:
        if self.combat_damage and self.trigger not in ("deals_damage", "equipped_deals_damage", "enchanted_deals_damage",
                                                       "player_dealt_damage"):  # s15-combat
            raise ValueError("`combat_damage` goes with the triggers 'deals_damage', 'equipped_deals_damage' and "
                             "'enchanted_deals_damage'")
        return self

    # s26-mh: evolve (CR 702.100a): "Whenever a creature enters under your control, if that creature's power is greater
    # than this creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1
    # counter on this creature." -- an intervening "if" comparing the entering creature with the source, checked as it
    # triggers and again as it resolves (603.4; the entering creature's last known information if it left, 608.2h;
    # rules/s26mh_evolve.py)
    evolve: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s26mh_evolve_on_entering_creatures(self) -> TriggeredAbility:
        if self.evolve and (self.trigger != "permanent_enters" or self.also_on or self.batch):
            raise ValueError("`evolve` goes with the trigger 'permanent_enters' alone")
        return self

    @model_validator(mode="after")
    def _intervening_if_with_its_trigger(self) -> TriggeredAbility:
        if self.intervening_if is not None and (
                (self.trigger not in ("enters", "turned_face_up", "attacks") and not (
                    self.trigger in ("deals_damage", "creature_dies")  # s22-ete: checked as they trigger too
                    and self.intervening_if.kind == "city_blessing" and not self.also_on and not self.batch)
                 and not (self.trigger == "deals_damage"  # s23-ori: the renown trigger (CR 702.112a)
                          and self.intervening_if.kind == "s23ori_renowned" and not self.also_on)
                 and not (self.trigger == "permanent_enters"  # s26-cmda: graft's (CR 702.58a, 603.4)
                          and self.intervening_if.kind in ("s26cmda_self_has_plus_one_counter",
                                                           "s34ltr_no_ring_bearer")  # s34-ltr (CR 701.54e)
                          and not self.also_on))
                or self.intervening_if.kind in ("it_is", "that_permanent_was")):  # s19-m20: names an object
            raise ValueError("`intervening_if` goes with the triggers 'enters', 'turned_face_up' and 'attacks', and "
                             "names no object")
        return self

    # s14-forage: "Whenever you gain or lose life during your turn" (rules/life_change_triggers.py, CR 603.2):
    # the triggers "you_gain_or_lose_life" and "you_lose_life" trigger only while its controller is the
    # active player (CR 102.1)
    during_your_turn: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _during_your_turn_with_its_trigger(self) -> TriggeredAbility:
        if self.during_your_turn and self.trigger not in ("you_gain_or_lose_life", "you_lose_life",
                                                          "group_leaves",  # s22-neob
                                                          "you_commit_crime",  # s27-otjb
                                                          "you_gain_life",  # s27-fdna
                                                          "s34std_cards_leave_your_graveyard",  # s34-std
                                                          "s34std_creature_cards_put_into_your_graveyard"):  # s34-std
            raise ValueError("`during_your_turn` goes with the triggers 'you_gain_or_lose_life', 'you_lose_life', "
                             "'group_leaves', 'you_commit_crime' and 'you_gain_life'")
        return self

    # s15-records: "Whenever you draw your second card each turn" (the trigger "you_draw"), "Whenever you lose
    # life for the first time each turn" ("you_lose_life"): only the Nth such event of the turn for its
    # controller (CR 603.2; rules/turn_records.py); s21-szn: "Whenever you gain life for the first time each turn"
    # ("you_gain_life", 1; rules/life_gain_triggers.py)
    nth_each_turn: Annotated[StrictInt | None, Field(default=None, ge=1, le=100, exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _nth_each_turn_with_its_trigger(self) -> TriggeredAbility:
        if self.nth_each_turn is not None and self.trigger not in ("you_draw", "you_lose_life", "you_gain_life",
                                                                   "opponent_draws"):  # s33-mom
            raise ValueError("`nth_each_turn` goes with the triggers 'you_draw', 'you_lose_life', 'you_gain_life' and "
                             "'opponent_draws'")
        if self.nth_each_turn not in (None, 1) and self.trigger == "you_gain_life":  # s21-szn
            raise ValueError("`nth_each_turn` on 'you_gain_life' is 1 ('for the first time each turn')")
        return self

    # s14-forage: "you may pay {W}{B} and 2 life. When you do, ...": life paid with `optional_cost`, all or
    # nothing (CR 119.4: only with at least that much life; 601.2h as for such costs; rules/triggers.py)
    optional_life: Annotated[StrictInt | None, Field(default=None, ge=1, le=1000, exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _optional_life_with_a_cost(self) -> TriggeredAbility:
        if self.optional_life is not None and self.optional_cost is None:
            raise ValueError("`optional_life` goes with `optional_cost` (\"pay {W}{B} and 2 life\")")
        return self

    # s14-counters: "you_put_counters" (rules/counters_put_triggers.py, CR 122.6, 603.2): the kind of
    # counter (`counters_put`) and the permanent spec, read from the ability's source, of the
    # permanent they are put on (`counters_on`)
    counters_put: CountedCounter | None = Field(default=None, exclude_if=_left_out_when_none)
    # s27-fdna: "self" ("Whenever you put one or more +1/+1 counters on ~"): the ability's source itself
    counters_on: Annotated[str | None, AfterValidator(lambda value: value if value == "self" else _check_entering_spec(value)),
                           Field(default=None, exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _counters_put_with_its_trigger(self) -> TriggeredAbility:
        if self.trigger == "s26mh_counters_put_on_self":  # s26-mh: on ~ itself, `counters_put` alone
            if self.counters_put is None or self.counters_on is not None:
                raise ValueError("the trigger 's26mh_counters_put_on_self' needs `counters_put` and no `counters_on`")
            return self
        if (self.trigger in ("you_put_counters", "counters_put_on")) != (  # s19-m21: counters_put_on
                self.counters_put is not None and self.counters_on is not None):
            raise ValueError("`counters_put` and `counters_on` go with the triggers 'you_put_counters' and "
                             "'counters_put_on', and they need both")
        return self

    # s15-combat: "player_dealt_damage" (rules/player_damage_triggers.py, CR 603.2, 120.3a): only noncombat
    # damage triggers it (`noncombat`; `combat_damage`: only combat damage), only damage whose source its
    # controller controls (`source_you_control`: "Whenever a source you control deals damage to ...")
    noncombat: Flag = Field(default=False, exclude_if=lambda value: not value)
    source_you_control: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _player_damage_qualifiers(self) -> TriggeredAbility:
        if (self.noncombat or self.source_you_control) and self.trigger != "player_dealt_damage":
            raise ValueError("`noncombat` and `source_you_control` go with the trigger 'player_dealt_damage'")
        if self.noncombat and self.combat_damage:
            raise ValueError("`noncombat` and `combat_damage` can't both be set")
        if self.trigger == "player_dealt_damage" and self.damage_to not in ("opponent", "you", "player"):
            raise ValueError("the trigger 'player_dealt_damage' needs `damage_to`: 'opponent', 'you' or 'player'")
        return self

    # s15-neo: "Whenever a Samurai or Warrior you control attacks alone" (CR 506.5: the only creature declared
    # as an attacker in the declare attackers step; rules/attack_triggers.py)
    attacks_alone: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s29-core: "Whenever a creature attacks you or a planeswalker you control" (CR 508.3a, 506.2): only a creature
    # declared as attacking the ability's controller or a planeswalker they control (rules/attack_triggers.py)
    attacking_you: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _attacks_alone_with_its_trigger(self) -> TriggeredAbility:
        if self.attacks_alone and self.trigger not in ("creature_attacks",
                                                       "attacks"):  # s29-core: "Whenever ~ attacks alone" (CR 506.5)
            raise ValueError("`attacks_alone` goes with the triggers 'creature_attacks' and 'attacks'")
        if self.attacks_alone and self.attacks_with_others_at_least is not None:  # s29-core
            raise ValueError("`attacks_alone` and `attacks_with_others_at_least` don't go together")
        if self.attacking_you and self.trigger != "creature_attacks":  # s29-core
            raise ValueError("`attacking_you` goes with the trigger 'creature_attacks'")
        return self

    # s17-afr: pack tactics' intervening "if you attacked with creatures with total power 6 or greater this
    # combat" (CR 207.2c, 603.4) of a "Whenever ~ attacks" ability: the total power of the creatures its
    # controller declared as attackers, as they were declared (rules/pack_tactics.py)
    if_attacked_with_power: Annotated[StrictInt | None, Field(default=None, ge=1, le=1000,
                                                              exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _if_attacked_with_power_with_its_trigger(self) -> TriggeredAbility:
        if self.if_attacked_with_power is not None and self.trigger != "attacks":
            raise ValueError("`if_attacked_with_power` goes with the trigger 'attacks'")
        return self

    # s17-m2y: "permanent_put_into_graveyard": which permanent put into a graveyard from the battlefield it
    # watches, a permanent spec matched as it last existed ("enchantment:you_control"; rules/put_into_graveyard_triggers.py,
    # CR 603.6c, 603.10a); none: any permanent
    put_into_graveyard: Annotated[str | None, AfterValidator(lambda value: _check_dying_spec(value)),
                                  Field(default=None, exclude_if=_left_out_when_none)] = None
    # s26-cmdb: "... is put into your graveyard from the battlefield" (CR 404.1: a card goes to its owner's graveyard):
    # only a permanent the ability's controller owns (rules/put_into_graveyard_triggers.py)
    s26cmdb_into_your_graveyard: Flag = Field(default=False, exclude_if=lambda value: not value)

    # s17-m2y: "Whenever you attack with two or more creatures with flying": how many declared attackers must
    # match `attack_with` (rules/you_attack.py, CR 508.3)
    attack_with_at_least: Annotated[StrictInt | None, Field(default=None, ge=2, le=100,
                                                            exclude_if=_left_out_when_none)] = None

    # s17-m2y: "Whenever ~ and at least two other creatures attack": how many other creatures must be declared as
    # attackers with it (rules/attacks_with_others.py, CR 508.3a, 603.2)
    attacks_with_others_at_least: Annotated[StrictInt | None, Field(default=None, ge=1, le=100,
                                                                    exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _attacks_with_others_with_its_trigger(self) -> TriggeredAbility:
        if self.attacks_with_others_at_least is not None and self.trigger != "attacks":
            raise ValueError("`attacks_with_others_at_least` goes with the trigger 'attacks'")
        return self

    # s30-mh: "Whenever one or more creatures attack, ..." (CR 508.3, 603.2): the trigger "you_attack" of any player's
    # declaration of attackers, not only its controller's (rules/you_attack.py)
    s30mh_any_player: Flag = Field(default=False, exclude_if=lambda value: not value)

    # s32-stda: with the trigger "you_sacrifice" too: "Whenever a player sacrifices a permanent, ..." (CR 701.21a,
    # 603.2: any player's sacrifice, not only its controller's; rules/sacrifice_triggers.py)
    @model_validator(mode="after")
    def _s30mh_any_player_attacks(self) -> TriggeredAbility:
        if self.s30mh_any_player and self.trigger not in ("you_attack", "you_sacrifice"):
            raise ValueError("`s30mh_any_player` goes with the trigger 'you_attack' or 'you_sacrifice'")
        return self

    # s32-stda: "Whenever a creature you control becomes the target of a spell or ability an opponent controls, ..." (CR
    # 603.2, 115.1): on the trigger "targeted_by_opponent", the permanents watched (a permanent spec, "creature:you_control")
    # instead of ~ itself (rules/targeted_triggers.py)
    s32stda_targeted: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                                Field(default=None, exclude_if=_left_out_when_none)] = None

    @model_validator(mode="after")
    def _s32stda_targeted_with_its_trigger(self) -> TriggeredAbility:
        if self.s32stda_targeted is not None and self.trigger != "targeted_by_opponent":
            raise ValueError("`s32stda_targeted` goes with the trigger 'targeted_by_opponent'")
        return self

    @model_validator(mode="after")
    def _attack_with_at_least_with_its_spec(self) -> TriggeredAbility:
        if self.attack_with_at_least is not None and self.attack_with is None:
            raise ValueError("`attack_with_at_least` goes with `attack_with`")
        return self

    @model_validator(mode="after")
    def _put_into_graveyard_with_its_trigger(self) -> TriggeredAbility:
        if self.put_into_graveyard is not None and self.trigger != "permanent_put_into_graveyard":
            raise ValueError("`put_into_graveyard` goes with the trigger 'permanent_put_into_graveyard'")
        return self

    # s33-mom: "... you may <action>[. If you do, <effects>]. Do this only once each turn." (CR 603.5, 608.2d): once its
    # controller has chosen to do the optional part this turn, later resolutions of it this turn can't
    # (rules/s33mom_do_once.py)
    s33mom_once_each_turn: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s33mom_once_with_a_choice(self) -> TriggeredAbility:
        if self.s33mom_once_each_turn and not (self.optional or self.optional_action is not None
                                               or self.optional_cost is not None):
            raise ValueError("`s33mom_once_each_turn` goes with `optional`, `optional_action` or `optional_cost`")
        return self


class OthersEnterWithCountersAbility(_Model):
    """s14-counters: "Other creatures you control enter with an additional +1/+1 counter on them [for
    each opponent who lost life this turn]." (CR 614.1c, 122.6): each permanent entering that matches
    `entering` (a permanent spec read from this ability's source) enters with `amount` more counters
    of that kind, times the number of the source controller's opponents who lost life this turn with
    `for_each` "opponent_lost_life_this_turn" (CR 119.3); rules/others_enter_with_counters.py."""

    kind: Literal["others_enter_with_counters"] = "others_enter_with_counters"
    entering: Annotated[str, AfterValidator(lambda value: _check_entering_spec(value))]
    counter: CountedCounter = "+1/+1"
    amount: Annotated[StrictInt, Field(ge=1)] = 1
    for_each: Literal["opponent_lost_life_this_turn"] | None = Field(default=None, exclude_if=_left_out_when_none)
    # s25-stdb: "Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it."
    # (no "other"): ~ itself entering gets them too when it matches (CR 614.12: its own static ability applies to it
    # as it enters)
    includes_self: Flag = Field(default=False, exclude_if=lambda value: not value)


class StaticPreventionAbility(_Model):
    """"Prevent all [combat] damage that would be dealt to [and dealt by] <this / enchanted
    creature> [by creatures]": a prevention effect from a static ability (CR 615.1, 604.1) while its
    source is on the battlefield. rules/prevention.py."""

    kind: Literal["static_prevention"] = "static_prevention"
    # s23-c10: "equipped_creature": an Equipment's (the creature it is attached to, CR 301.5); "you": its controller
    affected: Literal["self", "enchanted_creature", "equipped_creature", "you",
                      "other_creatures_you_control",  # s27-fdna: "to other creatures you control" (CR 615.1)
                      ] = "self"
    dealt_to: Flag = True  # damage dealt to it
    dealt_by: Flag = False  # damage dealt by it
    # "by creatures"; s23-c10: "opponents": "If a source an opponent controls would deal damage to you" (CR 102.3)
    from_: Literal["any", "creatures", "opponents"] = Field(default="any", alias="from")
    # s23-c10: "prevent 1 of that damage" (CR 615.1): at most this much of each damage event; None: all of it
    amount: Annotated[StrictInt, Field(ge=1, le=100)] | None = Field(default=None, exclude_if=lambda value: value is None)
    combat_only: Flag = False
    # s23-c10: "Prevent all noncombat damage that would be dealt to equipped creature." (Magebane Armor; CR 120.1)
    noncombat_only: Flag = Field(default=False, exclude_if=lambda value: not value)


# --- beginning-of-step, cast and state triggers; untap restrictions (rules/step_triggers.py) ---


class XIsCount(_Model):
    """"where X is the number of <counted> [minus N]" / "X is N minus the number of <counted>",
    determined as the ability resolves (CR 608.2h); a negative result is 0 (CR 107.1b)."""

    count: Literal["cards_in_hand", "swamps", "doom_counters_on_source"]
    player: Literal["you", "that_player"] = "that_player"
    minus: NonNegative = 0
    subtracted_from: NonNegative | None = None


class StepTriggerAbility(_Model):
    """"At the beginning of <whose> <step>, [if <condition>,] <effect>" (CR 603.2, 503.1a, 504.2,
    513.1a, 511.1); `optional_cost`: "you may pay {1}. If you do, <effect>"; `unless_cost`:
    "<effect> unless you pay {U}" (CR 608.2d, 118.12); `payer`: who pays them."""

    kind: Literal["step_trigger"] = "step_trigger"
    # "beginning_of_combat": "At the beginning of combat on your turn" (CR 507.1)
    step: Literal["upkeep", "draw", "end", "end_of_combat", "beginning_of_combat",
                  # s14-r2main: "your first / second main phase" (CR 505.1a; rules/main_phase_triggers.py)
                  "precombat_main", "postcombat_main"]
    whose: Literal["yours", "each", "enchanted_controller", "chosen_player", "enchanted_player",
                   "opponents",  # s25-core: "At the beginning of each opponent's upkeep" (CR 503.1a, 603.2)
                   ] = "yours"
    # also an intervening "if" about life this turn ("if you gained or lost life this turn": the
    # `LifeCondition`s, for the ability's controller; rules/life_this_turn.py)
    # s21-szn: "full_party": "if you have a full party" (CR 700.8, 603.4; rules/party.py)
    condition: Literal["source_untapped", "source_tapped", "no_creatures",
                       "full_party",
                       "s25tsr_echo",  # s25-tsr: echo's "if ~ came under your control since ..." (CR 702.30a)
                       "s35mkm_unsolved",  # s35-mkm: a Case's "To solve — ..." (CR 719.3a: "... this Case is not solved")
                       ] | LifeCondition | None = None
    optional_cost: str | None = None
    unless_cost: str | None = None
    unless_life: NonNegative | None = None  # "unless that player pays {1} or 1 life" (Erosion)
    unless_discard: Flag = False  # "<effect> unless you discard a card" (Mishra's War Machine)
    payer: Literal["you", "that_player"] = "you"
    x: XIsCount | None = None
    effect: Effect
    # An intervening "if you control <spec>" (CR 603.4; rules/you_control.py)
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    # "if you control three or more creatures": how many `if_you_control` asks for (CR 603.4)
    if_you_control_at_least: Annotated[StrictInt, Field(default=1, ge=1, le=1000, exclude_if=lambda value: value == 1)] = 1
    if_done: Effect | None = None  # "If ~ is destroyed this way, <effect>"
    # "if you gained 5 or more life this turn": an intervening "if" on the life its controller gained
    # this turn (CR 603.4, 119.3; rules/life_gained_at_least.py)
    if_gained_life_at_least: Annotated[int | None, Field(default=None, ge=1, le=1_000_000,
                                                         exclude_if=lambda value: value is None)] = None
    # s23-c13: "if you have 200 or more cards in your library": an intervening "if" on the number of cards in its
    # controller's library (CR 603.4, 401.1; rules/s23c13_library_at_least.py)
    if_library_at_least: Annotated[StrictInt | None, Field(default=None, ge=1, le=100_000,
                                                           exclude_if=lambda value: value is None)] = None
    # s31-core: "if that player has two or fewer cards in hand": an intervening "if" on the hand of the player whose step
    # it is ("that player", CR 102.1; 603.4, 402.1; rules/s31core_that_player_hand.py, asked by rules/step_triggers.py)
    if_that_player_hand_at_most: Annotated[StrictInt | None, Field(default=None, ge=0, le=1000,
                                                                   exclude_if=lambda value: value is None)] = None
    # s26-core: "if twenty or more creature cards are in your graveyard": an intervening "if" on the cards of a card type
    # in its controller's graveyard (CR 603.4, 404.1; rules/life_total_conditions.py, asked by rules/step_triggers.py)
    if_graveyard_cards: GraveyardCardsCount | None = Field(default=None, exclude_if=lambda value: value is None)
    otherwise: Effect | None = None  # "If you can't, <effect>"
    # s13-pw: "if you control four or more Demons with different names": `if_you_control_at_least` counts
    # permanents with different names only (CR 603.4, 201.2; rules/you_control.py)
    if_you_control_different_names: Flag = False
    # s15-records: an intervening "if" on the turn's records ("if a creature died this turn", "if you didn't cast
    # a spell this turn"; a `this_turn` RiderCondition, CR 603.4; rules/turn_records.py), checked as it would
    # trigger and again as it resolves
    # s30-stdc: or any other RiderCondition naming no object ("if there are four or more card types among cards in
    # your graveyard", "if you have 5 or less life"; rules/riders.py), checked the same way (CR 603.4)
    intervening_if: Annotated[RiderCondition | None, AfterValidator(lambda value: s30stdc_names_no_object(value)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    # Effects after `effect`, in order (CR 608.2c), targeting nothing (as `TriggeredAbility.then_effects`).
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]
    # s14-forage: "At the beginning of combat on your turn, you may forage.": "you may <effect>", a choice
    # made as it resolves that costs nothing (CR 603.5, 608.2d), the `resolve` action's
    # `choices.pay_optional_cost` (rules/step_triggers.py, as a triggered ability's `optional`)
    optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s15-r2m21: "At the beginning of your end step, you may pay {1}. When you do, <effects>" (CR 603.12): once
    # `optional_cost` is paid, the effects are a reflexive triggered ability put on the stack then, with its own
    # targets (rules/reflexive.py, as a triggered ability's `reflexive`)
    reflexive: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s16-tailb: "if you control three or more creatures with different powers" (MID's coven): the permanents
    # `if_you_control` counts have pairwise different powers (CR 603.4, 208.1; rules/different_powers.py)
    if_you_control_different_powers: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s25-stdc: "if you control no creatures with decayed" (CR 603.4): `if_you_control` names what you must control none
    # of (rules/step_triggers.py)
    if_you_control_none: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s18-neob, s18-m21: "At the beginning of combat on your turn, you may [pay {1} and] sacrifice another creature.
    # If you do, ..." (CR 608.2d; rules/reflexive.py): the action the controller chooses as it resolves whether to
    # do (after `optional_cost`, with the same `choices.pay_optional_cost`, as a triggered ability's
    # `optional_action`; rules/step_triggers.py asks it)
    optional_action: OptionalAction | None = Field(default=None, exclude_if=_left_out_when_none)

    @field_validator("then_effects")
    @classmethod
    def _untargeted_then_effects(cls, value: list[Any]) -> list[Any]:
        return _untargeted(value)

    @field_validator("optional_cost", "unless_cost")
    @classmethod
    def _valid_cost(cls, value: str | None) -> str | None:
        return value if s24kal_energy_only(value) else _check_cost(value)  # s24-kal: "you may pay {E}{E}" (107.14)

    @model_validator(mode="after")
    def _r2m21_reflexive_needs_a_cost(self) -> StepTriggerAbility:
        if self.reflexive and self.optional_cost is None and self.optional_action is None:  # s18-m21: or an action
            raise ValueError("`reflexive` ('When you do') needs the `optional_cost` it follows")
        return self

    @model_validator(mode="after")
    def _s18m21_one_optional_part(self) -> StepTriggerAbility:
        # s18-neob: "you may pay {1} and sacrifice an artifact" is `optional_cost` and `optional_action`, one choice
        if self.optional_action is not None and (self.unless_cost is not None or self.optional or self.unless_discard):
            raise ValueError("`optional_action` is the step trigger's one choice (with `optional_cost` at most: no "
                             "`unless_cost`, `unless_discard` or `optional` with it)")
        return self

    @model_validator(mode="after")
    def _tailb_different_powers_counts_something(self) -> StepTriggerAbility:
        if self.if_you_control_different_powers and (self.if_you_control is None or self.if_you_control_different_names):
            raise ValueError("`if_you_control_different_powers` needs `if_you_control` (and not different names)")
        return self

    def functions_from_graveyard(self) -> bool:
        """s27-fdnb, CR 113.6k: a step trigger whose effect returns its own card from the graveyard ("At the beginning
        of combat on your turn, ..., return ~ from your graveyard to the battlefield.") functions only while the card
        is in its owner's graveyard (rules/s27fdnb_graveyard_steps.py)."""
        return any(isinstance(effect, ReturnSelfFromGraveyardEffect) for effect in (self.effect, *self.then_effects))


class GrantStepTriggerAbility(_Model):
    """"All artifacts have '<step trigger>'" (Energy Flux, CR 613.1f): each artifact on the
    battlefield has `ability`, whose "~" is that artifact."""

    kind: Literal["grant_step_trigger"] = "grant_step_trigger"
    # s15-granted: "attached_permanent": 'Enchanted permanent has "At the beginning of your upkeep, you lose 1
    # life."' (CR 613.1f; rules/attached_granted.py): the permanent the Aura or Equipment is attached to has it
    to: Literal["artifacts", "attached_permanent"] = "artifacts"
    ability: StepTriggerAbility

    @field_validator("ability")
    @classmethod
    def _r2m21_not_reflexive(cls, value: StepTriggerAbility) -> StepTriggerAbility:
        if value.reflexive:  # s15-r2m21: a granted ability's reflexive trigger has no ability index to resolve
            raise ValueError("a granted step trigger can't be `reflexive`")
        return value


class CastTriggerAbility(_Model):
    """"Whenever <a player | you> cast(s) a <color | type> spell, [you may pay {1}. If you do,]
    <effect>" (CR 603.2, 601.2i); `optional`: "you may <effect>"."""

    kind: Literal["cast_trigger"] = "cast_trigger"
    # s15-records: "opponent": "Whenever an opponent casts ..." (a player other than its controller, CR 102.2)
    caster: Literal["any", "you", "opponent"] = "any"
    spell_color: Literal["W", "U", "B", "R", "G"] | None = None
    spell_type: CardType | None = None
    optional_cost: str | None = None
    optional: Flag = False
    effect: Effect
    # "an instant or sorcery spell": a spell with one of these types; "a noncreature spell": without it
    spell_type_any_of: list[CardType] = Field(default_factory=list, exclude_if=lambda value: not value)
    spell_not_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)
    # "casts their second spell each turn": only the caster's Nth spell of the turn (rules/nth_spell.py)
    nth_spell_each_turn: Annotated[StrictInt | None, Field(default=None, ge=1, exclude_if=lambda value: value is None)]
    # "a spell that targets ~" (heroic-like; Druid of Horns): the spell has this permanent among its
    # targets as it becomes cast (CR 601.2c, 601.2i, 115.1); "an Aura spell": a spell with that subtype
    targets_self: Flag = Field(default=False, exclude_if=lambda value: not value)
    spell_subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]*$")] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # "a spell of the chosen color" (Diamond Mare; CR 607.2a, rules/chosen.py): the choice this permanent made as it entered
    spell_of_the_chosen: Literal["color", "creature_type"] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s14-library: "a noncreature or Otter spell": with `spell_not_type`, a spell with this subtype also
    # triggers it (CR 601.2i, 205.3); "This ability triggers only once each turn." (rules/trigger_limits.py)
    or_spell_subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]*$")] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    max_per_turn: Annotated[StrictInt, Field(ge=1)] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s15-records: "Whenever you cast a spell during an opponent's turn": only while the active player is not
    # its controller (CR 102.1, 601.2i; rules/cast_triggers.py)
    # s23-c14: "... during your turn": only while its controller is the active player
    during: Literal["opponents_turn", "your_turn"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s17-tailf: "a creature spell that has an Adventure": a spell of an adventurer card (CR 715.2, 715.3;
    # rules/cast_triggers.py)
    spell_has_adventure: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _or_subtype_needs_a_type(self) -> CastTriggerAbility:
        # s16-tailb: or with `spell_type_any_of` ("an instant, sorcery, or Wizard spell"; rules/cast_either.py)
        if self.or_spell_subtype is not None and (self.spell_not_type is None) == (not self.spell_type_any_of):
            raise ValueError("`or_spell_subtype` goes with `spell_not_type` (a noncreature or Otter spell) or with "
                             "`spell_type_any_of` (an instant, sorcery, or Wizard spell)")
        if self.functions_from_graveyard() and (self.targets_self or self.spell_of_the_chosen is not None  # s33-cmd
                                                or self.targets_matching is not None or self.or_copy
                                                or self.max_per_turn is not None or self.then_effects):
            raise ValueError("a cast trigger that returns its card from the graveyard asks nothing of a permanent "
                             "(targets ~, the chosen quality, a target you control), is not also a copy or limited "
                             "trigger and has no further effects (CR 113.6k; rules/s33cmd_graveyard_cast.py)")
        return self

    def functions_from_graveyard(self) -> bool:
        """s33-cmd, CR 113.6k: a cast trigger whose effect returns its own card from the graveyard ("Whenever you cast a
        creature spell, you may pay {G}{G}. If you do, return ~ from your graveyard to your hand.") triggers only while
        the card is in the graveyard (rules/s33cmd_graveyard_cast.py)."""
        return isinstance(self.effect, ReturnSelfFromGraveyardEffect)

    @field_validator("optional_cost")
    @classmethod
    def _valid_cost(cls, value: str | None) -> str | None:
        return _check_cost(value)

    # s13-gift: "you may discard a card. If you do, <effect>" (CR 608.2d; rules/reflexive.py), asked as
    # it resolves with `choices.pay_optional_cost` (as a triggered ability's `optional_action`)
    optional_action: OptionalAction | None = Field(default=None, exclude_if=lambda value: value is None)
    # s14-mana: "a creature spell with mana value 4 or greater": comparisons of the target grammar the
    # spell's characteristics must meet as it becomes cast ("mana_value>=4"; CR 202.3, 601.2i;
    # rules/cast_trigger_stats.py)
    spell_with: Annotated[list[Annotated[str, AfterValidator(lambda value: _check_spell_comparison(value))]],
                          Field(default_factory=list, exclude_if=lambda value: not value)]
    # s14-copies: "..., Birds, Frogs, Otters, and Rats you control get +1/+1 until end of turn. Untap them."
    # the effects after the first, in order as it resolves (CR 608.2c); none of them targets
    then_effects: list[Effect] = Field(default_factory=list, exclude_if=lambda value: not value)
    # s16-kws: "Whenever you cast or copy an instant or sorcery spell" (magecraft, CR 207.2c): it also
    # triggers when its controller copies such a spell (CR 707.10; rules/cast_or_copy_triggers.py)
    or_copy: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s16-kws: "Whenever you cast a kicked spell" (CR 702.33b, 601.2i): only a spell whose kicker cost was paid
    kicked_spell: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s35-fin: "if at least four mana was spent to cast it" (CR 601.2h, 603.4): only a spell cast with at least that much
    # mana in all (rules/cast_triggers.py, rules/mana_spent.py)
    s35fin_mana_spent_at_least: Annotated[StrictInt, Field(ge=1, le=99)] | None = Field(default=None,
                                                                                      exclude_if=when_none)
    # s17-m2y: "a spell that targets a creature you control": a permanent spec one of the spell's targets must
    # match as it becomes cast ("creature:you_control"; CR 601.2c, 601.2i; rules/cast_targets_matching.py)
    targets_matching: Annotated[str | None, AfterValidator(lambda value: _check_entering_spec(value)),
                                Field(default=None, exclude_if=_left_out_when_none)] = None
    # s26-cmdb: "a Spirit or Arcane spell" / "an Aura, Equipment, or Vehicle spell": a spell with one of these subtypes
    # (CR 205.3, 601.2i; rules/cast_triggers.py)
    s26cmdb_spell_subtypes: list[Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]*$", max_length=40)]] = Field(
        default_factory=list, max_length=4, exclude_if=lambda value: not value)


def _check_spell_comparison(value: str) -> str:
    """One comparison of the target grammar ("mana_value>=4"), nothing else."""
    try:
        spec = parse_target_spec(f"spell:{value}") if ":" not in value else None
    except TargetSpecError:
        spec = None
    if spec is not None and not spec.comparisons and len(spec.one_of_colors) == 1 and value.count(":") == 0:
        return value  # s15-targets: "a spell that's white, blue, black, or red" (CR 105.2, 601.2i)
    if value in ("historic", "multicolored"):
        return value  # s17-taile: "a historic spell" (CR 700.6, 601.2i), "a multicolored spell" (CR 105.4)
    if value == "legendary":
        return value  # s32-stda: "a legendary spell" (CR 205.4a, 601.2i; rules/cast_trigger_stats.py)
    if spec is None or len(spec.comparisons) != 1 or any(c.value == "X" for c in spec.comparisons):
        raise ValueError(f"spell_with {value!r}: one comparison such as 'mana_value>=4', colors "
                         "such as 'white_or_blue', 'historic' or 'multicolored'")
    return value


class StateTriggerAbility(_Model):
    """"When you control no <subtype>s, <effect>": a state trigger (CR 603.8)."""

    kind: Literal["state_trigger"] = "state_trigger"
    control_no: str = "Island"
    effect: Effect


class DoesntUntapAbility(_Model):
    """"<affected> doesn't untap during <its controller's> untap step" (CR 502.3, 113.6)."""

    kind: Literal["doesnt_untap"] = "doesnt_untap"
    affected: Literal["self", "enchanted", "creatures_with_power_3_or_greater", "blue_creatures"] = "self"


class UntapLimitAbility(_Model):
    """"Players can't untap more than one <land | creature> during their untap steps" [as long as
    ~ is untapped] (CR 502.3; Winter Orb, Smoke)."""

    kind: Literal["untap_limit"] = "untap_limit"
    card_type: Literal["Land", "Creature"] = "Land"
    most: NonNegative = 1
    while_untapped: Flag = False


class MaximumHandSizeAbility(_Model):
    """"The chosen player's maximum hand size is four." (CR 402.2; Cursed Rack)."""

    kind: Literal["maximum_hand_size"] = "maximum_hand_size"
    player: Literal["chosen_player", "you"] = "chosen_player"
    size: NonNegative = 7


class SkipUntapStepsAbility(_Model):
    """"Players skip their untap steps" (CR 614.1b, 614.10)."""

    kind: Literal["skip_untap_steps"] = "skip_untap_steps"


class ChooseOpponentAbility(_Model):
    """"As <this> enters, choose an opponent" (CR 614.12, 614.1c): kept as the permanent's
    `chosen_player`."""

    kind: Literal["choose_opponent"] = "choose_opponent"


class ExileForBackFaceAbility(_Model):
    kind: Literal["exile_for_back_face"] = "exile_for_back_face"
    from_zones: list[Literal["graveyard", "hand"]] = ["graveyard", "hand"]
    card_type: CardType = CardType.CREATURE
    back_face_keywords: list[str] = ["nightbound"]
    draw_if_from_hand: Flag = True



_LOYALTY_COST = r"^(?:\+[0-9]+|-[1-9][0-9]*|0|-X)$"


class LoyaltyAbility(_Model):
    """A loyalty ability (CR 606): "+1: <effect>", "-2: <effect>", "0: <effect>", "-X: <effect>".
    Its cost puts loyalty counters on its permanent or removes them (606.4); "-X" removes the X
    chosen with the `activate` action's `x` (107.3). Activated with `activate` by ability index,
    once per permanent per turn, in its controller's main phase with an empty stack (606.3);
    never a mana ability (605.1a). rules/loyalty.py."""

    kind: Literal["loyalty"] = "loyalty"
    cost: Annotated[str, Field(json_schema_extra={"pattern": _LOYALTY_COST})]
    effect: Effect | None = None
    # Effects that follow `effect` in order (CR 608.2c).
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]

    @field_validator("then_effects")
    @classmethod
    def _untargeted_then_effects(cls, value: list[Any]) -> list[Any]:
        # s13-m19final: as for an activated ability, every target of its effects (a bite's second
        # target: `choose_target` then `damage_by_it`) is chosen as it is activated (CR 602.2b, 606.2)
        return value

    @field_validator("cost", mode="before")
    @classmethod
    def _ascii_minus(cls, value: Any) -> Any:
        """Oracle text writes the minus sign as U+2212 ("−3"): read as "-3"."""
        return value.replace("\u2212", "-") if isinstance(value, str) else value

    @field_validator("cost")
    @classmethod
    def _loyalty_symbol(cls, value: str) -> str:
        if not re.fullmatch(_LOYALTY_COST, value):
            raise ValueError(f"a loyalty cost is '+N', '-N' (N at least 1), '0' or '-X', not {value!r} (CR 606.4)")
        return value

    def loyalty_change(self, x: int = 0) -> int:
        """The loyalty counters its cost puts on (positive) or removes (negative), CR 606.4."""
        return -x if self.cost == "-X" else int(self.cost)


class ChapterAbility(_Model):
    """A Saga's chapter ability (CR 714.2): "I — <effect>", "II, III — <effect>" is `{"kind":
    "chapter", "chapters": [2, 3], "effect": ...}`: it triggers when the number of lore counters on
    its Saga becomes at least one of its chapter numbers, from fewer (CR 714.2b-c; rules/sagas.py)."""

    kind: Literal["chapter"] = "chapter"
    chapters: list[Annotated[int, Strict(), Field(ge=1, le=20)]] = Field(min_length=1, max_length=20)
    effect: Effect
    # further effects, in order after `effect` (CR 608.2c): "II — Draw a card. Create a Food token."
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]
    # s21-neob: "II — You may discard a card. When you do, return target permanent card ..." (CR 714.2b: a chapter
    # ability is a triggered ability; 608.2d, 603.12): the optional action done as it resolves and the reflexive
    # trigger that then does `effect` with its own targets, as a triggered ability's (rules/reflexive.py)
    optional_action: OptionalAction | None = Field(default=None, exclude_if=_left_out_when_none)
    reflexive: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s21neob_reflexive(self) -> ChapterAbility:
        if self.reflexive != (self.optional_action is not None):
            raise ValueError("a chapter's `reflexive` ('When you do') goes with its `optional_action`")
        return self


class EntersAsCopyAbility(_Model):
    """"You may have ~ enter as a copy of any creature on the battlefield." (Clone; Mirror Image:
    "of": "creature_you_control"): a replacement effect as it enters (CR 614.1c, 707.9); the
    creature is chosen by the action that makes it enter, `choices.chosen: [id]` (design.md §10:
    `pending` is a `choose` decision with `options.kind: "copy"`); none chosen: no copy (a 0/0
    Clone then dies, CR 704.5f). rules/copies.py."""

    kind: Literal["enters_as_copy"] = "enters_as_copy"
    of: Literal["creature", "creature_you_control"] = "creature"
    # s33-std21: "..., except it's a Shapeshifter Rogue in addition to its other types." (CR 707.9b: the subtypes join
    # the copiable values it copies; rules/copies.py)
    except_add_subtypes: list[Annotated[str, Field(min_length=1, max_length=40)]] = Field(
        default_factory=list, max_length=4, exclude_if=lambda value: not value)


class ChooseAsEntersAbility(_Model):
    """"As ~ enters, choose a color." / "As ~ enters, choose a creature type." (CR 614.12, 614.1c: a
    replacement effect that makes a choice as the permanent enters; 607.2a: the abilities that say
    "the chosen color" / "the chosen type" refer to it). The choice is the entering action's
    `choices.chosen_color` / `choices.chosen_creature_type`, kept on the permanent. rules/chosen.py."""

    kind: Literal["choose_as_enters"] = "choose_as_enters"
    # s31-mh: "card_name" / "nonland_card_name": "As ~ enters, choose a [nonland] card name." (CR 614.12, 201.3): the
    # action's `choices.chosen_card_name`, kept as the permanent's `chosen_name` (rules/s31mh_chosen_name.py)
    choose: Literal["color", "creature_type", "card_name", "nonland_card_name"]
    # s30-mh: "As ~ enters, choose a color other than green." (CR 614.12): that color can't be chosen
    except_color: Color | None = Field(default=None, exclude_if=lambda value: value is None)

    @model_validator(mode="after")
    def _s30mh_except_a_color(self) -> ChooseAsEntersAbility:
        if self.except_color is not None and self.choose != "color":
            raise ValueError("`except_color` goes with choosing a color")
        return self


class ChosenNameCantActivateAbility(_Model):
    """s31-mh: "Activated abilities of sources with the chosen name can't be activated [unless they're mana
    abilities]." (Pithing Needle, Phyrexian Revoker; CR 602.5, 605.3, 201.3): no activated ability of an object with the
    name ~ chose as it entered (`choose_as_enters` "card_name" / "nonland_card_name") can be activated, on the battlefield
    or from a hand or a graveyard (cycling, ninjutsu, a graveyard or hand ability); unless `except_mana_abilities`, its
    mana abilities neither. rules/s31mh_chosen_name.py."""

    kind: Literal["chosen_name_cant_activate"] = "chosen_name_cant_activate"
    except_mana_abilities: Flag = Field(default=False, exclude_if=lambda value: not value)


class ClassLevelAbility(_Model):
    """A Class's level (CR 716): "{cost}: Level N" and the abilities printed below it, which the
    Class has only while its level is N or greater (716.2a, 716.2d). The level line is an activated
    ability, "{cost}: This Class's level becomes N. Activate only if this Class is level N-1 and
    only as a sorcery." (716.2a): on a permanent it is the activated ability at this ability's index
    (`CardDefinition.at_class_level`); `abilities` follow all the card's abilities, level by level.
    rules/class_levels.py."""

    kind: Literal["class_level"] = "class_level"
    level: Annotated[StrictInt, Field(ge=2)]
    cost: str
    abilities: list[Ability] = Field(default_factory=list)

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        _check_cost(value)  # a mana cost: the printed level costs are mana only
        return value

    @field_validator("abilities")
    @classmethod
    def _no_nested_levels(cls, value: list[Any]) -> list[Any]:
        if any(isinstance(ability, ClassLevelAbility) for ability in value):
            raise ValueError("a class level's abilities can't hold another class level")
        return value


class ClassBecomesLevelAbility(_Model):
    """"When this Class becomes level N, <effect>" (CR 716.2a, 603.2): triggers as its level ability
    resolves and the Class becomes level N. rules/class_levels.py."""

    kind: Literal["class_becomes_level"] = "class_becomes_level"
    level: Annotated[StrictInt, Field(ge=2)]
    effect: Effect
    # Effects after `effect`, in order (CR 608.2c); untargeted, as a triggered ability's (s11-classes)
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]

    @field_validator("then_effects")
    @classmethod
    def _untargeted_then_effects(cls, value: list[Any]) -> list[Any]:
        return _untargeted(value)


class ExpendTriggerAbility(_Model):
    """"Whenever you expend N, <effect>" (CR 700.14): triggers as its controller spends their Nth
    total mana to cast spells during a turn. rules/expend.py."""

    kind: Literal["expend_trigger"] = "expend_trigger"
    amount: Annotated[StrictInt, Field(ge=1)]
    effect: Effect
    # s14-mana: effects after `effect`, in order, targeting nothing (CR 608.2c, 603.3d), and the
    # controller's choice as it resolves: "you may <effect>" (`optional`, CR 603.5) or "You may
    # <action>. If you do, <effects>." (`optional_action`, CR 608.2d; rules/reflexive.py); all
    # resolved by rules/triggers.py as for `triggered` abilities
    then_effects: Annotated[list[Effect], Field(default_factory=list, exclude_if=lambda value: not value)]
    optional: Flag = Field(default=False, exclude_if=lambda value: not value)
    optional_action: OptionalAction | None = Field(default=None, exclude_if=_left_out_when_none)

    @field_validator("then_effects")
    @classmethod
    def _untargeted_then_effects(cls, value: list[Any]) -> list[Any]:
        return _untargeted(value)


class LifeTriggerAbility(_Model):
    """"Whenever you gain life, <effect>", "Whenever you gain or lose life during your turn, <effect>"
    (CR 603.2, 119.3): triggers once for each life gain or loss of its controller (an amount of 0 is
    none). rules/life_gain_triggers.py, which also triggers the `triggered` "you_gain_life"."""

    kind: Literal["life_trigger"] = "life_trigger"
    on: Literal["gain", "lose", "gain_or_lose"]
    during_your_turn: Flag = False
    effect: Effect


class NoMaximumHandSizeAbility(_Model):
    """"You have no maximum hand size." (CR 402.2: the cleanup discard of 514.1 asks nothing of
    its controller; rules/no_maximum_hand_size.py, applied with `maximum_hand_size` in timestamp
    order)."""

    kind: Literal["no_maximum_hand_size"] = "no_maximum_hand_size"
    player: Literal["you"] = "you"



# --- s11-statics ---------------------------------------------------------------------------


class SelfCostReductionAbility(_Model):
    """"This spell costs {1} less to cast if you control an Otter." / "... for each Lizard you
    control.": the spell's own reduction of its total cost as it is cast or costed (CR 601.2f,
    118.7a; rules/self_cost_reduction.py). Exactly one of `if_you_control` (a permanent spec the
    caster must control one of) and `for_each_you_control` (the reduction counted per such
    permanent)."""

    kind: Literal["self_cost_reduction"] = "self_cost_reduction"
    generic: Int = Field(ge=1)
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    for_each_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                    Field(default=None, exclude_if=lambda value: value is None)] = None

    # "... for each instant and sorcery card in your graveyard": the caster's graveyard cards having
    # any of these card types (CR 404.1); [] for "for each card in your graveyard"
    for_each_graveyard_card_of_types: list[CardType] | None = Field(default=None,
                                                                    exclude_if=lambda value: value is None)
    # "... for each creature card you own in exile and in your graveyard": those in exile count too
    and_in_exile: Flag = False
    # s16-kws: "This spell costs {1} less to cast for each creature in your party." (CR 700.8, 601.2f;
    # rules/party.py): counted per creature in the caster's party
    for_each_in_your_party: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s22-inn: "This spell costs {2} less to cast if it's night." (CR 728, 601.2f): while the game is that
    # (rules/self_cost_reduction.py)
    if_day_night: Literal["day", "night"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s22-inn: "This spell costs {1} less to cast for each creature on the battlefield." (CR 601.2f): counted per
    # permanent the spec names, whoever controls it (rules/self_cost_reduction.py)
    for_each_on_battlefield: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                       Field(default=None, exclude_if=lambda value: value is None)] = None
    # s22-zne: "~ costs {X} less to cast, where X is your devotion to white." (CR 700.5; rules/devotion.py): counted per
    # point of the caster's devotion to that color
    for_each_devotion: Literal["devotion_W", "devotion_U", "devotion_B", "devotion_R", "devotion_G"] | None = Field(
        default=None, exclude_if=lambda value: value is None)
    # s22-zne: "~ costs {3} less to cast if an opponent has seven or more cards in their graveyard." (CR 404.1;
    # rules/s18m21_opponent_graveyard.py): some opponent of the caster has at least that many
    if_opponent_graveyard_at_least: Int | None = Field(default=None, ge=1, exclude_if=lambda value: value is None)
    # s24-emn: "Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your
    # graveyard." (CR 207.2c, 205.2a, 601.2f; rules/s24emn_delirium.py)
    if_delirium: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s24-mh2: "Affinity for artifacts" (CR 702.41a: "This spell costs {1} less to cast for each artifact you
    # control."): the keyword that stands for this reduction, with `for_each_you_control`; each instance applies
    # (702.41b; rules/self_cost_reduction.py)
    affinity: Flag = Field(default=False, exclude_if=lambda value: not value)

    # s26-cmdc: "~ costs {1} less to cast for each creature your opponents control." (CR 601.2f, 102.2): the permanents
    # this spec names that the caster's opponents control, counted as it is cast
    for_each_opponents_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                          Field(default=None, exclude_if=lambda value: value is None)] = None
    # s26-cmdc: "~ costs {3} less to cast if there are ten or more nonland permanents on the battlefield." (CR 601.2f,
    # 110.1): at least `if_on_battlefield_at_least` permanents of any player match this spec
    if_on_battlefield: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                 Field(default=None, exclude_if=lambda value: value is None)] = None
    if_on_battlefield_at_least: Int | None = Field(default=None, ge=1, exclude_if=lambda value: value is None)
    # s27-fdnb: "~ costs {X} less to cast, where X is the total power of creatures you control." (CR 601.2f, 208.1):
    # `generic` for each point of the total power of the creatures the caster controls (rules/self_cost_reduction.py)
    for_each_power_you_control: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s32-ma: "This spell costs {2} less to cast if it's bargained." (CR 702.166b, 601.2f): when the spell's optional
    # additional cost is being paid, as announced with the cast (`choices.sacrifice`, 601.2b before 601.2f)
    if_additional_cost_paid: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-wmk: "~ costs {1} less to cast for each creature that attacked this turn." (CR 601.2f, 508.1): `generic` for each
    # creature declared as an attacker this turn, whoever controlled it (rules/s33wmk_attacked_this_turn.py)
    for_each_attacked_this_turn: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _one_condition(self) -> SelfCostReductionAbility:
        given = [self.if_you_control, self.for_each_you_control, self.for_each_graveyard_card_of_types,
                 True if self.for_each_in_your_party else None,  # s16-kws
                 self.if_day_night, self.for_each_on_battlefield,  # s22-inn
                 self.for_each_devotion, self.if_opponent_graveyard_at_least,  # s22-zne
                 True if self.if_delirium else None,  # s24-emn
                 self.for_each_opponents_control, self.if_on_battlefield,  # s26-cmdc
                 True if self.for_each_power_you_control else None,  # s27-fdnb
                 True if self.if_additional_cost_paid else None,  # s32-ma
                 True if self.for_each_attacked_this_turn else None]  # s33-wmk
        if (self.if_on_battlefield is None) != (self.if_on_battlefield_at_least is None):
            raise ValueError("`if_on_battlefield` and `if_on_battlefield_at_least` go together")
        if sum(value is not None for value in given) != 1:
            raise ValueError("`self_cost_reduction` needs exactly one of `if_you_control`, `for_each_you_control`, "
                             "`for_each_graveyard_card_of_types`, `for_each_in_your_party`, `if_day_night`, "
                             "`for_each_on_battlefield`, `for_each_devotion`, "
                             "`if_opponent_graveyard_at_least`, `if_delirium`, `for_each_opponents_control`, "
                             "`if_on_battlefield` and `for_each_power_you_control`")
        return self


class SpellsCostLessAbility(_Model):
    """"Instant and sorcery spells you cast cost {1} less to cast.": a static ability of a permanent
    reducing the generic component of its controller's spells of any of `card_types` (CR 601.2f,
    118.7a; rules/self_cost_reduction.py)."""

    kind: Literal["spells_cost_less"] = "spells_cost_less"
    card_types: list[CardType] = Field(min_length=1)
    generic: Int = Field(ge=1)


class SelfCantBlockAbility(_Model):
    """"~ can't block.": a restriction on declaring blockers (CR 509.1b) for as long as the
    permanent has the ability (rules/self_cant_block.py)."""

    kind: Literal["self_cant_block"] = "self_cant_block"


class CantBeTargetedByAbility(_Model):
    """s24-core: "~ can't be the target of blue or black spells." / "~ can't be the target of nongreen spells or
    abilities from nongreen sources." (CR 115.4, 601.2c, 602.2b, 603.3d, 608.2b): no spell with one of `colors` (with
    `non`: without any of them) may target this permanent, whoever controls the spell; with `abilities`, no ability
    whose source has that quality either; with `opponents`, only those its controller's opponents control.
    rules/s24core_cant_be_targeted.py."""

    kind: Literal["cant_be_targeted_by"] = "cant_be_targeted_by"
    colors: list[Literal["W", "U", "B", "R", "G"]] = Field(min_length=1, max_length=5)
    non: Flag = Field(default=False, exclude_if=lambda value: not value)
    abilities: Flag = Field(default=False, exclude_if=lambda value: not value)
    # "... black or red spells your opponents control." (M14): only those its controller's opponents control
    opponents: Flag = Field(default=False, exclude_if=lambda value: not value)


class S30oldEmptyDrawWinsAbility(_Model):
    """s30-old: "If you would draw a card while your library has no cards in it, you win the game instead." (CR 614.1a,
    121.4, 104.2b): while it is on the battlefield (not face down), each draw its controller would make from an empty
    library is replaced: that player wins the game (each opponent loses), unless an opponent "can't lose" / they "can't
    win" (CR 104.3, 101.2): then the draw is still replaced and nothing happens. rules/s30old_empty_draw_wins.py."""

    kind: Literal["empty_library_draw_wins"] = "empty_library_draw_wins"


class CantLoseGameAbility(_Model):
    """s24-core: "You can't lose the game and your opponents can't win the game." (CR 104.3, 104.2b, 101.2): while it is
    on the battlefield its controller doesn't lose the game (no state-based action, 704.5a-c / 704.6c, nor effect makes
    them lose) and no opponent of theirs wins it by an effect. rules/s24core_cant_lose.py."""

    kind: Literal["cant_lose_game"] = "cant_lose_game"
    # s28-blbneo: 'Equipped creature has "You can't lose the game and your opponents can't win the game."' (CR 613.1f):
    # the protected player is the controller of the permanent this one is attached to, while it is attached
    to: Literal["attached_permanent"] | None = Field(default=None, exclude_if=lambda value: value is None)


class AttachedCantBeBlockedAbility(_Model):
    """"Enchanted creature ... can't be blocked." / "Equipped creature can't be blocked." (CR 509.1b,
    303.4, 301.5): the creature this Aura or Equipment is attached to can't be blocked while it is
    attached. rules/attached_cant_be_blocked.py."""

    kind: Literal["attached_cant_be_blocked"] = "attached_cant_be_blocked"
    # s22-afr: "Equipped creature can't be blocked as long as its power is 3 or less." (CR 611.3a): only while the
    # creature's power, as blockers are declared, is at most this
    power_at_most: Int | None = Field(default=None, ge=0, le=1000, exclude_if=lambda value: value is None)


class AttacksAsThoughNoDefenderAbility(_Model):
    """"~ can attack as though it didn't have defender." (CR 702.3b), with `condition`
    "enchanted_or_equipped": "As long as ~ is enchanted or equipped, ..." (an Aura or an Equipment
    is attached to it, CR 303.4, 301.5). rules/attacks_despite_defender.py."""

    kind: Literal["attacks_as_though_no_defender"] = "attacks_as_though_no_defender"
    # s20-cda: or "has_counter_+1/+1": "As long as ~ has a +1/+1 counter on it, ..." (CR 122.1, 611.3a)
    condition: Literal["enchanted_or_equipped", "has_counter_+1/+1",
                       "delirium"] | None = Field(  # s24-emn: delirium (CR 207.2c; rules/s24emn_delirium.py)
        default=None, exclude_if=lambda value: value is None)
    # s17-core: "As long as you control a creature with power 4 or greater, ~ can attack as though it didn't
    # have defender." (CR 611.3a: only while its controller controls such a permanent; rules/you_control.py)
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    # s17-neo3: "Modified creatures you control can attack as though they didn't have defender." (CR 702.3b):
    # the group it applies to instead of ~ (rules/attacks_despite_defender_group.py), an `all:` spec of
    # permanents its controller controls
    affected: Annotated[str | None, AfterValidator(lambda value: neo3_check_affected_group(value)),
                        Field(default=None, exclude_if=lambda value: value is None)] = None
    # s31-stda: "As long as you've cast an instant or sorcery spell this turn, ~ can attack as though it didn't have
    # defender." (CR 611.3a; a `this_turn` RiderCondition of its controller, rules/turn_records.py)
    as_long_as_this_turn: Annotated[RiderCondition | None, AfterValidator(lambda value: records_this_turn_only(value)),
                                    Field(default=None, exclude_if=lambda value: value is None)] = None
    # s33-mom: "As long as ~'s power is 5 or greater, it ..." / "As long as ~ has three or more +1/+1 counters on it, it
    # ..." (CR 611.3a, 208.1, 122.1): only while ~ itself matches this permanent spec ("creature:power>=5",
    # "creature:with_counters_3_+1/+1"; rules/attacks_despite_defender.py)
    s33mom_self_with: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                                Field(default=None, exclude_if=lambda value: value is None)] = None


class DamageIncreaseAbility(_Model):
    """"If a Lizard, Mouse, Otter, or Raccoon you control would deal damage to a permanent or player,
    it deals that much damage plus 1 instead." (Valley Flamecaller) / "If a source you control would
    deal noncombat damage to an opponent or a permanent an opponent controls, it deals that much
    damage plus 2 instead." (Artist's Talent): a replacement effect of a static ability (CR 614.1a,
    604.1) while its permanent is on the battlefield. `sources_any_of`: permanent specs the source
    must match one of (empty: any source); the source must be controlled by the ability's
    controller. `to`: who or what is dealt the damage. rules/damage_increase.py."""

    kind: Literal["damage_increase"] = "damage_increase"
    sources_any_of: Annotated[list[Annotated[str, AfterValidator(_check_entering_spec)]],
                              Field(default_factory=list, exclude_if=lambda value: not value)]
    noncombat: Flag = Field(default=False, exclude_if=lambda value: not value)
    to: Literal["any", "opponent_or_their_permanent"] = "any"
    plus: Annotated[StrictInt, Field(ge=1, le=100)]


# s18-m21 (rules/s18m21_damage_multiplier.py)
class DamageMultiplierAbility(_Model):
    """"If a source you control would deal damage to a permanent or player, it deals triple that damage to that
    permanent or player instead." (Fiery Emancipation; "double": Angrath's Marauders): a replacement effect of a
    static ability (CR 614.1a, 604.1) while its permanent is on the battlefield; `times` the damage. `sources_any_of`
    as `damage_increase`'s (empty: any source its controller controls). rules/s18m21_damage_multiplier.py."""

    kind: Literal["damage_multiplier"] = "damage_multiplier"
    sources_any_of: Annotated[list[Annotated[str, AfterValidator(_check_entering_spec)]],
                              Field(default_factory=list, exclude_if=lambda value: not value)]
    times: Literal[2, 3]
    # "If a Giant source you control would deal damage ...": the source has this subtype (CR 205.3; any object, a
    # permanent or a spell), instead of matching `sources_any_of`
    source_subtype: str | None = Field(default=None, min_length=1, max_length=60, exclude_if=lambda value: value is None)
    # "If ~ would deal combat damage to a player, it deals double that damage to that player instead." (Charging
    # Tuskodon): only damage its own permanent deals (`source_self`), only combat damage (`combat_only`, CR 510.2),
    # only to a player (`to`)
    source_self: Flag = Field(default=False, exclude_if=lambda value: not value)
    combat_only: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s28-fdnb: "opponent_or_their_permanent" ("If a source you control would deal damage to an opponent or a permanent an
    # opponent controls, it deals double that damage instead.", CR 614.1a): an opponent of its controller, or a permanent
    # such an opponent controls, as `damage_increase`'s `to`
    to: Literal["any", "player", "opponent_or_their_permanent"] = Field(default="any",
                                                                       exclude_if=lambda value: value == "any")


class S26mhCastSelfFromGraveyardAbility(_Model):
    """s26-mh: "You may cast ~ from your graveyard." / "You may cast ~ from your graveyard as long as you control a black or
    green permanent." (Skaab Ruinator, Marang River Prowler; CR 601.3: a rule or effect allows a player to cast a card
    from another zone; 113.6: the ability says it works there): its owner may cast the card from their graveyard, at its
    normal timing and costs, while they control a permanent `if_you_control` names (rules/you_control.py). A card with
    its own way to be cast from a graveyard (flashback, escape, jump-start) is cast that way.
    rules/s26mh_graveyard_self_cast.py."""

    kind: Literal["cast_self_from_graveyard"] = "cast_self_from_graveyard"
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None


class PlayLandsFromGraveyardAbility(_Model):
    """"You may play lands from your graveyard." (Crucible of Worlds; CR 305.1: its controller may
    take their land drop with a land card from their own graveyard, at the usual timing and within
    the usual number of land plays, 305.2). rules/graveyard_lands.py."""

    kind: Literal["play_lands_from_graveyard"] = "play_lands_from_graveyard"


class AdditionalLandPlayAbility(_Model):
    """s14-library: "You may play an additional land on each of your turns." (Hugs, Grisly Guardian,
    Explore's static kin; CR 305.2: a continuous effect raises the number of lands its controller may
    play during their own turn by one, each such ability cumulatively; 305.2a: the number is compared
    with the lands already played, so losing the ability after using it leaves no land play).
    rules/additional_lands.py."""

    kind: Literal["additional_land_play"] = "additional_land_play"
    # s17-core: "You may play two additional lands on each of your turns." (CR 305.2): how many more
    count: Annotated[StrictInt, Field(ge=1, le=10)] = Field(default=1, exclude_if=lambda value: value == 1)
    # s23-c12: "Each player may play an additional land on each of their turns." (CR 305.2): every player, not only its
    # controller, may play that many more lands during their own turn
    each_player: Flag = Field(default=False, exclude_if=lambda value: not value)



class SelfCostReductionIfTargetsAbility(_Model):
    """"This spell costs {1} less to cast if it targets an attacking or tapped creature." (Dire
    Downdraft): the total cost is determined after the targets are chosen (CR 601.2c, 601.2f), so the
    generic mana is reduced (118.7a) when one of the `cast` action's `choices.targets` is a permanent
    `targets` names then. rules/cost_reduction_targets.py."""

    kind: Literal["self_cost_reduction_if_targets"] = "self_cost_reduction_if_targets"
    generic: Int = Field(ge=1)
    targets: FilteredTargetSpec


class CastAsThoughFlashAbility(_Model):
    """s14-copies: "You may cast noncreature spells as though they had flash." (Valley Floodcaller;
    CR 702.8a, 601.3): its controller may cast the spells it names (`spells`: "noncreature") any time
    they could cast an instant. rules/flash_permission.py."""

    kind: Literal["cast_as_though_flash"] = "cast_as_though_flash"
    # s17-core: "all" ("You may cast spells as though they had flash.") and "creature" ("creature spells")
    spells: Literal["noncreature", "all", "creature",
                    # s26-cmdc: "You may cast artifact spells / historic spells as though they had flash." (CR 700.6:
                    # a historic spell is an artifact, legendary or a Saga; rules/flash_permission.py)
                    "artifact",
                    "historic",
                    "self"] = "noncreature"  # s26-mh: the card itself (below)
    # s23-c13: "You may cast green creature spells as though they had flash." (CR 105.2): only spells of this color
    color: Color | None = Field(default=None, exclude_if=lambda value: value is None)
    # s25-core: "You may cast Spirit spells as though they had flash." (CR 205.3): only spells with this subtype
    subtype: Annotated[str | None, Field(default=None, min_length=1, max_length=40,
                                         exclude_if=lambda value: value is None)] = None
    # s26-mh: `spells` "self" ("As long as you control a green or blue permanent, you may cast ~ as though it had flash.",
    # CR 702.8a, 601.3, 113.6): the card itself may be cast so, while its caster controls a permanent `if_you_control`
    # names (rules/you_control.py; asked as the spell's timing is checked, rules/flash_permission.py)
    if_you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                              Field(default=None, exclude_if=lambda value: value is None)] = None
    # s29-core: "You may cast ~ as though it had flash if you pay {2} more to cast it." (CR 702.8a, 601.2f): with `spells`
    # "self", the card may be cast so only with this much more mana added to its total cost (rules/s29core_paid_flash.py)
    if_you_pay: Annotated[str | None, Field(default=None, pattern=r"^(\{[0-9WUBRGC]\}){1,6}$",
                                            exclude_if=lambda value: value is None)] = None
    # s30-modernb: "~ has flash as long as you've committed a crime this turn." (CR 702.8a, 601.3, 113.6): with `spells`
    # "self", the card may be cast so only while this `this_turn` condition holds for its caster (rules/turn_records.py,
    # asked as the spell's timing is checked, rules/flash_permission.py)
    as_long_as_this_turn: Annotated[RiderCondition | None, AfterValidator(lambda value: records_this_turn_only(value)),
                                    Field(default=None, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s26mh_self_only(self) -> CastAsThoughFlashAbility:
        if self.as_long_as_this_turn is not None and (self.spells != "self" or self.if_you_pay is not None
                                                      or self.if_you_control is not None):  # s30-modernb
            raise ValueError("`cast_as_though_flash`: `as_long_as_this_turn` goes with `spells` 'self' alone")
        if self.if_you_control is not None and self.spells != "self":
            raise ValueError("`cast_as_though_flash`: `if_you_control` goes with `spells` 'self'")
        if self.if_you_pay is not None and (self.spells != "self" or self.if_you_control is not None):  # s29-core
            raise ValueError("`cast_as_though_flash`: `if_you_pay` goes with `spells` 'self' alone")
        if self.spells == "self" and (self.color is not None or self.subtype is not None):
            raise ValueError("`cast_as_though_flash`: `spells` 'self' names the card itself, without `color`/`subtype`")
        return self


class ForageOrManaCostAbility(_Model):
    """s14-forage: "As an additional cost to cast this spell, forage or pay {B}." (Feed the Cycle; CR
    118.8, 601.2b, 601.2f-h, 701.61a): the caster chooses as they cast it (601.2b) — the `cast` action's
    `choices.forage` (the Food or three graveyard cards) to forage; without it they pay `mana`, added to
    the total cost (601.2f). rules/forage_or_mana.py."""

    kind: Literal["forage_or_mana_cost"] = "forage_or_mana_cost"
    mana: str

    @field_validator("mana")
    @classmethod
    def _valid_mana(cls, value: str) -> str:
        return _mana_cost_without_x(value, "the mana of 'forage or pay {B}' is a mana cost without X, such as {B}")


# --- s15-combat: combat requirements and restrictions (docs/oracle-combat.md) --------------------


class AttacksEachCombatAbility(_Model):
    """s15-combat: "~ attacks each combat if able." (Rubblebelt Recluse) / "Enchanted creature ...
    attacks each combat if able.": a requirement on declaring attackers (CR 508.1d). A declaration
    that leaves such a creature home although it could attack (untapped, able to attack under every
    restriction, 508.1c, with no cost to attack, 508.1d) is refused, and so is letting the declare
    attackers step end with no declaration. rules/combat_requirements.py."""

    kind: Literal["attacks_each_combat"] = "attacks_each_combat"
    affected: Literal["self", "enchanted_creature",
                      "equipped_creature",  # s26-tsp: "Equipped creature gets +2/+0 and is goaded."
                      ] = "self"
    # s26-tsp: "Enchanted creature ... is goaded." (CR 701.15b): goaded by the Aura's (Equipment's) controller, it also
    # attacks a player other than that player if able (rules/s26tsp_goad.py)
    goaded: Flag = Field(default=False, exclude_if=lambda value: not value)


class CantAttackOrBlockAloneAbility(_Model):
    """s15-combat: "~ can't attack or block alone." (Loyal Pegasus), "~ can't attack alone.", "~ can't
    block alone.": restrictions on the whole declaration (CR 506.5): it is declared as an attacker
    (blocker) only if at least one other creature is declared as an attacker (blocker) too.
    rules/combat_requirements.py."""

    kind: Literal["cant_attack_or_block_alone"] = "cant_attack_or_block_alone"
    attack: Flag = True
    block: Flag = True

    @model_validator(mode="after")
    def _restricts_something(self) -> CantAttackOrBlockAloneAbility:
        if not self.attack and not self.block:
            raise ValueError("`cant_attack_or_block_alone` needs `attack` or `block`")
        return self


class CanBlockOnlyAbility(_Model):
    """s15-combat: "~ can block only creatures with flying." (Shacklegeist): a restriction on
    declaring blockers (CR 509.1b): it may block an attacker only if that attacker has the keyword
    `attackers_with` (as continuous effects make it, 613). rules/combat_requirements.py."""

    kind: Literal["can_block_only"] = "can_block_only"
    attackers_with: Literal["flying"] | None = "flying"
    # s23-c14: "~ can't block creatures with power 2 or less." (with `attackers_with` None): it may block an attacker
    # only if that attacker's power is greater than this as blockers are declared
    power_greater_than: Annotated[StrictInt | None, Field(default=None, ge=0, le=1000,
                                                          exclude_if=lambda value: value is None)] = None
    # s23-ori: "Enchanted creature can block only creatures with flying." (Stratus Walk): the Aura's restriction on the
    # creature it enchants
    affected: Literal["self", "enchanted_creature"] = Field(default="self", exclude_if=lambda value: value == "self")

    @model_validator(mode="after")
    def _s23c14_restricts_something(self) -> CanBlockOnlyAbility:
        if self.attackers_with is None and self.power_greater_than is None:
            raise ValueError("`can_block_only` needs `attackers_with` or `power_greater_than`")
        return self


class SelfCostReductionThisTurnAbility(_Model):
    """s15-records: "This spell costs {3} less to cast if you've gained 3 or more life this turn." (CR 601.2f,
    118.7a): the spell's own reduction of its generic cost while a `this_turn` condition (the turn's history,
    rules/turn_records.py) holds for its caster as it is cast. s33-std21: or a condition on the caster's game state
    (`S33STD21_COST_CONDITION_KINDS`: "if you control a Human creature and a non-Human creature", "if you have 5 or
    less life"; rules/s33std21_cost_conditions.py)."""

    kind: Literal["self_cost_reduction_this_turn"] = "self_cost_reduction_this_turn"
    generic: Int = Field(ge=1, le=100)
    condition: Annotated[RiderCondition, AfterValidator(lambda value: s33std21_cost_condition_only(value))]  # s33-std21


class BeginGameOnBattlefieldAbility(_Model):
    """s15-library: "If ~ is in your opening hand, you may begin the game with it on the battlefield." (the
    Leylines; CR 103.6a): an action its owner may take with the card from their opening hand after the
    mulligans and before the first turn. It has no effect once the game is under way, which is every state
    the engine resolves: a game that began with the card on the battlefield is posted with it there
    (rules/opening_hand.py)."""

    kind: Literal["begin_game_on_battlefield"] = "begin_game_on_battlefield"


class LoyaltyAsInstantEnteredThisTurnAbility(_Model):
    """s18-neoa: "As long as ~ entered the battlefield this turn, you may activate her loyalty abilities any time
    you could cast an instant." (The Wandering Emperor; CR 606.3, 117.1a, 400.7): while the permanent entered
    the battlefield this turn, its controller may activate its loyalty abilities whenever they have priority
    (not only in their main phase with an empty stack); still only one loyalty ability of it each turn.
    rules/loyalty.py."""

    kind: Literal["loyalty_as_instant_entered_this_turn"] = "loyalty_as_instant_entered_this_turn"


class ExiledInsteadOfDyingAbility(_Model):
    """s15-r2neob: "If ~ would die, exile it instead." (Gloomshrieker): a replacement effect of the
    permanent itself (CR 614.1a): if it is a creature and would be put into a graveyard from the
    battlefield (it would die, CR 700.4), it is exiled instead. rules/exiled_instead_of_dying.py."""

    kind: Literal["exiled_instead_of_dying"] = "exiled_instead_of_dying"
    # s17-dfc: "If ~ would be put into a graveyard from anywhere, exile it instead." (a disturb card's back
    # face, CR 702.146, 614.1a): any permanent with it, creature or not, and a spell with it on the stack
    # (countered, or leaving it otherwise) go to exile instead of a graveyard. rules/disturb.py.
    from_anywhere: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s29-modern: "If a creature an opponent controls would die, exile it instead." (CR 614.1a, 700.4): the creatures this
    # permanent spec names, read from the ability's permanent ("you_control" / "opponent_controls": its controller's;
    # "other": not itself), not the permanent itself, are exiled instead of dying (rules/exiled_instead_of_dying.py)
    affected: Annotated[Annotated[str, Field(max_length=200)] | None,
                        AfterValidator(lambda value: s29modern_check_dying_spec(value)),
                        Field(default=None, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s29modern_affected_alone(self) -> ExiledInsteadOfDyingAbility:
        if self.affected is not None and self.from_anywhere:
            raise ValueError("`exiled_instead_of_dying`: `affected` (other creatures dying) goes without `from_anywhere`")
        return self


def s29modern_check_dying_spec(value: str | None) -> str | None:
    """s29-modern: the creatures an `exiled_instead_of_dying`'s `affected` names: a creature spec of the target grammar,
    the controller "you_control" / "opponent_controls" at most (no player scope, no zone)."""
    if value is None:
        return None
    _check_filtered_spec(value)
    spec = parse_target_spec(value)
    if spec.base != "creature" or spec.player_scope or spec.control not in (None, "you_control", "opponent_controls"):
        raise ValueError(f"`affected` {value!r}: a creature spec, 'you_control' / 'opponent_controls' at most")
    return value


class DayAsEntersAbility(_Model):
    """s16-transform: "If it's neither day nor night, it becomes day as ~ enters." (Innistrad: Midnight Hunt):
    a replacement effect on the permanent's entering (CR 614.1c, 614.12): as it enters, if the game is neither
    day nor night, it becomes day (CR 728, with the day/night rules of rules/day_night.py; an ability that
    triggers "whenever day becomes night or night becomes day" doesn't trigger then). rules/day_night_enters.py."""

    kind: Literal["day_as_enters"] = "day_as_enters"



class PlayerHexproofAbility(_Model):
    """s16-lands: "You have hexproof." (CR 702.11c, 702.11d: a player with hexproof can't be the target of
    spells or abilities their opponents control): its controller has hexproof while it is on the
    battlefield. rules/player_hexproof.py."""

    kind: Literal["player_hexproof"] = "player_hexproof"
    # s22-war: "As long as it's your turn, you and ~ have hexproof." (Gruul Spellbreaker; CR 611.3a): only while its
    # controller is the active player
    as_long_as: Literal["your_turn"] | None = Field(default=None, exclude_if=lambda value: value is None)
    # s25-core: "You have shroud." (CR 702.18a): its controller can't be the target of any spell or ability, theirs too
    # (rules/shroud.py); no hexproof then
    shroud: Flag = Field(default=False, exclude_if=lambda value: not value)



class GrantManaAbilityAbility(_Model):
    """s16-lands: 'Enchanted land has "{T}: Add two mana of any one color."' (`to` "attached_permanent") and
    'Lands you control have "{T}: Add one mana of any color."' (`to` "lands_you_control"): the permanents
    have the quoted mana ability (CR 613.1f: an ability granted in layer 6; 113.1a: the quoted text is an
    ability; 605.1a: a mana ability), activated by their controller with `tap_for_mana` like a printed
    one, numbered after the printed and intrinsic ones. rules/granted_mana.py."""

    kind: Literal["grant_mana_ability"] = "grant_mana_ability"
    to: Literal["attached_permanent", "lands_you_control"]
    ability: ManaAbility

class AscendAbility(_Model):
    """s16-kwc: "Ascend" on a permanent (CR 702.131b; rules/ascend.py): any time its controller controls ten
    or more permanents and doesn't have the city's blessing, they get it for the rest of the game."""

    kind: Literal["ascend"] = "ascend"


class TrainingAbility(_Model):
    """s16-kwc: "Training" (CR 702.149a; rules/training.py): "Whenever this creature attacks with another
    creature with power greater than this creature's power, put a +1/+1 counter on this creature."
    """

    kind: Literal["training"] = "training"


class ExploitAbility(_Model):
    """s16-kwc: "Exploit" (CR 702.110a; rules/exploit.py): "When this creature enters, you may sacrifice a
    creature." The creature sacrificed is the resolving action's `choices.sacrifice` (one id; none: no
    sacrifice). Sacrificing one, it "exploits a creature" (702.110b): its "self_exploits" triggers trigger."""

    kind: Literal["exploit"] = "exploit"


class RiotAbility(_Model):
    """s16-kwc: "Riot" (CR 702.136a; rules/riot.py): "You may have this permanent enter with an additional
    +1/+1 counter on it. If you don't, it gains haste." A replacement effect as it enters (614.1c), chosen
    with the action's `choices.riot`: "counter" (the default) or "haste"."""

    kind: Literal["riot"] = "riot"


class SelfCountPumpAbility(_Model):
    """s16-neo2: "~ gets +1/+0 for each artifact and/or enchantment card in your graveyard." / "~ gets
    +1/+1 for each artifact you control.": a static ability (CR 604.1) whose effect, in layer 7c (CR
    613.4c), adds `power` and `toughness` to ~'s for each object counted, counted continuously (CR
    611.3a) the way `pt_equal_to_count` counts (rules/pt_cda.py); `card_types` keeps only the cards
    having any of these card types (a graveyard count only, CR 205.2a). rules/self_count_pump.py."""

    kind: Literal["self_count_pump"] = "self_count_pump"
    count: CountedObjects
    card_types: list[CardType] | None = Field(default=None, min_length=1, exclude_if=lambda value: value is None)
    power: Int = 0
    toughness: Int = 0
    # s17-neo3: "for each other modified creature you control" (rules/self_count_modified.py): `other` leaves
    # ~ itself out; `modified_only` counts only modified permanents (CR 700.9); permanents you control only
    other: Flag = Field(default=False, exclude_if=lambda value: not value)
    modified_only: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-c11: "~ gets +0/+1 for each Mountain you control." (CR 205.3i): only permanents having this subtype
    subtype: str | None = Field(default=None, min_length=1, max_length=40, exclude_if=when_none)
    # s26-std: "for each other creature [on the battlefield] named ~ [you control]" (Seven Dwarves, Relentless Rats;
    # CR 201.2): only permanents with ~'s name; with `other`, ~ itself left out (also of "creatures": every player's)
    same_name: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s27-older: "for each other creature you control with a +1/+1 counter on it" (CR 122.1): only permanents you control
    # with such a counter (rules/self_count_modified.py)
    with_counter: Literal["+1/+1"] | None = Field(default=None, exclude_if=when_none)
    # s29-stda: "~ gets +1/+0 for each legendary creature you control." / "... for each basic Island you control." / "...
    # snow permanent ..." (CR 205.4a, 205.4c, 205.4g): only permanents you control with that supertype (rules/pt_cda.py)
    supertype: Literal["Snow", "Legendary", "Basic"] | None = Field(default=None, exclude_if=when_none)

    @model_validator(mode="after")
    def _types_of_cards(self) -> SelfCountPumpAbility:
        if self.count in S29STDA_ATTACHED_COUNTS:  # s29-stda: the Auras / Equipment attached to ~, no other filter
            if set(self.model_dump(exclude_defaults=True)) - {"kind", "count", "power", "toughness"}:
                raise ValueError("a count of what is attached to ~ takes no other filter")
            return self
        PtEqualToCountAbility(count=self.count, card_types=self.card_types, supertype=self.supertype)  # the same ones
        if self.supertype is not None and (self.other or self.modified_only or self.same_name or self.with_counter):
            raise ValueError("supertype filters a plain count of the permanents you control only (s29-stda)")
        if self.same_name and (self.count not in ("creatures", "creatures_you_control") or self.modified_only
                               or self.subtype is not None or not self.other):  # s26-std
            raise ValueError("same_name counts other creatures (yours or every player's) only")
        # s33-newer: "for each [other] Squirrel on the battlefield" (every player's permanents of that subtype)
        every_players_subtype = self.count == "permanents" and self.subtype is not None and not self.modified_only
        if ((self.other or self.modified_only) and not self.same_name and not self.count.endswith("_you_control")
                and not every_players_subtype):
            raise ValueError("'other' and 'modified_only' count permanents you control only (or, s33-newer, every "
                             "player's permanents of a subtype)")
        if self.subtype is not None and (self.modified_only or not (self.count.endswith("_you_control")
                                                                    or every_players_subtype)):
            raise ValueError("subtype counts permanents you control (or, s33-newer, every player's permanents) only, "
                             "without 'modified_only'")
        if self.with_counter is not None and (not self.count.endswith("_you_control") or self.same_name
                                              or self.subtype is not None or self.modified_only):
            raise ValueError("with_counter counts permanents you control only (s27-older)")
        return self


class CrewsAsThoughPowerGreaterAbility(_Model):
    """s16-neo2: "~ crews Vehicles as though its power were 2 greater." (CR 702.122a, 702.122c): as it
    is tapped to pay a crew cost, its power counts `amount` more toward the total (rules/crew_power.py);
    its power itself is unchanged."""

    kind: Literal["crews_as_though_power_greater"] = "crews_as_though_power_greater"
    amount: Annotated[StrictInt, Field(ge=1)]
    # s32-mb: "~ saddles Mounts and crews Vehicles as though its power were 2 greater." (CR 702.171a): the bonus counts
    # when it is tapped to pay a saddle cost too
    s32mb_saddles: Flag = Field(default=False, exclude_if=lambda value: not value)


class DisturbAbility(_Model):
    """s17-dfc: "Disturb {1}{U}" on a transforming double-faced card's front face (CR 702.146a): "You may cast
    this card transformed from your graveyard by paying [cost] rather than its mana cost." The `cast` action
    names the card in its owner's graveyard with `"face": "back"`: the spell has its back face's
    characteristics, its mana value the front face's (712.8c); resolving, it enters transformed (702.146b).
    rules/disturb.py."""

    kind: Literal["disturb"] = "disturb"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a disturb cost here is a mana cost without X, such as {1}{U}")


class LifeGainIncreaseAbility(_Model):
    """s17-core: "If you would gain life, you gain that much life plus 1 instead." (Angel of Vitality): a
    replacement effect of a static ability (CR 614.1a, 604.1) while its permanent is on the battlefield:
    each time its controller would gain life (an amount above 0, CR 119.9), they gain `plus` more.
    Several such effects each apply once (614.5); added together, their order doesn't change the total
    (616.1). rules/life_gain_increase.py."""

    kind: Literal["life_gain_increase"] = "life_gain_increase"
    plus: Annotated[StrictInt | None, Field(default=None, ge=1, le=100, exclude_if=lambda value: value is None)] = None
    # s23-c13: "If you would gain life, you gain twice that much life instead." (Rhox Faithmender): the amount times this
    times: Annotated[StrictInt | None, Field(default=None, ge=2, le=4, exclude_if=lambda value: value is None)] = None

    @model_validator(mode="after")
    def _s23c13_plus_or_times(self) -> LifeGainIncreaseAbility:
        if (self.plus is None) == (self.times is None):
            raise ValueError("a life gain increase has `plus` or `times`, one of them")
        return self


class EtbCounterChoiceAbility(_Model):
    """s17-tailf: "~ enters with your choice of a flying counter or a first strike counter on it." (CR 614.1c,
    122.6; keyword counters 122.1b): the player it enters under chooses one of `options` as it enters, with the
    entering action's `choices.keyword` (default: the first option); the permanent enters with one such counter.
    rules/counter_choice.py."""

    kind: Literal["etb_counter_choice"] = "etb_counter_choice"
    options: list[Literal["flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                          "indestructible", "lifelink", "menace", "reach", "trample", "vigilance"]] = Field(
        min_length=2, max_length=2)


def s31stdb_granted_targets_one(ability: TriggeredAbility) -> bool:
    """s31-stdb: a granted triggered ability may target when it is an "attacks" (CR 508.3a) or "deals_damage" (510.2)
    trigger with one effect taking one target, not optional ('Enchanted creature has "Whenever this creature attacks,
    tap target creature defending player controls."'): the target is chosen as it is put on the stack, with the `resolve` action's
    `choices.targets` as for any triggered ability (CR 603.3d, 113.1a; rules/granted_triggers.py)."""
    effect = ability.effect
    return (ability.trigger in ("attacks", "deals_damage") and not ability.optional
            and not isinstance(effect, ModalEffect) and getattr(effect, "target_count", 1) == 1 and not getattr(effect, "up_to", False)
            and getattr(effect, "divided", None) is None)


class GrantTriggeredAbility(_Model):
    """s17-grant: 'Enchanted creature has "Whenever this creature deals combat damage to a player, draw a card."'
    / 'Equipped creature has "Whenever this creature attacks, ..."': the permanent the Aura or Equipment is
    attached to has the quoted triggered ability (CR 613.1f: granted in layer 6; 113.1a: the quoted text is an
    ability); it is that permanent's, controlled by its controller (CR 113.8), its source that permanent.
    rules/granted_triggers.py. Read: "attacks" (CR 508.3a), "deals_damage" to a player or an opponent
    (CR 510.2), "dies" (CR 603.6c, 603.10a; its effect names not the creature) and "creature_dies" with a
    `dying` spec of "another" creature, with an effect that targets nothing; `optional` "you may <effect>" (CR 603.5).
    s21-m21: "you_gain_life" ("Whenever you gain life, put that many +1/+1 counters on this creature.", CR 603.2,
    119.9: once for each life-gaining event of the creature's controller, `that_much` the life gained)."""

    kind: Literal["grant_triggered"] = "grant_triggered"
    to: Literal["attached_permanent"] = "attached_permanent"
    ability: TriggeredAbility

    @field_validator("ability")
    @classmethod
    def _grant_what_is_played(cls, value: TriggeredAbility) -> TriggeredAbility:
        if value.trigger not in ("attacks", "deals_damage", "dies", "creature_dies", "you_gain_life"):  # s21-m21
            raise ValueError("a granted triggered ability triggers on 'attacks', 'deals_damage', 'dies', "
                             "'creature_dies' or 'you_gain_life'")
        if value.trigger == "creature_dies" and "other" not in (value.dying or "").split(":"):
            raise ValueError("a granted 'creature_dies' trigger needs a `dying` spec with 'other' ('another creature')")
        young_hero = value.intervening_if is not None and s34mkm_granted_intervening_if(value)  # s34-mkm
        if value.intervening_if is not None and not young_hero:  # s22-ete: rules/granted_triggers.py checks no other
            raise ValueError("a granted triggered ability has no intervening 'if' (CR 603.4)")
        if value.trigger == "dies" and any(word in value.effect.model_dump_json() for word in ('"self"', '"it"', '"that_card"')):
            raise ValueError("a granted 'dies' trigger's effect can't name the creature that died")
        if value.trigger == "deals_damage" and value.damage_to not in ("player", "opponent"):
            raise ValueError("a granted 'deals_damage' trigger needs `damage_to` 'player' or 'opponent'")
        extra = set(value.model_dump(exclude_defaults=True)) - {"kind", "trigger", "effect", "damage_to",
                                                                "combat_damage", "optional", "dying"} - (
            {"intervening_if"} if young_hero else set())
        if extra:
            raise ValueError(f"a granted triggered ability can't have {', '.join(sorted(extra))}")
        if effect_target(value.effect) is not None and not s31stdb_granted_targets_one(value):
            raise ValueError("a granted triggered ability's effect can't target (s31-stdb: but one target of an "
                             "'attacks' trigger's one effect)")
        return value



class CantAttackUnlessYouControlAbility(_Model):
    """s17-m2y: "~ can't attack unless you control four or more artifacts." (Gadrak, the Crown-Scourge): a
    restriction checked as attackers are declared (CR 508.1c): its controller must control at least
    `at_least` permanents matching `you_control` (a spec of rules/you_control.py; the creature itself counts
    when it matches). rules/attack_unless_you_control.py."""

    kind: Literal["cant_attack_unless_you_control"] = "cant_attack_unless_you_control"
    # s23-ori: absent (null) when `graveyard_at_least` says the condition instead
    you_control: Annotated[str | None, AfterValidator(lambda value: _check_condition_spec(value, False)),
                           Field(default=None, exclude_if=lambda value: value is None)] = None
    at_least: Annotated[StrictInt, Field(ge=1, le=100)] = 1
    # s23-c11: "~ can't attack unless there are five or more Islands on the battlefield." (CR 110.1): every player's
    # permanents are counted, not only its controller's
    on_battlefield: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s23-ori: "~ can't attack unless there are seven or more cards in your graveyard." (Deep-Sea Terror; CR 508.1c,
    # 404.1): its controller's graveyard must hold at least this many cards (instead of `you_control`)
    graveyard_at_least: Annotated[StrictInt, Field(ge=1, le=1000)] | None = Field(
        default=None, exclude_if=lambda value: value is None)

    # s24-core: "~ can't attack unless an opponent has been dealt damage this turn." (Bloodcrazed Goblin; CR 508.1c,
    # 120.1): the life condition that must hold for its controller as attackers are declared (rules/life_this_turn.py)
    this_turn: LifeCondition | None = Field(default=None, exclude_if=lambda value: value is None)
    # s25-mh: "~ can't block unless you control another Zombie." (CR 509.1b): the same condition restricts blocking
    # (checked as blockers are declared) instead of attacking
    block: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s23ori_one_condition(self) -> CantAttackUnlessYouControlAbility:
        given = [self.you_control, self.graveyard_at_least, self.this_turn]  # s24-core: `this_turn`
        if sum(value is not None for value in given) != 1:
            raise ValueError("`cant_attack_unless_you_control` has `you_control`, `graveyard_at_least` or `this_turn` "
                             "(one of them)")
        return self


# --- s18-castfree ---
class TopOfLibraryAbility(_Model):
    """s18-castfree: "You may look at the top card of your library any time." (`look`, CR 401.2) and "You may play
    lands [and cast spells] from the top of your library." (`lands`, `spells`: "all" or "creature", with
    `spells_min_mana_value`; CR 601.3, 305.1): while its controller controls it, they may play the top card of
    their library as if it were in their hand, at the normal timing and costs. rules/library_top.py."""

    kind: Literal["top_of_library"] = "top_of_library"
    look: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s28-core: "Play with the top card of your library revealed." (CR 401.5, 401.6): the engine hides no library card,
    # so, as `look`, it changes nothing the engine shows or decides
    revealed: Flag = Field(default=False, exclude_if=lambda value: not value)
    lands: Flag = Field(default=False, exclude_if=lambda value: not value)
    spells: Literal["all", "creature"] | None = Field(default=None, exclude_if=when_none)
    spells_min_mana_value: Annotated[StrictInt, Field(ge=0, le=100)] | None = Field(default=None, exclude_if=when_none)
    # "creature spells of the chosen type" (Realmwalker): a spell with the creature type chosen as the permanent
    # entered (its `chosen_creature_type`, CR 614.12; changeling: every type, 702.73a)
    spells_of_chosen_type: Flag = Field(default=False, exclude_if=lambda value: not value)
    # Coven: "As long as you control three or more creatures with different powers, ..." (CR 611.3a, 208.1): the
    # permanents counted (a spec of rules/you_control.py), how many different powers at least
    as_long_as_you_control: str | None = Field(default=None, max_length=200, exclude_if=when_none)
    as_long_as_different_powers_at_least: Annotated[StrictInt, Field(ge=2, le=100)] | None = Field(
        default=None, exclude_if=when_none)

    # "As long as ~ is attached to a creature, ..." (The Reality Chip; CR 301.5, 611.3a)
    as_long_as_attached_to_creature: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _condition_together(self) -> TopOfLibraryAbility:
        if (self.as_long_as_you_control is None) != (self.as_long_as_different_powers_at_least is None):
            raise ValueError("as_long_as_you_control and as_long_as_different_powers_at_least go together")
        if self.as_long_as_you_control is not None:
            parse_target_spec(self.as_long_as_you_control)
        return self


class OpponentsCastOnlyAsSorceryAbility(_Model):
    """s18-castfree: "Each opponent can cast spells only any time they could cast a sorcery." (Teferi, Time Raveler):
    while its controller controls it, each of their opponents may cast a spell only in their own main phase with an
    empty stack (CR 307.1), instants, flash and "as though it had flash" permissions included (101.2: the
    restriction wins over the permission). rules/sorcery_only.py."""

    kind: Literal["opponents_cast_only_as_sorcery"] = "opponents_cast_only_as_sorcery"


class CastFromHandWithoutPayingAbility(_Model):
    """s18-castfree: "You may cast spells from your hand without paying their mana costs." (Omniscience): while its
    controller controls it, a spell they cast from their hand may be cast for the alternative cost of no mana (the
    `cast` action's `alternative_cost` "without_paying_mana_cost"; CR 118.9; X is 0, 107.3b; additional costs still
    paid). rules/free_casting.py."""

    kind: Literal["cast_from_hand_without_paying"] = "cast_from_hand_without_paying"


class CastFromExiledWithAbility(_Model):
    """s19-impulse: "You may cast spells from among cards exiled with ~." (Rona, Disciple of Gix; CR 607.2a, 601.2a):
    its controller may cast the spell cards its source's own abilities exiled (`Permanent.exiled_with`) while they
    stay in exile, at their normal timing and costs; a land card is not cast. rules/exiled_with_casting.py."""

    kind: Literal["cast_from_exiled_with"] = "cast_from_exiled_with"


class CantPlayFromHandAbility(_Model):
    """s18-castfree: "You can't play lands or cast spells from your hand." (Experimental Frenzy): while its controller
    controls it, they may neither play a land nor cast a spell from their hand (CR 101.2: the restriction wins over
    the permissions of 305.1, 601.3). rules/free_casting.py."""

    kind: Literal["cant_play_from_hand"] = "cant_play_from_hand"



class S25coreCantCastSpellsAbility(_Model):
    """s25-core: "You can't cast creature spells." (Steel Golem) / "You can't cast noncreature spells." / "You can't cast
    permanent spells." (CR 101.2, 601.2): while a permanent with it is on the battlefield, its controller's `cast` of such
    a spell is refused (a "can't" wins over any permission) and `legal_actions` lists none; a permanent spell is an
    artifact, creature, enchantment, planeswalker or battle spell (CR 110.4). rules/s25core_cant_cast.py."""

    kind: Literal["cant_cast_spells"] = "cant_cast_spells"
    spells: Literal["creature", "noncreature", "permanent",
                    "all"]  # s29-stda: "Your opponents can't cast spells during your turn." (every spell)
    # s29-stda: "Your opponents can't cast spells during your turn." (CR 101.2, 102.1, 102.2): the players it binds are its
    # controller's opponents, while its controller is the active player, instead of its controller
    opponents_during_your_turn: Flag = Field(default=False, exclude_if=lambda value: not value)


class OneSpellEachTurnAbility(_Model):
    """s20-m20: "Each player can't cast more than one spell each turn." (Rule of Law): while a permanent with it is on
    the battlefield, a player who has cast a spell this turn (`spells_cast_this_turn`, CR 601.2i) can't cast another
    (CR 101.2: the restriction wins over any permission). rules/s20m20_spell_limit.py."""

    kind: Literal["one_spell_each_turn"] = "one_spell_each_turn"
    # s33-newer: "You can't cast more than one spell each turn." / "Your opponents can't ..." / "Each opponent can't ...":
    # only its controller ("you") or only the other players ("opponents") are limited; left out: each player
    s33newer_who: Literal["you", "opponents"] | None = Field(default=None, exclude_if=lambda value: value is None)


# --- s19-granted ---


class GrantActivatedAbility(_Model):
    """s19-granted: 'Equipped creature has "{T}: ..."', 'Enchanted land has "{T}: Target player loses 3 life."',
    'Creatures you control with vigilance have "{1}, {T}: Tap target creature."', 'Elves you control have "{T}: Add
    {B}."' (CR 613.1f: an ability granted in layer 6; 113.1a: the quoted text is the ability; 602.1: an activated
    ability, 605.1a: a mana ability): the permanents have the quoted ability. `to` "attached_permanent": the
    permanent the Aura or Equipment is attached to (CR 301.5, 303.4); "group": each permanent the granting
    permanent's controller controls that `group` (an "all:...:you_control" spec) names, itself included when it
    matches. Its controller activates it like a printed one (`activate`, a mana ability with `tap_for_mana`), with
    its number after the permanent's printed and intrinsic abilities (rules/granted_activated.py); its "~" is the
    permanent that has it (CR 113.7). It exists only while the granting permanent is on the battlefield (and
    attached)."""

    kind: Literal["grant_activated"] = "grant_activated"
    # s21-neob: "self": the permanent that has this ability, only with `if_modified`
    to: Literal["attached_permanent", "group", "self"]
    group: str | None = Field(default=None, exclude_if=_no_value)
    ability: Annotated[ActivatedAbility | ManaAbility, Field(discriminator="kind")]
    # "As long as enchanted permanent is a creature [a land], it has "..."" (CR 611.3a): only while it is one
    if_attached_is: Literal["creature", "land"] | None = Field(default=None, exclude_if=_no_value)
    # s21-neob: 'As long as ~ is modified, it has "{T}: Add {G}{G}."' (CR 700.9, 611.3a): only while it is modified
    if_modified: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _group_when_group(self) -> GrantActivatedAbility:
        if (self.to == "self") != self.if_modified:  # s21-neob
            raise ValueError("`to` 'self' goes with `if_modified` (a printed ability needs no grant)")
        if self.if_attached_is is not None and self.to != "attached_permanent":
            raise ValueError("`if_attached_is` is for an Aura's grant to the permanent it enchants")
        if (self.to == "group") != (self.group is not None):
            raise ValueError("`group` is given exactly when `to` is 'group'")
        if self.group is not None:
            s25tsr_check_grant_group(self.group)  # s25-tsr: "All Slivers have" (end of module)
        return self
class RoomAbilitiesTriggerAdditionalTimeAbility(_Model):
    """s19-venture: "Room abilities of dungeons you own trigger an additional time." (Hama Pashar, Ruin Seeker; CR
    603.2d, 309.4c; rules/venture.py): each room ability of a dungeon its controller owns triggers once more for
    each such ability they control."""

    kind: Literal["room_abilities_trigger_additional_time"] = "room_abilities_trigger_additional_time"
class AttachedCounterPumpAbility(_Model):
    """s19-neoa: "Equipped creature gets +1/+1 for each +1/+1 counter on ~." (Lion Sash): the creature the Equipment or
    Aura is attached to gets `power`/`toughness` times the number of `counter` counters on it, counted continuously
    (layer 7c, CR 613.4c, 122.1); rules/count_pump.py."""

    kind: Literal["attached_counter_pump"] = "attached_counter_pump"
    counter: Literal["+1/+1", "charge",
                     "soul",  # s20-m21: Malefic Scythe (CR 122.1)
                     "age"]  # s25-khc: Glacial Plating's (cumulative upkeep's age counters, CR 702.24a)
    power: Annotated[StrictInt, Field(ge=-100, le=100)] = 0
    toughness: Annotated[StrictInt, Field(ge=-100, le=100)] = 0
# --- s19-neob ---
class ExileFromHandCostReductionAbility(_Model):
    """s19-neob: "As an additional cost to cast this spell, you may exile any number of white cards from your hand.
    This spell costs {2} less to cast for each card exiled this way." (the March cycle; CR 118.8, 601.2b, 601.2f-h,
    118.7a): the `cast` action's `choices.exile_from_hand` names the cards, each of `color`; the total cost is
    `generic` less for each. rules/s19neob_exile_reduction.py."""

    kind: Literal["exile_from_hand_cost_reduction"] = "exile_from_hand_cost_reduction"
    color: Color
    generic: Annotated[StrictInt, Field(ge=1, le=20)] = 2

# --- s34-mkm ---
class S34mkmAbilitiesCostLessAbility(_Model):
    """s34-mkm: "Activated abilities of artifacts you control cost {1} less to activate. [This effect can't reduce the mana
    in that cost to less than one mana.]" (CR 602.2b, 601.2f, 118.7a): the activated abilities (mana abilities too) of the
    permanents of `card_type` its controller controls cost `generic` less, the generic part only, never below zero; with
    `min_one_mana`, never below one mana in all (colored, colorless and generic). rules/s34mkm_abilities_cost_less.py."""

    kind: Literal["abilities_cost_less"] = "abilities_cost_less"
    card_type: Literal["artifact", "creature", "enchantment", "land", "planeswalker"]
    # s35-mkm: "source_power": "{X} less, where X is ~'s power" (its power as the cost is determined, CR 208.1, 601.2f)
    generic: Annotated[StrictInt, Field(ge=1, le=20)] | Literal["source_power"] = 1
    min_one_mana: Flag = Field(default=False, exclude_if=lambda value: not value)


# --- s35-std ---
# "Whenever one or more +1/+1 counters are put on ~ [on a creature you control], <effects>. This ability triggers only once
# each turn." (CR 603.2): their detectors report through `Game.emit` (rules/counters_put_triggers.py), so
# rules/trigger_limits.py counts them
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"s26mh_counters_put_on_self", "counters_put_on"}


class S35stdTokenDoublerAbility(_Model):
    """s35-std: "If one or more tokens would be created under your control, twice that many of those tokens are created
    instead." / "If an effect would create one or more tokens under your control, it creates twice that many of those
    tokens instead." (CR 614.1a, 111.1): while its permanent is on the battlefield, every effect that would create tokens
    under its controller's control creates twice that many (two such abilities: four times). rules/s35std_token_doubler.py."""

    kind: Literal["token_doubler"] = "token_doubler"


class S35stdAdditionalTokenAbility(_Model):
    """s35-std: "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure
    token." (`if_created` "Treasure") / "If one or more tokens would be created under your control, those tokens plus an
    additional Food token are created instead." (no `if_created`), CR 614.1a, 111.10: while its permanent is on the
    battlefield, an effect that creates tokens (of that subtype) under its controller's control also creates one `token`
    (a predefined token). rules/s35std_token_doubler.py."""

    kind: Literal["additional_token"] = "additional_token"
    token: PredefinedToken
    if_created: PredefinedToken | None = Field(default=None, exclude_if=lambda value: value is None)


class S35stdMoreCountersAbility(_Model):
    """s35-std: "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters
    are put on it instead." (`mode` "plus_one") / "... twice that many +1/+1 counters are put on that creature instead."
    (`mode` "twice"), CR 614.1a, 122.6: while its permanent is on the battlefield, whenever +1/+1 counters would be put on
    a permanent its controller controls that matches one of `recipients_any_of` (by an effect, a cost, a keyword action
    or as the permanent enters with them), one more (twice as many) are put on it. rules/s35std_more_counters.py."""

    kind: Literal["more_counters"] = "more_counters"
    mode: Literal["plus_one", "twice"]
    counter: Literal["+1/+1"] = "+1/+1"
    recipients_any_of: Annotated[list[Annotated[str, AfterValidator(_check_entering_spec)]],
                                 Field(min_length=1, max_length=8)]


# --- s20-neob ---
class NinjutsuCostReductionAbility(_Model):
    """s20-neob: "Ninjutsu abilities you activate cost {1} less to activate." (CR 601.2f, 602.2b, 118.7a): each
    such permanent its controller controls makes the ninjutsu costs that player pays `generic` less, the generic
    part only, never below zero. rules/ninjutsu.py."""

    kind: Literal["ninjutsu_cost_reduction"] = "ninjutsu_cost_reduction"
    generic: Annotated[StrictInt, Field(ge=1, le=20)] = 1


# --- s20-combat: blocking requirements and combat damage (docs/oracle-s20-combat.md) ------------------


def s20combat_check_affected(value: str) -> str:
    """A `toughness_combat_damage`'s `affected`: "self", "enchanted_creature" or a group of permanents you control."""
    if value in ("self", "enchanted_creature"):
        return value
    neo3_check_affected_group(value)
    return value


class ToughnessCombatDamageAbility(_Model):
    """s20-combat: "Each creature you control assigns combat damage equal to its toughness rather than its power."
    (Belligerent Brontodon), "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather
    than its power." (the Aura's part; its pump is an `attached_pump`): CR 510.1a, each creature it names assigns
    combat damage equal to its toughness (0 if negative). `affected`: "self", "enchanted_creature" or a group of
    permanents its controller controls (an `all:...:you_control` spec). rules/s20combat_requirements.py."""

    kind: Literal["toughness_combat_damage"] = "toughness_combat_damage"
    affected: Annotated[str, AfterValidator(lambda value: s20combat_check_affected(value))] = "self"
    # "Each creature you control with toughness greater than its power assigns ..." (Ancient Lumberknot): only while
    # the creature's toughness is greater than its power (as continuous effects make them, CR 613)
    if_toughness_greater_than_power: Flag = Field(default=False, exclude_if=lambda value: not value)
    # "As long as enchanted creature has vigilance, it assigns ..." (Solid Footing, CR 611.3a): only while it has it
    if_it_has: Literal["vigilance"] | None = Field(default=None, exclude_if=lambda value: value is None)


class LureAbility(_Model):
    """s20-combat: "All creatures able to block ~ do so." (Prized Unicorn) / "All creatures able to block enchanted
    creature do so." (Lure): while it (the enchanted creature) attacks, each creature the defending player controls
    that could block it has a requirement to block it (CR 509.1c: the declaration obeys as many requirements as
    possible without breaking a restriction). rules/s20combat_requirements.py."""

    kind: Literal["lure"] = "lure"
    affected: Literal["self", "enchanted_creature"] = "self"


class MustBeBlockedAbility(_Model):
    """s20-combat: "~ must be blocked if able." (Canopy Stalker): while it attacks, the defending player's declaration
    has the requirement that at least one creature blocks it (CR 509.1c). rules/s20combat_requirements.py."""

    kind: Literal["must_be_blocked"] = "must_be_blocked"
    # s35-ltr: "As long as ~ is your Ring-bearer, it must be blocked if able." (CR 701.54a): only while it is its
    # controller's Ring-bearer (rules/s34ltr_ring.py)
    s35ltr_while_ring_bearer: Flag = Field(default=False, exclude_if=lambda value: not value)


class BlocksEachCombatAbility(_Model):
    """s20-combat: "~ blocks each combat if able." (and the blocking half of "~ attacks or blocks each combat if
    able.", CR 508.1d, 509.1c): a requirement that it blocks (some attacker) when its controller declares blockers.
    rules/s20combat_requirements.py."""

    kind: Literal["blocks_each_combat"] = "blocks_each_combat"


class AdditionalBlockAbility(_Model):
    """s20-combat: "~ can block an additional creature each combat." (Spike-Tailed Ceratops): it may be declared as a
    blocker of one more attacker (CR 509.1a: each creature blocks one attacker unless an effect allows more; 509.1b:
    every block it makes obeys the restrictions). Two such abilities: two more. rules/s20combat_requirements.py."""

    kind: Literal["additional_block"] = "additional_block"
    # s23-c10: "~ can block any number of creatures." (Palace Guard; CR 509.1a): every attacker, each once
    any_number: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s27-older: "Each creature you control can block an additional creature each combat." (High Ground; CR 509.1a): the
    # creatures of this permanent spec its controller controls ("all:creature:you_control"), not ~ itself; None: ~
    affected: Annotated[str, Field(min_length=1, max_length=200)] | None = Field(default=None, exclude_if=when_none)

    @model_validator(mode="after")
    def _s27older_affected_spec(self) -> AdditionalBlockAbility:
        if self.affected is not None:
            if self.any_number:
                raise ValueError("`affected` goes with one additional block, not `any_number`")
            if not self.affected.startswith("all:") or "you_control" not in self.affected.split(":"):
                raise ValueError("`affected` is a spec of permanents you control (\"all:creature:you_control\")")
            parse_target_spec(self.affected)
        return self



# --- s21-m21 ---
class CastTargetTappedAbility(_Model):
    """s21-m21: "You can't choose an untapped creature as ~'s target as you cast it." (Enthralling Hold): as the Aura
    spell is cast, its target must be tapped (CR 601.2c, 303.4a); only the choice: the target's untapping later
    leaves it legal as the spell resolves (608.3b checks the enchant ability). rules/auras.py."""

    kind: Literal["cast_target_tapped"] = "cast_target_tapped"


# --- s20-m21 ---
class CountersStateTriggerAbility(_Model):
    """s20-m21: "When there are four or more page counters on ~, exile it. If you do, you gain 4 life." (Mazemind
    Tome): a state trigger (CR 603.8) that triggers as soon as ~ has at least `at_least` `counter` counters, and not
    again while it waits to be put on the stack or is on it. `action` "exile_self": it exiles ~ (CR 406.2; nothing if ~
    has left the battlefield, CR 400.7); `if_done` ("If you do, ...", CR 608.2c), untargeted, follows only when ~ was
    exiled. rules/state_triggers.py."""

    kind: Literal["counters_state_trigger"] = "counters_state_trigger"
    counter: S20M21Counter
    at_least: Annotated[StrictInt, Field(ge=1, le=100)]
    action: Literal["exile_self"] = "exile_self"
    if_done: Effect | None = Field(default=None, exclude_if=lambda value: value is None)

    @field_validator("if_done")
    @classmethod
    def _untargeted_if_done(cls, value: Any) -> Any:
        if value is not None and effect_target(value) is not None:
            raise ValueError("the 'If you do' effect of a counters state trigger can't target")
        return value


class SelfGreatestPowerPumpAbility(_Model):
    """s20-m21: "~ gets +X/+0, where X is the greatest power among creature cards in your graveyard." (Carrion Grub):
    a static ability (CR 604.1) whose effect, in layer 7c (CR 613.4c), adds X times `power` and `toughness` to ~'s,
    X the greatest power (CR 208.1) among the creature cards in its controller's graveyard (0 with none), counted
    continuously (CR 611.3a). rules/s20m21_greatest_power_pump.py."""

    kind: Literal["self_greatest_power_pump"] = "self_greatest_power_pump"
    among: Literal["creature_cards_in_your_graveyard"] = "creature_cards_in_your_graveyard"
    power: Literal[0, 1] = 0
    toughness: Literal[0, 1] = 0


# --- s20-neoa ---
class TapOrManaCostAbility(_Model):
    """s20-neoa: "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}."
    (Disruption Protocol; CR 118.8, 601.2b, 601.2f-h, 701.26a): the caster chooses as they cast it (601.2b) — the
    `cast` action's `choices.tap` (one untapped permanent of `card_type` they control) to tap it; without it they
    pay `mana`, added to the total cost (601.2f). rules/s20neoa_tap_or_mana.py."""

    kind: Literal["tap_or_mana_cost"] = "tap_or_mana_cost"
    card_type: Literal["artifact", "creature", "enchantment", "land"] = "artifact"
    mana: Annotated[str, AfterValidator(lambda value: _mana_cost_without_x(
        value, "the mana of 'tap an untapped artifact ... or pay {1}' is a mana cost without X"))]


class AttachedBasePowerToughnessAbility(_Model):
    """s20-neoa: "Equipped creature has base power and toughness 5/5, has menace, and is a black Demon in addition to
    its other colors and types." (Blade of the Oni) / "As long as enchanted permanent is a creature, it has base power
    and toughness 1/1." (Awakened Awareness): the permanent the Equipment or Aura is attached to has that base power
    and toughness (layer 7b, CR 613.4b) and gains `add_colors`, its other colors kept (layer 5, CR 613.1e, 105.3);
    `if_creature`: only while it is a creature (CR 611.3a). Its keywords and creature types are an `attached_pump`'s
    (layers 6 and 4). rules/s20neoa_attached_base.py."""

    kind: Literal["attached_base_power_toughness"] = "attached_base_power_toughness"
    base_power: Annotated[StrictInt, Field(ge=0, le=100)]
    base_toughness: Annotated[StrictInt, Field(ge=0, le=100)]
    add_colors: list[Color] = Field(default_factory=list, max_length=5, exclude_if=lambda value: not value)
    if_creature: Flag = Field(default=False, exclude_if=lambda value: not value)


class AttachedCantActivateAbility(_Model):
    """s20-neoa: "Enchanted permanent can't attack or block, and its activated abilities can't be activated [unless
    they're mana abilities]." (Arrest): the permanent the Aura is attached to can't have its activated abilities
    activated (CR 602.5: a rule or effect may forbid activating an ability; loyalty abilities included, 606.3), nor
    its mana abilities (605.3) unless `except_mana_abilities`. rules/s20neoa_arrest.py."""

    kind: Literal["attached_cant_activate"] = "attached_cant_activate"
    except_mana_abilities: Flag = Field(default=False, exclude_if=lambda value: not value)


class GroupCantActivateAbility(_Model):
    """s24-mh1: "Activated abilities of artifacts can't be activated." (Collector Ouphe) / "... of creatures your opponents
    control can't be activated [unless they're mana abilities]." (CR 602.5: a rule or effect may forbid activating an
    ability): while its permanent is on the battlefield face up, no activated ability of a permanent in `affected` (an
    `all:` spec of permanents, matched as the activation is proposed) can be activated — loyalty, equip and crew
    abilities included (606.3, 702.6a, 702.122a) — and, unless `except_mana_abilities`, none of its mana abilities
    (605.3). rules/s24mh1_group_cant_activate.py."""

    kind: Literal["group_cant_activate"] = "group_cant_activate"
    affected: Annotated[str, AfterValidator(lambda value: s24mh1_check_group(value))]
    except_mana_abilities: Flag = Field(default=False, exclude_if=lambda value: not value)


class SpellsYouCastHaveCascadeAbility(_Model):
    """s24-mh1: "Sliver spells you cast have cascade." (The First Sliver; CR 702.85a, 613.1f): while its permanent is on
    the battlefield face up, each spell of that creature type its controller casts has cascade as it is cast, so its
    cascade trigger triggers (one instance a permanent with the ability). rules/s24mh1_cascade.py."""

    kind: Literal["spells_you_cast_have_cascade"] = "spells_you_cast_have_cascade"
    subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]{0,40}$")]


class S27mechDredgeAbility(_Model):
    """s27-mech: "Dredge N" (CR 702.52a): while the card is in its owner's graveyard and they have at least N cards in
    their library (702.52b), if they would draw a card they may mill N cards instead and return this card to their
    hand: the drawing action's `choices.dredge` names the cards dredged, one per draw replaced (rules/s27mech_dredge.py).
    """

    kind: Literal["dredge"] = "dredge"
    amount: Annotated[StrictInt, Field(ge=1, le=20)]


class VanishingAbility(_Model):
    """s25-tsr: "Vanishing N" (CR 702.63a), after the `etb_counters` ability of N "time" counters it stands for ("This
    permanent enters with N time counters on it."): "At the beginning of your upkeep, if there is a time counter on this
    permanent, remove a time counter from it." and "When the last time counter is removed from this permanent, sacrifice
    it." (by anything: every `counters_removed` event). rules/s25tsr_vanishing.py."""

    kind: Literal["vanishing"] = "vanishing"


class S33dskImpendingAbility(_Model):
    """s33-dsk: "Impending N—[cost]" (CR 702.176a), after the `alternative_cost` named "impending" it stands for ("You
    may choose to pay [cost] rather than pay this spell's mana cost."): "If you chose to pay this spell's impending cost,
    it enters with N time counters on it," "As long as this permanent's impending cost was paid and it has a time
    counter on it, it's not a creature," and "At the beginning of your end step, if this permanent's impending cost was
    paid and it has a time counter on it, remove a time counter from it." rules/s33dsk_impending.py."""

    kind: Literal["impending"] = "impending"
    counters: Annotated[StrictInt, Field(ge=1, le=20)]


class BuybackAbility(_Model):
    """s25-tsr: "Buyback {3}" on an instant or sorcery (CR 702.27a): the `cast` action's `buyback` pays `cost` as an
    additional cost, and the spell then goes to its owner's hand instead of their graveyard as it resolves.
    rules/s25tsr_buyback.py."""

    kind: Literal["buyback"] = "buyback"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a buyback cost here is a mana cost without X, such as {3}")


class SuspendAbility(_Model):
    """s24-mh1: "Suspend N—[cost]" (CR 702.62a): while the card is in its owner's hand, they may pay `cost` and exile it
    with `time_counters` time counters on it (a special action, 116.2f: the `suspend` action); at the beginning of their
    upkeep, a time counter is removed from it while it is suspended (702.62b); when the last is removed, they may cast it
    without paying its mana cost, and a creature spell cast so gains haste (702.62a). rules/s24mh1_suspend.py."""

    kind: Literal["suspend"] = "suspend"
    time_counters: Annotated[StrictInt, Field(ge=1, le=20)]
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a suspend cost here is a mana cost without X, such as {1}{G} or {0}")


class CostPerTargetAbility(_Model):
    """s20-neoa: "Spells you cast cost {1} less to cast for each target." / "Spells your opponents cast cost {1} more to
    cast for each target." (Hinata, Dawn-Crowned; CR 601.2f, 601.2c, 118.7a): the generic component of each such
    spell's total cost changes by `generic` for each of its targets (the `cast` action's `choices.targets`, chosen
    before the total cost is determined); increases before reductions, a reduction never below zero.
    rules/s20neoa_cost_per_target.py."""

    kind: Literal["cost_per_target"] = "cost_per_target"
    cast_by: Literal["you", "opponents"]
    change: Literal["less", "more"]
    generic: Annotated[StrictInt, Field(ge=1, le=20)] = 1


class MoreModesIfAbility(_Model):
    """s21-neob: "Choose one. If you control an artifact and an enchantment as you cast ~, you may choose both." (Soul
    Transfer; CR 700.2a, 700.2d, 601.2b): the spell's `modal` effect takes up to `choose_max` modes, and more than one
    only if `condition` holds for the caster as the spell is cast (rules/s21neob_modes_if.py)."""

    kind: Literal["more_modes_if"] = "more_modes_if"
    condition: RiderCondition


class EntwineAbility(_Model):
    """s24-mh2: "Entwine {2}{G}" (CR 702.42a: "You may choose all modes of this spell instead of just one. If you do,
    you pay an additional [cost]."): the spell's one "Choose one" `modal` effect takes one mode, or all of them with this
    cost added to the total cost (601.2f; the mana value is unchanged, 118.8d). rules/s24mh2_entwine.py."""

    kind: Literal["entwine"] = "entwine"
    cost: Annotated[str, AfterValidator(lambda value: _mana_cost_without_x(
        value, "an entwine cost here is a mana cost without X, such as {2}{G}"))]


class AttachedCantCrewAbility(_Model):
    """s20-neoa: "Enchanted permanent can't attack, block, or crew Vehicles." (Intercessor's Arrest): the permanent the
    Aura is attached to can't be tapped to pay a crew cost (CR 702.122a). rules/s20neoa_arrest.py."""

    kind: Literal["attached_cant_crew"] = "attached_cant_crew"



class DamageCantBePreventedAbility(_Model):
    """s23-c11: "Damage can't be prevented." (Leyline of Punishment): while its permanent is on the battlefield (face
    up), no prevention effect prevents damage: protection's (CR 702.16e), static prevention's and prevention shields'
    (CR 615.12). rules/s23c11_unpreventable.py."""

    kind: Literal["damage_cant_be_prevented"] = "damage_cant_be_prevented"


class CantGainLifeAbility(_Model):
    """s21-ete: "Players can't gain life." (Rampaging Ferocidon, Sunspine Lynx) / "Your opponents can't gain life."
    (Tibalt, Rakish Instigator): while its permanent is on the battlefield, an effect that would make one of
    `players` ("each" player, its controller's "opponents", or "you" its controller) gain life does nothing (CR 119.7);
    nothing replaces such a gain then. rules/s21ete_cant_gain_life.py."""

    kind: Literal["cant_gain_life"] = "cant_gain_life"
    players: Literal["each", "opponents", "you"]


# --- s24-emn ---


class EscalateAbility(_Model):
    """s24-emn: "Escalate {1}{W}" (CR 702.120a): an additional cost of a modal spell, paid once for each mode chosen
    beyond the first (the `cast` action's `choices.modes`; 601.2b, 601.2f: added to the total cost). The spell's mana
    value is unchanged (202.3). rules/s24emn_escalate.py."""

    kind: Literal["escalate"] = "escalate"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "an escalate cost here is a mana cost without X, such as {1}{W}")
class SpellsHaveImproviseAbility(_Model):
    """s24-kal: "Nonartifact spells you cast have improvise." (CR 702.126a, 611.3a): while its controller controls it,
    each spell they cast that has `card_type` (when given) and hasn't `not_card_type` (when given) has improvise as it is
    cast (the cast action's `improvise`, rules/improvise.py)."""

    kind: Literal["spells_have_improvise"] = "spells_have_improvise"
    card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)
    not_card_type: CardType | None = Field(default=None, exclude_if=lambda value: value is None)



class RevealOrManaCostAbility(_Model):
    """s25-stda: "As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}." (CR 118.8,
    601.2b, 601.2f-h, 701.20a): the caster chooses as they cast it (601.2b) — the `cast` action's `choices.reveal` (one
    other card of their hand with `subtype`) to reveal it; without it they pay `mana`, added to the total cost (601.2f).
    rules/s25stda_reveal_or_mana.py."""

    kind: Literal["reveal_or_mana_cost"] = "reveal_or_mana_cost"
    subtype: Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]*$", max_length=40)]
    mana: Annotated[str, AfterValidator(lambda value: _mana_cost_without_x(
        value, "the mana of 'reveal a Pirate card from your hand or pay {2}' is a mana cost without X"))]
    # s34-tdm: "behold a Dragon or pay {1}" (CR 701.4a): `choices.reveal` may also name a permanent with `subtype` its
    # caster controls (chosen, not revealed)
    behold: Flag = Field(default=False, exclude_if=lambda value: not value)
class S26stdNotCreatureBelowDevotionAbility(_Model):
    """s26-std: "As long as your devotion to black is less than five, ~ isn't a creature." (the Theros gods; CR 700.5,
    613.1d): on the battlefield, while its controller's devotion to `colors` (one or two of "WUBRG") is less than
    `devotion`, the permanent loses the card type creature and its creature types (205.3d) and has no power or
    toughness (208.3). rules/s26std_god_devotion.py."""

    kind: Literal["not_creature_below_devotion"] = "not_creature_below_devotion"
    colors: Annotated[str, Field(pattern=r"^[WUBRG][WUBRG]?$")]
    devotion: Annotated[StrictInt, Field(ge=1, le=99)]


class S31cmdLandsAreAbility(_Model):
    """s31-cmd: "Nonbasic lands are Mountains." / "All lands are Islands in addition to their other types." (CR 305.7,
    613.1d, 205.1b): a static ability; every land (`lands` "all") or every land without the supertype basic
    ("nonbasic", 205.4c) on the battlefield has the basic land type `land_type`. Setting it (`in_addition` false): the
    land loses its other land types and every ability of its rules text, and has the intrinsic mana ability of its new
    type (305.6); abilities granted by other effects stay. rules/s31cmd_land_types.py."""

    kind: Literal["s31cmd_lands_are"] = "s31cmd_lands_are"
    # s35-mkm: "yours": "Lands you control are ..." (the lands its controller controls)
    lands: Literal["all", "nonbasic", "yours"]
    # s35-mkm: "every_basic": "... are every basic land type" (the five basic land types, CR 205.3i, each with its
    # intrinsic mana ability, 305.6)
    land_type: Literal["Plains", "Island", "Swamp", "Mountain", "Forest", "every_basic"]
    in_addition: Flag = False

    @model_validator(mode="after")
    def _s35mkm_yours_adds(self) -> S31cmdLandsAreAbility:
        if self.lands == "yours" and not self.in_addition:
            raise ValueError("s31cmd_lands_are: one player's lands only 'in addition to their other types'")
        return self


class S31cmdCreaturesCantAttackAbility(_Model):
    """s31-cmd: "Creatures without flying or islandwalk can't attack." (CR 508.1c, 611.3a): a static ability; while it
    is on the battlefield, no creature (any player's, its own included) without any of `unless_keywords` can attack.
    rules/s31cmd_cant_attack.py."""

    kind: Literal["s31cmd_creatures_cant_attack"] = "s31cmd_creatures_cant_attack"
    unless_keywords: Annotated[list[Literal["flying", "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                                            "forestwalk"]], Field(min_length=1, max_length=6)]


class S32stdaEnteringNoTriggersAbility(_Model):
    """s32-stda: "Creatures entering the battlefield don't cause abilities to trigger." (CR 603.2, 603.6a): a static
    ability; while it is on the battlefield, a permanent of one of `types` entering the battlefield (as it is on the
    battlefield) triggers no ability, its own included, whoever controls it. rules/s32stda_entering_no_triggers.py."""

    kind: Literal["s32stda_entering_no_triggers"] = "s32stda_entering_no_triggers"
    types: Annotated[list[Literal["Creature", "Artifact", "Enchantment", "Land", "Planeswalker"]],
                     Field(min_length=1, max_length=5)]


class S26stdDeckCopiesAbility(_Model):
    """s26-std: "A deck can have any number of cards named ~." / "A deck can have up to seven cards named ~." (CR 100.2a:
    a constructed deck holds at most four cards of one English name; 101.1: the card's text overrides that rule): a
    rule of deck construction, applied where decks are checked (app/decks/rules.py `copies_allowed`); once a game has
    begun it does nothing. `copies`: the most cards of its name a deck may hold (left out: any number)."""

    kind: Literal["deck_copies"] = "deck_copies"
    copies: Annotated[StrictInt, Field(ge=1, le=99)] | None = Field(default=None, exclude_if=when_none)


class S26stdCounterPreventionAbility(_Model):
    """s26-std: "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1
    counter from it." (`that_many`: "... remove that many +1/+1 counters from it"; CR 615.1): a prevention effect of a
    static ability of the permanent itself, applying while it has a +1/+1 counter; each time, one +1/+1 counter (or as
    many as the damage prevented, at most all it has) is removed. Damage dealt at once by several sources (combat
    damage, 510.2) is one event: one counter for all of it; damage that can't be prevented is dealt and the counters are
    still removed (615.12). rules/s26std_counter_prevention.py."""

    kind: Literal["prevent_damage_remove_counter"] = "prevent_damage_remove_counter"
    that_many: Flag = Field(default=False, exclude_if=lambda value: not value)


class S25khcRecoverAbility(_Model):
    """s25-khc: "Recover {1}{G}" / "Recover—Pay half your life, rounded up." (CR 702.59a: "When a creature is put into
    your graveyard from the battlefield, you may pay [cost]. If you do, return this card from your graveyard to your
    hand. Otherwise, exile this card."): a triggered ability that functions only while its card is in its owner's
    graveyard (CR 113.6k); the cost is `cost` (mana) or `half_life` (half the owner's life, rounded up, CR 119.4,
    107.1a). rules/s25khc_recover.py."""

    kind: Literal["recover"] = "recover"
    cost: Annotated[str, AfterValidator(lambda value: _mana_cost_without_x(
        value, "a recover cost here is a mana cost without X, such as {1}{G}"))] | None = Field(
        default=None, exclude_if=when_none)
    half_life: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s25khc_one_cost(self) -> S25khcRecoverAbility:
        if (self.cost is None) == (not self.half_life):
            raise ValueError("recover has one cost: a mana `cost` or `half_life`")
        return self


class S25khcRippleAbility(_Model):
    """s25-khc: "Ripple 4" (CR 702.60a: "When you cast this spell, you may reveal the top N cards of your library, then
    you may cast any revealed cards with the same name as this spell without paying their mana costs. Put the rest on
    the bottom of your library in any order."): a triggered ability of the spell as it becomes cast (601.2i); its
    instances trigger separately (702.60b). rules/s25khc_ripple.py."""

    kind: Literal["ripple"] = "ripple"
    count: Annotated[StrictInt, Field(ge=1, le=20)]


class S27otjaPlotAbility(_Model):
    """s27-otja: "Plot {1}{R}" (CR 702.170a): while the card is in its owner's hand, any time they have priority during
    their main phase while the stack is empty they may exile it and pay `cost` (a special action, 702.170b: the `plot`
    action); it becomes plotted. From a later turn on they may cast it from exile without paying its mana cost during
    their main phase while the stack is empty (702.170d). rules/s27otja_plot.py."""

    kind: Literal["plot"] = "plot"
    cost: Annotated[str, Field(max_length=40)]

    @field_validator("cost")
    @classmethod
    def _s27otja_valid_cost(cls, value: str) -> str:
        return _mana_cost_without_x(value, "a plot cost here is a mana cost without X, such as {1}{R}")


class S25khcForetellAbility(_Model):
    """s25-khc: "Foretell {1}{U}" (CR 702.143a): while the card is in its owner's hand, any time they have priority during
    their turn they may pay {2} and exile it face down (a special action, 116.2h: the `foretell` action); after that
    turn has ended they may cast it from exile for `cost`, an alternative cost (118.9). rules/s25khc_foretell.py."""

    kind: Literal["foretell"] = "foretell"
    cost: Annotated[str, Field(max_length=40), AfterValidator(lambda value: _check_cost(value) or value)]


class S25khcSelfCounterPumpAbility(_Model):
    """s25-khc: "~ gets +1/+1 for each age counter on it." (Earthen Goo): ~ gets `power`/`toughness` times the number of
    `counter` counters on it, counted continuously (layer 7c, CR 613.4c, 122.1). rules/s25khc_self_counter_pump.py."""

    kind: Literal["s25khc_self_counter_pump"] = "s25khc_self_counter_pump"
    counter: Literal["age"]
    power: Annotated[StrictInt, Field(ge=-100, le=100)] = 0
    toughness: Annotated[StrictInt, Field(ge=-100, le=100)] = 0


class S31modernSacrificeInsteadAbility(_Model):
    """s31-modern: "If enchanted land would be destroyed, instead sacrifice ~ and that land gains indestructible until
    end of turn." (an Aura's replacement effect, CR 614.1a): while the enchanted permanent has the card type `enchanted`,
    each destruction of it (701.8a, 704.5g-h) is replaced: the Aura is sacrificed (701.21a) and the permanent gains
    indestructible until end of turn (702.12b, 514.2). rules/s31modern_sacrifice_instead.py."""

    kind: Literal["s31modern_sacrifice_instead"] = "s31modern_sacrifice_instead"
    enchanted: Literal["land", "creature", "artifact", "enchantment", "planeswalker"] = "land"


class S30coreUntapDuringOthersAbility(_Model):
    """s30-core: "Untap all permanents [creatures, lands, artifacts] you control during each other player's untap
    step." (CR 502.3): in the untap step of each player other than its controller, its controller's permanents of
    `what` untap as the active player's do (rules/s30core_untap_during_others.py)."""

    kind: Literal["s30core_untap_during_others"] = "s30core_untap_during_others"
    what: Literal["permanent", "creature", "land", "artifact"] = "permanent"


class AssignAsThoughUnblockedAbility(_Model):
    """s31-core: "You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1b-c): blocked, the
    creature's controller may have it assign all its combat damage to the player or planeswalker it attacks, as an
    unblocked creature would (rules/combat.py: the `assign_combat_damage` action's division); without that division its
    damage goes to the creatures blocking it."""

    kind: Literal["assign_as_though_unblocked"] = "assign_as_though_unblocked"
    # "enchanted": an Aura's "Enchanted creature's controller may have it assign its combat damage as though it weren't
    # blocked." (CR 303.4: the creature it enchants)
    affected: Literal["self", "enchanted"] = Field(default="self", exclude_if=lambda value: value == "self")


class S31oldModeAbilities(_Model):
    """s31-old: one mode of `s31old_choose_mode_as_enters`: its `name` (the word chosen, "Khans") and the `abilities`
    the permanent has while that mode is chosen (CR 614.12, 607.2a)."""

    name: Annotated[str, Field(pattern=r"^[A-Z][a-z]+$", max_length=40)]
    abilities: Annotated[list[Ability], Field(min_length=1, max_length=4)]

    @field_validator("abilities")
    @classmethod
    def _s31old_no_nested_modes(cls, value: list[Any]) -> list[Any]:
        if any(isinstance(ability, (S31oldChooseModeAsEntersAbility, ClassLevelAbility)) for ability in value):
            raise ValueError("a mode's abilities can't hold another choice of modes or a class level")
        return value


class S32oldmhCastFromGraveyardAbility(_Model):
    """s32-oldmh: "During each of your turns, you may cast a Zombie creature spell from your graveyard." / "Once during
    each of your turns, you may cast an instant or sorcery spell from your graveyard. If a spell cast this way would be
    put into your graveyard, exile it instead." / "You may cast instant and sorcery spells from your graveyard." (CR
    601.3: an effect allows its controller to cast a card of `quality` from their own graveyard, at its normal timing
    and costs; 611.3a: while the permanent is on the battlefield). `once_each_turn`: during its controller's own turns
    only, one spell each turn per permanent (a new object starts afresh, CR 400.7); `exile_instead`: the spell cast this
    way is exiled instead of being put into its owner's graveyard (CR 614.1a). rules/s32oldmh_graveyard_permission.py."""

    kind: Literal["s32oldmh_cast_from_graveyard"] = "s32oldmh_cast_from_graveyard"
    quality: CardQuality
    once_each_turn: Flag = Field(default=False, exclude_if=lambda value: not value)
    exile_instead: Flag = Field(default=False, exclude_if=lambda value: not value)


class S31oldChooseModeAsEntersAbility(_Model):
    """s31-old: "As ~ enters, choose Khans or Dragons. • Khans — <ability> • Dragons — <ability>" (the Sieges; CR 614.12:
    a replacement effect that makes a choice as the permanent enters; 607.2a: the abilities linked to that choice). The
    choice is the entering action's `choices.s31old_chosen_mode` (one of the `modes`' names; default: the first), kept
    as the permanent's `s31old_chosen_mode`; the permanent has the chosen mode's abilities after all its own
    (`CardDefinition.s31old_at_mode`) and never the other mode's. rules/s31old_choose_mode.py."""

    kind: Literal["s31old_choose_mode_as_enters"] = "s31old_choose_mode_as_enters"
    modes: Annotated[list[S31oldModeAbilities], Field(min_length=2, max_length=2)]

    @field_validator("modes")
    @classmethod
    def _s31old_distinct_names(cls, value: list[Any]) -> list[Any]:
        if len({mode.name for mode in value}) != len(value):
            raise ValueError("the modes' names differ")
        return value


class S32coreGraveyardInsteadAbility(_Model):
    """s32-core: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
    instead." (`cards` "self") / "If a card [or token] would be put into an opponent's [your, a] graveyard from
    anywhere, exile it instead." (`cards` "opponents" / "yours" / "all", `tokens` for "or token"): a replacement effect
    (CR 614.1a, 614.6) on every move to a graveyard. rules/s32core_graveyard_instead.py."""

    kind: Literal["s32core_graveyard_instead"] = "s32core_graveyard_instead"
    cards: Literal["self", "opponents", "yours", "all"]
    tokens: Flag = Field(default=False, exclude_if=lambda value: not value)

    @model_validator(mode="after")
    def _s32core_tokens_of_others(self) -> S32coreGraveyardInsteadAbility:
        if self.tokens and self.cards == "self":
            raise ValueError("`s32core_graveyard_instead`: `tokens` goes with the cards of a graveyard, not `self`")
        return self


class S32mbMaxSpeedAbility(_Model):
    """s32-mb: "Max speed — <ability>" (CR 702.178a: "As long as you have max speed, this object has '<ability>'"; max
    speed is a speed of 4, 702.179e). On the battlefield the permanent has the ability, at this ability's index, only
    while its controller's speed is 4 (`CardDefinition.s32mb_at_max_speed`); otherwise the index holds nothing the
    rules read. rules/s32mb_speed.py."""

    kind: Literal["max_speed"] = "max_speed"
    abilities: Annotated[list[Ability], Field(min_length=1, max_length=1)]

    @field_validator("abilities")
    @classmethod
    def _s32mb_plain_ability(cls, value: list[Any]) -> list[Any]:
        if any(isinstance(ability, (S32mbMaxSpeedAbility, S31oldChooseModeAsEntersAbility, ClassLevelAbility))
               for ability in value):
            raise ValueError("a max speed ability can't hold another max speed ability, a choice of modes or a level")
        return value


class S35mkmSolvedAbility(_Model):
    """s35-mkm: "Solved — <ability>" (CR 702.169a-d, 719.3c): on the battlefield the Case has the ability, at this
    ability's index, only while it is solved (`Permanent.s35mkm_solved`, `CardDefinition.s35mkm_at_solved`); otherwise
    the index holds nothing the rules read. rules/s35mkm_cases.py."""

    kind: Literal["s35mkm_solved"] = "s35mkm_solved"
    abilities: Annotated[list[Ability], Field(min_length=1, max_length=1)]

    @field_validator("abilities")
    @classmethod
    def _s35mkm_plain_ability(cls, value: list[Any]) -> list[Any]:
        if any(isinstance(ability, (S35mkmSolvedAbility, S32mbMaxSpeedAbility, S31oldChooseModeAsEntersAbility,
                                    ClassLevelAbility)) for ability in value):
            raise ValueError("a Solved ability can't hold another Solved or max speed ability, a choice of modes or a level")
        return value


Ability = Annotated[
    ManaAbility | ActivatedAbility | EtbCountersAbility | CostReductionAbility | TriggeredAbility
    | ExileForBackFaceAbility | TappedForManaTrigger | ManaReplacementAbility | SpellAbility | StaticPumpAbility
    | EntersTappedAbility | PtEqualToCountAbility | EnchantAbility | AttachedPumpAbility | StaticPreventionAbility
    | StepTriggerAbility | CastTriggerAbility | StateTriggerAbility | DoesntUntapAbility | SkipUntapStepsAbility
    | ChooseOpponentAbility | UntapLimitAbility | MaximumHandSizeAbility | GrantStepTriggerAbility
    | ManaTriggerAbility
    | MayChooseNotToUntapAbility | AttachedAttacksAsThoughHasteAbility
    | ExtraTargetCostAbility | XManaRestrictionAbility
    | CantBeBlockedExceptByAbility | CantBeBlockedByAbility | CantBlockAbility | BecomesCreatureAbility
    | OpponentsEnterTappedAbility | ControlEnchantedAbility | CantAttackUnlessAbility | AttachedCountPumpAbility
    | CostIncreaseAbility | AttackCostAbility
    | LoyaltyAbility | ChapterAbility | EntersAsCopyAbility
    | EquipAbility | CantBeCounteredAbility | AdditionalCostAbility | CantBeBlockedByMoreThanAbility
    | KickerAbility | FlashbackAbility | CyclingAbility | CrewAbility | OffspringAbility | GiftAbility
    | HarmonizeAbility  # s34-tdm
    | ClassLevelAbility | ClassBecomesLevelAbility | ExpendTriggerAbility | LifeTriggerAbility
    | UnblockableAbility | CantAttackOrBlockAbility
    | NinjutsuAbility
    | UnblockableAbility | CantAttackOrBlockAbility
    | NoMaximumHandSizeAbility
    | UnblockableAbility | CantAttackOrBlockAbility
    | SelfCostReductionAbility | SpellsCostLessAbility | SelfCantBlockAbility
    | UnblockableAbility | CantAttackOrBlockAbility
    | AttachedCantBeBlockedAbility | AttacksAsThoughNoDefenderAbility
    | ChooseAsEntersAbility
    | DamageIncreaseAbility
    | ChooseAsEntersAbility
    | PlayLandsFromGraveyardAbility
    | ChooseAsEntersAbility
    | SelfCostReductionIfTargetsAbility
    | AdditionalLandPlayAbility
    | CastAsThoughFlashAbility
    | ForageOrManaCostAbility
    | OthersEnterWithCountersAbility
    | AttacksEachCombatAbility | CantAttackOrBlockAloneAbility | CanBlockOnlyAbility
    | SelfCostReductionThisTurnAbility  # s15-records
    | BeginGameOnBattlefieldAbility  # s15-library
    | ReconfigureAbility  # s15-neo
    | ExiledInsteadOfDyingAbility  # s15-r2neob
    | DayAsEntersAbility  # s16-transform
    | PlayerHexproofAbility | GrantManaAbilityAbility  # s16-lands
    | RiotAbility | AscendAbility | TrainingAbility | ExploitAbility  # s16-kwc
    | EscapeAbility  # s16-kws
    | AlternativeCostAbility  # s16-kws
    | SacrificeOrManaCostAbility  # s16-kws
    | SelfCountPumpAbility  # s16-neo2
    | CrewsAsThoughPowerGreaterAbility  # s16-neo2
    | DisturbAbility  # s17-dfc
    | LifeGainIncreaseAbility  # s17-core
    | EtbCounterChoiceAbility  # s17-tailf
    | GrantTriggeredAbility  # s17-grant
    | CantAttackUnlessYouControlAbility  # s17-m2y
    | LinkedAttachedLosesAllAbilitiesAbility  # s17-linked
    | TopOfLibraryAbility  # s18-castfree
    | OpponentsCastOnlyAsSorceryAbility  # s18-castfree
    | CastFromHandWithoutPayingAbility | CantPlayFromHandAbility  # s18-castfree
    | DamageMultiplierAbility  # s18-m21
    | LoyaltyAsInstantEnteredThisTurnAbility  # s18-neoa
    | GrantActivatedAbility  # s19-granted
    | CastFromExiledWithAbility  # s19-impulse
    | RoomAbilitiesTriggerAdditionalTimeAbility  # s19-venture
    | AttachedCounterPumpAbility  # s19-neoa
    | ExileFromHandCostReductionAbility  # s19-neob
    | NinjutsuCostReductionAbility  # s20-neob
    | ToughnessCombatDamageAbility  # s20-combat
    | LureAbility  # s20-combat
    | MustBeBlockedAbility  # s20-combat
    | BlocksEachCombatAbility  # s20-combat
    | AdditionalBlockAbility  # s20-combat
    | SelfGreatestPowerPumpAbility  # s20-m21
    | CountersStateTriggerAbility  # s20-m21
    | OneSpellEachTurnAbility  # s20-m20
    | TapOrManaCostAbility  # s20-neoa
    | AttachedBasePowerToughnessAbility  # s20-neoa
    | AttachedCantActivateAbility | AttachedCantCrewAbility  # s20-neoa
    | CostPerTargetAbility  # s20-neoa
    | CastTargetTappedAbility  # s21-m21
    | MoreModesIfAbility  # s21-neob
    | CantGainLifeAbility  # s21-ete
    | DamageCantBePreventedAbility  # s23-c11
    | EscalateAbility  # s24-emn
    | GroupCantActivateAbility  # s24-mh1
    | SuspendAbility  # s24-mh1
    | MorphAbility  # s24-khans
    | SpellsYouCastHaveCascadeAbility  # s24-mh1
    | SpellsHaveImproviseAbility  # s24-kal
    | ExertAsAttacksAbility  # s24-hou
    | EntwineAbility  # s24-mh2
    | CantBeTargetedByAbility  # s24-core
    | CantLoseGameAbility  # s24-core
    | S25coreCantCastSpellsAbility  # s25-core
    | RevealOrManaCostAbility  # s25-stda
    | VanishingAbility  # s25-tsr
    | BuybackAbility  # s25-tsr
    | S25khcRecoverAbility  # s25-khc
    | S25khcRippleAbility  # s25-khc
    | S25khcForetellAbility  # s25-khc
    | S25khcSelfCounterPumpAbility  # s25-khc
    | S25mhEmbalmAbility  # s25-mh
    | S26mhCastSelfFromGraveyardAbility  # s26-mh
    | S26stdNotCreatureBelowDevotionAbility  # s26-std
    | S26stdDeckCopiesAbility  # s26-std
    | S26stdCounterPreventionAbility  # s26-std
    | S27otjaPlotAbility  # s27-otja
    | SaddleAbility  # s27-otjb
    | S27mechDredgeAbility  # s27-mech
    | S30oldEmptyDrawWinsAbility  # s30-old
    | S30coreUntapDuringOthersAbility  # s30-core
    | AssignAsThoughUnblockedAbility  # s31-core
    | S31modernSacrificeInsteadAbility  # s31-modern
    | S31cmdLandsAreAbility  # s31-cmd
    | S31cmdCreaturesCantAttackAbility  # s31-cmd
    | S32stdaEnteringNoTriggersAbility  # s32-stda
    | ChosenNameCantActivateAbility  # s31-mh
    | S31oldChooseModeAsEntersAbility  # s31-old
    | S32oldmhCastFromGraveyardAbility  # s32-oldmh
    | S32coreGraveyardInsteadAbility  # s32-core
    | S32mbMaxSpeedAbility  # s32-mb
    | S33dskImpendingAbility  # s33-dsk
    | S34mkmAbilitiesCostLessAbility  # s34-mkm
    | S35ltrBlockedByAtLeastAbility  # s35-ltr
    | S35mkmSolvedAbility  # s35-mkm
    | S35stdTokenDoublerAbility  # s35-std
    | S35stdMoreCountersAbility  # s35-std
    | S35stdAdditionalTokenAbility,  # s35-std
    Field(discriminator="kind"),
]

# Abilities whose effect on characteristics depends on other objects (see `reads_other_objects`).
_READS_OTHER_OBJECTS = (StaticPumpAbility, PtEqualToCountAbility, AttachedPumpAbility, BecomesCreatureAbility,
                        AttachedCountPumpAbility,
                        LinkedAttachedLosesAllAbilitiesAbility)  # s17-linked
_WITH_EFFECT = (ActivatedAbility, TriggeredAbility, TappedForManaTrigger, SpellAbility, StepTriggerAbility,
                CastTriggerAbility, StateTriggerAbility, LoyaltyAbility, ChapterAbility, ClassBecomesLevelAbility,
                ExpendTriggerAbility, LifeTriggerAbility)


# --- the card ------------------------------------------------------------------------------


# `*`: power or toughness defined by a characteristic-defining ability (CR 208.2a). Described as a
# string with a pattern rather than a constant: client generators read `integer | const` unions badly.
Star = Annotated[Literal["*"], WithJsonSchema({"type": "string", "pattern": r"^\*$"})]


_PLAIN_ACTIVATED_KEYS = frozenset({"kind", "cost", "effect", "other_costs"})


def _as_mana_ability(ability: Any) -> Any:
    """An `activated` ability meeting CR 605.1a as the `mana` ability it is; anything else as given."""
    if type(ability) is not dict or ability.get("kind") != "activated" or not set(ability) <= _PLAIN_ACTIVATED_KEYS:
        return ability
    effect = ability.get("effect")
    if type(effect) is not dict or effect.get("kind") != "add_mana" or set(effect) - {"kind", "mana", "times"} \
            or effect.get("times", 1) != 1 or type(effect.get("mana")) is not str or type(ability.get("cost")) is not str:
        return ability
    try:
        produced = parse_mana_production(effect["mana"])
    except MalformedManaCost:
        return ability  # refused with its own message as an activated ability
    if not produced:
        return ability
    mana: dict[str, Any] = {"kind": "mana", "cost": ability["cost"], "add": effect["mana"]}
    if ability.get("other_costs"):
        mana["other_costs"] = ability["other_costs"]
    return mana


class CardDefinition(_Model):
    """One card face (and, through `back_face`, a transforming double-faced card, CR 712).

    `colors` is a color indicator (CR 204); when absent, colors come from the mana cost
    (CR 202.2). `keywords` come from the CR 702 vocabulary of app/engine/keywords.py, in canonical
    form (`flying`, `first_strike`, `protection:red`, `hexproof:black`, `ward:{2}`, `swampwalk`,
    `daybound`, `banding`, `morph`, ...); "First Strike" or "Protection from red" are read as such.
    In a request's inline definitions an unknown keyword is refused (design.md §9).
    """

    name: str = Field(min_length=1)
    mana_cost: str | None = None
    colors: list[Color] | None = None
    types: list[CardType] = empty_list()
    supertypes: list[str] = empty_list()
    subtypes: list[str] = empty_list()
    power: Int | Star | None = None
    toughness: Int | Star | None = None
    keywords: list[KeywordText] = empty_list()
    negamorph_cost: str | None = None
    back_face: CardDefinition | None = None
    abilities: list[Ability] = empty_list()
    # A planeswalker's printed loyalty (CR 306.5a): it enters with that many loyalty counters
    # (306.5b, rules/loyalty.py). Left out of answers when None.
    loyalty: NonNegative | None = Field(default=None, exclude_if=_no_value)
    # Multi-faced cards (design.md §10 "Layouts"; docs/layouts.md): the layout and its two faces,
    # each a definition. With `faces`, the card's characteristics outside the stack and the
    # battlefield are derived from them (`_derive_from_faces`); left out of answers when None.
    layout: Layout | None = Field(default=None, exclude_if=when_none)
    faces: list[CardDefinition] | None = Field(default=None, exclude_if=when_none)
    # s26-cmda: the card's color identity (CR 903.4), given when its rules text shows mana symbols of colors its mana
    # cost and color indicator don't (the reader gives it for a legendary card); when None it is derived from the
    # definition (rules/s26cmda_commander.py). Used only for a commander's color identity.
    color_identity: list[Color] | None = Field(default=None, max_length=5, exclude_if=when_none)

    @field_validator("abilities", mode="before")
    @classmethod
    def _mana_abilities_by_605_1a(cls, value: Any) -> Any:
        """CR 605.1a: an activated ability with no target that could add mana and isn't a loyalty
        ability is a mana ability, whatever its cost ("Sacrifice ~: Add {R}{R}."): given as
        `activated` with a plain `add_mana` effect, it is read as `mana` (no stack, it can pay for
        a spell, 605.3)."""
        if type(value) is not list:
            return value
        return [_as_mana_ability(ability) for ability in value]

    @field_validator("mana_cost", "negamorph_cost")
    @classmethod
    def _valid_cost(cls, value: str | None) -> str | None:
        return _check_cost(value)

    @model_validator(mode="after")
    def _derive_from_faces(self) -> CardDefinition:
        """A multi-faced card's own characteristics, from its faces (CR 712.8a, 715.4, 709.4)."""
        if self.faces is None and self.layout is None:
            return self  # most cards
        for name, value in derived_characteristics(self).items():
            if name in self.model_fields_set and getattr(self, name) != value:
                raise ValueError(f"{self.name!r} has layout {self.layout!r}: its {name} comes from its faces "
                                 "(give it on each face, not on the card)")
            self.__dict__[name] = value
        return self

    def face_definition(self, face: str | None) -> CardDefinition:
        """The definition of one face of this card (`face` as `cast` takes it; None: the face it
        has without a choice). A card without faces is its own (only) face."""
        faces = self.faces
        if faces is None or self.layout == "transform":
            return self
        if face == "fused":
            return _fused(self)
        if face in ("back", "adventure", "right"):
            return faces[1]
        if face in ("front", "left") or self.layout != "split":
            return faces[0]
        return self  # a split card as a whole (CR 709.4)

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    def s34dsk_is_room(self) -> bool:
        """s34-dsk: a split card whose halves are permanents (a Room: CR 709.5, a shared type line)."""
        faces = self.faces
        return (self.layout == "split" and faces is not None
                and all(not _S34DSK_PERMANENT_TYPES.isdisjoint(face.types) for face in faces))

    def s34dsk_doors_face(self, unlocked: Sequence[str] | None) -> CardDefinition:
        """s34-dsk: a Room permanent with these unlocked designations (CR 709.5, 709.5c): without a half's designation it
        has neither that half's name, nor its mana cost, nor its rules text. One door: that half; both: the halves
        combined (as a fused split card's, 702.102c: both names, the mana costs added, the left half's abilities then
        the right's); none: only the shared type line (no name, no mana cost, so colorless, 202.2, no
        abilities)."""
        doors = sorted(set(unlocked or ()))  # a door named twice is one designation
        if len(doors) == 2:
            return _fused(self)
        if doors:
            return self.face_definition(doors[0])
        found = _S34DSK_LOCKED.get(id(self))
        if found is not None and found[0] is self:
            return found[1]
        assert self.faces is not None
        locked = self.faces[0].model_copy(update={
            "name": "", "mana_cost": None, "colors": None, "abilities": [], "keywords": [],
            "types": list(self.types), "supertypes": list(self.supertypes), "subtypes": list(self.subtypes)})
        if len(_S34DSK_LOCKED) >= 1024:
            _S34DSK_LOCKED.clear()
        _S34DSK_LOCKED[id(self)] = (self, locked)
        return locked

    def class_levels(self) -> list[ClassLevelAbility]:
        """The levels of a Class card (CR 716), in order; none for any other card."""
        return [ability for ability in self.abilities if isinstance(ability, ClassLevelAbility)]

    def s31old_at_mode(self, mode: str | None) -> CardDefinition:
        """s31-old: this face as a permanent whose `s31old_choose_mode_as_enters` chose `mode` (CR 614.12, 607.2a): the
        chosen mode's abilities follow all the card's own (so their indexes are the same for either mode); an unknown
        or absent mode adds none. Kept per definition and mode (definitions are never changed)."""
        chooser = next((a for a in self.abilities if isinstance(a, S31oldChooseModeAsEntersAbility)), None)
        chosen = next((m for m in chooser.modes if m.name == mode), None) if chooser is not None else None
        if chosen is None:
            return self
        memo = _S31OLD_MODE_FACES.get(id(self))
        if memo is None or memo[0] is not self:
            if len(_S31OLD_MODE_FACES) >= 4096:
                _S31OLD_MODE_FACES.clear()
            memo = _S31OLD_MODE_FACES[id(self)] = (self, {})
        face = memo[1].get(chosen.name)
        if face is None:
            face = memo[1][chosen.name] = self.model_copy(update={"abilities": [*self.abilities, *chosen.abilities]})
        return face

    def s32mb_max_speed_abilities(self) -> list[Any]:
        """s32-mb: the abilities of its "Max speed — <ability>" lines (CR 702.178a; none for most cards)."""
        return [a for held in self.abilities if isinstance(held, S32mbMaxSpeedAbility) for a in held.abilities]

    def s32mb_at_max_speed(self) -> CardDefinition:
        """s32-mb: this face as a permanent whose controller has max speed has it (CR 702.178a, 702.179e): each
        `max_speed` ability is replaced by the ability it holds, at the same index. Kept per definition."""
        return held_abilities_face(self, S32mbMaxSpeedAbility, _S32MB_MAX_SPEED_FACES)

    def s35mkm_solved_abilities(self) -> list[Any]:
        """s35-mkm: the abilities of its "Solved — <ability>" lines (CR 702.169; none for most cards)."""
        return [a for held in self.abilities if isinstance(held, S35mkmSolvedAbility) for a in held.abilities]

    def s35mkm_at_solved(self) -> CardDefinition:
        """s35-mkm: this Case face as a solved permanent has it (CR 719.3c, 702.169a-d): each `s35mkm_solved` ability is
        replaced by the ability it holds, at the same index. Kept per definition."""
        return held_abilities_face(self, S35mkmSolvedAbility, _S35MKM_SOLVED_FACES)

    def s31old_mode_abilities(self) -> list[Any]:
        """s31-old: the abilities of every mode of its `s31old_choose_mode_as_enters` (none for most cards)."""
        return [a for chooser in self.abilities if isinstance(chooser, S31oldChooseModeAsEntersAbility)
                for mode in chooser.modes for a in mode.abilities]

    def at_class_level(self, level: int) -> CardDefinition:
        """This Class face as a permanent of `level` has it (CR 716.2a, 716.2d): each `class_level`
        ability becomes the activated ability "{cost}: this Class's level becomes N" at the same
        index, and the abilities of each level up to `level` follow all the others, level by level
        (so an ability's index is the same at every level that has it). Kept per definition and level
        (definitions are never changed)."""
        memo = _CLASS_FACES.get(id(self))
        if memo is None or memo[0] is not self:
            if len(_CLASS_FACES) >= 4096:
                _CLASS_FACES.clear()
            memo = _CLASS_FACES[id(self)] = (self, {})
        face = memo[1].get(level)
        if face is None:
            abilities: list[Any] = []
            gained: list[Any] = []
            for ability in self.abilities:
                if isinstance(ability, ClassLevelAbility):
                    abilities.append(ActivatedAbility(cost=ability.cost, effect=ClassLevelUpEffect(level=ability.level),
                                                      then_effects=[]))
                    if ability.level <= level:
                        gained.extend(ability.abilities)
                else:
                    abilities.append(ability)
            face = memo[1][level] = self.model_copy(update={"abilities": [*abilities, *gained]})
        return face

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords

    def abilities_of(self, kind: type[Any]) -> list[Any]:
        return [ability for ability in self.abilities if isinstance(ability, kind)]

    def without_abilities(self) -> bool:
        """Whether no face of this card has an ability (most cards, a plain back face included):
        the rules asking about a card's abilities answer at once for such a card."""
        back = self.back_face
        return (not self.abilities and (back is None or (not back.abilities and back.back_face is None))
                and (self.faces is None or not any(face.abilities for face in self.faces)))

    def undefined_power_toughness(self) -> str | None:
        """Why this face, a creature, has no power or toughness the engine can know (CR 208.2,
        604.3), or None. `*` needs a characteristic-defining ability the engine models."""
        if (type(self.power) is int and type(self.toughness) is int) or CardType.CREATURE not in self.types:
            return None  # the common case first: this runs for every permanent of a posted state
        defined = {"power": False, "toughness": False}
        for ability in self.abilities_of(PtEqualToCountAbility):
            for part in ("power", "toughness"):
                defined[part] = defined[part] or ability.sets in (part, "both")
        for part in ("power", "toughness"):
            value = getattr(self, part)
            if value is None:
                return (f"{self.name!r} is a creature with no {part} given: if an ability defines it, the engine "
                        f"does not model that ability (give a number, or '*' with a pt_equal_to_count ability)")
            if value == "*" and not defined[part]:
                return (f"{self.name!r} has {part} '*': its {part} is defined by an ability the engine does not "
                        "model (a pt_equal_to_count ability setting it is needed)")
        return None

    def reads_other_objects(self) -> bool:
        """Whether this card's abilities make characteristics depend on other objects (a static
        pump, a characteristic-defining ability): games with such a card can't reuse computed
        characteristics. Includes its back face and the tokens its effects create."""
        if self.faces is not None and any(face.reads_other_objects() for face in self.faces):
            return True
        if not self.abilities and self.back_face is None:  # most cards: decided at once
            return self.power == "*" or self.toughness == "*"
        for ability in self.abilities:
            if isinstance(ability, _READS_OTHER_OBJECTS):
                return True
            if isinstance(ability, ClassLevelAbility) and any(  # a level's abilities (CR 716.2d)
                    isinstance(gained, _READS_OTHER_OBJECTS) for gained in ability.abilities):
                return True
            if isinstance(ability, S32mbMaxSpeedAbility | S35mkmSolvedAbility):  # s32-mb: its controller's speed
                return True  # (702.178a); s35-mkm: whether it is solved (719.3c)
            if isinstance(ability, S31oldChooseModeAsEntersAbility) and any(  # s31-old: a mode's abilities
                    isinstance(gained, _READS_OTHER_OBJECTS) for mode in ability.modes for gained in mode.abilities):
                return True
            effect = ability.effect if isinstance(ability, _WITH_EFFECT) else None
            if isinstance(effect, CreateTokenEffect) and isinstance(effect.token, CardDefinition) \
                    and effect.token.reads_other_objects():
                return True
        return (self.power == "*" or self.toughness == "*"
                or (self.back_face is not None and self.back_face.reads_other_objects()))


# --- layouts (design.md §10; docs/layouts.md) --------------------------------------------------

# The faces each layout may be cast (or played) with; None: no face given.
LAYOUT_FACES: dict[str | None, tuple[str | None, ...]] = {
    None: (None, "front"),
    "normal": (None, "front"),
    "transform": (None, "front"),
    "modal_dfc": (None, "front", "back"),
    "adventure": (None, "front", "adventure"),
    "split": ("left", "right", "fused"),
}
_MULTI_FACED = frozenset({"transform", "modal_dfc", "adventure", "split"})
_FROM_THE_FRONT = ("mana_cost", "colors", "types", "supertypes", "subtypes", "power", "toughness", "keywords",
                   "abilities")


def _union(*lists: list[Any]) -> list[Any]:
    return list(dict.fromkeys(item for items in lists for item in items))


def _combined_cost(left: str | None, right: str | None) -> str | None:
    return (left or "") + (right or "") or None


def derived_characteristics(card: CardDefinition) -> dict[str, Any]:
    """What a card with `faces` is outside the stack and the battlefield: its front face's
    characteristics for a modal double-faced card (CR 712.8a) and an adventurer card (715.4, its
    creature), both halves' combined for a split card (709.4: the mana costs added, so the mana
    value is the total). Refuses faces a layout doesn't have."""
    faces, layout = card.faces, card.layout
    if faces is None:
        if layout in _MULTI_FACED and not (layout == "transform" and card.back_face is not None):
            raise ValueError(f"{card.name!r} has layout {layout!r} but no `faces`: give its two faces")
        return {}
    if layout not in _MULTI_FACED:
        raise ValueError(f"{card.name!r} has `faces` but layout {layout!r}: faces need the layout transform, "
                         "modal_dfc, adventure or split")
    if len(faces) != 2:
        raise ValueError(f"{card.name!r}: a {layout} card has exactly two faces, not {len(faces)}")
    for face in faces:
        if face.faces is not None or face.layout is not None or face.back_face is not None:
            raise ValueError(f"{card.name!r}: a face ({face.name!r}) can't have faces, a layout or a back face")
    front, back = faces
    s24hou_aftermath_problem(card, front, back)  # s24-hou: aftermath on a split card's right half only (CR 702.127a)
    if layout == "adventure" and not ({CardType.INSTANT, CardType.SORCERY} & set(back.types)):
        raise ValueError(f"{card.name!r}: an Adventure (the second face, {back.name!r}) is an instant or a sorcery "
                         "(CR 715.2)")
    if layout != "split":
        values = {name: getattr(front, name) for name in _FROM_THE_FRONT}
        values["back_face"] = back if layout == "transform" else None
        return values
    colors = None
    if front.colors is not None or back.colors is not None:
        colors = _union(*(face.colors if face.colors is not None else [Color(c) for c in _cost_colors(face)]
                          for face in faces))
    return {
        "mana_cost": _combined_cost(front.mana_cost, back.mana_cost),
        "colors": colors,
        "types": _union(front.types, back.types),
        "supertypes": _union(front.supertypes, back.supertypes),
        "subtypes": _union(front.subtypes, back.subtypes),
        "power": None,
        "toughness": None,
        "keywords": _union(front.keywords, back.keywords),
        "abilities": [],
        "back_face": None,
    }


def _cost_colors(face: CardDefinition) -> list[str]:
    return list(parse_mana_cost(face.mana_cost).colors) if face.mana_cost else []


# Fused split spells (CR 702.102c) built on demand, by the split card's id (the card kept with
# its spell, so the id stays its own); emptied past a bound.
_FUSED: dict[int, tuple[CardDefinition, CardDefinition]] = {}
# s34-dsk: a Room with both doors locked, by its card (CardDefinition.s34dsk_doors_face)
_S34DSK_LOCKED: dict[int, tuple[CardDefinition, CardDefinition]] = {}
_S34DSK_PERMANENT_TYPES = frozenset({CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT,
                                     CardType.LAND, CardType.PLANESWALKER})


def _fused(card: CardDefinition) -> CardDefinition:
    """A fused split spell: both halves' characteristics combined (CR 702.102c), the left half's
    instructions then the right half's (702.102d)."""
    found = _FUSED.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    assert card.faces is not None
    left, right = card.faces
    fused = CardDefinition(
        name=f"{left.name} // {right.name}", mana_cost=card.mana_cost, colors=card.colors, types=list(card.types),
        supertypes=list(card.supertypes), subtypes=list(card.subtypes), keywords=list(card.keywords),
        abilities=[*left.abilities, *right.abilities])
    if len(_FUSED) >= 1024:
        _FUSED.clear()
    _FUSED[id(card)] = (card, fused)
    return fused



# --- s13-pw: emblems (CR 114; rules/emblems.py) -----------------------------------------------------

class SpellsYouCastHaveAbility(_Model):
    """s14-copies: an emblem's "Instant and sorcery spells you cast have storm." (Ral, Crackling Wit;
    CR 114.4, 702.40a): each instant or sorcery spell the emblem's owner casts has storm as it is
    cast, so its storm trigger copies it once for each other spell cast before it this turn.
    rules/storm.py."""

    kind: Literal["spells_you_cast_have"] = "spells_you_cast_have"
    keyword: Literal["storm"] = "storm"
    spells: Literal["instant_or_sorcery"] = "instant_or_sorcery"


EmblemAbility = Annotated[
    StepTriggerAbility | StaticPumpAbility
    | SpellsYouCastHaveAbility,
    Field(discriminator="kind"),
]

# The anthems an emblem's static ability may have: about the creatures of its owner, of the owner's
# opponents, or all of them; never "other" (an emblem is no creature) nor "self".
_EMBLEM_AFFECTED = ("creatures_you_control", "all_creatures", "creatures_opponents_control")


def emblem_ability_problem(ability: Any) -> str | None:
    """Why an ability can't be an emblem's here (it would name a source permanent), or None."""
    if isinstance(ability, SpellsYouCastHaveAbility):  # s14-copies: about spells, no permanent
        return None
    if isinstance(ability, StaticPumpAbility):
        if ability.affected not in _EMBLEM_AFFECTED or ability.of_the_chosen is not None:
            return f"an emblem's static ability can't affect {ability.affected!r} (an emblem is no permanent)"
        return None
    if isinstance(ability, StepTriggerAbility):
        if ability.whose not in ("yours", "each") or ability.condition in ("source_untapped", "source_tapped"):
            return "an emblem's triggered ability can't depend on a source permanent"
        if effect_target(ability.effect) is not None:
            return "an emblem's triggered ability can't target (its targets would be chosen for no permanent)"
        return None
    return "an emblem's ability is a step trigger, a static pump or 'spells you cast have storm'"



_SACRIFICE_SELF = {"kind": "sacrifice_self"}
# CR 111.10: each predefined token is a colorless artifact with the subtype of its name and this ability;
# its name is that subtype followed by "Token" (CR 111.4).
_PREDEFINED_ABILITIES: dict[str, dict[str, Any]] = {
    # 111.10a "{T}, Sacrifice this artifact: Add one mana of any color." (a mana ability, 605.1a)
    "Treasure": {"kind": "mana", "cost": "{T}", "add": "any_color", "other_costs": [_SACRIFICE_SELF]},
    # 111.10b "{2}, {T}, Sacrifice this artifact: You gain 3 life."
    "Food": {"kind": "activated", "cost": "{2}{T}", "other_costs": [_SACRIFICE_SELF],
             "effect": {"kind": "gain_life", "amount": 3, "player": "you"}},
    # 111.10c "{2}, Sacrifice this artifact: Draw a card."
    "Clue": {"kind": "activated", "cost": "{2}", "other_costs": [_SACRIFICE_SELF],
             "effect": {"kind": "draw", "amount": 1}},
    # 111.10g "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
    "Blood": {"kind": "activated", "cost": "{1}{T}", "other_costs": [{"kind": "discard"}, _SACRIFICE_SELF],
              "effect": {"kind": "draw", "amount": 1}},
    # 111.10c "Sacrifice this artifact: Add one mana of any color." (a mana ability without {T})
    "Gold": {"kind": "mana", "cost": "", "add": "any_color", "other_costs": [_SACRIFICE_SELF]},
}
_PREDEFINED_DEFINITIONS: dict[str, CardDefinition] = {
    name: CardDefinition.model_validate({"name": f"{name} Token", "colors": [], "types": ["Artifact"],
                                         "subtypes": [name],
                                         "abilities": [ability]})
    for name, ability in _PREDEFINED_ABILITIES.items()
}


def predefined_token(name: str) -> CardDefinition:
    """The definition of a predefined token (CR 111.10), by its name ("Treasure", "Food", ...)."""
    return _PREDEFINED_DEFINITIONS[name]
# Class faces by level (`CardDefinition.at_class_level`), by definition identity.
_CLASS_FACES: dict[int, tuple[CardDefinition, dict[int, CardDefinition]]] = {}
# s31-old: faces by chosen mode (`CardDefinition.s31old_at_mode`), by definition identity.
_S31OLD_MODE_FACES: dict[int, tuple[CardDefinition, dict[str, CardDefinition]]] = {}
# s32-mb: faces at max speed (`CardDefinition.s32mb_at_max_speed`), by definition identity.
_S32MB_MAX_SPEED_FACES: dict[int, tuple[CardDefinition, CardDefinition]] = {}
# s35-mkm: solved Case faces (`CardDefinition.s35mkm_at_solved`), by definition identity.
_S35MKM_SOLVED_FACES: dict[int, tuple[CardDefinition, CardDefinition]] = {}


def held_abilities_face(definition: CardDefinition, holder: type[S32mbMaxSpeedAbility | S35mkmSolvedAbility],
                        memo: dict[int, tuple[CardDefinition, CardDefinition]]) -> CardDefinition:
    """s35-mkm (shared with s32-mb): the face with each `holder` ability ("Max speed — <ability>", "Solved — <ability>")
    replaced by the ability it holds, at the same index; the definition itself when it has none. Kept in `memo` by
    definition identity (at most 4096 faces)."""
    if not any(isinstance(a, holder) for a in definition.abilities):
        return definition
    found = memo.get(id(definition))
    if found is None or found[0] is not definition:
        if len(memo) >= 4096:
            memo.clear()
        abilities = [a.abilities[0] if isinstance(a, holder) else a for a in definition.abilities]
        found = memo[id(definition)] = (definition, definition.model_copy(update={"abilities": abilities}))
    return found[1]
# No model_rebuild() here: the models whose fields name classes declared after them (CreateTokenEffect,
# ModalEffect, SpellAbility, ...) resolve those names when first used (`defer_build`, see _Model); a
# rebuild here would build their validators at import, in every worker (tests/unit/test_deferred_models.py).


# --- s14-forage ---------------------------------------------------------------------------
# "This ability triggers only once each turn." also on the life-change triggers, whose detector
# (rules/life_change_triggers.py) applies the pending-trigger filters itself
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"you_gain_or_lose_life", "you_lose_life", "you_forage"}
# s21-inn: "Whenever you discard one or more cards, ... This ability triggers only once each turn." (CR 603.2c, 701.9a)
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"you_discards"}


# --- s15-records ------------------------------------------------------------------------------


def records_condition_fields(condition: RiderCondition) -> RiderCondition:
    """A `this_turn` condition (rules/turn_records.py) names its `record`; `spec` only for "died"; `who`
    only for the life and spell records; nothing of the other kinds' fields."""
    if condition.kind != "this_turn" or condition.record is None:
        raise ValueError("`record` and `who` go with the condition kind 'this_turn', which needs a `record`")
    if condition.specs or condition.life or condition.quantity:
        raise ValueError("a 'this_turn' condition has no `specs`, `life` or `quantity`")
    if condition.record is not None and condition.record.startswith("cast_") and (
            condition.number is not None or condition.who is not None):  # s31-stda
        raise ValueError(f"the record {condition.record!r} has no `number` or `who` (a spell of that quality you cast)")
    if condition.spec is not None and condition.record not in ("died", "put_into_your_hand", "put_into_your_graveyard",
                                                                "left_battlefield", "entered"):  # s24-kal, s33-wmk
        raise ValueError("`spec` goes with the records 'died', 'put_into_your_hand', 'put_into_your_graveyard', "
                         "'left_battlefield' and 'entered'")
    if condition.record in ("left_battlefield", "entered") and condition.who != "you":  # s24-kal: revolt; s33-wmk
        raise ValueError(f"the record {condition.record!r} needs `who` \"you\" (under your control)")
    if condition.who is not None and condition.record in ("cards_drawn", "put_into_your_hand", "put_into_your_graveyard",
                                                          "attacked", "crime"):  # s27-otjb: crime
        raise ValueError("`who` goes with the records 'died' (\"you\": under your control), 'life_gained', "
                         "'life_lost' and 'spells_cast'")
    return condition


def records_this_turn_only(condition: RiderCondition | None) -> RiderCondition | None:
    """The fields that take a condition on the turn's history alone (a `this_turn` condition)."""
    if condition is not None and condition.kind != "this_turn":
        raise ValueError("only a 'this_turn' condition (the turn's history, rules/turn_records.py) goes here")
    return condition



# --- s15-neo ---
# An Equipment with reconfigure is a creature only while unattached (CR 702.151b): its characteristics
# depend on what it is attached to, so games with one don't reuse computed characteristics.
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, ReconfigureAbility)  # type: ignore[assignment]


# --- s16-m2x ---
def m2x_check_times_count(value: str) -> str:
    """ "times:<N>:<count>": N times a counted amount, "you gain 2 life for each creature you control
    with flying" (s16-m2x; rules/m2x_times_amounts.py, CR 608.2h): N from 2 to 99, the inner amount
    one of the named counts of `Count` (itself no multiple)."""
    parts = value.split(":", 2)
    if len(parts) != 3 or parts[0] != "times" or not parts[1].isdigit() or not 2 <= int(parts[1]) <= 99:
        raise ValueError(f"{value!r} is no amount (a number, 'X', a named count or 'times:<N>:<count>')")
    if parts[2].startswith("times:") or isinstance(_M2X_COUNT.validate_python(parts[2]), int):
        raise ValueError(f"{value!r}: a multiple names a counted amount, not a number or another multiple")
    return value


_M2X_COUNT: TypeAdapter[int | str] = TypeAdapter(Count)


# --- s16-neo2 ---
# "~ gets +1/+0 for each artifact card in your graveyard": ~'s power depends on other objects.
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, SelfCountPumpAbility)  # type: ignore[assignment]
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, AttachedCounterPumpAbility)  # type: ignore[assignment]  # s19-neoa
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, SelfGreatestPowerPumpAbility)  # type: ignore[assignment]  # s20-m21
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, AttachedBasePowerToughnessAbility)  # type: ignore[assignment]  # s20-neoa


# --- s17-pw ---
def pw_check_greatest_stat(value: str) -> str:
    """ "greatest_power:<spec>" / "greatest_toughness:<spec>": the greatest power or toughness among
    the permanents matching the permanent spec, read from the ability's source (s17-pw;
    rules/greatest_stat.py, CR 208.1, 608.2h)."""
    for prefix in ("greatest_power:", "greatest_toughness:"):
        if value.startswith(prefix) and value[len(prefix):]:
            _check_entering_spec(value[len(prefix):])
            return value
    raise ValueError(f"{value!r} is no 'greatest_power:<spec>' or 'greatest_toughness:<spec>' amount")


# --- s17-neo3 ---


def neo3_check_affected_group(value: str | None) -> str | None:
    """An `attacks_as_though_no_defender`'s `affected`: "all:<permanent spec>:you_control" (no target, no player)."""
    if value is None:
        return None
    _check_filtered_spec(value)
    if "source_power" in value:  # s28-fdna: compared with the source's power only as a target is checked
        raise ValueError(f"{value!r}: 'source_power' goes in a targeted spec only (rules/s28fdna_source_power.py)")
    spec = parse_target_spec(value)
    if spec.base != "all" or spec.control != "you_control" or spec.player_scope:
        raise ValueError(f"affected {value!r}: a group of permanents you control ('all:...:you_control')")
    return value


# --- s19-neoa ---
def s19neoa_check_stats_x(value: Any) -> Any:
    """`create_token`'s `stats_x` (s19-neoa): a counted amount ("where X is the number of lands you control"); a bare
    "X" (an X/X token without ", where X is ...") is not read: which X it means is not said here."""
    if value == "X":
        raise ValueError("an X/X token needs ', where X is ...' (a counted amount), not a bare X")
    return value


# --- s20-m20 ---
S20M20_TOTAL_TOUGHNESS = "s20m20_total_toughness:"


def s20m20_check_total_toughness(value: str) -> str:
    """ "s20m20_total_toughness:<spec>": the total toughness of the creatures a spec of the target grammar names
    ("creature:you_control"; rules/s20m20_total_toughness.py)."""
    if not value.startswith(S20M20_TOTAL_TOUGHNESS) or not value.startswith(S20M20_TOTAL_TOUGHNESS + "creature"):
        raise ValueError(f"{value!r} is no amount ('s20m20_total_toughness:creature[:<qualifier>...]')")
    parse_target_spec(value[len(S20M20_TOTAL_TOUGHNESS):])
    return value
# --- s20-trig2 ---
def s20trig2_then_effects(ability: Any) -> None:
    """A `triggered` ability's `then_effects` may target (s20-trig2; rules/s20trig2_targets.py): its targets are chosen
    for each instance of "target" in order as it is put on the stack (CR 603.3d, 601.2c), each targeted effect taking
    a fixed number ("up to N" included, not X or "any number"), and the ability is then neither modal (a mode's own
    targets would come first: not modelled) nor reflexive (its targets are chosen as it resolves: rules/reflexive.py)."""
    if not any(effect_target(effect) is not None for effect in ability.then_effects):
        return
    targeted = [effect for effect in (ability.effect, *ability.then_effects) if effect_target(effect) is not None]
    if any(type(target_count(effect)) is not int for effect in targeted):
        raise ValueError("a triggered ability's targeted `then_effects` take a fixed number of targets each")
    if getattr(ability.effect, "kind", None) in ("modal", "mode_sequence"):
        raise ValueError("a modal triggered ability's `then_effects` can't target")
    if getattr(ability, "reflexive", False):  # "When you do, ...": rules/reflexive.py takes one target per effect
        raise ValueError("a reflexive triggered ability's `then_effects` can't target")


# --- s22-neob ---
# "Whenever one or more artifacts you control leave the battlefield during your turn, ... This ability triggers only once
# each turn." (Oni-Cult Anvil; CR 603.2c): the trigger "group_leaves" reports through `Game.emit` (rules/leaves_triggers.py)
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"group_leaves"}


# --- s24-mh1 ---
def s24mh1_check_group(value: str) -> str:
    """A `group_cant_activate`'s `affected`: an `all:<permanent spec>` (no target, no player)."""
    _check_filtered_spec(value)
    spec = parse_target_spec(value)
    if spec.base != "all" or spec.player_scope:
        raise ValueError(f"affected {value!r}: a group of permanents ('all:...')")
    return value
# --- s24-kal ---


def s24kal_energy_only(value: str | None) -> bool:
    """Whether a cost written in symbols is only {E} ("{E}{E}": paid with energy counters, CR 107.14; rules/energy.py)."""
    return value is not None and re.fullmatch(r"(?:\{E\}){1,100}", value) is not None
# --- s24-hou: Hour of Devastation (docs/oracle-s24-hou.md) ---


def s24hou_aftermath_problem(card: CardDefinition, front: CardDefinition, back: CardDefinition) -> None:
    """Aftermath (CR 702.127a) is a split card's second half's: refused on its first half, on a card of another layout
    (its faces), and with fuse (a half cast from a graveyard is never fused, 702.102a)."""
    if front.has_keyword("aftermath") or (back.has_keyword("aftermath") and card.layout != "split"):
        raise ValueError(f"{card.name!r}: aftermath is the right half of a split card's keyword (CR 702.127a)")
    if back.has_keyword("aftermath") and (front.has_keyword("fuse") or back.has_keyword("fuse")):
        raise ValueError(f"{card.name!r}: a split card with aftermath has no fuse")


# --- s25-tsr (docs/oracle-s25-tsr.md) ---
def s25tsr_check_grant_group(value: str) -> str:
    """A `grant_activated`'s `group`: "all:<permanent spec>:you_control" (s19-granted), or s25-tsr's "all:creature:..."
    with no controller ('All Slivers have "..."', CR 613.1f: every such creature, whoever controls it)."""
    _check_filtered_spec(value)
    spec = parse_target_spec(value)
    if spec.base == "all" and spec.control is None and not spec.player_scope and spec.with_types == ("creature",):
        return value
    neo3_check_affected_group(value)
    return value


# --- s26-std ---
# "As long as your devotion to white is less than five, ~ isn't a creature.": its types depend on other permanents.
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, S26stdNotCreatureBelowDevotionAbility)  # type: ignore[assignment]

# --- s31-cmd ---
# "Nonbasic lands are Mountains.": the types and abilities of other permanents depend on it (CR 305.7, 613.1d).
_READS_OTHER_OBJECTS = (*_READS_OTHER_OBJECTS, S31cmdLandsAreAbility)  # type: ignore[assignment]


# --- s27-otjb ---
# "Whenever you commit a crime, ... This ability triggers only once each turn." (CR 700.13, 603.2; rules/trigger_limits.py)
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"you_commit_crime"}



# --- s30-stdc ---
def s30stdc_names_no_object(condition: RiderCondition | None) -> RiderCondition | None:
    """A step trigger's `intervening_if` (s30-stdc): a condition on the game's state, as a triggered ability's (CR
    603.4): none naming an object ("it's a creature", "that permanent was ..."): a step trigger has no event object."""
    if condition is not None and condition.kind in ("it_is", "that_permanent_was"):
        raise ValueError("a step trigger's intervening 'if' names no object (CR 603.4)")
    return condition


# --- s31-cmdb (docs/oracle-s31-cmdb.md) ---
# `static_pump`'s `affected_with` of "[Other] legendary permanents you control have indestructible." (CR 205.4a, 613.1f):
# the supertype on a permanent of any card type (rules/static_qualities.py); only with `affected` "[other_]permanents_
# you_control" (StaticPumpAbility's check)
S31CMDB_LEGENDARY_PERMANENT = "permanent:legendary"


# --- s33-std21 (docs/oracle-s33-std21.md) ---
# `self_cost_reduction_this_turn`'s `condition` is also one decided on the caster's game state alone ("~ costs {2} less
# to cast if you control a Human creature and a non-Human creature.", "... if you have 5 or less life."; CR 601.2f):
# rules/s33std21_cost_conditions.py decides it with rules/riders.py, as the spell is on the stack (601.2a)
S33STD21_COST_CONDITION_KINDS = frozenset({
    "you_control", "you_control_each", "you_control_same_name", "s21inn_different_powers", "life", "total_power",
    "cards_in_your_graveyard", "opponent_has_more", "cards_in_hand", "city_blessing", "s32cmd_monarch",
    "s22inn_your_turn", "s24hou_control_or_graveyard", "s24isd_life_at_most", "s26tsp_opponent_dealt_at_least",
    "this_turn", "s33std21_opponent_controls",
})


def s33std21_cost_condition_only(condition: RiderCondition) -> RiderCondition:
    """A spell's own cost reduction's condition: the turn's history or the caster's game state (no object named)."""
    if condition.kind not in S33STD21_COST_CONDITION_KINDS:
        raise ValueError("only a condition on the turn's history or the caster's game state goes here")
    return condition


# --- s33-lead ---
# "Whenever you scry / surveil, ... This ability triggers only once each turn." (CR 603.2, 701.22a, 701.25a): both
# detectors report a permanent of the player who scried or surveilled (rules/surveil_triggers.py), which the limit counts
LIMITED_TRIGGERS = LIMITED_TRIGGERS | {"you_scry", "you_surveil"}

# --- s34-cmd (docs/oracle-s34-cmd.md) ---
# `static_pump`'s `affected_with` of "Other artifacts you control have ward {2}." / "Other enchantments you control have
# shroud." (CR 613.1f): the card type on a permanent its controller controls; only with `affected` "[other_]permanents_
# you_control" (StaticPumpAbility's check; rules/static_qualities.py matches the type as the layers so far leave it)
S34CMD_PERMANENT_TYPES = frozenset({"artifact", "enchantment", "land", "planeswalker"})


# --- s34-mkm (docs/oracle-s34-mkm.md) ---
def s34mkm_granted_intervening_if(ability: TriggeredAbility) -> bool:
    """Young Hero Role's granted "Whenever this creature attacks, if its toughness is 3 or less, ..." (CR 603.4): the one
    intervening "if" a granted triggered ability has, on the creature's toughness, checked as it triggers and as it
    resolves (rules/granted_triggers.py)."""
    condition = ability.intervening_if
    return (ability.trigger == "attacks" and condition is not None
            and condition.kind == "s34mkm_source_toughness_at_most" and not condition.negated)


# --- s34-std (docs/oracle-s34-std.md) ---
# "Whenever one or more [creature] cards leave your graveyard, ... [This ability triggers only once each turn.]" (CR 603.2c,
# 603.10a): one trigger for the cards of one batch (`batch`, rules/batch_triggers.py), reported through `Game.emit`
# (rules/s34std_graveyard_leaves.py), so the limit counts it
S34STD_LEAVE_TRIGGERS = frozenset({"s34std_cards_leave_your_graveyard", "s34std_creature_cards_leave_your_graveyard",
                                   "s34std_creature_cards_put_into_your_graveyard"})
LIMITED_TRIGGERS = LIMITED_TRIGGERS | S34STD_LEAVE_TRIGGERS | {"s34std_land_card_put_into_your_graveyard"}
BATCH_TRIGGERS = BATCH_TRIGGERS | S34STD_LEAVE_TRIGGERS
