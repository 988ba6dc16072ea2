package io.tabletop.games.inwo.cards;

import io.tabletop.engine.Nullable;
import java.util.List;
import java.util.Set;

/**
 * One card of the INWO Limited catalogue: printed stats (with errata applied) and its effect as primitives.
 *
 * @param id            kebab-case of the name, unique ("the-mafia")
 * @param groupClass    null unless a GROUP
 * @param plotKind      null unless a PLOT
 * @param power         Power (Illuminati and Groups; 0 for a variable "*" Power, whose ability sets it)
 * @param globalPower   Global Power (0 when the card has none)
 * @param resistance    Resistance (0 when none: Illuminati, Resources, Plots)
 * @param arrowsOut     outgoing control arrows (Illuminati 4, Groups 0-3, others 0)
 * @param alignments    printed alignments (a "sometimes" alignment is an effect, not printed here)
 * @param attributes    UPPER_SNAKE: Groups' attributes (COMPUTER, NATION …), Resources' types (ARTIFACT, GADGET, MAGIC)
 * @param unique        one copy per game (Unique Resources)
 * @param actionToken   a Resource marked "Action": it gets an action token each turn
 * @param text          the card text (printed text where the source has it, else the known paraphrase), errata last
 * @param abilityKnown  false when the card's ability text is unknown (it plays with printed stats only)
 * @param effectComplete false when only part of the effect is known (known-effects.md: partial)
 * @param effects       the effect as primitives; an {@link Effect.Unsupported} marks what cannot be expressed
 */
public record CardDef(String id, String name, CardKind kind, @Nullable GroupClass groupClass, @Nullable PlotKind plotKind, int power,
                      int globalPower, int resistance, int arrowsOut, Set<Alignment> alignments,
                      Set<String> attributes, boolean unique, boolean actionToken, String text,
                      boolean abilityKnown, boolean effectComplete, List<Effect> effects) {

    public CardDef {
        alignments = alignments == null ? Set.of() : Set.copyOf(alignments);
        attributes = attributes == null ? Set.of() : Set.copyOf(attributes);
        effects = effects == null ? List.of() : List.copyOf(effects);
    }

    /** Whether every effect of the card is expressed (no {@link Effect.Unsupported}). */
    public boolean expressible() {
        return effects.stream().noneMatch(e -> e instanceof Effect.Unsupported);
    }

    /** The reasons this card is not expressible (empty when it is). */
    public List<String> unsupportedReasons() {
        return effects.stream().filter(e -> e instanceof Effect.Unsupported)
                .map(e -> ((Effect.Unsupported) e).reason()).toList();
    }

    public boolean hasAlignment(Alignment a) {
        return alignments.contains(a);
    }

    public boolean hasAttribute(String attribute) {
        return attributes.contains(attribute);
    }

    /** Cards of the Plot deck (Plots and Illuminati). */
    public boolean inPlotDeck() {
        return kind.inPlotDeck();
    }

    /** Groups and Resources go into a structure; only Groups can be attacked. */
    public boolean groupCard() {
        return kind == CardKind.GROUP;
    }

    /**
     * Whether every effect of the card is one of the given primitive types (an engine passes the types it
     * interprets): with {@link #expressible()}, what "implemented" is built from.
     */
    public boolean usesOnly(java.util.Collection<Class<? extends Effect>> interpreted) {
        return effects.stream().allMatch(e -> interpreted.contains(e.getClass()));
    }

    /** The effects in the file's form (one key per effect naming its type), for serving the catalogue. */
    public List<EffectData> effectData() {
        return effects.stream().map(EffectData::of).toList();
    }

    /** The effects of one primitive type, in order. */
    public <E extends Effect> List<E> effects(Class<E> type) {
        // asked at every legal-move candidate: no stream, and nothing allocated when the card has none
        List<E> out = null;
        for (Effect e : effects) {
            if (!type.isInstance(e)) continue;
            if (out == null) out = new java.util.ArrayList<>(2);
            out.add(type.cast(e));
        }
        return out == null ? List.of() : java.util.Collections.unmodifiableList(out);
    }
}
