package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;

/**
 * Center for Disease Control: its action relieves a Devastated Place of its structure (other than itself) on its
 * controller's main phase ({@code UseAbilityOn(cdc, place, true)}: a Relieved event paid by its token alone); +15 on
 * its direct attacks to destroy a Place (a plain SELF bonus); it dies (sacrificed, no Goal credit) when such an
 * attack of its fails.
 */
public final class DiseaseControl {

    private DiseaseControl() {}

    /** Whether an effect of this card is interpreted here: its Relief, the action paying it, its death on failure. */
    public static boolean interprets(CardDef card, Effect e) {
        return reliefAbility(card) && (e instanceof Effect.Relief r && reliefAbility(r)
                || e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ACTION || e instanceof Effect.Destroy d && diesOnFailure(d));
    }

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
    public static boolean relieves(Abilities a, Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && x.action() && reliefAbility(a.def(g.card()));
    }

    public static void checkRelief(Abilities a, InwoState s, Player me, InwoCommand.UseAbilityOn x) {
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

    public static InwoEvent relief(int seat, InwoCommand.UseAbilityOn x) {
        return new InwoEvent.Relieved(seat, x.target(), java.util.List.of(x.group()));
    }

    /** Main-phase candidates: each such group of the seat's on each Devastated group of his. */
    public static void reliefCandidates(Abilities a, InwoState s, int seat, java.util.List<InwoCommand> out) {
        Player me = s.player(seat);
        for (Placed g : me.structure()) {
            if (g.tokens() < 1 || !reliefAbility(a.def(g.card()))) continue;
            for (Placed t : me.structure()) if (t.devastated()) out.add(new InwoCommand.UseAbilityOn(g.uid(), t.uid(), true));
        }
    }

    /**
     * The attacking group that dies now that its attack failed (Center for Disease Control's attack on a Place), as
     * (seat, uid), or null.
     */
    public static java.util.Map.Entry<Integer, String> dying(Abilities a, InwoState s, Attack at, boolean success) {
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
}
