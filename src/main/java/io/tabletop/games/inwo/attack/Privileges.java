package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.plots.Costs;
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
 * Privileged attacks [WDH p.11, p.18]: declared with the attack (the Bavarian Illuminati's ability, or a Plot played
 * with the attack: {@link InwoCommand.PrivilegedAttack}); nobody but the attacker and the defender (only the attacker
 * when the target comes from his hand) may interfere — no actions, Plots or abilities, not even to cancel — unless a
 * card lets him: a Plot (Interference), an ability for its action (Moonies, The Frog God: its player may interfere in
 * this attack), or a Group that may itself interfere (Israel; Religious Reich when the attacking group or the target
 * is Straight or Conservative). Anyone may negate the privilege with a card (Deep Agent): the attack becomes a
 * free-for-all for good and every seat gets the window. A declaring Plot's filter names Groups that still may
 * interfere (Bimbo at Eleven: Media). What was played is kept as {@link Contribution}s of the attack (PRIVILEGE,
 * NEGATE, INTERFERE), so the state needs nothing else. Buying Plots is no interference and stays open to all.
 * Outsiders get a Privileged attack's window only while they hold, in hand, deck or play, a card that could negate
 * or interfere (so others learn no more than that such a card is among theirs).
 */
public final class Privileges {

    private Privileges() {}

    // ------------------------------------------------------------------ which cards

    /** Whether this module plays the effect of this card. */
    public static boolean interprets(CardDef card, Effect e) {
        if (e instanceof Effect.Privilege p) {
            return switch (p.mode()) {
                case DECLARE -> declaring(card);
                case NEGATE, INTERFERE -> card.kind() == CardKind.PLOT ? answering(card) : interfering(card);
                case DECLARE_ONCE_PER_TURN -> false; // the Illuminati's, read by the decider
            };
        }
        return e instanceof Effect.Cost c && card.kind() != CardKind.PLOT && c.kind() == Effect.Cost.Kind.ACTION
                && c.minPower() == 0 && c.actor().matchesEverything() && interferenceAbility(card);
    }

    /** A Plot this module plays (for {@code Interpreted.implemented}). */
    public static boolean plays(CardDef card) {
        return declaring(card) || answering(card);
    }

