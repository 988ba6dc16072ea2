package io.tabletop.games.inwo.interpreter;

import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import java.util.List;
import java.util.Set;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.effects.Aimed;
import io.tabletop.games.inwo.effects.Immunities;
import io.tabletop.games.inwo.effects.Joining;
import io.tabletop.games.inwo.effects.Reliefs;
import io.tabletop.games.inwo.effects.Restrictions;
import io.tabletop.games.inwo.effects.Targeted;
import io.tabletop.games.inwo.effects.TraitChanges;

/**
 * The effect primitives this engine interprets, and so which cards are implemented: a card is implemented iff every
 * one of its effects is interpreted here, for its kind (a Plot also by its family). Unimplemented cards cannot be
 * put in a deck. {@link #PRIMITIVES} lists them for the catalogue served to clients.
 */
public final class Interpreted {

    private Interpreted() {}

    /** What the engine reads, in words (served with the catalogue). */
    public static final List<String> PRIMITIVES = List.of(
            "StatBonus (Power, Resistance, Global Power; SELF, LINKED, PUPPETS, STRUCTURE, ILLUMINATI, ALL_IN_PLAY; perEach)",
            "StatMultiplier (ALWAYS, ATTACKING, DEFENDING; the largest applies)",
            "SetStat (a value, or Global Power equal to Power)",
            "AttackBonus (SELF/LINKED/MASTER direct, STRUCTURE/ILLUMINATI any attempt, not cumulative; AIDING; TARGET: a Plot played on an attack)",
            "DefenceBonus (against attack types and attacker filters)",
            "Immunity (ATTACKS, CONTROL, DESTROY, INSTANT, ABILITIES, ATTACKS_AND_ABILITIES)",
            "Tokens (extra tokens per turn; SELF ATTACK_ON_IT_FAILED: tokens at once when an attack on the Group fails)",
            "AlignmentModifiers (the ±4 per identical/opposite alignment changed, e.g. by an NWO)",
            "HandLimit",
            "Relief (SELF: the Group's Power multiplied when it pays a Relief)",
            "Privilege (DECLARE_ONCE_PER_TURN; DECLARE: a Plot played with its attack; NEGATE; INTERFERE: a Plot, an ability for its action, a Group by itself)",
            "Restriction (MAY_ONLY_DESTROY, CANNOT_CONTROL, CANNOT_JOIN, CANNOT_OPPOSE, CANNOT_ACT, INDESTRUCTIBLE, UNCAPTURABLE, NO_RELIEF, NO_RETURN, NO_GOAL_CREDIT, CANNOT_WIN, ONE_IN_PLAY, ONE_PER_PLAYER, ONE_PER_GROUP)",
            "MayJoin (AID, OPPOSE, ATTACK beyond the alignment and Secret rules, with its bonus; free OPPOSE of one's own Groups matching, without a token)",
            "Cancel on a group (its action cancels an attacking action whose group matches: USE_ABILITY)",
            "Cards (DRAW for a Group's ACTION on its player's main phase; DRAW at TURN_START, perEach Group of the structure or puppet of the card; DRAW ON_DESTROY; RETURN_TO_HAND on a failed control from hand)",
            "Goal (COUNTS_DOUBLE, TOTAL_POWER, EVERY_ALIGNMENT, DESTROY_AND_CONTROL, DESTROYED_COUNT, RESOURCES_COUNT, GOAL_CARDS, SHARED)",
            "Boost (+10 Plots, on an attack or a defence)",
            "InstantAttack (Assassinations, Disasters: Power by target, helper, destroy margin; a non-instant one is announced in the main phase and may be aided and opposed)",
            "Reload, PowerUp, Realign (their Plot families)",
            "Cancel (ATTACK, ACTION, ANY, ASSASSINATION: cancels the attacking action; PLOT, NWO, ANY: an announced Plot)",
            "One-shot ordinary Plots, announced and cancellable: Destroy (a rival's Resource matching), Tokens lost (the target's, or every Group's matching), Cards DRAW (the player's own), DISCARD_TOP (a rival's deck, named by his Illuminati)",
            "Cost (family Plots: the family rule's cost; ordinary Plots: FREE, ACTION by a helper, ILLUMINATI_ACTION, ALL_ILLUMINATI_ACTIONS, DISCARD_TOP_PLOT, DISCARD_TOP_GROUP, with alternatives)",
            // card flow
            "Cards card flow (Groups' abilities, for their action or once on their player's turn: EXPOSE, DISCARD_TOP, LOOK, STEAL a Group card, DISCARD_CHOSEN an exposed Plot, RETURN_TO_DECK, HIDE, SEE_TOP; one-shot Plots: DISCARD_CHOSEN, STEAL, TAKE_FROM_DISCARD; a cancelled Plot taken; Immunity EXPOSURE of a player's Plots)",
            // modifiers aimed at a target
            "Plots aimed at a group of an open attack: StatMultiplier TARGET once or defending, DefenceBonus TARGET, SetStat TARGET Resistance 0, AttackBonus ILLUMINATI",
            "MayJoin OPPOSE for everyone (a Disaster's, a Group's own), Earth Magic's for its player's groups; Immunity AGENTS (STRUCTURE), PRIVILEGE (SELF, MASTER, PUPPETS)",
            "Tokens TARGET: a card's ability giving a token to a group of its player's (GiveToken); one-shot Plots: a token to a group taken this turn, SetStat TARGET Power for good",
            "Relief (SELF power when paying, DRAW ON_RELIEF; automatic: STRUCTURE, MASTER, PUPPETS, TARGET of a Plot: a Devastated Place relieved at once)",
            // PLOTS, COSTS AND TAKEOVERS
            "Linked Plots (ordinary Plots whose effects are LINKED continuous ones: played on a group, they stay linked to it and leave play with it)",
            "Takeover (an ordinary Plot's takeover of a Resource from hand, announced on its player's main phase, linked to his Illuminati)",
            "Destroy SELF on ROLL_11_OR_12 and Cards EXPOSE of the player's hidden Plots then (a Resource lost when its group's attack rolls 11 or 12); Restriction CANNOT_WIN for PLAYER (its controller only)",
            "Cost ACTION_NOT_ATTACKER (a helper that does not lead the attack), ACTION_SHARING_ALIGNMENT (a helper sharing a non-Fanatic alignment with the group the announced Plot is aimed at); a group's ACTION for its draw ability; a Group's or Resource's ACTION buying its any-attempt attack bonuses for the attack it is spent on",
            // privilege and dice
            "Cancel AGENTS (a rival's agents card for your group paid off in the attack window)",
            "Combine (two Instant attacks of a kind on one target: the main one's Power plus the other's)",
            "Roll (ADJUST, SET, REROLL of the rolls it reaches: a Plot, a group's action or a Resource in the roll window after an attack's dice)",
            // r4 choices
            "Choices: a Plot that makes a seat choose (CHOOSE among the options of the pending choice): Upheaval! (each player discards a Group), George the Janitor, Mutual Betrayal (a rival's hidden Plots exposed as he or the player chooses), Let's You and Him Fight; Plots that are the draw step: An Offer You Can't Refuse (TAKE_TOP from a rival, CANNOT_DRAW Groups), Crop Circles (PICK_FROM_TOP: a Plot draw picked from the whole deck); Trading Card Games (RETURN_TO_HAND YOUR_TURN with a Takeover: swapped for a Group card of the hand); Vultures (STEAL ON_FAILED_CONTROL: rivals holding a Plot are asked in turn after a failed attack on a Group card from hand)",
            // r4 replay
            "Replay (a Plot aimed at a Group of a destroyed pile: back to its player's hand, a killed Personality only by a card that restores killed ones; automatic: into his structure; a Gadget or Artifact of his discard pile back into play; a group's action on a Personality killed this turn), Restriction NO_RETURN (a destroyed Group never returns)",
            io.tabletop.games.inwo.cardrules.Specials.PRIMITIVE, // r4 conv
            // last cards
            "Special, last cards: Voodoo Economics and The Big Sellout (the player's own Plots or Groups sold for Action tokens, by his choices); Suicide Squad (its action against a rival Resource, one die decides who dies); Imelda Marcos (one die in her attack on a Government or Bank Group: Power 5, or she dies); Las Vegas (its action bets 1-3 Plots with a rival on two dice)",
            "Special, last cards C: Death Mask (its Magic Group aids or opposes in the roll window); The Second Bullet (the attacker's Groups with a token add their Power to his failing attack to destroy, in the roll window); Liquor Companies (Restriction CANNOT_DRAW on a RIVAL by a Group's action: his next draw step draws nothing); Orbital Mind Control Lasers (its action adds, removes or reverses one alignment of a Group for the turn, a MIND_CONTROL choice)",
            "Special, last cards D: The Holy Grail (a Place named in secret as it enters play, a SECRET_NAME choice, is never destroyed or Devastated: the name shown when it would be); Ark of the Covenant (a Group named in secret: the Group whose attack destroys it is destroyed too, the name shown then); Texas (holds one hidden non-Goal Plot out of the hand, played only for Texas)",
            "Special, last cards F: I Lied (an open offer to the player taken without his side: the offerer delivers, he gives nothing); Purge (by the Illuminati: rivals' agents cards for the Group discarded; by the Group: linked, Power and Global Power -1, immune to agents); Rewriting History (a destroyed Group's alignment changed for good, a REWRITE choice); World War 3 (a Nation's attack to destroy a Nation: won, a Plot and a token; failed, the attacker destroyed); Tax Reform (the I.R.S.'s turn-start tax takes the top Plot of every rival's deck)",
            "Special, last cards E: Bjorne (Tokens SELF perEach: one more token per other Media Group; his killer draws 1 + his Power Plots); Germany (its tokens pile up at each refresh; it joins an attack it is in again, one more token each time); C.I.A. (its attack to destroy a Personality made an Instant Assassination with its Power: ATTACK kind ASSASSINATION); Libertarians (Power x2 leading an attack to control a Group of a Government master; Power set to a Nation's it takes)",
            "Special, last cards G: Celebrity Spokesman (linked to a Personality of the player's and an unopposed, non-Secret, non-Government Organization: the Personality's Power is 4); Annual Convention (asked after one of the player's Places is destroyed or Devastated: an Instant attack to destroy an Organization, Power 12 or 9); Hidden City (Disasters strike it as a Power 10 Place neither Huge nor Coastal; never Devastated)",
            "Special, last cards H: Soulburner (a rival captures a Group of its player's: he draws the rival's top Plot or exposes his hidden Plots; destroys one: the two top Plots, or all exposed and one discarded, a SOULBURNER choice); Immortality Serum (used by linking it to a Personality for good: RELINK, or seizing a rival's Personality just taken over, USE_ABILITY_ON in the TAKEOVER window)");

