package io.tabletop.games.inwo.model;

import io.tabletop.engine.Omittable;
import io.tabletop.engine.Range;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.InwoRules;

/**
 * What a seat may send. Cards are named by their uid: a card in play or in a hand has one ({@code "p0-12"}: the
 * 12th card seat 0 drew or placed), never revealing where it lay in a deck. A lead group is chosen by catalogue id
 * from the seat's own Group deck.
 */
public sealed interface InwoCommand {

    /** Setup: the lead group, by catalogue id, from your Group deck (hidden until every seat has chosen). */
    record ChooseLead(String card) implements InwoCommand {}

    /** Beginning of turn, steps 1-2: draw a Plot (two for The Network) and/or a Group. */
    record Draw(boolean plot, boolean group) implements InwoCommand {}

    /**
     * Beginning of turn, step 3: the automatic takeover of a Group or Resource from your hand onto {@code master}
     * (a group: its open arrow {@code arrow}, by default the lowest; a Resource: linked to it, no arrow).
     */
    record Takeover(String card, String master, @Omittable @Range(min = 0, max = 3, code = "INVALID_ARROW") Integer arrow) implements InwoCommand {
        /** Onto the lowest open arrow. */
        public Takeover(String card, String master) {
            this(card, master, null);
        }
    }

    /** Beginning of turn, step 3: no automatic takeover (tokens are then placed). */
    record SkipTakeover() implements InwoCommand {}

    /**
     * Main phase: {@code attacker} (a group of yours with a token) attacks ({@code kind} CONTROL or DESTROY) {@code target} (a rival's group, or for
     * CONTROL a group in your hand, or for DESTROY one of your own). {@code privileged}: Bavarian Illuminati, once per
     * turn.
     */
    record Attack(String attacker, String target, AttackKind kind, boolean privileged) implements InwoCommand {}

    /**
     * Main phase: move your group (with its puppets) to the open arrow {@code arrow} of {@code master} (by default the
     * lowest); 1 token from payer.
     */
    record Move(String group, String master, String payer, @Omittable @Range(min = 0, max = 3, code = "INVALID_ARROW") Integer arrow) implements InwoCommand {
        /** To the lowest open arrow. */
        public Move(String group, String master, String payer) {
            this(group, master, payer, null);
        }
    }

    /** Main phase: move a Resource's link to another of your groups (once per Resource per turn). */
    record Relink(String resource, String group) implements InwoCommand {}

    /** Main phase, once per turn: your Illuminati's token plays a Resource from hand, linked to {@code group}. */
    record PlayResource(String card, String group) implements InwoCommand {}

    /** Main phase, once per turn: your Illuminati's token draws a Group card. */
    record IlluminatiDraw() implements InwoCommand {}

    /** Any time you may act: buy a Plot draw with 1 Illuminati token ({@code payer} your Illuminati) or 2 group tokens. */
    record BuyPlot(String payer, @Omittable String payer2) implements InwoCommand {}

    /**
     * Play a Plot from hand: {@code target} a group (a +10 Plot's beneficiary, an Instant attack's target, a Power-up
     * or Realign's group), none for NWO and Reload Plots; {@code helper}: the group that adds its Power to an
     * Assassination, or that pays the Plot's action.
     */
    record PlayPlot(String card, @Omittable String target, @Omittable String helper) implements InwoCommand {}

    /** Attack window: spend {@code group}'s token to aid the attack (its Power, or Global Power when {@code global}). */
    record Aid(String group, boolean global) implements InwoCommand {}

    /** Attack window: spend {@code group}'s token to oppose (self-defence multiplies the target's own action). */
    record Oppose(String group, boolean global) implements InwoCommand {}

    /** Attack window: play a hidden agents card (a duplicate of the target) from hand: +10 to aid or -6 against. */
    record PlayAgent(String card, boolean aid) implements InwoCommand {}

    /** Attack window: {@code group}'s ability, for its action, cancels the attacking action (e.g. Supreme Court). */
    record UseAbility(String group) implements InwoCommand {}

