"""Decklists as people paste or export them: Arena, MTGO (text and .dek), Moxfield, Archidekt,
CSV exports, Forge .dck, Cockatrice .cod and plain lists."""

from app.decklist.model import FORMATS, DeckEntry, Decklist, UnparsedLine
from app.decklist.parser import parse_decklist

__all__ = ["FORMATS", "DeckEntry", "Decklist", "UnparsedLine", "parse_decklist"]
