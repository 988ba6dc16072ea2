package io.tabletop.games.inwo.replay;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.plots.Costs;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import io.tabletop.games.inwo.model.Grave;

/**
 * Bringing destroyed cards back ("Replay") [WDH p.12, p.14]. Destroyed Groups cannot be replayed unless a card allows
 * it; a Personality destroyed by an Assassination is <em>killed</em> and only cards that restore killed Personalities
 * bring it back. Every Group destroyed is remembered as a {@link Grave} under the uid it had in play; commands name it
 * by that uid.
 *
 * <ul>
 * <li>Replay Plots (Media Blitz, Counter-Revolution, Clone, Impostor): ordinary Plots announced on the player's main
 * phase or priority, aimed at a Group in any destroyed pile that fits (a killed one for Clone and Impostor, never a
 * killed one otherwise). When the window closes uncancelled the card leaves the pile into the player's hand, shown;
 * an automatic one (Impostor; Clone when its player has the Clone Arrangers in play) then enters his structure at once
 * (Impostor: on the lowest open arrow of his Illuminati, else of his first group with one; Clone: of the Clone
 * Arrangers), or stays in his hand when it cannot.</li>
 * <li>Cover of Darkness: a Gadget or Artifact of the player's own discard pile back into play, linked to his
 * Illuminati (named by its catalogue id).</li>
 * <li>And STAY Dead!: aimed at a destroyed Group, which may never return.</li>
 * <li>Clone Arrangers: its action, any time its player may act, brings a Personality killed this turn back to his
 * hand (a {@code UseAbilityOn} aimed at the killed card).</li>
 * <li>A Group destroyed by an attack with a card that forbids its return (The Men In Black, Bimbo at Eleven) may
 * never return.</li>
 * </ul>
 */
public final class Replays {

    private Replays() {}

    // ------------------------------------------------------------------ which cards

    private static List<Effect> uncosted(CardDef d) {
        return d.effects().stream().filter(e -> !(e instanceof Effect.Cost)).toList();
    }

    private static boolean ordinaryPlot(CardDef d) {
        return d.kind() == CardKind.PLOT && d.plotKind() == PlotKind.PLOT && Costs.payable(d);
    }

    /** An ordinary Plot whose only effect is a Replay the engine plays (Head In A Jar: and its linked bonuses). */
    public static boolean replayPlot(CardDef d) {
        if (jar(d)) return true;
        if (!ordinaryPlot(d)) return false;
        List<Effect> rest = uncosted(d);
        if (rest.size() != 1 || !(rest.getFirst() instanceof Effect.Replay r)) return false;
        if (r.filter().kinds().equals(List.of(CardKind.RESOURCE))) return r.automatic() && !r.killed();
        return r.filter().kinds().isEmpty() && (!r.automatic() || r.killed());
    }

    /**
     * Head In A Jar: an ordinary Plot bringing back its player's own Personality killed this turn into his structure
     * at once, then staying linked to it with its LINKED continuous effects (+10 against Assassinations).
     */
    public static boolean jar(CardDef d) {
        if (!ordinaryPlot(d)) return false;
        List<Effect> rest = uncosted(d);
        long replays = rest.stream().filter(e -> e instanceof Effect.Replay r && r.killed() && r.automatic()
                && r.filter().kinds().isEmpty()).count();
        boolean linked = rest.stream().allMatch(e -> e instanceof Effect.Replay || io.tabletop.games.inwo.abilities.Abilities.continuous(e)
                && Abilities.scopeOf(e) == Scope.LINKED);
        return replays == 1 && rest.size() > 1 && linked;
    }

    /** And STAY Dead!: an ordinary Plot whose only effect is that its target never returns. */
    public static boolean stayDead(CardDef d) {
        if (!ordinaryPlot(d)) return false;
        List<Effect> rest = uncosted(d);
        return rest.size() == 1 && rest.getFirst() instanceof Effect.Restriction r
                && r.on() == Effect.Restriction.On.NO_RETURN && r.who() == Scope.TARGET;
    }

    /** The Plots this class plays. */
    public static boolean handles(CardDef d) {
        return replayPlot(d) || stayDead(d);
    }

    /** Clone Arrangers: a Group whose action brings a Personality killed this turn back to its player's hand. */
    public static boolean reviver(CardDef d) {
        if (d.kind() != CardKind.GROUP) return false;
        List<Effect.Replay> r = d.effects(Effect.Replay.class);
        return r.size() == 1 && r.getFirst().killed() && !r.getFirst().automatic()
                && d.effects(Effect.Cost.class).stream().anyMatch(c -> c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0);
    }

