"""Dialogs: new game, rules, statistics, about."""
