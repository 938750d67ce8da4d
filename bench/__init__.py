"""Benchmarks (`make bench`, `python -m bench`): each figure is measured next to a baseline in the
same run on the same machine, so the ratios hold on a noisy machine. Never timed tests."""
