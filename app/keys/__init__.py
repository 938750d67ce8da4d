"""API keys (hashed at rest, managed with `python -m app keys ...`) and the audit log of writes."""
