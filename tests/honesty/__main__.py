"""`python -m tests.honesty`: the sample in its seeded order, each card with its Oracle text and
whether it has a scenario; then the other `full` cards without one (the next to write)."""

from __future__ import annotations

from tests.honesty.sample import SAMPLE_SIZE, full_cards, ordered_cards, scenario_path, seed


def main() -> None:
    full = full_cards()
    print(f"seed {seed()}; {len(ordered_cards())} cards, {len(full)} full; the sample is the first {SAMPLE_SIZE}")
    for number, card in enumerate(full, start=1):
        has = "scenario" if scenario_path(card.name).exists() else "MISSING"
        if number <= SAMPLE_SIZE or has == "MISSING":
            text = (card.oracle_text or "").replace("\n", " // ")
            print(f"{number:4} {has:8} {card.set_code} {card.name} | {card.type_line} | {text}")


if __name__ == "__main__":
    main()
