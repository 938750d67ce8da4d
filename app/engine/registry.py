"""Where rules modules plug into the engine.

Each module under `rules/` registers, at import time:
- action handlers: `register_action("cast", verify=verify_cast, apply=cast)`. `verify(game, action)`
  raises IllegalAction; `apply(game, action)` changes `game.state` and emits events (it may
  also refuse: the whole request is discarded). A query's `apply` returns its result and
  changes nothing. An action type with no handler is refused as "not supported yet".
- hooks, each a `HookList` run in (`order`, registration) order:
  - `continuous_checks(game)`: checks the rules make "any time" (CR 702.145 day/night),
    run after every action and step change, before state-based actions.
  - `state_based_actions(game) -> list[thunk]`: CR 704; every detector looks at the same state,
    then all thunks run (simultaneously, CR 704.3), and the checks repeat.
  - `trigger_detectors(game, event) -> list[PendingTrigger]`: every emitted event is shown to
    them (or, registered with `events=`, only the events of those types); what triggers waits in
    `game.pending_triggers` until put on the stack (CR 603.3).
  - `enters_replacements(game, entering)`: "as it enters"/"enters with" effects (CR 614.1c-d)
    while a permanent is entering; Werewhat's exile, daybound at night, counters.
  - `leaves_battlefield(game, permanent, destination) -> list[ZoneCard] | None`: the cards that
    a leaving permanent becomes in the new zone (Werewhat splits in two); first non-None wins.
  - `back_face_providers(game, permanent) -> CardDefinition | None`: a permanent's back face
    when not printed on its card (Werewhat's exiled card); first non-None wins.
  - `transform_restrictions(game, permanent, cause) -> Refusal | None`: why it can't transform.
  - `characteristic_layers(game, obj, characteristics)`: continuous effects (CR 613), by layer
    (use the layer number times 10 as `order`, e.g. 70 for layer 7).
  - `step_begin[step](game)` / `step_end[step](game)`: turn-based actions; `step_skips(game,
    step) -> bool` skips a step (CR 508.8 no attackers); `step_repeats(game, step) -> bool`: the
    step that just ended happens again (CR 510.4: a second combat damage step).
  - `effect_resolvers["pump"](game, stack_object, effect, choices)`: effects of spells and
    abilities, one per effect kind (rules/effects_*.py); `stack_object.targets` holds only that
    effect's legal targets (rules/effects_targets.py `resolve_effects` checks them, CR 608.2b).
  - `cost_modifiers(game, player, definition, cost) -> cost`: cost increases/reductions (601.2f).
  - `additional_cost_payers["D"] = (verify, pay)`: non-mana cost symbols.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from app.engine.enums import Step

F = TypeVar("F", bound=Callable[..., Any])


class HookedGame(Protocol):
    """What the registry reads of a game (`app.engine.game.Game`, which sits above the registry
    and imports it): the hooks decided for it, and whether they are shared with other games."""

    active_hooks: dict[object, Any]
    active_hooks_shared: bool


@dataclass(frozen=True)
class ActionHandler:
    verify: Callable[..., None]  # (game, action)
    apply: Callable[..., Any]  # (game, action)


@dataclass(frozen=True)
class Refusal:
    """Why something can't happen, with what says so."""

    reason: str
    cites: tuple[str, ...]
    title: str | None = None  # a refusal's title, when more precise than the asker's


_ACTION_HANDLERS: dict[str, ActionHandler] = {}


def register_action(action_type: str, *, verify: Callable[..., None], apply: Callable[..., Any]) -> None:
    key = str(getattr(action_type, "value", action_type))
    if key in _ACTION_HANDLERS:
        raise ValueError(f"a handler for {key!r} is already registered")
    _ACTION_HANDLERS[key] = ActionHandler(verify, apply)


def handler_for(action_type: str) -> ActionHandler | None:
    return _ACTION_HANDLERS.get(str(getattr(action_type, "value", action_type)))


