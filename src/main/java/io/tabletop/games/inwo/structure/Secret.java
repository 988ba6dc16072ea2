package io.tabletop.games.inwo.structure;

/**
 * A card named in secret by the card in play {@code uid} (catalogue id {@code card}): the Holy Grail's Place, the Ark of
 * the Covenant's Group. {@code named} is a catalogue id; the namer's only until {@code revealed}.
 */
public record Secret(String uid, String card, String named, boolean revealed) {}
