package io.tabletop.games.inwo.attack;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import java.util.Set;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;

/**
 * The strength of an attack, in one place [WDH p.8-10, p.17-18]. Attack to control: attacker's Power − target's
 * Resistance; to destroy: − target's Power; Instant: the Plot's Power − target's Power at declaration. Then
 * alignments (±4 each, leading attacker only; reversed for destroy; none for Instants), the target's position (+10
 * directly under an Illuminati, +5 one group away; none against your own group or from a hand), master alignments
 * (control only: +4 per alignment shared with its master, Fanatic excepted), ability bonuses, every contribution
 * (aid adds, opposition subtracts), self-defence (the target's own action multiplied one step beyond its largest
 * multiplier). Calculation order: set values, then the single largest multiplier, then additions.
 */
public final class Strength {

    private Strength() {}

    /** The full breakdown, for views and tests. */
    public record Breakdown(int attack, int defence, int alignment, int position, int masterAlignment, int bonuses,
                            int aid, int opposition, int total) {}

    public static int of(Abilities a, InwoState s, Attack at) {
        return breakdown(a, s, at).total();
    }

    public static Breakdown breakdown(Abilities a, InwoState s, Attack at) {
        Player attacker = s.player(at.attacker());
        Placed by = at.by() == null ? null : attacker.placed(at.by());
        Placed target = at.fromHand() ? handPlaced(attacker, at) : s.player(at.owner()).placed(at.target());
        if (target == null || (at.by() != null && by == null)) return new Breakdown(0, 0, 0, 0, 0, 0, 0, 0, 0);
        int owner = at.fromHand() ? at.attacker() : at.owner();
        Player defender = s.player(owner);
        AttackKind kind = at.type();

        int attack;
        if (at.instant()) {
            attack = at.instantPower();
        } else {
            attack = a.parts(s, at.attacker(), by, Stat.POWER).times(a.attackMultiplier(s, at.attacker(), by, kind, target));
        }

        // only the single largest multiplier applies: the target's own (always) or its defence multiplier
        int defenceMultiplier = at.fromHand() ? 1 : a.defenceMultiplier(s, owner, target, kind, by); // r4 conv
        Abilities.Parts targetPower = at.fromHand() ? new Abilities.Parts(a.def(target.card()).power(), 1, 0)
                : a.parts(s, owner, target, Stat.POWER);
        int largest = Math.max(defenceMultiplier, targetPower.multiplier());
        int defence;
        if (at.instant()) {
            defence = at.targetPower() * defenceMultiplier;
            // I3 (rules version 3 on): halved against every attack to destroy, Instant attacks included
            if (a.version().devastationHalvesInstantAttacks() && !at.fromHand() && target.devastated()) defence /= 2;
        } else if (kind == AttackKind.CONTROL) {
            defence = at.fromHand() ? a.def(target.card()).resistance()
                    : a.parts(s, owner, target, Stat.RESISTANCE).times(defenceMultiplier);
            if (io.tabletop.games.inwo.abilities.SpecialModifiers.comicBooks(a, by, target, true)) defence = at.fromHand() ? 0 // r4 conv
                    : io.tabletop.games.inwo.abilities.SpecialModifiers.resistance(a.parts(s, owner, target, Stat.RESISTANCE), defenceMultiplier);
        } else {
            defence = targetPower.times(defenceMultiplier);
            if (target.devastated()) defence /= 2; // a Devastated Place's Power is halved against destroy [WDH p.12]
        }

        int alignment = 0;
        if (!at.instant()) {
            Set<Alignment> mine = a.alignments(s, by);
            Set<Alignment> theirs = at.fromHand() ? a.def(target.card()).alignments() : a.alignments(s, target);
            var m = a.alignmentModifiers(s, at.attacker(), by);
            boolean control = kind == AttackKind.CONTROL;
            for (Alignment x : mine) {
                for (Alignment y : theirs) {
                    // two Fanatic groups are opposites (never identical) [WDH p.6]
                    if (x == y && x != Alignment.FANATIC) alignment += control ? m.controlIdentical() : m.destroyIdentical();
                    else if (x.opposes(y)) alignment += control ? m.controlOpposite() : m.destroyOpposite();
                }
            }
            alignment = io.tabletop.games.inwo.abilities.SpecialModifiers.alignment(by, mine, theirs, m, control, alignment); // r4 conv
        }

        int position = 0;
        boolean ownGroup = owner == at.attacker();
        if (!at.fromHand() && !ownGroup && !io.tabletop.games.inwo.abilities.CardFigures.hiddenCity(target)) { // last cards G: Hidden City defends as Power 10, no position
            int depth = Structures.depth(defender, target.uid());
            position = depth == 1 ? 10 : depth == 2 ? 5 : 0;
        }

        int masterAlignment = 0;
        if (kind == AttackKind.CONTROL && !at.fromHand() && target.master() != null) {
            Placed master = defender.placed(target.master());
            if (master != null && !master.illuminati()) {
                Set<Alignment> ma = a.alignments(s, master);
                for (Alignment x : a.alignments(s, target)) if (x != Alignment.FANATIC && ma.contains(x)
                        && !io.tabletop.games.inwo.abilities.SpecialModifiers.masterBonusLost(a, by, target, x)) masterAlignment += 4; // r4 conv
            }
        }

        boolean plain = at.instant() && kind == AttackKind.DESTROY; // last cards G: Annual Convention's attack, which no bonus names
        int bonuses = plain ? 0 : a.attackBonus(s, at.attacker(), by, target, owner, kind);
        bonuses += Hindrances.instantBonus(a, s, at); // last cards: Weather Satellite on a named Disaster
        if (!at.fromHand() && !plain) bonuses -= a.defenceBonus(s, owner, target, by, at.attacker(), kind);
        if (!at.fromHand() && !at.instant()) bonuses -= io.tabletop.games.inwo.plots.StandingBoosts.defence(a, s, owner, target); // +10 Plots standing on it
        if (!at.fromHand() && !ownGroup && attacker.illuminati().equals(defender.illuminati())) {
            bonuses += 5; // factions of the same Illuminati [WDH p.13]
        }

        int aid = 0;
        int opposition = 0;
        for (Contribution c : at.contributions()) {
            if (c.kind() == Contribution.Kind.ROLL || c.kind() == Contribution.Kind.BARRED) continue; // privilege and dice: the roll, not strength
            // an action spent in self-defence gets one more multiple than the largest multiplier [WDH p.17]
            int v = c.kind() == Contribution.Kind.SELF_DEFENCE
                    ? Math.max(0, targetPower.base() * (largest + 1) + targetPower.add()) : c.value();
            if (c.aid()) aid += v;
            else opposition += v;
        }
        int total = attack - defence + alignment - position - masterAlignment + bonuses + aid - opposition;
        return new Breakdown(attack, defence, alignment, position, masterAlignment, bonuses, aid, opposition, total);
    }

    private static Placed handPlaced(Player p, Attack at) {
        var c = p.inHand(at.target());
        return c == null ? null : new Placed(c.uid(), c.card(), null, -1, 0, false, null, -1, false, false);
    }
}