    /** Continuous effects the stat and immunity queries read (kept with those queries, in {@link Abilities}). */
    public static boolean continuous(Effect e) {
        return Abilities.continuous(e);
    }

    /** A Group's ability to draw cards for its player, used for its action on his main phase. */
    public static boolean drawAction(Effect.Cards c) {
        return c.action() == Effect.Cards.Action.DRAW && c.when() == Trigger.ACTION && c.whose() == Scope.PLAYER
                && c.perEach() == null && c.subject() == null && c.count() > 0;
    }

    /** Whether one effect of a card of this kind is interpreted. */
    public static boolean interprets(CardDef card, Effect e) {
        if (io.tabletop.games.inwo.takeover.TakeoverCards.interprets(card, e)) return true; // r4 takeover
        if (io.tabletop.games.inwo.plots.FumbledRolls.interprets(card, e)) return true; // PLOTS, COSTS AND TAKEOVERS
        if (io.tabletop.games.inwo.replay.Replays.interprets(card, e)) return true; // r4 replay
        if (io.tabletop.games.inwo.cardrules.GeorgeBush.interprets(card, e) || io.tabletop.games.inwo.cardrules.DiseaseControl.interprets(card, e)
                || io.tabletop.games.inwo.goals.AlternateGoals.interprets(card, e)
                || io.tabletop.games.inwo.abilities.LinkedBonusPlots.interprets(card, e)) return true; // r4 misc
        if (e instanceof Effect.Takeover && io.tabletop.games.inwo.plots.Takeovers.plotTakeover(card)) return true;
        if (io.tabletop.games.inwo.attack.Privileges.interprets(card, e)) return true; // privilege and dice
        if (io.tabletop.games.inwo.attack.Dice.interprets(card, e)) return true;
        if (io.tabletop.games.inwo.attack.Agents.interprets(card, e)) return true;
        if (io.tabletop.games.inwo.attack.Combined.interprets(card, e)) return true;
        if (io.tabletop.games.inwo.choices.Choices.interprets(card, e) || io.tabletop.games.inwo.choices.DrawStepPlots.interprets(card, e)
                || io.tabletop.games.inwo.choices.TradingCards.interprets(card, e)
                || io.tabletop.games.inwo.choices.Vultures.interprets(card, e)) return true; // r4 choices
        if (io.tabletop.games.inwo.tokens.SpentBonuses.interprets(card, e) || io.tabletop.games.inwo.tokens.RivalTokens.interprets(card, e)
                || io.tabletop.games.inwo.tokens.LastingPlots.interprets(card, e)) return true; // r4 tokens
        if (io.tabletop.games.inwo.cardrules.Specials.interprets(card, e)) return true; // r4 conv
        if (io.tabletop.games.inwo.attack.Hindrances.interprets(card, e)
                || io.tabletop.games.inwo.attack.AgentsPrivilege.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.UsedAgainstYou.interprets(card, e)
                || io.tabletop.games.inwo.attack.Barring.interprets(card, e)) return true; // last cards
        if (io.tabletop.games.inwo.cardrules.SuicideSquad.interprets(card, e) || io.tabletop.games.inwo.cardrules.ImeldaMarcos.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.LasVegas.interprets(card, e)) return true; // last cards
        if (io.tabletop.games.inwo.attack.AfterTheRoll.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.LiquorCompanies.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.MindControlLasers.interprets(card, e)) return true; // last cards C
        if (io.tabletop.games.inwo.cardrules.HolyGrail.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.ArkOfTheCovenant.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.Texas.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.LastCardsF.interprets(card, e) || io.tabletop.games.inwo.cardrules.WorldWar3.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.TaxReform.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.Bjorne.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.Germany.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.Cia.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.Libertarians.interprets(card, e)) return true; // last cards E
        if (io.tabletop.games.inwo.cardrules.MilitaryIndustrialComplex.interprets(card, e)) return true; // last cards J
        if (io.tabletop.games.inwo.cardrules.Warehouse23.interprets(card, e)) return true; // last cards K
        if (io.tabletop.games.inwo.cardrules.LastCardsG.interprets(card, e)) return true; // last cards G
        if (io.tabletop.games.inwo.cardrules.SeizeTheTime.interprets(card, e)) return true; // last cards I
        if (io.tabletop.games.inwo.cardrules.Soulburner.interprets(card, e)
                || io.tabletop.games.inwo.cardrules.ImmortalitySerum.interprets(card, e)) return true; // last cards H
        if (card.kind() == CardKind.PLOT && oneShotEffect(e) && oneShot(card)) return true;
        if (continuous(e)) return true;
        // modifiers aimed at a target
        if (Aimed.interprets(card, e) || Reliefs.interprets(card, e) || Joining.interprets(card, e)
                || Immunities.interprets(card, e) || Targeted.interprets(card, e)) return true;
        boolean inPlay = card.kind() != CardKind.PLOT;
        return switch (e) {
            case Effect.AttackBonus b -> !b.target().chosenAlignment() && (inPlay
                    ? Set.of(Scope.SELF, Scope.LINKED, Scope.MASTER, Scope.AIDING, Scope.STRUCTURE, Scope.ILLUMINATI).contains(b.by())
                    : b.by() == Scope.TARGET || b.by() == Scope.ILLUMINATI); // a Plot played on an attack, like a +10
            case Effect.Tokens t when t.when() == Trigger.ATTACK_ON_IT_FAILED -> inPlay && t.who() == Scope.SELF
                    && t.perEach() == null && t.count() > 0 && card.kind() == CardKind.GROUP;
            case Effect.Relief r -> inPlay && card.kind() == CardKind.GROUP && r.who() == Scope.SELF && !r.automatic()
                    && r.factor() > 0 && r.power() == 0;
            case Effect.HandLimit h -> inPlay;
            case Effect.AlignmentModifiers m -> true;
            case Effect.Privilege p -> inPlay && p.mode() == Effect.Privilege.Mode.DECLARE_ONCE_PER_TURN;
            case Effect.Restriction r -> switch (r.on()) {
                case MAY_ONLY_DESTROY, CANNOT_CONTROL -> inPlay && Set.of(Scope.SELF, Scope.STRUCTURE, Scope.ILLUMINATI).contains(r.who());
                case CANNOT_JOIN, CANNOT_OPPOSE -> inPlay && (r.who() == Scope.SELF || r.who() == Scope.ALL_IN_PLAY);
                case CANNOT_ACT -> r.who() == Scope.ALL_IN_PLAY || inPlay && r.who() == Scope.SELF;
                case INDESTRUCTIBLE, UNCAPTURABLE, NO_RELIEF -> inPlay && r.who() == Scope.SELF;
                case NO_RETURN -> true; // nothing the engine plays brings a destroyed card back
                case NO_GOAL_CREDIT -> inPlay && r.who() == Scope.SELF;
                case CANNOT_WIN -> r.who() == Scope.ALL_IN_PLAY || r.who() == Scope.SELF;
                case ONE_IN_PLAY, ONE_PER_PLAYER, ONE_PER_GROUP -> inPlay || r.on() == Effect.Restriction.On.ONE_IN_PLAY && io.tabletop.games.inwo.plots.LinkedPlots.onTraits(card);
                case ONCE_PER_TURN -> io.tabletop.games.inwo.cardflow.CardFlow.oncePerTurn(e) && oneShot(card); // card flow
                default -> false;
            };
            case Effect.MayJoin m -> inPlay && m.who() == Scope.SELF && (!m.free()
                    || m.mode() == Effect.MayJoin.Mode.OPPOSE && m.bonus() == 0 && m.attackers().matchesEverything());
            case Effect.Cancel c when inPlay -> c.what() == Effect.Cancel.What.ACTION || c.what() == Effect.Cancel.What.ATTACK;
            case Effect.Cards c when drawAction(c) -> card.kind() == CardKind.GROUP;
            case Effect.Cards c -> inPlay && (c.action() == Effect.Cards.Action.DRAW
                    && (c.when() == Trigger.TURN_START && c.deck() == Deck.PLOT
                        || c.when() == Trigger.ON_DESTROY && c.perEach() == null)
                    || c.action() == Effect.Cards.Action.RETURN_TO_HAND && c.when() == Trigger.ON_FAILED_CONTROL)
                    || io.tabletop.games.inwo.cardflow.CardFlow.interprets(card, c); // card flow
            case Effect.Goal g -> true;
            case Effect.Immunity i when io.tabletop.games.inwo.cardflow.CardFlow.interprets(card, i) -> true; // card flow
            case Effect.Boost b -> card.plotKind() == io.tabletop.games.inwo.cards.PlotKind.PLUS_TEN;
            case Effect.InstantAttack i -> card.plotKind() != null && card.plotKind().instantAttack();
            case Effect.Reload r -> card.plotKind() == io.tabletop.games.inwo.cards.PlotKind.RELOAD;
            case Effect.PowerUp p -> card.plotKind() == io.tabletop.games.inwo.cards.PlotKind.POWER_UP;
            case Effect.Realign r -> card.plotKind() == io.tabletop.games.inwo.cards.PlotKind.REALIGN;
            case Effect.Cancel c -> card.kind() == CardKind.PLOT && switch (c.what()) {
                case ATTACK, ACTION, ANY, ASSASSINATION, PLOT, NWO -> true;
                default -> false;
            };
            case Effect.Cost c when inPlay -> c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0
                    && (!card.effects(Effect.Cancel.class).isEmpty() // a group's cancelling ability costs its action
                    || io.tabletop.games.inwo.cardflow.CardFlow.paysAbility(card) // card flow
                    // PLOTS, COSTS AND TAKEOVERS: so does a group's draw ability (Bank of England, Fraternal Orders)
                    || card.kind() == CardKind.GROUP && card.effects(Effect.Cards.class).stream().anyMatch(Interpreted::drawAction)
                    && card.effects().stream().allMatch(x -> x instanceof Effect.Cost || x instanceof Effect.Cards k && drawAction(k))
                    // and attack bonuses bought with the card's action (Mercenaries, Earthquake Projector, Dinosaur Park)
                    || io.tabletop.games.inwo.abilities.ActionBonuses.bonusCard(card))
                    || TraitChanges.abilityCost(card, c) || io.tabletop.games.inwo.structure.Reorganizing.abilityCost(card, c); // traits, restrictions and structure
            case Effect.Cost c -> card.kind() == CardKind.PLOT && (c.kind() == Effect.Cost.Kind.FREE
                    || familyCost(card) && (c.kind() == Effect.Cost.Kind.ILLUMINATI_ACTION || c.kind() == Effect.Cost.Kind.ACTION)
                    || card.plotKind() == io.tabletop.games.inwo.cards.PlotKind.PLOT
                    && io.tabletop.games.inwo.plots.Costs.payable(card));
            // traits, restrictions and structure
            case Effect.ChangeTraits c -> TraitChanges.interprets(card, c);
            case Effect.Immunity i when i.who() == Scope.TARGET -> io.tabletop.games.inwo.abilities.CurrentTraits.interpretsMarkImmunity(card, i);
            case Effect.Reorganize r -> io.tabletop.games.inwo.structure.Reorganizing.interprets(card, r);
            default -> false;
        };
    }