@dataclass
class HookList(Generic[F]):
    _hooks: list[tuple[int, int, F]] = field(default_factory=list)
    _run_order: tuple[F, ...] = ()  # `_ordered`'s value
    # id(hook) -> the ability kinds, one of which some card of the game must have for the hook to
    # matter (see `active`); hooks not listed always run.
    _needs: dict[int, frozenset[object]] = field(default_factory=dict)
    # `active`'s answers by the game's kinds (and None: the hooks they were decided for).
    _by_kinds: dict[frozenset[object] | None, tuple[F, ...]] = field(default_factory=dict)
    # id(hook) -> the event types it looks at (`add(events=...)`, see `active_for_event`); hooks
    # not listed look at every event.
    _events: dict[int, Container[str]] = field(default_factory=dict)
    # `active_for_event`'s answers by (the game's kinds or None, event type); None: the hooks they were decided for.
    _by_event: dict[Any, tuple[F, ...]] = field(default_factory=dict)
    _events_key: tuple[str, int] = ("events", 0)
    key: int = 0  # this list's key in `Game.active_hooks` (an attribute: read in a hot loop)

    @property
    def _ordered(self) -> tuple[F, ...]:
        """The hooks in run order, rebuilt by `add`. Setting it (tests swap in a list of their
        own) drops every game's shared decisions (`share_decisions`), which were made without it."""
        return self._run_order

    @_ordered.setter
    def _ordered(self, hooks: tuple[F, ...]) -> None:
        self._run_order = hooks
        _SHARED.clear()

    def __post_init__(self) -> None:
        self.key = id(self)
        self._events_key = ("events", id(self))

    def add(self, hook: F, order: int = 100, needs: tuple[object, ...] | None = None,
            events: Container[str] | None = None) -> F:
        """`events`: for a hook given events (trigger detectors), the only event types it can do
        anything with (a container asked at each decision, so a dict filled later is fine)."""
        self._hooks.append((order, len(self._hooks), hook))
        self._hooks.sort(key=lambda entry: (entry[0], entry[1]))
        self._ordered = tuple(hook for _, _, hook in self._hooks)
        if needs is not None:
            self._needs[id(hook)] = frozenset(needs)
            needed_kinds.update(needs)
        if events is not None:
            self._events[id(hook)] = events
        return hook

    def active(self, game: HookedGame) -> tuple[F, ...]:
        """The hooks that matter in this game, in run order: a hook registered with `needs` runs
        only while some card on the battlefield now or since the request began has one of those
        ability kinds (rules/ability_presence.py); the others always. Decided once per game and
        list, and again whenever a card with new kinds enters (`Game.active_hooks` is emptied
        then). Hot loops iterate this rather than the list itself: one dict lookup."""
        found = game.active_hooks.get(self.key)
        if found is None:
            found = self._decide(game)
        return found

    def _decide(self, game: HookedGame) -> tuple[F, ...]:
        found: tuple[F, ...] | None = shared_decision(game, self.key)
        if found is not None:
            return found
        needs = self._needs
        if not needs or game_kinds is None:
            found = self._run_order
        else:
            # The same kinds give the same hooks: decided once per set of kinds (and hooks), not per game.
            kinds = game_kinds(game)
            memo = self._by_kinds
            if memo.get(None) is not self._run_order:  # hooks were added since: start again
                memo.clear()
                memo[None] = self._run_order
            known = memo.get(kinds)
            if known is None:
                known = tuple(hook for hook in self._run_order if id(hook) not in needs or not needs[id(hook)].isdisjoint(kinds))
                if len(memo) > 256:
                    memo.clear()
                    memo[None] = self._run_order
                memo[kinds] = known
            found = known
        game.active_hooks[self.key] = found
        return found

    def event_types_changed(self) -> None:
        """Say that a container given as some hook's `events` has changed: decide again."""
        self._by_event.clear()
        _SHARED.clear()

    def active_for_event(self, game: HookedGame, event_type: str) -> tuple[F, ...]:
        """`active(game)` less the hooks registered for other event types, in run order: what an
        event of `event_type` is shown to (`Game.emit`; for the step hooks, the step's value).
        Kept in `Game.active_hooks` (a dict by event type under this list's events key), so
        decided again with the lists' own answers when the game's ability kinds grow."""
        by_event: dict[str, tuple[F, ...]] | None = game.active_hooks.get(self._events_key)
        found = by_event.get(event_type) if by_event is not None else None
        if found is not None:
            return found
        shared_decision(game, self._events_key)  # the dict another game with the same kinds filled, if any
        by_event = game.active_hooks.setdefault(self._events_key, {})
        found = by_event.get(event_type)
        if found is None:
            # Decided once per set of kinds and event type (`_by_event`), not per game.
            kinds = game_kinds(game) if self._needs and game_kinds is not None else None
            memo = self._by_event
            if memo.get(None) is not self._run_order:  # hooks were added since: start again
                memo.clear()
                memo[None] = self._run_order
            found = memo.get((kinds, event_type))
            if found is None:
                events = self._events
                found = tuple(hook for hook in self.active(game)
                              if id(hook) not in events or event_type in events[id(hook)])
                if len(memo) > 4096:
                    memo.clear()
                    memo[None] = self._run_order
                memo[(kinds, event_type)] = found
            by_event[event_type] = found
        return found

    @property
    def run_order(self) -> tuple[F, ...]:
        """The hooks in run order: a new tuple each time a hook is added."""
        return self._run_order

    def with_orders(self) -> Iterator[tuple[int, F]]:
        """Each hook with the `order` it was registered with, in run order."""
        return ((order, hook) for order, _, hook in self._hooks)

    def register(self, order: int = 100) -> Callable[[F], F]:
        """Decorator form: `@hooks.register(order=10)`."""
        return lambda hook: self.add(hook, order)

    def __iter__(self) -> Iterator[F]:
        return iter(self._run_order)


