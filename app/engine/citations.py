"""The one place that maps engine decisions to what justifies them.

- Named constants for every seeded ruling the engine cites (ids: first 16 hex digits of the
  sha256 of the NFC, whitespace-folded ruling text; see app/seeding/gatherer.py `ruling_id`).
- `CR_TITLES`: Comprehensive Rules numbers the engine cites, with a short title.
- `CR_EDITION`: the edition the numbers refer to. Day and night is rule 728 in this edition
  (its number moves between editions), cited as "CR 728".
- `cr("502.2")` -> "CR 502.2", the form events and refusals carry.
- `visible_ruling`: a cited ruling object as a viewer may see it (CR 708.5).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

CR_EDITION = "2025-02-07"

# --- general playtest rulings (every seeded page) ---
PLAYTEST_LEGALITY = "e5bcb1483a7aca0f"
PLAYTEST_GENEROUS_ASSUMPTION = "35848824dc6bebf9"
PLAYTEST_MODIFIED_SYMBOLS = "c5245cc97578726f"

# --- mana, {T}, {Q}, X (general rulings) ---
UNDEFINED_MANA_TYPE_PRODUCES_NONE = "893d99f194744326"
COULD_PRODUCE_DEFINITION = "678cff70650e583c"
TAP_FOR_MANA_DEFINITION = "1fc814165a0440ef"
TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION = "d75736376d9744c2"
TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING = "d72eb21d0ba39129"
ETB_X_USES_SPELL_X = "48306ab409f1c096"
TAP_SYMBOL = "5508f2a991c23f3b"
UNTAP_SYMBOL = "dd14a402e62098ae"

# --- day and night, daybound and nightbound (Werewhat's page) ---
DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST = "e04f1b4a3e9c6f56"
DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP = "37961c8d263b339a"
NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS = "530b503eab89ab69"
GAME_STARTS_NEITHER_NEVER_RETURNS = "309ca4137373a5af"
DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER = "b3fe3ebd2289e9f2"
DAY_BECOMES_NIGHT_AFTER_NO_SPELLS = "7c1c85a80d330e8e"
BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED = "381b25fd2f424821"  # its last sentence conflicts with the CR
TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT = "33d97aa255a0484e"
ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM = "8e34a2293482104c"
UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST = "747f4d91a7e618c7"

# --- Werewhat ---
WEREWHAT_DOUBLE_FACED_EXILED_CARD = "daaddf7ce20857da"
WEREWHAT_SPLITS_WHEN_LEAVING = "1f39f2f6ba747876"

# --- land drops and {D} (Boulder Jockey) ---
LAND_DROPS_REMAINING = "b166926899abf0cb"
LAND_DROP_NEVER_ON_OTHERS_TURN = "1fa87c32944a3bd9"
LAND_DROP_IS_NOT_MANA = "bf87a231575da764"

# --- face-down and negamorph (Flavor Disaster) ---
FLAVOR_DISASTER_LAST_KNOWN_POWER = "56468de629883604"
FACE_DOWN_CHARACTERISTICS = "456cb7116903271b"
NEGAMORPH_IS_MORPH_VARIANT = "c1fd4afa6a07ccc8"
NEGAMORPH_COUNTER_WHEN_COST_PAID = "08a89b82f640c586"
TURN_FACE_UP_SPECIAL_ACTION = "748b303d52832ac0"
FLAVOR_DISASTER_X_ONCE = "6595daa6354eb37e"
FACE_DOWN_SPELL_COSTS_THREE = "5f0fc06b697893cf"

# --- banding and cost reduction (Chatzuk) ---
BAND_ATTACKS_SAME_TARGET = "c839a6a2f5f769c0"
CHATZUK_REDUCES_ONLY_GENERIC = "0e5e677ebed00c89"
BANDING_CONTROLLER_ASSIGNS_DAMAGE = "6571c7b132544c13"
BANDING_DEFINITION = "401c980f86ff63e6"
CHATZUK_KEEPS_MANA_VALUE = "98c0fcb9462a5d67"
BAND_AT_MOST_ONE_NONBANDING = "c68529ab5a558e25"

SEEDED_RULING_IDS: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and len(value) == 16 and name != "CR_EDITION"
)

# The editorial note the engine attaches whenever it follows CR 702.145g over ruling 381b25fd2f424821.
NIGHTBOUND_CONFLICT_NOTE = (
    "The ruling text says it becomes day, but the Comprehensive Rules (702.145g, edition of "
    f"{CR_EDITION}) say it becomes night; the engine follows the rules."
)

CR_TITLES: dict[str, str] = {
    "103.8a": "The starting player skips the draw step of their first turn",
    "104.2a": "A player still in the game wins when all opponents have left it",
    "104.3b": "A player with 0 or less life loses",
    "104.4a": "The game is a draw when all players lose at once",
    "117.1a": "Timing: instants any time with priority; others in your main phase, empty stack",
    "117.1": "Only the player with priority may cast spells, activate abilities and take special actions",
    "117.1b": "A player may activate an activated ability any time they have priority",
    "117.3a": "The active player receives priority at the beginning of most steps",
    "117.3b": "The active player receives priority after a spell or ability resolves",
    "117.3c": "A player who casts, activates or takes a special action receives priority afterward",
    "117.3d": "A player who passes priority gives it to the next player in turn order",
    "117.4": "All players passing in succession: the top of the stack resolves, or the step ends",
    "405.5": "When all players pass in succession, the top object of the stack resolves",
    "601.2g": "Casting: the player activates mana abilities before paying costs",
    "602.2b": "Activating: the remaining steps are those of casting a spell (601.2b-i)",
    "121.4": "Drawing from an empty library",
    "104.1": "A game ends immediately when a player wins, or when it is a draw",
    "107.3": "The letter X in costs",
    "121.1": "Drawing a card",
    "121.2": "Cards are drawn one at a time",
    "304.4": "An instant can't enter the battlefield",
    "307.4": "A sorcery can't enter the battlefield",
    "500.1": "A turn's phases and steps, in order",
    "502.4": "No player receives priority during the untap step",
    "514.3": "Normally no player receives priority during the cleanup step",
    "514.3a": "After state-based actions or triggers in the cleanup step, another cleanup step follows",
    "601.3": "A player can begin to cast a spell only if a rule or effect allows it",
    "704.3": "State-based actions are performed simultaneously, then checked again",
    "702.37": "Morph (negamorph, a playtest card's variant, follows its rules)",
    "302.6": "Summoning sickness",
    "305.1": "Playing a land is a special action, not casting",
    "400.7": "An object that changes zones becomes a new object",
    "400.7a": "Effects that changed a permanent spell's characteristics apply to the permanent it becomes",
    "105.3": "Effects that change an object's color replace its previous colors",
    "611.2a": "A continuous effect from a resolving spell with no duration lasts until the game ends",
    "613.1e": "Layer 5: color-changing effects",
    "613.1b": "Layer 2: control-changing effects",
    "508.1c": "Attack restrictions: a creature can't attack if that breaks a restriction",
    "508.1g": "The total cost to declare attackers is determined and locked in",
    "508.1h": "The attacking player pays the costs to attack (mana abilities may be activated)",
    "613.7": "Within a layer, effects apply in timestamp order",
    "110.2": "A permanent's controller is by default the player under whose control it entered",
    "500.2": "A step ends when the stack is empty and all players pass",
    "500.4": "Mana empties from mana pools at the end of each step and phase",
    "500.7": "Extra turns are added directly after the specified turn; the most recently created is taken first",
    "502.2": "Untap step: day/night check",
    "502.3": "Untap step: the active player untaps their permanents",
    "502.1": "Untap step: phased-out permanents the active player controlled phase in, first",
    "504.1": "Draw step: the active player draws a card",
    "402.1": "A player's hand is where they hold cards that have been drawn",  # s31-core
    "402.2": "Each player's maximum hand size is normally seven cards",
    "514.1": "Cleanup: the active player discards down to their maximum hand size",
    "514.2": "Cleanup: damage is removed and 'until end of turn' effects end",
    "601.2": "Casting a spell",
    "601.2f": "Determining the total cost",
    "601.2h": "Paying the total cost",
    "603.3": "Triggered abilities go on the stack the next time a player would receive priority",
    "603.3d": "A triggered ability with no legal target is removed from the stack",
    "608.1": "The top object of the stack resolves",
    "608.2": "Resolving instants, sorceries and abilities",
    "611.2c": "A continuous effect from a resolving spell or ability affects only the objects it names as it resolves",
    "608.2b": "A spell or ability with no legal targets doesn't resolve",
    "608.2h": "Last known information",
    "608.3": "A resolving permanent spell enters the battlefield",
    "613.4c": "Layer 7c: effects that modify power and toughness",
    "702.145": "Daybound and nightbound",
    "702.145c": "A daybound permanent front face up at night transforms at once (not a state-based action)",
    "702.145f": "A nightbound permanent back face up during the day transforms at once (not a state-based action)",
    "702.145g": "Nightbound with no daybound, neither day nor night: it becomes night",
    "704.5a": "State-based action: a player with 0 or less life loses",
    "704.5b": "State-based action: drawing from an empty library loses",
    "704.5d": "State-based action: a token in a zone other than the battlefield ceases to exist",
    "704.5f": "State-based action: a creature with toughness 0 or less goes to the graveyard",
    "704.5g": "State-based action: a creature with lethal damage is destroyed",
    "704.5j": "State-based action: the legend rule",
    "704.5q": "State-based action: +1/+1 and -1/-1 counters annihilate",
    "708.2": "Face-down characteristics",
    "712": "Double-faced cards",
    "712.8": "Characteristics of a transformed permanent",
    "702.49a": "Ninjutsu: reveal it and return an unblocked attacker you control to put it onto the battlefield attacking",
    "702.49b": "A card with ninjutsu stays revealed from the ability's announcement until it leaves the stack",
    "702.49c": "A creature put onto the battlefield with ninjutsu attacks what the returned creature attacked, unblocked",
    "509.1h": "An attacker with no blockers declared for it is unblocked; one with blockers declared is blocked",
    "508.4a": "A creature that would be put onto the battlefield attacking something gone isn't attacking",
    "712.14": "A transforming double-faced card put onto the battlefield transformed enters with its back face up",
    "712.14a": "A card that isn't a transforming double-faced card, told to enter transformed, stays in its zone",
    # layouts (rules/layouts.py, docs/layouts.md)
    "702.102a": "Fuse: both halves of a split card may be cast from its owner's hand",
    "702.102c": "A fused split spell has the combined characteristics of its two halves",
    "709.3": "A player chooses which half of a split card to cast; only that half is evaluated",
    "709.4": "Outside the stack, a split card has the combined characteristics of its two halves",
    # s34-dsk: Rooms (rules/s34dsk_rooms.py)
    "709.5": "A split permanent's shared type line: without a half's unlocked designation it has neither that half's "
             "name, nor its mana cost, nor its rules text",
    "709.5c": "'Left half unlocked' and 'right half unlocked' are designations a permanent can have",
    "709.5d": "As a split permanent spell resolves it gets the designation of the half cast; entering otherwise, neither",
    "709.5e": "A player who controls a permanent with a locked half may pay that half's mana cost to unlock it",
    "709.5h": "'When you unlock this door' triggers when the permanent gets that half's designation, as it enters too",
    "709.5i": "'Whenever you fully unlock a Room' triggers when a Room gets its second unlocked designation",
    # s35-dsk: effects that unlock or lock a door (rules/s35dsk_doors.py)
    "709.5f": "An effect that unlocks a door gives the permanent that half's unlocked designation",
    "709.5g": "An effect that locks a door removes that half's unlocked designation from the permanent",
    "116.2m": "Unlocking a door is a special action: any time you have priority during your main phase with an empty stack",
    "712.11": "A modal double-faced card may be cast or played with its back face up",
    "712.12": "A modal double-faced spell or permanent has only the characteristics of the face up",
    "715.3": "An adventurer card may be cast as an Adventure",
    "715.3d": "A resolving Adventure is exiled; its controller may cast the creature from exile later",
    "728": f"Day and night (rule number of the {CR_EDITION} edition)",
    # s34-ltr: the Ring tempts you (rules/s34ltr_ring.py)
    "701.54a": f"As the Ring tempts you, you choose a creature you control: it becomes your Ring-bearer until another "
               f"creature does or another player gains control of it (rule number of the {CR_EDITION} edition)",
    "701.54b": "Each time the Ring tempts you, you must choose a creature if you control one",
    "701.54c": "The emblem named The Ring, got as the Ring first tempts you; each time, it gains its next ability: your "
               "Ring-bearer is legendary and can't be blocked by creatures with greater power; loots as it attacks; "
               "a creature blocking it is sacrificed at end of combat; each opponent loses 3 life as it deals combat "
               "damage to a player",
    "701.54d": "The Ring tempts you even if you control no creature: \"whenever the Ring tempts you\" still triggers",
    "701.54e": "\"Your Ring-bearer\": the creature on the battlefield under your control with your Ring-bearer "
               "designation",
    # s32-cmd: the monarch (rules/s32cmd_monarch.py)
    "724.1": f"The monarch is a designation a player can have; there is none until an effect makes a player the monarch "
             f"(rule number of the {CR_EDITION} edition)",
    "724.2": "The monarch's inherent triggered abilities, with no source: the monarch draws a card at the beginning of "
             "their end step; a creature dealing combat damage to the monarch makes its controller the monarch",
    "724.3": "Only one player is the monarch: as a player becomes the monarch, the current monarch ceases to be",
    "724.4": "The monarch leaves the game: the active player becomes the monarch, or the next player in turn order if "
             "the monarch was the active player",
    # costs, land drops, mana abilities
    "106.5": "An ability that would produce mana of an undefined type produces no mana",
    "106.7": "The types of mana a permanent could produce",
    "106.12": "To 'tap a permanent for mana' is to activate a mana ability with {T} in its cost",
    "106.12a": "'Whenever ... is tapped for mana' triggers as such a mana ability resolves and produces mana",
    "106.12b": "A replacement effect on 'tapped for mana' modifies the mana production while the ability resolves",
    "107.3m": "X in an enters-the-battlefield ability uses the spell's X (exception to 107.3i)",
    "107.5": "The tap symbol {T}",
    "107.6": "The untap symbol {Q}",
    "116.2a": "Playing a land is a special action",
    "118.7a": "A reduction of generic mana reduces only the generic component",
    "122.6": "A permanent that enters with counters",
    "305.2": "A player can normally play one land during their turn; effects may raise the number",
    "305.3": "A player can't play a land if it isn't their turn",
    "602.1": "Activated abilities: cost and effect",
    "602.2": "Activating an activated ability",
    "605.1a": "Activated mana abilities",
    "605.3a": "Activating a mana ability needs priority or a cost being paid",
    "605.3b": "An activated mana ability doesn't use the stack; it resolves immediately",
    "616.1": "Several replacement effects: the affected object's controller chooses the order, one at a time",
    # face-down spells and permanents, morph/negamorph
    "116.2b": "Turning a face-down permanent face up is a special action",
    "702.37c": "Casting a card face down using morph: pay {3} rather than its mana cost",
    "702.37e": "Turning a face-down permanent with morph face up by paying its morph cost",
    "708.4": "A face-down spell on the stack",
    "708.5": "Only the controller may look at a face-down spell or permanent",
    "708.8": "Turning a permanent face up is not entering the battlefield",
    "708.9": "A face-down object leaving the stack or battlefield is revealed",
    # triggers, tokens
    "111.1": "Some effects create tokens",
    "508.3a": "An ability that triggers when a creature attacks",
    "603.7": "Delayed triggered abilities",
    # combat
    "506.4": "A permanent removed from combat stops being an attacking or blocking creature",
    "508.1": "Declaring attackers",
    "508.1a": "Only untapped creatures without summoning sickness can be declared as attackers",
    "508.1b": "Each attacking creature attacks one player, planeswalker or battle",
    "508.1f": "Attacking creatures become tapped",
    "508.4": "A creature put onto the battlefield attacking was never declared as an attacker",
    "508.8": "With no attackers, the declare blockers and combat damage steps are skipped",
    "509.1": "Declaring blockers",
    "509.1a": "The defending player chooses untapped creatures they control to block",
    "509.1b": "Blocking restrictions (flying)",
    "510.1": "Assigning combat damage",
    "510.1a": "Each creature assigns combat damage equal to its power",
    "510.1b": "An unblocked creature assigns its damage to what it attacks",
    "510.1c": "A blocked creature assigns its damage to the creatures blocking it",
    "510.1d": "A blocking creature assigns its damage to the creatures it blocks",
    "510.2": "Combat damage is dealt simultaneously",
    "510.3": "After combat damage is dealt, the active player receives priority",
    "510.4": "First strike and double strike: two combat damage steps",
    "511.3": "At the end of combat, creatures are removed from combat",
    "120.3a": "Damage dealt to a player causes that much life loss",
    "120.3c": "Damage dealt to a planeswalker removes that many loyalty counters",
    "120.3e": "Damage dealt to a creature is marked on it",
    "120.3h": "Damage dealt to a battle removes that many defense counters",
    "120.4a": "Excess damage: damage beyond lethal damage to a creature, dealt elsewhere when an effect says so",  # s30-stdb
    "702.9b": "Flying: can't be blocked except by creatures with flying or reach",
    "702.17b": "Reach: can block creatures with flying",
    "702.20b": "Vigilance: attacking doesn't cause it to tap",
    "702.7b": "First strike: deals combat damage in the first combat damage step",
    "702.4b": "Double strike: deals combat damage in both combat damage steps",
    # keyword abilities (rules/<keyword>.py), targets, damage
    "119.3": "A player who gains life has their life total adjusted",
    # s14-library (docs/oracle-library.md)
    "202.3": "An object's mana value is the total amount of mana in its mana cost; X counts 0 off the stack",
    "305.2a": "Whether a player can play a land compares the lands they may play this turn with those played",
    "119.9": "'Whenever a player gains life' triggers once for each life-gaining event, never for 0 life",
    "507.1": "The beginning of combat step; abilities that trigger at its beginning go on the stack first",
    "119.4": "Life can be paid only by a player whose life total is at least the payment",
    "118.3": "A player can't pay a cost without the resources to pay it fully",
    "701.9a": "To discard a card, move it from its owner's hand to that player's graveyard",
    "301.1": "An artifact spell is cast in its caster's main phase with an empty stack",
    "302.1": "A creature spell is cast in its caster's main phase with an empty stack",
    "303.1": "An enchantment spell is cast in its caster's main phase with an empty stack",
    "306.1": "A planeswalker spell is cast in its caster's main phase with an empty stack",
    "307.1": "A sorcery spell is cast in its caster's main phase with an empty stack",
    "310.1": "A battle spell is cast in its caster's main phase with an empty stack",
    "601.2c": "Choosing the targets of a spell (activated abilities: 602.2b)",
    "615.1": "Prevention effects",
    "615.3": "A prevention effect lasts until it is used up or its duration has expired",
    "615.5": "A prevention effect's additional effect follows the prevention at once",
    "615.7": "'Prevent the next N damage' works like a shield, reduced by each 1 damage it prevents",
    "609.7a": "A source of your choice: a permanent or a spell on the stack, chosen as the effect is created",
    "609.7b": "A shield against sources with a property rechecks it as the source would deal damage",
    "604.1": "Static abilities do something all the time",
    "700.2h": "Pawprint modes: up to the stated {P} worth of modes; a mode may be chosen more than once",
    "700.14": "Expend N: a player expends N as they spend their Nth total mana to cast spells in a turn",
    "716.2a": "A Class's level ability: it becomes level N; only while it is level N-1, only as a sorcery",
    "716.2d": "A Class has the abilities of a level only while its level is that level or greater",
    "602.5d": "An ability activated only as a sorcery: its controller's main phase, with an empty stack",
    "700.2a": "A modal spell's or activated ability's mode is chosen as it is cast or activated",
    "700.2b": "A modal triggered ability's mode is chosen as it is put on the stack",
    "601.2b": "Casting: the player announces the mode of a modal spell",
    "614.1a": "Effects that use the word 'instead' are replacement effects",
    "614.6": "A replaced event never happens; the modified event occurs instead",  # s32-core
    "614.9": "Redirection: damage that would be dealt to one object or player is dealt to another instead",
    "701.6a": "Countering a spell or ability removes it from the stack without resolving; a countered spell goes to "
              "its owner's graveyard",
    "702.2b": "Deathtouch: a creature dealt damage by a deathtouch source is destroyed",
    "702.2c": "Deathtouch: any nonzero combat damage assigned counts as lethal damage",
    "702.3b": "Defender: a creature with defender can't attack",
    "702.8a": "Flash: it may be cast any time its controller could cast an instant",
    "702.11b": "Hexproof: can't be the target of spells or abilities opponents control",
    "702.11c": "Hexproof on a player: can't be the target of spells or abilities their opponents control",
    "702.11d": "Hexproof from a quality",
    "702.12b": "Indestructible: can't be destroyed, by lethal damage or otherwise",
    "702.14c": "Landwalk: can't be blocked while the defending player controls such a land",
    "702.15b": "Lifelink: damage dealt by the source also makes its controller gain that much life",
    "702.16b": "Protection: can't be targeted by spells or abilities with the quality",
    "702.16e": "Protection: damage from sources with the quality is prevented",
    "702.16f": "Protection: can't be blocked by creatures with the quality",
    "702.16j": "Protection from everything",
    "702.16c": "Protection: can't be enchanted by Auras with the quality; such Auras are put into the graveyard",
    "303.4a": "An Aura spell requires a target, defined by its enchant ability",
    "303.4f": "An Aura entering the battlefield without being cast: its controller chooses what it enchants",
    "303.4g": "An Aura with nothing it could enchant stays in its zone instead of entering",
    "702.5a": "Enchant restricts what an Aura spell can target and what an Aura can enchant",
    "608.3b": "A permanent spell whose target is illegal doesn't resolve and goes to the graveyard",
    "608.3c": "An Aura spell whose target is still legal enters attached to it",
    "704.5m": "State-based action: an Aura attached illegally or to nothing goes to the graveyard",
    "704.5p": "State-based action: a creature or other permanent that can't be attached becomes unattached",
    "704.5n": "State-based action: an Equipment attached to an illegal permanent becomes unattached",
    "702.16d": "Protection: can't be equipped by Equipment with the quality; such Equipment becomes unattached",
    "702.18a": "Shroud: can't be the target of spells or abilities",
    "702.19b": "Trample: lethal damage to all blockers, the excess to what it attacks",
    "702.19c": "Trample over planeswalkers: past the planeswalker's loyalty to its controller",
    "702.19d": "Trample: with no blockers left, all its damage goes to what it attacks",
    "702.19e": "Trample over planeswalkers: with the planeswalker gone, to the defending player",
    "702.21a": "Ward: counter the spell or ability unless its controller pays the ward cost",
    "702.25a": "Flanking: a blocker without flanking gets -1/-1 until end of turn",
    "702.26b": "A phased-out permanent is treated as though it does not exist",
    "702.26c": "A permanent that phases in is treated as though it exists again",
    "702.26d": "Phasing doesn't change a permanent's zone or control; no zone-change triggers",
    "702.26e": "Continuous effects on a phased-out permanent may expire while it is phased out",
    "702.26g": "Auras and Equipment attached to a permanent phasing out phase out indirectly, and in with it",
    "702.36b": "Fear: can't be blocked except by artifact creatures and/or black creatures",
    "702.111b": "Menace: can't be blocked except by two or more creatures",
    "704.5h": "State-based action: a creature dealt deathtouch damage is destroyed",
    # banding
    "702.22": "Banding",
    "702.22c": "Forming an attacking band: banding creatures plus up to one without banding",
    "702.22j": "A blocker with banding: the defending player divides the attacker's damage",
    "702.22k": "An attacker with banding: the attacking player divides the blockers' damage",
    # effects of spells and abilities (rules/effects_*.py), static and characteristic-defining abilities
    "107.3a": "X is a value chosen as a spell or ability is put on the stack",
    "113.7": "The source of an ability is the object that generated it",
    "115.1": "Targets: a spell or ability that says 'target' chooses objects or players",
    "115.5": "A spell or ability can't target itself",
    "119.1": "Each player's life total",
    "120.1": "Objects can deal damage to creatures, planeswalkers, battles and players",
    "122.1": "Counters on objects",
    "208.2": "A creature's power and toughness; '*' is defined by a characteristic-defining ability",
    "400.3": "An object going to a hand, library or graveyard goes to its owner's",
    "406.2": "To exile an object is to put it into the exile zone",
    "604.3": "Characteristic-defining abilities",
    "608.2c": "A resolving spell or ability follows its instructions in order",
    "608.2n": "An instant or sorcery goes to its owner's graveyard as it finishes resolving",
    "613.4a": "Layer 7a: characteristic-defining abilities that define power and toughness",
    "614.1c": "'Enters with' and 'enters tapped' effects are replacement effects",
    "614.12": "Replacement effects on entering look at the permanent as it would exist on the battlefield",
    "205.3m": "The creature types: a chosen creature type is one of those listed",  # s12-chosen
    "607.2a": "An ability that refers to a choice made as the object entered refers to that choice",  # s12-chosen
    "701.8a": "To destroy a permanent is to move it to its owner's graveyard",
    "613.1f": "Layer 6: ability-adding and ability-removing effects",
    "701.19a": "Regenerate: the next time it would be destroyed this turn, instead remove its damage, tap it "
               "and remove it from combat",
    "701.19c": "A permanent that can't be regenerated: regeneration shields have no effect on it",
    "701.26a": "To tap a permanent is to turn it sideways",
    "701.26b": "To untap a permanent is to rotate it back upright",
    "107.1b": "A calculation that yields a negative number uses zero instead",
    "118.12": "'Unless' costs: the player may pay the cost; if they don't, the effect happens",
    "503.1a": "Abilities that trigger at the beginning of the upkeep are put on the stack before priority",
    "504.2": "Draw step: after the draw, the active player gets priority",
    "511.1": "End of combat step: abilities that trigger 'at end of combat'",
    "513.1": "End step: abilities that trigger 'at the beginning of the end step'",
    "601.2i": "A spell becomes cast; abilities that trigger when a spell is cast trigger",
    "603.2": "A triggered ability triggers whenever its trigger event or condition occurs",
    "603.2c": "An ability triggers only once each time its trigger event occurs; \"one or more\" makes a batch one event",
    "603.4": "An intervening 'if' clause is checked when it triggers and again as it resolves",
    "603.5": "Optional ('may') triggered abilities: the choice is made as it resolves",
    "603.8": "State triggers trigger when a game state is true, once until the ability leaves the stack",
    "608.2d": "Choices and payments made as a spell or ability resolves",
    "603.12": "Reflexive triggered abilities: 'When you do' triggers on an action done as an effect resolves",
    "614.10": "Skipping a step is a replacement effect",
    "701.21a": "To sacrifice a permanent, its controller moves it to its owner's graveyard",
    # Event triggers (rules/event_triggers.py and the modules it names)
    "122.1f": "Poison counters: a player with ten or more loses the game",
    "400.7e": "A zone-change trigger can find the new object in a public zone",
    "605.1b": "A triggered mana ability triggers from a mana ability and could add mana",
    "605.4a": "A triggered mana ability doesn't use the stack: it resolves at once",
    "509.3b": "\"Whenever [a creature] blocks a creature\" triggers once for each creature it blocks",
    "509.3d": "\"Becomes blocked by a creature\" triggers once for each creature blocking it",
    "509.3f": "Block triggers judge the creatures as blockers are declared",
    "509.3g": "\"Attacks and isn't blocked\" triggers if no creature is declared to block it",
    "511.2": "\"At end of combat\" abilities trigger as the end of combat step begins",
    "603.10a": "Leaves-the-battlefield abilities look back in time",
    "603.6a": "Enters-the-battlefield abilities trigger when a permanent enters",
    "603.6c": "Leaves-the-battlefield abilities trigger when a permanent leaves the battlefield",
    "603.7a": "A resolving spell or ability may create a delayed triggered ability",
    "305.7": "An effect that sets a land's subtype to a basic land type removes its old land types and its rules-text "
    "abilities; it gains that type's intrinsic mana ability",  # s31-cmd
    "700.3": "Separating objects into piles: each object in exactly one pile; a pile may have no objects",  # s31-cmd
    "700.4": "\"Dies\" means \"is put into a graveyard from the battlefield\"",
    "700.5": "A player's devotion to a color is the number of mana symbols of that color among the mana costs of "
    "permanents that player controls",
    "701.9b": "Some effects make a player discard at random: the card is picked by chance, not by a player",
    "704.5c": "A player with ten or more poison counters loses the game",
    # activation costs and restrictions, small activated effects (rules/activation_costs.py, mill.py, ...)
    "602.5b": "A restriction on activating an ability ('Activate only ...', '... each turn')",
    "701.17a": "To mill N cards is to put the top N cards of one's library into one's graveyard",
    "701.17b": "A player can't mill more cards than are in their library; they mill what there is",
    "402.3": "A player may arrange their hand any way they like and look at it; others can't",
    "205.1b": "An effect that makes an object a new type adds it to the object's other types unless it says otherwise",
    "613.1d": "Layer 4: type-changing effects",
    "705.1": "Flipping a coin: the player calls heads or tails and wins the flip if the call matches",
    "702.10b": "Haste: the creature can attack and use {T}/{Q} abilities despite summoning sickness",
    "503.1": "Upkeep step: the active player gets priority; 'at the beginning of the upkeep' triggers",
    "701.20a": "To reveal a card is to show it to all players for a brief time",
    # library decisions (rules/library.py)
    "701.20b": "Revealing a card doesn't cause it to leave the zone it's in",
    "701.22a": "To scry N: look at the top N cards of your library, put any number on the bottom and the rest on "
               "top, in any order",
    "701.22b": "Scry 0 is no scry event",
    "701.25a": "To surveil N: look at the top N cards of your library, put any number into your graveyard and the "
               "rest on top in any order",
    "701.25c": "Surveil 0 is no surveil event",
    "701.23a": "To search a zone for a card is to look at all its cards and find one matching the description",
    "701.23b": "A search for cards with a stated quality need not find them, even if they are there",
    "701.23d": "A search for a quantity of cards ('a card') must find that many, or as many as there are",
    "701.24a": "To shuffle a library is to randomize its cards so that no player knows their order",
    "701.24b": "Cards found by a search and put into the library after the shuffle are not part of it",
    "401.4": "Cards put into the same place in a library at the same time are arranged by their owner",
    "611.2b": "A 'for as long as' duration: the effect ends when it does, or does nothing if it never starts",
    "613.4b": "Layer 7b: effects that set power and/or toughness to a specific value",
    # targets, divided effects, mana from spells, references back (spells: rules/target_filters.py ...)
    "115.2": "Only permanents are legal targets unless a spell says another zone (a card in a graveyard) or a spell",
    "115.3": "An object or player can be chosen once for each instance of the word 'target'",
    "601.2d": "Dividing an effect among targets is announced as the spell is cast; each gets at least one",
    "106.4": "Mana added by an effect goes into the player's mana pool",
    "106.6": "Mana with a spending restriction may be spent only as that restriction allows",
    "605.5b": "A spell is never a mana ability, even if it adds mana: it is cast and resolves like any other",
    # Commander and multiplayer (rules/commander.py, rules/multiplayer.py)
    "704.6c": "Commander: a player dealt 21 or more combat damage by the same commander loses",
    "800.4a": "A player who leaves a multiplayer game takes everything they own with them",
    "800.4j": "A player who leaves during their turn: the turn goes on without an active player",
    "802.2": "Attack multiple players: every opponent is a defending player",
    "903.8": "Commander: cast from the command zone, {2} more for each previous cast from there",
    "903.9a": "Commander: from a graveyard or exile, its owner may return it to the command zone",
    "903.9b": "Commander: instead of a hand or library, its owner may put it into the command zone",
    "903.10a": "Commander damage: combat damage dealt by a commander is tracked",
    # planeswalkers (rules/loyalty.py)
    "306.5b": "A planeswalker enters with loyalty counters equal to its printed loyalty (a replacement effect)",
    "606.3": "A loyalty ability: main phase of its controller's turn, empty stack, once per permanent per turn",
    "606.4": "A loyalty ability's cost puts on or removes loyalty counters",
    "606.6": "A negative loyalty cost needs at least that many loyalty counters",
    "704.5i": "State-based action: a planeswalker with loyalty 0 goes to its owner's graveyard",
    # predefined tokens, Sagas, copy effects (rules/tokens.py, rules/sagas.py, rules/copies.py)
    "111.10": "Predefined tokens (Treasure, Food, Clue, Blood, Gold, ...) have the characteristics the rules define",
    "714.2b": "A chapter ability triggers when lore counters put on its Saga reach its chapter number",
    "714.2c": "A chapter ability with several chapter numbers triggers when lore counters reach any of them",
    "714.3a": "As a Saga enters the battlefield, its controller puts a lore counter on it",
    "714.3b": "As a player's precombat main phase begins, they put a lore counter on each Saga they control",
    "714.4": "A Saga with lore counters at least its final chapter number, and no chapter ability of it waiting or "
             "on the stack, is sacrificed (a state-based action)",
    "707.2": "Copying an object copies its copiable values: printed values as modified by other copy effects",
    "707.9": "A permanent that enters as a copy chooses what it copies as it enters",
    # s11-m19a
    "303.4": "An Aura is attached to the object or player it enchants",
    "509.3a": "\"Whenever [a creature] blocks\" triggers once as it is declared as a blocker",
    # s12-impulse
    "601.2a": "A spell may be cast from a zone other than the hand when an effect allows it: it moves to the stack",
    "305.9": "A land played from a zone other than the hand is still a land drop (an effect may allow it)",
    # s15-combat
    "506.5": "A creature that can't attack (block) alone is declared only if another creature attacks (blocks) too",
    "508.1d": "Attack requirements: the declaration obeys as many as possible without breaking a restriction; "
              "a cost to attack is never required",
    "509.3c": "\"Whenever [a creature] becomes blocked\" triggers once, however many creatures block it",
    # s16-transform (docs/oracle-transform.md)
    "701.27a": "To transform a permanent, turn it over so that its other face is up",
    "701.27c": "A permanent that isn't a transforming double-faced card (or is face down) doesn't transform",
    "701.27f": "An ability of a permanent transforms it only if it hasn't transformed since the ability was put "
               "onto the stack",
}


def cr(number: str) -> str:
    """The citation string for a Comprehensive Rules number ("CR 502.2")."""
    return f"CR {number}"


def visible_ruling(ruling: dict[str, Any], hidden_cards: Collection[str]) -> dict[str, Any]:
    """A ruling object (`{"object": "ruling", ..., "cards": [{"id", "name"}]}`) without the cards
    named in `hidden_cards`, the cards of face-down objects the viewer may not look at (CR 708.5):
    a cited ruling that lists the card it belongs to would otherwise tell them what it is."""
    cards = ruling.get("cards")
    if not hidden_cards or not cards:
        return ruling
    hidden = {name.casefold() for name in hidden_cards}
    return {**ruling, "cards": [card for card in cards if str(card.get("name", "")).casefold() not in hidden]}


# The Comprehensive Rules behind each general ruling the engine cites: what an answer cites
# instead of the ruling when none of the ruling's cards is in the request (a ruling is about the
# cards it is printed on; the rule is about every card). Rulings not listed here fall back to the
# rule numbers their text states, or to nothing (the engine's own CR cite beside them stays).
RULING_RULES: dict[str, tuple[str, ...]] = {
    UNDEFINED_MANA_TYPE_PRODUCES_NONE: ("106.5",),
    COULD_PRODUCE_DEFINITION: ("106.7",),
    TAP_FOR_MANA_DEFINITION: ("106.12",),
    TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION: ("106.12a",),
    TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING: ("106.12b",),
    ETB_X_USES_SPELL_X: ("107.3m",),
    TAP_SYMBOL: ("107.5",),
    UNTAP_SYMBOL: ("107.6",),
    GAME_STARTS_NEITHER_NEVER_RETURNS: ("728",),
    DAY_BECOMES_NIGHT_AFTER_NO_SPELLS: ("728",),
    NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS: ("728",),
    UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST: ("728",),
    DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST: ("702.145",),
    DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP: ("702.145",),
    DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER: ("702.145",),
    BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED: ("702.145",),
    TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT: ("702.145",),
    ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM: ("702.145",),
    BAND_ATTACKS_SAME_TARGET: ("702.22",),
    BANDING_CONTROLLER_ASSIGNS_DAMAGE: ("702.22j", "702.22k"),
    BANDING_DEFINITION: ("702.22",),
    BAND_AT_MOST_ONE_NONBANDING: ("702.22c",),
    FACE_DOWN_CHARACTERISTICS: ("708.2",),
    TURN_FACE_UP_SPECIAL_ACTION: ("702.37e", "116.2b"),
    FACE_DOWN_SPELL_COSTS_THREE: ("702.37c",),
}

# Modern keyword abilities (docs/keywords-modern.md; rules/prowess.py, equip.py, ...).
CR_TITLES.update({
    "702.108a": "Prowess: whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn",
    "702.108b": "Each instance of prowess triggers separately",
    "702.6a": "Equip [cost]: attach this permanent to target creature you control; activate only as a sorcery",
    "701.3a": "To attach an Aura, Equipment or Fortification to an object is to put it onto that object",
    "701.3b": "An attachment already on that object, or that can't be attached to it, doesn't move",
    "301.5c": "An Equipment can equip only a creature; one that is also a creature can't equip a creature",
    "118.8": "Additional costs: paid with a spell's other costs; they don't change its mana cost",
    "509.1c": "Blocking requirements and restrictions are checked on the whole declaration",
    "702.33a": "Kicker: you may pay an additional cost as you cast this spell",
    "702.33d": "'If this spell was kicked': the effect happens only if the kicker cost was paid",
    "702.34a": "Flashback: cast from the graveyard for the flashback cost, then exiled as it leaves the stack",
    "702.29a": "Cycling: [cost], discard this card: draw a card; activated only from its owner's hand",
    "702.29c": "\"When you cycle [this card]\" triggers from whatever zone the card winds up in after it's cycled",
    "702.51a": "Convoke: tap an untapped creature you control rather than pay one mana of the total cost",
    "702.122a": "Crew N: tap other untapped creatures with total power N or more: it becomes an artifact creature",
    "702.122c": "A creature crews a Vehicle when it is tapped to pay the cost of its crew ability",  # s16-neo2
    "207.2c": "An ability word (landfall, valiant, ...) has no rules meaning: the ability is what follows it",
    "702.175a": "Offspring: an optional additional cost; if paid, a 1/1 token copy is created when it enters",
    "707.2": "A copy acquires the copiable values of the original: its printed characteristics, and other copy effects",
    "702.174a": "Gift: the caster may promise an opponent a gift as they cast the spell",
    "702.174b": "Gift: an instant or sorcery gives it before its other effects; a permanent, as it enters",
    "702.174c": "'If the gift was promised': the effect happens only if a gift was promised",
    "111.10": "Predefined tokens: Food, Treasure, Clue, ... each with its subtype and abilities",
    "701.59a": "To collect evidence N: exile any number of cards from your graveyard with total mana value N or greater",
    "701.59b": "A player who can't exile cards with total mana value N or greater can't collect evidence N",
    "701.59c": "\"If evidence was collected\": the linked optional additional cost to collect evidence was paid",
    "701.61a": "To forage: exile three cards from your graveyard or sacrifice a Food",
    "101.2": "A 'can't' effect takes precedence over one that allows or directs something to happen",
    "602.5d": "An ability that can be activated only as a sorcery: its controller's main phase, empty stack",
})

# Branch s11-triggers-b (docs/oracle-triggers-b.md).
CR_TITLES.update({
    "506.2": "In a two-player game, the nonactive player is the defending player",
    "508.5": "'Defending player' in an attacking creature's ability: the player it attacks, or the controller "
             "of the planeswalker it attacks",
    "508.3": "Attack triggers: 'whenever [a player] attacks' triggers as that player declares one or more attackers",
})

CR_TITLES.update({
    "603.7c": "A delayed triggered ability does nothing to an object no longer in the zone it expects it in",
})


# s11-classes (docs/oracle-classes.md): rules/you_attack.py
CR_TITLES.update({
    "508.3d": "'Whenever [a player] attacks' triggers if that player declares one or more creatures as attackers",
    "406.1": "The exile zone: a zone for objects removed from the game",
})

# s11-triggers-a (docs/oracle-triggers-a.md)
CR_TITLES.update({
    "610.3": "A one-shot effect that moves an object 'until' an event: a second one-shot effect returns it after it",
    "122.1d": "Stun counters: if a permanent with a stun counter would become untapped, remove one from it instead",
    "610.3a": "If the specified event already occurred after the spell or activated ability was put on the stack, "
              "the object doesn't move",
    "610.3b": "If the specified event already occurred after the triggered ability triggered, the object doesn't move",
    "610.3c": "An object returned to the battlefield this way returns under its owner's control unless otherwise "
              "specified",
})

# s13-riders (docs/oracle-riders.md)
CR_TITLES.update({
    "611.3a": "A continuous effect from a static ability isn't locked in; it applies at any given moment to "
              "whatever its text indicates",
})


# s13-graveyard (docs/oracle-graveyard.md): rules/graveyard_abilities.py, graveyard_cards.py, graveyard_lands.py
CR_TITLES.update({
    "113.6": "Abilities of an object function only while it is on the battlefield, unless the ability says otherwise",
    "113.6k": "An ability whose cost or effect moves its object out of a zone functions only in that zone",
    "108.4a": "A card without a controller (not a permanent or spell): use its owner instead",
})

# s13-modal (docs/oracle-modal.md)
CR_TITLES.update({
})

# Branch s13-bite (docs/oracle-bite.md).
CR_TITLES.update({
    "701.12a": "An exchange: if the entire exchange can't be completed, no part of it happens",
    "701.12b": "Exchanging control of two permanents: each controller gains control of the other's; with one "
               "controller, it does nothing",
    "701.14a": "Fight: each of the two creatures deals damage equal to its power to the other",
    "701.14b": "If a creature instructed to fight is no longer on the battlefield or no longer a creature, "
               "no damage is dealt",
    "701.14c": "A creature that fights itself deals damage to itself twice",
})

# s13-pw (docs/oracle-pw.md): emblems (rules/emblems.py), "you win the game" (rules/win_game.py)
CR_TITLES.update({
    "114.1": "Some effects put emblems into the command zone; an emblem stays there for the rest of the game",
    "114.2": "An effect that creates an emblem names the player who gets it: that player owns and controls it",
    "114.4": "An emblem's abilities function in the command zone",
    "104.2b": "An effect may state that a player wins the game",
})


# s13-riders2 (docs/oracle-riders2.md): rules/activation_limits.py
CR_TITLES.update({
    "404.1": "A graveyard is a player's discard pile; each player has their own",
})

# s14-mana (docs/oracle-mana.md): rules/mana_amounts.py
CR_TITLES.update({
    "106.1": "Mana is the game's resource: five colors and colorless; an effect says which type and how much",
})


# s14-seasons (docs/oracle-seasons.md): keyword counters (rules/keyword_counters.py)
CR_TITLES.update({
    "122.1b": "Keyword counters: a permanent with a keyword counter on it has that keyword",
})


# s14-copies (docs/oracle-copies.md): rules/spell_copies.py, spell_copy_leaves.py, storm.py,
# activation_power.py, flash_permission.py
CR_TITLES.update({
    "707.10": "To copy a spell is to put a copy of it on the stack; it isn't cast, and copies the spell's "
              "characteristics and the decisions made for it (modes, targets, X, additional costs)",
    "707.10a": "A copy of a spell in a zone other than the stack ceases to exist",
    "707.10c": "An effect may let the copy's controller choose new targets for it; the new targets must be legal",
    "707.10f": "A copy of a permanent spell becomes a token permanent as it resolves",
    "704.5e": "State-based action: a copy of a spell in a zone other than the stack ceases to exist",
    "702.40a": "Storm: when you cast this spell, copy it for each other spell cast before it this turn; "
               "you may choose new targets for the copies",
    "702.40b": "Each instance of storm triggers separately",
    "208.1": "A creature card's power and toughness; a permanent's power as its characteristics now say",
})

# s14-forage
CR_TITLES.update({
    "122.1h": "Finality counters: a permanent with one that would be put into a graveyard from the battlefield "
              "is exiled instead",
    "102.1": "A player is one of the people in the game; the active player is the player whose turn it is",
})

# s14-counters
CR_TITLES.update({
    "701.10e": "Doubling the number of a kind of counters on a permanent: it gets as many more of that kind as it has",
})

# s14-r2returns
CR_TITLES.update({
    "205.4a": "An object can have one or more supertypes, printed before its card types; legendary is one",
})

# s14-r2main: main-phase triggers and a choice of mana from a non-mana ability (docs/oracle-r2main.md).
CR_TITLES.update({
    "505.1a": "The first main phase of a turn is the precombat main phase; later ones are postcombat main phases",
    "605.5a": "An ability with a target, or a triggered ability that doesn't trigger from a mana ability, "
              "isn't a mana ability",
})

# s15-spells: spells and modes (docs/oracle-spells.md)
CR_TITLES.update({
    "700.2d": "A player who may choose more than one mode can't choose the same mode more than once unless told so",
    "111.2": "The player who creates a token is its owner; it enters under that player's control",
    "101.4": "When players make choices at the same time, the active player chooses first, then the others in "
             "turn order",
    "701.10b": "Doubling a creature's power: it gets +X/+0, where X is its power",
    "701.10c": "Doubling a negative power: the creature gets -X/-0, where X is the difference between its power and 0",
})

# s15-library: opening-hand actions (rules/opening_hand.py); names (rules/named_cards.py)
CR_TITLES.update({
    "103.6a": "A card in an opening hand that lets its owner begin the game with it on the battlefield is put "
              "there before the first turn",
    "201.2a": "Two objects have the same name if the English versions of their names are identical",
})

# s15-neo: channel, activation-cost reductions, modified permanents (docs/oracle-neo.md)
CR_TITLES.update({
    "700.9": "A permanent is modified if it has counters on it, is equipped, or is enchanted by an Aura its "
             "controller controls",
    "702.151a": "Reconfigure [cost]: attach to another target creature you control, or unattach; only as a sorcery",
    "702.151b": "An Equipment with reconfigure attached to another creature stops being a creature until unattached",
    "701.3d": "To unattach an Equipment from a creature means to move it away from that creature so it's on the "
              "battlefield but not equipping anything",
    "506.5": "A creature attacks alone if it's the only creature declared as an attacker during the declare "
             "attackers step",
})

# s16-tailb: decayed (rules/decayed.py)
CR_TITLES.update({
    "702.147a": "Decayed: this creature can't block; when it attacks, sacrifice it at end of combat",
})

# s16-kwc: keyword actions and keywords of modern sets (docs/oracle-kwc.md)
CR_TITLES.update({
    "701.46a": "Adapt N: if this permanent has no +1/+1 counters on it, put N +1/+1 counters on it",
    "701.47a": "To amass N: if you don't control an Army creature, create a 0/0 black Zombie Army creature token; "
               "choose an Army creature you control and put N +1/+1 counters on it",
    "701.47b": "A player amassed after the amass process is complete, even if some of it was impossible",
    "701.47c": "'The Army you amassed' is the creature chosen, whether or not it received counters",
    "701.34a": "To proliferate: choose any number of permanents and/or players, then give each another counter of "
               "each kind already there",
    "701.44a": "To explore: reveal the top card of your library; a land card goes to your hand; otherwise put a "
               "+1/+1 counter on the exploring permanent, and you may put the card into your graveyard",
    "701.44b": "A permanent explored after the process is complete, even if some or all of it was impossible",
    "701.44c": "A permanent that left the battlefield still explores: a nonland card revealed may still go to "
               "the graveyard, but no counter is put",
    "702.131a": "Ascend on an instant or sorcery: if you control ten or more permanents and don't have the city's "
                "blessing, you get it for the rest of the game",
    "702.131b": "Ascend on a permanent: any time you control ten or more permanents and don't have the city's "
                "blessing, you get it for the rest of the game",
    "702.131c": "The city's blessing is a designation that other rules and effects identify; a player who gets it "
                "keeps it for the rest of the game",
    "702.149a": "Training: whenever this creature attacks with another creature with greater power, put a +1/+1 "
                "counter on this creature",
    "702.149b": "Each instance of training triggers separately",
    "702.110a": "Exploit: when this creature enters, you may sacrifice a creature",
    "702.110b": "A creature with exploit exploits a creature when its controller sacrifices a creature as its "
                "exploit ability resolves",
    "702.136a": "Riot: you may have this permanent enter with an additional +1/+1 counter on it; if you don't, it "
                "gains haste",
    "702.134a": "Mentor: whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
                "lesser power",
    "702.135a": "Afterlife N: when this permanent is put into a graveyard from the battlefield, create N 1/1 white "
                "and black Spirit creature tokens with flying",
})

# s16-kws: casting mechanics of modern sets (docs/oracle-kws.md)
CR_TITLES.update({
    "118.9": "An alternative cost is paid rather than the spell's mana cost",
    "702.33b": "A kicked spell: one whose controller declared the intention to pay its kicker cost",
    "118.9a": "Only one alternative cost can be applied to any one spell as it's cast",
    "700.8": "A player's party: up to one each of Cleric, Rogue, Warrior, and Wizard they control, as large as "
             "possible",
    "702.133a": "Jump-start: cast this card from your graveyard by discarding a card as an additional cost, then "
                "exile it as it leaves the stack",
    "702.137a": "Spectacle: you may pay the spectacle cost rather than the mana cost if an opponent lost life this "
                "turn",
    "702.138a": "Escape: you may cast this card from your graveyard by paying its escape cost rather than its mana "
                "cost",
    "702.138c": "'[This permanent] escapes with ...' means 'If this permanent escaped, it enters with ...'",
})

# s16-m2x: Core Sets 2020 and 2021, one-line gaps (docs/oracle-m2x.md)
CR_TITLES.update({
    "609.3": "An effect that attempts to do something impossible does only as much as possible",
})

# s16-cleave
CR_TITLES.update({
    "702.148a": "Cleave: you may cast this spell by paying its cleave cost rather than its mana cost",
    "702.148b": "Cleave: if the cleave cost was paid, the words in square brackets are removed from the spell's text",
})

# s17-afr: Adventures in the Forgotten Realms (docs/oracle-s17-afr.md)
CR_TITLES.update({
    "706.1": "To roll a die is to generate a random number within the die's range",
    "706.2": "A die-rolling instruction with a result table: the row whose range holds the result happens",
    "301.5": "Equipment: an artifact subtype; an Equipment attached to a creature equips it",
})

# s17-dfc: disturb and "exile it instead" from anywhere (docs/oracle-s17-dfc.md)
CR_TITLES.update({
    "702.146": "Disturb",
    "702.146a": "Disturb: you may cast this card transformed from your graveyard by paying its disturb cost rather "
                "than its mana cost",
    "702.146b": "A resolving double-faced spell cast with disturb enters the battlefield transformed",
    "712.8c": "A nonmodal double-faced card cast transformed is a spell with its back face up: only its back face's "
              "characteristics, its mana value its front face's",
})

# s17-lm: learn and cards outside the game (docs/oracle-s17-lm.md)
CR_TITLES.update({
    "701.48a": "Learn: you may discard a card and, if you do, draw a card; if you didn't, you may put a Lesson card "
               "you own from outside the game into your hand, revealing it",
    "400.11a": "Cards outside the game are those a player owns that aren't in the game (in a tournament, the "
               "sideboard); an effect may bring one into the game",
})

# s17-taile: Ixalan to War of the Spark (docs/oracle-s17-taile.md)
CR_TITLES.update({
    "505.1": "There are two main phases in a turn: the precombat main phase and the postcombat main phase",
    "700.6": "An object is historic if it has the legendary supertype, the artifact card type, or the Saga subtype",
})

# s17-pw: planeswalker loyalty lines' effects (docs/oracle-s17-pw.md)
CR_TITLES.update({
    "119.5": "If an effect sets a player's life total to a number, the player gains or loses the life needed to "
             "end up with it",
})

# s18-castfree: casting permissions and delayed copies (docs/oracle-s18-castfree.md)
CR_TITLES.update({
    "401.2": "A library is kept face down and its cards may not be looked at unless an effect allows it",
    "107.3b": "A spell with {X} cast without paying its mana cost (nor an alternative cost with X): X is 0",
    "603.7b": "A delayed triggered ability triggers only once, the next time its event occurs, unless it has a "
              "stated duration",
})

# s18-m20: Core Set 2020's lines (docs/oracle-s18-m20.md)
CR_TITLES.update({
    "506.3": "Only a creature can attack or block; an attacking creature is one declared as an attacker (or put onto "
             "the battlefield attacking) until it is removed from combat or combat ends",
})

# s19-venture: dungeons and venture into the dungeon (docs/oracle-s19-venture.md)
CR_TITLES.update({
    "309.4": "A dungeon card's rooms: each has a name, a room ability, and arrows to the rooms it leads to",
    "309.4c": "A room ability is a triggered ability: \"When you move your venture marker into this room, <effect>\"",
    "309.6": "A dungeon whose venture marker is on its bottommost room, once that room's ability has left the stack, is "
             "removed from the game by its owner (a state-based action)",
    "309.7": "A player completes a dungeon as that dungeon card is removed from the game",
    "701.49": "Venture into the dungeon: enter a dungeon or move the venture marker to the next room",
    "701.49a": "Venturing with no dungeon in the command zone: choose a dungeon card you own from outside the game, put it "
               "into the command zone and the venture marker on its topmost room",
    "701.49b": "Venturing in a dungeon: move the venture marker to an adjacent room its arrows point to, choosing one "
               "when several do",
    "701.49c": "Venturing from the bottommost room: remove that dungeon (completing it), then enter a new dungeon",
    "704.5t": "State-based action: a dungeon whose venture marker is on its bottommost room, and which is the source of no "
              "room ability that has triggered but not yet left the stack, is removed from the game",
    "603.2d": "An ability may state that a triggered ability triggers additional times: determine how many times, then "
              "it triggers that many times",
})

# --- s19-neoa: Kamigawa: Neon Dynasty's lines (docs/oracle-s19-neoa.md) ---
CR_TITLES.update({
    "111.3": "The spell or ability that creates a token may define the values of any number of its characteristics",
})

# s19-m21: Core Set 2021's lines (docs/oracle-s19-m21.md)
CR_TITLES.update({
    "103.4": "Each player begins the game with a starting life total of 20 (variants may give another)",
})

# s20-kw: four evasion keywords (rules/keyword_evasion.py)
CR_TITLES.update({
    "702.13b": "Intimidate: can't be blocked except by artifact creatures and/or creatures that share a color with it",
    "702.28b": "Shadow: a creature with shadow can block or be blocked by only creatures with shadow",
    "702.31b": "Horsemanship: can't be blocked by creatures without horsemanship",
    "702.118b": "Skulk: can't be blocked by creatures with greater power",
    "702.80a": "Wither: damage dealt by a source with wither to a creature causes that many -1/-1 counters to be put on it",
    "702.90b": "Infect: damage dealt by a source with infect to a player gives poison counters, to a creature -1/-1 "
               "counters",
    "702.114a": "Devoid: a characteristic-defining ability, 'This object is colorless'; it works in all zones",
    "120.3b": "Damage dealt to a player by a source with infect causes that player to get that many poison counters",
    "120.3d": "Damage dealt to a creature by a source with wither and/or infect causes that many -1/-1 counters to be "
              "put on that creature",
})

# s20-venture: the room abilities of Dungeon of the Mad Mage and Tomb of Annihilation (docs/oracle-s20-venture.md)
CR_TITLES.update({
    "608.2g": "A spell an effect instructs or allows a player to cast during resolution is cast then (601.2a-i), with no "
              "priority after it; it becomes the topmost object of the stack and the resolution goes on",
})

# --- s20-neoa: Kamigawa: Neon Dynasty's lines (docs/oracle-s20-neoa.md) ---
CR_TITLES.update({
    "602.5": "A player can't begin to activate an ability that's prohibited from being activated",
    "605.3": "Activating a mana ability: a player may activate one they control whenever they have priority",
})

# --- s21-mutate: mutate and merged permanents (docs/oracle-s21-mutate.md) ---
CR_TITLES.update({
    "702.140a": "Mutate: you may pay [cost] rather than this spell's mana cost; it becomes a mutating creature spell "
                "targeting a non-Human creature with the same owner",
    "702.140b": "A mutating creature spell whose target is illegal as it resolves becomes a creature spell and enters "
                "the battlefield",
    "702.140c": "A mutating creature spell with a legal target merges with it, over or under as its controller chooses",
    "702.140d": "An ability that triggers whenever a creature mutates triggers when a spell merges with it",
    "702.140e": "A mutated permanent has the abilities of each of its cards; its other characteristics are its "
                "topmost card's",
    "727.2": f"Merging with permanents: the merged permanent is the same object (rule number of the {CR_EDITION} "
             "edition)",
    "727.3": f"A merged permanent leaving the battlefield: each of its components goes to the new zone (rule number of "
             f"the {CR_EDITION} edition)",
})

# --- s21-m21: Core Set 2021's lines (docs/oracle-s21-m21.md) ---
CR_TITLES.update({
    "306.8": "Damage dealt to a planeswalker causes that many loyalty counters to be removed from it",
})

# --- s21-neoa: Kamigawa: Neon Dynasty's lines (docs/oracle-s21-neoa.md) ---
CR_TITLES.update({
    "110.2a": "A permanent enters under the control of the player who put it onto the battlefield, unless the effect "
              "says otherwise",
})

# --- s21-ete: lines of ELD, THB, WAR, DOM, XLN, RIX, GRN, RNA, IKO, M19, M20, BLB and 4ED (docs/oracle-s21-ete.md) ---
CR_TITLES.update({
    "119.7": "A player who can't gain life can't: an effect that would make them gain life does nothing, and no "
             "replacement effect of such a gain applies",
    "305.4": "Effects may put lands onto the battlefield; that isn't playing a land",
    "205.3": "Subtypes: an object's subtypes, such as its creature types, follow its card types on the type line",
    "401.7": "A card put into a library Nth from the top goes to the bottom of a library of fewer than N cards",
})

# --- s22-war: lines of WAR, DOM, RNA and GRN (docs/oracle-s22-war.md) ---
CR_TITLES.update({
    "205.4e": "A player can't begin to cast a legendary instant or sorcery spell unless they control a legendary "
              "creature or a legendary planeswalker",
})

# --- s22-stx: Strixhaven's lines (docs/oracle-s22-stx.md) ---
CR_TITLES.update({
    "105.4": "An object of two or more colors is multicolored; an object of exactly one color is monocolored",
})

# --- s23-c11: Magic 2011's lines (docs/oracle-s23-c11.md) ---
CR_TITLES.update({
    "615.12": "Damage that can't be prevented: prevention effects still apply but prevent nothing, and existing damage "
              "prevention shields aren't reduced by it",
    "110.1": "A permanent is a card or token on the battlefield",
    "205.3i": "Lands have their own unique set of subtypes, the land types (Forest, Island, Mountain, Plains, Swamp, ...)",
})

# --- s23-c12: Magic 2012's lines (docs/oracle-s23-c12.md) ---
CR_TITLES.update({
    "702.54a": "Bloodthirst N: if an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters "
               "on it",
})

# --- s23-c13: Magic 2013's lines (docs/oracle-s23-c13.md) ---
CR_TITLES.update({
    "702.83a": "Exalted: whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn",
    "702.83b": "Each instance of exalted triggers separately",
    "104.3e": "An effect may state that a player loses the game",
    "401.1": "A player's library is the pile of cards, face down, they draw from",
})

# --- s23-ori: Magic Origins' lines (docs/oracle-s23-ori.md) ---
CR_TITLES.update({
    "702.112a": "Renown N: when this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 "
                "counters on it and it becomes renowned",
    "702.112b": "Renowned is a designation that has no rules meaning other than to act as a marker that the renown "
                "ability and other spells and abilities can identify",
    "702.112c": "Each instance of renown triggers separately",
    "205.2a": "The card types: artifact, battle, creature, enchantment, instant, kindred, land, planeswalker, sorcery",
})

# --- s24-emn: Eldritch Moon's mechanics (docs/oracle-s24-emn.md) ---
CR_TITLES.update({
    "702.120a": "Escalate [cost]: for each mode you choose beyond the first as you cast this spell, you pay an "
                "additional [cost]",
    "702.119a": "Emerge [cost]: you may cast this spell by paying [cost] and sacrificing a creature rather than paying "
                "its mana cost; its total cost is then reduced by that creature's mana value",
    "702.35a": "Madness [cost]: a card discarded is exiled instead of put into its owner's graveyard; when it is "
               "exiled this way, its owner may cast it by paying [cost] rather than its mana cost, else it goes to "
               "their graveyard",
    "702.35b": "Casting a spell using its madness ability follows the rules for paying alternative costs (601.2b, "
               "601.2f-h)",
})

# --- s24-khans: Khans of Tarkir block mechanics (docs/oracle-s24-khans.md) ---
CR_TITLES.update({
    "702.37a": "Morph: you may cast this card as a 2/2 face-down creature spell for {3}, and turn it face up for its "
               "morph cost",
    "702.37b": "Megamorph: as morph, and a +1/+1 counter is put on it as it is turned face up for its megamorph cost",
    "702.107a": "Outlast [cost]: [cost], {T}: put a +1/+1 counter on this creature; activate only as a sorcery",
})
CR_TITLES.update({
    "702.66a": "Delve: each generic mana in this spell's total cost may be paid by exiling a card from your graveyard",
    "702.66b": "Delve isn't an additional or alternative cost and applies only after the total cost is determined",
})
CR_TITLES.update({
    "702.109a": "Dash [cost]: cast it for [cost] rather than its mana cost; it has haste and returns to its owner's "
                "hand at the beginning of the next end step",
})
CR_TITLES.update({
    "701.39a": "Bolster N: choose a creature with the least toughness (or tied for least toughness) among creatures "
               "you control and put N +1/+1 counters on it",
})
CR_TITLES.update({
    "702.88a": "Rebound: a resolving spell cast from your hand is exiled instead, and you may cast it from exile "
               "without paying its mana cost at the beginning of your next upkeep",
})
CR_TITLES.update({
    "701.40a": "Manifest: put the card onto the battlefield face down as a 2/2 creature with no text, name, subtypes "
               "or mana cost",
    "701.40b": "A manifested permanent that is a creature card may be turned face up any time for its mana cost",
    "701.40e": "Several cards are manifested one at a time",
    "701.40g": "A manifested instant or sorcery card can't be turned face up",
})

# --- s24-mh1: Modern Horizons' mechanics (docs/oracle-s24-mh1.md) ---
CR_TITLES.update({
    "702.62a": "Suspend N—[cost]: from your hand, you may pay [cost] and exile it with N time counters (a special action); "
               "at the beginning of your upkeep, remove a time counter; when the last is removed, you may cast it without "
               "paying its mana cost, and a creature spell cast this way gains haste",
    "702.62b": "A card is suspended if it's in exile, has suspend, and has a time counter on it",
    "701.37a": "Monstrosity N: if this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous",  # s30-mh
    "701.37b": "Monstrous is a designation a permanent keeps until it leaves the battlefield",  # s30-mh
    "701.37c": "A permanent told to become monstrous that already is monstrous doesn't (the ability does nothing)",  # s30-mh
    "702.74a": "Evoke [cost]: you may cast this card by paying [cost] rather than its mana cost; when this permanent enters, "
               "if its evoke cost was paid, its controller sacrifices it",
    "702.79a": "Persist: when this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on "
               "it, return it to the battlefield under its owner's control with a -1/-1 counter on it",
    "702.85a": "Cascade: when you cast this spell, exile cards from the top of your library until you exile a nonland card "
               "whose mana value is less than this spell's; you may cast it without paying its mana cost; put the other "
               "exiled cards on the bottom of your library in a random order",
    "702.85c": "Each instance of cascade triggers separately",
    "116.2f": "Suspending a card from a player's hand is a special action",
    "205.4g": "Any permanent with the supertype snow is a snow permanent",
})

# --- s24-kal: Aether Revolt's lines (docs/oracle-s24-kal.md) ---
CR_TITLES.update({
    "702.126a": "Improvise: for each generic mana in this spell's total cost, you may tap an untapped artifact you "
                "control rather than pay that mana",
    "702.126b": "Improvise isn't an additional or alternative cost and applies only after the total cost is determined",
    "107.14": "The energy symbol {E} represents one energy counter: to pay {E}, a player removes one energy counter "
              "from themselves",
    "702.126c": "Multiple instances of improvise on the same spell are redundant",
    "702.123a": "Fabricate N: when this permanent enters, you may put N +1/+1 counters on it; if you don't, create N "
                "1/1 colorless Servo artifact creature tokens",
    "702.123b": "Each instance of fabricate triggers separately",
})

# --- s24-hou: Hour of Devastation's lines (docs/oracle-s24-hou.md) ---
CR_TITLES.update({
    "702.127a": "Aftermath: cast this half of this split card only from your graveyard; if this spell was cast from a "
                "graveyard, exile it instead of putting it anywhere else any time it would leave the stack",
    "702.130a": "Afflict N: whenever this creature becomes blocked, defending player loses N life",
    "702.130b": "Each instance of afflict triggers separately",
    "701.43": "Exert: to exert a permanent, you choose to have it not untap during your next untap step",
})

# --- s24-mh2: Modern Horizons 2's lines (docs/oracle-s24-mh2.md) ---
CR_TITLES.update({
    "702.41a": "Affinity for [text]: this spell costs {1} less to cast for each [text] you control",
    "702.41b": "If a spell has multiple instances of affinity, each of them applies",
    "702.43a": "Modular N: this enters with N +1/+1 counters on it; when it is put into a graveyard from the "
               "battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on it",
    "702.43b": "If a creature has multiple instances of modular, each one works separately",
    "702.92a": "Living weapon: when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then "
               "attach this to it",
    "702.29e": "Typecycling: [Type]cycling [cost] means [cost], discard this card: search your library for a [type] "
               "card, reveal it, put it into your hand, then shuffle",
    "702.29f": "Typecycling is still a cycling ability: effects that refer to cycling abilities refer to it too",
    "702.42a": "Entwine [cost]: you may choose all modes of this spell instead of just one; if you do, you pay an "
               "additional [cost]",
    "702.45a": "Bushido N: whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn",
    "702.77a": "Reinforce N [cost]: [cost], discard this card: put N +1/+1 counters on target creature",
})

# --- s24-core: Tenth Edition / Magic 2011 / Magic Origins lines, two engine fixes (docs/oracle-s24-core.md) ---
CR_TITLES.update({
    "701.10d": "To double a player's life total, the player gains or loses an amount of life such that their new "
               "life total is twice its old value",
    "113.7a": "Once activated or triggered, an ability exists independently of its source; if its source has left the "
              "zone it was in, its last known information is used",
    "104.3": "There are several ways to lose the game",
    "115.4": "Some spells and abilities require their controller to choose one or more targets; only what their text "
             "and the rules allow may be chosen",
})

# --- s24-isd: Innistrad's lines (docs/oracle-s24-isd.md) ---
CR_TITLES.update({
    "702.93a": "Undying: when this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters "
               "on it, return it to the battlefield under its owner's control with a +1/+1 counter on it",
})
# --- s25-core: Jumpstart / Tenth Edition lines (docs/oracle-s25-core.md) ---
CR_TITLES.update({
    "110.4": "A permanent spell is an artifact, battle, creature, enchantment or planeswalker spell",
    "102.3": "In a two-player game a player's opponent is the other player; in a multiplayer game without teams, "
             "every other player",
})

# --- s25-tsr: Time Spiral Remastered (docs/oracle-s25-tsr.md) ---
CR_TITLES.update({
    "702.61a": "Split second: as long as this spell is on the stack, players can't cast other spells or activate "
               "abilities that aren't mana abilities",
    "702.61b": "Players may still activate mana abilities and take special actions while a spell with split second is "
               "on the stack, and triggered abilities still trigger",
    "702.30a": "Echo [cost]: at the beginning of your upkeep, if this permanent came under your control since the "
               "beginning of your last upkeep, sacrifice it unless you pay [cost]",
    "702.63a": "Vanishing N: this permanent enters with N time counters on it; at the beginning of your upkeep, if there "
               "is a time counter on it, remove one; when the last is removed, sacrifice it",
    "702.27a": "Buyback [cost]: you may pay an additional [cost] as you cast this spell; if you did, put it into its "
               "owner's hand instead of into their graveyard as it resolves",
})


# --- s25-khc: Coldsnap and Kaldheim Commander mechanics (docs/oracle-s25-khc.md) ---
CR_TITLES.update({
    "107.4h": "The snow mana symbol {S} represents one generic mana in a cost, payable only with mana produced by a snow "
              "source",
    "702.24a": "Cumulative upkeep: at the beginning of your upkeep, put an age counter on this permanent, then you may "
               "pay its cost for each age counter on it; if you don't, sacrifice it",
    "702.24b": "Paying cumulative upkeep is paying the whole cost once for each age counter, as one payment",
    "702.59a": "Recover: when a creature is put into your graveyard from the battlefield, you may pay the recover cost; "
               "if you do, return this card from your graveyard to your hand, otherwise exile it",
    "702.60b": "If a spell has multiple instances of ripple, each triggers separately",
    "702.143a": "Foretell: during your turn you may pay {2} and exile this card from your hand face down; cast it on a "
                "later turn for its foretell cost",
    "702.143b": "Exiling a card with foretell from your hand is a special action",
    "116.2h": "Exiling a card with foretell from your hand is a special action",
    "107.1a": "Rounding: if a calculation that would determine a result requires division, round up or down as the "
              "effect says",
    "603.7d": "A delayed triggered ability created by a spell or ability is controlled by that spell's or ability's "
              "controller",
    "702.60a": "Ripple N: when you cast this spell, you may reveal the top N cards of your library, cast any of them "
               "with the same name without paying their mana costs, and put the rest on the bottom in any order",
})

# --- s25-mh: embalm, eternalize, converge, scavenge (docs/oracle-s25-mh.md) ---
CR_TITLES.update({
    "702.128a": "Embalm [cost]: [cost], exile this card from your graveyard: create a token that's a copy of this card, "
                "except it's white, it has no mana cost, and it's a Zombie in addition to its other types; activate "
                "only as a sorcery",
    "702.129a": "Eternalize [cost]: [cost], exile this card from your graveyard: create a token that's a copy of this "
                "card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other "
                "types; activate only as a sorcery",
    "702.42b": "A spell for which the entwine cost was paid is entwined; its modes are performed in the order written",
    "702.84a": "Unearth [cost]: [cost]: return this card from your graveyard to the battlefield; it gains haste; exile "
               "it at the beginning of the next end step; if it would leave the battlefield, exile it instead of "
               "putting it anywhere else; activate only as a sorcery",
    "702.96a": "Overload [cost]: you may choose to pay [cost] rather than pay this spell's mana cost",
    "702.96b": "If you chose to pay this spell's overload cost, change its text by replacing all instances of the "
               "word 'target' with the word 'each'",
    "702.96c": "If a player chooses to pay the overload cost of a spell, that spell won't require any targets",
    "702.97a": "Scavenge [cost]: [cost], exile this card from your graveyard: put a number of +1/+1 counters equal to "
               "the power of the card you exiled on target creature; activate only as a sorcery",
})
CR_TITLES.setdefault("105.1", "There are five colors in the Magic game: white, blue, black, red, and green")
# --- s25-ncc: New Capenna Commander's mechanics (docs/oracle-s25-ncc.md) ---
CR_TITLES.update({
    "702.152a": "Blitz [cost]: cast it for [cost] rather than its mana cost; it has haste and \"When this permanent is "
                "put into a graveyard from the battlefield, draw a card.\" and is sacrificed at the beginning of the "
                "next end step",
})
CR_TITLES.update({
    "122.1c": "Shield counters: if the permanent would be destroyed by an effect, remove a shield counter instead; if "
              "damage would be dealt to it, prevent that damage and remove a shield counter",
})
CR_TITLES.update({
    "701.50a": "Connive: the permanent's controller draws a card, then discards a card; if a nonland card is discarded, "
               "they put a +1/+1 counter on the conniving permanent",
    "701.50b": "A permanent connives after the process is complete, even if some or all of it was impossible",
    "701.50c": "A permanent that changed zones before it connives: its last known information says who connived",
    "701.50d": "A creature that left the battlefield still connives; no +1/+1 counter is put on anything",
    "701.50e": "Connive N: draw N cards, then discard N cards; a +1/+1 counter for each nonland card discarded",
})
CR_TITLES.update({
    "702.153a": "Casualty N: as an additional cost you may sacrifice a creature with power N or greater; when you cast "
                "the spell, if its casualty cost was paid, copy it (new targets may be chosen)",
})
# --- s26-tsp: goad, hideaway (docs/oracle-s26-tsp.md) ---
CR_TITLES.update({
    "701.15a": "Goad: until the next turn of the controller of that spell or ability, the creature is goaded",
    "701.15b": "A goaded creature attacks each combat if able and attacks a player other than the controller of the "
               "permanent, spell, or ability that goaded it if able",
    "701.15c": "A creature can be goaded by multiple players, each creating additional combat requirements",
    "701.15d": "The same player goading a creature again has no effect",
    "702.75a": "Hideaway N: when this permanent enters, look at the top N cards of your library, exile one of them face "
               "down and put the rest on the bottom of your library in a random order",
    "702.75b": "Older cards printed with hideaway have Oracle errata: 'Hideaway 4' and 'This permanent enters tapped.'",
    "406.3": "A card exiled face down: no player may look at it unless an instruction allows it",
})
# --- s26-cmdc (docs/oracle-s26-cmdc.md) ---
CR_TITLES.update({
    "702.44a": "Sunburst: if this object is entering the battlefield as a creature, it enters with a +1/+1 counter on it "
               "for each color of mana spent to cast it; otherwise, with a charge counter for each",
})

# --- s26-mh ---
CR_TITLES.update({
    "702.100a": "Evolve: whenever a creature enters under your control, if its power and/or toughness is greater than "
                "this creature's, put a +1/+1 counter on this creature",
    "702.91a": "Battle cry: whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn",
})

# --- s26-std ---
CR_TITLES.update({
    "205.1a": "An effect that sets an object's card type or subtype: the new types replace the old ones of that kind "
              "(a creature that becomes a Serpent loses its other creature types)",
})

# --- s26-cmda: "your commander" and "a commander" lines (docs/oracle-s26-cmda.md) ---
CR_TITLES.update({
    "903.3d": "Controlling a commander refers to a permanent on the battlefield that is a commander",
    "903.4": "Color identity: the colors of the mana symbols in a card's mana cost and rules text, plus its color "
             "indicator's and characteristic-defining abilities' colors",
    "903.4f": "A quality of a commander's color identity is undefined if the player has no commander: that part of "
              "the ability does nothing",
    "702.124c": "Two commanders with partner: their combined color identity is the commander's color identity",
})
CR_TITLES.update({
    "702.81a": "Retrace: you may cast this card from your graveyard by discarding a land card in addition to paying its "
               "other costs",
    "702.124j": "Partner with [name]: when this permanent enters, target player may search their library for a card "
                "named [name], reveal it, put it into their hand, then shuffle",
})
CR_TITLES.update({
    "702.58a": "Graft N: this permanent enters with N +1/+1 counters on it; whenever another creature enters, if it has a "
               "+1/+1 counter on it, you may move a +1/+1 counter from it onto that creature",
    "122.5": "Moving a counter removes it from one object and puts it on another; if either can't be done, neither is",
})

# --- s27-otja: spree and plot (docs/oracle-s27-otja.md) ---
CR_TITLES.update({
    "702.172a": "Spree: choose one or more modes; as an additional cost to cast this spell, pay the costs associated "
                "with those modes",
    "702.170a": "Plot [cost]: any time you have priority during your main phase while the stack is empty, you may exile "
                "this card from your hand and pay [cost]; it becomes a plotted card",
    "702.170b": "Exiling a card using its plot ability is a special action, which doesn't use the stack",
    "702.170c": "Some spells and abilities cause a card in exile to become plotted",
    "702.170d": "A plotted card's owner may cast it from exile without paying its mana cost during their main phase "
                "while the stack is empty during any turn after the turn in which it became plotted",
})
# --- s27-otjb: crimes, outlaws, saddle (docs/oracle-s27-otjb.md) ---
CR_TITLES.update({
    "700.12": "Outlaw: an object that has the Assassin, Mercenary, Pirate, Rogue and/or Warlock creature types",
    "700.12a": "Outlaws a player controls: only outlaw permanents are considered unless otherwise specified",
    "700.13": "A player commits a crime as they cast a spell, activate an ability or put a triggered ability on the stack "
              "that targets an opponent, a permanent, spell or ability an opponent controls, or a card in an "
              "opponent's graveyard",
    "702.171a": "Saddle N: tap any number of other untapped creatures you control with total power N or greater: this "
                "permanent becomes saddled until end of turn; activate only as a sorcery",
    "702.171b": "Saddled is a designation kept until end of turn or until the permanent leaves the battlefield; not a "
                "copiable value",
    "702.171c": "A creature saddles a permanent as it is tapped to pay the cost of that permanent's saddle ability",
})

# --- s27-mech (docs/oracle-s27-mech.md) ---
CR_TITLES.update({
    "702.89a": "Umbra armor: if enchanted permanent would be destroyed, instead remove all damage marked on it and "
               "destroy this Aura",
    "702.89b": "Older cards printed with totem armor: their Oracle text refers to umbra armor instead",
    "702.121a": "Melee: whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked "
                "with a creature this combat",
    "702.121b": "If a creature has multiple instances of melee, each triggers separately",
    "702.82a": "Devour N: as this object enters, you may sacrifice any number of creatures; it enters with N +1/+1 "
               "counters on it for each creature sacrificed this way",
    "702.82b": "'It devoured' means 'sacrificed as a result of its devour ability as it entered the battlefield'",
    "702.82c": "Devour [quality] N: as this object enters, you may sacrifice any number of [quality] permanents; it "
               "enters with N +1/+1 counters on it for each permanent sacrificed this way",
    "702.86a": "Annihilator N: whenever this creature attacks, defending player sacrifices N permanents",
    "702.124a": "Partner modifies the rules for deck construction in the Commander variant and functions before the "
                "game begins: two commanders if both have partner",
    "702.101a": "Extort: whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you "
                "gain life equal to the total life lost this way",
    "702.101b": "If a permanent has multiple instances of extort, each triggers separately",
    "702.33c": "Multikicker [cost]: you may pay an additional [cost] any number of times as you cast this spell; a "
               "multikicker cost is a kicker cost",
    "702.52a": "Dredge N: as long as you have at least N cards in your library, if you would draw a card, you may mill N "
               "cards instead and return this card from your graveyard to your hand",
    "702.52b": "A player with fewer cards in their library than the number required by a dredge ability can't mill any "
               "of them this way",
    "702.113a": "Awaken N—[cost]: you may cast this spell by paying [cost] rather than its mana cost; if you did, put N "
                "+1/+1 counters on target land you control, which becomes a 0/0 Elemental creature with haste; it's "
                "still a land",
    "702.144a": "Demonstrate: when you cast this spell, you may copy it and choose new targets for the copy; if you do, "
                "choose an opponent, who copies the spell and may choose new targets for that copy",
    "701.41a": "Support N on a permanent: put a +1/+1 counter on each of up to N other target creatures; on an "
               "instant or sorcery: on each of up to N target creatures",
})

# --- s27-older (docs/oracle-s27-older.md) ---
CR_TITLES.update({
    "701.24c": "A player told to shuffle specific objects into a library shuffles that library even if none of those "
               "objects are where they're expected to be",
})

# --- s28-core (docs/oracle-s28-core.md) ---
CR_TITLES.update({
    "115.7": "Some effects change the targets of a spell or ability, or let a player choose new targets for it",
    "115.7d": "A player allowed to choose new targets may leave any of them unchanged; the new ones must be legal",
    "115.7e": "Only the final set of targets is checked when targets are changed or chosen anew",
    "506.1": "The combat phase has five steps: beginning of combat, declare attackers, declare blockers, combat "
             "damage and end of combat",
    "614.10a": "Anything scheduled for a skipped step, phase or turn doesn't happen; 'skip your next' waits for an "
               "occurrence that isn't skipped",
})

# --- s29-core (docs/oracle-s29-core.md) ---
CR_TITLES.update({
    "721.1": f"Ending the turn: an effect that ends the turn follows these steps in order (rule number of the "
             f"{CR_EDITION} edition; 720 is Controlling Another Player since the June 2024 edition)",
    "721.1a": "Ending the turn: triggered abilities not yet put on the stack cease to exist",
    "721.1b": "Ending the turn: every object on the stack is exiled, the resolving one included",
    "721.1c": "Ending the turn: state-based actions are checked; no player gets priority, no trigger is put on the stack",
    "721.1d": "Ending the turn: the current phase and step end, creatures leave combat, and the game skips straight to "
              "the cleanup step",
})

# --- s29-mh (docs/oracle-s29-mh.md) ---
CR_TITLES.update({
    "113.1a": "An ability can be a characteristic an object has, defined by its rules text or the effect that created it",
    "120.3": "Damage has results that depend on whether its recipient is a player, creature, planeswalker or battle",
    "208.3": "A noncreature object not on the battlefield has power or toughness only if printed on it",
})

# --- s29-stda: the Standard sets of 2017-2019 (docs/oracle-s29-stda.md) ---
CR_TITLES.update({
    "102.2": "In a two-player game, a player's opponent is the other player",
    "205.3g": "Artifacts have their own unique set of subtypes, the artifact types (Equipment, Food, Treasure, ...)",
    "205.4c": "Any land with the supertype basic is a basic land",
    "201.3": "To choose a card name is to choose the name of a card in the Oracle card reference (not a token's)",  # s31-mh
})

# --- s32-ma: the mechanics of 2023-2024 (docs/oracle-s32-ma.md) ---
CR_TITLES.update({
    "702.168a": "Disguise [cost]: you may cast this card as a 2/2 face-down creature spell with ward {2}, no name, no "
                "subtypes and no mana cost by paying {3} rather than its mana cost",
    "702.168d": "Any time you have priority, you may turn a face-down permanent you control with disguise face up by "
                "paying its disguise cost (a special action)",
})
CR_TITLES.update({
    "701.53a": "Incubate N: create an Incubator token with N +1/+1 counters on it and \"{2}: Transform this artifact.\"; "
               "its back face is a 0/0 Phyrexian artifact creature",
})
CR_TITLES.update({
    "303.7": "Some Aura enchantments also have the subtype Role",
    "303.4i": "An Aura can't be put onto the battlefield attached to an object it can't legally enchant",
    "111.7": "A token that has left the battlefield can't move to another zone or come back onto the battlefield",
    "303.7a": "A permanent with more than one Role controlled by the same player attached keeps only the newest",
    "704.5y": "State-based action: of the Roles one player controls attached to a permanent, all but the newest go to "
              "their owner's graveyard",
})
CR_TITLES.update({
    "701.60a": "To suspect a creature: it becomes suspected until it leaves the battlefield or an effect ends it",
    "701.60c": "A suspected permanent has menace and \"This creature can't block\" for as long as it's suspected",
})

# --- s32-mb: the mechanics of Duskmourn, Aetherdrift and Final Fantasy (docs/oracle-s32-mb.md) ---
CR_TITLES.update({
    "702.177a": "Exhaust: \"Exhaust — [Cost]: [Effect]\" means \"[Cost]: [Effect]. Activate this ability only once.\"",
    "702.178a": "Max speed: \"Max speed — [Ability]\" means \"As long as you have max speed, this object has [Ability]\"",
    "702.179a": "Start your engines!: a player with no speed who controls a permanent with it gets a speed of 1 (a "
                "state-based action)",
    "702.179b": "Players have no speed until a rule or effect sets it to a specific value",
    "702.179d": "A player with a speed has an inherent triggered ability: whenever one or more opponents lose life during "
                "their turn, if their speed is less than 4, it increases by 1; it triggers only once each turn",
    "702.179e": "A player's speed can't increase above 4, their max speed",
    "702.179f": "A player with no speed has a speed of 0 for effects that refer to speed",
    "701.62a": "Manifest dread: look at the top two cards of your library, manifest one of them, then put the cards "
               "you looked at that were not manifested into your graveyard",
    "702.182a": "Job select: \"When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this "
                "Equipment to it\"",
})

# --- s33-dsk: Duskmourn's general lines and impending (docs/oracle-s33-dsk.md) ---
CR_TITLES.update({
    "702.176a": "Impending N—[cost]: you may pay [cost] rather than this spell's mana cost; if you did, it enters with N "
                "time counters, isn't a creature while it has a time counter, and at the beginning of your end step a "
                "time counter is removed from it",
})

# --- s34-tdm: Tarkir: Dragonstorm's keywords (docs/oracle-s34-tdm.md) ---
CR_TITLES.update({
    "701.63a": "Endure N: that permanent's controller creates an N/N white Spirit creature token unless they put N +1/+1 "
               "counters on that permanent",
    "701.63b": "A permanent instructed to endure 0: nothing happens",
    "701.4a": "Behold a [quality]: reveal a [quality] card from your hand or choose a [quality] permanent you control",
})
CR_TITLES.update({
    "702.180a": "Harmonize [cost]: you may cast this card from your graveyard by paying [cost] and tapping up to one "
                "untapped creature you control rather than its mana cost; its total cost is reduced by that creature's "
                "power in generic mana; exiled instead of anywhere else as it leaves the stack",
    "702.180b": "You choose which creature to tap as you choose to pay the harmonize cost, and tap it as you pay the "
                "total cost",
})

# --- s35-mkm: Cases (docs/oracle-s35-mkm.md) ---
CR_TITLES.update({
    "719.3a": "\"To solve — [Condition]\" means \"At the beginning of your end step, if [condition] and this Case is not "
              "solved, this Case becomes solved.\"",
    "719.3b": "Solved is a designation: it stays until the permanent leaves the battlefield; neither an ability nor a "
              "copiable value",
    "719.3c": "A solved Case's \"Solved — [Ability text]\" ability may affect the game, trigger or be activated",
    "702.169a": "Solved: a keyword ability of Case cards; \"Solved\" followed by ability text is a static, triggered or "
                "activated ability",
})
