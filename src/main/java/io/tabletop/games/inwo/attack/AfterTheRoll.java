package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;

/**
 * Cards that add strength to an attack after its dice are rolled, in the attack's ROLL window (see {@link Dice}); the
 * attack is then settled with the roll as it stands against the strength as it then stands.
 * <ul>
 * <li>Death Mask: the Magic Group it is linked to may aid or oppose the attack there ({@code AID}/{@code OPPOSE} as
 * in the attack's window: its Action token, its Power or Global Power, the usual eligibility), once per attack like
 * any group.</li>
 * <li>The Second Bullet: played by the attacker in the roll window of his attack to destroy while the roll as it
 * stands fails (and is no 11 or 12); every Group of his (his Illuminati too) that still holds an Action token and is
 * not in the attack spends it and adds its Power on the attack's side. It resolves at once, like the Plots played on
 * an attack.</li>
 * </ul>
 */
public final class AfterTheRoll {

    private AfterTheRoll() {}

    public static final String DEATH_MASK = "death-mask";
    public static final String SECOND_BULLET = "the-second-bullet";

    public static boolean interprets(CardDef card, Effect e) {
        return (DEATH_MASK.equals(card.id()) || SECOND_BULLET.equals(card.id())) && e instanceof Effect.Special;
    }

    /** A card of this family (a holder of one is asked in roll windows, like other die-roll cards). */
    public static boolean card(CardDef d) {
        return d != null && (DEATH_MASK.equals(d.id()) || SECOND_BULLET.equals(d.id()));
    }

    private static boolean rollWindow(InwoState s) {
        return s.window() != null && s.window().kind() == WindowKind.ROLL && s.attack() != null && Dice.dice(s.attack()) != null;
    }

    // ------------------------------------------------------------------ Death Mask

    /** Whether {@code uid}, a Group of {@code seat}'s, carries a Death Mask. */
    static boolean masked(InwoState s, int seat, String uid) {
        Player me = s.player(seat);
        for (Placed r : me.structure()) if (r.resource() && DEATH_MASK.equals(r.card()) && uid.equals(r.master())) return true;
        return false;
    }

    /**
     * Whether the command is a late join: in a roll window, by a Magic Group of the seat's that carries a Death Mask
     * (its other checks are those of joining in the attack's window).
     */
    public static boolean lateJoin(Abilities a, InwoState s, int seat, String uid) {
        if (!rollWindow(s) || uid == null) return false;
        Placed g = s.player(seat).placed(uid);
        return g != null && !g.resource() && masked(s, seat, uid) && a.attributes(g).contains("MAGIC");
    }

    // ------------------------------------------------------------------ The Second Bullet

    public static boolean bullet(CardDef d) {
        return d != null && SECOND_BULLET.equals(d.id());
    }

    /** The Groups that add their Power: the attacker's, with a token, able to act, not in the attack yet. */
    static List<Placed> shooters(Abilities a, InwoState s, int seat) {
        Attack at = s.attack();
        List<Placed> out = new ArrayList<>();
        for (Placed g : s.player(seat).structure()) {
            if (g.resource() || g.tokens() < 1 || a.cannotAct(s, seat, g) || g.uid().equals(at.by())) continue;
            if (at.contributions().stream().anyMatch(c -> g.uid().equals(c.uid()))) continue;
            out.add(g);
        }
        return out;
    }

    public static void checkBullet(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        if (!rollWindow(s)) throw violation("NO_ROLL", d.name() + " is played on the roll of your attack to destroy");
        Attack at = s.attack();
        if (at.attacker() != seat) throw violation("NOT_YOURS", d.name() + " is played on your own attack");
        if (at.type() != AttackKind.DESTROY) throw violation("NOT_TO_DESTROY", d.name() + " is played on an attack to destroy");
        if (x.target() != null || x.helper() != null) throw violation("INVALID_TARGET", d.name() + " names no card");
        int roll = Dice.total(at);
        if (roll >= 11) throw violation("NO_EFFECT", "an 11 or 12 fails whatever the strength");
        if (roll + Dice.penalty(at) <= Strength.of(a, s, at)) throw violation("NOT_FAILED", "the roll as it stands succeeds");
        if (shooters(a, s, seat).isEmpty()) throw violation("NO_TOKEN", "no Group of yours holds an Action token");
    }

    /** The Plot shown and discarded, every shooter's token spent on its Power; the round of passes restarts. */
    public static List<InwoEvent> fire(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x) {
        HandCard h = s.player(seat).inHand(x.card());
        List<InwoEvent> out = new ArrayList<>();
        out.add(new InwoEvent.PlotPlayed(seat, h.uid(), h.card(), null, false));
        for (Placed g : shooters(a, s, seat)) {
            out.add(new InwoEvent.AttackJoined(new Contribution(seat, g.uid(), g.card(), Contribution.Kind.ACTION,
                    a.power(s, seat, g), true)));
        }
        Window w = s.window();
        out.add(new InwoEvent.PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, s.windows() + 1)));
        return out;
    }

    /** Roll-window candidates: the late joins of masked Magic Groups, The Second Bullet from hand. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        if (!rollWindow(s)) return;
        Player me = s.player(seat);
        for (Placed g : me.structure()) {
            if (!lateJoin(a, s, seat, g.uid())) continue;
            out.add(new InwoCommand.Aid(g.uid(), false));
            out.add(new InwoCommand.Aid(g.uid(), true));
            out.add(new InwoCommand.Oppose(g.uid(), false));
            out.add(new InwoCommand.Oppose(g.uid(), true));
        }
        for (HandCard h : me.hand()) if (bullet(a.def(h.card()))) out.add(new InwoCommand.PlayPlot(h.uid(), null, null));
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
