package io.tabletop.games.inwo;

import io.tabletop.engine.Nullable;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.goals.GoalProgress;
import io.tabletop.games.inwo.goals.PowerParts;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Window;
import java.util.List;

/**
 * What one viewer sees of an INWO game. Everything in play is public (structures with their current stats,
 * tokens, destroyed piles, discards, New World Orders, the open attack with its strength); of a hand, the seat's
 * own list ({@code hand}, null for every other seat), its {@code handCount} and {@code plotCount} (the number of
 * Plots, which the rules make public) and its exposed cards; of the decks only their sizes. Every card in play shows
 * its Power in parts ({@link PowerParts}) and every player the progress of his public goals ({@link GoalProgress}),
 * both computed by the functions the rules decide with, from public cards only; a seat's own view adds the progress
 * of the Goal cards still hidden in its hand ({@code goals.hidden}, null in every other view).
 */
public record InwoView(
        String catalogue,
        Phase phase,
        int turn,
        @Nullable Integer current,
        int first,
        int basicGoal,
        @Nullable Integer turnLimit,
        List<PlayerView> players,
        @Nullable Window window,
        @Nullable AttackView attack,
        List<NwoView> nwo,
        List<Integer> winners,
        @Nullable @io.tabletop.engine.OneOf({"VICTORY", "ELIMINATION", "TURN_LIMIT"}) String reason,
        // PLOTS, COSTS AND TAKEOVERS: Plots in play linked to groups (public)
        List<io.tabletop.games.inwo.model.LinkedPlot> linked,
        // r4 trade: open offers of gifts and trades (hand cards the two players' only)
        List<io.tabletop.games.inwo.trade.TradeView> trades,
        // r4 choices: the choice the game waits for (public), or null
        @Nullable io.tabletop.games.inwo.model.Choice choice,
        // r4 replay: the Groups of the destroyed piles by the uid they had in play, killed or never to return (public)
        List<io.tabletop.games.inwo.model.Grave> graves) {

    public record PlayerView(int seat, String name, String illuminati, int handCount, int plotCount,
                             @Nullable List<HandCard> hand, List<HandCard> exposed, int plotDeckCount, int groupDeckCount,
                             List<CardView> structure, List<String> destroyed, List<String> discard, int turns,
                             boolean out, boolean leadChosen, @Nullable String lead, int controlled, int handLimit,
                             // what a bot can see: the goals as victory computes them (public ones; its own hidden Goal cards in its own view), null when out
                             @Nullable GoalProgress goals,
                             // I6: the seat's public standing instructions (null before rules version 4)
                             @Nullable List<io.tabletop.games.inwo.model.AutoPass> autoPass,
                             // last cards D: the cards this player named in secret: all of them in his own view, the shown ones in every view
                             List<io.tabletop.games.inwo.model.Secret> secrets) {}

    /** A card in play with its stats now. {@code master} null for the Illuminati; {@code arrow} -1 for a Resource. */
    public record CardView(String uid, String card, @Nullable String master, int arrow, int tokens, int power, int globalPower,
                           int resistance, List<Alignment> alignments, boolean devastated, boolean fresh,
                           boolean resource,
                           // what a bot can see: its Power in parts, with the totals the rules use
                           PowerParts powerParts) {}

    public record AttackView(Attack attack, Strength.Breakdown strength) {}

    public record NwoView(String colour, String uid, String card, int seat) {}
}
