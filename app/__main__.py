"""Command line: `python -m app migrate|seed|serve|...`."""

from app.cli import main

raise SystemExit(main())
