package io.tabletop.games.inwo.choices;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.Choice.Kind;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import io.tabletop.games.inwo.model.Choice;

/**
 * Plots that sell the player's own assets for Action tokens, on his own turn (their choices are the player's, and
 * public: what they discard is shown).
 * <ul>
 * <li>Voodoo Economics [H20: an Illuminati action, once per game by each player]: the player names how many of the
 * top Plots of his deck, up to 10, he discards; his Illuminati gets one Action token for each.</li>
 * <li>The Big Sellout: the player discards up to 10 of his Groups (not his Illuminati), one at a time, until he STOPs
 * (each leaves play discarded, not destroyed: its Resources discarded with it, its puppets back to his hand); for
 * each he then puts one extra Action token on a different Group of his still in play (none below a Devastated
 * Place).</li>
 * </ul>
 */
public final class Sellouts {

    private Sellouts() {}

    public static final String VOODOO = "voodoo-economics";
    public static final String SELLOUT = "the-big-sellout";
    /** At most this many cards are sold. */
    public static final int MOST = 10;

    /** Whether this card is one of these Plots. */
    public static boolean sells(String card) {
        return VOODOO.equals(card) || SELLOUT.equals(card);
    }

    /** The effects these Plots have: their rule, and Voodoo Economics's Illuminati action, once per game. */
    static boolean shape(String card, Effect e) {
        return switch (e) {
            case Effect.Special s -> true;
            case Effect.Cost c -> VOODOO.equals(card) && (c.kind() == Effect.Cost.Kind.ILLUMINATI_ACTION
                    || c.kind() == Effect.Cost.Kind.ONCE_PER_GAME);
            default -> false;
        };
    }

    /** Played on the player's own turn, not during an attack or another Plot, with no target, and only if it sells something. */
    static void check(InwoState s, int seat, CardDef d, String target, boolean mayAnnounce) {
        if (!mayAnnounce) throw violation("NOT_NOW", "not during an attack or another Plot");
        if (s.current() != seat || s.phase() != Phase.MAIN) throw violation("NOT_NOW", d.name() + " is played on your own turn");
        if (target != null) throw violation("INVALID_TARGET", d.name() + " has no target");
        Player me = s.player(seat);
        if (VOODOO.equals(d.id())) {
            if (me.usedOnce().contains(VOODOO)) throw violation("ONCE_PER_GAME", d.name() + " is used once per game");
            if (me.plotDeck().isEmpty()) throw violation("NO_EFFECT", "your Plot deck is empty");
        } else if (groups(me).isEmpty()) {
            throw violation("NO_EFFECT", "you have no Group to sell");
        }
    }

    /** The Plot resolved: the player's first choice opens. */
    static void resolve(Sink e, int seat, CardDef d) {
        Player me = e.state().player(seat);
        if (VOODOO.equals(d.id())) {
            List<String> counts = new ArrayList<>();
            for (int i = 0; i <= Math.min(MOST, me.plotDeck().size()); i++) counts.add(String.valueOf(i));
            e.emit(new ChoiceOpened(new Choice(Kind.VOODOO, seat, seat, d.id(), -1, counts, null, null)));
        } else {
            sellNext(e, seat, 0);
        }
    }

    /** The choice made. */
    static void chosen(Sink e, int seat, Choice ch, String option) {
        Player me = e.state().player(seat);
        switch (ch.kind()) {
            case VOODOO -> {
                int n = Integer.parseInt(option);
                if (n == 0) return;
                e.emit(new TopCardsDiscarded(seat, true, List.copyOf(me.plotDeck().subList(0, n))));
                e.emit(new TokensGiven(seat, Collections.nCopies(n, me.root().uid())));
            }
            case SELLOUT -> {
                int sold = Integer.parseInt(ch.aside());
                if (Choices.STOP.equals(option)) {
                    tokenNext(e, seat, sold, null);
                    return;
                }
                e.emit(Structures.sacrificed(me, option));
                if (sold + 1 < MOST) sellNext(e, seat, sold + 1);
                else tokenNext(e, seat, sold + 1, null);
            }
            case SELLOUT_TOKEN -> {
                e.emit(new TokensGiven(seat, List.of(option)));
                List<String> open = new ArrayList<>(ch.options());
                open.remove(option);
                tokenNext(e, seat, Integer.parseInt(ch.aside()) - 1, open);
            }
            default -> throw new IllegalStateException("not a sale: " + ch.kind());
        }
    }

    /** State: Voodoo Economics used by the player once its count is named. */
    public static InwoState made(InwoState s, ChoiceMade e) {
        return e.kind() == Kind.VOODOO ? s.with(e.seat(), p -> p.withUsedOnce(VOODOO)) : s;
    }

    /** The Big Sellout: the next Group to sell (STOP first: silence sells nothing), or the tokens when none is left. */
    private static void sellNext(Sink e, int seat, int sold) {
        List<Placed> left = groups(e.state().player(seat));
        if (left.isEmpty()) {
            tokenNext(e, seat, sold, null);
            return;
        }
        List<String> options = new ArrayList<>();
        options.add(Choices.STOP);
        for (Placed g : left) options.add(g.uid());
        e.emit(new ChoiceOpened(new Choice(Kind.SELLOUT, seat, seat, SELLOUT, -1, options, String.valueOf(sold), null)));
    }

    /**
     * The Big Sellout: the next token to put, on a Group of {@code open} (null: any of his Groups in play, Illuminati
     * included, none below a Devastated Place), each Group one token at most.
     */
    private static void tokenNext(Sink e, int seat, int left, List<String> open) {
        if (left <= 0) return;
        Player me = e.state().player(seat);
        List<String> options = new ArrayList<>();
        for (Placed g : me.structure()) {
            if (g.resource() || Structures.devastatedLine(me, g) || open != null && !open.contains(g.uid())) continue;
            options.add(g.uid());
        }
        if (options.isEmpty()) return;
        e.emit(new ChoiceOpened(new Choice(Kind.SELLOUT_TOKEN, seat, seat, SELLOUT, -1, options, String.valueOf(left), null)));
    }

    /** The player's Groups he may sell: in play, not his Illuminati nor a Resource. */
    private static List<Placed> groups(Player p) {
        return p.structure().stream().filter(c -> !c.illuminati() && !c.resource()).toList();
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