# The ability kinds (ability classes, "trigger:<name>") of the cards of a game so far, for
# `HookList.active`; set by rules/ability_presence.py (it only grows during a request).
game_kinds: Callable[[Any], frozenset[object]] | None = None
# Every game's decided hooks (`Game.active_hooks`: `HookList.active`, `active_for_event`, the
# characteristic layers per kind of object) are a function of the kinds some hook needs among the
# game's kinds alone: the games with the same such kinds share one dict of decisions, so a request
# decides nothing another already did. Emptied when a hook is added; bounded (a key is a set of the
# engine's own kinds, not of a client's text).
_SHARED: dict[frozenset[object], dict[object, Any]] = {}
_MAX_SHARED = 256


def shared_decision(game: HookedGame, key: object) -> Any:
    """On a game's miss: what a game with the same needed kinds decided under `key` (the game
    shares their decisions from then on, `share_decisions`), or None."""
    if game.active_hooks_shared:
        return None
    return share_decisions(game).get(key)


def share_decisions(game: HookedGame) -> dict[object, Any]:
    """Make `game.active_hooks` the decisions shared by the games with its needed kinds (what it
    decided alone so far is added to them), and return it. Called on a game's first miss, and
    again after its kinds grew by a needed one (`rules/ability_presence.widen` gives it a dict of
    its own again)."""
    kinds = game_kinds(game) & needed_kinds if game_kinds is not None else frozenset()
    decisions = _SHARED.get(kinds)
    if decisions is None:
        if len(_SHARED) >= _MAX_SHARED:
            _SHARED.clear()
        decisions = _SHARED.setdefault(kinds, {})
    for key, value in game.active_hooks.items():
        decisions.setdefault(key, value)
    game.active_hooks = decisions
    game.active_hooks_shared = True
    return decisions


# `widen_kinds(game, card)`: count the kinds of a card among the game's (a permanent entering, before
# `enters_replacements` are chosen); set by rules/ability_presence.py.
widen_kinds: Callable[[Any, Any], None] | None = None
# s29-core: `end_the_turn(game)`: the current step ends and the game skips straight to the cleanup step, state-based
# actions checked first (CR 721.1c-d); set by loop/steps.py, called by rules/s29core_end_turn.py.
end_the_turn: Callable[[Any], None] | None = None
# s34-lead: `player_condition_holds(game, player_id, condition)`: whether a RiderCondition on a player's game state holds
# for that player, no source object (CR 601.2f: "~ costs {2} less to cast if you have 5 or less life."); set by
# rules/s33std21_cost_conditions.py (over rules/riders.py), called by rules/turn_records.py, which riders.py imports.
player_condition_holds: Callable[[Any, str, Any], bool] | None = None
# Every kind some hook `needs` (`HookList.add`): a game's kinds growing by others changes no list's
# active hooks.
needed_kinds: set[object] = set()
# Fields of a permanent that count among a game's kinds, as `posted_kind(field)`, when a permanent
# of the battlefield has them set (not None, not empty) as the kinds are first decided (before any
# check could change them): a hook may `need` one. A rule setting such a field mid-request does it
# for cards with an ability kind of their own, which the hook needs too.
posted_fields: set[str] = set()


def posted_kind(field_name: str) -> str:
    """The kind of a posted permanent with `field_name` set (see `posted_fields`)."""
    posted_fields.add(field_name)
    return "posted:" + field_name

