package io.tabletop.games.inwo.model;

/**
 * A card named in secret by the card in play {@code uid} (catalogue id {@code card}): the Holy Grail's Place, the Ark of
 * the Covenant's Group; or a Plot {@code uid} held face down by Texas ({@code card} texas). {@code named} is a catalogue
 * id, its player's only (null in every other view) until {@code revealed}.
 */
public record Secret(String uid, String card, @io.tabletop.engine.Nullable String named, boolean revealed) {}