    /** Whether this class plays the effect of this card. */
    public static boolean interprets(CardDef card, Effect e) {
        return switch (e) {
            case Effect.Replay r -> handles(card) || reviver(card);
            case Effect.Restriction r -> r.on() == Effect.Restriction.On.NO_RETURN && stayDead(card);
            case Effect.Cost c -> reviver(card) && c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0;
            default -> false;
        };
    }

    // ------------------------------------------------------------------ graves

    /** The grave of a destroyed Group by the uid it had in play, or null. */
    public static Grave grave(InwoState s, String uid) {
        if (uid == null) return null;
        for (Grave g : s.graves()) if (g.uid().equals(uid)) return g;
        return null;
    }

    /** Evolution: a Group destroyed into {@code pile}'s destroyed pile is remembered. */
    public static InwoState buried(InwoState s, String uid, String card, int pile, int owner) {
        List<Grave> out = new ArrayList<>();
        for (Grave g : s.graves()) if (!g.uid().equals(uid)) out.add(g);
        out.add(new Grave(uid, card, pile, owner, s.turn(), false, false));
        return s.withGraves(out);
    }

    /** Evolution: a grave marked killed and/or never to return. */
    public static InwoState marked(InwoState s, InwoEvent.GraveMarked e) {
        return s.withGraves(s.graves().stream().map(g -> g.uid().equals(e.uid()) ? g.marked(e.killed(), e.never()) : g).toList());
    }

    /** Evolution: a destroyed Group leaves its pile into the seat's hand (same uid), shown. */
    public static InwoState replayed(InwoState s, InwoEvent.CardReplayed e) {
        InwoState out = s.with(e.pile(), p -> {
            List<String> pile = new ArrayList<>(p.destroyed());
            int i = pile.lastIndexOf(e.card());
            if (i >= 0) pile.remove(i);
            return p.withDestroyed(pile);
        });
        out = out.with(e.seat(), p -> {
            List<HandCard> hand = new ArrayList<>(p.hand());
            hand.add(new HandCard(e.uid(), e.card(), false));
            return p.withHand(hand);
        });
        return out.withGraves(out.graves().stream().filter(g -> !g.uid().equals(e.uid())).toList());
    }

    /** Whether a Replay effect reaches a grave: never a card that may not return; killed ones only by their cards. */
    public static boolean fits(Abilities a, Effect.Replay r, Grave g) {
        if (g == null || g.never() || r.killed() != g.killed()) return false;
        CardDef d = a.def(g.card());
        return d != null && d.kind() == CardKind.GROUP && r.filter().matchesPrinted(d);
    }

    /** After an attack: the target just destroyed is marked killed (an Assassination) or never to return. */
    public static List<InwoEvent> marks(Abilities a, InwoState s, Attack at) {
        Grave g = grave(s, at.target());
        if (g == null || s.ownerOf(at.target()) >= 0 || g.killed() || g.never()) return List.of();
        boolean killed = at.type() == AttackKind.ASSASSINATION;
        boolean never = noReturn(a, at.plotCard());
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        if (by != null) never |= noReturn(a, by.card());
        for (Contribution k : at.contributions()) if (k.aid()) never |= noReturn(a, k.card());
        if (!killed && !never) return List.of();
        return List.of(new InwoEvent.GraveMarked(g.uid(), killed, never));
    }

    private static boolean noReturn(Abilities a, String card) {
        CardDef d = card == null ? null : a.def(card);
        if (d == null || stayDead(d)) return false;
        return d.effects(Effect.Restriction.class).stream().anyMatch(r -> r.on() == Effect.Restriction.On.NO_RETURN);
    }

    // ------------------------------------------------------------------ the Plots

    private static Effect.Replay replayOf(CardDef d) {
        return d.effects(Effect.Replay.class).getFirst();
    }

    private static boolean resourceReplay(CardDef d) {
        return replayPlot(d) && replayOf(d).filter().kinds().equals(List.of(CardKind.RESOURCE));
    }

    /** Impostor: paid by the action of a group sharing a non-Fanatic alignment with the Personality it brings back. */
    private static boolean sharing(CardDef d) {
        return d.effects(Effect.Cost.class).stream().anyMatch(c -> c.kind() == Effect.Cost.Kind.ACTION_SHARING_ALIGNMENT);
    }

