package io.tabletop.games.inwo.attack;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;

/**
 * A group that bars one rival from its attacks (Multinational Oil Companies: "in a game of more than two players,
 * one rival may not join its attack"): its player names the rival as he announces the attack
 * ({@link InwoCommand.BarredAttack}); the bar is kept with the attack as a {@link Contribution.Kind#BARRED}
 * contribution (public, no strength, committing nothing), and that rival may then neither aid nor oppose it, nor
 * play an agents card in it. The rival named is not the target's controller: the defender is a party to the attack,
 * not one who joins it. Naming nobody is the ordinary attack.
 */
public final class Barring {

    private Barring() {}

    // ------------------------------------------------------------------ which cards

    private static boolean bars(Effect e) {
        return e instanceof Effect.Restriction r && r.on() == Effect.Restriction.On.CANNOT_JOIN && r.who() == Scope.RIVAL
                && r.filter().matchesEverything();
    }

    /** A Group whose attacks may bar a rival. */
    public static boolean barring(CardDef d) {
        return d != null && d.kind() == CardKind.GROUP && d.effects().stream().anyMatch(Barring::bars);
    }

    public static boolean interprets(CardDef d, Effect e) {
        return d.kind() == CardKind.GROUP && bars(e);
    }

    // ------------------------------------------------------------------ the attack's state

    /** The attack with the contribution joined; a bar leaves it uncommitted (the attacker may still call it off). */
    public static Attack joined(Attack at, Contribution c) {
        Attack out = at.with(c);
        if (c.kind() != Contribution.Kind.BARRED) return out;
        return new Attack(out.attacker(), out.by(), out.target(), out.targetCard(), out.owner(), out.type(), out.privileged(),
                out.plot(), out.plotCard(), out.instantPower(), out.targetPower(), out.contributions(), at.committed());
    }

    /** Whether the seat is barred from the open attack. */
    public static boolean barred(InwoState s, int seat) {
        Attack at = s.attack();
        if (at == null) return false;
        Player p = s.player(seat);
        for (Contribution c : at.contributions()) {
            if (c.kind() == Contribution.Kind.BARRED && p.root() != null && c.uid().equals(p.root().uid())) return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ checks

    /** Aiding, opposing or an agents card by a barred seat is refused. */
    public static void checkJoin(InwoState s, int seat) {
        if (barred(s, seat)) throw violation("BARRED", "you are barred from this attack: you may neither aid nor oppose it");
    }

    /** The attack itself is checked as any attack; then the barring group and the rival named. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.BarredAttack x) {
        Placed by = s.player(seat).placed(x.attacker());
        if (by == null || !barring(a.def(by.card()))) throw violation("NO_ABILITY", "that group bars nobody from its attacks");
        if (s.active().size() <= 2) throw violation("TOO_FEW_PLAYERS", "a rival is barred only in a game of more than two players");
        int rival = -1;
        for (int p : s.active()) if (p != seat && s.player(p).root() != null && s.player(p).root().uid().equals(x.barred())) rival = p;
        if (rival < 0) throw violation("INVALID_TARGET", "name an active rival by his Illuminati");
        HandCard fromHand = s.player(seat).inHand(x.target());
        int owner = fromHand != null ? -1 : s.ownerOf(x.target());
        if (rival == owner) throw violation("INVALID_TARGET", "the target's controller defends: he is not barred from it");
    }

    /** The bar, after the attack's announcement. */
    public static InwoEvent bar(Abilities a, InwoState s, int seat, InwoCommand.BarredAttack x) {
        Placed by = s.player(seat).placed(x.attacker());
        return new InwoEvent.AttackJoined(new Contribution(seat, x.barred(), by.card(), Contribution.Kind.BARRED, 0, false));
    }

    /** Main-phase candidates: each barring group's attacks (as the ordinary ones) with each rival named. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        if (s.active().size() <= 2) return;
        Player me = s.player(seat);
        List<Placed> barring = me.structure().stream().filter(g -> !g.resource() && g.tokens() > 0 && barring(a.def(g.card()))).toList();
        if (barring.isEmpty()) return;
        List<String> rivals = new ArrayList<>();
        for (int p : s.active()) if (p != seat && s.player(p).root() != null) rivals.add(s.player(p).root().uid());
        for (Placed by : barring) {
            for (Player p : s.players()) {
                for (Placed t : p.structure()) {
                    if (t.illuminati() || t.resource() || t.uid().equals(by.uid())) continue;
                    for (String r : rivals) {
                        out.add(new InwoCommand.BarredAttack(by.uid(), t.uid(), AttackKind.CONTROL, r));
                        out.add(new InwoCommand.BarredAttack(by.uid(), t.uid(), AttackKind.DESTROY, r));
                    }
                }
            }
            for (HandCard h : me.hand()) {
                if (a.def(h.card()).kind() != CardKind.GROUP) continue;
                for (String r : rivals) out.add(new InwoCommand.BarredAttack(by.uid(), h.uid(), AttackKind.CONTROL, r));
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
