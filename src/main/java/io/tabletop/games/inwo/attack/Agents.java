package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.plots.Costs;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;

/**
 * Paying off a rival's agents [WDH p.10-11] (Payoff: "a rival's agents card for your Group: discarded"): in the
 * attack window, the player whose Group a rival's hidden agents card duplicated plays the Plot; the agents card is
 * discarded without effect — kept as a {@link Contribution.Kind#PAID_OFF} contribution that takes back exactly what
 * the agents card added, so the strength is as if it was never played (and no other agents card may follow: one
 * per attack).
 */
public final class Agents {

    private Agents() {}

    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.Cancel c && c.what() == Effect.Cancel.What.AGENTS && plays(card);
    }

    /** A Plot whose only effects are paying off agents (and a cost the engine takes). */
    public static boolean plays(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || !Costs.payable(card)) return false;
        boolean pays = false;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Cancel c && c.what() == Effect.Cancel.What.AGENTS && c.source().matchesEverything()
                    && c.target().matchesEverything()) pays = true;
            else if (!(e instanceof Effect.Cost)) return false;
        }
        return pays;
    }

    /** The rival's agents card in this attack on the seat's Group, not yet paid off, or null. */
    private static Contribution agent(InwoState s, int seat) {
        Attack at = s.attack();
        if (at == null || at.fromHand() || at.owner() != seat) return null;
        Contribution agent = null;
        for (Contribution c : at.contributions()) {
            if (c.kind() == Contribution.Kind.AGENT && c.seat() != seat) agent = c;
            if (c.kind() == Contribution.Kind.PAID_OFF) return null;
        }
        return agent;
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || s.attack() == null) {
            throw new RuleViolation("NO_ATTACK", "there is no attack to answer");
        }
        if (x.target() != null) throw new RuleViolation("INVALID_TARGET", d.name() + " has no target");
        if (agent(s, seat) == null) throw new RuleViolation("NO_AGENTS", "no rival's agents card for your group in this attack");
        if (Costs.pay(a, s, seat, d, x.helper()) == null) throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid");
    }

    public static List<InwoEvent> play(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        HandCard h = s.player(seat).inHand(x.card());
        Contribution agent = agent(s, seat);
        List<InwoEvent> out = new ArrayList<>();
        Costs.Payment pay = Costs.pay(a, s, seat, d, x.helper());
        if (!pay.tokens().isEmpty()) out.add(new InwoEvent.TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        out.add(new InwoEvent.AttackJoined(new Contribution(seat, h.uid(), h.card(), Contribution.Kind.PAID_OFF,
                agent.value(), !agent.aid())));
        Window w = s.window();
        out.add(new InwoEvent.PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, s.windows() + 1)));
        return out;
    }
}
