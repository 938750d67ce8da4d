"""The test suite. Importing the package (before tests/conftest.py and every test module) pauses
the garbage collector until the collection is done: tests/conftest.py `pytest_collection_finish`
freezes what was loaded and turns it on again."""

import gc

gc.disable()
