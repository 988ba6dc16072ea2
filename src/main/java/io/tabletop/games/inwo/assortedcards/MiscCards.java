package io.tabletop.games.inwo.assortedcards;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.Set;

/**
 * Attack modifiers and assorted cards (round 4, "misc" family):
 * <ul>
 * <li>Sweepstakes Prize: an ordinary Plot linked to a Personality (a listed plots.LinkedPlots Plot: announced, cancellable,
 * or linked at once mid-attack); its group gets +4 on direct attacks to control (a "direct" bonus of a card of its
 * own: it adds to other cards' bonuses from rules version 4, ruling I5; before, not cumulative with "any attempt"
 * ones [WDH p.18]); one per player in play.</li>
 * <li>Alternate Goals: held in hand, its player may hold two Goal cards and wins with either [WDH p.16; H20]. The
 * engine does not play it in front of its player (the errata's option), so it counts against the hand limit.</li>
 * <li>Fnord!: re-rolls any attack's roll in the roll window (attack.Dice), paid by discarding the top card of the
 * Group deck; its other option (two cards from hand) is not offered.</li>
 * <li>George Bush: Conservative at his controller's wish. On his own main phase the controller switches it on or
 * off ({@code UseAbilityOn(bush, null, false)}, free): recorded as the group's alignments (a GroupChanged event),
 * kept until switched again; turning Conservative drops a Liberal a Realign gave him.</li>
 * <li>Center for Disease Control: its action relieves a Devastated Place of its structure (other than itself) on its
 * controller's main phase ({@code UseAbilityOn(cdc, place, true)}: a Relieved event paid by its token alone); +15 on
 * its direct attacks to destroy a Place (a plain SELF bonus); it dies (sacrificed, no Goal credit) when such an
 * attack of its fails.</li>
 * <li>Deasil Engine: a one-shot Plot destroying a rival's Gadget, free, announced when Plots may be (not in an
 * attack's window: the engine's "any time"); a second Deasil Engine played in its Plot window cancels it (a Cancel
 * PLOT aimed at that card only).</li>
 * </ul>
 */
public final class MiscCards {

    private MiscCards() {}

    /** Plots whose alternative cost the engine does not offer: the first option pays them (Fnord!: the top Group card). */
    private static final Set<String> FIRST_OPTION_ONLY = Set.of("fnord");

    // ------------------------------------------------------------------ which cards

    /** Whether an effect of this card is interpreted here. */
    public static boolean interprets(CardDef card, Effect e) {
        if (e instanceof Effect.ChangeTraits c && atWill(card, c)) return true;
        if (reliefAbility(card)) {
            return e instanceof Effect.Relief r && reliefAbility(r) || e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ACTION
                    || e instanceof Effect.Destroy d && diesOnFailure(d);
        }
        if (card.kind() != CardKind.PLOT) return false;
        if (alternateGoals(card)) return e instanceof Effect.Goal;
        if (linkedBonusPlot(card)) {
            return e instanceof Effect.AttackBonus b && linkedBonus(b) || e instanceof Effect.Restriction r && onePerPlayer(r);
        }
        return false;
    }

    /** A Plot the engine plays from here (for {@code Interpreted.implemented}). */
    public static boolean plays(CardDef card) {
        return alternateGoals(card);
    }

    /** Alternate Goals: an ordinary Plot whose only effect is GOAL_CARDS. */
    public static boolean alternateGoals(CardDef d) {
        return d != null && d.kind() == CardKind.PLOT && d.plotKind() == PlotKind.PLOT && !d.effects().isEmpty()
                && d.effects().stream().allMatch(e -> e instanceof Effect.Goal g && g.kind() == Effect.Goal.Kind.GOAL_CARDS);
    }

    /** A cost option the engine does not take but may leave aside, the option before it paying (Fnord!). */
    public static boolean unofferedAlternative(CardDef card, Effect.Cost c) {
        return c.alternative() && FIRST_OPTION_ONLY.contains(card.id());
    }

