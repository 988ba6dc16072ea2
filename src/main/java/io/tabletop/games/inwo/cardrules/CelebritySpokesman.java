package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.plots.LinkedPlots;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Celebrity Spokesman (Plot): "link one of your Personalities to a non-Secret, non-Government, unopposed
 * Organization: Power 4". Read as: {@code PLAY_PLOT {target: a Personality of the player's structure, helper: an
 * Organization in play}} (anyone's, once its player has had his first turn), announced (I7) when he may announce a
 * Plot; no cost. The Organization must be neither Secret nor Government, and "unopposed" is read as: it holds no
 * alignment opposite to one of the Personality's (two Fanatic Groups are opposites) — all as they stand when the play
 * is checked and again when it takes effect. Closed uncancelled, the Plot stays linked to both ({@code PlotLinked} to
 * the Personality, and to the Organization under the uid {@code <plot>#partner}); while it stays, the Personality's
 * Power is 4 (a set value, the card's "Power 4": it lasts while the Plot does, so it counts for goals, I4 — a
 * Personality of higher Power is lowered, the player's choice). The link is the two cards': it leaves play, to its
 * player's discard pile, when either card leaves play (destroyed, back to hand, its player out); it does not move or
 * end when either changes hands or alignments. Error codes: {@code NOT_NOW}, {@code INVALID_TARGET} (not a
 * Personality of his), {@code INVALID_HELPER} (not an Organization in play), {@code SECRET}, {@code GOVERNMENT},
 * {@code OPPOSED}, {@code PROTECTED}.
 */
public final class CelebritySpokesman {

    private CelebritySpokesman() {}

    public static final String ID = "celebrity-spokesman";

    /** Its Power 4 on the Personality it is linked to, and its card-specific rule. */
    static boolean interprets(Effect e) {
        return e instanceof Effect.Special || e instanceof Effect.SetStat x && x.who() == Scope.LINKED && x.stat() == Stat.POWER;
    }

    static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, boolean mayAnnounce, IntPredicate mayTouch) {
        if (!mayAnnounce) throw violation("NOT_NOW", "Celebrity Spokesman is announced on your main phase or when you hold priority");
        Player me = s.player(seat);
        Placed p = x.target() == null ? null : me.placed(x.target());
        if (p == null || p.illuminati() || p.resource() || a.def(p.card()).groupClass() != GroupClass.PERSONALITY) {
            throw violation("INVALID_TARGET", "Celebrity Spokesman links a Personality of yours");
        }
        int owner = x.helper() == null ? -1 : s.ownerOf(x.helper());
        Placed o = owner < 0 ? null : s.player(owner).placed(x.helper());
        if (o == null || o.illuminati() || o.resource() || a.def(o.card()).groupClass() != GroupClass.ORGANIZATION) {
            throw violation("INVALID_HELPER", "Celebrity Spokesman links your Personality to an Organization in play");
        }
        String why = unfit(a, s, p, o);
        if (why != null) throw violation(why, "that Organization may not take that spokesman");
        if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
    }

    /** Why the Organization may not take the Personality as its spokesman (an error code), or null. */
    static String unfit(Abilities a, InwoState s, Placed person, Placed org) {
        if (a.attributes(org).contains("SECRET")) return "SECRET";
        // alignments in play: with Military-Industrial Complex a Corporate Organization is Government too
        if (a.alignments(s, org).contains(Alignment.GOVERNMENT)) return "GOVERNMENT";
        for (Alignment x : a.alignments(s, org)) for (Alignment y : a.alignments(s, person)) if (x.opposes(y)) return "OPPOSED";
        return null;
    }

    /** Closed uncancelled: linked to both cards if both still fit, else discarded for nothing. */
    static void resolve(Abilities a, Sink e, PendingPlot pp) {
        InwoState s = e.state();
        int seat = pp.seat();
        Placed p = pp.target() == null ? null : s.player(seat).placed(pp.target());
        int owner = pp.helper() == null ? -1 : s.ownerOf(pp.helper());
        Placed o = owner < 0 ? null : s.player(owner).placed(pp.helper());
        if (p == null || o == null || unfit(a, s, p, o) != null) {
            e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), pp.target(), false));
            return;
        }
        e.emit(new InwoEvent.PlotPlayed(seat, pp.uid(), pp.card(), pp.target(), true));
        e.emit(new InwoEvent.PlotLinked(seat, pp.uid(), pp.card(), p.uid()));
        e.emit(new InwoEvent.PlotLinked(seat, LinkedPlots.partner(pp.uid()), pp.card(), o.uid()));
    }

    /** Every pair of a Personality of his and an Organization in play (the checks decide). */
    static void candidates(Abilities a, InwoState s, Player me, HandCard h, List<InwoCommand> out) {
        for (Placed p : me.structure()) {
            if (p.illuminati() || p.resource() || a.def(p.card()).groupClass() != GroupClass.PERSONALITY) continue;
            for (Player q : s.players()) {
                for (Placed o : q.structure()) {
                    if (o.illuminati() || o.resource() || a.def(o.card()).groupClass() != GroupClass.ORGANIZATION) continue;
                    out.add(new InwoCommand.PlayPlot(h.uid(), p.uid(), o.uid()));
                }
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
