"""The card table: scene, card items, piles, layout, animation and the card art."""