continuous_checks: HookList[Callable[..., None]] = HookList()
state_based_actions: HookList[Callable[..., list[Callable[[], None]]]] = HookList()
# The two "events" of the checks above (`loop/checks.run_checks`): a check registered with
# `events=(CHANGED,)` looks only at the permanents changed since the checks last found nothing to
# do (`Game.permanents_to_check`, `Game.changed_permanents`), so it is not asked while none has.
CHANGED, UNCHANGED = "permanents changed", "no permanent changed"
trigger_detectors: HookList[Callable[..., list[Any]]] = HookList()
# s34-std: `start(game)`, each called once as a `Game` is made (its fields set, no action applied yet): what a rule must
# note of the state the game starts from (rules/s34std_graveyard_leaves.py: the graveyards). Keep them cheap: every game.
game_start: list[Callable[..., None]] = []
# `keep(game, found) -> list[PendingTrigger]`: what detectors found, less the triggers a limit
# refuses ("This ability triggers only once each turn.", rules/trigger_limits.py).
pending_trigger_filters: list[Callable[..., list[Any]]] = []
enters_replacements: HookList[Callable[..., None]] = HookList()
# `stays_out(game, card, controller) -> cites | None`: a card about to be put onto the battlefield
# (not cast) that can't enter and stays where it is, with why (an Aura with nothing it could
# enchant, CR 303.4g).
enters_prevented: HookList[Callable[..., list[str] | None]] = HookList()
leaves_battlefield: HookList[Callable[..., Any]] = HookList()
back_face_providers: HookList[Callable[..., Any]] = HookList()
transform_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
characteristic_layers: HookList[Callable[..., None]] = HookList()
# A cost modifier that can change only the cost of a spell with one of its own ability kinds
# ("Spend only black mana on X", Fireball's extra targets) -> those kinds: not asked for others.
cost_modifiers_own_kinds: dict[Callable[..., Any], frozenset[object]] = {}
# Both called with (game, step) and registered with `events=` the step values they can answer for.
step_skips: HookList[Callable[..., bool | list[str]]] = HookList()  # True, or the cites saying why
step_repeats: HookList[Callable[..., bool]] = HookList()
# `step_actions_due(game) -> bool`, registered with `events=` the step values it answers for: a
# turn-based action of the current step still to be taken (combat damage waiting for a division,
# CR 510.1); the hook takes it with its defaults and answers True, and `next_step` then stays in
# the step (loop/steps.py) instead of ending it.
step_actions_due: HookList[Callable[..., bool]] = HookList()
cost_modifiers: HookList[Callable[..., Any]] = HookList()
# `activation_cost_modifiers(game, player, permanent, cost) -> cost`: increases/reductions of the cost
# to activate an ability of `permanent` (CR 602.2b, 601.2f; Gloom: rules/cost_increases.py).
activation_cost_modifiers: HookList[Callable[..., Any]] = HookList()
step_begin: dict[Step, HookList[Callable[..., None]]] = {step: HookList() for step in Step}
step_end: dict[Step, HookList[Callable[..., None]]] = {step: HookList() for step in Step}
effect_resolvers: dict[str, Callable[..., None]] = {}
# Damage (rules/damage.py): `damage_modifiers(game, source, recipient, amount, combat) -> (amount,
# cites)` prevent or change damage about to be dealt (CR 615; protection 702.16e); `damage_dealt(game,
# source, recipient, amount, combat)` runs after damage is dealt (lifelink 702.15b, deathtouch 702.2b).
damage_modifiers: HookList[Callable[..., tuple[int, list[str]]]] = HookList()
damage_dealt: HookList[Callable[..., None]] = HookList()
# Targeting (rules/targeting.py): `targeting_restrictions(game, source, target_id, controller) ->
# Refusal | None`: why `source` (an object id, or a definition's name) can't target that object
# (hexproof 702.11, shroud 702.18, protection 702.16b).
targeting_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
# Leaving the battlefield (rules/zones.py `leave_battlefield`): `leave_destinations(game, permanent,
# destination) -> (zone, cites) | None`: a replacement effect sending it elsewhere ("if it would die,
# exile it instead", CR 614.1a); s32-core: or `(zone, cites, after)`, `after(game, owner)` run once the card is there
# ("shuffle it into its owner's library instead", 701.24a).
leave_destinations: HookList[Callable[..., Any]] = HookList()
# Combat (rules/combat.py asks; keyword modules answer; CR 508-510):
# - `attack_restrictions(game, attacker) -> Refusal | None`: why it can't attack (defender 702.3b).
# - `attacks_without_tapping(game, attacker) -> list[str] | None`: the cites saying attacking
#   doesn't tap it (vigilance 702.20b), or None.
# - `block_restrictions(game, blocker, attacker) -> Refusal | None`: why that creature can't block
#   that attacker (flying/reach 702.9b, landwalk 702.14c, protection 702.16f).
# - `block_declaration_checks(game, blockers_by_attacker) -> Refusal | None`: restrictions on the
#   whole declaration, `{attacker id: [blocker ids]}` (menace 702.111b).
# - `first_strike_damage(game, creature) -> cites`: it deals damage in the first-strike combat damage
#   step (first strike 702.7b, double strike 702.4b) when not empty; `second_strike_damage(game,
#   creature) -> cites`: it deals damage in the second step although it dealt damage in the first (702.4b).
# - `lethal_damage(game, source, recipient, lethal) -> (lethal, cites)`: the damage that counts as
#   lethal for assigning `source`'s combat damage to creature `recipient` (deathtouch 702.2c).
# - `excess_damage_recipients(game, source) -> (list[str], cites) | None`: where an attacker may
#   assign damage beyond lethal to all its blockers (trample 702.19b-d); None: nowhere.
attack_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
# `attack_target_restrictions(game, attacker, defending_player) -> Refusal | None`: why it can't attack
# that player (or a planeswalker or battle of theirs): "can't attack unless defending player controls
# an Island" (CR 508.1c; rules/attack_restrictions.py).
attack_target_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
# Attack costs (CR 508.1g-h; rules/attack_costs.py): `attack_declaration_costs(game, action)` refuses a
# declaration whose total cost to attack can't be paid; `attack_costs_paid(game, action)` pays it once
# the attackers are declared and tapped.
attack_declaration_costs: HookList[Callable[..., None]] = HookList()
attack_costs_paid: HookList[Callable[..., None]] = HookList()
attacks_without_tapping: HookList[Callable[..., list[str] | None]] = HookList()
block_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
block_declaration_checks: HookList[Callable[..., Refusal | None]] = HookList()
# Both answer with the cites of the rule that says so (empty: it doesn't), cited by the damage dealt.
first_strike_damage: HookList[Callable[..., list[str]]] = HookList()
second_strike_damage: HookList[Callable[..., list[str]]] = HookList()
lethal_damage: HookList[Callable[..., tuple[int, list[str]]]] = HookList()
excess_damage_recipients: HookList[Callable[..., tuple[list[str], list[str]] | None]] = HookList()
# Keyword triggers (ward 702.21, flanking 702.25): a pending trigger whose `data` has
# `"keyword_trigger": name` resolves with `keyword_trigger_resolvers[name](game, stack_object, choices)`.
keyword_trigger_resolvers: dict[str, Callable[..., None]] = {}
# Summoning sickness (CR 302.6): `summoning_sickness_exemptions(game, creature) -> bool`: it may
# attack and pay {T}/{Q} costs anyway (haste 702.10b-c).
summoning_sickness_exemptions: HookList[Callable[..., bool]] = HookList()
# `attack_summoning_sickness_exemptions(game, creature) -> list[str] | None`: the cites saying it may
# attack although summoning sick, without being exempt for {T}/{Q} costs ("can attack as though it
# had haste", rules/attacks_as_though_haste.py); None otherwise.
attack_summoning_sickness_exemptions: HookList[Callable[..., list[str] | None]] = HookList()
# Destruction (CR 701.8): `destruction_restrictions(game, permanent) -> Refusal | None`: why it
# isn't destroyed (indestructible 702.12b); asked by lethal damage, deathtouch and destroy effects.
destruction_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
# Back-face providers and characteristic layers whose result depends on nothing but the object's
# `card`, `face_down`, `transformed`, `back_face_card`, counters, `effects`, `color_effects` and the catalog. While
# every registered provider and layer is listed here, `characteristics` may reuse a permanent's
# characteristics computed from the same inputs; any other hook turns that reuse off.
characteristics_cache_safe: set[Callable[..., Any]] = set()
# Characteristic layers of layers 1-4 (order below 50) that never change a name or a supertype (a
# type-changing effect that only adds a card type, rules/animate.py): the legend rule may still skip
# the permanents not printed legendary while every such layer is listed here.
layers_keeping_names: set[Callable[..., Any]] = set()
# Characteristic layers that change nothing of a permanent while `Game.characteristics_cacheable`
# (they return at once then: what they apply comes from other objects), and layers that change
# nothing of a stack object (they return at once for one): `characteristics.compute` leaves them out
# of those objects' layer runs (same result, fewer calls).
layers_idle_while_cacheable: set[Callable[..., Any]] = set()
layers_permanents_only: set[Callable[..., Any]] = set()
# Characteristic layers that never change an object's card types (a power/toughness or color layer):
# `characteristics.is_creature_spell` reads a spell's printed types, without computing the rest, when
# every layer active for it is listed here. A layer not listed may change types.
layers_keeping_types: set[Callable[..., Any]] = set()
# Characteristic layers that change nothing of an object without `effects` and `color_effects` of its
# own (they apply those): left out for such an object too.
layers_of_own_effects: set[Callable[..., Any]] = set()
additional_cost_payers: dict[str, tuple[Callable[..., None], Callable[..., None]]] = {}
# Paying a cost's mana with mana abilities (CR 601.2g-h), set by rules/payment.py, which builds on
# rules/costs.py and rules/mana_abilities.py, so costs asks here: `(verify, pay)`, each called as
# `(game, player, cost, what, payment, exclude)` with `payment` "auto" or explicit; `verify` refuses
# a payment that can't pay the cost, `pay` activates its mana abilities and returns the mana to spend
# (None: the whole pool).
mana_payment: tuple[Callable[..., None], Callable[..., dict[str, int] | None]] | None = None
# `characteristics_cache_vetoes(game) -> bool`, asked once as a game starts: True when a layer
# listed in `characteristics_cache_safe` reads other objects in this game (a static "creatures you
# control get +1/+1", a characteristic-defining ability counting lands); the game then reuses no
# characteristics and checks every permanent (`Game.characteristics_cacheable` is False).
characteristics_cache_vetoes: HookList[Callable[..., bool]] = HookList()


