"""The card table: one scene, card items keyed by card id, piles that lay out their cards."""
