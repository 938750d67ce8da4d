"""The syntax tree of one Oracle line as the grammar reads it (oracle.lark): plain dataclasses,
built from lark's parse tree by `build` (a lark Transformer), lowered to the engine's
vocabulary by app/oracle/lowering.py. Every node keeps what the words said, never what the engine
makes of them: the lowering decides that (or says that the engine has no node for it)."""

from __future__ import annotations

import dataclasses
import itertools  # s27-older
from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer, Tree

from app.oracle.numbers import WORD_NUMBERS


@dataclass(frozen=True)
class Qualifier:
    """One word or phrase narrowing a noun: ("with_color", "white"), ("you_control", None), ..."""

    name: str
    value: str | None = None


@dataclass(frozen=True)
class Noun:
    """A noun phrase: `head` ("creature", "permanent", "card", "subtype", "either") and its words."""

    head: str
    qualifiers: tuple[Qualifier, ...] = ()
    words: tuple[str, ...] = ()  # the head's own words ("creature", "or", "planeswalker"; "Knights")


@dataclass(frozen=True)
class Amount:
    value: int | str  # a number, "X", "that_many"
    for_each: Noun | None = None
    equal_to: str | None = None  # "its_power", "number_of", ...


@dataclass(frozen=True)
class Ref:
    """Who or what an effect names: `kind` is "target", "each", "all", "group", "self", "it",
    "them", "enchanted_creature", "equipped_creature", "that", "any_target", or "player"
    (then `player` says which: "you", "target_player", "each_opponent", ...)."""

    kind: str
    noun: Noun | None = None
    count: Amount | None = None
    up_to: bool = False
    another: bool = False
    other: bool = False
    player: str | None = None


@dataclass(frozen=True)
class Effect:
    """One clause of effect: `verb` ("deal_damage", "pump", "destroy", ...) and its parts."""

    verb: str
    subject: Ref | None = None
    obj: Ref | None = None
    amount: Amount | None = None
    pt: str | None = None
    keywords: tuple[str, ...] = ()
    duration: str | None = None
    place: str | None = None
    counter: str | None = None
    token: Token_ | None = None
    spell: Noun | None = None
    may: bool = False
    random: bool = False


@dataclass(frozen=True)
class Token_:
    """A token described in text: "a 1/1 white Soldier creature token with lifelink"."""

    stats: str
    colors: tuple[str, ...]
    subtypes: tuple[str, ...]
    types: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    predefined: str | None = None  # "a Food token": a predefined token's name (CR 111.10)
    s28fdna_name: str | None = None  # s28-fdna: "Scion of the Deep, a legendary 8/8 ..." (CR 111.4)
    s28fdna_legendary: bool = False  # s28-fdna: "a legendary ... token" (CR 205.4a)


@dataclass(frozen=True)
class Sentence:
    effects: tuple[Effect, ...]
    joined_by: str = "and"  # "and" | "then" | "may"
    then: bool = False  # begins with "Then"
    fronted_duration: str | None = None  # "Until end of turn, ..."
    x_is: Any = None  # ", where X is ~'s power": the amount_ref X stands for ("source_power", ...)


@dataclass(frozen=True)
class Body:
    sentences: tuple[Sentence, ...]
    optional: Effect | None = None  # "You may <optional>. If you do, <sentences>"
    once_each_turn: bool = False  # "This ability triggers only once each turn." after the sentences
    reflexive: bool = False  # "You may <optional>. When you do, <sentences>" (CR 603.12; s12-reflexive)
    r2history_mandatory: bool = False  # "<action>. When you do, <sentences>" (CR 603.12; s14-r2history)


@dataclass(frozen=True)
class Cost:
    kind: str  # "mana", "tap", "untap", "sacrifice", "discard", "pay_life", "exile", "remove_counters", "optional"
    mana: str | None = None
    obj: Ref | None = None
    amount: Amount | None = None
    counter: str | None = None
    inner: Cost | None = None


@dataclass(frozen=True)
class Condition:
    kind: str  # "you_control", "you_control_count", "you_gained_life", "self_attacking", ...
    noun: Noun | None = None
    number: int | None = None


@dataclass(frozen=True)
class Event:
    kind: str  # "self", "you_gain_life", "you_cast", "you_draw", "other_enters", "other_dies", "other_attacks"
    verb: str | None = None  # for "self": "enters", "dies", "attacks", ...
    noun: Noun | None = None
    amount: Amount | None = None  # "you_expend": the N of "expend N"
    level: int | None = None  # "class_becomes_level": "When this Class becomes level N"
    condition: Condition | None = None  # "self_attacks_while": "Whenever ~ attacks while <condition>"
    counter: str | None = None  # s14-counters: "you_put_counters": the kind of counter ("+1/+1")


@dataclass(frozen=True)
class Triggered:
    events: tuple[Event, ...]
    body: Body
    condition: Condition | None = None
    step: str | None = None  # "upkeep", "end_step", "draw_step", "combat_on_your_turn", ...
    whose: str | None = None  # "your", "each", ...


@dataclass(frozen=True)
class Activated:
    costs: tuple[Cost, ...]
    body: Body
    restrictions: tuple[str, ...] = ()


@dataclass(frozen=True)
class Static:
    kind: str  # "pump", "keywords", "unblockable", "cant_block", "enters_tapped"
    subject: Ref
    pt: str | None = None
    keywords: tuple[str, ...] = ()
    condition: Condition | None = None
    by: Ref | None = None  # "can't be blocked by <by>"
    for_each: Noun | None = None  # "gets +1/+1 for each <for_each>" (kind "count_pump")
    subtype: str | None = None  # s13-granted: "and is a Knight in addition to its other types"
    counter: str | None = None  # s13-m19final: "~ enters with three charge counters on it"
    amount: Amount | None = None  # s13-m19final: how many


@dataclass(frozen=True)
class Spell:
    body: Body


@dataclass(frozen=True)
class Modal:
    choose: str
    modes: tuple[Body, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class AdditionalCost:
    cost: Cost


Line = Triggered | Activated | Static | Spell | Modal | AdditionalCost


def _words(tree: Any) -> tuple[str, ...]:
    if isinstance(tree, Token):
        return (str(tree),)
    if isinstance(tree, Tree):
        return tuple(word for child in tree.children for word in _words(child))
    return ()


def _text(tree: Any) -> str:
    return " ".join(_words(tree))


def _equal(ref: Any) -> Amount:
    """ "equal to its power" -> Amount("equal", equal_to="its_power"); "equal to the number of
    <nouns>" -> Amount("equal", equal_to="number_of", for_each=<noun>)."""
    if isinstance(ref, tuple):
        return Amount("equal", equal_to=ref[0], for_each=ref[1])
    return Amount("equal", equal_to=str(ref))



def _no_player(c: list[Any]) -> Ref:
    """The player of a draw, discard, mill or sacrifice with none written: "you" for the imperative ("Draw a card."),
    "carried" for a third-person verb ("..., then draws a card."), whose subject is another clause's: a
    shared-subject sentence replaces it, and lowering refuses it where nothing did (CR 608.2c)."""
    carried = any(isinstance(x, Tree) and x.data.startswith("s24_carried_") for x in c)
    return Ref("player", player="carried" if carried else "you")

class _Build(Transformer[Token, Any]):
    """lark's tree -> the dataclasses above (one method per rule or alias of oracle.lark)."""

    # --- amounts
    def number(self, c: list[Any]) -> Amount:
        return Amount(int(str(c[0])))

    def x_amount(self, c: list[Any]) -> Amount:
        return Amount("X")

    def word_number(self, c: list[Any]) -> Amount:
        return Amount(WORD_NUMBERS[_text(c[0]).lower()])

    def one(self, c: list[Any]) -> Amount:
        return Amount(1)

    def that_many(self, c: list[Any]) -> Amount:
        return Amount("that_many")

    def its_power(self, c: list[Any]) -> str:
        return "its_power"

    def its_toughness(self, c: list[Any]) -> str:
        return "its_toughness"

    def source_power(self, c: list[Any]) -> str:
        return "source_power"
    def number_of(self, c: list[Any]) -> tuple[str, Noun]:
        return ("number_of", c[0])

    # --- nouns
    def noun_phrase(self, c: list[Any]) -> Noun:
        qualifiers = [q for q in c if isinstance(q, Qualifier)]
        heads = [h for h in c if not isinstance(h, Qualifier)]
        head = heads[0]
        if len(heads) > 1:  # "Court Cleric": several words where one noun is read
            return Noun("several", tuple(qualifiers), tuple(w for h in heads for w in _words(h)))
        if isinstance(head, Token) and head.type == "SUBTYPE":
            return Noun("subtype", tuple(qualifiers), (str(head),))
        if isinstance(head, Tree) and head.data == "plural_noun":
            return Noun("plural", tuple(qualifiers), _words(head))
        if isinstance(head, Tree) and head.data == "noun_either":
            return Noun("either", tuple(qualifiers), _words(head))
        if isinstance(head, Tree) and head.data == "type_card":
            return Noun("type_card", tuple(qualifiers), _words(head))
        if isinstance(head, Tree) and head.data == "subtype_list":  # "Frog, Rabbit, or Squirrel"
            return Noun("subtypes", tuple(qualifiers), _words(head))
        return Noun(_text(head).lower(), tuple(qualifiers), _words(head))

    def _qualifier(name: str, value_index: int | None = None) -> Any:  # type: ignore[misc]
        def method(self: _Build, c: list[Any]) -> Qualifier:
            if value_index is None:
                return Qualifier(name)
            value = c[value_index]
            return Qualifier(name, (value if isinstance(value, str) else _text(value)).lower())

        return method

    tapped = _qualifier("tapped")
    untapped = _qualifier("untapped")
    attacking = _qualifier("attacking")
    blocking = _qualifier("blocking")
    nontoken = _qualifier("nontoken")
    other = _qualifier("other")
    non_type = _qualifier("non_type", 0)
    with_color = _qualifier("with_color", 0)
    non_color = _qualifier("non_color", 0)
    colorless = _qualifier("colorless")
    with_type = _qualifier("with_type", 0)
    legendary = _qualifier("legendary")
    you_control_q = _qualifier("you_control")
    opponent_controls_q = _qualifier("opponent_controls")
    you_dont_control_q = _qualifier("you_dont_control")
    defending_player_controls_q = _qualifier("defending_player_controls")
    that_player_controls_q = _qualifier("that_player_controls")
    target_player_controls_q = _qualifier("target_player_controls")
    with_keyword = _qualifier("with_keyword", 0)
    without_keyword = _qualifier("without_keyword", 0)
    from_your_graveyard = _qualifier("from_your_graveyard")
    from_a_graveyard = _qualifier("from_a_graveyard")
    other_than_self = _qualifier("other")
    you_own = _qualifier("you_own")

    def with_subtype(self, c: list[Any]) -> Qualifier:
        return Qualifier("with_subtype", str(c[0]))

    def prefix_comma(self, c: list[Any]) -> Qualifier:
        first: Qualifier = c[0]
        if first.name == "with_type":  # s15-neo: "artifact, creature, enchantment, or planeswalker" is a list of
            return Qualifier("with_type_in_list", first.value)  # card types, not an "artifact" qualifier
        return first

    def with_stat(self, c: list[Any]) -> Qualifier:
        if len(c) == 2:  # s15-targets: "with mana value X or less" (the word X is not kept in the tree)
            c = [c[0], "X", c[1]]
        stat, value, compared = _text(c[0]).lower().replace(" ", "_"), str(c[1]), _text(c[2])
        return Qualifier("with_stat", f"{stat}{'<=' if compared == 'less' else '>='}{value}")

    def with_stat_equal(self, c: list[Any]) -> Qualifier:
        return Qualifier("with_stat", f"{_text(c[0]).lower().replace(' ', '_')}={c[1]}")

    # --- objects
    def target_phrase(self, c: list[Any]) -> Ref:
        count: Any = c[0] if len(c) == 2 else None
        noun: Noun = c[-1]
        if isinstance(count, tuple) and count[0] == "another":
            return Ref("target", noun, another=True)
        if isinstance(count, tuple) and count[0] == "up_to":
            return Ref("target", noun, count=count[1], up_to=True)
        if isinstance(count, tuple) and count[0] == "up_to_other":  # "up to one other target"
            return Ref("target", noun, count=count[1], up_to=True, another=True)
        if isinstance(count, tuple):
            return Ref("target", noun, count=count[1])
        return Ref("target", noun)

    def up_to(self, c: list[Any]) -> tuple[str, Amount]:
        return ("up_to", c[0])

    def exactly(self, c: list[Any]) -> tuple[str, Amount]:
        return ("exactly", c[0])

    def another(self, c: list[Any]) -> tuple[str, None]:
        return ("another", None)

    def each_phrase(self, c: list[Any]) -> Ref:
        return Ref("each", c[0])

    def all_phrase(self, c: list[Any]) -> Ref:
        return Ref("all", c[0])

    def group_phrase(self, c: list[Any]) -> Ref:
        return Ref("group", self.noun_phrase(c))

    def other_group(self, c: list[Any]) -> Ref:
        return Ref("group", self.noun_phrase(c), other=True)

    def self_ref(self, c: list[Any]) -> Ref:
        return Ref("self")

    def it_ref(self, c: list[Any]) -> Ref:
        return Ref("it")

    def them_ref(self, c: list[Any]) -> Ref:
        return Ref("them")

    def enchanted_creature(self, c: list[Any]) -> Ref:
        return Ref("enchanted_creature")

    def equipped_creature(self, c: list[Any]) -> Ref:
        return Ref("equipped_creature")

    def that_ref(self, c: list[Any]) -> Ref:
        return Ref("that", Noun(_text(c[0]).lower()))

    def any_target(self, c: list[Any]) -> Ref:
        return Ref("any_target")

    def _player(name: str) -> Any:  # type: ignore[misc]
        def method(self: _Build, c: list[Any]) -> Ref:
            return Ref("player", player=name)

        return method

    you = _player("you")
    target_player = _player("target_player")
    target_opponent = _player("target_opponent")
    each_opponent = _player("each_opponent")
    each_player = _player("each_player")
    that_player = _player("that_player")
    its_controller = _player("its_controller")
    defending_player = _player("defending_player")
    they = _player("they")

    def spell_desc(self, c: list[Any]) -> Noun:
        qualifiers = [q for q in c if isinstance(q, Qualifier)]
        head = next(h for h in c if not isinstance(h, Qualifier))
        return Noun("spell", tuple(qualifiers), _words(head))

    # --- keywords, durations
    def keyword(self, c: list[Any]) -> str:
        return " ".join(_words(Tree("keyword", c))).lower()

    def keyword_list(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(k for k in c if isinstance(k, str))

    def end_of_turn(self, c: list[Any]) -> str:
        return "end_of_turn"

    def this_turn(self, c: list[Any]) -> str:
        return "this_turn"

    def until_your_next_turn(self, c: list[Any]) -> str:
        return "until_your_next_turn"

    # --- effects
    @staticmethod
    def _parts(c: list[Any]) -> tuple[list[Ref], list[Amount], list[str], list[tuple[str, ...]]]:
        refs = [x for x in c if isinstance(x, Ref)]
        amounts = [x for x in c if isinstance(x, Amount)]
        durations = [x for x in c if isinstance(x, str) and x in ("end_of_turn", "this_turn", "until_your_next_turn")]
        keywords = [x for x in c if isinstance(x, tuple) and all(isinstance(k, str) for k in x)]
        return refs, amounts, durations, keywords

    def deal_damage(self, c: list[Any]) -> Effect:
        refs, amounts, _, _ = self._parts(c)
        return Effect("deal_damage", subject=refs[0], obj=refs[1], amount=amounts[0])

    def deal_damage_equal(self, c: list[Any]) -> Effect:
        refs = [x for x in c if isinstance(x, Ref)]
        ref = next(x for x in c if isinstance(x, str | tuple) and not isinstance(x, Ref))
        return Effect("deal_damage", subject=refs[0], obj=refs[1], amount=_equal(ref))

    def _player_amount(verb: str) -> Any:  # type: ignore[misc]
        def method(self: _Build, c: list[Any]) -> Effect:
            refs = [x for x in c if isinstance(x, Ref)]
            amounts = [x for x in c if isinstance(x, Amount)]
            nouns = [x for x in c if isinstance(x, Noun)]
            random = any(isinstance(x, Tree) and x.data == "at_random" for x in c)
            amount = amounts[0] if amounts else Amount(1)
            if nouns:
                amount = Amount(amount.value, for_each=nouns[0])
            return Effect(verb, subject=refs[0] if refs else _no_player(c), amount=amount, random=random)

        return method

    gain_life = _player_amount("gain_life")
    lose_life = _player_amount("lose_life")
    draw = _player_amount("draw")
    discard = _player_amount("discard")
    mill = _player_amount("mill")

    def gain_life_equal(self, c: list[Any]) -> Effect:
        refs = [x for x in c if isinstance(x, Ref)]
        ref = next(x for x in c if not isinstance(x, Ref | Token))
        return Effect("gain_life", subject=refs[0], amount=_equal(ref))

    def draw_additional(self, c: list[Any]) -> Effect:
        refs = [x for x in c if isinstance(x, Ref)]
        return Effect("draw_additional", subject=refs[0] if refs else Ref("player", player="you"))

    def _on_object(verb: str) -> Any:  # type: ignore[misc]
        def method(self: _Build, c: list[Any]) -> Effect:
            refs, _amounts, durations, _ = self._parts(c)
            return Effect(verb, obj=refs[-1], duration=durations[0] if durations else None)

        return method

    destroy = _on_object("destroy")
    exile = _on_object("exile")
    tap = _on_object("tap")
    untap = _on_object("untap")
    cant_be_blocked = _on_object("cant_be_blocked")
    cant_block = _on_object("cant_block")

    def sacrifice(self, c: list[Any]) -> Effect:
        refs = [x for x in c if isinstance(x, Ref)]
        carried = _no_player(c)
        subject = refs[0] if len(refs) == 2 else None if carried.player == "you" else carried
        return Effect("sacrifice", subject=subject, obj=refs[-1])

    def bounce(self, c: list[Any]) -> Effect:
        return Effect("return", obj=c[0], place=_text(c[1]).lower())

    def pump(self, c: list[Any]) -> Effect:
        refs, _, durations, keywords = self._parts(c)
        pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
        return Effect(
            "pump",
            obj=refs[0],
            pt=pt,
            keywords=keywords[0] if keywords else (),
            duration=durations[0] if durations else None,
        )

    def gain_keywords(self, c: list[Any]) -> Effect:
        refs, _, durations, keywords = self._parts(c)
        return Effect(
            "pump", obj=refs[0], pt="+0/+0", keywords=keywords[0], duration=durations[0] if durations else None
        )

    def put_counters(self, c: list[Any]) -> Effect:
        refs, amounts, _, _ = self._parts(c)
        kind = next(x for x in c if (isinstance(x, Token) and x.type == "PT") or (isinstance(x, Tree)))
        counter = str(kind) if isinstance(kind, Token) else kind.data
        return Effect("put_counters", obj=refs[0], amount=amounts[0], counter=counter)

    def token_desc(self, c: list[Any]) -> Token_:
        stats = str(c[0])
        colors_tree = c[1]
        colors = tuple(w.lower() for w in _words(colors_tree) if w.lower() != "and")
        subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
        types = tuple(w.lower() for x in c if isinstance(x, Tree) and x.data == "type_word" for w in _words(x))
        keywords = next((x for x in c if isinstance(x, tuple)), ())
        return Token_(stats, colors, subtypes, types, keywords)

    def predefined_token(self, c: list[Any]) -> Token_:
        return Token_("", (), (), (), predefined=str(c[0]))

    def create_token(self, c: list[Any]) -> Effect:
        return Effect("create_token", amount=c[0], token=c[1])

    def counter_spell(self, c: list[Any]) -> Effect:
        return Effect("counter", spell=c[0])

    def scry(self, c: list[Any]) -> Effect:
        return Effect("scry", amount=Amount(int(str(c[0]))))

    def surveil(self, c: list[Any]) -> Effect:
        return Effect("surveil", amount=Amount(int(str(c[0]))))

    def pay_mana(self, c: list[Any]) -> Effect:
        return Effect("pay", place="".join(str(x) for x in c))

    def fight(self, c: list[Any]) -> Effect:
        return Effect("fight", subject=c[0], obj=c[1])

    # --- sentences and bodies
    def clause_seq(self, c: list[Any]) -> Sentence:
        return Sentence((c[0],))

    def and_clauses(self, c: list[Any]) -> Sentence:
        return Sentence(m2x_it_after_self(tuple(x for x in c if isinstance(x, Effect))), "and")  # s16-m2x

    def then_clauses(self, c: list[Any]) -> Sentence:
        return Sentence(tuple(x for x in c if isinstance(x, Effect)), "then")

    def may_clause(self, c: list[Any]) -> Sentence:
        effect: Effect = c[0]
        return Sentence((Effect(**{**effect.__dict__, "may": True}),), "may")

    def sentence(self, c: list[Any]) -> Sentence:
        first: Sentence = c[0]
        return first

    def then_sentence(self, c: list[Any]) -> Sentence:
        inner: Sentence = c[0]
        return Sentence(inner.effects, inner.joined_by, then=True)

    def fronted_end_of_turn(self, c: list[Any]) -> Sentence:
        inner: Sentence = c[0]
        return Sentence(inner.effects, inner.joined_by, fronted_duration="end_of_turn")

    def sentences(self, c: list[Any]) -> Body:
        return Body(tuple(c))

    def if_you_do(self, c: list[Any]) -> Body:
        optional: Effect = c[0]
        rest = [x for x in c[1:] if isinstance(x, Sentence)]
        return Body(tuple(rest), optional=optional)

    def body(self, c: list[Any]) -> Body:
        first: Body = c[0]
        return first

    # --- costs
    def mana_cost(self, c: list[Any]) -> Cost:
        return Cost("mana", mana="".join(str(x) for x in c))

    def tap_cost(self, c: list[Any]) -> Cost:
        return Cost("tap")

    def untap_cost(self, c: list[Any]) -> Cost:
        return Cost("untap")

    def sacrifice_cost(self, c: list[Any]) -> Cost:
        return Cost("sacrifice", obj=c[0])

    def discard_cost(self, c: list[Any]) -> Cost:
        return Cost("discard", amount=c[0])

    def pay_life_cost(self, c: list[Any]) -> Cost:
        return Cost("pay_life", amount=c[0])

    def exile_cost(self, c: list[Any]) -> Cost:
        return Cost("exile", obj=c[0])

    def remove_counters_cost(self, c: list[Any]) -> Cost:
        kind = c[1]
        return Cost(
            "remove_counters", amount=c[0], counter=str(kind) if isinstance(kind, Token) else kind.data, obj=c[-1]
        )

    def optional_cost(self, c: list[Any]) -> Cost:
        return Cost("optional", inner=c[0])

    def cost_list(self, c: list[Any]) -> tuple[Cost, ...]:
        return tuple(c)

    def sorcery_speed(self, c: list[Any]) -> str:
        return "sorcery_speed"

    def once_each_turn(self, c: list[Any]) -> str:
        return "once_each_turn"

    def during_your_turn(self, c: list[Any]) -> str:
        return "during_your_turn"

    # --- conditions
    def you_control(self, c: list[Any]) -> Condition:
        return Condition("you_control", noun=c[-1])

    def you_control_count(self, c: list[Any]) -> Condition:
        return Condition("you_control_count", noun=c[-1], number=WORD_NUMBERS[_text(c[0]).lower()])

    def you_gained_life(self, c: list[Any]) -> Condition:
        return Condition("you_gained_life")

    def you_gained_life_amount(self, c: list[Any]) -> Condition:
        return Condition("you_gained_life", number=int(str(c[0])))

    def you_have_life(self, c: list[Any]) -> Condition:
        return Condition("you_have_life", number=int(str(c[0])))

    def self_attacking(self, c: list[Any]) -> Condition:
        return Condition("self_attacking")

    def your_turn(self, c: list[Any]) -> Condition:
        return Condition("your_turn")

    def intervening_if(self, c: list[Any]) -> Condition:
        first: Condition = c[0]
        return first

    # --- events and triggers
    def self_event(self, c: list[Any]) -> tuple[Event, ...]:
        return tuple(Event("self", verb=_text(verb).lower()) for verb in c[1:])

    def you_gain_life(self, c: list[Any]) -> Event:
        return Event("you_gain_life")

    def you_cast(self, c: list[Any]) -> Event:
        return Event("you_cast", noun=next(x for x in c if isinstance(x, Noun)))

    def you_draw(self, c: list[Any]) -> Event:
        return Event("you_draw")

    def other_enters(self, c: list[Any]) -> Event:
        noun: Noun = next(x for x in c if isinstance(x, Noun))
        if any(isinstance(x, Tree) and x.data == "under_your_control" for x in c):
            noun = Noun(noun.head, (*noun.qualifiers, Qualifier("you_control")), noun.words)
        return Event("other_enters", noun=noun)

    def other_dies(self, c: list[Any]) -> Event:
        return Event("other_dies", noun=next(x for x in c if isinstance(x, Noun)))

    def other_attacks(self, c: list[Any]) -> Event:
        return Event("other_attacks", noun=next(x for x in c if isinstance(x, Noun)))

    def event_list(self, c: list[Any]) -> tuple[Event, ...]:
        return tuple(e for x in c for e in (x if isinstance(x, tuple) else (x,)))

    def step_of(self, c: list[Any]) -> tuple[str, str]:
        return ("_".join(_words(c[1])).lower(), " ".join(_words(c[0])).lower())

    def beginning_of_combat(self, c: list[Any]) -> tuple[str, str]:
        return ("combat", "your")

    def step_trigger(self, c: list[Any]) -> tuple[str, str]:
        found: tuple[str, str] = c[0]
        return found

    def triggered(self, c: list[Any]) -> Triggered:
        condition = next((x for x in c if isinstance(x, Condition)), None)
        body: Body = c[-1]
        if isinstance(c[0], Tree):  # "When" / "Whenever" + events
            return Triggered(c[1], body, condition)
        step, whose = c[0]
        return Triggered((), body, condition, step=step, whose=whose)

    # --- lines
    def activated(self, c: list[Any]) -> Activated:
        restrictions = (r for x in c[2:] for r in (x if isinstance(x, tuple) else (x,)))  # s17-neo: pairs
        return Activated(c[0], c[1], tuple(x for x in restrictions if isinstance(x, str)))

    def static_pump(self, c: list[Any]) -> Static:
        pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
        keywords = next((x for x in c if isinstance(x, tuple)), ())
        return Static("pump", c[0], pt=pt, keywords=keywords)

    def static_keywords(self, c: list[Any]) -> Static:
        return Static("keywords", c[0], keywords=c[-1])

    def static_unblockable(self, c: list[Any]) -> Static:
        return Static("unblockable", c[0])

    def static_unblockable_by(self, c: list[Any]) -> Static:
        return Static("unblockable_by", c[0], by=c[1])

    def static_cant_block(self, c: list[Any]) -> Static:
        return Static("cant_block", c[0])

    def static_cant_attack_or_block(self, c: list[Any]) -> Static:
        return Static("cant_attack_or_block", c[0])

    def static_enters_tapped(self, c: list[Any]) -> Static:
        return Static("enters_tapped", c[0])

    def static(self, c: list[Any]) -> Static:
        first: Static = c[0]
        return first

    def conditional_static(self, c: list[Any]) -> Static:
        inner: Static = c[1]
        return Static(inner.kind, inner.subject, inner.pt, inner.keywords, condition=c[0])

    def conditional_static_after(self, c: list[Any]) -> Static:
        inner: Static = c[0]
        return Static(inner.kind, inner.subject, inner.pt, inner.keywords, condition=c[1])

    def spell_text(self, c: list[Any]) -> Spell:
        return Spell(c[0])

    def mode(self, c: list[Any]) -> Body:
        return Body(tuple(c))

    def modal_spell(self, c: list[Any]) -> Modal:
        return Modal(_text(c[0]).lower(), tuple(x for x in c[1:] if isinstance(x, Body)))

    def additional_cost(self, c: list[Any]) -> AdditionalCost:
        return AdditionalCost(next(x for x in c if isinstance(x, Cost)))

    def start(self, c: list[Any]) -> Any:
        return c[0]

    # --- s11-statics: cost reductions (CostReduction, at the end of this module)
    def self_cost_reduction_if(self, c: list[Any]) -> CostReduction:
        mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
        return CostReduction("self", mana, condition=next(x for x in c if isinstance(x, Condition)))

    def self_cost_reduction_each(self, c: list[Any]) -> CostReduction:
        mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
        return CostReduction("self", mana, for_each=next(x for x in c if isinstance(x, Noun)))

    def self_cost_reduction_graveyard(self, c: list[Any]) -> CostReduction:
        mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
        cards = next(x for x in c if isinstance(x, Tree) and x.data in ("graveyard_cards", "exile_and_graveyard_cards"))
        types = tuple(_text(x).lower() for x in cards.children if isinstance(x, Tree) and x.data == "type_word")
        return CostReduction("self", mana, spell_types=types, graveyard=True,
                             and_exile=cards.data == "exile_and_graveyard_cards")

    def static_enters_tapped_not_your_turn(self, c: list[Any]) -> Static:
        return Static("enters_tapped_not_your_turn", c[0])

    def spell_self_cost_reduction(self, c: list[Any]) -> CostReduction:
        found: CostReduction = c[0]
        return found

    def sacrifice_a_cost(self, c: list[Any]) -> Cost:
        return Cost("sacrifice_a", obj=Ref("group", noun=next(x for x in c if isinstance(x, Noun))))

    def static_pump_unblockable(self, c: list[Any]) -> Static:
        pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
        return Static("pump_unblockable", c[0], pt=pt)

    def tap_permanents_cost(self, c: list[Any]) -> Cost:
        noun = next(x for x in c if isinstance(x, Noun))
        return Cost("tap_permanents", obj=Ref("group", noun=noun), amount=c[0])

    def add_any_color(self, c: list[Any]) -> Effect:
        return Effect("add_any_color")

    def becomes_artifact_creature(self, c: list[Any]) -> Effect:
        return Effect("becomes_artifact_creature", obj=Ref("self"))

    def cards_in_your_graveyard(self, c: list[Any]) -> Condition:
        return Condition("cards_in_your_graveyard", number=WORD_NUMBERS[_text(c[0]).lower()])

    def ability_word_static(self, c: list[Any]) -> Any:
        return c[-1]  # "Threshold — ...": the ability word has no rules meaning (CR 207.2c)

    def spells_cost_less(self, c: list[Any]) -> CostReduction:
        mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
        types = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
        return CostReduction("spells_you_cast", mana, spell_types=types)

    # --- s11-triggers-a (docs/oracle-triggers-a.md)
    def up_to_other(self, c: list[Any]) -> tuple[str, Amount]:
        return ("up_to_other", c[0])

    def list_other(self, c: list[Any]) -> Qualifier:
        return Qualifier("other")

    def return_at_end_step(self, c: list[Any]) -> Effect:
        return Effect("return_at_next_end_step", obj=c[0])

    def exile_until_leaves(self, c: list[Any]) -> Effect:
        return Effect("exile_until_leaves", obj=c[0])

    def put_counters_for_each(self, c: list[Any]) -> Effect:
        """ "put N <kind> counters on <object> for each <noun>": the amount N for each (CR 608.2h)."""
        noun: Noun = c[-1]
        effect = self.put_counters(c[:-1])
        assert effect.amount is not None
        return dataclasses.replace(effect, amount=Amount(effect.amount.value, for_each=noun))

    def self_enters_and_sacrificed(self, c: list[Any]) -> tuple[Event, ...]:
        return (Event("self", verb="enters"), Event("you_sacrifice_self"))

    def you_sacrifice_self(self, c: list[Any]) -> Event:
        return Event("you_sacrifice_self")

    def self_or_other_leaves(self, c: list[Any]) -> Event:
        dying = "without_dying" if any(isinstance(x, Tree) and x.data == "without_dying" for x in c) else None
        return Event("self_or_other_leaves", verb=dying, noun=next(x for x in c if isinstance(x, Noun)))

    def other_leaves(self, c: list[Any]) -> Event:
        dying = "without_dying" if any(isinstance(x, Tree) and x.data == "without_dying" for x in c) else None
        return Event("other_leaves", verb=dying, noun=next(x for x in c if isinstance(x, Noun)))

    def ability_word_triggered(self, c: list[Any]) -> Triggered:
        inner: Triggered = c[-1]  # the ability word itself means nothing (CR 207.2c)
        return inner

    def forage_clause(self, c: list[Any]) -> Effect:
        return Effect("forage")

    def if_you_control_that(self, c: list[Any]) -> Sentence:
        """ "If you control that creature, draw two cards.": a sentence on a condition (s11-triggers-a)."""
        inner: Sentence = c[-1]
        return Sentence(inner.effects, "if_you_control_it", fronted_duration=_text(c[0]).lower())

    def self_or_other_enters(self, c: list[Any]) -> Event:
        """ "~ or another Bird you control enters": ~ entering, or a permanent the noun names."""
        return Event("self_or_other_enters", noun=next(x for x in c if isinstance(x, Noun)))

    # --- s11-m19a ---

    def cost_quantity(self, c: list[Any]) -> Ref:
        """ "a" / "an" / "another" / "two": how many (and whether other than ~) a cost names."""
        word = " ".join(_words(c[0]) if isinstance(c[0], Tree) else [str(c[0])]).lower()
        if word in ("a", "an", "another"):
            return Ref("some", count=Amount(1), another=word == "another")
        return Ref("some", count=Amount(WORD_NUMBERS[word]))

    def sacrifice_some_cost(self, c: list[Any]) -> Cost:
        quantity: Ref = c[0]
        return Cost("sacrifice_some", obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)

    def exile_some_cost(self, c: list[Any]) -> Cost:
        quantity: Ref = c[0]
        return Cost("exile_some", obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)

    def exile_cards_cost(self, c: list[Any]) -> Cost:
        quantity: Ref = c[0]
        qualifiers = tuple(q for q in c[1:] if isinstance(q, Qualifier))
        noun = Noun("card", qualifiers, ("cards",))
        return Cost("exile_some", obj=dataclasses.replace(quantity, noun=noun), amount=quantity.count)

    def self_enchanted_or_equipped(self, c: list[Any]) -> Condition:
        return Condition("self_enchanted_or_equipped")

    def static_attacks_despite_defender(self, c: list[Any]) -> Static:
        return Static("attacks_despite_defender", c[0])

    def enchanted_blocks(self, c: list[Any]) -> Event:
        return Event("enchanted_blocks")

    def opponent_discards(self, c: list[Any]) -> Event:
        return Event("opponent_discards")

    def create_tapped_token(self, c: list[Any]) -> Effect:
        return Effect("create_tapped_token", amount=c[0], token=c[1])

    def put_on_library(self, c: list[Any]) -> Effect:
        end = " ".join(_words(c[1])).lower()
        return Effect("put_on_library", obj=c[0], place="top" if end == "top" else "bottom")

    def exile_graveyard(self, c: list[Any]) -> Effect:
        owner = " ".join(_words(c[0])).lower()
        player = "target_player" if owner == "target player's" else "target_opponent"
        return Effect("exile_graveyard", subject=Ref("player", player=player))


def build(tree: Tree[Token]) -> Line:
    """The syntax tree of a parse tree (oracle.lark's `start`)."""
    line: Line = _Build().transform(tree)
    return line


# --- s11-triggers-b ---------------------------------------------------------------------------
# Builders of the rules added at the end of oracle.lark for this branch, set on `_Build` here so
# the class above is not edited (lark finds a rule's builder by the rule's name).


def _you_expend(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you expend 4" (CR 700.14): the number is kept in an `Amount`."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Event("you_expend", amount=Amount(int(str(number))))


_Build.you_expend = _you_expend  # type: ignore[attr-defined]


def _you_attack(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you attack" / "Whenever you attack with one or more Lizards" (CR 508.3)."""
    return Event("you_attack", noun=next((x for x in c if isinstance(x, Noun)), None))


_Build.you_attack = _you_attack  # type: ignore[attr-defined]


def _where_x_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ "<effects>, where X is ~'s power." (CR 107.3): the sentence, with what X stands for."""
    inner: Sentence = c[0]
    return Sentence(inner.effects, inner.joined_by, inner.then, inner.fronted_duration, x_is=c[-1])


_Build.where_x_sentence = _where_x_sentence  # type: ignore[attr-defined]


def _keyword_options(self: _Build, c: list[Any]) -> tuple[str, ...]:
    return tuple(k for k in c if isinstance(k, str))


def _gain_choice(self: _Build, c: list[Any]) -> Effect:
    """ "target Mouse you control gains your choice of double strike or trample until end of turn"."""
    refs, _, durations, keywords = self._parts(c)
    return Effect("gain_choice", obj=refs[0], keywords=keywords[0], duration=durations[0] if durations else None)


_Build.keyword_options = _keyword_options  # type: ignore[attr-defined]
_Build.gain_choice = _gain_choice  # type: ignore[attr-defined]


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _ordinal_of(c: list[Any]) -> Amount:
    word = next(x for x in c if isinstance(x, Tree) and x.data == "ordinal")
    return Amount(_ORDINALS[_text(word).lower()])


def _player_casts_nth(self: _Build, c: list[Any]) -> Event:
    """ "Whenever a player casts their second spell each turn" (the N in `amount`)."""
    return Event("player_casts_nth", amount=_ordinal_of(c))


def _you_cast_nth(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you cast your second spell each turn"."""
    return Event("you_cast_nth", amount=_ordinal_of(c))


_Build.player_casts_nth = _player_casts_nth  # type: ignore[attr-defined]
_Build.you_cast_nth = _you_cast_nth  # type: ignore[attr-defined]


def _create_token_copy(self: _Build, c: list[Any]) -> Effect:
    """ "create a token that's a copy of ~" (one token)."""
    return Effect("create_token_copy", obj=next(x for x in c if isinstance(x, Ref)), amount=Amount(1))


def _exile_at_next_end_step(self: _Build, c: list[Any]) -> Effect:
    """ "Exile that token at the beginning of the next end step": `place` says what it names."""
    ref = next(x for x in c if isinstance(x, Tree) and x.data == "created_ref")
    return Effect("exile_at_next_end_step", place=_text(ref).lower())


_Build.create_token_copy = _create_token_copy  # type: ignore[attr-defined]
_Build.exile_at_next_end_step = _exile_at_next_end_step  # type: ignore[attr-defined]


# --- s11-m19b ---


def _lose_keywords(self: _Build, c: list[Any]) -> Effect:
    """ "~ loses defender", "target creature loses flying until end of turn"."""
    refs, _, durations, keywords = _Build._parts(c)
    return Effect("lose_keywords", obj=refs[0], keywords=keywords[0], duration=durations[0] if durations else None)


def _static_count_pump(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted creature gets +1/+1 for each Forest you control."."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    noun = next(x for x in c if isinstance(x, Noun))
    return Static("count_pump", c[0], pt=pt, for_each=noun)


setattr(_Build, "lose_keywords", _lose_keywords)  # noqa: B010 (grammar rules of this block, by name)
setattr(_Build, "static_count_pump", _static_count_pump)  # noqa: B010


def _lose_and_gain(self: _Build, c: list[Any]) -> Sentence:
    """ "~ loses defender and gains flying [until end of turn]": two effects on one object, in order."""
    refs, _, durations, keywords = _Build._parts(c)
    duration = durations[0] if durations else None
    lose = Effect("lose_keywords", obj=refs[0], keywords=keywords[0], duration=duration)
    gain = Effect("pump", obj=refs[0], pt="+0/+0", keywords=keywords[1], duration=duration)
    return Sentence((lose, gain), "and")


setattr(_Build, "lose_and_gain", _lose_and_gain)  # noqa: B010


def _static_no_maximum_hand_size(self: _Build, c: list[Any]) -> Static:
    """ "You have no maximum hand size."."""
    return Static("no_maximum_hand_size", Ref("player", player="you"))


setattr(_Build, "static_no_maximum_hand_size", _static_no_maximum_hand_size)  # noqa: B010


def _unless_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ "<effect> unless you pay {1}.": the effect, then the payment that stops it (an "unless_pay"
    effect, joined by "unless"), which only the lowering of a trigger reads."""
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Sentence((c[0], Effect("unless_pay", place=mana)), "unless")


setattr(_Build, "unless_sentence", _unless_sentence)  # noqa: B010


def _cant_be_blocked_by_this_turn(self: _Build, c: list[Any]) -> Effect:
    """ "<object> can't be blocked by <blockers> this turn": `obj` the creature, `subject` the
    blockers it can't be blocked by."""
    refs, _, durations, _ = _Build._parts(c)
    return Effect("cant_be_blocked_by", subject=refs[1], obj=refs[0], duration=durations[0])


setattr(_Build, "cant_be_blocked_by_this_turn", _cant_be_blocked_by_this_turn)  # noqa: B010


# --- s11-classes -------------------------------------------------------------------------------
# Trigger events of oracle.lark's `classes_event` (docs/oracle-classes.md), as methods of `_Build`.


def _class_becomes_level_event(self: _Build, c: list[Any]) -> Event:
    """ "this Class becomes level N": `verb` keeps the word after "this" (the lowering checks it)."""
    return Event("class_becomes_level", verb=str(c[0]), level=int(str(c[1])))


def _self_attacks_while_event(self: _Build, c: list[Any]) -> Event:
    condition: Condition = next(x for x in c if isinstance(x, Condition))
    return Event("self_attacks_while", verb="attacks", condition=condition)


def _batch_enters_event(self: _Build, c: list[Any]) -> Event:
    """ "one or more <nouns> enter" (one event however many enter at once, CR 603.2c)."""
    return Event("batch_enters", noun=next(x for x in c if isinstance(x, Noun)))


def _batch_dies_event(self: _Build, c: list[Any]) -> Event:
    return Event("batch_dies", noun=next(x for x in c if isinstance(x, Noun)))


def _body_once_each_turn(self: _Build, c: list[Any]) -> Body:
    body: Body = c[0]
    return Body(body.sentences, body.optional, once_each_turn=True)


def _other_deals_combat_damage_event(self: _Build, c: list[Any]) -> Event:
    return Event("other_deals_combat_damage", noun=next(x for x in c if isinstance(x, Noun)))


def _flicker(self: _Build, c: list[Any]) -> Effect:
    return Effect("flicker", obj=next(x for x in c if isinstance(x, Ref)))


def _cost_reduction_static(self: _Build, c: list[Any]) -> Static:
    """ "<spells> you cast cost {N} less to cast.": `pt` holds the mana symbol."""
    spells: Noun = next(x for x in c if isinstance(x, Noun))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Static("cost_reduction", Ref("group", spells), pt=mana)


def _you_sacrifice_event(self: _Build, c: list[Any]) -> Event:
    return Event("you_sacrifice", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "you_sacrifice_event", _you_sacrifice_event)  # noqa: B010
setattr(_Build, "cost_reduction_static", _cost_reduction_static)  # noqa: B010
setattr(_Build, "other_deals_combat_damage_event", _other_deals_combat_damage_event)  # noqa: B010
setattr(_Build, "flicker", _flicker)  # noqa: B010
setattr(_Build, "batch_enters_event", _batch_enters_event)  # noqa: B010
setattr(_Build, "batch_dies_event", _batch_dies_event)  # noqa: B010
setattr(_Build, "body_once_each_turn", _body_once_each_turn)  # noqa: B010
setattr(_Build, "class_becomes_level_event", _class_becomes_level_event)  # noqa: B010
setattr(_Build, "self_attacks_while_event", _self_attacks_while_event)  # noqa: B010


# --- s11-statics -------------------------------------------------------------------------------


@dataclass(frozen=True)
class CostReduction:
    """ "~ costs {1} less to cast if <condition> / for each <noun>" (`of` "self") and "<Types>
    spells you cast cost {1} less to cast" (`of` "spells_you_cast")."""

    of: str
    mana: str
    condition: Condition | None = None
    for_each: Noun | None = None
    spell_types: tuple[str, ...] = ()
    graveyard: bool = False  # "for each <types> card in your graveyard" (`spell_types` the card types)
    and_exile: bool = False  # "... card you own in exile and in your graveyard"


# --- s11-gift-spells: sentences under a condition (docs/oracle-gift-spells.md) -------------------


@dataclass(frozen=True)
class ConditionalSentence(Sentence):
    """A spell's sentence that happens only under `condition` ("If the gift was promised, ...",
    "If you control a Rabbit, ...", "... if you control a Bat."); `instead`: "If ..., instead
    <effects>." replaces the sentence before it."""

    condition: Condition | None = None
    instead: bool = False


def _conditional(instead: bool = False, then: bool = False, trailing: bool = False) -> Any:
    def method(self: _Build, c: list[Any]) -> ConditionalSentence:
        condition: Condition = c[-1] if trailing else c[0]
        inner: Sentence = c[0] if trailing else c[1]
        return ConditionalSentence(
            inner.effects, inner.joined_by, then=then, condition=condition, instead=instead
        )

    return method


def _gift_condition(kind: str) -> Any:
    def method(self: _Build, c: list[Any]) -> Condition:
        return Condition(kind)

    return method


def _that_creatures_controller(self: _Build, c: list[Any]) -> Ref:
    """ "that creature's controller": the controller of the creature the sentence before named."""
    return Ref("player", player="that_creatures_controller")


setattr(_Build, "conditional_sentence", _conditional())  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "instead_sentence", _conditional(instead=True))  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "then_conditional_sentence", _conditional(then=True))  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "trailing_conditional_sentence", _conditional(trailing=True))  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "gift_promised", _gift_condition("gift_promised"))  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "gift_not_promised", _gift_condition("gift_not_promised"))  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "that_creatures_controller", _that_creatures_controller)  # noqa: B010 - added at the end of the module (merge)


def _you_give_gift(self: _Build, c: list[Any]) -> Event:
    return Event("you_give_gift")


setattr(_Build, "you_give_gift", _you_give_gift)  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "attacking_blocking_or_tapped", _Build._qualifier("attacking_blocking_or_tapped"))  # noqa: B010


def _with_power_or_toughness(self: _Build, c: list[Any]) -> Qualifier:
    """ "with power or toughness 4 or greater" -> ("with_stat", "power_or_toughness>=4")."""
    value, compared = str(c[0]), _text(c[1])
    return Qualifier("with_stat", f"power_or_toughness{'<=' if compared == 'less' else '>='}{value}")


setattr(_Build, "with_power_or_toughness", _with_power_or_toughness)  # noqa: B010


def _other_target_phrase(self: _Build, c: list[Any]) -> Ref:
    """ "up to one other target creature": a target other than the targets named before it."""
    ref: Ref = self.target_phrase(c)
    return Ref(ref.kind, ref.noun, ref.count, ref.up_to, ref.another, True, ref.player)


setattr(_Build, "other_target_phrase", _other_target_phrase)  # noqa: B010


# --- s11-m19b2 ---


def _damage_and_damage(self: _Build, c: list[Any]) -> Sentence:
    """ "~ deals 3 damage to target player and 1 damage to each creature that player controls": two
    damage effects of one source; the second is a `damage_more` whose `place` says whether the
    first one's recipient is a target player ("that player" then names them)."""
    refs, amounts, _, _ = _Build._parts(c)
    source, first, second = refs
    player_first = (first.kind == "player" and first.player in ("target_player", "target_opponent")) or (
        first.kind == "target"
        and first.noun is not None
        and first.noun.head in ("player", "opponent")
        and not first.noun.qualifiers
        and first.count is None
        and not first.up_to
    )
    return Sentence(
        (
            Effect("deal_damage", subject=source, obj=first, amount=amounts[0]),
            Effect(
                "damage_more",
                subject=source,
                obj=second,
                amount=amounts[1],
                place="after_target_player" if player_first else None,
            ),
        ),
        "and",
    )


setattr(_Build, "damage_and_damage", _damage_and_damage)  # noqa: B010


def _extra_turn(self: _Build, c: list[Any]) -> Effect:
    """ "Take an extra turn after this one."."""
    return Effect("extra_turn")


setattr(_Build, "extra_turn", _extra_turn)  # noqa: B010


def _damage_to_equal(self: _Build, c: list[Any]) -> Effect:
    """ "~ deals damage to <object> equal to <amount>": the amount after the recipient."""
    refs = [x for x in c if isinstance(x, Ref)]
    ref = next(x for x in c if isinstance(x, str | tuple) and not isinstance(x, Ref))
    return Effect("damage_to_equal", subject=refs[0], obj=refs[1], amount=_equal(ref))


setattr(_Build, "damage_to_equal", _damage_to_equal)  # noqa: B010


def _that_targets_self(self: _Build, c: list[Any]) -> Qualifier:
    """ "a spell that targets ~"."""
    return Qualifier("that_targets_self")


setattr(_Build, "that_targets_self", _that_targets_self)  # noqa: B010


# --- s12-mana (docs/oracle-mana.md) ---


def _add_mana(self: _Build, c: list[Any]) -> Effect:
    """ "Add {W}." / "Add {C}{C}.": the mana symbols, in `place`."""
    return Effect("add_mana", place="".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))


setattr(_Build, "add_mana", _add_mana)  # noqa: B010


def _spend_only(self: _Build, c: list[Any]) -> str:
    """ "Spend this mana only to cast <a spell>." (CR 106.6): an activation line's restriction,
    "spend_only:<the spell's words>|<its qualifiers>" (lowering.py's SPEND_ONLY names those read)."""
    noun = next(x for x in c if isinstance(x, Noun))
    return "spend_only:" + "_".join(noun.words) + "|" + ",".join(f"{q.name}={q.value}" for q in noun.qualifiers)


setattr(_Build, "spend_only", _spend_only)  # noqa: B010


# --- s12-reflexive ---


def _when_you_do(self: _Build, c: list[Any]) -> Body:
    """ "You may <action>. When you do, <effects>.": a reflexive trigger after an optional action."""
    optional: Effect = c[0]
    rest = [x for x in c[1:] if isinstance(x, Sentence)]
    return Body(tuple(rest), optional=optional, reflexive=True)


def _discard_hand(self: _Build, c: list[Any]) -> Effect:
    """ "discard your hand"."""
    return Effect("discard_hand")


setattr(_Build, "when_you_do", _when_you_do)  # noqa: B010
setattr(_Build, "discard_hand", _discard_hand)  # noqa: B010


def _pay_life(self: _Build, c: list[Any]) -> Effect:
    """ "pay 2 life" (an action; as a cost it is `pay_life_cost`)."""
    return Effect("pay_life", subject=Ref("player", player="you"), amount=c[0])


setattr(_Build, "pay_life", _pay_life)  # noqa: B010


# --- s12-chosen -------------------------------------------------------------------------------
# "As ~ enters, choose a color / a creature type." (CR 614.12, 607.2a): a `Static` of kind
# "choose_color" / "choose_creature_type" ("enters_tapped_choose_..." after "~ enters tapped.").


def _as_enters_choice(self: _Build, c: list[Any]) -> str:
    quality = next(x for x in c if isinstance(x, str) and x in ("color", "creature_type"))
    return f"choose_{quality}"


def _chosen_quality(self: _Build, c: list[Any]) -> str:
    return "_".join(str(x) for x in c)


def _choose_as_enters(self: _Build, c: list[Any]) -> Static:
    return Static(str(c[0]), Ref("self"))


def _enters_tapped_choose_as_enters(self: _Build, c: list[Any]) -> Static:
    return Static(f"enters_tapped_{c[-1]}", Ref("self"))


def _add_chosen_color(self: _Build, c: list[Any]) -> Effect:
    return Effect("add_chosen_color")


setattr(_Build, "as_enters_choice", _as_enters_choice)  # noqa: B010
setattr(_Build, "chosen_quality", _chosen_quality)  # noqa: B010
setattr(_Build, "choose_as_enters", _choose_as_enters)  # noqa: B010
setattr(_Build, "enters_tapped_choose_as_enters", _enters_tapped_choose_as_enters)  # noqa: B010
setattr(_Build, "add_chosen_color", _add_chosen_color)  # noqa: B010


def _of_the_chosen(self: _Build, c: list[Any]) -> Qualifier:
    """ "of the chosen type" / "of the chosen color" (CR 607.2a): the choice made as ~ entered."""
    noun = str(c[-1])
    return Qualifier("of_the_chosen", "creature_type" if noun == "type" else noun)


def _chosen_noun(self: _Build, c: list[Any]) -> str:
    return str(c[0])


setattr(_Build, "of_the_chosen", _of_the_chosen)  # noqa: B010
setattr(_Build, "chosen_noun", _chosen_noun)  # noqa: B010


# --- s12-impulse ---


def _exile_top_cards(self: _Build, c: list[Any]) -> Effect:
    """ "exile the top card [two cards, X cards] of your library" (no number: one card)."""
    amounts = [x for x in c if isinstance(x, Amount)]
    return Effect("exile_top", amount=amounts[0] if amounts else Amount(1))


setattr(_Build, "exile_top_cards", _exile_top_cards)  # noqa: B010

_PLAY_DURATIONS = {"end of turn": "end_of_turn", "the end of your next turn": "end_of_your_next_turn"}


def _play_permission(self: _Build, c: list[Any]) -> Sentence:
    """ "Until end of turn [the end of your next turn], you may play that card [those cards]."."""
    duration = _PLAY_DURATIONS[_text(c[0]).lower()]
    return Sentence((Effect("play_permission", duration=duration, place=_text(c[1]).lower()),))


setattr(_Build, "play_permission", _play_permission)  # noqa: B010

_TRAILING_PLAY_DURATIONS = {"this turn": "end_of_turn", "until the end of your next turn": "end_of_your_next_turn"}


def _play_permission_after(self: _Build, c: list[Any]) -> Sentence:
    """ "You may play that card [those cards] this turn [until the end of your next turn]."."""
    duration = _TRAILING_PLAY_DURATIONS[_text(c[1]).lower()]
    return Sentence((Effect("play_permission", duration=duration, place=_text(c[0]).lower()),))


setattr(_Build, "play_permission_after", _play_permission_after)  # noqa: B010


# --- s13-gift ---


@dataclass(frozen=True)
class DamageIncrease(Static):
    """ "If <source> would deal [noncombat] damage to <recipient>, it deals that much damage plus N
    instead." (CR 614.1a): `source` None for "a source you control", else the noun phrase."""

    source: Noun | None = None
    noncombat: bool = False
    recipient: str = ""
    plus: int = 0


def _damage_increase(self: _Build, c: list[Any]) -> DamageIncrease:
    source = next((x for x in c if isinstance(x, Noun)), None)
    recipient = next(x for x in c if isinstance(x, Tree) and x.data == "increase_recipient")
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return DamageIncrease(
        "damage_increase",
        Ref("self"),
        source=source,
        noncombat=any(isinstance(x, Tree) and x.data == "noncombat" for x in c),
        recipient=" ".join(_words(recipient)).lower(),
        plus=int(str(number)),
    )


def _any_source_you_control(self: _Build, c: list[Any]) -> str:
    return "any_source_you_control"


def _source_noun(self: _Build, c: list[Any]) -> Noun:
    noun: Noun = c[-1]
    return noun


setattr(_Build, "damage_increase", _damage_increase)  # noqa: B010
setattr(_Build, "any_source_you_control", _any_source_you_control)  # noqa: B010
setattr(_Build, "source_noun", _source_noun)  # noqa: B010


def _lose_life_unless(self: _Build, c: list[Any]) -> Effect:
    """ "<player> loses N life unless they sacrifice <noun> or discard a card": `obj` the permanents
    they may sacrifice instead (an "each" reference to the noun)."""
    player = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("lose_life_unless", subject=player, obj=Ref("each", noun=noun), amount=amount)


setattr(_Build, "lose_life_unless", _lose_life_unless)  # noqa: B010


def _you_gained_or_lost_life(self: _Build, c: list[Any]) -> Condition:
    return Condition("you_gained_or_lost_life")


setattr(_Build, "you_gained_or_lost_life", _you_gained_or_lost_life)  # noqa: B010


def _edict(self: _Build, c: list[Any]) -> Effect:
    """ "<player> sacrifices a <noun> [with the greatest power among creatures they control]": `obj` an
    "each" reference to the noun; `place` "greatest_power" for the qualifier."""
    player = next(x for x in c if isinstance(x, Ref))
    noun = next(x for x in c if isinstance(x, Noun))
    greatest = any(isinstance(x, Tree) and x.data == "greatest_power" for x in c)
    return Effect("edict", subject=player, obj=Ref("each", noun=noun), place="greatest_power" if greatest else None)


setattr(_Build, "edict", _edict)  # noqa: B010


# --- s13-riders (docs/oracle-riders.md) ------------------------------------------------------------


@dataclass(frozen=True)
class RiderSentence(ConditionalSentence):
    """A sentence whose effects happen only if `condition` is false: "Then discard a card unless
    seven or more cards are in your graveyard." (`negated`)."""

    negated: bool = False


def _that_is(self: _Build, c: list[Any]) -> Condition:
    """ "that creature is a token" / "that creature is a Bird, Frog, Otter, or Rat": `noun` is what
    the object must be; the kind names what "that <noun>" said ("it_is" for "that creature")."""
    that = _text(c[0]).lower()
    noun: Noun = c[-1]
    return Condition("it_is" if that == "creature" else f"that_{that}_is", noun=noun)


def _rider_condition(kind: str) -> Any:
    def method(self: _Build, c: list[Any]) -> Condition:
        numbers = [int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER"]
        plural = [x for x in c if isinstance(x, Tree) and x.data == "plural_noun"]
        noun = Noun("plural", (), _words(plural[0])) if plural else None
        return Condition(kind, noun=noun, number=numbers[0] if numbers else None)

    return method


def _rider_unless_sentence(then: bool) -> Any:
    def method(self: _Build, c: list[Any]) -> RiderSentence:
        inner: Sentence = c[0]
        condition: Condition = c[-1]
        return RiderSentence(inner.effects, inner.joined_by, then=then, condition=condition, negated=True)

    return method


setattr(_Build, "that_is", _that_is)  # noqa: B010
setattr(_Build, "opponent_lost_life", _rider_condition("opponent_lost_life"))  # noqa: B010
setattr(_Build, "you_lost_life", _rider_condition("you_lost_life"))  # noqa: B010
setattr(_Build, "total_power_at_least", _rider_condition("total_power"))  # noqa: B010
setattr(_Build, "opponent_controls_more", _rider_condition("opponent_controls_more"))  # noqa: B010
setattr(_Build, "opponent_has_more_life", _rider_condition("opponent_has_more_life"))  # noqa: B010
setattr(_Build, "opponent_has_more_cards", _rider_condition("opponent_has_more_cards"))  # noqa: B010
setattr(_Build, "unless_condition_sentence", _rider_unless_sentence(then=False))  # noqa: B010
setattr(_Build, "then_unless_condition_sentence", _rider_unless_sentence(then=True))  # noqa: B010


def _rider_fronted_where_x(self: _Build, c: list[Any]) -> Sentence:
    """ "Until end of turn, <effects>, where X is <amount>." """
    inner: Sentence = c[0]
    return Sentence(inner.effects, inner.joined_by, inner.then, "end_of_turn", x_is=c[-1])


setattr(_Build, "rider_fronted_where_x", _rider_fronted_where_x)  # noqa: B010


def _that_had_stat(self: _Build, c: list[Any]) -> Condition:
    """ "that creature had power 2 or less": the object as it last existed (CR 608.2h)."""
    that = _text(c[0]).lower()
    stat, value, compared = _text(c[1]).lower().replace(" ", "_"), str(c[2]), _text(c[3])
    qualifier = Qualifier("with_stat", f"{stat}{'<=' if compared == 'less' else '>='}{value}")
    return Condition("it_is" if that == "creature" else f"that_{that}_is", noun=Noun("permanent", (qualifier,)))


setattr(_Build, "that_had_stat", _that_had_stat)  # noqa: B010


# --- s13-graveyard ---


def _return_self_from_graveyard(self: _Build, c: list[Any]) -> Effect:
    """ "return ~ from your graveyard to your hand / to the battlefield [tapped]" (CR 113.6k)."""
    return Effect("return_self_from_graveyard", place=_text(c[-1]).lower())


class OnlyIfRestriction(str):
    """ "Activate only if <condition>." (CR 602.5b): an activation line's restriction, the string
    "activate_only_if" carrying its `condition` (lowering.py reads the ones it can)."""

    condition: Condition


def _activate_only_if(self: _Build, c: list[Any]) -> str:
    restriction = OnlyIfRestriction("activate_only_if")
    restriction.condition = next(x for x in c if isinstance(x, Condition))
    return restriction


setattr(_Build, "return_self_from_graveyard", _return_self_from_graveyard)  # noqa: B010
setattr(_Build, "activate_only_if", _activate_only_if)  # noqa: B010


def _put_on_your_library(self: _Build, c: list[Any]) -> Effect:
    """ "put target card from your graveyard on the bottom of your library" (CR 401.4)."""
    end = _text(c[1]).lower()
    return Effect("put_on_your_library", obj=c[0], place="top" if end == "top" else "bottom")


setattr(_Build, "put_on_your_library", _put_on_your_library)  # noqa: B010


def _exile_self_from_graveyard_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Exile ~ from your graveyard" as an activation cost (CR 113.6k, 406.2)."""
    return Cost("exile_self_from_graveyard")


setattr(_Build, "exile_self_from_graveyard_cost", _exile_self_from_graveyard_cost)  # noqa: B010


def _static_play_lands_from_graveyard(self: _Build, c: list[Any]) -> Static:
    """ "You may play lands from your graveyard." (CR 305.1)."""
    return Static("play_lands_from_graveyard", Ref("player", player="you"))


setattr(_Build, "static_play_lands_from_graveyard", _static_play_lands_from_graveyard)  # noqa: B010


# --- s13-batch (docs/oracle-batch.md) ---------------------------------------------------------


def _batch_leaves_event(self: _Build, c: list[Any]) -> Event:
    """ "one or more other creatures you control leave the battlefield [without dying]" (CR 603.2c)."""
    dying = "without_dying" if any(isinstance(x, Tree) and x.data == "without_dying" for x in c) else None
    return Event("batch_leaves", verb=dying, noun=next(x for x in c if isinstance(x, Noun)))


def _plural_subtypes_phrase(self: _Build, c: list[Any]) -> Noun:
    """ "other Rabbits, Bats, Birds, and/or Mice you control": head "plural_subtypes", the plural
    subtypes as written (lowering makes them singular, or refuses a plural it doesn't know)."""
    qualifiers = tuple(q for q in c if isinstance(q, Qualifier))
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "plural_subtype_list")
    subtypes = tuple(str(token) for token in listed.children if isinstance(token, Token) and token.type == "SUBTYPE")
    return Noun("plural_subtypes", qualifiers, subtypes)


setattr(_Build, "batch_leaves_event", _batch_leaves_event)  # noqa: B010
setattr(_Build, "plural_subtypes_phrase", _plural_subtypes_phrase)  # noqa: B010


def _batch_sacrifice_event(self: _Build, c: list[Any]) -> Event:
    """ "you sacrifice one or more Foods" (CR 603.2c, 701.21a)."""
    return Event("batch_sacrifice", noun=next(x for x in c if isinstance(x, Noun)))


def _forage_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Forage" among an activated ability's costs (CR 701.61a)."""
    return Cost("forage")


setattr(_Build, "batch_sacrifice_event", _batch_sacrifice_event)  # noqa: B010
setattr(_Build, "forage_cost", _forage_cost)  # noqa: B010


def _other_subtypes_group(self: _Build, c: list[Any]) -> Ref:
    """ "Other Rabbits, Bats, Birds, and Mice you control" as a static ability's subject."""
    return Ref("group", _plural_subtypes_phrase(self, c), other=True)


def _subtypes_group(self: _Build, c: list[Any]) -> Ref:
    """ "Rabbits, Bats, Birds, and Mice you control" as a static ability's subject."""
    return Ref("group", _plural_subtypes_phrase(self, c))


setattr(_Build, "other_subtypes_group", _other_subtypes_group)  # noqa: B010
setattr(_Build, "subtypes_group", _subtypes_group)  # noqa: B010


def _search_basic(self: _Build, c: list[Any]) -> Effect:
    """ "search your library for a basic land card, [reveal it,] put it <where>, then shuffle": the
    quality's words in `spell` (a Noun), where the card goes in `place`, "reveal" in `counter`."""
    quality = next(x for x in c if isinstance(x, Tree) and x.data == "searched_quality")
    where = next(x for x in c if isinstance(x, Tree) and x.data == "search_to")
    revealed = any(isinstance(x, Tree) and x.data == "search_reveal" for x in c)
    return Effect("search_basic", spell=Noun("searched", (), _words(quality)), place=_text(where).lower(),
                  counter="reveal" if revealed else None)


setattr(_Build, "search_basic", _search_basic)  # noqa: B010 (s13-batch; s13-pw's search_library reads the rest)


def _reveal_until(self: _Build, c: list[Any]) -> Sentence:
    """ "Reveal cards from the top of your library until you reveal a <quality> card. Put that card
    <where> and the rest on the bottom of your library in a random order.": one effect."""
    quality = next(x for x in c if isinstance(x, Tree) and x.data == "searched_quality")
    where = next(x for x in c if isinstance(x, Tree) and x.data == "search_to")
    return Sentence((Effect("reveal_until", spell=Noun("searched", (), _words(quality)), place=_text(where).lower()),))


setattr(_Build, "reveal_until", _reveal_until)  # noqa: B010


# --- s13-granted ---


def _attached_event(self: _Build, c: list[Any]) -> Event:
    """ "equipped creature attacks" / "enchanted creature deals combat damage to a player": the event
    "attached", its `verb` "<equipped|enchanted> <verb phrase>" ("equipped attacks")."""
    return Event("attached", verb=f"{_text(c[0]).lower().split()[0]} {_text(c[1]).lower()}")


setattr(_Build, "attached_event", _attached_event)  # noqa: B010


def _sacrifice_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "sacrifice another creature" / "sacrifice two artifacts": chosen as it resolves, not targeted."""
    quantity: Ref = c[0]
    return Effect("sacrifice_chosen", obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)


setattr(_Build, "sacrifice_chosen", _sacrifice_chosen)  # noqa: B010


def _static_pump_and_type(self: _Build, c: list[Any]) -> Static:
    """ "<subject> gets +2/+0[, has vigilance,] and is a Knight in addition to its other types"."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    keywords = next((x for x in c if isinstance(x, tuple)), ())
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Static("pump_and_type", c[0], pt=pt, keywords=keywords, subtype=subtype)


def _create_attacking_token(self: _Build, c: list[Any]) -> Effect:
    """ "create a 2/2 white Knight creature token with vigilance that's attacking"."""
    made = self.create_token(c[:2])
    return dataclasses.replace(made, verb="create_attacking_token")


setattr(_Build, "static_pump_and_type", _static_pump_and_type)  # noqa: B010
setattr(_Build, "create_attacking_token", _create_attacking_token)  # noqa: B010


def _cost_reduction_static_with(self: _Build, c: list[Any]) -> Static:
    """ "<spells> you cast <quality> cost {N} less to cast.": the quality joins the spells' noun."""
    spells: Noun = next(x for x in c if isinstance(x, Noun))
    quality: Qualifier = next(x for x in c if isinstance(x, Qualifier))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    noun = dataclasses.replace(spells, qualifiers=(*spells.qualifiers, quality))
    return Static("cost_reduction", Ref("group", noun), pt=mana)


setattr(_Build, "cost_reduction_static_with", _cost_reduction_static_with)  # noqa: B010


def _static_pump_two_groups(self: _Build, c: list[Any]) -> Static:
    """ "<group> and <group> get +N/+N [and have <keywords>]": the first group the subject, the
    second in `by`."""
    first, second = (x for x in c if isinstance(x, Ref))
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    keywords = next((x for x in c if isinstance(x, tuple)), ())
    return Static("pump_two_groups", first, pt=pt, keywords=keywords, by=second)


setattr(_Build, "static_pump_two_groups", _static_pump_two_groups)  # noqa: B010


# --- s13-modal (docs/oracle-modal.md) -----------------------------------------------------------


@dataclass(frozen=True)
class CounterUnless(Effect):
    """ "Counter target spell unless its controller pays {2}" / "counter that spell unless its
    controller pays {4}" (CR 701.6a, 118.12): `spell` the target's noun ("target <spell>"), None for
    "that spell"; `cost` the mana its controller may pay."""

    cost: str = ""


def _counter_unless(self: _Build, c: list[Any]) -> CounterUnless:
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    spell = c[0] if isinstance(c[0], Noun) else None
    place = "target" if spell is not None else str(c[0])
    return CounterUnless("counter_unless", spell=spell, place=place, cost=mana)


def _counter_target_spell(self: _Build, c: list[Any]) -> Noun:
    noun: Noun = c[0]
    return noun


def _counter_that_spell(self: _Build, c: list[Any]) -> str:
    return "that_spell"


setattr(_Build, "counter_unless", _counter_unless)  # noqa: B010
setattr(_Build, "counter_target_spell", _counter_target_spell)  # noqa: B010
setattr(_Build, "counter_that_spell", _counter_that_spell)  # noqa: B010
# ("trailing_instead_sentence": built by s13-pw's _trailing_instead_sentence below, a ConditionalSentence with instead)


@dataclass(frozen=True)
class TriggeredModal(Triggered):
    """ "When ~ enters, choose one — • <effect> • <effect>": a triggered ability whose effect is
    modal (CR 700.2b); `body` is empty, `modes` the modes, `choose` how many ("one")."""

    choose: str = "one"
    modes: tuple[Body, ...] = ()


def _triggered_modal(self: _Build, c: list[Any]) -> TriggeredModal:
    events = next(x for x in c[1:] if isinstance(x, tuple))
    choose = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "mode_count")
    modes = tuple(x for x in c if isinstance(x, Body))
    return TriggeredModal(events, Body(()), choose=choose, modes=modes)


def _dealt_damage_this_turn_q(self: _Build, c: list[Any]) -> Qualifier:
    return Qualifier("dealt_damage_this_turn")


setattr(_Build, "triggered_modal", _triggered_modal)  # noqa: B010
setattr(_Build, "dealt_damage_this_turn_q", _dealt_damage_this_turn_q)  # noqa: B010


def _create_tapped_attacking_token(self: _Build, c: list[Any]) -> Effect:
    """ "create a 1/1 white Rabbit creature token that's tapped and attacking" (CR 508.4)."""
    return Effect("create_tapped_attacking_token", amount=c[0], token=c[1])


setattr(_Build, "create_tapped_attacking_token", _create_tapped_attacking_token)  # noqa: B010


def _exiled_if_it_would_die(self: _Build, c: list[Any]) -> Sentence:
    """ "If that creature would die this turn, exile it instead." (CR 614.1a): about the object the
    sentence before named ("that <noun>")."""
    noun = next(x for x in c if isinstance(x, Tree))
    return Sentence((Effect("exiled_if_it_would_die", obj=Ref("that", Noun(_text(noun).lower()))),))


setattr(_Build, "exiled_if_it_would_die", _exiled_if_it_would_die)  # noqa: B010


def _dont_untap_next(self: _Build, c: list[Any]) -> Effect:
    """ "Those creatures don't untap during that player's next untap step." (CR 502.3): `obj` says
    what ("those creatures", "it"), `place` whose untap step ("that player's", "their controller's")."""
    subject = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "dont_untap_subject")
    owner = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "untap_owner")
    return Effect("dont_untap_next", obj=Ref("that", Noun(subject)), place=owner)


setattr(_Build, "dont_untap_next", _dont_untap_next)  # noqa: B010


def _reveal_hand(self: _Build, c: list[Any]) -> Effect:
    return Effect("reveal_hand", subject=c[0])


def _choose_from_it(self: _Build, c: list[Any]) -> Effect:
    return Effect("choose_from_it", obj=Ref("target", next(x for x in c if isinstance(x, Noun))))


def _discard_that_card(self: _Build, c: list[Any]) -> Effect:
    return Effect("discard_that_card", subject=c[0])


setattr(_Build, "reveal_hand", _reveal_hand)  # noqa: B010
setattr(_Build, "choose_from_it", _choose_from_it)  # noqa: B010
setattr(_Build, "discard_that_card", _discard_that_card)  # noqa: B010


def _player_chooses_own(self: _Build, c: list[Any]) -> Effect:
    """ "Target opponent exiles an enchantment they control." / "Each player sacrifices a creature."."""
    verb = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "own_verb")
    noun = next(x for x in c if isinstance(x, Noun))
    they = any(isinstance(x, Tree) and x.data == "they_control" for x in c)
    return Effect("player_chooses_own", subject=c[0], obj=Ref("target", noun),
                  place=("exile" if verb.startswith("exile") else "sacrifice") + (":they_control" if they else ""))


setattr(_Build, "player_chooses_own", _player_chooses_own)  # noqa: B010


def _owner_of_target(self: _Build, c: list[Any]) -> Ref:
    """ "target creature's owner": the target (its owner acts)."""
    head = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "possessive_noun")
    noun = head.removesuffix("'s")
    return Ref("target", Noun(noun, tuple(x for x in c if isinstance(x, Qualifier)), (noun,)))


def _owner_of_phrase(self: _Build, c: list[Any]) -> Ref:
    ref: Ref = c[0]
    return ref


def _owner_puts_top_or_bottom(self: _Build, c: list[Any]) -> Effect:
    return Effect("owner_puts_top_or_bottom", obj=c[0])


setattr(_Build, "owner_of_target", _owner_of_target)  # noqa: B010
setattr(_Build, "owner_of_phrase", _owner_of_phrase)  # noqa: B010
setattr(_Build, "owner_puts_top_or_bottom", _owner_puts_top_or_bottom)  # noqa: B010


@dataclass(frozen=True)
class CostReductionTargets(CostReduction):
    """ "~ costs {1} less to cast if it targets <noun>" (CR 601.2f, 601.2c)."""

    targets: Noun | None = None


def _self_cost_reduction_targets(self: _Build, c: list[Any]) -> CostReductionTargets:
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return CostReductionTargets("self", mana, targets=next(x for x in c if isinstance(x, Noun)))


def _attacking_or_tapped(self: _Build, c: list[Any]) -> Qualifier:
    return Qualifier("attacking_or_tapped")


setattr(_Build, "self_cost_reduction_targets", _self_cost_reduction_targets)  # noqa: B010
setattr(_Build, "attacking_or_tapped", _attacking_or_tapped)  # noqa: B010


def _counter_that_spell_or_ability(self: _Build, c: list[Any]) -> str:
    return "that_spell_or_ability"


def _you_targeted_by_opponent(self: _Build, c: list[Any]) -> Event:
    return Event("you_targeted_by_opponent")


setattr(_Build, "counter_that_spell_or_ability", _counter_that_spell_or_ability)  # noqa: B010
setattr(_Build, "you_targeted_by_opponent", _you_targeted_by_opponent)  # noqa: B010


# --- s13-bite (docs/oracle-bite.md) -------------------------------------------------------------


def _gain_control(self: _Build, c: list[Any]) -> Effect:
    """ "gain control of <object> [until end of turn]" (CR 613.1b)."""
    refs = [x for x in c if isinstance(x, Ref)]
    durations = [x for x in c if isinstance(x, str) and x in ("end_of_turn", "this_turn", "until_your_next_turn")]
    return Effect("gain_control", obj=refs[0], duration=durations[0] if durations else None)


def _twice_its_power(self: _Build, c: list[Any]) -> str:
    """ "twice its power" (CR 608.2h): an amount_ref, lowered to `damage_by_it`'s multiplier."""
    return "twice_its_power"


setattr(_Build, "gain_control", _gain_control)  # noqa: B010
setattr(_Build, "twice_its_power", _twice_its_power)  # noqa: B010


def _exchange_control(self: _Build, c: list[Any]) -> Effect:
    """ "exchange control of two target creatures" (CR 701.12a)."""
    return Effect("exchange_control", obj=c[0])


setattr(_Build, "exchange_control", _exchange_control)  # noqa: B010


def _create_token_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "create a <token> for each <noun phrase>" (CR 111.1, 608.2h)."""
    amount: Amount = c[0]
    nouns = [x for x in c if isinstance(x, Noun)]
    return Effect("create_token", amount=Amount(amount.value, for_each=nouns[-1]), token=c[1])


setattr(_Build, "create_token_for_each", _create_token_for_each)  # noqa: B010


# --- s13-pw: planeswalker lines and emblems (docs/oracle-pw.md) ----------------------------------


def _each_of_targets(self: _Build, c: list[Any]) -> Ref:
    """ "each of up to two target creatures" (CR 115.1): the targets, each affected alike; the same
    reference as "up to two target creatures"."""
    found: Ref = self.target_phrase(c)
    return found


setattr(_Build, "each_of_targets", _each_of_targets)  # noqa: B010 - added at the end of the module (merge)


@dataclass(frozen=True)
class EmblemEffect(Effect):
    """ 'You get an emblem with "<ability>"' (CR 114.1): `ability` is the quoted ability's tree
    (a `Triggered` or `Static` line)."""

    ability: Any = None


def _emblem_sentence(self: _Build, c: list[Any]) -> Sentence:
    return Sentence((EmblemEffect("get_emblem", ability=c[-1]),))


setattr(_Build, "emblem_sentence", _emblem_sentence)  # noqa: B010 - added at the end of the module (merge)


def _your_life_total(self: _Build, c: list[Any]) -> str:
    """ "your life total" (CR 119.1) as what X stands for."""
    return "your_life_total"


setattr(_Build, "your_life_total", _your_life_total)  # noqa: B010 - added at the end of the module (merge)


@dataclass(frozen=True)
class TrailingInsteadSentence(ConditionalSentence):
    """ "If you control three or more artifacts, draw two cards instead." (the word "instead" last)."""


def _trailing_instead_sentence(self: _Build, c: list[Any]) -> TrailingInsteadSentence:
    inner: Sentence = c[1]
    return TrailingInsteadSentence(inner.effects, inner.joined_by, condition=c[0], instead=True)


setattr(_Build, "trailing_instead_sentence", _trailing_instead_sentence)  # noqa: B010 - s13-pw (merge)


def _damage_to_both(self: _Build, c: list[Any]) -> Sentence:
    """ "~ deals 1 damage to each opponent and each creature your opponents control": one damage
    effect for each of the two parts, the same source and amount; both parts name what they affect
    without targeting (two targets sharing "and" are not read here)."""
    refs, amounts, _, _ = _Build._parts(c)
    source, first, second = refs
    if any(ref.kind == "target" or str(ref.player).startswith("target") for ref in (first, second)):
        raise ValueError("damage to a target and another object in one clause")
    if (combined := s23c10_each_creature_and_each_player(first, second)) is not None:
        return Sentence((Effect("deal_damage", subject=source, obj=combined, amount=amounts[0]),), "and")  # s23-c10
    if (permanents := s23c13_damage_to_both_groups(source, first, second, amounts[0])) is not None:
        return permanents  # s23-c13: "each creature without flying and each planeswalker" (end of this module)
    if (by_it := s34tdm_it_damage_to_both_groups(source, first, second, amounts[0])) is not None:
        return by_it  # s34-tdm: "When ~ enters, it deals 3 damage to each creature and each planeswalker." (end)
    if not _names_players(first) or _names_players(second):
        # "each creature and each player" is one recipient spec of the vocabulary (the templates' reading)
        raise ValueError("damage to players first, then permanents, is read here")
    return Sentence(
        (
            Effect("deal_damage", subject=source, obj=first, amount=amounts[0]),
            Effect("deal_damage", subject=source, obj=second, amount=amounts[0]),
        ),
        "and",
    )


def _names_players(ref: Ref) -> bool:
    """ "each opponent", "each player", "you": a reference to players only."""
    return ref.kind == "player" or (ref.kind == "each" and ref.noun is not None and ref.noun.head in ("opponent", "player"))


setattr(_Build, "damage_to_both", _damage_to_both)  # noqa: B010 - s13-pw (merge)


@dataclass(frozen=True)
class SearchEffect(Effect):
    """ "search your library for <amount> <cards>, put it/them <to>, then shuffle" (CR 701.23):
    `spell` holds the cards' noun, `amount` how many (`value` "any_number" for "any number of"),
    `place` the destination words."""


def _search_library(self: _Build, c: list[Any]) -> SearchEffect:
    words = [_text(x).lower() for x in c if not isinstance(x, Noun)]
    noun = next(x for x in c if isinstance(x, Noun))
    amount_words, ref, to = words[0].split(), words[1], words[2]
    if ref == "that card":  # s25-mh: "put that card into your graveyard" (one card)
        ref = "it"
    if amount_words[:2] == ["any", "number"]:
        amount = Amount("any_number")
    elif amount_words[:2] == ["up", "to"]:
        amount = Amount(WORD_NUMBERS[amount_words[2]])
    else:
        amount = Amount(1)
    if (ref == "it") != (amount.value == 1):
        raise ValueError("'it' for several cards or 'them' for one")
    return SearchEffect("search_library", amount=amount, spell=noun, place=to)


setattr(_Build, "search_library", _search_library)  # noqa: B010 - s13-pw (merge)


def _you_activate_ability_of(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you activate an ability of a Sarkhan planeswalker" (CR 602.2, 603.2)."""
    return Event("you_activate_ability_of", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "you_activate_ability_of", _you_activate_ability_of)  # noqa: B010 - s13-pw (merge)


def _you_control_count_different_names(self: _Build, c: list[Any]) -> Condition:
    """ "you control four or more Demons with different names" (CR 201.2)."""
    return Condition("you_control_count_different_names", noun=c[-1], number=WORD_NUMBERS[_text(c[0]).lower()])


def _win_game(self: _Build, c: list[Any]) -> Effect:
    """ "you win the game" (CR 104.2b)."""
    return Effect("win_game")


setattr(_Build, "you_control_count_different_names", _you_control_count_different_names)  # noqa: B010 - s13-pw
setattr(_Build, "win_game", _win_game)  # noqa: B010 - s13-pw (merge)


# --- s13-gift2 ----------------------------------------------------------------------------------


def _exile_from_hand(self: _Build, c: list[Any]) -> Effect:
    """ "Target opponent exiles a card from their hand": the player and how many cards."""
    player = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    return Effect("exile_from_hand", subject=player, amount=amount)


setattr(_Build, "cast_from_graveyard", _gift_condition("cast_from_graveyard"))  # noqa: B010
setattr(_Build, "cast_not_from_hand", _gift_condition("cast_not_from_hand"))  # noqa: B010
setattr(_Build, "exile_from_hand", _exile_from_hand)  # noqa: B010


# --- s13-riders2 ---


def _static_base_pt(self: _Build, c: list[Any]) -> Static:
    """ "<creatures> have base toughness 1 / base power and toughness 1/1." (layer 7b, CR 613.4b):
    kind "base_pt", `pt` "base:<power>/<toughness>" with "_" for the one it doesn't set (kept through
    "As long as <condition>, ..." like any static body)."""
    power, toughness = c[-1]
    return Static("base_pt", c[0], pt=f"base:{power}/{toughness}")


def _base_toughness_only(self: _Build, c: list[Any]) -> tuple[str, str]:
    return ("_", str(int(str(c[0]))))


def _base_power_only(self: _Build, c: list[Any]) -> tuple[str, str]:
    return (str(int(str(c[0]))), "_")


def _base_power_and_toughness(self: _Build, c: list[Any]) -> tuple[str, str]:
    power, toughness = str(c[0]).split("/")
    return (str(int(power)), str(int(toughness)))


setattr(_Build, "static_base_pt", _static_base_pt)  # noqa: B010
setattr(_Build, "base_toughness_only", _base_toughness_only)  # noqa: B010
setattr(_Build, "base_power_only", _base_power_only)  # noqa: B010
setattr(_Build, "base_power_and_toughness", _base_power_and_toughness)  # noqa: B010


def _activate_only_if_and_once(self: _Build, c: list[Any]) -> str:
    """ "Activate only if <condition> and only once." (CR 602.5b)."""
    restriction = OnlyIfRestriction("activate_only_if_and_once")
    restriction.condition = next(x for x in c if isinstance(x, Condition))
    return restriction


def _activate_only_once(self: _Build, c: list[Any]) -> str:
    return "activate_only_once"


setattr(_Build, "activate_only_if_and_once", _activate_only_if_and_once)  # noqa: B010
setattr(_Build, "activate_only_once", _activate_only_once)  # noqa: B010


# --- s13-batch2 ---


def _entered_this_turn_condition(self: _Build, c: list[Any]) -> Condition:
    """ "a Bird, Frog, Otter, or Rat [another creature] entered the battlefield under your control this
    turn" (CR 400.7): the noun in `noun`."""
    return Condition("entered_this_turn", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "entered_this_turn_condition", _entered_this_turn_condition)  # noqa: B010


def _entered_this_turn_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "... that entered the battlefield this turn" (CR 400.7): the qualifier `entered_this_turn`."""
    return Qualifier("entered_this_turn")


setattr(_Build, "entered_this_turn_q", _entered_this_turn_q)  # noqa: B010


# --- s13-m19final ---


def _damage_unless_sacrifice(self: _Build, c: list[Any]) -> Effect:
    """ "it deals N damage to target opponent unless that player sacrifices <noun>" (Demanding Dragon):
    `lose_life_unless`'s choice with damage from the source in place of the life loss and no discard."""
    player = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("damage_unless_sacrifice", subject=player, obj=Ref("each", noun=noun), amount=amount)


setattr(_Build, "damage_unless_sacrifice", _damage_unless_sacrifice)  # noqa: B010


def _draw_equal(self: _Build, c: list[Any]) -> Effect:
    """ "Draw cards equal to <amount>": a draw whose amount is counted as it resolves."""
    refs = [x for x in c if isinstance(x, Ref)]
    ref = next(x for x in c if not isinstance(x, Ref | Token))
    return Effect("draw", subject=refs[0] if refs else None, amount=_equal(ref))


def _highest_mana_value_among(self: _Build, c: list[Any]) -> tuple[str, Noun]:
    return ("highest_mana_value", next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "draw_equal", _draw_equal)  # noqa: B010
setattr(_Build, "highest_mana_value_among", _highest_mana_value_among)  # noqa: B010


def _its_controller_creates_token(self: _Build, c: list[Any]) -> Effect:
    amount = next(x for x in c if isinstance(x, Amount))
    token = next(x for x in c if isinstance(x, Token_))
    return Effect("its_controller_creates_token", amount=amount, token=token)


def _static_enters_with_counters(self: _Build, c: list[Any]) -> Static:
    amount = next(x for x in c if isinstance(x, Amount))
    kind = c[c.index(amount) + 1]
    counter = str(kind) if isinstance(kind, Token) else kind.data
    return Static("enters_with_counters", Ref("self"), counter=counter, amount=amount)


setattr(_Build, "its_controller_creates_token", _its_controller_creates_token)  # noqa: B010
setattr(_Build, "static_enters_with_counters", _static_enters_with_counters)  # noqa: B010


def _sacrificed_power(self: _Build, c: list[Any]) -> str:
    """ "the sacrificed creature's power" (s13-thud; CR 608.2h): the creature sacrificed to cast the spell."""
    return "sacrificed_power"


setattr(_Build, "sacrificed_power", _sacrificed_power)  # noqa: B010 - added at the end of the module (merge)


# --- s14-flicker ---


@dataclass(frozen=True)
class FlickerCounter:
    """ "with a +1/+1 counter / a flying counter on it" after a return to the battlefield (CR 122.6)."""

    name: str


def _flicker_counter_name(self: _Build, c: list[Any]) -> str:
    kind = c[0]
    return str(kind)  # a PT token "+1/+1", or a keyword ("flying", "first strike")


def _flicker_counter_on_it(self: _Build, c: list[Any]) -> FlickerCounter:
    return FlickerCounter(next(x for x in c if isinstance(x, str) and x not in ("a", "an")))


def _flicker_with_counter(self: _Build, c: list[Any]) -> Effect:
    counter = next(x for x in c if isinstance(x, FlickerCounter))
    return Effect("flicker", obj=next(x for x in c if isinstance(x, Ref)), counter=counter.name)


def _return_at_end_step_with_counter(self: _Build, c: list[Any]) -> Effect:
    counter = next(x for x in c if isinstance(x, FlickerCounter))
    return Effect("return_at_next_end_step", obj=next(x for x in c if isinstance(x, Ref)), counter=counter.name)


setattr(_Build, "flicker_counter_name", _flicker_counter_name)  # noqa: B010
setattr(_Build, "flicker_counter_on_it", _flicker_counter_on_it)  # noqa: B010
setattr(_Build, "flicker_with_counter", _flicker_with_counter)  # noqa: B010
setattr(_Build, "return_at_end_step_with_counter", _return_at_end_step_with_counter)  # noqa: B010


def _s14_mana_subtypes_card(self: _Build, c: list[Any]) -> Noun:
    """ "Bat, Lizard, Rat, or Squirrel card [from your graveyard]" (s14-mana; CR 205.3): a card with
    one of the listed subtypes, as the qualifier ("with_subtype", "Bat_or_Lizard_or_Rat_or_Squirrel")."""
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "s14_mana_one_of_subtypes")
    subtypes = _words(listed)  # the SUBTYPE words (the grammar's "or" list: "and" is not read)
    qualifiers = (Qualifier("with_subtype", "_or_".join(subtypes)), *(q for q in c if isinstance(q, Qualifier)))
    return Noun("card", qualifiers, ("card",))


setattr(_Build, "s14_mana_subtypes_card", _s14_mana_subtypes_card)  # noqa: B010 - s14-mana (end of module)


def _s14_mana_amount_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ "Add X mana of any one color, where X is <amount>." / "Choose a color. Add an amount of mana of
    that color equal to <amount>." (s14-mana; CR 106.1, 608.2h): one `add_mana_amount` effect, its
    amount the amount_ref ("source_power", ("number_of", Noun))."""
    said = c[-1]
    if isinstance(said, tuple) and said[0] == "number_of":
        amount = Amount("X", for_each=said[1], equal_to="number_of")
    else:
        amount = Amount("X", equal_to=str(said))
    return Sentence((Effect("add_mana_amount", amount=amount),))


setattr(_Build, "s14_mana_amount_sentence", _s14_mana_amount_sentence)  # noqa: B010 - s14-mana (end of module)


# --- s14-library (docs/oracle-library.md) ---


def _library_reveal_top_to_hand(self: _Build, c: list[Any]) -> Effect:
    """ "reveal the top card of your library and put that card into your hand" (CR 701.20a)."""
    return Effect("library_reveal_top_to_hand")


def _library_lose_life_mana_value(self: _Build, c: list[Any]) -> Effect:
    """ "You lose life equal to its mana value." ("its": the card revealed before, CR 608.2h)."""
    return Effect("library_lose_life_mana_value")


setattr(_Build, "library_reveal_top_to_hand", _library_reveal_top_to_hand)  # noqa: B010
setattr(_Build, "library_lose_life_mana_value", _library_lose_life_mana_value)  # noqa: B010


def _library_additional_land(self: _Build, c: list[Any]) -> Static:
    """ "You may play an additional land on each of your turns." (CR 305.2)."""
    return Static("additional_land_play", Ref("player", player="you"))


setattr(_Build, "library_additional_land", _library_additional_land)  # noqa: B010


def _library_look_at_top(self: _Build, c: list[Any]) -> Effect:
    """ "look at the top N cards of your library" / "look at twice X cards from the top of your library"."""
    twice = [x for x in c if isinstance(x, tuple) and x and x[0] == "twice"]
    amount = twice[0][1] if twice else next(x for x in c if isinstance(x, Amount))
    return Effect("library_look_at_top", amount=amount, place="twice" if twice else None)


def _library_twice(self: _Build, c: list[Any]) -> tuple[str, Amount]:
    return ("twice", next(x for x in c if isinstance(x, Amount)))


_LIBRARY_REST = {
    "into your graveyard": "graveyard",
    "on the bottom of your library in any order": "bottom_any_order",
    "on the bottom of your library in a random order": "bottom_random",
}


def _library_put_from_among(self: _Build, c: list[Any]) -> Effect:
    """ "put N cards from among them [N of them] into your hand and the rest <place>"."""
    amount = next(x for x in c if isinstance(x, Amount))
    rest = next(x for x in c if isinstance(x, str) and x in _LIBRARY_REST.values())
    return Effect("library_put_from_among", amount=amount, place=rest)


def _library_rest_place(self: _Build, c: list[Any]) -> str:
    return _LIBRARY_REST[" ".join(str(x) for x in c).lower()]


setattr(_Build, "library_look_at_top", _library_look_at_top)  # noqa: B010
setattr(_Build, "library_twice", _library_twice)  # noqa: B010
setattr(_Build, "library_put_from_among", _library_put_from_among)  # noqa: B010
setattr(_Build, "library_rest_place", _library_rest_place)  # noqa: B010


def _library_either_spell(self: _Build, c: list[Any]) -> Noun:
    """ "noncreature or Otter spell": a spell without the type or with the subtype."""
    nontype = next(str(x) for x in _words(Tree("either", c)) if x.lower().startswith("non"))
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Noun("library_either", (Qualifier("non_type", nontype.lower()), Qualifier("with_subtype", subtype)),
                (nontype.lower(), "or", subtype, "spell"))


def _library_you_cast_either(self: _Build, c: list[Any]) -> Event:
    return Event("library_you_cast_either", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "library_either_spell", _library_either_spell)  # noqa: B010
setattr(_Build, "library_you_cast_either", _library_you_cast_either)  # noqa: B010


# --- s14-seasons ---------------------------------------------------------------------------------


def _s14_return_with_counters(self: _Build, c: list[Any]) -> Effect:
    """ "return <object> to the battlefield with an indestructible counter on it" (CR 122.6): the
    counter's name as Oracle text writes it ("+1/+1", "first strike")."""
    amount = next(x for x in c if isinstance(x, Amount))
    kind = next(x for x in c if isinstance(x, Tree) and x.data == "s14_enters_counter")
    counter = " ".join(str(word) for word in kind.children).lower()
    return Effect("s14_return_with_counters", obj=c[0], place="the battlefield", amount=amount, counter=counter)


setattr(_Build, "s14_return_with_counters", _s14_return_with_counters)  # noqa: B010


def _s14_choose_own(self: _Build, c: list[Any]) -> Effect:
    """ "choose an artifact or creature you control" (CR 608.2d): a permanent chosen, not targeted."""
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("s14_choose_own", obj=Ref("target", noun))


setattr(_Build, "s14_choose_own", _s14_choose_own)  # noqa: B010


@dataclass(frozen=True)
class S14IfYouMay(Sentence):
    """ "If <condition>, you may <action>. If you do, <effects>." (s14-seasons): `effects` are those
    after "If you do"; `action` the optional one. Not a `ConditionalSentence` (its condition guards
    the choice as well as the effects)."""

    if_condition: Condition | None = None
    action: Effect | None = None


def _s14_if_you_may(self: _Build, c: list[Any]) -> S14IfYouMay:
    condition: Condition = c[0]
    action: Effect = c[1]
    after: Sentence = c[2]
    return S14IfYouMay(after.effects, after.joined_by, if_condition=condition, action=action)


setattr(_Build, "s14_if_you_may", _s14_if_you_may)  # noqa: B010


# --- s14-copies (docs/oracle-copies.md) ---


def _copies_copy_spell(self: _Build, c: list[Any]) -> Effect:
    """ "Copy target instant or sorcery spell you control." (CR 707.10)."""
    return Effect("copies_copy_spell", spell=next(x for x in c if isinstance(x, Noun)))


def _copies_new_targets_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ "You may choose new targets for the copy." (CR 707.10c): joined to the copy effect before it."""
    return Sentence((Effect("copies_new_targets"),))


def _copies_self_power_at_least(self: _Build, c: list[Any]) -> Condition:
    """ "~'s power is 3 or greater" (CR 208.1)."""
    return Condition("copies_self_power_at_least", number=int(str(next(x for x in c if isinstance(x, Token)))))


setattr(_Build, "copies_copy_spell", _copies_copy_spell)  # noqa: B010
setattr(_Build, "copies_new_targets_sentence", _copies_new_targets_sentence)  # noqa: B010
setattr(_Build, "copies_self_power_at_least", _copies_self_power_at_least)  # noqa: B010


def _copies_spells_have_storm(self: _Build, c: list[Any]) -> Static:
    """ "Instant and sorcery spells you cast have storm." (CR 702.40a): the spell types named."""
    kinds = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Static("copies_spells_have_storm", Ref("spells_you_cast"), keywords=kinds)


setattr(_Build, "copies_spells_have_storm", _copies_spells_have_storm)  # noqa: B010


def _copies_cast_as_though_flash(self: _Build, c: list[Any]) -> Static:
    """ "You may cast noncreature spells as though they had flash." (CR 702.8a): the spells named."""
    return Static("copies_cast_as_though_flash", Ref("spells_you_cast", next(x for x in c if isinstance(x, Noun))))


setattr(_Build, "copies_cast_as_though_flash", _copies_cast_as_though_flash)  # noqa: B010



# --- s14-forage ---


def _s14_forage_you_forage(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you forage" (CR 701.61a, 603.2)."""
    return Event("you_forage")


setattr(_Build, "s14_forage_you_forage", _s14_forage_you_forage)  # noqa: B010 - added at the end of the module (merge)


def _s14_forage_life_change(self: _Build, c: list[Any]) -> Event:
    """ "you gain or lose life [during your turn]" / "you lose life [during your turn]" (CR 603.2, 119.3):
    the event, its `verb` "during_your_turn" when so limited."""
    words = [_text(x).lower() for x in c if isinstance(x, Token)]
    kind = "you_gain_or_lose_life" if "gain" in words else "you_lose_life"
    during = any(isinstance(x, Tree) and x.data == "s14_forage_during_your_turn" for x in c)
    return Event(kind, verb="during_your_turn" if during else None)


def _s14_forage_life_event(self: _Build, c: list[Any]) -> Event:
    event: Event = c[0]
    return event


setattr(_Build, "s14_forage_life_change", _s14_forage_life_change)  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "s14_forage_life_event", _s14_forage_life_event)  # noqa: B010 - added at the end of the module (merge)


def _s14_forage_pay_mana_and_life(self: _Build, c: list[Any]) -> Effect:
    """ "pay {W}{B} and 2 life" (CR 119.4): the verb "pay_mana_and_life", the mana in `place`."""
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Effect("pay_mana_and_life", place=mana, amount=next(x for x in c if isinstance(x, Amount)))


setattr(_Build, "s14_forage_pay_mana_and_life", _s14_forage_pay_mana_and_life)  # noqa: B010 - added at the end (merge)


def _s14_forage_or_pay_mana(self: _Build, c: list[Any]) -> Cost:
    """ "forage or pay {B}" as an additional cost (CR 118.8, 701.61a)."""
    return Cost("forage_or_mana", mana="".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))


setattr(_Build, "s14_forage_or_pay_mana", _s14_forage_or_pay_mana)  # noqa: B010 - added at the end (merge)


# --- s14-counters ---


def _s14_counter_kind(c: list[Any]) -> str:
    """The kind of counter a rule names: a PT token ("+1/+1") or a named kind's tree ("charge")."""
    kind = next(x for x in c if (isinstance(x, Token) and x.type == "PT") or (isinstance(x, Tree) and x.data != "article"))
    return str(kind) if isinstance(kind, Token) else str(kind.data)


def _s14_with_counter_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "... with a +1/+1 counter on it" (CR 122.1): the qualifier `with_counter` of that kind."""
    return Qualifier("with_counter", _s14_counter_kind(c))


def _s14_with_counters_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "... with counters on them" (CR 122.1): any counter of any kind."""
    return Qualifier("with_counters")


def _s14_double_counters(self: _Build, c: list[Any]) -> Effect:
    """ "double the number of +1/+1 counters on it" (CR 701.10e)."""
    return Effect("double_counters", obj=next(x for x in c if isinstance(x, Ref)), counter=_s14_counter_kind(c))


def _s14_you_put_counters(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you put one or more +1/+1 counters on a creature you control" (CR 122.6, 603.2)."""
    return Event("you_put_counters", noun=next(x for x in c if isinstance(x, Noun)), counter=_s14_counter_kind(c))


setattr(_Build, "s14_with_counter_q", _s14_with_counter_q)  # noqa: B010 - s14-counters (merge)
setattr(_Build, "s14_with_counters_q", _s14_with_counters_q)  # noqa: B010
setattr(_Build, "s14_double_counters", _s14_double_counters)  # noqa: B010
setattr(_Build, "s14_you_put_counters", _s14_you_put_counters)  # noqa: B010


def _s14_token_or_subtype_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "... that's a token or a Rabbit" (CR 111.1, 205.3): a token, or a permanent of that subtype."""
    return Qualifier("token_or_subtype", str(next(x for x in c if isinstance(x, Token) and x.type == "SUBTYPE")))


setattr(_Build, "s14_token_or_subtype_q", _s14_token_or_subtype_q)  # noqa: B010 - s14-counters (merge)


def _s14_group_enters_with_counters(self: _Build, c: list[Any]) -> Static:
    """ "Other creatures you control enter with an additional +1/+1 counter on them [for each opponent
    who lost life this turn]." (CR 614.1c): `for_each` is the Noun "opponent" when it counts them."""
    group = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    counted = any(isinstance(x, Tree) and x.data == "s14_for_each_opponent_lost" for x in c)
    return Static(
        "s14_group_enters_with_counters",
        group,
        counter=_s14_counter_kind([x for x in c if not isinstance(x, Ref | Amount)]),  # the kind precedes the rest
        amount=amount,
        for_each=Noun("opponent_lost_life_this_turn") if counted else None,
    )


setattr(_Build, "s14_group_enters_with_counters", _s14_group_enters_with_counters)  # noqa: B010 - s14-counters


def _s14_put_its_counters(self: _Build, c: list[Any]) -> Effect:
    """ "put its counters on target creature you control" (CR 608.2h, 122.1)."""
    return Effect("put_its_counters", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s14_put_its_counters", _s14_put_its_counters)  # noqa: B010 - s14-counters


# --- s14-r2returns -------------------------------------------------------------------------------


def _r2returns_return_put_this_way(self: _Build, c: list[Any]) -> Effect:
    """ "return a creature card put into your graveyard this way to the battlefield [under your
    control]" (CR 608.2c-d): `place` the card type named."""
    kind = next(x for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Effect("r2returns_return_put_this_way", place=_text(kind).lower())


setattr(_Build, "r2returns_return_put_this_way", _r2returns_return_put_this_way)  # noqa: B010


def _r2returns_then_if_not_legendary(self: _Build, c: list[Any]) -> ConditionalSentence:
    """ "Then if <condition> and that creature isn't legendary, <effects>.": the condition's sentence;
    a token copy of it marked `place` "unless_legendary"; any other effect gets a verb no lowering
    knows (not read)."""
    condition = next(x for x in c if isinstance(x, Condition))
    inner = next(x for x in c if isinstance(x, Sentence))
    effects = tuple(
        dataclasses.replace(effect, verb="r2returns_token_copy_except", place="unless_legendary")
        if effect.verb in ("create_token_copy", "r2returns_token_copy_except")
        else dataclasses.replace(effect, verb="r2returns_unless_legendary_not_read")  # no lowering knows it
        for effect in inner.effects
    )
    return ConditionalSentence(effects, inner.joined_by, then=True, condition=condition)


setattr(_Build, "r2returns_then_if_not_legendary", _r2returns_then_if_not_legendary)  # noqa: B010


def _r2returns_token_copy_except(self: _Build, c: list[Any]) -> Effect:
    """ "create a token that's a copy of <object>, except it's 1/1" (CR 707.9b): `pt` the stats."""
    copy = next(x for x in c if isinstance(x, Effect))
    stats = next(str(x) for x in c if isinstance(x, Token) and x.type == "STATS")
    return dataclasses.replace(copy, verb="r2returns_token_copy_except", pt=stats)


setattr(_Build, "r2returns_token_copy_except", _r2returns_token_copy_except)  # noqa: B010


# --- s14-r2players (docs/oracle-r2players.md) ---


def _r2players_keep_mana_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ "Until end of turn, you don't lose this mana as steps and phases end." (CR 500.4, 514.2): joined
    to the mana effect before it."""
    return Sentence((Effect("r2players_keep_mana"),))


setattr(_Build, "r2players_keep_mana_sentence", _r2players_keep_mana_sentence)  # noqa: B010 - added at the end (merge)


def _r2players_you_and_gain(self: _Build, c: list[Any]) -> Sentence:
    """ "You and <permanents> gain <keywords> [until end of turn]." (CR 702.11c, 611.2c): the player's
    keywords, then the permanents' (a `pump` with no change to power and toughness)."""
    refs, _, durations, keywords = self._parts(c)
    duration = durations[0] if durations else None
    return Sentence(
        (
            Effect("r2players_player_gains", keywords=keywords[0], duration=duration),
            Effect("pump", obj=refs[0], pt="+0/+0", keywords=keywords[0], duration=duration),
        ),
        "and",
    )


setattr(_Build, "r2players_you_and_gain", _r2players_you_and_gain)  # noqa: B010 - added at the end (merge)


# --- s14-r2targets ------------------------------------------------------------------------------


def _r2targets_choose_targets(self: _Build, c: list[Any]) -> Effect:
    """ "choose two target creatures controlled by different players" (CR 115.1, 601.2c): targets named
    for the later effects, with a relation between them (`place` says which)."""
    ref = next(x for x in c if isinstance(x, Ref))
    return Effect("r2targets_choose_targets", obj=ref, place="different_controllers")


def _r2targets_those(self: _Build, c: list[Any]) -> Ref:
    """ "those creatures" (CR 608.2c): the objects the targeted effect before named."""
    words = tuple(_text(c[0]).lower().split())
    return Ref("r2targets_those", Noun("plural", words=words))


setattr(_Build, "r2targets_choose_targets", _r2targets_choose_targets)  # noqa: B010
setattr(_Build, "r2targets_those", _r2targets_those)  # noqa: B010


# --- s14-r2main (docs/oracle-r2main.md) ---


def _r2main_add_mana_choice(self: _Build, c: list[Any]) -> Effect:
    """ "add {R} or {G} for each Raccoon you control": the verb "add_mana_choice", the options in
    `place` ("{R}|{G}"), the counted permanents in `amount.for_each` (CR 106.1, 608.2h)."""
    mana = "|".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Effect("add_mana_choice", place=mana, amount=Amount(1, for_each=next(x for x in c if isinstance(x, Noun))))


setattr(_Build, "r2main_add_mana_choice", _r2main_add_mana_choice)  # noqa: B010 - added at the end (merge)



# --- s14-r2history ---


def _r2history_done_reflexive(self: _Build, c: list[Any]) -> Body:
    """ "Mill three cards. When you do, <effects>." (CR 603.12): a reflexive trigger after an action
    that isn't optional (its effect, then the reflexive trigger's sentences)."""
    action: Effect = c[0]
    rest = [x for x in c[1:] if isinstance(x, Sentence)]
    return Body(tuple(rest), optional=action, reflexive=True, r2history_mandatory=True)


def _r2history_graveyard_greatest_mv(self: _Build, c: list[Any]) -> str:
    """ "the greatest mana value among cards in your graveyard": the amount_ref (CR 202.3, 608.2h)."""
    return "graveyard_greatest_mana_value"


setattr(_Build, "r2history_done_reflexive", _r2history_done_reflexive)  # noqa: B010 - added at the end (merge)
setattr(_Build, "r2history_graveyard_greatest_mv", _r2history_graveyard_greatest_mv)  # noqa: B010
setattr(_Build, "r2history_amount_ref", lambda self, c: c[0])  # noqa: B010 - the amount_ref it names


# --- s15-combat (docs/oracle-combat.md) ---------------------------------------------------------


def _combat_static(kind: str) -> Any:
    """A builder of a combat requirement or restriction (CR 506.5, 508.1d, 509.1b): `Static(kind)`
    naming what it applies to; "can block only creatures with <keyword>" keeps the keyword."""

    def build(self: _Build, c: list[Any]) -> Static:
        keywords = tuple(x for x in c[1:] if isinstance(x, str))
        return Static(kind, c[0], keywords=keywords)

    return build


for _combat_name in ("attacks_each_combat", "cant_attack_or_block_alone", "cant_attack_alone",
                     "cant_block_alone", "can_block_only"):
    setattr(_Build, "combat_" + _combat_name, _combat_static("combat_" + _combat_name))


def _combat_blocks_creature_with(self: _Build, c: list[Any]) -> Event:
    """ "Whenever ~ blocks a creature with flying" (CR 509.3b): the verb "blocks a creature" and the
    keyword the blocked creature must have (in `verb`, after a colon)."""
    keyword: str = c[-1]
    return Event("combat_blocks_creature_with", verb=keyword)


setattr(_Build, "combat_blocks_creature_with", _combat_blocks_creature_with)  # noqa: B010 - added at the end (merge)


def _combat_damage_event(kind: str) -> Any:
    """ "an opponent is dealt [noncombat] damage" / "a source you control deals [noncombat] damage to an
    opponent" (CR 603.2, 120.3a): `Event(kind)` with "noncombat" / "combat" / None in `verb`."""

    def build(self: _Build, c: list[Any]) -> Event:
        which = next((_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "combat_damage_kind"), None)
        return Event(kind, verb=which)

    return build


setattr(_Build, "combat_opponent_dealt_damage", _combat_damage_event("combat_opponent_dealt_damage"))  # noqa: B010
setattr(_Build, "combat_source_deals_damage", _combat_damage_event("combat_source_deals_damage"))  # noqa: B010
setattr(_Build, "combat_that_much", lambda self, c: Amount("that_many"))  # noqa: B010 - "that much" damage (an event's)


setattr(_Build, "combat_they_control_q", _Build._qualifier("combat_they_control"))  # noqa: B010 - "they control"

_combat_damage_to_both_before: Any = getattr(_Build, "damage_to_both")  # noqa: B009 - s13-pw's builder, wrapped below


def _combat_they(ref: Ref, scope: str) -> Ref:
    """ "each planeswalker they control": "they" is the players the first part named (`scope`)."""
    noun = ref.noun
    if noun is None or not any(q.name == "combat_they_control" for q in noun.qualifiers):
        return ref
    qualifiers = tuple(Qualifier(scope) if q.name == "combat_they_control" else q for q in noun.qualifiers)
    return dataclasses.replace(ref, noun=dataclasses.replace(noun, qualifiers=qualifiers))


def _combat_damage_to_both(self: _Build, c: list[Any]) -> Sentence:
    """s15-combat: "~ deals 10 damage to target player and each creature that player controls" (CR 608.2c:
    "that player" is the target) and "~ deals X damage to each opponent and each planeswalker they
    control": one damage effect to the players, then one to the permanents; anything else as before."""
    refs, amounts, _, _ = _Build._parts(c)
    source, first, second = refs
    second_noun = second.noun
    names_target_player = first.kind == "target" and first.noun is not None and first.noun.head in ("player", "opponent")
    if second.kind != "each" or second_noun is None or not (names_target_player or _names_players(first)):
        before: Sentence = _combat_damage_to_both_before(self, c)
        return before
    if names_target_player:
        second = _combat_they(second, "that_player_controls")
        if not any(q.name == "that_player_controls" for q in second_noun.qualifiers) and second is refs[2]:
            unchanged: Sentence = _combat_damage_to_both_before(self, c)
            return unchanged
        return Sentence(  # the permanents of the player the first part targeted (s11-m19b2's `damage_more`)
            (
                Effect("deal_damage", subject=source, obj=first, amount=amounts[0]),
                Effect("damage_more", subject=source, obj=second, amount=amounts[0], place="after_target_player"),
            ),
            "and",
        )
    if first.kind == "each" and first.noun is not None and first.noun.head == "opponent":
        second = _combat_they(second, "opponent_controls")
    return Sentence(
        (
            Effect("deal_damage", subject=source, obj=first, amount=amounts[0]),
            Effect("deal_damage", subject=source, obj=second, amount=amounts[0]),
        ),
        "and",
    )


setattr(_Build, "damage_to_both", _combat_damage_to_both)  # noqa: B010 - s15-combat (wraps s13-pw's)


# --- s15-spells (docs/oracle-spells.md) ---


def _spells_unless_discard(self: _Build, c: list[Any]) -> Effect:
    """ "<edict or discard> unless they [you] discard a <card>": the verb "spells_unless_discard", the
    punishment in `obj` (an "each" reference to what is sacrificed) or `amount` (the cards discarded),
    the avoiding card's noun in `spell`, who avoids it ("they", "you", "that player") in `place`."""
    inner: Effect = c[0]
    who = " ".join(str(x) for x in c[1].children) if isinstance(c[1], Tree) else str(c[1])
    noun = next(x for x in c[2:] if isinstance(x, Noun))
    counter = "sacrifice" if inner.verb == "edict" else "discard"
    if inner.place == "greatest_power":
        counter = "sacrifice_greatest_power"  # not read (lowering.py `_spells_unless_discard`)
    return dataclasses.replace(inner, verb="spells_unless_discard", spell=noun, place=who, counter=counter)


setattr(_Build, "spells_unless_discard", _spells_unless_discard)  # noqa: B010 - s15-spells (end of module)


def _spells_each_opponent_creates_token(self: _Build, c: list[Any]) -> Effect:
    """ "Each opponent creates <tokens>": the verb "spells_each_opponent_creates_token"."""
    amount = next(x for x in c if isinstance(x, Amount))
    token = next(x for x in c if isinstance(x, Token_))
    return Effect("spells_each_opponent_creates_token", amount=amount, token=token)


setattr(_Build, "spells_each_opponent_creates_token", _spells_each_opponent_creates_token)  # noqa: B010
setattr(_Build, "spells_exile_all_graveyards", lambda self, c: Effect("spells_exile_graveyards", place="each_player"))  # noqa: B010
setattr(_Build, "spells_exile_opponents_graveyards",  # noqa: B010
        lambda self, c: Effect("spells_exile_graveyards", place="each_opponent"))


def _spells_double_power(self: _Build, c: list[Any]) -> Effect:
    """ "Double the power of <object> [until end of turn]": the verb "spells_double_power"."""
    refs, _, durations, _ = _Build._parts(c)
    return Effect("spells_double_power", obj=refs[0], duration=durations[0] if durations else None)


def _spells_untap_up_to(self: _Build, c: list[Any]) -> Effect:
    """ "Untap up to four lands [you control]": the verb "spells_untap_up_to", the most in `amount`, what
    is untapped in `spell` (a noun: not a target)."""
    amount = next(x for x in c if isinstance(x, Amount))
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("spells_untap_up_to", amount=amount, spell=noun)


setattr(_Build, "spells_double_power", _spells_double_power)  # noqa: B010
setattr(_Build, "spells_untap_up_to", _spells_untap_up_to)  # noqa: B010


def _spells_predicate(verb: str) -> Any:
    """One predicate of "<player> <predicate> and <predicate>": an Effect without its subject yet."""

    def method(self: _Build, c: list[Any]) -> Effect:
        return Effect(verb, amount=next(x for x in c if isinstance(x, Amount)))

    return method


def _spells_shared_subject(self: _Build, c: list[Any]) -> Sentence:
    """ "<player> discards two cards and loses 2 life": both effects with that player as subject, in order."""
    player = next(x for x in c if isinstance(x, Ref))
    effects = tuple(dataclasses.replace(x, subject=player) for x in c if isinstance(x, Effect))
    return Sentence(effects, "and")


for _verb in ("discard", "lose_life", "gain_life", "draw", "mill"):
    setattr(_Build, f"spells_pred_{_verb}", _spells_predicate(_verb))
setattr(_Build, "spells_shared_subject", _spells_shared_subject)  # noqa: B010


# --- s15-granted (docs/oracle-granted-s15.md) ---------------------------------------------------


@dataclass(frozen=True)
class GrantedStatic:
    """s15-granted: an Aura's or Equipment's line on what it is attached to. `kind` "enchant" (`noun`:
    what it may enchant) or "pump" (`pt`, `keywords` gained, `loses` keywords lost, `cant_block`,
    `if_creature`: "As long as enchanted permanent is a creature, it ...")."""

    kind: str
    noun: Noun | None = None
    pt: str | None = None
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()
    cant_block: bool = False
    if_creature: bool = False
    blocked_by_at_most: int | None = None  # "and can't be blocked by more than one creature"
    quoted: Any = None  # 'Enchanted permanent has "<triggered ability>"': the quoted ability's tree
    if_subtype: str | None = None  # s24-isd: "As long as equipped creature is a Human, it ..."


@dataclass(frozen=True)
class _GrantedRider:
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()
    cant_block: bool = False
    blocked_by_at_most: int | None = None


def _granted_pump(c: list[Any], *, if_creature: bool) -> GrantedStatic:
    pt = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    rider = next((x for x in c if isinstance(x, _GrantedRider)), _GrantedRider())
    keywords = next((x for x in c if isinstance(x, tuple) and x), rider.keywords)
    return GrantedStatic("pump", pt=pt, keywords=keywords, loses=rider.loses, cant_block=rider.cant_block,
                         if_creature=if_creature, blocked_by_at_most=rider.blocked_by_at_most)


setattr(_Build, "granted_enchant", lambda self, c: GrantedStatic(  # noqa: B010 - added at the end (merge)
    "enchant", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "granted_attached_pump", lambda self, c: _granted_pump(c, if_creature=False))  # noqa: B010
setattr(_Build, "granted_if_creature_pump", lambda self, c: _granted_pump(c, if_creature=True))  # noqa: B010
setattr(_Build, "granted_if_creature_keywords", lambda self, c: _granted_pump(c, if_creature=True))  # noqa: B010
setattr(_Build, "granted_has", lambda self, c: _GrantedRider(keywords=c[-1]))  # noqa: B010
setattr(_Build, "granted_loses", lambda self, c: _GrantedRider(loses=c[-1]))  # noqa: B010
setattr(_Build, "granted_cant_block", lambda self, c: _GrantedRider(cant_block=True))  # noqa: B010
setattr(_Build, "granted_blocked_by_one", lambda self, c: _GrantedRider(blocked_by_at_most=1))  # noqa: B010
setattr(_Build, "granted_static", lambda self, c: c[0])  # noqa: B010
setattr(_Build, "granted_attach_self_to_it", lambda self, c: Effect("granted_attach_to_it"))  # noqa: B010


@dataclass(frozen=True)
class GrantedTokenEffect(Effect):
    """s15-granted: "create <Name>, a [legendary] colorless Equipment artifact token with "<static>" and
    equip {N}" (`name`, `legendary`, `subtype` "Equipment", `granted` the quoted static, `equip` its cost)."""

    name: str = ""
    legendary: bool = False
    subtype: str = ""
    granted: Static | None = None
    equip: str = ""


def _granted_token_head(c: list[Any], *, name_first: bool) -> tuple[str, bool, str]:
    words = [str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"]
    legendary = any(isinstance(x, Tree) and x.data == "granted_legendary" for x in c)
    name, subtype = (words[0], words[1]) if name_first else (words[1], words[0])
    return name, legendary, subtype


def _granted_equipment_token(self: _Build, c: list[Any]) -> GrantedTokenEffect:
    name, legendary, subtype = next(x for x in c if isinstance(x, tuple))
    granted = next(x for x in c if isinstance(x, Static))
    equip = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return GrantedTokenEffect("granted_equipment_token", name=name, legendary=legendary, subtype=subtype,
                              granted=granted, equip=equip)


setattr(_Build, "granted_named_first", lambda self, c: _granted_token_head(c, name_first=True))  # noqa: B010
setattr(_Build, "granted_named_after", lambda self, c: _granted_token_head(c, name_first=False))  # noqa: B010
setattr(_Build, "granted_equipment_token", _granted_equipment_token)  # noqa: B010
setattr(_Build, "granted_attach_self_to_target", lambda self, c: Effect(  # noqa: B010
    "granted_attach_to_target", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "granted_quoted_trigger", lambda self, c: GrantedStatic(  # noqa: B010
    "quoted", quoted=next(x for x in c if isinstance(x, Triggered))))
setattr(_Build, "granted_attached_loses", lambda self, c: GrantedStatic(  # noqa: B010
    "pump", loses=next(x for x in c if isinstance(x, tuple))))


# --- s15-records (docs/oracle-records.md) ---


def _records_died(self: _Build, c: list[Any]) -> Condition:
    """ "a creature died this turn" / "a nontoken creature died under your control this turn" (CR 700.4):
    the dead object in `noun`; `number` 1 with "under your control" (the kind says whose)."""
    noun = next(x for x in c if isinstance(x, Noun))
    yours = any(isinstance(x, Tree) and x.data == "records_under_your_control" for x in c)
    return Condition("records_died_yours" if yours else "records_died", noun=noun)


def _records_died_many(self: _Build, c: list[Any]) -> Condition:
    """ "two or more creatures died this turn" (CR 700.4): the number in `number`."""
    died = _records_died(self, c)
    return dataclasses.replace(died, number=WORD_NUMBERS[_text(c[0]).lower()])


def _records_drawn(self: _Build, c: list[Any]) -> Condition:
    """ "you've drawn two or more cards this turn" (CR 121.1): the number in `number`."""
    return Condition("records_drawn", number=WORD_NUMBERS[_text(c[0]).lower()])


def _records_who(c: list[Any]) -> str:
    who = _text(next(x for x in c if isinstance(x, Tree) and x.data == "records_who")).lower()
    return {"a player": "a_player", "an opponent": "an_opponent"}.get(who, "you")


def _records_life(kind: str) -> Any:
    def method(self: _Build, c: list[Any]) -> Condition:
        """ "a player lost 4 or more life this turn" / "you've gained 3 or more life this turn" (CR 119.3)."""
        number = int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))
        return Condition(f"records_{kind}_{_records_who(c)}", number=number)

    return method


def _records_cast(self: _Build, c: list[Any]) -> Condition:
    """ "you've cast two or more spells this turn" (CR 601.2i)."""
    word = next(x for x in c if isinstance(x, Tree) and x.data == "count_word")
    return Condition(f"records_cast_{_records_who(c)}", number=WORD_NUMBERS[_text(word).lower()])


def _records_put_into(self: _Build, c: list[Any]) -> Condition:
    """ "a permanent was put into your hand [graveyard] from the battlefield this turn" (CR 400.7)."""
    zone = _text(next(x for x in c if isinstance(x, Tree) and x.data == "records_zone")).lower()
    return Condition(f"records_put_into_your_{zone}", noun=next(x for x in c if isinstance(x, Noun)))


def _records_no_spell(self: _Build, c: list[Any]) -> Condition:
    """ "you didn't cast a spell this turn" (CR 601.2i)."""
    return Condition("records_no_spell")


def _records_you_draw_nth(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you draw your second card each turn" (CR 121.1, 603.2): the N in `amount`."""
    return Event("records_you_draw_nth", amount=_ordinal_of(c))


def _records_you_lose_life_first(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you lose life for the first time each turn" (CR 119.3, 603.2)."""
    return Event("records_you_lose_life_first", amount=Amount(1))


def _records_you_cast_during(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you cast a spell during an opponent's turn" (CR 601.2i, 102.1): the spell in `noun`."""
    return Event("records_you_cast_during", noun=next(x for x in c if isinstance(x, Noun)))


def _records_opponent_casts_nth(self: _Build, c: list[Any]) -> Event:
    """ "Whenever an opponent casts their second spell each turn" (CR 601.2i): the N in `amount`."""
    return Event("records_opponent_casts_nth", amount=_ordinal_of(c))


def _records_died_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "that died [under your control] this turn" (CR 700.4): the qualifier `records_died` ("you": under
    your control)."""
    yours = any(isinstance(x, Tree) and x.data == "records_under_your_control" for x in c)
    return Qualifier("records_died", "you" if yours else None)


setattr(_Build, "records_died", _records_died)  # noqa: B010 - added at the end of the module (merge)
setattr(_Build, "records_drawn", _records_drawn)  # noqa: B010
setattr(_Build, "records_died_many", _records_died_many)  # noqa: B010
setattr(_Build, "records_lost", _records_life("lost"))  # noqa: B010
setattr(_Build, "records_gained", _records_life("gained"))  # noqa: B010
setattr(_Build, "records_no_spell", _records_no_spell)  # noqa: B010
setattr(_Build, "records_cast", _records_cast)  # noqa: B010
setattr(_Build, "records_put_into", _records_put_into)  # noqa: B010
setattr(_Build, "records_you_draw_nth", _records_you_draw_nth)  # noqa: B010
setattr(_Build, "records_you_lose_life_first", _records_you_lose_life_first)  # noqa: B010
setattr(_Build, "records_died_q", _records_died_q)  # noqa: B010
setattr(_Build, "records_you_cast_during", _records_you_cast_during)  # noqa: B010
setattr(_Build, "records_opponent_casts_nth", _records_opponent_casts_nth)  # noqa: B010
setattr(_Build, "records_condition", lambda self, c: c[0])  # noqa: B010 - the condition it names
setattr(_Build, "records_you_event_alt", lambda self, c: c[0])  # noqa: B010 - the event it names
setattr(_Build, "records_died_postfix", lambda self, c: c[0])  # noqa: B010 - the qualifier it names


# --- s15-targets ---


def _targets_non_subtype(self: _Build, c: list[Any]) -> Qualifier:
    """ "non-Spirit": the negated subtype (CR 205.3), the word after "non-"."""
    return Qualifier("targets_without_subtype", str(c[0])[len("non-"):])  # "non-" or "Non-" (grammar.py)


def _targets_one_of_colors(self: _Build, c: list[Any]) -> Qualifier:
    """ "that's white or blue" / "that's white, blue, black, or red": one of the colors (CR 105.2)."""
    colors = [_text(color).lower() for color in c[0].children]
    return Qualifier("targets_one_of_colors", "_or_".join(colors))


setattr(_Build, "targets_non_subtype", _targets_non_subtype)  # noqa: B010 - added at the end (merge)
setattr(_Build, "targets_one_of_colors", _targets_one_of_colors)  # noqa: B010


def _targets_protection_choice(self: _Build, c: list[Any]) -> Effect:
    """ "<object> gains protection from the color of your choice [until end of turn]"."""
    refs, _, durations, _ = self._parts(c)
    return Effect("targets_protection_choice", obj=refs[0], duration=durations[0] if durations else None)


setattr(_Build, "targets_protection_choice", _targets_protection_choice)  # noqa: B010
setattr(_Build, "targets_multicolored", lambda self, c: Qualifier("targets_multicolored", "multicolored"))  # noqa: B010


def _targets_counter_ability(self: _Build, c: list[Any]) -> Effect:
    """ "Counter target activated or triggered ability.": the verb "targets_counter_ability", the kind of
    ability in `place` ("activated_or_triggered_ability")."""
    words = [w.lower() for w in _words(c[0]) if w not in (",", "or")]
    place = {"activated ability triggered ability legendary spell": "activated_or_triggered_ability_or_legendary_spell",
             "activated triggered ability": "activated_or_triggered_ability",
             "spell activated ability triggered ability": "spell_or_ability",  # s30-stdc (CR 701.6a)
             }.get(" ".join(words), "_".join(words))
    return Effect("targets_counter_ability", place=place)


setattr(_Build, "targets_counter_ability", _targets_counter_ability)  # noqa: B010


# --- s15-library ---


@dataclass(frozen=True)
class LibrarySearch(Effect):
    """s15-library: "[You may] search your library [and/or graveyard] for <cards>, reveal it/them, [and]
    put it/them into your hand, then shuffle." (`verb` "library_search"): the cards' names (`names`,
    "~" for this card's own), or the noun phrase in `spell` with `amount`; `each` for "a card named X
    and/or a card named Y"; `any_number` for "any number of cards named ~"."""

    names: tuple[str, ...] = ()
    each: bool = False
    any_number: bool = False
    optional: bool = False
    graveyard: bool = False
    different_names: bool = False  # "up to two creature cards with different names" (CR 201.2a)


def _library_search_sentence(self: _Build, c: list[Any]) -> Sentence:
    """The whole search sentence (oracle.lark `library_search_sentence`); the pronouns must agree
    with the number of cards ("reveal it" for one, "reveal them" for several) and "If you search your
    library this way, shuffle." goes only with "and/or graveyard" (the other form with "then shuffle")."""
    marks = [x for x in c if isinstance(x, str)]
    found = next(x for x in c if isinstance(x, dict))
    refs = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "library_ref"]
    graveyard = "and_graveyard" in marks
    if graveyard != ("if_searched" in marks):
        raise ValueError("'If you search your library this way' goes with 'library and/or graveyard'")
    if "and" in marks and not graveyard:
        raise ValueError("', and put' only in the library-and/or-graveyard sentence")
    several = found["several"]
    if any((ref == "them") != several for ref in refs):
        raise ValueError("'it' for several cards or 'them' for one")
    return Sentence((LibrarySearch("library_search", amount=found.get("amount"), spell=found.get("noun"),
                                   names=found.get("names", ()), each=found.get("each", False),
                                   any_number=found.get("any_number", False), optional="may" in marks,
                                   graveyard=graveyard, different_names=found.get("different_names", False)),))


def _library_named_one(self: _Build, c: list[Any]) -> dict[str, Any]:
    return {"names": tuple(x for x in c if isinstance(x, str) and not isinstance(x, Token)), "several": False}


def _library_named_each(self: _Build, c: list[Any]) -> dict[str, Any]:
    return {"names": tuple(x for x in c if isinstance(x, str) and not isinstance(x, Token)), "each": True,
            "several": True}


def _library_named_any(self: _Build, c: list[Any]) -> dict[str, Any]:
    return {"names": tuple(x for x in c if isinstance(x, str) and not isinstance(x, Token)), "any_number": True,
            "several": True}


def _library_search_noun(self: _Build, c: list[Any]) -> dict[str, Any]:
    """ "<amount> <noun phrase>": the search_library clause's amount words ("a", "any number of", "up to two")."""
    amount_words = _text(c[0]).lower().split()
    noun = next(x for x in c if isinstance(x, Noun))
    if amount_words[:2] == ["any", "number"]:
        amount = Amount("any_number")
    elif amount_words[:2] == ["up", "to"]:
        amount = Amount(WORD_NUMBERS[amount_words[2]])
    else:
        amount = Amount(1)
    return {"noun": noun, "amount": amount, "several": amount.value != 1}


def _library_card_name(self: _Build, c: list[Any]) -> str:
    """A card's name as printed: its words, one comma between its two parts ("Ajani, Inspiring Leader")."""
    return ", ".join(" ".join(_words(part)) for part in c)


setattr(_Build, "library_search_sentence", _library_search_sentence)  # noqa: B010
setattr(_Build, "library_may", lambda self, c: "may")  # noqa: B010
setattr(_Build, "library_and", lambda self, c: "and")  # noqa: B010
setattr(_Build, "library_and_graveyard", lambda self, c: "and_graveyard")  # noqa: B010
setattr(_Build, "library_then_shuffle", lambda self, c: "then_shuffle")  # noqa: B010
setattr(_Build, "library_if_searched_shuffle", lambda self, c: "if_searched")  # noqa: B010
setattr(_Build, "library_named_one", _library_named_one)  # noqa: B010
setattr(_Build, "library_named_each", _library_named_each)  # noqa: B010
setattr(_Build, "library_named_any", _library_named_any)  # noqa: B010
setattr(_Build, "library_search_noun", _library_search_noun)  # noqa: B010
setattr(_Build, "library_self_name", lambda self, c: "~")  # noqa: B010
setattr(_Build, "library_card_name", _library_card_name)  # noqa: B010


@dataclass(frozen=True)
class LibraryRevealFromAmong(Effect):
    """s15-library: "You may reveal <cards> from among them and put it/them into your hand. Put the rest on the
    bottom of your library in a random order." (`verb` "library_reveal_from_among"): the nouns in `nouns`,
    how many in `amount`, `each` for "a <X>, a <Y>, and/or a <Z>", the order of the rest in `place`."""

    nouns: tuple[Noun, ...] = ()
    each: bool = False


def _library_may_reveal_sentence(self: _Build, c: list[Any]) -> Sentence:
    found = next(x for x in c if isinstance(x, dict))
    refs = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "library_ref"]
    order = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "library_order")
    several = found["amount"] != 1
    if any((ref == "them") != several for ref in refs):
        raise ValueError("'it' for several cards or 'them' for one")
    return Sentence((LibraryRevealFromAmong("library_reveal_from_among", amount=Amount(found["amount"]),
                                            nouns=found["nouns"], each=found.get("each", False),
                                            place="bottom_random" if order == "a random" else "bottom_any_order"),))


def _library_reveal_one(self: _Build, c: list[Any]) -> dict[str, Any]:
    return {"nouns": tuple(x for x in c if isinstance(x, Noun)), "amount": 1}


def _library_reveal_up_to(self: _Build, c: list[Any]) -> dict[str, Any]:
    count = WORD_NUMBERS[_text(c[0]).lower()]
    return {"nouns": tuple(x for x in c if isinstance(x, Noun)), "amount": count}


def _library_reveal_each(self: _Build, c: list[Any]) -> dict[str, Any]:
    nouns = tuple(x for x in c if isinstance(x, Noun))
    return {"nouns": nouns, "amount": len(nouns), "each": True}


setattr(_Build, "library_may_reveal_sentence", _library_may_reveal_sentence)  # noqa: B010
setattr(_Build, "library_reveal_one", _library_reveal_one)  # noqa: B010
setattr(_Build, "library_reveal_up_to", _library_reveal_up_to)  # noqa: B010
setattr(_Build, "library_reveal_each", _library_reveal_each)  # noqa: B010
setattr(_Build, "library_named_self_q", lambda self, c: Qualifier("library_named_self"))  # noqa: B010
setattr(_Build, "library_in_your_graveyard_q", lambda self, c: Qualifier("library_in_your_graveyard"))  # noqa: B010
setattr(_Build, "library_number_named", lambda self, c: (  # noqa: B010 - "the number of cards named ~ in your graveyard"
    "number_of", Noun("card", (Qualifier("library_named_self"), Qualifier("library_in_your_graveyard")), ("cards",))))
setattr(_Build, "library_amount_ref", lambda self, c: c[0])  # noqa: B010 - the amount_ref it names


@dataclass(frozen=True)
class LibraryRevealTop(Effect):
    """s15-library: "Reveal the top N cards of your library." and the sentence after it (`verb`
    "library_reveal_top_n"): `amount` N; `counter` "all" (every card of the kind in `place_kind` to the hand,
    the rest to `place`) or "one" / "may_one" (a card of the noun `spell` to `place`, the rest into the
    graveyard)."""

    kind_word: str | None = None
    rest: str | None = None


def _library_reveal_top_sentence(self: _Build, c: list[Any]) -> Sentence:
    count = WORD_NUMBERS[_text(c[0]).lower()]
    then: dict[str, Any] = next(x for x in c if isinstance(x, dict))
    return Sentence((LibraryRevealTop("library_reveal_top_n", amount=Amount(count), counter=then["how"],
                                      spell=then.get("noun"), place=then.get("to"), kind_word=then.get("kind"),
                                      rest=then.get("rest")),))


def _library_put_all_revealed(self: _Build, c: list[Any]) -> dict[str, Any]:
    kind = next(x for x in c if isinstance(x, Tree) and x.data == "library_revealed_kind")
    rest = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))  # library_rest_place (s14)
    return {"how": "all", "kind": _text(kind), "rest": rest}


def _library_put_one_revealed(how: str) -> Any:
    def method(self: _Build, c: list[Any]) -> dict[str, Any]:
        noun = next(x for x in c if isinstance(x, Noun))
        where = next(x for x in c if isinstance(x, Tree) and x.data == "search_to")
        return {"how": how, "noun": noun, "to": _text(where).lower()}

    return method


setattr(_Build, "library_reveal_top_sentence", _library_reveal_top_sentence)  # noqa: B010
setattr(_Build, "library_put_all_revealed", _library_put_all_revealed)  # noqa: B010
setattr(_Build, "library_put_one_revealed", _library_put_one_revealed("one"))  # noqa: B010
setattr(_Build, "library_may_put_one_revealed", _library_put_one_revealed("may_one"))  # noqa: B010


def _library_split_search_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield
    tapped and the other into your hand, then shuffle.": the verb "library_split_search"."""
    quality = next(x for x in c if isinstance(x, Tree) and x.data == "searched_quality")
    where = next(x for x in c if isinstance(x, Tree) and x.data == "search_to")
    return Sentence((Effect("library_split_search", spell=Noun("searched", (), _words(quality)),
                            place=_text(where).lower()),))


setattr(_Build, "library_split_search_sentence", _library_split_search_sentence)  # noqa: B010


def _library_opening_hand(self: _Build, c: list[Any]) -> Static:
    """ "If ~ is in your opening hand, you may begin the game with it on the battlefield." (CR 103.6a)."""
    return Static("begin_game_on_battlefield", Ref("player", player="you"))


setattr(_Build, "library_opening_hand", _library_opening_hand)  # noqa: B010


def _library_search_noun_distinct(self: _Build, c: list[Any]) -> dict[str, Any]:
    """ "<amount> <noun phrase> with different names" (CR 201.2a): the cards found have no name twice."""
    return {**_library_search_noun(self, c), "different_names": True}


setattr(_Build, "library_search_noun_distinct", _library_search_noun_distinct)  # noqa: B010


# --- s15-neo ---


class NeoCostLessRestriction(str):
    """ "This ability costs {1} less to activate for each <noun>." (CR 602.2b, 601.2f): an activation
    line's restriction, the string "neo_ability_cost_less" carrying its `mana` and counted `noun`."""

    mana: str
    noun: Noun


def _neo_discard_self_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Discard ~" as an activation cost (channel; CR 701.9a, 113.6k)."""
    return Cost("discard_self")


def _neo_ability_cost_less(self: _Build, c: list[Any]) -> NeoCostLessRestriction:
    restriction = NeoCostLessRestriction("neo_ability_cost_less")
    restriction.mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    restriction.noun = next(x for x in c if isinstance(x, Noun))
    return restriction


setattr(_Build, "neo_discard_self_cost", _neo_discard_self_cost)  # noqa: B010 - added at the end (merge)
setattr(_Build, "neo_ability_cost_less", _neo_ability_cost_less)  # noqa: B010
setattr(_Build, "neo_modified", lambda self, c: Qualifier("modified"))  # noqa: B010 - CR 700.9
setattr(_Build, "neo_attacks_alone", lambda self, c: Event("neo_attacks_alone", noun=next(  # noqa: B010 - CR 506.5
    x for x in c if isinstance(x, Noun))))


def _spells_fronted_until_your_next_turn(self: _Build, c: list[Any]) -> Sentence:
    """ "Until your next turn, <effects>.": the sentence with its fronted duration."""
    inner: Sentence = c[0]
    return Sentence(inner.effects, inner.joined_by, fronted_duration="until_your_next_turn")


setattr(_Build, "spells_fronted_until_your_next_turn", _spells_fronted_until_your_next_turn)  # noqa: B010


# --- s15-r2neob ---


def _r2neob_exiled_instead_of_dying(self: _Build, c: list[Any]) -> Static:
    """ "If ~ would die, exile it instead." (CR 614.1a, 700.4)."""
    return Static("r2neob_exiled_instead_of_dying", Ref("self"))


setattr(_Build, "r2neob_exiled_instead_of_dying", _r2neob_exiled_instead_of_dying)  # noqa: B010


def _r2neob_self_untapped(self: _Build, c: list[Any]) -> Condition:
    """ "as long as it's untapped" (of ~, CR 611.3a)."""
    return Condition("r2neob_self_untapped")


setattr(_Build, "r2neob_self_untapped", _r2neob_self_untapped)  # noqa: B010


# --- s15-r2m20 ---


def _r2m20_pump_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "<object> gets +1/+1 until end of turn for each <noun>": the pump with `amount.for_each`."""
    noun = next(x for x in c if isinstance(x, Noun))
    refs, _, durations, _ = self._parts(c)
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Effect("r2m20_pump_for_each", obj=refs[0], pt=pt, duration=durations[0], amount=Amount(1, for_each=noun))


setattr(_Build, "r2m20_pump_for_each", _r2m20_pump_for_each)  # noqa: B010 - added at the end (merge)


def _r2m20_typed_graveyard_condition(self: _Build, c: list[Any]) -> Condition:
    """ "there are three or more land cards in your graveyard": the count and the card type."""
    number = WORD_NUMBERS[_text(c[0]).lower()]
    card_type = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Condition("r2m20_typed_graveyard", noun=Noun("card", words=(card_type,)), number=number)


setattr(_Build, "r2m20_typed_graveyard_condition", _r2m20_typed_graveyard_condition)  # noqa: B010


# --- s15-r2m21 ---


def _r2m21_when_you_do_where_x(self: _Build, c: list[Any]) -> Body:
    """ "You may <action>. When you do, <effects>, where X is <amount>. [<sentences>]" (CR 603.12,
    608.2h): the reflexive trigger's first sentence carries what X stands for."""
    optional: Effect = c[0]
    inner: Sentence = c[1]
    first = Sentence(inner.effects, inner.joined_by, inner.then, inner.fronted_duration, x_is=c[2])
    rest = [x for x in c[3:] if isinstance(x, Sentence)]
    return Body((first, *rest), optional=optional, reflexive=True)


setattr(_Build, "r2m21_when_you_do_where_x", _r2m21_when_you_do_where_x)  # noqa: B010 - added at the end (merge)


# --- s15-r2neoa ---


def _r2neoa_creature_or_subtype_phrase(self: _Build, c: list[Any]) -> Noun:
    """ "creature or Vehicle [you control]" (CR 205.3, 301.7): a permanent that is a creature or has the
    subtype, as the qualifier ("creature_or_subtype", "Vehicle") of a "permanent" noun."""
    either = next(x for x in c if isinstance(x, Tree) and x.data == "r2neoa_creature_or_subtype")
    subtype = next(str(x) for x in either.children if isinstance(x, Token) and x.type == "SUBTYPE")
    qualifiers = (Qualifier("creature_or_subtype", subtype), *(q for q in c if isinstance(q, Qualifier)))
    return Noun("permanent", qualifiers, ("permanent",))


setattr(_Build, "r2neoa_creature_or_subtype_phrase", _r2neoa_creature_or_subtype_phrase)  # noqa: B010 - s15-r2neoa


# --- s16-transform ---


def _transform_self(self: _Build, c: list[Any]) -> Effect:
    """ "transform ~" (CR 701.27a): the permanent's own ability transforms it."""
    return Effect("transform_self", obj=Ref("self"))


def _transform_self_it(self: _Build, c: list[Any]) -> Effect:
    """ "transform it": lowered only where "it" is ~ itself (a trigger on ~'s own event)."""
    return Effect("transform_self", obj=Ref("it"))


setattr(_Build, "transform_self", _transform_self)  # noqa: B010 - s16-transform
setattr(_Build, "transform_self_it", _transform_self_it)  # noqa: B010 - s16-transform


def _transform_day_night_event(self: _Build, c: list[Any]) -> Event:
    """ "day becomes night or night becomes day" (CR 728): one trigger event."""
    return Event("transform_day_night_changes")


def _transform_day_as_enters(self: _Build, c: list[Any]) -> Static:
    """ "If it's neither day nor night, it becomes day as ~ enters." (CR 614.1c, 728)."""
    return Static("transform_day_as_enters", Ref("self"))


setattr(_Build, "transform_day_night_event", _transform_day_night_event)  # noqa: B010 - s16-transform
setattr(_Build, "transform_day_as_enters", _transform_day_as_enters)  # noqa: B010 - s16-transform


# --- s16-lands (docs/oracle-lands.md) ---


def _lands_subtypes(c: list[Any]) -> tuple[str, ...]:
    return tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")


def _lands_condition(c: list[Any]) -> Condition:
    return next(x for x in c if isinstance(x, Condition))


setattr(_Build, "lands_enters_unless", lambda self, c: Static(  # noqa: B010
    "lands_enters_tapped_unless", Ref("self"), condition=_lands_condition(c)))
setattr(_Build, "lands_enters_if", lambda self, c: Static(  # noqa: B010
    "lands_enters_tapped_if", Ref("self"), condition=_lands_condition(c)))
setattr(_Build, "lands_shock", lambda self, c: Static(  # noqa: B010
    "lands_enters_tapped_unless_pay_life", Ref("self"),
    amount=Amount(int(next(str(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")))))
setattr(_Build, "lands_you_have_hexproof", lambda self, c: Static(  # noqa: B010
    "lands_player_hexproof", Ref("player", player="you")))
# "you control a Swamp or a Mountain": the subtypes, one of which is needed (CR 205.3)
setattr(_Build, "lands_control_subtype", lambda self, c: Condition(  # noqa: B010
    "lands_control_subtype", noun=Noun("subtype", (), _lands_subtypes(c))))
# "you control two or more other lands": the counted noun and its number
setattr(_Build, "lands_control_count", lambda self, c: Condition(  # noqa: B010
    "lands_control_count", noun=next(x for x in c if isinstance(x, Noun)),
    number=WORD_NUMBERS[_text(c[0]).lower()]))
setattr(_Build, "lands_attach_it", lambda self, c: Effect(  # noqa: B010
    "lands_attach_it", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "lands_add_n_one_color", lambda self, c: Effect(  # noqa: B010
    "lands_add_one_color", amount=Amount(WORD_NUMBERS[_text(c[0]).lower()])))
setattr(_Build, "lands_add_choice_of_three", lambda self, c: Effect(  # noqa: B010
    "add_mana", place="|".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))


@dataclass(frozen=True)
class LandsGrantedMana(Static):
    """s16-lands: 'Enchanted land has "<mana ability>"' / 'Lands you control have "<mana ability>"': the
    holder ("enchanted land", "lands you control") in `holder`, the quoted line in `quoted`."""

    holder: str = ""
    quoted: Activated | None = None


setattr(_Build, "lands_granted_mana", lambda self, c: LandsGrantedMana(  # noqa: B010
    "lands_granted_mana", Ref("self"), holder=_text(c[0]).lower(),
    quoted=next(x for x in c if isinstance(x, Activated))))
setattr(_Build, "lands_add_for_each", lambda self, c: Effect(  # noqa: B010
    "lands_add_for_each", place=next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"),
    amount=Amount(1, for_each=next(x for x in c if isinstance(x, Noun)))))


# --- s16-tailb ---


def _tailb_different_powers(self: _Build, c: list[Any]) -> Condition:
    """ "you control three or more creatures with different powers" (MID's coven; CR 208.1): at least
    that many of the permanents, no two of them with the same power."""
    return Condition("tailb_different_powers", noun=c[-1], number=WORD_NUMBERS[_text(c[0]).lower()])


setattr(_Build, "tailb_different_powers", _tailb_different_powers)  # noqa: B010 - s16-tailb


def _tailb_types_or_subtype_spell(self: _Build, c: list[Any]) -> Noun:
    """ "instant, sorcery, or Wizard spell": a spell with one of the card types or with the subtype."""
    types = tuple(" ".join(_words(x)).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Noun("tailb_types_or_subtype", (Qualifier("tailb_types", " ".join(types)), Qualifier("with_subtype", subtype)),
                (*types, "or", subtype, "spell"))


def _tailb_you_cast_types_or_subtype(self: _Build, c: list[Any]) -> Event:
    return Event("tailb_you_cast_types_or_subtype", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "tailb_types_or_subtype_spell", _tailb_types_or_subtype_spell)  # noqa: B010 - s16-tailb
setattr(_Build, "tailb_you_cast_types_or_subtype", _tailb_you_cast_types_or_subtype)  # noqa: B010 - s16-tailb


def _tailb_it_is(self: _Build, c: list[Any]) -> Condition:
    """ "it's a Vampire" / "it is an enchantment creature": as "that creature is a Vampire" (the object the
    previous targeted effect acted on, CR 608.2h)."""
    return Condition("it_is", noun=c[-1])


setattr(_Build, "tailb_it_is", _tailb_it_is)  # noqa: B010 - s16-tailb


def _tailb_casts(caster: str) -> Any:
    def method(self: _Build, c: list[Any]) -> Event:
        """ "a player casts <spell>" / "an opponent casts <spell>": who casts it in `verb`."""
        return Event("tailb_player_casts", verb=caster, noun=next(x for x in c if isinstance(x, Noun)))

    return method


setattr(_Build, "tailb_player_casts_any", _tailb_casts("any"))  # noqa: B010 - s16-tailb
setattr(_Build, "tailb_opponent_casts", _tailb_casts("opponent"))  # noqa: B010 - s16-tailb


@dataclass(frozen=True)
class TailbBothCondition(Condition):
    """ "you control an artifact and an enchantment": `noun` and `second`, each controlled (s16-tailb)."""

    second: Noun | None = None


def _tailb_you_control_both(self: _Build, c: list[Any]) -> Condition:
    nouns = [x for x in c if isinstance(x, Noun)]
    return TailbBothCondition("tailb_you_control_both", noun=nouns[0], second=nouns[1])


setattr(_Build, "tailb_you_control_both", _tailb_you_control_both)  # noqa: B010 - s16-tailb


def _tailb_you_cast_nth_opponents_turn(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you cast your first spell during each opponent's turn"."""
    return Event("tailb_you_cast_nth_opponents_turn", amount=_ordinal_of(c))


setattr(_Build, "tailb_you_cast_nth_opponents_turn", _tailb_you_cast_nth_opponents_turn)  # noqa: B010 - s16-tailb


def _tailb_countered_exile_instead(self: _Build, c: list[Any]) -> Effect:
    """ "If that spell is countered this way, exile it instead of putting it into its owner's graveyard"."""
    return Effect("tailb_countered_exile_instead")


setattr(_Build, "tailb_countered_exile_instead", _tailb_countered_exile_instead)  # noqa: B010 - s16-tailb


# --- s16-kwc ---
# Keyword actions and keywords of modern sets (docs/oracle-kwc.md).

from app.oracle.grammar import parse as _kwc_parse  # noqa: E402 - grammar.py doesn't import this module


def _kwc_amass(self: _Build, c: list[Any]) -> Effect:
    """ "Amass 2" / "amass X" (CR 701.47a): the number of +1/+1 counters in an `Amount`."""
    amount = next(x for x in c if isinstance(x, Amount))
    named = [str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"]  # s33-lead: "amass Orcs 2"
    return Effect("kwc_amass", amount=amount, place=named[0] if named else None)


setattr(_Build, "kwc_amass", _kwc_amass)  # noqa: B010 - s16-kwc


def _kwc_adapt(self: _Build, c: list[Any]) -> Effect:
    """ "Adapt 2" (CR 701.46a): the number of +1/+1 counters."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Effect("kwc_adapt", amount=Amount(int(str(number))))


setattr(_Build, "kwc_adapt", _kwc_adapt)  # noqa: B010 - s16-kwc

def _kwc_explore(self: _Build, c: list[Any]) -> Effect:
    """ "<object> explores" (CR 701.44a): the exploring permanent is the object."""
    return Effect("kwc_explore", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "kwc_explore", _kwc_explore)  # noqa: B010 - s16-kwc

def _kwc_proliferate(self: _Build, c: list[Any]) -> Effect:
    """ "proliferate" (CR 701.34a)."""
    return Effect("kwc_proliferate")


setattr(_Build, "kwc_proliferate", _kwc_proliferate)  # noqa: B010 - s16-kwc

_KWC_SPIRITS = {1: "a 1/1 white and black Spirit creature token", 2: "two 1/1 white and black Spirit creature tokens",
                3: "three 1/1 white and black Spirit creature tokens"}


def _kwc_afterlife(self: _Build, c: list[Any]) -> Line:
    """ "Afterlife N" (CR 702.135a) means "When this permanent is put into a graveyard from the battlefield,
    create N 1/1 white and black Spirit creature tokens with flying.": that sentence, read by this
    grammar (a creature's: "dies", CR 700.4). Only N from 1 to 3 (the numbers printed)."""
    number = int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))
    if number not in _KWC_SPIRITS:
        raise ValueError(f"afterlife {number}")
    return build(_kwc_parse(f"When ~ dies, create {_KWC_SPIRITS[number]} with flying.", False))


setattr(_Build, "kwc_afterlife", _kwc_afterlife)  # noqa: B010 - s16-kwc


def _kwc_mentor(self: _Build, c: list[Any]) -> Line:
    """ "Mentor" (CR 702.134a) means "Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with lesser power.": that sentence, read by this grammar."""
    return build(_kwc_parse("Whenever ~ attacks, put a +1/+1 counter on target attacking creature with lesser power.",
                            False))


setattr(_Build, "kwc_mentor", _kwc_mentor)  # noqa: B010 - s16-kwc
setattr(_Build, "kwc_ascend", lambda self, c: Static("kwc_ascend", Ref("self")))  # noqa: B010 - s16-kwc (CR 702.131b)
setattr(_Build, "kwc_spell_ascend",  # noqa: B010 - s16-kwc (CR 702.131a)
        lambda self, c: Spell(Body((Sentence((Effect("kwc_ascend"),)),))))
setattr(_Build, "kwc_city_blessing", lambda self, c: Condition("kwc_city_blessing"))  # noqa: B010 - s16-kwc
setattr(_Build, "kwc_training", lambda self, c: Static("kwc_training", Ref("self")))  # noqa: B010 - s16-kwc
setattr(_Build, "kwc_exploit", lambda self, c: Static("kwc_exploit", Ref("self")))  # noqa: B010 - s16-kwc
setattr(_Build, "kwc_you_surveil", lambda self, c: Event("you_surveil"))  # noqa: B010 - s16-kwc
setattr(_Build, "kwc_other_explores",  # noqa: B010 - s16-kwc
        lambda self, c: Event("kwc_other_explores", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "kwc_riot", lambda self, c: Static("kwc_riot", Ref("self")))  # noqa: B010 - s16-kwc (CR 702.136a)
setattr(_Build, "kwc_lesser_power_q", lambda self, c: Qualifier("kwc_lesser_power"))  # noqa: B010 - s16-kwc



# --- s16-taila ---


def _taila_cost_increase(self: _Build, c: list[Any]) -> Static:
    """ "<spells> [your opponents cast] [that target <object>] cost {N} more to cast." -> a Static of
    kind "taila_cost_increase": `subject` the spells, `pt` the mana symbol, `by` what they target,
    `counter` "opponents" when only opponents' spells cost more."""
    spells: Noun = next(x for x in c if isinstance(x, Noun))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    opponents = any(isinstance(x, Tree) and x.data == "taila_opponents_cast" for x in c)
    target = next((x for x in c if isinstance(x, Ref)), None)
    yours = any(isinstance(x, Tree) and x.data == "s27older_you_cast" for x in c)  # s27-older
    return Static("taila_cost_increase", Ref("group", spells), pt=mana, by=target,
                  counter="opponents" if opponents else "you" if yours else None)


def _taila_that_target_self(self: _Build, c: list[Any]) -> Ref:
    return Ref("self")


def _taila_that_target_noun(self: _Build, c: list[Any]) -> Ref:
    return Ref("target", next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "taila_cost_increase", _taila_cost_increase)  # noqa: B010 - s16-taila
setattr(_Build, "taila_that_target_self", _taila_that_target_self)  # noqa: B010 - s16-taila
setattr(_Build, "taila_that_target_noun", _taila_that_target_noun)  # noqa: B010 - s16-taila


def _taila_self_has_counter(self: _Build, c: list[Any]) -> Condition:
    """ "~ / it has a +1/+1 counter on it" (CR 122.1): the kind of counter as the condition's noun."""
    return Condition("taila_self_has_counter", noun=Noun("counter", words=(_s14_counter_kind(c[1:]),)))


setattr(_Build, "taila_self_has_counter", _taila_self_has_counter)  # noqa: B010 - s16-taila


# --- s16-kws ---------------------------------------------------------------------------------------


def _kws_you_cast_or_copy(self: _Build, c: list[Any]) -> Event:
    """ "you cast or copy an instant or sorcery spell" (magecraft, CR 707.10)."""
    return Event("kws_you_cast_or_copy", noun=next(x for x in c if isinstance(x, Noun)))


def _kws_kicked_condition(self: _Build, c: list[Any]) -> Condition:
    """ "it was kicked" / "~ was kicked" (CR 702.33d)."""
    return Condition("kws_kicked")


def _kws_kicked_enters_with_counters(self: _Build, c: list[Any]) -> Static:
    """ "If ~ was kicked, it enters with two +1/+1 counters on it." (CR 702.33d, 614.1c)."""
    amount = next(x for x in c if isinstance(x, Amount))
    kind = c[c.index(amount) + 1]
    counter = str(kind) if isinstance(kind, Token) else kind.data
    return Static("kws_kicked_enters_with_counters", Ref("self"), counter=counter, amount=amount)


setattr(_Build, "kws_you_cast_or_copy", _kws_you_cast_or_copy)  # noqa: B010 - s16-kws
setattr(_Build, "kws_you_cast_or_copy_alt", lambda self, c: c[0])  # noqa: B010 - s16-kws: you_event's alternative
setattr(_Build, "kws_kicked_condition", _kws_kicked_condition)  # noqa: B010 - s16-kws
setattr(_Build, "kws_kicked_enters_with_counters", _kws_kicked_enters_with_counters)  # noqa: B010 - s16-kws
setattr(_Build, "kws_in_your_party_q", lambda self, c: Qualifier("kws_in_your_party"))  # noqa: B010 - s16-kws (CR 700.8)


@dataclass(frozen=True)
class KwsEscape:
    """ "Escape—{3}{B}, Exile three other cards from your graveyard." (CR 702.138a)."""

    mana: str
    exile_other: Amount


def _kws_escape(self: _Build, c: list[Any]) -> KwsEscape:
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return KwsEscape(mana, next(x for x in c if isinstance(x, Amount)))


def _kws_escapes_with_counters(self: _Build, c: list[Any]) -> Static:
    """ "~ escapes with two +1/+1 counters on it." (CR 702.138c)."""
    amount = next(x for x in c if isinstance(x, Amount))
    kind = c[c.index(amount) + 1]
    counter = str(kind) if isinstance(kind, Token) else kind.data
    return Static("kws_escapes_with_counters", Ref("self"), counter=counter, amount=amount)


setattr(_Build, "kws_escape", _kws_escape)  # noqa: B010 - s16-kws
setattr(_Build, "kws_escape_spell", lambda self, c: c[0])  # noqa: B010 - s16-kws: spell_text's alternative
setattr(_Build, "kws_escapes_with_counters", _kws_escapes_with_counters)  # noqa: B010 - s16-kws


@dataclass(frozen=True)
class KwsAlternativeCost:
    """ "Spectacle {1}{B}" (`name` "spectacle", CR 702.137a) / "You may pay {2}{U} rather than pay this
    spell's mana cost." ("rather_than_mana_cost", CR 118.9)."""

    name: str
    mana: str


def _kws_alternative(name: str) -> Any:
    def method(self: _Build, c: list[Any]) -> KwsAlternativeCost:
        return KwsAlternativeCost(name, "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))

    return method


setattr(_Build, "kws_spectacle", _kws_alternative("spectacle"))  # noqa: B010 - s16-kws
setattr(_Build, "kws_rather_than_mana_cost", _kws_alternative("rather_than_mana_cost"))  # noqa: B010 - s16-kws
setattr(_Build, "kws_alternative_cost_spell", lambda self, c: c[0])  # noqa: B010 - s16-kws: spell_text's alternative


@dataclass(frozen=True)
class KwsSacrificeEither(Cost):
    """ "sacrifice an artifact or creature" (CR 601.2b): a permanent of either card type."""

    types: tuple[str, ...] = ()


def _kws_sacrifice_either(self: _Build, c: list[Any]) -> KwsSacrificeEither:
    types = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return KwsSacrificeEither("kws_sacrifice_either", types=types)


setattr(_Build, "kws_sacrifice_either", _kws_sacrifice_either)  # noqa: B010 - s16-kws
setattr(_Build, "kws_you_cast_kicked", lambda self, c: Event("kws_you_cast_kicked"))  # noqa: B010 - s16-kws


def _kws_sacrifice_or_pay(self: _Build, c: list[Any]) -> KwsSacrificeEither:
    """ "sacrifice a creature or pay {3}{B}" (CR 601.2b): `types` the one card type, `mana` the payment."""
    types = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return KwsSacrificeEither("kws_sacrifice_or_pay", mana=mana, types=types)


setattr(_Build, "kws_sacrifice_or_pay", _kws_sacrifice_or_pay)  # noqa: B010 - s16-kws


# --- s16-m2x ---
def m2x_it_after_self(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """ "Put a +1/+1 counter on ~ and untap it.": two clauses joined by "and", the first acting on ~
    alone and naming nothing else, the second on "it": that "it" can only be ~ (CR 608.2c), so it is
    read as ~. Anything else is left as it was."""
    if len(effects) != 2:
        return effects
    first, second = effects
    if first.obj is None or first.obj.kind != "self" or first.subject is not None or first.token is not None:
        return effects
    if second.obj is None or second.obj.kind != "it" or second.subject is not None:
        return effects
    return (first, Effect(**{**second.__dict__, "obj": Ref("self")}))


# --- s16-curses ---
setattr(_Build, "curses_additional_land",  # noqa: B010 - s16-curses (CR 305.2)
        lambda self, c: Effect("curses_additional_land"))


# --- s16-cleave ---


setattr(_Build, "cleave_keyword", _kws_alternative("cleave"))  # noqa: B010 - s16-cleave: "Cleave {1}{U}" (CR 702.148a)
setattr(_Build, "cleave_keyword_spell", lambda self, c: c[0])  # noqa: B010 - s16-cleave: spell_text's alternative


def _cleave_subtypes_noun(self: _Build, c: list[Any]) -> Noun:
    """ "Wolf or Werewolf creature" (CR 205.3): a creature (permanent) with one of the listed subtypes, as
    the qualifier ("with_subtype", "Wolf_or_Werewolf")."""
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "s14_mana_one_of_subtypes")
    head = next(x for x in c if isinstance(x, Tree) and x.data == "cleave_subtypes_head")
    noun = str(head.children[0])
    qualifiers = (Qualifier("with_subtype", "_or_".join(_words(listed))), *(q for q in c if isinstance(q, Qualifier)))
    return Noun(noun, qualifiers, (noun,))


setattr(_Build, "cleave_subtypes_noun", _cleave_subtypes_noun)  # noqa: B010 - s16-cleave


# --- s16-neo2 ---


def _neo2_self_or_equipped_event(self: _Build, c: list[Any]) -> Event:
    """ "~ or equipped creature attacks": the event "neo2_self_or_equipped", its `verb` the verb
    phrase ("attacks", "deals combat damage to a player")."""
    return Event("neo2_self_or_equipped", verb=_text(c[-1]).lower())


setattr(_Build, "neo2_self_or_equipped_event", _neo2_self_or_equipped_event)  # noqa: B010 - s16-neo2


def _neo2_crews_as_though(self: _Build, c: list[Any]) -> Static:
    """ "~ crews Vehicles as though its power were 2 greater.": the Static "neo2_crews_as_though"
    with the number in `amount`."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    crewed = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    kind = "neo2_crews_as_though" if crewed == "Vehicles" else "neo2_crews_as_though_unknown"
    return Static(kind, Ref("self"), amount=Amount(int(str(number))))


setattr(_Build, "neo2_crews_as_though", _neo2_crews_as_though)  # noqa: B010 - s16-neo2


# --- s17-afr ---


def _afr_attacked_with_total_power(self: _Build, c: list[Any]) -> Condition:
    """ "you attacked with creatures with total power 6 or greater this combat" (pack tactics, CR 207.2c):
    the Condition "afr_attacked_with_total_power" with the number."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Condition("afr_attacked_with_total_power", number=int(str(number)))


setattr(_Build, "afr_attacked_with_total_power", _afr_attacked_with_total_power)  # noqa: B010 - s17-afr


@dataclass(frozen=True)
class AfrRollTable(Sentence):
    """ "Roll a d20." and its result table (CR 706.2): `sides`, and per row the lowest and highest
    result and the row's sentences."""

    sides: int = 20
    rows: tuple[tuple[int, int, tuple[Sentence, ...]], ...] = ()


def _afr_roll_row(self: _Build, c: list[Any]) -> tuple[int, int, tuple[Sentence, ...]]:
    numbers = [int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER"]
    sentences = tuple(x for x in c if isinstance(x, Sentence))
    return numbers[0], numbers[-1], sentences


def _afr_roll_table(self: _Build, c: list[Any]) -> AfrRollTable:
    sides = next(int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER")
    rows = tuple(x for x in c if isinstance(x, tuple))
    return AfrRollTable((), sides=sides, rows=rows)


setattr(_Build, "afr_roll_row", _afr_roll_row)  # noqa: B010 - s17-afr
setattr(_Build, "afr_roll_table", _afr_roll_table)  # noqa: B010 - s17-afr
setattr(_Build, "afr_you_roll_dice", lambda self, c: Event("you_roll_dice"))  # noqa: B010 - s17-afr
setattr(_Build, "afr_self_equipped", lambda self, c: Condition("afr_self_equipped"))  # noqa: B010 - s17-afr


@dataclass(frozen=True)
class AfrBecomesCreatureLand(Sentence):
    """ "<object> becomes a 3/4 white Dragon creature with flying until end of turn. It's still a land."
    (CR 205.1b): what becomes a creature, its base power and toughness, colors, subtypes and keywords."""

    subject: Any = None
    stats: str = ""
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    duration: str = "end_of_turn"


def _afr_becomes_creature(self: _Build, c: list[Any]) -> AfrBecomesCreatureLand:
    subject = c[0]
    stats = next(str(x) for x in c if isinstance(x, Token) and x.type == "STATS")
    colors_tree = next((x for x in c if isinstance(x, Tree) and x.data in ("color_words", "colorless_token")), None)
    colors = () if colors_tree is None else tuple(w.lower() for w in _words(colors_tree) if w.lower() != "and")
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    keywords = next((x for x in c if isinstance(x, tuple)), ())
    return AfrBecomesCreatureLand((), subject=subject, stats=stats, colors=colors, subtypes=subtypes, keywords=keywords)


def _afr_becomes_creature_land(self: _Build, c: list[Any]) -> AfrBecomesCreatureLand:
    core = next(x for x in c if isinstance(x, AfrBecomesCreatureLand))
    duration = next((x for x in c if isinstance(x, str)), "")
    return dataclasses.replace(core, duration=duration)


def _afr_becomes_creature_land_fronted(self: _Build, c: list[Any]) -> AfrBecomesCreatureLand:
    return next(x for x in c if isinstance(x, AfrBecomesCreatureLand))


setattr(_Build, "afr_becomes_creature", _afr_becomes_creature)  # noqa: B010 - s17-afr
setattr(_Build, "afr_becomes_creature_land", _afr_becomes_creature_land)  # noqa: B010 - s17-afr
setattr(_Build, "afr_becomes_creature_land_fronted", _afr_becomes_creature_land_fronted)  # noqa: B010 - s17-afr


# --- s17-dfc ---


@dataclass(frozen=True)
class DfcDisturb(Static):
    """ "Disturb {1}{U}" (CR 702.146a): the Static "dfc_disturb" with its cost in `mana`."""

    mana: str = ""


def _dfc_disturb(self: _Build, c: list[Any]) -> DfcDisturb:
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return DfcDisturb("dfc_disturb", Ref("self"), mana=mana)


def _dfc_exiled_from_anywhere(self: _Build, c: list[Any]) -> Static:
    """ "If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a)."""
    return Static("dfc_exiled_from_anywhere", Ref("self"))


setattr(_Build, "dfc_static", lambda self, c: c[0])  # noqa: B010 - s17-dfc: static's alternative
setattr(_Build, "dfc_disturb", _dfc_disturb)  # noqa: B010 - s17-dfc
setattr(_Build, "dfc_exiled_from_anywhere", _dfc_exiled_from_anywhere)  # noqa: B010 - s17-dfc


def _dfc_self_or_other_dies(self: _Build, c: list[Any]) -> Event:
    """ "~ or another creature you control dies": the event "dfc_self_or_other_dies" with the other's noun."""
    return Event("dfc_self_or_other_dies", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "dfc_self_or_other_dies", _dfc_self_or_other_dies)  # noqa: B010 - s17-dfc


def _dfc_add_either(self: _Build, c: list[Any]) -> Effect:
    """ "add {R} or {G}": the verb "dfc_add_either", the options in `place` ("{R}|{G}")."""
    return Effect("dfc_add_either", place="|".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))


setattr(_Build, "dfc_add_either", _dfc_add_either)  # noqa: B010 - s17-dfc


# --- s17-lm ---


def _lm_learn(self: _Build, c: list[Any]) -> Effect:
    """ "learn" (CR 701.48a): the keyword action, with nothing to fill in."""
    return Effect("lm_learn")


setattr(_Build, "lm_learn", _lm_learn)  # noqa: B010 - s17-lm


def _lm_hand_activated(self: _Build, c: list[Any]) -> Any:
    """ "{U/R}{U/R}, Discard ~: <effect>" on an instant or sorcery (CR 113.6k): the activated ability itself; the
    lowering reads it only with the cost "Discard ~" (lowering.lm_discards_itself)."""
    return c[0]


setattr(_Build, "lm_hand_activated", _lm_hand_activated)  # noqa: B010 - s17-lm
setattr(_Build, "lm_spell_hand_activated", lambda self, c: c[0])  # noqa: B010 - s17-lm: spell_text's alternative


def _lm_then_you_may_if_you_do(self: _Build, c: list[Any]) -> S14IfYouMay:
    """ "Then you may <action>. If you do, <effects>." (CR 608.2c-d): the optional action and the effects after
    "If you do", without a condition."""
    action: Effect = c[0]
    after: Sentence = c[1]
    return S14IfYouMay(after.effects, after.joined_by, then=True, if_condition=None, action=action)


setattr(_Build, "lm_then_you_may_if_you_do", _lm_then_you_may_if_you_do)  # noqa: B010 - s17-lm


# --- s17-core ---


def _core_additional_lands(self: _Build, c: list[Any]) -> Static:
    """ "You may play two additional lands on each of your turns." (CR 305.2): the count in `amount`."""
    return Static("additional_land_play", Ref("player", player="you"), amount=Amount(WORD_NUMBERS[_text(c[0]).lower()]))


setattr(_Build, "core_additional_lands", _core_additional_lands)  # noqa: B010


def _core_life_gain_increase(self: _Build, c: list[Any]) -> Static:
    """ "If you would gain life, you gain that much life plus 1 instead." (CR 614.1a): the N in `amount`."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Static("core_life_gain_increase", Ref("player", player="you"), amount=Amount(int(str(number))))


setattr(_Build, "core_life_gain_increase", _core_life_gain_increase)  # noqa: B010


def _core_you_activate_loyalty(self: _Build, c: list[Any]) -> Event:
    """ "Whenever you activate a loyalty ability of a Chandra planeswalker" (CR 606.3, 603.2): the
    activation event of `you_activate_ability_of`, limited to loyalty abilities (`verb` "loyalty")."""
    return Event("you_activate_ability_of", verb="loyalty", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "core_you_activate_loyalty", _core_you_activate_loyalty)  # noqa: B010


# --- s17-neo ---

setattr(_Build, "neo_attacking_or_blocking", lambda self, c: Qualifier("attacking_or_blocking"))  # noqa: B010 - CR 506.4
setattr(_Build, "neo_sorcery_and_once", lambda self, c: ("sorcery_speed", "once_each_turn"))  # noqa: B010 - CR 602.5d


def _neo_enters_with_counters_if(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with a +1/+1 counter on it if you control a modified creature.": the Static
    "neo_enters_with_counters_if", its condition in `condition`."""
    entering = _static_enters_with_counters(self, c)
    condition = next(x for x in c if isinstance(x, Condition))
    return dataclasses.replace(entering, kind="neo_enters_with_counters_if", condition=condition)


setattr(_Build, "neo_enters_with_counters_if", _neo_enters_with_counters_if)  # noqa: B010 - s17-neo


def _neo_tap_another_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Tap another untapped artifact you control": the cost "tap_permanents" of one permanent, the
    noun's qualities and "other" (not the ability's source)."""
    noun = next(x for x in c if isinstance(x, Noun))
    other = Noun(noun.head, (Qualifier("other"), *noun.qualifiers), noun.words)
    return Cost("tap_permanents", obj=Ref("group", noun=other), amount=Amount(1))


setattr(_Build, "neo_tap_another_cost", _neo_tap_another_cost)  # noqa: B010 - s17-neo


def _neo_otherwise_sentence(self: _Build, c: list[Any]) -> ConditionalSentence:
    """ "Otherwise, <effects>.": a conditional sentence whose condition is "neo_otherwise" (the one of
    the conditional sentence before it, not held)."""
    inner: Sentence = c[0]
    return ConditionalSentence(inner.effects, inner.joined_by, condition=Condition("neo_otherwise"))


setattr(_Build, "neo_otherwise_sentence", _neo_otherwise_sentence)  # noqa: B010 - s17-neo
setattr(_Build, "neo_in_your_hand_q", lambda self, c: Qualifier("neo_in_your_hand"))  # noqa: B010 - s17-neo
setattr(_Build, "neo_hand_at_most",  # noqa: B010 - s17-neo
        lambda self, c: Condition("neo_hand_at_most", number=WORD_NUMBERS[_text(c[0]).lower()]))
setattr(_Build, "neo_hand_empty", lambda self, c: Condition("neo_hand_at_most", number=0))  # noqa: B010 - s17-neo


# --- s17-taile (docs/oracle-s17-taile.md) ---

setattr(_Build, "taile_you_attacked", lambda self, c: Condition("records_attacked"))  # noqa: B010 - raid (CR 508.1)
setattr(_Build, "taile_you_didnt_attack", lambda self, c: Condition("records_not_attacked"))  # noqa: B010
setattr(_Build, "taile_historic", lambda self, c: Qualifier("taile_historic", "historic"))  # noqa: B010 - CR 700.6


def _taile_enters_with_counters_if(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with a +1/+1 counter on it if <condition>." (CR 614.1c): the counters, their number and the
    condition."""
    amount = next(x for x in c if isinstance(x, Amount))
    kind = c[c.index(amount) + 1]
    counter = str(kind) if isinstance(kind, Token) else kind.data
    condition = next(x for x in c if isinstance(x, Condition))
    return Static("taile_enters_with_counters_if", Ref("self"), counter=counter, amount=amount, condition=condition)


setattr(_Build, "taile_enters_with_counters_if", _taile_enters_with_counters_if)  # noqa: B010 - s17-taile
setattr(_Build, "taile_cast_main_phase", lambda self, c: Condition("taile_cast_main_phase"))  # noqa: B010 - addendum


@dataclass(frozen=True)
class TaileConditionalAlternativeCost(KwsAlternativeCost):
    """ "If <condition>, you may pay {U} rather than pay this spell's mana cost." (CR 118.9): the condition too."""

    condition: Condition | None = None


def _taile_conditional_rather_than(self: _Build, c: list[Any]) -> TaileConditionalAlternativeCost:
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    condition = next(x for x in c if isinstance(x, Condition))
    return TaileConditionalAlternativeCost("rather_than_mana_cost", mana, condition)


setattr(_Build, "taile_conditional_rather_than", _taile_conditional_rather_than)  # noqa: B010 - s17-taile


# --- s17-tailf ---
# "you cycle a card" / "you cycle another card" / "you cycle ~" (CR 702.29a, 702.29c): the events "you_cycle"
# (`verb` "another" for "another card") and "self_cycled"
setattr(_Build, "tailf_you_cycle_alt", lambda self, c: c[0])  # noqa: B010 - s17-tailf
setattr(_Build, "tailf_you_cycle_a_card", lambda self, c: Event("you_cycle"))  # noqa: B010 - s17-tailf
setattr(_Build, "tailf_you_cycle_another", lambda self, c: Event("you_cycle", verb="another"))  # noqa: B010
setattr(_Build, "tailf_you_cycle_self", lambda self, c: Event("self_cycled"))  # noqa: B010 - s17-tailf


def _tailf_keyword_counter(self: _Build, c: list[Any]) -> Tree[Any]:
    """A keyword counter's name ("first strike", CR 122.1b) as the tree the counter readers take the name of."""
    return Tree(" ".join(str(x) for x in c), [])


setattr(_Build, "tailf_keyword_counter", _tailf_keyword_counter)  # noqa: B010 - s17-tailf

_TAILF_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _tailf_devotion(self: _Build, c: list[Any]) -> str:
    """ "your devotion to black" (CR 700.5): the amount_ref "devotion_B"."""
    return "devotion_" + _TAILF_COLOR_LETTERS[_text(c[0]).lower()]


setattr(_Build, "tailf_devotion", _tailf_devotion)  # noqa: B010 - s17-tailf
setattr(_Build, "tailf_amount_ref", lambda self, c: c[0])  # noqa: B010 - s17-tailf: the amount_ref it names

_TAILF_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                      "nine": 9, "ten": 10}


def _tailf_mana_spent(same: bool) -> Any:
    def build(self: _Build, c: list[Any]) -> Condition:
        """ "at least three white mana was spent to cast ~" (CR 207.2c, 601.2h): the Condition
        "tailf_mana_spent_W" (or "..._same"), its number the N of "at least N"."""
        trees = [_text(x).lower() for x in c if isinstance(x, Tree)]  # count_word, then color
        number = _TAILF_COUNT_WORDS[trees[0]]
        color = "same" if same else _TAILF_COLOR_LETTERS[trees[1]]
        return Condition("tailf_mana_spent_" + color, number=number)

    return build


def _tailf_adamant_enters_with_counters(self: _Build, c: list[Any]) -> Static:
    """ "If at least three white mana was spent to cast ~, ~ enters with a +1/+1 counter on it." (CR 614.1c)."""
    condition = next(x for x in c if isinstance(x, Condition))
    amount = next(x for x in c if isinstance(x, Amount))
    kind = c[c.index(amount) + 1]
    counter = str(kind) if isinstance(kind, Token) else kind.data
    return Static("tailf_adamant_enters_with_counters", Ref("self"), counter=counter, amount=amount,
                  condition=condition)


setattr(_Build, "tailf_mana_spent", _tailf_mana_spent(False))  # noqa: B010 - s17-tailf
setattr(_Build, "tailf_mana_spent_same", _tailf_mana_spent(True))  # noqa: B010 - s17-tailf
setattr(_Build, "tailf_adamant_enters_with_counters", _tailf_adamant_enters_with_counters)  # noqa: B010


def _tailf_enters_with_counter_choice(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with your choice of a flying counter or a first strike counter on it." (CR 614.1c): the Static
    "tailf_enters_with_counter_choice", the two counters' names as its keywords."""
    names = tuple(x.data for x in c if isinstance(x, Tree))
    return Static("tailf_enters_with_counter_choice", Ref("self"), keywords=names)


setattr(_Build, "tailf_enters_with_counter_choice", _tailf_enters_with_counter_choice)  # noqa: B010 - s17-tailf


def _tailf_create_number(self: _Build, c: list[Any]) -> Effect:
    """ "create a number of <token> equal to <amount_ref>" (CR 111.1): create_token with an "equal to" amount."""
    return Effect("create_token", amount=_equal(c[-1]), token=c[0])


setattr(_Build, "tailf_create_number", _tailf_create_number)  # noqa: B010 - s17-tailf
setattr(_Build, "tailf_opponents_count", lambda self, c: "opponents")  # noqa: B010 - s17-tailf (CR 102.2)


def _tailf_has_subtype_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "that has an Adventure" (CR 715.2): the Qualifier "tailf_has_adventure"; another word: unread."""
    word = str(c[0])
    return Qualifier("tailf_has_adventure") if word == "Adventure" else Qualifier("tailf_has", word)


setattr(_Build, "tailf_has_subtype_q", _tailf_has_subtype_q)  # noqa: B010 - s17-tailf
setattr(_Build, "taile_any_player_controls", lambda self, c: Condition(  # noqa: B010 - s17-taile
    "taile_any_player_controls", noun=next(x for x in c if isinstance(x, Noun))))


# --- s17-pw ---
def _pw_greatest_power(self: _Build, c: list[Any]) -> tuple[str, Noun]:
    """ "the greatest power among <permanents>" (CR 208.1, 608.2h)."""
    return ("pw_greatest_power", next(x for x in c if isinstance(x, Noun)))


def _pw_greatest_toughness(self: _Build, c: list[Any]) -> tuple[str, Noun]:
    """ "the greatest toughness among <permanents>" (CR 208.1, 608.2h)."""
    return ("pw_greatest_toughness", next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "pw_greatest_power", _pw_greatest_power)  # noqa: B010 - s17-pw
setattr(_Build, "pw_greatest_toughness", _pw_greatest_toughness)  # noqa: B010 - s17-pw
setattr(_Build, "pw_amount_ref", lambda self, c: c[0])  # noqa: B010 - s17-pw: the amount_ref it names


_PW_LIFE_OWNERS = {"your": "you", "target player's": "target_player", "target opponent's": "target_opponent"}


def _pw_life_total_becomes(self: _Build, c: list[Any]) -> Effect:
    """ "<player's> life total becomes N" (CR 119.5)."""
    owner = next(x for x in c if isinstance(x, Tree) and x.data == "pw_life_owner")
    player = _PW_LIFE_OWNERS[" ".join(_text(t) for t in owner.children).lower()]
    amount = next(x for x in c if isinstance(x, Amount))
    return Effect("pw_set_life_total", subject=Ref("player", player=player), amount=amount)


setattr(_Build, "pw_life_total_becomes", _pw_life_total_becomes)  # noqa: B010 - s17-pw


def _pw_for_each_put_counters(self: _Build, c: list[Any]) -> Effect:
    """ "For each <noun>, put N <kind> counters on <object>." (CR 608.2h): put_counters_for_each fronted."""
    noun: Noun = c[0]
    effect = self.put_counters(c[1:])
    assert effect.amount is not None
    return dataclasses.replace(effect, amount=Amount(effect.amount.value, for_each=noun))


setattr(_Build, "pw_for_each_put_counters", _pw_for_each_put_counters)  # noqa: B010 - s17-pw


def _pw_put_counters_and(self: _Build, c: list[Any]) -> Sentence:
    """ "put <counters> on <object> and <counters> on <object>": two put_counters, in order (CR 608.2c)."""
    second = [i for i, x in enumerate(c) if isinstance(x, Amount)][1]
    return Sentence((self.put_counters(c[:second]), self.put_counters(c[second:])), "and")


setattr(_Build, "pw_put_counters_and", _pw_put_counters_and)  # noqa: B010 - s17-pw


# --- s17-grant (docs/oracle-s17-grant.md) ---


@dataclass(frozen=True)
class GrantWithQuoted(GrantedStatic):
    """s17-grant: 'Enchanted creature [gets +1/+1 and] has vigilance and "<triggered ability>"' (CR 613.1f,
    113.1a): the pump and keywords (`pt`, `keywords`) and the quoted ability's tree (`quoted`)."""


def _grant_with_quoted(self: _Build, c: list[Any]) -> GrantedStatic:
    pt = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    keywords = next((x for x in c if isinstance(x, tuple) and x), ())
    quoted = next(x for x in c if isinstance(x, Triggered))
    return GrantWithQuoted("grant_with_quoted", pt=pt, keywords=keywords, quoted=quoted)


setattr(_Build, "grant_with_quoted", _grant_with_quoted)  # noqa: B010 - s17-grant
setattr(_Build, "grant_quoted", lambda self, c: next(x for x in c if isinstance(x, Triggered)))  # noqa: B010


# --- s17-m2y ---


def _m2y_other_put_into_graveyard(self: _Build, c: list[Any]) -> Event:
    """ "an enchantment you control is put into a graveyard from the battlefield" (CR 603.6c): the event
    "m2y_put_into_graveyard" with the noun of what is put there."""
    return Event("m2y_put_into_graveyard", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "m2y_other_put_into_graveyard", _m2y_other_put_into_graveyard)  # noqa: B010 - s17-m2y


def _m2y_pump_and_attacks_each_combat(self: _Build, c: list[Any]) -> Static:
    """ "<subject> gets +2/+2 and attacks each combat if able": the Static "m2y_pump_attacks_each_combat"."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Static("m2y_pump_attacks_each_combat", c[0], pt=pt)


setattr(_Build, "m2y_pump_and_attacks_each_combat", _m2y_pump_and_attacks_each_combat)  # noqa: B010 - s17-m2y


def _m2y_cant_attack_unless(self: _Build, c: list[Any]) -> Static:
    """ "~ can't attack unless <condition>": the Static "m2y_cant_attack_unless" with its condition."""
    return Static("m2y_cant_attack_unless", c[0], condition=next(x for x in c if isinstance(x, Condition)))


setattr(_Build, "m2y_cant_attack_unless", _m2y_cant_attack_unless)  # noqa: B010 - s17-m2y


def _m2y_you_attack_with_count(self: _Build, c: list[Any]) -> Event:
    """ "you attack with two or more creatures with flying": the event "m2y_you_attack_with" with the noun and
    the number (an `Amount`)."""
    return Event("m2y_you_attack_with", noun=c[-1], amount=Amount(WORD_NUMBERS[_text(c[0]).lower()]))


setattr(_Build, "m2y_you_attack_with_count", _m2y_you_attack_with_count)  # noqa: B010 - s17-m2y


@dataclass(frozen=True)
class M2yTargetsQualifier(Qualifier):
    """ "that targets a creature you control": the Qualifier "m2y_that_targets" with the targeted noun."""

    noun: Noun | None = None


def _m2y_that_targets_q(self: _Build, c: list[Any]) -> Qualifier:
    return M2yTargetsQualifier("m2y_that_targets", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "m2y_that_targets_q", _m2y_that_targets_q)  # noqa: B010 - s17-m2y


def _m2y_self_or_other_enters_under(self: _Build, c: list[Any]) -> Event:
    """ "~ or another Rogue enters under your control": the event "self_or_other_enters" of "another Rogue you
    control" (the noun with the qualifier `you_control`)."""
    noun = next(x for x in c if isinstance(x, Noun))
    if any(q.name in ("you_control", "opponent_controls") for q in noun.qualifiers):
        raise ValueError("a controller twice")
    return Event("self_or_other_enters", noun=dataclasses.replace(noun, qualifiers=(*noun.qualifiers,
                                                                                    Qualifier("you_control"))))


setattr(_Build, "m2y_self_or_other_enters_under", _m2y_self_or_other_enters_under)  # noqa: B010 - s17-m2y


def _m2y_self_and_others_attack(self: _Build, c: list[Any]) -> Event:
    """ "~ and at least two other creatures attack": the event "m2y_self_and_others_attack" with the number."""
    return Event("m2y_self_and_others_attack", amount=Amount(WORD_NUMBERS[_text(c[1]).lower()]))


setattr(_Build, "m2y_self_and_others_attack", _m2y_self_and_others_attack)  # noqa: B010 - s17-m2y


# --- s17-neo3 ---


def _neo3_then_where_x(self: _Build, c: list[Any]) -> Sentence:
    """ "Then <effects>, where X is <amount>." (CR 608.2c, 107.3): a "Then" sentence with what X stands for."""
    inner: Sentence = c[0]
    return Sentence(inner.effects, inner.joined_by, then=True, x_is=c[-1])


setattr(_Build, "neo3_then_where_x", _neo3_then_where_x)  # noqa: B010 - s17-neo3
setattr(_Build, "neo3_twice_number_of", lambda self, c: ("neo3_twice_number_of", c[-1]))  # noqa: B010 - s17-neo3
setattr(_Build, "neo3_in_defending_graveyard_q", lambda self, c: Qualifier("neo3_in_defending_graveyard"))  # noqa: B010


# --- s17-linked ---


def _linked_lose_all_clause(self: _Build, c: list[Any]) -> Effect:
    """ "target creature loses all abilities until end of turn" (layer 6, CR 613.1f)."""
    refs, _, durations, _ = _Build._parts(c)
    return Effect("linked_lose_all", obj=refs[0], duration=durations[0] if durations else None)


def _linked_lose_all_base(self: _Build, c: list[Any]) -> Sentence:
    """ "target creature loses all abilities and has base power and toughness 0/1 until end of turn": two
    effects on one object, in order (CR 613.1f, 613.4b)."""
    refs, _, durations, _ = _Build._parts(c)
    duration = durations[0] if durations else None
    stats = next(str(x) for x in c if isinstance(x, Token) and x.type == "STATS")
    lose = Effect("linked_lose_all", obj=refs[0], duration=duration)
    base = Effect("linked_set_base", obj=Ref("it"), pt=stats, duration=duration)  # the same object (CR 608.2c)
    return Sentence((lose, base), "and")


setattr(_Build, "linked_lose_all_clause", _linked_lose_all_clause)  # noqa: B010 - s17-linked
setattr(_Build, "linked_lose_all_base", _linked_lose_all_base)  # noqa: B010 - s17-linked


@dataclass(frozen=True)
class LinkedAttachedLoss:
    """s17-linked: "Enchanted creature [gets -2/-0 and] loses all abilities [and has base power and toughness
    1/1]." (CR 613.1f): `pt` the +N/+N it gets, `base` the base power and toughness ("1/1") it has."""

    pt: str | None = None
    base: str | None = None
    # "and is a blue Frog creature" / "and is a blue Fish": the color, the subtype, whether "creature" is said
    color: str | None = None
    subtype: str | None = None
    creature: bool = False


def _linked_attached_loses_all(self: _Build, c: list[Any]) -> LinkedAttachedLoss:
    pt = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    rider = next((x for x in c if isinstance(x, tuple) and len(x) == 2 and x[0] == "linked_base"), None)
    stats = next((str(x) for x in c if isinstance(x, Token) and x.type == "STATS"), None)
    color = next((str(x.children[0]) for x in c if isinstance(x, Tree) and x.data == "color"), None)
    subtype = next((str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"), None)
    creature = any(isinstance(x, Tree) and x.data == "linked_creature_word" for x in c)
    return LinkedAttachedLoss(pt=pt, base=rider[1] if rider is not None else stats, color=color, subtype=subtype,
                              creature=creature)


setattr(_Build, "linked_attached_loses_all", _linked_attached_loses_all)  # noqa: B010 - s17-linked
setattr(_Build, "linked_base_stats", lambda self, c: ("linked_base", next(  # noqa: B010 - s17-linked
    str(x) for x in c if isinstance(x, Token) and x.type == "STATS")))


# --- s18-neob ---


def _s18neob_return_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "return a land you control to its owner's hand": chosen as it resolves, not targeted (CR 608.2d)."""
    quantity: Ref = c[0]
    return Effect("s18neob_return_chosen", obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)


setattr(_Build, "s18neob_return_chosen", _s18neob_return_chosen)  # noqa: B010 - s18-neob


def _s18neob_without_counter_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "... that doesn't have a +1/+1 counter on it" (CR 122.1): the qualifier `s18neob_without_counter`."""
    return Qualifier("s18neob_without_counter", _s14_counter_kind(c))


setattr(_Build, "s18neob_without_counter_q", _s18neob_without_counter_q)  # noqa: B010 - s18-neob


def _s18neob_pay_and_sacrifice_body(self: _Build, c: list[Any]) -> Body:
    """ "you may pay {1} and sacrifice an artifact. If you do, ...": the optional part one effect
    "s18neob_pay_and_sacrifice" (the mana in `place`, what is sacrificed in `obj` and `amount`)."""
    pay: Effect = c[0]
    sacrificed: Effect = c[1]
    optional = Effect("s18neob_pay_and_sacrifice", obj=sacrificed.obj, amount=sacrificed.amount, place=pay.place)
    return Body(tuple(x for x in c[2:] if isinstance(x, Sentence)), optional=optional)


setattr(_Build, "s18neob_pay_and_sacrifice_body", _s18neob_pay_and_sacrifice_body)  # noqa: B010 - s18-neob

setattr(_Build, "s18neob_x_minus_one", lambda self, c: Amount("X_minus_1"))  # noqa: B010 - s18-neob: "X minus one"


def _s18neob_return_chosen_card(self: _Build, c: list[Any]) -> Effect:
    """ "return a creature card from your graveyard to your hand": chosen as it resolves (CR 608.2d)."""
    quantity: Ref = c[0]
    return Effect("s18neob_return_chosen_card", obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)


setattr(_Build, "s18neob_return_chosen_card", _s18neob_return_chosen_card)  # noqa: B010 - s18-neob

setattr(_Build, "s18neob_it_had_counters", lambda self, c: Condition("s18neob_it_had_counters"))  # noqa: B010 - s18-neob


def _s18neob_put_those_counters(self: _Build, c: list[Any]) -> Effect:
    """ "put those counters on target creature you control" (after "if it had counters on it", CR 608.2h)."""
    return Effect("s18neob_put_those_counters", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s18neob_put_those_counters", _s18neob_put_those_counters)  # noqa: B010 - s18-neob
# --- s18-castfree (docs/oracle-s18-castfree.md) ---


def _s18castfree_copy_next(self: _Build, c: list[Any]) -> Sentence:
    """ "When you cast your next instant or sorcery spell this turn, copy that spell. [You may choose new
    targets for the copy.]" (CR 603.7, 707.10): one effect, the spell described and whether new targets."""
    new_targets = any(isinstance(x, Tree) and x.data == "s18castfree_copy_new_targets" for x in c)
    spell = next(x for x in c if isinstance(x, Noun))
    return Sentence((Effect("s18castfree_copy_next", spell=spell, place="new_targets" if new_targets else None),))


setattr(_Build, "s18castfree_copy_next", _s18castfree_copy_next)  # noqa: B010


def _s18castfree_top_static(self: _Build, c: list[Any]) -> Static:
    """ "You may look at the top card of your library any time." / "... play lands [and cast <spells>] from the top
    of your library." (CR 401.2, 601.3, 305.1): `keywords` "look", "lands", "spells"; the subject names the spells."""
    flags: list[str] = []
    spells: Noun | None = None
    for part in c:
        if not isinstance(part, Tree):
            continue
        if part.data == "s18castfree_look_top":
            flags.append("look")
            continue
        for x in part.children:
            if isinstance(x, Tree) and x.data == "s18castfree_top_lands":
                flags.append("lands")
            elif isinstance(x, Noun):
                spells = x
        if spells is not None:
            flags.append("spells")
    return Static("s18castfree_top", Ref("spells_you_cast", spells), keywords=tuple(flags))


setattr(_Build, "s18castfree_top_static", _s18castfree_top_static)  # noqa: B010


def _s18castfree_cast_gy(self: _Build, c: list[Any]) -> Sentence:
    """ "You may cast target artifact card from your graveyard this turn." / "Choose target artifact card in your
    graveyard. You may cast that card this turn." (CR 601.3): the permission's effect, its target."""
    target = next(x for x in c if isinstance(x, Ref))
    if target.noun is not None:  # "card in your graveyard" (Emry): the card of "from your graveyard"
        qualifiers = tuple(Qualifier("from_your_graveyard") if q.name == "library_in_your_graveyard" else q
                           for q in target.noun.qualifiers)
        target = dataclasses.replace(target, noun=dataclasses.replace(target.noun, qualifiers=qualifiers))
    return Sentence((Effect("s18castfree_cast_gy", obj=target),))


setattr(_Build, "s18castfree_cast_gy", _s18castfree_cast_gy)  # noqa: B010


def _s18castfree_flash_for(self: _Build, c: list[Any]) -> Sentence:
    """ "You may cast spells this turn as though they had flash." / "Until your next turn, you may cast sorcery spells
    as though they had flash." (CR 702.8a, 611.2a): the spells named and the duration."""
    until = "your_next_turn" if any(isinstance(x, Tree) and x.data == "s18castfree_until_next" for x in c) else "end_of_turn"
    return Sentence((Effect("s18castfree_flash_for", spell=next(x for x in c if isinstance(x, Noun)), place=until),))


setattr(_Build, "s18castfree_flash_for", _s18castfree_flash_for)  # noqa: B010


def _s18castfree_sorcery_only(self: _Build, c: list[Any]) -> Static:
    """ "Each opponent can cast spells only any time they could cast a sorcery." (CR 307.1, 101.2)."""
    return Static("s18castfree_sorcery_only", Ref("player", player="each_opponent"))


setattr(_Build, "s18castfree_sorcery_only", _s18castfree_sorcery_only)  # noqa: B010


setattr(_Build, "s18castfree_free_from_hand",  # noqa: B010 - "You may cast spells from your hand without paying ..."
        lambda self, c: Static("s18castfree_free_from_hand", Ref("player", player="you")))
setattr(_Build, "s18castfree_cant_from_hand",  # noqa: B010 - "You can't play lands or cast spells from your hand."
        lambda self, c: Static("s18castfree_cant_from_hand", Ref("player", player="you")))

setattr(_Build, "s18castfree_self_attached",  # noqa: B010 - "~ is attached to a creature" (CR 301.5, 611.3a)
        lambda self, c: Condition("s18castfree_self_attached"))
# --- s18-linked ---


def _s18linked_duration(c: list[Any]) -> str:
    return next(x for x in c if isinstance(x, str) and x in ("while_you_control_source", "while_source_on_battlefield"))


def _s18linked_gain_while(self: _Build, c: list[Any]) -> Effect:
    """ "another target permanent gains indestructible for as long as you control ~" (CR 611.2b, 613.1f)."""
    refs = [x for x in c if isinstance(x, Ref)]
    keywords = next(x for x in c if isinstance(x, tuple) and all(isinstance(k, str) for k in x))
    return Effect("s18linked_gain_while", obj=refs[0], keywords=keywords, duration=_s18linked_duration(c))


def _s18linked_control_while(self: _Build, c: list[Any]) -> Effect:
    """ "gain control of target creature for as long as you control ~" (CR 611.2b, 613.1b)."""
    refs = [x for x in c if isinstance(x, Ref)]
    return Effect("s18linked_control_while", obj=refs[0], duration=_s18linked_duration(c))


def _s18linked_dont_untap_while(self: _Build, c: list[Any]) -> Effect:
    """ "That creature doesn't untap during its controller's untap step for as long as you control ~" (CR 502.3):
    `obj` says what ("that creature", "it"), `place` whose untap step."""
    subject = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "dont_untap_subject")
    owner = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "untap_owner")
    return Effect("s18linked_dont_untap_while", obj=Ref("that", Noun(subject)), place=owner,
                  duration=_s18linked_duration(c))


setattr(_Build, "s18linked_gain_while", _s18linked_gain_while)  # noqa: B010
setattr(_Build, "s18linked_control_while", _s18linked_control_while)  # noqa: B010
setattr(_Build, "s18linked_dont_untap_while", _s18linked_dont_untap_while)  # noqa: B010
setattr(_Build, "s18linked_while_you_control", lambda self, c: "while_you_control_source")  # noqa: B010
setattr(_Build, "s18linked_while_on_battlefield", lambda self, c: "while_source_on_battlefield")  # noqa: B010
setattr(_Build, "s18linked_put_exiled_with", lambda self, c: Effect("s18linked_put_exiled_with"))  # noqa: B010
# --- s18-m20 ---
setattr(_Build, "s18m20_you_discard", lambda self, c: Event("you_discards"))  # noqa: B010 - s18-m20


def _s18m20_enters_with_counters_for_each(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with a +1/+1 counter on it for each other creature you control.": the counters of
    static_enters_with_counters, `for_each` the noun counted."""
    entering = _static_enters_with_counters(self, c)
    noun = next(x for x in reversed(c) if isinstance(x, Noun))
    return dataclasses.replace(entering, kind="s18m20_enters_with_counters_for_each", for_each=noun)


setattr(_Build, "s18m20_enters_with_counters_for_each", _s18m20_enters_with_counters_for_each)  # noqa: B010 - s18-m20




def _s18m20_discard_their_hand(self: _Build, c: list[Any]) -> Effect:
    """ "each player discards their hand": the effect "s18m20_discard_their_hand" with that player as subject."""
    return Effect("s18m20_discard_their_hand", subject=next(x for x in c if isinstance(x, Ref)))


def _with_first_subject(c: list[Any], joiner: str) -> Sentence:
    """The effects of `c` in order, each with the first one's subject (one player doing both)."""
    first = next(x for x in c if isinstance(x, Effect))
    rest = tuple(dataclasses.replace(x, subject=first.subject) for x in c if isinstance(x, Effect) and x is not first)
    return Sentence((first, *rest), joiner)


def _s18m20_discard_hand_then(self: _Build, c: list[Any]) -> Sentence:
    """ "each player discards their hand, then draws seven cards": both effects with that player as subject."""
    return _with_first_subject(c, "then")


setattr(_Build, "s18m20_discard_their_hand", _s18m20_discard_their_hand)  # noqa: B010 - s18-m20
setattr(_Build, "s18m20_discard_hand_then", _s18m20_discard_hand_then)  # noqa: B010 - s18-m20
setattr(_Build, "s18m20_discard_their_hand_first", lambda self, c: c[0])  # noqa: B010 - s18-m20


def _s18m20_batch_enters_under_your_control(self: _Build, c: list[Any]) -> Event:
    """ "one or more <nouns> enter the battlefield under your control": batch_enters_event's event, the noun's
    permanents ones you control."""
    noun = next(x for x in c if isinstance(x, Noun))
    if not any(q.name == "you_control" for q in noun.qualifiers):
        noun = dataclasses.replace(noun, qualifiers=(*noun.qualifiers, Qualifier("you_control")))
    return Event("batch_enters", noun=noun)


setattr(_Build, "s18m20_batch_enters_under_your_control", _s18m20_batch_enters_under_your_control)  # noqa: B010
setattr(_Build, "s18m20_that_targets_you_q", lambda self, c: Qualifier("s18m20_that_targets_you"))  # noqa: B010


def _s18m20_sacrifice_created_at_end_step(self: _Build, c: list[Any]) -> Effect:
    """ "Sacrifice it [them] at the beginning of the next end step.": `place` the words naming what is sacrificed."""
    ref = next(x for x in c if isinstance(x, Tree) and x.data == "s18m20_created_ref")
    return Effect("s18m20_sacrifice_created_at_end_step", place=" ".join(str(t) for t in ref.children).lower())


setattr(_Build, "s18m20_sacrifice_created_at_end_step", _s18m20_sacrifice_created_at_end_step)  # noqa: B010


def _s18m20_subject_first(self: _Build, c: list[Any]) -> Effect:
    """ "each player loses 1 life": the predicate's effect with that player as subject."""
    player = next(x for x in c if isinstance(x, Ref))
    return dataclasses.replace(next(x for x in c if isinstance(x, Effect)), subject=player)


def _s18m20_shared_subject(self: _Build, c: list[Any]) -> Sentence:
    """ "<player> <predicate> and / , then <predicate>": both effects with that player as subject, in order."""
    return _with_first_subject(c, "and")


setattr(_Build, "s18m20_subject_first", _s18m20_subject_first)  # noqa: B010 - s18-m20
setattr(_Build, "s18m20_shared_subject", _s18m20_shared_subject)  # noqa: B010 - s18-m20
setattr(_Build, "s18m20_milled_this_way_q", lambda self, c: Qualifier("s18m20_milled_this_way"))  # noqa: B010
# --- s18-m21 ---


def _s18m21_opponent_graveyard(self: _Build, c: list[Any]) -> Condition:
    """ "an opponent has eight or more cards in their graveyard": the condition with its number."""
    return Condition("s18m21_opponent_graveyard", number=WORD_NUMBERS[_text(c[0]).lower()])


setattr(_Build, "s18m21_opponent_graveyard", _s18m21_opponent_graveyard)  # noqa: B010 - s18-m21


def _s18m21_blocked_by_creature(self: _Build, c: list[Any]) -> Event:
    """ "~ [blocks or] becomes blocked by a creature": the event with `verb` "blocks_or" when it also names blocking."""
    blocks = any(isinstance(x, Tree) and x.data == "s18m21_blocks_or" for x in c)
    return Event("s18m21_blocked_by_creature", verb="blocks_or" if blocks else None)


setattr(_Build, "s18m21_blocked_by_creature", _s18m21_blocked_by_creature)  # noqa: B010 - s18-m21


def _s18m21_it_was_card(self: _Build, c: list[Any]) -> Condition:
    """ "it was a creature card": the condition with the card type."""
    card_type = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Condition("s18m21_it_was_card", noun=Noun("card", words=(card_type,)))


setattr(_Build, "s18m21_it_was_card", _s18m21_it_was_card)  # noqa: B010 - s18-m21


def _s18m21_discard_up_to_draw(self: _Build, c: list[Any]) -> Effect:
    """ "discard up to two cards, then draw that many cards": one effect with the most cards discarded."""
    return Effect("s18m21_discard_up_to_draw", amount=Amount(WORD_NUMBERS[_text(c[0]).lower()]))


setattr(_Build, "s18m21_discard_up_to_draw", _s18m21_discard_up_to_draw)  # noqa: B010 - s18-m21


def _s18m21_tap_or_untap(self: _Build, c: list[Any]) -> Effect:
    """ "you may tap or untap target creature": one effect on the object (its "you may" is its "neither" choice)."""
    return Effect("s18m21_tap_or_untap", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s18m21_tap_or_untap", _s18m21_tap_or_untap)  # noqa: B010 - s18-m21


def _s18m21_destroy_attached(self: _Build, c: list[Any]) -> Effect:
    """ "destroy all Equipment attached to that creature": the subtype as written."""
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Effect("s18m21_destroy_attached", place=subtype)


setattr(_Build, "s18m21_destroy_attached", _s18m21_destroy_attached)  # noqa: B010 - s18-m21


@dataclass(frozen=True)
class S18M21DamageMultiply(Static):
    """s18-m21: "If <source> would deal damage to a permanent or player, it deals double [triple] that damage to that
    permanent or player instead." (CR 614.1a): `source` None for "a source you control", else the noun phrase."""

    source: Noun | None = None
    times: int = 2
    self_combat_to_player: bool = False  # "If ~ would deal combat damage to a player, it deals double that damage ..."


def _s18m21_damage_multiply(self: _Build, c: list[Any]) -> S18M21DamageMultiply:
    source = next((x for x in c if isinstance(x, Noun)), None)
    word = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s18m21_times")
    return S18M21DamageMultiply("s18m21_damage_multiply", Ref("self"), source=source, times=2 if word == "double" else 3)


setattr(_Build, "s18m21_damage_multiply", _s18m21_damage_multiply)  # noqa: B010 - s18-m21


def _s18m21_remove_counters(self: _Build, c: list[Any]) -> Effect:
    """ "remove two loyalty counters from each planeswalker": the amount, the kind of counter, the object."""
    amount = next(x for x in c if isinstance(x, Amount))
    obj = next(x for x in c if isinstance(x, Ref))
    kinds = [x for x in c if not isinstance(x, Amount | Ref) and not (isinstance(x, Tree) and x.data == "counter_word")]
    kind = kinds[0]
    counter = str(kind) if isinstance(kind, Token) else str(kind.data) if isinstance(kind, Tree) else str(kind)
    return Effect("s18m21_remove_counters", obj=obj, amount=amount, counter=counter)


setattr(_Build, "s18m21_remove_counters", _s18m21_remove_counters)  # noqa: B010 - s18-m21


def _s18m21_subtype_source(self: _Build, c: list[Any]) -> Noun:
    """ "a Giant source you control": the subtype, as the noun "s18m21_subtype_source" (no card type)."""
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Noun("s18m21_subtype_source", words=(subtype,))


setattr(_Build, "s18m21_subtype_source", _s18m21_subtype_source)  # noqa: B010 - s18-m21


def _s18m21_self_combat_damage_multiply(self: _Build, c: list[Any]) -> S18M21DamageMultiply:
    word = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s18m21_times")
    return S18M21DamageMultiply("s18m21_damage_multiply", Ref("self"), times=2 if word == "double" else 3,
                                self_combat_to_player=True)


setattr(_Build, "s18m21_self_combat_damage_multiply", _s18m21_self_combat_damage_multiply)  # noqa: B010 - s18-m21
# --- s18-neoa ---


def _s18neoa_batch_combat_damage_event(self: _Build, c: list[Any]) -> Event:
    """ "one or more <creatures> deal combat damage to a player" (CR 510.2, 603.2c): the event
    "s18neoa_batch_combat_damage" with the noun of the creatures."""
    return Event("s18neoa_batch_combat_damage", noun=next(x for x in c if isinstance(x, Noun)))


def _s18neoa_subtypes_typed_card(self: _Build, c: list[Any]) -> Noun:
    """ "Ninja or Rogue creature card [from your graveyard]" (CR 205.3): a card of the type with one of
    the listed subtypes, a "type_card" noun with the qualifier ("with_subtype", "Ninja_or_Rogue")."""
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "s14_mana_one_of_subtypes")
    typed = next(x for x in c if isinstance(x, Tree) and x.data == "type_word")
    card = next(x for x in c if isinstance(x, Tree) and x.data == "card_word")
    qualifiers = (Qualifier("with_subtype", "_or_".join(_words(listed))), *(q for q in c if isinstance(q, Qualifier)))
    return Noun("type_card", qualifiers, (*_words(typed), *_words(card)))


def _s18neoa_subtypes_creatures(self: _Build, c: list[Any]) -> Noun:
    """ "Ninja or Rogue creatures [you control]" (CR 205.3): creatures with one of the listed subtypes, a
    "plural" noun ("creatures") with the qualifier ("with_subtype", "Ninja_or_Rogue")."""
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "s14_mana_one_of_subtypes")
    qualifiers = (Qualifier("with_subtype", "_or_".join(_words(listed))), *(q for q in c if isinstance(q, Qualifier)))
    return Noun("plural", qualifiers, ("creatures",))


setattr(_Build, "s18neoa_batch_combat_damage_event", _s18neoa_batch_combat_damage_event)  # noqa: B010 - s18-neoa
setattr(_Build, "s18neoa_subtypes_typed_card", _s18neoa_subtypes_typed_card)  # noqa: B010 - s18-neoa
setattr(_Build, "s18neoa_subtypes_creatures", _s18neoa_subtypes_creatures)  # noqa: B010 - s18-neoa


def _s18neoa_sacrificed_amount(self: _Build, c: list[Any]) -> str:
    """ "the sacrificed permanent's mana value" / "the sacrificed creature's toughness" (CR 601.2h, 608.2h):
    "sacrificed_mana_value:<noun>" / "sacrificed_toughness:<noun>", the noun ("permanent") checked by the
    lowering against the spell's additional cost."""
    noun = _text(c[0]).removesuffix("'s")
    stat = "mana_value" if _text(c[1]) == "mana value" else "toughness"
    return f"sacrificed_{stat}:{noun}"


setattr(_Build, "s18neoa_sacrificed_amount", _s18neoa_sacrificed_amount)  # noqa: B010 - s18-neoa


def _s18neoa_creature_or_subtype_card(self: _Build, c: list[Any]) -> Noun:
    """ "creature or Vehicle card [from your graveyard]" (CR 205.3): a card that is a creature card or has the
    subtype, the qualifier ("creature_or_subtype", "Vehicle") of a "card" noun."""
    either = next(x for x in c if isinstance(x, Tree) and x.data == "r2neoa_creature_or_subtype")
    subtype = next(str(x) for x in either.children if isinstance(x, Token) and x.type == "SUBTYPE")
    qualifiers = (Qualifier("creature_or_subtype", subtype), *(q for q in c if isinstance(q, Qualifier)))
    return Noun("card", qualifiers, ("card",))


setattr(_Build, "s18neoa_creature_or_subtype_card", _s18neoa_creature_or_subtype_card)  # noqa: B010 - s18-neoa


@dataclass(frozen=True)
class S18neoaTwoCostReductions:
    """ "~ costs {1} less to cast if <condition> and {1} less to cast if <condition>." (CR 601.2f): two
    reductions of the spell's own cost, each on its own condition."""

    parts: tuple[CostReduction, CostReduction]


def _s18neoa_two_cost_reductions(self: _Build, c: list[Any]) -> S18neoaTwoCostReductions:
    manas = [str(x) for x in c if isinstance(x, Token) and x.type == "MANA"]
    conditions = [x for x in c if isinstance(x, Condition)]
    return S18neoaTwoCostReductions((CostReduction("self", manas[0], condition=conditions[0]),
                                     CostReduction("self", manas[1], condition=conditions[1])))


setattr(_Build, "s18neoa_two_cost_reductions", _s18neoa_two_cost_reductions)  # noqa: B010 - s18-neoa


def _s18neoa_loyalty_as_instant(self: _Build, c: list[Any]) -> Static:
    """ "As long as ~ entered the battlefield this turn, you may activate her loyalty abilities any time you
    could cast an instant." (CR 606.3, 117.1a): the Static "s18neoa_loyalty_as_instant"."""
    return Static("s18neoa_loyalty_as_instant", Ref("self"))


setattr(_Build, "s18neoa_loyalty_as_instant", _s18neoa_loyalty_as_instant)  # noqa: B010 - s18-neoa


def _s18neoa_that_subtype(self: _Build, c: list[Any]) -> Ref:
    """ "that Vehicle": Ref("that") with a "subtype" noun (read only where a trigger event names a permanent
    of that subtype)."""
    return Ref("that", Noun("subtype", (), (str(c[0]),)))


setattr(_Build, "s18neoa_that_subtype", _s18neoa_that_subtype)  # noqa: B010 - s18-neoa
# --- s18-quoted (docs/oracle-s18-quoted.md) ---


@dataclass(frozen=True)
class S18QuotedToken(Token_):
    """s18-quoted: a token described in text with a quoted ability ('... Pest creature token with "When ~ dies, you
    gain 1 life."', CR 111.4, 113.1a): `quoted`, the quoted ability's tree, read as a permanent's line."""

    quoted: Any = None


@dataclass(frozen=True)
class S18Quote:
    """s18-quoted: a quoted ability's tree (a Triggered, Activated or Static line) inside a line."""

    ability: Any


def _s18quoted_token_desc(self: _Build, c: list[Any]) -> Token_:
    quote = next(x for x in c if isinstance(x, S18Quote))
    base = self.token_desc([x for x in c if not isinstance(x, S18Quote)])
    return S18QuotedToken(base.stats, base.colors, base.subtypes, base.types, base.keywords, quoted=quote.ability)


setattr(_Build, "s18quoted_token_desc", _s18quoted_token_desc)  # noqa: B010 - s18-quoted
setattr(_Build, "s18quoted_quote", lambda self, c: S18Quote(c[0]))  # noqa: B010 - s18-quoted
setattr(_Build, "s18quoted_token_sentence", lambda self, c: Sentence((c[0],)))  # noqa: B010 - s18-quoted


@dataclass(frozen=True)
class S18GrantEffect(Effect):
    """s18-quoted: "Until end of turn, <object> [gets +2/+0 and] gains [lifelink and] "<ability>"" (CR 613.1f, 611.2a):
    the verb "s18quoted_grant_eot" with `obj`, `pt`, `keywords` and the quoted ability's tree (`quoted`)."""

    quoted: Any = None


def _s18quoted_eot_grant(self: _Build, c: list[Any]) -> Sentence:
    obj = next(x for x in c if isinstance(x, Ref))
    pt = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    keywords = next((x for x in c if isinstance(x, tuple) and x), ())
    quote = next(x for x in c if isinstance(x, S18Quote))
    effect = S18GrantEffect("s18quoted_grant_eot", obj=obj, pt=pt, keywords=keywords, duration="end_of_turn",
                            quoted=quote.ability)
    return Sentence((effect,))


def _s18quoted_return_died(self: _Build, c: list[Any]) -> Effect:
    tapped = any(isinstance(x, Tree) and x.data == "s18quoted_tapped" for x in c)
    counter = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    return Effect("s18quoted_return_died", place="tapped" if tapped else None, counter=counter)


setattr(_Build, "s18quoted_eot_grant", _s18quoted_eot_grant)  # noqa: B010 - s18-quoted
setattr(_Build, "s18quoted_return_died", _s18quoted_return_died)  # noqa: B010 - s18-quoted
setattr(_Build, "s18quoted_with_counter", lambda self, c: next(x for x in c if isinstance(x, Token)))  # noqa: B010
setattr(_Build, "s18quoted_and_create",  # noqa: B010 - s18-quoted: "<clause> and you create <a token with "...">"
        lambda self, c: Sentence(tuple(x for x in c if isinstance(x, Effect)), "and"))


# --- s19-granted (docs/oracle-s19-granted.md) ---


@dataclass(frozen=True)
class S19GrantedActivated(GrantedStatic):
    """s19-granted: 'Equipped creature [gets +1/+1 and] has [vigilance and] "<activated ability>"' (`group` None) or
    'Creatures you control with vigilance have "<activated ability>"' (`group` the subject): the pump and keywords
    (`pt`, `keywords`) and the quoted ability's tree (`quoted`)."""

    group: Ref | None = None
    if_type: str | None = None  # "As long as enchanted permanent is a creature [a land], it has ..."


def _s19granted(c: list[Any], group: Ref | None, if_type: str | None = None) -> S19GrantedActivated:
    pt = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    keywords = next((x for x in c if isinstance(x, tuple) and x), ())
    quoted = next(x for x in c if isinstance(x, Activated))
    return S19GrantedActivated("s19granted_activated", pt=pt, keywords=keywords, quoted=quoted, group=group,
                               if_type=if_type)


def _s19granted_each(self: _Build, c: list[Any]) -> S19GrantedActivated:
    noun = next(x for x in c if isinstance(x, Noun))
    return _s19granted(c, Ref("each", noun))


setattr(_Build, "s19granted_quote", lambda self, c: next(x for x in c if isinstance(x, Activated)))  # noqa: B010
setattr(_Build, "s19granted_attached", lambda self, c: _s19granted(c, None))  # noqa: B010
setattr(_Build, "s19granted_group", lambda self, c: _s19granted(  # noqa: B010
    c, next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s19granted_each", _s19granted_each)  # noqa: B010
setattr(_Build, "s19granted_if_creature", lambda self, c: _s19granted(c, None, "creature"))  # noqa: B010
setattr(_Build, "s19granted_if_land", lambda self, c: _s19granted(c, None, "land"))  # noqa: B010
# --- s19-impulse ---


def _s19impulse_play_free(self: _Build, c: list[Any]) -> Sentence:
    """ "You may play them this turn without paying their mana costs." (CR 118.9): the permission's verb
    "s19impulse_play_free" (lowering joins it to the exile before it, as s12-impulse's `play_permission`)."""
    duration = _TRAILING_PLAY_DURATIONS[_text(c[1]).lower()]
    return Sentence((Effect("s19impulse_play_free", duration=duration, place=_text(c[0]).lower()),))


setattr(_Build, "s19impulse_play_free", _s19impulse_play_free)  # noqa: B010 - s19-impulse
setattr(_Build, "s19impulse_cast_exiled_with",  # noqa: B010 - "You may cast spells from among cards exiled with ~."
        lambda self, c: Static("s19impulse_cast_exiled_with", Ref("player", player="you")))


def _s19impulse_cast_nonland(self: _Build, c: list[Any]) -> Sentence:
    """ "If it's a nonland card, you may cast that card this turn." (CR 601.2a; a land is not cast, 305.1)."""
    duration = _TRAILING_PLAY_DURATIONS[_text(c[1]).lower()]
    return Sentence((Effect("s19impulse_cast_nonland", duration=duration, place=_text(c[0]).lower()),))


setattr(_Build, "s19impulse_cast_nonland", _s19impulse_cast_nonland)  # noqa: B010 - s19-impulse
setattr(_Build, "s19impulse_choose_one",  # noqa: B010 - s19-impulse: "Choose one of them." (CR 608.2d)
        lambda self, c: Sentence((Effect("s19impulse_choose_one"),)))
# --- s19-venture ---
# Dungeons (CR 309, 701.49; docs/oracle-s19-venture.md)
setattr(_Build, "s19venture_venture", lambda self, c: Effect("s19venture_venture"))  # noqa: B010 - "Venture into the dungeon."
setattr(_Build, "s19venture_you_complete_dungeon",  # noqa: B010 - "Whenever you complete a dungeon" (CR 309.7)
        lambda self, c: Event("you_complete_dungeon"))
setattr(_Build, "s19venture_completed_dungeon",  # noqa: B010 - "you've completed a dungeon" (CR 309.7)
        lambda self, c: Condition("s19venture_completed_dungeon"))
setattr(_Build, "s19venture_room_triggers_additional",  # noqa: B010 - Hama Pashar (CR 603.2d, 309.4c)
        lambda self, c: Static("s19venture_room_triggers_additional", Ref("self")))
# --- s19-neoa (docs/oracle-s19-neoa.md) ---
# "an X/X green Spirit creature token" (CR 111.3): read as token_desc reads "a 2/2 ... token", its stats "X/X"
setattr(_Build, "s19neoa_x_token_desc", lambda self, c: self.token_desc(c))  # noqa: B010 - s19-neoa
# "If a creature would die this turn, exile it instead." (CR 614.1a): one effect, the replacement for the turn
setattr(_Build, "s19neoa_creatures_exiled_instead",  # noqa: B010 - s19-neoa
        lambda self, c: Sentence((Effect("creatures_exiled_if_they_would_die"),)))


def _s19neoa_attached_counter_pump(self: _Build, c: list[Any]) -> Static:
    """ "Equipped creature gets +1/+1 for each +1/+1 counter on ~ [and has vigilance]." (CR 613.4c, 122.1): the
    Static "s19neoa_attached_counter_pump", its counter kind in `counter`."""
    noun = next(x for x in c if isinstance(x, Tree) and x.data == "s19neoa_attached_noun")
    subject = Ref("equipped_creature" if _text(noun).lower().startswith("equipped") else "enchanted_creature")
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    counter = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s19neoa_counter_name"))
    keywords = next((x for x in c if isinstance(x, tuple)), ())
    return Static("s19neoa_attached_counter_pump", subject, pt=pt, keywords=keywords, counter=counter)


setattr(_Build, "s19neoa_attached_counter_pump", _s19neoa_attached_counter_pump)  # noqa: B010 - s19-neoa


# "it was a permanent card" (CR 110.4b: artifact, battle, creature, enchantment, land, planeswalker): s18-m21's
# condition with the spec of the six permanent card types
S19NEOA_PERMANENT_CARD = "artifact_or_battle_or_creature_or_enchantment_or_land_or_planeswalker"
setattr(_Build, "s19neoa_it_was_permanent_card",  # noqa: B010 - s19-neoa
        lambda self, c: Condition("s18m21_it_was_card", noun=Noun("card", words=(S19NEOA_PERMANENT_CARD,))))
# --- s19-m20 ---


def _s19m20_that_creature_was(self: _Build, c: list[Any]) -> Condition:
    """ "that creature was an Elemental": the condition on the creature the trigger event named, as it last existed."""
    return Condition("s19m20_that_creature_was", noun=c[-1])


setattr(_Build, "s19m20_that_creature_was", _s19m20_that_creature_was)  # noqa: B010 - s19-m20


def _s19m20_batch_attack_event(self: _Build, c: list[Any]) -> Event:
    """ "one or more creatures you control attack" (CR 508.3d): the event "s19m20_batch_attack" with the noun."""
    return Event("s19m20_batch_attack", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "s19m20_batch_attack_event", _s19m20_batch_attack_event)  # noqa: B010 - s19-m20

setattr(_Build, "s19m20_enchanted_dies_event",  # noqa: B010 - s19-m20: "enchanted creature dies"
        lambda self, c: Event("s19m20_enchanted_dies"))


def _s19m20_return_that_card(self: _Build, c: list[Any]) -> Effect:
    """ "return that card to the battlefield [tapped] under your [its owner's] control [with a +1/+1 counter on it]":
    `place` "tapped" or None, `subject` the player whose control ("you" / "owner"), `counter` the counter's P/T."""
    tapped = any(isinstance(x, Tree) and x.data == "s18quoted_tapped" for x in c)
    whose = next(" ".join(_words(x)) for x in c if isinstance(x, Tree) and x.data == "s19m20_whose")
    counter = next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)
    return Effect("s19m20_return_that_card", subject=Ref("player", player="you" if whose == "your" else "owner"),
                  place="tapped" if tapped else None, counter=counter)


setattr(_Build, "s19m20_return_that_card", _s19m20_return_that_card)  # noqa: B010 - s19-m20



def _s19m20_control_not_owned(self: _Build, c: list[Any]) -> Condition:
    """ "you control three or more permanents you don't own": `you_control_count` of the permanents you control with
    the qualifier "s19m20_controlled_not_owned"."""
    noun = Noun("plural", (Qualifier("s19m20_controlled_not_owned"),), ("permanents",))
    return Condition("you_control_count", noun=noun, number=WORD_NUMBERS[_text(c[0]).lower()])


setattr(_Build, "s19m20_control_not_owned", _s19m20_control_not_owned)  # noqa: B010 - s19-m20

setattr(_Build, "s19m20_return_to_hand_at_end_step",  # noqa: B010 - s19-m20: a delayed return of the dead creature's card
        lambda self, c: Effect("s19m20_return_to_hand_at_end_step"))

setattr(_Build, "s19m20_return_with_auras",  # noqa: B010 - s19-m20: "return <object> and each Aura attached to it"
        lambda self, c: Effect("s19m20_return_with_auras", obj=next(x for x in c if isinstance(x, Ref)),
                               place=next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")))
# --- s19-m21 ---


@dataclass(frozen=True)
class S19M21FlipCoin(Effect):
    """s19-m21: "Flip a coin. If you win the flip, <won>. [If you lose the flip, <lost>.]" (CR 705.1)."""

    won: Effect | None = None
    lost: Effect | None = None


def _s19m21_flip_coin(self: _Build, c: list[Any]) -> Sentence:
    won = next(x for x in c if isinstance(x, Effect))
    lost_tree = next((x for x in c if isinstance(x, Tree) and x.data == "s19m21_lose_flip"), None)
    lost = next((x for x in lost_tree.children if isinstance(x, Effect)), None) if lost_tree is not None else None
    return Sentence((S19M21FlipCoin("s19m21_flip_coin", won=won, lost=lost),))


setattr(_Build, "s19m21_flip_coin", _s19m21_flip_coin)  # noqa: B010 - s19-m21


def _s19m21_only_if_and_sorcery(self: _Build, c: list[Any]) -> tuple[str, str]:
    """ "Activate only if <condition> and only as a sorcery." (CR 602.5b, 602.5d): the two restrictions."""
    restriction = OnlyIfRestriction("activate_only_if")
    restriction.condition = next(x for x in c if isinstance(x, Condition))
    return (restriction, "sorcery_speed")


setattr(_Build, "s19m21_only_if_and_sorcery", _s19m21_only_if_and_sorcery)  # noqa: B010 - s19-m21
setattr(_Build, "s19m21_life_above_starting",  # noqa: B010 - s19-m21 (CR 103.4)
        lambda self, c: Condition("s19m21_life_above_starting", number=int(str(c[0]))))
setattr(_Build, "s19m21_in_their_graveyard_q",  # noqa: B010 - s19-m21 (CR 404.1)
        lambda self, c: Qualifier("s19m21_in_their_graveyard"))


def _s19m21_counters_put_on(self: _Build, c: list[Any]) -> Event:
    """ "Whenever one or more +1/+1 counters are put on another <permanent>" (CR 122.6, 603.2)."""
    article = next(x for x in c if isinstance(x, Tree) and x.data == "s19m21_on_article")
    another = _text(article.children[0]).lower() == "another"
    kind = next(x for x in c if isinstance(x, Token) and x.type == "PT") if any(
        isinstance(x, Token) and x.type == "PT" for x in c) else None
    return Event("s19m21_counters_put_on", verb="another" if another else None,
                 noun=next(x for x in c if isinstance(x, Noun)), counter=str(kind) if kind is not None else None)


setattr(_Build, "s19m21_counters_put_on", _s19m21_counters_put_on)  # noqa: B010 - s19-m21


def _s19m21_becomes_in_addition(self: _Build, c: list[Any], *, may: bool = False) -> AfrBecomesCreatureLand:
    """ "~ becomes a 3/3 Sphinx creature with flying in addition to its other types until end of turn." (CR 205.1b)."""
    inner = next(x for x in c if isinstance(x, Tree) and x.data == "s19m21_creature_in_addition")
    core = _afr_becomes_creature(self, [c[0], *inner.children])
    return dataclasses.replace(core, joined_by="may" if may else "and")


setattr(_Build, "s19m21_becomes_in_addition", _s19m21_becomes_in_addition)  # noqa: B010 - s19-m21
setattr(_Build, "s19m21_may_become_in_addition",  # noqa: B010 - s19-m21: "you may have ~ become ..."
        lambda self, c: _s19m21_becomes_in_addition(self, c, may=True))


def _s19m21_reveal_top_draw(self: _Build, c: list[Any]) -> Sentence:
    """ "[<clause>, then] reveal the top card of your library. If it's a creature or land card, draw a card."."""
    types = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    reveal = Effect("s19m21_reveal_top_draw", keywords=types)
    return Sentence((*(x for x in c if isinstance(x, Effect)), reveal), "then")


setattr(_Build, "s19m21_reveal_top_draw", _s19m21_reveal_top_draw)  # noqa: B010 - s19-m21
# --- s19-neob ---


def _s19neob_becomes(self: _Build, c: list[Any]) -> Effect:
    """ "<object> becomes a 4/4 green Bear artifact creature [with base power and toughness 4/5] [and gains flying]
    [until end of turn]" (CR 205.1b, 613.1d-f, 613.4b): the verb "s19neob_becomes_artifact_creature" with `obj`, the
    description in `token` (its stats, "" for none; colors; subtypes; the types artifact and creature; keywords) and
    `duration`."""
    obj = next(x for x in c if isinstance(x, Ref))
    stats = next((str(x.children[0]) for x in c if isinstance(x, Tree) and x.data == "s19neob_stats"), "")
    colors_tree = next((x for x in c if isinstance(x, Tree) and x.data in ("color_words", "colorless_token")), None)
    colors = () if colors_tree is None else tuple(w.lower() for w in _words(colors_tree) if w.lower() != "and")
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    gained = next((x.children[0] for x in c if isinstance(x, Tree) and x.data == "s19neob_and_gains"), ())
    keywords = tuple(str(keyword) for keyword in gained) if isinstance(gained, tuple) else ()
    duration = next((x for x in c if isinstance(x, str) and x in ("end_of_turn", "this_turn", "until_your_next_turn")),
                    None)
    description = Token_(stats, colors, subtypes, ("artifact", "creature"), keywords)
    return Effect("s19neob_becomes_artifact_creature", obj=obj, token=description, duration=duration)


def _s19neob_becomes_vehicle_creature(self: _Build, c: list[Any]) -> Effect:
    effect = _s19neob_becomes(self, c)
    return dataclasses.replace(effect, verb="s19neob_becomes_vehicle_creature")


def _s19neob_and_gains(self: _Build, c: list[Any]) -> Tree[Any]:
    return Tree("s19neob_and_gains", [next(x for x in c if isinstance(x, tuple))])


setattr(_Build, "s19neob_becomes_artifact_creature", _s19neob_becomes)  # noqa: B010 - s19-neob
setattr(_Build, "s19neob_becomes_vehicle_creature", _s19neob_becomes_vehicle_creature)  # noqa: B010 - s19-neob
setattr(_Build, "s19neob_and_gains", _s19neob_and_gains)  # noqa: B010 - s19-neob
setattr(_Build, "s19neob_self_crewed", lambda self, c: Event("s19neob_self_crewed"))  # noqa: B010 - s19-neob


@dataclass(frozen=True)
class S19neobExileReduction:
    """s19-neob: "As an additional cost to cast ~, you may exile any number of <color> cards from your hand. ~ costs
    {2} less to cast for each card exiled this way." (CR 118.8, 601.2f): the color word and the mana symbol."""

    color: str
    mana: str


def _s19neob_exile_for_reduction(self: _Build, c: list[Any]) -> S19neobExileReduction:
    color = next(w for x in c if isinstance(x, Tree) and x.data == "color" for w in _words(x))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S19neobExileReduction(color.lower(), mana)


setattr(_Build, "s19neob_exile_for_reduction", _s19neob_exile_for_reduction)  # noqa: B010 - s19-neob
setattr(_Build, "s19neob_additional_cost", lambda self, c: c[0])  # noqa: B010 - s19-neob
setattr(_Build, "s19neob_lore", lambda self, c: Tree("lore", []))  # noqa: B010 - s19-neob: the counter kind "lore"


def _s19neob_spend_only_subtypes(self: _Build, c: list[Any]) -> str:
    """ "Spend this mana only to cast a Pilot or Vehicle spell." -> "s19neob_spend_only_subtypes:Pilot|Vehicle"."""
    return "s19neob_spend_only_subtypes:" + "|".join(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")


setattr(_Build, "s19neob_spend_only_subtypes", _s19neob_spend_only_subtypes)  # noqa: B010 - s19-neob


# --- s20-neob ---
# (docs/oracle-s20-neob.md)
# "Then put two +1/+1 counters on that permanent if you control an artifact and an enchantment." (CR 608.2c): the
# ConditionalSentence of trailing_conditional_sentence with `then`
setattr(_Build, "s20neob_then_trailing_conditional", _conditional(then=True, trailing=True))  # noqa: B010


def _s20neob_if_you_do_unless(self: _Build, c: list[Any]) -> Body:
    """ "you may <effect>. If you do, <effects> unless <condition>. [<sentences>]": the Body of `if_you_do` whose
    first later sentence is a RiderSentence with `negated` (as "<effects> unless <condition>." is read)."""
    optional: Effect = c[0]
    inner: Sentence = c[1]
    condition: Condition = c[2]
    rider = RiderSentence(inner.effects, inner.joined_by, then=False, condition=condition, negated=True)
    rest = [x for x in c[3:] if isinstance(x, Sentence)]
    return Body((rider, *rest), optional=optional)


setattr(_Build, "s20neob_if_you_do_unless", _s20neob_if_you_do_unless)  # noqa: B010
setattr(_Build, "s20neob_self_entered", lambda self, c: Condition("s20neob_self_entered"))  # noqa: B010


def _s20neob_other_subtypes_creatures_group(self: _Build, c: list[Any]) -> Ref:
    """ "Other Ninja and Rogue creatures you control": a group Ref whose Noun has the head "s20neob_subtypes_creatures"
    and the subtypes (singular, as written) as its words."""
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "s20neob_subtypes_creatures")
    subtypes = tuple(str(token) for token in listed.children if isinstance(token, Token) and token.type == "SUBTYPE")
    qualifiers = tuple(q for q in c if isinstance(q, Qualifier))
    return Ref("group", Noun("s20neob_subtypes_creatures", qualifiers, subtypes), other=True)


def _s20neob_ninjutsu_cost_reduction(self: _Build, c: list[Any]) -> Static:
    """ "Ninjutsu abilities you activate cost {1} less to activate.": the generic amount in `amount`."""
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Static("s20neob_ninjutsu_cost_reduction", Ref("player", player="you"), pt=mana)


setattr(_Build, "s20neob_other_subtypes_creatures_group", _s20neob_other_subtypes_creatures_group)  # noqa: B010
setattr(_Build, "s20neob_ninjutsu_cost_reduction", _s20neob_ninjutsu_cost_reduction)  # noqa: B010


def _s20neob_it_is_creature_kinds(self: _Build, c: list[Any]) -> Condition:
    """ "it's an enchantment creature or legendary creature": the condition `s20neob_it_is_kinds` whose noun's words are
    the kinds ("enchantment", "legendary")."""
    kinds = tuple(str(token) for x in c if isinstance(x, Tree) and x.data == "s20neob_creature_kind"
                  for token in x.children)
    return Condition("s20neob_it_is_kinds", noun=Noun("creature", (), kinds))


setattr(_Build, "s20neob_it_is_creature_kinds", _s20neob_it_is_creature_kinds)  # noqa: B010


def _s20neob_enchanted_permanent_loses_all(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted permanent loses all abilities [and doesn't untap during its controller's untap step]."."""
    untaps = any(isinstance(x, Tree) and x.data == "s20neob_and_doesnt_untap" for x in c)
    kind = "s20neob_loses_all_doesnt_untap" if untaps else "s20neob_loses_all"
    return Static(kind, Ref("enchanted_creature"))


def _s20neob_unattach_if_equipment(self: _Build, c: list[Any]) -> Sentence:
    """ "If it's an Equipment, unattach it.": one Effect with the verb "s20neob_unattach" and the subtype in `place`."""
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Sentence((Effect("s20neob_unattach", obj=Ref("it"), place=subtype),))


setattr(_Build, "s20neob_enchanted_permanent_loses_all", _s20neob_enchanted_permanent_loses_all)  # noqa: B010
setattr(_Build, "s20neob_unattach_if_equipment", _s20neob_unattach_if_equipment)  # noqa: B010
# s20neob_enchanted_permanent: merged into the `object` alternative "enchanted" "permanent" -> enchanted_creature (s20-neoa)
# --- s20-combat (docs/oracle-s20-combat.md) ------------------------------------------------------


def _s20combat_static(kind: str) -> Any:
    """A builder of an s20-combat static line: `Static(kind)` naming what it applies to (its subject, or for
    "All creatures able to block <object> do so" the object), with the pump of "gets +0/+2 and assigns ..."."""

    def build(self: _Build, c: list[Any]) -> Static:
        pt = next((str(x) for x in c[1:] if isinstance(x, Token) and x.type == "PT"), None)
        return Static(kind, c[0], pt=pt)

    return build


for _s20combat_name in ("toughness_damage", "pump_toughness_damage", "toughness_damage_despite_defender", "lure",
                        "must_be_blocked", "blocks_each_combat", "attacks_or_blocks_each_combat", "additional_block"):
    setattr(_Build, "s20combat_" + _s20combat_name, _s20combat_static("s20combat_" + _s20combat_name))


def _s20combat_requirement(verb: str) -> Any:
    """ "<object> blocks [~] this turn if able" / "all creatures able to block <object> this turn do so": the Effect
    `verb` on that object (CR 509.1c)."""

    def build(self: _Build, c: list[Any]) -> Effect:
        return Effect(verb, obj=next(x for x in c if isinstance(x, Ref)), duration="this_turn")

    return build


for _s20combat_verb in ("blocks_this_turn", "blocks_self_this_turn", "lure_this_turn"):
    setattr(_Build, "s20combat_" + _s20combat_verb, _s20combat_requirement("s20combat_" + _s20combat_verb))


def _s20combat_pump_must_be_blocked(self: _Build, c: list[Any]) -> Sentence:
    """ "Target creature gets +5/+5 until end of turn and must be blocked this turn if able.": the pump, then the
    requirement on the same creature ("it", CR 608.2c)."""
    pump = self.pump(c)
    return Sentence((pump, Effect("s20combat_must_be_blocked_this_turn", obj=Ref("it"), duration="this_turn")), "and")


setattr(_Build, "s20combat_pump_must_be_blocked", _s20combat_pump_must_be_blocked)  # noqa: B010 - s20-combat


setattr(_Build, "s20combat_toughness_damage_if_greater",  # noqa: B010 - s20-combat (Ancient Lumberknot)
        lambda self, c: Static("s20combat_toughness_damage_if_greater", Ref("self")))
setattr(_Build, "s20combat_toughness_damage_if_keyword",  # noqa: B010 - s20-combat (Solid Footing)
        lambda self, c: Static("s20combat_toughness_damage_if_keyword", Ref("enchanted_creature"),
                               keywords=tuple(x for x in c if isinstance(x, str))))
# --- s20-m21 ---
setattr(_Build, "s20m21_equipped_dies_event",  # noqa: B010 - s20-m21: "equipped creature dies"
        lambda self, c: Event("s20m21_equipped_dies"))
setattr(_Build, "s20m21_soul", lambda self, c: Tree("soul", []))  # noqa: B010 - s20-m21: the counter kind "soul"


def _s20m21_rounding(c: list[Any]) -> str:
    return _text(next(x for x in c if isinstance(x, Tree) and x.data == "s20m21_rounding")).lower()


def _s20m21_half_draw_lose(self: _Build, c: list[Any]) -> Sentence:
    """ "<player> draws cards equal to half the number of cards in their library and loses half their life. Round
    up [down] each time.": two effects, the second sharing the first's player (no subject of its own)."""
    player = next(x for x in c if isinstance(x, Ref))
    rounding = _s20m21_rounding(c)
    return Sentence((Effect("s20m21_draw_half_library", subject=player, place=rounding),
                     Effect("s20m21_lose_half_life", place=rounding, may=False, keywords=("shared",))))


setattr(_Build, "s20m21_half_draw_lose", _s20m21_half_draw_lose)  # noqa: B010 - s20-m21
setattr(_Build, "s20m21_lose_half_life",  # noqa: B010 - s20-m21: "<player> loses half their life, rounded up"
        lambda self, c: Effect("s20m21_lose_half_life", subject=next(x for x in c if isinstance(x, Ref)),
                               place=_s20m21_rounding(c)))
setattr(_Build, "s20m21_greatest_power_pump",  # noqa: B010 - s20-m21: "~ gets +X/+0, where X is the greatest power ..."
        lambda self, c: Static("s20m21_greatest_power_pump", Ref("self"),
                               pt=next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")))


def _s20m21_sacrifice_or_discard(self: _Build, c: list[Any]) -> Effect:
    """ "sacrifice a creature or discard a creature card": the sacrifice, the card type to discard instead."""
    sacrificed: Effect = c[0]
    card_type = _text(next(x for x in c if isinstance(x, Tree) and x.data == "type_word")).lower()
    return dataclasses.replace(sacrificed, verb="s20m21_sacrifice_or_discard", keywords=(card_type,))


setattr(_Build, "s20m21_sacrifice_or_discard", _s20m21_sacrifice_or_discard)  # noqa: B010 - s20-m21
setattr(_Build, "s20m21_page", lambda self, c: Tree("page", []))  # noqa: B010 - s20-m21: the counter kind "page"


def _s20m21_put_counters_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Put a page counter on ~" as a cost."""
    kind = c[1]
    return Cost("s20m21_put_counters", amount=c[0], counter=str(kind) if isinstance(kind, Token) else kind.data)


setattr(_Build, "s20m21_put_counters_cost", _s20m21_put_counters_cost)  # noqa: B010 - s20-m21


@dataclass(frozen=True)
class S20M21CountersStateTrigger:
    """s20-m21: "When there are N or more <kind> counters on ~, exile it[. If you do, <effect>]." (CR 603.8)."""

    counter: str
    at_least: int
    if_done: Effect | None


def _s20m21_counters_state_trigger(self: _Build, c: list[Any]) -> S20M21CountersStateTrigger:
    word = next(x for x in c if isinstance(x, Tree) and x.data == "count_word")
    kind = next(x for x in c if (isinstance(x, Tree) and x.data not in ("count_word",)) or (
        isinstance(x, Token) and x.type == "PT"))
    counter = str(kind) if isinstance(kind, Token) else kind.data
    if_done = next((x for x in c if isinstance(x, Effect)), None)
    return S20M21CountersStateTrigger(counter, WORD_NUMBERS[_text(word).lower()], if_done)


setattr(_Build, "s20m21_counters_state_trigger", _s20m21_counters_state_trigger)  # noqa: B010 - s20-m21
setattr(_Build, "s20m21_put_the_other",  # noqa: B010 - s20-m21: "put one of them into your hand and the other ..."
        lambda self, c: Effect("s20m21_put_the_other", amount=Amount(1), place="graveyard"))


def _s20m21_if_you_do_where_x(self: _Build, c: list[Any]) -> Body:
    """ "You may <draw X cards>, where X is the number of <permanents>. If you do, <sentences>": the optional action
    carries what X counts (its `spell`, marked by `place`); X standing for anything else is not read."""
    optional: Effect = c[0]
    x_is = c[1]
    rest = [x for x in c[2:] if isinstance(x, Sentence)]
    if not (isinstance(x_is, tuple) and x_is[0] == "number_of" and isinstance(x_is[1], Noun)):
        return Body(tuple(rest), optional=dataclasses.replace(optional, verb="s20m21_unread_where_x"))
    return Body(tuple(rest), optional=dataclasses.replace(optional, spell=x_is[1], place="s20m21_where_x"))


setattr(_Build, "s20m21_if_you_do_where_x", _s20m21_if_you_do_where_x)  # noqa: B010 - s20-m21
# --- s20-m20 ---


def _s20m20_spend_only_or_planeswalker(self: _Build, c: list[Any]) -> str:
    """ "Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell." ->
    "s20m20_spend_only_or_planeswalker:Elemental|Chandra" (the second a planeswalker type, checked in lowering)."""
    return "s20m20_spend_only_or_planeswalker:" + "|".join(
        str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")


setattr(_Build, "s20m20_spend_only_or_planeswalker", _s20m20_spend_only_or_planeswalker)  # noqa: B010 - s20-m20


def _s20m20_pump_additional_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "It gets an additional +2/+2 until end of turn for each card named ~ in your graveyard.": the pump with
    `amount.for_each` ("an additional": another such effect, on top of the ones before it)."""
    return dataclasses.replace(_r2m20_pump_for_each(self, c), verb="s20m20_pump_for_each")


setattr(_Build, "s20m20_pump_additional_for_each", _s20m20_pump_additional_for_each)  # noqa: B010 - s20-m20


@dataclass(frozen=True)
class S20m20DamageExcept(Effect):
    """s20-m20: "~ deals 2 damage to each creature except for creatures you control with flying." (the noun after
    "except for": the permanents left out)."""

    excepted: Noun | None = None


def _s20m20_damage_except(self: _Build, c: list[Any]) -> Effect:
    refs, amounts, _, _ = self._parts(c)
    excepted = [x for x in c if isinstance(x, Noun)][-1]
    return S20m20DamageExcept("s20m20_damage_except", subject=refs[0], obj=refs[1], amount=amounts[0], excepted=excepted)


setattr(_Build, "s20m20_damage_except", _s20m20_damage_except)  # noqa: B010 - s20-m20
setattr(_Build, "s20m20_one_spell_each_turn",  # noqa: B010 - s20-m20: "Each player can't cast more than one spell each turn."
        lambda self, c: Static("s20m20_one_spell_each_turn", Ref("player", player="each_player")))
setattr(_Build, "s20m20_spend_only_artifacts",  # noqa: B010 - s20-m20
        lambda self, c: "s20m20_spend_only_artifacts")  # "... to cast artifact spells or activate abilities of artifacts."


def _s20m20_life_total_toughness(self: _Build, c: list[Any]) -> Effect:
    """ "your life total become the total toughness of creatures you control" (after "you may have"): the player
    "you", and the permanents whose toughness is added as `obj` ("each <noun>")."""
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("s20m20_life_total_toughness", subject=Ref("player", player="you"), obj=Ref("each", noun=noun))


setattr(_Build, "s20m20_life_total_toughness", _s20m20_life_total_toughness)  # noqa: B010 - s20-m20
# --- s20-neoa ---


@dataclass(frozen=True)
class S20neoaTapOrPay(Cost):
    """s20-neoa: "tap an untapped artifact you control or pay {1}" (CR 601.2b, 701.26a): `card_type` the one card
    type, `mana` the payment."""

    card_type: str = ""


def _s20neoa_tap_or_pay(self: _Build, c: list[Any]) -> S20neoaTapOrPay:
    (card_type,) = (_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S20neoaTapOrPay("s20neoa_tap_or_pay", mana=mana, card_type=card_type)


setattr(_Build, "s20neoa_tap_or_pay", _s20neoa_tap_or_pay)  # noqa: B010 - s20-neoa


@dataclass(frozen=True)
class S20neoaAttachedBase:
    """s20-neoa: "<Equipped creature | As long as enchanted permanent is a creature, it> has base power and toughness
    5/5[, has menace, and is a black Demon in addition to its other colors and types]." (CR 613.4b, 613.1d-f):
    `stats` "5/5", `if_creature`, the `keywords` it has, the `color` and creature `subtype` it gains."""

    stats: str
    if_creature: bool = False
    keywords: tuple[str, ...] = ()
    color: str | None = None
    subtype: str | None = None


def _s20neoa_attached_base(self: _Build, c: list[Any]) -> S20neoaAttachedBase:
    stats = next(str(x) for x in c if isinstance(x, Token) and x.type == "STATS")
    if_creature = any(isinstance(x, Tree) and x.data == "s20neoa_if_creature" for x in c)
    rider = next((x for x in c if isinstance(x, S20neoaAttachedBase)), None)
    if rider is None:
        return S20neoaAttachedBase(stats, if_creature)
    return dataclasses.replace(rider, stats=stats, if_creature=if_creature)


def _s20neoa_base_rider(self: _Build, c: list[Any]) -> S20neoaAttachedBase:
    """The rider after the base power and toughness: its keywords, and the color and subtype it gains."""
    keywords = next(x for x in c if isinstance(x, tuple))
    color = next((str(x.children[0]) for x in c if isinstance(x, Tree) and x.data == "color"), None)
    subtype = next((str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"), None)
    return S20neoaAttachedBase("", keywords=keywords, color=color, subtype=subtype)


setattr(_Build, "s20neoa_attached_base", _s20neoa_attached_base)  # noqa: B010 - s20-neoa
setattr(_Build, "s20neoa_base_keywords", _s20neoa_base_rider)  # noqa: B010 - s20-neoa
setattr(_Build, "s20neoa_base_keywords_color", _s20neoa_base_rider)  # noqa: B010 - s20-neoa


@dataclass(frozen=True)
class S20neoaArrest:
    """s20-neoa: "Enchanted permanent can't attack or block, and its activated abilities can't be activated [unless
    they're mana abilities]." (CR 508.1c, 509.1b, 702.122a, 602.5): what it can't do ("attack_block", "block",
    "attack_block_crew"), whether mana abilities are excepted, the subtype crewed ("Vehicles", checked when lowered)."""

    cant: str
    except_mana: bool = False
    crewed: str | None = None


def _s20neoa_arrest(self: _Build, c: list[Any]) -> S20neoaArrest:
    what = next(x for x in c if isinstance(x, Tree) and x.data.startswith("s20neoa_no_"))
    crewed = next((str(x) for x in what.children if isinstance(x, Token) and x.type == "SUBTYPE"), None)
    except_mana = any(isinstance(x, Tree) and x.data == "s20neoa_unless_mana" for x in c)
    return S20neoaArrest(str(what.data).removeprefix("s20neoa_no_"), except_mana, crewed)


setattr(_Build, "s20neoa_arrest", _s20neoa_arrest)  # noqa: B010 - s20-neoa


@dataclass(frozen=True)
class S20neoaCostPerTarget:
    """s20-neoa: "Spells you cast cost {1} less to cast for each target." (CR 601.2f): whose spells ("you" /
    "opponents"), "less" or "more", the mana symbol."""

    cast_by: str
    change: str
    mana: str


def _s20neoa_cost_per_target(self: _Build, c: list[Any]) -> S20neoaCostPerTarget:
    casters = next(x for x in c if isinstance(x, Tree) and x.data == "s20neoa_casters")
    change = next(x for x in c if isinstance(x, Tree) and x.data == "s20neoa_less_more")
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S20neoaCostPerTarget("you" if _words(casters) == ("you",) else "opponents", _words(change)[0].lower(), mana)


setattr(_Build, "s20neoa_cost_per_target", _s20neoa_cost_per_target)  # noqa: B010 - s20-neoa


# --- s21-dfc ---


def _s21dfc_exile_return(self: _Build, c: list[Any]) -> Effect:
    """ "exile ~ [at end of combat], then return it to the battlefield transformed under <whose> control"
    (CR 712.14, 603.7a): the verb "s21dfc_exile_return"; `place` "end_of_combat" for the delayed one,
    `counter` carries whose control ("your" / "owner's")."""
    self_ref = next(x for x in c if isinstance(x, Ref))
    at = "end_of_combat" if any(isinstance(x, Tree) and x.data == "s21dfc_at_end_of_combat" for x in c) else None
    whose = next(x for x in c if isinstance(x, Tree) and x.data == "s21dfc_whose")
    owner = "owner's" in [str(token) for token in whose.children]
    return Effect("s21dfc_exile_return", obj=self_ref, place=at, counter="owner" if owner else "you")


setattr(_Build, "s21dfc_exile_return", _s21dfc_exile_return)  # noqa: B010 - s21-dfc
setattr(_Build, "s21dfc_self_name", lambda self, c: Ref("self"))  # noqa: B010 - s21-dfc
setattr(_Build, "s21dfc_self_it", lambda self, c: Ref("it"))  # noqa: B010 - s21-dfc


def _s21dfc_look_reveal_transform(self: _Build, c: list[Any]) -> Sentence:
    """ "look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed
    this way, transform ~.": one sentence joined by "may" (the trigger's choice, CR 603.5) of the verb
    "s21dfc_reveal_transform" with the card types in `keywords`."""
    types = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Sentence((Effect("s21dfc_reveal_transform", keywords=types),), "may")


setattr(_Build, "s21dfc_look_reveal_transform", _s21dfc_look_reveal_transform)  # noqa: B010 - s21-dfc
setattr(_Build, "s21dfc_records_discarded",  # noqa: B010 - s21-dfc: "you discarded a card this turn" (CR 701.9a)
        lambda self, c: Condition("records_discarded", number=1))


def _s21dfc_return_transformed(self: _Build, c: list[Any]) -> Effect:
    """ "return it to the battlefield transformed under <whose> control [at the beginning of the next end step]": the
    verb "s21dfc_return_transformed"; `place` "next_end_step" for the delayed one, `counter` whose control."""
    at = "next_end_step" if any(isinstance(x, Tree) and x.data == "s21dfc_at_next_end_step" for x in c) else None
    whose = next(x for x in c if isinstance(x, Tree) and x.data == "s21dfc_whose")
    owner = "owner's" in [str(token) for token in whose.children]
    return Effect("s21dfc_return_transformed", obj=Ref("it"), place=at, counter="owner" if owner else "you")


setattr(_Build, "s21dfc_return_transformed", _s21dfc_return_transformed)  # noqa: B010 - s21-dfc
# --- s21-mutate ---
# "Mutate {2}{W}{W}" (CR 702.140a): the alternative cost named "mutate" (lowering.kws_alternative_cost)
setattr(_Build, "s21mutate_keyword", _kws_alternative("mutate"))  # noqa: B010 - s21-mutate
# "Whenever ~ mutates" (CR 702.140d)
setattr(_Build, "s21mutate_self_mutates", lambda self, c: Event("s21mutate_self_mutates"))  # noqa: B010 - s21-mutate
# "Whenever a creature you control mutates" (CR 702.140d)
setattr(_Build, "s21mutate_creature_mutates",  # noqa: B010 - s21-mutate
        lambda self, c: Event("s21mutate_creature_mutates"))
# "the number of times ~ has mutated" (CR 702.140): the `Count` "times_mutated"
setattr(_Build, "s21mutate_times_mutated", lambda self, c: "times_mutated")  # noqa: B010 - s21-mutate
# --- s21-m21 ---
def _s21m21_it_had_counter(self: _Build, c: list[Any]) -> Condition:
    """ "if it had a +1/+1 counter on it": the counter kind rides in the condition's kind."""
    kind = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Condition(f"s21m21_it_had_counter_{kind}")


setattr(_Build, "s21m21_it_had_counter", _s21m21_it_had_counter)  # noqa: B010 - s21-m21


def _s21m21_discard_typed_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Discard a land card or Shrine card": the cards' nouns ride in `inner`-free costs as a tuple in `obj`."""
    return S21m21DiscardTypedCost("s21m21_discard_typed", nouns=tuple(x for x in c if isinstance(x, Noun)))


@dataclass(frozen=True)
class S21m21DiscardTypedCost(Cost):
    """s21-m21: "Discard a <card> [or <card>]" as a cost: the nouns of the cards, one of which is discarded."""

    nouns: tuple[Noun, ...] = ()


setattr(_Build, "s21m21_discard_typed_cost", _s21m21_discard_typed_cost)  # noqa: B010 - s21-m21
setattr(_Build, "s21m21_cast_target_tapped",  # noqa: B010 - s21-m21
        lambda self, c: Static("s21m21_cast_target_tapped", Ref("self")))
setattr(_Build, "s21m21_tap_any_number",  # noqa: B010 - s21-m21: "you may tap any number of <permanents>"
        lambda self, c: Effect("s21m21_tap_any_number", spell=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s21m21_tapped_this_way_q",  # noqa: B010 - s21-m21: "<permanent> tapped this way"
        lambda self, c: Qualifier("s21m21_tapped_this_way"))
setattr(_Build, "s21m21_damages_planeswalker_event",  # noqa: B010 - s21-m21
        lambda self, c: Event("s21m21_damages_planeswalker", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s21m21_that_many", lambda self, c: Amount("that_many"))  # noqa: B010 - s21-m21


def _s21m21_same_name(self: _Build, c: list[Any]) -> Condition:
    """ "you control two or more <permanents> with the same name as one another"."""
    return Condition("s21m21_same_name", noun=next(x for x in c if isinstance(x, Noun)),
                     number=WORD_NUMBERS[_text(c[0]).lower()])


setattr(_Build, "s21m21_same_name", _s21m21_same_name)  # noqa: B010 - s21-m21
# --- s21-neoa ---
setattr(_Build, "s21neoa_reanimate", lambda self, c: Effect(  # noqa: B010 - s21-neoa (CR 110.2a)
    "return", obj=next(x for x in c if isinstance(x, Ref)), place="the battlefield under your control"))
setattr(_Build, "s21neoa_none_put_into_hand",  # noqa: B010 - s21-neoa (CR 608.2c)
        lambda self, c: Condition("s21neoa_none_put_into_hand"))
setattr(_Build, "s21neoa_enchanted_greatest_power",  # noqa: B010 - s21-neoa (CR 603.4)
        lambda self, c: Condition("s21neoa_enchanted_greatest_power"))


@dataclass(frozen=True)
class S21neoaPutFromHand(Effect):
    """s21-neoa: "You may put a land card from your hand onto the battlefield [tapped]." (CR 608.2d): the cards' noun
    (`spell`), whether they enter tapped, whether their mana value is at most "that damage"."""

    tapped: bool = False
    mv_that_damage: bool = False


def _s21neoa_put_from_hand(self: _Build, c: list[Any]) -> Sentence:
    rules = {x.data for x in c if isinstance(x, Tree)}
    noun = next(x for x in c if isinstance(x, Noun))
    return Sentence((S21neoaPutFromHand("s21neoa_put_from_hand", spell=noun, tapped="s21neoa_tapped" in rules,
                                        mv_that_damage="s21neoa_mv_that_damage" in rules),))


setattr(_Build, "s21neoa_put_from_hand", _s21neoa_put_from_hand)  # noqa: B010 - s21-neoa
setattr(_Build, "s21neoa_spend_only_abilities",  # noqa: B010 - s21-neoa
        lambda self, c: "s21neoa_spend_only_abilities")  # "... to activate an ability or cast an artifact spell."


@dataclass(frozen=True)
class S21neoaCounterChoice(Effect):
    """s21-neoa: "For each of them, put your choice of a vigilance counter, a reach counter, or a trample counter on
    it." (CR 608.2d): the keyword counters offered."""

    options: tuple[str, ...] = ()


def _s21neoa_each_counter_choice(self: _Build, c: list[Any]) -> Sentence:
    options = next(x for x in c if isinstance(x, Tree) and x.data == "s21neoa_counter_options")
    kinds = tuple(str(kind.data) for kind in options.children if isinstance(kind, Tree))  # tailf_keyword_counter
    return Sentence((S21neoaCounterChoice("s21neoa_each_counter_choice", options=kinds),))


setattr(_Build, "s21neoa_each_counter_choice", _s21neoa_each_counter_choice)  # noqa: B010 - s21-neoa
# --- s21-neob ---


def _s21neob_becomes_creature_land(self: _Build, c: list[Any]) -> AfrBecomesCreatureLand:
    """ "It becomes a 0/0 green Spirit creature with haste. It's still a land." with no duration (CR 611.2a)."""
    core = next(x for x in c if isinstance(x, AfrBecomesCreatureLand))
    return dataclasses.replace(core, duration="indefinitely")


setattr(_Build, "s21neob_becomes_creature_land", _s21neob_becomes_creature_land)  # noqa: B010 - s21-neob


@dataclass(frozen=True)
class S21neobModalBothIf(Modal):
    """ "Choose one. If <condition> as you cast ~, you may choose both. • ... • ..." (CR 700.2d, 601.2b)."""

    condition: Condition | None = None


def _s21neob_modal_both_if(self: _Build, c: list[Any]) -> S21neobModalBothIf:
    condition = next(x for x in c if isinstance(x, Condition))
    return S21neobModalBothIf("one or both", tuple(x for x in c if isinstance(x, Body)), condition=condition)


setattr(_Build, "s21neob_modal_both", _s21neob_modal_both_if)  # noqa: B010 - s21-neob
setattr(_Build, "s21neob_modal_both_if", lambda self, c: c[0])  # noqa: B010 - s21-neob


def _s21neob_owners_gain_control(self: _Build, c: list[Any]) -> Effect:
    """ "each player gains control of all permanents [creatures] they own": the verb and the kind in `place`."""
    kind = next(str(x) for x in _words(c[-1]))
    return Effect("s21neob_owners_gain_control", place=kind.lower())


setattr(_Build, "s21neob_owners_gain_control", _s21neob_owners_gain_control)  # noqa: B010 - s21-neob
setattr(_Build, "s21neob_additional_cost_paid",  # noqa: B010 - s21-neob
        lambda self, c: Condition("s21neob_additional_cost_paid"))


@dataclass(frozen=True)
class S21neobDamageInstead(ConditionalSentence):
    """ "If ~'s additional cost was paid, ~ deals 4 damage instead." (no effect of its own: the amount replaces the one
    of the damage before it, CR 608.2c)."""

    amount: int = 0
    x_plus: bool = False  # s22-neoa: "it deals X plus <amount> damage instead"


def _s21neob_damage_instead(self: _Build, c: list[Any]) -> S21neobDamageInstead:
    condition = next(x for x in c if isinstance(x, Condition))
    amount = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return S21neobDamageInstead((), condition=condition, instead=True, amount=amount)


setattr(_Build, "s21neob_damage_instead", _s21neob_damage_instead)  # noqa: B010 - s21-neob
setattr(_Build, "s21neob_granted_if_modified",  # noqa: B010 - s21-neob
        lambda self, c: _s19granted(c, None, "s21neob_modified"))
# --- s21-inn ---


def _s21inn_shared_subject3(self: _Build, c: list[Any]) -> Sentence:
    """ "<player> <predicate>, <predicate>, then / and <effect>": the three effects in order, each with the first's
    subject. A third effect other than a predicate ("create a Blood token") has no subject of its own in the text, so
    it is read only after "You" (an effect in the imperative is the controller's)."""
    effects = [x for x in c if isinstance(x, Effect)]
    first = effects[0].subject
    if effects[-1].verb not in _S21INN_PREDICATES and (first is None or first.player != "you"):
        raise ValueError(f"'{effects[-1].verb}' after a subject other than 'you'")
    return _with_first_subject(c, "and")


_S21INN_PREDICATES = frozenset({"discard", "lose_life", "gain_life", "draw", "mill"})


setattr(_Build, "s21inn_shared_subject3", _s21inn_shared_subject3)  # noqa: B010 - s21-inn


@dataclass(frozen=True)
class S21innAbilityToken(Token_):
    """s21-inn: a token described in text "with training" (CR 111.4, 702.149a): `abilities`, the keyword abilities the
    engine plays as abilities of the token rather than as keywords ("training")."""

    abilities: tuple[str, ...] = ()


def _s21inn_token_desc(self: _Build, c: list[Any]) -> Token_:
    listed = next(x for x in c if isinstance(x, Tree) and x.data == "s21inn_ability_keywords")
    plain = self.token_desc([x for x in c if x is not listed])
    keywords = tuple(x for x in listed.children if isinstance(x, str) and not isinstance(x, Token))
    return S21innAbilityToken(plain.stats, plain.colors, plain.subtypes, plain.types, keywords, abilities=("training",))


setattr(_Build, "s21inn_token_desc", _s21inn_token_desc)  # noqa: B010 - s21-inn
setattr(_Build, "s21inn_look_at_top_card",  # noqa: B010 - s21-inn: "look at the top card of your library"
        lambda self, c: Effect("library_look_at_top", amount=Amount(1)))
setattr(_Build, "s21inn_put_looked_into_graveyard",  # noqa: B010 - s21-inn: "you may put that card into your graveyard"
        lambda self, c: Effect("s21inn_put_looked_into_graveyard", amount=Amount(1), place="graveyard", may=True))

_S21INN_CLUE = Token_("", (), (), (), predefined="Clue")
setattr(_Build, "s21inn_investigate",  # noqa: B010 - s21-inn: "Investigate" is "Create a Clue token." (CR 701.16a)
        lambda self, c: Effect("create_token", amount=Amount(1), token=_S21INN_CLUE))
setattr(_Build, "s21inn_its_controller_investigates",  # noqa: B010 - s21-inn: "Its controller investigates."
        lambda self, c: Effect("its_controller_creates_token", amount=Amount(1), token=_S21INN_CLUE))
setattr(_Build, "s21inn_you_discard_one_or_more",  # noqa: B010 - s21-inn: "you discard one or more cards"
        lambda self, c: Event("s21inn_you_discards_batch"))
# --- s21-szn ---
setattr(_Build, "s21szn_book", lambda self, c: Tree("book", []))  # noqa: B010 - s21-szn: the counter kind "book"
setattr(_Build, "s21szn_full_party",  # noqa: B010 - s21-szn: "you have a full party" (CR 700.8)
        lambda self, c: Condition("s21szn_full_party"))
setattr(_Build, "s21szn_despite_defender",  # noqa: B010 - s21-szn: "<object> can attack this turn as though ..."
        lambda self, c: Effect("s21szn_despite_defender", obj=next(x for x in c if isinstance(x, Ref)),
                               duration="this_turn"))
setattr(_Build, "s21szn_choose_target",  # noqa: B010 - s21-szn: "Choose target creature you control."
        lambda self, c: Effect("s21szn_choose_target", obj=next(x for x in c if isinstance(x, Ref))))


def _s21szn_equip_line(self: _Build, c: list[Any]) -> Static:
    """ "Equip {3}. <restriction>.": a Static "s21szn_equip" of ~ carrying the equip cost (`pt`) and the restrictions
    (`keywords`: the activation line's restriction strings)."""
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    restrictions = tuple(r for x in c if not isinstance(x, Token) for r in (x if isinstance(x, tuple) else (x,)))
    return Static("s21szn_equip", Ref("self"), pt=mana, keywords=tuple(r for r in restrictions if isinstance(r, str)))


setattr(_Build, "s21szn_equip_line", _s21szn_equip_line)  # noqa: B010 - s21-szn


def _s21szn_base_power(self: _Build, c: list[Any]) -> Effect:
    """ "<object> has base power 2 until end of turn": the power in `amount`."""
    refs, _amounts, durations, _ = self._parts(c)
    number = next(int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Effect("s21szn_base_power", obj=refs[-1], amount=Amount(number), duration=durations[0] if durations else None)


setattr(_Build, "s21szn_base_power", _s21szn_base_power)  # noqa: B010 - s21-szn


def _s21szn_attached_instead(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as <condition>.": `pt` "-2/-2|-5/-5"."""
    pts = [str(x) for x in c if isinstance(x, Token) and x.type == "PT"]
    holder = "enchanted_creature" if _words(c[0])[0].lower() == "enchanted" else "equipped_creature"
    condition = next(x for x in c if isinstance(x, Condition))
    return Static("s21szn_attached_instead", Ref(holder), pt="|".join(pts), condition=condition)


setattr(_Build, "s21szn_attached_instead", _s21szn_attached_instead)  # noqa: B010 - s21-szn
setattr(_Build, "s21szn_you_gain_life_first",  # noqa: B010 - s21-szn: "you gain life for the first time each turn"
        lambda self, c: Event("s21szn_you_gain_life_first", amount=Amount(1)))
setattr(_Build, "s21szn_not_your_turn", lambda self, c: Condition("s21szn_not_your_turn"))  # noqa: B010 - s21-szn
setattr(_Build, "s21szn_scry_x", lambda self, c: Effect("s21szn_scry_x", amount=Amount("X")))  # noqa: B010 - s21-szn


def _s21szn_base_pt(self: _Build, c: list[Any]) -> Effect:
    """ "<object> has base power and toughness 5/5 until end of turn": the Effect "linked_set_base" (s17-linked)."""
    refs, _amounts, durations, _ = self._parts(c)
    stats = next(str(x) for x in c if isinstance(x, Token) and x.type == "STATS")
    return Effect("linked_set_base", obj=refs[-1], pt=stats, duration=durations[0] if durations else None)


setattr(_Build, "s21szn_base_pt", _s21szn_base_pt)  # noqa: B010 - s21-szn
setattr(_Build, "s21szn_basic", lambda self, c: Qualifier("s21szn_basic"))  # noqa: B010 - s21-szn: "basic"
# --- s21-ete ---


def _s21ete_cant_gain_life(self: _Build, c: list[Any]) -> Static:
    """ "Players [Your opponents] [You] can't gain life." (CR 119.7): who, as the subject's `player` ("each_player",
    "each_opponent", "you")."""
    who = {("players",): "each_player", ("your", "opponents"): "each_opponent", ("you",): "you"}
    return Static("s21ete_cant_gain_life", Ref("player", player=who[tuple(w.lower() for w in _words(c[0]))]))


setattr(_Build, "s21ete_cant_gain_life", _s21ete_cant_gain_life)  # noqa: B010 - s21-ete
setattr(_Build, "s21ete_enters_tapped_doesnt_untap",  # noqa: B010 - s21-ete
        lambda self, c: Static("s21ete_enters_tapped_doesnt_untap", Ref("self")))
setattr(_Build, "s21ete_nonlegendary", lambda self, c: Qualifier("nonlegendary"))  # noqa: B010 - s21-ete (CR 205.4a)


def _s21ete_put_land_from_hand(self: _Build, c: list[Any]) -> Effect:
    """ "you may put a land card from your hand onto the battlefield [tapped]" (CR 608.2d, 305.4): `place` "tapped"."""
    tapped = any(isinstance(x, Tree) and x.data == "s21ete_tapped" for x in c)
    return Effect("s21ete_put_land_from_hand", place="tapped" if tapped else None)


setattr(_Build, "s21ete_put_land_from_hand", _s21ete_put_land_from_hand)  # noqa: B010 - s21-ete
setattr(_Build, "s21ete_put_third_from_top",  # noqa: B010 - s21-ete (CR 401.7)
        lambda self, c: Effect("s21ete_put_third_from_top", obj=Ref("it")))


def _s21ete_unblockable_by_either(self: _Build, c: list[Any]) -> Static:
    """ "~ can't be blocked by Knights or Walls." (CR 509.1b): the two plural subtypes, as written, in `keywords`."""
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Static("s21ete_unblockable_by_either", Ref("self"), keywords=subtypes)


setattr(_Build, "s21ete_unblockable_by_either", _s21ete_unblockable_by_either)  # noqa: B010 - s21-ete
setattr(_Build, "s21ete_opponent_draws", lambda self, c: Event("s21ete_opponent_draws"))  # noqa: B010 - s21-ete
# --- s22-ete ---


def _s22ete_target_opponent_creates(self: _Build, c: list[Any]) -> Effect:
    """ "target opponent creates <tokens>" (CR 111.2): the verb "s22ete_target_opponent_creates"."""
    return dataclasses.replace(_spells_each_opponent_creates_token(self, c), verb="s22ete_target_opponent_creates")


setattr(_Build, "s22ete_target_opponent_creates", _s22ete_target_opponent_creates)  # noqa: B010 - s22-ete


def _s22ete_create_and_create(self: _Build, c: list[Any]) -> Sentence:
    """ "Create <tokens> and <tokens>.": two "create_token" effects joined by "and" (CR 111.1)."""
    amounts = [x for x in c if isinstance(x, Amount)]
    tokens = [x for x in c if isinstance(x, Token_)]
    return Sentence(tuple(Effect("create_token", amount=a, token=t) for a, t in zip(amounts, tokens, strict=True)),
                    "and")


setattr(_Build, "s22ete_create_and_create", _s22ete_create_and_create)  # noqa: B010 - s22-ete


def _s22ete_for_each_create(self: _Build, c: list[Any]) -> Effect:
    """ "For each <noun phrase>, create <token>": what "create <token> for each <noun phrase>" says (CR 608.2h)."""
    noun = next(x for x in c if isinstance(x, Noun))
    amount = next(x for x in c if isinstance(x, Amount))
    token = next(x for x in c if isinstance(x, Token_))
    return Effect("create_token", amount=Amount(amount.value, for_each=noun), token=token)


setattr(_Build, "s22ete_for_each_create", _s22ete_for_each_create)  # noqa: B010 - s22-ete


def _s22ete_explores_again(self: _Build, c: list[Any]) -> Sentence:
    """ "<object> explores, then it explores again.": two "kwc_explore" effects of that object, joined by "then"."""
    obj = next(x for x in c if isinstance(x, Ref))
    return Sentence((Effect("kwc_explore", obj=obj), Effect("kwc_explore", obj=obj)), "then")


setattr(_Build, "s22ete_explores_again", _s22ete_explores_again)  # noqa: B010 - s22-ete
setattr(_Build, "s22ete_target_opponent_controls_q",  # noqa: B010 - s22-ete: "all creatures target opponent controls"
        lambda self, c: Qualifier("target_opponent_controls"))
setattr(_Build, "s22ete_mill_half",  # noqa: B010 - s22-ete: "<player> mills half their library, rounded up"
        lambda self, c: Effect("s22ete_mill_half", subject=next(x for x in c if isinstance(x, Ref)),
                               place=_s20m21_rounding(c)))


# --- s22-inn ---
setattr(_Build, "s22inn_is_night", lambda self, c: Condition("s22inn_night"))  # noqa: B010 - "it's night" (CR 728)
setattr(_Build, "s22inn_is_day", lambda self, c: Condition("s22inn_day"))  # noqa: B010 - "it's day" (CR 728)
setattr(_Build, "s22inn_own_card_in_exile", lambda self, c: Condition("s22inn_own_card_in_exile"))  # noqa: B010
# "its mana value was 3 or less": s19-m20's "that creature had ..." (`it_is` with the stat)
setattr(_Build, "s22inn_its_stat_was", lambda self, c: dataclasses.replace(  # noqa: B010
    _that_had_stat(self, [Token("WORD", "creature"), *c]), kind="s22inn_its_stat"))


def _s22inn_may_reveal_rest_graveyard(self: _Build, c: list[Any]) -> Sentence:
    """ "You may reveal <cards> from among them and put it into your hand. Put the rest into your graveyard.": the
    sentence library_may_reveal_sentence builds, its rest put into the graveyard."""
    sentence = _library_may_reveal_sentence(self, [*c, Tree("library_order", [Token("ANY", "any")])])
    return Sentence((dataclasses.replace(sentence.effects[0], place="graveyard"),))


setattr(_Build, "s22inn_may_reveal_rest_graveyard", _s22inn_may_reveal_rest_graveyard)  # noqa: B010


@dataclass(frozen=True)
class S22innCostReductionOnBattlefield(CostReduction):
    """ "~ costs {1} less to cast for each creature on the battlefield": `for_each` counted on the whole battlefield."""


def _s22inn_cost_less_each_on_battlefield(self: _Build, c: list[Any]) -> S22innCostReductionOnBattlefield:
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S22innCostReductionOnBattlefield("self", mana, for_each=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "s22inn_cost_less_each_on_battlefield", _s22inn_cost_less_each_on_battlefield)  # noqa: B010


# --- s22-neob ---------------------------------------------------------------------------------


def _s22neob_batch_leaves_during_event(self: _Build, c: list[Any]) -> Event:
    """ "one or more artifacts you control leave the battlefield during your turn" (CR 603.2c, 102.1): the batch
    leaves event with the `verb` "during_your_turn"."""
    return Event("batch_leaves", verb="during_your_turn", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "s22neob_batch_leaves_during_event", _s22neob_batch_leaves_during_event)  # noqa: B010 - s22-neob
setattr(_Build, "s22neob_spend_only_chosen_type",  # noqa: B010 - s22-neob
        lambda self, c: "s22neob_spend_only_chosen_type")  # "... or activate an ability of a creature or creature card ..."


def _s22neob_play_up_to(self: _Build, c: list[Any]) -> Sentence:
    """ "You may play up to two of those cards until the end of your next turn." (CR 601.2a): the permission with
    its most cards played as `amount`."""
    word = next(x for x in c if isinstance(x, Tree) and x.data == "count_word")
    number = _TAILF_COUNT_WORDS[_text(word).lower()]
    duration = _TRAILING_PLAY_DURATIONS[_text(c[-1]).lower()]
    return Sentence((Effect("s22neob_play_up_to", duration=duration, place="those cards", amount=Amount(number)),))


setattr(_Build, "s22neob_play_up_to", _s22neob_play_up_to)  # noqa: B010 - s22-neob


def _s22neob_next_spell_costs_less(self: _Build, c: list[Any]) -> Effect:
    """ "the next spell you cast this turn costs {1} less to cast" (CR 601.2f): the reduction's mana as `place`."""
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Effect("s22neob_next_spell_costs_less", place=mana)


setattr(_Build, "s22neob_next_spell_costs_less", _s22neob_next_spell_costs_less)  # noqa: B010 - s22-neob
# --- s22-afr ---


def _s22afr_double_pt(self: _Build, c: list[Any]) -> Effect:
    """ "Double target creature's [~'s] power and toughness [until end of turn]": the verb "s22afr_double_pt" on a target
    creature or on ~."""
    whose = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s22afr_double_whose")
    _, _, durations, _ = _Build._parts(c)
    ref = Ref("self") if whose == "~'s" else Ref("target", Noun("creature", words=("creature",)))
    return Effect("s22afr_double_pt", obj=ref, duration=durations[0] if durations else None)


setattr(_Build, "s22afr_double_pt", _s22afr_double_pt)  # noqa: B010 - s22-afr


def _s22afr_target_doesnt_untap(self: _Build, c: list[Any]) -> Effect:
    """ "Target creature doesn't untap during its controller's next untap step.": the verb on the target."""
    return Effect("s22afr_target_doesnt_untap", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s22afr_target_doesnt_untap", _s22afr_target_doesnt_untap)  # noqa: B010 - s22-afr


def _s22afr_pump_cant_be_blocked(self: _Build, c: list[Any]) -> Sentence:
    """ "Target creature gets +1/+0 until end of turn and can't be blocked this turn.": the pump (its own duration), then
    "can't be blocked" on the same creature ("it", CR 608.2c) with the second duration."""
    durations = [x for x in c if isinstance(x, str) and x in ("end_of_turn", "this_turn", "until_your_next_turn")]
    pump = self.pump(c[:-1])
    # s29-old: "~ gets +1/+0 ... and can't be blocked this turn": ~ both times (in any trigger, not only ~'s own)
    same = Ref("self") if isinstance(pump.obj, Ref) and pump.obj.kind == "self" else Ref("it")
    return Sentence((pump, Effect("cant_be_blocked", obj=same, duration=durations[-1])), "and")


setattr(_Build, "s22afr_pump_cant_be_blocked", _s22afr_pump_cant_be_blocked)  # noqa: B010 - s22-afr


def _s22afr_pair_then_pair(self: _Build, c: list[Any]) -> Sentence:
    """ "<player> <predicate> and <predicate>, then <clause> and <clause>": the first two effects with that player as
    subject, then the two clauses as written (each with its own subject), in order (CR 608.2c)."""
    effects = [x for x in c if isinstance(x, Effect)]
    first = _with_first_subject(effects[:2], "and")
    return Sentence((*first.effects, *effects[2:]), "then")


setattr(_Build, "s22afr_pair_then_pair", _s22afr_pair_then_pair)  # noqa: B010 - s22-afr
setattr(_Build, "s22afr_not_named_self_q", lambda self, c: Qualifier("s22afr_not_named_self"))  # noqa: B010 - s22-afr


def _s22afr_that_is_color(self: _Build, c: list[Any]) -> Condition:
    """ "that permanent [creature] is green": the `it_is` condition on a color (`noun` head "s22afr_color")."""
    color = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "color")
    return Condition("it_is", noun=Noun("s22afr_color", words=(color,)))


setattr(_Build, "s22afr_that_is_color", _s22afr_that_is_color)  # noqa: B010 - s22-afr
setattr(_Build, "s22afr_attacking_alone", lambda self, c: Condition("s22afr_attacking_alone"))  # noqa: B010 - s22-afr


def _s22afr_attached_unblockable_power(self: _Build, c: list[Any]) -> Static:
    """ "Equipped creature can't be blocked as long as its power is N or less.": N in `amount`."""
    number = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Static("s22afr_attached_unblockable_power", Ref("equipped_creature"), amount=Amount(number))


setattr(_Build, "s22afr_attached_unblockable_power", _s22afr_attached_unblockable_power)  # noqa: B010 - s22-afr


def _s22afr_damage_to_its_blocker(self: _Build, c: list[Any]) -> Effect:
    """ "it deals N damage to target creature blocking it": `obj` a target creature with the qualifier "blocking it"."""
    amount = next(x for x in c if isinstance(x, Amount))
    blocking = Noun("creature", (Qualifier("s22afr_blocking_it"),), ("creature",))
    return Effect("deal_damage", subject=Ref("it"), obj=Ref("target", blocking), amount=amount)


setattr(_Build, "s22afr_damage_to_its_blocker", _s22afr_damage_to_its_blocker)  # noqa: B010 - s22-afr


def _s22afr_gain_unblockable_by(self: _Build, c: list[Any]) -> Sentence:
    """ "<object> gains haste until end of turn and can't be blocked by Walls this turn.": the keywords (their own
    duration), then "can't be blocked by <subtype>" on the same creature ("it", CR 608.2c), the subtype in `place`."""
    durations = [x for x in c if isinstance(x, str) and x in ("end_of_turn", "this_turn", "until_your_next_turn")]
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    gained = self.gain_keywords(c[:-1])
    return Sentence((gained, Effect("s22afr_cant_be_blocked_by_subtype", obj=Ref("it"), duration=durations[-1],
                                    place=subtype)), "and")


setattr(_Build, "s22afr_gain_unblockable_by", _s22afr_gain_unblockable_by)  # noqa: B010 - s22-afr
setattr(_Build, "s22afr_create_those_tokens",  # noqa: B010 - s22-afr
        lambda self, c: Effect("s22afr_create_those_tokens", amount=next(x for x in c if isinstance(x, Amount))))


# --- s22-neoa ---
setattr(_Build, "s22neoa_controlled_as_cast_q",  # noqa: B010 - s22-neoa: "<permanents> you controlled as you cast ~"
        lambda self, c: Qualifier("s22neoa_controlled_as_cast"))


def _s22neoa_controlled_as_cast(self: _Build, c: list[Any]) -> Condition:
    """ "you controlled a modified creature as you cast ~" (the condition; the noun is what was controlled)."""
    return Condition("s22neoa_controlled_as_cast", noun=next(x for x in c if isinstance(x, Noun)))


def _s22neoa_damage_x_plus_instead(self: _Build, c: list[Any]) -> S21neobDamageInstead:
    """ "If <condition>, it deals X plus 2 damage instead." (s21neob_damage_instead's sentence, `x_plus`)."""
    return dataclasses.replace(_s21neob_damage_instead(self, c), x_plus=True)


setattr(_Build, "s22neoa_controlled_as_cast", _s22neoa_controlled_as_cast)  # noqa: B010 - s22-neoa
setattr(_Build, "s22neoa_damage_x_plus_instead", _s22neoa_damage_x_plus_instead)  # noqa: B010 - s22-neoa
setattr(_Build, "s22neoa_return_at_your_end_step",  # noqa: B010 - s22-neoa: joined to the return before it
        lambda self, c: Effect("s22neoa_return_at_your_end_step"))


def _s22neoa_token_copy_except_keywords(self: _Build, c: list[Any]) -> Effect:
    """ "create a token that's a copy of <object>, except it has haste" (CR 707.9b): `keywords` the exception."""
    copy = next(x for x in c if isinstance(x, Effect))
    _, _, _, keywords = _Build._parts(c)
    return dataclasses.replace(copy, verb="s22neoa_token_copy_except_keywords", keywords=keywords[0])


setattr(_Build, "s22neoa_token_copy_except_keywords", _s22neoa_token_copy_except_keywords)  # noqa: B010 - s22-neoa
setattr(_Build, "s22neoa_may_discard_up_to_draw",  # noqa: B010 - s22-neoa: the same effect as s18-m21's
        lambda self, c: _s18m21_discard_up_to_draw(self, c))


# --- s22-war ---


def _s22war_enters_with_number_of_counters(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with a number of +1/+1 counters on it equal to the number of <nouns>.": one counter for each of the
    nouns counted, as s18-m20's "~ enters with a +1/+1 counter on it for each <noun>." reads it."""
    return _s18m20_enters_with_counters_for_each(self, [Amount(1), c[1], c[-1]])


setattr(_Build, "s22war_enters_with_number_of_counters", _s22war_enters_with_number_of_counters)  # noqa: B010


def _s22war_damage_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "<source> deals N damage to <object> for each <noun>": deal_damage's effect, its amount N `for_each` the noun."""
    refs, amounts, _, _ = self._parts(c)
    noun = next(x for x in reversed(c) if isinstance(x, Noun))
    return Effect("deal_damage", subject=refs[0], obj=refs[1], amount=Amount(amounts[0].value, for_each=noun))


setattr(_Build, "s22war_damage_for_each", _s22war_damage_for_each)  # noqa: B010
setattr(_Build, "s22war_it_is_legendary",  # noqa: B010 - s22-war: "it's legendary" (CR 205.4a)
        lambda self, c: Condition("it_is", noun=Noun("s22war_legendary", (), ("legendary",))))
setattr(_Build, "s22war_you_and_self_hexproof",  # noqa: B010 - s22-war (CR 702.11c, 611.3a)
        lambda self, c: Static("s22war_you_and_self_hexproof", Ref("self")))
setattr(_Build, "s22war_damage_instead_if", _s21neob_damage_instead)  # noqa: B010 - s22-war (CR 608.2c)
setattr(_Build, "s22war_also_discards", _Build.discard)  # noqa: B010 - s22-war: "each opponent also discards a card"
setattr(_Build, "s22war_nonbasic", lambda self, c: Qualifier("nonbasic"))  # noqa: B010 - s22-war (CR 205.4c)


def _s22war_either_graveyard_condition(self: _Build, c: list[Any]) -> Condition:
    """ "there are two or more instant and/or sorcery cards in your graveyard": the count and the two card types."""
    number = WORD_NUMBERS[_text(c[0]).lower()]
    types = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Condition("r2m20_typed_graveyard", noun=Noun("card", words=types), number=number)


setattr(_Build, "s22war_either_graveyard_condition", _s22war_either_graveyard_condition)  # noqa: B010 - s22-war
setattr(_Build, "s22war_that_is_subtypes",  # noqa: B010 - s22-war: "that's a Fungus or Saproling" (CR 205.3)
        lambda self, c: Qualifier("s22war_that_is_subtypes", "|".join(str(x) for x in c if isinstance(x, Token))))


# --- s22-zne ---
@dataclass(frozen=True)
class S22zneSacrificeEitherCost(Cost):
    """s22-zne: "Sacrifice another creature or an enchantment" as a cost: the two nouns, either of which is sacrificed."""

    nouns: tuple[Noun, ...] = ()


setattr(_Build, "s22zne_sacrifice_either_cost",  # noqa: B010 - s22-zne
        lambda self, c: S22zneSacrificeEitherCost("s22zne_sacrifice_either",
                                                  nouns=tuple(x for x in c if isinstance(x, Noun))))


@dataclass(frozen=True)
class S22zneCostReductionDevotion(CostReduction):
    """s22-zne: "~ costs {X} less to cast, where X is your devotion to white.": the Count naming the devotion."""

    devotion: str = ""


setattr(_Build, "s22zne_cost_less_devotion",  # noqa: B010 - s22-zne
        lambda self, c: S22zneCostReductionDevotion(
            "self", next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"),
            devotion=next(x for x in c if isinstance(x, str) and x.startswith("devotion_"))))
setattr(_Build, "s22zne_from_opponents_graveyard",  # noqa: B010 - s22-zne (CR 115.2)
        lambda self, c: Qualifier("s22zne_from_opponents_graveyard"))
setattr(_Build, "s22zne_combat_damages_planeswalker_event",  # noqa: B010 - s22-zne (CR 510.2)
        lambda self, c: Event("s21m21_damages_planeswalker", verb="combat",
                              noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s22zne_blocks_a_creature",  # noqa: B010 - s22-zne (CR 509.3b)
        lambda self, c: Event("s22zne_blocks_a_creature"))
setattr(_Build, "s22zne_that_permanents_mana_value",  # noqa: B010 - s22-zne (CR 608.2h)
        lambda self, c: "its_mana_value")


def _s22zne_lose_life_equal(self: _Build, c: list[Any]) -> Effect:
    """ "You lose life equal to <amount>" (CR 119.3): as `gain_life_equal` builds its gain."""
    refs = [x for x in c if isinstance(x, Ref)]
    ref = next(x for x in c if not isinstance(x, Ref | Token))
    return Effect("lose_life", subject=refs[0], amount=_equal(ref))


setattr(_Build, "s22zne_lose_life_equal", _s22zne_lose_life_equal)  # noqa: B010 - s22-zne
setattr(_Build, "s22zne_equipped", lambda self, c: Qualifier("equipped"))  # noqa: B010 - s22-zne (CR 301.5)
# --- s22-stx ---


def _s22stx_snarl(self: _Build, c: list[Any]) -> Static:
    """ "As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters tapped." (CR
    614.12): the two land subtypes, as written, in `keywords`."""
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Static("s22stx_snarl", Ref("self"), keywords=subtypes)


setattr(_Build, "s22stx_snarl", _s22stx_snarl)  # noqa: B010 - s22-stx
setattr(_Build, "s22stx_in_your_library_q",  # noqa: B010 - s22-stx (CR 401.1)
        lambda self, c: Qualifier("s22stx_in_your_library"))
setattr(_Build, "s22stx_cards_in_zone",  # noqa: B010 - s22-stx: "cards in your hand" (CR 402.1)
        lambda self, c: Noun("plural", (c[0],), ("cards",)))
setattr(_Build, "s22stx_put_second_from_top",  # noqa: B010 - s22-stx (CR 401.4)
        lambda self, c: Effect("s22stx_put_second_from_top", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s22stx_monocolored", lambda self, c: Qualifier("s22stx_monocolored"))  # noqa: B010 - s22-stx (105.4)


def _s22stx_you_and_player_draw(self: _Build, c: list[Any]) -> Sentence:
    """ "You and target opponent each draw three cards." (CR 121.1): your draw, then the other player's."""
    other = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    return Sentence((Effect("draw", subject=Ref("player", player="you"), amount=amount),
                     Effect("draw", subject=other, amount=amount)), "and")


setattr(_Build, "s22stx_you_and_player_draw", _s22stx_you_and_player_draw)  # noqa: B010 - s22-stx
setattr(_Build, "s22stx_draw_different_powers",  # noqa: B010 - s22-stx (CR 208.1)
        lambda self, c: Effect("s22stx_draw_different_powers", amount=Amount(1, for_each=c[0])))
setattr(_Build, "s22stx_exile_that_players_graveyard",  # noqa: B010 - s22-stx (CR 406.2)
        lambda self, c: Effect("s22stx_exile_that_players_graveyard"))


setattr(_Build, "s22stx_life_gained_this_turn",  # noqa: B010 - s22-stx (CR 119.3)
        lambda self, c: "s22stx_life_gained_this_turn")


# --- s23-c10 (docs/oracle-s23-c10.md) --------------------------------------------------------------------------------


def s23c10_each_creature_and_each_player(first: Ref, second: Ref) -> Ref | None:
    """ "... deals 3 damage to each creature and each player" (CR 120.3): the vocabulary's one recipient spec
    "each_creature_and_each_player" (as the templates read the spell's line), as the Ref kind of that name; None for
    any other pair."""
    creature = (first.kind == "each" and first.noun is not None and first.noun.head == "creature"
                and first.noun.words == ("creature",) and not first.noun.qualifiers and not first.other)
    player = (second.kind == "player" and second.player == "each_player") or (
        second.kind == "each" and second.noun is not None and second.noun.head == "player" and not second.noun.qualifiers)
    return Ref("each_creature_and_each_player") if creature and player else None


setattr(_Build, "s23c10_enchanted_targeted", lambda self, c: Event("s23c10_enchanted_targeted"))  # noqa: B010
setattr(_Build, "s23c10_block_any_number", _s20combat_static("s23c10_block_any_number"))  # noqa: B010


@dataclass(frozen=True)
class S23c10UnblockableGrant(GrantedStatic):
    """ "Equipped creature can't be blocked and has shroud.": `keywords` the keywords it has too."""


def _s23c10_unblockable_and_has(self: _Build, c: list[Any]) -> S23c10UnblockableGrant:
    return S23c10UnblockableGrant("pump", keywords=next(x for x in c if isinstance(x, tuple)))


def _s23c10_count_pump_and_has(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted creature gets +1/+1 for each Plains you control and has flying."."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    noun = next(x for x in c if isinstance(x, Noun))
    return Static("s23c10_count_pump_and_has", c[0], pt=pt, for_each=noun,
                  keywords=next(x for x in c if isinstance(x, tuple)))


setattr(_Build, "s23c10_unblockable_and_has", _s23c10_unblockable_and_has)  # noqa: B010
setattr(_Build, "s23c10_count_pump_and_has", _s23c10_count_pump_and_has)  # noqa: B010
setattr(_Build, "s23c10_target_player_extra_turn",  # noqa: B010
        lambda self, c: Effect("extra_turn", subject=Ref("player", player="target_player")))
setattr(_Build, "s23c10_return_all_from_all_graveyards",  # noqa: B010
        lambda self, c: Effect("s23c10_return_all_from_all_graveyards",
                               obj=Ref("all", noun=next(x for x in c if isinstance(x, Noun)))))


def _s23c10_cant_cast_spells(self: _Build, c: list[Any]) -> Effect:
    """ "Your opponents can't cast spells this turn." (CR 101.2): the players as a Ref."""
    words = " ".join(_words(c[0])).lower()
    who = {"your opponents": "each_opponent", "each opponent": "each_opponent", "target player": "target_player",
           "target opponent": "target_opponent"}[words]
    return Effect("s23c10_cant_cast_spells", subject=Ref("player", player=who))


setattr(_Build, "s23c10_cant_cast_spells", _s23c10_cant_cast_spells)  # noqa: B010


@dataclass(frozen=True)
class S23c10StaticPrevention:
    """ "Prevent all [combat | noncombat] damage that would be dealt to <~ | enchanted / equipped creature>."."""

    kind: str | None  # "combat", "noncombat" or None
    affected: str  # "self", "enchanted_creature", "equipped_creature", "you"
    amount: int | None = None  # "prevent 1 of that damage"
    source: str = "any"  # "a source" / "a source an opponent controls" ("opponents") / "a creature" ("creatures")


def _s23c10_static_prevention(self: _Build, c: list[Any]) -> S23c10StaticPrevention:
    trees = [x for x in c if isinstance(x, Tree)]
    kind = next((_text(x).lower() for x in trees if x.data == "s23c10_damage_kind"), None)
    prevented = " ".join(_words(next(x for x in trees if x.data == "s23c10_prevented"))).lower()
    affected = {"enchanted creature": "enchanted_creature", "equipped creature": "equipped_creature",
                "you": "you"}.get(prevented, "self")
    return S23c10StaticPrevention(kind, affected)


def _s23c10_prevent_some(self: _Build, c: list[Any]) -> S23c10StaticPrevention:
    """ "If a source an opponent controls would deal damage to you, prevent 1 of that damage."."""
    base = _s23c10_static_prevention(self, c)
    source = " ".join(_words(next(x for x in c if isinstance(x, Tree) and x.data == "s23c10_prevent_from"))).lower()
    number = int(next(str(x) for x in c if isinstance(x, Token) and x.type == "NUMBER"))
    return dataclasses.replace(base, amount=number, source={"a source": "any", "a creature": "creatures"}.get(
        source, "opponents"))


setattr(_Build, "s23c10_prevent_some", _s23c10_prevent_some)  # noqa: B010


setattr(_Build, "s23c10_static_prevention", _s23c10_static_prevention)  # noqa: B010
setattr(_Build, "s23c10_enchanted_controllers_upkeep",  # noqa: B010
        lambda self, c: ("upkeep", "enchanted creature's controller"))


def _s23c10_look_put_back(self: _Build, c: list[Any]) -> Effect:
    """ "look at the top N cards of your library, then put them back in any order[. You may shuffle]"."""
    shuffle = any(isinstance(x, Tree) and x.data == "s23c10_may_shuffle" for x in c)
    return Effect("s23c10_look_put_back", amount=next(x for x in c if isinstance(x, Amount)),
                  place="may_shuffle" if shuffle else None)


setattr(_Build, "s23c10_look_put_back", _s23c10_look_put_back)  # noqa: B010
# --- s23-c11 ---
setattr(_Build, "s23c11_on_battlefield_count",  # noqa: B010 - s23-c11: "there are five or more Islands on the battlefield"
        lambda self, c: Condition("s23c11_on_battlefield_count", noun=c[-1], number=WORD_NUMBERS[_text(c[0]).lower()]))


def _s23c11_shuffle_into(self: _Build, c: list[Any]) -> Effect:
    """ "[<player>] shuffle(s) your / their <zones> into your / their library": the verb "s23c11_shuffle_into" with the
    player (you when unsaid) and the zones ("hand graveyard", "graveyard", "hand") as its `place`."""
    player = next((x for x in c if isinstance(x, Ref)), Ref("player", player="you"))
    zones = next(x for x in c if isinstance(x, Tree) and x.data == "s23c11_zones")
    words = [str(t) for t in zones.children if str(t) != "and"]
    return Effect("s23c11_shuffle_into", subject=player, place=" ".join(words))


setattr(_Build, "s23c11_shuffle_into", _s23c11_shuffle_into)  # noqa: B010 - s23-c11 (CR 701.24a)
setattr(_Build, "s23c11_shuffle_self_into",  # noqa: B010 - s23-c11: "Shuffle ~ and your graveyard into ..."
        lambda self, c: Effect("s23c11_shuffle_into", subject=Ref("player", player="you"), obj=Ref("self"),
                               place="graveyard"))
setattr(_Build, "s23c11_edict_count",  # noqa: B010 - s23-c11: "Each player sacrifices five lands." (CR 701.21a)
        lambda self, c: Effect("edict", subject=next(x for x in c if isinstance(x, Ref)),
                               obj=Ref("each", noun=next(x for x in c if isinstance(x, Noun))),
                               amount=Amount(WORD_NUMBERS[_text(c[1]).lower()])))


@dataclass(frozen=True)
class S23C11FlipCoinTwo(S19M21FlipCoin):
    """s23-c11: "Flip a coin. If you win the flip, <won> and <won_also>." (CR 705.1, 608.2c)."""

    won_also: Effect | None = None


def _s23c11_flip_coin_two(self: _Build, c: list[Any]) -> Sentence:
    won, also = [x for x in c if isinstance(x, Effect)]
    return Sentence((S23C11FlipCoinTwo("s19m21_flip_coin", won=won, won_also=also),))


setattr(_Build, "s23c11_flip_coin_two", _s23c11_flip_coin_two)  # noqa: B010 - s23-c11
setattr(_Build, "s23c11_enchanted_attacks_or_blocks",  # noqa: B010 - s23-c11 (CR 508.3a, 509.3a)
        lambda self, c: Event("s23c11_enchanted_attacks_or_blocks"))
setattr(_Build, "s23c11_damage_cant_be_prevented",  # noqa: B010 - s23-c11 (CR 615.12)
        lambda self, c: Static("s23c11_damage_cant_be_prevented", Ref("self")))
setattr(_Build, "s23c11_unpreventable_damage",  # noqa: B010 - s23-c11: the damage, then "The damage can't be prevented."
        lambda self, c: Sentence((dataclasses.replace(c[0], verb="s23c11_unpreventable_damage"),), "and"))
setattr(_Build, "s23c11_damage_dealt_this_way",  # noqa: B010 - s23-c11 (CR 608.2h)
        lambda self, c: "its_damage_dealt")


def _s23c11_library_named_up_to(self: _Build, c: list[Any]) -> dict[str, Any]:
    """ "up to three cards named ~": the name, and how many at most (s23-c11; CR 701.23d)."""
    number = WORD_NUMBERS[_text(c[0]).lower()]
    names = tuple(x for x in c[1:] if isinstance(x, str) and not isinstance(x, Token))
    return {"names": names, "amount": Amount(number), "several": number != 1}


setattr(_Build, "s23c11_library_named_up_to", _s23c11_library_named_up_to)  # noqa: B010 - s23-c11
# --- s23-c12 ---


def _s23c12_bloodthirst(self: _Build, c: list[Any]) -> Static:
    """ "Bloodthirst N" (CR 702.54a): ~ enters with N +1/+1 counters if an opponent was dealt damage this turn."""
    number = int(str(c[0]))
    if number < 1:
        raise ValueError(f"bloodthirst {number}")
    return Static("s23c12_bloodthirst", Ref("self"), counter="+1/+1", amount=Amount(number))


setattr(_Build, "s23c12_bloodthirst", _s23c12_bloodthirst)  # noqa: B010 - s23-c12
setattr(_Build, "s23c12_cant_block_unblockable",  # noqa: B010 - s23-c12 (CR 509.1a-b)
        lambda self, c: Static("s23c12_cant_block_unblockable", Ref("self")))
setattr(_Build, "s23c12_self_enchanted",  # noqa: B010 - s23-c12 (CR 303.4)
        lambda self, c: Condition("s23c12_self_enchanted"))
setattr(_Build, "s23c12_each_player_additional_land",  # noqa: B010 - s23-c12 (CR 305.2)
        lambda self, c: Static("s23c12_each_player_additional_land", Ref("self")))
setattr(_Build, "s23c12_sacrifice_at_end_of_combat",  # noqa: B010 - s23-c12 (CR 603.7a, 511.2)
        lambda self, c: Effect("s23c12_sacrifice_at_end_of_combat"))


def _s23c12_other_enters_under_opponent(self: _Build, c: list[Any]) -> Event:
    """ "a creature enters under an opponent's control": other_enters of the noun that an opponent controls."""
    noun: Noun = next(x for x in c if isinstance(x, Noun))
    return Event("other_enters", noun=Noun(noun.head, (*noun.qualifiers, Qualifier("opponent_controls")), noun.words))


setattr(_Build, "s23c12_other_enters_under_opponent", _s23c12_other_enters_under_opponent)  # noqa: B010 - s23-c12
setattr(_Build, "s23c12_self_doesnt_untap",  # noqa: B010 - s23-c12 (CR 502.3)
        lambda self, c: Effect("s23c12_self_doesnt_untap"))

_S23C12_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                       "ten": 10}


def _s23c12_self_has_counters_at_least(self: _Build, c: list[Any]) -> Condition:
    """ "~ / it has ten or more +1/+1 counters on it" (CR 122.1): the counter kind as the noun, the count as `number`."""
    at = next(i for i, x in enumerate(c) if isinstance(x, Tree) and x.data == "count_word")
    number = _S23C12_COUNT_WORDS.get(str(c[at].children[0]).lower())
    if number is None:
        raise ValueError("'one or more counters'")
    return Condition("s23c12_self_has_counters_at_least", noun=Noun("counter", words=(_s14_counter_kind(c[at + 1:]),)),
                     number=number)


setattr(_Build, "s23c12_self_has_counters_at_least", _s23c12_self_has_counters_at_least)  # noqa: B010 - s23-c12


def _s23c12_shared_subject_n(self: _Build, c: list[Any]) -> Sentence:
    """ "<player> <predicate>, <predicate>, <predicate>, then <predicate>": the effects in order, each with the first's
    subject."""
    return _with_first_subject(c, "and")


setattr(_Build, "s23c12_shared_subject_n", _s23c12_shared_subject_n)  # noqa: B010 - s23-c12
setattr(_Build, "s23c12_pred_sacrifice",  # noqa: B010 - s23-c12: "sacrifices a creature" (the subject: the first's)
        lambda self, c: Effect("edict", obj=Ref("each", noun=next(x for x in c if isinstance(x, Noun)))))
# --- s23-c13 ---


def _s23c13_damage_divided(self: _Build, c: list[Any]) -> Effect:
    """ "~ deals 3 damage divided as you choose among one, two, or three targets." (CR 601.2d): the damage, and the
    greatest number of targets in `keywords` ("2" / "3")."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    most = next(x for x in c if x in ("2", "3"))
    return Effect("s23c13_damage_divided", subject=c[0], amount=Amount(int(str(number))), keywords=(most,))


setattr(_Build, "s23c13_damage_divided", _s23c13_damage_divided)  # noqa: B010 - s23-c13
setattr(_Build, "s23c13_up_to_two", lambda self, c: "2")  # noqa: B010 - s23-c13
setattr(_Build, "s23c13_up_to_three", lambda self, c: "3")  # noqa: B010 - s23-c13
setattr(_Build, "s23c13_regenerate",  # noqa: B010 - s23-c13 (CR 701.19a)
        lambda self, c: Effect("s23c13_regenerate", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s23c13_you_control_a_or_a",  # noqa: B010 - s23-c13 (CR 205.3)
        lambda self, c: Condition("you_control", noun=Noun("subtypes", (), tuple(
            str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"))))


def s23c13_damage_to_both_groups(source: Ref, first: Ref, second: Ref, amount: Amount) -> Sentence | None:
    """ "~ deals X damage to each creature without flying and each planeswalker." (CR 120.3): the first group's damage,
    then the second's to what the first left out (`s23c13_damage_each_other`: an object of both groups is dealt the
    damage once); None unless both parts are "each <permanents>" from ~."""
    if source.kind != "self" or any(ref.kind != "each" or ref.noun is None or _names_players(ref)
                                    for ref in (first, second)):
        return None
    return Sentence((Effect("deal_damage", subject=source, obj=first, amount=amount),
                     Effect("s23c13_damage_each_other", subject=first, obj=second, amount=amount)), "and")
setattr(_Build, "s23c13_lose_game",  # noqa: B010 - s23-c13 (CR 104.3e)
        lambda self, c: Effect("s23c13_lose_game", subject=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s23c13_that_player_or_controller_q",  # noqa: B010 - s23-c13 (CR 608.2c)
        lambda self, c: Qualifier("that_player_or_controller_controls"))


def _s23c13_damage_then_tap_those(self: _Build, c: list[Any]) -> Sentence:
    """ "<source> deals N damage to each <creatures>. Tap those creatures.": the damage, then `s23c13_tap_those` of the
    same group."""
    damage: Effect = c[0]
    return Sentence((damage, Effect("s23c13_tap_those", obj=damage.obj)), "then")


setattr(_Build, "s23c13_damage_then_tap_those", _s23c13_damage_then_tap_those)  # noqa: B010 - s23-c13
setattr(_Build, "s23c13_library_at_least",  # noqa: B010 - s23-c13 (CR 401.1)
        lambda self, c: Condition("s23c13_library_at_least", number=int(str(next(
            x for x in c if isinstance(x, Token) and x.type == "NUMBER")))))
setattr(_Build, "s23c13_attacks_this_turn",  # noqa: B010 - s23-c13 (CR 508.1d)
        lambda self, c: Effect("s23c13_attacks_this_turn", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s23c13_life_gain_twice",  # noqa: B010 - s23-c13 (CR 614.1a)
        lambda self, c: Static("s23c13_life_gain_twice", Ref("player", player="you")))
# --- s23-c14 ---
setattr(_Build, "s23c14_any", lambda self, c: "any")  # noqa: B010 - s23-c14
setattr(_Build, "s23c14_opponent", lambda self, c: "opponent")  # noqa: B010 - s23-c14
setattr(_Build, "s23c14_casts_during_your_turn",  # noqa: B010 - s23-c14 (CR 601.2i, 102.1)
        lambda self, c: Event("s23c14_casts_during_your_turn", verb=next(x for x in c if isinstance(x, str)),
                              noun=next(x for x in c if isinstance(x, Noun))))


def _s23c14_enters_with_x_counters(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with X +1/+1 counters on it, where X is <amount>": one counter `for_each` the number counted
    (s18m20_enters_with_counters_for_each), or the amount named (`equal_to`, "s22stx_life_gained_this_turn")."""
    said = c[-1]
    if isinstance(said, tuple) and said[0] == "number_of" and isinstance(said[1], Noun):
        return _s18m20_enters_with_counters_for_each(self, [Amount(1), c[1], said[1]])
    entering = _static_enters_with_counters(self, [Amount(1), c[1]])
    return dataclasses.replace(entering, kind="s23c14_enters_with_x_counters",
                               amount=Amount(1, equal_to=said if isinstance(said, str) else None))


setattr(_Build, "s23c14_enters_with_x_counters", _s23c14_enters_with_x_counters)  # noqa: B010 - s23-c14
setattr(_Build, "s23c14_cant_block_power",  # noqa: B010 - s23-c14 (CR 509.1b)
        lambda self, c: Static("s23c14_cant_block_power", Ref("self"),
                               amount=Amount(int(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))))
setattr(_Build, "s23c14_must_be_blocked",  # noqa: B010 - s23-c14 (CR 509.1c)
        lambda self, c: Effect("s20combat_must_be_blocked_this_turn", obj=next(x for x in c if isinstance(x, Ref)),
                               duration="this_turn"))


def _s23c14_gain_life_on_battlefield(self: _Build, c: list[Any]) -> Effect:
    """ "Target player gains 2 life for each creature on the battlefield.": gain_life's amount `for_each` the noun."""
    ref = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    noun = self.noun_phrase([x for x in c if x is not ref and x is not amount])
    return Effect("gain_life", subject=ref, amount=Amount(amount.value, for_each=noun))


setattr(_Build, "s23c14_gain_life_on_battlefield", _s23c14_gain_life_on_battlefield)  # noqa: B010 - s23-c14
setattr(_Build, "s23c14_life_at_least_starting",  # noqa: B010 - s23-c14 (CR 103.4)
        lambda self, c: Condition("s23c14_life_at_least_starting"))
setattr(_Build, "s23c14_choose_color_protection", _targets_protection_choice)  # noqa: B010 - s23-c14 (CR 608.2d)
setattr(_Build, "s23c14_put_looked_if_type",  # noqa: B010 - s23-c14 (CR 608.2c)
        lambda self, c: Effect("s23c14_put_looked_if_type", amount=Amount(1), place="battlefield", may=True,
                               keywords=tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")))
setattr(_Build, "s23c14_next_spell_flash",  # noqa: B010 - s23-c14 (CR 702.8a, 601.2i)
        lambda self, c: Effect("s23c14_next_spell_flash",
                               place=next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")))
# --- s23-ori ---
_S23ORI_COUNTERS = {1: "a +1/+1 counter", 2: "two +1/+1 counters", 3: "three +1/+1 counters", 4: "four +1/+1 counters",
                    5: "five +1/+1 counters", 6: "six +1/+1 counters", 7: "seven +1/+1 counters"}


def _s23ori_renown(self: _Build, c: list[Any]) -> Line:
    """ "Renown N" (CR 702.112a) means "When this creature deals combat damage to a player, if it isn't renowned, put N
    +1/+1 counters on it and it becomes renowned.": that sentence (with ~ for "this creature" and "it"), read by this
    grammar. Only N from 1 to 7."""
    number = int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))
    if number not in _S23ORI_COUNTERS:
        raise ValueError(f"renown {number}")
    return build(_kwc_parse(f"When ~ deals combat damage to a player, if ~ isn't renowned, put "
                            f"{_S23ORI_COUNTERS[number]} on ~ and ~ becomes renowned.", False))


setattr(_Build, "s23ori_renown", _s23ori_renown)  # noqa: B010 - s23-ori
setattr(_Build, "s23ori_becomes_renowned",  # noqa: B010 - s23-ori (CR 702.112b)
        lambda self, c: Effect("s23ori_becomes_renowned", obj=next(x for x in c if isinstance(x, Ref))))
for _s23ori_kind in ("s23ori_self_renowned", "s23ori_self_not_renowned", "s23ori_it_renowned", "s23ori_it_not_renowned"):
    setattr(_Build, _s23ori_kind, lambda self, c, kind=_s23ori_kind: Condition(kind))
setattr(_Build, "s23ori_self_becomes_renowned",  # noqa: B010 - s23-ori (CR 702.112b)
        lambda self, c: Event("s23ori_self_becomes_renowned"))
setattr(_Build, "s23ori_creature_becomes_renowned",  # noqa: B010 - s23-ori (CR 702.112b)
        lambda self, c: Event("s23ori_creature_becomes_renowned"))


def _s23ori_pump_keywords_attacks(self: _Build, c: list[Any]) -> Static:
    """ "<subject> gets +2/+1, has haste, and attacks each combat if able": s17-m2y's Static
    "m2y_pump_attacks_each_combat" with the keywords."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    keywords = next((x for x in c if isinstance(x, tuple)), ())
    return Static("m2y_pump_attacks_each_combat", c[0], pt=pt, keywords=keywords)


setattr(_Build, "s23ori_pump_keywords_attacks", _s23ori_pump_keywords_attacks)  # noqa: B010 - s23-ori
setattr(_Build, "s23ori_you_control_none",  # noqa: B010 - s23-ori: "you control no artifacts"
        lambda self, c: Condition("s23ori_you_control_none", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s23ori_cant_attack_or_block",  # noqa: B010 - s23-ori (CR 508.1c, 509.1a)
        lambda self, c: Effect("s23ori_cant_attack_or_block", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s23ori_creature_becomes_blocked",  # noqa: B010 - s23-ori (CR 509.3c)
        lambda self, c: Event("s23ori_creature_becomes_blocked"))
# --- s23-neo ---


def _s23neo_discard_typed(self: _Build, c: list[Any]) -> Effect:
    """ "discard a creature card": the verb "s23neo_discard_typed", the card type in `keywords`."""
    card_type = _text(next(x for x in c if isinstance(x, Tree) and x.data == "type_word")).lower()
    return Effect("s23neo_discard_typed", amount=Amount(1), keywords=(card_type,))


setattr(_Build, "s23neo_discard_typed", _s23neo_discard_typed)  # noqa: B010 - s23-neo


@dataclass(frozen=True)
class S23neoAnyNumberReduction:
    """s23-neo: "As an additional cost to cast ~, you may tap any number of untapped creatures you control [sacrifice
    any number of nonland permanents]. ~ costs {1} less to cast for each creature tapped [permanent sacrificed] this
    way." (CR 118.8, 601.2f): the action ("tap" / "sacrifice"), the plural and singular nouns, the past participle and
    the mana symbol."""

    action: str
    plural: str
    single: str
    done: str
    mana: str


def _s23neo_any_number_reduction(self: _Build, c: list[Any]) -> S23neoAnyNumberReduction:
    action, plural = next(x for x in c if isinstance(x, tuple))
    single = next(" ".join(_words(x)) for x in c if isinstance(x, Tree) and x.data == "s23neo_single")
    done = next(" ".join(_words(x)) for x in c if isinstance(x, Tree) and x.data == "s23neo_done")
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S23neoAnyNumberReduction(action, plural, single, done, mana)


def _s23neo_plural_of(c: list[Any]) -> str:
    return next(" ".join(_words(x)) for x in c if isinstance(x, Tree) and x.data == "s23neo_plural")


setattr(_Build, "s23neo_any_number_reduction", _s23neo_any_number_reduction)  # noqa: B010 - s23-neo
setattr(_Build, "s23neo_additional_cost", lambda self, c: c[0])  # noqa: B010 - s23-neo
setattr(_Build, "s23neo_tap_any", lambda self, c: ("tap", _s23neo_plural_of(c)))  # noqa: B010 - s23-neo
setattr(_Build, "s23neo_sacrifice_any", lambda self, c: ("sacrifice", _s23neo_plural_of(c)))  # noqa: B010 - s23-neo


# Subtypes only permanents of that card type have (CR 205.3g artifact types, 205.3h enchantment types; 205.3d): "a Saga
# or enchantment creature" is an enchantment that is a Saga or a creature
_S23NEO_TYPED_SUBTYPES = {"enchantment": frozenset({"Saga", "Aura", "Shrine", "Class", "Curse", "Cartouche"}),
                          "artifact": frozenset({"Equipment", "Vehicle", "Fortification"})}


def _s23neo_subtype_or_typed_creature_phrase(self: _Build, c: list[Any]) -> Noun:
    """ "Saga or enchantment creature [you control]" -> the noun "enchantment" with the qualifier ("creature_or_subtype",
    "Saga"); a subtype that isn't one of that card type's gets a qualifier no lowering reads."""
    either = next(x for x in c if isinstance(x, Tree) and x.data == "s23neo_subtype_or_typed_creature")
    subtype = next(str(x) for x in either.children if isinstance(x, Token) and x.type == "SUBTYPE")
    card_type = _text(next(x for x in either.children if isinstance(x, Tree) and x.data == "type_word")).lower()
    paired = subtype in _S23NEO_TYPED_SUBTYPES.get(card_type, frozenset())
    first = Qualifier("creature_or_subtype" if paired else "s23neo_unpaired_subtype", subtype)
    return Noun(card_type, (first, *(q for q in c if isinstance(q, Qualifier))), (card_type,))


setattr(_Build, "s23neo_subtype_or_typed_creature_phrase",  # noqa: B010 - s23-neo
        _s23neo_subtype_or_typed_creature_phrase)
# --- s23-std ---


def _s23std_player_search(self: _Build, c: list[Any]) -> Effect:
    """ "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles." /
    "Its controller may search their library for ..., put it ..., then shuffle.": the searching player in `subject`,
    the quality's words in `spell`, where the card goes in `place`, "may" in `counter`. The three verbs agree: all
    third-person ("searches ... puts ... shuffles") or all after "may" ("may search ... put ... shuffle")."""
    subject = next(x for x in c if isinstance(x, Ref))
    verbs = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data in ("s23std_searches", "s23std_puts",
                                                                                  "s23std_shuffles")]
    may = verbs[0] == "may search"
    if verbs[1:] != (["put", "shuffle"] if may else ["puts", "shuffles"]):
        raise ValueError(f"the verbs {verbs!r} don't agree")
    quality = next(x for x in c if isinstance(x, Tree) and x.data == "searched_quality")
    where = next(x for x in c if isinstance(x, Tree) and x.data == "search_to")
    return Effect("s23std_player_search", subject=subject, spell=Noun("searched", (), _words(quality)),
                  place=_text(where).lower(), counter="may" if may else None)


setattr(_Build, "s23std_player_search", _s23std_player_search)  # noqa: B010 - s23-std (CR 701.23a)


def _s23std_damage_itself(self: _Build, c: list[Any]) -> Effect:
    """ "<creatures> deals damage to itself equal to its power": the creatures in `obj`."""
    return Effect("s23std_damage_itself", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s23std_damage_itself", _s23std_damage_itself)  # noqa: B010 - s23-std (CR 120.1)


def _s23std_attack_tax(self: _Build, c: list[Any]) -> Static:
    """ "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those
    creatures.": the cost's mana symbols, as written, in `keywords`."""
    return Static("s23std_attack_tax", Ref("self"), keywords=tuple(str(x) for x in c if isinstance(x, Token)))


setattr(_Build, "s23std_attack_tax", _s23std_attack_tax)  # noqa: B010 - s23-std (CR 508.1g)


def _s23std_put_the_other(self: _Build, c: list[Any]) -> Effect:
    """ "Put two of them into your hand and the other into your graveyard.": how many are put in `amount`."""
    count = next(x for x in c if isinstance(x, Tree) and x.data == "s23std_put_count")
    return Effect("s23std_put_the_other", amount=Amount(WORD_NUMBERS[_text(count).lower()]), place="graveyard")


setattr(_Build, "s23std_put_the_other", _s23std_put_the_other)  # noqa: B010 - s23-std (CR 608.2c)


def _s23std_with_stat_x_q(self: _Build, c: list[Any]) -> Qualifier:
    """ "with mana value X" (the word X is not kept in the tree): the comparison "mana_value=X"."""
    return Qualifier("with_stat", f"{_text(c[0]).lower().replace(' ', '_')}=X")


setattr(_Build, "s23std_with_stat_x_q", _s23std_with_stat_x_q)  # noqa: B010 - s23-std (CR 107.3a)


def _s23std_spells_uncounterable(self: _Build, c: list[Any]) -> Static:
    """ "[<types>] spells [you control] can't be countered.": the card types' words in `keywords` ("noncreature" for a
    nontype), "you control" in `subtype` (kept as "you_control")."""
    kinds = next((x for x in c if isinstance(x, Tree) and x.data == "s23std_spell_kinds"), None)
    mine = any(isinstance(x, Tree) and x.data == "s23std_you_control" for x in c)
    return Static("s23std_spells_uncounterable", Ref("self"), keywords=_words(kinds) if kinds is not None else (),
                  subtype="you_control" if mine else None)


setattr(_Build, "s23std_spells_uncounterable", _s23std_spells_uncounterable)  # noqa: B010 - s23-std (CR 101.2)


def _s23std_damage_opponent_cp(self: _Build, c: list[Any]) -> Sentence:
    """ "<source> deals N damage to each opponent and each creature and planeswalker they control": the damage to each
    opponent, then (the same damage, dealt at once) to their creatures and planeswalkers."""
    refs, amounts, _, _ = _Build._parts(c)
    source, opponents = refs
    return Sentence((Effect("deal_damage", subject=source, obj=opponents, amount=amounts[0]),
                     Effect("s23std_damage_cp", subject=source, obj=opponents, amount=amounts[0])), "and")


setattr(_Build, "s23std_damage_opponent_cp", _s23std_damage_opponent_cp)  # noqa: B010 - s23-std (CR 120.3)


setattr(_Build, "s23c14_reveal_at_random",  # noqa: B010 - s23-c14 (CR 701.20a)
        lambda self, c: Effect("s23c14_reveal_at_random"))


# --- s24-emn ---
setattr(_Build, "s24emn_delirium",  # noqa: B010 - s24-emn: delirium's condition (CR 207.2c, 205.2a)
        lambda self, c: Condition("s24emn_delirium"))


@dataclass(frozen=True)
class S24emnKeywordCost:
    """s24-emn: a keyword with a mana cost: "Escalate {1}{W}" (`name` "escalate", CR 702.120a)."""

    name: str
    mana: str


def _s24emn_keyword_cost(name: str) -> Any:
    def method(self: _Build, c: list[Any]) -> S24emnKeywordCost:
        return S24emnKeywordCost(name, "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))

    return method


setattr(_Build, "s24emn_escalate", _s24emn_keyword_cost("escalate"))  # noqa: B010 - s24-emn (CR 702.120a)
setattr(_Build, "s24emn_emerge", _s24emn_keyword_cost("emerge"))  # noqa: B010 - s24-emn (CR 702.119a)
setattr(_Build, "s24emn_madness", _s24emn_keyword_cost("madness"))  # noqa: B010 - s24-emn (CR 702.35a)
setattr(_Build, "s24emn_keyword_cost_spell", lambda self, c: c[0])  # noqa: B010 - s24-emn: spell_text's alternative
setattr(_Build, "s24emn_you_cast_self",  # noqa: B010 - s24-emn: "When you cast ~" (CR 601.2i)
        lambda self, c: Event("s24emn_you_cast_self"))
# --- s24-mh1 ---


def _s24mh1_persist(self: _Build, c: list[Any]) -> Line:
    """ "Persist" (CR 702.79a) means "When this creature dies, if it had no -1/-1 counters on it, return it to the
    battlefield under its owner's control with a -1/-1 counter on it.": that sentence, read by this grammar."""
    return build(_kwc_parse("When ~ dies, if it had no -1/-1 counters on it, return it to the battlefield under its "
                            "owner's control with a -1/-1 counter on it.", False))


def _s24mh1_it_had_no_counters(self: _Build, c: list[Any]) -> Condition:
    """ "if it had no -1/-1 counters on it": the counter kind rides in the condition's kind."""
    kind = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Condition(f"s24mh1_it_had_no_counters_{kind}")


setattr(_Build, "s24mh1_persist", _s24mh1_persist)  # noqa: B010 - s24-mh1
setattr(_Build, "s24mh1_it_had_no_counters", _s24mh1_it_had_no_counters)  # noqa: B010 - s24-mh1


def _s24mh1_group_cant_activate(self: _Build, c: list[Any]) -> Static:
    """ "Activated abilities of <group> can't be activated [unless they're mana abilities]." (CR 602.5, 605.3): the
    group rides as the subject; "unless they're mana abilities" as the keyword "except_mana_abilities"."""
    group = next(x for x in c if isinstance(x, Ref))
    except_mana = any(isinstance(x, Tree) and x.data == "s20neoa_unless_mana" for x in c)
    return Static("s24mh1_group_cant_activate", group, keywords=("except_mana_abilities",) if except_mana else ())


setattr(_Build, "s24mh1_group_cant_activate", _s24mh1_group_cant_activate)  # noqa: B010 - s24-mh1
setattr(_Build, "s24mh1_snow", lambda self, c: Qualifier("s24mh1_snow"))  # noqa: B010 - s24-mh1 (CR 205.4g)
setattr(_Build, "s24mh1_nonsnow", lambda self, c: Qualifier("s24mh1_nonsnow"))  # noqa: B010 - s24-mh1
setattr(_Build, "s24mh1_evoke", _kws_alternative("evoke"))  # noqa: B010 - s24-mh1 (CR 702.74a)


@dataclass(frozen=True)
class S24mh1Suspend:
    """ "Suspend N—[cost]" (CR 702.62a)."""

    number: int
    mana: str


setattr(_Build, "s24mh1_suspend",  # noqa: B010 - s24-mh1 (CR 702.62a)
        lambda self, c: S24mh1Suspend(int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER"))),
                                      "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))
# --- s24-khans ---


def _s24khans_bolster(self: _Build, c: list[Any]) -> Effect:
    """ "Bolster 2" / "bolster X" (CR 701.39a): the number of +1/+1 counters in an `Amount`."""
    amount = next(x for x in c if isinstance(x, Amount))
    return Effect("s24khans_bolster", amount=amount)


setattr(_Build, "s24khans_bolster", _s24khans_bolster)  # noqa: B010 - s24-khans


def _s24khans_manifest(self: _Build, c: list[Any]) -> Effect:
    """ "Manifest the top [two] card[s] of your library[, then put N +1/+1 counters on it]" (CR 701.40a, e): how many
    cards in `amount` (one when the rule names "card"), the counters in `count`."""
    amounts = [x for x in c if isinstance(x, Amount)]
    counters = next((x for x in c if isinstance(x, Effect) and x.verb == "s24khans_then_counters"), None)
    return Effect("s24khans_manifest", amount=amounts[0] if amounts else Amount(1),
                  obj=None, counter=f"{counters.counter}|{counters.amount.value}" if counters is not None
                  and counters.amount is not None else None)


def _s24khans_then_counters(self: _Build, c: list[Any]) -> Effect:
    amount = next(x for x in c if isinstance(x, Amount))
    return Effect("s24khans_then_counters", amount=amount, counter=_s14_counter_kind([x for x in c if not isinstance(
        x, Amount)]))


setattr(_Build, "s24khans_manifest", _s24khans_manifest)  # noqa: B010 - s24-khans
setattr(_Build, "s24khans_then_counters", _s24khans_then_counters)  # noqa: B010 - s24-khans


def _s24emn_look_into_graveyard(self: _Build, c: list[Any]) -> Effect:
    """ "look at the top N cards of your library. Put any number of them into your graveyard and the rest back on top of
    your library in any order"."""
    return Effect("s24emn_look_into_graveyard", amount=next(x for x in c if isinstance(x, Amount)))


setattr(_Build, "s24emn_look_into_graveyard", _s24emn_look_into_graveyard)  # noqa: B010 - s24-emn (CR 608.2c)
setattr(_Build, "s24emn_sacrificed_for_emerge",  # noqa: B010 - s24-emn (CR 702.119a, 603.6c)
        lambda self, c: Event("s24emn_sacrificed_for_emerge"))


_S24MH1_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(frozen=True)
class S24mh1ExileAlternative:
    """ "If it's not your turn, you may exile a <color> card from your hand rather than pay ~'s mana cost." (CR 118.9)."""

    color: str


setattr(_Build, "s24mh1_exile_color_alternative",  # noqa: B010 - s24-mh1 (CR 118.9)
        lambda self, c: S24mh1ExileAlternative(
            _S24MH1_COLORS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "color")).lower()]))
setattr(_Build, "s24mh1_subtype_spells_have_cascade",  # noqa: B010 - s24-mh1 (CR 702.85a)
        lambda self, c: Static("s24mh1_spells_have_cascade", Ref("self"),
                               subtype=str(next(x for x in c if isinstance(x, Token) and x.type == "SUBTYPE"))))
setattr(_Build, "s24khans_turned_face_up_event",  # noqa: B010 - s24-khans
        lambda self, c: Event("s24khans_permanent_turned_face_up"))
# --- s24-kal ---


def _s24kal_energy_symbols(c: list[Any]) -> int | None:
    """How many {E} the line's symbols are, or None when one of them is not {E} (then the line is refused)."""
    symbols = [str(x) for x in c if isinstance(x, Token) and x.type == "MANA"]
    return len(symbols) if symbols and all(symbol == "{E}" for symbol in symbols) else None


def _s24kal_pay_energy_cost(self: _Build, c: list[Any]) -> Cost:
    """ "Pay {E}{E}" (CR 107.14): the number of {E} in `amount` (None: some symbol isn't {E}, refused)."""
    count = _s24kal_energy_symbols(c)
    return Cost("s24kal_pay_energy", amount=Amount(count) if count is not None else None)


def _s24kal_get_energy(self: _Build, c: list[Any]) -> Effect:
    """ "you get {E}{E}" / "you get {E} for each <noun>" (CR 122.1): the count of {E} in `amount` (with the noun to
    count in `for_each`); no amount when some symbol isn't {E} (refused)."""
    count = _s24kal_energy_symbols(c)
    refs = [x for x in c if isinstance(x, Ref)]
    nouns = [x for x in c if isinstance(x, Noun)]
    amount = None if count is None else Amount(count, for_each=nouns[0] if nouns else None)
    return Effect("s24kal_get_energy", subject=refs[0] if refs else Ref("player", player="you"), amount=amount)


def _s24kal_get_energy_equal(self: _Build, c: list[Any]) -> Effect:
    """ "you get an amount of {E} equal to <amount_ref>" (CR 122.1, 608.2h)."""
    refs = [x for x in c if isinstance(x, Ref)]
    ref = next(x for x in c if not isinstance(x, Ref | Token))
    return Effect("s24kal_get_energy", subject=refs[0] if refs else Ref("player", player="you"),
                  amount=_equal(ref) if _s24kal_energy_symbols(c) == 1 else None)


setattr(_Build, "s24kal_pay_energy_cost", _s24kal_pay_energy_cost)  # noqa: B010 - s24-kal (CR 107.14)
setattr(_Build, "s24kal_get_energy", _s24kal_get_energy)  # noqa: B010 - s24-kal (CR 122.1)
setattr(_Build, "s24kal_get_energy_equal", _s24kal_get_energy_equal)  # noqa: B010 - s24-kal (CR 122.1, 608.2h)


def _s24kal_pred_get_energy(self: _Build, c: list[Any]) -> Effect:
    """ "... and get {E}{E}{E}": the predicate of a shared subject (its subject set by the sentence)."""
    count = _s24kal_energy_symbols(c)
    return Effect("s24kal_get_energy", amount=Amount(count) if count is not None else None)


setattr(_Build, "s24kal_pred_get_energy", _s24kal_pred_get_energy)  # noqa: B010 - s24-kal (CR 122.1, 608.2c)


def _s24kal_records_left(self: _Build, c: list[Any]) -> Condition:
    """ "a permanent you controlled left the battlefield this turn" (revolt; CR 400.7): what left in `noun`."""
    return Condition("records_left_yours", noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "s24kal_records_left", _s24kal_records_left)  # noqa: B010 - s24-kal (CR 400.7)


def _s24kal_cast_free_from_hand(self: _Build, c: list[Any]) -> Effect:
    """ "cast a spell with mana value N or less from your hand without paying its mana cost": N in `amount`."""
    return Effect("s24kal_cast_free_from_hand", amount=Amount(int(next(str(x) for x in c if isinstance(x, Token)))))


setattr(_Build, "s24kal_cast_free_from_hand", _s24kal_cast_free_from_hand)  # noqa: B010 - s24-kal (CR 608.2g)


def _s24kal_spells_have_improvise(self: _Build, c: list[Any]) -> Static:
    """ "[Nonartifact] spells you cast have improvise.": the type word ("nonartifact", "artifact") in `keywords`."""
    return Static("s24kal_spells_have_improvise", Ref("self"), keywords=tuple(_words(Tree("kinds", c))))


setattr(_Build, "s24kal_spells_have_improvise", _s24kal_spells_have_improvise)  # noqa: B010 - s24-kal (CR 702.126a)


def _s24kal_enchanted_subtype_is_creature(self: _Build, c: list[Any]) -> Static:
    """ "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.": the subtype."""
    return Static("s24kal_enchanted_subtype_is_creature", Ref("enchanted_creature"),
                  subtype=next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"))


setattr(_Build, "s24kal_enchanted_subtype_is_creature",  # noqa: B010 - s24-kal (CR 611.3a)
        _s24kal_enchanted_subtype_is_creature)
# --- s24-hou ---


def _s24hou_afflict(self: _Build, c: list[Any]) -> Line:
    """ "Afflict N" (CR 702.130a) means "Whenever this creature becomes blocked, defending player loses N life.": that
    sentence (with ~ for "this creature"), read by this grammar. Any N from 1 to 20."""
    number = int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))
    if not 1 <= number <= 20:
        raise ValueError(f"afflict {number}")
    return build(_kwc_parse(f"Whenever ~ becomes blocked, defending player loses {number} life.", False))


setattr(_Build, "s24hou_afflict", _s24hou_afflict)  # noqa: B010 - s24-hou (CR 702.130a)
setattr(_Build, "s24hou_you_cycle_or_discard",  # noqa: B010 - s24-hou (CR 702.29a, 701.9a)
        lambda self, c: Event("you_discards"))
setattr(_Build, "s24hou_exert_self_cost",  # noqa: B010 - s24-hou: "Exert ~" (CR 701.43)
        lambda self, c: Cost("s24hou_exert_self"))


def _s24hou_exert_attacks(self: _Build, c: list[Any]) -> Line:
    """ "You may exert ~ as it attacks." -> a Static `s24hou_exert_as_attacks`; with "When you do, <body>" the reflexive
    trigger, a Triggered of the event `s24hou_self_exerted` (CR 701.43, 603.12)."""
    body = next((x for x in c if isinstance(x, Body)), None)
    if body is None:
        return Static("s24hou_exert_as_attacks", Ref("self"))
    return Triggered((Event("s24hou_self_exerted"),), body)


setattr(_Build, "s24hou_exert_attacks", _s24hou_exert_attacks)  # noqa: B010 - s24-hou (CR 701.43)
setattr(_Build, "s24hou_you_exert", lambda self, c: Event("s24hou_you_exert"))  # noqa: B010 - s24-hou (CR 701.43)


def _s24hou_control_or_graveyard(self: _Build, c: list[Any]) -> Condition:
    """ "you control a Desert or there is a Desert card in your graveyard": the subtype (both the same, else not
    read)."""
    subtypes = [str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"]
    if len(subtypes) != 2 or subtypes[0] != subtypes[1]:
        raise ValueError("two different subtypes")
    return Condition("s24hou_control_or_graveyard", noun=Noun("subtype", words=(subtypes[0],)))


setattr(_Build, "s24hou_control_or_graveyard", _s24hou_control_or_graveyard)  # noqa: B010 - s24-hou (CR 603.4)
setattr(_Build, "s24hou_lands_dont_untap",  # noqa: B010 - s24-hou (CR 502.3)
        lambda self, c: Effect("s24hou_lands_dont_untap"))
setattr(_Build, "s24hou_graveyard_has",  # noqa: B010 - s24-hou (CR 404.1, 205.3)
        lambda self, c: Condition("s24hou_graveyard_has", noun=Noun("subtype", words=tuple(
            str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"))))
# --- s24-isd ---


setattr(_Build, "s24isd_no_spells_last_turn",  # noqa: B010 - s24-isd (CR 601.2i): a records condition
        lambda self, c: Condition("records_s24isd_no_spells_last_turn"))
setattr(_Build, "s24isd_cast_last_turn",  # noqa: B010 - s24-isd (CR 601.2i): "a player cast N or more spells"
        lambda self, c: Condition("records_s24isd_cast_last_turn",
                                  number=WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree))).lower()]))


def _s24isd_return_at_random(self: _Build, c: list[Any]) -> Effect:
    """ "return a Zombie card at random from your graveyard to your hand": the noun with the postfix after "at random"
    ("from your graveyard") as its qualifiers, how many in `amount`."""
    quantity: Ref = c[0]
    noun: Noun = c[1]
    noun = dataclasses.replace(noun, qualifiers=(*noun.qualifiers, *(x for x in c[2:] if isinstance(x, Qualifier))))
    return Effect("s24isd_return_at_random", obj=dataclasses.replace(quantity, noun=noun), amount=quantity.count)


setattr(_Build, "s24isd_return_at_random", _s24isd_return_at_random)  # noqa: B010 - s24-isd (CR 608.2c)
setattr(_Build, "s24isd_return_cards_at_random",  # noqa: B010 - s24-isd: "two cards" (any cards)
        lambda self, c: _s24isd_return_at_random(self, [c[0], Noun("card", (), ("cards",)), *c[1:]]))


def _s24isd_if_subtype_pump(self: _Build, c: list[Any]) -> GrantedStatic:
    """ "As long as equipped creature is a Human, it gets +1/+1 [has lifelink].": the pump with `if_subtype`."""
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return dataclasses.replace(_granted_pump(c, if_creature=False), if_subtype=subtype)


setattr(_Build, "s24isd_if_subtype_pump", _s24isd_if_subtype_pump)  # noqa: B010 - s24-isd (CR 611.3a)
setattr(_Build, "s24isd_opponent_controls", lambda self, c: Condition(  # noqa: B010 - s24-isd (CR 611.3a)
    "s24isd_opponent_controls", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s24isd_exile_created_eoc",  # noqa: B010 - s24-isd (CR 603.7): "that token" / "it" in `place`
        lambda self, c: Effect("s24isd_exile_created_eoc", place=_text(c[0]).lower()))
setattr(_Build, "s24isd_return_exiled_card",  # noqa: B010 - s24-isd (CR 607.2a)
        lambda self, c: Effect("s24isd_return_exiled_card"))
setattr(_Build, "s24isd_life_at_most", lambda self, c: Condition(  # noqa: B010 - s24-isd: "you have 5 or less life"
    "s24isd_life_at_most", number=int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))))
setattr(_Build, "s24isd_undying", lambda self, c: Static("s24isd_undying", Ref("self")))  # noqa: B010 - CR 702.93a
# --- s24-core ---
# "you control two or fewer other lands" (CR 614.1c): the counted noun and its number, read as "at most"
setattr(_Build, "s24core_lands_control_at_most", lambda self, c: Condition(  # noqa: B010 - s24-core
    "s24core_lands_control_at_most", noun=next(x for x in c if isinstance(x, Noun)),
    number=WORD_NUMBERS[_text(c[0]).lower()]))
setattr(_Build, "s24core_shuffle_self", lambda self, c: Effect(  # noqa: B010 - s24-core (CR 701.24a)
    "s24core_shuffle_self", obj=Ref("self")))


def _s24core_double_life(self: _Build, c: list[Any]) -> Effect:
    """ "Double <player's> life total" (CR 701.10d): whose life total."""
    owner = next(x for x in c if isinstance(x, Tree) and x.data == "pw_life_owner")
    player = _PW_LIFE_OWNERS[" ".join(_text(t) for t in owner.children).lower()]
    return Effect("s24core_double_life", subject=Ref("player", player=player))


setattr(_Build, "s24core_double_life", _s24core_double_life)  # noqa: B010 - s24-core (CR 701.10d)


def _s24core_cant_be_targeted(self: _Build, c: list[Any]) -> Static:
    """ "~ can't be the target of <quality> spells[ or abilities from <quality> sources]." (CR 115.4): the qualities'
    words in `keywords` (the spells' first, then "|" and the sources' when abilities are named too)."""
    words: list[str] = []
    for part in c:
        if isinstance(part, Tree) and part.data == "s24core_quality":
            words.extend(_text(t).lower() for t in part.scan_values(lambda v: isinstance(v, Token)) if _text(t) != "or")
        elif isinstance(part, Tree) and part.data == "s24core_or_abilities":
            quality = next(x for x in part.children if isinstance(x, Tree))
            words.append("|")
            words.extend(_text(t).lower() for t in quality.scan_values(lambda v: isinstance(v, Token))
                         if _text(t) != "or")
    if any(isinstance(part, Tree) and part.data == "s24core_opponents_control" for part in c):
        words.append("opponents")
    return Static("s24core_cant_be_targeted", Ref("self"), keywords=tuple(words))


setattr(_Build, "s24core_cant_be_targeted", _s24core_cant_be_targeted)  # noqa: B010 - s24-core (CR 115.4)


def _s24core_cant_be_regenerated(self: _Build, c: list[Any]) -> Effect:
    """ "It / That creature / They / Those creatures can't be regenerated." (CR 701.19c): `place` "one" or "group"."""
    subject = next(x for x in c if isinstance(x, Tree) and x.data == "s24core_regenerated_subject")
    words = " ".join(_text(t).lower() for t in subject.children)
    if "destroyed this way" in words:  # s33-newer: "A creature destroyed this way" / "Creatures destroyed this way"
        return Effect("s24core_cant_be_regenerated", place="s33newer_creatures_destroyed")
    return Effect("s24core_cant_be_regenerated", place="one" if words in ("it", "that creature") else "group")


setattr(_Build, "s24core_cant_be_regenerated", _s24core_cant_be_regenerated)  # noqa: B010 - s24-core (CR 701.19c)


def _s24core_count_pump_battlefield(self: _Build, c: list[Any]) -> Static:
    """ "~ gets +1/+1 for each enchantment on the battlefield." (CR 613.4c)."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Static("s24core_count_pump_battlefield", Ref("self"), pt=pt, for_each=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "s24core_count_pump_battlefield", _s24core_count_pump_battlefield)  # noqa: B010 - s24-core


def _s24core_extra_turns(self: _Build, c: list[Any]) -> Effect:
    """ "[Target player takes | Take] two extra turns after this one." (CR 500.7)."""
    who = next(x for x in c if isinstance(x, Tree) and x.data == "s24core_extra_turns_who")
    target = len(who.children) > 1
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word").children[0]).lower()]
    return Effect("s24core_extra_turns", subject=Ref("player", player="target_player" if target else "you"),
                  amount=Amount(number))


setattr(_Build, "s24core_extra_turns", _s24core_extra_turns)  # noqa: B010 - s24-core (CR 500.7)
setattr(_Build, "s24core_cant_lose", lambda self, c: Static(  # noqa: B010 - s24-core (CR 104.3)
    "s24core_cant_lose", Ref("player", player="you")))
setattr(_Build, "s24core_opponent_dealt_damage",  # noqa: B010 - s24-core (CR 120.1)
        lambda self, c: Condition("s24core_opponent_dealt_damage"))
setattr(_Build, "s24core_blocking_self_q",  # noqa: B010 - s24-core: "blocking ~" (CR 509.1)
        lambda self, c: Qualifier("s22afr_blocking_it"))


def _s24core_pump_except_by(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted creature gets +1/+1 and can't be blocked except by <blockers>." (CR 613.4c, 509.1b): the blockers'
    words in `keywords`."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    blockers = next(x for x in c if isinstance(x, Tree) and x.data == "s24core_blockers")
    words = tuple(_text(t).lower() for t in blockers.scan_values(lambda v: isinstance(v, Token)))
    return Static("s24core_pump_except_by", Ref("enchanted_creature"), pt=pt, keywords=words)


setattr(_Build, "s24core_pump_except_by", _s24core_pump_except_by)  # noqa: B010 - s24-core (CR 509.1b)


# --- s25-core ---

setattr(_Build, "s25core_the_end_step",  # noqa: B010 - s25-core: "At the beginning of the end step" (CR 513.1a, 603.2)
        lambda self, c: ("end_step", "each"))
setattr(_Build, "s25core_put_the_other_bottom",  # noqa: B010 - s25-core: "... and the other on the bottom of your library"
        lambda self, c: Effect("s20m21_put_the_other", amount=Amount(1), place="bottom_any_order"))
setattr(_Build, "s25core_deals_combat_damage_to_opponent_event",  # noqa: B010 - s25-core (CR 510.2, 102.3)
        lambda self, c: Event("other_deals_combat_damage", noun=next(x for x in c if isinstance(x, Noun)),
                              verb="to_opponent"))
setattr(_Build, "s25core_static_cant_attack",  # noqa: B010 - s25-core: "Enchanted creature can't attack." (CR 508.1c)
        lambda self, c: Static("s25core_cant_attack", c[0]))
setattr(_Build, "s25core_you_have_shroud",  # noqa: B010 - s25-core: "You have shroud." (CR 702.18a)
        lambda self, c: Static("s25core_you_have_shroud", Ref("player", player="you")))
setattr(_Build, "s25core_you_cant_cast",  # noqa: B010 - s25-core: "You can't cast creature spells." (CR 101.2)
        lambda self, c: Static("s25core_you_cant_cast", Ref("player", player="you"),
                               keywords=tuple(_text(t).lower() for t in c[0].scan_values(
                                   lambda v: isinstance(v, Token)))))
# --- s25-stda ---


@dataclass(frozen=True)
class S25stdaRevealOrPay(Cost):
    """s25-stda: "reveal a Pirate card from your hand or pay {2}" (CR 601.2b, 701.20a): `subtype` the card's subtype,
    `mana` the payment."""

    subtype: str = ""


def _s25stda_reveal_or_pay(self: _Build, c: list[Any]) -> S25stdaRevealOrPay:
    (subtype,) = (str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S25stdaRevealOrPay("s25stda_reveal_or_pay", mana=mana, subtype=subtype)


setattr(_Build, "s25stda_reveal_or_pay", _s25stda_reveal_or_pay)  # noqa: B010 - s25-stda (CR 601.2b)


def _s25stda_search_either(self: _Build, c: list[Any]) -> Effect:
    """s25-stda: "search your library for a basic land card or Gate card, [reveal it,] put it ..., then shuffle"
    (CR 701.23a-b): `spell` the first noun, `obj` a Ref "s25stda_or" with the second; the verb
    "s25stda_search_either_reveal" for "reveal it/them" (a plain Effect: "you may" rebuilds it as one)."""
    nouns = [x for x in c if isinstance(x, Noun)]
    plural = [x for x in c if isinstance(x, Tree) and x.data == "s25stda_cards"]
    if plural:
        nouns = [_s25stda_cards_noun(x) for x in plural]
    amount_words = _text(next(x for x in c if isinstance(x, Tree) and x.data == "search_amount")).lower().split()
    refs = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "search_ref"]
    refs += [_text(r).lower() for x in c if isinstance(x, Tree) and x.data == "s25stda_reveal"
             for r in x.children if isinstance(r, Tree)]
    to = _text(next(x for x in c if isinstance(x, Tree) and x.data == "search_to")).lower()
    joined = "and/or" if plural else _text(next(x for x in c if isinstance(x, Tree) and x.data == "s25stda_or")).lower()
    if amount_words[:2] == ["any", "number"]:
        raise ValueError("'any number of' two kinds of card")
    amount = Amount(WORD_NUMBERS[amount_words[2]]) if amount_words[:2] == ["up", "to"] else Amount(1)
    if any((ref == "it") != (amount.value == 1) for ref in refs) or (joined == "and/or") == (amount.value == 1):
        raise ValueError("'it' and 'or' for one card, 'them' and 'and/or' for several")
    reveal = any(isinstance(x, Tree) and x.data == "s25stda_reveal" for x in c)
    return Effect("s25stda_search_either_reveal" if reveal else "s25stda_search_either", amount=amount,
                  spell=nouns[0], obj=Ref("s25stda_or", noun=nouns[1]), place=to)


def _s25stda_cards_noun(tree: Tree[Any]) -> Noun:
    """ "basic land cards" / "Gate cards" (s25stda_cards) -> the noun the noun phrase "basic land card" / "Gate card"
    is."""
    subtypes = [str(x) for x in tree.children if isinstance(x, Token) and x.type == "SUBTYPE"]
    types = [_text(x).lower() for x in tree.children if isinstance(x, Tree) and x.data == "type_word"]
    basic = any(isinstance(x, Tree) and x.data == "s25stda_basic" for x in tree.children)
    qualifiers = ((Qualifier("s21szn_basic"),) if basic else ()) + tuple(Qualifier("with_type", t) for t in types)
    qualifiers += tuple(Qualifier("with_subtype", subtype) for subtype in subtypes)
    return Noun("card", qualifiers, ("card",))


def _s25stda_search_exact(self: _Build, c: list[Any]) -> SearchEffect:
    noun = next(x for x in c if isinstance(x, Noun))
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    to = _text(next(x for x in c if isinstance(x, Tree) and x.data == "search_to")).lower()
    if number < 2:
        raise ValueError("'them' for one card")
    return SearchEffect("s25stda_search_exact", amount=Amount(number), spell=noun, place=to)


setattr(_Build, "s25stda_search_either", _s25stda_search_either)  # noqa: B010 - s25-stda (CR 701.23a)
setattr(_Build, "s25stda_search_exact", _s25stda_search_exact)  # noqa: B010 - s25-stda (CR 701.23b)
setattr(_Build, "s25stda_it_damage_instead", _s21neob_damage_instead)  # noqa: B010 - s25-stda (CR 608.2c)
setattr(_Build, "s25stda_you_cast_it", lambda self, c: Condition("s25stda_if_cast:cast"))  # noqa: B010
setattr(_Build, "s25stda_you_cast_it_from_hand",  # noqa: B010 - s25-stda (CR 601.2a)
        lambda self, c: Condition("s25stda_if_cast:cast_from_hand"))
setattr(_Build, "s25stda_spectacle_paid",  # noqa: B010 - s25-stda (CR 702.137a)
        lambda self, c: Condition("s25stda_if_cast:spectacle"))
setattr(_Build, "s25stda_you_cast_it_main_phase",  # noqa: B010 - s25-stda (CR 505.1)
        lambda self, c: Condition("s25stda_if_cast:cast_during_main_phase"))
setattr(_Build, "s25stda_that_permanents_controller",  # noqa: B010 - s25-stda (CR 608.2h)
        lambda self, c: Ref("player", noun=Noun("permanent", (), ("permanent",)), player="that_creatures_controller"))
# --- s25-tsr (docs/oracle-s25-tsr.md) ---


def _s25tsr_all_granted(self: _Build, c: list[Any]) -> S19GrantedActivated:
    """ 'All Slivers have "<activated ability>"' (CR 613.1f): s19-granted's group grant, its group kept as "all" (every
    such permanent, whoever controls it)."""
    group = next(x for x in c if isinstance(x, Ref))
    return _s19granted(c, Ref("all", group.noun, other=group.other))


setattr(_Build, "s25tsr_all_granted", _s25tsr_all_granted)  # noqa: B010 - s25-tsr


@dataclass(frozen=True)
class S25tsrKeyword:
    """s25-tsr: a keyword line read as the abilities it stands for: "echo" (`cost` a mana cost, or "discard"),
    "vanishing" (`number`)."""

    name: str
    cost: str = ""
    number: int = 0


def _s25tsr_mana(c: list[Any]) -> str:
    return "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")


def _s25tsr_number(c: list[Any]) -> int:
    return int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))


setattr(_Build, "s25tsr_echo", lambda self, c: S25tsrKeyword("echo", _s25tsr_mana(c)))  # noqa: B010 - CR 702.30a
setattr(_Build, "s25tsr_echo_discard", lambda self, c: S25tsrKeyword("echo", "discard"))  # noqa: B010 - CR 702.30a
setattr(_Build, "s25tsr_buyback", lambda self, c: S25tsrKeyword("buyback", _s25tsr_mana(c)))  # noqa: B010 - 702.27a
setattr(_Build, "s25tsr_untapped_pump",  # noqa: B010 - s25-tsr (CR 611.3a)
        lambda self, c: S25tsrKeyword("untapped_pump", next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")))
setattr(_Build, "s25tsr_vanishing",  # noqa: B010 - s25-tsr (CR 702.63a)
        lambda self, c: S25tsrKeyword("vanishing", number=_s25tsr_number(c)))
setattr(_Build, "s25tsr_time", lambda self, c: Tree("time", []))  # noqa: B010 - s25-tsr: the counter kind "time"
setattr(_Build, "s25tsr_it_had_no_time_counters",  # noqa: B010 - s25-tsr (CR 603.4, 122.1)
        lambda self, c: Condition("s24mh1_it_had_no_counters_time"))
setattr(_Build, "s25tsr_spore", lambda self, c: Tree("spore", []))  # noqa: B010 - s25-tsr: the counter kind "spore"
setattr(_Build, "s25tsr_storage", lambda self, c: Tree("storage", []))  # noqa: B010 - s25-tsr: the counter kind "storage"
setattr(_Build, "s25tsr_keyword_spell", lambda self, c: c[0])  # noqa: B010 - s25-tsr: spell_text's alternative
# --- s25-khc ---
# (amount_ref's alternative) "the number of Elves on the battlefield" (CR 608.2h): the permanents the noun names, whoever
# controls them: read as "the number of <noun>" (a noun without a controller counts every permanent it names)
setattr(_Build, "s25khc_number_on_battlefield", lambda self, c: ("number_of", c[0]))  # noqa: B010 - s25-khc


def _s25khc_counter_on(self: _Build, c: list[Any]) -> Noun:
    """ "age counter on it" / "age counter on ~" after "for each": a Noun "s25khc_counter_on" whose words are the counter
    kind and "it" or "~" (lowering.py: the count of those counters on the source)."""
    kind = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s25khc_counter_name"))
    it = any(isinstance(x, Tree) and x.data == "s25khc_it" for x in c)
    return Noun("s25khc_counter_on", (), (kind, "it" if it else "~"))


setattr(_Build, "s25khc_counter_on", _s25khc_counter_on)  # noqa: B010 - s25-khc


def _s25khc_self_damage_per_counter(self: _Build, c: list[Any]) -> Effect:
    """ "~ deals damage equal to the number of age counters on it to <object>" (Kjeldoran Javelineer; CR 120.3, 608.2h):
    "it" is ~, the subject: a deal_damage of the count of those counters on ~."""
    kind = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s25khc_counter_name"))
    obj = next(x for x in c if isinstance(x, Ref))
    return Effect("deal_damage", subject=Ref("self"), obj=obj,
                  amount=Amount("X", for_each=Noun("s25khc_counter_on", (), (kind, "~")), equal_to="number_of"))


setattr(_Build, "s25khc_self_damage_per_counter", _s25khc_self_damage_per_counter)  # noqa: B010 - s25-khc


def _s25khc_self_counter_pump(self: _Build, c: list[Any]) -> Static:
    """ "~ gets +1/+1 for each age counter on it." (CR 613.4c): the Static "s25khc_self_counter_pump", its counter kind
    in `counter` ("it" is ~, the subject)."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    counter = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s25khc_counter_name"))
    return Static("s25khc_self_counter_pump", Ref("self"), pt=pt, counter=counter)


setattr(_Build, "s25khc_self_counter_pump", _s25khc_self_counter_pump)  # noqa: B010 - s25-khc
# --- s25-stdb ---


def _s25stdb_each_enters_with_counters(self: _Build, c: list[Any]) -> Static:
    """ "Each [other] <noun> you control enters with an additional +1/+1 counter on it." (CR 614.1c): the group as an
    `each` Ref of the noun phrase, as s14's plural "Other creatures you control enter with ..." is a group."""
    noun = next(x for x in c if isinstance(x, Noun))
    amount = next(x for x in c if isinstance(x, Amount))
    return Static("s25stdb_each_enters_with_counters", Ref("each", noun),
                  counter=_s14_counter_kind([x for x in c if not isinstance(x, Noun | Amount)]), amount=amount)


setattr(_Build, "s25stdb_each_enters_with_counters", _s25stdb_each_enters_with_counters)  # noqa: B010 - s25-stdb
setattr(_Build, "s25stdb_life_lost_this_way",  # noqa: B010 - s25-stdb (CR 119.3, 608.2h)
        lambda self, c: "s25stdb_life_lost_this_way")


def _s25stdb_then_may_return(self: _Build, c: list[Any]) -> Sentence:
    """ "<clause>, then you may return a <card> from your graveyard to your hand" (CR 608.2d): the return is s18-neob's,
    made optional (its own verb, so nothing else reads the "may")."""
    first, returned = (x for x in c if isinstance(x, Effect))
    return Sentence((first, dataclasses.replace(returned, verb="s25stdb_may_return_chosen_card")), "then")


setattr(_Build, "s25stdb_then_may_return", _s25stdb_then_may_return)  # noqa: B010 - s25-stdb (CR 608.2d)


def _s25stdb_put_two_counters(self: _Build, c: list[Any]) -> Sentence:
    """ "Put a +1/+1 counter and a lifelink counter on target creature." (CR 122.1): two counter placements, the
    second on "it", the object of the first."""
    words = [i for i, x in enumerate(c) if isinstance(x, Tree) and x.data == "counter_word"]
    obj = next(x for x in c if isinstance(x, Ref))
    first = self.put_counters([*c[:words[0] + 1], obj])
    second = self.put_counters([*c[words[0] + 1:words[1] + 1], Ref("it")])
    return Sentence((first, second), "and")


setattr(_Build, "s25stdb_put_two_counters", _s25stdb_put_two_counters)  # noqa: B010 - s25-stdb (CR 122.1)


def _s25stdb_put_counters_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "put a menace counter on a creature you control" (CR 608.2d): the permanent is chosen as it resolves, so the
    object is an untargeted Ref "chosen" of the noun phrase."""
    noun = next(x for x in c if isinstance(x, Noun))
    placed = self.put_counters([*(x for x in c if not isinstance(x, Noun)), Ref("chosen", noun)])
    return dataclasses.replace(placed, verb="s25stdb_put_counters_chosen")


setattr(_Build, "s25stdb_put_counters_chosen", _s25stdb_put_counters_chosen)  # noqa: B010 - s25-stdb (CR 608.2d)
# --- s25-stdc ---


@dataclass(frozen=True)
class S25stdcChooseRoll(AfrRollTable):
    """s25-stdc: "Choose target <noun>, then roll a d20." and its result table (CR 115.1, 706.2): `target` the Ref
    of the chosen target, which the rows name "that creature" / "it"."""

    target: Ref | None = None


def _s25stdc_choose_roll(self: _Build, c: list[Any]) -> S25stdcChooseRoll:
    sides = next(int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER")
    rows = tuple(x for x in c if isinstance(x, tuple))
    target = next(x for x in c if isinstance(x, Ref))
    return S25stdcChooseRoll((), sides=sides, rows=rows, target=target)


setattr(_Build, "s25stdc_choose_roll", _s25stdc_choose_roll)  # noqa: B010 - s25-stdc (CR 115.1, 706.2)


def _s25stdc_casts_or_copies(self: _Build, c: list[Any]) -> Event:
    """ "an opponent casts or copies <spell>" / "a player casts or copies <spell>": who casts it in `verb`."""
    caster = next(x for x in c if isinstance(x, Tree) and x.data == "s25stdc_caster")
    who = "opponent" if "opponent" in [str(t).lower() for t in caster.children] else "any"
    return Event("s25stdc_casts_or_copies", verb=who, noun=next(x for x in c if isinstance(x, Noun)))


setattr(_Build, "s25stdc_casts_or_copies", _s25stdc_casts_or_copies)  # noqa: B010 - s25-stdc (CR 707.10)
# --- s25-mh ---
setattr(_Build, "s25mh_you_activate_embalm",  # noqa: B010 - s25-mh (CR 702.128a, 702.129a)
        lambda self, c: Event("you_activate_ability_of", verb="s25mh_eternalize_or_embalm"))
setattr(_Build, "s25mh_colors_spent_noun",  # noqa: B010 - s25-mh: converge (CR 207.2c, 601.2h)
        lambda self, c: Noun("s25mh_colors_spent", (), ("colors", "of", "mana", "spent")))
setattr(_Build, "s25mh_colors_spent_phrase", lambda self, c: c[0])  # noqa: B010 - s25-mh
setattr(_Build, "s25mh_brick", lambda self, c: Tree("brick", []))  # noqa: B010 - s25-mh: the counter kind "brick"
setattr(_Build, "s25mh_cant_block_unless",  # noqa: B010 - s25-mh: "~ can't block unless <condition>" (CR 509.1b)
        lambda self, c: Static("s25mh_cant_block_unless", c[0], condition=next(x for x in c if isinstance(x, Condition))))
# --- s25-ncc ---


def _s25ncc_enters_tapped_with_counters(self: _Build, c: list[Any]) -> Static:
    """ "~ enters tapped with two charge counters on it." (CR 614.1c, 122.6)."""
    entering = _static_enters_with_counters(self, c)
    return dataclasses.replace(entering, kind="s25ncc_enters_tapped_with_counters")


setattr(_Build, "s25ncc_enters_tapped_with_counters", _s25ncc_enters_tapped_with_counters)  # noqa: B010 - s25-ncc
setattr(_Build, "s25ncc_shield",  # noqa: B010 - s25-ncc: the counter kind "shield" (CR 122.1c)
        lambda self, c: Tree("shield", []))


def _s25ncc_connive(self: _Build, c: list[Any]) -> Effect:
    """ "<object> connives [N]" (CR 701.50a, 701.50e): the conniving permanent is the object."""
    number = next((int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER"), 1)
    return Effect("s25ncc_connive", obj=next(x for x in c if isinstance(x, Ref)), amount=Amount(number))


setattr(_Build, "s25ncc_connive", _s25ncc_connive)  # noqa: B010 - s25-ncc (CR 701.50a)


def _s25ncc_add_combinations(self: _Build, c: list[Any]) -> Effect:
    """ "Add {W}{W}, {W}{B}, or {B}{B}." (CR 106.1): `add_mana` with the choice "{W}{W}|{W}{B}|{B}{B}"."""
    symbols = [str(x) for x in c if isinstance(x, Token) and x.type == "MANA"]
    return Effect("add_mana", place="|".join(symbols[n] + symbols[n + 1] for n in range(0, len(symbols), 2)))


setattr(_Build, "s25ncc_add_combinations", _s25ncc_add_combinations)  # noqa: B010 - s25-ncc (CR 106.1)


# --- s26-tsp ---


def _s26tsp_pump_goaded(self: _Build, c: list[Any]) -> Static:
    """ "<subject> gets +2/+2 and is goaded." (CR 613.4c, 701.15b): the Static "s26tsp_pump_goaded"."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Static("s26tsp_pump_goaded", c[0], pt=pt)


setattr(_Build, "s26tsp_pump_goaded", _s26tsp_pump_goaded)  # noqa: B010 - s26-tsp
setattr(_Build, "s26tsp_goad",  # noqa: B010 - s26-tsp: "goad <object>" (CR 701.15a)
        lambda self, c: Effect("s26tsp_goad", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s26tsp_put_exiled_in_hand",  # noqa: B010 - s26-tsp (CR 607.2a)
        lambda self, c: Effect("s26tsp_put_exiled_in_hand"))
setattr(_Build, "s26tsp_play_exiled_free",  # noqa: B010 - s26-tsp (CR 607.2a, 118.9)
        lambda self, c: Effect("s26tsp_play_exiled_free"))
setattr(_Build, "s26tsp_opponent_dealt_at_least",  # noqa: B010 - s26-tsp (CR 120.3a)
        lambda self, c: Condition("s26tsp_opponent_dealt_at_least",
                                  number=int(next(str(x) for x in c if isinstance(x, Token) and x.type == "NUMBER"))))

# --- s26-cmdc (docs/oracle-s26-cmdc.md) ---

_S26CMDC_X_PT = {"+X/+X": "+1/+1", "+X/+0": "+1/+0", "+0/+X": "+0/+1", "-X/-X": "-1/-1"}


def _s26cmdc_where_x_pump(self: _Build, c: list[Any]) -> Static:
    """ "Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards." -> the Static of
    "gets +1/+1 for each <noun>" (kind "count_pump"; the same meaning, CR 613.4c); kind "s26cmdc_unread" for a change
    other than X."""
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    noun = next(x for x in c if isinstance(x, Noun))
    if pt not in _S26CMDC_X_PT:
        return Static("s26cmdc_unread", c[0], pt=pt, for_each=noun)
    return Static("count_pump", c[0], pt=_S26CMDC_X_PT[pt], for_each=noun)


setattr(_Build, "s26cmdc_where_x_pump", _s26cmdc_where_x_pump)  # noqa: B010


def _s26cmdc_where_x_all_graveyards(self: _Build, c: list[Any]) -> Static:
    """ "..., where X is the number of creature cards in all graveyards." -> Static "s26cmdc_all_graveyards_pump" (the
    change per card in `pt`, what is counted in `for_each`)."""
    found = _s26cmdc_where_x_pump(self, c)
    return found if found.kind == "s26cmdc_unread" else dataclasses.replace(found, kind="s26cmdc_all_graveyards_pump")


setattr(_Build, "s26cmdc_where_x_all_graveyards", _s26cmdc_where_x_all_graveyards)  # noqa: B010


def _s26cmdc_may_become_land(self: _Build, c: list[Any]) -> AfrBecomesCreatureLand:
    """ "you may have target land you control become a 3/3 Elemental creature with haste until end of turn. It's still a
    land." -> s17-afr's AfrBecomesCreatureLand, joined by "may" (as s19-m21's "you may have ~ become ...")."""
    core = _afr_becomes_creature(self, c)
    duration = next((x for x in c if isinstance(x, str) and not isinstance(x, Token)), "")
    return dataclasses.replace(core, duration=duration, joined_by="may")


setattr(_Build, "s26cmdc_may_become_land", _s26cmdc_may_become_land)  # noqa: B010

setattr(_Build, "s26cmdc_lesser_power_cant_block",  # noqa: B010 - "Creatures with power less than ~'s power can't block ..."
        lambda self, c: Static("s26cmdc_lesser_power_cant_block", Ref("self")))


def _s26cmdc_becomes_unblockable(self: _Build, c: list[Any]) -> Sentence:
    """ "~ becomes a 2/2 blue and black Horror artifact creature until end of turn and can't be blocked this turn." (Dimir
    Keyrune) -> the two effects of "... until end of turn. It can't be blocked this turn." (the same object, CR
    608.2c)."""
    becomes = next(x for x in c if isinstance(x, Effect))
    return Sentence((becomes, Effect("cant_be_blocked", obj=Ref("it"), duration="this_turn")), "and")


setattr(_Build, "s26cmdc_becomes_unblockable", _s26cmdc_becomes_unblockable)  # noqa: B010


def _s26cmdc_two_subtypes_cost_less(self: _Build, c: list[Any]) -> Static:
    """ "Goblin spells and Rogue spells you cast cost {1} less to cast." -> Static "s26cmdc_two_subtypes_cost_less" (the
    two subtypes in `keywords`, the mana in `pt`)."""
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Static("s26cmdc_two_subtypes_cost_less", Ref("self"), pt=mana, keywords=subtypes)


setattr(_Build, "s26cmdc_two_subtypes_cost_less", _s26cmdc_two_subtypes_cost_less)  # noqa: B010
# --- s26-cmdb ---


def _s26cmdb_you_cast_subtypes(self: _Build, c: list[Any]) -> Event:
    """ "you cast a Spirit or Arcane spell" / "an Aura, Equipment, or Vehicle spell" (CR 601.2i, 205.3): the event
    `s26cmdb_you_cast_subtypes`, its noun the spell with the qualifier `s26cmdb_subtypes` (the subtypes, space
    separated)."""
    spell = next(x for x in c if isinstance(x, Tree) and x.data == "s26cmdb_subtypes_spell")
    subtypes = [str(x) for x in spell.children if isinstance(x, Token) and x.type == "SUBTYPE"]
    return Event("s26cmdb_you_cast_subtypes",
                 noun=Noun("spell", (Qualifier("s26cmdb_subtypes", " ".join(subtypes)),), (*subtypes, "spell")))


setattr(_Build, "s26cmdb_you_cast_subtypes", _s26cmdb_you_cast_subtypes)  # noqa: B010 - s26-cmdb
setattr(_Build, "s26cmdb_not_enchanted", lambda self, c: Qualifier("not_enchanted"))  # noqa: B010 - s26-cmdb (CR 303.4)
setattr(_Build, "s26cmdb_spend_only_creature_spells",  # noqa: B010 - s26-cmdb (CR 106.6)
        lambda self, c: "spend_only:spell|with_type=creature")  # as "Spend this mana only to cast a creature spell."


def _s26cmdb_you_and_group_have(self: _Build, c: list[Any]) -> Static:
    """ "You and <group> have <keywords>." (CR 702.11c-d): the group's static keywords, kind `s26cmdb_you_and_have`."""
    return Static("s26cmdb_you_and_have", c[0], keywords=next(x for x in c if isinstance(x, tuple)))


setattr(_Build, "s26cmdb_you_and_group_have", _s26cmdb_you_and_group_have)  # noqa: B010 - s26-cmdb


def _s26cmdb_investigate_times(self: _Build, c: list[Any]) -> Effect:
    """ "investigate X times" / "investigate three times" / "investigate twice" (CR 701.16a): the Clue tokens of
    "Investigate." (`create_token` of the predefined Clue), that many."""
    words = [_text(x).lower() for x in c if isinstance(x, Tree)]
    word = words[0] if words else "x"
    amount = Amount(2) if word == "twice" else Amount("X") if word == "x" else Amount(WORD_NUMBERS[word])
    return Effect("create_token", amount=amount, token=_S21INN_CLUE)


setattr(_Build, "s26cmdb_investigate_times", _s26cmdb_investigate_times)  # noqa: B010 - s26-cmdb (CR 701.16a)
setattr(_Build, "s26cmdb_put_into_your_graveyard",  # noqa: B010 - s26-cmdb (CR 603.6c, 404.1)
        lambda self, c: Event("m2y_put_into_graveyard", verb=S26CMDB_INTO_YOUR_GRAVEYARD,
                              noun=next(x for x in c if isinstance(x, Noun))))
S26CMDB_INTO_YOUR_GRAVEYARD = "s26cmdb_into_your_graveyard"
setattr(_Build, "s26cmdb_chosen_type_draw",  # noqa: B010 - s26-cmdb (CR 608.2d, 205.3m)
        lambda self, c: Sentence((Effect("s26cmdb_draw_per_chosen_type",
                                         amount=Amount(1, for_each=next(x for x in c if isinstance(x, Noun)))),)))


def _s26cmdb_attacking_tokens_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "create a <token> that's tapped and attacking for each <noun phrase>" (CR 508.4, 608.2h): the "for each"
    amount of "create a <token> for each ...", the verb `s26cmdb_attacking_tokens_for_each`."""
    made = _create_token_for_each(self, [x for x in c if not (isinstance(x, Tree) and x.data == "tapped_and_attacking")])
    return dataclasses.replace(made, verb="s26cmdb_attacking_tokens_for_each")


setattr(_Build, "s26cmdb_attacking_tokens_for_each", _s26cmdb_attacking_tokens_for_each)  # noqa: B010 - s26-cmdb
setattr(_Build, "s26cmdb_put_looked_if_type_tapped",  # noqa: B010 - s26-cmdb (CR 608.2c, 110.5b)
        lambda self, c: Effect("s23c14_put_looked_if_type", amount=Amount(1), place="battlefield_tapped", may=True,
                               keywords=tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")))
# --- s26-mh ---
setattr(_Build, "s26mh_mill_cost",  # noqa: B010 - s26-mh: "Mill a card" as a cost (CR 701.17a, 602.2b)
        lambda self, c: Cost("s26mh_mill", amount=c[0]))
setattr(_Build, "s26mh_self_flash",  # noqa: B010 - s26-mh: "you may cast ~ as though it had flash" (CR 702.8a)
        lambda self, c: Static("s26mh_self_flash", Ref("self")))
setattr(_Build, "s26mh_cast_self_from_graveyard",  # noqa: B010 - s26-mh: "You may cast ~ from your graveyard" (CR 601.3)
        lambda self, c: Static("s26mh_cast_self_from_graveyard", Ref("self")))



def _s26mh_counters_put_on_self(self: _Build, c: list[Any]) -> Event:
    """ "Whenever one or more +1/+1 counters are put on ~" (CR 122.6, 603.2)."""
    kind = next((x for x in c if isinstance(x, Token) and x.type == "PT"), None)
    return Event("s26mh_counters_put_on_self", counter=str(kind) if kind is not None else None)


setattr(_Build, "s26mh_counters_put_on_self", _s26mh_counters_put_on_self)  # noqa: B010 - s26-mh
# --- s26-core ---
setattr(_Build, "s26core_that_creatures_stat",  # noqa: B010 - s26-core: "that creature's power" (CR 608.2h)
        lambda self, c: "s26core_that_creatures_" + _text(c[-1]).lower())
setattr(_Build, "s26core_in_their_hand_q",  # noqa: B010 - s26-core: "in that player's hand" (CR 402.1)
        lambda self, c: Qualifier("s26core_in_their_hand"))


def _s26core_destroy_and_self(self: _Build, c: list[Any]) -> Sentence:
    """ "destroy that creature and ~" -> two `destroy` effects joined by "and" (CR 701.8a)."""
    first = next(x for x in c if isinstance(x, Ref))
    return Sentence((Effect("destroy", obj=first), Effect("destroy", obj=Ref("self"))), "and")


setattr(_Build, "s26core_destroy_and_self", _s26core_destroy_and_self)  # noqa: B010 - s26-core


def _s26core_that_player_returns(self: _Build, c: list[Any]) -> Effect:
    """ "that player returns a creature they control to its owner's hand" (CR 608.2d)."""
    quantity: Ref = c[0]
    return Effect("s26core_that_player_returns", subject=Ref("player", player="that_player"),
                  obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)


setattr(_Build, "s26core_that_player_returns", _s26core_that_player_returns)  # noqa: B010 - s26-core
setattr(_Build, "s26core_protection_from_chosen",  # noqa: B010 - s26-core (CR 702.16a, 607.2a)
        lambda self, c: Static("s26core_protection_from_chosen", Ref("self")))


def _s26core_pump_per_blocker(self: _Build, c: list[Any]) -> Effect:
    """ "it gets +1/+1 until end of turn for each creature blocking it" (CR 608.2h): the pump for each creature blocking
    "it", kept apart until lowering checks that "it" is ~."""
    effect = _r2m20_pump_for_each(self, [*c, Noun("creature", (Qualifier("s22afr_blocking_it"),), ("creature",))])
    return dataclasses.replace(effect, verb="s26core_pump_per_blocker")


setattr(_Build, "s26core_pump_per_blocker", _s26core_pump_per_blocker)  # noqa: B010 - s26-core


def _s26core_look_and_choose(self: _Build, c: list[Any]) -> Sentence:
    """ "Look at target player's hand and choose a card from it" -> the looking player's hand and the card chosen (CR
    402.3, 608.2d): `s26core_look_at_hand` then `choose_from_it`."""
    owner = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s26core_hand_owner")
    player = "target_opponent" if owner == "opponent's" else "target_player"
    return Sentence((Effect("s26core_look_at_hand", subject=Ref("player", player=player)),
                     Effect("choose_from_it", obj=Ref("target", next(x for x in c if isinstance(x, Noun))))), "and")


setattr(_Build, "s26core_look_and_choose", _s26core_look_and_choose)  # noqa: B010 - s26-core
setattr(_Build, "s26core_opponent_loses_life",  # noqa: B010 - s26-core (CR 603.2, 119.3)
        lambda self, c: Event("opponent_loses_life"))


def _s26core_with_stat_run(self: _Build, c: list[Any]) -> Qualifier:
    """ "with power 4, 5, or 6" -> ("s26core_stat_run", "power>=4|power<=6") when the three numbers follow one another;
    any other list of numbers is kept as it is written ("power=4,5,7"), which no reader takes."""
    stat = next(_text(x).lower().replace(" ", "_") for x in c if isinstance(x, Tree))
    numbers = [int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER"]
    if numbers != list(range(numbers[0], numbers[0] + 3)):
        return Qualifier("s26core_stat_run", f"{stat}={','.join(map(str, numbers))}")
    return Qualifier("s26core_stat_run", f"{stat}>={numbers[0]}|{stat}<={numbers[-1]}")


setattr(_Build, "s26core_with_stat_run", _s26core_with_stat_run)  # noqa: B010 - s26-core
setattr(_Build, "s26core_in_opponents_graveyards_q",  # noqa: B010 - s26-core (CR 404.1, 102.2)
        lambda self, c: Qualifier("s26core_in_opponents_graveyards"))


def _s26core_return_both(self: _Build, c: list[Any]) -> Sentence:
    """ "Return <object> and <object> to their owners' hands" -> two `return` effects to "its owner's hand" (CR 400.3)."""
    first, second = [x for x in c if isinstance(x, Ref)]
    return Sentence((Effect("return", obj=first, place="its owner's hand"),
                     Effect("return", obj=second, place="its owner's hand")), "and")


setattr(_Build, "s26core_return_both", _s26core_return_both)  # noqa: B010 - s26-core
# --- s26-std ---


def _s26std_becomes_subtype(self: _Build, c: list[Any]) -> Effect:
    """ "<object> becomes a [blue] Serpent with base power and toughness 4/4 [and gains flying] [until end of turn]"
    (CR 205.1a, 613.1d-f, 613.4b): the verb "s26std_becomes_subtype" with `obj`, the description in `token` (its stats,
    colors, subtypes, no card type, keywords) and `duration`."""
    effect = _s19neob_becomes(self, c)
    assert effect.token is not None
    return dataclasses.replace(effect, verb="s26std_becomes_subtype",
                               token=dataclasses.replace(effect.token, types=()))


def _s26std_and_keywords(self: _Build, c: list[Any]) -> Tree[Any]:
    """ "and gains flying" / "and flying": read as s19-neob's "and gains <keywords>"."""
    return Tree("s19neob_and_gains", [next(x for x in c if isinstance(x, tuple))])


setattr(_Build, "s26std_becomes_subtype", _s26std_becomes_subtype)  # noqa: B010 - s26-std
setattr(_Build, "s26std_and_keywords", _s26std_and_keywords)  # noqa: B010 - s26-std


def _s26std_not_creature_devotion(self: _Build, c: list[Any]) -> Static:
    """ "As long as your devotion to black [and red] is less than five, ~ isn't a creature." (CR 700.5, 613.1d): the
    Static "s26std_not_creature_devotion" with the colors in `keywords` and the number in `amount`."""
    colors = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "color")
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    return Static("s26std_not_creature_devotion", Ref("self"), keywords=colors, amount=Amount(number))


setattr(_Build, "s26std_not_creature_devotion", _s26std_not_creature_devotion)  # noqa: B010 - s26-std


def _s26std_flicker_yours(self: _Build, c: list[Any]) -> Effect:
    """ "exile <object>, then return that card to the battlefield under your control" (CR 610.3, 110.2a)."""
    return Effect("s26std_flicker_yours", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s26std_flicker_yours", _s26std_flicker_yours)  # noqa: B010 - s26-std


def _s26std_deck_copies(self: _Build, c: list[Any]) -> Static:
    """ "A deck can have any number [up to seven] of cards named ~." (CR 100.2a): the Static "s26std_deck_copies" with
    the number in `amount` (None for any number)."""
    word = next((x for x in c if isinstance(x, Tree) and x.data == "count_word"), None)
    return Static("s26std_deck_copies", Ref("self"),
                  amount=None if word is None else Amount(WORD_NUMBERS[_text(word).lower()]))


setattr(_Build, "s26std_deck_copies", _s26std_deck_copies)  # noqa: B010 - s26-std


def _s26std_named_count_pump(self: _Build, c: list[Any]) -> Static:
    """ "~ gets +1/+1 for each other creature on the battlefield named ~." (CR 201.2, 613.4c): the Static
    "s26std_named_count_pump" with its change in `pt`."""
    return Static("s26std_named_count_pump", Ref("self"),
                  pt=next(str(x) for x in c if isinstance(x, Token) and x.type == "PT"))


setattr(_Build, "s26std_named_count_pump", _s26std_named_count_pump)  # noqa: B010 - s26-std


def _s26std_attached_otherwise(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." (CR 611.3a): the Static
    "s26std_attached_otherwise" with the first change in `pt`, the creature type in `subtype` and the change of the
    "Otherwise" sentence as `keywords`' one member."""
    changes = [str(x) for x in c if isinstance(x, Token) and x.type == "PT"]
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Static("s26std_attached_otherwise", Ref("enchanted_creature"), pt=changes[0], subtype=subtype,
                  keywords=(changes[1],))


setattr(_Build, "s26std_attached_otherwise", _s26std_attached_otherwise)  # noqa: B010 - s26-std


def _s26std_counter_prevention(self: _Build, c: list[Any]) -> Static:
    """ "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter
    [that many +1/+1 counters] from it." (CR 615.1): the Static "s26std_counter_prevention" with the two counters' kinds
    in `keywords` and `amount` "that_many" or 1."""
    kinds = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    that_many = any(isinstance(x, Tree) and x.data == "s26std_that_many" for x in c)
    return Static("s26std_counter_prevention", Ref("self"), keywords=kinds, amount=Amount("that_many" if that_many else 1))


setattr(_Build, "s26std_counter_prevention", _s26std_counter_prevention)  # noqa: B010 - s26-std
# --- s26-cmda ---
setattr(_Build, "s26cmda_free_if_commander",  # noqa: B010 - s26-cmda (CR 118.9, 903.3d)
        lambda self, c: Static("s26cmda_free_if_commander", Ref("self")))
setattr(_Build, "s26cmda_attack_tax_you",  # noqa: B010 - s26-cmda (CR 508.1g)
        lambda self, c: Static("s26cmda_attack_tax_you", Ref("self"),
                               keywords=tuple(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))


def _s26cmda_search_share_land_type(self: _Build, c: list[Any]) -> SearchEffect:
    """ "search your library for up to two basic land cards that share a land type, put them ... " (CR 701.23a)."""
    noun = next(x for x in c if isinstance(x, Noun))
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    to = _text(next(x for x in c if isinstance(x, Tree) and x.data == "search_to")).lower()
    if number < 2:
        raise ValueError("'them' and 'share' for one card")
    return SearchEffect("s26cmda_search_share_land_type", amount=Amount(number), spell=noun, place=to)


setattr(_Build, "s26cmda_search_share_land_type", _s26cmda_search_share_land_type)  # noqa: B010 - s26-cmda (CR 701.23a)


# --- s27-otja ---
setattr(_Build, "s27otja_no_spell_from_hand",  # noqa: B010 - s27-otja (CR 601.2a, 603.4)
        lambda self, c: Condition("records_s27otja_no_spell_from_hand"))
setattr(_Build, "s27otja_create_number_tapped",  # noqa: B010 - s27-otja (CR 111.1, 110.5b)
        lambda self, c: Effect("create_tapped_token", amount=_equal(c[-1]), token=c[0]))
# --- s27-otjb ---


def _s27otjb_you_commit_crime(self: _Build, c: list[Any]) -> Event:
    """ "you commit a crime [during your turn]" (CR 700.13, 603.2): the event "you_commit_crime", its `verb`
    "during_your_turn" when so limited."""
    during = any(isinstance(x, Tree) and x.data == "s14_forage_during_your_turn" for x in c)
    return Event("you_commit_crime", verb="during_your_turn" if during else None)


setattr(_Build, "s27otjb_you_commit_crime", _s27otjb_you_commit_crime)  # noqa: B010 - s27-otjb
setattr(_Build, "s27otjb_crime_event", lambda self, c: c[0])  # noqa: B010 - s27-otjb
setattr(_Build, "s27otjb_crime_condition",  # noqa: B010 - s27-otjb: "you've committed a crime this turn" (CR 700.13)
        lambda self, c: Condition("records_s27otjb_crime"))


setattr(_Build, "s27otjb_outlaw", lambda self, c: Qualifier("s27otjb_outlaw"))  # noqa: B010 - s27-otjb (CR 700.12)
setattr(_Build, "s27otjb_non_outlaw", lambda self, c: Qualifier("s27otjb_non_outlaw"))  # noqa: B010 - s27-otjb


def _s27otjb_outlaw_phrase(self: _Build, c: list[Any]) -> Noun:
    """ "[other] outlaw(s) [you control]" (CR 700.12, 700.12a): an outlaw permanent (or permanents)."""
    qualifiers = (*(q for q in c if isinstance(q, Qualifier)), Qualifier("s27otjb_outlaw"))
    plural = any(isinstance(x, Tree) and x.data == "s27otjb_outlaws" for x in c)
    return Noun("plural", qualifiers, ("permanents",)) if plural else Noun("permanent", qualifiers, ("permanent",))


setattr(_Build, "s27otjb_outlaw_phrase", _s27otjb_outlaw_phrase)  # noqa: B010 - s27-otjb
setattr(_Build, "s27otjb_outlaws_group",  # noqa: B010 - s27-otjb: "[Other] outlaws you control" (CR 700.12a)
        lambda self, c: Ref("group", _s27otjb_outlaw_phrase(self, c)))
setattr(_Build, "s27otjb_attacks_while_saddled",  # noqa: B010 - s27-otjb: "~ attacks while saddled" (CR 702.171b)
        lambda self, c: Event("s27otjb_attacks_while_saddled", verb="attacks"))
setattr(_Build, "s27otjb_loot", lambda self, c: Tree("loot", []))  # noqa: B010 - s27-otjb: the counter kind "loot"
setattr(_Build, "s27otjb_unblockable_if",  # noqa: B010 - s27-otjb: "~ can't be blocked if <condition>." (CR 611.3a)
        lambda self, c: Static("unblockable", Ref("self"), condition=c[-1]))
setattr(_Build, "s27otjb_becomes_saddled_first",  # noqa: B010 - s27-otjb (CR 702.171b)
        lambda self, c: Event("s27otjb_becomes_saddled_first", verb="becomes_saddled"))
setattr(_Build, "s27otjb_saddled_it", lambda self, c: Qualifier("s27otjb_saddled_it"))  # noqa: B010 - s27-otjb

# --- s27-fdna ---


def _s27fdna_during_your_turn(self: _Build, c: list[Any]) -> Static:
    """ "During your turn, <static>." (CR 611.3a, 102.1): the static with the condition "it's your turn" (as
    "As long as it's your turn, <static>."); a static with more than a pump, keywords or a restriction is refused."""
    inner: Static = next(x for x in c if isinstance(x, Static))
    if (inner.by, inner.for_each, inner.subtype, inner.counter, inner.amount) != (None, None, None, None, None):
        raise ValueError("'During your turn' on a static with more parts")
    if inner.condition is not None:
        raise ValueError("'During your turn' on a static with its own condition")
    return Static(inner.kind, inner.subject, inner.pt, inner.keywords, condition=Condition("your_turn"))


def _s27fdna_double_power(self: _Build, c: list[Any]) -> Effect:
    """ "Double target creature's [~'s] power [until end of turn]" (CR 701.10b): the verb "spells_double_power" of
    "Double the power of target creature", on a target creature or on ~."""
    whose = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s22afr_double_whose")
    _, _, durations, _ = _Build._parts(c)
    ref = Ref("self") if whose == "~'s" else Ref("target", Noun("creature", words=("creature",)))
    return Effect("spells_double_power", obj=ref, duration=durations[0] if durations else None)


setattr(_Build, "s27fdna_during_your_turn", _s27fdna_during_your_turn)  # noqa: B010 - s27-fdna (CR 611.3a)
setattr(_Build, "s27fdna_double_power", _s27fdna_double_power)  # noqa: B010 - s27-fdna (CR 701.10b)
setattr(_Build, "s27fdna_gain_life_first_your_turn",  # noqa: B010 - s27-fdna (CR 603.2, 102.1)
        lambda self, c: Event("s21szn_you_gain_life_first", verb="during_your_turn", amount=Amount(1)))


def _s27fdna_prevent_all(self: _Build, c: list[Any]) -> Effect:
    """ "Prevent all [combat] damage that would be dealt to <object> this turn" (CR 615.1): the verb
    "s27fdna_prevent_all", the damage's kind ("combat" / "noncombat") in `place`."""
    refs, _, _, _ = _Build._parts(c)
    kinds = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s23c10_damage_kind"]
    return Effect("s27fdna_prevent_all", obj=refs[0], place=kinds[0] if kinds else None)


setattr(_Build, "s27fdna_prevent_all", _s27fdna_prevent_all)  # noqa: B010 - s27-fdna (CR 615.1)


def _s27fdna_create_tapped_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "create a tapped <token> for each <noun phrase>" (CR 111.1, 608.2h): the verb "s27fdna_create_tapped_for_each"."""
    made = _create_token_for_each(self, c)
    return dataclasses.replace(made, verb="s27fdna_create_tapped_for_each")


setattr(_Build, "s27fdna_create_tapped_for_each", _s27fdna_create_tapped_for_each)  # noqa: B010 - s27-fdna (CR 111.1)
setattr(_Build, "s27fdna_owner_choice_top_or_bottom", _owner_puts_top_or_bottom)  # noqa: B010 - s27-fdna (CR 608.2d)
setattr(_Build, "s27fdna_incubation",  # noqa: B010 - s27-fdna: the counter kind "incubation" (CR 122.1)
        lambda self, c: Tree("incubation", []))


def _s27fdna_step_modal(self: _Build, c: list[Any]) -> TriggeredModal:
    """ "At the beginning of <step>, [if <condition>,] choose one — • ... • ..." (CR 700.2b): a TriggeredModal with the
    step and no events."""
    step, whose = c[0]
    condition = next((x for x in c if isinstance(x, Condition)), None)
    choose = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "mode_count")
    modes = tuple(x for x in c if isinstance(x, Body))
    return TriggeredModal((), Body(()), condition, step=step, whose=whose, choose=choose, modes=modes)


setattr(_Build, "s27fdna_step_modal", _s27fdna_step_modal)  # noqa: B010 - s27-fdna (CR 700.2b)


def _s27fdna_prevention_to_others(self: _Build, c: list[Any]) -> S23c10StaticPrevention:
    """ "Prevent all [combat | noncombat] damage that would be dealt to other creatures you control." (CR 615.1)."""
    kind = next((_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s23c10_damage_kind"), None)
    return S23c10StaticPrevention(kind, "other_creatures_you_control")


setattr(_Build, "s27fdna_prevention_to_others", _s27fdna_prevention_to_others)  # noqa: B010 - s27-fdna (CR 615.1)
setattr(_Build, "s27fdna_you_put_counters_on_self",  # noqa: B010 - s27-fdna (CR 122.6, 603.2)
        lambda self, c: Event("s27fdna_you_put_counters_on_self", counter=_s14_counter_kind(c)))
# --- s27-fdnb ---


def _s27fdnb_lose_unless_discard(self: _Build, c: list[Any]) -> Effect:
    """ "<player> loses N life unless they discard a card": the verb "s27fdnb_lose_unless_discard" (no permanent to
    sacrifice instead)."""
    return Effect("s27fdnb_lose_unless_discard", subject=next(x for x in c if isinstance(x, Ref)),
                  amount=next(x for x in c if isinstance(x, Amount)))


setattr(_Build, "s27fdnb_lose_unless_discard", _s27fdnb_lose_unless_discard)  # noqa: B010 - s27-fdnb


@dataclass(frozen=True)
class S27fdnbCostLessTotalPower(CostReduction):
    """s27-fdnb: "~ costs {X} less to cast, where X is the total power of creatures you control." (`mana` "{X}")."""


setattr(_Build, "s27fdnb_cost_less_total_power",  # noqa: B010 - s27-fdnb
        lambda self, c: S27fdnbCostLessTotalPower("self", next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))
setattr(_Build, "s27fdnb_put_all_from_all_graveyards",  # noqa: B010 - s27-fdnb
        lambda self, c: Effect("s27fdnb_put_all_from_all_graveyards",
                               obj=Ref("all", noun=next(x for x in c if isinstance(x, Noun)))))


def _s27fdnb_reveal_until_to_graveyard(self: _Build, c: list[Any]) -> Effect:
    """ "[each opponent] reveal(s) cards from the top of <whose> library until <who> reveal(s) a <quality> card, then
    put(s) those cards into <whose> graveyard": the verb "s27fdnb_reveal_until_to_graveyard" with the revealer in
    `subject` (None: you) and the quality as a Noun in `spell`. The pronouns must name the revealer ("their" / "they"
    for another player, "your" / "you" for you), or the line isn't read."""
    trees = {x.data: x for x in c if isinstance(x, Tree)}
    revealer = " ".join(_words(trees["s27fdnb_revealer"])).lower()
    pronouns = [" ".join(_words(x)).lower() for x in c if isinstance(x, Tree) and x.data in ("s27fdnb_whose", "s27fdnb_who")]
    if pronouns != (["your", "you", "your"] if not revealer else ["their", "they", "their"]):
        raise ValueError("the pronouns don't name the player revealing")
    subject = None if not revealer else Ref("player", player=revealer.replace(" ", "_"))
    quality = trees["searched_quality"]
    return Effect("s27fdnb_reveal_until_to_graveyard", subject=subject,
                  spell=Noun("searched", (), _words(quality)))


setattr(_Build, "s27fdnb_reveal_until_to_graveyard", _s27fdnb_reveal_until_to_graveyard)  # noqa: B010 - s27-fdnb


def _s27fdnb_damage_if_life_exactly(self: _Build, c: list[Any]) -> Effect:
    """ "If target player has exactly N life, ~ deals M damage to that player": the verb
    "s27fdnb_damage_if_life_exactly" with the damage in `amount` and the life total N in `counter`."""
    life = next(str(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
    return Effect("s27fdnb_damage_if_life_exactly", amount=next(x for x in c if isinstance(x, Amount)), counter=life)


setattr(_Build, "s27fdnb_damage_if_life_exactly", _s27fdnb_damage_if_life_exactly)  # noqa: B010 - s27-fdnb


def _s27fdnb_becomes_subtype(self: _Build, c: list[Any]) -> Effect:
    """ "~ becomes a Werewolf [until end of turn]": the verb "s27fdnb_becomes_subtype" with the subtypes in `keywords` and
    the duration (None: none stated)."""
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    duration = next((x for x in c if isinstance(x, str) and not isinstance(x, Token)), None)
    return Effect("s27fdnb_becomes_subtype", obj=Ref("self"), keywords=subtypes, duration=duration)


setattr(_Build, "s27fdnb_becomes_subtype", _s27fdnb_becomes_subtype)  # noqa: B010 - s27-fdnb
# --- s27-mech ---


def _s27mech_support(self: _Build, c: list[Any]) -> Effect:
    """ "support N" (CR 701.41a): N in an `Amount`."""
    return Effect("s27mech_support", amount=Amount(int(str(next(x for x in c if isinstance(x, Token))))))


setattr(_Build, "s27mech_support", _s27mech_support)  # noqa: B010 - s27-mech
# --- s27-std ---


def _s27std_cant_be_blocked_except(self: _Build, c: list[Any]) -> Effect:
    """ "<object> can't be blocked this turn except by creatures with haste" (CR 509.1b): the verb
    "s27std_cant_be_blocked_except" with `obj`, the keyword the blockers must have in `keywords`, "this turn"."""
    keyword = next(str(x.children[0]) for x in c if isinstance(x, Tree) and x.data == "s27std_blocker_keyword")
    return Effect("s27std_cant_be_blocked_except", obj=next(x for x in c if isinstance(x, Ref)),
                  keywords=(keyword,), duration="this_turn")


setattr(_Build, "s27std_cant_be_blocked_except", _s27std_cant_be_blocked_except)  # noqa: B010 - s27-std


def _s27std_remove_counters_among(self: _Build, c: list[Any]) -> Cost:
    """ "Remove a +1/+1 counter from a creature you control" (CR 602.2b): the Cost "s27std_remove_counters_among"."""
    removed = self.remove_counters_cost([*c, None])
    return dataclasses.replace(removed, kind="s27std_remove_counters_among", obj=None)


setattr(_Build, "s27std_remove_counters_among", _s27std_remove_counters_among)  # noqa: B010 - s27-std


def _s27std_add_two_mana(self: _Build, c: list[Any]) -> Effect:
    """ "Add two mana of different colors" / "... in any combination of colors" (CR 106.1): the verb
    "s27std_add_two_mana" with "different" or "any" in `place`."""
    kind = next(x.data for x in c if isinstance(x, Tree))
    return Effect("s27std_add_two_mana", place="different" if kind == "s27std_different_colors" else "any")


setattr(_Build, "s27std_add_two_mana", _s27std_add_two_mana)  # noqa: B010 - s27-std


def _s27std_damages_creature_event(self: _Build, c: list[Any]) -> Event:
    """ "~ deals [combat] damage to a creature / a Vampire": the Event "s27std_damages_creature", the creature type in
    `noun` (a Noun "subtypes") and "combat" in `verb`."""
    subtypes = [str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"]
    combat = any(isinstance(x, Tree) and x.data == "s27std_combat" for x in c)
    return Event("s27std_damages_creature", verb="combat" if combat else None,
                 noun=Noun("subtypes", words=tuple(subtypes)) if subtypes else None)


setattr(_Build, "s27std_damages_creature_event", _s27std_damages_creature_event)  # noqa: B010 - s27-std
# --- s27-cmd ---
setattr(_Build, "s27cmd_during_your_upkeep",  # noqa: B010 - s27-cmd: "Activate only during your upkeep." (CR 602.5b)
        lambda self, c: "s27cmd_during_your_upkeep")
setattr(_Build, "s27cmd_you_cycle_or_discard_another",  # noqa: B010 - s27-cmd (CR 702.29a, 701.9a)
        lambda self, c: Event("you_discards"))


def _s27cmd_modal_repeat(self: _Build, c: list[Any]) -> Modal:
    """ "Choose three. You may choose the same mode more than once. • ..." -> a Modal whose `choose` is
    "s27cmd_repeat:<N>" (lowering.s27cmd_modal_repeat; CR 700.2d)."""
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    return Modal(f"s27cmd_repeat:{number}", tuple(x for x in c if isinstance(x, Body)))


setattr(_Build, "s27cmd_modal_repeat", _s27cmd_modal_repeat)  # noqa: B010 - s27-cmd (CR 700.2d)
setattr(_Build, "s27cmd_modal_repeat_spell", lambda self, c: c[0])  # noqa: B010 - s27-cmd


def _s27cmd_draw_put_back(self: _Build, c: list[Any]) -> Effect:
    """ "Draw three cards, then put two cards from your hand on top of your library in any order." -> an Effect
    "s27cmd_draw_put_back" whose `amount` is the draw and `place` the number put back (CR 401.4)."""
    drawn, back = (x for x in c if isinstance(x, Amount))
    return Effect("s27cmd_draw_put_back", amount=drawn, place=str(back.value))


setattr(_Build, "s27cmd_draw_put_back", _s27cmd_draw_put_back)  # noqa: B010 - s27-cmd (CR 401.4)


def _s27cmd_search_each(self: _Build, c: list[Any]) -> Effect:
    """ "search your library for a Forest card and a Plains card, put them ..., then shuffle" -> an Effect
    "s27cmd_search_each" as s25-stda's "either" search of two cards (`spell` the first noun, `obj` the second)."""
    first, second = (x for x in c if isinstance(x, Noun))
    to = _text(next(x for x in c if isinstance(x, Tree) and x.data == "search_to")).lower()
    return Effect("s27cmd_search_each", amount=Amount(2), spell=first, obj=Ref("s25stda_or", noun=second), place=to)


setattr(_Build, "s27cmd_search_each", _s27cmd_search_each)  # noqa: B010 - s27-cmd (CR 701.23a)
setattr(_Build, "s27cmd_owner_shuffles_reveals",  # noqa: B010 - s27-cmd (CR 400.3, 701.24a, 701.20a)
        lambda self, c: Sentence((Effect("s27cmd_shuffle_reveal", obj=next(x for x in c if isinstance(x, Ref))),)))
# --- s27-older ---


def _s27older_keyword_list(self: _Build, c: list[Any]) -> tuple[str, ...]:
    """ "flying, ..., and protection from black and from red" (CR 702.16a, 702.16g): the keywords, the two protections
    as two keywords "protection from <color>"."""
    found: list[str] = []
    for child in c:
        if isinstance(child, str):
            found.append(child)
        elif isinstance(child, Tree) and child.data == "s27older_protection_pair":
            colors = [w.lower() for w in _words(child) if w.lower() not in ("protection", "from", "and")]
            found += [f"protection from {color}" for color in colors]
    return tuple(found)


setattr(_Build, "s27older_keyword_list", _s27older_keyword_list)  # noqa: B010
setattr(_Build, "s27older_with_keywords",  # noqa: B010 - "with flying" read as s19-neob's "and gains flying"
        lambda self, c: Tree("s19neob_and_gains", [next(x for x in c if isinstance(x, tuple))]))
setattr(_Build, "s27older_owner_shuffles",  # noqa: B010 - s27-older: "~'s owner shuffles it into their library"
        lambda self, c: Effect("s27older_owner_shuffles", subject=Ref("self")))


def _s27older_add_any_combination(self: _Build, c: list[Any]) -> Effect:
    """ "Add two mana in any combination of colors." -> "add_mana" with the choice of every combination of that many
    colored mana in `place` ("{W}{W}|{W}{U}|...|{G}{G}", CR 106.1); more than three mana is left unread (`place` None)."""
    word = next(x for x in c if isinstance(x, Tree) and x.data == "count_word")
    number = WORD_NUMBERS.get(_text(word).lower())
    if isinstance(number, int) and 4 <= number <= 10:  # s33-wmk: read from a spell or a trigger only (lowering.py)
        return Effect("add_mana", place=f"s33wmk_any_combination:{number}")
    if not isinstance(number, int) or not 2 <= number <= 3:
        return Effect("add_mana", place=None)
    combos = itertools.combinations_with_replacement("WUBRG", number)
    return Effect("add_mana", place="|".join("".join(f"{{{kind}}}" for kind in combo) for combo in combos))


setattr(_Build, "s27older_add_any_combination", _s27older_add_any_combination)  # noqa: B010
setattr(_Build, "s27mech_devoured_q", lambda self, c: Qualifier("s27mech_devoured"))  # noqa: B010 - CR 702.82b
# ---- s28-otj ----


def _s28otj_instead_if_sentence(self: _Build, c: list[Any]) -> TrailingInsteadSentence:
    """ "<effects> instead if <condition>." (CR 608.2c): as "If <condition>, <effects> instead." is built."""
    inner: Sentence = c[0]
    return TrailingInsteadSentence(inner.effects, inner.joined_by, condition=c[1], instead=True)


setattr(_Build, "s28otj_instead_if_sentence", _s28otj_instead_if_sentence)  # noqa: B010 - s28-otj
# --- s28-fdnb (docs/oracle-s28-fdnb.md) ---


@dataclass(frozen=True)
class S28fdnbDamageMultiply(S18M21DamageMultiply):
    """ "If a source you control would deal damage to an opponent or a permanent an opponent controls, it deals double
    that damage instead." (CR 614.1a): s18-m21's multiplier, only of damage dealt to an opponent or their permanent."""

    s28fdnb_to_opponents: bool = True


def _s28fdnb_damage_multiply_opponents(self: _Build, c: list[Any]) -> S28fdnbDamageMultiply:
    source = next((x for x in c if isinstance(x, Noun)), None)
    word = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s18m21_times")
    return S28fdnbDamageMultiply("s18m21_damage_multiply", Ref("self"), source=source, times=2 if word == "double" else 3)


setattr(_Build, "s28fdnb_damage_multiply_opponents", _s28fdnb_damage_multiply_opponents)  # noqa: B010 - s28-fdnb


def _s28fdnb_counters_on_self(self: _Build, c: list[Any]) -> tuple[str, Noun]:
    """ "the number of soul counters on ~" (amount_ref): ("number_of", s25-khc's Noun "s25khc_counter_on" of that kind on
    ~), read as "for each soul counter on ~" is (lowering.s25khc_counter_count)."""
    kind = _s14_counter_kind([x for x in c if not (isinstance(x, Token) and x.type == "SELF")])
    return ("number_of", Noun("s25khc_counter_on", (), (kind, "~")))


setattr(_Build, "s28fdnb_counters_on_self", _s28fdnb_counters_on_self)  # noqa: B010 - s28-fdnb
setattr(_Build, "s28fdnb_double_each_kind",  # noqa: B010 - s28-fdnb: "double the number of each kind of counter on <object>"
        lambda self, c: Effect("double_counters", obj=next(x for x in c if isinstance(x, Ref)), counter="each_kind"))


def _s28fdnb_keywords_and_type(self: _Build, c: list[Any]) -> Static:
    """ "As long as <condition>, it has <keywords> and is a <Subtype> in addition to its other types.": the Static
    "s28fdnb_keywords_and_type" of ~ (the condition names ~: "it" is ~), its keywords and creature type."""
    condition = next(x for x in c if isinstance(x, Condition))
    keywords = next(x for x in c if isinstance(x, tuple))
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    return Static("s28fdnb_keywords_and_type", Ref("self"), keywords=keywords, condition=condition, subtype=subtype)


setattr(_Build, "s28fdnb_keywords_and_type", _s28fdnb_keywords_and_type)  # noqa: B010 - s28-fdnb


def _s28fdnb_may_reveal_until(self: _Build, c: list[Any]) -> Sentence:
    """ "You may reveal cards from the top of your library until you reveal a <quality> card. Put that card ...": the
    reveal_until sentence, its one effect optional (a "may" sentence, as `may_clause` makes one)."""
    sentence: Sentence = next(x for x in c if isinstance(x, Sentence))
    effect = sentence.effects[0]
    return Sentence((Effect(**{**effect.__dict__, "may": True}),), "may")


setattr(_Build, "s28fdnb_may_reveal_until", _s28fdnb_may_reveal_until)  # noqa: B010 - s28-fdnb


def _s28fdnb_becomes_all_types(self: _Build, c: list[Any]) -> AfrBecomesCreatureLand:
    """ "<object> becomes a 3/3 creature with [vigilance and] all creature types": s17-afr's becoming a creature, its
    subtypes every creature type (CR 205.3m, in alphabetical order)."""
    from app.engine.creature_types import CREATURE_TYPES  # the list of CR 205.3m

    core = _afr_becomes_creature(self, [x for x in c if not (isinstance(x, Token) and x.type == "SUBTYPE")])
    return dataclasses.replace(core, subtypes=tuple(sorted(CREATURE_TYPES)))


setattr(_Build, "s28fdnb_becomes_all_types", _s28fdnb_becomes_all_types)  # noqa: B010 - s28-fdnb
# --- s28-core (docs/oracle-s28-core.md) ---
setattr(_Build, "s28core_top_revealed",  # noqa: B010 - s28-core (CR 401.5)
        lambda self, c: Static("s28core_top_revealed", Ref("player", player="you")))


def _s28core_prevent_you_and_creatures(self: _Build, c: list[Any]) -> Effect:
    """ "Prevent all [combat] damage that would be dealt to you and creatures you control this turn." (CR 615.1): the
    verb "s28core_prevent_you_and_creatures", the damage's kind ("combat" / "noncombat") in `place`."""
    kinds = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s23c10_damage_kind"]
    return Effect("s28core_prevent_you_and_creatures", place=kinds[0] if kinds else None)


setattr(_Build, "s28core_prevent_you_and_creatures", _s28core_prevent_you_and_creatures)  # noqa: B010 - s28-core


def _s28core_prevent_from_colors(self: _Build, c: list[Any]) -> Sentence:
    """ "Prevent all damage that black sources and red sources would deal this turn." (CR 615.1, 105.2): one effect
    "s28core_prevent_from_color" per color named, the color in `place`."""
    colors = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "color"]
    return Sentence(tuple(Effect("s28core_prevent_from_color", place=color) for color in colors), "and")


setattr(_Build, "s28core_prevent_from_colors", _s28core_prevent_from_colors)  # noqa: B010 - s28-core
setattr(_Build, "s28core_new_targets",  # noqa: B010 - s28-core (CR 115.7d)
        lambda self, c: Effect("s28core_new_targets", spell=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s28core_attacks_you",  # noqa: B010 - s28-core (CR 508.1d)
        lambda self, c: Effect("s28core_attacks_you", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s28core_skip_combat",  # noqa: B010 - s28-core (CR 614.10)
        lambda self, c: Effect("s28core_skip_combat", subject=next(x for x in c if isinstance(x, Ref))))


# --- s28-blbneo ---
setattr(_Build, "s28blbneo_lesser_mv_q", lambda self, c: Qualifier("s28blbneo_lesser_mv"))  # noqa: B010 - CR 608.2b


def _s28blbneo_attached_cant_lose(self: _Build, c: list[Any]) -> GrantedStatic:
    """'Equipped creature has flying and "You can't lose the game and your opponents can't win the game."' ->
    GrantedStatic "s28blbneo_cant_lose" with the keywords before the quoted ability (none: only the quoted one)."""
    keywords = next((x for x in c if isinstance(x, tuple) and x), ())
    return GrantedStatic("s28blbneo_cant_lose", keywords=keywords)


setattr(_Build, "s28blbneo_attached_cant_lose", _s28blbneo_attached_cant_lose)  # noqa: B010 - CR 104.3, 613.1f


# ---- s28-std ----


def _s28std_shuffle_into_library(self: _Build, c: list[Any]) -> Effect:
    """ "Shuffle up to three target cards from your graveyard into your library." (CR 701.24a): the target cards."""
    return Effect("s28std_shuffle_into_library", obj=next(x for x in c if isinstance(x, Ref)))


def _s28std_target_cards_from_your_graveyard(self: _Build, c: list[Any]) -> Ref:
    """ "up to three target cards from your graveyard": cards of any kind in your graveyard, as "target card from your
    graveyard" with its number (CR 115.1, 601.2c)."""
    noun = Noun("card", (Qualifier("from_your_graveyard"),), ("cards",))
    found: Ref = self.target_phrase([*c, noun])
    return found


setattr(_Build, "s28std_shuffle_into_library", _s28std_shuffle_into_library)  # noqa: B010
setattr(_Build, "s28std_graveyard_targets", lambda self, c: c[0])  # noqa: B010
setattr(_Build, "s28std_target_cards_from_your_graveyard", _s28std_target_cards_from_your_graveyard)  # noqa: B010


# --- s28-fdna ---


def _s28fdna_token_copy_sacrifice_sentence(self: _Build, c: list[Any]) -> Sentence:
    """ 'Create a token that's a copy of <object>, except it has haste and "At the beginning of the end step, sacrifice
    this token."' (CR 707.9b): s22-neoa's token copy with keywords, its verb saying the quoted trigger joins them."""
    copy = next(x for x in c if isinstance(x, Effect))
    _, _, _, keywords = _Build._parts(c)
    return Sentence((dataclasses.replace(copy, verb="s28fdna_token_copy_sacrifice", keywords=keywords[0]),))


setattr(_Build, "s28fdna_token_copy_sacrifice_sentence", _s28fdna_token_copy_sacrifice_sentence)  # noqa: B010
setattr(_Build, "s28fdna_draw_different_mana_values",  # noqa: B010 - s28-fdna (CR 202.3): the noun phrase counted
        lambda self, c: Effect("s28fdna_draw_different_mana_values", amount=Amount(1, for_each=c[0])))
setattr(_Build, "s28fdna_draw_mana_values_graveyard",  # noqa: B010 - s28-fdna (CR 202.3, 404.1)
        lambda self, c: Effect("s28fdna_draw_different_mana_values", place="nonland_graveyard"))


def _s28fdna_damage_any_and_others(self: _Build, c: list[Any]) -> Sentence:
    """ "it deals 4 damage to any target and 3 damage to each of up to two other targets." (CR 115.3): two damage
    effects of one source, the second's `place` "up_to:<n>" other targets."""
    source = next(x for x in c if isinstance(x, Ref))
    amounts = [x for x in c if isinstance(x, Amount)]
    word = next(x for x in c if isinstance(x, Tree) and x.data == "count_word")
    number = WORD_NUMBERS.get(_text(word).lower())
    return Sentence((Effect("s28fdna_damage_any", subject=source, amount=amounts[0]),
                     Effect("s28fdna_damage_any", subject=source, amount=amounts[1],
                            place=f"up_to:{number}" if isinstance(number, int) else None)), "and")


setattr(_Build, "s28fdna_damage_any_and_others", _s28fdna_damage_any_and_others)  # noqa: B010


def _s28fdna_create_excess(self: _Build, c: list[Any]) -> Effect:
    """ "Create a number of [tapped] <token> equal to the amount of excess damage dealt to that creature this way." (CR
    120.10, 111.1): the token, `place` "tapped" when it says so."""
    tapped = any(isinstance(x, Tree) and x.data == "s28fdna_tapped" for x in c)
    token = next(x for x in c if not (isinstance(x, Tree) and x.data == "s28fdna_tapped"))
    return Effect("s28fdna_create_excess", amount=Amount(1), token=token, place="tapped" if tapped else None)


setattr(_Build, "s28fdna_create_excess", _s28fdna_create_excess)  # noqa: B010
setattr(_Build, "s28fdna_may_put_back_rest_graveyard",  # noqa: B010 - s28-fdna: the "Put" of a look, one card back on top
        lambda self, c: Sentence((Effect("s28fdna_put_back_on_top", amount=Amount(1), place="graveyard"),)))
setattr(_Build, "s28fdna_stat_source_power",  # noqa: B010 - s28-fdna: "with mana value less than or equal to ~'s power"
        lambda self, c: Qualifier("s28fdna_stat_source_power",
                                  f"{_text(c[0]).lower().replace(' ', '_')}<=source_power"))


def _s28fdna_create_named_legendary(self: _Build, c: list[Any]) -> Effect:
    """ "create Scion of the Deep, a legendary 8/8 blue Octopus creature token" (CR 111.4, 205.4a): one token with that
    name, legendary."""
    name_tree = next(x for x in c if isinstance(x, Tree) and x.data == "s28fdna_token_name")
    name = " ".join(_words(name_tree))
    rest = [x for x in c if x is not name_tree]
    stats = next(x for x in rest if isinstance(x, Token) and x.type == "STATS")
    colors_tree = next(x for x in rest if isinstance(x, Tree) and x.data in ("color_words", "colorless_token"))
    colors = tuple(w.lower() for w in _words(colors_tree) if w.lower() != "and")
    subtypes = tuple(str(x) for x in rest if isinstance(x, Token) and x.type == "SUBTYPE")
    types = tuple(w.lower() for x in rest if isinstance(x, Tree) and x.data == "type_word" for w in _words(x))
    token = Token_(str(stats), colors, subtypes, types, s28fdna_name=name, s28fdna_legendary=True)
    return Effect("create_token", amount=Amount(1), token=token)


setattr(_Build, "s28fdna_create_named_legendary", _s28fdna_create_named_legendary)  # noqa: B010
# --- s29-core ---
setattr(_Build, "s29core_wish", lambda self, c: Tree("wish", []))  # noqa: B010 - s29-core: the counter kind "wish" (CR 122.1)
setattr(_Build, "s29core_end_turn", lambda self, c: Effect("s29core_end_turn"))  # noqa: B010 - s29-core (CR 721.1)


def _s29core_give_control(self: _Build, c: list[Any]) -> Effect:
    """ "<player> gains control of <object>" (CR 613.1b): the player and the object, lowered as `give_control` only when
    the object is ~ itself."""
    player, obj = [x for x in c if isinstance(x, Ref)]
    return Effect("s29core_give_control", subject=player, obj=obj)


setattr(_Build, "s29core_give_control", _s29core_give_control)  # noqa: B010 - s29-core (CR 613.1b)
setattr(_Build, "s29core_self_attacks_alone",  # noqa: B010 - s29-core (CR 506.5)
        lambda self, c: Event("s29core_self_attacks_alone"))
setattr(_Build, "s29core_attacks_you", lambda self, c: Event(  # noqa: B010 - s29-core (CR 508.3a)
    "s29core_attacks_you", noun=next(x for x in c if isinstance(x, Noun))))


def _s29core_is_in_addition(self: _Build, c: list[Any]) -> Effect:
    """ "That creature is a black Zombie in addition to its other colors and types." -> the verb
    "s29core_is_in_addition" on "that creature" / "it", the colors and subtypes in a `Token_` (the colors kept only with
    "colors and types")."""
    that = next(x for x in c if isinstance(x, Tree) and x.data == "s29core_that_is")
    what = next(x for x in c if isinstance(x, Tree) and x.data == "s29core_other_what")
    colors_tree = next((x for x in c if isinstance(x, Tree) and x.data in ("color_words", "colorless_token")), None)
    colors = () if colors_tree is None else tuple(w.lower() for w in _words(colors_tree) if w.lower() != "and")
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    obj = Ref("that", Noun("creature")) if _text(that).lower().startswith("that") else Ref("it")
    with_colors = _text(what).lower().startswith("colors")
    return Effect("s29core_is_in_addition", obj=obj, token=Token_("", colors, subtypes, ()),
                  place="colors_and_types" if with_colors else "types")


setattr(_Build, "s29core_is_in_addition", _s29core_is_in_addition)  # noqa: B010 - s29-core (CR 205.1b)
setattr(_Build, "s29core_paid_flash", lambda self, c: Static(  # noqa: B010 - s29-core (CR 702.8a, 601.2f)
    "s29core_paid_flash", Ref("self"), pt="".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))


def _s29core_self_is_in_addition(self: _Build, c: list[Any]) -> Static:
    """ "~ is the chosen type [a Wizard] in addition to its other types." -> Static "s29core_self_is_in_addition" with
    the subtypes named (none: the chosen type)."""
    what = next(x for x in c if isinstance(x, Tree) and x.data in ("s29core_chosen_type", "s29core_named_types"))
    subtypes = tuple(str(x) for x in what.children if isinstance(x, Token) and x.type == "SUBTYPE")
    return Static("s29core_self_is_in_addition", Ref("self"), keywords=subtypes,
                  subtype="chosen" if what.data == "s29core_chosen_type" else None)


setattr(_Build, "s29core_self_is_in_addition", _s29core_self_is_in_addition)  # noqa: B010 - s29-core (CR 613.1d)
setattr(_Build, "s29core_reveal_play_free",  # noqa: B010 - s29-core (CR 608.2g)
        lambda self, c: Sentence((Effect("s29core_reveal_play_free"),), "and"))


# --- s29-modern ---


def _s29modern_owner_of_either(self: _Build, c: list[Any]) -> Ref:
    """ "target artifact or creature's owner" (CR 608.2d): the one target of either type (its owner acts)."""
    first = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    second = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "possessive_noun").removesuffix("'s")
    return Ref("target", Noun("either", tuple(x for x in c if isinstance(x, Qualifier)), (first, "or", second)))


setattr(_Build, "s29modern_owner_of_either", _s29modern_owner_of_either)  # noqa: B010 - s29-modern (CR 608.2d)


def _s29modern_pump_for_each(self: _Build, c: list[Any]) -> Effect:
    """ "<object> gets +2/+2 for each <noun>" after a fronted "Until end of turn," (CR 608.2h): r2m20's pump "for each"
    with no duration of its own (the sentence's, lowering.py `s29modern_pump_for_each`)."""
    noun = next(x for x in c if isinstance(x, Noun))
    refs, _, _, _ = self._parts(c)
    pt = next(str(x) for x in c if isinstance(x, Token) and x.type == "PT")
    return Effect("s29modern_pump_for_each", obj=refs[0], pt=pt, amount=Amount(1, for_each=noun))


setattr(_Build, "s29modern_pump_for_each", _s29modern_pump_for_each)  # noqa: B010 - s29-modern (CR 608.2h)


def _s29modern_gains_flashback(self: _Build, c: list[Any]) -> Sentence:
    """ "Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to
    its mana cost." (CR 702.34a): s18-castfree's permission sentence, marked flashback (`place` "flashback")."""
    sentence = _s18castfree_cast_gy(self, c)
    return Sentence((dataclasses.replace(sentence.effects[0], place="s29modern_flashback"),))


setattr(_Build, "s29modern_gains_flashback", _s29modern_gains_flashback)  # noqa: B010 - s29-modern (CR 702.34a)


setattr(_Build, "s29modern_cost_reduction_while",  # noqa: B010 - s29-modern: "As long as it's not your turn, ..." (611.3a)
        lambda self, c: dataclasses.replace(next(x for x in c if isinstance(x, Static)),
                                            condition=next(x for x in c if isinstance(x, Condition))))


def _s29modern_enters_plus_for_each(self: _Build, c: list[Any]) -> Static:
    """ "~ enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each <noun>." (CR 614.1c): s18-m20's
    static (the first number and kind, `for_each` the noun); the second kind must be the first's."""
    entering = _s18m20_enters_with_counters_for_each(self, c)
    kinds = [str(x) if isinstance(x, Token) else x.data for x in c
             if (isinstance(x, Token) and x.type == "PT") or (isinstance(x, Tree) and x.data != "counter_word"
                                                               and x.data not in ("noun_phrase", "one", "number"))]
    if len(set(kinds)) != 1:
        raise ValueError("'plus an additional' counter of another kind")
    return dataclasses.replace(entering, kind="s29modern_enters_plus_for_each")


setattr(_Build, "s29modern_enters_plus_for_each", _s29modern_enters_plus_for_each)  # noqa: B010 - s29-modern (614.1c)


setattr(_Build, "s29modern_others_exiled_instead",  # noqa: B010 - s29-modern: "If a creature ... would die" (CR 614.1a)
        lambda self, c: Static("s29modern_others_exiled_instead", Ref("group", next(x for x in c if isinstance(x, Noun)))))


def _s29modern_cast_gy_free(self: _Build, c: list[Any]) -> Sentence:
    """ "You may cast target instant or sorcery card from your graveyard without paying its mana cost. If that spell would
    be put into your graveyard, exile it instead." (CR 608.2g, 118.9, 614.1a): s18-castfree's sentence, its own verb."""
    sentence = _s18castfree_cast_gy(self, c)
    return Sentence((dataclasses.replace(sentence.effects[0], verb="s29modern_cast_gy_free"),))


setattr(_Build, "s29modern_cast_gy_free", _s29modern_cast_gy_free)  # noqa: B010 - s29-modern (CR 608.2g)


# --- s29-mh (docs/oracle-s29-mh.md) -----------------------------------------------------------------------------------


def _s29mh_mill_equal(self: _Build, c: list[Any]) -> Effect:
    """ "Target player mills cards equal to <amount>" (CR 701.17a, 608.2h): a mill whose amount is counted as it
    resolves, as `draw_equal`."""
    refs = [x for x in c if isinstance(x, Ref)]
    ref = next(x for x in c if not isinstance(x, Ref | Token))
    return Effect("mill", subject=refs[0] if refs else None, amount=_equal(ref))


setattr(_Build, "s29mh_mill_equal", _s29mh_mill_equal)  # noqa: B010 - s29-mh


def _s29mh_dealt_damage_exiled(self: _Build, c: list[Any]) -> Sentence:
    """ "If a creature [permanent] dealt damage this way would die this turn, exile it instead." (CR 614.1a): the
    noun in `place`."""
    noun = next(x for x in c if isinstance(x, Tree))
    return Sentence((Effect("s29mh_dealt_damage_exiled", place=_text(noun).lower()),))


setattr(_Build, "s29mh_dealt_damage_exiled", _s29mh_dealt_damage_exiled)  # noqa: B010 - s29-mh


def _s29mh_typed_graveyard_one(self: _Build, c: list[Any]) -> Condition:
    """ "there is a land card in your graveyard" (CR 404.1): r2m20's typed graveyard condition with the count one."""
    card_type = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Condition("r2m20_typed_graveyard", noun=Noun("card", words=(card_type,)), number=1)


setattr(_Build, "s29mh_typed_graveyard_one", _s29mh_typed_graveyard_one)  # noqa: B010 - s29-mh


def _s29mh_may_quoted_create(self: _Build, c: list[Any]) -> Sentence:
    """ "you may create <token> with "<ability>"" / "... token. It has "<ability>"": as `may_clause` reads "you may
    <clause>" (CR 608.2d)."""
    effect: Effect = c[0]
    return Sentence((Effect(**{**effect.__dict__, "may": True}),), "may")


setattr(_Build, "s29mh_may_quoted_create", _s29mh_may_quoted_create)  # noqa: B010 - s29-mh


# --- s29-stdb (docs/oracle-s29-stdb.md) --------------------------------------------------------------------------------
def _s29stdb_other_enters_or_dies(self: _Build, c: list[Any]) -> tuple[Event, Event]:
    """ "another creature you control enters or dies" (CR 603.2): the two events of one noun phrase."""
    noun: Noun = next(x for x in c if isinstance(x, Noun))
    return Event("other_enters", noun=noun), Event("other_dies", noun=noun)


setattr(_Build, "s29stdb_other_enters_or_dies", _s29stdb_other_enters_or_dies)  # noqa: B010


def _s29stdb_each_combat(self: _Build, c: list[Any]) -> tuple[str, str]:
    """ "At the beginning of each combat" (CR 507.1, 603.2): the beginning-of-combat step of every player's turn."""
    return ("combat", "each")


setattr(_Build, "s29stdb_each_combat", _s29stdb_each_combat)  # noqa: B010


def _s29stdb_fronted_return_at_end_step(self: _Build, c: list[Any]) -> Effect:
    """ "At the beginning of the next end step, return that card to the battlefield under its owner's control [with a
    +1/+1 counter on it]." (CR 603.7a): as "Return that card ... at the beginning of the next end step."."""
    counter = next((x for x in c if isinstance(x, FlickerCounter)), None)
    obj = next(x for x in c if isinstance(x, Ref))
    return Effect("return_at_next_end_step", obj=obj, counter=counter.name if counter is not None else None)


setattr(_Build, "s29stdb_fronted_return_at_end_step", _s29stdb_fronted_return_at_end_step)  # noqa: B010


def _s29stdb_it_has_counter(self: _Build, c: list[Any]) -> Condition:
    """ "if that creature has a +1/+1 counter on it" (CR 122.1, 608.2h): as "if it's a permanent with a +1/+1 counter on
    it", of the object the previous targeted effect acted on."""
    qualifier = Qualifier("with_counter", _s14_counter_kind(c))
    return Condition("it_is", noun=Noun("permanent", (qualifier,), ("permanent",)))


setattr(_Build, "s29stdb_it_has_counter", _s29stdb_it_has_counter)  # noqa: B010
# --- s29-stda ---


def _s29stda_proliferate_again(self: _Build, c: list[Any]) -> Sentence:
    """ "Proliferate, then proliferate again." (CR 701.34a, 608.2c): two "kwc_proliferate" effects joined by "then"."""
    return Sentence((Effect("kwc_proliferate"), Effect("kwc_proliferate")), "then")


setattr(_Build, "s29stda_proliferate_again", _s29stda_proliferate_again)  # noqa: B010 - s29-stda
setattr(_Build, "s29stda_that_spells_mana_value",  # noqa: B010 - s29-stda (CR 202.3, 608.2h)
        lambda self, c: "that_spell_mana_value")
setattr(_Build, "s29stda_attached_to_it_q",  # noqa: B010 - s29-stda: "attached to it" (CR 301.5, 303.4)
        lambda self, c: Qualifier("s29stda_attached_to_it"))
setattr(_Build, "s29stda_opponents_cant_cast_your_turn",  # noqa: B010 - s29-stda (CR 101.2, 102.1)
        lambda self, c: Static("s29stda_opponents_cant_cast_your_turn", Ref("player", player="opponents")))


def _s29stda_add_amount_of(self: _Build, c: list[Any]) -> Sentence:
    """ "Add an amount of {G} equal to <amount>." (CR 106.1, 608.2h): `add_mana_amount` of that one symbol (its `place`)."""
    symbol = next(_text(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    said = c[-1]
    if isinstance(said, tuple) and said[0] == "number_of":
        amount = Amount("X", for_each=said[1], equal_to="number_of")
    else:
        amount = Amount("X", equal_to=str(said))
    return Sentence((Effect("add_mana_amount", amount=amount, place=symbol),))


setattr(_Build, "s29stda_add_amount_of", _s29stda_add_amount_of)  # noqa: B010 - s29-stda


def _s29stda_permanent_thats_either(self: _Build, c: list[Any]) -> Tree[Token]:
    """ "permanent that's an artifact, creature, or enchantment" (CR 205.2a): the `noun_either` of those card types, the
    words "artifact", "or", "creature", ... as "artifact, creature, or enchantment" reads."""
    types = [x for x in c if isinstance(x, Tree) and x.data == "type_word"]
    words: list[Token] = []
    for index, type_word in enumerate(types):
        if index:
            words.append(Token("OR", "or"))
        words.extend(t for t in type_word.children if isinstance(t, Token))
    return Tree("noun_either", list(words))


setattr(_Build, "s29stda_permanent_thats_either", _s29stda_permanent_thats_either)  # noqa: B010 - s29-stda


def _s29stda_during_turn_and_only_if(self: _Build, c: list[Any]) -> tuple[str, str]:
    """ "Activate only during your turn and only if <condition>." (CR 602.5b): the two restrictions."""
    restriction = OnlyIfRestriction("activate_only_if")
    restriction.condition = next(x for x in c if isinstance(x, Condition))
    return ("during_your_turn", restriction)


setattr(_Build, "s29stda_during_turn_and_only_if", _s29stda_during_turn_and_only_if)  # noqa: B010 - s29-stda


def _s29stda_each_blocker_pump(self: _Build, c: list[Any]) -> Effect:
    """ "each creature blocking it gets -1/-1 until end of turn": the pump of each creature blocking "it" (`s22afr_blocking_it`),
    its verb saying "it" must be ~ (lowering.py `_s29stda_each_blocker_pump`)."""
    blocking = Ref("each", Noun("creature", (Qualifier("s22afr_blocking_it"),), ("creature",)))
    return dataclasses.replace(self.pump([blocking, *c]), verb="s29stda_each_blocker_pump")


setattr(_Build, "s29stda_each_blocker_pump", _s29stda_each_blocker_pump)  # noqa: B010 - s29-stda
_S26CMDC_X_PT["-X/-0"] = "-1/-0"  # s29-stda: "Enchanted creature gets -X/-0, where X is ..." (CR 613.4c)


# --- s29-old ---


def _s29old_flicker_those(self: _Build, c: list[Any]) -> Effect:
    """ "Exile up to two target creatures you control, then return those cards to the battlefield under their owner's
    control." -> the effect "s29old_flicker_those" on the targets (`place` "your_control" for "under your control")."""
    whose = str(c[-1])
    return Effect("s29old_flicker_those", obj=next(x for x in c if isinstance(x, Ref)),
                  place="your_control" if whose.startswith("your") else None)


def _s29old_whose_control(self: _Build, c: list[Any]) -> str:
    return " ".join(str(x) for x in c)


setattr(_Build, "s29old_flicker_those", _s29old_flicker_those)  # noqa: B010 - s29-old
setattr(_Build, "s29old_whose_control", _s29old_whose_control)  # noqa: B010 - s29-old


def _s29old_fronted_return_at_end_step(self: _Build, c: list[Any]) -> Effect:
    """ "At the beginning of the next end step, return that card to the battlefield under its owner's control [with a
    +1/+1 counter on it]": the same effect as the sentence with its delay written last."""
    counter = next((x for x in c if isinstance(x, FlickerCounter)), None)
    return Effect("return_at_next_end_step", obj=next(x for x in c if isinstance(x, Ref)),
                  counter=counter.name if counter is not None else None)


setattr(_Build, "s29old_fronted_return_at_end_step", _s29old_fronted_return_at_end_step)  # noqa: B010 - s29-old


def _s29old_gain_cant_be_blocked(self: _Build, c: list[Any]) -> Sentence:
    """ "Target creature gains haste until end of turn and can't be blocked this turn.": the keywords gained, then "can't
    be blocked" on the same creature ("it", or ~ after ~; CR 608.2c) with the second duration."""
    durations = [x for x in c if isinstance(x, str) and x in ("end_of_turn", "this_turn", "until_your_next_turn")]
    gained = self.gain_keywords(c[:-1])
    same = Ref("self") if isinstance(gained.obj, Ref) and gained.obj.kind == "self" else Ref("it")
    return Sentence((gained, Effect("cant_be_blocked", obj=same, duration=durations[-1])), "and")


setattr(_Build, "s29old_gain_cant_be_blocked", _s29old_gain_cant_be_blocked)  # noqa: B010 - s29-old
setattr(_Build, "s29old_face_down", lambda self, c: Qualifier("s29old_face_down"))  # noqa: B010 - s29-old (CR 708.2)
setattr(_Build, "s29old_lesser_power_cant_block_it",  # noqa: B010 - s29-old: "... can't block it." (CR 509.1b)
        lambda self, c: Static("s29old_lesser_power_cant_block_it", Ref("self")))



# --- s29-cmd (docs/oracle-s29-cmd.md) ---
setattr(_Build, "s29cmd_that_mana_value",  # noqa: B010 - s29-cmd: "that artifact's mana value" (CR 608.2h, 202.3)
        lambda self, c: "s29cmd_that_mana_value:" + _text(c[0]).lower().removesuffix("'s"))
setattr(_Build, "s29cmd_without_counters_q",  # noqa: B010 - s29-cmd: "with no counters on them" (CR 122.1)
        lambda self, c: Qualifier("s29cmd_without_counters"))
setattr(_Build, "s29cmd_from_exile", lambda self, c: "exile")  # noqa: B010 - s29-cmd (CR 601.2a)
setattr(_Build, "s29cmd_not_from_hand", lambda self, c: "not_hand")  # noqa: B010 - s29-cmd (CR 601.2a)
setattr(_Build, "s29cmd_you_cast_from",  # noqa: B010 - s29-cmd: "you cast a spell from exile" (CR 601.2a, 601.2i)
        lambda self, c: Event("s29cmd_cast_from", verb="you:" + str(c[-1])))
setattr(_Build, "s29cmd_opponent_casts_from",  # noqa: B010 - s29-cmd: "an opponent casts a spell from ..." (CR 601.2a)
        lambda self, c: Event("s29cmd_cast_from", verb="opponent:" + str(c[-1])))


def _s29cmd_destroy_all_and_all(self: _Build, c: list[Any]) -> Sentence:
    """ "Destroy all creatures you don't control and all planeswalkers you don't control." -> two `destroy` effects of
    "all", joined by "and" (CR 701.8a), as "destroy that creature and ~" is read."""
    nouns = [x for x in c if isinstance(x, Noun)]
    return Sentence(tuple(Effect("destroy", obj=Ref("all", noun=noun)) for noun in nouns), "and")


setattr(_Build, "s29cmd_destroy_all_and_all", _s29cmd_destroy_all_and_all)  # noqa: B010 - s29-cmd


def _s29cmd_attacks_you(self: _Build, c: list[Any]) -> Event:
    """ "a creature attacks you or a planeswalker you control" (CR 506.3, 508.3a): the "other_attacks" event whose noun
    has the qualifier `s29cmd_attacking_you`."""
    noun = next(x for x in c if isinstance(x, Noun))
    return Event("other_attacks", noun=dataclasses.replace(noun, qualifiers=(*noun.qualifiers,
                                                                            Qualifier("s29cmd_attacking_you"))))


setattr(_Build, "s29cmd_attacks_you", _s29cmd_attacks_you)  # noqa: B010 - s29-cmd
setattr(_Build, "s29cmd_counter_put_on_self",  # noqa: B010 - s29-cmd: "a +1/+1 counter is put on ~" (CR 122.6)
        lambda self, c: Event("s29cmd_counter_put_on_self",
                              counter=next((str(x) for x in c if isinstance(x, Token) and x.type == "PT"), None)))
setattr(_Build, "s29cmd_commander",  # noqa: B010 - s29-cmd: "Commander creatures you control" (CR 903.3)
        lambda self, c: Qualifier("s29cmd_commander"))


def _s29cmd_attacks_qualified(name: str) -> Any:
    def build(self: _Build, c: list[Any]) -> Event:
        noun = next(x for x in c if isinstance(x, Noun))
        return Event("other_attacks", noun=dataclasses.replace(noun, qualifiers=(*noun.qualifiers, Qualifier(name))))
    return build


setattr(_Build, "s29cmd_attacks_an_opponent",  # noqa: B010 - s29-cmd: "attacks one of your opponents" (CR 506.3)
        _s29cmd_attacks_qualified("s29cmd_attacking_an_opponent"))
setattr(_Build, "s29cmd_attacks_an_opponent_or_pw",  # noqa: B010 - s29-cmd (CR 506.3)
        _s29cmd_attacks_qualified("s29cmd_attacking_an_opponent_or_planeswalker"))


# --- s30-stdc ---


@dataclass(frozen=True)
class S30stdcLookIfPut(Effect):
    """s30-stdc: "If it's a <noun> card, you may reveal it and put it into your hand [put it onto the battlefield]. If
    you don't put the card into your hand [onto the battlefield], [you may] put it <rest>." after a look at the top
    card of your library (`verb` "s30stdc_look_if_put"): the noun in `spell`, where the card goes in `place`, where the
    card not taken goes in `rest`, `rest_optional` for "you may put it ...", `reveal` for "reveal it and"; its "you may" is its own (`may` stays
    False: the lowering's `optional`)."""

    rest: str = "top"
    rest_optional: bool = False
    reveal: bool = False


_S30STDC_LOOK_PLACES = {"into your graveyard": "graveyard", "on the bottom of your library": "bottom_any_order",
                        "into your hand": "hand"}


def _s30stdc_look_if_put(self: _Build, c: list[Any]) -> Sentence:
    noun = next(x for x in c if isinstance(x, Noun))
    parts = {x.data: _text(x).lower() for x in c if isinstance(x, Tree)}
    to_words = parts["s30stdc_look_to"]
    to = "hand" if to_words.startswith("reveal") else (
        "battlefield_tapped" if to_words.endswith("tapped") else "battlefield")
    where = "hand" if parts["s30stdc_look_where"] == "into your hand" else "battlefield"
    rest = _S30STDC_LOOK_PLACES[parts["s30stdc_look_place"]]
    if where != ("hand" if to == "hand" else "battlefield") or rest == to:
        raise ValueError("'If you don't put the card ...' names another place than the one before it")
    return Sentence((S30stdcLookIfPut("s30stdc_look_if_put", amount=Amount(1), place=to, spell=noun,
                                      rest=rest, rest_optional="s30stdc_may" in parts, reveal=to == "hand"),))


setattr(_Build, "s30stdc_look_if_put", _s30stdc_look_if_put)  # noqa: B010 - s30-stdc (CR 608.2c, 401.2)
setattr(_Build, "s30stdc_put_of_them_graveyard",  # noqa: B010 - s30-stdc: "Put one of them into your graveyard."
        lambda self, c: Effect("s30stdc_put_of_them_graveyard", amount=next(x for x in c if isinstance(x, Amount))))


# --- s30-old (docs/oracle-s30-old.md) ---


def _s30old_counter_unless_each(self: _Build, c: list[Any]) -> CounterUnless:
    """ "Counter target spell unless its controller pays {1} for each card in your graveyard." (CR 701.6a, 118.12,
    608.2h): the `counter_unless` effect whose amount is the counted noun (the cost paid once for each)."""
    built = _counter_unless(self, c[:-1])
    return dataclasses.replace(built, amount=Amount(1, for_each=c[-1]))


setattr(_Build, "s30old_counter_unless_each", _s30old_counter_unless_each)  # noqa: B010 - s30-old
setattr(_Build, "s30old_empty_draw_wins",  # noqa: B010 - s30-old: "you win the game instead" (CR 614.1a, 121.4)
        lambda self, c: Static("s30old_empty_draw_wins", Ref("player", player="you")))


def _s30old_return_two_from_graveyard(self: _Build, c: list[Any]) -> Sentence:
    """ "Return up to one target artifact card and up to one target enchantment card from your graveyard to your hand."
    (CR 115.1, 601.2c): two "return" effects to your hand, each target's noun a card from your graveyard."""
    refs = [x for x in c if isinstance(x, Ref)]
    effects = []
    for ref in refs:
        assert ref.noun is not None
        noun = dataclasses.replace(ref.noun, qualifiers=(*ref.noun.qualifiers, Qualifier("from_your_graveyard")))
        effects.append(Effect("return", obj=dataclasses.replace(ref, noun=noun), place="your hand"))
    return Sentence(tuple(effects), "and")


setattr(_Build, "s30old_return_two_gy", _s30old_return_two_from_graveyard)  # noqa: B010 - s30-old


def _s30old_edict_greatest(self: _Build, c: list[Any]) -> Effect:
    """ "Each opponent / Target opponent / Each player sacrifices a creature with the greatest power among creatures that
    player controls." (CR 701.21a, 208.1): the `edict` with `place` "greatest_power", as "... they control" reads."""
    player = next(x for x in c if isinstance(x, Ref))
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("edict", subject=player, obj=Ref("each", noun=noun), place="greatest_power")


setattr(_Build, "s30old_edict_greatest", _s30old_edict_greatest)  # noqa: B010 - s30-old


# --- s30-core (docs/oracle-s30-core.md) --------------------------------------------------------------------------------
def _s30core_flip_coin_lost(self: _Build, c: list[Any]) -> Sentence:
    """ "Flip a coin. If you lose the flip, <effect>." (CR 705.1, 705.2): s19-m21's coin flip with nothing done when the
    flip is won."""
    lost_tree = next(x for x in c if isinstance(x, Tree) and x.data == "s19m21_lose_flip")
    lost = next(x for x in lost_tree.children if isinstance(x, Effect))
    return Sentence((S19M21FlipCoin("s19m21_flip_coin", won=None, lost=lost),))


setattr(_Build, "s30core_flip_coin_lost", _s30core_flip_coin_lost)  # noqa: B010 - s30-core


def _s30core_damage_to_attacked(self: _Build, c: list[Any]) -> Effect:
    """ "it deals 1 damage to the player or planeswalker it's attacking" (CR 506.3, 508.1b): the damage's object is
    what the source attacks (the player "s30core_attacked")."""
    source = next(x for x in c if isinstance(x, Ref))
    amount = next(x for x in c if isinstance(x, Amount))
    return Effect("deal_damage", subject=source, obj=Ref("player", player="s30core_attacked"), amount=amount)


setattr(_Build, "s30core_damage_to_attacked", _s30core_damage_to_attacked)  # noqa: B010 - s30-core
setattr(_Build, "s30core_untap_during_others",  # noqa: B010 - s30-core: "Untap all permanents you control during ..."
        lambda self, c: Static("s30core_untap_during_others", Ref("group", next(x for x in c if isinstance(x, Noun)))))
setattr(_Build, "s30core_shuffle_it_into_library",  # noqa: B010 - s30-core: "shuffle it into its owner's library"
        lambda self, c: Effect("s30core_shuffle_it_into_library", obj=Ref("it")))


# --- s30-modern ---


setattr(_Build, "s30modern_you_controlled_died_q",  # noqa: B010 - s30-modern: "you controlled that died this turn"
        lambda self, c: Qualifier("records_died", "you"))  # as "that died under your control this turn" (CR 700.4)
setattr(_Build, "s30modern_plot_from_hand",  # noqa: B010 - s30-modern: "you may exile a <card> from your hand. If you
        lambda self, c: Sentence((Effect("s30modern_plot_from_hand",  # do, it becomes plotted." (CR 702.170c)
                                         spell=next(x for x in c if isinstance(x, Noun))),)))
setattr(_Build, "s30modern_it_is_tapped",  # noqa: B010 - s30-modern: "if it's tapped" (CR 608.2c), as "if it's a token"
        lambda self, c: Condition("it_is", noun=Noun("s30modern_tapped", words=("tapped",))))


def _s30modern_reveal_top_may_put(self: _Build, c: list[Any]) -> Sentence:
    """ "Reveal the top N cards of your library. You may put <cards> from among them into your hand. Put the rest into
    your graveyard." (CR 701.20a, 608.2c): the cards' nouns as `library_reveal_what` reads them, N in `counter`."""
    count = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    found = next(x for x in c if isinstance(x, dict))
    return Sentence((LibraryRevealFromAmong("s30modern_reveal_top_may_put", amount=Amount(found["amount"]),
                                            nouns=found["nouns"], each=found.get("each", False), counter=str(count)),))


setattr(_Build, "s30modern_reveal_top_may_put", _s30modern_reveal_top_may_put)  # noqa: B010 - s30-modern


def _s30modern_all_colors_token(self: _Build, c: list[Any]) -> Token_:
    """ "a 2/2 Citizen creature token that's all colors" (CR 105.1, 111.4): the five colors."""
    subtypes = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    types = tuple(w.lower() for x in c if isinstance(x, Tree) and x.data == "type_word" for w in _words(x))
    return Token_(str(c[0]), ("white", "blue", "black", "red", "green"), subtypes, types)


setattr(_Build, "s30modern_all_colors_token", _s30modern_all_colors_token)  # noqa: B010 - s30-modern


@dataclass(frozen=True)
class S30modernMayChooseDiscard(Effect):
    """s30-modern: "You may choose a nonland card from it. If you do, that player discards that card. [If you don't,
    <clauses>.]" (CR 608.2c-d): the card's noun in `obj`, the "If you don't" sentence in `if_none`."""

    if_none: Sentence | None = None


def _s30modern_may_choose_discard(self: _Build, c: list[Any]) -> Sentence:
    noun = next(x for x in c if isinstance(x, Noun))
    if_none = next((x for x in c if isinstance(x, Sentence)), None)
    return Sentence((S30modernMayChooseDiscard("s30modern_may_choose_discard", obj=Ref("target", noun),
                                               if_none=if_none),))


setattr(_Build, "s30modern_may_choose_discard", _s30modern_may_choose_discard)  # noqa: B010 - s30-modern
setattr(_Build, "s30modern_if_you_dont", lambda self, c: c[0])  # noqa: B010 - s30-modern: the clauses' sentence
setattr(_Build, "s30modern_each_of_other_targets",  # noqa: B010 - s30-modern: "each of two other target creatures"
        lambda self, c: self.other_target_phrase(c))  # CR 115.3: as "up to one other target creature"


def _s30modern_attach_target_to(self: _Build, c: list[Any]) -> Effect:
    """ "attach target Equipment you control to target creature you control" (CR 701.3a): the attached target in
    `subject`, the one it is attached to in `obj`."""
    first, second = (x for x in c if isinstance(x, Ref))
    return Effect("s30modern_attach_target_to", subject=first, obj=second)


setattr(_Build, "s30modern_attach_target_to", _s30modern_attach_target_to)  # noqa: B010 - s30-modern


# ---- s30-stda ----------------------------------------------------------------------------------------------------------

def _s30stda_cards_from_graveyard(self: _Build, c: list[Any]) -> Noun:
    """ "cards from an opponent's graveyard" (oracle.lark `s30stda_from_graveyard`): the noun "card" with its zone."""
    return Noun("card", tuple(x for x in c if isinstance(x, Qualifier)), ("card",))


setattr(_Build, "s30stda_cards_from_graveyard", _s30stda_cards_from_graveyard)  # noqa: B010 - s30-stda (CR 115.1)


def _s30stda_x_at_least(self: _Build, c: list[Any]) -> Condition:
    """ "X is 10 or more" (CR 107.3)."""
    return Condition("s30stda_x_at_least", number=int(next(str(x) for x in c if isinstance(x, Token))))


setattr(_Build, "s30stda_x_at_least", _s30stda_x_at_least)  # noqa: B010 - s30-stda


S30STDA_ONTO_BATTLEFIELD = "s30stda_onto_the_battlefield"


def _s30stda_search_zones_onto_battlefield(self: _Build, c: list[Any]) -> Sentence:
    """ "... search your library and/or graveyard for <one card> and put it onto the battlefield. If you search your
    library this way, shuffle.": the library search sentence (its checks) with the place "onto the battlefield"."""
    found = next(x for x in c if isinstance(x, dict))
    if found["several"]:
        raise ValueError("'put it onto the battlefield' of several cards")
    read = _library_search_sentence(self, c)
    search = read.effects[0]
    return Sentence((dataclasses.replace(search, place=S30STDA_ONTO_BATTLEFIELD),))


setattr(_Build, "s30stda_search_zones_onto_battlefield", _s30stda_search_zones_onto_battlefield)  # noqa: B010 - s30-stda
setattr(_Build, "s30stda_spend_only_kicked",  # noqa: B010 - s30-stda (CR 106.6, 702.33d)
        lambda self, c: "s30stda_spend_only_kicked")


def _s30stda_subtype_cards(self: _Build, c: list[Any]) -> Noun:
    """ "Pirate cards from your graveyard" (oracle.lark `s30stda_target_cards`): the noun "card" with the subtype."""
    subtype = str(c[0])
    return Noun("card", (Qualifier("with_subtype", subtype), *(x for x in c[1:] if isinstance(x, Qualifier))), ("card",))


setattr(_Build, "s30stda_subtype_cards", _s30stda_subtype_cards)  # noqa: B010 - s30-stda (CR 205.3m)
setattr(_Build, "s30stda_spend_only_creatures",  # noqa: B010 - s30-stda (CR 106.6, 109.2)
        lambda self, c: "s30stda_spend_only_creatures")


def _s30stda_add_n_mana(self: _Build, c: list[Any]) -> Effect:
    """ "Add six {G}": one mana symbol that many times (the words of oracle.lark `count_word`)."""
    symbol = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    times = WORD_NUMBERS[_text(c[0]).lower()]
    if symbol not in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}"):
        raise ValueError("'Add <N> <symbol>' of one colored or colorless mana symbol")
    return Effect("add_mana", place=symbol * times)


setattr(_Build, "s30stda_add_n_mana", _s30stda_add_n_mana)  # noqa: B010 - s30-stda (CR 106.1)


# --- s30-mh ---


@dataclass(frozen=True)
class S30mhBecomesArtifactCreatureLand(AfrBecomesCreatureLand):
    """ "~ becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land." (CR 205.1b):
    an `AfrBecomesCreatureLand` whose permanent also becomes an artifact (layer 4, CR 613.1d)."""


def _s30mh_becomes_artifact_creature(self: _Build, c: list[Any]) -> S30mhBecomesArtifactCreatureLand:
    core = _afr_becomes_creature(self, c)
    colorless = any(isinstance(x, Tree) and x.data == "colorless_token" for x in c)  # refused by the lowering
    return S30mhBecomesArtifactCreatureLand((), subject=core.subject, stats=core.stats,
                                            colors=("colorless",) if colorless else core.colors,
                                            subtypes=core.subtypes, keywords=core.keywords)


def _s30mh_artifact_creature_land(self: _Build, c: list[Any]) -> S30mhBecomesArtifactCreatureLand:
    core = next(x for x in c if isinstance(x, S30mhBecomesArtifactCreatureLand))
    duration = next((x for x in c if isinstance(x, str)), "")
    return dataclasses.replace(core, duration=duration)


setattr(_Build, "s30mh_becomes_artifact_creature", _s30mh_becomes_artifact_creature)  # noqa: B010 - s30-mh
setattr(_Build, "s30mh_artifact_creature_land", _s30mh_artifact_creature_land)  # noqa: B010 - s30-mh
setattr(_Build, "s30mh_artifact_creature_land_fronted",  # noqa: B010 - s30-mh
        lambda self, c: next(x for x in c if isinstance(x, S30mhBecomesArtifactCreatureLand)))


@dataclass(frozen=True)
class S30mhEvokeExile:
    """ "Evoke—Exile a <color> card from your hand." (CR 702.74a, 118.9): the color's symbol."""

    color: str


setattr(_Build, "s30mh_evoke_exile",  # noqa: B010 - s30-mh (CR 702.74a)
        lambda self, c: S30mhEvokeExile(
            _S24MH1_COLORS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "color")).lower()]))


@dataclass(frozen=True)
class S30mhExileCardsAlternative:
    """ "You may exile two <color> cards from your hand rather than pay ~'s mana cost." (CR 118.9)."""

    color: str
    count: int


setattr(_Build, "s30mh_exile_cards_alternative",  # noqa: B010 - s30-mh (CR 118.9)
        lambda self, c: S30mhExileCardsAlternative(
            _S24MH1_COLORS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "color")).lower()],
            next(({"two": 2, "three": 3}[_text(x)] for x in c if isinstance(x, Tree) and x.data == "s30mh_card_count"), 1)))

setattr(_Build, "s30mh_choose_color_other",  # noqa: B010 - s30-mh (CR 614.12)
        lambda self, c: Static("s30mh_choose_color_other", Ref("self"), subtype=_S24MH1_COLORS[
            _text(next(x for x in c if isinstance(x, Tree) and x.data == "color")).lower()]))
setattr(_Build, "s30mh_add_or_chosen_color",  # noqa: B010 - s30-mh (CR 106.1, 607.2a)
        lambda self, c: Effect("s30mh_add_or_chosen_color",
                               place="".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))


@dataclass(frozen=True)
class S30mhEnchantedLandCreature:
    """ "Enchanted land is a 6/4 green Elemental creature [with reach]. It's still a land." (CR 205.1b): the
    description as `AfrBecomesCreatureLand` reads it ("colorless" kept as a color, for the lowering to refuse)."""

    description: AfrBecomesCreatureLand


def _s30mh_enchanted_land_creature(self: _Build, c: list[Any]) -> S30mhEnchantedLandCreature:
    core = _afr_becomes_creature(self, [None, *c])
    if any(isinstance(x, Tree) and x.data == "colorless_token" for x in c):
        core = dataclasses.replace(core, colors=("colorless",))
    return S30mhEnchantedLandCreature(core)


setattr(_Build, "s30mh_enchanted_land_creature", _s30mh_enchanted_land_creature)  # noqa: B010 - s30-mh


@dataclass(frozen=True)
class S30mhBecomesCreatureLandUnblockable(AfrBecomesCreatureLand):
    """ "~ becomes a 3/2 blue and black Elemental creature until end of turn and can't be blocked this turn. It's still
    a land." (CR 205.1b, 509.1b): an `AfrBecomesCreatureLand` until end of turn, then ~ can't be blocked this turn."""


def _s30mh_land_unblockable(self: _Build, c: list[Any]) -> S30mhBecomesCreatureLandUnblockable:
    core = next(x for x in c if isinstance(x, AfrBecomesCreatureLand))
    return S30mhBecomesCreatureLandUnblockable((), subject=core.subject, stats=core.stats, colors=core.colors,
                                               subtypes=core.subtypes, keywords=core.keywords, duration="end_of_turn")


setattr(_Build, "s30mh_land_unblockable", _s30mh_land_unblockable)  # noqa: B010 - s30-mh


# Monstrosity (CR 701.37): "Monstrosity N" / "Monstrosity X" (the amount: N, or "X" the X paid)
setattr(_Build, "s30mh_monstrosity",  # noqa: B010 - s30-mh (CR 701.37a)
        lambda self, c: Effect("s30mh_monstrosity", amount=Amount(next(
            (int(str(x)) for x in c if isinstance(x, Token) and x.type == "NUMBER"), "X"))))
setattr(_Build, "s30mh_self_becomes_monstrous",  # noqa: B010 - s30-mh (CR 701.37c)
        lambda self, c: Event("s30mh_self_becomes_monstrous"))
setattr(_Build, "s30mh_self_monstrous", lambda self, c: Condition("s30mh_self_monstrous"))  # noqa: B010 - s30-mh


def _s30mh_put_all_nontype_revealed(self: _Build, c: list[Any]) -> dict[str, Any]:
    """ "Put all nonland permanent cards revealed this way into your hand and the rest ...": the kind word
    "<nontype>|<base>" (the base "card" when none is said)."""
    nontype = _text(next(x for x in c if isinstance(x, Tree) and x.data == "nontype")).lower()
    base = next((_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s30mh_revealed_base"), "card")
    rest = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))  # library_rest_place (s14)
    return {"how": "all", "kind": f"s30mh:{nontype}|{base}", "rest": rest}


setattr(_Build, "s30mh_put_all_nontype_revealed", _s30mh_put_all_nontype_revealed)  # noqa: B010 - s30-mh


# --- s30-stdb (docs/oracle-s30-stdb.md) ---


def _s30stdb_exile_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "exile a creature card from your graveyard" as the action of "you may ... If you do" (CR 608.2d, 406.2)."""
    quantity: Ref = c[0]
    return Effect("s30stdb_exile_chosen", obj=dataclasses.replace(quantity, noun=c[1]), amount=quantity.count)


setattr(_Build, "s30stdb_exile_chosen", _s30stdb_exile_chosen)  # noqa: B010 - s30-stdb


@dataclass(frozen=True)
class S30stdbLookTake(Effect):
    """s30-stdb: what is taken from among the cards looked at (`verb` "s30stdb_look_take"): the nouns in `nouns`, how
    many in `amount` ("any_number": as many as its controller chooses), `each` ("a <X> and/or a <Y>"), `reveal`, where
    they go in `place` and the order of the rest in `counter`."""

    nouns: tuple[Noun, ...] = ()
    each: bool = False
    reveal: bool = False


def _s30stdb_rest_order(c: list[Any]) -> str:
    rest = next(x for x in c if isinstance(x, Tree) and x.data == "s30stdb_rest_bottom")
    order = next(_text(x).lower() for x in rest.children if isinstance(x, Tree) and x.data == "library_order")
    return "bottom_random" if order == "a random" else "bottom_any_order"


def _s30stdb_look_reveal(self: _Build, c: list[Any], *, revealed_cards: bool) -> Sentence:
    found = next(x for x in c if isinstance(x, dict))
    refs = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "library_ref"]
    several = found["amount"] != 1
    if any((ref == "them") != several for ref in refs) or (revealed_cards and not several):
        raise ValueError("'it' for several cards or 'them' / 'the revealed cards' for one")
    return Sentence((S30stdbLookTake("s30stdb_look_take", amount=Amount(found["amount"]), nouns=found["nouns"],
                                     each=found.get("each", False), reveal=True, place="into your hand",
                                     counter=_s30stdb_rest_order(c)),))


def _s30stdb_look_put(amount: Any) -> Any:
    def build(self: _Build, c: list[Any]) -> Sentence:
        noun = next(x for x in c if isinstance(x, Noun))
        where = _text(next(x for x in c if isinstance(x, Tree) and x.data == "search_to")).lower()
        return Sentence((S30stdbLookTake("s30stdb_look_take", amount=Amount(amount), nouns=(noun,), place=where,
                                         counter=_s30stdb_rest_order(c)),))
    return build


setattr(_Build, "s30stdb_look_reveal_then",  # noqa: B010 - s30-stdb
        lambda self, c: _s30stdb_look_reveal(self, c, revealed_cards=False))
setattr(_Build, "s30stdb_look_reveal_revealed",  # noqa: B010 - s30-stdb
        lambda self, c: _s30stdb_look_reveal(self, c, revealed_cards=True))
setattr(_Build, "s30stdb_look_put_one", _s30stdb_look_put(1))  # noqa: B010 - s30-stdb
setattr(_Build, "s30stdb_look_put_any", _s30stdb_look_put("any_number"))  # noqa: B010 - s30-stdb
setattr(_Build, "s30stdb_reveal_any_number",  # noqa: B010 - s30-stdb: "any number of creature cards"
        lambda self, c: {"nouns": tuple(x for x in c if isinstance(x, Noun)), "amount": "any_number"})


def _s30stdb_spend_only_or_abilities(self: _Build, c: list[Any]) -> str:
    """ "Spend this mana only to cast a Cleric, Rogue, Warrior, or Wizard spell or to activate an ability of a Cleric,
    Rogue, Warrior, or Wizard." -> "s30stdb_spend_only_or_abilities:Cleric|Rogue|Warrior|Wizard" (the two lists must
    be the same)."""
    lists = [[str(x) for x in t.children if isinstance(x, Token) and x.type == "SUBTYPE"]
             for t in c if isinstance(t, Tree) and t.data == "s30stdb_subtype_list"]
    if len(lists) != 2 or lists[0] != lists[1]:
        raise ValueError("spells and abilities of different subtypes")
    return "s30stdb_spend_only_or_abilities:" + "|".join(lists[0])


setattr(_Build, "s30stdb_spend_only_or_abilities", _s30stdb_spend_only_or_abilities)  # noqa: B010 - s30-stdb
setattr(_Build, "s30stdb_excess_to_controller",  # noqa: B010 - s30-stdb: "Excess damage is dealt to ..." (CR 120.4a)
        lambda self, c: Sentence((Effect("s30stdb_excess_to_controller"),)))
setattr(_Build, "s30stdb_its_stat_is",  # noqa: B010 - s30-stdb: "its mana value is 2 or less" (as s22-inn's "was")
        lambda self, c: dataclasses.replace(_that_had_stat(self, [Token("WORD", "creature"), *c]),
                                            kind="s22inn_its_stat"))


# ---- s30-stdab ----


setattr(_Build, "s30stdab_choose_graveyard_or_hand",  # noqa: B010 - s30-stdab: "... from that player's graveyard or hand"
        lambda self, c: Effect("s30stdab_choose_graveyard_or_hand",
                               obj=Ref("target", next(x for x in c if isinstance(x, Noun)))))
# ---- s30-coreb ----


def _s30coreb_damage_divided(self: _Build, c: list[Any]) -> Effect:
    """ "~ deals 3 damage divided as you choose among one, two, or three target creatures with flying." / "... among
    any number of targets." (CR 601.2d): s23-c13's divided damage, the greatest number of targets in `keywords` ("2",
    "3" or "any": as many as the damage) and the targets' noun phrase as a target `obj` (None: any target)."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    most = next(x for x in c if not isinstance(x, Token) and x in ("2", "3", "any"))  # not the NUMBER token
    noun = next((x for x in c if isinstance(x, Noun)), None)
    return Effect("s30coreb_damage_divided", subject=c[0], amount=Amount(int(str(number))), keywords=(most,),
                  obj=Ref("target", noun) if noun is not None else None)


setattr(_Build, "s30coreb_damage_divided", _s30coreb_damage_divided)  # noqa: B010 - s30-coreb
setattr(_Build, "s30coreb_divided_any", lambda self, c: _s30coreb_damage_divided(self, [*c, "any"]))  # noqa: B010
setattr(_Build, "s30coreb_any_number", lambda self, c: "any")  # noqa: B010 - s30-coreb
_s30coreb_damage_to_both_before: Any = getattr(_Build, "damage_to_both")  # noqa: B009 - wrapped below (s30-coreb)


def _s30coreb_damage_to_both(self: _Build, c: list[Any]) -> Sentence:
    """ "~ deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's
    controller controls." (CR 608.2c): one amount for both parts (the group: creatures, none the target can be), read as s23-c13 reads it with two amounts (the target
    player or planeswalker's damage, then the group's `damage_more`, as "and 1 damage to each creature that player ..."
    is built: lowering.s23c13_damage_that_player_or_controller checks the target); anything else as before."""
    refs, amounts, _, _ = _Build._parts(c)
    source, first, second = refs
    if (first.kind == "target" and first.noun is not None and first.noun.head == "either"
            and first.noun.words == ("player", "or", "planeswalker") and not first.noun.qualifiers
            and second.kind == "each" and second.noun is not None and second.noun.head == "creature"
            and any(q.name == "that_player_or_controller_controls" for q in second.noun.qualifiers)):
        return Sentence((Effect("deal_damage", subject=source, obj=first, amount=amounts[0]),
                         Effect("damage_more", subject=source, obj=second, amount=amounts[0])), "and")
    before: Sentence = _s30coreb_damage_to_both_before(self, c)
    return before


setattr(_Build, "damage_to_both", _s30coreb_damage_to_both)  # noqa: B010 - s30-coreb (wraps s15-combat's)


# --- s30-stdbb (docs/oracle-s30-stdbb.md) ---
def _s30stdbb_prevent_by_opponents_creatures(self: _Build, c: list[Any]) -> Sentence:
    """ "Prevent all [combat] damage that would be dealt this turn by creatures your opponents control." (CR 615.1): the
    verb "s30stdbb_prevent_by_opponents_creatures", the damage's kind ("combat" / "noncombat") in `place`."""
    kinds = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s23c10_damage_kind"]
    return Sentence((Effect("s30stdbb_prevent_by_opponents_creatures", place=kinds[0] if kinds else None),))


setattr(_Build, "s30stdbb_prevent_by_opponents_creatures", _s30stdbb_prevent_by_opponents_creatures)  # noqa: B010
setattr(_Build, "s30stdbb_power_equals_toughness_q",  # noqa: B010 - s30-stdbb: "with power equal to its toughness"
        lambda self, c: Qualifier("s30stdbb_power_equals_toughness"))


# --- s30-stdcb ---


def _s30stdcb_card_exiled_this_way(self: _Build, c: list[Any]) -> Condition:
    """ "a creature card was exiled this way": the condition with the card type (lowering `s30stdcb_exiled_this_way`)."""
    card_type = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
    return Condition("s30stdcb_card_exiled_this_way", noun=Noun("card", words=(card_type,)))


setattr(_Build, "s30stdcb_card_exiled_this_way", _s30stdcb_card_exiled_this_way)  # noqa: B010 - s30-stdcb
setattr(_Build, "s30stdcb_exiled_this_way_q",  # noqa: B010 - s30-stdcb: "creature card exiled this way"
        lambda self, c: Qualifier("s30stdcb_exiled_this_way"))


def _s30stdcb_for_each_exiled(self: _Build, c: list[Any]) -> Sentence:
    """ "For each creature card exiled this way, <effects with a number>": each number "for each" that noun."""
    noun = next(x for x in c if isinstance(x, Noun))
    inner = next(x for x in c if isinstance(x, Sentence))
    if not any(q.name == "s30stdcb_exiled_this_way" for q in noun.qualifiers):
        raise ValueError("'For each <noun>, ...' other than cards exiled this way")
    effects = []
    for effect in inner.effects:
        amount = effect.amount
        if amount is None or not isinstance(amount.value, int) or amount.for_each is not None \
                or amount.equal_to is not None:
            raise ValueError("'For each ..., <effect>' on an effect without its own number")
        effects.append(dataclasses.replace(effect, amount=Amount(amount.value, for_each=noun)))
    return dataclasses.replace(inner, effects=tuple(effects))


setattr(_Build, "s30stdcb_for_each_exiled", _s30stdcb_for_each_exiled)  # noqa: B010 - s30-stdcb


# ---- s31-core ----


def _s31core_enchanted_no_untap(self: _Build, c: list[Any]) -> Static:
    """ "Enchanted permanent doesn't untap during its controller's untap step [and its activated abilities can't be
    activated]." (CR 502.3, 602.5)."""
    no_activate = any(isinstance(x, Tree) and x.data == "s31core_and_cant_activate" for x in c)
    return Static("s31core_no_untap_no_activate" if no_activate else "s31core_no_untap", Ref("enchanted_creature"))


setattr(_Build, "s31core_enchanted_no_untap", _s31core_enchanted_no_untap)  # noqa: B010


setattr(_Build, "s31core_that_player_hand_at_most",  # noqa: B010 - s31-core
        lambda self, c: Condition("s31core_that_player_hand_at_most", number=WORD_NUMBERS[_text(c[0]).lower()]))
setattr(_Build, "s31core_that_player_hand_empty",  # noqa: B010 - s31-core
        lambda self, c: Condition("s31core_that_player_hand_at_most", number=0))


def _s31core_tap_for_mana_adds(self: _Build, c: list[Any]) -> Static:
    """ "Whenever you tap a creature for mana, add an additional {G}." (CR 605.1b, 106.12a): the noun phrase in the
    subject's `noun`, the mana in `keywords` (one symbol each)."""
    noun = next(x for x in c if isinstance(x, Noun))
    mana = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Static("s31core_tap_for_mana_adds", Ref("group", noun=noun), keywords=mana)


setattr(_Build, "s31core_tap_for_mana_adds", _s31core_tap_for_mana_adds)  # noqa: B010
setattr(_Build, "s31core_assign_as_though_unblocked",  # noqa: B010 - s31-core
        lambda self, c: Static("s31core_assign_as_though_unblocked", Ref("self")))
setattr(_Build, "s31core_enchanted_assign_as_though_unblocked",  # noqa: B010 - s31-core
        lambda self, c: Static("s31core_enchanted_assign_as_though_unblocked", Ref("enchanted_creature")))


# ---- s31-stdc ----
def _s31stdc_becomes_day_night(self: _Build, c: list[Any]) -> Effect:
    """ "It becomes night." / "It becomes day." (CR 728): the designation in `place` (lowering `becomes_day_night`)."""
    which = next(_text(x) for x in c if isinstance(x, Tree) and x.data == "s31stdc_day_or_night")
    return Effect("s31stdc_becomes_day_night", place=which.lower())


setattr(_Build, "s31stdc_becomes_day_night", _s31stdc_becomes_day_night)  # noqa: B010 - s31-stdc (CR 728)


def _s31stdc_times_amounts(value: Any) -> Any:
    """ "that many" -> X, "twice that many" -> 2X (the number of times the cost was paid, the reflexive trigger's X), in
    every amount of a sentence's effects and their references."""
    if isinstance(value, Amount) and value.value == "that_many" and value.for_each is None and value.equal_to is None:
        return Amount("X")
    if isinstance(value, Amount) and value.value == "s31stdc_twice_that_many":
        return Amount("X", equal_to=S31STDC_TWICE)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _s31stdc_times_amounts(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    if isinstance(value, tuple):
        return tuple(_s31stdc_times_amounts(part) for part in value)
    return value


S31STDC_TWICE = "s31stdc_twice"


def _s31stdc_any_number_body(self: _Build, c: list[Any]) -> Body:
    """ "You may pay {2}{B} any number of times. When you pay this cost one or more times, <effects>." (CR 603.12): the
    optional payment as the verb "s31stdc_pay_any_number" (the cost in `place`), a reflexive body whose "that many" is
    the number of times paid (X)."""
    paid: Effect = c[0]
    rest = tuple(_s31stdc_times_amounts(x) for x in c[1:] if isinstance(x, Sentence))
    return Body(rest, optional=Effect("s31stdc_pay_any_number", place=paid.place), reflexive=True)


setattr(_Build, "s31stdc_any_number_body", _s31stdc_any_number_body)  # noqa: B010 - s31-stdc (CR 603.12)
setattr(_Build, "s31stdc_twice_that_many",  # noqa: B010 - s31-stdc: "twice that many" (read in that body only)
        lambda self, c: Amount("s31stdc_twice_that_many"))


# --- s31-modern (docs/oracle-s31-modern.md) ---


setattr(_Build, "s31modern_copy_that_spell",  # noqa: B010 - s31-modern: "copy that spell" / "copy it" in a cast trigger
        lambda self, c: Effect("s31modern_copy_that_spell"))
setattr(_Build, "s31modern_exile_discarded",  # noqa: B010 - s31-modern: "exile that card from your graveyard"
        lambda self, c: Effect("s31modern_exile_discarded"))


def _s31modern_sacrifice_instead(self: _Build, c: list[Any]) -> Static:
    """ "If enchanted land would be destroyed, instead sacrifice ~ and that land gains indestructible until end of
    turn." (CR 614.1a): the card type in `subtype` (both type words the same, else not read)."""
    kinds = [_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word"]
    if len(kinds) != 2 or kinds[0] != kinds[1]:
        raise ValueError("'If enchanted A would be destroyed, instead ... that B gains ...' of two card types")
    return Static("s31modern_sacrifice_instead", Ref("self"), subtype=kinds[0])


setattr(_Build, "s31modern_sacrifice_instead", _s31modern_sacrifice_instead)  # noqa: B010 - s31-modern


# --- s31-stda ---
def _s31stda_cast_quality(self: _Build, c: list[Any]) -> Condition:
    """ "you've cast a noncreature [historic, instant or sorcery] spell this turn" (CR 601.2i, 700.6): the quality in
    the kind ("records_s31stda_cast_instant_or_sorcery")."""
    quality = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s31stda_spell_quality")).lower()
    return Condition("records_s31stda_cast_" + quality.replace(" ", "_"))


setattr(_Build, "s31stda_cast_quality", _s31stda_cast_quality)  # noqa: B010


def _s31stda_cast_another_quality(self: _Build, c: list[Any]) -> Condition:
    """ "you've cast another instant or sorcery spell this turn": not a condition on the turn's history alone (the
    kind "s31stda_cast_another_<quality>", read by a spell's own cost reduction only, CR 601.2f)."""
    quality = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s31stda_spell_quality")).lower()
    return Condition("s31stda_cast_another_" + quality.replace(" ", "_"))


setattr(_Build, "s31stda_cast_another_quality", _s31stda_cast_another_quality)  # noqa: B010


def _s31stda_sorcery_and_only_if(self: _Build, c: list[Any]) -> tuple[str, str]:
    """ "Activate only as a sorcery and only if <condition>." (CR 602.5b, 602.5d): the two restrictions."""
    return ("sorcery_speed", _s19m21_only_if_and_sorcery(self, c)[0])


setattr(_Build, "s31stda_sorcery_and_only_if", _s31stda_sorcery_and_only_if)  # noqa: B010


def _s31stda_bounce_spell_or_permanent(self: _Build, c: list[Any]) -> Effect:
    """ "return target spell or permanent to its owner's hand" (CR 608.2c, 400.3): the effect "return" of that target."""
    return Effect("return", obj=Ref("target", noun=Noun("either", (), ("spell", "or", "permanent"))),
                  place="its owner's hand")


setattr(_Build, "s31stda_bounce_spell_or_permanent", _s31stda_bounce_spell_or_permanent)  # noqa: B010


# --- s31-cmd ---
def _s31cmd_piles_then(self: _Build, c: list[Any]) -> dict[str, Any]:
    """ "An opponent separates those cards into two piles. Put one pile into your hand and the other <rest>." after
    "Reveal the top N cards of your library." (library_reveal_top_sentence): `counter` "s31cmd_piles" (CR 700.3)."""
    rest = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))  # library_rest_place
    return {"how": "s31cmd_piles", "rest": rest}


setattr(_Build, "s31cmd_piles_then", _s31cmd_piles_then)  # noqa: B010 - s31-cmd


_S31CMD_BASIC_TYPES = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
                       "forests": "Forest"}


def _s31cmd_lands_are(self: _Build, c: list[Any]) -> Static:
    """ "Nonbasic lands are Mountains." / "All lands are Islands in addition to their other types.": a Static of kind
    "s31cmd_lands_are:<all|nonbasic>[:in_addition]", the basic land type in `subtype` (CR 305.7, 205.1b)."""
    which = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s31cmd_which_lands")
    return s31cmd_lands_static(c, which, _S31CMD_BASIC_TYPES, "s31cmd_in_addition")


def s31cmd_lands_static(c: list[Any], which: str, basic_types: dict[str, str], in_addition: str) -> Static:
    """The Static "s31cmd_lands_are:<which>[:in_addition]" of the SUBTYPE word of `c` (a basic land type, as
    `basic_types` spells it) and the rule `in_addition` said or not (s31-cmd; s32-oldmh's "Each land is a ...")."""
    land_type = next(str(x).lower() for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    if land_type not in basic_types:
        raise ValueError(f"lands are {land_type!r}: not a basic land type")
    adding = any(isinstance(x, Tree) and x.data == in_addition for x in c)
    return Static(f"s31cmd_lands_are:{which}" + (":in_addition" if adding else ""), Ref("self"),
                  subtype=basic_types[land_type])


setattr(_Build, "s31cmd_lands_are", _s31cmd_lands_are)  # noqa: B010 - s31-cmd


def _s31cmd_creatures_cant_attack(self: _Build, c: list[Any]) -> Static:
    """ "Creatures without flying or islandwalk can't attack.": a Static of kind "s31cmd_creatures_cant_attack", the
    keywords in `keywords` (CR 508.1c)."""
    keywords = tuple(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s31cmd_evasion")
    return Static("s31cmd_creatures_cant_attack", Ref("self"), keywords=keywords)


setattr(_Build, "s31cmd_creatures_cant_attack", _s31cmd_creatures_cant_attack)  # noqa: B010 - s31-cmd
# ---- s31-mh ----
setattr(_Build, "s31mh_add_x_combination",  # noqa: B010 - s31-mh: "Add X mana in any combination of {W} and/or {U}."
        lambda self, c: Effect("s31mh_add_x_combination", amount=Amount("X"),
                               place="|".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")))
setattr(_Build, "s31mh_choose_card_name",  # noqa: B010 - s31-mh: "As ~ enters, choose a [nonland] card name."
        lambda self, c: Static("s31mh_choose_card_name", Ref("self"), subtype="nonland_card_name" if any(
            isinstance(x, Tree) and x.data == "s31mh_nonland" for x in c) else "card_name"))
setattr(_Build, "s31mh_chosen_name_cant_activate",  # noqa: B010 - s31-mh (CR 602.5, 605.3)
        lambda self, c: Static("s31mh_chosen_name_cant_activate", Ref("self"), subtype="except_mana" if any(
            isinstance(x, Tree) and x.data == "s31mh_unless_mana" for x in c) else None))
setattr(_Build, "s31mh_reveal_x_cost",  # noqa: B010 - s31-mh: "Reveal X red cards from your hand" (CR 602.2b, 701.20a)
        lambda self, c: Cost("s31mh_reveal_x", mana=_S24MH1_COLORS[
            _text(next(x for x in c if isinstance(x, Tree) and x.data == "color")).lower()]))
setattr(_Build, "s31mh_prevent_to_and_by",  # noqa: B010 - s31-mh: "... dealt to and dealt by that creature ..." (615.1)
        lambda self, c: dataclasses.replace(_s27fdna_prevent_all(self, c), verb="s31mh_prevent_to_and_by"))
setattr(_Build, "s31mh_return_cost",  # noqa: B010 - s31-mh: "Return a Forest you control to its owner's hand" (602.2b)
        lambda self, c: Cost("s31mh_return", obj=Ref("one", next(x for x in c if isinstance(x, Noun)))))
setattr(_Build, "s31mh_destroy_at_end_of_combat",  # noqa: B010 - s31-mh: "destroy that creature at end of combat"
        lambda self, c: Effect("s31mh_destroy_at_end_of_combat", obj=next(x for x in c if isinstance(x, Ref))))


# --- s31-old ---
def _s31old_combat_each_opponents(self: _Build, c: list[Any]) -> tuple[str, str]:
    """ "At the beginning of combat on each opponent's turn" (CR 507.1, 603.2): each opponent's beginning-of-combat step."""
    return ("combat", "each opponent's")


setattr(_Build, "s31old_combat_each_opponents", _s31old_combat_each_opponents)  # noqa: B010 - s31-old
setattr(_Build, "s31old_another_counter_each_kind",  # noqa: B010 - s31-old (CR 122.1)
        lambda self, c: Effect("s31old_another_counter_each_kind"))
setattr(_Build, "s31old_destroy_rest_you",  # noqa: B010 - s31-old (CR 608.2d, 701.8a)
        lambda self, c: Effect("s31old_destroy_the_rest", place="you"))
setattr(_Build, "s31old_destroy_rest_each",  # noqa: B010 - s31-old (CR 608.2d, 101.4, 701.8a)
        lambda self, c: Effect("s31old_destroy_the_rest", place="each_player"))

# ---- s31-stdb ----


def _s31stdb_distribute(self: _Build, c: list[Any]) -> Effect:
    """ "Distribute two +1/+1 counters among one or two target creatures [you control]." (CR 601.2d, 122.1): the
    counters (amount and kind), the greatest number of targets in `keywords` ("2", "3" or "any") and the targets' noun
    phrase as a target `obj`."""
    amount = next(x for x in c if isinstance(x, Amount))
    kind = next(x for x in c if (isinstance(x, Token) and x.type == "PT") or isinstance(x, Tree))
    most = next(x for x in c if isinstance(x, str) and not isinstance(x, Token) and x in ("2", "3", "any"))
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("s31stdb_distribute", obj=Ref("target", noun), amount=amount, keywords=(most,),
                  counter=str(kind) if isinstance(kind, Token) else kind.data)


setattr(_Build, "s31stdb_distribute", _s31stdb_distribute)  # noqa: B010 - s31-stdb


def _s31stdb_sentences_then_optional(self: _Build, c: list[Any]) -> Body:
    """ "<sentences>. You may <action>. If you do, <effects>." (CR 608.2c-d): the sentences, then the optional action
    with the one sentence after "If you do" as s14-seasons' `S14IfYouMay` (a spell's `if_you_do`)."""
    before: Body = c[0]
    optional: Body = c[1]
    if optional.optional is None or len(optional.sentences) != 1 or optional.once_each_turn:
        raise ValueError("'You may ... If you do, ...' followed by other sentences")
    after = optional.sentences[0]
    return Body((*before.sentences, S14IfYouMay(after.effects, after.joined_by, if_condition=None,
                                                 action=optional.optional)))


setattr(_Build, "s31stdb_sentences_then_optional", _s31stdb_sentences_then_optional)  # noqa: B010 - s31-stdb
setattr(_Build, "s31stdb_hand_on_bottom", lambda self, c: Effect("s31stdb_hand_on_bottom"))  # noqa: B010 - s31-stdb


@dataclass(frozen=True)
class S31stdbModalKickedAny(Modal):
    """ "Choose one. If ~ was kicked, choose any number instead. • ... • ..." (CR 700.2d, 702.33d)."""


setattr(_Build, "s31stdb_modal_kicked_any",  # noqa: B010 - s31-stdb
        lambda self, c: S31stdbModalKickedAny("one or more", tuple(x for x in c if isinstance(x, Body))))
setattr(_Build, "s31stdb_modal_kicked_any_spell", lambda self, c: c[0])  # noqa: B010 - s31-stdb


def _s31stdb_choose_from_it(self: _Build, c: list[Any]) -> Effect:
    """ "You choose a card from it with mana value 3 or greater." (CR 608.2d): `choose_from_it` of the noun with the
    postfix written after "from it" among its qualities."""
    noun = next(x for x in c if isinstance(x, Noun))
    after = tuple(c[c.index(noun) + 1:])
    if not all(isinstance(x, Qualifier) for x in after):
        raise ValueError("a postfix after 'from it' that is no quality of the card")
    return Effect("choose_from_it", obj=Ref("target", dataclasses.replace(noun, qualifiers=(*noun.qualifiers, *after))))


setattr(_Build, "s31stdb_choose_from_it", _s31stdb_choose_from_it)  # noqa: B010 - s31-stdb


@dataclass(frozen=True)
class S31stdbPutEitherFromHand(Effect):
    """ "You may put a red creature card or an artifact creature card from your hand onto the battlefield [tapped]."
    (CR 608.2d): the two nouns and whether the card enters tapped."""

    nouns: tuple[Noun, ...] = ()
    tapped: bool = False


setattr(_Build, "s31stdb_put_either_from_hand", lambda self, c: Sentence((S31stdbPutEitherFromHand(  # noqa: B010
    "s31stdb_put_either_from_hand", nouns=tuple(x for x in c if isinstance(x, Noun)),
    tapped=any(isinstance(x, Tree) and x.data == "s21neoa_tapped" for x in c)),)))  # s31-stdb

# --- s31-coreb ---


@dataclass(frozen=True)
class S31corebEnchantedSubtypeLandCreature(S30mhEnchantedLandCreature):
    """ "Enchanted Mountain is a 7/7 red Giant creature with haste. It's still a land." (CR 205.1b, 303.4a): s30-mh's
    description, and the subtype naming the enchanted permanent in `enchanted`."""

    enchanted: str = ""


def _s31coreb_enchanted_subtype_land_creature(self: _Build, c: list[Any]) -> S31corebEnchantedSubtypeLandCreature:
    first = next(i for i, x in enumerate(c) if isinstance(x, Token) and x.type == "SUBTYPE")
    core = _s30mh_enchanted_land_creature(self, [*c[:first], *c[first + 1:]])
    return S31corebEnchantedSubtypeLandCreature(core.description, enchanted=str(c[first]))


setattr(_Build, "s31coreb_enchanted_subtype_land_creature",  # noqa: B010 - s31-coreb (CR 205.1b, 303.4a)
        _s31coreb_enchanted_subtype_land_creature)


def _s31coreb_enchanted_stat(self: _Build, c: list[Any]) -> Condition:
    """ "enchanted creature's power is 4 or greater" (CR 208.1): the stat and the comparison as the noun's words
    ("power", ">="), the number in `number`."""
    words = [str(x).lower() for x in c]
    return Condition("s31coreb_enchanted_stat", noun=Noun("creature", words=(words[2], ">=" if words[-1] == "greater"
                                                                           else "<=")), number=int(words[4]))


setattr(_Build, "s31coreb_enchanted_stat", _s31coreb_enchanted_stat)  # noqa: B010 - s31-coreb (CR 603.4, 208.1)
setattr(_Build, "s31coreb_carrion", lambda self, c: Tree("carrion", []))  # noqa: B010 - s31-coreb: counter kind (CR 122.1)
setattr(_Build, "s31coreb_corpse", lambda self, c: Tree("corpse", []))  # noqa: B010 - s31-coreb: counter kind (CR 122.1)


def _s31coreb_typed_graveyard_fewer(self: _Build, c: list[Any]) -> Condition:
    """ "there are fewer than six creature cards in your graveyard": the count and the card type, as r2m20's."""
    return dataclasses.replace(_r2m20_typed_graveyard_condition(self, c), kind="s31coreb_typed_graveyard_fewer")


setattr(_Build, "s31coreb_typed_graveyard_fewer", _s31coreb_typed_graveyard_fewer)  # noqa: B010 - s31-coreb (CR 603.4)


# ---- s31-stdcb ----

def _s31stdcb_enchanted_is_color(self: _Build, c: list[Any]) -> Condition:
    """s31-stdcb: "enchanted creature is red" (an Aura's intervening "if", CR 603.4): the condition
    `s31stdcb_enchanted_is` on a color (`noun` head "s22afr_color", as "that creature is green")."""
    color = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "color")
    return Condition("s31stdcb_enchanted_is", noun=Noun("s22afr_color", words=(color,)))


def _s31stdcb_enchanted_is_noun(self: _Build, c: list[Any]) -> Condition:
    """s31-stdcb: "enchanted creature is a Wolf or Werewolf": the condition `s31stdcb_enchanted_is` on what the noun
    phrase says (as "that creature is a Bird, Frog, Otter, or Rat")."""
    return Condition("s31stdcb_enchanted_is", noun=c[-1])


setattr(_Build, "s31stdcb_enchanted_is_color", _s31stdcb_enchanted_is_color)  # noqa: B010 - s31-stdcb
setattr(_Build, "s31stdcb_enchanted_is_noun", _s31stdcb_enchanted_is_noun)  # noqa: B010 - s31-stdcb
setattr(_Build, "s31stdcb_enchanted_is_untapped",  # noqa: B010 - s31-stdcb: "enchanted creature is untapped"
        lambda self, c: Condition("s31stdcb_enchanted_is", noun=Noun("s31stdcb_untapped", words=("untapped",))))


# ---- s31-stdbb ----
setattr(_Build, "s31stdbb_in_opponents_hands_q",  # noqa: B010 - s31-stdbb (CR 402.1, 102.2)
        lambda self, c: Qualifier("s31stdbb_in_opponents_hands"))
setattr(_Build, "s31stdbb_foreshadow",  # noqa: B010 - s31-stdbb: the counter kind "foreshadow" (CR 122.1)
        lambda self, c: Tree("foreshadow", []))
setattr(_Build, "s31stdbb_remove_from_combat",  # noqa: B010 - s31-stdbb (CR 506.4)
        lambda self, c: Effect("s31stdbb_remove_from_combat", obj=next(x for x in c if isinstance(x, Ref))))


# ---- s31-mhb ----
def _s31mhb_remove_all_counters(self: _Build, c: list[Any]) -> Effect:
    """ "remove all [+1/+1] counters from target permanent" (CR 122.1): the object and the kind of counter, None when
    no kind is named (every counter)."""
    obj = next(x for x in c if isinstance(x, Ref))
    kinds = [x for x in c if not isinstance(x, Ref)]
    counter = None
    if kinds:
        kind = kinds[0]
        counter = str(kind) if isinstance(kind, Token) else str(kind.data) if isinstance(kind, Tree) else str(kind)
    return Effect("s31mhb_remove_all_counters", obj=obj, counter=counter)


setattr(_Build, "s31mhb_remove_all_counters", _s31mhb_remove_all_counters)  # noqa: B010 - s31-mhb (CR 122.1)


def _s31mhb_exile_self_and(self: _Build, c: list[Any]) -> Sentence:
    """ "exile ~ and target permanent" -> two `exile` effects joined by "and", ~ first (CR 406.2)."""
    other = next(x for x in c if isinstance(x, Ref))
    return Sentence((Effect("exile", obj=Ref("self")), Effect("exile", obj=other)), "and")


setattr(_Build, "s31mhb_exile_self_and", _s31mhb_exile_self_and)  # noqa: B010 - s31-mhb (CR 406.2)
setattr(_Build, "s32stda_phase_out",  # noqa: B010 - s32-stda: "<object> phases out." (CR 702.26b)
        lambda self, c: Effect("s32stda_phase_out", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s32stda_player_sacrifices_event",  # noqa: B010 - s32-stda: "Whenever a player sacrifices ..." (CR 701.21a)
        lambda self, c: Event("you_sacrifice", verb="s32stda_any_player", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s32stda_yours_targeted",  # noqa: B010 - s32-stda: "Whenever a creature you control becomes the target ..."
        lambda self, c: Event("s32stda_yours_targeted", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s32stda_entering_no_triggers",  # noqa: B010 - s32-stda: "Creatures entering ... don't cause ..." (CR 603.2)
        lambda self, c: Static("s32stda_entering_no_triggers", Ref("self"), keywords=tuple(
            _text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s32stda_entering_type")))
setattr(_Build, "s32stda_attacks_this_combat",  # noqa: B010 - s32-stda: "<object> attacks this combat if able" (CR 508.1d)
        lambda self, c: Effect("s32stda_attacks_this_combat", obj=next(x for x in c if isinstance(x, Ref))))
setattr(_Build, "s32stda_gains_and_attacks_this_combat",  # noqa: B010 - s32-stda: "<object> gains haste ... and attacks ..."
        lambda self, c: Sentence((c[0], Effect("s32stda_attacks_this_combat", obj=Ref("it"))), "and"))


# ---- s32-cmd ----
# The monarch (CR 724; docs/oracle-s32-cmd.md): "You become the monarch.", "if you're the monarch", "Whenever you
# become the monarch"
setattr(_Build, "s32cmd_become_monarch", lambda self, c: Effect("s32cmd_become_monarch"))  # noqa: B010 - CR 724.1
setattr(_Build, "s32cmd_you_are_monarch", lambda self, c: Condition("s32cmd_you_are_monarch"))  # noqa: B010 - CR 724.1
setattr(_Build, "s32cmd_you_become_monarch", lambda self, c: Event("you_become_monarch"))  # noqa: B010 - CR 724.3


def _s32cmd_exile_self_time_counters(self: _Build, c: list[Any]) -> Effect:
    """ "Exile ~ with three time counters on it." (CR 608.2n, 122.1): the number in `amount`."""
    return Effect("s32cmd_exile_self_time_counters", obj=Ref("self"), amount=next(x for x in c if isinstance(x, Amount)))


setattr(_Build, "s32cmd_exile_self_time_counters", _s32cmd_exile_self_time_counters)  # noqa: B010 - CR 608.2n


# ---- s32-std21 ----
def _s32std21_damage_any_other(self: _Build, c: list[Any]) -> Sentence:
    """ "~ deals 2 damage to any other target." / "~ deals 5 damage to any target and 3 damage to any other target."
    (CR 115.3): s28-fdna's damage to any target, then the damage to one other target (`s32std21_damage_other`)."""
    source = next(x for x in c if isinstance(x, Ref))
    amounts = [x for x in c if isinstance(x, Amount)]
    other = Effect("s32std21_damage_other", subject=source, amount=amounts[-1])
    if len(amounts) == 1:
        return Sentence((other,))
    return Sentence((Effect("s28fdna_damage_any", subject=source, amount=amounts[0]), other), "and")


setattr(_Build, "s32std21_damage_any_other", _s32std21_damage_any_other)  # noqa: B010 - s32-std21 (CR 115.3)
setattr(_Build, "s32std21_damage_any_and_other", _s32std21_damage_any_other)  # noqa: B010 - s32-std21 (CR 115.3)
setattr(_Build, "s32std21_life_you_lost", lambda self, c: "s32std21_life_you_lost")  # noqa: B010 - s32-std21 (119.3)
setattr(_Build, "s32std21_life_they_lost", lambda self, c: "s32std21_life_they_lost")  # noqa: B010 - s32-std21 (119.3)


# ---- s32-oldmh ----
def _s32oldmh_cast_from_graveyard(self: _Build, c: list[Any]) -> Static:
    """ "[Once] [during each of your turns,] you may cast <spells> from your graveyard. [If a spell cast this way would be
    put into your graveyard, exile it instead.]" (CR 601.3, 614.1a) -> a Static of the kind "s32oldmh_cast_from_graveyard"
    whose subject is the spells' noun; `keywords` holds the words said: "your_turns" (the "during each of your turns"
    prefix), "one" (one spell: "a", "an", "one"), "exile_instead" (the second sentence)."""
    parts = [y for x in c for y in (x if isinstance(x, list) else [x])]
    said = tuple(str(x) for x in parts if isinstance(x, str))
    noun: Noun = next(x for x in parts if isinstance(x, Noun))
    return Static("s32oldmh_cast_from_graveyard", Ref("group", noun), keywords=said)


setattr(_Build, "s32oldmh_cast_from_graveyard", _s32oldmh_cast_from_graveyard)  # noqa: B010 - s32-oldmh (CR 601.3)
setattr(_Build, "s32oldmh_your_turns", lambda self, c: "your_turns")  # noqa: B010 - s32-oldmh
setattr(_Build, "s32oldmh_exile_instead", lambda self, c: "exile_instead")  # noqa: B010 - s32-oldmh (CR 614.1a)
setattr(_Build, "s32oldmh_one_spell",  # noqa: B010 - s32-oldmh: "a Zombie creature spell" (one spell)
        lambda self, c: ["one", next(x for x in c if isinstance(x, Noun))])
setattr(_Build, "s32oldmh_spells", lambda self, c: next(x for x in c if isinstance(x, Noun)))  # noqa: B010 - s32-oldmh


_S32OLDMH_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
                         "forest": "Forest"}


def _s32oldmh_each_land_is(self: _Build, c: list[Any]) -> Static:
    """ "Each land is a Swamp in addition to its other land types." -> s31-cmd's Static "s31cmd_lands_are:<all|nonbasic>
    [:in_addition]" with the basic land type in `subtype` (CR 305.7, 613.1d, 205.1b)."""
    which = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "s32oldmh_which_land") or "all"
    return s31cmd_lands_static(c, which, _S32OLDMH_BASIC_TYPES, "s32oldmh_in_addition")


setattr(_Build, "s32oldmh_each_land_is", _s32oldmh_each_land_is)  # noqa: B010 - s32-oldmh (CR 305.7)


# ---- s32-modern ----


def _s32modern_copy_ability(self: _Build, c: list[Any]) -> Effect:
    """ "Copy target [activated or] triggered ability you control." (CR 707.10): the kind of ability in `place`
    ("activated_or_triggered_ability", "triggered_ability", "activated_ability")."""
    return Effect("s32modern_copy_ability", place="_".join(w.lower() for w in _words(c[0])))


setattr(_Build, "s32modern_copy_ability", _s32modern_copy_ability)  # noqa: B010 - s32-modern (CR 707.10)


def _s32modern_copy_each(self: _Build, c: list[Any]) -> Sentence:
    """ "Until end of turn, whenever you cast an instant or sorcery spell, copy it. [You may choose new targets for the
    copy.]" (CR 603.7b): s18-castfree's delayed copy that triggers on each such spell this turn."""
    (copy,) = _s18castfree_copy_next(self, c).effects
    return Sentence((dataclasses.replace(copy, verb="s32modern_copy_each"),))


setattr(_Build, "s32modern_copy_next", _s18castfree_copy_next)  # noqa: B010 - s32-modern (CR 603.7): today's wording
setattr(_Build, "s32modern_copy_each", _s32modern_copy_each)  # noqa: B010 - s32-modern (CR 603.7b)
setattr(_Build, "s32modern_copy_that_ability",  # noqa: B010 - s32-modern (CR 707.10, 603.2)
        lambda self, c: Effect("s32modern_copy_that_ability"))
setattr(_Build, "s32modern_not_mana_ability",  # noqa: B010 - s32-modern (CR 605.3a)
        lambda self, c: Condition("s32modern_not_mana_ability"))
setattr(_Build, "s32modern_return_self_cost",  # noqa: B010 - s32-modern (CR 602.2b)
        lambda self, c: Cost("s32modern_return_self"))
setattr(_Build, "s32modern_cast_another_spell",  # noqa: B010 - s32-modern (CR 601.2i)
        lambda self, c: Condition("s32modern_cast_another_spell"))


# ---- s32-core ----
def _s32core_self_shuffled_instead(self: _Build, c: list[Any]) -> Static:
    """ "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
    (CR 614.1a, 701.24a): a Static of kind "s32core_graveyard_instead:self"."""
    return Static("s32core_graveyard_instead:self", Ref("self"))


_S32CORE_WHOSE = {"s32core_opponents_graveyard": "opponents", "s32core_your_graveyard": "yours",
                  "s32core_any_graveyard": "all"}


def _s32core_graveyard_instead(self: _Build, c: list[Any]) -> Static:
    """ "If a card [or token] would be put into an opponent's / your / a graveyard from anywhere, exile it instead." (CR
    614.1a): a Static of kind "s32core_graveyard_instead:<opponents|yours|all>[:tokens]"."""
    whose = next((_S32CORE_WHOSE[x.data] for x in c if isinstance(x, Tree) and x.data in _S32CORE_WHOSE), "yours")
    tokens = any(isinstance(x, Tree) and x.data == "s32core_or_token" for x in c)
    return Static(f"s32core_graveyard_instead:{whose}" + (":tokens" if tokens else ""), Ref("self"))


setattr(_Build, "s32core_self_shuffled_instead", _s32core_self_shuffled_instead)  # noqa: B010 - s32-core
setattr(_Build, "s32core_graveyard_instead", _s32core_graveyard_instead)  # noqa: B010 - s32-core


def _s32core_that_types_controller(self: _Build, c: list[Any]) -> Ref:
    """ "that land's controller" / "that artifact's controller" ...: the player of "that creature's controller", with the
    card type in `noun` (lowering.s32core_one_target_of_type checks it names the one target; CR 608.2h)."""
    kind = next(x.data for x in c if isinstance(x, Tree)).removeprefix("s32core_")
    return Ref("player", noun=Noun(kind, (), (kind,)), player="that_creatures_controller")


setattr(_Build, "s32core_that_types_controller", _s32core_that_types_controller)  # noqa: B010 - s32-core


# --- s32-ma: the mechanics of 2023-2024 (docs/oracle-s32-ma.md) ---


def _s32ma_incubate(self: _Build, c: list[Any]) -> Effect:
    """ "Incubate 3" / "incubate X" (CR 701.53a): the number of +1/+1 counters in an `Amount`."""
    return Effect("s32ma_incubate", amount=next(x for x in c if isinstance(x, Amount)))


setattr(_Build, "s32ma_incubate", _s32ma_incubate)  # noqa: B010 - s32-ma
setattr(_Build, "s32ma_it_bargained",  # noqa: B010 - s32-ma (CR 702.166b)
        lambda self, c: Condition("s25stda_if_cast:additional_cost_paid"))

_S32MA_ROLES = frozenset({"Monster", "Royal", "Cursed", "Sorcerer", "Virtuous", "Wicked"})


def _s32ma_create_role(self: _Build, c: list[Any]) -> Effect:
    """ "create a Monster Role token attached to <object>" (CR 111.10, 303.7): the Role's name in `place`, the permanent
    it is attached to the object. A Role the engine does not play (Young Hero) is refused."""
    name = next(x for x in c if isinstance(x, Tree) and x.data == "s32ma_role_name")
    role = _text(name).capitalize()
    subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    if role not in _S32MA_ROLES or subtype != "Role":
        raise ValueError(f"a {role} {subtype} token")
    return Effect("s32ma_create_role", obj=next(x for x in c if isinstance(x, Ref)), place=role)


setattr(_Build, "s32ma_create_role", _s32ma_create_role)  # noqa: B010 - s32-ma
setattr(_Build, "s32ma_its_bargained", lambda self, c: Condition("s32ma_its_bargained"))  # noqa: B010 - s32-ma


def _s32ma_suspect(self: _Build, c: list[Any]) -> Effect:
    """ "suspect <object>" (CR 701.60a): the creature suspected is the object."""
    return Effect("s32ma_suspect", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s32ma_suspect", _s32ma_suspect)  # noqa: B010 - s32-ma
setattr(_Build, "s32ma_enchanted", lambda self, c: Qualifier("s32ma_enchanted"))  # noqa: B010 - s32-ma (CR 303.4)


# ---- s32-mb ----

def _s32mb_exhaust(self: _Build, c: list[Any]) -> Activated:
    """ "Exhaust — <cost>: <effect>" -> the activated ability and "Activate this ability only once." (CR 702.177a)."""
    inner = self.activated(c)
    # s35-fin: an exhaust ability (`S35finExhaust`, end of module), for "Whenever you activate an exhaust ability"
    return S35finExhaust(inner.costs, inner.body, (*inner.restrictions, "activate_only_once"))


setattr(_Build, "s32mb_exhaust", _s32mb_exhaust)  # noqa: B010 - s32-mb (CR 702.177a)


# "a player has 13 or less life" (CR 119.1): the number
setattr(_Build, "s32mb_a_player_life_at_most", lambda self, c: Condition(  # noqa: B010 - s32-mb
    "s32mb_a_player_life_at_most", number=int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))))
setattr(_Build, "s32mb_manifest_dread", lambda self, c: Effect(  # noqa: B010 - s32-mb: "manifest dread" (CR 701.62a)
    "s32mb_manifest_dread", obj=None))
setattr(_Build, "s32mb_manifest_dread_attach", lambda self, c: Effect(  # noqa: B010 - s32-mb (CR 701.62a, 701.3a)
    "s32mb_manifest_dread", obj=Ref("self")))


def _s32mb_saddles_and_crews(self: _Build, c: list[Any]) -> Static:
    """ "~ saddles Mounts and crews Vehicles as though its power were 2 greater." (CR 702.122c, 702.171a)."""
    number = next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")
    named = [str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"]
    kind = "s32mb_saddles_and_crews" if named == ["Mounts", "Vehicles"] else "neo2_crews_as_though_unknown"
    return Static(kind, Ref("self"), amount=Amount(int(str(number))))


setattr(_Build, "s32mb_saddles_and_crews", _s32mb_saddles_and_crews)  # noqa: B010 - s32-mb
setattr(_Build, "s32mb_becomes_artifact_creature", lambda self, c: Effect(  # noqa: B010 - s32-mb (CR 611.2a)
    "s32mb_becomes_artifact_creature", obj=Ref("self")))
setattr(_Build, "s32mb_if_self_tapped", lambda self, c: Condition("s32mb_self_tapped"))  # noqa: B010 - s32-mb (CR 603.4)


# --- s32-r2mkm (docs/oracle-s32-r2mkm.md) ---------------------------------------------------------------------------


def _s32r2mkm_sacrifice_created_at_your_end_step(self: _Build, c: list[Any]) -> Effect:
    """ "Sacrifice it [them] at the beginning of your next end step." (CR 603.7a): as "... the next end step"."""
    ref = next(x for x in c if isinstance(x, Tree) and x.data == "s18m20_created_ref")
    return Effect("s32r2mkm_sacrifice_created_at_your_end_step", place=" ".join(str(t) for t in ref.children).lower())


setattr(_Build, "s32r2mkm_sacrifice_created_at_your_end_step",  # noqa: B010 - s32-r2mkm
        _s32r2mkm_sacrifice_created_at_your_end_step)
setattr(_Build, "s32r2mkm_self_suspected",  # noqa: B010 - s32-r2mkm: "If ~ is suspected" (CR 701.60a, 608.2c)
        lambda self, c: Condition("s32r2mkm_self_suspected"))


# ---- s32-r2wd ----
setattr(_Build, "s32r2wd_spend_only_abilities",  # noqa: B010 - s32-r2wd (CR 106.6, 602.2b)
        lambda self, c: "s32r2wd_spend_only_abilities")  # "Spend this mana only to activate abilities."

# --- s32-r2dsk ---
setattr(_Build, "s32r2dsk_during_your_turn_after",  # noqa: B010 - s32-r2dsk: "<static> during your turn." (CR 611.3a)
        _s27fdna_during_your_turn)
setattr(_Build, "s32r2dsk_defending_controls_none",  # noqa: B010 - s32-r2dsk (CR 603.4, 508.5)
        lambda self, c: Condition("s32r2dsk_defending_controls_none", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s32r2dsk_defending_controls_a",  # noqa: B010 - s32-r2dsk (CR 603.4, 508.5)
        lambda self, c: Condition("s32r2dsk_defending_controls_a", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s32r2dsk_they_lose_half_life",  # noqa: B010 - s32-r2dsk: "they lose half their life" (CR 119.3)
        lambda self, c: Effect("s20m21_lose_half_life", subject=Ref("player", player="that_player"),
                               place=_s20m21_rounding(c)))


# --- s33-lead ---
_S33LEAD_NUMBER_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}


def _s33lead_mobilize(self: _Build, c: list[Any]) -> Line:
    """ "Mobilize N" (CR 702.181a) means "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior
    creature tokens. Sacrifice them at the beginning of the next end step.": that ability, read by this grammar (in
    its wording "... tokens that are tapped and attacking", as afterlife's). Only N from 1 to 5."""
    number = int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))
    if number not in _S33LEAD_NUMBER_WORDS:
        raise ValueError(f"mobilize {number}")
    tokens = ("a 1/1 red Warrior creature token that's tapped and attacking. Sacrifice it" if number == 1 else
              f"{_S33LEAD_NUMBER_WORDS[number]} 1/1 red Warrior creature tokens that are tapped and attacking. "
              "Sacrifice them")
    return build(_kwc_parse(f"Whenever ~ attacks, create {tokens} at the beginning of the next end step.", False))


setattr(_Build, "s33lead_mobilize", _s33lead_mobilize)  # noqa: B010 - s33-lead
# "Whenever you scry, ..." (CR 701.22a, 603.2): the trigger "you_scry" (rules/surveil_triggers.py)
setattr(_Build, "s33lead_you_scry", lambda self, c: Event("you_scry"))  # noqa: B010 - s33-lead
# "you control a legendary creature" (a lands_condition): the card type, one permanent of it that is legendary
setattr(_Build, "s33lead_lands_control_legendary", lambda self, c: Condition(  # noqa: B010 - s33-lead
    "s33lead_lands_control_legendary", noun=Noun("type", (), (_text(c[-1]),))))



# ---- s33-dsk ----

@dataclass(frozen=True)
class S33DskReturnAsType(Effect):
    """s33-dsk: "return it to the battlefield under its owner's control. It's an enchantment." (CR 613.1d, 205.1a): the
    s18-quoted return of the card ~ became, with the one card type (`as_type`, "Enchantment") it has on the battlefield."""

    as_type: str = ""


def _s33dsk_return_died_as_type(self: _Build, c: list[Any]) -> Sentence:
    returned = _s18quoted_return_died(self, c)
    card_type = _s33dsk_type_word(c)
    return Sentence((S33DskReturnAsType(returned.verb, place=returned.place, counter=returned.counter,
                                        as_type=card_type.capitalize()),))


setattr(_Build, "s33dsk_return_died_as_type", _s33dsk_return_died_as_type)  # noqa: B010 - s33-dsk (CR 613.1d)
setattr(_Build, "s33dsk_if_it_was",  # noqa: B010 - s33-dsk: "if it was a creature" (CR 603.4, 603.10a)
        lambda self, c: Condition("s33dsk_it_was", noun=Noun("types", (), (_s33dsk_type_word(c),))))


def _s33dsk_type_word(c: list[Any]) -> str:
    """The card type word among a rule's children (`type_word`, lower case)."""
    return next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "type_word")
setattr(_Build, "s33dsk_its_controller_manifests_dread",  # noqa: B010 - s33-dsk (CR 701.62a, 608.2h)
        lambda self, c: Effect("s33dsk_its_controller_manifests_dread", subject=Ref("player", player="its_controller")))
setattr(_Build, "s33dsk_card_types_in_graveyard",  # noqa: B010 - s33-dsk: "the number of card types among ..." (205.2a)
        lambda self, c: ("number_of", Noun(S33DSK_CARD_TYPES, (), ("card", "types"))))
S33DSK_CARD_TYPES = "s33dsk_card_types_in_graveyard"


# ---- s33-newer ----


def _s33newer_put_on_their(self: _Build, c: list[Any]) -> Effect:
    """ "put target card from an opponent's graveyard on the bottom of their library" (CR 404.2, 401.1): s11's
    `put_on_library` (its owner's library) when the object is a card in an opponent's graveyard; any other object is an
    effect no lowering reads (not modelled)."""
    effect = _Build.put_on_library(self, c)
    noun = effect.obj.noun if isinstance(effect.obj, Ref) else None
    if noun is None or "s22zne_from_opponents_graveyard" not in [q.name for q in noun.qualifiers]:
        return Effect("s33newer_put_on_their_other", obj=effect.obj)
    return effect


setattr(_Build, "s33newer_put_on_their", _s33newer_put_on_their)  # noqa: B010 - s33-newer (CR 404.2)


def _s33newer_one_spell_each_turn(self: _Build, c: list[Any]) -> Static:
    """ "You / Your opponents / Each opponent can't cast more than one spell each turn." (CR 101.2): a Static whose
    player Ref says who is limited ("you" / "each_opponent")."""
    who = " ".join(_text(t).lower() for t in c[0].children)
    return Static("s33newer_one_spell_each_turn", Ref("player", player="you" if who == "you" else "each_opponent"))


setattr(_Build, "s33newer_one_spell_each_turn", _s33newer_one_spell_each_turn)  # noqa: B010 - s33-newer (CR 101.2)


# --- s33-std21 (docs/oracle-s33-std21.md) ---

def _s33std21_create_named_legendary_with(self: _Build, c: list[Any]) -> Effect:
    """ "create Guenhwyvar, a legendary 4/1 green Cat creature token with trample" (CR 111.4, 205.4a): s28-fdna's named
    legendary token with the keywords ("with" keyword_list, as any token's)."""
    keywords = next(x for x in c if isinstance(x, tuple))
    effect = _s28fdna_create_named_legendary(self, [x for x in c if x is not keywords])
    assert effect.token is not None
    return dataclasses.replace(effect, token=dataclasses.replace(effect.token, keywords=keywords))


setattr(_Build, "s33std21_create_named_legendary_with", _s33std21_create_named_legendary_with)  # noqa: B010
setattr(_Build, "s33std21_you_dont_control",  # noqa: B010 - s33-std21: "you don't control a Human" (CR 608.2c)
        lambda self, c: Condition("s33std21_you_dont_control", noun=next(x for x in c if isinstance(x, Noun))))
setattr(_Build, "s33std21_cant_attack_or_block_next",  # noqa: B010 - s33-std21 (CR 508.1c, 509.1a, 611.2a)
        lambda self, c: Effect("s33std21_cant_attack_or_block_next", obj=next(x for x in c if isinstance(x, Ref))))


# ---- s33-mom ----
@dataclass(frozen=True)
class S33momDoOnceBody(Body):
    """s33-mom: a body followed by "Do this only once each turn." (CR 603.5, 608.2d; lowering.s33mom_do_once)."""


def _s33mom_body_do_once(self: _Build, c: list[Any]) -> Body:
    body: Body = c[0]
    return S33momDoOnceBody(**{f.name: getattr(body, f.name) for f in dataclasses.fields(Body)})


setattr(_Build, "s33mom_body_do_once", _s33mom_body_do_once)  # noqa: B010 - s33-mom
setattr(_Build, "s33mom_opponent_draws_nth",  # noqa: B010 - s33-mom: "an opponent draws their second card each turn"
        lambda self, c: Event("s33mom_opponent_draws_nth", amount=_ordinal_of(c)))


# --- s33-lib ---
# "until your next end step" (CR 611.2a, 513.1): the impulse permission's duration (rules/s33lib_next_end_step.py)
_TRAILING_PLAY_DURATIONS["until your next end step"] = "your_next_end_step"
_PLAY_DURATIONS["your next end step"] = "your_next_end_step"


@dataclass(frozen=True)
class S33libLookExile(LibraryRevealFromAmong):
    """s33-lib: "You may exile a <quality> card from among them. Put the rest on the bottom of your library in a random
    order. [Until end of turn,] you may cast [play] the exiled card [this turn] [without paying its mana cost]." (verb
    "s33lib_look_exile"): the card's nouns, the order of the rest in `place`, the permission's duration in `duration`,
    `cast_only` for "cast" (CR 601.2a, 305.1), `free` for "without paying its mana cost" (118.9)."""

    cast_only: bool = False
    free: bool = False


def _s33lib_may_exile_sentence(self: _Build, c: list[Any]) -> Sentence:
    found = next(x for x in c if isinstance(x, dict) and "nouns" in x)
    if found["amount"] != 1 or found.get("each"):
        raise ValueError("'the exiled card' after more than one card exiled")
    order = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "library_order")
    permission = next(x for x in c if isinstance(x, dict) and "until" in x)
    return Sentence((S33libLookExile("s33lib_look_exile", amount=Amount(1), nouns=found["nouns"],
                                     place="bottom_random" if order == "a random" else "bottom_any_order",
                                     duration=permission["until"], cast_only=permission["cast_only"],
                                     free=permission["free"]),))


def _s33lib_exiled_permission(self: _Build, c: list[Any]) -> dict[str, Any]:
    trees = [x for x in c if isinstance(x, Tree)]
    verb = next(_text(x).lower() for x in trees if x.data == "s33lib_play_verb")
    fronted = [x for x in trees if x.data == "play_duration"]
    trailing = [x for x in trees if x.data == "trailing_play_duration"]
    until = (_PLAY_DURATIONS[_text(fronted[0]).lower()] if fronted
             else _TRAILING_PLAY_DURATIONS[_text(trailing[0]).lower()])
    return {"until": until, "cast_only": verb == "cast", "free": any(x.data == "s19impulse_without_paying" for x in trees)}


setattr(_Build, "s33lib_may_exile_sentence", _s33lib_may_exile_sentence)  # noqa: B010 - s33-lib
setattr(_Build, "s33lib_exiled_permission", _s33lib_exiled_permission)  # noqa: B010 - s33-lib


def _s33lib_play_free_fronted(self: _Build, c: list[Any]) -> Sentence:
    """s33-lib: "Until end of turn, you may play that card without paying its mana cost." (CR 118.9): the verb
    "s19impulse_play_free", as "You may play that card this turn without paying its mana cost." reads."""
    duration = _PLAY_DURATIONS[_text(c[0]).lower()]
    return Sentence((Effect("s19impulse_play_free", duration=duration, place=_text(c[1]).lower()),))


setattr(_Build, "s33lib_play_free_fronted", _s33lib_play_free_fronted)  # noqa: B010 - s33-lib
setattr(_Build, "s33lib_shuffle_library",  # noqa: B010 - s33-lib: "Shuffle your library." (CR 701.24a)
        lambda self, c: Effect("s23c11_shuffle_into", subject=Ref("player", player="you"), place=""))


def _s33lib_milled_to_hand(self: _Build, c: list[Any]) -> Sentence:
    """s33-lib: "You may put a <noun phrase> from among the milled cards into your hand." (the verb
    "s33lib_milled_to_hand", the noun phrase as `spell`)."""
    return Sentence((Effect("s33lib_milled_to_hand", spell=next(x for x in c if isinstance(x, Noun))),))


setattr(_Build, "s33lib_milled_to_hand", _s33lib_milled_to_hand)  # noqa: B010 - s33-lib


def _s33lib_look_put_up_to(self: _Build, c: list[Any]) -> Sentence:
    """s33-lib: "You may put up to two <noun phrase> from among them <where>. Put the rest ..." (s30-stdb's sentence
    with "up to N": `amount` N)."""
    count = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    sentence: Sentence = _s30stdb_look_put(count)(self, c)
    return sentence


setattr(_Build, "s33lib_look_put_up_to", _s33lib_look_put_up_to)  # noqa: B010 - s33-lib


setattr(_Build, "s33lib_exile_that_many",  # noqa: B010 - s33-lib: "exile that many cards from the top of your library"
        lambda self, c: Effect("exile_top", amount=Amount("that_many")))


def _s33lib_cast_spells_among(self: _Build, c: list[Any]) -> Sentence:
    """s33-lib: "Until end of turn, you may cast spells from among those [exiled] cards." (CR 601.2a): the permission
    "s19impulse_cast_spells" for those cards, cast only."""
    duration = _PLAY_DURATIONS[_text(c[0]).lower()]
    return Sentence((Effect("s33lib_cast_spells_among", duration=duration, place="those cards"),))


setattr(_Build, "s33lib_cast_spells_among", _s33lib_cast_spells_among)  # noqa: B010 - s33-lib


# --- s33-wmk: collect evidence (CR 701.59a) ---------------------------------------------------------------------------

setattr(_Build, "s33wmk_collect_evidence_cost",  # noqa: B010 - s33-wmk: "Collect evidence 3" as a cost (CR 602.2b)
        lambda self, c: Cost("s33wmk_collect_evidence", amount=Amount(int(c[0]))))
setattr(_Build, "s33wmk_collect_evidence",  # noqa: B010 - s33-wmk: "collect evidence 4" as an optional action
        lambda self, c: Effect("s33wmk_collect_evidence", amount=Amount(int(c[0]))))
setattr(_Build, "s33wmk_evidence_collected",  # noqa: B010 - s33-wmk: "if evidence was collected" (CR 601.2b)
        lambda self, c: Condition("s33wmk_evidence_collected"))
setattr(_Build, "s33wmk_you_collect_evidence",  # noqa: B010 - s33-wmk: "Whenever you collect evidence" (CR 603.2)
        lambda self, c: Event("you_collect_evidence"))
setattr(_Build, "s33wmk_from_a_single_graveyard",  # noqa: B010 - s33-wmk: "from a single graveyard" (CR 115.1)
        lambda self, c: Qualifier("s33wmk_from_a_single_graveyard"))
setattr(_Build, "s33wmk_opponent_sacrifices_event",  # noqa: B010 - s33-wmk: "Whenever an opponent sacrifices ..."
        lambda self, c: Event("you_sacrifice", verb="s33wmk_opponent", noun=next(x for x in c if isinstance(x, Noun))))


@dataclass(frozen=True)
class S33wmkCostLessEachAttacked(CostReduction):
    """s33-wmk: "~ costs {1} less to cast for each creature that attacked this turn." (CR 601.2f, 508.1)."""


setattr(_Build, "s33wmk_cost_less_each_attacked",  # noqa: B010 - s33-wmk
        lambda self, c: S33wmkCostLessEachAttacked("self", next(str(x) for x in c if isinstance(x, Token)
                                                                 and x.type == "MANA")))


def _s33wmk_entered_at_least(self: _Build, c: list[Any]) -> Condition:
    """ "two or more nonland permanents entered the battlefield under your control this turn" (CR 400.7): a condition on
    the turn's history (`records_`), the noun, and the number in `number`."""
    word = next(x for x in c if isinstance(x, Tree) and x.data == "count_word")
    return Condition("records_s33wmk_entered", noun=next(x for x in c if isinstance(x, Noun)),
                     number=WORD_NUMBERS[_text(word).lower()])


setattr(_Build, "s33wmk_entered_at_least", _s33wmk_entered_at_least)  # noqa: B010 - s33-wmk (CR 400.7)


# --- s33-fin ---

setattr(_Build, "s33fin_self_didnt_enter", lambda self, c: Condition("s33fin_self_didnt_enter"))  # noqa: B010


def _s33fin_self_has_no_counter(self: _Build, c: list[Any]) -> Condition:
    """ "~ doesn't have a +1/+1 counter on it" (CR 122.1): the counter's kind."""
    return Condition("s33fin_self_has_no_counter", noun=Noun("counter", words=(_s14_counter_kind(c[1:]),)))


setattr(_Build, "s33fin_self_has_no_counter", _s33fin_self_has_no_counter)  # noqa: B010
setattr(_Build, "s33fin_return_self_transformed",  # noqa: B010 - "... to the battlefield transformed" (CR 712.14)
        lambda self, c: Effect("return_self_from_graveyard", place="the battlefield transformed"))
setattr(_Build, "s33fin_it_becomes_artifact_creature",  # noqa: B010 - "it becomes an artifact creature until end of turn"
        lambda self, c: Effect("s33fin_it_becomes_artifact_creature", obj=Ref("it"), duration="end_of_turn"))
setattr(_Build, "records_died_s33fin_opponent",  # noqa: B010 - "a creature died under an opponent's control this turn"
        lambda self, c: Condition("records_died_s33fin_opponent", noun=next(x for x in c if isinstance(x, Noun))))


# ---- s33-cmd ----
setattr(_Build, "s33cmd_you_control_your_commander",  # noqa: B010 - s33-cmd: "if you control your commander" (CR 903.3)
        lambda self, c: Condition("s33cmd_you_control_your_commander"))


# ---- s34-mom ----
setattr(_Build, "s34mom_group_becomes_blocked",  # noqa: B010 - s34-mom: "a Rat you control becomes blocked" (CR 509.3c)
        lambda self, c: Event("s34mom_group_becomes_blocked", noun=next(x for x in c if isinstance(x, Noun))))


def _s34mom_tap_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "tap two [other] untapped creatures you control" / "tap another untapped creature you control" as the action of
    "you may ... If you do" (CR 608.2d, 701.26a): "another" is the noun's "other" (not the ability's source)."""
    quantity: Ref = c[0]
    noun: Noun = c[1]
    if quantity.another:
        noun = Noun(noun.head, (Qualifier("other"), *noun.qualifiers), noun.words)
    return Effect("s34mom_tap_chosen", obj=Ref("group", noun=noun), amount=quantity.count)


setattr(_Build, "s34mom_tap_chosen", _s34mom_tap_chosen)  # noqa: B010 - s34-mom


# --- s34-dsk (docs/oracle-s34-dsk.md) ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class S34dskEerie(Triggered):
    """s34-dsk: "Whenever <event> and whenever you fully unlock a Room, <effects>" (CR 709.5i, 603.2): `events` holds the
    first event only; the second is the Room's (lowering.py `s34dsk_eerie`)."""


def _s34dsk_eerie(self: _Build, c: list[Any]) -> S34dskEerie:
    event = next(x for x in c if isinstance(x, Event))
    body: Body = c[-1]
    return S34dskEerie((event,), body)


setattr(_Build, "s34dsk_eerie", _s34dsk_eerie)  # noqa: B010
setattr(_Build, "s34dsk_you_unlock_this_door",  # noqa: B010 - s34-dsk: "When you unlock this door" (CR 709.5h)
        lambda self, c: Event("door_unlocked"))
setattr(_Build, "s34dsk_enchanted_dealt_damage",  # noqa: B010 - s34-dsk: "When enchanted creature is dealt damage"
        lambda self, c: Event("attached", verb="enchanted is dealt damage"))


# --- s34-tdm ---
def _s34tdm_endure(self: _Build, c: list[Any]) -> Effect:
    """ "~ endures N" / "it endures N" (CR 701.63a): the permanent endures N; "it" is lowered by the context (only ~
    itself is read, lowering.py's s34tdm_endure)."""
    number = int(str(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))
    subject = Ref("it") if not any(isinstance(x, Token) and x.type == "SELF" for x in c) else Ref("self")
    return Effect("s34tdm_endure", obj=subject, amount=Amount(number))


setattr(_Build, "s34tdm_endure", _s34tdm_endure)  # noqa: B010 - s34-tdm


@dataclass(frozen=True)
class S34tdmActivatedModal(Activated):
    """s34-tdm: "<costs>: Choose one — • <effects> • <effects>" (CR 700.2a): an activated ability whose effect is modal;
    `body` is empty, `modes` the modes, `choose` how many."""

    choose: str = "one"
    modes: tuple[Body, ...] = ()


def _s34tdm_activated_modal(self: _Build, c: list[Any]) -> S34tdmActivatedModal:
    choose = next(_text(x).lower() for x in c if isinstance(x, Tree) and x.data == "mode_count")
    restrictions = (r for x in c if isinstance(x, (str, tuple)) for r in (x if isinstance(x, tuple) else (x,)))
    return S34tdmActivatedModal(c[0], Body(()), tuple(x for x in restrictions if isinstance(x, str)), choose=choose,
                                modes=tuple(x for x in c if isinstance(x, Body)))


setattr(_Build, "s34tdm_activated_modal", _s34tdm_activated_modal)  # noqa: B010 - s34-tdm (CR 700.2a)


def _s34tdm_exile_cards_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "exile two cards from your graveyard" as the action of "you may ... If you do / When you do" (CR 608.2d, 406.2):
    the noun the cost "Exile two cards from your graveyard" makes (exile_cards_cost), as s30-stdb's action."""
    cost = self.exile_cards_cost(c)
    return Effect("s30stdb_exile_chosen", obj=cost.obj, amount=cost.amount)


setattr(_Build, "s34tdm_exile_cards_chosen", _s34tdm_exile_cards_chosen)  # noqa: B010 - s34-tdm


@dataclass(frozen=True)
class S34tdmBeholdOrPay(S25stdaRevealOrPay):
    """s34-tdm: "behold a Dragon or pay {1}" (CR 701.4a): s25-stda's reveal-or-pay where a permanent of that subtype its
    caster controls may be chosen instead of revealing a card."""


def _s34tdm_behold_or_pay(self: _Build, c: list[Any]) -> S34tdmBeholdOrPay:
    (subtype,) = (str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    mana = "".join(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return S34tdmBeholdOrPay("s25stda_reveal_or_pay", mana=mana, subtype=subtype)


setattr(_Build, "s34tdm_behold_or_pay", _s34tdm_behold_or_pay)  # noqa: B010 - s34-tdm (CR 701.4a)


def s34tdm_it_damage_to_both_groups(source: Ref, first: Ref, second: Ref, amount: Amount) -> Sentence | None:
    """s34-tdm: "When ~ enters, it deals 3 damage to each creature and each planeswalker." (CR 120.3, 608.2b): s23-c13's
    two groups with "it" as the source; the second part `s34tdm_damage_each_other_it` is lowered only where "it" is ~
    (a trigger on ~'s own event, lowering.py). None unless the source is "it" and both parts are "each <permanents>"."""
    if source.kind != "it":
        return None
    both = s23c13_damage_to_both_groups(Ref("self"), first, second, amount)
    if both is None:
        return None
    damage, other = both.effects
    return Sentence((dataclasses.replace(damage, subject=source), dataclasses.replace(
        other, verb="s34tdm_damage_each_other_it")), both.joined_by)


# --- s34-fin ---


def _s34fin_flicker_return(self: _Build, c: list[Any]) -> Effect:
    """ "exile <object>, then return it to the battlefield" naming no player (CR 110.2a: the ability's controller puts it
    onto the battlefield, under their control; 400.7): read as "... under your control" (`s26std_flicker_yours`)."""
    return Effect("s26std_flicker_yours", obj=next(x for x in c if isinstance(x, Ref)))


setattr(_Build, "s34fin_flicker_return", _s34fin_flicker_return)  # noqa: B010 - s34-fin


@dataclass(frozen=True)
class S34finCrewToken(Token_):
    """s34-fin: a token described in text "with crew N" (CR 111.4, 702.122a): `crew`, the N of its crew ability."""

    crew: int = 0


def _s34fin_token_with_crew(self: _Build, c: list[Any]) -> Token_:
    """ "a 3/2 colorless Vehicle artifact token with crew 1" -> S34finCrewToken (CR 111.4, 301.7, 702.122a)."""
    number = next(x for x in reversed(c) if isinstance(x, Token) and x.type == "NUMBER")
    plain = self.token_desc([x for x in c if x is not number])
    return S34finCrewToken(plain.stats, plain.colors, plain.subtypes, plain.types, crew=int(str(number)))


setattr(_Build, "s34fin_token_with_crew", _s34fin_token_with_crew)  # noqa: B010 - s34-fin



# ---- s34-ltr ----
# The Ring tempts you (CR 701.54; docs/oracle-s34-ltr.md): "the Ring tempts you", "Whenever the Ring tempts you"
setattr(_Build, "s34ltr_ring_tempts_you", lambda self, c: Effect("s34ltr_ring_tempts_you"))  # noqa: B010 - CR 701.54a
setattr(_Build, "s34ltr_ring_tempts_you_event", lambda self, c: Event("ring_tempts_you"))  # noqa: B010 - CR 701.54d
setattr(_Build, "s34ltr_you_choose_bearer", lambda self, c: Event("you_choose_ring_bearer"))  # noqa: B010 - CR 701.54a
setattr(_Build, "s34ltr_chose_other_bearer",  # noqa: B010 - s34-ltr (CR 701.54a, 603.4)
        lambda self, c: Condition("s34ltr_chose_other_bearer"))


def _s34ltr_pump_per_scried(self: _Build, c: list[Any]) -> Effect:
    """ "~ gets +1/+1 until end of turn for each card you looked at while scrying this way." (CR 701.22a)."""
    effect = _r2m20_pump_for_each(self, [*c, Noun("card", (), ("card",))])
    return dataclasses.replace(effect, verb="s34ltr_pump_per_scried")


setattr(_Build, "s34ltr_pump_per_scried", _s34ltr_pump_per_scried)  # noqa: B010 - s34-ltr (CR 701.22a)
setattr(_Build, "s34ltr_no_ring_bearer",  # noqa: B010 - s34-ltr (CR 701.54e, 603.4)
        lambda self, c: Condition("s34ltr_no_ring_bearer"))


def _s34ltr_damage_each_blocker(self: _Build, c: list[Any]) -> Effect:
    """ "it deals N damage to each creature blocking it": `obj` each creature with the qualifier "blocking it"."""
    amount = next(x for x in c if isinstance(x, Amount))
    blocking = Noun("creature", (Qualifier("s22afr_blocking_it"),), ("creature",))
    return Effect("deal_damage", subject=Ref("it"), obj=Ref("each", blocking), amount=amount)


setattr(_Build, "s34ltr_damage_each_blocker", _s34ltr_damage_each_blocker)  # noqa: B010 - s34-ltr (CR 509.1h)


# ---- s34-cmd ----
setattr(_Build, "s34cmd_commanders_have",  # noqa: B010 - s34-cmd: "Commanders you control have hexproof." (CR 903.3)
        lambda self, c: Static("s34cmd_commanders_have", Ref("self"), keywords=c[-1]))
setattr(_Build, "s34cmd_fronted_exile_it",  # noqa: B010 - s34-cmd: "At the beginning of the next end step, exile it."
        lambda self, c: Effect("s34cmd_exile_it_at", place="next_end_step"))
setattr(_Build, "s34cmd_your_end_step_exile_it",  # noqa: B010 - s34-cmd: "At the beginning of your next end step, ..."
        lambda self, c: Effect("s34cmd_exile_it_at", place="your_next_end_step"))
setattr(_Build, "s34cmd_exile_them_at_end_step",  # noqa: B010 - s34-cmd: "Exile them at the beginning of the next ..."
        lambda self, c: Effect("exile_at_next_end_step", place="them"))
setattr(_Build, "s34cmd_discard_hand_draw",  # noqa: B010 - s34-cmd: "Discard your hand, then draw that many cards ..."
        lambda self, c: Effect("s34cmd_discard_hand_draw", amount=Amount(
            WORD_NUMBERS[_text(c[-1]).lower()] if c and isinstance(c[-1], Tree) else 0)))
setattr(_Build, "s34cmd_cant_be_blocked_bare",  # noqa: B010 - s34-cmd: "Until your next turn, ... can't be blocked."
        lambda self, c: Effect("cant_be_blocked", obj=c[0]))


def _s34cmd_who_cant_discards(c: list[Any], who: str) -> Effect:
    """ "Each player [opponent] who can't discards a card [two cards]." (s34-cmd): `place` the players, `amount` how many."""
    counted = [x for x in c if isinstance(x, Tree)]
    number = WORD_NUMBERS[_text(counted[0]).lower()] if counted else 1
    return Effect("s34cmd_who_cant_discards", place=who, amount=Amount(number))


setattr(_Build, "s34cmd_who_cant_discards",  # noqa: B010 - s34-cmd (CR 701.21a, 701.9a)
        lambda self, c: _s34cmd_who_cant_discards(c, "each_player"))
setattr(_Build, "s34cmd_opponent_who_cant_discards",  # noqa: B010 - s34-cmd (CR 701.21a, 701.9a)
        lambda self, c: _s34cmd_who_cant_discards(c, "each_opponent"))
setattr(_Build, "s34cmd_during_combat",  # noqa: B010 - s34-cmd: "Activate only during combat." (CR 602.5b, 506.1)
        lambda self, c: "s34cmd_during_combat")
setattr(_Build, "s34cmd_during_end_of_combat",  # noqa: B010 - s34-cmd: "... during the end of combat step." (CR 511.1)
        lambda self, c: "s34cmd_during_end_of_combat")


# ---- s34-mkm ----
def _s34mkm_sacrifice_or_discard_card(self: _Build, c: list[Any]) -> Effect:
    """ "sacrifice an artifact or discard a card" (CR 608.2d, 701.21a, 701.9a): the sacrifice, any card to discard
    instead (the `or_discard` "card" s20-m21's optional action already plays)."""
    sacrificed: Effect = c[0]
    return dataclasses.replace(sacrificed, verb="s20m21_sacrifice_or_discard", keywords=("card",))


setattr(_Build, "s34mkm_sacrifice_or_discard_card", _s34mkm_sacrifice_or_discard_card)  # noqa: B010 - s34-mkm


def _s34mkm_nth_spell_cost_less(self: _Build, c: list[Any]) -> Static:
    """ "The second spell you cast each turn costs {1} less to cast." (CR 601.2f): a cost reduction of the spells
    `spell_desc` names, the ordinal in `amount`."""
    spells: Noun = next(x for x in c if isinstance(x, Noun))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    return Static("s34mkm_nth_spell_cost_less", Ref("group", spells), pt=mana, amount=_ordinal_of(c))


setattr(_Build, "s34mkm_nth_spell_cost_less", _s34mkm_nth_spell_cost_less)  # noqa: B010 - s34-mkm


def _s34mkm_create_young_hero_role(self: _Build, c: list[Any]) -> Effect:
    """ "create a Young Hero Role token attached to <object>" (CR 111.10, 303.7): as s32-ma's Roles, the role's name in
    `place`."""
    words = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
    if words != ("Young", "Hero", "Role"):
        raise ValueError(f"a {' '.join(words)} token")
    return Effect("s32ma_create_role", obj=next(x for x in c if isinstance(x, Ref)), place="Young Hero")


setattr(_Build, "s34mkm_create_young_hero_role", _s34mkm_create_young_hero_role)  # noqa: B010 - s34-mkm


def _s34mkm_abilities_cost_less(self: _Build, c: list[Any]) -> Static:
    """ "Activated abilities of artifacts you control cost {1} less to activate. [This effect can't reduce ...]" (CR
    602.2b): the card type (plural) in `keywords`, then "min_one_mana" when the floor is said; the mana in `pt`."""
    kinds = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s34mkm_permanents"))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    floor = any(isinstance(x, Tree) and x.data == "s34mkm_not_below_one" for x in c)
    return Static("s34mkm_abilities_cost_less", Ref("self"), pt=mana,
                  keywords=(kinds.lower(), *(("min_one_mana",) if floor else ())))


setattr(_Build, "s34mkm_abilities_cost_less", _s34mkm_abilities_cost_less)  # noqa: B010 - s34-mkm


@dataclass(frozen=True)
class S34mkmAndWhenever(Triggered):
    """ "When <event> and whenever <event>, <effects>" (CR 603.2): `events` holds the two trigger events."""


def _s34mkm_and_whenever(self: _Build, c: list[Any]) -> S34mkmAndWhenever:
    events = self.event_list([x for x in c[1:-1] if not isinstance(x, (Tree, Token))])
    if len(events) != 2 or not all(isinstance(event, Event) for event in events):
        raise ValueError("'and whenever' between two trigger events")
    return S34mkmAndWhenever(events, c[-1])


setattr(_Build, "s34mkm_and_whenever", _s34mkm_and_whenever)  # noqa: B010 - s34-mkm


# ---- s34-std ----
# "Whenever one or more [creature] cards leave your graveyard" (CR 603.2c, 603.10a; lowering `s14_forage_triggered`)
setattr(_Build, "s34std_cards_leave",  # noqa: B010 - s34-std
        lambda self, c: Event("s34std_cards_leave_your_graveyard"))
setattr(_Build, "s34std_cards_leave_your_turn",  # noqa: B010 - s34-std: "... during your turn" (CR 102.1)
        lambda self, c: Event("s34std_cards_leave_your_graveyard", verb="during_your_turn"))
setattr(_Build, "s34std_creature_cards_leave",  # noqa: B010 - s34-std
        lambda self, c: Event("s34std_creature_cards_leave_your_graveyard"))
setattr(_Build, "s34std_land_card_put",  # noqa: B010 - s34-std: "a land card is put into your graveyard from anywhere"
        lambda self, c: Event("s34std_land_card_put_into_your_graveyard"))
setattr(_Build, "s34std_creature_cards_put",  # noqa: B010 - s34-std (CR 603.2c, 400.7)
        lambda self, c: Event("s34std_creature_cards_put_into_your_graveyard"))
setattr(_Build, "s34std_creature_cards_put_your_turn",  # noqa: B010 - s34-std: "... during your turn" (CR 102.1)
        lambda self, c: Event("s34std_creature_cards_put_into_your_graveyard", verb="during_your_turn"))
setattr(_Build, "s34std_you_controlled_it",  # noqa: B010 - s34-std: "If you controlled it" (CR 608.2h)
        lambda self, c: Condition("s34std_you_controlled_it"))
setattr(_Build, "s34std_player_cycles",  # noqa: B010 - s34-std: "Whenever a player cycles a card" (CR 702.29a)
        lambda self, c: Event("s34std_player_cycles"))
setattr(_Build, "s34std_opponent_cycles",  # noqa: B010 - s34-std: "Whenever an opponent cycles a card" (CR 702.29a)
        lambda self, c: Event("s34std_opponent_cycles"))


# ---- s35-cmd ----
setattr(_Build, "s35cmd_created_token",  # noqa: B010 - s35-cmd: "you created a token this turn" (CR 111.1, 111.2)
        lambda self, c: Condition("records_s35cmd_created_token"))


# --- s35-tdm ---
setattr(_Build, "s35tdm_spells_cast_this_turn",  # noqa: B010 - s35-tdm (CR 601.2i, 608.2h)
        lambda self, c: "s35tdm_spells_cast_this_turn")


# ---- s35-dsk ----
# "unlock a locked door of up to one target Room you control" / "Lock or unlock a door of target Room you control"
# (CR 709.5f-g): `amount` 1 for "up to one" (else None), `place` "or_lock" for "lock or unlock"
setattr(_Build, "s35dsk_room", lambda self, c: None)  # noqa: B010 - s35-dsk: "target Room you control"
setattr(_Build, "s35dsk_up_to_one_room", lambda self, c: Amount(1))  # noqa: B010 - s35-dsk
setattr(_Build, "s35dsk_unlock_door", lambda self, c: Effect(  # noqa: B010 - s35-dsk
    "s35dsk_unlock_door", obj=None, amount=c[-1]))
setattr(_Build, "s35dsk_lock_or_unlock_door", lambda self, c: Effect(  # noqa: B010 - s35-dsk
    "s35dsk_unlock_door", obj=None, amount=c[-1], place="or_lock"))


# --- s35-ltr ---
setattr(_Build, "s35ltr_self_ring_bearer",  # noqa: B010 - s35-ltr: "~ is your Ring-bearer" (CR 701.54a)
        lambda self, c: Condition("s35ltr_self_ring_bearer"))
setattr(_Build, "s35ltr_damage_unpreventable",  # noqa: B010 - s35-ltr: "Damage can't be prevented this turn." (615.12)
        lambda self, c: Effect("s35ltr_damage_unpreventable"))


def _s35ltr_if_legendary_pump(self: _Build, c: list[Any]) -> GrantedStatic:
    """s35-ltr: "As long as equipped creature is legendary, it has menace [gets +1/+1]." (CR 611.3a, 205.4a): the pump
    with `if_subtype` the word "legendary" (lower case: never a creature type), which lowering.py reads as the
    supertype."""
    return dataclasses.replace(_granted_pump(c, if_creature=False), if_subtype=S35LTR_LEGENDARY)


S35LTR_LEGENDARY = "legendary"
setattr(_Build, "s35ltr_if_legendary_pump", _s35ltr_if_legendary_pump)  # noqa: B010 - s35-ltr (CR 611.3a)


# ---- s35-mkm ----
def _s35mkm_to_solve(self: _Build, c: list[Any]) -> Triggered:
    """ "To solve — <condition>." (CR 719.3a): "At the beginning of your end step, if <condition> and this Case is not
    solved, this Case becomes solved." The step trigger of the controller's end step, the condition its intervening "if",
    the effect `s35mkm_solve` (lowering `s35mkm_to_solve_step` adds "this Case is not solved")."""
    condition = next(x for x in c if isinstance(x, Condition))
    return Triggered((), Body((Sentence((Effect("s35mkm_solve"),)),)), condition, step="end_step", whose="your")


setattr(_Build, "s35mkm_to_solve", _s35mkm_to_solve)  # noqa: B010 - s35-mkm


def _s35mkm_lands_are(self: _Build, c: list[Any]) -> Static:
    """ "Lands you control are every basic land type [Forests] in addition to their other types." / "Nonbasic lands are
    every basic land type." -> s31-cmd's Static "s31cmd_lands_are:<yours|all|nonbasic>[:in_addition]" with `subtype`
    "every_basic" or the basic land type (CR 305.6, 305.7, 205.1b)."""
    which_tree = next((x for x in c if isinstance(x, Tree) and x.data == "s31cmd_which_lands"), None)
    which = _text(which_tree).lower() if which_tree is not None else "yours"
    if any(isinstance(x, Tree) and x.data == "s35mkm_every_basic" for x in c):
        adding = any(isinstance(x, Tree) and x.data == "s31cmd_in_addition" for x in c)
        return Static(f"s31cmd_lands_are:{which}" + (":in_addition" if adding else ""), Ref("self"),
                      subtype="every_basic")
    return s31cmd_lands_static(c, which, _S31CMD_BASIC_TYPES, "s31cmd_in_addition")


setattr(_Build, "s35mkm_lands_are", _s35mkm_lands_are)  # noqa: B010 - s35-mkm


def _s35mkm_base_and_gain(self: _Build, c: list[Any]) -> Sentence:
    """ "<object> has base power and toughness 4/4 [and gains flying] [until end of turn]": s17-linked's Effect
    "linked_set_base", then the keywords gained by the same object (CR 613.4b, 613.1f)."""
    refs, _, durations, keywords = _Build._parts(c)
    duration = durations[0] if durations else None
    stats = next(str(x) for x in c if isinstance(x, Token) and x.type == "STATS")
    base = Effect("linked_set_base", obj=refs[0], pt=stats, duration=duration)
    if not keywords:
        return Sentence((base,), "and")
    again = Ref("it") if refs[0].kind == "target" else refs[0]  # the same object: the one target, ~, or the group
    return Sentence((base, Effect("pump", obj=again, pt="+0/+0", keywords=keywords[0], duration=duration)), "and")


setattr(_Build, "s35mkm_base_and_gain", _s35mkm_base_and_gain)  # noqa: B010 - s35-mkm


def _s35mkm_turned_face_up(self: _Build, c: list[Any]) -> Event:
    """ "a creature [a Detective] you control is turned face up" (CR 708.8): the noun in `verb` ("creature" or the
    creature type)."""
    noun = next(x for x in c if isinstance(x, Tree) and x.data == "s35mkm_face_up_noun")
    word = _text(noun)
    return Event("s35mkm_turned_face_up", verb="creature" if word.lower() == "creature" else word)


setattr(_Build, "s35mkm_turned_face_up", _s35mkm_turned_face_up)  # noqa: B010 - s35-mkm


def _s35mkm_abilities_cost_less_power(self: _Build, c: list[Any]) -> Static:
    """ "Activated abilities of creatures you control cost {X} less to activate, where X is ~'s power." (CR 602.2b): s34-mkm's
    Static with "s35mkm_source_power" after the card type."""
    kinds = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s34mkm_permanents"))
    mana = next(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")
    floor = any(isinstance(x, Tree) and x.data == "s34mkm_not_below_one" for x in c)
    return Static("s34mkm_abilities_cost_less", Ref("self"), pt=mana,
                  keywords=(kinds.lower(), "s35mkm_source_power", *(("min_one_mana",) if floor else ())))


setattr(_Build, "s35mkm_abilities_cost_less_power", _s35mkm_abilities_cost_less_power)  # noqa: B010 - s35-mkm


# --- s35-std ---
def _s35std_token_doubler(self: _Build, c: list[Any]) -> Static:
    """ "If one or more tokens would be created under your control, twice that many of those tokens are created
    instead." (CR 614.1a): the whole fixed sentence, nothing to keep."""
    return Static("s35std_token_doubler", Ref("self"))


setattr(_Build, "s35std_token_doubler", _s35std_token_doubler)  # noqa: B010 - s35-std


def _s35std_more_counters(self: _Build, c: list[Any]) -> Static:
    """ "If one or more +1/+1 counters would be put on <a noun> you control, that many plus one [twice that many] +1/+1
    counters are put on it [that creature / that permanent] instead." (CR 614.1a): the noun it applies to in
    `for_each`, the mode ("plus_one" / "twice") in `keywords`. Only +1/+1 counters, both times; "that <word>" only the
    noun's own word (a creature ... that creature)."""
    kinds = {str(x) for x in c if isinstance(x, Token) and x.type == "PT"}
    if kinds != {"+1/+1"}:
        raise ValueError(f"counters {sorted(kinds)}")
    noun = next(x for x in c if isinstance(x, Noun))
    mode = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s35std_more_amount")).lower()
    on = _text(next(x for x in c if isinstance(x, Tree) and x.data == "s35std_on_it")).lower().split()
    keywords = ("twice",) if mode.startswith("twice") else ("plus_one",)
    if on != ["it"] and (noun.head != on[-1] or noun.words[-1:] != (on[-1],)):
        raise ValueError(f"on {' '.join(on)} after {' '.join(noun.words)}")
    return Static("s35std_more_counters", Ref("self"), for_each=noun, keywords=keywords)


setattr(_Build, "s35std_more_counters", _s35std_more_counters)  # noqa: B010 - s35-std


_S35STD_PREDEFINED = ("Treasure", "Food", "Clue", "Blood", "Map", "Gold", "Powerstone")


def _s35std_additional_token(self: _Build, c: list[Any]) -> Static:
    """ "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token." /
    "If one or more tokens would be created under your control, those tokens plus an additional Food token are created
    instead." (CR 614.1a): the added predefined token in `subtype`, the tokens it applies to (the first wording) in
    `keywords`; only predefined tokens (CR 111.10)."""
    words = [str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"]
    if any(word not in _S35STD_PREDEFINED for word in words):
        raise ValueError(f"{words} tokens")
    return Static("s35std_additional_token", Ref("self"), subtype=words[-1], keywords=tuple(words[:-1]))


setattr(_Build, "s35std_additional_token", _s35std_additional_token)  # noqa: B010 - s35-std


# ---- s35-mom ----

def _s35mom_return_up_to_chosen(self: _Build, c: list[Any]) -> Effect:
    """ "return up to two creature cards from your graveyard to your hand": chosen as it resolves (CR 608.2d), how many
    at most in `amount`."""
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    noun = next(x for x in c if isinstance(x, Noun))
    return Effect("s35mom_return_up_to_chosen", obj=Ref("group", noun=noun, count=Amount(number), up_to=True),
                  amount=Amount(number))


setattr(_Build, "s35mom_return_up_to_chosen", _s35mom_return_up_to_chosen)  # noqa: B010 - s35-mom


def _s35mom_create_token_copies(self: _Build, c: list[Any]) -> Effect:
    """ "Create five tokens that are copies of another target creature you control.": how many in `amount`."""
    number = WORD_NUMBERS[_text(next(x for x in c if isinstance(x, Tree) and x.data == "count_word")).lower()]
    obj = next(x for x in c if isinstance(x, Ref))
    return Effect("s35mom_create_token_copies", obj=obj, amount=Amount(number))


setattr(_Build, "s35mom_create_token_copies", _s35mom_create_token_copies)  # noqa: B010 - s35-mom

setattr(_Build, "s35mom_transform", lambda self, c: Effect(  # noqa: B010 - s35-mom: "Transform target ..." (CR 701.27a)
    "s35mom_transform", obj=next(x for x in c if isinstance(x, Ref))))


def _s35mom_incubate_times(self: _Build, c: list[Any]) -> Sentence:
    """ "Incubate 2 twice." / "incubate 2 five times": the incubate effect that many times, one after the other (CR
    701.53a); the lowering checks each (s35mom_incubate_repeated)."""
    word = next(x for x in c if isinstance(x, Tree) and x.data in ("count_word", "s26cmdb_twice"))
    times = 2 if word.data == "s26cmdb_twice" else WORD_NUMBERS[_text(word).lower()]
    amount = next(x for x in c if isinstance(x, Amount))
    return Sentence(tuple(Effect("s35mom_incubate_repeated", amount=amount) for _ in range(times)), "then")


setattr(_Build, "s35mom_incubate_times", _s35mom_incubate_times)  # noqa: B010 - s35-mom


# ---- s35-fin ----
def _s35fin_copy_next_twice(self: _Build, c: list[Any]) -> Sentence:
    """ "When you next cast an instant or sorcery spell this turn, copy that spell twice. [You may choose new targets for
    the copies.]" (CR 603.7, 707.10, 707.10c): the spell described and whether new targets, as s18-castfree's."""
    new_targets = any(isinstance(x, Tree) and x.data == "s35fin_copies_new_targets" for x in c)
    spell = next(x for x in c if isinstance(x, Noun))
    return Sentence((Effect("s35fin_copy_next_twice", spell=spell, place="new_targets" if new_targets else None),))


setattr(_Build, "s35fin_copy_next_twice", _s35fin_copy_next_twice)  # noqa: B010 - s35-fin (CR 603.7, 707.10)


def _s35fin_mana_spent_at_least(self: _Build, c: list[Any]) -> Condition:
    """ "at least four mana was spent to cast it" (CR 601.2h): the Condition "s35fin_mana_spent_at_least", its number N."""
    words = [_text(x).lower() for x in c if isinstance(x, Tree)]  # the count_word
    return Condition("s35fin_mana_spent_at_least", number=_TAILF_COUNT_WORDS[words[0]])


setattr(_Build, "s35fin_mana_spent_at_least", _s35fin_mana_spent_at_least)  # noqa: B010 - s35-fin (CR 601.2h, 603.4)


# "Whenever you scry or surveil, <effects>." (CR 603.2): the two events of s34-mkm's "and whenever" (lowering
# `s34mkm_and_whenever` reads one ability for each)
setattr(_Build, "s35fin_scry_or_surveil",  # noqa: B010 - s35-fin (CR 701.22a, 701.25a)
        lambda self, c: S34mkmAndWhenever((Event("you_scry"), Event("you_surveil")), c[-1]))


def _s35fin_edict_and(self: _Build, c: list[Any]) -> Sentence:
    """ "Each opponent sacrifices a creature [of their choice] and loses 3 life." (CR 701.21a, 608.2c): the edict, then
    the predicate with the edict's player as its subject."""
    edict, predicate = (x for x in c if isinstance(x, Effect))
    return Sentence((edict, dataclasses.replace(predicate, subject=edict.subject)), "and")


setattr(_Build, "s35fin_edict_and", _s35fin_edict_and)  # noqa: B010 - s35-fin (CR 701.21a, 608.2c)


@dataclass(frozen=True)
class S35finExhaust(Activated):
    """ "Exhaust — <cost>: <effect>" (CR 702.177a): an activated ability that is an exhaust ability, so that "Whenever you
    activate an exhaust ability" knows it (lowering `s35fin_exhaust_mark`)."""


# "Whenever you activate an exhaust ability" (CR 702.177a, 602.2, 603.2): the trigger event
setattr(_Build, "s35fin_you_activate_exhaust",  # noqa: B010 - s35-fin
        lambda self, c: Event("s35fin_you_activate_exhaust"))