def characteristics_cacheable() -> bool:
    """Whether every registered characteristic layer and back-face provider is listed in
    `characteristics_cache_safe` (checked when a game starts)."""
    # asked in C (every game): the set holds every hook of both lists
    return characteristics_cache_safe.issuperset(characteristic_layers) and characteristics_cache_safe.issuperset(
        back_face_providers)
# Untap step (CR 502.3): `untap_restrictions(game, permanent) -> list[str] | None`: the cites saying
# that permanent doesn't untap during its controller's untap step ("doesn't untap", Meekstone), or None.
untap_restrictions: HookList[Callable[..., list[str] | None]] = HookList()
# `resolution_choices[name](game, stack_object) -> dict | None`: the choice a stack object whose
# `choices` has `"keyword_trigger": name` asks as it resolves, shown by `pending` (`decision`
# "choose"): `{"stack_object", "choice", "values", "cost", "player"?}` ("unless you pay {U}").
resolution_choices: dict[str, Callable[..., dict[str, Any] | None]] = {}
# Maximum hand size (CR 402.2): `maximum_hand_size(game, player_id) -> int | None`: that player's
# maximum hand size set by an effect (Cursed Rack), or None; the last answer wins.
maximum_hand_size: HookList[Callable[..., int | None]] = HookList()
# A delayed trigger's action other than "sacrifice" (rules/triggers.py resolves those): its resolver,
# `delayed_resolvers[action](game, stack_object)` (CR 603.7; "return_to_battlefield":
# rules/exile_then_return.py).
delayed_resolvers: dict[str, Callable[..., None]] = {}
# s15-combat (rules/combat_requirements.py): `attack_declaration_checks(game, attackers) -> Refusal | None`:
# requirements and restrictions on a whole attack declaration (CR 508.1c-d; `attackers`: the ids
# declared); `step_pass_checks(game, rest_of_turn) -> Refusal | None`: why the current step (with
# `rest_of_turn`, the rest of the turn: `next_turn`) can't end now without a declaration that a
# requirement asks for (508.1d).
attack_declaration_checks: HookList[Callable[..., Refusal | None]] = HookList()
# s26-tsp (rules/s26tsp_goad.py): `attack_declaration_target_checks(game, declarations) -> Refusal | None`: requirements
# on whom the declared attackers attack (CR 508.1d: goad's "attacks a player other than you if able", 701.15b)
attack_declaration_target_checks: HookList[Callable[..., Refusal | None]] = HookList()
step_pass_checks: HookList[Callable[..., Refusal | None]] = HookList()