    /**
     * Plots whose printed text says more than their encoded one-shot effect (Counterspell only answers a Magic
     * Resource used against you; a second Deasil Engine cancels the first): not played as one-shot Plots.
     */
    private static final Set<String> NOT_ONE_SHOT = Set.of("counterspell"); // r4 misc: Deasil Engine played (its second copy cancels it)

    /** A one-shot effect an ordinary Plot has when it resolves: a rival's Resource destroyed, tokens lost. */
    public static boolean oneShotEffect(Effect e) {
        if (Targeted.oneShotEffect(e)) return true; // modifiers aimed at a target
        if (io.tabletop.games.inwo.tokens.RivalTokens.choosesAlignment(e) || io.tabletop.games.inwo.tokens.RivalTokens.returnsToHand(e)) return true; // r4 tokens
        return switch (e) {
            case Effect.Destroy d -> d.whose() == Scope.RIVAL && d.when() == Trigger.ALWAYS
                    && d.target().kinds().equals(List.of(CardKind.RESOURCE));
            case Effect.Tokens t -> t.count() < 0 && t.when() == Trigger.ALWAYS && t.perEach() == null
                    && (t.who() == Scope.TARGET || t.who() == Scope.ALL_IN_PLAY) && !t.filter().chosenAlignment();
            case Effect.Cards c -> io.tabletop.games.inwo.cardflow.CardFlow.oneShot(c) // card flow
                    || c.when() == Trigger.ALWAYS && c.perEach() == null && c.subject() == null && c.count() > 0
                    && (c.action() == Effect.Cards.Action.DRAW && c.whose() == Scope.PLAYER
                        || c.action() == Effect.Cards.Action.DISCARD_TOP && c.whose() == Scope.RIVAL);
            // traits, restrictions and structure
            case Effect.ChangeTraits c -> TraitChanges.oneShot(c);
            case Effect.Arrows r -> r.filter().matchesEverything() && (r.add() > 0 || r.setTo() > 0);
            case Effect.Reorganize r -> io.tabletop.games.inwo.structure.Reorganizing.oneShot(r);
            case Effect.Restriction r -> Restrictions.oneShot(r);
            default -> false;
        };
    }

