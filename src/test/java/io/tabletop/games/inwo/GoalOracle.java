package io.tabletop.games.inwo;

import io.tabletop.games.inwo.InwoView.CardView;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Whether a seat meets the Basic Goal or its Illuminati's special goal, from the rules file alone [WDH p.15-16, the
 * Illuminati table; I2, I4]: Groups controlled, the Illuminati included, Resources not, a Devastated Place and (rules
 * version 3 on) every Group below it left out; counting double at most once per Group and for at most 3 Groups; Power
 * totals and thresholds from the Power each Group shows now (I4: standing changes count, +10 Plots are no part of it).
 * Special goals of the Illuminati the test decks play; others (and Goal cards) are not decided here (null).
 */
final class GoalOracle {

    private GoalOracle() {}

    /** The Basic Goal's number by players at the table: 12 with 2-3, 11 with 4, 10 with 5 or more [WDH p.15, p.19]. */
    static int basicGoal(int players) {
        return players <= 3 ? 12 : players == 4 ? 11 : 10;
    }

    static boolean basic(PublicBoard b, int seat) {
        return groups(b, seat, c -> false) >= basicGoal(b.view().players().size());
    }

    /** The special goal of the seat's Illuminati, or null when the oracle does not decide it here. */
    static Boolean special(PublicBoard b, int seat) {
        int goal = basicGoal(b.view().players().size());
        String illuminati = b.view().players().get(seat).illuminati();
        return switch (illuminati) {
            case "bavarian-illuminati" -> power(b, seat, c -> true) >= 50;
            case "bermuda-triangle" -> power(b, seat, c -> true) >= 35 && everyAlignment(b, seat);
            case "discordian-society" -> attributesExact(b) ? groups(b, seat, c -> has(c, Alignment.WEIRD) && c.power() >= 3) >= goal : null;
            case "gnomes-of-zurich" -> attributesExact(b)
                    ? groups(b, seat, c -> (has(c, Alignment.CORPORATE) || printed(b, c, "BANK")) && c.power() >= 4) >= goal : null;
            case "the-network" -> attributesExact(b) ? groups(b, seat, c -> printed(b, c, "COMPUTER") && c.power() >= 3) >= goal : null;
            case "servants-of-cthulhu" -> cthulhu(b, seat, goal);
            case "shangri-la" -> peacefulPowerInPlay(b) >= 30;
            default -> null;
        };
    }

    /** Groups toward the Basic Goal, those matching {@code twice} counted double (at most 3, never the Illuminati). */
    static int groups(PublicBoard b, int seat, Predicate<CardView> twice) {
        Set<String> out = b.devastatedLine(seat);
        int n = 0;
        int doubled = 0;
        for (CardView c : b.structure(seat)) {
            if (c.resource() || out.contains(c.uid())) continue;
            n++;
            if (!PublicBoard.illuminati(c) && doubled < 3 && twice.test(c)) {
                n++;
                doubled++;
            }
        }
        return n;
    }

    private static int power(PublicBoard b, int seat, Predicate<CardView> which) {
        Set<String> out = b.devastatedLine(seat);
        int n = 0;
        for (CardView c : b.structure(seat)) if (!c.resource() && !out.contains(c.uid()) && which.test(c)) n += c.power();
        return n;
    }

    private static boolean everyAlignment(PublicBoard b, int seat) {
        Set<Alignment> seen = EnumSet.noneOf(Alignment.class);
        Set<String> out = b.devastatedLine(seat);
        for (CardView c : b.structure(seat)) if (!c.resource() && !out.contains(c.uid())) seen.addAll(c.alignments());
        return seen.containsAll(EnumSet.allOf(Alignment.class));
    }

    /** Each Group destroyed lowers the Basic Goal by 1; 8 destroyed win outright. */
    private static Boolean cthulhu(PublicBoard b, int seat, int goal) {
        List<String> destroyed = b.view().players().get(seat).destroyed();
        // a card that says it gives no goal credit: the rules file does not say which; not decided here
        for (String id : destroyed) {
            if (b.def(id).effects(Effect.Restriction.class).stream().anyMatch(r -> r.on() == Effect.Restriction.On.NO_GOAL_CREDIT)) return null;
        }
        return destroyed.size() >= 8 || groups(b, seat, c -> false) >= goal - destroyed.size();
    }

    private static int peacefulPowerInPlay(PublicBoard b) {
        int n = 0;
        for (int seat = 0; seat < b.view().players().size(); seat++) n += power(b, seat, c -> has(c, Alignment.PEACEFUL));
        return n;
    }

    private static boolean has(CardView c, Alignment a) {
        return c.alignments() != null && c.alignments().contains(a);
    }

    private static boolean printed(PublicBoard b, CardView c, String attribute) {
        return b.def(c.card()).attributes().contains(attribute);
    }

    /** Attributes are not in the public view: printed ones hold unless a card in play changes attributes. */
    private static boolean attributesExact(PublicBoard b) {
        for (CardDef d : b.inPlay()) {
            for (Effect.ChangeTraits t : d.effects(Effect.ChangeTraits.class)) {
                if (!t.addAttributes().isEmpty() || !t.removeAttributes().isEmpty()) return false;
            }
        }
        return true;
    }
}
