package io.tabletop.games.inwo.model;

import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * A choice the game waits for, made by {@code seat} (not always the acting player) among {@code options}: uids of
 * his cards, or words. {@code player} played {@code card} (a catalogue id) and {@code rival} is the seat it was
 * aimed at (-1: none); {@code aside}: the card the rival set aside for George the Janitor; {@code queue}: the seats
 * still to choose after this one (Upheaval!). Everything here is public: uids never tell what a hidden card is.
 */
public record Choice(Kind kind, int seat, int player, String card, int rival, List<String> options, @Nullable String aside,
                     @Nullable List<Integer> queue) {

    public enum Kind {
        /** Upheaval!: the seat discards one of his Groups. */
        UPHEAVAL,
        /** George the Janitor: the rival sets one of his hidden Plots aside. */
        JANITOR_ASIDE,
        /** George the Janitor: the player, unseeing, has the card set aside exposed (PICKED) or all the others (OTHERS). */
        JANITOR_PICK,
        /** Mutual Betrayal: the player exposes one more hidden Plot of his own, or STOPs. */
        BETRAYAL_OWN,
        /** Mutual Betrayal: the rival exposes one of his hidden Plots in return. */
        BETRAYAL_RIVAL,
        /** Let's You and Him Fight: the player picks which of the two Group cards he was shown the rival discards. */
        FIGHT,
        /** Vultures: a rival of the player whose attack on {@code aside} (a Group card of his hand) failed may take it. */
        VULTURES,
        /** Voodoo Economics: the player names how many top Plots of his deck (0-10) he discards, a token each. */
        VOODOO,
        /** The Big Sellout: the player discards one more of his Groups ({@code aside}: how many so far), or STOPs. */
        SELLOUT,
        /** The Big Sellout: the player puts one of the tokens earned ({@code aside}: how many left) on a Group of his. */
        SELLOUT_TOKEN,
        /** Las Vegas: the player names his bet, 1 to 3 Plot cards, with the rival ({@code aside}: the Las Vegas). */
        VEGAS_BET,
        /** Orbital Mind Control Lasers: the player names the change to {@code aside} (ADD_X, REMOVE_X or REVERSE_X). */
        MIND_CONTROL,
        /**
         * The Holy Grail, the Ark of the Covenant: as it enters play its player names a card in secret ({@code aside}: the
         * card's uid; the options, every Place or Group of the catalogue, are public; the name chosen is not).
         */
        SECRET_NAME,
        /** Rewriting History: the player names the change to the destroyed Group {@code aside} (ADD_X, REMOVE_X or REVERSE_X). */
        REWRITE,
        /**
         * Annual Convention (last cards G): the seat's Place {@code aside} (card {@code card}) was just destroyed or
         * Devastated; he plays an Annual Convention of his hand on an Organization (its uid) or PASSes. The options
         * beyond PASS are his only (he holds the card); every other viewer sees PASS alone.
         */
        CONVENTION,
        /**
         * Soulburner: the rival {@code rival} captured or destroyed {@code aside}, a Group of the seat's; the seat takes
         * Plots from his deck, exposes his hidden Plots, or NONE.
         */
        SOULBURNER,
        /** Soulburner: the seat names which exposed Plot of the rival's ({@code options}) the rival discards. */
        SOULBURNER_DISCARD
    }

    public Choice {
        options = List.copyOf(options);
        queue = queue == null ? List.of() : List.copyOf(queue);
    }
}