    /** Whether the one-shot effect is aimed at a chosen card (the Plot's target; a rival's Illuminati names him). */
    public static boolean targeted(Effect e) {
        if (Targeted.oneShotEffect(e)) return Targeted.aimed(e); // modifiers aimed at a target
        return e instanceof Effect.Destroy || e instanceof Effect.Tokens t && t.who() == Scope.TARGET
                || e instanceof Effect.Cards c && c.whose() == Scope.RIVAL
                || e instanceof Effect.ChangeTraits || e instanceof Effect.Arrows || e instanceof Effect.Restriction r && r.who() == Scope.TARGET; // traits, restrictions and structure
    }

    /**
     * An ordinary Plot announced for one-shot effects ({@link #oneShotEffect}), at most one of them aimed at its
     * target, with a cost the engine takes; it resolves when its window closes uncancelled.
     */
    public static boolean oneShot(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != io.tabletop.games.inwo.cards.PlotKind.PLOT) return false;
        if (NOT_ONE_SHOT.contains(card.id()) || !io.tabletop.games.inwo.plots.Costs.payable(card)) return false;
        int effects = 0;
        int aimed = 0;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Cost || io.tabletop.games.inwo.cardflow.CardFlow.oncePerTurn(e)) continue; // card flow
            if (io.tabletop.games.inwo.cardrules.DeasilEngine.selfCancel(card, e)) continue; // r4 misc: a second Deasil Engine cancels it
            if (!oneShotEffect(e)) return false;
            effects++;
            if (targeted(e)) aimed++;
        }
        return effects > 0 && (aimed <= 1 || io.tabletop.games.inwo.tokens.RivalTokens.alternativeTargets(card)); // r4 tokens: Gremlins
    }

    private static boolean familyCost(CardDef card) {
        var k = card.plotKind();
        return k == io.tabletop.games.inwo.cards.PlotKind.RELOAD || k == io.tabletop.games.inwo.cards.PlotKind.POWER_UP
                || k == io.tabletop.games.inwo.cards.PlotKind.REALIGN;
    }

    /** Whether the engine plays this card fully: every effect interpreted, and a Plot's family (or its Cancel) playable. */
    public static boolean implemented(CardDef card) {
        if (!card.expressible()) return false;
        for (Effect e : card.effects()) if (!interprets(card, e)) return false;
        if (card.kind() != CardKind.PLOT) return true;
        return switch (card.plotKind()) {
            case PLUS_TEN -> !card.effects(Effect.Boost.class).isEmpty();
            case ASSASSINATION, DISASTER -> !card.effects(Effect.InstantAttack.class).isEmpty();
            case RELOAD -> !card.effects(Effect.Reload.class).isEmpty();
            case POWER_UP -> !card.effects(Effect.PowerUp.class).isEmpty();
            case REALIGN -> !card.effects(Effect.Realign.class).isEmpty();
            case GOAL -> !card.effects(Effect.Goal.class).isEmpty();
            case NWO_RED, NWO_BLUE, NWO_YELLOW -> !card.effects().isEmpty();
            case PLOT -> io.tabletop.games.inwo.attack.Privileges.plays(card) || io.tabletop.games.inwo.attack.Dice.plays(card) // privilege and dice
                    || io.tabletop.games.inwo.attack.Agents.plays(card) || io.tabletop.games.inwo.attack.Combined.plays(card)
                    || !card.effects(Effect.Cancel.class).isEmpty() || oneShot(card) || io.tabletop.games.inwo.plots.LinkedPlots.onTraits(card) || Aimed.plot(card) || Joining.earthMagic(card) || !card.effects(Effect.AttackBonus.class).isEmpty()
                    && card.effects().stream().allMatch(e -> e instanceof Effect.AttackBonus || e instanceof Effect.Cost)
                    // PLOTS, COSTS AND TAKEOVERS
                    || io.tabletop.games.inwo.plots.LinkedPlots.listed(card)
                    || io.tabletop.games.inwo.plots.Takeovers.plotTakeover(card)
                    || io.tabletop.games.inwo.choices.Choices.plot(card) || io.tabletop.games.inwo.choices.DrawStepPlots.plays(card) // r4 choices
                    || io.tabletop.games.inwo.choices.Vultures.plays(card)
                    || io.tabletop.games.inwo.tokens.LastingPlots.lasting(card) || io.tabletop.games.inwo.tokens.GoodPolls.polls(card) // r4 tokens
                    || io.tabletop.games.inwo.replay.Replays.handles(card) // r4 replay
                    || io.tabletop.games.inwo.takeover.TakeoverCards.plays(card) // r4 takeover
                    || io.tabletop.games.inwo.goals.AlternateGoals.plays(card) // r4 misc
                    || io.tabletop.games.inwo.attack.AgentsPrivilege.plays(card) || io.tabletop.games.inwo.cardrules.UsedAgainstYou.plays(card) // last cards
                    || io.tabletop.games.inwo.attack.AfterTheRoll.bullet(card) // last cards C
                    || io.tabletop.games.inwo.cardrules.LastCardsF.plays(card) // last cards F
                    || io.tabletop.games.inwo.cardrules.LastCardsG.plays(card) // last cards G
                    || io.tabletop.games.inwo.cardrules.SeizeTheTime.plays(card); // last cards I
        };
    }
}
