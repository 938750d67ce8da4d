"""The number words of Oracle text ("a", "one" ... "ten": CR 107.1 writes small numbers as
words), one table for every reader in this package."""

from __future__ import annotations

WORD_NUMBERS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    # s23-c10: "Target player mills twenty cards." (Jace Beleren)
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20,
}
