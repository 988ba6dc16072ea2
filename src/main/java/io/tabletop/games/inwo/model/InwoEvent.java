package io.tabletop.games.inwo.model;

import io.tabletop.engine.Nullable;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Window;
import java.util.List;

/**
 * Facts of an INWO game. Fields some viewers may not see are nullable and blanked by {@link InwoRedaction}: deck
 * orders (nobody's but an auditor's), drawn cards and a chosen lead (their owner's).
 */
public sealed interface InwoEvent {

    /** Each seat's Illuminati revealed and its two decks shuffled ({@code plots}/{@code groups} hidden). */
    record GameSetUp(int basicGoal, List<Deck> decks) implements InwoEvent {}

    record Deck(int seat, String illuminati, int plotCount, int groupCount, @Nullable List<String> plots, @Nullable List<String> groups) {}

    /** Cards drawn from the top of a deck ({@code cards} their owner's). {@code plot}: from the Plot deck. */
    record CardsDrawn(int seat, boolean plot, int count, @Nullable List<HandCard> cards) implements InwoEvent {}

    /** A lead group chosen face down ({@code card} its owner's until every lead is revealed). */
    record LeadChosen(int seat, @Nullable String card) implements InwoEvent {}

    /** Every lead revealed: {@code placed} those that go on an Illuminati arrow; {@code again}: duplicates set aside. */
    record LeadsRevealed(List<Placement> placed, List<Placement> again) implements InwoEvent {}

    /** A card put into seat's structure (lead, automatic takeover, Resource play). */
    record Placement(int seat, String uid, String card, String master, int arrow) {}

    /** 2d6 per seat for the first player (rolled again among those tied). */
    record FirstPlayerRolled(List<List<Integer>> rolls, int first) implements InwoEvent {}

    record TurnStarted(int seat, int turn) implements InwoEvent {}

    record PhaseChanged(Phase phase) implements InwoEvent {}

    /** A card from a hand entered play without a roll ({@code takeover}: the turn's automatic takeover). */
    record CardPlaced(Placement placement, boolean takeover) implements InwoEvent {}

    /** Beginning of turn, step 4: a token on every group (and Action Resource) of seat's without one. */
    record TokensPlaced(int seat, List<String> uids) implements InwoEvent {}

    /** Tokens spent (one each) by the listed cards. */
    record TokensSpent(int seat, List<String> uids, String why) implements InwoEvent {}

    /** A Plot draw bought with tokens (the cards come in the next CardsDrawn). */
    record PlotBought(int seat, List<String> payers) implements InwoEvent {}

    /** An attack announced; its window opens. */
    record AttackAnnounced(Attack attack, Window window) implements InwoEvent {}

    /** Something added to the open attack. */
    record AttackJoined(Contribution contribution) implements InwoEvent {}

    /**
     * The attacking action was cancelled by {@code card} of {@code seat} [WDH p.15]: no attack; the attacker's token
     * stays spent and his Plots discarded; aiding and opposing groups get their tokens back, their Plots and agents
     * cards return to their hands (exposed).
     */
    record AttackCancelled(int seat, String card) implements InwoEvent {}

    /** The attacker called the attack off before anything was committed; his token stays. */
    record AttackCalledOff(int seat, String by) implements InwoEvent {}

    /** A seat passed; priority moves on (or the window closes when everybody passed in a row). */
    record Passed(int seat, Window window) implements InwoEvent {}

    /** A response: the round of passes restarts with the next seat. */
    record PriorityMoved(Window window) implements InwoEvent {}

    /** The window closed and the dice were rolled (no roll when strength was below 2: dice empty). */
    record AttackResolved(int strength, List<Integer> dice, boolean success, String why, boolean failedFromHand) implements InwoEvent {}

    /** The target joins the attacker's structure on {@code arrow} of {@code master}, with its puppets. */
    record GroupCaptured(int seat, String uid, String master, int arrow, int from, List<String> moved) implements InwoEvent {}

    /** The target is destroyed into seat's destroyed pile; its Resources too; its puppets go back to hand. */
    record GroupDestroyed(int seat, String uid, String card, int owner, List<String> resources,
                          List<HandCard> toHand) implements InwoEvent {}

    /** A Place hit by a Disaster: tokens gone from it and its puppets. */
    record Devastated(String uid, List<String> below) implements InwoEvent {}

    record Relieved(int seat, String uid, List<String> payers) implements InwoEvent {}

    /** The top {@code cards} of seat's Plot deck ({@code plot}) or Group deck discarded, shown (a Plot's cost). */
    record TopCardsDiscarded(int seat, boolean plot, List<String> cards) implements InwoEvent {}

