"""s17-tailf: "~ enters with your choice of a flying counter or a first strike counter on it." (`etb_counter_choice`;
CR 614.1c: a replacement effect that puts the counter as the permanent enters, 122.6; keyword counters give their
keyword, 122.1b, rules/keyword_counters.py).

The player it enters under chooses as it enters, with the `choices.keyword` of the action that makes it enter
(the `resolve` of its spell; "first strike" or "first_strike"); without one, the first option stands for the
choice (the `keyword_chosen` event says `given: false`). A keyword that is not an option is refused. A permanent
that leaves and comes back is a new object and chooses again (400.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import EtbCounterChoiceAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.zones import Entering

CITES = (cr("614.1c"), cr("122.6"), cr("122.1b"))


def _chosen(game: Game, options: list[str], what: str) -> tuple[str, bool]:
    given = game.choices.keyword
    if given is None:
        return options[0], False
    game.used_choices.add("keyword")
    wanted = given.strip().lower().replace("_", " ")
    if wanted not in options:
        raise IllegalAction(
            "Choose a counter",
            f"{what} enters with your choice of a {' or a '.join(options)} "
            f"counter; {given!r} is not one of them (choices.keyword)",
            [cr("614.1c")],
        )
    return wanted, True


def enters_with_chosen_counter(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    for _, ability in abilities_of_kind(game, permanent, EtbCounterChoiceAbility):
        options = list(ability.options)
        counter, given = _chosen(game, options, permanent.id)
        chooser = entering.spell.id if entering.spell is not None else permanent.id
        game.emit(
            "keyword_chosen",
            [cr("614.1c")],
            stack_object=chooser,
            player=permanent.controller,
            keyword=counter,
            options=options,
            given=given,
        )
        added = keyword_counters.modified_amount(game, permanent, counter, 1)  # s35-std (CR 614.1a, 122.6)
        permanent.counters[counter] = permanent.counters.get(counter, 0) + added
        keyword_counters.counters_put(game, (counter,))  # a keyword counter's layer (CR 122.1b)
        game.changed(permanent)
        entering.cites += list(CITES)
        entering.details["counters"] = dict(permanent.counters)


# Beside "enters with counters" (60).
registry.enters_replacements.add(enters_with_chosen_counter, order=61, needs=(EtbCounterChoiceAbility,))