    // ------------------------------------------------------------------ Alternate Goals

    /** How many Goal cards the seat may hold: Alternate Goals in his hand makes it its number (else 1). */
    public static int goalCards(Abilities a, Player p) {
        int n = 1;
        for (HandCard h : p.hand()) {
            CardDef d = a.def(h.card());
            if (!alternateGoals(d)) continue;
            for (Effect.Goal g : d.effects(Effect.Goal.class)) n = Math.max(n, g.amount());
        }
        return n;
    }

    // ------------------------------------------------------------------ Sweepstakes Prize

    /** A direct attack bonus for the group the Plot is linked to. */
    private static boolean linkedBonus(Effect.AttackBonus b) {
        return b.by() == Scope.LINKED && !b.target().chosenAlignment() && b.amount() > 0;
    }

    private static boolean onePerPlayer(Effect.Restriction r) {
        return r.on() == Effect.Restriction.On.ONE_PER_PLAYER && r.who() == Scope.SELF && r.filter().matchesEverything();
    }

    /** An ordinary Plot whose effects are LINKED attack bonuses (and a one-per-player limit): Sweepstakes Prize. */
    public static boolean linkedBonusPlot(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT) return false;
        boolean bonus = false;
        for (Effect e : d.effects()) {
            switch (e) {
                case Effect.AttackBonus b when linkedBonus(b) -> bonus = true;
                case Effect.Restriction r when onePerPlayer(r) -> { }
                case Effect.Cost c -> { }
                default -> {
                    return false;
                }
            }
        }
        return bonus;
    }

    /** For plots.LinkedPlots (listed Plots): an effect of a linked Plot that is no continuous stat (counted: whether it does something). */
    public static boolean linkedPlotEffect(CardDef card, Effect e) {
        return linkedBonusPlot(card) && (e instanceof Effect.AttackBonus || e instanceof Effect.Restriction);
    }

    /** The group filter an effect of a linked Plot puts on the group it links to (ANY: none). */
    public static io.tabletop.games.inwo.cards.Filter linkFilter(Effect e) {
        return e instanceof Effect.AttackBonus b && b.by() == Scope.LINKED ? b.attacker() : io.tabletop.games.inwo.cards.Filter.ANY;
    }

    /** One per player: the seat has no copy of the Plot linked in play already. */
    public static void checkLink(InwoState s, int seat, CardDef card) {
        if (!linkedBonusPlot(card) || card.effects(Effect.Restriction.class).stream().noneMatch(MiscCards::onePerPlayer)) return;
        for (LinkedPlot lp : s.linked()) {
            if (lp.seat() == seat && lp.card().equals(card.id())) throw new RuleViolation("ONE_PER_PLAYER", card.name() + ": one per player");
        }
    }

    /** Direct attack bonuses of the Plots linked to the attacking group (Sweepstakes Prize: +4 to control). */
    public static int linkedPlotBonus(Abilities a, InwoState s, Placed attacker, Placed target, int targetOwner, AttackKind kind) {
        if (attacker == null || s.linked().isEmpty()) return 0;
        int n = 0;
        for (LinkedPlot lp : io.tabletop.games.inwo.plots.LinkedPlots.on(s, attacker.uid())) {
            CardDef d = a.def(lp.card());
            if (!linkedBonusPlot(d)) continue;
            for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
                if (!linkedBonus(b) || !b.on().covers(kind.type())) continue;
                if (!a.matches(b.attacker(), attacker, a.basePower(attacker), false)) continue;
                if (target != null && !a.matches(b.target(), target, a.basePower(target), false)) continue;
                n += b.amount();
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ George Bush

    /** A Group's own alignment at its controller's wish: ChangeTraits SELF adding alignments, for no cost, not for good. */
    static boolean atWill(CardDef card, Effect.ChangeTraits c) {
        return card.kind() == CardKind.GROUP && c.who() == Scope.SELF && c.filter().matchesEverything() && !c.add().isEmpty()
                && c.remove().isEmpty() && !c.reverse() && !c.permanent() && c.addAttributes().isEmpty()
                && c.removeAttributes().isEmpty() && card.effects(Effect.Cost.class).isEmpty();
    }

    private static Effect.ChangeTraits atWill(Abilities a, Placed g) {
        CardDef d = g == null ? null : a.def(g.card());
        if (d == null || g.resource() || g.illuminati()) return null;
        for (Effect.ChangeTraits c : d.effects(Effect.ChangeTraits.class)) if (atWill(d, c)) return c;
        return null;
    }

    /** Whether the command switches a group's own alignment at will (George Bush). */
    public static boolean switchesAlignment(Abilities a, Player me, io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn x) {
        return x.group() != null && !x.action() && atWill(a, me.placed(x.group())) != null;
    }

    /** Checks the switch: on the controller's own main phase, no window open, nothing aimed at. */
    public static void checkSwitch(Abilities a, InwoState s, Player me, io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn x) {
        if (!io.tabletop.games.inwo.turn.Answers.abilityNow(a.version(), s, me.seat())) { // I9: or answering a window
            if (s.window() != null) throw new RuleViolation("WINDOW_OPEN", "answer the open window first");
            throw new RuleViolation("WRONG_PHASE", "on your own main phase");
        }
        if (x.target() != null) throw new RuleViolation("INVALID_TARGET", "the group changes its own alignment: no target");
    }

    /** The group's alignments after the switch: the ability's alignments added (their opposites dropped), or removed. */
    public static io.tabletop.games.inwo.model.InwoEvent.GroupChanged switched(Abilities a, Player me, String uid) {
        Placed g = me.placed(uid);
        Effect.ChangeTraits c = atWill(a, g);
        java.util.Set<io.tabletop.games.inwo.cards.Alignment> al = java.util.EnumSet.noneOf(io.tabletop.games.inwo.cards.Alignment.class);
        al.addAll(g.alignments() != null ? g.alignments() : a.def(g.card()).alignments());
        if (al.containsAll(c.add())) {
            c.add().forEach(al::remove);
        } else {
            for (var x : c.add()) {
                if (x.opposite() != null && x != io.tabletop.games.inwo.cards.Alignment.FANATIC) al.remove(x.opposite());
                al.add(x);
            }
        }
        return new io.tabletop.games.inwo.model.InwoEvent.GroupChanged(g.uid(), g.power(), al.stream().sorted().toList());
    }

    /** Main-phase candidates: a switch for each such group of the seat's. */
    public static void candidates(Abilities a, InwoState s, int seat, java.util.List<io.tabletop.games.inwo.model.InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (atWill(a, g) != null) out.add(new io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn(g.uid(), null, false));
        }
    }

    // ------------------------------------------------------------------ Center for Disease Control

    private static boolean reliefAbility(Effect.Relief r) {
        return r.who() == Scope.STRUCTURE && !r.automatic() && r.factor() == 1 && r.power() == 0;
    }

    private static boolean diesOnFailure(Effect.Destroy d) {
        return d.whose() == Scope.SELF && d.when() == io.tabletop.games.inwo.cards.Trigger.OWN_ATTACK_FAILED;
    }

    /** A Group whose action relieves a Place of its structure (and that may die when its attack fails). */
    public static boolean reliefAbility(CardDef d) {
        if (d == null || d.kind() != CardKind.GROUP) return false;
        boolean relief = false;
        boolean action = false;
        for (Effect e : d.effects()) {
            switch (e) {
                case Effect.Relief r when reliefAbility(r) -> relief = true;
                case Effect.Cost c when c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0 && !c.alternative()
                        && c.actor().matchesEverything() -> action = true;
                case Effect.Destroy x when diesOnFailure(x) -> { }
                case Effect.AttackBonus b when b.by() == Scope.SELF -> { }
                default -> {
                    return false;
                }
            }
        }
        return relief && action;
    }

    /** Whether the command is such a group's Relief. */
    public static boolean relieves(Abilities a, Player me, io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && x.action() && reliefAbility(a.def(g.card()));
    }

    public static void checkRelief(Abilities a, InwoState s, Player me, io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn x) {
        if (!io.tabletop.games.inwo.turn.Answers.abilityNow(a.version(), s, me.seat())) { // I9: or answering a window
            if (s.window() != null) throw new RuleViolation("WINDOW_OPEN", "answer the open window first");
            throw new RuleViolation("WRONG_PHASE", "on your own main phase");
        }
        Placed g = me.placed(x.group());
        if (g.tokens() < 1 || g.devastated() || a.cannotAct(s, me.seat(), g)) throw new RuleViolation("NO_TOKEN", "that group cannot act");
        Placed place = x.target() == null ? null : me.placed(x.target());
        if (place == null || place.uid().equals(g.uid())) throw new RuleViolation("INVALID_TARGET", "a Devastated Place of your structure");
        if (!place.devastated()) throw new RuleViolation("NOT_DEVASTATED", "only a Devastated Place is relieved");
        boolean own = a.def(place.card()).effects(Effect.Restriction.class).stream()
                .anyMatch(r -> r.on() == Effect.Restriction.On.NO_RELIEF && r.who() == Scope.SELF);
        if (own || io.tabletop.games.inwo.effects.Restrictions.noRelief(s, place)) throw new RuleViolation("NO_RELIEF", "no Relief for that Place");
    }

    public static io.tabletop.games.inwo.model.InwoEvent relief(int seat, io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn x) {
        return new io.tabletop.games.inwo.model.InwoEvent.Relieved(seat, x.target(), java.util.List.of(x.group()));
    }

    /** Main-phase candidates: each such group of the seat's on each Devastated group of his. */
    public static void reliefCandidates(Abilities a, InwoState s, int seat, java.util.List<io.tabletop.games.inwo.model.InwoCommand> out) {
        Player me = s.player(seat);
        for (Placed g : me.structure()) {
            if (g.tokens() < 1 || !reliefAbility(a.def(g.card()))) continue;
            for (Placed t : me.structure()) if (t.devastated()) out.add(new io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn(g.uid(), t.uid(), true));
        }
    }

    /**
     * The attacking group that dies now that its attack failed (Center for Disease Control's attack on a Place), as
     * (seat, uid), or null.
     */
    public static java.util.Map.Entry<Integer, String> dying(Abilities a, InwoState s, io.tabletop.games.inwo.model.Attack at, boolean success) {
        if (success || at.by() == null || at.instant()) return null;
        Placed by = s.player(at.attacker()).placed(at.by());
        if (by == null) return null;
        CardDef d = a.def(by.card());
        CardDef target = a.def(at.targetCard());
        for (Effect.Destroy x : d.effects(Effect.Destroy.class)) {
            if (!diesOnFailure(x) || !reliefAbility(d)) continue;
            if (target != null && (x.target().matchesEverything() || x.target().matchesPrinted(target))) {
                return java.util.Map.entry(at.attacker(), by.uid());
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ Deasil Engine

    /** A one-shot Plot's Cancel of another copy of itself (Deasil Engine: "a second one cancels it"). */
    public static boolean selfCancel(CardDef card, Effect e) {
        return e instanceof Effect.Cancel c && c.what() == Effect.Cancel.What.PLOT && c.source().matchesEverything()
                && !c.target().cards().isEmpty() && c.target().matchesPrinted(card);
    }

    /** Whether {@code d}, played now, cancels the announced Plot of its Plot window (rather than being announced). */
    public static boolean cancelsPending(Abilities a, InwoState s, CardDef d) {
        if (s.plot() == null || s.window() == null || s.window().kind() != io.tabletop.games.inwo.model.WindowKind.PLOT) return false;
        CardDef pending = a.def(s.plot().card());
        for (Effect e : d.effects()) if (selfCancel(d, e) && ((Effect.Cancel) e).target().matchesPrinted(pending)) return true;
        return false;
    }
}
