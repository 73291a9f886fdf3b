"""Meja Kartu: an offline card table for four games."""

__version__ = "0.1.0"