    /** Attack window, the attacker, before anything was committed: call the attack off (the token is not spent). */
    record CallOff() implements InwoCommand {}

    /** Main phase: Relief of a Devastated Place of yours; your groups' tokens totalling 3x its printed Power. */
    record Relieve(String place) implements InwoCommand {}

    /** Main phase: end your turn (knock); the others get a window, then victory is checked. */
    record EndTurn() implements InwoCommand {}

    /** A window: nothing (more) from you. */
    record Pass() implements InwoCommand {}

    /** Over the hand limit at the end of a turn: discard one Plot. */
    record Discard(String card) implements InwoCommand {}

    // card flow

    /**
     * Main phase: {@code group}'s card-flow ability -- its action ({@code action}: spends its token) or its
     * once-per-turn ability on your turn -- aimed at {@code target}: a rival's Illuminati (naming the rival), an
     * exposed Plot in a rival's hand, an exposed Plot of yours, or nothing.
     */
    record UseAbilityOn(String group, @Omittable String target, boolean action) implements InwoCommand {}

    /** Main phase: turn a hidden Plot of yours face up for everyone. */
    record ExposePlot(String card) implements InwoCommand {}

    /** Main phase: show a hidden Plot of yours to seat {@code to} alone; it stays hidden. */
    record ShowPlot(String card, @io.tabletop.engine.Range(min = 0, max = InwoRules.MAX_SEATS - 1, code = "INVALID_SEAT") int to)
            implements InwoCommand {}

    /** Beginning of turn, steps 1-2: your Plot draws from the bottom of your deck (Mossad, Shroud of Turin). */
    record DrawFromBottom(boolean group) implements InwoCommand {}

    /**
     * Beginning of turn, steps 1-2: your first Plot draw is {@code card} (a catalogue id) picked from your deck: one of
     * the top three you saw (Crystal Skull) or, for Rosicrucians' action, any; the other draws as usual.
     */
    record PickPlotDraw(String card, boolean group) implements InwoCommand {}

    /** Main phase: put a Plot from your hand back into your Plot deck: {@code where} TOP, MIDDLE or BOTTOM. */
    record ReturnPlot(String card, String where) implements InwoCommand {}
    // modifiers aimed at a target
    /**
     * Main phase: {@code card}'s ability gives a token to {@code to}, a group of yours without one (NASA: its own
     * token, to a Government group; Center for Weird Studies: for the Plot {@code discard} from your hand).
     */
    record GiveToken(String card, String to, @Omittable String discard) implements InwoCommand {}
    // traits, restrictions and structure (Gay Activists use UseAbilityOn above, for their action)
    /**
     * Main phase: a free move (no token) of your {@code group}, with its puppets, to the open arrow {@code arrow} of
     * your {@code master} (by default the lowest), granted by the card {@code by}: your Illuminati while your structure is being reorganized
     * (Elders of Zion, Reorganization) or at the end of your turn (Bermuda Triangle), Elders of Zion (its action and
     * an Illuminati action open the reorganization), Phone Phreaks (its action), Offshore Banks (itself, once a turn).
     */
    record Reorganize(String group, String master, String by, @Omittable @Range(min = 0, max = 3, code = "INVALID_ARROW") Integer arrow) implements InwoCommand {
        /** To the lowest open arrow. */
        public Reorganize(String group, String master, String by) {
            this(group, master, by, null);
        }
    }
    // privilege and dice
    /**
     * Main phase: an attack declared Privileged by a Plot from hand played with it ({@code plot}; its attack bonus
     * joins the attack; {@code helper}: the group paying its action, e.g. Privileged Attack's Illuminati or Secret
     * group). Nobody but the attacker and the defender may then interfere, unless a card lets him [WDH p.11].
     */
    record PrivilegedAttack(String attacker, String target, AttackKind kind, String plot, @Omittable String helper)
            implements InwoCommand {
        /** The attack itself, checked as any attack. */
        public Attack attack() {
            return new Attack(attacker, target, kind, false);
        }
    }

