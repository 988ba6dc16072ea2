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
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Suicide Squad (a Resource): for its action, on its player's own main phase, it strikes a rival's Resource. One die
 * is rolled (the game's seeded dice) [WDH p.17-18: a die shows 1-6]: on a 1 the target dies, on a 2-5 both die, on a 6
 * the Squad alone dies. A Resource that dies is discarded (the way a Plot destroys one). Played as
 * {@code UseAbilityOn(squad, target, action = true)}.
 */
public final class SuicideSquad {

    private SuicideSquad() {}

    public static final String SQUAD = "suicide-squad";
    static final String WHY = "SUICIDE_SQUAD";

    /** Whether this engine plays that effect of the card: its own rule. */
    public static boolean interprets(CardDef card, Effect e) {
        return SQUAD.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether the command is the Squad's strike: it names a Suicide Squad of the player's. */
    public static boolean handles(Abilities a, Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && SQUAD.equals(g.card()) && a.def(SQUAD) != null;
    }

    /** The strike is legal: for its action, on the player's main phase, at a rival's Resource he may touch. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, IntPredicate mayTouch) {
        Placed squad = s.player(seat).placed(x.group());
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.current() != seat || s.phase() != Phase.MAIN) throw violation("WRONG_PHASE", "on your own main phase");
        if (!x.action()) throw violation("ACTION_REQUIRED", "the Suicide Squad strikes for its action");
        if (squad.tokens() < 1) throw violation("NO_TOKEN", "the Suicide Squad has no Action token");
        if (a.cannotAct(s, seat, squad)) throw violation("CANNOT_ACT", "the Suicide Squad cannot act");
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        if (owner < 0 || owner == seat || !s.player(owner).placed(x.target()).resource()) {
            throw violation("INVALID_TARGET", "the Suicide Squad strikes a rival's Resource");
        }
        if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
    }

    /** The strike: its token spent, one die rolled, who dies discarded. */
    public static void strike(Sink e, int seat, InwoCommand.UseAbilityOn x, Rng rng) {
        InwoState s = e.state();
        Placed squad = s.player(seat).placed(x.group());
        int owner = s.ownerOf(x.target());
        Placed target = s.player(owner).placed(x.target());
        e.emit(new InwoEvent.TokensSpent(seat, List.of(squad.uid()), "ABILITY"));
        int die = 1 + rng.nextInt(6);
        e.emit(new InwoEvent.CardRolled(seat, squad.uid(), squad.card(), List.of(die), squad.power(), squad.alignments()));
        if (die <= 5) e.emit(new InwoEvent.CardDiscarded(owner, target.uid(), target.card(), WHY));
        if (die >= 2) e.emit(new InwoEvent.CardDiscarded(seat, squad.uid(), squad.card(), WHY));
    }

    /** The legal strikes: the player's Squads with a token, at every rival Resource (checked by the caller). */
    public static void candidates(InwoState s, int seat, List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (!SQUAD.equals(g.card()) || g.tokens() < 1) continue;
            for (Player p : s.players()) {
                if (p.seat() == seat) continue;
                for (Placed t : p.structure()) if (t.resource()) out.add(new InwoCommand.UseAbilityOn(g.uid(), t.uid(), true));
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