    /** A Plot declaring its attack Privileged: its other effects attack bonuses on the attack (or a NO_RETURN note). */
    public static boolean declaring(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || !Costs.payable(card)) return false;
        boolean declares = false;
        for (Effect e : card.effects()) {
            switch (e) {
                case Effect.Privilege p when p.mode() == Effect.Privilege.Mode.DECLARE -> declares = true;
                case Effect.AttackBonus b when b.by() == Scope.TARGET && !b.target().chosenAlignment() -> { }
                case Effect.Restriction r when r.on() == Effect.Restriction.On.NO_RETURN -> { }
                case Effect.Cost c -> { }
                default -> { return false; }
            }
        }
        return declares;
    }

    /** A Plot answering a Privileged attack: negating it (Deep Agent) or letting its player interfere (Interference). */
    public static boolean answering(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || !Costs.payable(card)) return false;
        boolean answers = false;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Privilege p && (p.mode() == Effect.Privilege.Mode.NEGATE
                    || p.mode() == Effect.Privilege.Mode.INTERFERE) && p.filter().matchesEverything()) answers = true;
            else if (!(e instanceof Effect.Cost)) return false;
        }
        return answers;
    }

    /** A Group or Resource whose INTERFERE is played: for its action (Moonies, The Frog God) or always (Israel). */
    private static boolean interfering(CardDef card) {
        return card.kind() == CardKind.GROUP || card.kind() == CardKind.RESOURCE && interferenceAbility(card);
    }

    /** Its action lets its player interfere in a Privileged attack. */
    private static boolean interferenceAbility(CardDef card) {
        return card.kind() != CardKind.PLOT && !card.effects(Effect.Cost.class).isEmpty()
                && card.effects(Effect.Privilege.class).stream().anyMatch(p -> p.mode() == Effect.Privilege.Mode.INTERFERE);
    }

    private static Effect.Privilege interference(CardDef card) {
        for (Effect.Privilege p : card.effects(Effect.Privilege.class)) if (p.mode() == Effect.Privilege.Mode.INTERFERE) return p;
        return null;
    }

    private static boolean negates(CardDef card) {
        return card.effects(Effect.Privilege.class).stream().anyMatch(p -> p.mode() == Effect.Privilege.Mode.NEGATE);
    }

    // ------------------------------------------------------------------ the attack's state

    /** Whether the attack is Privileged now: declared (Illuminati or Plot) and not negated. */
    public static boolean privileged(Attack at) {
        if (at == null || at.instant()) return false;
        boolean declared = at.privileged();
        for (Contribution c : at.contributions()) {
            if (c.kind() == Contribution.Kind.NEGATE) return false;
            if (c.kind() == Contribution.Kind.PRIVILEGE) declared = true;
        }
        return declared;
    }

    private static boolean participant(Attack at, int seat) {
        return seat == at.attacker() || seat == at.defender();
    }

    private static boolean interferer(Attack at, int seat) {
        return at.contributions().stream().anyMatch(c -> c.kind() == Contribution.Kind.INTERFERE && c.seat() == seat);
    }

    /** Seats held out of the attack by its privilege. */
    public static boolean heldOut(Attack at, int seat) {
        return privileged(at) && !participant(at, seat) && !interferer(at, seat);
    }

    /**
     * The seats of a Privileged attack's window: from version 4 on every seat (I6); before, the two sides and whoever
     * had a card that could answer it.
     */
    public static List<Integer> eligible(Abilities a, InwoState s, int seat, int owner) {
        // I6 (version 4 on): every seat could hold an answer, so every seat is in it; its standing instructions pass
        if (a.version().windowsIgnoreHiddenCards()) return s.active();
        List<Integer> out = new ArrayList<>();
        for (int p : s.active()) {
            if (p == seat || p == owner || owner >= 0 && mayAnswer(a, s.player(p))) out.add(p);
        }
        return out;
    }

    private static boolean mayAnswer(Abilities a, Player p) {
        for (HandCard h : p.hand()) if (answers(a.def(h.card()))) return true;
        for (String id : p.plotDeck()) if (answers(a.def(id))) return true;
        for (String id : p.groupDeck()) if (answers(a.def(id))) return true;
        for (Placed c : p.structure()) if (answers(a.def(c.card()))) return true;
        return false;
    }

    private static boolean answers(CardDef d) {
        return d != null && !d.effects(Effect.Privilege.class).isEmpty() && d.effects(Effect.Privilege.class).stream()
                .anyMatch(x -> x.mode() == Effect.Privilege.Mode.NEGATE || x.mode() == Effect.Privilege.Mode.INTERFERE);
    }

    // ------------------------------------------------------------------ checks

    /**
     * An outsider's command during a Privileged attack: only passing, buying a Plot, negating, taking the right to
     * interfere, or a Group that may itself interfere aiding or opposing. Refuses the rest.
     */
    public static void checkOutsider(Abilities a, InwoState s, int seat, InwoCommand c) {
        Attack at = s.attack();
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || !heldOut(at, seat)) return;
        boolean ok = switch (c) {
            case InwoCommand.Pass x -> true;
            case InwoCommand.BuyPlot x -> true;
            case InwoCommand.PlayPlot x -> {
                HandCard h = s.player(seat).inHand(x.card());
                yield h != null && answering(a.def(h.card()));
            }
            case InwoCommand.UseAbility x -> {
                Placed g = x.group() == null ? null : s.player(seat).placed(x.group());
                yield g != null && interferenceAbility(a.def(g.card()));
            }
            case InwoCommand.Aid x -> groupInterferes(a, s, seat, x.group());
            case InwoCommand.Oppose x -> groupInterferes(a, s, seat, x.group());
            default -> false;
        };
        if (!ok) throw violation("PRIVILEGED", "a Privileged attack: only the attacker and the defender take part");
    }

    /** A Group that may interfere by itself (Israel, Religious Reich), or one the declaring Plot still lets in. */
    private static boolean groupInterferes(Abilities a, InwoState s, int seat, String uid) {
        Attack at = s.attack();
        Placed g = uid == null ? null : s.player(seat).placed(uid);
        if (g == null || g.resource()) return false;
        for (Contribution c : at.contributions()) {
            if (c.kind() != Contribution.Kind.PRIVILEGE) continue;
            for (Effect.Privilege p : a.def(c.card()).effects(Effect.Privilege.class)) {
                if (p.mode() == Effect.Privilege.Mode.DECLARE && !p.filter().matchesEverything()
                        && a.matches(s, p.filter(), g, a.basePower(g), false)) return true;
            }
        }
        CardDef d = a.def(g.card());
        Effect.Privilege p = interference(d);
        if (p == null || interferenceAbility(d)) return false;
        if (p.filter().matchesEverything()) return true;
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        return by != null && a.matches(s, p.filter(), by, a.basePower(by), false)
                || t != null && a.matches(s, p.filter(), t, a.basePower(t), false)
                || t == null && p.filter().matchesPrinted(a.def(at.targetCard()));
    }

    /** Whether the Plot is one of this module's: a declaring Plot, or one answering a Privileged attack. */
    public static boolean handles(CardDef d) {
        return plays(d);
    }

    /** Checks playing an answering Plot now; a declaring Plot is only played with its attack. */
    public static void checkPlot(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        if (declaring(d)) throw violation("AT_DECLARATION", "Privilege is announced with the attack (PrivilegedAttack)");
        Attack at = s.attack();
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || at == null) {
            throw violation("NO_ATTACK", "there is no attack to answer");
        }
        if (!privileged(at)) throw violation("NOT_PRIVILEGED", "the attack is not Privileged");
        if (x.target() != null) throw violation("INVALID_TARGET", d.name() + " has no target");
        if (negates(d)) {
            if (seat == at.attacker()) throw violation("NOT_NEEDED", "you do not negate your own Privilege");
        } else if (!heldOut(at, seat)) {
            throw violation("NOT_NEEDED", "you may take part in this attack already");
        }
        if (Costs.pay(a, s, seat, d, x.helper()) == null) throw violation("CANNOT_PAY", "its cost cannot be paid");
    }

    /** Checks an ability letting its player interfere (Moonies, The Frog God: for its action). */
    public static boolean isInterferenceAbility(Abilities a, InwoState s, int seat, String uid) {
        if (s.attack() == null || uid == null) return false;
        Placed g = s.player(seat).placed(uid);
        return g != null && interferenceAbility(a.def(g.card()));
    }

    public static void checkAbility(Abilities a, InwoState s, int seat, String uid) {
        Attack at = s.attack();
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK) throw violation("NO_ATTACK", "there is no attack to answer");
        if (!privileged(at)) throw violation("NOT_PRIVILEGED", "the attack is not Privileged");
        if (!heldOut(at, seat)) throw violation("NOT_NEEDED", "you may take part in this attack already");
        Placed g = s.player(seat).placed(uid);
        if (g.tokens() < 1 || !g.resource() && a.cannotAct(s, seat, g)) throw violation("NO_TOKEN", "that card cannot act");
    }

    /** Checks the Plot declaring an attack Privileged (the attack itself is checked as any attack). */
    public static void checkDeclare(Abilities a, InwoState s, int seat, InwoCommand.PrivilegedAttack x) {
        HandCard h = x.plot() == null ? null : s.player(seat).inHand(x.plot());
        if (h == null) throw violation("NOT_IN_HAND", "that card is not in your hand");
        CardDef d = a.def(h.card());
        if (!declaring(d)) throw violation("NOT_PRIVILEGED", d.name() + " does not make an attack Privileged");
        if (!d.effects(Effect.AttackBonus.class).isEmpty() && bonus(a, s, seat, x, d) == 0) {
            throw violation("INVALID_TARGET", d.name() + " does not fit this attack");
        }
        // paid after the attacking group's token is spent
        InwoState announced = s.with(seat, p -> p.update(x.attacker(), c -> c.withTokens(Math.max(0, c.tokens() - 1))));
        if (Costs.pay(a, announced, seat, d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
    }

    /** The declaring Plot's attack bonus for this attack (its TARGET bonuses that fit). */
    static int bonus(Abilities a, InwoState s, int seat, InwoCommand.PrivilegedAttack x, CardDef d) {
        Player me = s.player(seat);
        Placed by = me.placed(x.attacker());
        HandCard fromHand = me.inHand(x.target());
        int owner = fromHand != null ? -1 : s.ownerOf(x.target());
        Placed t = owner < 0 ? null : s.player(owner).placed(x.target());
        int n = 0;
        for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
            if (b.by() != Scope.TARGET || !b.on().covers(x.kind().type())) continue;
            if (t == null ? fromHand == null || !b.target().matchesPrinted(a.def(fromHand.card()))
                    : !a.matches(s, b.target(), t, a.basePower(t), false)) continue;
            if (by != null && !a.matches(s, b.attacker(), by, a.basePower(by), false)) continue;
            n += b.amount();
        }
        return n;
    }

    // ------------------------------------------------------------------ legal moves

    /** Candidates: attacks declared Privileged by each declaring Plot in hand (main phase). */
    public static void attackCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        List<HandCard> plots = me.hand().stream().filter(h -> declaring(a.def(h.card()))).toList();
        if (plots.isEmpty()) return;
        List<String> targets = new ArrayList<>();
        for (Player p : s.players()) for (Placed t : p.structure()) if (!t.resource() && !t.illuminati()) targets.add(t.uid());
        List<String> inHand = me.hand().stream().filter(h -> a.def(h.card()).kind() == CardKind.GROUP).map(HandCard::uid).toList();
        for (HandCard plot : plots) {
            CardDef d = a.def(plot.card());
            List<String> helpers = new ArrayList<>();
            helpers.add(null);
            for (Effect.Cost c : d.effects(Effect.Cost.class)) {
                if (c.kind() != Effect.Cost.Kind.ACTION) continue;
                for (Placed g : me.structure()) {
                    if (!g.resource() && g.tokens() > 0 && a.matches(s, c.actor(), g, a.basePower(g), false) && !helpers.contains(g.uid())) helpers.add(g.uid());
                }
            }
            for (Placed by : me.structure()) {
                if (by.resource() || by.tokens() < 1) continue;
                for (String helper : helpers) {
                    for (String t : targets) {
                        out.add(new InwoCommand.PrivilegedAttack(by.uid(), t, AttackKind.CONTROL, plot.uid(), helper));
                        out.add(new InwoCommand.PrivilegedAttack(by.uid(), t, AttackKind.DESTROY, plot.uid(), helper));
                    }
                    for (String t : inHand) out.add(new InwoCommand.PrivilegedAttack(by.uid(), t, AttackKind.CONTROL, plot.uid(), helper));
                }
            }
        }
    }

    /** Candidates in an attack window: interference abilities (answering Plots are among the usual Plot candidates). */
    public static void windowCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (g.tokens() > 0 && interferenceAbility(a.def(g.card()))) out.add(new InwoCommand.UseAbility(g.uid()));
        }
    }

    // ------------------------------------------------------------------ events

    /** After the attack was announced: the declaring Plot's cost, then the Plot joins the attack (its bonus). */
    public static List<InwoEvent> declare(Abilities a, InwoState s, int seat, InwoCommand.PrivilegedAttack x) {
        HandCard h = s.player(seat).inHand(x.plot());
        CardDef d = a.def(h.card());
        List<InwoEvent> out = new ArrayList<>(cost(a, s, seat, d, x.helper()));
        out.add(new InwoEvent.AttackJoined(new Contribution(seat, h.uid(), h.card(), Contribution.Kind.PRIVILEGE,
                bonus(a, s, seat, x, d), true)));
        boolean someMayInterfere = d.effects(Effect.Privilege.class).stream().anyMatch(p -> !p.filter().matchesEverything());
        if (someMayInterfere) { // Bimbo at Eleven: Media groups still may: every seat gets the window
            Window w = s.window();
            Window all = new Window(WindowKind.ATTACK, s.active(), 0, 0, s.windows() + 1);
            out.add(new InwoEvent.PriorityMoved(new Window(WindowKind.ATTACK, s.active(), all.after(seat), 0, s.windows() + 1)));
        }
        return out;
    }

    /** An answering Plot played: negated, the window opens to every seat; interfering, its player may take part. */
    public static List<InwoEvent> play(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        HandCard h = s.player(seat).inHand(x.card());
        List<InwoEvent> out = new ArrayList<>(cost(a, s, seat, d, x.helper()));
        boolean negate = negates(d);
        out.add(new InwoEvent.AttackJoined(new Contribution(seat, h.uid(), h.card(),
                negate ? Contribution.Kind.NEGATE : Contribution.Kind.INTERFERE, 0, false)));
        out.add(new InwoEvent.PriorityMoved(next(s, seat, negate)));
        return out;
    }

    /** An interference ability used: the card's token spent, its player may take part. */
    public static List<InwoEvent> use(Abilities a, InwoState s, int seat, String uid) {
        Placed g = s.player(seat).placed(uid);
        return List.of(new InwoEvent.AttackJoined(new Contribution(seat, g.uid(), g.card(), Contribution.Kind.INTERFERE, 0, false)),
                new InwoEvent.PriorityMoved(next(s, seat, false)));
    }

    /** The round of passes restarts after {@code seat}; a negated privilege opens the window to every seat. */
    private static Window next(InwoState s, int seat, boolean everyone) {
        Window w = s.window();
        List<Integer> eligible = everyone ? s.active() : w.eligible();
        Window tmp = new Window(w.kind(), eligible, 0, 0, s.windows() + 1);
        return new Window(w.kind(), eligible, tmp.after(seat), 0, s.windows() + 1);
    }

    private static List<InwoEvent> cost(Abilities a, InwoState s, int seat, CardDef d, String helper) {
        Costs.Payment pay = Costs.pay(a, s, seat, d, helper);
        List<InwoEvent> out = new ArrayList<>();
        Player p = s.player(seat);
        if (!pay.tokens().isEmpty()) out.add(new InwoEvent.TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        if (pay.topPlots() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, true, List.copyOf(p.plotDeck().subList(0, pay.topPlots()))));
        if (pay.topGroups() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, false, List.copyOf(p.groupDeck().subList(0, pay.topGroups()))));
        return out;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
