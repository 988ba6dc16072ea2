package io.tabletop.games.inwo.effects;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Abilities;

/**
 * Immunities that are no stat: to hidden agents cards (Xanadu: "agents cards give no bonus vs you" — nobody plays
 * one for or against an attack where its holder is the other side) and to Privileged attacks (Prince Charles: he,
 * his master and his puppets). You are never immune to what you control.
 */
public final class Immunities {

    private Immunities() {}

    /** Interpreted: AGENTS for the structure, PRIVILEGE for a Group, its master and its puppets. */
    public static boolean interprets(CardDef card, Effect e) {
        if (!(e instanceof Effect.Immunity i) || card.kind() == CardKind.PLOT || !i.filter().matchesEverything()
                || !i.from().matchesEverything()) return false;
        return switch (i.to()) {
            case AGENTS -> i.who() == Scope.STRUCTURE;
            case PRIVILEGE -> card.kind() == CardKind.GROUP
                    && (i.who() == Scope.SELF || i.who() == Scope.MASTER || i.who() == Scope.PUPPETS);
            default -> false;
        };
    }

    /** Whether a hidden agents card played by {@code seat} for ({@code aid}) or against the attack gives nothing. */
    public static boolean agentsBlocked(Abilities a, InwoState s, Attack at, int seat, boolean aid) {
        int against = aid ? at.owner() : at.attacker();
        if (against < 0 || against == seat) return false;
        for (Placed c : s.player(against).structure()) {
            for (Effect.Immunity i : a.def(c.card()).effects(Effect.Immunity.class)) {
                if (i.to() == Effect.Immunity.To.AGENTS && i.who() == Scope.STRUCTURE) return true;
            }
        }
        return false;
    }

    /** Whether {@code t} of {@code owner} is immune to Privileged attacks: its own, its master's or a puppet's. */
    public static boolean privilegeImmune(Abilities a, InwoState s, int owner, Placed t) {
        for (Placed c : s.player(owner).structure()) {
            if (c.resource()) continue;
            boolean self = c.uid().equals(t.uid());
            boolean puppetOfT = t.uid().equals(c.master()); // c is t's puppet: its MASTER immunity reaches t
            boolean masterOfT = c.uid().equals(t.master()); // c is t's master: its PUPPETS immunity reaches t
            for (Effect.Immunity i : a.def(c.card()).effects(Effect.Immunity.class)) {
                if (i.to() != Effect.Immunity.To.PRIVILEGE) continue;
                if (i.who() == Scope.SELF && self || i.who() == Scope.MASTER && puppetOfT || i.who() == Scope.PUPPETS && masterOfT) {
                    return true;
                }
            }
        }
        return false;
    }
}