    // last cards
    /**
     * Main phase: an attack led by a group that may bar one rival from it (Multinational Oil Companies, in a game of
     * more than two players): the rival whose Illuminati {@code barred} names may neither aid nor oppose it.
     */
    record BarredAttack(String attacker, String target, AttackKind kind, String barred) implements InwoCommand {
        /** The attack itself, checked as any attack. */
        public Attack attack() {
            return new Attack(attacker, target, kind, false);
        }
    }

    /**
     * Roll window: a die-roll effect on the attack's roll — {@code card} a Plot from hand (its action paid by
     * {@code helper} when it needs one) or a group of yours using its ability; {@code by}: the change of an
     * adjusting effect (1 up to its amount, up or down), 0 for one that sets the roll.
     */
    record ChangeRoll(String card, @io.tabletop.engine.Range(min = -12, max = 12, code = "INVALID_CHANGE") int by,
                      @Omittable String helper) implements InwoCommand {}

    /**
     * Two Instant attacks combined on one {@code target} by a Plot ({@code plot}: Spasm of Violence, Combined
     * Disasters): {@code main} is played as usual and {@code other} adds its Power against the target.
     */
    record CombinedAttack(String plot, String main, String other, String target) implements InwoCommand {}
    // r4 trade: gifts and trades [WDH p.12-13], any time, by any seat (they never wait for anybody)
    /**
     * Offer seat {@code to} the cards {@code give} (uids: cards of your hand; Resources of yours in play, unused this
     * turn, in the main phase of your or his turn) for {@code want} (his Resources in play) and {@code wantFromHand}
     * cards of his hand, his choice. Nothing wanted: a gift (he may still decline it). One open offer per seat.
     */
    record OfferTrade(@Range(min = 0, max = InwoRules.MAX_SEATS - 1, code = "INVALID_SEAT") int to,
                      @io.tabletop.engine.Required(code = "INVALID_TRADE") java.util.List<String> give,
                      @Omittable java.util.List<String> want,
                      @Omittable @Range(min = 0, max = 100, code = "INVALID_TRADE") Integer wantFromHand) implements InwoCommand {
        /** A gift. */
        public OfferTrade(int to, java.util.List<String> give) {
            this(to, give, null, null);
        }
    }

    /** Accept the open offer {@code offer} made to you, giving the {@code give} cards of your hand it asks for. */
    record AcceptTrade(@Range(min = 1, max = 999_999, code = "NO_SUCH_OFFER") int offer,
                       @Omittable java.util.List<String> give) implements InwoCommand {}

    /** Decline the open offer {@code offer} made to you. */
    record DeclineTrade(@Range(min = 1, max = 999_999, code = "NO_SUCH_OFFER") int offer) implements InwoCommand {}

    /** Withdraw your open offer. */
    record WithdrawTrade() implements InwoCommand {}

    // r4 choices
    /** A pending choice made by the seat the game waits for: {@code option}, one of the choice's options. */
    record Choose(String option) implements InwoCommand {}
    // r4 takeover
    /**
     * Main phase: an extra automatic takeover a card gives ({@code source}: Power Grab from your hand, Evil Geniuses'
     * action, Flying Saucer once per turn): {@code card} from your hand enters play on {@code master} (a group: its open
     * arrow {@code arrow}, by default the lowest; a Resource: linked to it, no arrow).
     */
    record ExtraTakeover(String source, String card, String master,
                         @Omittable @Range(min = 0, max = 3, code = "INVALID_ARROW") Integer arrow) implements InwoCommand {}
    // I6: standing instructions
    /**
     * Any time, rules version 4 on: your public standing instructions — the windows in which the server passes for you
     * at once ({@code autoPass}; an empty list: you are asked in every window). Everybody sees them.
     */
    record SetStops(@io.tabletop.engine.Required(code = "INVALID_STOPS")
                    java.util.List<io.tabletop.games.inwo.model.AutoPass> autoPass) implements InwoCommand {}
}
