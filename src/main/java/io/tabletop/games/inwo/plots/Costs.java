package io.tabletop.games.inwo.plots;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;

/**
 * What playing a Plot costs [WDH p.3-5]: its Cost effects, each a requirement, a following one marked
 * {@code alternative} an option for the one before. The player's {@code helper} pays an ACTION option (its token,
 * its Power at least the minimum, matching the actor filter, and for ACTION_NOT_ATTACKER / ACTION_SHARING_ALIGNMENT
 * the condition those name); otherwise the first other option that can be paid is.
 */
public final class Costs {

    private Costs() {}

    /**
     * Plots whose alternative cost the engine does not offer: the first option pays them (Fnord!: the top Group card;
     * its other option, two cards from hand, is not offered). Read only here, so kept here.
     */
    private static final java.util.Set<String> FIRST_OPTION_ONLY = java.util.Set.of("fnord");

    /** A cost option the engine does not take but may leave aside, the option before it paying (Fnord!). */
    public static boolean unofferedAlternative(CardDef card, Effect.Cost c) {
        return c.alternative() && FIRST_OPTION_ONLY.contains(card.id());
    }


    /**
     * One payment: tokens spent by groups, top cards discarded from the Plot or Group deck, and (last cards:
     * Embezzlement) the card of the hand discarded, named as the command's helper (null: none).
     */
    public record Payment(List<String> tokens, int topPlots, int topGroups, String discard) {

        public Payment(List<String> tokens, int topPlots, int topGroups) {
            this(tokens, topPlots, topGroups, null);
        }
    }

    static final java.util.Set<Effect.Cost.Kind> PAYABLE = java.util.EnumSet.of(Effect.Cost.Kind.FREE,
            Effect.Cost.Kind.ACTION, Effect.Cost.Kind.ILLUMINATI_ACTION, Effect.Cost.Kind.ALL_ILLUMINATI_ACTIONS,
            Effect.Cost.Kind.DISCARD_TOP_PLOT, Effect.Cost.Kind.DISCARD_TOP_GROUP,
            Effect.Cost.Kind.ACTION_NOT_ATTACKER, Effect.Cost.Kind.ACTION_SHARING_ALIGNMENT,
            Effect.Cost.Kind.ACTIONS_ABOVE_TARGET_POWER); // r4 tokens: Are We Having Fun Yet?

    /** Whether the engine can take every cost of this card. */
    public static boolean payable(CardDef card) {
        return card.effects(Effect.Cost.class).stream().allMatch(c -> PAYABLE.contains(c.kind()) || HandDiscards.payable(card, c) // last cards
                || unofferedAlternative(card, c)); // r4 misc: Fnord!
    }

