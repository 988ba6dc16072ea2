package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Las Vegas, "the house": for its action, on its player's own main phase, he bets 1 to 3 Plot cards with a rival he
 * names by his Illuminati ({@code UseAbilityOn(vegas, rival's Illuminati, action = true)}, then the bet as a public
 * {@code VEGAS_BET} choice, no more than either Plot deck holds). Two dice are rolled (the game's seeded dice): on 6 or
 * less the rival wins and draws that many Plots from the top of the player's deck; on 7 or more the player wins and
 * draws them from the rival's. Only the winner sees what he drew.
 */
public final class LasVegas {

    private LasVegas() {}

    public static final String VEGAS = "las-vegas";
    /** The largest bet. */
    static final int MOST = 3;

    public static boolean interprets(CardDef card, Effect e) {
        return VEGAS.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether the command is Las Vegas's action: it names a Las Vegas of the player's. */
    public static boolean handles(Abilities a, Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && VEGAS.equals(g.card()) && a.def(VEGAS) != null;
    }

    /** The bet may be offered: for its action, on the player's main phase, to a rival he may touch, both with Plots to bet. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, IntPredicate mayTouch) {
        Placed vegas = s.player(seat).placed(x.group());
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.current() != seat || s.phase() != Phase.MAIN) throw violation("WRONG_PHASE", "on your own main phase");
        if (!x.action()) throw violation("ACTION_REQUIRED", "Las Vegas bets for its action");
        if (vegas.tokens() < 1 || a.cannotAct(s, seat, vegas)) throw violation("NO_TOKEN", "Las Vegas cannot act");
        int rival = x.target() == null ? -1 : s.ownerOf(x.target());
        if (rival < 0 || rival == seat || !s.player(rival).root().uid().equals(x.target())) {
            throw violation("INVALID_TARGET", "name a rival by his Illuminati");
        }
        if (!mayTouch.test(rival)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (s.player(seat).plotDeck().isEmpty() || s.player(rival).plotDeck().isEmpty()) {
            throw violation("NO_EFFECT", "both Plot decks must hold a card to bet");
        }
    }

    /** Its action spent; the player names his bet. */
    public static void offer(Sink e, int seat, InwoCommand.UseAbilityOn x) {
        InwoState s = e.state();
        int rival = s.ownerOf(x.target());
        e.emit(new InwoEvent.TokensSpent(seat, List.of(x.group()), "ABILITY"));
        int most = Math.min(MOST, Math.min(s.player(seat).plotDeck().size(), s.player(rival).plotDeck().size()));
        List<String> bets = new ArrayList<>();
        for (int i = 1; i <= most; i++) bets.add(String.valueOf(i));
        e.emit(new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.VEGAS_BET, seat, seat, VEGAS, rival, bets, x.group(), null)));
    }

    /** Whether the pending choice is a bet at Las Vegas. */
    public static boolean betting(InwoState s) {
        return s.choice() != null && s.choice().kind() == Choice.Kind.VEGAS_BET;
    }

    /** The bet named (checked against the options by the choice's rule): two dice, the winner draws from the loser's deck. */
    public static void bet(Sink e, int seat, InwoCommand.Choose x, Rng rng) {
        Choice ch = e.state().choice();
        e.emit(new InwoEvent.ChoiceMade(seat, ch.kind(), x.option()));
        int n = Integer.parseInt(x.option());
        int d1 = 1 + rng.nextInt(6);
        int d2 = 1 + rng.nextInt(6);
        Placed vegas = e.state().player(seat).placed(ch.aside());
        e.emit(new InwoEvent.CardRolled(seat, ch.aside(), VEGAS, List.of(d1, d2), vegas.power(), vegas.alignments()));
        int winner = d1 + d2 >= 7 ? seat : ch.rival();
        int loser = winner == seat ? ch.rival() : seat;
        Player w = e.state().player(winner);
        Player l = e.state().player(loser);
        int k = Math.min(n, l.plotDeck().size());
        List<String> uids = new ArrayList<>();
        for (int i = 0; i < k; i++) uids.add(w.uid(w.serial() + i));
        e.emit(new InwoEvent.TopCardsTaken(loser, winner, uids, List.copyOf(l.plotDeck().subList(0, k))));
    }

    /** The legal bets offered: the player's Las Vegas with a token, at each rival's Illuminati (checked by the caller). */
    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (!VEGAS.equals(g.card()) || g.tokens() < 1) continue;
            for (Player p : s.players()) {
                if (p.seat() != seat && p.root() != null) out.add(new InwoCommand.UseAbilityOn(g.uid(), p.root().uid(), true));
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
