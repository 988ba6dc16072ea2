package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Liquor Companies' action blocks a rival's draw: on its player's own main phase, {@code UseAbilityOn(liquor, a
 * rival's Illuminati, action = true)} spends its token, and in that rival's next draw step he draws nothing (neither
 * a Plot nor a Group card, nor a draw picked or taken from the bottom; Plots bought in his main phase are no draw).
 * The block is kept on the rival's Illuminati ({@code Traits.noDrawsUntil}: the turns he will have completed once
 * that turn is over) and is public.
 */
public final class LiquorCompanies {

    private LiquorCompanies() {}

    public static final String LIQUOR = "liquor-companies";

    /** Its draw block and the action it costs (its +4 to control Media groups is an ordinary attack bonus). */
    public static boolean interprets(CardDef card, Effect e) {
        if (!LIQUOR.equals(card.id())) return false;
        return e instanceof Effect.Restriction r && r.on() == Effect.Restriction.On.CANNOT_DRAW && r.who() == Scope.RIVAL
                || e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0;
    }

    /** Whether the command is its action: it names Liquor Companies of the player's. */
    public static boolean handles(Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && LIQUOR.equals(g.card());
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, IntPredicate mayTouch) {
        Placed liquor = s.player(seat).placed(x.group());
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.current() != seat || s.phase() != Phase.MAIN) throw violation("WRONG_PHASE", "on your own main phase");
        if (!x.action()) throw violation("ACTION_REQUIRED", "Liquor Companies blocks a draw for its action");
        if (liquor.tokens() < 1 || a.cannotAct(s, seat, liquor)) throw violation("NO_TOKEN", "Liquor Companies cannot act");
        int rival = x.target() == null ? -1 : s.ownerOf(x.target());
        if (rival < 0 || rival == seat || s.player(rival).root() == null || !s.player(rival).root().uid().equals(x.target())) {
            throw violation("INVALID_TARGET", "name a rival by his Illuminati");
        }
        if (!mayTouch.test(rival)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (blocked(s, rival)) throw violation("ALREADY_BLOCKED", "that player's next draw is blocked already");
    }

    /** Its token spent; the rival's next draw step blocked. */
    public static void use(Sink e, int seat, InwoCommand.UseAbilityOn x) {
        InwoState s = e.state();
        Player rival = s.player(s.ownerOf(x.target()));
        e.emit(new InwoEvent.TokensSpent(seat, List.of(x.group()), "ABILITY"));
        e.emit(new InwoEvent.TraitsChanged(rival.root().uid(), rival.root().traits().withNoDrawsUntil(rival.turns() + 1)));
    }

    /** Whether {@code seat}'s draws are blocked now (or, off his turn, on his next one). */
    static boolean blocked(InwoState s, int seat) {
        Player p = s.player(seat);
        Integer until = p.root() == null ? null : p.root().traits().noDrawsUntil();
        return until != null && p.turns() < until;
    }

    /** A draw-step draw the blocked player may not make this turn (drawing nothing is left to him). */
    public static void checkDraw(InwoState s, int seat, InwoCommand c) {
        boolean draws = c instanceof InwoCommand.Draw d && (d.plot() || d.group()) || c instanceof InwoCommand.DrawFromBottom
                || c instanceof InwoCommand.PickPlotDraw;
        if (draws && s.current() == seat && blocked(s, seat)) {
            throw violation("NO_DRAW", "Liquor Companies blocked your draw this turn");
        }
    }

    /** The candidate actions: each Liquor Companies of the player's with a token, at each rival's Illuminati. */
    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (!LIQUOR.equals(g.card()) || g.tokens() < 1) continue;
            for (Player p : s.players()) {
                if (p.seat() != seat && p.root() != null) out.add(new InwoCommand.UseAbilityOn(g.uid(), p.root().uid(), true));
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