# s17-linked: `ability_losses(game, permanent) -> bool`: whether a static ability of another object makes that
# permanent lose all its abilities (layer 6, CR 613.1f; rules/lose_all_abilities.py; a resolved effect's
# `lost_all_abilities` is read by `characteristics` itself); `characteristics.current_face` then answers its
# face without abilities or keywords. Registered with `needs`: asked only in games with such an ability.
ability_losses: HookList[Callable[..., bool]] = HookList()
# s31-cmd: `rules_text_losses(game, permanent) -> bool`: whether a static ability of another object makes that permanent
# lose the abilities of its rules text, but not those other effects grant it ("Nonbasic lands are Mountains.", CR 305.7,
# 613.1d; rules/s31cmd_land_types.py); `characteristics.current_face` then answers its face without abilities.
rules_text_losses: HookList[Callable[..., bool]] = HookList()


# s20-combat (rules/s20combat_requirements.py): `additional_blocks(game, blocker) -> int`: how many attackers it may
# block beyond one (CR 509.1a: "~ can block an additional creature each combat"); `block_requirement_checks(game,
# defenders, blocks) -> Refusal | None`: whether the blocks (`(blocker, attacker)` pairs) declared by `defenders`
# obey as many blocking requirements as possible (CR 509.1c); `damage_by_toughness(game, creature) -> bool`: it
# assigns combat damage equal to its toughness rather than its power (CR 510.1a).
additional_blocks: HookList[Callable[..., int]] = HookList()
block_requirement_checks: HookList[Callable[..., Refusal | None]] = HookList()
damage_by_toughness: HookList[Callable[..., bool]] = HookList()
# s20-neoa: `activation_restrictions(game, permanent, purpose) -> Refusal | None`: why an activated ability of that
# permanent can't be activated now by a static ability of another object ("its activated abilities can't be activated
# [unless they're mana abilities]", CR 602.5, 605.3; "can't crew Vehicles", 702.122a; rules/s20neoa_arrest.py);
# `purpose` "ability" (an `activate`), "mana" (a mana ability: `tap_for_mana` and payments) or "crew" (tapped to
# crew a Vehicle). Registered with `needs`: asked only in games with such an ability.
activation_restrictions: HookList[Callable[..., Refusal | None]] = HookList()
# s25-mh: `delayed_choices[action](game, stack_object) -> dict | None`: the choice a delayed trigger (its `choices`
# `"delayed": {"action": action, ...}`) asks its controller as it resolves, shown by `pending` (`decision` "choose";
# rebound's "you may cast this card", CR 702.88a, 608.2d).
delayed_choices: dict[str, Callable[..., dict[str, Any] | None]] = {}

