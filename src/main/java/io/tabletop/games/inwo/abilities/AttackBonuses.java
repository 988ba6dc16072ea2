package io.tabletop.games.inwo.abilities;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The "direct" and "any attempt" attack bonuses of one attack, kept card by card, and what they add up to [WDH p.18
 * glossary]: the two bonuses of one card are not cumulative (Finland leading on a Computer Group: +6, not +8), only
 * the larger counts, a penalty always counts. Ruling I5 (rules version 4 on): bonuses of different cards add, so a
 * leader's direct bonus and another Group's any-attempt bonus both count. Version 3 and before: every direct bonus
 * summed against every any-attempt bonus, only the larger sum counted.
 */
final class AttackBonuses {

    /** Per card (its uid, or a name for a bonus with no single card in play): {direct, any attempt}. */
    private final Map<String, int[]> byCard = new LinkedHashMap<>();

    void direct(String card, int amount) {
        byCard.computeIfAbsent(card, k -> new int[2])[0] += amount;
    }

    void anyAttempt(String card, int amount) {
        byCard.computeIfAbsent(card, k -> new int[2])[1] += amount;
    }

    int total(boolean differentCardsAdd) {
        if (differentCardsAdd) {
            int sum = 0;
            for (int[] b : byCard.values()) sum += notCumulative(b[0], b[1]);
            return sum;
        }
        int direct = 0;
        int any = 0;
        for (int[] b : byCard.values()) {
            direct += b[0];
            any += b[1];
        }
        return notCumulative(direct, any);
    }

    /** The larger of the two bonuses, with any penalty among them. */
    private static int notCumulative(int direct, int any) {
        return Math.max(direct, any) + Math.min(0, Math.min(direct, any));
    }
}