    /** Checks a Plot of this class: when, its target, its cost. */
    public static void check(Abilities a, InwoState s, int seat, CardDef d, String target, String helper, boolean mayAnnounce) {
        if (!mayAnnounce) throw new RuleViolation("NOT_NOW", "not during an attack or another Plot");
        Player me = s.player(seat);
        if (resourceReplay(d)) {
            if (target == null || !me.discard().contains(target) || !resourceFits(a, s, d, target)) {
                throw new RuleViolation("INVALID_TARGET", d.name() + " brings back a fitting Resource of your discard pile");
            }
        } else {
            Grave g = grave(s, target);
            if (g == null) throw new RuleViolation("INVALID_TARGET", "no such destroyed Group");
            if (stayDead(d)) {
                if (g.never()) throw new RuleViolation("NO_EFFECT", "it already stays dead");
            } else {
                if (!fits(a, replayOf(d), g)) throw new RuleViolation("INVALID_TARGET", d.name() + " cannot bring that Group back");
                if (jar(d) && (g.owner() != seat || g.turn() != s.turn())) {
                    throw new RuleViolation("INVALID_TARGET", d.name() + " saves a Personality of yours killed this turn");
                }
            }
        }
        if (sharing(d)) {
            Placed h = helper == null ? null : me.placed(helper);
            if (h == null || h.resource() || h.illuminati() || h.tokens() < 1 || a.cannotAct(s, seat, h)) {
                throw new RuleViolation("CANNOT_PAY", "a group of yours with a token pays its action");
            }
            EnumSet<Alignment> shared = EnumSet.noneOf(Alignment.class);
            shared.addAll(a.alignments(s, h));
            shared.retainAll(a.def(grave(s, target).card()).alignments());
            shared.remove(Alignment.FANATIC);
            if (shared.isEmpty()) throw new RuleViolation("CANNOT_PAY", "the paying group shares no alignment with it");
        } else if (Costs.pay(a, s, seat, d, helper) == null) {
            throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid" + (helper == null ? "" : " with that group"));
        }
    }

    private static boolean resourceFits(Abilities a, InwoState s, CardDef d, String card) {
        CardDef r = a.def(card);
        if (r == null || r.kind() != CardKind.RESOURCE || !replayOf(d).filter().matchesPrinted(r)) return false;
        return !r.unique() || !inPlay(s, card);
    }

    private static boolean inPlay(InwoState s, String card) {
        for (Player p : s.players()) for (Placed c : p.structure()) if (c.card().equals(card)) return true;
        return false;
    }