# --- s27-mech ---
# `draw_replacements(game, player, cites) -> bool`: a draw replaced as it would happen (dredge, CR 702.52a, 614.1a;
# rules/s27mech_dredge.py): True when it was. rules/zones.py `draw_cards` asks them only when the action names a card to
# dredge (`choices.dredge`).
draw_replacements: HookList[Callable[..., bool]] = HookList()

# --- s30-old ---
# `empty_library_draw_replacements(game, player, cites) -> bool`: a draw from an empty library replaced as it would
# happen ("If you would draw a card while your library has no cards in it, you win the game instead.", CR 614.1a, 121.4;
# rules/s30old_empty_draw_wins.py): True when it was. rules/zones.py `draw_cards` asks them only when the drawing
# player's library is empty (registered with `needs`: only in games with such an ability).
empty_library_draw_replacements: HookList[Callable[..., bool]] = HookList()


# s32-core: `to_graveyard(game, player, cards, from_zone) -> list[ZoneCard]`: cards put into `player`'s graveyard, but those
# a replacement sends elsewhere (CR 614.1a); set by rules/s32core_graveyard_instead.py, called by rules/zones.py `move`.
to_graveyard: Callable[..., Any] | None = None
# s32-core: `shuffle_library(game, player, item_id, cites)` (CR 701.24a): set by rules/library.py, called by
# rules/s32core_graveyard_instead.py (which library.py imports).
shuffle_library: Callable[..., None] | None = None
