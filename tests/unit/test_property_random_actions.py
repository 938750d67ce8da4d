"""Property: random action sequences only ever give a Resolution, an IllegalAction or an
InvalidState, and the invariants hold (day/night never returns to neither, no negative count)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import GameState, IllegalAction, InvalidState, Resolution, resolve
from tests.unit.conftest import CATALOG

CARD_NAMES = sorted(CATALOG)
PERMANENT_NAMES = sorted(name for name, card in CATALOG.items() if not {"Instant", "Sorcery"} & {t.value for t in card.types})
OBJECT_IDS = ["h1", "h2", "h3", "g1", "g2", "p1", "p2", "s1", "nope"]


def base_state(day_night: str | None, pool: int, names: list[str], permanent_name: str) -> dict[str, Any]:
    return {
        "turn": 2, "active_player": "alice", "step": "precombat_main", "day_night": day_night,
        "players": [
            {"id": "alice", "mana_pool": {"G": pool, "R": pool, "U": pool, "W": pool, "B": pool},
             "hand": [{"id": "h1", "card": names[0]}, {"id": "h2", "card": names[1]}, {"id": "h3", "card": names[2]}],
             "graveyard": [{"id": "g1", "card": names[3]}, {"id": "g2", "card": "Grizzly Bears"}],
             "library": [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(3)]},
            {"id": "bob", "library": [{"id": f"m{n}", "card": "Grizzly Bears"} for n in range(3)]},
        ],
        "battlefield": [{"id": "p1", "card": permanent_name}, {"id": "p2", "card": "Hound Villager", "controller": "bob"}],
    }


object_id = st.sampled_from(OBJECT_IDS)
choices = st.fixed_dictionaries({}, optional={
    "targets": st.lists(object_id, max_size=2),
    "exile_for_back_face": object_id,
    "back_face": st.sampled_from(["front", "back"]),
})
player = st.sampled_from([None, "alice", "bob", "zed"])
actions = st.one_of(
    st.fixed_dictionaries({"type": st.just("next_step")}),
    st.fixed_dictionaries({"type": st.just("next_turn")}),
    st.fixed_dictionaries({"type": st.just("cast"), "card": object_id, "player": player}, optional={"choices": choices}),
    st.fixed_dictionaries({"type": st.just("resolve")}, optional={"choices": choices}),
    st.fixed_dictionaries({"type": st.just("put_onto_battlefield"), "card": object_id}, optional={"choices": choices}),
    st.fixed_dictionaries({"type": st.just("move"), "permanent": object_id,
                           "to": st.sampled_from(["graveyard", "exile", "hand", "library"])}),
    st.fixed_dictionaries({"type": st.just("transform"), "permanent": object_id}),
    st.fixed_dictionaries({"type": st.just("compute_cost"), "card": object_id}),
    st.fixed_dictionaries({"type": st.sampled_from(["play_land", "compute_cost"]), "card": object_id}),
    st.fixed_dictionaries({"type": st.sampled_from(["activate", "tap_for_mana", "could_produce"]), "permanent": object_id}),
)


# A random request: the arguments of `base_state` and a sequence of actions (shared with other
# property tests of the engine).
RANDOM_REQUEST = {
    "day_night": st.sampled_from([None, "day", "night"]),
    "pool": st.integers(min_value=0, max_value=6),
    "names": st.lists(st.sampled_from(CARD_NAMES), min_size=4, max_size=4),
    "permanent_name": st.sampled_from(PERMANENT_NAMES),
    "sequence": st.lists(actions, max_size=12),
}
RANDOM_REQUEST_SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@RANDOM_REQUEST_SETTINGS
@given(**RANDOM_REQUEST)
def test_random_action_sequences_only_resolve_or_refuse_and_keep_invariants(
    day_night: str | None, pool: int, names: list[str], permanent_name: str, sequence: list[dict[str, Any]]
) -> None:
    game = base_state(day_night, pool, names, permanent_name)
    applied = sequence
    try:
        result = resolve(game, sequence, CATALOG)
    except IllegalAction as refusal:
        assert 0 <= refusal.action_index < len(sequence) and refusal.title and refusal.detail
        # All or nothing: everything before the refused action is itself a valid request.
        applied = sequence[: refusal.action_index]
        result = resolve(game, applied, CATALOG)
    except InvalidState as invalid:
        assert invalid.errors and all(set(error) == {"path", "message"} for error in invalid.errors)
        return
    assert isinstance(result, Resolution)
    dumped = result.model_dump(mode="json")
    # The returned state is itself a valid state: no negative count slipped in.
    GameState.model_validate(dumped["state"])
    if day_night is not None:
        assert dumped["state"]["day_night"] is not None
    assert all(event.get("to") is not None for event in dumped["events"] if event["type"] == "day_night_changed")
    assert [event["seq"] for event in dumped["events"]] == list(range(1, len(dumped["events"]) + 1))
    assert json.dumps(dumped) == json.dumps(resolve(game, applied, CATALOG).model_dump(mode="json"))