    /** What playing it costs, as events (the Plot is announced after them). */
    public static List<InwoEvent> pay(Abilities a, InwoState s, int seat, CardDef d, String helper) {
        List<InwoEvent> out = new ArrayList<>();
        if (sharing(d)) {
            out.add(new InwoEvent.TokensSpent(seat, List.of(helper), "PLOT_COST"));
            return out;
        }
        var pay = Costs.pay(a, s, seat, d, helper);
        Player p = s.player(seat);
        if (!pay.tokens().isEmpty()) out.add(new InwoEvent.TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        if (pay.topPlots() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, true, List.copyOf(p.plotDeck().subList(0, pay.topPlots()))));
        if (pay.topGroups() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, false, List.copyOf(p.groupDeck().subList(0, pay.topGroups()))));
        return out;
    }

    /** Whether the Plot's window closing now returns a Resource of its player's discard pile to play. */
    public static boolean returnsResource(Abilities a, InwoState s, int seat, CardDef d, String target) {
        Player me = s.player(seat);
        return resourceReplay(d) && me.discard().contains(target) && resourceFits(a, s, d, target) && me.root() != null;
    }

    /** The Plot's window closed uncancelled: its effect, if its target still fits. */
    public static List<InwoEvent> resolve(Abilities a, InwoState s, int seat, CardDef d, String target) {
        Player me = s.player(seat);
        if (resourceReplay(d)) {
            if (!me.discard().contains(target) || !resourceFits(a, s, d, target) || me.root() == null) return List.of();
            String uid = me.uid(me.serial());
            return List.of(new InwoEvent.TakenFromDiscard(seat, seat, uid, target, "REPLAYED"),
                    new InwoEvent.CardPlaced(new InwoEvent.Placement(seat, uid, target, me.root().uid(), -1), false));
        }
        Grave g = grave(s, target);
        if (g == null) return List.of();
        if (stayDead(d)) return g.never() ? List.of() : List.of(new InwoEvent.GraveMarked(g.uid(), g.killed(), true));
        Effect.Replay r = replayOf(d);
        if (!fits(a, r, g) || jar(d) && (g.owner() != seat || g.turn() != s.turn())) return List.of();
        List<InwoEvent> out = new ArrayList<>();
        out.add(new InwoEvent.CardReplayed(seat, g.uid(), g.card(), g.pile(), d.id()));
        Placed master = null;
        if (r.automatic()) master = openMaster(a, me, me.structure());
        else if (r.killed()) { // Clone: automatic with the Clone Arrangers
            for (Placed c : me.structure()) {
                if (!c.resource() && reviver(a.def(c.card())) && openArrow(a, me, c) >= 0) {
                    master = c;
                    break;
                }
            }
        }
        CardDef back = a.def(g.card());
        if (master != null && !(back.unique() && inPlay(s, g.card()))) {
            out.add(new InwoEvent.CardPlaced(new InwoEvent.Placement(seat, g.uid(), g.card(), master.uid(), openArrow(a, me, master)), false));
            if (jar(d)) out.add(new InwoEvent.PlotLinked(seat, s.plot() == null ? null : s.plot().uid(), d.id(), g.uid()));
        }
        return out;
    }

    /** The Illuminati if it has an open arrow, else the first group of the structure with one, else null. */
    private static Placed openMaster(Abilities a, Player me, List<Placed> structure) {
        for (Placed c : structure) if (!c.resource() && openArrow(a, me, c) >= 0) return c;
        return null;
    }

    private static int openArrow(Abilities a, Player me, Placed m) {
        int arrows = m.illuminati() ? 4 : m.traits().arrows() >= 0 ? m.traits().arrows() : a.def(m.card()).arrowsOut();
        return Structures.openArrow(me, m.uid(), arrows);
    }

    /** Legal-move candidates for a Plot of this class in hand (filtered by the decider's check). */
    public static void candidates(Abilities a, InwoState s, Player me, HandCard h, List<InwoCommand> c) {
        CardDef d = a.def(h.card());
        List<String> targets = new ArrayList<>();
        if (resourceReplay(d)) {
            for (String id : me.discard()) if (!targets.contains(id)) targets.add(id);
        } else {
            for (Grave g : s.graves()) targets.add(g.uid());
        }
        List<String> helpers = new ArrayList<>();
        helpers.add(null);
        for (Placed g : me.structure()) if (!g.resource() && !g.illuminati() && g.tokens() > 0) helpers.add(g.uid());
        for (String t : targets) for (String g : helpers) c.add(new InwoCommand.PlayPlot(h.uid(), t, g));
    }

    // ------------------------------------------------------------------ Clone Arrangers

    /** Whether this ability command is Clone Arrangers' (its group a reviver). */
    public static boolean revives(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        Placed g = s.player(seat).placed(x.group());
        return g != null && !g.resource() && reviver(a.def(g.card()));
    }

    /** Checks the reviver's action: a Personality killed this turn, its token, when its player may act. */
    public static void checkRevive(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, boolean mayAct) {
        if (!mayAct) throw new RuleViolation("NOT_NOW", "not during an attack or a Plot");
        Placed g = s.player(seat).placed(x.group());
        if (!x.action() || g.tokens() < 1 || a.cannotAct(s, seat, g)) throw new RuleViolation("NO_TOKEN", "its action brings the Personality back");
        Grave dead = grave(s, x.target());
        if (dead == null || dead.turn() != s.turn() || !fits(a, a.def(g.card()).effects(Effect.Replay.class).getFirst(), dead)) {
            throw new RuleViolation("INVALID_TARGET", "a Personality killed this turn");
        }
    }

    /** The reviver's action: the killed Personality into its player's hand. */
    public static List<InwoEvent> revive(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        Grave dead = grave(s, x.target());
        Placed g = s.player(seat).placed(x.group());
        return List.of(new InwoEvent.TokensSpent(seat, List.of(g.uid()), "ABILITY"),
                new InwoEvent.CardReplayed(seat, dead.uid(), dead.card(), dead.pile(), g.card()));
    }

    /** Legal-move candidates: each reviver with a token, on each grave. */
    public static void reviveCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> c) {
        for (Placed g : s.player(seat).structure()) {
            if (g.resource() || g.tokens() < 1 || !reviver(a.def(g.card()))) continue;
            for (Grave dead : s.graves()) c.add(new InwoCommand.UseAbilityOn(g.uid(), dead.uid(), true));
        }
    }
}