    /** A card out of a hand into its owner's discard pile (shown). */
    record CardDiscarded(int seat, String uid, String card, String why) implements InwoEvent {}

    /**
     * A Plot played from hand (shown); its effect follows in other events. {@code target} as the command named it;
     * {@code stays}: it stays in play (NWO, linked Plots), otherwise it goes to the discard pile.
     */
    record PlotPlayed(int seat, String uid, String card, @Nullable String target, boolean stays) implements InwoEvent {}

    /**
     * A Plot announced from hand (shown; its costs were paid): its window opens, and it takes effect when the window
     * closes unless cancelled.
     */
    record PlotAnnounced(int seat, String uid, String card, @Nullable String target, Window window) implements InwoEvent {}

    /** The announced Plot took effect (its effects in the events before); {@code stays}: it stays in play (NWO). */
    record PlotResolved(int seat, String uid, String card, boolean stays) implements InwoEvent {}

    /** The announced Plot was cancelled by {@code card} of {@code seat}: it goes to its player's discard pile. */
    record PlotCancelled(int seat, String card, int owner, String cancelled) implements InwoEvent {}

    /**
     * I7 (version 4 on): a cancelling Plot announced in the window it answers ({@code window}: its own, where it can be
     * answered in turn); it takes effect when that window closes.
     */
    record CancelAnnounced(int seat, String uid, String card, Window window) implements InwoEvent {}

    /**
     * I7: a cancel was cancelled, so the window it answered is open again ({@code plot}: the Plot that window is about,
     * null for an attack's), the round of passes starting afresh.
     */
    record WindowRestored(@Nullable io.tabletop.games.inwo.model.PendingPlot plot, Window window) implements InwoEvent {}

    /**
     * I7 (version 5 on): a play that version 4 made at once is announced instead ({@code play}: which; its costs paid
     * in the events before, the card out of the hand face up; {@code target} and {@code helper} as the command named
     * them, {@code target} hidden from others when it names a card of the player's deck); {@code window}: its own, where
     * a cancel may answer it.
     */
    record PlayAnnounced(int seat, String uid, String card, @Nullable String target, @Nullable String helper,
                         io.tabletop.games.inwo.model.AnnouncedPlay play, Window window) implements InwoEvent {}

    /**
     * I7 (version 5 on): the announced play's window closed uncancelled: whatever it answered comes back ({@code plot}
     * and {@code window}: a takeover's; null when it was played outside any window) and it takes effect as played, in
     * the events after.
     */
    record PlayStands(int seat, String uid, String card, @Nullable io.tabletop.games.inwo.model.PendingPlot plot, @Nullable Window window)
            implements InwoEvent {}

    /** A New World Order card comes into play ({@code replaced}: the one of its colour it discards). */
    record NwoInPlay(String colour, String uid, String card, int seat, @Nullable String replaced) implements InwoEvent {}

    /**
     * A Power-up or Realign changed a group for good. {@code alignments} is a set, written in the alignments' order
     * (a Power-up once wrote them in a hash set's order, which differs between JVMs, so that a replay elsewhere did not
     * match: {@code InwoRules#upcasters} sorts stored ones the same way).
     */
    record GroupChanged(String uid, int power, List<io.tabletop.games.inwo.cards.Alignment> alignments) implements InwoEvent {
        public GroupChanged {
            alignments = alignments == null ? null : alignments.stream().sorted().toList();
        }
    }

    /** Tokens given to groups (Reload Plots). */
    record TokensGiven(int seat, List<String> uids) implements InwoEvent {}

    /** A group (with its puppets) moved within seat's structure. */
    record GroupMoved(int seat, String uid, String master, int arrow) implements InwoEvent {}

    record ResourceRelinked(int seat, String uid, String group) implements InwoEvent {}

    /** The turn's player knocked: the others' window before victory is checked. */
    record Knocked(int seat, Window window) implements InwoEvent {}

    /** Seats meeting a goal at the end of the turn; the others may thwart it in the window. */
    record VictoryDeclared(List<Integer> seats, List<String> goals, Window window) implements InwoEvent {}

    /** The turn is over: failed groups from hand discarded (in CardDiscarded), next player's turn follows. */
    record TurnEnded(int seat) implements InwoEvent {}

    // last cards I
    /**
     * Seize The Time!: the turn that was {@code from}'s is {@code seat}'s instead (right after {@code TurnStarted}); his
     * Plot {@code uid} ({@code card}) lies on his Illuminati until it ends, then the turn passes back to {@code from}. In it
     * he draws no card and plays no Plot, and his Illuminati got no Action token. Public.
     */
    record TurnSeized(int seat, int from, String uid, String card) implements InwoEvent {}

