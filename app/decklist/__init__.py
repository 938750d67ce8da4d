"""Decklists as people paste them: Arena, MTGO, Moxfield and plain text exports."""

from app.decklist.parser import DeckEntry, Decklist, UnparsedLine, parse_decklist

__all__ = ["DeckEntry", "Decklist", "UnparsedLine", "parse_decklist"]