    /** The payment, or null when it cannot be paid this way. */
    public static Payment pay(Abilities a, InwoState s, int seat, CardDef card, String helper) {
        List<List<Effect.Cost>> requirements = new ArrayList<>();
        for (Effect.Cost c : card.effects(Effect.Cost.class)) {
            if (c.alternative() && !requirements.isEmpty()) requirements.getLast().add(c);
            else requirements.add(new ArrayList<>(List.of(c)));
        }
        Player p = s.player(seat);
        List<String> tokens = new ArrayList<>();
        int plots = 0;
        int groups = 0;
        boolean helperUsed = false;
        int rootTokens = p.root().tokens();
        String discard = null; // last cards: a card of the hand, named as the helper
        for (List<Effect.Cost> options : requirements) {
            boolean paid = false;
            for (Effect.Cost c : options) {
                if (helperKind(c.kind()) && helper != null && !helperUsed) {
                    Placed h = p.placed(helper);
                    if (h == null || h.resource() || h.tokens() < 1 || a.cannotAct(s, seat, h)) return null;
                    if (a.power(s, seat, h) < c.minPower() || !a.matches(s, c.actor(), h, a.basePower(h), false)) continue;
                    if (!helperFits(a, s, c.kind(), h)) continue;
                    tokens.add(helper);
                    helperUsed = true;
                    paid = true;
                    break;
                }
            }
            if (paid) continue;
            for (Effect.Cost c : options) {
                switch (c.kind()) {
                    case FREE -> paid = true;
                    case ILLUMINATI_ACTION -> {
                        if (rootTokens > 0) {
                            tokens.add(p.root().uid());
                            rootTokens--;
                            paid = true;
                        }
                    }
                    case ALL_ILLUMINATI_ACTIONS -> {
                        if (rootTokens > 0) {
                            for (int i = 0; i < rootTokens; i++) tokens.add(p.root().uid());
                            rootTokens = 0;
                            paid = true;
                        }
                    }
                    case DISCARD_TOP_PLOT -> {
                        if (p.plotDeck().size() > plots) {
                            plots++;
                            paid = true;
                        }
                    }
                    case NOT_FIRST_TURN -> paid = true; // r4 choices: a condition its card checks (Upheaval!)
                    case DISCARD_FROM_HAND -> { // last cards: Embezzlement
                        if (HandDiscards.payable(card, c) && !helperUsed && HandDiscards.fits(a, p, card, c, helper)) {
                            discard = helper;
                            helperUsed = true;
                            paid = true;
                        }
                    }
                    case ONCE_PER_GAME -> paid = true; // a condition its card checks (Voodoo Economics)
                    case DISCARD_TOP_GROUP -> {
                        if (p.groupDeck().size() > groups) {
                            groups++;
                            paid = true;
                        }
                    }
                    default -> { }
                }
                if (paid) break;
            }
            if (!paid) return null;
        }
        if (helper != null && !helperUsed) return null; // a helper named but not needed
        return new Payment(tokens, plots, groups, discard);
    }

    /** Costs paid by one group's action, the {@code helper} the command names. */
    private static boolean helperKind(Effect.Cost.Kind k) {
        return k == Effect.Cost.Kind.ACTION || k == Effect.Cost.Kind.ACTION_NOT_ATTACKER
                || k == Effect.Cost.Kind.ACTION_SHARING_ALIGNMENT || k == Effect.Cost.Kind.ACTIONS_ABOVE_TARGET_POWER; // r4 tokens
    }

    /**
     * The helper's condition: not the group leading the open attack (Revolution!), or sharing a non-Fanatic
     * alignment with the group the announced Plot is aimed at (Backlash: undo that Plot).
     */
    private static boolean helperFits(Abilities a, InwoState s, Effect.Cost.Kind k, Placed h) {
        return switch (k) {
            case ACTION_NOT_ATTACKER -> s.attack() != null && !h.uid().equals(s.attack().by());
            case ACTIONS_ABOVE_TARGET_POWER -> abovePower(a, s, h); // r4 tokens
            case ACTION_SHARING_ALIGNMENT -> {
                String target = s.plot() == null ? null : s.plot().target();
                int owner = target == null ? -1 : s.ownerOf(target);
                if (owner < 0) yield false;
                Placed t = s.player(owner).placed(target);
                if (t.resource() || t.illuminati()) yield false;
                var shared = java.util.EnumSet.noneOf(io.tabletop.games.inwo.cards.Alignment.class);
                shared.addAll(a.alignments(s, h));
                shared.retainAll(a.alignments(s, t));
                shared.remove(io.tabletop.games.inwo.cards.Alignment.FANATIC);
                yield !shared.isEmpty();
            }
            default -> true;
        };
    }

    /**
     * Are We Having Fun Yet?'s cost: an action of a group whose Power is greater than that of the group whose
     * attacking action the Plot cancels (the printed card lets several groups' actions add up: one group here).
     */
    public static boolean abovePower(Abilities a, InwoState s, Placed helper) {
        io.tabletop.games.inwo.model.Attack at = s.attack();
        if (at == null || at.by() == null) return false;
        Placed by = s.player(at.attacker()).placed(at.by());
        int helperOwner = s.ownerOf(helper.uid());
        return by != null && helperOwner >= 0 && a.power(s, helperOwner, helper) > a.power(s, at.attacker(), by);
    }
}