    /** A player with no puppets after his third turn leaves the game with his cards. */
    record PlayerEliminated(int seat) implements InwoEvent {}

    /**
     * Over: VICTORY (goals met and not thwarted), ELIMINATION (one player left), TURN_LIMIT (the house rule: the most
     * groups controlled, then the most total Power, share the win).
     */
    record GameEnded(@io.tabletop.engine.OneOf({"VICTORY", "ELIMINATION", "TURN_LIMIT"}) String reason, List<Integer> winners) implements InwoEvent {}

    // card flow

    /** Plots in seat's hand turned face up for everyone ({@code cards}); exposed until played, returned, stolen, discarded or hidden. */
    record PlotsExposed(int seat, List<HandCard> cards, String why) implements InwoEvent {}

    /** Exposed Plots of seat's hidden again. */
    record PlotsHidden(int seat, List<String> uids, String why) implements InwoEvent {}

    /**
     * Cards of {@code owner}'s shown to {@code viewer} alone: from his hand ({@code where} HAND, {@code uids} the
     * cards) or the top of his Plot deck (PLOT_DECK, top first, no uids). {@code cards} is the viewer's only.
     */
    record CardsSeen(int viewer, int owner, String where, @Nullable List<String> uids, @Nullable List<String> cards, String why)
            implements InwoEvent {}

    /**
     * A card out of {@code from}'s hand into {@code to}'s (keeping its uid). {@code card} is seen by those two only,
     * unless {@code shown} (it was exposed). It arrives hidden.
     */
    record CardTaken(int from, int to, String uid, @Nullable String card, boolean shown, String why) implements InwoEvent {}

    /** The last {@code card} of {@code from}'s discard pile into {@code to}'s hand as {@code uid} (the pile is public). */
    record TakenFromDiscard(int to, int from, String uid, String card, String why) implements InwoEvent {}

    /**
     * A Plot out of seat's hand into his Plot deck at {@code where} (TOP, MIDDLE: after half the deck, BOTTOM);
     * {@code card} is his only unless {@code shown} (it was exposed).
     */
    record ReturnedToDeck(int seat, String uid, @Nullable String card, String where, boolean shown) implements InwoEvent {}

    /**
     * Card {@code uid} of seat's used its once-per-turn ability this turn (for a Plot allowed once per turn, its
     * player's Illuminati carries the mark).
     */
    record AbilityUsed(int seat, String uid) implements InwoEvent {}

    /** Plots drawn from the bottom of seat's Plot deck ({@code cards} their owner's), e.g. Mossad. */
    record BottomCardsDrawn(int seat, int count, @Nullable List<HandCard> cards) implements InwoEvent {}

    /** One Plot picked from seat's Plot deck as his draw ({@code card} and its place {@code index} his only). */
    record PlotPicked(int seat, String uid, @Nullable String card, int index) implements InwoEvent {}

    /** The top Plots of {@code from}'s deck taxed into {@code to}'s hand ({@code cards} seen by {@code to} only). */
    record TopCardsTaken(int from, int to, List<String> uids, @Nullable List<String> cards) implements InwoEvent {}
    // modifiers aimed at a target
    /**
     * A group dies by its own player's Plot (Sucked Dry and Cast Aside!): into its owner's discard pile, with no Goal
     * credit for anyone; its Resources discarded, its puppets back to their owner's hand.
     */
    record GroupSacrificed(int seat, String uid, String card, List<String> resources, List<HandCard> toHand) implements InwoEvent {}
    // PLOTS, COSTS AND TAKEOVERS
    /** A Plot played (or announced and resolved) stays in play linked to {@code group} (Commitment, Never Surrender). */
    record PlotLinked(int seat, String uid, String card, String group) implements InwoEvent {}

    // traits, restrictions and structure
    /**
     * A card's traits changed from its printed ones: alignments or attributes lent by a card in play or changed for
     * good, alignments reversed for a turn, out-arrows changed (see {@code model.Traits}).
     */
    record TraitsChanged(String uid, io.tabletop.games.inwo.model.Traits traits) implements InwoEvent {}
    // privilege and dice
    /**
     * The dice of an attack, rolled when its window closed; the roll window opens for die-roll effects (the attack
     * is settled with the roll as it stands when it closes).
     */
    record DiceRolled(List<Integer> dice, Window window) implements InwoEvent {}

