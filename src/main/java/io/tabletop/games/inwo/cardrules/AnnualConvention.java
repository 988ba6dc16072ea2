package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.AutoPass;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * Annual Convention (Plot): "play it when one of your Places is destroyed or Devastated: an Instant attack to destroy
 * an Organization, Power 12 (9)". Read as: Power 12 when the Place was destroyed, 9 when it was Devastated (the
 * greater loss, the stronger answer).
 *
 * <p>It answers a moment, so by ruling I6 the moment is offered whatever the player holds: right after an attack (a
 * Disaster, an attack to destroy, an Instant attack) destroys or Devastates a Place in play, the Place's controller is
 * asked — a {@link Choice.Kind#CONVENTION} choice, like the Vultures question — if he is still in the game, holds a
 * Plot card (his Plot count is public), some Organization may be aimed at, and his public standing instructions do not
 * pass for him ({@link AutoPass#CONVENTION}, in the default list: a seat holding the card sets its stops to be asked).
 * Up to rules version 3, which have no instructions, he is asked only if an Annual Convention is in the game at all
 * (never in a game recorded then: the card was not deckable). The options are PASS (first: silence passes, I8) and,
 * when he holds an Annual Convention, the uid of every Organization in play he may touch; every other viewer sees
 * PASS alone, so nothing public depends on what he holds.
 *
 * <p>Choosing an Organization plays the card (face up, discarded) as an Instant attack to destroy it
 * ({@code AttackKind.DESTROY} with the card as its Plot): Power 12 or 9 against the Organization's Power at
 * declaration, the closeness bonus counting as for every Instant attack; no other modifier names it (no attack or
 * defence bonus applies, nobody aids or opposes, it cannot be called off); it may be cancelled as an attack; success
 * destroys the Organization into the player's destroyed pile. Played otherwise ({@code PLAY_PLOT}): {@code NOT_NOW}.
 * Only the attack's own target counts as "one of your Places" (a Place lost to another card's side effect opens no
 * moment).
 */
public final class AnnualConvention {

    private AnnualConvention() {}

    public static final String ID = "annual-convention";
    public static final String PASS = "PASS";

    /** Its Power after a destruction, and after a Devastation. */
    public static final int DESTROYED = 12;
    public static final int DEVASTATED = 9;

    public static boolean plays(CardDef d) {
        return d != null && ID.equals(d.id());
    }

    public static boolean interprets(CardDef card, Effect e) {
        return plays(card) && e instanceof Effect.Special;
    }

    /** Never played with PLAY_PLOT: the game asks when its moment comes. */
    static void check() {
        throw new RuleViolation("NOT_NOW", "Annual Convention is played when the game asks, right after one of your "
                + "Places is destroyed or Devastated");
    }

    /** Whether the game waits for an Annual Convention answer. */
    public static boolean asking(InwoState s) {
        return s.choice() != null && s.choice().kind() == Choice.Kind.CONVENTION;
    }

    /**
     * The question after {@code place} (as it was before the attack) of {@code owner} was destroyed or Devastated, or
     * null when nobody is asked. {@code mayTouch}: whether a seat's Organizations may be aimed at.
     */
    public static InwoEvent ask(Abilities a, InwoState s, int owner, Placed place, IntPredicate mayTouch,
                                Predicate<CardDef> implemented) {
        if (s.finished() || s.choice() != null || owner < 0) return null;
        Player p = s.player(owner);
        if (p.out() || p.hand().stream().noneMatch(h -> a.def(h.card()).inPlotDeck())) return null; // Plots in hand: public
        // version 6 on: asked whatever anybody holds (I6); before, only in a game the card is in — which no game
        // recorded before version 6 is (the card did not play), so their logs re-decide as they were written
        if (!a.version().lastCardsAskEveryone() && !inGame(a, s)) return null;
        if (a.version().windowsIgnoreHiddenCards() && p.autoPasses(AutoPass.CONVENTION)) return null;
        List<String> targets = targets(a, s, mayTouch);
        if (targets.isEmpty()) return null;
        List<String> options = new ArrayList<>();
        options.add(PASS);
        if (held(a, p, implemented) != null) options.addAll(targets);
        return new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.CONVENTION, owner, owner, place.card(), -1, options,
                place.uid(), List.of()));
    }

    /** Every Organization in play that may be aimed at (public). */
    static List<String> targets(Abilities a, InwoState s, IntPredicate mayTouch) {
        List<String> out = new ArrayList<>();
        for (Player q : s.players()) {
            if (q.out() || !mayTouch.test(q.seat())) continue;
            for (Placed g : q.structure()) {
                if (g.illuminati() || g.resource()) continue;
                if (a.def(g.card()).groupClass() == GroupClass.ORGANIZATION) out.add(g.uid());
            }
        }
        return out;
    }

    /** An Annual Convention of the player's hand the engine plays, or null. */
    public static HandCard held(Abilities a, Player p, Predicate<CardDef> implemented) {
        for (HandCard h : p.hand()) if (ID.equals(h.card()) && implemented.test(a.def(h.card()))) return h;
        return null;
    }

    /** Whether an Annual Convention is anywhere in the game (a deck, hand or discard pile): versions before 4 only. */
    private static boolean inGame(Abilities a, InwoState s) {
        for (Player p : s.players()) {
            if (p.plotDeck().contains(ID) || p.discard().contains(ID) || p.hand().stream().anyMatch(h -> ID.equals(h.card()))) return true;
        }
        return false;
    }

    /** Its Power: 12 when the Place was destroyed (it left play), 9 when it was Devastated (still in play). */
    public static int power(InwoState s, Choice ch) {
        return s.ownerOf(ch.aside()) >= 0 ? DEVASTATED : DESTROYED;
    }

    /** The Instant attack announced on the Organization {@code target} (checked: one of the options). */
    public static Attack attack(Abilities a, InwoState s, int seat, HandCard card, String target, int power) {
        int owner = s.ownerOf(target);
        Placed t = s.player(owner).placed(target);
        return new Attack(seat, null, t.uid(), t.card(), owner, AttackKind.DESTROY, false, card.uid(), card.card(),
                power, a.power(s, owner, t), List.of(), true);
    }

    /** Whether the attack is an Annual Convention's (an Instant attack to destroy): no bonus names it. */
    public static boolean plain(Attack at) {
        return at.instant() && at.type() == AttackKind.DESTROY;
    }
}
