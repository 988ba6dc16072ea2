package io.tabletop.games.inwo.tokens;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Tokens taken from rivals (tokens, restrictions and unusual costs):
 * <ul>
 * <li>S.M.O.F.: once on its player's turn (main phase, no token spent), a rival's Weird group loses its token;</li>
 * <li>Scandal: a one-shot Plot naming an alignment (its target is the alignment's name): every rival group of that
 * alignment loses its tokens;</li>
 * <li>Gremlins: a one-shot Plot aimed either at a Computer group (it loses its token) or at a rival's Gadget Resource
 * (back to its owner's hand).</li>
 * </ul>
 */
public final class RivalTokens {

    private RivalTokens() {}

    // ------------------------------------------------------------------ S.M.O.F.

    /** A group's ability, once on its player's turn, taking the token of a rival's group matching its filter. */
    public static Effect.Tokens ability(CardDef card) {
        if (card.kind() != CardKind.GROUP) return null;
        for (Effect.Tokens t : card.effects(Effect.Tokens.class)) {
            if (t.count() < 0 && t.who() == Scope.RIVAL && t.when() == Trigger.YOUR_TURN && t.perEach() == null
                    && !t.filter().chosenAlignment()) return t;
        }
        return null;
    }

    /** Whether the effect is one this class plays on a card of this kind. */
    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.Tokens t && t == ability(card);
    }

    /** Whether the command is a group's token-taking ability. */
    public static boolean handles(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : s.player(seat).placed(x.group());
        return g != null && !g.resource() && !x.action() && ability(a.def(g.card())) != null;
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, IntPredicate mayTouch) {
        if (!io.tabletop.games.inwo.turn.Answers.abilityNow(a.version(), s, seat)) { // I9: or answering a window
            if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
            throw violation("WRONG_PHASE", "only in your main phase");
        }
        Placed g = s.player(seat).placed(x.group());
        if (a.cannotAct(s, seat, g)) throw violation("CANNOT_ACT", "that group may not act");
        if (g.moved()) throw violation("ONCE_PER_TURN", "that ability was used this turn");
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        if (owner < 0 || owner == seat) throw violation("INVALID_TARGET", "name a rival's group");
        Placed t = s.player(owner).placed(x.target());
        if (t.resource() || t.illuminati()) throw violation("INVALID_TARGET", "name a rival's group");
        if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (a.immuneToAbilities(s, owner, t, g, seat)) throw violation("IMMUNE", "that group is immune to its ability");
        if (!a.matches(s, ability(a.def(g.card())).filter(), t, a.basePower(t), false)) throw violation("INVALID_TARGET", "its ability does not fit that group");
        if (t.tokens() < 1) throw violation("NO_EFFECT", "that group has no token");
    }

    public static void use(Sink e, Abilities a, int seat, InwoCommand.UseAbilityOn x) {
        InwoState s = e.state();
        Placed g = s.player(seat).placed(x.group());
        int owner = s.ownerOf(x.target());
        Placed t = s.player(owner).placed(x.target());
        int n = Math.min(t.tokens(), -ability(a.def(g.card())).count());
        e.emit(new InwoEvent.AbilityUsed(seat, g.uid()));
        e.emit(new InwoEvent.TokensSpent(owner, java.util.Collections.nCopies(n, t.uid()), "LOST"));
    }

    /** Main phase: the seat's token-taking groups on every rival group with a token. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        for (Placed g : s.player(seat).structure()) {
            if (g.resource() || ability(a.def(g.card())) == null) continue;
            for (Player p : s.players()) {
                if (p.seat() == seat) continue;
                for (Placed t : p.structure()) if (!t.resource() && !t.illuminati() && t.tokens() > 0) out.add(new InwoCommand.UseAbilityOn(g.uid(), t.uid(), false));
            }
        }
    }

    // ------------------------------------------------------------------ Scandal

    /** A one-shot Plot effect: rival groups of the alignment the player names lose tokens. */
    public static boolean choosesAlignment(Effect e) {
        return e instanceof Effect.Tokens t && t.count() < 0 && t.who() == Scope.RIVAL && t.when() == Trigger.ALWAYS
                && t.perEach() == null && t.filter().chosenAlignment();
    }

    public static boolean choosesAlignment(CardDef card) {
        return card.effects().stream().anyMatch(RivalTokens::choosesAlignment);
    }

    /** The alignment a Scandal's target names, or null (abilities.PollDefence's: Good Polls' defence reads it). */
    public static Alignment alignment(String target) {
        return io.tabletop.games.inwo.abilities.PollDefence.alignment(target);
    }

    public static void checkChoice(String target) {
        if (alignment(target) == null) throw violation("INVALID_TARGET", "name an alignment (e.g. LIBERAL) as its target");
    }

    /** The candidates' targets: every alignment's name. */
    public static List<String> alignmentTargets(CardDef card) {
        if (!choosesAlignment(card)) return List.of();
        List<String> out = new ArrayList<>();
        for (Alignment al : Alignment.values()) out.add(al.name());
        return out;
    }

    /** Rival groups of the named alignment lose their tokens. */
    public static void resolveChosen(Sink e, Abilities a, int seat, Effect.Tokens k, String target) {
        Alignment chosen = alignment(target);
        for (Player p : e.state().players()) {
            if (p.seat() == seat || p.out()) continue;
            List<String> lost = new ArrayList<>();
            for (Placed g : p.structure()) {
                if (g.resource() || g.illuminati() || g.tokens() < 1) continue;
                if (!k.filter().matches(a.def(g.card()), a.alignments(e.state(), g), a.attributes(g), a.basePower(g), chosen, false, false, Set.of())) continue;
                for (int i = 0; i < Math.min(g.tokens(), -k.count()); i++) lost.add(g.uid());
            }
            if (!lost.isEmpty()) e.emit(new InwoEvent.TokensSpent(p.seat(), lost, "LOST"));
        }
    }

    // ------------------------------------------------------------------ Gremlins

    /** A one-shot Plot's aimed effect: a rival's Resource matching the subject goes back to his hand. */
    public static boolean returnsToHand(Effect e) {
        return e instanceof Effect.Cards c && c.action() == Effect.Cards.Action.RETURN_TO_HAND && c.deck() == Deck.GROUP
                && c.whose() == Scope.RIVAL && c.when() == Trigger.ALWAYS && c.count() == 1 && c.perEach() == null
                && c.subject() != null && c.subject().kinds().equals(List.of(CardKind.RESOURCE));
    }

    /** Whether the Plot's aimed effects are alternatives for different kinds of target (a group, or a Resource). */
    public static boolean alternativeTargets(CardDef card) {
        int groups = 0;
        int resources = 0;
        for (Effect e : card.effects()) {
            if (returnsToHand(e)) resources++;
            else if (e instanceof Effect.Tokens t && t.who() == Scope.TARGET) groups++;
            else if (!(e instanceof Effect.Cost)) return false;
        }
        return groups == 1 && resources == 1;
    }

    public static boolean fits(Abilities a, int seat, Effect.Cards c, int owner, Placed t) {
        return owner != seat && t.resource() && a.matches(c.subject(), t, a.basePower(t), false);
    }

    public static void returnToHand(Sink e, int owner, Placed t) {
        e.emit(new InwoEvent.ReturnedToHand(owner, t.uid(), t.card(), "PLOT"));
    }

    /** The Resource leaves play for its owner's hand. */
    public static InwoState returned(InwoState s, InwoEvent.ReturnedToHand e) {
        return s.with(e.seat(), p -> {
            List<HandCard> hand = new ArrayList<>(p.hand());
            hand.add(new HandCard(e.uid(), e.card(), false));
            return p.withStructure(p.structure().stream().filter(c -> !c.uid().equals(e.uid())).toList()).withHand(hand);
        });
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }

}
