package io.tabletop.games.inwo;

import io.tabletop.games.inwo.InwoView.CardView;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which cards the turn's token refresh gives an Action token, from the rules file alone [WDH p.2-3, p.10, p.12; I2]:
 * every Group without one and every Resource marked "Action" without one, except a Group whose Power was reduced to 0
 * (printed Power above 0, Power now 0), a Devastated Place and (rules version 3 on) every Group below it; with two
 * players an automatic takeover costs the Illuminati its token that turn. The automatic takeover itself gets its token;
 * a Group that came in otherwise since the turn began (captured: none that turn) is left unchecked, as are the cards
 * an ability gives more tokens.
 */
final class TokenRefreshOracle {

    private TokenRefreshOracle() {}

    /** The uids expected to get one token, or null when the position is not one the oracle decides exactly. */
    static Expectation expect(PublicBoard before, int seat, Set<String> newThisTurn, boolean takeoverTax) {
        // a card in play that stops Groups acting (a freeze): not decided here
        if (before.someoneCannotAct()) return null;
        // cards whose ability gives tokens beyond one a turn (England itself, UFOs' Illuminati, Brazil's Corporate
        // master): those cards are left unchecked; such an ability reaching further: the position is not decided here
        Set<String> unsure = new HashSet<>(newThisTurn); // came in this turn other than by the automatic takeover
        for (InwoView.PlayerView p : before.view().players()) {
            for (CardView c : p.structure()) {
                for (Effect.Tokens t : before.def(c.card()).effects(Effect.Tokens.class)) {
                    if (!perTurn(t)) continue;
                    switch (t.who()) {
                        case SELF -> unsure.add(c.uid());
                        case MASTER -> unsure.add(c.master());
                        case ILLUMINATI -> p.structure().stream().filter(PublicBoard::illuminati).forEach(i -> unsure.add(i.uid()));
                        default -> {
                            return null;
                        }
                    }
                }
            }
        }
        for (InwoView.NwoView n : before.view().nwo()) {
            if (before.def(n.card()).effects(Effect.Tokens.class).stream().anyMatch(TokenRefreshOracle::perTurn)) return null;
        }
        Set<String> line = before.devastatedLine(seat);
        List<String> gets = new ArrayList<>();
        for (CardView c : before.structure(seat)) {
            CardDef d = before.def(c.card());
            if (unsure.contains(c.uid())) continue;
            if (c.tokens() > 0) continue; // "every Group without one"
            boolean eligible;
            if (c.resource()) {
                eligible = d.actionToken();
            } else if (PublicBoard.illuminati(c)) {
                eligible = !takeoverTax;
            } else {
                boolean reducedToZero = d.power() > 0 && c.power() == 0;
                eligible = !reducedToZero && !line.contains(c.uid());
            }
            if (eligible) gets.add(c.uid());
        }
        return new Expectation(gets, unsure);
    }

    /** A card's ability about the tokens it gets each turn (not one given once, on an event or by an action). */
    private static boolean perTurn(Effect.Tokens t) {
        return t.when() == Trigger.ALWAYS || t.when() == Trigger.TURN_START;
    }

    /** {@code gets}: exactly these get one token; {@code unsure}: left unchecked. */
    record Expectation(List<String> gets, Set<String> unsure) {}
}
