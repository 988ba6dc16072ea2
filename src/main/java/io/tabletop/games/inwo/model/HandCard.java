package io.tabletop.games.inwo.model;

/** A card in hand: its uid (never telling where it lay in the deck) and catalogue id. {@code exposed}: shown to all. */
public record HandCard(String uid, String card, boolean exposed) {}
