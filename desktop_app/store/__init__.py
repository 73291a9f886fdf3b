"""Saves, replays and statistics (DESIGN.md, "Saves, settings, statistics"); no Qt here."""