    /**
     * A die-roll effect played by {@code seat} with {@code card} ({@code uid}): the roll is now {@code roll}, of
     * {@code dice} (new ones after a re-roll); {@code penalty}: strength the attack loses for it (a re-roll at -4).
     */
    record RollChanged(int seat, String uid, String card, List<Integer> dice, int roll, int penalty) implements InwoEvent {}
    // r4 trade: gifts and trades [WDH p.12-13]
    /**
     * An offer of gifts or a trade ({@code id}): {@code from} gives his Resources in play {@code give} ({@code cards}:
     * their catalogue ids) and the cards of his hand {@code fromHand} ({@code handCards}; {@code handCount} of them)
     * for {@code to}'s Resources in play {@code want} and {@code wantFromHand} cards of {@code to}'s hand (his
     * choice). The hand cards are the two players' only: anybody else sees their number.
     */
    record TradeOffered(int id, int from, int to, List<String> give, List<String> cards, @Nullable List<String> fromHand,
                        @Nullable List<String> handCards, int handCount, List<String> want, int wantFromHand) implements InwoEvent {}

    /**
     * An offer accepted, the exchange made at once (binding): {@code given} (Resources, linked to the new owner's
     * Illuminati) and {@code givenHand} (hand cards, arriving hidden) went from {@code from} to {@code to};
     * {@code taken} and {@code takenHand} came back; {@code *Cards} their catalogue ids. The hand cards are the two
     * players' only: anybody else sees their numbers ({@code givenFromHand}, {@code takenFromHand}).
     */
    record TradeAccepted(int id, int from, int to, List<String> given, List<String> givenCards, @Nullable List<String> givenHand,
                         @Nullable List<String> givenHandCards, int givenFromHand, List<String> taken, List<String> takenCards,
                         @Nullable List<String> takenHand, @Nullable List<String> takenHandCards, int takenFromHand) implements InwoEvent {}

    /**
     * An offer closed without an exchange: DECLINED, WITHDRAWN, LAPSED (a card of it is gone or may no longer be
     * given), END_OF_TURN.
     */
    record TradeClosed(int id, String why) implements InwoEvent {}

    /** I6: a seat's public standing instructions set (the windows the server passes in for it). */
    record StopsSet(int seat, List<io.tabletop.games.inwo.model.AutoPass> autoPass) implements InwoEvent {
        public StopsSet {
            autoPass = autoPass.stream().distinct().sorted().toList(); // one way to write each set
        }
    }
    // r4 choices
    /** The game now waits for {@code choice.seat} to choose among {@code choice.options} (all public). */
    record ChoiceOpened(io.tabletop.games.inwo.model.Choice choice) implements InwoEvent {}

    /** The pending choice made by {@code seat}: {@code option}, one of its options. */
    record ChoiceMade(int seat, io.tabletop.games.inwo.model.Choice.Kind kind, String option) implements InwoEvent {}
    // r4 tokens
    /** A card in play goes back to its owner's hand (Gremlins on a Gadget): public, everyone saw it in play. */
    record ReturnedToHand(int seat, String uid, String card, String why) implements InwoEvent {}

    /**
     * Trading Card Games: {@code out} (in play) back to seat's hand, {@code in} (a Group card of his hand) into its
     * place, fresh, without a token (both public: one was in play, the other enters it).
     */
    record GroupSwapped(int seat, String out, String outCard, String in, String inCard) implements InwoEvent {}
    /** A Plot restricting a rival's turn (Senate Investigating Committee, Unlucky 13) leaves play as that turn ends. */
    record PlotExpired(int seat, String uid, String card, String group) implements InwoEvent {}
    // r4 replay
    /** A destroyed Group marked: killed by an Assassination ({@code killed}), or never to return ({@code never}). */
    record GraveMarked(String uid, boolean killed, boolean never) implements InwoEvent {}

    /**
     * A destroyed Group back from {@code pile}'s destroyed pile into {@code seat}'s hand under the uid it had in play,
     * shown ({@code why}: the card that brought it back, e.g. Media Blitz; an automatic one is placed next).
     */
    record CardReplayed(int seat, String uid, String card, int pile, String why) implements InwoEvent {}
    // r4 takeover
    /** seat's automatic takeover of {@code uid} may be cancelled: the TAKEOVER window opens (tokens wait for it). */
    record TakeoverOffered(int seat, String uid, String card, Window window) implements InwoEvent {}

    /**
     * Immortality Serum: {@code seat} takes control of {@code uid} ({@code card}), a Personality card of {@code from}'s hand
     * that {@code from} had just played by an attack to control (called off by the seizure), onto {@code arrow} of
     * {@code master}; no roll.
     */
    record PersonalitySeized(int seat, int from, String uid, String card, String master, int arrow) implements InwoEvent {}

    /** The TAKEOVER window closed with nobody cancelling: seat's takeover of {@code uid} stands. */
    record TakeoverStood(int seat, String uid) implements InwoEvent {}

    /**
     * {@code by}'s Plot {@code plot} cancelled {@code seat}'s automatic takeover: {@code uid} ({@code card}) is back in
     * his hand; {@code noMore}: his takeover step is over (Sabotage).
     */
    record TakeoverCancelled(int by, String plot, int seat, String uid, String card, boolean noMore) implements InwoEvent {}

    // r4 conv
    /**
     * A card's value rolled by {@code seat}'s card (OPEC's Power, Bill Clinton's Liberal) as it entered play or at its
     * controller's turn start: {@code dice}, and the card's Power and alignments as they now stand.
     */
    record CardRolled(int seat, String uid, String card, List<Integer> dice, int power,
                      @Nullable List<io.tabletop.games.inwo.cards.Alignment> alignments) implements InwoEvent {}

    // +10 on defence until end of turn [WDH p.4-5]
    /**
     * A +10 Plot {@code seat} played on the defence of his group {@code group} stays on it until the end of the turn
     * (linked, public): it adds its amount to every later attack on that group this turn.
     */
    record BoostStands(int seat, String uid, String card, String group) implements InwoEvent {}

    // r4 trade: giving a Group in play [WDH p.12]
    /**
     * {@code from} gave his Group {@code uid} ({@code card}) with its puppets and Resources ({@code moved}) to {@code to},
     * onto the arrow {@code arrow} of {@code master}; {@code payer} spent the token it costs. Public: it was in play.
     */
    record GroupGiven(int from, int to, String uid, String card, String master, int arrow, List<String> moved,
                      String payer) implements InwoEvent {}

    // last cards D: a card named in secret
    /**
     * {@code seat}'s card in play {@code uid} ({@code card}: the Holy Grail, the Ark of the Covenant) names {@code named}
     * (a catalogue id) in secret: his only, null for every other viewer.
     */
    record SecretNamed(int seat, String uid, String card, @Nullable String named) implements InwoEvent {}

    /**
     * The name {@code seat}'s card {@code uid} ({@code card}) holds is shown, when it matters ({@code why}: SAVED, the Holy
     * Grail keeps its Place from destruction or Devastation; AVENGED, the Ark's Group was destroyed). Public.
     */
    record SecretRevealed(int seat, String uid, String card, String named,
                          @io.tabletop.engine.OneOf({"SAVED", "AVENGED"}) String why) implements InwoEvent {}

    /**
     * {@code seat} put the Plot {@code uid} ({@code card}: his only, null for every other viewer) of his hand under his
     * Texas {@code group}, face down.
     */
    record PlotHeld(int seat, String group, String uid, @Nullable String card) implements InwoEvent {}

    /**
     * The Plot {@code uid} Texas held goes back to {@code seat}'s hand: PLAYED, as he plays it (public: it is played face
     * up); TEXAS_GONE, Texas having left his Power Structure ({@code card} his only then, {@code group} null).
     */
    record PlotUnheld(int seat, @Nullable String group, String uid, @Nullable String card,
                      @io.tabletop.engine.OneOf({"PLAYED", "TEXAS_GONE"}) String why) implements InwoEvent {}

    // last cards K: Warehouse 23, Resources in play face down
    /**
     * {@code seat} put the Resource {@code uid} ({@code card}: his only, null for every other viewer) of his hand into
     * play hidden inside his Warehouse 23 {@code warehouse}, face down: in play for the Unique rule only.
     */
    record ResourceHidden(int seat, String warehouse, String uid, @Nullable String card) implements InwoEvent {}

    /**
     * The Resource {@code uid} hidden in {@code seat}'s Warehouse 23 is turned face up ({@code card}, public):
     * BROUGHT_OUT by its player (a {@code CARD_PLACED} follows, linked to his Illuminati); SHOWN, a duplicate of the
     * Unique card being played [WDH p.14] (a {@code CARD_PLACED} follows); WAREHOUSE_GONE, the Warehouse having left
     * play (a {@code CARD_DISCARDED} follows).
     */
    record ResourceUncovered(int seat, String uid, String card,
                             @io.tabletop.engine.OneOf({"BROUGHT_OUT", "SHOWN", "WAREHOUSE_GONE"}) String why) implements InwoEvent {}

    /**
     * Warehouse 23 went from {@code from}'s Power Structure to {@code to}'s, and the Resources hidden in it with it,
     * still face down ({@code cards}: the two players' only, null for every other viewer).
     */
    record HiddenResourcesMoved(int from, int to, List<String> uids, @Nullable List<String> cards) implements InwoEvent {}
}
